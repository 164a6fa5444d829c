package toygame

import (
	"math"
	"strconv"

	"stolik/rules/engine"
)

const (
	maxPlayers = 4
	maxRounds  = 10
	maxValue   = maxRounds

	// KindBid is the only action kind: A is the value of the card bid.
	KindBid uint8 = 0

	// CodeNoCard refuses a bid of a card the seat does not hold.
	CodeNoCard engine.Code = "toygame.no_card"
)

// state is the whole game. Hands are counts per card value: a hand may
// hold two cards of one value, and counts make the view's masking and
// Determinize's dealing trivial.
type state struct {
	players    uint8
	rounds     uint8
	round      uint8 // rounds finished
	turn       uint8 // bids made in the current round
	pot        uint8 // prize value at stake, including carried-over prizes
	prize      uint8 // the prize drawn this round (public)
	over       bool
	prizesLeft uint16 // bit v set: prize v not drawn yet

	hands     [maxPlayers][maxValue + 1]uint8
	handSize  [maxPlayers]uint8
	bids      [maxPlayers]uint8 // 0 = none, or not visible in a view
	committed [maxPlayers]bool
	lastBids  [maxPlayers]uint8 // the previous round's revealed bids
	discards  [maxValue + 1]uint8
	played    [maxPlayers][maxValue + 1]uint8 // revealed bids per seat
	score     [maxPlayers]uint16
	won       [maxPlayers]uint8

	// rng decides future prize draws: hidden from everybody, so views
	// replace it and Determinize reseeds it.
	rng engine.RNG
}

// Title describes the toy game to the platform.
func Title() *engine.Title {
	return &engine.Title{
		ID:         "toygame",
		Name:       "toygame.name",
		MinPlayers: 2,
		MaxPlayers: maxPlayers,
		Options: []engine.OptionSpec{{
			Key:     "rounds",
			Label:   "toygame.option.rounds",
			Choices: []string{"8", "6", "10"},
			Labels:  []string{"toygame.option.rounds.8", "toygame.option.rounds.6", "toygame.option.rounds.10"},
		}},
		Secret:    true,
		KindNames: []string{"bid"},
		New:       newGame,
		Describe:  describe,
		Evaluate:  evaluate,
		Secrets:   secrets,
	}
}

func newGame(cfg engine.Config, log *engine.Log) (engine.Game, error) {
	// Validated by hand rather than through Title().Validate: building the
	// descriptor allocates, and bots' benchmarks set up many games.
	if cfg.Players < 2 || cfg.Players > maxPlayers {
		return nil, engine.Errorf(engine.CodeBadConfig, "toygame: %d players (allowed 2-%d)", cfg.Players, maxPlayers)
	}
	for k := range cfg.Options {
		if k != "rounds" {
			return nil, engine.Errorf(engine.CodeBadConfig, "toygame: unknown option %q", k)
		}
	}
	r := 8
	if v, ok := cfg.Options["rounds"]; ok {
		switch v {
		case "6", "8", "10":
			r, _ = strconv.Atoi(v)
		default:
			return nil, engine.Errorf(engine.CodeBadConfig, "toygame: option rounds=%q not allowed", v)
		}
	}
	c := cfg
	s := &state{players: uint8(c.Players), rounds: uint8(r), rng: engine.NewRNG(c.Seed)}
	// Dealt by pairs of ranks: each seat gets two of the cards valued
	// 2k-1 or 2k, for every k. Hands stay secret but nearly equal in
	// strength, so skill, not the deal, decides most games.
	for k := 1; 2*k <= r; k++ {
		var group [2 * maxPlayers]uint8
		n := 0
		for p := 0; p < c.Players; p++ {
			group[n], group[n+1] = uint8(2*k-1), uint8(2*k)
			n += 2
		}
		engine.ShuffleSlice(&s.rng, group[:n])
		for i, v := range group[:n] {
			p := i / 2
			s.hands[p][v]++
			s.handSize[p]++
		}
	}
	for v := 1; v <= r; v++ {
		s.prizesLeft |= 1 << v
	}
	s.drawPrize(log)
	return s, nil
}

