package dungeonologyboard

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/render"
	"stolik/render/geom"
	"stolik/render/interact"
	"stolik/rules/dungeonology"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/table/btnlist"
)

// Draw paints the table from view: the panels' shapes, the map (clipped
// to its window), every text, then what floats above (the dragged piece,
// the drag's words, the message, the tooltip).
func (b *Board) Draw(dst *ebiten.Image, view engine.Game, seat engine.Seat) {
	g, ok := view.(*dungeonology.Game)
	if !ok || b.Area.Empty() {
		return
	}
	if g != b.view || seat != b.seat || b.n == 0 {
		var legal []engine.Action
		if b.hasLegal {
			legal = b.legal
		}
		b.sync(g, seat, legal)
	}
	b.shapes()
	b.flush(dst)
	b.drawMap(dst)
	b.labelsPass(dst)
	b.floating(dst)
}

// flush sends the shapes to dst (and forgets them when there is none: the
// tests' labels pass).
func (b *Board) flush(dst *ebiten.Image) {
	if dst != nil {
		b.Kit.Painter.Flush(dst)
		return
	}
	b.Kit.Painter.Reset()
}

// mapImage is the map window of dst: drawing there is clipped to it.
func (b *Board) mapImage(dst *ebiten.Image) *ebiten.Image {
	if dst == nil {
		return nil
	}
	m := b.lay.Map
	r := image.Rect(int(m.X), int(m.Y), int(math.Ceil(m.X+m.W)), int(math.Ceil(m.Y+m.H)))
	return dst.SubImage(r).(*ebiten.Image)
}

// lit reports whether pl is highlighted: every place with a legal action
// when hints are on, and the places of the open list always.
func (b *Board) isLit(pl Place) bool {
	if !b.hasLegal {
		return false
	}
	if b.subOn {
		return pl == b.sub
	}
	if !b.hints {
		return false
	}
	for _, l := range b.lit {
		if l == pl {
			return true
		}
	}
	return false
}

// lastAt reports whether a bot's last move chose pl.
func (b *Board) lastAt(pl Place) bool {
	for _, a := range b.last {
		if placeOf(a, &b.mctx) == pl {
			return true
		}
	}
	return false
}

// marks outlines a place: lit, the bots' last move.
func (b *Board) marks(pl Place, r geom.Rect, rad float64) {
	if b.isLit(pl) {
		table.Outline(b.Kit, r, rad, table.MarkHint)
	}
	if b.lastAt(pl) {
		table.Outline(b.Kit, r, rad, table.MarkLastMove)
	}
}

func (b *Board) seatCol(i int) color.RGBA {
	c, _ := b.SeatLook(i)
	return c.Col
}

// shapes adds every shape outside the map.
func (b *Board) shapes() {
	k := b.Kit
	p := k.Painter
	l := &b.lay
	// Status line.
	p.RoundRect(l.Status, 4, k.Pal.TableDark)
	// Camp.
	p.RoundRect(l.Camp, 6, colPanel)
	b.fireShapes()
	b.campCard(l.Alert, colAlertCard)
	b.omegaSlots()
	b.campCard(l.Panic, colOmega)
	b.campCard(l.Clan, colCardBack)
	b.campCard(l.Boss, colLaetus)
	b.marks(Place{Kind: PlaceBoss}, l.Boss, 5)
	for lv, r := range l.Stacks {
		p.RoundRect(r.Translate(2, 2), 4, k.Pal.Shadow)
		p.RoundRect(r, 4, levelCol[lv+1])
		p.StrokeRoundRect(r, 4, 1.5, colTileEdge)
		b.marks(Place{Kind: PlaceStack, I: lv + 1}, r, 4)
	}
	// Players.
	for i := range l.Players {
		if i < len(b.seats) {
			b.panelShapes(i)
		}
	}
	// Hand, or the drawn tile waiting for its place.
	for i, r := range b.handR {
		b.cardShapes(i, r)
	}
	if r, ok := b.newTileBox(); ok {
		p.RoundRect(geom.Rect{X: l.Hand.X, Y: l.Hand.Y, W: l.Hand.W, H: l.Hand.H}, 6, k.Pal.TableDark)
		if !b.dragging(srcTile) {
			b.zoneShapes(r, b.pend.Zone, -1, 1)
			table.Outline(k, r, 4, table.MarkHint)
		}
	}
	// Buttons.
	for i, e := range b.btns.Shown {
		if e.Op == btnlist.Blank || i >= len(b.btns.Slots) {
			continue
		}
		r := b.btns.Slots[i]
		fill := k.Pal.Button
		if i == b.hover {
			fill = k.Pal.ButtonHi
		}
		p.RoundRect(r.Translate(0, 2), 6, k.Pal.Shadow)
		p.RoundRect(r, 6, fill)
		if e.Op == btnlist.Act && b.lastAct(e.Act) {
			table.Outline(k, r, 6, table.MarkLastMove)
		}
	}
}

func (b *Board) lastAct(a engine.Action) bool {
	for _, x := range b.last {
		if x == a {
			return true
		}
	}
	return false
}

