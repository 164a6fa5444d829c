package discover

import (
	"strconv"

	"stolik/rules/engine"
)

// secrets lists the hidden zones of g for the secrecy property test, each
// changed alone in a copy (engine.Title.Secrets). It is written zone by
// zone, apart from View and Determinize, so a zone both forget is still
// caught. A zone that cannot change (fewer than two different pieces) gives
// no entry.
func secrets(eg engine.Game, rng *engine.RNG) []engine.Secret {
	g, ok := eg.(*Game)
	if !ok {
		return nil
	}
	s := &g.s
	var out []engine.Secret
	everyone := func() []engine.Seat {
		seats := make([]engine.Seat, 0, s.Players+1)
		for h := 0; h < int(s.Players); h++ {
			seats = append(seats, engine.Seat(h))
		}
		return append(seats, engine.Observer)
	}
	othersThan := func(h int) []engine.Seat {
		seats := []engine.Seat{engine.Observer}
		for o := 0; o < int(s.Players); o++ {
			if o != h {
				seats = append(seats, engine.Seat(o))
			}
		}
		return seats
	}
	add := func(name string, hidden []engine.Seat, change func(c *Game) bool) {
		c := g.Clone().(*Game)
		if change(c) && c.Checksum() != g.Checksum() {
			out = append(out, engine.Secret{Name: name, Hidden: hidden, Game: c})
		}
	}
	// Two face-down tiles of one stack trade places.
	add("zakryte kafelki mapy", everyone(), func(c *Game) bool {
		for a := 1; a < numTiles; a++ {
			for b := a + 1; b < numTiles; b++ {
				if !c.s.SlotUp[a] && !c.s.SlotUp[b] && g.t.SlotStack[a] == g.t.SlotStack[b] {
					c.s.Slot[a], c.s.Slot[b] = c.s.Slot[b], c.s.Slot[a]
					return true
				}
			}
		}
		return false
	})
	// A face-down landscape token on the map trades with one of its pool,
	// or two tokens of a pool trade places.
	for ty := range g.t.LandTypes {
		add("żetony krajobrazu: "+g.t.LandTypes[ty].Name, everyone(), func(c *Game) bool {
			cs := &c.s
			for x := 0; x < numHex; x++ {
				hx := &cs.Hx[x]
				if hx.Land != none && !hx.LandUp && g.t.Tokens[hx.Land].Type == uint8(ty) && cs.NLand[ty] > 0 {
					hx.Land, cs.LandPool[ty][0] = cs.LandPool[ty][0], hx.Land
					return true
				}
			}
			if cs.NLand[ty] >= 2 {
				cs.LandPool[ty][0], cs.LandPool[ty][1] = cs.LandPool[ty][1], cs.LandPool[ty][0]
				return true
			}
			return false
		})
	}
	add("źródła wody", everyone(), func(c *Game) bool {
		cs := &c.s
		for x := 0; x < numHex; x++ {
			hx := &cs.Hx[x]
			if hx.Water != none && !hx.WaterUp && cs.NWater > 0 && g.t.Water[hx.Water] != g.t.Water[cs.WaterPool[0]] {
				hx.Water, cs.WaterPool[0] = cs.WaterPool[0], hx.Water
				return true
			}
		}
		if cs.NWater >= 2 {
			cs.WaterPool[0], cs.WaterPool[1] = cs.WaterPool[1], cs.WaterPool[0]
			return true
		}
		return false
	})
	add("żetony potworów", everyone(), func(c *Game) bool {
		cs := &c.s
		for i := 0; i < int(cs.NMon); i++ {
			m := &cs.Mon[i]
			if m.Hex != none && m.Src == monPool && !m.Up && cs.NMonPool > 0 {
				m.Token, cs.MonPool[0] = cs.MonPool[0], m.Token
				m.Enemy, _ = g.enemyByNumber(g.t.Monsters[m.Token])
				return true
			}
		}
		if cs.NMonPool >= 2 {
			cs.MonPool[0], cs.MonPool[1] = cs.MonPool[1], cs.MonPool[0]
			return true
		}
		return false
	})
	swapTop := func(z []uint8) bool {
		if len(z) < 2 {
			return false
		}
		z[len(z)-1], z[len(z)-2] = z[len(z)-2], z[len(z)-1]
		return true
	}
	add("kolejność talii nocy", everyone(), func(c *Game) bool {
		cs := &c.s
		n := int(cs.NNight)
		if n >= 2 && g.d.Night[cs.Night[n-1]].Phase == g.d.Night[cs.Night[n-2]].Phase {
			return swapTop(cs.Night[:n])
		}
		return n >= 3 && g.d.Night[cs.Night[0]].Phase == g.d.Night[cs.Night[1]].Phase && swapTop(cs.Night[:2])
	})
	add("kolejność talii zagrożeń", everyone(), func(c *Game) bool { return swapTop(c.s.Threat[:c.s.NThreat]) })
	add("kolejność talii projektów", everyone(), func(c *Game) bool { return swapTop(c.s.ProjDeck[:c.s.NProjDeck]) })
	add("kolejność spotkań nr 100", everyone(), func(c *Game) bool { return swapTop(c.s.Enc[:c.s.NEnc]) })
	// Each hero's project hand against the deck (the same back colour).
	for h := 0; h < int(s.Players); h++ {
		add("ręka projektów gracza "+strconv.Itoa(h+1), othersThan(h), func(c *Game) bool {
			cs := &c.s
			p := &cs.H[h]
			for i := 0; i < int(p.NProj); i++ {
				if !g.d.Projects[p.Proj[i]].Advanced && cs.NProjDeck > 0 {
					p.Proj[i], cs.ProjDeck[0] = cs.ProjDeck[0], p.Proj[i]
					return true
				}
			}
			return false
		})
	}
	// The draft: a hero's dealt characters against the undealt ones.
	if s.Phase == phDraft {
		for h := 0; h < int(s.Players); h++ {
			add("rozdane postacie gracza "+strconv.Itoa(h+1), othersThan(h), func(c *Game) bool {
				cs := &c.s
				p := &cs.H[h]
				if p.NDealt == 0 || cs.NCharDeck == 0 {
					return false
				}
				p.Dealt[0], cs.CharDeck[0] = cs.CharDeck[0], p.Dealt[0]
				return true
			})
		}
	}
	// The kept variant of a de-duplicated number nobody has seen.
	for k, num := range g.t.Dedup {
		if k >= maxDedup || s.DedupUp[k] {
			continue
		}
		add("wariant karty nr "+strconv.Itoa(num), everyone(), func(c *Game) bool {
			cs := &c.s
			for _, v := range g.variants(num) {
				if v != cs.Dedup[k] && cs.Left[cs.Dedup[k]] > 0 {
					cs.Left[cs.Dedup[k]], cs.Left[v] = 0, 1
					cs.Dedup[k] = v
					return true
				}
			}
			return false
		})
	}
	_ = rng
	return out
}
