package discoverboard

import (
	"image/color"
	"strings"

	"stolik/render"
	"stolik/render/geom"
	"stolik/rules/discover"
	"stolik/rules/engine"
	"stolik/scenes/table"
)

// cardKind is a kind of card the board can show large.
type cardKind uint8

const (
	ckNone     cardKind = iota
	ckNumbered          // Data.Cards index: search, enemy, crafted item, encounter
	ckChar              // Data.Characters index
	ckQuest             // Data.Quests index
	ckNight             // Data.Night index
	ckThreat            // Data.Threats[colour] index
	ckProject           // Data.Projects index
	ckSupport           // Data.Support index
)

// cardRef names one card of the data.
type cardRef struct {
	kind cardKind
	i    int
}

// Card action sources of KindCard's A (the rules' encoding of a saved
// action): the character, an item, an upgrade in play, the quest card, a
// persistent threat.
const (
	srcChar uint8 = iota
	srcItem
	srcUpgrade
	srcQuest
	srcThreat
)

// Accents of the card kinds.
var (
	accSearch  = color.RGBA{0x6f, 0x8f, 0x4e, 0xff}
	accEnemy   = color.RGBA{0x9c, 0x3b, 0x2e, 0xff}
	accItem    = color.RGBA{0x4e, 0x72, 0x8f, 0xff}
	accEnc     = color.RGBA{0x8a, 0x5a, 0x9c, 0xff}
	accChar    = color.RGBA{0xb0, 0x8a, 0x3a, 0xff}
	accQuest   = color.RGBA{0xc8, 0x9b, 0x3c, 0xff}
	accNight   = color.RGBA{0x2e, 0x3b, 0x63, 0xff}
	accThreat  = color.RGBA{0x7a, 0x2e, 0x4f, 0xff}
	accProject = color.RGBA{0x5f, 0x6a, 0x48, 0xff}
	accDie     = color.RGBA{0x6b, 0x6b, 0x6b, 0xff}
)

// face is the face of a card of the data, as the seat at the screen may
// see it (the board asks only for cards the view shows).
func (b *Board) face(r cardRef) (render.Face, bool) {
	d := b.d
	if d == nil {
		return render.Face{}, false
	}
	switch r.kind {
	case ckNumbered:
		if r.i < 0 || r.i >= len(d.Cards) {
			break
		}
		return b.numberedFace(&d.Cards[r.i]), true
	case ckChar:
		if r.i < 0 || r.i >= len(d.Characters) {
			break
		}
		c := &d.Characters[r.i]
		return render.Face{Title: c.Name, Kind: b.T("discoverboard.kind.character") + " · " + c.Title,
			Text: d.Plain(c.Text), Note: c.Quote, Accent: accChar}, true
	case ckQuest:
		if r.i < 0 || r.i >= len(d.Quests) {
			break
		}
		q := &d.Quests[r.i]
		return render.Face{Title: q.Title, Kind: b.Tf("discoverboard.kind.quest", map[string]any{"stage": q.Stage}),
			Text: d.Plain(q.Text), Note: q.Story, Accent: accQuest}, true
	case ckNight:
		if r.i < 0 || r.i >= len(d.Night) {
			break
		}
		nc := &d.Night[r.i]
		var lines []string
		for _, st := range nc.Steps {
			lines = append(lines, st.Title+": "+d.Plain(st.Text))
		}
		return render.Face{Title: b.Tf("discoverboard.night.card", map[string]any{"index": nc.Index}),
			Kind: b.Tf("discoverboard.kind.night", map[string]any{"phase": int(nc.Phase)}),
			Text: strings.Join(lines, "\n"), Accent: accNight}, true
	case ckThreat:
		if b.t == nil || r.i < 0 || r.i >= len(d.Threats[0]) {
			break
		}
		tc := &d.Threats[b.t.ThreatColour][r.i]
		kind := b.T("discoverboard.kind.threat")
		if tc.Persistent {
			kind = b.T("discoverboard.kind.threat_persistent")
		}
		return render.Face{Title: tc.Title, Kind: kind, Text: d.Plain(tc.Text), Note: tc.Flavour, Accent: accThreat}, true
	case ckProject:
		if r.i < 0 || r.i >= len(d.Projects) {
			break
		}
		pr := &d.Projects[r.i]
		text := b.Tf("discoverboard.project.makes", map[string]any{"number": pr.Item})
		if pr.Fire {
			text += " " + b.T("discoverboard.project.fire")
		}
		return render.Face{Title: pr.Name, Kind: b.T("discoverboard.kind.project"), Cost: b.costText(pr.Cost),
			Text: text, Accent: accProject}, true
	case ckSupport:
		if r.i < 0 || r.i >= len(d.Support) {
			break
		}
		s := &d.Support[r.i]
		return render.Face{Title: s.Title, Kind: b.T("discoverboard.kind.support"), Text: d.Plain(s.Text), Accent: accChar}, true
	}
	return render.Face{}, false
}

