package arnakboard

import (
	"image"
	"testing"

	"stolik/locales"
	"stolik/render/geom"
	"stolik/rules/arnak"
	"stolik/rules/engine"
	"stolik/scenes/table"
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

// clickAt feeds one frame with a click.
func clickAt(b *Board, view engine.Game, seat engine.Seat, legal []engine.Action, p image.Point) table.Outcome {
	in := ui.Input{Cursor: p, Click: true, Down: true}
	return b.Update(&in, view, seat, legal)
}

// pressButton pages through the buttons like a player and clicks a's.
func pressButton(b *Board, view engine.Game, seat engine.Seat, legal []engine.Action, a engine.Action) (table.Outcome, bool) {
	for guard := 0; b.page > 0 && guard < 50; guard++ {
		clickAt(b, view, seat, legal, centre(b.slots[len(b.slots)-2])) // "Wstecz"
	}
	for guard := 0; guard < 50; guard++ {
		next := -1
		for i, e := range b.shown {
			if e.op == opAct && e.act == a {
				return clickAt(b, view, seat, legal, centre(b.slots[i])), true
			}
			if e.op == opNext {
				next = i
			}
		}
		if next < 0 {
			return table.Outcome{}, false
		}
		before := b.page
		clickAt(b, view, seat, legal, centre(b.slots[next]))
		if b.page == before {
			return table.Outcome{}, false
		}
	}
	return table.Outcome{}, false
}

// reach chooses a through the board's clicks and buttons only.
func reach(t *testing.T, b *Board, view engine.Game, seat engine.Seat, legal []engine.Action, a engine.Action) bool {
	t.Helper()
	b.Update(&ui.Input{}, view, seat, legal) // sync
	// Where a player would click, from what the action's fields mean
	// (rules/arnak legal.go), not from the board's own mapping.
	var r geom.Rect
	spatial := true
	switch a.Kind {
	case arnak.KindTravel, arnak.KindPlay:
		r = b.handR[a.A]
	case arnak.KindDig, arnak.KindDiscover, arnak.KindOvercome:
		r = b.lay.Site[a.A]
	case arnak.KindBuy:
		r = b.lay.Row[a.A]
	case arnak.KindResearch:
		r = b.lay.Node[a.B]
	case arnak.KindTemple:
		r = b.lay.Temple
	default:
		g := view.(*arnak.Game)
		if site, _, ok := g.UIChoiceSite(a); ok {
			r = b.lay.Site[site]
			break
		}
		spatial = a.Kind == arnak.KindChoose && g.UICleanup() && a.A == 1
		if spatial {
			r = b.handR[a.B]
		}
	}
	if spatial {
		out := clickAt(b, view, seat, legal, centre(r))
		if out.Chosen {
			return out.Action == a
		}
		if !b.subOn {
			return false
		}
	}
	out, ok := pressButton(b, view, seat, legal, a)
	if b.subOn {
		// Close the open place again for the next action.
		for i, e := range b.shown {
			if e.op == opCancel {
				clickAt(b, view, seat, legal, centre(b.slots[i]))
			}
		}
	}
	return ok && out.Chosen && out.Action == a
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
					for _, a := range legal {
						if !reach(t, b, view, seat, legal, a) {
							t.Fatalf("%s %dp seed %d step %d: %v (%s) not reachable", side, players, seed, step,
								a, table.Describe(b.env, view, a))
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
	if out.Chosen || !b.subOn || len(b.list) != 4 { // three tiles and Anuluj
		t.Fatalf("a click on the temple chose %v / opened %d buttons", out.Chosen, len(b.list))
	}
}
