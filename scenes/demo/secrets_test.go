package demo

import (
	"testing"

	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

// The demo's hands and deck stay hidden, in the views and in the events,
// at every position of random games (the conformance suite's secrecy
// checks; the demo is not a full title, its Determinize is approximate).
func TestSecrecy(t *testing.T) {
	checked := 0
	for players := 2; players <= 4; players++ {
		for seed := uint64(1); seed <= 10; seed++ {
			g, err := New(engine.Config{Players: players, Seed: seed, Options: map[string]string{"length": "long"}}, nil)
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(seed)
			for g.Current() != engine.GameOver {
				problems, n := enginetest.Secrecy(Title(), players, g, seed)
				for _, p := range problems {
					t.Fatalf("%d players, seed %d: %s", players, seed, p)
				}
				checked += n
				legal := g.Legal(nil)
				if err := g.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no secret was checked")
	}
}
