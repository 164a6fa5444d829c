package arnakboard

import (
	"strings"

	"stolik/render"
	"stolik/render/geom"
	"stolik/rules/arnak"
	"stolik/rules/engine"
	"stolik/scenes/table"
)

// The frame-level parts of the Arnak board that every title shares: costs
// written with the kit's icons, the large card view (CardAt) and the cards
// the rules reveal shown on the table (Show). Everything here is read from
// the view and the data — names, costs, effects — never from fixed card
// values, so it holds when the data changes.

// resIcons are the resources' inline icons, indexed like arnak.Res.
var resIcons = [arnak.NumRes]string{"{moneta}", "{kompas}", "{tabliczka}", "{grot}", "{klejnot}"}

// travelIcons are the travel symbols' inline icons, indexed like
// arnak.Boot, Ship, Car, Plane.
var travelIcons = [arnak.NumTravel]string{"{but}", "{statek}", "{samochód}", "{samolot}"}

// resText writes resources as counts and icons ("1{grot} 2{moneta}"), "—"
// for none.
func resText(r arnak.Res) string {
	var parts []string
	for i, n := range r {
		if n != 0 {
			parts = append(parts, itoa(int(n))+resIcons[i])
		}
	}
	if len(parts) == 0 {
		return "—"
	}
	return strings.Join(parts, " ")
}

// missing is what r lacks to pay cost, or an empty Res.
func missing(cost arnak.Res, have [arnak.NumRes]int) (out arnak.Res, short bool) {
	for i := range cost {
		if d := int(cost[i]) - have[i]; d > 0 {
			out[i], short = int8(d), true
		}
	}
	return out, short
}

// costText is a card's price with its currency: items are bought with
// coins, artifacts with compasses.
func (b *Board) costText(c uint8) string {
	cd := &b.d.Cards[c]
	if cd.Cost <= 0 {
		return ""
	}
	if b.view.UICardKind(c) == 3 {
		return itoa(int(cd.Cost)) + "{kompas}"
	}
	return itoa(int(cd.Cost)) + "{moneta}"
}

var kindKeys = [4]string{"arnakboard.kind.basic", "arnakboard.kind.fear", "arnakboard.kind.item", "arnakboard.kind.artifact"}

// cardFace is card c as the large view shows it.
func (b *Board) cardFace(c uint8) render.Face {
	if int(c) >= len(b.d.Cards) {
		return render.Face{}
	}
	cd := &b.d.Cards[c]
	kind := b.view.UICardKind(c)
	f := render.Face{Title: cd.Name, Cost: b.costText(c), Icons: b.travelText(cd.Travel)}
	if kind >= 0 && kind < len(kindKeys) {
		f.Kind = b.T(kindKeys[kind])
		f.Accent = colKind[kind]
	}
	if cd.VP != 0 {
		f.VP = itoa(int(cd.VP))
	}
	f.Text = b.view.UIEffectText(cd.Effect)
	if cd.Free && f.Text != "" {
		f.Text += " " + b.T("arnakboard.tip.free")
	}
	f.Effect = f.Text
	f.Note = b.view.UICardNote(c)
	return f
}

// effectLine is an effect's short line with the kit's icons for the
// resources and travel symbols ("2{tabliczka}"), as a small card shows it.
func (b *Board) effectLine(eff uint16) string {
	return tightIcons(b.d.EffectSymbols(eff, resIcons, travelIcons))
}

// tightIcons joins a count to the icon after it: "2 {moneta}" → "2{moneta}".
func tightIcons(s string) string {
	var out strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' && i > 0 && i+1 < len(s) && s[i-1] >= '0' && s[i-1] <= '9' && s[i+1] == '{' {
			continue
		}
		out.WriteByte(s[i])
	}
	return out.String()
}

