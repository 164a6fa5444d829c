package dungeonology

// The dungeon is a plane of square tiles, always north-up (§4.6). Positions
// are in half-tile units so that, with the G15 option, a tile may be offset
// by half a tile along the edge it is attached to; a tile covers 2×2 cells
// from its top-left corner. Each edge has two segments, each of which may
// carry a passage; two tiles are connected across a segment when both have
// a passage there (and no wall).

// segInner and segOuter are the cells just inside and just outside a
// segment, relative to the tile's top-left corner.
var (
	segInner = [numSegs][2]int8{{0, 0}, {1, 0}, {1, 0}, {1, 1}, {1, 1}, {0, 1}, {0, 1}, {0, 0}}
	segOuter = [numSegs][2]int8{{0, -1}, {1, -1}, {2, 0}, {2, 1}, {1, 2}, {0, 2}, {-1, 1}, {-1, 0}}
)

// pos is a candidate tile position.
type pos struct{ X, Y int8 }

func absInt8(v int8) int8 {
	if v < 0 {
		return -v
	}
	return v
}

func overlaps(ax, ay, bx, by int8) bool { return absInt8(ax-bx) < 2 && absInt8(ay-by) < 2 }

// tileAt returns the placed zone covering cell (x, y), or none.
func (s *core) tileAt(x, y int8) uint8 {
	for i := uint8(0); i < s.TileN; i++ {
		t := &s.Tiles[i]
		if x >= t.X && x < t.X+2 && y >= t.Y && y < t.Y+2 {
			return i
		}
	}
	return none
}

// free reports whether a tile could lie at (x, y) without overlapping one.
func (s *core) free(x, y int8) bool {
	if x < -100 || x > 100 || y < -100 || y > 100 {
		return false
	}
	for i := uint8(0); i < s.TileN; i++ {
		if overlaps(s.Tiles[i].X, s.Tiles[i].Y, x, y) {
			return false
		}
	}
	return true
}

// facing returns the segment of a tile at (bx, by) that meets segment sa of
// a tile at (ax, ay), if the two tiles touch there.
func facing(ax, ay int8, sa uint8, bx, by int8) (uint8, bool) {
	ox, oy := ax+segOuter[sa][0], ay+segOuter[sa][1]
	ix, iy := ax+segInner[sa][0], ay+segInner[sa][1]
	for sb := uint8(0); sb < numSegs; sb++ {
		if bx+segOuter[sb][0] == ix && by+segOuter[sb][1] == iy &&
			bx+segInner[sb][0] == ox && by+segInner[sb][1] == oy {
			return sb, true
		}
	}
	return 0, false
}

func (g *Game) level(t uint8) uint8 { return g.d.Zones[g.s.Tiles[t].Zone].Level }

func (g *Game) passage(t, seg uint8) bool { return g.d.Zones[g.s.Tiles[t].Zone].Passages&(1<<seg) != 0 }

// canPassDoors reports whether seat owns a cube of every colour in mask.
func (g *Game) canPassDoors(seat uint8, mask uint8) bool {
	p := &g.s.P[seat]
	for c := uint8(0); c < NumColours; c++ {
		if mask&(1<<c) != 0 && p.Col[c] == 0 {
			return false
		}
	}
	return true
}

// offsets lists the positions along an edge at which a new tile may be
// attached (only the aligned one without the half-offset option).
func (g *Game) offsets() []int8 {
	if g.s.Opt&optHalfOffsets != 0 {
		return []int8{-1, 0, 1}
	}
	return []int8{0}
}

// edgePos is the position of a tile attached to edge e of t with offset o.
func (s *core) edgePos(t, e uint8, o int8) pos {
	x, y := s.Tiles[t].X, s.Tiles[t].Y
	switch e {
	case 0:
		return pos{x + o, y - 2}
	case 1:
		return pos{x + 2, y + o}
	case 2:
		return pos{x + o, y + 2}
	}
	return pos{x - 2, y + o}
}

