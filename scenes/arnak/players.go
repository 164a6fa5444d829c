package arnakboard

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/render"
	"stolik/render/geom"
	"stolik/rules/arnak"
)

// A player's panel, three lines: name, archaeologists at home, the four
// idol slots and the idols in the crate; resources and card counts (hand,
// deck, play area, Fear); assistants and guardians as chips. Every piece
// has its own tooltip.

// playerGeom is the geometry of one panel (pure, tested).
type playerGeom struct {
	Name  geom.Rect
	Pawn  [2]geom.Pt
	PawnR float64
	Slot  [4]geom.Rect
	Crate geom.Rect
	Res   [arnak.NumRes]geom.Rect // icon and number
	Cards [4]geom.Rect            // hand, deck, play area, Fear
	Chips geom.Rect               // the assistants' and guardians' line
	Extra geom.Rect               // the rest where there is room: the rival, the play area
	Line  float64
}

func playerLayout(r geom.Rect) playerGeom {
	var pg playerGeom
	lh := min(20, (r.H-4)/3)
	pg.Line = lh
	x0, w := r.X+14, r.W-18
	y := r.Y + 2
	// Line 1, from the right: crate, idol slots, archaeologists.
	right := x0 + w
	pg.Crate = geom.Rect{X: right - 34, Y: y, W: 34, H: lh}
	s := lh - 6
	sx := pg.Crate.X - 4 - 4*(s+3)
	for i := range pg.Slot {
		pg.Slot[i] = geom.Rect{X: sx + float64(i)*(s+3), Y: y + 3, W: s, H: s}
	}
	pg.PawnR = lh*0.4 - 0.5
	px := sx - 6 - pg.PawnR
	for k := 1; k >= 0; k-- {
		pg.Pawn[k] = geom.Pt{X: px, Y: y + lh/2}
		px -= 2*pg.PawnR + 4
	}
	pg.Name = geom.Rect{X: x0, Y: y, W: px - pg.PawnR - x0, H: lh}
	// Line 2: resources, then the card counts.
	y += lh
	cw := w / float64(arnak.NumRes+4)
	for i := range pg.Res {
		pg.Res[i] = geom.Rect{X: x0 + float64(i)*cw, Y: y, W: cw - 2, H: lh}
	}
	for i := range pg.Cards {
		pg.Cards[i] = geom.Rect{X: x0 + float64(int(arnak.NumRes)+i)*cw, Y: y, W: cw - 2, H: lh}
	}
	y += lh
	pg.Chips = geom.Rect{X: x0, Y: y + 1, W: w, H: lh - 2}
	y += lh
	if r.Y+r.H-y-2 >= 14 {
		pg.Extra = geom.Rect{X: x0, Y: y, W: w, H: r.Y + r.H - y - 2}
	}
	return pg
}

// chip is an assistant or guardian on a panel's third line.
type chip struct {
	r    geom.Rect
	text string
	tip  string
	fill color.RGBA
	dim  bool // exhausted assistant, used boon
}

// tipBox is a small area with its own tooltip.
type tipBox struct {
	r   geom.Rect
	tip string
}

var (
	colSilver  = color.RGBA{0xc4, 0xc8, 0xcc, 0xff}
	colGold    = color.RGBA{0xe8, 0xc0, 0x50, 0xff}
	colDeck    = color.RGBA{0x8a, 0x6a, 0x48, 0xff}
	colPlayed  = color.RGBA{0xc8, 0xdc, 0xb0, 0xff}
	resIconIDs = [arnak.NumRes]render.Icon{render.IconCoin, render.IconCompass, render.IconTablet,
		render.IconArrowhead, render.IconJewel}
	resKeys = [arnak.NumRes]string{"arnakboard.res.coin", "arnakboard.res.compass", "arnakboard.res.tablet",
		"arnakboard.res.arrow", "arnakboard.res.jewel"}
	countKeys = [4]string{"arnakboard.count.hand", "arnakboard.count.deck", "arnakboard.count.play", "arnakboard.count.fear"}
)

