package arnak

import (
	"testing"

	"stolik/rules/engine"
)

// §4.19: "You can always pay 2 coins for 1 plane, not only for dig travel."
// Camp 0 (1 boot, then 2 coins): with an empty hand and 4 coins a pilot
// pays the boot; 4 − 2 (pilot) + 2 (the camp) = 4 coins.
func TestFAQ_PilotAnyTime(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	setHand(p)
	p.Res[Coin] = 4
	if legalHas(g, engineDig(campCoins, 0, 0, 0)) {
		t.Fatal("dig legal without travel symbols")
	}
	dig := engineDig(campCoins, 0, 0, 1)
	if !legalHas(g, dig) {
		t.Fatal("a pilot's plane must pay a boot")
	}
	if legalHas(g, engineDig(campCoins, 0, 0, 2)) {
		t.Fatal("more pilots than the cost needs")
	}
	mustApply(t, g, dig)
	if p.Res[Coin] != 4 || g.s.Pool[Plane] != 0 {
		t.Fatalf("coins %d, planes left %d; want 4 and 0", p.Res[Coin], g.s.Pool[Plane])
	}
}

// §4.19: "Your notebook cannot overtake your magnifier."
func TestFAQ_NotebookCannotOvertakeMagnifier(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	p.Res = [NumRes]int16{5, 5, 5, 5, 5}
	n1a, n2a := node(t, g, "1a"), node(t, g, "2a")
	if legalHas(g, engine.Action{Kind: KindResearch, A: 1, B: n1a}) {
		t.Fatal("notebook moved ahead of the magnifier")
	}
	p.Mag = n1a
	if !legalHas(g, engine.Action{Kind: KindResearch, A: 1, B: n1a}) {
		t.Fatal("notebook may join the magnifier's row")
	}
	p.Note = n1a
	if legalHas(g, engine.Action{Kind: KindResearch, A: 1, B: n2a}) {
		t.Fatal("notebook overtook the magnifier")
	}
	p.Mag, p.Note = templeNode, node(t, g, "7a")
	if legalHas(g, engine.Action{Kind: KindResearch, A: 1, B: templeNode}) {
		t.Fatal("the notebook can never enter the Lost Temple row")
	}
}

// §4.19: "Each research row has an effect, resolved whether or not you get
// the bonus." Start → 1a costs an arrowhead and a compass; row 1 gives the
// magnifier a coin; the bonus b1 a tablet.
func TestFAQ_RowEffectWithoutBonus(t *testing.T) {
	for _, withBonus := range []bool{false, true} {
		g := newTestGame(t, 2, 3, nil)
		p := g.s.cur()
		p.Res = [NumRes]int16{0, 1, 0, 1, 0}
		n := node(t, g, "1a")
		g.s.Bonus[n] = none
		if withBonus {
			g.s.Bonus[n] = 0 // b1: a tablet (the seed's example)
		}
		mustApply(t, g, engine.Action{Kind: KindResearch, A: 0, B: n})
		for g.s.NFrames > 0 {
			mustApply(t, g, g.Legal(nil)[0])
		}
		want := [NumRes]int16{1, 0, 0, 0, 0}
		if withBonus {
			want[Tablet] = 1
		}
		if p.Res != want {
			t.Errorf("bonus %v: resources %v, want %v", withBonus, p.Res, want)
		}
		if g.s.Bonus[n] != none {
			t.Errorf("the bonus tile stays after the first arrival")
		}
	}
}

// §4.19: "An upgraded assistant is readied immediately."
func TestFAQ_UpgradedAssistantIsReady(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	p.Asst[0], p.Exhausted[0] = 3, true
	pushEffect(g, g.d.RowNote[2]) // bird row 3 notebook: upgrade
	mustApply(t, g, engine.Action{Kind: KindChoose, A: 1, B: 0})
	if !p.Gold[0] || p.Exhausted[0] {
		t.Fatalf("gold %v exhausted %v", p.Gold[0], p.Exhausted[0])
	}
}

