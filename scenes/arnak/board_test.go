package arnakboard

import (
	"image"
	"testing"

	"stolik/locales"
	"stolik/render/geom"
	"stolik/rules/arnak"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/table/tabletest"
	"stolik/scenes/ui"
)

func newGame(t *testing.T, players int, seed uint64, side string) *arnak.Game {
	t.Helper()
	eg, err := arnak.Title().New(engine.Config{Players: players, Seed: seed,
		Options: map[string]string{"side": side}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return eg.(*arnak.Game)
}

func newBoard(t *testing.T, players int) *Board {
	t.Helper()
	loc, err := locales.New("pl")
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ala", "Bartek", "Celina", "Darek"}[:players]
	tb := New(table.Env{Title: arnak.Title(), Loc: loc, Names: names, Colours: []int{0, 1, 2, 3}[:players]})
	b, ok := tb.(*Board)
	if !ok {
		t.Fatal("New did not build the arnak board")
	}
	b.Layout(image.Rect(0, 40, 1280, 720))
	return b
}

func centre(r geom.Rect) image.Point {
	c := r.Center()
	return image.Pt(int(c.X), int(c.Y))
}

// clickAt feeds one frame with a script's click (pressed and released
// within the frame).
func clickAt(b *Board, view engine.Game, seat engine.Seat, legal []engine.Action, p image.Point) table.Outcome {
	return tabletest.ClickAt(b, view, seat, legal, p)
}

// pressAt is a mouse click over two frames: pressed, then released.
func pressAt(b *Board, view engine.Game, seat engine.Seat, legal []engine.Action, p image.Point) table.Outcome {
	return tabletest.PressAt(b, view, seat, legal, p)
}

// dragTo presses at from, moves in steps to to and releases there.
func dragTo(b *Board, view engine.Game, seat engine.Seat, legal []engine.Action, from, to image.Point) table.Outcome {
	return tabletest.DragTo(b, view, seat, legal, from, to)
}

// reach chooses a with the mouse alone, clicking where NextClick says
// (both click styles in turn), in a bounded number of clicks.
func reach(t *testing.T, b *Board, view engine.Game, seat engine.Seat, legal []engine.Action, a engine.Action) bool {
	t.Helper()
	return reachStyle(t, b, view, seat, legal, a, -1)
}

// reachStyle is reach with one click style (0 script click, 1 press and
// release, 2 press held every frame), or all in turn with -1.
func reachStyle(t *testing.T, b *Board, view engine.Game, seat engine.Seat, legal []engine.Action, a engine.Action, style int) bool {
	t.Helper()
	if tabletest.Reach(t, b, view, seat, legal, a, style, 40) {
		return true
	}
	t.Logf("board state: sub %v page %d", b.subOn, b.btns.Page)
	return false
}

// placeRectOf is where a player would look for a, from what the action's
// fields mean (rules/arnak legal.go), not from the board's own mapping.
func placeRectOf(b *Board, g *arnak.Game, a engine.Action) (geom.Rect, bool) {
	switch a.Kind {
	case arnak.KindPlay:
		return b.handR[a.A], true
	case arnak.KindDig, arnak.KindDiscover, arnak.KindOvercome:
		return b.lay.Site[a.A], true
	case arnak.KindBuy:
		return b.lay.Row[a.A], true
	case arnak.KindResearch:
		return b.lay.Node[a.B], true
	case arnak.KindTemple:
		return b.lay.Temple, true
	case arnak.KindChoose:
		if site, _, ok := g.UIChoiceSite(a); ok {
			return b.lay.Site[site], true
		}
		if g.UICleanup() && a.A == 1 {
			return b.handR[a.B], true
		}
	}
	return geom.Rect{}, false
}

func TestEveryLegalActionIsReachable(t *testing.T) {
	kinds := map[uint8]int{}
	defer func() { t.Logf("actions checked per kind: %v", kinds) }()
	steps := 400
	if testing.Short() {
		steps = 120
	}
	for _, side := range []string{"bird", "snake"} {
		for _, players := range []int{1, 2, 4} {
			for seed := uint64(1); seed <= 3; seed++ {
				g := newGame(t, players, seed, side)
				boards := make([]*Board, players)
				for i := range boards {
					boards[i] = newBoard(t, players)
				}
				rng := engine.NewRNG(seed * 77)
				checked, spatial := 0, 0
				for step := 0; step < steps && g.Current() >= 0; step++ {
					seat := g.Current()
					view := g.View(seat)
					legal := g.Legal(nil)
					b := boards[seat]
					b.Update(&ui.Input{}, view, seat, legal)
					for _, a := range legal {
						if r, ok := placeRectOf(b, view.(*arnak.Game), a); ok {
							// The board's first click lands on the place a player would look at.
							if p, ok := b.NextClick(view, seat, legal, a); !ok || !r.Contains(float64(p.X), float64(p.Y)) {
								t.Fatalf("%s %dp seed %d step %d: first click for %v at %v, not on %+v", side, players, seed, step, a, p, r)
							}
						}
						style := -1
						if players == 2 {
							style = 2 // the window test's held presses alone
						}
						if !reachStyle(t, b, view, seat, legal, a, style) {
							t.Fatalf("%s %dp seed %d step %d: %v (%s) not reachable", side, players, seed, step,
								a, table.Describe(b.Env, view, a))
						}
						checked++
						kinds[a.Kind]++
						if placeOf(a, b.view).Kind != PlaceNone {
							spatial++
						}
					}
					if err := g.Apply(pickBiased(legal, &rng), nil); err != nil {
						t.Fatal(err)
					}
				}
				if checked == 0 || spatial == 0 {
					t.Fatalf("%s %dp: checked %d actions, %d on the board", side, players, checked, spatial)
				}
			}
		}
	}
	for k := arnak.KindPass; k <= arnak.KindChoose; k++ {
		if k == arnak.KindTravel || k == arnak.KindPilot {
			continue // travel is paid inside dig and discover
		}
		// The temple needs a magnifying glass at the top of the track,
		// which random games do not reach: TestTempleIsReachable covers it.
		if kinds[k] == 0 && k != arnak.KindTemple {
			t.Errorf("no legal action of kind %d came up: the games are too short to test it", k)
		}
	}
}

// pickBiased plays randomly but prefers the rarer board actions and
// rarely passes, so the games reach every place.
func pickBiased(legal []engine.Action, rng *engine.RNG) engine.Action {
	var c []engine.Action
	for _, a := range legal {
		switch a.Kind {
		case arnak.KindTemple, arnak.KindOvercome, arnak.KindResearch, arnak.KindDiscover, arnak.KindIdol, arnak.KindBoon:
			c = append(c, a)
		}
	}
	if len(c) > 0 && rng.IntN(3) > 0 {
		return c[rng.IntN(len(c))]
	}
	c = c[:0]
	for _, a := range legal {
		if a.Kind != arnak.KindPass && !(a.Kind == arnak.KindChoose && a.A == 0) {
			c = append(c, a)
		}
	}
	if len(c) > 0 && rng.IntN(5) > 0 {
		return c[rng.IntN(len(c))]
	}
	return legal[rng.IntN(len(legal))]
}

// TestTempleIsReachable offers temple purchases the random games never
// reach (the board does not judge legality, so a made-up legal list is
// enough): a click on the temple and then a button chooses each of them.
func TestTempleIsReachable(t *testing.T) {
	g := newGame(t, 2, 1, "bird")
	b := newBoard(t, 2)
	seat := g.Current()
	view := g.View(seat)
	legal := []engine.Action{{Kind: arnak.KindPass}, {Kind: arnak.KindTemple, A: 0}, {Kind: arnak.KindTemple, A: 3}, {Kind: arnak.KindTemple, A: 5}}
	for _, a := range legal {
		if !reach(t, b, view, seat, legal, a) {
			t.Fatalf("%v not reachable", a)
		}
	}
	b.Update(&ui.Input{}, view, seat, legal)
	out := clickAt(b, view, seat, legal, centre(b.lay.Temple))
	if out.Chosen || !b.subOn || len(b.btns.All) != 4 { // three tiles and Anuluj
		t.Fatalf("a click on the temple chose %v / opened %d buttons", out.Chosen, len(b.btns.All))
	}
}

// TestNextClickPages offers more button actions than the slots hold (the
// board does not judge legality, so a made-up list is enough): NextClick
// pages forward and back to reach each of them, in list order and reversed.
func TestNextClickPages(t *testing.T) {
	g := newGame(t, 2, 1, "bird")
	b := newBoard(t, 2)
	seat := g.Current()
	view := g.View(seat)
	var legal []engine.Action
	for i := 0; i < 40; i++ {
		legal = append(legal, engine.Action{Kind: arnak.KindChoose, A: 2, B: uint8(i)})
	}
	b.Update(&ui.Input{}, view, seat, legal)
	if len(b.btns.All) <= len(b.btns.Slots) {
		t.Fatalf("%d buttons fit %d slots: no paging to test", len(b.btns.All), len(b.btns.Slots))
	}
	order := append([]engine.Action{}, legal...)
	for i := len(legal) - 1; i >= 0; i-- {
		order = append(order, legal[i])
	}
	maxPage := 0
	for _, a := range order {
		if !reach(t, b, view, seat, legal, a) {
			t.Fatalf("%v not reached (page %d)", a, b.btns.Page)
		}
		maxPage = max(maxPage, b.btns.Page)
	}
	if maxPage < 2 {
		t.Fatalf("the buttons never went past page %d", maxPage)
	}
}