// numberedFace is a numbered card: its number and title, kind, text (an
// enemy's defence, attack and health on the short line).
func (b *Board) numberedFace(c *discover.Card) render.Face {
	d := b.d
	f := render.Face{Title: itoa(c.Number) + ". " + c.Title, Text: d.Plain(c.Text), Note: c.Flavour, Accent: accSearch}
	switch {
	case c.Number == 100:
		f.Kind, f.Accent = b.T("discoverboard.kind.encounter"), accEnc
	case c.Defence > 0 || c.Health > 0:
		f.Kind, f.Accent = b.T("discoverboard.kind.enemy"), accEnemy
		f.Effect = b.enemyLine(c)
		if c.RewardText != "" {
			f.Text = strings.TrimSpace(f.Text + "\n" + b.Tf("discoverboard.enemy.reward", map[string]any{"text": d.Plain(c.RewardText)}))
		}
	case c.Number >= 89 && c.Number <= 99 || len(c.Actions) > 0 || c.Weapon:
		f.Kind, f.Accent = b.T("discoverboard.kind.item"), accItem
	default:
		f.Kind = b.T("discoverboard.kind.search")
	}
	if len(c.Traits) > 0 {
		f.Kind += " · " + strings.Join(c.Traits, ", ")
	}
	if f.Text == "" {
		f.Text = f.Effect
	}
	return f
}

// enemyLine is an enemy's defence, attack and health.
func (b *Board) enemyLine(c *discover.Card) string {
	att := "–"
	if c.Attack > 0 {
		att = itoa(int(c.Attack))
	}
	return b.Tf("discoverboard.enemy.stats", map[string]any{"defence": int(c.Defence), "attack": att, "health": int(c.Health)})
}

// costText is a project's cost in resources.
func (b *Board) costText(c [discover.NumRes]uint8) string {
	var parts []string
	for r, n := range c {
		if n > 0 {
			parts = append(parts, itoa(int(n))+"× "+b.d.ResNames[r])
		}
	}
	return strings.Join(parts, ", ")
}

// actionCard is the card an action names (its face opens from a button).
func (b *Board) actionCard(a engine.Action) cardRef {
	g := b.view
	if g == nil {
		return cardRef{}
	}
	switch a.Kind {
	case discover.KindCraft:
		if a.A == 1 {
			if t := g.UITable(); int(a.B) < len(t) {
				return cardRef{ckProject, t[a.B]}
			}
		} else if h := g.UIHand(int(g.Current())); int(a.B) < len(h) {
			return cardRef{ckProject, h[a.B]}
		}
	case discover.KindCard:
		hv := g.UIHero(int(g.Current()))
		switch a.A {
		case srcChar:
			if hv.Character >= 0 {
				return cardRef{ckChar, hv.Character}
			}
		case srcItem:
			if int(a.B) < len(hv.Items) {
				return cardRef{ckNumbered, hv.Items[a.B].Card}
			}
		case srcUpgrade:
			return cardRef{ckNumbered, int(a.B)}
		case srcQuest:
			q, _, _ := g.UIQuest()
			return cardRef{ckQuest, q}
		case srcThreat:
			if int(a.B) < len(hv.Threats) {
				return cardRef{ckThreat, hv.Threats[a.B]}
			}
		}
	case discover.KindChoose:
		switch g.UIDecision() {
		case "draft":
			if dealt := g.UIDealt(int(g.Current())); int(a.A) < len(dealt) {
				return cardRef{ckChar, dealt[a.A]}
			}
		case "support":
			if a.A > 0 {
				return cardRef{ckSupport, int(a.A) - 1}
			}
		}
	}
	return cardRef{}
}

