package demo

import (
	"hash/fnv"

	"stolik/rules/engine"
)

const (
	maxSeats = 4
	handSize = 3
	deckSize = 18 // values 1..6, three of each
	hidden   = 0xff
	kindPlay = 0
)

// State is the whole game as a value: Clone is a copy.
type State struct {
	players int
	deck    [deckSize]uint8
	top     int                       // next card to draw
	hand    [maxSeats][handSize]uint8 // 0 = empty slot, hidden = unknown
	score   [maxSeats]int
	played  [maxSeats]int
	turn    int
	rng     engine.RNG
}

// Title is the demo's descriptor.
func Title() *engine.Title {
	return &engine.Title{
		ID: "demo", Name: "demo.name", MinPlayers: 2, MaxPlayers: 4, Secret: true,
		KindNames: []string{"play"},
		Options: []engine.OptionSpec{{Key: "length", Label: "demo.opt.length",
			Choices: []string{"short", "long"}, Labels: []string{"demo.opt.short", "demo.opt.long"}}},
		New:      New,
		Describe: Describe,
		Secrets:  secrets,
		Evaluate: func(g engine.Game, seat engine.Seat) float64 {
			s, ok := g.(*State)
			if !ok || int(seat) < 0 || int(seat) >= s.players {
				return 0.5
			}
			return float64(s.score[seat]) / 60
		},
	}
}

// New deals the game.
func New(cfg engine.Config, _ *engine.Log) (engine.Game, error) {
	if cfg.Players < 2 || cfg.Players > maxSeats {
		return nil, engine.Errorf(engine.CodeBadConfig, "demo: %d players", cfg.Players)
	}
	s := &State{players: cfg.Players, rng: engine.NewRNG(cfg.Seed)}
	for i := range s.deck {
		s.deck[i] = uint8(i%6 + 1)
	}
	engine.ShuffleSlice(&s.rng, s.deck[:])
	if cfg.Option("length", "short") == "short" {
		// A short game draws from a shorter deck: tests stay quick.
		s.top = 6
	}
	for p := 0; p < s.players; p++ {
		for i := 0; i < handSize; i++ {
			s.hand[p][i] = s.draw()
		}
	}
	return s, nil
}

func (s *State) draw() uint8 {
	if s.top >= deckSize {
		return 0
	}
	c := s.deck[s.top]
	s.top++
	return c
}

// Hand is what seat holds (0 = empty, 255 = hidden from this view).
func (s *State) Hand(seat engine.Seat) [handSize]uint8 {
	if int(seat) < 0 || int(seat) >= s.players {
		return [handSize]uint8{}
	}
	return s.hand[seat]
}

// Score of a seat so far.
func (s *State) Score(seat engine.Seat) int {
	if int(seat) < 0 || int(seat) >= s.players {
		return 0
	}
	return s.score[seat]
}

// DeckLeft counts cards still to draw.
func (s *State) DeckLeft() int { return deckSize - s.top }

func (s *State) Current() engine.Seat {
	for i := 0; i < s.players; i++ {
		p := (s.turn + i) % s.players
		for _, c := range s.hand[p] {
			if c != 0 {
				if i != 0 {
					return engine.Seat(p)
				}
				return engine.Seat(s.turn)
			}
		}
	}
	return engine.GameOver
}

func (s *State) Legal(dst []engine.Action) []engine.Action {
	cur := s.Current()
	if cur < 0 {
		return dst
	}
	for i, c := range s.hand[cur] {
		if c != 0 && c != hidden {
			dst = append(dst, engine.Action{Kind: kindPlay, A: uint8(i)})
		}
	}
	return dst
}

