package scenes

import (
	"image"
	"strings"

	"stolik/rules/dungeonology"
	"stolik/rules/engine"
	dungeonologyboard "stolik/scenes/dungeonology"
	"stolik/scenes/ui"
)

// dungeonGame records what playDungeonology saw, beyond mouseGame.
type dungeonGame struct {
	mouseGame
	drags      int // actions chosen by dragging a piece
	tilesLaid  int // drawn tiles laid by dragging them onto the map
	explored   int // explorations by dragging the scholar onto unknown ground
	tipChecked bool
	tip        string
	// answers: human decisions in another player's turn (reactions,
	// immediate cards, stealth tests) right after a curtain.
	answers int
}

// playDungeonology plays every human decision of the running Stworologia
// match with the mouse alone (playByMouse, with these steps of its own): a
// random legal action each time (seeded; exploring and laying tiles
// preferred, so the dungeon grows), chosen by dragging its piece where
// there is one (always for a drawn tile, every other time for the scholar
// and the cubes) or by clicking where the board says, every other click
// pressed and released within one frame. It rests the pointer on the
// start zone once and checks its tooltip, and counts the answers in
// another player's turn that follow a curtain.
func playDungeonology(r *Runner, what string, seed uint64, limit, undoAfter int, m *dungeonGame) Step {
	var bd *dungeonologyboard.Board
	var dragged engine.Action
	dragStep := -1
	tipAt := -1
	m.pick = pickGrowing
	m.quickClicks = true
	m.frame = func(g *gameScene) bool {
		var ok bool
		if bd, ok = g.board.(*dungeonologyboard.Board); !ok {
			r.Failf("%s: the board is %T, not Stworologia's", what, g.board)
			return false
		}
		if dragStep >= 0 && len(g.sess.Steps) > dragStep {
			// The step after a drag: was it the dragged action?
			if g.sess.Steps[dragStep].Action == dragged {
				m.drags++
				switch dragged.Kind {
				case dungeonology.KindPlace:
					m.tilesLaid++
				case dungeonology.KindExplore:
					m.explored++
				}
			}
			dragStep = -1
		}
		return true
	}
	m.turn = func(g *gameScene, afterCurtain bool) {
		if v, ok := g.currentView().(*dungeonology.Game); ok && v.UIActive() != int(g.sess.Game.Current()) && afterCurtain {
			m.answers++
		}
	}
	m.prelude = func(g *gameScene, frames int) ([]ui.Input, bool) {
		if m.tipChecked || m.decisions < 4 {
			return nil, false
		}
		// The pointer rests on the start zone: its tooltip names it.
		switch {
		case tipAt >= 0 && frames > tipAt+2:
			m.tip = bd.ShownTip()
			m.tipChecked = true
			return nil, false
		case tipAt < 0:
			if p, ok := bd.TilePoint(0); ok {
				tipAt = frames
				rest := ui.Input{Cursor: p, Synthetic: true}
				return []ui.Input{{Cursor: p, Moved: true, Synthetic: true}, rest, rest}, false
			}
			return nil, false
		}
		return nil, true
	}
	m.gesture = func(g *gameScene, legal []engine.Action, target engine.Action, tries int) []ui.Input {
		if tries > 0 || target.Kind != dungeonology.KindPlace && m.decisions%2 != 0 {
			return nil
		}
		from, to, ok := bd.DragPath(g.currentView(), g.screen, legal, target)
		if !ok {
			return nil
		}
		dragged, dragStep = target, len(g.sess.Steps)
		q := []ui.Input{{Cursor: from, Click: true, Down: true, Moved: true, Synthetic: true}}
		for k := 1; k <= 4; k++ {
			p := image.Pt(from.X+(to.X-from.X)*k/4, from.Y+(to.Y-from.Y)*k/4)
			q = append(q, ui.Input{Cursor: p, Down: true, Moved: true, Synthetic: true})
		}
		return append(q, ui.Input{Cursor: to, Drop: true, Synthetic: true})
	}
	return playByMouse(r, what, seed, limit, undoAfter, &m.mouseGame)
}

// pickGrowing is a random legal action, exploring and laying tiles two
// times in three when the player may.
func pickGrowing(legal []engine.Action, rng *engine.RNG) engine.Action {
	var grow []engine.Action
	for _, a := range legal {
		if a.Kind == dungeonology.KindExplore || a.Kind == dungeonology.KindPlace {
			grow = append(grow, a)
		}
	}
	if len(grow) > 0 && rng.IntN(3) > 0 {
		return grow[rng.IntN(len(grow))]
	}
	return legal[rng.IntN(len(legal))]
}

