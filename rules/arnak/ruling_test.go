package arnak

import (
	"testing"

	"stolik/rules/engine"
)

// The rulebook's clarifications (last page, spec §5.2), each on the
// published card it concerns.

// §5.2 #0 on Wędka (buy an item 3 coins cheaper, the item deck's top too):
// usable with nothing buyable, declining puts the revealed card back, and
// buying another card makes the revealed one the row's refill.
func TestRuling0_BuyDiscountRevealsDeckTop(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := play(t, g, "wedka")
	top := s.Reveal[0]
	if top == none || s.Reveal[1] != none {
		t.Fatal("only the item deck's top is revealed")
	}
	p.Res[Coin] = 0
	if !legalHas(g, engine.Action{Kind: KindChoose}) {
		t.Fatal("the player may buy nothing")
	}
	nItem := s.NItem
	choose(t, g, 0, 0, 0, 0)
	if s.Reveal != [2]uint8{none, none} || s.NItem != nItem+1 || s.ItemDeck[s.NItem-1] != top {
		t.Fatal("declined: the revealed card goes back on top")
	}
	// Buy a row item instead: the revealed card becomes the refill.
	g = newTestGame(t, 2, 1, nil)
	s = &g.s
	p = play(t, g, "wedka")
	top = s.Reveal[0]
	p.Res[Coin] = 20
	choose(t, g, 1, 3, 0, 0)
	mustApply(t, g, engine.Action{Kind: KindEnd})
	if s.Row[5] != top {
		t.Fatal("the revealed item refills the row")
	}
	// Buy the revealed card itself, 3 coins cheaper.
	g = newTestGame(t, 2, 2, nil)
	s = &g.s
	p = play(t, g, "wedka")
	top = s.Reveal[0]
	p.Res[Coin] = 20
	choose(t, g, 2, 0, 0, 0)
	if p.Deck.C[p.Deck.N-1] != top || p.Res[Coin] != 20-max(0, int16(g.d.Cards[top].Cost)-3) {
		t.Fatal("the revealed item goes to the bottom of the deck at its discounted price")
	}
}

// §5.2 #1 Dziennik: "usuń tę kartę, aby" move the notebook free; only the
// notebook, never past the magnifier.
func TestRuling1_DziennikMovesNotebookOnly(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	p.Mag = node(t, g, "2a")
	p.Res = [NumRes]int16{}
	play(t, g, "dziennik")
	if s.NItemEx != 1 || s.ItemEx[0] != cardID(t, g, "dziennik") || p.Play.N != 0 {
		t.Fatal("Dziennik is exiled, not put in the play area")
	}
	for _, a := range g.Legal(nil) {
		if a.A == 1 && (a.C != 1 || g.d.NodeRow[a.B] > 1) {
			t.Fatalf("only the notebook to row 1 now, offered %v", a)
		}
	}
	choose(t, g, 1, node(t, g, "1a"), 1, 0)
	if p.Note != node(t, g, "1a") || p.Mag != node(t, g, "2a") {
		t.Fatal("Dziennik moved the wrong token")
	}
	// Row 1's notebook effect hires an assistant; nothing was paid.
	if p.Res != [NumRes]int16{} {
		t.Fatalf("free research paid %v", p.Res)
	}
}

// §5.2 #2 Łuk i strzały: a compass per guardian on your sites and per
// guardian overcome; "Możesz otrzymać maksymalnie 3".
func TestRuling2_LukIStrzalyCap(t *testing.T) {
	for _, tc := range []struct {
		overcome, onMySites, elsewhere int
		want                           int16
	}{{1, 0, 0, 1}, {1, 1, 1, 2}, {2, 1, 0, 3}, {3, 1, 0, 3}, {0, 0, 1, 0}} {
		g := newTestGame(t, 2, 1, nil)
		s := &g.s
		p := s.cur()
		p.Res = [NumRes]int16{}
		p.NGuard = uint8(tc.overcome)
		for i := 0; i < tc.onMySites; i++ {
			discovered(g, siteI1, 0)
			s.SiteGuard[siteI1] = 1
			stand(g, 0, 0, siteI1, 0)
		}
		for i := 0; i < tc.elsewhere; i++ {
			discovered(g, siteI3, 2)
			s.SiteGuard[siteI3] = 2
		}
		setHand(p, cardID(t, g, "luk_i_strzaly"))
		if !legalHas(g, engine.Action{Kind: KindPlay}) {
			if tc.want != 0 {
				t.Fatalf("%+v: not playable", tc)
			}
			continue
		}
		mustApply(t, g, engine.Action{Kind: KindPlay})
		if p.Res[Compass] != tc.want {
			t.Errorf("%+v: %d compasses, want %d", tc, p.Res[Compass], tc.want)
		}
	}
}

