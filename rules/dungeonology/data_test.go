package dungeonology

import (
	"io/fs"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"stolik/assets"
	"stolik/rules/enginetest"
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

// Bad data is refused with a Polish message naming the file, never a panic.
func TestBadDataIsRefusedInPolish(t *testing.T) {
	base := enginetest.DataFolder(t, assets.FS, "data/dungeonology")
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
		{"stat named twice", "scholars.toml", `"speed", "intelligence"`, `"speed", "speed"`, "kolejność cech"},
		{"stat missing", "scholars.toml", `, "stamina"]`, `]`, "kolejność cech"},
		// Akolita's only recruiting card recruits Skryba instead (a mutant
		// of data.go:1273 found any intern op enough).
		{"intern nobody recruits", "tricks.toml", `"intern akolita"`, `"intern skryba"`, "żadna karta sztuczek go nie rekrutuje"},
		// The rows of an Alert card's refill are counted from 1, as the
		// card prints its Omega slots (a mutant of data.go:1328 said 0).
		{"refill row without Omega", "camp.toml", "refill = [[4, 1], [4, 1],", "refill = [[4, 1], [4],", "uzupełnienie 2 potrzebuje [zwykli, Omega]"},
		// A jinx card with no effect word is refused, not read past its
		// words (a mutant of data.go:1210 took the empty list as a word).
		{"jinx without an effect", "jinx.toml", `effect = "research_alert 1"`, `effect = ""`, `nieznany efekt ""`},
		// One trap token too many is refused before it is stored (a
		// mutant of data.go:803 wrote the 7th past the table), and a
		// passage code that names no segment is refused (data.go:947).
		{"seven trap tokens", "components.toml", "effect = \"ambush 1\"\ncount = 2", "effect = \"ambush 1\"\ncount = 3", "żetony pułapek: więcej niż 6"},
		{"unknown passage", "zones.toml", `passages = ["S-E", "S-W", "E-N", "W-S"]`, `passages = ["S-E", "S-W", "E-N", "X-Y"]`, `nieznane przejście "X-Y"`},
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

// The reading order of the scholars' digits (G14) is data: the same cards
// read in another order give other stats. The digits (spec §5.3): Valerio
// side N "42444", Rebecca side N "23353", Sofia inspired "32562". Read with
// students and cards swapped, Valerio holds 2 students and 4 cards and Sofia
// 2 students and 3 cards; read with the third digit as stamina and the fifth
// as speed, Sofia inspired has speed 2 and stamina 5 (Valerio's and
// Rebecca's digits 3 and 5 are equal, so they do not move).
func TestScholarStatOrderIsData(t *testing.T) {
	base := fstest.MapFS{}
	files, _ := fs.Glob(assets.FS, "data/dungeonology/*.toml")
	for _, f := range files {
		b, _ := fs.ReadFile(assets.FS, f)
		base[strings.TrimPrefix(f, "data/dungeonology/")] = &fstest.MapFile{Data: b}
	}
	tests := []struct {
		name, order                 string
		valerio, rebecca, sofiaInsp Side
	}{
		{"C-G (PROPOSED default)", `["students", "cards", "speed", "intelligence", "stamina"]`,
			Side{Students: 4, Cards: 2, Speed: 4, Intelligence: 4, Stamina: 4},
			Side{Students: 2, Cards: 3, Speed: 3, Intelligence: 5, Stamina: 3},
			// Sofia inspired "32562".
			Side{Students: 3, Cards: 2, Speed: 5, Intelligence: 6, Stamina: 2}},
		{"cards first", `["cards", "students", "speed", "intelligence", "stamina"]`,
			Side{Students: 2, Cards: 4, Speed: 4, Intelligence: 4, Stamina: 4},
			Side{Students: 3, Cards: 2, Speed: 3, Intelligence: 5, Stamina: 3},
			Side{Students: 2, Cards: 3, Speed: 5, Intelligence: 6, Stamina: 2}},
		{"stamina third", `["students", "cards", "stamina", "intelligence", "speed"]`,
			Side{Students: 4, Cards: 2, Speed: 4, Intelligence: 4, Stamina: 4},
			Side{Students: 2, Cards: 3, Speed: 3, Intelligence: 5, Stamina: 3},
			Side{Students: 3, Cards: 2, Speed: 2, Intelligence: 6, Stamina: 5}},
	}
	const shipped = `["students", "cards", "speed", "intelligence", "stamina"]`
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fsys := fstest.MapFS{}
			for k, v := range base {
				fsys[k] = v
			}
			src := string(base["scholars.toml"].Data)
			if !strings.Contains(src, shipped) {
				t.Fatalf("scholars.toml holds no %s", shipped)
			}
			fsys["scholars.toml"] = &fstest.MapFile{Data: []byte(strings.Replace(src, shipped, tc.order, 1))}
			d, err := LoadData(fsys)
			if err != nil {
				t.Fatal(err)
			}
			stats := func(s Side) Side {
				return Side{Students: s.Students, Cards: s.Cards, Speed: s.Speed, Intelligence: s.Intelligence, Stamina: s.Stamina}
			}
			for _, c := range []struct {
				id   string
				side int
				want Side
			}{{"valerio", 0, tc.valerio}, {"rebecca", 0, tc.rebecca}, {"sofia", 1, tc.sofiaInsp}} {
				found := false
				for _, sc := range d.Scholars {
					if sc.ID == c.id {
						found = true
						if got := stats(sc.Side[c.side]); !reflect.DeepEqual(got, c.want) {
							t.Errorf("%s side %d: %+v, want %+v", c.id, c.side, got, c.want)
						}
					}
				}
				if !found {
					t.Errorf("no scholar %s", c.id)
				}
			}
		})
	}
}
