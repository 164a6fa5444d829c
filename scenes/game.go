package scenes

import (
	"context"
	"fmt"
	"image"
	"stolik/scenes/sound"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/render"
	"stolik/render/geom"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

type botResult struct {
	action engine.Action
	err    error
	step   int
}

type botJob struct {
	ch     chan botResult
	cancel context.CancelFunc
	step   int
}

// gameScene is the in-game frame around a title's board.
type gameScene struct {
	a      *App
	sess   *engine.Session
	title  *engine.Title
	board  table.Board
	bots   []BotPlayer
	names  []string
	humans int
	// secret: with these options seats hold secrets, so the screen passes
	// between humans behind the curtain.
	secret bool

	// screen is the seat whose view is on screen: the human who last
	// confirmed the curtain (or the only human); Observer when only bots
	// play.
	screen engine.Seat
	// seated is the human at the screen, the one an undo is for: the
	// only human, or the last one who confirmed the curtain or decided.
	seated engine.Seat

	legalBuf []engine.Action
	view     engine.Game
	viewSeat engine.Seat
	viewStep int

	job     *botJob
	botWait int
	lastBot []engine.Action
	lastTxt string

	logLines []string
	logDone  int
	logSeat  engine.Seat
	logSteps int
	logTop   int // lines scrolled up from the newest
	// logOpen: the folded log (table.Frame.LogFolded) is open over the
	// board; logSeen is how many lines the player has seen in it.
	logOpen bool
	logSeen int
	// logRelease: the press that closed the log is still down; its
	// release must not reach the board either.
	logRelease bool

	// frame is the layout for the logical screen fw×fh (table.FrameLayout).
	frame  table.Frame
	fw, fh int

	// nav is the keyboard focus over the board's targets (boards that
	// implement table.Navigator); targets is reused every frame.
	nav      table.Nav
	targets  []table.Target
	focusTip *render.Tooltip

	logLabels render.LabelCache

	// cards is the large card view (right click, long hover); stage shows
	// the cards the rules reveal (table.Shower boards).
	cards table.CardView
	stage table.Stage
	// cardsSeat is the seat the card view was opened for: a card seen by
	// one player never stays up for the next one (hot seat).
	cardsSeat engine.Seat

	undo, hints, menu ui.Button
	// logBtn opens and closes the folded log (shown only when folded).
	logBtn    ui.Button
	showHints bool
	canUndo   bool
	undoErr   error // why undo is not possible now (nil when it is)
	toast     ui.Toast
	over      bool
	// hand is the hand-off between people when no curtain is needed.
	hand handoff
}

func newGame(a *App, s *engine.Session) (*gameScene, error) {
	g := &gameScene{a: a, sess: s, title: s.Title, screen: engine.Observer, seated: engine.Observer, viewStep: -1, logSeat: -3,
		secret: s.Title.HasSecrets(s.Match.Options)}
	g.bots = make([]BotPlayer, len(s.Match.Seats))
	colours := make([]int, len(s.Match.Seats))
	for i, sc := range s.Match.Seats {
		g.names = append(g.names, sc.Name)
		colours[i] = sc.Colour
		if sc.Human() {
			g.humans++
			continue
		}
		if a.cfg.NewBot == nil {
			return nil, engine.Errorf(engine.CodeBadConfig, "no bots available")
		}
		b, err := a.cfg.NewBot(sc.Bot, sc.Level, s.Title, uint64(s.Match.Seed)+uint64(i)*7919+1)
		if err != nil {
			return nil, err
		}
		g.bots[i] = b
	}
	if g.humans == 1 {
		for i, sc := range s.Match.Seats {
			if sc.Human() {
				g.screen, g.seated = engine.Seat(i), engine.Seat(i)
			}
		}
	}
	g.board = a.cfg.Boards.New(table.Env{Title: s.Title, Kit: a.Kit, Loc: a.Loc, Names: g.names,
		Colours: colours, AnimSpeed: a.Settings.AnimSpeed()})
	// «Pokaż możliwe ruchy» is remembered between matches (m18).
	g.showHints = !a.Settings.HideMoves
	g.board.ShowHints(g.showHints)
	g.undo = ui.Button{Size: 18}
	g.hints = ui.Button{Size: 15}
	g.menu = ui.Button{Size: 18}
	g.logBtn = ui.Button{Size: 15}
	g.relayout()
	g.refresh()
	return g, nil
}

// Adaptive: the frame lays itself out for the window's logical size.
func (g *gameScene) Adaptive() bool { return true }

// relayout lays the frame and the board out again when the logical screen
// changed (a new window size or UI scale); it reports a change.
func (g *gameScene) relayout() bool {
	w, h := g.a.Size()
	if w == g.fw && h == g.fh {
		return false
	}
	g.fw, g.fh = w, h
	g.frame = table.FrameLayout(w, h)
	g.board.Layout(g.frame.Board)
	r := g.frame.Top
	if !g.frame.LogFolded {
		g.logBtn.Hidden, g.logOpen = true, false
		g.menu.R = image.Rect(r.Max.X-100, 12, r.Max.X-10, 52)
		g.hints.R = image.Rect(g.menu.R.Min.X-180, 12, g.menu.R.Min.X-10, 52)
		g.undo.R = image.Rect(g.hints.R.Min.X-130, 12, g.hints.R.Min.X-10, 52)
	} else {
		// Four buttons on a narrow bar: each as wide as its longest label,
		// so the prompt left of them keeps what room there is.
		l, k := g.a.Loc, g.a.Kit
		wide := func(size int, keys ...string) int {
			w := 0
			for _, key := range keys {
				w = max(w, k.Measure(l.T(key, map[string]any{"n": 99}), size, false, 0).X)
			}
			return w + 24
		}
		g.logBtn.Hidden = false
		g.menu.R = image.Rect(r.Max.X-10-wide(18, "game.menu"), 12, r.Max.X-10, 52)
		g.hints.R = image.Rect(g.menu.R.Min.X-8-wide(15, g.hintsKey(true), g.hintsKey(false)), 12, g.menu.R.Min.X-8, 52)
		g.undo.R = image.Rect(g.hints.R.Min.X-8-wide(18, "game.undo"), 12, g.hints.R.Min.X-8, 52)
		g.logBtn.R = image.Rect(g.undo.R.Min.X-8-wide(15, "game.log", "game.log_unread"), 12, g.undo.R.Min.X-8, 52)
	}
	g.nav.Reset()
	return true
}

// hintsKey is the hints button's label: short on a narrow bar, where the
// prompt needs the room.
func (g *gameScene) hintsKey(shown bool) string {
	key := "game.show_moves"
	if shown {
		key = "game.hide_moves"
	}
	if g.frame.LogFolded {
		key += "_short"
	}
	return key
}

// barEnd is where the top bar's texts must end: the first button.
func (g *gameScene) barEnd() int {
	if g.frame.LogFolded {
		return g.logBtn.R.Min.X
	}
	return g.undo.R.Min.X
}

// logShown: the log is on screen (beside or under the board, or open
// over it).
func (g *gameScene) logShown() bool { return !g.frame.LogFolded || g.logOpen }

// updateFoldedLog handles the folded log's button and, while the log is
// open over the board, every input: a click beside it or Esc closes it,
// the wheel scrolls it, and nothing reaches the board (bots wait too, so
// the lines do not run away under the reader). It reports whether the
// frame is taken and whether to redraw.
func (g *gameScene) updateFoldedLog(in *ui.Input) (taken, changed bool) {
	if g.logRelease {
		g.logRelease = in.Down && !in.Drop
		return true, false
	}
	if !g.frame.LogFolded {
		return false, false
	}
	if c, ch := g.logBtn.Update(in); c {
		g.logOpen = !g.logOpen
		g.logTop = 0
		g.logSeen = len(g.logLines)
		return true, true
	} else if ch {
		changed = true
	}
	if !g.logOpen {
		return false, changed
	}
	if in.TakeEsc() || in.Click && !in.Cursor.In(g.frame.Log) {
		g.logOpen = false
		g.logRelease = in.Click
		return true, true
	}
	g.logSeen = len(g.logLines)
	return true, g.wheelLog(in) || changed
}

func (g *gameScene) Name() string { return "game" }
func (g *gameScene) Opaque() bool { return true }
func (g *gameScene) Buttons() []*ui.Button {
	out := []*ui.Button{&g.undo, &g.hints, &g.menu}
	if g.frame.LogFolded {
		out = append(out, &g.logBtn)
	}
	if g.hand.holding {
		out = append(out, &g.hand.next)
	}
	if c, ok := g.board.(interface{ Buttons() []*ui.Button }); ok {
		out = append(out, c.Buttons()...)
	}
	return out
}

// Session exposes the match for scripts and tests.
func (g *gameScene) Session() *engine.Session { return g.sess }

// ScreenSeat is the seat whose view is on screen.
func (g *gameScene) ScreenSeat() engine.Seat { return g.screen }

// Board is the title's board in the frame.
func (g *gameScene) Board() table.Board { return g.board }

func (g *gameScene) needsCurtain(cur engine.Seat) bool {
	return g.secret && g.humans >= 2 && cur != g.screen
}

func (g *gameScene) Update(in *ui.Input) bool {
	changed := g.relayout()
	changed = g.toast.Tick() || g.tickBanner() || changed
	g.stage.SetSpeed(g.stageSpeed())
	if g.stage.Update(in, 1.0/60) {
		changed = true // a revealed card on stage (input skips it)
	}
	if g.cardsSeat != g.screen {
		changed = g.cards.Close() || changed
		g.cardsSeat = g.screen
	}
	if cv, ok := g.board.(table.CardViewer); ok {
		block, ch := g.cards.Update(in, cv, g.boardRect())
		changed = changed || ch
		if block {
			return changed // the card view is modal
		}
	}
	if ch, err := g.a.saves.takeChange(); ch {
		if err != nil {
			g.toast.Show(g.a.autosaveMessage(err), true)
		} else {
			g.toast.Show(g.a.Loc.T("autosave.ok_again", nil), false)
		}
		changed = true
	}
	if taken, ch := g.updateFoldedLog(in); taken {
		return changed || ch
	} else if ch {
		changed = true
	}
	if in.TakeEsc() {
		g.a.Push(newPause(g.a, g))
		return true
	}
	if c, ch := g.menu.Update(in); c {
		g.a.Push(newPause(g.a, g))
		return true
	} else if ch {
		changed = true
	}
	if g.undo.Disabled && in.Click && in.Cursor.In(g.undo.R) {
		// A click on the greyed button still says why.
		g.toast.Show(g.a.Loc.Error(g.undoErr), true)
	}
	if c, ch := g.undo.Update(in); c || in.TakeUndo() {
		g.doUndo()
		return true
	} else if ch {
		changed = true
	}
	if c, ch := g.hints.Update(in); c {
		g.showHints = !g.showHints
		g.board.ShowHints(g.showHints)
		g.a.Settings.HideMoves = !g.showHints
		_ = SaveSettings(g.a.cfg.SettingsPath, g.a.Settings) // only the preference is lost
		changed = true
	} else if ch {
		changed = true
	}
	if g.sess.Over() {
		g.finish()
		return true
	}
	cur := g.sess.Game.Current()
	if int(cur) < 0 || int(cur) >= len(g.bots) {
		// A title bug (a seat that does not exist) must not crash the app.
		g.toast.Show(g.a.Loc.T("error.unknown", map[string]any{"detail": "seat " + cur.String()}), true)
		return changed
	}
	if g.hand.holding {
		return g.updateHold(in) || changed
	}
	if g.bots[cur] != nil {
		changed = g.runBot(cur) || changed
	} else if cur != g.screen {
		if g.needsCurtain(cur) {
			seat := cur
			g.a.Push(newCurtain(g.a, g.names[cur], func() {
				g.screen, g.seated = seat, seat
				g.refresh()
			}))
			return true
		}
		g.showBanner(cur)
		g.screen, g.seated = cur, cur
		g.refresh()
		changed = true
	}
	if g.wheelLog(in) {
		changed = true
	}
	var legal []engine.Action
	if cur == g.screen && g.bots[cur] == nil {
		g.legalBuf = g.sess.Game.Legal(g.legalBuf[:0])
		legal = g.legalBuf
	}
	if nv, ok := g.board.(table.Navigator); ok {
		// The board's targets as of its last Update: keys come from the
		// player long after a new decision was drawn.
		g.targets = g.targets[:0]
		if legal != nil {
			g.targets = nv.Targets(g.targets)
		}
		if g.nav.Update(in, g.targets) {
			changed = true
		}
	}
	out := g.board.Update(in, g.currentView(), g.screen, legal)
	if out.Chosen {
		if legal == nil {
			g.board.Refused(out.Action, engine.Errorf(engine.CodeNotYourTurn, "not the screen seat's decision"))
		} else {
			g.apply(out.Action)
		}
		return true
	}
	return changed || out.Redraw
}

func (g *gameScene) currentView() engine.Game {
	if g.view == nil || g.viewSeat != g.screen || g.viewStep != len(g.sess.Steps) {
		g.view = g.sess.Game.View(g.screen)
		g.viewSeat, g.viewStep = g.screen, len(g.sess.Steps)
	}
	return g.view
}

// stageSpeed is the revealed cards' animation speed: the player's setting,
// but off while a script drives the app (tests press buttons in order and
// a card on stage takes the first click), unless the script asks for it.
func (g *gameScene) stageSpeed() float64 {
	if g.a.Script != nil && !g.a.ShowStage {
		return 0
	}
	return g.a.Settings.AnimSpeed()
}

// botDelay is how many frames the frame pauses between bot moves so the
// players can follow them; none when animations are off.
func (g *gameScene) botDelay() int {
	sp := g.a.Settings.AnimSpeed()
	if sp == 0 || g.humans == 0 && g.a.Script != nil {
		return 0
	}
	return int(20 / sp)
}

func (g *gameScene) runBot(cur engine.Seat) bool {
	if g.job == nil {
		if g.stage.Busy() {
			return false // the players read the card the last move revealed
		}
		if g.botWait > 0 {
			g.botWait--
			return false
		}
		ctx, cancel := context.WithCancel(context.Background())
		view := g.sess.Game.View(cur)
		job := &botJob{ch: make(chan botResult, 1), cancel: cancel, step: len(g.sess.Steps)}
		p := g.bots[cur]
		go func() {
			a, err := safeChoose(ctx, p, view, cur)
			job.ch <- botResult{action: a, err: err, step: job.step}
		}()
		g.job = job
		return true
	}
	select {
	case r := <-g.job.ch:
		g.job.cancel()
		g.job = nil
		if r.step != len(g.sess.Steps) {
			return true // the match moved on (undo); ask again
		}
		if r.err != nil {
			g.toast.Show(g.a.Loc.T("error.bot_failed", map[string]any{"detail": r.err.Error()}), true)
			// Keep the match going: the first legal action is always legal.
			g.legalBuf = g.sess.Game.Legal(g.legalBuf[:0])
			if len(g.legalBuf) == 0 {
				return true
			}
			r.action = g.legalBuf[0]
		}
		g.apply(r.action)
		g.botWait = g.botDelay()
		return true
	default:
		return false
	}
}

func safeChoose(ctx context.Context, p BotPlayer, view engine.Game, seat engine.Seat) (a engine.Action, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("bot panic: %v", r)
		}
	}()
	return p.Choose(ctx, view, seat)
}

