package scenes

import (
	"errors"
	"image"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/rules/engine"
	"stolik/scenes/ui"
)

type saveEntry struct {
	name  string
	match *engine.Match
	label string
}

// loadScene lists the saves in the store.
type loadScene struct {
	a       *App
	entries []saveEntry
	btns    []ui.Button
	back    ui.Button
	toast   ui.Toast
}

func newLoad(a *App) *loadScene {
	s := &loadScene{a: a, back: ui.Button{R: image.Rect(40, 630, 260, 690), Size: 22}}
	s.scan()
	return s
}

// scan reads every save once when the scene opens (never per frame). A
// save that cannot be used is moved aside at once, with its reason told,
// rather than listed as a button that fails on every click.
func (s *loadScene) scan() {
	s.entries = s.entries[:0]
	st := s.a.cfg.Store
	if st.Dir == "" {
		return
	}
	infos, err := st.List()
	if err != nil {
		s.toast.Show(s.a.Loc.T("load.failed", map[string]any{"detail": s.a.Loc.Reason(engine.WriteError(st.Dir, err))}), true)
		return
	}
	refused := 0
	for _, in := range infos {
		if len(s.entries) >= 8 || refused >= 32 {
			break
		}
		m, err := readSave(s.a, in.Name)
		if err != nil {
			if !engine.Missing(err) {
				refused++
			}
			continue
		}
		e := saveEntry{name: in.Name, match: m}
		when := in.ModTime.Local().Format("2006-01-02 15:04")
		title := m.Title
		if t := s.a.FindTitle(m.Title); t != nil {
			title = s.a.TitleName(t)
		}
		players := ""
		for i, sc := range m.Seats {
			if i > 0 {
				players += ", "
			}
			players += sc.Name
		}
		e.label = s.a.Loc.T("load.entry", map[string]any{"title": title, "players": players, "when": when})
		s.entries = append(s.entries, e)
	}
	if refused > 1 {
		s.a.Notify(s.a.Loc.Plural("load.corrupt_more", refused-1, nil))
	}
	if s.a.notice != "" {
		s.toast.Show(s.a.notice, true)
		s.a.notice = ""
	}
	s.btns = make([]ui.Button, len(s.entries))
	for i := range s.btns {
		y := 120 + i*62
		s.btns[i] = ui.Button{R: image.Rect(60, y, 1220, y+54), Size: 18}
	}
}

// readSave reads a save, bounds every field (engine.Store.Read) and checks
// that this build can play it (its title and bots, engine.CheckMatch). A
// save that fails is moved aside and the player told precisely why; a
// missing one returns its Missing error and says nothing.
func readSave(a *App, name string) (*engine.Match, error) {
	if a.unmovable[name] {
		return nil, errUnmovable
	}
	st := a.cfg.Store
	m, err := st.Read(name)
	if engine.Missing(err) {
		return nil, err
	}
	if err == nil {
		t := a.FindTitle(m.Title)
		err = engine.CheckMatch(m, t, a.botOK(t))
	}
	if err != nil {
		quarantine(a, name, err)
		return nil, err
	}
	return m, nil
}

// errUnmovable: a broken save that could not be moved aside, already told.
var errUnmovable = errors.New("a broken save that could not be moved aside")

// quarantine moves a save that cannot be used aside and leaves the Polish
// explanation (what is wrong, where the file went) for the menu. A file
// that cannot be moved either is remembered, so it is told once rather
// than on every frame that looks for saves.
func quarantine(a *App, name string, why error) {
	aside, err := a.cfg.Store.Quarantine(name)
	if err != nil {
		if a.unmovable == nil {
			a.unmovable = map[string]bool{}
		}
		a.unmovable[name] = true
		a.Notify(a.Loc.T("load.aside_failed", map[string]any{"name": name, "reason": a.Loc.Reason(why),
			"detail": a.Loc.Reason(engine.WriteError(a.cfg.Store.Dir, err))}))
		return
	}
	a.Notify(a.Loc.T("load.corrupt", map[string]any{"name": name, "reason": a.Loc.Reason(why),
		"aside": filepath.Base(aside)}))
}

// startSaved replays a saved match and opens its game; a save that does
// not replay is moved aside with the move that failed named.
func startSaved(a *App, name string, mt *engine.Match) error {
	t := a.FindTitle(mt.Title)
	err := engine.CheckMatch(mt, t, a.botOK(t))
	var s *engine.Session
	if err == nil {
		s, err = engine.Start(t, *mt)
	}
	if err != nil {
		quarantine(a, name, err)
		return err
	}
	g, err := newGame(a, s)
	if err != nil {
		a.Notify(a.Loc.Error(err))
		return err
	}
	a.Reset(newMenu(a))
	a.Push(g)
	return nil
}

func (s *loadScene) Name() string { return "load" }
func (s *loadScene) Opaque() bool { return true }
func (s *loadScene) Buttons() []*ui.Button {
	out := []*ui.Button{&s.back}
	for i := range s.btns {
		out = append(out, &s.btns[i])
	}
	return out
}

func (s *loadScene) Update(in *ui.Input) bool {
	changed := s.toast.Tick()
	l := s.a.Loc
	s.back.Text = l.T("common.back", nil)
	for i, e := range s.entries {
		s.btns[i].Text = e.label
		if e.name == engine.AutosaveName {
			s.btns[i].Text = l.T("load.autosave", nil) + " — " + e.label
		}
		s.btns[i].Sub = l.Plural("load.moves", len(e.match.Actions), nil)
	}
	if in.TakeEsc() {
		s.a.Pop()
		return true
	}
	for i := range s.btns {
		c, ch := s.btns[i].Update(in)
		changed = changed || ch
		if !c {
			continue
		}
		e := s.entries[i]
		if err := startSaved(s.a, e.name, e.match); err != nil {
			s.scan()
		}
		return true
	}
	if c, ch := s.back.Update(in); c {
		s.a.Pop()
		return true
	} else if ch {
		changed = true
	}
	return changed
}

func (s *loadScene) Draw(dst *ebiten.Image) {
	k, l := s.a.Kit, s.a.Loc
	dst.Fill(ui.ColBG)
	k.Text(dst, l.T("load.title", nil), 60, 40, 36, true, 0, ui.ColAccent)
	if len(s.entries) == 0 {
		k.Text(dst, l.T("load.empty", nil), 60, 130, 22, false, 0, ui.ColMuted)
	}
	for i := range s.btns {
		s.btns[i].Draw(dst, k)
	}
	s.back.Draw(dst, k)
	s.toast.Draw(dst, k, image.Rect(0, 0, ScreenW, ScreenH))
}