// campCard is one card of the camp: paper with an accent strip.
func (b *Board) campCard(r geom.Rect, accent color.RGBA) {
	p := b.Kit.Painter
	p.RoundRect(r.Translate(2, 2), 5, b.Kit.Pal.Shadow)
	p.RoundRect(r, 5, b.Kit.Pal.Paper)
	p.RoundRect(geom.Rect{X: r.X, Y: r.Y, W: 6, H: r.H}, 3, accent)
}

// fireShapes draws the campfire ring of 12 places.
func (b *Board) fireShapes() {
	p := b.Kit.Painter
	f := b.lay.Fire
	c := f.Center()
	rad := f.W/2 - 8
	p.Circle(c, rad+6, b.Kit.Pal.TableDark)
	p.Ring(c, rad, 3, colFire)
	n := int(b.d.Campfire)
	for i := 0; i < n; i++ {
		a := -math.Pi/2 + 2*math.Pi*float64(i)/float64(n)
		pt := geom.Pt{X: c.X + rad*math.Cos(a), Y: c.Y + rad*math.Sin(a)}
		if i < b.camp.Campfire {
			person(p, pt, 6, colStudent, colTileEdge)
		} else {
			p.Circle(pt, 4, colPanel)
		}
	}
}

// omegaSlots draws the Alert card's Omega places (filled with the Omega
// students there).
func (b *Board) omegaSlots() {
	c, d := &b.camp, b.d
	if c.Alert < 0 || c.Alert >= len(d.Alerts) {
		return
	}
	p := b.Kit.Painter
	r := b.lay.Alert
	n := int(d.Alerts[c.Alert].Slots)
	for i := 0; i < n; i++ {
		pt := geom.Pt{X: r.X + 11 + 6 + float64(i)*14, Y: r.Y + r.H*0.5 + 10}
		if i < c.OmegaSlots {
			p.Circle(pt, 6, colOmega)
		} else {
			p.Ring(pt, 5.5, 1.5, colOmega)
		}
	}
}

// person adds a human meeple (head and body) centred at c, r tall half.
func person(p *render.Painter, c geom.Pt, r float64, fill, edge color.RGBA) {
	body := func(grow float64, col color.RGBA) {
		pts := []geom.Pt{
			{X: c.X - r*0.78 - grow, Y: c.Y + r + grow},
			{X: c.X - r*0.62 - grow, Y: c.Y + r*0.05 - grow},
			{X: c.X - r*0.3, Y: c.Y - r*0.15 - grow},
			{X: c.X + r*0.3, Y: c.Y - r*0.15 - grow},
			{X: c.X + r*0.62 + grow, Y: c.Y + r*0.05 - grow},
			{X: c.X + r*0.78 + grow, Y: c.Y + r + grow},
		}
		p.Fan(pts, col)
		p.Circle(geom.Pt{X: c.X, Y: c.Y - r*0.55}, r*0.42+grow, col)
	}
	body(1.2, edge)
	body(0, fill)
}

// panelShapes draws seat i's panel: background, marker, note board.
func (b *Board) panelShapes(i int) {
	k := b.Kit
	p := k.Painter
	pg := &b.lay.Players[i]
	s := &b.seats[i]
	fill := colPanel
	if engine.Seat(i) == b.seat {
		fill = colPanelOwn
	}
	p.RoundRect(pg.Rect, 6, fill)
	col, shape := b.SeatLook(i)
	p.RoundRect(geom.Rect{X: pg.Rect.X, Y: pg.Rect.Y, W: 5, H: pg.Rect.H}, 2, col.Col)
	if b.view.UIActive() == i && !b.view.UIOver() && !b.setup() {
		p.StrokeRoundRect(pg.Rect, 6, 2, col.Col)
	}
	p.Shape(shape, geom.Pt{X: pg.Head.X + 7, Y: pg.Head.Y + headH/2}, 7, col.Col)
	p.ShapeOutline(shape, geom.Pt{X: pg.Head.X + 7, Y: pg.Head.Y + headH/2}, 7, 1, colTileEdge)
	b.marks(Place{Kind: PlaceSeat, I: i}, pg.Head, 4)
	if s.Scholar < 0 {
		return
	}
	d := b.d
	for c := 0; c < 5; c++ {
		for n := 0; n < int(d.Capacity[c]); n++ {
			r := pg.CellRect(c, n)
			if n < s.Columns[c] {
				p.Rect(r, cubeCol[c])
				p.StrokeRect(r, 1, colTileEdge)
			} else {
				p.Rect(r, colCell)
			}
			if d.StarAt[c]&(1<<n) != 0 {
				p.StrokeRect(r.Inset(-1), 2, colStar)
			}
			if d.ResearchAt[c]&(1<<n) != 0 {
				p.Circle(geom.Pt{X: r.X + r.W/2, Y: r.Y + r.H/2}, math.Max(1.5, r.W*0.16), colTileEdge)
			}
		}
		b.marks(Place{Kind: PlaceColumn, I: i, J: c}, pg.Cols[c], 2)
	}
}

