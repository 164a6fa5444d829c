package arnak

import (
	"io/fs"
	"os"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"stolik/assets"
)

// TestComponentCounts checks the loaded data against the component list
// (spec §2.1) and the sources.
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
		{"basic designs", count[kindBasic], 2},
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
	for _, c := range d.Cards {
		if c.Kind == kindArtifact && c.Free {
			t.Errorf("%s: artifact effects are main actions", c.Name)
		}
	}
}

func mutated(t *testing.T, file, from, to string) fs.FS {
	t.Helper()
	sub, err := fs.Sub(assets.FS, "data/arnak")
	if err != nil {
		t.Fatal(err)
	}
	m := fstest.MapFS{}
	for _, n := range []string{"cards.toml", "player.toml", "board_bird.toml", "board_snake.toml", "tiles.toml", "solo.toml"} {
		b, err := fs.ReadFile(sub, n)
		if err != nil {
			t.Fatal(err)
		}
		s := string(b)
		if n == file {
			if !strings.Contains(s, from) {
				t.Fatalf("%s does not contain %q", file, from)
			}
			s = strings.Replace(s, from, to, 1)
		}
		m[n] = &fstest.MapFile{Data: []byte(s)}
	}
	return m
}

// TestBadDataRefused: strict decoding and validation reject broken files.
func TestBadDataRefused(t *testing.T) {
	tests := []struct{ name, file, from, to string }{
		{"unknown key", "cards.toml", `cost = 2, vp = 1, travel = ["ship"], free = false, effect = ["discard = j1"]`, `cost = 2, vp = 1, colour = "x", travel = ["ship"], free = false, effect = ["discard = j1"]`},
		{"bad source", "tiles.toml", `{ id = "b2", effect = ["gain t1"], source = "authored" }`, `{ id = "b2", effect = ["gain t1"], source = "guess" }`},
		{"unknown op", "tiles.toml", `effect = ["gain t2"], source = "authored" }`, `effect = ["fly t2"], source = "authored" }`},
		{"bad resource", "tiles.toml", `effect = ["gain t2"], source = "authored" }`, `effect = ["gain x2"], source = "authored" }`},
		{"bad travel", "board_bird.toml", `spaces = [["plane"]]`, `spaces = [["rocket"]]`},
		{"missing item", "cards.toml", `  { id = "sakwa", name = "Sakwa", cost = 1, vp = 0, travel = ["boot"], free = true, effect = ["gain c2"], source = "authored" },` + "\n", ``},
		{"duplicate id", "tiles.toml", `{ id = "g2",`, `{ id = "g1",`},
		{"free artifact", "cards.toml", `{ id = "maska", name = "Rytualna maska", cost = 2, vp = 1, travel = ["boot"],`, `{ id = "maska", name = "Rytualna maska", cost = 2, vp = 1, travel = ["boot"], free = true,`},
		{"bridge skips a row", "board_bird.toml", `{ from = "start", to = "1b", cost = "j1" }`, `{ from = "start", to = "3", cost = "j1" }`},
		{"two red research", "solo.toml", `family = "research", colour = "green"`, `family = "research", colour = "red"`},
		{"idol bridge on the Bird side", "board_bird.toml", `{ from = "start", to = "1b", cost = "j1" }`, `{ from = "start", to = "1b", cost = "j1", idol = 1 }`},
		{"snake without rescue", "board_snake.toml", `bonus = "none", rescue = true`, `bonus = "none"`},
		{"missing player board", "player.toml", `start_res = ["c2", "c1 k1", "c2 k1", "c1 k2"]`, `start_res = ["c2"]`},
		{"pass not first", "cards.toml", `effect = ["pass", "gain t1 a1"]`, `effect = ["gain t1 a1", "pass"]`},
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
	for _, c := range []string{"pending", "nothing_to_choose", "main_done", "main_needed", "no_archaeologist", "illegal"} {
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
