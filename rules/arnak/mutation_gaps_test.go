package arnak

import (
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"stolik/rules/engine"
)

// Tests for mutants of apply.go, effects.go, pay.go, setup.go, view.go,
// unique.go and rival.go that lived in the sampled gremlins run of issue
// 14 (rules/enginetest/MUTATION.md). Each expected value is worked out by
// hand from the spec (/work/shared/rules/arnak.md), as each comment says.

// arrowTile sets the rival's decision arrow (§6.2: the back of the next
// tile) by putting a tile with that arrow on top of its stack.
func arrowTile(t *testing.T, g *Game, right bool) {
	t.Helper()
	r := &g.s.Rival
	for ti := range g.d.Rival {
		if g.d.Rival[ti].Right == right {
			r.Stack[0], r.NStack = uint8(ti), 1
			return
		}
	}
	t.Fatalf("no rival tile with its arrow right=%v in the data", right)
}

// TestRivalResearchBoxesTallestAssistant (§6.4 Research, step 5 [L1311-1335]:
// "take the top assistant of the tallest supply-board assistant stack
// (arrow on ties) and put it in the box"). The supply board has three
// stacks, left to right; by hand: the tallest stack loses one, a tie goes
// to the leftmost tied stack with the arrow left and the rightmost with
// the arrow right; no stack, nothing.
func TestRivalResearchBoxesTallestAssistant(t *testing.T) {
	for _, tc := range []struct {
		name  string
		na    [3]uint8
		right bool
		want  [3]uint8
	}{
		{"the middle stack is tallest", [3]uint8{2, 3, 1}, false, [3]uint8{2, 2, 1}},
		{"the last stack is tallest", [3]uint8{1, 2, 3}, true, [3]uint8{1, 2, 2}},
		{"a tie, arrow left: the left one", [3]uint8{3, 1, 3}, false, [3]uint8{2, 1, 3}},
		{"a tie, arrow right: the right one", [3]uint8{3, 1, 3}, true, [3]uint8{3, 1, 2}},
		{"three stacks of one, arrow left", [3]uint8{1, 1, 1}, false, [3]uint8{0, 1, 1}},
		{"one stack left", [3]uint8{0, 2, 0}, false, [3]uint8{0, 1, 0}},
		{"no assistant left", [3]uint8{0, 0, 0}, true, [3]uint8{0, 0, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newTestGame(t, 1, 3, nil)
			s := &g.s
			for i := range s.NA {
				s.NA[i] = tc.na[i]
			}
			arrowTile(t, g, tc.right)
			g.rivalResearch(true, nil)
			var got [3]uint8
			copy(got[:], s.NA[:])
			if got != tc.want {
				t.Errorf("assistant stacks %v (arrow right %v): after the rival's research %v, want %v", tc.na, tc.right, got, tc.want)
			}
		})
	}
}

// TestMuszlaPrzejsciaOnlyCamps (Muszla przejścia: "dig at any free camp
// space, no travel"; §4.3 blocking: in 1–2 players the second space of
// every camp is blocked). A fresh 2-player game with the first level I
// site discovered and free: by hand, the choices are exactly the first
// space of each of the five camps (sites 0–4), and never the level I site
// (site 5) though it has a free space. Kills unique.go:96 `site < numCamps`
// → `<=`, which offered site 5.
func TestMuszlaPrzejsciaOnlyCamps(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	setHand(p)
	discovered(g, siteI1, tile1(1))
	play(t, g, "muszla_przejscia")
	var got []engine.Action
	for _, a := range g.Legal(nil) {
		if a.Kind == KindChoose && a.A == 1 {
			got = append(got, a)
		}
	}
	var want []engine.Action
	for c := uint8(0); c < 5; c++ {
		want = append(want, act(1, c, 0, 0))
	}
	if len(got) != len(want) {
		t.Fatalf("Muszla przejścia offers %v, want the first space of the five camps %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("choice %d: %v, want %v (camp %d, space 0)", i, got[i], want[i], i)
		}
	}
}

// TestRoundStartLogsOnlyRealDraws (round start: "draw up to 5 cards"):
// the log says how many cards each player drew, and says nothing of a
// player who drew none. By hand: the starting deck is 6 cards (§2 step 4:
// 2 Funding, 2 Exploration, 2 Fear), 5 drawn in round 1, so 1 is left;
// seat 0 is left with 4 of its 5 cards and draws 1 (its last); seat 1
// still holds 5 and draws 0, which is no line in the log. Kills setup.go:228 `drawn > 0` → `>= 0` (a log line
// «dobiera 0 kart»).
func TestRoundStartLogsOnlyRealDraws(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p0 := &s.P[0]
	if p0.Hand.N != 5 || p0.Deck.N != 1 || s.P[1].Hand.N != 5 {
		t.Fatalf("a fresh game: hands %d and %d, deck %d; want 5, 5 and 1", p0.Hand.N, s.P[1].Hand.N, p0.Deck.N)
	}
	setHand(p0, p0.Hand.C[0], p0.Hand.C[1], p0.Hand.C[2], p0.Hand.C[3])
	var log engine.Log
	g.startRound(&log)
	drew := map[engine.Seat][]int{}
	for _, e := range log.Events {
		if e.Key == "arnak.draw" {
			drew[e.Seat] = append(drew[e.Seat], e.Args["count"].(int))
		}
	}
	if got := drew[0]; len(got) != 1 || got[0] != 1 {
		t.Errorf("seat 0 with 4 cards: draw lines %v, want one of 1 card", got)
	}
	if got := drew[1]; len(got) != 0 {
		t.Errorf("seat 1 with a full hand: draw lines %v, want none", got)
	}
}

// TestSnakeRescueOrderHidden (§4.17 Snake board: the rescue stack is face
// down below its top; a seat whose magnifier and notebook are both below
// the rescue row has seen none of it). 4 players: by hand the rescue stack
// holds max(4, 2) = 4 assistants (TestSnakeSetup), 3 below the top; two
// games that differ only in the order of those 3 look the same to every
// seat at the start (all tokens on row 0). Kills view.go:48
// `s.NRescue <= 1` → `> 1` and `d.RescueNode == none` → `!=`, which showed
// the stack's order to everyone.
func TestSnakeRescueOrderHidden(t *testing.T) {
	g := newTestGame(t, 4, 7, snake)
	s := &g.s
	if s.NRescue != 4 {
		t.Fatalf("rescue stack of %d, want 4", s.NRescue)
	}
	h := g.Clone().(*Game)
	h.s.Rescue[0], h.s.Rescue[1] = h.s.Rescue[1], h.s.Rescue[0]
	if h.s.Rescue == s.Rescue {
		t.Fatal("the two assistants below the top are the same; the test shows nothing")
	}
	for seat := engine.Seat(0); seat < 4; seat++ {
		a, b := g.View(seat).(*Game), h.View(seat).(*Game)
		if a.s.Rescue != b.s.Rescue {
			t.Errorf("seat %d sees the order below the top of the rescue stack: %v vs %v", seat, a.s.Rescue[:a.s.NRescue], b.s.Rescue[:b.s.NRescue])
		}
	}
}

// TestMainActionOncePerTurn (§4.4: one main action per turn — dig,
// discover, overcome, buy, research, temple, or pass; free actions such
// as an idol's effect stay open): with the main action taken, every main
// kind from Dig to Temple and Pass is refused as "already taken", while
// an illegal free action gets no such reason. Kills the mutants of
// apply.go:168 (the bounds KindDig/KindTemple and `== KindPass`), which
// gremlins calls "not covered" (a case expression is in no coverage
// block); TestLegalityTable tried only Pass.
func TestMainActionOncePerTurn(t *testing.T) {
	for _, tc := range []struct {
		name string
		a    engine.Action
		want engine.Code
	}{
		{"dig", engine.Action{Kind: KindDig, A: 0}, "arnak.main_done"},
		{"discover", engine.Action{Kind: KindDiscover, A: siteI1}, "arnak.main_done"},
		{"temple", engine.Action{Kind: KindTemple, A: 0}, "arnak.main_done"},
		{"pass", engine.Action{Kind: KindPass}, "arnak.main_done"},
		{"an idol slot that is not there", engine.Action{Kind: KindIdol, A: 200}, "arnak.illegal"},
	} {
		g := newTestGame(t, 2, 1, nil)
		g.s.MainDone = true
		err := g.Apply(tc.a, nil)
		if got := engine.CodeOf(err); got != tc.want {
			t.Errorf("%s after the main action: refused with %q (%v), want %q", tc.name, got, err, tc.want)
		}
	}
}

// TestRivalInTheTempleTakesA6VPTile (§6.4 Research, step 4: a rival
// already in the temple takes a 6-VP temple tile; with both 6-VP stacks
// left it chooses by the decision arrow, left or right; with one, that
// one; with neither, nothing). Temple stacks 3 and 4 are the 6 L and 6 R
// tiles (state.Temple). Kills rival.go:240 `s.Temple[st] > 0` → `>= 0`
// and `<= 0`: "not covered" in the sampled run (no test had the rival
// research inside the temple).
func TestRivalInTheTempleTakesA6VPTile(t *testing.T) {
	for _, tc := range []struct {
		name      string
		l, r      uint8
		right     bool
		wantL     uint8
		wantR     uint8
		wantTiles uint8
	}{
		{"both left, arrow left", 2, 2, false, 1, 2, 1},
		{"both left, arrow right", 2, 2, true, 2, 1, 1},
		{"only the right stack", 0, 1, false, 0, 0, 1},
		{"only the left stack", 1, 0, true, 0, 0, 1},
		{"neither", 0, 0, true, 0, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newTestGame(t, 1, 3, nil)
			s := &g.s
			s.Rival.Mag = templeNode
			s.Temple[3], s.Temple[4] = tc.l, tc.r
			arrowTile(t, g, tc.right)
			g.rivalResearch(false, nil)
			if s.Temple[3] != tc.wantL || s.Temple[4] != tc.wantR || s.Rival.Tiles6 != tc.wantTiles {
				t.Errorf("6 L %d, 6 R %d, rival's 6-VP tiles %d; want %d, %d, %d",
					s.Temple[3], s.Temple[4], s.Rival.Tiles6, tc.wantL, tc.wantR, tc.wantTiles)
			}
		})
	}
}

// TestPayTravelTakesOneOrTwoSymbols: the effect «paytravel» names the one
// or two travel symbols to pay (data.go; the published tiles use one, e.g.
// Tropicielka's boot); three are refused at load in Polish. By hand: boot
// and car loads, boot car ship does not. Kills data.go:552 (`len(args) >
// 2` → `>= 2`: two symbols refused).
func TestPayTravelTakesOneOrTwoSymbols(t *testing.T) {
	if _, err := LoadData(mutated(t, "tiles.toml", `silver = ["paytravel boot", "gain a1"]`, `silver = ["paytravel boot car", "gain a1"]`)); err != nil {
		t.Errorf("paytravel with two symbols refused: %v", err)
	}
	if _, err := LoadData(mutated(t, "tiles.toml", `silver = ["paytravel boot", "gain a1"]`, `silver = ["paytravel boot car ship", "gain a1"]`)); err == nil || !strings.Contains(err.Error(), "paytravel: 1..2 symbole") {
		t.Errorf("paytravel with three symbols: err = %v, want the 1..2 message", err)
	}
}

// TestFullZoneRefusesAPush: a card zone of zoneCap cards refuses one more
// (state.go push returns false) instead of writing past its array. Kills
// state.go:48 (`N >= zoneCap` → `>`, a panic).
func TestFullZoneRefusesAPush(t *testing.T) {
	var z zone
	z.N = zoneCap
	if z.push(1) || z.N != zoneCap {
		t.Errorf("push on a full zone: N = %d, want %d and false", z.N, zoneCap)
	}
}

// TestTurnEndsOnEndAndPass: the search's turn boundary (title.go TurnEnds):
// ending the turn and passing end it, other actions do not. Kills
// title.go:48 ×2 (`==` → `!=`).
func TestTurnEndsOnEndAndPass(t *testing.T) {
	te := Title().TurnEnds
	for _, tc := range []struct {
		a    engine.Action
		want bool
	}{{engine.Action{Kind: KindEnd}, true}, {engine.Action{Kind: KindPass}, true}, {engine.Action{Kind: KindPlay}, false}} {
		if got := te(tc.a); got != tc.want {
			t.Errorf("TurnEnds(%s) = %v, want %v", tc.a.Format(kindNames), got, tc.want)
		}
	}
}

// TestDescribeKnifeExileOption (§5.2 #3 Nóż oficerski: two different of
// exile / coin / compass / tablet): in the knife's choice, option 0 (exile
// a card) is described as an exile, option 3 (a tablet) as a gain. Kills
// title.go:408 (`OptExile&(1<<B) != 0` → `== 0`).
func TestDescribeKnifeExileOption(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	g.s.cur().Res = [NumRes]int16{}
	play(t, g, "noz_oficerski")
	if e := describe(g, engine.Action{Kind: KindChoose, A: 1, B: 0}); e.Key != "arnak.act.exile_choice" {
		t.Errorf("knife option 0: %s %v, want exile_choice", e.Key, e.Args)
	}
	if e := describe(g, engine.Action{Kind: KindChoose, A: 1, B: 3}); e.Key != "arnak.act.gain" {
		t.Errorf("knife option 3: %s %v, want gain", e.Key, e.Args)
	}
}

// TestUIPlayerOfABadSeat: UIPlayer's zero value for a seat not in the game
// (access.go: "the zero value for a bad seat"), and a real view for seat 0.
// By hand: in a 4-player game seats −1 and 4 give the zero view; seat 0
// holds its starting coins. Kills access.go:72 ×4 (not covered before).
func TestUIPlayerOfABadSeat(t *testing.T) {
	g := newTestGame(t, 4, 1, nil)
	for _, i := range []int{-1, 4} {
		if v := g.UIPlayer(i); !reflect.DeepEqual(v, UIPlayerView{}) {
			t.Errorf("UIPlayer(%d) = %+v, want the zero view", i, v)
		}
	}
	if v := g.UIPlayer(0); reflect.DeepEqual(v, UIPlayerView{}) {
		t.Error("UIPlayer(0) is the zero view")
	}
}

// TestDescribeOvercomeNamesSiteAndPilots: an Overcome action is described
// with its site's name ("?" past the 17 sites) and the pilots it uses only
// when it uses some (title.go). By hand: site 0 is the first camp of the
// data; C = 2 gives «pilots» 2; C = 0 none. Kills title.go:97 ×2 (`i <
// numSites` → `<=`, a read past the sites; → `>=`, every site «?») and
// title.go:121 (`a.C != 0` → `== 0`).
func TestDescribeOvercomeNamesSiteAndPilots(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	e := describe(g, engine.Action{Kind: KindOvercome, A: 0, C: 2})
	if e.Args["site"] != g.d.Sites[0].Name || e.Args["pilots"] != 2 {
		t.Errorf("overcome at site 0 with 2 pilots: %v, want site %q and pilots 2", e.Args, g.d.Sites[0].Name)
	}
	e = describe(g, engine.Action{Kind: KindOvercome, A: numSites})
	if e.Args["site"] != "?" || e.Args["pilots"] != nil {
		t.Errorf("overcome at site %d, no pilots: %v, want site «?» and no pilots", numSites, e.Args)
	}
}

// TestResearchRowsRiseByOne: the research track's fields go up one row at
// a time (data.go: «tor badań: rzędy pól muszą rosnąć po 1»). By hand:
// field 1b moved from row 1 to row 3 is refused with that message. Kills
// data.go:1057 (`i < numNodes` → `>=`: the check never ran).
func TestResearchRowsRiseByOne(t *testing.T) {
	_, err := LoadData(mutated(t, "board_bird.toml", `{ id = "1b", row = 1, bonus = "none" }`, `{ id = "1b", row = 3, bonus = "none" }`))
	if err == nil || !strings.Contains(err.Error(), "rzędy pól muszą rosnąć po 1") {
		t.Errorf("field 1b in row 3: err = %v, want the rows message", err)
	}
}

// TestPluralPolishForms: Polish plural of n pieces (title.go plural, forms
// nominative 1, accusative 1, 2–4, 5+): by hand for «moneta»: 1 → moneta
// (nominative) / monetę (accusative); 2, 3, 4, 22, 104 → monety; 0, 5, 11,
// 12, 13, 14, 21, 112 → monet (12–14 and 112 take the 5+ form although
// they end in 2–4). Kills title.go:169 ×12 (not covered before).
func TestPluralPolishForms(t *testing.T) {
	forms := [4]string{"moneta", "monetę", "monety", "monet"}
	if got := plural(&forms, 1, true); got != "moneta" {
		t.Errorf("1, nominative: %q, want moneta", got)
	}
	for n, want := range map[int]string{1: "monetę", 2: "monety", 3: "monety", 4: "monety", 22: "monety", 104: "monety",
		0: "monet", 5: "monet", 11: "monet", 12: "monet", 13: "monet", 14: "monet", 21: "monet", 112: "monet"} {
		if got := plural(&forms, n, false); got != want {
			t.Errorf("%d: %q, want %q", n, got, want)
		}
	}
}

// TestNewWithoutDataRefused: New with no data is a typed bad-config error,
// never a panic, and with the shipped data a game. Kills title.go:73
// (`d == nil` → `!=`).
func TestNewWithoutDataRefused(t *testing.T) {
	if _, err := New(nil, engine.Config{Players: 2}); err == nil {
		t.Error("New(nil) accepted")
	}
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := New(d, engine.Config{Players: 2, Seed: 1}); err != nil {
		t.Errorf("New with the shipped data: %v", err)
	}
}

// TestUIAssistantNoteBounds: an assistant's note, "" past the assistants
// (access_board.go). By hand: the first assistant with a note in the notes
// file gets it; index len(Assistants) gets "". Kills access_board.go:73 ×2
// (`>=` → `>`, a read past the assistants; → `<`, every note "").
func TestUIAssistantNoteBounds(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	if got := g.UIAssistantNote(uint8(len(g.d.Assistants))); got != "" {
		t.Errorf("note past the assistants: %q, want \"\"", got)
	}
	for a := range g.d.Assistants {
		if want := notesByKey()["assistant:"+g.d.Assistants[a].Name]; want != "" {
			if got := g.UIAssistantNote(uint8(a)); got != want {
				t.Errorf("assistant %d note %q, want %q", a, got, want)
			}
			return
		}
	}
	t.Fatal("no assistant has a note")
}

// TestEffectTextOfAFreeCardOrAGain: the short text of «take a card free»
// says «albo» and the gain only when the effect offers one (title.go
// EffectText). By hand from the data: every opCard effect without a gain
// reads «karta bez kosztu: …», the one with 2 compasses «karta bez kosztu
// albo 2 kompasy». Kills title.go:313 (`Gain != (Res{})` → `==`; not
// covered before).
func TestEffectTextOfAFreeCardOrAGain(t *testing.T) {
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	var withGain, without int
	for e := range d.Effects {
		if len(d.Effects[e]) != 1 || d.Effects[e][0].Kind != opCard {
			continue
		}
		want := "karta bez kosztu: "
		if d.Effects[e][0].Gain != (Res{}) {
			want, withGain = "karta bez kosztu albo 2 kompasy", withGain+1
		} else {
			without++
		}
		// Without a gain the text goes on with the card's kind and
		// where it goes (TestEffectTextTellsCardsApart).
		if got := d.EffectText(uint16(e)); got != want && (d.Effects[e][0].Gain != (Res{}) || !strings.HasPrefix(got, want)) {
			t.Errorf("effect %d: %q, want %q", e, got, want)
		}
	}
	if withGain != 1 || without == 0 {
		t.Fatalf("%d card effects with a gain, %d without: the data changed, work the texts out again", withGain, without)
	}
}

