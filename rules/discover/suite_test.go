package discover

import (
	"strconv"
	"testing"

	"stolik/rules/enginetest"
)

// The slow tests of the package live here, in a file that sorts after
// the quick ones, so that a mutation run (`make mutate`, -failfast)
// reaches them only when every quick test has passed: a mutant a quick
// test kills costs a build, not a playout.

// TestConformance runs the engine contract suite at 1–4 players in every
// scenario (scenario 5 needs 2+).
func TestConformance(t *testing.T) {
	for sc := 1; sc <= 5; sc++ {
		for n := 1; n <= maxPlayers; n++ {
			if sc == 5 && n == 1 {
				continue
			}
			games := 3
			if testing.Short() {
				games = 1
			}
			enginetest.Run(t, Title(), n, enginetest.Games(games), enginetest.FirstSeed(uint64(100*sc+n)),
				enginetest.TitleOptions(map[string]string{"scenario": strconv.Itoa(sc)}))
		}
	}
}
