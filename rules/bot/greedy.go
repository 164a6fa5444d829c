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
// RNG). It does not look further than its own move, so it answers at once.
type Greedy struct {
	title   *engine.Title
	rng     engine.RNG
	samples int
	legal   []engine.Action
	sum     []float64
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
			base = view.Clone()
			base.Determinize(seat, &b.rng)
		}
		// The same determinization scores every action: the comparison
		// is between moves, not between lucky and unlucky samples.
		for i, a := range legal {
			c := base.Clone()
			if err := c.Apply(a, nil); err != nil {
				b.sum[i] -= 2 // never chosen over an action that applies
				continue
			}
			b.sum[i] += value(b.title, c, seat)
		}
	}
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
