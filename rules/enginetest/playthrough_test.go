package enginetest_test

import (
	"fmt"
	"strings"
	"testing"

	"stolik/rules/engine"
	"stolik/rules/enginetest"
	"stolik/rules/enginetest/toygame"
)

// toyPlaythrough prints the toy title's game of seed the way a title's
// golden test does.
func toyPlaythrough(seed uint64) enginetest.Playthrough {
	return enginetest.Playthrough{
		Title:  toygame.Title(),
		Config: engine.Config{Players: 2, Seed: seed},
		Decision: func(g engine.Game, n int, action string) string {
			return fmt.Sprintf("%d seat %d: %s", n, g.Current(), action)
		},
		End: func(g engine.Game, b *strings.Builder) {
			for _, s := range g.Result().Scores {
				fmt.Fprintf(b, "score %d: %d%s\n", s.Seat, s.Total, enginetest.ScoreParts(s.Parts, "toy."))
			}
		},
	}
}

// TestPlaythroughReplaysTheGame: the text is the numbered decisions with
// their events, then one score line per seat; the same for the same seed
// and different for another.
func TestPlaythroughReplaysTheGame(t *testing.T) {
	a := toyPlaythrough(5).Text(t)
	if b := toyPlaythrough(5).Text(t); a != b {
		t.Fatalf("same seed, different text:\n%s", enginetest.LineDiff(a, b))
	}
	if a == toyPlaythrough(6).Text(t) {
		t.Error("seeds 5 and 6 printed the same game")
	}
	decisions, scores := 0, 0
	for i, line := range strings.Split(strings.TrimSuffix(a, "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, fmt.Sprintf("%d seat ", decisions)):
			decisions++
		case strings.HasPrefix(line, "score "):
			scores++
		case !strings.HasPrefix(line, "  "):
			t.Errorf("line %d %q is neither a decision, an event nor a score", i+1, line)
		}
	}
	if decisions == 0 || scores != 2 {
		t.Errorf("%d decisions and %d score lines in:\n%s", decisions, scores, a)
	}
}

func TestEventArgsSortsAndSkips(t *testing.T) {
	got := enginetest.EventArgs(map[string]any{"z": 1, "a": "x", "text": "long"}, "text")
	if got != " a=x z=1" {
		t.Errorf("EventArgs = %q, want %q", got, " a=x z=1")
	}
	e := engine.Event{Key: "t.k", Seat: 1, Args: map[string]any{"b": 2, "a": 1}}
	if got := enginetest.EventLine(e); got != "  t.k seat=1 a=1 b=2" {
		t.Errorf("EventLine = %q", got)
	}
	parts := []engine.ScorePart{{Label: "t.score.gold", Points: 3}, {Label: "other", Points: -1}}
	if got := enginetest.ScoreParts(parts, "t.score."); got != " gold=3 other=-1" {
		t.Errorf("ScoreParts = %q", got)
	}
}

// TestPlayRandomAndMidGame: PlayRandom ends the game and is repeatable;
// MidGame with minChoices 0 is the game after exactly that many random
// decisions of its seed's generator.
func TestPlayRandomAndMidGame(t *testing.T) {
	title := toygame.Title()
	cfg := engine.Config{Players: 2, Seed: 9}
	g := enginetest.NewGame[engine.Game](t, title, cfg)
	n := enginetest.PlayRandom(t, g, 9, title.KindNames)
	if g.Current() != engine.GameOver || n == 0 {
		t.Fatalf("PlayRandom stopped after %d decisions with %v to move", n, g.Current())
	}
	if m := enginetest.PlayRandom(t, enginetest.NewGame[engine.Game](t, title, cfg), 9, title.KindNames); m != n {
		t.Errorf("same seed: %d then %d decisions", n, m)
	}
	want := enginetest.NewGame[engine.Game](t, title, cfg)
	rng := engine.NewRNG(cfg.Seed)
	for range 3 {
		legal := want.Legal(nil)
		if err := want.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
			t.Fatal(err)
		}
	}
	if got := enginetest.MidGame(t, title, cfg, 3, 0); got.Checksum() != want.Checksum() {
		t.Error("MidGame(3, 0) is not the game after 3 random decisions")
	}
	if got := enginetest.MidGame(t, title, cfg, 2, 0); got.Checksum() == want.Checksum() {
		t.Error("MidGame(2, 0) equals the game after 3 decisions")
	}
}
