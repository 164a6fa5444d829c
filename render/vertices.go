package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/render/geom"
)

// Mesh is a reusable triangle list drawn from the shared white pixel.
// Indices are 32-bit, so one batch has no practical vertex limit.
// Building appends into its slices; Reset keeps their capacity, so a mesh
// rebuilt every frame stops allocating after the first. Colours go into the
// vertices, so consecutive meshes of any colours batch into one draw call.
// Building needs no GPU (it is what the benchmarks measure).
type Mesh struct {
	Vertices []ebiten.Vertex
	Indices  []uint32
	scratch  []geom.Pt
}

// Reset empties the mesh, keeping its buffers.
func (m *Mesh) Reset() {
	m.Vertices = m.Vertices[:0]
	m.Indices = m.Indices[:0]
}

// vc is a vertex colour converted once per primitive, not per vertex.
type vc struct{ r, g, b, a float32 }

func vcol(c color.RGBA) vc {
	return vc{float32(c.R) / 255, float32(c.G) / 255, float32(c.B) / 255, float32(c.A) / 255}
}

func (m *Mesh) vertex(x, y float64, c vc) {
	m.Vertices = append(m.Vertices, ebiten.Vertex{
		DstX: float32(x), DstY: float32(y), SrcX: 1, SrcY: 1,
		ColorR: c.r, ColorG: c.g, ColorB: c.b, ColorA: c.a,
	})
}

// Quad adds the quadrilateral a-b-c-d (in order around it).
func (m *Mesh) Quad(a, b, c, d geom.Pt, col color.RGBA) {
	cv := vcol(col)
	base := uint32(len(m.Vertices))
	m.vertex(a.X, a.Y, cv)
	m.vertex(b.X, b.Y, cv)
	m.vertex(c.X, c.Y, cv)
	m.vertex(d.X, d.Y, cv)
	m.Indices = append(m.Indices, base, base+1, base+2, base, base+2, base+3)
}

// Rect adds a filled rectangle.
func (m *Mesh) Rect(r geom.Rect, c color.RGBA) {
	m.Quad(geom.Pt{X: r.X, Y: r.Y}, geom.Pt{X: r.X + r.W, Y: r.Y},
		geom.Pt{X: r.X + r.W, Y: r.Y + r.H}, geom.Pt{X: r.X, Y: r.Y + r.H}, c)
}

// StrokeRect adds an outline of width w drawn inside r.
func (m *Mesh) StrokeRect(r geom.Rect, w float64, c color.RGBA) {
	w = math.Min(w, math.Min(r.W, r.H)/2)
	m.Rect(geom.Rect{X: r.X, Y: r.Y, W: r.W, H: w}, c)
	m.Rect(geom.Rect{X: r.X, Y: r.Y + r.H - w, W: r.W, H: w}, c)
	m.Rect(geom.Rect{X: r.X, Y: r.Y + w, W: w, H: r.H - 2*w}, c)
	m.Rect(geom.Rect{X: r.X + r.W - w, Y: r.Y + w, W: w, H: r.H - 2*w}, c)
}

// Line adds a segment of width w from a to b with square ends.
func (m *Mesh) Line(a, b geom.Pt, w float64, c color.RGBA) {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	ex, ey := dx/l*w/2, dy/l*w/2 // extend by half the width so joints close
	a = geom.Pt{X: a.X - ex, Y: a.Y - ey}
	b = geom.Pt{X: b.X + ex, Y: b.Y + ey}
	m.Quad(geom.Pt{X: a.X + nx, Y: a.Y + ny}, geom.Pt{X: b.X + nx, Y: b.Y + ny},
		geom.Pt{X: b.X - nx, Y: b.Y - ny}, geom.Pt{X: a.X - nx, Y: a.Y - ny}, c)
}

// Fan adds a convex (or star-shaped around its first point's opposite
// centre) polygon as a triangle fan from its centroid.
func (m *Mesh) Fan(pts []geom.Pt, c color.RGBA) {
	cv := vcol(c)
	n := len(pts)
	if n < 3 {
		return
	}
	var cx, cy float64
	for _, p := range pts {
		cx += p.X
		cy += p.Y
	}
	base := uint32(len(m.Vertices))
	m.vertex(cx/float64(n), cy/float64(n), cv)
	for _, p := range pts {
		m.vertex(p.X, p.Y, cv)
	}
	for i := 0; i < n; i++ {
		j := (i + 1) % n
		m.Indices = append(m.Indices, base, base+1+uint32(i), base+1+uint32(j))
	}
}

