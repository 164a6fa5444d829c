package discover

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"stolik/rules/engine"
)

// Tests written for the mutants that lived in shards 19–23 of 24 (session
// 11). Each comment gives the rule, the value worked out by hand and the
// mutant it kills.

// loadMutated loads the data with one replacement, or fails the test.
func loadMutated(t *testing.T, file, from, to string) *Data {
	t.Helper()
	d, err := LoadData(mutated(t, file, from, to))
	if err != nil {
		t.Fatalf("%s with %q: %v", file, to, err)
	}
	return d
}

// expectRefusal loads the data with one replacement and checks that it is
// refused with a message holding want (refused), or loads (not refused).
func expectRefusal(t *testing.T, file, from, to, want string, refused bool) {
	t.Helper()
	_, err := LoadData(mutated(t, file, from, to))
	if got := err != nil && strings.Contains(err.Error(), want); got != refused || (!refused && err != nil) {
		t.Errorf("%s with %q: %v; refused «%s» %v, want %v", file, to, err, want, got, refused)
	}
}

// upalFrom is Upał's (island 26) effect and alternatives, which the tests
// below replace to try an op on a card with no other consequence.
const upalFrom = `effect = ["choose 0 1"]
alt = [["spend czysta_woda 1"], ["damage odwodnienie"]]
alt_text = ["Wypij czystą wodę", "Wytrzymaj upał"]`

// resolveUpal resolves Upał's effect for hero 0 and checks he gained
// exactly one unit, of resource want.
func resolveUpal(t *testing.T, g *Game, want uint8, what string) {
	t.Helper()
	p := &g.s.H[0]
	p.Res = [NumRes]uint8{}
	g.push(g.d.Cards[cardID(t, g, 26, "")].Effect, 0, none, nil)
	g.run(nil)
	var one [NumRes]uint8
	one[want] = 1
	if p.Res != one {
		t.Errorf("%s: resources %v, want one %s only", what, p.Res, resIDs[want])
	}
}

// TestUpgradeActionDiscardingItself (§4.7 Ulepszenie: «It stays in play»
// until an effect discards it; «discard_self» names the card whose action
// runs). Wygodne łóżko (island 2) given the action «discard_self» for the
// test, in play: by hand, its action used → the bed out of play, its copy
// back in the deck (left + 1). Kills apply.go:356 (`a.A == srcUpgrade` →
// `!=`: the action's frame has no source card, nothing discarded).
func TestUpgradeActionDiscardingItself(t *testing.T) {
	const bed = `passive = ["sleep 2 loc 1"]`
	d := loadMutated(t, "cards_wyspa.toml", bed, bed+"\n"+`action = [{ cost = 0, effect = ["discard_self"], text = "Rozbierz łóżko." }]`)
	g := readyWith(t, d, 1, "1", 12)
	s := &g.s
	id := cardID(t, g, 2, "")
	s.putInPlay(id)
	left := s.Left[id]
	mustApply(t, g, engine.Action{Kind: KindCard, A: srcUpgrade, B: id, C: 0})
	settle(t, g)
	if s.InPlay[id] || s.Left[id] != left+1 {
		t.Errorf("the bed's «discard_self» used: in play %v, %d left in the deck (were %d); want out of play, %d", s.InPlay[id], s.Left[id], left, left+1)
	}
}

// TestOpCountOutOfRange (rules.toml: an op's count is a number −12 … 999;
// data.go parseOp count): by hand, card «gain drewno 2» made «gain drewno
// 1000» → refused «poza zakresem». Kills data.go:788 (`e != nil` → `==`:
// the bad count read as 0, the card loaded).
func TestOpCountOutOfRange(t *testing.T) {
	_, err := LoadData(mutated(t, "cards_wyspa.toml", `effect = ["gain drewno 2"]`, `effect = ["gain drewno 1000"]`))
	if err == nil || !strings.Contains(err.Error(), "poza zakresem") {
		t.Errorf("«gain drewno 1000»: %v, want refused «poza zakresem»", err)
	}
}

// TestChooseOfTwoToFourAlternatives (rules.toml «choose I J …»: 2 to 4
// alternatives). Upał (island 26) given four alternatives → loads; five →
// refused «choose: 2..4 alternatywy». Kills data.go:884:27 (`len(f) > 5` →
// `>=`: four alternatives refused).
func TestChooseOfTwoToFourAlternatives(t *testing.T) {
	const alts = `alt = [["gain jedzenie 1"], ["gain drewno 1"], ["gain kamien 1"], ["gain skora 1"]]
alt_text = ["a", "b", "c", "d"]`
	for _, tc := range []struct {
		op      string
		refused bool
	}{{"choose 0 1 2 3", false}, {"choose 0 1 2 3 0", true}} {
		expectRefusal(t, "cards_wyspa.toml", upalFrom, `effect = ["`+tc.op+`"]`+"\n"+alts, "choose: 2..4 alternatywy", tc.refused)
	}
}

// TestSetupOfOneStaminaAndOneCard (rules.toml setup: stamina 1 … 12, at
// least 1 project and 1 character dealt). The solo row given stamina 1 →
// loads; 0 → refused; deal 1 → loads; 0 → refused «złe wartości». Kills
// data.go:1412:59 (`Stamina < 1` → `<=`) and :117 (`Deal < 1` → `<=`).
func TestSetupOfOneStaminaAndOneCard(t *testing.T) {
	const solo = `{ players = 1, stamina = 12, projects = 3, deal = 4,`
	for _, tc := range []struct {
		to      string
		refused bool
	}{
		{`{ players = 1, stamina = 1, projects = 3, deal = 4,`, false},
		{`{ players = 1, stamina = 0, projects = 3, deal = 4,`, true},
		{`{ players = 1, stamina = 12, projects = 3, deal = 1,`, false},
		{`{ players = 1, stamina = 12, projects = 3, deal = 0,`, true},
	} {
		expectRefusal(t, "rules.toml", solo, tc.to, "złe wartości", tc.refused)
	}
}

// TestDeadlineOfThreeToForty (quests.toml deadline, PROPOSED: 3 … 40
// days). Scenario 1's [4, 5, 6, 7] given a first deadline of 3 and of 40
// → loads; 2 and 41 → refused «termin 3..40 dni». Kills data.go:2108:9
// (`d < 3` → `<=`) and :18 (`d > 40` → `>=`).
func TestDeadlineOfThreeToForty(t *testing.T) {
	for _, tc := range []struct {
		days    int
		refused bool
	}{{3, false}, {40, false}, {2, true}, {41, true}} {
		to := "deadline = [" + strconv.Itoa(tc.days) + ", 5, 6, 7]"
		expectRefusal(t, "quests.toml", "deadline = [4, 5, 6, 7]", to, "termin 3..40 dni", tc.refused)
	}
}

// TestRollAtTheEdgesOfItsRanges (rules.toml «roll A-B:I …»: a d12 face in
// A … B, both ends included, resolves alternative I). Upał (island 26)
// given «roll 1-3:0 4-6:1 7-9:2 10-12:3» over four gains (food, wood,
// stone, hide): by hand, each face below gives exactly one unit of its
// range's resource — 1, 3 → food; 4, 6 → wood; 7, 9 → stone; 10, 12 →
// hide. Kills effects.go:307:17 (`i < NAlt` → `>=`: nothing resolved; →
// `<=`: a fifth range read past the four) and :308 ×4 (`v >= Lo` → `>`,
// → `<`; `v <= Hi` → `<`, → `>`: an edge face in no range or a wrong one).
func TestRollAtTheEdgesOfItsRanges(t *testing.T) {
	const to = `effect = ["roll 1-3:0 4-6:1 7-9:2 10-12:3"]
alt = [["gain jedzenie 1"], ["gain drewno 1"], ["gain kamien 1"], ["gain skora 1"]]
alt_text = ["a", "b", "c", "d"]`
	d := loadMutated(t, "cards_wyspa.toml", upalFrom, to)
	for _, tc := range []struct {
		face int
		res  uint8
	}{{1, Food}, {3, Food}, {4, Wood}, {6, Wood}, {7, Stone}, {9, Stone}, {10, Hide}, {12, Hide}} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("roll of %d: panic %v", tc.face, r)
				}
			}()
			g := readyWith(t, d, 1, "1", 9)
			g.rng = seedFor(t, tc.face)
			resolveUpal(t, g, tc.res, "roll of "+strconv.Itoa(tc.face))
		}()
	}
}

// TestGainOfNothing (golden rule 2: resources come from the supply; a gain
// of 0 is no gain): by hand, gaining 0 wood → the hero's wood and the log
// unchanged (no «zyskuje 0» line); a resource index past the list →
// nothing, no panic. Kills effects.go:476:7 (`n <= 0` → `<`: a line for a
// gain of nothing) and :17 (`r >= NumRes` → `>`: the index past the list
// read).
func TestGainOfNothing(t *testing.T) {
	g := ready(t, 1, "1", 9)
	p := &g.s.H[0]
	before := p.Res
	log := &engine.Log{}
	g.gain(0, Wood, 0, log)
	if p.Res != before || len(log.Events) != 0 {
		t.Errorf("a gain of 0 wood: resources %v (were %v), log %v; want unchanged, no line", p.Res, before, log.Events)
	}
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("a gain of resource %d (past the list): panic %v", NumRes, r)
			}
		}()
		g.gain(0, NumRes, 1, log)
	}()
}

// TestItemWithAnEffectWhenGained (§4.7/§4.8: an item card's effect resolves
// as it is gained). Bukłak (89) given the effect «gain drewno 1» for the
// test (no shipped item has one): by hand, gained by a hero with no wood →
// he holds it and 1 wood. Kills effects.go:812 (`Effect != noEffect` →
// `==`: the item's effect never pushed).
func TestItemWithAnEffectWhenGained(t *testing.T) {
	const buklak = "copies = 4\npassive = [\"carry 2\"]"
	d := loadMutated(t, "items.toml", buklak, buklak+"\neffect = [\"gain drewno 1\"]")
	g := readyWith(t, d, 1, "1", 9)
	p := &g.s.H[0]
	p.Res[Wood], p.NItems = 0, 0
	g.gainItem(0, cardID(t, g, 89, ""), nil)
	g.run(nil)
	if p.NItems != 1 || p.Res[Wood] != 1 {
		t.Errorf("Bukłak with «gain drewno 1» gained: %d items, %d wood; want 1 and 1", p.NItems, p.Res[Wood])
	}
}

// TestTeamScoreCountsEachHero (eval.go teamScore: a hero who won counts
// evWon, one still playing his condition and the days' upkeep). By hand,
// two heroes, hero 1 turned from playing to won → the team score changes
// by evWon − heroScore(1) − evUpkeep × day. Kills eval.go:116
// (`h < Players` → `>=`: no hero's state counted).
func TestTeamScoreCountsEachHero(t *testing.T) {
	g := ready(t, 2, "1", 12)
	s := &g.s
	s.Day = 2
	before, hs := g.teamScore(), g.heroScore(1)
	s.H[1].Status = stWon
	want := evWon - hs - evUpkeep*2
	if got := g.teamScore() - before; math.Abs(got-want) > 1e-9 {
		t.Errorf("hero 1 won: team score changed by %v, want evWon − his score − upkeep = %v", got, want)
	}
}

// TestQuestValueOverTheScenarioStages (eval.go questValue: the quest's
// progress as a share of its scenario's stages). By hand from quests.toml:
// scenario 5 has two stages (5.1, 5.2) and reads no progress within a
// stage, so at stage 5.2 → (evStage × 1) / (evStage × 2) = 0.5; scenario 1
// has three (1.1–1.3), so at 1.2 → questScore / (3 × evStage). Kills
// eval.go:139:35 ×2 (`Scenario-1` → `+1`: the next scenario's stages, past
// the list for 5) and :140 ×2 (`/` → `*`, `*` → `/`).
func TestQuestValueOverTheScenarioStages(t *testing.T) {
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("quest value: panic %v", r)
		}
	}()
	g := ready(t, 2, "5", 12)
	g.s.Quest = questIdx(t, g, "5.2")
	if got := g.questValue(); math.Abs(got-0.5) > 1e-9 {
		t.Errorf("scenario 5 at stage 2 of 2: quest value %v, want 0.5", got)
	}
	g = ready(t, 2, "1", 12)
	g.s.Quest = questIdx(t, g, "1.2")
	if got, want := g.questValue(), g.questScore()/(3*evStage); math.Abs(got-want) > 1e-9 || !(want > 0) {
		t.Errorf("scenario 1 at stage 2 of 3: quest value %v, want %v", got, want)
	}
}

