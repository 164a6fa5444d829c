package scenes

import (
	"context"
	"image"
	"io/fs"
	"path/filepath"
	"slices"
	"stolik/scenes/sound"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/locales"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

// Logical screen size; the window scales it.
const (
	ScreenW = 1280
	ScreenH = 720
)

// BotPlayer chooses an action for a seat from what that seat may know.
// Choose runs off the UI goroutine and must honour ctx.
type BotPlayer interface {
	Choose(ctx context.Context, view engine.Game, seat engine.Seat) (engine.Action, error)
}

// BotFactory makes a bot of a kind ("greedy", "ismcts", ...) and level 1..3.
type BotFactory func(kind string, level int, t *engine.Title, seed uint64) (BotPlayer, error)

// Config is everything the app takes from outside.
type Config struct {
	// Titles in menu order. Titles with New == nil show as not built.
	Titles []*engine.Title
	Boards table.Registry
	NewBot BotFactory
	Store  engine.Store
	// Rules holds rules/<title>.md (assets.FS).
	Rules fs.FS
	// SettingsPath is where settings are read and written ("" = never
	// written, which tests use).
	SettingsPath string
	Settings     Settings
	// SettingsErr is LoadSettings' failure, told to the player at start.
	SettingsErr error
	// BotKinds are the bot kinds a save may name; a save naming another
	// is moved aside. nil accepts whatever NewBot builds.
	BotKinds []string
	// Uncapped runs frames as fast as they draw (scripted tests) instead
	// of at 60 ticks a second.
	Uncapped bool
	// Hidden titles are playable in tests but not listed in the menu.
	Hidden []*engine.Title
	// Sound plays the cues; nil is silent (tests, shots).
	Sound *sound.Player
}

// Scene is one layer of the stack.
type Scene interface {
	// Name identifies the scene for screenshots and tests ("menu", ...).
	Name() string
	// Update handles this frame's input (only the top layer gets it) and
	// reports whether the picture changed.
	Update(in *ui.Input) bool
	// Draw paints the scene. Opaque scenes cover everything below them.
	Draw(dst *ebiten.Image)
	Opaque() bool
}

// App is the ebiten.Game: the stack, the shared kit and localizer.
type App struct {
	cfg      Config
	Kit      *ui.Kit
	Loc      *locales.Localizer
	Settings Settings

	stack  []Scene
	in     ui.Input
	redraw int
	quit   bool
	notice string // shown by the menu (e.g. a save was put aside)
	// unmovable: broken saves that could not be moved aside (told once).
	unmovable map[string]bool
	saves     saver
	// camp is the campaign (ladders and progress), loaded on first use.
	camp *campaignState
	// setups are the last set-up of each title, read on first use.
	setups map[string]setupEntry
	// monitor is the screen's size (0×0 if unknown), read once at Run.
	monitor image.Point

	// Script, when set, runs before each Update (tests and shot drive the
	// app with it). It may replace the frame's input; returning true ends
	// the program.
	Script func(a *App, in *ui.Input) (quit bool)
	// Captured receives the screen's pixels when Capture was requested.
	captureTo func(img *image.RGBA)
	// ForceRedraw draws every frame (benchmarks measure the full cost).
	ForceRedraw bool
	// ShowStage keeps the revealed cards' stage on while a Script runs
	// (shots of it); scripted tests run without it.
	ShowStage bool
	// Frame timing for benchmarks.
	Timing     func(update, draw time.Duration)
	lastUpdate time.Duration
	// FirstFrame is when the first frame was drawn (start-up timing).
	FirstFrame time.Time
	// DrawCount counts Draw calls of each scene name (tests check that
	// the board was never drawn under the curtain).
	DrawCount map[string]int

	// w, h is the logical screen of the current frame (see Layout).
	w, h int
}

// adaptive is a scene that lays itself out for any logical screen from
// table.MinScreenW×MinScreenH up (the in-game frame); the others are drawn
// on the fixed ScreenW×ScreenH.
type adaptive interface{ Adaptive() bool }

// Size is the logical screen of the current frame.
func (a *App) Size() (int, int) {
	if a.w == 0 {
		return ScreenW, ScreenH
	}
	return a.w, a.h
}

// New builds the app and its first scene (the menu).
func New(cfg Config) (*App, error) {
	kit, err := ui.NewKit()
	if err != nil {
		return nil, err
	}
	st := cfg.Settings.normalized()
	loc, err := locales.New(st.Language)
	if err != nil {
		return nil, err
	}
	a := &App{cfg: cfg, Kit: kit, Loc: loc, Settings: st, DrawCount: map[string]int{}}
	a.startChecks()
	a.Reset(newMenu(a))
	return a, nil
}

// startChecks runs before the first scene: it tells the player about a
// settings file that could not be loaded, removes the temporary files of
// writes a crash interrupted, and checks that the data folder takes saves,
// so a read-only folder or a data path that is a file is said plainly at
// once and the game never promises a saved match.
func (a *App) startChecks() {
	if a.cfg.SettingsErr != nil {
		a.Notify(settingsLoadMessage(a, a.cfg.SettingsErr))
	}
	if a.cfg.SettingsPath != "" {
		engine.RemoveStaleTemps(filepath.Dir(a.cfg.SettingsPath), engine.StaleTempAge)
	}
	st := a.cfg.Store
	if st.Dir == "" {
		return
	}
	st.CleanTemps()
	if err := st.Check(); err != nil {
		a.saves.fail(err)
		a.Notify(a.Loc.T("store.unusable", map[string]any{"reason": a.Loc.Reason(err), "dir": st.Dir}))
	}
}

// autosaveMessage says that the autosave just failed, why, and where.
func (a *App) autosaveMessage(err error) string {
	return a.Loc.T("autosave.failed", map[string]any{"reason": a.Loc.Reason(err), "dir": a.cfg.Store.Dir})
}

// AutosaveWorks reports whether the match on screen is on disk as far as
// the program knows: there is a store and its last write did not fail.
func (a *App) AutosaveWorks() bool { return a.cfg.Store.Dir != "" && !a.saves.Failing() }

// botOK reports whether this build has a bot of that kind and level for t.
func (a *App) botOK(t *engine.Title) func(kind string, level int) bool {
	return func(kind string, level int) bool {
		if level < 1 || level > 3 || a.cfg.NewBot == nil {
			return false
		}
		if a.cfg.BotKinds != nil {
			return slices.Contains(a.cfg.BotKinds, kind)
		}
		_, err := a.cfg.NewBot(kind, level, t, 1)
		return err == nil
	}
}

// Config returns the app's configuration.
func (a *App) Config() *Config { return &a.cfg }

// Top is the scene receiving input.
func (a *App) Top() Scene {
	if len(a.stack) == 0 {
		return nil
	}
	return a.stack[len(a.stack)-1]
}

// Stack returns the scenes bottom first (read-only use).
func (a *App) Stack() []Scene { return a.stack }

// Push opens a layer on top.
func (a *App) Push(s Scene) { a.stack = append(a.stack, s); a.Invalidate() }

// Pop closes the top layer.
func (a *App) Pop() {
	if len(a.stack) > 0 {
		a.stack[len(a.stack)-1] = nil
		a.stack = a.stack[:len(a.stack)-1]
	}
	if len(a.stack) == 0 {
		a.stack = append(a.stack, newMenu(a))
	}
	a.Invalidate()
}

// Replace swaps the top layer.
func (a *App) Replace(s Scene) {
	if len(a.stack) > 0 {
		a.stack[len(a.stack)-1] = s
	} else {
		a.stack = append(a.stack, s)
	}
	a.Invalidate()
}

// Reset empties the stack and opens s.
func (a *App) Reset(s Scene) {
	clear(a.stack)
	a.stack = append(a.stack[:0], s)
	a.Invalidate()
}

// Invalidate asks for a redraw. Two frames, because the first frame after
// a window change may be dropped by the compositor.
func (a *App) Invalidate() { a.redraw = 2 }

// Quit ends the program after this frame.
func (a *App) Quit() { a.quit = true }

// Notify leaves a message for the menu to show (saves put aside...).
// Several at once (a broken settings file and a read-only data folder at
// start) are shown together, one per line.
func (a *App) Notify(s string) {
	if a.notice != "" && s != "" && a.notice != s {
		s = a.notice + "\n" + s
	}
	a.notice = s
	a.Invalidate()
}

// Update implements ebiten.Game.
func (a *App) Update() error {
	start := time.Now()
	a.Kit.Trim(2000)
	a.in.Read()
	if a.Script != nil && a.Script(a, &a.in) {
		return ebiten.Termination
	}
	if a.in.Fullscreen {
		a.Settings.Fullscreen = !ebiten.IsFullscreen()
		ebiten.SetFullscreen(a.Settings.Fullscreen)
		a.in.Fullscreen = false
		// Remembered like any other setting; a failed write only costs
		// the preference.
		_ = SaveSettings(a.cfg.SettingsPath, a.Settings)
		a.Invalidate()
	}
	if top := a.Top(); top != nil && top.Update(&a.in) {
		a.Invalidate()
	}
	if a.quit {
		return ebiten.Termination
	}
	a.lastUpdate = time.Since(start)
	return nil
}

// Draw implements ebiten.Game: it paints only when something changed.
func (a *App) Draw(screen *ebiten.Image) {
	if a.redraw == 0 && !a.ForceRedraw && a.captureTo == nil {
		if a.Timing != nil {
			a.Timing(a.lastUpdate, 0)
		}
		return
	}
	start := time.Now()
	if a.FirstFrame.IsZero() {
		a.FirstFrame = start
	}
	if a.redraw > 0 {
		a.redraw--
	}
	first := 0
	for i := len(a.stack) - 1; i >= 0; i-- {
		if a.stack[i].Opaque() {
			first = i
			break
		}
	}
	if len(a.stack) == 0 || !a.stack[first].Opaque() {
		screen.Fill(ui.ColBG)
	}
	for _, s := range a.stack[first:] {
		s.Draw(screen)
		a.DrawCount[s.Name()]++
	}
	if a.Timing != nil {
		a.Timing(a.lastUpdate, time.Since(start))
	}
	if a.captureTo != nil {
		// The only ReadPixels in the program, in the one frame a capture
		// was requested.
		img := image.NewRGBA(screen.Bounds())
		screen.ReadPixels(img.Pix)
		f := a.captureTo
		a.captureTo = nil
		f(img)
	}
}

// Capture asks for the next drawn frame's pixels.
func (a *App) Capture(f func(img *image.RGBA)) { a.captureTo = f; a.Invalidate() }

// Layout implements ebiten.Game. Under an adaptive scene (the game) the
// logical screen follows the window at the player's UI scale, so a text of
// 12 logical pixels is never under 12 screen pixels and a 4:3 window gets
// a 4:3 layout; the other scenes keep the fixed ScreenW×ScreenH, scaled.
func (a *App) Layout(outW, outH int) (int, int) {
	w, h := ScreenW, ScreenH
	for i := len(a.stack) - 1; i >= 0; i-- {
		if a.stack[i].Opaque() {
			if ad, ok := a.stack[i].(adaptive); ok && ad.Adaptive() {
				w, h = table.LogicalSize(outW, outH, a.Settings.UIScale)
			}
			break
		}
	}
	if w != a.w || h != a.h {
		a.w, a.h = w, h
		a.Invalidate()
	}
	return w, h
}

// Run opens the window and runs the app until the player quits.
func (a *App) Run() error {
	ebiten.SetWindowTitle(a.Loc.T("app.name", nil))
	if m := ebiten.Monitor(); m != nil {
		a.monitor.X, a.monitor.Y = m.Size()
	}
	// The window opens at a size that fits the screen (a 1024×768 one
	// included); the setting stays as the player chose it.
	w, h := FitWindow(a.Settings.WindowW, a.Settings.WindowH, a.monitor.X, a.monitor.Y)
	ebiten.SetWindowSize(w, h)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false)
	ebiten.SetFullscreen(a.Settings.Fullscreen)
	if a.cfg.Uncapped {
		ebiten.SetVsyncEnabled(false)
		ebiten.SetTPS(ebiten.SyncWithFPS)
	}
	err := ebiten.RunGame(a)
	a.saves.flush()
	return err
}

