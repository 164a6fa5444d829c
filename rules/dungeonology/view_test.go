package dungeonology

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"stolik/rules/engine"
)

// playSample plays random games and calls f on many of their states.
func playSample(t *testing.T, games int, f func(g *Game, log []engine.Event)) {
	t.Helper()
	for i := 0; i < games; i++ {
		players := 2 + i%3
		opts := map[string]string{}
		if i%2 == 1 {
			opts["scholars"] = "draw"
			opts["boss"] = "pijany"
		}
		var log engine.Log
		eg, err := Title().New(engine.Config{Players: players, Seed: uint64(100 + i), Options: opts}, &log)
		if err != nil {
			t.Fatal(err)
		}
		g := eg.(*Game)
		rng := engine.NewRNG(uint64(i))
		for n := 0; n < 20000 && g.Current() != engine.GameOver; n++ {
			if n%3 == 0 {
				f(g, log.Events)
			}
			legal := g.Legal(nil)
			if err := g.Apply(legal[rng.IntN(len(legal))], &log); err != nil {
				t.Fatal(err)
			}
		}
		f(g, log.Events)
	}
}

// TestViewNeverHoldsSecrets: the View of a seat never holds the Clan card
// (unless that seat has earned the right to look), the Panic card before
// it is revealed, the bag's count, any deck order, another seat's hand, a
// face-down jinx card, the unseen zone stacks or a trap's face.
func TestViewNeverHoldsSecrets(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 4
	}
	playSample(t, games, func(g *Game, _ []engine.Event) {
		s := &g.s
		seats := []engine.Seat{engine.Observer}
		for i := 0; i < int(s.Players); i++ {
			seats = append(seats, engine.Seat(i))
		}
		for _, seat := range seats {
			v := g.View(seat).(*Game).s
			knows := seat >= 0 && s.P[seat].KnowsClan
			if !s.Over && !knows && v.Clan != none {
				t.Fatalf("%v sees the Clan card without the Knowledge token", seat)
			}
			if knows && v.Clan != s.Clan {
				t.Fatalf("%v knows the Clan card but its view lost it", seat)
			}
			if !s.PanicUp && v.Panic != none {
				t.Fatalf("%v sees the face-down Panic card", seat)
			}
			if v.BagReg != 0 || v.ResReg != s.ResReg+s.BagReg {
				t.Fatalf("%v's view counts the University: bag %d", seat, v.BagReg)
			}
			for i := uint8(0); i < v.DeckN; i++ {
				if v.Deck[i] != none {
					t.Fatalf("%v sees the trick deck", seat)
				}
			}
			for i := uint8(0); i < v.JDeckN; i++ {
				if v.JDeck[i] != none {
					t.Fatalf("%v sees the jinx deck", seat)
				}
			}
			for i := uint8(0); i < s.Players; i++ {
				p, vp := &s.P[i], &v.P[i]
				if vp.HandN != p.HandN {
					t.Fatalf("hand sizes are public")
				}
				for k := uint8(0); k < p.HandN; k++ {
					if engine.Seat(i) != seat && vp.Hand[k] != none || engine.Seat(i) == seat && vp.Hand[k] != p.Hand[k] {
						t.Fatalf("%v's view of seat %d's hand is wrong", seat, i)
					}
				}
				for k := uint8(0); k < p.JinxN && !s.Over; k++ {
					if p.JinxUp&(1<<k) == 0 && vp.Jinx[k] != none {
						t.Fatalf("%v sees a face-down jinx card of seat %d", seat, i)
					}
				}
			}
			for lv := 0; lv < 3; lv++ {
				for i := uint8(0); i < s.StackN[lv]-s.StackKnown[lv]; i++ {
					if v.Stack[lv][i] != none {
						t.Fatalf("%v sees the level %d stack", seat, lv+1)
					}
				}
			}
			for tl := uint8(0); tl < s.TileN; tl++ {
				for _, tr := range v.Tiles[tl].Trap {
					if tr != 0 && tr != trapHidden {
						t.Fatalf("%v sees a trap's face", seat)
					}
				}
			}
		}
	})
}