// dungeonologySteps: the issue's «done when» games, from the menu with the
// mouse: two humans in hot seat and one human with three bots, each to the
// results screen, with tiles laid by drag, undo, the log, the tooltips and
// the curtain (before every human's decision, answers out of turn
// included) checked.
func dungeonologySteps(r *Runner, fail func(string, ...any), shot func(string, func(*image.RGBA)) Step) []Step {
	const title = "Stworologia: Ekspedycja"
	var steps []Step
	seed := func(v int64) Step {
		return Do(func(a *App) {
			if s, ok := findScene[*setupScene](a); ok {
				s.SetSeed(v)
			}
		})
	}
	chooseOption := func(key, want string) Step { return chooseSetupOption(r, key, want) }
	start := func(what string) []Step {
		return []Step{
			Click(r, "Rozpocznij"), Until(r, what, 120, func(a *App) bool {
				return a.Top().Name() == "game" || a.Top().Name() == "curtain"
			}),
		}
	}
	checkResults := func(what string, players int, m *dungeonGame, wantUndo bool) Step {
		return Do(func(a *App) {
			res, ok := findScene[*resultsScene](a)
			if !ok {
				fail("%s: no results scene", what)
				return
			}
			if len(res.res.Scores) != players || len(res.res.Scores[0].Parts) < 3 {
				fail("%s: results lack scores or their breakdown: %+v", what, res.res.Scores)
			}
			if m.decisions < 20 {
				fail("%s: only %d human decisions were made", what, m.decisions)
			}
			if m.tilesLaid == 0 || m.drags < 5 {
				fail("%s: %d tiles laid by drag, %d actions by drag", what, m.tilesLaid, m.drags)
			}
			if !m.logPolish || m.logLines == 0 {
				fail("%s: the log is empty or not Polish (%d lines)", what, m.logLines)
			}
			if !m.tipChecked || !strings.Contains(m.tip, "Obozowisko") {
				fail("%s: the start zone's tooltip reads %q", what, m.tip)
			}
			if wantUndo && (!m.undone || m.undoSteps < 1) {
				fail("%s: Ctrl+Z did not take back the last human decision (undone %v, %d steps)", what, m.undone, m.undoSteps)
			}
		})
	}
	toMenu := []Step{Click(r, "Menu"), Until(r, "menu", 60, topIs("menu"))}
	var anim string
	steps = append(steps, Do(func(a *App) { anim, a.Settings.Animations = a.Settings.Animations, "off" }))

	// Two humans in hot seat: a curtain before every change of human,
	// the answers in the other's turn (reactions, immediate cards)
	// included.
	hot := &dungeonGame{}
	steps = append(steps,
		Click(r, title), Until(r, "dungeonology hot seat setup", 60, topIs("setup")), setupDefaults(), seed(20),
		Click(r, "Bot"), Wait(1), chooseOption("responses", "holders"), Wait(1), shot("dungeonology_setup", nil))
	steps = append(steps, start("dungeonology hot seat")...)
	steps = append(steps,
		Until(r, "dungeonology hot seat curtain", 60, topIs("curtain")), Wait(1), shot("dungeonology_curtain", nil),
		playDungeonology(r, "dungeonology hot seat", 61, 60000, 6, hot), Wait(2),
		shot("dungeonology_results", nil),
		checkResults("dungeonology hot seat", 2, hot, true),
		Do(func(a *App) {
			if hot.switches == 0 || hot.curtains < hot.switches {
				fail("dungeonology hot seat: %d curtains for %d changes of human", hot.curtains, hot.switches)
			}
			if hot.answers == 0 {
				fail("dungeonology hot seat: no curtain came before an answer in the other player's turn")
			}
			if !hot.screenSeen[0] || !hot.screenSeen[1] {
				fail("dungeonology hot seat: both humans did not play (%v)", hot.screenSeen)
			}
		}))
	steps = append(steps, toMenu...)

	// One human and three bots.
	four := &dungeonGame{}
	steps = append(steps,
		Click(r, title), Until(r, "dungeonology 4p setup", 60, topIs("setup")), setupDefaults(), seed(21),
		Click(r, "+"), Wait(1), Click(r, "+"), Wait(1))
	steps = append(steps, start("dungeonology 4p")...)
	steps = append(steps,
		Do(func(a *App) {
			g, ok := findScene[*gameScene](a)
			if !ok || len(g.sess.Match.Seats) != 4 {
				fail("dungeonology 4p: not a 4-seat match")
			}
		}),
		Wait(2), shot("dungeonology_4p", nil),
		playDungeonology(r, "dungeonology 4p", 62, 80000, 5, four), Wait(2),
		checkResults("dungeonology 4p", 4, four, true))
	steps = append(steps, toMenu...)
	steps = append(steps, Do(func(a *App) { a.Settings.Animations = anim }))
	return steps
}
