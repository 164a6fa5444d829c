package arnak

import (
	"testing"

	"stolik/rules/engine"
)

func TestOptions(t *testing.T) {
	title := Title()
	tests := []struct {
		players int
		opts    map[string]string
		ok      bool
	}{
		{1, map[string]string{"difficulty": "5"}, true},
		{1, map[string]string{"difficulty": "6"}, false},
		{2, map[string]string{"side": "snake"}, true},
		{2, map[string]string{"side": "moon"}, false},
		{2, map[string]string{"colour": "red"}, false},
		{0, nil, false},
		{5, nil, false},
	}
	for _, tc := range tests {
		cfg := engine.Config{Players: tc.players, Seed: 1, Options: tc.opts}
		err := title.Validate(&cfg)
		if err == nil {
			_, err = title.New(cfg, nil)
		}
		if (err == nil) != tc.ok {
			t.Errorf("%d players %v: err %v, want ok=%v", tc.players, tc.opts, err, tc.ok)
		}
		if err != nil && engine.CodeOf(err) != engine.CodeBadConfig {
			t.Errorf("%v: code %q", tc.opts, engine.CodeOf(err))
		}
	}
	// Defaults: Bird side, difficulty 0 (all green).
	cfg := engine.Config{Players: 1, Seed: 3}
	if err := title.Validate(&cfg); err != nil {
		t.Fatal(err)
	}
	g, err := title.New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := &g.(*Game).s
	red := 0
	for _, ti := range append(append([]uint8{}, s.Rival.Stack[:s.Rival.NStack]...), s.Rival.Used[:s.Rival.NUsed]...) {
		if g.(*Game).d.Rival[ti].Red {
			red++
		}
	}
	if s.Side != 0 || red != 0 {
		t.Fatalf("defaults: side %d, %d red tiles", s.Side, red)
	}
}
