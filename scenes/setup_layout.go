package scenes

import "image"

// setupLayout is where the set-up screen puts its texts for one logical
// screen; the controls' rectangles live in the controls themselves.
type setupLayout struct {
	w, h int
	// Title: position and size of the heading.
	titleAt   image.Point
	titleSize int
	// The player count's label and the number between − and +.
	playersAt image.Point
	count     image.Rectangle
	// The «Imię» column heading; each seat's «Miejsce n» at seatX, a
	// little below its row's top.
	nameAt     image.Point
	seatX      int
	seatW      int
	seatSize   int
	rowStep    int
	firstRow   int
	hintW      int
	seedAt     image.Point
	optionsAt  image.Point
	rightW     int
	leftW      int
	rowH       int
	optTop     int // the first option in the right column
	underGap   int // between the last seat row and the options under the seats
	optSize    int
	optTextW   int // the free-text option's field at the right of its row
	unbuiltAt  image.Point
	unbuiltW   int
	toast      image.Rectangle
	btnSize    int
	labelSmall bool
}

// The set-up at 1280×720 (and the 1920×1080 window, which is 1280×720
// logical at 150 %): the layout it had when it was fixed, which the window
// tests click. Narrower screens (1024 wide) shrink the seat columns and
// the options column and use smaller (never under 14 px) button texts;
// shorter ones (1024×600) take smaller rows so that five seats, ten
// options and the buttons all fit above the bottom edge.
const (
	setupMargin = 40
	setupLeftW  = 800 // seat label and controls at 1280 wide
	setupRightW = 360 // seed and options
	setupColGap = 40
)

// layout places every control for a w×h logical screen (the frame's
// minimum, table.MinScreenW×MinScreenH, at least).
func (s *setupScene) layout(w, h int) {
	if w == s.lay.w && h == s.lay.h {
		return
	}
	L := setupLayout{w: w, h: h}
	narrow, short := w < 1200, h < 700

	// Columns: the seats on the left from the margin, the seed and the
	// options on the right against the right margin.
	usable := w - 2*setupMargin
	rightW, colGap := setupRightW, setupColGap
	if narrow {
		rightW, colGap = usable*setupRightW/1200, 30
	}
	leftW := min(setupLeftW, usable-rightW-colGap)
	rx := w - setupMargin - rightW
	L.rightW, L.leftW = rightW, leftW

	// Rows.
	titleY, titleSize, playersY, ctrlH := 30, 32, 100, 46
	nameY, firstRow, rowH, step := 150, 170, 46, 62
	btnH, bottom := 60, 30
	if short {
		titleY, titleSize, playersY, ctrlH = 16, 28, 64, 40
		nameY, firstRow, rowH, step = 108, 126, 40, 48
		btnH, bottom = 48, 18
	}
	L.titleAt, L.titleSize = image.Pt(setupMargin, titleY), titleSize
	L.firstRow, L.rowStep, L.rowH = firstRow, step, rowH
	L.underGap = 40
	if short {
		L.underGap = 28
	}

	// Player count: label, −, the number, +.
	L.playersAt = image.Pt(setupMargin, playersY+(ctrlH-26)/2)
	s.minus.R = image.Rect(330, playersY, 380, playersY+ctrlH)
	L.count = image.Rect(380, playersY, 440, playersY+ctrlH)
	s.plus.R = image.Rect(440, playersY, 490, playersY+ctrlH)

	// Seats: «Miejsce n», name, Człowiek/Bot, level, colour; the controls
	// share what the label leaves in the proportions of the 1280 layout.
	L.seatW, L.seatSize, L.btnSize = 100, 18, 18
	if narrow {
		L.seatW, L.seatSize, L.btnSize = 90, 16, 16
	}
	L.labelSmall = narrow
	L.seatX = setupMargin
	avail := leftW - L.seatW - 30
	ws := [4]int{210, 130, 130, 200}
	if avail != 670 {
		// The colour keeps the most (its name, «■ Pomarańczowy», sits
		// beside the colour strip); the name field gives the most.
		ws = [4]int{avail * 28 / 100, avail * 19 / 100, avail * 18 / 100, 0}
		ws[3] = avail - ws[0] - ws[1] - ws[2]
	}
	nameX := setupMargin + L.seatW
	L.nameAt = image.Pt(nameX, nameY)
	for i := range s.rows {
		r := &s.rows[i]
		y := firstRow + i*step
		x := nameX
		rects := [4]image.Rectangle{}
		for j, cw := range ws {
			rects[j] = image.Rect(x, y, x+cw, y+rowH)
			x += cw + 10
		}
		r.name.R, r.kind.R, r.level.R, r.colour.R = rects[0], rects[1], rects[2], rects[3]
		r.kind.Size, r.level.Size, r.colour.Size = L.btnSize, L.btnSize, L.btnSize
	}
	L.hintW = leftW - L.seatW

	// Seed and options on the right.
	seedY := firstRow
	L.seedAt = image.Pt(rx, seedY-30)
	fieldW := rightW * 220 / 360
	s.seed.R = image.Rect(rx, seedY, rx+fieldW, seedY+rowH)
	s.reroll.R = image.Rect(rx+fieldW+10, seedY, w-setupMargin, seedY+rowH)
	s.reroll.Size = L.btnSize
	L.optionsAt = image.Pt(rx, seedY+96)
	L.optTop = seedY + 130
	if short {
		L.optionsAt = image.Pt(rx, seedY+rowH+12)
		L.optTop = seedY + rowH + 40
	}
	L.optSize = 16
	if narrow || short {
		L.optSize = 14
	}
	L.optTextW = min(160, rightW*160/360)
	for i := range s.opts {
		s.opts[i].Size = L.optSize
	}

	// Wstecz and Rozpocznij on the bottom line.
	by := h - bottom - btnH
	s.back.R = image.Rect(setupMargin, by, setupMargin+220, by+btnH)
	s.start.R = image.Rect(w-setupMargin-280, by, w-setupMargin, by+btnH)
	s.start.Size, s.back.Size = 24, 22
	if short {
		s.start.Size, s.back.Size = 22, 20
	}
	L.unbuiltAt = image.Pt(setupMargin+260, by+15)
	L.unbuiltW = s.start.R.Min.X - 20 - L.unbuiltAt.X
	L.toast = image.Rect(0, 0, w, by+10)

	s.lay = L
	s.placeOptions()
}
