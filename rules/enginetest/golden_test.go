package enginetest

import (
	"fmt"
	"strings"
	"testing"
)

// lines is "l1".."ln" joined by newlines, with line k replaced by "xk" for
// each k in changed.
func lines(n int, changed ...int) string {
	out := make([]string, n)
	for k := 1; k <= n; k++ {
		out[k-1] = fmt.Sprintf("l%d", k)
	}
	for _, k := range changed {
		out[k-1] = fmt.Sprintf("x%d", k)
	}
	return strings.Join(out, "\n")
}

// TestLineDiffByHand: the diff a failing golden test prints, each expected
// text worked out from LineDiff's contract (three equal lines of context
// around a run, numbered as in the file; a run longer than six lines
// summarised; at most three runs).
func TestLineDiffByHand(t *testing.T) {
	ctx := func(k int) string { return fmt.Sprintf("  %5d  l%d\n", k, k) }
	minus := func(k int) string { return fmt.Sprintf("- %5d  l%d\n", k, k) }
	plus := func(k int) string { return fmt.Sprintf("+ %5d  x%d\n", k, k) }
	for _, tc := range []struct {
		name, want, got, diff string
	}{
		{"equal", lines(5), lines(5), ""},
		{"one line in the middle", lines(10), lines(10, 5),
			ctx(2) + ctx(3) + ctx(4) + minus(5) + plus(5) + ctx(6) + ctx(7) + ctx(8) + "\n"},
		{"first line: no context before", lines(5), lines(5, 1),
			minus(1) + plus(1) + ctx(2) + ctx(3) + ctx(4) + "\n"},
		{"last line: no context after", lines(5), lines(5, 5),
			ctx(2) + ctx(3) + ctx(4) + minus(5) + plus(5) + "\n"},
		{"lines added at the end", "l1\nl2", "l1\nl2\nx3\nx4",
			ctx(1) + ctx(2) + plus(3) + plus(4) + "\n"},
		{"lines cut at the end", "l1\nl2\nl3\nl4", "l1\nl2",
			ctx(1) + ctx(2) + minus(3) + minus(4) + "\n"},
		// Lines 2–9 differ: six pairs shown (2–7), then the summary up to
		// line 9 (the last differing one), then lines 10–12 as context.
		{"a long run", lines(12), lines(12, 2, 3, 4, 5, 6, 7, 8, 9),
			ctx(1) + minus(2) + plus(2) + minus(3) + plus(3) + minus(4) + plus(4) + minus(5) + plus(5) +
				minus(6) + plus(6) + minus(7) + plus(7) +
				"  ...    (differs up to line 9; 12 lines in the file, 12 now)\n" + ctx(10) + ctx(11) + ctx(12) + "\n"},
		// Four separate differences: three hunks, then the note.
		{"four runs", lines(20), lines(20, 2, 8, 14, 20),
			ctx(1) + minus(2) + plus(2) + ctx(3) + ctx(4) + ctx(5) + "\n" +
				ctx(5) + ctx(6) + ctx(7) + minus(8) + plus(8) + ctx(9) + ctx(10) + ctx(11) + "\n" +
				ctx(11) + ctx(12) + ctx(13) + minus(14) + plus(14) + ctx(15) + ctx(16) + ctx(17) + "\n" +
				"... (more differences; 20 lines in the file, 20 now)\n"},
	} {
		if got := LineDiff(tc.want, tc.got); got != tc.diff {
			t.Errorf("%s: diff\n%s\nwant\n%s", tc.name, got, tc.diff)
		}
	}
}
