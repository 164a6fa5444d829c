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
	sub   string
}

// loadRows is how many saves the list shows at once.
const loadRows = 8

// maxListedSaves bounds the list (and the reading) in a folder that holds
// far more files than anyone saves by hand.
const maxListedSaves = 500

// loadRow is one visible line: load it, rename it, delete it.
type loadRow struct {
	open, rename, del ui.Button
}

// loadScene lists the saves in the store, newest first, with a rename and
// a delete (each confirmed) beside each.
type loadScene struct {
	a       *App
	entries []saveEntry
	rows    [loadRows]loadRow
	top     int
	back    ui.Button
	toast   ui.Toast
	focus   ui.Focus
}

func newLoad(a *App) *loadScene {
	s := &loadScene{a: a, back: ui.Button{R: image.Rect(40, 640, 260, 700), Size: 22}}
	for i := range s.rows {
		y := 110 + i*64
		s.rows[i] = loadRow{
			open:   ui.Button{R: image.Rect(60, y, 930, y+56), Size: 18},
			rename: ui.Button{R: image.Rect(942, y, 1090, y+56), Size: 16},
			del:    ui.Button{R: image.Rect(1102, y, 1220, y+56), Size: 16},
		}
	}
	s.scan()
	return s
}

// scan reads every save once when the scene opens or the list changed
// (never per frame). A save that cannot be used is moved aside at once,
// with its reason told, rather than listed as a button that fails on
// every click.
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
	l := s.a.Loc
	refused := 0
	for _, in := range infos {
		if notASave[in.Name] {
			continue
		}
		if len(s.entries) >= maxListedSaves || refused >= 32 {
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
		when := in.ModTime.Local().Format("02.01.2006 15:04")
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
		e.label = saveTitle(s.a, in.Name, m)
		e.sub = l.T("load.entry", map[string]any{"title": title, "players": players, "when": when,
			"decisions": l.Plural("load.decisions", len(m.Actions), nil)})
		s.entries = append(s.entries, e)
	}
	if refused > 1 {
		s.a.Notify(l.Plural("load.corrupt_more", refused-1, nil))
	}
	if s.a.notice != "" {
		s.toast.Show(s.a.notice, true)
		s.a.notice = ""
	}
	s.top = min(s.top, max(0, len(s.entries)-loadRows))
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
	for i := range s.rows {
		out = append(out, &s.rows[i].open, &s.rows[i].rename, &s.rows[i].del)
	}
	return out
}

func (s *loadScene) labels() {
	l := s.a.Loc
	s.back.Text = l.T("common.back", nil)
	for i := range s.rows {
		r := &s.rows[i]
		j := s.top + i
		hidden := j >= len(s.entries)
		r.open.Hidden, r.rename.Hidden, r.del.Hidden = hidden, hidden, hidden
		if hidden {
			continue
		}
		e := s.entries[j]
		r.open.Text, r.open.Sub = e.label, e.sub
		r.rename.Text, r.del.Text = l.T("load.rename", nil), l.T("load.delete", nil)
		// The autosave keeps its name: Kontynuuj looks for it.
		r.rename.Hidden = e.name == engine.AutosaveName
	}
}

