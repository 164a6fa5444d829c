package arnakboard

import (
	"fmt"
	"image"
	"sort"
	"testing"

	"stolik/render/geom"
	"stolik/rules/arnak"
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

// boardOnScreen is a board of players seats laid out in the frame of a
// screen, showing a new game (seed 7, Bird side) to the seat to move.
func boardOnScreen(t *testing.T, screen [2]int, players int) *Board {
	t.Helper()
	return boardOnSide(t, screen, players, "bird")
}

// boardOnSide is boardOnScreen on the given side of the board.
func boardOnSide(t *testing.T, screen [2]int, players int, side string) *Board {
	t.Helper()
	f := table.FrameLayout(screen[0], screen[1])
	b := newBoard(t, players)
	g := newGame(t, players, 7, side)
	b.Layout(f.Board)
	seat := g.Current()
	b.Update(&ui.Input{Cursor: image.Pt(-1, -1)}, g.View(seat), seat, g.Legal(nil))
	return b
}

// TestHandCardsShowTheirEffect deals every card of the data into a hand
// of one to five cards (the hand a round starts with) beside the cards
// that need the most room, lays the hand out at 1280×720 and 1024×768 for
// 1 to 4 players, and checks that every card keeps its short effect line
// and that no two cards overlap (face drops the line when it does not fit
// at 12 px, which TestEveryTextReadable cannot see: nothing is then cut).
func TestHandCardsShowTheirEffect(t *testing.T) {
	for _, screen := range table.Screens {
		for _, players := range []int{1, 2, 3, 4} {
			b := boardOnScreen(t, screen, players)
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

// TestRowCardsShowTheirEffect puts every item and artifact of the data in
// every slot of the card row (the cards for sale), lays the board out at
// 1280×720 and 1024×768 for 1 to 4 players, and checks that each card
// keeps its short effect line whole and its cost, VP and travel symbols,
// with every text of the face at 12 px or more, uncut and inside the card
// (face drops the line silently when it does not fit, which
// TestEveryTextReadable sees only for the cards a seed happens to deal).
func TestRowCardsShowTheirEffect(t *testing.T) {
	for _, screen := range table.Screens {
		for _, players := range []int{1, 2, 3, 4} {
			b := boardOnScreen(t, screen, players)
			var rec []table.Drawn
			b.Text.Rec = &rec
			cards, bad := 0, 0
			for c := range b.d.Cards {
				if k := b.view.UICardKind(uint8(c)); k != 2 && k != 3 {
					continue // only items and artifacts are ever for sale
				}
				cards++
				want := b.smallFace(uint8(c))
				for i := range b.lay.Row {
					b.txt.rowName[i], b.txt.rowFace[i] = want.Title, want
				}
				rec = rec[:0]
				b.labelsPass(nil)
				for i, r := range b.lay.Row {
					v := b.face(b.txt.rowFace[i], r)
					got := v.Face
					// The detailed line, or where it has no room the brief one.
					if (got.Effect != want.Effect && (want.Brief == "" || got.Effect != want.Brief)) || got.Icons != want.Icons || got.Cost != want.Cost || got.VP != want.VP || v.Overflow {
						bad++
						if bad <= 8 {
							t.Errorf("%dx%d %dp, row slot %d (%.0f×%.0f px): %q shows effect %q icons %q (want %q, %q; overflow %v)",
								screen[0], screen[1], players, i, r.W, r.H, want.Title, got.Effect, got.Icons, want.Effect, want.Icons, v.Overflow)
						}
					}
					for _, d := range rec {
						if !overlap(d.Box, r) {
							continue
						}
						if d.Size < table.MinText || d.Cut || d.Split || !inside(d.Box, r) {
							bad++
							if bad <= 8 {
								t.Errorf("%dx%d %dp, row slot %d: %q of %q at %.1f px, cut %v, split %v, box %v in card %v",
									screen[0], screen[1], players, i, d.Text, want.Title, d.Size, d.Cut, d.Split, d.Box, r)
							}
						}
					}
				}
			}
			if cards < 40 {
				t.Fatalf("only %d items and artifacts in the data", cards)
			}
			if bad > 8 {
				t.Errorf("%dx%d %dp: %d row faces fail in all", screen[0], screen[1], players, bad)
			}
		}
	}
}

// TestSitesKeepTheirTextsInside discovers every level I and level II site
// tile of the data on every site of its level (with no guardian and with
// each guardian of the data), and shows every camp, on both sides of the
// board at 1280×720 and 1024×768 for 1 to 4 players, and checks that each
// of the site's texts (name, spaces, effect line, guardian cost; icons are
// drawn inside them) is at 12 px or more, uncut, unsplit and inside that
// site's box, and that its pawn spaces and guardian pill are too.
// TestEveryTextReadable measures against the whole board, so an effect
// line that wraps below its site onto the next one passes there.
func TestSitesKeepTheirTextsInside(t *testing.T) {
	for _, side := range []string{"bird", "snake"} {
		for _, screen := range table.Screens {
			for _, players := range []int{1, 2, 3, 4} {
				b := boardOnSide(t, screen, players, side)
				var rec []table.Drawn
				b.Text.Rec = &rec
				d := b.d
				name := fmt.Sprintf("%s %dx%d %dp", side, screen[0], screen[1], players)
				shown, bad := 0, 0
				fail := func(format string, args ...any) {
					bad++
					if bad <= 8 {
						t.Errorf(name+": "+format, args...)
					}
				}
				for i := range d.Sites {
					st := &d.Sites[i]
					r := b.lay.Site[i]
					var views []arnak.UISiteView
					for tile := range d.SiteTiles {
						if st.Level == 0 || d.SiteTiles[tile].Level != st.Level {
							continue
						}
						for g := -1; g < len(d.Guardians); g++ {
							sv := arnak.UISiteView{Tile: uint8(tile), Guard: arnak.UINone, Idol: [2]uint8{arnak.UINone, arnak.UINone}}
							if g >= 0 {
								sv.Guard = uint8(g)
							}
							views = append(views, sv)
						}
					}
					if st.Level == 0 {
						views = append(views, arnak.UISiteView{Tile: arnak.UINone, Guard: arnak.UINone, Idol: [2]uint8{arnak.UINone, arnak.UINone}})
					}
					for _, sv := range views {
						eff := st.Effect
						if st.Level > 0 {
							eff = d.SiteTiles[sv.Tile].Effect
						}
						b.siteTexts(i, sv, eff)
						rec = rec[:0]
						b.siteLabels(nil, i)
						shown++
						if len(rec) < 3 {
							fail("site %q shows only %d texts", st.Name, len(rec))
						}
						for _, x := range rec {
							if x.Size < table.MinText || x.Cut || x.Split || !inside(x.Box, r) {
								fail("site %d %q, tile %d, guardian %d: %q at %.1f px, cut %v, split %v, box %v in site %v",
									i, st.Name, sv.Tile, sv.Guard, x.Text, x.Size, x.Cut, x.Split, x.Box, r)
							}
						}
						for sp := range st.Spaces {
							if sp > 1 {
								break
							}
							c := b.spaceCentre(i, sp)
							if pawn := (geom.Rect{X: c.X - 7.5, Y: c.Y - 7.5, W: 15, H: 15}); !inside(pawn, r) {
								fail("site %d %q: space %d at %v outside the site %v", i, st.Name, sp, pawn, r)
							}
						}
						if sv.Guard != arnak.UINone && !inside(b.guardPill(i), r) {
							fail("site %d %q: guardian pill %v outside the site %v", i, st.Name, b.guardPill(i), r)
						}
					}
				}
				if shown < 100 {
					t.Fatalf("%s: only %d site faces shown", name, shown)
				}
				if bad > 8 {
					t.Errorf("%s: %d site texts fail in all", name, bad)
				}
			}
		}
	}
}
