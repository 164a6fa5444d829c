package demo

import (
	"testing"

	"stolik/rules/engine"
)

// Random playouts reach the end, refused actions change nothing and views
// hide other hands.
func TestPlayouts(t *testing.T) {
	for players := 2; players <= 4; players++ {
		for seed := uint64(1); seed <= 20; seed++ {
			g, err := New(engine.Config{Players: players, Seed: seed}, nil)
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(seed)
			var buf []engine.Action
			for steps := 0; g.Current() != engine.GameOver; steps++ {
				if steps > 100 {
					t.Fatalf("%d players seed %d: no end", players, seed)
				}
				cur := g.Current()
				v := g.View(cur).(*State)
				for p := 0; p < players; p++ {
					for _, c := range v.hand[p] {
						if engine.Seat(p) != cur && c != 0 && c != hidden {
							t.Fatalf("view of %v shows seat %d's card", cur, p)
						}
					}
				}
				before := g.Checksum()
				if err := g.Apply(engine.Action{Kind: 9}, nil); err == nil || g.Checksum() != before {
					t.Fatal("bad action accepted or state changed")
				}
				buf = g.Legal(buf[:0])
				if len(buf) == 0 {
					t.Fatal("no legal action before the end")
				}
				if err := g.Apply(buf[rng.IntN(len(buf))], nil); err != nil {
					t.Fatal(err)
				}
			}
			r := g.Result()
			if len(r.Place) != players {
				t.Fatalf("places %v", r.Place)
			}
		}
	}
}
