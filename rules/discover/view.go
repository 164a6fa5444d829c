package discover

import (
	"slices"

	"stolik/rules/engine"
)

// Hidden information (spec §8.3). From everybody: the tiles under
// face-down slots, face-down landscape, water-source and monster tokens
// and their pools, the night, threat, project, character and encounter
// deck orders, and which variant of each de-duplicated search number was
// kept until it is seen. From the other seats only: a hero's project hand
// and, during the draft, the characters dealt and the one kept. The
// numbered decks themselves are sorted by number and public.
//
// View sorts every hidden zone (so any redeal of it views the same) and
// Determinize redeals them at random, zone by zone, keeping every count and
// every public fact (a project's back colour, a token's symbol).

// View masks what seat may not know. The RNG is reset.
func (g *Game) View(seat engine.Seat) engine.Game {
	c := *g
	c.redeal(seat, nil)
	c.s.Masked = true
	c.rng = engine.NewRNG(0)
	return &c
}

// Determinize redeals everything seat cannot see.
func (g *Game) Determinize(seat engine.Seat, rng *engine.RNG) {
	g.redeal(seat, rng)
	g.s.Masked = false
	g.rng = engine.NewRNG(rng.Uint64())
}

// mix sorts a hidden zone (rng nil, for View) or shuffles it.
func mix(rng *engine.RNG, z []uint8) {
	if rng == nil {
		slices.Sort(z)
		return
	}
	engine.ShuffleSlice(rng, z)
}