// TestSeekCostOnTheLocation (eval.go seekCost: a location whose card yields
// resource r can be investigated for it: the walk there, 12 × (1 −
// nearness), plus 1). By hand, a hero standing on such a location → 0 + 1
// = 1 (nothing is nearer than where he stands). Kills eval.go:260:12 (`12 *
// (1 − n)` → `12 / …`: +Inf on the spot) and :17 ×2 (`1 − n` → `1 + n`:
// 24 on the spot).
func TestSeekCostOnTheLocation(t *testing.T) {
	g := ready(t, 1, "1", 12)
	ownTerrain(g)
	s := &g.s
	for r := uint8(0); r < NumRes; r++ {
		for _, ly := range g.t.ResLocs[r] {
			if ly.Units < 1 {
				continue
			}
			slot := numTiles - 1
			lay(g, slot, s.Slot[slot], [tileSpaces]Space{space(t, g, "trawa", ly.Loc, "", false), space(t, g, "trawa", 0, "", false),
				space(t, g, "trawa", 0, "", false)}, true)
			s.H[0].Hex = uint8(slot * tileSpaces)
			if got := g.seekCost(r, 0); math.Abs(got-1) > 1e-9 {
				t.Errorf("hero on location %d (yields %s): seek cost %v, want 1", ly.Loc, resIDs[r], got)
			}
			return
		}
	}
	t.Fatal("fixture: no location yields a resource")
}

// TestCraftWithNoCopyLeft (§4.11 Wytwarzanie: the crafted item is a card
// of the crafting deck; with none left there is nothing to take). By hand,
// the hero's first project's item with every copy gone (left 0) → no copy
// found. Kills legal.go:236 (`Left > 0` → `>= 0`: an empty deck's card
// found, crafted from nothing).
func TestCraftWithNoCopyLeft(t *testing.T) {
	g := ready(t, 1, "1", 12)
	s := &g.s
	n := g.d.Projects[s.H[0].Proj[0]].Item
	for _, id := range g.d.ByNumber[n] {
		s.Left[id] = 0
	}
	if id, ok := g.craftedCard(n); ok {
		t.Errorf("item %d with no copy left: card %d found, want none", n, id)
	}
}

// TestDraftSecretsNameEachPlayer (secrets.go: the dealt characters of
// player N are hidden from the others, the secret named after the
// player's number, 1-based as on the screen). By hand, a 2-player game in
// its draft → «rozdane postacie gracza 1» and «… 2». Kills secrets.go:140
// (`h+1` → `h-1`: «gracza 0» and «gracza 1»).
func TestDraftSecretsNameEachPlayer(t *testing.T) {
	g := newTestGame(t, 2, 12, "1")
	if g.s.Phase != phDraft {
		t.Fatal("fixture: not in the draft")
	}
	rng := engine.NewRNG(1)
	names := map[string]bool{}
	for _, sc := range secrets(g, &rng) {
		names[sc.Name] = true
	}
	for _, want := range []string{"rozdane postacie gracza 1", "rozdane postacie gracza 2"} {
		if !names[want] {
			t.Errorf("draft secrets %v: no «%s»", names, want)
		}
	}
	if names["rozdane postacie gracza 0"] {
		t.Error("a draft secret names player 0")
	}
}

// TestTerrainSpecialSetUp (§3 «3. Specjalne przygotowanie»: the terrain
// sheet's special set-up resolves once at the start). The island given
// the special set-up «gain drewno 2» for the test (both shipped terrains
// have none): by hand, the leader starts with 2 wood more than on the
// shipped island. Kills setup.go:260 (`Special != noEffect` → `==`: the
// set-up never resolved).
func TestTerrainSpecialSetUp(t *testing.T) {
	d := loadMutated(t, "terrain_wyspa.toml", "special_setup = []", `special_setup = ["gain drewno 2"]`)
	plain := ready(t, 1, "1", 12)
	g := readyWith(t, d, 1, "1", 12)
	h := g.s.Leader
	if got, want := g.s.H[h].Res[Wood], plain.s.H[h].Res[Wood]+2; got != want {
		t.Errorf("island with «gain drewno 2» set-up: the leader holds %d wood, want %d", got, want)
	}
}

// TestDescribeAnItemActionPastTheItems (title.go cardActionText: an item
// action names the item in that slot, and a slot past the hero's items
// names nothing, whatever an earlier item left there). By hand, Maść
// ziołowa (95) in slot 0 of one item, a stale copy in slot 1 → slot 0 its
// text «Wydaj 1 znacznik: …»; slot 1 no text; action 1 of the salve
// (it has one) no text. Kills title.go:188 ×2 (`B < NItems` → `<=`: the
// stale slot described; → `>=`: the real one not) and :190 ×2 (`C <
// len(Actions)` → `<=`: past the list, a panic; → `>=`).
func TestDescribeAnItemActionPastTheItems(t *testing.T) {
	g := ready(t, 1, "1", 12)
	p := g.s.cur()
	salve := cardID(t, g, 95, "")
	p.Items[0], p.Items[1], p.NItems = item{Card: salve, Markers: 1}, item{Card: salve, Markers: 1}, 1
	const text = "Wydaj 1 znacznik: wylecz jedno swoje obrażenie."
	if _, got, _, ok := g.cardActionText(uint8(g.s.Active), engine.Action{Kind: KindCard, A: srcItem, B: 0, C: 0}); !ok || got != text {
		t.Errorf("the salve's action in slot 0: %q (%v), want %q", got, ok, text)
	}
	if _, got, _, ok := g.cardActionText(uint8(g.s.Active), engine.Action{Kind: KindCard, A: srcItem, B: 1, C: 0}); ok {
		t.Errorf("an action of slot 1 with one item held: %q, want none", got)
	}
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("the salve's action 1 (it has one): panic %v", r)
			}
		}()
		if _, got, _, ok := g.cardActionText(uint8(g.s.Active), engine.Action{Kind: KindCard, A: srcItem, B: 0, C: 1}); ok {
			t.Errorf("the salve's action 1 (it has one): %q, want none", got)
		}
	}()
}

// TestDescribeAScout (title.go describe and describeChoice: a scout — the
// action, or the answer to a scout decision — names the stack of the slot
// looked at; a slot number past the map names none). By hand, slot 1 →
// its stack, g.t.SlotStack[1]; slot numTiles → no stack, no panic. Kills
// title.go:119 ×2 and :380 ×2 (`A < numTiles` → `<=`: the array read past
// its end; → `>=`: slot 1 not described).
func TestDescribeAScout(t *testing.T) {
	for _, tc := range []struct {
		name string
		dec  uint8
		kind uint8
	}{{"the scout action", decNone, KindScout}, {"the answer to a scout decision", decScout, KindChoose}} {
		g := ready(t, 1, "1", 12)
		g.s.Dec = decision{Kind: tc.dec, Hero: uint8(g.s.Active)}
		if e := describe(g, engine.Action{Kind: tc.kind, A: 1}); e.Args["stack"] != int(g.t.SlotStack[1]) {
			t.Errorf("%s, slot 1: %s %v, want stack %d", tc.name, e.Key, e.Args, g.t.SlotStack[1])
		}
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s, slot %d: panic %v", tc.name, numTiles, r)
				}
			}()
			if e := describe(g, engine.Action{Kind: tc.kind, A: numTiles}); e.Args["stack"] != nil {
				t.Errorf("%s, slot %d: stack %v, want none", tc.name, numTiles, e.Args["stack"])
			}
		}()
	}
}

// TestSimReportNamesTheCharacter (report.go: `stolik sim -dump` gives each
// hero's character, empty before the draft chose one). By hand, after the
// draft hero 0's character's name; during the draft "". Kills report.go:43
// (`Char != none` → `==`: the name read only for a hero without one).
func TestSimReportNamesTheCharacter(t *testing.T) {
	g := ready(t, 1, "1", 12)
	var out struct {
		Heroes []struct {
			Character string `json:"character"`
		} `json:"heroes"`
	}
	b, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &out); err != nil || len(out.Heroes) != 1 {
		t.Fatalf("report %s: %v", b, err)
	}
	if want := g.d.Characters[g.s.H[0].Char].Name; out.Heroes[0].Character != want {
		t.Errorf("report names hero 0 %q, want %q", out.Heroes[0].Character, want)
	}
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("report during the draft: panic %v", r)
			}
		}()
		d := newTestGame(t, 1, 12, "1")
		d.s.H[0].Char = none
		if b, err := json.Marshal(d); err != nil || !strings.Contains(string(b), `"character":""`) {
			t.Errorf("report during the draft: %s %v, want an empty character", b, err)
		}
	}()
}

// TestAltTextShorterThanItsAlternatives (data.go: alt_text gives one label
// per alternative). Upał (island 26) with one label for its two
// alternatives → refused «alt_text ma 1 pozycji, alt 2», no panic. Kills
// data.go:643 (`i < len(altText)` → `<=`: the missing label read past the
// list, a panic).
func TestAltTextShorterThanItsAlternatives(t *testing.T) {
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("one label for two alternatives: panic %v", r)
		}
	}()
	_, err := LoadData(mutated(t, "cards_wyspa.toml", `alt_text = ["Wypij czystą wodę", "Wytrzymaj upał"]`, `alt_text = ["Wypij czystą wodę"]`))
	if err == nil || !strings.Contains(err.Error(), "alt_text ma 1 pozycji, alt 2") {
		t.Errorf("Upał with one label for two alternatives: %v, want refused «alt_text ma 1 pozycji, alt 2»", err)
	}
}

// TestChoiceWithExactlyTheWater (Upał, island 26: «Wydaj 1 czystą wodę
// albo otrzymaj 1 obrażenie»; a spend is affordable with as many units as
// it asks). By hand, a hero with exactly 1 clean water → both options
// open, the choice is his (decision choose, both offered). Kills
// effects.go:403 (`has < N` → `<=`: one water read as too little, only
// the damage offered).
func TestChoiceWithExactlyTheWater(t *testing.T) {
	g := ready(t, 1, "1", 9)
	s := &g.s
	p := &s.H[0]
	p.Res, p.Dbl = [NumRes]uint8{}, [NumRes]uint8{}
	p.Res[CleanWater] = 1
	g.push(g.d.Cards[cardID(t, g, 26, "")].Effect, 0, none, nil)
	g.run(nil)
	if s.Dec.Kind != decChoose || !legal(g, engine.Action{Kind: KindChoose, A: 0}) || !legal(g, engine.Action{Kind: KindChoose, A: 1}) {
		t.Errorf("Upał with exactly 1 clean water: decision %d, options %v; want the choice (%d) of both", s.Dec.Kind, g.Legal(nil), decChoose)
	}
}

// TestItemGainedWithAFullPack (effects.go gainItem: the state holds at
// most maxItems, 14, items; one more is lost and its card goes back). By
// hand, a hero holding 14 items gains Bukłak (89) → still 14, the copy
// back in its deck (left unchanged), no panic. Kills effects.go:787
// (`NItems >= maxItems` → `>`: a 15th written past the array, a panic).
func TestItemGainedWithAFullPack(t *testing.T) {
	g := ready(t, 1, "1", 9)
	s := &g.s
	p := &s.H[0]
	id := cardID(t, g, 89, "")
	for i := range maxItems {
		p.Items[i] = item{Card: cardID(t, g, 95, "")}
	}
	p.NItems = maxItems
	left := s.Left[id]
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("a 15th item gained: panic %v", r)
		}
	}()
	g.gainItem(0, id, nil)
	if p.NItems != maxItems || s.Left[id] != left {
		t.Errorf("Bukłak gained with 14 items: %d items, %d left (were %d); want 14, %d", p.NItems, s.Left[id], left, left)
	}
}

