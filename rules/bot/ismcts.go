package bot

import (
	"context"
	"math"

	"stolik/rules/engine"
)

// Search budgets per level: iterations per decision. performance.md asks
// for 10 000 iterations in ≤ 1 s p95 on one core and the easy level in
// ≤ 100 ms.
const (
	IterationsEasy   = 1000
	IterationsMedium = 4000
	IterationsHard   = 10000
)

// Iterations is the ISMCTS budget of a level.
func Iterations(level int) int {
	switch level {
	case LevelEasy:
		return IterationsEasy
	case LevelMedium:
		return IterationsMedium
	}
	return IterationsHard
}

// Defaults of ISMCTSConfig's zero fields.
const (
	DefaultRolloutDepth = 32
	DefaultExploration  = 1.0
)

// ISMCTSConfig tunes the search. Zero fields take the defaults.
type ISMCTSConfig struct {
	// Iterations per decision (default IterationsHard).
	Iterations int
	// RolloutDepth cuts random rollouts after this many decisions and
	// scores the cut-off with the title's Evaluate, so long games stay
	// fast (default DefaultRolloutDepth; negative = no rollout at all).
	RolloutDepth int
	// Exploration is UCB1's constant c for rewards in [0,1]
	// (default DefaultExploration).
	Exploration float64
}

// ISMCTS is single-observer information-set MCTS. Each iteration
// determinizes a clone of the view (one Clone per iteration, nothing else
// allocated once its buffers have grown), walks the tree choosing by UCB1
// among the actions available in that determinization (availability
// counts), expands one node, rolls out at random to the end or the depth
// cut-off and backs up a reward for each seat: every node accumulates the
// reward of the seat that chose its action, so every seat in the tree
// plays for itself (max^n-style backup; no paranoid assumption that all
// opponents play against the bot).
type ISMCTS struct {
	title *engine.Title
	cfg   ISMCTSConfig
	rng   engine.RNG

	nodes []node
	// index finds a child by (parent, action key). One map for the tree,
	// only looked up, never iterated, so order cannot leak into choices;
	// clear() between decisions keeps its buckets.
	index   map[edge]int32
	legal   []engine.Action
	kids    []int32
	untried []engine.Action
	path    []int32
	root    []engine.Action
}

type edge struct {
	parent int32
	key    uint64
}

type node struct {
	key    uint64
	seat   engine.Seat // who chose the action that leads here
	visits float64
	avail  float64 // times this action was available when its parent was selected from
	reward float64 // sum of rewards of seat
}

// maxRewardSeats bounds the per-iteration reward cache; seats beyond it are
// still scored, just not cached.
const maxRewardSeats = 16

// NewISMCTS builds the search bot.
func NewISMCTS(title *engine.Title, seed uint64, cfg ISMCTSConfig) *ISMCTS {
	if cfg.Iterations <= 0 {
		cfg.Iterations = IterationsHard
	}
	if cfg.RolloutDepth == 0 {
		cfg.RolloutDepth = DefaultRolloutDepth
	}
	if cfg.Exploration <= 0 {
		cfg.Exploration = DefaultExploration
	}
	return &ISMCTS{title: title, cfg: cfg, rng: engine.NewRNG(seed), index: map[edge]int32{}}
}

// ctxCheckEvery is how many iterations pass between looks at the context:
// often enough to answer a cancel within a few milliseconds, rarely enough
// to cost nothing.
const ctxCheckEvery = 32

