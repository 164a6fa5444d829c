package dungeonology

import (
	"slices"
	"testing"

	"stolik/rules/engine"
)

// The rulebook's worked examples, each set up by hand and played through
// Apply. Expected values are computed by hand from the rulebook text;
// each test says how.

// researchSetup: Sofia (seat 0) and Valerio (seat 1) stand in Pasterski
// Azyl (I–3, alert 3, cubes Cywilizacja then Wierzenia) south of the start
// zone; the Alert card is ŁATWY with two Omega students on it (research
// penalty +1, as in the example).
func researchSetup(t *testing.T) (*Game, uint8) {
	g := newTestGame(t, 2, 1, map[string]string{"alert": "latwy"})
	setScholars(t, g, "sofia", "valerio")
	azyl := placeZone(t, g, "I-3", 0, 2)
	g.s.Slots = 2
	for i := range g.s.P {
		g.s.P[i].Zone = azyl
	}
	startTurnOf(g, 0)
	return g, azyl
}

// PRZYKŁAD: BADANIA. Alert 3 + penalty 1 = 4 for one cube; two cubes add
// 1 (5). Sofia discards 3 cards worth 1+1+2 = 4; Valerio's subterfuge
// auxiliary effect raises the alert level by 2 to 6; Sofia's magic
// auxiliary effect divines 1 card, a 2, so 4+2 = 6 ≥ 6: success. She
// collects the leftmost cube (Cywilizacja), which covers 0 and shows 2.
func TestExampleResearch(t *testing.T) {
	g, azyl := researchSetup(t)
	d := g.d
	puf, zamiana, sponsorzy := cardOf(t, g, "puf", 0), cardOf(t, g, "sprawiedliwa_zamiana", 0), cardOf(t, g, "sponsorzy", 0)
	eliksir := cardOf(t, g, "eliksir_wigoru", 0)
	setHand(t, g, 0, puf, zamiana, sponsorzy, eliksir)
	szybka := cardOf(t, g, "szybka_zamiana", 0)
	setHand(t, g, 1, szybka)
	putCardOnTop(g, cardOf(t, g, "sponsorzy", 1)) // the card the divination reveals: bonus 2

	if got := g.zoneAlert(0, azyl) + int(d.ExtraAlert[1]); got != 4 {
		t.Fatalf("alert for one cube %d, want 3+1 = 4", got)
	}
	if got := g.zoneAlert(0, azyl) + int(d.ExtraAlert[2]); got != 5 {
		t.Fatalf("alert for two cubes %d, want 3+1+1 = 5", got)
	}
	legal := g.Legal(nil)
	if !engine.Contains(legal, act(KindResearch, 1, 0)) || !engine.Contains(legal, act(KindResearch, 2, 0)) ||
		engine.Contains(legal, act(KindResearch, 3, 0)) {
		t.Fatalf("research options %v: the zone holds two cubes", formatAll(legal))
	}
	apply(t, g, act(KindResearch, 1, 0))
	three := []uint8{puf, zamiana, sponsorzy}
	slices.Sort(three) // cards are added in ascending order (the canonical order)
	for _, c := range three {
		apply(t, g, act(KindCard, c, useStealth))
	}
	apply(t, g, act(KindReveal, 0, 0))
	if g.s.T.Stealth != 4 || g.s.T.Alert != 4 {
		t.Fatalf("after revealing: stealth %d alert %d, want 4 and 4", g.s.T.Stealth, g.s.T.Alert)
	}
	if g.Current() != 1 {
		t.Fatalf("Valerio's window should be open, %v decides", g.Current())
	}
	apply(t, g, act(KindCard, szybka, useRed))
	if g.s.T.Alert != 6 {
		t.Fatalf("alert %d after the red 2, want 6", g.s.T.Alert)
	}
	apply(t, g, act(KindPass, 0, 0))
	if g.Current() != 0 {
		t.Fatalf("Sofia's last window should be open, %v decides", g.Current())
	}
	apply(t, g, act(KindCard, eliksir, useBlue))
	if g.s.T.Stealth != 6 {
		t.Fatalf("stealth %d after the divination of a 2, want 6", g.s.T.Stealth)
	}
	evs := apply(t, g, act(KindPass, 0, 0))
	if !hasEvent(evs, "dungeonology.test_success") {
		t.Fatal("the test should succeed at 6 against 6")
	}
	p := &g.s.P[0]
	if p.Col[Cyw] != 1 || p.cubes() != 1 || d.cubePoints(&p.Col) != 2 {
		t.Fatalf("board %v, want one Cywilizacja cube worth 2", p.Col)
	}
	if g.s.Tiles[azyl].Cubes[0] != 0 || g.s.Tiles[azyl].Cubes[1] != Wie+1 {
		t.Fatalf("zone cubes %v, want the Wierzenia cube left", g.s.Tiles[azyl].Cubes)
	}
}

