package donjon

import (
	"math"
	"testing"

	"stolik/rules/engine"
)

// G23: with all three recruitment areas empty, phase 3 is skipped (the log
// says so) and movement gives no steps: the turn goes on to the Power
// phase. One monster left anywhere, even in the Pit, and recruiting is
// compulsory.
func TestRecruitSkippedOnlyWhenEveryAreaIsEmpty(t *testing.T) {
	for _, tc := range []struct {
		name  string
		pit   uint8
		phase int
	}{
		{"all areas empty", 0, 5},
		{"one monster in the Pit", 1, 3},
	} {
		g := blankGame(t, 2)
		g.s.Areas = [NumAreas][NumTypes]uint8{}
		g.s.Areas[Pit][Skeleton] = tc.pit
		g.s.P[0].M[RoomLoc(1)][Dragon] = 1 // a power to offer
		g.s.Phase = phRecruit
		log := &engine.Log{}
		g.advance(log)
		if got := g.Phase(); got != tc.phase {
			t.Errorf("%s: phase %d, want %d", tc.name, got, tc.phase)
		}
		if skipped := hasEvent(log, "donjon.no_recruit"); skipped != (tc.pit == 0) {
			t.Errorf("%s: the log says the recruitment was skipped: %v", tc.name, skipped)
		}
	}
}

// The board's accessors answer out-of-range questions with nothing, not
// a panic, and in-range ones with the state's numbers.
func TestAccessorsAtTheirEdges(t *testing.T) {
	g := blankGame(t, 3)
	g.s.Supply[VIP] = 4
	g.s.Areas[Pit] = [NumTypes]uint8{1, 2, 0, 0, 0, 3}
	g.s.P[2].Tokens = 2
	g.s.P[2].OfficeTokens = 0b11
	g.s.P[2].M[RoomLoc(1)][Vampire] = 1
	g.s.Objectives[3] = uint8(objectiveIndex(t, g, "O-SP4"))
	g.s.P[2].M[RoomLoc(1)][Spider] = 1
	g.s.P[0].Tokens = 1
	g.s.P[0].OfficeTokens = 0b100
	// Seat 0: a spider and a vampire in room 2 (O-SP4: 4 PZ), its Keeper
	// face up, so every accessor has something to say about the first seat.
	g.s.P[0].M[RoomLoc(2)][Spider] = 1
	g.s.P[0].M[RoomLoc(2)][Vampire] = 1
	g.s.P[0].KeeperUp, g.s.P[0].Keeper = true, 2
	// Stale numbers in the unused fourth slot must not leak out as a seat.
	g.s.P[3].KeeperUp, g.s.P[3].Keeper, g.s.P[3].Tokens = true, 5, 1
	g.s.P[3].M[RoomLoc(1)][Spider], g.s.P[3].M[RoomLoc(1)][Vampire] = 1, 1
	// O-SP4 in the first slot too, so slot 0 has points to give.
	g.s.Objectives[0] = g.s.Objectives[3]
	// A slot naming no objective (one past the data) answers 0.
	bad := *g
	bad.s.Objectives[1] = uint8(len(g.d.Objectives))
	checks := []struct {
		name      string
		got, want int
	}{
		{"supply of the last type", g.UISupply(VIP), 4},
		{"supply past the last type", g.UISupply(NumTypes), 0},
		{"the Pit's total", g.UIAreaTotal(Pit), 6},
		{"an area past the Pit", g.UIAreaTotal(NumAreas), 0},
		{"the last seat's tokens in reserve", func() int { r, _ := g.UIPenalties(2); return r }(), numTokens - 2},
		{"the last seat's office tokens", func() int { _, o := g.UIPenalties(2); return int(o) }(), 3},
		{"the first seat's tokens in reserve", func() int { r, _ := g.UIPenalties(0); return r }(), numTokens - 1},
		{"the first seat's office tokens", func() int { _, o := g.UIPenalties(0); return int(o) }(), 4},
		{"a seat past the last, penalties", func() int { r, o := g.UIPenalties(3); return r + int(o) }(), 0},
		{"seat -1, penalties", func() int { r, o := g.UIPenalties(-1); return r + int(o) }(), 0},
		{"objective 4 for the last seat", g.UIObjectivePoints(2, 3), 4},
		{"objective 4 for the first seat", g.UIObjectivePoints(0, 3), 4},
		{"keeper of the first seat, face up", g.UIKeeper(0).Tile, 2},
		{"objective 1 for the last seat", g.UIObjectivePoints(2, 0), 4},
		{"a slot naming no objective", bad.UIObjectivePoints(2, 1), 0},
		{"objective 5", g.UIObjectivePoints(2, 4), 0},
		{"objective -1", g.UIObjectivePoints(2, -1), 0},
		{"objective for seat 3 of 3", g.UIObjectivePoints(3, 0), 0},
		{"objective for seat -1", g.UIObjectivePoints(-1, 0), 0},
		{"projected score of seat 3 of 3", g.UIProjectedScore(3), 0},
		{"projected score of seat -1", g.UIProjectedScore(-1), 0},
		{"keeper of seat 3 of 3", g.UIKeeper(3).Tile, -1},
		{"keeper of seat 3 of 3 face up", func() int {
			if g.UIKeeper(3).Up {
				return 1
			}
			return 0
		}(), 0},
		{"keeper of seat -1", g.UIKeeper(-1).Tile, -1},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s: %d, want %d", c.name, c.got, c.want)
		}
	}
	for _, seat := range []int{0, 2} {
		if got := g.UIProjectedScore(seat); got != g.score(uint8(seat)).total() || got == 0 {
			t.Errorf("projected score of seat %d: %d, want %d", seat, got, g.score(uint8(seat)).total())
		}
	}
	for r, want := range map[int]string{0: "", 1: "potion", 2: "vip", 3: "steps", 4: "sword", 5: "", 6: ""} {
		if got := g.UIRoomPower(r); got != want {
			t.Errorf("room %d's power %q, want %q", r, got, want)
		}
	}
}

