package arnakboard

import (
	"strconv"
	"strings"

	"stolik/render"
	"stolik/render/geom"
	"stolik/render/interact"
	"stolik/rules/arnak"
)

// playerText is one seat's panel.
type playerText struct {
	head, res, counts, extra, tip string

	geom   playerGeom
	boxes  []tipBox
	chips  []chip
	nums   []string // the resources, then hand, deck, play area, Fear
	home   [2]int   // archaeologists: -1 at home
	slots  uint8
	crate  string
	played string
}

// texts are the strings of the current view, made when the view changes
// (never per frame).
type texts struct {
	siteName, siteLine, siteGuard, siteTip   []string
	siteSpace                                [][]string
	rowName, rowInfo, rowTip, rowBody        [6]string
	rowFace                                  [6]render.Face
	handFace                                 []render.Face
	decks                                    []string
	decksTip, decksLine                      string
	nodeName, nodeTip, nodeShort             []string
	temple                                   []string
	rowVP                                    []string // the research rows' points, under the temple
	templeTip                                string
	players                                  []playerText
	handName, handInfo, handTip, handBody    []string
	handTitle, play, pool, rival, rivalStack string
	playLabel                                string
	playChips                                []chip // the own play area's cards, with their tooltips
	sites, row, research                     string
}

func itoa(n int) string { return strconv.Itoa(n) }

// siteState is what a site's tooltip depends on.
type siteState struct {
	site            int
	tile, guard, up uint8 // up: the face-up idol, which the tooltip names
	idols           int
}

func (b *Board) cardInfo(c uint8) string {
	cd := &b.d.Cards[c]
	s := b.travelText(cd.Travel)
	if cd.VP != 0 {
		s += " · " + itoa(int(cd.VP)) + " PZ"
	}
	return s
}

