package emeraldboard

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/render"
	"stolik/render/geom"
	"stolik/rules/emerald"
	"stolik/rules/engine"
	"stolik/scenes/table"
)

// Colours of the map and the factions.
var (
	colSea      = color.RGBA{0x24, 0x3c, 0x4a, 0xff}
	colLand     = color.RGBA{0x5b, 0x6b, 0x4e, 0xff}
	colCity     = color.RGBA{0xe9, 0xe1, 0xcc, 0xff}
	colCityEdge = color.RGBA{0x8a, 0x7a, 0x5a, 0xff}
	colStack    = color.RGBA{0xf7, 0xf1, 0xe1, 0xff}
	colRoyal    = color.RGBA{0xe6, 0xd3, 0xf0, 0xff}
	colR        = color.RGBA{0xc0, 0x3a, 0x2b, 0xff} // Restauracjoniści
	colL        = color.RGBA{0x2a, 0x5d, 0xa8, 0xff} // Lojaliści
	colZombie   = color.RGBA{0x3f, 0x8f, 0x4a, 0xff}
	colPanel    = color.RGBA{0x24, 0x36, 0x34, 0xff}
	colSecret   = color.RGBA{0x3a, 0x2a, 0x44, 0xff}
	colInkDark  = color.RGBA{0x22, 0x1e, 0x18, 0xff}
	colMuted    = color.RGBA{0x5a, 0x52, 0x44, 0xff}
)

// cityParts splits city c's rectangle into its top card and its royalty
// slot.
func (b *Board) cityParts(c int) (top, royal geom.Rect) {
	r := b.lay.City[c]
	h := r.H - 22 - 46
	w := (r.W - 18) * 0.56
	top = geom.Rect{X: r.X + 6, Y: r.Y + 22, W: w, H: h}
	royal = geom.Rect{X: top.X + w + 6, Y: top.Y, W: r.W - 18 - w, H: h}
	return
}

// Draw paints the board from the view.
func (b *Board) Draw(dst *ebiten.Image, view engine.Game, seat engine.Seat) {
	g, ok := view.(*emerald.Game)
	if !ok || g == nil || b.Area.Empty() {
		return
	}
	if g != b.view || seat != b.seat {
		var legal []engine.Action
		if b.hasLegal && seat == b.seat {
			legal = b.legal
		}
		b.sync(g, seat, legal)
	}
	k := b.Kit
	p := k.Painter
	l := &b.lay
	// The map: sea, a land mass, the cities.
	if dst != nil {
		p.RoundRect(l.Map, 8, colSea)
		p.RoundRect(l.Map.Inset(10), 30, colLand)
		p.RoundRect(l.Strip, 6, colPanel)
		p.RoundRect(l.Side, 6, colPanel)
	}
	lit := b.litCities()
	for c := 0; c < numCities; c++ {
		b.drawCityShapes(c)
		switch {
		case b.dragging:
			// While a piece is dragged: where it may be dropped.
			if b.dropFits(c) {
				table.Outline(k, l.City[c], 6, table.MarkHint)
			}
		case c == b.city[0] || c == b.city[1]:
			table.Outline(k, l.City[c], 6, table.MarkSelected)
		case lit[c] && b.selecting():
			table.Outline(k, l.City[c], 6, table.MarkLegal)
		case lit[c] && b.hints:
			table.Outline(k, l.City[c], 6, table.MarkHint)
		}
		if b.lastHas(c) {
			table.Outline(k, l.City[c], 6, table.MarkLastMove)
		}
	}
	b.drawSideShapes()
	b.drawStripShapes()
	if dst != nil {
		p.Flush(dst)
	}
	for c := 0; c < numCities; c++ {
		b.drawCityTexts(dst, c)
	}
	b.drawSideTexts(dst)
	b.drawStripTexts(dst)
	if b.confirm {
		b.drawConfirm(dst)
	}
	if b.dragging {
		b.drawDragged(dst)
	}
	b.Msg.Draw(dst, &b.Text, l.Map)
	if dst != nil {
		b.DrawTip(dst)
	} else {
		p.Reset() // a measuring pass (tests) paints nothing
	}
}

