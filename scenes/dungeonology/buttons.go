package dungeonologyboard

import (
	"math"
	"slices"

	"stolik/render"
	"stolik/render/geom"
	"stolik/rules/dungeonology"
	"stolik/rules/engine"
	"stolik/scenes/table"
)

// entry is one button: a legal action, or paging / cancelling.
type entry struct {
	text string
	base string // text before the " (n)" that sets alike buttons apart
	act  engine.Action
	op   uint8
}

const (
	opAct uint8 = iota
	opCancel
	opPrev
	opNext
	opNone // an empty slot
)

// Button text sizes: the usual one, and the floor long labels shrink to.
const (
	btnText    = 13.0
	btnPad     = 10.0
	pagerWidth = 40.0
)

// rebuildButtons lists the actions of the open place, or every action
// without a place; it also finds the places with a legal action.
func (b *Board) rebuildButtons() {
	b.list = b.list[:0]
	b.lit = b.lit[:0]
	if b.hasLegal && b.view != nil {
		for _, a := range b.legal {
			if pl := placeOf(a, &b.mctx); pl.Kind != PlaceNone && !slices.Contains(b.lit, pl) {
				b.lit = append(b.lit, pl)
			}
		}
		if b.subOn {
			b.scratch = atPlace(b.scratch[:0], b.legal, b.sub, &b.mctx)
		} else {
			b.scratch = atPlace(b.scratch[:0], b.legal, Place{}, &b.mctx)
		}
		for _, a := range b.scratch {
			text := b.buttonText(a)
			same := 0
			for _, e := range b.list {
				if e.base == text {
					same++
				}
			}
			base := text
			if same > 0 {
				text += " (" + itoa(same+1) + ")" // never two buttons alike
			}
			b.list = append(b.list, entry{text: text, base: base, act: a})
		}
		if b.subOn {
			b.list = append(b.list, entry{text: b.T("dungeonologyboard.btn.cancel"), op: opCancel})
		}
	}
	b.paginate()
}

// buttonText words an action for its button: shorter board wordings for
// the frequent ones, the title's Describe for the rest.
func (b *Board) buttonText(a engine.Action) string {
	switch a.Kind {
	case dungeonology.KindResearch:
		alert := 0
		if e := b.Env.Title.Describe(b.view, a); e.Args != nil {
			alert, _ = e.Args["alert"].(int)
		}
		return b.Env.Loc.Plural("dungeonologyboard.btn.research", int(a.A), map[string]any{"alert": alert})
	case dungeonology.KindCard:
		if b.subOn {
			return b.useText(a)
		}
	case dungeonology.KindAbility:
		// Boska Interwencja's two actions differ only in the level the
		// divination goes to: the button says which.
		// So do Okaż Skruchę!'s, in the students sacrificed.
		name := ""
		if e := b.Env.Title.Describe(b.view, a); e.Args != nil {
			name, _ = e.Args["ability"].(string)
		}
		if t := dungeonology.UIDivineTarget(a); t >= 0 {
			return b.Tf("dungeonologyboard.btn.divine"+itoa(t), map[string]any{"ability": name})
		}
		if n := dungeonology.UIRepentStudents(a); n > 0 {
			return b.Env.Loc.Plural("dungeonologyboard.btn.repent", n, map[string]any{"ability": name})
		}
	}
	return b.describe(a)
}

// useText words one use of a hand card on its list (the card is known).
func (b *Board) useText(a engine.Action) string {
	t := b.d.Trick(int(a.A))
	if t == nil {
		return b.describe(a)
	}
	text := b.view.UIUseText(int(a.A), int(a.B))
	switch a.B {
	case 0:
		return b.Tf("dungeonologyboard.use.stealth", map[string]any{"text": b.describe(a)})
	case 1:
		return b.Tf("dungeonologyboard.use.main", map[string]any{"text": shortText(text, 90)})
	}
	return b.Tf("dungeonologyboard.use.aux", map[string]any{"text": text})
}

// shortText cuts s at a word boundary near n runes, with "…", for a
// button; the tooltip and the card view keep the whole text.
func shortText(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	cut := n
	for cut > n/2 && r[cut] != ' ' {
		cut--
	}
	return string(r[:cut]) + "…"
}