// §5.2 #3 Nóż oficerski: two different of exile / coin / compass / tablet.
func TestRuling3_NozOficerskiTwoDifferent(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	p.Res = [NumRes]int16{}
	play(t, g, "noz_oficerski")
	choose(t, g, 1, 3, 0, 0) // a tablet
	if legalHas(g, engine.Action{Kind: KindChoose, A: 1, B: 3}) || legalHas(g, engine.Action{Kind: KindChoose}) {
		t.Fatal("the same benefit twice, or only one")
	}
	choose(t, g, 1, 0, 0, 0) // exile a card: the knife itself from the play area
	choose(t, g, 2, 0, 0, 0)
	if p.Res != [NumRes]int16{0, 0, 1, 0, 0} || s.NFrames != 0 || s.NItemEx != 1 {
		t.Fatalf("res %v frames %d exiled %d", p.Res, s.NFrames, s.NItemEx)
	}
}

// §5.2 #4 Pędzel: a compass per idol, in the crates or on slots, at most 3.
func TestRuling4_PedzelCountsAllIdols(t *testing.T) {
	for _, tc := range []struct {
		crate, slots uint8
		want         int16
	}{{1, 0, 1}, {1, 0b11, 3}, {3, 0b1, 3}, {0, 0b1, 1}} {
		g := newTestGame(t, 2, 1, nil)
		p := g.s.cur()
		p.Res = [NumRes]int16{}
		p.Crate, p.Slots = tc.crate, tc.slots
		play(t, g, "pedzel")
		if p.Res[Compass] != tc.want {
			t.Errorf("crate %d slots %b: %d compasses, want %d", tc.crate, tc.slots, p.Res[Compass], tc.want)
		}
	}
}

// §5.2 #5 Pułapka (exile it to overcome a guardian free): a site with your
// archaeologist or none of yours, but no other archaeologist.
func TestRuling5_PulapkaNoOtherArchaeologist(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	theirs, mine, nobody := siteI1, siteI1+1, siteI3
	for i, site := range []int{theirs, mine, nobody} {
		discovered(g, site, uint8(i))
		s.SiteGuard[site] = uint8(i)
	}
	stand(g, 1, 0, theirs, 0)
	stand(g, 0, 0, mine, 0)
	p := play(t, g, "pulapka")
	if legalHas(g, engine.Action{Kind: KindChoose, A: 1, B: uint8(theirs)}) {
		t.Fatal("a site with another player's archaeologist")
	}
	if !legalHas(g, engine.Action{Kind: KindChoose, A: 1, B: uint8(mine)}) || !legalHas(g, engine.Action{Kind: KindChoose, A: 1, B: uint8(nobody)}) {
		t.Fatal("own or empty sites must be allowed")
	}
	choose(t, g, 1, uint8(nobody), 0, 0)
	if p.NGuard != 1 || s.SiteGuard[nobody] != none || s.NItemEx != 1 {
		t.Fatal("the guardian is overcome free and the trap exiled")
	}
}

// §5.2 #8 Butelka z kokosa: 2 coins, then a supply assistant's silver
// ability as the main action, without exhausting or taking it.
func TestRuling8_ButelkaZKokosaSupplyAssistant(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	// Put Kartografka (silver: a compass) on top of stack 0.
	s.AStack[0][s.NA[0]-1], s.AStack[0][0] = 11, s.AStack[0][s.NA[0]-1]
	na := s.NA
	p.Res = [NumRes]int16{}
	play(t, g, "butelka_z_kokosa")
	if !s.MainDone {
		t.Fatal("the artifact is the main action")
	}
	choose(t, g, 1, 0, 0, 0)
	if s.NA != na || p.Res != [NumRes]int16{2, 1, 0, 0, 0} {
		t.Fatalf("stacks %v, res %v: want the assistant left in place and 2 coins + 1 compass", s.NA, p.Res)
	}
}

