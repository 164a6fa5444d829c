package emerald

import (
	"fmt"
	"slices"
	"testing"

	"stolik/rules/engine"
)

// Edge positions for Legal, each built by hand, that the random playouts
// of the conformance suite do not reach: they kill the mutants of a
// sampled gremlins run over legal.go that lived (rules/enginetest/MUTATION.md
// names each one). Every expected list is counted by hand from the rulebook
// (seed 002) as the spec (studium.md) reads it; the comment of each case
// says how.

// legalOf is Legal with a panic turned into a test failure that names the
// position, so a Legal that reads past a hand fails with a message.
func legalOf(t *testing.T, g *Game, what string) (legal []engine.Action) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("%s: Legal panicked (%v): it must list the actions of any reachable position", what, r)
		}
	}()
	return g.Legal(nil)
}

// ofKind keeps the actions of one kind.
func ofKind(legal []engine.Action, kind uint8) []engine.Action {
	var out []engine.Action
	for _, a := range legal {
		if a.Kind == kind {
			out = append(out, a)
		}
	}
	return out
}

func formatAll(legal []engine.Action) string {
	s := ""
	for _, a := range legal {
		s += a.Format(kindNames) + "; "
	}
	return s
}

// withCardData gives g its own copy of the card data with one card
// changed, so a card the published deck does not have can be tried
// without touching the shared data of other games.
func withCardData(g *Game, x uint8, change func(c *Card)) {
	d := *g.d
	d.Cards = slices.Clone(g.d.Cards)
	change(&d.Cards[x])
	g.d = &d
}

