package dungeonology

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/BurntSushi/toml"

	"stolik/assets"
)

// The component list of §2 (KOMPONENTY GRY): every count is the box's.
func TestDataCountsMatchComponents(t *testing.T) {
	d := mustData(t)
	var types [numTypes]int
	for _, c := range d.Deck {
		types[d.Tricks[c].Type]++
	}
	var spaces [NumColours]int
	for _, z := range d.Zones {
		for _, c := range z.Cubes {
			spaces[c]++
		}
	}
	var levels [4]int
	for _, z := range d.Zones[1:] {
		levels[z.Level]++
	}
	cubes := 0
	for _, n := range d.CubeCounts {
		cubes += int(n)
	}
	tokens := 0
	for _, n := range d.Tokens {
		tokens += n
	}
	seedNames := 0
	for _, tr := range d.Tricks {
		if tr.Source == "seed" {
			seedNames++
		}
	}
	counts := []struct {
		name      string
		got, want int
	}{
		{"scholar cards", len(d.Scholars), 4},
		{"trick cards", len(d.Deck), 100},
		{"trick names from the rulebook", seedNames, 20},
		{"randomizer cards", len(d.Random), 16},
		{"jinx cards", len(d.Jinxes), 15},
		{"intern cards", len(d.Interns), 10},
		{"clan cards", len(d.Clans), 3},
		{"alert cards", len(d.Alerts), 3},
		{"panic cards", len(d.Panics), 3},
		{"zone tiles", len(d.Zones), 19},
		{"level I tiles", levels[1], 6},
		{"level II tiles", levels[2], 6},
		{"level III tiles", levels[3], 6},
		{"information cubes", cubes, 64},
		{"Cywilizacja", int(d.CubeCounts[Cyw]), 20},
		{"Wojsko", int(d.CubeCounts[Woj]), 15},
		{"Wierzenia", int(d.CubeCounts[Wie]), 13},
		{"Bogactwa", int(d.CubeCounts[Bog]), 10},
		{"Kasty", int(d.CubeCounts[Kas]), 6},
		{"regular students", int(d.Regular), 40},
		{"Omega students", int(d.Omega), 5},
		{"Campfire spaces", int(d.Campfire), 12},
		{"tokens", d.TokenTotal, 36},
		{"tokens by kind", tokens, 36},
		{"trap tokens", len(d.Traps), d.Tokens["trap"]},
	}
	for _, c := range counts {
		if c.got != c.want {
			t.Errorf("%s: %d, want %d", c.name, c.got, c.want)
		}
	}
	// Six types of trick card, every one present.
	for k, n := range types {
		if n == 0 {
			t.Errorf("no %s card", typeCodes[k])
		}
	}
	// Cube values 2..6 (KOSTKI INFORMACJI) and the bonus order 10/7/5/3.
	if d.CubeValues != [NumColours]uint8{2, 3, 4, 5, 6} || d.PubBonus != [4]int{10, 7, 5, 3} {
		t.Errorf("cube values %v, publication bonuses %v", d.CubeValues, d.PubBonus)
	}
	// The zones never need more cubes of a colour than the box holds.
	for c, n := range spaces {
		if n > int(d.CubeCounts[c]) {
			t.Errorf("%s: %d spaces on the tiles, %d cubes", d.CubeNames[c], n, d.CubeCounts[c])
		}
	}
	// The scholars' stat strings as printed (§5.3, G14 order).
	want := map[string][2]string{"valerio": {"42444", "42644"}, "vincenzo": {"33343", "33453"},
		"sofia": {"32452", "32562"}, "rebecca": {"23353", "34363"}}
	for _, sc := range d.Scholars {
		for k, sd := range sc.Side {
			got := string([]byte{'0' + sd.Students, '0' + sd.Cards, '0' + sd.Speed, '0' + sd.Intelligence, '0' + sd.Stamina})
			if got != want[sc.ID][k] {
				t.Errorf("%s side %d: %s, printed %s", sc.ID, k, got, want[sc.ID][k])
			}
		}
	}
}