// TestUIChoiceSiteOfAnActivation: the board marks the site a pending
// choice names (access.go UIChoiceSite): for Lornetka («Aktywuj dowolne
// odkryte stanowisko poziomu I») the level I site chosen and no space
// (−1, a dig names a space, an activation does not). By hand: site I-1
// discovered, the choice of it → (siteI1, −1, true). Kills access.go:241
// ×2 (`-1` → `1`: space 1 marked; not covered before).
func TestUIChoiceSiteOfAnActivation(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	discovered(g, siteI1, tile1(2))
	g.s.cur().Res = [NumRes]int16{}
	play(t, g, "lornetka")
	site, space, ok := g.UIChoiceSite(act(1, siteI1, 0, 0))
	if !ok || site != int(siteI1) || space != -1 {
		t.Errorf("UIChoiceSite(activate site %d) = (%d, %d, %v), want (%d, -1, true)", siteI1, site, space, ok, siteI1)
	}
	// The last site, 16, is a site; 17 is past the 17 sites (shard 14:
	// kills access.go:230 `int(a.B) >= numSites` → `>`).
	if site, _, ok := g.UIChoiceSite(act(1, numSites-1, 0, 0)); !ok || site != numSites-1 {
		t.Errorf("UIChoiceSite(site %d) = (%d, %v), want (%d, true)", numSites-1, site, ok, numSites-1)
	}
	if site, space, ok := g.UIChoiceSite(act(1, numSites, 0, 0)); ok {
		t.Errorf("UIChoiceSite(site %d, past the sites) = (%d, %d, true), want ok false", numSites, site, space)
	}
}

// TestDrawTakesOneToThree: the effect «draw N» draws 1 to 3 cards (or
// «bottom»; data.go), so «draw 4» is refused at load with that message.
// Kills data.go:530 (`err == nil` → `!=`: an out-of-range count accepted).
func TestDrawTakesOneToThree(t *testing.T) {
	_, err := LoadData(mutated(t, "cards.toml", `effect = ["draw 1", "dig ship"]`, `effect = ["draw 4", "dig ship"]`))
	if err == nil || !strings.Contains(err.Error(), "draw: 1..3 albo bottom") {
		t.Errorf("«draw 4»: err = %v, want the 1..3 message", err)
	}
}

// TestDescribeResearchDiscount: a research step names the discount chosen
// when the card offers a choice of discounts (title.go). By hand from the
// cards: Ostrze z inskrypcją («o 1 grot strzały albo o 2 tabliczki
// taniej»): D = 0 → «grot strzały», D = 1 → «2 tabliczki», D = 2 (no such
// option) → none; Bożek Ara-Anu (one discount, a jewel) → none named.
// Kills title.go:506 ×4 (either bound off by one or negated).
func TestDescribeResearchDiscount(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	g.s.cur().Res = [NumRes]int16{5, 5, 5, 5, 5}
	play(t, g, "ostrze_z_inskrypcja")
	for d, want := range []any{"grot strzały", "2 tabliczki", nil} {
		if got := describe(g, engine.Action{Kind: KindChoose, A: 1, B: 1, D: uint8(d)}).Args["discount"]; got != want {
			t.Errorf("Ostrze, discount option %d: %v, want %v", d, got, want)
		}
	}
	g = newTestGame(t, 2, 1, nil)
	g.s.cur().Res = [NumRes]int16{5, 5, 5, 5, 5}
	play(t, g, "bozek_ara_anu")
	if got := describe(g, engine.Action{Kind: KindChoose, A: 1, B: 1, D: 0}).Args["discount"]; got != nil {
		t.Errorf("Bożek Ara-Anu (one discount): discount %v named, want none", got)
	}
}

// TestTravelBootPaidLast (§4.1 hierarchy, spec «any symbol pays a boot; a
// ship only by a ship or a plane»): the specific symbols of a cost are
// paid first and a boot from what is left, so a ship and a car pay
// «boot + ship» (the ship for the ship, the car for the boot) and nothing
// is left. Kills effects.go:51 ×3 (either comparison of `(c == Boot) !=
// (pass == 1)` negated: the boot paid first took the ship, and the ship
// cost failed).
func TestTravelBootPaidLast(t *testing.T) {
	pool := [NumTravel]uint8{Ship: 1, Car: 1}
	if !travelPay(&pool, []uint8{Boot, Ship}, true) || pool != [NumTravel]uint8{} {
		t.Errorf("a ship and a car paying boot + ship: pool left %v, want paid with nothing left", pool)
	}
}

// TestKnifeAfterExilingItself (§5.2 #3 Nóż oficerski: two different of
// exile a card / coin / compass / tablet): with the knife alone in play
// and an empty hand, the first pick exiles the knife itself; nothing is
// left to exile, yet the second pick still offers the three gains (B = 1
// coin, 2 compass, 3 tablet), not the exile again. By hand: choosing the
// coin ends the effect with 1 coin. Kills effects.go:411
// (`OptExile&(1<<i) != 0` → `== 0`: with nothing to exile the gains were
// dropped instead of the exile, and the pick had no option) and
// effects.go:531 (canExile's `Play.N > 0` → `<= 0`: the knife could not
// exile itself).
func TestKnifeAfterExilingItself(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	p.Res = [NumRes]int16{}
	p.FearTiles = 0
	play(t, g, "noz_oficerski")
	choose(t, g, 1, 0, 0, 0) // exile a card…
	choose(t, g, 2, 0, 0, 0) // …the knife, from the play area
	if p.Hand.N != 0 || p.Play.N != 0 {
		t.Fatalf("hand %d, play area %d: want both empty after exiling the knife", p.Hand.N, p.Play.N)
	}
	var got []uint8
	for _, a := range g.Legal(nil) {
		if a.Kind == KindChoose {
			got = append(got, a.B)
		}
	}
	if !reflect.DeepEqual(got, []uint8{1, 2, 3}) {
		t.Fatalf("second pick after exiling the knife offers options %v, want [1 2 3] (coin, compass, tablet)", got)
	}
	choose(t, g, 1, 1, 0, 0)
	if p.Res != [NumRes]int16{1, 0, 0, 0, 0} || s.NFrames != 0 {
		t.Errorf("after the coin: res %v, frames %d; want 1 coin, none pending", p.Res, s.NFrames)
	}
}

// TestGuardianBoonTextBothKinds (access.go GuardianBoonText): a guardian's
// boon is worded from its travel symbols when it has some, else from its
// effect. By hand from assets/data/arnak/tiles.toml and the Polish words
// of player.toml: g1 «Strażnik ze statkiem» (boon_travel ship) → «statek»;
// g2 «Strażnik usuwający kartę» (boon exile) → «usunięcie karty»; an index
// past the 15 guardians → "". Kills access.go:291 ×2 (`len(BoonTravel) > 0`
// → `>= 0` or `<= 0`: one kind of boon worded as the other, empty).
func TestGuardianBoonTextBothKinds(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	for _, tc := range []struct {
		gi   uint8
		want string
	}{{0, "statek"}, {1, "usunięcie karty"}, {numGuardians, ""}} {
		if got := g.d.GuardianBoonText(tc.gi); got != tc.want {
			t.Errorf("guardian %d's boon: %q, want %q", tc.gi, got, tc.want)
		}
	}
}

// TestTileCountsNamedWhenWrong (data.go loadTiles, a Polish message naming
// the counts the rules give, §2: 10 level-I and 6 level-II site tiles,
// 15 guardians, 16 idols, 12 assistants, 18 research bonus tiles): a
// tiles.toml with one site tile less is refused with «oczekiwano 16
// kafelków stanowisk, 15 strażników, 16 bożków, 12 asystentów, 18
// nagród». Kills data.go:1107 (`numTiles1+numTiles2` → `−` in the
// message: «4 kafelków»).
func TestTileCountsNamedWhenWrong(t *testing.T) {
	_, err := LoadData(mutated(t, "tiles.toml", `  { id = "t1_1", level = 1, effect = ["card item alt k2"], source = "published" },`+"\n", ""))
	want := "oczekiwano 16 kafelków stanowisk, 15 strażników, 16 bożków, 12 asystentów, 18 nagród"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("tiles.toml without t1_1: err = %v, want one containing %q", err, want)
	}
}

// TestTwoDifferentWithNothingToExile (the «choose2» effect, e.g. §5.2 #3
// Nóż oficerski, started as a tile or guardian would start it, not from a
// card in play; the rules allow an exile only of a card one has, or a
// Fear tile): a player with an empty hand, an empty play area and no Fear
// tile has nothing to exile, so only the three gains (B = 1 coin,
// 2 compass, 3 tablet) are offered, besides declining. Kills
// effects.go:531 ×5 (any of canExile's three `> 0` → `>= 0`, or the hand's
// or the Fear tiles' → `<= 0`: the exile offered with nothing to exile).
func TestTwoDifferentWithNothingToExile(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	setHand(p)
	p.Play.N, p.FearTiles = 0, 0
	pushEffect(g, g.d.Cards[cardID(t, g, "noz_oficerski")].Effect)
	var got []uint8
	for _, a := range g.Legal(nil) {
		if a.Kind == KindChoose && a.A == 1 {
			got = append(got, a.B)
		}
	}
	if !reflect.DeepEqual(got, []uint8{1, 2, 3}) {
		t.Errorf("«two different» with nothing to exile offers options %v, want [1 2 3] (no exile)", got)
	}
}

// TestDrawCardNotOfferedOnAnEmptyDeck (G28: a card is offered for its
// effect only when some part can resolve; spec «Empty deck: you cannot
// draw any more this round», the play area comes back only at the round's
// end): Osioł juczny («draw 2») alone in hand is not offered with an empty
// deck, and is with one card left (drawing 1 of the 2 still does
// something). Kills effects.go:1083 (`Deck.N > 0` → `>= 0`: a draw offered
// from an empty deck).
func TestDrawCardNotOfferedOnAnEmptyDeck(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	setHand(p, cardID(t, g, "osiol_juczny"))
	p.Deck = zone{}
	if legalHas(g, engine.Action{Kind: KindPlay, A: 0}) {
		t.Error("Osioł juczny (draw 2) offered for its effect with an empty deck")
	}
	p.Deck.push(cardID(t, g, "kamienny_dzban"))
	if !legalHas(g, engine.Action{Kind: KindPlay, A: 0}) {
		t.Error("Osioł juczny (draw 2) not offered with one card in the deck")
	}
}

// TestMultiBonusPickLogged (§4.17, the Snake multi-bonus row: a token
// entering it picks 1 tile): the pick is logged as «arnak.bonus», once per
// tile taken, like a temple bonus, so the other players see which tile
// left the row. By hand: one research step into row 7 with the row's
// tiles present takes 1 tile (TestSnakeMultiBonusRow): one «arnak.bonus»
// line. Kills effects.go:987 (`log != nil` → `== nil`: the pick never
// logged).
func TestMultiBonusPickLogged(t *testing.T) {
	g := newTestGame(t, 2, 7, snake)
	s := &g.s
	p := s.cur()
	p.Mag = node(t, g, "6a")
	p.Res = [NumRes]int16{5, 5, 5, 5, 5}
	var log engine.Log
	if err := g.Apply(engine.Action{Kind: KindResearch, A: 0, B: node(t, g, "7")}, &log); err != nil {
		t.Fatal(err)
	}
	picks := 0
	for s.NFrames > 0 {
		op, _ := g.topOp()
		a := g.Legal(nil)[len(g.Legal(nil))-1]
		if op != nil && op.Kind == opMultiBonus {
			a = g.Legal(nil)[0]
			picks++
		}
		if err := g.Apply(a, &log); err != nil {
			t.Fatal(err)
		}
	}
	n := 0
	for _, e := range log.Events {
		if e.Key == "arnak.bonus" {
			n++
		}
	}
	if picks != 1 || n != 1 {
		t.Errorf("%d multi-row picks, %d «arnak.bonus» lines; want 1 and 1", picks, n)
	}
}

// TestRivalAtTheRescueNode (§6.4 Research with the Snake board, §4.17:
// the rival moving its magnifier onto the rescue node boxes the top
// assistant of the rescue stack; with the stack empty nothing happens).
// By hand: the solo Snake game, the rival's magnifier on 3a, whose only
// bridge leads to the rescue node: a stack of 2 becomes 1; a stack of 0
// stays 0. Kills rival.go:267 ×2 (`NRescue > 0` → `<= 0`: nothing boxed;
// → `>= 0`: the empty count wrapped to 255 and read past the stack).
func TestRivalAtTheRescueNode(t *testing.T) {
	for _, tc := range []struct{ n, want uint8 }{{2, 1}, {0, 0}} {
		g := newTestGame(t, 1, 7, snake)
		s := &g.s
		s.Rival.Mag = node(t, g, "3a")
		s.NRescue = tc.n
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("rival research onto the rescue node with %d assistants there panics: %v", tc.n, r)
				}
			}()
			g.rivalResearch(false, nil)
		}()
		if s.Rival.Mag != g.d.RescueNode || s.NRescue != tc.want {
			t.Errorf("rescue stack of %d: rival magnifier on %d (want the rescue node %d), %d left (want %d)", tc.n, s.Rival.Mag, g.d.RescueNode, s.NRescue, tc.want)
		}
	}
}

// TestRescueStackSeenFromTheRescueRow (§4.17: the rescue stack is face
// down below its top; a seat whose magnifier or notebook has reached the
// rescue row has seen it — view.go rescueHidden): in a 4-player Snake
// game with 4 assistants in the rescue stack, seat 0's magnifier on the
// rescue node: hidden from seat 0 no longer; still hidden from seat 1
// (tokens on row 0) and from seats past the table (−1, 4), without a read
// past the four players. Kills view.go:51 ×3 (`seat < 0` → `<= 0`: hidden
// from seat 0 always; `seat >= Players` → `<`: hidden from every real
// seat; → `>`: seat 4 read past the players).
func TestRescueStackSeenFromTheRescueRow(t *testing.T) {
	g := newTestGame(t, 4, 7, snake)
	s := &g.s
	if s.NRescue != 4 {
		t.Fatalf("rescue stack of %d, want 4", s.NRescue)
	}
	s.P[0].Mag = g.d.RescueNode
	for _, tc := range []struct {
		seat engine.Seat
		want bool
	}{{0, false}, {1, true}, {-1, true}, {4, true}} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("rescueHidden(%d) panics: %v", tc.seat, r)
				}
			}()
			if got := g.rescueHidden(tc.seat); got != tc.want {
				t.Errorf("rescue stack hidden from seat %d: %v, want %v", tc.seat, got, tc.want)
			}
		}()
	}
}

// TestUIEffectTextBounds (access.go UIEffectText): an effect of the data
// is worded as the data words it (here Nóż oficerski's «two different»,
// not empty); an index past the effects (noEffect, or one past the last)
// is "", never a read past them. Kills access.go:195 (`eff >=
// len(Effects)` → `<`: every real effect empty); the rules tests never
// called it (the scenes do). The boundary (`>=` → `>`) is equivalent:
// EffectText, which it then calls, has the same guard and returns "".
func TestUIEffectTextBounds(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	eff := g.d.Cards[cardID(t, g, "noz_oficerski")].Effect
	if got, want := g.UIEffectText(eff), g.d.EffectText(eff); got != want || got == "" {
		t.Errorf("UIEffectText of the knife's effect: %q, want %q (not empty)", got, want)
	}
	for _, e := range []uint16{uint16(len(g.d.Effects)), noEffect} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("UIEffectText(%d) panics: %v", e, r)
				}
			}()
			if got := g.UIEffectText(e); got != "" {
				t.Errorf("UIEffectText(%d), past the %d effects: %q, want \"\"", e, len(g.d.Effects), got)
			}
		}()
	}
}

// TestEvaluationOfAFinishedGame (eval.go: «the final place when over»,
// the same measure as the search's reward for a finished game): in a
// finished 2-player game a seat in place q is worth 1 − (q − 1)/2; in a
// finished solo game 1 for beating the rival, ½ for a tie in first place,
// 0 for losing. By hand from each game's Result (random playouts to the
// end). Kills eval.go:27 (`Players == 1` → `!=`: the solo reading applied
// to a 2-player game, which has no rival; "not covered" at the run).
func TestEvaluationOfAFinishedGame(t *testing.T) {
	for _, players := range []int{1, 2} {
		for seed := uint64(1); seed <= 3; seed++ {
			g := newTestGame(t, players, seed, nil)
			playRandom(t, g, seed)
			r := g.Result()
			for seat := 0; seat < players; seat++ {
				var want float64
				switch {
				case players == 2:
					want = 1 - float64(r.Place[seat]-1)/2
				case r.Place[0] == 1 && r.Rivals[0].Place == 1:
					want = 0.5
				case r.Place[0] == 1:
					want = 1
				}
				var got float64
				func() {
					defer func() {
						if p := recover(); p != nil {
							t.Errorf("%d players, seed %d: evaluating a finished game panics: %v", players, seed, p)
						}
					}()
					got = evaluate(g, engine.Seat(seat))
				}()
				if got != want {
					t.Errorf("%d players, seed %d, seat %d in place %d: %v, want %v", players, seed, seat, r.Place[seat], got, want)
				}
			}
		}
	}
}

// TestEvaluationGoldAssistantByRoundsLeft (eval.go potential: a hired
// assistant's gold side is worth Gold, 1 VP, times the share of the rounds
// left, (6 − round)/5): in round 3 the same seat with its assistant turned
// gold is worth 1 × 3/5 = 0.6 more than with it silver. Kills eval.go:195
// (`w.Gold * left` → `/`: 1/0.6 ≈ 1.67; the same only in round 1).
func TestEvaluationGoldAssistantByRoundsLeft(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	s.Round = 3
	p := &s.P[0]
	p.Asst[0], p.Gold[0] = 0, false
	silver := g.potential(0, &defaultWeights)
	p.Gold[0] = true
	gold := g.potential(0, &defaultWeights)
	if d := gold - silver; math.Abs(d-0.6) > 1e-9 {
		t.Errorf("round 3: a gold assistant adds %v over a silver one, want 1 × 3/5 = 0.6", d)
	}
}

// TestEvaluationLinearLead (eval.go evaluateWith with Sigmoid off: the
// lead over the best other seat, mine − best, read linearly, 0.5 + lead/
// Scale, clamped to [0, 1]; Own 0 leaves the lead alone): with Scale 100
// (no clamping at the start of a game) the value is 0.5 + (potential of
// seat 0 − potential of seat 1)/100, and the two seats' values add up to
// 1. Kills eval.go:51 ×3 (`mine-best` → `+`, the same by
// INVERT_NEGATIVES, and `/Scale` → `*`), the branch the default weights
// (Sigmoid on) never take.
func TestEvaluationLinearLead(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	w := defaultWeights
	w.Sigmoid, w.Own, w.Scale = false, 0, 100
	m0, m1 := g.potential(0, &w), g.potential(1, &w)
	if m0 == m1 {
		t.Fatal("both seats have the same potential: the test cannot see the lead")
	}
	v0, v1 := evaluateWith(g, 0, &w), evaluateWith(g, 1, &w)
	if want := 0.5 + (m0-m1)/100; math.Abs(v0-want) > 1e-12 || math.Abs(v0+v1-1) > 1e-12 {
		t.Errorf("linear lead: seat 0 %v (want 0.5 + (%v − %v)/100 = %v), seat 1 %v (want 1 − seat 0's)", v0, m0, m1, want, v1)
	}
}

// TestUISiteEffectIDByKind (access.go UISiteEffectID, the board's icon
// line: a camp gives its own effect, a discovered site its tile's, an
// undiscovered site none): by hand from the data, camp 0 gives
// Sites[0].Effect; the first level-I site gives noEffect until discovered
// with tile 1, then SiteTiles[1].Effect; −1 and numSites give noEffect
// without a read past the sites. Kills access.go:220 ×6 (either bound off
// by one or negated, `Level > 0` negated, `SiteTile == none` negated);
// the rules tests never called it (the scenes do). The boundary of `Level
// > 0` (→ `>= 0`) is equivalent: a camp's tile is 0 from the set-up on,
// never none.
func TestUISiteEffectIDByKind(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	d := g.d
	if d.Sites[0].Level != 0 || d.Sites[0].Effect == noEffect || d.Sites[siteI1].Level != 1 {
		t.Fatal("site 0 is not a camp with an effect, or the first level-I site is not where the test expects it")
	}
	check := func(i int, want uint16, what string) {
		t.Helper()
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("UISiteEffectID(%d) (%s) panics: %v", i, what, r)
			}
		}()
		if got := g.UISiteEffectID(i); got != want {
			t.Errorf("UISiteEffectID(%d) (%s) = %d, want %d", i, what, got, want)
		}
	}
	check(0, d.Sites[0].Effect, "camp 0")
	check(siteI1, noEffect, "level-I site, undiscovered")
	check(-1, noEffect, "before the sites")
	check(numSites, noEffect, "past the sites")
	discovered(g, siteI1, 1)
	check(siteI1, d.SiteTiles[1].Effect, "level-I site with tile 1")
}

