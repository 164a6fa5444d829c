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