// smallFace is card c as the row and the hand show it: the full face with
// the effect as a short line of icons (a free action marked first).
func (b *Board) smallFace(c uint8) render.Face {
	f := b.cardFace(c)
	if int(c) >= len(b.d.Cards) {
		return f
	}
	cd := &b.d.Cards[c]
	f.Effect = b.effectLine(cd.Effect)
	if br := tightIcons(b.d.EffectBrief(cd.Effect, resIcons, travelIcons)); br != f.Effect {
		f.Brief = br
	}
	mark := ""
	switch {
	case cd.Free:
		mark = b.T("arnakboard.free_mark")
	case cd.ExileSelf:
		// The card's exile icon: played for its effect, it leaves the
		// game (Balon, Szkicowa mapa, …), which the line alone hid.
		mark = b.T("arnakboard.exile_self_mark")
	}
	if mark != "" && f.Effect != "" {
		f.Effect = mark + " " + f.Effect
		if f.Brief != "" {
			f.Brief = mark + " " + f.Brief
		}
	}
	return f
}

// face lays card face f out in r for the board: when its short effect
// line does not fit at 12 px the card shows the rest without it (the
// tooltip and the large view have the full text).
func (b *Board) face(f render.Face, r geom.Rect) *render.FaceView {
	v := b.faces.Get(b.Kit, f, r.W, r.H, render.FaceSmall)
	if v.Overflow && f.Brief != "" {
		// The detailed line (which camp, what discount) does not fit:
		// the plain one.
		f.Effect, f.Brief = f.Brief, ""
		v = b.faces.Get(b.Kit, f, r.W, r.H, render.FaceSmall)
	}
	if v.Overflow && f.Effect != "" {
		f.Effect = ""
		v = b.faces.Get(b.Kit, f, r.W, r.H, render.FaceSmall)
	}
	if v.Overflow && f.Icons != "" {
		// The bottom line (cost, travel, VP) is too wide: the travel
		// symbols take the body's place.
		f.Effect, f.Icons = f.Icons, ""
		v = b.faces.Get(b.Kit, f, r.W, r.H, render.FaceSmall)
	}
	return v
}

// handShown is hand card i as drawn: a card another one covers (the hand
// overlaps when it does not fit) shows only its colour strip; the one on
// top and every card with room show the whole face.
func (b *Board) handShown(i int) render.Face {
	f := b.txt.handFace[i]
	// A card in the hand is paid for: its price would only take the
	// title's room (the tooltip and the large view still show it).
	f.Cost = ""
	if i+1 < len(b.handR) && b.handR[i].X+b.handR[i].W > b.handR[i+1].X+0.5 {
		return render.Face{Accent: f.Accent}
	}
	return f
}

// layHand lays the hand's cards out: side by side at the layout's width;
// when a card's short effect line needs more room (a short board gives the
// hand 100 px of height), every card takes the width its line needs, as
// long as the whole hand still fits without overlapping; else the
// layout's rects stand.
func (b *Board) layHand() {
	b.handR = b.lay.handRects(b.handR, len(b.hand))
	n := len(b.handR)
	if n == 0 || n != len(b.txt.handFace) || n > 8 {
		return
	}
	wider := false
	for i, r := range b.handR {
		wider = wider || b.handCardW(b.txt.handFace[i], r.W, r.H) > r.W
	}
	if !wider {
		return
	}
	in := b.lay.handArea()
	var ws [8]float64
	total := float64(n-1) * handGap
	for i, r := range b.handR {
		ws[i] = b.handCardW(b.txt.handFace[i], min(r.W, minHandW), r.H)
		total += ws[i]
	}
	if total > in.W+0.01 {
		return
	}
	x := in.X
	for i := range b.handR {
		b.handR[i].X, b.handR[i].W = x, ws[i]
		x += ws[i] + handGap
	}
}

// handCardW is the width, from w up to twice w, at which hand card f
// keeps its effect line at height h (2w when none does).
func (b *Board) handCardW(f render.Face, w, h float64) float64 {
	f.Cost = "" // as handShown draws it
	if f.Effect == "" {
		return w
	}
	for x := w; x < 2*w; x += 2 {
		if !b.Kit.LayoutFace(f, x, h, render.FaceSmall).Overflow {
			return x
		}
	}
	return 2 * w
}

