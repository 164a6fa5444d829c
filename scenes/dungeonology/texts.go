package dungeonologyboard

import (
	"strings"

	"stolik/render/interact"
	"stolik/rules/dungeonology"
	"stolik/rules/engine"
)

// texts are the strings of one view, made once when the view changes.
type texts struct {
	status string
	test   string

	name, scholar, flags []string   // per seat
	stats                [][]string // per seat: the lines beside the note board
	panelTip             []string
	colTip               [][5]string

	fire, fireTip                   string
	alertT, alertL, alertTip        string
	panicT, panicL, panicTip        string
	clanT, clanL, clanTip           string
	bossT, bossL, bossTip           string
	stack                           [3]string
	stackTip                        [3]string
	decks                           [4]string
	decksTip                        string
	handName, handBonus, handTip    []string
	tileName, tileShort, tileEffs   []string
	tileTip                         []string
	scholarName, scholarBody, scTip []string // the set-up's scholar cards
	newTile, newTileTip             string
}

// rebuildTexts makes the strings of the current view.
func (b *Board) rebuildTexts() {
	t := &b.txt
	g, d := b.view, b.d
	n := len(b.seats)
	t.name = resize(t.name, n)
	t.scholar = resize(t.scholar, n)
	t.flags = resize(t.flags, n)
	t.panelTip = resize(t.panelTip, n)
	t.stats = t.stats[:0]
	t.colTip = t.colTip[:0]
	for i := range b.seats {
		t.name[i] = b.SeatName(i)
		s := &b.seats[i]
		t.scholar[i], t.flags[i] = "", ""
		var stats []string
		var cols [5]string
		if s.Scholar >= 0 {
			sc := &d.Scholars[s.Scholar]
			t.scholar[i] = sc.Name
			t.flags[i] = b.flagsOf(i)
			stats = b.statsOf(i)
			for c := 0; c < 5; c++ {
				cols[c] = b.columnTip(i, c)
			}
		} else {
			stats = []string{b.T("dungeonologyboard.panel.choosing")}
		}
		t.stats = append(t.stats, stats)
		t.colTip = append(t.colTip, cols)
		t.panelTip[i] = b.panelTip(i)
	}

	c := &b.camp
	t.fire = itoa(c.Campfire) + "/" + itoa(int(d.Campfire))
	t.fireTip = b.Tf("dungeonologyboard.tip.fire", map[string]any{"n": c.Campfire, "max": int(d.Campfire)})
	t.alertT, t.alertL, t.alertTip = b.alertTexts()
	t.panicT, t.panicL, t.panicTip = b.panicTexts()
	t.clanT, t.clanL, t.clanTip = b.clanTexts()
	t.bossT, t.bossL, t.bossTip = b.bossTexts()
	for lv := range t.stack {
		t.stack[lv] = itoa(c.Stacks[lv])
		t.stackTip[lv] = b.Tf("dungeonologyboard.tip.stack", map[string]any{"level": roman[lv+1],
			"name": d.Levels[lv], "n": c.Stacks[lv]})
	}
	free := 0
	for _, o := range c.Interns {
		if o < 0 {
			free++
		}
	}
	t.decks[0] = b.Tf("dungeonologyboard.deck", map[string]any{"n": c.Deck})
	t.decks[1] = b.Tf("dungeonologyboard.discard", map[string]any{"n": c.Discard})
	t.decks[2] = b.Tf("dungeonologyboard.jinx_deck", map[string]any{"n": c.JinxDeck})
	t.decks[3] = b.Tf("dungeonologyboard.interns", map[string]any{"n": free})
	t.decksTip = b.decksTip()

	t.handName = resize(t.handName, len(b.hand))
	t.handBonus = resize(t.handBonus, len(b.hand))
	t.handTip = resize(t.handTip, len(b.hand))
	for i, card := range b.hand {
		tr := d.Trick(card)
		if tr == nil {
			continue
		}
		t.handName[i] = tr.Name
		t.handBonus[i] = b.bonusText(tr)
		t.handTip[i] = b.trickTip(card)
	}

	nt := len(b.tiles)
	t.tileName = resize(t.tileName, nt)
	t.tileShort = resize(t.tileShort, nt)
	t.tileEffs = resize(t.tileEffs, nt)
	t.tileTip = resize(t.tileTip, nt)
	for i := range b.tiles {
		z := &d.Zones[b.tiles[i].Zone]
		t.tileName[i] = z.Name
		t.tileShort[i] = zoneNumber(z)
		t.tileEffs[i] = strings.Join(g.UIZoneEffects(b.tiles[i].Zone), " · ")
		t.tileTip[i] = b.tileTip(i)
	}
	t.status, t.test = b.statusText(), b.testText()

	t.scholarName = resize(t.scholarName, 4)
	t.scholarBody = resize(t.scholarBody, 4)
	t.scTip = resize(t.scTip, 4)
	for i := range d.Scholars {
		sc := &d.Scholars[i]
		t.scholarName[i] = sc.Name
		t.scholarBody[i] = sc.Profession + "\n" + b.sideLine(&sc.Side[0]) + "\n" + strings.Join(sc.Side[0].AbilityNames, ", ")
		t.scTip[i] = b.scholarTip(i, false)
	}
	t.newTile, t.newTileTip = "", ""
	if b.pendOK && b.pend.Op == "place" && b.pend.Zone >= 0 {
		t.newTile = d.Zones[b.pend.Zone].Name
		t.newTileTip = b.Tf("dungeonologyboard.tip.new_tile", map[string]any{"zone": d.Zones[b.pend.Zone].Name}) +
			"\n" + b.zoneTip(b.pend.Zone)
	}
}

