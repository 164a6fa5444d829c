package dungeonologyboard

import (
	"strings"

	"stolik/render"
	"stolik/render/geom"
	"stolik/rules/dungeonology"
	"stolik/rules/engine"
	"stolik/scenes/table"
)

// The large card view and the cards shown on the table: every face comes
// from the view and the data, never from anything the board made up.

// trickFace is trick card c's face.
func (b *Board) trickFace(c int) (render.Face, bool) {
	t := b.d.Trick(c)
	if t == nil {
		return render.Face{}, false
	}
	return b.designFace(t, c), true
}

// designFace is a trick design's face (c: a physical card of it, for the
// rules' wording of its uses).
func (b *Board) designFace(t *dungeonology.Trick, c int) render.Face {
	d := b.d
	typ := ""
	if int(t.Type) < len(d.Types) {
		typ = d.Types[t.Type].Name
	}
	f := render.Face{Title: t.Name, Accent: typeCol[int(t.Type)%len(typeCol)],
		Kind: b.Tf("dungeonologyboard.kind.trick", map[string]any{"type": typ, "bonus": b.bonusText(t),
			"timing": b.T("dungeonologyboard.timing." + itoa(int(t.Timing)))}),
		Text: b.view.UIUseText(c, 1)}
	var aux []string
	for use := 2; use <= 5; use++ {
		if s := b.auxText(c, use); s != "" {
			aux = append(aux, s)
		}
	}
	if len(aux) > 0 {
		f.Text += "\n" + b.Tf("dungeonologyboard.tip.aux", map[string]any{"text": strings.Join(aux, "; ")})
	}
	if t.Flavour != "" {
		f.Note = "„" + t.Flavour + "”"
	}
	return f
}

// zoneFace is zone tile z's face.
func (b *Board) zoneFace(z int) render.Face {
	d := b.d
	zd := &d.Zones[z]
	f := render.Face{Title: zd.Name, Accent: colZoneAccent,
		Kind: b.Tf("dungeonologyboard.kind.zone", map[string]any{"level": d.Levels[max(0, int(zd.Level)-1)], "num": zoneNumber(zd)}),
		Text: b.zoneTip(z), Note: zd.Flavour}
	if i := strings.IndexByte(f.Text, '\n'); i >= 0 {
		f.Text = f.Text[i+1:] // the name is the title
	}
	return f
}

// scholarFace is scholar sc's card, on the side given.
func (b *Board) scholarFace(sc int, inspired bool) render.Face {
	s := &b.d.Scholars[sc]
	text := b.scholarTip(sc, inspired)
	if i := strings.IndexByte(text, '\n'); i >= 0 {
		text = text[i+1:]
	}
	kind := s.Profession
	if inspired {
		kind += " · " + b.T("dungeonologyboard.flag.inspired")
	}
	return render.Face{Title: s.Name, Kind: kind, Text: text, Note: s.Bio, Accent: colAlertCard}
}

// CardAt is the card (or tile) under (x, y) for the large view.
func (b *Board) CardAt(x, y float64) (render.Face, bool) {
	if b.view == nil || !b.Area.Contains(x, y) {
		return render.Face{}, false
	}
	d := b.d
	for i := len(b.handR) - 1; i >= 0; i-- {
		if b.handR[i].Contains(x, y) && i < len(b.hand) {
			return b.trickFace(b.hand[i])
		}
	}
	if r, ok := b.newTileBox(); ok && r.Contains(x, y) {
		return b.zoneFace(b.pend.Zone), true
	}
	if b.lay.Map.Contains(x, y) {
		if b.setup() {
			for i, r := range b.scholarCards() {
				if r.Contains(x, y) {
					return b.scholarFace(i, false), true
				}
			}
			return render.Face{}, false
		}
		if t := b.tileAt(x, y); t >= 0 {
			return b.zoneFace(b.tiles[t].Zone), true
		}
		return render.Face{}, false
	}
	for i := range b.lay.Players {
		if i < len(b.seats) && b.lay.Players[i].Head.Contains(x, y) && b.seats[i].Scholar >= 0 {
			return b.scholarFace(b.seats[i].Scholar, b.seats[i].Inspired), true
		}
	}
	c := &b.camp
	switch {
	case b.lay.Alert.Contains(x, y) && c.Alert >= 0 && c.Alert < len(d.Alerts):
		t := b.txt.alertTip
		return render.Face{Title: b.txt.alertT, Kind: b.T("dungeonologyboard.kind.alert"), Text: t, Accent: colAlertCard}, true
	case b.lay.Panic.Contains(x, y):
		if c.Panic < 0 || c.Panic >= len(d.Panics) {
			return render.Face{Kind: b.T("dungeonologyboard.kind.panic"), Back: true, Accent: colCardBack}, true
		}
		return b.panicFace(c.Panic), true
	case b.lay.Clan.Contains(x, y):
		if c.Clan < 0 || c.Clan >= len(d.Clans) {
			return render.Face{Kind: b.T("dungeonologyboard.kind.clan"), Back: true, Accent: colCardBack}, true
		}
		return b.clanFace(c.Clan), true
	case b.lay.Boss.Contains(x, y):
		side := b.view.UIBossSide()
		if side < 0 || side > 1 {
			side = 0
		}
		bs := &d.Boss[side]
		text := bs.Detection + "\n" + bs.Activation + "\n" + bs.Encounter
		return render.Face{Title: bs.Name, Kind: b.T("dungeonologyboard.kind.boss"), Text: text, Note: bs.Description,
			Accent: colLaetus}, true
	}
	return render.Face{}, false
}

