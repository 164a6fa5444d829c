package scenes

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"stolik/rules/bot"
	"stolik/rules/engine"
	"stolik/rules/titles"
	arnakboard "stolik/scenes/arnak"
	"stolik/scenes/demo"
	discoverboard "stolik/scenes/discover"
	donjonboard "stolik/scenes/donjon"
	dungeonologyboard "stolik/scenes/dungeonology"
	emeraldboard "stolik/scenes/emerald"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

// The window test needs a display (make test runs go test under
// xvfb-run). Ebitengine must run on the main thread, so the app runs in
// TestMain and the tests below check what it recorded.
var win struct {
	ran       bool
	err       error
	runner    *Runner
	variances map[string]float64
	checks    []string // failed checks recorded by the script
	dir       string
	only      bool // STOLIK_WINDOW_ONLY: a part of the script ran
}

// `make test` sets STOLIK_WINDOW_TEST=1: then the window test must run, and
// a missing display or a window that cannot open fails it instead of
// skipping it, so the suite can never pass without it. Without the
// variable it runs when a display is there (and not under -short), and
// otherwise skips saying why.
func TestMain(m *testing.M) {
	flag.Parse()
	switch {
	case windowRequired() && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "":
		win.ran = true
		win.err = errors.New("STOLIK_WINDOW_TEST=1 but there is no display: run it under xvfb-run (build/xvfb.sh, as make test does)")
	case windowRequired() || os.Getenv("DISPLAY") != "" && !testing.Short():
		runWindow()
	}
	os.Exit(m.Run())
}

// windowRequired: the window test must run (make test).
func windowRequired() bool { return os.Getenv("STOLIK_WINDOW_TEST") == "1" }

func testBot(kind string, level int, t *engine.Title, seed uint64) (BotPlayer, error) {
	// Always the random bot: the test is about the shell, not bot
	// strength, and random is instant.
	return bot.New(bot.KindRandom, 1, t, seed)
}

func findScene[T any](a *App) (T, bool) {
	for i := len(a.stack) - 1; i >= 0; i-- {
		if s, ok := a.stack[i].(T); ok {
			return s, true
		}
	}
	var zero T
	return zero, false
}

func topIs(name string) func(a *App) bool {
	return func(a *App) bool { return a.Top().Name() == name }
}

