package discoverboard

import (
	"fmt"
	"image"
	"strconv"
	"strings"
	"testing"

	"stolik/locales"
	"stolik/render/geom"
	"stolik/rules/discover"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/table/tabletest"
	"stolik/scenes/ui"
)

func newGame(t *testing.T, players int, seed uint64, scenario int) *discover.Game {
	t.Helper()
	eg, err := discover.Title().New(engine.Config{Players: players, Seed: seed,
		Options: map[string]string{"scenario": strconv.Itoa(scenario)}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return eg.(*discover.Game)
}

var testLoc = func() *locales.Localizer {
	l, err := locales.New("pl")
	if err != nil {
		panic(err)
	}
	return l
}()

// newBoard is a board laid out in the frame's board area of a 1280×720
// screen (or the screen given).
func newBoard(t *testing.T, players int, screen ...[2]int) *Board {
	t.Helper()
	names := []string{"Ala", "Bartek", "Celina", "Darek"}[:players]
	tb := New(table.Env{Title: discover.Title(), Loc: testLoc, Names: names, Colours: []int{0, 1, 2, 3}[:players]})
	b, ok := tb.(*Board)
	if !ok {
		t.Fatal("New did not build the discover board")
	}
	s := [2]int{1280, 720}
	if len(screen) > 0 {
		s = screen[0]
	}
	b.Layout(table.FrameLayout(s[0], s[1]).Board)
	return b
}

func frameArea(s [2]int) geom.Rect {
	r := table.FrameLayout(s[0], s[1]).Board
	return geom.Rect{X: float64(r.Min.X), Y: float64(r.Min.Y), W: float64(r.Dx()), H: float64(r.Dy())}
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

// reachStyle chooses a with the mouse alone, clicking where NextClick says
// in one click style (0 script click, 1 press and release, 2 a press held
// every frame as the window test does), or all in turn with -1.
func reachStyle(t *testing.T, b *Board, view engine.Game, seat engine.Seat, legal []engine.Action, a engine.Action, style int) bool {
	t.Helper()
	if tabletest.Reach(t, b, view, seat, legal, a, style, 40) {
		return true
	}
	t.Logf("board state: menu %v, dec page %d", b.menuOn, b.decPage)
	return false
}

// pickBiased plays randomly but rarely ends a turn early and prefers the
// rarer actions, so the games reach menus, fights and nights.
func pickBiased(legal []engine.Action, rng *engine.RNG) engine.Action {
	var c []engine.Action
	for _, a := range legal {
		if a.Kind != discover.KindEnd && a.Kind != discover.KindMove {
			c = append(c, a)
		}
	}
	if len(c) > 0 && rng.IntN(3) > 0 {
		return c[rng.IntN(len(c))]
	}
	return legal[rng.IntN(len(legal))]
}

// placeRectOf is where a player would look for a, from what the action's
// fields mean (rules/discover legal.go), not from the board's own
// mapping: a step's space, a scout's slot (any of its spaces).
func placeRectOf(b *Board, a engine.Action) ([]geom.Rect, bool) {
	hexRect := func(x int) geom.Rect {
		s := b.cam.Size()
		return geom.Centered(b.hexCentre(x), 1.7*s, 1.7*s)
	}
	switch a.Kind {
	case discover.KindMove:
		return []geom.Rect{hexRect(int(a.A))}, true
	case discover.KindScout:
		s := int(a.A)
		return []geom.Rect{hexRect(3 * s), hexRect(3*s + 1), hexRect(3*s + 2)}, true
	case discover.KindEnd:
		return []geom.Rect{b.lay.End}, true
	}
	return nil, false
}

func TestEveryLegalActionIsReachable(t *testing.T) {
	kinds := map[uint8]int{}
	decs := map[string]int{}
	defer func() { t.Logf("actions checked per kind: %v; decisions: %v", kinds, decs) }()
	steps := 300
	if testing.Short() {
		steps = 100
	}
	for _, c := range []struct{ players, scenario int }{{1, 1}, {2, 2}, {3, 3}, {4, 5}} {
		for seed := uint64(1); seed <= 2; seed++ {
			g := newGame(t, c.players, seed, c.scenario)
			boards := make([]*Board, c.players)
			for i := range boards {
				boards[i] = newBoard(t, c.players)
			}
			rng := engine.NewRNG(seed * 77)
			for step := 0; step < steps && g.Current() >= 0; step++ {
				seat := g.Current()
				view := g.View(seat)
				legal := g.Legal(nil)
				b := boards[seat]
				b.Update(&ui.Input{}, view, seat, legal)
				for _, a := range legal {
					if rs, ok := placeRectOf(b, a); ok {
						p, ok := b.NextClick(view, seat, legal, a)
						hit := false
						for _, r := range rs {
							hit = hit || r.Contains(float64(p.X), float64(p.Y))
						}
						if !ok || !hit {
							t.Fatalf("%dp s%d seed %d step %d: first click for %v at %v, not on %v", c.players, c.scenario,
								seed, step, a, p, rs)
						}
					}
					style := -1
					if c.players == 2 {
						style = 2
					}
					if !reachStyle(t, b, view, seat, legal, a, style) {
						t.Fatalf("%dp s%d seed %d step %d: %v (%s) not reachable", c.players, c.scenario, seed, step,
							a, table.Describe(b.Env, view, a))
					}
					kinds[a.Kind]++
					if a.Kind == discover.KindChoose {
						decs[view.(*discover.Game).UIDecision()]++
					}
				}
				if err := g.Apply(pickBiased(legal, &rng), nil); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	for _, k := range []uint8{discover.KindEnd, discover.KindMove, discover.KindScout, discover.KindGather,
		discover.KindInvestigate, discover.KindChoose} {
		if kinds[k] == 0 {
			t.Errorf("no legal action of kind %d came up: the games test too little", k)
		}
	}
}

// TestNextClickPages offers more decision options and more menu actions
// than fit (the board does not judge legality, so a made-up legal list is
// enough): NextClick pages forward and back to each of them.
func TestNextClickPages(t *testing.T) {
	g := newGame(t, 2, 1, 1)
	for g.UIDecision() == "draft" {
		g.Apply(g.Legal(nil)[0], nil)
	}
	seat := g.Current()
	view := g.View(seat)
	var dec []engine.Action
	for i := 0; i < 30; i++ {
		dec = append(dec, engine.Action{Kind: discover.KindChoose, A: uint8(i)})
	}
	var here []engine.Action
	for i := 1; i <= 30; i++ {
		here = append(here, engine.Action{Kind: discover.KindCook, A: uint8(i)})
	}
	here = append(here, engine.Action{Kind: discover.KindEnd})
	for _, legal := range [][]engine.Action{dec, here} {
		b := newBoard(t, 2)
		b.Update(&ui.Input{}, view, seat, legal)
		order := append([]engine.Action{}, legal...)
		for i := len(legal) - 1; i >= 0; i-- {
			order = append(order, legal[i])
		}
		maxPage := 0
		for _, a := range order {
			if !reachStyle(t, b, view, seat, legal, a, -1) {
				t.Fatalf("%v not reached (dec page %d, menu page %d)", a, b.decPage, b.menuPage)
			}
			maxPage = max(maxPage, b.decPage, b.menuPage)
		}
		if maxPage < 1 {
			t.Fatalf("the buttons never went past page %d", maxPage)
		}
	}
}

// Every legal action can be chosen from the keyboard alone: the frame's
// Nav is moved with Tab onto the target under the point the mouse would
// click next (NextClick), and Enter clicks it, until the board chooses.
func TestKeyboardReachesEveryAction(t *testing.T) {
	for _, players := range []int{1, 3} {
		g := newGame(t, players, 5, 1)
		rng := engine.NewRNG(3)
		checked := 0
		for step := 0; step < 80 && g.Current() >= 0; step++ {
			seat := g.Current()
			view, legal := g.View(seat), g.Legal(nil)
			for _, a := range legal {
				b := newBoard(t, players)
				if !keyboardReach(t, b, view, seat, legal, a) {
					t.Fatalf("%dp step %d: %v (%s) not reachable from the keyboard", players, step, a,
						table.Describe(b.Env, view, a))
				}
				checked++
			}
			if err := g.Apply(pickBiased(legal, &rng), nil); err != nil {
				t.Fatal(err)
			}
		}
		if checked < 50 {
			t.Fatalf("only %d actions checked", checked)
		}
	}
}

func keyboardReach(t *testing.T, b *Board, view engine.Game, seat engine.Seat, legal []engine.Action, a engine.Action) bool {
	t.Helper()
	return tabletest.KeyboardReach(t, b, view, seat, legal, a)
}

func TestNothingChosenWithoutLegal(t *testing.T) {
	g := newGame(t, 2, 2, 1)
	for g.UIDecision() == "draft" {
		g.Apply(g.Legal(nil)[0], nil)
	}
	b := newBoard(t, 2)
	other := 1 - g.Current()
	view := g.View(other)
	b.Update(&ui.Input{}, view, other, nil)
	for x := range b.t.Hex {
		c := b.hexCentre(x)
		if out := clickAt(b, view, other, nil, image.Pt(int(c.X), int(c.Y))); out.Chosen {
			t.Fatalf("chose %v while it was not the seat's turn", out.Action)
		}
	}
	if out := clickAt(b, view, other, nil, rectPoint(b.lay.End)); out.Chosen {
		t.Fatalf("«Zakończ turę» chose %v for a seat without a decision", out.Action)
	}
}

func TestPromptSaysWhoDecides(t *testing.T) {
	g := newGame(t, 2, 3, 1)
	b := newBoard(t, 2)
	rng := engine.NewRNG(9)
	for step := 0; step < 300 && g.Current() >= 0; step++ {
		cur := g.Current()
		mine := b.Prompt(g.View(cur), cur)
		other := b.Prompt(g.View(1-cur), 1-cur)
		if mine == "" || strings.Contains(mine, "[?") || mine == other {
			t.Fatalf("step %d: prompts %q / %q", step, mine, other)
		}
		if !strings.Contains(other, b.Env.Names[cur]) {
			t.Fatalf("step %d: the waiting seat's prompt %q does not name %s", step, other, b.Env.Names[cur])
		}
		l := g.Legal(nil)
		if err := g.Apply(pickBiased(l, &rng), nil); err != nil {
			t.Fatal(err)
		}
	}
}

// TestLayoutFits: every part of the board inside its area, none
// overlapping, the buttons a usable size, at both screens and 1–4 heroes.
func TestLayoutFits(t *testing.T) {
	for _, screen := range table.Screens {
		area := frameArea(screen)
		for n := 1; n <= 4; n++ {
			t.Run(fmt.Sprintf("%dx%d_%dp", screen[0], screen[1], n), func(t *testing.T) {
				l := NewLayout(area, n)
				parts := []geom.Rect{l.Legend, l.Fit, l.View, l.Status, l.Quest, l.Detail}
				parts = append(parts, l.Heroes...)
				for i, r := range parts {
					if !inside(r, area) || r.Empty() {
						t.Errorf("part %d %v outside the area %v", i, r, area)
					}
					for j := i + 1; j < len(parts); j++ {
						if r.Intersects(parts[j]) {
							t.Errorf("parts %d %v and %d %v overlap", i, r, j, parts[j])
						}
					}
				}
				for _, r := range []geom.Rect{l.End, l.Box} {
					if !inside(r, l.View) {
						t.Errorf("%v floats outside the map %v", r, l.View)
					}
				}
				if len(l.Buttons) < 4 {
					t.Errorf("only %d decision buttons fit", len(l.Buttons))
				}
				for _, r := range l.Buttons {
					if !inside(r, l.Detail) || r.H < 30 || r.W < 250 {
						t.Errorf("button %v too small or outside %v", r, l.Detail)
					}
				}
				if l.View.W < 560 || l.View.H < 420 {
					t.Errorf("the map's viewport %v is too small", l.View)
				}
			})
		}
	}
}

// TestWholeIslandFits: at the fitted camera every hex of both terrain sets
// is inside the viewport and large enough to read (its number badge and
// pieces), and a click at its centre finds it.
func TestWholeIslandFits(t *testing.T) {
	for _, screen := range table.Screens {
		for _, sc := range []int{1, 3} {
			g := newGame(t, 2, 1, sc)
			b := newBoard(t, 2, screen)
			seat := g.Current()
			b.Update(&ui.Input{}, g.View(seat), seat, g.Legal(nil))
			if s := b.cam.Size(); s < 26 {
				t.Errorf("%v scenario %d: hexes of size %.1f are too small", screen, sc, s)
			}
			for x := range b.t.Hex {
				c := b.hexCentre(x)
				s := b.cam.Size()
				if !inside(geom.Centered(c, 2*s, 1.7*s), b.lay.View) {
					t.Errorf("%v scenario %d: hex %d at %v outside the view %v", screen, sc, x, c, b.lay.View)
				}
				if got, ok := b.hexUnder(c); !ok || got != x {
					t.Errorf("hex %d: a click at its centre finds %d %v", x, got, ok)
				}
			}
		}
	}
}

// TestMenuBesideTheSpace: the context menu opens beside the hero's space
// (right, left, below or above), never over its centre while the map has
// room for it there — the pawn and what lies on the space stay in sight.
// Games are played forward at both screen sizes with the camera wherever
// the game put it; the menu is opened on each own-space turn.
func TestMenuBesideTheSpace(t *testing.T) {
	for _, screen := range table.Screens {
		for _, players := range []int{1, 3} {
			g := newGame(t, players, 11, 1)
			boards := make([]*Board, players)
			for i := range boards {
				boards[i] = newBoard(t, players, screen)
			}
			rng := engine.NewRNG(5)
			opened := 0
			for step := 0; step < 300 && g.Current() >= 0; step++ {
				seat := g.Current()
				legal := g.Legal(nil)
				b := boards[seat]
				view := g.View(seat)
				b.Update(&ui.Input{Cursor: image.Pt(-1, -1)}, view, seat, legal)
				if b.dec == "" && b.hero >= 0 && len(b.menuList) > 0 {
					hex := view.(*discover.Game).UIHero(b.hero).Hex
					b.openMenu(hex)
					c, m, v := b.hexCentre(hex), b.menuRect, b.lay.View
					s := b.cam.Size()
					room := m.W+2*s+16 <= v.W || m.H+2.1*s+16 <= v.H
					if inside(geom.Centered(c, 1, 1), v) && room && m.ContainsPt(c) {
						t.Errorf("%v, %d heroes, step %d: the menu %v covers the hero's space at %v", screen, players, step, m, c)
					}
					if !inside(m, v) {
						t.Errorf("%v, %d heroes, step %d: the menu %v leaves the map %v", screen, players, step, m, v)
					}
					b.closeMenu()
					opened++
				}
				if err := g.Apply(pickBiased(legal, &rng), nil); err != nil {
					t.Fatal(err)
				}
			}
			if opened < 5 {
				t.Fatalf("%v, %d heroes: only %d menus opened", screen, players, opened)
			}
		}
	}
}

// TestPagesGoRound: ten options in four slots show two a page (the last
// two slots page), five pages; back from the first page is the fifth
// (options 9 and 10), on from the fifth is the first — no dead button.
func TestPagesGoRound(t *testing.T) {
	list := make([]entry, 10)
	for i := range list {
		list[i] = entry{text: strconv.Itoa(i + 1), op: opAct}
	}
	for _, c := range []struct {
		page, want int
		first      string
	}{{0, 0, "1"}, {-1, 4, "9"}, {4, 4, "9"}, {5, 0, "1"}, {2, 2, "5"}} {
		got, page := paginate(nil, list, 4, c.page, "wstecz", "dalej")
		if page != c.want || len(got) != 4 || got[0].text != c.first || got[2].op != opPrev || got[3].op != opNext {
			t.Errorf("page %d: got page %d, %+v; want page %d starting at %s", c.page, page, got, c.want, c.first)
		}
	}
}