// canExplore reports whether the scholar in t may step through edge e into
// unexplored space: a passage of t on that edge opens onto a free place.
func (g *Game) canExplore(t, e uint8) bool {
	s := &g.s
	for _, o := range g.offsets() {
		ps := s.edgePos(t, e, o)
		if !s.free(ps.X, ps.Y) {
			continue
		}
		for k := uint8(0); k < 2; k++ {
			sa := e*2 + k
			if !g.passage(t, sa) {
				continue
			}
			if _, ok := facing(s.Tiles[t].X, s.Tiles[t].Y, sa, ps.X, ps.Y); ok {
				return true
			}
		}
	}
	return false
}

// fits reports whether zone z placed at ps meets tile t with at least one
// matched passage; with explorer != none, one the explorer may pass (its
// doors block entering the new zone).
func (g *Game) fits(t uint8, ps pos, z uint8, explorer uint8) bool {
	s := &g.s
	if !s.free(ps.X, ps.Y) {
		return false
	}
	zd := &g.d.Zones[z]
	for sa := uint8(0); sa < numSegs; sa++ {
		if !g.passage(t, sa) {
			continue
		}
		sb, ok := facing(s.Tiles[t].X, s.Tiles[t].Y, sa, ps.X, ps.Y)
		if !ok || zd.Passages&(1<<sb) == 0 {
			continue
		}
		if explorer == none || g.canPassDoors(explorer, zd.Doors[sb]) {
			return true
		}
	}
	return false
}

// placements appends the positions where zone z may be attached to t:
// through edge e, or through any edge when e is 4 (the Stairs effect).
func (g *Game) placements(t, e, z, explorer uint8, dst []pos) []pos {
	for edge := uint8(0); edge < 4; edge++ {
		if e < 4 && edge != e {
			continue
		}
		for _, o := range g.offsets() {
			ps := g.s.edgePos(t, edge, o)
			if !g.fits(t, ps, z, explorer) {
				continue
			}
			dup := false
			for _, q := range dst {
				dup = dup || q == ps
			}
			if !dup {
				dst = append(dst, ps)
			}
		}
	}
	return dst
}

// placeTile lays zone z at ps, links it to every neighbour and places its
// cubes from the reserve. stairsFrom is the zone whose Stairs effect
// placed it (none otherwise): its matched passages to that zone get
// stairs; matched passages between zones of different levels get walls.
func (g *Game) placeTile(z uint8, ps pos, stairsFrom uint8) uint8 {
	s := &g.s
	t := s.TileN
	s.TileN++
	nt := &s.Tiles[t]
	*nt = tile{Zone: z, X: ps.X, Y: ps.Y}
	for i := range nt.Link {
		nt.Link[i] = none
	}
	lv := g.d.Zones[z].Level
	for sa := uint8(0); sa < numSegs; sa++ {
		ox, oy := ps.X+segOuter[sa][0], ps.Y+segOuter[sa][1]
		o := s.tileAt(ox, oy)
		if o == none || o == t {
			continue
		}
		sb, ok := facing(ps.X, ps.Y, sa, s.Tiles[o].X, s.Tiles[o].Y)
		if !ok {
			continue
		}
		nt.Link[sa] = o
		s.Tiles[o].Link[sb] = t
		kind := linkNone
		if g.d.Zones[z].Passages&(1<<sa) != 0 && g.passage(o, sb) {
			switch {
			case o == stairsFrom:
				kind = linkStairs
			case g.level(o) == lv:
				kind = linkOpen
			default:
				kind = linkWall
			}
		}
		nt.Kind[sa] = kind
		s.Tiles[o].Kind[sb] = kind
	}
	if !s.MaxAlert {
		for i, c := range g.d.Zones[z].Cubes {
			if s.Supply[c] > 0 {
				s.Supply[c]--
				nt.Cubes[i] = c + 1
			}
		}
	}
	return t
}

// secretLetter is the letter of t's printed secret passage (0 none).
func (g *Game) secretLetter(t uint8) uint8 { return g.d.Zones[g.s.Tiles[t].Zone].Secret }

// secretLinked reports whether a and b are joined by secret passages of the
// same letter (printed) or both carry a secret passage X token.
func (g *Game) secretLinked(a, b uint8) bool {
	if a == b {
		return false
	}
	if l := g.secretLetter(a); l != 0 && l == g.secretLetter(b) {
		return true
	}
	return g.s.Tiles[a].Token&tokSecretX != 0 && g.s.Tiles[b].Token&tokSecretX != 0
}

