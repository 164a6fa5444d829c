package scenes

import (
	"fmt"
	"image"
	"os"
	"slices"
	"strings"

	"stolik/rules/emerald"
	"stolik/rules/engine"
	"stolik/scenes/ui"
)

// emeraldSteps: the issue's «done when» games for Studium w Szmaragdzie,
// from the menu with the mouse: one human with three bots (undo once),
// and three humans in hot seat (a curtain before every change of human,
// out-of-turn blocks and forced reveals included), each to the results
// screen with the log checked; and on every human decision, the screen
// seat's board names no other seat's secret identity.
func emeraldSteps(r *Runner, fail func(string, ...any), shot func(string, func(*image.RGBA)) Step) []Step {
	const title = "Studium w Szmaragdzie"
	var steps []Step
	start := func(what string) []Step {
		return []Step{
			Click(r, "Rozpocznij"), Until(r, what, 120, func(a *App) bool {
				return a.Top().Name() == "game" || a.Top().Name() == "curtain"
			}),
		}
	}
	checkSeats := func(what string, players, humans int) Step {
		return Do(func(a *App) {
			g, ok := findScene[*gameScene](a)
			if !ok {
				fail("%s: no game scene", what)
				return
			}
			if len(g.sess.Match.Seats) != players || g.humans != humans {
				fail("%s: %d seats and %d humans, want %d and %d", what, len(g.sess.Match.Seats), g.humans, players, humans)
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
			if len(res.res.Scores) != players || len(res.res.Scores[0].Parts) < 2 {
				fail("%s: results lack scores or their breakdown: %+v", what, res.res.Scores)
			}
			for _, p := range resultsLayoutProblems(a, res) {
				fail("%s: results layout: %s", what, p)
			}
			if m.decisions < 10 {
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
	toMenu := []Step{Click(r, "Menu"), Until(r, "menu", 60, topIs("menu"))}
	var anim string
	steps = append(steps, Do(func(a *App) { anim, a.Settings.Animations = a.Settings.Animations, "off" }))

	// One human and three bots.
	four := &mouseGame{}
	steps = append(steps,
		Click(r, title), Until(r, "emerald 4p setup", 60, topIs("setup")), setupDefaults(),
		Click(r, "+"), Wait(1), Click(r, "+"), Wait(1))
	steps = append(steps, start("emerald 4p")...)
	steps = append(steps, checkSeats("emerald 4p", 4, 1), Wait(2), shot("emerald_4p", nil),
		playByMouse(r, "emerald 4p", 51, 60000, 6, four), Wait(2),
		checkResults("emerald 4p", 4, four, true), shot("emerald_results", nil),
		Do(func(a *App) {
			emeraldNote("emerald 4p: %d human decisions by %d clicks, undo took back %d steps, %d log lines",
				four.decisions, four.clicks, four.undoSteps, four.logLines)
		}))
	steps = append(steps, toMenu...)

	// Three humans in hot seat. The humans pick a kind of action first,
	// then one of it, so assassinations (and with them blocks and forced
	// reveals) come up, not only the many card combinations of a discard.
	krng := engine.NewRNG(53)
	hot := &mouseGame{choose: func(_ engine.Game, legal []engine.Action) engine.Action {
		var kinds []uint8
		for _, a := range legal {
			if !slices.Contains(kinds, a.Kind) {
				kinds = append(kinds, a.Kind)
			}
		}
		k := kinds[krng.IntN(len(kinds))]
		var of []engine.Action
		for _, a := range legal {
			if a.Kind == k {
				of = append(of, a)
			}
		}
		return of[krng.IntN(len(of))]
	}}
	steps = append(steps,
		Click(r, title), Until(r, "emerald hot seat setup", 60, topIs("setup")), setupDefaults(),
		Click(r, "+"), Wait(1), Click(r, "Bot"), Wait(1), Click(r, "Bot"), Wait(1))
	steps = append(steps, start("emerald hot seat")...)
	steps = append(steps, checkSeats("emerald hot seat", 3, 3),
		Until(r, "emerald hot seat curtain", 60, topIs("curtain")), Wait(1), shot("emerald_curtain", nil),
		emeraldSecrecy(r, fail, playByMouse(r, "emerald hot seat", 52, 90000, 0, hot)), Wait(2),
		checkResults("emerald hot seat", 3, hot, false),
		Do(func(a *App) {
			if hot.switches == 0 || hot.curtains < hot.switches {
				fail("emerald hot seat: %d curtains for %d changes of human", hot.curtains, hot.switches)
			}
			emeraldNote("emerald hot seat: %d human decisions by %d clicks, %d curtains for %d changes of human",
				hot.decisions, hot.clicks, hot.curtains, hot.switches)
			for s := engine.Seat(0); s < 3; s++ {
				if !hot.screenSeen[s] {
					fail("emerald hot seat: seat %d never played (%v)", s, hot.screenSeen)
				}
			}
		}))
	steps = append(steps, toMenu...)
	steps = append(steps, Do(func(a *App) { a.Settings.Animations = anim }))
	return steps
}

// emeraldSecrecy wraps a play step: on every frame a human decides on the
// game screen, the screen seat's identity panel must show its own faction
// and the board must show no other unrevealed seat's faction that differs
// from it (read from the board's buttons and prompt, the texts a person
// at the screen reads).
func emeraldSecrecy(r *Runner, fail func(string, ...any), play Step) Step {
	checked, frames := 0, 0
	pending := map[string]int{}
	lastStep := -1
	return func(a *App, in *ui.Input) bool {
		done := play(a, in)
		frames++
		if g, ok := a.Top().(*gameScene); ok && len(g.sess.Steps) != lastStep {
			// The out-of-turn decisions humans met (blocks, forced reveals).
			lastStep = len(g.sess.Steps)
			if eg, ok := g.sess.Game.(*emerald.Game); ok {
				if key, _ := eg.UIPending(); key != "" {
					pending[key]++
				}
			}
		}
		if done {
			emeraldNote("emerald hot seat: pending decisions met %v", pending)
		}
		if g, ok := a.Top().(*gameScene); ok && int(g.screen) >= 0 && frames%15 == 0 {
			type secretText interface{ ScreenTexts() []string }
			if st, ok := g.board.(secretText); ok {
				texts := strings.Join(st.ScreenTexts(), "\n")
				own, others := emeraldFactions(g)
				if own != "" && !strings.Contains(texts, own) {
					fail("emerald: seat %d's screen lacks its own identity %q", g.screen, own)
				}
				for _, o := range others {
					if o != own && strings.Contains(texts, o) {
						fail("emerald: seat %d's screen shows another seat's secret identity %q", g.screen, o)
					}
				}
				checked++
			}
		}
		if done && checked == 0 {
			fail("emerald: no screen was checked for secrets")
		}
		return done
	}
}

// emeraldFactions is the screen seat's faction name and those of the
// other seats that have not revealed, read from the real game.
func emeraldFactions(g *gameScene) (own string, others []string) {
	eg, ok := g.sess.Game.(*emerald.Game)
	if !ok {
		return "", nil
	}
	for i := 0; i < eg.UIPlayers(); i++ {
		name := eg.UIFactionName(eg.UIFactionOf(i))
		switch {
		case engine.Seat(i) == g.screen:
			own = name
		case !eg.UIPlayer(i).Revealed:
			others = append(others, name)
		}
	}
	return own, others
}

// emeraldNote prints a figure of the emerald games when
// STOLIK_WINDOW_TRACE is set.
func emeraldNote(format string, args ...any) {
	if os.Getenv("STOLIK_WINDOW_TRACE") != "" {
		fmt.Fprintf(os.Stderr, format+"\n", args...)
	}
}

// resultsLayoutProblems lists what would read badly on a results screen:
// a breakdown word wider than its column (it would break mid-word) or a
// total that does not fit beside «Razem».
func resultsLayoutProblems(a *App, res *resultsScene) []string {
	res.plan()
	var out []string
	k, l := a.Kit, a.Loc
	for _, c := range res.cols {
		for _, p := range c.parts {
			for _, w := range strings.Fields(res.label(p.Label)) {
				if k.Measure(w, res.size, false, 0).X > res.labelW() {
					out = append(out, fmt.Sprintf("%q is wider than its column at %d px", w, res.size))
				}
			}
		}
		ts := res.totalSize(res.colW() - 16)
		total, pts := l.T("results.total", nil), l.Plural("results.points", c.total, nil)
		if k.Measure(total, ts, true, 0).X+k.Measure(pts, ts, true, 0).X+12 > res.colW()-16-28 {
			out = append(out, fmt.Sprintf("%s %s does not fit its column", total, pts))
		}
	}
	return out
}
