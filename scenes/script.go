package scenes

import (
	"context"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"runtime/metrics"
	"sort"
	"strings"
	"time"

	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

// Step is one stage of a script driving the app; it returns true when it
// is done and the next step may run.
type Step func(a *App, in *ui.Input) bool

// Runner plays steps one after another, one frame at a time, and records
// failures (a button that never appeared, a capture that failed).
type Runner struct {
	Steps  []Step
	Errors []string
	// StopOnFail quits the app at the first failure: later steps would
	// only wait out their limits in the wrong scene.
	StopOnFail bool
	i          int
	tries      int
}

// Install makes the runner drive a; the app quits after the last step.
func (r *Runner) Install(a *App) {
	a.Script = func(a *App, in *ui.Input) bool {
		if r.i >= len(r.Steps) || r.StopOnFail && len(r.Errors) > 0 {
			return true
		}
		if r.Steps[r.i](a, in) {
			r.i++
			r.tries = 0
		}
		return false
	}
}

// Failf records a failure.
func (r *Runner) Failf(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	for _, e := range r.Errors {
		if e == msg {
			return
		}
	}
	r.Errors = append(r.Errors, msg)
}

// Wait lets n frames pass. Like every step here it starts afresh when it
// has finished, so a slice of steps can be run more than once.
func Wait(n int) Step {
	left := n
	return func(a *App, in *ui.Input) bool {
		left--
		if left < 0 {
			left = n
			return true
		}
		return false
	}
}

// Do runs f once.
func Do(f func(a *App)) Step {
	return func(a *App, in *ui.Input) bool { f(a); return true }
}

// Until waits (at most limit frames) for cond; on time-out it records
// what on r.
func Until(r *Runner, what string, limit int, cond func(a *App) bool) Step {
	n := 0
	return func(a *App, in *ui.Input) bool {
		if cond(a) {
			n = 0
			return true
		}
		n++
		if n > limit {
			r.Failf("timed out waiting for %s (top scene %q)", what, a.Top().Name())
			n = 0
			return true
		}
		return false
	}
}

// Click presses the top scene's button whose text contains label, the
// way a mouse would: the cursor moves there, the left button goes down
// and, the next frame, comes up again.
func Click(r *Runner, label string) Step {
	n := 0
	var at image.Point
	pressed := false
	return func(a *App, in *ui.Input) bool {
		if pressed {
			in.Cursor, in.Drop, in.Synthetic = at, true, true
			pressed, n = false, 0
			return true
		}
		if b := FindButton(a, label); b != nil && !b.Disabled {
			at = b.R.Min.Add(b.R.Size().Div(2))
			in.Cursor, in.Click, in.Down, in.Moved, in.Synthetic = at, true, true, true, true
			pressed = true
			return false
		}
		n++
		if n > 120 {
			r.Failf("no enabled button %q in scene %q", label, a.Top().Name())
			n = 0
			return true
		}
		return false
	}
}

// ClickAt presses the left button at p and releases it the next frame.
func ClickAt(p image.Point) Step {
	pressed := false
	return func(a *App, in *ui.Input) bool {
		if pressed {
			in.Cursor, in.Drop, in.Synthetic = p, true, true
			pressed = false
			return true
		}
		in.Cursor, in.Click, in.Down, in.Moved, in.Synthetic = p, true, true, true, true
		pressed = true
		return false
	}
}

// Key sets a key intent for one frame.
func Key(set func(in *ui.Input)) Step {
	return func(a *App, in *ui.Input) bool { set(in); in.Synthetic = true; return true }
}

// FindButton looks for a button of the top scene by label.
func FindButton(a *App, label string) *ui.Button {
	c, ok := a.Top().(Clickable)
	if !ok {
		return nil
	}
	for _, b := range c.Buttons() {
		if b.Text != "" && strings.Contains(b.Text, label) {
			return b
		}
	}
	return nil
}

// Capture writes the next frame to path as PNG and hands the image to
// check (may be nil).
func Capture(r *Runner, path string, check func(img *image.RGBA)) Step {
	state := 0
	return func(a *App, in *ui.Input) bool {
		switch state {
		case 0:
			state = 1
			a.Capture(func(img *image.RGBA) {
				state = 2
				if check != nil {
					check(img)
				}
				if path == "" {
					return
				}
				if err := writePNG(path, img); err != nil {
					r.Failf("%s: %v", path, err)
				}
			})
		case 2:
			return true
		}
		return false
	}
}

func writePNG(path string, img image.Image) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// Variance is the pixel variance of an image's luminance: a blank (one
// colour) screen has 0.
func Variance(img *image.RGBA) float64 {
	var sum, sq float64
	n := 0
	for i := 0; i+3 < len(img.Pix); i += 4 * 7 { // every 7th pixel is plenty
		y := 0.299*float64(img.Pix[i]) + 0.587*float64(img.Pix[i+1]) + 0.114*float64(img.Pix[i+2])
		sum += y
		sq += y * y
		n++
	}
	if n == 0 {
		return 0
	}
	m := sum / float64(n)
	return sq/float64(n) - m*m
}

// PlayBots applies up to n moves to s, every seat played by a greedy
// level-1 bot from newBot, synchronously (scripts only).
func PlayBots(s *engine.Session, newBot BotFactory, n int) error {
	bots := map[engine.Seat]BotPlayer{}
	for i := 0; i < n && !s.Over(); i++ {
		cur := s.Game.Current()
		b := bots[cur]
		if b == nil {
			var err error
			b, err = newBot("greedy", 1, s.Title, uint64(s.Match.Seed)+uint64(cur)+1)
			if err != nil {
				return err
			}
			bots[cur] = b
		}
		a, err := safeChoose(context.Background(), b, s.Game.View(cur), cur)
		if err != nil {
			return err
		}
		if err := s.Apply(a); err != nil {
			return err
		}
	}
	return nil
}

// ShotOptions are `stolik shot`'s flags.
type ShotOptions struct {
	Title   string
	Players int
	Seed    int64
	Moves   int
	Out     string
	Scene   string // "" = every scene
	Bench   bool
	Frames  int               // frames per scene when benchmarking
	Options map[string]string // title options of the match (e.g. side=snake)
	Log     io.Writer
}

// ShotScenes lists the scenes `stolik shot` can capture, in order.
var ShotScenes = []string{"menu", "setup", "settings", "rules", "load", "campaign", "curtain", "game", "card", "reveal", "pause", "results", "review"}

// ShotScript builds the steps that visit scenes and capture (or time) them.
func ShotScript(a *App, r *Runner, o ShotOptions) error {
	t := a.FindTitle(o.Title)
	if t == nil {
		return fmt.Errorf("unknown title %q", o.Title)
	}
	o.Players = min(max(o.Players, t.MinPlayers), t.MaxPlayers)
	want := map[string]bool{}
	for _, s := range ShotScenes {
		want[s] = o.Scene == "" || o.Scene == s
	}
	if o.Scene != "" && !want[o.Scene] {
		return fmt.Errorf("unknown scene %q (known: %s)", o.Scene, strings.Join(ShotScenes, ", "))
	}
	var sess *engine.Session
	var bench *benchRecorder
	if o.Bench {
		bench = newBenchRecorder(a)
	}
	shoot := func(name string, open func(a *App) bool) {
		if !want[name] {
			return
		}
		ok := true
		// The pointer is parked off the window while the scene settles
		// and is shot: wherever the display's real pointer rests, no
		// hover tooltip covers the screenshot.
		park := func(in *ui.Input) { in.Cursor, in.Moved, in.Synthetic = image.Pt(-1, -1), true, true }
		waited := 0
		r.Steps = append(r.Steps, Do(func(a *App) { ok = open(a) }), func(a *App, in *ui.Input) bool {
			park(in)
			waited++
			if waited < 3 {
				return false
			}
			waited = 0
			return true
		})
		capture := Capture(r, filepath.Join(o.Out, name+".png"), nil)
		r.Steps = append(r.Steps, func(a *App, in *ui.Input) bool {
			if !ok {
				return true
			}
			park(in)
			return capture(a, in)
		})
		if bench != nil {
			r.Steps = append(r.Steps, bench.measure(name, o.Frames, &ok)...)
		}
	}
	menu := func(a *App) bool { a.Reset(newMenu(a)); return true }
	shoot("menu", menu)
	shoot("setup", func(a *App) bool {
		s := newSetup(a, t)
		s.SetPlayers(o.Players)
		s.SetSeed(o.Seed)
		a.Push(s)
		return true
	})
	shoot("settings", func(a *App) bool { menu(a); a.Push(newSettings(a)); return true })
	shoot("rules", func(a *App) bool { menu(a); a.Push(newRules(a, t.ID)); return true })
	shoot("load", func(a *App) bool { menu(a); a.Push(newLoad(a)); return true })
	shoot("campaign", func(a *App) bool {
		menu(a)
		c := newCampaign(a)
		c.SelectChapter(t.ID, "") // the shot title's ladder, its next chapter
		a.Push(c)
		return true
	})
	shoot("curtain", func(a *App) bool {
		a.Push(newCurtain(a, a.Loc.T("setup.default_name", map[string]any{"n": 2}), nil))
		return true
	})
	startGame := func(a *App) bool {
		if !Playable(t) {
			r.Failf("%s is not built: no game, pause or results shots", o.Title)
			return false
		}
		if sess != nil {
			return true
		}
		m := engine.Match{Title: t.ID, Seed: o.Seed, Options: o.Options}
		for i := 0; i < o.Players; i++ {
			sc := engine.SeatConfig{Name: a.Loc.T("setup.default_name", map[string]any{"n": i + 1}), Colour: i}
			if i > 0 {
				sc.Name = a.Loc.T("setup.bot_name", map[string]any{"n": i + 1})
				sc.Bot, sc.Level = "greedy", 1
			}
			m.Seats = append(m.Seats, sc)
		}
		var err error
		if sess, err = engine.Start(t, m); err != nil {
			r.Failf("start: %v", err)
			return false
		}
		if err := PlayBots(sess, a.cfg.NewBot, o.Moves); err != nil {
			r.Failf("bot moves: %v", err)
		}
		// Go on to the human seat's next decision so the shot shows a
		// player's view with choices, not a bot thinking.
		for i := 0; i < 500 && !sess.Over() && sess.Game.Current() != 0; i++ {
			if err := PlayBots(sess, a.cfg.NewBot, 1); err != nil {
				r.Failf("bot moves: %v", err)
				break
			}
		}
		return true
	}
	var game *gameScene
	openGame := func(a *App) bool {
		if !startGame(a) {
			return false
		}
		g, err := newGame(a, sess)
		if err != nil {
			r.Failf("game: %v", err)
			return false
		}
		// Freeze the bots: the shot shows the position after M moves.
		g.botWait = 1 << 30
		game = g
		a.Reset(newMenu(a))
		a.Push(g)
		return true
	}
	shoot("game", openGame)
	// The large card view: a right click on the first card of the board
	// (once the board has seen its first frame).
	if want["card"] {
		var at image.Point
		r.Steps = append(r.Steps, Do(func(a *App) {
			if game == nil {
				openGame(a)
			}
		}), Wait(3), Do(func(a *App) {
			cv, ok := game.board.(table.CardViewer)
			if !ok {
				return
			}
			area := game.boardRect()
			for y := area.Y + 10; y < area.Y+area.H && at == (image.Point{}); y += 12 {
				for x := area.X + 10; x < area.X+area.W; x += 12 {
					if _, ok := cv.CardAt(x, y); ok {
						at = image.Pt(int(x), int(y))
						break
					}
				}
			}
		}), func(a *App, in *ui.Input) bool {
			in.Cursor, in.RightClick, in.Synthetic = at, true, true
			return true
		}, Wait(3), Capture(r, filepath.Join(o.Out, "card.png"), nil))
		if bench != nil {
			ok := true
			r.Steps = append(r.Steps, bench.measure("card", o.Frames, &ok)...)
		}
	}
	// A revealed card on the table: bots play on until a move reveals one,
	// and the shot catches it held in the middle of the board.
	if want["reveal"] {
		r.Steps = append(r.Steps, Do(func(a *App) {
			if game == nil {
				openGame(a)
			} else if a.Top() != Scene(game) {
				a.Reset(newMenu(a))
				a.Push(game)
			}
			game.cards.Close()
		}), Wait(3), Do(func(a *App) {
			a.ShowStage = true
			game.stage.SetSpeed(game.stageSpeed())
			for i := 0; i < 400 && !game.stage.Busy() && !game.sess.Over(); i++ {
				if err := PlayBots(game.sess, a.cfg.NewBot, 1); err != nil {
					r.Failf("bot moves: %v", err)
					return
				}
				game.refresh()
				game.showRevealed(true)
			}
			if !game.stage.Busy() {
				r.Failf("no revealed card in 400 bot moves")
			}
		}), Wait(30), Capture(r, filepath.Join(o.Out, "reveal.png"), nil))
	}
	shoot("pause", func(a *App) bool {
		if game == nil && !openGame(a) {
			return false
		}
		if a.Top() != Scene(game) {
			a.Reset(newMenu(a))
			a.Push(game)
		}
		a.Push(newPause(a, game))
		return true
	})
	shoot("results", func(a *App) bool {
		if !startGame(a) {
			return false
		}
		if err := PlayBots(sess, a.cfg.NewBot, 100000); err != nil {
			r.Failf("bot moves: %v", err)
		}
		if !sess.Over() {
			r.Failf("match did not end")
			return false
		}
		names := make([]string, len(sess.Match.Seats))
		for i, sc := range sess.Match.Seats {
			names[i] = sc.Name
		}
		a.Reset(newMenu(a))
		a.Push(newResults(a, sess, names))
		return true
	})
	shoot("review", func(a *App) bool {
		res, ok := a.Top().(*resultsScene)
		if !ok {
			return false
		}
		a.Push(newReview(a, res.sess, res.names))
		return true
	})
	if bench != nil {
		r.Steps = append(r.Steps, Do(func(a *App) { bench.report(o.Log) }))
	}
	return nil
}

// benchRecorder measures Update+Draw CPU time, Draw-to-Draw wall time and
// heap allocations per frame for each scene.
type benchRecorder struct {
	a       *App
	rows    []benchRow
	cur     *benchRow
	sample  []metrics.Sample
	lastA   uint64
	lastEnd time.Time
}

type benchRow struct {
	name   string
	cpu    []time.Duration
	wall   []time.Duration
	allocs []uint64
	idle   []time.Duration
}

func newBenchRecorder(a *App) *benchRecorder {
	b := &benchRecorder{a: a, sample: []metrics.Sample{{Name: "/gc/heap/allocs:objects"}}}
	a.Timing = b.frame
	return b
}

func (b *benchRecorder) allocs() uint64 {
	metrics.Read(b.sample)
	if b.sample[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return b.sample[0].Value.Uint64()
}

func (b *benchRecorder) frame(update, draw time.Duration) {
	now := time.Now()
	al := b.allocs()
	if b.cur != nil {
		if draw == 0 {
			b.cur.idle = append(b.cur.idle, update)
		} else {
			b.cur.cpu = append(b.cur.cpu, update+draw)
			if !b.lastEnd.IsZero() {
				b.cur.wall = append(b.cur.wall, now.Sub(b.lastEnd))
			}
			b.cur.allocs = append(b.cur.allocs, al-b.lastA)
		}
	}
	b.lastA, b.lastEnd = al, now
}

// measure times frames forced to redraw, then idle frames.
func (b *benchRecorder) measure(name string, frames int, ok *bool) []Step {
	if frames <= 0 {
		frames = 120
	}
	return []Step{
		Do(func(a *App) {
			if !*ok {
				return
			}
			b.rows = append(b.rows, benchRow{name: name})
			b.cur = &b.rows[len(b.rows)-1]
			b.lastEnd = time.Time{}
			a.ForceRedraw = true
		}),
		Wait(frames),
		Do(func(a *App) { a.ForceRedraw = false }),
		Wait(frames / 2),
		Do(func(a *App) { b.cur = nil }),
	}
}

func pct(d []time.Duration, p float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := append([]time.Duration(nil), d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	i := int(p * float64(len(s)-1))
	return s[i]
}

func (b *benchRecorder) report(w io.Writer) {
	if w == nil {
		w = os.Stdout
	}
	fmt.Fprintf(w, "%-9s %6s %10s %10s %11s %11s %8s %8s %9s %10s\n", "scene", "frames",
		"cpu p50", "cpu p99", "wall p50", "wall p99", "allocp50", "allocavg", "allocmax", "idle p99")
	for _, r := range b.rows {
		var sum, mx uint64
		for _, a := range r.allocs {
			sum += a
			mx = max(mx, a)
		}
		avg := 0.0
		if len(r.allocs) > 0 {
			avg = float64(sum) / float64(len(r.allocs))
		}
		sorted := append([]uint64(nil), r.allocs...)
		sort.Slice(sorted, func(i, j int) bool { return sorted[i] < sorted[j] })
		var p50 uint64
		if len(sorted) > 0 {
			p50 = sorted[len(sorted)/2]
		}
		fmt.Fprintf(w, "%-9s %6d %10s %10s %11s %11s %8d %8.1f %9d %10s\n", r.name, len(r.cpu),
			round(pct(r.cpu, 0.5)), round(pct(r.cpu, 0.99)), round(pct(r.wall, 0.5)), round(pct(r.wall, 0.99)),
			p50, avg, mx, round(pct(r.idle, 0.99)))
	}
}

func round(d time.Duration) string {
	return fmt.Sprintf("%.3fms", float64(d)/float64(time.Millisecond))
}
