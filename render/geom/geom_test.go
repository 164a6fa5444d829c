package geom

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestRectContains(t *testing.T) {
	r := Rect{10, 20, 30, 40}
	tests := []struct {
		x, y float64
		want bool
	}{
		{10, 20, true}, {39.9, 59.9, true}, {40, 30, false}, {20, 60, false},
		{9.9, 30, false}, {25, 19.9, false}, {25, 40, true},
	}
	for _, tc := range tests {
		if got := r.Contains(tc.x, tc.y); got != tc.want {
			t.Errorf("Contains(%v,%v) = %v, want %v", tc.x, tc.y, got, tc.want)
		}
	}
}

func TestRectClampAndInset(t *testing.T) {
	screen := Rect{0, 0, 100, 100}
	tests := []struct {
		in, want Rect
	}{
		{Rect{90, 90, 20, 20}, Rect{80, 80, 20, 20}},
		{Rect{-5, 10, 20, 20}, Rect{0, 10, 20, 20}},
		{Rect{10, 10, 20, 20}, Rect{10, 10, 20, 20}},
		{Rect{50, 50, 200, 20}, Rect{0, 50, 200, 20}},
	}
	for _, tc := range tests {
		if got := tc.in.Clamp(screen); got != tc.want {
			t.Errorf("Clamp(%v) = %v, want %v", tc.in, got, tc.want)
		}
	}
	if got := (Rect{0, 0, 10, 4}).Inset(3); got != (Rect{3, 3, 4, 0}) {
		t.Errorf("Inset = %v", got)
	}
}

func TestInCircleAndPolygon(t *testing.T) {
	if !InCircle(3, 4, 0, 0, 5) || InCircle(3.1, 4, 0, 0, 5) {
		t.Error("InCircle boundary wrong")
	}
	// An L shape (concave), clockwise on screen.
	l := []Pt{{0, 0}, {10, 0}, {10, 4}, {4, 4}, {4, 10}, {0, 10}}
	tests := []struct {
		x, y float64
		want bool
	}{
		{2, 2, true}, {8, 2, true}, {2, 8, true}, {8, 8, false}, {-1, 5, false}, {5, 5, false},
	}
	for _, tc := range tests {
		if got := InPolygon(tc.x, tc.y, l); got != tc.want {
			t.Errorf("InPolygon(%v,%v) = %v, want %v", tc.x, tc.y, got, tc.want)
		}
	}
	if InPolygon(1, 1, l[:2]) {
		t.Error("degenerate polygon contains a point")
	}
}

// triArea sums the absolute areas of a triangulation.
func triArea(pts []Pt, tri []uint16) float64 {
	var a float64
	for i := 0; i+2 < len(tri); i += 3 {
		a += math.Abs(SignedArea([]Pt{pts[tri[i]], pts[tri[i+1]], pts[tri[i+2]]}))
	}
	return a
}

func TestTriangulate(t *testing.T) {
	tests := []struct {
		name string
		pts  []Pt
	}{
		{"square cw", []Pt{{0, 0}, {1, 0}, {1, 1}, {0, 1}}},
		{"square ccw", []Pt{{0, 0}, {0, 1}, {1, 1}, {1, 0}}},
		{"L", []Pt{{0, 0}, {10, 0}, {10, 4}, {4, 4}, {4, 10}, {0, 10}}},
		{"star", Star(nil, Pt{}, 10, 4, 5)},
		{"comb", []Pt{{0, 0}, {1, 0}, {1, 5}, {2, 5}, {2, 0}, {3, 0}, {3, 5}, {4, 5}, {4, 0}, {5, 0}, {5, 6}, {0, 6}}},
		{"flat vertex", []Pt{{0, 0}, {1, 0}, {2, 0}, {2, 2}, {0, 2}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tri := Triangulate(nil, tc.pts)
			want := math.Abs(SignedArea(tc.pts))
			if got := triArea(tc.pts, tri); math.Abs(got-want) > 1e-9 {
				t.Errorf("triangles cover %v, polygon area %v (%d indices)", got, want, len(tri))
			}
			if len(tri)%3 != 0 || len(tri) > 3*(len(tc.pts)-2) {
				t.Errorf("bad index count %d for %d points", len(tri), len(tc.pts))
			}
		})
	}
	if got := Triangulate(nil, []Pt{{0, 0}, {1, 1}}); len(got) != 0 {
		t.Errorf("two points gave %v", got)
	}
}

