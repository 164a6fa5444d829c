package engine_test

import (
	"errors"
	"io/fs"
	"slices"
	"testing"
	"testing/fstest"

	"stolik/rules/engine"
)

// TestLoadOnceReadsTheFolderOnce: the loader sees the title's folder (its
// files at the root) and runs once however often the data is asked for.
func TestLoadOnceReadsTheFolderOnce(t *testing.T) {
	fsys := fstest.MapFS{"data/t/cards.toml": {Data: []byte("x")}}
	calls := 0
	data := engine.LoadOnce(fsys, "data/t", func(sub fs.FS) (int, error) {
		calls++
		b, err := fs.ReadFile(sub, "cards.toml")
		return len(b), err
	})
	for range 3 {
		if n, err := data(); n != 1 || err != nil {
			t.Fatalf("data() = %d, %v", n, err)
		}
	}
	if calls != 1 {
		t.Errorf("loader ran %d times", calls)
	}
	missing := engine.LoadOnce(fsys, "data/none", func(sub fs.FS) (int, error) {
		_, err := fs.ReadFile(sub, "cards.toml")
		return 0, err
	})
	if _, err := missing(); err == nil {
		t.Error("a folder without the file loaded")
	}
}

type kitGame struct{ engine.Game }

func TestNewFromData(t *testing.T) {
	ok := func() (string, error) { return "data", nil }
	bad := func() (string, error) { return "", errors.New("brak pliku") }
	refused := engine.Errorf(engine.CodeBadConfig, "too many players")
	set := func(d string, cfg engine.Config, _ *engine.Log) (*kitGame, error) {
		if cfg.Players > 4 {
			return nil, refused
		}
		return &kitGame{}, nil
	}
	if g, err := engine.NewFromData("t", ok, set)(engine.Config{Players: 2}, nil); err != nil || g == nil {
		t.Fatalf("good set-up: %v, %v", g, err)
	}
	// A refusal comes back as it is, with a nil interface (not a typed nil).
	if g, err := engine.NewFromData("t", ok, set)(engine.Config{Players: 5}, nil); err != refused || g != nil {
		t.Errorf("refused set-up: %v, %v", g, err)
	}
	g, err := engine.NewFromData("t", bad, set)(engine.Config{Players: 2}, nil)
	var re *engine.RuleError
	if g != nil || !errors.As(err, &re) || re.Code != engine.CodeBadConfig || re.Detail != "t: dane: brak pliku" {
		t.Errorf("bad data: %v, %v", g, err)
	}
}

func TestChoiceNamesItsLocaleKeys(t *testing.T) {
	o := engine.Choice("arnak", "side", "bird", "snake").Only("players=1")
	if o.Key != "side" || o.Label != "arnak.opt.side" || o.When != "players=1" ||
		!slices.Equal(o.Choices, []string{"bird", "snake"}) ||
		!slices.Equal(o.Labels, []string{"arnak.opt.side.bird", "arnak.opt.side.snake"}) {
		t.Errorf("Choice = %+v", o)
	}
}
