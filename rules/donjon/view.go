package donjon

import (
	"slices"

	"stolik/rules/engine"
)

// View masks what nobody may know: deck orders, the order of the
// face-down threat row and face-down Keeper tiles (G26: not even their
// owner, unless the peek house rule lets owners see their own). Counts
// stay. Every card in the threat row was revealed to all before it was
// turned down (§4.3), so the row stays as a set, sorted: Determinize needs
// it to keep those cards out of the deck. The RNG is reset so the view
// cannot predict future shuffles.
func (g *Game) View(seat engine.Seat) engine.Game {
	c := *g
	s := &c.s
	s.ThreatDeck = [numThreats]uint8{}
	s.ThreatRow = [numThreats]uint8{}
	copy(s.ThreatRow[:s.RowN], g.s.ThreatRow[:g.s.RowN])
	slices.Sort(s.ThreatRow[:s.RowN])
	s.InnDeck = [numInns]uint8{}
	s.SwordDeck = [numSwords]uint8{}
	s.VIPDeck = [numVIPs]uint8{}
	s.PotionDeck = [numPotions]uint8{}
	for i := range s.P {
		if !s.P[i].KeeperUp && !(s.Peek && engine.Seat(i) == seat) {
			s.P[i].Keeper = 0
		}
	}
	s.Masked = true
	s.Viewer = int8(seat)
	c.rng = engine.NewRNG(0)
	return &c
}

// pool collects the ids 0..n-1 not marked seen, into buf.
func pool(buf []uint8, n int, seen *[32]bool) []uint8 {
	out := buf[:0]
	for i := 0; i < n; i++ {
		if !seen[i] {
			out = append(out, uint8(i))
		}
	}
	return out
}

func mark(seen *[32]bool, ids []uint8) {
	for _, id := range ids {
		if int(id) < len(seen) {
			seen[id] = true
		}
	}
}

// Determinize redeals, per category, every card nobody can see, keeping
// all counts, so View is unchanged and the state is playable.
func (g *Game) Determinize(seat engine.Seat, rng *engine.RNG) {
	s, d := &g.s, g.d
	var buf [32]uint8
	var seen [32]bool

	// Threat: every card that left the deck was revealed to all — the
	// graveyard, the face-down row (only Threat-symbol cards, each seen
	// when drawn) and a card still being resolved. The deck holds exactly
	// the other cards of this player count; only its order and the row's
	// order are unknown.
	for i, t := range d.Threats {
		seen[i] = !inThreatDeck(t.Deck, int(s.Players))
	}
	mark(&seen, s.ThreatGrave[:s.GraveN])
	mark(&seen, s.ThreatRow[:s.RowN])
	for _, q := range s.Q[:s.QN] {
		if q.Op == opThreatEnd && int(q.Type2) < len(seen) {
			seen[q.Type2] = true
		}
	}
	u := pool(buf[:], len(d.Threats), &seen)
	engine.ShuffleSlice(rng, u)
	copy(s.ThreatDeck[:s.ThreatN], u)
	engine.ShuffleSlice(rng, s.ThreatRow[:s.RowN])

	seen = [32]bool{}
	mark(&seen, s.InnGrave[:s.InnGraveN])
	u = pool(buf[:], len(d.Inns), &seen)
	engine.ShuffleSlice(rng, u)
	copy(s.InnDeck[:s.InnN], u)

	seen = [32]bool{}
	mark(&seen, s.SwordDisc[:s.SwordDiscN])
	u = pool(buf[:], len(d.Swords), &seen)
	engine.ShuffleSlice(rng, u)
	copy(s.SwordDeck[:s.SwordN], u)

	seen = [32]bool{}
	mark(&seen, s.VIPDisc[:s.VIPDiscN])
	mark(&seen, s.VIPMarket[:])
	u = pool(buf[:], len(d.VIPs), &seen)
	engine.ShuffleSlice(rng, u)
	copy(s.VIPDeck[:s.VIPN], u)

	seen = [32]bool{}
	mark(&seen, s.PotionDisc[:s.PotionDiscN])
	mark(&seen, s.PotionMarket[:])
	u = pool(buf[:], len(d.Potions), &seen)
	engine.ShuffleSlice(rng, u)
	copy(s.PotionDeck[:s.PotionN], u)

	seen = [32]bool{}
	known := func(i uint8) bool { return s.P[i].KeeperUp || s.Peek && engine.Seat(i) == seat }
	for i := uint8(0); i < s.Players; i++ {
		if known(i) {
			seen[s.P[i].Keeper] = true
		}
	}
	u = pool(buf[:], len(d.Tiles), &seen)
	engine.ShuffleSlice(rng, u)
	j := 0
	for i := uint8(0); i < s.Players; i++ {
		if !known(i) && j < len(u) {
			s.P[i].Keeper = u[j]
			j++
		}
	}
	s.Masked = false
	g.rng = engine.NewRNG(rng.Uint64())
}

// Checksum is FNV-1a over every byte of the state and the RNG's position.
func (g *Game) Checksum() uint64 { return engine.StateChecksum(&g.s, g.rng) }
