package enginetest_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"stolik/rules/engine"
	"stolik/rules/enginetest"
	"stolik/rules/enginetest/toygame"
)

// The wrappers below break one promise each on top of the correct toy
// title, through the Game interface only, so they test the suite's generic
// checks. (Title-specific leaks are in toygame's own tests.)

type wrapper struct {
	engine.Game
	rewrap func(engine.Game) engine.Game
}

func (w wrapper) Clone() engine.Game                { return w.rewrap(w.Game.Clone()) }
func (w wrapper) inner() engine.Game                { return w.Game }
func (w wrapper) View(seat engine.Seat) engine.Game { return w.rewrap(w.Game.View(seat)) }

type dupLegal struct{ wrapper }

func (g dupLegal) Legal(dst []engine.Action) []engine.Action {
	dst = g.Game.Legal(dst)
	if len(dst) > 0 {
		dst = append(dst, dst[0])
	}
	return dst
}

// shallowClone returns itself: the "copy" shares everything.
type shallowClone struct{ wrapper }

func (g shallowClone) Clone() engine.Game { return g }

// lazyCopy implements engine.Copier but copies nothing.
type lazyCopy struct{ wrapper }

func (g lazyCopy) CopyFrom(engine.Game) bool { return true }

type plainError struct{ wrapper }

func (g plainError) Apply(a engine.Action, log *engine.Log) error {
	if err := g.Game.Apply(a, log); err != nil {
		return errors.New(err.Error())
	}
	return nil
}

type badPlaces struct{ wrapper }

func (g badPlaces) Result() engine.Result {
	r := g.Game.Result()
	for i := range r.Place {
		r.Place[i] = 2
	}
	return r
}

// endless never reports the end.
type endless struct{ wrapper }

func (g endless) Current() engine.Seat {
	if c := g.Game.Current(); c != engine.GameOver {
		return c
	}
	return 0
}

type panicky struct{ wrapper }

func (g panicky) Apply(a engine.Action, log *engine.Log) error {
	if a.Kind > 5 {
		var m map[string]int
		m["x"]++ // nil map write: a typical title bug
	}
	return g.Game.Apply(a, log)
}

type badText struct{ wrapper }

func (g badText) Legal(dst []engine.Action) []engine.Action {
	dst = g.Game.Legal(dst)
	for i := range dst {
		dst[i].Kind = 9 // no name: formats as "k9", parses back, but Apply refuses
	}
	return dst
}

func wrapped(make func(w wrapper) engine.Game) *engine.Title {
	t := toygame.Title()
	base := t.New
	var rewrap func(engine.Game) engine.Game
	rewrap = func(g engine.Game) engine.Game { return make(wrapper{Game: g, rewrap: rewrap}) }
	t.New = func(cfg engine.Config, log *engine.Log) (engine.Game, error) {
		g, err := base(cfg, log)
		if err != nil {
			return nil, err
		}
		return rewrap(g), nil
	}
	t.Evaluate = func(engine.Game, engine.Seat) float64 { return 0.5 }
	secrets := t.Secrets
	t.Secrets = func(g engine.Game, rng *engine.RNG) []engine.Secret {
		out := secrets(g.(interface{ inner() engine.Game }).inner(), rng)
		for i := range out {
			out[i].Game = rewrap(out[i].Game)
		}
		return out
	}
	return t
}

func TestSuiteCatchesBrokenTitles(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		title *engine.Title
		opts  []enginetest.Option
		want  string
	}{
		{"duplicate legal", wrapped(func(w wrapper) engine.Game { return dupLegal{w} }), nil, enginetest.CheckDuplicate},
		{"shallow clone", wrapped(func(w wrapper) engine.Game { return shallowClone{w} }), nil, enginetest.CheckClone},
		{"CopyFrom copies nothing", wrapped(func(w wrapper) engine.Game { return lazyCopy{w} }), nil, enginetest.CheckClone},
		{"plain error", wrapped(func(w wrapper) engine.Game { return plainError{w} }), nil, enginetest.CheckRefuse},
		{"bad places", wrapped(func(w wrapper) engine.Game { return badPlaces{w} }), nil, enginetest.CheckResult},
		{"endless", wrapped(func(w wrapper) engine.Game { return endless{w} }),
			[]enginetest.Option{enginetest.MaxDecisions(200)}, enginetest.CheckDeterminize},
		{"panics", wrapped(func(w wrapper) engine.Game { return panicky{w} }), nil, enginetest.CheckPanic},
		{"unappliable legal", wrapped(func(w wrapper) engine.Game { return badText{w} }), nil, enginetest.CheckApply},
		{"nil title", nil, nil, enginetest.CheckNew},
		{"bad options", toygame.Title(),
			[]enginetest.Option{enginetest.TitleOptions(map[string]string{"rounds": "99"})}, enginetest.CheckNew},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			opts := append([]enginetest.Option{enginetest.Games(3)}, tc.opts...)
			fails := enginetest.Check(tc.title, 2, opts...)
			if len(fails) == 0 {
				t.Fatal("the suite passed a broken title")
			}
			if fails[0].Check != tc.want {
				t.Errorf("first failure is %q, want %q: %v", fails[0].Check, tc.want, fails[0])
			}
			if !strings.Contains(fails[0].String(), "Seeds(") {
				t.Errorf("failure text does not say how to reproduce: %s", fails[0])
			}
		})
	}
}