// TestGuardianCostTextBounds (access.go GuardianCostText): a guardian's
// cost in Polish, by hand from tiles.toml and player.toml: g1 «k1 c1 a1»
// → «1 moneta, 1 kompas, 1 grot strzały»; g3 «c1 a1» and a boot («but»)
// → «1 moneta, 1 grot strzały, but»; past the 15 guardians "". Kills
// access.go:268 ×2 (`gi >= len` → `>`: a read past the guardians; → `<`:
// every real cost empty).
func TestGuardianCostTextBounds(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	for _, tc := range []struct {
		gi   uint8
		want string
	}{{0, "1 moneta, 1 kompas, 1 grot strzały"}, {2, "1 moneta, 1 grot strzały, but"}, {numGuardians, ""}} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("GuardianCostText(%d) panics: %v", tc.gi, r)
				}
			}()
			if got := g.d.GuardianCostText(tc.gi); got != tc.want {
				t.Errorf("GuardianCostText(%d) = %q, want %q", tc.gi, got, tc.want)
			}
		}()
	}
}

// TestG14ItemsNotSlidWhenTheDeckIsEmpty (§4.9 refill, G14: «If a deck is
// exhausted, the cards are not slid and the row is not refilled»): with
// the item deck empty and a gap in the item part of the row, refill leaves
// every item where it was and the gap open. Kills apply.go:364
// (`NItem > 0` → `>= 0`: the items slid toward the staff).
func TestG14ItemsNotSlidWhenTheDeckIsEmpty(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	staff := int(s.Round)
	s.NItem = 0
	s.Row[staff] = none
	before := s.Row
	g.refill()
	if s.Row != before {
		t.Errorf("item deck empty, gap at slot %d: row %v → %v, want unchanged (no slide, no refill)", staff, before, s.Row)
	}
}

// TestNoArchaeologistForADiscovery (§4.5 dig and §4.6 discover each send
// a free archaeologist; apply.go refusal): with both archaeologists out
// on sites, a discovery is refused as «arnak.no_archaeologist» like a dig
// (TestLegalityTable checks the dig), while a research step, which needs
// no archaeologist, is refused for what it lacks. Kills apply.go:172
// (`a.Kind == KindDiscover` → `!=`: the discovery got another reason and
// every other kind this one).
func TestNoArchaeologistForADiscovery(t *testing.T) {
	for _, tc := range []struct {
		name string
		a    engine.Action
		want engine.Code
	}{
		{"discover", engine.Action{Kind: KindDiscover, A: numCamps}, "arnak.no_archaeologist"},
		{"research without resources", engine.Action{Kind: KindResearch, A: 0, B: 1}, "arnak.missing"},
	} {
		g := newTestGame(t, 2, 1, nil)
		p := g.s.cur()
		p.Arch = [2]uint8{1, 3}
		p.Res = [NumRes]int16{}
		g.s.Pool[Plane] = 2
		if got := engine.CodeOf(g.Apply(tc.a, nil)); got != tc.want {
			t.Errorf("%s with both archaeologists out: refused with %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestRevealedItemAtItsDiscountedPrice (§5.2 #0 Wędka: buy an item 3 coins
// cheaper, the item deck's revealed top among them): the revealed item is
// offered when the coins reach its cost less 3, exactly, and not with one
// coin less. By hand with an item of cost C ≥ 4 put on top of the item
// deck: C − 3 coins offer it, C − 4 do not. Kills unique.go:52 ×2 (`>=`
// → `>`: the exact price refused; `− N` → `+ N`: the discount added to
// the price).
func TestRevealedItemAtItsDiscountedPrice(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	k := -1
	for i := 0; i < int(s.NItem); i++ {
		if g.d.Cards[s.ItemDeck[i]].Cost >= 4 {
			k = i
			break
		}
	}
	if k < 0 {
		t.Fatal("no item of cost 4 or more in the item deck")
	}
	s.ItemDeck[k], s.ItemDeck[s.NItem-1] = s.ItemDeck[s.NItem-1], s.ItemDeck[k]
	p := play(t, g, "wedka")
	top := s.Reveal[0]
	cost := int16(g.d.Cards[top].Cost)
	buy := engine.Action{Kind: KindChoose, A: 2, B: 0}
	p.Res[Coin] = cost - 3
	if !legalHas(g, buy) {
		t.Errorf("revealed %s (cost %d) with %d coins: not offered, want offered (3 cheaper)", g.d.Cards[top].Name, cost, cost-3)
	}
	p.Res[Coin] = cost - 4
	if legalHas(g, buy) {
		t.Errorf("revealed %s (cost %d) with %d coins: offered, want not (one coin short)", g.d.Cards[top].Name, cost, cost-4)
	}
}

// TestPaidCostLogged: an effect that opens with a payment (Mapy gwiazd,
// «pay c1, activate camp2») logs what was paid, «arnak.pay», so the other
// players see the coin spent. By hand: 1 coin and the tablet an artifact
// costs to play, the card played and the payment chosen: one «arnak.pay»
// line, the coin gone. Kills
// effects.go:868 (`log != nil` → `== nil`: the payment never logged).
func TestPaidCostLogged(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	setHand(p, cardID(t, g, "mapy_gwiazd"))
	p.Res[Coin], p.Res[Tablet] = 1, 1
	var log engine.Log
	for _, a := range []engine.Action{{Kind: KindPlay, A: 0}, {Kind: KindChoose, A: 1}} {
		if err := g.Apply(a, &log); err != nil {
			t.Fatalf("%s: %v", a.Format(kindNames), err)
		}
	}
	n := 0
	for _, e := range log.Events {
		if e.Key == "arnak.pay" {
			n++
		}
	}
	if n != 1 || p.Res[Coin] != 0 {
		t.Errorf("Mapy gwiazd's coin paid: %d «arnak.pay» lines (want 1), %d coins left (want 0)", n, p.Res[Coin])
	}
}

// TestSecretsOfTwoAssistantStacksOfTwo (§3: the assistants lie in three
// face-down stacks of which only the top is visible; secrets.go lists
// every hidden piece for the secrecy check): with each supply stack down
// to 2 assistants, each hides exactly one under its top, so no order
// within a stack is secret but which assistant lies under which top is:
// by hand the three swaps «stosy asystentów 1 i 2», «2 i 3», «3 i 1» pod
// wierzchem, each hidden from both seats. Kills secrets.go:100 (`NA < 2`
// → `<= 2`: a stack of 2 listed nothing under its top, so a view that
// showed that assistant passed the check).
func TestSecretsOfTwoAssistantStacksOfTwo(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	for k := 0; k < 3; k++ {
		s.NA[k] = 2
	}
	if s.AStack[0][0] == s.AStack[1][0] || s.AStack[1][0] == s.AStack[2][0] || s.AStack[2][0] == s.AStack[0][0] {
		t.Fatal("two stacks hold the same assistant under their tops: the swaps would change nothing")
	}
	rng := engine.NewRNG(1)
	got := map[string]int{}
	for _, sec := range secrets(g, &rng) {
		got[sec.Name] = len(sec.Hidden)
	}
	for _, name := range []string{"stosy asystentów 1 i 2 pod wierzchem", "stosy asystentów 2 i 3 pod wierzchem", "stosy asystentów 3 i 1 pod wierzchem"} {
		if got[name] != 2 {
			t.Errorf("secret %q: hidden from %d seats, want listed and hidden from both", name, got[name])
		}
	}
}

// TestResearchMagnifierOnly (the effect «research mag»: a free research
// step of the magnifier only, as «research note» is of the notebook only,
// cards.toml's grammar; no published card says «mag», so Dziennik's
// «research note free» is made «research mag free» on a copy of the
// data): every research step offered moves the magnifier (C = 0), none the
// notebook, and there is at least one. Kills unique.go:172 (`op.Sub == 0
// && tok == 1` → `tok != 1`: a magnifier-only research offered the
// notebook instead).
func TestResearchMagnifierOnly(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	d := *g.d
	d.Effects = slices.Clone(g.d.Effects)
	eff := d.Cards[cardID(t, g, "dziennik")].Effect
	ops := slices.Clone(d.Effects[eff])
	if len(ops) != 1 || ops[0].Kind != opResearch || ops[0].Sub != 1 {
		t.Fatalf("Dziennik's effect is not «research note free»: %+v", ops)
	}
	ops[0].Sub = 0
	d.Effects[eff] = ops
	g.d = &d
	play(t, g, "dziennik")
	n := 0
	for _, a := range g.Legal(nil) {
		if a.Kind != KindChoose || a.A != 1 {
			continue
		}
		n++
		if a.C != 0 {
			t.Errorf("«research mag free» offers %s, a notebook step", a.Format(kindNames))
		}
	}
	if n == 0 {
		t.Error("«research mag free» offers no magnifier step")
	}
}

// TestRelocateToTheSecondSpace (Sandały tropiciela, «relocate camp»: move
// your archaeologist to a free camp space and activate it; §4.3: a camp
// has two spaces, both open from 3 players): at 4 players, with the first
// space of the arrowhead camp taken by seat 1, seat 0's archaeologist
// moves from a level-I site to that camp's second space (D = 1). By hand:
// it stands at 1 + 2·camp + 1, the second space is seat 0's (Occ 1) and
// the site it left is free. Kills unique.go:412 (`+ a.D` → `− a.D`: the
// archaeologist recorded on the wrong space).
func TestRelocateToTheSecondSpace(t *testing.T) {
	g := newTestGame(t, 4, 1, nil)
	s := &g.s
	p := s.cur()
	discovered(g, siteI1, 0)
	stand(g, 0, 0, siteI1, 0)
	stand(g, 1, 0, campArrow, 0)
	p.Res = [NumRes]int16{}
	play(t, g, "sandaly_tropiciela")
	mustApply(t, g, act(1, 0, campArrow, 1))
	if p.Arch[0] != uint8(1+campArrow*2+1) || s.Occ[campArrow][1] != 1 || s.Occ[siteI1][0] != occFree {
		t.Errorf("relocated to the second space of camp %d: archaeologist at %d (want %d), space owner %d (want 1), old site %d (want free)",
			campArrow, p.Arch[0], 1+campArrow*2+1, s.Occ[campArrow][1], s.Occ[siteI1][0])
	}
}

// TestDescribeSwapNamesBothAssistants (Strojny róg, «swap»: exchange one
// of your assistants, B, for the top of supply stack C): the description
// names the assistant given and the one taken; a slot or stack that does
// not exist, an empty slot or an empty stack is no swap and never a read
// past them. By hand: seat 0's slot 0 holds assistant 11; with stack 1 as
// dealt, (B 0, C 1) names assistant 11 and stack 1's top; (B 0, C 3),
// (B 1, C 1) with slot 1 empty, (B 2, C 1), and (B 0, C 2) with stack 2
// emptied are not swaps. Kills title.go:532 ×7 (each bound of `a.C < 3`,
// `NA[a.C] > 0`, `a.B < 2` off by one or negated, `Asst[a.B] != none`
// negated).
func TestDescribeSwapNamesBothAssistants(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	p.Asst = [2]uint8{11, none}
	play(t, g, "strojny_rog")
	if op, _ := g.topOp(); op == nil || op.Kind != opSwap {
		t.Fatalf("after playing Strojny róg the decision is %+v, want the swap", op)
	}
	top := s.AStack[1][s.NA[1]-1]
	e := describe(g, engine.Action{Kind: KindChoose, A: 1, B: 0, C: 1})
	if e.Key != "arnak.act.swap" || e.Args["old"] != g.d.Assistants[11].Name || e.Args["name"] != g.d.Assistants[top].Name {
		t.Errorf("swap of slot 0 for stack 1's top: %s %v, want arnak.act.swap naming %q and %q", e.Key, e.Args, g.d.Assistants[11].Name, g.d.Assistants[top].Name)
	}
	s.NA[2] = 0
	for _, a := range []engine.Action{{Kind: KindChoose, A: 1, B: 0, C: 3}, {Kind: KindChoose, A: 1, B: 1, C: 1},
		{Kind: KindChoose, A: 1, B: 2, C: 1}, {Kind: KindChoose, A: 1, B: 0, C: 2}} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("describing swap B %d, C %d panics: %v", a.B, a.C, r)
				}
			}()
			if e := describe(g, a); e.Key == "arnak.act.swap" {
				t.Errorf("swap B %d, C %d (no such slot or stack, or an empty one) described as a swap: %v", a.B, a.C, e.Args)
			}
		}()
	}
}

// TestDescribeEarringKeep (§5.2 #10 Kolczyk z kryształem: draw up to 3,
// keep 1): once 3 cards are drawn, choice B = 1 is described as keeping
// the second drawn card, by name; B = 3, past the drawn cards, is not a
// keep. Kills title.go:556 ×2 (`a.B < NDrawn` → `<=`: a fourth, undrawn
// card described; → `>=`: the drawn cards not); "not covered" at the run.
func TestDescribeEarringKeep(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	p.Deck = zone{}
	for _, c := range []uint8{fundingCar, explorationCar, cardFear} {
		p.Deck.push(c)
	}
	play(t, g, "kolczyk_z_krysztalem")
	choose(t, g, 1, 3, 0, 0) // draw 3
	if e := describe(g, engine.Action{Kind: KindChoose, A: 1, B: 1}); e.Key != "arnak.act.keep_card" || e.Args["card"] != g.d.Cards[s.Drawn[1]].Name {
		t.Errorf("keep the second drawn card: %s %v, want arnak.act.keep_card naming %q", e.Key, e.Args, g.d.Cards[s.Drawn[1]].Name)
	}
	if e := describe(g, engine.Action{Kind: KindChoose, A: 1, B: 3}); e.Key == "arnak.act.keep_card" {
		t.Errorf("choice 3 of 3 drawn cards described as a keep: %v", e.Args)
	}
}

// TestBackpackWithAnEmptyDeck (Duży plecak: «gain c1, draw bottom»; the
// spec's «Empty deck: you cannot draw any more this round»): with an empty
// deck the card is still played for its coin and draws nothing, without a
// read before the deck. By hand: 1 coin more, the hand empty. Kills
// effects.go:269 (`Deck.N > 0` → `>= 0`: the bottom of an empty deck
// removed, index −1).
func TestBackpackWithAnEmptyDeck(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	p.Deck = zone{}
	coins := p.Res[Coin]
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("Duży plecak with an empty deck panics: %v", r)
			}
		}()
		play(t, g, "duzy_plecak")
	}()
	if p.Res[Coin] != coins+1 || p.Hand.N != 0 {
		t.Errorf("Duży plecak with an empty deck: coins %d → %d (want +1), hand %d (want 0)", coins, p.Res[Coin], p.Hand.N)
	}
}

// TestRevealBuyNeedsItsOwnDeck (§5.2 #0 Wędka, «buy item 3 reveal», and
// Kompas precyzyjny, «buy artifact 3 reveal»: reveal the top of that deck,
// one of the cards that may be bought; G28: a card is offered for its
// effect only when some part can resolve): with nothing in the row to
// buy and 0 coins and compasses, each card is offered while its own deck
// has a card to reveal, and not once that deck is empty, however many
// cards the other deck holds. By hand: Wędka with item deck 5, artifact
// deck 0 → offered; 0 and 5 → not; 0 and 0 → not; Kompas precyzyjny the
// other way round. Found through the mutants of effects.go:1109
// (opPossible read `NItem > 0 || NArt > 0` whatever the op's kind, so the
// artifact deck made Wędka playable for nothing); kills them and the
// fix's own.
func TestRevealBuyNeedsItsOwnDeck(t *testing.T) {
	for _, tc := range []struct {
		card        string
		nItem, nArt uint8
		want        bool
	}{
		{"wedka", 5, 0, true}, {"wedka", 0, 5, false}, {"wedka", 0, 0, false},
		{"kompas_precyzyjny", 0, 5, true}, {"kompas_precyzyjny", 5, 0, false}, {"kompas_precyzyjny", 0, 0, false},
	} {
		g := newTestGame(t, 2, 1, nil)
		s := &g.s
		p := s.cur()
		setHand(p, cardID(t, g, tc.card))
		p.Res = [NumRes]int16{}
		for i := range s.Row {
			s.Row[i] = none
		}
		s.NItem, s.NArt = tc.nItem, tc.nArt
		if got := legalHas(g, engine.Action{Kind: KindPlay, A: 0}); got != tc.want {
			t.Errorf("%s with nothing in the row, item deck %d, artifact deck %d: offered %v, want %v", tc.card, tc.nItem, tc.nArt, got, tc.want)
		}
	}
}

// TestEvaluationOfASoloWin (eval.go, a finished solo game: 1 for beating
// the rival, §6 G21): a random solo game to the end, then the player's
// temple VP raised to one above the rival's total, so the player places
// first and the rival second: worth 1. Kills eval.go:29 (`Rivals[0].Place
// == 1` → `!=`: a win read as a draw); the random games of
// TestEvaluationOfAFinishedGame all lose to the rival.
func TestEvaluationOfASoloWin(t *testing.T) {
	g := newTestGame(t, 1, 1, nil)
	playRandom(t, g, 1)
	p := &g.s.P[0]
	p.TempleVP += int16(g.Result().Rivals[0].Total - g.scoreTotal(0) + 1)
	r := g.Result()
	if r.Place[0] != 1 || r.Rivals[0].Place != 2 {
		t.Fatalf("after raising the temple VP: player place %d, rival place %d; want 1 and 2", r.Place[0], r.Rivals[0].Place)
	}
	if got := evaluate(g, 0); got != 1 {
		t.Errorf("a finished solo game the player won: %v, want 1", got)
	}
}

// TestOvercomeDiscardWithinThePaymentPositions (a guardian's discard cost,
// e.g. g2 «c1 a1, discard 1»; pay.go maxPayCards: the cards a payment
// names are the first 16 hand positions, the width of the action's X):
// with 17 different cards in hand, the overcome lists one discard per
// position 0–15 (D = 1…16) and none of position 16. This pins the bound
// the payments share: a hand past 16 cards, which no seeded game reaches
// (5 drawn a round, each card played to draw more leaves the hand),
// discards from its first 16. Kills legal.go:149 (`i < maxPayCards` →
// `<=`: a 17th discard listed, D = 17).
func TestOvercomeDiscardWithinThePaymentPositions(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	discovered(g, siteI1, 0)
	s.SiteGuard[siteI1] = 1 // g2: c1 a1, discard 1, no travel
	stand(g, 0, 0, siteI1, 0)
	p.Res = [NumRes]int16{Coin: 1, Arrowhead: 1}
	var hand []uint8
	for c := 0; len(hand) < 17; c++ {
		if k := g.d.Cards[c].Kind; k != kindFear && !slices.Contains(hand, uint8(c)) {
			hand = append(hand, uint8(c))
		}
	}
	setHand(p, hand...)
	var ds []uint8
	for _, a := range g.Legal(nil) {
		if a.Kind == KindOvercome && a.A == siteI1 {
			ds = append(ds, a.D)
		}
	}
	want := make([]uint8, 16)
	for i := range want {
		want[i] = uint8(i + 1)
	}
	if !slices.Equal(ds, want) {
		t.Errorf("overcoming g2 with 17 cards in hand: discards D %v, want 1…16", ds)
	}
}

// TestDescribeBadKindAndDigSpace (title.go describe): an action kind past
// the known ones is «arnak.act.unknown», never a read past the kind names;
// a dig names its space (B + 1) only at a site with more than one space,
// and a discovery never does. By hand from the boards: camp 0 has 2
// spaces, so «dig camp 0, space B 1» names space 2; the first level-I site
// has 1 space: no space named; a discovery there: none; a dig at a site
// past the 17: no space and no panic. Kills title.go:101 (`Kind >=
// len(kindNames)` → `>`) and title.go:125 ×5 (`Kind == KindDig` negated,
// `A < numSites` off by one or negated, `len(Spaces) > 1` off by one or
// negated).
func TestDescribeBadKindAndDigSpace(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("describing action kind %d (past the kinds) panics: %v", numKinds, r)
			}
		}()
		if e := describe(g, engine.Action{Kind: numKinds}); e.Key != "arnak.act.unknown" {
			t.Errorf("action kind %d: key %q, want arnak.act.unknown", numKinds, e.Key)
		}
	}()
	if len(g.d.Sites[0].Spaces) != 2 || len(g.d.Sites[siteI1].Spaces) != 1 {
		t.Fatalf("camp 0 has %d spaces, the first level-I site %d; want 2 and 1", len(g.d.Sites[0].Spaces), len(g.d.Sites[siteI1].Spaces))
	}
	for _, tc := range []struct {
		name  string
		a     engine.Action
		space any
	}{
		{"dig at camp 0, second space", engine.Action{Kind: KindDig, A: 0, B: 1}, 2},
		{"dig at the first level-I site", engine.Action{Kind: KindDig, A: siteI1}, nil},
		{"discover the first level-I site", engine.Action{Kind: KindDiscover, A: siteI1, B: 1}, nil},
		{"discover camp 0", engine.Action{Kind: KindDiscover, A: 0, B: 1}, nil},
		{"dig past the sites", engine.Action{Kind: KindDig, A: numSites, B: 1}, nil},
	} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: describing panics: %v", tc.name, r)
				}
			}()
			if got := describe(g, tc.a).Args["space"]; got != tc.space {
				t.Errorf("%s: space %v, want %v", tc.name, got, tc.space)
			}
		}()
	}
}

