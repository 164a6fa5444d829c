package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/rules/engine"
	"stolik/scenes/ui"
)

type saveEntry struct {
	name  string
	match *engine.Match
	err   error
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

// scan reads every save once when the scene opens (never per frame).
func (s *loadScene) scan() {
	s.entries = s.entries[:0]
	st := s.a.cfg.Store
	if st.Dir == "" {
		return
	}
	infos, err := st.List()
	if err != nil {
		s.toast.Show(s.a.Loc.T("load.failed", map[string]any{"detail": err.Error()}), true)
		return
	}
	for _, in := range infos {
		m, err := st.Read(in.Name)
		e := saveEntry{name: in.Name, match: m, err: err}
		when := in.ModTime.Local().Format("2006-01-02 15:04")
		if err != nil {
			e.label = in.Name + " · " + when
		} else {
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
		}
		s.entries = append(s.entries, e)
		if len(s.entries) >= 8 {
			break
		}
	}
	s.btns = make([]ui.Button, len(s.entries))
	for i := range s.btns {
		y := 120 + i*62
		s.btns[i] = ui.Button{R: image.Rect(60, y, 1220, y+54), Size: 18}
	}
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
		s.btns[i].Sub = ""
		if e.match != nil {
			s.btns[i].Sub = l.Plural("load.moves", len(e.match.Actions), nil)
		} else {
			s.btns[i].Sub = l.Error(e.err)
		}
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
		if e.err != nil {
			quarantine(s.a, e.name)
			s.toast.Show(s.a.notice, true)
			s.scan()
			return true
		}
		if err := startSaved(s.a, e.name, e.match); err != nil {
			s.toast.Show(s.a.notice, true)
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
