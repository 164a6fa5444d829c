package donjon

import (
	"slices"
	"sort"
	"testing"

	"stolik/rules/engine"
)

func sorted(b []uint8) []uint8 {
	c := append([]uint8(nil), b...)
	sort.Slice(c, func(i, j int) bool { return c[i] < c[j] })
	return c
}

func sameSet(a, b []uint8) bool {
	return slices.Equal(sorted(a), sorted(b))
}

// View hides deck orders and the threat row but keeps counts; a
// determinized view holds the same unseen cards, redealt.
func TestViewAndDeterminize(t *testing.T) {
	g := newTestGame(t, 4, 77, nil)
	rng := engine.NewRNG(3)
	for i := 0; i < 150 && g.Current() != engine.GameOver; i++ {
		legal := g.Legal(nil)
		mustApply(t, g, legal[rng.IntN(len(legal))], nil)
	}
	v := g.View(1).(*Game)
	if v.s.ThreatDeck != [numThreats]uint8{} || v.s.SwordDeck != [numSwords]uint8{} || v.s.ThreatN != g.s.ThreatN || v.s.RowN != g.s.RowN {
		t.Fatal("view leaks a deck order or loses a count")
	}
	if err := v.Apply(engine.Action{}, nil); engine.CodeOf(err) != codeMasked {
		t.Fatalf("a masked view accepted play: %v", err)
	}
	drng := engine.NewRNG(5)
	v.Determinize(1, &drng)
	pool := func(x *Game) []uint8 {
		return append(append([]uint8(nil), x.s.ThreatDeck[:x.s.ThreatN]...), x.s.ThreatRow[:x.s.RowN]...)
	}
	if !sameSet(pool(v), pool(g)) {
		t.Errorf("threat cards differ: %v vs %v", sorted(pool(v)), sorted(pool(g)))
	}
	if !sameSet(v.s.SwordDeck[:v.s.SwordN], g.s.SwordDeck[:g.s.SwordN]) ||
		!sameSet(v.s.PotionDeck[:v.s.PotionN], g.s.PotionDeck[:g.s.PotionN]) ||
		!sameSet(v.s.VIPDeck[:v.s.VIPN], g.s.VIPDeck[:g.s.VIPN]) ||
		!sameSet(v.s.InnDeck[:v.s.InnN], g.s.InnDeck[:g.s.InnN]) {
		t.Error("a deck's unseen cards changed")
	}
	if v.View(1).Checksum() != g.View(1).Checksum() {
		t.Error("View changed after Determinize")
	}
	// The determinized view plays to the end.
	playout(t, v, &rng, 100000)
}

func TestDescribePolish(t *testing.T) {
	g := blankGame(t, 2)
	e := describe(g, engine.Action{Kind: KindRecruit, A: Swamp, B: Dragon, C: 2, D: RoomLoc(3)})
	if e.Key != "donjon.act.recruit" || e.Count != 2 || e.Args["type"] != "smok" || e.Args["area"] != "bagna" || e.Args["loc"] != "komnata 3" {
		t.Fatalf("describe: %+v", e)
	}
	if e := describe(g, engine.Action{Kind: 200}); e.Key != "donjon.act.unknown" {
		t.Fatalf("unknown kind: %+v", e)
	}
	// A room power names the room and its power (the log line
	// "odsyła potwora (pająk) z komnaty {{.room}} do Czeluści: {{.power}}"),
	// for rooms 1 and 4 alike; room 5 has no power to name.
	for _, r := range []uint8{1, 4} {
		e = describe(g, engine.Action{Kind: KindPower, A: r, B: Spider})
		if e.Key != "donjon.act.power" || e.Args["type"] != "pająk" || e.Args["room"] != g.d.Rooms[r-1].Name || e.Args["power"] != g.d.Rooms[r-1].Title {
			t.Errorf("power of room %d: %+v, want room %q, power %q", r, e, g.d.Rooms[r-1].Name, g.d.Rooms[r-1].Title)
		}
	}
	if e = describe(g, engine.Action{Kind: KindPower, A: 5, B: Spider}); e.Args["room"] != nil {
		t.Errorf("room 5 has no power, yet the description names one: %+v", e)
	}
	// A place or type past the data reads "?" instead of panicking.
	e = describe(g, engine.Action{Kind: KindStep, A: NumLocs, B: NumLocs - 1, C: NumTypes})
	if e.Args["from"] != "?" || e.Args["type"] != "?" || e.Args["to"] != g.d.LocNames[NumLocs-1] {
		t.Errorf("step from past the last place: %+v", e)
	}
}

