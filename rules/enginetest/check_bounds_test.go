package enginetest_test

import (
	"slices"
	"strings"
	"testing"

	"stolik/rules/engine"
	"stolik/rules/enginetest"
	"stolik/rules/enginetest/toygame"
)

// More cases found by mutating the suite (gremlins v0.5.0, session 6):
// where the suite plays a determinized view out, how far, at which
// decision a failure is reported, how many it reports, and what it asks
// of a title's views and evaluation. Each test fails when one of those
// bounds moves, i.e. when the suite would pass a broken title, fail a
// correct one, or name the wrong decision to reproduce.

// tailed is the toy game with decisions added after its end: extra "pass"
// decisions of seat 0 before the game is really over (-1: seat 0 is to
// move and has nothing to play, a stuck game). The real game gets extra
// from the title's New, a view from views, given the decision it is made
// at (the decisions applied so far), the seat it is for and the seat to
// move. Views of a seat past the table panic: they are not part of the
// contract, so the suite must not ask for them.
type tailed struct {
	engine.Game
	players int
	n       int
	extra   int
	views   func(n int, seat, mover engine.Seat) int
}

var pass = engine.Action{Kind: 1}

func (g *tailed) inner() engine.Game { return g.Game }

func (g *tailed) over() bool { return g.Game.Current() == engine.GameOver }

func (g *tailed) Current() engine.Seat {
	if g.over() {
		if g.extra != 0 {
			return 0
		}
		return engine.GameOver
	}
	return g.Game.Current()
}

func (g *tailed) Legal(dst []engine.Action) []engine.Action {
	if g.over() {
		if g.extra > 0 {
			dst = append(dst, pass)
		}
		return dst
	}
	return g.Game.Legal(dst)
}

func (g *tailed) Apply(a engine.Action, log *engine.Log) error {
	if g.over() {
		if g.extra > 0 && a == pass {
			g.extra--
			g.n++
			return nil
		}
		return engine.Errorf(engine.CodeGameOver, "tailed: %v after the end", a)
	}
	if err := g.Game.Apply(a, log); err != nil {
		return err
	}
	g.n++
	return nil
}

func (g *tailed) Clone() engine.Game {
	c := *g
	c.Game = g.Game.Clone()
	return &c
}

func (g *tailed) View(seat engine.Seat) engine.Game {
	if seat != engine.Observer && int(seat) >= g.players {
		panic("tailed: View of a seat past the table")
	}
	c := *g
	c.Game = g.Game.View(seat)
	c.extra = g.views(g.n, seat, g.Current())
	return &c
}

func (g *tailed) Determinize(seat engine.Seat, rng *engine.RNG) {
	if seat != engine.Observer && int(seat) >= g.players {
		panic("tailed: Determinize for a seat past the table")
	}
	g.Game.Determinize(seat, rng)
}

func (g *tailed) Checksum() uint64 {
	return g.Game.Checksum() + uint64(g.extra+1)*0x9e3779b97f4a7c15
}

// tailedTitle is the toy title played as tailed: the real game with extra
// decisions after the toy game's end, views as views says.
func tailedTitle(extra int, views func(n int, seat, mover engine.Seat) int) *engine.Title {
	t := toygame.Title()
	t.KindNames = []string{"bid", "pass"}
	base, secrets := t.New, t.Secrets
	t.New = func(cfg engine.Config, log *engine.Log) (engine.Game, error) {
		g, err := base(cfg, log)
		if err != nil {
			return nil, err
		}
		return &tailed{Game: g, players: cfg.Players, extra: extra, views: views}, nil
	}
	t.Evaluate = nil // toygame's reads its own type
	t.Secrets = func(g engine.Game, rng *engine.RNG) []engine.Secret {
		w := g.(*tailed)
		if w.over() {
			return nil
		}
		out := secrets(w.Game, rng)
		for i := range out {
			c := *w
			c.Game = out[i].Game
			out[i].Game = &c
		}
		return out
	}
	return t
}

func noTail(int, engine.Seat, engine.Seat) int { return 0 }

// The wrapper itself conforms when nothing is added: the cases below fail
// for what they add, not for the wrapping.
func TestTailedToyGameConforms(t *testing.T) {
	if fails := enginetest.Check(tailedTitle(0, noTail), 2, enginetest.Games(3)); len(fails) != 0 {
		t.Fatalf("the toy game wrapped, nothing added: %v", fails)
	}
}

