package arnakboard

import (
	"image"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"stolik/render"
	"stolik/render/geom"
	"stolik/render/interact"
	"stolik/rules/arnak"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

// entry is one button: a legal action, or paging / cancelling.
type entry struct {
	text string
	act  engine.Action
	op   uint8 // opAct, opCancel, opPrev, opNext
}

const (
	opAct uint8 = iota
	opCancel
	opPrev
	opNext
)

// Board is the arnak table.
type Board struct {
	env  table.Env
	kit  *render.Kit
	area geom.Rect
	lay  Layout
	n    int

	view     *arnak.Game
	d        *arnak.Data
	seat     engine.Seat
	legal    []engine.Action
	hasLegal bool

	sub   Place // a place with several actions: its choices are the buttons
	subOn bool

	list     []entry // every button entry (all pages)
	page     int
	shown    []entry     // this page's entries, one per slot
	slots    []geom.Rect // the slots in use: wide while the list fits them
	hand     []uint8     // the seat at the screen's hand (its own view only)
	handR    []geom.Rect
	focus    int // index into legal picked with Tab, -1 none
	hints    bool
	last     []engine.Action
	msg      string
	msgErr   bool
	tip      *render.Tooltip
	ptr      interact.Pointer
	labels   render.LabelCache
	txt      texts
	scratch  []engine.Action
	tokens   []struct{ Mag, Note int } // research tokens per seat, cached per view
	idols    []int                     // idols lying on each site, cached per view
	fits     map[fitKey]float64
	rivalMag int       // the solo rival's research node, -1 without a rival
	hover    int       // the button slot under the cursor, -1 none
	siteOff  []float64 // extra height of a site's name (two lines), per site

	uiButtons []ui.Button
}

// New builds the arnak board: the constructor to register for "arnak".
func New(env table.Env) table.Board {
	var k *render.Kit
	if env.Kit != nil {
		k = env.Kit.Render
	}
	if k == nil {
		var err error
		if k, err = render.NewKit(); err != nil {
			return nil // the registry falls back to the generic board
		}
	}
	b := &Board{env: env, kit: k, focus: -1, hover: -1, hints: true, seat: engine.Observer,
		fits: map[fitKey]float64{}}
	b.tip = k.NewTooltip(380)
	return b
}

// Layout records the area; geometry needs the data and player count, so
// it is (re)built on the first view too.
func (b *Board) Layout(area image.Rectangle) {
	b.area = geom.Rect{X: float64(area.Min.X), Y: float64(area.Min.Y), W: float64(area.Dx()), H: float64(area.Dy())}
	if b.d != nil {
		b.relayout()
	}
}

func (b *Board) relayout() {
	b.lay = NewLayout(b.area, b.n, b.d)
	if b.view != nil {
		b.rebuildTexts() // name wrapping depends on the widths
	}
	b.handR = b.lay.handRects(b.handR, len(b.hand))
	b.paginate()
}

// sync takes a new view or legal list; it reports a change.
func (b *Board) sync(g *arnak.Game, seat engine.Seat, legal []engine.Action) bool {
	changed := false
	if g != b.view || seat != b.seat {
		changed = true
		b.view, b.seat = g, seat
		d := g.UIData()
		if d != b.d || g.UIPlayers() != b.n {
			b.d, b.n = d, g.UIPlayers()
			b.lay = NewLayout(b.area, b.n, b.d)
		}
		b.hand = b.hand[:0]
		// Only the seat at the screen's own hand is ever read (secrecy).
		if seat >= 0 && int(seat) < b.n {
			b.hand = append(b.hand, g.UIHand(int(seat))...)
		}
		b.handR = b.lay.handRects(b.handR, len(b.hand))
		b.rebuildTexts()
	}
	has := legal != nil
	if has != b.hasLegal || !slices.Equal(legal, b.legal) {
		changed = true
		b.hasLegal = has
		b.legal = append(b.legal[:0], legal...)
		b.subOn, b.focus, b.page = false, -1, 0
		b.rebuildButtons()
	} else if changed {
		b.rebuildButtons() // same actions, new wording context
	}
	return changed
}

// describe words a for a button: the title's Describe without the
// player's name in front (the player is the one clicking).
func (b *Board) describe(a engine.Action) string {
	s := table.Describe(b.env, b.view, a)
	cur := int(b.view.Current())
	if cur >= 0 && cur < len(b.env.Names) {
		if n := b.env.Names[cur]; n != "" {
			if rest, ok := strings.CutPrefix(s, n+": "); ok {
				s = rest
			} else if rest, ok := strings.CutPrefix(s, n+" "); ok {
				s = rest
			}
		}
	}
	return capFirst(s)
}

func capFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// rebuildButtons lists the actions of the open place, or every action
// without a place.
func (b *Board) rebuildButtons() {
	b.list = b.list[:0]
	if b.hasLegal && b.view != nil {
		if b.subOn {
			b.scratch = atPlace(b.scratch[:0], b.legal, b.sub, b.view)
		} else {
			b.scratch = buttonActions(b.scratch[:0], b.legal, b.view)
		}
		for _, a := range b.scratch {
			text := b.describe(a)
			if sp := b.spaceOf(a); sp != "" {
				text += " — " + sp
			}
			for k, e := range b.list {
				if e.text == text {
					text += " (" + itoa(k+2) + ")" // never two buttons alike
					break
				}
			}
			b.list = append(b.list, entry{text: text, act: a})
		}
		if b.subOn {
			b.list = append(b.list, entry{text: b.t("arnakboard.btn.cancel"), op: opCancel})
		}
	}
	b.paginate()
}

// spaceOf words the space and travel cost a dig names.
func (b *Board) spaceOf(a engine.Action) string {
	site, space := -1, -1
	switch {
	case a.Kind == arnak.KindDig:
		site, space = int(a.A), int(a.B)
	case a.Kind == arnak.KindChoose:
		if s, sp, ok := b.view.UIChoiceSite(a); ok {
			site, space = s, sp
		}
	}
	sp := b.view.UISpace(site, space)
	if sp == nil {
		return ""
	}
	t := b.travelText(sp)
	return b.tf("arnakboard.space", map[string]any{"n": space + 1, "travel": t})
}

// paginate fills the slots: with more entries than slots the last two
// slots page back and forth.
func (b *Board) paginate() {
	b.shown = b.shown[:0]
	b.slots = b.lay.Wide
	if len(b.list) > len(b.lay.Wide) {
		b.slots = b.lay.Slots
	}
	slots := len(b.slots)
	if slots == 0 {
		return
	}
	per := slots
	if len(b.list) > slots {
		per = max(1, slots-2)
	}
	pages := max(1, (len(b.list)+per-1)/per)
	b.page = min(max(0, b.page), pages-1)
	from := b.page * per
	b.shown = append(b.shown, b.list[from:min(len(b.list), from+per)]...)
	if pages > 1 {
		for len(b.shown) < slots-2 {
			b.shown = append(b.shown, entry{op: 0xFF})
		}
		b.shown = append(b.shown, entry{text: "‹ " + b.t("arnakboard.btn.prev"), op: opPrev},
			entry{text: b.t("arnakboard.btn.next") + " ›", op: opNext})
	}
	b.uiButtons = b.uiButtons[:0]
	for i, e := range b.shown {
		if e.op == 0xFF {
			continue
		}
		r := b.slots[i]
		b.uiButtons = append(b.uiButtons, ui.Button{Text: e.text,
			R: image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))})
	}
}