// drawPrize draws the next prize from the pile with the state's RNG.
func (s *state) drawPrize(log *engine.Log) {
	left := 0
	for v := 1; v <= int(s.rounds); v++ {
		if s.prizesLeft&(1<<v) != 0 {
			left++
		}
	}
	if left == 0 {
		return
	}
	k := s.rng.IntN(left)
	for v := 1; v <= int(s.rounds); v++ {
		if s.prizesLeft&(1<<v) == 0 {
			continue
		}
		if k == 0 {
			s.prizesLeft &^= 1 << v
			s.prize = uint8(v)
			s.pot += uint8(v)
			if log != nil { // boxing the arguments allocates; bots pass no log
				log.Reveal("toygame.prize", engine.GameOver, "prize", v, "pot", int(s.pot))
			}
			return
		}
		k--
	}
}

func (s *state) Current() engine.Seat {
	if s.over {
		return engine.GameOver
	}
	return engine.Seat((int(s.round) + int(s.turn)) % int(s.players))
}

func (s *state) Legal(dst []engine.Action) []engine.Action {
	if s.over {
		return dst
	}
	p := s.Current()
	for v := 1; v <= int(s.rounds); v++ {
		if s.hands[p][v] > 0 {
			dst = append(dst, engine.Action{Kind: KindBid, A: uint8(v)})
		}
	}
	return dst
}

func (s *state) Apply(a engine.Action, log *engine.Log) error {
	if s.over {
		return engine.Errorf(engine.CodeGameOver, "toygame: game is over")
	}
	if a.Kind != KindBid || a.B != 0 || a.C != 0 || a.D != 0 || a.E != 0 || a.X != 0 {
		return engine.Errorf(engine.CodeBadAction, "toygame: not a bid: %v", a)
	}
	p := s.Current()
	v := int(a.A)
	if v < 1 || v > int(s.rounds) || s.hands[p][v] == 0 {
		return engine.Errorf(CodeNoCard, "toygame: %s holds no %d", p, v)
	}
	s.hands[p][v]--
	s.handSize[p]--
	s.bids[p] = uint8(v)
	s.committed[p] = true
	s.turn++
	if log != nil {
		log.Push(engine.Event{Key: "toygame.bid", Seat: p, Args: map[string]any{"card": v},
			Private: true, PublicKey: "toygame.bid_hidden"})
	}
	if int(s.turn) == int(s.players) {
		s.resolve(log)
	}
	return nil
}

// resolve reveals the bids, awards or carries the pot and starts the next
// round or ends the game.
func (s *state) resolve(log *engine.Log) {
	n := int(s.players)
	best, count, winner := 0, 0, -1
	for p := 0; p < n; p++ {
		b := int(s.bids[p])
		if log != nil { // boxing the arguments allocates; bots pass no log
			// The face-down bids become known: a reveal, so strict undo
			// cannot take a bid back after seeing the others.
			log.Reveal("toygame.reveal", engine.Seat(p), "card", b)
		}
		switch {
		case b > best:
			best, count, winner = b, 1, p
		case b == best:
			count++
		}
	}
	if count == 1 {
		s.score[winner] += uint16(s.pot)
		s.won[winner]++
		if log != nil { // boxing the arguments allocates; bots pass no log
			log.Add("toygame.win", engine.Seat(winner), "pot", int(s.pot))
		}
		s.pot = 0
	} else {
		if log != nil { // boxing the arguments allocates; bots pass no log
			log.Add("toygame.tie", engine.GameOver, "pot", int(s.pot))
		}
	}
	for p := 0; p < n; p++ {
		s.discards[s.bids[p]]++
		s.played[p][s.bids[p]]++
		s.lastBids[p] = s.bids[p]
		s.bids[p] = 0
		s.committed[p] = false
	}
	s.turn = 0
	s.round++
	s.prize = 0
	if s.round == s.rounds {
		s.over = true
		s.pot = 0
		log.Add("toygame.end", engine.GameOver)
		return
	}
	s.drawPrize(log)
}

