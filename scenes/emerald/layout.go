package emeraldboard

import (
	"math"

	"stolik/render/geom"
)

// numCities is the map's city count (the rules' nine).
const numCities = 9

// mapPos places each city (data order: Londyn, Paryż, Berlin, Rzym,
// Madryt, Konstantynopol, Kair, Petersburg, Wiedeń) on a 3×3 grid the way
// they lie on a map of Europe: west to east, north to south.
var mapPos = [numCities][2]int{
	{0, 0}, // Londyn
	{0, 1}, // Paryż
	{1, 0}, // Berlin
	{1, 2}, // Rzym
	{0, 2}, // Madryt
	{2, 1}, // Konstantynopol
	{2, 2}, // Kair
	{2, 0}, // Petersburg
	{1, 1}, // Wiedeń
}

// Layout is the board's geometry for one area and seat count.
type Layout struct {
	Area  geom.Rect
	Map   geom.Rect
	City  [numCities]geom.Rect
	Side  geom.Rect
	Track [2]geom.Rect // Restorationist, Loyalist rows (label above cells)
	Limbo geom.Rect
	Rows  []geom.Rect // one per seat
	// Identity is the screen seat's secret panel; Reveal its button.
	Identity, Reveal geom.Rect
	Buttons          []geom.Rect // nominal one-line slots (how many choices fit)
	BtnArea          geom.Rect   // where the buttons go, each as tall as its text
	Strip            geom.Rect   // the hand strip under the map
	Agent, Cube      geom.Rect   // the supply piles one drags from
	Hand             geom.Rect   // where the hand cards go
	Tableau          geom.Rect   // the screen seat's tableau
	Confirm          geom.Rect   // the reveal confirmation box over the map
	ConfirmOK        geom.Rect
	ConfirmNo        geom.Rect
}

const (
	gap      = 6.0
	rowH     = 38.0
	btnH     = 36.0
	stripH   = 118.0
	trackH   = 34.0
	idH      = 62.0
	minCardW = 84.0
)

// NewLayout lays the board out in area for n seats.
func NewLayout(area geom.Rect, n int) Layout {
	l := Layout{Area: area}
	sideW := math.Round(math.Min(330, math.Max(280, area.W*0.31)))
	l.Side = geom.Rect{X: area.X + area.W - sideW, Y: area.Y, W: sideW, H: area.H}
	l.Map = geom.Rect{X: area.X, Y: area.Y, W: area.W - sideW - gap, H: area.H - stripH - gap}
	l.Strip = geom.Rect{X: area.X, Y: l.Map.Y + l.Map.H + gap, W: l.Map.W, H: stripH}
	cw, ch := (l.Map.W-4*gap)/3, (l.Map.H-4*gap)/3
	for c, p := range mapPos {
		l.City[c] = geom.Rect{X: l.Map.X + gap + float64(p[0])*(cw+gap), Y: l.Map.Y + gap + float64(p[1])*(ch+gap), W: cw, H: ch}
	}
	// The supply piles at the strip's left, the tableau at its right.
	pile := 64.0
	l.Agent = geom.Rect{X: l.Strip.X + gap, Y: l.Strip.Y + 22, W: pile, H: (l.Strip.H - 28) / 2}
	l.Cube = geom.Rect{X: l.Agent.X, Y: l.Agent.Y + l.Agent.H + 4, W: pile, H: l.Agent.H}
	tabW := math.Round(math.Min(170, l.Strip.W*0.22))
	l.Tableau = geom.Rect{X: l.Strip.X + l.Strip.W - tabW, Y: l.Strip.Y, W: tabW, H: l.Strip.H}
	l.Hand = geom.Rect{X: l.Agent.X + pile + gap, Y: l.Strip.Y + 20, W: l.Tableau.X - gap - (l.Agent.X + pile + gap), H: l.Strip.H - 20}
	// The side panel, top to bottom.
	x, w := l.Side.X+gap, l.Side.W-2*gap
	y := l.Side.Y + gap
	for t := range l.Track {
		l.Track[t] = geom.Rect{X: x, Y: y, W: w, H: trackH}
		y += trackH + 2
	}
	l.Limbo = geom.Rect{X: x, Y: y, W: w, H: 24}
	y += 24 + gap
	rh := rowH
	if n > 4 {
		rh = 36
	}
	for i := 0; i < n; i++ {
		l.Rows = append(l.Rows, geom.Rect{X: x, Y: y, W: w, H: rh - 2})
		y += rh
	}
	y += gap
	l.Identity = geom.Rect{X: x, Y: y, W: w, H: idH}
	l.Reveal = geom.Rect{X: x + w - 118, Y: y + idH - 30, W: 112, H: 26}
	y += idH + gap
	l.BtnArea = geom.Rect{X: x, Y: y, W: w, H: l.Side.Y + l.Side.H - gap - y}
	for y+btnH <= l.Side.Y+l.Side.H-gap+0.5 {
		l.Buttons = append(l.Buttons, geom.Rect{X: x, Y: y, W: w, H: btnH - 4})
		y += btnH
	}
	cwid := math.Min(520, l.Map.W-40)
	l.Confirm = geom.Rect{X: l.Map.X + (l.Map.W-cwid)/2, Y: l.Map.Y + l.Map.H/2 - 95, W: cwid, H: 190}
	l.ConfirmOK = geom.Rect{X: l.Confirm.X + 20, Y: l.Confirm.Y + l.Confirm.H - 46, W: 200, H: 32}
	l.ConfirmNo = geom.Rect{X: l.Confirm.X + l.Confirm.W - 180, Y: l.ConfirmOK.Y, W: 160, H: 32}
	return l
}

// handRects places n hand cards in the hand area, overlapping when they
// do not fit side by side.
func (l Layout) handRects(dst []geom.Rect, n int) []geom.Rect {
	dst = dst[:0]
	if n <= 0 {
		return dst
	}
	h := l.Hand.H - 4
	w := math.Min(120, math.Max(minCardW, (l.Hand.W-float64(n-1)*4)/float64(n)))
	step := w + 4
	if float64(n-1)*step+w > l.Hand.W {
		step = (l.Hand.W - w) / float64(n-1)
	}
	for k := 0; k < n; k++ {
		dst = append(dst, geom.Rect{X: l.Hand.X + float64(k)*step, Y: l.Hand.Y, W: w, H: h})
	}
	return dst
}