// TestDescribeCleanupPastTheHand (§4.15 round end: each leftover hand card
// is kept or discarded; title.go describe): at the clean-up, a discard
// choice of a position past the hand names no card. By hand: a hand of
// 2, B = 2: not «arnak.act.discard». Kills title.go:365 (`a.B < Hand.N`
// → `<=`: the emptied slot past the hand, card 0 Fundusze, named).
func TestDescribeCleanupPastTheHand(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	setHand(s.cur(), explorationCar, cardFear)
	s.Cleanup = true
	if e := describe(g, engine.Action{Kind: KindChoose, A: 1, B: 2}); e.Key == "arnak.act.discard" {
		t.Errorf("clean-up discard of position 2 of a 2-card hand: described as discarding %v", e.Args["card"])
	}
	if e := describe(g, engine.Action{Kind: KindChoose, A: 1, B: 1}); e.Key != "arnak.act.discard" || e.Args["card"] != g.d.Cards[cardFear].Name {
		t.Errorf("clean-up discard of position 1: %s %v, want arnak.act.discard naming %q", e.Key, e.Args, g.d.Cards[cardFear].Name)
	}
}

// TestDescribeBuyOfACardPastTheData (title.go describe, card(): a card
// index past the data, which only a corrupt row holds, names no card and
// never reads past the cards): with row slot 5 holding index numCards,
// Wędka's «buy slot 5» names no card. Kills title.go:389 (`c < numCards` →
// `<=`: Cards[numCards] read).
func TestDescribeBuyOfACardPastTheData(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	play(t, g, "wedka")
	s.Row[5] = numCards
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("describing the buy of a card index %d panics: %v", numCards, r)
		}
	}()
	if e := describe(g, engine.Action{Kind: KindChoose, A: 1, B: 5}); e.Args["card"] != nil {
		t.Errorf("buy of row slot 5 holding index %d: names %v, want none", numCards, e.Args["card"])
	}
}

// TestRivalDigAmongManySites (§6.4 Dig: the rival sends a pawn to a free
// space of a discovered site whose effect yields the tile's resource, the
// highest row first, then by the arrow): a solo game where all 12 level
// I and II sites are discovered with a coin-giving tile (13 candidate
// sites with camp 0) and the rival's next tile is «Wykopaliska
// (monety)»: by hand it digs at one of the level-II sites, the highest
// row, and has one pawn more. Kills rival.go:101 (the candidate array
// `[numSites * 2]` → `/ 2`: 8 slots, read past with 13 candidates).
func TestRivalDigAmongManySites(t *testing.T) {
	g := newTestGame(t, 1, 3, nil)
	s := &g.s
	d := g.d
	tile := -1
	for k := range d.SiteTiles {
		s.SiteTile[siteI1] = uint8(k)
		if g.siteGives(siteI1, Coin) {
			tile = k
			break
		}
	}
	if tile < 0 {
		t.Fatal("no site tile gives coins")
	}
	maxRow := 0
	for site := numCamps; site < numSites; site++ {
		discovered(g, site, uint8(tile))
		maxRow = max(maxRow, int(d.Sites[site].Row))
	}
	ti := -1
	for k := range d.Rival {
		if d.Rival[k].ID == "dig_c" {
			ti = k
		}
	}
	if ti < 0 {
		t.Fatal("no rival tile dig_c")
	}
	r := &s.Rival
	r.Stack[0], r.NStack = uint8(ti), 1
	pawns := r.Pawns
	func() {
		defer func() {
			if p := recover(); p != nil {
				t.Fatalf("the rival's dig among 13 candidate sites panics: %v", p)
			}
		}()
		g.rivalTurn(nil)
	}()
	dug := -1
	for site := range d.Sites {
		for sp := range s.Occ[site] {
			if s.Occ[site][sp] == occRival {
				dug = site
			}
		}
	}
	if r.Pawns != pawns+1 || dug < 0 || int(d.Sites[dug].Row) != maxRow {
		t.Errorf("rival dig for coins among 13 sites: pawns %d → %d, dug at site %d; want +1 at a site of row %d", pawns, r.Pawns, dug, maxRow)
	}
}

// TestDiscoveryOccupiesTheFirstSpace (§4.6 discover: the archaeologist
// stands on the new site's space, the site occupied by its colour): after
// seat 0 discovers the first level-I site, its space 0 is seat 0's
// (Occ = seat + 1 = 1) and the archaeologist stands there (1 + 2·site).
// Kills apply.go:294 (`Active + 1` → `− 1`: the space marked 255, no
// one's).
func TestDiscoveryOccupiesTheFirstSpace(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	s.Pool[Plane] = 2
	p.Res[Compass] = 5
	mustApply(t, g, engine.Action{Kind: KindDiscover, A: siteI1})
	if s.Occ[siteI1][0] != 1 || (p.Arch[0] != uint8(1+siteI1*2) && p.Arch[1] != uint8(1+siteI1*2)) {
		t.Errorf("seat 0 discovered site %d: space 0 occupied by %d (want 1), archaeologists at %v (want one at %d)", siteI1, s.Occ[siteI1][0], p.Arch, 1+siteI1*2)
	}
}

// TestMultiBonusOnOneRowOnly (board data, §4.17 Snake: the bonus tiles of
// many are on one row of the track; the loader refuses a second, in
// Polish): a board_snake.toml that also marks node 6a (row 6) «multi»,
// besides node 7, is refused with «tylko jeden rząd z wieloma nagrodami».
// Kills data.go:1014 (`MultiRow != row` → `==`: a second row accepted).
func TestMultiBonusOnOneRowOnly(t *testing.T) {
	_, err := LoadData(mutated(t, "board_snake.toml", `{ id = "6a", row = 6, bonus = "all" }`, `{ id = "6a", row = 6, bonus = "multi" }`))
	if err == nil || !strings.Contains(err.Error(), "tylko jeden rząd z wieloma nagrodami") {
		t.Errorf("multi bonus on rows 6 and 7: err = %v, want «tylko jeden rząd z wieloma nagrodami»", err)
	}
}

// TestDiscountPaysTheDearestSymbol (spec §4.18 Zniżka: a discount's
// symbols pay as if the player had them, the unused ones lost; effects.go
// discountTravel: each takes the dearest cost symbol it can pay, first of
// equals): a plane discount on «ship, boot» pays the ship (a boot any
// symbol pays), leaving the boot; on «ship, car» the first, leaving the
// car; a boot discount on «ship, boot» can pay only the boot. Kills
// effects.go:102 ×3 (`best < 0` → `<= 0`: a later symbol taken over the
// first found; `rank > rank(best)` → `>=`: the last of equals; → `<=`:
// the cheapest).
func TestDiscountPaysTheDearestSymbol(t *testing.T) {
	for _, tc := range []struct {
		cost, disc, want []uint8
	}{
		{[]uint8{Ship, Boot}, []uint8{Plane}, []uint8{Boot}},
		{[]uint8{Boot, Ship}, []uint8{Plane}, []uint8{Boot}},
		{[]uint8{Ship, Car}, []uint8{Plane}, []uint8{Car}},
		{[]uint8{Ship, Boot}, []uint8{Boot}, []uint8{Ship}},
	} {
		var buf [4]uint8
		if got := discountTravel(tc.cost, tc.disc, &buf); !slices.Equal(got, tc.want) {
			t.Errorf("discount %v on cost %v leaves %v, want %v", tc.disc, tc.cost, got, tc.want)
		}
	}
}

// TestOwnedCardsOfASeatPastTheTable (report.go OwnedCards, for the sim's
// balance check): a seat past the table owns nothing, nil, and asking
// never reads past the players, also at 4 players where the array is
// full. Kills report.go:54 (`seat >= Players` → `>`: P[4] read).
func TestOwnedCardsOfASeatPastTheTable(t *testing.T) {
	g := newTestGame(t, 4, 1, nil)
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("OwnedCards(4) at 4 players panics: %v", r)
		}
	}()
	if got := g.OwnedCards(4); got != nil {
		t.Errorf("OwnedCards(4) at 4 players: %v, want nil", got)
	}
}

// TestDescribeResearchByToken (§4.8 research with the magnifier, A = 0, or
// the notebook, A = 1; title.go describe): a notebook step is described
// as «arnak.act.research_note», a magnifier step keeps «arnak.act.research».
// Kills title.go:150 (`a.A == 1` → `!=`: the two swapped).
func TestDescribeResearchByToken(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	if e := describe(g, engine.Action{Kind: KindResearch, A: 1, B: 1}); e.Key != "arnak.act.research_note" {
		t.Errorf("notebook step: key %q, want arnak.act.research_note", e.Key)
	}
	if e := describe(g, engine.Action{Kind: KindResearch, A: 0, B: 1}); e.Key != "arnak.act.research" {
		t.Errorf("magnifier step: key %q, want arnak.act.research", e.Key)
	}
}

// TestEffectTextPastTheTable (title.go EffectText, the words of an
// effect for cards, tiles and bonuses): an effect index one past the
// data's table has no words, "", and is never read. Kills title.go:294
// (`eff >= len(Effects)` → `>`: Effects[len] read).
func TestEffectTextPastTheTable(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("EffectText(%d) with %d effects panics: %v", len(g.d.Effects), len(g.d.Effects), r)
		}
	}()
	if got := g.d.EffectText(uint16(len(g.d.Effects))); got != "" {
		t.Errorf("EffectText past the table: %q, want \"\"", got)
	}
}

// TestDescribeEarringPutBack (§5.2 #10 Kolczyk z kryształem: «Jeśli
// dobrałeś więcej niż 1 kartę, możesz odłożyć 1 z nich na wierzch swojej
// talii»): after drawing 3 and keeping one, the next choice is which card
// goes back on top of the deck, so B = 0 is described as
// «arnak.act.deck_top» naming the first card still drawn, not as a second
// keep. Kills title.go:558 (`Aux >= 2` → `> 2`: the put-back described
// as a keep).
func TestDescribeEarringPutBack(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	p.Deck = zone{}
	for _, c := range []uint8{fundingCar, explorationCar, cardFear} {
		p.Deck.push(c)
	}
	play(t, g, "kolczyk_z_krysztalem")
	choose(t, g, 1, 3, 0, 0) // draw 3
	choose(t, g, 1, 0, 0, 0) // keep the first
	if s.NDrawn != 2 {
		t.Fatalf("after keeping 1 of 3 drawn, %d still drawn, want 2", s.NDrawn)
	}
	if e := describe(g, engine.Action{Kind: KindChoose, A: 1, B: 0}); e.Key != "arnak.act.deck_top" || e.Args["card"] != g.d.Cards[s.Drawn[0]].Name {
		t.Errorf("put the first drawn card back: %s %v, want arnak.act.deck_top naming %q", e.Key, e.Args, g.d.Cards[s.Drawn[0]].Name)
	}
}

// TestRelocateLogged (§5.2 #14 Sandały tropiciela, «relocate camp»: the
// archaeologist moves to a free camp space, which is activated; every
// public move is in the log): relocating seat 0's archaeologist from a
// level I site to the arrowhead camp logs one «arnak.relocate» naming that
// camp. Kills unique.go:414 (`log != nil` → `== nil`: the move never
// logged).
func TestRelocateLogged(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	discovered(g, siteI1, 0)
	stand(g, 0, 0, siteI1, 0)
	g.s.cur().Res = [NumRes]int16{}
	play(t, g, "sandaly_tropiciela")
	var log engine.Log
	if err := g.Apply(act(1, 0, campArrow, 0), &log); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range log.Events {
		if e.Key == "arnak.relocate" && e.Args["site"] == g.d.Sites[campArrow].Name {
			n++
		}
	}
	if n != 1 {
		t.Errorf("relocated to %s: %d «arnak.relocate» lines naming it, want 1 (log %v)", g.d.Sites[campArrow].Name, n, log.Events)
	}
}

// TestDescribeFreeCardFromTheRow (§5.2 Małpi medalion, «card item top»:
// take an item of the card row free, onto the deck): choice A = 1, B = 3
// is described as «arnak.act.take» naming row slot 3's card; B = 6, past
// the six slots, is not a take and never read. Kills title.go:462 ×3
// (`a.A == 1` → `!=`: the take not described; `a.B < 6` → `>=`: nor;
// → `<=`: Row[6] read).
func TestDescribeFreeCardFromTheRow(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	play(t, g, "malpi_medalion")
	if e := describe(g, engine.Action{Kind: KindChoose, A: 1, B: 3}); e.Key != "arnak.act.take" || e.Args["card"] != g.d.Cards[s.Row[3]].Name {
		t.Errorf("take row slot 3: %s %v, want arnak.act.take naming %q", e.Key, e.Args, g.d.Cards[s.Row[3]].Name)
	}
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("describing row slot 6 panics: %v", r)
		}
	}()
	if e := describe(g, engine.Action{Kind: KindChoose, A: 1, B: 6}); e.Key == "arnak.act.take" {
		t.Errorf("row slot 6 (past the row) described as a take: %v", e.Args)
	}
}

// TestDescribeGuardianMoveTarget (§5.2 #12 Korona strażnika: move the
// guardian of a site you occupy to an unoccupied camp or level I site):
// the choice (B = that site, C = the coin camp) is described naming both
// sites; a target C past the sites names no target and is never read.
// Kills title.go:510 ×2 (`C < numSites` → `>=`: the target unnamed; →
// `<=`: Sites[numSites] read).
func TestDescribeGuardianMoveTarget(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	discovered(g, siteI1, 0)
	s.SiteGuard[siteI1] = 3
	stand(g, 0, 0, siteI1, 0)
	s.cur().Res = [NumRes]int16{}
	play(t, g, "korona_straznika")
	e := describe(g, engine.Action{Kind: KindChoose, A: 1, B: siteI1, C: campCoins})
	if e.Key != "arnak.act.move_guardian" || e.Args["site"] != g.d.Sites[siteI1].Name || e.Args["to"] != g.d.Sites[campCoins].Name {
		t.Errorf("guardian moved to the coin camp: %s %v, want arnak.act.move_guardian from %q to %q", e.Key, e.Args, g.d.Sites[siteI1].Name, g.d.Sites[campCoins].Name)
	}
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("describing a target past the sites panics: %v", r)
		}
	}()
	if e := describe(g, engine.Action{Kind: KindChoose, A: 1, B: siteI1, C: numSites}); e.Args["to"] != nil {
		t.Errorf("a target past the sites named: %v", e.Args["to"])
	}
}

// TestUIHandOfASeat (access.go UIHand, the board's hand of a seat): seat 0
// and the last seat get their own hands, a seat before or past the table
// nil, never a read past the players, also at 4 players where the array
// is full. By hand at 4 players: UIHand(0) and UIHand(3) are the dealt
// hands, UIHand(−1) and UIHand(4) nil. Kills access.go:103 ×4 (`i < 0` →
// `<= 0` or `>= 0`: seat 0's hand nil; `i >= Players` → `<`: every real
// seat's hand nil; → `>`: P[4] read); "not covered" at the run.
func TestUIHandOfASeat(t *testing.T) {
	g := newTestGame(t, 4, 1, nil)
	for _, seat := range []int{0, 3} {
		if got, want := g.UIHand(seat), g.s.P[seat].Hand.list(); len(want) == 0 || !slices.Equal(got, want) {
			t.Errorf("UIHand(%d): %v, want its hand %v", seat, got, want)
		}
	}
	for _, seat := range []int{-1, 4} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("UIHand(%d) at 4 players panics: %v", seat, r)
				}
			}()
			if got := g.UIHand(seat); got != nil {
				t.Errorf("UIHand(%d) at 4 players: %v, want nil", seat, got)
			}
		}()
	}
}

// TestTravelWordsNumbers (title.go TravelText and travelNoun, travel
// symbols with their number in the accusative and the nominative,
// player.toml travel_names): one car is «samochód» with no number, two
// are «2 samochody», five boots «5 butów», in either case. Kills
// title.go:247 (travelNoun's `n == 1` → `!=`: «1 samochód» and a bare
// «samochód» for two); "not covered" at the run.
func TestTravelWordsNumbers(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	for _, tc := range []struct {
		t    uint8
		n    int
		want string
	}{{Car, 1, "samochód"}, {Car, 2, "2 samochody"}, {Boot, 5, "5 butów"}} {
		if got := g.d.TravelText(tc.t, tc.n); got != tc.want {
			t.Errorf("TravelText(%d, %d) = %q, want %q", tc.t, tc.n, got, tc.want)
		}
		if got := g.d.travelNoun(tc.t, tc.n); got != tc.want {
			t.Errorf("travelNoun(%d, %d) = %q, want %q", tc.t, tc.n, got, tc.want)
		}
	}
}

// TestDescribeExileFromHand (Maczeta, «exile, gain k2»: remove a card of
// your hand or play area from the game): with 2 cards left in hand after
// playing Maczeta, choice A = 1, B = 0 is described as «arnak.act.exile»
// naming hand card 0; B = 2, past the hand, is not an exile. Kills
// title.go:439 ×3 (`a.A == 1` → `!=` and `a.B < Hand.N` → `>=`: the hand
// exile not described; → `<=`: a stale slot past the hand named);
// "not covered" at the run.
func TestDescribeExileFromHand(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	setHand(p, cardID(t, g, "maczeta"), fundingCar, explorationCar)
	mustApply(t, g, engine.Action{Kind: KindPlay, A: 0})
	if op, _ := g.topOp(); op == nil || op.Kind != opExile || p.Hand.N != 2 {
		t.Fatalf("after playing Maczeta the decision is %+v with %d cards in hand, want the exile with 2", op, p.Hand.N)
	}
	if e := describe(g, engine.Action{Kind: KindChoose, A: 1, B: 0}); e.Key != "arnak.act.exile" || e.Args["card"] != g.d.Cards[p.Hand.C[0]].Name {
		t.Errorf("exile hand card 0: %s %v, want arnak.act.exile naming %q", e.Key, e.Args, g.d.Cards[p.Hand.C[0]].Name)
	}
	if e := describe(g, engine.Action{Kind: KindChoose, A: 1, B: 2}); e.Key == "arnak.act.exile" {
		t.Errorf("hand position 2 of 2 described as an exile: %v", e.Args)
	}
}

// TestPaidCardsWithinTheHand (pay.go paidCards, the cards a payment mask
// names for the log and the buttons): mask bits 0 and 1 of a 2-card hand
// name both cards, in hand order; bit 2, past the hand, names nothing.
// Kills pay.go:151 (`i < Hand.N` → `<=`: the slot past the hand named).
func TestPaidCardsWithinTheHand(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	setHand(p, fundingCar, explorationCar, cardFear)
	p.Hand.N = 2 // the fear card left as a stale slot past the hand
	want := []string{g.d.Cards[fundingCar].Name, g.d.Cards[explorationCar].Name}
	if got := g.paidCards(0b011); !slices.Equal(got, want) {
		t.Errorf("paidCards(0b011): %v, want %v", got, want)
	}
	if got := g.paidCards(0b100); got != nil {
		t.Errorf("paidCards(0b100) of a 2-card hand: %v, want nil", got)
	}
}

// TestEffectTextOfAChoice (title.go EffectText, «choose»: the options
// joined by «albo», each in the nominative): Pilotka's silver side,
// «choose c1 | plane», reads «moneta albo samolot»; its gold side,
// «choose c2 | plane plane», «2 monety albo 2 samoloty». Kills
// title.go:319 (`k < NOpt` → `>=`: no option worded).
func TestEffectTextOfAChoice(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	k := slices.IndexFunc(g.d.Assistants[:], func(a Assistant) bool { return a.Name == "Pilotka" })
	if k < 0 {
		t.Fatal("no assistant Pilotka")
	}
	a := &g.d.Assistants[k]
	if got := g.d.EffectText(a.Silver); got != "moneta albo samolot" {
		t.Errorf("Pilotka's silver side: %q, want «moneta albo samolot»", got)
	}
	if got := g.d.EffectText(a.Gold); got != "2 monety albo 2 samoloty" {
		t.Errorf("Pilotka's gold side: %q, want «2 monety albo 2 samoloty»", got)
	}
}

