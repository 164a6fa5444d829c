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
}

// playByMouse plays every human decision of the running match by clicking
// where the board says (a random legal action each time, seeded), passes
// each curtain, and after undoAfter human decisions presses Ctrl+Z once
// and checks it took back the last human decision. It ends on the results
// screen, or fails after limit frames.
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
	return func(a *App, in *ui.Input) bool {
		frames++
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
		if !m.undone && undoAfter > 0 && m.decisions >= undoAfter && g.sess.CanUndo(g.seated) {
			undoAt = len(g.sess.Steps)
			in.Undo, in.Synthetic = true, true
			return false
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
			target, have, targetStep, tries = legal[rng.IntN(len(legal))], true, len(g.sess.Steps), 0
			if m.choose != nil {
				target = m.choose(g.sess.Game, legal)
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
		last = p
		in.Cursor, in.Click, in.Down, in.Moved, in.Synthetic = p, true, true, true, true
		release = true
		return false
	}
}

// arnakSteps: the issue's «done when» games, from the menu with the mouse:
// solo against the rival at difficulty 2 on each board side, two humans
// in hot seat, and one human with three bots, each to the results screen
// with undo, the log and the curtain checked.
func arnakSteps(r *Runner, fail func(string, ...any), shot func(string, func(*image.RGBA)) Step) []Step {
	var steps []Step
	// chooseOption clicks a set-up option's button until it shows want.
	chooseOption := func(key, want string) Step {
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
	checkMatch := func(what string, players int, opts map[string]string) Step {
		return Do(func(a *App) {
			g, ok := findScene[*gameScene](a)
			if !ok {
				fail("%s: no game scene", what)
				return
			}
			if len(g.sess.Match.Seats) != players {
				fail("%s: %d seats, want %d", what, len(g.sess.Match.Seats), players)
			}
			for k, v := range opts {
				if g.sess.Match.Options[k] != v {
					fail("%s: option %s = %q, want %q", what, k, g.sess.Match.Options[k], v)
				}
			}
		})
	}
	checkResults := func(what string, players int, m *mouseGame, wantUndo bool) Step {
		return Do(func(a *App) {
			res, ok := findScene[*resultsScene](a)
			if !ok {
				fail("%s: no results scene", what)
				return
			}
			if len(res.res.Scores) != players || len(res.res.Scores[0].Parts) < 5 {
				fail("%s: results lack scores or their breakdown: %+v", what, res.res.Scores)
			}
			if players == 1 && (res.res.Note == "" || !a.Loc.Has(res.res.Note)) {
				fail("%s: the solo results do not say the rival's score (note %q)", what, res.res.Note)
			}
			if m.decisions < 20 {
				fail("%s: only %d human decisions were clicked", what, m.decisions)
			}
			if !m.logPolish || m.logLines == 0 {
				fail("%s: the log is empty or not Polish (%d lines)", what, m.logLines)
			}
			if wantUndo && (!m.undone || m.undoSteps < 1) {
				fail("%s: Ctrl+Z did not take back the last human decision (undone %v, %d steps)", what, m.undone, m.undoSteps)
			}
		})
	}
	start := func(what string) []Step {
		return []Step{
			Click(r, "Rozpocznij"), Until(r, what, 120, func(a *App) bool {
				return a.Top().Name() == "game" || a.Top().Name() == "curtain"
			}),
		}
	}
	toMenu := []Step{Click(r, "Menu"), Until(r, "menu", 60, topIs("menu"))}
	// Bots answer at once and nothing slides: the games are long.
	var anim string
	steps = append(steps, Do(func(a *App) { anim, a.Settings.Animations = a.Settings.Animations, "off" }))

	// Solo against the rival at difficulty 2, on each side.
	for i, side := range []string{"bird", "snake"} {
		m := &mouseGame{}
		what := fmt.Sprintf("arnak solo %s", side)
		steps = append(steps,
			Click(r, "Zaginiona wyspa Arnak"), Until(r, what+" setup", 60, topIs("setup")), setupDefaults(),
			Click(r, "−"), Wait(1), chooseOption("side", side), Wait(1), chooseOption("difficulty", "2"), Wait(1))
		if i == 0 {
			steps = append(steps, shot("arnak_setup", nil))
		}
		steps = append(steps, start(what)...)
		steps = append(steps, checkMatch(what, 1, map[string]string{"side": side, "difficulty": "2"}))
		if i == 0 {
			steps = append(steps, Wait(2), shot("arnak_solo", nil))
		}
		steps = append(steps, playByMouse(r, what, uint64(41+i), 40000, 5, m), Wait(2),
			checkResults(what, 1, m, true))
		if i == 0 {
			steps = append(steps, shot("arnak_results", nil))
		}
		steps = append(steps, toMenu...)
	}

	// Two humans in hot seat: a curtain before every change of human, and
	// each decision made with its own seat's view on screen.
	hot := &mouseGame{}
	steps = append(steps,
		Click(r, "Zaginiona wyspa Arnak"), Until(r, "arnak hot seat setup", 60, topIs("setup")), setupDefaults(),
		Click(r, "Bot"), Wait(1))
	steps = append(steps, start("arnak hot seat")...)
	steps = append(steps,
		Until(r, "arnak hot seat curtain", 60, topIs("curtain")), Wait(1), shot("arnak_curtain", nil),
		playByMouse(r, "arnak hot seat", 43, 60000, 0, hot), Wait(2),
		checkResults("arnak hot seat", 2, hot, false),
		Do(func(a *App) {
			if hot.switches == 0 || hot.curtains < hot.switches {
				fail("arnak hot seat: %d curtains for %d changes of human", hot.curtains, hot.switches)
			}
			if !hot.screenSeen[0] || !hot.screenSeen[1] {
				fail("arnak hot seat: both humans did not play (%v)", hot.screenSeen)
			}
		}))
	steps = append(steps, toMenu...)

	// One human and three bots.
	four := &mouseGame{}
	steps = append(steps,
		Click(r, "Zaginiona wyspa Arnak"), Until(r, "arnak 4p setup", 60, topIs("setup")), setupDefaults(),
		Click(r, "+"), Wait(1), Click(r, "+"), Wait(1))
	steps = append(steps, start("arnak 4p")...)
	steps = append(steps, checkMatch("arnak 4p", 4, nil), Wait(2), shot("arnak_4p", nil),
		playByMouse(r, "arnak 4p", 44, 80000, 7, four), Wait(2),
		checkResults("arnak 4p", 4, four, true))
	steps = append(steps, toMenu...)
	steps = append(steps, Do(func(a *App) { a.Settings.Animations = anim }))
	return steps
}