func (s *state) Clone() engine.Game {
	c := *s
	return &c
}

// CopyFrom implements engine.Copier, so the bots' tests run their
// recycling of positions.
func (s *state) CopyFrom(src engine.Game) bool {
	o, ok := src.(*state)
	if ok {
		*s = *o
	}
	return ok
}

func (s *state) View(seat engine.Seat) engine.Game {
	v := *s
	for p := 0; p < int(s.players); p++ {
		if engine.Seat(p) == seat {
			continue
		}
		v.hands[p] = [maxValue + 1]uint8{}
		v.bids[p] = 0
	}
	v.rng = engine.NewRNG(0)
	return &v
}

// unseen counts, per value, the cards seat has not seen: the whole bid deck
// minus the discards, seat's hand and seat's own pending bid.
func (s *state) unseen(seat engine.Seat) (pool [maxValue + 1]int) {
	for v := 1; v <= int(s.rounds); v++ {
		pool[v] = int(s.players) - int(s.discards[v])
	}
	if seat >= 0 && int(seat) < int(s.players) {
		for v := 1; v <= int(s.rounds); v++ {
			pool[v] -= int(s.hands[seat][v])
		}
		if s.committed[seat] {
			pool[s.bids[seat]]--
		}
	}
	return pool
}

// Determinize deals the cards seat has not seen to the other seats, pair
// of ranks by pair of ranks, so every seat again holds two cards of each
// pair counting the ones it has played; a pending bid is then one of its
// cards picked at random. The prize generator is reseeded.
func (s *state) Determinize(seat engine.Seat, rng *engine.RNG) {
	pool := s.unseen(seat)
	var hold [maxPlayers][maxRounds]uint8 // hand and pending bid together
	var held [maxPlayers]int
	for k := 1; 2*k <= int(s.rounds); k++ {
		lo, hi := 2*k-1, 2*k
		var cards [2 * maxPlayers]uint8
		n := 0
		for v := lo; v <= hi; v++ {
			for c := 0; c < pool[v] && n < len(cards); c++ {
				cards[n] = uint8(v)
				n++
			}
		}
		engine.ShuffleSlice(rng, cards[:n])
		next := 0
		for p := 0; p < int(s.players); p++ {
			if engine.Seat(p) == seat {
				continue
			}
			need := 2 - int(s.played[p][lo]) - int(s.played[p][hi])
			for ; need > 0 && next < n && held[p] < maxRounds; need-- {
				hold[p][held[p]] = cards[next]
				held[p]++
				next++
			}
		}
	}
	for p := 0; p < int(s.players); p++ {
		if engine.Seat(p) == seat {
			continue
		}
		cards := hold[p][:held[p]]
		if s.committed[p] && len(cards) > 0 {
			i := rng.IntN(len(cards))
			s.bids[p] = cards[i]
			cards[i] = cards[len(cards)-1]
			cards = cards[:len(cards)-1]
		}
		s.hands[p] = [maxValue + 1]uint8{}
		for _, c := range cards {
			s.hands[p][c]++
		}
		s.handSize[p] = uint8(len(cards))
	}
	s.rng = engine.NewRNG(rng.Uint64())
}

func (s *state) Checksum() uint64 {
	h := uint64(14695981039346656037)
	mix := func(x uint64) {
		h ^= x
		h *= 1099511628211
	}
	mix(uint64(s.players) | uint64(s.rounds)<<8 | uint64(s.round)<<16 | uint64(s.turn)<<24 |
		uint64(s.pot)<<32 | uint64(s.prize)<<40 | uint64(s.prizesLeft)<<48)
	if s.over {
		mix(1)
	}
	for p := 0; p < maxPlayers; p++ {
		for v := 0; v <= maxValue; v++ {
			mix(uint64(s.hands[p][v]))
		}
		c := uint64(0)
		if s.committed[p] {
			c = 1
		}
		mix(uint64(s.handSize[p]) | uint64(s.bids[p])<<8 | c<<16 | uint64(s.lastBids[p])<<24 |
			uint64(s.won[p])<<32 | uint64(s.score[p])<<40)
		for v := 0; v <= maxValue; v++ {
			mix(uint64(s.played[p][v]))
		}
	}
	for v := 0; v <= maxValue; v++ {
		mix(uint64(s.discards[v]))
	}
	// The generator's internal state is unexported; its next output is a
	// function of it, which is all equality needs.
	r := s.rng
	mix(r.Uint64())
	return h
}

