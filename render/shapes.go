package render

import (
	"math"

	"stolik/render/geom"
)

// Shape is a token or marker outline. The six player shapes are indexed
// like the palette's player colours, so seat i is always colour i and shape
// i: circle, square, triangle, diamond, hexagon, star.
type Shape uint8

const (
	ShapeCircle Shape = iota
	ShapeSquare
	ShapeTriangle
	ShapeDiamond
	ShapeHexagon
	ShapeStar
	numShapes
)

// Meeple kinds: monster silhouettes for creature pieces. Scenes pick one per
// monster type by index (MeepleKind(i % NumMeeples)).
type MeepleKind uint8

const (
	MeepleGoblin MeepleKind = iota
	MeepleSlime
	MeepleBat
	MeepleGhost
	MeepleSpider
	MeepleDemon
	NumMeeples
)

// outline is a unit polygon (fits in [-1,1]², y down) with its
// triangulation, built once at start-up and reused every frame.
type outline struct {
	pts []geom.Pt
	tri []uint16
}

func newOutline(pts []geom.Pt) outline {
	return outline{pts: pts, tri: geom.Triangulate(nil, pts)}
}

// The tables below are computed once at package initialisation and never
// written afterwards.
var (
	shapeOutlines  = buildShapes()
	meepleOutlines = buildMeeples()
)

func buildShapes() [numShapes]outline {
	var s [numShapes]outline
	s[ShapeCircle] = newOutline(geom.RegularPolygon(nil, geom.Pt{}, 1, 32, 0))
	s[ShapeSquare] = newOutline([]geom.Pt{{X: -0.82, Y: -0.82}, {X: 0.82, Y: -0.82}, {X: 0.82, Y: 0.82}, {X: -0.82, Y: 0.82}})
	s[ShapeTriangle] = newOutline(geom.RegularPolygon(nil, geom.Pt{Y: 0.15}, 1.05, 3, -math.Pi/2))
	s[ShapeDiamond] = newOutline(geom.RegularPolygon(nil, geom.Pt{}, 1, 4, -math.Pi/2))
	s[ShapeHexagon] = newOutline(geom.RegularPolygon(nil, geom.Pt{}, 1, 6, 0))
	s[ShapeStar] = newOutline(geom.Star(nil, geom.Pt{Y: 0.05}, 1.05, 0.45, 5))
	return s
}

func mirror(right []geom.Pt) []geom.Pt {
	// right runs clockwise from the top centre down the right side; the
	// left side is its mirror image walked back up.
	pts := append([]geom.Pt(nil), right...)
	for i := len(right) - 1; i >= 0; i-- {
		p := right[i]
		if p.X == 0 {
			continue
		}
		pts = append(pts, geom.Pt{X: -p.X, Y: p.Y})
	}
	return pts
}

