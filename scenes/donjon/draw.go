package donjonboard

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/render"
	"stolik/render/geom"
	"stolik/render/interact"
	"stolik/rules/donjon"
	"stolik/rules/engine"
	"stolik/scenes/table"
)

// Draw paints the table from view: every shape into one mesh, then every
// text, then what floats above (the dragged stack, the message, the
// tooltip).
func (b *Board) Draw(dst *ebiten.Image, view engine.Game, seat engine.Seat) {
	g, ok := view.(*donjon.Game)
	if !ok || b.Area.Empty() {
		return
	}
	if g != b.view || seat != b.seat || b.lay.Dungeons == nil {
		var legal []engine.Action
		if b.hasLegal {
			legal = b.sel.Legal()
		}
		b.sync(g, seat, legal)
	}
	b.shapes()
	b.Kit.Painter.Flush(dst)
	b.labelsPass(dst)
	b.floating(dst)
}

// lit reports whether t is highlighted: the places a started selection
// can go on to (always), or every first gesture when hints are on.
func (b *Board) lit(t Token) bool {
	if !b.hasLegal {
		return false
	}
	if b.drag.Phase() == interact.DragActive {
		// While dragging, the legal drops always light up.
		for _, tg := range b.drag.Targets() {
			if !tg.Legal {
				continue
			}
			if tt, _ := b.targetToken(tg.ID); tt == t {
				return true
			}
		}
		return false
	}
	if len(b.sel.Prefix()) == 0 && !b.hints {
		return false
	}
	for _, n := range b.next {
		if n == t {
			return true
		}
	}
	return false
}

func (b *Board) selected(t Token) bool {
	if b.drag.Phase() != interact.DragIdle && b.dragTok == t {
		return true
	}
	pre := b.sel.Prefix()
	return len(pre) > 0 && pre[0] == t
}

// lastTouched reports whether the bots' last moves touched location l of
// seat, or area a when l is 0xFF.
func (b *Board) lastTouched(seat int, l uint8, area int) bool {
	for i, a := range b.last {
		s := b.lastSeats[i]
		switch a.Kind {
		case donjon.KindStep, donjon.KindTeleport:
			if area < 0 && s == seat && (a.A == l || a.B == l) {
				return true
			}
		case donjon.KindRecruit:
			if area >= 0 && int(a.A) == area {
				return true
			}
			if area < 0 && s == seat && a.D == l {
				return true
			}
		case donjon.KindPlace:
			if area < 0 && s == seat && a.A == l {
				return true
			}
		case donjon.KindRemove:
			if area < 0 && s == seat && donjon.RoomLoc(int(a.A)) == l {
				return true
			}
		case donjon.KindPower:
			if area == int(donjon.Pit) {
				return true
			}
			if area < 0 && s == seat && donjon.RoomLoc(int(a.A)) == l {
				return true
			}
		case donjon.KindSacrifice, donjon.KindRetreat:
			if area < 0 && s == seat && (a.A == l || (a.Kind == donjon.KindRetreat && l == donjon.LocE)) {
				return true
			}
			if area == int(donjon.Pit) && a.Kind == donjon.KindSacrifice {
				return true
			}
		case donjon.KindArea:
			if area == int(a.A) {
				return true
			}
		}
	}
	return false
}

func (b *Board) panel(r geom.Rect, fill, edge color.RGBA, w float64) {
	p := b.Kit.Painter
	p.RoundRect(r.Translate(2, 3), 8, b.Kit.Pal.Shadow)
	p.RoundRect(r, 8, fill)
	p.StrokeRoundRect(r, 8, w, edge)
}

// meeple adds a monster stack's silhouette, ringed when it is a target.
func (b *Board) meeple(t uint8, c geom.Pt, r float64, ring bool, ringCol color.RGBA) {
	p := b.Kit.Painter
	fill := typeColours[t]
	if ring {
		p.Circle(c, r*1.3, render.Fade(ringCol, 0.45))
		p.Ring(c, r*1.3, 2, ringCol)
	}
	p.Meeple(typeKinds[t], c.Add(geom.Pt{X: 1, Y: 2}), r, b.Kit.Pal.Shadow, 0, color.RGBA{})
	edge := render.Darken(fill, 0.4)
	if render.Luma(fill) < 90 {
		edge = b.Kit.Pal.PaperDark
	}
	p.Meeple(typeKinds[t], c, r, fill, math.Max(1, r/10), edge)
}

