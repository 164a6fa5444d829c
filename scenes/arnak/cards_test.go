package arnakboard

import (
	"strings"
	"testing"

	"stolik/rules/arnak"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

// A right click on a row card shows it with its price in its currency's
// icon (items coins, artifacts compasses), its travel symbols as icons and
// its full effect.
func TestCardAtShowsCostWithIcons(t *testing.T) {
	g := newGame(t, 2, 3, "bird")
	b := newBoard(t, 2)
	seat := g.Current()
	b.Update(&ui.Input{}, g.View(seat), seat, g.Legal(nil))
	row := g.UIRow()
	found := 0
	for i, c := range row {
		if c == arnak.UINone {
			continue
		}
		p := b.lay.Row[i].Center()
		f, ok := b.CardAt(p.X, p.Y)
		if !ok || f.Title != g.UIData().Cards[c].Name {
			t.Fatalf("row %d: %+v %v", i, f, ok)
		}
		cost := g.UIData().Cards[c].Cost
		switch kind := g.UICardKind(c); {
		case cost > 0 && kind == 2 && !strings.HasSuffix(f.Cost, "{moneta}"):
			t.Errorf("item %q costs %q, want coins", f.Title, f.Cost)
		case cost > 0 && kind == 3 && !strings.HasSuffix(f.Cost, "{kompas}"):
			t.Errorf("artifact %q costs %q, want compasses", f.Title, f.Cost)
		}
		if len(g.UIData().Cards[c].Travel) > 0 && !strings.Contains(f.Icons, "{") {
			t.Errorf("%q: travel %q without icons", f.Title, f.Icons)
		}
		found++
	}
	if found == 0 {
		t.Fatal("no card in the row")
	}
}

// Research nodes show the cost of the bridges into them (M2), and a click
// on one the player cannot pay for says what is missing.
func TestResearchCostsAreVisible(t *testing.T) {
	g := newGame(t, 2, 3, "bird")
	b := newBoard(t, 2)
	seat := g.Current()
	b.Update(&ui.Input{}, g.View(seat), seat, g.Legal(nil))
	d := g.UIData()
	costs := 0
	for n := range b.txt.nodeName {
		into := false
		for from := range d.Bridges {
			into = into || d.Bridges[from][n]
		}
		if into && !strings.Contains(b.txt.nodeName[n], "{") && !strings.Contains(b.txt.nodeName[n], "—") {
			t.Errorf("node %d %q does not show its cost", n, b.txt.nodeName[n])
		}
		if into {
			costs++
		}
	}
	if costs == 0 {
		t.Fatal("no bridges in the data")
	}
}

// The rival's tile, a discovered site and a waking guardian are shown on
// the table from the events, with the data's names.
func TestRevealsAreShown(t *testing.T) {
	shown := map[string]bool{}
	for seed := uint64(1); seed < 12 && len(shown) < 2; seed++ {
		g := newGame(t, 1, seed, "bird")
		b := newBoard(t, 1)
		b.Update(&ui.Input{}, g.View(0), 0, g.Legal(nil))
		var sh table.Shower = b
		rng := engine.NewRNG(seed)
		for step := 0; step < 200 && g.Current() >= 0; step++ {
			var log engine.Log
			legal := g.Legal(nil)
			if err := g.Apply(pickBiased(legal, &rng), &log); err != nil {
				t.Fatal(err)
			}
			view := g.View(0)
			b.Update(&ui.Input{}, view, 0, nil)
			for _, e := range log.Events {
				switch e.Key {
				case "arnak.rival.tile", "arnak.discover", "arnak.guardian":
					s, ok := sh.Show(e, view)
					if !ok || s.Face.Title == "" {
						t.Fatalf("%s not shown (%+v)", e.Key, e.Args)
					}
					shown[e.Key] = true
				case "arnak.buy", "arnak.pass":
					if _, ok := sh.Show(e, view); ok {
						t.Fatalf("%s is not a reveal", e.Key)
					}
				}
			}
		}
	}
	if !shown["arnak.rival.tile"] || !shown["arnak.discover"] {
		t.Fatalf("shown: %v", shown)
	}
}
