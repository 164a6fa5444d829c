package arnakboard

import (
	"image"

	"stolik/render/geom"
	"stolik/rules/arnak"
	"stolik/rules/engine"
)

// NextClick is the screen point a player would click next to get closer
// to choosing legal action a with the mouse alone, from the board's
// current state (an open choice list, its page): a button showing a, a
// page button towards it, Anuluj of another place's list, or the place
// (site, hand card, row slot, node, temple) where a is chosen. ok is false
// when a is not in legal or the board has no place or button for it.
// A click there moves the board one step; a test driver loops until the
// board chooses a. Any click form works: pressed and released in one
// frame (scripts), press then release, or a press every frame that is
// never seen released (a hand card then counts as clicked on the next).
func (b *Board) NextClick(view engine.Game, seat engine.Seat, legal []engine.Action, a engine.Action) (image.Point, bool) {
	g, ok := view.(*arnak.Game)
	if !ok || b.Area.Empty() || !engine.Contains(legal, a) {
		return image.Point{}, false
	}
	b.sync(g, seat, legal) // a click also skips running slides, and still counts
	for i, e := range b.shown {
		if e.op == opAct && e.act == a {
			return rectPoint(b.slots[i]), true
		}
	}
	if want := b.entryIndex(a); want >= 0 {
		return b.pageTowards(want)
	}
	if b.subOn {
		// a is not among the open place's choices: close them.
		for i, e := range b.shown {
			if e.op == opCancel {
				return rectPoint(b.slots[i]), true
			}
		}
		for k, e := range b.list {
			if e.op == opCancel {
				return b.pageTowards(k)
			}
		}
		return image.Point{}, false
	}
	pl := placeOf(a, g)
	if pl.Kind == PlaceNone {
		return image.Point{}, false
	}
	return b.placePoint(pl)
}

// entryIndex is a's index in the button list (all pages), -1 if absent.
func (b *Board) entryIndex(a engine.Action) int {
	for k, e := range b.list {
		if e.op == opAct && e.act == a {
			return k
		}
	}
	return -1
}

// pageTowards is the page button that brings list entry k nearer.
func (b *Board) pageTowards(k int) (image.Point, bool) {
	per := len(b.slots)
	if len(b.list) > per {
		per = max(1, per-2)
	}
	if per <= 0 {
		return image.Point{}, false
	}
	want := k / per
	op := opNext
	if want < b.page {
		op = opPrev
	} else if want == b.page {
		return image.Point{}, false
	}
	for i, e := range b.shown {
		if e.op == op {
			return rectPoint(b.slots[i]), true
		}
	}
	return image.Point{}, false
}

// placePoint is a point that hits place pl (hand cards overlap: the part
// of card i not covered by card i+1).
func (b *Board) placePoint(pl Place) (image.Point, bool) {
	r, ok := b.placeRect(pl)
	if !ok {
		return image.Point{}, false
	}
	c := rectPoint(r)
	if got, hit := b.placeAt(float64(c.X), float64(c.Y)); hit && got == pl {
		return c, true
	}
	// Scan the rectangle for a point that hits pl.
	for fy := 0.5; fy < 1; fy += 0.2 {
		for fx := 0.1; fx < 1; fx += 0.1 {
			x, y := r.X+r.W*fx, r.Y+r.H*fy
			if got, hit := b.placeAt(x, y); hit && got == pl {
				return image.Pt(int(x), int(y)), true
			}
		}
	}
	return image.Point{}, false
}

func rectPoint(r geom.Rect) image.Point {
	c := r.Center()
	return image.Pt(int(c.X), int(c.Y))
}
