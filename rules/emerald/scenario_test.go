package emerald

import (
	"slices"
	"testing"

	"stolik/rules/engine"
)

// Seats in the rulebook's examples: Poniedziałek (red) 0, Wtorek (yellow) 1,
// Środa (green) 2, Czwartek (blue) 3.
const (
	red    = 0
	yellow = 1
	green  = 2
	blue   = 3
)

// Set-up example (S-ex L103-108): with five players each stack holds
// 5 game cards + the city card + the royalty card; a revealed royal slides
// to its slot and the next card is revealed (§3 steps 5–7).
func TestSetupFivePlayers(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		g := newTestGame(t, 5, seed, nil)
		s := &g.s
		for c := range s.C {
			ct := &s.C[c]
			royalUp := ct.Royal != none
			want := 7
			if royalUp {
				want = 6 // the royal slid to its slot
			}
			if int(ct.N) != want {
				t.Fatalf("seed %d %s: %d cards in the stack, want %d", seed, g.d.Cities[c].Name, ct.N, want)
			}
			if top := s.topCard(c); g.d.Cards[top].Kind == kindRoyal {
				t.Fatalf("seed %d: a royal is a top card", seed)
			}
			if royalUp && ct.Royal != g.d.Cities[c].Royal {
				t.Fatalf("seed %d: another city's royal on the slot", seed)
			}
		}
		if s.BoxN != 66-45 {
			t.Errorf("seed %d: %d game cards in the box, want 21 (G28)", seed, s.BoxN)
		}
		for i := 0; i < 5; i++ {
			p := &s.P[i]
			if p.Hand.N != 5 || p.Deck.N != 5 || p.Cubes != 5 || p.Limbo != 5 || p.Agents != 10 || p.Sanity != 3 {
				t.Fatalf("seat %d set-up: hand %d deck %d cubes %d limbo %d agents %d sanity %d",
					i, p.Hand.N, p.Deck.N, p.Cubes, p.Limbo, p.Agents, p.Sanity)
			}
		}
		if s.AsideN != 1 || s.Setup != 10 {
			t.Errorf("seed %d: %d identities aside, %d placements", seed, s.AsideN, s.Setup)
		}
	}
}

// §3 step 16: two agents each, clockwise from the first player, twice round.
func TestSetupPlacementOrder(t *testing.T) {
	g := newTestGame(t, 3, 4, nil)
	first := int(g.s.First)
	for k := 0; k < 6; k++ {
		want := (first + k) % 3
		if got := int(g.Current()); got != want {
			t.Fatalf("placement %d by seat %d, want %d", k, got, want)
		}
		mustApply(t, g, engine.Action{Kind: KindAgent, A: uint8(k % numCities)})
	}
	for i := 0; i < 3; i++ {
		if g.s.onBoard(i) != 2 {
			t.Errorf("seat %d has %d agents on the board", i, g.s.onBoard(i))
		}
	}
	if g.Current() != engine.Seat(first) || g.s.Turn != 1 {
		t.Errorf("turn 1 should start with the first player")
	}
}

// Influence example (S-ex L279-283): Poniedziałek plays 3 cards, one with two
// symbols, and places 4 cubes in Rome.
func TestExampleInfluenceRome(t *testing.T) {
	g := table(t, 4)
	rome := cityIndex(t, g, "Rzym")
	g.give(t, red, "S01", "S03", "S04")
	mustApply(t, g, engine.Action{Kind: KindInfluence, A: uint8(rome), X: g.handMask(t, red, "S01", "S03", "S04")})
	if got := g.s.C[rome].Cubes[red]; got != 4 {
		t.Errorf("cubes in Rome %d, want 1+2+1 = 4", got)
	}
	if p := &g.s.P[red]; p.Cubes != 1 || p.Discard.N != 3 || g.s.Actions != 1 {
		t.Errorf("supply %d (5-4), discard %d, actions %d", p.Cubes, p.Discard.N, g.s.Actions)
	}
}

// §4.5 A1 "no overpaying": a two-symbol card may place a single cube only
// when one cube is left; never more cards than needed.
func TestInfluenceNoOverpaying(t *testing.T) {
	g := table(t, 2)
	g.s.P[red].Cubes = 1
	g.s.P[red].Limbo = 9
	g.give(t, red, "S01", "S03")
	one, two := g.handMask(t, red, "S01"), g.handMask(t, red, "S03")
	for _, tc := range []struct {
		mask uint16
		want bool
	}{{one, true}, {two, true}, {one | two, false}} {
		if got := listed(g, engine.Action{Kind: KindInfluence, A: 0, X: tc.mask}); got != tc.want {
			t.Errorf("mask %b listed %v, want %v", tc.mask, got, tc.want)
		}
	}
	mustApply(t, g, engine.Action{Kind: KindInfluence, A: 0, X: two})
	if g.s.C[0].Cubes[red] != 1 || g.s.P[red].Cubes != 0 {
		t.Errorf("the two-symbol card placed %d cubes with one in the supply", g.s.C[0].Cubes[red])
	}
}

