package donjon

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/BurntSushi/toml"

	"stolik/assets"
	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

// The component list of §2.
func TestDataCountsMatchComponents(t *testing.T) {
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	counts := []struct {
		name      string
		got, want int
	}{
		{"sword cards", len(d.Swords), 16},
		{"VIP cards", len(d.VIPs), 10},
		{"potion cards", len(d.Potions), 16},
		{"inn cards", len(d.Inns), 7},
		{"threat cards", len(d.Threats), 24},
		{"keeper tiles", len(d.Tiles), 6},
		{"keeper powers", len(d.Powers), 6},
		{"objective faces", len(d.Objectives), 16},
		{"rooms", len(d.Rooms), 5},
		{"group tokens", d.GroupTokens, 28},
		{"VIP meeples", d.Supply[VIP], 11},
		{"spiders", d.Supply[Spider], 20},
		{"skeletons", d.Supply[Skeleton], 20},
	}
	for _, c := range counts {
		if c.got != c.want {
			t.Errorf("%s: %d, want %d", c.name, c.got, c.want)
		}
	}
	var decks [3]int
	for _, th := range d.Threats {
		decks[th.Deck]++
	}
	if decks != [3]int{12, 6, 6} {
		t.Errorf("threat decks %v, want 12/6/6", decks)
	}
	// Sword distribution check of §5.4: remove-1 ×5, remove-2 ×7, remove-3 ×4.
	var rem [4]int
	for _, c := range d.Swords {
		if c.Self[0].Kind != opRemoveGroups {
			t.Errorf("%s does not start by removing groups", c.ID)
			continue
		}
		rem[c.Self[0].N]++
	}
	if rem != [4]int{0, 5, 7, 4} {
		t.Errorf("sword removals %v", rem)
	}
	// Every keeper tile holds K6 in its middle slot (the example turn).
	for _, tile := range d.Tiles {
		if d.Powers[tile.Powers[1]].ID != "K6" {
			t.Errorf("%s middle power %s", tile.ID, d.Powers[tile.Powers[1]].ID)
		}
	}
}

func dataFS(t *testing.T) fstest.MapFS {
	return enginetest.DataFolder(t, assets.FS, "data/donjon")
}

func TestDataValidation(t *testing.T) {
	cases := []struct {
		name, file, from, to, want string
	}{
		{"unknown key", "board.toml", "[rules]\n", "[rules]\nbogus = 1\n", "bogus"},
		{"unknown op", "swords.toml", `op = "sacrifice"`, `op = "explode"`, "nieznana operacja"},
		{"duplicate id", "vips.toml", `id = "V02"`, `id = "V01"`, "powtórzone id"},
		{"bad tile power", "keeper.toml", `powers = ["K1", "K6", "K2"]`, `powers = ["K1", "K6", "K9"]`, "nieznana moc"},
		{"bad source", "inns.toml", `source = "authored"`, `source = "made up"`, "source"},
		{"edge into entrance", "board.toml", "from = \"E\"\nto = \"C1\"", "from = \"C1\"\nto = \"E\"", "wejścia"},
		{"bad monster", "threats.toml", `monsters = ["spider", "capcarap"]`, `monsters = ["spider", "gnome"]`, "gnome"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := dataFS(t)
			s := string(m[tc.file].Data)
			if !strings.Contains(s, tc.from) {
				t.Fatalf("fixture text %q not found", tc.from)
			}
			m[tc.file] = &fstest.MapFile{Data: []byte(strings.Replace(s, tc.from, tc.to, 1))}
			_, err := LoadData(m)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err %v, want one mentioning %q", err, tc.want)
			}
		})
	}
	if _, err := LoadData(dataFS(t)); err != nil {
		t.Fatalf("unchanged data refused: %v", err)
	}
}

