package arnak

import (
	"math/bits"
	"strings"

	"stolik/rules/engine"
)

// A travel payment is part of the dig or discover action itself (spec
// §4.1 PROPOSED: a card is played for travel only as part of paying a
// cost): the action names the hand cards spent (X, a bit per hand index)
// and the pilots hired (C, 2 coins each). Legal lists only minimal
// payments, so a bot or player never gives up a card for nothing, and the
// move's value is visible in one step.

// maxPayCards bounds the hand indices a payment can name (X has 16 bits).
const maxPayCards = 16

// payment is one minimal way to pay a travel cost.
type payment struct {
	mask   uint16
	pilots uint8
}

// payPool is the pool after spending the cards in mask and hiring pilots,
// before the cost itself is taken.
func (g *Game) payPool(mask uint16, pilots uint8) [NumTravel]uint8 {
	s := &g.s
	p := s.cur()
	pool := s.Pool
	for m := mask; m != 0; m &= m - 1 {
		i := bits.TrailingZeros16(m)
		for _, t := range g.d.Cards[p.Hand.C[i]].Travel {
			pool[s.travelSym(t)]++
		}
	}
	pool[Plane] += pilots
	return pool
}

// payments appends the minimal payments of cost: no other listed payment
// uses a subset of its cards and no more pilots. Of identical hand cards
// only the first ones are used, so equal choices are listed once.
func (g *Game) payments(dst []payment, cost []uint8) []payment {
	s := &g.s
	p := s.cur()
	n := min(int(p.Hand.N), maxPayCards)
	maxPilots := min(len(cost), int(p.Res[Coin])/2)
	// Each card's symbols, and the previous copy of the same card.
	var vec [maxPayCards][NumTravel]uint8
	var prev [maxPayCards]int8
	all := s.Pool
	all[Plane] += uint8(maxPilots)
	for i := 0; i < n; i++ {
		for _, t := range g.d.Cards[p.Hand.C[i]].Travel {
			vec[i][s.travelSym(t)]++
			all[s.travelSym(t)]++
		}
		prev[i] = -1
		for j := i - 1; j >= 0; j-- {
			if p.Hand.C[j] == p.Hand.C[i] {
				prev[i] = int8(j)
				break
			}
		}
	}
	// Cheap rejection: even every card and pilot together cannot pay.
	if !travelPay(&all, cost, false) {
		return dst
	}
	start := len(dst)
	try := func(mask uint16) {
		pool := s.Pool
		for m := mask; m != 0; m &= m - 1 {
			i := bits.TrailingZeros16(m)
			if j := prev[i]; j >= 0 && mask&(1<<j) == 0 {
				return // a later copy of a card without the earlier one
			}
			for t := range pool {
				pool[t] += vec[i][t]
			}
		}
		for k := 0; k <= maxPilots; k++ {
			for _, q := range dst[start:] {
				if q.mask&mask == q.mask && int(q.pilots) <= k {
					return // a listed payment is a part of this one
				}
			}
			try := pool
			try[Plane] += uint8(k)
			if travelPay(&try, cost, false) {
				dst = append(dst, payment{mask, uint8(k)})
				return
			}
		}
	}
	// By size, so a smaller payment is listed before any that contains it:
	// a minimal payment never needs more cards than the cost has symbols.
	try(0)
	for i := 0; i < n; i++ {
		try(1 << i)
	}
	if len(cost) >= 2 {
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				try(1<<i | 1<<j)
			}
		}
	}
	if len(cost) >= 3 {
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				for k := j + 1; k < n; k++ {
					try(1<<i | 1<<j | 1<<k)
				}
			}
		}
	}
	return dst
}

// spendTravel plays the cards of mask for their travel symbols (they go to
// the play area), hires the pilots and pays cost from the pool.
func (g *Game) spendTravel(mask uint16, pilots uint8, cost []uint8, log *engine.Log) {
	s := &g.s
	p := s.cur()
	if mask != 0 || pilots != 0 {
		if log != nil {
			log.Add("arnak.travel_paid", engine.Seat(s.Active), "cards", strings.Join(g.paidCards(mask), ", "), "pilots", int(pilots))
		}
	}
	s.Pool = g.payPool(mask, pilots)
	p.Res[Coin] -= 2 * int16(pilots)
	// From the highest index, so the lower ones stay where they are.
	for i := maxPayCards - 1; i >= 0; i-- {
		if mask&(1<<i) != 0 {
			p.Play.push(p.Hand.remove(i))
		}
	}
	travelPay(&s.Pool, cost, true)
}

// paidCards names the cards of a payment mask in the active hand, for
// the log and the buttons.
func (g *Game) paidCards(mask uint16) []string {
	p := g.s.cur()
	var out []string
	for m := mask; m != 0; m &= m - 1 {
		i := bits.TrailingZeros16(m)
		if i < int(p.Hand.N) {
			out = append(out, g.d.Cards[p.Hand.C[i]].Name)
		}
	}
	return out
}