// dropOnes writes a cost without the count 1: "1{moneta} 2{grot}" →
// "{moneta} 2{grot}", for the research nodes' narrow labels.
func dropOnes(s string) string {
	var out strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '1' && (i == 0 || s[i-1] == ' ') && i+1 < len(s) && s[i+1] == '{' {
			continue
		}
		out.WriteByte(s[i])
	}
	return out.String()
}

// siteFace is site i with its spaces' travel costs, its effect and its
// guardian.
func (b *Board) siteFace(i int) render.Face {
	st := &b.d.Sites[i]
	sv := b.view.UISite(i)
	f := render.Face{Title: st.Name, Kind: b.T("arnakboard.kind.site"), Accent: colLevel2}
	f.Text = strings.Join(b.siteLines(nil, i), "\n")
	if sv.Guard != arnak.UINone {
		f.Note = b.guardianTip(sv.Guard)
	}
	return f
}

// siteLines appends site i's lines shared by its face and its tooltip:
// each space's travel cost, then what discovering it costs (still
// undiscovered) or its effect.
func (b *Board) siteLines(lines []string, i int) []string {
	st := &b.d.Sites[i]
	for k := range st.Spaces {
		lines = append(lines, b.Tf("arnakboard.tip.space", map[string]any{"n": k + 1, "travel": b.travelText(st.Spaces[k])}))
	}
	if st.Level > 0 && b.view.UISite(i).Tile == arnak.UINone {
		lines = append(lines, b.Env.Loc.Plural("arnakboard.tip.undiscovered", int(b.d.Discover[st.Level-1]), nil))
	} else if e := b.view.UISiteEffect(i); e != "" {
		lines = append(lines, b.Tf("arnakboard.tip.effect", map[string]any{"text": e}))
	}
	return lines
}

// guardianFace is guardian g: what overcoming it costs and its boon.
func (b *Board) guardianFace(g uint8) render.Face {
	if int(g) >= len(b.d.Guardians) {
		return render.Face{}
	}
	x := &b.d.Guardians[g]
	return render.Face{Title: x.Name, Kind: b.T("arnakboard.kind.guardian"), Cost: b.guardianCost(g),
		Text: b.Tf("arnakboard.tip.boon", map[string]any{"boon": b.guardianBoon(g)}), Accent: colGuard}
}

// assistantFace is assistant a with both sides.
func (b *Board) assistantFace(a uint8) render.Face {
	if int(a) >= len(b.d.Assistants) {
		return render.Face{}
	}
	x := &b.d.Assistants[a]
	return render.Face{Title: x.Name, Kind: b.T("arnakboard.kind.assistant"), Accent: colSilver,
		Text: b.assistantTip(a), Note: b.view.UIAssistantNote(a)}
}