func (b *Board) rebuildTexts() {
	g, d, t := b.view, b.d, &b.txt
	t.sites = b.T("arnakboard.sites")
	t.row = b.T("arnakboard.row")
	t.research = b.T("arnakboard.research")

	ns := len(d.Sites)
	t.siteName = resize(t.siteName, ns)
	t.siteLine = resize(t.siteLine, ns)
	t.siteGuard = resize(t.siteGuard, ns)
	t.siteTip = resize(t.siteTip, ns)
	if len(t.siteSpace) != ns {
		t.siteSpace = make([][]string, ns)
	}
	b.idols = b.idols[:0]
	if len(b.siteOff) != len(d.Sites) {
		b.siteOff = make([]float64, len(d.Sites))
		b.guardW = make([]float64, len(d.Sites))
		b.spaceDX = make([][2]float64, len(d.Sites))
	}
	for i := range d.Sites {
		sv := g.UISite(i)
		n := 0
		for _, id := range sv.Idol {
			if id != arnak.UINone {
				n++
			}
		}
		b.idols = append(b.idols, n)
		b.siteTexts(i, sv, g.UISiteEffectID(i))
		key := siteState{site: i, tile: sv.Tile, guard: sv.Guard, up: sv.Idol[0], idols: n}
		tip, ok := b.siteTips[key]
		if !ok {
			tip = b.siteTip(i)
			if b.siteTips == nil || len(b.siteTips) > 400 {
				b.siteTips = map[siteState]string{}
			}
			b.siteTips[key] = tip
		}
		t.siteTip[i] = tip
	}

	row := g.UIRow()
	for i, c := range row {
		if c == arnak.UINone {
			t.rowName[i], t.rowInfo[i], t.rowTip[i], t.rowBody[i] = "", "", "", ""
			t.rowFace[i] = render.Face{}
			continue
		}
		t.rowName[i] = d.Cards[c].Name
		t.rowInfo[i] = b.cardInfo(c)
		t.rowTip[i] = b.cardTip(c)
		t.rowBody[i] = g.UIEffectText(d.Cards[c].Effect)
		t.rowFace[i] = b.smallFace(c)
	}
	items, arts, fear := g.UIDecks()
	t1, t2, gs := g.UIStacks()
	t.decks = append(t.decks[:0],
		b.Tf("arnakboard.moon", map[string]any{"round": min(5, g.UIRound())}),
		b.Tf("arnakboard.items", map[string]any{"n": items}),
		b.Tf("arnakboard.artifacts", map[string]any{"n": arts}),
		b.Tf("arnakboard.fear_deck", map[string]any{"n": fear}),
		b.Tf("arnakboard.supply", map[string]any{"a": t1, "b": t2, "g": gs}))
	var as []string
	var asTip []string
	for k := 0; k < 3; k++ {
		n, top := g.UIAssistantStack(k)
		if n > 0 {
			as = append(as, d.Assistants[top].Name) // how many are left: in the tooltip
			asTip = append(asTip, b.assistantTip(top)+" ("+itoa(n)+")")
		}
	}
	t.decksTip = strings.Join(t.decks, "\n")
	t.decksLine = b.Tf("arnakboard.decks_line", map[string]any{"round": min(5, g.UIRound()), "items": items, "arts": arts, "fear": fear})
	t.sites = b.Tf("arnakboard.sites_line", map[string]any{"a": t1, "b": t2, "g": gs})

	nn := len(d.NodeRow)
	t.nodeName = resize(t.nodeName, nn)
	t.nodeTip = resize(t.nodeTip, nn)
	t.nodeShort = resize(t.nodeShort, nn)
	for n := 0; n < nn; n++ {
		name := d.NodeName[n]
		switch {
		case n == arnak.UITempleNode:
			name = b.T("arnakboard.temple")
		case d.NodeRow[n] == 0:
			name = b.T("arnakboard.node_start")
		}
		if name == "" {
			name = b.Tf("arnakboard.node", map[string]any{"row": int(d.NodeRow[n])})
		}
		// The cost of the bridges into the node stands beside its name
		// (the review's M2: research costs were nowhere to be seen).
		cost := b.bridgeCost(n)
		t.nodeName[n] = name
		t.nodeShort[n] = name
		if cost != "" {
			t.nodeShort[n] = dropOnes(cost)
			t.nodeName[n] = name + "  " + cost
		}
		tip := b.Tf("arnakboard.node_tip", map[string]any{"name": name, "row": int(d.NodeRow[n])})
		if r := int(d.NodeRow[n]); r >= 1 && r <= len(d.RowMag) {
			// What the board prints beside the row: each token's reward
			// on entering it and its points at the game's end.
			tip += "\n" + b.Tf("arnakboard.row_mag", map[string]any{"text": g.UIEffectText(d.RowMag[r-1]), "vp": d.RowMagVP[r-1]})
			tip += "\n" + b.Tf("arnakboard.row_note", map[string]any{"text": g.UIEffectText(d.RowNote[r-1]), "vp": d.RowNoteVP[r-1]})
		} else if r == len(d.RowMag)+1 {
			vps := make([]string, len(d.ArrivalVP))
			for k, v := range d.ArrivalVP {
				vps[k] = itoa(v)
			}
			tip += "\n" + b.Tf("arnakboard.arrival_vp", map[string]any{"vp": strings.Join(vps, " / ")})
		}
		if bt := g.UIBonus(n); bt != arnak.UINone {
			tip += "\n" + b.Tf("arnakboard.bonus", map[string]any{"text": g.UIEffectText(d.Bonuses[bt])})
		}
		var who []string
		for p := 0; p < b.n; p++ {
			pv := g.UIPlayer(p)
			if pv.Mag == n {
				who = append(who, b.Tf("arnakboard.mag_of", map[string]any{"name": b.SeatName(p)}))
			}
			if pv.Note == n {
				who = append(who, b.Tf("arnakboard.note_of", map[string]any{"name": b.SeatName(p)}))
			}
		}
		if len(who) > 0 {
			tip += "\n" + strings.Join(who, ", ")
		}
		if cost != "" {
			tip += "\n" + b.Tf("arnakboard.tip.bridge", map[string]any{"cost": cost})
		}
		t.nodeTip[n] = tip
	}
	tl := g.UITemple()
	t.temple = append(t.temple[:0], b.T("arnakboard.temple"))
	for i := range tl {
		// One line per stack: its price, its VP and the tiles left, so
		// the cost is read before the click.
		if tl[i] == 0 {
			continue
		}
		t.temple = append(t.temple, b.Tf("arnakboard.temple_tile", map[string]any{"vp": arnak.UITempleVP(i), "n": int(tl[i]),
			"cost": dropOnes(resText(g.UITempleCost(i)))}))
	}
	t.templeTip = b.T("arnakboard.temple_tip")
	// Under the temple's stacks, where there is room: each research row's
	// end-game points for the magnifier and the notebook, as the board
	// prints them beside the track (two rows a line, the top row first).
	t.rowVP = append(t.rowVP[:0], b.T("arnakboard.row_vp_title"))
	for r := len(d.RowMag); r >= 1; r -= 2 {
		line := b.Tf("arnakboard.row_vp", map[string]any{"row": r, "mag": d.RowMagVP[r-1], "note": d.RowNoteVP[r-1]})
		if r > 1 {
			line += " · " + b.Tf("arnakboard.row_vp", map[string]any{"row": r - 1, "mag": d.RowMagVP[r-2], "note": d.RowNoteVP[r-2]})
		}
		t.rowVP = append(t.rowVP, line)
	}
	t.templeTip += "\n\n" + b.T("arnakboard.row_vp_tip")
	// The assistants for hire stand under the temple, beside the track
	// whose rows hire them: the decks box has no room left for them.
	if len(as) > 0 {
		// On the track's title line: the temple's six stacks and their
		// prices fill its panel.
		t.research = b.Tf("arnakboard.research_asst", map[string]any{"names": strings.Join(as, ", ")})
		t.templeTip += "\n\n" + b.T("arnakboard.assistants_title") + "\n" + strings.Join(asTip, "\n")
	}

	t.players = t.players[:0]
	b.tokens = b.tokens[:0]
	for p := 0; p < b.n; p++ {
		t.players = append(t.players, b.playerText(p))
		if p < len(b.lay.Players) {
			b.playerBoxes(p, &t.players[p])
		}
		pv := g.UIPlayer(p)
		b.tokens = append(b.tokens, struct{ Mag, Note int }{pv.Mag, pv.Note})
	}

	t.rival, t.rivalStack = "", ""
	b.rivalMag = -1
	if on, pawns, mag := g.UIRival(); on {
		t.rival = b.Tf("arnakboard.rival", map[string]any{"n": pawns, "vp": g.UIRivalScore()})
		b.rivalMag = mag
		// The stack's top shows its decision arrow: the player plans
		// around which way the rival will break a tie.
		n, right := g.UIRivalStack()
		key := "arnakboard.rival_left"
		if right {
			key = "arnakboard.rival_right"
		}
		t.rivalStack = b.Env.Loc.Plural("arnakboard.rival_stack", n, map[string]any{"arrow": b.T(key)})
	}
	b.nodeTok = resizeInts(b.nodeTok, nn)
	for _, tk := range b.tokens {
		if tk.Mag >= 0 && tk.Mag < nn {
			b.nodeTok[tk.Mag]++
		}
		if tk.Note >= 0 && tk.Note < nn {
			b.nodeTok[tk.Note]++
		}
	}
	if b.rivalMag >= 0 && b.rivalMag < nn {
		b.nodeTok[b.rivalMag]++
	}

	t.handName = resize(t.handName, len(b.hand))
	t.handInfo = resize(t.handInfo, len(b.hand))
	t.handTip = resize(t.handTip, len(b.hand))
	t.handBody = resize(t.handBody, len(b.hand))
	t.handFace = t.handFace[:0]
	for i, c := range b.hand {
		t.handName[i] = d.Cards[c].Name
		t.handInfo[i] = b.cardInfo(c)
		t.handTip[i] = b.cardTip(c)
		t.handBody[i] = g.UIEffectText(d.Cards[c].Effect)
		t.handFace = append(t.handFace, b.smallFace(c))
	}
	t.handTitle, t.play, t.pool, t.playLabel = "", "", "", ""
	t.playChips = t.playChips[:0]
	if s := int(b.seat); s >= 0 && s < b.n {
		t.handTitle = b.Tf("arnakboard.hand", map[string]any{"name": b.SeatName(s)})
		pv := g.UIPlayer(s)
		var names []string
		for _, c := range pv.Play {
			names = append(names, d.Cards[c].Name)
		}
		if len(names) == 0 {
			names = append(names, b.T("arnakboard.none"))
		}
		t.play = b.Tf("arnakboard.play", map[string]any{"text": strings.Join(names, ", ")})
	} else {
		t.handTitle = b.T("arnakboard.hand_hidden")
	}
	pool := g.UIPool()
	var ps []string
	for sym, n := range pool {
		for k := 0; k < int(n); k++ {
			ps = append(ps, b.travelText([]uint8{uint8(sym)}))
		}
	}
	if len(ps) > 0 {
		t.pool = b.Tf("arnakboard.pool", map[string]any{"text": strings.Join(ps, " + ")})
	}
	if s := int(b.seat); s >= 0 && s < b.n {
		b.layPlayChips(g.UIPlayer(s).Play) // after the pool, whose room it leaves
	}
}

