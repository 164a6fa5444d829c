package table

import (
	"image"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/render"
	"stolik/render/geom"
	"stolik/render/interact"
	"stolik/scenes/ui"
)

// Base is the plumbing every board shares; a board embeds it and adds only
// its layout, its pieces and the map from pieces to actions:
//
//   - Env, the drawing Kit and the board's Area (logical pixels);
//   - the frame's Pointer (ReadPointer, once per Update);
//   - Labels: texts laid out once, recorded for the legibility tests;
//   - Msg: the refusal or note shown over the board;
//   - Tip: the tooltip with a piece's full text (ShowTip, once per Update);
//   - Anim: the animator at the player's animation speed (0 = off);
//   - T and Tf: the localizer, plain strings cached.
type Base struct {
	Env  Env
	Kit  *render.Kit
	Area geom.Rect
	Ptr  interact.Pointer
	Text Labels
	Msg  Message
	Tip  *render.Tooltip
	Anim interact.Animator

	fixed map[string]string
}

// Init fills the base from env; tipWidth is the tooltip's wrap width. It
// reports false when no drawing kit can be made (the registry then falls
// back to the generic board).
func (b *Base) Init(env Env, tipWidth float64) bool {
	b.Env = env
	if env.Kit != nil {
		b.Kit = env.Kit.Render
	}
	if b.Kit == nil {
		k, err := render.NewKit()
		if err != nil {
			return false
		}
		b.Kit = k
	}
	b.Text.Kit = b.Kit
	b.Tip = b.Kit.NewTooltip(tipWidth)
	b.Anim.SetSpeed(env.AnimSpeed)
	return true
}

// SetArea records the board's area from the frame's rectangle; it reports
// whether it changed.
func (b *Base) SetArea(area image.Rectangle) bool {
	r := geom.Rect{X: float64(area.Min.X), Y: float64(area.Min.Y), W: float64(area.Dx()), H: float64(area.Dy())}
	if r == b.Area {
		return false
	}
	b.Area = r
	return true
}

// ReadPointer turns the frame's input into this frame's pointer (the press
// and release edges worked out from the last frame) and keeps it.
func (b *Base) ReadPointer(in *ui.Input) interact.Pointer {
	p := in.Pointer(b.Ptr)
	b.Ptr = p
	return p
}

// ShowTip shows s (the full text of what is under the pointer) near the
// pointer, or hides the tooltip when s is empty; it reports a redraw.
func (b *Base) ShowTip(s string) bool {
	if s == "" {
		return b.Tip.Hide()
	}
	return b.Tip.Show(s, geom.Pt{X: b.Ptr.X, Y: b.Ptr.Y}, b.Area)
}

// DrawTip paints the tooltip (last, above everything on the board).
func (b *Base) DrawTip(dst *ebiten.Image) { b.Tip.Draw(dst, b.Kit) }

// T is a fixed string, looked up once (the language does not change while
// a board lives).
func (b *Base) T(key string) string {
	if s, ok := b.fixed[key]; ok {
		return s
	}
	if b.fixed == nil {
		b.fixed = map[string]string{}
	}
	s := b.Env.Loc.T(key, nil)
	b.fixed[key] = s
	return s
}

// Tf is a string filled with data.
func (b *Base) Tf(key string, data map[string]any) string { return b.Env.Loc.T(key, data) }

// SeatName is seat i's name as the players set it ("#2" when unnamed).
func (b *Base) SeatName(i int) string {
	if i >= 0 && i < len(b.Env.Names) && b.Env.Names[i] != "" {
		return b.Env.Names[i]
	}
	return "#" + strconv.Itoa(i+1)
}

// SeatLook is seat i's colour and shape: the colour the players chose and
// the shape paired with it, so seats differ by shape as well.
func (b *Base) SeatLook(i int) (ui.PlayerColour, render.Shape) {
	c := i
	if i >= 0 && i < len(b.Env.Colours) {
		c = b.Env.Colours[i]
	}
	n := len(ui.PlayerColours)
	c = ((c % n) + n) % n
	return ui.PlayerColours[c], render.Shape(c % 6)
}

// Begin starts a board's Update: it reads the pointer and counts the
// message down. redraw is set when the message just hid.
func (b *Base) Begin(in *ui.Input) (p interact.Pointer, redraw bool) {
	p = b.ReadPointer(in)
	return p, b.Msg.Tick()
}

// Mirror keeps ui.Button copies of a board's own buttons, so scripts and
// tests (scenes.Click) press them by label the way a mouse would.
type Mirror struct{ bs []ui.Button }

// Reset forgets the buttons (before the board lays them out again).
func (m *Mirror) Reset() { m.bs = m.bs[:0] }

// Add records a button's rectangle and label.
func (m *Mirror) Add(r geom.Rect, text string) {
	m.bs = append(m.bs, ui.Button{Text: text, R: image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))})
}

// Buttons lists them (the frame's Clickable contract).
func (m *Mirror) Buttons() []*ui.Button {
	out := make([]*ui.Button, len(m.bs))
	for i := range m.bs {
		out[i] = &m.bs[i]
	}
	return out
}