// TestSupplyAssistantLogged (§5.2 #8 Butelka z kokosa: «gain c2,
// supplyassistant silver», a supply assistant's silver ability used
// without taking it; every public move is in the log): choosing stack 0
// logs one «arnak.assist» naming stack 0's top. Kills unique.go:439
// (`log != nil` → `== nil`: never logged).
func TestSupplyAssistantLogged(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	s.cur().Res = [NumRes]int16{}
	top := s.AStack[0][s.NA[0]-1]
	play(t, g, "butelka_z_kokosa")
	var log engine.Log
	if err := g.Apply(act(1, 0, 0, 0), &log); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range log.Events {
		if e.Key == "arnak.assist" && e.Args["name"] == g.d.Assistants[top].Name {
			n++
		}
	}
	if n != 1 {
		t.Errorf("stack 0's %s used: %d «arnak.assist» lines naming it, want 1 (log %v)", g.d.Assistants[top].Name, n, log.Events)
	}
}

// TestEvaluationIdolInCrateByRoundsLeft (eval.go potential: an idol still
// in the crates is worth its score, 3 VP like every idol (player.toml),
// and Idol, 1.5, times the share of the rounds left, (6 − round)/5): in
// round 3 one idol more in the crate adds 3 + 1.5 × 3/5 = 3.9. Kills
// eval.go:199 (`* left` → `/ left`: 3 + 1.5/0.6 = 5.5).
func TestEvaluationIdolInCrateByRoundsLeft(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	s.Round = 3
	p := &s.P[0]
	p.Crate = 0
	none := g.potential(0, &defaultWeights)
	p.Crate = 1
	one := g.potential(0, &defaultWeights)
	if d := one - none; math.Abs(d-3.9) > 1e-9 {
		t.Errorf("round 3: an idol in the crate adds %v, want 3 + 1.5 × 3/5 = 3.9", d)
	}
}

// TestUITempleVPOfAStack (§4.8 the temple: stacks of tiles worth 2, 2, 2,
// 6, 6 and 11 VP; access.go UITempleVP for the board): stack 0 is worth
// 2, stack 5 11; a stack before or past the six is worth 0 and never
// read. Kills access.go:152 ×4 (`i < 0` → `<= 0` or `>= 0`: stack 0 worth
// 0; `i >= 6` → `<`: every stack 0; → `>`: templeVP[6] read); "not
// covered" at the run.
func TestUITempleVPOfAStack(t *testing.T) {
	for _, tc := range []struct{ i, want int }{{0, 2}, {5, 11}, {-1, 0}, {6, 0}} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("UITempleVP(%d) panics: %v", tc.i, r)
				}
			}()
			if got := UITempleVP(tc.i); got != tc.want {
				t.Errorf("UITempleVP(%d) = %d, want %d", tc.i, got, tc.want)
			}
		}()
	}
}

// TestUISpaceOfASite (board_bird.toml: a camp's spaces cost a boot and
// two boots, the last site, II-4, one space of two ships; access.go
// UISpace for the board): site 0's spaces 0 and 1 are [boot] and [boot,
// boot], site 16's space 0 [ship, ship]; a site or space before or past
// them is nil and never read. Kills access.go:248 ×8 (each bound of
// `site < 0`, `site >= numSites`, `space < 0`, `space >= len(Spaces)`
// off by one or negated); "not covered" at the run.
func TestUISpaceOfASite(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	for _, tc := range []struct {
		site, space int
		want        []uint8
	}{
		{0, 0, []uint8{Boot}}, {0, 1, []uint8{Boot, Boot}}, {numSites - 1, 0, []uint8{Ship, Ship}},
		{-1, 0, nil}, {numSites, 0, nil}, {0, -1, nil}, {0, 2, nil},
	} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("UISpace(%d, %d) panics: %v", tc.site, tc.space, r)
				}
			}()
			if got := g.UISpace(tc.site, tc.space); !slices.Equal(got, tc.want) || (got == nil) != (tc.want == nil) {
				t.Errorf("UISpace(%d, %d) = %v, want %v", tc.site, tc.space, got, tc.want)
			}
		}()
	}
}

// TestResourceAmountsZeroToNine (data.go parseRes, the resources of the
// data files: a letter of «cktaj» and an amount 0–9): «c0 k9» is 0 coins
// and 9 compasses; «k10» is refused. Kills data.go:440 ×2 (`n < 0` → `<=
// 0`: «c0» refused; `n > 9` → `>= 9`: «k9» refused).
func TestResourceAmountsZeroToNine(t *testing.T) {
	r, err := parseRes("c0 k9")
	if err != nil || r != (Res{Coin: 0, Compass: 9}) {
		t.Errorf("parseRes(«c0 k9») = %v, %v; want 9 compasses, no error", r, err)
	}
	if _, err := parseRes("k10"); err == nil {
		t.Error("parseRes(«k10») accepted, want an error")
	}
}

// TestTravelBoonHasNoEffect (§4.7 guardians: a boon is travel symbols or
// an effect, exactly one; access.go UINoEffect «marks a guardian whose
// boon is travel symbols»): g1, whose boon is a ship, has no boon effect
// (noEffect); g2, whose boon is «exile», has one. Kills data.go:1136
// (`len(Boon) > 0` → `>= 0`: an empty effect made for every travel boon).
func TestTravelBoonHasNoEffect(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	g1, g2 := &g.d.Guardians[0], &g.d.Guardians[1]
	if len(g1.BoonTravel) != 1 || g1.BoonTravel[0] != Ship || g1.Boon != UINoEffect {
		t.Errorf("g1 (boon: a ship): travel %v, effect %d; want [ship] and UINoEffect", g1.BoonTravel, g1.Boon)
	}
	if len(g2.BoonTravel) != 0 || g2.Boon == UINoEffect {
		t.Errorf("g2 (boon: exile): travel %v, effect %d; want no travel and an effect", g2.BoonTravel, g2.Boon)
	}
}

// TestResearchAheadPricesTheLastStep (eval.go researchAhead under priced
// weights, Price 1 and MagBonus 1, the reading doc.go tried: a row to come
// gains its VP and the bonus less the cheapest bridge out of the row, the
// rows to come Poisson with mean MagPace × rounds left): a magnifier on
// 7a in round 1 (5 rounds, mean 5) has one step left, to the temple: 23 VP
// for the first arrival (temple_arrival_vp) − 16 for row 7, + 1 bonus, −
// the bridge «k1 c1 j1» at 0.7 + 0.6 + 2.4 = 3.7 (resources at full worth
// in round 1), taken with probability 1 − e⁻⁵; the notebook (pace 0)
// adds nothing. So (1 − e⁻⁵) × 4.3. Kills eval.go:344 ×3 (`+ bonus` →
// `−`: 2.3; `− price` → `+`, also by INVERT_NEGATIVES: 11.7).
func TestResearchAheadPricesTheLastStep(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := &g.s.P[0]
	p.Mag = node(t, g, "7a")
	w := defaultWeights
	w.Price, w.MagBonus, w.MagPace, w.NotePace = 1, 1, 1, 0
	want := (1 - math.Exp(-5)) * 4.3
	if got := g.researchAhead(0, &w); math.Abs(got-want) > 1e-9 {
		t.Errorf("magnifier on 7a, round 1, priced: %v, want (1 − e⁻⁵) × 4.3 = %v", got, want)
	}
}

// TestSnakeBonusTilesDealtOnce (§4.17 Snake: the multi-bonus row gets as
// many tiles as board_snake.toml's multi_tiles gives for the player count,
// 2 at 2 players, G20; every bonus tile is one physical tile, dealt to one
// place only): in a 2-player Snake set-up the multi row holds 2 tiles and
// no tile is both there and among the lost-expedition tiles or on a
// research node, nor twice in one place. Kills setup.go:128 (`i < NMulti`
// → `>=`: the multi row's tiles never dealt, left as tile 0 twice).
func TestSnakeBonusTilesDealtOnce(t *testing.T) {
	g := newTestGame(t, 2, 7, snake)
	s := &g.s
	if s.NMulti != 2 {
		t.Fatalf("Snake at 2 players: %d multi-bonus tiles, want 2", s.NMulti)
	}
	seen := map[uint8]string{}
	deal := func(where string, tiles ...uint8) {
		for _, b := range tiles {
			if b == none {
				continue
			}
			if w, ok := seen[b]; ok {
				t.Errorf("bonus tile %d dealt twice: %s and %s", b, w, where)
			}
			seen[b] = where
		}
	}
	deal("lost", s.Lost[:s.NLost]...)
	deal("nodes", s.Bonus[:]...)
	deal("multi", s.Multi[:s.NMulti]...)
}

// TestDescribeDigNamesThePaidCards (§4.5 dig: the travel cost paid with
// cards from hand, named in the description; title.go describe): a dig at
// the coin camp paid with hand position 0 (X = 1) names that card as
// «cards»; a dig with X = 0 names none. Kills title.go:128 (`a.X != 0` →
// `== 0`: the paying card unnamed).
func TestDescribeDigNamesThePaidCards(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	setHand(p, fundingCar, explorationCar)
	if e := describe(g, engineDig(campCoins, 0, 1, 0)); e.Args["cards"] != g.d.Cards[fundingCar].Name {
		t.Errorf("dig paid with hand card 0: cards %v, want %q", e.Args["cards"], g.d.Cards[fundingCar].Name)
	}
	if e := describe(g, engineDig(campCoins, 0, 0, 0)); e.Args["cards"] != nil {
		t.Errorf("dig paid with no card: cards %v, want none", e.Args["cards"])
	}
}

// TestResearchOffersOnlyTheListedDiscounts (Ostrze z inskrypcją, «research
// any a1 | t2»: research with a discount of an arrowhead or of 2 tablets;
// a research option is listed once per distinct price, D the discount
// taken): with the magnifier on 2a and «a1 t2» the bridge to 3, the
// arrowhead discount leaves 2 tablets and the tablet discount an
// arrowhead, so D = 0 and D = 1 are both listed, and no option D = 2
// (no such discount: a research at full price was never offered). Kills
// unique.go:176 (`k < n` → `<=`: an option past the discounts, at full
// price, listed).
func TestResearchOffersOnlyTheListedDiscounts(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	p.Mag, p.Note = node(t, g, "2a"), node(t, g, "start")
	p.Res = [NumRes]int16{Arrowhead: 1, Tablet: 2}
	play(t, g, "ostrze_z_inskrypcja")
	three := node(t, g, "3")
	var ds []uint8
	for _, a := range g.Legal(nil) {
		if a.Kind == KindChoose && a.A == 1 && a.C == 0 && a.B == three {
			ds = append(ds, a.D)
		}
		if a.Kind == KindChoose && a.A == 1 && a.D >= 2 {
			t.Errorf("a research with discount option %d of 2 listed: %v", a.D, a)
		}
	}
	slices.Sort(ds)
	if !slices.Equal(ds, []uint8{0, 1}) {
		t.Errorf("magnifier 2a → 3 with Ostrze z inskrypcją: discounts %v listed, want [0 1]", ds)
	}
}

// TestUIPendingNamesTheDecision (access.go UIPending, the board's line
// for a decision an effect waits for: the op's Polish name from
// player.toml op_names): with nothing pending it is ""; after playing
// Maczeta («exile, gain k2») the exile waits, «usunięcie karty». Kills
// access.go:177 (`op == nil` → `!=`: the decision unnamed, and a nil
// frame read with none); "not covered" at the run.
func TestUIPendingNamesTheDecision(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	if got := g.UIPending(); got != "" {
		t.Errorf("nothing pending: UIPending = %q, want \"\"", got)
	}
	setHand(g.s.cur(), cardID(t, g, "maczeta"), fundingCar)
	mustApply(t, g, engine.Action{Kind: KindPlay, A: 0})
	if got := g.UIPending(); got != "usunięcie karty" {
		t.Errorf("Maczeta's exile pending: UIPending = %q, want «usunięcie karty»", got)
	}
}

// TestEmptyChoiceOptionRefused (data: each option of a choice gives
// something, resources, travel or an exile; data.go parseOption refuses
// «pusta możliwość»): Pilotka's silver side written «choose c1 | » (a
// second option of nothing) is refused. Kills data.go:465 (`err == nil`
// → `!=`: the empty option accepted).
func TestEmptyChoiceOptionRefused(t *testing.T) {
	_, err := LoadData(mutated(t, "tiles.toml", `silver = ["choose c1 | plane"]`, `silver = ["choose c1 | "]`))
	if err == nil || !strings.Contains(err.Error(), "pusta możliwość") {
		t.Errorf("a choice with an empty option: err = %v, want «pusta możliwość»", err)
	}
}

// TestEffectStackFull (effects.go push: the effects in progress are a
// stack of maxFrames, 24; an effect started on a full stack is dropped,
// never written past it): with 24 frames open, pushing Maczeta's effect
// leaves 24. Kills effects.go:129 (`NFrames >= maxFrames` → `>`:
// Frames[24] written).
func TestEffectStackFull(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	eff := g.d.Cards[cardID(t, g, "maczeta")].Effect
	s.NFrames = maxFrames
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("an effect pushed on a full stack panics: %v", r)
		}
	}()
	g.push(eff)
	if s.NFrames != maxFrames {
		t.Errorf("an effect pushed on %d frames: %d frames, want %d", maxFrames, s.NFrames, maxFrames)
	}
}

// TestEvaluationCoinByRoundsLeft (eval.go potential: a resource is worth
// its weight times ResFloor + (1 − ResFloor) × the share of the rounds
// left, (6 − round)/5, so resources lose worth as the game ends but never
// below the floor): in round 3 a coin more (weight 0.6, floor 0.35) adds
// 0.6 × (0.35 + 0.65 × 3/5) = 0.444. Kills eval.go:177 ×4 (`× factor` →
// `/`: 0.811; `1 − ResFloor` → `+`, also by INVERT_NEGATIVES: 0.696;
// `× left` → `/`: 0.86); all alike in round 1, where the factor is 1.
func TestEvaluationCoinByRoundsLeft(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	s.Round = 3
	p := &s.P[0]
	p.Res[Coin] = 0
	none := g.potential(0, &defaultWeights)
	p.Res[Coin] = 1
	one := g.potential(0, &defaultWeights)
	if d := one - none; math.Abs(d-0.444) > 1e-9 {
		t.Errorf("round 3: a coin adds %v, want 0.6 × (0.35 + 0.65 × 3/5) = 0.444", d)
	}
}

// TestPushTopOfAFullZone (state.go zone.pushTop, a card put on top of a
// deck, e.g. by Małpi medalion or Kolczyk z kryształem: a zone holds at
// most zoneCap, 96, cards): on a full zone pushTop refuses, false, and
// leaves it as it was. Kills state.go:57 (`N >= zoneCap` → `>`: C[1:97]
// sliced past the array).
func TestPushTopOfAFullZone(t *testing.T) {
	var z zone
	for z.N < zoneCap {
		z.push(uint8(z.N % 50))
	}
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("pushTop on a full zone panics: %v", r)
		}
	}()
	if z.pushTop(7) || z.N != zoneCap || z.C[0] != 0 {
		t.Errorf("pushTop on a full zone: %d cards, top %d; want refused, %d cards, top 0", z.N, z.C[0], zoneCap)
	}
}

// TestDescribeResearchRow (§4.8 research: the token moves to a node of
// the next row; title.go describe names the row): a magnifier step to
// node 1a is described with row 1; a node past the track names no row and
// is never read. Kills title.go:153 (`B < numNodes` → `<=`: NodeRow read
// past the nodes).
func TestDescribeResearchRow(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	if e := describe(g, engine.Action{Kind: KindResearch, A: 0, B: node(t, g, "1a")}); e.Args["row"] != 1 {
		t.Errorf("research to 1a: row %v, want 1", e.Args["row"])
	}
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("describing research to node %d (past the track) panics: %v", numNodes, r)
		}
	}()
	if e := describe(g, engine.Action{Kind: KindResearch, A: 0, B: numNodes}); e.Args["row"] != nil {
		t.Errorf("research to node %d (past the track): row %v, want none", numNodes, e.Args["row"])
	}
}

// TestEarringDrawLogged (§5.2 #10 Kolczyk z kryształem: the player draws
// the number declared; the count is public, the cards are not): declaring
// 2 draws logs one «arnak.draw» with count 2, marked as a reveal. Kills
// unique.go:369 (`log != nil` → `== nil`: the draw never logged).
func TestEarringDrawLogged(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	p.Deck = zone{}
	for _, c := range []uint8{fundingCar, explorationCar, cardFear} {
		p.Deck.push(c)
	}
	play(t, g, "kolczyk_z_krysztalem")
	var log engine.Log
	if err := g.Apply(act(1, 2, 0, 0), &log); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range log.Events {
		if e.Key == "arnak.draw" && e.Count == 2 && e.Reveal {
			n++
		}
	}
	if n != 1 {
		t.Errorf("2 cards declared and drawn: %d «arnak.draw» reveals of count 2, want 1 (log %v)", n, log.Events)
	}
}

// TestDescribeExileFromPlay (Maczeta, «exile, gain k2»: remove a card of
// your hand or play area from the game): after playing Maczeta it lies
// in the play area, so choice A = 2, B = 0 is described as
// «arnak.act.exile» naming it; B = Play.N, past the play area, is not an
// exile. Kills title.go:442 ×3 (`a.A == 2` → `!=` and `B < Play.N` →
// `>=`: the exile not described; → `<=`: a slot past the play area
// named); "not covered" at the run.
func TestDescribeExileFromPlay(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	setHand(p, cardID(t, g, "maczeta"), fundingCar)
	mustApply(t, g, engine.Action{Kind: KindPlay, A: 0})
	if p.Play.N != 1 {
		t.Fatalf("after playing Maczeta the play area holds %d cards, want 1", p.Play.N)
	}
	if e := describe(g, engine.Action{Kind: KindChoose, A: 2, B: 0}); e.Key != "arnak.act.exile" || e.Args["card"] != g.d.Cards[p.Play.C[0]].Name {
		t.Errorf("exile play card 0: %s %v, want arnak.act.exile naming %q", e.Key, e.Args, g.d.Cards[p.Play.C[0]].Name)
	}
	if e := describe(g, engine.Action{Kind: KindChoose, A: 2, B: 1}); e.Key == "arnak.act.exile" {
		t.Errorf("play position 1 of 1 described as an exile: %v", e.Args)
	}
}

// TestDescribeTempleTile (Ostrze z inskrypcją, «research any a1 | t2»; a
// research at the temple buys a tile, A = 2, B its stack, §4.8): choice
// A = 2, B = 0 is described as «arnak.act.temple» worth 2 VP (stack 0);
// A = 2, B = 6, past the six stacks, is not a tile and never read. Kills
// title.go:514 ×3 (`a.A == 2` → `!=` and `B < 6` → `>=`: the tile not
// described; → `<=`: templeVP[6] read).
func TestDescribeTempleTile(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	p.Mag, p.Note = node(t, g, "2a"), node(t, g, "start")
	p.Res = [NumRes]int16{Arrowhead: 1, Tablet: 2}
	play(t, g, "ostrze_z_inskrypcja")
	if e := describe(g, engine.Action{Kind: KindChoose, A: 2, B: 0}); e.Key != "arnak.act.temple" || e.Args["vp"] != 2 {
		t.Errorf("temple stack 0: %s %v, want arnak.act.temple worth 2", e.Key, e.Args)
	}
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("describing temple stack 6 panics: %v", r)
		}
	}()
	if e := describe(g, engine.Action{Kind: KindChoose, A: 2, B: 6}); e.Key == "arnak.act.temple" {
		t.Errorf("temple stack 6 (past the six) described as a tile: %v", e.Args)
	}
}

