package bot

import (
	"context"
	"fmt"
	"testing"

	"stolik/rules/engine"
)

// relay is a 3-seat game in which each seat makes three decisions a
// turn (a pick A of 0–3), for four rounds. A pick's worth depends on the
// seat's hidden offset, which only that seat knows (others' are
// resampled by Determinize), so the bots' positions differ from sample
// to sample, and a turn is several consecutive decisions, so playGreedy
// and the re-ranking's rollouts walk through several of them.
type relay struct {
	score  [3]int16
	hidden [3]uint8
	seat   uint8
	step   uint8
	round  uint8
	rng    engine.RNG
}

func newRelay(seed uint64) *relay {
	r := &relay{rng: engine.NewRNG(seed)}
	for i := range r.hidden {
		r.hidden[i] = uint8(r.rng.IntN(5))
	}
	return r
}

func (r *relay) Current() engine.Seat {
	if r.round >= 4 {
		return engine.GameOver
	}
	return engine.Seat(r.seat)
}

func (r *relay) Legal(dst []engine.Action) []engine.Action {
	if r.round >= 4 {
		return dst
	}
	for a := range 4 {
		dst = append(dst, engine.Action{A: uint8(a)})
	}
	return dst
}

func (r *relay) Apply(a engine.Action, _ *engine.Log) error {
	if r.round >= 4 || a.Kind != 0 || a.A > 3 || a != (engine.Action{A: a.A}) {
		return engine.Errorf(engine.CodeIllegal, "relay: %+v", a)
	}
	worth := [5]int16{0, 3, 1, 4, 2}
	r.score[r.seat] += worth[(int(a.A)+int(r.step)+int(r.round)*2+int(r.hidden[r.seat])+r.rng.IntN(2))%5]
	r.step++
	if r.step == 3 {
		r.step, r.seat = 0, r.seat+1
		if r.seat == 3 {
			r.seat, r.round = 0, r.round+1
		}
	}
	return nil
}

func (r *relay) Clone() engine.Game { c := *r; return &c }

func (r *relay) CopyFrom(src engine.Game) bool {
	o, ok := src.(*relay)
	if ok {
		*r = *o
	}
	return ok
}

func (r *relay) View(seat engine.Seat) engine.Game {
	c := *r
	for i := range c.hidden {
		if engine.Seat(i) != seat {
			c.hidden[i] = 0
		}
	}
	c.rng = engine.NewRNG(0)
	return &c
}

func (r *relay) Determinize(seat engine.Seat, rng *engine.RNG) {
	for i := range r.hidden {
		if engine.Seat(i) != seat {
			r.hidden[i] = uint8(rng.IntN(5))
		}
	}
	r.rng = engine.NewRNG(rng.Uint64())
}

func (r *relay) Checksum() uint64 {
	return uint64(r.score[0]) | uint64(r.score[1])<<16 | uint64(r.score[2])<<32 | uint64(r.seat)<<48 | uint64(r.step)<<52 | uint64(r.round)<<56
}

func (r *relay) Result() engine.Result {
	res := engine.Result{Place: make([]int, 3)}
	for i := range 3 {
		res.Scores = append(res.Scores, engine.Score{Seat: engine.Seat(i), Total: int(r.score[i])})
		for j := range 3 {
			if r.score[j] > r.score[i] {
				res.Place[i]++
			}
		}
		res.Place[i]++
	}
	return res
}

func relayTitle() *engine.Title {
	return &engine.Title{ID: "relay", MinPlayers: 3, MaxPlayers: 3,
		New: func(cfg engine.Config, _ *engine.Log) (engine.Game, error) { return newRelay(cfg.Seed), nil },
		Evaluate: func(g engine.Game, seat engine.Seat) float64 {
			r := g.(*relay)
			sum := float64(r.score[0]+r.score[1]+r.score[2]) + 3
			return (float64(r.score[seat]) + 1) / sum
		},
		GreedyLookahead: 2,
		TurnEnds:        func(engine.Action) bool { return false },
	}
}

