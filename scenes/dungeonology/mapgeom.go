package dungeonologyboard

import (
	"math"

	"stolik/render/geom"
	"stolik/rules/dungeonology"
)

// tileGeom is where the parts of one zone tile are drawn at the camera's
// scale: the name strip along the top (tokens at its right end), the alert
// badge and the cube spaces in a row, the effects line and the figures'
// strip along the bottom.
type tileGeom struct {
	R      geom.Rect
	Text   bool // the name and effects may be written (large enough)
	Short  bool // only the tile's number is written
	Pad    float64
	Name   geom.Rect
	Alert  geom.Pt
	AlertR float64
	Cubes  []geom.Rect
	Effect geom.Rect
	Figs   geom.Rect
	TokR   float64
}

// Tile sizes from which the board writes on the tiles.
const (
	textTile  = 100.0 // names (and effects where they fit)
	shortTile = 52.0  // the level and number only
)

// tileLayout lays a tile of n cube spaces out in r.
func tileLayout(r geom.Rect, n int) tileGeom {
	s := r.W
	t := tileGeom{R: r, Text: s >= textTile, Short: s >= shortTile && s < textTile}
	pad := math.Max(3, math.Round(s*0.05))
	t.Pad = pad
	t.Name = geom.Rect{X: r.X + pad, Y: r.Y + pad, W: r.W - 2*pad, H: math.Round(s * 0.27)}
	t.TokR = math.Max(4, math.Min(8, s*0.055))
	side := math.Max(6, math.Min(20, math.Round(s*0.13)))
	t.AlertR = math.Max(4, math.Min(11, side*0.62))
	cy := r.Y + math.Round(s*0.43)
	if !t.Text {
		cy = r.Y + math.Round(s*0.36)
	}
	step := side + math.Max(2, math.Round(side*0.25))
	badge := 2*t.AlertR + step - side
	w := badge + float64(n)*step - (step - side)
	x := r.X + (r.W-w)/2
	t.Alert = geom.Pt{X: x + t.AlertR, Y: cy}
	x += badge
	for i := 0; i < n; i++ {
		t.Cubes = append(t.Cubes, geom.Rect{X: x + float64(i)*step, Y: cy - side/2, W: side, H: side})
	}
	t.Effect = geom.Rect{X: r.X + pad, Y: cy + side/2 + 3, W: r.W - 2*pad, H: math.Round(s * 0.22)}
	figH := math.Round(s * 0.26)
	t.Figs = geom.Rect{X: r.X + pad, Y: r.Y + r.H - pad - figH, W: r.W - 2*pad, H: figH}
	return t
}

// figure is a piece standing in a zone: a scholar (with the students
// following it) or Laetus.
type figure struct {
	Seat int // -1: Laetus
	C    geom.Pt
	R    float64
	// Stud: where the students' meeple stands (scholars only).
	Stud  geom.Pt
	StudR float64
}

// figures lays out the pieces in tile t: the scholars left to right along
// the bottom (two rows when they do not fit one), Laetus at the right end.
func (b *Board) figures(t int, dst []figure) []figure {
	if t < 0 || t >= len(b.tiles) {
		return dst
	}
	tg := tileLayout(b.tileRect(t), 0)
	f := tg.Figs
	n := 0
	for _, s := range b.seats {
		if s.Scholar >= 0 && !s.Finished && s.Zone == t {
			n++
		}
	}
	boss := b.tiles[t].Boss
	items := n
	if boss {
		items++
	}
	r := math.Max(4, math.Min(14, b.cam.S*0.085))
	rows := 1
	if float64(items)*r*2.7 > f.W {
		rows = 2
		r = math.Max(4, math.Min(r, f.H/4.2))
	}
	perRow := max(1, (items+rows-1)/rows)
	step := math.Min(r*2.9, f.W/float64(perRow))
	k := 0
	place := func() geom.Pt {
		row, col := k/perRow, k%perRow
		k++
		y := f.Y + f.H/2
		if rows == 2 {
			y = f.Y + f.H*(0.27+0.5*float64(row))
		}
		return geom.Pt{X: f.X + r + float64(col)*step, Y: y}
	}
	for i, s := range b.seats {
		if s.Scholar < 0 || s.Finished || s.Zone != t {
			continue
		}
		c := place()
		dst = append(dst, figure{Seat: i, C: c, R: r, Stud: geom.Pt{X: c.X + r*0.95, Y: c.Y + r*0.35}, StudR: r * 0.62})
	}
	if boss {
		c := place()
		if rows == 1 {
			c.X = f.X + f.W - r*1.2
		}
		dst = append(dst, figure{Seat: -1, C: c, R: r * 1.15})
	}
	return dst
}

// tileRect is placed zone t's rectangle on screen.
func (b *Board) tileRect(t int) geom.Rect {
	ti := &b.tiles[t]
	return b.cam.TileRect(ti.X, ti.Y)
}

// tileAt is the placed zone under a screen point, -1 none.
func (b *Board) tileAt(x, y float64) int {
	if !b.lay.Map.Contains(x, y) {
		return -1
	}
	for i := range b.tiles {
		if b.tileRect(i).Contains(x, y) {
			return i
		}
	}
	return -1
}