// The dungeon graph of §8.3 gives the spec's step costs.
func TestDungeonDistances(t *testing.T) {
	d, _ := DefaultData()
	dist := func(from, to uint8) int {
		var seen [NumLocs]bool
		frontier := []uint8{from}
		seen[from] = true
		for n := 0; len(frontier) > 0; n++ {
			var next []uint8
			for _, l := range frontier {
				if l == to {
					return n
				}
				for i := uint8(0); i < d.NbrN[l]; i++ {
					if b := d.Nbr[l][i]; !seen[b] {
						seen[b] = true
						next = append(next, b)
					}
				}
			}
			frontier = next
		}
		return -1
	}
	for _, c := range []struct {
		from, to uint8
		want     int
	}{{LocE, LocR1, 2}, {LocE, LocR5, 6}, {LocR1, RoomLoc(2), 2}, {LocR1, LocR5, 5}, {LocR1, LocE, -1}} {
		if got := dist(c.from, c.to); got != c.want {
			t.Errorf("%s→%s = %d, want %d", locIDs[c.from], locIDs[c.to], got, c.want)
		}
	}
}

// Every key the package can emit exists in both locale files, and the
// files have the same keys.
func TestLocaleKeys(t *testing.T) {
	load := func(lang string) map[string]any {
		var m map[string]any
		b, err := os.ReadFile("../../locales/donjon." + lang + ".toml")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := toml.Decode(string(b), &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	pl, en := load("pl"), load("en")
	for k := range pl {
		if _, ok := en[k]; !ok {
			t.Errorf("%s missing in en", k)
		}
	}
	for k := range en {
		if _, ok := pl[k]; !ok {
			t.Errorf("%s missing in pl", k)
		}
	}
	need := map[string]bool{}
	for _, c := range kindCodes {
		need["error."+string(c)] = true
	}
	for _, c := range []engine.Code{codeWrongDecision, codeMasked} {
		need["error."+string(c)] = true
	}
	for _, n := range kindNames {
		need["donjon.act."+n] = true
	}
	title := Title()
	for _, o := range title.Options {
		need[o.Label] = true
		for _, l := range o.Labels {
			need[l] = true
		}
	}
	for players := 2; players <= 4; players++ {
		g := newTestGame(t, players, uint64(players), nil)
		rng := engine.NewRNG(uint64(players))
		log := &engine.Log{}
		for g.Current() != engine.GameOver {
			legal := g.Legal(nil)
			a := legal[rng.IntN(len(legal))]
			need[title.Describe(g, a).Key] = true
			mustApply(t, g, a, log)
		}
		for _, e := range log.Events {
			need[e.Key] = true
		}
		for _, s := range g.Result().Scores {
			for _, p := range s.Parts {
				if strings.HasPrefix(p.Label, "donjon.") {
					need[p.Label] = true
				}
			}
		}
	}
	for k := range need {
		if _, ok := pl[k]; !ok {
			t.Errorf("key %s missing in locales/donjon.pl.toml", k)
		}
	}
}

// Every numeric limit of the data, at the limit (accepted) and one past it
// (refused with a message naming the place), so a limit written one off
// shows.
func TestDataLimits(t *testing.T) {
	type edit struct{ file, from, to string }
	cases := []struct {
		name  string
		edits []edit
		want  string // "" = accepted
	}{
		{"op n 9", []edit{{"vips.toml", `{ op = "advance_group", n = 3 }`, `{ op = "advance_group", n = 9 }`}}, ""},
		{"op n 10", []edit{{"vips.toml", `{ op = "advance_group", n = 3 }`, `{ op = "advance_group", n = 10 }`}}, "op 1 (advance_group): n poza zakresem"},
		{"op n 0", []edit{{"vips.toml", `{ op = "advance_group", n = 3 }`, `{ op = "advance_group", n = 0 }`}}, ""},
		{"op n -1", []edit{{"vips.toml", `{ op = "advance_group", n = 3 }`, `{ op = "advance_group", n = -1 }`}}, "n poza zakresem"},
		{"second op named", []edit{{"swords.toml", `others = [{ op = "advance_group", n = 1 }]`, `others = [{ op = "advance_group", n = 1 }, { op = "advance_group", n = 11 }]`}}, "op 2 (advance_group)"},
		{"new group in room 5", []edit{{"inns.toml", `{ op = "new_group", room = 1 }]`, `{ op = "new_group", room = 5 }]`}}, ""},
		{"new group in room 6", []edit{{"inns.toml", `{ op = "new_group", room = 1 }]`, `{ op = "new_group", room = 6 }]`}}, "room musi być 1..5"},
		{"new group in room 0", []edit{{"inns.toml", `{ op = "new_group", room = 1 }]`, `{ op = "new_group", room = 0 }]`}}, "room musi być 1..5"},
		{"a room where the op takes none", []edit{{"keeper.toml", `{ op = "gain_pit", n = 2, to = "entrance" }`, `{ op = "gain_pit", n = 2, to = "entrance", room = 3 }`}}, "zbędny parametr"},
		{"group tokens 200", []edit{{"board.toml", "group_tokens = 28", "group_tokens = 200"}}, ""},
		{"group tokens 201", []edit{{"board.toml", "group_tokens = 28", "group_tokens = 201"}}, "group_tokens poza zakresem"},
		{"group tokens 1", []edit{{"board.toml", "group_tokens = 28", "group_tokens = 1"}}, ""},
		{"group tokens 0", []edit{{"board.toml", "group_tokens = 28", "group_tokens = 0"}}, "group_tokens poza zakresem"},
		{"monster supply 200", []edit{{"monsters.toml", "supply = 20", "supply = 200"}, {"board.toml", "monsters_per_type = 20", "monsters_per_type = 200"}}, ""},
		{"monster supply 201", []edit{{"monsters.toml", "supply = 20", "supply = 201"}, {"board.toml", "monsters_per_type = 20", "monsters_per_type = 201"}}, "supply poza zakresem"},
		{"VIP supply 1", []edit{{"monsters.toml", "supply = 11", "supply = 1"}, {"board.toml", "vip_meeples = 11", "vip_meeples = 1"}}, ""},
		{"VIP supply 0", []edit{{"monsters.toml", "supply = 11", "supply = 0"}, {"board.toml", "vip_meeples = 11", "vip_meeples = 0"}}, "supply poza zakresem"},
		{"round cap 1000", []edit{{"board.toml", "round_cap = 40", "round_cap = 1000"}}, ""},
		{"round cap 1001", []edit{{"board.toml", "round_cap = 40", "round_cap = 1001"}}, "rules: wartość poza zakresem"},
		{"round cap 1", []edit{{"board.toml", "round_cap = 40", "round_cap = 1"}}, ""},
		{"round cap 0", []edit{{"board.toml", "round_cap = 40", "round_cap = 0"}}, "rules: wartość poza zakresem"},
		{"area threshold 40", []edit{{"board.toml", "area_threshold = 5", "area_threshold = 40"}}, ""},
		{"area threshold 41", []edit{{"board.toml", "area_threshold = 5", "area_threshold = 41"}}, "rules: wartość poza zakresem"},
		{"area threshold 1", []edit{{"board.toml", "area_threshold = 5", "area_threshold = 1"}}, ""},
		{"area threshold 0", []edit{{"board.toml", "area_threshold = 5", "area_threshold = 0"}}, "rules: wartość poza zakresem"},
		{"keeper reveal 1", []edit{{"board.toml", "keeper_reveal = 5", "keeper_reveal = 1"}}, ""},
		{"keeper reveal 0", []edit{{"board.toml", "keeper_reveal = 5", "keeper_reveal = 0"}}, "rules: wartość poza zakresem"},
		{"four types of 6", []edit{{"board.toml", "four_types_min = 4", "four_types_min = 6"}}, ""},
		{"four types of 7", []edit{{"board.toml", "four_types_min = 4", "four_types_min = 7"}}, "rules: wartość poza zakresem"},
		{"four types of 1", []edit{{"board.toml", "four_types_min = 4", "four_types_min = 1"}}, ""},
		{"four types of 0", []edit{{"board.toml", "four_types_min = 4", "four_types_min = 0"}}, "rules: wartość poza zakresem"},
		{"last room 4", []edit{{"board.toml", "last_room = 5", "last_room = 4"}}, "rules: wartość poza zakresem"},
		{"4 gold piles", []edit{{"board.toml", "gold = 2", "gold = 4"}}, ""},
		{"room of 20 steps", []edit{{"board.toml", "steps = 7", "steps = 20"}}, ""},
		{"room of 21 steps", []edit{{"board.toml", "steps = 7", "steps = 21"}}, "steps 1..20"},
		{"room of 0 steps", []edit{{"board.toml", "steps = 7", "steps = 0"}}, "steps 1..20"},
		{"a tile of 4 powers", []edit{{"keeper.toml", `powers = ["K1", "K6", "K2"]`, `powers = ["K1", "K6", "K2", "K3"]`}}, "potrzeba 3 mocy"},
		{"a tile of 2 powers", []edit{{"keeper.toml", `powers = ["K1", "K6", "K2"]`, `powers = ["K1", "K6"]`}}, "potrzeba 3 mocy"},
		{"a threat of 3 monsters", []edit{{"threats.toml", `monsters = ["spider", "capcarap"]`, `monsters = ["spider", "capcarap", "dragon"]`}}, "potrzeba 2 potworów"},
		{"5 gold piles", []edit{{"board.toml", "gold = 2", "gold = 5"}}, "gold tylko w komnatach, 0..4"},
		{"-1 gold piles", []edit{{"board.toml", "gold = 2", "gold = -1"}}, "gold tylko w komnatach, 0..4"},
		{"groups start in room 5", []edit{{"board.toml", "group_room = 1", "group_room = 5"}}, ""},
		{"groups start in room 6", []edit{{"board.toml", "group_room = 1", "group_room = 6"}}, "start: group_room"},
		{"groups start in room 0", []edit{{"board.toml", "group_room = 1", "group_room = 0"}}, "start: group_room"},
		{"no monster starts in the forest", []edit{{"board.toml", "forest = 3\nswamp = 5", "forest = 0\nswamp = 8"}}, ""},
		{"no monster starts in the swamp", []edit{{"board.toml", "forest = 3\nswamp = 5", "forest = 8\nswamp = 0"}}, ""},
		{"minus one in the forest", []edit{{"board.toml", "forest = 3\nswamp = 5", "forest = -1\nswamp = 9"}}, "start: group_room"},
		{"minus one in the swamp", []edit{{"board.toml", "forest = 3\nswamp = 5", "forest = 9\nswamp = -1"}}, "start: group_room"},
		{"one monster too many", []edit{{"board.toml", "forest = 3\nswamp = 5", "forest = 4\nswamp = 5"}}, "start: group_room"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := dataFS(t)
			for _, e := range tc.edits {
				s := string(m[e.file].Data)
				if !strings.Contains(s, e.from) {
					t.Fatalf("fixture text %q not found in %s", e.from, e.file)
				}
				m[e.file] = &fstest.MapFile{Data: []byte(strings.Replace(s, e.from, e.to, 1))}
			}
			_, err := LoadData(m)
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("refused: %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("err %v, want one mentioning %q", err, tc.want)
			}
		})
	}
}

// K5 (§5.5, G4): the second icon is a skeleton, and the rulebook words a
// skeleton taken from the supply as «1 szkielet» (seed L977, L1303), not
// «1 szkieleta».
func TestKeeperK5SaysSzkielet(t *testing.T) {
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range d.Powers {
		if p.ID != "K5" {
			continue
		}
		if !strings.Contains(p.Text, "oraz 1 szkielet z rezerwy") || strings.Contains(p.Text, "szkieleta") {
			t.Errorf("K5: %q", p.Text)
		}
		return
	}
	t.Fatal("no K5 power")
}
