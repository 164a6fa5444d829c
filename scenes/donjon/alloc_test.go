package donjonboard

import (
	"image"
	"testing"

	"stolik/scenes/table"
	"stolik/scenes/ui"
)

// A frame where nothing changed allocates nothing on the board's side:
// the update, the keyboard targets and the text pass (laid out once).
func TestIdleFrameAllocatesNothing(t *testing.T) {
	b, g := newTestBoard(t, 4, 3)
	seat := g.Current()
	view, legal := g.View(seat), g.Legal(nil)
	var ts []table.Target
	frame := func() {
		in := ui.Input{Cursor: image.Pt(5, 5)}
		b.Update(&in, view, seat, legal)
		ts = b.Targets(ts[:0])
		b.labelsPass(nil)
	}
	frame()
	frame()
	if n := testing.AllocsPerRun(20, frame); n > 0 {
		t.Errorf("an idle frame allocates %.1f objects", n)
	}
}