// §4.19: "Exile can target your hand or your play area." An exiled Fear
// card returns to the Fear deck.
func TestFAQ_ExileFromHandOrPlay(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	setHand(p, fundingCar, cardFear)
	p.Play.push(explorationShip)
	p.Play.push(cardFear)
	fear := g.s.FearDeck
	pushEffect(g, g.d.effExile)
	legal := g.Legal(nil)
	for _, a := range []engine.Action{{Kind: KindChoose, A: 1, B: 1}, {Kind: KindChoose, A: 2, B: 1}, {Kind: KindChoose}} {
		if !engine.Contains(legal, a) {
			t.Fatalf("missing exile choice %v", a)
		}
	}
	mustApply(t, g, engine.Action{Kind: KindChoose, A: 2, B: 1})
	if p.Play.N != 1 || g.s.FearDeck != fear+1 {
		t.Fatal("an exiled Fear card returns to the Fear deck")
	}
}

// §4.19: "At round end you first take the Fear cards, then shuffle": 2
// starting Fear cards + 1 from the guardian end up in deck and hand.
func TestFAQ_FearBeforeShuffle(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := &s.P[0]
	discovered(g, siteI1, 0)
	s.SiteGuard[siteI1] = 0
	stand(g, 0, 0, siteI1, 0)
	g.endRound(nil)
	finishCleanup(t, g)
	if p.Play.N != 0 {
		t.Fatal("play area not shuffled under the deck")
	}
	fear := 0
	for _, c := range append(p.Deck.list(), p.Hand.list()...) {
		if c == cardFear {
			fear++
		}
	}
	if fear != 3 || p.Arch[0] != 0 {
		t.Fatalf("Fear cards in deck+hand %d, want 3 (2 starting + 1 from the guardian)", fear)
	}
}

// §4.19: "Bought items go to the bottom of the deck, above the cards
// shuffled at round end."
func TestFAQ_BoughtItemsAboveShuffledCards(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	item := s.Row[1]
	p.Res[Coin] = 10
	for p.Hand.N > 0 {
		p.Play.push(p.Hand.remove(0))
	}
	deck := int(p.Deck.N)
	mustApply(t, g, engine.Action{Kind: KindBuy, A: 1})
	if p.Deck.C[deck] != item {
		t.Fatal("bought item not at the bottom of the deck")
	}
	mustApply(t, g, engine.Action{Kind: KindEnd})
	mustApply(t, g, engine.Action{Kind: KindPass}) // seat 1
	mustApply(t, g, engine.Action{Kind: KindPass}) // seat 0
	finishCleanup(t, g)
	// Round 2: the 1 leftover deck card plus the item were drawn first.
	found := false
	for _, c := range p.Hand.list() {
		found = found || c == item
	}
	if !found {
		t.Fatal("the bought item is not drawn before the shuffled play area")
	}
}

// drawBonus is b10, a research bonus "draw a card".
const drawBonus = 9

// §4.19: "More than 5 cards in hand? Yes."
func TestFAQ_HandOverFive(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	pushEffect(g, g.d.Bonuses[drawBonus])
	if p.Hand.N != 6 {
		t.Fatalf("hand %d, want 6", p.Hand.N)
	}
}

// §4.19: "Shuffle the deck mid-game? No." and "Deck exhausted? You cannot
// draw. An item bought now is both top and bottom."
func TestFAQ_EmptyDeckNoShuffleAndBoughtItemIsTop(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	p.Deck = zone{}
	setHand(p)
	p.Play.push(fundingCar)
	pushEffect(g, g.d.Bonuses[drawBonus])
	if p.Hand.N != 0 || p.Play.N != 1 {
		t.Fatal("an empty deck must not be refilled mid-round")
	}
	item := s.Row[2]
	p.Res[Coin] = 10
	mustApply(t, g, engine.Action{Kind: KindBuy, A: 2})
	pushEffect(g, g.d.Bonuses[drawBonus])
	if p.Hand.N != 1 || p.Hand.C[0] != item {
		t.Fatal("the item bought into an empty deck is its top card")
	}
}