// cardShapes draws hand card i in r.
func (b *Board) cardShapes(i int, r geom.Rect) {
	k := b.Kit
	p := k.Painter
	t := b.d.Trick(b.hand[i])
	if t == nil {
		return
	}
	if b.dragCardHidden(i) {
		return
	}
	full := geom.Rect{X: r.X, Y: r.Y, W: b.lay.CardW, H: r.H}
	p.RoundRect(full.Translate(2, 3), 6, k.Pal.Shadow)
	p.RoundRect(full, 6, k.Pal.Paper)
	p.RoundRect(geom.Rect{X: full.X, Y: full.Y, W: full.W, H: 36}, 6, typeCol[int(t.Type)%6])
	p.Rect(geom.Rect{X: full.X, Y: full.Y + 30, W: full.W, H: 6}, typeCol[int(t.Type)%6])
	p.StrokeRoundRect(full, 6, 1.5, k.Pal.PaperDark)
	b.marks(Place{Kind: PlaceHand, I: i}, r, 6)
}

func (b *Board) dragCardHidden(int) bool { return false }

// drawMap paints the dungeon clipped to the map window: the tiles, the
// unknown ground a scholar may explore, the places a drawn tile may go,
// the figures, then the map's own texts.
func (b *Board) drawMap(dst *ebiten.Image) {
	sub := b.mapImage(dst)
	b.mapShapes()
	b.flush(sub)
	b.mapLabels(sub)
}

// mapShapes adds the map's shapes.
func (b *Board) mapShapes() {
	k := b.Kit
	p := k.Painter
	p.Rect(b.lay.Map, colMapBg)
	if b.setup() {
		b.scholarCardShapes()
		b.mapControls()
		return
	}
	for t := range b.tiles {
		b.tileShapes(t)
	}
	// Unknown ground beyond the passages the scholar may explore through.
	for _, a := range b.legal {
		if a.Kind != dungeonology.KindExplore {
			continue
		}
		if r, ok := b.edgeRect(int(a.A)); ok {
			pl := Place{Kind: PlaceEdge, I: int(a.A)}
			p.RoundRect(r.Inset(4), 6, render.Fade(colGhost, 0.7))
			p.StrokeRoundRect(r.Inset(4), 6, 2, k.Pal.PaperDark)
			b.marks(pl, r.Inset(4), 6)
		}
	}
	// The places a drawn tile may be laid.
	var buf [12]Place
	var rb [12]geom.Rect
	pos := b.positions(buf[:0])
	rs := b.posRects(rb[:0], pos)
	hov := b.hoverPos(pos, rs)
	for i, q := range pos {
		r := b.cam.TileRect(q.I, q.J)
		if i == hov && b.pend.Zone >= 0 {
			b.zoneShapes(r, b.pend.Zone, -1, 0.75)
		}
		p.RoundRect(rs[i].Inset(3), 4, k.Pal.Legal)
		p.StrokeRoundRect(r.Inset(2), 4, 2, table.ColHint)
		if b.lastAt(q) {
			table.Outline(k, r, 4, table.MarkLastMove)
		}
	}
	b.drawTargets()
	b.mapControls()
}

// mapLabels writes the map's texts (only those wholly in its window).
func (b *Board) mapLabels(sub *ebiten.Image) {
	if b.setup() {
		b.scholarCardLabels(sub)
		return
	}
	for t := range b.tiles {
		b.tileLabels(sub, t)
	}
}

// hoverPos is the drawn tile's position under the pointer (or the drag's
// hovered target), -1 none.
func (b *Board) hoverPos(pos []Place, rs []geom.Rect) int {
	x, y := b.Ptr.X, b.Ptr.Y
	if !b.lay.Map.Contains(x, y) {
		return -1
	}
	for i, r := range rs {
		if r.Contains(x, y) {
			return i
		}
	}
	return -1
}

func (b *Board) dragging(k srcKind) bool {
	return b.drag.Phase() != interact.DragIdle && b.dragSrc.kind == k
}

// drawTargets lights the drag's legal drops and marks the hovered one.
func (b *Board) drawTargets() {
	if b.drag.Phase() != interact.DragActive {
		return
	}
	k := b.Kit
	p := k.Painter
	for _, t := range b.drag.Targets() {
		if t.Legal {
			p.RoundRect(t.Rect.Inset(2), 6, k.Pal.Legal)
		}
	}
	if h, ok := b.drag.Hover(); ok {
		edge := k.Pal.Selected
		if !h.Legal {
			edge = k.Pal.IllegalEdge
			p.RoundRect(h.Rect.Inset(2), 6, k.Pal.Illegal)
		}
		p.StrokeRoundRect(h.Rect.Inset(2), 6, 3, edge)
	}
}

// mapControls draws the zoom buttons.
func (b *Board) mapControls() {
	k := b.Kit
	p := k.Painter
	for i, r := range b.lay.Zoom {
		fill := k.Pal.Button
		if r.Contains(b.Ptr.X, b.Ptr.Y) {
			fill = k.Pal.ButtonHi
		}
		p.RoundRect(r, 5, fill)
		c := r.Center()
		switch i {
		case 0:
			p.Rect(geom.Centered(c, 12, 2.5), k.Pal.InkLight)
			p.Rect(geom.Centered(c, 2.5, 12), k.Pal.InkLight)
		case 1:
			p.Rect(geom.Centered(c, 12, 2.5), k.Pal.InkLight)
		default:
			in := geom.Centered(c, 14, 14)
			for _, q := range [4][2]float64{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
				x, y := in.X+q[0]*in.W, in.Y+q[1]*in.H
				dx, dy := 5-10*q[0], 5-10*q[1]
				p.Line(geom.Pt{X: x, Y: y}, geom.Pt{X: x + dx, Y: y}, 2, k.Pal.InkLight)
				p.Line(geom.Pt{X: x, Y: y}, geom.Pt{X: x, Y: y + dy}, 2, k.Pal.InkLight)
			}
		}
	}
}