func (s *State) Apply(a engine.Action, log *engine.Log) error {
	cur := s.Current()
	if cur < 0 {
		return engine.Errorf(engine.CodeGameOver, "demo: over")
	}
	if a.Kind != kindPlay || int(a.A) >= handSize || a.B|a.C|a.D|a.E != 0 || a.X != 0 {
		return engine.Errorf(engine.CodeBadAction, "demo: %v", a)
	}
	c := s.hand[cur][a.A]
	if c == 0 || c == hidden {
		return engine.Errorf(engine.CodeIllegal, "demo: empty slot %d", a.A)
	}
	s.score[cur] += int(c)
	s.played[cur]++
	s.hand[cur][a.A] = s.draw()
	log.Add("demo.scored", cur, "count", int(c))
	if s.hand[cur][a.A] != 0 {
		log.Push(engine.Event{Key: "demo.drew", Seat: cur, Args: map[string]any{"card": int(s.hand[cur][a.A])},
			Reveal: true, Private: true, PublicKey: "demo.drew_public"})
	}
	s.turn = (int(cur) + 1) % s.players
	if s.Current() == engine.GameOver {
		log.Add("demo.over", engine.GameOver)
	}
	return nil
}

func (s *State) Clone() engine.Game { c := *s; return &c }

func (s *State) View(seat engine.Seat) engine.Game {
	c := *s
	for i := range c.deck {
		c.deck[i] = hidden
	}
	for p := 0; p < c.players; p++ {
		if engine.Seat(p) == seat {
			continue
		}
		for i := range c.hand[p] {
			if c.hand[p][i] != 0 {
				c.hand[p][i] = hidden
			}
		}
	}
	return &c
}

func (s *State) Determinize(seat engine.Seat, rng *engine.RNG) {
	// Unknown cards are re-dealt from the multiset not visible to seat.
	var pool []uint8
	var counts [7]int
	for i := range counts {
		counts[i] = 3
	}
	for p := 0; p < s.players; p++ {
		for _, c := range s.hand[p] {
			if c != 0 && c != hidden {
				counts[c]--
			}
		}
	}
	// Played cards are public through the scores only; approximate by
	// removing nothing more (the demo does not need exact ISMCTS).
	for v := 1; v <= 6; v++ {
		for i := 0; i < counts[v]; i++ {
			pool = append(pool, uint8(v))
		}
	}
	engine.ShuffleSlice(rng, pool)
	k := 0
	next := func() uint8 {
		if k < len(pool) {
			k++
			return pool[k-1]
		}
		return 1
	}
	for p := 0; p < s.players; p++ {
		for i, c := range s.hand[p] {
			if c == hidden {
				s.hand[p][i] = next()
			}
		}
	}
	for i := s.top; i < deckSize; i++ {
		if s.deck[i] == hidden {
			s.deck[i] = next()
		}
	}
	for i := 0; i < s.top; i++ {
		if s.deck[i] == hidden {
			s.deck[i] = 1
		}
	}
}

func (s *State) Checksum() uint64 {
	h := fnv.New64a()
	h.Write(s.deck[:])
	for p := range s.hand {
		h.Write(s.hand[p][:])
	}
	b := []byte{byte(s.players), byte(s.top), byte(s.turn)}
	for p := range s.score {
		b = append(b, byte(s.score[p]), byte(s.played[p]))
	}
	h.Write(b)
	return h.Sum64()
}

func (s *State) Result() engine.Result {
	var r engine.Result
	keys := make([][]int, s.players)
	for p := 0; p < s.players; p++ {
		r.Scores = append(r.Scores, engine.Score{Seat: engine.Seat(p), Total: s.score[p],
			Parts: []engine.ScorePart{{Label: "demo.part.cards", Points: s.score[p]}}})
		keys[p] = []int{s.score[p], -s.played[p]}
	}
	var tb int
	r.Place, tb = engine.RankByKeys(keys)
	if tb == 1 {
		r.TieBreak = "demo.tiebreak.fewer"
	}
	firsts := 0
	for _, pl := range r.Place {
		if pl == 1 {
			firsts++
		}
	}
	r.NoWinner = firsts > 1
	return r
}

// Describe words an action for the log and the fallback board's buttons.
func Describe(g engine.Game, a engine.Action) engine.Event {
	s, ok := g.(*State)
	cur := g.Current()
	if !ok || cur < 0 || int(a.A) >= handSize {
		return engine.Event{Key: "demo.play_unknown", Seat: cur}
	}
	c := s.hand[cur][a.A]
	if c == hidden {
		return engine.Event{Key: "demo.play_unknown", Seat: cur}
	}
	return engine.Event{Key: "demo.play", Seat: cur, Count: int(c), Args: map[string]any{"card": int(c)}}
}
