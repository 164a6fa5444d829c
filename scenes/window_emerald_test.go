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

	// Three humans in hot seat, on a fixed seed: the humans steer towards
	// the out-of-turn decisions (a block window where the attacked seat
	// holds Sherlock Holmes or Wampiry, a forced reveal of a seat whose
	// last agent is killed), which must each come after a curtain.
	hot := &mouseGame{choose: emeraldHotChooser(53)}
	watch := &emeraldWatch{}
	steps = append(steps,
		Click(r, title), Until(r, "emerald hot seat setup", 60, topIs("setup")), setupDefaults(),
		Click(r, "+"), Wait(1), Click(r, "Bot"), Wait(1), Click(r, "Bot"), Wait(1),
		Do(func(a *App) {
			if s, ok := findScene[*setupScene](a); ok {
				s.SetSeed(emeraldHotSeed)
			}
		}))
	steps = append(steps, start("emerald hot seat")...)
	steps = append(steps, checkSeats("emerald hot seat", 3, 3),
		Until(r, "emerald hot seat curtain", 60, topIs("curtain")), Wait(1), shot("emerald_curtain", nil),
		emeraldSecrecy(r, fail, watch, shot, playByMouse(r, "emerald hot seat", 52, 90000, 0, hot)), Wait(2),
		checkResults("emerald hot seat", 3, hot, false),
		Do(func(a *App) {
			if hot.switches == 0 || hot.curtains < hot.switches {
				fail("emerald hot seat: %d curtains for %d changes of human", hot.curtains, hot.switches)
			}
			emeraldNote("emerald hot seat: %d human decisions by %d clicks, %d curtains for %d changes of human; out of turn after a curtain: %d blocks (%d with a blocking card), %d forced reveals",
				hot.decisions, hot.clicks, hot.curtains, hot.switches, watch.blocks, watch.blockCards, watch.reveals)
			for s := engine.Seat(0); s < 3; s++ {
				if !hot.screenSeen[s] {
					fail("emerald hot seat: seat %d never played (%v)", s, hot.screenSeen)
				}
			}
			if watch.blockCards == 0 || watch.reveals == 0 {
				fail("emerald hot seat: out of turn after a curtain, %d blocks with Sherlock Holmes or Wampiry in hand and %d forced reveals; the test needs one of each (seed %d)",
					watch.blockCards, watch.reveals, emeraldHotSeed)
			}
		}))
	steps = append(steps, toMenu...)
	steps = append(steps, Do(func(a *App) { a.Settings.Animations = anim }))
	return steps
}

// emeraldHotSeed is the hot-seat match's seed: with emeraldHotChooser
// its humans meet a block window holding a blocking card and a forced
// reveal of a seat other than the active one (found by replaying the
// rules with the same choices).
const emeraldHotSeed = 50

// emeraldHotChooser picks the hot-seat humans' decisions, reading the
// whole game as a test driver may: block with Sherlock Holmes or Wampiry
// when the window allows it; in a turn, kill an agent of a seat holding
// one of them, else take one of them from a city, else kill a seat's last
// agent (a forced reveal), else kill any agent; otherwise a kind of action
// at random, then one of it (so the many card sets of a discard do not
// crowd out the rest).
func emeraldHotChooser(seed uint64) func(engine.Game, []engine.Action) engine.Action {
	rng := engine.NewRNG(seed)
	return func(eg engine.Game, legal []engine.Action) engine.Action {
		g, ok := eg.(*emerald.Game)
		if !ok {
			return legal[rng.IntN(len(legal))]
		}
		d := g.UIData()
		blocker := func(c uint8) bool { id := d.Cards[c].ID; return id == "023" || id == "061" }
		holds := func(seat int) bool { return slices.ContainsFunc(g.UIHand(seat), blocker) }
		var best engine.Action
		rank := 0
		for _, a := range legal {
			r := 0
			switch {
			case a.Kind == emerald.KindBlock && a.A == 1:
				r = 5
			case a.Kind == emerald.KindAssassinate && a.C > 0 && holds(int(a.C)-1):
				r = 4
			case a.Kind == emerald.KindAcquire:
				cm := uint16(a.B) | uint16(a.C)<<8
				for c := 0; c < 9; c++ {
					if cm&(1<<c) != 0 && g.UICity(c).Top != emerald.UINone && blocker(g.UICity(c).Top) {
						r = 3
					}
				}
			case a.Kind == emerald.KindAssassinate && a.C > 0:
				r = 1
				if v := g.UIPlayer(int(a.C) - 1); v.OnBoard+v.MiGo == 1 && !v.Revealed {
					r = 2
				}
			case a.Kind == emerald.KindInfluence && g.UICity(int(a.A)).Top != emerald.UINone && blocker(g.UICity(int(a.A)).Top):
				r = 1
			}
			if r > rank {
				best, rank = a, r
			}
		}
		if rank > 0 {
			return best
		}
		var kinds []uint8
		for _, a := range legal {
			if !slices.Contains(kinds, a.Kind) {
				kinds = append(kinds, a.Kind)
			}
		}
		k := kinds[rng.IntN(len(kinds))]
		var of []engine.Action
		for _, a := range legal {
			if a.Kind == k {
				of = append(of, a)
			}
		}
		return of[rng.IntN(len(of))]
	}
}

// emeraldWatch counts the out-of-turn decisions a hot-seat human met on
// their own screen after a curtain.
type emeraldWatch struct {
	blocks, blockCards, reveals int
}

