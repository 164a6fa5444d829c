package bot

import (
	"context"
	"math"
	"testing"

	"stolik/rules/engine"
)

// White-box cases of the search found by mutation (gremlins v0.5.0,
// session 6): the pieces the re-ranking and progressive widening are made
// of, on tiny games whose right answers are worked out by hand.

// fan: seat 0 picks one of len(lead) options (Kind 0, A), then seat 1
// passes, then seat 0 passes, then it is over. Seat 0's Evaluate is 0.5
// before the pick, lead[A] after it, and vals[A] once seat 1 has passed
// (seat 1's is the rest). The option refused, if any, is listed but Apply
// refuses it (a title bug the search must survive).
type fan struct {
	lead, vals []float64
	refused    int8
	pick       int8 // -1 until picked
	passes     int8
}

func newFan(lead, vals []float64, refused int8) *fan {
	return &fan{lead: lead, vals: vals, refused: refused, pick: -1}
}

func (f *fan) Current() engine.Seat {
	switch {
	case f.pick < 0:
		return 0
	case f.passes == 0:
		return 1
	case f.passes == 1:
		return 0
	}
	return engine.GameOver
}

func (f *fan) Legal(dst []engine.Action) []engine.Action {
	switch {
	case f.pick < 0:
		for i := range f.lead {
			dst = append(dst, engine.Action{A: uint8(i)})
		}
	case f.passes < 2:
		dst = append(dst, engine.Action{Kind: 1})
	}
	return dst
}

func (f *fan) Apply(a engine.Action, _ *engine.Log) error {
	if !engine.Contains(f.Legal(nil), a) || (a.Kind == 0 && int8(a.A) == f.refused) {
		return engine.Errorf(engine.CodeIllegal, "fan: %+v", a)
	}
	if a.Kind == 0 {
		f.pick = int8(a.A)
	} else {
		f.passes++
	}
	return nil
}

func (f *fan) Clone() engine.Game                   { c := *f; return &c }
func (f *fan) View(engine.Seat) engine.Game         { return f.Clone() }
func (f *fan) Determinize(engine.Seat, *engine.RNG) {}
func (f *fan) Checksum() uint64                     { return uint64(uint8(f.pick)) | uint64(f.passes)<<8 }
func (f *fan) Result() engine.Result {
	return engine.Result{Scores: []engine.Score{{Seat: 0}, {Seat: 1}}, Place: []int{1, 1}}
}

var fanTitle = &engine.Title{ID: "fan", MinPlayers: 2, MaxPlayers: 2,
	Evaluate: func(g engine.Game, seat engine.Seat) float64 {
		f := g.(*fan)
		v := 0.5
		switch {
		case f.pick >= 0 && f.passes == 0:
			v = f.lead[f.pick]
		case f.pick >= 0:
			v = f.vals[f.pick]
		}
		if seat == 1 {
			v = 1 - v
		}
		return v
	}}

func newTree(title *engine.Title, cfg ISMCTSConfig) *tree {
	b := &ISMCTS{title: title, own: title, cfg: cfg, run: cfg}
	return &tree{b: b, nodes: []node{{seat: engine.GameOver}}}
}

// Progressive widening opens the untried action the mover's Evaluate
// likes best a step ahead, the first of equals in Legal's order; one
// that does not apply comes last.
func TestBestUntriedOrder(t *testing.T) {
	for _, tc := range []struct {
		name    string
		lead    []float64
		refused int8
		want    uint8
	}{
		{"the best", []float64{0.2, 0.7, 0.9, 0.1}, -1, 2},
		{"the first of equals", []float64{0.2, 0.7, 0.7, 0.1}, -1, 1},
		{"an action that does not apply last", []float64{0, 0, 0}, 0, 1},
	} {
		g := newFan(tc.lead, tc.lead, tc.refused)
		tr := newTree(fanTitle, ISMCTSConfig{})
		tr.untried = g.Legal(nil)
		if got := tr.bestUntried(g, 0, 0); got.A != tc.want {
			t.Errorf("%s: opened %d, want %d", tc.name, got.A, tc.want)
		}
	}
}