// §5.2 #10 Kolczyk z kryształem: draw N, keep 1, maybe 1 on top, rest inert.
func TestRuling10_KolczykZKrysztalem(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	p.Deck = zone{}
	for _, c := range []uint8{fundingCar, explorationCar, cardFear} {
		p.Deck.push(c)
	}
	play(t, g, "kolczyk_z_krysztalem")
	choose(t, g, 1, 3, 0, 0) // draw 3
	if s.NDrawn != 3 || p.Deck.N != 0 {
		t.Fatal("declared 3 draws")
	}
	choose(t, g, 1, 1, 0, 0) // keep Exploration
	choose(t, g, 1, 1, 0, 0) // Fear back on top
	if p.Hand.N != 1 || p.Hand.C[0] != explorationCar || p.Deck.N != 1 || p.Deck.C[0] != cardFear {
		t.Fatalf("hand %v deck %v", p.Hand.list(), p.Deck.list())
	}
	if p.Play.N != 2 { // the earring and Funding
		t.Fatalf("play area %v", p.Play.list())
	}
}

// §5.2 #11 Kolczyk z obsydianem: from the bottom, reaching a bought item.
func TestRuling11_KolczykZObsydianemBottom(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	item := s.Row[1]
	p.Deck.push(item)
	play(t, g, "kolczyk_z_obsydianem")
	choose(t, g, 1, 2, 0, 0)
	i := uint8(0)
	if s.Drawn[1] == item {
		i = 1
	}
	choose(t, g, 1, i, 0, 0)
	if p.Hand.C[0] != item || p.Play.N != 2 {
		t.Fatal("the bought item is usable this round")
	}
}

// §5.2 #12 Korona strażnika: from a site you occupy to an unoccupied,
// discovered camp or level I site without a guardian; that site is
// activated (camp 0: 2 coins).
func TestRuling12_KoronaStraznikaTarget(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	a, free1, taken, level2 := siteI1, siteI1+1, siteI3, siteII1
	discovered(g, a, 0)
	s.SiteGuard[a] = 3
	discovered(g, free1, 1)
	discovered(g, taken, 2)
	discovered(g, level2, tile2(1))
	stand(g, 1, 0, taken, 0)
	stand(g, 0, 0, a, 0)
	p := s.cur()
	p.Res = [NumRes]int16{}
	play(t, g, "korona_straznika")
	for _, to := range []int{campCoins, free1} {
		if !legalHas(g, engine.Action{Kind: KindChoose, A: 1, B: uint8(a), C: uint8(to)}) {
			t.Fatalf("move to %s", g.d.Sites[to].ID)
		}
	}
	for _, x := range g.Legal(nil) {
		if x.A == 1 && (x.C == uint8(taken) || x.C == uint8(level2) || s.SiteTile[x.C] == none) {
			t.Fatalf("illegal destination %v", x)
		}
	}
	choose(t, g, 1, uint8(a), campCoins, 0)
	if s.SiteGuard[campCoins] != 3 || s.SiteGuard[a] != none || p.Res[Coin] != 2 {
		t.Fatalf("guardian not moved to the camp or camp not activated: coins %d", p.Res[Coin])
	}
}

// §5.2 #13 Laska tropiciela: from a site (never from the board) to a camp
// or level I site, which is activated (t1_4: a compass and an arrowhead).
func TestRuling13_LaskaTropicielaRelocate(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	setHand(g.s.cur(), cardID(t, g, "laska_tropiciela"))
	g.s.cur().Res[Tablet] = 1
	if legalHas(g, engine.Action{Kind: KindPlay}) {
		t.Fatal("with both archaeologists home there is nothing to relocate (G28)")
	}
	g = newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	p.Res = [NumRes]int16{}
	discovered(g, siteI1, tile1(4))
	discovered(g, siteII1, tile2(1))
	stand(g, 0, 0, campCoins, 0)
	play(t, g, "laska_tropiciela")
	for _, a := range g.Legal(nil) {
		if a.A == 1 && g.d.Sites[a.C].Level == 2 {
			t.Fatal("Laska relocates to camps and level I sites only")
		}
	}
	choose(t, g, 1, 0, siteI1, 0)
	if p.Arch[0] != uint8(1+siteI1*2) || s.Occ[campCoins][0] != occFree || s.Occ[siteI1][0] != 1 {
		t.Fatal("not relocated")
	}
	if p.Res != [NumRes]int16{0, 1, 0, 1, 0} {
		t.Fatalf("the destination was not activated: %v", p.Res)
	}
}