// emeraldSecrecy wraps a play step. Every change of the screen seat must
// come through a curtain. When the new screen seat's decision is out of
// turn (a block window or a forced reveal), play pauses a few frames so
// the board settles, the screen is checked and captured, and the decision
// is counted. On those screens and every 15th frame of a human's decision,
// the screen seat's identity panel must show its own faction and the
// board's texts (what a person at the screen reads: buttons, prompt,
// hand) must name no other unrevealed seat's faction that differs from
// it, and no card that only another seat's hand holds.
func emeraldSecrecy(r *Runner, fail func(string, ...any), w *emeraldWatch, shot func(string, func(*image.RGBA)) Step, play Step) Step {
	checked, frames := 0, 0
	pending := map[string]int{}
	lastStep := -1
	lastScreen := engine.Observer
	curtain, viaCurtain := false, false
	hold, heldKey, heldStep := 0, "", -1
	var capture Step
	return func(a *App, in *ui.Input) bool {
		frames++
		if capture != nil {
			if capture(a, in) {
				capture = nil
			}
			return false
		}
		if a.Top().Name() == "curtain" {
			curtain = true
		}
		g, onGame := a.Top().(*gameScene)
		var eg *emerald.Game
		if onGame {
			eg, _ = g.sess.Game.(*emerald.Game)
		}
		if onGame && eg != nil && g.screen >= 0 && g.screen != lastScreen {
			if lastScreen >= 0 && !curtain {
				fail("emerald: the screen went from seat %d to seat %d with no curtain", lastScreen, g.screen)
			}
			lastScreen, viaCurtain, curtain = g.screen, curtain, false
		}
		if onGame && eg != nil && g.screen >= 0 && len(g.sess.Steps) != heldStep {
			key, seat := eg.UIPending()
			if (key == "emerald.pending.block" || key == "emerald.pending.reveal") && seat == int(g.screen) && seat != eg.UIActive() {
				// An out-of-turn decision on its seat's screen: that screen
				// must have opened behind a curtain (a forced reveal right
				// after the same seat's block window shares its screen).
				if !viaCurtain {
					fail("emerald: seat %d's out-of-turn decision %s came with no curtain", seat, key)
				}
				hold, heldKey, heldStep = 4, key, len(g.sess.Steps)
			}
		}
		if hold > 0 && onGame && eg != nil {
			hold--
			if hold > 0 {
				return false
			}
			key, seat := eg.UIPending()
			if key != heldKey || seat != int(g.screen) {
				fail("emerald: seat %d's out-of-turn decision changed from %s to %s while paused", g.screen, heldKey, key)
				return false
			}
			emeraldScreenCheck(g, eg, fail)
			checked++
			legal := eg.Legal(nil)
			switch key {
			case "emerald.pending.block":
				w.blocks++
				if slices.ContainsFunc(legal, func(a engine.Action) bool { return a.Kind == emerald.KindBlock && a.A == 1 }) {
					w.blockCards++
					if w.blockCards == 1 {
						capture = shot("emerald_block", nil)
					}
				}
			case "emerald.pending.reveal":
				w.reveals++
				if w.reveals == 1 {
					capture = shot("emerald_forced_reveal", nil)
				}
			}
			return false
		}
		done := play(a, in)
		if onGame && eg != nil && len(g.sess.Steps) != lastStep {
			// The out-of-turn decisions humans met (blocks, forced reveals).
			lastStep = len(g.sess.Steps)
			if key, _ := eg.UIPending(); key != "" {
				pending[key]++
			}
		}
		if done {
			emeraldNote("emerald hot seat: pending decisions met %v", pending)
		}
		if onGame && eg != nil && int(g.screen) >= 0 && frames%15 == 0 && g.sess.Game.Current() == g.screen {
			emeraldScreenCheck(g, eg, fail)
			checked++
		}
		if done && checked == 0 {
			fail("emerald: no screen was checked for secrets")
		}
		return done
	}
}

// emeraldScreenCheck reads the board's texts on the screen seat's screen:
// its own identity must be there, and neither another unrevealed seat's
// differing faction nor a card name that is only in another seat's hand
// (not in the screen seat's hand, on the board, in a tableau, a discard
// pile or out of the game, not a starting card every deck holds and not a
// city card, whose name is its city's).
func emeraldScreenCheck(g *gameScene, eg *emerald.Game, fail func(string, ...any)) {
	type secretText interface{ ScreenTexts() []string }
	st, ok := g.board.(secretText)
	if !ok {
		fail("emerald: the %T board lists no screen texts", g.board)
		return
	}
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
	d := eg.UIData()
	public := map[uint8]bool{}
	for _, c := range eg.UIHand(int(g.screen)) {
		public[c] = true
	}
	for c := 0; c < 9; c++ {
		v := eg.UICity(c)
		public[v.Top], public[v.Royal] = true, true
	}
	for _, c := range eg.UIRemoved() {
		public[c] = true
	}
	for i := 0; i < eg.UIPlayers(); i++ {
		p := eg.UIPlayer(i)
		for _, c := range p.Discard {
			public[c] = true
		}
		for _, e := range p.Tableau {
			public[e.Card] = true
		}
	}
	for i := 0; i < eg.UIPlayers(); i++ {
		if engine.Seat(i) == g.screen {
			continue
		}
		for _, c := range eg.UIHand(i) {
			// Starting cards are in every deck; a city card bears its
			// city's name, which the map shows anyway.
			if id := d.Cards[c].ID; public[c] || strings.HasPrefix(id, "S") || strings.HasPrefix(id, "C-") {
				continue
			}
			if name := d.Cards[c].Name; strings.Contains(texts, name) {
				fail("emerald: seat %d's screen names %q from seat %d's hand", g.screen, name, i)
			}
		}
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
