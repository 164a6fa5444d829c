package discoverboard

import (
	"image/color"
	"math"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/render"
	"stolik/render/geom"
	"stolik/rules/discover"
	"stolik/rules/engine"
	"stolik/scenes/table"
)

// Draw paints the table from view: the map (clipped to its viewport),
// the side panel, then what floats over the map (the fight or night box,
// the end-of-turn button, the menu, a dragged pawn), the message and the
// tooltip.
func (b *Board) Draw(dst *ebiten.Image, view engine.Game, seat engine.Seat) {
	g, ok := view.(*discover.Game)
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
	p := b.Kit.Painter
	mapDst := b.mapImage(dst)
	b.mapShapes()
	p.Flush(mapDst)
	b.mapLabels(mapDst)
	b.sideShapes()
	p.Flush(dst)
	b.sideLabels(dst)
	b.overShapes()
	p.Flush(dst)
	b.overLabels(dst)
	b.Msg.Draw(dst, &b.Text, b.lay.View)
	b.DrawTip(dst)
}

// labelsPass lays every text of the board out (dst nil: only recorded, for
// the legibility tests).
func (b *Board) labelsPass(dst *ebiten.Image) {
	b.mapLabels(b.mapImage(dst))
	b.sideLabels(dst)
	b.overLabels(dst)
}

// mapImage is the viewport of dst: drawing there is clipped to it.
func (b *Board) mapImage(dst *ebiten.Image) *ebiten.Image {
	if dst == nil {
		return nil
	}
	v := b.lay.View
	r := dst.Bounds()
	r.Min.X, r.Min.Y = int(v.X), int(v.Y)
	r.Max.X, r.Max.Y = int(v.X+v.W), int(v.Y+v.H)
	return dst.SubImage(r).(*ebiten.Image)
}

// hexOf is hex x's axial position.
func (b *Board) hexOf(x int) geom.Hex {
	h := b.t.Hex[x]
	return geom.Hex{Q: int(h[0]), R: int(h[1])}
}

// spot is a point of hex x: (fx, fy) in units of the hex size from its
// centre.
func (b *Board) spot(x int, fx, fy float64) geom.Pt {
	c := b.hexCentre(x)
	s := b.cam.Size()
	return geom.Pt{X: c.X + fx*s, Y: c.Y + fy*s}
}

// badgeR is the radius of a number badge on the map (never too small for
// its 12 px number).
func (b *Board) badgeR() float64 { return math.Max(9, b.cam.Size()*0.24) }