// limboX is where seat i's Limbo count starts (its shape's centre).
func (b *Board) limboX(i int) float64 {
	l := &b.lay
	x0 := l.Limbo.X + 82
	return x0 + float64(i)*(l.Limbo.W-x0+l.Limbo.X-8)/float64(max(1, b.n))
}

// lastHas reports a city the bots' last moves named.
func (b *Board) lastHas(c int) bool {
	for _, a := range b.last {
		for _, x := range b.cities(a) {
			if x == c {
				return true
			}
		}
	}
	return false
}

func (b *Board) drawCityShapes(c int) {
	p := b.Kit.Painter
	r := b.lay.City[c]
	v := b.view.UICity(c)
	p.RoundRect(r, 6, colCity)
	p.StrokeRoundRect(r, 6, 1.5, colCityEdge)
	top, royal := b.cityParts(c)
	if v.Top != emerald.UINone {
		p.RoundRect(top, 4, colStack)
		p.StrokeRoundRect(top, 4, 1, colCityEdge)
	} else {
		p.StrokeRoundRect(top, 4, 1, colCityEdge)
	}
	if v.Royal != emerald.UINone {
		p.RoundRect(royal, 4, colRoyal)
	}
	p.StrokeRoundRect(royal, 4, 1, colCityEdge)
	for _, ch := range b.chips(c) {
		if ch.seat < 0 {
			p.Circle(geom.Pt{X: ch.r.X + 9, Y: ch.r.Y + ch.r.H/2}, 8, colZombie)
			continue
		}
		col, shape := b.SeatLook(ch.seat)
		p.RoundRect(ch.r, 4, color.RGBA{0xff, 0xff, 0xff, 0xa0})
		if ch.agents > 0 {
			p.Shape(shape, geom.Pt{X: ch.r.X + 9, Y: ch.r.Y + ch.r.H/2}, 8, col.Col)
		}
		if ch.cubes > 0 {
			x := ch.r.X + ch.r.W - 25
			p.Rect(geom.Rect{X: x, Y: ch.r.Y + ch.r.H/2 - 6, W: 12, H: 12}, col.Col)
			p.StrokeRect(geom.Rect{X: x, Y: ch.r.Y + ch.r.H/2 - 6, W: 12, H: 12}, 1, colInkDark)
		}
	}
}

// chip is one seat's pieces in a city (seat -1: the zombies).
type chip struct {
	seat          int
	agents, cubes int
	r             geom.Rect
}

const chipW, chipH = 58.0, 20.0

// chips lays out the pieces of city c in up to two rows under its cards.
func (b *Board) chips(c int) []chip {
	r := b.lay.City[c]
	v := b.view.UICity(c)
	var out []chip
	x, y := r.X+6, r.Y+r.H-44
	add := func(ch chip) {
		if x+chipW > r.X+r.W-4 {
			x, y = r.X+6, y+chipH+2
		}
		ch.r = geom.Rect{X: x, Y: y, W: chipW, H: chipH}
		out = append(out, ch)
		x += chipW + 3
	}
	for i := 0; i < b.n; i++ {
		if v.Agents[i]+v.Cubes[i] > 0 {
			add(chip{seat: i, agents: v.Agents[i], cubes: v.Cubes[i]})
		}
	}
	if v.Zombies > 0 {
		add(chip{seat: -1, agents: v.Zombies})
	}
	return out
}