// Acquisition example (S-ex L360-376): red (4 cubes + 1 agent) beats blue
// (2 cubes + 2 agents) and takes Shoggoth; red's 4 cubes go to Limbo,
// blue's 2 back to blue's supply; the insanity symbol makes red roll, the
// roll shows insanity and red loses a sanity token.
func TestExampleAcquireShoggoth(t *testing.T) {
	g := table(t, 4)
	c := cityIndex(t, g, "Rzym")
	g.setTop(t, c, "054")
	g.put(c, red, 1, 4)
	g.put(c, blue, 2, 2)
	g.give(t, red, "S01")
	next := g.s.C[c].Stack[g.s.C[c].N-2]
	g.rollSeed(t, true)
	mustApply(t, g, engine.Action{Kind: KindAcquire, X: g.handMask(t, red, "S01"), B: uint8(1 << c)})
	s := &g.s
	shog := card(t, g, "054")
	switch {
	case !inZone(&s.P[red].Discard, shog):
		t.Error("Shoggoth is not on red's discard pile")
	case s.P[red].Limbo != 5+4 || s.C[c].Cubes[red] != 0:
		t.Errorf("red Limbo %d, want 9", s.P[red].Limbo)
	case s.P[blue].Cubes != 5 || s.C[c].Cubes[blue] != 0:
		t.Errorf("blue supply %d, want 3+2 = 5", s.P[blue].Cubes)
	case s.C[c].Agents[red] != 1 || s.C[c].Agents[blue] != 2:
		t.Error("agents must stay")
	case s.P[red].Sanity != 2:
		t.Errorf("red sanity %d, want 2 after an insane roll", s.P[red].Sanity)
	case g.d.Cards[next].Kind != kindRoyal && s.topCard(c) != next:
		t.Error("the next card was not revealed (G34)")
	}
}

// §4.5 A2: a tie is no majority, even against agents only; agents alone
// cannot acquire (the cube rule).
func TestAcquireNeedsMajorityAndCube(t *testing.T) {
	for _, tc := range []struct {
		name                     string
		redA, redC, blueA, blueC int
		want                     bool
	}{
		{"more pieces with a cube", 0, 3, 2, 0, true},
		{"tie with agents only", 0, 2, 2, 0, false},
		{"agents only", 3, 0, 1, 0, false},
		{"majority with agent and cube", 1, 1, 1, 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := table(t, 4)
			g.put(2, red, tc.redA, tc.redC)
			g.put(2, blue, tc.blueA, tc.blueC)
			g.give(t, red, "S01")
			a := engine.Action{Kind: KindAcquire, X: g.handMask(t, red, "S01"), B: 1 << 2}
			if got := listed(g, a); got != tc.want {
				t.Errorf("acquire listed %v, want %v", got, tc.want)
			}
		})
	}
}

// Acquisition example (S-ex L394-397): blue could take from Paris, Madrid
// and Constantinople in one action (one acquire card each) but not from
// Cairo, where it has no cube.
func TestExampleAcquireThreeCities(t *testing.T) {
	g := table(t, 4)
	g.s.Active = blue
	par, mad, con, cai := cityIndex(t, g, "Paryż"), cityIndex(t, g, "Madryt"), cityIndex(t, g, "Konstantynopol"), cityIndex(t, g, "Kair")
	g.put(par, blue, 0, 1)
	g.put(mad, blue, 1, 1)
	g.put(con, blue, 0, 2)
	g.put(cai, blue, 2, 0)
	g.give(t, blue, "S01", "S01", "S06", "S10")
	cities := uint16(1<<par | 1<<mad | 1<<con)
	three := g.handMask(t, blue, "S01", "S01", "S06")
	for _, a := range g.Legal(nil) {
		if a.Kind == KindAcquire && (uint16(a.B)|uint16(a.C)<<8)&(1<<cai) != 0 {
			t.Fatalf("an acquisition in Cairo is listed: %s", a.Format(kindNames))
		}
	}
	a := engine.Action{Kind: KindAcquire, X: three, B: uint8(cities), C: uint8(cities >> 8)}
	if !listed(g, a) {
		t.Fatal("the three-city acquisition is not listed")
	}
	mustApply(t, g, a)
	if g.s.Actions != 1 || g.s.P[blue].Discard.N != 6 {
		t.Errorf("one action (got %d) and 3 played + 3 taken cards on the discard pile (got %d)", g.s.Actions, g.s.P[blue].Discard.N)
	}
}

// §4.5 A2 "only as the first action"; Duchess d'Uzès may be the second
// (L844-851) and needs no cube.
func TestAcquireFirstActionOnly(t *testing.T) {
	g := table(t, 2)
	c := 1
	g.put(c, red, 2, 1)
	g.give(t, red, "S01", "S03", "003", "S01")
	mustApply(t, g, engine.Action{Kind: KindInfluence, A: 5, X: g.handMask(t, red, "S03")})
	for _, a := range g.Legal(nil) {
		if a.Kind == KindAcquire {
			t.Fatalf("acquisition listed as the second action: %s", a.Format(kindNames))
		}
	}
	err := g.Clone().Apply(engine.Action{Kind: KindAcquire, X: g.handMask(t, red, "S01"), B: 1 << c}, nil)
	if engine.CodeOf(err) != "emerald.acquire_first" {
		t.Errorf("refusal %v, want emerald.acquire_first", err)
	}
	g.s.C[c].Cubes[red] = 0 // agents only: Duchess still takes it
	g.s.P[red].Cubes++
	duch := engine.Action{Kind: KindText, A: g.handPos(t, red, "003"), B: uint8(c)}
	if !listed(g, duch) {
		t.Fatal("Duchess d'Uzès is not listed as the second action with agents only")
	}
	top := g.s.topCard(c)
	mustApply(t, g, duch)
	if !inZone(&g.s.P[red].Discard, top) {
		t.Error("Duchess did not take the top card")
	}
}

