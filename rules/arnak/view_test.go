package arnak

import (
	"testing"

	"stolik/rules/engine"
)

// TestViewMasksHands: two games that differ only in the opponent's hand
// and all deck orders look the same to seat 0; seat 0's own hand is intact.
func TestViewMasksHands(t *testing.T) {
	g := newTestGame(t, 2, 11, nil)
	h := g.Clone().(*Game)
	o := &h.s.P[1]
	// Swap a hand card of seat 1 with a different card of its deck (the
	// starting deck repeats cards, so the pair is searched, not assumed),
	// and two cards of the item deck and of the guardian stack.
	i, j, ok := differentPair(o.Hand.list(), o.Deck.list(), new(engine.RNG))
	if !ok {
		t.Fatalf("seat 1's hand %v and deck %v hold one kind of card", o.Hand.list(), o.Deck.list())
	}
	o.Hand.C[i], o.Deck.C[j] = o.Deck.C[j], o.Hand.C[i]
	h.s.ItemDeck[0], h.s.ItemDeck[1] = h.s.ItemDeck[1], h.s.ItemDeck[0]
	h.s.GStack[0], h.s.GStack[5] = h.s.GStack[5], h.s.GStack[0]
	if g.s.P[1].Hand == o.Hand {
		t.Fatal("the swap left seat 1's hand as it was")
	}
	if g.View(0).Checksum() != h.View(0).Checksum() {
		t.Fatal("seat 0 can tell the hidden arrangements apart")
	}
	if g.View(1).Checksum() == h.View(1).Checksum() {
		t.Fatal("seat 1 must see its own hand")
	}
	v := g.View(0).(*Game)
	if v.s.P[0].Hand != g.s.P[0].Hand {
		t.Fatal("own hand changed in the view")
	}
	if v.s.P[1].Hand.N != g.s.P[1].Hand.N || v.s.P[1].Deck.N != g.s.P[1].Deck.N {
		t.Fatal("counts must stay")
	}
}

// TestDeterminizeRedeals: a determinized view is playable to the end and
// keeps seat 0's hand.
func TestDeterminizeRedeals(t *testing.T) {
	for n := 1; n <= 4; n++ {
		g := newTestGame(t, n, 3, nil)
		v := g.View(0).(*Game)
		rng := engine.NewRNG(9)
		v.Determinize(0, &rng)
		if v.s.P[0].Hand != g.s.P[0].Hand {
			t.Fatal("own hand redealt")
		}
		if v.View(0).Checksum() != g.View(0).Checksum() {
			t.Fatal("view changed by Determinize")
		}
		playRandom(t, v, 4)
	}
}
