package render

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/image/font/sfnt"

	"stolik/render/geom"
)

const polishCard = "Gdy potwór wejdzie do komnaty z pułapką, odrzuć jedną kartę i weź dwie sztuki złota. " +
	"Jeżeli w lochu są już trzy potwory, żaden bohater nie może uciec — chyba że ma źródło światła."

func testFonts(t testing.TB) *Fonts {
	t.Helper()
	f, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func TestFontsCoverPolish(t *testing.T) {
	for name, ttf := range FontFiles() {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		var buf sfnt.Buffer
		for _, r := range "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ…—–„”«»·×−§→‹›●■▲▼♦♣•°" {
			if gi, err := f.GlyphIndex(&buf, r); err != nil || gi == 0 {
				t.Errorf("%s font lacks %q", name, r)
			}
		}
	}
}

func TestMeasure(t *testing.T) {
	f := testFonts(t)
	face := f.Face(16, false)
	if f.Face(16, false) != face || f.Face(16, true) == face {
		t.Error("faces are not shared per size and weight")
	}
	w1, w2 := Measure("ł", face), Measure("łł", face)
	if w1 <= 0 || math.Abs(w2-2*w1) > 0.5 {
		t.Errorf("widths %v %v", w1, w2)
	}
	if Measure("WWW", face) <= Measure("iii", face) {
		t.Error("proportional font measured as monospace")
	}
	if b := Measure("Zażółć", f.Face(32, false)); math.Abs(b-2*Measure("Zażółć", face)) > 1 {
		t.Errorf("size 32 width %v not twice size 16", b)
	}
	if Measure("Zażółć", f.Face(16, true)) <= Measure("Zażółć", face) {
		t.Error("bold should be wider")
	}
}

func TestWrapRealFont(t *testing.T) {
	f := testFonts(t)
	face := f.Face(15, false)
	m := FaceMeasurer{face}
	var wr Wrapper
	for _, width := range []float64{80, 120, 200, 333} {
		lines := wr.Wrap(nil, polishCard, width, m)
		var words []string
		for _, l := range lines {
			s := polishCard[l.Start:l.End]
			if l.Width > width+0.01 {
				t.Errorf("width %v: line %q is %v wide", width, s, l.Width)
			}
			if math.Abs(l.Width-m.Advance(s)) > 1e-9 {
				t.Errorf("line width not its measurement")
			}
			if fs := strings.Fields(s); len(fs) > 1 && glueNext(fs[len(fs)-1]) {
				t.Errorf("width %v: line %q ends with a one-letter word", width, s)
			}
			words = append(words, strings.Fields(s)...)
		}
		if strings.Join(words, " ") != strings.Join(strings.Fields(polishCard), " ") {
			t.Errorf("width %v: words changed", width)
		}
	}
}

func TestTextBlock(t *testing.T) {
	f := testFonts(t)
	b := NewTextBlock(f.Face(15, false), polishCard, 200, geom.AlignCenter)
	w, h := b.Size()
	n := len(b.Lines())
	if w != 200 || n < 3 {
		t.Fatalf("size %vx%v with %d lines", w, h, n)
	}
	lh := b.LineHeight()
	fm := b.face.Metrics()
	if want := float64(n-1)*lh + math.Ceil(fm.HAscent+fm.HDescent); h != want {
		t.Errorf("height %v want %v", h, want)
	}
	// Layout is cached: the same backing array comes back until a change.
	first := &b.Lines()[0]
	if b.SetText(polishCard) || &b.Lines()[0] != first {
		t.Error("unchanged text re-laid out")
	}
	if !b.SetText("Krótki") || len(b.Lines()) != 1 {
		t.Error("new text not laid out")
	}
	b.SetWidth(0)
	if w, _ := b.Size(); math.Abs(w-Measure("Krótki", b.face)) > 1e-9 {
		t.Errorf("label width %v", w)
	}
	// Alignment offsets of a short line inside a 200 px block.
	b.SetWidth(200)
	lw := b.Lines()[0].Width
	for _, tc := range []struct {
		a    geom.Align
		want float64
	}{{geom.AlignStart, 0}, {geom.AlignCenter, math.Round((200 - lw) / 2)}, {geom.AlignEnd, math.Round(200 - lw)}} {
		b.SetAlign(tc.a)
		b.layout()
		if got := b.lineX(0); got != tc.want {
			t.Errorf("align %d: x %v want %v", tc.a, got, tc.want)
		}
	}
	if (&TextBlock{}).LineHeight() != 0 {
		t.Error("faceless block")
	}
	if w, h := (&TextBlock{}).Size(); w != 0 || h != 0 {
		t.Error("empty block has a size")
	}
}

func TestTextBlockMaxLines(t *testing.T) {
	f := testFonts(t)
	b := NewTextBlock(f.Face(15, false), polishCard, 150, geom.AlignStart)
	all := len(b.Lines())
	b.SetMaxLines(2)
	if len(b.Lines()) != 2 || !b.Truncated() || all <= 2 {
		t.Fatalf("lines %d truncated %v", len(b.Lines()), b.Truncated())
	}
	tail := b.LineText(1)
	if !strings.HasSuffix(tail, "…") || Measure(tail, b.face) > 150 {
		t.Errorf("tail %q (%v px)", tail, Measure(tail, b.face))
	}
	b.SetMaxLines(all)
	if b.Truncated() || strings.HasSuffix(b.LineText(all-1), "…") {
		t.Error("a limit the text fits in must not cut it")
	}
}

func TestShapesAndMeeples(t *testing.T) {
	check := func(name string, o outline) {
		n := len(o.pts)
		if len(o.tri) != 3*(n-2) {
			t.Errorf("%s: %d indices for %d points", name, len(o.tri), n)
		}
		var area float64
		for i := 0; i+2 < len(o.tri); i += 3 {
			area += math.Abs(geom.SignedArea([]geom.Pt{o.pts[o.tri[i]], o.pts[o.tri[i+1]], o.pts[o.tri[i+2]]}))
		}
		if want := math.Abs(geom.SignedArea(o.pts)); math.Abs(area-want) > 1e-9 || want < 0.5 {
			t.Errorf("%s: triangles cover %v of %v", name, area, want)
		}
		for _, p := range o.pts {
			if math.Abs(p.X) > 1.06 || math.Abs(p.Y) > 1.06 {
				t.Errorf("%s: point %v outside the unit box", name, p)
			}
		}
	}
	for s := Shape(0); s < numShapes; s++ {
		check("shape", shapeOutlines[s])
		if !HitShape(s, geom.Pt{X: 50, Y: 50}, 20, 50, 52) || HitShape(s, geom.Pt{X: 50, Y: 50}, 20, 75, 50) {
			t.Errorf("shape %d hit test", s)
		}
	}
	areas := map[int]bool{}
	for k := MeepleKind(0); k < NumMeeples; k++ {
		check("meeple", meepleOutlines[k])
		if !HitMeeple(k, geom.Pt{X: 100, Y: 100}, 30, 100, 110) || HitMeeple(k, geom.Pt{X: 100, Y: 100}, 30, 140, 140) {
			t.Errorf("meeple %d hit test", k)
		}
		areas[int(math.Round(1000*math.Abs(geom.SignedArea(meepleOutlines[k].pts))))] = true
	}
	if len(areas) != int(NumMeeples) {
		t.Errorf("meeple silhouettes are not distinct: %d different areas", len(areas))
	}
	// Diamond and square differ where it matters for colour-blind players:
	// a corner of the square is outside the diamond.
	if HitShape(ShapeDiamond, geom.Pt{}, 10, 7.5, 7.5) || !HitShape(ShapeSquare, geom.Pt{}, 10, 7.5, 7.5) {
		t.Error("square and diamond indistinguishable")
	}
}

func TestPalette(t *testing.T) {
	p := DefaultPalette()
	seen := map[[3]uint8]bool{}
	for i := 0; i < 6; i++ {
		c, s := p.Player(i)
		if s != Shape(i) || c.A != 255 {
			t.Errorf("player %d: shape %d alpha %d", i, s, c.A)
		}
		seen[[3]uint8{c.R, c.G, c.B}] = true
	}
	if len(seen) != 6 {
		t.Error("player colours repeat")
	}
	if c, s := p.Player(-1); s != ShapeStar || c != p.Players[5] {
		t.Error("negative seat not wrapped")
	}
	if Luma(p.Paper) < 140 || Luma(p.Ink) > 140 || Luma(p.Table) > 140 {
		t.Error("ink/paper contrast rule broken")
	}
	if f := Fade(p.Paper, 0.5); f.A != 128 || f.R > f.A {
		t.Errorf("Fade not premultiplied: %v", f)
	}
	if p.Legal.R > p.Legal.A || p.Shadow.A == 255 {
		t.Error("translucent colours must be premultiplied")
	}
}

func TestCardLayout(t *testing.T) {
	prevW := 0.0
	for s := CardSmall; s <= CardZoom; s++ {
		m := CardLayout(s)
		card := geom.Rect{W: m.W, H: m.H}
		if m.W <= prevW {
			t.Errorf("size %d not larger than the previous", s)
		}
		prevW = m.W
		if m.Body.Empty() || m.Body.Y < m.Header.H || m.Body.Y+m.Body.H > m.BadgeY-m.BadgeR {
			t.Errorf("size %d body %v overlaps header or badges", s, m.Body)
		}
		for _, r := range []geom.Rect{m.Header, m.Body, geom.Centered(m.CostC, 2*m.CostR, 2*m.CostR),
			geom.Centered(m.BadgeCenter(0), 2*m.BadgeR, 2*m.BadgeR)} {
			if r.X < 0 || r.Y < 0 || r.X+r.W > card.W+1e-9 || r.Y+r.H > card.H+1e-9 {
				t.Errorf("size %d region %v outside card %v", s, r, card)
			}
		}
		if m.BadgeCenter(1).X-m.BadgeCenter(0).X < 2*m.BadgeR {
			t.Errorf("size %d badges overlap", s)
		}
	}
}

func TestCardTextFits(t *testing.T) {
	k := &Kit{Fonts: testFonts(t), Pal: DefaultPalette()}
	for s := CardSmall; s <= CardZoom; s++ {
		c := k.NewCard(CardInfo{Title: "Pułapka z kolcami w ciemnym korytarzu", Cost: "3", Body: polishCard}, s)
		m := c.Metrics()
		if _, h := c.body.Size(); h > m.Body.H+1e-9 {
			t.Errorf("size %d: body %v px tall in %v", s, h, m.Body.H)
		}
		if _, h := c.title.Size(); h > m.Header.H+1e-9 {
			t.Errorf("size %d: title %v px tall in %v", s, h, m.Header.H)
		}
		if s == CardZoom && c.BodyTruncated() {
			t.Error("the zoomed card must show the whole text")
		}
		if s == CardSmall && !c.BodyTruncated() {
			t.Error("this long text should not fit a small card")
		}
	}
}

func TestItoaAndNumbers(t *testing.T) {
	for _, n := range []int{0, 7, 10, 99, 1234, -5} {
		if got, want := itoa(n), strconv.Itoa(n); got != want {
			t.Errorf("itoa(%d) = %q want %q", n, got, want)
		}
	}
	k := &Kit{Fonts: testFonts(t)}
	a := k.Number(12, 13)
	if k.Number(12, 13) != a || k.Number(12, 14) == a || a.Text() != "12" {
		t.Error("number labels not cached per value and size")
	}
}

func TestFaceCacheBounded(t *testing.T) {
	f := testFonts(t)
	for s := 10.0; s < 11; s += 0.01 {
		f.Face(s, false)
	}
	if len(f.faces) > 3 {
		t.Errorf("100 sizes between 10 and 11 px made %d faces", len(f.faces))
	}
	if f.Face(-5, true).Size != 1 {
		t.Error("non-positive size not clamped")
	}
}
