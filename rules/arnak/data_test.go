package arnak

import (
	"io/fs"
	"os"
	"regexp"
	"strings"
	"testing"

	"stolik/assets"
	"stolik/rules/enginetest"
)

// TestComponentCounts checks the loaded data against the component list
// (spec §2.1, the research report's §3).
func TestComponentCounts(t *testing.T) {
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	count := map[uint8]int{}
	for _, c := range d.Cards {
		count[c.Kind]++
	}
	tests := []struct {
		what      string
		got, want int
	}{
		{"items", count[kindItem], 40},
		{"artifacts", count[kindArtifact], 35},
		{"basic designs (Funding and Exploration, car and ship)", count[kindBasic], 4},
		{"fear designs", count[kindFear], 1},
		{"sites", len(d.Sites), 17},
		{"guardians", len(d.Guardians), 15},
		{"idols", len(d.Idols), 16},
		{"assistants", len(d.Assistants), 12},
		{"research bonuses", len(d.Bonuses), 18},
		{"rival tiles", len(d.Rival), 15},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%s: %d, want %d", tc.what, tc.got, tc.want)
		}
	}
	lv := [3]int{}
	for _, s := range d.Sites {
		lv[s.Level]++
	}
	if lv != [3]int{5, 8, 4} {
		t.Errorf("sites per level %v, want [5 8 4]", lv)
	}
	t1 := 0
	for _, st := range d.SiteTiles {
		if st.Level == 1 {
			t1++
		}
	}
	if t1 != 10 || len(d.SiteTiles)-t1 != 6 {
		t.Errorf("site tiles: %d level I, %d level II", t1, len(d.SiteTiles)-t1)
	}
}

func travelKey(ts []uint8) string {
	out := ""
	for _, x := range ts {
		out += travelNames[x][:1]
	}
	return out
}

// TestPublishedValues spot-checks the data against the published game
// (BGA material.inc.php, re-typed by hand into this table).
func TestPublishedValues(t *testing.T) {
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]Card{}
	for _, c := range d.Cards {
		byID[c.ID] = c
	}
	for _, tc := range []struct {
		id       string
		cost, vp int8
		travel   string
		free     bool
	}{
		{"papuga", 2, 2, "s", false},              // Parrot
		{"pedzel", 3, 3, "c", false},              // Brush
		{"zolw_morski", 3, 1, "ss", false},        // Sea Turtle
		{"parowiec", 3, 3, "ss", true},            // Steam Boat
		{"aeroplan", 4, 3, "pp", false},           // Aeroplane
		{"zegarek", 1, 1, "s", true},              // Watch
		{"dziennik", 3, 1, "cs", false},           // Journal
		{"teodolit", 3, 1, "s", false},            // Theodolite
		{"okaryna_straznika", 4, 2, "pp", false},  // Guardian's Ocarina
		{"kamienny_klucz", 3, 2, "p", false},      // Stone Key (BGA 3; TTS 4)
		{"bozek_ara_anu", 3, 1, "p", false},       // Idol of Ara-Anu
		{"skrzynia_ze_skarbem", 4, 3, "p", false}, // Treasure Chest
		{"fundusze_samochod", 0, 0, "c", true},
		{"eksploracja_statek", 0, 0, "s", true},
		{"strach", 0, -1, "b", false},
	} {
		c, ok := byID[tc.id]
		if !ok {
			t.Errorf("no card %s", tc.id)
			continue
		}
		if c.Cost != tc.cost || c.VP != tc.vp || travelKey(c.Travel) != tc.travel || c.Free != tc.free {
			t.Errorf("%s: %d/%d/%s free %v, want %d/%d/%s free %v", tc.id, c.Cost, c.VP, travelKey(c.Travel), c.Free,
				tc.cost, tc.vp, tc.travel, tc.free)
		}
	}
	// Travel icons of the 40 items (report §5.1): 13 ship, 12 car, 5 ship×2,
	// 5 car×2, 2 car+ship, 2 plane, 1 plane×2; no boot; every artifact a plane.
	items := map[string]int{}
	for _, c := range d.Cards {
		switch c.Kind {
		case kindItem:
			items[travelKey(c.Travel)]++
		case kindArtifact:
			if c.Travel[0] != Plane {
				t.Errorf("%s: artifacts show a plane", c.ID)
			}
		}
	}
	want := map[string]int{"s": 13, "c": 12, "ss": 5, "cc": 5, "cs": 2, "p": 2, "pp": 1}
	for k, n := range want {
		if items[k] != n {
			t.Errorf("items with travel %q: %d, want %d", k, items[k], n)
		}
	}
	// Idols: 3 coin, 3 compass, 3 tablet, 3 exile, 2 upgrade, 2 refresh.
	kinds := map[string]int{}
	for _, i := range d.Idols {
		kinds[d.IdolKinds[i.Kind]]++
	}
	for k, n := range map[string]int{"moneta": 3, "kompas": 3, "tabliczka": 3, "usunięcie": 3, "ulepszenie": 2, "przygotowanie": 2} {
		if kinds[k] != n {
			t.Errorf("idols %s: %d, want %d", k, kinds[k], n)
		}
	}
	// Guardians: 11 costs hold exactly one arrowhead; 8 travel boons (ship
	// ×3, car ×3, plane ×2); 8 costs carry travel symbols or a discard.
	oneArrow, boons, priced := 0, map[string]int{}, 0
	for _, g := range d.Guardians {
		if g.Cost[Arrowhead] == 1 {
			oneArrow++
		}
		boons[travelKey(g.BoonTravel)]++
		if len(g.CostTravel) > 0 || g.Discard > 0 {
			priced++
		}
	}
	if oneArrow != 11 || boons["s"] != 3 || boons["c"] != 3 || boons["p"] != 2 || priced != 10 {
		t.Errorf("guardians: %d one-arrowhead costs, boons %v, %d with travel or discard", oneArrow, boons, priced)
	}
	// Research: separate magnifier and notebook VP per row, arrival VP.
	bird, snake := d, d.Snake
	for _, tc := range []struct {
		side      *Data
		mag, note [numRows]int
	}{
		{bird, [numRows]int{1, 2, 4, 6, 9, 12, 16}, [numRows]int{0, 1, 2, 4, 6, 8, 10}},
		{snake, [numRows]int{1, 2, 3, 4, 5, 10, 15}, [numRows]int{0, 3, 4, 5, 8, 12, 15}},
	} {
		if tc.side.RowMagVP != tc.mag || tc.side.RowNoteVP != tc.note || tc.side.ArrivalVP != [4]int{23, 21, 20, 19} {
			t.Errorf("%s: magnifier %v notebook %v arrival %v", tc.side.SideName, tc.side.RowMagVP, tc.side.RowNoteVP, tc.side.ArrivalVP)
		}
	}
	if templeCost(bird, 0) != (Res{1, 0, 2, 0, 0}) || templeCost(snake, 0) != (Res{0, 1, 2, 0, 0}) || templeCost(snake, 5) != (Res{1, 1, 2, 1, 1}) {
		t.Error("temple costs: Bird A = coin + 2 tablets, Snake A = compass + 2 tablets")
	}
	if d.SlotVP != [4]int{1, 2, 3, 4} {
		t.Errorf("empty idol slots %v: 4 empty = 10, 3 = 9, 2 = 7, 1 = 4", d.SlotVP)
	}
	// Sites: every camp costs a boot and 2 boots; Snake's changed spaces.
	for i := 0; i < numCamps; i++ {
		if travelKey(d.Sites[i].Spaces[0]) != "b" || travelKey(d.Sites[i].Spaces[1]) != "bb" {
			t.Errorf("camp %d spaces", i)
		}
	}
	for _, tc := range []struct {
		side  *Data
		sites string
	}{
		{bird, "c c s s c c s s cc cc ss ss"},
		{snake, "c c s s c bb p s cc bp sc ss"},
	} {
		got := ""
		for i := numCamps; i < numSites; i++ {
			if got != "" {
				got += " "
			}
			got += travelKey(tc.side.Sites[i].Spaces[0])
		}
		if got != tc.sites {
			t.Errorf("%s sites %q, want %q", tc.side.SideName, got, tc.sites)
		}
	}
}