// The greedy bot's evaluation, counted by hand on one position: seat 0
// scores 8 (a spider and a vampire in each of rooms 1 and 2 for O-SP4,
// nothing else), seat 1 scores −7 (groups in rooms 3 and 4). Heuristic of
// seat 0: 6 monsters in rooms (room 5 included) × 0.4 = 2.4, 3 pending
// steps × 0.3 = 0.9, 2 monsters in room 5 towards the Keeper reveal × 0.3
// = 0.6: 3.9. Seat 1: its groups threaten a token with weight (row 1 + 1)
// / 2 players = 1, times 1 for room 3 and 2 for room 4: −3. So x = (8 +
// 3.9) − (−7 − 3) = 21.9 and the evaluation is 1 / (1 + e^(−21.9/12)).
func TestEvaluateByHand(t *testing.T) {
	g := blankGame(t, 2)
	for col, id := range [4]string{"O-SP4", "O-CA2", "O-DR4", "O-VA2"} {
		g.s.Objectives[col] = uint8(objectiveIndex(t, g, id))
	}
	p := &g.s.P[0]
	p.M[RoomLoc(1)] = mon(1, 0, 0, 1, 0, 0)
	p.M[RoomLoc(2)] = mon(1, 0, 0, 1, 0, 0)
	p.M[LocR5] = mon(0, 0, 0, 0, 2, 0)
	g.s.P[1].Groups[2], g.s.P[1].Groups[3] = 1, 1
	g.s.RowN = 1
	g.pushRaw(pending{Op: opSteps, Seat: 0, N: 3})
	// A step decision already taken lies in the queue's array past its
	// length; it is not movement to come.
	g.s.Q[g.s.QN] = pending{Op: opSteps, Seat: 0, N: 5}
	if s0, s1 := g.score(0).total(), g.score(1).total(); s0 != 8 || s1 != -7 {
		t.Fatalf("scores %d, %d; want 8, -7", s0, s1)
	}
	for seat, want := range []float64{3.9, -3} {
		if h := g.heuristic(uint8(seat)); math.Abs(h-want) > 1e-9 {
			t.Errorf("heuristic of seat %d = %v, want %v", seat, h, want)
		}
	}
	want := 1 / (1 + math.Exp(-21.9/12))
	if got := evaluate(g, 0); math.Abs(got-want) > 1e-9 {
		t.Errorf("evaluate(seat 0) = %v, want %v", got, want)
	}
	if got := evaluate(g, 1); math.Abs(got-(1-want)) > 1e-9 {
		t.Errorf("evaluate(seat 1) = %v, want %v (two seats: the mirror)", got, 1-want)
	}
	// A revealed Keeper tile is worth 1.5 per free power instead.
	p.KeeperUp = true
	p.Covered = [3]uint8{0, 2, 0}
	if h := g.heuristic(0); math.Abs(h-(2.4+0.9+3)) > 1e-9 {
		t.Errorf("heuristic with a revealed tile, 2 powers free = %v, want 6.3", h)
	}
	// At the end the score alone counts, three times as sharply.
	g.s.Over = true
	if h := g.heuristic(0); h != 0 {
		t.Errorf("heuristic after the end = %v", h)
	}
	if got, want := evaluate(g, 0), 1/(1+math.Exp(-3*15.0/12)); math.Abs(got-want) > 1e-9 {
		t.Errorf("evaluate at the end = %v, want %v", got, want)
	}
	for _, seat := range []engine.Seat{-1, 2, engine.Observer} {
		if v := evaluate(g, seat); v != 0.5 {
			t.Errorf("evaluate(%v) = %v, want 0.5", seat, v)
		}
	}
}

