package arnakboard

import (
	"image"
	"slices"

	"stolik/render"
	"stolik/render/geom"
	"stolik/render/interact"
	"stolik/rules/arnak"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/table/btnlist"
	"stolik/scenes/ui"
)

// Board is the arnak table.
type Board struct {
	table.Base
	lay Layout
	n   int

	view     *arnak.Game
	d        *arnak.Data
	seat     engine.Seat
	legal    []engine.Action
	hasLegal bool

	sub     Place // a place with several actions: its choices are the buttons
	subOn   bool
	subCard int // with subOn after a drop: only the actions paying with this hand card, -1 all
	selCard int // a hand card clicked that pays travel: a site clicked next is paid with it; -1 none

	btns     btnlist.List // the buttons: the slots in use are wide while the list fits them
	hand     []uint8      // the seat at the screen's hand (its own view only)
	handR    []geom.Rect
	hints    bool
	last     []engine.Action
	txt      texts
	scratch  []engine.Action
	tokens   []struct{ Mag, Note int } // research tokens per seat, cached per view
	idols    []int                     // idols lying on each site, cached per view
	rivalMag int                       // the solo rival's research node, -1 without a rival
	hover    int                       // the button slot under the cursor, -1 none
	siteOff  []float64                 // extra height of a site's name (two lines), per site
	guardW   []float64                 // width of a site's guardian pill, per site
	spaceDX  [][2]float64              // per site: how far right of the usual place each space sits (compact sites)

	faces render.FaceCache // the row's and the hand's cards, laid out once per size

	// Dragging a hand card onto a site (dig, discover) or the play area.
	drag       interact.Drag
	dragCard   int  // hand index being dragged (row index with dragRow)
	dragRow    bool // the card dragged is a row card, to buy
	targets    []interact.DropTarget
	dragHint   string // the travel cost under the cursor and whether it is paid
	dragSite   int    // site under the dragged card, -1 none
	dragSpace  int
	litSet     []Place              // places with a legal action (hints)
	siteTips   map[siteState]string // a site's tooltip per state: sites change rarely
	nodeTok    []int                // research tokens on each node (cached per view)
	dragSpaces []uint8              // per site: bit sp = a legal action spends the card on space sp

	// Animations of what changed between two views (other players' and
	// bots' moves): see anim.go.
	slides  [maxSlides]slide
	nSlide  int
	prev    snapshot
	sliding bool
}

// New builds the arnak board: the constructor to register for "arnak".
func New(env table.Env) table.Board {
	b := &Board{hover: -1, hints: true, seat: engine.Observer, subCard: -1, dragSite: -1, selCard: -1}
	if !b.Init(env, 380) {
		return nil // the registry falls back to the generic board
	}
	b.drag.Animator = &b.Anim
	return b
}

// Layout records the area; geometry needs the data and player count, so
// it is (re)built on the first view too.
func (b *Board) Layout(area image.Rectangle) {
	b.SetArea(area)
	if b.d != nil {
		b.relayout()
	}
}

func (b *Board) relayout() {
	b.lay = NewLayout(b.Area, b.n, b.d)
	if b.view != nil {
		b.rebuildTexts() // name wrapping depends on the widths
	}
	b.layHand()
	b.paginate()
}

// sync takes a new view or legal list; it reports a change.
func (b *Board) sync(g *arnak.Game, seat engine.Seat, legal []engine.Action) bool {
	changed := false
	if g != b.view || seat != b.seat {
		changed = true
		b.noteChange(g, seat)
		b.view, b.seat = g, seat
		d := g.UIData()
		if d != b.d || g.UIPlayers() != b.n {
			b.d, b.n = d, g.UIPlayers()
			b.lay = NewLayout(b.Area, b.n, b.d)
		}
		b.hand = b.hand[:0]
		// Only the seat at the screen's own hand is ever read (secrecy).
		if seat >= 0 && int(seat) < b.n {
			b.hand = append(b.hand, g.UIHand(int(seat))...)
		}
		b.rebuildTexts()
		b.layHand() // after the texts: a card's width follows its face
	}
	has := legal != nil
	if has != b.hasLegal || !slices.Equal(legal, b.legal) {
		changed = true
		b.hasLegal = has
		b.legal = append(b.legal[:0], legal...)
		b.subOn, b.subCard, b.btns.Page, b.selCard = false, -1, 0, -1
		if b.drag.Phase() == interact.DragPending || b.drag.Phase() == interact.DragActive {
			b.drag.Cancel()
		}
		b.rebuildButtons()
	} else if changed {
		b.rebuildButtons() // same actions, new wording context
	}
	return changed
}