// TestClanNeverInPublicLog: no event a seat may read names the Clan card
// before that seat has looked at it (the final reveal aside).
func TestClanNeverInPublicLog(t *testing.T) {
	d := mustData(t)
	playSample(t, 6, func(g *Game, log []engine.Event) {
		if !g.s.Over {
			return
		}
		clan := d.Clans[g.s.Clan].Name
		for seat := engine.Seat(0); seat < engine.Seat(g.s.Players); seat++ {
			learned := false
			for _, e := range log {
				ev, ok := e.For(seat)
				if !ok {
					continue
				}
				if ev.Key == "dungeonology.clan_seen" || ev.Key == "dungeonology.publication_check" ||
					ev.Key == "dungeonology.clan_revealed" {
					learned = true
				}
				for _, v := range ev.Args {
					if v == clan && !learned {
						t.Fatalf("seat %d reads the Clan card in %s before knowing it", seat, ev.Key)
					}
				}
			}
		}
	})
}

// TestSecrets is the secrecy property of engine.Title.Secrets: each copy
// changes one hidden zone (its checksum differs); every seat that may not
// know it sees the same View and, after the same action, the same events
// (reveals aside: they are the moments hidden things become known).
func TestSecrets(t *testing.T) {
	ti := Title()
	rng := engine.NewRNG(7)
	kinds := map[string]bool{}
	games := 8
	if testing.Short() {
		games = 3
	}
	n := 0
	playSample(t, games, func(g *Game, _ []engine.Event) {
		if n++; g.s.Over || n%4 != 0 {
			return
		}
		for _, sec := range ti.Secrets(g, &rng) {
			kinds[strings.Fields(sec.Name)[0]] = true
			c := sec.Game.(*Game)
			if c.Checksum() == g.Checksum() {
				t.Fatalf("%s: the copy does not differ", sec.Name)
			}
			for _, seat := range sec.Hidden {
				if g.View(seat).Checksum() != c.View(seat).Checksum() {
					t.Fatalf("%s: seat %d's view shows it", sec.Name, seat)
				}
			}
			// The same next action on both, if both allow it.
			legal := g.Legal(nil)
			a := legal[rng.IntN(len(legal))]
			if !engine.Contains(c.Legal(nil), a) {
				for _, seat := range sec.Hidden {
					if seat == g.Current() {
						t.Fatalf("%s: the mover %d has other options in the copy", sec.Name, seat)
					}
				}
				continue
			}
			g1, g2 := g.Clone(), c.Clone()
			var l1, l2 engine.Log
			if g1.Apply(a, &l1) != nil || g2.Apply(a, &l2) != nil {
				t.Fatalf("%s: %s refused", sec.Name, a.Format(kindNames))
			}
			for _, seat := range sec.Hidden {
				if e1, e2 := visible(l1.Events, seat), visible(l2.Events, seat); !reflect.DeepEqual(e1, e2) {
					t.Fatalf("%s: seat %d reads different events:\n%v\n%v", sec.Name, seat, e1, e2)
				}
			}
		}
	})
	for _, k := range []string{"ręka", "kolejność", "karta", "zawartość", "stos", "zakryte"} {
		if !kinds[k] {
			t.Errorf("no secret %q was ever produced", k)
		}
	}
}

// visible lists the events seat reads, up to the first reveal.
func visible(evs []engine.Event, seat engine.Seat) []string {
	var out []string
	for _, e := range evs {
		if e.Reveal {
			break
		}
		if ev, ok := e.For(seat); ok {
			out = append(out, fmt.Sprintf("%s %d %v", ev.Key, ev.Seat, ev.Args))
		}
	}
	return out
}

// The board's accessors read a view without revealing what it hides.
func TestAccessorsOnViews(t *testing.T) {
	playSample(t, 3, func(g *Game, _ []engine.Event) {
		for seat := 0; seat < int(g.s.Players); seat++ {
			v := g.View(engine.Seat(seat)).(*Game)
			for o := 0; o < int(g.s.Players); o++ {
				h := v.UIHand(o)
				if o != seat && h != nil || o == seat && len(h) != int(g.s.P[o].HandN) {
					t.Fatalf("seat %d's view of seat %d's hand: %v", seat, o, h)
				}
				if sc := v.UIScholar(o); g.s.Phase != phSetup && sc.HandSize != int(g.s.P[o].HandN) {
					t.Fatal("hand sizes are public")
				}
			}
			c := v.UICamp()
			if !g.s.PanicUp && c.Panic != -1 || !g.s.P[seat].KnowsClan && !g.s.Over && c.Clan != -1 {
				t.Fatalf("camp %+v shows a hidden card", c)
			}
			if len(v.UITiles()) != int(g.s.TileN) {
				t.Fatal("tiles")
			}
		}
	})
}