func (b *Board) drawCityTexts(dst *ebiten.Image, c int) {
	t := &b.Text
	r := b.lay.City[c]
	v := b.view.UICity(c)
	ci := &b.d.Cities[c]
	t.FitTo(dst, ci.Name, r.X+8, r.Y+3, 15, 12, true, r.W*0.62-8, colInkDark)
	t.Block(dst, b.Tf("emeraldboard.stack", map[string]any{"n": v.StackN}), geom.Rect{X: r.X + r.W*0.62, Y: r.Y + 4, W: r.W*0.38 - 8, H: 16},
		12, false, 1, geom.AlignEnd, geom.AlignStart, colMuted)
	top, royal := b.cityParts(c)
	if v.Top != emerald.UINone {
		b.topText(dst, v.Top, top)
	} else {
		t.Centered(dst, b.T("emeraldboard.empty"), top, 12, false, colMuted)
	}
	if v.Royal != emerald.UINone {
		b.royalText(dst, v.Royal, royal)
	} else {
		t.Block(dst, b.T("emeraldboard.royal_slot"), royal.Inset(3), 12, false, 2, geom.AlignCenter, geom.AlignCenter, colMuted)
	}
	for _, ch := range b.chips(c) {
		if ch.seat < 0 {
			t.Text(dst, "Z "+strconv.Itoa(ch.agents), ch.r.X+20, ch.r.Y+2, 12, true, 0, 1, colInkDark)
			continue
		}
		if ch.agents > 0 {
			t.Text(dst, strconv.Itoa(ch.agents), ch.r.X+19, ch.r.Y+2, 12, true, 0, 1, colInkDark)
		}
		if ch.cubes > 0 {
			t.Text(dst, strconv.Itoa(ch.cubes), ch.r.X+ch.r.W-11, ch.r.Y+2, 12, true, 0, 1, colInkDark)
		}
	}
}

// factionBadge is where a revealed player's faction initial goes in
// its row.
func factionBadge(r geom.Rect) geom.Rect {
	return geom.Rect{X: r.X + 22, Y: r.Y + 3, W: 16, H: 16}
}

// topText draws card k on a city's stack top r: its name and its VP.
func (b *Board) topText(dst *ebiten.Image, k uint8, r geom.Rect) {
	b.cardName(dst, b.d.Cards[k].Name, r.X+namePad, r.Y+2, 13, r.W-2*namePad, 2)
	b.Text.Text(dst, b.vpShort(k), r.X+4, r.Y+r.H-17, 12, false, r.W-8, 1, colMuted)
}

// royalText draws royalty card k in a city's royalty slot r: its name and
// the bombs its assassination needs.
func (b *Board) royalText(dst *ebiten.Image, k uint8, r geom.Rect) {
	b.cardName(dst, b.d.Cards[k].Name, r.X+namePad, r.Y+2, 12, r.W-2*namePad, 3)
	req := int(b.d.Cards[k].BombsReq)
	b.Text.Fit(dst, b.Tf("emeraldboard.royal_bombs", map[string]any{"n": req}), r.X+4, r.Y+r.H-17, 12, false, r.W-8, colMuted)
}

// cardName draws a card's name wrapped to w in at most lines lines: in
// bold at the largest size from size down to 12 px at which it fits
// whole, no word broken, else in regular weight at 12 px (hand cards are
// laid out wide enough for that: Board.cardMinW).
func (b *Board) cardName(dst *ebiten.Image, name string, x, y, size, w float64, lines int) {
	t := &b.Text
	for fs := size; fs >= table.MinText; fs -= 0.5 {
		if l := t.Label(name, fs, true, w, lines, geom.AlignStart); !l.Truncated() && !l.SplitsWords() {
			t.Draw(dst, l, x, y, colInkDark)
			return
		}
	}
	t.Text(dst, name, x, y, table.MinText, false, w, lines, colInkDark)
}

