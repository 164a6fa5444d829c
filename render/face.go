package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/render/geom"
)

// Face is what a card shows, for any title: boards draw it small in rows
// and hands, the frame draws it large (the card view, a card just
// revealed). Every string may carry inline icons ("3{moneta}"); see
// IconByName.
type Face struct {
	Title string
	// Kind says what sort of card it is ("Mikstura", "Karta Zagrożenia").
	Kind   string
	Cost   string // "3{moneta}"; "" = no cost
	VP     string // "2"; "" = none (drawn with the VP icon)
	Icons  string // one line of icons (travel symbols, monster types)
	Effect string // the short effect line a small card shows
	// Brief is a shorter effect line for a small card on which Effect
	// does not fit ("" = none): the board tries it before dropping the line.
	Brief  string
	Text   string // the full rules text (large view, tooltip)
	Note   string // a rules note or flavour, large view only
	Accent color.RGBA
	// Back: face down, only Kind shows.
	Back bool
}

// MinReadable is the smallest text size (logical pixels) a card face
// shrinks to; below it a face reports Overflow instead of shrinking more.
const MinReadable = 12.0

// FaceStyle is a face's density.
type FaceStyle uint8

const (
	FaceSmall FaceStyle = iota // on the board: title, cost, VP, icons, the short effect line
	FaceLarge                  // at reading size: everything, the full text
)

// FaceText is one text of a laid-out face, relative to the face's
// top-left (what the legibility tests measure).
type FaceText struct {
	Block *TextBlock
	At    geom.Pt
	Ink   color.RGBA
}

// FaceView is a face laid out for one size and style: every text wrapped
// and sized once, so drawing it each frame only replays glyphs. Laying out
// needs no GPU.
type FaceView struct {
	Face     Face
	W, H     float64
	Style    FaceStyle
	Header   float64 // height of the title strip
	CostPill geom.Rect
	VPPill   geom.Rect
	Texts    []FaceText
	// Overflow is set when the effect or text did not fit even at
	// MinReadable: the face then cuts it ("…"), and the board should
	// shorten what it gives (tests check that it never happens).
	Overflow bool
	accent   color.RGBA
}

// LayoutFace lays face f out in a w×h card of style st. A small face
// whose parts do not all fit at their usual sizes (a title at 14 px, the
// pills and icons at 14 px) is laid out again with every one of them at
// MinReadable, which often leaves the effect line the room it needs.
func (k *Kit) LayoutFace(f Face, w, h float64, st FaceStyle) *FaceView {
	v := k.layoutFace(f, w, h, st, false)
	if v.Overflow && st == FaceSmall {
		if c := k.layoutFace(f, w, h, st, true); !c.Overflow {
			return c
		}
	}
	return v
}

