package discoverboard

import (
	"math"
	"strconv"
	"strings"

	"stolik/render/geom"
	"stolik/rules/discover"
)

func itoa(n int) string { return strconv.Itoa(n) }

// heroText is one hero's row in the side panel.
type heroText struct {
	head, line, tip string
}

// detailRow is one line of the chosen hero's belongings.
type detailRow struct {
	text string
	bold bool
	card cardRef
	tip  string
	rect geom.Rect
}

// legendItem is one terrain in the strip above the map.
type legendItem struct {
	text string
	kind uint8
	rect geom.Rect
}

// texts are the strings of the current view, made when the view changes
// (never per frame).
type texts struct {
	status, statusTip              string
	questHead, questBody, questTip string
	heroes                         []heroText
	detailHead, detailTip          string
	resN                           [discover.NumRes]string
	resTip                         [discover.NumRes]string
	resRect                        [discover.NumRes]geom.Rect
	rows                           []detailRow
	more                           string
	legend                         []legendItem
	legendTip                      string
	decTitle                       string
	boxHead, boxLine, boxNote      string
	boxSteps                       []string
	boxKind                        uint8 // boxFight, boxNight, boxTrade (0 none)
	boxStep                        int
	hexTip                         []string // per hex, made on first hover
	hexTipOK                       []bool
	stacks                         [17]string
	fitLabel, endLabel, endTip     string
	monsterNum                     map[int]string // face-up enemy numbers by hex
}

// rowH is a detail line's height.
const rowH = 18.0

// rebuildTexts makes the view's strings.
func (b *Board) rebuildTexts() {
	g, d, t := b.view, b.d, b.t
	if g == nil || d == nil || t == nil {
		return
	}
	x := &b.txt
	sc := d.Scenarios[g.UIScenario()-1]
	deadline := sc.Deadline[max(0, min(len(sc.Deadline)-1, b.n-1))]
	leader := b.SeatName(g.UILeader())
	if on, _, _ := g.UINight(); on {
		x.status = b.Tf("discoverboard.status.night", map[string]any{"day": g.UIDay(), "last": deadline, "leader": leader})
	} else {
		x.status = b.Tf("discoverboard.status.day", map[string]any{"day": g.UIDay(), "last": deadline, "leader": leader})
	}
	x.statusTip = b.Tf("discoverboard.status.tip", map[string]any{"scenario": sc.Title, "last": deadline, "leader": leader})

	// The quest card: its title and as many whole sentences as fit.
	q, have, need := g.UIQuest()
	qc := &d.Quests[q]
	x.questHead = b.Tf("discoverboard.quest.head", map[string]any{"stage": qc.Stage, "stages": len(sc.Stages), "title": qc.Title})
	body := d.Plain(qc.Text)
	if need > 0 {
		body = b.Tf("discoverboard.quest.pool", map[string]any{"have": have, "need": need}) + " " + body
	}
	x.questTip = x.questHead + "\n" + body
	x.questBody = b.fitSentences(body, b.lay.Quest.W-16, b.lay.Quest.H-30)

	x.heroes = x.heroes[:0]
	for i := 0; i < b.n; i++ {
		x.heroes = append(x.heroes, b.heroText(i))
	}
	b.detailTexts()

	x.legend = x.legend[:0]
	var tips []string
	for k, kind := range t.Kinds {
		x.legend = append(x.legend, legendItem{text: kind.Name + " " + itoa(int(kind.Cost)), kind: uint8(k)})
		tips = append(tips, b.Tf("discoverboard.legend.item", map[string]any{"name": kind.Name, "cost": int(kind.Cost)}))
	}
	x.legendTip = b.T("discoverboard.legend.tip") + "\n" + strings.Join(tips, "\n")
	b.layoutLegend()
	for s := range x.stacks {
		stack, _, _ := g.UISlot(s)
		x.stacks[s] = roman(stack)
	}
	x.fitLabel = b.T("discoverboard.btn.fit")
	x.endLabel = b.T("discoverboard.btn.end")
	x.endTip = ""
	if b.hero >= 0 {
		x.endTip = b.Tf("discoverboard.end.tip", map[string]any{"stamina": g.UIHero(b.hero).Stamina})
	}
	x.decTitle = b.Prompt(g, b.seat)
	b.boxTexts()
	if len(x.hexTip) != len(t.Hex) {
		x.hexTip = make([]string, len(t.Hex))
		x.hexTipOK = make([]bool, len(t.Hex))
	}
	clear(x.hexTipOK)
	x.monsterNum = map[int]string{}
	for _, m := range g.UIMonsters() {
		if m.Up && m.Enemy >= 0 && m.Enemy < len(d.Cards) {
			x.monsterNum[m.Hex] = itoa(d.Cards[m.Enemy].Number)
		}
	}
}

