package bot

import (
	"context"
	"math"
	"sync"

	"stolik/rules/engine"
)

// rerank plays each of the k best ranked root actions on the same
// determinizations, finishes the seat's turn and cfg.Turns more turns by
// the greedy policy, and returns the root index of the candidate with the
// best mean value for seat (ties: the tree's order). This is one step of
// policy improvement over the greedy bot (Tesauro & Galperin 1996, rollout
// of a base policy), where the tree only names the candidates: an own-turn
// tree scored by Evaluate at the turn's end judges moves as greedy does,
// and only play beyond that horizon shows what the others answer.
//
// The samples are shared out over the trees' goroutines (sample j to tree
// j mod n), each drawing its determinizations from its own RNG, and the
// sums are added in tree order, so the choice depends on the seed only.
//
// toEnd (the title's RerankToEnd) plays the rollouts to the game's end
// and scores them by endValue.
func (b *ISMCTS) rerank(ctx context.Context, view engine.Game, seat engine.Seat, k int, toEnd bool) int {
	n := len(b.trees)
	var wg sync.WaitGroup
	for i, t := range b.trees {
		t.sums = t.sums[:0]
		for range k {
			t.sums = append(t.sums, 0)
		}
		samples := b.run.Samples / n
		if i < b.run.Samples%n {
			samples++
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < samples; j++ {
				if ctx.Err() != nil {
					return
				}
				d := t.pool.copyOf(view)
				d.Determinize(seat, &t.rng)
				for c := 0; c < k; c++ {
					g := t.pool.copyOf(d)
					if g.Apply(b.root[b.ranked[c].i], nil) != nil {
						t.sums[c] -= 2 // never preferred to a move that applies
						t.pool.put(g)
						continue
					}
					a := b.root[b.ranked[c].i]
					ended := b.title.TurnEnds != nil && b.title.TurnEnds(a)
					if !ended {
						g, ended = t.followPlan(g, seat, a)
					}
					if toEnd {
						g = t.rollout(g, seat, ended, maxRolloutTurns)
						t.sums[c] += endValue(b.own, g, seat)
					} else {
						g = t.rollout(g, seat, ended, b.run.Turns)
						t.sums[c] += value(b.own, g, seat)
					}
					t.pool.put(g)
				}
				t.pool.put(d)
			}
		}()
	}
	wg.Wait()
	best, bestSum := 0, 0.0
	for c := 0; c < k; c++ {
		sum := 0.0
		for _, t := range b.trees {
			sum += t.sums[c]
		}
		if c == 0 || sum > bestSum+1e-9 {
			best, bestSum = c, sum
		}
	}
	return b.ranked[best].i
}

// followPlan plays on g, after root action a, the rest of seat's turn as
// this tree plans it: at each decision the most visited of the tree's
// children that is legal here (the first of equals in Legal's order),
// and where the tree has no more to say, the tree's own leaf policy
// (greedy to the turn's end, when LeafLookahead is set). It returns where
// that leads and whether a decision TurnEnds names ended the turn; g is
// the caller's to give (it may be played on, or put back and replaced).
func (t *tree) followPlan(g engine.Game, seat engine.Seat, a engine.Action) (engine.Game, bool) {
	ends := t.b.title.TurnEnds
	cur, ok := t.index.get(edge{0, a.Key()})
	for ok && g.Current() == seat {
		t.legal = g.Legal(t.legal[:0])
		best, bestVisits, next := -1, 0.0, int32(0)
		for i, x := range t.legal {
			if c, in := t.index.get(edge{cur, x.Key()}); in && t.nodes[c].visits > bestVisits {
				best, bestVisits, next = i, t.nodes[c].visits, c
			}
		}
		if best < 0 {
			break
		}
		cur = next
		x := t.legal[best]
		if g.Apply(x, nil) != nil {
			return g, false
		}
		if ends != nil && ends(x) {
			return g, true
		}
	}
	for d := 0; d < t.b.run.LeafLookahead && g.Current() == seat; d++ {
		next, x, ok := t.greedyStep(g, seat, 0)
		if !ok {
			break
		}
		t.pool.put(g)
		g = next
		if ends != nil && ends(x) {
			return g, true
		}
	}
	return g, false
}

// maxRolloutTurns bounds a re-ranking rollout played to the game's end
// (RerankToEnd), so a title whose game never ends cannot loop.
const maxRolloutTurns = 1000

// endValue is a finished game's value for seat with the score margin
// over the best other seat as a tie-break: terminalReward plus 0.004 a
// point of margin, at most ±0.2 (50 points), so a win still beats any
// loss. A game not over is valued as by value.
func endValue(title *engine.Title, g engine.Game, seat engine.Seat) float64 {
	if g.Current() != engine.GameOver {
		return value(title, g, seat)
	}
	res := g.Result()
	v := terminalReward(title, g, seat, &res)
	if int(seat) < 0 || int(seat) >= len(res.Scores) || len(res.Scores) < 2 {
		return v
	}
	best := math.MinInt
	for q, sc := range res.Scores {
		if q != int(seat) {
			best = max(best, sc.Total)
		}
	}
	return v + 0.004*float64(min(50, max(-50, res.Scores[seat].Total-best)))
}

// maxTurnDecisions bounds one seat's turn in a re-ranking rollout, so a
// title whose turn never ends by TurnEnds cannot loop.
const maxTurnDecisions = 64

// rollout finishes seat's turn on g (unless ended: the decision that
// led to g ended it) and then plays turns more turns, every decision the
// greedy policy's, and returns where that leads (g is the caller's to
// give, as in followPlan). A turn ends where its seat changes or after a
// decision the title's TurnEnds names.
func (t *tree) rollout(g engine.Game, seat engine.Seat, ended bool, turns int) engine.Game {
	ends := t.b.title.TurnEnds
	for turn := 0; turn <= turns; turn++ {
		mover := g.Current()
		if mover == engine.GameOver {
			break
		}
		if turn == 0 && (ended || mover != seat) {
			continue // the candidate ended the seat's turn
		}
		for d := 0; d < maxTurnDecisions && g.Current() == mover; d++ {
			next, a, ok := t.greedyStep(g, mover, t.b.run.Lookahead)
			if !ok {
				break
			}
			t.pool.put(g)
			g = next
			if ends != nil && ends(a) {
				break
			}
		}
	}
	return g
}

// greedyStep is the greedy bot's decision for seat on g with one sample
// (each legal action judged by where the seat's next look own decisions
// lead, the first of equals): it returns the position after it (a new
// one from the tree's pool; g itself is unchanged), the action and
// whether there was one (if not, g).
func (t *tree) greedyStep(g engine.Game, seat engine.Seat, look int) (engine.Game, engine.Action, bool) {
	title := t.b.titleFor(seat)
	t.legal = g.Legal(t.legal[:0])
	var best engine.Game
	var bestA engine.Action
	bestV := 0.0
	for _, a := range t.legal {
		c := t.pool.copyOf(g)
		if c.Apply(a, nil) != nil {
			t.pool.put(c)
			continue
		}
		f, inner := playGreedy(title, c, seat, look, nil, t.inner, &t.pool)
		t.inner = inner
		v := value(title, f, seat)
		if f != c {
			t.pool.put(f)
		}
		if best == nil || v > bestV+1e-12 {
			t.pool.put(best)
			best, bestV, bestA = c, v, a
		} else {
			t.pool.put(c)
		}
	}
	if best == nil {
		return g, engine.Action{}, false
	}
	return best, bestA, true
}
