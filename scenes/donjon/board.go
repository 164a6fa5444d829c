package donjonboard

import (
	"image"
	"slices"
	"strconv"

	"stolik/render"
	"stolik/render/geom"
	"stolik/render/interact"
	"stolik/rules/donjon"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

// choice is a button bound to a gesture (a count, a card, a Keeper power,
// skip) or to cancelling the selection.
type choice struct {
	btn    render.Button
	tok    Token
	cancel bool
}

// Board is the donjon table.
type Board struct {
	table.Base
	lay Layout
	n   int // players the layout was made for

	view   *donjon.Game
	d      *donjon.Data
	seat   engine.Seat // the seat at the screen
	cur    engine.Seat // who decides in the current view
	order  []int       // seat shown in each dungeon slot (0 = large)
	pinned int         // seat enlarged by a click, -1 = follow the game

	sel      Selector
	ctx      Ctx
	hasLegal bool
	choices  []choice
	next     []Token // cached Next() for drawing highlights

	drag    interact.Drag
	dragTok Token
	targets []interact.DropTarget

	hints     bool
	last      []engine.Action
	lastSeats []int
	// slide animates the newest bot move's monster from its source to its
	// target (X goes 0→1); slideMove and slideSeat say which move.
	slide     interact.Tween
	slideMove engine.Action
	slideSeat int

	txt   texts
	faces render.FaceCache

	prompt   string
	promptOK bool
	mirror   table.Mirror
}

// New builds the donjon board. It is the constructor to register for the
// title id "donjon".
func New(env table.Env) table.Board {
	b := &Board{pinned: -1, hints: true}
	if !b.Init(env, 360) {
		return nil // the registry falls back to the generic board
	}
	return b
}

// Layout records the board's area; the geometry is built once the player
// count is known (first view) and again whenever the area changes.
func (b *Board) Layout(area image.Rectangle) {
	b.SetArea(area)
	if b.n > 0 {
		b.lay = NewLayout(b.Area, b.n)
		b.relayoutButtons()
	}
}

func (b *Board) ensureLayout(n int) bool {
	if n == b.n && b.lay.Dungeons != nil {
		return false
	}
	b.n = n
	b.lay = NewLayout(b.Area, n)
	b.order = make([]int, n)
	b.relayoutButtons()
	return true
}

// mainSeat is whose dungeon is large: a pinned one, else the player at the
// screen, else (bots only) the player whose turn it is.
func (b *Board) mainSeat() int {
	if b.pinned >= 0 && b.pinned < b.n {
		return b.pinned
	}
	if b.seat >= 0 && int(b.seat) < b.n {
		return int(b.seat)
	}
	if b.view != nil {
		return b.view.UIActive()
	}
	return 0
}

func (b *Board) arrange() {
	m := b.mainSeat()
	b.order[0] = m
	for i := 1; i < b.n; i++ {
		b.order[i] = (m + i) % b.n
	}
}

// slotOf returns the dungeon slot showing seat.
func (b *Board) slotOf(seat int) int {
	for i, s := range b.order {
		if s == seat {
			return i
		}
	}
	return -1
}

// sync takes in a new view or legal list; it reports a change.
func (b *Board) sync(g *donjon.Game, seat engine.Seat, legal []engine.Action) bool {
	changed := b.ensureLayout(g.Players())
	if g != b.view || seat != b.seat {
		b.view, b.d, b.seat = g, g.Data(), seat
		b.cur = g.Current()
		b.ctx = Ctx{}
		if info, ok := g.UIPending(); ok {
			b.ctx.Pending = info.Op
		}
		for r := 1; r <= 5; r++ {
			b.ctx.VIPRoom[r-1] = g.UIRoomPower(r) == "vip"
		}
		b.arrange()
		b.rebuildTexts()
		changed = true
	}
	has := legal != nil
	if has != b.hasLegal || !slices.Equal(legal, b.sel.Legal()) {
		if has && !b.hasLegal {
			b.pinned = -1 // your decision: your dungeon comes back
			b.arrange()
		}
		b.hasLegal = has
		b.sel.Reset(legal, &b.ctx)
		b.drag.Cancel()
		b.rebuildChoices()
		changed = true
	}
	return changed
}

// Update handles one frame's input.
func (b *Board) Update(in *ui.Input, view engine.Game, seat engine.Seat, legal []engine.Action) table.Outcome {
	var out table.Outcome
	g, ok := view.(*donjon.Game)
	if !ok || b.Area.Empty() {
		return out
	}
	out.Redraw = b.sync(g, seat, legal)
	p, redraw := b.Begin(in)
	out.Redraw = out.Redraw || redraw
	if b.updateTooltip(p) {
		out.Redraw = true
	}
	if p.Pressed && b.slide.Running() {
		b.Anim.Skip() // a click skips the animation (and still counts)
		out.Redraw = true
	}
	if b.Anim.Update(1.0 / 60) {
		out.Redraw = true
	} else if b.slide.Progress() == 1 && b.slideMove != (engine.Action{}) {
		b.slideMove = engine.Action{}
		out.Redraw = true // clear the last frame of the slide
	}
	for i := range b.choices {
		c := &b.choices[i]
		clicked, ch := c.btn.Update(p)
		out.Redraw = out.Redraw || ch
		if !clicked {
			continue
		}
		out.Redraw = true
		if c.cancel {
			b.sel.Clear()
			b.afterSelection()
			return out
		}
		if a, chosen, ok := b.sel.Offer(c.tok); ok && chosen {
			return b.choose(a)
		}
		b.afterSelection()
		return out
	}

	if p.Pressed && b.drag.EndReturn() {
		out.Redraw = true // a new press ends the snap-back at once
	}
	if b.drag.Phase() != interact.DragIdle {
		ev := b.drag.Update(p, 1.0/60)
		switch ev.Kind {
		case interact.DragClick:
			return b.click(b.dragTok, b.fallbackAt(b.dragTok), out)
		case interact.DragStarted, interact.DragMoved, interact.DragReturned:
			out.Redraw = true
		case interact.DragDropped, interact.DragRejected:
			out.Redraw = true
			tgt, fb := b.targetToken(ev.Target)
			if ev.Kind == interact.DragDropped {
				if a, chosen, ok := b.sel.Drop(b.dragTok, tgt, fb); ok {
					if chosen {
						return b.choose(a)
					}
					b.afterSelection()
					return out
				}
			}
			b.refuse(b.dragTok)
			b.sel.Clear()
			b.afterSelection()
		}
		if b.drag.Busy() {
			out.Redraw = true
		}
		return out
	}

	if !p.Pressed {
		return out
	}
	prim, fb, slot := b.hit(p.X, p.Y)
	if prim.Kind == TokNone && slot > 0 {
		// A click on a small dungeon enlarges it.
		b.pinned = b.order[slot]
		if b.pinned == int(b.seat) {
			b.pinned = -1
		}
		b.arrange()
		in.Click = false
		out.Redraw = true
		return out
	}
	if prim.Kind == TokNone {
		return out
	}
	in.Click = false
	if (prim.Kind == TokStack || prim.Kind == TokAreaStack) && b.hasLegal && b.sel.IsStart(prim) && !b.accepted(fb) {
		// A stack that can start something: a drag, or a click when the
		// button comes up where it went down.
		b.beginDrag(prim, p)
		out.Redraw = true
		return out
	}
	return b.click(prim, fb, out)
}

func (b *Board) accepted(t Token) bool {
	if len(b.sel.Prefix()) == 0 {
		return false
	}
	for _, n := range b.sel.Next() {
		if n == t {
			return true
		}
	}
	return false
}

// click is a click-click gesture on prim (or the node under it).
func (b *Board) click(prim, fb Token, out table.Outcome) table.Outcome {
	out.Redraw = true
	if !b.hasLegal {
		b.Msg.Say(b.Env.Loc.T("donjonboard.err.wait", nil))
		return out
	}
	order := [2]Token{prim, fb}
	if !b.accepted(prim) && b.accepted(fb) {
		// A click on a stack inside a highlighted place means the place.
		order = [2]Token{fb, prim}
	}
	for _, t := range order {
		if t.Kind == TokNone {
			continue
		}
		if a, chosen, ok := b.sel.Offer(t); ok {
			if chosen {
				return b.choose(a)
			}
			b.afterSelection()
			return out
		}
	}
	if len(b.sel.Prefix()) > 0 {
		b.refuse(b.sel.Prefix()[0])
		b.sel.Clear()
		b.afterSelection()
	}
	return out
}

func (b *Board) choose(a engine.Action) table.Outcome {
	b.Msg.Clear() // a move that went through answers any earlier refusal
	b.sel.Clear()
	b.afterSelection()
	return table.Outcome{Action: a, Chosen: true, Redraw: true}
}

func (b *Board) afterSelection() {
	b.rebuildChoices()
}

// refuse words why a gesture starting at source went nowhere.
func (b *Board) refuse(source Token) {
	if k, ok := b.sel.KindOf(source); ok && b.Env.Title != nil && int(k) < len(b.Env.Title.KindNames) {
		key := "error.donjon.illegal_" + b.Env.Title.KindNames[k]
		if b.Env.Loc.Has(key) {
			b.Msg.Say(b.Env.Loc.T(key, nil) + " " + b.Env.Loc.T("donjonboard.err.target", nil))
			return
		}
	}
	b.Msg.Say(b.Env.Loc.T("donjonboard.err.not_now", nil))
}

// beginDrag starts dragging the stack behind src and offers every place
// of the board as a target, marking the ones the legal list allows.
func (b *Board) beginDrag(src Token, p interact.Pointer) {
	b.dragTok = src
	if b.sel.Clear() {
		b.rebuildChoices()
	}
	r := b.sourceRect(src)
	b.drag.Begin(0, geom.Pt{X: r.X, Y: r.Y}, p)
	next := b.sel.NextAfter(src)
	b.targets = b.targets[:0]
	reason := b.Env.Loc.T("donjonboard.err.target", nil)
	if k, ok := b.sel.KindOf(src); ok && b.Env.Title != nil && int(k) < len(b.Env.Title.KindNames) {
		if key := "error.donjon.illegal_" + b.Env.Title.KindNames[k]; b.Env.Loc.Has(key) {
			reason = b.Env.Loc.T(key, nil)
		}
	}
	kind, _ := b.sel.KindOf(src)
	has := func(t Token) bool {
		// A monster sent to the Pit or back to the entrance is a whole
		// action by itself; dropping it where it goes also works.
		if kind == donjon.KindSacrifice && t == (Token{Kind: TokArea, A: donjon.Pit}) ||
			kind == donjon.KindRetreat && t == (Token{Kind: TokLoc, A: donjon.LocE}) {
			return true
		}
		for _, n := range next {
			if n == t {
				return true
			}
		}
		return false
	}
	if slot := b.slotOf(int(b.seat)); slot >= 0 {
		dg := &b.lay.Dungeons[slot]
		for l := uint8(0); l < donjon.NumLocs; l++ {
			t := Token{Kind: TokLoc, A: l}
			b.targets = append(b.targets, interact.DropTarget{ID: int(l), Rect: dg.Node(l), Legal: has(t), Reason: reason})
		}
	}
	for a := uint8(0); a < donjon.NumAreas; a++ {
		t := Token{Kind: TokArea, A: a}
		b.targets = append(b.targets, interact.DropTarget{ID: 20 + int(a), Rect: b.lay.Areas[a], Legal: has(t), Reason: reason})
	}
	b.drag.SetTargets(b.targets)
}

func (b *Board) targetToken(id int) (Token, Token) {
	switch {
	case id >= 0 && id < donjon.NumLocs:
		return Token{Kind: TokLoc, A: uint8(id)}, Token{}
	case id >= 20 && id < 20+int(donjon.NumAreas):
		return Token{Kind: TokArea, A: uint8(id - 20)}, Token{}
	}
	return Token{}, Token{}
}

// fallbackAt is the node token behind a stack token.
func (b *Board) fallbackAt(t Token) Token {
	switch t.Kind {
	case TokStack:
		return Token{Kind: TokLoc, A: t.A}
	case TokAreaStack:
		return Token{Kind: TokArea, A: t.A}
	}
	return Token{}
}

// sourceRect is the box of a draggable.
func (b *Board) sourceRect(t Token) geom.Rect {
	switch t.Kind {
	case TokAreaStack:
		return b.lay.AreaCell(t.A, t.B)
	case TokStack:
		if slot := b.slotOf(int(b.seat)); slot >= 0 {
			return b.lay.Dungeons[slot].Cell(t.A, t.B)
		}
	}
	return geom.Rect{}
}

// hit finds what is under (x, y): a token and the node token behind it,
// or the slot of another player's dungeon (> 0) to enlarge.
func (b *Board) hit(x, y float64) (Token, Token, int) {
	g := b.view
	for a := uint8(0); a < donjon.NumAreas; a++ {
		if !b.lay.Areas[a].Contains(x, y) {
			continue
		}
		area := Token{Kind: TokArea, A: a}
		for t := uint8(0); t < donjon.NumTypes; t++ {
			if g.Area(a, t) > 0 && b.lay.AreaCell(a, t).Contains(x, y) {
				return Token{Kind: TokAreaStack, A: a, B: t}, area, -1
			}
		}
		return area, Token{}, -1
	}
	for i, r := range b.lay.Potions {
		if r.Contains(x, y) {
			return Token{Kind: TokPotion, A: uint8(i)}, Token{}, -1
		}
	}
	for i, r := range b.lay.VIPs {
		if r.Contains(x, y) {
			return Token{Kind: TokVIP, A: uint8(i)}, Token{}, -1
		}
	}
	for slot := range b.lay.Dungeons {
		dg := &b.lay.Dungeons[slot]
		if !dg.Rect.Contains(x, y) {
			continue
		}
		seat := b.order[slot]
		if slot > 0 && (seat != int(b.seat) || dg.Header.Contains(x, y)) {
			return Token{}, Token{}, slot
		}
		if seat != int(b.seat) {
			return Token{}, Token{}, -1
		}
		for i, r := range dg.Keeper {
			if r.Contains(x, y) {
				return Token{Kind: TokKeeper, A: uint8(i)}, Token{}, -1
			}
		}
		l, ok := dg.Hit(x, y)
		if !ok {
			return Token{}, Token{}, -1
		}
		node := Token{Kind: TokLoc, A: l}
		for t := uint8(0); t < donjon.NumTypes; t++ {
			if g.MonstersAt(seat, l, t) > 0 && dg.Cell(l, t).Contains(x, y) {
				return Token{Kind: TokStack, A: l, B: t}, node, -1
			}
		}
		return node, Token{}, -1
	}
	return Token{}, Token{}, -1
}

// Prompt says what is being decided.
func (b *Board) Prompt(view engine.Game, seat engine.Seat) string {
	g, ok := view.(*donjon.Game)
	if !ok {
		return ""
	}
	if g != b.view || seat != b.seat {
		return b.promptFor(g)
	}
	if !b.promptOK {
		// Worded once per change: the frame asks on every drawn frame.
		b.prompt, b.promptOK = b.promptFor(g), true
	}
	return b.prompt
}

func (b *Board) promptFor(g *donjon.Game) string {
	l := b.Env.Loc
	nArg := func(n int) map[string]any { return map[string]any{"n": n} }
	var what string
	if pre := b.sel.Prefix(); len(pre) > 0 && g == b.view {
		next := b.sel.Next()
		switch {
		case len(next) > 0 && next[0].Kind == TokCount:
			what = l.T("donjonboard.prompt.count", nil)
		case len(next) > 0 && next[0].Kind == TokPotion:
			what = l.T("donjonboard.prompt.potion", nil)
		case len(next) > 0 && next[0].Kind == TokVIP:
			what = l.T("donjonboard.prompt.vip", nil)
		case len(next) > 0 && next[0].Kind == TokType:
			what = l.T("donjonboard.prompt.type", nil)
		case len(next) > 0 && next[0].Kind == TokLoc && len(pre) >= 3 && pre[2].Kind == TokVIP:
			what = l.T("donjonboard.prompt.vip_room", nil) // the VIP's room, after its card
		case len(next) > 0 && next[0].Kind == TokArea && next[0].A == donjon.Pit:
			what = l.T("donjonboard.prompt.to_pit", nil)
		case len(next) > 0 && next[0].Spatial():
			what = l.T("donjonboard.prompt.target", nil)
		}
		if what != "" {
			return b.forOther(g, what)
		}
	}
	if info, ok := g.UIPending(); ok {
		switch info.Op {
		case "steps":
			what = l.T("donjonboard.prompt.steps", nArg(info.N))
		case "teleport":
			what = l.T("donjonboard.prompt.teleport", nArg(info.N))
		case "gain_supply":
			what = l.T("donjonboard.prompt.gain", nArg(info.N))
			if nx := b.sel.Next(); g == b.view && len(nx) > 0 && nx[0].Kind == TokType {
				what = l.T("donjonboard.prompt.gain_type", nArg(info.N)) // the buttons choose the type first
			}
		case "gain_pit":
			what = l.T("donjonboard.prompt.gain_pit", nArg(info.N))
		case "remove_groups":
			what = l.T("donjonboard.prompt.remove", nArg(info.N))
		case "sacrifice":
			what = l.T("donjonboard.prompt.sacrifice", nil)
		case "retreat":
			what = l.T("donjonboard.prompt.retreat", nil)
		case "threat_area":
			what = l.T("donjonboard.prompt.threat", nil)
		}
		return b.forOther(g, what)
	}
	switch g.Phase() {
	case 1:
		what = l.T("donjonboard.prompt.threat", nil)
	case 2:
		what = l.T("donjonboard.prompt.keeper", nil)
	case 3:
		what = l.T("donjonboard.prompt.recruit", nil)
	case 4:
		what = l.T("donjonboard.prompt.steps", nArg(0))
	case 5:
		what = l.T("donjonboard.prompt.power", nil)
	}
	return b.forOther(g, what)
}

// forOther prefixes an out-of-turn decision with the deciding player.
func (b *Board) forOther(g *donjon.Game, what string) string {
	cur := int(g.Current())
	if what == "" || cur < 0 || cur == g.UIActive() {
		return what
	}
	name := strconv.Itoa(cur + 1)
	if cur < len(b.Env.Names) {
		name = b.Env.Names[cur]
	}
	return b.Env.Loc.T("donjonboard.prompt.other", map[string]any{"name": name, "what": what})
}

// ShowHints switches highlighting every legal target.
func (b *Board) ShowHints(on bool) { b.hints = on }

// Highlight marks the bots' last moves; the seat that made each is the
// one deciding in the view the board last saw.
func (b *Board) Highlight(moves []engine.Action) {
	if len(moves) < len(b.last) || len(moves) == 0 {
		b.last, b.lastSeats = b.last[:0], b.lastSeats[:0]
	}
	for i := len(b.last); i < len(moves); i++ {
		b.last = append(b.last, moves[i])
		b.lastSeats = append(b.lastSeats, int(b.cur))
		b.startSlide(moves[i], int(b.cur))
	}
}

// startSlide animates a bot's monster move so the players can follow it;
// other moves are shown by the outlines alone.
func (b *Board) startSlide(a engine.Action, seat int) {
	switch a.Kind {
	case donjon.KindStep, donjon.KindTeleport, donjon.KindRecruit:
	default:
		return
	}
	b.slideMove, b.slideSeat = a, seat
	b.slide.Start(interact.State{X: 0, Alpha: 1, Scale: 1}, interact.State{X: 1, Alpha: 1, Scale: 1}, 0.4, interact.EaseInOutCubic)
	b.Anim.Play(&b.slide)
}

// slideEnds returns where the sliding monster starts and ends, read from
// the current layout (a dungeon may have moved since the move was made).
func (b *Board) slideEnds() (from, to geom.Pt, t uint8, ok bool) {
	a := b.slideMove
	if b.slideSeat < 0 || b.slideSeat >= len(b.order) || len(b.lay.Dungeons) == 0 {
		return
	}
	slot := b.slotOf(b.slideSeat)
	if slot < 0 || slot >= len(b.lay.Dungeons) {
		return
	}
	dg := &b.lay.Dungeons[slot]
	switch a.Kind {
	case donjon.KindStep, donjon.KindTeleport:
		if a.A >= donjon.NumLocs || a.B >= donjon.NumLocs {
			return
		}
		return dg.Node(a.A).Center(), dg.Node(a.B).Center(), a.C, true
	case donjon.KindRecruit:
		if a.A >= donjon.NumAreas || a.B >= donjon.NumTypes || a.D >= donjon.NumLocs {
			return
		}
		return b.lay.AreaCell(a.A, a.B).Center(), dg.Node(a.D).Center(), a.B, true
	}
	return
}

// Refused snaps back whatever was selected.
func (b *Board) Refused(a engine.Action, err error) {
	b.sel.Clear()
	b.drag.Cancel()
	b.rebuildChoices()
}

// Targets lists what can be pointed at now, for the keyboard: the places
// and stacks the next gesture may take (whatever the hint setting) and the
// choice buttons.
func (b *Board) Targets(dst []table.Target) []table.Target {
	if !b.hasLegal || b.view == nil || len(b.lay.Dungeons) == 0 {
		return dst
	}
	for _, t := range b.next {
		r, at, ok := b.tokenRect(t)
		if !ok {
			continue
		}
		c := r.Center()
		dst = append(dst, table.Target{Rect: r, Point: at, Label: b.tipAt(c.X, c.Y)})
	}
	for i := range b.choices {
		c := &b.choices[i]
		dst = append(dst, table.Target{Rect: c.btn.Rect, Label: c.btn.Label.Text()})
	}
	return dst
}

// tokenRect is where token t is on the board and the point a click there
// takes (a place is clicked on its name strip, off its stacks).
func (b *Board) tokenRect(t Token) (r geom.Rect, at geom.Pt, ok bool) {
	own := b.slotOf(int(b.seat))
	switch t.Kind {
	case TokAreaStack:
		if t.A < donjon.NumAreas && t.B < donjon.NumTypes {
			r = b.lay.AreaCell(t.A, t.B)
			return r, r.Center(), true
		}
	case TokArea:
		if t.A < donjon.NumAreas {
			r = b.lay.Areas[t.A]
			return r, geom.Pt{X: r.X + r.W/2, Y: r.Y + 8}, true
		}
	case TokStack:
		if own >= 0 && t.A < donjon.NumLocs && t.B < donjon.NumTypes {
			r = b.lay.Dungeons[own].Cell(t.A, t.B)
			return r, r.Center(), true
		}
	case TokLoc:
		if own >= 0 && t.A < donjon.NumLocs {
			r = b.lay.Dungeons[own].Node(t.A)
			return r, geom.Pt{X: r.X + r.W/2, Y: r.Y + 6}, true
		}
	case TokPotion:
		if int(t.A) < len(b.lay.Potions) {
			r = b.lay.Potions[t.A]
			return r, r.Center(), true
		}
	case TokVIP:
		if int(t.A) < len(b.lay.VIPs) {
			r = b.lay.VIPs[t.A]
			return r, r.Center(), true
		}
	case TokKeeper:
		if own >= 0 && int(t.A) < len(b.lay.Dungeons[own].Keeper) {
			r = b.lay.Dungeons[own].Keeper[t.A]
			return r, r.Center(), true
		}
	}
	return geom.Rect{}, geom.Pt{}, false
}
