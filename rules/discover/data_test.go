package discover

import (
	"io/fs"
	"strings"
	"testing"

	"stolik/assets"
	"stolik/rules/enginetest"
)

// TestComponentCounts checks the data against the component list (spec
// §2.1, §2.2): the counts are written out here, not read from the loader.
func TestComponentCounts(t *testing.T) {
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	var search, enemy, crafted, land, special, monsters, water int
	for _, c := range d.Cards {
		switch c.Deck {
		case deckSearch:
			search += int(c.Copies)
		case deckEnemy:
			enemy += int(c.Copies)
		case deckCrafted:
			crafted += int(c.Copies)
		}
	}
	stacks := [2][5]int{}
	for i, tr := range d.Terrains {
		land += len(tr.Tokens)
		special += len(tr.Specials)
		monsters += len(tr.Monsters)
		water += len(tr.Water)
		for _, tile := range tr.Tiles {
			stacks[i][tile.Stack]++
		}
	}
	island := d.Terrains[0]
	var islandLand []int
	for _, lt := range island.LandTypes {
		islandLand = append(islandLand, lt.Count)
	}
	adv, phaseI, blue := 0, 0, 0
	for _, p := range d.Projects {
		if p.Advanced {
			adv++
		}
	}
	for _, n := range d.Night {
		if n.Phase == 1 {
			phaseI++
		}
	}
	blue = len(d.Threats[0])
	tests := []struct {
		what      string
		got, want int
	}{
		{"map tiles (both sets)", len(d.Terrains[0].Tiles) + len(d.Terrains[1].Tiles), 34},
		{"landscape tokens (both sets)", land, 105},
		{"island landscape tokens", len(island.Tokens), 53},
		{"monster tokens", monsters, 16},
		{"water source tokens", water, 6},
		{"crafted item cards", crafted, 44},
		{"project cards", len(d.Projects), 11},
		{"advanced projects", adv, 3},
		{"night cards", len(d.Night), 10},
		{"phase I night cards", phaseI, 4},
		{"blue threat cards", blue, 12},
		{"orange threat cards", len(d.Threats[1]), 12},
		{"character cards", len(d.Characters), 12},
		{"support card designs", len(d.Support), 3},
		{"quest cards", len(d.Quests), 11},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%s: %d, want %d", tc.what, tc.got, tc.want)
		}
	}
	if search < 94 || search > 96 {
		t.Errorf("search cards: %d, want 94–96", search)
	}
	if enemy < 30 || enemy > 32 {
		t.Errorf("enemy cards: %d, want 30–32", enemy)
	}
	if special < 2 || special > 5 {
		t.Errorf("special monster tokens: %d, want 2–5", special)
	}
	if want := []int{14, 14, 10, 15}; !equalInts(islandLand, want) {
		t.Errorf("island landscape types %v, want %v", islandLand, want)
	}
	if stacks[0] != [5]int{1, 4, 5, 4, 3} {
		t.Errorf("island tiles per stack %v, want start 1 and 4/5/4/3", stacks[0])
	}
	if island.SearchLo != 1 || island.SearchHi != 60 || island.EnemyLo != 61 || island.EnemyHi != 88 ||
		!equalInts(island.Dedup, []int{3, 5, 51}) || island.ThreatColour != 0 || island.Advanced {
		t.Errorf("island sheet: search %d–%d, enemies %d–%d, dedup %v, threat colour %d, advanced %v",
			island.SearchLo, island.SearchHi, island.EnemyLo, island.EnemyHi, island.Dedup, island.ThreatColour, island.Advanced)
	}
	costs := map[string]uint8{"plaza": 1, "trawa": 1, "gestwina": 2, "ocean": 2, "gora": 3}
	for _, k := range island.Kinds {
		if costs[k.ID] != k.Cost {
			t.Errorf("island %s costs %d, want %d", k.ID, k.Cost, costs[k.ID])
		}
	}
	for _, n := range d.Setup[1:] {
		if n.Stamina == 0 {
			t.Error("a player count without set-up values")
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestSeedTextsVerbatim: the cards the rulebook prints keep its words.
func TestSeedTextsVerbatim(t *testing.T) {
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	find := func(n int) *Card {
		for _, id := range d.ByNumber[n] {
			if d.Cards[id].Terrain <= 0 {
				return &d.Cards[id]
			}
		}
		t.Fatalf("no card %d", n)
		return nil
	}
	if c := find(75); c.Title != "Ogromny pyton" || c.Defence != 8 || c.Attack != 6 || c.Health != 2 || c.RewardText != "Nagroda: 2 mięsa." {
		t.Errorf("75: %+v", c)
	}
	if c := find(1); c.Text != "Rozpatrz kartę przeszukiwania nr 3." || !c.Locked {
		t.Errorf("1: %q locked %v", c.Text, c.Locked)
	}
	if c := find(93); !strings.HasPrefix(c.Text, "Kiedy wytworzysz tę kartę, umieść na niej 4 znaczniki.") || c.Markers != 4 || !c.Weapon {
		t.Errorf("93: %q", c.Text)
	}
	if q := d.Quests[0]; q.ID != "1.1" || q.Title != "Wołanie o pomoc" || q.Date != "Kwiecień 1972" ||
		q.Text != "Po tym, jak dowolny bohater zbada ważne miejsce nr 1, przejdź do etapu 2." {
		t.Errorf("1.1: %+v", q)
	}
	if c := d.Characters[0]; c.Name != "Jasmine Limjoco" || c.Title != "Miłośniczka gór" || c.Code != "5.1" {
		t.Errorf("character 0: %+v", c)
	}
	if n := d.Night[0]; n.ID != "I-1" || len(n.Steps) != 4 || n.Steps[1].Title != "Głęboki sen" || n.Steps[1].Fire != 9 || n.Steps[1].Else != 7 || n.Steps[3].N != 2 {
		t.Errorf("night I-1: %+v", n)
	}
	if s := d.Support; s[0].Title != "Szturm" || s[1].Title != "Obrona" || s[2].Title != "Przygwożdżenie" {
		t.Errorf("support: %+v", s)
	}
}

// reachable walks the island or forest from everything the game puts in
// front of a player (locations on tiles, landscape tokens, monster tokens,
// quests, night and threat cards, projects) through every number a card
// names, a key's "one higher" included, and returns the cards reached.
func reachable(d *Data, ti int) map[uint8]bool {
	t := d.Terrains[ti]
	seen := map[uint8]bool{}
	var queue []uint8
	addNum := func(kind byte, n int) {
		for _, id := range d.ByNumber[n] {
			c := &d.Cards[id]
			if c.Terrain != t.Index && c.Terrain >= 0 {
				continue
			}
			ok := (kind == refSearch && c.Deck == deckSearch) || (kind == refEnemy && c.Kind == kindEnemy) ||
				(kind == refItem && c.Kind == kindItem)
			if ok && !seen[id] {
				seen[id] = true
				queue = append(queue, id)
			}
		}
	}
	for _, loc := range t.LocNumbers {
		addNum(refSearch, loc)
	}
	for _, tok := range t.Tokens {
		switch tok.Face {
		case faceEnemy:
			addNum(refEnemy, tok.Number)
		case faceSearch:
			addNum(refSearch, tok.Number)
		}
	}
	for _, n := range t.Monsters {
		addNum(refEnemy, n)
	}
	for _, p := range d.Projects {
		if !p.Advanced || t.Advanced {
			addNum(refItem, p.Item)
		}
	}
	for _, q := range d.Quests {
		if d.Scenarios[q.Scenario-1].Terrain != ti {
			continue
		}
		d.refs(q.OnEnter, addNum)
		for _, e := range q.Investigate {
			d.refs(e, addNum)
		}
		for _, e := range q.Defeat {
			d.refs(e, addNum)
		}
	}
	for _, n := range d.Night {
		for _, st := range n.Steps {
			d.refs(st.Effect, addNum)
		}
	}
	for _, tc := range d.Threats[t.ThreatColour] {
		d.refs(tc.Effect, addNum)
	}
	key := false
	for len(queue) > 0 || key {
		if len(queue) == 0 {
			// Keys open the card one higher than every locked card reached.
			key = false
			for id := range seen {
				if d.Cards[id].Locked {
					addNum(refSearch, d.Cards[id].Number+1)
				}
			}
			continue
		}
		id := queue[0]
		queue = queue[1:]
		c := &d.Cards[id]
		d.cardRefs(c, addNum)
		if c.Key {
			key = true
		}
	}
	return seen
}

// TestNoUnreachableCard: every search and enemy card of a terrain can come
// into play (spec §5.6 and the issue: no card number never reachable).
func TestNoUnreachableCard(t *testing.T) {
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	for ti, tr := range d.Terrains {
		seen := reachable(d, ti)
		for id := range d.Cards {
			c := &d.Cards[id]
			if c.Terrain == tr.Index && !seen[uint8(id)] {
				t.Errorf("%s: card %s (%s) can never come into play", tr.ID, c.ID, c.Title)
			}
		}
	}
	// The test must fail on an unreachable card: a card nothing names.
	d2 := *d
	d2.Cards = append(append([]Card(nil), d.Cards...), Card{ID: "w58", Number: 58, Deck: deckSearch, Terrain: 0, Title: "Nikt"})
	d2.ByNumber = map[int][]uint8{}
	for k, v := range d.ByNumber {
		d2.ByNumber[k] = v
	}
	d2.ByNumber[58] = []uint8{uint8(len(d2.Cards) - 1)}
	if reachable(&d2, 0)[uint8(len(d2.Cards)-1)] {
		t.Error("a card nothing names counts as reachable")
	}
}

// TestEveryNumberExists: every number a tile, token, card, quest, night or
// threat card names is a card of the terrain it is played on (the loader
// enforces it; this checks the loader does).
func TestEveryNumberExists(t *testing.T) {
	for _, tc := range []struct{ name, file, from, to string }{
		{"location without a card", "terrain_wyspa.toml", `spaces = ["gora land:skaly", "gestwina loc:33", "trawa"]`, `spaces = ["gora land:skaly", "gestwina loc:35", "trawa"]`},
		{"token names no card", "terrain_wyspa.toml", `"s 5", "s 17"`, `"s 6", "s 17"`},
		{"event names no card", "cards_wyspa.toml", `effect = ["search 15"]`, `effect = ["search 16"]`},
		{"event names no enemy", "cards_wyspa.toml", `effect = ["enemy 61"]`, `effect = ["enemy 69"]`},
		{"monster token names no enemy", "terrain_las.toml", `monsters = [161, 161,`, `monsters = [162, 161,`},
		{"quest names no stage", "quests.toml", `investigate = [{ n = 1, effect = ["stage 2"] }]`, `investigate = [{ n = 1, effect = ["stage 4"] }]`},
		{"quest names no location", "quests.toml", `investigate = [{ n = 110, effect = ["stage 2"] }]`, `investigate = [{ n = 40, effect = ["stage 2"] }]`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := LoadData(mutated(t, tc.file, tc.from, tc.to)); err == nil {
				t.Fatal("accepted")
			}
		})
	}
}

func mutated(t *testing.T, file, from, to string) fs.FS {
	return enginetest.Mutated(t, assets.FS, "data/discover", file, from, to)
}

// TestBadDataRefused: strict decoding and validation reject broken files
// with a Polish message naming the file.
func TestBadDataRefused(t *testing.T) {
	tests := []struct{ name, file, from, to string }{
		{"unknown key", "items.toml", `copies = 4
passive = ["carry 2"]`, `copies = 4
colour = "x"
passive = ["carry 2"]`},
		{"bad source", "characters.toml", `passive = ["move_cost 2 1"]
source = "seed"`, `passive = ["move_cost 2 1"]
source = "guess"`},
		{"unknown op", "cards_wyspa.toml", `effect = ["gain drewno 2"]`, `effect = ["grow drewno 2"]`},
		{"bad resource", "cards_wyspa.toml", `effect = ["gain drewno 2"]`, `effect = ["gain zloto 2"]`},
		{"roll leaves a gap", "cards_wyspa.toml", `effect = ["roll 1-5:0 6-12:1"]`, `effect = ["roll 1-5:0 7-12:1"]`},
		{"sleep below 6", "night.toml", `fire = 9, else = 7 },
  { kind = "inspiracja"`, `fire = 9, else = 5 },
  { kind = "inspiracja"`},
		{"locked without the phrase", "cards_wyspa.toml", `text = "Drzwi są zablokowane. Rozpatrz kartę przeszukiwania nr 46."`, `text = "Rozpatrz kartę przeszukiwania nr 46."`},
		{"eleven characters", "characters.toml", `[[character]]
code = "5.12"`, `[[unused]]
code = "5.12"`},
		{"dedup number with one variant", "terrain_wyspa.toml", `dedup = [3, 5, 51]`, `dedup = [3, 5, 51, 8]`},
		{"tile overlaps", "terrain_wyspa.toml", `q = -2
r = 1
stack = 1`, `q = 1
r = 1
stack = 1`},
		{"too many search cards", "cards_las.toml", `copies = 2
effect = ["gain jedzenie 2"]`, `copies = 4
effect = ["gain jedzenie 2"]`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := LoadData(mutated(t, tc.file, tc.from, tc.to))
			if err == nil {
				t.Fatalf("accepted")
			}
			if !strings.HasPrefix(err.Error(), "discover/") {
				t.Errorf("message %q does not name the file", err)
			}
		})
	}
	if _, err := LoadData(mutated(t, "rules.toml", "", "")); err != nil {
		t.Fatalf("unchanged data refused: %v", err)
	}
}