// TestDescribeUpgradeNamesTheAssistant (board_bird.toml row 3 notebook,
// «upgrade»: turn one of your assistants to its gold side): choice B = 0
// names the assistant in slot 0; slot 1, empty, and slot 2, past the two,
// name none and are never read. Kills title.go:538 ×3 (`B < 2` → `<=`:
// Asst[2] read; → `>=`: slot 0 unnamed; `Asst[B] != none` → `==`).
func TestDescribeUpgradeNamesTheAssistant(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	p.Asst, p.Gold = [2]uint8{11, none}, [2]bool{}
	pushEffect(g, g.d.RowNote[2])
	if op, _ := g.topOp(); op == nil || op.Kind != opUpgrade {
		t.Fatalf("after the row 3 notebook reward the decision is %+v, want the upgrade", op)
	}
	if e := describe(g, engine.Action{Kind: KindChoose, A: 1, B: 0}); e.Key != "arnak.act.assistant" || e.Args["name"] != g.d.Assistants[11].Name {
		t.Errorf("upgrade slot 0: %s %v, want arnak.act.assistant naming %q", e.Key, e.Args, g.d.Assistants[11].Name)
	}
	for _, b := range []uint8{1, 2} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("describing upgrade slot %d panics: %v", b, r)
				}
			}()
			if e := describe(g, engine.Action{Kind: KindChoose, A: 1, B: b}); e.Key == "arnak.act.assistant" {
				t.Errorf("upgrade slot %d (empty or past the two) names %v", b, e.Args)
			}
		}()
	}
}

// TestResearchVPMayStayLevel (board data: «PZ toru badań nie mogą maleć w
// górę toru», they may not fall up the track, so two rows worth the same
// are allowed): board_bird.toml with row 2's magnifier VP lowered to row
// 1's (1) loads, and so does row 2's notebook VP lowered to row 1's (0).
// Kills data.go:1090 ×2 (`<` → `<=`: a level row refused).
func TestResearchVPMayStayLevel(t *testing.T) {
	for _, tc := range []struct{ what, from, to string }{
		{"magnifier", `notebook = ["hire"], magnifier_vp = 2, notebook_vp = 1 }`, `notebook = ["hire"], magnifier_vp = 1, notebook_vp = 1 }`},
		{"notebook", `notebook = ["hire"], magnifier_vp = 2, notebook_vp = 1 }`, `notebook = ["hire"], magnifier_vp = 2, notebook_vp = 0 }`},
	} {
		if _, err := LoadData(mutated(t, "board_bird.toml", tc.from, tc.to)); err != nil {
			t.Errorf("row 2's %s VP equal to row 1's: %v, want it loaded", tc.what, err)
		}
	}
}

// TestEvaluationCardKeptInHand (eval.go potential: a card still in hand
// this round is worth HandCard, 0.5, besides what it owns): moving the
// top card of seat 0's deck into its hand, where the travel symbols
// already cover both archaeologists' digs, adds 0.5. Kills eval.go:226
// (`+ HandCard × N` → `−`).
func TestEvaluationCardKeptInHand(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := &g.s.P[0]
	syms := 0
	for _, c := range p.Hand.list() {
		syms += len(g.d.Cards[c].Travel)
	}
	if syms < 2 || p.placed() != 0 || p.Deck.N == 0 {
		t.Fatalf("dealt hand: %d travel symbols, %d archaeologists out, deck %d; want ≥ 2, 0, some", syms, p.placed(), p.Deck.N)
	}
	before := g.potential(0, &defaultWeights)
	p.Hand.push(p.Deck.remove(0))
	if d := g.potential(0, &defaultWeights) - before; math.Abs(d-0.5) > 1e-9 {
		t.Errorf("a deck card taken into the hand: +%v, want 0.5", d)
	}
}

// TestResearchAheadPriceByRoundsLeft (eval.go researchAhead: a bridge's
// price is its resources at their worth now, weight × (ResFloor + (1 −
// ResFloor) × rounds left/5)): as TestResearchAheadPricesTheLastStep but
// in round 3 (3 rounds, mean 3, factor 0.35 + 0.65 × 3/5 = 0.74): the
// bridge «k1 c1 j1» costs 3.7 × 0.74 = 2.738, so (1 − e⁻³) × (23 − 16 + 1
// − 2.738). Kills eval.go:322 (`× factor` → `/`: a price of 5).
func TestResearchAheadPriceByRoundsLeft(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	g.s.Round = 3
	p := &g.s.P[0]
	p.Mag = node(t, g, "7a")
	w := defaultWeights
	w.Price, w.MagBonus, w.MagPace, w.NotePace = 1, 1, 1, 0
	want := (1 - math.Exp(-3)) * (23 - 16 + 1 - 3.7*0.74)
	if got := g.researchAhead(0, &w); math.Abs(got-want) > 1e-9 {
		t.Errorf("magnifier on 7a, round 3, priced: %v, want %v", got, want)
	}
}

// TestTempleArrivalLogged (§4.8: the first magnifier to reach the temple
// takes the first arrival space, 23 VP on board_bird.toml): seat 0's
// magnifier from 7a to the temple, paying «k1 c1 j1», logs one
// «arnak.arrive» with place 1 and 23 VP. Kills effects.go:754 (`log !=
// nil` → `== nil`: the arrival never logged).
func TestTempleArrivalLogged(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	p.Mag = node(t, g, "7a")
	p.Res = [NumRes]int16{Coin: 1, Compass: 1, Jewel: 1}
	var log engine.Log
	if err := g.Apply(engine.Action{Kind: KindResearch, A: 0, B: templeNode}, &log); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range log.Events {
		if e.Key == "arnak.arrive" && e.Args["place"] == 1 && e.Args["vp"] == 23 {
			n++
		}
	}
	if n != 1 {
		t.Errorf("the first magnifier at the temple: %d «arnak.arrive» lines of place 1 and 23 VP, want 1 (log %v)", n, log.Events)
	}
}

// TestTravelOptionOfTwoSymbols (Pilotka's gold side, «choose c2 | plane
// plane»: the second option gives two planes to travel with this turn):
// choosing it puts 2 planes in the turn's pool. Kills effects.go:1018
// (`k++` → `k--`: one plane, the count wrapping past n).
func TestTravelOptionOfTwoSymbols(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	k := slices.IndexFunc(g.d.Assistants[:], func(a Assistant) bool { return a.Name == "Pilotka" })
	if k < 0 {
		t.Fatal("no assistant Pilotka")
	}
	pushEffect(g, g.d.Assistants[k].Gold)
	choose(t, g, 1, 1, 0, 0)
	if got := g.s.Pool[Plane]; got != 2 {
		t.Errorf("Pilotka's gold «plane plane» chosen: %d planes in the pool, want 2", got)
	}
}

// TestDescribeGuardianMoveFromPastTheSites (title.go describe: a choice
// naming a site past the seventeen, a bad action, names none and is never
// read): with Korona strażnika's move pending, B = 17 has no «site».
// Kills title.go:394 (site's `x < numSites` → `<=`: Sites[17] read).
func TestDescribeGuardianMoveFromPastTheSites(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	discovered(g, siteI1, 0)
	s.SiteGuard[siteI1] = 3
	stand(g, 0, 0, siteI1, 0)
	s.cur().Res = [NumRes]int16{}
	play(t, g, "korona_straznika")
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("describing a guardian move from site %d panics: %v", numSites, r)
		}
	}()
	if e := describe(g, engine.Action{Kind: KindChoose, A: 1, B: numSites, C: campCoins}); e.Args["site"] != nil {
		t.Errorf("a move from site %d named %v", numSites, e.Args["site"])
	}
}

// TestG14ArtifactsNotSlidWhenTheDeckIsEmpty (§4.9 refill, G14: «If a deck
// is exhausted, the cards are not slid and the row is not refilled»): in
// round 3 (artifact slots 0–2) with the artifact deck empty and a gap at
// slot 2, next to the staff, refill leaves the row as it was. Kills
// apply.go:346 (`NArt > 0` → `>= 0`: the artifacts slid toward the staff).
func TestG14ArtifactsNotSlidWhenTheDeckIsEmpty(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	s.Round = 3
	s.Row[1], s.Row[2] = s.drawArt(), none // artifacts in slots 0 and 1
	s.NArt = 0
	before := s.Row
	g.refill()
	if s.Row != before {
		t.Errorf("artifact deck empty, gap at slot 2: row %v → %v, want unchanged (no slide, no refill)", before, s.Row)
	}
}

// TestRivalAtTheTempleBoxesALostTile (spec §6.4 rival research, 3: «On
// reaching the Lost Temple, box the top tile of the Lost Temple bonus
// stack»): the solo rival's magnifier going up from 7a reaches the temple
// and the bonus stack loses its top tile, 2 → 1; with the stack already
// empty nothing is boxed and it stays empty. Kills rival.go:274 ×2
// (`NLost > 0` → `<= 0`: no tile boxed; → `>= 0`: an empty stack
// counted down past 0).
func TestRivalAtTheTempleBoxesALostTile(t *testing.T) {
	for _, tc := range []struct{ lost, want uint8 }{{2, 1}, {0, 0}} {
		g := newTestGame(t, 1, 3, nil)
		s := &g.s
		s.Rival.Mag = node(t, g, "7a")
		s.NLost = tc.lost
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("the rival at the temple with %d lost tiles panics: %v", tc.lost, r)
				}
			}()
			g.rivalResearch(false, nil)
		}()
		if s.Rival.Mag != templeNode || s.NLost != tc.want {
			t.Errorf("rival from 7a with %d lost-temple tiles: magnifier at %d (want the temple), %d tiles left, want %d", tc.lost, s.Rival.Mag, s.NLost, tc.want)
		}
	}
}

// TestSecretHandsNamedBySeat (§3: a player's hand is hidden from the
// others, who know only how many cards it holds; secrets.go names each
// secret for the secrecy check, seats counted from 1): at 2 players the
// swaps of a hand card with the deck are «ręka gracza 1» and «ręka gracza
// 2», each hidden from the other seat. Kills secrets.go:82 (`i+1` → `i−1`:
// «ręka gracza -1» and «ręka gracza 0»).
func TestSecretHandsNamedBySeat(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	rng := engine.NewRNG(1)
	got := map[string]int{}
	for _, sec := range secrets(g, &rng) {
		got[sec.Name] = len(sec.Hidden)
	}
	for _, name := range []string{"ręka gracza 1", "ręka gracza 2"} {
		if got[name] != 1 {
			t.Errorf("secret %q: hidden from %d seats, want listed and hidden from the other seat", name, got[name])
		}
	}
}

// TestGuidingCardsNeedATileInTheirStack (Kamień przewodni, «activatetile
// 1», and Czaszka przewodnia, «pay k1, activatetile 2»: reveal the top
// tile of the level I or II site stack, activate it, put it at the
// bottom, G18; G28: a card is offered for its effect only when some part
// can resolve): each is playable while its stack holds a tile and not
// once the stack is empty. Kills unique.go:322 ×2 (`N1 > 0`, `N2 > 0` →
// `>= 0`: the card offered with an empty stack, whose top would be read
// at −1).
func TestGuidingCardsNeedATileInTheirStack(t *testing.T) {
	for _, tc := range []struct {
		card  string
		level int
	}{{"kamien_przewodni", 1}, {"czaszka_przewodnia", 2}} {
		for _, empty := range []bool{false, true} {
			g := newTestGame(t, 2, 1, nil)
			s := &g.s
			p := s.cur()
			setHand(p, cardID(t, g, tc.card))
			p.Res = [NumRes]int16{Compass: 1, Tablet: 1}
			if empty && tc.level == 1 {
				s.N1 = 0
			}
			if empty && tc.level == 2 {
				s.N2 = 0
			}
			if got := legalHas(g, engine.Action{Kind: KindPlay, A: 0}); got == empty {
				t.Errorf("%s with the level %d stack empty %v: offered %v, want %v", tc.card, tc.level, empty, got, !empty)
			}
		}
	}
}

// TestRivalDigsWithSixPawnsAtMost (spec §6.1: the solo rival has 6
// archaeologist pawns; §6.4 Dig sends one to a free space of a site
// giving the tile's resource): with all 6 pawns out, its «Wykopaliska
// (monety)» tile digs nowhere although camp 0 (2 coins) is free: still 6
// pawns, no more space taken by the rival. Kills rival.go:106 (`Pawns >= 6` →
// `>`: a seventh pawn sent).
func TestRivalDigsWithSixPawnsAtMost(t *testing.T) {
	g := newTestGame(t, 1, 3, nil)
	s := &g.s
	ti := slices.IndexFunc(g.d.Rival[:], func(rt RivalTile) bool { return rt.ID == "dig_c" })
	if ti < 0 {
		t.Fatal("no rival tile dig_c")
	}
	r := &s.Rival
	r.Stack[0], r.NStack, r.Pawns = uint8(ti), 1, 6
	rivalSpaces := func() int {
		n := 0
		for site := range s.Occ {
			for sp := range s.Occ[site] {
				if s.Occ[site][sp] == occRival {
					n++
				}
			}
		}
		return n
	}
	before := rivalSpaces()
	g.rivalTurn(nil)
	if r.Pawns != 6 || rivalSpaces() != before {
		t.Errorf("the rival with 6 pawns out digs: pawns %d (want 6), rival spaces %d → %d (want unchanged)", r.Pawns, before, rivalSpaces())
	}
}

// TestIdolBridgeStepInReach (§4.17 Snake: the bridge from row 3 into the
// rescue row costs 1 idol from the crate, board_snake.toml «idol = 1»;
// eval.go stepInReach, the research VP one step can add now): the
// magnifier and notebook on 3a, no resources, so only the free idol
// bridge to 4 can be paid: with an idol in the crate the step is in reach
// and adds row 4's 4 VP less row 3's 3, 1; without one nothing is in
// reach, 0. Kills eval.go:250 ×2 (`Crate > 0` → `>= 0`: the bridge paid
// with no idol; → `<= 0`: not with one).
func TestIdolBridgeStepInReach(t *testing.T) {
	for _, tc := range []struct {
		crate uint8
		want  float64
	}{{1, 1}, {0, 0}} {
		g := newTestGame(t, 2, 7, snake)
		p := &g.s.P[0]
		p.Mag, p.Note = node(t, g, "3a"), node(t, g, "3a")
		p.Res, p.Crate = [NumRes]int16{}, tc.crate
		if got := g.stepInReach(p); got != tc.want {
			t.Errorf("magnifier on 3a, %d idols in the crate: step in reach %v VP, want %v", tc.crate, got, tc.want)
		}
	}
}

// TestFearCardsOwnedAtTheStart (§3 set-up step 4: the starting deck is the
// 4 basic cards of one's colour + 2 Fear cards; access.go UIPlayer counts
// the Fear cards owned in hand, deck and play): at the start each player
// owns exactly 2 Fear cards; a card id past the data (a corrupt state the
// board may still show) counts as none and never panics. Kills
// access.go:83 ×3 (`c < numCards` → `>=`: no Fear counted; → `<=`: the
// card past the data read; `Kind == kindFear` → `!=`: the 4 basic cards
// counted instead).
func TestFearCardsOwnedAtTheStart(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	for i := 0; i < 2; i++ {
		if got := g.UIPlayer(i).Fear; got != 2 {
			t.Errorf("seat %d at the start: %d Fear cards owned, want 2", i, got)
		}
	}
	g.s.P[0].Hand.push(numCards)
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("a card id past the data in hand: UIPlayer panics: %v", r)
		}
	}()
	if got := g.UIPlayer(0).Fear; got != 2 {
		t.Errorf("seat 0 with a card id past the data: %d Fear cards, want 2", got)
	}
}

// TestCardKindOfTheFearCard (the card kinds of access.go UICardKind: 0
// basic, 1 Fear, 2 item, 3 artifact; §3 the Fear cards, −1 VP each): the
// Fear card is kind 1, a Funding card 0, and a card id past the data is
// −1, never a panic. Kills access.go:203 ×2 (`c >= numCards` → `<`:
// every real card −1; → `>`: the id past the data read).
func TestCardKindOfTheFearCard(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	if k := g.UICardKind(cardFear); k != 1 {
		t.Errorf("UICardKind(Fear) = %d, want 1", k)
	}
	if k := g.UICardKind(0); k != 0 {
		t.Errorf("UICardKind(%s) = %d, want 0 (basic)", g.d.Cards[0].Name, k)
	}
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("UICardKind(%d), past the data, panics: %v", numCards, r)
		}
	}()
	if k := g.UICardKind(numCards); k != -1 {
		t.Errorf("UICardKind(%d), past the data: %d, want −1", numCards, k)
	}
}

// TestNotebookResearchSaysWhatIsMissing (§4.11 research: the notebook may
// move once it is below the magnifying glass, into the same row, even the
// same space [L740-743, L850-856], paying the bridge's cost; apply.go
// refuses an unaffordable action saying what is missing): the magnifier
// on node 1, the notebook on the start space and no arrowhead, so the
// notebook's research to node 1 (cost 1 arrowhead, as the magnifier's in
// TestLegalityTable) is refused with «1 grot strzały» missing. Kills
// apply.go:203 (`a.A > 1` → `>=`: the notebook's shortfall never worded,
// the research only «not legal»).
func TestNotebookResearchSaysWhatIsMissing(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	p.Res = [NumRes]int16{0, 1, 0, 0, 0}
	p.Mag = 1
	err := g.Apply(engine.Action{Kind: KindResearch, A: 1, B: 1}, nil)
	re, _ := err.(*engine.RuleError)
	if engine.CodeOf(err) != "arnak.missing" || re == nil || re.Args["missing"] != "1 grot strzały" {
		t.Errorf("the notebook's research to node 1 without an arrowhead: %v, want arnak.missing «1 grot strzały»", err)
	}
}

// TestFallingResearchVPNamesTheRow (§4.11 research: each row shows its
// end-game VP, more up the track; the data check names the row, counted
// from 1 at the bottom): the notebook's 10 VP of the seventh row of the
// Bird side lowered to 7, below the sixth row's 8, is refused naming
// «rząd 7». Kills data.go:1091 (`i+1` → `i-1`: «rząd 5» named).
func TestFallingResearchVPNamesTheRow(t *testing.T) {
	_, err := LoadData(mutated(t, "board_bird.toml", `notebook_vp = 10 }`, `notebook_vp = 7 }`))
	if err == nil || !strings.Contains(err.Error(), "rząd 7: PZ toru badań nie mogą maleć w górę toru") {
		t.Errorf("the seventh row's notebook VP below the sixth's: err = %v, want «rząd 7: PZ toru badań nie mogą maleć w górę toru»", err)
	}
}

// TestDrawFromAnEmptyDeckLogsNothing (spec §4 «Empty deck: you cannot draw
// any more this round» [L1582-1587]; the draw effect: «Empty deck:
// nothing»): a draw of 2 with an empty deck draws nothing and logs no
// «arnak.draw»; with one card left it draws that one and logs a draw of
// count 1. Kills effects.go:227 (`k > 0` → `>=`: a draw of 0 cards
// logged).
func TestDrawFromAnEmptyDeckLogsNothing(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	p.Deck.N = 1
	for _, tc := range []struct{ want int }{{1}, {0}} {
		hand := p.Hand.N
		var log engine.Log
		g.draw(p, 2, &log)
		draws := 0
		for _, e := range log.Events {
			if e.Key == "arnak.draw" {
				draws++
				if c, _ := e.Args["count"].(int); c != tc.want {
					t.Errorf("a draw of 2 with %d cards in the deck logged count %v, want %d", tc.want, e.Args["count"], tc.want)
				}
			}
		}
		if int(p.Hand.N-hand) != tc.want || draws != min(tc.want, 1) {
			t.Errorf("a draw of 2 with %d cards in the deck: %d drawn, %d draws logged; want %d and %d", tc.want, p.Hand.N-hand, draws, tc.want, min(tc.want, 1))
		}
	}
}

// TestPerArchaeologistNeedsOnePlaced (Teodolit's «perarch k1»: «kompas za
// każdego swojego archeologa, który już stoi na stanowisku»; G28: an
// effect is offered only when it can do something): with no
// archaeologist on a site the per-archaeologist gain does nothing, with
// one it gains a compass, so it is possible then only. Kills
// effects.go:1091 ×2 (`placed() > 0` → `>=`: possible with none; → `<=`:
// possible with none and not with one); "not covered" at the run.
func TestPerArchaeologistNeedsOnePlaced(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	op := Op{Kind: opPerArch}
	for _, tc := range []struct {
		arch [2]uint8
		want bool
	}{{[2]uint8{0, 0}, false}, {[2]uint8{1, 0}, true}} {
		p.Arch = tc.arch
		if got := g.opPossible(&op, 0); got != tc.want {
			t.Errorf("%d archaeologists on sites: per-archaeologist gain possible %v, want %v", p.placed(), got, tc.want)
		}
	}
}