// Apply plays an action for whoever's decision it is (the board's choice,
// a bot's, or a script's).
func (g *gameScene) Apply(a engine.Action) error { return g.apply(a) }

func (g *gameScene) apply(a engine.Action) error {
	actor := g.sess.Game.Current()
	if err := safeApply(g.sess, a); err != nil {
		g.a.cfg.Sound.Play(sound.CueRefuse)
		g.board.Refused(a, err)
		g.toast.Show(g.a.Loc.Error(err), true)
		return err
	}
	if int(actor) >= 0 && g.bots[actor] != nil {
		g.lastBot = append(g.lastBot, a)
		st := g.sess.Steps[len(g.sess.Steps)-1]
		g.lastTxt = ""
		for _, e := range g.sess.Events()[st.First:st.Last] {
			if ev, ok := e.For(g.screen); ok {
				g.lastTxt = g.a.Loc.EventNamed(ev, g.names)
				break
			}
		}
	} else {
		g.lastBot = g.lastBot[:0]
		g.lastTxt = ""
		if int(actor) >= 0 {
			g.seated = actor
		}
	}
	g.board.Highlight(g.lastBot)
	g.a.cfg.Sound.Play(sound.CueMove)
	if next := g.sess.Game.Current(); next != actor && int(next) >= 0 && int(next) < len(g.bots) && g.bots[next] == nil {
		g.a.cfg.Sound.Play(sound.CueTurn) // a person decides next: call them
	}
	if g.secret && g.humans >= 2 && g.screen == actor && g.sess.Game.Current() != actor {
		// The player who just moved may leave the seat at once: from now
		// on the screen shows only public information until the next
		// human confirms the curtain.
		g.screen = engine.Observer
	}
	g.saveNow()
	g.refresh()
	g.startHold(actor)
	g.showRevealed(int(actor) >= 0 && int(actor) < len(g.bots) && g.bots[actor] != nil)
	return nil
}