func TestTravelHierarchy(t *testing.T) {
	tests := []struct {
		pool [NumTravel]uint8
		cost []uint8
		ok   bool
	}{
		{[4]uint8{1, 0, 0, 0}, []uint8{Boot}, true},
		{[4]uint8{0, 1, 0, 0}, []uint8{Boot}, true},
		{[4]uint8{0, 0, 1, 0}, []uint8{Boot}, true},
		{[4]uint8{0, 0, 0, 1}, []uint8{Boot}, true},
		{[4]uint8{0, 0, 1, 0}, []uint8{Ship}, false},
		{[4]uint8{0, 1, 0, 0}, []uint8{Car}, false},
		{[4]uint8{1, 0, 0, 0}, []uint8{Ship}, false},
		{[4]uint8{0, 0, 0, 1}, []uint8{Car}, true},
		{[4]uint8{0, 1, 0, 0}, []uint8{Plane}, false},
		{[4]uint8{0, 1, 0, 1}, []uint8{Boot, Ship}, true}, // ship for ship, plane for boot
		{[4]uint8{0, 1, 0, 0}, []uint8{Boot, Ship}, false},
		{[4]uint8{0, 2, 0, 0}, []uint8{Ship, Ship}, true},
	}
	for i, tc := range tests {
		p := tc.pool
		if got := travelPay(&p, tc.cost, true); got != tc.ok {
			t.Errorf("case %d: pool %v cost %v: %v, want %v", i, tc.pool, tc.cost, got, tc.ok)
		}
	}
}

// TestSetupByPlayerCount: blocking, stacks, starting decks and resources
// (§3; BGA: 2 coins / coin+compass / 2 coins+compass / coin+2 compasses),
// and the research bonus tiles per player count (BGA's places: Bird rows 2,
// 4, 6 always, 7 from 3 players, 3 and 5 with 4; Snake rows 2a/2c, 3, 6
// always, 2b from 3, 5 with 4, row 7 holding 2 or 3 to choose from).
func TestSetupByPlayerCount(t *testing.T) {
	for _, tc := range []struct {
		side                  string
		players, track, multi int
	}{
		{"bird", 1, 7, 0}, {"bird", 2, 7, 0}, {"bird", 3, 9, 0}, {"bird", 4, 11, 0},
		{"snake", 1, 6, 2}, {"snake", 2, 6, 2}, {"snake", 3, 7, 3}, {"snake", 4, 9, 3},
	} {
		n := tc.players
		g := newTestGame(t, n, 5, map[string]string{"side": tc.side})
		s := &g.s
		blocked := 0
		for c := 0; c < numCamps; c++ {
			if s.Occ[c][1] == occBlocked {
				blocked++
			}
		}
		if want := map[int]int{1: 5, 2: 5, 3: 3, 4: 0}[n]; blocked != want {
			t.Errorf("%s %d players: %d blocked camp spaces, want %d", tc.side, n, blocked, want)
		}
		stack := max(n, 2)
		if int(s.Temple[0]) != stack || int(s.NLost) != stack {
			t.Errorf("%s %d players: temple/lost stacks %d/%d, want %d", tc.side, n, s.Temple[0], s.NLost, stack)
		}
		onTrack := 0
		for _, b := range s.Bonus {
			if b != none {
				onTrack++
			}
		}
		if onTrack != tc.track || int(s.NMulti) != tc.multi {
			t.Errorf("%s %d players: %d bonus tiles on the track and %d in the multi row, want %d and %d",
				tc.side, n, onTrack, s.NMulti, tc.track, tc.multi)
		}
		for i := 0; i < n; i++ {
			p := &s.P[i]
			if p.Hand.N != 5 || p.Deck.N != 1 {
				t.Errorf("%d players seat %d: hand %d deck %d", n, i, p.Hand.N, p.Deck.N)
			}
			var basic [numBasic + 1]int
			for _, c := range append(p.Hand.list(), p.Deck.list()...) {
				basic[c]++
			}
			if basic != [numBasic + 1]int{1, 1, 1, 1, 2} {
				t.Errorf("start deck %v: one of each basic card and 2 Fear", basic)
			}
			seat := i
			if n == 1 {
				seat = 1
			}
			want := [][2]int16{{2, 0}, {1, 1}, {2, 1}, {1, 2}}[seat]
			if p.Res[Coin] != want[0] || p.Res[Compass] != want[1] {
				t.Errorf("%d players seat %d: start %v", n, i, p.Res)
			}
		}
		if int(s.FearDeck) != numFear-2*n {
			t.Errorf("fear deck %d", s.FearDeck)
		}
		if s.Row[0] == none || g.d.Cards[s.Row[0]].Kind != kindArtifact {
			t.Error("slot 0 must hold an artifact in round 1")
		}
		for i := 1; i < 6; i++ {
			if g.d.Cards[s.Row[i]].Kind != kindItem {
				t.Errorf("slot %d must hold an item", i)
			}
		}
	}
}