// A failed research: 1 fatigue token (or a student) and a student drawn
// from the University; in a zone with Niebezpieczeństwo 2, two students.
func TestExampleResearchFailure(t *testing.T) {
	g, _ := researchSetup(t)
	g.s.Campfire = 0
	c := cardOf(t, g, "poscig", 0)
	setHand(t, g, 0, c)
	setHand(t, g, 1)
	bag := int(g.s.BagReg) + int(g.s.BagOmega)
	apply(t, g, act(KindResearch, 1, 0))
	apply(t, g, act(KindCard, c, useStealth))
	apply(t, g, act(KindReveal, 0, 0)) // Valerio has no card: no window for him
	evs := apply(t, g, act(KindPass, 0, 0))
	if !hasEvent(evs, "dungeonology.test_failed") {
		t.Fatal("stealth 1 against alert 4 must fail")
	}
	// Pasterski Azyl has Niebezpieczeństwo 2: two students are drawn.
	if got := bag - int(g.s.BagReg) - int(g.s.BagOmega); got != 2 {
		t.Fatalf("%d students left the bag, want 2 (Niebezpieczeństwo 2)", got)
	}
	if g.Current() != 0 || g.s.top() == nil || g.s.top().Op != pFatigue {
		t.Fatal("Sofia should choose: a fatigue token or a student")
	}
	apply(t, g, act(KindChoose, 0, 0))
	if g.s.P[0].Fatigue != 1 {
		t.Fatalf("fatigue %d, want 1", g.s.P[0].Fatigue)
	}
}

// PRZYKŁAD: SZPIEGOSTWO. Sofia spies Valerio's Wojsko cube: alert 3 (its
// value; Szelma ignores his students). Two cards give 2, Szelma's
// divination 1 reveals a 5: 7 ≥ 3. Valerio plays nothing. She steals the
// top red cube; with her Cywilizacja cube she has 2 + 3 = 5 points.
func TestExampleSpying(t *testing.T) {
	g, _ := researchSetup(t)
	g.s.P[0].Col[Cyw] = 1
	g.s.P[1].Col[Woj] = 1
	a, b := cardOf(t, g, "zaklecie_snu", 0), cardOf(t, g, "krysztalowa_kula", 0) // bonus 1 each
	a, b = min(a, b), max(a, b)
	setHand(t, g, 0, a, b)
	setHand(t, g, 1, cardOf(t, g, "szybka_zamiana", 0))
	putCardOnTop(g, cardOf(t, g, "przeznaczenie", 0)) // bonus 5
	students := g.s.P[0].Students
	apply(t, g, act(KindSpy, 1, Woj))
	if g.s.T.Alert != 3 {
		t.Fatalf("target alert %d, want 3 (Szelma: students ignored)", g.s.T.Alert)
	}
	if g.s.P[0].Students != students {
		t.Fatal("Szelma: no student is sacrificed")
	}
	apply(t, g, act(KindCard, a, useStealth))
	apply(t, g, act(KindCard, b, useStealth))
	apply(t, g, act(KindReveal, 0, 0))
	if g.s.T.Stealth != 7 {
		t.Fatalf("stealth %d, want 1+1+5 = 7", g.s.T.Stealth)
	}
	if g.Current() != 1 {
		t.Fatal("the victim answers first")
	}
	evs := apply(t, g, act(KindPass, 0, 0))
	if !hasEvent(evs, "dungeonology.test_success") {
		t.Fatal("7 against 3 must succeed")
	}
	if g.s.P[0].Col[Woj] != 1 || g.s.P[1].Col[Woj] != 0 || g.d.cubePoints(&g.s.P[0].Col) != 5 {
		t.Fatalf("Sofia %v, Valerio %v: want Sofia with 2+3 = 5 points", g.s.P[0].Col, g.s.P[1].Col)
	}
}

// Spying without Szelma: the target alert is the cube's value plus the
// target's students, and a student is sacrificed.
func TestSpyingAlertCountsStudents(t *testing.T) {
	g, _ := researchSetup(t)
	setScholars(t, g, "rebecca", "valerio") // Valerio holds 4 students
	g.s.P[1].Col[Bog] = 1
	setHand(t, g, 0, cardOf(t, g, "poscig", 0))
	apply(t, g, act(KindSpy, 1, Bog))
	if g.s.T.Alert != 5+4 {
		t.Fatalf("alert %d, want 5 (Bogactwa) + 4 students = 9", g.s.T.Alert)
	}
	if g.s.P[0].Students != 1 {
		t.Fatalf("Rebecca has %d students, want 2-1 = 1", g.s.P[0].Students)
	}
}

