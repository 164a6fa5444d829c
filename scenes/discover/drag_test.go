package discoverboard

import (
	"image"
	"strconv"
	"strings"
	"testing"

	"stolik/render/geom"
	"stolik/rules/discover"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

// dayTurn plays a solo game past the draft and scouts until the hero,
// still in its first day turn, has a revealed space two steps away with no
// monster on the way: the place to test a walk.
func dayTurn(t *testing.T, seed uint64) (*discover.Game, int, int) {
	t.Helper()
	g := newGame(t, 1, seed, 1)
	for g.UIDecision() == "draft" {
		if err := g.Apply(g.Legal(nil)[0], nil); err != nil {
			t.Fatal(err)
		}
	}
	for k := 0; k < 8; k++ {
		if g.UIDecision() != "" {
			return g, -1, -1
		}
		h := g.UIHero(0)
		if goal, mid := farGoal(g, h.Hex); goal >= 0 {
			return g, goal, mid
		}
		scouted := false
		for _, a := range g.Legal(nil) {
			if a.Kind == discover.KindScout {
				if err := g.Apply(a, nil); err != nil {
					t.Fatal(err)
				}
				scouted = true
				break
			}
		}
		if !scouted {
			break
		}
	}
	return g, -1, -1
}

// farGoal is a revealed space two steps from hex from (through a revealed
// middle space), with no monster on either, and the middle space.
func farGoal(g *discover.Game, from int) (goal, mid int) {
	t := g.UITerrain()
	mon := map[int]bool{}
	for _, m := range g.UIMonsters() {
		mon[m.Hex] = true
	}
	near := map[int]bool{from: true}
	for _, n := range t.Adj[from] {
		if n != discover.UINone {
			near[int(n)] = true
		}
	}
	for _, n := range t.Adj[from] {
		if n == discover.UINone || !g.UIHex(int(n)).Revealed || mon[int(n)] {
			continue
		}
		for _, n2 := range t.Adj[n] {
			x := int(n2)
			if n2 == discover.UINone || near[x] || !g.UIHex(x).Revealed || mon[x] {
				continue
			}
			return x, int(n)
		}
	}
	return -1, -1
}

func pt(p geom.Pt) image.Point { return image.Pt(int(p.X), int(p.Y)) }

// TestDragPawnAlongAPath drags the hero's pawn onto a space two steps away:
// before the drop the board shows the path's stamina cost, worked out here
// by walking the same two steps on a copy of the game; the drop takes the
// first step and the next frame the second, so the pawn ends on the goal.
func TestDragPawnAlongAPath(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		g, goal, _ := dayTurn(t, seed)
		if goal < 0 {
			continue
		}
		b := newBoard(t, 1)
		legal := g.Legal(nil)
		b.Update(&ui.Input{}, g.View(0), 0, legal)
		from := pt(b.hexCentre(g.UIHero(0).Hex))
		to := pt(b.hexCentre(goal))
		// The pawn is picked up and dragged in steps to the goal.
		in := ui.Input{Cursor: from, Click: true, Down: true}
		b.Update(&in, g.View(0), 0, legal)
		for k := 1; k <= 5; k++ {
			p := image.Pt(from.X+(to.X-from.X)*k/5, from.Y+(to.Y-from.Y)*k/5)
			in = ui.Input{Cursor: p, Down: true, Moved: true}
			if out := b.Update(&in, g.View(0), 0, legal); out.Chosen {
				t.Fatalf("seed %d: a move was chosen before the drop", seed)
			}
		}
		path, cost := b.dragPath, b.dragCost
		if b.gest != gestPawn || len(path) != 2 || path[1] != goal {
			t.Fatalf("seed %d: dragging shows path %v (gesture %d), want two steps to %d", seed, path, b.gest, goal)
		}
		// The cost the rules charge for the same walk.
		c := g.Clone().(*discover.Game)
		before := c.UIHero(0).Stamina
		for _, x := range path {
			if err := c.Apply(engine.Action{Kind: discover.KindMove, A: uint8(x)}, nil); err != nil {
				t.Fatalf("seed %d: the path's step to %d is not legal: %v", seed, x, err)
			}
		}
		want := before - c.UIHero(0).Stamina
		if cost != want || !strings.Contains(b.dragText(), "Koszt: "+strconv.Itoa(want)) {
			t.Fatalf("seed %d: the drag shows %q (cost %d), the rules charge %d", seed, b.dragText(), cost, want)
		}
		// The drop walks.
		in = ui.Input{Cursor: to}
		out := b.Update(&in, g.View(0), 0, legal)
		if !out.Chosen || out.Action != (engine.Action{Kind: discover.KindMove, A: uint8(path[0])}) {
			t.Fatalf("seed %d: the drop chose %v %v, want the first step", seed, out.Chosen, out.Action)
		}
		if err := g.Apply(out.Action, nil); err != nil {
			t.Fatal(err)
		}
		out = b.Update(&ui.Input{Cursor: to}, g.View(0), 0, g.Legal(nil))
		if !out.Chosen || out.Action != (engine.Action{Kind: discover.KindMove, A: uint8(goal)}) {
			t.Fatalf("seed %d: the next frame chose %v %v, want the step onto the goal", seed, out.Chosen, out.Action)
		}
		return
	}
	t.Fatal("no seed gave a space two steps away: nothing was dragged")
}