// Retrieve example (S-ex L399-403): Wtorek plays 3 cards and takes 3 cubes
// from Limbo.
func TestExampleRetrieveFromLimbo(t *testing.T) {
	g := table(t, 4)
	g.s.Active = yellow
	g.give(t, yellow, "S05", "S06", "024")
	mustApply(t, g, engine.Action{Kind: KindRetrieve, X: g.handMask(t, yellow, "S05", "S06", "024")})
	// Every cube is in Limbo: the three come from there without a choice.
	if p := &g.s.P[yellow]; p.Cubes != 8 || p.Limbo != 2 || g.s.FN != 0 {
		t.Errorf("supply %d (5+3), Limbo %d (5-3), pending %d", p.Cubes, p.Limbo, g.s.FN)
	}
}

// Retrieving may take cubes from several places (§4.5 A3): with cubes in
// Limbo and a city the player chooses each one.
func TestRetrieveChoosesPlaces(t *testing.T) {
	g := table(t, 2)
	g.put(4, red, 0, 2)
	g.give(t, red, "S07")
	mustApply(t, g, engine.Action{Kind: KindRetrieve, X: g.handMask(t, red, "S07")})
	mustApply(t, g, engine.Action{Kind: KindStep, A: 4})
	mustApply(t, g, engine.Action{Kind: KindStep, A: numCities})
	if p := &g.s.P[red]; p.Cubes != 3+2 || p.Limbo != 4 || g.s.C[4].Cubes[red] != 1 {
		t.Errorf("supply %d, Limbo %d, city %d", p.Cubes, p.Limbo, g.s.C[4].Cubes[red])
	}
}

// Move example (S-ex L419-423): Poniedziałek moves three agents, here all
// to Petersburg; stopping early is allowed only when no card is wasted.
func TestExampleMoveToPetersburg(t *testing.T) {
	g := table(t, 4)
	pet := cityIndex(t, g, "Petersburg")
	g.put(0, red, 2, 0)
	g.put(3, red, 1, 0)
	g.give(t, red, "S09", "S04")
	mustApply(t, g, engine.Action{Kind: KindMove, X: g.handMask(t, red, "S09", "S04")})
	mustApply(t, g, engine.Action{Kind: KindStep, A: 0, B: uint8(pet)})
	if listed(g, engine.Action{Kind: KindStop}) {
		t.Error("stopping after 1 of 3 moves wastes a card")
	}
	mustApply(t, g, engine.Action{Kind: KindStep, A: 0, B: uint8(pet)})
	mustApply(t, g, engine.Action{Kind: KindStep, A: 3, B: uint8(pet)})
	if g.s.C[pet].Agents[red] != 3 || g.s.FN != 0 {
		t.Errorf("%d agents in Petersburg, pending %d", g.s.C[pet].Agents[red], g.s.FN)
	}
	// A single two-symbol card may move one agent only (L414-417).
	g2 := table(t, 2)
	g2.put(0, red, 1, 0)
	g2.give(t, red, "S09")
	mustApply(t, g2, engine.Action{Kind: KindMove, X: g2.handMask(t, red, "S09")})
	mustApply(t, g2, engine.Action{Kind: KindStep, A: 0, B: 1})
	if !listed(g2, engine.Action{Kind: KindStop}) {
		t.Error("a two-symbol card may move fewer agents")
	}
}

// Track example (S-ex L450-460): Środa moves the Restorationist marker 3
// spaces: every player gains 3; when the Loyalist marker later rises 3,
// everyone loses them again.
func TestExampleTracks(t *testing.T) {
	g := table(t, 4)
	g.s.Active = green
	g.give(t, green, "018", "007")
	mustApply(t, g, engine.Action{Kind: KindTrack, X: g.handMask(t, green, "018", "007")})
	for i := 0; i < 4; i++ {
		if v := g.s.running(i); v != 3 {
			t.Fatalf("seat %d VP %d after R+3, want 3", i, v)
		}
	}
	g.give(t, green, "053", "049")
	lm := g.handMask(t, green, "053", "049")
	mustApply(t, g, engine.Action{Kind: KindTrack, X: lm, B: uint8(lm), C: uint8(lm >> 8)})
	for i := 0; i < 4; i++ {
		if v := g.s.running(i); v != 0 {
			t.Fatalf("seat %d VP %d after L+3, want 0", i, v)
		}
	}
	// The marker stops at 10 and a card that would move it nowhere is
	// overpaying (L439-442).
	g.s.TrackR = 9
	g.give(t, green, "018", "007")
	if listed(g, engine.Action{Kind: KindTrack, X: g.handMask(t, green, "018", "007")}) {
		t.Error("two cards listed for one step of the marker")
	}
}