// stackSpot is where a stack's silhouette stands in its cell and where its
// count ("×3") goes, beside it.
func stackSpot(cell geom.Rect) (c geom.Pt, r float64, count geom.Rect) {
	r = math.Max(6, math.Min(cell.H*0.36, cell.W*0.26))
	c = geom.Pt{X: cell.X + r + 3, Y: cell.Y + cell.H/2}
	count = geom.Rect{X: c.X + r + 1, Y: cell.Y, W: cell.X + cell.W - c.X - r - 1, H: cell.H}
	return c, r, count
}

func (b *Board) shapes() {
	k, g, lay := b.Kit, b.view, &b.lay
	p, pal := k.Painter, &k.Pal

	// Terra Amata.
	b.panel(lay.Terra, colBoard, pal.PaperDark, 1.5)
	areaCols := [donjon.NumAreas]color.RGBA{colForest, colSwamp, colPit}
	for a := uint8(0); a < donjon.NumAreas; a++ {
		r := lay.Areas[a]
		p.RoundRect(r, 6, areaCols[a])
		if b.lit(Token{Kind: TokArea, A: a}) {
			table.Outline(k, r, 6, table.MarkLegal)
		}
		if b.lastTouched(-1, 0, int(a)) {
			table.Outline(k, r, 6, table.MarkLastMove)
		}
		for t := uint8(0); t < donjon.NumTypes; t++ {
			if g.Area(a, t) == 0 {
				continue
			}
			c, rad, _ := stackSpot(lay.AreaCell(a, t))
			tok := Token{Kind: TokAreaStack, A: a, B: t}
			ring, rc := b.lit(tok), table.ColHint
			if b.selected(tok) {
				ring, rc = true, pal.Selected
			}
			b.meeple(t, c, rad, ring, rc)
		}
	}

	// Power board: the decks are card backs, the market cards faces.
	b.panel(lay.Power, colBoard, pal.PaperDark, 1.5)
	p.RoundRect(lay.Sword, 5, colCardBack)
	p.RoundRect(lay.PDeck, 5, colPotion)
	for i, r := range lay.VIPs {
		b.card(r, b.txt.vipFace[i], Token{Kind: TokVIP, A: uint8(i)})
	}
	p.RoundRect(lay.Reserve, 5, colBoard)
	p.StrokeRoundRect(lay.Reserve, 5, 1, pal.PaperDark)
	rc := lay.Reserve.Center()
	p.Icon(render.IconVIP, geom.Pt{X: rc.X, Y: rc.Y + 2}, math.Min(16, lay.Reserve.W*0.3))
	for i, r := range lay.Potions {
		b.card(r, b.txt.potFace[i], Token{Kind: TokPotion, A: uint8(i)})
	}

	// Office board.
	b.panel(lay.Office, colBoard, pal.PaperDark, 1.5)
	for i, r := range lay.Obj {
		p.RoundRect(r, 5, pal.Paper)
		for s := 0; s < b.n; s++ {
			col, sh := seatLook(b.Env.Colours, s)
			c := b.objPointAt(i, s)
			p.Shape(sh, c, 6, col)
			p.ShapeOutline(sh, c, 6, 1, pal.Ink)
		}
	}

	// Dungeons.
	for slot := range lay.Dungeons {
		b.dungeonShapes(slot)
	}

	// Buttons.
	for i := range b.choices {
		c := &b.choices[i]
		fill := pal.Button
		switch {
		case c.btn.State.Pressed && c.btn.State.Hover:
			fill = pal.ButtonDown
		case c.btn.State.Hover:
			fill = pal.ButtonHi
		}
		if c.cancel {
			fill = render.Darken(fill, 0.7)
		}
		p.RoundRect(c.btn.Rect.Translate(0, 2), 6, pal.Shadow)
		p.RoundRect(c.btn.Rect, 6, fill)
		if c.btn.State.Hover {
			p.StrokeRoundRect(c.btn.Rect, 6, 2, pal.Accent)
		}
	}
}