// describe words a for a button (table.DescribeButton).
func (b *Board) describe(a engine.Action) string {
	return table.DescribeButton(b.Env, b.view, a)
}

// rebuildButtons lists the actions of the open place, or every action
// without a place.
func (b *Board) rebuildButtons() {
	b.btns.Reset()
	b.litSet = b.litSet[:0]
	if b.hasLegal && b.view != nil {
		// The places with a legal action, found once rather than per frame.
		for _, a := range b.legal {
			if pl := placeOf(a, b.view); pl.Kind != PlaceNone && !slices.Contains(b.litSet, pl) {
				b.litSet = append(b.litSet, pl)
			}
		}
	}
	if b.hasLegal && b.view != nil {
		if b.subOn {
			b.scratch = atPlace(b.scratch[:0], b.legal, b.sub, b.view)
			if b.subCard >= 0 {
				b.scratch = slices.DeleteFunc(b.scratch, func(a engine.Action) bool { return !paysWith(a, b.subCard) })
			}
		} else {
			b.scratch = buttonActions(b.scratch[:0], b.legal, b.view)
		}
		for _, a := range b.scratch {
			var text string
			if a.Kind == arnak.KindDig || a.Kind == arnak.KindDiscover {
				text = b.payText(a)
			} else {
				text = b.describe(a)
				if sp := b.spaceOf(a); sp != "" {
					text += " — " + sp
				}
			}
			b.btns.Add(text, a) // numbered: never two buttons alike
		}
		if b.subOn {
			b.btns.AddCancel(b.T("arnakboard.btn.cancel"))
		}
	}
	b.paginate()
}

// spaceOf words the space and travel cost a dig names.
func (b *Board) spaceOf(a engine.Action) string {
	site, space := -1, -1
	if a.Kind == arnak.KindChoose {
		if s, sp, ok := b.view.UIChoiceSite(a); ok {
			site, space = s, sp
		}
	}
	sp := b.view.UISpace(site, space)
	if sp == nil {
		return ""
	}
	t := b.travelText(sp)
	return b.Tf("arnakboard.space", map[string]any{"n": space + 1, "travel": t})
}

// paginate fills the slots: with more entries than slots the last two
// slots page back and forth.
func (b *Board) paginate() {
	slots := b.lay.Wide
	if len(b.btns.All) > len(b.lay.Wide) && b.fitNarrow() {
		slots = b.lay.Slots
	}
	b.btns.PageInto(slots, b.T("arnakboard.btn.prev"), b.T("arnakboard.btn.next"))
}

// fitNarrow reports whether every entry's label fits a half-width slot at
// 12 px; otherwise the wide slots page through them, so no label is cut.
func (b *Board) fitNarrow() bool {
	if len(b.lay.Slots) == 0 {
		return false
	}
	w := b.lay.Slots[0].W - 8
	face := b.Kit.Face(12, false)
	for _, e := range b.btns.All {
		if render.Measure(e.Text, face) > w {
			return false
		}
	}
	return true
}

// Buttons lists the visible buttons with their labels, so scripts can
// press them like a mouse would.
func (b *Board) Buttons() []*ui.Button { return b.btns.Buttons() }

