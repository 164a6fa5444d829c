package dungeonology

import (
	"flag"
	"fmt"
	"slices"
	"strings"
	"testing"

	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

var update = flag.Bool("update", false, "rewrite testdata golden files")

// TestGoldenPlaythrough: a seeded game per player count, printed decision
// by decision with the events each one logged and the final score of every
// seat broken down, so any change of behaviour shows up as a diff
// (OpenSpiel's playthroughs). Rewrite with
// `go test ./rules/dungeonology -run Golden -args -update`.
func TestGoldenPlaythrough(t *testing.T) {
	for _, tc := range []struct {
		players int
		seed    uint64
		opts    map[string]string
	}{
		{2, 21, map[string]string{"scholars": "choose", "boss": "swarliwy", "alert": "sredni"}},
		{3, 22, map[string]string{"scholars": "draw", "boss": "pijany", "alert": "latwy"}},
		{4, 23, map[string]string{"scholars": "draw", "boss": "swarliwy", "alert": "trudny"}},
	} {
		name := fmt.Sprintf("playthrough_%dp", tc.players)
		t.Run(name, func(t *testing.T) {
			var log engine.Log
			eg, err := Title().New(engine.Config{Players: tc.players, Seed: tc.seed, Options: tc.opts}, &log)
			if err != nil {
				t.Fatal(err)
			}
			g := eg.(*Game)
			var b strings.Builder
			events := func() {
				for _, e := range log.Events {
					flags := ""
					if e.Private {
						flags += " private"
					}
					if e.Reveal {
						flags += " reveal"
					}
					fmt.Fprintf(&b, "  %s seat=%d%s%s\n", e.Key, e.Seat, args(e.Args), flags)
				}
				log.Events = log.Events[:0]
			}
			events()
			rng := engine.NewRNG(tc.seed)
			for n := 0; g.Current() != engine.GameOver; n++ {
				legal := g.Legal(nil)
				a := legal[rng.IntN(len(legal))]
				fmt.Fprintf(&b, "%d round %d seat %d: %s\n", n, g.s.Round, g.Current(), a.Format(kindNames))
				if err := g.Apply(a, &log); err != nil {
					t.Fatalf("decision %d %s: %v", n, a.Format(kindNames), err)
				}
				events()
			}
			res := g.Result()
			for i, s := range res.Scores {
				fmt.Fprintf(&b, "score seat %d (%s): %d place %d%s\n", s.Seat, g.scholarName(uint8(i)), s.Total, res.Place[i], parts(s.Parts))
			}
			path := "testdata/" + name + ".txt"
			enginetest.Golden(t, path, b.String(), *update)
		})
	}
}

func args(m map[string]any) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	out := ""
	for _, k := range keys {
		out += fmt.Sprintf(" %s=%v", k, m[k])
	}
	return out
}

func parts(ps []engine.ScorePart) string {
	out := ""
	for _, p := range ps {
		out += fmt.Sprintf(" %s=%d", strings.TrimPrefix(p.Label, "dungeonology.score."), p.Points)
	}
	return out
}
