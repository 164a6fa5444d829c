package dungeonologyboard

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"stolik/render/geom"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/table/tabletest"
	"stolik/scenes/ui"
)

// TestEveryTextReadable lays the board out at 1280×720 and 1024×768 for 2,
// 3 and 4 players, plays games forward, and measures every text the board
// draws (no GPU: the labels pass runs with a nil image and records), at
// the camera's own fit and zoomed in on the deciding scholar (where the
// tiles are written on): none under table.MinText (12 px), none cut with
// "…", no word broken, none outside the board, no missing locale key.
func TestEveryTextReadable(t *testing.T) {
	for _, screen := range table.Screens {
		for _, players := range []int{2, 3, 4} {
			t.Run(fmt.Sprintf("%dx%d_%dp", screen[0], screen[1], players), func(t *testing.T) {
				area := frameArea(screen)
				checked, tiles := 0, 0
				for seed := uint64(1); seed <= 2; seed++ {
					g := newGame(t, players, seed)
					b := newBoardAt(t, players, screen)
					rng := engine.NewRNG(seed * 3)
					var rec []table.Drawn
					b.Text.Rec = &rec
					for step := 0; step < 400 && g.Current() >= 0; step++ {
						if step%9 == 0 {
							seat := g.Current()
							b.Update(&ui.Input{Cursor: image.Pt(-1, -1)}, g.View(seat), seat, g.Legal(nil))
							for zoom := 0; zoom < 3; zoom++ {
								if zoom > 0 {
									// Zoomed in on the scholar: the tiles' names and effects.
									_, z := b.explorer()
									if z < 0 {
										continue
									}
									c := b.tileRect(z).Center()
									b.cam.ZoomAt(c, []float64{1, 1.9, 3}[zoom])
									b.cam.Pan(b.lay.Map.Center().X-c.X, b.lay.Map.Center().Y-c.Y, b.lay.Map, b.bounds)
								}
								rec = rec[:0]
								b.labelsPass(nil)
								b.mapLabels(nil)
								b.floating(nil)
								for _, d := range rec {
									checkDrawn(t, step, d, area)
									if strings.Contains(d.Text, "[?") {
										t.Errorf("step %d: a locale key is missing: %q", step, d.Text)
									}
									if b.lay.Map.Contains(d.Box.X, d.Box.Y) && b.cam.S >= textTile && d.Box.W > 40 {
										tiles++
									}
								}
								checked += len(rec)
								b.fitCamera(true)
							}
						}
						mustApply(t, g, pick(g.Legal(nil), &rng))
					}
				}
				if checked < 300 || tiles < 20 {
					t.Fatalf("only %d texts measured (%d on tiles)", checked, tiles)
				}
			})
		}
	}
}

func checkDrawn(t *testing.T, step int, d table.Drawn, area geom.Rect) {
	t.Helper()
	tabletest.CheckDrawn(t, step, d, area)
}