func (b *Board) mapShapes() {
	p := b.Kit.Painter
	g, t := b.view, b.t
	v := b.lay.View
	p.RoundRect(v, 6, colSea)
	l := b.cam.Layout()
	s := b.cam.Size()
	// Spaces.
	for x := range t.Hex {
		hv := g.UIHex(x)
		h := b.hexOf(x)
		if hv.Revealed {
			p.Hex(l, h, 0.5, terrainColour(t, hv.Space.Terrain))
		} else {
			col := colHidden
			if b.scoutable(x/3) && b.hints {
				col = render.Darken(colHidden, 1.25)
			}
			p.Hex(l, h, 0.5, col)
		}
		p.HexOutline(l, h, 0.5, 1, colHexEdge)
	}
	// The tiles' own borders: thicker where a space meets another tile's
	// (or the sea).
	for x := range t.Hex {
		c := b.hexCentre(x)
		for k := 0; k < 6; k++ {
			a, e := c.Add(l.CornerOffset(k)), c.Add(l.CornerOffset(k+1))
			mid := a.Add(e).Scale(0.5)
			if n, ok := b.hexAt[b.cam.Hex(mid.Add(mid.Sub(c)))]; ok && n/3 == x/3 {
				continue
			}
			p.Line(a, e, 2.5, colHexEdge)
		}
	}
	// Printed symbols and tokens.
	for x := range t.Hex {
		hv := g.UIHex(x)
		if !hv.Revealed {
			continue
		}
		sp := hv.Space
		if sp.Loc != 0 {
			r := b.locBadge(x, sp.Loc)
			p.RoundRect(r, r.H/2, colInk)
			p.RoundRect(r.Inset(1.5), r.H/2-1.5, colBadge)
		}
		if sp.Camp {
			c := b.spot(x, 0.45, -0.5)
			r := s * 0.2
			p.Fan([]geom.Pt{{X: c.X, Y: c.Y - r}, {X: c.X + r, Y: c.Y + r*0.8}, {X: c.X - r, Y: c.Y + r*0.8}}, colCamp)
		} else if sp.Target {
			c := b.spot(x, 0.45, -0.5)
			p.Ring(c, s*0.18, 2, colMonsterUp)
			p.Circle(c, s*0.07, colMonsterUp)
		}
		if hv.LandType >= 0 {
			c := b.spot(x, -0.5, 0.38)
			r := s * 0.2
			p.Circle(c, r+1.5, colInk)
			p.Circle(c, r, landColour(hv.LandType))
			if hv.LandUp && hv.LandToken >= 0 && hv.LandToken < len(t.Tokens) {
				tk := t.Tokens[hv.LandToken]
				switch tk.Face {
				case 0:
					resGlyph(p, int(tk.Res), c, r*0.7)
				case 1:
					p.Icon(render.IconSkeleton, c, r*0.8)
				default:
					p.Icon(render.IconCard, c, r*0.8)
				}
			}
		}
		if hv.Water >= 0 {
			c := b.spot(x, 0.5, 0.38)
			r := s * 0.2
			if hv.WaterUp && hv.Water < len(t.Water) {
				resGlyph(p, int(t.Water[hv.Water]), c, r)
			} else {
				resGlyph(p, int(discover.CleanWater), c, r)
				p.Circle(geom.Pt{X: c.X, Y: c.Y + r*0.3}, r*0.35, colBadge)
			}
		} else if sp.Water {
			// A water symbol without its source token any more.
			c := b.spot(x, 0.5, 0.38)
			p.Ring(c, s*0.14, 1.5, colWater)
		}
		if hv.Fire != 0 {
			c := b.spot(x, 0, 0.62)
			r := s * 0.17
			col := colFireLit
			if hv.Fire == 2 {
				col = colFireOut
			}
			p.Fan([]geom.Pt{{X: c.X, Y: c.Y - r*1.4}, {X: c.X + r, Y: c.Y + r*0.6}, {X: c.X - r, Y: c.Y + r*0.6}}, col)
			if hv.Fire == 1 {
				p.Circle(geom.Pt{X: c.X, Y: c.Y + r*0.2}, r*0.45, rgb(0xf8, 0xd0, 0x40))
			}
		}
		drop := 0
		for r := range hv.Drop {
			drop += hv.Drop[r] + hv.DropDbl[r]
		}
		if drop > 0 {
			c := b.spot(x, 0, -0.72)
			p.RoundRect(geom.Centered(c, s*0.5, s*0.26), 3, colBadge)
			for r := range hv.Drop {
				if hv.Drop[r]+hv.DropDbl[r] > 0 {
					resGlyph(p, r, c, s*0.1)
					break
				}
			}
		}
		if hv.Marker {
			c := b.spot(x, 0.45, -0.5)
			p.StrokeRect(geom.Centered(c, s*0.26, s*0.26), 2, colInk)
		}
	}
	b.pieceShapes()
	b.highlightShapes()
	b.slotDiscs()
}

// slotDiscs puts a dark disc under each face-down tile's stack number,
// where its three spaces meet, so the numeral does not sit on the border
// lines (over the scouting highlight, which would cut it).
func (b *Board) slotDiscs() {
	p := b.Kit.Painter
	g, t, v, s := b.view, b.t, b.lay.View, b.cam.Size()
	for sl := 1; sl < len(t.Hex)/3; sl++ {
		if _, up, _ := g.UISlot(sl); up {
			continue
		}
		c := b.slotCentre(sl)
		if inside(geom.Centered(c, 40, 22), v) {
			p.Circle(c, math.Max(12, s*0.3), colHexEdge)
		}
	}
}

// pieces lists the monsters and heroes on hex x in drawing order.
func (b *Board) pieceSpots(x, count int) []geom.Pt {
	s := b.cam.Size()
	c := b.hexCentre(x)
	step := s * 0.42
	if count > 3 {
		step = s * 0.34
	}
	out := make([]geom.Pt, count)
	w := step * float64(count-1)
	for i := range out {
		out[i] = geom.Pt{X: c.X - w/2 + float64(i)*step, Y: c.Y + s*0.02}
	}
	return out
}

