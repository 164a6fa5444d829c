package emerald

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"stolik/rules/engine"
)

// TestSavedActionsStillLoad: action text is the save format. The golden
// playthroughs were written with 16-bit hand masks; every decision they
// stored is read back with ParseAction and applied to a fresh game of the
// same configuration, so a widened mask that changed the meaning or the
// listing of an old key fails here (the decision that no longer applies).
func TestSavedActionsStillLoad(t *testing.T) {
	line := regexp.MustCompile(`^\d+ turn \d+ seat \d+: (.+)$`)
	for _, tc := range []struct {
		players int
		seed    uint64
	}{{2, 21}, {3, 22}, {4, 23}, {5, 24}} {
		name := fmt.Sprintf("testdata/playthrough_%dp.txt", tc.players)
		t.Run(name, func(t *testing.T) {
			raw, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			g := newTestGame(t, tc.players, tc.seed, nil)
			n := 0
			for _, l := range strings.Split(string(raw), "\n") {
				m := line.FindStringSubmatch(l)
				if m == nil {
					continue
				}
				a, err := engine.ParseAction(m[1], kindNames)
				if err != nil {
					t.Fatalf("decision %d %q: %v", n, m[1], err)
				}
				if err := g.Apply(a, nil); err != nil {
					t.Fatalf("decision %d %q no longer applies: %v", n, m[1], err)
				}
				n++
			}
			if n < 100 || g.Current() != engine.GameOver {
				t.Fatalf("%d decisions replayed, game over %v: the file is not a whole game", n, g.Current() == engine.GameOver)
			}
		})
	}
}

// bigHand gives seat 0 of a 3-player table a hand of n cards: its 10
// starting cards, then game cards in data order (all distinct), so that
// positions 16 and later hold game cards of every symbol. The board opens
// every route: seat 0 has 2 agents and 2 cubes in Paryż and Berlin (the
// majority and a cube: both tops may be acquired), cubes in Limbo,
// seat 1 an agent in Paryż (a target that needs bombs beyond seat 0's two
// agents when the city asks for more).
func bigHand(t *testing.T, n int) *Game {
	t.Helper()
	g := table(t, 3)
	p := &g.s.P[0]
	for p.Deck.N > 0 {
		p.Hand.insert(p.Deck.pop())
	}
	for x := int(g.d.FirstGame); int(p.Hand.N) < n; x++ {
		g.give(t, 0, g.d.Cards[x].ID)
	}
	par, ber := cityIndex(t, g, "Paryż"), cityIndex(t, g, "Berlin")
	g.put(par, 0, 2, 2)
	g.put(ber, 0, 2, 2)
	g.put(par, 1, 1, 0)
	return g
}

// routes lists the kinds a card at hand position k can be played through
// for its symbols, discard aside.
func routes(c *Card) []uint8 {
	var out []uint8
	for sym, kind := range map[uint8]uint8{symInfluence: KindInfluence, symAcquire: KindAcquire,
		symRetrieve: KindRetrieve, symMove: KindMove, symTrackR: KindTrack, symTrackL: KindTrack} {
		if c.Sym[sym] > 0 {
			out = append(out, kind)
		}
	}
	return append(out, KindDiscard)
}

// TestBigHandEveryCardPlays: with hands of 20 and 30 cards (G27: no hand
// limit), every card at position 16 or later is listed in some action of
// every route its symbols open (influence, acquisition, retrieval, move,
// track, discard) and as a bomb of an assassination when it has bombs;
// and one such action per card and route applies: the hand loses exactly
// the cards the action names, which reach the discard pile (or, bombs,
// the discard or the removed cards). With 16-bit masks none of them was
// listed.
func TestBigHandEveryCardPlays(t *testing.T) {
	for _, n := range []int{20, 30} {
		t.Run(fmt.Sprintf("hand of %d", n), func(t *testing.T) {
			g := bigHand(t, n)
			p := &g.s.P[0]
			if int(p.Hand.N) != n {
				t.Fatalf("hand of %d, want %d", p.Hand.N, n)
			}
			legal := g.Legal(nil)
			bombsSeen := 0
			for k := maskBits; k < n; k++ {
				c := &g.d.Cards[p.Hand.C[k]]
				want := routes(c)
				if c.Bombs > 0 || c.Fenians {
					want = append(want, KindAssassinate)
				}
				for _, kind := range want {
					var found *engine.Action
					for j, a := range legal {
						if a.Kind != kind {
							continue
						}
						if m, _ := g.actionMask(0, a); m&(1<<k) != 0 {
							found = &legal[j]
							break
						}
					}
					if found == nil {
						if kind == KindAssassinate {
							continue // no listed assassination needs bombs at this position's value
						}
						t.Errorf("%s (position %d) is in no %s play", c.Name, k, kindNames[kind])
						continue
					}
					if kind == KindAssassinate {
						bombsSeen++
					}
					checkPlays(t, g, *found)
				}
			}
			if bombsSeen == 0 {
				t.Errorf("no bomb card past position 15 is listed in an assassination")
			}
		})
	}
}