// PRZYKŁAD: SCHODY. Rebecca enters Wielkie Bachanalia (I–2); its Stairs
// reveal Dolmen Gai (II–2), attached as she likes; stairs on the passages
// to I–2, a wall on the matched passage to the earlier Pasterski Azyl
// (I–3): neither has the Stairs effect. She does not move into Dolmen Gai.
func TestExampleStairs(t *testing.T) {
	g := newTestGame(t, 2, 3, nil)
	setScholars(t, g, "rebecca", "valerio")
	bach := placeZone(t, g, "I-2", -2, 1) // its E-N meets the start zone's W-S
	g.s.Tiles[bach].Entered = false
	azyl := placeZone(t, g, "I-3", 0, 2) // its N-W meets the start zone's S-W
	dolmen := zoneIdx(t, g, "II-2")
	putZoneOnTop(g, dolmen)
	startTurnOf(g, 0)
	apply(t, g, act(KindMove, bach, 0))
	// Level I has only level II next to it: the stack is drawn at once.
	q := g.s.top()
	if q == nil || q.Op != pPlace || q.Card != dolmen {
		t.Fatalf("Dolmen Gai should wait for its placement, top %+v", q)
	}
	place := act(KindPlace, uint8(-2+128), uint8(3+128)) // below Bachanalia, touching Pasterski Azyl
	apply(t, g, place)
	var dt uint8 = none
	for i := uint8(0); i < g.s.TileN; i++ {
		if g.s.Tiles[i].Zone == dolmen {
			dt = i
		}
	}
	if dt == none {
		t.Fatal("Dolmen Gai was not placed")
	}
	var stairs, walls int
	for sg := uint8(0); sg < numSegs; sg++ {
		switch l, k := g.s.Tiles[dt].Link[sg], g.s.Tiles[dt].Kind[sg]; {
		case l == bach && k == linkStairs:
			stairs++
		case l == azyl && k == linkWall:
			walls++
		case l == bach || l == azyl:
			t.Errorf("segment %s to %s: link kind %d", segCodes[sg], g.zoneName(l), k)
		}
	}
	if stairs != 2 || walls != 1 {
		t.Fatalf("stairs %d (want 2: N-W and N-E), walls %d (want 1)", stairs, walls)
	}
	if g.s.P[0].Zone != bach {
		t.Fatal("the Stairs effect does not move Rebecca")
	}
	if !g.connected(bach, dt) || g.connected(azyl, dt) {
		t.Fatal("Bachanalia–Dolmen connected by stairs, Azyl–Dolmen walled")
	}
	// The level II tile is new: its cubes are placed.
	if g.s.cubesIn(dt) != len(g.d.Zones[dolmen].Cubes) {
		t.Fatal("Dolmen Gai's cubes were not placed")
	}
}

// PRZYKŁAD: ŻETONY PUŁAPKI. Rebecca enters Wytchnienie Odwiecznych (I–4),
// where a trap was left: she flips it, it is Postój, her move ends and the
// token is removed.
func TestExampleTrap(t *testing.T) {
	g := newTestGame(t, 2, 4, nil)
	setScholars(t, g, "rebecca", "valerio")
	wyt := placeZone(t, g, "I-4", 0, -2) // its S-W meets the start zone's N-W
	// Take a Postój trap from the reserve and leave it there.
	var stop uint8
	for i := uint8(0); i < g.s.TrapN; i++ {
		if g.d.Traps[g.s.TrapPool[i]-1].Kind == zeStop {
			stop = g.s.TrapPool[i]
			g.s.TrapPool[i] = g.s.TrapPool[g.s.TrapN-1]
			g.s.TrapN--
			g.s.TrapPool[g.s.TrapN] = 0
			break
		}
	}
	g.s.Tiles[wyt].Trap[0] = stop
	startTurnOf(g, 0)
	evs := apply(t, g, act(KindMove, wyt, 0))
	if !hasEvent(evs, "dungeonology.trap_sprung") || !hasEvent(evs, "dungeonology.stopped") {
		t.Fatal("the trap should be flipped and stop the move")
	}
	if g.s.Tiles[wyt].Trap[0] != 0 || g.s.TrapN != numTraps {
		t.Fatal("the trap token should be removed (back to the reserve)")
	}
	for _, a := range g.Legal(nil) {
		if a.Kind == KindMove || a.Kind == KindExplore {
			t.Fatalf("movement is over, yet %s is offered", a.Format(kindNames))
		}
	}
}

// withRandomType finds a generator seed whose first randomizer draw among
// the colours of mask is want: the rulebook example's draw, reproduced.
func withRandomType(t *testing.T, g *Game, mask, want uint8) {
	t.Helper()
	for seed := uint64(0); seed < 10000; seed++ {
		c := *g
		c.rng = engine.NewRNG(seed)
		if c.randomType(mask, nil) == want {
			g.rng = engine.NewRNG(seed)
			return
		}
	}
	t.Fatal("no seed draws the wanted type")
}

