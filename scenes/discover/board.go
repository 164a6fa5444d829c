package discoverboard

import (
	"image"
	"math"
	"slices"
	"strings"

	"stolik/render"
	"stolik/render/geom"
	"stolik/render/interact"
	"stolik/rules/discover"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

// entry is one button: a legal action, or paging and closing.
type entry struct {
	text string
	act  engine.Action
	op   uint8
	card cardRef // the card the option names (its face in the large view)
}

const (
	opAct uint8 = iota
	opPrev
	opNext
	opClose
	opBlank // an empty slot on a page with paging buttons
)

// gesture is a press on the map waiting to become a click, a pawn drag
// or a pan.
type gesture uint8

const (
	gestNone  gesture = iota
	gestPress         // pressed on the map, not moved yet
	gestPawn          // dragging the hero's pawn
	gestPan           // dragging the map
)

// dragThreshold is how far (px) a press moves before it is a drag.
const dragThreshold = 6

// Board is the Discover table.
type Board struct {
	table.Base
	lay Layout
	cam Camera
	n   int

	view     *discover.Game
	d        *discover.Data
	t        *discover.Terrain
	seat     engine.Seat
	legal    []engine.Action
	hasLegal bool
	dec      string // the pending decision ("" in a plain day turn)

	hexAt map[geom.Hex]int // axial position → hex index
	hero  int              // the hero whose turn or decision it is, for the map (-1 none)
	sel   int              // the hero shown in the side panel's detail
	hints bool
	last  []engine.Action

	// The context menu on the hero's space.
	menuOn   bool
	menuHex  int
	menuList []entry
	menuPage int
	menuRect geom.Rect
	menuRows []geom.Rect
	menuShow []entry

	// The pending decision's buttons.
	decList []entry
	decPage int
	decShow []entry
	decSlot []geom.Rect

	mirror  table.Mirror
	scratch []engine.Action
	hereN   int // day-turn actions on the hero's own space

	// A press on the map and what it became.
	gest     gesture
	gestFrom geom.Pt
	gestLast geom.Pt
	dragPath []int // the planned path of a pawn drag (hexes after the start)
	dragCost int   // its stamina cost, -1 unreachable
	dragHex  int   // the hex under the dragged pawn
	// A path being walked step by step (a drop or a click on a far space).
	path     []int
	pathHero int

	hoverHex  int
	hoverRow  int // hero row under the pointer, -1 none
	hoverBtn  int // side button under the pointer, -1 none
	hoverMenu int // menu row under the pointer, -1 none

	txt texts
	box geom.Rect // the fight, night or trade box over the map
	// The characters dealt to the seat at the screen in the draft, shown
	// as cards over the map (a click keeps one).
	draft []draftCard
	faces render.FaceCache
	dice  diceAnim
	prev  snapshot
}

// New builds the Discover board: the constructor to register for
// "discover".
func New(env table.Env) table.Board {
	b := &Board{seat: engine.Observer, hints: true, sel: -1, hero: -1, hoverHex: -1, hoverRow: -1, hoverBtn: -1,
		hoverMenu: -1, dragCost: -1, menuHex: -1}
	if !b.Init(env, 380) {
		return nil // the registry falls back to the generic board
	}
	return b
}

// Layout records the area; the map's camera needs the terrain, so it is
// (re)fitted on the first view too.
func (b *Board) Layout(area image.Rectangle) {
	b.SetArea(area)
	b.relayout()
}

func (b *Board) relayout() {
	if b.Area.Empty() {
		return
	}
	b.lay = NewLayout(b.Area, max(1, b.n))
	if b.t != nil {
		b.cam = fitCamera(b.lay.View, b.t.Hex[:])
	}
	if b.view != nil {
		b.rebuildTexts()
		b.rebuildButtons()
	}
}

// sync takes a new view or legal list; it reports a change.
func (b *Board) sync(g *discover.Game, seat engine.Seat, legal []engine.Action) bool {
	changed := false
	if g != b.view || seat != b.seat {
		changed = true
		old := b.view
		b.view, b.seat = g, seat
		d, t := g.UIData(), g.UITerrain()
		if d != b.d || t != b.t || g.UIPlayers() != b.n {
			b.d, b.t, b.n = d, t, g.UIPlayers()
			b.hexAt = make(map[geom.Hex]int, len(t.Hex))
			for x, h := range t.Hex {
				b.hexAt[geom.Hex{Q: int(h[0]), R: int(h[1])}] = x
			}
			b.lay = NewLayout(b.Area, b.n)
			b.cam = fitCamera(b.lay.View, t.Hex[:])
			b.sel = -1
		}
		b.dec = g.UIDecision()
		b.hero = int(g.Current())
		if b.hero < 0 || b.hero >= b.n {
			b.hero = -1
		}
		if b.sel < 0 || b.sel >= b.n {
			b.sel = b.defaultSel()
		}
		b.noteChange(old, g)
		b.rebuildTexts()
	}
	has := legal != nil
	if has != b.hasLegal || !slices.Equal(legal, b.legal) {
		changed = true
		b.hasLegal = has
		b.legal = append(b.legal[:0], legal...)
		b.menuOn, b.decPage, b.menuPage = false, 0, 0
		if b.gest == gestPawn {
			b.gest = gestNone
		}
		b.rebuildButtons()
	} else if changed {
		b.rebuildButtons()
	}
	return changed
}

// defaultSel is the hero the side panel details: the seat at the screen,
// or the hero to move.
func (b *Board) defaultSel() int {
	if b.seat >= 0 && int(b.seat) < b.n {
		return int(b.seat)
	}
	if b.view != nil {
		if a := b.view.UIActive(); a >= 0 && a < b.n {
			return a
		}
	}
	return 0
}

// describe words a for a button (table.DescribeButton).
func (b *Board) describe(a engine.Action) string {
	return table.DescribeButton(b.Env, b.view, a)
}

// rebuildButtons lists the decision's options and the menu's actions.
func (b *Board) rebuildButtons() {
	b.decList = b.decList[:0]
	b.menuList = b.menuList[:0]
	b.hereN = 0
	if b.hasLegal && b.view != nil {
		for _, a := range b.legal {
			switch placeOf(a).kind {
			case plButton:
				b.decList = append(b.decList, b.entryFor(a))
			case plHere:
				b.hereN++
				b.menuList = append(b.menuList, b.entryFor(a))
			}
		}
		dedupe(b.decList)
		dedupe(b.menuList)
	}
	b.paginateDec()
	b.layoutMenu()
	b.layoutDraft()
	b.mirrorButtons()
}

// draftCard is one character dealt in the draft.
type draftCard struct {
	char int
	act  engine.Action
	rect geom.Rect
}

// layoutDraft puts the characters dealt to the seat at the screen in a row
// over the map while it chooses one.
func (b *Board) layoutDraft() {
	b.draft = b.draft[:0]
	if !b.deciding() || b.dec != "draft" {
		return
	}
	for _, a := range b.legal {
		if c := b.actionCard(a); c.kind == ckChar {
			b.draft = append(b.draft, draftCard{char: c.i, act: a})
		}
	}
	n := float64(len(b.draft))
	if n == 0 {
		return
	}
	v := b.lay.View
	w, h := draftCardSize(v, len(b.draft))
	x := v.X + (v.W-n*w-(n-1)*12)/2
	y := v.Y + (v.H-h)/2
	for i := range b.draft {
		b.draft[i].rect = geom.Rect{X: x + float64(i)*(w+12), Y: y, W: w, H: h}
	}
}

// draftCardSize is a dealt character's card size in the viewport.
func draftCardSize(v geom.Rect, n int) (w, h float64) {
	w = math.Floor(math.Min(180, (v.W-40-float64(n-1)*12)/float64(max(1, n))))
	return w, math.Floor(w * 1.45)
}

// draftFace is a dealt character's card: its name, role and ability.
func (b *Board) draftFace(char int) render.Face {
	f, _ := b.face(cardRef{ckChar, char})
	f.Effect, f.Note = b.d.Characters[char].Title+". "+f.Text, ""
	return f
}

func (b *Board) entryFor(a engine.Action) entry {
	return entry{text: b.describe(a), act: a, card: b.actionCard(a)}
}

// dedupe numbers buttons whose words are the same (never two alike).
func dedupe(list []entry) {
	for i := range list {
		n := 1
		for j := 0; j < i; j++ {
			if strings.HasPrefix(list[j].text, list[i].text) {
				n++
			}
		}
		if n > 1 {
			list[i].text += " (" + itoa(n) + ")"
		}
	}
}

// paginate fills slots with list's page: with more entries than slots the
// last two slots page back and forth, round the pages (back from the first
// is the last), so neither button is ever dead.
func paginate(dst, list []entry, slots, page int, prev, next string) ([]entry, int) {
	dst = dst[:0]
	if slots <= 0 {
		return dst, 0
	}
	per := slots
	if len(list) > slots {
		per = max(1, slots-2)
	}
	pages := max(1, (len(list)+per-1)/per)
	switch {
	case page < 0:
		page = pages - 1
	case page >= pages:
		page = 0
	}
	from := page * per
	dst = append(dst, list[from:min(len(list), from+per)]...)
	if pages > 1 {
		for len(dst) < slots-2 {
			dst = append(dst, entry{op: opBlank})
		}
		dst = append(dst, entry{text: "‹ " + prev, op: opPrev}, entry{text: next + " ›", op: opNext})
	}
	return dst, page
}

func (b *Board) paginateDec() {
	b.decSlot = b.lay.Buttons
	b.decShow, b.decPage = paginate(b.decShow, b.decList, len(b.decSlot), b.decPage,
		b.T("discoverboard.btn.prev"), b.T("discoverboard.btn.next"))
}

// layoutMenu places the context menu beside the hero's space, inside the
// map's viewport, with as many rows as fit (paging beyond) and «Zamknij».
func (b *Board) layoutMenu() {
	b.menuShow = b.menuShow[:0]
	b.menuRows = b.menuRows[:0]
	if !b.menuOn || len(b.menuList) == 0 || b.view == nil {
		b.menuOn = b.menuOn && len(b.menuList) > 0
		return
	}
	v := b.lay.View
	w := min(menuW, v.W-16)
	fit := int((v.H - 16 - 30) / menuRowH) // rows under the title line
	rows := min(fit, len(b.menuList)+1)
	slots := rows - 1 // the last row is «Zamknij»
	var shown []entry
	shown, b.menuPage = paginate(nil, b.menuList, slots, b.menuPage, b.T("discoverboard.btn.prev"), b.T("discoverboard.btn.next"))
	b.menuShow = append(b.menuShow, shown...)
	b.menuShow = append(b.menuShow, entry{text: b.T("discoverboard.btn.close"), op: opClose})
	h := 30 + float64(len(b.menuShow))*menuRowH + 6
	c := b.hexCentre(b.menuHex)
	s := b.cam.Size()
	// Right of the space, else left, else below, else above: never over
	// the space itself (the pawn and what lies there stay in sight) while
	// there is room; squeezed into the viewport only when there is none.
	clampX := func(x float64) float64 { return max(v.X+8, min(x, v.X+v.W-8-w)) }
	clampY := func(y float64) float64 { return max(v.Y+8, min(y, v.Y+v.H-8-h)) }
	x, y := c.X+s*0.9, clampY(c.Y-h/2)
	switch {
	case x+w <= v.X+v.W-8:
	case c.X-s*0.9-w >= v.X+8:
		x = c.X - s*0.9 - w
	case c.Y+s*1.05+h <= v.Y+v.H-8:
		x, y = clampX(c.X-w/2), c.Y+s*1.05
	case c.Y-s*1.05-h >= v.Y+8:
		x, y = clampX(c.X-w/2), c.Y-s*1.05-h
	default:
		x = clampX(x)
	}
	b.menuRect = geom.Rect{X: x, Y: y, W: w, H: h}
	for i := range b.menuShow {
		b.menuRows = append(b.menuRows, geom.Rect{X: x + 6, Y: y + 30 + float64(i)*menuRowH, W: w - 12, H: menuRowH - 3})
	}
}

// mirrorButtons records the visible buttons for scripts.
func (b *Board) mirrorButtons() {
	b.mirror.Reset()
	if b.menuOn {
		for i, e := range b.menuShow {
			if e.op != opBlank {
				b.mirror.Add(b.menuRows[i], e.text)
			}
		}
	}
	for i, e := range b.decShow {
		if e.op != opBlank && i < len(b.decSlot) {
			b.mirror.Add(b.decSlot[i], e.text)
		}
	}
	if b.endLegal() {
		b.mirror.Add(b.lay.End, b.T("discoverboard.btn.end"))
	}
}

// Buttons lists the visible buttons with their labels, so scripts can
// press them like a mouse would.
func (b *Board) Buttons() []*ui.Button { return b.mirror.Buttons() }

// endLegal reports that «Zakończ turę» is an option now.
func (b *Board) endLegal() bool {
	return b.hasLegal && engine.Contains(b.legal, engine.Action{Kind: discover.KindEnd})
}

// Update handles this frame's input.
func (b *Board) Update(in *ui.Input, view engine.Game, seat engine.Seat, legal []engine.Action) table.Outcome {
	var out table.Outcome
	g, ok := view.(*discover.Game)
	if !ok || b.Area.Empty() {
		return out
	}
	out.Redraw = b.sync(g, seat, legal)
	p, redraw := b.Begin(in)
	out.Redraw = out.Redraw || redraw
	if b.dice.update(in, b.Env.AnimSpeed) {
		out.Redraw = true
	}
	if a, ok := b.nextStep(); ok {
		return b.choose(a)
	}
	pt := geom.Pt{X: p.X, Y: p.Y}
	if b.hover(pt) {
		out.Redraw = true
	}
	if b.gest == gestNone || b.gest == gestPress {
		if b.ShowTip(b.tipAt(pt)) {
			out.Redraw = true
		}
	} else if b.Tip.Hide() {
		out.Redraw = true
	}
	if in.Wheel != 0 && b.lay.View.ContainsPt(pt) {
		k := 1.15
		if in.Wheel < 0 {
			k = 1 / k
		}
		if b.cam.ZoomAt(pt, k) {
			b.layoutMenu()
			out.Redraw = true
		}
		in.Wheel = 0
	}
	if b.gest != gestNone {
		o, done := b.updateGesture(in, p)
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
	in.Click = false
	out.Redraw = true
	if o, done := b.press(pt, p.Down); done {
		return o
	}
	return out
}

// press handles a press at pt (down: the button is still held, so a map
// press may become a drag).
func (b *Board) press(pt geom.Pt, down bool) (table.Outcome, bool) {
	if b.lay.Fit.ContainsPt(pt) {
		if b.cam.Reset() {
			b.layoutMenu()
		}
		return table.Outcome{Redraw: true}, false
	}
	if b.menuOn {
		for i, r := range b.menuRows {
			if r.ContainsPt(pt) && i < len(b.menuShow) {
				return b.pressEntry(b.menuShow[i], true)
			}
		}
		if b.menuRect.ContainsPt(pt) {
			return table.Outcome{}, false
		}
		b.closeMenu() // a click elsewhere closes it first
		return table.Outcome{Redraw: true}, false
	}
	for i, r := range b.decSlot {
		if i < len(b.decShow) && r.ContainsPt(pt) && b.decShow[i].op != opBlank {
			return b.pressEntry(b.decShow[i], false)
		}
	}
	if b.endLegal() && b.lay.End.ContainsPt(pt) {
		return b.choose(engine.Action{Kind: discover.KindEnd}), true
	}
	for _, c := range b.draft {
		if c.rect.ContainsPt(pt) {
			return b.choose(c.act), true
		}
	}
	for i, r := range b.lay.Heroes {
		if r.ContainsPt(pt) {
			b.sel = i
			b.rebuildTexts()
			return table.Outcome{Redraw: true}, false
		}
	}
	if !b.lay.View.ContainsPt(pt) || b.overBox(pt) {
		return table.Outcome{}, false
	}
	if !down {
		// A script's click, pressed and released in one frame.
		return b.clickMap(pt)
	}
	b.gest, b.gestFrom, b.gestLast = gestPress, pt, pt
	return table.Outcome{Redraw: true}, false
}

// mapCovered reports a point of the map under something over it: the box,
// the menu, a dealt character's card, «Zakończ turę».
func (b *Board) mapCovered(pt geom.Pt) bool {
	if b.overBox(pt) || b.menuOn && b.menuRect.ContainsPt(pt) || b.endLegal() && b.lay.End.ContainsPt(pt) {
		return true
	}
	for _, c := range b.draft {
		if c.rect.ContainsPt(pt) {
			return true
		}
	}
	return false
}

// overBox reports a point on the fight or night box over the map.
func (b *Board) overBox(pt geom.Pt) bool {
	return b.boxOn() && b.box.ContainsPt(pt)
}

func (b *Board) pressEntry(e entry, menu bool) (table.Outcome, bool) {
	switch e.op {
	case opAct:
		return b.choose(e.act), true
	case opPrev, opNext:
		d := 1
		if e.op == opPrev {
			d = -1
		}
		if menu {
			b.menuPage += d
			b.layoutMenu()
		} else {
			b.decPage += d
			b.paginateDec()
		}
		b.mirrorButtons()
	case opClose:
		b.closeMenu()
	}
	return table.Outcome{Redraw: true}, false
}

func (b *Board) openMenu(x int) {
	b.menuOn, b.menuHex, b.menuPage = true, x, 0
	b.layoutMenu()
	b.mirrorButtons()
}

func (b *Board) closeMenu() {
	b.menuOn = false
	b.layoutMenu()
	b.mirrorButtons()
}

// updateGesture follows a press on the map: a release where it went down
// is a click, a move past the threshold drags the pawn (when the press
// was on the hero to move) or pans the map.
func (b *Board) updateGesture(in *ui.Input, p interact.Pointer) (table.Outcome, bool) {
	pt := geom.Pt{X: p.X, Y: p.Y}
	if p.Pressed && b.gest == gestPress {
		// A new press while the last one seems held: its release was never
		// seen (a script that presses every frame), so it was a click.
		b.gest = gestNone
		return b.clickMap(b.gestFrom)
	}
	switch b.gest {
	case gestPress:
		if !p.Down {
			b.gest = gestNone
			return b.clickMap(b.gestFrom)
		}
		if pt.Dist(b.gestFrom) < dragThreshold {
			return table.Outcome{}, false
		}
		if b.canDragPawn(b.gestFrom) {
			b.gest = gestPawn
			b.dragHex = -1
			b.dragOver(pt)
		} else {
			b.gest = gestPan
			b.cam.Move(pt.Sub(b.gestLast))
			b.layoutMenu()
		}
		b.gestLast = pt
		return table.Outcome{Redraw: true}, false
	case gestPan:
		moved := b.cam.Move(pt.Sub(b.gestLast))
		if moved {
			b.layoutMenu()
		}
		b.gestLast = pt
		if !p.Down {
			b.gest = gestNone
		}
		return table.Outcome{Redraw: moved || !p.Down}, false
	case gestPawn:
		b.gestLast = pt
		if p.Down {
			return table.Outcome{Redraw: b.dragOver(pt)}, false
		}
		b.gest = gestNone
		return b.dropPawn()
	}
	b.gest = gestNone
	return table.Outcome{}, false
}

// clickMap handles a click on the map at pt.
func (b *Board) clickMap(pt geom.Pt) (table.Outcome, bool) {
	out := table.Outcome{Redraw: true}
	x, ok := b.hexUnder(pt)
	if !ok {
		return out, false
	}
	if !b.hasLegal {
		return out, false
	}
	if b.dec != "" {
		// A decision that names a space: the click chooses it.
		for _, a := range b.legal {
			if pl, ok := mapChoice(b.dec, a); ok && b.placeHas(pl, x) {
				return b.choose(a), true
			}
		}
		b.Msg.Say(b.T("discoverboard.why.decide_first"))
		return out, false
	}
	h := b.hero
	if h >= 0 && x == b.view.UIHero(h).Hex {
		if len(b.menuList) > 0 {
			b.openMenu(x)
		} else {
			b.Msg.Say(b.T("discoverboard.why.nothing_here"))
		}
		return out, false
	}
	for _, a := range b.legal {
		if pl := placeOf(a); (pl.kind == plHex || pl.kind == plSlot) && b.placeHas(pl, x) {
			return b.choose(a), true
		}
	}
	// A space further away: walk there along the cheapest path.
	if path, cost := b.planPath(x); len(path) > 0 {
		if st := b.view.UIHero(h).Stamina; cost > st {
			b.Msg.Say(b.Tf("discoverboard.why.too_far", map[string]any{"cost": cost, "stamina": st}))
			return out, false
		}
		return b.walk(path)
	}
	b.Msg.Say(b.whyNot(x))
	return out, false
}

// placeHas reports whether place pl is (or holds) hex x.
func (b *Board) placeHas(pl place, x int) bool {
	switch pl.kind {
	case plHex:
		return pl.i == x
	case plSlot:
		return x/3 == pl.i
	}
	return false
}

// walk takes the first step of a path and keeps the rest for the next
// frames.
func (b *Board) walk(path []int) (table.Outcome, bool) {
	a := engine.Action{Kind: discover.KindMove, A: uint8(path[0])}
	if !engine.Contains(b.legal, a) {
		b.Msg.Say(b.whyNot(path[0]))
		return table.Outcome{Redraw: true}, false
	}
	b.path = append(b.path[:0], path[1:]...)
	b.pathHero = b.hero
	return b.choose(a), true
}

// nextStep continues a path being walked: the next step while it is still
// the same hero's plain turn and the step is legal; anything else (a
// fight, a card, a decision) stops the walk.
func (b *Board) nextStep() (engine.Action, bool) {
	if len(b.path) == 0 {
		return engine.Action{}, false
	}
	if !b.hasLegal || b.dec != "" || b.hero != b.pathHero || b.gest != gestNone {
		if !b.hasLegal && b.hero == b.pathHero {
			return engine.Action{}, false // the view is not back yet
		}
		b.path = b.path[:0]
		return engine.Action{}, false
	}
	a := engine.Action{Kind: discover.KindMove, A: uint8(b.path[0])}
	b.path = b.path[1:]
	if !engine.Contains(b.legal, a) {
		b.path = b.path[:0]
		return engine.Action{}, false
	}
	return a, true
}

func (b *Board) choose(a engine.Action) table.Outcome {
	if b.menuOn {
		b.closeMenu()
	}
	b.Msg.Clear()
	return table.Outcome{Action: a, Chosen: true, Redraw: true}
}

// hexUnder is the hex index under a point of the viewport.
func (b *Board) hexUnder(pt geom.Pt) (int, bool) {
	if !b.lay.View.ContainsPt(pt) || b.hexAt == nil {
		return -1, false
	}
	x, ok := b.hexAt[b.cam.Hex(pt)]
	return x, ok
}

// hexCentre is hex x's centre on screen now.
func (b *Board) hexCentre(x int) geom.Pt {
	if b.t == nil || x < 0 || x >= len(b.t.Hex) {
		return b.lay.View.Center()
	}
	h := b.t.Hex[x]
	l := b.cam.Layout()
	return l.ToPixel(geom.Hex{Q: int(h[0]), R: int(h[1])})
}

// hover tracks what is under the pointer; it reports a redraw.
func (b *Board) hover(pt geom.Pt) bool {
	x := -1
	if h, ok := b.hexUnder(pt); ok && !b.mapCovered(pt) {
		x = h
	}
	row := -1
	for i, r := range b.lay.Heroes {
		if r.ContainsPt(pt) {
			row = i
		}
	}
	btn := -1
	for i, r := range b.decSlot {
		if i < len(b.decShow) && b.decShow[i].op != opBlank && r.ContainsPt(pt) {
			btn = i
		}
	}
	if b.endLegal() && b.lay.End.ContainsPt(pt) {
		btn = 1000
	}
	mr := -1
	if b.menuOn {
		for i, r := range b.menuRows {
			if r.ContainsPt(pt) {
				mr = i
			}
		}
	}
	changed := x != b.hoverHex || row != b.hoverRow || btn != b.hoverBtn || mr != b.hoverMenu
	b.hoverHex, b.hoverRow, b.hoverBtn, b.hoverMenu = x, row, btn, mr
	return changed
}

// Prompt says in Polish what is being decided.
func (b *Board) Prompt(view engine.Game, seat engine.Seat) string {
	g, ok := view.(*discover.Game)
	if !ok || g.UIOver() {
		return ""
	}
	cur := int(g.Current())
	if engine.Seat(cur) != seat {
		return b.Tf("discoverboard.prompt.other", map[string]any{"name": b.SeatName(cur)})
	}
	dec := g.UIDecision()
	if dec == "" {
		h := g.UIHero(cur)
		return b.Tf("discoverboard.prompt.turn", map[string]any{"stamina": h.Stamina})
	}
	key := "discoverboard.prompt." + dec
	if b.Env.Loc != nil && b.Env.Loc.Has(key) {
		return b.T(key)
	}
	return b.T("discoverboard.prompt.choose")
}

// ShowHints switches the outlines of the places with a legal action.
func (b *Board) ShowHints(on bool) { b.hints = on }

// Highlight marks the bots' last moves.
func (b *Board) Highlight(moves []engine.Action) { b.last = append(b.last[:0], moves...) }

// Refused closes the menu and stops a walk; the frame shows the reason.
func (b *Board) Refused(a engine.Action, err error) {
	b.menuOn = false
	b.path = b.path[:0]
	b.gest = gestNone
	if err != nil && b.Env.Loc != nil {
		b.Msg.Say(b.Env.Loc.Error(err))
	}
	b.rebuildButtons()
}