// playerBoxes builds seat p's chips and tooltip areas (once per view).
func (b *Board) playerBoxes(p int, pt *playerText) {
	g, d := b.view, b.d
	pv := g.UIPlayer(p)
	pg := playerLayout(b.lay.Players[p])
	pt.geom = pg
	pt.boxes = pt.boxes[:0]
	pt.chips = pt.chips[:0]
	pt.nums = pt.nums[:0]
	for i := range pg.Res {
		pt.nums = append(pt.nums, itoa(pv.Res[i]))
		pt.boxes = append(pt.boxes, tipBox{pg.Res[i], b.Env.Loc.Plural(resKeys[i], pv.Res[i], nil)})
	}
	played := make([]string, 0, len(pv.Play))
	for _, c := range pv.Play {
		played = append(played, d.Cards[c].Name)
	}
	if len(played) == 0 {
		pt.played = b.Tf("arnakboard.play", map[string]any{"text": b.T("arnakboard.none")})
	} else {
		pt.played = b.Tf("arnakboard.play", map[string]any{"text": strings.Join(played, ", ")})
	}
	playTip := b.Env.Loc.Plural(countKeys[2], len(pv.Play), nil)
	if len(played) > 0 {
		playTip += ": " + strings.Join(played, ", ")
	}
	counts := [4]int{pv.HandN, pv.DeckN, len(pv.Play), pv.Fear}
	for i, n := range counts {
		pt.nums = append(pt.nums, itoa(n))
		tip := b.Env.Loc.Plural(countKeys[i], n, nil)
		if i == 2 {
			tip = playTip
		}
		pt.boxes = append(pt.boxes, tipBox{pg.Cards[i], tip})
	}
	home := 0
	for k, a := range pv.Arch {
		if a < 0 {
			home++
		}
		tip := b.T("arnakboard.pawn.home")
		if a >= 0 && a/2 < len(d.Sites) {
			tip = b.Tf("arnakboard.pawn.site", map[string]any{"site": d.Sites[a/2].Name})
		}
		pt.boxes = append(pt.boxes, tipBox{geom.Centered(pg.Pawn[k], 2*pg.PawnR+2, 2*pg.PawnR+2), tip})
	}
	pt.home = pv.Arch
	pt.slots = pv.Slots
	var effects []string
	for _, e := range d.SlotEffect {
		effects = append(effects, b.view.UIEffectText(e))
	}
	for i, r := range pg.Slot {
		key := "arnakboard.slot.free"
		if pv.Slots&(1<<i) != 0 {
			key = "arnakboard.slot.used"
		}
		pt.boxes = append(pt.boxes, tipBox{r, b.Tf(key, map[string]any{"n": i + 1, "vp": d.SlotVP[i],
			"effects": strings.Join(effects, "; ")})})
	}
	pt.crate = "×" + itoa(pv.Crate)
	pt.boxes = append(pt.boxes, tipBox{pg.Crate, b.Env.Loc.Plural("arnakboard.crate", pv.Crate, nil)})

	// Chips: assistants, then guardians, then the temple tiles.
	type raw struct {
		text, tip string
		fill      color.RGBA
		dim       bool
		icon      string // what stands for the text when there is no room
		mid       string // tried before icon ("" = none): the guardian's boon
	}
	var rs []raw
	for k, a := range pv.Asst {
		if a == arnak.UINone {
			continue
		}
		side, fill := b.T("arnakboard.silver"), colSilver
		if pv.Gold[k] {
			side, fill = b.T("arnakboard.gold_side"), colGold
		}
		state := b.T("arnakboard.ready")
		if pv.Exhausted[k] {
			state = b.T("arnakboard.exhausted")
		}
		tip := b.Tf("arnakboard.tip.asst_state", map[string]any{"side": side, "state": state}) + "\n" + b.assistantTip(a)
		rs = append(rs, raw{d.Assistants[a].Name, tip, fill, pv.Exhausted[k], "{asystent}", ""})
	}
	for i, gd := range pv.Guards {
		used := pv.BoonUsed&(1<<i) != 0
		state := b.T("arnakboard.boon.ready")
		if used {
			state = b.T("arnakboard.boon.used")
		}
		rs = append(rs, raw{d.Guardians[gd].Name, state + "\n" + b.guardianTip(gd), colGuard, used, "{strażnik}",
			"{strażnik} " + b.guardianBoonShort(gd)})
	}
	if pv.TempleVP > 0 {
		rs = append(rs, raw{b.Tf("arnakboard.temple_vp", map[string]any{"n": pv.TempleVP}),
			b.T("arnakboard.tip.temple_vp"), colLevel2, false, itoa(pv.TempleVP) + "{pz}", ""})
	}
	if len(rs) == 0 {
		rs = append(rs, raw{b.T("arnakboard.no_chips"), b.T("arnakboard.tip.no_chips"), colPanel, true, "", ""})
	}
	const size = 12
	face := b.Kit.Face(size, true)
	x := pg.Chips.X
	avail := pg.Chips.W - float64(len(rs)-1)*3
	each := avail / float64(len(rs))
	for _, r := range rs {
		// A name that does not fit its share at 12 px shows as its icon;
		// the tooltip and the large view name it.
		if render.Measure(r.text, face)+10 > each && r.icon != "" {
			r.text = r.icon
			if r.mid != "" && render.Measure(r.mid, face)+10 <= each {
				r.text = r.mid
			}
		}
		w := min(render.Measure(r.text, face)+10, max(each, 24))
		if x+w > pg.Chips.X+pg.Chips.W {
			w = pg.Chips.X + pg.Chips.W - x
		}
		if w < 12 {
			break
		}
		c := chip{r: geom.Rect{X: x, Y: pg.Chips.Y, W: w, H: pg.Chips.H}, text: r.text, tip: r.tip, fill: r.fill, dim: r.dim}
		pt.chips = append(pt.chips, c)
		pt.boxes = append(pt.boxes, tipBox{c.r, r.tip})
		x += w + 3
	}
}

