package emerald

import (
	"testing"

	"stolik/rules/engine"
)

// Options: defaults follow rules.toml (no voluntary reveal, §4.11; Lestrade
// by the rulebook, G13); bad values and player counts are refused.
func TestOptions(t *testing.T) {
	title := Title()
	cfg := engine.Config{Players: 3}
	if err := title.Validate(&cfg); err != nil {
		t.Fatal(err)
	}
	if cfg.Options["voluntary_reveal"] != "no" || cfg.Options["lestrade"] != "player" {
		t.Errorf("defaults %v", cfg.Options)
	}
	for _, bad := range []engine.Config{
		{Players: 1}, {Players: 6},
		{Players: 3, Options: map[string]string{"voluntary_reveal": "maybe"}},
		{Players: 3, Options: map[string]string{"lestrade": "everyone"}},
	} {
		if _, err := title.New(bad, nil); engine.CodeOf(err) != engine.CodeBadConfig {
			t.Errorf("%+v: %v, want bad_config", bad, err)
		}
	}
	// With the option, a player may reveal in their own turn: a Loyalist
	// refills to three agents, a Restorationist does not end the game.
	for _, f := range []uint8{factL, factR} {
		g := newTestGame(t, 3, 1, map[string]string{"voluntary_reveal": "yes"})
		s := &g.s
		s.Setup, s.Active = 0, 0
		s.P[0].Identity = f
		for i := 0; i < 3; i++ {
			s.C[i].Agents[i], s.P[i].Agents = 1, 9
		}
		if !listed(g, engine.Action{Kind: KindReveal}) {
			t.Fatal("no voluntary reveal with the option on")
		}
		mustApply(t, g, engine.Action{Kind: KindReveal})
		if s.Over {
			t.Error("a voluntary reveal never ends the game")
		}
		if refill := s.FN > 0 && s.top().Op == frRefill; refill != (f == factL) {
			t.Errorf("faction %d: refill %v", f, refill)
		}
		if listed(g, engine.Action{Kind: KindReveal}) {
			t.Errorf("faction %d: a player reveals at most once (G21); current %v pending %v", f, g.Current(), s.top())
		}
	}
	g := newTestGame(t, 3, 1, nil)
	g.s.Setup = 0
	if listed(g, engine.Action{Kind: KindReveal}) {
		t.Error("voluntary reveal listed with the option off")
	}
}
