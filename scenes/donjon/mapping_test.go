package donjonboard

import (
	"testing"

	"stolik/rules/donjon"
	"stolik/rules/engine"
)

func act(kind, a, b, c, d uint8) engine.Action {
	return engine.Action{Kind: kind, A: a, B: b, C: c, D: d}
}

var (
	pass = act(donjon.KindPass, 0, 0, 0, 0)
	// Recruitment: 1 or 2 spiders from the forest to E or C1, 1 dragon
	// from the swamp to E.
	recruitLegal = []engine.Action{
		act(donjon.KindRecruit, donjon.Forest, donjon.Spider, 1, donjon.LocE),
		act(donjon.KindRecruit, donjon.Forest, donjon.Spider, 1, donjon.LocC1),
		act(donjon.KindRecruit, donjon.Forest, donjon.Spider, 2, donjon.LocE),
		act(donjon.KindRecruit, donjon.Forest, donjon.Spider, 2, donjon.LocC1),
		act(donjon.KindRecruit, donjon.Swamp, donjon.Dragon, 1, donjon.LocE),
	}
	// Movement: a spider at E, a vampire at C1.
	stepLegal = []engine.Action{
		act(donjon.KindStep, donjon.LocE, donjon.LocC1, donjon.Spider, 0),
		act(donjon.KindStep, donjon.LocC1, locC2, donjon.Vampire, 0),
		act(donjon.KindStep, donjon.LocC1, donjon.LocR1, donjon.Vampire, 0),
		pass,
	}
)

func stack(l, t uint8) Token       { return Token{Kind: TokStack, A: l, B: t} }
func loc(l uint8) Token            { return Token{Kind: TokLoc, A: l} }
func areaStack(a, t uint8) Token   { return Token{Kind: TokAreaStack, A: a, B: t} }
func area(a uint8) Token           { return Token{Kind: TokArea, A: a} }
func tok(k TokKind, a uint8) Token { return Token{Kind: k, A: a} }

// vipCtx says room 2 holds the VIP power, as in the shipped data.
var vipCtx = Ctx{VIPRoom: [5]bool{false, true, false, false, false}}