// pieceCount is how many pieces stand on each hex.
func (b *Board) pieceCounts() []int {
	n := make([]int, len(b.t.Hex))
	for _, m := range b.view.UIMonsters() {
		if m.Hex >= 0 && m.Hex < len(n) {
			n[m.Hex]++
		}
	}
	for i := 0; i < b.n; i++ {
		hv := b.view.UIHero(i)
		if b.onMap(i) && hv.Hex >= 0 && hv.Hex < len(n) {
			n[hv.Hex]++
		}
	}
	return n
}

// onMap reports that hero i stands on the map (chosen a character, not
// gone home).
func (b *Board) onMap(i int) bool {
	hv := b.view.UIHero(i)
	return hv.Character >= 0 && hv.Status != 1
}

func (b *Board) pieceShapes() {
	p := b.Kit.Painter
	s := b.cam.Size()
	counts := b.pieceCounts()
	used := make([]int, len(counts))
	r := math.Max(6, s*0.2)
	for _, m := range b.view.UIMonsters() {
		if m.Hex < 0 || m.Hex >= len(counts) {
			continue
		}
		c := b.pieceSpots(m.Hex, counts[m.Hex])[used[m.Hex]]
		used[m.Hex]++
		p.Circle(c.Add(geom.Pt{X: 1, Y: 2}), r+1.5, b.Kit.Pal.Shadow)
		edge := rgb(0x30, 0x10, 0x10)
		if m.Special {
			edge = rgb(0xc0, 0x9c, 0xe0)
		}
		p.Circle(c, r+1.5, edge)
		if m.Up {
			p.Circle(c, r, colMonsterUp)
			p.IconTint(render.IconSkeleton, c, r*0.8, colBadge)
		} else {
			p.Circle(c, r, colMonster)
			p.Ring(c, r*0.55, 1.5, rgb(0xd0, 0x90, 0x90))
		}
	}
	for i := 0; i < b.n; i++ {
		hv := b.view.UIHero(i)
		if !b.onMap(i) || hv.Hex < 0 || hv.Hex >= len(counts) {
			continue
		}
		if b.gest == gestPawn && i == b.hero {
			used[hv.Hex]++
			continue // drawn under the pointer
		}
		c := b.pieceSpots(hv.Hex, counts[hv.Hex])[used[hv.Hex]]
		used[hv.Hex]++
		b.pawn(i, c, r, hv.Status == 2)
	}
}

// pawn draws hero i's pawn: the seat's colour and shape; a victim lies
// greyed out with a cross.
func (b *Board) pawn(i int, c geom.Pt, r float64, victim bool) {
	p := b.Kit.Painter
	pc, shape := b.SeatLook(i)
	fill := pc.Col
	if victim {
		fill = rgb(0x8a, 0x8a, 0x8a)
	}
	if i == b.hero && !victim {
		p.Circle(c, r*1.45, render.Fade(table.ColFocus, 0.35))
		p.Ring(c, r*1.45, 2, table.ColFocus)
	}
	p.Shape(shape, c.Add(geom.Pt{X: 1, Y: 2}), r*1.15, b.Kit.Pal.Shadow)
	p.Shape(shape, c, r*1.2, colInk)
	p.Shape(shape, c, r, fill)
	if victim {
		p.Line(c.Add(geom.Pt{X: -r, Y: -r}), c.Add(geom.Pt{X: r, Y: r}), 2.5, colInk)
		p.Line(c.Add(geom.Pt{X: r, Y: -r}), c.Add(geom.Pt{X: -r, Y: r}), 2.5, colInk)
	}
}

