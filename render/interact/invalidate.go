package interact

// Invalidator is the redraw-only-on-change habit in one place. The app runs
// with ebiten.SetScreenClearedEveryFrame(false); a scene's Update calls
// Invalidate whenever something visible changed (state, hover, layout,
// window size), and Draw paints only if Take reports true. The zero value
// starts dirty so the first frame is always drawn.
type Invalidator struct {
	clean bool
}

// Invalidate marks the screen as needing a redraw.
func (v *Invalidator) Invalidate() { v.clean = false }

// InvalidateIf marks dirty when cond holds; handy for `changed` results.
func (v *Invalidator) InvalidateIf(cond bool) {
	if cond {
		v.clean = false
	}
}

// Dirty reports whether a redraw is pending, without clearing it.
func (v *Invalidator) Dirty() bool { return !v.clean }

// Take reports whether to draw this frame and clears the flag. A running
// animation keeps the screen dirty for as long as it plays.
func (v *Invalidator) Take(animating bool) bool {
	d := !v.clean || animating
	v.clean = true
	return d
}