// stepDoors returns, for a scholar stepping from a into b, whether some
// link joins them and the door mask of the easiest way in (0xFF = none).
func (g *Game) stepDoors(a, b uint8) (linked bool, doors uint8) {
	s := &g.s
	doors = 0xFF
	zb := &g.d.Zones[s.Tiles[b].Zone]
	for sa := uint8(0); sa < numSegs; sa++ {
		if s.Tiles[a].Link[sa] != b {
			continue
		}
		k := s.Tiles[a].Kind[sa]
		if k != linkOpen && k != linkStairs {
			continue
		}
		sb, ok := facing(s.Tiles[a].X, s.Tiles[a].Y, sa, s.Tiles[b].X, s.Tiles[b].Y)
		if !ok {
			continue
		}
		linked = true
		if m := zb.Doors[sb]; doors == 0xFF || popcount8(m) < popcount8(doors) {
			doors = m
		}
	}
	if g.secretLinked(a, b) {
		linked, doors = true, 0
	}
	return linked, doors
}

func popcount8(x uint8) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// connected reports whether a and b are connected (§4.6): a matched open
// passage, stairs, or a secret passage.
func (g *Game) connected(a, b uint8) bool {
	linked, _ := g.stepDoors(a, b)
	return linked
}

// adjacent reports whether a and b share (part of) an edge.
func (g *Game) adjacent(a, b uint8) bool {
	for _, l := range g.s.Tiles[a].Link {
		if l == b {
			return true
		}
	}
	return false
}

// near reports whether b is a's zone or adjacent and connected to it.
func (g *Game) near(a, b uint8) bool { return a == b || g.adjacent(a, b) && g.connected(a, b) }

// canEnter reports whether seat may step from a into b: connected, the
// doors passable, and an Ambush it could neither pay nor survive does not
// bar the way.
func (g *Game) canEnter(seat, a, b uint8) bool {
	if a == b || b >= g.s.TileN {
		return false
	}
	linked, doors := g.stepDoors(a, b)
	if !linked || (doors != 0xFF && !g.canPassDoors(seat, doors)) {
		return false
	}
	return !g.ambushBars(seat, b)
}

// ambushBars: a scholar at maximum fatigue who cannot sacrifice the
// students of an Ambush may not enter (§4.7).
func (g *Game) ambushBars(seat, b uint8) bool {
	p := &g.s.P[seat]
	if p.Careful || p.Fatigue < g.stamina(seat) {
		return false
	}
	for _, e := range g.d.Zones[g.s.Tiles[b].Zone].Effects {
		if e.Kind == zeAmbush && p.Students < e.N {
			return true
		}
	}
	return false
}

// bossCanEnter: the boss uses passages, stairs and secret passages, ignores
// doors (G28) but not walls, and never enters the start zone.
func (g *Game) bossCanEnter(a, b uint8) bool {
	return b != 0 && a != b && b < g.s.TileN && g.connected(a, b)
}

// bossDistances fills dist with the boss's step distances from t (0xFF
// unreachable).
func (g *Game) bossDistances(t uint8, dist *[numZones]uint8) {
	for i := range dist {
		dist[i] = none
	}
	var q [numZones]uint8
	qh, qt := 0, 0
	dist[t] = 0
	q[qt] = t
	qt++
	for qh < qt {
		a := q[qh]
		qh++
		for b := uint8(0); b < g.s.TileN; b++ {
			if dist[b] == none && g.bossCanEnter(a, b) {
				dist[b] = dist[a] + 1
				q[qt] = b
				qt++
			}
		}
	}
}

// cubesIn counts the cubes lying in placed zone t.
func (s *core) cubesIn(t uint8) int {
	n := 0
	for _, c := range s.Tiles[t].Cubes {
		if c != 0 {
			n++
		}
	}
	return n
}

// scholarsIn is the mask of unfinished seats whose figure is in t.
func (s *core) scholarsIn(t uint8) uint8 {
	var m uint8
	for i := uint8(0); i < s.Players; i++ {
		if s.P[i].Zone == t && !s.P[i].Finished {
			m |= 1 << i
		}
	}
	return m
}