// TestClickFarSpaceWalks: a click on a space two steps away walks there.
func TestClickFarSpaceWalks(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		g, goal, mid := dayTurn(t, seed)
		if goal < 0 {
			continue
		}
		b := newBoard(t, 1)
		to := pt(b.hexCentre(goal))
		b.Update(&ui.Input{}, g.View(0), 0, g.Legal(nil))
		out := clickAt(b, g.View(0), 0, g.Legal(nil), pt(b.hexCentre(goal)))
		if !out.Chosen || out.Action.Kind != discover.KindMove {
			t.Fatalf("seed %d: a click on a far space chose %v", seed, out.Action)
		}
		if err := g.Apply(out.Action, nil); err != nil {
			t.Fatal(err)
		}
		out = b.Update(&ui.Input{Cursor: to}, g.View(0), 0, g.Legal(nil))
		if !out.Chosen || int(out.Action.A) != goal {
			t.Fatalf("seed %d: the walk's second step is %v, want %d (via %d)", seed, out.Action, goal, mid)
		}
		return
	}
	t.Fatal("no seed gave a space two steps away")
}

// TestWheelZoomsAndDragPans: the wheel zooms around the pointer (the space
// under it stays under it), a drag on the map pans, «Cała mapa» shows the
// whole island again, and NextClick still reaches a step whose space went
// out of view (through «Cała mapa»).
func TestWheelZoomsAndDragPans(t *testing.T) {
	g, _, _ := dayTurn(t, 3)
	b := newBoard(t, 1)
	legal := g.Legal(nil)
	view := g.View(0)
	b.Update(&ui.Input{}, view, 0, legal)
	x := g.UIHero(0).Hex
	c := pt(b.hexCentre(x))
	for k := 0; k < 4; k++ {
		b.Update(&ui.Input{Cursor: c, Wheel: 1}, view, 0, legal)
	}
	if b.cam.Zoom <= 1.5 {
		t.Fatalf("four wheel notches zoomed to %.2f", b.cam.Zoom)
	}
	if got, ok := b.hexUnder(geom.Pt{X: float64(c.X), Y: float64(c.Y)}); !ok || got != x {
		t.Fatalf("after zooming the pointer is over %d, not the hero's space %d", got, x)
	}
	// A drag that starts away from the pawn pans.
	v := b.lay.View
	from := image.Pt(int(v.X+20), int(v.Y+v.H-60))
	before := b.cam.Pan
	in := ui.Input{Cursor: from, Click: true, Down: true}
	b.Update(&in, view, 0, legal)
	for k := 1; k <= 4; k++ {
		in = ui.Input{Cursor: from.Add(image.Pt(30*k, -20*k)), Down: true, Moved: true}
		b.Update(&in, view, 0, legal)
	}
	if out := b.Update(&ui.Input{Cursor: from.Add(image.Pt(120, -80))}, view, 0, legal); out.Chosen {
		t.Fatalf("a pan chose %v", out.Action)
	}
	if b.cam.Pan == before {
		t.Fatal("a drag on the map did not pan it")
	}
	// Every legal action is still reachable by clicks.
	for _, a := range legal {
		if !reachStyle(t, b, view, 0, legal, a, 1) {
			t.Fatalf("%v not reachable on a zoomed map", a)
		}
	}
	clickAt(b, view, 0, legal, rectPoint(b.lay.Fit))
	if !b.cam.Fitted() {
		t.Fatal("«Cała mapa» did not show the whole island")
	}
}

// TestDiceTumble: dice rolled in a fight tumble at the animation speed, a
// click stops them, and at speed 0 they never do.
func TestDiceTumble(t *testing.T) {
	var before, after *discover.Game
	for seed := uint64(1); seed <= 40 && after == nil; seed++ {
		g := newGame(t, 2, seed, 1)
		rng := engine.NewRNG(seed)
		for step := 0; step < 600 && g.Current() >= 0; step++ {
			prev := g.Clone().(*discover.Game)
			l := g.Legal(nil)
			if err := g.Apply(pickBiased(l, &rng), nil); err != nil {
				t.Fatal(err)
			}
			if c := g.UICombat(); c.On && c.Rolled && !prev.UICombat().Rolled {
				before, after = prev, g
				break
			}
		}
	}
	if after == nil {
		t.Fatal("no game rolled the dice of a fight")
	}
	for _, speed := range []float64{1, 0} {
		b := New(table.Env{Title: discover.Title(), Loc: testLoc, Names: []string{"Ala", "Bartek"},
			Colours: []int{0, 1}, AnimSpeed: speed}).(*Board)
		b.Layout(table.FrameLayout(1280, 720).Board)
		b.Update(&ui.Input{}, before.View(0), 0, nil)
		b.Update(&ui.Input{}, after.View(0), 0, nil)
		if b.dice.on != (speed > 0) {
			t.Fatalf("speed %v: the dice tumble %v", speed, b.dice.on)
		}
		if speed > 0 {
			b.Update(&ui.Input{Cursor: image.Pt(5, 5), Click: true}, after.View(0), 0, nil)
			if b.dice.on {
				t.Fatal("a click did not stop the dice")
			}
		}
	}
}