// segMid is the middle of segment seg (N-W, N-E, E-N, E-S, S-E, S-W, W-S,
// W-N) on tile r's edge, and whether the edge runs across (N, S).
func segMid(r geom.Rect, seg int) (geom.Pt, bool) {
	q1, q3 := r.W/4, 3*r.W/4
	switch seg {
	case 0:
		return geom.Pt{X: r.X + q1, Y: r.Y}, true
	case 1:
		return geom.Pt{X: r.X + q3, Y: r.Y}, true
	case 2:
		return geom.Pt{X: r.X + r.W, Y: r.Y + q1}, false
	case 3:
		return geom.Pt{X: r.X + r.W, Y: r.Y + q3}, false
	case 4:
		return geom.Pt{X: r.X + q3, Y: r.Y + r.H}, true
	case 5:
		return geom.Pt{X: r.X + q1, Y: r.Y + r.H}, true
	case 6:
		return geom.Pt{X: r.X, Y: r.Y + q3}, false
	}
	return geom.Pt{X: r.X, Y: r.Y + q1}, false
}

// zoneShapes draws zone z's tile in r: ground, passages and doors, the
// alert badge, the cube spaces (cubes from placed zone t, or the printed
// spaces empty when t < 0). alpha fades a preview.
func (b *Board) zoneShapes(r geom.Rect, z, t int, alpha float64) {
	k := b.Kit
	p := k.Painter
	d := b.d
	zd := &d.Zones[z]
	fade := func(c color.RGBA) color.RGBA {
		if alpha >= 1 {
			return c
		}
		return render.Fade(c, alpha)
	}
	s := r.W
	lv := int(zd.Level)
	if zd.Number == 0 {
		lv = 0
	}
	in := r.Inset(1)
	p.RoundRect(in, math.Max(2, s*0.03), fade(levelCol[lv]))
	p.StrokeRoundRect(in, math.Max(2, s*0.03), math.Max(1, s*0.012), fade(colTileEdge))
	pw, pd := math.Max(4, s*0.18), math.Max(2, s*0.07)
	for seg := 0; seg < 8; seg++ {
		if zd.Passages&(1<<seg) == 0 {
			continue
		}
		mid, across := segMid(in, seg)
		var rr geom.Rect
		if across {
			y := mid.Y
			if seg >= 4 {
				y -= pd
			}
			rr = geom.Rect{X: mid.X - pw/2, Y: y, W: pw, H: pd}
		} else {
			x := mid.X
			if seg <= 3 {
				x -= pd
			}
			rr = geom.Rect{X: x, Y: mid.Y - pw/2, W: pd, H: pw}
		}
		p.Rect(rr, fade(colPassage))
		if m := zd.Doors[seg]; m != 0 {
			var cols []color.RGBA
			for c := 0; c < 5; c++ {
				if m&(1<<c) != 0 {
					cols = append(cols, cubeCol[c])
				}
			}
			for i, c := range cols {
				part := rr
				if across {
					part.W = rr.W / float64(len(cols))
					part.X = rr.X + float64(i)*part.W
				} else {
					part.H = rr.H / float64(len(cols))
					part.Y = rr.Y + float64(i)*part.H
				}
				p.Rect(part.Inset(0.5), fade(c))
			}
		}
	}
	tg := tileLayout(r, len(zd.Cubes))
	if tg.AlertR >= 4 {
		p.Circle(tg.Alert, tg.AlertR, fade(colAlertCard))
	}
	for i, cr := range tg.Cubes {
		col := -1
		if t >= 0 && i < len(b.tiles[t].Cubes) {
			col = b.tiles[t].Cubes[i]
		}
		if col >= 0 && col < 5 {
			p.Rect(cr, fade(cubeCol[col]))
			p.StrokeRect(cr, 1, fade(colTileEdge))
		} else {
			p.StrokeRect(cr.Inset(1), 1, fade(render.Fade(colTileEdge, 0.5)))
		}
	}
}