// objPointAt is where seat's projected points sit in objective i: a row
// along the cell's bottom, one shape and number per seat.
func (b *Board) objPointAt(i, seat int) geom.Pt {
	r := b.lay.Obj[i]
	w := math.Min(44, (r.W-8)/float64(max(1, b.n)))
	return geom.Pt{X: r.X + 10 + float64(seat)*w, Y: r.Y + r.H - 10}
}

// card adds a market card's face (or its empty place).
func (b *Board) card(r geom.Rect, f render.Face, tok Token) {
	p, pal := b.Kit.Painter, &b.Kit.Pal
	if f.Effect == "" && f.Title == "" {
		p.StrokeRoundRect(r, 5, 1, pal.PaperDark)
		return
	}
	b.faces.Get(b.Kit, f, r.W, r.H, render.FaceSmall).DrawShapes(b.Kit, r.X, r.Y, false)
	switch {
	case b.selected(tok):
		table.Outline(b.Kit, r, 5, table.MarkSelected)
	case b.lit(tok):
		table.Outline(b.Kit, r, 5, table.MarkHint)
	}
}

func (b *Board) dungeonShapes(slot int) {
	k, g := b.Kit, b.view
	p, pal := k.Painter, &k.Pal
	dg := &b.lay.Dungeons[slot]
	seat := b.order[slot]
	col, sh := seatLook(b.Env.Colours, seat)
	edgeW := 1.5
	if !dg.Mini {
		edgeW = 3
	}
	b.panel(dg.Rect, colBoard, col, edgeW)
	if g.Current() == engine.Seat(seat) {
		p.StrokeRoundRect(dg.Rect.Inset(-3), 9, 2, pal.Selected)
	}
	// Seat marker in the header.
	if dg.Mini {
		p.Shape(sh, geom.Pt{X: dg.Header.X + 12, Y: dg.Header.Y + dg.Header.H/2 + 1}, 6, col)
	} else {
		p.Shape(sh, geom.Pt{X: dg.Header.X + 16, Y: dg.Header.Y + 14}, 8, col)
	}
	// Keeper tile and penalty tokens.
	kp := g.UIKeeper(seat)
	mine := seat == int(b.seat)
	if !kp.Up {
		p.RoundRect(union(dg.Keeper[0], dg.Keeper[2]), 4, colCardBack)
	} else {
		for i, r := range dg.Keeper {
			fill := pal.Paper
			if kp.Covered[i] > 0 {
				fill = pal.Disabled
			}
			p.RoundRect(r, 4, fill)
			if mine && b.lit(Token{Kind: TokKeeper, A: uint8(i)}) {
				table.Outline(k, r, 4, table.MarkHint)
			}
		}
	}
	res, office := g.UIPenalties(seat)
	for i, r := range dg.Tokens {
		v := i + 1
		c := r.Center()
		rad := math.Min(r.W, r.H) / 2
		switch {
		case v > 5-res:
			p.Circle(c, rad, pal.Paper)
		case office&(1<<i) != 0:
			p.Circle(c, rad, colPenalty)
		default:
			p.Circle(c, rad, pal.Disabled)
		}
	}
	// Corridor lines under the nodes.
	d := b.d
	for i := uint8(0); i < donjon.NumLocs; i++ {
		for j := i + 1; j < donjon.NumLocs; j++ {
			if d.Adj[i][j] || d.Adj[j][i] {
				w := 6.0
				if dg.Mini {
					w = 3
				}
				p.Line(dg.Node(i).Center(), dg.Node(j).Center(), w, colEdge)
			}
		}
	}
	for l := uint8(0); l < donjon.NumLocs; l++ {
		r := dg.Node(l)
		fill := colHall
		switch {
		case l >= donjon.LocR1:
			fill = colRoom
		case l == donjon.LocE:
			fill = colEntrance
		}
		p.RoundRect(r, 6, fill)
		p.StrokeRoundRect(r, 6, 1, render.Darken(fill, 0.6))
		if mine && b.lit(Token{Kind: TokLoc, A: l}) {
			table.Outline(k, r, 6, table.MarkLegal)
		}
		if b.lastTouched(seat, l, -1) {
			table.Outline(k, r, 6, table.MarkLastMove)
		}
		if l >= donjon.LocR1 {
			b.roomExtras(dg, seat, l)
		}
		if dg.Mini {
			b.miniStacks(dg, seat, l, nil)
			continue
		}
		for t := uint8(0); t < donjon.NumTypes; t++ {
			if g.MonstersAt(seat, l, t) == 0 {
				continue
			}
			tok := Token{Kind: TokStack, A: l, B: t}
			ring, rc := false, table.ColHint
			if mine {
				ring = b.lit(tok)
				if b.selected(tok) {
					ring, rc = true, pal.Selected
				}
			}
			c, rad, _ := stackSpot(dg.Cell(l, t))
			b.meeple(t, c, rad, ring, rc)
		}
	}
}