// Assassination example (S-ex L502-529): in Paris red has 2 agents and a
// cube, blue an agent and a cube. An agent needs 4 bombs, Tkający
// w Ciemności 5. Red plays Najemny skrytobójca and three one-bomb cards:
// 2 + 3 = 5. The roll costs a sanity token and an agent; red's cube goes to
// Limbo, blue's home; the royal goes to red's tableau for +4 VP, the bomb
// cards to the discard pile. In London red has no majority.
func TestExampleAssassinateRoyal(t *testing.T) {
	g := table(t, 4)
	par, lon := cityIndex(t, g, "Paryż"), cityIndex(t, g, "Londyn")
	g.setRoyal(t, par)
	g.setRoyal(t, lon)
	g.put(par, red, 2, 1)
	g.put(par, blue, 1, 1)
	g.put(lon, red, 1, 0)
	g.put(lon, blue, 1, 0)
	g.give(t, red, "039", "S08", "021", "056")
	killer := g.handPos(t, red, "039")
	three := g.handMask(t, red, "S08", "021", "056")
	royal := engine.Action{Kind: KindAssassinate, A: killer, B: uint8(par), C: 0, X: three}
	if !listed(g, royal) {
		t.Fatal("the royal kill with 2 agents + 3 bombs is not listed")
	}
	for _, a := range g.Legal(nil) {
		if a.Kind != KindAssassinate {
			continue
		}
		if a.B == uint8(lon) {
			t.Error("an assassination in London is listed without the majority")
		}
		if a.C == blue+1 && bitsIn(handMask(a.X)) != 2 {
			t.Errorf("agent kill (4 bombs) listed with %d bomb cards, want exactly 2 (no overpaying)", bitsIn(handMask(a.X)))
		}
	}
	g.rollSeed(t, true)
	mustApply(t, g, royal)
	s := &g.s
	tk := card(t, g, "068")
	if _, ok := inTableau(g, red, tk); !ok || s.C[par].Royal != none {
		t.Fatal("the royal is not in red's tableau")
	}
	if _, ok := inTableau(g, red, card(t, g, "039")); !ok {
		t.Error("the assassination card goes to the tableau (L492-494)")
	}
	switch {
	case s.P[red].VP[vpR] != 4 || s.running(red) != 4:
		t.Errorf("red VP %d, want +4 Restorationist", s.P[red].VP[vpR])
	case s.P[red].Sanity != 2 || s.C[par].Agents[red] != 1 || s.P[red].Agents != 10-2-1+1:
		t.Errorf("insanity: sanity %d, agents in Paris %d", s.P[red].Sanity, s.C[par].Agents[red])
	case s.C[par].Cubes[red] != 0 || s.P[red].Limbo != 6 || s.P[blue].Cubes != 5:
		t.Errorf("cubes: red Limbo %d (want 6), blue supply %d (want 5)", s.P[red].Limbo, s.P[blue].Cubes)
	case s.P[red].Discard.N != 3:
		t.Errorf("%d cards on the discard pile, want the 3 bomb cards", s.P[red].Discard.N)
	}
}

// Killing an agent (§4.5 A6, L564-570): with a kill box the victim lies on
// the card and the attacker gains its VP; the victim may block (§4.7);
// without a kill box the agent goes home. The attacker's cubes go to Limbo.
func TestAssassinateAgent(t *testing.T) {
	for _, tc := range []struct {
		name    string
		card    string
		block   string // the victim's block card, "" for none
		killed  bool
		killVP  int16
		cardTo  string // "tableau" or "discard"
		victimT bool   // victim on the kill box
	}{
		{"kill box", "020", "", true, 4, "tableau", true},
		{"no kill box", "010", "", true, 0, "tableau", false},
		{"Sherlock blocks", "020", "023", false, 0, "tableau", false},
		{"Wampiry block", "020", "061", false, 0, "discard", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := table(t, 4)
			c := cityIndex(t, g, "Madryt") // 3 bombs to kill an agent
			g.put(c, red, 3, 1)
			g.put(c, blue, 1, 0)
			g.give(t, red, tc.card)
			if tc.block != "" {
				g.give(t, blue, tc.block)
			}
			x := card(t, g, tc.card)
			mustApply(t, g, engine.Action{Kind: KindAssassinate, A: g.handPos(t, red, tc.card), B: uint8(c), C: blue + 1})
			if g.Current() != blue {
				t.Fatalf("the block window is blue's, got %v", g.Current())
			}
			b := engine.Action{Kind: KindBlock}
			if tc.block != "" {
				b = engine.Action{Kind: KindBlock, A: 1, B: g.handPos(t, blue, tc.block)}
			}
			mustApply(t, g, b)
			s := &g.s
			if got := s.C[c].Agents[blue] == 0; got != tc.killed {
				t.Fatalf("killed %v, want %v", got, tc.killed)
			}
			if s.P[red].Kill[blue] != tc.killVP {
				t.Errorf("kill-box VP %d, want %d", s.P[red].Kill[blue], tc.killVP)
			}
			e, inTab := inTableau(g, red, x)
			if (tc.cardTo == "tableau") != inTab || (tc.cardTo == "discard") != inZone(&s.P[red].Discard, x) {
				t.Errorf("card in tableau %v, in discard %v, want %s", inTab, inZone(&s.P[red].Discard, x), tc.cardTo)
			}
			if (e.Victim == blue) != tc.victimT {
				t.Errorf("victim on the card: %v, want %v", e.Victim == blue, tc.victimT)
			}
			cleared := s.C[c].Cubes[red] == 0
			if cleared != tc.killed {
				t.Errorf("ClearCity done %v, want only after a kill", cleared)
			}
			if tc.block != "" && s.P[blue].Hand.N != 1 {
				t.Errorf("the blocker draws a card at once: hand %d", s.P[blue].Hand.N)
			}
		})
	}
}