// PRZYKŁAD: UPUSZCZANIE. Valerio's Headbutt makes Sofia drop a random
// cube; she owns Cywilizacja and Wojsko, the draw is Wojsko; she drops it
// on an empty space of the zone though its symbol differs. With the intern
// Strażnik her Wojsko cubes are protected and she keeps it.
func TestExampleDrop(t *testing.T) {
	for _, guard := range []bool{false, true} {
		g, azyl := researchSetup(t)
		setScholars(t, g, "valerio", "sofia")
		g.s.P[1].Col[Cyw], g.s.P[1].Col[Woj] = 1, 1
		g.s.Tiles[azyl].Cubes[1] = 0 // an empty space (the Wierzenia one)
		if guard {
			g.recruit(1, internIdx(t, g, "straznik"), nil)
		}
		withRandomType(t, g, 1<<Cyw|1<<Woj, Woj)
		apply(t, g, engine.Action{Kind: KindAbility, A: abHeadbutt, B: 1, C: 0})
		if g.s.P[0].Fatigue != 1 {
			t.Errorf("Headbutt costs Valerio a fatigue token, he has %d", g.s.P[0].Fatigue)
		}
		if guard {
			if g.s.P[1].Col[Woj] != 1 || g.s.Tiles[azyl].Cubes[1] != 0 {
				t.Error("with Strażnik Sofia keeps her Wojsko cube")
			}
			continue
		}
		if g.s.P[1].Col[Woj] != 0 || g.s.P[1].Col[Cyw] != 1 {
			t.Errorf("Sofia %v: the Wojsko cube should be dropped", g.s.P[1].Col)
		}
		if g.s.Tiles[azyl].Cubes[1] != Woj+1 {
			t.Errorf("zone %v: the Wojsko cube lies on the empty (Wierzenia) space", g.s.Tiles[azyl].Cubes)
		}
	}
}

func internIdx(t *testing.T, g *Game, id string) uint8 {
	t.Helper()
	for i := range g.d.Interns {
		if g.d.Interns[i].ID == id {
			return uint8(i)
		}
	}
	t.Fatalf("no intern %q", id)
	return 0
}

// PRZYKŁAD: PRZEKAZYWANIE. Valerio collects the two cubes of the zone (the
// Wojsko Sofia dropped and a Wierzenia); Sofia plays PRZYJACIELSKI DŁUG in
// his turn; he must pass her one of them and picks Wierzenia. Protection
// does not stop a pass.
func TestExamplePass(t *testing.T) {
	g, azyl := researchSetup(t)
	setScholars(t, g, "valerio", "sofia")
	g.s.Tiles[azyl].Cubes[0], g.s.Tiles[azyl].Cubes[1] = Woj+1, Wie+1
	g.recruit(0, internIdx(t, g, "kaplanka"), nil) // his Wierzenia would be protected
	chrapus := cardOf(t, g, "chrapus", 0)
	other := cardOf(t, g, "poscig", 0)
	setHand(t, g, 0, chrapus, other)
	dlug := cardOf(t, g, "przyjacielski_dlug", 0)
	setHand(t, g, 1, dlug)
	apply(t, g, act(KindResearch, 2, 0))
	apply(t, g, act(KindCard, other, useStealth))
	apply(t, g, act(KindCard, chrapus, useMain)) // TEST SKRADANIA: automatic success
	if g.s.P[0].Col[Woj] != 1 || g.s.P[0].Col[Wie] != 1 {
		t.Fatalf("Valerio %v: both cubes collected", g.s.P[0].Col)
	}
	apply(t, g, act(KindPass, 0, 0)) // end of his action phase: the others' window
	if g.Current() != 1 {
		t.Fatalf("Sofia's Immediate window, %v decides", g.Current())
	}
	apply(t, g, act(KindCard, dlug, useMain))
	if g.Current() == 0 && g.s.top().Op == pReact {
		apply(t, g, act(KindPass, 0, 0)) // Valerio does not react
	}
	if g.Current() != 0 || g.s.top().Op != pGive {
		t.Fatalf("Valerio chooses the cube to pass, top %+v", g.s.top())
	}
	apply(t, g, act(KindColour, Wie, 0))
	if g.s.P[1].Col[Wie] != 1 || g.s.P[0].Col[Wie] != 0 || g.s.P[0].Col[Woj] != 1 {
		t.Fatalf("Sofia %v, Valerio %v: the Wierzenia cube passed", g.s.P[1].Col, g.s.P[0].Col)
	}
}

