package btnlist

import (
	"image"
	"testing"

	"stolik/render/geom"
	"stolik/rules/engine"
)

// slots4 is four slots in a row, 100×30 each, 10 apart: slot i's centre
// is (50+110i, 15).
func slots4() []geom.Rect {
	var rs []geom.Rect
	for i := range 4 {
		rs = append(rs, geom.Rect{X: float64(110 * i), Y: 0, W: 100, H: 30})
	}
	return rs
}

func act(k int) engine.Action { return engine.Action{Kind: 1, A: uint8(k)} }

// five lists five actions "a0" … "a4"; with four slots a page holds two
// (the last two slots turn the page): pages {0,1}, {2,3}, {4}.
func five() *List {
	l := &List{}
	for k := range 5 {
		l.Add("a"+string(rune('0'+k)), act(k))
	}
	return l
}

func TestAddNumbersAlikeLabels(t *testing.T) {
	l := &List{}
	for k, s := range []string{"Weź", "Spasuj", "Spasuj", "Weź", "Spasuj"} {
		l.Add(s, act(k))
	}
	l.AddCancel("Anuluj")
	want := []string{"Weź", "Spasuj", "Spasuj (2)", "Weź (2)", "Spasuj (3)", "Anuluj"}
	for i, e := range l.All {
		if e.Text != want[i] {
			t.Errorf("entry %d reads %q, want %q", i, e.Text, want[i])
		}
	}
	if l.All[5].Op != Cancel || l.All[2].Act != act(2) {
		t.Errorf("entries %+v", l.All)
	}
}

func TestPageInto(t *testing.T) {
	cases := []struct {
		name  string
		n     int // entries
		page  int
		want  []string // shown texts, "" for a blank
		page2 int      // the page after clamping
		from  int
	}{
		{"all fit: no page buttons", 4, 0, []string{"a0", "a1", "a2", "a3"}, 0, 0},
		{"first of three pages", 5, 0, []string{"a0", "a1", "‹ wstecz", "dalej ›"}, 0, 0},
		{"middle page", 5, 1, []string{"a2", "a3", "‹ wstecz", "dalej ›"}, 1, 2},
		{"last page padded with a blank", 5, 2, []string{"a4", "", "‹ wstecz", "dalej ›"}, 2, 4},
		{"past the end: clamped to the last", 5, 9, []string{"a4", "", "‹ wstecz", "dalej ›"}, 2, 4},
		{"before the start: clamped to the first", 5, -1, []string{"a0", "a1", "‹ wstecz", "dalej ›"}, 0, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l := five()
			l.All = l.All[:c.n]
			l.Page = c.page
			l.PageInto(slots4(), "wstecz", "dalej")
			if l.Page != c.page2 || l.From != c.from || len(l.Shown) != len(c.want) {
				t.Fatalf("page %d from %d, %d shown; want page %d from %d, %d", l.Page, l.From, len(l.Shown), c.page2, c.from, len(c.want))
			}
			for i, e := range l.Shown {
				if e.Text != c.want[i] || (c.want[i] == "") != (e.Op == Blank) {
					t.Errorf("slot %d: %q (op %d), want %q", i, e.Text, e.Op, c.want[i])
				}
			}
			if got := len(l.Buttons()); got != len(c.want)-countBlank(c.want) {
				t.Errorf("%d mirrored buttons, want one per non-blank slot", got)
			}
		})
	}
}

func countBlank(ss []string) int {
	n := 0
	for _, s := range ss {
		if s == "" {
			n++
		}
	}
	return n
}

func TestHoverPressAndTargets(t *testing.T) {
	l := five()
	l.Page = 2
	l.PageInto(slots4(), "wstecz", "dalej")
	// Slot 1 is a blank: no button there.
	if got := l.Hover(160, 15); got != -1 {
		t.Errorf("hover on the blank slot: %d, want -1", got)
	}
	if got := l.Hover(380, 15); got != 3 {
		t.Errorf("hover on the last slot: %d, want 3", got)
	}
	if got := l.ActText(50, 15); got != "a4" {
		t.Errorf("tooltip of slot 0: %q, want a4", got)
	}
	if got := l.ActText(270, 15); got != "" {
		t.Errorf("tooltip of the page button: %q, want none", got)
	}
	if got := l.Targets(nil); len(got) != 3 || got[1].Label != "‹ wstecz" {
		t.Errorf("targets %+v: want a4, ‹ wstecz, dalej ›", got)
	}
	if e := l.Press(2); e.Op != Prev || l.Page != 1 {
		t.Errorf("pressing ‹: op %d, page %d; want Prev and page 1", e.Op, l.Page)
	}
	if e := l.Press(3); e.Op != Next || l.Page != 2 {
		t.Errorf("pressing ›: op %d, page %d; want Next and page 2", e.Op, l.Page)
	}
}

func TestMirrorLabelsThePageButtons(t *testing.T) {
	l := five()
	l.PageInto(slots4(), "wstecz", "dalej")
	l.Shown[2].Text, l.Shown[3].Text = "‹", "›" // a board that draws bare arrows
	l.Mirror("Poprzednia strona", "Następna strona")
	bs := l.Buttons()
	if len(bs) != 4 || bs[0].Text != "a0" || bs[2].Text != "Poprzednia strona" || bs[3].Text != "Następna strona" {
		t.Fatalf("mirror %v", bs)
	}
	if bs[3].R != image.Rect(330, 0, 430, 30) {
		t.Errorf("the next button's rectangle %v, want the last slot", bs[3].R)
	}
}

func TestNextClick(t *testing.T) {
	prev, next := image.Pt(270, 15), image.Pt(380, 15)
	cases := []struct {
		name   string
		page   int
		a      engine.Action
		cancel bool // the list ends in Anuluj
		want   image.Point
		ok     bool
		done   bool
	}{
		{"on this page: its button", 1, act(3), false, image.Pt(160, 15), true, true},
		{"on a later page: next", 0, act(4), false, next, true, true},
		{"on an earlier page: previous", 2, act(1), false, prev, true, true},
		{"not listed, no place list open: the board's", 0, act(9), false, image.Point{}, false, false},
		// With Anuluj (entry 5): pages {0,1}, {2,3}, {4,Anuluj}.
		{"not listed, Anuluj shown: Anuluj", 2, act(9), true, image.Pt(160, 15), true, true},
		{"not listed, Anuluj on a later page: next", 0, act(9), true, next, true, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l := five()
			if c.cancel {
				l.AddCancel("Anuluj")
			}
			l.Page = c.page
			l.PageInto(slots4(), "wstecz", "dalej")
			p, ok, done := l.NextClick(c.a)
			if p != c.want || ok != c.ok || done != c.done {
				t.Errorf("got %v %v %v, want %v %v %v", p, ok, done, c.want, c.ok, c.done)
			}
		})
	}
}