// highlightShapes outlines the spaces a click acts on (hints on), the one
// under the pointer, the bots' last moves and a dragged pawn's path.
func (b *Board) highlightShapes() {
	p := b.Kit.Painter
	l := b.cam.Layout()
	if b.hasLegal && (b.hints || b.gest == gestPawn) {
		for _, a := range b.legal {
			pl := placeOf(a)
			if b.dec != "" {
				var ok bool
				if pl, ok = mapChoice(b.dec, a); !ok {
					continue
				}
			}
			switch pl.kind {
			case plHex:
				p.HexOutline(l, b.hexOf(pl.i), 3, 2.5, table.ColHint)
			case plSlot:
				for k := 0; k < 3; k++ {
					p.HexOutline(l, b.hexOf(pl.i*3+k), 3, 2, table.ColHint)
				}
			}
		}
		if b.dec == "" && b.hero >= 0 && b.hereN > 0 {
			x := b.view.UIHero(b.hero).Hex
			if x >= 0 && x < len(b.t.Hex) {
				p.HexOutline(l, b.hexOf(x), 3, 2.5, b.Kit.Pal.Selected)
			}
		}
	}
	for _, a := range b.last {
		switch a.Kind {
		case discover.KindMove:
			p.HexOutline(l, b.hexOf(int(a.A)), 1.5, 2.5, table.ColLastMove)
		case discover.KindScout:
			for k := 0; k < 3; k++ {
				p.HexOutline(l, b.hexOf(int(a.A)*3+k), 1.5, 2.5, table.ColLastMove)
			}
		}
	}
	if b.hoverHex >= 0 && b.gest != gestPan {
		p.HexOutline(l, b.hexOf(b.hoverHex), 1, 1.5, colBadge)
	}
	if b.menuOn && b.menuHex >= 0 {
		p.HexOutline(l, b.hexOf(b.menuHex), 2, 3, b.Kit.Pal.Selected)
	}
	if b.gest == gestPawn && b.hero >= 0 {
		col := colPathOK
		if b.dragCost < 0 || b.dragCost > b.view.UIHero(b.hero).Stamina {
			col = colPathBad
		}
		prev := b.hexCentre(b.view.UIHero(b.hero).Hex)
		for _, x := range b.dragPath {
			c := b.hexCentre(x)
			p.Line(prev, c, 4, col)
			p.Circle(c, 5, col)
			prev = c
		}
		if b.dragHex >= 0 {
			p.HexOutline(l, b.hexOf(b.dragHex), 2, 3, col)
		}
	}
}

// mapLabels: location numbers, the stack numbers of face-down slots, the
// numbers of enemies face up. A label whose box is not wholly in the
// viewport is left out (never drawn cut).
func (b *Board) mapLabels(dst *ebiten.Image) {
	g, t := b.view, b.t
	v := b.lay.View
	r := b.badgeR()
	for x := range t.Hex {
		hv := g.UIHex(x)
		if !hv.Revealed || hv.Space.Loc == 0 {
			continue
		}
		box := b.locBadge(x, hv.Space.Loc)
		if inside(box, v) {
			b.Text.Centered(dst, itoa(hv.Space.Loc), box, b.numSize(r), true, colInk)
		}
	}
	for s := 0; s < len(t.Hex)/3; s++ {
		_, up, _ := g.UISlot(s)
		if up || s == 0 {
			continue
		}
		box := geom.Centered(b.slotCentre(s), 40, 22)
		if inside(box, v) {
			b.Text.Centered(dst, b.txt.stacks[s], box, sizeHead, true, colMuted)
		}
	}
	counts := b.pieceCounts()
	used := make([]int, len(counts))
	pr := math.Max(6, b.cam.Size()*0.2)
	for _, m := range g.UIMonsters() {
		if m.Hex < 0 || m.Hex >= len(counts) {
			continue
		}
		c := b.pieceSpots(m.Hex, counts[m.Hex])[used[m.Hex]]
		used[m.Hex]++
		if !m.Up {
			continue
		}
		num := b.txt.monsterNum[m.Hex]
		box := geom.Rect{X: c.X - 16, Y: c.Y + pr + 1, W: 32, H: 16}
		if num != "" && inside(box, v) {
			b.Text.Centered(dst, num, box, sizeSmall, true, colBadge)
		}
	}
}

// numSize is the size of a badge's number.
func (b *Board) numSize(r float64) float64 {
	return math.Min(14, math.Max(sizeSmall, r*1.1))
}

