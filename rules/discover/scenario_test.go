package discover

import (
	"testing"

	"stolik/rules/engine"
)

// The rulebook's examples, one test each, with the expected values worked
// out by hand from the rulebook text (spec section and seed lines given).

// landToken is the index of a landscape token of symbol ty with the face
// asked for (a resource when res is set).
func landToken(t *testing.T, g *Game, ty string, face uint8, res uint8) uint8 {
	t.Helper()
	for i, tok := range g.t.Tokens {
		if g.t.LandTypes[tok.Type].ID == ty && tok.Face == face && (face != faceRes || (tok.Res == res && !tok.Double)) {
			return uint8(i)
		}
	}
	t.Fatalf("no %s token", ty)
	return none
}

// TestTurnExampleAdam is the turn example (spec §4.3, seed L1542–1577):
// with 9 stamina Adam moves onto a cost-2 space (2) and a cost-1 space (1),
// scouts (1), moves and gathers a resource token (1, the Gather free),
// moves twice to location 33 (1 + 1) and investigates it (1), keeping the
// item: 9 − 8 = 1 stamina left.
func TestTurnExampleAdam(t *testing.T) {
	g := ready(t, 1, "1", 3)
	plain(t, g, 0)
	ownTerrain(g)
	s := &g.s
	p := &s.H[0]
	p.Stamina = 9
	lay(g, 1, 1, [tileSpaces]Space{space(t, g, "trawa", 0, "", false), space(t, g, "gestwina", 0, "", false),
		space(t, g, "trawa", 0, "", false)}, true)
	lay(g, 3, 2, [tileSpaces]Space{space(t, g, "trawa", 0, "", false), space(t, g, "plaza", 33, "", false),
		space(t, g, "ocean", 0, "", false)}, true)
	s.SlotUp[2] = false
	tok := landToken(t, g, "palmy", faceRes, Wood)
	s.Hx[hexAt(t, g, -2, 2)].Land = tok
	steps := []struct {
		what string
		a    engine.Action
		left uint8
	}{
		{"move onto a cost-2 space", engine.Action{Kind: KindMove, A: hexAt(t, g, -1, 1)}, 7},
		{"move onto a cost-1 space", engine.Action{Kind: KindMove, A: hexAt(t, g, -2, 1)}, 6},
		{"scout", engine.Action{Kind: KindScout, A: 2}, 5},
		{"move and gather: the move", engine.Action{Kind: KindMove, A: hexAt(t, g, -2, 2)}, 4},
		{"move and gather: the free Gather", engine.Action{Kind: KindGather, A: gatherLand}, 4},
		{"move", engine.Action{Kind: KindMove, A: hexAt(t, g, -1, 2)}, 3},
		{"move to location 33", engine.Action{Kind: KindMove, A: hexAt(t, g, 0, 2)}, 2},
		{"investigate location 33", engine.Action{Kind: KindInvestigate}, 1},
	}
	for _, st := range steps {
		mustApply(t, g, st.a)
		if p.Stamina != st.left {
			t.Fatalf("after %s: %d stamina, want %d", st.what, p.Stamina, st.left)
		}
	}
	if !s.SlotUp[2] {
		t.Error("the scouted tile is still face down")
	}
	if p.Res[Wood] != 1 {
		t.Errorf("the gathered resource token: wood %d, want 1", p.Res[Wood])
	}
	if g.holds(0, 33) < 0 {
		t.Error("card 33 (an item) is not kept")
	}
	// The unspent point carries over to the next day.
	mustApply(t, g, engine.Action{Kind: KindEnd})
}

// TestJasmineMoveCost: Jasmine Limjoco reduces any destination cost of 2
// or more by 1 (spec §5.4.7): mountain 3 → 2, thicket and ocean 2 → 1,
// beach and grass stay 1.
func TestJasmineMoveCost(t *testing.T) {
	g := ready(t, 1, "1", 4)
	ownTerrain(g)
	g.s.H[0].Char = charIndex(t, g, "Jasmine Limjoco")
	lay(g, 1, 1, [tileSpaces]Space{space(t, g, "gora", 0, "", false), space(t, g, "gestwina", 0, "", false),
		space(t, g, "ocean", 0, "", false)}, true)
	want := map[uint8]int{3: 2, 4: 1, 5: 1}
	for x, c := range want {
		if got := g.moveCost(0, x); got != c {
			t.Errorf("%s: cost %d, want %d", g.t.Kinds[g.space(x).Terrain].Name, got, c)
		}
	}
	plain(t, g, 0)
	for x, c := range map[uint8]int{3: 3, 4: 2, 5: 2} {
		if got := g.moveCost(0, x); got != c {
			t.Errorf("without Jasmine, %s: cost %d, want %d", g.t.Kinds[g.space(x).Terrain].Name, got, c)
		}
	}
}

