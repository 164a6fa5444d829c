package dungeonologyboard

import (
	"image"
	"slices"

	"stolik/render/geom"
	"stolik/render/interact"
	"stolik/rules/dungeonology"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/table/btnlist"
	"stolik/scenes/ui"
)

// Board is the dungeonology table.
type Board struct {
	table.Base
	lay Layout
	n   int

	view     *dungeonology.Game
	d        *dungeonology.Data
	seat     engine.Seat
	legal    []engine.Action
	hasLegal bool

	// What the view holds, read once per view.
	tiles  []dungeonology.TileInfo
	seats  []dungeonology.SeatInfo
	camp   dungeonology.CampInfo
	test   dungeonology.TestInfo
	pend   dungeonology.PendingInfo
	pendOK bool
	hand   []int // the screen seat's hand (physical cards), its own view only
	handR  []geom.Rect
	mctx   mapCtx
	bounds Bounds // the tiles and a tile's margin around them

	cam Camera

	lit     []Place // places with a legal action
	scratch []engine.Action

	// The button bar: every entry, the page shown, their slots.
	btns  btnlist.List
	sub   Place // a place with several actions: its actions are the buttons
	subOn bool
	hover int

	// Gestures in the map and the drags (gestures.go).
	drag     interact.Drag
	dragSrc  source
	targets  []interact.DropTarget
	dropActs []engine.Action // per target, the action its drop chooses
	press    mapPress
	dragHint string

	hints    bool
	last     []engine.Action
	txt      texts
	tipShown string
}

// New builds the dungeonology board: the constructor to register for
// "dungeonology".
func New(env table.Env) table.Board {
	b := &Board{hints: true, seat: engine.Observer, hover: -1}
	if !b.Init(env, 380) {
		return nil // the registry falls back to the generic board
	}
	b.drag.Animator = &b.Anim
	return b
}

// Layout records the area; the geometry needs the player count, so it is
// (re)built on the first view too.
func (b *Board) Layout(area image.Rectangle) {
	b.SetArea(area)
	if b.n > 0 {
		b.relayout()
	}
}

func (b *Board) relayout() {
	b.lay = NewLayout(b.Area, b.n)
	b.layHand()
	b.fitCamera(true)
	b.paginate()
}

// fitCamera follows the dungeon unless the player moved the camera (or
// always, with force).
func (b *Board) fitCamera(force bool) {
	if force || !b.cam.Manual {
		b.cam = Fit(b.lay.Map, b.bounds)
	}
}

// sync takes a new view or legal list; it reports a change.
func (b *Board) sync(g *dungeonology.Game, seat engine.Seat, legal []engine.Action) bool {
	changed := false
	if g != b.view || seat != b.seat {
		changed = true
		if seat != b.seat {
			b.cam.Manual = false // a new player at the screen sees the whole dungeon
		}
		b.view, b.seat, b.d = g, seat, g.Data()
		b.readView()
		if g.Players() != b.n {
			b.n = g.Players()
			b.relayout()
		} else {
			b.fitCamera(false)
		}
		b.rebuildTexts()
	}
	has := legal != nil
	if has != b.hasLegal || !slices.Equal(legal, b.legal) {
		changed = true
		b.hasLegal = has
		b.legal = append(b.legal[:0], legal...)
		b.subOn, b.btns.Page = false, 0
		if b.drag.Phase() == interact.DragPending || b.drag.Phase() == interact.DragActive {
			b.drag.Cancel()
		}
		b.press = mapPress{}
		b.updateBounds()
		b.rebuildButtons()
	} else if changed {
		b.updateBounds()
		b.rebuildButtons()
	}
	if changed {
		b.layHand()
	}
	return changed
}

// layHand lays the hand's cards out (none while a drawn tile takes the
// strip).
func (b *Board) layHand() {
	if b.placing() {
		b.handR = b.handR[:0]
		return
	}
	b.handR = table.HandRects(b.handR, b.lay.Hand, len(b.hand), b.lay.CardW, b.lay.CardH, 6)
}

// readView copies what the board draws from the view.
func (b *Board) readView() {
	g := b.view
	b.tiles = g.UITiles()
	b.seats = b.seats[:0]
	for i := 0; i < g.Players(); i++ {
		b.seats = append(b.seats, g.UIScholar(i))
	}
	b.camp = g.UICamp()
	b.test = g.UITest()
	b.pend, b.pendOK = g.UIPending()
	b.hand = b.hand[:0]
	// Only the seat at the screen's own hand is ever read (secrecy).
	if b.seat >= 0 && int(b.seat) < g.Players() {
		b.hand = append(b.hand, g.UIHand(int(b.seat))...)
	}
	d := b.d
	b.mctx = mapCtx{hand: b.hand, cur: int(g.Current()), design: func(c int) string {
		if t := d.Trick(c); t != nil {
			return t.ID
		}
		return ""
	}}
}

