package arnak

import (
	"slices"

	"stolik/rules/engine"
)

// View masks what seat may not know: other hands (counts stay), every
// deck order, the face-down stacks and the rival's stack. Masked zones are
// sorted, so any redeal of them views the same. The RNG is reset.
func (g *Game) View(seat engine.Seat) engine.Game {
	c := *g
	c.s.mask(seat, g.rescueHidden(seat), g.d)
	c.rng = engine.NewRNG(0)
	return &c
}

func (s *state) mask(seat engine.Seat, rescueHidden bool, d *Data) {
	for i := 0; i < int(s.Players); i++ {
		p := &s.P[i]
		if engine.Seat(i) == seat {
			slices.Sort(p.Deck.C[:p.Deck.N])
			continue
		}
		var all [2*zoneCap + 4]uint8
		n := s.pooled(i, all[:])
		slices.Sort(all[:n])
		s.unpool(i, all[:n])
	}
	slices.Sort(s.ItemDeck[:s.NItem])
	slices.Sort(s.ArtDeck[:s.NArt])
	slices.Sort(s.Stack1[:s.N1])
	slices.Sort(s.Stack2[:s.N2])
	slices.Sort(s.GStack[:s.NG])
	slices.Sort(s.Lost[:s.NLost])
	s.belowTops(rescueHidden, nil)
	// The rival's next tile shows only its arrow (§6.3); the faces of the
	// stack are unknown.
	s.rivalStack(nil, d)
	s.Masked = true
}

// rescueHidden: the Snake rescue stack below its top is hidden from a seat
// that has not reached its row (§4.17); the last rescuer knows the rest.
func (g *Game) rescueHidden(seat engine.Seat) bool {
	s, d := &g.s, g.d
	if s.NRescue <= 1 || d.RescueNode == none {
		return false
	}
	if seat < 0 || int(seat) >= int(s.Players) {
		return true
	}
	p := &s.P[seat]
	row := d.NodeRow[d.RescueNode]
	return d.NodeRow[p.Mag] < row && d.NodeRow[p.Note] < row
}

// pooled collects seat i's cards others cannot see: hand, deck and, while
// an earring decision is open, the drawn cards.
func (s *state) pooled(i int, all []uint8) int {
	p := &s.P[i]
	n := copy(all, p.Hand.list())
	n += copy(all[n:], p.Deck.list())
	if int(s.Active) == i {
		n += copy(all[n:], s.Drawn[:s.NDrawn])
	}
	return n
}

// unpool writes a pooled list back, keeping every count.
func (s *state) unpool(i int, all []uint8) {
	p := &s.P[i]
	k := copy(p.Hand.C[:p.Hand.N], all)
	k += copy(p.Deck.C[:p.Deck.N], all[k:])
	if int(s.Active) == i {
		copy(s.Drawn[:s.NDrawn], all[k:])
	}
}

// belowTops pools the assistants under the visible tops (and under the
// rescue stack's top when hidden), shuffles them with rng or, without one,
// sorts them, and writes them back.
func (s *state) belowTops(rescue bool, rng *engine.RNG) {
	var pool [numAssistants]uint8
	n := 0
	for i := range s.NA {
		if s.NA[i] > 1 {
			n += copy(pool[n:], s.AStack[i][:s.NA[i]-1])
		}
	}
	if rescue {
		n += copy(pool[n:], s.Rescue[:s.NRescue-1])
	}
	if rng != nil {
		engine.ShuffleSlice(rng, pool[:n])
	} else {
		slices.Sort(pool[:n])
	}
	k := 0
	for i := range s.NA {
		if s.NA[i] > 1 {
			k += copy(s.AStack[i][:s.NA[i]-1], pool[k:n])
		}
	}
	if rescue {
		copy(s.Rescue[:s.NRescue-1], pool[k:n])
	}
}

// rivalStack redeals the rival's face-down stack (shuffled with rng, or
// sorted without one) keeping only what shows: the arrow on the back of
// its top tile. The top becomes the first tile with that arrow.
func (s *state) rivalStack(rng *engine.RNG, d *Data) {
	r := &s.Rival
	n := int(r.NStack)
	if n < 2 {
		return
	}
	right := d.Rival[r.Stack[n-1]].Right
	if rng != nil {
		engine.ShuffleSlice(rng, r.Stack[:n])
	} else {
		slices.Sort(r.Stack[:n])
	}
	for i := 0; i < n; i++ {
		if d.Rival[r.Stack[i]].Right == right {
			r.Stack[i], r.Stack[n-1] = r.Stack[n-1], r.Stack[i]
			break
		}
	}
}

// Determinize redeals, per category, everything seat cannot see, keeping
// counts, so View(seat) is unchanged.
func (g *Game) Determinize(seat engine.Seat, rng *engine.RNG) {
	s := &g.s
	for i := 0; i < int(s.Players); i++ {
		p := &s.P[i]
		if engine.Seat(i) == seat {
			engine.ShuffleSlice(rng, p.Deck.C[:p.Deck.N])
			continue
		}
		var all [2*zoneCap + 4]uint8
		n := s.pooled(i, all[:])
		engine.ShuffleSlice(rng, all[:n])
		s.unpool(i, all[:n])
	}
	engine.ShuffleSlice(rng, s.ItemDeck[:s.NItem])
	engine.ShuffleSlice(rng, s.ArtDeck[:s.NArt])
	engine.ShuffleSlice(rng, s.Stack1[:s.N1])
	engine.ShuffleSlice(rng, s.Stack2[:s.N2])
	engine.ShuffleSlice(rng, s.GStack[:s.NG])
	engine.ShuffleSlice(rng, s.Lost[:s.NLost])
	s.belowTops(g.rescueHidden(seat), rng)
	s.rivalStack(rng, g.d)
	g.rng = engine.NewRNG(rng.Uint64())
}

// Checksum is FNV-1a over every byte of the state and the RNG's position.
func (g *Game) Checksum() uint64 { return engine.StateChecksum(&g.s, g.rng) }