func (k *Kit) layoutFace(f Face, w, h float64, st FaceStyle, compact bool) *FaceView {
	v := &FaceView{Face: f, W: w, H: h, Style: st}
	v.accent = f.Accent
	if v.accent.A == 0 {
		v.accent = k.Pal.Accent
	}
	titleInk := k.Pal.InkLight
	if Luma(v.accent) > 140 {
		titleInk = k.Pal.Ink
	}
	ink, muted := k.Pal.Ink, k.Pal.InkMuted
	large := st == FaceLarge
	pad := math.Max(4, math.Round(w*0.045))
	if large {
		pad = math.Round(w * 0.05)
	}
	add := func(b *TextBlock, x, y float64, c color.RGBA) {
		b.SetPainter(k.Painter)
		v.Texts = append(v.Texts, FaceText{Block: b, At: geom.Pt{X: x, Y: y}, Ink: c})
	}
	if f.Back {
		size := fitLine(k, f.Kind, pick(large, 22, 14), MinReadable, true, w-2*pad)
		b := NewTextBlock(k.Face(size, true), f.Kind, w-2*pad, geom.AlignCenter)
		_, bh := b.Size()
		add(b, pad, (h-bh)/2, k.Pal.InkLight)
		return v
	}

	// Cost, top right: a paper pill the title leaves room for; when the
	// title then needs more than two lines, the cost goes to the bottom
	// line and the title takes the whole width.
	small := 14.0 // the small face's title, pills and icons
	if compact {
		small = MinReadable
	}
	costSize := pick(large, 22, small)
	var cost *TextBlock
	costBottom := false
	if f.Cost != "" {
		cost = NewTextBlock(k.Face(costSize, true), f.Cost, 0, geom.AlignCenter)
		cw, ch := cost.Size()
		v.CostPill = geom.Rect{X: w - pad - cw - 2*pad*0.6, Y: pad * 0.6, W: cw + 2*pad*0.6, H: ch + pad*0.4}
	}
	top := pick(large, 24, small)
	titleW := w - 2*pad
	if cost != nil {
		titleW -= v.CostPill.W + pad*0.5
	}
	title, lines := fitTitle(k, f.Title, top, titleW)
	if cost != nil && (lines > 2 || lines == 0) {
		costBottom = true
		titleW = w - 2*pad
		title, lines = fitTitle(k, f.Title, top, titleW)
	}
	if lines == 0 {
		v.Overflow = true
	}
	_, th := title.Size()
	v.Header = th + 1.6*pad
	if cost != nil && !costBottom {
		v.Header = math.Max(v.Header, v.CostPill.H+1.2*pad)
	}
	add(title, pad, (v.Header-th)/2, titleInk)
	if cost != nil && !costBottom {
		v.CostPill.Y = (v.Header - v.CostPill.H) / 2
		cw, ch := cost.Size()
		add(cost, v.CostPill.X+(v.CostPill.W-cw)/2, v.CostPill.Y+(v.CostPill.H-ch)/2, ink)
	}
	y := v.Header + pad*0.7
	if large && f.Kind != "" {
		kb := NewTextBlock(k.Face(15, false), f.Kind, w-2*pad, geom.AlignStart)
		add(kb, pad, y, muted)
		_, kh := kb.Size()
		y += kh + pad*0.5
	}

	// Bottom line: the icons on the left, the VP on the right.
	bottomSize := pick(large, 20, small)
	bottom := h - pad
	var vp *TextBlock
	if f.VP != "" {
		vp = NewTextBlock(k.Face(bottomSize, true), f.VP+"{pz}", 0, geom.AlignCenter)
		vw, vh := vp.Size()
		v.VPPill = geom.Rect{X: w - pad - vw - pad, Y: h - pad - vh - pad*0.5, W: vw + pad, H: vh + pad*0.5}
		bottom = v.VPPill.Y - pad*0.3
	}
	iconsX := pad
	if costBottom {
		cw, ch := cost.Size()
		v.CostPill = geom.Rect{X: pad * 0.6, Y: h - pad*0.6 - ch - pad*0.4, W: cw + 2*pad*0.6, H: ch + pad*0.4}
		add(cost, v.CostPill.X+(v.CostPill.W-cw)/2, v.CostPill.Y+(v.CostPill.H-ch)/2, ink)
		bottom = math.Min(bottom, v.CostPill.Y-pad*0.3)
		iconsX = v.CostPill.X + v.CostPill.W + pad*0.5
	}
	if f.Icons != "" {
		ib := NewTextBlock(k.Face(bottomSize, false), f.Icons, 0, geom.AlignStart)
		iw, ih := ib.Size()
		maxW := w - pad - iconsX
		if vp != nil {
			maxW = v.VPPill.X - 0.5*pad - iconsX
		}
		above := false // the icons on a line of their own above the bottom line
		if iw > maxW && !large {
			s := fitLine(k, f.Icons, bottomSize, MinReadable, false, maxW)
			ib = NewTextBlock(k.Face(s, false), f.Icons, 0, geom.AlignStart)
			iw, ih = ib.Size()
			if iw > maxW+0.5 && (vp != nil || costBottom) {
				// The cost, the icons and the VP do not share one line
				// of a narrow card: the icons go up a line, across the
				// whole width, rather than the face overflowing.
				above, iconsX, maxW = true, pad, w-2*pad
				s = fitLine(k, f.Icons, bottomSize, MinReadable, false, maxW)
				ib = NewTextBlock(k.Face(s, false), f.Icons, 0, geom.AlignStart)
				iw, ih = ib.Size()
			}
			v.Overflow = v.Overflow || iw > maxW+0.5
		}
		iy := h - pad - ih
		switch {
		case above:
			iy = bottom - ih
		case vp != nil:
			iy = v.VPPill.Y + (v.VPPill.H-ih)/2
		case costBottom:
			iy = v.CostPill.Y + (v.CostPill.H-ih)/2
		}
		add(ib, iconsX, iy, ink)
		bottom = math.Min(bottom, iy-pad*0.3)
	}
	if vp != nil {
		vw, vh := vp.Size()
		add(vp, v.VPPill.X+(v.VPPill.W-vw)/2, v.VPPill.Y+(v.VPPill.H-vh)/2, k.Pal.InkLight)
	}

	// The body: the short effect (small) or the full text (large), at the
	// largest size from the top down to the floor whose lines fit.
	body := f.Effect
	if large && f.Text != "" {
		body = f.Text
	}
	var note *TextBlock
	if large && f.Note != "" {
		note = NewTextBlock(k.Fonts.Italic(14), f.Note, w-2*pad, geom.AlignStart)
		_, nh := note.Size()
		bottom -= nh + pad*0.6
		add(note, pad, bottom+pad*0.6, muted)
	}
	if body != "" {
		avail := bottom - y
		b, over := fitBlock(k, body, pick(large, 18, 14), MinReadable, w-2*pad, avail, large)
		v.Overflow = v.Overflow || over
		_, bh := b.Size()
		by := y
		if !large {
			by = y + math.Max(0, (avail-bh)/2) // a short line sits in the middle
		}
		add(b, pad, by, ink)
	}
	return v
}

func pick(large bool, a, b float64) float64 {
	if large {
		return a
	}
	return b
}