// A block window opens whatever the victim holds, so its existence leaks
// nothing (§8.4).
func TestBlockWindowAlwaysOpens(t *testing.T) {
	g := table(t, 2)
	g.put(2, red, 4, 0) // Berlin: 4 bombs to kill an agent
	g.put(2, 1, 1, 0)
	g.give(t, red, "039")
	mustApply(t, g, engine.Action{Kind: KindAssassinate, A: 0, B: 2, C: 2})
	legal := g.Legal(nil)
	if g.Current() != 1 || len(legal) != 1 || legal[0] != (engine.Action{Kind: KindBlock}) {
		t.Fatalf("current %v legal %v, want seat 1 with only «no block»", g.Current(), legal)
	}
}

// §4.11: a Restorationist who loses the last agent must reveal and the game
// ends; a Loyalist fills up to three agents and play goes on; a Loyalist
// with Zmiana nastawienia may turn into a revealed Restorationist, which
// ends the game (L774-778).
func TestForcedReveal(t *testing.T) {
	for _, tc := range []struct {
		name     string
		faction  uint8
		change   bool
		wantOver bool
	}{
		{"restorationist ends the game", factR, false, true},
		{"loyalist refills", factL, false, false},
		{"loyalist turns with Zmiana nastawienia", factL, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := table(t, 3)
			c := cityIndex(t, g, "Kair")
			g.put(c, red, 3, 0)
			g.put(c, 1, 1, 0)
			g.s.P[1].Identity = tc.faction
			g.s.P[1].Armed = true
			g.give(t, red, "039")
			if tc.change {
				g.give(t, 1, "058")
			}
			mustApply(t, g, engine.Action{Kind: KindAssassinate, A: 0, B: uint8(c), C: 2})
			mustApply(t, g, engine.Action{Kind: KindBlock})
			if g.Current() != 1 {
				t.Fatalf("seat 1 must decide the reveal, current %v", g.Current())
			}
			r := engine.Action{Kind: KindReveal, A: 0}
			if tc.change {
				r = engine.Action{Kind: KindReveal, A: 1, B: g.handPos(t, 1, "058")}
			}
			mustApply(t, g, r)
			if !g.s.P[1].Revealed {
				t.Fatal("not revealed")
			}
			if g.s.Over != tc.wantOver {
				t.Fatalf("over %v, want %v", g.s.Over, tc.wantOver)
			}
			if tc.wantOver {
				if g.s.End != endReveal {
					t.Errorf("end reason %d, want a forced Restorationist reveal", g.s.End)
				}
				return
			}
			for k := 0; k < 3; k++ {
				if g.Current() != 1 {
					t.Fatalf("refill placement %d by %v", k, g.Current())
				}
				mustApply(t, g, engine.Action{Kind: KindAgent, A: uint8(k)})
			}
			if g.s.onBoard(1) != 3 || g.Current() != red {
				t.Errorf("%d agents after the refill, current %v", g.s.onBoard(1), g.Current())
			}
		})
	}
}

// §4.11 b): losing the last sanity token forces a reveal too (Groza Nocy).
func TestRevealOnInsanity(t *testing.T) {
	g := table(t, 2)
	g.put(0, 1, 1, 0)
	g.put(0, red, 1, 0)
	g.s.P[1].Sanity = 1
	g.s.P[1].Identity = factR
	g.s.P[1].Armed = true
	g.give(t, red, "062")
	g.rollSeed(t, true)
	mustApply(t, g, engine.Action{Kind: KindText, A: 0, C: 1})
	if g.Current() != 1 || g.s.P[1].Sanity != 0 {
		t.Fatalf("current %v sanity %d: seat 1 must reveal", g.Current(), g.s.P[1].Sanity)
	}
	mustApply(t, g, engine.Action{Kind: KindReveal})
	if !g.s.Over {
		t.Error("a Restorationist gone mad ends the game")
	}
}

// Agents on Mi-Go count as on the board (L1018-1022): no forced reveal; they
// come back in a later turn as a free action, both to one city.
func TestMiGo(t *testing.T) {
	g := table(t, 2)
	g.put(3, red, 2, 0)
	g.give(t, red, "047")
	mustApply(t, g, engine.Action{Kind: KindText, A: 0, B: 3, C: 4})
	if g.s.P[red].MiGo != 2 || g.s.onBoard(red) != 0 || g.s.FN != 0 || g.Current() != red {
		t.Fatalf("Mi-Go %d on board %d pending %d: no reveal expected", g.s.P[red].MiGo, g.s.onBoard(red), g.s.FN)
	}
	if listed(g, engine.Action{Kind: KindMiGo, A: 1}) {
		t.Error("the agents come back only in a later turn")
	}
	g.s.Turn += 2
	mustApply(t, g, engine.Action{Kind: KindMiGo, A: 1})
	if g.s.C[1].Agents[red] != 2 || g.s.P[red].MiGo != 0 {
		t.Error("both agents come back to one city")
	}
}

