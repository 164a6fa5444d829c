package arnakboard

import (
	"image"

	"stolik/render/geom"
	"stolik/rules/arnak"
	"stolik/rules/engine"
	"stolik/scenes/table/btnlist"
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
	if p, ok, done := b.btns.NextClick(a); done {
		return p, ok
	}
	pl := placeOf(a, g)
	if pl.Kind == PlaceNone {
		return image.Point{}, false
	}
	return b.placePoint(pl)
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

func rectPoint(r geom.Rect) image.Point { return btnlist.Point(r) }
