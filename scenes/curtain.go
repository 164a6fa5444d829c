package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/scenes/ui"
)

// curtainGuard is how many ticks (0.6 s at 60 a second) the curtain
// ignores every input after it appears, so a double click on the previous
// screen's "end turn" cannot also open it. Counted in ticks, not wall
// time, so scripted tests are deterministic.
const curtainGuard = 36

// curtainButton is where the curtain opens: low in the right-hand column,
// over the frame's log, where no board puts a button, so a click meant for
// the board that lands late cannot hit it.
var curtainButton = image.Rect(ScreenW-380, ScreenH-130, ScreenW-60, ScreenH-60)

// curtainScene is the hot-seat hand-off: an opaque screen that shows
// nothing of the board until the named player deliberately opens it: a
// press and a release on its button, both after the guard time, or Enter
// or Space pressed after it. Any other click does nothing.
type curtainScene struct {
	a     *App
	name  string
	done  func()
	ok    ui.Button
	age   int  // ticks since the curtain appeared
	armed bool // the button was pressed after the guard; a release opens
}

func newCurtain(a *App, name string, done func()) *curtainScene {
	return &curtainScene{a: a, name: name, done: done,
		ok: ui.Button{R: curtainButton, Size: 22, Disabled: true}}
}

func (c *curtainScene) Name() string          { return "curtain" }
func (c *curtainScene) Opaque() bool          { return true }
func (c *curtainScene) Buttons() []*ui.Button { return []*ui.Button{&c.ok} }

// Ready reports whether the guard time is over (scripts wait for it).
func (c *curtainScene) Ready() bool { return c.age >= curtainGuard }

func (c *curtainScene) Update(in *ui.Input) bool {
	c.ok.Text = c.a.Loc.T("curtain.open", map[string]any{"name": c.name})
	if !c.Ready() {
		c.age++
		in.Block() // nothing reaches the game either (Esc would show it)
		if c.Ready() {
			c.ok.Disabled = false
			return true
		}
		return false
	}
	in.TakeEsc()
	open := in.Enter || in.Space
	over := in.Cursor.In(c.ok.R)
	if in.Click && over {
		c.armed = true
	}
	if in.Drop {
		open = open || c.armed && over
		c.armed = false
	} else if !in.Down {
		c.armed = false
	}
	_, changed := c.ok.Update(&ui.Input{Cursor: in.Cursor}) // hover only
	in.Block()
	if open {
		c.a.Pop()
		if c.done != nil {
			c.done()
		}
		return true
	}
	return changed
}

func (c *curtainScene) Draw(dst *ebiten.Image) {
	k, l := c.a.Kit, c.a.Loc
	dst.Fill(ui.ColCurtain)
	data := map[string]any{"name": c.name}
	k.TextCentered(dst, l.T("curtain.pass", data), image.Rect(80, 220, ScreenW-80, 320), 44, true, ui.ColAccent)
	k.TextCentered(dst, l.T("curtain.hint", data), image.Rect(80, 340, ScreenW-80, 420), 22, false, ui.ColText)
	c.ok.Text = l.T("curtain.open", data)
	c.ok.Draw(dst, k)
}
