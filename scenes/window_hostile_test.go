package scenes

import (
	"image"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/render"
	"stolik/rules/engine"
	"stolik/scenes/demo"
	"stolik/scenes/ui"
)

// longTextScene draws strings of absurd length through every text path
// of the kit (ui labels, centred labels, render's TextBlock), so a window
// frame proves none of them reaches the atlas whole.
type longTextScene struct {
	a     *App
	s     string
	block *render.TextBlock
}

func (l *longTextScene) Name() string          { return "longtext" }
func (l *longTextScene) Opaque() bool          { return true }
func (l *longTextScene) Update(*ui.Input) bool { return false }
func (l *longTextScene) Draw(dst *ebiten.Image) {
	k := l.a.Kit
	dst.Fill(ui.ColBG)
	k.Text(dst, l.s, 20, 20, 18, false, 0, ui.ColText)
	k.Text(dst, l.s, 20, 60, 18, true, 600, ui.ColText)
	k.TextCentered(dst, l.s, image.Rect(700, 60, 1200, 140), 24, true, ui.ColAccent)
	b := ui.Button{R: image.Rect(700, 200, 1200, 260), Text: l.s, Sub: l.s}
	b.Draw(dst, k)
	k.Text(dst, k.Fit(l.s, 18, false, 400), 700, 300, 18, false, 0, ui.ColText)
	if l.block == nil {
		l.block = render.NewLabel(k.Render.Face(render.SizeTitle, false), l.s)
	}
	l.block.Draw(dst, 20, 680, ui.ColText)
}

// writeSave encodes m (with a valid digest: written by a program, not
// damaged) into the store under name.
func writeSave(st engine.Store, name string, m engine.Match) error {
	b, err := engine.EncodeSave(&m)
	if err != nil {
		return err
	}
	return os.WriteFile(st.Path(name), b, 0o644)
}

func demoMatch(edit func(m *engine.Match)) engine.Match {
	m := engine.Match{Title: "demo", Seed: 5, Seats: []engine.SeatConfig{{Name: "Ala"}, {Name: "Bot 2", Bot: "greedy", Level: 1, Colour: 1}}}
	if edit != nil {
		edit(&m)
	}
	return m
}

