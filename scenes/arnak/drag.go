package arnakboard

import (
	"math/bits"
	"strings"

	"stolik/render/geom"
	"stolik/render/interact"
	"stolik/rules/arnak"
	"stolik/rules/engine"
	"stolik/scenes/table"
)

// Dragging a hand card: onto a site it pays (part of) the travel cost of a
// dig or a discovery, onto the play area it is played for its effect. The
// legal list says which drops go through: a dig or discover action names
// the hand cards it spends in X (bit i = hand card i).

// targetPlay is the drop target id of the play area (sites are 0..n-1).
const targetPlay = 1000

// paysWith reports whether a is a dig or discovery that spends hand card i.
func paysWith(a engine.Action, i int) bool {
	return (a.Kind == arnak.KindDig || a.Kind == arnak.KindDiscover) && i >= 0 && i < 16 && a.X&(1<<i) != 0
}

// travelAct reports a dig or discovery at site.
func travelAct(a engine.Action, site int) bool {
	return (a.Kind == arnak.KindDig || a.Kind == arnak.KindDiscover) && int(a.A) == site
}

// spaceOfAct is the space a dig or discovery takes (a discovery takes 0).
func spaceOfAct(a engine.Action) int {
	if a.Kind == arnak.KindDig {
		return int(a.B)
	}
	return 0
}

// targetBuy is the drop target id of the player's area for a row card.
const targetBuy = 1001

// dragPlace is the place the card being dragged came from.
func (b *Board) dragPlace() Place {
	if b.dragRow {
		return Place{PlaceRow, b.dragCard}
	}
	return Place{PlaceHand, b.dragCard}
}

// buyable reports a legal action at row slot i (a purchase).
func (b *Board) buyable(i int) bool {
	for _, a := range b.legal {
		if a.Kind == arnak.KindBuy && int(a.A) == i {
			return true
		}
	}
	return false
}

// beginRowDrag starts dragging row card i: the hand panel and the own
// player panel take it (the purchase, or its choices on the buttons).
func (b *Board) beginRowDrag(i int, p interact.Pointer) {
	b.dragCard, b.dragRow, b.dragSite, b.dragSpace, b.dragHint = i, true, -1, -1, ""
	if b.subOn {
		b.closeSub()
	}
	r := b.lay.Row[i]
	b.drag.Begin(i, geom.Pt{X: r.X, Y: r.Y}, p)
	b.targets = append(b.targets[:0], interact.DropTarget{ID: targetBuy, Rect: b.lay.Hand, Legal: true})
	if s := int(b.seat); s >= 0 && s < len(b.lay.Players) {
		b.targets = append(b.targets, interact.DropTarget{ID: targetBuy, Rect: b.lay.Players[s], Legal: true})
	}
	b.dragSpaces = b.dragSpaces[:0]
	b.drag.SetTargets(b.targets)
}

// paysAt reports a dig or discovery at site that spends hand card i.
func (b *Board) paysAt(i, site int) bool {
	for _, a := range b.legal {
		if travelAct(a, site) && paysWith(a, i) {
			return true
		}
	}
	return false
}

// paysSomewhere reports hand card i paying for some dig or discovery.
func (b *Board) paysSomewhere(i int) bool {
	for _, a := range b.legal {
		if paysWith(a, i) {
			return true
		}
	}
	return false
}

// draggable: hand card i pays for some dig or can be played.
func (b *Board) draggable(i int) bool {
	for _, a := range b.legal {
		if paysWith(a, i) || (a.Kind == arnak.KindPlay && int(a.A) == i) {
			return true
		}
	}
	return false
}

// beginDrag starts dragging hand card i and offers every site and the play
// area as targets, lit where the legal list allows the drop.
func (b *Board) beginDrag(i int, p interact.Pointer) {
	b.dragCard, b.dragSite, b.dragSpace, b.dragHint, b.dragRow = i, -1, -1, "", false
	if b.subOn {
		b.closeSub()
	}
	r := b.handR[i]
	b.drag.Begin(i, geom.Pt{X: r.X, Y: r.Y}, p)
	b.targets = b.targets[:0]
	b.dragSpaces = b.dragSpaces[:0]
	for s, sr := range b.lay.Site {
		ok := false
		var spaces uint8
		for _, a := range b.legal {
			if travelAct(a, s) && paysWith(a, i) {
				ok = true
				spaces |= 1 << spaceOfAct(a)
			}
		}
		b.dragSpaces = append(b.dragSpaces, spaces)
		reason := ""
		if !ok {
			reason = b.siteReason(s, i)
		}
		b.targets = append(b.targets, interact.DropTarget{ID: s, Rect: sr, Legal: ok, Reason: reason})
	}
	play := false
	for _, a := range b.legal {
		if a.Kind == arnak.KindPlay && int(a.A) == i {
			play = true
		}
	}
	b.targets = append(b.targets, interact.DropTarget{ID: targetPlay, Rect: b.lay.playLine(), Legal: play,
		Reason: b.Tf("arnakboard.why.no_play", map[string]any{"card": b.handCardName(i)})})
	b.drag.SetTargets(b.targets)
}