// miniStacks lists the monsters of a small dungeon's location l, one row
// per type present (an icon, then the count as text when dst is set).
func (b *Board) miniStacks(dg *DungeonGeom, seat int, l uint8, dst *ebiten.Image) {
	body := dg.Body(l)
	const rowH = 14.0
	rows := max(1, int(body.H/rowH))
	row := 0
	for t := uint8(0); t < donjon.NumTypes; t++ {
		n := b.view.MonstersAt(seat, l, t)
		if n == 0 {
			continue
		}
		if row >= rows {
			break
		}
		c := geom.Pt{X: body.X + 7, Y: body.Y + float64(row)*rowH + rowH/2}
		if dst == nil {
			b.Kit.Painter.Icon(typeIcons[t], c, 6)
		} else {
			b.Text.Fit(dst, numStr(n), c.X+7, c.Y-8, sizeSmall, true, body.X+body.W-c.X-7, b.Kit.Pal.InkLight)
		}
		row++
	}
}

// roomExtras draws a room's gold piles and adventurer groups.
func (b *Board) roomExtras(dg *DungeonGeom, seat int, l uint8) {
	p := b.Kit.Painter
	g, d := b.view, b.d
	r := dg.Node(l)
	piles := int(d.Gold[l])
	dragons := g.MonstersAt(seat, l, donjon.Dragon)
	groups := g.GroupsIn(seat, int(l-donjon.LocR1)+1)
	if dg.Mini {
		for i := 0; i < piles; i++ {
			c := geom.Pt{X: r.X + r.W - 5 - float64(i)*8, Y: r.Y + 6}
			p.Circle(c, 3.5, colGold)
			if i < dragons {
				p.Ring(c, 4.5, 1.5, typeColours[donjon.Dragon])
			}
		}
		for i := 0; i < groups && i < 2; i++ {
			p.Shape(render.ShapeHexagon, geom.Pt{X: r.X + 16 + float64(i)*7, Y: r.Y + 6}, 3.5, colGroup)
		}
		return
	}
	y := r.Y + roomHeadH + roomExtraH/2
	for i := 0; i < piles; i++ {
		c := geom.Pt{X: r.X + r.W - 10 - float64(i)*16, Y: y}
		if i < dragons {
			p.Circle(c, 8, typeColours[donjon.Dragon]) // a dragon guards this pile
		}
		p.Icon(render.IconGold, c, 6.5)
	}
	shownGroups := groups
	if groups > 3 {
		shownGroups = 1 // one icon and the count beside it
	}
	for i := 0; i < shownGroups; i++ {
		p.Icon(render.IconGroup, geom.Pt{X: r.X + 10 + float64(i)*15, Y: y}, 7)
	}
}