// Yog Sothoth (L1265-1276): 1 Loyalist VP per agent put on it; putting all
// of them there forces a reveal.
func TestYogSothoth(t *testing.T) {
	g := table(t, 2)
	g.put(2, red, 2, 0)
	g.s.P[red].Identity = factL
	g.s.P[red].Armed = true
	g.give(t, red, "057")
	mustApply(t, g, engine.Action{Kind: KindText, A: 0})
	mustApply(t, g, engine.Action{Kind: KindStep, A: 2})
	mustApply(t, g, engine.Action{Kind: KindStep, A: 2})
	if g.s.P[red].VP[vpL] != 2 || g.s.P[red].Yog != 2 {
		t.Fatalf("VP %d Yog %d", g.s.P[red].VP[vpL], g.s.P[red].Yog)
	}
	if f := g.s.top(); f == nil || f.Op != frReveal || f.Seat != red {
		t.Fatal("no forced reveal after the last agent went to Yog Sothoth")
	}
	mustApply(t, g, engine.Action{Kind: KindReveal})
	if g.s.Over || g.s.FN == 0 || g.s.top().Op != frRefill {
		t.Error("a Loyalist refills and play goes on")
	}
}

// Ukrycie arystokracji (L899-913): the royal's VP become Loyalist VP; a
// Czarna Ręka played before adds 2 Restorationist VP for each later royal
// (L747-756).
func TestHideRoyalAndBlackHand(t *testing.T) {
	g := table(t, 2)
	c := cityIndex(t, g, "Paryż")
	g.setRoyal(t, c)
	g.put(c, red, 1, 1)
	g.give(t, red, "056", "036")
	mustApply(t, g, engine.Action{Kind: KindText, A: g.handPos(t, red, "056")})
	if g.s.P[red].VP[vpR] != 0 {
		t.Fatalf("Czarna Ręka with no royal: %d VP", g.s.P[red].VP[vpR])
	}
	g.rollSeed(t, false)
	mustApply(t, g, engine.Action{Kind: KindText, A: g.handPos(t, red, "036"), B: uint8(c)})
	p := &g.s.P[red]
	if p.VP[vpL] != 4 || p.VP[vpR] != 2 {
		t.Errorf("VP L %d (want the royal's 4) R %d (want Czarna Ręka's 2)", p.VP[vpL], p.VP[vpR])
	}
	if e, ok := inTableau(g, red, card(t, g, "068")); !ok || !e.Hidden {
		t.Error("the hidden royal is not in the tableau")
	}
	if g.s.C[c].Cubes[red] != 0 || p.Limbo != 6 {
		t.Error("Ukrycie arystokracji clears the city")
	}
}

// Stowarzyszenie Leopolda (§4.14): zombies leave for good, Zombie and
// Wampiry cards leave every player's possession with their VP, lost hand
// cards are replaced.
func TestLeopold(t *testing.T) {
	g := table(t, 2)
	g.s.C[5].Zombies = 2
	g.s.Zombies = 4
	g.give(t, 1, "060")
	g.s.P[1].VP[vpL] = 3 // gained when Zombie was acquired
	g.give(t, red, "055")
	mustApply(t, g, engine.Action{Kind: KindText, A: 0})
	s := &g.s
	if s.C[5].Zombies != 0 || s.ZombiesGone != 2 || !s.Leopold {
		t.Error("zombies on the board must leave the game")
	}
	if s.P[1].VP[vpL] != 0 || inZone(&s.P[1].Hand, card(t, g, "060")) || s.P[1].Hand.N != 1 {
		t.Errorf("Zombie card and its 3 VP must go, a card drawn instead (VP %d hand %d)", s.P[1].VP[vpL], s.P[1].Hand.N)
	}
}

// Cthulhu (L793-803) empties a city unless Sherlock Holmes stops it
// entirely (L1101-1104).
func TestCthulhu(t *testing.T) {
	for _, sherlock := range []bool{false, true} {
		g := table(t, 3)
		c := 6
		g.put(c, red, 1, 2)
		g.put(c, 1, 2, 1)
		g.s.C[c].Zombies = 1
		g.s.Zombies = 5
		g.give(t, red, "031")
		if sherlock {
			g.give(t, 1, "023")
		}
		mustApply(t, g, engine.Action{Kind: KindText, A: 0, B: uint8(c)})
		if g.Current() != 1 {
			t.Fatalf("the agent owner decides the block, current %v", g.Current())
		}
		b := engine.Action{Kind: KindBlock}
		if sherlock {
			b = engine.Action{Kind: KindBlock, A: 1, B: g.handPos(t, 1, "023")}
		}
		mustApply(t, g, b)
		ct := &g.s.C[c]
		if sherlock {
			if ct.Agents[1] != 2 || ct.N == 0 || ct.Zombies != 1 {
				t.Error("Sherlock must stop Cthulhu entirely")
			}
			continue
		}
		if ct.N != 0 || ct.Agents[red]+ct.Agents[1] != 0 || ct.Zombies != 0 || g.s.P[1].Limbo != 6 || g.s.P[red].Limbo != 7 {
			t.Errorf("stack %d agents %v zombies %d limbo %d/%d", ct.N, ct.Agents, ct.Zombies, g.s.P[red].Limbo, g.s.P[1].Limbo)
		}
	}
}