// TestScoutPlacesTokens (spec §4.5): scouting flips the tile and puts a
// face-down landscape token from the matching pool on each landscape
// symbol and a face-down water source on the water symbol; nothing is
// resolved.
func TestScoutPlacesTokens(t *testing.T) {
	g := ready(t, 1, "1", 5)
	plain(t, g, 0)
	ownTerrain(g)
	s := &g.s
	lay(g, 1, 1, [tileSpaces]Space{space(t, g, "trawa", 0, "tropy", false), space(t, g, "gestwina", 0, "palmy", false),
		space(t, g, "trawa", 0, "", true)}, false)
	tropy, palmy := uint8(3), uint8(0)
	before := [2]uint8{s.NLand[tropy], s.NLand[palmy]}
	water := s.NWater
	res := s.H[0].Res
	x := hexAt(t, g, -1, 1)
	s.H[0].Hex = hexAt(t, g, 0, 0)
	if !legal(g, engine.Action{Kind: KindScout, A: 1}) {
		t.Fatal("the adjacent face-down tile cannot be scouted")
	}
	mustApply(t, g, engine.Action{Kind: KindScout, A: 1})
	k0, k2 := hexAt(t, g, -2, 1), hexAt(t, g, -2, 2)
	if hx := s.Hx[k0]; hx.Land == none || hx.LandUp || g.t.Tokens[hx.Land].Type != tropy {
		t.Errorf("landscape symbol: %+v, want a face-down Tropy token", hx)
	}
	if hx := s.Hx[x]; hx.Land == none || hx.LandUp || g.t.Tokens[hx.Land].Type != palmy {
		t.Errorf("landscape symbol: %+v, want a face-down Palmy token", hx)
	}
	if hx := s.Hx[k2]; hx.Water == none || hx.WaterUp {
		t.Errorf("water symbol: %+v, want a face-down water source", hx)
	}
	if s.NLand[tropy] != before[0]-1 || s.NLand[palmy] != before[1]-1 || s.NWater != water-1 {
		t.Errorf("pools: %d %d %d, want one fewer each", s.NLand[tropy], s.NLand[palmy], s.NWater)
	}
	if s.H[0].Res != res || s.NFights != 0 || s.Combat.On {
		t.Error("scouting resolved something")
	}
}

// TestLandscapePoolReshuffles (spec §4.5, erratum 13): an empty pool is
// rebuilt from the spent tokens of its type, face down and shuffled.
func TestLandscapePoolReshuffles(t *testing.T) {
	g := ready(t, 1, "1", 6)
	s := &g.s
	ty := uint8(2)
	spent := s.LandPool[ty][0]
	s.NLand[ty] = 0
	s.LandDisc[ty][0], s.NLandDisc[ty] = spent, 1
	tok, ok := g.drawLand(ty)
	if !ok || tok != spent || s.NLandDisc[ty] != 0 {
		t.Fatalf("drew %d (%v), want the spent token %d back", tok, ok, spent)
	}
	if _, ok := g.drawLand(ty); ok {
		t.Error("drew from a pool with nothing left at all")
	}
}

// pythonFight sets up the combat example: Zuzanna on (0,1), the python
// token face down on (0,2), which is then moved 1 space towards her.
func pythonFight(t *testing.T, faces ...int) *Game {
	g := ready(t, 1, "1", 7)
	ownTerrain(g)
	s := &g.s
	g.s.H[0].Char = charIndex(t, g, "Zuzanna Kret")
	lay(g, 3, 2, [tileSpaces]Space{space(t, g, "trawa", 0, "", false), space(t, g, "trawa", 0, "", false),
		space(t, g, "trawa", 0, "", false)}, true)
	s.H[0].Hex = hexAt(t, g, 0, 1)
	python := cardID(t, g, 75, "")
	tok := uint8(none)
	for i, n := range g.t.Monsters {
		if n == 75 {
			tok = uint8(i)
		}
	}
	s.Mon[0] = monster{Hex: hexAt(t, g, 0, 2), Enemy: python, Src: monPool, Token: tok}
	s.NMon = 1
	g.rng = seedFor(t, faces...)
	s.Pat = patrol{On: true, N: 1, Snore: none}
	g.run(nil)
	return g
}

