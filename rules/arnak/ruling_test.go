package arnak

import (
	"testing"

	"stolik/rules/engine"
)

// play puts card id alone in the active hand (with a tablet for
// artifacts) and plays it for its effect.
func play(t *testing.T, g *Game, id string) *player {
	t.Helper()
	p := g.s.cur()
	c := cardID(t, g, id)
	setHand(p, c)
	if g.d.Cards[c].Kind == kindArtifact {
		p.Res[Tablet]++
	}
	mustApply(t, g, engine.Action{Kind: KindPlay, A: 0})
	return p
}

func choose(t *testing.T, g *Game, a, b, c, d uint8) {
	t.Helper()
	mustApply(t, g, engine.Action{Kind: KindChoose, A: a, B: b, C: c, D: d})
}

// §5.2 #0: a card's buy-with-discount reveals the deck top as an extra
// option, usable even with nothing buyable in the row.
func TestRuling0_BuyDiscountRevealsDeckTop(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := play(t, g, "list_polecajacy") // buyreveal any 2
	top := s.Reveal[0]
	if top == none || s.Reveal[1] == none {
		t.Fatal("both deck tops are revealed for a buy of any card")
	}
	p.Res[Coin] = 0
	legal := g.Legal(nil)
	if !engine.Contains(legal, engine.Action{Kind: KindChoose}) {
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
	p = play(t, g, "list_polecajacy")
	top = s.Reveal[0]
	p.Res[Coin] = 20
	choose(t, g, 1, 3, 0, 0)
	mustApply(t, g, engine.Action{Kind: KindEnd})
	if s.Row[5] != top {
		t.Fatal("the revealed item refills the row")
	}
	// Buy the revealed card itself.
	g = newTestGame(t, 2, 2, nil)
	s = &g.s
	p = play(t, g, "list_polecajacy")
	top = s.Reveal[0]
	p.Res[Coin] = 20
	choose(t, g, 2, 0, 0, 0)
	if p.Deck.C[p.Deck.N-1] != top {
		t.Fatal("the revealed item goes to the bottom of the deck")
	}
}

// §5.2 #1 Dziennik: only the notebook moves.
func TestRuling1_DziennikMovesNotebookOnly(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	p.Mag = node(t, g, "2a")
	p.Res = [NumRes]int16{5, 5, 5, 5, 5}
	play(t, g, "dziennik")
	for _, a := range g.Legal(nil) {
		if a.A == 1 && g.d.NodeRow[a.B] > 1 {
			t.Fatalf("notebook may only enter row 1 now, offered %v", a)
		}
	}
	choose(t, g, 1, node(t, g, "1a"), 0, 0)
	if p.Note != node(t, g, "1a") || p.Mag != node(t, g, "2a") {
		t.Fatal("Dziennik moved the wrong token")
	}
}

// §5.2 #3 Nóż oficerski: two different benefits.
func TestRuling3_NozOficerskiTwoDifferent(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := play(t, g, "noz_oficerski")
	choose(t, g, 1, 2, 0, 0) // tablet
	if engine.Contains(g.Legal(nil), engine.Action{Kind: KindChoose, A: 1, B: 2}) {
		t.Fatal("the same benefit twice")
	}
	choose(t, g, 1, 3, 0, 0) // arrowhead
	if p.Res[Tablet] != 1 || p.Res[Arrowhead] != 1 || g.s.NFrames != 0 {
		t.Fatalf("res %v", p.Res)
	}
}

// §5.2 #4 Pędzel: every idol counts, in the crates or on slots, capped.
func TestRuling4_PedzelCountsAllIdols(t *testing.T) {
	for _, tc := range []struct {
		crate, slots uint8
		want         int16
	}{{1, 0, 1}, {1, 0b11, 3}, {3, 0b1, 3}, {0, 0b1, 1}} {
		g := newTestGame(t, 2, 1, nil)
		p := g.s.cur()
		p.Crate, p.Slots = tc.crate, tc.slots
		play(t, g, "pedzel")
		if p.Res[Tablet] != tc.want {
			t.Errorf("crate %d slots %b: %d tablets, want %d", tc.crate, tc.slots, p.Res[Tablet], tc.want)
		}
	}
}

// §5.2 #5 Pułapka: a site with your archaeologist or none, but no other.
func TestRuling5_PulapkaNoOtherArchaeologist(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	s.Occ[0][0] = 2 // seat 1 on camp 0
	s.Occ[1][0] = 1 // seat 0 on camp 1
	p := play(t, g, "pulapka")
	legal := g.Legal(nil)
	if engine.Contains(legal, engine.Action{Kind: KindChoose, A: 1, B: 0}) {
		t.Fatal("a site with another player's archaeologist")
	}
	if !engine.Contains(legal, engine.Action{Kind: KindChoose, A: 1, B: 1}) || !engine.Contains(legal, engine.Action{Kind: KindChoose, A: 1, B: 2}) {
		t.Fatal("own or empty sites must be allowed")
	}
	choose(t, g, 1, 2, 0, 0) // oboz3: 1 tablet
	if p.Res[Tablet] != 1 {
		t.Fatal("the site's effect is resolved")
	}
}

// §5.2 #8 Butelka z kokosa: a supply assistant's ability as the main action,
// without exhausting it.
func TestRuling8_ButelkaZKokosaSupplyAssistant(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	na := s.NA
	play(t, g, "butelka_z_kokosa")
	if !s.MainDone {
		t.Fatal("the artifact is the main action")
	}
	choose(t, g, 1, 0, 0, 0)
	if s.NA != na {
		t.Fatal("the supply assistant stays")
	}
}

// §5.2 #10 Kolczyk z kryształem: draw N, keep 1, maybe 1 on top, rest inert.
func TestRuling10_KolczykZKrysztalem(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	p.Deck = zone{}
	for _, c := range []uint8{cardFunding, cardExploration, cardFear} {
		p.Deck.push(c)
	}
	play(t, g, "kolczyk_z_krysztalem")
	choose(t, g, 1, 3, 0, 0) // draw 3
	if s.NDrawn != 3 || p.Deck.N != 0 {
		t.Fatal("declared 3 draws")
	}
	choose(t, g, 1, 1, 0, 0) // keep Exploration
	choose(t, g, 1, 1, 0, 0) // Fear back on top
	if p.Hand.N != 1 || p.Hand.C[0] != cardExploration || p.Deck.N != 1 || p.Deck.C[0] != cardFear {
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

// §5.2 #12 Korona strażnika: only to an unoccupied, discovered site.
func TestRuling12_KoronaStraznikaTarget(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	a, b, c := numCamps, numCamps+1, numCamps+2
	s.SiteTile[a], s.SiteGuard[a] = 0, 3
	s.SiteTile[b] = 1                 // discovered, free
	s.SiteTile[c], s.Occ[c][0] = 2, 2 // discovered, occupied by seat 1
	p := s.cur()
	p.Arch[0], s.Occ[a][0] = uint8(1+a*2), 1
	play(t, g, "korona_straznika")
	legal := g.Legal(nil)
	if !engine.Contains(legal, engine.Action{Kind: KindChoose, A: 1, B: uint8(a), C: uint8(b)}) {
		t.Fatal("move to a free discovered site")
	}
	for _, x := range legal {
		if x.A == 1 && (x.C == uint8(c) || g.s.SiteTile[x.C] == none) {
			t.Fatalf("illegal destination %v", x)
		}
	}
	choose(t, g, 1, uint8(a), uint8(b), 0)
	if s.SiteGuard[b] != 3 || s.SiteGuard[a] != none {
		t.Fatal("guardian not moved")
	}
}

// §5.2 #13 Laska tropiciela: from a site (never from the board); the limit
// is on the destination.
func TestRuling13_LaskaTropicielaRelocate(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	play(t, g, "laska_tropiciela")
	if s.NFrames != 0 {
		t.Fatal("with both archaeologists home there is nothing to relocate")
	}
	g = newTestGame(t, 2, 1, nil)
	s = &g.s
	p := s.cur()
	site := numCamps
	s.SiteTile[site] = 0
	p.Arch[0], s.Occ[0][0] = 1, 1 // camp 0
	play(t, g, "laska_tropiciela")
	for _, a := range g.Legal(nil) {
		if a.A == 1 && g.d.Sites[a.C].Level == 0 {
			t.Fatal("Laska relocates to level I/II sites only")
		}
	}
	choose(t, g, 1, 0, uint8(site), 0)
	if p.Arch[0] != uint8(1+site*2) || s.Occ[0][0] != occFree || s.Occ[site][0] != 1 {
		t.Fatal("not relocated")
	}
}

// §5.2 #15 Okaryna strażnika: playable only for the travel part; a card's
// 2 symbols count as 2 planes.
func TestRuling15_OkarynaTravelOnly(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	setHand(p, cardID(t, g, "okaryna_straznika"), cardID(t, g, "lodka"))
	p.Res[Tablet] = 1
	mustApply(t, g, engine.Action{Kind: KindPlay, A: 0})
	// Łódka (now hand card 0) pays with 2 planes for the rest of the turn.
	if pool := g.payPool(1<<0, 0); pool != [NumTravel]uint8{0, 0, 0, 2} {
		t.Fatalf("Łódka after Okaryna pays %v, want 2 planes", pool)
	}
	mustApply(t, g, engine.Action{Kind: KindEnd})
	if s.TravelAs != 0 {
		t.Fatal("the transformation ends with the turn")
	}
}

// §5.2 #16 Strojny róg: the new assistant keeps the level; the old one
// returns silver side up.
func TestRuling16_StrojnyRogKeepsLevel(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	p.Asst[0], p.Gold[0] = s.AStack[2][0], true
	s.AStack[2][0] = s.AStack[2][1] // keep the 12 unique
	s.NA[2]--
	old := p.Asst[0]
	top := s.AStack[0][s.NA[0]-1]
	play(t, g, "strojny_rog")
	choose(t, g, 1, 0, 0, 0)
	if p.Asst[0] != top || !p.Gold[0] || s.AStack[0][s.NA[0]-1] != old {
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
	setHand(p, cardID(t, g, "papuga"), cardFunding)
	mustApply(t, g, engine.Action{Kind: KindPlay, A: 0})
	choose(t, g, 1, 0, 0, 0)
	if p.Res[Jewel] != 1 || p.Res[Coin] != 2 || !s.MainDone || p.Play.N != 2 {
		t.Fatalf("res %v play %d", p.Res, p.Play.N)
	}
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
}

// G27: free actions may be taken during an effect's payment step.
func TestG27_FreeActionDuringPayment(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	setHand(p, cardID(t, g, "list_polecajacy"), cardFunding, cardID(t, g, "papuga"))
	p.Res[Coin] = 0
	mustApply(t, g, engine.Action{Kind: KindPlay, A: 0}) // buy with discount 2
	s.Row[1] = cardID(t, g, "amulet")                    // 4 coins, 2 with the discount
	p.Res[Coin] = 1
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

// G18: an activated site tile from a stack is resolved, then goes to the
// bottom of its stack.
func TestG18_ActivateSiteTileFromStack(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	top := s.Stack1[s.N1-1]
	play(t, g, "sekstans")
	before := s.cur().Res
	choose(t, g, 1, 1, 0, 0)
	for s.NFrames > 0 {
		mustApply(t, g, g.Legal(nil)[len(g.Legal(nil))-1])
	}
	if s.Stack1[0] != top || s.N1 != numTiles1 {
		t.Fatal("the tile goes to the bottom of its stack")
	}
	if s.cur().Res == before {
		t.Fatal("the tile's effect was not resolved")
	}
}

// §5.2 #7 Ostrze z inskrypcją: a magnifier research with a discount, and
// "Możesz wykorzystać tę zniżkę, aby opłacić koszt kafelka świątyni".
func TestRuling7_OstrzeDiscountPaysTempleTile(t *testing.T) {
	t.Run("research step", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		p := g.s.cur()
		n1a := node(t, g, "1a") // bridge from the start: a1 k1
		p.Res = [NumRes]int16{0, 1, 0, 0, 0}
		play(t, g, "ostrze_z_inskrypcja")
		choose(t, g, 1, n1a, 0, 0)
		if p.Mag != n1a || p.Res != [NumRes]int16{} {
			t.Fatalf("magnifier at %d, resources %v: the arrowhead is discounted, the compass paid", p.Mag, p.Res)
		}
	})
	t.Run("temple tile", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		p := g.s.cur()
		p.Mag = templeNode
		cost := templeCost(g.d, 2)
		p.Res = [NumRes]int16{}
		for i := range cost {
			p.Res[i] = int16(max(0, cost[i]-map[int]int8{int(Tablet): 1, int(Arrowhead): 1}[i]))
		}
		if legalHas(g, engine.Action{Kind: KindTemple, A: 2}) {
			t.Fatal("the full cost is not affordable without the blade")
		}
		play(t, g, "ostrze_z_inskrypcja")
		choose(t, g, 2, 2, 0, 0)
		if p.TempleVP != templeVP[2] || p.Res != [NumRes]int16{} {
			t.Fatalf("temple VP %d, resources left %v", p.TempleVP, p.Res)
		}
	})
}

// §5.2 #6 Bożek Ara-Anu (effect authored): one idol-slot effect, without
// an idol and even if that slot is used.
func TestRuling6_AraAnuTakesASlotEffect(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	p.Slots = 0xF
	p.Res = [NumRes]int16{}
	play(t, g, "bozek_ara_anu")
	got := 0
	for _, a := range g.Legal(nil) {
		if a.Kind == KindChoose {
			got++
		}
	}
	if got != 4 {
		t.Fatalf("%d choices, want the 4 resource slot effects", got)
	}
	choose(t, g, 1, 1, 0, 0) // a tablet
	if p.Res[Tablet] != 1 || p.Slots != 0xF || p.Crate != 0 {
		t.Fatalf("tablets %d, slots %b, crate %d", p.Res[Tablet], p.Slots, p.Crate)
	}
}
