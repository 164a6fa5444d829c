package bot

import (
	"cmp"
	"context"
	"math"
	"slices"
	"sync"

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
	// DefaultTrees is the root parallelism: 2 trees keep both cores of the
	// target machine busy (performance.md). The count is fixed rather than
	// read from the machine, so a seed gives one game everywhere.
	DefaultTrees = 2
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
	// Trees is the root parallelism (default DefaultTrees): independent
	// trees share the iterations, each with its own RNG drawn in turn
	// from the bot's, run at once, and their root statistics are summed.
	Trees int
	// LeafLookahead, if positive, replaces the random rollout: the seat
	// that made the leaf's decision plays on greedily (each of its
	// decisions the one-step best by Evaluate, as the greedy bot plays)
	// for at most this many decisions while it is still to move, and the
	// position where its turn ends is scored. A title whose Evaluate
	// misreads half-played turns is then judged on whole turns only
	// (default 0: random rollouts).
	LeafLookahead int
	// Widening, if positive, is progressive widening (Chaslot et al.
	// 2008; Coulom 2007): a node visited n times has at most
	// 1 + Widening·√n children open, opened in the order the mover's
	// Evaluate likes them one step ahead (each action's value computed
	// once per node), so the visits go to the likely moves rather than
	// once to each of 60 (default 0: every untried action is opened,
	// at random, before any is revisited).
	Widening float64
	// OwnTurn stops the tree at the end of the searching seat's turn (its
	// first position where another seat decides, or after a decision the
	// title's TurnEnds names), which is then scored by Evaluate: the search plans the seat's own turn over many
	// determinizations rather than guessing at replies it cannot see
	// (default false: the tree grows through every seat's decisions).
	OwnTurn bool
	// Candidates, if above 1, re-ranks that many of the most visited
	// root actions by greedy rollouts after the search (Samples
	// determinizations shared by the candidates, the seat's turn and
	// Turns more played by the greedy policy, then Evaluate) and plays
	// the best mean (default 0: the most visited action).
	Candidates int
	// Samples is the re-ranking's determinizations (default
	// DefaultRerankSamples).
	Samples int
	// Turns is how many turns after the seat's own each re-ranking
	// rollout plays (default 1).
	Turns int
	// Lookahead is the re-ranking policy's: how many of its own next
	// decisions it plays out to judge one (0: none, one-step greedy).
	Lookahead int
}

// DefaultRerankSamples is ISMCTSConfig.Samples' default.
const DefaultRerankSamples = 16

// ISMCTS is single-observer information-set MCTS. Each iteration
// determinizes a copy of the view (recycled through engine.Copier where
// the title has it: nothing allocated once the buffers have grown),
// walks the tree choosing by UCB1 among the actions available in that
// determinization (availability counts), expands one node, rolls out at random to the end or the depth
// cut-off and backs up a reward for each seat: every node accumulates the
// reward of the seat that chose its action, so every seat in the tree
// plays for itself (max^n-style backup; no paranoid assumption that all
// opponents play against the bot).
//
// Root parallelism (Chaslot, Winands & van den Herik 2008): Trees
// independent trees search the same decision on their own goroutines and
// the most visited root action over all of them is played. Each tree's RNG
// is seeded from the bot's in a fixed order, so the decision depends on
// the seed only (not on scheduling or the number of cores).
type ISMCTS struct {
	title *engine.Title
	// own is title as the searching seat judges: its Evaluate is the
	// title's SearchEvaluate when set, while the other seats' decisions
	// are still modelled by the title's Evaluate (the greedy bot's).
	own    *engine.Title
	seat   engine.Seat // the seat of the decision in progress
	cfg    ISMCTSConfig
	run    ISMCTSConfig // the decision in progress's: cfg, plain in a solo game
	rng    engine.RNG
	trees  []*tree
	root   []engine.Action
	ranked []rootRank
}

// tree is one worker's search tree and buffers.
type tree struct {
	b    *ISMCTS
	rng  engine.RNG
	seat engine.Seat // the searching seat

	nodes []node
	// index finds a child by (parent, action key). One table for the tree,
	// only looked up, never iterated, so order cannot leak into choices;
	// reset() between decisions keeps its memory.
	index   edgeTable[int32]
	legal   []engine.Action
	kids    []int32
	untried []engine.Action
	inner   []engine.Action
	path    []int32
	// prior caches progressive widening's one-step values by edge; only
	// looked up, never iterated.
	prior edgeTable[float64]
	// sums are the re-ranking's per-candidate value sums of this tree's
	// share of the samples.
	sums []float64
	pool scratch
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
	if cfg.Trees <= 0 {
		cfg.Trees = DefaultTrees
	}
	if cfg.Samples <= 0 {
		cfg.Samples = DefaultRerankSamples
	}
	if cfg.Turns <= 0 {
		cfg.Turns = 1
	}
	b := &ISMCTS{title: title, own: title, cfg: cfg, rng: engine.NewRNG(seed)}
	if title.SearchEvaluate != nil {
		own := *title
		own.Evaluate = title.SearchEvaluate
		b.own = &own
	}
	for i := 0; i < cfg.Trees; i++ {
		b.trees = append(b.trees, &tree{b: b})
	}
	return b
}

