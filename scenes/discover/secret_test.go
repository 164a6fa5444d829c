package discoverboard

import (
	"strings"
	"testing"

	"stolik/rules/discover"
	"stolik/rules/engine"
	"stolik/scenes/ui"
)

// boardStrings is every text the board made for the view: the side panel,
// the buttons and menu, the tooltips of every space, and the faces of the
// cards a right click opens from the panel.
func boardStrings(b *Board) []string {
	x := &b.txt
	out := []string{x.status, x.statusTip, x.questHead, x.questBody, x.questTip, x.detailHead, x.boxHead, x.boxLine,
		x.boxNote, x.decTitle, b.Msg.Text}
	for _, h := range x.heroes {
		out = append(out, h.head, h.line, h.tip)
	}
	for _, r := range x.rows {
		out = append(out, r.text, r.tip)
		if f, ok := b.face(r.card); ok {
			out = append(out, f.Title, f.Text)
		}
	}
	for _, e := range b.decList {
		out = append(out, e.text)
		if f, ok := b.face(e.card); ok {
			out = append(out, f.Title, f.Text)
		}
	}
	for _, e := range b.menuList {
		out = append(out, e.text)
	}
	for hx := range b.t.Hex {
		out = append(out, b.hexTip(hx))
	}
	return out
}

// TestEachSeatSeesOnlyItsOwn renders every seat's screen through the game
// (hot seat: each seat's board gets that seat's view) and checks that no
// seat's board names a project in another seat's hand or a character dealt
// to another seat in the draft — the secrets of Discover — unless it is
// public (on the table, or in the seat's own hand too).
func TestEachSeatSeesOnlyItsOwn(t *testing.T) {
	foundHand, foundDraft := 0, 0
	for _, players := range []int{2, 4} {
		for seed := uint64(1); seed <= 2; seed++ {
			g := newGame(t, players, seed, 1)
			d := g.UIData()
			boards := make([]*Board, players)
			for i := range boards {
				boards[i] = newBoard(t, players)
			}
			rng := engine.NewRNG(seed)
			for step := 0; step < 200 && g.Current() >= 0; step++ {
				for seat := 0; seat < players; seat++ {
					s := engine.Seat(seat)
					view := g.View(s).(*discover.Game)
					var legal []engine.Action
					if g.Current() == s {
						legal = g.Legal(nil)
					}
					b := boards[seat]
					b.Update(&ui.Input{}, view, s, legal)
					// Every hero's belongings, as a click on each row shows them.
					var strs []string
					for k := 0; k < players; k++ {
						b.sel = k
						b.rebuildTexts()
						strs = append(strs, boardStrings(b)...)
					}
					b.sel = seat
					b.rebuildTexts()
					all := strings.Join(append(strs, boardStrings(b)...), "\n")
					if i := strings.Index(all, "[?"); i >= 0 {
						t.Fatalf("a locale key is missing: %q", all[i:min(len(all), i+40)])
					}
					public := map[string]bool{}
					for _, p := range g.UIHand(seat) {
						public[d.Projects[p].Name] = true
					}
					for _, p := range g.UITable() {
						public[d.Projects[p].Name] = true
					}
					for o := 0; o < players; o++ {
						if o == seat {
							continue
						}
						for _, p := range g.UIHand(o) {
							name := d.Projects[p].Name
							if public[name] {
								continue
							}
							foundHand++
							if strings.Contains(all, name) {
								t.Fatalf("%dp seed %d step %d: seat %d's board names %q from seat %d's hand", players, seed, step, seat, name, o)
							}
						}
						own := map[int]bool{}
						for _, c := range g.UIDealt(seat) {
							own[c] = true
						}
						for _, c := range g.UIDealt(o) {
							if own[c] {
								continue
							}
							foundDraft++
							if name := d.Characters[c].Name; strings.Contains(all, name) {
								t.Fatalf("%dp seed %d step %d: seat %d's board names %q dealt to seat %d", players, seed, step, seat, name, o)
							}
						}
					}
					// The own hand is shown in the seat's own panel.
					if b.sel == seat {
						for _, p := range g.UIHand(seat) {
							if !strings.Contains(all, d.Projects[p].Name) {
								t.Fatalf("seat %d's own project %q is not on its board", seat, d.Projects[p].Name)
							}
						}
					}
				}
				l := g.Legal(nil)
				if err := g.Apply(pickBiased(l, &rng), nil); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if foundHand == 0 || foundDraft == 0 {
		t.Fatalf("no secret was ever there to leak (hands %d, draft %d): the test checked nothing", foundHand, foundDraft)
	}
}