// zoneNumber is a zone's level and number ("II-4"; the start zone "S").
func zoneNumber(z *dungeonology.Zone) string {
	if z.Number == 0 {
		return "Start"
	}
	return roman[z.Level] + "-" + itoa(int(z.Number))
}

func resize(s []string, n int) []string {
	if cap(s) < n {
		return make([]string, n)
	}
	s = s[:n]
	for i := range s {
		s[i] = ""
	}
	return s
}

// flagsOf words a seat's state on its panel's head line.
func (b *Board) flagsOf(i int) string {
	s := &b.seats[i]
	var parts []string
	if s.Rank > 0 {
		parts = append(parts, b.Tf("dungeonologyboard.flag.published", map[string]any{"n": s.Rank}))
	} else if s.Finished {
		parts = append(parts, b.T("dungeonologyboard.flag.finished"))
	}
	if s.Inspired {
		parts = append(parts, b.T("dungeonologyboard.flag.inspired"))
	}
	if i == b.view.UIActive() && !b.view.UIOver() && !b.setup() {
		parts = append(parts, b.T("dungeonologyboard.flag.turn"))
	}
	return strings.Join(parts, " · ")
}

// statsOf is a seat's figures beside its note board, with icons.
func (b *Board) statsOf(i int) []string {
	s := &b.seats[i]
	sp := itoa(s.Speed)
	if i == b.view.UIActive() && b.view.UIPhase() >= 1 && b.view.UIPhase() <= 4 {
		sp = itoa(s.SpeedLeft) + "/" + itoa(s.Speed)
	}
	l1 := b.Tf("dungeonologyboard.stats.1", map[string]any{"students": s.Students, "fatigue": s.Fatigue,
		"stamina": s.Stamina, "speed": sp})
	l2 := b.Tf("dungeonologyboard.stats.2", map[string]any{"cards": s.HandSize, "limit": s.Cards,
		"stars": s.Stars, "bonus": s.ResearchBonus})
	var extra []string
	if j := len(s.JinxUp) + s.JinxDown; j > 0 {
		extra = append(extra, b.Tf("dungeonologyboard.stats.jinx", map[string]any{"n": j}))
	}
	if len(s.Interns) > 0 {
		extra = append(extra, b.Tf("dungeonologyboard.stats.interns", map[string]any{"n": len(s.Interns)}))
	}
	if s.Knowledge {
		extra = append(extra, b.T("dungeonologyboard.stats.knowledge"))
	}
	out := []string{l1, l2}
	if len(extra) > 0 {
		out = append(out, strings.Join(extra, " · "))
	}
	return out
}

