package scenes

import (
	"image"
	"os"
	"strings"
	"time"

	"stolik/rules/campaign"
	"stolik/rules/engine"
	"stolik/scenes/ui"
)

// rivals is a fake solo title for the shell's tests: one person against a
// rival that is not a seat (like Arnak's solo opponent). In each of three
// turns the person takes 1, 2 or 3 points; the rival always has 5, split
// into two breakdown lines. Taking 1 each time loses 3–5, taking 3 wins
// 9–5.
type rivals struct {
	turn, score int
}

const rivalPoints = 5

func (g *rivals) Current() engine.Seat {
	if g.turn >= 3 {
		return engine.GameOver
	}
	return 0
}

func (g *rivals) Legal(dst []engine.Action) []engine.Action {
	if g.turn >= 3 {
		return dst
	}
	return append(dst, engine.Action{A: 1}, engine.Action{A: 2}, engine.Action{A: 3})
}

func (g *rivals) Apply(a engine.Action, log *engine.Log) error {
	if !engine.Contains(g.Legal(nil), a) {
		return engine.Errorf(engine.CodeIllegal, "%v", a)
	}
	g.score += int(a.A)
	g.turn++
	log.Add("demo.rivals.took", 0, "count", int(a.A))
	return nil
}

func (g *rivals) Clone() engine.Game                   { c := *g; return &c }
func (g *rivals) View(engine.Seat) engine.Game         { return g.Clone() }
func (g *rivals) Determinize(engine.Seat, *engine.RNG) {}
func (g *rivals) Checksum() uint64                     { return uint64(g.turn<<8 | g.score) }

func (g *rivals) Result() engine.Result {
	place, _ := engine.RankByKeys([][]int{{g.score}, {rivalPoints}})
	return engine.Result{
		Scores: []engine.Score{{Seat: 0, Total: g.score, Parts: []engine.ScorePart{{Label: "Zebrane punkty", Points: g.score}}}},
		Place:  place[:1],
		Rivals: []engine.Rival{{Name: "demo.rival", Total: rivalPoints, Place: place[1],
			Parts: []engine.ScorePart{{Label: "Stałe punkty przeciwnika", Points: 3}, {Label: "Premia", Points: 2}}}},
	}
}

func rivalsTitle() *engine.Title {
	return &engine.Title{
		ID: "rivals", Name: "demo.rivals.name", MinPlayers: 1, MaxPlayers: 1, KindNames: []string{"take"},
		New: func(cfg engine.Config, log *engine.Log) (engine.Game, error) {
			if cfg.Players != 1 {
				return nil, engine.Errorf(engine.CodeBadConfig, "rivals: %d players", cfg.Players)
			}
			return &rivals{}, nil
		},
		Describe: func(g engine.Game, a engine.Action) engine.Event {
			return engine.Event{Key: "demo.rivals.take", Seat: 0, Count: int(a.A)}
		},
	}
}

// rivalsLadder is a two-chapter ladder for the fake title; the first has
// a story for the journal.
var rivalsLadder = campaign.Ladder{Title: "rivals", Chapters: []campaign.Chapter{
	{ID: "r1", Name: "Pierwsza próba", Players: 1, Source: "authored",
		Story: "Przeciwnik odchodzi pokonany. W dzienniku zostaje zapis tej partii."},
	{ID: "r2", Name: "Druga próba", Players: 1, Source: "authored"},
}}

// addRivalsLadder gives the app's campaign the fake title's ladder (the
// shipped ladders come from assets/data/campaign).
func addRivalsLadder(a *App) {
	c := a.Campaign()
	for _, l := range c.ladders {
		if l.Title == "rivals" {
			return
		}
	}
	c.ladders = append(c.ladders, rivalsLadder)
}

// takeAll plays the fake title's three decisions, each taking n points,
// through the fallback board's buttons.
func takeAll(r *Runner, n string) []Step {
	var out []Step
	for i := 0; i < 3; i++ {
		out = append(out, Click(r, "Weź "+n), Wait(1))
	}
	return out
}

