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
	added := func(k int) string { return fmt.Sprintf("+ %5d  l%d\n", k, k) }
	pairs := func(from, to int) string {
		var b strings.Builder
		for k := from; k <= to; k++ {
			b.WriteString(minus(k) + plus(k))
		}
		return b.String()
	}
	span := func(from, to int) []int {
		var out []int
		for k := from; k <= to; k++ {
			out = append(out, k)
		}
		return out
	}
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
		// The edges of the run's end (session 6, mutation): a run of
		// exactly five lines at the end of either text is shown whole,
		// with no summary; a long run that reaches the end of the shorter
		// text goes on to the end of the longer; one that reaches the end
		// of both stops there; context after a run stops at the end of
		// either text, and lines added after it are a hunk of their own.
		{"five lines cut at the end", lines(10), lines(5),
			ctx(3) + ctx(4) + ctx(5) + minus(6) + minus(7) + minus(8) + minus(9) + minus(10) + "\n"},
		{"five lines added at the end", lines(5), lines(10),
			ctx(3) + ctx(4) + ctx(5) + added(6) + added(7) + added(8) + added(9) + added(10) + "\n"},
		{"a long run into the longer output", lines(8), lines(20, span(3, 20)...),
			ctx(1) + ctx(2) + pairs(3, 8) + "  ...    (differs up to line 20; 8 lines in the file, 20 now)\n\n"},
		{"a long run into the longer file", lines(20, span(3, 20)...), lines(8),
			ctx(1) + ctx(2) + func() string {
				var b strings.Builder
				for k := 3; k <= 8; k++ {
					b.WriteString(fmt.Sprintf("- %5d  x%d\n+ %5d  l%d\n", k, k, k, k))
				}
				return b.String()
			}() + "  ...    (differs up to line 20; 20 lines in the file, 8 now)\n\n"},
		{"a long run to the end of both", lines(10), lines(10, span(3, 10)...),
			ctx(1) + ctx(2) + pairs(3, 8) + "  ...    (differs up to line 10; 10 lines in the file, 10 now)\n\n"},
		{"the file ends within the context", lines(6), lines(8, 4),
			ctx(1) + ctx(2) + ctx(3) + minus(4) + plus(4) + ctx(5) + ctx(6) + "\n" +
				ctx(4) + ctx(5) + ctx(6) + added(7) + added(8) + "\n"},
		{"the output ends within the context", lines(8), lines(6, 4),
			ctx(1) + ctx(2) + ctx(3) + minus(4) + plus(4) + ctx(5) + ctx(6) + "\n" +
				ctx(4) + ctx(5) + ctx(6) + minus(7) + minus(8) + "\n"},
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
