package arnak

import "testing"

// Edges of the research and card parts of §4.16 that the breakdown tests
// do not reach (found by mutation testing, rules/enginetest/MUTATION.md).

// A magnifier in the Lost Temple without a recorded arrival scores the
// last arrival space (the safe default of researchVP), not the first; a
// token on a row-0 node (the start) scores nothing, magnifier or notebook.
func TestResearchVPWithoutArrival(t *testing.T) {
	g := newTestGame(t, 4, 1, nil)
	d := g.d
	if got, want := researchVP(d, templeNode, 0, false), d.ArrivalVP[maxPlayers-1]; got != want {
		t.Errorf("temple without an arrival: %d VP, want the last space's %d", got, want)
	}
	if d.ArrivalVP[maxPlayers-1] == d.ArrivalVP[0] {
		t.Fatalf("arrival VP %v: the first and last spaces must differ for this test to tell them apart", d.ArrivalVP)
	}
	start := node(t, g, "start")
	for _, nb := range []bool{false, true} {
		if got := researchVP(d, start, 1, nb); got != 0 {
			t.Errorf("start node (notebook %v): %d VP, want 0", nb, got)
		}
	}
}

// Cards drawn by the earring and not yet kept or returned belong to the
// active seat only (eachOwned): they count in its card part and in nobody
// else's. By hand: seat 0 active with one drawn card worth v VP; seat 0's
// card part grows by v, seat 1's does not change.
func TestDrawnCardsScoreForTheActiveSeatOnly(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	var c uint8
	found := false
	for i := range g.d.Cards {
		if g.d.Cards[i].VP > 0 && g.d.Cards[i].Kind != kindFear {
			c, found = uint8(i), true
			break
		}
	}
	if !found {
		t.Fatal("no card with VP in the data")
	}
	v := int(g.d.Cards[c].VP)
	s.Active = 0
	before0, before1 := g.score(0).Parts[4].Points, g.score(1).Parts[4].Points
	s.Drawn[0], s.NDrawn = c, 1
	if got := g.score(0).Parts[4].Points; got != before0+v {
		t.Errorf("active seat's card part %d, want %d + %d", got, before0, v)
	}
	if got := g.score(1).Parts[4].Points; got != before1 {
		t.Errorf("the other seat's card part %d, want %d: drawn cards are the active seat's", got, before1)
	}
}
