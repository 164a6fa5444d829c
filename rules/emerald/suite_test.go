package emerald

import (
	"testing"

	"stolik/rules/enginetest"
)

// The slow tests of the package live here, in a file that sorts after
// the quick ones, so that a mutation run (`make mutate`, -failfast)
// reaches them only when every quick test has passed: a mutant a quick
// test kills costs a build, not a playout.

func TestConformance(t *testing.T) {
	for _, n := range []int{2, 3, 4, 5} {
		enginetest.Run(t, Title(), n, enginetest.Games(6))
	}
	enginetest.Run(t, Title(), 3, enginetest.Games(3),
		enginetest.TitleOptions(map[string]string{"voluntary_reveal": "yes", "lestrade": "city"}))
}
