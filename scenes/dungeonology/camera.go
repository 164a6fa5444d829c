package dungeonologyboard

import (
	"math"

	"stolik/render/geom"
)

// Camera maps the dungeon's plane onto the map window. The rules place
// tiles in half-tile units (a tile covers 2×2 from its top-left corner, the
// start zone at 0,0); the camera puts half-unit (0,0) at O and draws a tile
// S pixels wide. It follows the dungeon (Fit) until the player pans or
// zooms, and again after «Wyśrodkuj».
type Camera struct {
	S      float64
	O      geom.Pt
	Manual bool
}

// Zoom limits: the largest tile the board draws, and the smallest the
// player may zoom out to (the automatic fit may go below it for a very
// long dungeon, so that all of it stays in sight).
const (
	MaxTile = 180.0
	MinTile = 40.0
	FitTile = 150.0 // the largest tile the automatic fit picks
)

// Bounds is a box of the plane in half-tile units (max exclusive).
type Bounds struct{ X0, Y0, X1, Y1 int }

// Grow widens b to hold the tile at (x, y).
func (b Bounds) Grow(x, y int) Bounds {
	if b.X1 <= b.X0 {
		return Bounds{x, y, x + 2, y + 2}
	}
	return Bounds{min(b.X0, x), min(b.Y0, y), max(b.X1, x+2), max(b.Y1, y+2)}
}

// TileRect is the screen rectangle of a tile with its top-left at half-unit
// (x, y).
func (c Camera) TileRect(x, y int) geom.Rect {
	h := c.S / 2
	return geom.Rect{X: c.O.X + float64(x)*h, Y: c.O.Y + float64(y)*h, W: c.S, H: c.S}
}

// ToPlane is the point of the plane (in half units) under screen point p.
func (c Camera) ToPlane(p geom.Pt) (float64, float64) {
	h := c.S / 2
	return (p.X - c.O.X) / h, (p.Y - c.O.Y) / h
}

// Fit is the camera that shows b whole in view, centred, with a margin,
// at most FitTile per tile.
func Fit(view geom.Rect, b Bounds) Camera {
	w, h := float64(b.X1-b.X0), float64(b.Y1-b.Y0)
	if w <= 0 || h <= 0 {
		w, h, b = 2, 2, Bounds{0, 0, 2, 2}
	}
	half := math.Min((view.W-16)/w, (view.H-16)/h)
	s := math.Floor(math.Min(FitTile, 2*half))
	s = math.Max(8, s)
	cx, cy := float64(b.X0+b.X1)/2, float64(b.Y0+b.Y1)/2
	c := view.Center()
	return Camera{S: s, O: geom.Pt{X: math.Round(c.X - cx*s/2), Y: math.Round(c.Y - cy*s/2)}}
}

// ZoomAt scales the tile by k around screen point p (the point of the
// plane under p stays under it), within MinTile..MaxTile.
func (c *Camera) ZoomAt(p geom.Pt, k float64) {
	s := math.Max(math.Min(MinTile, c.S), math.Min(MaxTile, c.S*k))
	if s == c.S {
		return
	}
	px, py := c.ToPlane(p)
	c.S = s
	c.O = geom.Pt{X: p.X - px*s/2, Y: p.Y - py*s/2}
	c.Manual = true
}

// Pan moves the plane by (dx, dy) pixels, keeping some of b in view.
func (c *Camera) Pan(dx, dy float64, view geom.Rect, b Bounds) {
	c.O = c.O.Add(geom.Pt{X: dx, Y: dy})
	c.Manual = true
	c.Keep(view, b)
}

// Keep moves the camera so that at least a tile's worth of b stays in view.
func (c *Camera) Keep(view geom.Rect, b Bounds) {
	h := c.S / 2
	left, right := c.O.X+float64(b.X0)*h, c.O.X+float64(b.X1)*h
	top, bottom := c.O.Y+float64(b.Y0)*h, c.O.Y+float64(b.Y1)*h
	m := math.Min(c.S, math.Min(view.W, view.H)/3)
	if right < view.X+m {
		c.O.X += view.X + m - right
	}
	if left > view.X+view.W-m {
		c.O.X -= left - (view.X + view.W - m)
	}
	if bottom < view.Y+m {
		c.O.Y += view.Y + m - bottom
	}
	if top > view.Y+view.H-m {
		c.O.Y -= top - (view.Y + view.H - m)
	}
}
