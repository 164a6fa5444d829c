package dungeonology

import (
	"slices"

	"stolik/rules/engine"
)

// View masks what seat may not know: other hands (counts stay), every deck
// order, face-down jinx cards (hidden from their owner too), the Clan card
// (until the seat holds the Knowledge token or has published), the Panic
// card until revealed, how the students out of sight split between the
// University bag and the Reserve (the rules forbid counting the bag), the
// unseen part of the zone stacks and the faces of trap tokens. The RNG is
// reset so the view cannot predict future draws.
func (g *Game) View(seat engine.Seat) engine.Game {
	c := *g
	s := &c.s
	for i := uint8(0); i < s.Players; i++ {
		p := &s.P[i]
		if engine.Seat(i) != seat {
			for k := uint8(0); k < p.HandN; k++ {
				p.Hand[k] = none
			}
		}
		for k := uint8(0); k < p.JinxN && !s.Over; k++ {
			if p.JinxUp&(1<<k) == 0 {
				p.Jinx[k] = none
			}
		}
	}
	for i := uint8(0); i < s.DeckN; i++ {
		s.Deck[i] = none
	}
	for i := uint8(0); i < s.JDeckN; i++ {
		s.JDeck[i] = none
	}
	if !s.Over && !(seat >= 0 && int(seat) < int(s.Players) && s.P[seat].KnowsClan) {
		s.Clan = none
	}
	if !s.PanicUp {
		s.Panic = none
	}
	s.ResReg += s.BagReg
	s.BagReg = 0
	for lv := range s.Stack {
		for i := uint8(0); i < s.StackN[lv]-s.StackKnown[lv]; i++ {
			s.Stack[lv][i] = none
		}
	}
	for t := uint8(0); t < s.TileN; t++ {
		for k := range s.Tiles[t].Trap {
			if s.Tiles[t].Trap[k] != 0 {
				s.Tiles[t].Trap[k] = trapHidden
			}
		}
	}
	for i := uint8(0); i < s.TrapN; i++ {
		s.TrapPool[i] = trapHidden
	}
	s.Masked = true
	s.Viewer = int8(seat)
	c.rng = engine.NewRNG(0)
	return &c
}

