package emerald

import (
	"fmt"
	"reflect"
	"testing"

	"stolik/rules/engine"
)

// TestSecrecy: for every hidden zone (Title.Secrets: another seat's hand,
// an identity, a deck's order, a stack's face-down cards, the set-aside
// identities, the box), a copy with only that zone changed looks the same
// to every seat that may not know it: the same View, the same legal actions
// when that seat decides (no action legal for A depends on a secret of B),
// and the same events from the next decision apart from those that reveal
// hidden information on purpose (a draw, a die, a new top card).
func TestSecrecy(t *testing.T) {
	title := Title()
	kinds := map[string]bool{}
	for n := 2; n <= 5; n++ {
		for seed := uint64(1); seed <= 3; seed++ {
			g := newTestGame(t, n, seed, nil)
			rng := engine.NewRNG(seed * 7)
			for step := 0; g.Current() != engine.GameOver && step < 400; step++ {
				legal := g.Legal(nil)
				a := legal[rng.IntN(len(legal))]
				if step%9 == 0 {
					for _, sec := range title.Secrets(g, &rng) {
						kinds[kindOf(sec.Name)] = true
						checkSecret(t, g, sec, a, fmt.Sprintf("%dp seed %d step %d %s", n, seed, step, sec.Name))
					}
				}
				mustApply(t, g, a)
			}
		}
	}
	for _, k := range []string{"ręka", "kolejność talii", "tożsamość", "zakryte karty", "odłożone", "pudełko"} {
		if !kinds[k] {
			t.Errorf("no secret of kind %q was ever produced", k)
		}
	}
}

func kindOf(name string) string {
	for _, k := range []string{"ręka", "kolejność talii", "tożsamość", "zakryte karty", "odłożone", "pudełko"} {
		if len(name) >= len(k) && name[:len(k)] == k {
			return k
		}
	}
	return name
}

func checkSecret(t *testing.T, g *Game, sec engine.Secret, a engine.Action, where string) {
	t.Helper()
	if sec.Game.Checksum() == g.Checksum() {
		t.Fatalf("%s: the secret copy does not differ", where)
	}
	cur := g.Current()
	for _, h := range sec.Hidden {
		if g.View(h).Checksum() != sec.Game.View(h).Checksum() {
			t.Fatalf("%s: View(%v) shows the secret", where, h)
		}
		if h == cur && !sameActions(g.Legal(nil), sec.Game.Legal(nil)) {
			t.Fatalf("%s: %v's legal actions depend on the secret", where, h)
		}
	}
	if g.Checksum() == 0 {
		return
	}
	hiddenCur := false
	for _, h := range sec.Hidden {
		hiddenCur = hiddenCur || h == cur
	}
	if !hiddenCur {
		return // the seat to move knows the secret and may act on it
	}
	var l1, l2 engine.Log
	c1, c2 := g.Clone(), sec.Game.Clone()
	if err := c1.Apply(a, &l1); err != nil {
		t.Fatal(err)
	}
	if err := c2.Apply(a, &l2); err != nil {
		t.Fatalf("%s: %s legal on the game is refused on the secret copy: %v", where, a.Format(kindNames), err)
	}
	for _, h := range sec.Hidden {
		e1, e2 := visible(l1.Events, h), visible(l2.Events, h)
		if !reflect.DeepEqual(e1, e2) {
			t.Fatalf("%s: the events %v sees differ:\n%v\n%v", where, h, e1, e2)
		}
	}
}

// visible is what seat sees of a log, without the events that reveal
// hidden information on purpose (Reveal).
func visible(evs []engine.Event, seat engine.Seat) []engine.Event {
	var out []engine.Event
	for _, e := range evs {
		if v, ok := e.For(seat); ok && !v.Reveal {
			out = append(out, v)
		}
	}
	return out
}

func sameActions(a, b []engine.Action) bool {
	if len(a) != len(b) {
		return false
	}
	m := map[engine.Action]int{}
	for _, x := range a {
		m[x]++
	}
	for _, x := range b {
		m[x]--
		if m[x] < 0 {
			return false
		}
	}
	return true
}