// Polygon adds a polygon with a precomputed triangulation, transformed by
// scale then translation: the unit outlines of shapes and meeples.
func (m *Mesh) Polygon(pts []geom.Pt, tri []uint16, at geom.Pt, sx, sy float64, c color.RGBA) {
	cv := vcol(c)
	base := uint32(len(m.Vertices))
	for _, p := range pts {
		m.vertex(at.X+p.X*sx, at.Y+p.Y*sy, cv)
	}
	for _, i := range tri {
		m.Indices = append(m.Indices, base+uint32(i))
	}
}

// Outline adds a closed outline of width w along pts transformed like
// Polygon.
func (m *Mesh) Outline(pts []geom.Pt, at geom.Pt, sx, sy, w float64, c color.RGBA) {
	n := len(pts)
	for i := 0; i < n; i++ {
		p, q := pts[i], pts[(i+1)%n]
		m.Line(geom.Pt{X: at.X + p.X*sx, Y: at.Y + p.Y*sy}, geom.Pt{X: at.X + q.X*sx, Y: at.Y + q.Y*sy}, w, c)
	}
}

// Circle adds a filled circle approximated by a polygon whose segment count
// follows the radius.
func (m *Mesh) Circle(c geom.Pt, r float64, col color.RGBA) {
	unit := unitCircles[circleSegments(r)-minSegments]
	m.scratch = m.scratch[:0]
	for _, u := range unit {
		m.scratch = append(m.scratch, geom.Pt{X: c.X + r*u.X, Y: c.Y + r*u.Y})
	}
	m.Fan(m.scratch, col)
}

// Ring adds a circle outline of width w.
func (m *Mesh) Ring(c geom.Pt, r, w float64, col color.RGBA) {
	cv := vcol(col)
	unit := unitCircles[circleSegments(r)-minSegments]
	n := len(unit)
	base := uint32(len(m.Vertices))
	for _, u := range unit {
		m.vertex(c.X+r*u.X, c.Y+r*u.Y, cv)
		m.vertex(c.X+(r-w)*u.X, c.Y+(r-w)*u.Y, cv)
	}
	for i := 0; i < n; i++ {
		j := (i + 1) % n
		o, ii, oj, ij := base+uint32(2*i), base+uint32(2*i+1), base+uint32(2*j), base+uint32(2*j+1)
		m.Indices = append(m.Indices, o, oj, ij, o, ij, ii)
	}
}

const (
	minSegments = 12
	maxSegments = 64
	cornerSegs  = 5
)

// Trigonometry tables, computed once at initialisation and only read
// afterwards: building meshes per frame then costs no sin/cos.
var (
	unitCircles = buildUnitCircles()
	quarterArc  = buildQuarterArc()
)

func buildUnitCircles() [][]geom.Pt {
	t := make([][]geom.Pt, maxSegments-minSegments+1)
	for n := minSegments; n <= maxSegments; n++ {
		t[n-minSegments] = geom.RegularPolygon(nil, geom.Pt{}, 1, n, 0)
	}
	return t
}

func buildQuarterArc() [cornerSegs + 1]geom.Pt {
	var q [cornerSegs + 1]geom.Pt
	for i := range q {
		a := math.Pi / 2 * float64(i) / cornerSegs
		q[i] = geom.Pt{X: math.Cos(a), Y: math.Sin(a)}
	}
	return q
}

func circleSegments(r float64) int {
	n := int(r / 2)
	return max(minSegments, min(n, maxSegments))
}