// TestCombatExamplePython is the worked example (spec §4.16; python 75
// read as defence 8, attack 6, health 2, G8): the token moves onto
// Zuzanna's space and she fights; nobody is within 2 spaces; the grey die
// (3) is below the defence, so she spends 1 wood to reroll it; it now
// equals the defence (8): 1 marker on the python, which has 2 health and
// stays; the red die (12) beats the attack: she takes 1 physical injury;
// the python retreats one space towards 12 on the compass (north, §8.5).
func TestCombatExamplePython(t *testing.T) {
	g := pythonFight(t, 3, 12, 8)
	s := &g.s
	p := &s.H[0]
	p.Res[Wood] = 1
	if s.Dec.Kind != decModify || s.Combat.Grey != 3 || s.Combat.Red != 12 {
		t.Fatalf("decision %d, dice %d/%d: want the modify step after rolling 3 and 12", s.Dec.Kind, s.Combat.Grey, s.Combat.Red)
	}
	if !s.Mon[0].Up || s.Mon[0].Hex != p.Hex {
		t.Fatal("the python token did not reach Zuzanna face up")
	}
	mustApply(t, g, engine.Action{Kind: KindChoose, A: modWood})
	if s.Combat.Grey != 8 || p.Res[Wood] != 0 {
		t.Fatalf("after the wood reroll: grey %d, wood %d; want 8 and 0", s.Combat.Grey, p.Res[Wood])
	}
	mustApply(t, g, engine.Action{Kind: KindChoose, A: modDone})
	if s.Mon[0].Dmg != 1 || s.Mon[0].Hex == none {
		t.Errorf("python: %d markers (on the map: %v), want 1 and still there", s.Mon[0].Dmg, s.Mon[0].Hex != none)
	}
	if p.damage() != 1 || !p.hasDmg(Injury) {
		t.Errorf("Zuzanna's dials %v, want 1 physical injury", p.Health)
	}
	if north := hexAt(t, g, 0, 0); s.Mon[0].Hex != north {
		t.Errorf("the python retreated to hex %d, want %d (north, the visible 12)", s.Mon[0].Hex, north)
	}
	if s.Combat.On {
		t.Error("the fight did not end")
	}
}

// TestModifiersSurviveReroll (spec §4.16 step 2): poison +1 to the grey
// die and a component −1 to the red one stay on the dice when a die is
// rerolled; a final grey of 8 hits defence 8, a final red of 5 misses
// attack 6.
func TestModifiersSurviveReroll(t *testing.T) {
	g := pythonFight(t, 5, 6, 7)
	s := &g.s
	p := &s.H[0]
	p.Res[Poison], p.Res[Component], p.Res[Wood] = 1, 1, 1
	for _, m := range []uint8{modPoison, modComponent, modWood} {
		mustApply(t, g, engine.Action{Kind: KindChoose, A: m})
	}
	if s.Combat.Grey != 7 || g.greyFinal() != 8 || g.redFinal() != 5 {
		t.Fatalf("visible grey %d, finals %d/%d: want 7, 8 and 5", s.Combat.Grey, g.greyFinal(), g.redFinal())
	}
	mustApply(t, g, engine.Action{Kind: KindChoose, A: modDone})
	if s.Mon[0].Dmg != 1 || p.damage() != 0 {
		t.Errorf("python markers %d, Zuzanna's damage %d; want 1 and 0", s.Mon[0].Dmg, p.damage())
	}
	// The retreat uses the visible red face (6: south), not the final 5.
	if south := hexAt(t, g, 0, 2); s.Mon[0].Hex != south {
		t.Errorf("retreat to %d, want %d (south, the visible 6)", s.Mon[0].Hex, south)
	}
}

