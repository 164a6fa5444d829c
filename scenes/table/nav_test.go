package table

import (
	"image"
	"testing"

	"stolik/render/geom"
	"stolik/scenes/ui"
)

// A 3×2 grid of targets with a wide button under it, the way a board
// lays out places above its choice buttons:
//
//	a b c
//	d e f
//	  g
func gridTargets() []Target {
	var ts []Target
	for r := 0; r < 2; r++ {
		for c := 0; c < 3; c++ {
			ts = append(ts, Target{Rect: geom.Rect{X: float64(c) * 100, Y: float64(r) * 80, W: 80, H: 60},
				Label: string(rune('a' + r*3 + c))})
		}
	}
	return append(ts, Target{Rect: geom.Rect{X: 90, Y: 200, W: 120, H: 30}, Label: "g"})
}

func TestNavArrowsMoveByPosition(t *testing.T) {
	ts := gridTargets()
	tests := []struct {
		name string
		keys []ui.Input
		want string
	}{
		{"first arrow focuses the top-left", []ui.Input{{Right: true}}, "a"},
		{"right, right", []ui.Input{{Right: true}, {Right: true}, {Right: true}}, "c"},
		{"right stops at the edge", []ui.Input{{Right: true}, {Down2: true}, {Right: true}, {Right: true}, {Right: true}}, "f"},
		{"down from b is e, then the button", []ui.Input{{Right: true}, {Right: true}, {Down2: true}, {Down2: true}}, "g"},
		{"up from the button is the middle", []ui.Input{{Tab: true}, {ShiftTab: true}, {Up: true}}, "e"},
		{"left from e is d", []ui.Input{{Right: true}, {Down2: true}, {Right: true}, {Left: true}}, "d"},
	}
	for _, tc := range tests {
		var n Nav
		for i := range tc.keys {
			in := tc.keys[i]
			n.Update(&in, ts)
			if in.Left || in.Right || in.Up || in.Down2 || in.Tab || in.ShiftTab {
				t.Errorf("%s: key %d not consumed", tc.name, i)
			}
		}
		f, ok := n.Focused()
		if !ok || f.Label != tc.want {
			t.Errorf("%s: focus %q (%v), want %q", tc.name, f.Label, ok, tc.want)
		}
	}
}

func TestNavTabCyclesInReadingOrder(t *testing.T) {
	ts := gridTargets()
	// Shuffle the list: the order comes from the positions.
	ts[0], ts[5], ts[6], ts[2] = ts[5], ts[0], ts[2], ts[6]
	var n Nav
	var got string
	for i := 0; i < 8; i++ {
		in := ui.Input{Tab: true}
		n.Update(&in, ts)
		f, _ := n.Focused()
		got += f.Label
	}
	if got != "abcdefga" {
		t.Errorf("Tab ×8 visited %q, want abcdefga", got)
	}
	in := ui.Input{ShiftTab: true}
	n.Update(&in, ts)
	if f, _ := n.Focused(); f.Label != "g" {
		t.Errorf("Shift+Tab from a went to %q, want g", f.Label)
	}
}

func TestNavEnterClicksTheFocus(t *testing.T) {
	ts := gridTargets()
	ts[4].Point = geom.Pt{X: 105, Y: 85} // e is partly covered: click its visible corner
	var n Nav
	in := ui.Input{Enter: true}
	n.Update(&in, ts)
	if in.Click || !in.Enter {
		t.Fatal("Enter without a focus must reach the board untouched")
	}
	for _, k := range []ui.Input{{Right: true}, {Down2: true}, {Right: true}} {
		n.Update(&k, ts)
	}
	in = ui.Input{Enter: true}
	n.Update(&in, ts)
	if !in.Click || !in.Down || in.Enter || in.Cursor.X != 105 || in.Cursor.Y != 85 {
		t.Fatalf("Enter on e gave click=%v down=%v enter=%v at %v, want a press at (105,85)", in.Click, in.Down, in.Enter, in.Cursor)
	}
	// The next frame releases the button there, wherever the mouse is.
	in = ui.Input{Cursor: image.Pt(600, 500), Down: true}
	n.Update(&in, ts)
	if in.Down || in.Click || in.Cursor != image.Pt(105, 85) {
		t.Fatalf("the frame after Enter: down=%v click=%v at %v, want a release at (105,85)", in.Down, in.Click, in.Cursor)
	}
}

func TestNavKeepsFocusWhenTargetsChange(t *testing.T) {
	ts := gridTargets()
	var n Nav
	for _, k := range []ui.Input{{Right: true}, {Right: true}} {
		n.Update(&k, ts) // b
	}
	// b goes away (its action was played); the focus moves to the nearest.
	rest := append(append([]Target{}, ts[:1]...), ts[2:]...)
	var in ui.Input
	if !n.Update(&in, rest) {
		t.Error("losing the focused target must redraw")
	}
	if f, ok := n.Focused(); !ok || (f.Label != "a" && f.Label != "c" && f.Label != "e") {
		t.Errorf("focus went to %q, want a neighbour of b", f.Label)
	}
	if n.Update(&in, nil); func() bool { _, ok := n.Focused(); return ok }() {
		t.Error("no targets (not the player's decision) must drop the focus")
	}
}