// updateBounds is what the camera keeps in sight: the tiles with half a
// tile around them, and the places the decision offers (unknown ground to
// explore, the positions of a drawn tile).
func (b *Board) updateBounds() {
	var bd Bounds
	for _, t := range b.tiles {
		bd = bd.Grow(t.X, t.Y)
	}
	if bd.X1 > bd.X0 {
		bd = Bounds{bd.X0 - 1, bd.Y0 - 1, bd.X1 + 1, bd.Y1 + 1}
	}
	_, z := b.explorer()
	for _, a := range b.legal {
		switch a.Kind {
		case dungeonology.KindExplore:
			if x, y, ok := b.edgeSpot(z, int(a.A)); ok {
				bd = bd.Grow(x, y)
			}
		case dungeonology.KindPlace:
			bd = bd.Grow(int(a.A)-128, int(a.B)-128)
		}
	}
	if bd != b.bounds {
		b.bounds = bd
		b.fitCamera(false)
	}
}

// describe words a for a button (table.DescribeButton).
func (b *Board) describe(a engine.Action) string {
	return table.DescribeButton(b.Env, b.view, a)
}

// Update handles this frame's input.
func (b *Board) Update(in *ui.Input, view engine.Game, seat engine.Seat, legal []engine.Action) table.Outcome {
	var out table.Outcome
	g, ok := view.(*dungeonology.Game)
	if !ok || b.Area.Empty() {
		return out
	}
	out.Redraw = b.sync(g, seat, legal)
	p, redraw := b.Begin(in)
	out.Redraw = out.Redraw || redraw
	if b.Anim.Update(1.0 / 60) {
		out.Redraw = true
	}
	if b.cameraKeys(in, p) {
		out.Redraw = true
	}
	if b.drag.Phase() == interact.DragIdle && !b.press.panning {
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
	if o, done := b.gesture(in, p); done {
		return o
	} else if o.Redraw {
		out.Redraw = true
	}
	return out
}

// choose returns a as the player's choice.
func (b *Board) choose(a engine.Action) table.Outcome {
	b.subOn = false
	b.Msg.Clear()
	b.rebuildButtons()
	return table.Outcome{Action: a, Chosen: true, Redraw: true}
}

// clickPlace chooses the one action at pl, or lists its actions.
func (b *Board) clickPlace(pl Place) table.Outcome {
	out := table.Outcome{Redraw: true}
	if !b.hasLegal {
		if pl.Kind != PlaceNone {
			b.Msg.Say(b.T("dungeonologyboard.why.wait"))
		}
		return out
	}
	acts := atPlace(b.scratch[:0], b.legal, pl, &b.mctx)
	switch len(acts) {
	case 0:
		if why := b.whyNot(pl); why != "" {
			b.Msg.Say(why)
		}
	case 1:
		return b.choose(acts[0])
	default:
		b.openSub(pl)
	}
	return out
}

// openSub lists the actions at pl on the buttons.
func (b *Board) openSub(pl Place) {
	b.sub, b.subOn, b.btns.Page = pl, true, 0
	b.Msg.Note(b.T("dungeonologyboard.pick"), 0)
	b.rebuildButtons()
}

func (b *Board) closeSub() {
	b.subOn = false
	b.Msg.Clear()
	b.rebuildButtons()
}

// Prompt says in Polish what is being decided.
func (b *Board) Prompt(view engine.Game, seat engine.Seat) string {
	g, ok := view.(*dungeonology.Game)
	if !ok || g.UIOver() {
		return ""
	}
	return b.promptFor(g, seat)
}

// ShowHints switches the outlines of the places with a legal action.
func (b *Board) ShowHints(on bool) { b.hints = on }

// Highlight marks the bots' last moves.
func (b *Board) Highlight(moves []engine.Action) { b.last = append(b.last[:0], moves...) }

// Refused snaps back whatever moved; the frame shows the reason.
func (b *Board) Refused(a engine.Action, err error) {
	b.subOn = false
	b.drag.Cancel()
	b.press = mapPress{}
	if err != nil && b.Env.Loc != nil {
		b.Msg.Say(b.Env.Loc.Error(err))
	}
	b.rebuildButtons()
}

// Buttons lists the visible buttons with their labels, so scripts can
// press them like a mouse would.
func (b *Board) Buttons() []*ui.Button { return b.btns.Buttons() }

// Targets lists what can be pointed at now, for the keyboard: the places
// with a legal action that are in sight (whatever the hint setting) and
// the buttons; while a place's actions are listed, only the buttons.
func (b *Board) Targets(dst []table.Target) []table.Target {
	if !b.hasLegal || b.view == nil {
		return dst
	}
	if !b.subOn {
		for _, pl := range b.lit {
			r, ok := b.placeRect(pl)
			if !ok {
				continue
			}
			at, ok := b.placePoint(pl)
			if !ok {
				continue
			}
			pt := geom.Pt{X: float64(at.X), Y: float64(at.Y)}
			dst = append(dst, table.Target{Rect: r, Point: pt, Label: b.tipAt(pt.X, pt.Y)})
		}
	}
	return b.btns.Targets(dst)
}
