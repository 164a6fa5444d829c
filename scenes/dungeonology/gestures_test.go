package dungeonologyboard

import (
	"image"
	"math"
	"strings"
	"testing"

	"stolik/render/geom"
	"stolik/rules/dungeonology"
	"stolik/rules/engine"
	"stolik/scenes/ui"
)

// scholarPoint is where the figure of seat stands on the map.
func scholarPoint(b *Board, seat int) (image.Point, bool) {
	z := b.seats[seat].Zone
	for _, f := range b.figures(z, nil) {
		if f.Seat == seat {
			return image.Pt(int(f.C.X), int(f.C.Y)), b.lay.Map.Contains(f.C.X, f.C.Y)
		}
	}
	return image.Point{}, false
}

// TestDragScholar: the scholar dragged onto a connected zone moves there,
// onto the unknown ground beyond a passage explores through that edge, and
// onto a zone it cannot enter snaps back with a reason, choosing nothing.
func TestDragScholar(t *testing.T) {
	moves, explores, refusals := 0, 0, 0
	for _, players := range []int{2, 4} {
		for seed := uint64(1); seed <= 4; seed++ {
			g := newGame(t, players, seed)
			rng := engine.NewRNG(seed)
			for step := 0; step < 400 && g.Current() >= 0; step++ {
				seat := g.Current()
				view, legal := g.View(seat), g.Legal(nil)
				b := newBoard(t, players)
				b.Update(&ui.Input{}, view, seat, legal)
				if b.mover() == int(seat) {
					from, ok := scholarPoint(b, int(seat))
					if !ok {
						t.Fatalf("step %d: the scholar of seat %d is not in sight", step, seat)
					}
					for _, a := range legal {
						var to image.Point
						switch a.Kind {
						case dungeonology.KindMove:
							p, ok := b.placePoint(Place{Kind: PlaceZone, I: int(a.A)})
							if !ok {
								t.Fatalf("zone %d has no visible point", a.A)
							}
							to = p
						case dungeonology.KindExplore:
							r, ok := b.edgeRect(int(a.A))
							if !ok {
								t.Fatalf("edge %d has no ghost", a.A)
							}
							to = visiblePoint(b, r)
						default:
							continue
						}
						out := dragTo(b, view, seat, legal, from, to)
						if !out.Chosen || out.Action != a {
							t.Fatalf("%dp seed %d step %d: dragging the scholar to %v chose %v %v (msg %q)", players, seed, step, a, out.Chosen, out.Action, b.Msg.Text)
						}
						if a.Kind == dungeonology.KindMove {
							moves++
						} else {
							explores++
						}
					}
					// A zone it may not enter.
					for z := range b.tiles {
						if z == b.seats[seat].Zone || engine.Contains(legal, engine.Action{Kind: dungeonology.KindMove, A: uint8(z)}) {
							continue
						}
						p, ok := b.placePoint(Place{Kind: PlaceZone, I: z})
						if !ok {
							continue
						}
						out := dragTo(b, view, seat, legal, from, p)
						if out.Chosen || !b.Msg.Err || b.Msg.Text == "" || strings.Contains(b.Msg.Text, "[?") {
							t.Fatalf("scholar dropped on zone %d it may not enter: chosen %v %v, message %q", z, out.Chosen, out.Action, b.Msg.Text)
						}
						settle(b, view, seat, legal)
						refusals++
						break
					}
				}
				mustApply(t, g, pick(legal, &rng))
			}
		}
	}
	t.Logf("moves %d, explorations %d, refusals %d", moves, explores, refusals)
	if moves == 0 || explores == 0 || refusals == 0 {
		t.Fatalf("too few cases: moves %d, explorations %d, refusals %d", moves, explores, refusals)
	}
}

// visiblePoint is the middle of the part of r inside the map window.
func visiblePoint(b *Board, r geom.Rect) image.Point {
	m := b.lay.Map.Inset(3)
	x0, y0 := math.Max(r.X, m.X), math.Max(r.Y, m.Y)
	x1, y1 := math.Min(r.X+r.W, m.X+m.W), math.Min(r.Y+r.H, m.Y+m.H)
	return image.Pt(int((x0+x1)/2), int((y0+y1)/2))
}

// TestDragTile: a drawn zone tile dragged from its box onto each lit place
// is laid there.
func TestDragTile(t *testing.T) {
	drops := 0
	for _, players := range []int{2, 3, 4} {
		for seed := uint64(1); seed <= 6; seed++ {
			g := newGame(t, players, seed)
			rng := engine.NewRNG(seed + 100)
			for step := 0; step < 500 && g.Current() >= 0; step++ {
				seat := g.Current()
				view, legal := g.View(seat), g.Legal(nil)
				if p, ok := g.UIPending(); ok && p.Op == "place" {
					b := newBoard(t, players)
					b.Update(&ui.Input{}, view, seat, legal)
					box, ok := b.newTileBox()
					if !ok {
						t.Fatalf("a tile to place but no box for it")
					}
					for _, a := range legal {
						to, ok := b.placePoint(placeOf(a, &b.mctx))
						if !ok {
							t.Fatalf("position of %v not in sight", a)
						}
						out := dragTo(b, view, seat, legal, centre(box), to)
						if !out.Chosen || out.Action != a {
							t.Fatalf("dragging the tile to %v chose %v %v (%q)", a, out.Chosen, out.Action, b.Msg.Text)
						}
						drops++
					}
				}
				mustApply(t, g, pick(legal, &rng))
			}
		}
	}
	if drops == 0 {
		t.Fatal("no drawn tile had two places to go: nothing was tested")
	}
	t.Logf("%d tiles laid by drag", drops)
}