// panelTip is the whole of a seat's panel in words.
func (b *Board) panelTip(i int) string {
	s := &b.seats[i]
	if s.Scholar < 0 {
		return b.Tf("dungeonologyboard.tip.no_scholar", map[string]any{"name": b.SeatName(i)})
	}
	d := b.d
	var sb strings.Builder
	sb.WriteString(b.Tf("dungeonologyboard.tip.panel", map[string]any{"name": b.SeatName(i),
		"scholar": d.Scholars[s.Scholar].Name, "students": s.Students, "fatigue": s.Fatigue, "stamina": s.Stamina,
		"speed": s.Speed, "cards": s.HandSize, "limit": s.Cards, "stars": s.Stars, "bonus": s.ResearchBonus}))
	if i == b.view.UIActive() {
		sb.WriteString("\n" + b.speedText(i))
	}
	if s.Inspired {
		sb.WriteString("\n" + b.T("dungeonologyboard.tip.inspired"))
	}
	if s.Knowledge {
		sb.WriteString("\n" + b.T("dungeonologyboard.tip.knowledge"))
	}
	for _, j := range s.JinxUp {
		sb.WriteString("\n" + b.Tf("dungeonologyboard.tip.jinx", map[string]any{"name": d.Jinxes[j].Name, "text": d.Jinxes[j].Text}))
	}
	if s.JinxDown > 0 {
		sb.WriteString("\n" + b.Tf("dungeonologyboard.tip.jinx_down", map[string]any{"n": s.JinxDown}))
	}
	for _, in := range s.Interns {
		sb.WriteString("\n" + b.Tf("dungeonologyboard.tip.intern", map[string]any{"name": d.Interns[in].Name, "text": d.Interns[in].Text}))
	}
	sb.WriteString("\n" + b.scholarTip(s.Scholar, s.Inspired))
	return sb.String()
}

// sideLine is a scholar card side's figures in one line.
func (b *Board) sideLine(sd *dungeonology.Side) string {
	return b.Tf("dungeonologyboard.side", map[string]any{"students": int(sd.Students), "cards": int(sd.Cards),
		"speed": int(sd.Speed), "int": int(sd.Intelligence), "stamina": int(sd.Stamina)})
}

// scholarTip is a scholar card: figures, abilities, the Knowledge
// combination.
func (b *Board) scholarTip(sc int, inspired bool) string {
	d := b.d
	s := &d.Scholars[sc]
	side := 0
	key := "dungeonologyboard.tip.scholar"
	if inspired {
		side = 1
		key = "dungeonologyboard.tip.scholar_inspired"
	}
	sd := &s.Side[side]
	var sb strings.Builder
	sb.WriteString(b.Tf(key, map[string]any{"name": s.Name, "profession": s.Profession}))
	sb.WriteString("\n" + b.sideLine(sd))
	for k, name := range sd.AbilityNames {
		sb.WriteString("\n" + name)
		if k < len(sd.AbilityTexts) && sd.AbilityTexts[k] != "" {
			sb.WriteString(": " + sd.AbilityTexts[k])
		}
	}
	var know []string
	for c, n := range s.Knowledge {
		if n > 0 {
			know = append(know, itoa(int(n))+"× "+d.CubeNames[c])
		}
	}
	if len(know) > 0 {
		sb.WriteString("\n" + b.Tf("dungeonologyboard.tip.combination", map[string]any{"cubes": strings.Join(know, ", ")}))
	}
	return sb.String()
}

