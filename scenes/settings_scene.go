package scenes

import (
	"image"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/scenes/ui"
)

// settingsScene edits Settings; every change is applied and saved at once.
type settingsScene struct {
	a     *App
	rows  []ui.Button // language, fullscreen, window, animations, volume, UI scale
	minus ui.Button
	plus  ui.Button
	back  ui.Button
	toast ui.Toast
	focus ui.Focus
}

var settingsKeys = []string{"settings.language", "settings.fullscreen", "settings.window",
	"settings.anim", "settings.volume", "settings.ui_scale"}

func newSettings(a *App) *settingsScene {
	s := &settingsScene{a: a, rows: make([]ui.Button, len(settingsKeys))}
	for i := range s.rows {
		y := 140 + i*70
		s.rows[i] = ui.Button{R: image.Rect(700, y, 1000, y+54), Size: 20}
	}
	vy := s.rows[4].R.Min.Y
	s.rows[4].R = image.Rect(760, vy, 940, vy+54)
	s.minus = ui.Button{R: image.Rect(700, vy, 752, vy+54), Text: "−", Size: 24}
	s.plus = ui.Button{R: image.Rect(948, vy, 1000, vy+54), Text: "+", Size: 24}
	s.back = ui.Button{R: image.Rect(40, 630, 260, 690), Size: 22}
	return s
}

func (s *settingsScene) Name() string { return "settings" }
func (s *settingsScene) Opaque() bool { return true }
func (s *settingsScene) Buttons() []*ui.Button {
	out := []*ui.Button{&s.back, &s.minus, &s.plus}
	for i := range s.rows {
		out = append(out, &s.rows[i])
	}
	return out
}

func onOff(a *App, v bool) string {
	if v {
		return a.Loc.T("common.on", nil)
	}
	return a.Loc.T("common.off", nil)
}

func (s *settingsScene) labels() {
	st, l := s.a.Settings, s.a.Loc
	s.rows[0].Text = l.T("lang."+st.Language, nil)
	s.rows[1].Text = onOff(s.a, st.Fullscreen)
	s.rows[2].Text = strconv.Itoa(st.WindowW) + " × " + strconv.Itoa(st.WindowH)
	s.rows[3].Text = l.T("anim."+st.Animations, nil)
	s.rows[4].Text = strconv.Itoa(st.Volume) + " %"
	if st.UIScale == 0 {
		s.rows[5].Text = l.T("settings.ui_scale.auto", nil)
	} else {
		s.rows[5].Text = strconv.Itoa(st.UIScale) + " %"
	}
	s.back.Text = l.T("common.back", nil)
}

func (s *settingsScene) Update(in *ui.Input) bool {
	changed := s.toast.Tick()
	s.labels()
	if in.TakeEsc() {
		s.a.Pop()
		return true
	}
	// Keyboard: the rows top to bottom (the volume's − value + in
	// reading order), then Wstecz.
	s.focus.Set()
	for i := range s.rows {
		if i == 4 {
			s.focus.Add(&s.minus, &s.rows[i], &s.plus)
			continue
		}
		s.focus.Add(&s.rows[i])
	}
	s.focus.Add(&s.back)
	changed = s.focus.Update(in) || changed
	st := s.a.Settings
	edited := false
	for i := range s.rows {
		c, ch := s.rows[i].Update(in)
		changed = changed || ch
		if !c {
			continue
		}
		edited = true
		switch i {
		case 0:
			if st.Language == "pl" {
				st.Language = "en"
			} else {
				st.Language = "pl"
			}
		case 1:
			st.Fullscreen = !st.Fullscreen
		case 2:
			// Only sizes that fit the screen are offered (m11).
			sizes := FitWindowSizes(s.a.monitor.X, s.a.monitor.Y)
			next := 0
			for j, w := range sizes {
				if w[0] == st.WindowW && w[1] == st.WindowH {
					next = (j + 1) % len(sizes)
				}
			}
			st.WindowW, st.WindowH = sizes[next][0], sizes[next][1]
		case 3:
			next := 0
			for j, c := range AnimChoices {
				if c == st.Animations {
					next = (j + 1) % len(AnimChoices)
				}
			}
			st.Animations = AnimChoices[next]
		case 4:
			st.Volume = (st.Volume + 10) % 110
		case 5:
			next := 0
			for j, c := range UIScaleChoices {
				if c == st.UIScale {
					next = (j + 1) % len(UIScaleChoices)
				}
			}
			st.UIScale = UIScaleChoices[next]
		}
	}
	if c, ch := s.minus.Update(in); c {
		st.Volume, edited = max(0, st.Volume-10), true
	} else if ch {
		changed = true
	}
	if c, ch := s.plus.Update(in); c {
		st.Volume, edited = min(100, st.Volume+10), true
	} else if ch {
		changed = true
	}
	if edited {
		s.apply(st)
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

func (s *settingsScene) apply(st Settings) {
	old := s.a.Settings
	s.a.Settings = st.normalized()
	if st.Language != old.Language {
		if err := s.a.SetLanguage(st.Language); err != nil {
			s.toast.Show(s.a.Loc.Error(err), true)
		}
	}
	s.a.cfg.Sound.SetVolume(s.a.Settings.Volume)
	if st.Fullscreen != old.Fullscreen {
		ebiten.SetFullscreen(st.Fullscreen)
	}
	if st.WindowW != old.WindowW || st.WindowH != old.WindowH {
		ebiten.SetWindowSize(st.WindowW, st.WindowH)
	}
	if err := SaveSettings(s.a.cfg.SettingsPath, s.a.Settings); err != nil {
		s.toast.Show(s.a.Loc.T("settings.save_failed", map[string]any{"detail": s.a.Loc.Reason(err), "path": s.a.cfg.SettingsPath}), true)
		return
	}
	s.toast.Show(s.a.Loc.T("settings.saved", nil), false)
}

func (s *settingsScene) Draw(dst *ebiten.Image) {
	k, l := s.a.Kit, s.a.Loc
	dst.Fill(ui.ColBG)
	s.labels()
	k.Text(dst, l.T("settings.title", nil), 60, 40, 36, true, 0, ui.ColAccent)
	for i, key := range settingsKeys {
		r := s.rows[i].R
		k.Text(dst, l.T(key, nil), 120, r.Min.Y+14, 22, false, 560, ui.ColText)
		s.rows[i].Draw(dst, k)
	}
	s.minus.Draw(dst, k)
	s.plus.Draw(dst, k)
	s.back.Draw(dst, k)
	// Above the bottom row of buttons, never touching «Wstecz» (m11).
	s.toast.Draw(dst, k, image.Rect(0, 0, ScreenW, 640))
}
