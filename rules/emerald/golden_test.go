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
			enginetest.Playthrough{
				Title:  Title(),
				Config: engine.Config{Players: tc.players, Seed: tc.seed},
				Decision: func(eg engine.Game, n int, action string) string {
					return fmt.Sprintf("%d turn %d seat %d: %s", n, eg.(*Game).s.Turn, eg.Current(), action)
				},
				Event: func(e engine.Event) string {
					flags := ""
					if e.Private {
						flags += " private(" + e.PublicKey + ")"
					}
					if e.Reveal {
						flags += " reveal"
					}
					return enginetest.EventLine(e) + flags
				},
				End: func(eg engine.Game, b *strings.Builder) {
					g := eg.(*Game)
					r := g.Result()
					for i, s := range r.Scores {
						fmt.Fprintf(b, "score seat %d (%s, place %d): %d%s\n", s.Seat, g.Identity(i), r.Place[i], s.Total, enginetest.ScoreParts(s.Parts, "emerald.score."))
					}
				},
			}.Check(t, "testdata/"+name+".txt", *update)
		})
	}
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
