package render

import (
	"math"
	"strings"
	"testing"

	"stolik/render/geom"
)

func TestMeasureCountsInlineIcons(t *testing.T) {
	f := testFonts(t)
	face := f.Face(14, false)
	adv := IconAdvance(14)
	tests := []struct {
		name string
		s    string
		want float64
	}{
		{"a cost", "3{moneta}", Measure("3", face) + adv},
		{"two icons", "{but}{statek}", 2 * adv},
		{"English alias", "2{coin}", Measure("2", face) + adv},
		{"icon inside a sentence", "Weź {kompas} teraz", Measure("Weź ", face) + adv + Measure(" teraz", face)},
		{"unknown name stays text", "{xyz}", Measure("{", face) + Measure("xyz}", face)},
		{"unclosed brace stays text", "a {moneta", Measure("a {moneta", face)},
	}
	for _, tc := range tests {
		if got := Measure(tc.s, face); math.Abs(got-tc.want) > 0.01 {
			t.Errorf("%s: Measure(%q) = %v, want %v", tc.name, tc.s, got, tc.want)
		}
	}
}

func TestTextBlockPlacesIcons(t *testing.T) {
	f := testFonts(t)
	face := f.Face(16, false)
	b := NewTextBlock(face, "Zapłać 2{moneta} i 1{kompas}, potem weź {grot}", 120, geom.AlignStart)
	icons := b.Icons()
	want := []Icon{IconCoin, IconCompass, IconArrowhead}
	if len(icons) != len(want) {
		t.Fatalf("%d icons placed, want %d (lines %d)", len(icons), len(want), len(b.Lines()))
	}
	w, h := b.Size()
	lh := b.LineHeight()
	for i, ic := range icons {
		if ic.Icon != want[i] {
			t.Errorf("icon %d is %v, want %v", i, ic.Icon, want[i])
		}
		if ic.R < 16*0.5 || ic.R > 16*0.7 {
			t.Errorf("icon %d radius %v not at the text's size", i, ic.R)
		}
		if ic.C.X-ic.R < -0.5 || ic.C.X+ic.R > w+0.5 || ic.C.Y-ic.R < -2 || ic.C.Y+ic.R > h+2 {
			t.Errorf("icon %d at %v r %v outside the block %vx%v", i, ic.C, ic.R, w, h)
		}
		line := int(ic.C.Y / lh)
		for j := 0; j < i; j++ {
			if int(icons[j].C.Y/lh) == line && icons[j].C.X >= ic.C.X {
				t.Errorf("icons %d and %d out of order on line %d", j, i, line)
			}
		}
	}
	if len(b.Lines()) < 2 || icons[2].C.Y <= icons[0].C.Y {
		t.Errorf("at 120 px the text should wrap with the last icon on a later line (lines %d)", len(b.Lines()))
	}
}

// An icon is one unbreakable unit: narrow widths and cut lines never leave
// half a name on screen.
func TestIconsAreNeverSplit(t *testing.T) {
	f := testFonts(t)
	face := f.Face(14, false)
	s := "{moneta}{kompas}{tabliczka}{grot}{klejnot}"
	var wr Wrapper
	for _, width := range []float64{10, 20, 35, 50} {
		for _, l := range wr.Wrap(nil, s, width, FaceMeasurer{face}) {
			part := s[l.Start:l.End]
			if strings.Count(part, "{") != strings.Count(part, "}") || strings.HasPrefix(part, "}") {
				t.Errorf("width %v: line %q splits an icon", width, part)
			}
		}
	}
	b := NewTextBlock(face, "Koszt: 2{moneta} 3{kompas} 1{klejnot}", 90, geom.AlignStart)
	b.SetMaxLines(1)
	last := b.LineText(0)
	if !b.Truncated() || !strings.HasSuffix(last, "…") {
		t.Fatalf("expected a cut line, got %q", last)
	}
	body := strings.TrimSuffix(last, "…")
	if strings.Count(body, "{") != strings.Count(body, "}") {
		t.Errorf("the cut line %q ends inside an icon", last)
	}
}

func TestStripIcons(t *testing.T) {
	if got := StripIcons("2{coin} i {kompas}, {xyz}"); got != "2moneta i kompas, {xyz}" {
		t.Errorf("StripIcons = %q", got)
	}
}