// siteTexts works out site i's name, space, effect and guardian lines (and
// the heights and widths they take) for the site as sv shows it, with eff
// the effect it gives (the camp's, the discovered tile's; none while
// undiscovered). The legibility tests call it with every tile of the data.
func (b *Board) siteTexts(i int, sv arnak.UISiteView, eff uint16) {
	d, t := b.d, &b.txt
	st := &d.Sites[i]
	t.siteName[i] = st.Name
	b.siteOff[i] = 0
	b.spaceDX[i] = [2]float64{}
	// siteLabels draws a name too wide for the bold face in the regular
	// one: only a name too wide for that takes two lines.
	if i < len(b.lay.Site) && render.Measure(st.Name, b.Kit.Face(12, false)) > b.lay.Site[i].W-8 {
		b.siteOff[i] = 15
	}
	t.siteLine[i] = ""
	if st.Level > 0 && sv.Tile == arnak.UINone {
		t.siteLine[i] = b.Tf("arnakboard.undiscovered", map[string]any{"n": int(d.Discover[st.Level-1])})
	} else {
		t.siteLine[i] = b.effectLine(eff)
	}
	t.siteSpace[i] = t.siteSpace[i][:0]
	for _, sp := range st.Spaces {
		t.siteSpace[i] = append(t.siteSpace[i], b.travelText(sp))
	}
	if b.lay.Compact {
		// One line for the spaces: a level site's short name («I-3», the
		// whole one is in the tooltip) and its space; a camp's two
		// spaces side by side under its name.
		reg := b.Kit.Face(12, false)
		if st.Level > 0 {
			t.siteName[i] = shortSiteName(st.Name)
			b.siteOff[i] = -spaceTop + spaceTop0
			b.spaceDX[i][0] = render.Measure(t.siteName[i], b.Kit.Face(12, true)) + 4
		}
		if len(t.siteSpace[i]) > 1 {
			b.spaceDX[i][1] = b.spaceDX[i][0] + 10 + render.Measure(t.siteSpace[i][0], reg) + 14
		}
	}
	t.siteGuard[i] = ""
	b.guardW[i] = 0
	if sv.Guard != arnak.UINone && i < len(b.lay.Site) {
		// The guardian and what overcoming it costs, on the first
		// space's line; only its icon when the cost has no room.
		bold := b.Kit.Face(12, true)
		room := b.lay.Site[i].W - 21 - b.spaceDX[i][0] - render.Measure(t.siteSpace[i][0], b.Kit.Face(12, false)) - 20
		// The tile prints its cost and its boon: both where they fit
		// ("cost → boon"), else the cost, the cost without its 1s, and
		// only the icon last (the tooltip has them all).
		cost := b.guardianCost(sv.Guard)
		s := "{strażnik}"
		for _, c := range []string{
			"{strażnik} " + cost + " → " + b.guardianBoonShort(sv.Guard),
			"{strażnik} " + dropOnes(cost) + " → " + b.guardianBoonShort(sv.Guard),
			"{strażnik} " + cost,
			"{strażnik} " + dropOnes(cost),
		} {
			if render.Measure(c, bold)+8 <= room {
				s = c
				break
			}
		}
		t.siteGuard[i], b.guardW[i] = s, render.Measure(s, bold)+8
	} else if st.Level > 0 && sv.Tile == arnak.UINone && int(sv.Idol[0]) < len(d.Idols) && i < len(b.lay.Site) {
		// An undiscovered site's idol lies face up (rulebook set-up):
		// its reward shows in the guardian's place, in an idol pill,
		// where it fits (the tooltip has it always).
		bold := b.Kit.Face(12, true)
		room := b.lay.Site[i].W - 21 - b.spaceDX[i][0] - render.Measure(t.siteSpace[i][0], b.Kit.Face(12, false)) - 20
		if s := "{bożek} " + b.effectLine(d.Idols[sv.Idol[0]].Effect); render.Measure(s, bold)+8 <= room {
			t.siteGuard[i], b.guardW[i] = s, render.Measure(s, bold)+8
		}
	}
}

