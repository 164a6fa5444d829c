package geom

import "math"

// Align places content along one axis: at the start, centred, or at the
// end. Text uses it horizontally (left, centre, right).
type Align uint8

const (
	AlignStart Align = iota
	AlignCenter
	AlignEnd
)

// Offset returns where content of size inner starts inside size outer.
func (a Align) Offset(outer, inner float64) float64 {
	switch a {
	case AlignCenter:
		return (outer - inner) / 2
	case AlignEnd:
		return outer - inner
	}
	return 0
}

// RowLayout lays n equal cards in a row inside Area (vertically centred).
// Cards keep Gap between them while they fit; when they do not, the step
// shrinks so they overlap like a fanned hand, and the last card always ends
// inside the area.
type RowLayout struct {
	Area         Rect
	CardW, CardH float64
	Gap          float64
	Align        Align
}

// Step returns the distance between the left edges of neighbouring cards.
func (l RowLayout) Step(n int) float64 {
	step := l.CardW + l.Gap
	if n <= 1 {
		return step
	}
	if float64(n-1)*step+l.CardW > l.Area.W {
		step = (l.Area.W - l.CardW) / float64(n-1)
		if step < 1 {
			step = 1
		}
	}
	return step
}

// Width returns the width n cards take.
func (l RowLayout) Width(n int) float64 {
	if n <= 0 {
		return 0
	}
	return float64(n-1)*l.Step(n) + l.CardW
}

// CardRect returns card i's rectangle among n cards.
func (l RowLayout) CardRect(i, n int) Rect {
	x := l.Area.X + l.Align.Offset(l.Area.W, l.Width(n)) + float64(i)*l.Step(n)
	y := l.Area.Y + (l.Area.H-l.CardH)/2
	return Rect{x, y, l.CardW, l.CardH}
}

// Hit returns the index of the card under (x, y) among n cards, or -1.
// Overlapping cards are drawn left to right, so the rightmost one under the
// cursor is on top and wins.
func (l RowLayout) Hit(x, y float64, n int) int {
	for i := n - 1; i >= 0; i-- {
		if l.CardRect(i, n).Contains(x, y) {
			return i
		}
	}
	return -1
}

// TrackShape says how a track's spaces run.
type TrackShape uint8

const (
	// TrackRow runs left to right.
	TrackRow TrackShape = iota
	// TrackColumn runs bottom to top, like a research ladder.
	TrackColumn
	// TrackSnake runs in rows of PerRow spaces, alternating direction.
	TrackSnake
	// TrackPerimeter runs clockwise around the area's edge from the top-left
	// corner, like a score track around a board.
	TrackPerimeter
)

// TrackLayout positions the N spaces of a score or research track.
type TrackLayout struct {
	Area   Rect
	N      int
	Shape  TrackShape
	PerRow int // TrackSnake only; <= 0 means 10
	Gap    float64
}

// Space returns the rectangle of space i (0-based). Out-of-range indices
// are clamped, so a score beyond the track sits on its last space.
func (t TrackLayout) Space(i int) Rect {
	if t.N <= 0 {
		return Rect{}
	}
	if i < 0 {
		i = 0
	}
	if i >= t.N {
		i = t.N - 1
	}
	switch t.Shape {
	case TrackColumn:
		h := (t.Area.H - t.Gap*float64(t.N-1)) / float64(t.N)
		return Rect{t.Area.X, t.Area.Y + t.Area.H - h - float64(i)*(h+t.Gap), t.Area.W, h}
	case TrackSnake:
		per := t.PerRow
		if per <= 0 {
			per = 10
		}
		rows := (t.N + per - 1) / per
		w := (t.Area.W - t.Gap*float64(per-1)) / float64(per)
		h := (t.Area.H - t.Gap*float64(rows-1)) / float64(rows)
		row, col := i/per, i%per
		if row%2 == 1 {
			col = per - 1 - col
		}
		return Rect{t.Area.X + float64(col)*(w+t.Gap), t.Area.Y + float64(row)*(h+t.Gap), w, h}
	case TrackPerimeter:
		return t.perimeter(i)
	}
	w := (t.Area.W - t.Gap*float64(t.N-1)) / float64(t.N)
	return Rect{t.Area.X + float64(i)*(w+t.Gap), t.Area.Y, w, t.Area.H}
}

// PerimeterSize returns the number of columns and rows of cells the
// perimeter shape uses: 2*cols + 2*rows - 4 >= N, split by the area's
// aspect ratio.
func (t TrackLayout) PerimeterSize() (cols, rows int) {
	half := int(math.Ceil(float64(t.N+4) / 2))
	if half < 4 {
		half = 4
	}
	cols = int(math.Round(float64(half) * t.Area.W / (t.Area.W + t.Area.H)))
	cols = max(2, min(cols, half-2))
	return cols, half - cols
}

func (t TrackLayout) perimeter(i int) Rect {
	cols, rows := t.PerimeterSize()
	w := (t.Area.W - t.Gap*float64(cols-1)) / float64(cols)
	h := (t.Area.H - t.Gap*float64(rows-1)) / float64(rows)
	var c, r int
	switch {
	case i < cols: // top edge, left to right
		c, r = i, 0
	case i < cols+rows-1: // right edge, downwards
		c, r = cols-1, i-cols+1
	case i < 2*cols+rows-2: // bottom edge, right to left
		c, r = cols-1-(i-(cols+rows-1)+1), rows-1
	default: // left edge, upwards
		c, r = 0, rows-1-(i-(2*cols+rows-2)+1)
	}
	return Rect{t.Area.X + float64(c)*(w+t.Gap), t.Area.Y + float64(r)*(h+t.Gap), w, h}
}

// Hit returns the space under (x, y), or -1.
func (t TrackLayout) Hit(x, y float64) int {
	for i := 0; i < t.N; i++ {
		if t.Space(i).Contains(x, y) {
			return i
		}
	}
	return -1
}

// StackOffset returns where the k-th of n markers sharing one space sits,
// relative to the space's centre: spread diagonally so every marker stays
// visible and the stack is centred.
func StackOffset(k, n int, spread float64) Pt {
	if n <= 1 {
		return Pt{}
	}
	d := (float64(k) - float64(n-1)/2) * spread
	return Pt{d, -d}
}

// PlaceNear returns a w×h box near anchor (a cursor) inside screen: below
// and to the right of the anchor by offset when it fits, flipped left or
// above when it would overflow, and finally clamped into the screen.
func PlaceNear(anchor Pt, w, h, offset float64, screen Rect) Rect {
	r := Rect{anchor.X + offset, anchor.Y + offset, w, h}
	if r.X+r.W > screen.X+screen.W {
		r.X = anchor.X - offset - w
	}
	if r.Y+r.H > screen.Y+screen.H {
		r.Y = anchor.Y - offset - h
	}
	return r.Clamp(screen)
}
