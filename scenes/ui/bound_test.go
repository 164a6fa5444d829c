package ui

import (
	"strings"
	"testing"
)

// A label of any string fits the atlas: every line at most the side (and
// the wrap width), at most as many lines as the side holds, the cut marked
// with "…". Widths come from adv (10 px a rune), so no GPU is needed; the
// window test draws the same strings for real.
func TestBoundLinesFitsTheAtlas(t *testing.T) {
	name := strings.Repeat("Ż", 1200) // the seat name that crashed the app
	tests := []struct {
		name        string
		s           string
		size, width int
		lines       int // the most lines asked for (0: as fit)
		cut         bool
	}{
		{"1200-character name, one line", name, 18, 0, 0, true},
		{"1200-character name in a button", name, 18, 1148, 1, true},
		{"1200-character name wrapped", name, 18, 1148, 0, false},
		{"a megabyte of words, wrapped", strings.Repeat("ala ma kota ", 90000), 20, 728, 0, true},
		{"many short lines", strings.Repeat("a\n", 5000), 20, 0, 0, true},
		{"width wider than the atlas", strings.Repeat("ala ", 2000), 20, 100000, 0, false},
		{"huge font", "Stolik", 400, 0, 0, false},
		{"short text", "Kontynuuj", 24, 0, 0, false},
	}
	for _, tc := range tests {
		lines := BoundLines(tc.s, tc.size, tc.width, tc.lines, adv)
		if tc.lines > 0 && len(lines) > tc.lines {
			t.Errorf("%s: %d lines, at most %d", tc.name, len(lines), tc.lines)
		}
		if len(lines) == 0 {
			t.Fatalf("%s: no lines", tc.name)
		}
		limit := float64(maxLabelSide - 1)
		if tc.width > 0 && float64(tc.width) < limit {
			limit = float64(tc.width)
		}
		for i, l := range lines {
			if adv(l) > limit {
				t.Errorf("%s: line %d is %v px, at most %v", tc.name, i, adv(l), limit)
			}
		}
		if h := len(lines) * LineHeight(tc.size); h > maxLabelSide && len(lines) > 1 {
			t.Errorf("%s: %d lines, %d px tall", tc.name, len(lines), h)
		}
		last := lines[len(lines)-1]
		if got := strings.HasSuffix(last, "…"); got != tc.cut {
			t.Errorf("%s: last line %q, cut %v, want %v", tc.name, last, got, tc.cut)
		}
	}
	if got := BoundLines("Ala ma kota", 20, 60, 0, adv); len(got) != 2 || got[0] != "Ala ma" || got[1] != "kota" {
		t.Errorf("a short text was changed: %q", got)
	}
}
