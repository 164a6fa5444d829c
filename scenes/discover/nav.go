package discoverboard

import (
	"image"
	"math"

	"stolik/render/geom"
	"stolik/rules/discover"
	"stolik/rules/engine"
	"stolik/scenes/table"
)

// Targets lists what can be pointed at now, for the keyboard: the spaces a
// step or a scout goes to, the hero's own space (its menu), «Zakończ turę»
// and the buttons; while the menu is open, only its rows.
func (b *Board) Targets(dst []table.Target) []table.Target {
	if !b.hasLegal || b.view == nil {
		return dst
	}
	if b.menuOn {
		for i, e := range b.menuShow {
			if e.op != opBlank && i < len(b.menuRows) {
				dst = append(dst, table.Target{Rect: b.menuRows[i], Label: e.text})
			}
		}
		return dst
	}
	for i, e := range b.decShow {
		if e.op != opBlank && i < len(b.decSlot) {
			dst = append(dst, table.Target{Rect: b.decSlot[i], Label: e.text})
		}
	}
	if b.dec == "" {
		seen := map[place]bool{}
		for _, a := range b.legal {
			pl := placeOf(a)
			if pl.kind == plHere && b.hero >= 0 {
				pl.i = b.view.UIHero(b.hero).Hex
			}
			if pl.kind != plHex && pl.kind != plSlot && pl.kind != plHere || seen[pl] {
				continue
			}
			seen[pl] = true
			if p, ok := b.placePoint(pl); ok {
				pt := geom.Pt{X: float64(p.X), Y: float64(p.Y)}
				s := math.Max(8, b.cam.Size()*0.5)
				dst = append(dst, table.Target{Rect: geom.Centered(pt, s, s), Point: pt, Label: b.tipAt(pt)})
			}
		}
	}
	if b.endLegal() {
		dst = append(dst, table.Target{Rect: b.lay.End, Label: b.txt.endTip})
	}
	return dst
}

// NextClick is the screen point a player would click next to get closer
// to choosing legal action a with the mouse alone, from the board's state
// (an open menu, a page of buttons, the camera): the button showing a, a
// page button towards it, «Zamknij» of a menu that does not hold it,
// «Cała mapa» when its space is out of view, or the space itself (the
// hero's own space opens the menu). ok is false when a is not legal or
// the board has no way to it. A test driver loops until the board
// chooses a.
func (b *Board) NextClick(view engine.Game, seat engine.Seat, legal []engine.Action, a engine.Action) (image.Point, bool) {
	g, ok := view.(*discover.Game)
	if !ok || b.Area.Empty() || !engine.Contains(legal, a) {
		return image.Point{}, false
	}
	b.sync(g, seat, legal)
	pl := placeOf(a)
	if b.menuOn {
		for i, e := range b.menuShow {
			if e.op == opAct && e.act == a {
				return rectPoint(b.menuRows[i]), true
			}
		}
		if k := index(b.menuList, a); k >= 0 {
			return b.pageTowards(b.menuShow, b.menuRows, b.menuList, b.menuPage, k)
		}
		for i, e := range b.menuShow {
			if e.op == opClose {
				return rectPoint(b.menuRows[i]), true
			}
		}
		return image.Point{}, false
	}
	switch pl.kind {
	case plButton:
		for i, e := range b.decShow {
			if e.op == opAct && e.act == a {
				return rectPoint(b.decSlot[i]), true
			}
		}
		if k := index(b.decList, a); k >= 0 {
			return b.pageTowards(b.decShow, b.decSlot, b.decList, b.decPage, k)
		}
		return image.Point{}, false
	case plEnd:
		return rectPoint(b.lay.End), true
	case plHere:
		if b.hero < 0 {
			return image.Point{}, false
		}
		pl.i = b.view.UIHero(b.hero).Hex
	}
	if p, ok := b.placePoint(pl); ok {
		return p, true
	}
	if !b.cam.Fitted() {
		return rectPoint(b.lay.Fit), true
	}
	return image.Point{}, false
}

// index is a's place in list, -1 if absent.
func index(list []entry, a engine.Action) int {
	for k, e := range list {
		if e.op == opAct && e.act == a {
			return k
		}
	}
	return -1
}

// pageTowards is the page button that brings list entry k nearer.
func (b *Board) pageTowards(shown []entry, slots []geom.Rect, list []entry, page, k int) (image.Point, bool) {
	n := 0
	for _, e := range shown {
		if e.op == opAct || e.op == opBlank {
			n++
		}
	}
	if n == 0 {
		return image.Point{}, false
	}
	op := opNext
	if k < page*n {
		op = opPrev
	}
	for i, e := range shown {
		if e.op == op && i < len(slots) {
			return rectPoint(slots[i]), true
		}
	}
	return image.Point{}, false
}

// placePoint is a point inside the viewport that hits place pl (a space,
// or any space of a slot) and nothing floating over the map.
func (b *Board) placePoint(pl place) (image.Point, bool) {
	var xs []int
	switch pl.kind {
	case plHex, plHere:
		xs = []int{pl.i}
	case plSlot:
		xs = []int{pl.i * 3, pl.i*3 + 1, pl.i*3 + 2}
	default:
		return image.Point{}, false
	}
	s := b.cam.Size()
	for _, x := range xs {
		if x < 0 || x >= len(b.t.Hex) {
			continue
		}
		c := b.hexCentre(x)
		for _, off := range [][2]float64{{0, 0}, {0, 0.45}, {0.45, 0}, {-0.45, 0}, {0, -0.45}, {0.3, 0.3}, {-0.3, -0.3}} {
			pt := geom.Pt{X: math.Round(c.X + off[0]*s), Y: math.Round(c.Y + off[1]*s)}
			if got, ok := b.hexUnder(pt); !ok || got != x || b.covered(pt) {
				continue
			}
			return image.Pt(int(pt.X), int(pt.Y)), true
		}
	}
	return image.Point{}, false
}

// covered reports a point of the map under something floating over it.
func (b *Board) covered(pt geom.Pt) bool {
	return b.mapCovered(pt) || b.lay.Fit.ContainsPt(pt)
}

func rectPoint(r geom.Rect) image.Point {
	c := r.Center()
	return image.Pt(int(c.X), int(c.Y))
}