// bridgeCost writes what reaching research node n costs: the bridges into
// it, the same cost once, different ones side by side.
func (b *Board) bridgeCost(n int) string {
	var parts []string
	for from := range b.d.Bridges {
		if !b.d.Bridges[from][n] {
			continue
		}
		s := resText(b.d.Bridge[from][n])
		if b.d.BridgeIdol[from][n] {
			if s == "—" {
				s = "1{bożek}"
			} else {
				s += " 1{bożek}"
			}
		}
		dup := false
		for _, p := range parts {
			dup = dup || p == s
		}
		if !dup {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, " / ")
}

// nodeMissing words what the player lacks to research node n from where
// their tokens stand ("Brakuje: 1{grot}"), "" when nothing (or no bridge
// leads there).
func (b *Board) nodeMissing(n int) string {
	cur := int(b.view.Current())
	if cur < 0 || cur >= b.n {
		return ""
	}
	pv := b.view.UIPlayer(cur)
	for _, from := range []int{pv.Mag, pv.Note} {
		if from < 0 || from >= len(b.d.Bridges) || !b.d.Bridges[from][n] {
			continue
		}
		if m, short := missing(b.d.Bridge[from][n], pv.Res); short {
			return b.Tf("arnakboard.why.missing", map[string]any{"what": resText(m)})
		}
	}
	return ""
}

// rowMissing names what the player to move lacks to buy row card i at its
// printed price: coins for an item, compasses for an artifact («Brakuje:
// 2{moneta}»); "" when the price is covered.
func (b *Board) rowMissing(i int) string {
	cur := int(b.view.Current())
	row := b.view.UIRow()
	if cur < 0 || cur >= b.n || i < 0 || i >= len(row) || row[i] == arnak.UINone {
		return ""
	}
	c := row[i]
	var cost arnak.Res
	if b.view.UICardKind(c) == 3 {
		cost[1] = b.d.Cards[c].Cost
	} else {
		cost[0] = b.d.Cards[c].Cost
	}
	if m, short := missing(cost, b.view.UIPlayer(cur).Res); short {
		return b.Tf("arnakboard.why.missing", map[string]any{"what": resText(m)})
	}
	return ""
}

// CardAt is the card, site, guardian or assistant under (x, y) for the
// large view.
func (b *Board) CardAt(x, y float64) (render.Face, bool) {
	if b.view == nil || !b.Area.Contains(x, y) {
		return render.Face{}, false
	}
	for i := len(b.handR) - 1; i >= 0; i-- {
		if b.handR[i].Contains(x, y) && i < len(b.hand) {
			return b.cardFace(b.hand[i]), true
		}
	}
	if s := int(b.seat); s >= 0 && s < b.n {
		play := b.view.UIPlayer(s).Play
		for i, c := range b.txt.playChips {
			if c.r.Contains(x, y) && i < len(play) {
				return b.cardFace(play[i]), true
			}
		}
	}
	row := b.view.UIRow()
	for i, r := range b.lay.Row {
		if r.Contains(x, y) && row[i] != arnak.UINone {
			return b.cardFace(row[i]), true
		}
	}
	for i, r := range b.lay.Site {
		if r.Contains(x, y) {
			return b.siteFace(i), true
		}
	}
	for p, r := range b.lay.Players {
		if !r.Contains(x, y) || p >= len(b.txt.players) {
			continue
		}
		pv := b.view.UIPlayer(p)
		asst := make([]uint8, 0, len(pv.Asst))
		for _, a := range pv.Asst {
			if a != arnak.UINone {
				asst = append(asst, a)
			}
		}
		for i, c := range b.txt.players[p].chips {
			if !c.r.Contains(x, y) {
				continue
			}
			switch {
			case i < len(asst):
				return b.assistantFace(asst[i]), true
			case i-len(asst) < len(pv.Guards):
				return b.guardianFace(pv.Guards[i-len(asst)]), true
			}
		}
	}
	return render.Face{}, false
}

// Show turns what the rules revealed into a card on the table: the
// rival's action tile, a site tile just discovered, a guardian waking, a
// hired assistant, an idol placed, a research reward.
func (b *Board) Show(ev engine.Event, view engine.Game) (table.Shown, bool) {
	g, ok := view.(*arnak.Game)
	if !ok || b.d == nil || len(b.lay.Site) == 0 {
		return table.Shown{}, false
	}
	d := g.UIData()
	str := func(k string) string { s, _ := ev.Args[k].(string); return s }
	siteByName := func(name string) int {
		for i := range d.Sites {
			if d.Sites[i].Name == name {
				return i
			}
		}
		return -1
	}
	panel := func(seat engine.Seat) geom.Rect {
		if int(seat) >= 0 && int(seat) < len(b.lay.Players) {
			return b.lay.Players[seat]
		}
		return geom.Rect{}
	}
	switch ev.Key {
	case "arnak.rival.tile":
		f := render.Face{Title: str("tile"), Kind: b.T("arnakboard.kind.rival"), Accent: colRival}
		for _, t := range d.Rival {
			if t.Name != str("tile") {
				continue
			}
			if t.Res < arnak.NumRes {
				f.Icons = resIcons[t.Res] // what the tile makes the rival take
			}
			f.Text = b.rivalTileText(&t, g)
		}
		var to geom.Rect
		if len(b.lay.Players) > 0 {
			to = b.lay.Players[0]
		}
		return table.Shown{Face: f, To: to}, true
	case "arnak.discover":
		if i := siteByName(str("site")); i >= 0 {
			st := &d.Sites[i]
			f := render.Face{Title: st.Name, Kind: b.T("arnakboard.kind.discovered"), Accent: colLevel2,
				Text: g.UISiteEffect(i)}
			return table.Shown{Face: f, To: b.lay.Site[i]}, true
		}
	case "arnak.guardian":
		for gi := range d.Guardians {
			if d.Guardians[gi].Name != str("name") {
				continue
			}
			sh := table.Shown{Face: b.guardianFace(uint8(gi))}
			for i := range d.Sites {
				if g.UISite(i).Guard == uint8(gi) {
					sh.To = b.lay.Site[i]
				}
			}
			return sh, true
		}
	case "arnak.hire":
		for ai := range d.Assistants {
			if d.Assistants[ai].Name == str("name") {
				return table.Shown{Face: b.assistantFace(uint8(ai)), From: b.lay.Temple, To: panel(ev.Seat)}, true
			}
		}
	case "arnak.idol":
		f := render.Face{Title: b.T("arnakboard.kind.idol"), Kind: b.T("arnakboard.kind.idol"), Accent: colIdol,
			Text: str("effect")}
		return table.Shown{Face: f, To: panel(ev.Seat)}, true
	case "arnak.reward", "arnak.research.reward", "arnak.bonus":
		// Research and assistant rewards, once the rules log them.
		text := str("text")
		if text == "" {
			text = str("effect")
		}
		if text == "" {
			return table.Shown{}, false
		}
		f := render.Face{Title: b.T("arnakboard.kind.reward"), Kind: b.T("arnakboard.kind.reward"), Text: text, Accent: colBonus}
		return table.Shown{Face: f, From: b.lay.Research, To: panel(ev.Seat)}, true
	}
	return table.Shown{}, false
}

// rivalFamilyKeys name the rival tiles' families (arnak.RivalTile.Family)
// in the locale's arnakboard.rival_do keys.
var rivalFamilyKeys = [...]string{"dig", "discover", "research", "guardian", "buyitem", "buyartifact"}

// rivalTileText says what rival tile t does in the view's round, as the
// rulebook's solo section describes it, and which way the arrow on the
// stack's top breaks its ties: the card on the table explains the move
// instead of naming it only.
func (b *Board) rivalTileText(t *arnak.RivalTile, g *arnak.Game) string {
	r := min(max(g.UIRound(), 1), 5)
	v := t.Rounds[r-1]
	var text string
	switch {
	case int(t.Family) >= len(rivalFamilyKeys):
		return ""
	case v == 0:
		text = b.T("arnakboard.rival_do.none")
	case rivalFamilyKeys[t.Family] == "discover":
		text = b.Tf("arnakboard.rival_do.discover", map[string]any{"level": strings.Repeat("I", int(v&7))})
		if v&8 != 0 {
			text += " " + b.T("arnakboard.rival_do.wake")
		}
	default:
		key := "arnakboard.rival_do." + rivalFamilyKeys[t.Family]
		if t.Family >= 4 { // the buying tiles: green the lowest VP, red the highest
			key += map[bool]string{false: "_g", true: "_r"}[t.Red]
		}
		text = b.T(key)
	}
	_, right := g.UIRivalStack()
	arrow := b.T("arnakboard.rival_left")
	if right {
		arrow = b.T("arnakboard.rival_right")
	}
	return text + "\n" + b.Tf("arnakboard.rival_arrow", map[string]any{"arrow": arrow})
}
