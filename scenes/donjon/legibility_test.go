package donjonboard

import (
	"fmt"
	"image"
	"testing"

	"stolik/render/geom"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/table/tabletest"
	"stolik/scenes/ui"
)

// TestEveryTextReadable lays the board out at 1280×720 and 1024×768 for 2,
// 3 and 4 players, plays a game forward, and measures every text the board
// draws (no GPU: the labels pass runs with a nil image and records): none
// under table.MinText (12 px), none cut with "…", none outside the board.
func TestEveryTextReadable(t *testing.T) {
	for _, screen := range table.Screens {
		f := table.FrameLayout(screen[0], screen[1])
		area := geom.Rect{X: float64(f.Board.Min.X), Y: float64(f.Board.Min.Y), W: float64(f.Board.Dx()), H: float64(f.Board.Dy())}
		for _, players := range []int{2, 3, 4} {
			t.Run(fmt.Sprintf("%dx%d_%dp", screen[0], screen[1], players), func(t *testing.T) {
				b, g := newTestBoard(t, players, 7)
				b.Layout(f.Board)
				rng := engine.NewRNG(3)
				var rec []table.Drawn
				b.Text.Rec = &rec
				checked := 0
				for step := 0; step < 160 && g.Current() >= 0; step++ {
					if step%20 == 0 {
						seat := g.Current()
						b.Update(&ui.Input{Cursor: image.Pt(-1, -1)}, g.View(seat), seat, g.Legal(nil))
						rec = rec[:0]
						b.labelsPass(nil)
						for _, d := range rec {
							checkDrawn(t, step, d, area)
						}
						checked += len(rec)
					}
					legal := g.Legal(nil)
					mustApplyBoard(t, g, legal[rng.IntN(len(legal))])
				}
				if checked < 50 {
					t.Fatalf("only %d texts measured", checked)
				}
			})
		}
	}
}

func checkDrawn(t *testing.T, step int, d table.Drawn, area geom.Rect) {
	t.Helper()
	tabletest.CheckDrawn(t, step, d, area)
}
