package emerald

import (
	"testing"

	"stolik/rules/engine"
)

func newTestGame(t testing.TB, players int, seed uint64, opts map[string]string) *Game {
	t.Helper()
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	g, err := newGame(d, engine.Config{Players: players, Seed: seed, Options: opts}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// playRandom plays uniformly random legal decisions to the end.
func playRandom(t testing.TB, g *Game, seed uint64) int {
	t.Helper()
	rng := engine.NewRNG(seed)
	buf := make([]engine.Action, 0, 256)
	n := 0
	for g.Current() != engine.GameOver {
		legal := g.Legal(buf[:0])
		if len(legal) == 0 {
			t.Fatalf("no legal action at decision %d", n)
		}
		a := legal[rng.IntN(len(legal))]
		if err := g.Apply(a, nil); err != nil {
			t.Fatalf("decision %d %s: %v", n, a.Format(kindNames), err)
		}
		n++
		if n > 20000 {
			t.Fatalf("game does not end")
		}
	}
	return n
}

// card finds a card index by id.
func card(t testing.TB, g *Game, id string) uint8 {
	t.Helper()
	c, ok := g.d.CardIndex(id)
	if !ok {
		t.Fatalf("no card %q", id)
	}
	return c
}
