package donjon

import (
	"testing"

	"stolik/rules/engine"
)

// blankGame is a freshly set-up game with empty dungeons and no pending
// decisions, seat 0 first and active, so a test can build the exact
// position of a rulebook example.
func blankGame(t *testing.T, players int) *Game {
	t.Helper()
	g := newTestGame(t, players, 42, nil)
	for i := range g.s.P {
		g.s.P[i].M = [NumLocs][NumTypes]uint8{}
		g.s.P[i].Groups = [5]uint8{}
	}
	g.s.QN = 0
	g.s.First, g.s.Active = 0, 0
	return g
}

func (g *Game) threatIndex(t *testing.T, pred func(*Threat) bool) uint8 {
	t.Helper()
	for i := range g.d.Threats {
		if pred(&g.d.Threats[i]) {
			return uint8(i)
		}
	}
	t.Fatal("no such threat card")
	return 0
}

func mustApply(t *testing.T, g *Game, a engine.Action, log *engine.Log) {
	t.Helper()
	if err := g.Apply(a, log); err != nil {
		t.Fatalf("apply %v: %v", a.Format(kindNames), err)
	}
}

func hasEvent(log *engine.Log, key string) bool {
	for _, e := range log.Events {
		if e.Key == key {
			return true
		}
	}
	return false
}

// L834–841: the swamp has fewer than 5 monsters, so Anna reveals a Threat
// card: every player takes a new group into room 1, two monsters of
// different types go to the swamp, and without a Threat symbol the card
// goes to the graveyard.
func TestThreatCardExample(t *testing.T) {
	g := blankGame(t, 3)
	c := g.threatIndex(t, func(th *Threat) bool {
		return !th.Symbol && len(th.All) == 1 && th.All[0].Kind == opNewGroup && th.Monsters[0] != th.Monsters[1]
	})
	card := g.d.Threats[c]
	g.s.Areas[Forest] = [NumTypes]uint8{2, 2, 1, 0, 0, 0} // 5: full
	g.s.Areas[Swamp] = [NumTypes]uint8{0, 0, 1, 2, 0, 0}  // 3: below 5
	g.s.ThreatDeck[g.s.ThreatN-1] = c
	deckBefore, graveBefore := g.s.ThreatN, g.s.GraveN
	swampBefore := g.s.Areas[Swamp]
	g.s.Phase = phThreat
	log := &engine.Log{}
	g.advance(log)

	for seat := 0; seat < 3; seat++ {
		if got := g.GroupsIn(seat, 1); got != 1 {
			t.Errorf("seat %d: groups in room 1 = %d, want 1", seat, got)
		}
	}
	want := swampBefore
	want[card.Monsters[0]]++
	want[card.Monsters[1]]++
	if g.s.Areas[Swamp] != want {
		t.Errorf("swamp = %v, want %v", g.s.Areas[Swamp], want)
	}
	if areaTotal(&g.s.Areas[Forest]) != 5 {
		t.Errorf("forest changed: %v", g.s.Areas[Forest])
	}
	if g.s.ThreatN != deckBefore-1 || g.s.GraveN != graveBefore+1 || g.s.ThreatGrave[g.s.GraveN-1] != c || g.s.RowN != 0 {
		t.Errorf("card not in graveyard: deck %d grave %d row %d", g.s.ThreatN, g.s.GraveN, g.s.RowN)
	}
	if !hasEvent(log, "donjon.threat_drawn") || !log.Events[0].Reveal {
		t.Errorf("the draw was not logged as a reveal: %+v", log.Events)
	}
}

// Both areas full: phase 1 draws nothing.
func TestThreatSkippedWhenAreasFull(t *testing.T) {
	g := blankGame(t, 2)
	g.s.Areas[Forest] = [NumTypes]uint8{5}
	g.s.Areas[Swamp] = [NumTypes]uint8{0, 5}
	n := g.s.ThreatN
	g.s.Phase = phThreat
	g.advance(nil)
	if g.s.ThreatN != n {
		t.Fatalf("a Threat card was drawn with both areas at 5")
	}
}

// The Inn fires when the threat row holds as many cards as players.
func TestInnTrigger(t *testing.T) {
	g := blankGame(t, 2)
	c := g.threatIndex(t, func(th *Threat) bool { return th.Symbol && len(th.All) == 0 })
	g.s.Areas[Forest] = [NumTypes]uint8{}
	g.s.Areas[Swamp] = [NumTypes]uint8{0, 5}
	g.s.ThreatRow[0] = 0
	g.s.RowN = 1
	g.s.ThreatDeck[g.s.ThreatN-1] = c
	inns := g.s.InnN
	g.s.Phase = phThreat
	log := &engine.Log{}
	g.advance(log)
	if g.s.RowN != 0 || g.s.InnN != inns-1 || g.s.InnGraveN != 1 || !hasEvent(log, "donjon.inn") {
		t.Fatalf("inn not triggered: row %d inn %d", g.s.RowN, g.s.InnN)
	}
}

