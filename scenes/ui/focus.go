package ui

import (
	"image"
	"slices"
)

// Focusable is a widget the keyboard can reach: buttons and text fields.
type Focusable interface {
	// FocusRect is where the widget is (for arrow keys and the mouse).
	FocusRect() image.Rectangle
	// CanFocus is false for disabled or hidden widgets, which the
	// keyboard skips.
	CanFocus() bool
	// SetFocus shows or hides the focus ring on the widget.
	SetFocus(on bool)
	// KeyActivate is Enter or Space on the focused widget: a button
	// reports a click in its next Update, a field starts editing.
	KeyActivate()
}

// Focus moves a keyboard focus through a screen's widgets: Tab and
// Shift+Tab in reading order (the order the scene lists them), the arrow
// keys to the nearest widget in that direction, Enter or Space to press
// the focused one. The ring shows only once the keyboard is used; a mouse
// click hides it and moves the focus to the clicked widget, so the next
// Tab goes on from there. Each scene keeps one Focus and, at the top of its
// Update, lists its widgets with Set and calls Update before its widgets'
// own Update, so a key press reaches the widget in the same frame.
type Focus struct {
	items []Focusable
	cur   Focusable // the focused widget, nil before the first key
	shown bool
	lit   Focusable // the widget whose ring is drawn now
	// Default is the index Tab or an arrow focuses first (0 if unset or
	// not focusable).
	Default int
	// NoArrows leaves the arrow keys to the scene (a text it scrolls).
	NoArrows bool
}

// Set lists the screen's widgets in reading order (top to bottom, left to
// right). It reuses its buffer: calling it every frame allocates nothing.
func (f *Focus) Set(items ...Focusable) {
	f.items = append(f.items[:0], items...)
}

// Add appends one widget to the list Set began.
func (f *Focus) Add(items ...Focusable) { f.items = append(f.items, items...) }

// Len is how many widgets are listed.
func (f *Focus) Len() int { return len(f.items) }

// Current is the focused widget while the ring shows, else nil.
func (f *Focus) Current() Focusable {
	if !f.shown {
		return nil
	}
	return f.cur
}

// Shown reports whether the keyboard focus ring is visible.
func (f *Focus) Shown() bool { return f.shown }

// FocusOn moves the focus to w and shows the ring (a scene's default
// choice after a change, e.g. the first entry of a list).
func (f *Focus) FocusOn(w Focusable) {
	f.cur, f.shown = w, true
	f.light()
}

// Hide hides the ring (the focus stays for the next key).
func (f *Focus) Hide() { f.shown = false; f.light() }

func (f *Focus) index(w Focusable) int {
	if w == nil {
		return -1
	}
	return slices.Index(f.items, w)
}

// Update handles the focus keys of this frame and takes the ones it used.
// It returns true when the picture changed.
func (f *Focus) Update(in *Input) bool {
	before, shownBefore := f.cur, f.shown
	if in.Click {
		for _, it := range f.items {
			if it.CanFocus() && in.Cursor.In(it.FocusRect()) {
				f.cur = it
				break
			}
		}
		f.shown = false
	}
	switch {
	case in.Tab || in.ShiftTab:
		d := 1
		if in.ShiftTab {
			d = -1
		}
		f.step(d)
		in.Tab, in.ShiftTab = false, false
	case !f.NoArrows && (in.Up || in.Down2 || in.Left || in.Right):
		if f.editing() && (in.Left || in.Right) {
			break // a field being typed in keeps the sideways keys
		}
		dir := image.Pt(0, -1)
		switch {
		case in.Down2:
			dir = image.Pt(0, 1)
		case in.Left:
			dir = image.Pt(-1, 0)
		case in.Right:
			dir = image.Pt(1, 0)
		}
		f.arrow(dir)
		in.Up, in.Down2, in.Left, in.Right = false, false, false, false
	case in.Enter || in.Space:
		i := f.index(f.cur)
		if !f.shown || i < 0 || !f.cur.CanFocus() {
			break // Enter is left to the scene (its default action)
		}
		if f.editing() {
			if in.Space {
				break // a space typed into the field
			}
			// Enter ends the typing and moves on, as on a form.
			f.cur.KeyActivate()
			in.Enter = false
			f.step(1)
			break
		}
		f.cur.KeyActivate()
		in.Enter = false
		if in.Space {
			in.Space = false
			in.Chars = slices.DeleteFunc(in.Chars, func(r rune) bool { return r == ' ' })
		}
	}
	f.light()
	return f.cur != before || f.shown != shownBefore
}