// TestFierceEnemyFightsOn (spec §4.16 Fierce): a fierce enemy that
// survives never retreats and starts a new fight with the same hero when
// nobody else is on its space.
func TestFierceEnemyFightsOn(t *testing.T) {
	g := pythonFight(t, 1, 1, 12, 1)
	s := &g.s
	dogs := cardID(t, g, 70, "")
	// The fight in progress is the python's; turn it into the dogs' (the
	// same space, rolls 1 and 1: a miss).
	s.Mon[0].Enemy, s.Combat.Enemy = dogs, dogs
	x := s.Mon[0].Hex
	mustApply(t, g, engine.Action{Kind: KindChoose, A: modDone})
	if !s.Combat.On || s.Combat.Hero != 0 || s.Mon[0].Hex != x || s.Dec.Kind != decModify {
		t.Fatalf("after a miss: combat %v, token at %d (was %d), decision %d; want a new fight there", s.Combat.On, s.Mon[0].Hex, x, s.Dec.Kind)
	}
	if s.Combat.Grey != 12 {
		t.Fatalf("second fight rolled %d, want 12", s.Combat.Grey)
	}
	mustApply(t, g, engine.Action{Kind: KindChoose, A: modDone})
	if s.Mon[0].Hex != none || s.H[0].Res[Hide] != 1 {
		t.Errorf("the dogs (health 1) were not defeated with their reward (hide %d)", s.H[0].Res[Hide])
	}
}

// TestGazelleRetreatsTwo (spec §4.16 Retreat): Gazela retreats 2 spaces in
// the compass direction (red 6: south); attack "–" never hurts.
func TestGazelleRetreatsTwo(t *testing.T) {
	g := pythonFight(t, 1, 6)
	s := &g.s
	gazelle := cardID(t, g, 67, "")
	s.Mon[0].Enemy, s.Combat.Enemy = gazelle, gazelle
	s.SlotUp[11] = true // (0,3), the second space south
	mustApply(t, g, engine.Action{Kind: KindChoose, A: modDone})
	if want := hexAt(t, g, 0, 3); s.Mon[0].Hex != want {
		t.Errorf("gazelle at %d, want %d (2 spaces south)", s.Mon[0].Hex, want)
	}
	if s.H[0].damage() != 0 {
		t.Error("an attack of – dealt damage")
	}
}

// TestBlockedRetreatCombatantChooses (spec §4.16 Retreat): a token that
// would leave the map goes to a space adjacent to the combatant with no
// hero on it, chosen by the combatant.
func TestBlockedRetreatCombatantChooses(t *testing.T) {
	g := pythonFight(t, 1, 6)
	s := &g.s
	// Zuzanna on (0,2): south is (0,3), which is off this map.
	s.H[0].Hex = hexAt(t, g, 0, 2)
	s.Mon[0].Hex = s.H[0].Hex
	s.SlotUp[11] = false // (0,3) and its tile stay face down
	mustApply(t, g, engine.Action{Kind: KindChoose, A: modDone})
	if s.Dec.Kind != decRetreat {
		t.Fatalf("decision %d, want the combatant's retreat choice", s.Dec.Kind)
	}
	opts := g.Legal(nil)
	for _, a := range opts {
		if int(g.t.Dist[a.A][s.H[0].Hex]) != 1 || !g.revealed(a.A) || s.heroesOn(a.A) > 0 {
			t.Errorf("retreat option %d is not an adjacent revealed space without a hero", a.A)
		}
	}
	mustApply(t, g, opts[0])
	if s.Mon[0].Hex != opts[0].A {
		t.Error("the token did not go where the combatant chose")
	}
}