// L691–700: Adam takes 2 spiders from the forest; he has a spider in a
// room and one in a corridor, so both may go to that room, that corridor
// or the entrance — nowhere else.
func TestRecruitmentExample(t *testing.T) {
	g := blankGame(t, 2)
	g.s.Phase = phRecruit
	g.s.Areas[Forest] = [NumTypes]uint8{3, 0, 0, 0, 0, 0}
	adam := &g.s.P[0]
	adam.M[RoomLoc(2)][Spider] = 1
	adam.M[LocC1+2][Spider] = 1
	adam.M[LocE][Dragon] = 2
	var dests []uint8
	for _, a := range g.Legal(nil) {
		if a.Kind == KindRecruit && a.A == Forest && a.B == Spider && a.C == 2 {
			dests = append(dests, a.D)
		}
	}
	want := []uint8{LocE, LocC1 + 2, RoomLoc(2)}
	if len(dests) != len(want) {
		t.Fatalf("destinations %v, want %v", dests, want)
	}
	for i := range want {
		if dests[i] != want[i] {
			t.Fatalf("destinations %v, want %v", dests, want)
		}
	}
	mustApply(t, g, engine.Action{Kind: KindRecruit, A: Forest, B: Spider, C: 2, D: RoomLoc(2)}, nil)
	if adam.M[RoomLoc(2)][Spider] != 3 || g.s.Areas[Forest][Spider] != 1 {
		t.Fatalf("recruit not applied")
	}
	// 4 spiders in the dungeon: 4 steps.
	if g.s.QN != 1 || g.s.Q[0].Op != opSteps || g.s.Q[0].N != 4 {
		t.Fatalf("steps = %+v, want 4", g.s.Q[0])
	}
}

// L855–866: Anna has 5 monsters of the recruited type, so 5 steps: two
// monsters Entrance → first corridor (2), one of them on to room 1 (1),
// and another from room 1 to room 2 through the corridor between (2).
func TestMovementExampleFiveSteps(t *testing.T) {
	g := blankGame(t, 2)
	g.s.Phase = phRecruit
	g.s.Areas[Swamp] = [NumTypes]uint8{0, 0, 0, 2, 0, 0}
	anna := &g.s.P[0]
	anna.M[LocE][Spider] = 1
	anna.M[LocE][Dragon] = 1
	anna.M[LocR1][Capcarap] = 1
	anna.M[LocC1+2][Vampire] = 3
	mustApply(t, g, engine.Action{Kind: KindRecruit, A: Swamp, B: Vampire, C: 2, D: LocE}, nil)
	if g.s.Q[0].N != 5 {
		t.Fatalf("steps %d, want 5", g.s.Q[0].N)
	}
	c1, c2 := LocC1, LocC1+1
	steps := []engine.Action{
		{Kind: KindStep, A: LocE, B: c1, C: Spider},
		{Kind: KindStep, A: LocE, B: c1, C: Dragon},
		{Kind: KindStep, A: c1, B: LocR1, C: Spider},
		{Kind: KindStep, A: LocR1, B: c2, C: Capcarap},
		{Kind: KindStep, A: c2, B: RoomLoc(2), C: Capcarap},
	}
	for i, a := range steps {
		if g.Phase() != 4 {
			t.Fatalf("step %d: phase %d, want 4", i, g.Phase())
		}
		mustApply(t, g, a, nil)
	}
	if anna.M[LocR1][Spider] != 1 || anna.M[c1][Dragon] != 1 || anna.M[RoomLoc(2)][Capcarap] != 1 || anna.M[LocR1][Capcarap] != 0 {
		t.Fatalf("positions wrong: %v", anna.M)
	}
	if g.s.QN != 0 || g.Phase() != 5 {
		t.Fatalf("after 5 steps: queue %d phase %d, want the Power phase", g.s.QN, g.Phase())
	}
}

