package emeraldboard

import (
	"fmt"
	"sort"
	"testing"

	"stolik/render/geom"
	"stolik/scenes/table"
)

// maxHandShown is the largest hand TestNoCardNameBroken lays out in every
// size: three rows of the widest names. The rules set no hand limit (spec
// G27: with 5 or more cards the refill draws nothing); a hand grows past 5
// only by the two «draw 2» cards (Doktor Watson, Klub Diogenesa), each +1
// card a turn after a reshuffle brings it back, so 14 takes a player
// hoarding for many turns. Larger hands are paged (TestBigHandPaged).
const maxHandShown = 14

// TestNoCardNameBroken puts EVERY card name of the data in every hand
// slot of hands of 1 to maxHandShown cards (the rest of the hand being the
// cards whose names need the widest cards, the worst neighbours), on every
// city's stack top, every royalty card in every royalty slot and every
// card in the tableau column, at 1280×720 and 1024×768 for 2–5 players,
// and fails when a name breaks a word in two, is cut, is drawn under
// 12 px, or leaves its card, or when two hand cards overlap.
func TestNoCardNameBroken(t *testing.T) {
	for _, screen := range table.Screens {
		for players := 2; players <= 5; players++ {
			t.Run(fmt.Sprintf("%dx%d_%dp", screen[0], screen[1], players), func(t *testing.T) {
				b := newBoard(t, players, screen)
				g := newGame(t, players, 1)
				update(b, g.View(0), 0, g.Legal(nil))
				var rec []table.Drawn
				b.Text.Rec = &rec
				defer func() { b.Text.Rec = nil }()
				bad := 0
				fail := func(format string, args ...any) {
					bad++
					if bad <= 10 {
						t.Errorf(format, args...)
					}
				}
				// check fails on every text drawn (since rec was emptied) that
				// is under 12 px, cut, split or outside box.
				check := func(where string, box geom.Rect) {
					for _, d := range rec {
						if d.Size < table.MinText || d.Cut || d.Split || !inside(d.Box, box) {
							fail("%s: %q at %.1f px, cut %v, split %v, box %v in %v", where, d.Text, d.Size, d.Cut, d.Split, d.Box, box)
						}
					}
				}
				cards := len(b.d.Cards)
				// The worst neighbours: the names needing the widest cards.
				wide := make([]uint8, cards)
				for c := range wide {
					wide[c] = uint8(c)
				}
				sort.SliceStable(wide, func(i, j int) bool { return b.cardMinW(wide[i]) > b.cardMinW(wide[j]) })
				for c := 0; c < cards; c++ {
					name := b.d.Cards[c].Name
					for n := 1; n <= maxHandShown; n++ {
						for slot := 0; slot < n; slot++ {
							hand := make([]uint8, 0, n)
							for _, o := range wide {
								if len(hand) == slot {
									hand = append(hand, uint8(c))
								}
								if len(hand) < n && int(o) != c {
									hand = append(hand, o)
								}
							}
							if len(hand) == slot {
								hand = append(hand, uint8(c))
							}
							b.hand = append(b.hand[:0], hand...)
							b.layHand()
							rec = rec[:0]
							b.drawStripTexts(nil)
							for i, r := range b.handR {
								if i > 0 && overlap(r, b.handR[i-1]) {
									fail("hand of %d: cards %d and %d overlap: %v %v", n, i-1, i, b.handR[i-1], r)
								}
								if !inside(r, b.lay.Hand) {
									fail("hand of %d: card %d %v outside the hand %v", n, i, r, b.lay.Hand)
								}
							}
							found := false
							for _, d := range rec {
								if d.Text != name || !overlap(d.Box, b.handR[slot]) {
									continue
								}
								found = true
								if d.Size < table.MinText || d.Cut || d.Split || !inside(d.Box, b.handH[slot]) {
									fail("hand of %d, slot %d (%.0f×%.0f px): %q at %.1f px, cut %v, split %v, box %v in card %v",
										n, slot, b.handR[slot].W, b.handR[slot].H, name, d.Size, d.Cut, d.Split, d.Box, b.handH[slot])
								}
							}
							if !found {
								fail("hand of %d, slot %d: %q not drawn", n, slot, name)
							}
						}
					}
					for city := 0; city < numCities; city++ {
						top, royal := b.cityParts(city)
						rec = rec[:0]
						b.topText(nil, uint8(c), top)
						check(fmt.Sprintf("stack top of city %d", city), top)
						if c >= int(b.d.FirstRoyal) { // only royalty sits in a royalty slot
							rec = rec[:0]
							b.royalText(nil, uint8(c), royal)
							check(fmt.Sprintf("royalty slot of city %d", city), royal)
						}
					}
					tb := b.tableauName(uint8(c))
					if tb.FaceSize() < table.MinText || tb.Truncated() || tb.SplitsWords() {
						fail("tableau: %q at %.1f px, cut %v, split %v", name, tb.FaceSize(), tb.Truncated(), tb.SplitsWords())
					}
				}
				if bad > 10 {
					t.Errorf("%d problems in all", bad)
				}
			})
		}
	}
}