func (b *Board) panicFace(p int) render.Face {
	pc := &b.d.Panics[p]
	return render.Face{Title: pc.Name, Kind: b.T("dungeonologyboard.kind.panic"),
		Text: pc.University + "\n" + strings.Join(pc.Effects, "\n"), Note: pc.Flavour, Accent: colOmega}
}

func (b *Board) clanFace(c int) render.Face {
	cl := &b.d.Clans[c]
	return render.Face{Title: cl.Name, Kind: b.T("dungeonologyboard.kind.clan"),
		Text:   b.Tf("dungeonologyboard.clan.face", map[string]any{"t": cl.Threshold, "mods": b.view.UIClanMods(c)}),
		Accent: colCardBack}
}

// Show turns what the rules revealed into a card on the table: a zone tile
// drawn, another player's trick card played, a card turned by divination,
// a jinx turned face up, the Panic card at Max Alert, the Clan card looked
// at (only on the screen of the seat the event is for) or revealed at the
// end.
func (b *Board) Show(ev engine.Event, view engine.Game) (table.Shown, bool) {
	g, ok := view.(*dungeonology.Game)
	if !ok || b.lay.Map.W <= 0 {
		return table.Shown{}, false
	}
	if b.view == nil || b.d == nil {
		b.view, b.d = g, g.Data()
	}
	d := g.Data()
	str := func(k string) string { s, _ := ev.Args[k].(string); return s }
	mid := geom.Rect{}
	switch ev.Key {
	case "dungeonology.zone_drawn":
		for z := range d.Zones {
			if d.Zones[z].Name == str("zone") {
				from := geom.Rect{}
				if lv := int(d.Zones[z].Level); lv >= 1 && lv <= 3 {
					from = b.lay.Stacks[lv-1]
				}
				return table.Shown{Face: b.zoneFace(z), From: from, To: mid}, true
			}
		}
	case "dungeonology.card_main", "dungeonology.card_aux", "dungeonology.divination":
		if ev.Seat == b.seat && ev.Key != "dungeonology.divination" {
			return table.Shown{}, false // the player knows the card just played
		}
		for i := range d.Tricks {
			if t := &d.Tricks[i]; t.Name == str("card") {
				c := b.physical(i)
				return table.Shown{Face: b.designFace(t, c), From: mid, To: b.lay.Decks}, true
			}
		}
	case "dungeonology.jinx_revealed":
		for i := range d.Jinxes {
			if j := &d.Jinxes[i]; j.Name == str("card") {
				f := render.Face{Title: j.Name, Kind: b.T("dungeonologyboard.kind.jinx"), Text: j.Text, Note: j.Flavour, Accent: colCardBack}
				var to geom.Rect
				if s := int(ev.Seat); s >= 0 && s < len(b.lay.Players) {
					to = b.lay.Players[s].Rect
				}
				return table.Shown{Face: f, To: to}, true
			}
		}
	case "dungeonology.max_alert":
		for i := range d.Panics {
			if d.Panics[i].Name == str("panic") {
				return table.Shown{Face: b.panicFace(i), From: b.lay.Panic, To: b.lay.Panic}, true
			}
		}
	case "dungeonology.clan_seen", "dungeonology.clan_revealed":
		for i := range d.Clans {
			if d.Clans[i].Name == str("clan") {
				return table.Shown{Face: b.clanFace(i), From: b.lay.Clan, To: b.lay.Clan}, true
			}
		}
	}
	return table.Shown{}, false
}

// physical is a physical card of trick design i (for the wording of its
// uses, which depends only on the design).
func (b *Board) physical(i int) int {
	for c := range b.d.Deck {
		if int(b.d.Deck[c]) == i {
			return c
		}
	}
	return 0
}
