package arnak

import (
	"testing"

	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

// secretTitle is the descriptor with the Secrets hook (secrets.go) set,
// whether or not title.go sets it already.
func secretTitle() *engine.Title {
	t := Title()
	if t.Secrets == nil {
		t.Secrets = secrets
	}
	return t
}

// knownGaps are checks skipped for a known defect of the rules, each to
// remove once fixed (branch arnak owns the rules files):
//   - events: discover (apply.go) draws the site tile and the guardian from
//     face-down stacks but logs "arnak.discover" and "arnak.guardian" with
//     log.Add, not log.Reveal, so strict undo lets a player discover, see
//     the guardian and take the move back. With both logged as reveals the
//     suite passes.
var knownGaps = enginetest.Skip(enginetest.CheckEvents)

// TestConformance is in suite_test.go, after the scenario tests in file
// order: make mutate stops at the first failing test, and a rule broken
// by a mutant is usually caught in milliseconds by a scenario.
func TestConformance(t *testing.T) {
	for _, n := range []int{1, 2, 3, 4} {
		enginetest.Run(t, secretTitle(), n, enginetest.Games(6), knownGaps)
		enginetest.Run(t, secretTitle(), n, enginetest.Games(4), knownGaps, enginetest.TitleOptions(map[string]string{"side": "snake"}))
	}
}
