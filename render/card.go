package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/render/geom"
	"stolik/render/interact"
)

// CardSize picks one of the card size variants.
type CardSize uint8

const (
	CardSmall  CardSize = iota // in rows on the board: title and a few body lines
	CardNormal                 // in hand
	CardZoom                   // the enlarged card shown on hover or right-click
)

// CardMetrics is the pure layout of a card variant: sizes and regions
// relative to the card's top-left corner.
type CardMetrics struct {
	W, H      float64
	Radius    float64
	Pad       float64
	TitleSize float64
	BodySize  float64
	Header    geom.Rect // title strip
	CostC     geom.Pt   // centre of the cost coin
	CostR     float64
	Body      geom.Rect // wrapped rules text
	BadgeR    float64   // radius of the badge shapes along the bottom
	BadgeY    float64   // their centre line
}

// CardLayout returns the metrics of a size variant.
func CardLayout(s CardSize) CardMetrics {
	w, h, title, body := 150.0, 210.0, 15.0, 12.5
	switch s {
	case CardSmall:
		w, h, title, body = 100, 140, 12, 10.5
	case CardZoom:
		w, h, title, body = 300, 420, 26, 20
	}
	k := w / 150
	m := CardMetrics{W: w, H: h, Radius: 7 * k, Pad: 7 * k, TitleSize: title, BodySize: body}
	m.Header = geom.Rect{X: 0, Y: 0, W: w, H: math.Round(h * 0.2)}
	m.CostR = 13 * k
	m.CostC = geom.Pt{X: w - m.Pad - m.CostR, Y: m.Header.H / 2}
	m.BadgeR = 9 * k
	m.BadgeY = h - m.Pad - m.BadgeR
	top := m.Header.H + m.Pad
	m.Body = geom.Rect{X: m.Pad, Y: top, W: w - 2*m.Pad, H: m.BadgeY - m.BadgeR - m.Pad - top}
	return m
}

// BadgeCenter returns where badge i sits on a card (left to right).
func (m CardMetrics) BadgeCenter(i int) geom.Pt {
	return geom.Pt{X: m.Pad + m.BadgeR + float64(i)*(2*m.BadgeR+m.Pad*0.8), Y: m.BadgeY}
}

// Badge is a small icon on a card: a shape in a colour with a short label
// ("2", "+1").
type Badge struct {
	Label string
	Shape Shape
	Color color.RGBA
}

// CardInfo is what a card shows. Text is Polish data from assets.
type CardInfo struct {
	Title  string
	Cost   string // empty: no cost coin
	Body   string
	Badges []Badge
	Accent color.RGBA // header colour; zero means the palette accent
}

// Card is a drawable card: its texts are laid out once per CardInfo and
// size, so drawing a row of cards every frame only replays glyphs.
type Card struct {
	Selected  bool // outlined in the selection colour
	Highlight bool // a legal target or playable card
	Disabled  bool // greyed

	info   CardInfo
	size   CardSize
	m      CardMetrics
	title  *TextBlock
	cost   *TextBlock
	body   *TextBlock
	badges []*TextBlock
}

// NewCard lays out a card of the given size.
func (k *Kit) NewCard(info CardInfo, size CardSize) *Card {
	c := &Card{size: size}
	c.setup(k, info)
	return c
}

func (c *Card) setup(k *Kit, info CardInfo) {
	c.info = info
	c.m = CardLayout(c.size)
	m := c.m
	titleW := m.W - 2*m.Pad
	if info.Cost != "" {
		titleW -= 2*m.CostR + m.Pad/2
	}
	c.title = NewTextBlock(k.Face(m.TitleSize, true), info.Title, titleW, geom.AlignStart)
	c.title.SetMaxLines(2)
	c.cost = nil
	if info.Cost != "" {
		c.cost = NewTextBlock(k.Face(m.TitleSize, true), info.Cost, 0, geom.AlignCenter)
	}
	c.body = NewTextBlock(k.Face(m.BodySize, false), info.Body, m.Body.W, geom.AlignCenter)
	if lh := c.body.LineHeight(); lh > 0 {
		c.body.SetMaxLines(max(1, int((m.Body.H+lh-c.bodyFontHeight())/lh)))
	}
	c.badges = c.badges[:0]
	for _, b := range info.Badges {
		c.badges = append(c.badges, NewTextBlock(k.Face(max(9, m.BadgeR*1.1), true), b.Label, 0, geom.AlignCenter))
	}
}

