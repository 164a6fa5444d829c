package ui

import (
	"image"
	"testing"
)

// menuLike is the main menu's shape: a column of three titles on the left
// (the middle one disabled), two buttons on the right.
func menuLike() (*Focus, []*Button) {
	bs := []*Button{
		{R: image.Rect(80, 160, 700, 240)},
		{R: image.Rect(80, 250, 700, 330), Disabled: true},
		{R: image.Rect(80, 340, 700, 420)},
		{R: image.Rect(820, 160, 1180, 230)},
		{R: image.Rect(820, 250, 1180, 310)},
	}
	f := &Focus{}
	for _, b := range bs {
		f.Add(b)
	}
	return f, bs
}

func focused(bs []*Button) int {
	n := -1
	for i, b := range bs {
		if b.Focused {
			if n >= 0 {
				return -2 // two rings
			}
			n = i
		}
	}
	return n
}

func TestFocusKeys(t *testing.T) {
	tests := []struct {
		name string
		keys []Input
		want int // focused button, -1 none
	}{
		{"nothing before a key", nil, -1},
		{"first Tab shows the first", []Input{{Tab: true}}, 0},
		{"Tab skips the disabled", []Input{{Tab: true}, {Tab: true}}, 2},
		{"Tab wraps", []Input{{Tab: true}, {Tab: true}, {Tab: true}, {Tab: true}, {Tab: true}}, 0},
		{"Shift+Tab wraps backwards", []Input{{Tab: true}, {ShiftTab: true}}, 4},
		{"Down goes down the column, past the disabled", []Input{{Tab: true}, {Down2: true}}, 2},
		{"Right crosses to the other column in line", []Input{{Tab: true}, {Right: true}}, 3},
		{"Right from the bottom of the column", []Input{{Tab: true}, {Down2: true}, {Right: true}}, 4},
		{"Left comes back", []Input{{Tab: true}, {Right: true}, {Left: true}}, 0},
		{"Up at the top stays", []Input{{Tab: true}, {Up: true}}, 0},
		{"a click hides the ring", []Input{{Tab: true}, {Click: true, Cursor: image.Pt(900, 200)}}, -1},
		{"Tab after a click goes on from the clicked", []Input{{Click: true, Cursor: image.Pt(900, 200)}, {Tab: true}, {Tab: true}}, 4},
	}
	for _, tc := range tests {
		f, bs := menuLike()
		for _, in := range tc.keys {
			f.Update(&in)
		}
		if got := focused(bs); got != tc.want {
			t.Errorf("%s: focused %d, want %d", tc.name, got, tc.want)
		}
	}
}

func TestFocusEnterPressesTheFocusedButton(t *testing.T) {
	f, bs := menuLike()
	in := Input{Tab: true}
	f.Update(&in)
	in = Input{Enter: true}
	f.Update(&in)
	if in.Enter {
		t.Error("Enter on a focused button was not taken")
	}
	for i, b := range bs {
		in := Input{Cursor: image.Pt(-1, -1)}
		c, _ := b.Update(&in)
		if c != (i == 0) {
			t.Errorf("button %d clicked=%v", i, c)
		}
	}
	// Without a visible ring Enter stays for the scene's default action.
	f, _ = menuLike()
	in = Input{Enter: true}
	f.Update(&in)
	if !in.Enter {
		t.Error("Enter taken with no focus shown")
	}
	// Space presses too and is not typed anywhere.
	f, bs = menuLike()
	in = Input{Tab: true}
	f.Update(&in)
	in = Input{Space: true, Chars: []rune{' '}}
	f.Update(&in)
	if len(in.Chars) != 0 {
		t.Error("the space was left to be typed")
	}
	if c, _ := bs[0].Update(&Input{}); !c {
		t.Error("Space did not press the focused button")
	}
}

func TestFocusTextField(t *testing.T) {
	name := &TextField{R: image.Rect(0, 0, 100, 30)}
	ok := &Button{R: image.Rect(0, 50, 100, 80)}
	f := &Focus{}
	f.Set(name, ok)
	in := Input{Tab: true}
	f.Update(&in)
	if !name.Active || !name.Focused {
		t.Fatal("reaching a field does not start typing")
	}
	in = Input{Chars: []rune("Ala ma"), Space: true}
	f.Update(&in)
	name.Update(&in)
	if name.Value != "Ala ma" {
		t.Fatalf("typed %q", name.Value)
	}
	// Arrows sideways stay in the field; Enter ends typing and moves on.
	in = Input{Right: true}
	f.Update(&in)
	if !in.Right || !name.Focused {
		t.Error("a sideways arrow left the field being typed in")
	}
	in = Input{Enter: true}
	f.Update(&in)
	if name.Active || name.Focused || !ok.Focused {
		t.Errorf("Enter in the field: active %v, focus on field %v, on button %v", name.Active, name.Focused, ok.Focused)
	}
}

func TestHiddenButton(t *testing.T) {
	b := Button{R: image.Rect(0, 0, 10, 10), Hidden: true}
	in := Input{Cursor: image.Pt(5, 5), Click: true}
	if c, _ := b.Update(&in); c || !in.Click {
		t.Error("a hidden button took a click")
	}
	if b.CanFocus() {
		t.Error("a hidden button can take focus")
	}
}
