package scenes

import (
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/scenes/ui"
)

// pauseScene is the in-game menu: a modal over the frame.
type pauseScene struct {
	a     *App
	g     *gameScene
	btns  []ui.Button
	focus ui.Focus
}

func newPause(a *App, g *gameScene) *pauseScene {
	p := &pauseScene{a: a, g: g, btns: make([]ui.Button, 5)}
	for i := range p.btns {
		y := 250 + i*68
		p.btns[i] = ui.Button{R: image.Rect(ScreenW/2-200, y, ScreenW/2+200, y+56), Size: 22}
	}
	return p
}

func (p *pauseScene) Name() string { return "pause" }
func (p *pauseScene) Opaque() bool { return false }
func (p *pauseScene) Buttons() []*ui.Button {
	return []*ui.Button{&p.btns[0], &p.btns[1], &p.btns[2], &p.btns[3], &p.btns[4]}
}

func (p *pauseScene) labels() {
	quit := "pause.quit"
	if !p.a.AutosaveWorks() {
		// Never promise «partia zapisana» when the autosave is failing.
		quit = "pause.quit_unsaved"
	}
	for i, k := range []string{"pause.resume", "pause.save", "menu.rules", "menu.settings", quit} {
		p.btns[i].Text = p.a.Loc.T(k, nil)
	}
}

func (p *pauseScene) Update(in *ui.Input) bool {
	p.labels()
	if in.TakeEsc() {
		p.a.Pop()
		return true
	}
	p.focus.Set()
	for i := range p.btns {
		p.focus.Add(&p.btns[i])
	}
	changed := p.focus.Update(in)
	for i := range p.btns {
		c, ch := p.btns[i].Update(in)
		changed = changed || ch
		if !c {
			continue
		}
		switch i {
		case 0:
			p.a.Pop()
		case 1:
			p.a.Pop()
			p.g.saveAs(time.Now())
		case 2:
			p.a.Push(newRules(p.a, p.g.title.ID))
		case 3:
			p.a.Push(newSettings(p.a))
		case 4:
			if p.g.job != nil {
				p.g.job.cancel()
				p.g.job = nil
			}
			p.a.Reset(newMenu(p.a))
		}
		return true
	}
	in.Block()
	return changed
}

func (p *pauseScene) Draw(dst *ebiten.Image) {
	k := p.a.Kit
	p.labels()
	k.Fill(dst, image.Rect(0, 0, ScreenW, ScreenH), ui.ColShade)
	panel := image.Rect(ScreenW/2-240, 160, ScreenW/2+240, 620)
	ui.Panel(dst, k, panel)
	k.TextCentered(dst, p.a.Loc.T("pause.title", nil), image.Rect(panel.Min.X, 176, panel.Max.X, 230), 30, true, ui.ColAccent)
	for i := range p.btns {
		p.btns[i].Draw(dst, k)
	}
	if !p.a.AutosaveWorks() {
		k.TextCentered(dst, p.a.Loc.T("pause.autosave_off", nil), image.Rect(panel.Min.X, 584, panel.Max.X, 616), 16, true, ui.ColAccent)
	}
}