// FAZA PUBLIKACJI ROZPRAWY: only from the second star; the Clan card
// modifies every cube; success ends the scholar's game and starts Max
// Alert; failure removes the most valuable cube (Clan included) and draws
// a face-down jinx card.
func TestExamplePublication(t *testing.T) {
	d := mustData(t)
	klan1 := uint8(0) // threshold 28; Cyw +1, Woj 0, Wie 0, Bog −1, Kas +1
	if d.Clans[klan1].ID != "klan1" {
		t.Fatal("data order changed")
	}
	t.Run("one star cannot publish", func(t *testing.T) {
		g := newTestGame(t, 3, 5, nil)
		startTurnOf(g, 0)
		g.s.P[0].Col = [NumColours]uint8{3, 0, 0, 0, 0} // the third Cywilizacja cube: 1 star
		if engine.Contains(g.Legal(nil), act(KindPublish, 0, 0)) {
			t.Fatal("publication needs 2 stars")
		}
		g.s.P[0].Col = [NumColours]uint8{3, 3, 0, 0, 0}
		if !engine.Contains(g.Legal(nil), act(KindPublish, 0, 0)) {
			t.Fatal("2 stars allow publication")
		}
	})
	t.Run("success", func(t *testing.T) {
		g := newTestGame(t, 3, 5, nil)
		g.s.Clan = klan1
		startTurnOf(g, 0)
		// 3 Cyw (6) + 3 Woj (9) + 2 Wie (8) + 1 Kas (6) = 29; Clan +3 +1 = 33 ≥ 28.
		g.s.P[0].Col = [NumColours]uint8{3, 3, 2, 0, 1}
		evs := apply(t, g, act(KindPublish, 0, 0))
		p := &g.s.P[0]
		if !p.Finished || p.Rank != 1 || !g.s.MaxAlert || !g.s.PanicUp {
			t.Fatalf("finished %v rank %d max alert %v: a successful thesis", p.Finished, p.Rank, g.s.MaxAlert)
		}
		if !hasEvent(evs, "dungeonology.published") || !hasEvent(evs, "dungeonology.max_alert") {
			t.Fatal("success and Max Alert are announced")
		}
		for _, e := range evs {
			if e.Key == "dungeonology.publication_check" && (!e.Private || e.Args["score"] != 33) {
				t.Fatalf("the score is seen privately: %+v", e)
			}
		}
		if g.s.Active == 0 {
			t.Fatal("the publisher's turn ends")
		}
		if got := g.score(0).Total; got != 33+10 {
			t.Fatalf("score %d, want 33 + first publication 10", got)
		}
	})
	t.Run("failure", func(t *testing.T) {
		g := newTestGame(t, 3, 5, nil)
		g.s.Clan = klan1
		startTurnOf(g, 0)
		// 3 Cyw (6) + 2 Woj (6) + 2 Wie (8) = 20; Clan +3 = 23 < 28. Values with the
		// Clan: Cyw 3, Woj 3, Wie 4: a Wierzenia cube is removed.
		g.s.P[0].Col = [NumColours]uint8{3, 2, 2, 0, 0}
		jinx := g.s.P[0].JinxN
		apply(t, g, act(KindPublish, 0, 0))
		p := &g.s.P[0]
		// The jinx card is drawn face down, and the turn goes straight on
		// to phase 5, whose first step reveals it.
		if p.Finished || p.Col != [NumColours]uint8{3, 2, 1, 0, 0} || p.JinxN != jinx+1 || p.JinxUp&(1<<jinx) == 0 {
			t.Fatalf("board %v jinx %d up %b: one Wierzenia removed, one jinx card drawn and revealed in phase 5", p.Col, p.JinxN, p.JinxUp)
		}
		if g.s.MaxAlert {
			t.Fatal("a failure starts nothing")
		}
	})
	t.Run("failure with a tie asks which cube", func(t *testing.T) {
		g := newTestGame(t, 3, 5, nil)
		g.s.Clan = 1 // klan2: Cyw −1, Woj +1, Wie +1, Bog 0: Wie 5 and Bog 5 tie
		startTurnOf(g, 0)
		g.s.P[0].Col = [NumColours]uint8{3, 2, 2, 1, 0}
		apply(t, g, act(KindPublish, 0, 0))
		legal := g.Legal(nil)
		if len(legal) != 2 || !engine.Contains(legal, act(KindColour, Wie, 0)) || !engine.Contains(legal, act(KindColour, Bog, 0)) {
			t.Fatalf("choice %v, want Wierzenia or Bogactwa", formatAll(legal))
		}
	})
}

// ŻETON ZMĘCZENIA: a scholar who starts the turn at maximum fatigue must
// rest (here it happens by itself: it is the only choice); fatigue never
// exceeds stamina; a student may be sacrificed instead of a token.
func TestExampleFatigue(t *testing.T) {
	g := newTestGame(t, 2, 6, nil)
	setScholars(t, g, "valerio", "sofia")
	p := &g.s.P[0]
	p.Fatigue = 4 // Valerio's stamina
	p.Zone = placeZone(t, g, "I-4", 0, -2)
	g.s.Active, g.s.Phase = 0, phStart
	var log engine.Log
	g.advance(&log)
	if !hasEvent(log.Events, "dungeonology.rest") || p.Fatigue != 0 || p.Zone != 0 {
		t.Fatalf("forced rest: fatigue %d zone %d", p.Fatigue, p.Zone)
	}
	apply(t, g, act(KindPass, 0, 0)) // step 4 of the Rest: no trick card discarded
	if g.s.Active != 1 {
		t.Fatal("resting ends the turn")
	}
	g.addFatigue(1, 5, nil)
	if g.s.P[1].Fatigue != 2 {
		t.Fatalf("Sofia's fatigue %d, want her stamina 2", g.s.P[1].Fatigue)
	}
	// A fatigue token can be replaced by a student.
	g.s.P[1].Fatigue = 0
	st := g.s.P[1].Students
	g.s.push(pending{Op: pFatigue, Seat: 1, N: 1, A: 1})
	apply(t, g, act(KindChoose, 1, 0))
	if g.s.P[1].Fatigue != 0 || g.s.P[1].Students != st-1 {
		t.Fatal("a student was sacrificed instead")
	}
}