func (c *Card) bodyFontHeight() float64 {
	fm := c.body.face.Metrics()
	return math.Ceil(fm.HAscent + fm.HDescent)
}

// SetInfo replaces what the card shows (re-lays out once).
func (c *Card) SetInfo(k *Kit, info CardInfo) { c.setup(k, info) }

// Info returns what the card shows.
func (c *Card) Info() CardInfo { return c.info }

// Metrics returns the card's layout.
func (c *Card) Metrics() CardMetrics { return c.m }

// BodyTruncated reports whether the body text did not fit; show the zoomed
// card or a tooltip with the full text then.
func (c *Card) BodyTruncated() bool { return c.body.Truncated() }

// Zoomed returns the same card at CardZoom size (make it once when the zoom
// opens, not per frame).
func (c *Card) Zoomed(k *Kit) *Card { return k.NewCard(c.info, CardZoom) }

// Draw paints the card with its top-left at (x, y).
func (c *Card) Draw(dst *ebiten.Image, k *Kit, x, y float64) {
	p, m, pal := k.Painter, c.m, &k.Pal
	r := geom.Rect{X: x, Y: y, W: m.W, H: m.H}
	accent := c.info.Accent
	if accent.A == 0 {
		accent = pal.Accent
	}
	paper := pal.Paper
	if c.Disabled {
		paper, accent = pal.PaperDark, pal.Disabled
	}
	p.RoundRect(r.Translate(2, 3), m.Radius, pal.Shadow)
	p.RoundRect(r, m.Radius, paper)
	p.RoundRect(geom.Rect{X: x, Y: y, W: m.W, H: m.Header.H}, m.Radius, accent)
	p.Rect(geom.Rect{X: x, Y: y + m.Header.H - m.Radius, W: m.W, H: m.Radius}, accent)
	if c.cost != nil {
		cc := geom.Pt{X: x + m.CostC.X, Y: y + m.CostC.Y}
		p.Circle(cc, m.CostR, pal.Paper)
		p.Ring(cc, m.CostR, math.Max(1, m.CostR/7), pal.Ink)
	}
	for i, b := range c.info.Badges {
		bc := m.BadgeCenter(i)
		p.Shape(b.Shape, geom.Pt{X: x + bc.X, Y: y + bc.Y}, m.BadgeR, b.Color)
	}
	edge, ew := pal.PaperDark, 1.5
	switch {
	case c.Selected:
		edge, ew = pal.Selected, 3
	case c.Highlight:
		edge, ew = pal.LegalEdge, 3
	}
	p.StrokeRoundRect(r, m.Radius, ew, edge)
	p.Flush(dst)

	titleInk := pal.InkLight
	if Luma(accent) > 140 {
		titleInk = pal.Ink
	}
	c.title.DrawIn(dst, geom.Rect{X: x + m.Pad, Y: y, W: m.W, H: m.Header.H}, geom.AlignCenter, titleInk)
	if c.cost != nil {
		cc := geom.Pt{X: x + m.CostC.X, Y: y + m.CostC.Y}
		c.cost.DrawIn(dst, geom.Centered(cc, 2*m.CostR, 2*m.CostR), geom.AlignCenter, pal.Ink)
	}
	ink := pal.Ink
	if c.Disabled {
		ink = pal.InkMuted
	}
	c.body.Draw(dst, x+m.Body.X, y+m.Body.Y, ink)
	for i, b := range c.badges {
		bc := m.BadgeCenter(i)
		bi := pal.InkLight
		if Luma(c.info.Badges[i].Color) > 140 {
			bi = pal.Ink
		}
		b.DrawIn(dst, geom.Centered(geom.Pt{X: x + bc.X, Y: y + bc.Y}, 2*m.BadgeR, 2*m.BadgeR), geom.AlignCenter, bi)
	}
}

