package donjon

import (
	"testing"

	"stolik/rules/engine"
)

// G23: with all three recruitment areas empty, phase 3 is skipped (the log
// says so) and movement gives no steps: the turn goes on to the Power
// phase. One monster left anywhere, even in the Pit, and recruiting is
// compulsory.
func TestRecruitSkippedOnlyWhenEveryAreaIsEmpty(t *testing.T) {
	for _, tc := range []struct {
		name  string
		pit   uint8
		phase int
	}{
		{"all areas empty", 0, 5},
		{"one monster in the Pit", 1, 3},
	} {
		g := blankGame(t, 2)
		g.s.Areas = [NumAreas][NumTypes]uint8{}
		g.s.Areas[Pit][Skeleton] = tc.pit
		g.s.P[0].M[RoomLoc(1)][Dragon] = 1 // a power to offer
		g.s.Phase = phRecruit
		log := &engine.Log{}
		g.advance(log)
		if got := g.Phase(); got != tc.phase {
			t.Errorf("%s: phase %d, want %d", tc.name, got, tc.phase)
		}
		if skipped := hasEvent(log, "donjon.no_recruit"); skipped != (tc.pit == 0) {
			t.Errorf("%s: the log says the recruitment was skipped: %v", tc.name, skipped)
		}
	}
}
