package enginetest

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// goldenContext is how many equal lines a golden diff shows around each
// difference, and goldenHunks how many differences it shows at most.
const (
	goldenContext = 3
	goldenHunks   = 3
)

// Golden compares got with the file at path (a title's testdata golden
// playthrough). With update set it rewrites the file first. On a
// difference it fails t with the first differing lines, numbered and with
// a few lines of context, so the broken rule shows in the test output
// rather than in a diff run by hand.
func Golden(t testing.TB, path, got string, update bool) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (rerun the test with -args -update to write it)", err)
	}
	if d := LineDiff(string(want), got); d != "" {
		t.Errorf("output differs from %s (- file, + now; rerun with -args -update only if the change is intended):\n%s", path, d)
	}
}

// LineDiff describes how got differs from want line by line: up to
// goldenHunks runs of differing lines, each with goldenContext equal lines
// before and after, numbered as in want. It is "" when they are equal.
// Lines are aligned by position, which is what a changed playthrough
// needs: once a decision differs, everything after it does, and the first
// hunk is the one to read.
func LineDiff(want, got string) string {
	if want == got {
		return ""
	}
	w := strings.Split(want, "\n")
	g := strings.Split(got, "\n")
	var b strings.Builder
	hunks := 0
	for i := 0; i < len(w) || i < len(g); {
		if i < len(w) && i < len(g) && w[i] == g[i] {
			i++
			continue
		}
		if hunks == goldenHunks {
			fmt.Fprintf(&b, "... (more differences; %d lines in the file, %d now)\n", len(w), len(g))
			break
		}
		hunks++
		start := max(0, i-goldenContext)
		for k := start; k < i && k < len(w); k++ {
			fmt.Fprintf(&b, "  %5d  %s\n", k+1, w[k])
		}
		// The run of differing lines, then context once they agree again.
		j := i
		for j < len(w) || j < len(g) {
			if j < len(w) && j < len(g) && w[j] == g[j] {
				break
			}
			if j < len(w) {
				fmt.Fprintf(&b, "- %5d  %s\n", j+1, w[j])
			}
			if j < len(g) {
				fmt.Fprintf(&b, "+ %5d  %s\n", j+1, g[j])
			}
			j++
			if j-i >= 2*goldenContext {
				// A long run: the rest of it says nothing new.
				agree := func(k int) bool { return k < len(w) && k < len(g) && w[k] == g[k] }
				for (j < len(w) || j < len(g)) && !agree(j) {
					j++
				}
				fmt.Fprintf(&b, "  ...    (differs up to line %d; %d lines in the file, %d now)\n", j, len(w), len(g))
				break
			}
		}
		for k := j; k < j+goldenContext && k < len(w) && k < len(g) && w[k] == g[k]; k++ {
			fmt.Fprintf(&b, "  %5d  %s\n", k+1, w[k])
		}
		b.WriteString("\n")
		i = j
	}
	return b.String()
}