// FlushSaves waits for queued autosaves to reach the disk.
func (a *App) FlushSaves() { a.saves.flush() }

// SetLanguage reloads the localizer and drops cached labels.
func (a *App) SetLanguage(lang string) error {
	loc, err := locales.New(lang)
	if err != nil {
		return err
	}
	a.Loc = loc
	a.Kit.ClearCache()
	ebiten.SetWindowTitle(loc.T("app.name", nil))
	a.Invalidate()
	return nil
}

// TitleName is the player-facing name of a title.
func (a *App) TitleName(t *engine.Title) string {
	if t.Name != "" && a.Loc.Has(t.Name) {
		return a.Loc.T(t.Name, nil)
	}
	return a.Loc.T("title."+t.ID, nil)
}

// FindTitle looks a title up among the listed and hidden ones, preferring
// a playable entry (a preview's rules over the menu's "not built" stub).
func (a *App) FindTitle(id string) *engine.Title {
	var found *engine.Title
	for _, t := range append(append([]*engine.Title(nil), a.cfg.Titles...), a.cfg.Hidden...) {
		if t.ID != id {
			continue
		}
		if Playable(t) {
			return t
		}
		if found == nil {
			found = t
		}
	}
	return found
}

// Playable reports whether t can start.
func Playable(t *engine.Title) bool { return t != nil && t.New != nil }