// columnTip words one column of a note board.
func (b *Board) columnTip(i, c int) string {
	d := b.d
	s := &b.seats[i]
	var stars, bonus []string
	for k := 0; k < int(d.Capacity[c]); k++ {
		if d.StarAt[c]&(1<<k) != 0 {
			stars = append(stars, itoa(k+1))
		}
		if d.ResearchAt[c]&(1<<k) != 0 {
			bonus = append(bonus, itoa(k+1))
		}
	}
	return b.Tf("dungeonologyboard.tip.column", map[string]any{"name": b.SeatName(i), "cube": d.CubeNames[c],
		"n": s.Columns[c], "max": int(d.Capacity[c]), "value": int(d.CubeValues[c]),
		"stars": orNone(b, strings.Join(stars, ", ")), "bonus": orNone(b, strings.Join(bonus, ", "))})
}

func orNone(b *Board, s string) string {
	if s == "" {
		return b.T("dungeonologyboard.none")
	}
	return s
}

// speedText words the speed left of seat's scholar in its movement.
func (b *Board) speedText(seat int) string {
	if seat < 0 || seat >= len(b.seats) {
		return ""
	}
	if b.pendOK && b.pend.Op == "move" && b.pend.Seat == seat {
		return b.Env.Loc.Plural("dungeonologyboard.speed.card", b.pend.N, nil)
	}
	if seat != b.view.UIActive() {
		return ""
	}
	s := &b.seats[seat]
	return b.Tf("dungeonologyboard.speed.left", map[string]any{"n": s.SpeedLeft, "of": s.Speed})
}

func (b *Board) alertTexts() (title, line, tip string) {
	c, d := &b.camp, b.d
	if c.Alert < 0 || c.Alert >= len(d.Alerts) {
		return b.T("dungeonologyboard.alert"), "", ""
	}
	a := &d.Alerts[c.Alert]
	title = b.Tf("dungeonologyboard.alert.title", map[string]any{"level": a.Level})
	line = b.Tf("dungeonologyboard.alert.line", map[string]any{"n": c.OmegaSlots, "slots": int(a.Slots), "pen": c.ResearchPenalty})
	tip = b.Tf("dungeonologyboard.tip.alert", map[string]any{"level": a.Level, "n": c.OmegaSlots, "slots": int(a.Slots),
		"pen": c.ResearchPenalty})
	if c.AlertGone {
		line = b.T("dungeonologyboard.alert.gone")
	}
	if c.MaxAlert {
		tip += "\n" + b.T("dungeonologyboard.tip.max_alert")
	}
	return title, line, tip
}

func (b *Board) panicTexts() (title, line, tip string) {
	c, d := &b.camp, b.d
	title = b.T("dungeonologyboard.panic")
	if c.Panic < 0 || c.Panic >= len(d.Panics) {
		return title, b.T("dungeonologyboard.face_down"), b.T("dungeonologyboard.tip.panic_down")
	}
	p := &d.Panics[c.Panic]
	return title, p.Name, p.Name + "\n" + strings.Join(p.Effects, "\n")
}

func (b *Board) clanTexts() (title, line, tip string) {
	c, d := &b.camp, b.d
	title = b.T("dungeonologyboard.clan")
	if c.Clan < 0 || c.Clan >= len(d.Clans) {
		return title, b.T("dungeonologyboard.face_down"), b.T("dungeonologyboard.tip.clan_down")
	}
	cl := &d.Clans[c.Clan]
	line = b.Tf("dungeonologyboard.clan.line", map[string]any{"name": cl.Name, "t": cl.Threshold})
	tip = b.Tf("dungeonologyboard.tip.clan", map[string]any{"name": cl.Name, "t": cl.Threshold,
		"mods": b.view.UIClanMods(c.Clan)})
	return title, line, tip
}

func (b *Board) bossTexts() (title, line, tip string) {
	d := b.d
	side := b.view.UIBossSide()
	if side < 0 || side > 1 {
		side = 0
	}
	bs := &d.Boss[side]
	title = b.T("dungeonologyboard.boss")
	line = bs.Name
	where := b.T("dungeonologyboard.boss.off")
	if z := b.view.UIBossZone(); z >= 0 && z < len(b.tiles) {
		where = b.Tf("dungeonologyboard.boss.in", map[string]any{"zone": d.Zones[b.tiles[z].Zone].Name})
	}
	tip = bs.Name + "\n" + where + "\n" + bs.Description
	for _, s := range []string{bs.Detection, bs.Activation, bs.Encounter} {
		if s != "" {
			tip += "\n" + s
		}
	}
	return title, line, tip
}

