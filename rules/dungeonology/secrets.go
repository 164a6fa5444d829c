package dungeonology

import "stolik/rules/engine"

// secrets lists the hidden zones of eg, each changed alone in a copy, for
// the secrecy property test (engine.Title.Secrets): a seat listed in
// Hidden must get the same View of the copy as of the original. It is
// written zone by zone, apart from View and Determinize, so a zone both
// forget is still caught.
func secrets(eg engine.Game, rng *engine.RNG) []engine.Secret {
	g, ok := eg.(*Game)
	if !ok || g.s.Masked || g.s.Over || g.s.Phase == phSetup {
		return nil
	}
	s := &g.s
	var out []engine.Secret
	all := func(except uint8) []engine.Seat {
		var h []engine.Seat
		for i := uint8(0); i < s.Players; i++ {
			if i != except {
				h = append(h, engine.Seat(i))
			}
		}
		return h
	}
	add := func(name string, hidden []engine.Seat, change func(c *Game) bool) {
		c := g.Clone().(*Game)
		if len(hidden) > 0 && change(c) {
			out = append(out, engine.Secret{Name: name, Hidden: hidden, Game: c})
		}
	}

	// Each hand: one card swapped with one from the deck.
	for v := uint8(0); v < s.Players; v++ {
		add("ręka gracza "+string(rune('1'+v)), all(v), func(c *Game) bool {
			p := &c.s.P[v]
			if p.HandN == 0 || c.s.DeckN == 0 {
				return false
			}
			i := rng.IntN(int(p.HandN))
			j := rng.IntN(int(c.s.DeckN))
			old := p.Hand[i]
			p.removeCard(old)
			p.addCard(c.s.Deck[j])
			c.s.Deck[j] = old
			return true
		})
	}
	// The order of the trick deck.
	add("kolejność talii sztuczek", all(none), func(c *Game) bool {
		if c.s.DeckN < 2 {
			return false
		}
		n := c.s.DeckN
		c.s.Deck[0], c.s.Deck[n-1] = c.s.Deck[n-1], c.s.Deck[0]
		return true
	})
	// The jinx deck and the face-down jinx cards (hidden from their owner too).
	add("kolejność talii fatum", all(none), func(c *Game) bool {
		if c.s.JDeckN < 2 {
			return false
		}
		n := c.s.JDeckN
		c.s.JDeck[0], c.s.JDeck[n-1] = c.s.JDeck[n-1], c.s.JDeck[0]
		return true
	})
	for v := uint8(0); v < s.Players; v++ {
		add("zakryte fatum gracza "+string(rune('1'+v)), all(none), func(c *Game) bool {
			p := &c.s.P[v]
			if c.s.JDeckN == 0 {
				return false
			}
			for x := uint8(0); x < p.JinxN; x++ {
				if p.JinxUp&(1<<x) == 0 {
					p.Jinx[x], c.s.JDeck[0] = c.s.JDeck[0], p.Jinx[x]
					return true
				}
			}
			return false
		})
	}
	// The Clan card, for every seat that has not looked at it.
	var blind []engine.Seat
	for i := uint8(0); i < s.Players; i++ {
		if !s.P[i].KnowsClan {
			blind = append(blind, engine.Seat(i))
		}
	}
	add("karta klanu", blind, func(c *Game) bool {
		c.s.Clan = (c.s.Clan + 1) % numClans
		return true
	})
	// The Panic card under the Alert card.
	add("karta paniki", all(none), func(c *Game) bool {
		if c.s.PanicUp {
			return false
		}
		c.s.Panic = (c.s.Panic + 1) % numPanics
		return true
	})
	// The University: one student more or less in the bag.
	add("zawartość uniwersytetu", all(none), func(c *Game) bool {
		switch {
		case c.s.ResReg > 0:
			c.s.ResReg--
			c.s.BagReg++
		case c.s.BagReg > 0:
			c.s.BagReg--
			c.s.ResReg++
		default:
			return false
		}
		return true
	})
	// The face-down zone stacks.
	for lv := 0; lv < 3; lv++ {
		add("stos stref poziomu "+string(rune('1'+lv)), all(none), func(c *Game) bool {
			if c.s.StackN[lv]-c.s.StackKnown[lv] < 2 {
				return false
			}
			st := &c.s.Stack[lv]
			st[0], st[1] = st[1], st[0]
			return true
		})
	}
	// Trap tokens: two of different faces trade places.
	add("żetony pułapek", all(none), func(c *Game) bool {
		var slots [numTraps]*uint8
		m := 0
		for t := uint8(0); t < c.s.TileN; t++ {
			for x := range c.s.Tiles[t].Trap {
				if c.s.Tiles[t].Trap[x] != 0 && m < numTraps {
					slots[m] = &c.s.Tiles[t].Trap[x]
					m++
				}
			}
		}
		for i := uint8(0); i < c.s.TrapN && m < numTraps; i++ {
			slots[m] = &c.s.TrapPool[i]
			m++
		}
		for i := 0; i < m; i++ {
			for j := i + 1; j < m; j++ {
				if c.d.Traps[*slots[i]-1] != c.d.Traps[*slots[j]-1] {
					*slots[i], *slots[j] = *slots[j], *slots[i]
					return true
				}
			}
		}
		return false
	})
	return out
}