func TestHexDistanceNeighbors(t *testing.T) {
	tests := []struct {
		a, b Hex
		want int
	}{
		{Hex{0, 0}, Hex{0, 0}, 0},
		{Hex{0, 0}, Hex{3, 0}, 3},
		{Hex{0, 0}, Hex{2, -4}, 4},
		{Hex{-1, 2}, Hex{2, -1}, 3},
		{Hex{1, 1}, Hex{-2, -2}, 6},
	}
	for _, tc := range tests {
		if got := tc.a.Distance(tc.b); got != tc.want {
			t.Errorf("Distance(%v,%v) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
	h := Hex{2, -3}
	ns := h.Neighbors(nil)
	seen := map[Hex]bool{}
	for i, n := range ns {
		if h.Distance(n) != 1 {
			t.Errorf("neighbour %v at distance %d", n, h.Distance(n))
		}
		if n != h.Neighbor(i) || n != h.Neighbor(i+6) || n != h.Neighbor(i-6) {
			t.Errorf("Neighbor(%d) disagrees", i)
		}
		seen[n] = true
	}
	if len(seen) != 6 {
		t.Errorf("%d distinct neighbours", len(seen))
	}
	for n := 0; n <= 4; n++ {
		r := h.Range(nil, n)
		if len(r) != 3*n*(n+1)+1 {
			t.Errorf("Range(%d) has %d hexes", n, len(r))
		}
		for _, x := range r {
			if h.Distance(x) > n {
				t.Errorf("Range(%d) holds %v at distance %d", n, x, h.Distance(x))
			}
		}
	}
}

func TestRoundHex(t *testing.T) {
	tests := []struct {
		q, r float64
		want Hex
	}{
		{0.1, 0.1, Hex{0, 0}}, {0.9, -0.1, Hex{1, 0}}, {-0.4, 0.45, Hex{0, 0}},
		{1.6, -0.7, Hex{2, -1}}, {-2.1, 3.05, Hex{-2, 3}}, {0.6, 0.3, Hex{1, 0}},
	}
	for _, tc := range tests {
		if got := RoundHex(tc.q, tc.r); got != tc.want {
			t.Errorf("RoundHex(%v,%v) = %v, want %v", tc.q, tc.r, got, tc.want)
		}
	}
}

func TestHexLayout(t *testing.T) {
	layouts := []HexLayout{
		{PointyTop, Pt{20, 20}, Pt{300, 200}},
		{FlatTop, Pt{20, 20}, Pt{300, 200}},
		{PointyTop, Pt{24, 16}, Pt{-50, 10}},
		{FlatTop, Pt{10, 30}, Pt{0, 0}},
	}
	for li, l := range layouts {
		for _, h := range (Hex{}).Range(nil, 4) {
			c := l.ToPixel(h)
			if got := l.FromPixel(c); got != h {
				t.Fatalf("layout %d: FromPixel(ToPixel(%v)) = %v", li, h, got)
			}
			corners := l.Corners(nil, h)
			for i, k := range corners {
				// A point just inside each corner belongs to h, one just
				// outside (beyond the corner) to someone else.
				in := c.Lerp(k, 0.97)
				out := c.Lerp(k, 1.05)
				if got := l.FromPixel(in); got != h {
					t.Errorf("layout %d hex %v corner %d: inside point hit %v", li, h, i, got)
				}
				if got := l.FromPixel(out); got == h {
					t.Errorf("layout %d hex %v corner %d: outside point hit h", li, h, i)
				}
			}
			// The polygon test and the hex hit test agree on a grid of
			// sample points around h.
			for dx := -1.0; dx <= 1.0; dx += 0.125 {
				for dy := -1.0; dy <= 1.0; dy += 0.125 {
					p := Pt{c.X + dx*l.Size.X*1.1 + 0.013, c.Y + dy*l.Size.Y*1.1 + 0.017}
					if InPolygon(p.X, p.Y, corners) != (l.FromPixel(p) == h) {
						t.Fatalf("layout %d hex %v: polygon and FromPixel disagree at %v", li, h, p)
					}
				}
			}
			// Neighbouring centres are one cell apart.
			n := l.ToPixel(h.Neighbor(0))
			if l.Size.X == l.Size.Y && !near(c.Dist(n), sqrt3*l.Size.X) {
				t.Errorf("layout %d: neighbour centre distance %v", li, c.Dist(n))
			}
		}
	}
	pointy := HexLayout{PointyTop, Pt{10, 10}, Pt{}}
	if !near(pointy.CellW(), sqrt3*10) || pointy.CellH() != 20 {
		t.Errorf("pointy cell %vx%v", pointy.CellW(), pointy.CellH())
	}
	if c := pointy.Corners(nil, Hex{})[4]; !near(c.X, 0) || !near(c.Y, -10) {
		t.Errorf("pointy-top corner 4 should be the top vertex, got %v", c)
	}
	flat := HexLayout{FlatTop, Pt{10, 10}, Pt{}}
	if c := flat.Corners(nil, Hex{})[0]; !near(c.X, 10) || !near(c.Y, 0) {
		t.Errorf("flat-top corner 0 should be the right vertex, got %v", c)
	}
	if (HexLayout{}).FromPixel(Pt{5, 5}) != (Hex{}) {
		t.Error("zero-size layout must not divide by zero")
	}
}

func TestSquareGrid(t *testing.T) {
	g := SquareGrid{Origin: Pt{10, 10}, CellW: 20, CellH: 10, Gap: 2, Cols: 3, Rows: 2}
	tests := []struct {
		x, y float64
		c, r int
		ok   bool
	}{
		{10, 10, 0, 0, true}, {29.9, 19.9, 0, 0, true}, {31, 15, 0, 0, false}, // gap
		{32, 10, 1, 0, true}, {54, 22, 2, 1, true}, {75, 15, 0, 0, false}, {15, 35, 0, 0, false},
		{5, 15, 0, 0, false},
	}
	for _, tc := range tests {
		c, r, ok := g.Hit(tc.x, tc.y)
		if ok != tc.ok || (ok && (c != tc.c || r != tc.r)) {
			t.Errorf("Hit(%v,%v) = %d,%d,%v want %d,%d,%v", tc.x, tc.y, c, r, ok, tc.c, tc.r, tc.ok)
		}
	}
	for c := 0; c < g.Cols; c++ {
		for r := 0; r < g.Rows; r++ {
			cc := g.CellCenter(c, r)
			if gc, gr, ok := g.Hit(cc.X, cc.Y); !ok || gc != c || gr != r {
				t.Errorf("centre of %d,%d hits %d,%d,%v", c, r, gc, gr, ok)
			}
		}
	}
	if b := g.Bounds(); b != (Rect{10, 10, 64, 22}) {
		t.Errorf("Bounds = %v", b)
	}
}

func TestGraphLayout(t *testing.T) {
	area := Rect{100, 50, 800, 400}
	g := NewGraphLayout(area, 80, 60)
	nodes := []struct {
		id   string
		u, v float64
	}{
		{"wejscie", 0, 0.5}, {"sala", 0.5, 0.5}, {"skarbiec", 1, 0}, {"krypta", 1, 1}, {"blisko", 0.52, 0.52},
	}
	for i, n := range nodes {
		if got := g.Add(n.id, n.u, n.v); got != i {
			t.Fatalf("Add(%s) = %d", n.id, got)
		}
	}
	if g.Add("sala", 0, 0) != -1 {
		t.Error("duplicate id accepted")
	}
	if g.Add("poza", -3, 7) != 5 || g.Rect(5) != (Rect{100, 390, 80, 60}) {
		t.Errorf("clamped node at %v", g.Rect(5))
	}
	for i := 0; i < g.Len(); i++ {
		r := g.Rect(i)
		if r.X < area.X || r.Y < area.Y || r.X+r.W > area.X+area.W || r.Y+r.H > area.Y+area.H {
			t.Errorf("node %s box %v outside area", g.ID(i), r)
		}
	}
	if r := g.Rect(2); r != (Rect{820, 50, 80, 60}) {
		t.Errorf("skarbiec at %v", r)
	}
	tests := []struct {
		x, y float64
		want int
		ok   bool
	}{
		{g.Center(0).X, g.Center(0).Y, 0, true},
		{g.Center(1).X, g.Center(1).Y, 1, true}, // overlaps "blisko" but its centre is nearer
		{g.Center(4).X, g.Center(4).Y, 4, true},
		{500, 60, -1, false},
	}
	for _, tc := range tests {
		got, ok := g.Hit(tc.x, tc.y)
		if got != tc.want || ok != tc.ok {
			t.Errorf("Hit(%v,%v) = %d,%v want %d,%v", tc.x, tc.y, got, ok, tc.want, tc.ok)
		}
	}
	// Round rooms miss in the box corners.
	r0 := g.Rect(0)
	if _, ok := g.Hit(r0.X+1, r0.Y+1); !ok {
		t.Error("square room corner should hit")
	}
	g.Round = true
	if _, ok := g.Hit(r0.X+1, r0.Y+1); ok {
		t.Error("round room corner should miss")
	}
	if !g.Connect("wejscie", "sala") || g.Connect("sala", "nigdzie") {
		t.Error("Connect result wrong")
	}
	from, to := g.EdgeEnds(0)
	if !near(from.X, g.Rect(0).X+80) || !near(to.X, g.Rect(1).X) || !near(from.Y, to.Y) {
		t.Errorf("EdgeEnds = %v %v", from, to)
	}
	g.SetArea(Rect{0, 0, 400, 200}, 40, 30)
	if r := g.Rect(2); r != (Rect{360, 0, 40, 30}) {
		t.Errorf("after SetArea skarbiec at %v", r)
	}
	if i, ok := g.Index("krypta"); !ok || i != 3 {
		t.Errorf("Index = %d,%v", i, ok)
	}
}

func TestRowLayout(t *testing.T) {
	l := RowLayout{Area: Rect{0, 0, 500, 200}, CardW: 100, CardH: 140, Gap: 10, Align: AlignCenter}
	tests := []struct {
		n        int
		step     float64
		firstX   float64
		overlaps bool
	}{
		{1, 110, 200, false},
		{3, 110, 90, false},
		{4, 110, 35, false},
		{5, 100, 0, false},
		{9, 50, 0, true},
	}
	for _, tc := range tests {
		if s := l.Step(tc.n); !near(s, tc.step) {
			t.Errorf("n=%d step %v want %v", tc.n, s, tc.step)
		}
		r0 := l.CardRect(0, tc.n)
		last := l.CardRect(tc.n-1, tc.n)
		if !near(r0.X, tc.firstX) || r0.Y != 30 {
			t.Errorf("n=%d first card at %v", tc.n, r0)
		}
		if last.X+last.W > 500+1e-9 {
			t.Errorf("n=%d last card ends at %v", tc.n, last.X+last.W)
		}
		if got := l.Step(tc.n) < l.CardW; got != tc.overlaps {
			t.Errorf("n=%d overlap %v", tc.n, got)
		}
		for i := 0; i < tc.n; i++ {
			r := l.CardRect(i, tc.n)
			// The visible strip of card i (right edge for the last one).
			x := r.X + 1
			if i == tc.n-1 {
				x = r.X + r.W - 1
			}
			if got := l.Hit(x, 100, tc.n); got != i {
				t.Errorf("n=%d hit card %d's strip = %d", tc.n, i, got)
			}
		}
	}
	if l.Hit(250, 10, 3) != -1 || l.Hit(5, 100, 3) != -1 {
		t.Error("hit outside cards")
	}
}

func TestTrackLayout(t *testing.T) {
	area := Rect{0, 0, 600, 400}
	tracks := []TrackLayout{
		{Area: area, N: 10, Shape: TrackRow, Gap: 2},
		{Area: area, N: 8, Shape: TrackColumn},
		{Area: area, N: 23, Shape: TrackSnake, PerRow: 6, Gap: 1},
		{Area: area, N: 30, Shape: TrackPerimeter},
		{Area: area, N: 11, Shape: TrackPerimeter},
	}
	for _, tr := range tracks {
		seen := map[Rect]bool{}
		for i := 0; i < tr.N; i++ {
			r := tr.Space(i)
			if r.X < -1e-9 || r.Y < -1e-9 || r.X+r.W > 600+1e-9 || r.Y+r.H > 400+1e-9 || r.Empty() {
				t.Errorf("shape %d space %d = %v outside", tr.Shape, i, r)
			}
			if seen[r] {
				t.Errorf("shape %d space %d repeats %v", tr.Shape, i, r)
			}
			seen[r] = true
			c := r.Center()
			if got := tr.Hit(c.X, c.Y); got != i {
				t.Errorf("shape %d: centre of %d hits %d", tr.Shape, i, got)
			}
			if i > 0 {
				p := tr.Space(i - 1)
				// Consecutive spaces touch: their gap is at most Gap+epsilon
				// on one axis and they overlap on the other.
				dx := math.Max(p.X, r.X) - math.Min(p.X+p.W, r.X+r.W)
				dy := math.Max(p.Y, r.Y) - math.Min(p.Y+p.H, r.Y+r.H)
				if !((dx <= tr.Gap+1e-9 && dy < 0) || (dy <= tr.Gap+1e-9 && dx < 0)) {
					t.Errorf("shape %d: spaces %d and %d not adjacent: %v %v", tr.Shape, i-1, i, p, r)
				}
			}
		}
		if tr.Space(tr.N+5) != tr.Space(tr.N-1) || tr.Space(-2) != tr.Space(0) {
			t.Errorf("shape %d: out-of-range not clamped", tr.Shape)
		}
	}
	if tracks[1].Space(0).Y <= tracks[1].Space(1).Y {
		t.Error("column track should run upwards")
	}
	if (TrackLayout{}).Space(0) != (Rect{}) || (TrackLayout{}).Hit(0, 0) != -1 {
		t.Error("empty track")
	}
}

func TestStackOffset(t *testing.T) {
	if StackOffset(0, 1, 5) != (Pt{}) {
		t.Error("single marker must sit at the centre")
	}
	var sum Pt
	seen := map[Pt]bool{}
	for k := 0; k < 4; k++ {
		p := StackOffset(k, 4, 5)
		sum = sum.Add(p)
		seen[p] = true
	}
	if !near(sum.X, 0) || !near(sum.Y, 0) || len(seen) != 4 {
		t.Errorf("stack not centred or overlapping: sum %v, %d distinct", sum, len(seen))
	}
}

func TestPlaceNear(t *testing.T) {
	screen := Rect{0, 0, 800, 600}
	tests := []struct {
		name   string
		anchor Pt
		want   Rect
	}{
		{"room below right", Pt{100, 100}, Rect{116, 116, 200, 100}},
		{"flip left", Pt{700, 100}, Rect{484, 116, 200, 100}},
		{"flip up", Pt{100, 550}, Rect{116, 434, 200, 100}},
		{"corner", Pt{790, 590}, Rect{574, 474, 200, 100}},
	}
	for _, tc := range tests {
		if got := PlaceNear(tc.anchor, 200, 100, 16, screen); got != tc.want {
			t.Errorf("%s: %v want %v", tc.name, got, tc.want)
		}
	}
	big := PlaceNear(Pt{400, 300}, 1000, 100, 16, screen)
	if big.X != 0 {
		t.Errorf("too-wide box should align left, got %v", big)
	}
}

func TestAlignOffset(t *testing.T) {
	if AlignStart.Offset(100, 40) != 0 || AlignCenter.Offset(100, 40) != 30 || AlignEnd.Offset(100, 40) != 60 {
		t.Error("Align.Offset wrong")
	}
}

func TestNoAllocs(t *testing.T) {
	l := HexLayout{PointyTop, Pt{20, 20}, Pt{300, 200}}
	g := NewGraphLayout(Rect{0, 0, 800, 600}, 60, 60)
	for i := 0; i < 11; i++ {
		g.Add(string(rune('a'+i)), float64(i)/10, float64(i%3)/2)
	}
	row := RowLayout{Area: Rect{0, 0, 800, 200}, CardW: 100, CardH: 140, Gap: 8}
	tr := TrackLayout{Area: Rect{0, 0, 800, 600}, N: 40, Shape: TrackPerimeter}
	buf := make([]Pt, 0, 6)
	allocs := testing.AllocsPerRun(100, func() {
		_ = l.FromPixel(Pt{123, 456})
		buf = l.Corners(buf[:0], Hex{1, 2})
		_, _ = g.Hit(400, 300)
		_ = row.Hit(300, 100, 9)
		_ = tr.Hit(10, 300)
	})
	if allocs != 0 {
		t.Errorf("per-frame geometry allocates %v times", allocs)
	}
}