func (b *Board) decksTip() string {
	c, d := &b.camp, b.d
	var sb strings.Builder
	last := b.T("dungeonologyboard.none")
	if t := d.Trick(c.LastDiscard); t != nil {
		last = t.Name
	}
	sb.WriteString(b.Tf("dungeonologyboard.tip.decks", map[string]any{"deck": c.Deck, "discard": c.Discard,
		"last": last, "jinx": c.JinxDeck}))
	for i, o := range c.Interns {
		owner := b.T("dungeonologyboard.intern.free")
		if o >= 0 {
			owner = b.SeatName(o)
		}
		sb.WriteString("\n" + b.Tf("dungeonologyboard.tip.intern_owner", map[string]any{"name": d.Interns[i].Name,
			"owner": owner, "text": d.Interns[i].Text}))
	}
	return sb.String()
}

// bonusText is a trick card's bonus level(s) on its face.
func (b *Board) bonusText(t *dungeonology.Trick) string {
	s := "+" + itoa(int(t.Bonus))
	if t.Centre > 0 {
		s += " / +" + itoa(int(t.Centre))
	}
	return s
}

// trickTip is a trick card's full text.
func (b *Board) trickTip(c int) string {
	d := b.d
	t := d.Trick(c)
	if t == nil {
		return ""
	}
	typ := ""
	if int(t.Type) < len(d.Types) {
		typ = d.Types[t.Type].Name
	}
	var sb strings.Builder
	sb.WriteString(b.Tf("dungeonologyboard.tip.trick", map[string]any{"name": t.Name, "type": typ,
		"bonus": b.bonusText(t), "timing": b.T("dungeonologyboard.timing." + itoa(int(t.Timing)))}))
	sb.WriteString("\n" + b.view.UIUseText(c, 1))
	var aux []string
	for use := 2; use <= 5; use++ {
		if s := b.auxText(c, use); s != "" {
			aux = append(aux, s)
		}
	}
	if len(aux) > 0 {
		sb.WriteString("\n" + b.Tf("dungeonologyboard.tip.aux", map[string]any{"text": strings.Join(aux, "; ")}))
	}
	if t.Flavour != "" {
		sb.WriteString("\n„" + t.Flavour + "”")
	}
	return sb.String()
}

// auxText words auxiliary use of card c if the card has it.
func (b *Board) auxText(c, use int) string {
	t := b.d.Trick(c)
	switch t.Type {
	case 1, 2: // podstępu, przeznaczenia: the blue and red numbers
		n := [6]uint8{0, 0, t.Blue, t.Red, t.Blue2, t.Red2}[use]
		if n == 0 {
			return ""
		}
	default:
		if use > 3 || (use == 3 && t.Type != 4) {
			return ""
		}
	}
	return b.view.UIUseText(c, use)
}

// zoneTip is a zone tile's data: level, alert, cubes, effects, passages.
func (b *Board) zoneTip(z int) string {
	d := b.d
	zd := &d.Zones[z]
	var cubes []string
	for _, c := range zd.Cubes {
		cubes = append(cubes, d.CubeNames[c])
	}
	s := b.Tf("dungeonologyboard.tip.zone", map[string]any{"name": zd.Name, "num": zoneNumber(zd),
		"level": d.Levels[max(0, int(zd.Level)-1)], "alert": int(zd.Alert),
		"cubes": orNone(b, strings.Join(cubes, ", ")), "effects": orNone(b, strings.Join(b.view.UIZoneEffects(z), ", "))})
	if doors := b.doorsText(zd); doors != "" {
		s += "\n" + doors
	}
	return s
}

var edgeKeys = [4]string{"n", "e", "s", "w"}