// buttonWidth is the width a button's text needs at its size.
func (b *Board) buttonWidth(text string, max float64) float64 {
	fs := b.Text.FitSize(text, btnText, table.MinText, false, max-2*btnPad)
	w := render.Measure(text, b.Kit.Face(fs, false)) + 2*btnPad
	return math.Min(max, math.Ceil(w))
}

// paginate lays the entries out in the bar's rows, left to right, each
// button as wide as its text; when they do not fit, the last row ends in
// the page buttons.
func (b *Board) paginate() {
	b.shown = b.shown[:0]
	b.slots = b.slots[:0]
	b.mirror.Reset()
	bar := b.lay.Buttons
	if bar.W <= 0 || len(b.list) == 0 {
		return
	}
	// pages[k] is the first entry of page k.
	var pages []int
	from := 0
	for from < len(b.list) {
		pages = append(pages, from)
		n := b.flow(from, false, nil)
		if from+n < len(b.list) || len(pages) > 1 {
			n = b.flow(from, true, nil)
		}
		from += max(1, n)
	}
	b.page = min(max(0, b.page), len(pages)-1)
	start := pages[b.page]
	pager := len(pages) > 1
	var rs []geom.Rect
	n := b.flow(start, pager, &rs)
	for i := 0; i < n; i++ {
		b.shown = append(b.shown, b.list[start+i])
		b.slots = append(b.slots, rs[i])
	}
	if pager {
		y := bar.Y + float64(btnRows-1)*(btnRowH+btnGap)
		next := geom.Rect{X: bar.X + bar.W - pagerWidth, Y: y, W: pagerWidth, H: btnRowH}
		prev := next.Translate(-pagerWidth-btnGap, 0)
		b.shown = append(b.shown, entry{text: "‹", op: opPrev}, entry{text: "›", op: opNext})
		b.slots = append(b.slots, prev, next)
		if b.page == 0 {
			b.shown[len(b.shown)-2].op = opNone
		}
		if b.page == len(pages)-1 {
			b.shown[len(b.shown)-1].op = opNone
		}
	}
	for i, e := range b.shown {
		switch e.op {
		case opNone:
		case opPrev:
			b.mirror.Add(b.slots[i], b.T("dungeonologyboard.btn.prev"))
		case opNext:
			b.mirror.Add(b.slots[i], b.T("dungeonologyboard.btn.next"))
		default:
			b.mirror.Add(b.slots[i], e.text)
		}
	}
}

// flow places entries from from in the bar's rows (with room for the page
// buttons on the last row when pager is set) and reports how many fit; rs
// receives their rectangles.
func (b *Board) flow(from int, pager bool, rs *[]geom.Rect) int {
	bar := b.lay.Buttons
	row, x := 0, bar.X
	n := 0
	for i := from; i < len(b.list); i++ {
		limit := bar.X + bar.W
		if pager && row == btnRows-1 {
			limit -= 2 * (pagerWidth + btnGap)
		}
		w := b.buttonWidth(b.list[i].text, bar.W)
		if x > bar.X && x+w > limit {
			row++
			x = bar.X
			if row >= btnRows {
				break
			}
			limit = bar.X + bar.W
			if pager && row == btnRows-1 {
				limit -= 2 * (pagerWidth + btnGap)
			}
		}
		if x+w > limit {
			w = limit - x
			if w < 80 {
				break
			}
		}
		if rs != nil {
			*rs = append(*rs, geom.Rect{X: x, Y: bar.Y + float64(row)*(btnRowH+btnGap), W: w, H: btnRowH})
		}
		x += w + btnGap
		n++
	}
	return n
}

// hoverSlot is the button slot under a point, -1 for none.
func (b *Board) hoverSlot(x, y float64) int {
	for i, e := range b.shown {
		if e.op != opNone && i < len(b.slots) && b.slots[i].Contains(x, y) {
			return i
		}
	}
	return -1
}

// clickButton handles a click on slot i.
func (b *Board) clickButton(i int) table.Outcome {
	out := table.Outcome{Redraw: true}
	switch b.shown[i].op {
	case opAct:
		return b.choose(b.shown[i].act)
	case opCancel:
		b.closeSub()
	case opPrev:
		b.page--
		b.paginate()
	case opNext:
		b.page++
		b.paginate()
	}
	return out
}
