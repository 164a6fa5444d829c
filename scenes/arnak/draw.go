package arnakboard

import (
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/render"
	"stolik/render/geom"
	"stolik/render/interact"
	"stolik/rules/arnak"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/table/btnlist"
	"stolik/scenes/ui"
)

var (
	colPanel   = color.RGBA{0x26, 0x3a, 0x33, 0xff}
	colEdge    = color.RGBA{0x4c, 0x66, 0x5a, 0xff}
	colCamp    = color.RGBA{0xd9, 0xe4, 0xc4, 0xff}
	colLevel1  = color.RGBA{0xe8, 0xd6, 0xa8, 0xff}
	colLevel2  = color.RGBA{0xd8, 0xb8, 0x8a, 0xff}
	colBonus   = color.RGBA{0xf0, 0xe0, 0x90, 0xff}
	colHidden  = color.RGBA{0x8a, 0x86, 0x78, 0xff}
	colGuard   = color.RGBA{0xa8, 0x32, 0x28, 0xff}
	colIdol    = color.RGBA{0xe0, 0xb0, 0x30, 0xff}
	colFocus   = color.RGBA{0xff, 0xe0, 0x60, 0xff}
	colRival   = color.RGBA{0xff, 0x70, 0x60, 0xff}
	colBlocked = color.RGBA{0x44, 0x44, 0x44, 0xff}
	colMsg     = color.RGBA{0x8a, 0x2e, 0x26, 0xf0}
	colKind    = [4]color.RGBA{{0x9a, 0x9a, 0x90, 0xff}, {0x5a, 0x2a, 0x3a, 0xff}, {0x3a, 0x6a, 0x9a, 0xff}, {0xa0, 0x6a, 0x2a, 0xff}}
)

// seatShape is the seat's shape, so colours are never the only cue.
func (b *Board) seatShape(seat int) render.Shape {
	c := seat
	if seat >= 0 && seat < len(b.Env.Colours) {
		c = b.Env.Colours[seat]
	}
	return render.Shape(max(0, c) % 6)
}

// pawn draws seat's archaeologist: its colour in its shape.
func (b *Board) pawn(c geom.Pt, r float64, seat int) {
	p := b.Kit.Painter
	sh := b.seatShape(seat)
	p.Shape(sh, c, r, b.seatCol(seat))
	p.ShapeOutline(sh, c, r, 1.2, b.Kit.Pal.Ink)
}

func (b *Board) seatCol(seat int) color.RGBA {
	c := seat
	if seat >= 0 && seat < len(b.Env.Colours) {
		c = b.Env.Colours[seat]
	}
	return ui.SeatColour(c).Col
}

// Draw paints the board from view.
func (b *Board) Draw(dst *ebiten.Image, view engine.Game, seat engine.Seat) {
	g, ok := view.(*arnak.Game)
	if !ok || b.Area.Empty() {
		return
	}
	if g != b.view || seat != b.seat {
		var legal []engine.Action
		if b.hasLegal {
			legal = b.legal
		}
		b.sync(g, seat, legal)
	}
	b.shapes()
	b.Kit.Painter.Flush(dst)
	b.labelsPass(dst)
	b.floating(dst)
	b.DrawTip(dst)
}