// §4.9 worked example: round 1→2 exiles A@0 and I@1 and deals 2 artifacts.
func TestCardRowBetweenRounds(t *testing.T) {
	g := newTestGame(t, 2, 9, nil)
	s := &g.s
	old := s.Row
	g.endRound(nil)
	finishCleanup(t, g)
	if s.Round != 2 {
		t.Fatal("round")
	}
	for i := 0; i < 2; i++ {
		if s.Row[i] == none || g.d.Cards[s.Row[i]].Kind != kindArtifact || s.Row[i] == old[0] {
			t.Errorf("slot %d: want a new artifact", i)
		}
	}
	for i := 2; i < 6; i++ {
		if s.Row[i] != old[i] {
			t.Errorf("slot %d: items 2..5 must stay", i)
		}
	}
	if s.NItemEx != 1 || s.ItemEx[0] != old[1] || s.NArtEx != 1 || s.ArtEx[0] != old[0] {
		t.Error("the two cards next to the staff are exiled")
	}
	if s.First != 1 {
		t.Error("the first-player marker passes left")
	}
}

// §4.6: discovering a level II site (2 cars, 6 compasses) takes both idols
// (only the face-up one resolves), places the tile, resolves it and wakes a
// guardian; it is the turn's main action.
func TestDiscoverTakesIdolsAndWakesGuardian(t *testing.T) {
	g := newTestGame(t, 2, 4, nil)
	s := &g.s
	p := s.cur()
	setHand(p)
	p.Res = [NumRes]int16{}
	p.Res[Compass] = 6
	s.Pool[Car] = 2
	mustApply(t, g, engine.Action{Kind: KindDiscover, A: siteII1})
	tile := s.SiteTile[siteII1]
	for s.NFrames > 0 {
		mustApply(t, g, g.Legal(nil)[0])
	}
	if p.Crate != 2 || tile == none || s.SiteGuard[siteII1] == none || s.Pool != [NumTravel]uint8{} {
		t.Fatalf("crate %d tile %d guardian %d pool %v", p.Crate, tile, s.SiteGuard[siteII1], s.Pool)
	}
	// Every level II tile gives a jewel or an arrowhead and a compass
	// (t2_2): some of the tile's resources must have arrived.
	if p.Res[Jewel] == 0 && p.Res[Arrowhead] == 0 {
		t.Fatalf("the tile's effect was not resolved: %v", p.Res)
	}
	if !s.MainDone || legalHas(g, engine.Action{Kind: KindResearch, A: 0, B: 1}) {
		t.Fatal("discovery is the main action")
	}
}

// §4.10: an artifact from hand costs a tablet and is the main action; a
// bought one resolves at once, optionally, without the tablet (§4.9).
// Skrzynia ze skarbem: draw a card, gain a coin (4 compasses).
func TestArtifactTabletCost(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	art := cardID(t, g, "skrzynia_ze_skarbem")
	setHand(p, art)
	p.Res = [NumRes]int16{}
	if legalHas(g, engine.Action{Kind: KindPlay, A: 0}) {
		t.Fatal("an artifact from hand needs 1 tablet")
	}
	p.Res[Tablet] = 1
	mustApply(t, g, engine.Action{Kind: KindPlay, A: 0})
	if p.Res != [NumRes]int16{1, 0, 0, 0, 0} || p.Hand.N != 1 || !s.MainDone {
		t.Fatalf("resources %v hand %d", p.Res, p.Hand.N)
	}
	g2 := newTestGame(t, 2, 1, nil)
	s2 := &g2.s
	s2.Row[0] = art
	q := s2.cur()
	q.Res = [NumRes]int16{0, 5, 0, 0, 0}
	mustApply(t, g2, engine.Action{Kind: KindBuy, A: 0})
	if q.Res[Coin] != 0 || !legalHas(g2, engine.Action{Kind: KindChoose}) {
		t.Fatal("resolving a bought artifact is optional (§4.9)")
	}
	mustApply(t, g2, engine.Action{Kind: KindChoose, A: 1})
	if q.Res != [NumRes]int16{1, 1, 0, 0, 0} || q.Play.N != 1 || q.Hand.N != 6 {
		t.Fatalf("bought artifact: resources %v play %d hand %d", q.Res, q.Play.N, q.Hand.N)
	}
}

