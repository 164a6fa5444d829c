package donjon

import (
	"testing"

	"stolik/rules/engine"
)

func TestIllegalActionsRefused(t *testing.T) {
	recruitPos := func(g *Game) {
		g.s.Phase = phRecruit
		g.s.Areas[Forest] = [NumTypes]uint8{1, 0, 2, 0, 0, 0}
		g.s.Areas[Swamp] = [NumTypes]uint8{}
		g.s.Areas[Pit] = [NumTypes]uint8{}
		g.s.P[0].M[LocR1][Dragon] = 1
	}
	stepPos := func(g *Game) {
		g.s.Phase = phMove
		g.s.P[0].M[LocE][Spider] = 1
		g.s.P[0].M[LocR1][Dragon] = 1
		g.s.P[0].M[LocC1+4][Vampire] = 1
		g.pushRaw(pending{Op: opSteps, Seat: 0, N: 3})
	}
	keeperPos := func(g *Game) {
		g.s.Phase = phKeeper
		g.s.P[0].KeeperUp = true
	}
	powerPos := func(g *Game) {
		g.s.Phase = phPower
		g.s.P[0].M[LocR5][Spider] = 1
		g.s.P[0].M[LocR1][Dragon] = 1
		g.s.VIPMarket = [2]uint8{none, none}
	}
	cases := []struct {
		name string
		pos  func(*Game)
		a    engine.Action
		code engine.Code
	}{
		{"recruit three", recruitPos, engine.Action{Kind: KindRecruit, A: Forest, B: Dragon, C: 3, D: LocE}, codeRecruit},
		{"recruit two of one", recruitPos, engine.Action{Kind: KindRecruit, A: Forest, B: Spider, C: 2, D: LocE}, codeRecruit},
		{"recruit zero", recruitPos, engine.Action{Kind: KindRecruit, A: Forest, B: Dragon, C: 0, D: LocE}, codeRecruit},
		{"recruit absent type", recruitPos, engine.Action{Kind: KindRecruit, A: Forest, B: Vampire, C: 1, D: LocE}, codeRecruit},
		{"recruit from empty swamp", recruitPos, engine.Action{Kind: KindRecruit, A: Swamp, B: Dragon, C: 1, D: LocE}, codeRecruit},
		{"recruit to place without type", recruitPos, engine.Action{Kind: KindRecruit, A: Forest, B: Spider, C: 1, D: LocR1}, codeRecruit},
		{"recruit bad area", recruitPos, engine.Action{Kind: KindRecruit, A: 7, B: Dragon, C: 1, D: LocE}, codeRecruit},
		{"recruit bad location", recruitPos, engine.Action{Kind: KindRecruit, A: Forest, B: Dragon, C: 1, D: 11}, codeRecruit},
		{"recruit stray arg", recruitPos, engine.Action{Kind: KindRecruit, A: Forest, B: Dragon, C: 1, D: LocE, X: 1}, codeRecruit},
		{"pass in recruit", recruitPos, engine.Action{}, codeCannotPass},
		{"step in recruit", recruitPos, engine.Action{Kind: KindStep, A: LocE, B: LocC1, C: Spider}, codeWrongDecision},
		{"step entrance to room", stepPos, engine.Action{Kind: KindStep, A: LocE, B: LocR1, C: Spider}, codeStep},
		{"step into entrance", stepPos, engine.Action{Kind: KindStep, A: LocC1, B: LocE, C: Spider}, codeStep},
		{"step room to room", stepPos, engine.Action{Kind: KindStep, A: LocR1, B: RoomLoc(2), C: Dragon}, codeStep},
		{"step absent monster", stepPos, engine.Action{Kind: KindStep, A: LocE, B: LocC1, C: Dragon}, codeStep},
		{"step corridor 5 to room 3", stepPos, engine.Action{Kind: KindStep, A: LocC1 + 4, B: RoomLoc(3), C: Vampire}, codeStep},
		{"step off board", stepPos, engine.Action{Kind: KindStep, A: 12, B: LocC1, C: Spider}, codeStep},
		{"recruit while moving", stepPos, engine.Action{Kind: KindRecruit, A: Forest, B: Dragon, C: 1, D: LocE}, codeWrongDecision},
		{"power from room 5", powerPos, engine.Action{Kind: KindPower, A: 5, B: Spider}, codePower},
		{"power VIP with empty market", powerPos, engine.Action{Kind: KindPower, A: 2, B: Dragon, C: 0, D: 1}, codePower},
		{"power absent monster", powerPos, engine.Action{Kind: KindPower, A: 3, B: Dragon}, codePower},
		{"keeper slot 4 of 3", keeperPos, engine.Action{Kind: KindKeeper, A: 3}, codeKeeper},
		{"keeper with a stray argument", keeperPos, engine.Action{Kind: KindKeeper, A: 1, B: 1}, codeKeeper},
		{"unknown kind", powerPos, engine.Action{Kind: 99}, engine.CodeBadAction},
		{"first kind past the last", powerPos, engine.Action{Kind: numKinds}, engine.CodeBadAction},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := blankGame(t, 2)
			tc.pos(g)
			before := g.Checksum()
			snapshot := *g
			err := g.Apply(tc.a, nil)
			if err == nil {
				t.Fatalf("%v accepted", tc.a)
			}
			if engine.CodeOf(err) != tc.code {
				t.Fatalf("code %q, want %q (%v)", engine.CodeOf(err), tc.code, err)
			}
			if g.Checksum() != before || g.s != snapshot.s {
				t.Fatal("a refused action changed the state")
			}
			if engine.Contains(g.Legal(nil), tc.a) {
				t.Fatal("Legal lists the refused action")
			}
		})
	}
}

