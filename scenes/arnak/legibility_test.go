package arnakboard

import (
	"fmt"
	"image"
	"sort"
	"testing"

	"stolik/render/geom"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/table/tabletest"
	"stolik/scenes/ui"
)

// TestEveryTextReadable lays the board out at 1280×720 and 1024×768 for 1
// to 4 players, plays a game forward at random, and measures every text the
// board draws (no GPU: the labels pass runs with a nil image and records):
// none under table.MinText (12 px), none cut with "…", no word broken in
// two, none outside the board.
func TestEveryTextReadable(t *testing.T) {
	for _, screen := range table.Screens {
		f := table.FrameLayout(screen[0], screen[1])
		area := geom.Rect{X: float64(f.Board.Min.X), Y: float64(f.Board.Min.Y), W: float64(f.Board.Dx()), H: float64(f.Board.Dy())}
		for _, players := range []int{1, 2, 3, 4} {
			t.Run(fmt.Sprintf("%dx%d_%dp", screen[0], screen[1], players), func(t *testing.T) {
				b := newBoard(t, players)
				g := newGame(t, players, 7, "bird")
				b.Layout(f.Board)
				rng := engine.NewRNG(3)
				var rec []table.Drawn
				b.Text.Rec = &rec
				checked, errs := 0, 0
				for step := 0; step < 240 && g.Current() >= 0 && errs < 20; step++ {
					if step%15 == 0 {
						seat := g.Current()
						b.Update(&ui.Input{Cursor: image.Pt(-1, -1)}, g.View(seat), seat, g.Legal(nil))
						rec = rec[:0]
						b.labelsPass(nil)
						for _, d := range rec {
							if !readable(t, step, d, area) {
								errs++
							}
						}
						checked += len(rec)
						// Every hand card in view keeps its effect line (face
						// drops it silently when it does not fit).
						for i, r := range b.handR {
							want := b.txt.handFace[i].Effect
							if b.handShown(i).Title != "" && b.face(b.handShown(i), r).Face.Effect != want {
								t.Errorf("step %d: hand card %q omits its effect %q", step, b.txt.handFace[i].Title, want)
								errs++
							}
						}
					}
					legal := g.Legal(nil)
					if err := g.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
						t.Fatal(err)
					}
				}
				if checked < 50 {
					t.Fatalf("only %d texts measured", checked)
				}
			})
		}
	}
}

// readable reports (and fails the test on) a text below 12 px, cut, split,
// outside the board or showing a locale key (tabletest.CheckDrawn).
func readable(t *testing.T, step int, d table.Drawn, area geom.Rect) bool {
	t.Helper()
	return tabletest.CheckDrawn(t, step, d, area)
}

// TestHandCardsShowTheirEffect deals every card of the data into a hand
// of one to five cards (the hand a round starts with) beside the cards
// that need the most room, lays the hand out at 1280×720 and 1024×768 for
// 1 to 4 players, and checks that every card keeps its short effect line
// and that no two cards overlap (face drops the line when it does not fit
// at 12 px, which TestEveryTextReadable cannot see: nothing is then cut).
func TestHandCardsShowTheirEffect(t *testing.T) {
	for _, screen := range table.Screens {
		f := table.FrameLayout(screen[0], screen[1])
		for _, players := range []int{1, 2, 3, 4} {
			b := newBoard(t, players)
			g := newGame(t, players, 7, "bird")
			b.Layout(f.Board)
			seat := g.Current()
			b.Update(&ui.Input{Cursor: image.Pt(-1, -1)}, g.View(seat), seat, g.Legal(nil))
			// The cards by the width their line needs in a hand card, widest first.
			base := b.lay.handRects(nil, 5)[0]
			order := make([]uint8, len(b.d.Cards))
			need := make([]float64, len(b.d.Cards))
			for c := range b.d.Cards {
				order[c] = uint8(c)
				need[c] = b.handCardW(b.smallFace(uint8(c)), base.W, base.H)
			}
			sort.SliceStable(order, func(i, j int) bool { return need[order[i]] > need[order[j]] })
			dropped := 0
			for c := range b.d.Cards {
				for n := 1; n <= 5; n++ {
					hand := []uint8{uint8(c)}
					for _, o := range order {
						if len(hand) < n && int(o) != c {
							hand = append(hand, o)
						}
					}
					b.hand = append(b.hand[:0], hand...)
					b.rebuildTexts()
					b.layHand()
					for i, r := range b.handR {
						if i > 0 && overlap(r, b.handR[i-1]) {
							t.Errorf("%dx%d %dp: hand cards %d and %d overlap: %v %v", screen[0], screen[1], players, i-1, i, b.handR[i-1], r)
						}
						if !inside(r, b.lay.Hand) {
							t.Errorf("%dx%d %dp: hand card %d %v outside the hand %v", screen[0], screen[1], players, i, r, b.lay.Hand)
						}
						want := b.txt.handFace[i].Effect
						if got := b.face(b.handShown(i), r).Face.Effect; got != want {
							dropped++
							if dropped <= 5 {
								t.Errorf("%dx%d %dp, hand of %d (%.0f×%.0f px): %q omits its effect %q", screen[0], screen[1], players, n, r.W, r.H, b.txt.handFace[i].Title, want)
							}
						}
					}
				}
			}
			if dropped > 5 {
				t.Errorf("%dx%d %dp: %d hand cards omit their effect line in all", screen[0], screen[1], players, dropped)
			}
		}
	}
}
