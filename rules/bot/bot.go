package bot

import (
	"context"
	"fmt"

	"stolik/rules/engine"
)

// Player makes one seat's decisions. view is what seat may know
// (game.View(seat)); the player may modify it. The answer is one of the
// actions the seat's Legal lists. It returns ctx's error only when it was
// cancelled before it had any answer.
type Player interface {
	Choose(ctx context.Context, view engine.Game, seat engine.Seat) (engine.Action, error)
}

// Bot kinds, as stored in engine.SeatConfig.Bot.
const (
	KindRandom = "random"
	KindGreedy = "greedy"
	KindISMCTS = "ismcts"
)

// Levels, as shown in the set-up screen.
const (
	LevelEasy   = 1 // Łatwy
	LevelMedium = 2 // Średni
	LevelHard   = 3 // Trudny
)

// Kinds lists the bot kinds New accepts.
func Kinds() []string { return []string{KindRandom, KindGreedy, KindISMCTS} }

// New builds a bot of the given kind and level (1..3) for title. The same
// kind, level, title, seed and views always give the same decisions.
func New(kind string, level int, title *engine.Title, seed uint64) (Player, error) {
	if title == nil {
		return nil, engine.Errorf(engine.CodeBadConfig, "bot: no title")
	}
	if level < LevelEasy || level > LevelHard {
		return nil, engine.Errorf(engine.CodeBadConfig, "bot: level %d (allowed %d-%d)", level, LevelEasy, LevelHard)
	}
	switch kind {
	case KindRandom:
		return NewRandom(title, seed), nil
	case KindGreedy:
		return NewGreedy(title, seed, GreedySamples(level)), nil
	case KindISMCTS:
		look := title.RerankLookahead
		switch {
		case look == 0:
			look = title.GreedyLookahead
		case look < 0:
			look = 0
		}
		return NewISMCTS(title, seed, ISMCTSConfig{Iterations: Iterations(level), RolloutDepth: title.RolloutDepth,
			Exploration: title.Exploration, LeafLookahead: title.LeafLookahead, OwnTurn: title.SearchOwnTurn,
			Widening: title.Widening, Candidates: title.RerankCandidates, Samples: title.RerankSamples, Turns: title.RerankTurns, Lookahead: look}), nil
	}
	return nil, engine.Errorf(engine.CodeBadConfig, "bot: unknown kind %q", kind)
}

// ownLegal lists seat's actions from a determinized clone of the view: a
// view's own Legal need not be meaningful (engine's contract), a
// determinization of it is.
func ownLegal(view engine.Game, seat engine.Seat, rng *engine.RNG, dst []engine.Action) (engine.Game, []engine.Action, error) {
	if view == nil {
		return nil, dst, engine.Errorf(engine.CodeBadAction, "bot: no view")
	}
	if cur := view.Current(); cur != seat {
		if cur == engine.GameOver {
			return nil, dst, engine.Errorf(engine.CodeGameOver, "bot: the game is over")
		}
		return nil, dst, engine.Errorf(engine.CodeNotYourTurn, "bot: %v asked to move, %v is to move", seat, cur)
	}
	d := view.Clone()
	d.Determinize(seat, rng)
	dst = d.Legal(dst[:0])
	if len(dst) == 0 {
		return nil, dst, fmt.Errorf("bot: %v to move but no legal action", seat)
	}
	return d, dst, nil
}

// Random picks a uniform legal action.
type Random struct {
	rng   engine.RNG
	legal []engine.Action
}

// NewRandom builds the random bot.
func NewRandom(_ *engine.Title, seed uint64) *Random {
	return &Random{rng: engine.NewRNG(seed)}
}

// Choose implements Player.
func (r *Random) Choose(ctx context.Context, view engine.Game, seat engine.Seat) (engine.Action, error) {
	if err := ctx.Err(); err != nil {
		return engine.Action{}, err
	}
	var err error
	_, r.legal, err = ownLegal(view, seat, &r.rng, r.legal)
	if err != nil {
		return engine.Action{}, err
	}
	return r.legal[r.rng.IntN(len(r.legal))], nil
}

// terminalReward is a finished game's value for seat in [0,1]: the share of
// opponents beaten (ties count half). A solo game has no opponents, and a
// co-operative title (EndByEvaluate) shares its places, so their value is
// the title's own evaluation of the end.
func terminalReward(title *engine.Title, g engine.Game, seat engine.Seat, res *engine.Result) float64 {
	n := len(res.Place)
	if n < 2 || int(seat) < 0 || int(seat) >= n || title.EndByEvaluate {
		if title.Evaluate != nil {
			return clamp01(title.Evaluate(g, seat))
		}
		return 0.5
	}
	mine := res.Place[seat]
	score := 0.0
	for q, p := range res.Place {
		switch {
		case q == int(seat):
		case p > mine:
			score++
		case p == mine:
			score += 0.5
		}
	}
	return score / float64(n-1)
}

// value is how good g is for seat: the terminal reward once over, the
// title's evaluation before.
func value(title *engine.Title, g engine.Game, seat engine.Seat) float64 {
	if g.Current() == engine.GameOver {
		res := g.Result()
		return terminalReward(title, g, seat, &res)
	}
	if title.Evaluate == nil {
		return 0.5
	}
	return clamp01(title.Evaluate(g, seat))
}

func clamp01(v float64) float64 {
	switch {
	case v > 1:
		return 1
	case v >= 0:
		return v
	}
	return 0 // negative or NaN: a title bug must not steer the search
}
