package discoverboard

import (
	"math"

	"stolik/render/geom"
)

// Camera is the map's view: the fitted hex layout (the whole island in the
// viewport) scaled by Zoom around the viewport's centre and moved by Pan.
// The mouse wheel zooms around the cursor, a drag on the map pans, and
// «Cała mapa» puts it back.
type Camera struct {
	View geom.Rect
	// fit is the layout that shows every hex of the island.
	fit  geom.HexLayout
	Zoom float64
	Pan  geom.Pt
	// bounds of the hex centres in fitted pixels (for clamping the pan).
	lo, hi geom.Pt
}

// Zoom limits.
const (
	minZoom = 1.0
	maxZoom = 3.0
)

// fitCamera lays out hexes (axial q, r) to fill view, flat-top.
func fitCamera(view geom.Rect, hexes [][2]int8) Camera {
	c := Camera{View: view, Zoom: 1}
	if len(hexes) == 0 || view.Empty() {
		c.fit = geom.HexLayout{Orientation: geom.FlatTop, Size: geom.Pt{X: 30, Y: 30}, Origin: view.Center()}
		return c
	}
	unit := geom.HexLayout{Orientation: geom.FlatTop, Size: geom.Pt{X: 1, Y: 1}}
	lo := geom.Pt{X: math.Inf(1), Y: math.Inf(1)}
	hi := geom.Pt{X: math.Inf(-1), Y: math.Inf(-1)}
	for _, h := range hexes {
		p := unit.ToPixel(geom.Hex{Q: int(h[0]), R: int(h[1])})
		lo.X, lo.Y = math.Min(lo.X, p.X), math.Min(lo.Y, p.Y)
		hi.X, hi.Y = math.Max(hi.X, p.X), math.Max(hi.Y, p.Y)
	}
	// A hex reaches 1 unit left and right of its centre and √3/2 up and
	// down; a margin of 8 px all round.
	w, h := hi.X-lo.X+2, hi.Y-lo.Y+math.Sqrt(3)
	s := math.Min((view.W-16)/w, (view.H-16)/h)
	s = math.Max(8, s)
	mid := geom.Pt{X: (lo.X + hi.X) / 2, Y: (lo.Y + hi.Y) / 2}
	c.fit = geom.HexLayout{Orientation: geom.FlatTop, Size: geom.Pt{X: s, Y: s},
		Origin: geom.Pt{X: view.Center().X - mid.X*s, Y: view.Center().Y - mid.Y*s}}
	c.lo, c.hi = lo.Scale(s).Add(c.fit.Origin), hi.Scale(s).Add(c.fit.Origin)
	return c
}

// Layout is the hex layout the camera shows now.
func (c *Camera) Layout() geom.HexLayout {
	l := c.fit
	ctr := c.View.Center()
	l.Size = l.Size.Scale(c.Zoom)
	l.Origin = ctr.Add(l.Origin.Sub(ctr).Scale(c.Zoom)).Add(c.Pan)
	return l
}

// Size is a hex's centre-to-corner size in pixels now.
func (c *Camera) Size() float64 { return c.fit.Size.X * c.Zoom }

// Fitted reports whether the camera shows the whole island.
func (c *Camera) Fitted() bool { return c.Zoom == 1 && c.Pan == (geom.Pt{}) }

// Reset shows the whole island again.
func (c *Camera) Reset() bool {
	if c.Fitted() {
		return false
	}
	c.Zoom, c.Pan = 1, geom.Pt{}
	return true
}

// ZoomAt zooms by factor k keeping the point p where it is.
func (c *Camera) ZoomAt(p geom.Pt, k float64) bool {
	z := math.Max(minZoom, math.Min(maxZoom, c.Zoom*k))
	if z == c.Zoom {
		return false
	}
	// The map point under p: screen = ctr + (fitted - ctr)*zoom + pan.
	ctr := c.View.Center()
	f := p.Sub(c.Pan).Sub(ctr).Scale(1 / c.Zoom)
	c.Zoom = z
	c.Pan = p.Sub(ctr).Sub(f.Scale(z))
	if z == 1 {
		c.Pan = geom.Pt{}
	}
	c.clamp()
	return true
}

// Move pans by d pixels.
func (c *Camera) Move(d geom.Pt) bool {
	if d == (geom.Pt{}) || c.Zoom == 1 {
		return false
	}
	old := c.Pan
	c.Pan = c.Pan.Add(d)
	c.clamp()
	return c.Pan != old
}

// clamp keeps the island's centres inside the viewport (half of it at
// least stays in view).
func (c *Camera) clamp() {
	ctr := c.View.Center()
	lo := ctr.Add(c.lo.Sub(ctr).Scale(c.Zoom))
	hi := ctr.Add(c.hi.Sub(ctr).Scale(c.Zoom))
	// Allowed pan: lo+pan <= view centre and hi+pan >= view centre.
	c.Pan.X = math.Max(ctr.X-hi.X, math.Min(ctr.X-lo.X, c.Pan.X))
	c.Pan.Y = math.Max(ctr.Y-hi.Y, math.Min(ctr.Y-lo.Y, c.Pan.Y))
}

// Hex is the hex (axial) under a screen point.
func (c *Camera) Hex(p geom.Pt) geom.Hex {
	l := c.Layout()
	return l.FromPixel(p)
}