// UNIWERSYTET I DOBIERANIE STUDENTÓW (4 players, ŚREDNI): the bag starts
// with 4 students per player (16) and 1 Omega; each Omega takes the
// highest free slot, sends the Campfire away, gives a jinx card and
// refills 3 per player (12) and 1 Omega; the research penalty follows the
// lowest Omega (+2 at the third and fourth); the fifth lands on the Panic
// card: Max Alert, the bag emptied and refilled with the ∞ Omega.
func TestExampleUniversity(t *testing.T) {
	g := newTestGame(t, 4, 7, map[string]string{"alert": "sredni"})
	if g.s.BagReg != 16 || g.s.BagOmega != 1 {
		t.Fatalf("bag %d + %d Ω, want 16 + 1", g.s.BagReg, g.s.BagOmega)
	}
	wantPenalty := []int{1, 1, 2, 2}
	for k := 1; k <= 4; k++ {
		g.s.ResReg = 40 // refills come from the Reserve; here it never runs short
		reg := g.s.BagReg
		g.s.OmegaQ[0], g.s.OmegaN = 2, 1
		g.resolveOmega(nil)
		if int(g.s.Slots) != k || g.researchPenalty() != wantPenalty[k-1] {
			t.Fatalf("after Omega %d: slots %d penalty %d, want %d and %d", k, g.s.Slots, g.researchPenalty(), k, wantPenalty[k-1])
		}
		if g.s.BagReg != reg+12 {
			t.Fatalf("refill %d, want 3 × 4 = 12", g.s.BagReg-reg)
		}
	}
	g.drawStudents(2, 0, nil)
	g.s.OmegaQ[0], g.s.OmegaN = 2, 1
	g.resolveOmega(nil)
	if !g.s.AlertGone || !g.s.MaxAlert || !g.s.PanicUp || !g.s.BagInf || g.s.BagOmega != 1 {
		t.Fatal("the fifth Omega reveals the Panic card: Max Alert")
	}
	pc := &g.d.Panics[g.s.Panic]
	if g.s.BagReg != pc.RefillReg*4 {
		t.Fatalf("bag after the Panic card %d, want %d", g.s.BagReg, pc.RefillReg*4)
	}
	if g.s.P[2].JinxN != 5 {
		t.Fatalf("the drawer holds %d jinx cards, want 5", g.s.P[2].JinxN)
	}
	if g.researchPenalty() != 2 {
		t.Fatal("after the Alert card is gone its last row stays (G11)")
	}
}

// Drawing an Omega student sends the Campfire and the students drawn with
// it to the Reserve; regular students alone go around the Campfire (at
// most 12).
func TestOmegaClearsCampfire(t *testing.T) {
	g := newTestGame(t, 2, 8, nil)
	g.s.BagReg, g.s.BagOmega, g.s.Campfire = 0, 1, 7
	res := g.s.ResReg
	g.drawStudents(0, 1, nil)
	if g.s.Campfire != 0 || g.s.ResReg != res+7 || g.s.OmegaN != 1 {
		t.Fatalf("campfire %d reserve %d omegas %d", g.s.Campfire, g.s.ResReg, g.s.OmegaN)
	}
	g.s.OmegaN = 0
	g.s.BagReg, g.s.BagOmega, g.s.Campfire = 10, 0, 10
	g.drawStudents(0, 4, nil)
	if g.s.Campfire != 12 {
		t.Fatalf("campfire %d, want at most 12", g.s.Campfire)
	}
}

