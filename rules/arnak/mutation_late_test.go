package arnak

import (
	"slices"
	"testing"
)

// TestUnaffordableRevealCoveredAgain (§5.2 #0 Wędka «buy item 3 reveal»,
// Kompas precyzyjny «buy artifact 3 reveal»: reveal the top of the deck,
// buy it or a row card 3 cheaper, «or buy nothing and cover it again»):
// with an empty row, no coins or compasses and a card of cost 4 or more
// on top of the card's own deck, nothing can be bought, so the effect
// ends at once; the revealed card goes back on top of its deck. By hand:
// the deck keeps its count and its top, nothing stays revealed. Found
// through unique.go:19 (`NItem > 0` → `>= 0`): the effect ended with no
// decision left the revealed card in s.Reveal, out of every deck and
// row, for good — fixed in effects.go (autoResolve).
func TestUnaffordableRevealCoveredAgain(t *testing.T) {
	for _, tc := range []struct {
		card string
		art  bool
	}{{"wedka", false}, {"kompas_precyzyjny", true}} {
		g := newTestGame(t, 2, 1, nil)
		s := &g.s
		deck, n := s.ItemDeck[:s.NItem], s.NItem
		if tc.art {
			deck, n = s.ArtDeck[:s.NArt], s.NArt
		}
		k := slices.IndexFunc(deck, func(c uint8) bool { return g.d.Cards[c].Cost >= 4 })
		if k < 0 {
			t.Fatalf("%s: no card of cost 4 or more in its deck", tc.card)
		}
		deck[k], deck[n-1] = deck[n-1], deck[k]
		top := deck[n-1]
		for i := range s.Row {
			s.Row[i] = none
		}
		p := s.cur()
		p.Res = [NumRes]int16{}
		play(t, g, tc.card)
		p.Res[Tablet] = 0 // play's tablet for an artifact, spent
		gotN, gotTop := s.NItem, s.ItemDeck[max(int(s.NItem), 1)-1]
		if tc.art {
			gotN, gotTop = s.NArt, s.ArtDeck[max(int(s.NArt), 1)-1]
		}
		if s.Reveal != [2]uint8{none, none} || gotN != n || gotTop != top {
			t.Errorf("%s with nothing affordable: revealed %v (want none), deck %d cards topped by %d (want %d topped by %s, %d: covered again)",
				tc.card, s.Reveal, gotN, gotTop, n, g.d.Cards[top].Name, top)
		}
	}
}