// floating draws what moves above the board: the slides of the last
// moves, the dragged card with its travel hint, and a refusal.
func (b *Board) floating(dst *ebiten.Image) {
	k := b.Kit
	p := k.Painter
	ink := k.Pal.Ink
	for i := 0; i < b.nSlide; i++ {
		s := &b.slides[i]
		if !s.tw.Running() {
			continue
		}
		c := s.at()
		switch s.kind {
		case slidePawn:
			b.pawn(c, 9, s.seat)
		case slideMag:
			p.Circle(c, 6, b.seatCol(s.seat))
			p.Ring(c, 6, 1.2, ink)
		case slideNote:
			p.Rect(geom.Centered(c, 11, 11), b.seatCol(s.seat))
			p.StrokeRect(geom.Centered(c, 11, 11), 1, ink)
		case slideRival:
			p.Shape(render.Shape(3), c, 7, colRival)
		case slideCard:
			r := geom.Centered(c, 70, 44)
			b.cardShape(r, b.view.UICardKind(s.card))
			p.StrokeRoundRect(r.Inset(-2), 6, 2, b.seatCol(s.seat))
		case slideNewCard:
			r := geom.Centered(c, 70, 44)
			b.cardShape(r, b.view.UICardKind(s.card))
		case slideIdol:
			p.Shape(render.ShapeTriangle, c, 8, colIdol)
			p.ShapeOutline(render.ShapeTriangle, c, 8, 1.2, ink)
		}
	}
	p.Flush(dst)
	for i := 0; i < b.nSlide; i++ {
		s := &b.slides[i]
		if s.tw.Running() && (s.kind == slideCard || s.kind == slideNewCard) && int(s.card) < len(b.d.Cards) {
			r := geom.Centered(s.at(), 70, 44)
			b.Text.Text(dst, b.d.Cards[s.card].Name, r.X+4, r.Y+8, 12, true, r.W-8, 2, ink)
		}
	}
	if ph := b.drag.Phase(); (ph == interact.DragActive || ph == interact.DragReturning) && b.dragRow && b.dragCard < len(b.lay.Row) {
		// A row card on its way to the player's area, the area lit.
		src := b.lay.Row[b.dragCard]
		pos := b.drag.ItemPos()
		r := geom.Rect{X: pos.X, Y: pos.Y, W: src.W, H: src.H}
		if ph == interact.DragActive {
			p.StrokeRoundRect(b.lay.Hand.Inset(-1), 5, 2, table.ColHint)
		}
		p.StrokeRoundRect(r.Inset(-2), 7, 2, k.Pal.Selected)
		p.Flush(dst)
		b.Text.Face(dst, b.face(b.txt.rowFace[b.dragCard], src), r.X, r.Y, false)
	} else if ph := b.drag.Phase(); (ph == interact.DragActive || ph == interact.DragReturning) && b.dragCard < len(b.handR) {
		i := b.dragCard
		src := b.handR[i]
		pos := b.drag.ItemPos()
		r := geom.Rect{X: pos.X, Y: pos.Y, W: max(src.W, 80), H: src.H}
		if ph == interact.DragActive {
			// Small and beside the cursor, so the site under it stays readable.
			r = geom.Rect{X: b.Ptr.X + 14, Y: b.Ptr.Y + 10, W: max(src.W, 80) * 0.8, H: src.H * 0.62}
		}
		b.cardShape(r, b.view.UICardKind(b.hand[i]))
		p.StrokeRoundRect(r.Inset(-2), 7, 2, k.Pal.Selected)
		var box geom.Rect
		var lbl *render.TextBlock
		if b.dragHint != "" && ph == interact.DragActive {
			lbl = b.Text.Label(b.dragHint, 12, false, 260, 3, geom.AlignStart)
			w, h := lbl.Size()
			box = geom.Rect{X: r.X + r.W + 8, Y: r.Y, W: w + 12, H: h + 8}
			if box.X+box.W > b.Area.X+b.Area.W {
				box.X = r.X - box.W - 8
			}
			p.RoundRect(box, 5, k.Pal.Tooltip)
			p.StrokeRoundRect(box, 5, 1, k.Pal.Accent)
		}
		p.Flush(dst)
		if i < len(b.txt.handName) {
			if ph == interact.DragActive {
				b.Text.Text(dst, b.txt.handName[i], r.X+4, r.Y+8, 12, true, r.W-8, 2, ink)
				b.Text.Text(dst, b.txt.handInfo[i], r.X+4, r.Y+r.H-17, 12, false, r.W-8, 1, k.Pal.InkMuted)
			} else if i < len(b.txt.handFace) {
				b.Text.Face(dst, b.face(b.txt.handFace[i], r), r.X, r.Y, false)
			}
		}
		if lbl != nil {
			b.Text.Draw(dst, lbl, box.X+6, box.Y+4, ink)
		}
	}
	if b.Msg.Err || b.Msg.TTL > 0 {
		b.Msg.Draw(dst, &b.Text, b.lay.Sites)
	}
}

func (b *Board) panel(r geom.Rect, fill, edge color.RGBA) {
	p := b.Kit.Painter
	p.RoundRect(r, 6, fill)
	p.StrokeRoundRect(r, 6, 1, edge)
}

