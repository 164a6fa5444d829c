package emerald

import (
	"encoding/json"
	"flag"
	"fmt"
	"slices"
	"strings"
	"testing"

	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

var update = flag.Bool("update", false, "rewrite testdata golden files")

// TestGoldenPlaythrough: a seeded game per player count, printed decision by
// decision with the events each one logged and the final breakdown per
// player, so any change of behaviour shows up as a diff (OpenSpiel's
// playthroughs). Rewrite with `go test ./rules/emerald -run Golden -args -update`.
func TestGoldenPlaythrough(t *testing.T) {
	for _, tc := range []struct {
		players int
		seed    uint64
	}{{2, 21}, {3, 22}, {4, 23}, {5, 24}} {
		name := fmt.Sprintf("playthrough_%dp", tc.players)
		t.Run(name, func(t *testing.T) {
			var log engine.Log
			eg, err := Title().New(engine.Config{Players: tc.players, Seed: tc.seed}, &log)
			if err != nil {
				t.Fatal(err)
			}
			g := eg.(*Game)
			var b strings.Builder
			events := func() {
				for _, e := range log.Events {
					flags := ""
					if e.Private {
						flags += " private(" + e.PublicKey + ")"
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
				fmt.Fprintf(&b, "%d turn %d seat %d: %s\n", n, g.s.Turn, g.Current(), a.Format(kindNames))
				if err := g.Apply(a, &log); err != nil {
					t.Fatalf("decision %d %s: %v", n, a.Format(kindNames), err)
				}
				events()
			}
			r := g.Result()
			for i, s := range r.Scores {
				fmt.Fprintf(&b, "score seat %d (%s, place %d): %d%s\n", s.Seat, g.Identity(i), r.Place[i], s.Total, parts(s.Parts))
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
		out += fmt.Sprintf(" %s=%d", strings.TrimPrefix(p.Label, "emerald.score."), p.Points)
	}
	return out
}

// TestReportDump: the sim dump names each seat's identity and owned cards.
func TestReportDump(t *testing.T) {
	g := table(t, 2)
	g.give(t, red, "031")
	g.s.Over = true
	b, err := g.View(engine.Observer).(*Game).MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var r struct {
		Players []struct {
			Identity string   `json:"identity"`
			Cards    []string `json:"cards"`
		} `json:"players"`
	}
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatal(err)
	}
	if len(r.Players) != 2 || !slices.Contains(r.Players[0].Cards, "031") || slices.Contains(r.Players[1].Cards, "031") {
		t.Fatalf("dump %s", b)
	}
	if r.Players[0].Identity != g.Identity(0) || r.Players[0].Identity == "?" {
		t.Errorf("identity %q in the dump of a finished game", r.Players[0].Identity)
	}
	if slices.Contains(g.OwnedCards(0), "S01") {
		t.Error("starting cards are not counted in the balance check")
	}
}