// TestDefeatedMonsterToTheDiscards (§4.16: a defeated monster's token is
// discarded; the discards hold at most the 8 tokens). By hand, a pool
// token (3) removed with no discards → the discards hold [3]; with all 8
// already there → still 8, no panic. Kills effects.go:1267 ×2
// (`NMonDisc < numMonTokens` → `>=`: never discarded; → `<=`: a 9th
// written past the array).
func TestDefeatedMonsterToTheDiscards(t *testing.T) {
	for _, tc := range []struct {
		before, after uint8
	}{{0, 1}, {numMonTokens, numMonTokens}} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("removing a monster with %d discarded: panic %v", tc.before, r)
				}
			}()
			g := ready(t, 1, "1", 9)
			s := &g.s
			s.Mon[0], s.NMon = monster{Hex: s.H[0].Hex, Src: monPool, Token: 3, Up: true}, 1
			s.NMonDisc = tc.before
			g.removeMonster(0)
			if s.NMonDisc != tc.after || s.MonDisc[tc.after-1] != 3 && tc.before == 0 {
				t.Errorf("monster token 3 removed with %d discarded: %d discarded (last %d), want %d", tc.before, s.NMonDisc, s.MonDisc[max(1, s.NMonDisc)-1], tc.after)
			}
		}()
	}
}

// TestNearAFaceDownSlotFromItsOwnSpace (eval.go nearLoc: a location on a
// face-down tile is as near as the nearest space of the face-down slots of
// its stack, halved). By hand, every slot of the stack face down, the hero
// on the middle space of one of them whose next slot is not of the stack
// → nearness 1 there → 0.5. Kills eval.go:307 (`slot*tileSpaces+k` → `−k`:
// the spaces of the slot before read instead).
func TestNearAFaceDownSlotFromItsOwnSpace(t *testing.T) {
	g := ready(t, 1, "1", 12)
	s := &g.s
	loc, st := -1, uint8(0)
	for _, n := range g.t.LocNumbers {
		var buf [4]uint8
		if len(g.locHexes(buf[:0], n)) == 0 {
			loc, st = n, g.t.LocStack[n]
			break
		}
	}
	if loc < 0 {
		t.Fatal("fixture: no location on a face-down tile")
	}
	at := -1
	for slot := 1; slot < numTiles; slot++ {
		if g.t.SlotStack[slot] == st {
			s.SlotUp[slot] = false
			if slot+1 >= numTiles || g.t.SlotStack[slot+1] != st {
				at = slot
			}
		}
	}
	if at < 0 {
		t.Fatal("fixture: no slot of the stack")
	}
	s.H[0].Hex = uint8(at*tileSpaces + 1)
	if got := g.nearLoc(loc, 0); math.Abs(got-0.5) > 1e-9 {
		t.Errorf("hero on slot %d's middle space, location %d's stack all face down: nearness %v, want 0.5", at, loc, got)
	}
}

// TestHeroScoreWithThreeDamage (eval.go heroScore: a hero with three
// damage is still playing — a fourth eliminates him, §4.12 — so his water
// still counts). By hand, three damage, 2 clean water against none → the
// score higher with the water. Kills eval.go:355 (`dmg > 3` → `>=`: every
// three-damage hero scored 0).
func TestHeroScoreWithThreeDamage(t *testing.T) {
	g := ready(t, 1, "1", 9)
	p := &g.s.H[0]
	p.Health = [3]uint8{Hunger, Hunger, Injury}
	p.Res, p.Dbl = [NumRes]uint8{}, [NumRes]uint8{}
	dry := g.heroScore(0)
	p.Res[CleanWater] = 2
	if wet := g.heroScore(0); !(wet > dry) {
		t.Errorf("three damage: score %v with 2 water, %v without; want more with", wet, dry)
	}
}

// TestRestWithTheLastStamina (§4.10 Odpoczynek costs 1 stamina): by hand, a
// hungry hero with 1 stamina and 1 food → resting off the hunger offered.
// Kills legal.go:163 (`st >= cost` → `>`: the last stamina not enough).
func TestRestWithTheLastStamina(t *testing.T) {
	g := ready(t, 1, "1", 9)
	plain(t, g, 0)
	p := &g.s.H[0]
	p.Stamina, p.Health = 1, [3]uint8{Hunger}
	p.Res[Food] = 1
	if a := (engine.Action{Kind: KindRest, A: 0, B: Hunger}); !legal(g, a) {
		t.Errorf("hungry, 1 stamina, 1 food: rest not offered; legal %v", g.Legal(nil))
	}
}

// TestLandscapePoolSecretWithTwoTokens (secrets.go: the order of a
// landscape type's face-down pool is secret; the secrecy test swaps its
// first two tokens whenever there are two or more). By hand, no face-down
// token of type 0 on the map, its pool exactly 2 different tokens → a
// secret whose copy holds them the other way round. Kills secrets.go:67
// (`NLand >= 2` → `>`).
func TestLandscapePoolSecretWithTwoTokens(t *testing.T) {
	g := ready(t, 2, "1", 10)
	s := &g.s
	for x := range s.Hx {
		s.Hx[x].Land = none
	}
	var two []uint8
	for i := range g.t.Tokens {
		if g.t.Tokens[i].Type == 0 && len(two) < 2 {
			two = append(two, uint8(i))
		}
	}
	if len(two) < 2 {
		t.Fatal("fixture: type 0 has fewer than 2 tokens")
	}
	s.LandPool[0][0], s.LandPool[0][1], s.NLand[0] = two[0], two[1], 2
	rng := engine.NewRNG(1)
	for _, sc := range secrets(g, &rng) {
		c := sc.Game.(*Game)
		if c.s.LandPool[0][0] == two[1] && c.s.LandPool[0][1] == two[0] {
			return
		}
	}
	t.Error("no secret swaps a landscape pool of two tokens")
}

// TestNightDeckSecretOfTwoCards (secrets.go: the order of the night deck
// is secret among cards of one phase). By hand, a night deck of exactly 2
// cards of the same phase → a secret whose copy holds them the other way
// round. Kills secrets.go:115 (`n >= 2` → `>`: a deck of two never
// changed).
func TestNightDeckSecretOfTwoCards(t *testing.T) {
	g := ready(t, 2, "1", 10)
	s := &g.s
	a, b := -1, -1
	for i := range g.d.Night {
		for j := i + 1; j < len(g.d.Night) && a < 0; j++ {
			if g.d.Night[i].Phase == g.d.Night[j].Phase {
				a, b = i, j
			}
		}
	}
	if a < 0 {
		t.Fatal("fixture: no two night cards of one phase")
	}
	s.Night[0], s.Night[1], s.NNight = uint8(a), uint8(b), 2
	rng := engine.NewRNG(1)
	for _, sc := range secrets(g, &rng) {
		c := sc.Game.(*Game)
		if c.s.NNight == 2 && c.s.Night[0] == uint8(b) && c.s.Night[1] == uint8(a) {
			return
		}
	}
	t.Error("no secret swaps a night deck of two cards of one phase")
}

// TestEleventhFightOnOneSpace (combat.go startFight: the fights on a
// hero's space repeat while monsters remain, at most 11 times — a guard
// against a fight that never ends). By hand, a python token on the hero's
// space: the queued fight's 11th round (Iter 10) → the fight begins; a
// 12th (Iter 11) → none. Kills combat.go:19 (`Iter > 10` → `>=`: ten
// rounds only).
func TestEleventhFightOnOneSpace(t *testing.T) {
	for _, tc := range []struct {
		iter  uint8
		fight bool
	}{{10, true}, {11, false}} {
		g := ready(t, 1, "1", 9)
		s := &g.s
		s.Mon[0], s.NMon = monster{Hex: s.H[0].Hex, Enemy: cardID(t, g, 75, ""), Src: monPool, Up: true}, 1
		s.Fights[0], s.NFights = fight{Hero: 0, Mon: onHex, Enemy: none, Iter: tc.iter}, 1
		s.Combat = combat{}
		g.startFight(nil)
		if s.Combat.On != tc.fight {
			t.Errorf("fight round Iter %d on the python's space: fight begun %v, want %v", tc.iter, s.Combat.On, tc.fight)
		}
	}
}

// TestPvPSupportNearTheDefender (§4.22: supporters are the heroes within 2
// spaces of either combatant). By hand, 3 heroes in a PvP fight, hero 2
// with a support card exactly 2 spaces from the defender and farther from
// the attacker → a supporter; 3 spaces from both → not. Kills combat.go:139
// ×2 (`Dist <= r` → `<`, → `>`).
func TestPvPSupportNearTheDefender(t *testing.T) {
	g := ready(t, 3, "5", 12)
	s := &g.s
	for h := 0; h < 3; h++ {
		plain(t, g, h)
	}
	// Find hexes a, d and two places for hero 2: 2 from d and >2 from a;
	// 3 from d and >2 from a.
	for a := uint8(0); a < numHex; a++ {
		for d := uint8(0); d < numHex; d++ {
			var in, out uint8 = none, none
			for x := uint8(0); x < numHex; x++ {
				if g.t.Dist[x][a] > 3 && g.t.Dist[x][a] != 255 {
					switch g.t.Dist[x][d] {
					case 2:
						in = x
					case 3:
						out = x
					}
				}
			}
			if in == none || out == none || g.t.Dist[a][d] == 255 {
				continue
			}
			s.H[0].Hex, s.H[1].Hex = a, d
			s.Combat = combat{On: true, PvP: true, Hero: 0, Defender: 1, Enemy: none, Mon: none, Step: cbModify, Rolled: true}
			s.H[2].Support = true
			for _, tc := range []struct {
				at   uint8
				want bool
			}{{in, true}, {out, false}} {
				s.H[2].Hex = tc.at
				if got := g.canSupport(2); got != tc.want {
					t.Errorf("hero 2 %d spaces from the defender, %d from the attacker: supporter %v, want %v",
						g.t.Dist[tc.at][d], g.t.Dist[tc.at][a], got, tc.want)
				}
			}
			return
		}
	}
	t.Fatal("fixture: no such hexes")
}

// TestPvPRedTenHurtsTheAttacker (§4.22 step 3: a final of 10 or more hurts
// the other combatant — the red die the attacker). By hand, grey 1, red 10
// → the attacker 1 injury, the defender none. Kills combat.go:523 (`rf >=
// 10` → `>`: a red 10 harmless).
func TestPvPRedTenHurtsTheAttacker(t *testing.T) {
	g := ready(t, 2, "5", 12)
	s := &g.s
	for h := 0; h < 2; h++ {
		plain(t, g, h)
		s.H[h].Health = [3]uint8{}
		s.H[h].Res, s.H[h].Dbl = [NumRes]uint8{}, [NumRes]uint8{}
	}
	s.Combat = combat{On: true, PvP: true, Hero: 0, Defender: 1, Enemy: none, Mon: none, Step: cbDamage, Rolled: true, Grey: 1, Red: 10}
	s.Dec = decision{}
	g.run(nil)
	if a, d := s.H[0].damage(), s.H[1].damage(); a != 1 || d != 0 {
		t.Errorf("grey 1, red 10: attacker %d damage, defender %d; want 1 and 0", a, d)
	}
}

// ---- Shards 21 and 22 of 24 (session 11).

// TestUIHexAtTheMapEdges (access.go UIHex: the board asks for spaces 0 …
// numHex−1; any other number shows nothing). By hand, space 0 (the start
// tile, face up) → revealed, its printed space; space numHex → the empty
// view, no panic. Kills access.go:190:7 (`x < 0` → `<=`: space 0 blank)
// and :16 (`x >= numHex` → `>`: the array read past its end).
func TestUIHexAtTheMapEdges(t *testing.T) {
	g := ready(t, 1, "1", 12)
	if v := g.UIHex(0); !v.Revealed || v.Space != *g.space(0) {
		t.Errorf("space 0: revealed %v, space %+v; want the start tile's %+v", v.Revealed, v.Space, *g.space(0))
	}
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("space %d: panic %v", numHex, r)
		}
	}()
	if v := g.UIHex(numHex); v.Revealed || v.LandToken != -1 || v.Water != -1 {
		t.Errorf("space %d (past the map): %+v, want the empty view", numHex, v)
	}
}

// TestTradeViewOfThePartnersItems (access.go UITrade: the items asked of
// the partner are his cards in the slots marked; a mark past his items
// names nothing). By hand, the partner holding one salve (95), marks on
// slots 0 and 1 (1 stale, an old card still in the array) → [the salve].
// Kills access.go:382 ×2 (`i < NItems` → `<=`: the stale slot listed;
// `i++` → `i--`: a negative slot, a panic).
func TestTradeViewOfThePartnersItems(t *testing.T) {
	g := ready(t, 2, "1", 12)
	s := &g.s
	a := s.Active
	o := &s.H[1-a]
	salve, buklak := cardID(t, g, 95, ""), cardID(t, g, 89, "")
	o.Items[0], o.Items[1], o.NItems = item{Card: salve}, item{Card: buklak}, 1
	s.Trade = trade{On: true, Partner: 1 - a, TakeIt: 1<<0 | 1<<1}
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("trade view: panic %v", r)
		}
	}()
	if got := g.UITrade().TakeItems; len(got) != 1 || got[0] != int(salve) {
		t.Errorf("items asked of a partner holding one salve: %v, want [%d]", got, salve)
	}
}