func runWindow() {
	win.ran = true
	win.variances = map[string]float64{}
	dir, err := os.MkdirTemp("", "stolik-window-test-")
	if err != nil {
		win.err = err
		return
	}
	win.dir = dir
	fail := func(format string, args ...any) { win.checks = append(win.checks, fmt.Sprintf(format, args...)) }
	cfg := Config{
		Titles: append([]*engine.Title{demo.Title()}, titles.All()...),
		Hidden: []*engine.Title{rivalsTitle()},
		Boards: table.Registry{"donjon": donjonboard.New, "arnak": arnakboard.New, "discover": discoverboard.New,
			"dungeonology": dungeonologyboard.New, "emerald": emeraldboard.New},
		NewBot:       testBot,
		Store:        engine.Store{Dir: filepath.Join(dir, "saves")},
		Rules:        os.DirFS(filepath.Join("..", "assets")),
		SettingsPath: filepath.Join(dir, "settings.toml"),
		Settings:     DefaultSettings(),
		Uncapped:     true,
		BotKinds:     bot.Kinds(),
	}
	a, err := New(cfg)
	if err != nil {
		win.err = err
		return
	}
	r := &Runner{StopOnFail: true}
	win.runner = r
	shot := func(name string, check func(img *image.RGBA)) Step {
		return Capture(r, filepath.Join(dir, "shots", name+".png"), func(img *image.RGBA) {
			win.variances[name] = Variance(img)
			if check != nil {
				check(img)
			}
		})
	}
	var gameDraws int
	var steps int
	r.Steps = []Step{
		Wait(3), shot("menu", nil),
		// Settings: switching the language is applied and persisted.
		Click(r, "Ustawienia"), Until(r, "settings", 60, topIs("settings")), shot("settings", nil),
		Click(r, "Polski"), Wait(1),
		Do(func(a *App) {
			if a.Settings.Language != "en" || a.Loc.Lang() != "en" {
				fail("language did not switch to English")
			}
			b, err := os.ReadFile(cfg.SettingsPath)
			if err != nil || !strings.Contains(string(b), `language = "en"`) {
				fail("settings file not written: %v %q", err, b)
			}
		}),
		shot("settings_en", nil),
		Click(r, "English"), Wait(1), Click(r, "Wstecz"), Until(r, "menu", 60, topIs("menu")),
		// Rules: searchable.
		Click(r, "Zasady"), Until(r, "rules", 60, topIs("rules")),
		ClickAt(image.Pt(300, 110)), Key(func(in *ui.Input) { in.Chars = append(in.Chars, 'g', 'r', 'a') }),
		Wait(1), shot("rules", nil), Key(func(in *ui.Input) { in.Esc = true }), Until(r, "menu", 60, topIs("menu")),
		Click(r, "Wczytaj"), Until(r, "load", 60, topIs("load")), shot("load", nil),
		Click(r, "Wstecz"), Until(r, "menu", 60, topIs("menu")),
		// Every title of the box list can start from the menu.
		Do(func(a *App) {
			for _, name := range []string{"Nowicjusze w lochach", "Zaginiona wyspa Arnak", "Studium w Szmaragdzie",
				"Discover: Nieznane Lądy", "Stworologia: Ekspedycja"} {
				if b := FindButton(a, name); b == nil || b.Disabled {
					fail("%s cannot be started from the menu", name)
				}
			}
		}),
		// A bot-vs-bot match clicked through to the results.
		Click(r, "Gra próbna"), Until(r, "setup", 60, topIs("setup")), setupDefaults(), shot("setup", nil),
		Click(r, "Człowiek"), Wait(1), Click(r, "Rozpocznij"), Until(r, "game", 60, topIs("game")),
		Wait(2), shot("game", nil),
		Until(r, "results", 1200, topIs("results")), shot("results", nil),
		// Zagraj ponownie: same seats, a fresh match.
		Click(r, "Zagraj ponownie"), Until(r, "replayed game", 60, topIs("game")),
		Do(func(a *App) {
			g, _ := findScene[*gameScene](a)
			if g == nil || len(g.Session().Match.Seats) != 2 || g.humans != 0 {
				fail("play again did not keep the seats")
			}
		}),
		Until(r, "second results", 1200, topIs("results")),
		Click(r, "Menu"), Until(r, "menu", 60, topIs("menu")),
		// Nowicjusze w lochach on its real board: three bots from the menu
		// to the results screen.
		Click(r, "Nowicjusze w lochach"), Until(r, "donjon setup", 60, topIs("setup")), setupDefaults(),
		Click(r, "+"), Wait(1),
		Do(func(a *App) {
			s, _ := findScene[*setupScene](a)
			for i := range s.rows {
				s.rows[i].bot = true
			}
		}),
		Click(r, "Rozpocznij"), Until(r, "donjon game", 60, topIs("game")), Wait(3),
		Do(func(a *App) {
			g, _ := findScene[*gameScene](a)
			if _, ok := g.board.(*donjonboard.Board); !ok {
				fail("donjon is not on its own board but on %T", g.board)
			}
			if n := len(g.Session().Match.Seats); n != 3 {
				fail("donjon started with %d seats, want 3", n)
			}
		}),
		shot("donjon_game", nil),
		Until(r, "donjon results", 6000, topIs("results")), shot("donjon_results", nil),
		Do(func(a *App) {
			res, _ := findScene[*resultsScene](a)
			if len(res.res.Scores) != 3 || len(res.res.Scores[0].Parts) < 5 {
				fail("donjon results lack scores or their breakdown: %+v", res.res.Scores)
			}
		}),
		Click(r, "Menu"), Until(r, "menu", 60, topIs("menu")),
		// The set-up remembers the last one (three bots), also after a
		// restart (read back from setup.toml).
		Do(func(a *App) { a.setups = nil }),
		Click(r, "Nowicjusze w lochach"), Until(r, "donjon setup again", 60, topIs("setup")),
		Do(func(a *App) {
			s, _ := findScene[*setupScene](a)
			if s.players != 3 || !s.rows[0].bot || !s.rows[1].bot || !s.rows[2].bot {
				fail("the set-up forgot the last donjon match: %d players", s.players)
			}
			s.rows[0].bot = false
			s.labels()
			if !s.rows[0].level.Hidden {
				fail("a human seat shows a bot level (m19)")
			}
		}),
		Key(func(in *ui.Input) { in.Esc = true }), Until(r, "menu", 60, topIs("menu")),
	}
	r.Steps = append(r.Steps, arnakSteps(r, fail, shot)...)
	r.Steps = append(r.Steps, dungeonologySteps(r, fail, shot)...)
	r.Steps = append(r.Steps, []Step{
		// Hot seat with secrets: two humans.
		Click(r, "Gra próbna"), Until(r, "setup", 60, topIs("setup")), setupDefaults(),
		Click(r, "Bot"), Wait(1), Click(r, "Rozpocznij"), Until(r, "curtain", 60, topIs("curtain")),
		Do(func(a *App) { gameDraws = a.DrawCount["game"] }),
		Wait(2),
		shot("curtain", func(img *image.RGBA) {
			// Outside the curtain's own text block (y 220..530) and its
			// button every pixel must be the curtain colour: nothing of
			// the board, the log or the hands shows through.
			for _, rr := range []image.Rectangle{image.Rect(0, 0, ScreenW, 210),
				image.Rect(0, 540, curtainButton.Min.X-8, ScreenH), image.Rect(0, curtainButton.Max.Y+8, ScreenW, ScreenH)} {
				if p, ok := uniform(img, rr, ui.ColCurtain); !ok {
					fail("curtain shows something at %v", p)
					return
				}
			}
		}),
		Do(func(a *App) {
			if a.DrawCount["game"] != gameDraws {
				fail("the game was drawn under the curtain")
			}
		}),
		// The guard: a click on the button and Enter in the first moment
		// do nothing, nor does a click anywhere else later.
		ClickAt(curtainButton.Min.Add(image.Pt(20, 20))), Key(func(in *ui.Input) { in.Enter = true }), Wait(1),
		Do(func(a *App) {
			if a.Top().Name() != "curtain" {
				fail("the curtain opened during its guard time")
			}
		}),
		curtainReady(r), ClickAt(image.Pt(640, 600)), Wait(1),
		Do(func(a *App) {
			if a.Top().Name() != "curtain" {
				fail("a click beside the curtain's button opened it")
			}
		}),
		Click(r, "Odsłoń planszę"), Until(r, "game", 60, topIs("game")),
		Do(func(a *App) {
			g, _ := findScene[*gameScene](a)
			if g.ScreenSeat() != 0 {
				fail("after the curtain the screen seat is %v, want 0", g.ScreenSeat())
			}
			steps = len(g.Session().Steps)
		}),
		Wait(1), shot("hotseat_game", nil),
		// M1: a double click on a move ends the turn and must not also
		// open the next player's curtain (nor act for them).
		doubleClick(r, "Gracz 1 zagrywa kartę", 8), Wait(3),
		Do(func(a *App) {
			g, _ := findScene[*gameScene](a)
			if a.Top().Name() != "curtain" {
				fail("a double click went through the curtain (top %q)", a.Top().Name())
			}
			if len(g.Session().Steps) != steps+1 {
				fail("the double click applied %d actions", len(g.Session().Steps)-steps)
			}
			gameDraws = a.DrawCount["game"]
			// Seat 1's log must not name the card seat 0 drew.
			for _, e := range g.Session().Events() {
				if ev, ok := e.For(1); ok && ev.Key == "demo.drew" && ev.Seat == 0 {
					fail("seat 2 would see seat 1's draw")
				}
			}
		}),
		Wait(20),
		Do(func(a *App) {
			if a.DrawCount["game"] != gameDraws || a.Top().Name() != "curtain" {
				fail("the board showed after the double click")
			}
		}),
		curtainReady(r), Key(func(in *ui.Input) { in.Enter = true }), Until(r, "game", 60, topIs("game")),
		// An illegal attempt is refused, explained in Polish, changes nothing.
		Do(func(a *App) {
			g, _ := findScene[*gameScene](a)
			n := len(g.Session().Steps)
			if err := g.Apply(engine.Action{Kind: 0, A: 9}); err == nil {
				fail("illegal action accepted")
			}
			if len(g.Session().Steps) != n || !g.toast.Visible() || g.toast.Text != a.Loc.Error(engine.Errorf(engine.CodeBadAction, "")) {
				fail("illegal action: toast %q", g.toast.Text)
			}
		}),
		// Ctrl+Z by the second player cannot take back the first one's
		// move (M6), and the frame says why in Polish.
		Key(func(in *ui.Input) { in.Undo = true }), Wait(1),
		Do(func(a *App) {
			g, _ := findScene[*gameScene](a)
			want := a.Loc.Error(engine.Errorf(engine.CodeUndoOther, ""))
			if len(g.Session().Steps) != steps+1 || g.toast.Text != want {
				fail("undo of another player's move: %d steps, toast %q", len(g.Session().Steps)-steps, g.toast.Text)
			}
			if FindButton(a, "Cofnij") == nil || !FindButton(a, "Cofnij").Disabled {
				fail("the undo button is offered for another player's move")
			}
		}),
		Key(func(in *ui.Input) { in.Esc = true }), Until(r, "pause", 60, topIs("pause")), shot("pause", nil),
		// "Zapisz grę" writes a named save that Wczytaj lists.
		Click(r, "Zapisz grę"), Until(r, "game after saving", 60, topIs("game")),
		Do(func(a *App) {
			list, _ := cfg.Store.List()
			named := 0
			for _, f := range list {
				if strings.HasPrefix(f.Name, "demo-") && f.Name != engine.AutosaveName {
					if _, err := cfg.Store.Read(f.Name); err != nil {
						fail("the named save does not load: %v", err)
					}
					named++
				}
			}
			if named != 1 {
				fail("%d named saves after «Zapisz grę», want 1 (%v)", named, list)
			}
		}),
		Key(func(in *ui.Input) { in.Esc = true }), Until(r, "pause again", 60, topIs("pause")),
		Click(r, "Wyjdź do menu"), Until(r, "menu", 60, topIs("menu")),
		Do(func(a *App) {
			if b := FindButton(a, "Kontynuuj"); b == nil || b.Disabled {
				fail("Kontynuuj is not offered although a match was autosaved")
			}
		}),
		Wait(1), Click(r, "Kontynuuj"), Until(r, "continued match", 60, func(a *App) bool {
			return a.Top().Name() == "curtain" || a.Top().Name() == "game"
		}),
		// A corrupt autosave is moved aside and explained; the menu works.
		Do(func(a *App) {
			os.WriteFile(cfg.Store.Path(engine.AutosaveName), []byte("format = 1\nthis is = not a save ["), 0o644)
			a.Reset(newMenu(a))
		}),
		Wait(2),
		Do(func(a *App) {
			m, _ := findScene[*menuScene](a)
			if !m.toast.Visible() || !strings.Contains(m.toast.Text, "Zapisu „autosave.toml” nie da się wczytać: błąd składni w wierszu 2") {
				fail("no Polish message for the corrupt save: %q", m.toast.Text)
			}
			if _, err := os.Stat(cfg.Store.Path(engine.AutosaveName)); !os.IsNotExist(err) {
				fail("corrupt autosave not moved aside")
			}
			aside, _ := filepath.Glob(cfg.Store.Path(engine.AutosaveName) + ".uszkodzony-*")
			if len(aside) != 1 {
				fail("expected one quarantined file, got %v", aside)
			}
			if b := FindButton(a, "Kontynuuj"); b == nil || !b.Disabled {
				fail("Kontynuuj still offered for a corrupt save")
			}
		}),
		shot("menu_corrupt", nil),
		Click(r, "Ustawienia"), Until(r, "settings after corrupt save", 60, topIs("settings")),
		Click(r, "Wstecz"), Until(r, "menu after settings", 60, topIs("menu")),
	}...)
	r.Steps = append(r.Steps, hostileSteps(r, fail, shot, cfg.Store)...)
	r.Steps = append(r.Steps, emeraldSteps(r, fail, shot)...)
	r.Steps = append(r.Steps, shellSteps(r, fail, shot, &cfg)...)
	if os.Getenv("STOLIK_WINDOW_ONLY") == "shell" {
		// While working on the shell: only its new screens.
		r.Steps = append([]Step{Wait(3)}, shellSteps(r, fail, shot, &cfg)...)
		win.only = true
	}
	r.Steps = append(r.Steps, discoverSteps(r, fail, shot)...)
	if os.Getenv("STOLIK_WINDOW_ONLY") == "discover" {
		// While working on the Discover board: only its games.
		r.Steps = append([]Step{Wait(3)}, discoverSteps(r, fail, shot)...)
		win.only = true
	}
	if os.Getenv("STOLIK_WINDOW_ONLY") == "dungeonology" {
		// While working on the Stworologia board: only its games.
		r.Steps = append([]Step{Wait(3)}, dungeonologySteps(r, fail, shot)...)
		win.only = true
	}
	if os.Getenv("STOLIK_WINDOW_ONLY") == "emerald" {
		// While working on the Studium w Szmaragdzie board: only its games.
		r.Steps = append([]Step{Wait(3)}, emeraldSteps(r, fail, shot)...)
		win.only = true
	}
	if os.Getenv("STOLIK_WINDOW_ONLY") == "arnak" {
		// While working on the Arnak board: only its games.
		r.Steps = append([]Step{Wait(3)}, arnakSteps(r, fail, shot)...)
		win.only = true
	}
	r.Install(a)
	win.err = a.Run()
}