// doorsText words a zone's coloured doors.
func (b *Board) doorsText(zd *dungeonology.Zone) string {
	var parts []string
	for seg, m := range zd.Doors {
		if m == 0 || zd.Passages&(1<<seg) == 0 {
			continue
		}
		var cols []string
		for c := 0; c < 5; c++ {
			if m&(1<<c) != 0 {
				cols = append(cols, b.d.CubeNames[c])
			}
		}
		parts = append(parts, b.T("dungeonologyboard.edge."+edgeKeys[seg/2])+": "+strings.Join(cols, " + "))
	}
	if len(parts) == 0 {
		return ""
	}
	return b.Tf("dungeonologyboard.tip.doors", map[string]any{"doors": strings.Join(parts, "; ")})
}

// tileTip is a placed zone's tooltip: the zone, what lies there and who.
func (b *Board) tileTip(i int) string {
	ti := &b.tiles[i]
	d := b.d
	var sb strings.Builder
	sb.WriteString(b.zoneTip(ti.Zone))
	var cubes []string
	for _, c := range ti.Cubes {
		if c >= 0 {
			cubes = append(cubes, d.CubeNames[c])
		}
	}
	sb.WriteString("\n" + b.Tf("dungeonologyboard.tip.lying", map[string]any{"cubes": orNone(b, strings.Join(cubes, ", "))}))
	var tok []string
	if ti.Traps > 0 {
		tok = append(tok, b.Env.Loc.Plural("dungeonologyboard.tok.traps", ti.Traps, nil))
	}
	if ti.SecretX {
		tok = append(tok, b.T("dungeonologyboard.tok.secret"))
	}
	if ti.Teleport {
		tok = append(tok, b.T("dungeonologyboard.tok.teleport"))
	}
	if len(tok) > 0 {
		sb.WriteString("\n" + strings.Join(tok, " · "))
	}
	var who []string
	for s, si := range b.seats {
		if si.Scholar >= 0 && !si.Finished && si.Zone == i {
			who = append(who, b.Env.Loc.Plural("dungeonologyboard.tip.who", si.Students,
				map[string]any{"name": b.SeatName(s), "scholar": d.Scholars[si.Scholar].Name}))
		}
	}
	if ti.Boss {
		who = append(who, d.BossName)
	}
	if len(who) > 0 {
		sb.WriteString("\n" + b.Tf("dungeonologyboard.tip.here", map[string]any{"who": strings.Join(who, "; ")}))
	}
	return sb.String()
}

// statusText is the line above the map: round, phase, whose turn.
func (b *Board) statusText() string {
	g := b.view
	if g.UIOver() {
		return b.T("dungeonologyboard.status.over")
	}
	if b.setup() {
		return b.T("dungeonologyboard.status.setup")
	}
	act := g.UIActive()
	s := b.Tf("dungeonologyboard.status", map[string]any{"round": g.UIRound(), "name": b.SeatName(act),
		"phase": b.T("dungeonologyboard.phase." + itoa(g.UIPhase()))})
	if sp := b.speedText(act); sp != "" && (g.UIPhase() == 1 || g.UIPhase() == 3) {
		s += " · " + sp
	}
	if b.camp.MaxAlert {
		s += " · " + b.T("dungeonologyboard.status.max_alert")
	}
	return s
}

// testText is the stealth test under way, on the status line.
func (b *Board) testText() string {
	t := &b.test
	if !t.On {
		return ""
	}
	key := "dungeonologyboard.test.research"
	if t.Spy {
		key = "dungeonologyboard.test.spy"
	}
	s := b.Tf(key, map[string]any{"name": b.SeatName(t.Tester), "alert": t.Alert})
	if t.Revealed {
		s += " · " + b.Tf("dungeonologyboard.test.stealth", map[string]any{"n": t.Stealth})
	}
	return s
}

