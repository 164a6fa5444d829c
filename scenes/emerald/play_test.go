package emeraldboard

import (
	"slices"
	"strings"
	"testing"

	"stolik/render/geom"
	"stolik/rules/emerald"
	"stolik/rules/engine"
)

// TestRandomGamesByClicks plays whole games at 2, 4 and 5 players with
// every decision made through the board's own clicks: a random legal
// action is picked, NextClick says where to click, and the clicks (cards,
// cities, buttons, paging, the reveal box) must end in exactly that
// action within a few clicks. It fails when some legal action cannot be
// reached with the mouse, or a click plays a different one.
func TestRandomGamesByClicks(t *testing.T) {
	var total []map[uint8]int
	pending := map[string]int{}
	defer func() {
		// Out-of-turn blocks and forced reveals were decided by clicks on
		// the deciding seat's own board.
		if pending["emerald.pending.block"] == 0 || pending["emerald.pending.reveal"] == 0 {
			t.Errorf("blocks or forced reveals never came up: %v", pending)
		}
		t.Logf("out-of-turn decisions clicked: %v", pending)
		// Over the games, every kind the rules have was reached by clicks
		// (assassination, reveal, block, Mi-Go and the end of a turn kept
		// open by a free action included).
		for k := uint8(0); k <= emerald.KindStop; k++ {
			n := 0
			for _, m := range total {
				n += m[k]
			}
			if n == 0 {
				t.Errorf("no action of kind %d (%s) was played by clicks", k, emerald.Title().KindNames[k])
			}
		}
	}()
	for _, c := range []struct {
		players int
		seed    uint64
		screen  [2]int
		reveal  string // the voluntary reveal option
	}{{2, 1, [2]int{1280, 720}, "no"}, {4, 2, [2]int{1024, 768}, "yes"}, {5, 3, [2]int{1280, 720}, "yes"}, {3, 4, [2]int{1024, 768}, "yes"}, {5, 3, [2]int{1024, 768}, "no"},
		{3, 34, [2]int{1280, 720}, "no"}, // a forced reveal at step 185
	} {
		g0, err := emerald.Title().New(engine.Config{Players: c.players, Seed: c.seed, Options: map[string]string{"voluntary_reveal": c.reveal}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		g := g0.(*emerald.Game)
		boards := make([]*Board, c.players)
		for i := range boards {
			boards[i] = newBoard(t, c.players, c.screen)
		}
		rng := engine.NewRNG(c.seed)
		kinds := map[uint8]int{}
		defer func() { total = append(total, kinds) }()
		steps := 0
		for ; steps < 3000 && !g.UIOver(); steps++ {
			seat := g.Current()
			legal := g.Legal(nil)
			target := pickByKind(legal, &rng)
			if key, _ := g.UIPending(); key == "emerald.pending.block" || key == "emerald.pending.reveal" {
				pending[key]++
			}
			b := boards[seat]
			view := g.View(seat)
			update(b, view, seat, legal)
			chosen := false
			for try := 0; try < 12 && !chosen; try++ {
				p, ok := b.NextClick(view, seat, legal, target)
				if !ok {
					t.Fatalf("%dp step %d: no click towards %s", c.players, steps, target.Format(emerald.Title().KindNames))
				}
				out := click(b, view, seat, legal, p)
				if out.Chosen {
					if out.Action != target {
						t.Fatalf("%dp step %d: clicks towards %v played %v", c.players, steps, target, out.Action)
					}
					chosen = true
				}
			}
			if !chosen {
				t.Fatalf("%dp step %d: %s not reached in 12 clicks", c.players, steps, target.Format(emerald.Title().KindNames))
			}
			kinds[target.Kind]++
			if err := g.Apply(target, nil); err != nil {
				t.Fatal(err)
			}
		}
		if !g.UIOver() {
			t.Errorf("%dp: no end after %d steps", c.players, steps)
		}
		if len(kinds) < 8 {
			t.Errorf("%dp: only %d kinds of action played: %v", c.players, len(kinds), kinds)
		}
		t.Logf("%dp: %d decisions by clicks, by kind %v", c.players, steps, kinds)
	}
}

// pickByKind picks a kind of action at random, then one action of it, so
// the rare kinds (assassinations, blocks, reveals) come up as often as
// the many card combinations of a discard or an influence.
func pickByKind(legal []engine.Action, rng *engine.RNG) engine.Action {
	var kinds []uint8
	for _, a := range legal {
		if !slices.Contains(kinds, a.Kind) {
			kinds = append(kinds, a.Kind)
		}
	}
	k := kinds[rng.IntN(len(kinds))]
	var of []engine.Action
	for _, a := range legal {
		if a.Kind == k {
			of = append(of, a)
		}
	}
	return of[rng.IntN(len(of))]
}

// TestIllegalClickSaysWhy: a click on a city with nothing to do there, or
// on a card with no move, plays nothing and leaves a Polish reason.
func TestIllegalClickSaysWhy(t *testing.T) {
	g := newGame(t, 3, 4)
	b := newBoard(t, 3, [2]int{1280, 720})
	// Play past the set-up placements.
	rng := engine.NewRNG(1)
	for g.UISetup() > 0 {
		legal := g.Legal(nil)
		if err := g.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
			t.Fatal(err)
		}
	}
	seat := g.Current()
	other := (int(seat) + 1) % 3
	legal := g.Legal(nil)
	view := g.View(seat)
	update(b, view, seat, legal)
	// A city click lists what can be done there, nothing else.
	out := click(b, view, seat, legal, pt(b.cityPoint(0)))
	if out.Chosen || len(b.cand) == 0 {
		t.Errorf("a city click: chosen %v, %d choices", out.Chosen, len(b.cand))
	}
	for _, a := range b.cand {
		if !slices.Contains(g.UIActionCities(a), 0) {
			t.Errorf("choice %v after a click on Londyn does not name it", a)
		}
	}
	click(b, view, seat, legal, pt(b.cityPoint(0))) // unpick
	// An agent from the supply: no placement is open in a turn.
	out = click(b, view, seat, legal, pt(b.lay.Agent.Center()))
	if out.Chosen || !b.Msg.Err || !strings.Contains(b.Msg.Text, "Agenta") {
		t.Errorf("an agent pile click in a turn: chosen %v, message %q", out.Chosen, b.Msg.Text)
	}
	// Another seat's board while it is not its decision.
	ob := newBoard(t, 3, [2]int{1280, 720})
	ov := g.View(engine.Seat(other))
	update(ob, ov, engine.Seat(other), nil)
	out = click(ob, ov, engine.Seat(other), nil, pt(ob.cityPoint(3)))
	if out.Chosen || !strings.Contains(ob.Msg.Text, "Teraz decyduje") {
		t.Errorf("a click out of turn: chosen %v, message %q", out.Chosen, ob.Msg.Text)
	}
}

// TestDragCubeToCity drags a cube from the supply onto a city: with one
// influence action there it plays it, with several the buttons list them,
// each naming the city.
func TestDragCubeToCity(t *testing.T) {
	g := newGame(t, 2, 6)
	rng := engine.NewRNG(2)
	for g.UISetup() > 0 {
		legal := g.Legal(nil)
		if err := g.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
			t.Fatal(err)
		}
	}
	seat := g.Current()
	legal := g.Legal(nil)
	view := g.View(seat)
	b := newBoard(t, 2, [2]int{1280, 720})
	update(b, view, seat, legal)
	from, to := b.lay.Cube.Center(), b.cityPoint(1)
	drag(b, view, seat, legal, from, to)
	n := 0
	for _, a := range legal {
		if a.Kind == emerald.KindInfluence && a.A == 1 {
			n++
		}
	}
	if n < 2 {
		t.Fatalf("want several influence actions in Paryż, have %d", n)
	}
	if len(b.cand) != n {
		t.Errorf("after the drop %d choices, want the %d influence actions in Paryż", len(b.cand), n)
	}
	for _, s := range b.btnText {
		if !strings.Contains(s, "Paryż") {
			t.Errorf("button %q does not name Paryż", s)
		}
	}
}

