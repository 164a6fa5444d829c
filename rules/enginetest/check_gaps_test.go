package enginetest_test

import (
	"strings"
	"testing"

	"stolik/rules/engine"
	"stolik/rules/enginetest"
	"stolik/rules/enginetest/toygame"
)

// Gaps found by mutating the conformance suite itself (gremlins v0.5.0):
// each case fails when one of the suite's bounds or guards is off, i.e.
// when the suite would pass a broken title or fail a correct one.

// seatPastTable names the seat after the last as the one to move.
type seatPastTable struct{ wrapper }

func (g seatPastTable) Current() engine.Seat {
	if c := g.Game.Current(); c == engine.GameOver {
		return c
	}
	return 2 // of 2 players: seats are 0 and 1
}

// viewMisleads: in views only, Legal lists its first action in place of
// its last (as long a list as the game's, but not the same set).
type viewMisleads struct {
	engine.Game
	view bool
}

func (g viewMisleads) Legal(dst []engine.Action) []engine.Action {
	dst = g.Game.Legal(dst)
	if g.view && len(dst) >= 2 {
		dst[len(dst)-1] = dst[0]
	}
	return dst
}
func (g viewMisleads) Clone() engine.Game { return viewMisleads{g.Game.Clone(), g.view} }
func (g viewMisleads) View(s engine.Seat) engine.Game {
	return viewMisleads{g.Game.View(s), true}
}

func misleadingViews() *engine.Title {
	t := toygame.Title()
	base := t.New
	t.New = func(cfg engine.Config, log *engine.Log) (engine.Game, error) {
		g, err := base(cfg, log)
		if err != nil {
			return nil, err
		}
		return viewMisleads{Game: g}, nil
	}
	t.Secrets = nil // the hook reads toygame's own type
	t.Secret = false
	return t
}

func TestSuiteCatchesMoreBrokenTitles(t *testing.T) {
	nilGame := toygame.Title()
	nilGame.New = func(engine.Config, *engine.Log) (engine.Game, error) { return nil, nil }
	for _, tc := range []struct {
		name  string
		title *engine.Title
		want  string
	}{
		{"seat past the table", wrapped(func(w wrapper) engine.Game { return seatPastTable{w} }), enginetest.CheckCurrent},
		{"nil game without an error", nilGame, enginetest.CheckNew},
		{"views list other actions", misleadingViews(), enginetest.CheckLegalKnown},
	} {
		fails := enginetest.Check(tc.title, 2, enginetest.Games(2), enginetest.RequireHidden(false))
		if len(fails) == 0 || fails[0].Check != tc.want {
			t.Errorf("%s: failures %v, want first %q", tc.name, fails, tc.want)
		}
	}
}

// A failure at set-up concerns no decision (step −1), and the seeds
// played are FirstSeed, FirstSeed+1, …
func TestSetUpFailuresNameTheirSeeds(t *testing.T) {
	broken := toygame.Title()
	broken.New = func(engine.Config, *engine.Log) (engine.Game, error) {
		return nil, engine.Errorf(engine.CodeBadConfig, "no")
	}
	fails := enginetest.Check(broken, 2, enginetest.Games(3), enginetest.FirstSeed(1000))
	if len(fails) != 3 {
		t.Fatalf("%d failures, want one per game (3): %v", len(fails), fails)
	}
	for i, f := range fails {
		if f.Seed != 1000+uint64(i) || f.Step != -1 || f.Check != enginetest.CheckNew {
			t.Errorf("failure %d: seed %d step %d check %s, want seed %d, step -1, new", i, f.Seed, f.Step, f.Check, 1000+i)
		}
	}
	// Games(0) and MaxDecisions(0) keep the defaults (40 games, capped at
	// 20 failures; 10 000 decisions).
	if fails := enginetest.Check(broken, 2, enginetest.Games(0)); len(fails) != 20 {
		t.Errorf("Games(0): %d failures, want the cap of 20 over the default 40 games", len(fails))
	}
	if fails := enginetest.Check(toygame.Title(), 2, enginetest.Games(1), enginetest.MaxDecisions(0)); len(fails) != 0 {
		t.Errorf("MaxDecisions(0) kept no sane bound: %v", fails)
	}
}