// lit: the place has a legal action and hints are on (or it is the open
// place).
func (b *Board) lit(pl Place) bool {
	if !b.hasLegal {
		return false
	}
	if b.drag.Phase() == interact.DragActive {
		if pl.Kind != PlaceSite {
			return false
		}
		for _, t := range b.drag.Targets() {
			if t.ID == pl.I && t.Legal {
				return true
			}
		}
		return false
	}
	if b.selCard >= 0 && pl == (Place{PlaceHand, b.selCard}) {
		return true
	}
	if b.selCard >= 0 && pl.Kind == PlaceSite {
		return b.paysAt(b.selCard, pl.I) // the sites the clicked card pays for
	}
	if b.subOn {
		return pl == b.sub
	}
	if !b.hints {
		return false
	}
	return slices.Contains(b.litSet, pl)
}

func (b *Board) lastAt(pl Place) bool {
	for _, a := range b.last {
		if placeOf(a, b.view) == pl && pl.Kind != PlaceHand {
			return true
		}
	}
	return false
}

// marks adds the frame's highlights to place pl (table.Outline: the same
// language on every board).
func (b *Board) marks(pl Place, r geom.Rect) {
	k := b.Kit
	if pl.Kind == PlaceSite && b.drag.Phase() == interact.DragActive {
		switch {
		case b.lit(pl) && pl.I == b.dragSite:
			table.Outline(k, r, 6, table.MarkLegal)
			table.Outline(k, r, 6, table.MarkSelected)
		case b.lit(pl):
			table.Outline(k, r, 6, table.MarkLegal)
		case pl.I == b.dragSite:
			table.Outline(k, r, 6, table.MarkIllegal)
		}
		return
	}
	if b.lit(pl) {
		table.Outline(k, r, 6, table.MarkHint)
	}
	if b.lastAt(pl) {
		table.Outline(k, r, 6, table.MarkLastMove)
	}
}