// showRevealed puts on stage the cards the last step revealed, as the seat
// now at the screen may see them (after a hot-seat hand-off that is only
// the public ones).
func (g *gameScene) showRevealed(bot bool) {
	sh, ok := g.board.(table.Shower)
	if !ok || len(g.sess.Steps) == 0 {
		return
	}
	st := g.sess.Steps[len(g.sess.Steps)-1]
	view := g.currentView()
	for _, e := range g.sess.Events()[st.First:st.Last] {
		ev, ok := e.For(g.screen)
		if !ok {
			continue
		}
		if s, ok := sh.Show(ev, view); ok {
			g.stage.Push(s, bot)
		}
	}
}

// boardRect is the board's area as render geometry.
func (g *gameScene) boardRect() geom.Rect {
	b := g.frame.Board
	return geom.Rect{X: float64(b.Min.X), Y: float64(b.Min.Y), W: float64(b.Dx()), H: float64(b.Dy())}
}

// safeApply turns a panic in a title's rules into an error the player
// sees, instead of losing the whole app (and the match with it).
func safeApply(s *engine.Session, a engine.Action) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("rules panic: %v", r)
		}
	}()
	return s.Apply(a)
}

// saveNow writes the autosave; a finished match removes it.
func (g *gameScene) saveNow() {
	st := g.a.cfg.Store
	if st.Dir == "" {
		return
	}
	g.a.saves.save(st, &g.sess.Match, g.sess.Over())
}