// tileShapes draws placed zone t: the tile, its links (walls, stairs), its
// tokens and figures, and its marks.
func (b *Board) tileShapes(t int) {
	k := b.Kit
	p := k.Painter
	r := b.tileRect(t)
	if !r.Intersects(b.lay.Map) {
		return
	}
	ti := &b.tiles[t]
	b.zoneShapes(r, ti.Zone, t, 1)
	s := r.W
	in := r.Inset(1)
	for seg, kind := range ti.Links {
		mid, across := segMid(in, seg)
		w := math.Max(5, s*0.22)
		switch kind {
		case 3: // wall
			if across {
				p.Rect(geom.Centered(mid, w, math.Max(3, s*0.035)), colWall)
			} else {
				p.Rect(geom.Centered(mid, math.Max(3, s*0.035), w), colWall)
			}
		case 2: // stairs
			for i := -1; i <= 1; i++ {
				o := float64(i) * w * 0.25
				if across {
					p.Rect(geom.Centered(geom.Pt{X: mid.X + o, Y: mid.Y}, math.Max(1.5, s*0.015), math.Max(5, s*0.09)), colWall)
				} else {
					p.Rect(geom.Centered(geom.Pt{X: mid.X, Y: mid.Y + o}, math.Max(5, s*0.09), math.Max(1.5, s*0.015)), colWall)
				}
			}
		}
	}
	tg := tileLayout(r, len(ti.Cubes))
	// Tokens: face-down traps, a secret passage X, a teleport, from the
	// name strip's right end.
	x := tg.Name.X + tg.Name.W - tg.TokR
	y := tg.Name.Y + tg.TokR
	for i := 0; i < ti.Traps; i++ {
		p.Rect(geom.Centered(geom.Pt{X: x, Y: y}, tg.TokR*2, tg.TokR*2), colTrap)
		x -= tg.TokR*2 + 3
	}
	if ti.SecretX {
		p.Circle(geom.Pt{X: x, Y: y}, tg.TokR, colToken)
		p.Ring(geom.Pt{X: x, Y: y}, tg.TokR, 1.5, k.Pal.InkLight)
		x -= tg.TokR*2 + 3
	}
	if ti.Teleport {
		p.Circle(geom.Pt{X: x, Y: y}, tg.TokR, colOmega)
		p.Ring(geom.Pt{X: x, Y: y}, tg.TokR, 1.5, k.Pal.InkLight)
	}
	var figs [6]figure
	for _, f := range b.figures(t, figs[:0]) {
		if b.drag.Phase() != interact.DragIdle && b.dragSrc.zone == t &&
			(b.dragSrc.kind == srcScholar && f.Seat == b.dragSrc.seat || b.dragSrc.kind == srcBoss && f.Seat < 0) {
			continue // it is drawn under the pointer
		}
		b.figureShapes(f)
	}
	if b.dragging(srcCube) && b.dragSrc.zone == t && b.dragSrc.space < len(tg.Cubes) {
		p.Rect(tg.Cubes[b.dragSrc.space], levelCol[1])
	}
	b.marks(Place{Kind: PlaceZone, I: t}, r.Inset(2), 4)
}

// figureShapes draws a scholar with its students, or Laetus.
func (b *Board) figureShapes(f figure) {
	p := b.Kit.Painter
	if f.Seat < 0 {
		p.Meeple(render.MeepleDemon, f.C.Add(geom.Pt{X: 1.5, Y: 2}), f.R, b.Kit.Pal.Shadow, 0, color.RGBA{})
		p.Meeple(render.MeepleDemon, f.C, f.R, colLaetus, math.Max(1, f.R/10), colWall)
		return
	}
	s := &b.seats[f.Seat]
	if s.Students > 0 {
		person(p, f.Stud, f.StudR, colStudent, colTileEdge)
	}
	col, shape := b.SeatLook(f.Seat)
	person(p, f.C, f.R, col.Col, colTileEdge)
	p.Shape(shape, geom.Pt{X: f.C.X, Y: f.C.Y + f.R*0.5}, f.R*0.32, b.Kit.Pal.Paper)
	if f.Seat == b.mover() && b.hints {
		p.Ring(f.C, f.R*1.45, 2, table.ColHint)
	}
}

// tileLabels writes placed zone t's texts (only those wholly inside the
// map window).
func (b *Board) tileLabels(dst *ebiten.Image, t int) {
	r := b.tileRect(t)
	if !r.Intersects(b.lay.Map) {
		return
	}
	b.zoneLabels(dst, r, b.tiles[t].Zone, t)
	var figs [6]figure
	for _, f := range b.figures(t, figs[:0]) {
		if f.Seat < 0 || f.StudR < 5.5 {
			continue
		}
		if n := b.seats[f.Seat].Students; n > 1 {
			box := geom.Centered(geom.Pt{X: f.Stud.X + f.StudR*0.9, Y: f.Stud.Y - f.StudR*0.9}, 14, 14)
			b.mapText(dst, box, func(d *ebiten.Image) {
				b.Text.Number(d, n, box, table.MinText, b.Kit.Pal.InkLight)
			})
		}
	}
}

// mapText runs draw when box lies wholly in the map window (a text half
// out of sight would be cut).
func (b *Board) mapText(dst *ebiten.Image, box geom.Rect, draw func(*ebiten.Image)) {
	if inside(box, b.lay.Map) {
		draw(dst)
	}
}

func inside(in, out geom.Rect) bool {
	const eps = 0.01
	return in.X >= out.X-eps && in.Y >= out.Y-eps && in.X+in.W <= out.X+out.W+eps && in.Y+in.H <= out.Y+out.H+eps
}