func (s *loadScene) Update(in *ui.Input) bool {
	changed := s.toast.Tick()
	s.labels()
	if in.TakeEsc() {
		s.a.Pop()
		return true
	}
	if in.Wheel != 0 && len(s.entries) > loadRows {
		s.top = min(max(0, s.top-int(in.Wheel)), len(s.entries)-loadRows)
		in.Wheel = 0
		s.labels()
		changed = true
	}
	// Down past the last visible row (or up past the first) scrolls.
	if (in.Down2 || in.Up) && s.focus.Shown() {
		for i := range s.rows {
			if s.focus.Current() != &s.rows[i].open {
				continue
			}
			if in.Down2 && i == loadRows-1 && s.top+loadRows < len(s.entries) {
				s.top++
				in.Down2 = false
				s.labels()
				return true
			}
			if in.Up && i == 0 && s.top > 0 {
				s.top--
				in.Up = false
				s.labels()
				return true
			}
		}
	}
	s.focus.Set()
	for i := range s.rows {
		s.focus.Add(&s.rows[i].open, &s.rows[i].rename, &s.rows[i].del)
	}
	s.focus.Add(&s.back)
	changed = s.focus.Update(in) || changed
	for i := range s.rows {
		r := &s.rows[i]
		j := s.top + i
		if c, ch := r.open.Update(in); c {
			s.open(j)
			return true
		} else if ch {
			changed = true
		}
		if c, ch := r.rename.Update(in); c {
			s.askRename(j)
			return true
		} else if ch {
			changed = true
		}
		if c, ch := r.del.Update(in); c {
			s.askDelete(j)
			return true
		} else if ch {
			changed = true
		}
	}
	if c, ch := s.back.Update(in); c {
		s.a.Pop()
		return true
	} else if ch {
		changed = true
	}
	return changed
}

func (s *loadScene) open(j int) {
	if j >= len(s.entries) {
		return
	}
	e := s.entries[j]
	if err := startSaved(s.a, e.name, e.match); err != nil {
		s.toast.Show(s.a.notice, true)
		s.a.notice = ""
		s.scan()
	}
}

func (s *loadScene) askRename(j int) {
	if j >= len(s.entries) {
		return
	}
	e := s.entries[j]
	l := s.a.Loc
	current := ""
	if autoName.FindStringSubmatch(e.name) == nil {
		current = e.name[:len(e.name)-len(".toml")]
	}
	s.a.Push(newDialog(s.a, l.T("load.rename_ask", map[string]any{"name": e.label}), l.T("load.rename_ok", nil), &current,
		func(typed string) string {
			err := renameSave(s.a.cfg.Store, e.name, typed)
			switch {
			case err == errSaveExists:
				return l.T("load.rename_exists", nil)
			case err != nil:
				if _, ok := renamedFile(typed); !ok {
					return l.T("load.rename_bad", nil)
				}
				return l.T("load.failed", map[string]any{"detail": err.Error()})
			}
			s.scan()
			s.labels()
			s.toast.Show(l.T("load.renamed", nil), false)
			return ""
		}))
}

func (s *loadScene) askDelete(j int) {
	if j >= len(s.entries) {
		return
	}
	e := s.entries[j]
	l := s.a.Loc
	s.a.Push(newDialog(s.a, l.T("load.delete_ask", map[string]any{"name": e.label}), l.T("load.delete_ok", nil), nil,
		func(string) string {
			if err := s.a.cfg.Store.Remove(e.name); err != nil {
				return l.T("load.failed", map[string]any{"detail": err.Error()})
			}
			s.scan()
			s.labels()
			s.toast.Show(l.T("load.deleted", nil), false)
			return ""
		}))
}

func (s *loadScene) Draw(dst *ebiten.Image) {
	k, l := s.a.Kit, s.a.Loc
	dst.Fill(ui.ColBG)
	s.labels()
	k.Text(dst, l.T("load.title", nil), 60, 36, 36, true, 0, ui.ColAccent)
	if len(s.entries) == 0 {
		k.Text(dst, l.T("load.empty", nil), 60, 130, 22, false, 0, ui.ColMuted)
	}
	if n := len(s.entries); n > loadRows {
		k.Text(dst, l.T("load.scroll", map[string]any{"from": s.top + 1, "to": s.top + loadRows, "total": n}),
			300, 660, 16, false, 0, ui.ColMuted)
	}
	for i := range s.rows {
		s.rows[i].open.Draw(dst, k)
		s.rows[i].rename.Draw(dst, k)
		s.rows[i].del.Draw(dst, k)
	}
	s.back.Draw(dst, k)
	s.toast.Draw(dst, k, image.Rect(0, 0, ScreenW, 640))
}