// G37: the round cap ends the game like the last Threat card, when the
// number of finished rounds reaches it, not a round later.
func TestRoundCapEndsTheGame(t *testing.T) {
	g := blankGame(t, 2)
	limit := g.d.Rules.RoundCap
	g.s.Round = uint16(limit - 2)
	g.s.Active = 1 // the last seat: its end of turn finishes a round
	log := &engine.Log{}
	g.endTurn(log)
	if g.s.EndTriggered || int(g.s.Round) != limit-1 {
		t.Fatalf("after %d rounds: end triggered %v", g.s.Round, g.s.EndTriggered)
	}
	g.s.Active = 1
	g.endTurn(log)
	if !g.s.EndTriggered || int(g.s.Round) != limit || !hasEvent(log, "donjon.round_cap") {
		t.Fatalf("after %d rounds (cap %d): end triggered %v", g.s.Round, limit, g.s.EndTriggered)
	}
}

// Room 2's power with the VIP reserve empty still takes the VIP card but
// places no VIP meeple (none is left): the reserve stays at 0.
func TestVIPPowerWithAnEmptyReserve(t *testing.T) {
	g := blankGame(t, 2)
	g.s.Phase = phPower
	g.s.Supply[VIP] = 0
	g.s.P[0].M[RoomLoc(2)][Spider] = 1
	mustApply(t, g, engine.Action{Kind: KindPower, A: 2, B: Spider, C: 0, D: 3}, nil)
	if g.s.Supply[VIP] != 0 || g.s.P[0].M[RoomLoc(3)][VIP] != 0 {
		t.Fatalf("reserve %d, VIPs in room 3: %d; want 0 and 0", g.s.Supply[VIP], g.s.P[0].M[RoomLoc(3)][VIP])
	}
	if g.typeName(NumTypes) != "?" || g.typeName(VIP) != g.d.MonsterNames[VIP] {
		t.Error("typeName past the last type")
	}
}

// The queue of pending steps (effects.go), one automatic step at a time.
func TestQueueSteps(t *testing.T) {
	t.Run("a full queue takes no more", func(t *testing.T) {
		g := blankGame(t, 2)
		for i := 0; i < queueCap+1; i++ {
			g.pushRaw(pending{Op: opAdvanceGroup, Seat: 0, N: 1})
		}
		if g.s.QN != queueCap {
			t.Fatalf("queue holds %d, cap %d", g.s.QN, queueCap)
		}
	})
	t.Run("new groups, as many as the op says", func(t *testing.T) {
		g := blankGame(t, 2)
		g.pushRaw(pending{Op: opNewGroup, Seat: 1, N: 2, Room: 2})
		g.advance(nil)
		if g.s.P[1].Groups[1] != 2 {
			t.Fatalf("groups in room 2: %d, want 2", g.s.P[1].Groups[1])
		}
	})
	t.Run("the extra VIP from the reserve", func(t *testing.T) {
		for _, reserve := range []uint8{1, 0} {
			g := blankGame(t, 2)
			d := *g.d // G12 as vip_reserve, whatever board.toml says
			d.Rules.ExtraVIPFromReserve = true
			g.d = &d
			g.s.Supply[VIP] = reserve
			g.s.VIPRoom = 3
			g.pushRaw(pending{Op: opGainVIPExtra, Seat: 0})
			log := &engine.Log{}
			g.advance(log)
			placed := g.s.P[0].M[RoomLoc(3)][VIP]
			if reserve == 1 && (placed != 1 || g.s.Supply[VIP] != 0 || !hasEvent(log, "donjon.placed")) {
				t.Errorf("reserve 1: VIPs in room 3 %d, reserve %d, log %v", placed, g.s.Supply[VIP], log.Events)
			}
			if reserve == 0 && (placed != 0 || g.s.Supply[VIP] != 0 || hasEvent(log, "donjon.placed")) {
				t.Errorf("reserve 0: VIPs in room 3 %d, reserve %d", placed, g.s.Supply[VIP])
			}
		}
	})
	t.Run("a teleport waits for a monster anywhere, even the last place", func(t *testing.T) {
		for _, tc := range []struct {
			name   string
			at     uint8
			decide bool
		}{{"a monster in room 5", LocR5, true}, {"a monster at the entrance", LocE, true}, {"no monster", 0, false}} {
			g := blankGame(t, 2)
			if tc.decide {
				g.s.P[0].M[tc.at][Dragon] = 1
			}
			g.s.Phase = phMove
			g.pushRaw(pending{Op: opTeleport, Seat: 0, N: 2, From: selAnywhere, To: selAnywhere})
			g.advance(nil)
			if waiting := g.s.QN > 0 && g.s.Q[0].Op == opTeleport; waiting != tc.decide {
				t.Errorf("%s: the teleport waits for a decision: %v", tc.name, waiting)
			}
		}
	})
}