func (b *Board) drawSideShapes() {
	k := b.Kit
	p := k.Painter
	l := &b.lay
	tr, tl := b.view.UITracks()
	for t, pos := range [2]int{tr, tl} {
		row := l.Track[t]
		col := colR
		if t == 1 {
			col = colL
		}
		cw := (row.W - 4) / 11
		for i := 0; i <= 10; i++ {
			cell := geom.Rect{X: row.X + 2 + float64(i)*cw, Y: row.Y + 15, W: cw - 2, H: row.H - 16}
			fill := color.RGBA{0x38, 0x4c, 0x49, 0xff}
			if i == pos {
				fill = col
			}
			p.Rect(cell, fill)
		}
	}
	p.RoundRect(l.Limbo, 4, color.RGBA{0x1b, 0x22, 0x2a, 0xff})
	for i := 0; i < b.n; i++ {
		col, shape := b.SeatLook(i)
		p.Shape(shape, geom.Pt{X: b.limboX(i), Y: l.Limbo.Y + l.Limbo.H/2}, 6, col.Col)
	}
	for i, r := range l.Rows {
		bg := color.RGBA{0x30, 0x44, 0x41, 0xff}
		if b.view != nil && i == b.view.UIActive() && !b.view.UIOver() {
			bg = color.RGBA{0x44, 0x5e, 0x4a, 0xff}
		}
		p.RoundRect(r, 4, bg)
		col, shape := b.SeatLook(i)
		p.Shape(shape, geom.Pt{X: r.X + 11, Y: r.Y + 11}, 8, col.Col)
		pv := b.view.UIPlayer(i)
		if pv.Revealed && pv.Identity != 0 {
			fc := colR
			if pv.Identity == emerald.UILoyalist {
				fc = colL
			}
			p.Rect(geom.Rect{X: r.X + r.W - 4, Y: r.Y, W: 4, H: r.H}, fc)
			p.RoundRect(factionBadge(r), 3, fc)
		}
		if i == int(b.seat) {
			p.StrokeRoundRect(r, 4, 1.5, k.Pal.Accent)
		}
	}
	// The secret panel.
	if f := b.myFaction(); f != 0 {
		p.RoundRect(l.Identity, 6, colSecret)
		fc := colR
		if f == emerald.UILoyalist {
			fc = colL
		}
		p.Rect(geom.Rect{X: l.Identity.X, Y: l.Identity.Y, W: 6, H: l.Identity.H}, fc)
		if b.revealLegal() {
			bg := k.Pal.Button
			if b.hover == 500 {
				bg = k.Pal.ButtonHi
			}
			p.RoundRect(l.Reveal, 5, bg)
			if b.hints {
				table.Outline(k, l.Reveal, 5, table.MarkHint)
			}
		}
	}
	for i, ci := range b.shown {
		bg := k.Pal.Button
		if b.hover == 300+i {
			bg = k.Pal.ButtonHi
		}
		if ci < 0 {
			bg = k.Pal.TableDark
		}
		p.RoundRect(b.btnR[i], 5, bg)
	}
}