// At every fifth decision the mover's determinized view is played to the
// end. A view that cannot be, made at decision 5, fails there; a view
// whose game is longer than the decisions left under MaxDecisions fails
// "terminates" there, even when the real game ends in time.
func TestDeterminizedViewsArePlayedOutEveryFifthDecision(t *testing.T) {
	at5 := func(extra int) func(n int, seat, mover engine.Seat) int {
		return func(n int, seat, mover engine.Seat) int {
			if n == 5 && seat == mover {
				return extra
			}
			return 0
		}
	}
	for _, tc := range []struct {
		name  string
		extra int
		max   int
		check string
	}{
		// 16 decisions in the real game (2 players, 8 rounds).
		{"stuck after the end", -1, 0, enginetest.CheckDeterminize},
		// From decision 5: 11 decisions of the toy game, 8 more; the
		// bound leaves 20-5 = 15.
		{"longer than the bound leaves", 8, 20, enginetest.CheckTerminates},
	} {
		var opts []enginetest.Option
		if tc.max > 0 {
			opts = append(opts, enginetest.MaxDecisions(tc.max))
		}
		fails := enginetest.Check(tailedTitle(0, at5(tc.extra)), 2, append(opts, enginetest.Seeds(3))...)
		if len(fails) == 0 || fails[0].Check != tc.check || fails[0].Step != 5 || !strings.Contains(fails[0].Detail, "playing determinized View") {
			t.Errorf("%s: %v, want first %q at decision 5 from the playout of the mover's view", tc.name, fails, tc.check)
		}
	}
	// The same view one decision later is never played out: decision 6
	// is not a fifth, and the playouts are the mover's.
	at6 := func(n int, seat, mover engine.Seat) int {
		if n == 6 || (n == 5 && seat != mover) {
			return -1
		}
		return 0
	}
	if fails := enginetest.Check(tailedTitle(0, at6), 2, enginetest.Seeds(3)); len(fails) != 0 {
		t.Errorf("a view stuck at decision 6 only, or a non-mover's at 5: %v (the suite plays the mover's views every fifth decision)", fails)
	}
}

// The real game is bounded at exactly MaxDecisions: 17 decisions pass a
// bound of 17 and fail one of 16 at decision 16, with views (and so the
// playouts) that end after 16.
func TestTerminationBoundOfTheRealGame(t *testing.T) {
	if fails := enginetest.Check(tailedTitle(1, noTail), 2, enginetest.Seeds(3), enginetest.MaxDecisions(16)); len(fails) == 0 ||
		fails[0].Check != enginetest.CheckTerminates || fails[0].Step != 16 {
		t.Errorf("17 decisions, bound 16: %v, want first terminates at decision 16", fails)
	}
}

// Failures name the decision they happened at, and those that concern no
// decision say -1.
func TestFailuresNameTheirDecision(t *testing.T) {
	stuck := func(n int, seat, mover engine.Seat) int {
		if n == 10 && seat == mover {
			return -1
		}
		return 0
	}
	fails := enginetest.Check(tailedTitle(0, stuck), 2, enginetest.Seeds(4))
	if len(fails) != 1 || fails[0].Step != 10 || fails[0].Seed != 4 {
		t.Errorf("a view stuck at decision 10: %v, want one failure at seed 4, decision 10", fails)
	}
	if fails := enginetest.Check(nil, 2); len(fails) != 1 || fails[0].Step != -1 {
		t.Errorf("nil title: %v, want one failure at decision -1", fails)
	}
	// A title that declares nothing hidden but is required to hide
	// something: the failure concerns the whole run.
	open := toygame.Title()
	open.Secret, open.Secrets = false, nil
	open.New = func(cfg engine.Config, log *engine.Log) (engine.Game, error) {
		g, err := toygame.Title().New(cfg, log)
		if err != nil {
			return nil, err
		}
		return &tailed{Game: g, players: cfg.Players, views: noTail}, nil
	}
	open.Evaluate = nil
	// (Its view hides nothing and Determinize reseeds nothing: only the
	// hidden check is asked here.)
	fails = enginetest.Check(seeThrough(open), 2, enginetest.Games(2), enginetest.FirstSeed(7), enginetest.RequireHidden(true), enginetest.Skip(enginetest.CheckReseed))
	if len(fails) != 1 || fails[0].Check != enginetest.CheckHidden || fails[0].Step != -1 || fails[0].Seed != 7 {
		t.Errorf("a title that hides nothing, required to: %v, want one hidden failure at seed 7, decision -1", fails)
	}
	// A title that hides something (its Determinize changes the state)
	// without a Secrets hook: the failure concerns the whole run too.
	hooks := toygame.Title()
	hooks.Secret, hooks.Secrets = false, nil
	fails = enginetest.Check(hooks, 2, enginetest.Games(2), enginetest.FirstSeed(9))
	if len(fails) != 1 || fails[0].Check != enginetest.CheckSecrets || fails[0].Step != -1 || fails[0].Seed != 9 {
		t.Errorf("a title hiding something with no Secrets hook: %v, want one secrets failure at seed 9, decision -1", fails)
	}
}

