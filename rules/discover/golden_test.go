package discover

import (
	"flag"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

var update = flag.Bool("update", false, "rewrite testdata golden files")

// TestGoldenPlaythrough: a seeded game per scenario, printed decision by
// decision with the events each one logged and every hero's result
// breakdown, so any change of behaviour shows up as a diff (OpenSpiel's
// playthroughs). Rewrite with `go test ./rules/discover -run Golden -args
// -update`.
func TestGoldenPlaythrough(t *testing.T) {
	for _, tc := range []struct {
		scenario, players int
		seed              uint64
	}{
		{1, 1, 11}, {2, 2, 12}, {3, 3, 13}, {4, 4, 14}, {5, 2, 15},
	} {
		name := fmt.Sprintf("playthrough_s%d_%dp", tc.scenario, tc.players)
		t.Run(name, func(t *testing.T) {
			var log engine.Log
			eg, err := Title().New(engine.Config{Players: tc.players, Seed: tc.seed,
				Options: map[string]string{"scenario": strconv.Itoa(tc.scenario)}}, &log)
			if err != nil {
				t.Fatal(err)
			}
			g := eg.(*Game)
			var b strings.Builder
			events := func() {
				for _, e := range log.Events {
					fmt.Fprintf(&b, "  %s seat=%d%s\n", e.Key, e.Seat, args(e.Args))
				}
				log.Events = log.Events[:0]
			}
			events()
			rng := engine.NewRNG(tc.seed)
			for n := 0; g.Current() != engine.GameOver; n++ {
				legal := g.Legal(nil)
				a := legal[rng.IntN(len(legal))]
				fmt.Fprintf(&b, "%d day %d seat %d: %s\n", n, g.s.Day, g.Current(), a.Format(kindNames))
				if err := g.Apply(a, &log); err != nil {
					t.Fatalf("decision %d %s: %v", n, a.Format(kindNames), err)
				}
				events()
			}
			r := g.Result()
			for i, s := range r.Scores {
				fmt.Fprintf(&b, "hero %d place %d total %d:%s\n", s.Seat, r.Place[i], s.Total, parts(s.Parts))
			}
			fmt.Fprintf(&b, "no winner %v, note %s %v\n", r.NoWinner, r.Note, args(r.NoteArgs))
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
		out += fmt.Sprintf(" %s=%d", strings.TrimPrefix(p.Label, "discover.score."), p.Points)
	}
	return out
}