func (b *Board) shapes() {
	k, g, l := b.Kit, b.view, &b.lay
	p := k.Painter
	for _, r := range []geom.Rect{l.Sites, l.RowPanel, l.Hand, l.Research, l.Buttons} {
		b.panel(r, colPanel, colEdge)
	}
	// Sites.
	for i, r := range l.Site {
		st := &b.d.Sites[i]
		sv := g.UISite(i)
		fill := colCamp
		switch {
		case st.Level > 0 && sv.Tile == arnak.UINone:
			fill = colHidden
		case st.Level == 1:
			fill = colLevel1
		case st.Level == 2:
			fill = colLevel2
		}
		b.panel(r, fill, render.Darken(fill, 0.65))
		for sp := range st.Spaces {
			if sp > 1 {
				break
			}
			c := b.spaceCentre(i, sp)
			occ := sv.Occ[sp]
			if occ != 0 && b.sliding && b.pawnArriving(i, sp) {
				occ = 0 // still walking there
			}
			if b.drag.Phase() == interact.DragActive && i < len(b.dragSpaces) && b.dragSpaces[i]&(1<<sp) != 0 {
				p.Ring(c, 10, 2.5, k.Pal.LegalEdge) // this space is paid with the dragged card
			}
			switch {
			case occ == 0:
				p.Ring(c, 6, 1.5, render.Darken(fill, 0.45))
			case occ == 0xFE:
				p.Circle(c, 6, colBlocked)
			case occ == 0xFD:
				p.Circle(c, 7, colRival)
				p.Ring(c, 7, 1.2, k.Pal.Ink)
			default:
				b.pawn(c, 7.5, int(occ)-1)
			}
		}
		for n := 0; n < b.idols[i]; n++ {
			p.Shape(render.Shape(3), geom.Pt{X: r.X + r.W - 8, Y: r.Y + spaceTop + b.siteOff[i] + float64(n)*12}, 5, colIdol)
		}
		switch {
		case sv.Guard != arnak.UINone:
			p.RoundRect(b.guardPill(i), 3, colGuard)
		case i < len(b.txt.siteGuard) && b.txt.siteGuard[i] != "":
			// The face-up idol's reward: pale, gold-edged, so the gold
			// coin on it still shows.
			p.RoundRect(b.guardPill(i), 3, colBonus)
			p.StrokeRoundRect(b.guardPill(i), 3, 1.5, colIdol)
		}
		b.marks(Place{PlaceSite, i}, r)
	}
	// Card row.
	row := g.UIRow()
	for i, r := range l.Row {
		if row[i] == arnak.UINone {
			p.StrokeRoundRect(r, 6, 1, colEdge)
			continue
		}
		b.face(b.txt.rowFace[i], r).DrawShapes(k, r.X, r.Y, false)
		b.marks(Place{PlaceRow, i}, r)
	}
	if at, ok := b.staffAt(g.UIRound()); ok {
		p.RoundRect(at, 1.5, colIdol)
		p.Circle(geom.Pt{X: at.X + at.W/2, Y: at.Y}, 3.5, colIdol)
	}
	// Hand.
	for i, r := range b.handR {
		if b.dragging(i) {
			p.RoundRect(r, 5, render.Darken(colPanel, 0.7))
			p.StrokeRoundRect(r, 5, 1, colEdge)
			continue
		}
		if i < len(b.txt.handFace) {
			b.face(b.handShown(i), r).DrawShapes(k, r.X, r.Y, false)
		}
		b.marks(Place{PlaceHand, i}, r)
	}
	for _, c := range b.txt.playChips {
		p.RoundRect(c.r, 4, c.fill)
	}
	if b.drag.Phase() == interact.DragActive {
		pl := l.playLine()
		for _, t := range b.drag.Targets() {
			if t.ID == targetPlay && t.Legal {
				p.StrokeRoundRect(pl.Inset(-1), 5, 2, table.ColHint)
			}
		}
	}
	// Research track.
	for n, r := range l.Node {
		fill := colLevel1
		if g.UIBonus(n) != arnak.UINone {
			fill = colBonus
		}
		if n == arnak.UITempleNode {
			fill = colLevel2
		}
		b.panel(r, fill, render.Darken(fill, 0.6))
		b.marks(Place{PlaceNode, n}, r)
		i := 0
		if b.rivalMag == n {
			p.Shape(render.Shape(3), b.tokenCentre(r, i), 6, colRival)
			i++
		}
		for s := 0; s < b.n && s < len(b.tokens); s++ {
			pv := b.tokens[s]
			col := b.seatCol(s)
			if pv.Mag == n {
				c := b.tokenCentre(r, i)
				p.Circle(c, 5, col)
				p.Ring(c, 5, 1, k.Pal.Ink)
				i++
			}
			if pv.Note == n {
				c := b.tokenCentre(r, i)
				p.Rect(geom.Centered(c, 9, 9), col)
				p.StrokeRect(geom.Centered(c, 9, 9), 1, k.Pal.Ink)
				i++
			}
		}
	}
	b.panel(l.Temple, colLevel2, render.Darken(colLevel2, 0.6))
	b.marks(Place{PlaceTemple, 0}, l.Temple)
	// Players.
	for i, r := range l.Players {
		fill := colPanel
		edge := colEdge
		if i == int(g.Current()) {
			edge = k.Pal.Accent
		}
		b.panel(r, fill, edge)
		p.RoundRect(geom.Rect{X: r.X + 3, Y: r.Y + 3, W: 6, H: r.H - 6}, 2, b.seatCol(i))
		b.drawPlayerShapes(i)
	}
	// Buttons.
	for i, e := range b.btns.Shown {
		if e.Op == btnlist.Blank {
			continue
		}
		r := b.btns.Slots[i]
		fill := k.Pal.Button
		if i == b.hover {
			fill = k.Pal.ButtonHi
		}
		edge := colEdge
		if e.Op == btnlist.Act && engine.Contains(b.last, e.Act) {
			edge = table.ColLastMove
		}
		p.RoundRect(r, 4, fill)
		p.StrokeRoundRect(r, 4, 1, edge)
	}
}

func (b *Board) cardShape(r geom.Rect, kind int) {
	p := b.Kit.Painter
	p.RoundRect(r.Translate(1, 2), 5, b.Kit.Pal.Shadow)
	p.RoundRect(r, 5, b.Kit.Pal.Paper)
	if kind >= 0 && kind < len(colKind) {
		p.RoundRect(geom.Rect{X: r.X, Y: r.Y, W: r.W, H: 5}, 2, colKind[kind])
	}
	p.StrokeRoundRect(r, 5, 1, b.Kit.Pal.PaperDark)
}

