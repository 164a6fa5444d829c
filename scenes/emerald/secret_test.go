package emeraldboard

import (
	"strings"
	"testing"

	"stolik/render/geom"
	"stolik/rules/emerald"
	"stolik/rules/engine"
	"stolik/scenes/table"
)

// seatStrings is everything seat's board shows: every text drawn (with a
// card picked, so the buttons come up), the reveal box, and the tooltip
// of every place on the board.
func seatStrings(b *Board, view engine.Game, seat engine.Seat, legal []engine.Action) []string {
	update(b, view, seat, legal)
	b.Msg.Clear() // a message about a card the seat held earlier
	var out []string
	var rec []table.Drawn
	b.Text.Rec = &rec
	b.Draw(nil, view, seat)
	if len(b.hand) > 0 && legal != nil {
		click(b, view, seat, legal, pt(b.handH[0].Center()))
		b.Draw(nil, view, seat)
	}
	b.confirm = true
	b.Draw(nil, view, seat)
	b.confirm = false
	b.Text.Rec = nil
	for _, d := range rec {
		out = append(out, d.Text)
	}
	var places []geom.Rect
	places = append(places, b.lay.City[:]...)
	places = append(places, b.lay.Rows...)
	places = append(places, b.handH...)
	places = append(places, b.btnR...)
	places = append(places, b.lay.Identity, b.lay.Reveal, b.lay.Tableau, b.lay.Agent, b.lay.Cube, b.lay.Limbo)
	for _, r := range places {
		for _, p := range []geom.Pt{r.Center(), {X: r.X + 10, Y: r.Y + 10}, {X: r.X + r.W - 10, Y: r.Y + r.H/2}} {
			b.Ptr.X, b.Ptr.Y = p.X, p.Y
			out = append(out, b.tipAt(p))
		}
	}
	return out
}

// TestEachSeatSeesOnlyItsOwn renders every seat's screen (each seat's
// board gets that seat's view, as in hot seat) through whole games and
// checks that no seat's board names a card only another seat holds in
// hand, nor another seat's faction while that seat has not revealed it
// (when the two factions differ, so the name cannot be the seat's own);
// and that the seat's own identity panel does show its own faction.
func TestEachSeatSeesOnlyItsOwn(t *testing.T) {
	handChecks, idChecks := 0, 0
	for _, players := range []int{3, 5} {
		g := newGame(t, players, uint64(20+players))
		d := g.UIData()
		// Names the board shows for other reasons (a city's name, a name
		// another card's text mentions) cannot tell a leak apart.
		ambiguous := map[string]bool{}
		for _, c := range d.Cities {
			ambiguous[c.Name] = true
		}
		for _, c := range d.Cards {
			for _, o := range d.Cards {
				if o.Name != c.Name && (strings.Contains(o.Text, c.Name) || strings.Contains(o.Rules, c.Name)) {
					ambiguous[c.Name] = true
				}
			}
		}
		boards := make([]*Board, players)
		for i := range boards {
			boards[i] = newBoard(t, players, [2]int{1280, 720})
		}
		rng := engine.NewRNG(uint64(players))
		for step := 0; step < 400 && !g.UIOver(); step++ {
			if step%9 == 0 {
				for s := 0; s < players; s++ {
					seat := engine.Seat(s)
					view := g.View(seat)
					var legal []engine.Action
					if g.Current() == seat {
						legal = g.Legal(nil)
					}
					all := strings.Join(seatStrings(boards[s], view, seat, legal), "\n")
					public := map[string]bool{}
					for _, k := range g.UIHand(s) {
						public[d.Cards[k].Name] = true
					}
					for c := 0; c < 9; c++ {
						v := g.UICity(c)
						if v.Top != emerald.UINone {
							public[d.Cards[v.Top].Name] = true
						}
						if v.Royal != emerald.UINone {
							public[d.Cards[v.Royal].Name] = true
						}
					}
					for o := 0; o < players; o++ {
						for _, e := range g.UIPlayer(o).Tableau {
							public[d.Cards[e.Card].Name] = true
						}
					}
					for _, k := range g.UIRemoved() {
						public[d.Cards[k].Name] = true
					}
					mine := g.UIFactionOf(s)
					if !strings.Contains(all, g.UIFactionName(mine)) {
						t.Errorf("%dp step %d: seat %d's board does not show its own faction %q", players, step, s, g.UIFactionName(mine))
					}
					for o := 0; o < players; o++ {
						if o == s {
							continue
						}
						for _, k := range g.UIHand(o) {
							name := d.Cards[k].Name
							if public[name] || ambiguous[name] {
								continue
							}
							handChecks++
							if strings.Contains(all, name) {
								line := ""
								for _, x := range strings.Split(all, "\n") {
									if strings.Contains(x, name) {
										line = x
										break
									}
								}
								t.Errorf("%dp step %d: seat %d's board names %q from seat %d's hand: %q", players, step, s, name, o, line)
							}
						}
						f := g.UIFactionOf(o)
						if f != mine && !g.UIPlayer(o).Revealed {
							idChecks++
							if strings.Contains(all, g.UIFactionName(f)) {
								t.Errorf("%dp step %d: seat %d's board shows %q, seat %d's secret faction", players, step, s, g.UIFactionName(f), o)
							}
						}
					}
				}
			}
			legal := g.Legal(nil)
			if err := g.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	if handChecks < 50 || idChecks < 20 {
		t.Fatalf("too few secrets checked: %d hand cards, %d identities", handChecks, idChecks)
	}
	t.Logf("%d hidden hand cards and %d hidden identities checked", handChecks, idChecks)
}