// PUNKTACJA KOŃCOWA: cubes by their track values, the Clan card's
// modifiers, the publication bonus by order (10/7/5/3), interns' points,
// minus jinx penalties; ties: first publication, then students.
func TestExampleFinalScoring(t *testing.T) {
	g := newTestGame(t, 4, 9, nil)
	g.s.Clan = 0 // klan1: Cyw +1, Woj 0, Wie 0, Bog −1, Kas +1
	p := &g.s.P[0]
	p.Col = [NumColours]uint8{2, 1, 0, 0, 1} // 4 + 3 + 6 = 13; Clan +2 +1 = +3
	p.Rank = 2                               // second thesis: 7
	g.recruit(0, internIdx(t, g, "straznik"), nil)
	g.recruit(0, internIdx(t, g, "skryba"), nil) // 1 + 2
	p.Jinx[0], p.Jinx[1], p.JinxN = 0, 1, 2      // two jinx cards: −2 each
	sc := g.score(0)
	want := map[string]int{"dungeonology.score.cubes": 13, "dungeonology.score.clan": 3,
		"dungeonology.score.publication": 7, "dungeonology.score.interns": 3, "dungeonology.score.jinx": -4}
	for _, part := range sc.Parts {
		if want[part.Label] != part.Points {
			t.Errorf("%s = %d, want %d", part.Label, part.Points, want[part.Label])
		}
	}
	if sc.Total != 22 {
		t.Fatalf("total %d, want 13+3+7+3−4 = 22", sc.Total)
	}
	// Tie-breaks. Seat 1: 2 Wierzenia = 8. Seat 3: the same 8, one student more.
	for i := 1; i < 4; i++ {
		g.s.P[i] = player{Scholar: uint8(i), Students: 2}
	}
	g.s.P[1].Col = [NumColours]uint8{0, 0, 2, 0, 0}
	g.s.P[3].Col = [NumColours]uint8{0, 0, 2, 0, 0}
	g.s.P[3].Students = 3
	res := g.Result()
	if res.Scores[1].Total != 8 || res.Scores[3].Total != 8 || !(res.Place[3] < res.Place[1]) ||
		res.TieBreak != "dungeonology.tiebreak.students" {
		t.Fatalf("scores %d/%d places %v %q: more students break the tie", res.Scores[1].Total,
			res.Scores[3].Total, res.Place, res.TieBreak)
	}
	// Seat 2 published first (10 points, no cubes); seat 3 second with one
	// Cywilizacja cube: 2 + 1 (Clan) + 7 = 10. The first to publish wins.
	g.s.P[2].Rank, g.s.P[3].Rank = 1, 2
	g.s.P[3].Col = [NumColours]uint8{1, 0, 0, 0, 0}
	g.s.P[3].Students = 9
	res = g.Result()
	if res.Scores[2].Total != 10 || res.Scores[3].Total != 10 || !(res.Place[2] < res.Place[3]) ||
		res.TieBreak != "dungeonology.tiebreak.published" {
		t.Fatalf("scores %d/%d places %v %q: the first to publish wins the tie", res.Scores[2].Total,
			res.Scores[3].Total, res.Place, res.TieBreak)
	}
}

// MAKSYMALNA CZUJNOŚĆ: no publication phase; a scholar ending the turn in
// the start zone may publish from step 2 regardless of stars, and their
// game ends either way; no Rest; no new zones.
func TestExampleMaxAlertPublication(t *testing.T) {
	g := newTestGame(t, 2, 10, nil)
	g.s.Clan = 0
	g.startMaxAlert(causePublication, nil)
	startTurnOf(g, 0)
	g.s.P[0].Col = [NumColours]uint8{3, 3, 3, 3, 0} // 6+9+12+15 = 42, Clan +3 −3: 42 ≥ 28, 2+ stars irrelevant
	for _, a := range g.Legal(nil) {
		if a.Kind == KindPublish || a.Kind == KindRest || a.Kind == KindExplore {
			t.Fatalf("%s is not allowed in Max Alert", a.Format(kindNames))
		}
	}
	apply(t, g, act(KindPass, 0, 0)) // end movement
	if g.Current() == 0 && g.s.QN == 0 {
		apply(t, g, act(KindPass, 0, 0)) // end actions
	}
	for g.Current() != 0 || g.s.top() == nil || g.s.top().Op != pPublishMax {
		legal := g.Legal(nil)
		if len(legal) == 0 {
			t.Fatal("no publication offered at the end of the turn in the start zone")
		}
		apply(t, g, legal[len(legal)-1])
	}
	apply(t, g, act(KindPublish, 0, 0))
	if !g.s.P[0].Finished || g.s.P[0].Rank != 1 {
		t.Fatal("published from step 2: finished, first")
	}
	// Failing in Max Alert also ends the game for that scholar.
	g2 := newTestGame(t, 2, 10, nil)
	g2.s.Clan = 0
	g2.startMaxAlert(causePublication, nil)
	g2.s.P[1].Col = [NumColours]uint8{1, 0, 0, 0, 0}
	g2.publish(1, nil)
	if !g2.s.P[1].Finished || g2.s.P[1].Rank != 0 {
		t.Fatal("a failed thesis in Max Alert still ends the scholar's game")
	}
}

// TALIA LOSOWOŚCI, przykład 1: Pijany Laetus heads for the randomized
// scholar; where two passages lead on equally, the card's arrow (here the
// right-hand south exit, S-W) or the first passage clockwise from it.
func TestExampleRandomizerArrow(t *testing.T) {
	g := newTestGame(t, 2, 11, nil)
	// A zone at the start's west with two neighbours that both lead on:
	// the boss at t0 = start zone's east neighbour is simplest to build
	// from distances directly.
	var dist [numZones]uint8
	for i := range dist {
		dist[i] = none
	}
	arena := placeZone(t, g, "I-6", 0, -2) // north of the start zone (its S-E)
	azyl := placeZone(t, g, "I-3", -2, -2) // west: its E-N meets the Arena's W-N
	lowcy := placeZone(t, g, "I-1", 2, -2) // east: its W-N meets the Arena's E-N
	dist[arena], dist[azyl], dist[lowcy] = 2, 1, 1
	// Both neighbours lead on. From the arrow S-W clockwise: S-W, W-S (no
	// passage), W-N — the west comes first; from N-E: E-N — the east.
	if got := g.drunkNext(arena, segSW, &dist); got != azyl {
		t.Fatalf("from S-W clockwise the west passage comes first, got %s", g.zoneName(got))
	}
	if got := g.drunkNext(arena, segNE, &dist); got != lowcy {
		t.Fatalf("from N-E clockwise the east passage comes first, got %s", g.zoneName(got))
	}
	// The card of the example (VI): yellow, south, right exit, Bogactwa.
	vi := g.d.Random[5]
	if vi.ID != "VI" || g.d.SeatColours[vi.Colour] != "żółty" || vi.Direction != 2 || vi.Exit != segSW || vi.Type != Bog {
		t.Fatalf("card VI %+v", vi)
	}
}