// L866–878: Anna sacrifices a monster from room 2, takes the VIP card
// Kadmion, and places a VIP and a monster of her choice from the Pit in
// the same room.
func TestKadmionVIPExample(t *testing.T) {
	g := blankGame(t, 2)
	kad := -1
	for i, v := range g.d.VIPs {
		if v.Name == "Kadmion" {
			kad = i
		}
	}
	if kad < 0 {
		t.Fatal("no Kadmion in vips.toml")
	}
	g.s.VIPMarket[1] = uint8(kad)
	g.s.Phase = phPower
	g.s.Areas[Pit] = [NumTypes]uint8{0, 0, 1, 0, 1, 0}
	anna := &g.s.P[0]
	anna.M[RoomLoc(2)][Spider] = 1
	reserve := g.s.Supply[VIP]
	mustApply(t, g, engine.Action{Kind: KindPower, A: 2, B: Spider, C: 1, D: 3}, nil)
	if anna.M[RoomLoc(3)][VIP] != 1 || g.s.Supply[VIP] != reserve-1 || anna.M[RoomLoc(2)][Spider] != 0 {
		t.Fatalf("VIP not placed in room 3")
	}
	// Now choose from the Pit (dragon, skeleton, and the sacrificed spider), into room 3 only.
	legal := g.Legal(nil)
	if len(legal) != 3 {
		t.Fatalf("pit choices %v, want 3 types into room 3", legal)
	}
	for _, a := range legal {
		if a.Kind != KindPlace || a.A != RoomLoc(3) {
			t.Fatalf("unexpected choice %v", a.Format(kindNames))
		}
	}
	mustApply(t, g, engine.Action{Kind: KindPlace, A: RoomLoc(3), B: Dragon}, nil)
	if anna.M[RoomLoc(3)][Dragon] != 1 || g.s.Areas[Pit][Dragon] != 0 || g.s.Areas[Pit][Spider] != 1 {
		t.Fatalf("Kadmion's monster not placed")
	}
	if g.s.VIPDisc[0] != uint8(kad) || g.s.VIPMarket[1] == uint8(kad) {
		t.Fatalf("Kadmion not discarded / market not refilled")
	}
}

// L1326–1340: Adam covered one power with his −1 token last turn; now he
// uses the right-hand power and puts his −2 token on it.
func TestKeeperTileExample(t *testing.T) {
	g := blankGame(t, 2)
	adam := &g.s.P[0]
	adam.KeeperUp = true
	adam.Tokens = 1
	adam.Covered[0] = 1
	g.s.Phase = phKeeper
	legal := g.Legal(nil)
	want := []engine.Action{{Kind: KindKeeper, A: 1}, {Kind: KindKeeper, A: 2}, {}}
	if len(legal) != len(want) {
		t.Fatalf("keeper choices %v", legal)
	}
	for i := range want {
		if legal[i] != want[i] {
			t.Fatalf("keeper choices %v, want %v", legal, want)
		}
	}
	if err := g.Apply(engine.Action{Kind: KindKeeper, A: 0}, nil); engine.CodeOf(err) != codeKeeper {
		t.Fatalf("covered power accepted: %v", err)
	}
	pass := g.Clone().(*Game)
	log := &engine.Log{}
	mustApply(t, g, engine.Action{Kind: KindKeeper, A: 2}, log)
	if adam.Covered[2] != 2 || adam.Tokens != 2 {
		t.Fatalf("covered %v tokens %d, want −2 on the right power", adam.Covered, adam.Tokens)
	}
	if g.score(0).Penalties != -3 {
		t.Fatalf("penalties %d, want −3", g.score(0).Penalties)
	}
	if len(log.Events) == 0 || log.Events[0].Key != "donjon.keeper_used" || log.Events[0].Args["value"] != 2 {
		t.Errorf("the log does not say the power was used with the −2 token: %+v", log.Events)
	}
	// Passing instead leaves the tile as it was and says so.
	log = &engine.Log{}
	mustApply(t, pass, engine.Action{}, log)
	if pass.s.P[0].Tokens != 1 || len(log.Events) == 0 || log.Events[0].Key != "donjon.pass_keeper" {
		t.Errorf("pass in the Keeper phase: tokens %d, log %+v", pass.s.P[0].Tokens, log.Events)
	}
}

// "Gdy tylko": the fifth monster entering room 5 turns the tile face up.
func TestKeeperRevealAtFive(t *testing.T) {
	g := blankGame(t, 2)
	p := &g.s.P[0]
	p.M[LocR5][Spider] = 4
	p.M[LocC1+4][Dragon] = 1
	g.pushRaw(pending{Op: opSteps, Seat: 0, N: 2})
	log := &engine.Log{}
	mustApply(t, g, engine.Action{Kind: KindStep, A: LocC1 + 4, B: LocR5, C: Dragon}, log)
	if !p.KeeperUp || !hasEvent(log, "donjon.keeper_revealed") {
		t.Fatal("keeper tile not revealed at 5 monsters")
	}
	mustApply(t, g, engine.Action{Kind: KindStep, A: LocR5, B: LocC1 + 4, C: Dragon}, nil)
	if !p.KeeperUp {
		t.Fatal("tile turned back down")
	}
}