// TestDragCubeResearches: a cube of the scholar's zone dragged onto the
// note board researches the cubes from the left up to it; a drop of a
// cube that Research cannot reach is refused.
func TestDragCubeResearches(t *testing.T) {
	done, refused := 0, 0
	for _, players := range []int{2, 4} {
		for seed := uint64(1); seed <= 8; seed++ {
			g := newGame(t, players, seed)
			rng := engine.NewRNG(seed + 7)
			for step := 0; step < 500 && g.Current() >= 0; step++ {
				seat := g.Current()
				view, legal := g.View(seat), g.Legal(nil)
				b := newBoard(t, players)
				b.Update(&ui.Input{}, view, seat, legal)
				if b.researching() {
					z := b.seats[seat].Zone
					tg := tileLayout(b.tileRect(z), len(b.tiles[z].Cubes))
					for k, c := range b.tiles[z].Cubes {
						if c < 0 {
							continue
						}
						n := b.cubesUpTo(int(seat), z, k)
						want := engine.Action{Kind: dungeonology.KindResearch, A: uint8(n)}
						out := dragTo(b, view, seat, legal, centre(tg.Cubes[k]), centre(b.lay.Players[seat].Note))
						if n > 0 && engine.Contains(legal, want) {
							if !out.Chosen || out.Action != want {
								t.Fatalf("cube %d dragged to the note board chose %v %v, want %v (%q)", k, out.Chosen, out.Action, want, b.Msg.Text)
							}
							done++
						} else {
							if out.Chosen || !b.Msg.Err {
								t.Fatalf("cube %d (research %d not legal) chose %v, message %q", k, n, out.Action, b.Msg.Text)
							}
							settle(b, view, seat, legal)
							refused++
						}
					}
				}
				mustApply(t, g, pick(legal, &rng))
			}
		}
	}
	t.Logf("research by drag %d, refused %d", done, refused)
	if done == 0 || refused == 0 {
		t.Fatalf("too few cases: %d done, %d refused", done, refused)
	}
}

// TestPanAndZoom: dragging empty map space pans, the wheel zooms around the
// pointer, «Pokaż całe lochy» brings the whole dungeon back, and a press
// and release on a zone without moving is a click, not a pan.
func TestPanAndZoom(t *testing.T) {
	g := newGame(t, 2, 4)
	rng := engine.NewRNG(4)
	for step := 0; step < 120; step++ {
		mustApply(t, g, pick(g.Legal(nil), &rng))
	}
	seat := g.Current()
	view := g.View(seat)
	b := newBoard(t, 2)
	b.Update(&ui.Input{}, view, seat, nil)
	fit := b.cam
	m := b.lay.Map
	corner := image.Pt(int(m.X+4), int(m.Y+m.H-4))
	if _, hit := b.placeAt(float64(corner.X), float64(corner.Y)); hit {
		t.Skip("the corner is not empty in this position")
	}
	dragTo(b, view, seat, nil, corner, corner.Add(image.Pt(40, -30)))
	if d := b.cam.O.Sub(fit.O); d.X != 40 || d.Y != -30 || !b.cam.Manual {
		t.Fatalf("a drag of (40,-30) on empty space moved the camera by %v (manual %v)", d, b.cam.Manual)
	}
	c := m.Center()
	px, py := b.cam.ToPlane(c)
	in := ui.Input{Cursor: image.Pt(int(c.X), int(c.Y)), Wheel: 1}
	b.Update(&in, view, seat, nil)
	if b.cam.S <= fit.S {
		t.Fatalf("the wheel did not zoom in: %v → %v", fit.S, b.cam.S)
	}
	if qx, qy := b.cam.ToPlane(geom.Pt{X: float64(int(c.X)), Y: float64(int(c.Y))}); math.Abs(qx-px) > 0.05 || math.Abs(qy-py) > 0.05 {
		t.Fatalf("zooming moved the point under the pointer: %v,%v → %v,%v", px, py, qx, qy)
	}
	clickAt(b, view, seat, nil, centre(b.lay.Zoom[2]))
	if b.cam != fit {
		t.Fatalf("«Pokaż całe lochy» gave %+v, want %+v", b.cam, fit)
	}
	// Keys: W pans, + zooms.
	before := b.cam
	b.Update(&ui.Input{Chars: []rune{'w'}}, view, seat, nil)
	if b.cam.O.Y != before.O.Y+panStep {
		t.Fatalf("W moved the camera from %v to %v", before.O, b.cam.O)
	}
}