func TestClicksAndDrops(t *testing.T) {
	room2 := donjon.RoomLoc(2)
	powerLegal := []engine.Action{
		act(donjon.KindPower, 1, donjon.Spider, 0, 0),
		act(donjon.KindPower, 1, donjon.Spider, 2, 0),
		act(donjon.KindPower, 2, donjon.Dragon, 0, 1),
		act(donjon.KindPower, 2, donjon.Dragon, 0, 3),
		act(donjon.KindPower, 2, donjon.Dragon, 1, 1),
		act(donjon.KindPower, 3, donjon.Dragon, 0, 0),
		pass,
	}
	placeLegal := []engine.Action{
		act(donjon.KindPlace, donjon.LocE, donjon.Skeleton, 0, 0),
		act(donjon.KindPlace, donjon.LocR1, donjon.Skeleton, 0, 0),
	}
	pitLegal := []engine.Action{
		act(donjon.KindPlace, donjon.LocE, donjon.Spider, 0, 0),
		act(donjon.KindPlace, donjon.LocE, donjon.Dragon, 0, 0),
	}
	keeperLegal := []engine.Action{act(donjon.KindKeeper, 0, 0, 0, 0), act(donjon.KindKeeper, 2, 0, 0, 0), pass}
	removeLegal := []engine.Action{act(donjon.KindRemove, 2, 0, 0, 0), act(donjon.KindRemove, 4, 0, 0, 0)}
	areaLegal := []engine.Action{act(donjon.KindArea, donjon.Forest, 0, 0, 0), act(donjon.KindArea, donjon.Swamp, 0, 0, 0)}

	cases := []struct {
		name    string
		legal   []engine.Action
		ctx     Ctx
		clicks  []Token
		want    engine.Action
		chosen  bool
		refused bool // the last click fits nothing
	}{
		{"recruit 2 spiders to the entrance", recruitLegal, Ctx{},
			[]Token{areaStack(donjon.Forest, donjon.Spider), loc(donjon.LocE), tok(TokCount, 2)}, recruitLegal[2], true, false},
		{"recruit asks the count", recruitLegal, Ctx{},
			[]Token{areaStack(donjon.Forest, donjon.Spider), loc(donjon.LocC1)}, engine.Action{}, false, false},
		{"a lone count is no question", recruitLegal, Ctx{},
			[]Token{areaStack(donjon.Swamp, donjon.Dragon), loc(donjon.LocE)}, recruitLegal[4], true, false},
		{"recruit to a place without that type", recruitLegal, Ctx{},
			[]Token{areaStack(donjon.Forest, donjon.Spider), loc(locR3)}, engine.Action{}, false, true},
		{"a place first means nothing", recruitLegal, Ctx{},
			[]Token{loc(donjon.LocE)}, engine.Action{}, false, true},
		{"step along an edge", stepLegal, Ctx{Pending: "steps"},
			[]Token{stack(donjon.LocC1, donjon.Vampire), loc(donjon.LocR1)}, stepLegal[2], true, false},
		{"step too far", stepLegal, Ctx{Pending: "steps"},
			[]Token{stack(donjon.LocC1, donjon.Vampire), loc(locR3)}, engine.Action{}, false, true},
		{"another stack restarts the selection", stepLegal, Ctx{Pending: "steps"},
			[]Token{stack(donjon.LocC1, donjon.Vampire), stack(donjon.LocE, donjon.Spider), loc(donjon.LocC1)}, stepLegal[0], true, false},
		{"end of movement", stepLegal, Ctx{Pending: "steps"}, []Token{tok(TokPass, 0)}, pass, true, false},
		{"potion power", powerLegal, vipCtx,
			[]Token{stack(donjon.RoomLoc(1), donjon.Spider), area(donjon.Pit), tok(TokPotion, 2)}, powerLegal[1], true, false},
		{"VIP power: card then room", powerLegal, vipCtx,
			[]Token{stack(room2, donjon.Dragon), area(donjon.Pit), tok(TokVIP, 0), loc(donjon.RoomLoc(3))}, powerLegal[3], true, false},
		{"VIP power: a lone room for that card is still a place", powerLegal, vipCtx,
			[]Token{stack(room2, donjon.Dragon), area(donjon.Pit), tok(TokVIP, 1)}, engine.Action{}, false, false},
		{"steps power needs only the Pit", powerLegal, vipCtx,
			[]Token{stack(donjon.RoomLoc(3), donjon.Dragon), area(donjon.Pit)}, powerLegal[5], true, false},
		{"sacrificing to the forest", powerLegal, vipCtx,
			[]Token{stack(donjon.RoomLoc(3), donjon.Dragon), area(donjon.Forest)}, engine.Action{}, false, true},
		{"gain from supply: the only type is implied", placeLegal, Ctx{Pending: "gain_supply"},
			[]Token{loc(donjon.LocR1)}, placeLegal[1], true, false},
		{"gain from the Pit: drag the stack", pitLegal, Ctx{Pending: "gain_pit"},
			[]Token{areaStack(donjon.Pit, donjon.Dragon), loc(donjon.LocE)}, pitLegal[1], true, false},
		{"keeper power button", keeperLegal, Ctx{}, []Token{tok(TokKeeper, 2)}, keeperLegal[1], true, false},
		{"covered keeper power", keeperLegal, Ctx{}, []Token{tok(TokKeeper, 1)}, engine.Action{}, false, true},
		{"remove a group by its room", removeLegal, Ctx{Pending: "remove_groups"}, []Token{loc(donjon.RoomLoc(4))}, removeLegal[1], true, false},
		{"threat monsters to the swamp", areaLegal, Ctx{Pending: "threat_area"}, []Token{area(donjon.Swamp)}, areaLegal[1], true, false},
		{"nothing to decide", nil, Ctx{}, []Token{tok(TokPass, 0)}, engine.Action{}, false, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var s Selector
			s.Reset(c.legal, &c.ctx)
			var got engine.Action
			var chosen, ok bool
			for i, tk := range c.clicks {
				got, chosen, ok = s.Offer(tk)
				if chosen && i != len(c.clicks)-1 {
					t.Fatalf("chosen %v after click %d of %d", got, i+1, len(c.clicks))
				}
			}
			if ok == c.refused {
				t.Fatalf("last click accepted = %v, want %v", ok, !c.refused)
			}
			if chosen != c.chosen || (chosen && got != c.want) {
				t.Fatalf("got %v chosen=%v, want %v chosen=%v", got, chosen, c.want, c.chosen)
			}
		})
	}
}