// TestPvPRedTenHurtsThePins (§4.22 step 3 with Przygwożdżenie: a final red
// of 10 or more hurts the attacker and every hero who played a pin on his
// side). By hand, 3 heroes, hero 2 played a pin, grey 1, red 10 → the
// attacker 1 injury, hero 2 1 injury, the defender none. Kills
// combat.go:525 (`h < Players` → `>=`: the pin unhurt) and :526
// (`Played == supPin` → `!=`: the others hurt instead).
func TestPvPRedTenHurtsThePins(t *testing.T) {
	g := ready(t, 3, "5", 12)
	s := &g.s
	for h := 0; h < 3; h++ {
		plain(t, g, h)
		s.H[h].Health = [3]uint8{}
		s.H[h].Res, s.H[h].Dbl = [NumRes]uint8{}, [NumRes]uint8{}
	}
	s.Combat = combat{On: true, PvP: true, Hero: 0, Defender: 1, Enemy: none, Mon: none, Step: cbDamage, Rolled: true, Grey: 1, Red: 10}
	s.Combat.Played[2] = supPin
	s.Dec = decision{}
	g.run(nil)
	if got := [3]int{s.H[0].damage(), s.H[1].damage(), s.H[2].damage()}; got != [3]int{1, 0, 1} {
		t.Errorf("grey 1, red 10, hero 2's pin: damage %v, want [1 0 1]", got)
	}
}

// TestPvPStealNeedsSomethingToSteal (§4.22 step 3: the hitter may take a
// resource from the one hit, if he holds any). By hand, grey 10, red 1:
// the defender holding nothing → no steal decision; holding 1 hide (the
// last resource of the list) → the attacker's steal decision. Kills
// combat.go:549 (`r++` → `r--`: only food looked at) and :550 ×2 (`has >
// 0` → `>=`: a steal from nothing; → `<=`).
func TestPvPStealNeedsSomethingToSteal(t *testing.T) {
	for _, tc := range []struct {
		hide  uint8
		steal bool
	}{{0, false}, {1, true}} {
		g := ready(t, 2, "5", 12)
		s := &g.s
		for h := 0; h < 2; h++ {
			plain(t, g, h)
			s.H[h].Health = [3]uint8{}
			s.H[h].Res, s.H[h].Dbl = [NumRes]uint8{}, [NumRes]uint8{}
			s.H[h].NItems = 0
		}
		s.H[1].Res[Hide] = tc.hide
		s.Combat = combat{On: true, PvP: true, Hero: 0, Defender: 1, Enemy: none, Mon: none, Step: cbDamage, Rolled: true, Grey: 10, Red: 1}
		s.Dec = decision{}
		g.run(nil)
		if got := s.Dec.Kind == decSteal; got != tc.steal {
			t.Errorf("grey 10, the defender holding %d hide: steal decision %v, want %v", tc.hide, got, tc.steal)
		}
	}
}

// TestIfWithAnElse (rules.toml «if WARUNEK then I [J]»: J resolves when
// the condition fails). Upał given «if solo then 0 1» over «gain jedzenie
// 1» / «gain drewno 1»: by hand, solo → 1 food; two players → 1 wood.
// Kills data.go:934 ×2 (`len(f)-ti == 3` → `+ti`, its minus inverted: the
// else never read).
func TestIfWithAnElse(t *testing.T) {
	const to = `effect = ["if solo then 0 1"]
alt = [["gain jedzenie 1"], ["gain drewno 1"]]
alt_text = ["a", "b"]`
	d := loadMutated(t, "cards_wyspa.toml", upalFrom, to)
	for _, tc := range []struct {
		players int
		res     uint8
	}{{1, Food}, {2, Wood}} {
		g := readyWith(t, d, tc.players, "1", 9)
		resolveUpal(t, g, tc.res, "«if solo then 0 1» with "+strconv.Itoa(tc.players)+" players")
	}
}

// TestTerrainNeedsACleanSource (§5.6: a terrain has at least one clean
// water source). The island's sources [clean, clean, dirty] made all dirty
// → refused «co najmniej jedno źródło czystej wody». Kills data.go:2350
// (`w == CleanWater` → `!=`: a dirty source read as clean).
func TestTerrainNeedsACleanSource(t *testing.T) {
	_, err := LoadData(mutated(t, "terrain_wyspa.toml", `water = ["czysta_woda", "czysta_woda", "brudna_woda"]`, `water = ["brudna_woda", "brudna_woda", "brudna_woda"]`))
	if err == nil || !strings.Contains(err.Error(), "co najmniej jedno źródło czystej wody") {
		t.Errorf("island with dirty sources only: %v, want refused «co najmniej jedno źródło czystej wody»", err)
	}
}

// TestIconWordOfAnInjury (data.go Plain: «{uraz}» in a card text reads as
// the injury's Polish name). By hand → «(` + DmgNames[Injury] + `)», not
// hunger's. Kills data.go:2638 (`k == Injury` → `!=`: «uraz» read as the
// first other damage, hunger).
func TestIconWordOfAnInjury(t *testing.T) {
	d := ready(t, 1, "1", 9).d
	if got, want := d.Plain("x {uraz} y"), "x ("+d.DmgNames[Injury]+") y"; got != want {
		t.Errorf("«x {uraz} y» reads %q, want %q", got, want)
	}
}

// TestEliminatedHoldingSixThreats (§4.17: a victim's persistent threats
// are discarded; a hero holds at most maxPersist, 6). By hand, a hero with
// 6 threats eliminated → none held, no panic. Kills effects.go:550 (`i <
// NThreats` → `<=`: a 7th slot cleared past the array).
func TestEliminatedHoldingSixThreats(t *testing.T) {
	g := ready(t, 2, "1", 12)
	p := &g.s.H[0]
	for i := range maxPersist {
		p.Threats[i] = uint8(i)
	}
	p.NThreats = maxPersist
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("eliminated with 6 threats: panic %v", r)
		}
	}()
	g.eliminate(0, nil)
	if p.NThreats != 0 || p.Status != stVictim {
		t.Errorf("eliminated with 6 threats: %d held, status %d; want 0, victim", p.NThreats, p.Status)
	}
}

// TestStageProgressTowardsAnItem (eval.go stageProgress: a «gain card N»
// stage reads as the group's nearness to where N lies, × evNear). By hand,
// scenario 2's stage 2.1 (gain card 31): progress = evNear × the best
// teamNear over card 31's places, never more than evNear. Kills eval.go:166
// (`evNear * near` → `/`: more than evNear while nobody is there).
func TestStageProgressTowardsAnItem(t *testing.T) {
	g := ready(t, 2, "2", 12)
	s := &g.s
	s.Quest = questIdx(t, g, "2.1")
	want := 0.0
	for _, loc := range g.t.ItemLocs[31] {
		want = max(want, evNear*g.teamNear(loc))
	}
	if !(want > 0 && want < evNear) {
		t.Fatalf("fixture: card 31's places at team nearness %v × evNear", want/evNear)
	}
	if got := g.stageProgress(); math.Abs(got-want) > 1e-9 {
		t.Errorf("stage 2.1, card 31 not near: progress %v, want %v", got, want)
	}
}

// TestFightResourcesInTheHeroScore (eval.go heroScore: wood, stone, poison
// and components are fight supplies, 0.03 each up to 4). By hand, one unit
// of stone, of poison, of components (nothing else) → the score up by
// 0.03 each against none. Kills eval.go:382 ×3 (a `+` of the sum → `−`:
// the unit counted −1).
func TestFightResourcesInTheHeroScore(t *testing.T) {
	g := ready(t, 1, "1", 9)
	p := &g.s.H[0]
	p.Res, p.Dbl, p.NItems = [NumRes]uint8{}, [NumRes]uint8{}, 0
	base := g.heroScore(0)
	for _, r := range []uint8{Stone, Poison, Component} {
		p.Res[r] = 1
		if got := g.heroScore(0) - base; math.Abs(got-0.03) > 1e-9 {
			t.Errorf("one %s: score up by %v, want 0.03", resIDs[r], got)
		}
		p.Res[r] = 0
	}
}

// TestRelicWinnerWithoutRelics (scenario 5, PROPOSED G6: at the deadline
// the hero with the most relics, then hearts, wins unless tied). By hand,
// no relics: hero 0 with 3 damage (score 0), hero 1 with 2 (score 1) →
// hero 1 wins. Kills night.go:238 ×2 (`best := −1` → `+1`: a best of 1 to
// beat, hero 1 read as a tie).
func TestRelicWinnerWithoutRelics(t *testing.T) {
	g := ready(t, 2, "5", 12)
	s := &g.s
	s.H[0].Relics, s.H[1].Relics = 0, 0
	s.H[0].Health = [3]uint8{Hunger, Hunger, Hunger}
	s.H[1].Health = [3]uint8{Hunger, Hunger}
	g.relicWinner(nil)
	if s.H[1].Status != stWon || s.H[0].Status == stWon {
		t.Errorf("no relics, hero 1 less hurt: statuses %d, %d; want hero 1 won", s.H[0].Status, s.H[1].Status)
	}
}

// TestNightDeckSecretOfTheBottomTwo (secrets.go: the night deck's order is
// secret among cards of one phase: the top two, or else the bottom two).
// By hand, a deck of 3 whose top two differ in phase and whose bottom two
// share one → a secret with the bottom two the other way round. Kills
// secrets.go:118:12 (`n >= 3` → `>`) and :49 (`Phase == Phase` → `!=`).
func TestNightDeckSecretOfTheBottomTwo(t *testing.T) {
	g := ready(t, 2, "1", 10)
	s := &g.s
	var one, two []uint8
	for i := range g.d.Night {
		switch g.d.Night[i].Phase {
		case 1:
			one = append(one, uint8(i))
		case 2:
			two = append(two, uint8(i))
		}
	}
	if len(one) < 2 || len(two) < 1 {
		t.Fatal("fixture: too few night cards of phases 1 and 2")
	}
	// Bottom … top: phase 1, phase 1, phase 2.
	s.Night[0], s.Night[1], s.Night[2], s.NNight = one[0], one[1], two[0], 3
	rng := engine.NewRNG(1)
	for _, sc := range secrets(g, &rng) {
		c := sc.Game.(*Game)
		if c.s.NNight == 3 && c.s.Night[0] == one[1] && c.s.Night[1] == one[0] && c.s.Night[2] == two[0] {
			return
		}
	}
	t.Error("no secret swaps the bottom two night cards of one phase")
}

// TestDescribeTradingAnItem (title.go describeChoice: giving an item names
// the card in that slot; a slot past the hero's items names nothing). By
// hand, the active hero holding one salve (95), a stale Bukłak in slot 1 →
// slot 0 «Maść ziołowa»; slot 1 no item named. Kills title.go:333 ×2 (`B <
// NItems` → `<=`: the stale slot named; → `>=`: the real one not).
func TestDescribeTradingAnItem(t *testing.T) {
	g := ready(t, 2, "1", 12)
	s := &g.s
	p := s.cur()
	p.Items[0], p.Items[1], p.NItems = item{Card: cardID(t, g, 95, "")}, item{Card: cardID(t, g, 89, "")}, 1
	s.Trade = trade{On: true, Partner: 1 - s.Active}
	s.Dec = decision{Kind: decTrade, Hero: s.Active}
	if e := describe(g, engine.Action{Kind: KindChoose, A: trGiveItem, B: 0}); e.Args["what"] != "Maść ziołowa" {
		t.Errorf("giving slot 0: %s %v, want «Maść ziołowa»", e.Key, e.Args)
	}
	if e := describe(g, engine.Action{Kind: KindChoose, A: trGiveItem, B: 1}); e.Args["what"] != nil {
		t.Errorf("giving slot 1 of one item: %s %v, want no item named", e.Key, e.Args)
	}
}