// TestPublishedNamesCarryEnglish: a card named by translation shows its
// published English name, so it can be matched to the one in the box.
func TestPublishedNamesCarryEnglish(t *testing.T) {
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, c := range d.Cards {
		if c.Kind == kindFear {
			continue
		}
		if c.EN == "" {
			t.Errorf("%s: no English name", c.ID)
		}
		if c.Kind != kindBasic && seen[c.EN] {
			t.Errorf("%s: English name %q twice", c.ID, c.EN)
		}
		seen[c.EN] = true
	}
	for _, name := range []string{"Papuga", "Dziennik", "Łuk i strzały", "Nóż oficerski", "Pędzel", "Pułapka",
		"Bożek Ara-Anu", "Ostrze z inskrypcją", "Butelka z kokosa", "Starożytne wino", "Kolczyk z kryształem",
		"Kolczyk z obsydianem", "Korona strażnika", "Laska tropiciela", "Sandały tropiciela", "Okaryna strażnika",
		"Strojny róg", "Zdobiony młot"} {
		found := false
		for _, c := range d.Cards {
			found = found || c.Name == name
		}
		if !found {
			t.Errorf("the rulebook's card %q is missing", name)
		}
	}
}

// TestRivalArrowsBalanced: every stack of 10 rival tiles holds 5 left and
// 5 right arrows, at every difficulty and whichever red tiles are drawn
// (§6.1), and each green/red pair shares its direction.
func TestRivalArrowsBalanced(t *testing.T) {
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	for mask := 0; mask < 32; mask++ { // bit f: the pair f+1 is red
		right := 0
		for _, rt := range d.Rival {
			if rt.Family != famDig && rt.Red != (mask&(1<<(rt.Family-1)) != 0) {
				continue
			}
			if rt.Right {
				right++
			}
		}
		if right != 5 {
			t.Errorf("red pairs %05b: %d right arrows of 10, want 5", mask, right)
		}
	}
}

