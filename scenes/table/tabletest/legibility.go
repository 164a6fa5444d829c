package tabletest

import (
	"fmt"
	"strings"
	"testing"

	"stolik/render/geom"
	"stolik/scenes/table"
)

// Unreadable lists what is wrong with one text a board drew (recorded
// through table.Labels.Rec): smaller than table.MinText, cut with an
// ellipsis (or a card's text overflowing), a word broken in two, a box
// outside the board's area, or a locale key shown instead of its text.
func Unreadable(d table.Drawn, area geom.Rect) []string {
	var out []string
	if d.Size < table.MinText {
		out = append(out, fmt.Sprintf("%q at %.1f px, below %v", d.Text, d.Size, table.MinText))
	}
	if d.Cut {
		out = append(out, fmt.Sprintf("%q cut with an ellipsis (or its card overflowed)", d.Text))
	}
	if d.Split {
		out = append(out, fmt.Sprintf("%q breaks a word in two", d.Text))
	}
	const eps = 0.01
	b := d.Box
	if b.X < area.X-eps || b.Y < area.Y-eps || b.X+b.W > area.X+area.W+eps || b.Y+b.H > area.Y+area.H+eps {
		out = append(out, fmt.Sprintf("%q at %v outside the board %v", d.Text, d.Box, area))
	}
	if strings.Contains(d.Text, "[?") {
		out = append(out, fmt.Sprintf("a locale key is missing: %q", d.Text))
	}
	return out
}

// CheckDrawn fails t for each problem Unreadable finds in d, drawn at a
// game's step; it is true when there was none.
func CheckDrawn(t testing.TB, step int, d table.Drawn, area geom.Rect) bool {
	t.Helper()
	problems := Unreadable(d, area)
	for _, p := range problems {
		t.Errorf("step %d: %s", step, p)
	}
	return len(problems) == 0
}
