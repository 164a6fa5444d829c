package arnakboard

import (
	"stolik/render/geom"
	"stolik/rules/arnak"
	"stolik/scenes/table"
)

// Layout is the board's geometry for an area and a player count. It is
// pure (no drawing), so tests can check it without a window.
type Layout struct {
	Area     geom.Rect
	Sites    geom.Rect // the main board panel
	Site     []geom.Rect
	RowPanel geom.Rect
	Row      [6]geom.Rect
	Decks    geom.Rect // moon staff, item and artifact decks, supply
	Hand     geom.Rect // the own hand and play area panel
	Research geom.Rect
	Node     []geom.Rect
	Temple   geom.Rect
	Players  []geom.Rect
	Buttons  geom.Rect
	Slots    []geom.Rect // button slots in two columns, filled column by column
	Wide     []geom.Rect // the same area as one column of wide slots
	Status   geom.Rect   // one line above the buttons (focus, refusals)
	// Compact: a board too short for the sites' usual lines (the smallest
	// screen, 1024×600, its log folded: about 1008×520). A level site
	// shows its short name («I-3»), its space and its guardian on one
	// line, a camp its two spaces side by side (siteTexts).
	Compact bool
}

// compactH is the board height under which the sites are compact.
const compactH = 540

const gap = 6

// rowGap is the space between two cards of the row: narrower than gap,
// as on a 4:3 screen every pixel of a row card's width counts.
const rowGap = 4

