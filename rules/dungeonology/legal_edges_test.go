package dungeonology

import "testing"

// Kazanie (Vincenzo, normal side): "Odrzuć kartę magii" offers one choice
// per magic card in the hand, and only in the hand: a card left in the
// hand array past HandN (a slot freed by a discard) is not offered. By
// hand: hand = {magic, other}, HandN = 2, a second magic card lying in
// slot 2 → exactly one Kazanie option, for the first card. Found by
// mutation testing (rules/enginetest/MUTATION.md, legal.go).
func TestSermonOffersOnlyMagicCardsInHand(t *testing.T) {
	g := newTestGame(t, 2, 3, nil)
	setScholars(t, g, "vincenzo", "sofia")
	var magic, other []uint8
	for c := 0; c < len(g.d.Deck); c++ {
		if g.trick(uint8(c)).Type == typeMag {
			magic = append(magic, uint8(c))
		} else {
			other = append(other, uint8(c))
		}
	}
	if len(magic) < 2 || len(other) < 1 {
		t.Fatalf("%d magic and %d other trick cards: the test needs 2 and 1", len(magic), len(other))
	}
	p := &g.s.P[0]
	p.Hand[0], p.Hand[1], p.Hand[2], p.HandN = magic[0], other[0], magic[1], 2
	p.AbilityUsed = 0
	n := 0
	for _, a := range g.abilityOptions(0, nil) {
		if a.Kind == KindAbility && a.A == abSermon {
			n++
			if a.B != magic[0] {
				t.Errorf("Kazanie offers card %d, want only the magic card in hand (%d)", a.B, magic[0])
			}
		}
	}
	if n != 1 {
		t.Errorf("%d Kazanie options, want 1 (one magic card in hand)", n)
	}
}

// A magic card's blue and red uses in a stealth test draw from the trick
// deck, so they are offered only while the deck or the discard pile holds
// a card. By hand: deck and discard empty → neither use; a card in the
// deck, in the discard pile (reshuffled) or in both → both uses.
func TestMagicCardInATestNeedsCardsToDraw(t *testing.T) {
	g := newTestGame(t, 2, 3, nil)
	setScholars(t, g, "vincenzo", "sofia")
	var magic uint8
	found := false
	for c := 0; c < len(g.d.Deck) && !found; c++ {
		if g.trick(uint8(c)).Type == typeMag {
			magic, found = uint8(c), true
		}
	}
	if !found {
		t.Fatal("no magic trick card")
	}
	s := &g.s
	p := &s.P[0]
	p.Zone, p.Finished, p.Silenced, p.JinxN = 1, false, false, 0
	p.Hand[0], p.HandN = magic, 1
	uses := func() (blue, red bool) {
		for _, a := range g.cardOptions(0, ctxTest, nil) {
			if a.Kind == KindCard && a.A == magic {
				blue = blue || a.B == useBlue
				red = red || a.B == useRed
			}
		}
		return
	}
	deckN, discN := s.DeckN, s.DiscN
	s.DeckN, s.DiscN = 0, 0
	if b, r := uses(); b || r {
		t.Errorf("deck and discard empty: blue %v red %v offered, want neither", b, r)
	}
	for _, c := range [][2]uint8{{1, 0}, {0, 1}, {1, 1}} {
		s.DeckN, s.DiscN = c[0], c[1]
		if b, r := uses(); !b || !r {
			t.Errorf("deck %d, discard %d: blue %v red %v offered, want both", c[0], c[1], b, r)
		}
	}
	s.DeckN, s.DiscN = deckN, discN
}

// Moving another scholar (pMoveOther) offers zones only while steps are
// left: with N = 0 only "pass" remains. By hand: the target stands in a
// zone from which another can be entered; N = 1 offers at least one zone,
// N = 0 none.
func TestMoveOtherNeedsSteps(t *testing.T) {
	g := newTestGame(t, 2, 3, nil)
	zones := func(n uint8) int {
		q := pending{Op: pMoveOther, Seat: 0, Tgt: 1, N: n}
		k := 0
		for _, a := range g.pendingLegal(&q, nil) {
			if a.Kind == KindZone {
				k++
			}
		}
		return k
	}
	// Two zones laid beside the start zone as in TestExampleStairs.
	placeZone(t, g, "I-2", -2, 1)
	placeZone(t, g, "I-3", 0, 2)
	found := false
	for z := uint8(0); z < g.s.TileN && !found; z++ {
		g.s.P[1].Zone = z
		found = zones(1) > 0
	}
	if !found {
		t.Fatal("no zone can be entered from any zone: the test cannot tell N = 0 from N = 1")
	}
	if k := zones(0); k != 0 {
		t.Errorf("no steps left, yet %d zones offered", k)
	}
}