// TestRetreatTurnsWithTheCompass (§4.16, §8.5: the red face points the way
// through the compass, which a terrain may print turned). The python fight
// of the rules' example (grey 1, red 6 → sector 3) on a terrain turned by
// 1 → the token goes to the space in direction 4 from where it fought.
// Kills combat.go:357 (`+ CompassRot` → `−`: direction 2, the other way).
func TestRetreatTurnsWithTheCompass(t *testing.T) {
	g := pythonFight(t, 1, 6)
	s := &g.s
	g.t.CompassRot = 1
	from := s.Mon[0].Hex
	want, other := g.t.Adj[from][4], g.t.Adj[from][2]
	if want == none || other == none {
		t.Fatal("fixture: the python's space has no neighbour in direction 4 or 2")
	}
	for _, x := range []uint8{want, other} {
		s.SlotUp[int(x)/tileSpaces] = true
	}
	mustApply(t, g, engine.Action{Kind: KindChoose, A: modDone})
	if s.Mon[0].Hex != want {
		t.Errorf("red 6 with the compass turned by 1: python at %d, want %d (direction 4)", s.Mon[0].Hex, want)
	}
}

// TestCountOpsNeedAPositiveNumber (rules.toml: «relic N», «move N» … take
// a number of 1 or more). Card «gain drewno 2» made «relic 0» → refused
// «relic: liczba dodatnia». Kills data.go:837 (`err == nil` → `!=`: the
// refusal written only over an earlier error).
func TestCountOpsNeedAPositiveNumber(t *testing.T) {
	_, err := LoadData(mutated(t, "cards_wyspa.toml", `effect = ["gain drewno 2"]`, `effect = ["relic 0"]`))
	if err == nil || !strings.Contains(err.Error(), "relic: liczba dodatnia") {
		t.Errorf("«relic 0»: %v, want refused «relic: liczba dodatnia»", err)
	}
}

// TestCompassRotationOfZeroToFive (terrain: the compass is turned by 0 … 5
// sectors). The island given 5 → loads; 6 → refused. Kills data.go:1677
// (`> 5` → `>=`: 5 refused).
func TestCompassRotationOfZeroToFive(t *testing.T) {
	for _, tc := range []struct {
		rot     int
		refused bool
	}{{5, false}, {6, true}} {
		_, err := LoadData(mutated(t, "terrain_wyspa.toml", "compass_rotation = 0", "compass_rotation = "+strconv.Itoa(tc.rot)))
		if got := err != nil; got != tc.refused {
			t.Errorf("compass rotation %d: %v; refused %v, want %v", tc.rot, err, got, tc.refused)
		}
	}
}

// TestSleepValuesAtTheirBounds (night.toml sen: at least 6 elsewhere, as
// much or more at a fire, at most 12). «Głęboki sen» (9 / 7) given 7 / 7 →
// loads; 12 / 7 → loads; 13 / 7 → refused «sen daje co najmniej 6». Kills
// data.go:1989:31 (`Fire < Else` → `<=`: equal refused) and :52 (`Fire >
// 12` → `>=`: 12 refused).
func TestSleepValuesAtTheirBounds(t *testing.T) {
	const from = `fire = 9, else = 7 },
  { kind = "inspiracja"`
	for _, tc := range []struct {
		fire    int
		refused bool
	}{{7, false}, {12, false}, {13, true}} {
		to := "fire = " + strconv.Itoa(tc.fire) + `, else = 7 },
  { kind = "inspiracja"`
		expectRefusal(t, "night.toml", from, to, "sen daje co najmniej 6", tc.refused)
	}
}

// TestDeliveryWalkOfTheCarriersOnly (eval.go deliverProgress: the walk is
// that of the heroes carrying the resource). By hand, stage 1.3 (wood to
// the pool), 2 heroes, hero 0 carrying 1 wood, hero 1 none, no token or
// place promising wood (seek cost 16 each): effort = hero 0's walk + the
// units left + 16 per unit still missing — the same wherever hero 1
// stands. Kills eval.go:213 (`c > 0` → `>=`: hero 1's walk added).
func TestDeliveryWalkOfTheCarriersOnly(t *testing.T) {
	g := ready(t, 2, "1", 10)
	ownTerrain(g)
	s := &g.s
	q := questIdx(t, g, "1.3")
	dl := g.d.Quests[q].Deliver
	s.Quest, s.Delivered = q, 0
	for x := range s.Hx {
		s.Hx[x].Land = none
	}
	g.t.ResLocs[Wood] = nil
	for h := 0; h < 2; h++ {
		s.H[h].Res[Wood], s.H[h].Dbl[Wood] = 0, 0
	}
	s.H[0].Res[Wood] = 1
	left := g.deliverNeed(dl)
	walk := 12 * (1 - g.nearLoc(dl.Loc, 0))
	want := max(0, 2.6*(1-(walk+float64(left)+16*float64(left-1))/60))
	for _, x := range []uint8{s.H[0].Hex, g.t.Adj[s.H[0].Hex][0]} {
		if x == none {
			continue
		}
		s.H[1].Hex = x
		if got := g.deliverProgress(dl); math.Abs(got-want) > 1e-9 {
			t.Errorf("hero 1 (no wood) on space %d: progress %v, want %v", x, got, want)
		}
	}
}

// TestSecretsWithEveryTileFaceUp (secrets.go: with no face-down tile left
// there is no tile secret). By hand, every slot turned → no «zakryte
// kafelki mapy» entry, no panic. Kills secrets.go:45 (`a < numTiles` →
// `<=`: slot numTiles read past the array).
func TestSecretsWithEveryTileFaceUp(t *testing.T) {
	g := ready(t, 2, "1", 10)
	for slot := range g.s.SlotUp {
		g.s.SlotUp[slot] = true
	}
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("secrets with every tile face up: panic %v", r)
		}
	}()
	rng := engine.NewRNG(1)
	for _, sc := range secrets(g, &rng) {
		if sc.Name == "zakryte kafelki mapy" {
			t.Error("a tile secret with every tile face up")
		}
	}
}

// TestMonsterOnTheMapSecret (secrets.go «żetony potworów»: a face-down pool
// monster on the map trades with the pool's token). By hand, one face-down
// pool monster (token 1) and a pool of one other token (2) → a secret
// whose copy has token 2 on the map; with the pool empty → no such copy.
// Kills secrets.go:93:30 (`Src == monPool` → `!=`), :65 (`NMonPool > 0` →
// `>=`: a swap with an empty pool; → `<=`: never).
func TestMonsterOnTheMapSecret(t *testing.T) {
	for _, tc := range []struct {
		pool uint8
		want bool
	}{{1, true}, {0, false}} {
		g := ready(t, 2, "1", 10)
		s := &g.s
		s.Mon[0], s.NMon = monster{Hex: s.H[0].Hex, Src: monPool, Token: 1}, 1
		s.MonPool[0], s.NMonPool = 2, tc.pool
		rng := engine.NewRNG(1)
		found := false
		for _, sc := range secrets(g, &rng) {
			if c := sc.Game.(*Game); c.s.Mon[0].Token == 2 {
				found = true
			}
		}
		if found != tc.want {
			t.Errorf("a face-down pool monster, %d token(s) in the pool: swapped %v, want %v", tc.pool, found, tc.want)
		}
	}
}

// TestItemEffectKnowsItsCard (§4.8: an item gained with an effect that
// puts markers on it). Bukłak (89) given «markers 2» for the test: by
// hand, gained → 2 markers on it. Kills effects.go:813 (`f != nil` → `==`:
// the frame never told which item it came from, the markers lost).
func TestItemEffectKnowsItsCard(t *testing.T) {
	const buklak = "copies = 4\npassive = [\"carry 2\"]"
	d := loadMutated(t, "items.toml", buklak, buklak+"\neffect = [\"markers 2\"]")
	g := readyWith(t, d, 1, "1", 9)
	p := &g.s.H[0]
	p.NItems = 0
	g.gainItem(0, cardID(t, g, 89, ""), nil)
	g.run(nil)
	if p.NItems != 1 || p.Items[0].Markers != 2 {
		t.Errorf("Bukłak with «markers 2» gained: %d items, %d markers; want 1 and 2", p.NItems, p.Items[0].Markers)
	}
}

// TestPassiveMissingItsNumber (rules.toml: «carry N» names its number):
// Bukłak's «carry 2» cut to «carry» → refused «brak argumentu», no panic.
// Kills data.go:957 (`i >= len(f)` → `>`: the missing number read past
// the fields, a panic).
func TestPassiveMissingItsNumber(t *testing.T) {
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("«carry» without its number: panic %v", r)
		}
	}()
	_, err := LoadData(mutated(t, "items.toml", `passive = ["carry 2"]`, `passive = ["carry"]`))
	if err == nil || !strings.Contains(err.Error(), "brak argumentu") {
		t.Errorf("«carry» without its number: %v, want refused «brak argumentu»", err)
	}
}

// TestViewWithFiveLandscapeTypes (data.go: a terrain has 3 … 5 landscape
// types; View hides each type's tokens). The island given a fifth type
// («Mgła», one wood token taken from «Tropy») → loads, and a view of its
// game is made without a panic. Kills view.go:69 (`ty < len(LandTypes)` →
// `<=`: a sixth pool read past the array).
func TestViewWithFiveLandscapeTypes(t *testing.T) {
	const from = `count = 15
source = "authored"
tokens = ["r mieso", "r mieso", "r2 mieso", "r skora", "r skora", "r jedzenie", "r trucizna", "r drewno", "r lekarstwo",`
	const to = `count = 14
source = "authored"
tokens = ["r mieso", "r mieso", "r2 mieso", "r skora", "r skora", "r jedzenie", "r trucizna", "r lekarstwo",`
	m := mutated(t, "terrain_wyspa.toml", from, to).(fstest.MapFS)
	f := m["terrain_wyspa.toml"]
	f.Data = append(f.Data, []byte("\n[[landscape]]\nid = \"mgla\"\nname = \"Mgła\"\ncount = 1\nsource = \"authored\"\ntokens = [\"r drewno\"]\n")...)
	d, err := LoadData(m)
	if err != nil {
		t.Fatalf("the island with a fifth landscape type: %v", err)
	}
	g := readyWith(t, d, 2, "1", 12)
	if len(g.t.LandTypes) != maxLandTypes {
		t.Fatalf("fixture: %d landscape types, want %d", len(g.t.LandTypes), maxLandTypes)
	}
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("a view with five landscape types: panic %v", r)
		}
	}()
	g.View(0)
}

// TestSeekCostOfAnUncertainPlace (eval.go seekCost: a place whose card
// yields r only sometimes — Units, the expected yield, below 1 — takes
// 1/Units visits per unit). By hand, the only place for r with Units 0.5
// or so, the hero standing on it, no token on the map → 1/Units (2 for
// 0.5). Kills eval.go:261 (`1 / min(1, Units)` → `1 *`: 0.5, cheaper than
// a sure place).
func TestSeekCostOfAnUncertainPlace(t *testing.T) {
	g := ready(t, 1, "1", 12)
	ownTerrain(g)
	s := &g.s
	for x := range s.Hx {
		s.Hx[x].Land = none
	}
	for r := uint8(0); r < NumRes; r++ {
		for _, ly := range g.t.ResLocs[r] {
			if !(ly.Units < 1) || ly.Units <= 0 {
				continue
			}
			g.t.ResLocs[r] = []LocYield{ly}
			slot := numTiles - 1
			lay(g, slot, s.Slot[slot], [tileSpaces]Space{space(t, g, "trawa", ly.Loc, "", false), space(t, g, "trawa", 0, "", false),
				space(t, g, "trawa", 0, "", false)}, true)
			s.H[0].Hex = uint8(slot * tileSpaces)
			if got, want := g.seekCost(r, 0), 1/ly.Units; math.Abs(got-want) > 1e-9 {
				t.Errorf("hero on location %d (yields %v %s a visit): seek cost %v, want %v", ly.Loc, ly.Units, resIDs[r], got, want)
			}
			return
		}
	}
	t.Fatal("fixture: no place yields less than 1 a visit")
}

// ---- Shard 23 of 24 (session 11).

