package geom

import "math"

// Pt is a point or a vector in screen pixels (y grows downwards).
type Pt struct{ X, Y float64 }

// Add returns p+q.
func (p Pt) Add(q Pt) Pt { return Pt{p.X + q.X, p.Y + q.Y} }

// Sub returns p-q.
func (p Pt) Sub(q Pt) Pt { return Pt{p.X - q.X, p.Y - q.Y} }

// Scale returns p*k.
func (p Pt) Scale(k float64) Pt { return Pt{p.X * k, p.Y * k} }

// Dist returns the Euclidean distance between p and q.
func (p Pt) Dist(q Pt) float64 { return math.Hypot(p.X-q.X, p.Y-q.Y) }

// Lerp interpolates from p (t=0) to q (t=1).
func (p Pt) Lerp(q Pt, t float64) Pt {
	return Pt{p.X + (q.X-p.X)*t, p.Y + (q.Y-p.Y)*t}
}

// Rect is an axis-aligned rectangle: top-left corner and size. A rectangle
// contains its top and left edges but not its bottom and right ones, so
// adjacent cells never both claim a point on their shared edge.
type Rect struct{ X, Y, W, H float64 }

// XYWH builds a Rect.
func XYWH(x, y, w, h float64) Rect { return Rect{x, y, w, h} }

// Contains reports whether (x, y) lies in r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// ContainsPt is Contains for a Pt.
func (r Rect) ContainsPt(p Pt) bool { return r.Contains(p.X, p.Y) }

// Center returns the centre of r.
func (r Rect) Center() Pt { return Pt{r.X + r.W/2, r.Y + r.H/2} }

// Min returns the top-left corner; Max the bottom-right one.
func (r Rect) Min() Pt { return Pt{r.X, r.Y} }

// Max returns the bottom-right corner.
func (r Rect) Max() Pt { return Pt{r.X + r.W, r.Y + r.H} }

// Inset shrinks r by d on every side (grows it when d < 0). The size never
// becomes negative.
func (r Rect) Inset(d float64) Rect {
	w, h := r.W-2*d, r.H-2*d
	if w < 0 {
		w = 0
	}
	if h < 0 {
		h = 0
	}
	return Rect{r.X + d, r.Y + d, w, h}
}

// Translate moves r by (dx, dy).
func (r Rect) Translate(dx, dy float64) Rect { return Rect{r.X + dx, r.Y + dy, r.W, r.H} }

// Centered returns a w×h rectangle centred on c.
func Centered(c Pt, w, h float64) Rect { return Rect{c.X - w/2, c.Y - h/2, w, h} }

// Intersects reports whether r and s overlap with a positive area.
func (r Rect) Intersects(s Rect) bool {
	return r.X < s.X+s.W && s.X < r.X+r.W && r.Y < s.Y+s.H && s.Y < r.Y+r.H
}

// Empty reports whether r has no area.
func (r Rect) Empty() bool { return r.W <= 0 || r.H <= 0 }

// Clamp moves r (without resizing it) so that it lies inside bounds as far as
// possible; when r is larger than bounds it is aligned to bounds' top-left.
func (r Rect) Clamp(bounds Rect) Rect {
	if r.X+r.W > bounds.X+bounds.W {
		r.X = bounds.X + bounds.W - r.W
	}
	if r.Y+r.H > bounds.Y+bounds.H {
		r.Y = bounds.Y + bounds.H - r.H
	}
	if r.X < bounds.X {
		r.X = bounds.X
	}
	if r.Y < bounds.Y {
		r.Y = bounds.Y
	}
	return r
}

// InCircle reports whether (x, y) lies within distance r of (cx, cy).
func InCircle(x, y, cx, cy, r float64) bool {
	dx, dy := x-cx, y-cy
	return dx*dx+dy*dy <= r*r
}

// InPolygon reports whether (x, y) lies inside the simple polygon pts
// (even-odd rule, either winding). Points exactly on an edge may go either
// way; callers hit-testing adjacent shapes should not rely on edges.
func InPolygon(x, y float64, pts []Pt) bool {
	in := false
	n := len(pts)
	if n < 3 {
		return false
	}
	j := n - 1
	for i := 0; i < n; i++ {
		a, b := pts[i], pts[j]
		if (a.Y > y) != (b.Y > y) {
			xCross := a.X + (y-a.Y)*(b.X-a.X)/(b.Y-a.Y)
			if x < xCross {
				in = !in
			}
		}
		j = i
	}
	return in
}

