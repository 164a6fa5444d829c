package render

import (
	"strings"
	"testing"

	"stolik/render/geom"
)

// Any string, of any length, is laid out bounded and cut with "…": the
// 1 200-character seat name that crashed the app, a megabyte of card text,
// a long word in a narrow box. Layout needs no GPU, so this runs anywhere.
func TestTextBlockBoundsAnyString(t *testing.T) {
	k := testKit(t)
	name := strings.Repeat("Żółw", 300) // 1 200 characters, no space
	tests := []struct {
		name     string
		text     string
		width    float64
		maxLines int
		maxW     float64
	}{
		{"long name, one line", name, 0, 0, MaxLineWidth},
		{"long name with spaces, one line", strings.Repeat("Ala ma kota ", 200), 0, 0, MaxLineWidth},
		{"megabyte of card text, wrapped", strings.Repeat(polishCard+" ", 4000), 300, 0, 300},
		{"long name in a narrow box, 2 lines", name, 120, 2, 120},
		{"several long paragraphs", name + "\n" + name + "\n" + name, 0, 0, MaxLineWidth},
	}
	for _, tc := range tests {
		b := NewTextBlock(k.Face(SizeTitle, false), tc.text, tc.width, geom.AlignStart)
		b.SetMaxLines(tc.maxLines)
		w, h := b.Size()
		if w > tc.maxW+1e-9 {
			t.Errorf("%s: %v px wide, at most %v", tc.name, w, tc.maxW)
		}
		if !b.Truncated() {
			t.Errorf("%s: not cut", tc.name)
		}
		n := len(b.Lines())
		last := b.LineText(n - 1)
		if !strings.HasSuffix(last, "…") {
			t.Errorf("%s: last line %q lacks the ellipsis", tc.name, last)
		}
		shown := 0
		for i := 0; i < n; i++ {
			shown += len(b.LineText(i))
			if lw := Measure(b.LineText(i), k.Face(SizeTitle, false)); lw > tc.maxW+1 {
				t.Errorf("%s: line %d is %v px wide", tc.name, i, lw)
			}
		}
		if shown > MaxTextBytes+len("…") {
			t.Errorf("%s: %d bytes laid out, at most %d", tc.name, shown, MaxTextBytes)
		}
		if h <= 0 {
			t.Errorf("%s: no height", tc.name)
		}
	}
	// A short text is untouched.
	b := NewLabel(k.Face(SizeBody, false), "Ala")
	if b.Truncated() || b.LineText(0) != "Ala" {
		t.Errorf("a short label changed: %q", b.LineText(0))
	}
}

func TestFitEllipsis(t *testing.T) {
	m := fixedMeasurer{} // 10 px a rune
	tests := []struct {
		in    string
		width float64
		want  string
	}{
		{"żółw", 100, "żółw…"},
		{"żółw", 50, "żółw…"},
		{"żółw", 40, "żół…"},
		{"żółw", 10, "…"},
		{"żółw", 0, "…"},
		{"", 0, "…"},
	}
	for _, tc := range tests {
		got, w := FitEllipsis(tc.in, tc.width, m)
		if got != tc.want || w != m.Advance(got) {
			t.Errorf("FitEllipsis(%q, %v) = %q, %v; want %q", tc.in, tc.width, got, w, tc.want)
		}
	}
}

type fixedMeasurer struct{}

func (fixedMeasurer) Advance(s string) float64 { return 10 * float64(len([]rune(s))) }