// Buttons lists the visible buttons with their labels, so scripts can
// press them like a mouse would.
func (b *Board) Buttons() []*ui.Button {
	out := make([]*ui.Button, len(b.uiButtons))
	for i := range b.uiButtons {
		out[i] = &b.uiButtons[i]
	}
	return out
}

// Update handles this frame's input.
func (b *Board) Update(in *ui.Input, view engine.Game, seat engine.Seat, legal []engine.Action) table.Outcome {
	var out table.Outcome
	g, ok := view.(*arnak.Game)
	if !ok || b.area.Empty() {
		return out
	}
	out.Redraw = b.sync(g, seat, legal)
	prev := b.ptr
	p := in.Pointer(prev)
	b.ptr = p
	if b.updateTooltip(p) {
		out.Redraw = true
	}
	if h := b.hoverSlot(p.X, p.Y); h != b.hover {
		b.hover = h
		out.Redraw = true
	}
	if len(b.legal) > 0 && (in.Tab || in.ShiftTab) {
		d := 1
		if in.ShiftTab {
			d = -1
		}
		b.focus = (b.focus + d + len(b.legal) + 1) % (len(b.legal) + 1)
		if b.focus == len(b.legal) {
			b.focus = -1
		}
		in.Tab, in.ShiftTab = false, false
		b.msg, b.msgErr = "", false
		if b.focus >= 0 {
			b.msg = b.tf("arnakboard.focus", map[string]any{"text": b.describe(b.legal[b.focus])})
		}
		out.Redraw = true
	}
	if b.focus >= 0 && b.focus < len(b.legal) && in.TakeEnter() {
		return b.choose(b.legal[b.focus])
	}
	if !in.Click {
		return out
	}
	x, y := float64(in.Cursor.X), float64(in.Cursor.Y)
	for i, e := range b.shown {
		if e.op == 0xFF || !b.slots[i].Contains(x, y) {
			continue
		}
		in.Click = false
		switch e.op {
		case opAct:
			return b.choose(e.act)
		case opCancel:
			b.subOn = false
			b.rebuildButtons()
		case opPrev:
			b.page--
			b.paginate()
		case opNext:
			b.page++
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
	acts := atPlace(b.scratch[:0], b.legal, pl, b.view)
	switch len(acts) {
	case 0:
		b.msg, b.msgErr = b.t("arnakboard.no_move"), true
	case 1:
		return b.choose(acts[0])
	default:
		b.sub, b.subOn, b.page = pl, true, 0
		b.msg, b.msgErr = b.t("arnakboard.pick"), false
		b.rebuildButtons()
	}
	return out
}

// hoverSlot is the button slot under a point, -1 for none.
func (b *Board) hoverSlot(x, y float64) int {
	for i, e := range b.shown {
		if e.op != 0xFF && i < len(b.slots) && b.slots[i].Contains(x, y) {
			return i
		}
	}
	return -1
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
	if b.subOn {
		b.subOn = false
		b.rebuildButtons()
	}
	b.focus = -1
	b.msg, b.msgErr = "", false
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
		if cur >= 0 && cur < len(b.env.Names) {
			name = b.env.Names[cur]
		}
		return b.tf("arnakboard.prompt.other", map[string]any{"name": name})
	}
	switch {
	case g.UICleanup():
		return b.t("arnakboard.prompt.cleanup")
	case g.UIPending() != "":
		return b.tf("arnakboard.prompt.effect", map[string]any{"op": g.UIPending()})
	case g.UIMainDone():
		return b.t("arnakboard.prompt.free")
	}
	return b.t("arnakboard.prompt.main")
}

// ShowHints switches the outlines of the places with a legal action.
func (b *Board) ShowHints(on bool) { b.hints = on }

// Highlight marks the bots' last moves.
func (b *Board) Highlight(moves []engine.Action) { b.last = append(b.last[:0], moves...) }

// Refused closes any open choice; the frame shows the reason.
func (b *Board) Refused(a engine.Action, err error) {
	b.subOn = false
	if err != nil && b.env.Loc != nil {
		b.msg, b.msgErr = b.env.Loc.Error(err), true
	}
	b.rebuildButtons()
}

func (b *Board) t(key string) string { return b.env.Loc.T(key, nil) }

func (b *Board) tf(key string, data map[string]any) string { return b.env.Loc.T(key, data) }