// Determinize deals, consistently with View(seat), everything seat cannot
// see, and reseeds the RNG from rng.
func (g *Game) Determinize(seat engine.Seat, rng *engine.RNG) {
	s, d := &g.s, g.d
	me := uint8(none)
	if seat >= 0 && int(seat) < int(s.Players) {
		me = uint8(seat)
	}

	// Trick cards: everything but my hand and the discard pile.
	var known [numTricks]bool
	if me != none {
		for _, c := range s.P[me].Hand[:s.P[me].HandN] {
			known[c] = true
		}
	}
	for _, c := range s.Disc[:s.DiscN] {
		known[c] = true
	}
	var pool [numTricks]uint8
	n := 0
	for c := 0; c < numTricks; c++ {
		if !known[c] {
			pool[n] = uint8(c)
			n++
		}
	}
	engine.ShuffleSlice(rng, pool[:n])
	k := 0
	for i := uint8(0); i < s.Players; i++ {
		if i == me {
			continue
		}
		p := &s.P[i]
		for j := uint8(0); j < p.HandN && k < n; j++ {
			p.Hand[j] = pool[k]
			k++
		}
		slices.Sort(p.Hand[:p.HandN])
	}
	for j := uint8(0); j < s.DeckN && k < n; j++ {
		s.Deck[j] = pool[k]
		k++
	}

	// Jinx cards: the deck and every face-down card in front of a player.
	var jknown [numJinx]bool
	for _, j := range s.JDisc[:s.JDiscN] {
		jknown[j] = true
	}
	for i := uint8(0); i < s.Players; i++ {
		p := &s.P[i]
		for x := uint8(0); x < p.JinxN; x++ {
			if p.JinxUp&(1<<x) != 0 {
				jknown[p.Jinx[x]] = true
			}
		}
	}
	var jpool [numJinx]uint8
	n = 0
	for j := 0; j < numJinx; j++ {
		if !jknown[j] {
			jpool[n] = uint8(j)
			n++
		}
	}
	engine.ShuffleSlice(rng, jpool[:n])
	k = 0
	for i := uint8(0); i < s.Players; i++ {
		p := &s.P[i]
		for x := uint8(0); x < p.JinxN && k < n; x++ {
			if p.JinxUp&(1<<x) == 0 {
				p.Jinx[x] = jpool[k]
				k++
			}
		}
	}
	for j := uint8(0); j < s.JDeckN && k < n; j++ {
		s.JDeck[j] = jpool[k]
		k++
	}

	// The Clan card, among those every public publication agrees with.
	if !(s.Over || me != none && s.P[me].KnowsClan) && s.Phase != phSetup {
		var cand [numClans]uint8
		m := 0
		for c := uint8(0); c < numClans; c++ {
			if g.clanConsistent(c) {
				cand[m] = c
				m++
			}
		}
		if m == 0 {
			for c := uint8(0); c < numClans; c++ {
				cand[m] = c
				m++
			}
		}
		s.Clan = cand[rng.IntN(m)]
	}
	if !s.PanicUp && s.Phase != phSetup {
		s.Panic = uint8(rng.IntN(numPanics))
	}

	// The students out of sight: how many are in the bag is unknown.
	hidden := int(s.BagReg) + int(s.ResReg)
	most := hidden
	if s.Alert < numAlerts {
		most = min(hidden, int(d.Alerts[s.Alert].SetupReg)*int(s.Players))
	}
	b := rng.IntN(most + 1)
	s.BagReg = uint8(b)
	s.ResReg = uint8(hidden - b)

	// The unseen tops of the zone stacks.
	for lv := range s.Stack {
		u := int(s.StackN[lv] - s.StackKnown[lv])
		if u == 0 {
			continue
		}
		var seen [numZones]bool
		for t := uint8(0); t < s.TileN; t++ {
			seen[s.Tiles[t].Zone] = true
		}
		for i := u; i < int(s.StackN[lv]); i++ {
			seen[s.Stack[lv][i]] = true
		}
		var zp [numZones]uint8
		m := 0
		for z := uint8(1); z < numZones; z++ {
			if !seen[z] && int(d.Zones[z].Level) == lv+1 && !g.zonePending(z) {
				zp[m] = z
				m++
			}
		}
		engine.ShuffleSlice(rng, zp[:m])
		for i := 0; i < u && i < m; i++ {
			s.Stack[lv][i] = zp[i]
		}
	}

	// Trap faces: the placed tokens and the reserve share one pool.
	var slots [numTraps]*uint8
	m := 0
	for t := uint8(0); t < s.TileN; t++ {
		for x := range s.Tiles[t].Trap {
			if s.Tiles[t].Trap[x] != 0 && m < numTraps {
				slots[m] = &s.Tiles[t].Trap[x]
				m++
			}
		}
	}
	for i := uint8(0); i < s.TrapN && m < numTraps; i++ {
		slots[m] = &s.TrapPool[i]
		m++
	}
	var ids [numTraps]uint8
	for i := range ids {
		ids[i] = uint8(i) + 1
	}
	engine.ShuffleSlice(rng, ids[:])
	for i := 0; i < m; i++ {
		*slots[i] = ids[i]
	}

	s.Masked = false
	s.Viewer = -1
	g.rng = engine.NewRNG(rng.Uint64())
}

// zonePending reports whether zone z is a drawn tile waiting for its
// placement (public, out of the stack).
func (g *Game) zonePending(z uint8) bool {
	s := &g.s
	for i := uint8(0); i < s.QN; i++ {
		if q := &s.Q[i]; q.Op == pPlace && q.Card == z {
			return true
		}
	}
	return false
}

// clanConsistent: would clan c have given every recorded publication its
// public outcome (and the failed ones their removed colour)?
func (g *Game) clanConsistent(c uint8) bool {
	s, d := &g.s, g.d
	for i := uint8(0); i < s.PubN; i++ {
		r := &s.Pub[i]
		score := d.cubePoints(&r.Col) + d.clanPoints(c, &r.Col)
		if (score >= d.Clans[c].Threshold) != r.Success {
			return false
		}
		if !r.Success && r.Removed < NumColours {
			best := -100
			for k := uint8(0); k < NumColours; k++ {
				if r.Col[k] > 0 {
					best = max(best, int(d.CubeValues[k])+int(d.Clans[c].Mods[k]))
				}
			}
			if int(d.CubeValues[r.Removed])+int(d.Clans[c].Mods[r.Removed]) != best {
				return false
			}
		}
	}
	return true
}

// Checksum is FNV-1a over every byte of the state and the RNG's position.
func (g *Game) Checksum() uint64 { return engine.StateChecksum(&g.s, g.rng) }