func (g *gameScene) doUndo() {
	if g.job != nil {
		g.job.cancel()
		g.job = nil
	}
	if err := g.sess.Undo(g.seated); err != nil {
		g.toast.Show(g.a.Loc.Error(err), true)
		return
	}
	g.lastBot, g.lastTxt = g.lastBot[:0], ""
	g.hand.holding = false
	g.board.Highlight(nil)
	g.stage.Clear()
	g.cards.Close()
	g.botWait = 0
	g.saveNow()
	g.refresh()
}

func (g *gameScene) finish() {
	if g.over {
		return
	}
	g.over = true
	if g.job != nil {
		g.job.cancel()
		g.job = nil
	}
	g.saveNow()
	g.a.cfg.Sound.Play(sound.CueEnd)
	g.a.Replace(newResults(g.a, g.sess, g.names))
}

// refresh recomputes what depends on the session: undo availability and
// the log lines visible to the seat at the screen.
func (g *gameScene) refresh() {
	// The engine's undo policy decides; the frame only asks for the
	// human at the screen and shows the reason when it refuses.
	_, g.undoErr = g.sess.UndoCheck(g.seated)
	g.canUndo = g.undoErr == nil
	evs := g.sess.Events()
	if g.logSeat != g.screen || len(g.sess.Steps) < g.logSteps || g.logDone > len(evs) {
		if g.logSeat != g.screen {
			// Another player at the screen: the folded log closes and
			// what they have not read is counted from the start.
			g.logOpen, g.logSeen = false, 0
		}
		g.logLines, g.logDone, g.logTop = g.logLines[:0], 0, 0
		g.logSeat = g.screen
	}
	for _, e := range evs[g.logDone:] {
		if ev, ok := e.For(g.screen); ok {
			g.logLines = append(g.logLines, g.a.Loc.EventNamed(ev, g.names))
		}
	}
	g.logDone = len(evs)
	g.logSteps = len(g.sess.Steps)
	g.logSeen = min(g.logSeen, len(g.logLines))
	g.view = nil
}

