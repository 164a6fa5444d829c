package demo

import (
	"fmt"

	"stolik/rules/engine"
)

// secrets lists, for the secrecy test (rules/enginetest), the demo's hidden
// information, each piece changed alone in a copy: each seat's hand (a
// card swapped with an undrawn card of another value), hidden from the
// other seats, and the order of the undrawn deck, hidden from everybody.
func secrets(g engine.Game, rng *engine.RNG) []engine.Secret {
	s, ok := g.(*State)
	if !ok || s.top >= deckSize {
		return nil
	}
	var out []engine.Secret
	everybody := make([]engine.Seat, s.players)
	for i := range everybody {
		everybody[i] = engine.Seat(i)
	}
	undrawn := deckSize - s.top
	for p := 0; p < s.players; p++ {
		for i, c := range s.hand[p] {
			if c == 0 || c == hidden {
				continue
			}
			j := s.top + rng.IntN(undrawn)
			for k := 0; k < undrawn && s.deck[j] == c; k++ {
				j = s.top + (j-s.top+1)%undrawn
			}
			if s.deck[j] == c {
				continue // every undrawn card has this value
			}
			cp := *s
			cp.hand[p][i], cp.deck[j] = cp.deck[j], cp.hand[p][i]
			var others []engine.Seat
			for _, q := range everybody {
				if int(q) != p {
					others = append(others, q)
				}
			}
			out = append(out, engine.Secret{Name: fmt.Sprintf("ręka gracza %d", p+1), Hidden: others, Game: &cp})
			break
		}
	}
	for i := s.top; i < deckSize; i++ {
		for j := i + 1; j < deckSize; j++ {
			if s.deck[i] != s.deck[j] {
				cp := *s
				cp.deck[i], cp.deck[j] = cp.deck[j], cp.deck[i]
				return append(out, engine.Secret{Name: "kolejność talii", Hidden: everybody, Game: &cp})
			}
		}
	}
	return out
}