// transparent shows everything: its views are the game, and Determinize
// changes nothing.
type transparent struct{ *tailed }

func (g transparent) Clone() engine.Game                   { return transparent{g.tailed.Clone().(*tailed)} }
func (g transparent) View(engine.Seat) engine.Game         { return g.Clone() }
func (g transparent) Determinize(engine.Seat, *engine.RNG) {}

func seeThrough(t *engine.Title) *engine.Title {
	base := t.New
	t.New = func(cfg engine.Config, log *engine.Log) (engine.Game, error) {
		g, err := base(cfg, log)
		if err != nil {
			return nil, err
		}
		return transparent{g.(*tailed)}, nil
	}
	return t
}

// wrongSeats gives every score to the seat after its own.
type wrongSeats struct{ wrapper }

func (g wrongSeats) Result() engine.Result {
	r := g.Game.Result()
	for i := range r.Scores {
		r.Scores[i].Seat = engine.Seat((i + 1) % len(r.Scores))
	}
	return r
}

// The report stops at exactly 20 failures, even when one game brings
// several (three players: three wrong seats a game, 18 after six games).
func TestFailureCapIsExact(t *testing.T) {
	fails := enginetest.Check(wrapped(func(w wrapper) engine.Game { return wrongSeats{w} }), 3, enginetest.Games(10))
	if len(fails) != 20 {
		t.Errorf("%d failures, want the cap of 20", len(fails))
	}
}

// Evaluate may differ between a game and a determinization by float
// rounding: up to 1e-9, not more.
func TestBlindEvaluateTolerance(t *testing.T) {
	parity := func(scale float64) *engine.Title {
		tt := toygame.Title()
		tt.Evaluate = func(g engine.Game, s engine.Seat) float64 { return scale * float64(g.Checksum()&1) }
		return tt
	}
	if fails := enginetest.Check(parity(1e-9), 2, enginetest.Games(2)); len(fails) != 0 {
		t.Errorf("Evaluate differing by exactly 1e-9: %v, want none (within the tolerance)", fails)
	}
	fails := enginetest.Check(parity(1e-8), 2, enginetest.Games(2))
	if len(fails) == 0 || fails[0].Check != enginetest.CheckBlind {
		t.Errorf("Evaluate differing by 1e-8: %v, want first blind", fails)
	}
}

// recorder is the toy game recording the actions applied to the real game
// (not to its clones or views).
type recorder struct {
	engine.Game
	played *[]engine.Action
}

func (g recorder) self() engine.Game { return g.Game }
func (g recorder) Apply(a engine.Action, log *engine.Log) error {
	if err := g.Game.Apply(a, log); err != nil {
		return err
	}
	if g.played != nil {
		*g.played = append(*g.played, a)
	}
	return nil
}
func (g recorder) Clone() engine.Game                { return recorder{Game: g.Game.Clone()} }
func (g recorder) View(seat engine.Seat) engine.Game { return recorder{Game: g.Game.View(seat)} }