func (b *Board) drawSideTexts(dst *ebiten.Image) {
	t := &b.Text
	l := &b.lay
	ink := b.Kit.Pal.InkLight
	tr, tl := b.view.UITracks()
	for i, s := range [2]string{b.Tf("emeraldboard.track_r", map[string]any{"n": tr}), b.Tf("emeraldboard.track_l", map[string]any{"n": tl})} {
		t.Fit(dst, s, l.Track[i].X+2, l.Track[i].Y, 12, true, l.Track[i].W-4, ink)
		row := l.Track[i]
		cw := (row.W - 4) / 11
		for c := 0; c <= 10; c += 5 {
			cell := geom.Rect{X: row.X + 2 + float64(c)*cw, Y: row.Y + 15, W: cw - 2, H: row.H - 16}
			t.Centered(dst, strconv.Itoa(c), cell, 12, false, ink)
		}
	}
	// Limbo: each seat's cubes there, by the seat's colour and shape.
	t.Text(dst, b.T("emeraldboard.limbo")+":", l.Limbo.X+6, l.Limbo.Y+4, 13, true, 0, 1, ink)
	for i := 0; i < b.n; i++ {
		x := b.limboX(i)
		t.Text(dst, strconv.Itoa(b.view.UIPlayer(i).Limbo), x+10, l.Limbo.Y+4, 13, true, 0, 1, ink)
	}
	thr := b.view.UIThreshold()
	for i, r := range l.Rows {
		pv := b.view.UIPlayer(i)
		nx := r.X + 24
		if pv.Revealed && pv.Identity != 0 {
			// The revealed faction: its initial on the track's colour.
			letter := b.T("emeraldboard.badge_r")
			if pv.Identity == emerald.UILoyalist {
				letter = b.T("emeraldboard.badge_l")
			}
			t.Centered(dst, letter, factionBadge(r), 12, true, ink)
			nx += 20
		}
		t.FitTo(dst, b.SeatName(i), nx, r.Y+2, 13, 12, true, r.X+r.W*0.56-nx, ink)
		t.Block(dst, b.Tf("emeraldboard.row_vp", map[string]any{"n": pv.Running, "max": thr}),
			geom.Rect{X: r.X + r.W*0.56, Y: r.Y + 2, W: r.W*0.44 - 8, H: 17}, 13, true, 1, geom.AlignEnd, geom.AlignStart, ink)
		line := b.Tf("emeraldboard.row", map[string]any{"hand": pv.HandN, "agents": pv.Agents, "cubes": pv.Cubes,
			"sanity": pv.Sanity, "tab": len(pv.Tableau)})
		t.FitTo(dst, line, r.X+6, r.Y+r.H-17, 12, 12, false, r.W-12, ink)
	}
	// The secret panel.
	id := l.Identity
	if f := b.myFaction(); f != 0 {
		t.Text(dst, b.T("emeraldboard.identity"), id.X+12, id.Y+4, 12, false, 0, 1, ink)
		name := b.view.UIFactionName(f)
		t.Fit(dst, name, id.X+12, id.Y+20, 16, true, id.W-24, ink)
		pv := b.view.UIPlayer(int(b.seat))
		note := b.T("emeraldboard.identity.secret")
		if pv.Revealed {
			note = b.T("emeraldboard.identity.revealed")
		}
		w := id.W - 24
		if b.revealLegal() {
			w = l.Reveal.X - id.X - 16
			t.Centered(dst, b.T("emeraldboard.reveal.button"), l.Reveal, 13, true, ink)
		}
		t.Fit(dst, note, id.X+12, id.Y+id.H-20, 12, false, w, ink)
	} else if int(b.seat) < 0 {
		t.Block(dst, b.T("emeraldboard.identity.none"), id.Inset(6), 13, false, 3, geom.AlignStart, geom.AlignCenter, ink)
	}
	y := l.BtnArea.Y
	for i, ci := range b.shown {
		s := b.T("emeraldboard.btn.more")
		if ci >= 0 {
			s = b.btnText[ci]
		}
		r := b.btnR[i]
		t.DrawIn(dst, t.Label(s, btnText, false, r.W-8, 0, geom.AlignStart), geom.Rect{X: r.X + 4, Y: r.Y, W: r.W - 8, H: r.H}, geom.AlignCenter, ink)
		y = r.Y + r.H + 4
	}
	if b.hasLegal && !b.selecting() {
		s := b.T("emeraldboard.help")
		switch key, _ := b.view.UIPending(); key {
		case "emerald.pending.reveal":
			s = b.forcedText(engine.Action{Kind: emerald.KindReveal})
		case "emerald.pending.setup", "emerald.pending.refill":
			s = b.T("emeraldboard.help_place")
		case "emerald.pending.block":
			s = b.T("emeraldboard.help_block")
		case "":
		default:
			s = b.T("emeraldboard.help_step")
		}
		help := t.Label(s, 13, false, l.BtnArea.W-12, 0, geom.AlignStart)
		if _, h := help.Size(); y+6+h <= l.BtnArea.Y+l.BtnArea.H {
			t.Draw(dst, help, l.BtnArea.X+6, y+6, ink)
		}
	}
}

func (b *Board) drawStripShapes() {
	k := b.Kit
	p := k.Painter
	l := &b.lay
	if int(b.seat) >= 0 && int(b.seat) < b.n {
		col, shape := b.SeatLook(int(b.seat))
		p.RoundRect(l.Agent, 5, k.Pal.TableDark)
		p.RoundRect(l.Cube, 5, k.Pal.TableDark)
		p.Shape(shape, geom.Pt{X: l.Agent.X + 14, Y: l.Agent.Y + l.Agent.H/2}, 9, col.Col)
		p.Rect(geom.Rect{X: l.Cube.X + 7, Y: l.Cube.Y + l.Cube.H/2 - 7, W: 14, H: 14}, col.Col)
		switch b.supply {
		case srcAgent:
			table.Outline(k, l.Agent, 5, table.MarkSelected)
		case srcCube:
			table.Outline(k, l.Cube, 5, table.MarkSelected)
		}
	}
	lit := b.litCards()
	if b.paged() {
		// The page arrows, lit when a playable card waits that way.
		var before, after uint64
		if b.handFrom > 0 {
			before = 1<<b.handFrom - 1
		}
		if last := b.lastShown(); last+1 < 64 {
			after = ^(1<<(last+1) - 1)
		}
		for _, a := range []struct {
			r   geom.Rect
			lit bool
		}{{l.HandPrev, lit&before != 0}, {l.HandNext, lit&after != 0}} {
			p.RoundRect(a.r, 5, k.Pal.PaperDark)
			if b.hints && a.lit {
				table.Outline(k, a.r, 5, table.MarkHint)
			}
		}
	}
	for i, r := range b.handR {
		if r.W == 0 {
			continue // on another page
		}
		if b.dragging && b.src == srcCard && b.srcCard == i {
			p.RoundRect(r, 5, k.Pal.PaperDark)
			continue
		}
		p.RoundRect(r, 5, k.Pal.Paper)
		p.StrokeRoundRect(r, 5, 1, k.Pal.PaperDark)
		switch {
		case b.sel&(1<<i) != 0:
			table.Outline(k, r, 5, table.MarkSelected)
		case b.hints && lit&(1<<i) != 0:
			table.Outline(k, r, 5, table.MarkHint)
		}
	}
}