// LogLines are the log as shown (tests check nothing secret is there).
func (g *gameScene) LogLines() []string { return g.logLines }

func (g *gameScene) wheelLog(in *ui.Input) bool {
	if in.Wheel == 0 || !g.logShown() || !in.Cursor.In(g.frame.Log) {
		return false
	}
	n := g.logTop + int(in.Wheel)
	g.logTop = min(max(0, n), max(0, len(g.logLines)-1))
	in.Wheel = 0
	return true
}

func (g *gameScene) Draw(dst *ebiten.Image) {
	k, l := g.a.Kit, g.a.Loc
	dst.Fill(ui.ColBG)
	g.relayout()
	k.Fill(dst, g.frame.Top, ui.ColPanel)
	cur := g.sess.Game.Current()
	barW := g.barEnd() - 60 // up to the first button
	turnW := 0
	if cur >= 0 && int(cur) < len(g.names) {
		pc := ui.SeatColour(g.sess.Match.Seats[cur].Colour)
		k.Text(dst, pc.Glyph, 16, 10, 26, false, 0, pc.Col)
		turn := k.Fit(l.T("game.turn", map[string]any{"name": g.names[cur]}), 22, true, min(380, barW/2))
		turnW = k.Text(dst, turn, 48, 8, 22, true, 0, ui.ColText).X
		status := ""
		switch {
		case g.bots[cur] != nil:
			status = l.T("game.bot_thinking", map[string]any{"name": g.names[cur],
				"level": l.T("setup.level."+strconv.Itoa(g.sess.Match.Seats[cur].Level), nil)})
		case cur == g.screen:
			what := g.board.Prompt(g.currentView(), g.screen)
			if what == "" {
				what = l.T("game.choose", nil)
			}
			status = l.T("game.deciding", map[string]any{"what": what})
		}
		// The prompt is one line: smaller type if needed (never under
		// 12 px), then cut.
		size := 16
		for _, sz := range []int{14, 13, 12} {
			if k.Measure(status, size, false, 0).X <= barW {
				break
			}
			size = sz
		}
		k.Text(dst, k.Fit(status, size, false, barW), 48, 38, size, false, 0, ui.ColMuted)
	}
	if g.lastTxt != "" {
		x := 48 + turnW + 24
		move := l.T("game.bot_moved", map[string]any{"move": g.lastTxt})
		k.Text(dst, k.Fit(move, 15, false, 48+barW-x), x, 13, 15, false, 0, ui.ColAccent)
	}
	g.undo.Text = l.T("game.undo", nil)
	g.undo.Disabled = !g.canUndo
	g.hints.Text = l.T(g.hintsKey(g.showHints), nil)
	g.menu.Text = l.T("game.menu", nil)
	if g.frame.LogFolded {
		g.logBtn.Text = l.T("game.log", nil)
		if n := len(g.logLines) - g.logSeen; n > 0 && !g.logOpen {
			g.logBtn.Text = l.T("game.log_unread", map[string]any{"n": min(n, 99)})
		}
		g.logBtn.Selected = g.logOpen
		g.logBtn.Draw(dst, k)
	}
	g.undo.Draw(dst, k)
	g.hints.Draw(dst, k)
	g.menu.Draw(dst, k)

	g.board.Draw(dst, g.currentView(), g.screen)
	g.drawFocus(dst)
	if g.logShown() {
		g.drawLog(dst)
	}
	g.drawHandoff(dst)
	rk := k.Render
	g.stage.Draw(dst, rk, g.boardRect())
	if g.cardsSeat == g.screen {
		g.cards.Draw(dst, rk, geom.Rect{W: float64(g.fw), H: float64(g.fh)}, g.boardRect())
	}
	g.toast.Draw(dst, k, g.frame.Board)
}

