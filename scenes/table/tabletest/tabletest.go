package tabletest

import (
	"image"
	"testing"

	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

// Clicker is a board that says where to click next towards a legal
// action (every title's board has NextClick for the window tests).
type Clicker interface {
	table.Board
	NextClick(view engine.Game, seat engine.Seat, legal []engine.Action, a engine.Action) (image.Point, bool)
}

// KeyClicker is a Clicker the keyboard reaches through its targets.
type KeyClicker interface {
	Clicker
	table.Navigator
}

// Click styles for Reach.
const (
	AllStyles = -1 // the three in turn, one per click
	Script    = 0  // pressed and released within one frame (ClickAt)
	Press     = 1  // pressed, released on the next frame (PressAt)
	Held      = 2  // pressed every frame, never seen released
)

// ClickAt feeds one frame with a script's click at p (pressed and
// released within the frame), and an empty frame after if nothing was
// chosen yet.
func ClickAt(b table.Board, view engine.Game, seat engine.Seat, legal []engine.Action, p image.Point) table.Outcome {
	in := ui.Input{Cursor: p, Click: true, Synthetic: true}
	out := b.Update(&in, view, seat, legal)
	if !out.Chosen {
		in = ui.Input{Cursor: p}
		out = b.Update(&in, view, seat, legal)
	}
	return out
}

// PressAt is a mouse click at p over two frames: pressed, then released.
func PressAt(b table.Board, view engine.Game, seat engine.Seat, legal []engine.Action, p image.Point) table.Outcome {
	in := ui.Input{Cursor: p, Click: true, Down: true}
	out := b.Update(&in, view, seat, legal)
	if out.Chosen {
		return out
	}
	in = ui.Input{Cursor: p}
	return b.Update(&in, view, seat, legal)
}

// DragTo presses at from, moves in four steps to to and releases there.
func DragTo(b table.Board, view engine.Game, seat engine.Seat, legal []engine.Action, from, to image.Point) table.Outcome {
	in := ui.Input{Cursor: from, Click: true, Down: true}
	b.Update(&in, view, seat, legal)
	for k := 1; k <= 4; k++ {
		p := image.Pt(from.X+(to.X-from.X)*k/4, from.Y+(to.Y-from.Y)*k/4)
		in = ui.Input{Cursor: p, Down: true, Moved: true}
		b.Update(&in, view, seat, legal)
	}
	in = ui.Input{Cursor: to, Drop: true}
	return b.Update(&in, view, seat, legal)
}

// Reach chooses a with the mouse alone, clicking where NextClick says in
// click style (or AllStyles), at most clicks times. It is true when the
// board chose exactly a; the log says why not.
func Reach(t testing.TB, b Clicker, view engine.Game, seat engine.Seat, legal []engine.Action, a engine.Action, style, clicks int) bool {
	t.Helper()
	b.Update(&ui.Input{}, view, seat, legal) // sync
	for click := 0; click < clicks; click++ {
		p, ok := b.NextClick(view, seat, legal, a)
		if !ok {
			t.Logf("NextClick gave up after %d clicks", click)
			return false
		}
		st := click % 3
		if style >= 0 {
			st = style
		}
		var out table.Outcome
		switch st {
		case Script:
			out = ClickAt(b, view, seat, legal, p)
		case Press:
			out = PressAt(b, view, seat, legal, p)
		default:
			in := ui.Input{Cursor: p, Click: true, Down: true, Synthetic: true}
			out = b.Update(&in, view, seat, legal)
		}
		if out.Chosen {
			if out.Action != a {
				t.Logf("clicking towards %v chose %v", a, out.Action)
			}
			return out.Action == a
		}
	}
	return false
}

// KeyboardReach chooses a with the keyboard alone: at each step it finds
// the target under NextClick's point (at it, or its rectangle holding
// it), moves the focus there with Tab and presses Enter, at most 20
// times. It is true when the board chose exactly a.
func KeyboardReach(t testing.TB, b KeyClicker, view engine.Game, seat engine.Seat, legal []engine.Action, a engine.Action) bool {
	t.Helper()
	var nav table.Nav
	var ts []table.Target
	b.Update(&ui.Input{}, view, seat, legal)
	for press := 0; press < 20; press++ {
		p, ok := b.NextClick(view, seat, legal, a)
		if !ok {
			return false
		}
		ts = b.Targets(ts[:0])
		want := -1
		for i, tg := range ts {
			at := tg.At()
			if int(at.X) == p.X && int(at.Y) == p.Y || tg.Rect.Contains(float64(p.X), float64(p.Y)) {
				want = i
				break
			}
		}
		if want < 0 {
			t.Logf("no keyboard target under the next click %v", p)
			return false
		}
		for k := 0; k <= len(ts); k++ {
			if f, on := nav.Focused(); on && f.Rect == ts[want].Rect {
				break
			}
			in := ui.Input{Tab: true}
			nav.Update(&in, ts)
		}
		in := ui.Input{Enter: true}
		nav.Update(&in, ts)
		out := b.Update(&in, view, seat, legal)
		if !out.Chosen {
			rel := ui.Input{}
			nav.Update(&rel, ts)
			out = b.Update(&rel, view, seat, legal)
		}
		if out.Chosen {
			return out.Action == a
		}
	}
	return false
}
