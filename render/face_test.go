package render

import (
	"strings"
	"testing"

	"stolik/render/geom"
)

func faceInside(t *testing.T, name string, v *FaceView) {
	t.Helper()
	for _, ft := range v.Texts {
		w, h := ft.Block.Size()
		r := geom.Rect{X: ft.At.X, Y: ft.At.Y, W: w, H: h}
		if r.X < -0.5 || r.Y < -0.5 || r.X+r.W > v.W+0.5 || r.Y+r.H > v.H+0.5 {
			t.Errorf("%s: text %q at %v outside the %vx%v card", name, ft.Block.Text(), r, v.W, v.H)
		}
		if s := ft.Block.FaceSize(); s < MinReadable {
			t.Errorf("%s: text %q at %v px, below %v", name, ft.Block.Text(), s, MinReadable)
		}
	}
}

func TestSmallFaceFitsWithoutEllipsis(t *testing.T) {
	k := testKit(t)
	tests := []struct {
		name string
		f    Face
		w, h float64
	}{
		{"potion", Face{Title: "Mikstura", Effect: "Weź 2 {pająk} z rezerwy do wejścia"}, 110, 84},
		{"VIP with a long name", Face{Title: "Nosiciele Miecza Przeznaczenia", Cost: "3{moneta}", VP: "2",
			Icons: "{but}{statek}", Effect: "Zyskaj 7 {krok}"}, 130, 110},
		{"cost only", Face{Title: "Teodolit", Cost: "2{moneta}", Effect: "+1 {kompas}"}, 96, 80},
		// A one-word title too wide beside the cost sends the cost to the
		// bottom line, where cost, travel and VP do not fit side by side
		// in 83 px: the travel symbols go up a line.
		{"cost, travel and VP on a narrow card", Face{Title: "Parowiec", Cost: "3{moneta}", VP: "3",
			Icons: "2{statek}", Effect: "Darmowa: 2{kompas}"}, 91, 117},
		// A three-line title at 14 px leaves the effect no room: the
		// face is laid out again with title and pills at 12 px.
		{"three-line title", Face{Title: "Spinka z tygrysiego pazura", Cost: "4{kompas}", VP: "2",
			Icons: "{samolot}", Effect: "usunięcie; aktywacja"}, 97, 110},
	}
	for _, tc := range tests {
		v := k.LayoutFace(tc.f, tc.w, tc.h, FaceSmall)
		if v.Overflow {
			t.Errorf("%s: overflow", tc.name)
		}
		for _, ft := range v.Texts {
			if ft.Block.Truncated() {
				t.Errorf("%s: %q cut", tc.name, ft.Block.Text())
			}
		}
		faceInside(t, tc.name, v)
		// The cost sits beside the title, or on the bottom line when the
		// title needs the whole width.
		cp := v.CostPill
		if tc.f.Cost != "" && (cp.W == 0 || cp.X < 0 || cp.X+cp.W > tc.w ||
			cp.Y+cp.H > v.Header+0.5 && (cp.Y < tc.h/2 || cp.Y+cp.H > tc.h)) {
			t.Errorf("%s: cost pill %v neither in the header (%v) nor on the bottom line", tc.name, cp, v.Header)
		}
		if tc.f.VP != "" && (v.VPPill.W == 0 || v.VPPill.X+v.VPPill.W > tc.w || v.VPPill.Y < tc.h/2) {
			t.Errorf("%s: VP pill %v not at the bottom right", tc.name, v.VPPill)
		}
	}
}

// A text that cannot fit a small card even at 12 px is reported, not
// shrunk further: the board must give a shorter line.
func TestSmallFaceReportsOverflow(t *testing.T) {
	k := testKit(t)
	long := strings.Repeat("Weź dwie grupy z gospody i przesuń je do przodu. ", 6)
	v := k.LayoutFace(Face{Title: "Gospoda", Effect: long}, 100, 70, FaceSmall)
	if !v.Overflow {
		t.Fatal("a text six times too long did not overflow")
	}
	faceInside(t, "overflow", v)
}

func TestLargeFaceShowsFullText(t *testing.T) {
	k := testKit(t)
	text := "Weź do 3 potworów, które już są w twoim lochu, i umieść je gdziekolwiek chcesz. " +
		"Potem odrzuć tę kartę i odkryj nową, która ją zastąpi."
	f := Face{Title: "Przeprowadzka", Kind: "Mikstura", Effect: "3 potwory: przenieś", Text: text,
		Note: "Mikstury kupuje się mocą komnaty 1.", VP: "1"}
	v := k.LayoutFace(f, 320, 448, FaceLarge)
	if v.Overflow {
		t.Error("the full text overflowed a reading-size card")
	}
	faceInside(t, "large", v)
	var body *TextBlock
	for _, ft := range v.Texts {
		if ft.Block.Text() == text {
			body = ft.Block
		}
	}
	if body == nil {
		t.Fatal("the large face does not show the full text")
	}
	if body.FaceSize() < 16 || len(body.Lines()) < 3 {
		t.Errorf("the full text is at %v px in %d lines", body.FaceSize(), len(body.Lines()))
	}
}

func TestFaceCache(t *testing.T) {
	k := testKit(t)
	var c FaceCache
	f := Face{Title: "A", Effect: "b"}
	if c.Get(k, f, 100, 80, FaceSmall) != c.Get(k, f, 100, 80, FaceSmall) {
		t.Error("the same face was laid out twice")
	}
	if c.Get(k, f, 100, 80, FaceSmall) == c.Get(k, f, 100, 80, FaceLarge) {
		t.Error("two styles shared a layout")
	}
}
