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