// updateDrag feeds the drag machine one frame; done means out is final.
func (b *Board) updateDrag(p interact.Pointer) (out table.Outcome, done bool) {
	ev := b.drag.Update(p, 1.0/60)
	out.Redraw = ev.Kind != interact.DragNone || b.drag.Phase() == interact.DragReturning
	switch ev.Kind {
	case interact.DragClick:
		return b.clickPlace(b.dragPlace(), out), true
	case interact.DragStarted, interact.DragMoved:
		b.dragHover(p.X, p.Y)
	case interact.DragDropped:
		b.dragSite, b.dragHint = -1, ""
		if b.dragRow {
			return b.clickPlace(Place{PlaceRow, b.dragCard}, out), true
		}
		if ev.Target == targetPlay {
			return b.choose(engine.Action{Kind: arnak.KindPlay, A: uint8(b.dragCard)}), true
		}
		return b.dropOnSite(ev.Target, p.X, p.Y, out), true
	case interact.DragRejected:
		b.dragSite, b.dragHint = -1, ""
		if ev.Reason != "" {
			b.Msg.Say(ev.Reason)
		} else {
			b.Msg.Say(b.T("arnakboard.why.nowhere"))
		}
	case interact.DragReturned:
	}
	return out, false
}

// dropOnSite chooses the dig the card was dropped for: the only one that
// spends it there (on the space under the cursor first), or the site's
// choices narrowed to the ones that spend it.
func (b *Board) dropOnSite(site int, x, y float64, out table.Outcome) table.Outcome {
	i := b.dragCard
	sp := b.spaceAt(site, x, y)
	var only, onSpace engine.Action
	n, ns := 0, 0
	for _, a := range b.legal {
		if !travelAct(a, site) || !paysWith(a, i) {
			continue
		}
		n++
		only = a
		if spaceOfAct(a) == sp {
			ns++
			onSpace = a
		}
	}
	switch {
	case ns == 1:
		return b.choose(onSpace)
	case n == 1:
		return b.choose(only)
	case n == 0:
		b.Msg.Say(b.siteReason(site, i))
		return out
	}
	b.openSub(Place{PlaceSite, site}, i)
	return out
}

// spaceAt is the space of a site under (x, y): its line (-1 between
// lines); on a compact site, whose spaces stand side by side on one line,
// the one left or right of the gap before the second ring.
func (b *Board) spaceAt(site int, x, y float64) int {
	if site < 0 || site >= len(b.d.Sites) {
		return -1
	}
	n := min(2, len(b.d.Sites[site].Spaces))
	for sp := 0; sp < n; sp++ {
		c := b.spaceCentre(site, sp)
		if y < c.Y-8 || y >= c.Y+8 {
			continue
		}
		if b.lay.Compact && sp+1 < n && x >= b.spaceCentre(site, sp+1).X-11 {
			continue // the next space, on the same line
		}
		return sp
	}
	return -1
}

