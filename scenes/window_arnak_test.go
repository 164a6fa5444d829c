package scenes

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// arnakSteps: the issue's «done when» games, from the menu with the mouse:
// solo against the rival at difficulty 2 on each board side, two humans
// in hot seat, and one human with three bots, each to the results screen
// with undo, the log and the curtain checked.
func arnakSteps(r *Runner, fail func(string, ...any), shot func(string, func(*image.RGBA)) Step) []Step {
	var steps []Step
	chooseOption := func(key, want string) Step { return chooseSetupOption(r, key, want) }
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
	steps = append(steps, checkMatch("arnak 4p", 4, nil), Wait(2), shot("arnak_4p", nil))
	steps = append(steps, foldedLogSteps(r, fail, shot)...)
	steps = append(steps, playByMouse(r, "arnak 4p", 44, 80000, 7, four), Wait(2),
		checkResults("arnak 4p", 4, four, true))
	steps = append(steps, toMenu...)
	steps = append(steps, Do(func(a *App) { a.Settings.Animations = anim }))
	return steps
}

// foldedLogSteps: in the window a 1366×768 laptop opens (1152×648) the log
// folds away and the board takes the whole width; «Dziennik» opens it over
// the board, where it takes every input (nothing reaches the board, bots
// wait) until a click beside it closes it; back at 1280×720 it stands
// beside the board again.
func foldedLogSteps(r *Runner, fail func(string, ...any), shot func(string, func(*image.RGBA)) Step) []Step {
	game := func(a *App) *gameScene { g, _ := findScene[*gameScene](a); return g }
	var steps int
	return []Step{
		Do(func(a *App) { ebiten.SetWindowSize(1152, 648) }),
		Until(r, "the log folds at 1152×648", 120, func(a *App) bool {
			g := game(a)
			return g != nil && g.frame.LogFolded && g.frame.Board.Max.X > 1100
		}),
		Until(r, "the log button", 60, func(a *App) bool {
			g := game(a)
			return g != nil && !g.logBtn.Hidden && !g.logOpen && g.sess.Game.Current() == g.screen
		}),
		shot("arnak_folded", nil),
		Click(r, "Dziennik"),
		Until(r, "the folded log opens", 30, func(a *App) bool {
			g := game(a)
			steps = len(g.sess.Steps)
			return g.logOpen
		}),
		Wait(10),
		shot("arnak_folded_open", nil),
		Do(func(a *App) {
			if g := game(a); len(g.sess.Steps) != steps {
				fail("folded log: %d decisions made while the log was open", len(g.sess.Steps)-steps)
			}
		}),
		// A click on the board's far left (the island) closes the log and
		// does nothing else.
		Do(func(a *App) {
			g := game(a)
			steps = len(g.sess.Steps)
		}),
		ClickAt(image.Pt(60, 200)),
		Until(r, "a click beside the log closes it", 30, func(a *App) bool {
			g := game(a)
			if !g.logOpen && len(g.sess.Steps) != steps {
				fail("folded log: the click that closed the log also played (%d decisions)", len(g.sess.Steps)-steps)
			}
			return !g.logOpen
		}),
		Do(func(a *App) { ebiten.SetWindowSize(1280, 720) }),
		Until(r, "the log stands beside the board again at 1280×720", 120, func(a *App) bool {
			g := game(a)
			return g != nil && !g.frame.LogFolded && g.logBtn.Hidden
		}),
	}
}