// §4.15 step 2: leftover cards may be kept or discarded before the shuffle.
func TestLeftoverCardsKeepOrDiscard(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	mustApply(t, g, engine.Action{Kind: KindPass})
	mustApply(t, g, engine.Action{Kind: KindPass})
	if !s.Cleanup || s.Active != 0 {
		t.Fatal("seat 0 decides on its leftover cards first")
	}
	kept := s.P[0].Hand.C[1]
	mustApply(t, g, engine.Action{Kind: KindChoose, A: 1, B: 0})
	mustApply(t, g, engine.Action{Kind: KindChoose}) // keep the other 4
	if s.Active != 1 || !s.Cleanup {
		t.Fatal("then seat 1")
	}
	mustApply(t, g, engine.Action{Kind: KindChoose})
	if s.Cleanup || s.Round != 2 {
		t.Fatal("round 2 starts after the decisions")
	}
	p := &s.P[0]
	if p.Hand.N != 5 || p.Hand.C[0] != kept {
		t.Fatalf("kept cards stay in hand and the draw tops up to 5 (hand %d)", p.Hand.N)
	}
}

// §4.11, §4.16: the first magnifier in the Lost Temple scores 23, the
// second 21 (BGA); equal totals go to the earlier arrival.
func TestLostTempleArrivalAndTieBreak(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	for i := 0; i < 2; i++ {
		s.P[i].Mag = node(t, g, "7a")
		s.P[i].Res = [NumRes]int16{1, 1, 0, 0, 1} // the bridge: coin, compass, jewel
	}
	mustApply(t, g, engine.Action{Kind: KindResearch, A: 0, B: templeNode})
	if s.P[0].Arrival != 1 || s.NFrames == 0 {
		t.Fatal("arrival must be first and offer the Lost Temple bonus")
	}
	n := s.NLost
	mustApply(t, g, g.Legal(nil)[0])
	if s.NLost != n-1 {
		t.Fatal("one Lost Temple bonus taken")
	}
	for s.NFrames > 0 {
		mustApply(t, g, g.Legal(nil)[0])
	}
	mustApply(t, g, engine.Action{Kind: KindEnd})
	mustApply(t, g, engine.Action{Kind: KindResearch, A: 0, B: templeNode})
	if s.P[1].Arrival != 2 {
		t.Fatal("second arrival")
	}
	if got := [2]int{researchVP(g.d, templeNode, 1, false), researchVP(g.d, templeNode, 2, false)}; got != [2]int{23, 21} {
		t.Fatalf("arrival VP %v, want [23 21]", got)
	}
	// Equal totals: the earlier temple arrival wins.
	for i := 0; i < 2; i++ {
		s.P[i].Res = [NumRes]int16{}
		s.P[i].Hand, s.P[i].Deck, s.P[i].Play = zone{}, zone{}, zone{}
		s.P[i].Note = 0
		s.P[i].Crate = 0
	}
	s.P[1].TempleVP = 2
	r := g.Result()
	if r.Scores[0].Total != r.Scores[1].Total {
		t.Fatalf("totals %d %d", r.Scores[0].Total, r.Scores[1].Total)
	}
	if r.Place[0] != 1 || r.Place[1] != 2 || r.TieBreak != "arnak.tie.temple" {
		t.Fatalf("places %v tie %q", r.Place, r.TieBreak)
	}
}