// TestBigHandPaged: hands of 20 and 30 cards (the widest names, so the
// most pages) with EVERY card of the data at slots 0, 15, 16 and the last,
// at 1280×720 and 1024×768 for 2–5 players: turning the pages shows every
// card exactly once, no two cards of a page overlap, none leaves the hand
// area or touches a page arrow, and the card's name is drawn whole at
// 12 px or more inside its card. The old layout overlapped the cards of
// such hands in three rows, hiding names.
func TestBigHandPaged(t *testing.T) {
	for _, screen := range table.Screens {
		for players := 2; players <= 5; players++ {
			t.Run(fmt.Sprintf("%dx%d_%dp", screen[0], screen[1], players), func(t *testing.T) {
				b := newBoard(t, players, screen)
				g := newGame(t, players, 1)
				update(b, g.View(0), 0, g.Legal(nil))
				var rec []table.Drawn
				b.Text.Rec = &rec
				defer func() { b.Text.Rec = nil }()
				bad := 0
				fail := func(format string, args ...any) {
					bad++
					if bad <= 10 {
						t.Errorf(format, args...)
					}
				}
				cards := len(b.d.Cards)
				wide := make([]uint8, cards)
				for c := range wide {
					wide[c] = uint8(c)
				}
				sort.SliceStable(wide, func(i, j int) bool { return b.cardMinW(wide[i]) > b.cardMinW(wide[j]) })
				for _, n := range []int{20, 30} {
					for c := 0; c < cards; c++ {
						name := b.d.Cards[c].Name
						for _, slot := range []int{0, 15, 16, n - 1} {
							hand := make([]uint8, 0, n)
							for _, o := range wide {
								if len(hand) == slot {
									hand = append(hand, uint8(c))
								}
								if len(hand) < n && int(o) != c {
									hand = append(hand, o)
								}
							}
							b.hand = append(b.hand[:0], hand...)
							b.handFrom = 0
							b.layHand()
							if !b.paged() && c == 0 && slot == 0 {
								t.Logf("hand of %d fits three rows unpaged", n)
							}
							shown := make([]int, n)
							for range b.pages {
								rec = rec[:0]
								b.drawStripTexts(nil)
								for i, r := range b.handR {
									if r.W == 0 {
										continue
									}
									shown[i]++
									if !inside(r, b.lay.Hand) {
										fail("hand of %d: card %d %v outside the hand %v", n, i, r, b.lay.Hand)
									}
									if b.paged() && (overlap(r, b.lay.HandPrev) || overlap(r, b.lay.HandNext)) {
										fail("hand of %d: card %d %v under a page arrow", n, i, r)
									}
									for j := i + 1; j < len(b.handR); j++ {
										if b.handR[j].W > 0 && overlap(r, b.handR[j]) {
											fail("hand of %d: cards %d and %d overlap: %v %v", n, i, j, r, b.handR[j])
										}
									}
								}
								if b.handR[slot].W > 0 {
									found := false
									for _, d := range rec {
										if d.Text != name || !overlap(d.Box, b.handR[slot]) {
											continue
										}
										found = true
										if d.Size < table.MinText || d.Cut || d.Split || !inside(d.Box, b.handH[slot]) {
											fail("hand of %d, slot %d (%.0f×%.0f px): %q at %.1f px, cut %v, split %v, box %v in card %v",
												n, slot, b.handR[slot].W, b.handR[slot].H, name, d.Size, d.Cut, d.Split, d.Box, b.handH[slot])
										}
									}
									if !found {
										fail("hand of %d, slot %d: %q not drawn", n, slot, name)
									}
								}
								b.turnPage(1)
							}
							for i, k := range shown {
								if k != 1 {
									fail("hand of %d (card %q at slot %d): card %d shown on %d pages, want 1", n, name, slot, i, k)
								}
							}
						}
					}
				}
				if bad > 10 {
					t.Errorf("%d problems in all", bad)
				}
			})
		}
	}
}

// overlap reports whether a and b share some area.
func overlap(a, b geom.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// inside reports whether a lies within b (to a hundredth of a pixel).
func inside(a, b geom.Rect) bool {
	const eps = 0.01
	return a.X >= b.X-eps && a.Y >= b.Y-eps && a.X+a.W <= b.X+b.W+eps && a.Y+a.H <= b.Y+b.H+eps
}