func (g *Game) innIndex(t *testing.T, name string) uint8 {
	t.Helper()
	for i, inn := range g.d.Inns {
		if inn.Name == name {
			return uint8(i)
		}
	}
	t.Fatalf("no inn %q", name)
	return 0
}

// §4.3 E: the row full (one card per player) fires the top Inn card at the
// players it names; G21: an empty Inn deck is reshuffled from its
// graveyard first, and with none anywhere nothing fires.
func TestInnFiresAtTheNamedPlayers(t *testing.T) {
	symbol := func(g *Game) uint8 {
		return g.threatIndex(t, func(th *Threat) bool { return th.Symbol && len(th.All) == 0 })
	}
	setup := func(t *testing.T) *Game {
		g := blankGame(t, 3)
		for i := range g.s.P[:3] {
			g.s.P[i].Groups[0] = 1 // a group in room 1 each
		}
		g.s.RowN = 2 // one card short of the 3 players
		return g
	}
	t.Run("fewest spiders: the only seat without one", func(t *testing.T) {
		g := setup(t)
		g.s.P[1].M[LocE][Spider] = 3
		g.s.P[2].M[RoomLoc(2)][Spider] = 1
		g.s.InnDeck[g.s.InnN-1] = g.innIndex(t, "Bez pajęczyn") // fewest spiders: a new group in room 2
		log := &engine.Log{}
		g.threatEnd(symbol(g), log)
		g.advance(log)
		for seat, want := range [3][5]uint8{{1, 1}, {1}, {1}} {
			if g.s.P[seat].Groups != want {
				t.Errorf("seat %d groups %v, want %v", seat, g.s.P[seat].Groups, want)
			}
		}
		if g.s.RowN != 0 || !hasEvent(log, "donjon.inn") || !hasEvent(log, "donjon.inn_target") {
			t.Errorf("row %d, log %v", g.s.RowN, log.Events)
		}
	})
	t.Run("empty deck reshuffled from the graveyard", func(t *testing.T) {
		g := setup(t)
		g.s.InnGraveN = 0
		for g.s.InnN > 0 { // the whole deck to the graveyard
			g.s.InnN--
			g.s.InnGrave[g.s.InnGraveN] = g.s.InnDeck[g.s.InnN]
			g.s.InnGraveN++
		}
		n := g.s.InnGraveN
		log := &engine.Log{}
		g.threatEnd(symbol(g), log)
		if !hasEvent(log, "donjon.inn_reshuffle") || !hasEvent(log, "donjon.inn") || g.s.InnN != n-1 || g.s.InnGraveN != 1 {
			t.Errorf("deck %d grave %d, log %v", g.s.InnN, g.s.InnGraveN, log.Events)
		}
	})
	t.Run("no Inn card anywhere", func(t *testing.T) {
		g := setup(t)
		g.s.InnN, g.s.InnGraveN = 0, 0
		log := &engine.Log{}
		g.threatEnd(symbol(g), log)
		if hasEvent(log, "donjon.inn_reshuffle") || hasEvent(log, "donjon.inn") || g.s.InnN != 0 || g.s.InnGraveN != 0 || g.s.RowN != 0 {
			t.Errorf("deck %d grave %d row %d, log %v", g.s.InnN, g.s.InnGraveN, g.s.RowN, log.Events)
		}
	})
}