// §4.16 with the published values: research (magnifier row 4 = 6 VP,
// notebook row 2 = 1 VP), a 6-VP temple tile, 2 idols (6) with one slot
// used (empty slots 2+3+4 = 9), a guardian (5), cards (Papuga 2, Pędzel
// 3), 2 Fear cards (−2) and a fear tile (−2): 6+1+6+15+5+5−4 = 34.
func TestScoreBreakdown(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := &g.s.P[0]
	p.Mag, p.Note = node(t, g, "4a"), node(t, g, "2b")
	p.TempleVP = 6
	p.Crate, p.Slots = 1, 0b0001
	p.Guard[0], p.NGuard = 3, 1
	p.Hand, p.Deck, p.Play = zone{}, zone{}, zone{}
	setHand(p, cardID(t, g, "papuga"), cardID(t, g, "pedzel"), fundingCar)
	p.Deck.push(cardFear)
	p.Play.push(cardFear)
	p.FearTiles = 1
	sc := g.score(0)
	want := []int{7, 6, 15, 5, 5, -4}
	for i, part := range sc.Parts {
		if part.Points != want[i] {
			t.Errorf("%s: %d, want %d", part.Label, part.Points, want[i])
		}
	}
	if sc.Total != 34 {
		t.Fatalf("total %d, want 34", sc.Total)
	}
}

// §6.1: 10 tiles, difficulty = red tiles, the rival acts first and never
// passes.
func TestSoloRival(t *testing.T) {
	for diff := 0; diff <= 5; diff++ {
		g := newTestGame(t, 1, uint64(diff+1), map[string]string{"difficulty": string(rune('0' + diff))})
		r := &g.s.Rival
		red, dig := 0, 0
		all := append(append([]uint8{}, r.Used[:r.NUsed]...), r.Stack[:r.NStack]...)
		for _, ti := range all {
			if g.d.Rival[ti].Red {
				red++
			}
			if g.d.Rival[ti].Family == famDig {
				dig++
			}
		}
		if len(all) != 10 || red != diff || dig != 5 {
			t.Fatalf("difficulty %d: %d tiles, %d red, %d dig", diff, len(all), red, dig)
		}
		if r.NUsed != 1 {
			t.Fatalf("the rival acts first in every round (used %d)", r.NUsed)
		}
		mustApply(t, g, engine.Action{Kind: KindPass})
		finishCleanup(t, g)
		if g.s.Round != 2 || r.NUsed != 1 || r.NStack != 9 {
			t.Fatalf("round %d used %d stack %d", g.s.Round, r.NUsed, r.NStack)
		}
	}
}

// §6.5: the rival is ranked with the player (Result.Rivals, one place
// numbering): a lost solo game names the rival as the winner.
func TestSoloResultRanksTheRival(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		g := newTestGame(t, 1, seed, nil)
		playRandom(t, g, seed)
		r := g.Result()
		player, rival := r.Scores[0].Total, g.rivalScore()
		if len(r.Rivals) != 1 || r.Rivals[0].Total != rival || r.Rivals[0].Name != "arnak.rival" {
			t.Fatalf("rivals %+v", r.Rivals)
		}
		sum := 0
		for _, p := range r.Rivals[0].Parts {
			sum += p.Points
		}
		if sum != rival {
			t.Fatalf("rival parts sum %d, total %d", sum, rival)
		}
		switch {
		case player > rival && (r.Place[0] != 1 || r.Rivals[0].Place != 2):
			t.Fatalf("player %d > rival %d: places %v / %d", player, rival, r.Place, r.Rivals[0].Place)
		case player < rival && (r.Place[0] != 2 || r.Rivals[0].Place != 1 || len(r.Winners()) != 0):
			t.Fatalf("player %d < rival %d: places %v / %d", player, rival, r.Place, r.Rivals[0].Place)
		}
	}
}