func TestDrop(t *testing.T) {
	cases := []struct {
		name             string
		legal            []engine.Action
		src, dst, fb     Token
		want             engine.Action
		chosen, accepted bool
		next             []Token // what remains to pick
	}{
		{"recruit dragon onto the entrance", recruitLegal, areaStack(donjon.Swamp, donjon.Dragon), loc(donjon.LocE), Token{},
			recruitLegal[4], true, true, nil},
		{"recruit spiders: count buttons follow", recruitLegal, areaStack(donjon.Forest, donjon.Spider), loc(donjon.LocC1), Token{},
			engine.Action{}, false, true, []Token{tok(TokCount, 1), tok(TokCount, 2)}},
		{"drop on a stack counts as its place", stepLegal, stack(donjon.LocE, donjon.Spider), stack(donjon.LocC1, donjon.Vampire), loc(donjon.LocC1),
			stepLegal[0], true, true, nil},
		{"illegal drop snaps back", stepLegal, stack(donjon.LocE, donjon.Spider), loc(locC2), Token{},
			engine.Action{}, false, false, nil},
		{"sacrifice dropped on the Pit", sacrificeLegal, stack(donjon.LocC1, donjon.Dragon), area(donjon.Pit), Token{},
			sacrificeLegal[1], true, true, nil},
		{"sacrifice dropped on the forest", sacrificeLegal, stack(donjon.LocC1, donjon.Dragon), area(donjon.Forest), Token{},
			engine.Action{}, false, false, nil},
		{"dragging what cannot move", stepLegal, stack(donjon.LocR5, donjon.Spider), loc(locC5), Token{},
			engine.Action{}, false, false, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var s Selector
			s.Reset(c.legal, &Ctx{})
			got, chosen, ok := s.Drop(c.src, c.dst, c.fb)
			if ok != c.accepted || chosen != c.chosen || (chosen && got != c.want) {
				t.Fatalf("got %v chosen=%v ok=%v, want %v chosen=%v ok=%v", got, chosen, ok, c.want, c.chosen, c.accepted)
			}
			if !ok && len(s.Prefix()) != 0 {
				t.Fatalf("refused drop left a selection %v", s.Prefix())
			}
			if c.next != nil {
				nx := s.Next()
				if len(nx) != len(c.next) {
					t.Fatalf("next %v, want %v", nx, c.next)
				}
				for i := range nx {
					if nx[i] != c.next[i] {
						t.Fatalf("next %v, want %v", nx, c.next)
					}
				}
			}
		})
	}
}