// The suite's policy depends on the seed: a title whose set-up ignores the
// seed is still played along different lines in different games, or 40
// games would test one.
func TestSeedsPlayDifferentLines(t *testing.T) {
	var games [][]engine.Action
	tt := toygame.Title()
	base := tt.New
	tt.New = func(cfg engine.Config, log *engine.Log) (engine.Game, error) {
		cfg.Seed = 1 // the same deal and prizes in every game
		g, err := base(cfg, log)
		if err != nil {
			return nil, err
		}
		games = append(games, nil)
		return recorder{Game: g, played: &games[len(games)-1]}, nil
	}
	tt.Secrets, tt.Secret, tt.Evaluate = nil, false, nil
	enginetest.Check(tt, 2, enginetest.Seeds(1, 2), enginetest.RequireHidden(false))
	// Each seed sets up the game, its twin and the replay; the twin
	// follows the game; the replay and the save go through the text.
	var lines [][]engine.Action
	for _, g := range games {
		if len(g) == 16 && !slices.ContainsFunc(lines, func(l []engine.Action) bool { return slices.Equal(l, g) }) {
			lines = append(lines, g)
		}
	}
	if len(lines) < 2 {
		t.Errorf("seeds 1 and 2 of a game that ignores its seed played %d distinct lines, want 2: the policy does not depend on the seed", len(lines))
	}
}

// Run plays 10 games under -short (and 40 otherwise) unless told how
// many: Games(3) plays 3 either way.
func TestRunGameCounts(t *testing.T) {
	t.Setenv("STOLIK_MUTATE_GAMES", "")
	count := func(opts ...enginetest.Option) int {
		seeds := map[uint64]bool{}
		tt := toygame.Title()
		base := tt.New
		tt.New = func(cfg engine.Config, log *engine.Log) (engine.Game, error) {
			seeds[cfg.Seed] = true
			return base(cfg, log)
		}
		enginetest.Run(t, tt, 2, opts...)
		return len(seeds)
	}
	if n := count(enginetest.Games(3)); n != 3 {
		t.Errorf("Games(3): %d games, want 3", n)
	}
	want := 40
	if testing.Short() {
		want = 10
	}
	if n := count(); n != want {
		t.Errorf("no Games option (short %v): %d games, want %d", testing.Short(), n, want)
	}
}

// overAtSetUp is over before any decision and takes whatever it is given.
type overAtSetUp struct{ wrapper }

func (g overAtSetUp) Current() engine.Seat                      { return engine.GameOver }
func (g overAtSetUp) Legal(dst []engine.Action) []engine.Action { return dst }
func (g overAtSetUp) Apply(engine.Action, *engine.Log) error    { return nil }

// A game over at set-up must refuse actions too: with no decision played,
// the zero action is the one tried.
func TestGameOverAtSetUpRefuses(t *testing.T) {
	fails := enginetest.Check(wrapped(func(w wrapper) engine.Game { return overAtSetUp{w} }), 2, enginetest.Games(1), enginetest.RequireHidden(false))
	if len(fails) == 0 || fails[0].Check != enginetest.CheckRefuse || fails[0].Step != 0 || !strings.Contains(fails[0].Detail, "after the end") {
		t.Errorf("over at set-up, accepting the zero action: %v, want first refuse at decision 0, after the end", fails)
	}
}

// Playout's bound is exact too: a 16-decision game passes MaxDecisions(16)
// and fails MaxDecisions(15).
func TestPlayoutBoundIsExact(t *testing.T) {
	if n, err := enginetest.Playout(toygame.Title(), 2, 42, enginetest.MaxDecisions(16)); err != nil || n != 16 {
		t.Errorf("bound 16: %d decisions, %v; want 16, no error", n, err)
	}
	if _, err := enginetest.Playout(toygame.Title(), 2, 42, enginetest.MaxDecisions(15)); err == nil || !strings.Contains(err.Error(), "still running after 15 decisions") {
		t.Errorf("bound 15: %v, want still running after 15 decisions", err)
	}
}

// MidGame stops at the first position after the moves with at least
// minChoices legal actions: at the opening with its own count, not with
// one more.
func TestMidGameStopsAtEnoughChoices(t *testing.T) {
	cfg := engine.Config{Players: 2, Seed: 5}
	opening := enginetest.NewGame[engine.Game](t, toygame.Title(), cfg)
	n := len(opening.Legal(nil))
	if g := enginetest.MidGame(t, toygame.Title(), cfg, 0, n); g.Checksum() != opening.Checksum() {
		t.Errorf("moves 0, %d choices (the opening's): MidGame played on", n)
	}
	if g := enginetest.MidGame(t, toygame.Title(), cfg, 0, n+1); g.Checksum() == opening.Checksum() {
		t.Errorf("moves 0, %d choices (one more than the opening's): MidGame stopped at the opening", n+1)
	}
}