// ctxCheckEvery is how many iterations pass between looks at the context:
// often enough to answer a cancel within a few milliseconds, rarely enough
// to cost nothing.
const ctxCheckEvery = 32

// Choose implements Player: it runs the budget (or until ctx is done) over
// the trees at once and plays the root action most visited by all.
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
	b.run = b.cfg
	b.seat = seat
	if b.title.Seats != nil && b.title.Seats(view) < 2 {
		// A solo game: no replies to guess at; the plain search's random
		// rollouts through the coming turns (engine.Title.Seats).
		b.run.OwnTurn, b.run.LeafLookahead, b.run.Exploration = false, 0, DefaultExploration
		b.run.Candidates = 0
	}
	n := len(b.trees)
	var wg sync.WaitGroup
	for i, t := range b.trees {
		t.rng = engine.NewRNG(b.rng.Uint64())
		iters := b.cfg.Iterations / n
		if i < b.cfg.Iterations%n {
			iters++
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			t.search(ctx, view, seat, iters)
		}()
	}
	wg.Wait()
	b.ranked = b.ranked[:0]
	for i, a := range b.root {
		visits, reward := 0.0, 0.0
		for _, t := range b.trees { // in tree order: the sums do not depend on scheduling
			if c, ok := t.index.get(edge{0, a.Key()}); ok {
				visits += t.nodes[c].visits
				reward += t.nodes[c].reward
			}
		}
		if visits == 0 {
			continue
		}
		b.ranked = append(b.ranked, rootRank{i, visits, reward / visits})
	}
	if len(b.ranked) == 0 {
		if err := ctx.Err(); err != nil {
			return engine.Action{}, err
		}
		return b.root[b.rng.IntN(len(b.root))], nil
	}
	// Most visited first, equal visits by the better mean, then Legal's
	// order: a stable order that depends on the statistics only.
	slices.SortStableFunc(b.ranked, func(x, y rootRank) int {
		switch {
		case x.visits != y.visits:
			return cmp.Compare(y.visits, x.visits)
		case x.mean != y.mean:
			return cmp.Compare(y.mean, x.mean)
		}
		return cmp.Compare(x.i, y.i)
	})
	if k := min(b.run.Candidates, len(b.ranked)); k > 1 && ctx.Err() == nil {
		switch toEnd := b.title.RerankToEnd; {
		case toEnd == nil:
			return b.root[b.rerank(ctx, view, seat, k, false)], nil
		case toEnd(view):
			return b.root[b.rerank(ctx, view, seat, k, true)], nil
		}
	}
	return b.root[b.ranked[0].i], nil
}

// rootRank is one searched root action's statistics, for the choice.
type rootRank struct {
	i      int // index in root
	visits float64
	mean   float64
}

// RootStat is one root action's statistics summed over the trees.
type RootStat struct {
	Action engine.Action
	Visits float64
	Mean   float64 // mean reward of the seat to move
}

// Stats lists the root statistics of the last Choose (in the order of
// the seat's Legal), for diagnostics and tests; after a Choose with one
// legal move, which does not search, they mean nothing.
func (b *ISMCTS) Stats() []RootStat {
	var out []RootStat
	for _, a := range b.root {
		visits, reward := 0.0, 0.0
		for _, t := range b.trees {
			if c, ok := t.index.get(edge{0, a.Key()}); ok {
				visits += t.nodes[c].visits
				reward += t.nodes[c].reward
			}
		}
		st := RootStat{Action: a, Visits: visits}
		if visits > 0 {
			st.Mean = reward / visits
		}
		out = append(out, st)
	}
	return out
}

// search runs iters iterations of one tree (fewer if ctx is cancelled).
// It reads view only through Clone, so trees may share it.
func (t *tree) search(ctx context.Context, view engine.Game, seat engine.Seat, iters int) {
	t.seat = seat
	t.nodes = append(t.nodes[:0], node{seat: engine.GameOver})
	t.index.reset()
	t.prior.reset()
	for it := 0; it < iters; it++ {
		if it%ctxCheckEvery == 0 && it > 0 && ctx.Err() != nil {
			break
		}
		st := t.pool.copyOf(view)
		st.Determinize(seat, &t.rng)
		t.iterate(st)
		t.pool.put(st)
	}
}