// Update handles this frame's input.
func (b *Board) Update(in *ui.Input, view engine.Game, seat engine.Seat, legal []engine.Action) table.Outcome {
	var out table.Outcome
	g, ok := view.(*arnak.Game)
	if !ok || b.Area.Empty() {
		return out
	}
	out.Redraw = b.sync(g, seat, legal)
	p, redraw := b.Begin(in)
	out.Redraw = out.Redraw || redraw
	if b.animUpdate(in, p) {
		out.Redraw = true
	}
	if b.drag.Phase() == interact.DragIdle {
		if b.updateTooltip(p) {
			out.Redraw = true
		}
	} else if b.Tip.Hide() {
		out.Redraw = true
	}
	if h := b.btns.Hover(p.X, p.Y); h != b.hover {
		b.hover = h
		out.Redraw = true
	}
	if p.Pressed && b.drag.EndReturn() {
		out.Redraw = true // a new press ends the snap-back at once
	}
	if b.drag.Phase() == interact.DragPending && p.Pressed {
		// A new press while the last one seems held: the release was
		// never seen (a script that presses every frame), so the last
		// press was a click on the card.
		b.drag.Cancel()
		in.Click = false
		return b.clickPlace(b.dragPlace(), out)
	}
	if b.drag.Phase() != interact.DragIdle {
		o, done := b.updateDrag(p)
		in.Click = false
		if done {
			return o
		}
		out.Redraw = out.Redraw || o.Redraw
		return out
	}
	if !in.Click {
		return out
	}
	x, y := float64(in.Cursor.X), float64(in.Cursor.Y)
	if i := b.btns.Hover(x, y); i >= 0 {
		in.Click = false
		switch e := b.btns.Press(i); e.Op {
		case btnlist.Act:
			return b.choose(e.Act)
		case btnlist.Cancel:
			b.closeSub()
		case btnlist.Prev, btnlist.Next:
			b.paginate()
		}
		out.Redraw = true
		return out
	}
	pl, hit := b.placeAt(x, y)
	if !hit {
		return out
	}
	in.Click = false
	out.Redraw = true
	if !b.hasLegal {
		return out
	}
	if pl.Kind == PlaceRow && p.Down && b.buyable(pl.I) {
		// A row card that can be bought: dragged to the player's area
		// buys it; a click does the same as before.
		b.beginRowDrag(pl.I, p)
		return out
	}
	if pl.Kind == PlaceHand && p.Down && b.draggable(pl.I) {
		// Held down on a card that can go somewhere: a drag, or a click
		// when the button comes up where it went down.
		b.beginDrag(pl.I, p)
		return out
	}
	return b.clickPlace(pl, out)
}

// clickPlace chooses the one action at pl, or opens its choices.
func (b *Board) clickPlace(pl Place, out table.Outcome) table.Outcome {
	out.Redraw = true
	if sel := b.selCard; sel >= 0 {
		b.selCard = -1
		if pl.Kind == PlaceSite && b.paysAt(sel, pl.I) {
			// A card clicked, then a site: the dig or discovery paid
			// with it, as if it had been dragged there.
			b.dragCard = sel
			return b.dropOnSite(pl.I, b.Ptr.X, b.Ptr.Y, out)
		}
	}
	acts := atPlace(b.scratch[:0], b.legal, pl, b.view)
	if pl.Kind == PlaceHand && b.paysSomewhere(pl.I) {
		// The card pays travel: it waits for a site, and its own
		// actions (play it) stand on the buttons meanwhile.
		b.selCard = pl.I
		if len(acts) > 0 {
			b.openSub(pl, -1)
		}
		b.Msg.Note(b.T("arnakboard.pick_site"), 0)
		return out
	}
	switch len(acts) {
	case 0:
		if pl.Kind == PlaceHand && b.draggable(pl.I) {
			b.Msg.Note(b.T("arnakboard.drag_to_pay"), 300)
		} else {
			why := ""
			switch pl.Kind {
			case PlaceNode:
				why = b.nodeMissing(pl.I) // «Brakuje: 1{grot}»
			case PlaceRow:
				why = b.rowMissing(pl.I) // «Brakuje: 2{moneta}»
			case PlaceSite:
				why = b.siteReason(pl.I, -1) // the compasses or travel it costs
			}
			if why == "" {
				why = b.T("arnakboard.no_move")
			}
			b.Msg.Say(why)
		}
	case 1:
		return b.choose(acts[0])
	default:
		b.openSub(pl, -1)
	}
	return out
}

// openSub lists the actions at pl (paying with hand card card, or all
// with -1) on the buttons.
func (b *Board) openSub(pl Place, card int) {
	b.sub, b.subOn, b.subCard, b.btns.Page = pl, true, card, 0
	b.Msg.Note(b.T("arnakboard.pick"), 0)
	b.rebuildButtons()
}