// NewLayout places everything. The left column holds the main board, the
// card row and the hand; the right one the research track, the players
// and the buttons.
func NewLayout(area geom.Rect, players int, d *arnak.Data) Layout {
	l := Layout{Area: area}
	players = max(1, min(4, players))
	leftW := area.W * 0.62
	left := geom.Rect{X: area.X + gap, Y: area.Y + gap, W: leftW - 1.5*gap, H: area.H - 2*gap}
	right := geom.Rect{X: area.X + leftW + gap/2, Y: area.Y + gap, W: area.W - leftW - 1.5*gap, H: area.H - 2*gap}

	// The hand comes first: its cards keep their short effect line only
	// at about 134 px (a title of up to three lines, up to three lines of
	// effect and the travel and VP line, all at 12 px or more). A short
	// board (a 4:3 screen) cannot spare that beside the sites and the row:
	// its cards are 112 px tall, and a card whose line needs more room is
	// laid wider (Board.layHand: the five widest cards of the game still
	// fit side by side). The sites and the card row share the rest.
	handCard := 134.0
	if area.H < 600 {
		handCard = 112
	}
	handH := handTop + handCard + gap
	rest := left.H - handH - 2*gap
	// The row's cards keep the height they had before the hand grew (a
	// short board's sites have a few pixels to spare, its row none).
	rowH := rest * 0.32
	if area.H < 600 {
		rowH = rest * 0.345
	}
	if area.H < compactH {
		// The row's cards keep the height they have on a 4:3 screen
		// (about 110 px: the longest effects take three lines); the
		// compact sites take the rest.
		l.Compact = true
		rowH = max(rowH, 138)
	}
	siteH := rest - rowH
	l.Sites = geom.Rect{X: left.X, Y: left.Y, W: left.W, H: siteH}
	l.RowPanel = geom.Rect{X: left.X, Y: left.Y + siteH + gap, W: left.W, H: rowH}
	l.Hand = geom.Rect{X: left.X, Y: left.Y + siteH + rowH + 2*gap, W: left.W, H: handH}

	// Sites: one line per board row, centred.
	if d != nil {
		rows := 0
		for _, s := range d.Sites {
			rows = max(rows, int(s.Row)+1)
		}
		per := make([]int, rows)
		for _, s := range d.Sites {
			per[s.Row]++
		}
		inner := l.Sites.Inset(gap)
		inner.Y += 12
		inner.H -= 12
		// Camps (row 0) have two spaces and long names (two lines at 12
		// px), and their effect may take two lines: a taller line.
		campWeight := 1.65
		if l.Compact {
			// A level site: two lines (34 px), a camp: four (63 px).
			campWeight = 1.85
		}
		rh := (inner.H - float64(rows-1)*gap) / (float64(rows-1) + campWeight)
		rowH := func(r int) float64 {
			if r == 0 {
				return rh * campWeight
			}
			return rh
		}
		rowY := make([]float64, rows)
		y := inner.Y
		for r := rows - 1; r >= 0; r-- { // level II at the top, camps at the bottom
			rowY[r] = y
			y += rowH(r) + gap
		}
		idx := make([]int, rows)
		l.Site = make([]geom.Rect, len(d.Sites))
		for i, s := range d.Sites {
			r := int(s.Row)
			n := per[r]
			cw := min((inner.W-float64(n-1)*gap)/float64(n), 200)
			x0 := inner.X + (inner.W-(float64(n)*cw+float64(n-1)*gap))/2
			l.Site[i] = geom.Rect{X: x0 + float64(idx[r])*(cw+gap), Y: rowY[r], W: cw, H: rowH(r)}
			idx[r]++
		}
	}

	// Card row: a line with the moon staff and the decks, then six cards
	// across the whole width (the cards need it for 12 px text).
	inner := l.RowPanel.Inset(gap)
	l.Decks = geom.Rect{X: inner.X, Y: inner.Y - 2, W: inner.W, H: 16}
	cy := inner.Y + 16
	cw := (inner.W - 5*rowGap) / 6
	for i := range l.Row {
		l.Row[i] = geom.Rect{X: inner.X + float64(i)*(cw+rowGap), Y: cy, W: cw, H: inner.Y + inner.H - cy}
	}

	// Right column.
	resH := right.H * 0.36
	plH := right.H * 0.38
	if l.Compact {
		// A player's three lines need about 50 px (12 px text); the
		// research track gives up a little for four panels.
		resH = right.H * 0.34
		plH = max(plH, float64(players)*50+float64(players-1)*3)
	}
	l.Research = geom.Rect{X: right.X, Y: right.Y, W: right.W, H: resH}
	py := right.Y + resH + gap
	ph := (plH - float64(players-1)*3) / float64(players)
	for i := 0; i < players; i++ {
		l.Players = append(l.Players, geom.Rect{X: right.X, Y: py + float64(i)*(ph+3), W: right.W, H: ph})
	}
	by := right.Y + resH + gap + plH + gap
	l.Buttons = geom.Rect{X: right.X, Y: by, W: right.W, H: right.Y + right.H - by}
	l.Status = geom.Rect{X: l.Buttons.X + gap, Y: l.Buttons.Y + 3, W: l.Buttons.W - 2*gap, H: 18}
	bi := geom.Rect{X: l.Buttons.X + gap, Y: l.Status.Y + l.Status.H + 2, W: l.Buttons.W - 2*gap}
	bi.H = l.Buttons.Y + l.Buttons.H - gap - bi.Y
	const bh = 24
	rowsB := max(1, int((bi.H+3)/(bh+3)))
	colW := (bi.W - gap) / 2
	for r := 0; r < rowsB; r++ {
		l.Wide = append(l.Wide, geom.Rect{X: bi.X, Y: bi.Y + float64(r)*(bh+3), W: bi.W, H: bh})
	}
	for c := 0; c < 2; c++ {
		for r := 0; r < rowsB; r++ {
			l.Slots = append(l.Slots, geom.Rect{X: bi.X + float64(c)*(colW+gap), Y: bi.Y + float64(r)*(bh+3), W: colW, H: bh})
		}
	}

	// Research track: temple on top, start row at the bottom.
	if d != nil {
		rin := l.Research.Inset(gap)
		rin.Y += 16
		rin.H -= 16
		rows := 0
		for _, r := range d.NodeRow {
			rows = max(rows, int(r)+1)
		}
		per := make([]int, rows)
		for _, r := range d.NodeRow {
			per[r]++
		}
		rh := (rin.H - float64(rows-1)*2) / float64(rows)
		templeW := rin.W * 0.40
		tw := rin.W - templeW - gap
		idx := make([]int, rows)
		l.Node = make([]geom.Rect, len(d.NodeRow))
		for n, r := range d.NodeRow {
			k := per[r]
			w := (tw - float64(k-1)*gap) / float64(k)
			y := rin.Y + float64(rows-1-int(r))*(rh+2)
			l.Node[n] = geom.Rect{X: rin.X + float64(idx[r])*(w+gap), Y: y, W: w, H: rh}
			idx[r]++
		}
		l.Temple = geom.Rect{X: rin.X + tw + gap, Y: rin.Y, W: templeW, H: rin.H}
	}
	return l
}

// handTop is where the hand's cards start in its panel: above them is
// one line with the panel's title, the play area and the travel pool.
const handTop = 3 + 18 + 3

// handRects lays out n cards in the hand panel under its title line: five
// side by side (the hand a round starts with) as wide as the panel allows
// up to 120 px, more overlapping.
func (l *Layout) handRects(dst []geom.Rect, n int) []geom.Rect {
	in := l.handArea()
	w := max(minHandW, min(120, (in.W-4*handGap)/5))
	return table.HandRects(dst, in, n, w, in.H, handGap)
}

// minHandW is the narrowest hand card laid side by side.
const minHandW = 96.0

// handGap is the space between two hand cards side by side.
const handGap = 3

// handArea is where the hand's cards go: the panel under its title line.
func (l *Layout) handArea() geom.Rect {
	in := l.Hand.Inset(gap)
	in.Y = l.Hand.Y + handTop
	in.H = l.Hand.Y + l.Hand.H - gap - in.Y
	return in
}

// playLine is the hand panel's title line: the title, then the play area
// (a drop target) and the travel pool.
func (l *Layout) playLine() geom.Rect {
	in := l.Hand.Inset(gap)
	return geom.Rect{X: in.X, Y: l.Hand.Y + 3, W: in.W, H: 18}
}