// shortSiteName is a level site's name as a compact site shows it: its
// last word («Stanowisko Węża I-3» → «I-3»).
func shortSiteName(name string) string {
	if k := strings.LastIndexByte(name, ' '); k >= 0 {
		return name[k+1:]
	}
	return name
}

func (b *Board) playerText(p int) playerText {
	g, d := b.view, b.d
	pv := g.UIPlayer(p)
	var pt playerText
	head := b.SeatName(p)
	if p == g.UIFirst() {
		head += " · " + b.T("arnakboard.first")
	}
	if pv.Passed {
		head += " · " + b.T("arnakboard.passed")
	}
	pt.head = head
	pt.res = b.Tf("arnakboard.res", map[string]any{"c": pv.Res[0], "k": pv.Res[1], "t": pv.Res[2], "a": pv.Res[3], "j": pv.Res[4]})
	pawns := 0
	for _, a := range pv.Arch {
		if a < 0 {
			pawns++
		}
	}
	pt.counts = b.Tf("arnakboard.counts", map[string]any{"hand": pv.HandN, "deck": pv.DeckN,
		"play": len(pv.Play), "fear": pv.Fear, "pawns": pawns})
	slots := 0
	for i := 0; i < 4; i++ {
		if pv.Slots&(1<<i) != 0 {
			slots++
		}
	}
	var asst []string
	var tips []string
	for k, a := range pv.Asst {
		if a == arnak.UINone {
			continue
		}
		s := d.Assistants[a].Name
		if pv.Gold[k] {
			s += " (" + b.T("arnakboard.gold") + ")"
		}
		if pv.Exhausted[k] {
			s += " (" + b.T("arnakboard.exhausted") + ")"
		}
		asst = append(asst, s)
		tips = append(tips, b.assistantTip(a))
	}
	as := b.T("arnakboard.none")
	if len(asst) > 0 {
		as = strings.Join(asst, ", ")
	}
	pt.extra = b.Tf("arnakboard.extra", map[string]any{"idols": pv.Crate, "slots": slots,
		"guards": len(pv.Guards), "vp": pv.TempleVP, "asst": as})
	lines := []string{pt.head, pt.res, pt.counts, pt.extra}
	for _, gd := range pv.Guards {
		lines = append(lines, b.guardianTip(gd))
	}
	pt.tip = strings.Join(append(lines, tips...), "\n")
	return pt
}