// zoneLabels writes a zone tile's name, number, alert and effects at r.
func (b *Board) zoneLabels(dst *ebiten.Image, r geom.Rect, z, t int) {
	k := b.Kit
	d := b.d
	zd := &d.Zones[z]
	tg := tileLayout(r, len(zd.Cubes))
	if !tg.Text && !tg.Short {
		return
	}
	if tg.AlertR >= 8 {
		box := geom.Centered(tg.Alert, 2*tg.AlertR, 2*tg.AlertR)
		b.mapText(dst, box, func(dd *ebiten.Image) {
			b.Text.Number(dd, int(zd.Alert), box, table.MinText, k.Pal.InkLight)
		})
	}
	nameW := tg.Name.W
	if t >= 0 {
		ti := &b.tiles[t]
		toks := ti.Traps
		if ti.SecretX {
			toks++
		}
		if ti.Teleport {
			toks++
		}
		nameW -= float64(toks) * (tg.TokR*2 + 3)
	}
	if tg.Text {
		if lb := b.fitLabel(zd.Name, nameW, tg.Name.H); lb != nil {
			w, h := lb.Size()
			box := geom.Rect{X: tg.Name.X, Y: tg.Name.Y, W: w, H: h}
			b.mapText(dst, box, func(dd *ebiten.Image) { b.Text.Draw(dd, lb, box.X, box.Y, k.Pal.Ink) })
		} else {
			b.shortLabel(dst, tg, zd)
		}
		effs := ""
		if t >= 0 {
			effs = b.txt.tileEffs[t]
		} else {
			effs = joinEffects(b.view.UIZoneEffects(z))
		}
		if effs != "" {
			lb := b.Text.Label(effs, 12, false, tg.Effect.W, 2, geom.AlignCenter)
			if _, h := lb.Size(); !lb.Truncated() && !lb.SplitsWords() && h <= tg.Effect.H+4 && tg.Effect.Y+h < tg.Figs.Y+4 {
				box := geom.Rect{X: tg.Effect.X, Y: tg.Effect.Y, W: tg.Effect.W, H: h}
				b.mapText(dst, box, func(dd *ebiten.Image) { b.Text.Draw(dd, lb, box.X, box.Y, k.Pal.Ink) })
			}
		}
		return
	}
	b.shortLabel(dst, tg, zd)
}

func joinEffects(s []string) string {
	out := ""
	for i, e := range s {
		if i > 0 {
			out += " · "
		}
		out += e
	}
	return out
}

// shortLabel writes a tile's level and number in its corner.
func (b *Board) shortLabel(dst *ebiten.Image, tg tileGeom, zd *dungeonology.Zone) {
	lb := b.Text.Label(zoneNumber(zd), 12, true, 0, 1, geom.AlignStart)
	w, h := lb.Size()
	box := geom.Rect{X: tg.Name.X, Y: tg.Name.Y, W: w, H: h}
	b.mapText(dst, box, func(dd *ebiten.Image) { b.Text.Draw(dd, lb, box.X, box.Y, b.Kit.Pal.Ink) })
}

// fitLabel lays a zone's name out in at most two lines of w without
// breaking a word (bold 13 px, then 12 px, then regular 12 px), nil when
// it cannot.
func (b *Board) fitLabel(s string, w, h float64) *render.TextBlock {
	for _, st := range []struct {
		size float64
		bold bool
	}{{13, true}, {12, true}, {12, false}} {
		lb := b.Text.Label(s, st.size, st.bold, w, 2, geom.AlignStart)
		if _, lh := lb.Size(); !lb.Truncated() && !lb.SplitsWords() && lb.FaceSize() >= table.MinText && lh <= h+6 {
			return lb
		}
	}
	return nil
}

// scholarCardShapes draws the scholar cards of the set-up choice.
func (b *Board) scholarCardShapes() {
	k := b.Kit
	p := k.Painter
	taken := map[int]bool{}
	for _, s := range b.seats {
		if s.Scholar >= 0 {
			taken[s.Scholar] = true
		}
	}
	for i, r := range b.scholarCards() {
		p.RoundRect(r.Translate(2, 3), 8, k.Pal.Shadow)
		fill := k.Pal.Paper
		if taken[i] {
			fill = k.Pal.PaperDark
		}
		p.RoundRect(r, 8, fill)
		p.RoundRect(geom.Rect{X: r.X, Y: r.Y, W: r.W, H: 30}, 8, colAlertCard)
		p.Rect(geom.Rect{X: r.X, Y: r.Y + 22, W: r.W, H: 8}, colAlertCard)
		b.marks(Place{Kind: PlaceScholar, I: i}, r, 8)
	}
}

func (b *Board) scholarCardLabels(dst *ebiten.Image) {
	k := b.Kit
	t := &b.txt
	for i, r := range b.scholarCards() {
		if i >= len(t.scholarName) {
			break
		}
		b.Text.Fit(dst, t.scholarName[i], r.X+8, r.Y+7, 14, true, r.W-16, k.Pal.InkLight)
		b.Text.Block(dst, t.scholarBody[i], geom.Rect{X: r.X + 8, Y: r.Y + 38, W: r.W - 16, H: r.H - 46}, 12, false, 0,
			geom.AlignStart, geom.AlignStart, k.Pal.Ink)
	}
}

