package arnak

import (
	"slices"
	"testing"

	"stolik/rules/engine"
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

// recovered runs f and reports its panic, if any, as a failure naming
// the rule.
func recovered(t *testing.T, rule string, f func()) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s: panics: %v", rule, r)
		}
	}()
	f()
}

// TestSiteGivesAsAnOption (G21 PROPOSED, «site that gives the resource»:
// the site's effect can yield it, «including as one option of a
// choice»): no published site effect has a choice, so on a copy of the
// data level-I site 1's tile gets one. By hand: «choose k1 | j1» gives a
// jewel (option 1) and a compass (option 0); «choose c1 | k1 | t1 | a1»
// gives no jewel, a coin, an arrowhead; «choose j1 | k1» a jewel at
// option 0. Kills rival.go:70 (`i < NOpt` → `<=`: Opts[4] read past the
// 4 options; `i++` → `i--`: Opts[−1] read after option 0) and rival.go:71
// ×2 (`Opts[i][r] > 0` → `>= 0` or `<= 0`: a choice of no jewel read as
// giving one) — the lines the published data never reaches.
func TestSiteGivesAsAnOption(t *testing.T) {
	for _, tc := range []struct {
		effect string
		res    uint8
		want   bool
	}{
		{"choose k1 | j1", Jewel, true},
		{"choose k1 | j1", Compass, true},
		{"choose k1 | j1", Coin, false},
		{"choose c1 | k1 | t1 | a1", Jewel, false},
		{"choose c1 | k1 | t1 | a1", Arrowhead, true},
		{"choose c1 | k1 | t1 | a1", Coin, true},
		{"choose j1 | k1", Jewel, true},
	} {
		g := newTestGame(t, 1, 1, nil)
		op, err := parseOp(tc.effect)
		if err != nil {
			t.Fatalf("%q: %v", tc.effect, err)
		}
		d := *g.d
		d.Effects = slices.Clone(g.d.Effects)
		discovered(g, siteI1, tile1(2))
		d.Effects[d.SiteTiles[tile1(2)].Effect] = []Op{op}
		g.d = &d
		var got bool
		recovered(t, "G21 site gives "+tc.effect, func() { got = g.siteGives(siteI1, tc.res) })
		if got != tc.want {
			t.Errorf("G21: a site whose effect is «%s» gives resource %d: %v, want %v", tc.effect, tc.res, got, tc.want)
		}
	}
}

// rivalTile is the index of the rival tile id (solo.toml).
func rivalTile(t *testing.T, g *Game, id string) uint8 {
	t.Helper()
	i := slices.IndexFunc(g.d.Rival[:], func(rt RivalTile) bool { return rt.ID == id })
	if i < 0 {
		t.Fatalf("no rival tile %q", id)
	}
	return uint8(i)
}

// TestRivalDiscoveryWakesAGuardianWhileAnyLeft (§6.4 Discover: «a
// guardian wakes only in the rounds marked on the tile»; solo.toml
// discover_g, round 1 «1g»: a level-I site, a guardian woken): in round
// 1 the rival discovers a level-I site; with 2 guardians in the stack the
// site gets the top one and 1 is left; with none left it gets none and
// the stack stays 0. Kills rival.go:169 (`NG > 0` → `>= 0`: the empty
// stack's count wrapped to 255 and read past the 15 guardians).
func TestRivalDiscoveryWakesAGuardianWhileAnyLeft(t *testing.T) {
	for _, tc := range []struct{ ng, left uint8 }{{2, 1}, {0, 0}} {
		g := newTestGame(t, 1, 1, nil)
		s := &g.s
		r := &s.Rival
		r.Stack[0], r.NStack, r.Pawns = rivalTile(t, g, "discover_g"), 1, 0
		s.Round = 1
		s.NG = tc.ng
		top := s.GStack[max(int(tc.ng), 1)-1]
		recovered(t, "rival discovery with a guardian mark", func() { g.rivalTurn(nil) })
		site := -1
		for i := range g.d.Sites {
			if s.Occ[i][0] == occRival {
				site = i
			}
		}
		if site < 0 || g.d.Sites[site].Level != 1 {
			t.Fatalf("round 1 discover_g: rival pawn at site %d, want a level-I site", site)
		}
		want := uint8(none)
		if tc.ng > 0 {
			want = top
		}
		if s.NG != tc.left || s.SiteGuard[site] != want {
			t.Errorf("rival discovery in a guardian round with %d guardians left: stack %d, guardian %d; want %d, %d", tc.ng, s.NG, s.SiteGuard[site], tc.left, want)
		}
	}
}