// SignedArea returns the polygon's signed area: positive when the vertices
// run clockwise on screen (y down), negative when counter-clockwise.
func SignedArea(pts []Pt) float64 {
	var a float64
	n := len(pts)
	for i := 0; i < n; i++ {
		p, q := pts[i], pts[(i+1)%n]
		a += p.X*q.Y - q.X*p.Y
	}
	return a / 2
}

// Triangulate appends to dst the indices (three per triangle) of an
// ear-clipping triangulation of the simple polygon pts and returns dst. It is
// meant to run once per shape at start-up (it allocates a small work list);
// the indices are then reused every frame. A degenerate or self-intersecting
// polygon yields the triangles found before clipping got stuck, never a
// panic.
func Triangulate(dst []uint16, pts []Pt) []uint16 {
	n := len(pts)
	if n < 3 || n > math.MaxUint16 {
		return dst
	}
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	cw := SignedArea(pts) > 0
	guard := 0
	for len(idx) > 3 && guard < 2*n*n {
		guard++
		m := len(idx)
		clipped := false
		for i := 0; i < m; i++ {
			ia, ib, ic := idx[(i+m-1)%m], idx[i], idx[(i+1)%m]
			a, b, c := pts[ia], pts[ib], pts[ic]
			cross := (b.X-a.X)*(c.Y-a.Y) - (b.Y-a.Y)*(c.X-a.X)
			if (cross > 0) != cw || cross == 0 {
				continue // reflex or flat corner: not an ear
			}
			ear := true
			for _, k := range idx {
				if k == ia || k == ib || k == ic {
					continue
				}
				if inTriangle(pts[k], a, b, c) {
					ear = false
					break
				}
			}
			if !ear {
				continue
			}
			dst = append(dst, uint16(ia), uint16(ib), uint16(ic))
			idx = append(idx[:i], idx[i+1:]...)
			clipped = true
			break
		}
		if !clipped {
			// Drop a flat vertex if there is one; otherwise give up.
			removed := false
			for i := 0; i < m; i++ {
				a, b, c := pts[idx[(i+m-1)%m]], pts[idx[i]], pts[idx[(i+1)%m]]
				if (b.X-a.X)*(c.Y-a.Y)-(b.Y-a.Y)*(c.X-a.X) == 0 {
					idx = append(idx[:i], idx[i+1:]...)
					removed = true
					break
				}
			}
			if !removed {
				return dst
			}
		}
	}
	if len(idx) == 3 {
		dst = append(dst, uint16(idx[0]), uint16(idx[1]), uint16(idx[2]))
	}
	return dst
}

func inTriangle(p, a, b, c Pt) bool {
	d1 := (p.X-b.X)*(a.Y-b.Y) - (a.X-b.X)*(p.Y-b.Y)
	d2 := (p.X-c.X)*(b.Y-c.Y) - (b.X-c.X)*(p.Y-c.Y)
	d3 := (p.X-a.X)*(c.Y-a.Y) - (c.X-a.X)*(p.Y-a.Y)
	neg := d1 < 0 || d2 < 0 || d3 < 0
	pos := d1 > 0 || d2 > 0 || d3 > 0
	return !(neg && pos)
}

// RegularPolygon appends n vertices of a regular polygon centred on c with
// circumradius r, the first vertex at angle start (radians, 0 = right,
// growing clockwise on screen).
func RegularPolygon(dst []Pt, c Pt, r float64, n int, start float64) []Pt {
	for i := 0; i < n; i++ {
		a := start + 2*math.Pi*float64(i)/float64(n)
		dst = append(dst, Pt{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)})
	}
	return dst
}

// Star appends the 2n vertices of an n-pointed star centred on c, outer
// radius r and inner radius ri, the first point straight up.
func Star(dst []Pt, c Pt, r, ri float64, n int) []Pt {
	for i := 0; i < 2*n; i++ {
		rad := r
		if i%2 == 1 {
			rad = ri
		}
		a := -math.Pi/2 + math.Pi*float64(i)/float64(n)
		dst = append(dst, Pt{c.X + rad*math.Cos(a), c.Y + rad*math.Sin(a)})
	}
	return dst
}
