package bot

import (
	"testing"

	"stolik/rules/engine"
)

// ladder is a two-seat game where seat 0 makes three decisions in a row
// (each a pick A of 0, 1 or 2), then seat 1 one, then it ends. Seat 0's
// Evaluate adds each pick's worth: 0.1 for a 0, 0.25 for a 1, 0.25+1e-12
// for a 2 (equal within the greedy policy's tolerance of 1e-12, so the
// first of equals, the 1, wins); seat 1's is the rest.
type ladder struct {
	picks [4]int8
	n     int8
}

func (l *ladder) Current() engine.Seat {
	switch {
	case l.n < 3:
		return 0
	case l.n < 4:
		return 1
	}
	return engine.GameOver
}

func (l *ladder) Legal(dst []engine.Action) []engine.Action {
	if l.n >= 4 {
		return dst
	}
	return append(dst, engine.Action{A: 0}, engine.Action{A: 1}, engine.Action{A: 2})
}

func (l *ladder) Apply(a engine.Action, _ *engine.Log) error {
	if !engine.Contains(l.Legal(nil), a) {
		return engine.Errorf(engine.CodeIllegal, "ladder: %+v", a)
	}
	l.picks[l.n] = int8(a.A)
	l.n++
	return nil
}

func (l *ladder) Clone() engine.Game                   { c := *l; return &c }
func (l *ladder) View(engine.Seat) engine.Game         { return l.Clone() }
func (l *ladder) Determinize(engine.Seat, *engine.RNG) {}
func (l *ladder) Checksum() uint64                     { return uint64(l.n) }
func (l *ladder) Result() engine.Result {
	return engine.Result{Scores: []engine.Score{{Seat: 0}, {Seat: 1}}, Place: []int{1, 1}}
}

var ladderTitle = &engine.Title{ID: "ladder", MinPlayers: 2, MaxPlayers: 2,
	Evaluate: func(g engine.Game, seat engine.Seat) float64 {
		l := g.(*ladder)
		v := 0.0
		for i := int8(0); i < l.n && i < 3; i++ {
			v += []float64{0.1, 0.25, 0.25 + 1e-12}[l.picks[i]]
		}
		if seat == 1 {
			v = 1 - v
		}
		return v
	}}

// playGreedy plays exactly steps of the seat's own decisions (fewer when
// its turn ends first), each the best by Evaluate one step ahead, the
// first of equals within 1e-12: here a 1 (worth 0.25, as much as the 2
// listed after it up to the tolerance, more than the 0 listed before).
func TestPlayGreedyStepsAndTies(t *testing.T) {
	for _, tc := range []struct {
		steps int
		want  int8
	}{{0, 0}, {1, 1}, {2, 2}, {3, 3}, {5, 3}} {
		g, _ := playGreedy(ladderTitle, &ladder{}, 0, tc.steps, nil, nil, &scratch{})
		l := g.(*ladder)
		if l.n != tc.want {
			t.Errorf("%d steps: %d decisions played, want %d", tc.steps, l.n, tc.want)
		}
		for i := int8(0); i < l.n; i++ {
			if l.picks[i] != 1 {
				t.Errorf("%d steps: decision %d picked %d, want 1 (the first of the best)", tc.steps, i, l.picks[i])
			}
		}
	}
	// stop ends the play after the decision it names.
	g, _ := playGreedy(ladderTitle, &ladder{}, 0, 3, func(a engine.Action) bool { return a.A == 1 }, nil, &scratch{})
	if n := g.(*ladder).n; n != 1 {
		t.Errorf("stop after a 1: %d decisions played, want 1", n)
	}
}
