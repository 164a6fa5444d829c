package dungeonologyboard

import (
	"image"

	"stolik/render/geom"
	"stolik/rules/dungeonology"
)

// placeAt is the place under a point (what a click there means).
func (b *Board) placeAt(x, y float64) (Place, bool) {
	if b.view == nil {
		return Place{}, false
	}
	if b.lay.Map.Contains(x, y) {
		return b.mapPlaceAt(x, y)
	}
	for i := len(b.handR) - 1; i >= 0; i-- {
		if b.handR[i].Contains(x, y) {
			return Place{Kind: PlaceHand, I: i}, true
		}
	}
	for i := range b.lay.Players {
		pg := &b.lay.Players[i]
		if i >= len(b.seats) || !pg.Rect.Contains(x, y) {
			continue
		}
		for c, r := range pg.Cols {
			if r.Contains(x, y) {
				return Place{Kind: PlaceColumn, I: i, J: c}, true
			}
		}
		return Place{Kind: PlaceSeat, I: i}, true
	}
	if b.lay.Boss.Contains(x, y) {
		return Place{Kind: PlaceBoss}, true
	}
	for lv, r := range b.lay.Stacks {
		if r.Contains(x, y) {
			return Place{Kind: PlaceStack, I: lv + 1}, true
		}
	}
	return Place{}, false
}

// mapPlaceAt is the place under a point of the map window.
func (b *Board) mapPlaceAt(x, y float64) (Place, bool) {
	if b.setup() {
		for i, r := range b.scholarCards() {
			if r.Contains(x, y) {
				return Place{Kind: PlaceScholar, I: i}, true
			}
		}
		return Place{}, false
	}
	if b.overMapControls(x, y) {
		return Place{}, false
	}
	var buf [12]Place
	var rb [12]geom.Rect
	pos := b.positions(buf[:0])
	for i, r := range b.posRects(rb[:0], pos) {
		if r.Contains(x, y) {
			return pos[i], true
		}
	}
	for _, a := range b.legal {
		if a.Kind != dungeonology.KindExplore {
			continue
		}
		if r, ok := b.edgeRect(int(a.A)); ok && r.Contains(x, y) {
			return Place{Kind: PlaceEdge, I: int(a.A)}, true
		}
	}
	if t := b.tileAt(x, y); t >= 0 {
		return Place{Kind: PlaceZone, I: t}, true
	}
	return Place{}, false
}

// overMapControls: the zoom buttons and the drawn tile's box lie over the
// map and take its clicks.
func (b *Board) overMapControls(x, y float64) bool {
	for _, r := range b.lay.Zoom {
		if r.Contains(x, y) {
			return true
		}
	}
	return false
}

// placeRect is where a place is drawn.
func (b *Board) placeRect(p Place) (geom.Rect, bool) {
	switch p.Kind {
	case PlaceZone:
		if p.I >= 0 && p.I < len(b.tiles) {
			return b.tileRect(p.I), true
		}
	case PlaceEdge:
		return b.edgeRect(p.I)
	case PlacePos:
		var buf [12]Place
		var rb [12]geom.Rect
		pos := b.positions(buf[:0])
		rs := b.posRects(rb[:0], pos)
		for i, q := range pos {
			if q == p {
				return rs[i], true
			}
		}
	case PlaceHand:
		if p.I >= 0 && p.I < len(b.handR) {
			return b.handR[p.I], true
		}
	case PlaceSeat:
		if p.I >= 0 && p.I < len(b.lay.Players) {
			return b.lay.Players[p.I].Head, true
		}
	case PlaceColumn:
		if p.I >= 0 && p.I < len(b.lay.Players) && p.J >= 0 && p.J < 5 {
			return b.lay.Players[p.I].Cols[p.J], true
		}
	case PlaceBoss:
		return b.lay.Boss, true
	case PlaceStack:
		if p.I >= 1 && p.I <= 3 {
			return b.lay.Stacks[p.I-1], true
		}
	case PlaceScholar:
		if cs := b.scholarCards(); p.I >= 0 && p.I < len(cs) {
			return cs[p.I], true
		}
	}
	return geom.Rect{}, false
}

// placePoint is a point that hits place pl and can be seen (a place of the
// map only inside the map window; hand cards overlap, so the part of card
// i not covered by card i+1).
func (b *Board) placePoint(pl Place) (image.Point, bool) {
	r, ok := b.placeRect(pl)
	if !ok {
		return image.Point{}, false
	}
	hits := func(x, y float64) bool {
		if pl.Kind == PlaceZone || pl.Kind == PlaceEdge || pl.Kind == PlacePos || pl.Kind == PlaceScholar {
			if !b.lay.Map.Inset(2).Contains(x, y) {
				return false
			}
		}
		got, hit := b.placeAt(x, y)
		return hit && got == pl
	}
	c := r.Center()
	if x, y := int(c.X), int(c.Y); hits(float64(x), float64(y)) {
		return image.Pt(x, y), true
	}
	for fy := 0.1; fy < 1; fy += 0.1 {
		for fx := 0.1; fx < 1; fx += 0.1 {
			x, y := int(r.X+r.W*fx), int(r.Y+r.H*fy)
			if hits(float64(x), float64(y)) {
				return image.Pt(x, y), true
			}
		}
	}
	return image.Point{}, false
}
