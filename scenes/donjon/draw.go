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
)

// Draw paints the table from view: every shape into one mesh, then every
// label, then what floats above (the dragged stack, the message, the
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
	b.shapes(dst)
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

func (b *Board) outline(r geom.Rect, c color.RGBA, w float64) {
	b.Kit.Painter.StrokeRoundRect(r.Inset(-2), 7, w, c)
}

// meeple adds a stack: the silhouette and, for more than one, nothing
// else here (the count is a label drawn in the text pass over a disc).
func (b *Board) meeple(t uint8, c geom.Pt, r float64, count int, ring bool, ringCol color.RGBA) {
	p := b.Kit.Painter
	fill := typeColours[t]
	if ring {
		p.Circle(c, r*1.25, render.Fade(ringCol, 0.45))
		p.Ring(c, r*1.25, 2, ringCol)
	}
	p.Meeple(typeKinds[t], c.Add(geom.Pt{X: 1, Y: 2}), r, b.Kit.Pal.Shadow, 0, color.RGBA{})
	p.Meeple(typeKinds[t], c, r, fill, math.Max(1, r/10), render.Darken(fill, 0.4))
	if count > 0 {
		bc, br := badge(c, r)
		p.Circle(bc, br, b.Kit.Pal.Ink)
		p.Ring(bc, br, 1.2, b.Kit.Pal.Paper)
	}
}

func badge(c geom.Pt, r float64) (geom.Pt, float64) {
	return render.MeepleBadgeCenter(c, r), math.Max(6, r*0.42)
}

func stackRadius(cell geom.Rect) float64 {
	return math.Max(5, math.Min(cell.W, cell.H)*0.36)
}

