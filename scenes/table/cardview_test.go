package table

import (
	"image"
	"testing"

	"stolik/render"
	"stolik/render/geom"
	"stolik/scenes/ui"
)

// oneCard is a board with one card at (100..200, 100..240).
type oneCard struct{}

func (oneCard) CardAt(x, y float64) (render.Face, bool) {
	if (geom.Rect{X: 100, Y: 100, W: 100, H: 140}).Contains(x, y) {
		return render.Face{Title: "Mikstura", Text: "Weź 2 potwory."}, true
	}
	return render.Face{}, false
}

var boardArea = geom.Rect{X: 0, Y: 64, W: 900, H: 640}

func TestRightClickOpensTheCardAndAnyClickClosesIt(t *testing.T) {
	var c CardView
	in := ui.Input{Cursor: image.Pt(400, 400), RightClick: true}
	if block, _ := c.Update(&in, oneCard{}, boardArea); block || c.Open() {
		t.Fatal("a right click beside the card opened something")
	}
	in = ui.Input{Cursor: image.Pt(150, 150), RightClick: true}
	block, changed := c.Update(&in, oneCard{}, boardArea)
	if !block || !changed || !c.Open() {
		t.Fatalf("right click on the card: block %v changed %v open %v", block, changed, c.Open())
	}
	if f, ok := c.Showing(); !ok || f.Title != "Mikstura" {
		t.Fatalf("showing %q", f.Title)
	}
	// The view is modal: a click anywhere closes it and reaches nothing.
	in = ui.Input{Cursor: image.Pt(600, 300), Click: true, Down: true}
	if block, _ := c.Update(&in, oneCard{}, boardArea); !block || in.Click || c.Open() {
		t.Fatalf("the closing click: block %v, still a click %v, open %v", block, in.Click, c.Open())
	}
	// Esc closes it too, and does not open the pause menu under it.
	in = ui.Input{Cursor: image.Pt(150, 150), RightClick: true}
	c.Update(&in, oneCard{}, boardArea)
	in = ui.Input{Esc: true}
	c.Update(&in, oneCard{}, boardArea)
	if c.Open() || in.Esc {
		t.Fatal("Esc did not close the view, or leaked")
	}
}

func TestLongHoverShowsTheCard(t *testing.T) {
	var c CardView
	in := ui.Input{Cursor: image.Pt(150, 150), Moved: true}
	c.Update(&in, oneCard{}, boardArea)
	for i := 1; i < LongHover; i++ {
		in = ui.Input{Cursor: image.Pt(150, 150)}
		c.Update(&in, oneCard{}, boardArea)
		if _, ok := c.Showing(); ok {
			t.Fatalf("shown after %d frames, before the long hover", i)
		}
	}
	in = ui.Input{Cursor: image.Pt(150, 150)}
	if _, changed := c.Update(&in, oneCard{}, boardArea); !changed {
		t.Fatal("the long hover did not redraw")
	}
	if _, ok := c.Showing(); !ok || c.Open() {
		t.Fatal("no preview after the long hover (or it became modal)")
	}
	// A click passes through (the preview is not modal) and hides it.
	in = ui.Input{Cursor: image.Pt(150, 150), Click: true, Down: true}
	if block, _ := c.Update(&in, oneCard{}, boardArea); block || !in.Click {
		t.Fatal("the preview swallowed a click")
	}
	if _, ok := c.Showing(); ok {
		t.Fatal("the preview stayed after a click")
	}
}

func TestStageShowsThenFliesAndSkips(t *testing.T) {
	var s Stage
	s.Push(Shown{Face: render.Face{Title: "A"}}, false)
	if s.Busy() {
		t.Fatal("animations off must stage nothing")
	}
	s.SetSpeed(1)
	s.Push(Shown{Face: render.Face{Title: "A"}, To: geom.Rect{X: 10, Y: 10, W: 20, H: 28}}, false)
	s.Push(Shown{Face: render.Face{Title: "B"}}, false)
	if cur, ok := s.Current(); !ok || cur.Face.Title != "A" {
		t.Fatal("the first card is not on stage")
	}
	frames := 0
	for ; frames < 1000; frames++ {
		var in ui.Input
		s.Update(&in, 1.0/60)
		if cur, _ := s.Current(); cur.Face.Title == "B" {
			break
		}
	}
	want := int((StageIn + StageHold + StageOut) * 60)
	if frames < want-2 || frames > want+2 {
		t.Errorf("the first card took %d frames, want about %d", frames, want)
	}
	// A click skips B; it goes no further.
	in := ui.Input{Click: true, Cursor: image.Pt(5, 5)}
	s.Update(&in, 1.0/60)
	if in.Click {
		t.Error("the skipping click reached the board")
	}
	for i := 0; i < 60 && s.Busy(); i++ {
		var in ui.Input
		s.Update(&in, 1.0/60)
	}
	if s.Busy() {
		t.Error("the skipped card stayed on stage")
	}
	// The bots' cards are held shorter.
	s.Push(Shown{Face: render.Face{Title: "C"}}, true)
	n := 0
	for ; s.Busy() && n < 1000; n++ {
		var in ui.Input
		s.Update(&in, 1.0/60)
	}
	if n >= frames {
		t.Errorf("a bot's card took %d frames, a player's %d", n, frames)
	}
}
