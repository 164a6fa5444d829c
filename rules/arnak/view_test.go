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

// TestRivalStackShowsOnlyTheArrow (§6.3): the player sees the arrow on
// the back of the rival's next tile, not its face; two stacks whose top
// tiles differ but point the same way look the same, and a different
// arrow shows.
func TestRivalStackShowsOnlyTheArrow(t *testing.T) {
	g := newTestGame(t, 1, 5, map[string]string{"difficulty": "2"})
	r := &g.s.Rival
	n := int(r.NStack)
	top := r.Stack[n-1]
	same, other := -1, -1
	for i := 0; i < n-1; i++ {
		switch {
		case g.d.Rival[r.Stack[i]].Right == g.d.Rival[top].Right && same < 0:
			same = i
		case g.d.Rival[r.Stack[i]].Right != g.d.Rival[top].Right && other < 0:
			other = i
		}
	}
	if same < 0 || other < 0 {
		t.Fatal("the stack needs tiles of both arrows below the top")
	}
	h := g.Clone().(*Game)
	h.s.Rival.Stack[same], h.s.Rival.Stack[n-1] = h.s.Rival.Stack[n-1], h.s.Rival.Stack[same]
	if g.View(0).Checksum() != h.View(0).Checksum() {
		t.Fatal("the face of the rival's next tile shows through the view")
	}
	k := g.Clone().(*Game)
	k.s.Rival.Stack[other], k.s.Rival.Stack[n-1] = k.s.Rival.Stack[n-1], k.s.Rival.Stack[other]
	if g.View(0).Checksum() == k.View(0).Checksum() {
		t.Fatal("the arrow of the next tile must show")
	}
	rng := engine.NewRNG(3)
	d := g.View(0).(*Game)
	d.Determinize(0, &rng)
	if g.d.Rival[d.s.Rival.Stack[n-1]].Right != g.d.Rival[top].Right {
		t.Fatal("a determinization keeps the next arrow")
	}
}
