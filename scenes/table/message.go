package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/render"
	"stolik/render/geom"
)

// Message is the board's one line of feedback: a refusal in Polish (why a
// drop or click went nowhere, drawn in the warning colour) or a neutral
// note (what to do next). It fades after a time, or stays until replaced.
type Message struct {
	Text string
	Err  bool
	// TTL counts frames down to hiding; 0 keeps the message until it is
	// replaced or cleared.
	TTL int
}

// Frames a refusal and a note stay up at 60 ticks a second.
const (
	SayFrames  = 240
	NoteFrames = 600
)

// Say shows a refusal for a few seconds.
func (m *Message) Say(s string) { *m = Message{Text: s, Err: true, TTL: SayFrames} }

// Note shows a neutral message for frames ticks (0: until replaced).
func (m *Message) Note(s string, frames int) { *m = Message{Text: s, TTL: frames} }

// Clear hides the message.
func (m *Message) Clear() { *m = Message{} }

// Tick counts the message down; it reports a redraw when it just hid.
func (m *Message) Tick() bool {
	if m.TTL <= 0 {
		return false
	}
	m.TTL--
	if m.TTL == 0 {
		m.Text = ""
		return true
	}
	return false
}

// Visible reports whether there is a message to show.
func (m *Message) Visible() bool { return m.Text != "" }

// Colours of the feedback box.
var (
	ColRefusal = color.RGBA{0x8a, 0x2e, 0x26, 0xf0}
)

// Draw paints the message as a box across the bottom of anchor (the part
// of the board the player looks at).
func (m *Message) Draw(dst *ebiten.Image, l *Labels, anchor geom.Rect) {
	if !m.Visible() {
		return
	}
	k := l.Kit
	p := k.Painter
	lbl := l.Label(m.Text, render.SizeBody, false, anchor.W-60, 3, geom.AlignStart)
	_, h := lbl.Size()
	box := geom.Rect{X: anchor.X + 20, Y: anchor.Y + anchor.H - h - 28, W: anchor.W - 40, H: h + 16}
	bg := ColRefusal
	if !m.Err {
		bg = k.Pal.Button
	}
	if dst != nil {
		p.RoundRect(box, 6, bg)
		p.StrokeRoundRect(box, 6, 2, k.Pal.Accent)
		p.Flush(dst)
	}
	l.Draw(dst, lbl, box.X+10, box.Y+8, k.Pal.InkLight)
}