// Final scoring, example 1 (S-ex L683-695; the scores are in the lost
// pictures, so these are chosen to match the text): red and blue are
// Restorationists, yellow and green Loyalists; blue is lowest, so red and
// blue lose 5 and green wins. By hand: red 10+4 = 14 → 9, yellow 12,
// green 13, blue 6+2 = 8 → 3.
func TestExampleFinalScoring1(t *testing.T) {
	g := table(t, 4)
	s := &g.s
	for i, f := range []uint8{factR, factL, factL, factR} {
		s.P[i].Identity = f
	}
	s.P[red].VP = [3]int16{10, 4, 0}
	s.P[yellow].VP = [3]int16{12, 0, 0}
	s.P[green].VP = [3]int16{13, 0, 0}
	s.P[blue].VP = [3]int16{6, 2, 0}
	s.Over = true
	r := g.Result()
	want := []int{9, 12, 13, 3}
	for i, w := range want {
		if r.Scores[i].Total != w {
			t.Errorf("seat %d: %d, want %d", i, r.Scores[i].Total, w)
		}
	}
	if r.Place[green] != 1 {
		t.Errorf("places %v, green must win", r.Place)
	}
}

// Final scoring, example 2 (S-ex L696-706): yellow, a Loyalist, has 16
// before the adjustment — 8 for cities, 1 from Louise Michel (pink), 4 from
// Sebastian Moran holding a red agent, 3 from the tracks with the
// Restorationist marker higher. Red is a Restorationist: yellow loses the
// pink 1 and the 3 track points and keeps Moran's 4: 16 − 4 = 12. Had red
// been a Loyalist, Moran's 4 would go too: 8.
func TestExampleFinalScoring2(t *testing.T) {
	for _, tc := range []struct {
		redFaction uint8
		want       int
	}{{factR, 12}, {factL, 8}} {
		g := table(t, 4)
		s := &g.s
		s.P[yellow].Identity = factL
		s.P[red].Identity = tc.redFaction
		s.P[yellow].VP = [3]int16{8, 1, 0}
		s.P[yellow].Kill[red] = 4
		s.TrackR, s.TrackL = 3, 0
		if s.running(yellow) != 16 {
			t.Fatalf("running %d, want 16", s.running(yellow))
		}
		if got := s.adjusted(yellow).total(); got != tc.want {
			t.Errorf("red %d: yellow adjusted %d, want %d", tc.redFaction, got, tc.want)
		}
	}
}

// §4.16 step 3 and 4 tie-breaks: the Loyalist is the lower of two tied
// lowest players; a Restorationist beats a tied Loyalist; the track share
// goes to the faction whose marker is higher (L670-672).
func TestFinalTieBreaks(t *testing.T) {
	g := table(t, 3)
	s := &g.s
	s.P[0].Identity, s.P[1].Identity, s.P[2].Identity = factR, factL, factL
	s.P[0].VP = [3]int16{5, 0, 0}
	s.P[1].VP = [3]int16{5, 0, 0}
	s.P[2].VP = [3]int16{20, 0, 0}
	s.Over = true
	r := g.Result()
	// 0 and 1 tie lowest at 5: the Loyalist's faction (1 and 2) loses 5.
	if r.Scores[0].Total != 5 || r.Scores[1].Total != 0 || r.Scores[2].Total != 15 {
		t.Fatalf("totals %d %d %d, want 5 0 15", r.Scores[0].Total, r.Scores[1].Total, r.Scores[2].Total)
	}
	s.P[0].VP = [3]int16{20, 0, 0}
	s.P[1].VP = [3]int16{1, 0, 0}
	s.P[2].VP = [3]int16{25, 0, 0}
	// Lowest is 1 (L): 1 → −4, 2 → 20; 0 (R) 20: tie won by the Restorationist.
	r = g.Result()
	if r.Place[0] != 1 || r.Place[2] != 2 || r.TieBreak != "emerald.tie.restorationist" {
		t.Errorf("places %v tie-break %q", r.Place, r.TieBreak)
	}
	s.TrackR, s.TrackL = 2, 4
	if a := s.adjusted(1); a.track != 2 {
		t.Errorf("Loyalist keeps the track share 2, got %d", a.track)
	}
	if a := s.adjusted(0); a.track != 0 {
		t.Errorf("Restorationist loses the track share, got %d", a.track)
	}
}

// §4.15: the VP threshold ends the game after the action; a marker at 10
// does too.
func TestGameEndThresholdAndTrack(t *testing.T) {
	g := table(t, 2)
	g.s.P[red].VP[vpN] = 27
	g.give(t, red, "018")
	mustApply(t, g, engine.Action{Kind: KindTrack, X: g.handMask(t, red, "018")})
	if !g.s.Over || g.s.End != endVP {
		t.Errorf("27 + 2 track VP ≥ 28 must end a 2-player game (over %v reason %d)", g.s.Over, g.s.End)
	}
	g = table(t, 5)
	g.s.TrackL = 8
	g.give(t, red, "013")
	mustApply(t, g, engine.Action{Kind: KindText, A: 0})
	if !g.s.Over || g.s.End != endTrack || g.s.TrackL != 10 {
		t.Errorf("the Loyalist marker at 10 ends the game (over %v, L %d)", g.s.Over, g.s.TrackL)
	}
}