// roman is a stack number as the tile backs print it.
func roman(n int) string {
	switch n {
	case 1:
		return "I"
	case 2:
		return "II"
	case 3:
		return "III"
	case 4:
		return "IV"
	}
	return itoa(n)
}

// fitSentences is s, or as many of its sentences as fit a w×h box at the
// text size, followed by a note that the rest is in the large view: text
// is never cut in the middle.
func (b *Board) fitSentences(s string, w, h float64) string {
	fits := func(t string) bool {
		_, th := b.Text.Label(t, sizeSmall, false, w, 0, geom.AlignStart).Size()
		return th <= h
	}
	if fits(s) {
		return s
	}
	more := b.T("discoverboard.more")
	parts := strings.SplitAfter(s, ". ")
	out := ""
	for _, p := range parts {
		if !fits(out + p + more) {
			break
		}
		out += p
	}
	if out == "" {
		return more
	}
	return strings.TrimSpace(out) + " " + more
}

// heroText words hero i's row and tooltip.
func (b *Board) heroText(i int) heroText {
	g, d := b.view, b.d
	hv := g.UIHero(i)
	var ht heroText
	name := b.SeatName(i)
	char := ""
	if hv.Character >= 0 {
		char = d.Characters[hv.Character].Name
		ht.head = name + " — " + char
	} else {
		ht.head = name + " — " + b.T("discoverboard.hero.no_char")
	}
	parts := []string{"{wytrzymałość} " + itoa(hv.Stamina), b.Tf("discoverboard.hero.load", map[string]any{"load": hv.Load, "limit": 10})}
	switch hv.Status {
	case 1:
		parts = append(parts, b.T("discoverboard.hero.won"))
	case 2:
		parts = append(parts, b.T("discoverboard.hero.victim"))
	}
	if i == g.UILeader() {
		parts = append(parts, b.T("discoverboard.hero.leader"))
	}
	ht.line = strings.Join(parts, " · ")
	var tip []string
	tip = append(tip, ht.head)
	if hv.Character >= 0 {
		tip = append(tip, d.Characters[hv.Character].Title)
	}
	tip = append(tip, b.Tf("discoverboard.hero.tip_stamina", map[string]any{"stamina": hv.Stamina}))
	tip = append(tip, b.healthText(hv))
	tip = append(tip, b.Tf("discoverboard.hero.tip_load", map[string]any{"load": hv.Load, "limit": 10}))
	tip = append(tip, b.Tf("discoverboard.hero.tip_items", map[string]any{"items": len(hv.Items), "projects": hv.Projects}))
	if hv.Support {
		tip = append(tip, b.T("discoverboard.hero.support"))
	}
	if g.UIScenario() == 5 {
		tip = append(tip, b.Tf("discoverboard.hero.relics", map[string]any{"relics": hv.Relics}))
	}
	tip = append(tip, b.T("discoverboard.hero.click"))
	ht.tip = strings.Join(tip, "\n")
	return ht
}

// healthText words the three health dials.
func (b *Board) healthText(hv discover.UIHeroView) string {
	var dmg []string
	for _, h := range hv.Health {
		if h != discover.Heart && int(h) < len(b.d.DmgNames) {
			dmg = append(dmg, b.d.DmgNames[h])
		}
	}
	if len(dmg) == 0 {
		return b.T("discoverboard.hero.healthy")
	}
	return b.Tf("discoverboard.hero.hurt", map[string]any{"dmg": strings.Join(dmg, ", "), "hearts": 3 - len(dmg)})
}

// deciding reports that the seat at the screen has a decision to make:
// the side panel then shows its options.
func (b *Board) deciding() bool { return b.hasLegal && b.dec != "" }