// iterate runs one selection–expansion–rollout–backup pass on the
// determinized state st (which it plays on; the caller still owns it).
func (t *tree) iterate(st engine.Game) {
	cfg := &t.b.run
	ends := t.b.title.TurnEnds
	t.path = append(t.path[:0], 0)
	cur := int32(0)
	// turnOver: the searching seat's turn has ended (TurnEnds); lastEnds:
	// the last decision applied ended its seat's turn.
	turnOver, lastEnds := false, false
	for {
		mover := st.Current()
		if mover == engine.GameOver || (cfg.OwnTurn && (mover != t.seat || turnOver)) {
			break
		}
		t.legal = st.Legal(t.legal[:0])
		if len(t.legal) == 0 {
			break
		}
		t.kids = t.kids[:0]
		t.untried = t.untried[:0]
		for _, a := range t.legal {
			c, ok := t.index.get(edge{cur, a.Key()})
			if !ok {
				t.untried = append(t.untried, a)
				c = -1
			}
			t.kids = append(t.kids, c)
		}
		if len(t.untried) > 0 && cfg.Widening > 0 {
			// Progressive widening: only 1 + W·√visits children may
			// be open, and the next one opened is the untried action
			// the mover's Evaluate likes best a step ahead.
			open := len(t.kids) - len(t.untried)
			if float64(open) < 1+cfg.Widening*math.Sqrt(t.nodes[cur].visits) {
				a := t.bestUntried(st, cur, mover)
				if st.Apply(a, nil) != nil {
					return
				}
				t.expand(cur, a, mover)
				lastEnds = ends != nil && ends(a)
				break
			}
		} else if len(t.untried) > 0 {
			a := t.untried[t.rng.IntN(len(t.untried))]
			if st.Apply(a, nil) != nil {
				return // a title bug; skip this sample rather than learn from it
			}
			idx := int32(len(t.nodes))
			t.nodes = append(t.nodes, node{key: a.Key(), seat: mover, avail: 1})
			t.index.set(edge{cur, a.Key()}, idx)
			t.path = append(t.path, idx)
			lastEnds = ends != nil && ends(a)
			break
		}
		best, bestScore := -1, math.Inf(-1)
		for i, c := range t.kids {
			if c < 0 {
				continue // held back by progressive widening
			}
			n := &t.nodes[c]
			n.avail++
			s := n.reward/n.visits + cfg.Exploration*math.Sqrt(math.Log(n.avail)/n.visits)
			if s > bestScore {
				best, bestScore = i, s
			}
		}
		if st.Apply(t.legal[best], nil) != nil {
			return
		}
		lastEnds = ends != nil && ends(t.legal[best])
		turnOver = turnOver || (lastEnds && mover == t.seat)
		cur = t.kids[best]
		t.path = append(t.path, cur)
	}
	if cfg.LeafLookahead > 0 || cfg.OwnTurn {
		if last := t.path[len(t.path)-1]; last != 0 && !lastEnds {
			s := t.nodes[last].seat
			f, inner := playGreedy(t.b.titleFor(s), st, s, cfg.LeafLookahead, ends, t.inner, &t.pool)
			t.inner = inner
			t.backup(f)
			if f != st {
				t.pool.put(f)
			}
			return
		}
		t.backup(st)
		return
	}
	for d := 0; d < cfg.RolloutDepth && st.Current() != engine.GameOver; d++ {
		t.legal = st.Legal(t.legal[:0])
		if len(t.legal) == 0 || st.Apply(t.legal[t.rng.IntN(len(t.legal))], nil) != nil {
			break
		}
	}
	t.backup(st)
}

// backup adds the outcome of st to every node on the path, each from the
// point of view of the seat that chose it. Rewards are computed once per
// seat, lazily: the tree tells which seats matter.
func (t *tree) backup(st engine.Game) {
	b := t.b
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
		title := b.titleFor(seat)
		switch {
		case over:
			v = terminalReward(title, st, seat, &res)
		case title.Evaluate != nil:
			v = clamp01(title.Evaluate(st, seat))
		default:
			v = 0.5
		}
		if seat >= 0 && int(seat) < maxRewardSeats {
			cache[seat], have[seat] = v, true
		}
		return v
	}
	for _, i := range t.path[1:] {
		n := &t.nodes[i]
		n.visits++
		n.reward += reward(n.seat)
	}
	t.nodes[0].visits++
}

// expand adds the child of cur reached by a (decided by mover) to the
// tree and the path.
func (t *tree) expand(cur int32, a engine.Action, mover engine.Seat) {
	idx := int32(len(t.nodes))
	t.nodes = append(t.nodes, node{key: a.Key(), seat: mover, avail: 1})
	t.index.set(edge{cur, a.Key()}, idx)
	t.path = append(t.path, idx)
}

// bestUntried is the untried action of node cur (on st, mover to move)
// with the best one-step value for mover, the first of equals in Legal's
// order; values are computed once per node and action.
func (t *tree) bestUntried(st engine.Game, cur int32, mover engine.Seat) engine.Action {
	best, bestV := 0, math.Inf(-1)
	for i, a := range t.untried {
		e := edge{cur, a.Key()}
		v, ok := t.prior.get(e)
		if !ok {
			v = -1 // an action that does not apply comes last
			c := t.pool.copyOf(st)
			if c.Apply(a, nil) == nil {
				v = value(t.b.titleFor(mover), c, mover)
			}
			t.pool.put(c)
			t.prior.set(e, v)
		}
		if v > bestV {
			best, bestV = i, v
		}
	}
	return t.untried[best]
}

// titleFor is the title as the search reads seat's decisions and
// positions: the searching seat by its own evaluation (SearchEvaluate,
// when the title sets one), every other seat by the title's Evaluate.
func (b *ISMCTS) titleFor(seat engine.Seat) *engine.Title {
	if seat == b.seat {
		return b.own
	}
	return b.title
}
