package geom

import "math"

// SquareGrid is a Cols×Rows grid of equal cells starting at Origin (top-left
// of cell 0,0), with Gap pixels between cells.
type SquareGrid struct {
	Origin       Pt
	CellW, CellH float64
	Gap          float64
	Cols, Rows   int
}

// CellRect returns the pixel rectangle of cell (c, r). Cells outside the
// grid still get a rectangle (the grid extends), which is handy for margins.
func (g SquareGrid) CellRect(c, r int) Rect {
	return Rect{
		X: g.Origin.X + float64(c)*(g.CellW+g.Gap),
		Y: g.Origin.Y + float64(r)*(g.CellH+g.Gap),
		W: g.CellW, H: g.CellH,
	}
}

// CellCenter returns the centre of cell (c, r).
func (g SquareGrid) CellCenter(c, r int) Pt { return g.CellRect(c, r).Center() }

// Bounds returns the rectangle covering all cells.
func (g SquareGrid) Bounds() Rect {
	return Rect{g.Origin.X, g.Origin.Y,
		float64(g.Cols)*(g.CellW+g.Gap) - g.Gap, float64(g.Rows)*(g.CellH+g.Gap) - g.Gap}
}

// Hit returns the cell containing (x, y); ok is false outside the grid or in
// a gap between cells.
func (g SquareGrid) Hit(x, y float64) (c, r int, ok bool) {
	pw, ph := g.CellW+g.Gap, g.CellH+g.Gap
	if pw <= 0 || ph <= 0 {
		return 0, 0, false
	}
	fx, fy := (x-g.Origin.X)/pw, (y-g.Origin.Y)/ph
	if fx < 0 || fy < 0 {
		return 0, 0, false
	}
	c, r = int(math.Floor(fx)), int(math.Floor(fy))
	if c >= g.Cols || r >= g.Rows {
		return 0, 0, false
	}
	if !g.CellRect(c, r).Contains(x, y) {
		return 0, 0, false
	}
	return c, r, true
}