// detailTexts words the chosen hero's belongings and lays their lines out.
func (b *Board) detailTexts() {
	g, d, x := b.view, b.d, &b.txt
	i := b.sel
	hv := g.UIHero(i)
	x.detailHead = b.SeatName(i)
	if hv.Character >= 0 {
		x.detailHead += " — " + d.Characters[hv.Character].Name
	}
	x.detailHead = b.Tf("discoverboard.detail.head", map[string]any{"name": x.detailHead, "load": hv.Load, "limit": 10})
	r := b.lay.Detail
	cw := (r.W - 12) / 5
	for k := 0; k < int(discover.NumRes); k++ {
		n, dbl := hv.Res[k], hv.Double[k]
		x.resN[k] = itoa(n + 2*dbl)
		x.resTip[k] = b.Tf("discoverboard.res.tip", map[string]any{"name": d.ResNames[k], "n": n + 2*dbl})
		if dbl > 0 {
			x.resTip[k] += "\n" + b.Tf("discoverboard.res.double", map[string]any{"n": dbl})
		}
		x.resRect[k] = geom.Rect{X: r.X + 6 + float64(k%5)*cw, Y: r.Y + 26 + float64(k/5)*24, W: cw - 4, H: 22}
	}
	x.rows = x.rows[:0]
	add := func(text string, bold bool, card cardRef, tip string) {
		x.rows = append(x.rows, detailRow{text: text, bold: bold, card: card, tip: tip})
	}
	add(b.Tf("discoverboard.detail.items", map[string]any{"n": len(hv.Items)}), true, cardRef{}, "")
	if len(hv.Items) == 0 {
		add(b.T("discoverboard.detail.none"), false, cardRef{}, "")
	}
	for _, it := range hv.Items {
		c := &d.Cards[it.Card]
		t := c.Title
		if it.Markers > 0 {
			t += " " + b.Tf("discoverboard.detail.markers", map[string]any{"n": it.Markers})
		}
		add(t, false, cardRef{ckNumbered, it.Card}, c.Title+"\n"+d.Plain(c.Text))
	}
	// The combat support cards (each hero holds all three, none in solo).
	if hv.Support {
		add(b.Tf("discoverboard.detail.support", map[string]any{"n": len(d.Support)}), true, cardRef{}, "")
		for k := range d.Support {
			sc := &d.Support[k]
			add(sc.Title, false, cardRef{ckSupport, k}, sc.Title+"\n"+d.Plain(sc.Text))
		}
	}
	// Projects: the own hand only (a secret from the other seats).
	if int(b.seat) == i {
		hand := g.UIHand(i)
		add(b.Tf("discoverboard.detail.hand", map[string]any{"n": len(hand)}), true, cardRef{}, "")
		for _, p := range hand {
			pr := &d.Projects[p]
			add(pr.Name+" ("+b.costText(pr.Cost)+")", false, cardRef{ckProject, p}, "")
		}
	} else if hv.Projects > 0 {
		add(b.Tf("discoverboard.detail.hand_hidden", map[string]any{"n": hv.Projects}), true, cardRef{}, "")
	}
	if tbl := g.UITable(); len(tbl) > 0 {
		add(b.Tf("discoverboard.detail.table", map[string]any{"n": len(tbl)}), true, cardRef{}, "")
		for _, p := range tbl {
			pr := &d.Projects[p]
			add(pr.Name+" ("+b.costText(pr.Cost)+")", false, cardRef{ckProject, p}, "")
		}
	}
	if len(hv.Threats) > 0 {
		add(b.Tf("discoverboard.detail.threats", map[string]any{"n": len(hv.Threats)}), true, cardRef{}, "")
		for _, th := range hv.Threats {
			tc := &d.Threats[b.t.ThreatColour][th]
			add(tc.Title, false, cardRef{ckThreat, th}, tc.Title+"\n"+d.Plain(tc.Text))
		}
	}
	if ups := g.UIUpgrades(); len(ups) > 0 {
		add(b.T("discoverboard.detail.upgrades"), true, cardRef{}, "")
		for _, u := range ups {
			add(d.Cards[u].Title, false, cardRef{ckNumbered, u}, d.Cards[u].Title+"\n"+d.Plain(d.Cards[u].Text))
		}
	}
	// Lay the lines out under the resources; what does not fit is dropped
	// with a note (the large view and tooltips have the rest).
	y := r.Y + 26 + 2*24 + 6
	bottom := r.Y + r.H - 4
	x.more = ""
	n := 0
	for k := range x.rows {
		if y+rowH > bottom-rowH && k < len(x.rows)-1 {
			x.more = b.Tf("discoverboard.detail.more", map[string]any{"n": len(x.rows) - k})
			break
		}
		x.rows[k].rect = geom.Rect{X: r.X + 8, Y: y, W: r.W - 16, H: rowH}
		if x.rows[k].tip == "" {
			x.rows[k].tip = x.rows[k].text
		}
		y += rowH
		n++
	}
	x.rows = x.rows[:n]
	if x.more != "" {
		x.rows = append(x.rows, detailRow{text: x.more, rect: geom.Rect{X: r.X + 8, Y: y, W: r.W - 16, H: rowH}, tip: x.more})
	}
}