// The backup's reward cache covers seats 0–15; seat 16 and beyond are
// scored all the same (first of 17 players: 1).
func TestBackupPastTheRewardCache(t *testing.T) {
	total, place := make([]int, 17), make([]int, 17)
	for i := range place {
		place[i] = 2
	}
	place[16] = 1
	tr := newTree(&engine.Title{}, ISMCTSConfig{})
	tr.nodes = append(tr.nodes, node{seat: 16}, node{seat: 15})
	tr.path = []int32{0, 1, 2}
	tr.backup(&over{total, place})
	if n := tr.nodes[1]; n.visits != 1 || n.reward != 1 {
		t.Errorf("seat 16, first of 17: visits %v, reward %v; want 1, 1", n.visits, n.reward)
	}
	if n := tr.nodes[2]; n.visits != 1 || n.reward != 7.5/16 {
		t.Errorf("seat 15, second of 17 with 15 others: visits %v, reward %v; want 1, 7.5/16 (ties count half)", n.visits, n.reward)
	}
}

// followPlan plays on the seat's turn as the tree planned it: at each
// decision the most visited child legal there, the first of equals in
// Legal's order, until the tree has nothing more (then LeafLookahead
// greedy steps) or the turn ends.
func TestFollowPlan(t *testing.T) {
	// On ladder (seat 0 decides three times): the root action is a 1; its
	// node has children 0 (3 visits), 2 (3 visits) and 1 (1 visit); the
	// 0's node a child 2 (2 visits).
	build := func(lookahead int) *tree {
		tr := newTree(ladderTitle, ISMCTSConfig{LeafLookahead: lookahead})
		add := func(parent int32, a uint8, visits float64) int32 {
			tr.nodes = append(tr.nodes, node{key: engine.Action{A: a}.Key(), seat: 0, visits: visits})
			i := int32(len(tr.nodes) - 1)
			tr.index.set(edge{parent, engine.Action{A: a}.Key()}, i)
			return i
		}
		n1 := add(0, 1, 7)
		n2 := add(n1, 0, 3)
		add(n1, 2, 3)
		add(n1, 1, 1)
		add(n2, 2, 2)
		return tr
	}
	play := func(tr *tree, ends func(engine.Action) bool, first uint8) (*ladder, bool) {
		tr.b.title = &engine.Title{ID: "ladder", Evaluate: ladderTitle.Evaluate, TurnEnds: ends}
		g := &ladder{}
		a := engine.Action{A: first}
		if err := g.Apply(a, nil); err != nil {
			t.Fatal(err)
		}
		out, ended := tr.followPlan(g, 0, a)
		return out.(*ladder), ended
	}
	if l, ended := play(build(0), nil, 1); l.n != 3 || l.picks != [4]int8{1, 0, 2} || ended {
		t.Errorf("the plan 1, 0, 2: played %v (%d decisions), ended %v", l.picks, l.n, ended)
	}
	if l, ended := play(build(0), func(a engine.Action) bool { return a.A == 0 }, 1); l.n != 2 || l.picks != [4]int8{1, 0} || !ended {
		t.Errorf("a turn ending after a 0: played %v (%d decisions), ended %v; want 1, 0, ended", l.picks, l.n, ended)
	}
	// Below the root action 2 the tree has nothing, so nothing is
	// followed; with one greedy step of lookahead the first of the
	// best (a 1) is played, and only one.
	tr := build(0)
	tr.nodes = append(tr.nodes, node{key: engine.Action{A: 2}.Key(), seat: 0, visits: 1})
	tr.index.set(edge{0, engine.Action{A: 2}.Key()}, int32(len(tr.nodes)-1))
	if l, _ := play(tr, nil, 2); l.n != 1 {
		t.Errorf("a leaf root action, no lookahead: %d decisions, want 1 (nothing to follow)", l.n)
	}
	tr.b.run.LeafLookahead = 1
	if l, _ := play(tr, nil, 2); l.n != 2 || l.picks[1] != 1 {
		t.Errorf("a leaf root action, one greedy step: played %v (%d decisions), want 2, 1", l.picks, l.n)
	}
}