func (s *state) Result() engine.Result {
	n := int(s.players)
	// One backing array per kind of slice: bots read Result at the end of
	// every simulated game.
	res := engine.Result{Scores: make([]engine.Score, n)}
	parts := make([]engine.ScorePart, n)
	flat := make([]int, 2*n)
	keys := make([][]int, n)
	for p := 0; p < n; p++ {
		parts[p] = engine.ScorePart{Label: "toygame.score.prizes", Points: int(s.score[p])}
		res.Scores[p] = engine.Score{Seat: engine.Seat(p), Total: int(s.score[p]), Parts: parts[p : p+1 : p+1]}
		flat[2*p], flat[2*p+1] = int(s.score[p]), int(s.won[p])
		keys[p] = flat[2*p : 2*p+2 : 2*p+2]
	}
	var used int
	res.Place, used = engine.RankByKeys(keys)
	if used == 1 {
		res.TieBreak = "toygame.tiebreak.prizes_won"
	}
	return res
}

func describe(g engine.Game, a engine.Action) engine.Event {
	seat := g.Current()
	return engine.Event{Key: "toygame.bid", Seat: seat, Args: map[string]any{"card": int(a.A)},
		Private: true, PublicKey: "toygame.bid_hidden"}
}

// evaluate estimates seat's chances from what seat may know: points taken,
// the pending pot weighted by the chance that seat's bid is the highest,
// and the remaining prizes shared in proportion to hand strength; the lead
// over the average opponent goes through a logistic curve into [0,1]. At
// the end it is the rank (1 first, 0 last, ties halved).
func evaluate(g engine.Game, seat engine.Seat) float64 {
	s, ok := g.(*state)
	n := 0
	if ok {
		n = int(s.players)
	}
	if !ok || seat < 0 || int(seat) >= n {
		return 0
	}
	if s.over {
		better, tied := 0, 0
		for p := 0; p < n; p++ {
			switch {
			case p == int(seat):
			case s.score[p] < s.score[seat]:
				better++
			case s.score[p] == s.score[seat]:
				tied++
			}
		}
		return (float64(better) + 0.5*float64(tied)) / float64(n-1)
	}
	pool := s.unseen(seat)
	poolSum, poolN := 0, 0
	for v := 1; v <= int(s.rounds); v++ {
		poolSum += v * pool[v]
		poolN += pool[v]
	}
	hand := 0
	for v := 1; v <= int(s.rounds); v++ {
		hand += v * int(s.hands[seat][v])
	}
	rem := 0
	for v := 1; v <= int(s.rounds); v++ {
		if s.prizesLeft&(1<<v) != 0 {
			rem += v
		}
	}
	others := 0
	for p := 0; p < n; p++ {
		if p != int(seat) {
			others += int(s.score[p])
		}
	}
	mine := float64(s.score[seat])
	theirs := float64(others)
	if s.committed[seat] && poolN > 0 {
		below := 0
		for v := 1; v < int(s.bids[seat]); v++ {
			below += pool[v]
		}
		pwin := math.Pow(float64(below)/float64(poolN), float64(n-1))
		mine += float64(s.pot) * pwin
		theirs += float64(s.pot) * (1 - pwin)
	} else {
		rem += int(s.pot)
	}
	if hand+poolSum > 0 {
		share := float64(hand) / float64(hand+poolSum)
		mine += float64(rem) * share
		theirs += float64(rem) * (1 - share)
	}
	total := float64(int(s.rounds) * (int(s.rounds) + 1) / 2)
	lead := (mine - theirs/float64(n-1)) / total
	return 1 / (1 + math.Exp(-6*lead))
}
