package interact

// Pointer is one frame's snapshot of the mouse (or a single touch): where it
// is, whether the primary button is held, and the edges of this frame.
type Pointer struct {
	X, Y     float64
	Down     bool // primary button held now
	Pressed  bool // went down this frame
	Released bool // went up this frame
}

// Next derives this frame's snapshot from the previous one and the raw
// device state, computing the press/release edges once for every consumer.
func (p Pointer) Next(x, y float64, down bool) Pointer {
	return Pointer{X: x, Y: y, Down: down, Pressed: down && !p.Down, Released: !down && p.Down}
}

// Moved reports whether the pointer position differs from prev.
func (p Pointer) Moved(prev Pointer) bool { return p.X != prev.X || p.Y != prev.Y }
