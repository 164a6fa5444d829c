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
	HandPrev         geom.Rect   // the hand's page arrows (a hand too large for three rows)
	HandNext         geom.Rect
	Tableau          geom.Rect // the screen seat's tableau
	Confirm          geom.Rect // the reveal confirmation box over the map
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
	minCardW = 78.0
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
	pile := 48.0
	l.Agent = geom.Rect{X: l.Strip.X + gap, Y: l.Strip.Y + 22, W: pile, H: (l.Strip.H - 28) / 2}
	l.Cube = geom.Rect{X: l.Agent.X, Y: l.Agent.Y + l.Agent.H + 4, W: pile, H: l.Agent.H}
	tabW := math.Round(math.Min(170, l.Strip.W*0.205))
	l.Tableau = geom.Rect{X: l.Strip.X + l.Strip.W - tabW, Y: l.Strip.Y, W: tabW, H: l.Strip.H}
	l.Hand = geom.Rect{X: l.Agent.X + pile + gap, Y: l.Strip.Y + 20, W: l.Tableau.X - gap - (l.Agent.X + pile + gap), H: l.Strip.H - 20}
	l.HandPrev = geom.Rect{X: l.Hand.X, Y: l.Hand.Y, W: arrowW, H: l.Hand.H - 4}
	l.HandNext = geom.Rect{X: l.Hand.X + l.Hand.W - arrowW, Y: l.Hand.Y, W: arrowW, H: l.Hand.H - 4}
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

// Hand cards: gap between them, widest, and the padding of the name
// (the name gets the card's whole width minus this on each side).
const (
	handGap  = 3.0
	maxCardW = 120.0
	namePad  = 3.0
	// maxHandRows: a third of the hand's height still holds two lines of
	// 12 px text.
	maxHandRows = 3
	// arrowW is the width of a page arrow of a paged hand.
	arrowW = 24.0
)

// handRects places hand cards whose narrowest widths (each name's widest
// word at 12 px regular plus padding, see Board.cardMinW) are minW in the
// hand area: one row of full-height cards when they fit side by side, else
// two or three rows of lower cards (the name only). A hand too large even
// for three rows (it grows past 5 cards only by draws; the rules set no
// limit, G27) is paged: the page arrows take the area's ends and the page
// starting at card from is laid out in three rows between them; the cards
// of other pages get empty rectangles (nothing to draw or hit). No card
// ever covers another. Each row's spare width is shared out, no card wider
// than maxCardW.
func (l Layout) handRects(dst []geom.Rect, minW []float64, from int) []geom.Rect {
	dst = dst[:0]
	n := len(minW)
	if n == 0 {
		return dst
	}
	row := func(ws []float64, x0, width, y, h float64) {
		spare := width - rowWidth(ws)
		out := append([]float64(nil), ws...)
		// Share the spare width among the cards still under maxCardW.
		for pass := 0; pass < 4 && spare > 0.5; pass++ {
			open := 0
			for _, w := range out {
				if w < maxCardW {
					open++
				}
			}
			if open == 0 {
				break
			}
			each := spare / float64(open)
			for k, w := range out {
				if w < maxCardW {
					add := math.Min(each, maxCardW-w)
					out[k] += add
					spare -= add
				}
			}
		}
		x := x0
		for _, w := range out {
			dst = append(dst, geom.Rect{X: x, Y: y, W: w, H: h})
			x += w + handGap
		}
	}
	h := l.Hand.H - 4
	x0, width := l.Hand.X, l.Hand.W
	starts := rowStarts(minW, 0, width)
	if len(starts) > maxHandRows {
		// Paged: the rows of the page between the arrows.
		x0, width = l.HandPrev.X+l.HandPrev.W+handGap, l.HandNext.X-handGap-(l.HandPrev.X+l.HandPrev.W+handGap)
		from = max(0, min(from, n-1))
		starts = rowStarts(minW, from, width)
		if len(starts) > maxHandRows {
			starts = starts[:maxHandRows+1]
		} else {
			starts = append(starts, n)
		}
		for k := 0; k < from; k++ {
			dst = append(dst, geom.Rect{})
		}
	} else {
		starts = append(starts, n)
	}
	rows := len(starts) - 1
	rh := (h - float64(rows-1)*handGap) / float64(rows)
	for r := 0; r < rows; r++ {
		row(minW[starts[r]:starts[r+1]], x0, width, l.Hand.Y+float64(r)*(rh+handGap), rh)
	}
	for len(dst) < n {
		dst = append(dst, geom.Rect{})
	}
	return dst
}

// rowWidth is a row's width with the cards at widths ws.
func rowWidth(ws []float64) float64 {
	s := float64(len(ws)-1) * handGap
	for _, w := range ws {
		s += w
	}
	return s
}

// rowStarts packs the cards from card from on, in hand order, into rows
// of width (a row takes cards while they fit; a card wider than the row
// still gets a row of its own) and returns each row's first card.
func rowStarts(minW []float64, from int, width float64) []int {
	var starts []int
	for k := from; k < len(minW); {
		starts = append(starts, k)
		e := k + 1
		for e < len(minW) && rowWidth(minW[k:e+1]) <= width {
			e++
		}
		k = e
	}
	return starts
}

// handPages is the first card of each page of a paged hand (one page, 0,
// when the hand fits three rows).
func (l Layout) handPages(minW []float64) []int {
	if len(rowStarts(minW, 0, l.Hand.W)) <= maxHandRows {
		return []int{0}
	}
	width := l.HandNext.X - handGap - (l.HandPrev.X + l.HandPrev.W + handGap)
	starts := rowStarts(minW, 0, width)
	var pages []int
	for r := 0; r < len(starts); r += maxHandRows {
		pages = append(pages, starts[r])
	}
	return pages
}