// labelsPass writes every text outside the map; with a nil image it only
// records them (the legibility tests).
func (b *Board) labelsPass(dst *ebiten.Image) {
	if b.view == nil {
		return
	}
	k := b.Kit
	l := &b.lay
	t := &b.txt
	ink, light, muted := k.Pal.Ink, k.Pal.InkLight, k.Pal.InkMuted
	_ = muted
	// Status line: the turn on the left, the test on the right.
	testW := 0.0
	if t.test != "" {
		testW = math.Min(l.Status.W*0.5, render.Measure(t.test, k.Face(12, true))+4)
		b.Text.Fit(dst, t.test, l.Status.X+l.Status.W-testW-6, l.Status.Y+3, 12, true, testW, k.Pal.Accent)
	}
	b.Text.Fit(dst, t.status, l.Status.X+8, l.Status.Y+3, 13, false, l.Status.W-testW-24, light)

	// Camp.
	f := l.Fire
	b.Text.Centered(dst, b.T("dungeonologyboard.fire"), geom.Rect{X: f.X, Y: f.Y + f.H/2 - 18, W: f.W, H: 16}, 12, false, light)
	b.Text.Centered(dst, t.fire, geom.Rect{X: f.X, Y: f.Y + f.H/2, W: f.W, H: 18}, 15, true, light)
	b.campLabels(dst, l.Alert, t.alertT, t.alertL, true)
	b.campLabels(dst, l.Panic, t.panicT, t.panicL, false)
	b.campLabels(dst, l.Clan, t.clanT, t.clanL, false)
	b.campLabels(dst, l.Boss, t.bossT, t.bossL, false)
	for lv, r := range l.Stacks {
		b.Text.Centered(dst, roman[lv+1], geom.Rect{X: r.X, Y: r.Y + 2, W: r.W, H: r.H/2 - 2}, 13, true, ink)
		b.Text.Centered(dst, t.stack[lv], geom.Rect{X: r.X, Y: r.Y + r.H/2, W: r.W, H: r.H/2 - 2}, 12, false, ink)
	}
	dw := l.Decks.W / 2
	for i, s := range t.decks {
		x := l.Decks.X + float64(i/2)*dw
		y := l.Decks.Y + float64(i%2)*(l.Decks.H/2)
		b.Text.Fit(dst, s, x, y+2, 12, false, dw-4, light)
	}

	// Players.
	for i := range l.Players {
		if i >= len(b.seats) || i >= len(t.name) {
			continue
		}
		pg := &l.Players[i]
		x := pg.Head.X + 18
		nameW := math.Min(render.Measure(t.name[i], k.Face(13, true))+2, pg.Head.W*0.45)
		b.Text.Fit(dst, t.name[i], x, pg.Head.Y+1, 13, true, nameW, light)
		x += nameW + 6
		rest := pg.Head.X + pg.Head.W - x
		flagsW := 0.0
		if t.flags[i] != "" {
			// The flags whole when they fit the rest of the line; the
			// scholar then yields (its card shows over the head line).
			fw := render.Measure(t.flags[i], k.Face(12, false)) + 2
			flagsW = math.Min(rest*0.55, fw)
			if fw > flagsW && fw <= rest {
				flagsW = fw
			}
			b.Text.Fit(dst, t.flags[i], pg.Head.X+pg.Head.W-flagsW, pg.Head.Y+2, 12, false, flagsW, k.Pal.Accent)
		}
		if sw := rest - flagsW - 6; render.Measure(t.scholar[i], k.Face(12, false)) <= sw {
			b.Text.Fit(dst, t.scholar[i], x, pg.Head.Y+2, 12, false, sw, light)
		}
		lineH := math.Min(17, pg.Stats.H/float64(max(1, len(t.stats[i]))))
		for j, s := range t.stats[i] {
			b.Text.Fit(dst, s, pg.Stats.X, pg.Stats.Y+float64(j)*lineH, 12, false, pg.Stats.W, light)
		}
	}

	// Hand.
	for i, r := range b.handR {
		if i >= len(t.handName) || b.dragCardHidden(i) {
			continue
		}
		covered := i < len(b.handR)-1 && b.handR[i+1].X < r.X+b.lay.CardW
		if covered {
			b.Text.Fit(dst, t.handBonus[i], r.X+4, r.Y+r.H-20, 13, true, math.Max(20, r.W-6), ink)
			continue
		}
		b.Text.Block(dst, t.handName[i], geom.Rect{X: r.X + 5, Y: r.Y + 3, W: b.lay.CardW - 10, H: 32}, 12, true, 2,
			geom.AlignStart, geom.AlignCenter, light)
		if tr := b.d.Trick(b.hand[i]); tr != nil && int(tr.Type) < len(b.d.Types) {
			b.Text.Fit(dst, b.d.Types[tr.Type].Name, r.X+6, r.Y+40, 12, false, b.lay.CardW-12, ink)
			b.Text.Fit(dst, b.T("dungeonologyboard.timing."+itoa(int(tr.Timing))), r.X+6, r.Y+56, 12, false, b.lay.CardW-12, k.Pal.InkMuted)
		}
		b.Text.Fit(dst, t.handBonus[i], r.X+6, r.Y+r.H-22, 15, true, b.lay.CardW-12, ink)
	}
	if r, ok := b.newTileBox(); ok {
		if !b.dragging(srcTile) {
			b.zoneLabels(dst, r, b.pend.Zone, -1)
		}
		x := r.X + r.W + 12
		w := l.Hand.X + l.Hand.W - 8 - x
		b.Text.Fit(dst, t.newTile, x, r.Y+6, 14, true, w, light)
		b.Text.Block(dst, b.T("dungeonologyboard.note.drag_tile"), geom.Rect{X: x, Y: r.Y + 28, W: w, H: r.H - 30}, 13, false, 3,
			geom.AlignStart, geom.AlignStart, light)
	} else if len(b.hand) == 0 && b.seat >= 0 && int(b.seat) < len(b.seats) {
		b.Text.Fit(dst, b.T("dungeonologyboard.hand.empty"), l.Hand.X+8, l.Hand.Y+8, 13, false, l.Hand.W-16, light)
	} else if b.seat < 0 {
		b.Text.Fit(dst, b.T("dungeonologyboard.hand.hidden"), l.Hand.X+8, l.Hand.Y+8, 13, false, l.Hand.W-16, light)
	}

	// Buttons.
	for i, e := range b.btns.Shown {
		if e.Op == btnlist.Blank || i >= len(b.btns.Slots) {
			continue
		}
		r := b.btns.Slots[i]
		fs := b.Text.FitSize(e.Text, btnText, table.MinText, false, r.W-2*btnPad)
		lines := 1
		if render.Measure(e.Text, k.Face(fs, false)) > r.W-2*btnPad {
			lines = 2
		}
		b.Text.Block(dst, e.Text, geom.Rect{X: r.X + btnPad, Y: r.Y, W: r.W - 2*btnPad, H: r.H}, fs, false, lines,
			geom.AlignCenter, geom.AlignCenter, light)
	}
}