// editing reports whether the focused widget is a text field being typed in.
func (f *Focus) editing() bool {
	t, ok := f.cur.(*TextField)
	return ok && f.shown && t.Active
}

// step moves d places in reading order, skipping what cannot take focus;
// the first key only shows the ring where the focus is (or the default).
func (f *Focus) step(d int) {
	n := len(f.items)
	if n == 0 {
		return
	}
	i := f.index(f.cur)
	if i < 0 {
		if j := f.first(); j >= 0 {
			f.cur, f.shown = f.items[j], true
		}
		return
	}
	if !f.shown && f.cur.CanFocus() {
		f.shown = true // the first key shows where the focus is
		return
	}
	for k := 1; k <= n; k++ {
		j := ((i+d*k)%n + n) % n
		if f.items[j].CanFocus() {
			f.cur, f.shown = f.items[j], true
			return
		}
	}
}

// first is the default widget, or the first one that can take focus.
func (f *Focus) first() int {
	if f.Default >= 0 && f.Default < len(f.items) && f.items[f.Default].CanFocus() {
		return f.Default
	}
	for j, it := range f.items {
		if it.CanFocus() {
			return j
		}
	}
	return -1
}

// arrow moves to the nearest widget whose centre lies in direction dir,
// preferring ones in line with the current one (a menu's column, a row of
// a form); without one in that direction the focus stays.
func (f *Focus) arrow(dir image.Point) {
	i := f.index(f.cur)
	if i < 0 || !f.cur.CanFocus() || !f.shown {
		f.step(1)
		return
	}
	from := f.cur.FocusRect()
	c := centre(from)
	best, bestScore := -1, 0
	for j, it := range f.items {
		if j == i || !it.CanFocus() {
			continue
		}
		r := it.FocusRect()
		o := centre(r)
		along := (o.X-c.X)*dir.X + (o.Y-c.Y)*dir.Y
		// Its centre must lie past the current widget's edge: a button
		// a few pixels lower in the next column is beside, not below.
		if dir.Y < 0 && o.Y >= from.Min.Y || dir.Y > 0 && o.Y <= from.Max.Y ||
			dir.X < 0 && o.X >= from.Min.X || dir.X > 0 && o.X <= from.Max.X {
			continue
		}
		// Sideways distance counts double, and none at all while the two
		// rectangles overlap across the direction of travel (one above
		// the other in a column, side by side in a row).
		side := abs((o.X-c.X)*dir.Y) + abs((o.Y-c.Y)*dir.X)
		if dir.X == 0 && r.Min.X < from.Max.X && from.Min.X < r.Max.X ||
			dir.Y == 0 && r.Min.Y < from.Max.Y && from.Min.Y < r.Max.Y {
			side = 0
		}
		score := along + 2*side
		if best < 0 || score < bestScore {
			best, bestScore = j, score
		}
	}
	if best >= 0 {
		f.cur = f.items[best]
	}
}

// light puts the ring on the focused widget only, telling only the widgets
// whose state changed (a field loses its typing when the focus leaves).
func (f *Focus) light() {
	var want Focusable
	if f.shown && f.cur != nil && f.cur.CanFocus() {
		want = f.cur
	}
	if want == f.lit {
		return
	}
	if f.lit != nil {
		f.lit.SetFocus(false)
	}
	if want != nil {
		want.SetFocus(true)
	}
	f.lit = want
}

func centre(r image.Rectangle) image.Point { return r.Min.Add(r.Max).Div(2) }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
