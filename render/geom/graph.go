package geom

// GraphLayout places the named nodes of a graph board (a dungeon map, say)
// given at normalised coordinates (0..1 across, 0..1 down) inside a pixel
// area. Node boxes are NodeW×NodeH; coordinates 0 and 1 put a node's box
// flush with the area's edges, so nothing spills out. Call SetArea when the
// window is resized; queries never allocate.
type GraphLayout struct {
	area         Rect
	nodeW, nodeH float64
	// Round makes hit tests use the ellipse inscribed in each node's box
	// instead of the whole box (for round rooms).
	Round bool

	ids   []string
	uv    []Pt
	rects []Rect
	edges [][2]int
}

// NewGraphLayout starts an empty layout.
func NewGraphLayout(area Rect, nodeW, nodeH float64) *GraphLayout {
	return &GraphLayout{area: area, nodeW: nodeW, nodeH: nodeH}
}

// Add appends a node and returns its index. u and v are clamped to 0..1.
// A repeated id is refused (index -1), so a typo in data is caught at once.
func (g *GraphLayout) Add(id string, u, v float64) int {
	if _, ok := g.Index(id); ok {
		return -1
	}
	u, v = clamp01(u), clamp01(v)
	g.ids = append(g.ids, id)
	g.uv = append(g.uv, Pt{u, v})
	g.rects = append(g.rects, g.place(Pt{u, v}))
	return len(g.ids) - 1
}

// Connect records an edge between two nodes by id; false when either id is
// unknown.
func (g *GraphLayout) Connect(a, b string) bool {
	ia, ok1 := g.Index(a)
	ib, ok2 := g.Index(b)
	if !ok1 || !ok2 {
		return false
	}
	g.edges = append(g.edges, [2]int{ia, ib})
	return true
}

// SetArea re-lays the nodes into a new area and node size.
func (g *GraphLayout) SetArea(area Rect, nodeW, nodeH float64) {
	g.area, g.nodeW, g.nodeH = area, nodeW, nodeH
	for i, p := range g.uv {
		g.rects[i] = g.place(p)
	}
}

func (g *GraphLayout) place(p Pt) Rect {
	x := g.area.X + p.X*(g.area.W-g.nodeW)
	y := g.area.Y + p.Y*(g.area.H-g.nodeH)
	return Rect{x, y, g.nodeW, g.nodeH}
}

func clamp01(v float64) float64 {
	if v < 0 || v != v {
		return 0
	}
	if v > 1 {
		return 1
	}
	return v
}

// Len returns the number of nodes.
func (g *GraphLayout) Len() int { return len(g.ids) }

// ID returns node i's id.
func (g *GraphLayout) ID(i int) string { return g.ids[i] }

// Index returns the index of the node with that id.
func (g *GraphLayout) Index(id string) (int, bool) {
	for i, s := range g.ids {
		if s == id {
			return i, true
		}
	}
	return -1, false
}

// Rect returns node i's pixel box.
func (g *GraphLayout) Rect(i int) Rect { return g.rects[i] }

// Center returns node i's pixel centre.
func (g *GraphLayout) Center(i int) Pt { return g.rects[i].Center() }

// EdgeCount returns the number of edges.
func (g *GraphLayout) EdgeCount() int { return len(g.edges) }

// Edge returns the node indices of edge i.
func (g *GraphLayout) Edge(i int) (a, b int) { return g.edges[i][0], g.edges[i][1] }

// EdgeEnds returns where edge i leaves node a's box and enters node b's box,
// so a corridor line can be drawn between the boxes rather than under them.
func (g *GraphLayout) EdgeEnds(i int) (from, to Pt) {
	a, b := g.edges[i][0], g.edges[i][1]
	ca, cb := g.Center(a), g.Center(b)
	return boxExit(g.rects[a], cb), boxExit(g.rects[b], ca)
}

// boxExit returns the point where the segment from r's centre towards p
// crosses r's border (r's centre if p is the centre).
func boxExit(r Rect, p Pt) Pt {
	c := r.Center()
	dx, dy := p.X-c.X, p.Y-c.Y
	if dx == 0 && dy == 0 {
		return c
	}
	t := 1e18
	if dx != 0 {
		t = min(t, (r.W/2)/abs(dx))
	}
	if dy != 0 {
		t = min(t, (r.H/2)/abs(dy))
	}
	if t > 1 {
		t = 1
	}
	return Pt{c.X + dx*t, c.Y + dy*t}
}

func abs(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

// Hit returns the node under (x, y). Where boxes overlap the node whose
// centre is nearest wins, so the answer never depends on insertion order.
func (g *GraphLayout) Hit(x, y float64) (int, bool) {
	best, bestD := -1, 0.0
	for i, r := range g.rects {
		if !r.Contains(x, y) {
			continue
		}
		c := r.Center()
		if g.Round {
			nx, ny := (x-c.X)/(r.W/2), (y-c.Y)/(r.H/2)
			if nx*nx+ny*ny > 1 {
				continue
			}
		}
		d := (x-c.X)*(x-c.X) + (y-c.Y)*(y-c.Y)
		if best < 0 || d < bestD {
			best, bestD = i, d
		}
	}
	return best, best >= 0
}