// setupDefaults puts the open set-up back to the title's defaults: the
// screen remembers the last set-up, and each scripted match starts from
// a known one.
func setupDefaults() Step {
	return Do(func(a *App) {
		if s, ok := findScene[*setupScene](a); ok {
			s.Defaults()
		}
	})
}

// curtainReady waits for the curtain's guard time to pass.
func curtainReady(r *Runner) Step {
	return Until(r, "the curtain's guard", 120, func(a *App) bool {
		c, ok := a.Top().(*curtainScene)
		return ok && c.Ready()
	})
}

// doubleClick clicks a button twice, gap frames apart, at the same spot
// (the second click lands on whatever is there by then).
func doubleClick(r *Runner, label string, gap int) Step {
	var at image.Point
	frame := -1
	return func(a *App, in *ui.Input) bool {
		if frame < 0 {
			b := FindButton(a, label)
			if b == nil || b.Disabled {
				r.Failf("no enabled button %q to double-click in %q", label, a.Top().Name())
				return true
			}
			at = b.R.Min.Add(b.R.Size().Div(2))
		}
		frame++
		in.Cursor, in.Synthetic = at, true
		switch frame {
		case 0, gap:
			in.Click, in.Down, in.Moved = true, true, true
		case 1, gap + 1:
			in.Drop = true
		default:
			in.Down = false
		}
		if frame >= gap+1 {
			frame = -1
			return true
		}
		return false
	}
}