// TestCookWithOlu (Olu Adeyemi, «Kiedy gotujesz mięso, zyskujesz 1
// dodatkowe jedzenie»: cook_plus 1). By hand, Olu cooks 1 meat → 1 + 1 =
// 2 food. Kills apply.go:95 (`n + cookPlus` → `−`: nothing gained).
func TestCookWithOlu(t *testing.T) {
	g := ready(t, 1, "1", 9)
	plain(t, g, 0)
	p := &g.s.H[0]
	p.Res, p.Dbl = [NumRes]uint8{}, [NumRes]uint8{}
	p.Res[Meat], p.Stamina = 1, 5
	g.s.Hx[p.Hex].Fire = 1 // lit
	a := engine.Action{Kind: KindCook, A: 1}
	if !legal(g, a) {
		t.Fatalf("fixture: cooking 1 meat not offered: %v", g.Legal(nil))
	}
	mustApply(t, g, a)
	if p.Res[Food] != 2 || p.Res[Meat] != 0 {
		t.Errorf("Olu cooked 1 meat: %d food, %d meat; want 2 and 0", p.Res[Food], p.Res[Meat])
	}
}

// TestRadioSupportsFromFiveSpaces (Radio polowe, 99: «Możesz wspierać w
// walce bohaterów oddalonych o najwyżej 5 pól»; support_range 5). By hand,
// hero 1 with a support card 5 spaces from the fighter → a supporter with
// the radio, not without it. Kills combat.go:119:14 (`Kind == pasSupport`
// → `!=`: the radio ignored) and :41 negation (`N > r` → `<=`).
func TestRadioSupportsFromFiveSpaces(t *testing.T) {
	g := ready(t, 2, "1", 12)
	s := &g.s
	plain(t, g, 0)
	plain(t, g, 1)
	var a, b uint8 = none, none
	for x := uint8(0); x < numHex && a == none; x++ {
		for y := uint8(0); y < numHex; y++ {
			if g.t.Dist[x][y] == 5 {
				a, b = x, y
				break
			}
		}
	}
	if a == none {
		t.Fatal("fixture: no two spaces 5 apart")
	}
	s.H[0].Hex, s.H[1].Hex, s.H[1].Support = a, b, true
	s.H[1].NItems = 0
	s.Combat = combat{On: true, Hero: 0, Enemy: cardID(t, g, 75, ""), Mon: none, Step: cbSupport}
	if g.canSupport(1) {
		t.Error("5 spaces away without the radio: a supporter")
	}
	s.H[1].Items[0], s.H[1].NItems = item{Card: cardID(t, g, 99, "")}, 1
	if !g.canSupport(1) {
		t.Error("5 spaces away with Radio polowe: not a supporter")
	}
}

// TestAbilityPaidWithTheLastStamina (rules.toml combat cost «stamina N»:
// paid with N stamina). Mei Lin's ability made «plus grey 1 stamina 2»:
// by hand, with exactly 2 stamina → payable; with 1 → not. Kills
// combat.go:647 (`Stamina >= Arg` → `>`).
func TestAbilityPaidWithTheLastStamina(t *testing.T) {
	d := loadMutated(t, "characters.toml", `combat = ["plus grey 1 free"]`, `combat = ["plus grey 1 stamina 2"]`)
	g := readyWith(t, d, 1, "1", 9)
	p := &g.s.H[0]
	p.Char = charIndex(t, g, "Mei Lin")
	ab := &g.d.Characters[p.Char].Combat[0]
	for _, tc := range []struct {
		stamina uint8
		want    bool
	}{{2, true}, {1, false}} {
		p.Stamina = tc.stamina
		if got := g.canPay(0, 0, ab, false); got != tc.want {
			t.Errorf("a 2-stamina ability with %d stamina: payable %v, want %v", tc.stamina, got, tc.want)
		}
	}
}

// TestAbilitySourcePastTheItems (combat.go abilitySource: an ability's
// source is the character (0) or item slot src−1; a slot past the items
// names nothing). By hand, one salve held, a stale Bukłak in slot 1 →
// source 1 «Maść ziołowa», source 2 "". Kills combat.go:815 (`src−1 <
// NItems` → `<=`: the stale card named).
func TestAbilitySourcePastTheItems(t *testing.T) {
	g := ready(t, 1, "1", 9)
	p := &g.s.H[0]
	p.Items[0], p.Items[1], p.NItems = item{Card: cardID(t, g, 95, "")}, item{Card: cardID(t, g, 89, "")}, 1
	if got := g.abilitySource(0, 1); got != "Maść ziołowa" {
		t.Errorf("source 1: %q, want «Maść ziołowa»", got)
	}
	if got := g.abilitySource(0, 2); got != "" {
		t.Errorf("source 2 with one item: %q, want none", got)
	}
}

// TestPersistentThreatNeedsAWayOut (data.go: a persistent threat stays
// until something discards it, so it needs an action or a night effect to
// do so). Skręcona kostka without its action «Usztywnij kostkę» → refused
// «karta trwała potrzebuje sposobu odrzucenia». Kills data.go:2063
// (`Night == noEffect` → `!=`: the card with neither accepted).
func TestPersistentThreatNeedsAWayOut(t *testing.T) {
	_, err := LoadData(mutated(t, "threats.toml", `action = [{ cost = 2, effect = ["discard_self"], text = "Usztywnij kostkę: odrzuć tę kartę." }]`, ``))
	if err == nil || !strings.Contains(err.Error(), "karta trwała potrzebuje sposobu odrzucenia") {
		t.Errorf("a persistent threat with no action and no night effect: %v, want refused", err)
	}
}

// TestDeadlineOfFiveNumbers (quests.toml deadline: one for 1, 2, 3 and 4
// players). Scenario 1's [4, 5, 6, 7] given a fifth, 8 → refused «termin
// (deadline) dla 1, 2, 3 i 4 graczy», no panic. Kills data.go:2111 (`i <
// maxPlayers` → `<=`: the fifth written past the array).
func TestDeadlineOfFiveNumbers(t *testing.T) {
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("five deadlines: panic %v", r)
		}
	}()
	_, err := LoadData(mutated(t, "quests.toml", "deadline = [4, 5, 6, 7]", "deadline = [4, 5, 6, 7, 8]"))
	if err == nil || !strings.Contains(err.Error(), "dla 1, 2, 3 i 4 graczy") {
		t.Errorf("five deadlines: %v, want refused", err)
	}
}

// TestSecondCopyWithAnEffect (§4.8: a second copy of a name replaces the
// first — alone on his space the hero discards the old one at once; with
// another hero there he first chooses to discard it or give it away — and
// the new card's effect applies to the new card). Bukłak (89) given
// «markers 2» for the test: by hand, a hero holding [Bukłak (old), salve]
// gains another Bukłak → he ends with [salve, Bukłak], the new Bukłak
// holding the 2 markers, in both cases (alone; with a partner, the old one
// discarded or given). Kills effects.go:815 ×4 (`old >= 0` → `>`; `old <
// Item` → `>=`; `Dec == decDup` → `!=`: the effect's slot not moved down
// when the old copy leaves after the choice, or moved when it already
// left). It found the bug the fix of session 11 mends: the slot was moved
// down in the wrong case (alone), so the markers went on the salve.
func TestSecondCopyWithAnEffect(t *testing.T) {
	const buklak = "copies = 4\npassive = [\"carry 2\"]"
	d := loadMutated(t, "items.toml", buklak, buklak+"\neffect = [\"markers 2\"]")
	for _, tc := range []struct {
		name    string
		players int
		answer  engine.Action // to the duplicate choice, when there is one
	}{
		{"alone", 1, engine.Action{}},
		{"with a partner, the old one discarded", 2, engine.Action{Kind: KindChoose, A: 0}},
		{"with a partner, the old one given", 2, engine.Action{Kind: KindChoose, A: 1, B: 1}},
	} {
		g := readyWith(t, d, tc.players, "1", 9)
		s := &g.s
		s.Active = 0
		p := &s.H[0]
		if tc.players == 2 {
			s.H[1].Hex, s.H[1].NItems = p.Hex, 0
		}
		b, salve := cardID(t, g, 89, ""), cardID(t, g, 95, "")
		p.Items[0], p.Items[1], p.NItems = item{Card: b}, item{Card: salve}, 2
		g.gainItem(0, b, nil)
		if tc.players == 2 {
			if s.Dec.Kind != decDup {
				t.Fatalf("%s: decision %d, want the duplicate choice", tc.name, s.Dec.Kind)
			}
			mustApply(t, g, tc.answer)
		}
		g.run(nil)
		if p.NItems != 2 || p.Items[0].Card != salve || p.Items[1].Card != b || p.Items[1].Markers != 2 || p.Items[0].Markers != 0 {
			t.Errorf("%s: a second Bukłak with «markers 2» gained: items %v; want [salve, Bukłak with 2 markers]", tc.name, p.Items[:p.NItems])
		}
	}
}

// TestDiscardFromAFullPack (effects.go discardItem: the items after the
// slot close up). By hand, 14 items (the most a hero holds), slot 3
// discarded → 13, the others in order, no panic. Kills effects.go:839 ×2
// (`NItems−1` → `+1`: the slice past the array, a panic).
func TestDiscardFromAFullPack(t *testing.T) {
	g := ready(t, 1, "1", 9)
	p := &g.s.H[0]
	salve, b := cardID(t, g, 95, ""), cardID(t, g, 89, "")
	for i := range maxItems {
		p.Items[i] = item{Card: salve, Markers: uint8(i)}
	}
	p.Items[3].Card = b
	p.NItems = maxItems
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("a discard from 14 items: panic %v", r)
		}
	}()
	g.discardItem(0, 3, nil)
	if p.NItems != maxItems-1 || p.Items[3].Markers != 4 || p.Items[12].Markers != 13 {
		t.Errorf("slot 3 of 14 discarded: %d left, slot 3 holds %+v, slot 12 %+v; want 13, the 4th and 14th", p.NItems, p.Items[3], p.Items[12])
	}
}

// TestProjectDrawWithAFullHand (state.go maxHand: a hand holds at most 12
// projects, G10). By hand, 12 in hand → a draw takes nothing, no panic.
// Kills effects.go:863 (`NProj >= maxHand` → `>`: a 13th written past the
// array).
func TestProjectDrawWithAFullHand(t *testing.T) {
	g := ready(t, 1, "1", 9)
	s := &g.s
	p := &s.H[0]
	for i := range maxHand {
		p.Proj[i] = uint8(i % numProjects)
	}
	p.NProj = maxHand
	deck := s.NProjDeck
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("a draw with 12 projects: panic %v", r)
		}
	}()
	g.drawProject(0, false, nil)
	if p.NProj != maxHand || s.NProjDeck != deck {
		t.Errorf("a draw with 12 projects in hand: %d in hand, deck %d (was %d); want 12, unchanged", p.NProj, s.NProjDeck, deck)
	}
}

// TestSnoreWithTheMapFull (Chrapanie: the monster nearest the snorer moves
// toward him; the map holds at most maxMon, 20, tokens). By hand, 20 pool
// monsters, a snore patrol → no panic, one of them targeted. Kills
// effects.go:1319 (`i < NMon` → `<=`: a 21st token read past the array).
func TestSnoreWithTheMapFull(t *testing.T) {
	g := ready(t, 1, "1", 9)
	s := &g.s
	python := cardID(t, g, 75, "")
	for i := range maxMon {
		s.Mon[i] = monster{Hex: 0, Enemy: python, Src: monPool, Up: true}
	}
	s.NMon = maxMon
	s.Pat = patrol{On: true, N: 1, Snore: 0}
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("a snore with 20 monsters: panic %v", r)
		}
	}()
	g.stepPatrol(nil)
}

// TestOnlyPhaseTwoNightCardsComeBack (§4.13: when the night deck runs out,
// only the phase II cards are shuffled into a new one). By hand, an empty
// deck, the discards one phase I and one phase II card → the night drawn
// is the phase II card, the deck then empty. Kills night.go:23 (`Phase ==
// 2` → `!=`: the phase I card back instead).
func TestOnlyPhaseTwoNightCardsComeBack(t *testing.T) {
	g := ready(t, 1, "1", 9)
	s := &g.s
	var one, two uint8 = none, none
	for i := range g.d.Night {
		switch g.d.Night[i].Phase {
		case 1:
			one = uint8(i)
		case 2:
			two = uint8(i)
		}
	}
	s.NNight = 0
	s.NightDisc[0], s.NightDisc[1], s.NNightDisc = one, two, 2
	g.startNight(nil)
	if s.NightCard != two || s.NNight != 0 {
		t.Errorf("night deck refilled from a phase I and a phase II card: drew %d (phase %d), %d left; want the phase II card %d, 0 left",
			s.NightCard, g.d.Night[s.NightCard].Phase, s.NNight, two)
	}
}