// slotCentre is where tile slot s's three spaces meet.
func (b *Board) slotCentre(s int) geom.Pt {
	return b.hexCentre(s * 3).Add(b.hexCentre(s*3 + 1)).Add(b.hexCentre(s*3 + 2)).Scale(1.0 / 3)
}

// locBadge is the pill of space x's location number: round for one or two
// digits, wider for three.
func (b *Board) locBadge(x, loc int) geom.Rect {
	r := b.badgeR()
	w := max(2*r, b.textW(itoa(loc), b.numSize(r), true)+8)
	c := b.spot(x, -0.45, -0.5)
	return geom.Centered(c, w, 2*r)
}

func inside(in, out geom.Rect) bool {
	const eps = 0.01
	return in.X >= out.X-eps && in.Y >= out.Y-eps && in.X+in.W <= out.X+out.W+eps && in.Y+in.H <= out.Y+out.H+eps
}

// panel adds a rounded panel.
func (b *Board) panel(r geom.Rect, fill, edge color.RGBA) {
	p := b.Kit.Painter
	p.RoundRect(r.Translate(2, 3), 6, b.Kit.Pal.Shadow)
	p.RoundRect(r, 6, fill)
	p.StrokeRoundRect(r, 6, 1.5, edge)
}

func (b *Board) sideShapes() {
	p := b.Kit.Painter
	pal := &b.Kit.Pal
	g := b.view
	// The legend strip and «Cała mapa».
	for _, it := range b.txt.legend {
		sw := geom.Rect{X: it.rect.X, Y: it.rect.Y + 3, W: 18, H: it.rect.H - 6}
		p.RoundRect(sw, 3, terrainColour(b.t, it.kind))
		p.StrokeRoundRect(sw, 3, 1, colHexEdge)
	}
	fit := pal.Button
	if b.cam.Fitted() {
		fit = pal.Disabled
	}
	p.RoundRect(b.lay.Fit, 5, fit)
	// The quest card.
	q := b.lay.Quest
	p.RoundRect(q.Translate(2, 3), 6, pal.Shadow)
	p.RoundRect(q, 6, pal.Paper)
	p.RoundRect(geom.Rect{X: q.X, Y: q.Y, W: q.W, H: 24}, 6, accQuest)
	p.Rect(geom.Rect{X: q.X, Y: q.Y + 16, W: q.W, H: 8}, accQuest)
	// Hero rows.
	for i, r := range b.lay.Heroes {
		fill := colPanel
		if i == b.hero {
			fill = colRowActive
		}
		if i == b.hoverRow {
			fill = render.Darken(fill, 1.2)
		}
		edge := colPanelEdge
		if i == b.sel {
			edge = pal.Selected
		}
		b.panel(r, fill, edge)
		hv := g.UIHero(i)
		pc, shape := b.SeatLook(i)
		c := geom.Pt{X: r.X + 14, Y: r.Y + 12}
		p.Shape(shape, c, 8, colInk)
		p.Shape(shape, c, 6.5, pc.Col)
		for k, h := range hv.Health {
			dc := geom.Pt{X: r.X + 14 + float64(k)*20, Y: r.Y + r.H - 13}
			b.dial(dc, 8, h)
		}
	}
	// The detail or the choices.
	d := b.lay.Detail
	b.panel(d, colPanel, colPanelEdge)
	if b.deciding() {
		for i, r := range b.decSlot {
			if i >= len(b.decShow) || b.decShow[i].op == opBlank {
				continue
			}
			col := pal.Button
			if i == b.hoverBtn {
				col = pal.ButtonHi
			}
			if b.decShow[i].op != opAct {
				col = render.Darken(col, 0.8)
			}
			p.RoundRect(r, 5, col)
			if b.hints && b.decShow[i].op == opAct {
				p.StrokeRoundRect(r.Inset(-1), 6, 1.5, table.ColHint)
			}
		}
		return
	}
	hv := g.UIHero(b.sel)
	for k, r := range b.txt.resRect {
		c := geom.Pt{X: r.X + 11, Y: r.Y + r.H/2}
		resGlyph(p, k, c, 8)
		_ = hv
	}
	for _, row := range b.txt.rows {
		if row.card.kind != ckNone {
			p.Circle(geom.Pt{X: row.rect.X + 4, Y: row.rect.Y + row.rect.H/2}, 2.5, colMuted)
		}
	}
}

