package btnlist

import (
	"image"
	"strconv"

	"stolik/render/geom"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

// Op is what pressing an entry does.
type Op uint8

const (
	Act    Op = iota // choose Entry.Act
	Cancel           // close the open place's choices
	Prev             // show the page before
	Next             // show the page after
	Blank            // an empty slot: no button
)

// Entry is one button.
type Entry struct {
	Text string
	Base string // Text without the " (n)" that sets alike labels apart
	Act  engine.Action
	Op   Op
}

// List is the bar's entries (all pages) and the page on screen.
type List struct {
	All   []Entry     // every entry, all pages
	Page  int         // the page shown
	From  int         // All's index of the page's first entry
	Shown []Entry     // this page's entries, one per slot
	Slots []geom.Rect // the rectangle of each shown entry

	mirror table.Mirror
}

// Reset empties the list (before the board lists its actions again).
func (l *List) Reset() { l.All = l.All[:0] }

// Add lists action a under text, numbered " (2)", " (3)" … after the
// first when labels are alike, so no two buttons read the same.
func (l *List) Add(text string, a engine.Action) {
	same := 0
	for _, e := range l.All {
		if e.Base == text {
			same++
		}
	}
	base := text
	if same > 0 {
		text += " (" + strconv.Itoa(same+1) + ")"
	}
	l.All = append(l.All, Entry{Text: text, Base: base, Act: a})
}

// AddCancel lists the button that closes a place's choices.
func (l *List) AddCancel(text string) {
	l.All = append(l.All, Entry{Text: text, Base: text, Op: Cancel})
}

// PageInto shows the page in fixed slots: all the entries when they fit,
// otherwise a page of len(slots)-2 entries (blanks after the last one)
// and, in the last two slots, the page buttons labelled "‹ prev" and
// "next ›". The page is clamped to those there are. It also refreshes
// the mirror. Slots is then slots itself, not a copy: a board that pages
// this way never appends to Slots (a board that lays its pages out itself
// never calls PageInto).
func (l *List) PageInto(slots []geom.Rect, prev, next string) {
	l.Shown = l.Shown[:0]
	l.Slots = slots
	l.From = 0
	if n := len(slots); n > 0 {
		per := n
		if len(l.All) > n {
			per = max(1, n-2)
		}
		pages := max(1, (len(l.All)+per-1)/per)
		l.Page = min(max(0, l.Page), pages-1)
		l.From = l.Page * per
		l.Shown = append(l.Shown, l.All[l.From:min(len(l.All), l.From+per)]...)
		if pages > 1 {
			for len(l.Shown) < n-2 {
				l.Shown = append(l.Shown, Entry{Op: Blank})
			}
			l.Shown = append(l.Shown, Entry{Text: "‹ " + prev, Op: Prev}, Entry{Text: next + " ›", Op: Next})
		}
	}
	l.Mirror("", "")
}

// Mirror records the shown buttons for scripts (Buttons), with prev and
// next, when not empty, as the page buttons' labels instead of their text
// (a bare arrow on screen).
func (l *List) Mirror(prev, next string) {
	l.mirror.Reset()
	for i, e := range l.Shown {
		if e.Op == Blank || i >= len(l.Slots) {
			continue
		}
		label := e.Text
		switch {
		case e.Op == Prev && prev != "":
			label = prev
		case e.Op == Next && next != "":
			label = next
		}
		l.mirror.Add(l.Slots[i], label)
	}
}

// Buttons lists the visible buttons with their labels, so scripts can
// press them like a mouse would.
func (l *List) Buttons() []*ui.Button { return l.mirror.Buttons() }

// Hover is the slot of the button under a point, -1 for none.
func (l *List) Hover(x, y float64) int {
	for i, e := range l.Shown {
		if e.Op != Blank && i < len(l.Slots) && l.Slots[i].Contains(x, y) {
			return i
		}
	}
	return -1
}

// ActText is the label of the action button under a point ("" for none):
// its tooltip.
func (l *List) ActText(x, y float64) string {
	for i, e := range l.Shown {
		if e.Op == Act && i < len(l.Slots) && l.Slots[i].Contains(x, y) {
			return e.Text
		}
	}
	return ""
}

// Press is a press on shown button i: a page button turns the page (the
// board lays the new page out); the entry says what else to do.
func (l *List) Press(i int) Entry {
	e := l.Shown[i]
	switch e.Op {
	case Prev:
		l.Page--
	case Next:
		l.Page++
	}
	return e
}

// Targets appends the shown buttons for the keyboard.
func (l *List) Targets(dst []table.Target) []table.Target {
	for i, e := range l.Shown {
		if e.Op == Blank || i >= len(l.Slots) {
			continue
		}
		dst = append(dst, table.Target{Rect: l.Slots[i], Label: e.Text})
	}
	return dst
}

// Index is a's index in All, -1 when it has no button.
func (l *List) Index(a engine.Action) int {
	for k, e := range l.All {
		if e.Op == Act && e.Act == a {
			return k
		}
	}
	return -1
}

// NextClick is where a player clicks next on the bar to get closer to
// choosing a (a test driver's step, see the boards' NextClick): a's
// button, the page button towards it, or, while a place's choices are
// open (the list has «Anuluj») and a is not among them, «Anuluj» or the
// page button towards it. done is false when the bar has nothing to do
// with a: the board looks for its place; with done, ok false means no
// click on the bar gets there.
func (l *List) NextClick(a engine.Action) (p image.Point, ok, done bool) {
	for i, e := range l.Shown {
		if e.Op == Act && e.Act == a && i < len(l.Slots) {
			return Point(l.Slots[i]), true, true
		}
	}
	if k := l.Index(a); k >= 0 {
		p, ok = l.pageTowards(k)
		return p, ok, true
	}
	for i, e := range l.Shown {
		if e.Op == Cancel && i < len(l.Slots) {
			return Point(l.Slots[i]), true, true
		}
	}
	for k, e := range l.All {
		if e.Op == Cancel {
			p, ok = l.pageTowards(k)
			return p, ok, true
		}
	}
	return image.Point{}, false, false
}

// pageTowards is the page button that brings entry k nearer.
func (l *List) pageTowards(k int) (image.Point, bool) {
	op := Next
	if k < l.From {
		op = Prev
	}
	for i, e := range l.Shown {
		if e.Op == op && i < len(l.Slots) {
			return Point(l.Slots[i]), true
		}
	}
	return image.Point{}, false
}

// Point is the pixel at a rectangle's centre, where a click lands.
func Point(r geom.Rect) image.Point {
	c := r.Center()
	return image.Pt(int(c.X), int(c.Y))
}