// TestSimReportListsDamage (report.go: each hero's damage dials that are
// not hearts, by id). By hand, one hunger → ["glod"]. Kills report.go:47
// (`d != Heart` → `==`: the hearts listed instead).
func TestSimReportListsDamage(t *testing.T) {
	g := ready(t, 1, "1", 12)
	g.s.H[0].Health = [3]uint8{Hunger}
	var out struct {
		Heroes []struct {
			Damage []string `json:"damage"`
		} `json:"heroes"`
	}
	b, err := json.Marshal(g)
	if err != nil || json.Unmarshal(b, &out) != nil || len(out.Heroes) != 1 {
		t.Fatalf("report %s: %v", b, err)
	}
	if got := out.Heroes[0].Damage; len(got) != 1 || got[0] != "glod" {
		t.Errorf("one hunger: damage %v, want [glod]", got)
	}
}

// TestTileSecretHiddenFromEveryone (secrets.go: the face-down tiles are
// hidden from every seat and the observer). By hand, 2 players → the
// secret «zakryte kafelki mapy» hidden from seats 0, 1 and the observer.
// Kills secrets.go:23 (`h < Players` → `>=`: the seats left out, only the
// observer checked).
func TestTileSecretHiddenFromEveryone(t *testing.T) {
	g := ready(t, 2, "1", 10)
	rng := engine.NewRNG(1)
	for _, sc := range secrets(g, &rng) {
		if sc.Name != "zakryte kafelki mapy" {
			continue
		}
		want := []engine.Seat{0, 1, engine.Observer}
		if len(sc.Hidden) != 3 || sc.Hidden[0] != want[0] || sc.Hidden[1] != want[1] || sc.Hidden[2] != want[2] {
			t.Errorf("the tile secret hidden from %v, want %v", sc.Hidden, want)
		}
		return
	}
	t.Fatal("fixture: no tile secret at the start")
}

// TestRevealedPastTheMap (state.go revealed: a space number past the map —
// none, 255, or numHex — is never revealed). Kills state.go:527 (`h <
// numHex` → `<=`: space numHex read past the array, a panic).
func TestRevealedPastTheMap(t *testing.T) {
	g := ready(t, 1, "1", 9)
	for slot := range g.s.SlotUp {
		g.s.SlotUp[slot] = true
	}
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("revealed(numHex): panic %v", r)
		}
	}()
	for _, x := range []uint8{numHex, none} {
		if g.revealed(x) {
			t.Errorf("space %d (past the map) revealed", x)
		}
	}
}

// TestDescribeTheLeaderHandOff (§4.13: at the end of the night the leader
// keeps the role or hands it on). By hand, the leader choosing himself →
// «leader_keep»; the other hero → «leader» naming him. Kills title.go:311
// (`A == h` → `!=`: the two read the other way round).
func TestDescribeTheLeaderHandOff(t *testing.T) {
	g := ready(t, 2, "1", 12)
	s := &g.s
	h := s.Leader
	s.Dec = decision{Kind: decLeader, Hero: h}
	if e := describe(g, engine.Action{Kind: KindChoose, A: h}); e.Key != "discover.act.leader_keep" {
		t.Errorf("the leader keeping the role: %s, want discover.act.leader_keep", e.Key)
	}
	if e := describe(g, engine.Action{Kind: KindChoose, A: 1 - h}); e.Key != "discover.act.leader" {
		t.Errorf("the leader handing it on: %s, want discover.act.leader", e.Key)
	}
}

// TestUISlotFaceDown (access.go UISlot: a face-down slot shows its stack,
// not its tile: tile −1). Kills access.go:167 ×2 (`−1` → `+1`: tile 1
// shown, the tile's secret given away to the board).
func TestUISlotFaceDown(t *testing.T) {
	g := ready(t, 1, "1", 12)
	g.s.SlotUp[1] = false
	if st, up, tile := g.UISlot(1); up || tile != -1 || st != int(g.t.SlotStack[1]) {
		t.Errorf("face-down slot 1: stack %d, up %v, tile %d; want stack %d, false, −1", st, up, tile, g.t.SlotStack[1])
	}
}

// TestTeleportToAPlace (rules.toml «teleport N»: the hero is put on
// location N, if it is on the map). Upał given «teleport 1»: by hand,
// location 1 on no face-up space → the hero stays, no panic; location 1 on
// a face-up space → he is put there. Kills effects.go:287 ×2 (`len > 0` →
// `>=`: the empty list read, a panic; → `<=`: never moved).
func TestTeleportToAPlace(t *testing.T) {
	d := loadMutated(t, "cards_wyspa.toml", upalFrom, `effect = ["teleport 1"]`)
	g := readyWith(t, d, 1, "1", 9)
	ownTerrain(g)
	s := &g.s
	var buf [4]uint8
	for _, x := range g.locHexes(buf[:0], 1) {
		s.SlotUp[int(x)/tileSpaces] = false
	}
	at := s.H[0].Hex
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("teleport to a place not on the map: panic %v", r)
			}
		}()
		g.push(d.Cards[cardID(t, g, 26, "")].Effect, 0, none, nil)
		g.run(nil)
	}()
	if s.H[0].Hex != at {
		t.Errorf("teleport to location 1, face down: hero on %d, want still %d", s.H[0].Hex, at)
	}
	slot := numTiles - 1
	lay(g, slot, s.Slot[slot], [tileSpaces]Space{space(t, g, "trawa", 1, "", false), space(t, g, "trawa", 0, "", false),
		space(t, g, "trawa", 0, "", false)}, true)
	s.Dec = decision{}
	g.push(d.Cards[cardID(t, g, 26, "")].Effect, 0, none, nil)
	g.run(nil)
	if want := uint8(slot * tileSpaces); s.H[0].Hex != want {
		t.Errorf("teleport to location 1 on space %d: hero on %d", want, s.H[0].Hex)
	}
}

// TestItemActionDiscardingItself (rules.toml «discard_self» in an item's
// action discards that item). Bukłak given the action «Porzuć:
// discard_self» at no cost: by hand, used from slot 0 of [Bukłak, salve] →
// [salve]; a frame pointing at slot NItems (the item already gone) →
// nothing discarded. Kills effects.go:335:15 (`Item != none` → `==`) and
// :33 ×2 (`Item < NItems` → `<=`: the slot past the items discarded; →
// `>=`).
func TestItemActionDiscardingItself(t *testing.T) {
	const buklak = "copies = 4\npassive = [\"carry 2\"]"
	d := loadMutated(t, "items.toml", buklak, buklak+"\naction = [{ cost = 0, effect = [\"discard_self\"], text = \"Porzuć bukłak.\" }]")
	g := readyWith(t, d, 1, "1", 9)
	s := &g.s
	p := s.cur()
	b, salve := cardID(t, g, 89, ""), cardID(t, g, 95, "")
	p.Items[0], p.Items[1], p.NItems = item{Card: b}, item{Card: salve}, 2
	mustApply(t, g, engine.Action{Kind: KindCard, A: srcItem, B: 0, C: 0})
	settle(t, g)
	if p.NItems != 1 || p.Items[0].Card != salve {
		t.Errorf("Bukłak's «discard_self» used: items %v, want [salve]", p.Items[:p.NItems])
	}
	// A frame whose item slot is past the items (the card already gone).
	p.Items[1] = item{Card: b}
	f := g.push(d.Cards[b].Actions[0].Effect, uint8(s.Active), none, nil)
	f.Item = p.NItems
	g.run(nil)
	if p.NItems != 1 || p.Items[0].Card != salve {
		t.Errorf("«discard_self» of slot %d with one item: items %v, want [salve] kept", 1, p.Items[:p.NItems])
	}
}

// TestTwoThreatsDiscardingThemselvesAtNight (night step of persistent
// threats: each held threat's night effect acts once; «discard_self»
// discards that very card). Skręcona kostka given the night effect
// «discard_self» for the test (no shipped threat has one), held twice: by
// hand, after the threats' night step → none held. Before session 11's fix
// one stayed: the frames ran lowest slot first, and the first discard
// moved the other card down out of its frame's slot.
func TestTwoThreatsDiscardingThemselvesAtNight(t *testing.T) {
	const kostka = `passive = ["move_plus 1"]`
	d := loadMutated(t, "threats.toml", kostka, kostka+"\n"+`night = ["discard_self"]`)
	g := readyWith(t, d, 1, "1", 12)
	s := &g.s
	idx := -1
	for i, tc := range g.d.Threats[g.t.ThreatColour] {
		if tc.Title == "Skręcona kostka" {
			idx = i
		}
	}
	if idx < 0 {
		t.Fatal("fixture: no Skręcona kostka")
	}
	p := &s.H[0]
	p.Threats[0], p.Threats[1], p.NThreats = uint8(idx), uint8(idx), 2
	s.Phase, s.NightStep, s.NightDone = phNight, nightThreats, 0
	s.Dec = decision{}
	g.stepNight(nil)
	g.run(nil)
	if p.NThreats != 0 {
		t.Errorf("two Skręcona kostka discarding themselves at night: %d held, want none", p.NThreats)
	}
}

// TestDescribeDroppingOverTheLoad (§4.8 load limit: over it, the hero
// drops resources or items; title.go describeChoice names which). By hand,
// answer A 1, B wood → «drop» naming wood; A 0, B slot 0 holding the salve
// → the item's drop naming «Maść ziołowa»; A 0, B 1 (a stale card past
// the one held) → no item named. Kills title.go:260 (`A == 1` → `!=`: the
// two read the other way round) and :262 (`B < NItems` → `<=`).
func TestDescribeDroppingOverTheLoad(t *testing.T) {
	g := ready(t, 1, "1", 12)
	s := &g.s
	p := s.cur()
	p.Items[0], p.NItems = item{Card: cardID(t, g, 95, "")}, 1
	s.Dec = decision{Kind: decLoad, Hero: s.Active}
	if e := describe(g, engine.Action{Kind: KindChoose, A: 1, B: Wood}); e.Key != "discover.act.drop" || e.Args["res"] == nil {
		t.Errorf("dropping wood: %s %v, want discover.act.drop naming the resource", e.Key, e.Args)
	}
	if e := describe(g, engine.Action{Kind: KindChoose, A: 0, B: 0}); e.Key == "discover.act.drop" || !strings.Contains(strings.Join(argStrings(e.Args), " "), "Maść ziołowa") {
		t.Errorf("dropping the salve: %s %v, want the item's drop naming «Maść ziołowa»", e.Key, e.Args)
	}
	p.Items[1] = item{Card: cardID(t, g, 89, "")} // stale: one item held
	if e := describe(g, engine.Action{Kind: KindChoose, A: 0, B: 1}); strings.Contains(strings.Join(argStrings(e.Args), " "), "Bukłak") {
		t.Errorf("dropping slot 1 of one item: %s %v, want no item named", e.Key, e.Args)
	}
}

// argStrings lists an event's string arguments.
func argStrings(args map[string]any) []string {
	var out []string
	for _, v := range args {
		if s, ok := v.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

// ---- The untested lines of session 11 (their rows stale since session 9).

// TestLootFromAFullPack (§4.17: a hero takes one item from a victim on his
// space). By hand, a victim holding 14 items (the most there are), slot 3
// taken → the victim 13, in order, the looter 1 more, no panic. Kills
// apply.go:288 ×2 (`NItems−1` → `+1`: the slice past the array).
func TestLootFromAFullPack(t *testing.T) {
	g := ready(t, 2, "1", 12)
	s := &g.s
	h := s.Active
	v := &s.H[1-h]
	salve, b := cardID(t, g, 95, ""), cardID(t, g, 89, "")
	for i := range maxItems {
		v.Items[i] = item{Card: salve, Markers: uint8(i)}
	}
	v.Items[3].Card = b
	v.NItems, v.Status, v.Hex = maxItems, stVictim, s.H[h].Hex
	s.H[h].NItems = 0
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("loot from 14 items: panic %v", r)
		}
	}()
	g.loot(h, engine.Action{Kind: KindLoot, A: 1 - h, B: 1, C: 3}, nil)
	if v.NItems != maxItems-1 || v.Items[3].Markers != 4 || s.H[h].NItems != 1 || s.H[h].Items[0].Card != b {
		t.Errorf("slot 3 of 14 looted: victim %d items (slot 3 %+v), looter %d; want 13, the 4th, 1 Bukłak", v.NItems, v.Items[3], s.H[h].NItems)
	}
}

