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
			enginetest.Playthrough{
				Title:  Title(),
				Config: engine.Config{Players: tc.players, Seed: tc.seed, Options: tc.opts},
				// Each decision also prints its button label (Describe), so a
				// change of how an action is worded on screen shows as a diff.
				Decision: func(eg engine.Game, n int, action string) string {
					label := "?"
					for _, a := range eg.Legal(nil) {
						if a.Format(Title().KindNames) == action {
							label = strings.TrimPrefix(enginetest.EventLine(describe(eg, a)), "  ")
							break
						}
					}
					return fmt.Sprintf("%d round %d seat %d: %s — %s", n, eg.(*Game).s.Round, eg.Current(), action, label)
				},
				End: func(eg engine.Game, b *strings.Builder) {
					g := eg.(*Game)
					for _, s := range g.Result().Scores {
						fmt.Fprintf(b, "score seat %d: %d%s\n", s.Seat, s.Total, enginetest.ScoreParts(s.Parts, "arnak.score."))
					}
					if on, _, _ := g.UIRival(); on {
						fmt.Fprintf(b, "rival: %d\n", g.UIRivalScore())
					}
				},
			}.Check(t, "testdata/"+name+".txt", *update)
		})
	}
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