// §4.4: after two actions the hand is refilled to five and the turn passes.
func TestTurnRefill(t *testing.T) {
	g := table(t, 2)
	g.give(t, red, "S01", "S03")
	mustApply(t, g, engine.Action{Kind: KindPass})
	mustApply(t, g, engine.Action{Kind: KindPass})
	if g.Current() != 1 || g.s.P[red].Hand.N != 5 {
		t.Errorf("current %v, red hand %d", g.Current(), g.s.P[red].Hand.N)
	}
}

// Inspektor Lestrade (G13): one player's cubes by default, every cube of
// the city with the option.
func TestLestradeReadings(t *testing.T) {
	for _, city := range []bool{false, true} {
		opts := map[string]string{"lestrade": "player"}
		if city {
			opts["lestrade"] = "city"
		}
		g := newTestGame(t, 3, 1, opts)
		s := &g.s
		s.Setup, s.Active = 0, 0
		s.C[2].Cubes = [maxPlayers]uint8{0, 2, 3}
		s.P[1].Cubes, s.P[2].Cubes = 3, 2
		g.give(t, 0, "028")
		a := engine.Action{Kind: KindText, A: g.handPos(t, 0, "028"), B: 2, C: 1}
		if city {
			a.C = 0
		}
		mustApply(t, g, a)
		wantOther := uint8(3)
		if city {
			wantOther = 0
		}
		if s.C[2].Cubes[1] != 0 || s.C[2].Cubes[2] != wantOther {
			t.Errorf("city %v: cubes left %v", city, s.C[2].Cubes)
		}
	}
}

// Set-up example (S-ex L103-108): with five players each stack is 5 game
// cards + the city card + the royalty card, 7 in all, shuffled face down;
// in Rome the top card was the royalty card (Rhogog), so it went to the
// royalty slot and the next card was revealed: 6 cards stay in the stack
// and the one that lay under Rhogog is now the top card.
func TestExampleSetupRomeRoyal(t *testing.T) {
	g := newTestGame(t, 5, 1, nil)
	rome := cityIndex(t, g, "Rzym")
	ct := &g.s.C[rome]
	r := g.d.Cities[rome].Royal
	if g.d.Cards[r].Name != "Rhogog" {
		t.Fatalf("Rome's royal is %s, the rulebook's is Rhogog", g.d.Cards[r].Name)
	}
	// Rebuild the stack as the example's shuffle left it: Rhogog on top.
	if ct.Royal == r {
		ct.Royal = none
	} else {
		g.take(t, 0, r)
	}
	ct.Stack[ct.N] = r
	ct.N++
	ct.HiddenRoyal = true
	if ct.N != 7 {
		t.Fatalf("%d cards in Rome's stack, want 5 + 1 + 1 = 7", ct.N)
	}
	// The next card is revealed in turn; make it Rome's city card so its
	// face-up state shows.
	city := g.d.Cities[rome].CityCard
	for k := 0; k < int(ct.N)-1; k++ {
		if ct.Stack[k] == city {
			ct.Stack[k], ct.Stack[ct.N-2] = ct.Stack[ct.N-2], ct.Stack[k]
		}
	}
	if ct.Stack[ct.N-2] != city {
		t.Fatalf("Rome's city card is not in its stack")
	}
	ct.HiddenCity = true
	var log engine.Log
	g.revealTop(rome, &log)
	if ct.Royal != r || ct.HiddenRoyal {
		t.Errorf("Rhogog not on Rome's royalty slot after the reveal")
	}
	if ct.N != 6 || g.s.topCard(rome) != city || ct.HiddenCity {
		t.Errorf("stack %d cards, top %s (hidden %v); want 6 with the city card face up",
			ct.N, g.d.Cards[g.s.topCard(rome)].ID, ct.HiddenCity)
	}
	var keys []string
	for _, e := range log.Events {
		keys = append(keys, e.Key)
	}
	if want := []string{"emerald.royal_up", "emerald.top"}; !slices.Equal(keys, want) {
		t.Errorf("log %v, want %v (the royal slides, then the next card is shown)", keys, want)
	}
}

// Track share at the end (S L670-672): "if the Restorationist marker is two
// spaces above the Loyalist marker, every Loyalist loses two VP and the
// Restorationists keep them". By hand with R 5, L 3: everyone runs 2 track
// VP; the Restorationist's adjusted share is 2, the Loyalist's 0.
func TestExampleTrackShare(t *testing.T) {
	g := table(t, 2)
	s := &g.s
	s.P[red].Identity, s.P[yellow].Identity = factR, factL
	s.TrackR, s.TrackL = 5, 3
	for _, seat := range []int{red, yellow} {
		if v := s.running(seat); v != 2 {
			t.Errorf("seat %d runs %d VP, want |5 − 3| = 2", seat, v)
		}
	}
	if a := s.adjusted(red); a.track != 2 || a.total() != 2 {
		t.Errorf("the Restorationist keeps 2 track VP, got share %d total %d", a.track, a.total())
	}
	if a := s.adjusted(yellow); a.track != 0 || a.total() != 0 {
		t.Errorf("the Loyalist loses the 2 track VP, got share %d total %d", a.track, a.total())
	}
}
