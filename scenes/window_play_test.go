package scenes

import (
	"fmt"
	"image"
	"os"
	"slices"
	"strings"

	"stolik/rules/engine"
	"stolik/scenes/ui"
)

// The window tests' shared drivers: playing a match's human decisions
// with the mouse alone, and choosing set-up options. A title's window test
// (window_<t>_test.go) holds only its own steps and checks.

// nextClicker is what a board offers the window test to play a human's
// decision with the mouse alone: the point to click next towards a.
type nextClicker interface {
	NextClick(view engine.Game, seat engine.Seat, legal []engine.Action, a engine.Action) (image.Point, bool)
}

// mouseGame records what playByMouse saw, for the checks after a match.
type mouseGame struct {
	decisions  int // human decisions made by clicks
	clicks     int
	curtains   int // curtains passed
	switches   int // human turns that followed another human's turn
	lastHuman  engine.Seat
	undone     bool
	undoSteps  int
	logPolish  bool
	logLines   int
	screenSeen map[engine.Seat]bool
	// choose, when set, picks the action to click towards from the full
	// game (a test driving towards a win); nil picks at random.
	choose func(g engine.Game, legal []engine.Action) engine.Action

	// A title's own driver adds to playByMouse through these (nil: none;
	// see playDungeonology).
	//
	// pick draws the random target its own way (nil: uniformly).
	pick func(legal []engine.Action, rng *engine.RNG) engine.Action
	// frame runs on every frame of the game scene, first; false stops the
	// match (it has failed and said why).
	frame func(g *gameScene) bool
	// turn runs when a human at the screen is to decide, with whether a
	// curtain was passed just before.
	turn func(g *gameScene, afterCurtain bool)
	// prelude runs before each decision: frames of input to play first
	// (a pointer resting somewhere), or wait to let a frame pass.
	prelude func(g *gameScene, frames int) (queue []ui.Input, wait bool)
	// gesture may choose the target another way than by clicks (a drag):
	// the frames of input that do it, none to click.
	gesture func(g *gameScene, legal []engine.Action, target engine.Action, tries int) []ui.Input
	// quickClicks presses and releases every other click within one frame
	// (otherwise a click is a press and, the next frame, a release).
	quickClicks bool
}