// spaceCentre is where the pawn of a site's space sits: one line per
// space under the name.
func (b *Board) spaceCentre(site, sp int) geom.Pt {
	r := b.lay.Site[site]
	off, dx := 0.0, 0.0
	if site < len(b.siteOff) {
		off, dx = b.siteOff[site], b.spaceDX[site][min(sp, 1)]
	}
	if b.lay.Compact {
		return geom.Pt{X: r.X + 11 + dx, Y: r.Y + spaceTop + off} // side by side
	}
	return geom.Pt{X: r.X + 11 + dx, Y: r.Y + spaceTop + off + float64(sp)*spaceStep}
}

// A site's lines: the name (one or two lines of 12 px), one line per
// space from spaceTop (its centre) down, then the effect line. A level
// site at 1024×768 is 47 px tall: name, space and effect line fill it
// (spaceTop 23 puts the effect line's bottom at 46).
const (
	spaceTop  = 23
	spaceStep = 16
	// spaceTop0: the space line's centre in a compact level site, whose
	// short name stands on that line (Layout.Compact).
	spaceTop0 = 9.5
)

// guardPill is where site i's guardian shows: its icon and cost at the
// right end of the first space's line (its name and boon are in the
// tooltip and the large view).
func (b *Board) guardPill(i int) geom.Rect {
	r := b.lay.Site[i]
	w := 26.0
	if i < len(b.guardW) && b.guardW[i] > 0 {
		w = b.guardW[i]
	}
	return geom.Rect{X: r.X + r.W - w - 14, Y: b.spaceCentre(i, 0).Y - 8, W: w, H: 16}
}

// tokenCentre is where the i-th research token on a node sits: from the
// right edge leftwards, closer together when many share the node.
func (b *Board) tokenCentre(r geom.Rect, i int) geom.Pt {
	return geom.Pt{X: r.X + r.W - 8 - float64(i)*b.tokenStep(r), Y: r.Y + r.H/2}
}

func (b *Board) tokenStep(r geom.Rect) float64 {
	n := 0
	for _, c := range b.nodeTok {
		n = max(n, c)
	}
	return min(12, r.W*0.5/float64(max(1, n)))
}

// nodeLabelW leaves the node's name the room its tokens do not take.
func (b *Board) nodeLabelW(n int, r geom.Rect) float64 {
	if n >= len(b.nodeTok) || b.nodeTok[n] == 0 {
		return r.W - 8
	}
	return r.W - 10 - float64(b.nodeTok[n])*b.tokenStep(r)
}

// siteLabels draws site i's texts: its name, a line per space, the effect
// line and the guardian's cost (the legibility tests measure them one site
// at a time against the site's box).
func (b *Board) siteLabels(dst *ebiten.Image, i int) {
	k, t, r := b.Kit, &b.txt, b.lay.Site[i]
	ink := k.Pal.Ink
	off := b.siteOff[i]
	nameW := r.W - 8
	// A long name (the camps') in the regular face, which is narrower.
	bold := render.Measure(t.siteName[i], k.Face(12, true)) <= nameW
	y := r.Y + spaceTop - 7 + off
	if b.lay.Compact && b.d.Sites[i].Level > 0 {
		b.Text.Text(dst, t.siteName[i], r.X+4, y, 12, true, 0, 1, ink) // on the space's line
	} else {
		b.Text.Text(dst, t.siteName[i], r.X+4, r.Y+1, 12, bold, nameW, 2, ink)
	}
	for sp, s := range t.siteSpace[i] {
		if sp > 1 {
			break
		}
		dx := b.spaceDX[i][sp]
		if b.lay.Compact {
			w := r.W - 34 - dx
			if sp == 0 && len(t.siteSpace[i]) > 1 {
				w = b.spaceDX[i][1] - dx - 22 // up to the next space's ring
			}
			b.Text.Text(dst, s, r.X+21+dx, y, 12, false, w, 1, ink)
			continue
		}
		b.Text.Text(dst, s, r.X+21+dx, y, 12, false, r.W-34-dx, 1, ink)
		y += spaceStep
	}
	if b.lay.Compact {
		y += spaceStep
	}
	if t.siteLine[i] != "" {
		b.Text.Fit(dst, t.siteLine[i], r.X+4, y, 12, false, r.W-18, ink)
	}
	if t.siteGuard[i] != "" {
		ink := k.Pal.InkLight
		if b.view.UISite(i).Guard == arnak.UINone {
			ink = k.Pal.Ink // on the idol's gold
		}
		b.Text.DrawIn(dst, b.Text.Label(t.siteGuard[i], 12, true, 0, 1, geom.AlignCenter), b.guardPill(i), geom.AlignCenter, ink)
	}
}

