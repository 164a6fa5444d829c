package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/render"
	"stolik/render/geom"
	"stolik/scenes/ui"
)

// LongHover is how long (frames at 60 a second, 0.8 s) the pointer rests
// on a card before the frame shows it at reading size.
const LongHover = 48

// CardView is the large card view the frame runs over a CardViewer board:
// a right click on a card opens it at reading size as a modal layer (any
// click, Esc or Enter closes it); resting the pointer on a card for
// LongHover frames shows it large beside the pointer until the pointer
// moves.
type CardView struct {
	open    bool // the modal view
	preview bool // the long-hover view
	face    render.Face
	at      geom.Pt
	still   int
	faces   render.FaceCache
}

// Open reports whether the modal view is up.
func (c *CardView) Open() bool { return c.open }

// Showing reports whether a card is shown (modal or preview), and which.
func (c *CardView) Showing() (render.Face, bool) { return c.face, c.open || c.preview }

// Close hides the view.
func (c *CardView) Close() bool {
	was := c.open || c.preview
	c.open, c.preview, c.still = false, false, 0
	return was
}

// Update handles this frame's input before the board sees it. While the
// modal view is open it takes all input (block); otherwise a right click
// on a card opens it, and a still pointer shows the preview. It reports
// whether the picture changed.
func (c *CardView) Update(in *ui.Input, cv CardViewer, area geom.Rect) (block, changed bool) {
	if c.open {
		if in.Click || in.RightClick || in.Esc || in.Enter {
			c.Close()
			changed = true
		}
		in.Block()
		return true, changed
	}
	x, y := float64(in.Cursor.X), float64(in.Cursor.Y)
	if in.RightClick {
		in.RightClick = false
		if f, ok := cv.CardAt(x, y); ok && area.Contains(x, y) {
			c.open, c.preview, c.face = true, false, f
			in.Block()
			return true, true
		}
	}
	if in.Moved || in.Click || in.Down || in.Drop || !area.Contains(x, y) {
		c.still = 0
		if c.preview {
			c.preview = false
			changed = true
		}
		return false, changed
	}
	c.still++
	if c.still == LongHover {
		if f, ok := cv.CardAt(x, y); ok {
			c.preview, c.face, c.at = true, f, geom.Pt{X: x, Y: y}
			changed = true
		}
	}
	return false, changed
}

// ReadingSize is the card's size at reading size in an area: as tall as
// 85% of it up to 520 px, 5:7.
func ReadingSize(area geom.Rect) (w, h float64) {
	h = math.Round(math.Min(520, area.H*0.85))
	return math.Round(h * 0.7), h
}

// Draw paints the view over the board area (modal: a shade and the card in
// the middle; preview: the card beside the pointer).
func (c *CardView) Draw(dst *ebiten.Image, k *render.Kit, screen, area geom.Rect) {
	switch {
	case c.open:
		k.Painter.Rect(screen, ui.ColShade)
		k.Painter.Flush(dst)
		w, h := ReadingSize(area)
		v := c.faces.Get(k, c.face, w, h, render.FaceLarge)
		r := geom.Centered(area.Center(), w, h)
		v.Draw(dst, k, r.X, r.Y, false)
	case c.preview:
		w, h := ReadingSize(area)
		w, h = math.Round(w*0.8), math.Round(h*0.8)
		v := c.faces.Get(k, c.face, w, h, render.FaceLarge)
		r := geom.PlaceNear(c.at, w, h, 18, area)
		v.Draw(dst, k, r.X, r.Y, false)
	}
}
