package dungeonologyboard

import (
	"math"

	"stolik/render/geom"
)

// Layout is the board's fixed geometry for one area and player count: the
// dungeon's window (the map is drawn in it through the camera), the status
// line above it, the button bar and the hand under it; on the right the
// camp board and one panel per player. Pure code: tested at the frame's
// board areas of every screen in table.Screens.
type Layout struct {
	Area    geom.Rect
	Status  geom.Rect // one line: round, phase, speed left, the stealth test
	Map     geom.Rect // the dungeon window
	Zoom    [3]geom.Rect
	Buttons geom.Rect // the button bar (two rows, laid out by flow)
	Hand    geom.Rect
	CardW   float64
	CardH   float64

	Camp   geom.Rect
	Fire   geom.Rect // the campfire ring's square
	Alert  geom.Rect
	Panic  geom.Rect
	Clan   geom.Rect
	Boss   geom.Rect
	Stacks [3]geom.Rect // zone stacks, levels I–III
	Decks  geom.Rect    // the trick deck and discard pile, the jinx deck, the interns

	Players []PanelGeom
}

// PanelGeom is one player's panel: the head line (name, scholar, flags),
// the figures and the note board's five columns.
type PanelGeom struct {
	Rect  geom.Rect
	Head  geom.Rect
	Stats geom.Rect
	Note  geom.Rect
	Cols  [5]geom.Rect
	Cell  float64 // side of one cube cell
}

// Metrics of the layout, in logical pixels.
const (
	gap      = 6.0
	statusH  = 22.0
	btnRowH  = 30.0
	btnRows  = 2
	btnGap   = 4.0
	zoomSide = 26.0
	campH    = 180.0
	headH    = 18.0
)

// ButtonsH is the button bar's height.
const ButtonsH = btnRows*btnRowH + (btnRows-1)*btnGap

// NewLayout lays the board out in area for n players.
func NewLayout(area geom.Rect, n int) Layout {
	l := Layout{Area: area}
	n = max(1, min(4, n))
	rw := math.Round(math.Max(320, math.Min(360, area.W*0.35)))
	lw := area.W - rw - gap
	x0, y0 := area.X, area.Y

	// Left column: status, map, buttons, hand.
	l.CardH = 100
	if area.H < 600 {
		l.CardH = 92
	}
	l.CardW = 124
	l.Status = geom.Rect{X: x0, Y: y0, W: lw, H: statusH}
	l.Hand = geom.Rect{X: x0, Y: area.Y + area.H - l.CardH, W: lw, H: l.CardH}
	l.Buttons = geom.Rect{X: x0, Y: l.Hand.Y - gap - ButtonsH, W: lw, H: ButtonsH}
	top := y0 + statusH + 4
	l.Map = geom.Rect{X: x0, Y: top, W: lw, H: l.Buttons.Y - gap - top}
	for i := range l.Zoom {
		l.Zoom[i] = geom.Rect{X: l.Map.X + l.Map.W - 6 - zoomSide, Y: l.Map.Y + 6 + float64(i)*(zoomSide+4), W: zoomSide, H: zoomSide}
	}

	// Right column: the camp, then the players.
	xr := x0 + lw + gap
	l.Camp = geom.Rect{X: xr, Y: y0, W: rw, H: campH}
	fire := 118.0
	l.Fire = geom.Rect{X: xr + gap, Y: y0 + gap, W: fire, H: fire}
	// The Alert card (two lines: its level, then its Omega places and the
	// research penalty), the Panic, Clan and Boss cards (one line each),
	// beside the fire.
	cx := l.Fire.X + fire + gap
	cw := xr + rw - gap - cx
	ah := 44.0
	ch := math.Floor((fire - ah - 3*4) / 3)
	l.Alert = geom.Rect{X: cx, Y: y0 + gap, W: cw, H: ah}
	for i, c := range []*geom.Rect{&l.Panic, &l.Clan, &l.Boss} {
		*c = geom.Rect{X: cx, Y: y0 + gap + ah + 4 + float64(i)*(ch+4), W: cw, H: ch}
	}
	sy := y0 + gap + fire + gap
	sh := campH - (sy - y0) - gap
	for lv := range l.Stacks {
		l.Stacks[lv] = geom.Rect{X: xr + gap + float64(lv)*(sh+4), Y: sy, W: sh, H: sh}
	}
	dx := l.Stacks[2].X + sh + gap
	l.Decks = geom.Rect{X: dx, Y: sy, W: xr + rw - gap - dx, H: sh}

	py := y0 + campH + gap
	ph := math.Min(140, math.Floor((area.Y+area.H-py-float64(n-1)*4)/float64(n)))
	for i := 0; i < n; i++ {
		r := geom.Rect{X: xr, Y: py + float64(i)*(ph+4), W: rw, H: ph}
		l.Players = append(l.Players, newPanel(r))
	}
	return l
}

// minCell is the smallest cube cell a note board is drawn with.
const minCell = 9.0

// newPanel lays one player's panel out in r.
func newPanel(r geom.Rect) PanelGeom {
	p := PanelGeom{Rect: r}
	p.Head = geom.Rect{X: r.X + 6, Y: r.Y + 3, W: r.W - 12, H: headH}
	bodyY := p.Head.Y + headH + 2
	bodyH := r.Y + r.H - 4 - bodyY
	// Six cells and their gaps fill the body's height.
	p.Cell = math.Floor(math.Min(13, (bodyH+2)/6-2))
	noteY, noteH := bodyY, bodyH
	if p.Cell < minCell {
		// A low panel (four players on the smallest screen): the note
		// board takes the panel's whole height, beside the head line.
		noteY, noteH = r.Y+3, r.Y+r.H-4-(r.Y+3)
		p.Cell = math.Floor(math.Min(13, (noteH+2)/6-2))
	}
	colW := p.Cell + 4
	noteW := 5*colW + 4*3
	p.Note = geom.Rect{X: r.X + r.W - 6 - noteW, Y: noteY, W: noteW, H: noteH}
	for c := range p.Cols {
		p.Cols[c] = geom.Rect{X: p.Note.X + float64(c)*(colW+3), Y: noteY, W: colW, H: noteH}
	}
	if noteY < bodyY {
		p.Head.W = p.Note.X - 8 - p.Head.X
	}
	p.Stats = geom.Rect{X: r.X + 6, Y: bodyY, W: p.Note.X - 8 - (r.X + 6), H: bodyH}
	return p
}

// CellRect is cube cell i (0 = bottom) of column c, for a column of cap
// cells standing on the note board's bottom.
func (p *PanelGeom) CellRect(c, i int) geom.Rect {
	col := p.Cols[c]
	s := p.Cell
	return geom.Rect{X: col.X + (col.W-s)/2, Y: col.Y + col.H - float64(i+1)*(s+2), W: s, H: s}
}
