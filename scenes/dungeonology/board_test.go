package dungeonologyboard

import (
	"fmt"
	"image"
	"strings"
	"sync"
	"testing"

	"stolik/locales"
	"stolik/render"
	"stolik/render/geom"
	"stolik/rules/dungeonology"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/table/btnlist"
	"stolik/scenes/table/tabletest"
	"stolik/scenes/ui"
)

func newGame(t testing.TB, players int, seed uint64) *dungeonology.Game {
	t.Helper()
	eg, err := dungeonology.Title().New(engine.Config{Players: players, Seed: seed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return eg.(*dungeonology.Game)
}

var testNames = []string{"Ala", "Bartek", "Celina", "Darek"}

// newBoard is a board in the frame's board area of a 1280×720 screen.
func newBoard(t testing.TB, players int) *Board {
	t.Helper()
	return newBoardAt(t, players, table.Screens[0])
}

// testKit is one drawing kit and localizer for every test board: parsing
// the fonts for each would make the tests slow.
var testKit = sync.OnceValues(func() (*ui.Kit, *locales.Localizer) {
	rk, err := render.NewKit()
	if err != nil {
		panic(err)
	}
	loc, err := locales.New("pl")
	if err != nil {
		panic(err)
	}
	return &ui.Kit{Render: rk}, loc
})

func newBoardAt(t testing.TB, players int, screen [2]int) *Board {
	t.Helper()
	kit, loc := testKit()
	tb := New(table.Env{Title: dungeonology.Title(), Kit: kit, Loc: loc, Names: testNames[:players], Colours: []int{0, 1, 2, 3}[:players]})
	b, ok := tb.(*Board)
	if !ok {
		t.Fatal("New did not build the dungeonology board")
	}
	b.Layout(table.FrameLayout(screen[0], screen[1]).Board)
	return b
}

func frameArea(s [2]int) geom.Rect {
	b := table.FrameLayout(s[0], s[1]).Board
	return geom.Rect{X: float64(b.Min.X), Y: float64(b.Min.Y), W: float64(b.Dx()), H: float64(b.Dy())}
}

func centre(r geom.Rect) image.Point {
	c := r.Center()
	return image.Pt(int(c.X), int(c.Y))
}

func mustApply(t testing.TB, g *dungeonology.Game, a engine.Action) {
	t.Helper()
	if err := g.Apply(a, nil); err != nil {
		t.Fatalf("apply %v: %v", a, err)
	}
}

// pick chooses a random legal action, preferring moves and explorations
// (so the dungeon grows) and rarely ending a phase.
func pick(legal []engine.Action, rng *engine.RNG) engine.Action {
	var grow []engine.Action
	for _, a := range legal {
		if a.Kind == dungeonology.KindExplore || a.Kind == dungeonology.KindPlace || a.Kind == dungeonology.KindResearch {
			grow = append(grow, a)
		}
	}
	if len(grow) > 0 && rng.IntN(3) > 0 {
		return grow[rng.IntN(len(grow))]
	}
	return legal[rng.IntN(len(legal))]
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

// settle feeds empty frames until a snap-back is over.
func settle(b *Board, view engine.Game, seat engine.Seat, legal []engine.Action) {
	for i := 0; i < 120 && b.drag.Phase() != 0; i++ {
		b.Update(&ui.Input{Cursor: image.Pt(1, 1)}, view, seat, legal)
	}
}

// reach chooses a with the mouse alone, clicking where NextClick says
// (the three click styles in turn, or style 0..2), in a bounded number of
// clicks.
func reach(t *testing.T, b *Board, view engine.Game, seat engine.Seat, legal []engine.Action, a engine.Action, style int) bool {
	t.Helper()
	if tabletest.Reach(t, b, view, seat, legal, a, style, 30) {
		return true
	}
	t.Logf("board state: sub %v page %d", b.subOn, b.btns.Page)
	return false
}

// TestEveryActionByMouse: through whole games at 2, 3 and 4 players, every
// legal action of every decision is chosen with the mouse alone by
// following NextClick, in each click style.
func TestEveryActionByMouse(t *testing.T) {
	steps := 700
	if testing.Short() {
		steps = 250
	}
	kinds := map[uint8]int{}
	for _, players := range []int{2, 3, 4} {
		for seed := uint64(1); seed <= 2; seed++ {
			g := newGame(t, players, seed)
			rng := engine.NewRNG(seed * 7)
			boards := make([]*Board, players)
			for i := range boards {
				boards[i] = newBoard(t, players)
			}
			for step := 0; step < steps && g.Current() >= 0; step++ {
				seat := g.Current()
				view, legal := g.View(seat), g.Legal(nil)
				for k, a := range legal {
					if len(legal) > 12 && k%3 != step%3 {
						continue // a third of long lists each step
					}
					b := boards[seat]
					if !reach(t, b, view, seat, legal, a, (step+k)%3) {
						t.Fatalf("%dp seed %d step %d: %v (%s) not reachable by mouse; legal %v", players, seed, step, a,
							dungeonology.Title().KindNames[a.Kind], legal)
					}
					kinds[a.Kind]++
				}
				mustApply(t, g, pick(legal, &rng))
			}
		}
	}
	for _, k := range []uint8{dungeonology.KindMove, dungeonology.KindExplore, dungeonology.KindPlace,
		dungeonology.KindResearch, dungeonology.KindCard, dungeonology.KindTarget, dungeonology.KindZone,
		dungeonology.KindPass, dungeonology.KindRest, dungeonology.KindSpy, dungeonology.KindDiscard} {
		if kinds[k] == 0 {
			t.Errorf("no %s action was tried", dungeonology.Title().KindNames[k])
		}
	}
	t.Logf("actions reached by kind: %v", kinds)
}

// Every legal action can be chosen from the keyboard alone: the frame's
// Nav is moved with Tab onto the target under the point the mouse would
// click next (NextClick), and Enter clicks it, until the board chooses.
func TestKeyboardReachesEveryAction(t *testing.T) {
	checked := 0
	for _, players := range []int{2, 4} {
		g := newGame(t, players, 5)
		rng := engine.NewRNG(3)
		for step := 0; step < 200 && g.Current() >= 0; step++ {
			seat := g.Current()
			view, legal := g.View(seat), g.Legal(nil)
			for k, a := range legal {
				if len(legal) > 8 && k%4 != step%4 {
					continue
				}
				b := newBoard(t, players)
				if !keyboardReach(t, b, view, seat, legal, a) {
					t.Fatalf("%dp step %d: %v not reachable from the keyboard", players, step, a)
				}
				checked++
			}
			mustApply(t, g, pick(legal, &rng))
		}
	}
	if checked < 100 {
		t.Fatalf("only %d actions checked", checked)
	}
}

func keyboardReach(t *testing.T, b *Board, view engine.Game, seat engine.Seat, legal []engine.Action, a engine.Action) bool {
	t.Helper()
	return tabletest.KeyboardReach(t, b, view, seat, legal, a)
}

// TestNothingChosenWithoutLegal: while another seat decides, clicks on
// every place choose nothing.
func TestNothingChosenWithoutLegal(t *testing.T) {
	g := newGame(t, 2, 2)
	rng := engine.NewRNG(1)
	for step := 0; step < 40; step++ {
		mustApply(t, g, pick(g.Legal(nil), &rng))
	}
	other := 1 - g.Current()
	view := g.View(other)
	b := newBoard(t, 2)
	b.Update(&ui.Input{}, view, other, nil)
	for y := b.Area.Y + 4; y < b.Area.Y+b.Area.H; y += 23 {
		for x := b.Area.X + 4; x < b.Area.X+b.Area.W; x += 23 {
			if out := clickAt(b, view, other, nil, image.Pt(int(x), int(y))); out.Chosen {
				t.Fatalf("chose %v at %v,%v while it was not the seat's decision", out.Action, x, y)
			}
		}
	}
}

func TestPromptSaysWhoDecides(t *testing.T) {
	g := newGame(t, 2, 3)
	b := newBoard(t, 2)
	cur := g.Current()
	mine := b.Prompt(g.View(cur), cur)
	other := b.Prompt(g.View(1-cur), 1-cur)
	if mine == "" || strings.Contains(mine, "[?") || mine == other {
		t.Fatalf("prompts %q / %q", mine, other)
	}
	if !strings.Contains(other, testNames[cur]) {
		t.Fatalf("the waiting seat's prompt %q does not name %s", other, testNames[cur])
	}
	rng := engine.NewRNG(9)
	for step := 0; step < 600 && g.Current() >= 0; step++ {
		cur := g.Current()
		if p := b.Prompt(g.View(cur), cur); p == "" || strings.Contains(p, "[?") {
			t.Fatalf("step %d: prompt %q", step, p)
		}
		mustApply(t, g, pick(g.Legal(nil), &rng))
	}
}

// TestLayoutFits: at both screens and 2–4 players every part lies inside
// the board area, the main parts do not overlap, the map is large enough
// to play on and the note board's cells lie in their panels.
func TestLayoutFits(t *testing.T) {
	for _, screen := range table.Screens {
		for _, n := range []int{2, 3, 4} {
			t.Run(fmt.Sprintf("%dx%d_%dp", screen[0], screen[1], n), func(t *testing.T) {
				area := frameArea(screen)
				l := NewLayout(area, n)
				parts := []geom.Rect{l.Status, l.Map, l.Buttons, l.Hand, l.Camp}
				for _, p := range l.Players {
					parts = append(parts, p.Rect)
				}
				for i, r := range parts {
					if !inside(r, area) {
						t.Errorf("part %d %v outside the area %v", i, r, area)
					}
					for j := i + 1; j < len(parts); j++ {
						if parts[j].Intersects(r) {
							t.Errorf("parts %d %v and %d %v overlap", i, r, j, parts[j])
						}
					}
				}
				if l.Map.W < 560 || l.Map.H < 320 {
					t.Errorf("the map %v is too small", l.Map)
				}
				camp := []geom.Rect{l.Fire, l.Alert, l.Panic, l.Clan, l.Boss, l.Decks, l.Stacks[0], l.Stacks[1], l.Stacks[2]}
				for i, r := range camp {
					if !inside(r, l.Camp) {
						t.Errorf("camp part %d %v outside the camp %v", i, r, l.Camp)
					}
					for j := i + 1; j < len(camp); j++ {
						if camp[j].Intersects(r) {
							t.Errorf("camp parts %d and %d overlap", i, j)
						}
					}
				}
				for i, r := range l.Zoom {
					if !inside(r, l.Map) {
						t.Errorf("zoom button %d outside the map", i)
					}
				}
				for i := range l.Players {
					p := &l.Players[i]
					if p.Cell < 9 {
						t.Errorf("panel %d: cube cells of %v px are too small", i, p.Cell)
					}
					for c := 0; c < 5; c++ {
						for k := 0; k < 6; k++ {
							if r := p.CellRect(c, k); !inside(r, p.Rect) {
								t.Errorf("panel %d column %d cell %d %v outside %v", i, c, k, r, p.Rect)
							}
						}
					}
					if p.Stats.W < 150 || !inside(p.Stats, p.Rect) || p.Stats.Intersects(p.Note) {
						t.Errorf("panel %d: figures' box %v", i, p.Stats)
					}
				}
			})
		}
	}
}

func inRect(in, out geom.Rect) bool { return inside(in, out) }

// TestAbilityButtonsSayWhatDiffers: Boska Interwencja offers two actions
// that differ only in the level its divination goes to, Okaż Skruchę! up
// to three that differ in the students sacrificed; their buttons must say
// so (they once read "Użyj zdolności: Boska Interwencja" and the same
// with " (2)" after it). Expected wordings from the scholars' ability
// texts (scholars.toml: "wróżenie 2"; "poświęć od 1 do 3 studentów …
// zbierz tyle kostek informacji, ilu poświęciłeś studentów").
func TestAbilityButtonsSayWhatDiffers(t *testing.T) {
	want := func(a engine.Action) string {
		if d := dungeonology.UIDivineTarget(a); d >= 0 {
			return []string{"Boska Interwencja: wróżenie 2 do poziomu skradania", "Boska Interwencja: wróżenie 2 do poziomu czujności"}[d]
		}
		switch dungeonology.UIRepentStudents(a) {
		case 1:
			return "Okaż Skruchę!: poświęć 1 studenta, zbierz 1 kostkę"
		case 2:
			return "Okaż Skruchę!: poświęć 2 studentów, zbierz 2 kostki"
		case 3:
			return "Okaż Skruchę!: poświęć 3 studentów, zbierz 3 kostki"
		}
		return ""
	}
	divine, repent := 0, 0
	for seed := uint64(1); seed <= 40 && (divine < 3 || repent < 3); seed++ {
		g := newGame(t, 4, seed)
		rng := engine.NewRNG(seed)
		for step := 0; step < 2000 && g.Current() >= 0; step++ {
			legal := g.Legal(nil)
			var some []engine.Action
			for _, a := range legal {
				if want(a) != "" {
					some = append(some, a)
				}
			}
			if len(some) >= 2 {
				if dungeonology.UIDivineTarget(some[0]) >= 0 {
					divine++
				} else {
					repent++
				}
				seat := g.Current()
				b := newBoard(t, 4)
				b.Update(&ui.Input{Cursor: image.Pt(-1, -1)}, g.View(seat), seat, legal)
				for _, a := range some {
					got := ""
					for _, e := range b.btns.All {
						if e.Op == btnlist.Act && e.Act == a {
							got = e.Text
						}
					}
					if w := want(a); got != w {
						t.Errorf("seed %d: the button of %v reads %q, want %q", seed, a, got, w)
					}
				}
			}
			mustApply(t, g, pick(legal, &rng))
		}
	}
	if divine == 0 || repent == 0 {
		t.Fatalf("the test checked too little: Boska Interwencja offered %d times, Okaż Skruchę! %d", divine, repent)
	}
}

// TestNextClickPages: forty research buttons (one per number of dice, no
// place on the map, so all on the bar) do not fit its three rows; NextClick
// pages forward and back to reach each of them, in list order and
// reversed, in each click style, and the first page has no «‹», the last
// no «›».
func TestNextClickPages(t *testing.T) {
	g := newGame(t, 2, 1)
	b := newBoard(t, 2)
	seat := g.Current()
	view := g.View(seat)
	var legal []engine.Action
	for i := 1; i <= 40; i++ {
		legal = append(legal, engine.Action{Kind: dungeonology.KindResearch, A: uint8(i)})
	}
	b.Update(&ui.Input{}, view, seat, legal)
	if len(b.btns.All) != 40 || len(b.btns.Shown) >= 40 {
		t.Fatalf("%d entries, %d shown: no paging to test", len(b.btns.All), len(b.btns.Shown))
	}
	pager := func() (prev, next btnlist.Op) {
		n := len(b.btns.Shown)
		return b.btns.Shown[n-2].Op, b.btns.Shown[n-1].Op
	}
	if p, n := pager(); p != btnlist.Blank || n != btnlist.Next {
		t.Errorf("first page's page buttons %d %d, want only «›»", p, n)
	}
	order := append([]engine.Action{}, legal...)
	for i := len(legal) - 1; i >= 0; i-- {
		order = append(order, legal[i])
	}
	maxPage := 0
	for k, a := range order {
		if !reach(t, b, view, seat, legal, a, k%3) {
			t.Fatalf("%v not reached (page %d)", a, b.btns.Page)
		}
		maxPage = max(maxPage, b.btns.Page)
		if k == len(legal)-1 {
			if p, n := pager(); p != btnlist.Prev || n != btnlist.Blank {
				t.Errorf("last page's page buttons %d %d, want only «‹»", p, n)
			}
		}
	}
	if maxPage < 2 {
		t.Fatalf("the buttons never went past page %d", maxPage)
	}
}