// A search recycles positions through engine.Copier; it must choose
// exactly what it chooses with fresh clones. Each bot plays a whole relay
// game three ways: recycling, recycling with every returned position
// overwritten by another game (so a use after giving it back shows), and
// never recycling (the title without Copier). The moves must agree.
func TestScratchRecyclingChangesNoChoice(t *testing.T) {
	title := relayTitle()
	configs := map[string]ISMCTSConfig{
		"plain":             {Iterations: 300},
		"leaf":              {Iterations: 300, LeafLookahead: 3, OwnTurn: true},
		"widening":          {Iterations: 300, Widening: 1},
		"rerank":            {Iterations: 300, LeafLookahead: 2, Candidates: 3, Samples: 4, Turns: 1, Lookahead: 1},
		"rerank short plan": {Iterations: 12, LeafLookahead: 3, Candidates: 3, Samples: 4, Turns: 1},
		"rerank deep":       {Iterations: 200, Widening: 0.5, Candidates: 2, Samples: 3, Turns: 2, Lookahead: 2},
	}
	poison := newRelay(99)
	poison.score = [3]int16{50, 0, 25}
	type mode int
	const (
		recycle mode = iota
		poisoned
		fresh
	)
	play := func(newBot func() Player, setMode func(Player, mode), m mode) []string {
		g, err := title.New(engine.Config{Players: 3, Seed: 5}, nil)
		if err != nil {
			t.Fatal(err)
		}
		p := newBot()
		setMode(p, m)
		var moves []string
		for g.Current() != engine.GameOver && len(moves) < 200 {
			seat := g.Current()
			a, err := p.Choose(context.Background(), g.View(seat), seat)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(a, nil); err != nil {
				t.Fatal(err)
			}
			moves = append(moves, fmt.Sprint(a))
		}
		return moves
	}
	setPool := func(s *scratch, m mode) {
		switch m {
		case poisoned:
			s.poison = poison
		case fresh:
			s.poison = nil
		}
	}
	type botCase struct {
		newBot  func() Player
		setMode func(Player, mode)
	}
	cases := map[string]botCase{
		"greedy": {
			func() Player { return NewGreedy(title, 3, 3) },
			func(p Player, m mode) { setPool(&p.(*Greedy).pool, m); p.(*Greedy).pool.off = m == fresh },
		},
	}
	for name, cfg := range configs {
		cases["ismcts "+name] = botCase{
			func() Player { return NewISMCTS(title, 3, cfg) },
			func(p Player, m mode) {
				for _, tr := range p.(*ISMCTS).trees {
					setPool(&tr.pool, m)
					tr.pool.off = m == fresh
				}
			},
		}
	}
	for name, bc := range cases {
		t.Run(name, func(t *testing.T) {
			want := play(bc.newBot, bc.setMode, fresh)
			for _, m := range []mode{recycle, poisoned} {
				got := play(bc.newBot, bc.setMode, m)
				if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("mode %d: the moves differ from fresh clones' (a recycled position used after it was given back?)\ngot  %v\nwant %v", m, got, want)
				}
			}
		})
	}
}

// Recycling is the point of scratch: a search on a title with
// engine.Copier allocates a small fraction of what it allocates cloning.
func TestScratchRecyclesPositions(t *testing.T) {
	title := relayTitle()
	g := newRelay(1)
	allocs := func(off bool) float64 {
		b := NewISMCTS(title, 1, ISMCTSConfig{Iterations: 200, LeafLookahead: 3, OwnTurn: true, Candidates: 2, Samples: 4, Turns: 1})
		for _, tr := range b.trees {
			tr.pool.off = off
		}
		if _, err := b.Choose(context.Background(), g.View(0), 0); err != nil { // grow the buffers
			t.Fatal(err)
		}
		return testing.AllocsPerRun(3, func() {
			if _, err := b.Choose(context.Background(), g.View(0), 0); err != nil {
				t.Fatal(err)
			}
		})
	}
	fresh, recycled := allocs(true), allocs(false)
	if fresh < 200 || recycled > fresh/10 {
		t.Errorf("a decision allocates %.0f times recycling and %.0f cloning; want under a tenth", recycled, fresh)
	}
}

// The test mode is what makes TestScratchRecyclingChangesNoChoice able
// to fail: a position given back is overwritten at once, and one given
// back twice panics.
func TestScratchPoisonShowsSlips(t *testing.T) {
	poison := newRelay(9)
	poison.score = [3]int16{7, 8, 9}
	s := scratch{poison: poison}
	g := newRelay(1)
	s.put(g)
	if *g != *poison {
		t.Errorf("a position given back in the test mode keeps its state %+v, want the poison's", *g)
	}
	defer func() {
		if recover() == nil {
			t.Error("a position given back twice did not panic in the test mode")
		}
	}()
	s.put(g)
}
