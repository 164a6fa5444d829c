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