func mutated(t *testing.T, file, from, to string) fs.FS {
	return enginetest.Mutated(t, assets.FS, "data/arnak", file, from, to)
}

// TestBadDataRefused: strict decoding and validation reject broken files.
func TestBadDataRefused(t *testing.T) {
	tests := []struct{ name, file, from, to string }{
		{"unknown key", "cards.toml", `{ id = "papuga", name = "Papuga",`, `{ id = "papuga", colour = "x", name = "Papuga",`},
		{"bad source", "tiles.toml", `{ id = "b2", effect = ["gain t1"], source = "published" }`, `{ id = "b2", effect = ["gain t1"], source = "guess" }`},
		{"unknown op", "tiles.toml", `{ id = "b2", effect = ["gain t1"]`, `{ id = "b2", effect = ["fly t1"]`},
		{"bad resource", "tiles.toml", `{ id = "b2", effect = ["gain t1"]`, `{ id = "b2", effect = ["gain x1"]`},
		{"bad travel", "board_bird.toml", `spaces = [["car", "car"]]`, `spaces = [["rocket"]]`},
		{"missing item", "cards.toml", `  { id = "kapelusz",`, `  # { id = "kapelusz",`},
		{"duplicate id", "tiles.toml", `{ id = "g2",`, `{ id = "g1",`},
		{"free artifact", "cards.toml", `{ id = "maczuga", name = "Maczuga wojenna",`, `{ id = "maczuga", free = true, name = "Maczuga wojenna",`},
		{"published without English", "cards.toml", `en = "Hat", `, ``},
		{"bridge skips a row", "board_bird.toml", `{ from = "start", to = "1b", cost = "j1" }`, `{ from = "start", to = "3", cost = "j1" }`},
		{"two red research", "solo.toml", `family = "research", colour = "green"`, `family = "research", colour = "red"`},
		{"unbalanced arrows", "solo.toml", `res = "c", rounds = ["x", "x", "x", "x", "x"], arrow = "left"`, `res = "c", rounds = ["x", "x", "x", "x", "x"], arrow = "right"`},
		{"pair arrows differ", "solo.toml", `colour = "red", res = "", rounds = ["1", "1g", "1", "2g", "2"], arrow = "right"`, `colour = "red", res = "", rounds = ["1", "1g", "1", "2g", "2"], arrow = "left"`},
		{"idol bridge on the Bird side", "board_bird.toml", `{ from = "start", to = "1b", cost = "j1" }`, `{ from = "start", to = "1b", cost = "j1", idol = 1 }`},
		{"snake without rescue", "board_snake.toml", `bonus = "none", rescue = true`, `bonus = "none"`},
		{"multi row without counts", "board_snake.toml", `multi_tiles = [2, 2, 3, 3]`, ``},
		{"missing player board", "player.toml", `start_res = ["c2", "c1 k1", "c2 k1", "c1 k2"]`, `start_res = ["c2"]`},
		{"passor with another op", "cards.toml", `effect = ["passor c2 | c3"]`, `effect = ["gain c1", "passor c2 | c3"]`},
		{"guardian discard of 2", "tiles.toml", `cost = "c1 a1", discard = 1,`, `cost = "c1 a1", discard = 2,`},
		{"notebook VP falling", "board_bird.toml", `notebook_vp = 10 }`, `notebook_vp = 7 }`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := LoadData(mutated(t, tc.file, tc.from, tc.to)); err == nil {
				t.Fatalf("accepted")
			}
		})
	}
	if _, err := LoadData(mutated(t, "solo.toml", "", "")); err != nil {
		t.Fatalf("unchanged data refused: %v", err)
	}
}

// TestLocaleKeys: every key the code can emit has Polish and English text.
func TestLocaleKeys(t *testing.T) {
	keyRe := regexp.MustCompile(`"((?:arnak|error\.arnak)\.[a-z_.0-9]*[a-z0-9])"`)
	var src strings.Builder
	files, _ := os.ReadDir(".")
	for _, f := range files {
		if strings.HasSuffix(f.Name(), ".go") && !strings.HasSuffix(f.Name(), "_test.go") {
			b, _ := os.ReadFile(f.Name())
			src.Write(b)
		}
	}
	used := map[string]bool{}
	for _, m := range keyRe.FindAllStringSubmatch(src.String(), -1) {
		if strings.Contains(src.String(), `Errorf("`+m[1]) {
			used["error."+m[1]] = true // a rule error code: its message key
			continue
		}
		used[m[1]] = true
	}
	for _, k := range kindNames {
		used["arnak.act."+k] = true
	}
	for _, c := range []string{"pending", "nothing_to_choose", "main_done", "main_needed", "no_archaeologist", "illegal", "missing"} {
		used["error.arnak."+c] = true
	}
	for _, lang := range []string{"pl", "en"} {
		b, err := os.ReadFile("../../locales/arnak." + lang + ".toml")
		if err != nil {
			t.Fatal(err)
		}
		for k := range used {
			if !strings.Contains(string(b), `"`+k+`" =`) {
				t.Errorf("%s: missing key %s", lang, k)
			}
		}
	}
}
