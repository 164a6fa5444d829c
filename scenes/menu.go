package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/rules/engine"
	"stolik/scenes/ui"
)

// Clickable is implemented by scenes so scripts (tests, shot) can press
// their buttons by label, through the same code path as a mouse click.
type Clickable interface {
	Buttons() []*ui.Button
}

// canonical is the menu order of the five titles; the menu lists them even
// when the registry does not have them yet.
var canonical = []struct {
	id       string
	min, max int
}{{"donjon", 2, 4}, {"arnak", 1, 4}, {"emerald", 2, 5}, {"discover", 1, 4}, {"dungeonology", 2, 4}}

type menuScene struct {
	a        *App
	titles   []*engine.Title
	tbtn     []ui.Button
	cont     ui.Button
	side     []ui.Button // campaign, load, settings, rules, quit
	autosave *engine.Match
	toast    ui.Toast
	focus    ui.Focus
	// labelled is the localizer the labels were made with: labels are
	// worded once, not every frame.
	labelled any
}

func newMenu(a *App) *menuScene {
	m := &menuScene{a: a}
	seen := map[string]bool{}
	for _, t := range a.cfg.Titles {
		m.titles = append(m.titles, t)
		seen[t.ID] = true
	}
	for _, c := range canonical {
		if !seen[c.id] {
			m.titles = append(m.titles, &engine.Title{ID: c.id, Name: "title." + c.id, MinPlayers: c.min, MaxPlayers: c.max})
		}
	}
	// Two columns: the titles under «Wybierz grę» on the left, the
	// platform's entries on the right; everything ends above y 700 so a
	// window scaled down to a small screen loses nothing.
	m.tbtn = make([]ui.Button, len(m.titles))
	h := min(84, 520/max(1, len(m.titles))-10)
	for i := range m.tbtn {
		y := 170 + i*(h+10)
		m.tbtn[i].R = image.Rect(70, y, 700, y+h)
		m.tbtn[i].Size = 24
	}
	m.cont.R = image.Rect(790, 170, 1210, 246)
	m.cont.Size = 24
	m.side = make([]ui.Button, len(menuSide))
	for i := range m.side {
		y := 262 + i*70
		m.side[i].R = image.Rect(790, y, 1210, y+58)
		m.side[i].Size = 22
	}
	m.checkAutosave()
	return m
}

// checkAutosave decides whether Kontynuuj is offered; a broken autosave
// (or one this build cannot play) is moved aside and explained.
func (m *menuScene) checkAutosave() {
	m.a.saves.flush()
	m.autosave = nil
	m.labelled = nil
	if m.a.cfg.Store.Dir == "" {
		return
	}
	m.autosave, _ = readSave(m.a, engine.AutosaveName)
}

// menuSide are the right column's entries under Kontynuuj.
var menuSide = []string{"menu.campaign", "menu.load", "menu.settings", "menu.rules", "menu.quit"}

func (m *menuScene) Name() string { return "menu" }
func (m *menuScene) Opaque() bool { return true }
func (m *menuScene) Buttons() []*ui.Button {
	out := []*ui.Button{&m.cont}
	for i := range m.tbtn {
		out = append(out, &m.tbtn[i])
	}
	for i := range m.side {
		out = append(out, &m.side[i])
	}
	return out
}

func (m *menuScene) labels() {
	l := m.a.Loc
	if m.labelled == any(l) {
		return
	}
	m.labelled = l
	for i, t := range m.titles {
		b := &m.tbtn[i]
		b.Text = m.a.TitleName(t)
		players := l.T("menu.players_range", map[string]any{"min": t.MinPlayers, "max": t.MaxPlayers})
		if !Playable(t) {
			players += " · " + l.T("title.not_built", nil)
		}
		b.Sub = players
		b.Disabled = !Playable(t)
	}
	m.cont.Text = l.T("menu.continue", nil)
	m.cont.Sub = ""
	m.cont.Disabled = m.autosave == nil
	if m.autosave != nil {
		name := m.autosave.Title
		if t := m.a.FindTitle(name); t != nil {
			name = m.a.TitleName(t)
		}
		m.cont.Sub = l.T("menu.continue_hint", map[string]any{"title": name,
			"decisions": l.Plural("load.decisions", len(m.autosave.Actions), nil)})
	}
	for i, k := range menuSide {
		m.side[i].Text = l.T(k, nil)
	}
}

func (m *menuScene) Update(in *ui.Input) bool {
	changed := m.toast.Tick()
	if m.a.notice != "" {
		m.toast.Show(m.a.notice, true)
		m.toast.Tick()
		m.a.notice = ""
		changed = true
		m.checkAutosave()
	}
	m.labels()
	in.TakeEsc()
	// Keyboard: the titles, then the right column; the first key lands
	// on Kontynuuj when there is a match to continue.
	m.focus.Set()
	for i := range m.tbtn {
		m.focus.Add(&m.tbtn[i])
	}
	m.focus.Add(&m.cont)
	for i := range m.side {
		m.focus.Add(&m.side[i])
	}
	m.focus.Default = 0
	if !m.cont.Disabled {
		m.focus.Default = len(m.tbtn)
	}
	changed = m.focus.Update(in) || changed
	for i := range m.tbtn {
		c, ch := m.tbtn[i].Update(in)
		changed = changed || ch
		if c {
			m.a.Push(newSetup(m.a, m.titles[i]))
			return true
		}
	}
	if c, ch := m.cont.Update(in); c {
		m.continueMatch()
		return true
	} else if ch {
		changed = true
	}
	for i := range m.side {
		c, ch := m.side[i].Update(in)
		changed = changed || ch
		if !c {
			continue
		}
		switch menuSide[i] {
		case "menu.campaign":
			m.a.Push(newCampaign(m.a))
		case "menu.load":
			m.a.Push(newLoad(m.a))
		case "menu.settings":
			m.a.Push(newSettings(m.a))
		case "menu.rules":
			m.a.Push(newRules(m.a, m.titles[0].ID))
		case "menu.quit":
			m.a.Quit()
		}
		return true
	}
	return changed
}

func (m *menuScene) continueMatch() {
	if m.autosave == nil {
		return
	}
	if err := startSaved(m.a, engine.AutosaveName, m.autosave); err != nil {
		m.checkAutosave()
	}
}

func (m *menuScene) Draw(dst *ebiten.Image) {
	k, l := m.a.Kit, m.a.Loc
	dst.Fill(ui.ColBG)
	m.labels()
	k.Text(dst, l.T("app.name", nil), 70, 28, 48, true, 0, ui.ColAccent)
	k.Text(dst, l.T("app.tagline", nil), 72, 94, 20, false, 0, ui.ColMuted)
	// The heading names the column it stands over: the titles (m10).
	k.Text(dst, l.T("menu.choose", nil), 70, 134, 22, true, 0, ui.ColText)
	for i := range m.tbtn {
		m.tbtn[i].Draw(dst, k)
		// Seat-colour strip: a quick visual anchor per title.
		c := ui.PlayerColours[i%len(ui.PlayerColours)].Col
		r := m.tbtn[i].R
		if !m.tbtn[i].Disabled {
			k.Fill(dst, image.Rect(r.Min.X, r.Min.Y, r.Min.X+8, r.Max.Y), c)
		}
	}
	m.cont.Draw(dst, k)
	for i := range m.side {
		m.side[i].Draw(dst, k)
	}
	m.toast.Draw(dst, k, image.Rect(0, 0, ScreenW, ScreenH))
}
