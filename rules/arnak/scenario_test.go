package arnak

import (
	"testing"

	"stolik/rules/engine"
)

func cardID(t testing.TB, g *Game, id string) uint8 {
	t.Helper()
	for i, c := range g.d.Cards {
		if c.ID == id {
			return uint8(i)
		}
	}
	t.Fatalf("no card %q", id)
	return 0
}

func setHand(p *player, cards ...uint8) {
	p.Hand = zone{}
	for _, c := range cards {
		p.Hand.push(c)
	}
}

func mustApply(t testing.TB, g *Game, a engine.Action) {
	t.Helper()
	if err := g.Apply(a, nil); err != nil {
		t.Fatalf("%s: %v", a.Format(kindNames), err)
	}
}

// finishCleanup keeps every leftover hand card at the round end.
func finishCleanup(t testing.TB, g *Game) {
	t.Helper()
	for g.s.Cleanup {
		mustApply(t, g, engine.Action{Kind: KindChoose})
	}
}

func legalHas(g *Game, a engine.Action) bool {
	return engine.Contains(g.Legal(nil), a)
}

// research node index by name.
func node(t testing.TB, g *Game, name string) uint8 {
	t.Helper()
	for i, n := range g.d.NodeName {
		if n == name {
			return uint8(i)
		}
	}
	t.Fatalf("no node %q", name)
	return 0
}