func (b *Board) drawStripTexts(dst *ebiten.Image) {
	t := &b.Text
	l := &b.lay
	ink := b.Kit.Pal.InkLight
	if int(b.seat) < 0 || int(b.seat) >= b.n {
		t.Fit(dst, b.T("emeraldboard.observer"), l.Strip.X+8, l.Strip.Y+4, 13, false, l.Strip.W-16, ink)
		return
	}
	pv := b.view.UIPlayer(int(b.seat))
	t.Fit(dst, b.T("emeraldboard.supply"), l.Agent.X, l.Strip.Y+3, 12, true, l.Agent.W+4, ink)
	t.Text(dst, strconv.Itoa(pv.Agents), l.Agent.X+28, l.Agent.Y+l.Agent.H/2-8, 13, true, 0, 1, ink)
	t.Text(dst, strconv.Itoa(pv.Cubes), l.Cube.X+28, l.Cube.Y+l.Cube.H/2-8, 13, true, 0, 1, ink)
	head := b.Tf("emeraldboard.hand", map[string]any{"n": len(b.hand), "deck": pv.DeckN})
	if b.paged() {
		head = b.Tf("emeraldboard.hand_page", map[string]any{"n": len(b.hand), "deck": pv.DeckN,
			"from": b.handFrom + 1, "to": b.lastShown() + 1})
		for _, a := range []struct {
			r geom.Rect
			s string
		}{{l.HandPrev, "<"}, {l.HandNext, ">"}} {
			lb := t.Label(a.s, 18, true, a.r.W, 1, geom.AlignCenter)
			w, h := lb.Size()
			t.Draw(dst, lb, a.r.X+(a.r.W-w)/2, a.r.Y+(a.r.H-h)/2, b.Kit.Pal.Ink)
		}
	}
	t.Fit(dst, head, l.Hand.X, l.Strip.Y+3, 12, true, l.Hand.W, ink)
	for i, r := range b.handR {
		if i >= len(b.hand) {
			break
		}
		if r.W == 0 {
			continue // on another page
		}
		k := b.hand[i]
		vis := r
		if i < len(b.handH) {
			vis = b.handH[i]
		}
		w := vis.W - 2*namePad
		if r.H < 40 {
			// A third of the hand's height: two lines at 12 px just fit.
			b.cardName(dst, b.d.Cards[k].Name, r.X+namePad, r.Y+1, table.MinText, w, 2)
			continue
		}
		b.cardName(dst, b.d.Cards[k].Name, r.X+namePad, r.Y+3, 13, w, 2)
		if r.H > 60 {
			// Half-height cards (a hand in two rows) keep only the name;
			// the tooltip has the rest.
			t.Text(dst, b.symbols(k), r.X+namePad, r.Y+38, 12, false, w, 3, colMuted)
		}
	}
	tb := l.Tableau
	t.Fit(dst, b.Tf("emeraldboard.my_tableau", map[string]any{"n": len(pv.Tableau)}), tb.X, tb.Y+3, 12, true, tb.W-4, ink)
	y := tb.Y + 20
	for _, e := range pv.Tableau {
		// A name too long for one line wraps (never inside a word: every
		// word is narrower than the column) and pushes the next one down.
		name := b.tableauName(e.Card)
		_, h := name.Size()
		if y+h > tb.Y+tb.H {
			t.Text(dst, "…", tb.X, y-15, 12, false, 0, 1, ink)
			break
		}
		t.Draw(dst, name, tb.X, y, ink)
		y += h
	}
}