// dial draws one health dial: a heart, or a damage type's colour and
// letter.
func (b *Board) dial(c geom.Pt, r float64, h uint8) {
	p := b.Kit.Painter
	col := dmgColours[0]
	if int(h) < len(dmgColours) {
		col = dmgColours[h]
	}
	p.Circle(c, r+1.5, colInk)
	if h == discover.Heart {
		p.Circle(c, r, rgb(0xf3, 0xec, 0xdc))
		p.Icon(render.IconHeart, c, r*0.8)
		return
	}
	p.Circle(c, r, col)
}

func (b *Board) sideLabels(dst *ebiten.Image) {
	x := &b.txt
	pal := &b.Kit.Pal
	g := b.view
	for _, it := range x.legend {
		b.Text.Text(dst, it.text, it.rect.X+22, it.rect.Y+(it.rect.H-15)/2, sizeSmall, false, 0, 0, pal.InkLight)
	}
	b.Text.Centered(dst, x.fitLabel, b.lay.Fit, sizeSmall, false, pal.InkLight)
	st := b.lay.Status
	b.Text.Fit(dst, x.status, st.X+4, st.Y+2, sizeText+1, true, st.W-8, pal.InkLight)
	q := b.lay.Quest
	b.Text.Fit(dst, x.questHead, q.X+8, q.Y+4, sizeText, true, q.W-16, pal.Ink)
	b.Text.Block(dst, x.questBody, geom.Rect{X: q.X + 8, Y: q.Y + 28, W: q.W - 16, H: q.H - 30}, sizeSmall, false, 0,
		geom.AlignStart, geom.AlignStart, pal.Ink)
	for i, r := range b.lay.Heroes {
		if i >= len(x.heroes) {
			break
		}
		b.Text.Fit(dst, x.heroes[i].head, r.X+28, r.Y+3, sizeText+1, true, r.W-34, pal.InkLight)
		b.Text.Fit(dst, x.heroes[i].line, r.X+72, r.Y+r.H-21, sizeText, false, r.W-78, colMuted)
		hv := g.UIHero(i)
		for k, h := range hv.Health {
			if h == discover.Heart {
				continue
			}
			dc := geom.Pt{X: r.X + 14 + float64(k)*20, Y: r.Y + r.H - 13}
			b.Text.Centered(dst, b.dmgLetter(h), geom.Centered(dc, 18, 18), sizeSmall, true, colBadge)
		}
	}
	d := b.lay.Detail
	if b.deciding() {
		b.Text.Fit(dst, x.decTitle, d.X+8, d.Y+4, sizeText+1, true, d.W-16, pal.Accent)
		for i, r := range b.decSlot {
			if i >= len(b.decShow) || b.decShow[i].op == opBlank {
				continue
			}
			b.buttonText(dst, b.decShow[i].text, r)
		}
		return
	}
	b.Text.Fit(dst, x.detailHead, d.X+8, d.Y+4, sizeText, true, d.W-16, pal.Accent)
	for k, r := range x.resRect {
		col := pal.InkLight
		if x.resN[k] == "0" {
			col = pal.Disabled
		}
		b.Text.Text(dst, x.resN[k], r.X+22, r.Y+(r.H-17)/2, sizeText+1, true, 0, 0, col)
	}
	for _, row := range x.rows {
		col := pal.InkLight
		if row.bold {
			col = colMuted
		}
		b.Text.Fit(dst, row.text, row.rect.X+10, row.rect.Y, sizeSmall, row.bold, row.rect.W-10, col)
	}
}

// dmgLetter is a damage type's letter on a dial.
func (b *Board) dmgLetter(h uint8) string {
	if int(h) < len(b.d.DmgNames) {
		for _, r := range b.d.DmgNames[h] {
			return string(unicode.ToUpper(r))
		}
	}
	return "?"
}

// buttonText writes a button's label: one line, or two at the smallest
// size.
func (b *Board) buttonText(dst *ebiten.Image, s string, r geom.Rect) {
	w := r.W - 14
	fs := b.Text.FitSize(s, sizeText, sizeSmall, false, w)
	lbl := b.Text.Label(s, fs, false, w, 2, geom.AlignCenter)
	b.Text.DrawIn(dst, lbl, geom.Rect{X: r.X + 7, Y: r.Y, W: w, H: r.H}, geom.AlignCenter, b.Kit.Pal.InkLight)
}

