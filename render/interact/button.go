package interact

import "stolik/render/geom"

// ButtonState is the hover/press machine of a clickable rectangle. A click
// is a press and a release both inside the rectangle; dragging out and back
// in before releasing still clicks, releasing outside does not.
type ButtonState struct {
	Hover   bool
	Pressed bool // pressed inside and still held
}

// Update feeds one frame's pointer. clicked is true on the frame the click
// completes; changed is true when Hover or Pressed changed (redraw).
// A disabled button never hovers, presses or clicks.
func (b *ButtonState) Update(r geom.Rect, p Pointer, enabled bool) (clicked, changed bool) {
	old := *b
	inside := enabled && r.Contains(p.X, p.Y)
	b.Hover = inside
	switch {
	case !enabled:
		b.Pressed = false
	case p.Pressed && inside:
		b.Pressed = true
	case p.Released:
		clicked = b.Pressed && inside
		b.Pressed = false
	case !p.Down:
		b.Pressed = false
	}
	return clicked, *b != old
}