// uniform reports whether every pixel of r in img is c, or the first
// pixel that is not.
func uniform(img *image.RGBA, r image.Rectangle, c color.RGBA) (image.Point, bool) {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			i := img.PixOffset(x, y)
			p := img.Pix[i : i+4]
			if absDiff(p[0], c.R) > 2 || absDiff(p[1], c.G) > 2 || absDiff(p[2], c.B) > 2 {
				return image.Pt(x, y), false
			}
		}
	}
	return image.Point{}, true
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

func TestWindow(t *testing.T) {
	if !win.ran {
		if windowRequired() {
			t.Fatal("the window test did not run although STOLIK_WINDOW_TEST=1")
		}
		t.Skip("no display (or -short): the window test did not run; make test runs it under Xvfb")
	}
	if win.err != nil {
		t.Fatalf("the window could not run: %v", win.err)
	}
	if win.only && windowRequired() {
		t.Fatal("STOLIK_WINDOW_ONLY ran only a part of the window script; make test needs all of it")
	}
	for _, e := range win.runner.Errors {
		t.Error("script:", e)
	}
	for _, c := range win.checks {
		t.Error(c)
	}
	for _, name := range []string{"menu", "settings", "settings_en", "rules", "load", "setup", "game",
		"results", "curtain", "hotseat_game", "pause", "menu_corrupt", "donjon_game", "donjon_results",
		"arnak_setup", "arnak_solo", "arnak_results", "arnak_curtain", "arnak_4p", "arnak_folded", "arnak_folded_open",
		"dungeonology_curtain", "dungeonology_results", "dungeonology_4p",
		"emerald_4p", "emerald_results", "emerald_curtain",
		"hostile_long_name", "hostile_load", "hostile_long_text", "hostile_autosave_failing", "hostile_pause_unsaved",

		"campaign", "campaign_arnak", "rival_results", "review", "campaign_won", "journal", "rename",
		"handoff", "banner", "menu_keys", "pause_keys",
		"discover_campaign", "discover_solo", "discover_actions", "discover_setup", "discover_campaign_won", "discover_journal",
		"discover_hotseat_game",
		"discover_codex", "discover_curtain", "discover_hotseat", "discover_s5", "discover_s5_results"} {
		v, ok := win.variances[name]
		if !ok && win.only {
			continue
		}
		if !ok {
			t.Errorf("no screenshot of %s", name)
			continue
		}
		if v < 20 {
			t.Errorf("%s screenshot looks blank (variance %.1f)", name, v)
		}
	}
	if t.Failed() || os.Getenv("STOLIK_KEEP_SHOTS") != "" {
		t.Logf("screenshots kept in %s", win.dir)
	} else {
		os.RemoveAll(win.dir)
	}
}