// march: seat 0 makes 100 decisions in a row (its only move), then seat
// 1 one; a turn no TurnEnds cuts.
type march struct{ n int }

func (m *march) Current() engine.Seat {
	switch {
	case m.n < 100:
		return 0
	case m.n == 100:
		return 1
	}
	return engine.GameOver
}
func (m *march) Legal(dst []engine.Action) []engine.Action {
	if m.n > 100 {
		return dst
	}
	return append(dst, engine.Action{})
}
func (m *march) Apply(a engine.Action, _ *engine.Log) error {
	if m.n > 100 || a != (engine.Action{}) {
		return engine.Errorf(engine.CodeIllegal, "march")
	}
	m.n++
	return nil
}
func (m *march) Clone() engine.Game                   { c := *m; return &c }
func (m *march) View(engine.Seat) engine.Game         { return m.Clone() }
func (m *march) Determinize(engine.Seat, *engine.RNG) {}
func (m *march) Checksum() uint64                     { return uint64(m.n) }
func (m *march) Result() engine.Result {
	return engine.Result{Scores: []engine.Score{{Seat: 0}, {Seat: 1}}, Place: []int{1, 1}}
}

// A re-ranking rollout plays at most 64 decisions of one turn.
func TestRolloutCapsATurn(t *testing.T) {
	tr := newTree(&engine.Title{ID: "march", Evaluate: func(engine.Game, engine.Seat) float64 { return 0.5 }}, ISMCTSConfig{})
	if m := tr.rollout(&march{}, 0, false, 0).(*march); m.n != maxTurnDecisions {
		t.Errorf("a turn of 100 decisions: the rollout played %d, want the cap %d", m.n, maxTurnDecisions)
	}
}

// The re-ranking's greedy step takes the best by Evaluate, the first of
// equals within 1e-12 (ladder: the 1, not the 2 worth 1e-12 more).
func TestGreedyStepTies(t *testing.T) {
	tr := newTree(ladderTitle, ISMCTSConfig{})
	g, a, ok := tr.greedyStep(&ladder{}, 0, 0)
	if !ok || a.A != 1 || g.(*ladder).n != 1 {
		t.Errorf("greedy step: %+v (%v), want the 1", a, ok)
	}
}

// endValue of a seat outside the result is the terminal reward alone.
func TestEndValueOfASeatPastTheResult(t *testing.T) {
	if v := endValue(&engine.Title{}, &over{[]int{3, 1}, []int{1, 2}}, 2); v != 0.5 {
		t.Errorf("seat 2 of 2: %v, want 0.5 (no Evaluate)", v)
	}
}

// The re-ranking plays the first candidate (the tree's choice) unless
// another's mean is better by more than 1e-9: the tree prefers pick 0
// (lead 0.9 against 0.1), the horizon after the reply rates pick 1 higher
// by exactly 1e-9 (kept: 0), then by 3e-9 (re-ranked: 1).
func TestRerankToleranceKeepsTheTreesChoice(t *testing.T) {
	for _, tc := range []struct {
		margin float64
		want   uint8
	}{{1e-9, 0}, {3e-9, 1}} {
		g := newFan([]float64{0.9, 0.1}, []float64{0.5, 0.5 + tc.margin}, -1)
		b := NewISMCTS(fanTitle, 1, ISMCTSConfig{Iterations: 20, RolloutDepth: -1, Trees: 1, OwnTurn: true,
			Candidates: 2, Samples: 1, Turns: 1})
		a, err := b.Choose(context.Background(), g.View(0), 0)
		if err != nil || a.A != tc.want {
			t.Errorf("pick 1 better by %g after the reply: chose %+v (%v), want %d", tc.margin, a, err, tc.want)
		}
		if st := b.Stats(); st[0].Visits <= st[1].Visits || math.IsNaN(st[0].Mean) {
			t.Errorf("the tree's statistics %+v: want pick 0 the most visited", st)
		}
	}
}