// Illegal actions are refused with a rule error and the state unchanged;
// a lack of resources or travel says what is missing.
func TestLegalityTable(t *testing.T) {
	tests := []struct {
		name    string
		setup   func(g *Game)
		a       engine.Action
		code    engine.Code
		missing string
	}{
		{"end before main", func(g *Game) {}, engine.Action{Kind: KindEnd}, "arnak.main_needed", ""},
		{"dig without travel", func(g *Game) { setHand(g.s.cur()); g.s.cur().Res[Coin] = 0 }, engine.Action{Kind: KindDig, A: 0}, "arnak.missing", "but"},
		{"blocked space", func(g *Game) { g.s.Pool[Plane] = 3 }, engine.Action{Kind: KindDig, A: 0, B: 1}, "arnak.illegal", ""},
		{"second main action", func(g *Game) { g.s.MainDone = true }, engine.Action{Kind: KindPass}, "arnak.main_done", ""},
		{"buy unaffordable", func(g *Game) { g.s.cur().Res[Coin] = 0; g.s.Row[1] = cardID(t, g, "pedzel") }, engine.Action{Kind: KindBuy, A: 1}, "arnak.missing", "3 monety"},
		{"research without an arrowhead", func(g *Game) { g.s.cur().Res = [NumRes]int16{0, 1, 0, 0, 0} }, engine.Action{Kind: KindResearch, A: 0, B: 1}, "arnak.missing", "1 grot strzały"},
		{"dig with both archaeologists out", func(g *Game) { g.s.cur().Arch = [2]uint8{1, 3}; g.s.Pool[Plane] = 2 }, engine.Action{Kind: KindDig, A: 4}, "arnak.no_archaeologist", ""},
		{"choose with nothing pending", func(g *Game) {}, engine.Action{Kind: KindChoose, A: 1}, "arnak.nothing_to_choose", ""},
		{"main action while an effect waits", func(g *Game) { pushEffect(g, g.d.effExile) }, engine.Action{Kind: KindPass}, "arnak.pending", ""},
		{"discover without compasses", func(g *Game) { g.s.Pool[Plane] = 2; g.s.cur().Res[Compass] = 2 }, engine.Action{Kind: KindDiscover, A: numCamps}, "arnak.missing", "1 kompas"},
		{"overcome elsewhere", func(g *Game) { discovered(g, siteI1, 0); g.s.SiteGuard[siteI1] = 0; g.s.cur().Res[Arrowhead] = 9 }, engine.Action{Kind: KindOvercome, A: siteI1}, "arnak.illegal", ""},
		{"temple before arriving", func(g *Game) { g.s.cur().Res = [NumRes]int16{9, 9, 9, 9, 9} }, engine.Action{Kind: KindTemple, A: 5}, "arnak.illegal", ""},
		{"unknown kind", func(g *Game) {}, engine.Action{Kind: 200}, engine.CodeBadAction, ""},
		{"the first kind past the known ones", func(g *Game) {}, engine.Action{Kind: numKinds}, engine.CodeBadAction, ""},
		{"hand index out of range", func(g *Game) {}, engine.Action{Kind: KindPlay, A: 9}, "arnak.illegal", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newTestGame(t, 2, 1, nil)
			tc.setup(g)
			sum := g.Checksum()
			err := g.Apply(tc.a, nil)
			if engine.CodeOf(err) != tc.code {
				t.Fatalf("got %v, want code %s", err, tc.code)
			}
			if tc.missing != "" {
				re, _ := err.(*engine.RuleError)
				if re == nil || re.Args["missing"] != tc.missing {
					t.Fatalf("missing %v, want %q", re.Args, tc.missing)
				}
			}
			if g.Checksum() != sum {
				t.Fatal("state changed by a refused action")
			}
		})
	}
}

// L760–765: the player chooses whether the row effect or the research
// bonus comes first. Magnifier 5 → 6a (jewel and compass), row 6 "draw a
// card", bonus b13 "exile": with nothing else to exile, only the row
// effect first lets the drawn card be exiled.
func TestRowEffectOrBonusFirst(t *testing.T) {
	for _, bonusFirst := range []bool{false, true} {
		g := newTestGame(t, 2, 1, nil)
		s := &g.s
		p := s.cur()
		n := node(t, g, "6a")
		p.Mag = node(t, g, "5")
		p.Res = [NumRes]int16{0, 1, 0, 0, 1}
		setHand(p)
		p.Deck = zone{}
		p.Deck.push(cardFear)
		s.Bonus[n] = 12 // b13: exile a card
		mustApply(t, g, engine.Action{Kind: KindResearch, A: 0, B: n})
		choose(t, g, 1, map[bool]uint8{false: 0, true: 1}[bonusFirst], 0, 0)
		exile := engine.Action{Kind: KindChoose, A: 1, B: 0}
		if got := legalHas(g, exile); got == bonusFirst {
			t.Fatalf("bonus first %v: exiling the drawn card offered %v", bonusFirst, got)
		}
		if !bonusFirst {
			mustApply(t, g, exile)
		}
		if s.NFrames != 0 || p.Hand.N != map[bool]uint8{false: 0, true: 1}[bonusFirst] {
			t.Fatalf("bonus first %v: frames %d hand %v", bonusFirst, s.NFrames, p.Hand.list())
		}
	}
}