// TestNightCardOne resolves night card I 1/10 (spec §5.4.2) step by step:
// Thirst (the hero with water drinks, the dry one takes dehydration), Deep
// sleep (+9 at the fire, capped at 12; +7 elsewhere), Inspiration (the
// leader draws 1 project), Patrol (no normal monster on the map: 1 token
// on the lowest-numbered location).
func TestNightCardOne(t *testing.T) {
	g := ready(t, 2, "1", 8)
	ownTerrain(g)
	s := &g.s
	for h := 0; h < 2; h++ {
		plain(t, g, h)
	}
	lay(g, 1, 1, [tileSpaces]Space{space(t, g, "trawa", 0, "", false), space(t, g, "trawa", 12, "", false),
		space(t, g, "trawa", 1, "", false)}, true)
	a, b := &s.H[s.Leader], &s.H[1-s.Leader]
	a.Hex, a.Stamina, a.Res[CleanWater] = g.t.CampHex, 5, 1
	b.Hex, b.Stamina, b.Res[CleanWater] = hexAt(t, g, -2, 1), 4, 0
	hand := a.NProj
	for i := 0; i < int(s.NNight); i++ {
		if g.d.Night[s.Night[i]].ID == "I-1" {
			s.Night[i], s.Night[s.NNight-1] = s.Night[s.NNight-1], s.Night[i]
		}
	}
	mustApply(t, g, engine.Action{Kind: KindEnd})
	mustApply(t, g, engine.Action{Kind: KindEnd})
	if a.Res[CleanWater] != 0 || a.damage() != 0 {
		t.Errorf("hero at the fire: water %d, damage %d; want 0 and 0", a.Res[CleanWater], a.damage())
	}
	if !b.hasDmg(Dehydration) {
		t.Errorf("dry hero's dials %v, want dehydration", b.Health)
	}
	if a.Stamina != 12 || b.Stamina != 11 {
		t.Errorf("stamina %d and %d, want 12 (5 + 9, capped) and 11 (4 + 7)", a.Stamina, b.Stamina)
	}
	if a.NProj != hand+1 {
		t.Errorf("leader's projects %d, want %d", a.NProj, hand+1)
	}
	lowest := hexAt(t, g, -2, 2) // location 1, lower than 12
	n := 0
	for i := 0; i < int(s.NMon); i++ {
		if m := s.Mon[i]; m.Hex != none {
			n++
			if m.Hex != lowest || m.Up {
				t.Errorf("monster at %d (face up %v), want face down on location 1 (%d)", m.Hex, m.Up, lowest)
			}
		}
	}
	if n != 1 {
		t.Errorf("%d monsters on the map, want 1", n)
	}
	if s.Dec.Kind != decLeader {
		t.Errorf("decision %d, want the leader's hand-off at the end of the night", s.Dec.Kind)
	}
}

// TestLoadLimit (spec §4.11, erratum 5): resources and items count to 10;
// a Gather may go over and then the hero chooses what to keep, dropping
// resources on the space; a double token counts 1; quest items are never
// offered for discarding; a carrying item lifts resources off the count.
func TestLoadLimit(t *testing.T) {
	g := ready(t, 1, "1", 9)
	s := &g.s
	p := &s.H[0]
	plain(t, g, 0)
	p.Res = [NumRes]uint8{}
	p.Res[Food] = 9
	p.Dbl[Stone] = 1
	if used, _ := g.load(0); used != 10 {
		t.Fatalf("9 singles and a double count %d, want 10", used)
	}
	x := p.Hex
	s.Hx[x].Water = 0
	mustApply(t, g, engine.Action{Kind: KindGather, A: gatherWater})
	if s.Dec.Kind != decLoad {
		t.Fatalf("over the limit after a Gather: decision %d, want the choice of what to keep", s.Dec.Kind)
	}
	mustApply(t, g, engine.Action{Kind: KindChoose, A: 1, B: Food})
	if s.Hx[x].Drop[Food] != 1 || p.Res[Food] != 8 || s.Dec.Kind != decNone {
		t.Errorf("dropped %d food on the space, %d kept, decision %d", s.Hx[x].Drop[Food], p.Res[Food], s.Dec.Kind)
	}
	// A quest item is never among the options.
	p.Items[0], p.NItems = item{Card: cardID(t, g, 31, "")}, 1
	p.Res[Food] = 10
	g.run(nil)
	if s.Dec.Kind != decLoad {
		t.Fatal("11 with a quest item: no choice asked")
	}
	for _, a := range g.Legal(nil) {
		if a.A == 2 {
			t.Error("the quest item is offered for discarding")
		}
	}
	// A Bukłak carries 2: 11 resources and the Bukłak count 1 + 9 = 10.
	p.Items[0] = item{Card: cardID(t, g, 89, "")}
	p.Res[Food], p.Dbl[Stone], p.Res[CleanWater] = 11, 0, 0
	s.Dec = decision{}
	if used, _ := g.load(0); used != 10 {
		t.Errorf("11 resources with a Bukłak count %d, want 10", used)
	}
}