// TestHighlights checks what lights up: the first gestures with nothing
// selected, the legal targets of a dragged source.
func TestHighlights(t *testing.T) {
	cases := []struct {
		name   string
		legal  []engine.Action
		ctx    Ctx
		source Token // TokNone: the first gestures
		want   []Token
	}{
		{"recruit sources", recruitLegal, Ctx{}, Token{},
			[]Token{areaStack(donjon.Forest, donjon.Spider), areaStack(donjon.Swamp, donjon.Dragon)}},
		{"recruit targets of spiders", recruitLegal, Ctx{}, areaStack(donjon.Forest, donjon.Spider),
			[]Token{loc(donjon.LocE), loc(donjon.LocC1)}},
		{"recruit targets of dragons", recruitLegal, Ctx{}, areaStack(donjon.Swamp, donjon.Dragon),
			[]Token{loc(donjon.LocE)}},
		{"movable stacks and the end button", stepLegal, Ctx{Pending: "steps"}, Token{},
			[]Token{stack(donjon.LocE, donjon.Spider), stack(donjon.LocC1, donjon.Vampire), tok(TokPass, 0)}},
		{"neighbours of corridor 1", stepLegal, Ctx{Pending: "steps"}, stack(donjon.LocC1, donjon.Vampire),
			[]Token{loc(locC2), loc(donjon.LocR1)}},
		{"a stack that cannot move", stepLegal, Ctx{Pending: "steps"}, stack(donjon.LocR1, donjon.Vampire), nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var s Selector
			s.Reset(c.legal, &c.ctx)
			got := s.Next()
			if c.source.Kind != TokNone {
				got = s.NextAfter(c.source)
			}
			if len(got) != len(c.want) {
				t.Fatalf("got %v, want %v", got, c.want)
			}
			for i := range got {
				if got[i] != c.want[i] {
					t.Fatalf("got %v, want %v", got, c.want)
				}
			}
		})
	}
}

// TestEveryLegalActionIsReachable plays random games and checks that
// every legal action of every position can be picked by its gestures, and
// that those gestures pick exactly it.
func TestEveryLegalActionIsReachable(t *testing.T) {
	title := donjon.Title()
	games := 6
	if testing.Short() {
		games = 2
	}
	kinds := map[uint8]bool{}
	for seed := 1; seed <= games; seed++ {
		eg, err := title.New(engine.Config{Players: 2 + seed%3, Seed: uint64(seed)}, nil)
		if err != nil {
			t.Fatal(err)
		}
		g := eg.(*donjon.Game)
		rng := engine.NewRNG(uint64(seed))
		var buf []engine.Action
		for step := 0; step < 400 && g.Current() >= 0; step++ {
			buf = g.Legal(buf[:0])
			if len(buf) == 0 {
				break
			}
			ctx := Ctx{}
			if info, ok := g.UIPending(); ok {
				ctx.Pending = info.Op
			}
			for r := 1; r <= 5; r++ {
				ctx.VIPRoom[r-1] = g.UIRoomPower(r) == "vip"
			}
			var s Selector
			s.Reset(buf, &ctx)
			for i, a := range buf {
				s.Clear()
				var got engine.Action
				chosen := false
				for j := 0; j < s.ns[i] && !chosen; j++ {
					tk := s.toks[i][j]
					if j < len(s.Prefix()) && s.Prefix()[j] == tk {
						continue // skipped as no choice
					}
					var ok bool
					got, chosen, ok = s.Offer(tk)
					if !ok {
						t.Fatalf("seed %d step %d: %v refused gesture %v", seed, step, a, tk)
					}
				}
				if !chosen || got != a {
					t.Fatalf("seed %d step %d: gestures of %v chose %v (%v)", seed, step, a, got, chosen)
				}
			}
			for _, a := range buf {
				kinds[a.Kind] = true
			}
			if err := g.Apply(buf[rng.IntN(len(buf))], nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	// The random games must have offered every kind the board maps
	// except the rare ones, or the test proves little.
	for _, k := range []uint8{donjon.KindPass, donjon.KindRecruit, donjon.KindStep, donjon.KindPower, donjon.KindPlace} {
		if !kinds[k] {
			t.Errorf("no %s action in the random games", title.KindNames[k])
		}
	}
	t.Logf("kinds seen: %v", kinds)
}

var sacrificeLegal = []engine.Action{
	act(donjon.KindSacrifice, donjon.LocE, donjon.Spider, 0, 0),
	act(donjon.KindSacrifice, donjon.LocC1, donjon.Dragon, 0, 0),
}

const (
	locC2 = donjon.LocC1 + 1
	locC5 = donjon.LocC1 + 4
	locR3 = donjon.LocR1 + 2
)
