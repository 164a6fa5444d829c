package ui

import (
	"image"
	"stolik/render/interact"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is one frame's intents, read once per frame so every layer sees the
// same snapshot. A layer that handles a click or key takes it, and layers
// below see nothing (modal blocking).
type Input struct {
	Cursor image.Point
	Moved  bool
	// Click is a left press this frame at Cursor.
	Click bool
	// Down is the left button held; DragFrom is where it went down.
	Down     bool
	DragFrom image.Point
	// Drop is a left release this frame: the end of a click or of a drag
	// (a hot-seat curtain opens only on a press and a release on its
	// button).
	Drop  bool
	Wheel float64
	// RightClick is a right press this frame (the large card view).
	RightClick bool

	Esc, Undo, Fullscreen, Enter, Space, Tab, ShiftTab, Backspace bool
	Up, Down2, Left, Right, PageUp, PageDown                      bool
	Chars                                                         []rune

	// Synthetic is set when a script (tests, shot) produced this frame's
	// input instead of the devices.
	Synthetic bool
}

// Read fills the snapshot from the devices, reusing the Chars buffer.
func (in *Input) Read() {
	x, y := ebiten.CursorPosition()
	p := image.Pt(x, y)
	prev := in.Cursor
	chars := in.Chars[:0]
	*in = Input{Chars: chars}
	in.Moved = p != prev
	in.Cursor = p
	in.Click = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	in.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	in.Drop = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	in.RightClick = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight)
	_, in.Wheel = ebiten.Wheel()
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl)
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	k := inpututil.IsKeyJustPressed
	in.Esc = k(ebiten.KeyEscape)
	in.Undo = ctrl && k(ebiten.KeyZ)
	in.Fullscreen = k(ebiten.KeyF11)
	in.Enter = k(ebiten.KeyEnter) || k(ebiten.KeyNumpadEnter)
	in.Space = k(ebiten.KeySpace)
	in.Tab = k(ebiten.KeyTab) && !shift
	in.ShiftTab = k(ebiten.KeyTab) && shift
	in.Backspace = k(ebiten.KeyBackspace)
	in.Up, in.Down2 = k(ebiten.KeyArrowUp), k(ebiten.KeyArrowDown)
	in.Left, in.Right = k(ebiten.KeyArrowLeft), k(ebiten.KeyArrowRight)
	in.PageUp, in.PageDown = k(ebiten.KeyPageUp), k(ebiten.KeyPageDown)
	if !ctrl {
		in.Chars = ebiten.AppendInputChars(in.Chars)
	}
}

// Any reports whether anything happened that could change the picture.
func (in *Input) Any() bool {
	return in.Moved || in.Click || in.RightClick || in.Drop || in.Wheel != 0 || in.Esc || in.Undo || in.Fullscreen ||
		in.Enter || in.Space || in.Tab || in.ShiftTab || in.Backspace || in.Up || in.Down2 || in.Left ||
		in.Right || in.PageUp || in.PageDown || len(in.Chars) > 0
}

// ClickIn takes the click if it landed in r.
func (in *Input) ClickIn(r image.Rectangle) bool {
	if in.Click && in.Cursor.In(r) {
		in.Click = false
		return true
	}
	return false
}

// TakeEsc, TakeEnter and friends consume a key so lower layers do not act
// on it too.
func (in *Input) TakeEsc() bool   { v := in.Esc; in.Esc = false; return v }
func (in *Input) TakeEnter() bool { v := in.Enter; in.Enter = false; return v }
func (in *Input) TakeUndo() bool  { v := in.Undo; in.Undo = false; return v }

// Block consumes everything: a modal layer calls it after its own handling.
func (in *Input) Block() {
	cur := in.Cursor
	chars := in.Chars[:0]
	*in = Input{Cursor: cur, Chars: chars, Synthetic: in.Synthetic}
}

// Pointer is this frame's mouse as render's pointer (what boards' widgets
// and drag-and-drop read), the release worked out from the previous frame.
func (in *Input) Pointer(prev interact.Pointer) interact.Pointer {
	return interact.Pointer{X: float64(in.Cursor.X), Y: float64(in.Cursor.Y), Down: in.Down,
		Pressed: in.Click, Released: prev.Down && !in.Down}
}