func TestLegalEdges(t *testing.T) {
	for _, tc := range []struct {
		name string
		// mutant is the line of legal.go in the gremlins run (229df21)
		// and today, with the mutation the case kills.
		mutant string
		check  func(t *testing.T)
	}{
		{
			// §4.3 [S L187-188]: one use of a card is one symbol kind, so a
			// card with both a Restorationist and a Loyalist track symbol
			// moves one marker or the other, never both. No card of the
			// deck has both (so Michaił Bakunin, 007, track_r 1, is given a
			// Loyalist symbol too); the engine still handles it. Alone in
			// the hand with both markers at 0 there are exactly two plays:
			// R +1 (X = card, no Loyalist card) and L +1 (the card in the
			// Loyalist mask B).
			name:   "a card with both track symbols moves one marker of the two",
			mutant: "legal.go:264, now :266 (b < nd → b <= nd; b++ → b--)",
			check: func(t *testing.T) {
				g := table(t, 2)
				x := card(t, g, "007")
				withCardData(g, x, func(c *Card) { c.Sym[symTrackL] = 1 })
				g.give(t, 0, "007")
				got := ofKind(legalOf(t, g, "dual track card"), KindTrack)
				want := []engine.Action{
					{Kind: KindTrack, X: 1},
					{Kind: KindTrack, X: 1, B: 1},
				}
				if !sameSet(got, want) {
					t.Errorf("track plays %s want %s", formatAll(got), formatAll(want))
				}
			},
		},
		{
			// §4.3, §4.5: every card action plays one or more cards, and a
			// hand has no limit (G27), so a 17th card (position 16, past
			// the 16 positions X names) plays by its symbols like any
			// other. Here the 16 lowest cards have no influence symbol and
			// the 17th (Lord Ruthven, 022, influence 2) is the only one
			// with it: exactly one influence set, that card alone, on each
			// of the 9 cities (the supply holds cubes), named by rank 0
			// of the extension (B = 1); and no play with an empty card
			// set, whatever the kind. The old 16-bit masks listed none.
			name:   "a 17th card plays by its symbols, never as an empty card set",
			mutant: "legal.go:108 (k < maskBits → k <= maskBits)",
			check: func(t *testing.T) {
				g := table(t, 2)
				g.give(t, 0, "S06", "S07", "S08", "S09", "S10", "001", "003", "004",
					"006", "008", "010", "012", "014", "017", "019", "020", "022")
				if n := g.s.P[0].Hand.N; n != 17 || g.s.P[0].Hand.C[16] != card(t, g, "022") {
					t.Fatalf("hand of %d cards, position 16 holds %d: the position is not as built", n, g.s.P[0].Hand.C[16])
				}
				legal := legalOf(t, g, "17 cards")
				var want []engine.Action
				for c := 0; c < 9; c++ {
					want = append(want, engine.Action{Kind: KindInfluence, A: uint8(c), B: 1})
				}
				if inf := ofKind(legal, KindInfluence); !sameSet(inf, want) {
					t.Errorf("influence plays %s want %s", formatAll(inf), formatAll(want))
				}
				for _, a := range legal {
					switch a.Kind {
					case KindInfluence, KindAcquire, KindRetrieve, KindMove, KindTrack, KindDiscard:
						if m, _ := g.actionMask(0, a); m == 0 {
							t.Errorf("%s plays no card", a.Format(kindNames))
						}
					}
				}
			},
		},
		{
			// G27: no hand limit, so a hand may fill the zone (64 cards: the
			// seat's 10 starting cards and 54 game cards). Legal lists the
			// texts of cards at positions 0–63 and reads nothing past them
			// (there is no position 64). Pani Hudson (015, a free action)
			// and Cthulhu (031, an action) are among them: both listed.
			name:   "a full hand lists only the texts of its own cards",
			mutant: "legal.go:408, now :414 (k < Hand.N → k <= Hand.N)",
			check: func(t *testing.T) {
				g := table(t, 2)
				p := &g.s.P[0]
				for p.Deck.N > 0 {
					p.Hand.insert(p.Deck.pop())
				}
				for x := int(g.d.FirstGame); p.Hand.N < zoneCap; x++ {
					g.give(t, 0, g.d.Cards[x].ID)
				}
				legal := legalOf(t, g, "64 cards")
				texts := ofKind(legal, KindText)
				for _, a := range texts {
					if int(a.A) >= int(p.Hand.N) {
						t.Errorf("%s names a card past the hand of %d", a.Format(kindNames), p.Hand.N)
					}
				}
				for _, id := range []string{"015", "031"} {
					pos := uint8(slices.Index(p.Hand.list(), card(t, g, id)))
					if !slices.ContainsFunc(texts, func(a engine.Action) bool { return a.A == pos }) {
						t.Errorf("the text of %s (position %d) is not listed", id, pos)
					}
				}
			},
		},
		{
			// Cthulhu (031) [S L793-803]: "Wybierz jedno miasto" — any one of
			// the 9 cities of the board, whatever is there: exactly nine
			// targets, B = 0…8, and none past the board.
			name:   "Cthulhu targets each of the nine cities once",
			mutant: "legal.go:552, now :558 (cc < numCities → cc <= numCities)",
			check: func(t *testing.T) {
				g := table(t, 2)
				g.give(t, 0, "031")
				var want []engine.Action
				for c := 0; c < 9; c++ {
					want = append(want, engine.Action{Kind: KindText, A: 0, B: uint8(c)})
				}
				if got := ofKind(legalOf(t, g, "Cthulhu"), KindText); !sameSet(got, want) {
					t.Errorf("Cthulhu targets %s want %s", formatAll(got), formatAll(want))
				}
			},
		},
		{
			// §4.11, Zmiana nastawienia (058) [S L770-778]: a Loyalist forced
			// to reveal may play the card then. Without it in the hand (two
			// other cards there), the only choice is the plain reveal; with
			// it, also «play it first», naming its position.
			name:   "a forced reveal offers Zmiana nastawienia only to its holder",
			mutant: "legal.go:708, now :720 (return -1 → return 1, two operators)",
			check: func(t *testing.T) {
				for _, change := range []bool{false, true} {
					t.Run(fmt.Sprintf("holds Zmiana nastawienia: %v", change), func(t *testing.T) {
						g := table(t, 3)
						c := cityIndex(t, g, "Kair")
						g.put(c, red, 3, 0)
						g.put(c, 1, 1, 0)
						g.s.P[1].Identity = factL
						g.s.P[1].Armed = true
						g.give(t, red, "039")
						g.give(t, 1, "S03", "S04")
						if change {
							g.give(t, 1, "058")
						}
						mustApply(t, g, engine.Action{Kind: KindAssassinate, A: 0, B: uint8(c), C: 2})
						mustApply(t, g, engine.Action{Kind: KindBlock})
						if g.Current() != 1 {
							t.Fatalf("seat 1 must decide the reveal, current %v", g.Current())
						}
						want := []engine.Action{{Kind: KindReveal}}
						if change {
							want = append(want, engine.Action{Kind: KindReveal, A: 1, B: g.handPos(t, 1, "058")})
						}
						if got := legalOf(t, g, "forced reveal"); !sameSet(got, want) {
							t.Errorf("choices %s want %s", formatAll(got), formatAll(want))
						}
					})
				}
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Logf("kills %s", tc.mutant)
			tc.check(t)
		})
	}
}

// sameSet: the same actions, each once, in any order.
func sameSet(got, want []engine.Action) bool {
	if len(got) != len(want) {
		return false
	}
	for _, w := range want {
		if !engine.Contains(got, w) {
			return false
		}
	}
	return true
}
