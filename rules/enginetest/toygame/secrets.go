package toygame

import (
	"fmt"

	"stolik/rules/engine"
)

// self lets the secrecy hook reach the state inside the broken variants
// the tests wrap around it.
func (s *state) self() *state { return s }

// secrets lists the toy game's hidden information, each piece changed
// alone in a copy and consistent with the deal (every seat still holds two
// cards of each pair of ranks, counting the ones it played):
//   - the prize generator, hidden from everybody;
//   - a pending bid, swapped with a card of another value in its owner's
//     hand, hidden from everybody else;
//   - a card of one hand swapped with a card of the same pair of ranks in
//     another hand, hidden from everybody but the two owners.
//
// It is written from the rules, not from View or Determinize, so a hand
// that both of them forget is still caught.
func secrets(g engine.Game, rng *engine.RNG) []engine.Secret {
	h, ok := g.(interface{ self() *state })
	if !ok {
		return nil
	}
	s := h.self()
	n := int(s.players)
	others := func(keep ...int) []engine.Seat {
		var out []engine.Seat
		for p := 0; p < n; p++ {
			known := false
			for _, k := range keep {
				known = known || k == p
			}
			if !known {
				out = append(out, engine.Seat(p))
			}
		}
		return out
	}
	var out []engine.Secret

	c := *s
	c.rng.Uint64() // another position: other prizes to come
	out = append(out, engine.Secret{Name: "kolejność nagród", Hidden: others(), Game: &c})

	for p := 0; p < n; p++ {
		if !s.committed[p] {
			continue
		}
		if v, ok := s.pickCard(p, rng, func(v int) bool { return v != int(s.bids[p]) }); ok {
			c := *s
			c.hands[p][v]--
			c.hands[p][c.bids[p]]++
			c.bids[p] = uint8(v)
			out = append(out, engine.Secret{Name: fmt.Sprintf("zakryta oferta gracza %d", p+1), Hidden: others(p), Game: &c})
		}
	}

	for p := 0; p < n && n > 2; p++ {
		// With two seats each knows the other's hand (every card not
		// its own nor played); with more, the other hand to swap with is
		// the first, from a random start, that holds a different card of
		// a pair p holds too. to swap with: the first, from a random start,
		// that holds a different card of a pair p holds too.
		start := rng.IntN(n)
		for k := 0; k < n; k++ {
			q := (start + k) % n
			if q == p {
				continue
			}
			a, b, ok := s.swappable(p, q, rng)
			if !ok {
				continue
			}
			c := *s
			c.hands[p][a]--
			c.hands[p][b]++
			c.hands[q][b]--
			c.hands[q][a]++
			out = append(out, engine.Secret{Name: fmt.Sprintf("ręka gracza %d (wymiana z graczem %d)", p+1, q+1), Hidden: others(p, q), Game: &c})
			break
		}
	}
	return out
}

// pickCard picks, at random, a value seat p holds that ok accepts.
func (s *state) pickCard(p int, rng *engine.RNG, ok func(v int) bool) (int, bool) {
	var vs [maxValue + 1]int
	k := 0
	for v := 1; v <= int(s.rounds); v++ {
		if s.hands[p][v] > 0 && ok(v) {
			vs[k] = v
			k++
		}
	}
	if k == 0 {
		return 0, false
	}
	return vs[rng.IntN(k)], true
}

// swappable finds a card a in p's hand and b in q's hand, different, of
// the same pair of ranks (2k-1, 2k).
func (s *state) swappable(p, q int, rng *engine.RNG) (a, b int, ok bool) {
	a, ok = s.pickCard(p, rng, func(v int) bool {
		mate := v + 1
		if v%2 == 0 {
			mate = v - 1
		}
		return mate <= int(s.rounds) && s.hands[q][mate] > 0
	})
	if !ok {
		return 0, 0, false
	}
	b = a + 1
	if a%2 == 0 {
		b = a - 1
	}
	return a, b, true
}