func (b *Board) labelsPass(dst *ebiten.Image) {
	k, g, lay, t := b.Kit, b.view, &b.lay, &b.txt
	pal := &k.Pal
	light, ink := pal.InkLight, pal.Ink

	b.Text.Text(dst, t.terra, lay.Terra.X+10, lay.Terra.Y+3, sizeTitle, true, 0, 0, pal.Accent)
	for a := uint8(0); a < donjon.NumAreas; a++ {
		r := lay.Areas[a]
		b.Text.Fit(dst, t.areas[a], r.X+5, r.Y+3, sizeText, true, r.W-30, light)
		b.Text.Centered(dst, numStr(g.UIAreaTotal(a)), geom.Rect{X: r.X + r.W - 24, Y: r.Y + 2, W: 22, H: 16}, sizeText, true, pal.Accent)
		for ty := uint8(0); ty < donjon.NumTypes; ty++ {
			if n := g.Area(a, ty); n > 0 {
				_, _, cr := stackSpot(lay.AreaCell(a, ty))
				b.count(dst, n, cr)
			}
		}
	}
	for i, s := range t.info {
		b.Text.Fit(dst, s, lay.Info.X, lay.Info.Y+float64(i)*16, sizeText, false, lay.Info.W, light)
	}

	b.Text.Text(dst, t.power, lay.Power.X+10, lay.Power.Y+3, sizeTitle, true, 0, 0, pal.Accent)
	b.deckLabel(dst, lay.Sword, t.sword, t.swordDeck)
	b.deckLabel(dst, lay.PDeck, t.potions, t.potDeck)
	for i, r := range lay.VIPs {
		b.cardText(dst, r, t.vipFace[i])
	}
	b.Text.Fit(dst, t.reserve, lay.Reserve.X+3, lay.Reserve.Y+3, sizeSmall, true, lay.Reserve.W-6, light)
	rb := lay.Reserve
	b.Text.Centered(dst, countStr(g.UISupply(donjon.VIP)), geom.Rect{X: rb.X, Y: rb.Y + rb.H - 22, W: rb.W, H: 20}, sizeText, true, light)
	for i, r := range lay.Potions {
		b.cardText(dst, r, t.potFace[i])
	}

	b.Text.Text(dst, t.office, lay.Office.X+10, lay.Office.Y+3, sizeTitle, true, 0, 0, pal.Accent)
	for i, r := range lay.Obj {
		// The name when there is room for it and two lines of the rule.
		y := r.Y + 3
		if r.H >= 66 {
			b.Text.Fit(dst, t.objName[i], r.X+5, y, sizeText, true, r.W-10, ink)
			y += 16
		}
		lines := max(1, int((r.Y+r.H-18-y)/15))
		b.Text.Text(dst, t.objShort[i], r.X+5, y, sizeSmall, false, r.W-10, lines, ink)
		for s := 0; s < b.n; s++ {
			c := b.objPointAt(i, s)
			b.Text.Text(dst, numStr(g.UIObjectivePoints(s, i)), c.X+8, c.Y-8, sizeSmall, true, 0, 1, ink)
		}
	}

	for slot := range lay.Dungeons {
		b.dungeonLabels(dst, slot)
	}

	for i := range b.choices {
		c := &b.choices[i]
		b.Text.DrawIn(dst, c.btn.Label, c.btn.Rect, geom.AlignCenter, light)
	}
}

// count writes a stack's size beside its silhouette ("×3"; one is not
// counted).
func (b *Board) count(dst *ebiten.Image, n int, r geom.Rect) {
	if n <= 1 {
		return
	}
	b.Text.Centered(dst, countStr(n), r, sizeText, true, b.Kit.Pal.InkLight)
}

// cardText writes a market card's texts (its shapes went with the mesh).
func (b *Board) cardText(dst *ebiten.Image, r geom.Rect, f render.Face) {
	if f.Effect == "" && f.Title == "" {
		b.Text.Centered(dst, b.txt.empty, r, sizeSmall, false, b.Kit.Pal.PaperDark)
		return
	}
	b.Text.FaceTexts(dst, b.faces.Get(b.Kit, f, r.W, r.H, render.FaceSmall), r.X, r.Y)
}

func (b *Board) deckLabel(dst *ebiten.Image, r geom.Rect, name, count string) {
	pal := &b.Kit.Pal
	b.Text.Fit(dst, name, r.X+4, r.Y+6, sizeSmall, true, r.W-8, pal.InkLight)
	b.Text.Fit(dst, count, r.X+4, r.Y+r.H-20, sizeSmall, false, r.W-8, pal.Accent)
}