// TestViewHidesOthers: a seat's view holds no other seat's hand or
// unrevealed identity, no face-down stack card and no set-aside identity;
// its own hand and identity are there.
func TestViewHidesOthers(t *testing.T) {
	g := newTestGame(t, 4, 3, nil)
	for seat := 0; seat < 4; seat++ {
		v := g.View(engine.Seat(seat)).(*Game)
		s := &v.s
		if s.P[seat].Identity != g.s.P[seat].Identity || s.P[seat].Hand != g.s.P[seat].Hand {
			t.Errorf("seat %d does not see its own identity or hand", seat)
		}
		for i := 0; i < 4; i++ {
			if i != seat && s.P[i].Identity != unknown {
				t.Errorf("seat %d sees seat %d's identity", seat, i)
			}
		}
		for k := 0; k < int(s.AsideN); k++ {
			if s.Aside[k] != unknown {
				t.Errorf("seat %d sees a set-aside identity", seat)
			}
		}
		for c := range s.C {
			for k := 0; k+1 < int(s.C[c].N); k++ {
				if s.C[c].Stack[k] != unknown {
					t.Fatalf("seat %d sees a face-down card of %s", seat, g.d.Cities[c].Name)
				}
			}
			if s.topCard(c) != g.s.topCard(c) {
				t.Errorf("the top card must stay visible")
			}
		}
		if v.Legal(nil) != nil {
			t.Error("a view is not playable before it is determinized")
		}
	}
	// A peek with Władimir Burcew shows that one identity to the peeker only.
	g.s.P[0].Known = 1 << 2
	if g.View(0).(*Game).s.P[2].Identity != g.s.P[2].Identity || g.View(1).(*Game).s.P[2].Identity != unknown {
		t.Error("Burcew's knowledge is the peeker's alone")
	}
}

// TestDeterminizeIdentities: identities are resampled from the cards not
// accounted for, so a seat that knows two Loyalists among three unknowns
// never sees more than three Loyalists in play and aside (3 + 3 split).
func TestDeterminizeIdentities(t *testing.T) {
	g := newTestGame(t, 5, 9, nil)
	counts := [3]int{}
	rng := engine.NewRNG(1)
	for k := 0; k < 200; k++ {
		d := g.Clone().(*Game)
		d.Determinize(0, &rng)
		if d.s.P[0].Identity != g.s.P[0].Identity {
			t.Fatal("own identity changed")
		}
		var c [3]int
		for i := 0; i < 5; i++ {
			c[d.s.P[i].Identity]++
		}
		c[d.s.Aside[0]]++
		if c[factR] != 3 || c[factL] != 3 {
			t.Fatalf("determinized identities %v, want 3 + 3", c)
		}
		counts[d.s.P[1].Identity]++
	}
	if counts[factR] == 0 || counts[factL] == 0 {
		t.Errorf("seat 1's identity never varies: %v", counts)
	}
}

// TestDeterminizeWeighsEvidence: a player who assassinated two royals is
// sampled as a Restorationist far more often than one who hid a royal,
// though both stay possible (the belief is weighed, never read).
func TestDeterminizeWeighsEvidence(t *testing.T) {
	g := newTestGame(t, 4, 2, nil)
	d := g.d
	g.s.P[1].tab(d.Cities[0].Royal, none, false)
	g.s.P[1].tab(d.Cities[1].Royal, none, false)
	g.s.P[2].tab(d.Cities[2].Royal, none, true)
	rng := engine.NewRNG(5)
	var r1, r2 int
	for k := 0; k < 2000; k++ {
		c := g.Clone().(*Game)
		c.Determinize(0, &rng)
		if c.s.P[1].Identity == factR {
			r1++
		}
		if c.s.P[2].Identity == factR {
			r2++
		}
	}
	if r1 < 1300 || r2 > 700 || r2 == 0 || r1 == 2000 {
		t.Errorf("Restorationist samples: killer %d/2000, hider %d/2000", r1, r2)
	}
}
