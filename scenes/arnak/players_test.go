package arnakboard

import (
	"fmt"
	"strings"
	"testing"

	"stolik/render/geom"
	"stolik/rules/arnak"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

func TestPlayerPanelGeometry(t *testing.T) {
	d, err := arnak.DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	for _, area := range []geom.Rect{{X: 10, Y: 72, W: 860, H: 638}, {X: 0, Y: 40, W: 1280, H: 680}, {X: 0, Y: 0, W: 1920, H: 1080}} {
		for players := 1; players <= 4; players++ {
			l := NewLayout(area, players, d)
			for i, r := range l.Players {
				pg := playerLayout(r)
				name := fmt.Sprintf("%vx%v %dp panel %d", area.W, area.H, players, i)
				parts := []geom.Rect{pg.Name, pg.Crate, pg.Chips}
				parts = append(parts, pg.Slot[:]...)
				parts = append(parts, pg.Res[:]...)
				parts = append(parts, pg.Cards[:]...)
				for k, c := range pg.Pawn {
					parts = append(parts, geom.Centered(c, 2*pg.PawnR, 2*pg.PawnR))
					if pg.PawnR < 4 {
						t.Errorf("%s: pawn %d radius %v is too small to see", name, k, pg.PawnR)
					}
				}
				if pg.Extra.H > 0 {
					parts = append(parts, pg.Extra)
				}
				checkSet(t, name, parts, r)
				if pg.Name.W < 60 {
					t.Errorf("%s: the name has %v px", name, pg.Name.W)
				}
			}
		}
	}
}

// TestPlayerPiecesHaveTooltips: every piece of every panel answers the
// cursor with its own words, and the panel shows resources, counts,
// pawns, idol slots, assistants and guardians as the view has them.
func TestPlayerPiecesHaveTooltips(t *testing.T) {
	seen := map[string]bool{}
	for _, players := range []int{1, 2, 4} {
		g := newGame(t, players, 7, "snake")
		b := newBoard(t, players)
		rng := engine.NewRNG(7)
		for step := 0; step < 400 && g.Current() >= 0; step++ {
			seat := g.Current()
			view := g.View(seat).(*arnak.Game)
			legal := g.Legal(nil)
			b.Update(&ui.Input{}, view, seat, legal)
			for p := 0; p < players; p++ {
				pt := &b.txt.players[p]
				pv := view.UIPlayer(p)
				for k := 0; k < int(arnak.NumRes); k++ {
					if pt.nums[k] != itoa(pv.Res[k]) {
						t.Fatalf("seat %d resource %d shows %s, has %d", p, k, pt.nums[k], pv.Res[k])
					}
				}
				if pt.nums[arnak.NumRes+3] != itoa(pv.Fear) || pt.slots != pv.Slots {
					t.Fatalf("seat %d: Fear %s/%d, slots %b/%b", p, pt.nums[arnak.NumRes+3], pv.Fear, pt.slots, pv.Slots)
				}
				nAsst := 0
				for _, a := range pv.Asst {
					if a != arnak.UINone {
						nAsst++
					}
				}
				chips := 0
				for _, c := range pt.chips {
					if c.fill == colSilver || c.fill == colGold || c.fill == colGuard {
						chips++
					}
				}
				if chips != nAsst+len(pv.Guards) {
					t.Fatalf("seat %d: %d chips for %d assistants and %d guardians", p, chips, nAsst, len(pv.Guards))
				}
				for _, bx := range pt.boxes {
					c := bx.r.Center()
					got := b.tipAt(c.X, c.Y)
					if bx.tip == "" || got != bx.tip || strings.Contains(got, "[?") {
						t.Fatalf("seat %d: the piece at %+v says %q, the cursor gets %q", p, bx.r, bx.tip, got)
					}
				}
				if nAsst > 0 {
					seen["asst"] = true
				}
				if len(pv.Guards) > 0 {
					seen["guard"] = true
				}
				if pv.Slots != 0 {
					seen["slot"] = true
				}
			}
			if err := g.Apply(pickBiased(legal, &rng), nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, k := range []string{"asst", "guard", "slot"} {
		if !seen[k] {
			t.Errorf("no game had a %s on a panel: the test checked too little", k)
		}
	}
}

func TestCardTooltipsCarryNotes(t *testing.T) {
	g := newGame(t, 2, 1, "bird")
	b := newBoard(t, 2)
	b.Update(&ui.Input{}, g.View(0), 0, nil)
	d := g.UIData()
	notes := 0
	for c := range d.Cards {
		n := g.UICardNote(uint8(c))
		if n == "" {
			continue
		}
		notes++
		if tip := b.cardTip(uint8(c)); !strings.Contains(tip, n) {
			t.Errorf("%s: tooltip %q lacks its note %q", d.Cards[c].Name, tip, n)
		}
	}
	for a := range d.Assistants {
		if n := g.UIAssistantNote(uint8(a)); n != "" {
			notes++
			if tip := b.assistantTip(uint8(a)); !strings.Contains(tip, n) {
				t.Errorf("%s: tooltip %q lacks its note", d.Assistants[a].Name, tip)
			}
		}
	}
	if notes < 10 {
		t.Fatalf("only %d notes read from the data", notes)
	}
}

// TestEmptyIdolSlotsShowTheirPoints: an empty idol slot shows, inside it,
// the points the player board prints for it (player.toml idol_slot_vp,
// BGA: 1, 2, 3, 4 from the left), and its tooltip names them and the five
// rewards; a used slot shows no number.
func TestEmptyIdolSlotsShowTheirPoints(t *testing.T) {
	b := boardOnScreen(t, [2]int{1280, 720}, 2)
	b.txt.players[0].slots = 0b0001 // the first slot used
	var rec []table.Drawn
	b.Text.Rec = &rec
	b.labelsPass(nil)
	pg := &b.txt.players[0].geom
	for k, r := range pg.Slot {
		want := itoa(b.d.SlotVP[k])
		found := false
		for _, d := range rec {
			if d.Text == want && r.Contains(d.Box.Center().X, d.Box.Center().Y) {
				found = true
			}
		}
		if found != (k > 0) {
			t.Errorf("slot %d (used %v): number %q drawn %v", k, k == 0, want, found)
		}
	}
	tip := ""
	for _, bx := range b.txt.players[0].boxes {
		if bx.r == pg.Slot[1] {
			tip = bx.tip
		}
	}
	if !strings.Contains(tip, itoa(b.d.SlotVP[1])+" PZ") || !strings.Contains(tip, "dobranie karty") {
		t.Errorf("slot 2's tooltip %q names neither its points nor the rewards", tip)
	}
}

// TestRivalShowsItsStackArrowAndPoints: in a solo game the panel tells the
// rival's points and its action stack with the decision arrow on top
// (rulebook: the arrow on the stack's top settles the rival's ties), as
// the view has them.
func TestRivalShowsItsStackArrowAndPoints(t *testing.T) {
	b := boardOnScreen(t, [2]int{1280, 720}, 1)
	n, right := b.view.UIRivalStack()
	arrow := "← w lewo"
	if right {
		arrow = "w prawo →"
	}
	if n == 0 || !strings.Contains(b.txt.rivalStack, itoa(n)+" kafel") || !strings.Contains(b.txt.rivalStack, arrow) {
		t.Errorf("rival stack line %q, want %d tiles and %q", b.txt.rivalStack, n, arrow)
	}
	if !strings.Contains(b.txt.rival, itoa(b.view.UIRivalScore())+" PZ") {
		t.Errorf("rival line %q without its points", b.txt.rival)
	}
}
