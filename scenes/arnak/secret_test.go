package arnakboard

import (
	"strings"
	"testing"

	"stolik/render/geom"
	"stolik/rules/arnak"
	"stolik/rules/engine"
	"stolik/scenes/table/tabletest"
	"stolik/scenes/ui"
)

// Every legal action can be chosen from the keyboard alone: for each one,
// the frame's Nav is moved with Tab onto the target under the point the
// mouse would click next (NextClick), and Enter clicks it, until the board
// chooses the action.
func TestKeyboardReachesEveryAction(t *testing.T) {
	for _, players := range []int{1, 2} {
		g := newGame(t, players, 5, "bird")
		rng := engine.NewRNG(3)
		checked := 0
		for step := 0; step < 60 && g.Current() >= 0; step++ {
			seat := g.Current()
			view, legal := g.View(seat), g.Legal(nil)
			for _, a := range legal {
				b := newBoard(t, players)
				if !keyboardReach(t, b, view, seat, legal, a) {
					t.Fatalf("%dp step %d: %v not reachable from the keyboard", players, step, a)
				}
				checked++
			}
			if err := g.Apply(pickBiased(legal, &rng), nil); err != nil {
				t.Fatal(err)
			}
		}
		if checked == 0 {
			t.Fatal("nothing checked")
		}
	}
}

func keyboardReach(t *testing.T, b *Board, view engine.Game, seat engine.Seat, legal []engine.Action, a engine.Action) bool {
	t.Helper()
	return tabletest.KeyboardReach(t, b, view, seat, legal, a)
}

func TestNothingChosenWithoutLegal(t *testing.T) {
	g := newGame(t, 2, 2, "bird")
	b := newBoard(t, 2)
	other := 1 - g.Current()
	view := g.View(other)
	b.Update(&ui.Input{}, view, other, nil)
	for _, r := range append(append([]geom.Rect{}, b.lay.Site...), b.lay.Row[:]...) {
		if out := clickAt(b, view, other, nil, centre(r)); out.Chosen {
			t.Fatalf("chose %v while it was not the seat's turn", out.Action)
		}
	}
}

// boardStrings is every text the board laid out for the view.
func boardStrings(b *Board) []string {
	t := &b.txt
	out := append([]string{}, t.siteName...)
	out = append(out, t.siteTip...)
	out = append(out, t.siteLine...)
	out = append(out, t.rowTip[:]...)
	out = append(out, t.handName...)
	out = append(out, t.handTip...)
	out = append(out, t.decks...)
	out = append(out, t.nodeTip...)
	out = append(out, t.temple...)
	out = append(out, t.play, t.pool, t.handTitle, t.decksTip, t.rival)
	for _, p := range t.players {
		out = append(out, p.head, p.res, p.counts, p.extra, p.tip, p.played, p.crate)
		out = append(out, p.nums...)
		for _, bx := range p.boxes {
			out = append(out, bx.tip)
		}
		for _, c := range p.chips {
			out = append(out, c.text, c.tip)
		}
	}
	out = append(out, b.dragHint, b.Msg.Text)
	for _, e := range b.btns.All {
		out = append(out, e.Text)
	}
	return out
}

func TestOtherHandsStaySecret(t *testing.T) {
	found := 0
	for _, players := range []int{2, 4} {
		for seed := uint64(1); seed <= 6; seed++ {
			g := newGame(t, players, seed, "bird")
			d := g.UIData()
			rng := engine.NewRNG(seed)
			b := newBoard(t, players)
			for step := 0; step < 500 && g.Current() >= 0; step++ {
				view := g.View(0).(*arnak.Game)
				var legal []engine.Action
				if g.Current() == 0 {
					legal = g.Legal(nil)
				}
				b.Update(&ui.Input{}, view, 0, legal)
				own := g.UIHand(0)
				if len(b.hand) != len(own) || len(b.handR) != len(own) {
					t.Fatalf("seat 0's board lays out %d hand cards, its hand has %d", len(b.handR), len(own))
				}
				for i := range own {
					if b.hand[i] != own[i] {
						t.Fatalf("seat 0's board shows card %d at %d, its hand has %d", b.hand[i], i, own[i])
					}
				}
				// Names shown legitimately: the row, every play area, the own hand.
				public := map[string]bool{}
				for _, c := range g.UIRow() {
					if c != arnak.UINone {
						public[d.Cards[c].Name] = true
					}
				}
				for p := 0; p < players; p++ {
					for _, c := range g.UIPlayer(p).Play {
						public[d.Cards[c].Name] = true
					}
				}
				for _, c := range own {
					public[d.Cards[c].Name] = true
				}
				all := strings.Join(boardStrings(b), "\n")
				if i := strings.Index(all, "[?"); i >= 0 {
					t.Fatalf("a locale key is missing: %q", all[i:min(len(all), i+40)])
				}
				for _, c := range g.UIHand(1) {
					name := d.Cards[c].Name
					if public[name] || g.UICardKind(c) < 2 {
						continue
					}
					found++
					if strings.Contains(all, name) {
						t.Fatalf("%dp seed %d step %d: seat 0's board shows %q from seat 1's hand", players, seed, step, name)
					}
				}
				l := g.Legal(nil)
				if err := g.Apply(l[rng.IntN(len(l))], nil); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if found == 0 {
		t.Fatal("no state had a private item or artifact in seat 1's hand: the test checked nothing")
	}
}

func TestPromptSaysWhoDecides(t *testing.T) {
	g := newGame(t, 2, 3, "bird")
	b := newBoard(t, 2)
	cur := g.Current()
	mine := b.Prompt(g.View(cur), cur)
	other := b.Prompt(g.View(1-cur), 1-cur)
	if mine == "" || strings.Contains(mine, "[?") || mine == other {
		t.Fatalf("prompts %q / %q", mine, other)
	}
	if !strings.Contains(other, b.Env.Names[cur]) {
		t.Fatalf("the waiting seat's prompt %q does not name %s", other, b.Env.Names[cur])
	}
	for step := 0; step < 400 && g.Current() >= 0; step++ {
		cur := g.Current()
		if p := b.Prompt(g.View(cur), cur); p == "" || strings.Contains(p, "[?") {
			t.Fatalf("step %d: prompt %q", step, p)
		}
		l := g.Legal(nil)
		if err := g.Apply(l[step%len(l)], nil); err != nil {
			t.Fatal(err)
		}
	}
}