// promptFor says what is decided now.
func (b *Board) promptFor(g *dungeonology.Game, seat engine.Seat) string {
	cur := int(g.Current())
	if engine.Seat(cur) != seat {
		return b.Tf("dungeonologyboard.prompt.other", map[string]any{"name": b.SeatName(cur)})
	}
	if g.UIPhase() == 0 {
		return b.T("dungeonologyboard.prompt.setup")
	}
	if p, ok := g.UIPending(); ok && p.Op != "" {
		data := map[string]any{"n": p.N}
		if p.Op == "place" && p.Zone >= 0 {
			data["zone"] = g.Data().Zones[p.Zone].Name
		}
		key := "dungeonologyboard.prompt." + p.Op
		if b.Env.Loc.Has(key) {
			return b.Tf(key, data)
		}
		return b.T("dungeonologyboard.prompt.choose")
	}
	switch g.UIPhase() {
	case 1:
		return b.T("dungeonologyboard.prompt.open")
	case 3:
		return b.T("dungeonologyboard.prompt.move")
	case 4:
		return b.T("dungeonologyboard.prompt.action")
	}
	return b.T("dungeonologyboard.prompt.choose")
}

// updateTooltip shows the full Polish text under the pointer.
func (b *Board) updateTooltip(p interact.Pointer) bool {
	b.tipShown = b.tipAt(p.X, p.Y)
	return b.ShowTip(b.tipShown)
}

// tipAt is the text of what lies under a point.
func (b *Board) tipAt(x, y float64) string {
	if b.view == nil || !b.Area.Contains(x, y) {
		return ""
	}
	t := &b.txt
	if s := b.btns.ActText(x, y); s != "" {
		return s
	}
	if r, ok := b.newTileBox(); ok && r.Contains(x, y) {
		return t.newTileTip
	}
	m := b.lay.Map
	if m.Contains(x, y) {
		return b.mapTip(x, y)
	}
	if b.lay.Status.Contains(x, y) {
		return strings.TrimSpace(t.status + "\n" + t.test)
	}
	for i := len(b.handR) - 1; i >= 0; i-- {
		if b.handR[i].Contains(x, y) && i < len(t.handTip) {
			return t.handTip[i]
		}
	}
	for i := range b.lay.Players {
		pg := &b.lay.Players[i]
		if i >= len(t.panelTip) || !pg.Rect.Contains(x, y) {
			continue
		}
		for c, r := range pg.Cols {
			if r.Contains(x, y) && b.seats[i].Scholar >= 0 {
				return t.colTip[i][c]
			}
		}
		return t.panelTip[i]
	}
	switch {
	case b.lay.Fire.Contains(x, y):
		return t.fireTip
	case b.lay.Alert.Contains(x, y):
		return t.alertTip
	case b.lay.Panic.Contains(x, y):
		return t.panicTip
	case b.lay.Clan.Contains(x, y):
		return t.clanTip
	case b.lay.Boss.Contains(x, y):
		return t.bossTip
	case b.lay.Decks.Contains(x, y):
		return t.decksTip
	}
	for lv, r := range b.lay.Stacks {
		if r.Contains(x, y) {
			return t.stackTip[lv]
		}
	}
	return ""
}

// mapTip is the text of what lies under a point of the map.
func (b *Board) mapTip(x, y float64) string {
	t := &b.txt
	for i, r := range b.lay.Zoom {
		if r.Contains(x, y) {
			return b.T("dungeonologyboard.tip.zoom." + itoa(i))
		}
	}
	if b.setup() {
		for i, r := range b.scholarCards() {
			if r.Contains(x, y) && i < len(t.scTip) {
				return t.scTip[i]
			}
		}
		return ""
	}
	if pl, ok := b.mapPlaceAt(x, y); ok {
		switch pl.Kind {
		case PlacePos:
			for _, a := range b.legal {
				if placeOf(a, &b.mctx) == pl {
					return b.describe(a)
				}
			}
		case PlaceEdge:
			_, z := b.explorer()
			lv := 1
			if z >= 0 && z < len(b.tiles) {
				lv = int(b.d.Zones[b.tiles[z].Zone].Level)
			}
			return b.Tf("dungeonologyboard.tip.ghost", map[string]any{"edge": b.T("dungeonologyboard.edge." + edgeKeys[pl.I&3]),
				"level": roman[lv]})
		}
	}
	if i := b.tileAt(x, y); i >= 0 && i < len(t.tileTip) {
		return t.tileTip[i]
	}
	return ""
}
