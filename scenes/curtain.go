package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/scenes/ui"
)

// curtainScene is the hot-seat hand-off: an opaque screen that shows
// nothing of the board until the named player confirms.
type curtainScene struct {
	a    *App
	name string
	done func()
	ok   ui.Button
}

func newCurtain(a *App, name string, done func()) *curtainScene {
	return &curtainScene{a: a, name: name, done: done,
		ok: ui.Button{R: image.Rect(ScreenW/2-120, 470, ScreenW/2+120, 530), Size: 22}}
}

func (c *curtainScene) Name() string          { return "curtain" }
func (c *curtainScene) Opaque() bool          { return true }
func (c *curtainScene) Buttons() []*ui.Button { return []*ui.Button{&c.ok} }

func (c *curtainScene) Update(in *ui.Input) bool {
	c.ok.Text = c.a.Loc.T("common.ok", nil)
	in.TakeEsc() // Esc must not reach the game (its menu would show the board)
	clicked, ch := c.ok.Update(in)
	if clicked || in.Click || in.TakeEnter() {
		in.Block()
		c.a.Pop()
		if c.done != nil {
			c.done()
		}
		return true
	}
	return ch
}

func (c *curtainScene) Draw(dst *ebiten.Image) {
	k, l := c.a.Kit, c.a.Loc
	dst.Fill(ui.ColCurtain)
	data := map[string]any{"name": c.name}
	k.TextCentered(dst, l.T("curtain.pass", data), image.Rect(80, 220, ScreenW-80, 320), 44, true, ui.ColAccent)
	k.TextCentered(dst, l.T("curtain.hint", data), image.Rect(80, 340, ScreenW-80, 420), 22, false, ui.ColText)
	c.ok.Text = l.T("common.ok", nil)
	c.ok.Draw(dst, k)
}
