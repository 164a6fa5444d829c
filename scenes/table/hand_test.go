package table

import (
	"testing"

	"stolik/render/geom"
)

func TestHandRectsOverlapOnlyWhenNeeded(t *testing.T) {
	area := geom.Rect{X: 10, Y: 20, W: 400, H: 150}
	rs := HandRects(nil, area, 3, 100, 140, 6)
	if rs[1].X != rs[0].X+106 || rs[2].X+rs[2].W > area.X+area.W {
		t.Errorf("three cards that fit: %v", rs)
	}
	rs = HandRects(rs, area, 8, 100, 140, 6)
	if len(rs) != 8 || rs[7].X+100 > area.X+area.W+0.01 {
		t.Fatalf("eight cards run past the area: %v", rs[7])
	}
	for i := range rs {
		// Every card keeps a visible strip a click finds.
		c := geom.Pt{X: rs[i].X + 3, Y: rs[i].Y + 70}
		if got := HandHit(rs, c.X, c.Y); got != i {
			t.Errorf("a click on card %d's strip hits %d", i, got)
		}
	}
	if HandHit(rs, 0, 0) != -1 {
		t.Error("a click beside the hand hits a card")
	}
}
