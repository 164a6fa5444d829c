package discover

import (
	"testing"

	"stolik/rules/engine"
)

func newTestGame(t testing.TB, players int, seed uint64, scenario string) *Game {
	t.Helper()
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	g, err := newGame(d, engine.Config{Players: players, Seed: seed, Options: map[string]string{"scenario": scenario}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// playRandom plays uniformly random legal decisions to the end and
// returns the number of decisions.
func playRandom(t testing.TB, g *Game, seed uint64) int {
	t.Helper()
	rng := engine.NewRNG(seed)
	buf := make([]engine.Action, 0, 256)
	n := 0
	for g.Current() != engine.GameOver {
		legal := g.Legal(buf[:0])
		if len(legal) == 0 {
			t.Fatalf("no legal action at decision %d (dec %d phase %d)", n, g.s.Dec.Kind, g.s.Phase)
		}
		if err := g.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
			t.Fatal(err)
		}
		n++
		if n > 20000 {
			t.Fatalf("game does not end")
		}
	}
	return n
}

func mustApply(t testing.TB, g *Game, a engine.Action) {
	t.Helper()
	if err := g.Apply(a, nil); err != nil {
		t.Fatalf("%s: %v", a.Format(kindNames), err)
	}
}
