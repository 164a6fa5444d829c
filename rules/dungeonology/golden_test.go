package dungeonology

import (
	"flag"
	"fmt"
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
			enginetest.Playthrough{
				Title:  Title(),
				Config: engine.Config{Players: tc.players, Seed: tc.seed, Options: tc.opts},
				Decision: func(eg engine.Game, n int, action string) string {
					return fmt.Sprintf("%d round %d seat %d: %s", n, eg.(*Game).s.Round, eg.Current(), action)
				},
				Event: func(e engine.Event) string {
					flags := ""
					if e.Private {
						flags += " private"
					}
					if e.Reveal {
						flags += " reveal"
					}
					return enginetest.EventLine(e) + flags
				},
				End: func(eg engine.Game, b *strings.Builder) {
					g := eg.(*Game)
					res := g.Result()
					for i, s := range res.Scores {
						fmt.Fprintf(b, "score seat %d (%s): %d place %d%s\n", s.Seat, g.scholarName(uint8(i)), s.Total, res.Place[i], enginetest.ScoreParts(s.Parts, "dungeonology.score."))
					}
				},
			}.Check(t, "testdata/"+name+".txt", *update)
		})
	}
}