// CardRow lays out and hit-tests a row of cards (a market, a hand). The
// hovered card is lifted by Lift pixels.
type CardRow struct {
	Layout geom.RowLayout
	Cards  []*Card
	Lift   float64
	hover  int
}

// NewCardRow makes an empty row of cards of one size inside area.
func NewCardRow(area geom.Rect, size CardSize, gap float64) *CardRow {
	m := CardLayout(size)
	return &CardRow{Layout: geom.RowLayout{Area: area, CardW: m.W, CardH: m.H, Gap: gap, Align: geom.AlignCenter},
		Lift: math.Round(m.H * 0.06), hover: -1}
}

// CardRect returns card i's rectangle (without the hover lift).
func (r *CardRow) CardRect(i int) geom.Rect { return r.Layout.CardRect(i, len(r.Cards)) }

// Hit returns the card index under (x, y), or -1.
func (r *CardRow) Hit(x, y float64) int { return r.Layout.Hit(x, y, len(r.Cards)) }

// Hover returns the hovered card index, or -1.
func (r *CardRow) Hover() int { return r.hover }

// Update tracks the hovered card; changed means redraw.
func (r *CardRow) Update(p interact.Pointer) (hover int, changed bool) {
	h := r.Hit(p.X, p.Y)
	changed = h != r.hover
	r.hover = h
	return h, changed
}

// Draw paints the cards left to right, the hovered one lifted and on top.
func (r *CardRow) Draw(dst *ebiten.Image, k *Kit) {
	n := len(r.Cards)
	for i, c := range r.Cards {
		if i == r.hover {
			continue
		}
		cr := r.Layout.CardRect(i, n)
		c.Draw(dst, k, cr.X, cr.Y)
	}
	if r.hover >= 0 && r.hover < n {
		cr := r.Layout.CardRect(r.hover, n)
		r.Cards[r.hover].Draw(dst, k, cr.X, cr.Y-r.Lift)
	}
}

// Track draws a score or research track: numbered spaces and markers.
type Track struct {
	Layout geom.TrackLayout
	First  int // the number printed on space 0
	Every  int // print every n-th number (0 or 1: all)
	Fill   color.RGBA
	Alt    color.RGBA // fill of every fifth space, to help counting
}

// NewTrack makes a track in the palette's colours.
func (k *Kit) NewTrack(l geom.TrackLayout) *Track {
	return &Track{Layout: l, Every: 1, Fill: k.Pal.Paper, Alt: k.Pal.PaperDark}
}

// Draw paints the spaces and their numbers.
func (t *Track) Draw(dst *ebiten.Image, k *Kit) {
	p := k.Painter
	for i := 0; i < t.Layout.N; i++ {
		f := t.Fill
		if (t.First+i)%5 == 0 {
			f = t.Alt
		}
		sr := t.Layout.Space(i)
		p.RoundRect(sr, 3, f)
		p.StrokeRoundRect(sr, 3, 1, Darken(t.Alt, 0.7))
	}
	p.Flush(dst)
	every := max(1, t.Every)
	for i := 0; i < t.Layout.N; i++ {
		if (t.First+i)%every != 0 {
			continue
		}
		sr := t.Layout.Space(i)
		size := math.Max(9, math.Min(sr.W, sr.H)*0.45)
		k.Number(t.First+i, math.Round(size)).DrawIn(dst, sr, geom.AlignCenter, k.Pal.InkMuted)
	}
}

// DrawMarker paints the j-th of n markers standing on space i: a player
// shape in its colour, spread so a stack stays readable.
func (t *Track) DrawMarker(dst *ebiten.Image, k *Kit, i, j, n int, s Shape, c color.RGBA) {
	sr := t.Layout.Space(i)
	r := math.Min(sr.W, sr.H) * 0.32
	at := sr.Center().Add(geom.StackOffset(j, n, r*0.6))
	p := k.Painter
	p.Shape(s, at, r, c)
	p.ShapeOutline(s, at, r, 1.2, Darken(c, 0.5))
	p.Flush(dst)
}