// TestRivalResearchBoxesAMultiTile (§6.4 Research: the rival's
// magnifier reaching a row takes its bonus to the box; Snake's multi-bonus
// row, PROPOSED: one of its tiles goes to the box while any is left): in
// a solo Snake game the rival's magnifier steps from 6a to 7, the multi
// row. By hand: 2 tiles there become 1; 0 stay 0. Kills rival.go:263 ×2
// (`NMulti > 0` → `<= 0`: no tile boxed; → `>= 0`: the empty count
// wrapped to 255 and read past the 3 tiles).
func TestRivalResearchBoxesAMultiTile(t *testing.T) {
	for _, tc := range []struct{ n, want uint8 }{{2, 1}, {0, 0}} {
		g := newTestGame(t, 1, 1, snake)
		s := &g.s
		d := g.d
		to := node(t, g, "7")
		if d.NodeRow[to] != d.MultiRow {
			t.Fatalf("field 7 is in row %d, the multi row is %d", d.NodeRow[to], d.MultiRow)
		}
		s.Rival.Mag = node(t, g, "6a")
		s.NMulti = tc.n
		recovered(t, "rival research into the multi row", func() { g.rivalResearch(false, nil) })
		if d.NodeRow[s.Rival.Mag] != d.MultiRow || s.NMulti != tc.want {
			t.Errorf("rival research from 6a with %d multi tiles: magnifier in row %d (want %d), %d tiles left (want %d)", tc.n, d.NodeRow[s.Rival.Mag], d.MultiRow, s.NMulti, tc.want)
		}
	}
}

// choicesA lists the pending decision's KindChoose actions with A = a.
func choicesA(g *Game, a uint8) []engine.Action {
	var out []engine.Action
	for _, x := range g.Legal(nil) {
		if x.Kind == KindChoose && x.A == a {
			out = append(out, x)
		}
	}
	return out
}

// TestInscribedBladeTempleTiles (Ostrze z inskrypcją «research any a1 |
// t2»: research 1 arrowhead or 2 tablets cheaper; a magnifier in the
// temple buys a tile with that discount, L1455; a discount offered once
// per different price): the magnifier in the temple, 5 of every
// resource, one tile on each stack. By hand with the Bird costs (2 VP: c1
// t2, j1, k1 a1; 6 VP: the first two and the last two together; 11 VP:
// all three): stack 0 c1 t2 | c1, stack 1 j1 only (no discount bites),
// stack 2 k1 | k1 a1, stack 3 c1 t2 j1 | c1 j1, stack 4 j1 k1 | j1 k1
// a1, stack 5 c1 t2 j1 k1 | c1 j1 k1 a1: 11 tile choices, each with
// discount 0 or 1 — never D = 2, the full price the card does not offer.
// Kills unique.go:189 (`k < n` → `<=`: stack 5 at its full price, a
// third price, offered as discount 2).
func TestInscribedBladeTempleTiles(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	p.Mag = templeNode
	for r := range p.Res {
		p.Res[r] = 5
	}
	s.Temple = [6]uint8{1, 1, 1, 1, 1, 1}
	play(t, g, "ostrze_z_inskrypcja")
	got := choicesA(g, 2)
	n := [6]int{}
	for _, a := range got {
		if a.D >= 2 {
			t.Errorf("Ostrze z inskrypcją offers temple stack %d with discount %d; the card has 2 (0: a1, 1: t2)", a.B, a.D)
		}
		n[a.B]++
	}
	if want := [6]int{2, 1, 2, 2, 2, 2}; n != want {
		t.Errorf("Ostrze z inskrypcją: temple choices per stack %v, want %v (one per different price)", n, want)
	}
}