func (b *Board) dungeonLabels(dst *ebiten.Image, slot int) {
	k, g, t := b.Kit, b.view, &b.txt
	pal := &k.Pal
	dg := &b.lay.Dungeons[slot]
	seat := b.order[slot]
	if seat >= 4 {
		return
	}
	light := pal.InkLight
	h := dg.Header
	if dg.Mini {
		b.Text.Fit(dst, t.names[seat], h.X+22, h.Y+3, sizeText, true, h.W*0.6-22, light)
		sw := h.W * 0.4
		b.Text.Fit(dst, t.scores[seat], h.X+h.W-sw, h.Y+3, sizeText, true, sw-6, pal.Accent)
	} else {
		b.Text.Fit(dst, t.names[seat], h.X+30, h.Y+4, sizeName, true, h.W*0.45, light)
		b.Text.Text(dst, t.scores[seat], h.X+h.W*0.5, h.Y+6, sizeTitle, true, 0, 1, pal.Accent)
		if seat == g.UIFirst() {
			b.Text.Text(dst, t.first, h.X+h.W*0.5+90, h.Y+7, sizeText, false, 0, 1, pal.PaperDark)
		}
	}
	kp := g.UIKeeper(seat)
	if !dg.Mini {
		kr := dg.Keeper[0]
		b.Text.Fit(dst, t.keeperCap, kr.X, kr.Y-tokenCapH, sizeSmall, true, kr.W, pal.Accent)
		tr := dg.Tokens[0]
		b.Text.Fit(dst, t.tokensCap, kr.X, tr.Y-tokenCapH-1, sizeSmall, true, kr.W, pal.Accent)
	}
	switch {
	case kp.Peeked && !dg.Mini:
		r := union(dg.Keeper[0], dg.Keeper[2])
		b.Text.Text(dst, t.peeked, r.X+6, r.Y+6, sizeSmall, false, r.W-12, max(1, int((r.H-12)/15)), light)
	case !kp.Up:
		b.Text.Centered(dst, "?", union(dg.Keeper[0], dg.Keeper[2]), 14, true, light)
	case dg.Mini:
		for i, r := range dg.Keeper {
			if kp.Covered[i] > 0 {
				b.Text.Centered(dst, numStr(-kp.Covered[i]), r, sizeSmall, true, light)
			} else {
				b.Text.Centered(dst, numStr(i+1), r, sizeSmall, true, pal.Ink)
			}
		}
	default:
		for i, r := range dg.Keeper {
			c := pal.Ink
			if kp.Covered[i] > 0 {
				c = light
				b.Text.Centered(dst, numStr(-kp.Covered[i]), geom.Rect{X: r.X + r.W - 24, Y: r.Y, W: 22, H: 16}, sizeSmall, true, colGold)
			}
			b.Text.Text(dst, numStr(i+1), r.X+3, r.Y+1, sizeText, true, 0, 1, c)
			lines := max(1, int((r.H-2)/15))
			b.Text.Text(dst, t.keeperLine[seat][i], r.X+15, r.Y+1, sizeSmall, false, r.W-18-boolF(kp.Covered[i] > 0, 20), lines, c)
		}
	}
	res, _ := g.UIPenalties(seat)
	if !dg.Mini {
		for i, r := range dg.Tokens {
			c := pal.InkLight
			if i+1 > 5-res {
				c = pal.Ink
			}
			b.Text.Centered(dst, numStr(-(i + 1)), r, sizeSmall, true, c)
		}
	}
	for l := uint8(0); l < donjon.NumLocs; l++ {
		r := dg.Node(l)
		if dg.Mini {
			if l >= donjon.LocR1 {
				b.Text.Text(dst, numStr(int(l-donjon.LocR1)+1), r.X+3, r.Y, sizeSmall, true, 0, 1, pal.Accent)
			}
			b.miniStacks(dg, seat, l, dst)
			continue
		}
		if l >= donjon.LocR1 {
			ri := l - donjon.LocR1
			b.Text.Text(dst, numStr(int(ri)+1), r.X+4, r.Y+2, 13, true, 0, 1, pal.Accent)
			b.Text.Fit(dst, t.roomShort[ri], r.X+16, r.Y+2, sizeText, true, r.W-20, light)
			if n := g.GroupsIn(seat, int(ri)+1); n > 3 {
				b.Text.Text(dst, countStr(n), r.X+18, r.Y+roomHeadH, sizeSmall, true, 0, 1, light)
			}
		} else {
			b.Text.Fit(dst, t.locName[l], r.X+5, r.Y+2, sizeText, true, r.W-8, light)
		}
		for ty := uint8(0); ty < donjon.NumTypes; ty++ {
			if n := g.MonstersAt(seat, l, ty); n > 0 {
				_, _, cr := stackSpot(dg.Cell(l, ty))
				b.count(dst, n, cr)
			}
		}
	}
	if !dg.Mini {
		b.Text.Fit(dst, t.legend, dg.Legend.X, dg.Legend.Y, sizeSmall, false, dg.Legend.W, pal.PaperDark)
	}
}