// campLabels writes a camp card's line: its name in bold, then what it
// shows (the Alert card's Omega places come between).
func (b *Board) campLabels(dst *ebiten.Image, r geom.Rect, title, line string, slots bool) {
	k := b.Kit
	x, w := r.X+11, r.W-16
	if slots {
		b.Text.Fit(dst, title, x, r.Y+4, 12, true, w, k.Pal.Ink)
		x += b.slotsW() + 4
		b.Text.Fit(dst, line, x, r.Y+r.H/2+3, 12, false, r.X+r.W-5-x, k.Pal.Ink)
		return
	}
	y := r.Y + (r.H-15)/2
	tw := math.Min(w*0.6, render.Measure(title, k.Face(12, true))+2)
	b.Text.Fit(dst, title, x, y, 12, true, tw, k.Pal.Ink)
	x += tw + 6
	b.Text.Fit(dst, line, x, y, 12, false, r.X+r.W-5-x, k.Pal.Ink)
}

// slotsW is the width of the Alert card's Omega places.
func (b *Board) slotsW() float64 {
	c, d := &b.camp, b.d
	if c.Alert < 0 || c.Alert >= len(d.Alerts) {
		return 0
	}
	return float64(d.Alerts[c.Alert].Slots) * 14
}

// floating draws what lies over everything: the dragged piece, the words
// of the drag, the message, the tooltip.
func (b *Board) floating(dst *ebiten.Image) {
	k := b.Kit
	p := k.Painter
	if b.drag.Phase() != interact.DragIdle {
		at := b.drag.ItemPos()
		src := b.dragSrc
		switch src.kind {
		case srcScholar:
			c := geom.Pt{X: at.X + src.itemW/2, Y: at.Y + src.itemW/2}
			s := &b.seats[src.seat]
			if s.Students > 0 {
				person(p, geom.Pt{X: c.X + src.size*0.95, Y: c.Y + src.size*0.35}, src.size*0.62, colStudent, colTileEdge)
			}
			col, shape := b.SeatLook(src.seat)
			person(p, c, src.size, col.Col, colTileEdge)
			p.Shape(shape, geom.Pt{X: c.X, Y: c.Y + src.size*0.5}, src.size*0.32, k.Pal.Paper)
		case srcBoss:
			c := geom.Pt{X: at.X + src.itemW/2, Y: at.Y + src.itemW/2}
			p.Meeple(render.MeepleDemon, c, src.size, colLaetus, 1.5, colWall)
		case srcTile:
			b.flush(dst)
			b.zoneShapes(geom.Rect{X: at.X, Y: at.Y, W: src.itemW, H: src.itemW}, src.zone, -1, 0.85)
		case srcCube:
			if s := b.tiles[src.zone].Cubes[src.space]; s >= 0 && s < 5 {
				r := geom.Rect{X: at.X, Y: at.Y, W: src.itemW, H: src.itemW}
				p.Rect(r.Translate(2, 2), k.Pal.Shadow)
				p.Rect(r, cubeCol[s])
				p.StrokeRect(r, 1, colTileEdge)
			}
		}
		b.flush(dst)
		if b.dragHint != "" {
			w := math.Min(360, render.Measure(b.dragHint, k.Face(13, false))+16)
			box := geom.PlaceNear(geom.Pt{X: b.Ptr.X, Y: b.Ptr.Y}, w, 26, 22, b.Area)
			p.RoundRect(box, 5, k.Pal.Tooltip)
			p.StrokeRoundRect(box, 5, 1.5, k.Pal.Accent)
			b.flush(dst)
			b.Text.Fit(dst, b.dragHint, box.X+8, box.Y+5, 13, false, box.W-16, k.Pal.Ink)
		}
	}
	b.Msg.Draw(dst, &b.Text, b.lay.Map)
	if dst != nil {
		b.DrawTip(dst)
	}
}
