package bot

import (
	"math"
	"testing"

	"stolik/rules/engine"
)

// Zero and negative fields of the search's config take the defaults; a
// negative rollout depth stays (no rollouts at all).
func TestISMCTSConfigDefaults(t *testing.T) {
	for _, tc := range []struct {
		in, want ISMCTSConfig
	}{
		{ISMCTSConfig{}, ISMCTSConfig{IterationsHard, DefaultRolloutDepth, DefaultExploration, DefaultTrees, 0, 0, false, 0, DefaultRerankSamples, 1, 0}},
		{ISMCTSConfig{Iterations: -5, RolloutDepth: -1, Exploration: -2, Trees: -1}, ISMCTSConfig{IterationsHard, -1, DefaultExploration, DefaultTrees, 0, 0, false, 0, DefaultRerankSamples, 1, 0}},
		{ISMCTSConfig{Iterations: 1, RolloutDepth: 1, Exploration: 0.5, Trees: 3}, ISMCTSConfig{1, 1, 0.5, 3, 0, 0, false, 0, DefaultRerankSamples, 1, 0}},
	} {
		if got := NewISMCTS(&engine.Title{}, 1, tc.in).cfg; got != tc.want {
			t.Errorf("NewISMCTS(%+v).cfg = %+v, want %+v", tc.in, got, tc.want)
		}
	}
	for in, want := range map[int]int{-3: 1, 0: 1, 1: 1, 5: 5} {
		if got := NewGreedy(&engine.Title{}, 1, in).samples; got != want {
			t.Errorf("NewGreedy(samples %d) keeps %d, want %d", in, got, want)
		}
	}
}

// A finished game is worth the share of opponents beaten, ties half; a
// solo game (no opponent) or a seat outside the result falls back on the
// title's Evaluate, clamped into [0,1], or 0.5 without one.
func TestTerminalReward(t *testing.T) {
	eval := &engine.Title{Evaluate: func(engine.Game, engine.Seat) float64 { return 0.25 }}
	over := &engine.Title{Evaluate: func(engine.Game, engine.Seat) float64 { return 7 }}
	res := func(place ...int) *engine.Result { return &engine.Result{Place: place} }
	for _, tc := range []struct {
		name  string
		title *engine.Title
		seat  engine.Seat
		res   *engine.Result
		want  float64
	}{
		{"first of two", eval, 0, res(1, 2), 1},
		{"second of two", eval, 1, res(1, 2), 0},
		{"seat 0, second of two", eval, 0, res(2, 1), 0},
		{"tied for first of two", eval, 1, res(1, 1), 0.5},
		{"first of three, seat 0", eval, 0, res(1, 2, 3), 1},
		{"second of three", eval, 1, res(1, 2, 3), 0.5},
		{"tied second of four", eval, 2, res(1, 2, 2, 4), 0.5},
		{"solo", eval, 0, res(1), 0.25},
		{"solo, evaluate out of range", over, 0, res(1), 1},
		{"solo without Evaluate", &engine.Title{}, 0, res(1), 0.5},
		{"seat beyond the result", eval, 2, res(1, 2), 0.25},
		{"no seat", eval, engine.GameOver, res(1, 2), 0.25},
	} {
		if got := terminalReward(tc.title, nil, tc.seat, tc.res); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestClamp01(t *testing.T) {
	for in, want := range map[float64]float64{-1: 0, 0: 0, 0.3: 0.3, 1: 1, 2: 1, math.Inf(1): 1, math.Inf(-1): 0} {
		if got := clamp01(in); got != want {
			t.Errorf("clamp01(%v) = %v, want %v", in, got, want)
		}
	}
	if got := clamp01(math.NaN()); got != 0 {
		t.Errorf("clamp01(NaN) = %v, want 0", got)
	}
}

// New carries the title's search fields into the config; the re-ranking
// policy's lookahead is the greedy bot's unless the title sets its own,
// and a negative one means none.
func TestNewCarriesTheSearchFields(t *testing.T) {
	for _, tc := range []struct {
		greedy, rerank, want int
	}{{3, 0, 3}, {3, -1, 0}, {3, 2, 2}, {0, 0, 0}} {
		title := &engine.Title{GreedyLookahead: tc.greedy, RerankLookahead: tc.rerank, RerankCandidates: 5,
			RerankSamples: 7, RerankTurns: 2, Widening: 0.5}
		p, err := New(KindISMCTS, LevelHard, title, 1)
		if err != nil {
			t.Fatal(err)
		}
		cfg := p.(*ISMCTS).cfg
		if cfg.Lookahead != tc.want || cfg.Candidates != 5 || cfg.Samples != 7 || cfg.Turns != 2 || cfg.Widening != 0.5 {
			t.Errorf("greedy %d, rerank %d: config %+v, want lookahead %d", tc.greedy, tc.rerank, cfg, tc.want)
		}
	}
}

// over is a finished game with given totals and places, for endValue.
type over struct {
	total, place []int
}

func (o *over) Current() engine.Seat                      { return engine.GameOver }
func (o *over) Legal(dst []engine.Action) []engine.Action { return dst }
func (o *over) Apply(engine.Action, *engine.Log) error {
	return engine.Errorf(engine.CodeGameOver, "over")
}
func (o *over) Clone() engine.Game                   { c := *o; return &c }
func (o *over) View(engine.Seat) engine.Game         { return o.Clone() }
func (o *over) Determinize(engine.Seat, *engine.RNG) {}
func (o *over) Checksum() uint64                     { return 0 }
func (o *over) Result() engine.Result {
	r := engine.Result{Place: o.place}
	for s, v := range o.total {
		r.Scores = append(r.Scores, engine.Score{Seat: engine.Seat(s), Total: v})
	}
	return r
}

// endValue: the places first (a win 1, a loss 0, a tie ½), then 0.004
// a point of margin over the best other seat, capped at 50 points:
// winning 60–52 is 1 + 8·0.004, losing 40–47 with a third seat on 30 is
// 0.5 (one of two beaten) − 7·0.004, a 100-point loss is −0.2 at most.
func TestEndValueBreaksTiesByMargin(t *testing.T) {
	title := &engine.Title{}
	for _, tc := range []struct {
		total, place []int
		want         float64
	}{
		{[]int{60, 52}, []int{1, 2}, 1.032},
		{[]int{52, 60}, []int{2, 1}, -0.032},
		{[]int{50, 50}, []int{1, 1}, 0.5},
		{[]int{40, 47, 30}, []int{2, 1, 3}, 0.5 - 0.028},
		{[]int{0, 100}, []int{2, 1}, -0.2},
	} {
		if got := endValue(title, &over{tc.total, tc.place}, 0); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("totals %v places %v: %.4f, want %.4f", tc.total, tc.place, got, tc.want)
		}
	}
}
