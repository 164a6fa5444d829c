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
