package scenes

import (
	"context"
	"fmt"
	"image"
	"os"
	"strings"

	"stolik/rules/bot"
	"stolik/rules/engine"
	"stolik/scenes/ui"
)

// winTowards drives a solo Discover game towards a win, for the campaign
// run of the window test: it looks at the full game (the test may; a
// player may not) and picks, for each human decision, an action after
// which the greedy bot, playing every later decision with the game's own
// dice, wins — greedy's own choice first, then the others — or greedy's
// choice when no continuation wins. The dice come from the state, so the
// playouts foresee the real ones exactly: with this look-ahead nearly
// every game is won (greedy alone wins about 58 % of solo scenario 1).
func winTowards(t *engine.Title) func(g engine.Game, legal []engine.Action) engine.Action {
	greedy := func() bot.Player {
		p, _ := bot.New("greedy", 1, t, 7)
		return p
	}
	ctx := context.Background()
	wins := func(g engine.Game, first engine.Action) bool {
		s := g.Clone()
		if s.Apply(first, nil) != nil {
			return false
		}
		p := greedy()
		for k := 0; k < 400 && s.Current() >= 0; k++ {
			seat := s.Current()
			a, err := p.Choose(ctx, s.View(seat), seat)
			if err != nil || s.Apply(a, nil) != nil {
				return false
			}
		}
		res := s.Result()
		return s.Current() < 0 && !res.NoWinner && len(res.Place) > 0 && res.Place[0] == 1
	}
	return func(g engine.Game, legal []engine.Action) engine.Action {
		seat := g.Current()
		choice, err := greedy().Choose(ctx, g.View(seat), seat)
		if err != nil || !engine.Contains(legal, choice) {
			choice = legal[0]
		}
		if wins(g, choice) {
			return choice
		}
		for _, a := range legal {
			if a != choice && wins(g, a) {
				return a
			}
		}
		return choice
	}
}

