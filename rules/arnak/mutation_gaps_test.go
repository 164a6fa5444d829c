package arnak

import (
	"testing"
)

// Tests for mutants of apply.go, effects.go, pay.go, setup.go, view.go,
// unique.go and rival.go that lived in the sampled gremlins run of issue
// 14 (rules/enginetest/MUTATION.md). Each expected value is worked out by
// hand from the spec (/work/shared/rules/arnak.md), as each comment says.

// arrowTile sets the rival's decision arrow (§6.2: the back of the next
// tile) by putting a tile with that arrow on top of its stack.
func arrowTile(t *testing.T, g *Game, right bool) {
	t.Helper()
	r := &g.s.Rival
	for ti := range g.d.Rival {
		if g.d.Rival[ti].Right == right {
			r.Stack[0], r.NStack = uint8(ti), 1
			return
		}
	}
	t.Fatalf("no rival tile with its arrow right=%v in the data", right)
}

// TestRivalResearchBoxesTallestAssistant (§6.4 Research, step 5 [L1311-1335]:
// "take the top assistant of the tallest supply-board assistant stack
// (arrow on ties) and put it in the box"). The supply board has three
// stacks, left to right; by hand: the tallest stack loses one, a tie goes
// to the leftmost tied stack with the arrow left and the rightmost with
// the arrow right; no stack, nothing.
func TestRivalResearchBoxesTallestAssistant(t *testing.T) {
	for _, tc := range []struct {
		name  string
		na    [3]uint8
		right bool
		want  [3]uint8
	}{
		{"the middle stack is tallest", [3]uint8{2, 3, 1}, false, [3]uint8{2, 2, 1}},
		{"the last stack is tallest", [3]uint8{1, 2, 3}, true, [3]uint8{1, 2, 2}},
		{"a tie, arrow left: the left one", [3]uint8{3, 1, 3}, false, [3]uint8{2, 1, 3}},
		{"a tie, arrow right: the right one", [3]uint8{3, 1, 3}, true, [3]uint8{3, 1, 2}},
		{"three stacks of one, arrow left", [3]uint8{1, 1, 1}, false, [3]uint8{0, 1, 1}},
		{"one stack left", [3]uint8{0, 2, 0}, false, [3]uint8{0, 1, 0}},
		{"no assistant left", [3]uint8{0, 0, 0}, true, [3]uint8{0, 0, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newTestGame(t, 1, 3, nil)
			s := &g.s
			for i := range s.NA {
				s.NA[i] = tc.na[i]
			}
			arrowTile(t, g, tc.right)
			g.rivalResearch(true, nil)
			var got [3]uint8
			copy(got[:], s.NA[:])
			if got != tc.want {
				t.Errorf("assistant stacks %v (arrow right %v): after the rival's research %v, want %v", tc.na, tc.right, got, tc.want)
			}
		})
	}
}