func (b *Board) overShapes() {
	p := b.Kit.Painter
	pal := &b.Kit.Pal
	if b.boxOn() {
		bx := b.box
		b.panel(bx, render.Fade(colPanel, 0.95), pal.Accent)
		switch b.txt.boxKind {
		case boxFight:
			for k, col := range []color.RGBA{rgb(0xb8, 0xb8, 0xb8), rgb(0xc8, 0x3a, 0x2e)} {
				r := b.dieRect(k)
				p.RoundRect(r.Translate(2, 3), 6, pal.Shadow)
				p.RoundRect(r, 6, col)
				p.StrokeRoundRect(r, 6, 2, colInk)
			}
		case boxNight:
			for i := range b.txt.boxSteps {
				if i == b.txt.boxStep {
					p.RoundRect(b.stepRect(i), 4, colRowActive)
				}
			}
		}
	}
	for _, c := range b.draft {
		v := b.faces.Get(b.Kit, b.draftFace(c.char), c.rect.W, c.rect.H, render.FaceSmall)
		v.DrawShapes(b.Kit, c.rect.X, c.rect.Y, false)
		if b.hints {
			table.Outline(b.Kit, c.rect, 6, table.MarkHint)
		}
	}
	if b.endLegal() {
		col := pal.Button
		if b.hoverBtn == 1000 {
			col = pal.ButtonHi
		}
		r := b.lay.End
		p.RoundRect(r.Translate(2, 3), 6, pal.Shadow)
		p.RoundRect(r, 6, col)
		p.StrokeRoundRect(r, 6, 1.5, pal.Accent)
	}
	if b.menuOn {
		b.panel(b.menuRect, colPanel, pal.Accent)
		for i, r := range b.menuRows {
			if i >= len(b.menuShow) || b.menuShow[i].op == opBlank {
				continue
			}
			col := pal.Button
			if i == b.hoverMenu {
				col = pal.ButtonHi
			}
			if b.menuShow[i].op != opAct {
				col = render.Darken(col, 0.8)
			}
			p.RoundRect(r, 4, col)
		}
	}
	if b.gest == gestPawn && b.hero >= 0 {
		r := math.Max(6, b.cam.Size()*0.2) * 1.15
		b.pawn(b.hero, b.gestLast, r, false)
		if lr, ok := b.dragLabelRect(); ok {
			p.RoundRect(lr, 5, pal.Tooltip)
			p.StrokeRoundRect(lr, 5, 1, colInk)
		}
	}
}

// dieRect is die k's square (0 grey, 1 red) in the fight box.
func (b *Board) dieRect(k int) geom.Rect {
	bx := b.box
	sz := 46.0
	return geom.Rect{X: bx.X + bx.W - 16 - 2*sz - 10 + float64(k)*(sz+10), Y: bx.Y + 34, W: sz, H: sz}
}

// stepRect is night step i's line in the night box.
func (b *Board) stepRect(i int) geom.Rect {
	bx := b.box
	w := (bx.W - 20) / 2
	return geom.Rect{X: bx.X + 10 + float64(i%2)*w, Y: bx.Y + 30 + float64(i/2)*20, W: w - 4, H: 19}
}

// dragLabelRect is the box of a dragged pawn's cost, beside the pointer.
func (b *Board) dragLabelRect() (geom.Rect, bool) {
	s := b.dragText()
	if s == "" {
		return geom.Rect{}, false
	}
	w := b.textW(s, sizeText, true) + 16
	r := geom.Rect{X: b.gestLast.X + 18, Y: b.gestLast.Y - 34, W: w, H: 24}
	return r.Clamp(b.lay.View), true
}

