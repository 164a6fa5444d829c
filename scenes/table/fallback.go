package table

import (
	"image"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/rules/engine"
	"stolik/scenes/ui"
)

// Fallback is the generic board: the legal actions as a paged list of
// buttons worded by the title's Describe. Tab moves the focus through
// them, Enter plays the focused one.
type Fallback struct {
	env     Env
	area    image.Rectangle
	legal   []engine.Action
	texts   []string
	buttons []ui.Button
	prev    ui.Button
	next    ui.Button
	page    int
	perPage int
	focus   int
	hints   bool
	last    []engine.Action
	lastTxt []string
}

// NewFallback builds the generic board.
func NewFallback(env Env) Board {
	return &Fallback{env: env, focus: -1, hints: true}
}

func (f *Fallback) Layout(area image.Rectangle) {
	f.area = area
	rows := (area.Dy() - 150) / 52
	f.perPage = max(1, rows)
	f.buttons = make([]ui.Button, f.perPage)
	for i := range f.buttons {
		y := area.Min.Y + 90 + i*52
		f.buttons[i].R = image.Rect(area.Min.X+30, y, area.Max.X-30, y+44)
		f.buttons[i].Size = 18
	}
	y := area.Max.Y - 52
	f.prev = ui.Button{R: image.Rect(area.Min.X+30, y, area.Min.X+90, y+40), Text: "‹"}
	f.next = ui.Button{R: image.Rect(area.Max.X-90, y, area.Max.X-30, y+40), Text: "›"}
}

func (f *Fallback) sync(view engine.Game, legal []engine.Action) bool {
	if slices.Equal(f.legal, legal) && (len(legal) > 0 || f.legal != nil) == (legal != nil) {
		return false
	}
	f.legal = append(f.legal[:0], legal...)
	if legal == nil {
		f.legal = nil
	}
	f.texts = f.texts[:0]
	for _, a := range legal {
		f.texts = append(f.texts, Describe(f.env, view, a))
	}
	f.page, f.focus = 0, -1
	return true
}

func (f *Fallback) pages() int {
	return max(1, (len(f.legal)+f.perPage-1)/f.perPage)
}

func (f *Fallback) Update(in *ui.Input, view engine.Game, seat engine.Seat, legal []engine.Action) Outcome {
	var out Outcome
	out.Redraw = f.sync(view, legal)
	if len(f.legal) == 0 {
		return out
	}
	if in.Tab || in.ShiftTab {
		d := 1
		if in.ShiftTab {
			d = -1
		}
		f.focus = (f.focus + d + len(f.legal)) % len(f.legal)
		f.page = f.focus / f.perPage
		in.Tab, in.ShiftTab = false, false
		out.Redraw = true
	}
	if f.focus >= 0 && in.TakeEnter() {
		return Outcome{Action: f.legal[f.focus], Chosen: true, Redraw: true}
	}
	if f.pages() > 1 {
		if c, ch := f.prev.Update(in); c || ch {
			out.Redraw = true
			if c && f.page > 0 {
				f.page--
			}
		}
		if c, ch := f.next.Update(in); c || ch {
			out.Redraw = true
			if c && f.page < f.pages()-1 {
				f.page++
			}
		}
	}
	for i := range f.buttons {
		idx := f.page*f.perPage + i
		if idx >= len(f.legal) {
			break
		}
		c, ch := f.buttons[i].Update(in)
		out.Redraw = out.Redraw || ch
		if c {
			return Outcome{Action: f.legal[idx], Chosen: true, Redraw: true}
		}
	}
	return out
}

func (f *Fallback) Draw(dst *ebiten.Image, view engine.Game, seat engine.Seat) {
	k, l := f.env.Kit, f.env.Loc
	ui.Panel(dst, k, f.area)
	x := f.area.Min.X + 30
	y := f.area.Min.Y + 20
	if len(f.lastTxt) > 0 {
		k.Text(dst, f.lastTxt[len(f.lastTxt)-1], x, y, 18, false, f.area.Dx()-60, ui.ColAccent)
	}
	if f.legal == nil {
		return
	}
	k.Text(dst, l.Plural("game.moves", len(f.legal), nil), x, y+34, 20, true, 0, ui.ColText)
	for i := range f.buttons {
		idx := f.page*f.perPage + i
		if idx >= len(f.legal) {
			break
		}
		b := &f.buttons[i]
		b.Text = f.texts[idx]
		b.Focused = idx == f.focus
		b.Selected = f.hints && engine.Contains(f.last, f.legal[idx])
		b.Draw(dst, k)
	}
	if f.pages() > 1 {
		f.prev.Draw(dst, k)
		f.next.Draw(dst, k)
		r := image.Rect(f.prev.R.Max.X, f.prev.R.Min.Y, f.next.R.Min.X, f.next.R.Max.Y)
		k.TextCentered(dst, l.Plural("game.page", f.pages(), map[string]any{"page": f.page + 1}), r, 18, false, ui.ColMuted)
	}
}

// Buttons lists the action buttons on the current page with their texts,
// so scripts can press them like a mouse would.
func (f *Fallback) Buttons() []*ui.Button {
	var out []*ui.Button
	for i := range f.buttons {
		idx := f.page*f.perPage + i
		if idx >= len(f.legal) {
			break
		}
		f.buttons[i].Text = f.texts[idx]
		out = append(out, &f.buttons[i])
	}
	return out
}

func (f *Fallback) Prompt(view engine.Game, seat engine.Seat) string { return "" }

func (f *Fallback) ShowHints(on bool) { f.hints = on }

func (f *Fallback) Highlight(moves []engine.Action) {
	f.last = append(f.last[:0], moves...)
}

// SetLastText lets the frame show the worded last bot move above the list
// (the fallback cannot draw it on a board).
func (f *Fallback) SetLastText(s []string) { f.lastTxt = s }

func (f *Fallback) Refused(a engine.Action, err error) {}