// A toy game of 2 players and 8 rounds takes exactly 16 decisions
// (TestPlayout): a bound of 16 passes, 15 fails. (Before this test the
// suite failed a game that ended at exactly the bound: it tested the bound
// before the end.)
func TestTerminationBoundIsExact(t *testing.T) {
	if fails := enginetest.Check(toygame.Title(), 2, enginetest.Seeds(42), enginetest.MaxDecisions(16)); len(fails) != 0 {
		t.Errorf("MaxDecisions(16) for a 16-decision game: %v", fails)
	}
	fails := enginetest.Check(toygame.Title(), 2, enginetest.Seeds(42), enginetest.MaxDecisions(15))
	if len(fails) == 0 || fails[0].Check != enginetest.CheckTerminates {
		t.Errorf("MaxDecisions(15): %v, want terminates (the determinized playout at decision 0 finds it first)", fails)
	}
}

// Optional hooks stay optional, and the evaluation's range is closed:
// a title without Describe or Evaluate conforms; one whose Evaluate gives
// exactly 0 and 1 conforms; the suite evaluates only the seats at the
// table (an Evaluate that cannot answer for seat 2 of 2 is not at fault).
func TestOptionalHooksAndEvaluateRange(t *testing.T) {
	bare := toygame.Title()
	bare.Describe, bare.Evaluate = nil, nil
	if fails := enginetest.Check(bare, 2, enginetest.Games(2)); len(fails) != 0 {
		t.Errorf("no Describe, no Evaluate: %v", fails)
	}
	edges := toygame.Title()
	edges.Evaluate = func(g engine.Game, s engine.Seat) float64 {
		switch s {
		case 0:
			return 0
		case 1:
			return 1
		}
		return 2 // seat 2 of 2 does not exist
	}
	if fails := enginetest.Check(edges, 2, enginetest.Games(2)); len(fails) != 0 {
		t.Errorf("Evaluate of exactly 0 and 1: %v", fails)
	}
	over := toygame.Title()
	over.Evaluate = func(g engine.Game, s engine.Seat) float64 { return 1 + float64(s) }
	fails := enginetest.Check(over, 2, enginetest.Games(1))
	if len(fails) == 0 || fails[0].Check != enginetest.CheckEvaluate || !strings.Contains(fails[0].Detail, "seat1") {
		t.Errorf("Evaluate 2 for seat 1: %v, want an evaluate failure naming seat1", fails)
	}
}

// leakyEvents logs, after every action, a public event carrying the full
// state's checksum: whatever is hidden shows in the log.
type leakyEvents struct{ wrapper }

func (g leakyEvents) Apply(a engine.Action, log *engine.Log) error {
	if err := g.Game.Apply(a, log); err != nil {
		return err
	}
	log.Add("leak", 0, "sum", g.Game.Checksum())
	return nil
}

// Secrets the title lists wrongly or leaks through its events: a secret
// claimed hidden from every seat (so also from the owner of a hand, whose
// view shows it), one claimed hidden from a seat past the table, and a
// title whose log shows the hidden state.
func TestSecretsChecksCatchTheirCases(t *testing.T) {
	rehide := func(hidden func(sc engine.Secret) []engine.Seat) *engine.Title {
		tt := toygame.Title()
		inner := tt.Secrets
		tt.Secrets = func(g engine.Game, rng *engine.RNG) []engine.Secret {
			out := inner(g, rng)
			for i := range out {
				out[i].Hidden = hidden(out[i])
			}
			return out
		}
		return tt
	}
	everySeat := rehide(func(engine.Secret) []engine.Seat { return []engine.Seat{0, 1, engine.Observer} })
	pastTable := rehide(func(sc engine.Secret) []engine.Seat { return append(sc.Hidden, 2) })
	for _, tc := range []struct {
		name   string
		title  *engine.Title
		want   string
		detail string
	}{
		{"hidden from the hand's owner too", everySeat, enginetest.CheckSecrets, "yet View(seat"},
		{"hidden from a seat past the table", pastTable, enginetest.CheckSecrets, "not a seat of a 2-player game"},
		{"the log shows the hidden state", wrapped(func(w wrapper) engine.Game { return leakyEvents{w} }), enginetest.CheckEvents, "events"},
	} {
		fails := enginetest.Check(tc.title, 2, enginetest.Games(3))
		if len(fails) == 0 || fails[0].Check != tc.want || !strings.Contains(fails[0].Detail, tc.detail) {
			t.Errorf("%s: %v, want first %q with %q", tc.name, fails, tc.want, tc.detail)
		}
	}
}
