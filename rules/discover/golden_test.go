package discover

import (
	"flag"
	"fmt"
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
			enginetest.Playthrough{
				Title: Title(),
				Config: engine.Config{Players: tc.players, Seed: tc.seed,
					Options: map[string]string{"scenario": strconv.Itoa(tc.scenario)}},
				Decision: func(eg engine.Game, n int, action string) string {
					return fmt.Sprintf("%d day %d seat %d: %s", n, eg.(*Game).s.Day, eg.Current(), action)
				},
				End: func(eg engine.Game, b *strings.Builder) {
					r := eg.Result()
					for i, s := range r.Scores {
						fmt.Fprintf(b, "hero %d place %d total %d:%s\n", s.Seat, r.Place[i], s.Total, enginetest.ScoreParts(s.Parts, "discover.score."))
					}
					fmt.Fprintf(b, "no winner %v, note %s %v\n", r.NoWinner, r.Note, enginetest.EventArgs(r.NoteArgs))
				},
			}.Check(t, "testdata/"+name+".txt", *update)
		})
	}
}
