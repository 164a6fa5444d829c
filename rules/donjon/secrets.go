package donjon

import (
	"fmt"

	"stolik/rules/engine"
)

// secrets lists, for the secrecy test (rules/enginetest), every piece of
// information some seat may not know, each changed alone in a copy:
// the order of each deck (Threat, Inn, Sword Bearers, VIPs, Potions), the
// order of the face-down Threat row, each face-down Keeper tile and the generator of
// future shuffles. It follows the rulebook (G26: a face-down Keeper tile is
// hidden even from its owner unless the peek house rule is on), not View
// or Determinize, so a zone both of them forget is still caught.
func secrets(eg engine.Game, rng *engine.RNG) []engine.Secret {
	g, ok := eg.(*Game)
	if !ok || g.s.Masked {
		return nil
	}
	s := &g.s
	everybody := make([]engine.Seat, s.Players)
	for i := range everybody {
		everybody[i] = engine.Seat(i)
	}
	var out []engine.Secret
	add := func(name string, hidden []engine.Seat, change func(c *core)) {
		c := *g
		change(&c.s)
		out = append(out, engine.Secret{Name: name, Hidden: hidden, Game: &c})
	}
	// swapInDeck exchanges two cards of a deck at random positions; every
	// card of a deck is a different card, so the order really changes.
	swapInDeck := func(name string, deck func(c *core) []uint8) {
		n := len(deck(s))
		if n < 2 {
			return
		}
		i := rng.IntN(n)
		j := (i + 1 + rng.IntN(n-1)) % n
		add(name, everybody, func(c *core) {
			d := deck(c)
			d[i], d[j] = d[j], d[i]
		})
	}
	swapInDeck("kolejność talii zagrożeń", func(c *core) []uint8 { return c.ThreatDeck[:c.ThreatN] })
	swapInDeck("kolejność talii karczmy", func(c *core) []uint8 { return c.InnDeck[:c.InnN] })
	swapInDeck("kolejność talii mieczników", func(c *core) []uint8 { return c.SwordDeck[:c.SwordN] })
	swapInDeck("kolejność talii VIP-ów", func(c *core) []uint8 { return c.VIPDeck[:c.VIPN] })
	swapInDeck("kolejność talii mikstur", func(c *core) []uint8 { return c.PotionDeck[:c.PotionN] })

	// The Threat row lies face down, but every card of it was shown to all
	// before it was turned (§4.3): its order is the secret, not its cards.
	if s.RowN > 1 {
		i := rng.IntN(int(s.RowN))
		j := (i + 1 + rng.IntN(int(s.RowN)-1)) % int(s.RowN)
		if s.ThreatRow[i] != s.ThreatRow[j] {
			add("kolejność zakrytego rzędu zagrożeń", everybody, func(c *core) {
				c.ThreatRow[i], c.ThreatRow[j] = c.ThreatRow[j], c.ThreatRow[i]
			})
		}
	}

	// A face-down Keeper tile could be any tile nobody else holds.
	var used [numTiles]bool
	for i := uint8(0); i < s.Players; i++ {
		if int(s.P[i].Keeper) < numTiles {
			used[s.P[i].Keeper] = true
		}
	}
	for i := uint8(0); i < s.Players; i++ {
		if s.P[i].KeeperUp {
			continue
		}
		var free []uint8
		for t := uint8(0); int(t) < len(g.d.Tiles) && t < numTiles; t++ {
			if !used[t] {
				free = append(free, t)
			}
		}
		if len(free) == 0 {
			continue
		}
		hidden := everybody
		if s.Peek {
			hidden = nil
			for _, h := range everybody {
				if h != engine.Seat(i) {
					hidden = append(hidden, h)
				}
			}
		}
		t := free[rng.IntN(len(free))]
		add(fmt.Sprintf("zakryty kafelek Strażnika gracza %d", i+1), hidden, func(c *core) { c.P[i].Keeper = t })
	}

	// The generator decides every future shuffle (the Threat graveyard,
	// the Inn deck).
	c := *g
	c.rng.Uint64()
	out = append(out, engine.Secret{Name: "generator przyszłych tasowań", Hidden: everybody, Game: &c})
	return out
}
