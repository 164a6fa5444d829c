package bot

import (
	"context"

	"stolik/rules/engine"
)

// GreedySamples is how many determinizations the greedy bot averages over
// at a level: more samples see through hidden information better.
func GreedySamples(level int) int {
	switch level {
	case LevelEasy:
		return 1
	case LevelMedium:
		return 3
	}
	return 8
}

// Greedy applies each legal action to a few determinizations of its view
// and takes the one the title's Evaluate likes best (ties broken by its
// RNG). With the title's GreedyLookahead it first plays on its own
// following decisions, each the best by Evaluate, so a move is judged by
// where the turn leads (a card played for a coin against the same card
// paying a dig); it never looks at other seats' moves, so it answers at
// once.
type Greedy struct {
	title   *engine.Title
	rng     engine.RNG
	samples int
	legal   []engine.Action
	inner   []engine.Action
	sum     []float64
	pool    scratch
}

// NewGreedy builds the greedy bot averaging over samples determinizations.
func NewGreedy(title *engine.Title, seed uint64, samples int) *Greedy {
	return &Greedy{title: title, rng: engine.NewRNG(seed), samples: max(samples, 1)}
}

// Choose implements Player.
func (b *Greedy) Choose(ctx context.Context, view engine.Game, seat engine.Seat) (engine.Action, error) {
	if err := ctx.Err(); err != nil {
		return engine.Action{}, err
	}
	base, legal, err := ownLegal(view, seat, &b.rng, b.legal)
	b.legal = legal
	if err != nil {
		return engine.Action{}, err
	}
	if len(legal) == 1 || b.title.Evaluate == nil {
		return legal[b.rng.IntN(len(legal))], nil
	}
	b.sum = b.sum[:0]
	for range legal {
		b.sum = append(b.sum, 0)
	}
	for k := 0; k < b.samples; k++ {
		if k > 0 {
			if ctx.Err() != nil {
				break // the samples so far still make a sound choice
			}
			b.pool.put(base)
			base = b.pool.copyOf(view)
			base.Determinize(seat, &b.rng)
		}
		// The same determinization scores every action: the comparison
		// is between moves, not between lucky and unlucky samples.
		for i, a := range legal {
			c := b.pool.copyOf(base)
			if err := c.Apply(a, nil); err != nil {
				b.sum[i] -= 2 // never chosen over an action that applies
				b.pool.put(c)
				continue
			}
			b.sum[i] += b.follow(c, seat)
			b.pool.put(c)
		}
	}
	b.pool.put(base)
	best, ties := 0, 0
	for i := range legal {
		switch {
		case b.sum[i] > b.sum[best]+1e-12:
			best, ties = i, 1
		case b.sum[i] >= b.sum[best]-1e-12:
			ties++
			if b.rng.IntN(ties) == 0 {
				best = i
			}
		}
	}
	return legal[best], nil
}

// follow plays on g the seat's own next decisions (at most the title's
// GreedyLookahead), each the one-step best by Evaluate, and returns the
// value where they lead; g itself is left as it was given.
func (b *Greedy) follow(g engine.Game, seat engine.Seat) float64 {
	f, inner := playGreedy(b.title, g, seat, b.title.GreedyLookahead, nil, b.inner, &b.pool)
	b.inner = inner
	v := value(b.title, f, seat)
	if f != g {
		b.pool.put(f)
	}
	return v
}

// playGreedy plays at most steps of seat's own consecutive decisions from
// g, each the one that Evaluate likes best one step ahead (the first of
// equals), stopping after a decision stop reports (nil: none), and
// returns where they lead and the grown buffer. g itself is never
// changed: the result is g when no decision was played, otherwise a
// position from pool that the caller puts back when done with it.
func playGreedy(title *engine.Title, g engine.Game, seat engine.Seat, steps int, stop func(engine.Action) bool, buf []engine.Action, pool *scratch) (engine.Game, []engine.Action) {
	cur := g
	for d := 0; d < steps && cur.Current() == seat; d++ {
		buf = cur.Legal(buf[:0])
		if len(buf) == 0 {
			break
		}
		var best engine.Game
		var bestA engine.Action
		bestV := -1.0
		for _, a := range buf {
			c := pool.copyOf(cur)
			if c.Apply(a, nil) != nil {
				pool.put(c)
				continue
			}
			if v := value(title, c, seat); best == nil || v > bestV+1e-12 {
				pool.put(best)
				best, bestV, bestA = c, v, a
			} else {
				pool.put(c)
			}
		}
		if best == nil {
			break
		}
		if cur != g {
			pool.put(cur)
		}
		cur = best
		if stop != nil && stop(bestA) {
			break
		}
	}
	return cur, buf
}