// §5.2 #15 Okaryna strażnika: playable just for its travel part; from
// then on, this round, every travel symbol of the player counts as a plane
// (a 2-symbol card as 2 planes), in later turns too.
func TestRuling15_OkarynaPlanesThisRound(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	steam := cardID(t, g, "parowiec")
	setHand(p, cardID(t, g, "okaryna_straznika"), steam)
	p.Res[Tablet] = 1
	mustApply(t, g, engine.Action{Kind: KindPlay, A: 0})
	if pool := g.payPool(1<<0, 0); pool != [NumTravel]uint8{0, 0, 0, 2} {
		t.Fatalf("Parowiec after Okaryna pays %v, want 2 planes", pool)
	}
	mustApply(t, g, engine.Action{Kind: KindEnd})
	mustApply(t, g, engine.Action{Kind: KindPass}) // seat 1
	if s.Active != 0 {
		t.Fatal("seat 0's turn again")
	}
	if pool := g.payPool(1<<0, 0); pool != [NumTravel]uint8{0, 0, 0, 2} {
		t.Fatalf("a later turn of the same round: %v, want 2 planes", pool)
	}
	mustApply(t, g, engine.Action{Kind: KindPass})
	finishCleanup(t, g)
	if s.Round != 2 || s.P[0].TravelAs != 0 {
		t.Fatal("the transformation ends with the round")
	}
}

// §5.2 #16 Strojny róg: the new assistant keeps the level and is ready;
// the old one returns silver side up.
func TestRuling16_StrojnyRogKeepsLevel(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	p.Asst[0], p.Gold[0], p.Exhausted[0] = s.AStack[2][0], true, true
	s.AStack[2][0] = s.AStack[2][1] // keep the 12 unique
	s.NA[2]--
	old := p.Asst[0]
	top := s.AStack[0][s.NA[0]-1]
	play(t, g, "strojny_rog")
	choose(t, g, 1, 0, 0, 0)
	if p.Asst[0] != top || !p.Gold[0] || p.Exhausted[0] || s.AStack[0][s.NA[0]-1] != old {
		t.Fatal("swap")
	}
}

// §5.2 #17 Zdobiony młot: exile the rightmost item, then take any exiled
// item free to the bottom of the deck; the row refills at the turn's end.
func TestRuling17_ZdobionyMlot(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	right := s.Row[5]
	p := play(t, g, "zdobiony_mlot")
	if s.Row[5] != none || s.NItemEx != 1 || s.ItemEx[0] != right {
		t.Fatal("the rightmost item is exiled")
	}
	choose(t, g, 1, right, 0, 0)
	if p.Deck.C[p.Deck.N-1] != right || s.NItemEx != 0 {
		t.Fatal("taken from the exile pile to the deck bottom")
	}
	mustApply(t, g, engine.Action{Kind: KindEnd})
	if s.Row[5] == none {
		t.Fatal("refill at the end of the turn")
	}
}

// §4.10 example: Papuga discards another card (its effect and symbols
// ignored) for a jewel; it is the main action.
func TestRuling18_Papuga(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	setHand(p, cardID(t, g, "papuga"), fundingCar)
	p.Res = [NumRes]int16{}
	mustApply(t, g, engine.Action{Kind: KindPlay, A: 0})
	choose(t, g, 1, 0, 0, 0)
	if p.Res != [NumRes]int16{0, 0, 0, 0, 1} || !s.MainDone || p.Play.N != 2 {
		t.Fatalf("res %v play %d", p.Res, p.Play.N)
	}
}