// redeal sorts (rng nil) or shuffles each hidden zone for seat.
func (g *Game) redeal(seat engine.Seat, rng *engine.RNG) {
	s := &g.s
	// Tiles under face-down slots, stack by stack.
	for st := uint8(1); st <= 4; st++ {
		var pool [numTiles]uint8
		n := 0
		for slot := 1; slot < numTiles; slot++ {
			if !s.SlotUp[slot] && g.t.SlotStack[slot] == st {
				pool[n] = s.Slot[slot]
				n++
			}
		}
		mix(rng, pool[:n])
		k := 0
		for slot := 1; slot < numTiles; slot++ {
			if !s.SlotUp[slot] && g.t.SlotStack[slot] == st {
				s.Slot[slot] = pool[k]
				k++
			}
		}
	}
	// Landscape tokens face down on the map and in each pool.
	for ty := 0; ty < len(g.t.LandTypes); ty++ {
		var pool [maxLandTokens]uint8
		n := 0
		for x := 0; x < numHex; x++ {
			if hx := &s.Hx[x]; hx.Land != none && !hx.LandUp && g.t.Tokens[hx.Land].Type == uint8(ty) {
				pool[n] = hx.Land
				n++
			}
		}
		n += copy(pool[n:], s.LandPool[ty][:s.NLand[ty]])
		mix(rng, pool[:n])
		k := 0
		for x := 0; x < numHex; x++ {
			if hx := &s.Hx[x]; hx.Land != none && !hx.LandUp && g.t.Tokens[hx.Land].Type == uint8(ty) {
				hx.Land = pool[k]
				k++
			}
		}
		copy(s.LandPool[ty][:s.NLand[ty]], pool[k:n])
	}
	// Water sources face down and their pool.
	{
		var pool [numWater]uint8
		n := 0
		for x := 0; x < numHex; x++ {
			if hx := &s.Hx[x]; hx.Water != none && !hx.WaterUp {
				pool[n] = hx.Water
				n++
			}
		}
		n += copy(pool[n:], s.WaterPool[:s.NWater])
		mix(rng, pool[:n])
		k := 0
		for x := 0; x < numHex; x++ {
			if hx := &s.Hx[x]; hx.Water != none && !hx.WaterUp {
				hx.Water = pool[k]
				k++
			}
		}
		copy(s.WaterPool[:s.NWater], pool[k:n])
	}
	// Monster tokens face down on the map and the pool.
	{
		var pool [numMonTokens]uint8
		n := 0
		for i := 0; i < int(s.NMon); i++ {
			if m := &s.Mon[i]; m.Hex != none && m.Src == monPool && !m.Up {
				pool[n] = m.Token
				n++
			}
		}
		n += copy(pool[n:], s.MonPool[:s.NMonPool])
		mix(rng, pool[:n])
		k := 0
		for i := 0; i < int(s.NMon); i++ {
			if m := &s.Mon[i]; m.Hex != none && m.Src == monPool && !m.Up {
				m.Token = pool[k]
				m.Enemy, _ = g.enemyByNumber(g.t.Monsters[m.Token])
				k++
			}
		}
		copy(s.MonPool[:s.NMonPool], pool[k:n])
	}
	// The night deck: phase II under phase I, each part hidden.
	{
		nII := 0
		for nII < int(s.NNight) && g.d.Night[s.Night[nII]].Phase == 2 {
			nII++
		}
		mix(rng, s.Night[:nII])
		mix(rng, s.Night[nII:s.NNight])
	}
	mix(rng, s.Threat[:s.NThreat])
	mix(rng, s.Enc[:s.NEnc])
	mix(rng, s.CharDeck[:s.NCharDeck])
	// Projects: the decks and the other seats' hands, by back colour.
	for adv := 0; adv < 2; adv++ {
		var pool [numProjects]uint8
		n := 0
		deck := s.ProjDeck[:s.NProjDeck]
		if adv == 1 {
			deck = s.AdvDeck[:s.NAdv]
		}
		n += copy(pool[n:], deck)
		for h := 0; h < int(s.Players); h++ {
			if engine.Seat(h) == seat {
				continue
			}
			p := &s.H[h]
			for i := 0; i < int(p.NProj); i++ {
				if g.d.Projects[p.Proj[i]].Advanced == (adv == 1) {
					pool[n] = p.Proj[i]
					n++
				}
			}
		}
		mix(rng, pool[:n])
		k := copy(deck, pool[:n])
		for h := 0; h < int(s.Players); h++ {
			if engine.Seat(h) == seat {
				continue
			}
			p := &s.H[h]
			for i := 0; i < int(p.NProj); i++ {
				if g.d.Projects[p.Proj[i]].Advanced == (adv == 1) {
					p.Proj[i] = pool[k]
					k++
				}
			}
		}
	}
	// The draft: the other seats' dealt characters and their picks.
	if s.Phase == phDraft {
		var pool [numChars]uint8
		n := copy(pool[:], s.CharDeck[:s.NCharDeck])
		for h := 0; h < int(s.Players); h++ {
			if engine.Seat(h) != seat {
				n += copy(pool[n:], s.H[h].Dealt[:s.H[h].NDealt])
			}
		}
		mix(rng, pool[:n])
		k := copy(s.CharDeck[:s.NCharDeck], pool[:n])
		for h := 0; h < int(s.Players); h++ {
			p := &s.H[h]
			if engine.Seat(h) == seat {
				continue
			}
			k += copy(p.Dealt[:p.NDealt], pool[k:n])
			if p.Pick != none {
				p.Pick = 0
				if rng != nil {
					p.Pick = uint8(rng.IntN(int(p.NDealt)))
				}
			}
		}
	}
	// De-duplicated numbers whose kept variant nobody has seen.
	for k, num := range g.t.Dedup {
		if k >= maxDedup || s.DedupUp[k] {
			continue
		}
		vars := g.variants(num)
		if len(vars) == 0 || s.Left[s.Dedup[k]] == 0 {
			continue
		}
		pick := vars[0]
		if rng != nil {
			pick = vars[rng.IntN(len(vars))]
		}
		for _, v := range vars {
			s.Left[v] = 0
		}
		s.Left[pick] = 1
		s.Dedup[k] = pick
	}
}

// Checksum is FNV-1a over every byte of the state and the RNG's position.
func (g *Game) Checksum() uint64 { return engine.StateChecksum(&g.s, g.rng) }