func boolF(c bool, v float64) float64 {
	if c {
		return v
	}
	return 0
}

// floating draws the dragged stack, the message and the tooltip.
func (b *Board) floating(dst *ebiten.Image) {
	k := b.Kit
	p, pal := k.Painter, &k.Pal
	if b.slide.Running() {
		if from, to, t, ok := b.slideEnds(); ok {
			f := b.slide.Value().X
			c := geom.Pt{X: from.X + (to.X-from.X)*f, Y: from.Y + (to.Y-from.Y)*f}
			b.meeple(t, c, 13, true, pal.Selected)
			p.Flush(dst)
		}
	}
	if b.drag.Phase() == interact.DragActive || b.drag.Phase() == interact.DragReturning {
		r := b.sourceRect(b.dragTok)
		pos := b.drag.ItemPos()
		c := geom.Pt{X: pos.X + r.W/2, Y: pos.Y + r.H/2}
		_, rad, _ := stackSpot(r)
		rad = math.Max(14, rad)
		b.meeple(b.dragTok.B, c, rad, true, pal.Selected)
		if b.txt.steps != "" {
			lbl := b.Text.Label(b.txt.steps, sizeText, true, 0, 0, geom.AlignStart)
			w, h := lbl.Size()
			box := geom.Rect{X: c.X + rad + 4, Y: c.Y - h/2 - 3, W: w + 10, H: h + 6}
			p.RoundRect(box, 4, pal.Ink)
			p.Flush(dst)
			b.Text.Draw(dst, lbl, box.X+5, box.Y+3, pal.InkLight)
		}
		p.Flush(dst)
	}
	if len(b.lay.Dungeons) > 0 {
		b.Msg.Draw(dst, &b.Text, b.lay.Dungeons[0].Rect)
	}
	b.DrawTip(dst)
}

// union is the smallest rectangle holding a and b.
func union(a, b geom.Rect) geom.Rect {
	x0, y0 := math.Min(a.X, b.X), math.Min(a.Y, b.Y)
	x1, y1 := math.Max(a.X+a.W, b.X+b.W), math.Max(a.Y+a.H, b.Y+b.H)
	return geom.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// Numbers drawn every frame come from these tables (made once), so a
// frame formats no strings.
var (
	numStrs   = makeStrs("", -50, 200)
	countStrs = makeStrs("×", 0, 200)
)

func makeStrs(prefix string, from, to int) []string {
	out := make([]string, 0, to-from)
	for n := from; n < to; n++ {
		out = append(out, prefix+itoa(n))
	}
	return out
}

// numStr is n as the board writes it (a real minus sign).
func numStr(n int) string {
	if n >= -50 && n < 200 {
		return numStrs[n+50]
	}
	return itoa(n)
}

// countStr is a stack's count ("×3").
func countStr(n int) string {
	if n >= 0 && n < 200 {
		return countStrs[n]
	}
	return "×" + itoa(n)
}

func itoa(n int) string {
	if n < 0 {
		return "−" + itoa(-n)
	}
	const digits = "0123456789"
	if n < 10 {
		return digits[n : n+1]
	}
	return itoa(n/10) + digits[n%10:n%10+1]
}