// checkPlays applies a to a copy and checks that exactly the named cards
// left the hand.
func checkPlays(t *testing.T, g *Game, a engine.Action) {
	t.Helper()
	h := g.Clone().(*Game)
	mask, _ := h.actionMask(0, a)
	before := h.s.P[0].Hand
	var named []uint8
	for k := 0; k < int(before.N); k++ {
		if mask&(1<<k) != 0 || a.Kind == KindAssassinate && k == int(a.A) {
			named = append(named, before.C[k])
		}
	}
	if err := h.Apply(a, nil); err != nil {
		t.Errorf("%s is listed but refused: %v", a.Format(kindNames), err)
		return
	}
	after := &h.s.P[0].Hand
	if int(after.N) != int(before.N)-len(named) {
		t.Errorf("%s: hand %d → %d, want %d cards gone", a.Format(kindNames), before.N, after.N, len(named))
	}
	for _, x := range named {
		if inZone(after, x) {
			t.Errorf("%s: %s is still in the hand", a.Format(kindNames), h.d.Cards[x].Name)
		}
	}
}

// TestBigHandInfluence17th: the 17th card of a 20-card hand (Lord Ruthven,
// influence 2) placed alone: 2 cubes from the supply of 5 go to Rzym, the
// card to the discard pile, the other 19 cards stay, in order.
func TestBigHandInfluence17th(t *testing.T) {
	g := table(t, 2)
	g.give(t, 0, "S06", "S07", "S08", "S09", "S10", "001", "003", "004",
		"006", "008", "010", "012", "014", "017", "019", "020", "022", "023", "024", "025")
	p := &g.s.P[0]
	pos := g.handPos(t, 0, "022")
	if pos < maskBits {
		t.Fatalf("Lord Ruthven at position %d, want 16 or later", pos)
	}
	rome := cityIndex(t, g, "Rzym")
	var play *engine.Action
	for _, a := range g.Legal(nil) {
		if m, _ := g.actionMask(0, a); a.Kind == KindInfluence && int(a.A) == rome && m == 1<<pos {
			play = &a
			break
		}
	}
	if play == nil {
		t.Fatalf("Lord Ruthven alone on Rzym is not listed")
	}
	rest := slicesWithout(p.Hand.list(), int(pos))
	mustApply(t, g, *play)
	if got := g.s.C[rome].Cubes[0]; got != 2 || p.Cubes != 3 {
		t.Errorf("Rzym holds %d cubes, supply %d; want 2 and 3", got, p.Cubes)
	}
	if !inZone(&p.Discard, card(t, g, "022")) {
		t.Errorf("Lord Ruthven is not in the discard pile")
	}
	if got := p.Hand.list(); fmt.Sprint(got) != fmt.Sprint(rest) {
		t.Errorf("hand %v want %v", got, rest)
	}
}

func slicesWithout(s []uint8, k int) []uint8 {
	out := append([]uint8{}, s[:k]...)
	return append(out, s[k+1:]...)
}

// TestMaxHandFits: the largest hand the data allows (10 starting cards and
// the 45 game cards 5 players' stacks deal) fits the hand zone, Legal on
// it lists the last card in a discard and stays bounded, and data whose
// candidates could outgrow a kind's extension is refused at load.
func TestMaxHandFits(t *testing.T) {
	g := table(t, 2)
	if got := g.d.MaxHand(); got != 55 {
		t.Errorf("MaxHand %d, want 55 (10 starting cards + 9 cities × 5 game cards)", got)
	}
	p := &g.s.P[0]
	for p.Deck.N > 0 {
		p.Hand.insert(p.Deck.pop())
	}
	for x := int(g.d.FirstGame); int(p.Hand.N) < g.d.MaxHand(); x++ {
		g.give(t, 0, g.d.Cards[x].ID)
	}
	legal := g.Legal(nil)
	last := handMask(1) << (p.Hand.N - 1)
	ok := false
	for _, a := range legal {
		if m, _ := g.actionMask(0, a); a.Kind == KindDiscard && m == last {
			ok = true
		}
	}
	if !ok {
		t.Errorf("the 55th card cannot be discarded")
	}
	if len(legal) > 200000 {
		t.Errorf("Legal lists %d actions for a 55-card hand: the large-hand bound does not hold", len(legal))
	}
	d := *g.d
	d.Rules.CardsPerSpace = [maxPlayers + 1]int{0, 0, 3, 3, 4, 7} // 63 game cards: 73 > 64
	if msg := maskFit(&d); !strings.Contains(msg, "ręka może liczyć 73") {
		t.Errorf("maskFit with 7 cards a city: %q", msg)
	}
}

// TestStageHand: the staging helper of large-hand screens fills a hand to
// the asked size from the deck, discard pile and box, keeps every card
// (the invariants: no card lost or doubled) and leaves a playable game.
func TestStageHand(t *testing.T) {
	for _, n := range []int{20, 30} {
		g := newTestGame(t, 2, 1, nil)
		for g.s.Setup > 0 {
			mustApply(t, g, g.Legal(nil)[0])
		}
		seat := int(g.Current())
		g.StageHand(seat, n)
		if got := int(g.s.P[seat].Hand.N); got != n {
			t.Errorf("StageHand(%d): hand of %d", n, got)
		}
		checkInvariants(t, g)
		playRandom(t, g, 7)
	}
}