// dragHover words the travel cost of the space under the dragged card and
// whether this card (with the rest of the hand) pays it.
func (b *Board) dragHover(x, y float64) {
	if b.dragRow {
		return // a card to buy: only the player's area takes it
	}
	site := -1
	for s, r := range b.lay.Site {
		if r.Contains(x, y) {
			site = s
			break
		}
	}
	sp := -1
	if site >= 0 {
		sp = b.spaceAt(site, x, y)
		if sp < 0 {
			sp = 0
			for _, a := range b.legal {
				if travelAct(a, site) && paysWith(a, b.dragCard) {
					sp = spaceOfAct(a)
					break
				}
			}
		}
	}
	if site < 0 && b.lay.playLine().Contains(x, y) {
		site = targetPlay // the play area
	}
	if site == b.dragSite && sp == b.dragSpace {
		return
	}
	b.dragSite, b.dragSpace = site, sp
	b.dragHint = ""
	if site == targetPlay {
		i := b.dragCard
		if engine.Contains(b.legal, engine.Action{Kind: arnak.KindPlay, A: uint8(i)}) && i < len(b.hand) {
			b.dragHint = b.Tf("arnakboard.hint.play", map[string]any{"text": b.view.UIEffectText(b.d.Cards[b.hand[i]].Effect)})
		} else {
			b.dragHint = b.Tf("arnakboard.why.no_play", map[string]any{"card": b.handCardName(i)})
		}
		return
	}
	if site < 0 {
		return
	}
	cost := b.travelText(b.view.UISpace(site, sp))
	where := table.CapFirst(b.Tf("arnakboard.space", map[string]any{"n": sp + 1, "travel": cost}))
	if b.view.UISite(site).Tile == arnak.UINone && b.d.Sites[site].Level > 0 {
		where = b.Tf("arnakboard.hint.discover", map[string]any{"travel": cost})
	}
	var with, without engine.Action
	hasWith, hasWithout := false, false
	for _, a := range b.legal {
		if !travelAct(a, site) || spaceOfAct(a) != sp {
			continue
		}
		if paysWith(a, b.dragCard) && !hasWith {
			with, hasWith = a, true
		} else if !paysWith(a, b.dragCard) && !hasWithout {
			without, hasWithout = a, true
		}
	}
	switch {
	case hasWith:
		b.dragHint = b.Tf("arnakboard.hint.paid", map[string]any{"where": where, "what": b.payWhat(with)})
	case hasWithout:
		b.dragHint = b.Tf("arnakboard.hint.without", map[string]any{"where": where, "what": b.payWhat(without)})
	default:
		b.dragHint = b.Tf("arnakboard.hint.unpaid", map[string]any{"where": where, "why": b.siteReason(site, b.dragCard)})
	}
}

// siteReason words why hand card i cannot be dropped on site. The legal
// list has already decided that; this only picks the likeliest words.
func (b *Board) siteReason(site, i int) string {
	g, d := b.view, b.d
	someDig, here := false, false
	for _, a := range b.legal {
		if a.Kind == arnak.KindDig || a.Kind == arnak.KindDiscover {
			someDig = true
			if int(a.A) == site {
				here = true
			}
		}
	}
	st := &d.Sites[site]
	sv := g.UISite(site)
	cost := b.travelText(st.Spaces[0])
	card := b.handCardName(i)
	switch {
	case here:
		return b.Tf("arnakboard.why.not_this_card", map[string]any{"card": card, "travel": b.handCardTravel(i)})
	case !someDig:
		return b.T("arnakboard.why.no_dig")
	case st.Level > 0 && sv.Tile == arnak.UINone:
		pv := g.UIPlayer(int(g.Current()))
		if need := int(d.Discover[st.Level-1]); pv.Res[arnak.Compass] < need {
			return b.Env.Loc.Plural("arnakboard.why.compass", need, map[string]any{"have": pv.Res[arnak.Compass]})
		}
		return b.Tf("arnakboard.why.travel", map[string]any{"travel": cost})
	}
	free := false
	for sp := range st.Spaces {
		if sp < 2 && sv.Occ[sp] == 0 {
			free = true
			cost = b.travelText(st.Spaces[sp])
			break
		}
	}
	if !free {
		return b.T("arnakboard.why.taken")
	}
	return b.Tf("arnakboard.why.travel", map[string]any{"travel": cost})
}

func (b *Board) handCardName(i int) string {
	if i >= 0 && i < len(b.hand) {
		return b.d.Cards[b.hand[i]].Name
	}
	return "?"
}

func (b *Board) handCardTravel(i int) string {
	if i >= 0 && i < len(b.hand) {
		return b.travelText(b.d.Cards[b.hand[i]].Travel)
	}
	return "—"
}

// payWhat words what a dig or discovery spends: hand cards and pilots, or
// the symbols already played this turn.
func (b *Board) payWhat(a engine.Action) string {
	var parts []string
	for m := a.X; m != 0; m &= m - 1 {
		parts = append(parts, b.handCardName(bits.TrailingZeros16(m)))
	}
	s := strings.Join(parts, ", ")
	if a.C > 0 {
		pil := b.Env.Loc.Plural("arnakboard.pay.pilots", int(a.C), nil)
		if s != "" {
			s += " + "
		}
		s += pil
	}
	if s == "" {
		s = b.T("arnakboard.pay.pool")
	}
	return s
}

// payText is a dig's or discovery's button in its site's choices.
func (b *Board) payText(a engine.Action) string {
	site, sp := int(a.A), spaceOfAct(a)
	cost := b.travelText(b.view.UISpace(site, sp))
	if a.Kind == arnak.KindDiscover {
		return b.Tf("arnakboard.pay.discover", map[string]any{"travel": cost, "what": b.payWhat(a)})
	}
	return b.Tf("arnakboard.pay.dig", map[string]any{"n": sp + 1, "travel": cost, "what": b.payWhat(a)})
}