func TestEvaluateRange(t *testing.T) {
	g := newTestGame(t, 3, 8, nil)
	rng := engine.NewRNG(8)
	title := Title()
	for g.Current() != engine.GameOver {
		for s := engine.Seat(0); s < 3; s++ {
			if v := title.Evaluate(g, s); v < 0 || v > 1 {
				t.Fatalf("evaluate %v", v)
			}
		}
		legal := g.Legal(nil)
		mustApply(t, g, legal[rng.IntN(len(legal))], nil)
	}
	r := g.Result()
	best := 0
	for i, sc := range r.Scores {
		if sc.Total > r.Scores[best].Total {
			best = i
		}
	}
	if !r.NoWinner && title.Evaluate(g, engine.Seat(best)) <= 0.5 {
		t.Errorf("the winner evaluates ≤ 0.5")
	}
}

// Every Threat card that left the deck was revealed to all (§4.3): the
// graveyard, the face-down row (Threat-symbol cards only) and a card still
// being resolved. Over many determinizations of a seat's view, the row
// holds exactly the cards the seat saw go there and the deck exactly the
// cards it never saw; a card seen elsewhere is never dealt face down.
func TestDeterminizeDealsOnlyUnseenThreatCards(t *testing.T) {
	check := func(t *testing.T, g *Game, inFlight int) {
		t.Helper()
		seat := g.Current()
		v := g.View(seat).(*Game)
		rng := engine.NewRNG(11)
		for i := 0; i < 300; i++ {
			c := v.Clone().(*Game)
			c.Determinize(seat, &rng)
			row, deck := c.s.ThreatRow[:c.s.RowN], c.s.ThreatDeck[:c.s.ThreatN]
			if !sameSet(row, g.s.ThreatRow[:g.s.RowN]) {
				t.Fatalf("determinization %d: row %v, the seat saw %v go there", i, sorted(row), sorted(g.s.ThreatRow[:g.s.RowN]))
			}
			for _, x := range row {
				if !c.d.Threats[x].Symbol {
					t.Fatalf("determinization %d: %s has no Threat symbol but lies in the row", i, c.d.Threats[x].ID)
				}
			}
			if !sameSet(deck, g.s.ThreatDeck[:g.s.ThreatN]) {
				t.Fatalf("determinization %d: deck %v, want the unseen %v", i, sorted(deck), sorted(g.s.ThreatDeck[:g.s.ThreatN]))
			}
			if inFlight >= 0 && (slices.Contains(deck, uint8(inFlight)) || slices.Contains(row, uint8(inFlight))) {
				t.Fatalf("determinization %d: the card being resolved was dealt face down", i)
			}
			if c.View(seat).Checksum() != v.Checksum() {
				t.Fatalf("determinization %d changed the view", i)
			}
		}
	}

	t.Run("row and graveyard mid-game", func(t *testing.T) {
		g := newTestGame(t, 4, 5, nil)
		rng := engine.NewRNG(5)
		for g.Current() != engine.GameOver && !(g.s.RowN >= 2 && g.s.GraveN >= 2) {
			legal := g.Legal(nil)
			mustApply(t, g, legal[rng.IntN(len(legal))], nil)
		}
		if g.s.RowN < 2 || g.s.GraveN < 2 {
			t.Fatalf("seed 5 never had 2 cards in the row and 2 in the graveyard (row %d, grave %d)", g.s.RowN, g.s.GraveN)
		}
		check(t, g, -1)
	})

	t.Run("card being resolved", func(t *testing.T) {
		// G17: both areas below 5 and tied, so the active player chooses
		// where the monsters go while the drawn card is still on the table.
		g := blankGame(t, 2)
		g.s.Areas[Forest] = [NumTypes]uint8{1, 1}
		g.s.Areas[Swamp] = [NumTypes]uint8{0, 0, 2}
		top := int(g.s.ThreatDeck[g.s.ThreatN-1])
		g.s.Phase = phThreat
		g.advance(nil)
		if legal := g.Legal(nil); len(legal) == 0 || legal[0].Kind != KindArea {
			t.Fatalf("no area choice: %v", legal)
		}
		check(t, g, top)
	})
}