// TestShareTheLastRewardUnit (§4.14: after a won fight the hero may give
// part of the reward to heroes who supported him, unit by unit, as long as
// some is left). By hand, a reward of 1 meat, the hero holding 2, hero 1
// asked: 1 meat given → hero 1 holds 1 more, nothing left to share, the
// sharing over. Kills apply.go:504 (`RewardN−−` → `++`: the reward grows,
// the sharing offered again).
func TestShareTheLastRewardUnit(t *testing.T) {
	g := ready(t, 2, "1", 12)
	s := &g.s
	c := &s.Combat
	c.Hero, c.RewardN, c.Ask = 0, [NumRes]uint8{Meat: 1}, 1<<1
	s.H[0].Res[Meat], s.H[0].Dbl[Meat] = 2, 0
	before := s.H[1].Res[Meat]
	s.Dec = decision{Kind: decShare, Hero: 0}
	a := engine.Action{Kind: KindChoose, A: 1, B: Meat, C: 1}
	if !legal(g, a) {
		t.Fatalf("fixture: sharing meat with hero 1 not offered: %v", g.Legal(nil))
	}
	mustApply(t, g, a)
	if s.H[1].Res[Meat] != before+1 || c.RewardN[Meat] != 0 || s.Dec.Kind == decShare {
		t.Errorf("the only reward meat shared: hero 1 meat %d (was %d), reward left %d, decision %d; want +1, 0, the sharing over",
			s.H[1].Res[Meat], before, c.RewardN[Meat], s.Dec.Kind)
	}
}

// TestEncounterBackUnderItsDeck (§4.22: an encounter #100 event goes back
// under its deck when resolved — if its card is still in the game, and
// the deck has room). By hand, scenario 5: a resolved encounter card with
// a copy left → under the deck (its first card), one more; with none left
// → not returned; with the deck full (24) → not returned, no panic. Kills
// effects.go:144:38 (`NEnc < maxEnc` → `<=`: a 25th written past the
// array) and :64 (`Left > 0` → `>=`: a card out of the game returned).
func TestEncounterBackUnderItsDeck(t *testing.T) {
	for _, tc := range []struct {
		name      string
		left, enc uint8
		back      bool
	}{{"a copy left", 1, 3, true}, {"none left", 0, 3, false}, {"the deck full", 1, maxEnc, false}} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: panic %v", tc.name, r)
				}
			}()
			g := ready(t, 2, "5", 12)
			s := &g.s
			if s.NEnc == 0 {
				t.Fatal("fixture: no encounter deck in scenario 5")
			}
			id := s.Enc[0]
			for i := range s.Enc {
				s.Enc[i] = s.Enc[0]
			}
			s.NEnc, s.Left[id] = tc.enc, tc.left
			s.Frames[0], s.NFrames = frame{Eff: g.d.Cards[id].Effect, Hero: 0, Src: id, Item: none, Land: none, Thr: none, Enc: true}, 1
			g.popFrame(nil)
			if got := s.NEnc == tc.enc+1; got != tc.back {
				t.Errorf("%s: %d in the encounter deck (were %d); returned %v, want %v", tc.name, s.NEnc, tc.enc, got, tc.back)
			}
		}()
	}
}

// TestItemChoiceDiscardingItself (rules.toml: a choice's alternatives act
// for the card the choice came from). Bukłak given the action «choose 0 1»
// over «discard_self» / «gain drewno 1»: by hand, used and the first
// chosen → the Bukłak discarded. Kills effects.go:360 (`nf != nil` → `==`:
// the alternative not told its item, nothing discarded).
func TestItemChoiceDiscardingItself(t *testing.T) {
	const buklak = "copies = 4\npassive = [\"carry 2\"]"
	d := loadMutated(t, "items.toml", buklak, buklak+"\n"+`action = [{ cost = 0, effect = ["choose 0 1"], text = "Porzuć albo napełnij." }]
alt = [["discard_self"], ["gain drewno 1"]]
alt_text = ["Porzuć", "Zbierz drewno"]`)
	g := readyWith(t, d, 1, "1", 9)
	s := &g.s
	p := s.cur()
	b, salve := cardID(t, g, 89, ""), cardID(t, g, 95, "")
	p.Items[0], p.Items[1], p.NItems = item{Card: b}, item{Card: salve}, 2
	mustApply(t, g, engine.Action{Kind: KindCard, A: srcItem, B: 0, C: 0})
	if s.Dec.Kind != decChoose {
		t.Fatalf("the Bukłak's choice: decision %d, want the choice", s.Dec.Kind)
	}
	mustApply(t, g, engine.Action{Kind: KindChoose, A: 0})
	settle(t, g)
	if p.NItems != 1 || p.Items[0].Card != salve {
		t.Errorf("«discard_self» chosen from the Bukłak's action: items %v, want [salve]", p.Items[:p.NItems])
	}
}

// TestScoutOfASlotPastTheMap (effects.go canScout: slots 1 … numTiles−1).
// By hand, slot numTiles → false, no panic. Kills effects.go:1104:23
// (`slot >= numTiles` → `>`: the array read past its end).
func TestScoutOfASlotPastTheMap(t *testing.T) {
	g := ready(t, 1, "1", 9)
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("canScout(numTiles): panic %v", r)
		}
	}()
	if g.canScout(0, numTiles) {
		t.Error("slot numTiles (past the map) scoutable")
	}
}

// TestNoMonsterSlotWithTheMapFull (state.go maxMon: at most 20 enemy
// tokens on the map). By hand, 20 slots all used → no free slot, the count
// still 20. Kills effects.go:1177 (`NMon < maxMon` → `<=`: a 21st slot
// handed out past the array).
func TestNoMonsterSlotWithTheMapFull(t *testing.T) {
	g := ready(t, 1, "1", 9)
	s := &g.s
	for i := range maxMon {
		s.Mon[i] = monster{Hex: 0, Src: monPool}
	}
	s.NMon = maxMon
	if got := g.freeMonSlot(); got != none || s.NMon != maxMon {
		t.Errorf("20 monster slots used: free slot %d, count %d; want none, 20", got, s.NMon)
	}
}

// TestPlayingSeatsOnly (state.go playing: seats 0 … Players−1 that have
// not won or fallen). By hand, 2 players: seats 0, 1 → playing; seat 2 (an
// empty slot of the array, its status zero) → not. Kills state.go:393
// (`h < Players` → `<=`: the first empty seat read as playing).
func TestPlayingSeatsOnly(t *testing.T) {
	g := ready(t, 2, "1", 9)
	for h, want := range []bool{true, true, false, false} {
		if got := g.s.playing(h); got != want {
			t.Errorf("2 players: seat %d playing %v, want %v", h, got, want)
		}
	}
}

// TestUpgradesInPlayCapped (state.go maxUps: at most 8 upgrades in play).
// By hand, 8 in play, a 9th put in play → refused, still 8, no panic.
// Kills state.go:555 (`NUps >= maxUps` → `>`: a 9th written past the
// array).
func TestUpgradesInPlayCapped(t *testing.T) {
	g := ready(t, 1, "1", 9)
	s := &g.s
	// The shipped data has two upgrade cards and nothing caps how many a
	// terrain may have: nine cards stand in for nine upgrades (the list
	// does not look at the kind).
	var ids []uint8
	for id := 0; id <= maxUps; id++ {
		ids = append(ids, uint8(id))
	}
	for _, id := range ids[:maxUps] {
		s.putInPlay(id)
	}
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("a 9th upgrade: panic %v", r)
		}
	}()
	s.putInPlay(ids[maxUps])
	if s.NUps != maxUps || s.InPlay[ids[maxUps]] {
		t.Errorf("a 9th upgrade put in play: %d in play, the 9th in play %v; want 8, false", s.NUps, s.InPlay[ids[maxUps]])
	}
}

// TestEscapeLeavesTheEnemyToTheOthers (§4.16 Escaping: «the enemy turns on
// another hero on its space»). By hand, the python's space: hero 0 escapes
// to a neighbour; hero 1 also on the space → a fight with the python
// queued; hero 1 elsewhere → none. Kills combat.go:430:9 (`mon != none` →
// `==`: never queued) and :47 ×2 (`heroesOn > 0` → `>=`: queued with
// nobody there; → `<=`).
func TestEscapeLeavesTheEnemyToTheOthers(t *testing.T) {
	for _, tc := range []struct {
		stays bool
		want  uint8
	}{{true, 1}, {false, 0}} {
		g := ready(t, 2, "1", 12)
		s := &g.s
		x := s.H[0].Hex
		to := uint8(none)
		for _, n := range g.t.Adj[x] {
			if n != none && g.revealed(n) {
				to = n
			}
		}
		if to == none {
			t.Fatal("fixture: no revealed neighbour")
		}
		python := cardID(t, g, 75, "")
		s.Mon[0], s.NMon = monster{Hex: x, Enemy: python, Src: monPool, Up: true}, 1
		s.H[1].Hex = to
		if tc.stays {
			s.H[1].Hex = x
		}
		s.NFights = 0
		s.Combat = combat{On: true, Hero: 0, Enemy: python, Mon: 0, Step: cbModify, Rolled: true}
		g.escape(0, to, nil)
		if s.NFights != tc.want || (tc.want == 1 && s.Fights[0].Mon != 0) {
			t.Errorf("hero 0 escaped, hero 1 on the python's space %v: %d fights queued, want %d with the python", tc.stays, s.NFights, tc.want)
		}
	}
}

// TestPatrolSkipsAnUnreachableMonster (§4.15 Patrol: each monster moves
// toward the nearest hero; one no hero can reach stays, and the others
// still move, each toward its own nearest hero). By hand, 2 heroes far
// apart; monster 0 on a face-down space (no revealed path), monster 1 two
// spaces from hero 1 and farther from hero 0 → after a patrol of 1 it is 1
// space from hero 1. Kills effects.go:1366 (`Next++` → `--`: the targets
// stop at the unreachable monster, monster 1 left with no target of its
// own and sent toward hero 0).
func TestPatrolSkipsAnUnreachableMonster(t *testing.T) {
	g := ready(t, 2, "1", 12)
	s := &g.s
	for slot := range s.SlotUp {
		s.SlotUp[slot] = slot != numTiles-1
	}
	var d0, d1 [numHex]uint8
	hidden, two := uint8(none), uint8(none)
	for a := uint8(0); a < numHex && two == none; a++ {
		for b := uint8(0); b < numHex && two == none; b++ {
			if !g.revealed(a) || !g.revealed(b) {
				continue
			}
			s.H[0].Hex, s.H[1].Hex = a, b
			g.bfs(a, &d0)
			g.bfs(b, &d1)
			// A step toward hero 0 must not bring it nearer hero 1.
			step := func(x uint8, d *[numHex]uint8) uint8 {
				for _, n := range g.t.Adj[x] {
					if n != none && g.revealed(n) && d[n] < d[x] {
						return n
					}
				}
				return none
			}
			for x := uint8(0); x < numHex; x++ {
				if g.revealed(x) && d1[x] == 2 && d0[x] >= 4 && d0[x] != 255 && step(x, &d0) != none && d1[step(x, &d0)] >= 2 {
					two = x
					break
				}
			}
		}
	}
	for x := uint8(0); x < numHex; x++ {
		if !g.revealed(x) {
			hidden = x
			break
		}
	}
	if hidden == none || two == none {
		t.Fatal("fixture: no face-down space, or no such heroes' places")
	}
	python := cardID(t, g, 75, "")
	s.Mon[0] = monster{Hex: hidden, Enemy: python, Src: monPool}
	s.Mon[1] = monster{Hex: two, Enemy: python, Src: monPool}
	s.NMon, s.NFights = 2, 0
	s.Pat = patrol{On: true, N: 1, Snore: none}
	s.Dec = decision{}
	g.run(nil)
	if s.Mon[0].Hex != hidden || d1[s.Mon[1].Hex] != 1 {
		t.Errorf("patrol of 1: monster 0 on %d (was %d), monster 1 %d from hero 1; want unmoved, 1", s.Mon[0].Hex, hidden, d1[s.Mon[1].Hex])
	}
}
