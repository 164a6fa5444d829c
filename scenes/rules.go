package scenes

import (
	"image"
	"io/fs"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/rules/engine"
	"stolik/scenes/ui"
)

var rulesBody = image.Rect(40, 150, 1240, 620)

type rulesLine struct {
	text    string
	heading bool
}

// rulesScene shows assets/rules/<title>.md, scrollable and searchable.
type rulesScene struct {
	a       *App
	ids     []string
	tabs    []ui.Button
	cur     int
	lines   []rulesLine
	top     int
	search  ui.TextField
	query   string
	matches []int
	match   int
	back    ui.Button
	up      ui.Button
	down    ui.Button
	focus   ui.Focus
}

const rulesSize = 18

func newRules(a *App, id string) *rulesScene {
	r := &rulesScene{a: a}
	for _, c := range canonical {
		r.ids = append(r.ids, c.id)
	}
	r.tabs = make([]ui.Button, len(r.ids))
	w := 1200 / len(r.ids)
	for i := range r.tabs {
		r.tabs[i] = ui.Button{R: image.Rect(40+i*w, 24, 40+(i+1)*w-8, 76), Size: 16}
		if r.ids[i] == id {
			r.cur = i
		}
	}
	r.search = ui.TextField{R: image.Rect(180, 90, 600, 134), MaxLen: 40}
	r.back = ui.Button{R: image.Rect(40, 640, 260, 700), Size: 22}
	r.up = ui.Button{R: image.Rect(1100, 640, 1164, 700), Text: "▲", Size: 22}
	r.down = ui.Button{R: image.Rect(1176, 640, 1240, 700), Text: "▼", Size: 22}
	r.load()
	return r
}

func (r *rulesScene) Name() string { return "rules" }
func (r *rulesScene) Opaque() bool { return true }
func (r *rulesScene) Buttons() []*ui.Button {
	out := []*ui.Button{&r.back, &r.up, &r.down}
	for i := range r.tabs {
		out = append(out, &r.tabs[i])
	}
	return out
}

// load reads and wraps the current title's rules once (not per frame).
func (r *rulesScene) load() {
	r.lines, r.top = r.lines[:0], 0
	var src string
	if r.a.cfg.Rules != nil {
		if b, err := fs.ReadFile(r.a.cfg.Rules, "rules/"+r.ids[r.cur]+".md"); err == nil {
			src = string(b)
		}
	}
	if strings.TrimSpace(src) == "" {
		src = r.a.Loc.T("rules.missing", nil)
	}
	face := r.a.Kit.Face(rulesSize, false)
	bold := r.a.Kit.Face(rulesSize+4, true)
	for _, para := range strings.Split(src, "\n") {
		heading := strings.HasPrefix(para, "#")
		t := strings.TrimSpace(strings.TrimLeft(para, "#"))
		t = strings.ReplaceAll(strings.ReplaceAll(t, "**", ""), "__", "")
		if strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "* ") {
			t = "• " + t[2:]
		}
		f := face
		if heading {
			f = bold
		}
		for _, ln := range r.a.Kit.Wrap(t, f, float64(rulesBody.Dx()-20)) {
			r.lines = append(r.lines, rulesLine{text: ln, heading: heading})
		}
	}
	r.find()
}

func (r *rulesScene) find() {
	r.matches, r.match = r.matches[:0], 0
	q := strings.ToLower(strings.TrimSpace(r.query))
	if q == "" {
		return
	}
	for i, ln := range r.lines {
		if strings.Contains(strings.ToLower(ln.text), q) {
			r.matches = append(r.matches, i)
		}
	}
	if len(r.matches) > 0 {
		r.top = r.matches[0]
	}
}

func (r *rulesScene) visible() int { return rulesBody.Dy() / ui.LineHeight(rulesSize) }

func (r *rulesScene) scroll(d int) {
	r.top = min(max(0, r.top+d), max(0, len(r.lines)-r.visible()))
}