func resizeInts(s []int, n int) []int {
	if cap(s) < n {
		return make([]int, n)
	}
	s = s[:n]
	clear(s)
	return s
}

func resize(s []string, n int) []string {
	if cap(s) < n {
		return make([]string, n)
	}
	return s[:n]
}

// updateTooltip shows the full Polish text under the cursor.
func (b *Board) updateTooltip(p interact.Pointer) bool {
	s := b.tipAt(p.X, p.Y)
	return b.ShowTip(s)
}

func (b *Board) tipAt(x, y float64) string {
	if b.view == nil || !b.Area.Contains(x, y) {
		return ""
	}
	t := &b.txt
	for i := len(b.handR) - 1; i >= 0; i-- {
		if b.handR[i].Contains(x, y) && i < len(t.handTip) {
			return t.handTip[i]
		}
	}
	for _, c := range t.playChips {
		if c.r.Contains(x, y) {
			return c.tip
		}
	}
	for i, r := range b.lay.Site {
		if r.Contains(x, y) && i < len(t.siteTip) {
			return t.siteTip[i]
		}
	}
	for i, r := range b.lay.Row {
		if r.Contains(x, y) {
			return t.rowTip[i]
		}
	}
	if b.lay.Decks.Contains(x, y) {
		return t.decksTip
	}
	for i, r := range b.lay.Node {
		if r.Contains(x, y) && i < len(t.nodeTip) {
			return t.nodeTip[i]
		}
	}
	if b.lay.Temple.Contains(x, y) {
		return t.templeTip
	}
	for i, r := range b.lay.Players {
		if r.Contains(x, y) && i < len(t.players) {
			for _, bx := range t.players[i].boxes {
				if bx.r.Contains(x, y) {
					return bx.tip
				}
			}
			return t.players[i].tip
		}
	}
	return b.btns.ActText(x, y)
}