// TestDirtyWater (spec §4.12): after spending dirty water a hero spends 1
// medicine or rolls; 1–3 means sickness.
func TestDirtyWater(t *testing.T) {
	g := ready(t, 1, "1", 10)
	s := &g.s
	p := &s.H[0]
	plain(t, g, 0)
	p.Health[0] = Dehydration
	p.Res[DirtyWater], p.Res[Medicine] = 2, 1
	mustApply(t, g, engine.Action{Kind: KindRest, A: 0, B: Dehydration, C: 1})
	if s.Dec.Kind != decDirty {
		t.Fatalf("decision %d, want medicine or a roll", s.Dec.Kind)
	}
	mustApply(t, g, engine.Action{Kind: KindChoose, A: 0})
	if p.Res[Medicine] != 0 || p.damage() != 0 {
		t.Errorf("medicine %d, damage %d: want the medicine spent and the hero healed", p.Res[Medicine], p.damage())
	}
	// Without medicine the die decides: a 2 is sickness.
	p.Health[0] = Dehydration
	g.rng = seedFor(t, 2)
	mustApply(t, g, engine.Action{Kind: KindRest, A: 0, B: Dehydration, C: 1})
	if !p.hasDmg(Sickness) || p.hasDmg(Dehydration) {
		t.Errorf("dials %v, want the dehydration healed and sickness from the roll of 2", p.Health)
	}
}

// TestKeyExample (spec §4.7): investigating location 1 reveals card 1
// ("drzwi są zablokowane", resolve card 3); a hero with the Srebrny klucz
// may resolve card 2 instead, choosing before seeing either.
func TestKeyExample(t *testing.T) {
	for _, useKey := range []bool{false, true} {
		g := ready(t, 1, "1", 11)
		ownTerrain(g)
		s := &g.s
		p := &s.H[0]
		plain(t, g, 0)
		lay(g, 1, 1, [tileSpaces]Space{space(t, g, "trawa", 1, "", false), space(t, g, "trawa", 0, "", false),
			space(t, g, "trawa", 0, "", false)}, true)
		p.Hex = hexAt(t, g, -2, 1)
		p.Items[0], p.NItems = item{Card: cardID(t, g, 33, "")}, 1
		// Keep card 3's harmless variant so the outcome is the variant's.
		g.keepVariant(t, 3, "a")
		mustApply(t, g, engine.Action{Kind: KindInvestigate})
		if s.Dec.Kind != decKey {
			t.Fatalf("decision %d, want the key choice", s.Dec.Kind)
		}
		food := p.Res[Food]
		mustApply(t, g, engine.Action{Kind: KindChoose, A: boolByte(useKey)})
		bed := s.InPlay[cardID(t, g, 2, "")]
		if useKey != bed {
			t.Errorf("key %v: Wygodne łóżko in play %v", useKey, bed)
		}
		if !useKey && p.Res[Food] != food+2 {
			t.Errorf("card 3a gave %d food, want 2", p.Res[Food]-food)
		}
	}
}

// keepVariant makes the de-duplicated number n keep this variant.
func (g *Game) keepVariant(t *testing.T, n int, variant string) {
	s := &g.s
	for k, num := range g.t.Dedup {
		if num != n {
			continue
		}
		for _, v := range g.variants(n) {
			s.Left[v] = 0
		}
		id := cardID(t, g, n, variant)
		s.Left[id], s.Dedup[k] = 1, id
	}
}

