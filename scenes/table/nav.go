package table

import (
	"image"
	"math"
	"sort"

	"stolik/render/geom"
	"stolik/scenes/ui"
)

// Target is a place on the board the player can point at now: a piece or
// place a click would do something with (a lit place, a choice button, a
// card that can be played). Point is where a click hits it (zero: the
// centre of Rect; boards with overlapping pieces name a visible point).
// Label is what the board says about it (its tooltip text), shown while
// the keyboard focus is on it.
type Target struct {
	Rect  geom.Rect
	Point geom.Pt
	Label string
}

// At is where a click on the target lands.
func (t Target) At() geom.Pt {
	if t.Point == (geom.Pt{}) {
		return t.Rect.Center()
	}
	return t.Point
}

// Navigator is implemented by boards that list their targets: the frame
// then plays the board from the keyboard by position — arrows move the
// focus to the nearest target in that direction, Tab and Shift+Tab cycle
// the targets in reading order, Enter clicks the focused one — instead of
// walking a list of every legal move.
type Navigator interface {
	// Targets appends what can be pointed at now (nothing while it is not
	// the screen seat's decision).
	Targets(dst []Target) []Target
}

// Nav is the keyboard focus over a board's targets. It keeps the focused
// target by its rectangle, so a board that rebuilds its list every frame
// keeps the focus where it was, and a target that went away hands the
// focus to the nearest one.
type Nav struct {
	on    bool
	focus Target
	order []int
	// release: Enter pressed the button at at last frame; this frame
	// releases it there, so buttons (a press and a release inside) click
	// and a press on a draggable piece ends as a click.
	release bool
	at      image.Point
}

// Focused returns the focused target.
func (n *Nav) Focused() (Target, bool) { return n.focus, n.on }

// Reset drops the focus.
func (n *Nav) Reset() { n.on = false }

// Update reads this frame's keys against ts: arrows and Tab move the focus
// (and are consumed), Enter on a focus turns into a press at the target
// and the next frame into the release there (the board sees a click). It
// reports whether the picture changed.
func (n *Nav) Update(in *ui.Input, ts []Target) bool {
	changed := false
	if n.release {
		n.release = false
		in.Cursor, in.Down, in.Click = n.at, false, false
		changed = true
	}
	if len(ts) == 0 {
		if n.on {
			n.on = false
			changed = true
		}
		return changed
	}
	cur := -1
	if n.on {
		cur = n.find(ts)
		if cur < 0 {
			n.on = false
			changed = true
		} else if ts[cur] != n.focus {
			n.focus = ts[cur] // the same place, new words or point
			changed = true
		}
	}
	move := func(i int) {
		if i >= 0 && (!n.on || ts[i] != n.focus) {
			changed = true
		}
		if i >= 0 {
			n.on, n.focus = true, ts[i]
		}
	}
	switch {
	case in.Tab || in.ShiftTab:
		n.sortOrder(ts)
		pos := -1
		for k, i := range n.order {
			if i == cur {
				pos = k
			}
		}
		switch {
		case pos < 0 && in.ShiftTab:
			pos = len(n.order) - 1
		case pos < 0:
			pos = 0
		case in.ShiftTab:
			pos = (pos + len(n.order) - 1) % len(n.order)
		default:
			pos = (pos + 1) % len(n.order)
		}
		move(n.order[pos])
		in.Tab, in.ShiftTab = false, false
	case in.Left || in.Right || in.Up || in.Down2:
		if cur < 0 {
			n.sortOrder(ts)
			move(n.order[0])
		} else {
			dx, dy := 0.0, 0.0
			switch {
			case in.Left:
				dx = -1
			case in.Right:
				dx = 1
			case in.Up:
				dy = -1
			default:
				dy = 1
			}
			move(Nearest(ts, cur, dx, dy))
		}
		in.Left, in.Right, in.Up, in.Down2 = false, false, false, false
	case in.Enter && n.on:
		p := n.focus.At()
		in.Enter = false
		in.Cursor = image.Pt(int(math.Round(p.X)), int(math.Round(p.Y)))
		in.Click, in.Down, in.Moved, in.DragFrom = true, true, true, in.Cursor
		n.release, n.at = true, in.Cursor
		changed = true
	}
	return changed
}

// find is the index of the focused target in ts: the same rectangle, or
// the nearest centre when it went away (-1 when ts is empty).
func (n *Nav) find(ts []Target) int {
	best, bd := -1, math.Inf(1)
	c := n.focus.Rect.Center()
	for i, t := range ts {
		if t.Rect == n.focus.Rect {
			return i
		}
		if d := t.Rect.Center().Dist(c); d < bd {
			best, bd = i, d
		}
	}
	return best
}

// sortOrder sorts the targets' indices in reading order: by rows (two
// targets whose middles are within half a height share a row), then left
// to right.
func (n *Nav) sortOrder(ts []Target) {
	n.order = n.order[:0]
	for i := range ts {
		n.order = append(n.order, i)
	}
	sort.SliceStable(n.order, func(a, b int) bool {
		ra, rb := ts[n.order[a]].Rect, ts[n.order[b]].Rect
		ca, cb := ra.Center(), rb.Center()
		if math.Abs(ca.Y-cb.Y) < math.Min(ra.H, rb.H)/2 {
			return ca.X < cb.X
		}
		return ca.Y < cb.Y
	})
}

// Nearest is the target nearest to ts[from] in direction (dx, dy) (one of
// them ±1): among the targets whose centres lie that way, the one with the
// least distance along the direction plus twice the distance across it;
// from itself when none does.
func Nearest(ts []Target, from int, dx, dy float64) int {
	c := ts[from].Rect.Center()
	best, bs := from, math.Inf(1)
	for i, t := range ts {
		if i == from {
			continue
		}
		d := t.Rect.Center().Sub(c)
		along := d.X*dx + d.Y*dy
		across := math.Abs(d.X*dy) + math.Abs(d.Y*dx)
		if along <= 0.5 {
			continue
		}
		if s := along + 2*across; s < bs {
			best, bs = i, s
		}
	}
	return best
}