func (b *Board) shapes(dst *ebiten.Image) {
	k, g, lay := b.Kit, b.view, &b.lay
	p, pal := k.Painter, &k.Pal

	// Terra Amata.
	b.panel(lay.Terra, colBoard, pal.PaperDark, 1.5)
	areaCols := [donjon.NumAreas]color.RGBA{colForest, colSwamp, colPit}
	for a := uint8(0); a < donjon.NumAreas; a++ {
		r := lay.Areas[a]
		p.RoundRect(r, 6, areaCols[a])
		if b.lit(Token{Kind: TokArea, A: a}) {
			p.RoundRect(r, 6, pal.Legal)
			b.outline(r, colHint, 3)
		}
		if b.lastTouched(-1, 0, int(a)) {
			b.outline(r, colLastMove, 2)
		}
		for t := uint8(0); t < donjon.NumTypes; t++ {
			n := g.Area(a, t)
			if n == 0 {
				continue
			}
			cell := lay.AreaCell(a, t)
			tok := Token{Kind: TokAreaStack, A: a, B: t}
			ring, rc := b.lit(tok), colHint
			if b.selected(tok) {
				ring, rc = true, pal.Selected
			}
			b.meeple(t, cell.Center(), stackRadius(cell), n, ring, rc)
		}
	}

	// Power board.
	b.panel(lay.Power, colBoard, pal.PaperDark, 1.5)
	p.RoundRect(lay.Sword, 5, colCardBack)
	p.RoundRect(lay.PDeck, 5, colCardBack)
	_, vm := g.UIVIPs()
	for i, r := range lay.VIPs {
		b.card(r, vm[i] >= 0, Token{Kind: TokVIP, A: uint8(i)})
	}
	p.RoundRect(lay.Reserve, 5, colBoard)
	p.StrokeRoundRect(lay.Reserve, 5, 1, pal.PaperDark)
	rc := lay.Reserve.Center()
	b.meeple(donjon.VIP, geom.Pt{X: rc.X, Y: rc.Y + 6}, 14, 1, false, color.RGBA{})
	_, pm := g.UIPotions()
	for i, r := range lay.Potions {
		b.card(r, pm[i] >= 0, Token{Kind: TokPotion, A: uint8(i)})
	}

	// Office board.
	b.panel(lay.Office, colBoard, pal.PaperDark, 1.5)
	for _, r := range lay.Obj {
		p.RoundRect(r, 5, pal.Paper)
		for s := 0; s < b.n; s++ {
			col, sh := seatLook(b.Env.Colours, s)
			c := b.objPointAt(r, s)
			p.Shape(sh, geom.Pt{X: c.X - 13, Y: c.Y}, 6, col)
			p.ShapeOutline(sh, geom.Pt{X: c.X - 13, Y: c.Y}, 6, 1, pal.Ink)
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

// objPointAt is where seat's projected points sit in an objective row.
func (b *Board) objPointAt(r geom.Rect, seat int) geom.Pt {
	w := 40.0
	return geom.Pt{X: r.X + r.W - float64(b.n-seat)*w + 18, Y: r.Y + r.H - 11}
}

func (b *Board) card(r geom.Rect, present bool, tok Token) {
	p, pal := b.Kit.Painter, &b.Kit.Pal
	if !present {
		p.StrokeRoundRect(r, 5, 1, pal.PaperDark)
		return
	}
	p.RoundRect(r.Translate(1, 2), 5, pal.Shadow)
	p.RoundRect(r, 5, pal.Paper)
	switch {
	case b.selected(tok):
		b.outline(r, pal.Selected, 3)
	case b.lit(tok):
		b.outline(r, colHint, 3)
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
		p.Shape(sh, geom.Pt{X: dg.Header.X + 12, Y: dg.Header.Y + 13}, 7, col)
	} else {
		p.Shape(sh, geom.Pt{X: dg.Header.X + 14, Y: dg.Header.Y + 12}, 8, col)
	}
	// Keeper tile and penalty tokens.
	kp := g.UIKeeper(seat)
	mine := seat == int(b.seat)
	if !kp.Up {
		p.RoundRect(union(dg.Keeper[0], dg.Keeper[2]), 3, colCardBack)
	} else {
		for i, r := range dg.Keeper {
			fill := pal.Paper
			if kp.Covered[i] > 0 {
				fill = pal.Disabled
			}
			p.RoundRect(r, 3, fill)
			if mine && b.lit(Token{Kind: TokKeeper, A: uint8(i)}) {
				b.outline(r, colHint, 2)
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
			p.RoundRect(r, 6, pal.Legal)
			b.outline(r, colHint, 3)
		}
		if b.lastTouched(seat, l, -1) {
			b.outline(r, colLastMove, 2.5)
		}
		if l >= donjon.LocR1 {
			b.roomExtras(dg, seat, l)
		}
		for t := uint8(0); t < donjon.NumTypes; t++ {
			n := g.MonstersAt(seat, l, t)
			if n == 0 {
				continue
			}
			cell := dg.Cell(l, t)
			tok := Token{Kind: TokStack, A: l, B: t}
			ring, rc := false, colHint
			if mine {
				ring = b.lit(tok)
				if b.selected(tok) {
					ring, rc = true, pal.Selected
				}
			}
			count := n
			if dg.Mini {
				count = 0 // minis show the count beside the silhouette
			}
			b.meeple(t, b.stackCentre(dg, cell), stackRadius(cell), count, ring, rc)
		}
	}
}

// stackCentre is where a stack's silhouette sits in its cell (minis keep
// the right half for the count).
func (b *Board) stackCentre(dg *DungeonGeom, cell geom.Rect) geom.Pt {
	c := cell.Center()
	if dg.Mini {
		c.X = cell.X + stackRadius(cell) + 1
	}
	return c
}

// roomExtras draws a room's gold piles and adventurer groups.
func (b *Board) roomExtras(dg *DungeonGeom, seat int, l uint8) {
	p := b.Kit.Painter
	g, d := b.view, b.d
	r := dg.Node(l)
	piles := int(d.Gold[l])
	dragons := g.MonstersAt(seat, l, donjon.Dragon)
	gy, gr := r.Y+36, 5.0
	gx := r.X + r.W - 10
	if dg.Mini {
		gy, gr, gx = r.Y+5, 3, r.X+r.W-5
	}
	for i := 0; i < piles; i++ {
		c := geom.Pt{X: gx - float64(i)*(2*gr+3), Y: gy}
		p.Circle(c, gr, colGold)
		if i < dragons {
			p.Ring(c, gr+2, 2, typeColours[donjon.Dragon])
		}
	}
	groups := g.GroupsIn(seat, int(l-donjon.LocR1)+1)
	for i := 0; i < groups && i < 4; i++ {
		if dg.Mini {
			p.Shape(render.ShapeHexagon, geom.Pt{X: r.X + 5 + float64(i)*7, Y: r.Y + 5}, 3.5, colGroup)
			continue
		}
		c := geom.Pt{X: r.X + 10 + float64(i)*13, Y: r.Y + 36}
		p.Shape(render.ShapeHexagon, c, 6, colGroup)
		p.ShapeOutline(render.ShapeHexagon, c, 6, 1, b.Kit.Pal.Ink)
	}
}

func (b *Board) labelsPass(dst *ebiten.Image) {
	k, g, lay, t := b.Kit, b.view, &b.lay, &b.txt
	pal := &k.Pal
	light, ink, muted := pal.InkLight, pal.Ink, pal.PaperDark

	b.Text.Text(dst, t.terra, lay.Terra.X+10, lay.Terra.Y+4, render.SizeBody, true, 0, 0, pal.Accent)
	for a := uint8(0); a < donjon.NumAreas; a++ {
		r := lay.Areas[a]
		b.Text.Text(dst, t.areas[a], r.X+5, r.Y+2, 11, true, r.W-8, 2, light)
		for ty := uint8(0); ty < donjon.NumTypes; ty++ {
			if n := g.Area(a, ty); n > 0 {
				cell := lay.AreaCell(a, ty)
				bc, br := badge(cell.Center(), stackRadius(cell))
				k.Number(n, math.Round(br*1.3)).DrawIn(dst, geom.Centered(bc, 2*br, 2*br), geom.AlignCenter, light)
			}
		}
	}
	for i, s := range t.info {
		x := lay.Info.X + float64(i%2)*(lay.Info.W/2)
		y := lay.Info.Y + float64(i/2)*16
		b.Text.Text(dst, s, x, y, 12, false, lay.Info.W/2-4, 1, light)
	}

	b.Text.Text(dst, t.power, lay.Power.X+10, lay.Power.Y+3, render.SizeBody, true, 0, 0, pal.Accent)
	b.deckLabel(dst, lay.Sword, t.sword, t.swordDeck)
	b.deckLabel(dst, lay.PDeck, t.potions, t.potDeck)
	for i, r := range lay.VIPs {
		if t.vipName[i] == "" {
			b.Text.Centered(dst, t.empty, r, 11, false, muted)
			continue
		}
		b.Text.Text(dst, t.vipName[i], r.X+4, r.Y+3, 11, true, r.W-8, 1, ink)
		if c, _ := b.vipText(i); c != "" {
			b.Text.Text(dst, c, r.X+4, r.Y+18, 9.5, false, r.W-8, 5, ink)
		}
	}
	b.Text.Text(dst, t.reserve, lay.Reserve.X+3, lay.Reserve.Y+3, 10, true, lay.Reserve.W-6, 2, light)
	rc := lay.Reserve.Center()
	bc, br := badge(geom.Pt{X: rc.X, Y: rc.Y + 6}, 14)
	k.Number(g.UISupply(donjon.VIP), math.Round(br*1.3)).DrawIn(dst, geom.Centered(bc, 2*br, 2*br), geom.AlignCenter, light)
	for i, r := range lay.Potions {
		if t.potText[i] == "" {
			b.Text.Centered(dst, t.empty, r, 11, false, muted)
			continue
		}
		b.Text.Text(dst, t.potText[i], r.X+4, r.Y+4, 9.5, false, r.W-8, 7, ink)
	}

	b.Text.Text(dst, t.office, lay.Office.X+10, lay.Office.Y+3, render.SizeBody, true, 0, 0, pal.Accent)
	for i, r := range lay.Obj {
		b.Text.Text(dst, t.objName[i], r.X+6, r.Y+3, 12, true, r.W-12, 1, ink)
		for s := 0; s < b.n; s++ {
			c := b.objPointAt(r, s)
			k.Number(g.UIObjectivePoints(s, i), 12).DrawIn(dst, geom.Rect{X: c.X - 6, Y: c.Y - 8, W: 22, H: 16}, geom.AlignCenter, ink)
		}
	}

	for slot := range lay.Dungeons {
		b.dungeonLabels(dst, slot)
	}

	for i := range b.choices {
		c := &b.choices[i]
		c.btn.Label.DrawIn(dst, c.btn.Rect, geom.AlignCenter, light)
	}
}

// vipText returns the body of face-up VIP card i (text after the name).
func (b *Board) vipText(i int) (string, bool) {
	_, vm := b.view.UIVIPs()
	c := vm[i]
	if c < 0 || c >= len(b.d.VIPs) {
		return "", false
	}
	return b.d.VIPs[c].Text, true
}

func (b *Board) deckLabel(dst *ebiten.Image, r geom.Rect, name, count string) {
	pal := &b.Kit.Pal
	b.Text.Text(dst, name, r.X+4, r.Y+4, 10.5, true, r.W-8, 3, pal.InkLight)
	b.Text.Text(dst, count, r.X+4, r.Y+r.H-18, 11, false, r.W-8, 1, pal.Accent)
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
	if dg.Mini {
		h := dg.Header
		b.Text.Text(dst, t.names[seat], h.X+22, h.Y+5, 12, true, h.W-26, 1, light)
		b.Text.Text(dst, t.scores[seat], h.X+6, h.Y+22, 12, false, h.W-10, 1, pal.Accent)
	} else {
		h := dg.Header
		b.Text.Text(dst, t.names[seat], h.X+28, h.Y+4, render.SizeTitle, true, 220, 1, light)
		b.Text.Text(dst, t.scores[seat], h.X+260, h.Y+6, render.SizeBody, true, 100, 1, pal.Accent)
		if seat == g.UIFirst() {
			b.Text.Text(dst, t.first, h.X+340, h.Y+7, 12, false, 80, 1, pal.PaperDark)
		}
	}
	kp := g.UIKeeper(seat)
	if !dg.Mini {
		kr := dg.Keeper[0]
		b.Text.Text(dst, t.keeperCap, kr.X, kr.Y-15, 11, true, kr.W, 1, pal.Accent)
		tr := dg.Tokens[0]
		b.Text.Text(dst, t.tokensCap, tr.X, tr.Y-15, 11, true, kr.W, 1, pal.Accent)
	}
	switch {
	case kp.Peeked && !dg.Mini:
		r := union(dg.Keeper[0], dg.Keeper[2])
		b.Text.Text(dst, t.peeked, r.X+6, r.Y+6, 11, true, r.W-12, 4, light)
	case !kp.Up:
		b.Text.Centered(dst, "?", union(dg.Keeper[0], dg.Keeper[2]), 13, true, light)
	case dg.Mini:
		for i, r := range dg.Keeper {
			if kp.Covered[i] > 0 {
				k.Number(-kp.Covered[i], 10).DrawIn(dst, r, geom.AlignCenter, light)
			} else {
				k.Number(i+1, 10).DrawIn(dst, r, geom.AlignCenter, pal.Ink)
			}
		}
	default:
		for i, r := range dg.Keeper {
			c := pal.Ink
			if kp.Covered[i] > 0 {
				c = light
				k.Number(-kp.Covered[i], 11).DrawIn(dst, geom.Rect{X: r.X + r.W - 20, Y: r.Y, W: 18, H: 14}, geom.AlignCenter, colGold)
			}
			k.Number(i+1, 11).DrawIn(dst, geom.Rect{X: r.X + 1, Y: r.Y + 1, W: 12, H: 14}, geom.AlignCenter, c)
			b.Text.Text(dst, t.keeperShort[seat][i], r.X+13, r.Y+2, 9.5, false, r.W-34, 2, c)
		}
	}
	res, _ := g.UIPenalties(seat)
	for i, r := range dg.Tokens {
		c := pal.InkLight
		if i+1 > 5-res {
			c = pal.Ink
		}
		k.Number(-(i+1), 9).DrawIn(dst, r, geom.AlignCenter, c)
	}
	for l := uint8(0); l < donjon.NumLocs; l++ {
		r := dg.Node(l)
		if !dg.Mini {
			if l >= donjon.LocR1 {
				ri := l - donjon.LocR1
				k.Number(int(ri)+1, 13).DrawIn(dst, geom.Rect{X: r.X + 2, Y: r.Y + 1, W: 14, H: 15}, geom.AlignCenter, pal.Accent)
				b.Text.Text(dst, t.roomTitle[ri], r.X+17, r.Y+2, 10.5, true, r.W-20, 2, light)
			} else {
				b.Text.Text(dst, t.locName[l], r.X+5, r.Y+2, 10.5, true, r.W-8, 1, light)
			}
			if l >= donjon.LocR1 {
				if n := g.GroupsIn(seat, int(l-donjon.LocR1)+1); n > 4 {
					k.Number(n, 10).DrawIn(dst, geom.Rect{X: r.X + 56, Y: r.Y + 29, W: 14, H: 14}, geom.AlignCenter, light)
				}
			}
		} else if l >= donjon.LocR1 {
			k.Number(int(l-donjon.LocR1)+1, 9).DrawIn(dst, geom.Rect{X: r.X + r.W/2 - 5, Y: r.Y, W: 10, H: 10}, geom.AlignCenter, pal.Accent)
		}
		for ty := uint8(0); ty < donjon.NumTypes; ty++ {
			n := g.MonstersAt(seat, l, ty)
			if n == 0 {
				continue
			}
			cell := dg.Cell(l, ty)
			rad := stackRadius(cell)
			if dg.Mini {
				c := b.stackCentre(dg, cell)
				k.Number(n, 10).DrawIn(dst, geom.Rect{X: c.X + rad, Y: cell.Y, W: cell.X + cell.W - c.X - rad, H: cell.H}, geom.AlignCenter, light)
				continue
			}
			bc, br := badge(cell.Center(), rad)
			k.Number(n, math.Round(br*1.3)).DrawIn(dst, geom.Centered(bc, 2*br, 2*br), geom.AlignCenter, light)
		}
	}
}

// floating draws the dragged stack, the message and the tooltip.
func (b *Board) floating(dst *ebiten.Image) {
	k := b.Kit
	p, pal := k.Painter, &k.Pal
	if b.slide.Running() {
		if from, to, t, ok := b.slideEnds(); ok {
			f := b.slide.Value().X
			c := geom.Pt{X: from.X + (to.X-from.X)*f, Y: from.Y + (to.Y-from.Y)*f}
			b.meeple(t, c, 13, 0, true, pal.Selected)
			p.Flush(dst)
		}
	}
	if b.drag.Phase() == interact.DragActive || b.drag.Phase() == interact.DragReturning {
		r := b.sourceRect(b.dragTok)
		pos := b.drag.ItemPos()
		c := geom.Pt{X: pos.X + r.W/2, Y: pos.Y + r.H/2}
		rad := math.Max(14, stackRadius(r))
		b.meeple(b.dragTok.B, c, rad, 0, true, pal.Selected)
		if b.txt.steps != "" {
			lbl := b.Text.Label(b.txt.steps, 12, true, 0, 0, geom.AlignStart)
			w, h := lbl.Size()
			box := geom.Rect{X: c.X + rad + 4, Y: c.Y - h/2 - 3, W: w + 10, H: h + 6}
			p.RoundRect(box, 4, pal.Ink)
			p.Flush(dst)
			lbl.Draw(dst, box.X+5, box.Y+3, pal.InkLight)
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
