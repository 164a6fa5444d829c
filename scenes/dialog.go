package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/scenes/ui"
)

// dialogScene is a small modal over the screen below: a question, an
// optional text field, and two buttons. Esc or «Anuluj» closes it; the
// OK button (or Enter in the field) calls ok, which returns "" to close
// or a Polish reason to show and stay open.
type dialogScene struct {
	a      *App
	text   string
	field  *ui.TextField
	ok     ui.Button
	cancel ui.Button
	onOK   func(value string) string
	err    string
	focus  ui.Focus
}

var dialogPanel = image.Rect(ScreenW/2-360, 220, ScreenW/2+360, 500)

func newDialog(a *App, text, okLabel string, field *string, onOK func(string) string) *dialogScene {
	d := &dialogScene{a: a, text: text, onOK: onOK,
		ok:     ui.Button{R: image.Rect(dialogPanel.Max.X-260, dialogPanel.Max.Y-76, dialogPanel.Max.X-30, dialogPanel.Max.Y-24), Text: okLabel, Size: 20},
		cancel: ui.Button{R: image.Rect(dialogPanel.Min.X+30, dialogPanel.Max.Y-76, dialogPanel.Min.X+260, dialogPanel.Max.Y-24), Size: 20}}
	d.focus.Set(&d.cancel, &d.ok)
	if field != nil {
		d.field = &ui.TextField{R: image.Rect(dialogPanel.Min.X+30, dialogPanel.Min.Y+110, dialogPanel.Max.X-30, dialogPanel.Min.Y+156),
			Value: *field, MaxLen: 40}
		d.focus.Set(d.field, &d.cancel, &d.ok)
		d.focus.FocusOn(d.field)
	} else {
		// A destructive question starts on «Anuluj»: Enter does no harm.
		d.focus.FocusOn(&d.cancel)
	}
	return d
}

func (d *dialogScene) Name() string { return "dialog" }
func (d *dialogScene) Opaque() bool { return false }
func (d *dialogScene) Buttons() []*ui.Button {
	return []*ui.Button{&d.ok, &d.cancel}
}

// Field is the dialog's text field, nil if it has none (scripts).
func (d *dialogScene) Field() *ui.TextField { return d.field }

func (d *dialogScene) Update(in *ui.Input) bool {
	d.cancel.Text = d.a.Loc.T("common.cancel", nil)
	if in.TakeEsc() {
		d.a.Pop()
		return true
	}
	if d.field != nil && d.field.Active && in.Enter {
		in.Enter = false
		d.confirm()
		in.Block()
		return true
	}
	if d.field != nil {
		d.focus.Set(d.field, &d.cancel, &d.ok)
	} else {
		d.focus.Set(&d.cancel, &d.ok)
	}
	changed := d.focus.Update(in)
	if d.field != nil {
		changed = d.field.Update(in) || changed
	}
	if c, ch := d.cancel.Update(in); c {
		d.a.Pop()
		in.Block()
		return true
	} else if ch {
		changed = true
	}
	if c, ch := d.ok.Update(in); c {
		d.confirm()
		in.Block()
		return true
	} else if ch {
		changed = true
	}
	in.Block()
	return changed
}

func (d *dialogScene) confirm() {
	v := ""
	if d.field != nil {
		v = d.field.Value
	}
	if msg := d.onOK(v); msg != "" {
		d.err = msg
		return
	}
	d.a.Pop()
}

func (d *dialogScene) Draw(dst *ebiten.Image) {
	k := d.a.Kit
	k.Fill(dst, image.Rect(0, 0, ScreenW, ScreenH), ui.ColShade)
	ui.Panel(dst, k, dialogPanel)
	k.Stroke(dst, dialogPanel, 2, ui.ColAccent)
	k.Text(dst, d.text, dialogPanel.Min.X+30, dialogPanel.Min.Y+28, 22, false, dialogPanel.Dx()-60, ui.ColText)
	if d.field != nil {
		d.field.Draw(dst, k)
	}
	if d.err != "" {
		k.Text(dst, d.err, dialogPanel.Min.X+30, dialogPanel.Min.Y+164, 16, false, dialogPanel.Dx()-60, ui.ColAccent)
	}
	d.ok.Draw(dst, k)
	d.cancel.Draw(dst, k)
}