// TestTradeRefusedIsFree (spec §4.9): a trade both do not agree on
// exchanges nothing and costs no stamina; an accepted one costs 1.
func TestTradeRefusedIsFree(t *testing.T) {
	g := ready(t, 2, "1", 12)
	s := &g.s
	h, o := s.Active, 1-s.Active
	p := &s.H[h]
	st := p.Stamina
	mustApply(t, g, engine.Action{Kind: KindTrade, A: o})
	mustApply(t, g, engine.Action{Kind: KindChoose, A: trGiveRes, B: Food})
	mustApply(t, g, engine.Action{Kind: KindChoose, A: trPropose})
	if g.Current() != engine.Seat(o) {
		t.Fatal("the partner is not asked")
	}
	mustApply(t, g, engine.Action{Kind: KindChoose, A: 0})
	if p.Stamina != st || p.Res[Food] != 1 || s.H[o].Res[Food] != 1 {
		t.Errorf("refused trade: stamina %d (was %d), food %d/%d", p.Stamina, st, p.Res[Food], s.H[o].Res[Food])
	}
	if legal(g, engine.Action{Kind: KindTrade, A: o}) {
		t.Error("the same pair may propose again at once (a free loop)")
	}
	g2 := ready(t, 2, "1", 12)
	mustApply(t, g2, engine.Action{Kind: KindTrade, A: o})
	mustApply(t, g2, engine.Action{Kind: KindChoose, A: trGiveRes, B: Food})
	mustApply(t, g2, engine.Action{Kind: KindChoose, A: trPropose})
	mustApply(t, g2, engine.Action{Kind: KindChoose, A: 1})
	if g2.s.H[h].Stamina != st-1 || g2.s.H[o].Res[Food] != 2 {
		t.Errorf("accepted trade: stamina %d, partner's food %d; want %d and 2", g2.s.H[h].Stamina, g2.s.H[o].Res[Food], st-1)
	}
}

// TestEliminationAndLooting (spec §4.17): the 4th damage makes a victim;
// the leader token passes left; projects leave the game; resources and
// items stay to be looted, one per action.
func TestEliminationAndLooting(t *testing.T) {
	g := ready(t, 2, "1", 13)
	s := &g.s
	v := s.Leader
	o := 1 - v
	p := &s.H[v]
	p.Health = [3]uint8{Injury, Injury, Hunger}
	p.Res[Stone] = 2
	g.hurt(v, Sickness, nil)
	if p.Status != stVictim || p.NProj != 0 {
		t.Fatalf("status %d, projects %d: want a victim with no projects", p.Status, p.NProj)
	}
	if s.Leader != o {
		t.Errorf("leader %d, want %d (the next on the left)", s.Leader, o)
	}
	g.run(nil)
	s.H[o].Hex = p.Hex
	s.Active = o
	mustApply(t, g, engine.Action{Kind: KindLoot, A: v, B: 0, C: Stone})
	if s.H[o].Res[Stone] != 1 || p.Res[Stone] != 1 {
		t.Errorf("loot took %d stone (victim keeps %d), want 1 and 1", s.H[o].Res[Stone], p.Res[Stone])
	}
}

// TestOncePerDay (spec §4.20): an item's "raz na dzień" action is spent
// for the day, even after a trade, and ready again the next day.
func TestOncePerDay(t *testing.T) {
	g := ready(t, 1, "1", 14)
	s := &g.s
	p := &s.H[0]
	plain(t, g, 0)
	p.Items[0], p.NItems = item{Card: cardID(t, g, 11, "")}, 1
	act := engine.Action{Kind: KindCard, A: srcItem, B: 0, C: 0}
	mustApply(t, g, act)
	if p.Res[Meat] != 1 || legal(g, act) {
		t.Fatalf("meat %d, legal again %v: want 1 and no", p.Res[Meat], legal(g, act))
	}
	p.Res[CleanWater] = 3
	mustApply(t, g, engine.Action{Kind: KindEnd})
	for s.Dec.Kind != decNone {
		mustApply(t, g, g.Legal(nil)[0])
	}
	if !legal(g, act) {
		t.Error("the next day the action is still spent")
	}
}

// TestTribeThreatReplacedAlone (spec §4.14, §6): a Plemię threat drawn
// with no other hero on the map is discarded and another drawn.
func TestTribeThreatReplacedAlone(t *testing.T) {
	g := ready(t, 1, "1", 15)
	s := &g.s
	plain(t, g, 0)
	tribe, other := uint8(none), uint8(none)
	for i, tc := range g.d.Threats[0] {
		if tc.Tribe && tribe == none {
			tribe = uint8(i)
		}
		if tc.ID == "n12" {
			other = uint8(i)
		}
	}
	s.Threat[s.NThreat-1], s.Threat[s.NThreat-2] = tribe, other
	st := s.H[0].Stamina
	var log engine.Log
	g.drawThreat(0, &log)
	g.run(&log)
	if s.NThrDisc != 2 || s.H[0].Stamina != st-2 {
		t.Errorf("discards %d, stamina %d: want both cards discarded and Koszmar's −2 (from %d)", s.NThrDisc, s.H[0].Stamina, st)
	}
}