// drawFocus outlines the keyboard focus on the board and says what it is.
func (g *gameScene) drawFocus(dst *ebiten.Image) {
	f, on := g.nav.Focused()
	if !on {
		return
	}
	rk := g.a.Kit.Render
	table.Outline(rk, f.Rect, 6, table.MarkFocus)
	rk.Painter.Flush(dst)
	if f.Label == "" {
		return
	}
	if g.focusTip == nil {
		g.focusTip = rk.NewTooltip(380)
	}
	anchor := geom.Pt{X: f.Rect.X + f.Rect.W/2, Y: f.Rect.Y + f.Rect.H}
	g.focusTip.Show(f.Label, anchor, g.boardRect())
	g.focusTip.Draw(dst, rk)
}

// drawLog paints the log, newest line at the bottom, through render's
// labels (laid out once per line; inline icons drawn).
func (g *gameScene) drawLog(dst *ebiten.Image) {
	k, l, rk := g.a.Kit, g.a.Loc, g.a.Kit.Render
	r := g.frame.Log
	ui.Panel(dst, k, r)
	k.Text(dst, l.T("game.log", nil), r.Min.X+12, r.Min.Y+6, 18, true, 0, ui.ColAccent)
	// Beside the board the lines go under the title; in the strip under
	// a 4:3 board they take the width right of it.
	x, w, top := float64(r.Min.X+12), float64(r.Dx()-24), float64(r.Min.Y+32)
	if g.frame.LogBelow {
		x, top = float64(r.Min.X+130), float64(r.Min.Y+6)
		w = float64(r.Max.X-12) - x
	}
	if len(g.logLines) == 0 {
		g.logLabels.Label(rk, l.T("game.log_empty", nil), logSize, false, w, 0, geom.AlignStart).
			Draw(dst, x, top+2, ui.ColMuted)
		return
	}
	y := float64(r.Max.Y - 6)
	for i := len(g.logLines) - 1 - g.logTop; i >= 0; i-- {
		b := g.logLabels.Label(rk, g.logLines[i], logSize, false, w, 0, geom.AlignStart)
		_, h := b.Size()
		y -= h + 4
		if y < top {
			break
		}
		col := ui.ColText
		if i != len(g.logLines)-1 {
			col = ui.ColMuted
		}
		b.Draw(dst, x, y, col)
	}
}

// logSize is the log's text size (logical pixels).
const logSize = 15

// saveAs writes the match under a new name ("donjon-20261122-031500.toml")
// beside the autosave, so Wczytaj can bring it back later.
func (g *gameScene) saveAs(now time.Time) {
	name := saveFileName(g.title.ID, now)
	if err := g.a.cfg.Store.Write(name, &g.sess.Match); err != nil {
		g.toast.Show(g.a.Loc.T("pause.save_failed", map[string]any{"detail": g.a.Loc.Reason(err), "dir": g.a.cfg.Store.Dir}), true)
		return
	}
	// The player reads the game and the date, not the file name (m12).
	g.toast.Show(g.a.Loc.T("pause.saved", map[string]any{"name": saveTitle(g.a, name, &g.sess.Match)}), false)
}