// dragText words the dragged pawn's path: its cost and what is left.
func (b *Board) dragText() string {
	if b.gest != gestPawn || b.hero < 0 || b.dragHex < 0 {
		return ""
	}
	st := b.view.UIHero(b.hero).Stamina
	switch {
	case b.dragHex == b.view.UIHero(b.hero).Hex:
		return ""
	case b.dragCost < 0:
		return b.T("discoverboard.drag.none")
	case b.dragCost > st:
		return b.Tf("discoverboard.drag.too_far", map[string]any{"cost": b.dragCost, "stamina": st})
	}
	return b.Tf("discoverboard.drag.cost", map[string]any{"cost": b.dragCost, "left": st - b.dragCost})
}

func (b *Board) overLabels(dst *ebiten.Image) {
	pal := &b.Kit.Pal
	x := &b.txt
	if b.boxOn() {
		bx := b.box
		b.Text.Fit(dst, x.boxHead, bx.X+10, bx.Y+6, sizeText+1, true, bx.W-20, pal.Accent)
		switch x.boxKind {
		case boxTrade:
			b.Text.Block(dst, b.fitSentences(x.boxLine, bx.W-20, 40), geom.Rect{X: bx.X + 10, Y: bx.Y + 32, W: bx.W - 20, H: 40},
				sizeSmall, false, 0, geom.AlignStart, geom.AlignStart, pal.InkLight)
			b.Text.Block(dst, b.fitSentences(x.boxNote, bx.W-20, 40), geom.Rect{X: bx.X + 10, Y: bx.Y + 76, W: bx.W - 20, H: 40},
				sizeSmall, false, 0, geom.AlignStart, geom.AlignStart, pal.InkLight)
		case boxFight:
			c := b.view.UICombat()
			tw := bx.W - 20 - 2*46 - 16
			b.Text.Block(dst, x.boxLine, geom.Rect{X: bx.X + 10, Y: bx.Y + 32, W: tw, H: 36}, sizeText, false, 0,
				geom.AlignStart, geom.AlignStart, pal.InkLight)
			b.Text.Block(dst, x.boxNote, geom.Rect{X: bx.X + 10, Y: bx.Y + 86, W: bx.W - 20, H: 40}, sizeSmall, false, 0,
				geom.AlignStart, geom.AlignStart, colMuted)
			if c.Rolled {
				for k, v := range []int{c.Grey, c.Red} {
					if b.dice.on && (k == 0 && b.dice.grey || k == 1 && b.dice.red) {
						v = b.dice.face(k)
					}
					b.Text.Centered(dst, itoa(v), b.dieRect(k), 22, true, colInk)
				}
			} else {
				for k := range 2 {
					b.Text.Centered(dst, "?", b.dieRect(k), 22, true, colInk)
				}
			}
		default:
			for i, st := range x.boxSteps {
				r := b.stepRect(i)
				b.Text.Fit(dst, itoa(i+1)+". "+st, r.X+4, r.Y+1, sizeSmall, i == x.boxStep, r.W-8, pal.InkLight)
			}
			rows := (len(x.boxSteps) + 1) / 2
			y := bx.Y + 30 + float64(rows)*20 + 2
			if h := bx.Y + bx.H - y - 4; h >= 15 {
				note := b.fitSentences(x.boxNote, bx.W-20, h)
				b.Text.Block(dst, note, geom.Rect{X: bx.X + 10, Y: y, W: bx.W - 20, H: h}, sizeSmall, false, 0,
					geom.AlignStart, geom.AlignStart, colMuted)
			}
		}
	}
	for _, c := range b.draft {
		v := b.faces.Get(b.Kit, b.draftFace(c.char), c.rect.W, c.rect.H, render.FaceSmall)
		b.Text.FaceTexts(dst, v, c.rect.X, c.rect.Y)
	}
	if b.endLegal() {
		b.Text.Centered(dst, x.endLabel, b.lay.End, sizeText+1, true, pal.InkLight)
	}
	if b.menuOn {
		m := b.menuRect
		b.Text.Fit(dst, b.T("discoverboard.menu.title"), m.X+10, m.Y+6, sizeText, true, m.W-20, pal.Accent)
		for i, r := range b.menuRows {
			if i >= len(b.menuShow) || b.menuShow[i].op == opBlank {
				continue
			}
			b.buttonText(dst, b.menuShow[i].text, r)
		}
	}
	if lr, ok := b.dragLabelRect(); ok {
		b.Text.Centered(dst, b.dragText(), lr, sizeText, true, pal.Ink)
	}
}
