package arnakboard

import (
	"image"
	"math/bits"
	"strings"
	"testing"

	"stolik/render"
	"stolik/render/interact"
	"stolik/rules/arnak"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/table/btnlist"
	"stolik/scenes/ui"
)

// settle feeds empty frames until a snap-back is over.
func settle(b *Board, view engine.Game, seat engine.Seat, legal []engine.Action) {
	for i := 0; i < 120 && b.drag.Phase() != interact.DragIdle; i++ {
		b.Update(&ui.Input{Cursor: image.Pt(1, 1)}, view, seat, legal)
	}
}

// closeChoices presses Anuluj (or closes the list when it is on another page).
func closeChoices(b *Board, view engine.Game, seat engine.Seat, legal []engine.Action) {
	for i, e := range b.btns.Shown {
		if e.Op == btnlist.Cancel {
			clickAt(b, view, seat, legal, rectPoint(b.btns.Slots[i]))
		}
	}
	if b.subOn {
		b.closeSub()
	}
}

// TestDragCardOntoSite drags every hand card a legal dig or discovery
// spends onto that site's space: the board chooses the only action that
// spends the card there, or opens the site's choices narrowed to the
// actions that spend it. Cards dropped where no legal action spends them
// snap back with a reason and choose nothing.
func TestDragCardOntoSite(t *testing.T) {
	drops, lists, refusals, plays := 0, 0, 0, 0
	steps := 250
	if testing.Short() {
		steps = 100
	}
	for _, side := range []string{"bird", "snake"} {
		for _, players := range []int{1, 2, 4} {
			g := newGame(t, players, 11, side)
			boards := make([]*Board, players)
			for i := range boards {
				boards[i] = newBoard(t, players)
			}
			rng := engine.NewRNG(uint64(players) * 31)
			for step := 0; step < steps && g.Current() >= 0; step++ {
				seat := g.Current()
				view := g.View(seat)
				legal := g.Legal(nil)
				b := boards[seat]
				b.Update(&ui.Input{}, view, seat, legal)
				for _, a := range legal {
					if (a.Kind != arnak.KindDig && a.Kind != arnak.KindDiscover) || a.X == 0 {
						continue
					}
					site, sp := int(a.A), spaceOfAct(a)
					for m := a.X; m != 0; m &= m - 1 {
						i := bits.TrailingZeros16(m)
						from, ok := b.placePoint(Place{PlaceHand, i})
						if !ok {
							t.Fatalf("hand card %d has no visible point", i)
						}
						to := image.Pt(int(b.lay.Site[site].Center().X), int(b.spaceCentre(site, sp).Y))
						if a.Kind == arnak.KindDiscover {
							to = rectPoint(b.lay.Site[site])
						}
						n, only := 0, engine.Action{}
						for _, x := range legal {
							if travelAct(x, site) && paysWith(x, i) && (a.Kind == arnak.KindDiscover || spaceOfAct(x) == sp) {
								n++
								only = x
							}
						}
						out := dragTo(b, view, seat, legal, from, to)
						switch {
						case out.Chosen:
							if !engine.Contains(legal, out.Action) || !paysWith(out.Action, i) || int(out.Action.A) != site {
								t.Fatalf("dropping card %d on site %d chose %v", i, site, out.Action)
							}
							if n == 1 && out.Action != only {
								t.Fatalf("dropping card %d on site %d space %d chose %v, the only one is %v", i, site, sp, out.Action, only)
							}
							drops++
						case b.subOn:
							if b.sub != (Place{PlaceSite, site}) || n == 1 {
								t.Fatalf("dropping card %d on site %d opened %+v (%d actions there)", i, site, b.sub, n)
							}
							found := false
							for _, e := range b.btns.All {
								if e.Op == btnlist.Act {
									if !paysWith(e.Act, i) {
										t.Fatalf("site %d's list after dropping card %d offers %v", site, i, e.Act)
									}
									found = found || e.Act == a
								}
							}
							if !found {
								t.Fatalf("site %d's list after dropping card %d lacks %v", site, i, a)
							}
							lists++
							if lists%3 == 0 {
								// From the narrowed list, NextClick still reaches any action.
								other := legal[(lists/3)%len(legal)]
								if !reach(t, b, view, seat, legal, other) {
									t.Fatalf("from site %d's list for card %d, %v was not reached", site, i, other)
								}
							} else {
								closeChoices(b, view, seat, legal)
							}
						default:
							t.Fatalf("dropping card %d on site %d (legal %v) did nothing: %q", i, site, a, b.Msg.Text)
						}
					}
				}
				// A card dropped on a site where nothing spends it.
				for i := range b.hand {
					if !b.draggable(i) {
						continue
					}
					for s := range b.lay.Site {
						used := false
						for _, x := range legal {
							used = used || (travelAct(x, s) && paysWith(x, i))
						}
						if used {
							continue
						}
						from, _ := b.placePoint(Place{PlaceHand, i})
						out := dragTo(b, view, seat, legal, from, rectPoint(b.lay.Site[s]))
						if out.Chosen || b.subOn || !b.Msg.Err || b.Msg.Text == "" || strings.Contains(b.Msg.Text, "[?") {
							t.Fatalf("card %d dropped on site %d: chosen %v, list %v, message %q", i, s, out.Chosen, b.subOn, b.Msg.Text)
						}
						settle(b, view, seat, legal)
						refusals++
						break
					}
					if engine.Contains(legal, engine.Action{Kind: arnak.KindPlay, A: uint8(i)}) {
						from, _ := b.placePoint(Place{PlaceHand, i})
						pl := b.lay.playLine()
						out := dragTo(b, view, seat, legal, from, rectPoint(pl))
						if !out.Chosen || out.Action != (engine.Action{Kind: arnak.KindPlay, A: uint8(i)}) {
							t.Fatalf("card %d dragged to the play area: %v %v", i, out.Chosen, out.Action)
						}
						plays++
					}
					break
				}
				if err := g.Apply(pickBiased(legal, &rng), nil); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	t.Logf("drops chose %d, opened %d lists, refused %d, played %d", drops, lists, refusals, plays)
	if drops == 0 || lists == 0 || refusals == 0 || plays == 0 {
		t.Fatalf("too few cases: chose %d, lists %d, refused %d, played %d", drops, lists, refusals, plays)
	}
}

// TestDragHintShowsCost: over a site the card pays for, the floating hint
// names the space's cost and the paying cards.
func TestDragHintShowsCost(t *testing.T) {
	for seed := uint64(1); seed < 30; seed++ {
		g := newGame(t, 2, seed, "bird")
		seat := g.Current()
		view, legal := g.View(seat), g.Legal(nil)
		b := newBoard(t, 2)
		b.Update(&ui.Input{}, view, seat, legal)
		for _, a := range legal {
			if a.Kind != arnak.KindDig || a.X == 0 {
				continue
			}
			i := bits.TrailingZeros16(a.X)
			from, _ := b.placePoint(Place{PlaceHand, i})
			to := image.Pt(int(b.lay.Site[a.A].Center().X), int(b.spaceCentre(int(a.A), int(a.B)).Y))
			b.Update(&ui.Input{Cursor: from, Click: true, Down: true}, view, seat, legal)
			b.Update(&ui.Input{Cursor: to, Down: true, Moved: true}, view, seat, legal)
			cost := b.travelText(view.(*arnak.Game).UISpace(int(a.A), int(a.B)))
			if !strings.Contains(b.dragHint, cost) || !strings.Contains(b.dragHint, b.handCardName(i)) {
				t.Fatalf("hint over site %d space %d: %q (cost %q, card %q)", a.A, a.B, b.dragHint, cost, b.handCardName(i))
			}
			return
		}
	}
	t.Fatal("no opening had a dig paid with a card")
}

// TestClickCardThenSite: a click on a hand card that pays travel and then
// a click on a site chooses a dig or discovery there paid with that card
// (or lists only such ones), like a drag; a click on another place
// forgets the card.
func TestClickCardThenSite(t *testing.T) {
	tried := 0
	for _, players := range []int{1, 3} {
		g := newGame(t, players, 5, "bird")
		b := newBoard(t, players)
		rng := engine.NewRNG(uint64(players))
		for step := 0; step < 120 && g.Current() >= 0; step++ {
			seat := g.Current()
			view, legal := g.View(seat), g.Legal(nil)
			b.Update(&ui.Input{}, view, seat, legal)
			for _, a := range legal {
				if (a.Kind != arnak.KindDig && a.Kind != arnak.KindDiscover) || a.X == 0 {
					continue
				}
				i, site := bits.TrailingZeros16(a.X), int(a.A)
				from, ok := b.placePoint(Place{PlaceHand, i})
				if !ok {
					t.Fatalf("hand card %d has no visible point", i)
				}
				if out := clickAt(b, view, seat, legal, from); out.Chosen || b.selCard != i {
					t.Fatalf("a click on hand card %d chose %v / selected %d", i, out.Action, b.selCard)
				}
				out := clickAt(b, view, seat, legal, rectPoint(b.lay.Site[site]))
				switch {
				case out.Chosen:
					if !paysWith(out.Action, i) || int(out.Action.A) != site {
						t.Fatalf("card %d then site %d chose %v", i, site, out.Action)
					}
				case b.subOn:
					for _, e := range b.btns.All {
						if e.Op == btnlist.Act && (!paysWith(e.Act, i) || int(e.Act.A) != site) {
							t.Fatalf("card %d then site %d lists %v", i, site, e.Act)
						}
					}
					b.closeSub()
				default:
					t.Fatalf("card %d then site %d did nothing", i, site)
				}
				if b.selCard != -1 {
					t.Fatalf("the card stays selected after the site click")
				}
				tried++
				break
			}
			if err := g.Apply(pickBiased(legal, &rng), nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	if tried < 5 {
		t.Fatalf("only %d card-then-site clicks tried", tried)
	}
}

// TestDragRowCardToBuy: a row card the player can buy, dragged onto the
// hand panel, is bought (or its purchases are listed); dropped on a site
// it is refused and nothing is chosen.
func TestDragRowCardToBuy(t *testing.T) {
	bought, refused := 0, 0
	for _, players := range []int{1, 2} {
		g := newGame(t, players, 9, "bird")
		b := newBoard(t, players)
		rng := engine.NewRNG(uint64(players) * 7)
		for step := 0; step < 150 && g.Current() >= 0; step++ {
			seat := g.Current()
			view, legal := g.View(seat), g.Legal(nil)
			b.Update(&ui.Input{}, view, seat, legal)
			for _, a := range legal {
				if a.Kind != arnak.KindBuy {
					continue
				}
				i := int(a.A)
				from := centre(b.lay.Row[i])
				if out := dragTo(b, view, seat, legal, from, centre(b.lay.Site[0])); out.Chosen {
					t.Fatalf("row card %d dropped on a site chose %v", i, out.Action)
				}
				refused++
				settle(b, view, seat, legal)
				out := dragTo(b, view, seat, legal, from, centre(b.lay.Hand))
				switch {
				case out.Chosen:
					if out.Action.Kind != arnak.KindBuy || int(out.Action.A) != i || !engine.Contains(legal, out.Action) {
						t.Fatalf("row card %d dropped in the hand chose %v", i, out.Action)
					}
				case b.subOn && b.sub == (Place{PlaceRow, i}):
					b.closeSub()
				default:
					t.Fatalf("row card %d dropped in the hand did nothing", i)
				}
				bought++
				break
			}
			if err := g.Apply(pickBiased(legal, &rng), nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	if bought < 5 || refused < 5 {
		t.Fatalf("only %d purchases and %d refusals tried", bought, refused)
	}
}

// TestSpaceUnderTheDrop: on every screen, a card dropped on a space's ring
// or on its travel cost right of it goes to that space, also on the
// smallest screen's compact sites, whose camps have their two spaces side
// by side on one line (TestDragCardOntoSite drops at the site's centre on
// the space's line, at 1280×720 only).
func TestSpaceUnderTheDrop(t *testing.T) {
	for _, screen := range table.Screens {
		for _, side := range []string{"bird", "snake"} {
			b := boardOnSide(t, screen, 2, side)
			if screen == [2]int{table.MinScreenW, table.MinScreenH} && !b.lay.Compact {
				t.Errorf("%v: the sites are not compact", screen)
			}
			for site := range b.lay.Site {
				n := min(2, len(b.d.Sites[site].Spaces))
				for sp := 0; sp < n; sp++ {
					c := b.spaceCentre(site, sp)
					text := c.X + 10 + render.Measure(b.txt.siteSpace[site][sp], b.Kit.Face(12, false))/2
					for _, x := range []float64{c.X - 6, c.X, c.X + 6, text} {
						if got := b.spaceAt(site, x, c.Y); got != sp {
							t.Errorf("%v %s: site %d, space %d: a drop at (%.0f, %.0f) goes to space %d", screen, side, site, sp, x, c.Y, got)
						}
					}
				}
			}
		}
	}
}
