package toygame

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"stolik/rules/engine"
)

// The toy game's own rules pinned (issue 14, mutation testing, session 6):
// the suite's and the bots' tests stand on this game, so a drift in its
// deal, prizes, hidden information or evaluation would quietly change
// what they measure. Most checks are the deal's invariants, which every
// position of the rules keeps; the evaluation is pinned on positions
// worked out by hand.

// consistent reports how s breaks the deal, or "": every value 1..R has
// one card per seat in all (hands, pending bids, discards); every seat
// holds, has bid or has played two cards of each pair of ranks (2k-1, 2k);
// hand sizes count the hands; discards are the played cards.
func consistent(s *state) string {
	n, r := int(s.players), int(s.rounds)
	for v := 0; v <= maxValue; v++ {
		total, played := int(s.discards[v]), 0
		for p := 0; p < n; p++ {
			total += int(s.hands[p][v])
			if s.committed[p] && int(s.bids[p]) == v {
				total++
			}
			played += int(s.played[p][v])
		}
		want := n
		if v == 0 || v > r {
			want = 0
		}
		if total != want {
			return fmt.Sprintf("value %d: %d cards in all, want %d", v, total, want)
		}
		if played != int(s.discards[v]) {
			return fmt.Sprintf("value %d: %d played, %d discarded", v, played, s.discards[v])
		}
	}
	for p := 0; p < n; p++ {
		size := 0
		for v := 0; v <= maxValue; v++ {
			size += int(s.hands[p][v])
		}
		if size != int(s.handSize[p]) {
			return fmt.Sprintf("seat %d: hand of %d cards, size says %d", p, size, s.handSize[p])
		}
		if s.committed[p] != (s.bids[p] != 0) {
			return fmt.Sprintf("seat %d: committed %v with bid %d", p, s.committed[p], s.bids[p])
		}
		for k := 1; 2*k <= r; k++ {
			c := 0
			for _, v := range []int{2*k - 1, 2 * k} {
				c += int(s.hands[p][v]) + int(s.played[p][v])
				if s.committed[p] && int(s.bids[p]) == v {
					c++
				}
			}
			if c != 2 {
				return fmt.Sprintf("seat %d: %d cards of the pair %d/%d, want 2", p, c, 2*k-1, 2*k)
			}
		}
	}
	return ""
}