// TestSetupByPlayerCount (spec §3): stamina 12/10/8/8, projects 3/2/1/1,
// 4 or 2 characters dealt, support cards except alone, 1 food and 1 clean
// water, pawns in the camp, phase I night cards on top, one variant kept
// of each de-duplicated number.
func TestSetupByPlayerCount(t *testing.T) {
	want := []struct{ stamina, projects, deal int }{{12, 3, 4}, {10, 2, 2}, {8, 1, 2}, {8, 1, 2}}
	for n := 1; n <= 4; n++ {
		g := newTestGame(t, n, uint64(20+n), "1")
		s := &g.s
		for h := 0; h < n; h++ {
			p := &s.H[h]
			w := want[n-1]
			if int(p.Stamina) != w.stamina || int(p.NProj) != w.projects || int(p.NDealt) != w.deal {
				t.Errorf("%d players: stamina %d, projects %d, dealt %d; want %v", n, p.Stamina, p.NProj, p.NDealt, w)
			}
			if p.Support != (n > 1) || p.Res[Food] != 1 || p.Res[CleanWater] != 1 || p.Hex != g.t.CampHex {
				t.Errorf("%d players: support %v, food %d, water %d, hex %d", n, p.Support, p.Res[Food], p.Res[CleanWater], p.Hex)
			}
		}
		for i := 0; i < numNightI; i++ {
			if g.d.Night[s.Night[int(s.NNight)-1-i]].Phase != 1 {
				t.Errorf("%d players: night card %d from the top is not phase I", n, i+1)
			}
		}
		for _, num := range g.t.Dedup {
			kept := 0
			for _, v := range g.variants(num) {
				kept += int(s.Left[v])
			}
			if kept != 1 {
				t.Errorf("number %d: %d variants kept, want 1", num, kept)
			}
		}
		if s.Hx[g.t.CampHex].Fire != 1 {
			t.Error("the camp's fire is not lit")
		}
	}
	if _, err := Title().New(engine.Config{Players: 1, Options: map[string]string{"scenario": "5"}}, nil); err == nil {
		t.Error("scenario 5 alone was accepted")
	}
}

// TestScenario5Attack (spec §4.22): attacks cost 3 and are not allowed on
// the first day; a final of 10 or more hurts the other hero, and the
// hitter may take one of their resources.
func TestScenario5Attack(t *testing.T) {
	g := ready(t, 2, "5", 16)
	s := &g.s
	a, d := s.Active, 1-s.Active
	for h := 0; h < 2; h++ {
		plain(t, g, h)
		s.H[h].Support = false
	}
	atk := engine.Action{Kind: KindAttack, A: d}
	if legal(g, atk) {
		t.Fatal("an attack on the first day")
	}
	s.Day = 2
	s.H[a].Stamina = 5
	s.H[d].Res[Stone] = 1
	g.rng = seedFor(t, 11, 3)
	mustApply(t, g, atk)
	if s.H[a].Stamina != 2 || !s.Combat.PvP {
		t.Fatalf("stamina %d, PvP %v: want 2 and a hero fight", s.H[a].Stamina, s.Combat.PvP)
	}
	for s.Dec.Kind == decPvP {
		mustApply(t, g, engine.Action{Kind: KindChoose, A: modDone})
	}
	if !s.H[d].hasDmg(Injury) || s.H[a].damage() != 0 {
		t.Errorf("defender %v, attacker %v: want the grey 11 to hurt the defender only", s.H[d].Health, s.H[a].Health)
	}
	if s.Dec.Kind != decSteal {
		t.Fatalf("decision %d, want the attacker's pick of a resource", s.Dec.Kind)
	}
	mustApply(t, g, engine.Action{Kind: KindChoose, A: 1, B: Stone})
	if s.H[a].Res[Stone] != 1 || s.H[d].has(Stone) != 0 {
		t.Error("the stone did not change hands")
	}
}