// TestPlainIcons: the log words an icon instead of showing its token.
func TestPlainIcons(t *testing.T) {
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	got := d.Plain("Każdy bohater wydaje 1 wodę, albo otrzymuje 1 obrażenie {odwodnienie}. {drewno}: przerzuć szarą kość.")
	want := "Każdy bohater wydaje 1 wodę, albo otrzymuje 1 obrażenie (odwodnienie). (drewno): przerzuć szarą kość."
	if got != want {
		t.Errorf("got %q", got)
	}
	for _, c := range d.Cards {
		for _, s := range []string{d.Plain(c.Text), d.Plain(c.Flavour)} {
			if strings.ContainsAny(s, "{}") {
				t.Errorf("%s: unknown icon in %q", c.ID, s)
			}
		}
	}
}

// TestCampaignChapters: scenarios 1 → 2 → 3 → 4 unlock in order, 5 is
// open to 2+ seats, every chapter has a journal.
func TestCampaignChapters(t *testing.T) {
	ch, err := CampaignChapters()
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ scenario, unlock, seats int }{{1, 2, 1}, {2, 3, 1}, {3, 4, 1}, {4, 0, 1}, {5, 0, 2}}
	if len(ch) != len(want) {
		t.Fatalf("%d chapters", len(ch))
	}
	for i, w := range want {
		c := ch[i]
		if c.Scenario != w.scenario || c.Unlock != w.unlock || c.MinSeats != w.seats || len(c.Journal) == 0 || c.Intro == "" {
			t.Errorf("chapter %d: %+v, want scenario %d unlocking %d for %d+ seats", i+1, c, w.scenario, w.unlock, w.seats)
		}
	}
}
