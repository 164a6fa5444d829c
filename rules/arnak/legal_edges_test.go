package arnak

import (
	"testing"

	"stolik/rules/engine"
)

// Edges of the main-action list (legal.go) that no other test reached,
// found by mutation testing (rules/enginetest/MUTATION.md).

// §4.6: a site can be discovered only while a tile of its level is left
// (N1 level I tiles, N2 level II). By hand: 2 players, 9 compasses, both
// travel costs paid by the pool; with N1 = 0 no level I discovery is
// listed, with N1 = 1 it is; the same for level II with N2.
func TestDiscoverNeedsATileOfItsLevel(t *testing.T) {
	for _, tc := range []struct {
		site  uint8
		level int
	}{{siteI1, 1}, {siteII1, 2}} {
		for _, left := range []uint8{0, 1} {
			g := newTestGame(t, 2, 4, nil)
			s := &g.s
			p := s.cur()
			setHand(p)
			p.Res = [NumRes]int16{}
			p.Res[Compass] = 9
			s.Pool = [NumTravel]uint8{2, 2, 2}
			if tc.level == 1 {
				s.N1 = left
			} else {
				s.N2 = left
			}
			listed := false
			for _, a := range g.Legal(nil) {
				if a.Kind == KindDiscover && a.A == tc.site {
					listed = true
				}
			}
			if listed != (left > 0) {
				t.Errorf("level %d site with %d tiles left: discovery listed %v, want %v", tc.level, left, listed, left > 0)
			}
		}
	}
}

// §4.8: the Lost Temple's tiles are bought only with the magnifier on the
// temple. By hand: 9 of every resource; on the temple every stack with
// tiles is listed, from the start node none.
func TestTempleTilesListedOnlyAtTheTemple(t *testing.T) {
	g := newTestGame(t, 2, 4, nil)
	s := &g.s
	p := s.cur()
	p.Res = [NumRes]int16{9, 9, 9, 9, 9}
	count := func() int {
		n := 0
		for _, a := range g.Legal(nil) {
			if a.Kind == KindTemple {
				n++
			}
		}
		return n
	}
	if n := count(); n != 0 {
		t.Errorf("%d temple purchases listed away from the temple", n)
	}
	p.Mag = templeNode
	want := 0
	for st := 0; st < 6; st++ {
		if s.Temple[st] > 0 {
			want++
		}
	}
	if n := count(); n != want || want == 0 {
		t.Errorf("%d temple purchases listed on the temple, want one per stack with tiles (%d)", n, want)
	}
	if !legalHas(g, engine.Action{Kind: KindTemple, A: 0}) {
		t.Error("the first temple stack is not offered")
	}
}

// payCache (legal.go) must be invisible: within one Legal call every cost
// gets exactly the payments computed afresh, on the first ask and on a
// cache hit, also after the cache's 12 keys or its 192 payments are used
// up; and a cost of 4 symbols is kept while it fits (the key holds 4; with
// the small hand both fit).
// With 2 travel cards and no coin each cost has few payments, so the 42
// costs below use up the keys; with 10 cards and 8 coins (pilots) they
// overflow the buffer.
func TestPayCacheMatchesFreshPayments(t *testing.T) {
	for _, tc := range []struct {
		cards, coins int
		overflow     string
	}{{2, 0, "keys"}, {10, 8, "buffer"}} {
		g := newTestGame(t, 2, 4, nil)
		p := g.s.cur()
		var hand []uint8
		for i := range g.d.Cards {
			if len(g.d.Cards[i].Travel) > 0 && len(hand) < tc.cards {
				hand = append(hand, uint8(i))
			}
		}
		setHand(p, hand...)
		p.Res[Coin] = int16(tc.coins)
		// Two 4-symbol costs first, while the cache has room for them.
		costs := [][]uint8{{Boot, Boot, Boot, Boot}, {Ship, Boot, Car, Boot}}
		for n := 1; n <= 3 && len(costs) < 42; n++ {
			for code := 0; code < 1<<(2*n) && len(costs) < 42; code++ {
				c := make([]uint8, n)
				for k := range c {
					c[k] = uint8(code>>(2*k)) & 3
				}
				costs = append(costs, c)
			}
		}
		var pc payCache
		total, kept4 := 0, 0
		for round := 0; round < 2; round++ {
			for _, c := range costs {
				want := g.payments(nil, c)
				if round == 0 {
					total += len(want)
				}
				before := pc.nk
				got := pc.get(g, c)
				if len(got) != len(want) {
					t.Fatalf("%d cards: cost %v (round %d): %d payments from the cache, %d computed afresh",
						tc.cards, c, round, len(got), len(want))
				}
				for k := range got {
					if got[k] != want[k] {
						t.Fatalf("%d cards: cost %v (round %d): payment %d is %v, want %v", tc.cards, c, round, k, got[k], want[k])
					}
				}
				if round == 0 && len(c) == 4 && pc.nk > before {
					kept4++
				}
			}
		}
		if tc.overflow == "keys" && kept4 != 2 {
			t.Errorf("%d cards: %d of the two 4-symbol costs kept, want both", tc.cards, kept4)
		}
		switch {
		case tc.overflow == "keys" && pc.nk != len(pc.keys):
			t.Fatalf("the keys must run out: %d used of %d", pc.nk, len(pc.keys))
		case tc.overflow == "buffer" && total <= len(pc.buf):
			t.Fatalf("the buffer must run out: %d payments for %d places", total, len(pc.buf))
		}
	}
}

// G28: a guardian's effect boon is offered only when it can do something.
// By hand: the guardian «Strażnik ulepszający zasób» (boon: upgrade a
// tablet or an arrowhead) with no resource at all offers nothing; with one
// tablet its boon is offered.
func TestEffectBoonOnlyWhenUsable(t *testing.T) {
	g := newTestGame(t, 2, 4, nil)
	p := g.s.cur()
	gi := -1
	for i := range g.d.Guardians {
		if g.d.Guardians[i].Name == "Strażnik ulepszający zasób" {
			gi = i
		}
	}
	if gi < 0 || len(g.d.Guardians[gi].BoonTravel) != 0 {
		t.Fatal("no guardian «Strażnik ulepszający zasób» with an effect boon in the data")
	}
	p.Guard[0], p.NGuard, p.BoonUsed = uint8(gi), 1, 0
	p.Res = [NumRes]int16{}
	boon := engine.Action{Kind: KindBoon, A: 0}
	if legalHas(g, boon) {
		t.Error("the upgrade boon is offered with nothing to upgrade")
	}
	p.Res[Tablet] = 1
	if !legalHas(g, boon) {
		t.Error("the upgrade boon is not offered with a tablet to upgrade")
	}
}
