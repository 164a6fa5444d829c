package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/render/geom"
	"stolik/render/interact"
)

// Panel is a rounded, bordered area (a side board, a dialog background).
type Panel struct {
	Rect   geom.Rect
	Fill   color.RGBA
	Border color.RGBA
	Radius float64
	Shadow bool
}

// NewPanel returns a paper panel in the kit's palette.
func (k *Kit) NewPanel(r geom.Rect) Panel {
	return Panel{Rect: r, Fill: k.Pal.Paper, Border: k.Pal.PaperDark, Radius: 8, Shadow: true}
}

// Draw paints the panel.
func (pn *Panel) Draw(dst *ebiten.Image, k *Kit) {
	p := k.Painter
	if pn.Shadow {
		p.RoundRect(pn.Rect.Translate(2, 3), pn.Radius, k.Pal.Shadow)
	}
	p.RoundRect(pn.Rect, pn.Radius, pn.Fill)
	if pn.Border.A > 0 {
		p.StrokeRoundRect(pn.Rect, pn.Radius, 1.5, pn.Border)
	}
	p.Flush(dst)
}

// Button is a labelled, clickable rectangle with hover and pressed looks.
type Button struct {
	Rect    geom.Rect
	Label   *TextBlock
	Enabled bool
	State   interact.ButtonState
}

// NewButton makes an enabled button with a centred bold label.
func (k *Kit) NewButton(r geom.Rect, label string) *Button {
	return &Button{Rect: r, Enabled: true,
		Label: NewTextBlock(k.Face(SizeBody, true), label, 0, geom.AlignCenter)}
}

// Update feeds the frame's pointer; clicked on the frame of a click,
// changed when the look changed (invalidate the screen).
func (b *Button) Update(p interact.Pointer) (clicked, changed bool) {
	return b.State.Update(b.Rect, p, b.Enabled)
}

// SetEnabled changes the enabled state; it reports a change.
func (b *Button) SetEnabled(on bool) bool {
	if b.Enabled == on {
		return false
	}
	b.Enabled = on
	if !on {
		b.State = interact.ButtonState{}
	}
	return true
}

// Draw paints the button.
func (b *Button) Draw(dst *ebiten.Image, k *Kit) {
	p := k.Painter
	fill, ink := k.Pal.Button, k.Pal.InkLight
	r := b.Rect
	switch {
	case !b.Enabled:
		fill, ink = k.Pal.Disabled, k.Pal.PaperDark
	case b.State.Pressed && b.State.Hover:
		fill = k.Pal.ButtonDown
		r = r.Translate(0, 1)
	case b.State.Hover:
		fill = k.Pal.ButtonHi
	}
	if b.Enabled && !(b.State.Pressed && b.State.Hover) {
		p.RoundRect(b.Rect.Translate(0, 2), 6, k.Pal.Shadow)
	}
	p.RoundRect(r, 6, fill)
	if b.State.Hover && b.Enabled {
		p.StrokeRoundRect(r, 6, 2, k.Pal.Accent)
	}
	p.Flush(dst)
	b.Label.DrawIn(dst, r, geom.AlignCenter, ink)
}

// Tooltip shows wrapped text (a card's full rules text) in a box near the
// cursor, kept inside the screen.
type Tooltip struct {
	Visible bool
	Rect    geom.Rect
	Pad     float64
	block   *TextBlock
}

// NewTooltip makes a hidden tooltip whose text wraps at maxWidth pixels.
func (k *Kit) NewTooltip(maxWidth float64) *Tooltip {
	t := &Tooltip{Pad: 8, block: NewTextBlock(k.Face(SizeBody, false), "", maxWidth, geom.AlignStart)}
	t.block.SetPainter(k.Painter)
	return t
}

// Show sets the text and places the box near cursor inside screen. It
// reports whether anything changed (redraw then). Calling it every frame
// with the same text and cursor costs nothing.
func (t *Tooltip) Show(s string, cursor geom.Pt, screen geom.Rect) bool {
	changed := t.block.SetText(s) || !t.Visible
	// Shrink-wrap short texts: wrap at the maximum, then fit the box to
	// the widest line.
	w, h := t.block.Size()
	lw := 0.0
	for _, l := range t.block.Lines() {
		lw = max(lw, l.Width)
	}
	if lw > 0 && lw < w {
		w = lw
	}
	r := geom.PlaceNear(cursor, w+2*t.Pad, h+2*t.Pad, 16, screen)
	changed = changed || r != t.Rect
	t.Rect, t.Visible = r, true
	return changed
}