// layoutLegend spreads the terrain legend over its strip.
func (b *Board) layoutLegend() {
	x := &b.txt
	r := b.lay.Legend
	px := r.X + 4
	for i := range x.legend {
		w := 26 + b.textW(x.legend[i].text, sizeSmall, false)
		x.legend[i].rect = geom.Rect{X: px, Y: r.Y, W: w, H: r.H}
		px += w + 8
	}
	// A strip too narrow for every name keeps only the swatches (the
	// tooltip names them).
	if px > r.X+r.W {
		px = r.X + 4
		for i := range x.legend {
			x.legend[i].rect = geom.Rect{X: px, Y: r.Y, W: 22, H: r.H}
			x.legend[i].text = itoa(int(b.t.Kinds[x.legend[i].kind].Cost))
			px += 30
		}
	}
}

// textW is the width of one line of s.
func (b *Board) textW(s string, size float64, bold bool) float64 {
	w, _ := b.Text.Label(s, size, bold, 0, 0, geom.AlignStart).Size()
	return w
}

// boxTexts words the fight, the night or the trade for the box over the
// map, and places the box away from the hero it is about.
func (b *Board) boxTexts() {
	g, d, x := b.view, b.d, &b.txt
	x.boxHead, x.boxLine, x.boxNote, x.boxSteps, x.boxStep, x.boxKind = "", "", "", x.boxSteps[:0], -1, 0
	about := -1
	defer func() { b.placeBox(about) }()
	if c := g.UICombat(); c.On {
		about, x.boxKind = g.UIHero(c.Hero).Hex, boxFight
		if c.PvP {
			x.boxHead = b.Tf("discoverboard.fight.pvp", map[string]any{"a": b.SeatName(c.Hero), "b": b.SeatName(c.Defender)})
		} else if c.Enemy >= 0 {
			e := &d.Cards[c.Enemy]
			x.boxHead = b.Tf("discoverboard.fight.head", map[string]any{"name": b.SeatName(c.Hero), "title": e.Title, "number": e.Number})
			x.boxLine = b.enemyLine(e)
			if c.EnemyDamage > 0 {
				x.boxLine += " · " + b.Tf("discoverboard.fight.wounds", map[string]any{"n": c.EnemyDamage})
			}
		}
		if c.Rolled {
			x.boxNote = b.Tf("discoverboard.fight.final", map[string]any{"grey": c.GreyFinal, "red": c.RedFinal})
		} else {
			x.boxNote = b.T("discoverboard.fight.before")
		}
		return
	}
	if tr := g.UITrade(); tr.On {
		about, x.boxKind = g.UIHero(tr.Hero).Hex, boxTrade
		x.boxHead = b.Tf("discoverboard.trade.head", map[string]any{"a": b.SeatName(tr.Hero), "b": b.SeatName(tr.Partner)})
		x.boxLine = b.Tf("discoverboard.trade.give", map[string]any{"what": b.offerText(tr.Give, tr.GiveItems, tr.GiveProjects)})
		x.boxNote = b.Tf("discoverboard.trade.take", map[string]any{"what": b.offerText(tr.Take, tr.TakeItems, 0)})
		return
	}
	if on, card, step := g.UINight(); on {
		x.boxKind = boxNight
		nc := &d.Night[card]
		x.boxHead = b.Tf("discoverboard.night.head", map[string]any{"day": g.UIDay(), "index": nc.Index})
		for _, st := range nc.Steps {
			x.boxSteps = append(x.boxSteps, st.Title)
		}
		x.boxStep = step
		if step >= 0 && step < len(nc.Steps) {
			x.boxNote = d.Plain(nc.Steps[step].Text)
		}
	}
}

// entryTip is a button's tooltip: its words, and the text of the card it
// names.
func (b *Board) entryTip(e entry) string {
	f, ok := b.face(e.card)
	if !ok || f.Text == "" {
		return e.text
	}
	return e.text + "\n\n" + f.Title + ": " + f.Text
}

// offerText words one side of a trade offer.
func (b *Board) offerText(res [discover.NumRes]int, items []int, projects int) string {
	var parts []string
	for r, n := range res {
		if n > 0 {
			parts = append(parts, itoa(n)+"× "+b.d.ResNames[r])
		}
	}
	for _, it := range items {
		parts = append(parts, b.d.Cards[it].Title)
	}
	if projects > 0 {
		parts = append(parts, b.Tf("discoverboard.trade.projects", map[string]any{"n": projects}))
	}
	if len(parts) == 0 {
		return b.T("discoverboard.trade.nothing")
	}
	return strings.Join(parts, ", ")
}

