package emeraldboard

import (
	"image"
	"math"
	"slices"

	"stolik/render"
	"stolik/render/geom"
	"stolik/rules/emerald"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

// source is what a press started on.
type source uint8

const (
	srcNone source = iota
	srcCard
	srcAgent
	srcCube
)

// dragThreshold is how far (px) a press moves before it is a drag.
const dragThreshold = 6

// Board is the Studium w Szmaragdzie table.
type Board struct {
	table.Base
	lay Layout
	n   int

	view     *emerald.Game
	d        *emerald.Data
	seat     engine.Seat
	legal    []engine.Action
	hasLegal bool

	hand     []uint8     // the screen seat's hand (its own view)
	handR    []geom.Rect // the cards' rectangles
	handH    []geom.Rect // their visible parts (for hits)
	handW    []float64   // their narrowest widths (cardMinW)
	minW     []float64   // cardMinW by card, worked out once (0: not yet)
	pages    []int       // the first card of each page of a paged hand ([0]: one page)
	handFrom int         // the first card of the hand page shown

	// The selection: hand positions, up to two cities (in order), and the
	// supply pile a drag came from.
	sel     uint64
	city    [2]int
	supply  source
	confirm bool // the reveal confirmation box is up

	cand    []engine.Action // the actions the selection allows, best first
	btnText []string
	page    int
	shown   []int       // cand index per button (-1: the paging button)
	btnR    []geom.Rect // the buttons' rectangles
	starts  []int       // the first candidate of each page seen so far

	// A press and what it became.
	pressing bool
	dragging bool
	from     geom.Pt
	src      source
	srcCard  int
	hover    int // a hover key (redraw when it changes)

	hints  bool
	imp    map[string]string // log verbs to button imperatives
	last   []engine.Action
	mirror table.Mirror
	faces  render.FaceCache

	// The last sanity roll shown (seat, insane), -1 none.
	rollSeat   int
	rollInsane bool
}

// New builds the board: the constructor to register for "emerald".
func New(env table.Env) table.Board {
	b := &Board{seat: engine.Observer, hints: true, city: [2]int{-1, -1}, rollSeat: -1, hover: -1}
	if !b.Init(env, 380) {
		return nil
	}
	return b
}

// Layout lays the board out for the frame's area.
func (b *Board) Layout(area image.Rectangle) {
	b.SetArea(area)
	b.relayout()
}

func (b *Board) relayout() {
	if b.Area.Empty() {
		return
	}
	b.lay = NewLayout(b.Area, max(2, b.n))
	b.layHand()
	b.rebuild()
}

// layHand places the hand's cards, each at least as wide as its name's
// widest word needs.
func (b *Board) layHand() {
	b.handW = b.handW[:0]
	for _, k := range b.hand {
		b.handW = append(b.handW, b.cardMinW(k))
	}
	b.pages = b.lay.handPages(b.handW)
	if !slices.Contains(b.pages, b.handFrom) {
		b.handFrom = 0
	}
	b.handR = b.lay.handRects(b.handR, b.handW, b.handFrom)
	b.handHits()
}

// paged reports whether the hand is shown a page at a time.
func (b *Board) paged() bool { return len(b.pages) > 1 }

// turnPage shows the next (step 1) or previous (-1) page of the hand,
// round the ends.
func (b *Board) turnPage(step int) {
	i := slices.Index(b.pages, b.handFrom)
	n := len(b.pages)
	b.handFrom = b.pages[((i+step)%n+n)%n]
	b.handR = b.lay.handRects(b.handR, b.handW, b.handFrom)
	b.handHits()
}

// lastShown is the last hand card of the page shown.
func (b *Board) lastShown() int {
	last := b.handFrom
	for k := b.handFrom; k < len(b.handR); k++ {
		if b.handR[k].W > 0 {
			last = k
		}
	}
	return last
}

// cardPoint is where to click to pick hand card k: its middle, or the
// page arrow towards it when its page is not shown.
func (b *Board) cardPoint(k int) geom.Pt {
	if k < len(b.handH) && b.handH[k].W > 0 {
		return b.handH[k].Center()
	}
	if k < b.handFrom {
		return b.lay.HandPrev.Center()
	}
	return b.lay.HandNext.Center()
}

// cardMinW is the narrowest hand card that shows card k's name at 12 px
// regular on at most two lines without breaking a word, plus the padding.
func (b *Board) cardMinW(k uint8) float64 {
	if b.d == nil || int(k) >= len(b.d.Cards) {
		return minCardW
	}
	if len(b.minW) != len(b.d.Cards) {
		b.minW = make([]float64, len(b.d.Cards))
	}
	if b.minW[k] == 0 {
		b.minW[k] = b.nameMinW(b.d.Cards[k].Name)
	}
	return b.minW[k]
}

// nameMinW is cardMinW of a name (the search lays out a label per pixel,
// so cardMinW keeps its results).
func (b *Board) nameMinW(name string) float64 {
	w := math.Ceil(render.Measure(b.widestWord(name, false), b.Kit.Face(table.MinText, false)))
	for ; w < maxCardW; w++ {
		if l := b.Text.Label(name, table.MinText, false, w, 2, geom.AlignStart); !l.Truncated() && !l.SplitsWords() {
			break
		}
	}
	return math.Max(minCardW, w+2*namePad)
}

// handHits works out the visible part of each overlapping hand card.
func (b *Board) handHits() {
	b.handH = b.handH[:0]
	for k, r := range b.handR {
		if k+1 < len(b.handR) && b.handR[k+1].Y == r.Y && b.handR[k+1].X < r.X+r.W {
			r.W = b.handR[k+1].X - r.X
		}
		b.handH = append(b.handH, r)
	}
}

// sync takes a new view or legal list; it reports a change.
func (b *Board) sync(g *emerald.Game, seat engine.Seat, legal []engine.Action) bool {
	changed := false
	if g != b.view || seat != b.seat {
		changed = true
		if seat != b.seat {
			// A hand-off: what was said to the last seat (a refusal naming
			// its card) is not for the next one.
			b.Msg.Clear()
			b.Tip.Hide()
		}
		b.view, b.seat, b.d = g, seat, g.UIData()
		if n := g.UIPlayers(); n != b.n {
			b.n = n
			b.lay = NewLayout(b.Area, max(2, n))
		}
		b.hand = b.hand[:0]
		if int(seat) >= 0 && int(seat) < b.n {
			b.hand = append(b.hand, g.UIHand(int(seat))...)
		}
		b.layHand()
	}
	has := legal != nil
	if changed || has != b.hasLegal || !slices.Equal(legal, b.legal) {
		changed = true
		b.hasLegal = has
		b.legal = append(b.legal[:0], legal...)
		b.clearSel()
		b.confirm = false
	}
	if changed {
		b.rebuild()
	}
	return changed
}

func (b *Board) clearSel() {
	b.sel, b.city, b.supply, b.page = 0, [2]int{-1, -1}, srcNone, 0
}

// cardMask is the set of hand positions an action plays.
func (b *Board) cardMask(a engine.Action) uint64 {
	var m uint64
	for _, k := range b.view.UICardAction(a) {
		if k >= 0 && k < 64 {
			m |= 1 << k
		}
	}
	return m
}

// voluntaryReveal reports a reveal the player may choose in their own
// turn (it goes through the confirmation box, not the buttons).
func (b *Board) voluntaryReveal(a engine.Action) bool {
	if a.Kind != emerald.KindReveal || a.A != 0 {
		return false
	}
	key, _ := b.view.UIPending()
	return key == ""
}

// matches reports whether a fits the selection (cards, supply, cities).
func (b *Board) matches(a engine.Action, withCities bool) bool {
	cm := b.cardMask(a)
	if b.sel != 0 && cm&b.sel != b.sel {
		return false
	}
	switch b.supply {
	case srcAgent:
		if a.Kind != emerald.KindAgent && a.Kind != emerald.KindMiGo {
			return false
		}
	case srcCube:
		if a.Kind != emerald.KindInfluence {
			return false
		}
	}
	if !withCities || b.city[0] < 0 {
		return true
	}
	cs := b.cities(a)
	if b.city[1] < 0 {
		return slices.Contains(cs, b.city[0])
	}
	if len(cs) == 2 && (a.Kind == emerald.KindStep || a.Kind == emerald.KindText) {
		return cs[0] == b.city[0] && cs[1] == b.city[1]
	}
	return slices.Contains(cs, b.city[0]) && slices.Contains(cs, b.city[1])
}

// selecting reports whether anything is picked.
func (b *Board) selecting() bool {
	return b.sel != 0 || b.city[0] >= 0 || b.supply != srcNone
}

// rebuild works out the candidates and the buttons.
func (b *Board) rebuild() {
	b.cand = b.cand[:0]
	if b.view != nil && b.hasLegal {
		all := len(b.legal) <= len(b.lay.Buttons)
		for _, a := range b.legal {
			if b.voluntaryReveal(a) {
				continue
			}
			if !b.selecting() {
				if all || b.cardMask(a) == 0 && len(b.cities(a)) == 0 {
					b.cand = append(b.cand, a)
				}
				continue
			}
			if b.matches(a, true) {
				b.cand = append(b.cand, a)
			}
		}
		// The actions that play exactly the picked cards first.
		slices.SortStableFunc(b.cand, func(x, y engine.Action) int {
			ex, ey := b.cardMask(x) == b.sel, b.cardMask(y) == b.sel
			switch {
			case ex && !ey:
				return -1
			case ey && !ex:
				return 1
			}
			return 0
		})
	}
	b.btnText = b.btnText[:0]
	for _, a := range b.cand {
		b.btnText = append(b.btnText, b.describe(a))
	}
	b.paginate()
}

// paginate fills the button area with the page, each button as tall as
// its text; when the candidates do not all fit, the last button turns
// the page (after the last page, back to the first).
func (b *Board) paginate() {
	b.shown, b.btnR = b.shown[:0], b.btnR[:0]
	area := b.lay.BtnArea
	if area.H < btnH {
		return
	}
	if b.page <= 0 || b.page >= len(b.starts) {
		b.page = 0
		b.starts = append(b.starts[:0], 0)
	}
	from := b.starts[b.page]
	if from >= len(b.cand) {
		from, b.page = 0, 0
		b.starts = append(b.starts[:0], 0)
	}
	y := area.Y
	k := from
	for ; k < len(b.cand); k++ {
		h := b.btnHeight(b.btnText[k], area.W)
		reserve := 0.0
		if k+1 < len(b.cand) || from > 0 {
			reserve = btnH // room for the paging button
		}
		if y+h+reserve > area.Y+area.H+0.5 && k > from {
			break
		}
		b.shown = append(b.shown, k)
		b.btnR = append(b.btnR, geom.Rect{X: area.X, Y: y, W: area.W, H: h - 4})
		y += h
	}
	if k < len(b.cand) || from > 0 {
		if b.page+1 >= len(b.starts) {
			b.starts = append(b.starts, k)
		}
		b.shown = append(b.shown, -1)
		b.btnR = append(b.btnR, geom.Rect{X: area.X, Y: y, W: area.W, H: btnH - 4})
	}
	b.mirrorButtons()
}

// btnHeight is a button's height for its text (two lines or more).
func (b *Board) btnHeight(s string, w float64) float64 {
	if b.Kit == nil {
		return btnH
	}
	_, h := b.Text.Label(s, btnText, false, w-8, 0, geom.AlignStart).Size()
	return max(btnH, h+12)
}

// btnText is the buttons' text size.
const btnText = 13

func (b *Board) mirrorButtons() {
	b.mirror.Reset()
	if b.confirm {
		b.mirror.Add(b.lay.ConfirmOK, b.T("emeraldboard.reveal.ok"))
		b.mirror.Add(b.lay.ConfirmNo, b.T("emeraldboard.reveal.cancel"))
		return
	}
	for i, k := range b.shown {
		if k >= 0 {
			b.mirror.Add(b.btnR[i], b.btnText[k])
		} else {
			b.mirror.Add(b.btnR[i], b.T("emeraldboard.btn.more"))
		}
	}
	if b.revealLegal() {
		b.mirror.Add(b.lay.Reveal, b.T("emeraldboard.reveal.button"))
	}
}

// Buttons lists the visible buttons with their labels (scripts press
// them like a mouse would).
func (b *Board) Buttons() []*ui.Button { return b.mirror.Buttons() }

// revealLegal reports that a voluntary reveal is open now.
func (b *Board) revealLegal() bool {
	if !b.hasLegal || b.view == nil {
		return false
	}
	for _, a := range b.legal {
		if b.voluntaryReveal(a) {
			return true
		}
	}
	return false
}

// litCities marks the cities a click would do something in now.
func (b *Board) litCities() (lit [numCities]bool) {
	if !b.hasLegal || b.view == nil {
		return
	}
	for _, a := range b.legal {
		if !b.matches(a, false) {
			continue
		}
		cs := b.cities(a)
		if b.city[0] >= 0 {
			// The second city of a two-city choice.
			if len(cs) == 2 && cs[0] == b.city[0] {
				lit[cs[1]] = true
			}
			continue
		}
		for _, c := range cs {
			lit[c] = true
		}
	}
	return
}

// litCards marks the hand cards some legal action plays (with the
// picked ones).
func (b *Board) litCards() uint64 {
	var m uint64
	if !b.hasLegal || b.view == nil {
		return 0
	}
	for _, a := range b.legal {
		cm := b.cardMask(a)
		if b.sel == 0 || cm&b.sel == b.sel {
			m |= cm
		}
	}
	return m
}

// Update handles this frame's input.
func (b *Board) Update(in *ui.Input, view engine.Game, seat engine.Seat, legal []engine.Action) table.Outcome {
	var out table.Outcome
	g, ok := view.(*emerald.Game)
	if !ok || b.Area.Empty() {
		return out
	}
	out.Redraw = b.sync(g, seat, legal)
	p, redraw := b.Begin(in)
	out.Redraw = out.Redraw || redraw
	pt := geom.Pt{X: p.X, Y: p.Y}
	if h := b.hoverKey(pt); h != b.hover {
		b.hover = h
		out.Redraw = true
	}
	if b.dragging {
		b.Tip.Hide()
	} else if b.ShowTip(b.tipAt(pt)) {
		out.Redraw = true
	}
	if b.pressing {
		in.Click = false
		if p.Down {
			if !b.dragging && b.src != srcNone && pt.Dist(b.from) >= dragThreshold {
				b.dragging = true
			}
			out.Redraw = out.Redraw || b.dragging
			return out
		}
		b.pressing = false
		out.Redraw = true
		if b.dragging {
			b.dragging = false
			if o, done := b.drop(pt); done {
				return o
			}
			return out
		}
		if o, done := b.click(b.from); done {
			return o
		}
		return out
	}
	if !in.Click && !p.Pressed {
		return out
	}
	in.Click = false
	out.Redraw = true
	b.pressing, b.dragging, b.from = true, false, pt
	b.src, b.srcCard = b.sourceAt(pt)
	if !p.Down {
		// A click pressed and released in one frame.
		b.pressing = false
		if o, done := b.click(pt); done {
			return o
		}
	}
	return out
}

// sourceAt is the draggable piece under pt.
func (b *Board) sourceAt(pt geom.Pt) (source, int) {
	if b.confirm || !b.hasLegal {
		return srcNone, -1
	}
	if k := b.cardAt(pt); k >= 0 {
		return srcCard, k
	}
	if b.lay.Agent.ContainsPt(pt) {
		return srcAgent, -1
	}
	if b.lay.Cube.ContainsPt(pt) {
		return srcCube, -1
	}
	return srcNone, -1
}

// cardAt is the hand position under pt, -1 none.
func (b *Board) cardAt(pt geom.Pt) int {
	for k := len(b.handH) - 1; k >= 0; k-- {
		if b.handH[k].ContainsPt(pt) {
			return k
		}
	}
	return -1
}

// cityAt is the city under pt, -1 none.
func (b *Board) cityAt(pt geom.Pt) int {
	for c, r := range b.lay.City {
		if r.ContainsPt(pt) {
			return c
		}
	}
	return -1
}

func (b *Board) choose(a engine.Action) (table.Outcome, bool) {
	b.Msg.Clear()
	b.clearSel()
	b.confirm = false
	return table.Outcome{Action: a, Chosen: true, Redraw: true}, true
}

// click handles a click at pt.
func (b *Board) click(pt geom.Pt) (table.Outcome, bool) {
	out := table.Outcome{Redraw: true}
	if b.confirm {
		switch {
		case b.lay.ConfirmOK.ContainsPt(pt):
			return b.choose(engine.Action{Kind: emerald.KindReveal})
		case b.lay.ConfirmNo.ContainsPt(pt) || !b.lay.Confirm.ContainsPt(pt):
			b.confirm = false
			b.mirrorButtons()
		}
		return out, false
	}
	for i, k := range b.shown {
		if i < len(b.btnR) && b.btnR[i].ContainsPt(pt) {
			if k < 0 {
				b.page++
				if b.page >= len(b.starts) || b.starts[b.page] >= len(b.cand) {
					b.page = 0
				}
				b.paginate()
				return out, false
			}
			return b.choose(b.cand[k])
		}
	}
	if b.lay.Reveal.ContainsPt(pt) && b.revealLegal() {
		b.confirm = true
		b.mirrorButtons()
		return out, false
	}
	if !b.hasLegal {
		if b.view != nil && !b.view.UIOver() && (b.cardAt(pt) >= 0 || b.cityAt(pt) >= 0) {
			b.Msg.Say(b.Tf("emeraldboard.why.not_yours", map[string]any{"name": b.SeatName(int(b.view.Current()))}))
		}
		return out, false
	}
	if b.paged() && (b.lay.HandPrev.ContainsPt(pt) || b.lay.HandNext.ContainsPt(pt)) {
		step := 1
		if b.lay.HandPrev.ContainsPt(pt) {
			step = -1
		}
		b.turnPage(step)
		return out, false
	}
	if k := b.cardAt(pt); k >= 0 {
		return b.clickCard(k)
	}
	if b.lay.Agent.ContainsPt(pt) || b.lay.Cube.ContainsPt(pt) {
		s := srcAgent
		if b.lay.Cube.ContainsPt(pt) {
			s = srcCube
		}
		if b.supply == s {
			b.supply = srcNone
		} else {
			b.supply = s
		}
		b.page = 0
		b.rebuild()
		if b.supply != srcNone && !b.anyMatch() {
			b.Msg.Say(b.whySupply(s))
			b.supply = srcNone
			b.rebuild()
		}
		return out, false
	}
	if c := b.cityAt(pt); c >= 0 {
		return b.clickCity(c)
	}
	if b.lay.Map.ContainsPt(pt) && b.selecting() {
		b.clearSel()
		b.rebuild()
	}
	return out, false
}

// anyMatch reports whether some legal action fits the selection, cities
// aside.
func (b *Board) anyMatch() bool {
	for _, a := range b.legal {
		if !b.voluntaryReveal(a) && b.matches(a, false) {
			return true
		}
	}
	return false
}

func (b *Board) clickCard(k int) (table.Outcome, bool) {
	out := table.Outcome{Redraw: true}
	bit := uint64(1) << k
	if b.sel&bit != 0 {
		b.sel &^= bit
		b.page = 0
		b.rebuild()
		return out, false
	}
	b.sel |= bit
	b.page = 0
	if !b.anyMatch() {
		b.sel &^= bit
		b.Msg.Say(b.whyCard(k))
		b.rebuild()
		return out, false
	}
	b.rebuild()
	if len(b.cand) == 1 && b.cardMask(b.cand[0]) == b.sel && len(b.cities(b.cand[0])) == 0 {
		return b.choose(b.cand[0])
	}
	return out, false
}

func (b *Board) clickCity(c int) (table.Outcome, bool) {
	out := table.Outcome{Redraw: true}
	switch {
	case b.city[0] == c:
		b.city = [2]int{b.city[1], -1}
		b.rebuild()
		return out, false
	case b.city[1] == c:
		b.city[1] = -1
		b.rebuild()
		return out, false
	}
	old := b.city
	if b.city[0] < 0 {
		b.city[0] = c
	} else {
		b.city[1] = c
	}
	b.page = 0
	b.rebuild()
	if len(b.cand) == 0 && old[0] >= 0 {
		// Not a second city for the first: start again from this one.
		b.city = [2]int{c, -1}
		b.rebuild()
	}
	switch len(b.cand) {
	case 0:
		b.city = old
		b.Msg.Say(b.whyCity(c))
		b.rebuild()
	case 1:
		return b.choose(b.cand[0])
	}
	return out, false
}

// drop handles the end of a drag at pt.
func (b *Board) drop(pt geom.Pt) (table.Outcome, bool) {
	c := b.cityAt(pt)
	if c < 0 {
		return table.Outcome{Redraw: true}, false
	}
	switch b.src {
	case srcCard:
		if b.srcCard >= 0 {
			b.sel |= 1 << b.srcCard
		}
	case srcAgent, srcCube:
		b.supply = b.src
	}
	b.city = [2]int{c, -1}
	b.page = 0
	b.rebuild()
	switch len(b.cand) {
	case 0:
		why := b.whyCity(c)
		if b.src == srcAgent || b.src == srcCube {
			why = b.whySupply(b.src)
		}
		b.Msg.Say(why)
		b.clearSel()
		b.rebuild()
	case 1:
		return b.choose(b.cand[0])
	}
	return table.Outcome{Redraw: true}, false
}

// hoverKey names what is under the pointer, so a change redraws.
func (b *Board) hoverKey(pt geom.Pt) int {
	if k := b.cardAt(pt); k >= 0 {
		return 100 + k
	}
	if b.paged() && b.lay.HandPrev.ContainsPt(pt) {
		return 600
	}
	if b.paged() && b.lay.HandNext.ContainsPt(pt) {
		return 601
	}
	if c := b.cityAt(pt); c >= 0 {
		return 200 + c
	}
	for i, r := range b.btnR {
		if r.ContainsPt(pt) {
			return 300 + i
		}
	}
	for i, r := range b.lay.Rows {
		if r.ContainsPt(pt) {
			return 400 + i
		}
	}
	switch {
	case b.lay.Reveal.ContainsPt(pt):
		return 500
	case b.lay.ConfirmOK.ContainsPt(pt):
		return 501
	case b.lay.ConfirmNo.ContainsPt(pt):
		return 502
	}
	return -1
}

// Prompt says in Polish what is being decided.
func (b *Board) Prompt(view engine.Game, seat engine.Seat) string {
	g, ok := view.(*emerald.Game)
	if !ok || g.UIOver() {
		return ""
	}
	key, who := g.UIPending()
	if engine.Seat(who) != seat {
		return b.Tf("emeraldboard.prompt.other", map[string]any{"name": b.SeatName(who)})
	}
	if key != "" && b.Env.Loc.Has(key) {
		return b.T(key)
	}
	if g.UIActions() >= 2 {
		return b.T("emeraldboard.prompt.end")
	}
	return b.Tf("emeraldboard.prompt.turn", map[string]any{"n": g.UIActions() + 1})
}

// ShowHints switches the outlines of what can be played.
func (b *Board) ShowHints(on bool) { b.hints = on }

// Highlight marks the bots' last moves.
func (b *Board) Highlight(moves []engine.Action) { b.last = append(b.last[:0], moves...) }

// Refused drops the selection; the frame shows the reason.
func (b *Board) Refused(a engine.Action, err error) {
	b.clearSel()
	b.confirm = false
	b.pressing, b.dragging = false, false
	if err != nil && b.Env.Loc != nil {
		b.Msg.Say(b.Env.Loc.Error(err))
	}
	b.rebuild()
}

// cities are the distinct cities an action names, in its order (a card
// that acts twice in one city names it once: one click picks it).
func (b *Board) cities(a engine.Action) []int {
	cs := b.view.UIActionCities(a)
	out := cs[:0]
	for _, c := range cs {
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}
