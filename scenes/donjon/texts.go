package donjonboard

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"stolik/render"
	"stolik/render/geom"
	"stolik/render/interact"
	"stolik/rules/donjon"
	"stolik/scenes/ui"
)

// texts are every string the board shows, rebuilt only when the view
// changes, so drawing looks them up without formatting anything.
type texts struct {
	names       [4]string
	scores      [4]string
	areas       [donjon.NumAreas]string
	areaNames   [donjon.NumAreas]string
	info        [5]string
	terra       string
	power       string
	office      string
	sword       string
	swordDeck   string
	reserve     string
	potions     string
	potDeck     string
	vipDeck     string
	empty       string
	vipName     [2]string
	vipTip      [2]string
	potText     [3]string
	objName     [4]string
	objTip      [4]string
	roomTitle   [5]string
	roomTip     [5]string
	locName     [donjon.NumLocs]string
	keeperTip   [4][3]string
	keeperShort [4][3]string
	keeperCap   string
	peeked      string
	tokensCap   string
	hidden      string
	penalty     [4]string
	groups      [4][5]string
	enlarge     string
	steps       string
	first       string
}

func capFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

func (b *Board) rebuildTexts() {
	g, d, l := b.view, b.d, b.Env.Loc
	t := &b.txt
	n := func(v int) map[string]any { return map[string]any{"n": v} }
	for s := 0; s < b.n && s < 4; s++ {
		name := "?"
		if s < len(b.Env.Names) {
			name = b.Env.Names[s]
		}
		t.names[s] = name
		t.scores[s] = l.T("donjonboard.score", n(g.UIProjectedScore(s)))
		k := g.UIKeeper(s)
		for i := 0; i < 3; i++ {
			t.keeperTip[s][i], t.keeperShort[s][i] = "", ""
			if !(k.Up || k.Peeked) || k.Tile < 0 || k.Tile >= len(d.Tiles) {
				continue
			}
			pw := d.Tiles[k.Tile].Powers[i]
			text := ""
			if int(pw) < len(d.Powers) {
				text = d.Powers[pw].Text
			}
			t.keeperShort[s][i] = text
			args := map[string]any{"n": i + 1, "text": text, "v": k.Covered[i]}
			if k.Peeked {
				t.keeperTip[s][i] = l.T("donjonboard.keeper_peeked", args)
			} else if k.Covered[i] > 0 {
				t.keeperTip[s][i] = l.T("donjonboard.keeper_covered", args)
			} else {
				t.keeperTip[s][i] = l.T("donjonboard.keeper_power", args)
			}
		}
		res, _ := g.UIPenalties(s)
		t.penalty[s] = l.T("donjonboard.penalties", n(res))
		for r := 1; r <= 5; r++ {
			t.groups[s][r-1] = l.T("donjonboard.groups", n(g.GroupsIn(s, r)))
		}
	}
	for a := uint8(0); a < donjon.NumAreas; a++ {
		t.areas[a] = capFirst(d.AreaNames[a]) + " (" + strconv.Itoa(g.UIAreaTotal(a)) + ")"
		t.areaNames[a] = capFirst(d.AreaNames[a])
	}
	t.terra = l.T("donjonboard.terra", nil)
	t.power = l.T("donjonboard.power", nil)
	t.office = l.T("donjonboard.office", nil)
	deck, terrace := g.UIInn()
	th, inns := g.UIGraveyard()
	t.info[0] = l.T("donjonboard.threat_deck", n(g.ThreatLeft()))
	t.info[1] = l.T("donjonboard.threat_row", map[string]any{"n": g.UIThreatRow(), "players": g.Players()})
	t.info[2] = l.T("donjonboard.inn", n(deck))
	t.info[3] = l.T("donjonboard.terrace", n(terrace))
	t.info[4] = l.T("donjonboard.graveyard", n(th+inns))
	sd, _ := g.UISwords()
	t.sword = l.T("donjonboard.sword", nil)
	t.swordDeck = l.T("donjonboard.deck", n(sd))
	t.reserve = l.T("donjonboard.vip_reserve", nil)
	vd, vm := g.UIVIPs()
	t.vipDeck = l.T("donjonboard.deck", n(vd))
	t.empty = l.T("donjonboard.empty", nil)
	for i, c := range vm {
		t.vipName[i], t.vipTip[i] = "", ""
		if c >= 0 && c < len(d.VIPs) {
			t.vipName[i] = d.VIPs[c].Name
			t.vipTip[i] = d.VIPs[c].Name + ": " + d.VIPs[c].Text
		}
	}
	pd, pm := g.UIPotions()
	t.potions = l.T("donjonboard.potion_deck", nil)
	t.potDeck = l.T("donjonboard.deck", n(pd))
	for i, c := range pm {
		t.potText[i] = ""
		if c >= 0 && c < len(d.Potions) {
			t.potText[i] = d.Potions[c].Text
		}
	}
	objs := g.Objectives()
	for i, oi := range objs {
		t.objName[i], t.objTip[i] = "", ""
		if int(oi) < len(d.Objectives) {
			o := &d.Objectives[oi]
			t.objName[i] = o.Name
			t.objTip[i] = o.Name + "\n" + o.Text
		}
	}
	for r := 0; r < 5; r++ {
		rm := &d.Rooms[r]
		t.roomTitle[r] = rm.Title
		t.roomTip[r] = strings.TrimSpace(capFirst(d.LocNames[donjon.LocR1+uint8(r)]) + ": " + rm.Name + " — " + rm.Title + "\n" + rm.Text)
	}
	for i := range t.locName {
		t.locName[i] = capFirst(d.LocNames[i])
	}
	t.hidden = l.T("donjonboard.keeper_hidden", nil)
	t.keeperCap = l.T("donjonboard.keeper", nil)
	t.peeked = l.T("donjonboard.keeper_peek_label", nil)
	t.tokensCap = l.T("donjonboard.tokens", nil)
	t.enlarge = l.T("donjonboard.enlarge", nil)
	t.first = l.T("donjonboard.first", nil)
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
		b.choices = append(b.choices, choice{tok: tok, cancel: cancel,
			btn: render.Button{Enabled: true, Label: render.NewTextBlock(b.Kit.Face(render.SizeBody, true), label, 0, geom.AlignCenter)}})
	}
	for _, t := range next {
		n := map[string]any{"n": int(t.A) + 1}
		switch t.Kind {
		case TokCount:
			add(l.T("donjonboard.btn.count", map[string]any{"n": int(t.A)}), t, false)
		case TokPotion:
			add(l.T("donjonboard.btn.potion", n), t, false)
		case TokVIP:
			name := b.txt.vipName[t.A%2]
			if name == "" {
				name = l.T("donjonboard.btn.vip", n)
			}
			add(name, t, false)
		case TokKeeper:
			add(l.T("donjonboard.btn.keeper", n), t, false)
		case TokType:
			if t.A < donjon.NumTypes {
				add(capFirst(b.d.MonsterNames[t.A]), t, false)
			}
		case TokArea:
			if t.A == donjon.Pit && len(b.sel.Prefix()) > 0 {
				add(l.T("donjonboard.btn.pit", nil), t, false)
			} else if t.A < donjon.NumAreas {
				add(b.txt.areaNames[t.A], t, false)
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