func (b *Board) labelsPass(dst *ebiten.Image) {
	k, l, t := b.Kit, &b.lay, &b.txt
	ink, light := k.Pal.Ink, k.Pal.InkLight
	// Sites.
	for i := range l.Site {
		if i >= len(t.siteName) {
			break
		}
		b.siteLabels(dst, i)
	}
	b.Text.Fit(dst, t.sites, l.Sites.X+8, l.Sites.Y+1, 12, false, l.Sites.W-16, k.Pal.InkLight)
	// Row.
	for i, r := range l.Row {
		if t.rowName[i] == "" {
			continue
		}
		b.Text.FaceTexts(dst, b.face(t.rowFace[i], r), r.X, r.Y)
	}
	b.Text.Fit(dst, t.decksLine, l.Decks.X+2, l.Decks.Y, 12, false, l.Decks.W-4, light)
	// Hand.
	b.Text.Text(dst, t.handTitle, l.Hand.X+8, l.Hand.Y+5, 12, true, l.Hand.W-16, 1, light)
	for i, r := range b.handR {
		if !b.dragging(i) && i < len(t.handFace) {
			b.Text.FaceTexts(dst, b.face(b.handShown(i), r), r.X, r.Y)
		}
	}
	pl := b.playRoom()
	if len(t.playChips) > 0 {
		b.Text.Text(dst, t.playLabel, pl.X, pl.Y+1, 12, false, 0, 1, light)
		for _, c := range t.playChips {
			b.Text.DrawIn(dst, b.Text.Label(c.text, 12, true, c.r.W-4, 1, geom.AlignCenter), c.r.Inset(1), geom.AlignCenter, ink)
		}
	} else {
		b.Text.Text(dst, t.play, pl.X, pl.Y+1, 12, false, pl.W, 1, light)
	}
	if t.pool != "" {
		// On the title line, right-aligned: the travel symbols left over this turn.
		lb := b.Text.Label(t.pool, 12, true, 0, 1, geom.AlignStart)
		w, _ := lb.Size()
		b.Text.Draw(dst, lb, l.Hand.X+l.Hand.W-8-w, l.Hand.Y+5, colFocus)
	}
	// Research.
	b.Text.FitTo(dst, t.research, l.Research.X+8, l.Research.Y+2, 12, table.MinText, render.Measure(t.research, k.Face(12, true)) <= l.Research.W-16, l.Research.W-16, light)
	for n, r := range l.Node {
		if n < len(t.nodeName) {
			s := t.nodeName[n]
			if w := b.nodeLabelW(n, r); render.Measure(s, k.Face(12, false)) > w {
				s = t.nodeShort[n] // the cost alone; the name is in the tooltip
			}
			b.Text.Text(dst, s, r.X+4, r.Y+(r.H-15)/2, 12, false, b.nodeLabelW(n, r), 1, ink)
		}
	}
	y := l.Temple.Y + 4
	for i, s := range t.temple {
		if s == "" {
			y += 6 // a gap between the tiles and the assistants
			continue
		}
		// Each line may wrap (the assistants twice); what no longer fits is in the tooltip.
		tb := b.Text.Label(s, 12, i == 0, l.Temple.W-12, 3, geom.AlignStart)
		_, h := tb.Size()
		if y+h > l.Temple.Y+l.Temple.H-2 {
			break
		}
		b.Text.Draw(dst, tb, l.Temple.X+6, y, ink)
		y += h + 1
	}
	b.drawRowVP(dst, y+3, ink)
	// Players.
	for i := range l.Players {
		if i >= len(t.players) {
			break
		}
		b.drawPlayerLabels(dst, i)
		ex := t.players[i].geom.Extra
		if ex.H <= 0 {
			continue
		}
		y := ex.Y + 2
		if i == 0 && t.rival != "" {
			b.fitText(dst, t.rival, ex.X, y, 12, true, ex.W, colRival)
			y += 16
			if t.rivalStack != "" && y+14 <= ex.Y+ex.H {
				b.fitText(dst, t.rivalStack, ex.X, y, 12, false, ex.W, colRival)
				y += 16
			}
		}
		if lines := int((ex.Y + ex.H - y) / 14); lines > 0 {
			b.Text.Text(dst, t.players[i].played, ex.X, y, 12, false, ex.W, lines, light)
		}
	}
	// Buttons.
	if b.Msg.Visible() && !b.Msg.Err && b.Msg.TTL == 0 {
		b.Text.Text(dst, b.Msg.Text, l.Status.X, l.Status.Y, 12, false, l.Status.W, 1, k.Pal.InkMuted)
	}
	for i, e := range b.btns.Shown {
		if e.Op == btnlist.Blank {
			continue
		}
		r := b.btns.Slots[i]
		b.Text.DrawIn(dst, b.Text.Label(e.Text, 12, false, r.W-8, 1, geom.AlignCenter), r.Inset(4), geom.AlignCenter, light)
	}
}

