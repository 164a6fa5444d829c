package arnakboard

import (
	"strconv"
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

// TestRowClickNamesWhatIsMissing: clicking a row card the player cannot
// pay for says what is missing, in the card's currency (coins for an
// item, compasses for an artifact): the price printed on the card less
// what the player holds.
func TestRowClickNamesWhatIsMissing(t *testing.T) {
	g := newGame(t, 2, 3, "bird")
	b := newBoard(t, 2)
	seat := g.Current()
	legal := g.Legal(nil)
	b.Update(&ui.Input{}, g.View(seat), seat, legal)
	d := g.UIData()
	pv := g.UIPlayer(int(seat))
	tried := 0
	for i, c := range g.UIRow() {
		if c == arnak.UINone {
			continue
		}
		res, icon := 0, "{moneta}"
		if g.UICardKind(c) == 3 {
			res, icon = 1, "{kompas}"
		}
		short := int(d.Cards[c].Cost) - pv.Res[res]
		if short <= 0 {
			continue
		}
		tried++
		clickAt(b, g.View(seat), seat, legal, centre(b.lay.Row[i]))
		want := "Brakuje: " + strconv.Itoa(short) + icon
		if !strings.Contains(b.Msg.Text, want) {
			t.Errorf("row card %d (%s): message %q, want %q", i, d.Cards[c].Name, b.Msg.Text, want)
		}
	}
	if tried == 0 {
		t.Fatal("every row card affordable: pick another seed")
	}
}

// TestSiteClickNamesTheCost: at the start no one holds the compasses a
// level II site's discovery costs (the published board: 6), so a click
// on an undiscovered level II site says what it costs and what the player
// has, instead of a bare refusal.
func TestSiteClickNamesTheCost(t *testing.T) {
	g := newGame(t, 2, 3, "bird")
	b := newBoard(t, 2)
	seat := g.Current()
	legal := g.Legal(nil)
	b.Update(&ui.Input{}, g.View(seat), seat, legal)
	d := g.UIData()
	have := g.UIPlayer(int(seat)).Res[arnak.Compass]
	tried := 0
	for i, st := range d.Sites {
		if st.Level != 2 {
			continue
		}
		tried++
		clickAt(b, g.View(seat), seat, legal, centre(b.lay.Site[i]))
		want := "kosztuje " + strconv.Itoa(int(d.Discover[1]))
		if !strings.Contains(b.Msg.Text, want) || !strings.Contains(b.Msg.Text, "masz "+strconv.Itoa(have)) {
			t.Errorf("site %s: message %q, want %q and «masz %d»", st.Name, b.Msg.Text, want, have)
		}
	}
	if tried == 0 {
		t.Fatal("no level II site in the data")
	}
}

// TestTempleCostsVisible: the temple panel shows each stack's price
// before the click. By hand from the Bird side's temple_costs (c1 t2, j1,
// k1 a1; the rulebook's stacks: 2 VP pay one of them, 6 VP the first two
// or the last two, 11 VP all three): the 2 VP tile of the first stack
// costs a coin and 2 tablets, the 11 VP tile a coin, a compass, 2
// tablets, an arrowhead and a jewel (a count of 1 is left out, as on the
// research nodes).
func TestTempleCostsVisible(t *testing.T) {
	g := newGame(t, 2, 3, "bird")
	b := newBoard(t, 2)
	seat := g.Current()
	b.Update(&ui.Input{}, g.View(seat), seat, g.Legal(nil))
	all := strings.Join(b.txt.temple, "\n")
	for _, want := range []string{
		"{moneta} 2{tabliczka}: 2{pz}",
		"{moneta} {kompas} 2{tabliczka} {grot} {klejnot}: 11{pz}",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("temple panel %q lacks %q", all, want)
		}
	}
}

// TestRivalTileCardSaysWhatItDoes: the rival's action tile shown on the
// table says what it does this round, as the rulebook's solo section
// has it (green discovery: nothing in round V; red buying: the card of
// the most VP), and which way the stack's top arrow breaks ties.
func TestRivalTileCardSaysWhatItDoes(t *testing.T) {
	b := boardOnScreen(t, [2]int{1280, 720}, 1)
	g := b.view
	d := g.UIData()
	_, right := g.UIRivalStack()
	arrow := map[bool]string{false: "← w lewo", true: "w prawo →"}[right]
	for _, tile := range d.Rival {
		txt := b.rivalTileText(&tile, g)
		if txt == "" || strings.Contains(txt, "[?") || !strings.Contains(txt, arrow) {
			t.Errorf("%s: %q", tile.ID, txt)
		}
		switch tile.ID {
		case "buyitem_r":
			if !strings.Contains(txt, "przedmiot o najwyższej") {
				t.Errorf("%s: %q", tile.ID, txt)
			}
		case "buyartifact_g":
			if !strings.Contains(txt, "artefakt o najniższej") {
				t.Errorf("%s: %q", tile.ID, txt)
			}
		case "discover_g":
			if round := g.UIRound(); round == 1 && !strings.Contains(txt, "poziomu I ") {
				t.Errorf("%s in round 1: %q", tile.ID, txt)
			}
		}
	}
	// Round V: the green discovery does nothing (solo.toml "-").
	for _, tile := range d.Rival {
		if tile.ID == "discover_g" && tile.Rounds[4] != 0 {
			t.Fatalf("discover_g acts in round V: %v", tile.Rounds)
		}
	}
}