// pawnHome is where seat p's archaeologist k waits on its panel.
func (b *Board) pawnHome(p, k int) geom.Pt {
	if p < 0 || p >= len(b.txt.players) {
		if p >= 0 && p < len(b.lay.Players) {
			return b.lay.Players[p].Center()
		}
		return b.Area.Center()
	}
	return b.txt.players[p].geom.Pawn[k&1]
}

// drawPlayerShapes paints seat i's panel pieces.
func (b *Board) drawPlayerShapes(i int) {
	if i >= len(b.txt.players) {
		return
	}
	pt := &b.txt.players[i]
	pg := &pt.geom
	p := b.Kit.Painter
	ink := b.Kit.Pal.Ink
	col := b.seatCol(i)
	for k, c := range pg.Pawn {
		if pt.home[k] < 0 {
			b.pawn(c, pg.PawnR, i)
		} else {
			p.ShapeOutline(b.seatShape(i), c, pg.PawnR, 1.2, render.Darken(col, 0.7))
		}
	}
	for k, r := range pg.Slot {
		if pt.slots&(1<<k) != 0 {
			p.Rect(r, colIdol)
			p.StrokeRect(r, 1, ink)
		} else {
			p.StrokeRect(r, 1, colEdge)
		}
	}
	ic := pg.Line * 0.32
	p.Shape(render.ShapeTriangle, geom.Pt{X: pg.Crate.X + ic + 1, Y: pg.Crate.Y + pg.Line/2}, ic, colIdol)
	for k, r := range pg.Res {
		// The kit's resource icons, the same as in costs and texts.
		p.Icon(resIconIDs[k], geom.Pt{X: r.X + ic + 1, Y: r.Y + pg.Line/2}, ic*1.25)
	}
	for k, r := range pg.Cards {
		c := geom.Pt{X: r.X + ic + 1, Y: r.Y + pg.Line/2}
		card := geom.Centered(c, ic*1.4, ic*2)
		switch k {
		case 0:
			p.Rect(card, b.Kit.Pal.Paper)
		case 1:
			p.Rect(card.Translate(1.5, -1.5), render.Darken(colDeck, 0.8))
			p.Rect(card, colDeck)
		case 2:
			p.Rect(card, colPlayed)
		default:
			p.Rect(card, colKind[1])
		}
		p.StrokeRect(card, 1, ink)
	}
	for _, c := range pt.chips {
		fill := c.fill
		if c.dim {
			fill = render.Darken(fill, 0.55)
		}
		p.RoundRect(c.r, 4, fill)
	}
}

// drawPlayerLabels writes seat i's panel numbers and chip names.
func (b *Board) drawPlayerLabels(dst *ebiten.Image, i int) {
	if i >= len(b.txt.players) {
		return
	}
	pt := &b.txt.players[i]
	pg := &pt.geom
	light := b.Kit.Pal.InkLight
	size := min(12, pg.Line-3)
	b.fitText(dst, pt.head, pg.Name.X, pg.Name.Y+1, size, true, pg.Name.W, light)
	ic := pg.Line * 0.32
	nx := 2*ic + 4
	for k, r := range pg.Res {
		if k < len(pt.nums) {
			b.Text.Text(dst, pt.nums[k], r.X+nx, r.Y+1, size, true, 0, 1, light)
		}
	}
	for k, r := range pg.Cards {
		if n := int(arnak.NumRes) + k; n < len(pt.nums) {
			b.Text.Text(dst, pt.nums[n], r.X+nx, r.Y+1, size, true, 0, 1, light)
		}
	}
	b.Text.Text(dst, pt.crate, pg.Crate.X+nx, pg.Crate.Y+1, size, false, 0, 1, light)
	// An empty idol slot shows the points it scores if it stays empty, as
	// the player board prints them (rulebook: «punkty widoczne na pustych
	// polach bożków»).
	for k, r := range pg.Slot {
		if pt.slots&(1<<k) == 0 && k < len(b.d.SlotVP) {
			b.Text.DrawIn(dst, b.Text.Label(itoa(b.d.SlotVP[k]), size, true, r.W+4, 1, geom.AlignCenter), r, geom.AlignCenter, colIdol)
		}
	}
	for _, c := range pt.chips {
		fg := b.Kit.Pal.Ink
		if c.dim {
			fg = b.Kit.Pal.InkLight
		}
		if c.fill == colGuard {
			fg = b.Kit.Pal.InkLight
		}
		b.Text.DrawIn(dst, b.Text.Label(c.text, 12, true, c.r.W-4, 1, geom.AlignCenter), c.r.Inset(1), geom.AlignCenter, fg)
	}
}
