package dungeonology

import (
	"fmt"
	"testing"

	"stolik/rules/engine"
)

func TestDebugViews(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		for players := 2; players <= 4; players++ {
			g, _ := Title().New(engine.Config{Players: players, Seed: seed, Options: map[string]string{}}, nil)
			rng := engine.NewRNG(seed)
			var legal []engine.Action
			for n := 0; n < 5000 && g.Current() != engine.GameOver; n++ {
				legal = g.Legal(legal[:0])
				for p := 0; p < players; p++ {
					v := g.View(engine.Seat(p))
					v.Determinize(engine.Seat(p), &rng)
					if len(v.Legal(nil)) == 0 {
						s := &v.(*Game).s
						gs := &g.(*Game).s
						fmt.Printf("seed %d n %d seat %d: phase %d top %+v T %+v\n real top %+v legal %v\n", seed, n, p, s.Phase, s.top(), s.T, gs.top(), legal)
						t.Fatal("empty")
					}
				}
				if err := g.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
