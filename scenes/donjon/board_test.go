package donjonboard

import (
	"image"
	"strings"
	"testing"

	"stolik/locales"
	"stolik/render/geom"
	"stolik/rules/donjon"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

func newTestBoard(t *testing.T, players int, seed uint64) (*Board, *donjon.Game) {
	t.Helper()
	title := donjon.Title()
	eg, err := title.New(engine.Config{Players: players, Seed: seed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	loc, err := locales.New("pl")
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ala", "Bartek", "Celina", "Darek"}[:players]
	tb := New(table.Env{Title: title, Loc: loc, Names: names, Colours: []int{0, 1, 2, 3}[:players]})
	b, ok := tb.(*Board)
	if !ok {
		t.Fatal("New did not build the donjon board")
	}
	b.Layout(image.Rect(10, 72, 870, 710))
	return b, eg.(*donjon.Game)
}

// boardWhere is newTestBoard at the first seed from seed on whose opening
// position has what the test needs (want), so a change of the deal or the
// data moves the test to another seed instead of skipping it.
func boardWhere(t *testing.T, players int, seed uint64, what string, want func(*donjon.Game) bool) (*Board, *donjon.Game) {
	t.Helper()
	for s := seed; s < seed+50; s++ {
		b, g := newTestBoard(t, players, s)
		if want(g) {
			return b, g
		}
	}
	t.Fatalf("no %d-player opening among seeds %d..%d has %s", players, seed, seed+49, what)
	return nil, nil
}

func canRecruit(count uint8) func(*donjon.Game) bool {
	return func(g *donjon.Game) bool { _, ok := findRecruit(g, count); return ok }
}

func pt(p geom.Pt) image.Point { return image.Pt(int(p.X), int(p.Y)) }

// frames feeds inputs one per frame and returns the last outcome that
// chose something (or the last outcome).
func frames(b *Board, g *donjon.Game, ins ...ui.Input) table.Outcome {
	var out table.Outcome
	view := g.View(g.Current())
	for i := range ins {
		legal := g.Legal(nil)
		out = b.Update(&ins[i], view, g.Current(), legal)
		if out.Chosen {
			return out
		}
	}
	return out
}

func drag(from, to geom.Pt) []ui.Input {
	mid := from.Lerp(to, 0.5)
	return []ui.Input{
		{Cursor: pt(from), Click: true, Down: true},
		{Cursor: pt(mid), Down: true, Moved: true},
		{Cursor: pt(to), Down: true, Moved: true},
		{Cursor: pt(to), Drop: true},
	}
}

func click(at geom.Pt) []ui.Input {
	return []ui.Input{{Cursor: pt(at), Click: true, Down: true}, {Cursor: pt(at)}}
}

func findRecruit(g *donjon.Game, count uint8) (engine.Action, bool) {
	for _, a := range g.Legal(nil) {
		if a.Kind == donjon.KindRecruit && a.C == count && a.D == donjon.LocE {
			return a, true
		}
	}
	return engine.Action{}, false
}

func TestBoardDragRecruit(t *testing.T) {
	b, g := boardWhere(t, 4, 3, "a 2-monster recruitment", canRecruit(2))
	a, _ := findRecruit(g, 2)
	frames(b, g, ui.Input{}) // first frame: layout and legal list
	seat := int(g.Current())
	src := b.lay.AreaCell(a.A, a.B).Center()
	dst := b.lay.Dungeons[b.slotOf(seat)].Node(donjon.LocE).Center()
	out := frames(b, g, drag(src, dst)...)
	if out.Chosen {
		t.Fatalf("chose %v before the count was given", out.Action)
	}
	var two *choice
	for i := range b.choices {
		if b.choices[i].tok == (Token{Kind: TokCount, A: 2}) {
			two = &b.choices[i]
		}
	}
	if two == nil {
		t.Fatalf("no «Weź 2» button; choices: %d", len(b.choices))
	}
	out = frames(b, g, click(two.btn.Rect.Center())...)
	if !out.Chosen || out.Action != a {
		t.Fatalf("got %v (chosen %v), want %v", out.Action, out.Chosen, a)
	}
}

func TestBoardClickClickAndRefusal(t *testing.T) {
	b, g := boardWhere(t, 2, 5, "a recruitment", canRecruit(1))
	a, _ := findRecruit(g, 1)
	frames(b, g, ui.Input{})
	seat := int(g.Current())
	dg := &b.lay.Dungeons[b.slotOf(seat)]
	src := b.lay.AreaCell(a.A, a.B).Center()

	// A drop on room 5 (no monster of that type there) snaps back with
	// a reason.
	out := frames(b, g, drag(src, dg.Node(donjon.LocR5).Center())...)
	if out.Chosen {
		t.Fatalf("an illegal drop chose %v", out.Action)
	}
	if b.msg == "" || b.msgTTL == 0 {
		t.Fatal("no reason shown for the illegal drop")
	}
	if len(b.sel.Prefix()) != 0 {
		t.Fatal("the selection survived the refused drop")
	}

	// Click the source, then the entrance.
	frames(b, g, click(src)...)
	if len(b.sel.Prefix()) != 1 {
		t.Fatalf("clicking the stack selected %v", b.sel.Prefix())
	}
	if !b.lit(Token{Kind: TokLoc, A: donjon.LocE}) {
		t.Fatal("the entrance is not highlighted after picking a stack")
	}
	out = frames(b, g, click(dg.Node(donjon.LocE).Center())...)
	if !out.Chosen {
		// Two counts possible: take the one-monster button.
		var one geom.Rect
		for i := range b.choices {
			if b.choices[i].tok == (Token{Kind: TokCount, A: 1}) {
				one = b.choices[i].btn.Rect
			}
		}
		out = frames(b, g, click(one.Center())...)
	}
	if !out.Chosen || out.Action != a {
		t.Fatalf("got %v (chosen %v), want %v", out.Action, out.Chosen, a)
	}
	if b.msg != "" {
		t.Fatalf("the refusal %q is still shown after a move went through", b.msg)
	}
}

// TestPrompts plays a game and checks every decision is worded, and the
// movement one shows the steps left.
func TestPrompts(t *testing.T) {
	b, g := newTestBoard(t, 3, 7)
	rng := engine.NewRNG(7)
	sawSteps, outOfTurn := false, 0
	for i := 0; i < 600 && g.Current() >= 0; i++ {
		legal := g.Legal(nil)
		view := g.View(g.Current())
		b.Update(&ui.Input{}, view, g.Current(), legal)
		p := b.Prompt(view, g.Current())
		if p == "" || strings.Contains(p, "[?") {
			t.Fatalf("step %d: prompt %q", i, p)
		}
		if info, ok := g.UIPending(); ok && info.Seat != g.UIActive() {
			outOfTurn++
			if !strings.HasPrefix(p, b.env.Names[info.Seat]+": ") {
				t.Fatalf("out-of-turn prompt %q does not name %s", p, b.env.Names[info.Seat])
			}
		}
		if info, ok := g.UIPending(); ok && info.Op == "steps" {
			sawSteps = true
			if !strings.Contains(p, "pozostało kroków") {
				t.Fatalf("movement prompt %q lacks the steps left", p)
			}
			if info.Seat != g.UIActive() && !strings.HasPrefix(p, b.env.Names[info.Seat]+": ") {
				t.Fatalf("out-of-turn prompt %q does not name the player", p)
			}
		}
		if err := g.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
			t.Fatal(err)
		}
	}
	if !sawSteps {
		t.Fatal("no movement decision")
	}
	t.Logf("%d out-of-turn decisions worded", outOfTurn)
}

// TestNoAllocWhenIdle: an Update with nothing new must not allocate.
func TestNoAllocWhenIdle(t *testing.T) {
	b, g := newTestBoard(t, 4, 1)
	view := g.View(g.Current())
	legal := g.Legal(nil)
	in := ui.Input{Cursor: image.Pt(5, 5)}
	b.Update(&in, view, g.Current(), legal)
	allocs := testing.AllocsPerRun(50, func() {
		in := ui.Input{Cursor: image.Pt(5, 5)}
		b.Update(&in, view, g.Current(), legal)
	})
	if allocs > 0 {
		t.Fatalf("%.1f allocations per idle Update", allocs)
	}
}

// TestHighlightBotMoves: the places a bot's moves touched are outlined on
// that bot's dungeon only, and a new human move clears them.
func TestHighlightBotMoves(t *testing.T) {
	b, g := newTestBoard(t, 3, 2)
	view := g.View(0)
	b.Update(&ui.Input{}, view, 0, nil)
	actor := int(g.Current())
	step := act(donjon.KindStep, donjon.LocE, donjon.LocC1, donjon.Spider, 0)
	b.Highlight([]engine.Action{step})
	other := (actor + 1) % 3
	cases := []struct {
		seat int
		loc  uint8
		want bool
	}{
		{actor, donjon.LocE, true},
		{actor, donjon.LocC1, true},
		{actor, donjon.LocR1, false},
		{other, donjon.LocE, false},
	}
	for _, c := range cases {
		if got := b.lastTouched(c.seat, c.loc, -1); got != c.want {
			t.Errorf("seat %d location %d outlined = %v, want %v", c.seat, c.loc, got, c.want)
		}
	}
	b.Highlight(nil)
	if b.lastTouched(actor, donjon.LocE, -1) {
		t.Error("Highlight(nil) did not clear the outlines")
	}
}

// TestHintsToggle: with hints off nothing lights up until a source is
// picked; its targets light up whatever the setting.
func TestHintsToggle(t *testing.T) {
	b, g := boardWhere(t, 2, 5, "a recruitment", canRecruit(1))
	a, _ := findRecruit(g, 1)
	frames(b, g, ui.Input{})
	src := Token{Kind: TokAreaStack, A: a.A, B: a.B}
	entrance := Token{Kind: TokLoc, A: donjon.LocE}
	cases := []struct {
		hints, picked bool
		tok           Token
		want          bool
	}{
		{true, false, src, true},
		{false, false, src, false},
		{false, false, entrance, false},
		{false, true, entrance, true},
		{true, true, entrance, true},
	}
	for _, c := range cases {
		b.ShowHints(c.hints)
		b.sel.Clear()
		if c.picked {
			b.sel.Offer(src)
		}
		b.rebuildChoices()
		if got := b.lit(c.tok); got != c.want {
			t.Errorf("hints=%v picked=%v: %v lit = %v, want %v", c.hints, c.picked, c.tok, got, c.want)
		}
	}
}

// TestEnlargeMini: clicking a small dungeon makes it the large one; the
// player's own comes back when a decision of theirs arrives.
func TestEnlargeMini(t *testing.T) {
	b, g := newTestBoard(t, 4, 1)
	me := g.Current()
	view := g.View(me)
	b.Update(&ui.Input{}, view, me, nil)
	if b.order[0] != int(me) {
		t.Fatalf("large dungeon shows seat %d, want the screen seat %d", b.order[0], me)
	}
	other := b.order[2]
	c := b.lay.Dungeons[2].Node(donjon.LocC1 + 2).Center()
	in := ui.Input{Cursor: pt(c), Click: true, Down: true}
	b.Update(&in, view, me, nil)
	if b.order[0] != other {
		t.Fatalf("after the click the large dungeon shows seat %d, want %d", b.order[0], other)
	}
	if b.slotOf(int(me)) <= 0 {
		t.Fatal("the screen seat's dungeon is not among the small ones")
	}
	b.Update(&ui.Input{}, view, me, g.Legal(nil))
	if b.order[0] != int(me) {
		t.Fatalf("a new decision left seat %d enlarged", b.order[0])
	}
}

// Every decision can be made from the keyboard: Tab walks the legal moves
// (Shift+Tab back), naming the focused one, and Enter plays it.
func TestKeyboardTabAndEnter(t *testing.T) {
	b, g := boardWhere(t, 3, 11, "3 legal moves", func(g *donjon.Game) bool { return len(g.Legal(nil)) >= 3 })
	legal := g.Legal(nil)
	if out := frames(b, g, ui.Input{Enter: true}); out.Chosen {
		t.Fatal("Enter without a focused move played something")
	}
	out := frames(b, g, ui.Input{Tab: true}, ui.Input{Tab: true}, ui.Input{Tab: true}, ui.Input{ShiftTab: true})
	if out.Chosen || b.focus != 1 {
		t.Fatalf("after Tab×3 and Shift+Tab the focus is %d, want 1", b.focus)
	}
	if b.msg == "" {
		t.Fatal("the focused move is not named")
	}
	out = frames(b, g, ui.Input{Enter: true})
	if !out.Chosen || out.Action != legal[1] {
		t.Fatalf("Enter played %v (chosen %v), want %v", out.Action, out.Chosen, legal[1])
	}
	if b.focus != -1 {
		t.Fatal("the focus survived the move")
	}
}

// A bot's monster move slides from its source to its target when
// animations are on, a click skips it, and nothing slides when they are off.
func TestBotMoveSlides(t *testing.T) {
	for _, speed := range []float64{1, 0} {
		b, g := newTestBoard(t, 2, 5)
		b.anim.SetSpeed(speed)
		frames(b, g, ui.Input{})
		var step engine.Action
		for i := 0; i < 200 && g.Current() >= 0; i++ {
			legal := g.Legal(nil)
			for _, a := range legal {
				if a.Kind == donjon.KindStep {
					step = a
				}
			}
			if step != (engine.Action{}) {
				break
			}
			mustApplyBoard(t, g, legal[0])
		}
		if step == (engine.Action{}) {
			t.Fatal("no step in 200 decisions")
		}
		b.Highlight([]engine.Action{step})
		if got := b.slide.Running(); got != (speed > 0) {
			t.Fatalf("speed %v: slide running = %v", speed, got)
		}
		if speed == 0 {
			continue
		}
		if _, _, typ, ok := b.slideEnds(); !ok || typ != step.C {
			t.Fatalf("slide ends unknown for %v", step)
		}
		out := frames(b, g, ui.Input{})
		if !out.Redraw {
			t.Fatal("a running slide must ask for a redraw")
		}
		frames(b, g, ui.Input{Click: true, Down: true})
		if b.slide.Running() {
			t.Fatal("a click did not skip the slide")
		}
	}
}

func mustApplyBoard(t *testing.T, g *donjon.Game, a engine.Action) {
	t.Helper()
	if err := g.Apply(a, nil); err != nil {
		t.Fatal(err)
	}
}