// shellSteps: the campaign with a rival title (a loss, then a win that
// opens the next chapter and survives a restart, the story in the
// journal), the results' rival column and «Zobacz planszę», the load
// list's rename and delete, a donjon hot-seat hand-off, and menu →
// set-up → a few moves → pause → menu with the keyboard alone.
func shellSteps(r *Runner, fail func(string, ...any), shot func(string, func(*image.RGBA)) Step, cfg *Config) []Step {
	key := func(set func(in *ui.Input)) Step { return Key(set) }
	focusedText := func(a *App) string {
		if c, ok := a.Top().(Clickable); ok {
			for _, b := range c.Buttons() {
				if b.Focused {
					return b.Text
				}
			}
		}
		return ""
	}
	expectFocus := func(what, label string) Step {
		return Do(func(a *App) {
			if got := focusedText(a); !strings.Contains(got, label) {
				fail("%s: focus on %q, want %q", what, got, label)
			}
		})
	}
	var steps []Step

	// The campaign screen: both shipped ladders and the fake one.
	steps = append(steps,
		Do(addRivalsLadder),
		Click(r, "Kampania"), Until(r, "campaign", 60, topIs("campaign")), Wait(1), shot("campaign", nil),
		Do(func(a *App) {
			for _, want := range []string{"Nowicjusze w lochach", "Zaginiona wyspa Arnak"} {
				if FindButton(a, want) == nil {
					fail("the campaign has no ladder tab %q", want)
				}
			}
			// Arnak's ladder: the rival on both sides, then the bots.
			s, _ := a.Top().(*campaignScene)
			if !s.SelectChapter("arnak", "solo-snake-5") {
				fail("no chapter against the rival at level 5 on the snake side")
			}
		}),
		Wait(1), shot("campaign_arnak", nil),
		Do(func(a *App) {
			s, _ := a.Top().(*campaignScene)
			s.labels()
			if !s.play.Disabled {
				fail("a locked Arnak chapter can be played")
			}
			if !s.SelectChapter("rivals", "r1") {
				fail("no fake ladder in the campaign")
			}
		}),
		Wait(1), Click(r, "Zagraj rozdział"), Until(r, "campaign match", 60, topIs("game")),
		Do(func(a *App) {
			act := a.Campaign().prog.Active
			if act == nil || act.Chapter != "r1" {
				fail("the campaign match is not marked active: %+v", act)
			}
		}),
	)
	// A loss: the rival wins, and says so with its column.
	steps = append(steps, takeAll(r, "1")...)
	steps = append(steps, Until(r, "rival results", 60, topIs("results")), Wait(1), shot("rival_results", nil),
		Do(func(a *App) {
			res, _ := a.Top().(*resultsScene)
			rivalCol := false
			for _, c := range res.cols {
				if c.seat < 0 && c.total == rivalPoints && len(c.parts) == 2 {
					rivalCol = true
				}
			}
			if !rivalCol || len(res.cols) != 2 {
				fail("results: no rival column with its breakdown (%+v)", res.cols)
			}
			if got := res.winnerLine(); !strings.Contains(got, "Przeciwnik") {
				fail("results: the winner line %q does not name the rival (m1)", got)
			}
			if !strings.Contains(res.campLine, "jeszcze nie wygrany") || a.Campaign().prog.Won("rivals", "r1") {
				fail("a lost chapter: %q", res.campLine)
			}
		}),
		// «Zobacz planszę»: the final board and the log, back to the results.
		Click(r, "Zobacz planszę"), Until(r, "review", 60, topIs("review")), Wait(1), shot("review", nil),
		Do(func(a *App) {
			rv, _ := a.Top().(*reviewScene)
			if len(rv.g.LogLines()) != 3 {
				fail("review: %d log lines, want the 3 decisions", len(rv.g.LogLines()))
			}
		}),
		key(func(in *ui.Input) { in.Esc = true }), Until(r, "results again", 60, topIs("results")),
		// Zagraj ponownie plays the chapter again, as a campaign match.
		Click(r, "Zagraj ponownie"), Until(r, "campaign match again", 60, topIs("game")),
	)
	steps = append(steps, takeAll(r, "3")...)
	steps = append(steps, Until(r, "won results", 60, topIs("results")), Wait(1), shot("campaign_won", nil),
		Do(func(a *App) {
			res, _ := a.Top().(*resultsScene)
			if !strings.Contains(res.campLine, "Druga próba") || res.story == "" {
				fail("a won chapter: %q, story %q", res.campLine, res.story)
			}
			if got := res.winnerLine(); strings.Contains(got, "Przeciwnik") {
				fail("results: %q after beating the rival", got)
			}
			// A restart: the progress comes back from campaign.toml.
			a.camp = nil
			c := a.Campaign()
			rec := c.prog.Get("rivals", "r1")
			if rec.Wins != 1 || rec.Plays != 2 || rec.Best != 9 || c.prog.Active != nil {
				fail("after a restart the chapter record is %+v (active %+v)", rec, c.prog.Active)
			}
			addRivalsLadder(a)
			if lad := c.ladder("rivals"); lad == nil || !lad.Unlocked(c.prog, 1) {
				fail("after a restart the next chapter is locked")
			}
		}),
		Click(r, "Kampania"), Until(r, "campaign after a win", 60, topIs("campaign")),
		Click(r, "Dziennik"), Until(r, "journal", 60, topIs("journal")), Wait(1), shot("journal", nil),
		Do(func(a *App) {
			j, _ := a.Top().(*journalScene)
			found := false
			for _, ln := range j.lines {
				found = found || strings.Contains(ln.text, "pokonany")
			}
			if !found {
				fail("the journal does not show the won chapter's story")
			}
		}),
		key(func(in *ui.Input) { in.Esc = true }), Until(r, "campaign", 60, topIs("campaign")),
		key(func(in *ui.Input) { in.Esc = true }), Until(r, "menu", 60, topIs("menu")),
	)

	// The load list: a save renamed (confirmed) and deleted (confirmed).
	var saveName string
	steps = append(steps,
		Do(func(a *App) {
			m := engine.Match{Title: "demo", Seed: 3, Seats: []engine.SeatConfig{{Name: "Ala"}, {Name: "Bot 2", Bot: "greedy", Level: 1}}}
			saveName = saveFileName("demo", mustTime("2026-11-23T10:00:00"))
			if err := cfg.Store.Write(saveName, &m); err != nil {
				fail("write a save: %v", err)
			}
		}),
		Click(r, "Wczytaj"), Until(r, "load", 60, topIs("load")), Wait(1),
		Do(func(a *App) {
			if FindButton(a, "Gra próbna, 23.11.2026 10:00") == nil {
				fail("the load list does not name the save by its game and date")
			}
		}),
		Click(r, "Zmień nazwę"), Until(r, "rename dialog", 60, topIs("dialog")),
		Do(func(a *App) {
			d, _ := a.Top().(*dialogScene)
			d.Field().Value = "Partia z Alą"
		}),
		Wait(1), shot("rename", nil),
		key(func(in *ui.Input) { in.Enter = true }), Until(r, "load after renaming", 60, topIs("load")),
		Do(func(a *App) {
			if _, err := os.Stat(cfg.Store.Path("Partia z Alą.toml")); err != nil {
				fail("rename: %v", err)
			}
			if _, err := os.Stat(cfg.Store.Path(saveName)); !os.IsNotExist(err) {
				fail("rename left the old file")
			}
		}),
		Click(r, "Usuń"), Until(r, "delete dialog", 60, topIs("dialog")),
		// Enter on the question answers «Anuluj» (its default focus).
		key(func(in *ui.Input) { in.Enter = true }), Until(r, "load after cancel", 60, topIs("load")),
		Do(func(a *App) {
			if _, err := os.Stat(cfg.Store.Path("Partia z Alą.toml")); err != nil {
				fail("a cancelled delete removed the save")
			}
		}),
		Click(r, "Usuń"), Until(r, "delete dialog", 60, topIs("dialog")),
		Click(r, "Usuń zapis"), Until(r, "load after delete", 60, topIs("load")),
		Do(func(a *App) {
			if _, err := os.Stat(cfg.Store.Path("Partia z Alą.toml")); !os.IsNotExist(err) {
				fail("delete did not remove the save")
			}
		}),
		key(func(in *ui.Input) { in.Esc = true }), Until(r, "menu", 60, topIs("menu")),
	)

	// Donjon with two people and no secrets: no curtain, but the turn is
	// held with its result on screen until «Dalej», then a banner names
	// the next player (m13).
	var actor engine.Seat
	steps = append(steps,
		Click(r, "Nowicjusze w lochach"), Until(r, "donjon setup", 60, topIs("setup")), setupDefaults(),
		Click(r, "Bot"), Wait(1), Click(r, "Rozpocznij"), Until(r, "donjon hot seat", 60, topIs("game")),
		func(a *App, in *ui.Input) bool {
			g, ok := a.Top().(*gameScene)
			if !ok {
				fail("donjon hot seat: top %q", a.Top().Name())
				return true
			}
			if g.Holding() {
				return true
			}
			cur := g.sess.Game.Current()
			if cur != g.screen {
				return false
			}
			actor = cur
			legal := g.sess.Game.Legal(nil)
			g.Apply(legal[len(g.sess.Steps)%len(legal)])
			return false
		},
		Wait(2), shot("handoff", nil),
		Do(func(a *App) {
			g, _ := a.Top().(*gameScene)
			if g.ScreenSeat() != actor || g.sess.Game.Current() == actor {
				fail("hold: the screen shows %v, the next decision is %v's", g.ScreenSeat(), g.sess.Game.Current())
			}
			// Unless the turn's end revealed a card (then nothing can).
			if !g.canUndo && engine.CodeOf(g.undoErr) != engine.CodeUndoReveal {
				fail("hold: the player who just ended the turn cannot take it back (%v)", g.undoErr)
			}
		}),
		Until(r, "Dalej", 60, func(a *App) bool { g, ok := a.Top().(*gameScene); return ok && g.HoldReady() }),
		Click(r, "Dalej"), Wait(1),
		Do(func(a *App) {
			g, _ := a.Top().(*gameScene)
			if g.Holding() || g.ScreenSeat() == actor || g.hand.banner == 0 {
				fail("after «Dalej»: holding %v, screen %v, banner %d", g.Holding(), g.ScreenSeat(), g.hand.banner)
			}
			if g.canUndo {
				fail("the next player may undo the previous one's turn")
			}
		}),
		shot("banner", nil),
		key(func(in *ui.Input) { in.Esc = true }), Until(r, "pause", 60, topIs("pause")),
		Click(r, "Wyjdź do menu"), Until(r, "menu", 60, topIs("menu")),
	)

	// The keyboard alone: menu → set-up → three moves → pause → menu.
	steps = append(steps,
		Do(func(a *App) { a.Reset(newMenu(a)) }), Wait(1),
		key(func(in *ui.Input) { in.Tab = true }), Wait(1),
		Do(func(a *App) {
			// With a match to continue the first key lands on Kontynuuj.
			if got := focusedText(a); got != "Kontynuuj" && got != "Gra próbna" {
				fail("menu: the first Tab focuses %q", got)
			}
		}),
		key(func(in *ui.Input) { in.Left = true }), Wait(1),
		key(func(in *ui.Input) { in.Up = true }), Wait(1),
		key(func(in *ui.Input) { in.Up = true }), Wait(1),
		expectFocus("menu", "Gra próbna"), shot("menu_keys", nil),
		key(func(in *ui.Input) { in.Enter = true }), Until(r, "setup by keys", 60, topIs("setup")), setupDefaults(),
		key(func(in *ui.Input) { in.Tab = true }), Wait(1), expectFocus("setup", "Rozpocznij"),
		// On from the last: the first control that can take focus (at
		// the minimum of players «−» cannot).
		key(func(in *ui.Input) { in.Tab = true }), Wait(1), expectFocus("setup", "+"),
		key(func(in *ui.Input) { in.ShiftTab = true }), Wait(1),
		key(func(in *ui.Input) { in.Space = true }), Until(r, "game by keys", 60, topIs("game")),
	)
	for i := 0; i < 3; i++ {
		steps = append(steps,
			Until(r, "a human decision", 600, func(a *App) bool {
				g, ok := a.Top().(*gameScene)
				return ok && !g.sess.Over() && g.sess.Game.Current() == g.screen && g.bots[g.screen] == nil
			}),
			key(func(in *ui.Input) { in.Tab = true }), Wait(1),
			key(func(in *ui.Input) { in.Enter = true }), Wait(2))
	}
	steps = append(steps,
		Do(func(a *App) {
			g, ok := a.Top().(*gameScene)
			if !ok || g.sess.Match.HumanSeats() != 1 {
				fail("keyboard: not in a match with one person")
				return
			}
			n := 0
			for _, st := range g.sess.Steps {
				if st.Actor == 0 {
					n++
				}
			}
			if n < 3 {
				fail("keyboard: %d decisions made with Tab and Enter, want 3", n)
			}
		}),
		key(func(in *ui.Input) { in.Esc = true }), Until(r, "pause by keys", 60, topIs("pause")),
		key(func(in *ui.Input) { in.Down2 = true }), Wait(1), expectFocus("pause", "Wróć do gry"),
		key(func(in *ui.Input) { in.Up = true }), Wait(1), expectFocus("pause", "Wróć do gry"),
		key(func(in *ui.Input) { in.ShiftTab = true }), Wait(1), expectFocus("pause", "Wyjdź do menu"), shot("pause_keys", nil),
		key(func(in *ui.Input) { in.Enter = true }), Until(r, "menu by keys", 60, topIs("menu")),
	)
	return steps
}

func mustTime(s string) time.Time {
	t, err := time.ParseInLocation("2006-01-02T15:04:05", s, time.Local)
	if err != nil {
		panic(err)
	}
	return t
}