// §4.19: "You can always pay 2 coins for 1 plane, not only for dig travel."
func TestFAQ_PilotAnyTime(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	setHand(p)
	p.Res[Coin] = 4
	if legalHas(g, engine.Action{Kind: KindDig, A: 2, B: 0}) { // oboz3: ship
		t.Fatal("dig legal without travel symbols")
	}
	dig := engine.Action{Kind: KindDig, A: 2, B: 0, C: 1} // one pilot
	if !legalHas(g, dig) {
		t.Fatal("a pilot's plane must pay a ship cost")
	}
	if legalHas(g, engine.Action{Kind: KindDig, A: 2, B: 1, C: 3}) {
		t.Fatal("more pilots than the cost needs")
	}
	mustApply(t, g, dig)
	if p.Res[Coin] != 2 || g.s.Pool[Plane] != 0 || p.Res[Tablet] != 1 {
		t.Fatalf("dig: coins %d, planes left %d, tablets %d", p.Res[Coin], g.s.Pool[Plane], p.Res[Tablet])
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
// the bonus."
func TestFAQ_RowEffectWithoutBonus(t *testing.T) {
	for _, withBonus := range []bool{false, true} {
		g := newTestGame(t, 2, 3, nil)
		p := g.s.cur()
		p.Res = [NumRes]int16{0, 1, 0, 1, 0}
		n := node(t, g, "1a")
		g.s.Bonus[n] = none
		if withBonus {
			g.s.Bonus[n] = 0 // b1: gain 1 tablet (the seed's example)
		}
		mustApply(t, g, engine.Action{Kind: KindResearch, A: 0, B: n})
		for g.s.NFrames > 0 {
			mustApply(t, g, g.Legal(nil)[0])
		}
		if p.Res[Coin] != 1 {
			t.Errorf("bonus %v: row effect (1 coin) not resolved, coins %d", withBonus, p.Res[Coin])
		}
		if want := int16(map[bool]int{false: 0, true: 1}[withBonus]); p.Res[Tablet] != want {
			t.Errorf("bonus %v: tablets %d, want %d", withBonus, p.Res[Tablet], want)
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
	g.push(g.d.RowNote[2]) // row 3 notebook: upgrade
	g.run(nil)
	mustApply(t, g, engine.Action{Kind: KindChoose, A: 1, B: 0})
	if !p.Gold[0] || p.Exhausted[0] {
		t.Fatalf("gold %v exhausted %v", p.Gold[0], p.Exhausted[0])
	}
}

// §4.19: "Exile can target your hand or your play area."
func TestFAQ_ExileFromHandOrPlay(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	setHand(p, cardFunding, cardFear)
	p.Play.push(cardExploration)
	p.Play.push(cardFear)
	fear := g.s.FearDeck
	g.push(g.d.SlotEffect[4]) // exile
	g.run(nil)
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

// §4.19: "At round end you first take the Fear cards, then shuffle."
func TestFAQ_FearBeforeShuffle(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := &s.P[0]
	site := numCamps // a level I site
	s.SiteTile[site], s.SiteGuard[site] = 0, 0
	p.Arch[0] = uint8(1 + site*2)
	s.Occ[site][0] = 1
	before := 0
	for _, c := range p.Deck.list() {
		if c == cardFear {
			before++
		}
	}
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
	_ = before
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

// §4.19: "More than 5 cards in hand? Yes."
func TestFAQ_HandOverFive(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	g.push(g.d.Bonuses[8]) // draw 1
	g.run(nil)
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
	p.Play.push(cardFunding)
	g.push(g.d.Bonuses[8])
	g.run(nil)
	if p.Hand.N != 0 || p.Play.N != 1 {
		t.Fatal("an empty deck must not be refilled mid-round")
	}
	item := s.Row[2]
	p.Res[Coin] = 10
	mustApply(t, g, engine.Action{Kind: KindBuy, A: 2})
	g.push(g.d.Bonuses[8])
	g.run(nil)
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

func TestSetupByPlayerCount(t *testing.T) {
	for n := 1; n <= 4; n++ {
		g := newTestGame(t, n, 5, nil)
		s := &g.s
		blocked := 0
		for c := 0; c < numCamps; c++ {
			if s.Occ[c][1] == occBlocked {
				blocked++
			}
		}
		want := map[int]int{1: 5, 2: 5, 3: 3, 4: 0}[n]
		if blocked != want {
			t.Errorf("%d players: %d blocked camp spaces, want %d", n, blocked, want)
		}
		stack := max(n, 2)
		if int(s.Temple[0]) != stack || int(s.NLost) != stack {
			t.Errorf("%d players: temple/lost stacks %d/%d, want %d", n, s.Temple[0], s.NLost, stack)
		}
		for i := 0; i < n; i++ {
			p := &s.P[i]
			if p.Hand.N != 5 || p.Deck.N != 1 {
				t.Errorf("%d players seat %d: hand %d deck %d", n, i, p.Hand.N, p.Deck.N)
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

func TestDiscoverTakesIdolsAndWakesGuardian(t *testing.T) {
	g := newTestGame(t, 2, 4, nil)
	s := &g.s
	p := s.cur()
	site := numCamps + 8 // s2a, level II, plane
	p.Res[Compass] = 6
	s.Pool[Plane] = 1
	idol := s.Idol[site][0]
	before := p.Res
	mustApply(t, g, engine.Action{Kind: KindDiscover, A: uint8(site)})
	for s.NFrames > 0 {
		mustApply(t, g, g.Legal(nil)[1])
	}
	if p.Crate != 2 || s.SiteTile[site] == none || s.SiteGuard[site] == none || p.Res[Compass] < 0 {
		t.Fatalf("crate %d tile %d guardian %d", p.Crate, s.SiteTile[site], s.SiteGuard[site])
	}
	gained := 0
	for i := range p.Res {
		gained += int(p.Res[i] - before[i])
	}
	if gained <= -6 {
		t.Fatalf("idol %d and site effects not resolved", idol)
	}
	if !s.MainDone || legalHas(g, engine.Action{Kind: KindResearch, A: 0, B: 1}) {
		t.Fatal("discovery is the main action")
	}
}

func TestArtifactTabletCost(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	art := cardID(t, g, "topor") // gain 2 arrowheads
	setHand(p, art)
	p.Res[Tablet] = 0
	if legalHas(g, engine.Action{Kind: KindPlay, A: 0}) {
		t.Fatal("an artifact from hand needs 1 tablet")
	}
	p.Res[Tablet] = 1
	mustApply(t, g, engine.Action{Kind: KindPlay, A: 0})
	if p.Res[Tablet] != 0 || p.Res[Arrowhead] != 2 || !s.MainDone {
		t.Fatalf("tablets %d arrowheads %d", p.Res[Tablet], p.Res[Arrowhead])
	}
	// Bought artifacts resolve at once with no tablet.
	g2 := newTestGame(t, 2, 1, nil)
	s2 := &g2.s
	s2.Row[0] = art
	q := s2.cur()
	q.Res[Compass], q.Res[Tablet] = 5, 0
	mustApply(t, g2, engine.Action{Kind: KindBuy, A: 0})
	if q.Res[Arrowhead] != 0 || !legalHas(g2, engine.Action{Kind: KindChoose}) {
		t.Fatal("resolving a bought artifact is optional (§4.9)")
	}
	mustApply(t, g2, engine.Action{Kind: KindChoose, A: 1})
	if q.Res[Arrowhead] != 2 || q.Res[Compass] != 5-int16(g.d.Cards[art].Cost) || q.Play.N != 1 {
		t.Fatalf("bought artifact: arrowheads %d compasses %d", q.Res[Arrowhead], q.Res[Compass])
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

func TestPassToGain(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	setHand(p, cardID(t, g, "medalion"))
	p.Res[Tablet] = 1
	mustApply(t, g, engine.Action{Kind: KindPlay, A: 0})
	if !p.Passed || s.Active != 1 || p.Res[Compass] != 2 || p.Res[Tablet] != 1 {
		t.Fatalf("passed %v active %d res %v", p.Passed, s.Active, p.Res)
	}
}

func TestLostTempleArrivalAndTieBreak(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	for i := 0; i < 2; i++ {
		s.P[i].Mag = node(t, g, "7a")
		s.P[i].Res = [NumRes]int16{1, 1, 0, 0, 1}
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
	if researchVP(g.d, templeNode, 1) <= researchVP(g.d, templeNode, 2) {
		t.Fatal("earlier arrivals score more")
	}
	// Equal totals: the earlier temple arrival wins.
	for i := 0; i < 2; i++ {
		s.P[i].Res = [NumRes]int16{}
		s.P[i].Hand, s.P[i].Deck, s.P[i].Play = zone{}, zone{}, zone{}
		s.P[i].Note = 0
	}
	s.P[1].TempleVP = int16(researchVP(g.d, templeNode, 1) - researchVP(g.d, templeNode, 2))
	s.P[1].Crate, s.P[0].Crate = 0, 0
	r := g.Result()
	if r.Scores[0].Total != r.Scores[1].Total {
		t.Fatalf("totals %d %d", r.Scores[0].Total, r.Scores[1].Total)
	}
	if r.Place[0] != 1 || r.Place[1] != 2 || r.TieBreak != "arnak.tie.temple" {
		t.Fatalf("places %v tie %q", r.Place, r.TieBreak)
	}
}

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
		// The rival never passes: after the player passes it plays out.
		mustApply(t, g, engine.Action{Kind: KindPass})
		finishCleanup(t, g)
		if g.s.Round != 2 || r.NUsed != 1 || r.NStack != 9 {
			t.Fatalf("round %d used %d stack %d", g.s.Round, r.NUsed, r.NStack)
		}
	}
}

func TestSoloWinnerRule(t *testing.T) {
	g := newTestGame(t, 1, 2, nil)
	playRandom(t, g, 3)
	r := g.Result()
	player, rival := r.Scores[0].Total, g.rivalScore()
	if (player > rival) == r.NoWinner {
		t.Fatalf("player %d rival %d NoWinner %v", player, rival, r.NoWinner)
	}
}

// Illegal actions are refused with a rule error and the state unchanged.
func TestLegalityTable(t *testing.T) {
	tests := []struct {
		name  string
		setup func(g *Game)
		a     engine.Action
		code  engine.Code
	}{
		{"end before main", func(g *Game) {}, engine.Action{Kind: KindEnd}, "arnak.main_needed"},
		{"dig without travel", func(g *Game) { setHand(g.s.cur()) }, engine.Action{Kind: KindDig, A: 0}, "arnak.illegal"},
		{"blocked space", func(g *Game) { g.s.Pool[Plane] = 3 }, engine.Action{Kind: KindDig, A: 0, B: 1}, "arnak.illegal"},
		{"second main action", func(g *Game) { g.s.MainDone = true }, engine.Action{Kind: KindPass}, "arnak.main_done"},
		{"buy unaffordable", func(g *Game) { g.s.cur().Res[Coin] = 0 }, engine.Action{Kind: KindBuy, A: 1}, "arnak.illegal"},
		{"dig with both archaeologists out", func(g *Game) { g.s.cur().Arch = [2]uint8{1, 3}; g.s.Pool[Plane] = 2 }, engine.Action{Kind: KindDig, A: 4}, "arnak.no_archaeologist"},
		{"choose with nothing pending", func(g *Game) {}, engine.Action{Kind: KindChoose, A: 1}, "arnak.nothing_to_choose"},
		{"main action while an effect waits", func(g *Game) { g.push(g.d.SlotEffect[4]); g.run(nil) }, engine.Action{Kind: KindPass}, "arnak.pending"},
		{"discover without compasses", func(g *Game) { g.s.Pool[Plane] = 2; g.s.cur().Res[Compass] = 2 }, engine.Action{Kind: KindDiscover, A: numCamps}, "arnak.illegal"},
		{"overcome elsewhere", func(g *Game) { g.s.SiteTile[numCamps], g.s.SiteGuard[numCamps] = 0, 0; g.s.cur().Res[Arrowhead] = 9 }, engine.Action{Kind: KindOvercome, A: numCamps}, "arnak.illegal"},
		{"temple before arriving", func(g *Game) { g.s.cur().Res = [NumRes]int16{9, 9, 9, 9, 9} }, engine.Action{Kind: KindTemple, A: 5}, "arnak.illegal"},
		{"unknown kind", func(g *Game) {}, engine.Action{Kind: 200}, engine.CodeBadAction},
		{"hand index out of range", func(g *Game) {}, engine.Action{Kind: KindPlay, A: 9}, "arnak.illegal"},
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
			if g.Checksum() != sum {
				t.Fatal("state changed by a refused action")
			}
		})
	}
}

// L760–765: the player chooses whether the row effect or the research bonus
// comes first; it matters when one feeds the other.
func TestRowEffectOrBonusFirst(t *testing.T) {
	for _, bonusFirst := range []bool{false, true} {
		g := newTestGame(t, 2, 1, nil)
		s := &g.s
		p := s.cur()
		n := node(t, g, "1a")
		p.Mag = n
		p.Res = [NumRes]int16{0, 1, 0, 1, 0}
		s.Bonus[n] = 10                                                // b11: upgrade an assistant
		mustApply(t, g, engine.Action{Kind: KindResearch, A: 1, B: n}) // notebook row 1: hire
		choose := uint8(0)
		if bonusFirst {
			choose = 1
		}
		mustApply(t, g, engine.Action{Kind: KindChoose, A: 1, B: choose})
		for s.NFrames > 0 {
			mustApply(t, g, g.Legal(nil)[0])
		}
		if p.Asst[0] == none || p.Gold[0] == bonusFirst {
			t.Errorf("bonus first %v: assistant %d gold %v", bonusFirst, p.Asst[0], p.Gold[0])
		}
	}
}