func (r *rulesScene) Update(in *ui.Input) bool {
	l := r.a.Loc
	for i, id := range r.ids {
		r.tabs[i].Text = r.a.TitleName(r.titleFor(id))
		r.tabs[i].Selected = i == r.cur
	}
	r.back.Text = l.T("common.back", nil)
	changed := false
	// Keyboard: Tab walks the tabs, the search, the scroll buttons and
	// Wstecz; the arrows scroll the text.
	r.focus.NoArrows = true
	r.focus.Set()
	for i := range r.tabs {
		r.focus.Add(&r.tabs[i])
	}
	r.focus.Add(&r.search, &r.up, &r.down, &r.back)
	// Enter while typing a search jumps to the next match (and keeps
	// the typing on), before the focus would move on with it.
	enter := in.Enter && r.search.Active
	if enter {
		in.Enter = false
	}
	changed = r.focus.Update(in)
	if in.TakeEsc() {
		r.a.Pop()
		return true
	}
	for i := range r.tabs {
		c, ch := r.tabs[i].Update(in)
		changed = changed || ch
		if c && i != r.cur {
			r.cur = i
			r.load()
			return true
		}
	}
	if r.search.Update(in) {
		changed = true
		if r.search.Value != r.query {
			r.query = r.search.Value
			r.find()
		}
	}
	if enter && len(r.matches) > 0 {
		r.match = (r.match + 1) % len(r.matches)
		r.top = r.matches[r.match]
	}
	if c, ch := r.up.Update(in); c {
		r.scroll(-r.visible() + 2)
		changed = true
	} else if ch {
		changed = true
	}
	if c, ch := r.down.Update(in); c {
		r.scroll(r.visible() - 2)
		changed = true
	} else if ch {
		changed = true
	}
	if d := scrollLines(in, r.visible()); d != 0 {
		r.scroll(d)
		changed = true
	}
	if c, ch := r.back.Update(in); c {
		r.a.Pop()
		return true
	} else if ch {
		changed = true
	}
	return changed
}

// scrollLines is how many lines a text view scrolls this frame: the wheel
// by three, the arrows by one, Page Up and Down by a page less two.
func scrollLines(in *ui.Input, page int) int {
	switch {
	case in.Wheel != 0:
		return -int(in.Wheel * 3)
	case in.Up:
		return -1
	case in.Down2:
		return 1
	case in.PageUp:
		return -page + 2
	case in.PageDown:
		return page - 2
	}
	return 0
}

func (r *rulesScene) titleFor(id string) *engine.Title {
	if t := r.a.FindTitle(id); t != nil {
		return t
	}
	return &engine.Title{ID: id, Name: "title." + id}
}

func (r *rulesScene) Draw(dst *ebiten.Image) {
	k, l := r.a.Kit, r.a.Loc
	dst.Fill(ui.ColBG)
	for i := range r.tabs {
		r.tabs[i].Draw(dst, k)
	}
	k.Text(dst, l.T("common.search", nil), 40, 100, 20, false, 0, ui.ColText)
	r.search.Draw(dst, k)
	if r.query != "" {
		k.Text(dst, l.Plural("rules.matches", len(r.matches), nil), 620, 100, 18, false, 0, ui.ColMuted)
	}
	ui.Panel(dst, k, rulesBody.Inset(-10))
	k.Fill(dst, rulesBody.Inset(-8), ui.ColPaper)
	lh := ui.LineHeight(rulesSize)
	mi := 0
	for i := r.top; i < len(r.lines) && i < r.top+r.visible(); i++ {
		y := rulesBody.Min.Y + (i-r.top)*lh
		for mi < len(r.matches) && r.matches[mi] < i {
			mi++
		}
		if mi < len(r.matches) && r.matches[mi] == i {
			k.Fill(dst, image.Rect(rulesBody.Min.X, y, rulesBody.Max.X, y+lh), ui.ColAccent)
		}
		ln := r.lines[i]
		if ln.heading {
			k.Text(dst, ln.text, rulesBody.Min.X+4, y-2, rulesSize+4, true, 0, ui.ColInk)
		} else {
			k.Text(dst, ln.text, rulesBody.Min.X+4, y, rulesSize, false, 0, ui.ColInk)
		}
	}
	r.back.Draw(dst, k)
	r.up.Draw(dst, k)
	r.down.Draw(dst, k)
}