// TestReadyAnAssistantLogged (Grzechotka obrzędowa, «ready»: «Przygotuj
// jednego ze swoich wyczerpanych asystentów»; the log names what each
// effect did): with assistant 3 exhausted in slot 0, the card's effect
// readies it and the log says «arnak.ready» naming that assistant. Kills
// effects.go:947 (`log != nil` → `==`: the readying never logged).
func TestReadyAnAssistantLogged(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	p.Asst[0], p.Exhausted[0] = 3, true
	pushEffect(g, g.d.Cards[cardID(t, g, "grzechotka")].Effect)
	var log engine.Log
	if err := g.Apply(engine.Action{Kind: KindChoose, A: 1, B: 0}, &log); err != nil {
		t.Fatal(err)
	}
	if p.Exhausted[0] {
		t.Fatal("the assistant in slot 0 is still exhausted")
	}
	want := g.d.Assistants[3].Name
	n := 0
	for _, e := range log.Events {
		if e.Key == "arnak.ready" && e.Args["name"] == want {
			n++
		}
	}
	if n != 1 {
		t.Errorf("«arnak.ready» naming %s logged %d times, want 1", want, n)
	}
}

// TestSecretAssistantStacksNamedFromOne (§3 set-up: the 12 assistants in
// 3 stacks, only the top one of each face up; secrets.go names each secret
// for the secrecy check, the stacks counted from 1): the order under each
// top is «stos asystentów 1 pod wierzchem», «2 …» and «3 …». Kills
// secrets.go:107 (`k+1` → `k−1`: «stos asystentów 0 pod wierzchem» and
// stack 3 unnamed).
func TestSecretAssistantStacksNamedFromOne(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	rng := engine.NewRNG(1)
	got := map[string]bool{}
	for _, sec := range secrets(g, &rng) {
		got[sec.Name] = true
	}
	for _, name := range []string{"stos asystentów 1 pod wierzchem", "stos asystentów 2 pod wierzchem", "stos asystentów 3 pod wierzchem"} {
		if !got[name] {
			t.Errorf("no secret %q", name)
		}
	}
}

// TestGuidingStoneActivationLogged (Kamień przewodni, «activatetile 1»:
// reveal the top tile of the level I site stack, activate its effect and
// put it at the bottom, G18; the log says what each effect did): playing
// the card and taking the activation logs «arnak.activate_tile» once, at
// level 1. Kills unique.go:467 (`log != nil` → `==`: the activation never
// logged).
func TestGuidingStoneActivationLogged(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	setHand(p, cardID(t, g, "kamien_przewodni"))
	p.Res = [NumRes]int16{Compass: 1, Tablet: 1}
	var log engine.Log
	if err := g.Apply(engine.Action{Kind: KindPlay, A: 0}, &log); err != nil {
		t.Fatal(err)
	}
	// The activation is optional: A = 1 takes it, at level B = 1.
	if err := g.Apply(engine.Action{Kind: KindChoose, A: 1, B: 1}, &log); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range log.Events {
		if e.Key == "arnak.activate_tile" {
			n++
			if e.Args["level"] != 1 {
				t.Errorf("«arnak.activate_tile» at level %v, want 1", e.Args["level"])
			}
		}
	}
	if n != 1 {
		t.Errorf("Kamień przewodni played: «arnak.activate_tile» logged %d times, want 1", n)
	}
}

// TestIdolBridgeNotebookStepInReach (§4.17 Snake: the bridge from row 3
// into the rescue row costs 1 idol from the crate, board_snake.toml «idol
// = 1»; §4.11: the notebook never passes the magnifier; eval.go
// stepInReach): the magnifier on 4, the notebook on 3a, no resources, so
// the magnifier's bridges out of 4 (a2; j1 t1) cannot be paid and only
// the notebook's free idol bridge to 4 can: with an idol in the crate it
// adds the notebook's row 4 VP less its row 3 VP, 5 − 4 = 1; without one
// nothing is in reach, 0. Kills eval.go:300 ×2 (`Crate > 0` → `>= 0`: the
// bridge paid with no idol; → `<= 0`: not with one).
func TestIdolBridgeNotebookStepInReach(t *testing.T) {
	for _, tc := range []struct {
		crate uint8
		want  float64
	}{{1, 1}, {0, 0}} {
		g := newTestGame(t, 2, 7, snake)
		p := &g.s.P[0]
		p.Mag, p.Note = node(t, g, "4"), node(t, g, "3a")
		p.Res, p.Crate = [NumRes]int16{}, tc.crate
		if got := g.stepInReach(p); got != tc.want {
			t.Errorf("magnifier on 4, notebook on 3a, %d idols in the crate: step in reach %v VP, want %v", tc.crate, got, tc.want)
		}
	}
}

// TestEvaluationArchaeologistBesideAGuardian (§4.7 and §4.15 step 1: an
// archaeologist returning from a site that still has a guardian brings a
// Fear card, −1 VP, §4.16; eval.go potential counts it as Fear, 1): seat
// 0's archaeologist on site I-1, no resources (so the guardian g2, a coin
// and an arrowhead, cannot be overcome: no Guard term); the site next to
// it (I-2) unguarded. By hand: a guardian on I-1 lowers the potential by
// exactly 1. Kills eval.go:276 ×2 (`int(a-1)/2` → `int(a+1)/2`: the
// guardian of the next site read, here none); widened in shard 15 (the
// guardian paid for: eval.go:279).
func TestEvaluationArchaeologistBesideAGuardian(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	s.Round = 2
	p := &s.P[0]
	p.Res = [NumRes]int16{}
	discovered(g, siteI1, tile1(1))
	s.SiteGuard[siteI1+1] = none
	stand(g, 0, 0, siteI1, 0)
	free := g.potential(0, &defaultWeights)
	s.SiteGuard[siteI1] = 1
	guarded := g.potential(0, &defaultWeights)
	if d := free - guarded; math.Abs(d-1) > 1e-9 {
		t.Errorf("a guardian on the archaeologist's site: potential %v → %v (−%v), want −1", free, guarded, d)
	}
	// With the guardian's price in hand (shard 15): the Fear card still
	// counts, −1, but 5 VP are within reach, Guard 2 × the rounds left
	// (6 − 2)/5 = 0.8: −1 + 1.6 = +0.6 against the same hand without a
	// guardian. Kills eval.go:279 (`Guard * left` → `Guard / left`: +1.5).
	p.Res = [NumRes]int16{Coin: 1, Arrowhead: 1}
	s.SiteGuard[siteI1] = none
	free = g.potential(0, &defaultWeights)
	s.SiteGuard[siteI1] = 1
	if d := g.potential(0, &defaultWeights) - free; math.Abs(d-0.6) > 1e-9 {
		t.Errorf("a guardian the seat can pay for, round 2: potential changes by %v, want −1 + 2 × 0.8 = +0.6", d)
	}
}

// TestEvaluationNextStepLate (eval.go weights.NextLate, a knob off by
// default: «NextStep only for the share of the step researchAhead does
// not expect (P(no row to come))», P = e^(−MagPace × rounds to come), the
// rounds to come counting the one being played unless the seat has
// passed in it). The step in reach is the Snake side's idol bridge
// (TestIdolBridgeStepInReach: 1 VP). By hand, in round 3 the potential
// with NextLate 1 less the one without is NextStep × 1 × (e^(−r) − 1),
// 0.8 (e^(−3) − 1) before passing (rounds 3, 4, 5) and 0.8 (e^(−2) − 1)
// after (rounds 4 and 5). Kills eval.go:252 (`rounds--` → `rounds++`;
// not covered at the run).
func TestEvaluationNextStepLate(t *testing.T) {
	late := defaultWeights
	late.NextLate = 1
	for _, tc := range []struct {
		passed bool
		rounds float64
	}{{false, 3}, {true, 2}} {
		g := newTestGame(t, 2, 7, snake)
		s := &g.s
		s.Round = 3
		p := &s.P[0]
		p.Mag, p.Note = node(t, g, "3a"), node(t, g, "3a")
		p.Res, p.Crate, p.Passed = [NumRes]int16{}, 1, tc.passed
		want := 0.8 * (math.Exp(-tc.rounds) - 1)
		if d := g.potential(0, &late) - g.potential(0, &defaultWeights); math.Abs(d-want) > 1e-9 {
			t.Errorf("round 3, passed %v: NextLate changes the potential by %v, want 0.8 (e^−%v − 1) = %v", tc.passed, d, tc.rounds, want)
		}
	}
}

// TestFittedForecastFallsWithFear (§4.13, §4.16: a Fear card is −1 VP at
// the end; §4.7: an archaeologist on a guarded site brings one at the
// round's end): the search's forecast of a seat's final score (fit.go
// fittedPotential, fitCoef's row for the round) must fall, in every
// round, (a) with one more Fear card owned (in the deck: no hand or dig
// changes) and (b) with a guardian woken on the site of an archaeologist
// that cannot pay for it (no resources). Kills fit_coef.go:12 ×4 (round
// 2's Fear and guarded coefficients, −1.689 and −1.430, made positive;
// "not covered" at the run: a table is no coverage block).
func TestFittedForecastFallsWithFear(t *testing.T) {
	for round := uint8(1); round <= 5; round++ {
		g := newTestGame(t, 2, 1, nil)
		s := &g.s
		s.Round = round
		p := &s.P[0]
		p.Res = [NumRes]int16{}
		before := g.fittedPotential(0)
		p.Deck.push(cardFear)
		if after := g.fittedPotential(0); after >= before {
			t.Errorf("round %d: one more Fear card owned, forecast %.3f → %.3f, want lower", round, before, after)
		}
		discovered(g, siteI1, tile1(1))
		stand(g, 0, 0, siteI1, 0)
		before = g.fittedPotential(0)
		s.SiteGuard[siteI1] = 1
		if after := g.fittedPotential(0); after >= before {
			t.Errorf("round %d: a guardian on the archaeologist's site, forecast %.3f → %.3f, want lower", round, before, after)
		}
	}
}

// TestOwnedCardsListsItemsAndArtifacts (report.go OwnedCards: «the item
// and artifact ids seat owns, each once», sorted): at the start a seat
// owns only its basic cards and 2 Fear cards (§3.3 step 4), so none;
// with Kapelusz (an item) in its hand and Maczuga wojenna (an artifact)
// twice, in its deck and play area, the list is ["kapelusz", "maczuga"].
// Kills report.go:60 (`k == kindArtifact` → `!=`: the basic and Fear
// cards listed).
func TestOwnedCardsListsItemsAndArtifacts(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	if got := g.OwnedCards(0); len(got) != 0 {
		t.Errorf("at the start: %v, want none", got)
	}
	p := &g.s.P[0]
	p.Hand.push(cardID(t, g, "kapelusz"))
	p.Deck.push(cardID(t, g, "maczuga"))
	p.Play.push(cardID(t, g, "maczuga"))
	if got, want := g.OwnedCards(0), []string{"kapelusz", "maczuga"}; !slices.Equal(got, want) {
		t.Errorf("with a hat and two war clubs: %v, want %v", got, want)
	}
}

// TestResearchAheadTableCoversEveryPosition (eval.go aheadTable: «by round
// (1–5), passed (0, 1), arrival (0–5) and the token's row», read «for
// every seat at every leaf» of the search; a position outside it falls
// back to the computation, the same value but the cost the table saves):
// every arrival a game can reach, 0 (set by hand) to maxPlayers, and every
// row a token can stand on, 0 to numRows + 1 for the magnifier (the
// temple) and 0 to numRows for the notebook, has its entry. Kills
// eval.go:348 ×2 (`maxPlayers + 2` → `−`: arrivals 2–4 computed;
// `numRows + 2` → `−`: rows 5–8 computed; "not covered" at the run, a type
// is no coverage block).
func TestResearchAheadTableCoversEveryPosition(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	tb := g.d.ahead
	if tb == nil {
		t.Fatal("the loaded data has no researchAhead table")
	}
	if n := len(tb.mag); n < 6 || len(tb.note) < 6 {
		t.Errorf("the table has %d rounds, want 1–5", n)
	}
	if n := len(tb.mag[0][0]); n <= maxPlayers {
		t.Errorf("the table has arrivals 0–%d, want 0–%d", n-1, maxPlayers)
	}
	if n := len(tb.mag[0][0][0]); n <= numRows+1 {
		t.Errorf("the magnifier's table has rows 0–%d, want 0–%d (the temple)", n-1, numRows+1)
	}
	if n := len(tb.note[0][0]); n <= numRows {
		t.Errorf("the notebook's table has rows 0–%d, want 0–%d", n-1, numRows)
	}
}

// TestUIAssistantStackBounds (§3.2: three assistant stacks on the supply
// board, on the Bird side 4 each, §3.4; access.go UIAssistantStack, the
// size and top of stack k, "0, none" for no stack): in a fresh Bird game
// stacks 0 and 2 hold 4, their tops the last of the 4; stack −1 and stack
// 3 (there are three) give (0, none) without reading past the stacks; an
// emptied stack 1 gives (0, none). Kills access.go:133 ×5 ("not covered"
// at the run: no test read the stacks).
func TestUIAssistantStackBounds(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	s.NA[1] = 0
	for _, tc := range []struct {
		k       int
		n       int
		top     uint8
		comment string
	}{
		{0, 4, s.AStack[0][3], "the first stack"},
		{2, 4, s.AStack[2][3], "the last stack"},
		{1, 0, none, "an emptied stack"},
		{-1, 0, none, "before the stacks"},
		{3, 0, none, "past the three stacks"},
	} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("stack %d (%s): panics: %v", tc.k, tc.comment, r)
				}
			}()
			if n, top := g.UIAssistantStack(tc.k); n != tc.n || top != tc.top {
				t.Errorf("stack %d (%s): (%d, %d), want (%d, %d)", tc.k, tc.comment, n, top, tc.n, tc.top)
			}
		}()
	}
}

// TestUICardNoteFromTheData (access_board.go UICardNote: a card's longer
// explanation, the «note» of cards.toml, here the published card text of
// Dziennik): the Journal's note begins «Usuń tę kartę, aby bez kosztu
// przesunąć brulion na torze badań» (cards.toml), and a card past the
// data has none. Kills access_board.go:37 (`err == nil` → `!=`: the
// cards' notes never read).
func TestUICardNoteFromTheData(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	if got := g.UICardNote(cardID(t, g, "dziennik")); !strings.HasPrefix(got, "Usuń tę kartę, aby bez kosztu przesunąć brulion na torze badań") {
		t.Errorf("Dziennik's note: %q, want the card text", got)
	}
	if got := g.UICardNote(uint8(len(g.d.Cards))); got != "" {
		t.Errorf("note past the cards: %q, want \"\"", got)
	}
}

// TestResearchUpToFourDiscounts (data.go, the effect «research <token>
// <discount> | <discount> …»: alternative discounts, Op.Opts holds 4;
// Ostrze z inskrypcją has 2, «a1 | t2»): four alternatives load, five are
// refused with «najwyżej 4 zniżki». Kills data.go:733 (`len(parts) > 4`
// → `>= 4`: four refused).
func TestResearchUpToFourDiscounts(t *testing.T) {
	from := `effect = ["research any a1 | t2"]`
	if _, err := LoadData(mutated(t, "cards.toml", from, `effect = ["research any a1 | t2 | c1 | k1"]`)); err != nil {
		t.Errorf("a research with four discounts refused: %v", err)
	}
	if _, err := LoadData(mutated(t, "cards.toml", from, `effect = ["research any a1 | t2 | c1 | k1 | j1"]`)); err == nil || !strings.Contains(err.Error(), "najwyżej 4 zniżki") {
		t.Errorf("a research with five discounts: err = %v, want «najwyżej 4 zniżki»", err)
	}
}

// TestFreeActionsWhilePayingNeedRoom (G27: free actions may help pay a
// step of an effect; legal.go keeps them while more than 4 of the stack's
// maxFrames, 24, frames are free, for the free action's effect and those
// it starts; an effect started on a full stack is dropped,
// TestEffectStackFull). Mapy gwiazd's «pay c1» step with an idol in the
// crate: the 5 idol slots are offered as free actions with the step the
// only frame and with 19 frames open; with 20 (4 free) and with a full
// stack, 24, none. Kills legal.go:37 ×3 (`< maxFrames-4` → `<=`: offered
// at 20; `maxFrames-4` → `+4`: offered on a full stack, the idol's effect
// dropped).
func TestFreeActionsWhilePayingNeedRoom(t *testing.T) {
	for _, tc := range []struct {
		frames uint8
		idols  int
	}{{1, 5}, {19, 5}, {20, 0}, {24, 0}} {
		g := newTestGame(t, 2, 1, nil)
		s := &g.s
		p := s.cur()
		p.Res = [NumRes]int16{Coin: 5}
		p.Crate, p.Slots = 1, 0
		play(t, g, "mapy_gwiazd")
		if s.NFrames != 1 {
			t.Fatalf("Mapy gwiazd played: %d frames, want 1", s.NFrames)
		}
		for i := uint8(1); i < tc.frames; i++ {
			s.Frames[i] = s.Frames[0]
		}
		s.NFrames = tc.frames
		n := 0
		for _, a := range g.Legal(nil) {
			if a.Kind == KindIdol {
				n++
			}
		}
		if n != tc.idols {
			t.Errorf("paying with %d frames open: %d idol slots offered, want %d", tc.frames, n, tc.idols)
		}
	}
}

// TestPrecisionCompassDeclinedPutsTheArtifactBack (§5.2 #0 on Kompas
// precyzyjny, «buy artifact 3 reveal»: reveal the artifact deck's top;
// «Możesz też nic nie kupić i z powrotem ją zakryć»): playing it reveals
// the top artifact and no item; buying nothing puts that artifact back on
// top of the artifact deck, which holds as many cards as before the play.
// Kills unique.go:37 (`NArt++` → `NArt--`: two cards lost from the
// deck).
func TestPrecisionCompassDeclinedPutsTheArtifactBack(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	nArt := s.NArt
	p := play(t, g, "kompas_precyzyjny")
	top := s.Reveal[1]
	if top == none || s.Reveal[0] != none || s.NArt != nArt-1 {
		t.Fatalf("revealed %v, artifact deck %d of %d: want only the artifact deck's top revealed", s.Reveal, s.NArt, nArt)
	}
	p.Res[Compass] = 0
	choose(t, g, 0, 0, 0, 0)
	if s.Reveal != [2]uint8{none, none} || s.NArt != nArt || s.ArtDeck[s.NArt-1] != top {
		t.Errorf("declined: revealed %v, artifact deck %d (want %d) topped by %d (want %d)", s.Reveal, s.NArt, nArt, s.ArtDeck[s.NArt-1], top)
	}
}

// TestPayNeedsACost (data.go, the effect «pay <resources>», e.g. Mapy
// gwiazd's «pay c1»: a payment of nothing is a data error): «pay» with
// no resources is refused at load with «pay: brak kosztu». Kills
// data.go:518 (`err == nil` → `!=`: the empty payment accepted).
func TestPayNeedsACost(t *testing.T) {
	_, err := LoadData(mutated(t, "cards.toml", `effect = ["pay c1", "activate camp2"]`, `effect = ["pay", "activate camp2"]`))
	if err == nil || !strings.Contains(err.Error(), "pay: brak kosztu") {
		t.Errorf("«pay» with no resources: err = %v, want «pay: brak kosztu»", err)
	}
}