func (b *Board) cardText(dst *ebiten.Image, r geom.Rect, name, body, info string, c uint8) {
	ink := b.Kit.Pal.Ink
	size := 11.0
	if r.W < 80 {
		size = 10
	}
	b.Text.Text(dst, name, r.X+4, r.Y+8, size, true, r.W-8, 2, ink)
	if lines := int((r.H - 34 - 30) / 12); lines > 0 {
		b.Text.Text(dst, body, r.X+4, r.Y+36, size-1, false, r.W-8, lines, ink)
	}
	if cost := b.costText(c); cost != "" {
		lb := b.Text.Label(cost, 11, true, 0, 1, geom.AlignStart)
		w, _ := lb.Size()
		b.Text.Draw(dst, lb, r.X+r.W-w-3, r.Y+r.H-16, colGuard)
	}
	b.Text.Text(dst, info, r.X+4, r.Y+r.H-30, 9.5, false, r.W-20, 2, b.Kit.Pal.InkMuted)
}

// fitText draws one line shrunk (down to 12 px) until it fits w whole.
func (b *Board) fitText(dst *ebiten.Image, s string, x, y, size float64, bold bool, w float64, c color.RGBA) {
	b.Text.FitTo(dst, s, x, y, size, table.MinText, bold, w, c)
}

// dragging reports hand card i lifted by a drag (or sliding back).
func (b *Board) dragging(i int) bool {
	ph := b.drag.Phase()
	return (ph == interact.DragActive || ph == interact.DragReturning) && !b.dragRow && b.dragCard == i
}

// staffAt is the moon staff (księżycowe berło) between the card row's
// artifacts and items in round r: the rulebook's divider, which moves one
// slot right each round (artifacts left of it, items right). Not drawn
// past round 5 or before the layout.
func (b *Board) staffAt(r int) (geom.Rect, bool) {
	l := &b.lay
	if r < 1 || r > 5 || l.Row[0].W == 0 {
		return geom.Rect{}, false
	}
	left, right := l.Row[r-1], l.Row[r]
	x := (left.X + left.W + right.X) / 2
	// From the cards' top edge (the heading line above is text) down.
	return geom.Rect{X: x - 1.5, Y: left.Y + 4, W: 3, H: left.H - 4}, true
}

// drawRowVP draws the research rows' points (txt.rowVP) in the temple
// panel from y down, all of them or none: a part of the table would read
// as the whole.
func (b *Board) drawRowVP(dst *ebiten.Image, y float64, ink color.RGBA) {
	l, t := &b.lay, &b.txt
	var blocks []*render.TextBlock
	h := 0.0
	for _, s := range t.rowVP {
		if render.Measure(s, b.Kit.Face(12, false)) > l.Temple.W-12 {
			return // a line would be cut: the tooltips have the points
		}
		tb := b.Text.Label(s, 12, false, l.Temple.W-12, 1, geom.AlignStart)
		_, bh := tb.Size()
		blocks = append(blocks, tb)
		h += bh
	}
	if len(blocks) == 0 || y+h > l.Temple.Y+l.Temple.H-2 {
		return
	}
	for _, tb := range blocks {
		_, bh := tb.Size()
		b.Text.Draw(dst, tb, l.Temple.X+6, y, ink)
		y += bh
	}
}