// §5.2 #6/#7 Bożek Ara-Anu and Ostrze z inskrypcją: research (either
// token) cheaper — a jewel; an arrowhead or 2 tablets — and "Możesz
// wykorzystać tę zniżkę, aby opłacić koszt kafelka świątyni".
func TestRuling6and7_ResearchDiscounts(t *testing.T) {
	t.Run("Bożek Ara-Anu: start → 1b costs a jewel", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		p := g.s.cur()
		p.Res = [NumRes]int16{}
		play(t, g, "bozek_ara_anu")
		choose(t, g, 1, node(t, g, "1b"), 0, 0)
		if p.Mag != node(t, g, "1b") || p.Res != [NumRes]int16{1, 0, 0, 0, 0} {
			t.Fatalf("magnifier at %d, resources %v (row 1 gives a coin)", p.Mag, p.Res)
		}
	})
	t.Run("Ostrze: 1a → 2b costs an arrowhead and a tablet", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		p := g.s.cur()
		p.Mag = node(t, g, "1a")
		p.Res = [NumRes]int16{0, 0, 1, 0, 0}
		n2b := node(t, g, "2b")
		g.s.Bonus[n2b] = none
		play(t, g, "ostrze_z_inskrypcja")
		if !legalHas(g, engine.Action{Kind: KindChoose, A: 1, B: n2b, C: 0, D: 0}) || legalHas(g, engine.Action{Kind: KindChoose, A: 1, B: n2b, C: 0, D: 1}) {
			t.Fatal("the arrowhead discount pays, 2 tablets off leaves the arrowhead to pay")
		}
		choose(t, g, 1, n2b, 0, 0)
		if p.Mag != n2b || p.Res != [NumRes]int16{0, 1, 0, 0, 0} {
			t.Fatalf("magnifier %d resources %v (row 2 gives a compass)", p.Mag, p.Res)
		}
	})
	t.Run("Ostrze pays a temple tile", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		p := g.s.cur()
		p.Mag = templeNode
		p.Res = [NumRes]int16{0, 1, 0, 0, 0} // stack 2C costs a compass and an arrowhead
		if legalHas(g, engine.Action{Kind: KindTemple, A: 2}) {
			t.Fatal("the full cost is not affordable without the blade")
		}
		play(t, g, "ostrze_z_inskrypcja")
		choose(t, g, 2, 2, 0, 0)
		if p.TempleVP != 2 || p.Res != [NumRes]int16{} {
			t.Fatalf("temple VP %d, resources left %v", p.TempleVP, p.Res)
		}
	})
}

// G28: a card is offered for its effect only when some part can resolve.
func TestG28_UnresolvableEffectNotOffered(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	setHand(p, cardID(t, g, "pedzel"), cardID(t, g, "papuga"))
	if legalHas(g, engine.Action{Kind: KindPlay, A: 0}) {
		t.Fatal("Pędzel with no idols does nothing")
	}
	if !legalHas(g, engine.Action{Kind: KindPlay, A: 1}) {
		t.Fatal("Papuga can discard Pędzel")
	}
	setHand(p, cardID(t, g, "papuga"))
	if legalHas(g, engine.Action{Kind: KindPlay, A: 0}) {
		t.Fatal("Papuga alone has nothing to discard")
	}
	setHand(p, cardID(t, g, "rewolwer"))
	p.Res[Compass] = 5
	if legalHas(g, engine.Action{Kind: KindPlay, A: 0}) {
		t.Fatal("Rewolwer with no guardian to overcome")
	}
}

// G27: free actions may be taken during an effect's payment step. Wędka
// makes Osioł juczny (4 coins) cost 1; Fundusze's coin pays it.
func TestG27_FreeActionDuringPayment(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	setHand(p, cardID(t, g, "wedka"), fundingCar, cardID(t, g, "papuga"))
	p.Res[Coin] = 0
	mustApply(t, g, engine.Action{Kind: KindPlay, A: 0})
	s.Row[1] = cardID(t, g, "osiol_juczny")
	buy := engine.Action{Kind: KindChoose, A: 1, B: 1}
	if legalHas(g, buy) {
		t.Fatal("not yet affordable")
	}
	if legalHas(g, engine.Action{Kind: KindPlay, A: 1}) {
		t.Fatal("a main-action card cannot be played inside an effect")
	}
	mustApply(t, g, engine.Action{Kind: KindPlay, A: 0}) // Fundusze: +1 coin, free
	if !legalHas(g, buy) {
		t.Fatal("the free action's coin must count for the pending buy")
	}
	mustApply(t, g, buy)
	if p.Res[Coin] != 0 {
		t.Fatalf("coins %d", p.Res[Coin])
	}
}

// G18: Kamień przewodni activates the top level I tile, which then goes to
// the bottom of its stack.
func TestG18_ActivateSiteTileFromStack(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	top := s.Stack1[s.N1-1]
	s.Stack1[s.N1-1] = tile1(5) // c1 t2
	for i := 0; i < int(s.N1)-1; i++ {
		if s.Stack1[i] == tile1(5) {
			s.Stack1[i] = top
		}
	}
	p := s.cur()
	p.Res = [NumRes]int16{}
	play(t, g, "kamien_przewodni")
	choose(t, g, 1, 1, 0, 0)
	if s.Stack1[0] != tile1(5) || s.N1 != numTiles1 {
		t.Fatal("the tile goes to the bottom of its stack")
	}
	if p.Res != [NumRes]int16{1, 0, 2, 0, 0} {
		t.Fatalf("the tile's effect: %v, want a coin and 2 tablets", p.Res)
	}
}
