package arnak

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

// TestGoldenPlaythrough: a seeded game per player count and board side,
// printed decision by decision with the events each one logged and each
// seat's score part by part, so any change of behaviour shows up as a diff
// of the first lines that changed (OpenSpiel's playthroughs).
// Rewrite with `go test ./rules/arnak -run Golden -args -update`.
func TestGoldenPlaythrough(t *testing.T) {
	for _, tc := range []struct {
		players int
		seed    uint64
		opts    map[string]string
	}{
		{1, 11, map[string]string{"side": "bird", "difficulty": "2"}},
		{1, 12, map[string]string{"side": "snake", "difficulty": "2"}},
		{2, 13, map[string]string{"side": "bird"}},
		{3, 14, map[string]string{"side": "snake"}},
		{4, 15, map[string]string{"side": "bird"}},
	} {
		name := fmt.Sprintf("playthrough_%dp_%s", tc.players, tc.opts["side"])
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
					fmt.Fprintf(&b, "  %s seat=%d%s\n", e.Key, e.Seat, args(e.Args))
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
			for _, s := range g.Result().Scores {
				fmt.Fprintf(&b, "score seat %d: %d%s\n", s.Seat, s.Total, parts(s.Parts))
			}
			if on, _, _ := g.UIRival(); on {
				fmt.Fprintf(&b, "rival: %d\n", g.UIRivalScore())
			}
			enginetest.Golden(t, "testdata/"+name+".txt", b.String(), *update)
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
		out += fmt.Sprintf(" %s=%d", strings.TrimPrefix(p.Label, "arnak.score."), p.Points)
	}
	return out
}

// TestReportDump: the sim dump names the cards each seat owns.
func TestReportDump(t *testing.T) {
	g := newTestGame(t, 2, 3, nil)
	p := g.s.cur()
	p.Deck.push(cardID(t, g, "papuga"))
	b, err := g.View(engine.Observer).(*Game).MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var r struct {
		Players []struct {
			Cards []string `json:"cards"`
		} `json:"players"`
	}
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatal(err)
	}
	if len(r.Players) != 2 || !slices.Contains(r.Players[0].Cards, "papuga") || slices.Contains(r.Players[1].Cards, "papuga") {
		t.Fatalf("dump %s", b)
	}
}