// A group arriving in room 5 costs the lowest penalty token at once.
func TestGroupArrivalPenalty(t *testing.T) {
	g := blankGame(t, 2)
	p := &g.s.P[1]
	p.Groups[2] = 1 // room 3
	g.advanceGroup(1, 3, nil)
	if p.Groups[4] != 1 || p.Tokens != 1 || p.OfficeTokens != 1 {
		t.Fatalf("groups %v tokens %d", p.Groups, p.Tokens)
	}
	g.advanceGroup(1, 1, nil) // already in room 5: nothing (G20)
	if p.Tokens != 1 {
		t.Fatal("a group in room 5 advanced again")
	}
}

// L1409–1418: Anna draws the last Threat card; the graveyard's Threat
// cards are reshuffled for the final round, which ends with Adam, seated
// to the right of Joanna who started.
func TestEndOfGameExample(t *testing.T) {
	g := blankGame(t, 3) // 0 Joanna (first), 1 Anna, 2 Adam
	for i := range g.s.P {
		g.s.P[i].M[LocE] = [NumTypes]uint8{1, 1, 1, 1, 0, 0}
	}
	g.s.Active = 1
	g.s.Areas[Forest] = [NumTypes]uint8{}
	g.s.Areas[Swamp] = [NumTypes]uint8{}
	// One card left in the deck, the rest in the graveyard.
	g.s.GraveN = 0
	for i := uint8(0); i+1 < g.s.ThreatN; i++ {
		g.s.ThreatGrave[g.s.GraveN] = g.s.ThreatDeck[i]
		g.s.GraveN++
	}
	g.s.ThreatDeck[0] = g.s.ThreatDeck[g.s.ThreatN-1]
	g.s.ThreatN = 1
	g.s.Phase = phThreat
	log := &engine.Log{}
	g.advance(log)
	if !g.s.EndTriggered || g.s.ThreatN != 0 {
		t.Fatalf("the last card did not trigger the end")
	}
	playTurn := func(seat uint8) {
		for n := 0; g.s.Active == seat && !g.s.Over; n++ {
			legal := g.Legal(nil)
			a := legal[0]
			if engine.Contains(legal, engine.Action{}) {
				a = engine.Action{}
			}
			mustApply(t, g, a, log)
			if n > 500 {
				t.Fatal("turn does not end")
			}
		}
	}
	playTurn(1)
	if g.s.Over || g.s.Active != 2 {
		t.Fatalf("after Anna: over=%v active=%d", g.s.Over, g.s.Active)
	}
	if !hasEvent(log, "donjon.threat_reshuffle") {
		t.Fatalf("Adam's phase 1 did not reshuffle the graveyard")
	}
	playTurn(2)
	if !g.s.Over || g.Current() != engine.GameOver {
		t.Fatalf("the game did not end after Adam's turn")
	}
	if len(g.Legal(nil)) != 0 {
		t.Fatal("legal actions after the end")
	}
}

// L1476–1530: Anna's final score of 39.
func TestScoringExample39(t *testing.T) {
	g := blankGame(t, 2)
	ids := [4]string{"O-SP1", "O-CA1", "O-DR3", "O-VA1"}
	for col, id := range ids {
		for i, o := range g.d.Objectives {
			if o.ID == id {
				g.s.Objectives[col] = uint8(i)
			}
		}
	}
	anna := &g.s.P[0]
	set := func(r int, counts [NumTypes]uint8) { anna.M[RoomLoc(r)] = counts }
	//          spider cap dragon vamp skel vip
	set(1, [NumTypes]uint8{1, 1, 2, 1, 0, 0})
	set(2, [NumTypes]uint8{1, 2, 2, 1, 0, 0})
	set(3, [NumTypes]uint8{1, 1, 0, 1, 1, 0})
	set(4, [NumTypes]uint8{0, 3, 0, 1, 0, 0})
	anna.M[LocC1+1][Vampire] = 2 // 6 vampires in the dungeon, 4 in rooms
	anna.Tokens = 3
	anna.Groups = [5]uint8{1, 0, 1, 1, 0} // rooms 1+3+4 = 8
	r := g.Result()
	want := []int{12, 14, 6, 0, 21, -6, -8}
	got := r.Scores[0]
	if got.Total != 39 {
		t.Errorf("total %d, want 39", got.Total)
	}
	for i, w := range want {
		if got.Parts[i].Points != w {
			t.Errorf("part %d (%s) = %d, want %d", i, got.Parts[i].Label, got.Parts[i].Points, w)
		}
	}
	if r.NoWinner || r.Place[0] != 1 || r.Place[1] != 2 {
		t.Errorf("places %v nowinner %v", r.Place, r.NoWinner)
	}
	// The same position for the other seat is a tie for first: no winner.
	g.s.P[1] = *anna
	if r := g.Result(); !r.NoWinner || len(r.Winners()) != 0 {
		t.Errorf("tie for first must have no winner: %+v", r)
	}
}
