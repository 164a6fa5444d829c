package donjonboard

import (
	"strconv"
	"strings"

	"stolik/render"
	"stolik/render/geom"
	"stolik/render/interact"
	"stolik/rules/donjon"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

// texts are every string the board shows, rebuilt only when the view
// changes, so drawing looks them up without formatting anything.
type texts struct {
	names      [4]string
	scores     [4]string
	areas      [donjon.NumAreas]string
	areaNames  [donjon.NumAreas]string
	info       [2]string
	terra      string
	power      string
	office     string
	sword      string
	swordDeck  string
	reserve    string
	potions    string
	potDeck    string
	empty      string
	vipName    [2]string
	vipTip     [2]string
	vipFace    [2]render.Face
	potText    [3]string
	potFace    [3]render.Face
	objName    [4]string
	objShort   [4]string
	objTip     [4]string
	objFace    [4]render.Face
	roomShort  [5]string
	roomTip    [5]string
	roomPower  [5]string
	roomFace   [5]render.Face
	locName    [donjon.NumLocs]string
	keeperTip  [4][3]string
	keeperLine [4][3]string
	keeperFace [4][3]render.Face
	keeperCap  string
	peeked     string
	tokensCap  string
	hidden     string
	penalty    [4]string
	groups     [4][5]string
	enlarge    string
	steps      string
	first      string
	legend     string
}

// short is a card's effect in a few words with icons, authored in the
// board's locale by card id (the data has only the full text); a card
// without one shows its full text, which the legibility test then flags.
func (b *Board) short(id, full string) string {
	key := "donjonboard.short." + id
	if b.Env.Loc != nil && b.Env.Loc.Has(key) {
		return b.T(key)
	}
	return full
}

func (b *Board) rebuildTexts() {
	g, d, l := b.view, b.d, b.Env.Loc
	t := &b.txt
	n := func(v int) map[string]any { return map[string]any{"n": v} }
	for s := 0; s < b.n && s < 4; s++ {
		t.names[s] = b.SeatName(s)
		t.scores[s] = l.T("donjonboard.score", n(g.UIProjectedScore(s)))
		k := g.UIKeeper(s)
		for i := 0; i < 3; i++ {
			t.keeperTip[s][i], t.keeperLine[s][i], t.keeperFace[s][i] = "", "", render.Face{}
			if !(k.Up || k.Peeked) || k.Tile < 0 || k.Tile >= len(d.Tiles) {
				continue
			}
			pw := d.Tiles[k.Tile].Powers[i]
			text, id := "", ""
			if int(pw) < len(d.Powers) {
				text, id = d.Powers[pw].Text, d.Powers[pw].ID
			}
			t.keeperLine[s][i] = b.short(id, text)
			args := map[string]any{"n": i + 1, "text": text, "v": k.Covered[i]}
			switch {
			case k.Peeked:
				t.keeperTip[s][i] = l.T("donjonboard.keeper_peeked", args)
			case k.Covered[i] > 0:
				t.keeperTip[s][i] = l.T("donjonboard.keeper_covered", args)
			default:
				t.keeperTip[s][i] = l.T("donjonboard.keeper_power", args)
			}
			t.keeperFace[s][i] = render.Face{Title: l.T("donjonboard.btn.keeper", n(i+1)), Kind: d.Tiles[k.Tile].Name,
				Effect: t.keeperLine[s][i], Text: text, Accent: colKeeper}
		}
		res, _ := g.UIPenalties(s)
		t.penalty[s] = l.T("donjonboard.penalties", n(res))
		for r := 1; r <= 5; r++ {
			t.groups[s][r-1] = l.T("donjonboard.groups", n(g.GroupsIn(s, r)))
		}
	}
	for a := uint8(0); a < donjon.NumAreas; a++ {
		t.areaNames[a] = table.CapFirst(d.AreaNames[a])
		t.areas[a] = b.T("donjonboard.area." + strconv.Itoa(int(a))) // the short name on the board
	}
	t.terra = b.T("donjonboard.terra")
	t.power = b.T("donjonboard.power")
	t.office = b.T("donjonboard.office")
	deck, terrace := g.UIInn()
	th, inns := g.UIGraveyard()
	t.info[0] = l.T("donjonboard.info_threat", map[string]any{"deck": g.ThreatLeft(), "row": g.UIThreatRow(), "players": g.Players()})
	t.info[1] = l.T("donjonboard.info_inn", map[string]any{"inn": deck, "terrace": terrace, "grave": th + inns})
	sd, _ := g.UISwords()
	t.sword = b.T("donjonboard.sword_short")
	t.swordDeck = l.T("donjonboard.deck", n(sd))
	t.reserve = b.T("donjonboard.vip_reserve")
	vd, vm := g.UIVIPs()
	t.empty = b.T("donjonboard.empty")
	_ = vd
	for i, c := range vm {
		t.vipName[i], t.vipTip[i], t.vipFace[i] = "", "", render.Face{}
		if c >= 0 && c < len(d.VIPs) {
			v := &d.VIPs[c]
			t.vipName[i] = v.Name
			t.vipTip[i] = v.Name + ": " + v.Text
			t.vipFace[i] = render.Face{Title: v.Name, Kind: b.T("donjonboard.kind.vip"), Effect: b.short(v.ID, v.Text),
				Text: v.Text, Accent: colVIPCard}
		}
	}
	pd, pm := g.UIPotions()
	t.potions = b.T("donjonboard.potion_deck")
	t.potDeck = l.T("donjonboard.deck", n(pd))
	for i, c := range pm {
		t.potText[i], t.potFace[i] = "", render.Face{}
		if c >= 0 && c < len(d.Potions) {
			p := &d.Potions[c]
			t.potText[i] = p.Text
			t.potFace[i] = render.Face{Kind: b.T("donjonboard.kind.potion"),
				Effect: b.short(p.ID, p.Text), Text: p.Text, Accent: colPotion}
		}
	}
	objs := g.Objectives()
	for i, oi := range objs {
		t.objName[i], t.objShort[i], t.objTip[i], t.objFace[i] = "", "", "", render.Face{}
		if int(oi) < len(d.Objectives) {
			o := &d.Objectives[oi]
			t.objName[i] = o.Name
			t.objShort[i] = b.short(o.ID, o.Text)
			t.objTip[i] = o.Name + "\n" + o.Text
			t.objFace[i] = render.Face{Title: o.Name, Kind: b.T("donjonboard.kind.objective"), Effect: t.objShort[i],
				Text: o.Text, Accent: colObjective}
		}
	}
	for r := 0; r < 5; r++ {
		rm := &d.Rooms[r]
		t.roomShort[r] = b.T("donjonboard.room." + strconv.Itoa(r+1))
		t.roomPower[r] = l.T("donjonboard.room_power."+strconv.Itoa(r+1), n(rm.Steps))
		t.roomTip[r] = strings.TrimSpace(table.CapFirst(d.LocNames[donjon.LocR1+uint8(r)]) + ": " + rm.Name + " — " + rm.Title + "\n" + rm.Text)
		t.roomFace[r] = render.Face{Title: table.CapFirst(d.LocNames[donjon.LocR1+uint8(r)]) + ": " + rm.Title,
			Kind: rm.Name, Effect: t.roomPower[r], Text: rm.Text, Accent: colRoom}
	}
	for i := range t.locName {
		t.locName[i] = table.CapFirst(d.LocNames[i])
	}
	t.hidden = b.T("donjonboard.keeper_hidden")
	t.keeperCap = b.T("donjonboard.keeper")
	t.peeked = b.T("donjonboard.keeper_peek_label")
	t.tokensCap = b.T("donjonboard.tokens")
	t.enlarge = b.T("donjonboard.enlarge")
	t.first = b.T("donjonboard.first")
	t.legend = b.T("donjonboard.legend")
	b.promptOK = false
	t.steps = ""
	if info, ok := g.UIPending(); ok && (info.Op == "steps" || info.Op == "teleport") {
		t.steps = l.T("donjonboard.steps_left", n(info.N))
	}
}

// rebuildChoices lays out the buttons for the gestures that are not
// places on the board, and refreshes what is highlighted.
func (b *Board) rebuildChoices() {
	l := b.Env.Loc
	b.choices = b.choices[:0]
	b.promptOK = false
	next := b.sel.Next()
	b.next = append(b.next[:0], next...)
	if !b.hasLegal || b.d == nil {
		return
	}
	pending := b.ctx.Pending
	add := func(label string, tok Token, cancel bool) {
		lb := render.NewTextBlock(b.Kit.Face(render.SizeBody, true), label, 0, geom.AlignCenter)
		lb.SetPainter(b.Kit.Painter)
		b.choices = append(b.choices, choice{tok: tok, cancel: cancel, btn: render.Button{Enabled: true, Label: lb}})
	}
	for _, t := range next {
		n := map[string]any{"n": int(t.A) + 1}
		switch t.Kind {
		case TokCount:
			add(l.T("donjonboard.btn.count", map[string]any{"n": int(t.A)}), t, false)
		case TokPotion:
			// The button names the potion (its short line), not its slot.
			f := b.txt.potFace[t.A%3]
			if f.Effect != "" {
				add(l.T("donjonboard.btn.potion_named", map[string]any{"text": f.Effect}), t, false)
			} else {
				add(l.T("donjonboard.btn.potion", n), t, false)
			}
		case TokVIP:
			if name := b.txt.vipName[t.A%2]; name != "" {
				add(l.T("donjonboard.btn.vip_named", map[string]any{"name": name}), t, false)
			} else {
				add(l.T("donjonboard.btn.vip", n), t, false)
			}
		case TokKeeper:
			add(l.T("donjonboard.btn.keeper", n), t, false)
		case TokType:
			if t.A < donjon.NumTypes {
				add("{"+render.IconName(typeIcons[t.A])+"} "+table.CapFirst(b.d.MonsterNames[t.A]), t, false)
			}
		case TokArea:
			if t.A == donjon.Pit && len(b.sel.Prefix()) > 0 {
				add(l.T("donjonboard.btn.pit", nil), t, false)
			} else if t.A < donjon.NumAreas {
				// "Do lasu", "Na bagna": where the monsters go.
				add(table.CapFirst(l.T("decl.to."+b.d.AreaNames[t.A], nil)), t, false)
			}
		case TokPass:
			key := "donjonboard.btn.pass"
			switch pending {
			case "steps":
				key = "donjonboard.btn.end_move"
			case "teleport":
				key = "donjonboard.btn.done"
			}
			add(l.T(key, nil), t, false)
		}
	}
	if len(b.sel.Prefix()) > 0 {
		add(l.T("donjonboard.btn.cancel", nil), Token{}, true)
	}
	b.relayoutButtons()
}

func (b *Board) relayoutButtons() {
	r := b.lay.Buttons
	// Labels shrink together (to table.MinText at the least) until the
	// row fits the strip.
	total := func() float64 {
		w := 0.0
		for i := range b.choices {
			lw, _ := b.choices[i].btn.Label.Size()
			w += max(84, lw+24) + 6
		}
		return w
	}
	for size := render.SizeBody - 0.5; size >= table.MinText && total() > r.W-4; size -= 0.5 {
		for i := range b.choices {
			b.choices[i].btn.Label.SetFace(b.Kit.Face(size, size >= 13))
		}
	}
	x := r.X + 4
	for i := range b.choices {
		c := &b.choices[i]
		w, _ := c.btn.Label.Size()
		bw := max(84, w+24)
		if x+bw > r.X+r.W {
			bw = max(40, r.X+r.W-x)
		}
		c.btn.Rect = geom.Rect{X: x, Y: r.Y + 4, W: bw, H: r.H - 8}
		x += bw + 6
	}
	// Mirrors for scripts that press buttons by label (scenes.Click).
	b.mirror.Reset()
	for i := range b.choices {
		c := &b.choices[i]
		b.mirror.Add(c.btn.Rect, c.btn.Label.Text())
	}
}

// Buttons lists the choice buttons with their labels, so scripts can press
// them like a mouse would.
func (b *Board) Buttons() []*ui.Button { return b.mirror.Buttons() }

// updateTooltip shows the full Polish text of whatever is under the
// cursor; it reports a change.
func (b *Board) updateTooltip(p interact.Pointer) bool {
	s := b.tipAt(p.X, p.Y)
	if b.drag.Busy() {
		s = ""
	}
	return b.ShowTip(s)
}

func (b *Board) tipAt(x, y float64) string {
	if b.view == nil || !b.Area.Contains(x, y) {
		return ""
	}
	t := &b.txt
	for i, r := range b.lay.Potions {
		if r.Contains(x, y) {
			return t.potText[i]
		}
	}
	for i, r := range b.lay.VIPs {
		if r.Contains(x, y) {
			return t.vipTip[i]
		}
	}
	for i, r := range b.lay.Obj {
		if r.Contains(x, y) {
			return t.objTip[i]
		}
	}
	for slot := range b.lay.Dungeons {
		dg := &b.lay.Dungeons[slot]
		if !dg.Rect.Contains(x, y) {
			continue
		}
		seat := b.order[slot]
		if seat >= 4 {
			return ""
		}
		for i, r := range dg.Keeper {
			if r.Contains(x, y) {
				if t.keeperTip[seat][i] == "" {
					return t.hidden
				}
				return t.keeperTip[seat][i]
			}
		}
		for _, r := range dg.Tokens {
			if r.Contains(x, y) {
				return t.penalty[seat]
			}
		}
		if dg.Mini {
			if dg.Header.Contains(x, y) && seat != int(b.seat) {
				return t.enlarge
			}
			return ""
		}
		for r := 0; r < 5; r++ {
			nr := dg.Rooms.Rect(r)
			if (geom.Rect{X: nr.X, Y: nr.Y, W: nr.W, H: 30}).Contains(x, y) {
				if b.view.GroupsIn(seat, r+1) > 0 && y > nr.Y+16 {
					return t.groups[seat][r]
				}
				return t.roomTip[r]
			}
		}
	}
	return ""
}