// The rulebook's own words are kept: names and texts the seed prints.
func TestSeedTextsVerbatim(t *testing.T) {
	d := mustData(t)
	zones := map[string]string{"I-1": "Obozowisko Łowców", "I-2": "Wielkie Bachanalia", "I-3": "Pasterski Azyl",
		"I-4": "Wytchnienie Odwiecznych", "I-5": "Biesiada Robotników", "I-6": "Arena Tańczących Ostrzy",
		"II-1": "Konwentykiel Płomienia", "II-2": "Dolmen Gai", "II-3": "Obóz Wojskowy", "II-4": "Slumsy",
		"II-5": "Sala Trofeów", "II-6": "Konwent Bardów", "III-1": "Kwatery Wojowników",
		"III-2": "Jaskinie Rytualistów", "III-3": "Zgromadzenie Przywódców", "III-4": "Ukryte Uprawy",
		"III-5": "Stare Ścieki", "III-6": "Sala Kultu"}
	for _, z := range d.Zones[1:] {
		if zones[z.ID] != z.Name || len(z.Flavour) < 200 {
			t.Errorf("zone %s: %q (flavour %d characters)", z.ID, z.Name, len(z.Flavour))
		}
	}
	names := []string{"NIE WIESZ, KIM JESTEM!", "CHRAPUS", "LEPKIE PALCE", "FAŁSZYWE INSTRUKCJE", "TAKTYCZNA ZAGRYWKA",
		"POMOCY!", "SPONSORZY", "PUF!", "WYŚWIADCZ MI PRZYSŁUGĘ", "ODWAŻNE POSUNIĘCIE", "OSTROŻNE TEMPO",
		"TEMPOMAKSIMUS", "PROWIZORYCZNY OBÓZ", "STARY PRZYJACIEL", "POŚCIG", "SZYBKA ZAMIANA",
		"SPRAWIEDLIWA ZAMIANA", "NAPRAWDĘ SŁAWNY", "PRZYJACIELSKI DŁUG", "PUŁAPKA MYŚLIWEGO"}
	for _, n := range names {
		found := false
		for _, tr := range d.Tricks {
			found = found || tr.Name == n && tr.Source == "seed"
		}
		if !found {
			t.Errorf("trick card %q from the rulebook missing", n)
		}
	}
	texts := []string{
		"Tak długo, jak posiadasz tę kartę, przed każdym testem skradania musisz odrzucić jedną kartę sztuczek.",
		"Tak długo, jak posiadasz tę kartę, nie możesz używać efektów pomocniczych kart sztuczek.",
		"Tak długo, jak posiadasz tę kartę, przed każdym testem skradania dobierz kartę sztuczek i dodaj jej poziom premii do poziomu czujności.",
	}
	for _, tx := range texts {
		found := false
		for _, j := range d.Jinxes {
			found = found || j.Text == tx
		}
		if !found {
			t.Errorf("jinx text missing: %q", tx)
		}
	}
	if d.Interns[0].Name != "Strażnik" || d.Interns[0].Text != "Twoje kostki informacji Wojska są chronione." {
		t.Errorf("Strażnik: %+v", d.Interns[0])
	}
	if !strings.HasPrefix(d.Scholars[0].Bio, "Valerio zawsze miał w sobie coś z eksploratora") ||
		!strings.HasPrefix(d.Scholars[3].Guide, "Rebecca to wzorowa studentka") {
		t.Error("scholar bios")
	}
	if d.Boss[0].Name != "Swarliwy Laetus" || d.Boss[1].Name != "Pijany Laetus" || d.Alerts[0].Level != "ŁATWY" ||
		d.Alerts[1].Level != "ŚREDNI" || !strings.HasPrefix(d.Panics[0].Flavour, "Przywódca Faunów ogłasza") {
		t.Error("camp cards")
	}
}

// Every entry in every file says where it came from.
func TestEveryEntryHasSource(t *testing.T) {
	files, err := fs.Glob(assets.FS, "data/dungeonology/*.toml")
	if err != nil || len(files) != 9 {
		t.Fatalf("files %v %v", files, err)
	}
	for _, f := range files {
		b, err := fs.ReadFile(assets.FS, f)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := toml.Unmarshal(b, &m); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		// A table needs a source unless it only holds tables or a table
		// around it has one (a scholar's sides share the scholar's).
		var walk func(path string, v any, sourced bool)
		walk = func(path string, v any, sourced bool) {
			x, ok := v.(map[string]any)
			if !ok {
				return
			}
			if src, ok := x["source"]; ok {
				if s, _ := src.(string); s != "seed" && s != "authored" && s != "published" {
					t.Errorf("%s %s: source %v", f, path, src)
				}
				sourced = true
			} else if !sourced && path != "" && !isContainer(x) {
				t.Errorf("%s %s: no source", f, path)
			}
			for k, c := range x {
				switch cc := c.(type) {
				case map[string]any:
					walk(path+"."+k, cc, sourced)
				case []map[string]any:
					for _, e := range cc {
						walk(path+"."+k+"[]", e, sourced)
					}
				}
			}
		}
		walk("", m, false)
	}
}

// isContainer: a table holding only sub-tables (no values of its own
// needing a provenance), e.g. the root.
func isContainer(m map[string]any) bool {
	for _, v := range m {
		switch v.(type) {
		case map[string]any, []map[string]any:
		default:
			return false
		}
	}
	return true
}

// Bad data is refused with a Polish message naming the file, never a panic.
func TestBadDataIsRefusedInPolish(t *testing.T) {
	base := fstest.MapFS{}
	files, _ := fs.Glob(assets.FS, "data/dungeonology/*.toml")
	for _, f := range files {
		b, _ := fs.ReadFile(assets.FS, f)
		base[strings.TrimPrefix(f, "data/dungeonology/")] = &fstest.MapFile{Data: b}
	}
	if _, err := LoadData(base); err != nil {
		t.Fatalf("the shipped data: %v", err)
	}
	tests := []struct {
		name, file, old, new, want string
	}{
		{"unknown key", "camp.toml", "threshold = 28", "threshold = 28\nprog = 1", "nieznane klucze"},
		{"a card too few", "tricks.toml", "count = 2\nsource = \"seed\"", "count = 1\nsource = \"seed\"", "a powinno być 100"},
		{"bad source", "jinx.toml", "\nsource = \"authored\"", "\nsource = \"zmyślone\"", "source musi być"},
		{"unknown effect", "zones.toml", "\"danger 2\"", "\"niebezpieczenstwo 2\"", "nieznany efekt strefy"},
		{"unknown op", "tricks.toml", "\"draw_limit\"", "\"dobierz_wszystko\"", "nieznany krok efektu"},
		{"broken TOML", "rules.toml", "[rules]", "[rules", "błąd składni"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fsys := fstest.MapFS{}
			for k, v := range base {
				fsys[k] = v
			}
			src := string(base[tc.file].Data)
			if !strings.Contains(src, tc.old) {
				t.Fatalf("%s holds no %q", tc.file, tc.old)
			}
			fsys[tc.file] = &fstest.MapFile{Data: []byte(strings.Replace(src, tc.old, tc.new, 1))}
			_, err := LoadData(fsys)
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "dungeonology/") {
				t.Fatalf("error %v, want one naming the file and saying %q", err, tc.want)
			}
		})
	}
}