// placeBox puts the box at the top of the map, or at its bottom when the
// space it is about (-1 none) lies in the upper half.
func (b *Board) placeBox(about int) {
	v := b.lay.View
	b.box = b.lay.Box
	x := &b.txt
	switch x.boxKind {
	case boxTrade:
		b.box.H = 122
	case boxNight:
		rows := (len(x.boxSteps) + 1) / 2
		b.box.H = 30 + float64(rows)*20 + 6
		if x.boxNote != "" {
			_, h := b.Text.Label(x.boxNote, sizeSmall, false, b.box.W-20, 0, geom.AlignStart).Size()
			b.box.H += math.Min(h, 48) + 4
		}
	}
	if about >= 0 && about < len(b.t.Hex) && b.hexCentre(about).Y < v.Y+v.H/2 {
		b.box.Y = v.Y + v.H - b.box.H - buttonH - 14
	}
}

// Kinds of the box over the map.
const (
	boxFight uint8 = iota + 1
	boxNight
	boxTrade
)

// boxOn reports the fight or night box over the map.
func (b *Board) boxOn() bool { return b.txt.boxHead != "" }

// tipAt is the full text of what is under the pointer ("" for nothing).
func (b *Board) tipAt(pt geom.Pt) string {
	x := &b.txt
	if b.view == nil {
		return ""
	}
	if b.menuOn {
		for i, r := range b.menuRows {
			if r.ContainsPt(pt) && i < len(b.menuShow) {
				return b.entryTip(b.menuShow[i])
			}
		}
		if b.menuRect.ContainsPt(pt) {
			return ""
		}
	}
	for _, c := range b.draft {
		if c.rect.ContainsPt(pt) {
			return b.entryTip(entry{text: b.describe(c.act), card: cardRef{ckChar, c.char}})
		}
	}
	if b.deciding() {
		for i, r := range b.decSlot {
			if r.ContainsPt(pt) && i < len(b.decShow) && b.decShow[i].op != opBlank {
				return b.entryTip(b.decShow[i])
			}
		}
	} else {
		for _, row := range x.rows {
			if row.rect.ContainsPt(pt) {
				return row.tip
			}
		}
		for k, r := range x.resRect {
			if r.ContainsPt(pt) {
				return x.resTip[k]
			}
		}
		if b.lay.Detail.ContainsPt(pt) && pt.Y < b.lay.Detail.Y+24 {
			return x.detailHead
		}
	}
	switch {
	case b.endLegal() && b.lay.End.ContainsPt(pt):
		return x.endTip
	case b.lay.Fit.ContainsPt(pt):
		return b.T("discoverboard.fit.tip")
	case b.lay.Legend.ContainsPt(pt):
		return x.legendTip
	case b.lay.Status.ContainsPt(pt):
		return x.statusTip
	case b.lay.Quest.ContainsPt(pt):
		return x.questTip
	case b.boxOn() && b.box.ContainsPt(pt):
		return x.boxHead + "\n" + x.boxLine + "\n" + x.boxNote
	}
	for i, r := range b.lay.Heroes {
		if r.ContainsPt(pt) && i < len(x.heroes) {
			return x.heroes[i].tip
		}
	}
	if h, ok := b.hexUnder(pt); ok && !b.mapCovered(pt) {
		return b.hexTip(h)
	}
	return ""
}

