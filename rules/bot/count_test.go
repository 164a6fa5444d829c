package bot_test

import (
	"context"
	"testing"

	"stolik/rules/bot"
	"stolik/rules/engine"
	"stolik/rules/enginetest/toygame"
)

// probe counts what a bot asks of the game: determinizations and
// evaluations, and can cancel the bot's context at the n-th
// determinization, so the tests below pin how much work a bot does, not
// only what it answers. Searches under a probe use one tree: its counters
// are plain ints, and root-parallel trees would race on them.
type probe struct {
	determinize, evaluate int
	cancelAt              int
	cancel                func()
}

// counted wraps a game so every copy reports to the same probe.
type counted struct {
	engine.Game
	p *probe
}

func (c counted) Clone() engine.Game                { return counted{c.Game.Clone(), c.p} }
func (c counted) View(seat engine.Seat) engine.Game { return counted{c.Game.View(seat), c.p} }
func (c counted) Determinize(seat engine.Seat, rng *engine.RNG) {
	c.p.determinize++
	if c.p.determinize == c.p.cancelAt && c.p.cancel != nil {
		c.p.cancel()
	}
	c.Game.Determinize(seat, rng)
}

// probed is the toy title whose games report to p; Evaluate counts too.
func probed(p *probe) *engine.Title {
	t := toygame.Title()
	evaluate := t.Evaluate
	t.Evaluate = func(g engine.Game, seat engine.Seat) float64 {
		p.evaluate++
		if c, ok := g.(counted); ok {
			g = c.Game
		}
		return evaluate(g, seat)
	}
	return t
}

func probedView(t *testing.T, p *probe, players int, seed uint64) (engine.Game, engine.Seat) {
	t.Helper()
	g, err := toygame.Title().New(engine.Config{Players: players, Seed: seed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	seat := g.Current()
	return counted{g.View(seat), p}, seat
}

// Greedy averages over exactly its samples: one determinization to list
// its moves, then one more per further sample; a cancel stops the
// sampling (the samples so far still choose).
func TestGreedySamplesExactly(t *testing.T) {
	for _, samples := range []int{1, 3, 8} {
		p := &probe{}
		view, seat := probedView(t, p, 3, 5)
		if _, err := bot.NewGreedy(probed(p), 1, samples).Choose(context.Background(), view, seat); err != nil {
			t.Fatal(err)
		}
		if p.determinize != samples {
			t.Errorf("%d samples: %d determinizations", samples, p.determinize)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	p := &probe{cancelAt: 2, cancel: cancel}
	view, seat := probedView(t, p, 3, 5)
	a, err := bot.NewGreedy(probed(p), 1, 8).Choose(ctx, view, seat)
	if err != nil || p.determinize != 2 {
		t.Errorf("cancelled at the second sample: %v after %d determinizations, %+v", err, p.determinize, a)
	}
	if bot.GreedySamples(bot.LevelEasy) != 1 || bot.GreedySamples(bot.LevelMedium) != 3 || bot.GreedySamples(bot.LevelHard) != 8 {
		t.Error("greedy samples per level changed: 1, 3, 8")
	}
}

// ISMCTS runs exactly its budget of iterations, one determinization each
// (plus one to list its moves), and each tree looks at a cancel every 32
// iterations: with one tree, cancelled while listing its moves it still
// searches 32 iterations.
func TestISMCTSIterationsExactly(t *testing.T) {
	for _, iterations := range []int{1, 33, 100} {
		p := &probe{}
		view, seat := probedView(t, p, 2, 7)
		if _, err := bot.NewISMCTS(probed(p), 1, bot.ISMCTSConfig{Iterations: iterations, Trees: 1}).Choose(context.Background(), view, seat); err != nil {
			t.Fatal(err)
		}
		if p.determinize != 1+iterations {
			t.Errorf("%d iterations: %d determinizations", iterations, p.determinize)
		}
	}
	for _, tc := range []struct{ cancelAt, want int }{{1, 1 + 32}, {40, 1 + 64}} {
		ctx, cancel := context.WithCancel(context.Background())
		p := &probe{cancelAt: tc.cancelAt, cancel: cancel}
		view, seat := probedView(t, p, 2, 7)
		a, err := bot.NewISMCTS(probed(p), 1, bot.ISMCTSConfig{Iterations: 1000, Trees: 1}).Choose(ctx, view, seat)
		if err != nil || p.determinize != tc.want {
			t.Errorf("cancelled at determinization %d: %v, %d determinizations (want %d), %+v", tc.cancelAt, err, p.determinize, tc.want, a)
		}
		cancel()
	}
}

// The backup evaluates each seat at most once per iteration, however long
// the path: with rollouts cut after one move the leaves are not terminal,
// so every iteration asks Evaluate, at most once per seat.
func TestISMCTSEvaluatesEachSeatOncePerIteration(t *testing.T) {
	const iterations = 600
	p := &probe{}
	view, seat := probedView(t, p, 2, 11)
	if _, err := bot.NewISMCTS(probed(p), 1, bot.ISMCTSConfig{Iterations: iterations, RolloutDepth: 1, Trees: 1}).Choose(context.Background(), view, seat); err != nil {
		t.Fatal(err)
	}
	if p.evaluate == 0 || p.evaluate > 2*iterations {
		t.Errorf("%d evaluations in %d iterations of a 2-player game, want 1..%d", p.evaluate, iterations, 2*iterations)
	}
}
