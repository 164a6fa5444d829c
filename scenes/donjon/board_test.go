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
	b, g := newTestBoard(t, 4, 3)
	a, ok := findRecruit(g, 2)
	if !ok {
		t.Skip("no 2-monster recruitment at the start of this seed")
	}
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
	b, g := newTestBoard(t, 2, 5)
	a, ok := findRecruit(g, 1)
	if !ok {
		t.Skip("no recruitment at the start of this seed")
	}
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
	if b.Msg.Text == "" || b.Msg.TTL == 0 {
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
	if b.Msg.Text != "" {
		t.Fatalf("the refusal %q is still shown after a move went through", b.Msg.Text)
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
			if !strings.HasPrefix(p, b.Env.Names[info.Seat]+": ") {
				t.Fatalf("out-of-turn prompt %q does not name %s", p, b.Env.Names[info.Seat])
			}
		}
		if info, ok := g.UIPending(); ok && info.Op == "steps" {
			sawSteps = true
			if !strings.Contains(p, "pozostało kroków") {
				t.Fatalf("movement prompt %q lacks the steps left", p)
			}
			if info.Seat != g.UIActive() && !strings.HasPrefix(p, b.Env.Names[info.Seat]+": ") {
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
	b, g := newTestBoard(t, 2, 5)
	a, ok := findRecruit(g, 1)
	if !ok {
		t.Skip("no recruitment at the start of this seed")
	}
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

// Every decision can be made from the keyboard: the frame's Nav moves a
// focus over the board's targets (arrows by position, Tab in reading
// order) and Enter clicks the focused one. Forty decisions of a 3-player
// game are played with Tab and Enter alone, always taking the focused
// target after k Tabs (k varying), and every one ends in a legal action.
func TestKeyboardPlaysWholeDecisions(t *testing.T) {
	b, g := newTestBoard(t, 3, 11)
	var nav table.Nav
	var ts []table.Target
	rng := engine.NewRNG(5)
	for decision := 0; decision < 40 && g.Current() >= 0; decision++ {
		seat := g.Current()
		view, legal := g.View(seat), g.Legal(nil)
		b.Update(&ui.Input{}, view, seat, legal)
		chosen := false
		for press := 0; press < 30 && !chosen; press++ {
			ts = b.Targets(ts[:0])
			if len(ts) == 0 {
				t.Fatalf("decision %d: no keyboard targets with %d legal moves", decision, len(legal))
			}
			// A few Tabs (the focus moves in reading order), then Enter.
			for k := rng.IntN(len(ts)); k >= 0; k-- {
				in := ui.Input{Tab: true}
				nav.Update(&in, ts)
				if in.Tab {
					t.Fatal("Tab reached the board")
				}
				b.Update(&in, view, seat, legal)
			}
			in := ui.Input{Enter: true}
			nav.Update(&in, ts)
			if !in.Click || in.Enter {
				t.Fatalf("decision %d: Enter on a focus is not a click", decision)
			}
			out := b.Update(&in, view, seat, legal)
			if !out.Chosen {
				// Enter is a press; the release comes with the next frame.
				rel := ui.Input{}
				nav.Update(&rel, ts)
				out = b.Update(&rel, view, seat, legal)
			}
			if out.Chosen {
				if !engine.Contains(legal, out.Action) {
					t.Fatalf("decision %d: the keyboard chose %v, not legal", decision, out.Action)
				}
				mustApplyBoard(t, g, out.Action)
				chosen = true
			}
		}
		if !chosen {
			t.Fatalf("decision %d: 30 Enters chose nothing (prompt %q)", decision, b.Prompt(view, seat))
		}
	}
}

// A bot's monster move slides from its source to its target when
// animations are on, a click skips it, and nothing slides when they are off.
func TestBotMoveSlides(t *testing.T) {
	for _, speed := range []float64{1, 0} {
		b, g := newTestBoard(t, 2, 5)
		b.Anim.SetSpeed(speed)
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

// What the rules reveal is shown on the table as the card itself: a
// Threat card with its two monsters, from the events Apply emits.
func TestRevealedCardsAreShown(t *testing.T) {
	b, g := newTestBoard(t, 3, 4)
	frames(b, g, ui.Input{})
	var sh table.Shower = b
	shown := map[string]bool{}
	for step := 0; step < 300 && g.Current() >= 0 && len(shown) < 2; step++ {
		var log engine.Log
		legal := g.Legal(nil)
		if err := g.Apply(legal[step%len(legal)], &log); err != nil {
			t.Fatal(err)
		}
		view := g.View(g.Current())
		for _, e := range log.Events {
			s, ok := sh.Show(e, view)
			if e.Key == "donjon.threat_drawn" || e.Key == "donjon.inn" {
				if !ok {
					t.Fatalf("%s not shown", e.Key)
				}
				if s.Face.Text == "" || s.Face.Text != e.Args["text"] {
					t.Fatalf("%s shown with text %q, the rules said %q", e.Key, s.Face.Text, e.Args["text"])
				}
				if e.Key == "donjon.threat_drawn" && s.Face.Icons == "" {
					t.Fatal("a Threat card shown without its monsters")
				}
				if s.To.Empty() {
					t.Fatalf("%s has nowhere to go", e.Key)
				}
				shown[e.Key] = true
			}
			if e.Key == "donjon.step" && ok {
				t.Fatal("a monster's step is not a card to show")
			}
		}
	}
	if !shown["donjon.threat_drawn"] {
		t.Fatal("no Threat card was drawn in 300 decisions")
	}
}

// A right click on a market card opens it with its full text.
func TestCardAtGivesFullText(t *testing.T) {
	b, g := newTestBoard(t, 2, 4)
	frames(b, g, ui.Input{})
	c := b.lay.Potions[0].Center()
	f, ok := b.CardAt(c.X, c.Y)
	if !ok || f.Text == "" || f.Effect == "" || f.Text == f.Effect {
		t.Fatalf("potion 0: %+v %v", f, ok)
	}
	if _, ok := b.CardAt(b.Area.X+b.Area.W-2, b.Area.Y+b.Area.H-2); ok {
		t.Error("a card under an empty corner")
	}
}