// discoverSteps: the issue's «done when», from the menu with the mouse:
// campaign scenario 1 solo played to its end (again while lost) until
// scenario 2 opens, its journal and codex; a 3-person hot-seat scenario 1
// with the curtain between people; a 2-player scenario 5 against a bot,
// each to the results.
func discoverSteps(r *Runner, fail func(string, ...any), shot func(string, func(*image.RGBA)) Step) []Step {
	const name = "Discover: Nieznane Lądy"
	var steps []Step
	var anim string
	steps = append(steps, Do(func(a *App) { anim, a.Settings.Animations = a.Settings.Animations, "off" }))

	// The campaign: scenario 1 solo, until won.
	solo := &mouseGame{}
	attempts := 0
	var playing Step
	steps = append(steps,
		Click(r, "Kampania"), Until(r, "campaign", 60, topIs("campaign")),
		Click(r, name), Wait(1),
		Do(func(a *App) {
			s, _ := a.Top().(*campaignScene)
			lad := s.ladder()
			if lad == nil || lad.Title != "discover" || s.sel != 0 || s.play.Disabled {
				fail("discover campaign: scenario 1 is not the open chapter (%v, sel %d)", lad != nil, s.sel)
				return
			}
			if s.seats.Hidden || !strings.Contains(s.seats.Text, "1") || lad.Unlocked(a.Campaign().prog, 1) {
				fail("discover campaign: %q, scenario 2 already open", s.seats.Text)
			}
			solo.choose = winTowards(a.FindTitle("discover"))
		}),
		shot("discover_campaign", nil),
		Click(r, "Zagraj rozdział"), Until(r, "discover campaign match", 120, topIs("game")),
		Wait(2), shot("discover_solo", nil),
		Do(func(a *App) {
			g, _ := a.Top().(*gameScene)
			if len(g.sess.Match.Seats) != 1 || g.sess.Match.Options["scenario"] != "1" {
				fail("discover campaign match: %d seats, options %v", len(g.sess.Match.Seats), g.sess.Match.Options)
			}
		}),
		// A character from the draft's buttons, then a click on the hero's
		// own space opens the menu of its actions.
		Click(r, "Wybierz postać"), Wait(2), clickOwnSpace(r), Wait(2), shot("discover_actions", nil),
		Do(func(a *App) {
			if FindButton(a, "Zamknij") == nil {
				fail("discover: a click on the hero's space opened no menu")
			}
		}),
		Click(r, "Zamknij"), Wait(1),
		func(a *App, in *ui.Input) bool {
			// Play (again while lost) until the chapter is won.
			if playing == nil {
				attempts++
				playing = playByMouse(r, fmt.Sprintf("discover campaign try %d", attempts), uint64(50+attempts), 20000, 0, solo)
			}
			if !playing(a, in) {
				return false
			}
			playing = nil
			res, ok := a.Top().(*resultsScene)
			if !ok {
				return true // playByMouse failed and said why
			}
			if a.Campaign().prog.Won("discover", "scenariusz-1") {
				return true
			}
			if attempts >= 6 {
				fail("discover campaign: scenario 1 not won in %d tries (%q)", attempts, res.campLine)
				return true
			}
			res.playAgain()
			return false
		},
		Wait(2), shot("discover_campaign_won", nil),
		Do(func(a *App) {
			res, _ := a.Top().(*resultsScene)
			if res == nil {
				return
			}
			c := a.Campaign()
			lad := c.ladder("discover")
			if !strings.Contains(res.campLine, "Otwiera się") || !lad.Unlocked(c.prog, 1) || lad.Unlocked(c.prog, 2) {
				fail("discover campaign: winning scenario 1 did not open exactly scenario 2 (%q)", res.campLine)
			}
			if got := res.winnerLine(); !strings.Contains(got, "Wygrywa") && !strings.Contains(got, "razem") {
				fail("discover campaign: the winner line %q", got)
			}
			if res.story == "" || len(c.prog.CodexOf("discover")) == 0 {
				fail("discover campaign: no story (%q) or an empty codex", res.story)
			}
			if solo.decisions < 10 || !solo.logPolish {
				fail("discover campaign: only %d decisions clicked, log Polish %v", solo.decisions, solo.logPolish)
			}
		}),
		Click(r, "Kampania"), Until(r, "campaign after the win", 60, topIs("campaign")),
		Click(r, name), Wait(1),
		Do(func(a *App) {
			s, _ := a.Top().(*campaignScene)
			if s.sel != 1 || s.play.Disabled {
				fail("discover campaign: the next chapter to play is %d, want scenario 2", s.sel)
			}
		}),
		Click(r, "Dziennik"), Until(r, "journal", 60, topIs("journal")), Wait(1), shot("discover_journal", nil),
		Do(func(a *App) {
			j, _ := a.Top().(*journalScene)
			heading, entry := false, false
			for _, ln := range j.lines {
				heading = heading || ln.heading && strings.Contains(ln.text, "Dziennik wyprawy")
				entry = entry || strings.Contains(ln.text, "Wierzby")
			}
			if !heading || !entry {
				fail("the journal lacks Discover's «Dziennik wyprawy» entries (heading %v, entry %v)", heading, entry)
			}
		}),
		Key(func(in *ui.Input) { in.Esc = true }), Until(r, "campaign", 60, topIs("campaign")),
		Click(r, "Kodeks"), Until(r, "codex", 60, topIs("codex")), Wait(1), shot("discover_codex", nil),
		Do(func(a *App) {
			c, _ := a.Top().(*codexScene)
			if len(c.lines) < 6 || !strings.Contains(c.lines[0].text, "odkryt") {
				fail("the codex lists nothing: %+v", c.lines)
			}
		}),
		Key(func(in *ui.Input) { in.Esc = true }), Until(r, "campaign", 60, topIs("campaign")),
		Key(func(in *ui.Input) { in.Esc = true }), Until(r, "menu", 60, topIs("menu")),
	)

	// Three people in hot seat, scenario 1: a curtain before each person.
	hot := &mouseGame{}
	steps = append(steps,
		Click(r, name), Until(r, "discover setup", 60, topIs("setup")), setupDefaults(), shot("discover_setup", nil),
		Click(r, "+"), Wait(1), Click(r, "Bot"), Wait(1), Click(r, "Bot"), Wait(1),
		Click(r, "Rozpocznij"), Until(r, "discover hot seat", 120, func(a *App) bool {
			return a.Top().Name() == "game" || a.Top().Name() == "curtain"
		}),
		Until(r, "discover curtain", 60, topIs("curtain")), Wait(1), shot("discover_curtain", nil),
		curtainReady(r), Click(r, ""), Until(r, "discover hot seat game", 60, topIs("game")), Wait(2),
		shot("discover_hotseat_game", nil),
		Do(func(a *App) {
			g, _ := findScene[*gameScene](a)
			if g == nil || g.sess.Match.HumanSeats() != 3 || g.sess.Match.Options["scenario"] != "1" {
				fail("discover hot seat: not 3 people in scenario 1")
			}
		}),
		playByMouse(r, "discover hot seat", 61, 60000, 0, hot), Wait(2), shot("discover_hotseat", nil),
		Do(func(a *App) {
			res, ok := findScene[*resultsScene](a)
			if !ok || len(res.res.Scores) != 3 {
				fail("discover hot seat: no results for 3 heroes")
				return
			}
			if hot.curtains < hot.switches || hot.switches == 0 || len(hot.screenSeen) != 3 {
				fail("discover hot seat: %d curtains for %d changes of person, %d people played", hot.curtains, hot.switches, len(hot.screenSeen))
			}
			if got := res.winnerLine(); got == "" || strings.Contains(got, "Brak zwycięzcy") {
				fail("discover hot seat: the winner line %q does not read a co-operative end", got)
			}
			if res.res.NoWinner && !res.sharedEnd() {
				fail("discover hot seat: the island won, yet the columns show places")
			}
		}),
		Click(r, "Menu"), Until(r, "menu", 60, topIs("menu")),
	)

	// Two players in scenario 5 (competitive), one of them a bot.
	s5 := &mouseGame{}
	steps = append(steps,
		Click(r, name), Until(r, "discover setup", 60, topIs("setup")), setupDefaults(),
		chooseSetupOption(r, "scenario", "5"), Wait(1),
		Click(r, "Rozpocznij"), Until(r, "discover scenario 5", 120, topIs("game")), Wait(2), shot("discover_s5", nil),
		Do(func(a *App) {
			g, _ := a.Top().(*gameScene)
			if g == nil || len(g.sess.Match.Seats) != 2 || g.sess.Match.HumanSeats() != 1 || g.sess.Match.Options["scenario"] != "5" {
				fail("discover scenario 5: not one person against a bot")
			}
		}),
		playByMouse(r, "discover scenario 5", 62, 60000, 5, s5), Wait(2), shot("discover_s5_results", nil),
		Do(func(a *App) {
			res, ok := findScene[*resultsScene](a)
			if !ok || len(res.res.Scores) != 2 || len(res.res.Scores[0].Parts) < 4 {
				fail("discover scenario 5: the results lack the relics line")
			}
			if s5.decisions < 5 {
				fail("discover scenario 5: only %d decisions clicked", s5.decisions)
			}
			if !s5.undone || s5.undoSteps < 1 {
				fail("discover scenario 5: Ctrl+Z did not take back the last decision (undone %v, %d steps)", s5.undone, s5.undoSteps)
			}
		}),
		Click(r, "Menu"), Until(r, "menu", 60, topIs("menu")),
		Do(func(a *App) { a.Settings.Animations = anim }),
	)
	if os.Getenv("STOLIK_WINDOW_TRACE") != "" {
		for i, st := range steps {
			n := 0
			steps[i] = func(a *App, in *ui.Input) bool {
				if n++; n%120 == 1 {
					fmt.Fprintf(os.Stderr, "discover step %d, frame %d, top %s\n", i, n, a.Top().Name())
				}
				return st(a, in)
			}
		}
	}
	return steps
}

