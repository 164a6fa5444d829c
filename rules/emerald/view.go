package emerald

import (
	"slices"

	"stolik/rules/engine"
)

// View masks what seat may not know (§8.3): other players' hands (mixed
// with their decks, counts kept: what is in hand and deck together is
// public, every card having been shown when gained), every deck order,
// identities not yet revealed or seen with Burcew, the identity cards set
// aside, the face-down cards of the city stacks and the box. The RNG is
// reset so a view cannot predict a shuffle or a roll.
func (g *Game) View(seat engine.Seat) engine.Game {
	c := *g
	c.s.mask(seat)
	c.rng = engine.NewRNG(0)
	return &c
}

// knows: seat may see player i's identity card.
func (s *state) knows(seat engine.Seat, i int) bool {
	if s.Over || s.P[i].Revealed || engine.Seat(i) == seat {
		return true
	}
	return seat >= 0 && int(seat) < int(s.Players) && s.P[seat].Known&(1<<i) != 0
}

func (s *state) mask(seat engine.Seat) {
	for i := 0; i < int(s.Players); i++ {
		p := &s.P[i]
		if engine.Seat(i) == seat {
			slices.Sort(p.Deck.list())
			continue
		}
		var all [2 * zoneCap]uint8
		n := copy(all[:], p.Hand.list())
		n += copy(all[n:], p.Deck.list())
		slices.Sort(all[:n])
		k := copy(p.Hand.C[:p.Hand.N], all[:n])
		copy(p.Deck.C[:p.Deck.N], all[k:n])
		if !s.knows(seat, i) {
			p.Identity = unknown
		}
	}
	for k := range s.Aside[:s.AsideN] {
		s.Aside[k] = unknown
	}
	for k := range s.Box[:s.BoxN] {
		s.Box[k] = unknown
	}
	for c := range s.C {
		ct := &s.C[c]
		for k := 0; k+1 < int(ct.N); k++ {
			ct.Stack[k] = unknown
		}
	}
	s.Masked = true
	s.Viewer = int8(seat)
}

// Determinize redeals everything seat cannot see, keeping every count and
// every public fact, so View(seat) is unchanged and the state is playable:
// the identities not known to seat (from the identity cards not accounted
// for), the other players' hands and decks, the own deck order, and the
// face-down game cards of the stacks and the box (each stack keeps its own
// city and royalty card while they are face down).
func (g *Game) Determinize(seat engine.Seat, rng *engine.RNG) {
	s, d := &g.s, g.d
	n := int(s.Players)

	// Identities: the cards not accounted for, dealt to the unknown seats
	// one by one (in random order) weighed by the public evidence of each
	// seat's side, the rest set aside.
	left := [3]int{0, d.Rules.IdentR, d.Rules.IdentL}
	var unknownSeats [maxPlayers]int
	nu := 0
	for i := 0; i < n; i++ {
		if s.knows(seat, i) && (s.P[i].Identity == factR || s.P[i].Identity == factL) {
			left[s.P[i].Identity]--
			continue
		}
		unknownSeats[nu] = i
		nu++
	}
	engine.ShuffleSlice(rng, unknownSeats[:nu])
	for _, i := range unknownSeats[:nu] {
		rR, rL := float64(max(0, left[factR])), float64(max(0, left[factL]))
		w := g.evidence(i)
		if s.P[i].Change%2 == 1 {
			w = 1 / w // the evidence is about the side played, the card is the other
		}
		f := factL
		if rR+rL == 0 || rng.Float64()*(rR*w+rL) < rR*w {
			f = factR
		}
		if left[f] <= 0 {
			f = factR + factL - f
		}
		left[f]--
		s.P[i].Identity = f
	}
	var pool [numIdentities]uint8
	np := 0
	for f := factR; f <= factL; f++ {
		for k := 0; k < left[f] && np < numIdentities; k++ {
			pool[np] = f
			np++
		}
	}
	engine.ShuffleSlice(rng, pool[:np])
	for k := 0; k < int(s.AsideN); k++ {
		if k < np {
			s.Aside[k] = pool[k]
		} else {
			s.Aside[k] = factL // inconsistent data: keep the state playable
		}
	}

	// Hands and decks.
	for i := 0; i < n; i++ {
		p := &s.P[i]
		if engine.Seat(i) == seat {
			engine.ShuffleSlice(rng, p.Deck.list())
			continue
		}
		var all [2 * zoneCap]uint8
		hn := int(p.Hand.N)
		k := copy(all[:], p.Hand.list())
		k += copy(all[k:], p.Deck.list())
		engine.ShuffleSlice(rng, all[:k])
		p.Hand.N = 0
		for _, c := range all[:hn] {
			p.Hand.insert(c)
		}
		copy(p.Deck.C[:p.Deck.N], all[hn:k])
	}

	// Face-down game cards: whatever is not seen anywhere.
	var seen [256]bool
	mark := func(z []uint8) {
		for _, c := range z {
			seen[c] = true
		}
	}
	for i := 0; i < n; i++ {
		p := &s.P[i]
		mark(p.Hand.list())
		mark(p.Deck.list())
		mark(p.Discard.list())
		for _, e := range p.Tab[:p.TabN] {
			seen[e.Card] = true
		}
	}
	for c := range s.C {
		if t := s.topCard(c); t != none {
			seen[t] = true
		}
	}
	mark(s.Removed[:s.RemovedN])
	for _, f := range s.F[:s.FN] {
		if f.Op == frKill || f.Op == frCthulhu {
			seen[f.D] = true
		}
	}
	var unseen [numGame]uint8
	nu = 0
	for k := 0; k < numGame; k++ {
		c := d.FirstGame + uint8(k)
		if !seen[c] {
			unseen[nu] = c
			nu++
		}
	}
	engine.ShuffleSlice(rng, unseen[:nu])
	u := 0
	for c := range s.C {
		ct := &s.C[c]
		if ct.N < 2 {
			continue
		}
		hid := int(ct.N) - 1
		k := 0
		if ct.HiddenCity {
			ct.Stack[k] = d.Cities[c].CityCard
			k++
		}
		if ct.HiddenRoyal {
			ct.Stack[k] = d.Cities[c].Royal
			k++
		}
		for ; k < hid; k++ {
			if u < nu {
				ct.Stack[k] = unseen[u]
				u++
			} else {
				ct.Stack[k] = d.Cities[c].CityCard // inconsistent: keep it playable
			}
		}
		engine.ShuffleSlice(rng, ct.Stack[:hid])
	}
	for k := 0; k < int(s.BoxN); k++ {
		if u < nu {
			s.Box[k] = unseen[u]
			u++
		}
	}
	s.Masked = false
	s.Viewer = -1
	g.rng = engine.NewRNG(rng.Uint64())
}

// Checksum is FNV-1a over every byte of the state and the RNG's position.
func (g *Game) Checksum() uint64 { return engine.StateChecksum(&g.s, g.rng) }