// TestBalloonDiscoversWhileTilesLast (Balon, «dig plane k3»: dig or
// discover with a plane, discovering 3 compasses cheaper; §4.6: a site is
// discovered by taking the top tile of its level's stack, so none while
// that stack is empty; board_bird.toml discover_compass [3, 6]). With 3
// compasses and a car and a ship card in hand, by hand every undiscovered
// site can be discovered: level I (sites 5–12) for 0 compasses and the
// plane, level II (13–16) for 3 and the plane with the card of the
// other symbol. With the level I stack empty only 13–16; with the level
// II stack empty only 5–12. Kills unique.go:134 ×2 (`lv == 1 && N1 ==
// 0` → `lv != 1`: with the level I stack empty, level I offered and level
// II refused; `lv == 2` → `!=` the same the other way).
func TestBalloonDiscoversWhileTilesLast(t *testing.T) {
	span := func(a, b uint8) []uint8 {
		var out []uint8
		for x := a; x <= b; x++ {
			out = append(out, x)
		}
		return out
	}
	for _, tc := range []struct {
		n1, n2 uint8
		want   []uint8
	}{
		{numTiles1, numTiles2, span(5, 16)},
		{0, numTiles2, span(13, 16)},
		{numTiles1, 0, span(5, 12)},
	} {
		g := newTestGame(t, 2, 1, nil)
		s := &g.s
		p := s.cur()
		p.Res = [NumRes]int16{Compass: 3}
		play(t, g, "balon")
		setHand(p, fundingCar, fundingShip)
		s.N1, s.N2 = tc.n1, tc.n2
		var got []uint8
		for _, a := range g.Legal(nil) {
			if a.Kind == KindChoose && a.A == 2 && !slices.Contains(got, a.B) {
				got = append(got, a.B)
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, tc.want) {
			t.Errorf("Balon with stacks of %d and %d tiles: discovers sites %v, want %v", tc.n1, tc.n2, got, tc.want)
		}
	}
}

// TestOrnateHammerExilesTheRightmostItem (Zdobiony młot, «exilerow item»:
// exile the rightmost item of the card row; §4.9: the row holds the
// artifacts left of the items, one artifact slot per round, so in round 1
// slot 0 is the artifact and slots 1–5 the items). With only slot 1, the
// leftmost item, filled, by hand the hammer exiles that item; with slots
// 1 and 4 filled, the one in slot 4. Kills effects.go:279 (`i >=
// Round` → `>`: the leftmost item slot never looked at).
func TestOrnateHammerExilesTheRightmostItem(t *testing.T) {
	for _, tc := range []struct {
		filled []int
		want   int
	}{{[]int{1}, 1}, {[]int{1, 4}, 4}} {
		g := newTestGame(t, 2, 1, nil)
		s := &g.s
		if s.Round != 1 {
			t.Fatalf("round %d, want 1", s.Round)
		}
		row := s.Row
		for i := 1; i < 6; i++ {
			s.Row[i] = none
		}
		for _, i := range tc.filled {
			s.Row[i] = row[i]
		}
		p := s.cur()
		setHand(p, cardID(t, g, "zdobiony_mlot"))
		p.Res[Tablet]++
		mustApply(t, g, engine.Action{Kind: KindPlay, A: 0})
		for _, i := range tc.filled {
			if gone := s.Row[i] == none; gone != (i == tc.want) {
				t.Errorf("items in slots %v: after the hammer slot %d holds %v, want exiled only slot %d", tc.filled, i, s.Row[i], tc.want)
			}
		}
	}
}

// TestTempleTileLeavesItsStack (§4.11 the Lost Temple: a player whose
// magnifier is in the temple may buy a temple tile from a stack; the
// stack holds one tile fewer): the magnifier in the temple, resources for
// anything, buying from stack 0 (2 VP) leaves it one tile smaller and
// scores 2. Kills effects.go:711 (`Temple[st]--` → `++`).
func TestTempleTileLeavesItsStack(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	p.Mag = templeNode
	p.Res = [NumRes]int16{9, 9, 9, 9, 9}
	before, vp := s.Temple[0], p.TempleVP
	mustApply(t, g, engine.Action{Kind: KindTemple, A: 0})
	if s.Temple[0] != before-1 || p.TempleVP != vp+2 {
		t.Errorf("a tile bought from stack 0 (%d tiles): %d left, temple VP %d → %d; want %d and +2", before, s.Temple[0], vp, p.TempleVP, before-1)
	}
}

// TestResearchAheadShrinksAfterPassing (eval.go researchAhead: a token
// climbs on by a Poisson number of rows over the rounds to come, this
// one counted only while the seat has not passed): the research VP still
// expected never rises when the seat passes, falls in rounds 1–4 for a
// magnifier on row 2 (2b) and a notebook on row 1, and is 0 once the seat
// has passed in round 5 (no round to come). Kills eval.go:375
// (`rounds--` → `rounds++`: passing adds a round).
func TestResearchAheadShrinksAfterPassing(t *testing.T) {
	other := defaultWeights // computed, not the table
	for _, w := range []*weights{&defaultWeights, &other} {
		for round := uint8(1); round <= 5; round++ {
			g := evalCase(t, 2, round)
			p := &g.s.P[0]
			p.Mag, p.Note = node(t, g, "2b"), node(t, g, "1a")
			playing := g.researchAhead(0, w)
			p.Passed = true
			passed := g.researchAhead(0, w)
			if round < 5 && passed >= playing {
				t.Errorf("round %d: research ahead %v playing, %v passed; want less passed", round, playing, passed)
			}
			if round == 5 && passed != 0 {
				t.Errorf("passed in round 5: research ahead %v, want 0", passed)
			}
		}
	}
}

// TestTravelPaymentOfThreeSymbols (pay.go payments: the minimal ways to
// pay a travel cost, up to 3 cards for a cost of 3 or more symbols — «a
// minimal payment never needs more cards than the cost has symbols»; the
// published spaces cost at most 2, a data file may ask more): with three
// car cards in hand and no coin for pilots, by hand «car car car» is paid
// by the three cards together, one way. Kills pay.go:111 ×2 (`len(cost)
// >= 3` → `> 3` or `< 3`: the three-card payment never tried).
func TestTravelPaymentOfThreeSymbols(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	p.Res[Coin] = 0
	setHand(p, fundingCar, explorationCar, fundingCar)
	got := g.payments(nil, []uint8{Car, Car, Car})
	if want := []payment{{mask: 0b111}}; !slices.Equal(got, want) {
		t.Errorf("«car car car» with three car cards: payments %v, want %v", got, want)
	}
}

// TestRivalScoreIsItsBreakdown (§6.5 rival scores: its magnifier with
// the temple arrival, 6 per 6-VP temple tile, 3 per unique face-up idol,
// 2 per idol on the «−1» space, 5 per guardian, its bought cards' VP):
// a rival on the Bird side's node 3 (row 3: 4 VP, board_bird.toml) with
// 2 temple tiles, 2 unique idols, 1 on «−1», 1 guardian and 5 card VP
// scores by hand 4 + 12 + 6 + 2 + 5 + 5 = 34, and the breakdown sums to
// the same. Kills rival.go:327 ×2 (`+ Tiles6*6` → `−`, `Tiles6*6` →
// `Tiles6/6`).
func TestRivalScoreIsItsBreakdown(t *testing.T) {
	g := newTestGame(t, 1, 3, nil)
	r := &g.s.Rival
	r.Mag = node(t, g, "3")
	r.Tiles6, r.Unique, r.Minus, r.Guards, r.CardVP = 2, 2, 1, 1, 5
	if got := g.rivalScore(); got != 34 {
		t.Errorf("rival score %d, want 4 + 12 + 6 + 2 + 5 + 5 = 34", got)
	}
	if got := g.rivalBreakdown().Total; got != 34 {
		t.Errorf("rival breakdown total %d, want 34", got)
	}
}

// TestTempleRowNamedWhenWrong (data.go: the research track's first node
// is «start» and its last «temple», in row numRows + 1 = 8, above the 7
// research rows; board_bird.toml «{ id = "temple", row = 8 }»): a temple
// put in row 7 is refused with the message naming row 8. Kills
// data.go:1047 (`numRows+1` → `numRows-1`: the message names row 6).
func TestTempleRowNamedWhenWrong(t *testing.T) {
	_, err := LoadData(mutated(t, "board_bird.toml", `{ id = "temple", row = 8, bonus = "none" }`, `{ id = "temple", row = 7, bonus = "none" }`))
	if err == nil || !strings.Contains(err.Error(), "ostatnie temple w rzędzie 8") {
		t.Errorf("the temple in row 7: err = %v, want «ostatnie temple w rzędzie 8»", err)
	}
}

// TestRecallLogged (§5.2 Okaryna strażnika, «recall»: «Możesz zawrócić
// jednego swojego archeologa ze stanowiska na planszetkę»; every public
// move is in the log): recalling seat 0's archaeologist from level I site
// I-1 logs one «arnak.recall» naming that site, and frees its space.
// Kills unique.go:423 (`log != nil` → `== nil`: the recall never logged).
func TestRecallLogged(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	discovered(g, siteI1, 0)
	stand(g, 0, 0, siteI1, 0)
	g.s.cur().Res = [NumRes]int16{}
	play(t, g, "okaryna_straznika")
	var log engine.Log
	if err := g.Apply(act(1, 0, 0, 0), &log); err != nil {
		t.Fatalf("%v (legal %v)", err, g.Legal(nil))
	}
	n := 0
	for _, e := range log.Events {
		if e.Key == "arnak.recall" && e.Args["site"] == g.d.Sites[siteI1].Name {
			n++
		}
	}
	if n != 1 || g.s.Occ[siteI1][0] != occFree || g.s.P[0].Arch[0] != 0 {
		t.Errorf("recalled from %s: %d «arnak.recall» lines naming it (want 1), space %d, archaeologist %d (want free, home); log %v",
			g.d.Sites[siteI1].Name, n, g.s.Occ[siteI1][0], g.s.P[0].Arch[0], log.Events)
	}
}

// TestDigCampNeedsFreeAndACount (data.go, the effect «dig camp free N»,
// Muszla przejścia's «dig camp free 2»): a bare «dig camp» is refused
// with «dig camp free N», not read as a travel symbol. Kills data.go:688
// (`len(args) >= 1` → `> 1`: «dig camp» refused for the wrong reason).
func TestDigCampNeedsFreeAndACount(t *testing.T) {
	_, err := LoadData(mutated(t, "cards.toml", `effect = ["dig camp free 2"]`, `effect = ["dig camp"]`))
	if err == nil || !strings.Contains(err.Error(), "dig camp free N") {
		t.Errorf("«dig camp»: err = %v, want «dig camp free N»", err)
	}
}

// TestDeckOrderSecretsNamePlayersFromOne (secrets.go: each seat's deck
// order is hidden from everybody, named «kolejność talii gracza N» with
// the players counted from 1): in a fresh 2-player game, whose decks hold
// a Fear card and a basic card left undrawn in some order, the secrets
// are named for players 1 and 2, not 0. Kills secrets.go:88 (`i+1` →
// `i-1`).
func TestDeckOrderSecretsNamePlayersFromOne(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	for i := range g.s.P {
		p := &g.s.P[i]
		p.Deck.push(fundingCar)
		p.Deck.push(cardFear)
	}
	names := secretNames(t, g)
	for _, want := range []string{"kolejność talii gracza 1", "kolejność talii gracza 2"} {
		if !slices.Contains(names, want) {
			t.Errorf("no secret %q among %v", want, names)
		}
	}
}

// TestMustDiscardWithNothingLeftGoesOn (data.go: «discard» may discard
// a card and declining skips the rest — a cost; «discard must» is no
// cost but a duty, Badaczka's silver «draw 1, discard must»; effects.go
// auto: an unpayable cost loses the benefit behind it, an impossible duty
// does not). With Badaczka's silver rewritten as «discard must, gain c1»
// and an empty hand, by hand the coin still comes. Kills effects.go:328
// (`op.Kind != opDiscard` → `==`: the rest lost after a duty too).
func TestMustDiscardWithNothingLeftGoesOn(t *testing.T) {
	d, err := LoadData(mutated(t, "tiles.toml", `silver = ["draw 1", "discard must"]`, `silver = ["discard must", "gain c1"]`))
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(d, engine.Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	a := -1
	for i := range g.d.Assistants {
		if g.d.Assistants[i].Name == "Badaczka" {
			a = i
		}
	}
	if a < 0 {
		t.Fatal("no assistant Badaczka")
	}
	p := g.s.cur()
	setHand(p)
	p.Deck = zone{}
	coins := p.Res[Coin]
	pushEffect(g, g.d.Assistants[a].Silver)
	if p.Res[Coin] != coins+1 {
		t.Errorf("«discard must, gain c1» with an empty hand: coins %d → %d, want +1", coins, p.Res[Coin])
	}
}

// TestRivalDiscoversWhileTilesLast (§6.4 Discover: the rival sends a pawn
// to a new site of the tile's level and takes that level's top site tile;
// §6.1 it has 6 pawns; no tile left, no discovery). «Odkrycie nowego
// stanowiska (czerwony)» discovers a level I site in round 1 and a level
// II site in round 5 (solo.toml). By hand: round 1 with tiles left, one
// level I site discovered and a pawn out; with the level I stack empty or
// all 6 pawns out, nothing; round 5 with the level I stack empty but
// level II tiles left, one level II site; with the level II stack empty,
// nothing. Kills rival.go:136 ×3 (`Pawns >= 6` → `>`; `lv == 1` → `!=`
// and `lv == 2` → `!=`: the wrong level's stack read).
func TestRivalDiscoversWhileTilesLast(t *testing.T) {
	for _, tc := range []struct {
		name          string
		round, n1, n2 uint8
		pawns         uint8
		lv1, lv2      int // sites discovered of each level
	}{
		{"round 1, tiles left", 1, numTiles1, numTiles2, 0, 1, 0},
		{"round 1, level I stack empty", 1, 0, numTiles2, 0, 0, 0},
		{"round 1, 6 pawns out", 1, numTiles1, numTiles2, 6, 0, 0},
		{"round 5, level I stack empty", 5, 0, numTiles2, 0, 0, 1},
		{"round 5, level II stack empty", 5, numTiles1, 0, 0, 0, 0},
	} {
		g := newTestGame(t, 1, 3, nil)
		s := &g.s
		ti := slices.IndexFunc(g.d.Rival[:], func(rt RivalTile) bool { return rt.ID == "discover_r" })
		if ti < 0 {
			t.Fatal("no rival tile discover_r")
		}
		r := &s.Rival
		r.Stack[0], r.NStack, r.Pawns = uint8(ti), 1, tc.pawns
		s.Round, s.N1, s.N2 = tc.round, tc.n1, tc.n2
		count := func() (lv1, lv2 int) {
			for site := range g.d.Sites {
				if s.SiteTile[site] != none {
					switch g.d.Sites[site].Level {
					case 1:
						lv1++
					case 2:
						lv2++
					}
				}
			}
			return
		}
		b1, b2 := count()
		g.rivalTurn(nil)
		a1, a2 := count()
		if a1-b1 != tc.lv1 || a2-b2 != tc.lv2 {
			t.Errorf("%s: level I and II sites discovered %d and %d, want %d and %d", tc.name, a1-b1, a2-b2, tc.lv1, tc.lv2)
		}
		if want := tc.pawns + uint8(tc.lv1+tc.lv2); r.Pawns != want {
			t.Errorf("%s: %d pawns out, want %d", tc.name, r.Pawns, want)
		}
	}
}

// TestUIPlayerArchaeologistPlaces (§3 set-up: both archaeologists start on
// the player board, in the tents; access.go UIPlayerView.Arch: −1 on the
// player board, else site*2+space): by hand, at the start seat 0's view
// reads [−1 −1]; with archaeologist 0 sent to the level I site siteI1
// (site 5), space 1, it reads [5*2+1 = 11, −1]. Kills access.go:89:22
// (`int(a) - 1` → `int(a) + 1`, ARITHMETIC_BASE and INVERT_NEGATIVES:
// [1 1] at the start, 13 on the site).
func TestUIPlayerArchaeologistPlaces(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	if got := g.UIPlayer(0).Arch; got != [2]int{-1, -1} {
		t.Errorf("at the start: archaeologists at %v, want [-1 -1] (both on the player board)", got)
	}
	stand(g, 0, 0, siteI1, 1)
	if got, want := g.UIPlayer(0).Arch, [2]int{siteI1*2 + 1, -1}; got != want {
		t.Errorf("archaeologist 0 on site %d space 1: %v, want %v", siteI1, got, want)
	}
}

// TestUITempleCostOfEachStack (§4.11 Exploring the temple [L781–810]: the
// 3 costs A, B, C at the foot of the temple; the 2-VP stacks cost A, B and
// C, the left 6-VP stack A+B, the right one B+C, the 11-VP stack A+B+C;
// access.go UITempleCost: the zero Res for a stack not in the temple).
// The Bird Temple's costs (assets/data/arnak/board_bird.toml
// temple_costs): A = 1 coin + 2 tablets, B = 1 jewel, C = 1 compass + 1
// arrowhead. By hand, in the order coin, compass, tablet, arrowhead,
// jewel: A {1 0 2 0 0}, B {0 0 0 0 1}, C {0 1 0 1 0}, A+B {1 0 2 0 1},
// B+C {0 1 0 1 1}, A+B+C {1 1 2 1 1}; stacks −1 and 6: zero. Kills
// access.go:161:7 ×2 (`i < 0` → `<=`: stack 0 costs nothing; → `>=`:
// no stack costs anything) and access.go:161:16 CONDITIONALS_NEGATION
// (`i >= len(templeVP)` → `<`: no stack costs anything).
func TestUITempleCostOfEachStack(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	want := [6]Res{
		{1, 0, 2, 0, 0}, {0, 0, 0, 0, 1}, {0, 1, 0, 1, 0},
		{1, 0, 2, 0, 1}, {0, 1, 0, 1, 1}, {1, 1, 2, 1, 1},
	}
	wantVP := [6]int{2, 2, 2, 6, 6, 11}
	for i := range want {
		if got := g.UITempleCost(i); got != want[i] {
			t.Errorf("temple stack %d costs %v, want %v", i, got, want[i])
		}
		if got := UITempleVP(i); got != wantVP[i] {
			t.Errorf("temple stack %d is worth %d VP, want %d", i, got, wantVP[i])
		}
	}
	for _, i := range []int{-1, 6} {
		if got := g.UITempleCost(i); got != (Res{}) {
			t.Errorf("no temple stack %d: costs %v, want nothing", i, got)
		}
	}
}

// TestUpgradeAnAssistantLogged (§4.11 research, the notebook's «upgrade»
// row effect on the Bird Temple side [board_bird.toml research rows]:
// turn one of your assistants to its gold side, which also readies it;
// the log names what each effect did): with assistant 3, exhausted and
// silver, in slot 0, the «upgrade» effect turns it gold and ready, and
// the log says «arnak.upgrade» naming that assistant once. Kills
// effects.go:953:10 (`log != nil` → `==`: the upgrade never logged).
func TestUpgradeAnAssistantLogged(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	eff := -1
	for r, e := range g.d.RowNote {
		if ops := g.d.Effects[e]; len(ops) == 1 && ops[0].Kind == opUpgrade {
			eff = int(g.d.RowNote[r])
			break
		}
	}
	if eff < 0 {
		t.Fatal("no research row with the notebook's «upgrade» alone in the data")
	}
	p := g.s.cur()
	p.Asst[0], p.Exhausted[0], p.Gold[0] = 3, true, false
	pushEffect(g, uint16(eff))
	var log engine.Log
	if err := g.Apply(engine.Action{Kind: KindChoose, A: 1, B: 0}, &log); err != nil {
		t.Fatal(err)
	}
	if !p.Gold[0] || p.Exhausted[0] {
		t.Fatalf("slot 0 after the upgrade: gold %v exhausted %v, want gold and ready", p.Gold[0], p.Exhausted[0])
	}
	want := g.d.Assistants[3].Name
	n := 0
	for _, e := range log.Events {
		if e.Key == "arnak.upgrade" && e.Args["name"] == want {
			n++
		}
	}
	if n != 1 {
		t.Errorf("«arnak.upgrade» naming %s logged %d times, want 1", want, n)
	}
}

// TestRivalArrowOfTheFirstUsedTile (§6.2 the decision arrow: the back of
// the next tile of the rival's stack; rival.go arrowRight: with the stack
// empty, the back of the first tile used this round; with none used
// either, left). By hand: stack empty, the first used tile's arrow right
// → right, its arrow left → left; nothing stacked nor used → left, even
// when Used[0] (stale) names a tile whose arrow is right. Kills
// rival.go:41:13 ×2 (`NUsed > 0` → `<=`: the used tile never read, right
// read as left; → `>=`: the stale Used[0] read with none used).
func TestRivalArrowOfTheFirstUsedTile(t *testing.T) {
	g := newTestGame(t, 1, 3, nil)
	tileWith := func(right bool) uint8 {
		for ti := range g.d.Rival {
			if g.d.Rival[ti].Right == right {
				return uint8(ti)
			}
		}
		t.Fatalf("no rival tile with its arrow right=%v", right)
		return 0
	}
	r := &g.s.Rival
	for _, tc := range []struct {
		name  string
		used  uint8
		nUsed uint8
		want  bool
	}{
		{"first used tile's arrow right", tileWith(true), 1, true},
		{"first used tile's arrow left", tileWith(false), 1, false},
		{"nothing used, a stale right tile in Used[0]", tileWith(true), 0, false},
	} {
		r.NStack, r.Used[0], r.NUsed = 0, tc.used, tc.nUsed
		if got := g.arrowRight(); got != tc.want {
			t.Errorf("%s: arrow right %v, want %v", tc.name, got, tc.want)
		}
	}
}