// tableauName is card k's name laid out for the tableau column: 12 px
// regular, up to two lines.
func (b *Board) tableauName(k uint8) *render.TextBlock {
	return b.Text.Label(b.d.Cards[k].Name, 12, false, b.lay.Tableau.W-4, 2, geom.AlignStart)
}

func (b *Board) drawConfirm(dst *ebiten.Image) {
	k := b.Kit
	p := k.Painter
	l := &b.lay
	if dst != nil {
		p.Rect(l.Map, color.RGBA{0, 0, 0, 0x90})
		p.RoundRect(l.Confirm, 8, colSecret)
		p.StrokeRoundRect(l.Confirm, 8, 2, k.Pal.Accent)
		bg := k.Pal.Button
		if b.hover == 501 {
			bg = k.Pal.ButtonHi
		}
		p.RoundRect(l.ConfirmOK, 5, bg)
		bg = k.Pal.Button
		if b.hover == 502 {
			bg = k.Pal.ButtonHi
		}
		p.RoundRect(l.ConfirmNo, 5, bg)
		p.Flush(dst)
	}
	t := &b.Text
	ink := k.Pal.InkLight
	c := l.Confirm
	t.Text(dst, b.T("emeraldboard.reveal.title"), c.X+20, c.Y+14, 18, true, c.W-40, 1, ink)
	t.Block(dst, b.revealText(), geom.Rect{X: c.X + 20, Y: c.Y + 44, W: c.W - 40, H: c.H - 100}, 14, false, 6, geom.AlignStart, geom.AlignStart, ink)
	t.Centered(dst, b.T("emeraldboard.reveal.ok"), l.ConfirmOK, 14, true, ink)
	t.Centered(dst, b.T("emeraldboard.reveal.cancel"), l.ConfirmNo, 14, true, ink)
}

// drawDragged paints the piece being dragged under the pointer.
func (b *Board) drawDragged(dst *ebiten.Image) {
	k := b.Kit
	p := k.Painter
	at := geom.Pt{X: b.Ptr.X, Y: b.Ptr.Y}
	if c := b.cityAt(at); c >= 0 {
		mark := table.MarkIllegal
		if b.dropFits(c) {
			mark = table.MarkLegal
		}
		table.Outline(k, b.lay.City[c], 6, mark)
	}
	switch b.src {
	case srcCard:
		if b.srcCard >= 0 && b.srcCard < len(b.hand) {
			w := b.cardMinW(b.hand[b.srcCard])
			r := geom.Rect{X: at.X - w/2, Y: at.Y - 20, W: w, H: 40}
			p.RoundRect(r, 5, k.Pal.Paper)
			p.StrokeRoundRect(r, 5, 2, k.Pal.Accent)
			if dst != nil {
				p.Flush(dst)
			}
			b.cardName(dst, b.d.Cards[b.hand[b.srcCard]].Name, r.X+namePad, r.Y+3, 13, r.W-2*namePad, 2)
			return
		}
	case srcAgent, srcCube:
		col, shape := b.SeatLook(int(b.seat))
		if b.src == srcAgent {
			p.Shape(shape, at, 11, col.Col)
		} else {
			p.Rect(geom.Rect{X: at.X - 8, Y: at.Y - 8, W: 16, H: 16}, col.Col)
		}
	}
	if dst != nil {
		p.Flush(dst)
	}
}

// dropFits reports whether dropping the dragged piece on city c names at
// least one legal action.
func (b *Board) dropFits(c int) bool {
	sel, sup, city := b.sel, b.supply, b.city
	defer func() { b.sel, b.supply, b.city = sel, sup, city }()
	switch b.src {
	case srcCard:
		b.sel |= 1 << b.srcCard
	default:
		b.supply = b.src
	}
	b.city = [2]int{c, -1}
	for _, a := range b.legal {
		if b.matches(a, true) {
			return true
		}
	}
	return false
}
