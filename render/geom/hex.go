package geom

import "math"

// Hex is a hex cell in axial coordinates (q, r); the third cube coordinate
// is s = -q-r. The maths follows Red Blob Games' "Hexagonal Grids".
type Hex struct{ Q, R int }

// S returns the implied third cube coordinate.
func (h Hex) S() int { return -h.Q - h.R }

// Add returns h+o.
func (h Hex) Add(o Hex) Hex { return Hex{h.Q + o.Q, h.R + o.R} }

// hexDirs are the six neighbour offsets, starting east (pointy) / south-east
// (flat) and turning counter-clockwise in axial space.
var hexDirs = [6]Hex{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}

// Neighbor returns the adjacent hex in direction dir (taken modulo 6).
func (h Hex) Neighbor(dir int) Hex {
	dir %= 6
	if dir < 0 {
		dir += 6
	}
	return h.Add(hexDirs[dir])
}

// Neighbors appends the six neighbours of h to dst.
func (h Hex) Neighbors(dst []Hex) []Hex {
	for _, d := range hexDirs {
		dst = append(dst, h.Add(d))
	}
	return dst
}

// Distance returns the number of steps between h and o.
func (h Hex) Distance(o Hex) int {
	dq, dr, ds := h.Q-o.Q, h.R-o.R, h.S()-o.S()
	return (absInt(dq) + absInt(dr) + absInt(ds)) / 2
}

// Range appends every hex within n steps of h (n >= 0), ring by ring is not
// guaranteed; the order is by q then r.
func (h Hex) Range(dst []Hex, n int) []Hex {
	for dq := -n; dq <= n; dq++ {
		lo, hi := max(-n, -dq-n), min(n, -dq+n)
		for dr := lo; dr <= hi; dr++ {
			dst = append(dst, Hex{h.Q + dq, h.R + dr})
		}
	}
	return dst
}

func absInt(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// RoundHex rounds fractional axial coordinates to the hex containing them.
func RoundHex(q, r float64) Hex {
	s := -q - r
	rq, rr, rs := math.Round(q), math.Round(r), math.Round(s)
	dq, dr, ds := math.Abs(rq-q), math.Abs(rr-r), math.Abs(rs-s)
	switch {
	case dq > dr && dq > ds:
		rq = -rr - rs
	case dr > ds:
		rr = -rq - rs
	}
	return Hex{int(rq), int(rr)}
}

// HexOrientation says which way the hexes point.
type HexOrientation uint8

const (
	// PointyTop hexes have a vertex at the top; rows are horizontal.
	PointyTop HexOrientation = iota
	// FlatTop hexes have an edge at the top; columns are vertical.
	FlatTop
)

// HexLayout maps hexes to pixels. Size is the distance from a hex's centre
// to a corner (per axis, so hexes may be squashed); Origin is the pixel
// centre of hex (0, 0).
type HexLayout struct {
	Orientation HexOrientation
	Size        Pt
	Origin      Pt
}

var sqrt3 = math.Sqrt(3)

// ToPixel returns the pixel centre of h.
func (l HexLayout) ToPixel(h Hex) Pt {
	q, r := float64(h.Q), float64(h.R)
	var x, y float64
	if l.Orientation == FlatTop {
		x = 1.5 * q
		y = sqrt3/2*q + sqrt3*r
	} else {
		x = sqrt3*q + sqrt3/2*r
		y = 1.5 * r
	}
	return Pt{x*l.Size.X + l.Origin.X, y*l.Size.Y + l.Origin.Y}
}

// FracHex returns the fractional axial coordinates of pixel p.
func (l HexLayout) FracHex(p Pt) (q, r float64) {
	if l.Size.X == 0 || l.Size.Y == 0 {
		return 0, 0
	}
	x := (p.X - l.Origin.X) / l.Size.X
	y := (p.Y - l.Origin.Y) / l.Size.Y
	if l.Orientation == FlatTop {
		return 2.0 / 3 * x, -1.0/3*x + sqrt3/3*y
	}
	return sqrt3/3*x - 1.0/3*y, 2.0 / 3 * y
}

// FromPixel returns the hex containing pixel p: the hit test.
func (l HexLayout) FromPixel(p Pt) Hex {
	q, r := l.FracHex(p)
	return RoundHex(q, r)
}

// CornerOffset returns the offset of corner i (0..5) from a hex centre.
// Corners run clockwise on screen; for pointy-top corner 0 is at the
// lower right (30°), for flat-top at the right (0°).
func (l HexLayout) CornerOffset(i int) Pt {
	start := 0.5
	if l.Orientation == FlatTop {
		start = 0
	}
	a := 2 * math.Pi * (start + float64(i)) / 6
	return Pt{l.Size.X * math.Cos(a), l.Size.Y * math.Sin(a)}
}

// Corners appends the six corner vertices of h to dst.
func (l HexLayout) Corners(dst []Pt, h Hex) []Pt {
	c := l.ToPixel(h)
	for i := 0; i < 6; i++ {
		dst = append(dst, c.Add(l.CornerOffset(i)))
	}
	return dst
}

// CellW and CellH return the pixel width and height of one hex.
func (l HexLayout) CellW() float64 {
	if l.Orientation == FlatTop {
		return 2 * l.Size.X
	}
	return sqrt3 * l.Size.X
}

// CellH returns the pixel height of one hex.
func (l HexLayout) CellH() float64 {
	if l.Orientation == FlatTop {
		return sqrt3 * l.Size.Y
	}
	return 2 * l.Size.Y
}