// overlaps: two tiles at these half-unit corners share some ground.
func overlaps(ax, ay, bx, by int) bool { return abs(ax-bx) < 2 && abs(ay-by) < 2 }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// freeAt reports whether a tile could lie at (x, y) without covering one.
func (b *Board) freeAt(x, y int) bool {
	for _, t := range b.tiles {
		if overlaps(t.X, t.Y, x, y) {
			return false
		}
	}
	return true
}

// edgeSpot is where unknown ground beyond edge e of zone t is shown: the
// tile-sized gap there (aligned when it is free, else shifted by half a
// tile). ok is false when nothing free touches that edge.
func (b *Board) edgeSpot(t, e int) (x, y int, ok bool) {
	if t < 0 || t >= len(b.tiles) {
		return 0, 0, false
	}
	tx, ty := b.tiles[t].X, b.tiles[t].Y
	for _, o := range []int{0, -1, 1} {
		switch e {
		case 0:
			x, y = tx+o, ty-2
		case 1:
			x, y = tx+2, ty+o
		case 2:
			x, y = tx+o, ty+2
		default:
			x, y = tx-2, ty+o
		}
		if b.freeAt(x, y) {
			return x, y, true
		}
	}
	return 0, 0, false
}

// explorer is the seat whose scholar explores or moves in this decision
// (the seat deciding), and its zone.
func (b *Board) explorer() (seat, zone int) {
	seat = int(b.view.Current())
	if seat < 0 || seat >= len(b.seats) {
		return -1, -1
	}
	if z := b.seats[seat].Zone; z >= 0 && z < len(b.tiles) {
		return seat, z
	}
	return seat, -1
}

// edgeRect is the ghost of unknown ground beyond edge e of the explorer's
// zone.
func (b *Board) edgeRect(e int) (geom.Rect, bool) {
	_, z := b.explorer()
	x, y, ok := b.edgeSpot(z, e)
	if !ok {
		return geom.Rect{}, false
	}
	return b.cam.TileRect(x, y), true
}

// posRects are the screen rectangles of the legal positions of a drawn
// tile, in the order of the legal list, trimmed where they overlap so that
// each point means one position (the one whose centre is nearer).
func (b *Board) posRects(dst []geom.Rect, pos []Place) []geom.Rect {
	dst = dst[:0]
	for _, p := range pos {
		dst = append(dst, b.cam.TileRect(p.I, p.J))
	}
	full := append([]geom.Rect(nil), dst...)
	for i := range full {
		for j := range full {
			if i == j || !full[i].Intersects(full[j]) {
				continue
			}
			ci, cj := full[i].Center(), full[j].Center()
			dx, dy := cj.X-ci.X, cj.Y-ci.Y
			r := &dst[i]
			if math.Abs(dx) >= math.Abs(dy) {
				mid := (ci.X + cj.X) / 2
				if dx > 0 {
					r.W = math.Min(r.W, mid-r.X)
				} else if mid > r.X {
					r.W -= mid - r.X
					r.X = mid
				}
			} else {
				mid := (ci.Y + cj.Y) / 2
				if dy > 0 {
					r.H = math.Min(r.H, mid-r.Y)
				} else if mid > r.Y {
					r.H -= mid - r.Y
					r.Y = mid
				}
			}
		}
	}
	return dst
}

// positions lists the legal positions of the drawn tile.
func (b *Board) positions(dst []Place) []Place {
	dst = dst[:0]
	for _, a := range b.legal {
		if a.Kind == dungeonology.KindPlace {
			dst = append(dst, placeOf(a, &b.mctx))
		}
	}
	return dst
}

// newTileBox is where the drawn tile waiting for its place is shown: at
// the left of the hand's strip (the hand waits meanwhile), from where it
// is dragged up onto the map.
func (b *Board) newTileBox() (geom.Rect, bool) {
	if !b.placing() {
		return geom.Rect{}, false
	}
	h := b.lay.Hand
	s := h.H - 4
	return geom.Rect{X: h.X + 4, Y: h.Y + 2, W: s, H: s}, true
}

// placing: the screen seat lays a drawn tile now.
func (b *Board) placing() bool {
	return b.hasLegal && b.pendOK && b.pend.Op == "place" && b.pend.Zone >= 0
}

// scholarCards are the scholar cards laid over the map for the set-up
// choice.
func (b *Board) scholarCards() []geom.Rect {
	m := b.lay.Map
	w := math.Floor(math.Min(170, (m.W-5*10)/4))
	h := math.Min(m.H-40, 250)
	x := m.X + (m.W-(4*w+3*10))/2
	y := m.Y + (m.H-h)/2 + 10
	out := make([]geom.Rect, 4)
	for i := range out {
		out[i] = geom.Rect{X: x + float64(i)*(w+10), Y: y, W: w, H: h}
	}
	return out
}

// setup reports the scholars' choice (phase 0).
func (b *Board) setup() bool { return b.view != nil && b.view.UIPhase() == 0 }