// Doors block entering only (§4.6): without a Wojsko cube nobody steps into
// Sala Trofeów (Wojsko doors); with one the door opens; leaving is free.
func TestDoorsBlockEnteringOnly(t *testing.T) {
	g := newTestGame(t, 2, 12, nil)
	var sala, other uint8 = none, none
	// Find a layout of Sala Trofeów and another level II zone with an open passage.
	salaZ := zoneIdx(t, g, "II-5")
	for _, id := range []string{"II-1", "II-2", "II-3", "II-4", "II-6"} {
		z := zoneIdx(t, g, id)
		for _, ps := range []pos{{2, -2}, {-2, -2}, {0, -4}, {2, -3}, {-2, -3}, {1, -4}, {-1, -4}} {
			c := *g
			o := c.placeTile(z, pos{0, -2}, none)
			if !c.s.free(ps.X, ps.Y) {
				continue
			}
			sl := c.placeTile(salaZ, ps, none)
			if c.connected(o, sl) {
				*g = c
				sala, other = sl, o
				break
			}
		}
		if sala != none {
			break
		}
	}
	if sala == none {
		t.Fatal("no layout joins Sala Trofeów to a level II zone")
	}
	if g.canEnter(0, other, sala) {
		t.Fatal("without a Wojsko cube the door is blocked")
	}
	g.s.P[0].Col[Woj] = 1
	if !g.canEnter(0, other, sala) {
		t.Fatal("with a Wojsko cube the door opens")
	}
	g.s.P[0].Col[Woj] = 0
	if !g.canEnter(0, sala, other) {
		t.Fatal("doors block entering only, not leaving")
	}
}

// A failed test tires the tester — whoever it is — and, without a student
// to sacrifice, the token is taken at once (regression: the token once
// went to the first seat).
func TestFailedTestTiresTheTester(t *testing.T) {
	g, _ := researchSetup(t)
	startTurnOf(g, 1)
	g.s.P[1].Students = 0
	c := cardOf(t, g, "poscig", 0)
	setHand(t, g, 1, c)
	setHand(t, g, 0)
	apply(t, g, act(KindResearch, 1, 0))
	apply(t, g, act(KindCard, c, useStealth))
	apply(t, g, act(KindReveal, 0, 0))
	apply(t, g, act(KindPass, 0, 0))
	if g.s.P[1].Fatigue != 1 || g.s.P[0].Fatigue != 0 {
		t.Fatalf("fatigue: tester %d, other %d; want 1 and 0", g.s.P[1].Fatigue, g.s.P[0].Fatigue)
	}
}

// TestCrystalBallAlone (KRYSZTAŁOWA KULA: «Dobierz 3 karty sztuczek, a
// następnie odrzuć 1 kartę sztuczek»; §4.10: the played card leaves the
// hand as it is played): the discard comes after the draw, so held alone
// the card is playable — it draws 3 and then has 3 to discard from. With
// the trick deck and its discard pile both empty nothing can be drawn, and
// the discard has no card left: not playable. By hand: alone with a deck
// → castable; alone with no deck and no discard pile → not castable.
func TestCrystalBallAlone(t *testing.T) {
	g := newTestGame(t, 2, 1, map[string]string{"scholars": "draw"})
	setScholars(t, g, "valerio", "sofia")
	g.s.P[0].Zone = placeZone(t, g, "I-2", -2, 1)
	startTurnOf(g, 0)
	kula := cardOf(t, g, "krysztalowa_kula", 0)
	setHand(t, g, 0, kula)
	if g.s.DeckN < 3 {
		t.Fatalf("the trick deck holds %d cards: the test needs 3", g.s.DeckN)
	}
	if !g.castable(0, kula, ctxTurn) {
		t.Errorf("KRYSZTAŁOWA KULA alone in hand, %d cards in the deck: not playable, want playable (it draws 3 before it discards 1)", g.s.DeckN)
	}
	g.s.DeckN, g.s.DiscN = 0, 0
	if g.castable(0, kula, ctxTurn) {
		t.Error("KRYSZTAŁOWA KULA alone with no deck and no discard pile: playable, want not (nothing to draw, nothing to discard)")
	}
}