func TestSkipSilencesOnlyNamedChecks(t *testing.T) {
	title := wrapped(func(w wrapper) engine.Game { return dupLegal{w} })
	fails := enginetest.Check(title, 2, enginetest.Games(2), enginetest.Skip(enginetest.CheckDuplicate))
	for _, f := range fails {
		if f.Check == enginetest.CheckDuplicate {
			t.Errorf("skipped check reported: %v", f)
		}
	}
}

func TestTerminationBound(t *testing.T) {
	fails := enginetest.Check(toygame.Title(), 4, enginetest.Seeds(7), enginetest.MaxDecisions(10))
	if len(fails) != 1 || fails[0].Check != enginetest.CheckTerminates || fails[0].Seed != 7 {
		t.Errorf("want one terminates failure at seed 7, got %v", fails)
	}
}

func TestToyGameConforms(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		enginetest.Run(t, toygame.Title(), n, enginetest.Games(10), enginetest.FirstSeed(1000))
	}
}

func TestPlayout(t *testing.T) {
	tests := []struct {
		players, rounds, want int
	}{{2, 8, 16}, {3, 6, 18}, {4, 10, 40}}
	for _, tc := range tests {
		opts := enginetest.TitleOptions(map[string]string{"rounds": []string{"", "", "", "", "", "", "6", "", "8", "", "10"}[tc.rounds]})
		n1, err := enginetest.Playout(toygame.Title(), tc.players, 42, opts)
		if err != nil || n1 != tc.want {
			t.Errorf("Playout(%d players, %d rounds) = %d, %v; want %d decisions", tc.players, tc.rounds, n1, err, tc.want)
		}
	}
	if _, err := enginetest.Playout(toygame.Title(), 9, 1); err == nil {
		t.Error("Playout with 9 players should fail")
	}
	if _, err := enginetest.Playout(toygame.Title(), 2, 1, enginetest.MaxDecisions(3)); err == nil {
		t.Error("Playout beyond the bound should fail")
	}
}

func TestLineDiff(t *testing.T) {
	lines := func(n int, change map[int]string) string {
		var b strings.Builder
		for i := 1; i <= n; i++ {
			if s, ok := change[i]; ok {
				b.WriteString(s + "\n")
				continue
			}
			b.WriteString("line " + strconv.Itoa(i) + "\n")
		}
		return b.String()
	}
	if d := enginetest.LineDiff(lines(5, nil), lines(5, nil)); d != "" {
		t.Fatalf("equal texts differ: %q", d)
	}
	d := enginetest.LineDiff(lines(20, nil), lines(20, map[int]string{10: "score 0 41"}))
	for _, want := range []string{"      7  line 7", "-    10  line 10", "+    10  score 0 41", "     13  line 13"} {
		if !strings.Contains(d, want) {
			t.Errorf("diff lacks %q:\n%s", want, d)
		}
	}
	if strings.Contains(d, "line 6\n") || strings.Contains(d, "line 14") {
		t.Errorf("diff shows more than 3 lines of context:\n%s", d)
	}
	// A playthrough that diverges at line 3 and never agrees again: the
	// first lines of the run, then a note, not the whole file.
	long := enginetest.LineDiff(lines(100, nil), lines(100, map[int]string{3: "x", 4: "x", 5: "x", 6: "x", 7: "x", 8: "x", 9: "x", 10: "x", 11: "x"}))
	if strings.Count(long, "\n- ") > 6 || !strings.Contains(long, "differs up to line 11") {
		t.Errorf("a long run is not cut short:\n%s", long)
	}
	short := enginetest.LineDiff(lines(4, nil), lines(6, nil))
	if !strings.Contains(short, "+     5  line 5") {
		t.Errorf("added lines at the end not shown:\n%s", short)
	}
}

// A file much shorter than the output (a golden file with the totals only,
// before breakdowns were added) must not crash the diff.
func TestLineDiffOfVeryDifferentLengths(t *testing.T) {
	long := strings.Repeat("decision\n", 30) + "score 0 41\n"
	for _, pair := range [][2]string{{"a\n", long}, {long, "a\n"}, {"", long}, {long, ""}} {
		if d := enginetest.LineDiff(pair[0], pair[1]); d == "" {
			t.Errorf("no difference found between %d and %d bytes", len(pair[0]), len(pair[1]))
		}
	}
}