// Placing and arriving: an "anywhere" placement of several monsters puts
// them all where the first went; the fifth monster placed into room 5
// turns the Keeper tile; a group placed or arriving in room 5 takes the
// lowest penalty token, and none once all five are taken (G19).
func TestPlacementsAndArrivals(t *testing.T) {
	t.Run("anywhere locks to the first place", func(t *testing.T) {
		g := blankGame(t, 2)
		g.s.Phase = phPower
		g.pushRaw(pending{Op: opGainSupply, Seat: 0, N: 2, Type: Dragon, To: selAnywhere})
		mustApply(t, g, engine.Action{Kind: KindPlace, A: RoomLoc(2), B: Dragon}, nil)
		for _, a := range g.Legal(nil) {
			if a.Kind == KindPlace && a.A != RoomLoc(2) {
				t.Fatalf("after placing into room 2, %v is offered", a.Format(kindNames))
			}
		}
		// The second dragon has one place left and goes there at once.
		if g.s.P[0].M[RoomLoc(2)][Dragon] != 2 || g.s.QN != 0 {
			t.Errorf("dragons in room 2: %d, queue %d; want both there", g.s.P[0].M[RoomLoc(2)][Dragon], g.s.QN)
		}
	})
	t.Run("the fifth monster placed into room 5", func(t *testing.T) {
		g := blankGame(t, 2)
		g.s.P[0].M[LocR5][Spider] = 4
		log := &engine.Log{}
		g.addTo(0, LocR5, Dragon, log)
		if !g.s.P[0].KeeperUp || !hasEvent(log, "donjon.keeper_revealed") {
			t.Error("the Keeper tile stays face down with 5 monsters in room 5")
		}
		g.s.P[1].M[LocR5-1][Spider] = 4
		g.addTo(1, LocR5-1, Dragon, nil)
		if g.s.P[1].KeeperUp {
			t.Error("5 monsters in room 4 turned the Keeper tile")
		}
	})
	t.Run("a new group in room 5", func(t *testing.T) {
		g := blankGame(t, 2)
		g.newGroup(0, 5, nil)
		if g.s.P[0].Groups[4] != 1 || g.s.P[0].Tokens != 1 {
			t.Errorf("groups %v tokens %d", g.s.P[0].Groups, g.s.P[0].Tokens)
		}
		g.newGroup(0, 6, nil)
		if g.s.P[0].groups() != 1 {
			t.Error("a group was placed in room 6")
		}
	})
	t.Run("no sixth penalty token", func(t *testing.T) {
		g := blankGame(t, 2)
		p := &g.s.P[0]
		p.Tokens, p.OfficeTokens = numTokens, 0b11111
		p.Groups[3] = 1
		g.advanceGroup(0, 1, nil)
		if p.Groups[4] != 1 || p.Tokens != numTokens || p.OfficeTokens != 0b11111 {
			t.Errorf("groups %v tokens %d office %05b", p.Groups, p.Tokens, p.OfficeTokens)
		}
	})
}

// Removing groups needs a decision only when there is a choice: groups in
// several rooms and more of them than may be removed.
func TestRemoveGroupsChoosesOnlyWhenItMust(t *testing.T) {
	for _, tc := range []struct {
		name   string
		groups [5]uint8
		n      uint8
		decide bool
		left   [5]uint8
	}{
		{"two groups in one room, remove one", [5]uint8{0, 2}, 1, false, [5]uint8{0, 1}},
		{"one group in each of two rooms, remove two", [5]uint8{1, 0, 1}, 2, false, [5]uint8{}},
		{"one group in each of two rooms, remove one", [5]uint8{1, 0, 1}, 1, true, [5]uint8{1, 0, 1}},
	} {
		g := blankGame(t, 2)
		g.s.P[0].Groups = tc.groups
		g.s.Phase = phPower
		g.pushRaw(pending{Op: opRemoveGroups, Seat: 0, N: tc.n, From: selAnyRooms})
		g.advance(nil)
		waiting := g.s.QN > 0 && g.s.Q[0].Op == opRemoveGroups
		if waiting != tc.decide || g.s.P[0].Groups != tc.left {
			t.Errorf("%s: decision %v (want %v), groups %v (want %v)", tc.name, waiting, tc.decide, g.s.P[0].Groups, tc.left)
		}
	}
}

// A Keeper power costs the next penalty token: with all five taken none
// is offered and the Keeper phase passes by itself.
func TestNoKeeperPowerWithoutATokenLeft(t *testing.T) {
	g := blankGame(t, 2)
	p := &g.s.P[0]
	p.KeeperUp = true
	p.Tokens = numTokens - 1
	g.s.Phase = phKeeper
	if len(g.Legal(nil)) != 4 { // three powers and the pass
		t.Fatalf("with one token left: %v", g.Legal(nil))
	}
	p.Tokens = numTokens
	g.advance(nil)
	if g.Phase() == 2 {
		t.Errorf("with no token left the Keeper phase waits for a decision: %v", g.Legal(nil))
	}
}