// CardAt is the face of the card under (x, y): a button's card, an item,
// the quest, a hero's character, a threat, a project in the own hand, an
// enemy token face up on the map, the fight's enemy or the night card.
func (b *Board) CardAt(x, y float64) (render.Face, bool) {
	if b.view == nil {
		return render.Face{}, false
	}
	pt := geom.Pt{X: x, Y: y}
	for _, dc := range b.draft {
		if dc.rect.ContainsPt(pt) {
			return b.face(cardRef{ckChar, dc.char})
		}
	}
	if b.menuOn {
		for i, r := range b.menuRows {
			if r.ContainsPt(pt) && i < len(b.menuShow) {
				return b.face(b.menuShow[i].card)
			}
		}
		if b.menuRect.ContainsPt(pt) {
			return render.Face{}, false
		}
	}
	if b.deciding() {
		for i, r := range b.decSlot {
			if r.ContainsPt(pt) && i < len(b.decShow) {
				return b.face(b.decShow[i].card)
			}
		}
	} else {
		for _, row := range b.txt.rows {
			if row.rect.ContainsPt(pt) && row.card.kind != ckNone {
				return b.face(row.card)
			}
		}
	}
	if b.lay.Quest.ContainsPt(pt) {
		q, _, _ := b.view.UIQuest()
		return b.face(cardRef{ckQuest, q})
	}
	for i, r := range b.lay.Heroes {
		if r.ContainsPt(pt) {
			if c := b.view.UIHero(i).Character; c >= 0 {
				return b.face(cardRef{ckChar, c})
			}
		}
	}
	if b.boxOn() && b.box.ContainsPt(pt) {
		if c := b.view.UICombat(); c.On && c.Enemy >= 0 {
			return b.face(cardRef{ckNumbered, c.Enemy})
		}
		if on, card, _ := b.view.UINight(); on {
			return b.face(cardRef{ckNight, card})
		}
	}
	if x, ok := b.hexUnder(pt); ok {
		for _, m := range b.view.UIMonsters() {
			if m.Hex == x && m.Up {
				return b.face(cardRef{ckNumbered, m.Enemy})
			}
		}
	}
	return render.Face{}, false
}

// Show puts on the table what the rules reveal: a numbered card resolved,
// a threat card, the night card and each of its steps, a new quest stage,
// an enemy token turned face up, a die rolled.
func (b *Board) Show(ev engine.Event, view engine.Game) (table.Shown, bool) {
	g, ok := view.(*discover.Game)
	if !ok {
		return table.Shown{}, false
	}
	d := g.UIData()
	if b.d == nil {
		b.d, b.t = d, g.UITerrain()
	}
	arg := func(k string) string {
		s, _ := ev.Args[k].(string)
		return s
	}
	num := func(k string) int {
		n, _ := ev.Args[k].(int)
		return n
	}
	var f render.Face
	switch ev.Key {
	case "discover.card":
		f = render.Face{Title: itoa(num("number")) + ". " + arg("title"), Kind: b.T("discoverboard.kind.card"),
			Text: arg("text"), Accent: accSearch}
		if id, ok := b.cardByNumber(num("number"), arg("title")); ok {
			f = b.numberedFace(&d.Cards[id])
		}
	case "discover.threat":
		f = render.Face{Title: arg("title"), Kind: b.T("discoverboard.kind.threat"), Text: arg("text"), Accent: accThreat}
	case "discover.night":
		for i := range d.Night {
			if d.Night[i].Index == num("index") && int(d.Night[i].Phase) == num("phase") {
				f, _ = b.face(cardRef{ckNight, i})
			}
		}
		if f.Title == "" {
			return table.Shown{}, false
		}
	case "discover.night_step":
		f = render.Face{Title: arg("title"), Kind: b.T("discoverboard.kind.night_step"), Text: arg("text"), Accent: accNight}
	case "discover.stage":
		f = render.Face{Title: arg("title"), Kind: b.T("discoverboard.kind.stage"), Text: arg("text"), Accent: accQuest}
		for i := range d.Quests {
			if d.Quests[i].ID == arg("id") {
				f, _ = b.face(cardRef{ckQuest, i})
			}
		}
	case "discover.monster_up":
		id, ok := b.cardByNumber(num("number"), arg("title"))
		if !ok {
			return table.Shown{}, false
		}
		f = b.numberedFace(&d.Cards[id])
	case "discover.roll", "discover.leader_roll", "discover.dirty_roll":
		f = render.Face{Title: b.Tf("discoverboard.die.title", map[string]any{"roll": num("roll")}),
			Kind: b.T("discoverboard.kind.die"), Text: b.Env.Loc.EventNamed(ev, b.Env.Names), Accent: accDie}
	default:
		return table.Shown{}, false
	}
	return table.Shown{Face: f}, true
}

// cardByNumber finds a numbered card by its number and title (a number may
// have variants; the title picks the one revealed).
func (b *Board) cardByNumber(n int, title string) (int, bool) {
	d := b.d
	found := -1
	for _, id := range d.ByNumber[n] {
		if found < 0 || d.Cards[id].Title == title {
			found = int(id)
		}
	}
	return found, found >= 0
}