// fitTitle lays a title out on as few lines as it can (up to three), each
// at the largest size from top down to the floor that fits w without
// breaking a word; lines is 0 when even three lines at the floor do not
// fit (the block is then cut).
func fitTitle(k *Kit, s string, top, w float64) (*TextBlock, int) {
	for lines := 1; lines <= 3; lines++ {
		for size := top; size >= MinReadable; size -= 0.5 {
			if FitWords(k, s, size, true, w) < size {
				continue
			}
			b := NewTextBlock(k.Face(size, true), s, w, geom.AlignStart)
			if len(b.Lines()) <= lines {
				return b, lines
			}
		}
	}
	b := NewTextBlock(k.Face(MinReadable, true), s, w, geom.AlignStart)
	b.SetMaxLines(3)
	return b, 0
}

// fitLine is the largest size from size down to floor at which s fits w on
// one line (floor when none does).
func fitLine(k *Kit, s string, size, floor float64, bold bool, w float64) float64 {
	for size > floor && Measure(s, k.Face(size, bold)) > w {
		size -= 0.5
	}
	return math.Max(size, floor)
}

// fitBlock wraps s to w at the largest size from top down to floor whose
// lines fit height h (words are never split: a size at which a word is
// wider than w does not fit). When none fits, it returns the floor size
// cut to the lines that fit, and over.
func fitBlock(k *Kit, s string, top, floor, w, h float64, start bool) (*TextBlock, bool) {
	align := geom.AlignCenter
	if start {
		align = geom.AlignStart
	}
	for size := top; size >= floor; size -= 0.5 {
		b := NewTextBlock(k.Face(size, false), s, w, align)
		_, bh := b.Size()
		if bh <= h && FitWords(k, s, size, false, w) >= size {
			return b, false
		}
	}
	b := NewTextBlock(k.Face(floor, false), s, w, align)
	lh := b.LineHeight()
	fm := k.Face(floor, false).Metrics()
	n := int((h - math.Ceil(fm.HAscent+fm.HDescent)) / lh)
	b.SetMaxLines(max(1, n+1))
	return b, true
}

// FaceCache keeps laid-out faces, one per face, size and style, so boards
// ask for their cards' faces every frame at no cost. The zero value is
// ready; it starts over when it holds too many.
type FaceCache struct {
	m map[faceViewKey]*FaceView
}

type faceViewKey struct {
	f     Face
	w, h  float64
	style FaceStyle
}

// Get returns the laid-out face (made once).
func (c *FaceCache) Get(k *Kit, f Face, w, h float64, st FaceStyle) *FaceView {
	key := faceViewKey{f, w, h, st}
	if v, ok := c.m[key]; ok {
		return v
	}
	if c.m == nil || len(c.m) > 600 {
		c.m = map[faceViewKey]*FaceView{}
	}
	v := k.LayoutFace(f, w, h, st)
	c.m[key] = v
	return v
}

// DrawShapes adds the card's paper, header, pills and border to the
// painter, with its top-left at (x, y) (boards add many cards, then Flush
// once, then DrawTexts each).
func (v *FaceView) DrawShapes(k *Kit, x, y float64, dim bool) {
	p, pal := k.Painter, &k.Pal
	r := geom.Rect{X: x, Y: y, W: v.W, H: v.H}
	rad := math.Max(4, v.W*0.05)
	paper, accent := pal.Paper, v.accent
	if dim {
		paper, accent = pal.PaperDark, pal.Disabled
	}
	p.RoundRect(r.Translate(1.5, 2.5), rad, pal.Shadow)
	if v.Face.Back {
		p.RoundRect(r, rad, accent)
		p.StrokeRoundRect(r.Inset(rad*0.6), rad*0.6, 1.5, Fade(pal.Paper, 0.5))
		p.StrokeRoundRect(r, rad, 1.5, Darken(accent, 0.6))
		return
	}
	p.RoundRect(r, rad, paper)
	p.RoundRect(geom.Rect{X: x, Y: y, W: v.W, H: v.Header}, rad, accent)
	p.Rect(geom.Rect{X: x, Y: y + v.Header - rad, W: v.W, H: rad}, accent)
	if v.CostPill.W > 0 {
		p.RoundRect(v.CostPill.Translate(x, y), v.CostPill.H/2, pal.Paper)
		p.StrokeRoundRect(v.CostPill.Translate(x, y), v.CostPill.H/2, 1, pal.Ink)
	}
	if v.VPPill.W > 0 {
		p.RoundRect(v.VPPill.Translate(x, y), v.VPPill.H/2, Darken(accent, 0.7))
	}
	p.StrokeRoundRect(r, rad, 1.2, pal.PaperDark)
}

// DrawTexts draws the card's texts and icons (after the shapes were
// flushed).
func (v *FaceView) DrawTexts(dst *ebiten.Image, x, y float64) {
	for _, t := range v.Texts {
		t.Block.Draw(dst, x+t.At.X, y+t.At.Y, t.Ink)
	}
}

// Draw paints the whole card at (x, y) (one card: shapes, flush, texts).
func (v *FaceView) Draw(dst *ebiten.Image, k *Kit, x, y float64, dim bool) {
	v.DrawShapes(k, x, y, dim)
	k.Painter.Flush(dst)
	v.DrawTexts(dst, x, y)
}