// eachPosition plays random games of every size and calls f at every
// decision with the state (not to be changed) and a generator.
func eachPosition(t *testing.T, f func(s *state, rng *engine.RNG)) {
	t.Helper()
	for _, players := range []int{2, 3, 4} {
		for _, rounds := range []string{"6", "8", "10"} {
			for seed := uint64(1); seed <= 3; seed++ {
				g, err := Title().New(engine.Config{Players: players, Seed: seed, Options: map[string]string{"rounds": rounds}}, nil)
				if err != nil {
					t.Fatal(err)
				}
				s := g.(*state)
				rng := engine.NewRNG(seed * 77)
				for s.Current() != engine.GameOver {
					if d := consistent(s); d != "" {
						t.Fatalf("%d players, %s rounds, seed %d, round %d: the game itself: %s", players, rounds, seed, s.round, d)
					}
					f(s, &rng)
					legal := s.Legal(nil)
					if err := s.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
}

// Determinize deals the cards a seat has not seen so that the deal's
// invariants hold again, keeps the seat's own hand and bid, and keeps
// every seat's hand size and commitment.
func TestDeterminizeDealsConsistently(t *testing.T) {
	eachPosition(t, func(s *state, rng *engine.RNG) {
		for p := 0; p < int(s.players); p++ {
			seat := engine.Seat(p)
			for _, d := range []*state{s.Clone().(*state), s.View(seat).(*state)} {
				d.Determinize(seat, rng)
				if why := consistent(d); why != "" {
					t.Fatalf("%d players, %d rounds, round %d: Determinize(%v): %s", s.players, s.rounds, s.round, seat, why)
				}
				if d.hands[p] != s.hands[p] || d.bids[p] != s.bids[p] || d.handSize != s.handSize || d.committed != s.committed {
					t.Fatalf("Determinize(%v) changed the seat's own cards or the public counts", seat)
				}
			}
		}
	})
}

// unseen by hand: the deck (one card of each value per seat) minus the
// discards, the seat's hand and its pending bid; a non-seat has seen only
// the discards.
func TestUnseenByHand(t *testing.T) {
	s := midGame3()
	for _, tc := range []struct {
		seat engine.Seat
		want [maxValue + 1]int
	}{
		// Deck 3 of each of 1..6; discards 3, 5, 6.
		{engine.Observer, [maxValue + 1]int{0, 3, 3, 2, 3, 2, 2}},
		{0, [maxValue + 1]int{0, 2, 2, 0, 3, 1, 2}}, // hand 1 2 3 3 5
		{1, [maxValue + 1]int{0, 2, 2, 2, 1, 1, 2}}, // hand 1 2 4 5, bid 4
		{2, [maxValue + 1]int{0, 2, 2, 2, 2, 2, 0}}, // hand 1 2 4 6 6
		{3, [maxValue + 1]int{0, 3, 3, 2, 3, 2, 2}}, // past the table: as a non-seat
	} {
		if got := s.unseen(tc.seat); got != tc.want {
			t.Errorf("unseen(%v) = %v, want %v", tc.seat, got, tc.want)
		}
	}
	four := Title()
	g, _ := four.New(engine.Config{Players: 4, Seed: 1}, nil)
	if got, want := g.(*state).unseen(4), g.(*state).unseen(engine.Observer); got != want {
		t.Errorf("4 players: unseen(seat 4) = %v, want as a non-seat %v", got, want)
	}
}

// midGame3 is a 3-player, 6-round game worked out by hand. Deal: pair 1/2
// one of each to every seat; pair 3/4: seat 0 {3,3}, seat 1 {4,4}, seat 2
// {3,4}; pair 5/6: seat 0 {5,6}, seat 1 {5,5}, seat 2 {6,6}. Round 0
// (prize 4): bids 6, 5, 3, seat 0 takes 4. Round 1 (prize 2, led by seat
// 1): seat 1 has bid 4; seat 2 to move.
func midGame3() *state {
	s := &state{players: 3, rounds: 6, round: 1, turn: 1, pot: 2, prize: 2, rng: engine.NewRNG(1)}
	s.prizesLeft = 1<<1 | 1<<3 | 1<<5 | 1<<6
	hands := [][]int{{1, 2, 3, 3, 5}, {1, 2, 4, 5}, {1, 2, 4, 6, 6}}
	for p, h := range hands {
		for _, v := range h {
			s.hands[p][v]++
		}
		s.handSize[p] = uint8(len(h))
	}
	s.bids[1], s.committed[1] = 4, true
	for p, v := range []int{6, 5, 3} {
		s.played[p][v]++
		s.discards[v]++
		s.lastBids[p] = uint8(v)
	}
	s.score[0], s.won[0] = 4, 1
	return s
}

func TestMidGame3IsADeal(t *testing.T) {
	if why := consistent(midGame3()); why != "" {
		t.Fatal(why)
	}
}

// evaluate by hand on midGame3 (total of the prizes 6·7/2 = 21; remaining
// prizes 1+3+5+6 = 15; the pot 2; unseen as in TestUnseenByHand):
//
//	seat 0: 4 points; hand 1+2+3+3+5 = 14, unseen 2·1+2·2+3·4+1·5+2·6 = 35:
//	  share 14/49; not committed, so the pot joins the prizes to come: 17.
//	  mine = 4 + 17·14/49, theirs = 0 + 17·35/49.
//	seat 1: bid 4, unseen cards below it 2+2+2 = 6 of 10: pwin = (6/10)²
//	  (two rivals); mine = 0 + 2·pwin, theirs = 4 + 2·(1−pwin); hand
//	  1+2+4+5 = 12, unseen 2+4+6+4+5+12 = 33: mine += 15·12/45,
//	  theirs += 15·33/45.
//	seat 2: hand 1+2+4+6+6 = 19, unseen 2+4+6+8+10 = 30: share 19/49,
//	  prizes to come 17: mine = 17·19/49, theirs = 4 + 17·30/49.
//
// lead = (mine − theirs/2)/21 (the average of the two rivals), and the
// value 1/(1+e^(−6·lead)).
func TestEvaluateByHand(t *testing.T) {
	s := midGame3()
	logistic := func(lead float64) float64 { return 1 / (1 + math.Exp(-6*lead)) }
	pwin := (6.0 / 10) * (6.0 / 10)
	want := []float64{
		logistic((4 + 17*14.0/49 - (17*35.0/49)/2) / 21),
		logistic((2*pwin + 15*12.0/45 - (4+2*(1-pwin)+15*33.0/45)/2) / 21),
		logistic((17*19.0/49 - (4+17*30.0/49)/2) / 21),
	}
	for p, w := range want {
		if got := evaluate(s, engine.Seat(p)); math.Abs(got-w) > 1e-12 {
			t.Errorf("evaluate(seat%d) = %.15f, want %.15f", p, got, w)
		}
	}
	// The same to four places: seat 0 (4 points ahead) leads; seat 1,
	// its 4 likely beaten for the pot of 2, trails.
	for p, w := range []float64{0.6891, 0.2735, 0.4564} {
		if got := evaluate(s, engine.Seat(p)); math.Abs(got-w) > 5e-5 {
			t.Errorf("evaluate(seat%d) = %.4f, want about %.4f", p, got, w)
		}
	}
	if got := evaluate(s, 3); got != 0 {
		t.Errorf("evaluate(seat 3 of 3) = %v, want 0", got)
	}
}

// At the end: the share of the other seats beaten, ties counting half,
// over the other seats (here 3 of them).
func TestEvaluateRanksTheEndOfFour(t *testing.T) {
	s := &state{players: 4, rounds: 6, over: true}
	s.score = [maxPlayers]uint16{10, 4, 10, 2}
	for p, want := range []float64{(2 + 0.5) / 3, 1.0 / 3, (2 + 0.5) / 3, 0} {
		if got := evaluate(s, engine.Seat(p)); math.Abs(got-want) > 1e-12 {
			t.Errorf("evaluate(seat%d) at the end = %v, want %v", p, got, want)
		}
	}
}

// The prizes: each value 1..R once, one a round, drawn at random (not in
// order), each added to the pot that the round's events report.
func TestPrizesOncePerRound(t *testing.T) {
	firsts := map[int]bool{}
	for _, rounds := range []int{6, 8, 10} {
		for seed := uint64(1); seed <= 8; seed++ {
			var log engine.Log
			g, err := Title().New(engine.Config{Players: 3, Seed: seed, Options: map[string]string{"rounds": fmt.Sprint(rounds)}}, &log)
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(seed)
			for g.Current() != engine.GameOver {
				legal := g.Legal(nil)
				if err := g.Apply(legal[rng.IntN(len(legal))], &log); err != nil {
					t.Fatal(err)
				}
			}
			var prizes []int
			counts := map[string]int{}
			carried := 0
			for _, e := range log.Events {
				counts[e.Key]++
				switch e.Key {
				case "toygame.prize":
					v := e.Args["prize"].(int)
					prizes = append(prizes, v)
					if pot := e.Args["pot"].(int); pot != carried+v {
						t.Errorf("%d rounds, seed %d: prize %d makes a pot of %d, want %d carried + %d", rounds, seed, v, pot, carried, v)
					}
					carried += v
				case "toygame.win":
					carried = 0
				}
			}
			firsts[prizes[0]] = true
			sorted := slices.Sorted(slices.Values(prizes))
			want := make([]int, rounds)
			for i := range want {
				want[i] = i + 1
			}
			if !slices.Equal(sorted, want) {
				t.Errorf("%d rounds, seed %d: prizes %v, want each of 1..%d once", rounds, seed, prizes, rounds)
			}
			if counts["toygame.win"]+counts["toygame.tie"] != rounds || counts["toygame.end"] != 1 ||
				counts["toygame.bid"] != 3*rounds || counts["toygame.reveal"] != 3*rounds {
				t.Errorf("%d rounds, seed %d: events %v, want a bid and a reveal per seat and round, a win or tie per round, one end", rounds, seed, counts)
			}
		}
	}
	if len(firsts) < 4 {
		t.Errorf("the first prize of 24 games took only the values %v: not drawn at random", firsts)
	}
}

// Prizes taken break ties of points, and the Result says so only then.
func TestTieBreakByPrizesWon(t *testing.T) {
	s := deal([]uint8{7}, []uint8{3}, 5)
	if err := s.Apply(bid(7), nil); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(bid(3), nil); err != nil {
		t.Fatal(err)
	}
	if s.won != [maxPlayers]uint8{1, 0} || s.score != [maxPlayers]uint16{5, 0} {
		t.Fatalf("after seat 0 takes the 5: won %v, score %v", s.won, s.score)
	}
	s.over = true
	s.score[1] = 5
	res := s.Result()
	if !slices.Equal(res.Place, []int{1, 2}) || res.TieBreak != "toygame.tiebreak.prizes_won" {
		t.Errorf("5 points each, 1 prize to 0: places %v, tie-break %q; want [1 2] by prizes won", res.Place, res.TieBreak)
	}
	s.score[1] = 4
	if res := s.Result(); !slices.Equal(res.Place, []int{1, 2}) || res.TieBreak != "" {
		t.Errorf("5 points to 4: places %v, tie-break %q; want [1 2] and no tie-break", res.Place, res.TieBreak)
	}
}

// The checksum covers every field, the cards of value 10 included.
func TestChecksumCoversEveryField(t *testing.T) {
	g, err := Title().New(engine.Config{Players: 4, Seed: 3, Options: map[string]string{"rounds": "10"}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	base := g.(*state)
	for _, tc := range []struct {
		name   string
		change func(s *state)
	}{
		{"a card 10 in a hand", func(s *state) { s.hands[3][10]++ }},
		{"a card 10 played", func(s *state) { s.played[2][10]++ }},
		{"a card 1 played", func(s *state) { s.played[0][1]++ }},
		{"a card 10 discarded", func(s *state) { s.discards[10]++ }},
		{"a card 1 discarded", func(s *state) { s.discards[1]++ }},
		{"prizes won", func(s *state) { s.won[1]++ }},
		{"last bids", func(s *state) { s.lastBids[2] = 4 }},
		{"over", func(s *state) { s.over = true }},
	} {
		c := *base
		tc.change(&c)
		if c.Checksum() == base.Checksum() {
			t.Errorf("%s: the checksum does not change", tc.name)
		}
	}
}

// Every secret copy is another deal consistent with the rules, with only
// its zone changed: a pending bid swapped within its owner's cards; two
// hands swapping cards of one pair of ranks.
func TestSecretCopiesAreDeals(t *testing.T) {
	swaps := 0
	eachPosition(t, func(s *state, rng *engine.RNG) {
		for _, sc := range secrets(s, rng) {
			c := sc.Game.(*state)
			if why := consistent(c); why != "" {
				t.Fatalf("%d players, %d rounds, round %d: secret %q: %s", s.players, s.rounds, s.round, sc.Name, why)
			}
			changed := []int{}
			for p := 0; p < int(s.players); p++ {
				if c.hands[p] != s.hands[p] || c.bids[p] != s.bids[p] {
					changed = append(changed, p)
				}
			}
			var want []engine.Seat
			for p := 0; p < int(s.players); p++ {
				if !slices.Contains(changed, p) {
					want = append(want, engine.Seat(p))
				}
			}
			if !slices.Equal(sc.Hidden, want) {
				t.Fatalf("secret %q changes seats %v, hidden from %v, want %v", sc.Name, changed, sc.Hidden, want)
			}
			if len(changed) == 2 {
				swaps++
				p, q := changed[0], changed[1]
				if want := fmt.Sprintf("ręka gracza %d (wymiana z graczem %d)", p+1, q+1); sc.Name != want && sc.Name != fmt.Sprintf("ręka gracza %d (wymiana z graczem %d)", q+1, p+1) {
					t.Fatalf("secret %q swaps the hands of seats %d and %d, want the name %q", sc.Name, p, q, want)
				}
			}
		}
	})
	if swaps == 0 {
		t.Error("no hand swap secret in any game of 3 or 4 players")
	}
}

// The only alternatives at the top of the range: a pending bid whose
// owner holds only a 5 besides it; a swap of that 5 for another seat's 6
// (the mate of the card below the top is the top card).
func TestSecretsReachTheTopCards(t *testing.T) {
	s := &state{players: 3, rounds: 6, turn: 1, rng: engine.NewRNG(1)}
	// Seat 0 holds 5 and has bid 1; seats 1 and 2 hold a 6 each. (Only
	// the zones the secrets read are set.)
	s.hands[0][5], s.bids[0], s.committed[0] = 1, 1, true
	s.hands[1][6], s.hands[2][6] = 1, 1
	rng := engine.NewRNG(1)
	var names []string
	for _, sc := range secrets(s, &rng) {
		names = append(names, sc.Name)
		c := sc.Game.(*state)
		switch sc.Name {
		case "zakryta oferta gracza 1":
			if c.bids[0] != 5 || c.hands[0][1] != 1 || c.hands[0][5] != 0 {
				t.Errorf("the pending bid 1 swapped for %d, hand %v; want 5 bid, 1 in hand", c.bids[0], c.hands[0])
			}
		case "ręka gracza 1 (wymiana z graczem 2)", "ręka gracza 1 (wymiana z graczem 3)":
			if c.hands[0][6] != 1 || c.hands[0][5] != 0 {
				t.Errorf("%s: seat 0's hand %v, want its 5 swapped for a 6", sc.Name, c.hands[0])
			}
		}
	}
	if !slices.Contains(names, "zakryta oferta gracza 1") || !slices.ContainsFunc(names, func(n string) bool {
		return n == "ręka gracza 1 (wymiana z graczem 2)" || n == "ręka gracza 1 (wymiana z graczem 3)"
	}) {
		t.Errorf("secrets %v, want seat 1's pending bid and a swap of its hand", names)
	}
	// The top card itself is a pick: a bid of 1 with only a 6 beside it.
	top := &state{players: 2, rounds: 6, turn: 1, rng: engine.NewRNG(1)}
	top.hands[0][6], top.bids[0], top.committed[0] = 1, 1, true
	if v, ok := top.pickCard(0, &rng, func(v int) bool { return v != 1 }); !ok || v != 6 {
		t.Errorf("a hand of one 6: picked %d, %v; want 6", v, ok)
	}
	// Ten rounds, seats 0 and 1 each holding one card of every value: all
	// ten of seat 0's cards have their mate in seat 1's hand.
	w := &state{players: 3, rounds: 10, rng: engine.NewRNG(1)}
	for v := 1; v <= 10; v++ {
		w.hands[0][v], w.hands[1][v], w.hands[2][v] = 1, 1, 1
	}
	if v, ok := w.pickCard(0, &rng, func(int) bool { return true }); !ok || v < 1 || v > 10 {
		t.Errorf("a pick among ten values: %d, %v", v, ok)
	}
	if _, _, ok := w.swappable(0, 1, &rng); !ok {
		t.Error("ten values each side: nothing swappable")
	}
}