func (b *Board) closeSub() {
	b.subOn, b.subCard, b.selCard = false, -1, -1
	b.rebuildButtons()
}

// placeAt is the place under a point.
func (b *Board) placeAt(x, y float64) (Place, bool) {
	for i := len(b.handR) - 1; i >= 0; i-- {
		if b.handR[i].Contains(x, y) {
			return Place{PlaceHand, i}, true
		}
	}
	for i, r := range b.lay.Site {
		if r.Contains(x, y) {
			return Place{PlaceSite, i}, true
		}
	}
	for i, r := range b.lay.Row {
		if r.Contains(x, y) {
			return Place{PlaceRow, i}, true
		}
	}
	for i, r := range b.lay.Node {
		if r.Contains(x, y) {
			return Place{PlaceNode, i}, true
		}
	}
	if b.lay.Temple.Contains(x, y) {
		return Place{PlaceTemple, 0}, true
	}
	return Place{}, false
}

// placeRect is where a place is drawn (for highlights).
func (b *Board) placeRect(p Place) (geom.Rect, bool) {
	switch p.Kind {
	case PlaceHand:
		if p.I < len(b.handR) {
			return b.handR[p.I], true
		}
	case PlaceSite:
		if p.I < len(b.lay.Site) {
			return b.lay.Site[p.I], true
		}
	case PlaceRow:
		if p.I < 6 {
			return b.lay.Row[p.I], true
		}
	case PlaceNode:
		if p.I < len(b.lay.Node) {
			return b.lay.Node[p.I], true
		}
	case PlaceTemple:
		return b.lay.Temple, true
	}
	return geom.Rect{}, false
}

func (b *Board) choose(a engine.Action) table.Outcome {
	b.selCard = -1
	if b.subOn {
		b.closeSub()
	}
	b.Msg.Clear()
	return table.Outcome{Action: a, Chosen: true, Redraw: true}
}

// Prompt says in Polish what is being decided.
func (b *Board) Prompt(view engine.Game, seat engine.Seat) string {
	g, ok := view.(*arnak.Game)
	if !ok || g.UIOver() {
		return ""
	}
	cur := int(g.Current())
	if engine.Seat(cur) != seat {
		name := ""
		if cur >= 0 && cur < len(b.Env.Names) {
			name = b.Env.Names[cur]
		}
		return b.Tf("arnakboard.prompt.other", map[string]any{"name": name})
	}
	switch {
	case g.UICleanup():
		return b.T("arnakboard.prompt.cleanup")
	case g.UIPending() != "":
		return b.Tf("arnakboard.prompt.effect", map[string]any{"op": g.UIPending()})
	case g.UIMainDone():
		return b.T("arnakboard.prompt.free")
	}
	return b.T("arnakboard.prompt.main")
}

// ShowHints switches the outlines of the places with a legal action.
func (b *Board) ShowHints(on bool) { b.hints = on }

// Highlight marks the bots' last moves.
func (b *Board) Highlight(moves []engine.Action) { b.last = append(b.last[:0], moves...) }

// Refused closes any open choice; the frame shows the reason.
func (b *Board) Refused(a engine.Action, err error) {
	b.subOn, b.subCard, b.selCard = false, -1, -1
	b.drag.Cancel()
	if err != nil && b.Env.Loc != nil {
		b.Msg.Say(b.Env.Loc.Error(err))
	}
	b.rebuildButtons()
}

// Targets lists what can be pointed at now, for the keyboard: the places
// with a legal action (whatever the hint setting) and the buttons; while a
// place's choices are open, only the buttons.
func (b *Board) Targets(dst []table.Target) []table.Target {
	if !b.hasLegal || b.view == nil {
		return dst
	}
	if !b.subOn {
		for _, pl := range b.litSet {
			r, ok := b.placeRect(pl)
			if !ok {
				continue
			}
			p, ok := b.placePoint(pl)
			if !ok {
				continue
			}
			at := geom.Pt{X: float64(p.X), Y: float64(p.Y)}
			dst = append(dst, table.Target{Rect: r, Point: at, Label: b.tipAt(at.X, at.Y)})
		}
	}
	return b.btns.Targets(dst)
}