// Choose implements Player: it runs the budget (or until ctx is done) and
// plays the most visited action at the root.
func (b *ISMCTS) Choose(ctx context.Context, view engine.Game, seat engine.Seat) (engine.Action, error) {
	if err := ctx.Err(); err != nil {
		return engine.Action{}, err
	}
	var err error
	_, b.root, err = ownLegal(view, seat, &b.rng, b.root)
	if err != nil {
		return engine.Action{}, err
	}
	if len(b.root) == 1 {
		return b.root[0], nil
	}
	b.nodes = append(b.nodes[:0], node{seat: engine.GameOver})
	clear(b.index)
	for it := 0; it < b.cfg.Iterations; it++ {
		if it%ctxCheckEvery == 0 && it > 0 && ctx.Err() != nil {
			break
		}
		st := view.Clone()
		st.Determinize(seat, &b.rng)
		b.iterate(st)
	}
	best, bestVisits, bestMean := -1, 0.0, 0.0
	for i, a := range b.root {
		c, ok := b.index[edge{0, a.Key()}]
		if !ok {
			continue
		}
		n := &b.nodes[c]
		mean := n.reward / n.visits
		if best < 0 || n.visits > bestVisits || (n.visits == bestVisits && mean > bestMean) {
			best, bestVisits, bestMean = i, n.visits, mean
		}
	}
	if best < 0 {
		if err := ctx.Err(); err != nil {
			return engine.Action{}, err
		}
		return b.root[b.rng.IntN(len(b.root))], nil
	}
	return b.root[best], nil
}

// iterate runs one selection–expansion–rollout–backup pass on the
// determinized state st.
func (b *ISMCTS) iterate(st engine.Game) {
	b.path = append(b.path[:0], 0)
	cur := int32(0)
	for {
		mover := st.Current()
		if mover == engine.GameOver {
			break
		}
		b.legal = st.Legal(b.legal[:0])
		if len(b.legal) == 0 {
			break
		}
		b.kids = b.kids[:0]
		b.untried = b.untried[:0]
		for _, a := range b.legal {
			c, ok := b.index[edge{cur, a.Key()}]
			if !ok {
				b.untried = append(b.untried, a)
				c = -1
			}
			b.kids = append(b.kids, c)
		}
		if len(b.untried) > 0 {
			a := b.untried[b.rng.IntN(len(b.untried))]
			if st.Apply(a, nil) != nil {
				return // a title bug; skip this sample rather than learn from it
			}
			idx := int32(len(b.nodes))
			b.nodes = append(b.nodes, node{key: a.Key(), seat: mover, avail: 1})
			b.index[edge{cur, a.Key()}] = idx
			b.path = append(b.path, idx)
			break
		}
		best, bestScore := -1, math.Inf(-1)
		for i, c := range b.kids {
			n := &b.nodes[c]
			n.avail++
			s := n.reward/n.visits + b.cfg.Exploration*math.Sqrt(math.Log(n.avail)/n.visits)
			if s > bestScore {
				best, bestScore = i, s
			}
		}
		if st.Apply(b.legal[best], nil) != nil {
			return
		}
		cur = b.kids[best]
		b.path = append(b.path, cur)
	}
	for d := 0; d < b.cfg.RolloutDepth && st.Current() != engine.GameOver; d++ {
		b.legal = st.Legal(b.legal[:0])
		if len(b.legal) == 0 || st.Apply(b.legal[b.rng.IntN(len(b.legal))], nil) != nil {
			break
		}
	}
	b.backup(st)
}

// backup adds the outcome of st to every node on the path, each from the
// point of view of the seat that chose it. Rewards are computed once per
// seat, lazily: the tree tells which seats matter.
func (b *ISMCTS) backup(st engine.Game) {
	var cache [maxRewardSeats]float64
	var have [maxRewardSeats]bool
	over := st.Current() == engine.GameOver
	var res engine.Result
	if over {
		res = st.Result()
	}
	reward := func(seat engine.Seat) float64 {
		if seat >= 0 && int(seat) < maxRewardSeats && have[seat] {
			return cache[seat]
		}
		var v float64
		switch {
		case over:
			v = terminalReward(b.title, st, seat, &res)
		case b.title.Evaluate != nil:
			v = clamp01(b.title.Evaluate(st, seat))
		default:
			v = 0.5
		}
		if seat >= 0 && int(seat) < maxRewardSeats {
			cache[seat], have[seat] = v, true
		}
		return v
	}
	for _, i := range b.path[1:] {
		n := &b.nodes[i]
		n.visits++
		n.reward += reward(n.seat)
	}
	b.nodes[0].visits++
}
