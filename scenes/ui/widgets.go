package ui

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Button is a clickable rectangle with a label. It is a value the scene
// keeps and lays out once; Draw allocates nothing.
type Button struct {
	R        image.Rectangle
	Text     string
	Sub      string // optional second line, smaller
	Size     int
	Disabled bool
	Selected bool
	// Focused draws the keyboard focus ring (set by Focus).
	Focused bool
	// Hidden buttons are neither drawn nor clickable nor focusable (a
	// control that does not apply, like a human seat's bot level).
	Hidden bool
	hover  bool
	keyed  bool // Enter or Space pressed on it, reported by the next Update
}

// FocusRect, CanFocus, SetFocus and KeyActivate make a button Focusable.
func (b *Button) FocusRect() image.Rectangle { return b.R }
func (b *Button) CanFocus() bool             { return !b.Disabled && !b.Hidden && !b.R.Empty() }
func (b *Button) SetFocus(on bool)           { b.Focused = on }
func (b *Button) KeyActivate()               { b.keyed = true }

// Update reports a click on an enabled button and tracks hover; it returns
// changed when the hover state flipped (the frame must be redrawn).
func (b *Button) Update(in *Input) (clicked, changed bool) {
	if b.Hidden {
		b.keyed, b.hover = false, false
		return false, false
	}
	if b.keyed {
		b.keyed = false
		if !b.Disabled {
			return true, true
		}
	}
	h := in.Cursor.In(b.R)
	if h != b.hover {
		b.hover = h
		changed = true
	}
	if b.Disabled {
		if in.Click && h {
			in.Click = false
		}
		return false, changed
	}
	if in.ClickIn(b.R) {
		return true, true
	}
	return false, changed
}

// Draw paints the button.
func (b *Button) Draw(dst *ebiten.Image, k *Kit) {
	if b.Hidden {
		return
	}
	if b.Focused {
		FocusRing(dst, k, b.R)
	}
	bg, fg := color.Color(ColPanel), color.Color(ColText)
	switch {
	case b.Disabled:
		bg, fg = ColPanel, ColDisabled
	case b.Selected:
		bg, fg = ColAccent, ColInk
	case b.hover || b.Focused:
		bg = ColPanelHi
	}
	k.Fill(dst, b.R, bg)
	border := color.Color(ColMuted)
	if b.Focused || (b.hover && !b.Disabled) {
		border = ColAccent
	}
	k.Stroke(dst, b.R, 2, border)
	size := b.Size
	if size == 0 {
		size = 20
	}
	if b.Sub == "" {
		k.TextCentered(dst, b.Text, b.R.Inset(6), size, false, fg)
		return
	}
	top := image.Rect(b.R.Min.X+6, b.R.Min.Y+4, b.R.Max.X-6, b.R.Min.Y+b.R.Dy()*3/5)
	bot := image.Rect(b.R.Min.X+6, top.Max.Y, b.R.Max.X-6, b.R.Max.Y-4)
	k.TextCentered(dst, b.Text, top, size, true, fg)
	subCol := color.Color(ColMuted)
	if b.Selected {
		subCol = ColInk
	}
	k.TextCentered(dst, b.Sub, bot, size*3/4, false, subCol)
}

// FocusRing draws the keyboard focus ring around r: a bright frame just
// outside the widget, so it reads apart from hover and selection.
func FocusRing(dst *ebiten.Image, k *Kit, r image.Rectangle) {
	k.Stroke(dst, r.Inset(-5), 3, ColFocus)
}

// Panel draws a framed area.
func Panel(dst *ebiten.Image, k *Kit, r image.Rectangle) {
	k.Fill(dst, r, ColPanel)
	k.Stroke(dst, r, 1, ColMuted)
}

// Toast is a short message shown over the bottom of the screen.
type Toast struct {
	Text   string
	Error  bool
	frames int
}

// Show starts a toast for about three seconds at 60 ticks per second.
func (t *Toast) Show(s string, isErr bool) {
	t.Text, t.Error, t.frames = s, isErr, 180
}

// Tick counts the toast down; it returns true when it just disappeared.
func (t *Toast) Tick() bool {
	if t.frames <= 0 {
		return false
	}
	t.frames--
	if t.frames == 0 {
		t.Text = ""
		return true
	}
	return false
}

// Visible reports whether the toast shows.
func (t *Toast) Visible() bool { return t.frames > 0 && t.Text != "" }

// Draw paints the toast centred near the bottom of area.
func (t *Toast) Draw(dst *ebiten.Image, k *Kit, area image.Rectangle) {
	if !t.Visible() {
		return
	}
	w := min(760, area.Dx()-40)
	sz := k.Measure(t.Text, 20, false, w-32)
	r := image.Rect(area.Min.X+(area.Dx()-w)/2, area.Max.Y-sz.Y-60, area.Min.X+(area.Dx()+w)/2, area.Max.Y-36)
	bg := color.Color(ColInk)
	if t.Error {
		bg = ColError
	}
	k.Fill(dst, r, bg)
	k.Stroke(dst, r, 2, ColAccent)
	k.Text(dst, t.Text, r.Min.X+16, r.Min.Y+12, 20, false, w-32, ColText)
}

// TextField is a one-line editable text (names, seeds, search).
type TextField struct {
	R       image.Rectangle
	Value   string
	Active  bool
	Digits  bool
	MaxLen  int
	Focused bool
}

// FocusRect, CanFocus, SetFocus and KeyActivate make a field Focusable:
// reaching it with the keyboard starts typing, leaving it ends it, and
// Enter switches typing on and off.
func (f *TextField) FocusRect() image.Rectangle { return f.R }
func (f *TextField) CanFocus() bool             { return !f.R.Empty() }
func (f *TextField) SetFocus(on bool)           { f.Focused, f.Active = on, on }
func (f *TextField) KeyActivate()               { f.Active = !f.Active }

// Update edits the field from typed characters; it returns changed.
func (f *TextField) Update(in *Input) (changed bool) {
	if in.Click {
		was := f.Active
		f.Active = in.Cursor.In(f.R)
		if f.Active {
			in.Click = false
		}
		changed = was != f.Active
	}
	if !f.Active {
		return changed
	}
	r := []rune(f.Value)
	for _, c := range in.Chars {
		if f.Digits && (c < '0' || c > '9') {
			continue
		}
		if c < ' ' {
			continue
		}
		if f.MaxLen == 0 || len(r) < f.MaxLen {
			r = append(r, c)
			changed = true
		}
	}
	in.Chars = in.Chars[:0]
	if in.Backspace && len(r) > 0 {
		r = r[:len(r)-1]
		changed = true
		in.Backspace = false
	}
	if in.Enter {
		f.Active = false
		in.Enter = false
		changed = true
	}
	f.Value = string(r)
	return changed
}

// Draw paints the field.
func (f *TextField) Draw(dst *ebiten.Image, k *Kit) {
	if f.Focused {
		FocusRing(dst, k, f.R)
	}
	k.Fill(dst, f.R, ColPaper)
	border := color.Color(ColMuted)
	if f.Active {
		border = ColAccent
	}
	k.Stroke(dst, f.R, 2, border)
	s := f.Value
	if f.Active {
		s += "|"
	}
	k.Text(dst, s, f.R.Min.X+8, f.R.Min.Y+(f.R.Dy()-LineHeight(18))/2, 18, false, 0, ColInk)
}
