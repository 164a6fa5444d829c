package emerald

import (
	"strings"
	"testing"

	"stolik/assets"
	"stolik/rules/enginetest"
)

// The component list of §2.1 and the per-player-count table of §3.
func TestDataCountsMatchComponents(t *testing.T) {
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	var kinds [4]int
	starting := 0
	for _, c := range d.Cards {
		kinds[c.Kind]++
		if c.Kind == kindStart {
			starting += int(c.StartCopy)
		}
	}
	seedGame, textGame := 0, 0
	for _, c := range d.Cards[d.FirstGame : d.FirstGame+numGame] {
		if c.Source == "seed" {
			seedGame++
			if c.Rules != "" {
				textGame++
			}
		}
	}
	for _, c := range []struct {
		name      string
		got, want int
	}{
		{"game cards", kinds[kindGame], 66},
		{"city cards", kinds[kindCity], 9},
		{"royalty cards", kinds[kindRoyal], 9},
		{"starting cards per player", starting, 10},
		{"starting deck", len(d.start), 10},
		{"identity cards", d.Rules.IdentR + d.Rules.IdentL, 6},
		{"restorationist identities (G5)", d.Rules.IdentR, 3},
		{"agents per colour", d.Rules.Agents, 10},
		{"cubes per colour", d.Rules.Cubes, 10},
		{"cubes in Limbo at set-up", d.Rules.CubesInLimbo, 5},
		{"sanity tokens per player", d.Rules.Sanity, 3},
		{"sanity tokens", d.Rules.SanityTokens, 15},
		{"zombies", d.Rules.Zombies, 6},
		{"colours", len(d.Players), 5},
		{"agents on the board at set-up (§3 step 16)", d.Rules.StartAgents, 2},
		{"starting hand (§3 step 13)", d.Rules.Hand, 5},
		{"track length (0–10)", d.Rules.TrackEnd, 10},
		{"Loyalist reveal refill (identity card)", d.Rules.RefillAgents, 3},
		{"lowest-faction penalty (§4.16)", d.Rules.Penalty, 5},
		// The rulebook names 34 game cards, 30 of them with their text
		// (spec §5.0: 30 in §5.1 and the 4 of §5.2); the other 32 are authored.
		{"game cards from the rulebook", seedGame, 34},
		{"rulebook cards with a clarification", textGame, 30},
	} {
		if c.got != c.want {
			t.Errorf("%s: %d, want %d", c.name, c.got, c.want)
		}
	}
	for n, want := range map[int][2]int{2: {3, 28}, 3: {3, 24}, 4: {4, 22}, 5: {5, 20}} {
		if d.Rules.CardsPerSpace[n] != want[0] || d.Rules.VPThreshold[n] != want[1] {
			t.Errorf("%d players: %d cards per space, %d VP; want %v", n, d.Rules.CardsPerSpace[n], d.Rules.VPThreshold[n], want)
		}
	}
	if d.Rules.DieFaces != 6 || d.Rules.DieInsanity != 2 {
		t.Errorf("sanity die %d/%d, want 6 faces with 2 insanity (G7)", d.Rules.DieFaces, d.Rules.DieInsanity)
	}
	names := map[string]bool{}
	for _, c := range d.Cities {
		names[c.Name] = true
	}
	if len(names) != 9 {
		t.Errorf("%d distinct city names, want 9 cities on the board", len(names))
	}
	for _, n := range []string{"Londyn", "Paryż", "Berlin", "Rzym", "Madryt", "Konstantynopol", "Kair", "Petersburg"} {
		if !names[n] {
			t.Errorf("city %s missing (the rulebook names it)", n)
		}
	}
	if len(d.Aid) == 0 {
		t.Error("no player aid")
	}
}

// Values the rulebook states (§2.3, §4.5, §5.1, §5.2) are in the data as stated.
func TestSeedValues(t *testing.T) {
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	get := func(id string) *Card {
		k, ok := d.CardIndex(id)
		if !ok {
			t.Fatalf("no card %s", id)
		}
		return &d.Cards[k]
	}
	if c := get("046"); c.Bombs != 3 || !c.OneUse {
		t.Errorf("Piekielna Machina: %d bombs, one use %v (rulebook: 3, once)", c.Bombs, c.OneUse)
	}
	if c := get("020"); c.KillBox != 4 || c.Sym[symAssassinate] != 1 {
		t.Errorf("Sebastian Moran: kill box %d (rulebook example: 4)", c.KillBox)
	}
	if c := get("011"); c.VP[vpR] != 1 {
		t.Errorf("Louise Michel: %d Restorationist VP (rulebook example: 1)", c.VP[vpR])
	}
	if c := get("054"); !c.Insanity {
		t.Error("Shoggoth has the insanity symbol in the acquisition example")
	}
	if c := get("048"); c.Agents != 2 || c.Name != "Piotr Raczkowski" {
		t.Errorf("Piotr Raczkowski places %d agents (rulebook: 2)", c.Agents)
	}
	if c := get("068"); c.BombsReq != 5 || c.VP[vpR] != 4 || c.Name != "Tkający w Ciemności" {
		t.Errorf("Paris royal: %s %d bombs %d VP (rulebook: 5, 4)", c.Name, c.BombsReq, c.VP[vpR])
	}
	if c := get("067"); c.BombsReq != 7 || c.Name != "Gloriana" {
		t.Errorf("London royal: %s %d bombs (player aid: Gloriana, 7)", c.Name, c.BombsReq)
	}
	for i, c := range d.Cities {
		if c.Name == "Paryż" && c.AgentBombs != 4 {
			t.Errorf("Paris: %d bombs to kill an agent (rulebook: 4)", c.AgentBombs)
		}
		if d.Cards[c.CityCard].City != uint8(i) || d.Cards[c.Royal].City != uint8(i) {
			t.Errorf("%s: city or royalty card of another city", c.Name)
		}
	}
	// Every card the rulebook explains keeps its header.
	for id, h := range map[string]uint8{"003": hdrAction, "013": hdrFree, "023": hdrBlock, "032": hdrBenefit,
		"061": hdrActionBlock, "046": hdrSingle, "059": hdrFree, "060": hdrAction} {
		if get(id).Header != h {
			t.Errorf("card %s header %d, want %d", id, get(id).Header, h)
		}
	}
}

// A malformed file is refused with a Polish message naming the file.
func TestDataErrors(t *testing.T) {
	for _, tc := range []struct {
		name, file, old, new, want string
	}{
		{"unknown key", "cards.toml", `name = "Mycroft Holmes"`, "name = \"Mycroft Holmes\"\ncolor = 1", "nieznane klucze"},
		{"bad source", "rules.toml", "[rules]\nsource = \"authored\"", "[rules]\nsource = \"guess\"", "source musi"},
		{"unknown op", "cards.toml", `effect = ["cycle"]`, `effect = ["shuffle"]`, "nieznana operacja"},
		{"starting deck size", "player.toml", "count = 2", "count = 3", "talia startowa"},
		{"identity split", "player.toml", "restorationist = 3", "restorationist = 4", "kart tożsamości"},
		{"two acquire symbols", "cards.toml", `sym = { acquire = 1, retrieve = 1, agents = 1, vp_n = 2 }`, `sym = { acquire = 2 }`, "najwyżej raz"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := LoadData(enginetest.Mutated(t, assets.FS, "data/emerald", tc.file, tc.old, tc.new))
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "emerald/") {
				t.Errorf("error %v, want one containing %q and the file", err, tc.want)
			}
		})
	}
}