// Every listed action is accepted, from many positions of random games.
func TestLegalActionsAccepted(t *testing.T) {
	rng := engine.NewRNG(9)
	var g *Game
	for n := 0; n < 3000; n++ {
		if g == nil || g.Current() == engine.GameOver {
			g = newTestGame(t, 2+n%3, uint64(n), nil)
		}
		legal := g.Legal(nil)
		for _, a := range legal {
			c := g.Clone().(*Game)
			if err := c.Apply(a, nil); err != nil {
				t.Fatalf("decision %d: listed %v refused: %v", n, a.Format(kindNames), err)
			}
		}
		mustApply(t, g, legal[rng.IntN(len(legal))], nil)
	}
}

func TestLegalDoesNotAllocate(t *testing.T) {
	g := newTestGame(t, 4, 3, nil)
	buf := make([]engine.Action, 0, 1024)
	allocs := testing.AllocsPerRun(100, func() { buf = g.Legal(buf[:0]) })
	if allocs != 0 {
		t.Fatalf("Legal allocates %.1f times", allocs)
	}
}

func TestSetupPerPlayerCount(t *testing.T) {
	for _, tc := range []struct{ players, deck int }{{2, 12}, {3, 18}, {4, 24}} {
		g := newTestGame(t, tc.players, 11, nil)
		// The first Threat phase may already have drawn one card.
		drawn := int(g.s.GraveN + g.s.RowN)
		if got := int(g.s.ThreatN) + drawn; got != tc.deck {
			t.Errorf("%d players: threat cards %d, want %d", tc.players, got, tc.deck)
		}
		if got := areaTotal(&g.s.Areas[Forest]) + areaTotal(&g.s.Areas[Swamp]); got < 8 {
			t.Errorf("forest+swamp %d, want ≥ 8", got)
		}
		if g.s.PotionMarket[2] == none || g.s.VIPMarket[1] == none {
			t.Error("markets not filled")
		}
		seen := map[uint8]bool{}
		for i := 0; i < tc.players; i++ {
			p := &g.s.P[i]
			if seen[p.Keeper] {
				t.Error("two players share a keeper tile")
			}
			seen[p.Keeper] = true
			if p.Tokens != 0 || p.groups() < 1 {
				t.Errorf("seat %d: tokens %d groups %d", i, p.Tokens, p.groups())
			}
		}
		for col, oi := range g.s.Objectives {
			if o := g.d.Objectives[oi]; int(o.Colour) != col || o.Advanced {
				t.Errorf("basic objectives: slot %d holds %s", col, o.ID)
			}
		}
	}
}

func TestObjectiveOptions(t *testing.T) {
	g := newTestGame(t, 2, 1, map[string]string{"objectives": "custom", "obj1": "O-SP4", "obj2": "O-CA3", "obj3": "O-DR1", "obj4": "O-VA3"})
	for col, want := range []string{"O-SP4", "O-CA3", "O-DR1", "O-VA3"} {
		if got := g.d.Objectives[g.s.Objectives[col]].ID; got != want {
			t.Errorf("slot %d = %s, want %s", col, got, want)
		}
	}
	d, _ := DefaultData()
	bad := []map[string]string{
		{"objectives": "custom", "obj1": "O-SP1", "obj2": "O-SP2", "obj3": "O-DR1", "obj4": "O-VA3"},
		{"objectives": "custom", "obj1": "nope", "obj2": "O-CA3", "obj3": "O-DR1", "obj4": "O-VA3"},
		{"objectives": "weird"},
	}
	for _, o := range bad {
		if _, err := New(d, engine.Config{Players: 2, Seed: 1, Options: o}); engine.CodeOf(err) != engine.CodeBadConfig {
			t.Errorf("%v: err %v, want bad_config", o, err)
		}
	}
	for _, n := range []int{1, 5} {
		if _, err := New(d, engine.Config{Players: n, Seed: 1}); engine.CodeOf(err) != engine.CodeBadConfig {
			t.Errorf("%d players accepted", n)
		}
	}
}
