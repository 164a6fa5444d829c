package donjon

import (
	"testing"

	"stolik/rules/enginetest"
)

// TestConformance is in suite_test.go, after the scenario tests in file
// order: make mutate stops at the first failing test, and a rule broken
// by a mutant is usually caught in milliseconds by a scenario.
func TestConformance(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		enginetest.Run(t, Title(), n)
	}
}