// roundRectPoints appends the outline of a rounded rectangle (clockwise).
func roundRectPoints(dst []geom.Pt, r geom.Rect, rad float64) []geom.Pt {
	rad = math.Max(0, math.Min(rad, math.Min(r.W, r.H)/2))
	if rad == 0 {
		return append(dst, geom.Pt{X: r.X, Y: r.Y}, geom.Pt{X: r.X + r.W, Y: r.Y},
			geom.Pt{X: r.X + r.W, Y: r.Y + r.H}, geom.Pt{X: r.X, Y: r.Y + r.H})
	}
	// Corners clockwise from the top right; each quarter arc is the
	// table rotated by a multiple of 90° (x, y) -> (-y, x).
	corners := [4]geom.Pt{
		{X: r.X + r.W - rad, Y: r.Y + rad},
		{X: r.X + r.W - rad, Y: r.Y + r.H - rad},
		{X: r.X + rad, Y: r.Y + r.H - rad},
		{X: r.X + rad, Y: r.Y + rad},
	}
	for k, c := range corners {
		for _, u := range quarterArc {
			// Start angle of corner k is -90° + 90°·k.
			x, y := u.Y, -u.X
			for j := 0; j < k; j++ {
				x, y = -y, x
			}
			dst = append(dst, geom.Pt{X: c.X + rad*x, Y: c.Y + rad*y})
		}
	}
	return dst
}

// RoundRect adds a filled rounded rectangle.
func (m *Mesh) RoundRect(r geom.Rect, rad float64, c color.RGBA) {
	m.scratch = roundRectPoints(m.scratch[:0], r, rad)
	m.Fan(m.scratch, c)
}

// StrokeRoundRect adds a rounded outline of width w inside r.
func (m *Mesh) StrokeRoundRect(r geom.Rect, rad, w float64, c color.RGBA) {
	cv := vcol(c)
	outer := roundRectPoints(m.scratch[:0], r, rad)
	n := len(outer)
	inner := roundRectPoints(outer, r.Inset(w), math.Max(0, rad-w))
	m.scratch = inner
	if len(inner) != 2*n { // the inner rectangle degenerated to sharp corners
		m.StrokeRect(r, w, c)
		return
	}
	base := uint32(len(m.Vertices))
	for i := 0; i < n; i++ {
		m.vertex(inner[i].X, inner[i].Y, cv)
		m.vertex(inner[n+i].X, inner[n+i].Y, cv)
	}
	for i := 0; i < n; i++ {
		j := (i + 1) % n
		o, ii, oj, ij := base+uint32(2*i), base+uint32(2*i+1), base+uint32(2*j), base+uint32(2*j+1)
		m.Indices = append(m.Indices, o, oj, ij, o, ij, ii)
	}
}

// Shape adds player shape s centred at c with radius r.
func (m *Mesh) Shape(s Shape, c geom.Pt, r float64, col color.RGBA) {
	o := &shapeOutlines[s%numShapes]
	m.Polygon(o.pts, o.tri, c, r, r, col)
}

// ShapeOutline adds the outline of shape s.
func (m *Mesh) ShapeOutline(s Shape, c geom.Pt, r, w float64, col color.RGBA) {
	m.Outline(shapeOutlines[s%numShapes].pts, c, r, r, w, col)
}

// Meeple adds a meeple silhouette of kind k centred at c with half-size r,
// with an outline of width w in colour edge (w = 0: no outline).
func (m *Mesh) Meeple(k MeepleKind, c geom.Pt, r float64, fill color.RGBA, w float64, edge color.RGBA) {
	o := &meepleOutlines[k%NumMeeples]
	m.Polygon(o.pts, o.tri, c, r, r, fill)
	if w > 0 {
		m.Outline(o.pts, c, r, r, w, edge)
	}
}

// Hex adds hex h of layout l, shrunk by inset pixels towards its centre
// (a small inset leaves a visible seam between tiles).
func (m *Mesh) Hex(l geom.HexLayout, h geom.Hex, inset float64, c color.RGBA) {
	m.scratch = m.hexPoints(l, h, inset)
	m.Fan(m.scratch, c)
}

// HexOutline adds the outline of hex h, width w, inset like Hex.
func (m *Mesh) HexOutline(l geom.HexLayout, h geom.Hex, inset, w float64, c color.RGBA) {
	pts := m.hexPoints(l, h, inset)
	m.scratch = pts
	m.Outline(pts, geom.Pt{}, 1, 1, w, c)
}

func (m *Mesh) hexPoints(l geom.HexLayout, h geom.Hex, inset float64) []geom.Pt {
	pts := l.Corners(m.scratch[:0], h)
	if inset != 0 {
		ctr := l.ToPixel(h)
		for i, p := range pts {
			d := p.Dist(ctr)
			if d > 0 {
				pts[i] = ctr.Lerp(p, math.Max(0, d-inset)/d)
			}
		}
	}
	return pts
}