// hexTip words what lies on space x and what a click there does.
func (b *Board) hexTip(x int) string {
	tx := &b.txt
	if x < 0 || x >= len(tx.hexTip) {
		return ""
	}
	if tx.hexTipOK[x] {
		return tx.hexTip[x]
	}
	g, d, t := b.view, b.d, b.t
	hv := g.UIHex(x)
	var lines []string
	slot := x / 3
	if !hv.Revealed {
		stack, _, _ := g.UISlot(slot)
		lines = append(lines, b.Tf("discoverboard.tip.unexplored", map[string]any{"stack": stack}))
		if b.scoutable(slot) {
			lines = append(lines, b.T("discoverboard.tip.click_scout"))
		}
	} else {
		sp := hv.Space
		kind := t.Kinds[sp.Terrain]
		lines = append(lines, b.Tf("discoverboard.tip.terrain", map[string]any{"name": kind.Name, "cost": int(kind.Cost)}))
		if sp.Loc != 0 {
			lines = append(lines, b.Tf("discoverboard.tip.loc", map[string]any{"loc": sp.Loc}))
		}
		if sp.Camp {
			lines = append(lines, b.T("discoverboard.tip.camp"))
		}
		if sp.Target {
			lines = append(lines, b.T("discoverboard.tip.target"))
		}
		if hv.LandType >= 0 && hv.LandType < len(t.LandTypes) {
			name := t.LandTypes[hv.LandType].Name
			if hv.LandUp && hv.LandToken >= 0 && hv.LandToken < len(t.Tokens) {
				lines = append(lines, b.Tf("discoverboard.tip.land_up", map[string]any{"name": name, "what": b.tokenText(t.Tokens[hv.LandToken])}))
			} else {
				lines = append(lines, b.Tf("discoverboard.tip.land", map[string]any{"name": name}))
			}
		}
		if hv.Water >= 0 {
			if hv.WaterUp && hv.Water < len(t.Water) {
				lines = append(lines, b.Tf("discoverboard.tip.water_up", map[string]any{"res": d.ResNames[t.Water[hv.Water]]}))
			} else {
				lines = append(lines, b.T("discoverboard.tip.water"))
			}
		}
		switch hv.Fire {
		case 1:
			lines = append(lines, b.T("discoverboard.tip.fire"))
		case 2:
			lines = append(lines, b.T("discoverboard.tip.fire_out"))
		}
		var drop []string
		for r := range hv.Drop {
			if n := hv.Drop[r] + 2*hv.DropDbl[r]; n > 0 {
				drop = append(drop, itoa(n)+"× "+d.ResNames[r])
			}
		}
		if len(drop) > 0 {
			lines = append(lines, b.Tf("discoverboard.tip.drop", map[string]any{"what": strings.Join(drop, ", ")}))
		}
		if hv.Marker {
			lines = append(lines, b.T("discoverboard.tip.marker"))
		}
	}
	for i := 0; i < b.n; i++ {
		hero := g.UIHero(i)
		if hero.Hex != x || hero.Character < 0 && g.UIDay() == 0 {
			continue
		}
		who := b.SeatName(i)
		if hero.Character >= 0 {
			who += " (" + d.Characters[hero.Character].Name + ")"
		}
		if hero.Status == 2 {
			who += " — " + b.T("discoverboard.hero.victim")
		}
		lines = append(lines, who)
	}
	for _, m := range g.UIMonsters() {
		if m.Hex != x {
			continue
		}
		if m.Up && m.Enemy >= 0 {
			e := &d.Cards[m.Enemy]
			l := b.Tf("discoverboard.tip.enemy", map[string]any{"number": e.Number, "title": e.Title, "stats": b.enemyLine(e)})
			if m.Damage > 0 {
				l += " · " + b.Tf("discoverboard.fight.wounds", map[string]any{"n": m.Damage})
			}
			lines = append(lines, l)
		} else {
			lines = append(lines, b.T("discoverboard.tip.monster"))
		}
	}
	if b.hasLegal && b.dec == "" && b.hero >= 0 {
		if x == g.UIHero(b.hero).Hex && len(b.menuList) > 0 {
			lines = append(lines, b.T("discoverboard.tip.click_menu"))
		} else if c := g.UIMoveCost(b.hero, x); c >= 0 && b.moveLegal(x) {
			lines = append(lines, b.Tf("discoverboard.tip.click_move", map[string]any{"cost": c}))
		}
	}
	s := strings.Join(lines, "\n")
	tx.hexTip[x], tx.hexTipOK[x] = s, true
	return s
}

// moveLegal reports a legal step onto x.
func (b *Board) moveLegal(x int) bool {
	for _, a := range b.legal {
		if a.Kind == discover.KindMove && int(a.A) == x {
			return true
		}
	}
	return false
}

// tokenText words a face-up landscape token.
func (b *Board) tokenText(tk discover.LandToken) string {
	switch tk.Face {
	case 0:
		n := 1
		if tk.Double {
			n = 2
		}
		if int(tk.Res) < len(b.d.ResNames) {
			return itoa(n) + "× " + b.d.ResNames[tk.Res]
		}
	case 1:
		return b.Tf("discoverboard.tip.token_enemy", map[string]any{"number": tk.Number})
	case 2:
		return b.Tf("discoverboard.tip.token_search", map[string]any{"number": tk.Number})
	}
	return "?"
}