func buildMeeples() [NumMeeples]outline {
	var m [NumMeeples]outline
	// Goblin: big pointed ears, arms out, two legs.
	m[MeepleGoblin] = newOutline(mirror([]geom.Pt{
		{X: 0, Y: -0.95}, {X: 0.3, Y: -0.85}, {X: 0.95, Y: -0.75}, {X: 0.35, Y: -0.5},
		{X: 0.3, Y: -0.35}, {X: 0.6, Y: -0.25}, {X: 0.78, Y: 0.3}, {X: 0.56, Y: 0.36},
		{X: 0.45, Y: 0.02}, {X: 0.5, Y: 1}, {X: 0.12, Y: 1}, {X: 0, Y: 0.55},
	}))
	// Slime: a dome with a dripping hem.
	var slime []geom.Pt
	for i := 0; i <= 8; i++ {
		a := -math.Pi/2 + math.Pi/2*float64(i)/8
		slime = append(slime, geom.Pt{X: 0.95 * math.Cos(a), Y: 0.3 + 0.9*math.Sin(a)})
	}
	slime[0].X = 0
	slime = append(slime, geom.Pt{X: 1, Y: 0.95}, geom.Pt{X: 0.65, Y: 0.82}, geom.Pt{X: 0.4, Y: 1},
		geom.Pt{X: 0.15, Y: 0.84}, geom.Pt{X: 0, Y: 0.96})
	m[MeepleSlime] = newOutline(mirror(slime))
	// Bat: ears, spread scalloped wings.
	m[MeepleBat] = newOutline(mirror([]geom.Pt{
		{X: 0, Y: -0.3}, {X: 0.15, Y: -0.62}, {X: 0.24, Y: -0.25}, {X: 0.6, Y: -0.55},
		{X: 1, Y: -0.35}, {X: 0.86, Y: 0.08}, {X: 0.7, Y: -0.02}, {X: 0.56, Y: 0.26},
		{X: 0.4, Y: 0.1}, {X: 0.22, Y: 0.38}, {X: 0, Y: 0.62},
	}))
	// Ghost: round head, wavy hem.
	var ghost []geom.Pt
	for i := 0; i <= 8; i++ {
		a := -math.Pi/2 + math.Pi/2*float64(i)/8
		ghost = append(ghost, geom.Pt{X: 0.72 * math.Cos(a), Y: -0.2 + 0.75*math.Sin(a)})
	}
	ghost[0].X = 0
	ghost = append(ghost, geom.Pt{X: 0.8, Y: 0.6}, geom.Pt{X: 0.72, Y: 1}, geom.Pt{X: 0.46, Y: 0.76},
		geom.Pt{X: 0.24, Y: 1}, geom.Pt{X: 0, Y: 0.76})
	m[MeepleGhost] = newOutline(mirror(ghost))
	// Spider: an oval body with four legs a side, star-shaped around its
	// centre so the outline stays simple.
	var spider []geom.Pt
	const steps = 32
	legs := map[int]bool{3: true, 5: true, 7: true, 9: true, 19: true, 21: true, 23: true, 25: true}
	for i := 0; i < steps; i++ {
		a := -math.Pi/2 + 2*math.Pi*float64(i)/steps
		rx, ry := 0.42, 0.55
		if legs[i] {
			rx, ry = 1.0, 0.95
		}
		spider = append(spider, geom.Pt{X: rx * math.Cos(a), Y: ry * math.Sin(a)})
	}
	m[MeepleSpider] = newOutline(spider)
	// Demon: horns, broad shoulders, heavy legs.
	m[MeepleDemon] = newOutline(mirror([]geom.Pt{
		{X: 0, Y: -0.58}, {X: 0.25, Y: -0.62}, {X: 0.72, Y: -1}, {X: 0.46, Y: -0.5},
		{X: 0.38, Y: -0.3}, {X: 0.86, Y: -0.2}, {X: 0.92, Y: 0.5}, {X: 0.62, Y: 0.45},
		{X: 0.58, Y: 1}, {X: 0.14, Y: 1}, {X: 0, Y: 0.62},
	}))
	return m
}

// ShapeOutline returns the unit polygon of a shape (do not modify it).
func ShapeOutline(s Shape) []geom.Pt { return shapeOutlines[s%numShapes].pts }

// MeepleOutline returns the unit polygon of a meeple kind (do not modify).
func MeepleOutline(k MeepleKind) []geom.Pt { return meepleOutlines[k%NumMeeples].pts }

// HitShape reports whether (x, y) lies in shape s drawn at centre c with
// radius r (the same scaling Painter.FillShape uses).
func HitShape(s Shape, c geom.Pt, r, x, y float64) bool {
	if r <= 0 {
		return false
	}
	if s%numShapes == ShapeCircle {
		return geom.InCircle(x, y, c.X, c.Y, r)
	}
	return geom.InPolygon((x-c.X)/r, (y-c.Y)/r, shapeOutlines[s%numShapes].pts)
}

// HitMeeple reports whether (x, y) lies in a meeple of kind k at centre c
// and half-size r.
func HitMeeple(k MeepleKind, c geom.Pt, r, x, y float64) bool {
	if r <= 0 {
		return false
	}
	return geom.InPolygon((x-c.X)/r, (y-c.Y)/r, meepleOutlines[k%NumMeeples].pts)
}