// Hide hides the tooltip; it reports whether it was visible.
func (t *Tooltip) Hide() bool {
	was := t.Visible
	t.Visible = false
	return was
}

// Draw paints the tooltip if visible.
func (t *Tooltip) Draw(dst *ebiten.Image, k *Kit) {
	if !t.Visible {
		return
	}
	p := k.Painter
	p.RoundRect(t.Rect.Translate(2, 3), 6, k.Pal.Shadow)
	p.RoundRect(t.Rect, 6, k.Pal.Tooltip)
	p.StrokeRoundRect(t.Rect, 6, 1, k.Pal.PaperDark)
	p.Flush(dst)
	t.block.Draw(dst, t.Rect.X+t.Pad, t.Rect.Y+t.Pad, k.Pal.Ink)
}

// Token is a disc, square or other player shape with a short label (a
// resource, a marker, a score chip).
type Token struct {
	Shape Shape
	Fill  color.RGBA
	Label *TextBlock // may be nil
}

// NewToken makes a token with a bold label sized to radius r.
func (k *Kit) NewToken(s Shape, fill color.RGBA, label string, r float64) *Token {
	t := &Token{Shape: s, Fill: fill}
	if label != "" {
		t.Label = NewTextBlock(k.Face(max(9, r*0.9), true), label, 0, geom.AlignCenter)
	}
	return t
}

// Draw paints the token centred on c with radius r.
func (t *Token) Draw(dst *ebiten.Image, k *Kit, c geom.Pt, r float64) {
	p := k.Painter
	p.Shape(t.Shape, c.Add(geom.Pt{X: 1, Y: 2}), r, k.Pal.Shadow)
	p.Shape(t.Shape, c, r, t.Fill)
	p.ShapeOutline(t.Shape, c, r, 1.5, Darken(t.Fill, 0.55))
	p.Flush(dst)
	if t.Label != nil {
		ink := k.Pal.InkLight
		if Luma(t.Fill) > 140 {
			ink = k.Pal.Ink
		}
		t.Label.DrawIn(dst, geom.Centered(c, 2*r, 2*r), geom.AlignCenter, ink)
	}
}

// DrawMeeple paints a monster meeple of kind kind centred on c with
// half-size r, tinted fill, with a count badge when count > 1 (a stack).
func (k *Kit) DrawMeeple(dst *ebiten.Image, kind MeepleKind, c geom.Pt, r float64, fill color.RGBA, count int) {
	p := k.Painter
	p.Meeple(kind, c.Add(geom.Pt{X: 1.5, Y: 2.5}), r, k.Pal.Shadow, 0, color.RGBA{})
	p.Meeple(kind, c, r, fill, max(1, r/12), Darken(fill, 0.45))
	if count <= 1 {
		p.Flush(dst)
		return
	}
	bc, br := MeepleBadgeCenter(c, r), max(7, r*0.38)
	p.Circle(bc, br, k.Pal.Ink)
	p.Ring(bc, br, 1.5, k.Pal.Paper)
	p.Flush(dst)
	k.Number(count, max(9, br*1.1)).DrawIn(dst, geom.Centered(bc, 2*br, 2*br), geom.AlignCenter, k.Pal.InkLight)
}

// MeepleBadgeCenter is where a meeple's count badge sits (its upper right).
func MeepleBadgeCenter(c geom.Pt, r float64) geom.Pt {
	return geom.Pt{X: c.X + r*0.8, Y: c.Y - r*0.75}
}

// DrawDropTargets highlights a drag's legal targets and marks the hovered
// one: green when it would accept the drop, the warning colour when not.
// Draw it under the dragged item.
func (k *Kit) DrawDropTargets(dst *ebiten.Image, d *interact.Drag) {
	if d.Phase() != interact.DragActive {
		return
	}
	p := k.Painter
	for _, t := range d.Targets() {
		if t.Legal {
			p.RoundRect(t.Rect, 6, k.Pal.Legal)
		}
	}
	if h, ok := d.Hover(); ok {
		edge := k.Pal.Selected
		if !h.Legal {
			edge = k.Pal.IllegalEdge
			p.RoundRect(h.Rect, 6, k.Pal.Illegal)
		}
		p.StrokeRoundRect(h.Rect, 6, 3, edge)
	}
	p.Flush(dst)
}
