package dungeonologyboard

import (
	"math"
	"slices"

	"stolik/render"
	"stolik/render/geom"
	"stolik/rules/dungeonology"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/table/btnlist"
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
	b.btns.Reset()
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
			b.btns.Add(b.buttonText(a), a) // numbered: never two buttons alike
		}
		if b.subOn {
			b.btns.AddCancel(b.T("dungeonologyboard.btn.cancel"))
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
	l := &b.btns
	l.Shown, l.Slots, l.From = l.Shown[:0], l.Slots[:0], 0
	bar := b.lay.Buttons
	if bar.W <= 0 || len(l.All) == 0 {
		l.Mirror("", "")
		return
	}
	// pages[k] is the first entry of page k.
	var pages []int
	from := 0
	for from < len(l.All) {
		pages = append(pages, from)
		n := b.flow(from, false, nil)
		if from+n < len(l.All) || len(pages) > 1 {
			n = b.flow(from, true, nil)
		}
		from += max(1, n)
	}
	l.Page = min(max(0, l.Page), len(pages)-1)
	l.From = pages[l.Page]
	pager := len(pages) > 1
	var rs []geom.Rect
	n := b.flow(l.From, pager, &rs)
	for i := 0; i < n; i++ {
		l.Shown = append(l.Shown, l.All[l.From+i])
		l.Slots = append(l.Slots, rs[i])
	}
	if pager {
		y := bar.Y + float64(btnRows-1)*(btnRowH+btnGap)
		next := geom.Rect{X: bar.X + bar.W - pagerWidth, Y: y, W: pagerWidth, H: btnRowH}
		prev := next.Translate(-pagerWidth-btnGap, 0)
		l.Shown = append(l.Shown, btnlist.Entry{Text: "‹", Op: btnlist.Prev}, btnlist.Entry{Text: "›", Op: btnlist.Next})
		l.Slots = append(l.Slots, prev, next)
		if l.Page == 0 {
			l.Shown[len(l.Shown)-2].Op = btnlist.Blank
		}
		if l.Page == len(pages)-1 {
			l.Shown[len(l.Shown)-1].Op = btnlist.Blank
		}
	}
	l.Mirror(b.T("dungeonologyboard.btn.prev"), b.T("dungeonologyboard.btn.next"))
}

// flow places entries from from in the bar's rows (with room for the page
// buttons on the last row when pager is set) and reports how many fit; rs
// receives their rectangles.
func (b *Board) flow(from int, pager bool, rs *[]geom.Rect) int {
	bar := b.lay.Buttons
	row, x := 0, bar.X
	n := 0
	for i := from; i < len(b.btns.All); i++ {
		limit := bar.X + bar.W
		if pager && row == btnRows-1 {
			limit -= 2 * (pagerWidth + btnGap)
		}
		w := b.buttonWidth(b.btns.All[i].Text, bar.W)
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

// clickButton handles a click on slot i.
func (b *Board) clickButton(i int) table.Outcome {
	out := table.Outcome{Redraw: true}
	switch e := b.btns.Press(i); e.Op {
	case btnlist.Act:
		return b.choose(e.Act)
	case btnlist.Cancel:
		b.closeSub()
	case btnlist.Prev, btnlist.Next:
		b.paginate()
	}
	return out
}