// TestEarringChoicesByStep (§5.2 Kolczyk z kryształem «earring top 3»:
// decide how many to draw, keep 1, then, with more than 1 drawn, one may
// go back on top of the deck; Kolczyk z obsydianem «earring bottom 2»: no
// putting back): with 3 cards in the deck, the crystal drawing 3 offers
// exactly the 3 keeps (A 1, B 0–2) and no «none back» (A 2); after
// keeping one, it offers A 2 and the 2 put-backs (A 1, B 0–1). The
// obsidian drawing 2 offers exactly its 2 keeps. Kills unique.go:259 ×2
// (`Aux <= 1` → `< 1`: the keep step listed as the put-back step, with A
// 2; → `> 1`: the same, and the put-back step listed without A 2).
func TestEarringChoicesByStep(t *testing.T) {
	count := func(g *Game) (keeps, none int) {
		return len(choicesA(g, 1)), len(choicesA(g, 2))
	}
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	p.Deck = zone{}
	for _, c := range []uint8{fundingCar, explorationCar, cardFear} {
		p.Deck.push(c)
	}
	play(t, g, "kolczyk_z_krysztalem")
	choose(t, g, 1, 3, 0, 0) // draw 3
	if k, n := count(g); k != 3 || n != 0 {
		t.Errorf("Kolczyk z kryształem, 3 drawn, keep step: %d keeps and %d «none back», want 3 and 0", k, n)
	}
	choose(t, g, 1, 0, 0, 0) // keep the first
	if k, n := count(g); k != 2 || n != 1 {
		t.Errorf("Kolczyk z kryształem, after the keep: %d put-backs and %d «none back», want 2 and 1", k, n)
	}

	g = newTestGame(t, 2, 1, nil)
	p = g.s.cur()
	p.Deck = zone{}
	for _, c := range []uint8{fundingCar, explorationCar} {
		p.Deck.push(c)
	}
	play(t, g, "kolczyk_z_obsydianem")
	choose(t, g, 1, 2, 0, 0) // draw 2
	if k, n := count(g); k != 2 || n != 0 {
		t.Errorf("Kolczyk z obsydianem, 2 drawn: %d keeps and %d «none back», want 2 and 0", k, n)
	}
}

// TestRelocateToAnotherSite (§4.18 Relocate: move your archaeologist «to
// a free space on another discovered site»; Sandały tropiciela
// «relocate camp»): at 4 players (both camp spaces open) seat 0's only
// archaeologist stands on the arrowhead camp's first space; the second
// space there is free but is the same site. By hand: the other 4 camps ×
// 2 spaces, 8 choices, none on the arrowhead camp. Kills unique.go:285 ×3
// (`(a-1)/2` → `(a-1)*2`: the site read as 4·camp; `a-1` → `a+1`, also
// as INVERT_NEGATIVES: as the next site — either way the arrowhead
// camp's second space offered).
func TestRelocateToAnotherSite(t *testing.T) {
	g := newTestGame(t, 4, 1, nil)
	stand(g, 0, 0, campArrow, 0)
	play(t, g, "sandaly_tropiciela")
	got := choicesA(g, 1)
	for _, a := range got {
		if a.C == campArrow {
			t.Errorf("Sandały tropiciela from the arrowhead camp offers %s: the same site", a.Format(kindNames))
		}
	}
	if len(got) != 8 {
		t.Errorf("Sandały tropiciela from the arrowhead camp: %d choices %v, want 8 (4 other camps × 2 spaces)", len(got), got)
	}
}

// TestSwapOnlyWithAFilledStack (Strojny róg «swap»: exchange one of your
// assistants for the top of a supply stack; an empty stack has no top):
// seat 0 with one assistant, supply stacks of 0, 2 and 2. By hand: 2
// choices, stacks 1 and 2, none naming stack 0. Kills unique.go:310
// (`NA[k] > 0` → `>= 0`: the empty stack offered).
func TestSwapOnlyWithAFilledStack(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	p.Asst = [2]uint8{11, none}
	s.NA = [3]uint8{0, 2, 2}
	play(t, g, "strojny_rog")
	got := choicesA(g, 1)
	if len(got) != 2 || got[0].C == 0 || got[1].C == 0 {
		t.Errorf("Strojny róg with supply stacks 0, 2, 2: choices %v, want 2, with stacks 1 and 2", got)
	}
}

// TestRivalStackOfTwoMasked (§6.3: the rival's next tile shows only its
// arrow, the faces of its stack are unknown; View masks it so any order
// views the same): two solo games whose rival stacks hold the same 2
// tiles with the same arrow (discover_g and guardian_g, both right), in
// either order, view the same for seat 0. Kills view.go:117 (`n < 2` →
// `<= 2`: a stack of 2 left as it is, its order seen).
func TestRivalStackOfTwoMasked(t *testing.T) {
	var sums [2]uint64
	for i := range sums {
		g := newTestGame(t, 1, 1, nil)
		r := &g.s.Rival
		a, b := rivalTile(t, g, "discover_g"), rivalTile(t, g, "guardian_g")
		if g.d.Rival[a].Right != g.d.Rival[b].Right {
			t.Fatal("discover_g and guardian_g have different arrows")
		}
		if i == 1 {
			a, b = b, a
		}
		r.Stack = [len(r.Stack)]uint8{}
		r.Stack[0], r.Stack[1], r.NStack = a, b, 2
		sums[i] = g.View(0).(*Game).Checksum()
	}
	if sums[0] != sums[1] {
		t.Error("§6.3: a rival stack of 2 tiles with the same arrow, in either order, views differently: its faces seen")
	}
}
