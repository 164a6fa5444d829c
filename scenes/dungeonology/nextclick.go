package dungeonologyboard

import (
	"image"

	"stolik/render/geom"
	"stolik/rules/dungeonology"
	"stolik/rules/engine"
	"stolik/scenes/table/btnlist"
)

// NextClick is the screen point a player would click next to get closer
// to choosing legal action a with the mouse alone, from the board's
// current state (an open list of a place's actions, its page, the camera):
// a button showing a, a page button towards it, Anuluj of another place's
// list, the place where a is chosen, or the button that shows the whole
// dungeon when the place is out of sight. ok is false when a is not in
// legal or the board has no place or button for it. A click there moves
// the board one step; a test driver loops until the board chooses a. Any
// click form works: pressed and released in one frame (scripts), press
// then release, or a press every frame that is never seen released.
func (b *Board) NextClick(view engine.Game, seat engine.Seat, legal []engine.Action, a engine.Action) (image.Point, bool) {
	g, ok := view.(*dungeonology.Game)
	if !ok || b.Area.Empty() || !engine.Contains(legal, a) {
		return image.Point{}, false
	}
	b.sync(g, seat, legal)
	if p, ok, done := b.btns.NextClick(a); done {
		return p, ok
	}
	pl := placeOf(a, &b.mctx)
	if pl.Kind == PlaceNone {
		return image.Point{}, false
	}
	if p, ok := b.placePoint(pl); ok {
		return p, true
	}
	if b.cam.Manual {
		return rectPoint(b.lay.Zoom[2]), true // show the whole dungeon
	}
	return image.Point{}, false
}

func rectPoint(r geom.Rect) image.Point { return btnlist.Point(r) }

// DragPath is where a player presses and where they release to choose a
// by dragging a piece (a test driver, like NextClick): the scholar (or
// the figure being moved, or Laetus) onto a zone or unknown ground, the
// drawn tile onto one of its places, a cube of the scholar's zone onto
// the note board. ok is false for actions no drag chooses.
func (b *Board) DragPath(view engine.Game, seat engine.Seat, legal []engine.Action, a engine.Action) (from, to image.Point, ok bool) {
	g, isG := view.(*dungeonology.Game)
	if !isG || b.Area.Empty() || !engine.Contains(legal, a) {
		return image.Point{}, image.Point{}, false
	}
	b.sync(g, seat, legal)
	if b.subOn {
		b.closeSub()
	}
	figure := func(seat int) (image.Point, bool) {
		for t := range b.tiles {
			for _, f := range b.figures(t, nil) {
				if f.Seat == seat && b.lay.Map.Inset(2).ContainsPt(f.C) && !b.overMapControls(f.C.X, f.C.Y) {
					return image.Pt(int(f.C.X), int(f.C.Y)), true
				}
			}
		}
		return image.Point{}, false
	}
	var okFrom, okTo bool
	switch a.Kind {
	case dungeonology.KindMove, dungeonology.KindExplore:
		from, okFrom = figure(b.mover())
		to, okTo = b.placePoint(placeOf(a, &b.mctx))
	case dungeonology.KindZone:
		switch {
		case b.bossSteered():
			from, okFrom = figure(-1)
		case b.pend.Op == "move_other":
			from, okFrom = figure(b.mover())
		default:
			return image.Point{}, image.Point{}, false
		}
		to, okTo = b.placePoint(placeOf(a, &b.mctx))
	case dungeonology.KindPlace:
		if r, has := b.newTileBox(); has {
			from, okFrom = rectPoint(r), true
		}
		to, okTo = b.placePoint(placeOf(a, &b.mctx))
	case dungeonology.KindResearch:
		s, z := b.explorer()
		if s < 0 || z < 0 {
			break
		}
		tg := tileLayout(b.tileRect(z), len(b.tiles[z].Cubes))
		for k, r := range tg.Cubes {
			if b.tiles[z].Cubes[k] >= 0 && b.cubesUpTo(s, z, k) == int(a.A) && b.lay.Map.Inset(2).Contains(r.Center().X, r.Center().Y) {
				from, okFrom = rectPoint(r), true
				break
			}
		}
		if s < len(b.lay.Players) {
			to, okTo = rectPoint(b.lay.Players[s].Note), true
		}
	}
	if !okFrom || !okTo {
		return image.Point{}, image.Point{}, false
	}
	return from, to, true
}

// TilePoint is a visible point of placed zone i (-1 for none): where the
// pointer rests to read its tooltip.
func (b *Board) TilePoint(i int) (image.Point, bool) {
	if i < 0 || i >= len(b.tiles) {
		return image.Point{}, false
	}
	return b.placePoint(Place{Kind: PlaceZone, I: i})
}

// ShownTip is the tooltip on screen ("" while none shows).
func (b *Board) ShownTip() string {
	if b.Tip == nil || !b.Tip.Visible {
		return ""
	}
	return b.tipShown
}