// layPlayChips places the own play area's cards as named chips on the
// hand's title line, after the title and the "Obszar gry:" label and
// before the travel pool.
func (b *Board) layPlayChips(play []uint8) {
	t := &b.txt
	if len(play) == 0 {
		return
	}
	t.playLabel = b.T("arnakboard.play_label")
	pl := b.playRoom()
	const h, size = 18.0, 12.0
	x0 := pl.X + render.Measure(t.playLabel, b.Kit.Face(12, false)) + 6
	x, y := x0, pl.Y
	face := b.Kit.Face(size, true)
	for _, c := range play {
		name := b.d.Cards[c].Name
		w := render.Measure(name, face) + 12
		if x+w > pl.X+pl.W {
			break // no room: the player panel lists them all
		}
		t.playChips = append(t.playChips, chip{r: geom.Rect{X: x, Y: y, W: w, H: h}, text: name, tip: b.cardTip(c),
			fill: colPlayed})
		x += w + 3
	}
}

// playRoom is the part of the hand's title line the play area takes:
// after the title, before the travel pool.
func (b *Board) playRoom() geom.Rect {
	pl := b.lay.playLine()
	x := pl.X + 2
	if b.txt.handTitle != "" {
		x += render.Measure(b.txt.handTitle, b.Kit.Face(12, true)) + 12
	}
	end := pl.X + pl.W
	if b.txt.pool != "" {
		end -= render.Measure(b.txt.pool, b.Kit.Face(12, true)) + 12
	}
	return geom.Rect{X: x, Y: pl.Y, W: max(0, end-x), H: pl.H}
}
