package bot_test

import (
	"context"
	"slices"
	"sync/atomic"
	"testing"

	"stolik/rules/bot"
	"stolik/rules/engine"
	"stolik/rules/enginetest/toygame"
)

// Cases found by mutating the bots (gremlins v0.5.0, session 6).

// Widening's bound is strict: a child opens while fewer than 1 + W·√n are
// open. After 5 iterations with W = 1 (visits 0…4) three dishes are open:
// at 4 visits the bound is exactly 3, so the fourth waits for the fifth
// visit. Stats reports the dishes never opened with no visits and a mean
// of 0, not 0/0.
func TestISMCTSWideningBoundIsStrict(t *testing.T) {
	p := bot.NewISMCTS(menuTitle, 1, bot.ISMCTSConfig{Iterations: 5, RolloutDepth: -1, Trees: 1, OwnTurn: true, Widening: 1})
	if _, err := p.Choose(context.Background(), (&menu{dish: -1}).View(0), 0); err != nil {
		t.Fatal(err)
	}
	var open []uint8
	for _, st := range p.Stats() {
		if st.Visits > 0 {
			open = append(open, st.Action.A)
			continue
		}
		if st.Mean != 0 {
			t.Errorf("dish %d, never visited: mean %v, want 0", st.Action.A, st.Mean)
		}
	}
	if want := []uint8{1, 4, 8}; !slices.Equal(open, want) {
		t.Errorf("after 5 iterations: dishes %v open, want the best three %v", open, want)
	}
}

// tally counts determinizations across goroutines (root-parallel trees).
type tally struct {
	engine.Game
	n *atomic.Int64
}

func (c tally) Clone() engine.Game                { return tally{c.Game.Clone(), c.n} }
func (c tally) View(seat engine.Seat) engine.Game { return tally{c.Game.View(seat), c.n} }
func (c tally) Determinize(seat engine.Seat, rng *engine.RNG) {
	c.n.Add(1)
	c.Game.Determinize(seat, rng)
}

// The re-ranking draws exactly Samples determinizations, shared out over
// the trees (5 over 3: 2, 2, 1), on top of the search's one per
// iteration and the one that lists the moves.
func TestRerankSamplesExactly(t *testing.T) {
	title := toygame.Title()
	evaluate := title.Evaluate
	title.Evaluate = func(g engine.Game, seat engine.Seat) float64 { return evaluate(g.(tally).Game, seat) }
	for _, tc := range []struct{ trees, samples int }{{3, 5}, {2, 3}, {1, 4}} {
		g, err := toygame.Title().New(engine.Config{Players: 2, Seed: 3}, nil)
		if err != nil {
			t.Fatal(err)
		}
		var n atomic.Int64
		seat := g.Current()
		b := bot.NewISMCTS(title, 1, bot.ISMCTSConfig{Iterations: 60, Trees: tc.trees, OwnTurn: true,
			Candidates: 2, Samples: tc.samples})
		if _, err := b.Choose(context.Background(), tally{g.View(seat), &n}, seat); err != nil {
			t.Fatal(err)
		}
		if got, want := n.Load(), int64(1+60+tc.samples); got != want {
			t.Errorf("%d trees, %d samples: %d determinizations, want %d (1 + 60 iterations + the samples)", tc.trees, tc.samples, got, want)
		}
	}
}