// playByMouse plays every human decision of the running match by clicking
// where the board says (a random legal action each time, seeded), passes
// each curtain, and after undoAfter human decisions presses Ctrl+Z once
// and checks it took back the last human decision. It ends on the results
// screen, or fails after limit frames. m's hooks add a title's own steps.
func playByMouse(r *Runner, what string, seed uint64, limit, undoAfter int, m *mouseGame) Step {
	rng := engine.NewRNG(seed)
	var target engine.Action
	have := false
	targetStep, frames, tries := -1, 0, 0
	m.lastHuman = engine.Observer
	m.screenSeen = map[engine.Seat]bool{}
	undoAt := -1
	var release bool
	var last image.Point
	var queue []ui.Input // frames of a hook's gesture under way
	afterCurtain := false
	return func(a *App, in *ui.Input) bool {
		frames++
		if len(queue) > 0 {
			*in = queue[0]
			queue = queue[1:]
			return false
		}
		if release {
			// A click is a press and, the next frame, a release.
			in.Cursor, in.Drop, in.Synthetic = last, true, true
			release = false
			return false
		}
		if os.Getenv("STOLIK_WINDOW_TRACE") != "" && frames%1000 == 0 {
			fmt.Fprintf(os.Stderr, "%s: frame %d, top %s, %d decisions, %d clicks, %d curtains\n",
				what, frames, a.Top().Name(), m.decisions, m.clicks, m.curtains)
		}
		if frames > limit {
			r.Failf("%s: no results after %d frames (top %q, %d decisions)", what, limit, a.Top().Name(), m.decisions)
			return true
		}
		switch a.Top().Name() {
		case "results":
			return true
		case "curtain":
			// The curtain ignores everything for a moment, then opens on
			// a press and release on its button.
			c, ok := a.Top().(*curtainScene)
			if !ok || !c.Ready() {
				return false
			}
			m.curtains++
			afterCurtain = true
			last = c.ok.R.Min.Add(c.ok.R.Size().Div(2))
			in.Cursor, in.Click, in.Down, in.Moved, in.Synthetic = last, true, true, true, true
			release = true
			return false
		case "game":
		default:
			return false
		}
		g, ok := a.Top().(*gameScene)
		if !ok {
			return false
		}
		m.logLines = len(g.logLines)
		for _, l := range g.logLines {
			if strings.ContainsAny(l, "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ") {
				m.logPolish = true
				break
			}
		}
		if m.frame != nil && !m.frame(g) {
			return true
		}
		if undoAt >= 0 && !m.undone {
			// The frame after Ctrl+Z: the session must be back before the
			// last human decision.
			m.undone = true
			m.undoSteps = undoAt - len(g.sess.Steps)
			have = false
			return false
		}
		cur := g.sess.Game.Current()
		if int(cur) < 0 || int(cur) >= len(g.bots) || g.bots[cur] != nil {
			return false
		}
		if cur != g.screen {
			return false // the frame puts up the curtain or switches seats
		}
		m.screenSeen[cur] = true
		if m.turn != nil {
			m.turn(g, afterCurtain)
		}
		afterCurtain = false
		if !m.undone && undoAfter > 0 && m.decisions >= undoAfter && g.sess.CanUndo(g.seated) {
			undoAt = len(g.sess.Steps)
			in.Undo, in.Synthetic = true, true
			return false
		}
		if m.prelude != nil {
			q, wait := m.prelude(g, frames)
			if len(q) > 0 {
				*in, queue = q[0], append(queue, q[1:]...)
				return false
			}
			if wait {
				return false
			}
		}
		legal := g.sess.Game.Legal(nil)
		if len(legal) == 0 {
			r.Failf("%s: a human to move with no legal action", what)
			return true
		}
		if !have || targetStep != len(g.sess.Steps) || !slices.Contains(legal, target) {
			if have && targetStep == len(g.sess.Steps)-1 {
				m.decisions++
				if m.lastHuman != engine.Observer && m.lastHuman != cur {
					m.switches++
				}
				m.lastHuman = cur
			}
			if m.pick != nil {
				target = m.pick(legal, &rng)
			} else {
				target = legal[rng.IntN(len(legal))]
			}
			have, targetStep, tries = true, len(g.sess.Steps), 0
			if m.choose != nil {
				target = m.choose(g.sess.Game, legal)
			}
		}
		if m.gesture != nil {
			if q := m.gesture(g, legal, target, tries); len(q) > 0 {
				tries++
				*in, queue = q[0], append(queue, q[1:]...)
				return false
			}
		}
		nc, ok := g.board.(nextClicker)
		if !ok {
			r.Failf("%s: the %T board offers no NextClick", what, g.board)
			return true
		}
		p, ok := nc.NextClick(g.currentView(), g.screen, legal, target)
		tries++
		if !ok || tries > 40 {
			r.Failf("%s: no click reaches %s (%d tries)", what, target.Format(g.title.KindNames), tries)
			return true
		}
		m.clicks++
		if m.quickClicks && m.clicks%2 == 0 {
			in.Cursor, in.Click, in.Moved, in.Synthetic = p, true, true, true
			return false
		}
		last = p
		in.Cursor, in.Click, in.Down, in.Moved, in.Synthetic = p, true, true, true, true
		release = true
		return false
	}
}

// chooseSetupOption clicks a set-up option's button until it shows want.
func chooseSetupOption(r *Runner, key, want string) Step {
	n := 0
	return func(a *App, in *ui.Input) bool {
		s, ok := findScene[*setupScene](a)
		if !ok {
			return false
		}
		for i, o := range s.t.Options {
			if o.Key != key {
				continue
			}
			if s.optIdx[i] < len(o.Choices) && o.Choices[s.optIdx[i]] == want {
				n = 0
				return true
			}
			if n++; n > 20 || !o.Active(s.optionValues()) {
				r.Failf("set-up option %s cannot be set to %s", key, want)
				return true
			}
			c := s.opts[i].R.Min.Add(s.opts[i].R.Size().Div(2))
			in.Cursor, in.Click, in.Moved, in.Synthetic = c, true, true, true
			return false
		}
		r.Failf("no set-up option %s", key)
		return true
	}
}