// clickOwnSpace clicks where the board says an action of the hero's own
// space is chosen (gather, investigate, craft, trade, cook, relight, rest,
// loot, deliver: the context menu's actions), so its menu opens; while the
// hero's space has none, it clicks any other legal action first (a step, a
// scout, a decision's button, the end of the turn) to get the game on. The
// board takes a click on the map at the release (a press may start a drag),
// so the menu is looked for the frame after the release.
func clickOwnSpace(r *Runner) Step {
	var at image.Point
	state, tries := 0, 0
	return func(a *App, in *ui.Input) bool {
		switch state {
		case 1: // release
			in.Cursor, in.Drop, in.Synthetic = at, true, true
			state = 2
			return false
		case 2: // the release handled: is the menu up?
			state = 0
			if FindButton(a, "Zamknij") != nil {
				tries = 0
				return true
			}
		}
		g, ok := a.Top().(*gameScene)
		if !ok {
			return false // a card on stage, a hand-off: wait
		}
		if tries++; tries > 200 {
			r.Failf("clickOwnSpace: no action on the hero's space came up (legal %v, dec %q)", g.sess.Game.Legal(nil), g.board.Prompt(g.currentView(), g.screen))
			tries = 0
			return true
		}
		nc, ok := g.board.(nextClicker)
		if !ok {
			r.Failf("clickOwnSpace: the %T board offers no NextClick", g.board)
			return true
		}
		legal := g.sess.Game.Legal(nil)
		if len(legal) == 0 {
			return false
		}
		pick := legal[0]
		for _, act := range legal {
			if act.Kind != 0 { // rather a step or a scout than the turn's end
				pick = act
				break
			}
		}
		for _, act := range legal {
			switch act.Kind {
			case 2, 4, 5, 6, 7, 8, 9, 10, 13: // on the hero's own space
				pick = act
			default:
				continue
			}
			break
		}
		if p, ok := nc.NextClick(g.currentView(), g.screen, legal, pick); ok {
			at, state = p, 1
			in.Cursor, in.Click, in.Down, in.Moved, in.Synthetic = at, true, true, true, true
		}
		return false
	}
}
