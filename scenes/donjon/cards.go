package donjonboard

import (
	"stolik/render"
	"stolik/render/geom"
	"stolik/rules/donjon"
	"stolik/rules/engine"
	"stolik/scenes/table"
)

// The large card view and the cards shown on the table: a card's face
// comes from the view and the data (the names and texts the rules logged),
// never from anything the board made up.

// CardAt is the card (or tile, or room) under (x, y) for the large view.
func (b *Board) CardAt(x, y float64) (render.Face, bool) {
	if b.view == nil || !b.Area.Contains(x, y) {
		return render.Face{}, false
	}
	t := &b.txt
	for i, r := range b.lay.VIPs {
		if r.Contains(x, y) && t.vipFace[i].Text != "" {
			return t.vipFace[i], true
		}
	}
	for i, r := range b.lay.Potions {
		if r.Contains(x, y) && t.potFace[i].Text != "" {
			return t.potFace[i], true
		}
	}
	for i, r := range b.lay.Obj {
		if r.Contains(x, y) && t.objFace[i].Text != "" {
			return t.objFace[i], true
		}
	}
	for slot := range b.lay.Dungeons {
		dg := &b.lay.Dungeons[slot]
		if !dg.Rect.Contains(x, y) {
			continue
		}
		seat := b.order[slot]
		if seat >= 4 {
			return render.Face{}, false
		}
		for i, r := range dg.Keeper {
			if r.Contains(x, y) && t.keeperFace[seat][i].Text != "" {
				return t.keeperFace[seat][i], true
			}
		}
		if l, ok := dg.Hit(x, y); ok && l >= donjon.LocR1 {
			r := dg.Node(l)
			if dg.Mini || y < r.Y+roomHeadH {
				return t.roomFace[l-donjon.LocR1], true
			}
		}
	}
	return render.Face{}, false
}

// Show turns what the rules revealed into a card on the table: a Threat
// card, an inn card, a Sword Bearer, a new potion or VIP on the market, a
// Keeper tile turned up.
func (b *Board) Show(ev engine.Event, view engine.Game) (table.Shown, bool) {
	g, ok := view.(*donjon.Game)
	if !ok || len(b.lay.Dungeons) == 0 {
		return table.Shown{}, false
	}
	d := g.Data()
	str := func(k string) string { s, _ := ev.Args[k].(string); return s }
	lay := &b.lay
	switch ev.Key {
	case "donjon.threat_drawn":
		f := render.Face{Title: b.T("donjonboard.threat_title"), Kind: b.T("donjonboard.kind.threat"),
			Text: str("text"), Accent: colThreat}
		for i := range d.Threats {
			th := &d.Threats[i]
			if th.ID != str("card") {
				continue
			}
			for _, m := range th.Monsters {
				if m < donjon.NumTypes {
					f.Icons += "{" + render.IconName(typeIcons[m]) + "}"
				}
			}
			if th.Symbol {
				f.Note = b.T("donjonboard.threat_symbol")
			}
		}
		return table.Shown{Face: f, From: lay.Info, To: lay.Info}, true
	case "donjon.inn":
		f := render.Face{Title: str("card"), Kind: b.T("donjonboard.kind.inn"), Text: str("text"), Accent: colInn}
		return table.Shown{Face: f, From: lay.Info, To: lay.Info}, true
	case "donjon.sword":
		f := render.Face{Title: str("card"), Kind: b.T("donjonboard.kind.sword"), Text: str("text"), Accent: colCardBack}
		return table.Shown{Face: f, From: lay.Sword, To: lay.Sword}, true
	case "donjon.potion_refill":
		_, market := g.UIPotions()
		for i, c := range market {
			if c >= 0 && c < len(d.Potions) && d.Potions[c].ID == str("card") {
				p := &d.Potions[c]
				f := render.Face{Kind: b.T("donjonboard.kind.potion"), Effect: b.short(p.ID, p.Text), Text: p.Text, Accent: colPotion}
				f.Title = f.Kind
				return table.Shown{Face: f, From: lay.PDeck, To: lay.Potions[i]}, true
			}
		}
	case "donjon.vip_refill":
		_, market := g.UIVIPs()
		for i, c := range market {
			if c >= 0 && c < len(d.VIPs) && d.VIPs[c].Name == str("card") {
				v := &d.VIPs[c]
				f := render.Face{Title: v.Name, Kind: b.T("donjonboard.kind.vip"), Effect: b.short(v.ID, v.Text), Text: v.Text, Accent: colVIPCard}
				return table.Shown{Face: f, From: lay.Reserve, To: lay.VIPs[i]}, true
			}
		}
	case "donjon.keeper_revealed":
		f := render.Face{Title: str("tile"), Kind: b.T("donjonboard.kind.keeper"), Accent: colKeeper,
			Text: "1. " + str("p1") + "\n2. " + str("p2") + "\n3. " + str("p3")}
		var to geom.Rect
		if slot := b.slotOf(int(ev.Seat)); slot >= 0 && slot < len(lay.Dungeons) {
			dg := &lay.Dungeons[slot]
			to = union(dg.Keeper[0], dg.Keeper[2])
		}
		return table.Shown{Face: f, To: to}, true
	}
	return table.Shown{}, false
}