// hostileSteps tries, against the running window, the inputs of issue 9:
// a 1 200-character seat name in the autosave and in a named save, a FIFO
// named autosave.toml, saves of an unknown title and an unknown bot, a
// broken save whose name is as long as allowed, strings of any length on
// screen, a data path that is a file (every autosave fails) and a stale
// temporary file. Each must give a precise Polish message, lose nothing,
// and leave the app working.
func hostileSteps(r *Runner, fail func(string, ...any), shot func(string, func(*image.RGBA)) Step, st engine.Store) []Step {
	long := strings.Repeat("Ż", 1200)
	menuToast := func(a *App) string {
		m, _ := findScene[*menuScene](a)
		if m == nil || !m.toast.Visible() {
			return ""
		}
		return m.toast.Text
	}
	aside := func(name string) []string {
		got, _ := filepath.Glob(st.Path(name) + ".uszkodzony-*")
		return got
	}
	expectAside := func(what, name, msg string) Step {
		return Do(func(a *App) {
			if t := menuToast(a); !strings.Contains(t, msg) || !strings.Contains(t, "odłożono na bok") {
				fail("%s: menu says %q, want %q", what, t, msg)
			}
			if _, err := os.Lstat(st.Path(name)); !os.IsNotExist(err) {
				fail("%s: %s not moved aside", what, name)
			}
			if len(aside(name)) == 0 {
				fail("%s: nothing in %s.uszkodzony-*", what, name)
			}
			if b := FindButton(a, "Kontynuuj"); b == nil || !b.Disabled {
				fail("%s: Kontynuuj still offered", what)
			}
		})
	}
	reopenMenu := Do(func(a *App) { a.Reset(newMenu(a)) })
	var longSaveName string
	var fileDir string
	var realStore engine.Store
	return []Step{
		// 1. The autosave has a 1 200-character seat name and a valid
		// digest: it crashed the app on every start. Now it is moved
		// aside and explained, and the menu draws.
		Do(func(a *App) {
			os.RemoveAll(st.Dir)
			os.MkdirAll(st.Dir, 0o755)
			if err := writeSave(st, engine.AutosaveName, demoMatch(func(m *engine.Match) { m.Seats[0].Name = long })); err != nil {
				fail("write: %v", err)
			}
		}),
		reopenMenu, Wait(2),
		expectAside("long-name autosave", engine.AutosaveName, "imię na miejscu 1 jest za długie (znaków: 1200, dozwolone najwyżej 24)"),
		shot("hostile_long_name", nil),
		// 2. A named save with the long name: Wczytaj moves it aside
		// (it crashed Wczytaj), and lists the good one.
		Do(func(a *App) {
			writeSave(st, "dlugie-imie.toml", demoMatch(func(m *engine.Match) { m.Seats[1].Name = long }))
			writeSave(st, "dobre.toml", demoMatch(nil))
		}),
		Click(r, "Wczytaj"), Until(r, "load", 60, topIs("load")), Wait(2),
		Do(func(a *App) {
			l, _ := findScene[*loadScene](a)
			if !l.toast.Visible() || !strings.Contains(l.toast.Text, "imię na miejscu 2 jest za długie") {
				fail("load: toast %q", l.toast.Text)
			}
			if len(l.entries) != 1 || l.entries[0].name != "dobre.toml" {
				fail("load lists %d entries, want only dobre.toml", len(l.entries))
			}
			if len(aside("dlugie-imie.toml")) != 1 {
				fail("the long-name save was not moved aside")
			}
		}),
		shot("hostile_load", nil),
		Click(r, "Wstecz"), Until(r, "menu", 60, topIs("menu")),
		// 3. Strings of any length on every text path of the kit.
		Do(func(a *App) { a.Push(&longTextScene{a: a, s: strings.Repeat(long+" ", 100)}) }),
		Wait(2), shot("hostile_long_text", nil),
		Do(func(a *App) {
			m, _ := findScene[*menuScene](a)
			m.toast.Show(strings.Repeat("Bardzo długi komunikat ", 5000), true)
			a.Pop()
		}),
		Wait(2), shot("hostile_long_toast", nil),
		// 4. A FIFO named autosave.toml froze the app before its window
		// opened. Now it is refused at once and moved aside as it is.
		Do(func(a *App) {
			if err := syscall.Mkfifo(st.Path(engine.AutosaveName), 0o644); err != nil {
				fail("mkfifo: %v", err)
			}
			for _, p := range aside(engine.AutosaveName) {
				os.Remove(p)
			}
		}),
		reopenMenu, Wait(2),
		expectAside("FIFO autosave", engine.AutosaveName, "to nie jest zwykły plik, tylko potok nazwany (FIFO)"),
		Do(func(a *App) {
			if got := aside(engine.AutosaveName); len(got) != 1 {
				fail("FIFO: %v", got)
			} else if fi, err := os.Lstat(got[0]); err != nil || fi.Mode()&fs.ModeNamedPipe == 0 {
				fail("the FIFO was not moved aside as it was")
			}
		}),
		// 5. A save of an unknown title, and one naming an unknown bot:
		// moved aside with their reason, not «Ta gra nie jest jeszcze
		// gotowa» on every click.
		Do(func(a *App) {
			writeSave(st, engine.AutosaveName, demoMatch(func(m *engine.Match) { m.Title = "szachy" }))
		}),
		reopenMenu, Wait(2),
		expectAside("unknown title", engine.AutosaveName, "dotyczy gry „szachy”, której ten program nie zna"),
		Do(func(a *App) {
			writeSave(st, engine.AutosaveName, demoMatch(func(m *engine.Match) { m.Seats[1].Bot = "wizard" }))
		}),
		reopenMenu, Wait(2),
		expectAside("unknown bot", engine.AutosaveName, "na miejscu 2 gra bot „wizard”, którego ten program nie zna"),
		// 6. A broken save with a name as long as the file system
		// allows could not be moved aside, and the message blamed the
		// wrong cause.
		Do(func(a *App) {
			longSaveName = strings.Repeat("z", 250) + ".toml"
			if err := os.WriteFile(st.Path(longSaveName), []byte("zepsuty zapis"), 0o644); err != nil {
				fail("write long name: %v", err)
			}
		}),
		Click(r, "Wczytaj"), Until(r, "load", 60, topIs("load")), Wait(2),
		Do(func(a *App) {
			l, _ := findScene[*loadScene](a)
			if !strings.Contains(l.toast.Text, "błąd składni w wierszu 1") || !strings.Contains(l.toast.Text, "odłożono na bok") {
				fail("long file name: toast %q", l.toast.Text)
			}
			got, _ := filepath.Glob(st.Path(longSaveName[:200]) + "*.uszkodzony-*")
			if len(got) != 1 {
				fail("long file name not moved aside: %v", got)
			} else if b, _ := os.ReadFile(got[0]); string(b) != "zepsuty zapis" {
				fail("long file name: bytes changed: %q", b)
			}
		}),
		Click(r, "Wstecz"), Until(r, "menu", 60, topIs("menu")),
		// 7. The data path is a regular file: at start the app says so
		// (and not that autosave.toml could not be moved aside); every
		// autosave fails, the game says so and names the folder, and
		// the pause menu stops promising a saved match.
		Do(func(a *App) {
			realStore = a.cfg.Store
			fileDir = filepath.Join(filepath.Dir(st.Dir), "dane-to-plik")
			os.WriteFile(fileDir, []byte("nie folder"), 0o644)
			a.cfg.Store = engine.Store{Dir: fileDir}
			a.saves = saver{}
			a.startChecks() // as at start, before the menu
			a.Reset(newMenu(a))
		}),
		Wait(2),
		Do(func(a *App) {
			t := menuToast(a)
			if !strings.Contains(t, "Partie nie będą zapisywane w folderze „"+fileDir+"”: to plik, a nie folder.") || strings.Contains(t, "autosave.toml") {
				fail("data path is a file: menu says %q", t)
			}
			if b, _ := os.ReadFile(fileDir); string(b) != "nie folder" {
				fail("the file in the way was changed")
			}
			sess, err := engine.Start(demo.Title(), demoMatch(nil))
			if err != nil {
				fail("start: %v", err)
				return
			}
			g, err := newGame(a, sess)
			if err != nil {
				fail("game: %v", err)
				return
			}
			g.botWait = 1 << 30
			a.Push(g)
			g.saveNow()
			a.saves.flush()
		}),
		Until(r, "game", 60, topIs("game")), Wait(2),
		Do(func(a *App) {
			g, _ := findScene[*gameScene](a)
			if !strings.Contains(g.toast.Text, "Autozapis do folderu „"+fileDir+"” nie działa: to plik, a nie folder.") {
				fail("failing autosave: game toast %q", g.toast.Text)
			}
		}),
		shot("hostile_autosave_failing", nil),
		Key(func(in *ui.Input) { in.Esc = true }), Until(r, "pause", 60, topIs("pause")),
		Do(func(a *App) {
			if FindButton(a, "partia zapisana") != nil || FindButton(a, "partia niezapisana") == nil {
				fail("the pause menu still promises a saved match")
			}
		}),
		shot("hostile_pause_unsaved", nil),
		// Saving by hand fails with the reason and the folder too.
		Click(r, "Zapisz grę"), Until(r, "game", 60, topIs("game")), Wait(1),
		Do(func(a *App) {
			g, _ := findScene[*gameScene](a)
			if !strings.Contains(g.toast.Text, "Nie udało się zapisać gry w folderze „"+fileDir+"”: to plik, a nie folder.") {
				fail("save by hand: toast %q", g.toast.Text)
			}
			// The folder comes back: the next autosave works, and
			// the player is told.
			a.cfg.Store = realStore
			g.saveNow()
			a.saves.flush()
		}),
		Wait(2),
		Do(func(a *App) {
			g, _ := findScene[*gameScene](a)
			if !strings.Contains(g.toast.Text, "Autozapis znów działa") {
				fail("recovered autosave: toast %q", g.toast.Text)
			}
		}),
		Key(func(in *ui.Input) { in.Esc = true }), Until(r, "pause", 60, topIs("pause")),
		Do(func(a *App) {
			if FindButton(a, "(partia zapisana)") == nil {
				fail("the pause menu does not say the match is saved once the autosave works")
			}
		}),
		Click(r, "Wyjdź do menu"), Until(r, "menu", 60, topIs("menu")),
		// 8. A temporary file of a write killed mid-way is removed at
		// start.
		Do(func(a *App) {
			tmp := st.Path(".autosave.toml.tmp-4242")
			os.WriteFile(tmp, []byte("przerwany zapis"), 0o644)
			old := time.Now().Add(-time.Hour)
			os.Chtimes(tmp, old, old)
			a.startChecks()
			if _, err := os.Stat(tmp); !os.IsNotExist(err) {
				fail("stale temporary file not removed at start")
			}
		}),
		// The app works normally afterwards: Kontynuuj resumes the
		// match autosaved above.
		reopenMenu, Wait(1), Click(r, "Kontynuuj"), Until(r, "game after hostile inputs", 60, topIs("game")),
		Key(func(in *ui.Input) { in.Esc = true }), Until(r, "pause", 60, topIs("pause")),
		Click(r, "Wyjdź do menu"), Until(r, "menu", 60, topIs("menu")),
	}
}