func drag(b *Board, view engine.Game, seat engine.Seat, legal []engine.Action, from, to geom.Pt) {
	in := inputAt(from)
	in.Click, in.Down = true, true
	b.Update(&in, view, seat, legal)
	for k := 1; k <= 4; k++ {
		p := geom.Pt{X: from.X + (to.X-from.X)*float64(k)/4, Y: from.Y + (to.Y-from.Y)*float64(k)/4}
		in = inputAt(p)
		in.Down = true
		b.Update(&in, view, seat, legal)
	}
	in = inputAt(to)
	in.Drop = true
	b.Update(&in, view, seat, legal)
}

// TestBigHandPlaysByClicks: a hand of 20 or 30 cards (staged: no seeded
// game hoards that many) is paged; for every card at position 16 or later
// that some listed action plays, the clicks NextClick gives (page arrows
// first when the card's page is not shown) play such an action, and once
// its page is up the card's tooltip is its own. The 16-bit selection of
// the old board could not pick these cards at all.
func TestBigHandPlaysByClicks(t *testing.T) {
	for _, c := range []struct {
		players, hand int
		screen        [2]int
	}{{5, 20, [2]int{1280, 720}}, {3, 30, [2]int{1024, 768}}, {2, 30, [2]int{1280, 720}}} {
		g0, err := emerald.Title().New(engine.Config{Players: c.players, Seed: 1}, nil)
		if err != nil {
			t.Fatal(err)
		}
		g := g0.(*emerald.Game)
		for g.Current() != engine.GameOver {
			if key, _ := g.UIPending(); key == "" && g.UIActions() == 0 {
				break
			}
			if err := g.Apply(g.Legal(nil)[0], nil); err != nil {
				t.Fatal(err)
			}
		}
		seat := g.Current()
		g.StageHand(int(seat), c.hand)
		legal := g.Legal(nil)
		b := newBoard(t, c.players, c.screen)
		view := g.View(seat)
		update(b, view, seat, legal)
		if !b.paged() {
			t.Fatalf("%dp, hand of %d: not paged", c.players, c.hand)
		}
		played, turned := 0, 0
		for k := 16; k < c.hand; k++ {
			var target engine.Action
			best := 99
			for _, a := range legal {
				cs := b.view.UICardAction(a)
				if slices.Contains(cs, k) && len(cs) < best {
					target, best = a, len(cs)
				}
			}
			if best == 99 {
				continue
			}
			chosen := false
			for try := 0; try < 20 && !chosen; try++ {
				p, ok := b.NextClick(view, seat, legal, target)
				if !ok {
					t.Fatalf("hand of %d, card %d: no click towards %s", c.hand, k, target.Format(emerald.Title().KindNames))
				}
				pp := geom.Pt{X: float64(p.X), Y: float64(p.Y)}
				if b.lay.HandPrev.ContainsPt(pp) || b.lay.HandNext.ContainsPt(pp) {
					turned++
				}
				if out := click(b, view, seat, legal, p); out.Chosen {
					if out.Action != target {
						t.Fatalf("hand of %d, card %d: clicks towards %v played %v", c.hand, k, target, out.Action)
					}
					chosen = true
				}
			}
			if !chosen {
				t.Fatalf("hand of %d, card %d: %s not reached in 20 clicks", c.hand, k, target.Format(emerald.Title().KindNames))
			}
			played++
			// Its page is up now: hovering the card names it.
			if at := b.cardAt(b.cardPoint(k)); at != k {
				t.Errorf("hand of %d: the point of card %d hits card %d", c.hand, k, at)
			} else if tip := b.tipAt(b.cardPoint(k)); !strings.Contains(tip, b.d.Cards[b.hand[k]].Name) {
				t.Errorf("hand of %d: card %d's tooltip %q lacks its name %q", c.hand, k, tip, b.d.Cards[b.hand[k]].Name)
			}
			update(b, view, seat, legal)
		}
		if played < 3 || turned == 0 {
			t.Errorf("hand of %d: %d cards past position 15 played by clicks, %d page turns", c.hand, played, turned)
		}
		t.Logf("%dp hand of %d: %d cards past position 15 played by clicks, %d page turns", c.players, c.hand, played, turned)
	}
}
