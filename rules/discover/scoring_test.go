package discover

import (
	"fmt"
	"slices"
	"testing"

	"stolik/rules/engine"
)

// Discover has no points (§4.1): what "scores" is how a scenario is won or
// lost. These tests pin every rule that decides it, each with its
// expectation worked out by hand: the win condition of every scenario's
// last quest stage (assets/data/discover/quests.toml: 1.3, 2.2, 3.2, 4.2,
// 5.1 → 5.2), the deadline per scenario and player count, scenario 5's
// relic and last-hero rules (§4.22, PROPOSED G6), and Result's ranking and
// breakdown (score.go: 10 for a win, the quest stage, hearts left, relics
// in scenario 5).

// questIdx is the index of quest card id ("1.3").
func questIdx(t testing.TB, g *Game, id string) uint8 {
	t.Helper()
	for i := range g.d.Quests {
		if g.d.Quests[i].ID == id {
			return uint8(i)
		}
	}
	t.Fatalf("no quest %s", id)
	return 0
}

// locHex turns face up the slot holding important location n and
// returns its hex.
func locHex(t testing.TB, g *Game, n int) uint8 {
	t.Helper()
	for h := uint8(0); h < numHex; h++ {
		if g.space(h).Loc == n {
			g.s.SlotUp[int(h)/tileSpaces] = true
			return h
		}
	}
	t.Fatalf("no location %d on the map", n)
	return none
}

// settle answers every pending decision with its first option until the
// game waits for a hero's own action or ends.
func settle(t testing.TB, g *Game) {
	t.Helper()
	for k := 0; k < 200 && !g.s.Over && g.s.Dec.Kind != decNone; k++ {
		legal := g.Legal(nil)
		if len(legal) == 0 {
			t.Fatalf("decision %d with no option", g.s.Dec.Kind)
		}
		mustApply(t, g, legal[0])
	}
}

// wantScore checks hero i's Result entry part by part.
func wantScore(t *testing.T, r engine.Result, i int, won, stage, hearts int, relics int, why string) {
	t.Helper()
	want := []engine.ScorePart{{Label: "discover.score.won", Points: won},
		{Label: "discover.score.stage", Points: stage}, {Label: "discover.score.hearts", Points: hearts}}
	if relics >= 0 {
		want = append(want, engine.ScorePart{Label: "discover.score.relics", Points: relics})
	}
	sc := r.Scores[i]
	if !slices.Equal(sc.Parts, want) {
		t.Errorf("%s: hero %d parts %v, want %v", why, i, sc.Parts, want)
	}
	total := won + stage + hearts + max(relics, 0)
	if sc.Total != total {
		t.Errorf("%s: hero %d total %d, want %d", why, i, sc.Total, total)
	}
}

// The four co-operative finales. Each last stage has an action "1: …
// wszyscy bohaterowie na mapie wygrywają" that needs the pool full (1 +
// 1 per player: with 3 players 4 tokens) and the hero on the location; 4.2
// is won by defeating enemy 186. Every hero on the map wins, the game
// ends, everyone is in place 1 with 10 + stage + hearts. One token short,
// the action is not offered.
func TestFinalStageWinsEveryone(t *testing.T) {
	for _, tc := range []struct {
		scenario, quest string
		loc, stage      int
		defeat          int // enemy number that wins, 0 for the pool action
	}{
		{"1", "1.3", 40, 3, 0},
		{"2", "2.2", 59, 2, 0},
		{"3", "3.2", 140, 2, 0},
		{"4", "4.2", 160, 2, 186},
	} {
		t.Run("quest "+tc.quest, func(t *testing.T) {
			g := ready(t, 3, tc.scenario, 7)
			s := &g.s
			s.Quest = questIdx(t, g, tc.quest)
			h := s.Active
			s.H[h].Hex = locHex(t, g, tc.loc)
			s.H[h].Stamina = 5
			// Hero (h+1)%3 took one injury: 2 hearts left.
			hurt := (h + 1) % 3
			s.H[hurt].Health[0] = Injury
			act := engine.Action{Kind: KindCard, A: srcQuest, B: 0, C: 0}
			if tc.defeat == 0 {
				if need := g.deliverNeed(g.d.Quests[s.Quest].Deliver); need != 4 {
					t.Fatalf("pool size %d with 3 players, want 1 + 3 = 4", need)
				}
				s.Delivered = 3
				if legal(g, act) {
					t.Fatal("the finale is offered with the pool one short (3 of 4)")
				}
				s.Delivered = 4
				if !legal(g, act) {
					t.Fatal("the finale is not offered with the pool full on the location")
				}
				mustApply(t, g, act)
			} else {
				eff, ok := g.d.Quests[s.Quest].Defeat[tc.defeat]
				if !ok {
					t.Fatalf("quest %s has no effect for defeating enemy %d", tc.quest, tc.defeat)
				}
				var log engine.Log
				g.pushGlobal(eff, h, &log)
				g.run(&log)
			}
			settle(t, g)
			if !s.Over || s.Lost {
				t.Fatalf("over %v lost %v: every hero on the map wins and the game ends", s.Over, s.Lost)
			}
			r := g.Result()
			for i := 0; i < 3; i++ {
				if s.H[i].Status != stWon {
					t.Errorf("hero %d status %d, want won", i, s.H[i].Status)
				}
				hearts := 3
				if uint8(i) == hurt {
					hearts = 2
				}
				wantScore(t, r, i, 10, tc.stage, hearts, -1, "after the finale")
			}
			if !slices.Equal(r.Place, []int{1, 1, 1}) || r.NoWinner || r.Note != "discover.note.won" {
				t.Errorf("places %v no-winner %v note %s, want all first and won", r.Place, r.NoWinner, r.Note)
			}
		})
	}
}

// Scenario 5 (§4.22, quests 5.1 and 5.2): with 2 relics the action
// "Ogłoś znalezisko" moves to stage 2; there, 3 relics in the camp win
// alone and the game ends; 3 relics away from the camp do nothing.
func TestScenario5RelicRace(t *testing.T) {
	g := ready(t, 3, "5", 7)
	s := &g.s
	h := s.Active
	s.H[h].Stamina = 5
	act := engine.Action{Kind: KindCard, A: srcQuest, B: 0, C: 0}
	s.H[h].Relics = 1
	if legal(g, act) {
		t.Fatal("stage 1's action with 1 relic (needs 2)")
	}
	s.H[h].Relics = 2
	mustApply(t, g, act)
	settle(t, g)
	if s.Quest != questIdx(t, g, "5.2") {
		t.Fatalf("quest %s after the announcement, want 5.2", g.d.Quests[s.Quest].ID)
	}
	// Away from the camp with 3 relics: the action resolves, nobody wins.
	s.H[h].Relics = 3
	for x := uint8(0); x < numHex; x++ {
		if x != g.t.CampHex && g.revealed(x) {
			s.H[h].Hex = x
			break
		}
	}
	s.QuestUsed = 0
	if !legal(g, act) {
		t.Fatal("the relic race action needs only 3 relics; the camp is checked when it resolves")
	}
	mustApply(t, g, act)
	settle(t, g)
	if s.H[h].Status == stWon || s.Over {
		t.Fatal("3 relics away from the camp won")
	}
	s.H[h].Hex = g.t.CampHex
	s.QuestUsed = 0
	s.Dec = decision{}
	if !legal(g, act) {
		t.Fatal("the relic race action is not offered with 3 relics")
	}
	mustApply(t, g, act)
	settle(t, g)
	if s.H[h].Status != stWon || !s.Over {
		t.Fatalf("status %d over %v: 3 relics in the camp win alone and end the game", s.H[h].Status, s.Over)
	}
	for i := 0; i < 3; i++ {
		if uint8(i) != h && s.H[i].Status == stWon {
			t.Errorf("hero %d won too; only one hero wins scenario 5", i)
		}
	}
	r := g.Result()
	if r.Place[h] != 1 || r.NoWinner {
		t.Errorf("places %v: hero %d first", r.Place, h)
	}
	// The relics found stay on the record (Relics counts finds, not
	// tokens): 10 + stage 2 + 3 hearts + 3 relics = 18.
	wantScore(t, r, int(h), 10, 2, 3, 3, "the winner")
}

// Result's ranking by hand (score.go). Co-operative scenarios: winners
// first, the rest shared behind them; nobody won → NoWinner, all first.
// Scenario 5: won, then relics, then hearts.
func TestResultRankingByHand(t *testing.T) {
	type hero struct {
		status, damage, relics uint8
	}
	for _, tc := range []struct {
		name, scenario, quest string
		stage                 int
		heroes                []hero
		place                 []int
		noWinner              bool
		tieBreak              string
	}{
		{"one winner of three", "1", "1.2", 2, []hero{{stWon, 0, 0}, {stPlaying, 1, 0}, {stVictim, 3, 0}}, []int{1, 2, 2}, false, ""},
		{"two winners of four", "2", "2.2", 2, []hero{{stPlaying, 0, 0}, {stWon, 0, 0}, {stVictim, 3, 0}, {stWon, 2, 0}}, []int{3, 1, 3, 1}, false, ""},
		{"the island won", "3", "3.1", 1, []hero{{stPlaying, 2, 0}, {stVictim, 3, 0}}, []int{1, 1}, true, ""},
		{"solo win", "4", "4.2", 2, []hero{{stWon, 1, 0}}, []int{1}, false, ""},
		{"scenario 5: winner, then relics", "5", "5.2", 2, []hero{{stPlaying, 0, 1}, {stWon, 0, 0}, {stPlaying, 2, 2}}, []int{3, 1, 2}, false, "discover.tiebreak.relics"},
		{"scenario 5: hearts break a relic tie", "5", "5.2", 2, []hero{{stPlaying, 2, 2}, {stPlaying, 0, 2}, {stVictim, 3, 2}}, []int{2, 1, 3}, true, "discover.tiebreak.hearts"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := ready(t, len(tc.heroes), tc.scenario, 3)
			s := &g.s
			s.Quest = questIdx(t, g, tc.quest)
			for i, h := range tc.heroes {
				p := &s.H[i]
				p.Status, p.Relics = h.status, h.relics
				p.Health = [3]uint8{Heart, Heart, Heart}
				for k := 0; k < int(h.damage); k++ {
					p.Health[k] = Injury
				}
			}
			r := g.Result()
			for i, h := range tc.heroes {
				won := 0
				if h.status == stWon {
					won = 10
				}
				hearts := 3 - int(h.damage)
				if h.status == stVictim {
					hearts = 0
				}
				relics := -1
				if tc.scenario == "5" {
					relics = int(h.relics)
				}
				wantScore(t, r, i, won, tc.stage, hearts, relics, tc.name)
			}
			if !slices.Equal(r.Place, tc.place) || r.NoWinner != tc.noWinner || r.TieBreak != tc.tieBreak {
				t.Errorf("places %v no-winner %v tie-break %q, want %v %v %q", r.Place, r.NoWinner, r.TieBreak,
					tc.place, tc.noWinner, tc.tieBreak)
			}
			note := "discover.note.won"
			if tc.noWinner {
				note = "discover.note.lost"
			}
			if r.Note != note {
				t.Errorf("note %s, want %s", r.Note, note)
			}
		})
	}
}

// The deadline (PROPOSED, quests.toml): the island wins after the night
// of day N, N per scenario and player count (1, 2, 3, 4 players):
// scenario 1 4/5/6/7, 2 12/9/12/14, 3 6/8/9/11, 4 9/6/6/5, 5 10 for all.
// The night of day N−1 starts day N; the night of day N ends the game,
// lost when nobody won.
func TestDeadlinePerScenarioAndPlayers(t *testing.T) {
	deadlines := map[string][4]int{"1": {4, 5, 6, 7}, "2": {12, 9, 12, 14}, "3": {6, 8, 9, 11},
		"4": {9, 6, 6, 5}, "5": {10, 10, 10, 10}}
	for _, sc := range []string{"1", "2", "3", "4", "5"} {
		for n := 1; n <= 4; n++ {
			if sc == "5" && n == 1 {
				continue // scenario 5 needs 2 heroes (§4.22)
			}
			g := ready(t, n, sc, 2)
			s := &g.s
			dl := deadlines[sc][n-1]
			s.Day = uint8(dl - 1)
			var log engine.Log
			g.newDay(&log)
			if s.Over || int(s.Day) != dl {
				t.Errorf("scenario %s, %d players: the night of day %d ended the game (day %d), want day %d to begin",
					sc, n, dl-1, s.Day, dl)
				continue
			}
			g.newDay(&log)
			if !s.Over || !s.Lost {
				t.Errorf("scenario %s, %d players: after the night of day %d over %v lost %v, want the island to win",
					sc, n, dl, s.Over, s.Lost)
			}
		}
	}
}

// Scenario 5's other endings (PROPOSED, G6): at the deadline the hero
// with the most relics (then hearts) wins if nobody ties; the last hero
// on the map wins.
func TestScenario5DeadlineAndLastHero(t *testing.T) {
	for _, tc := range []struct {
		relics, damage [3]uint8
		winner         int // -1: nobody
	}{
		{[3]uint8{2, 1, 0}, [3]uint8{0, 0, 0}, 0},
		{[3]uint8{1, 1, 0}, [3]uint8{1, 0, 0}, 1},  // relics tie, hero 1 has 3 hearts against 2
		{[3]uint8{1, 1, 0}, [3]uint8{1, 1, 0}, -1}, // full tie: nobody, the island wins
		{[3]uint8{0, 0, 3}, [3]uint8{0, 0, 2}, 2},
	} {
		g := ready(t, 3, "5", 4)
		s := &g.s
		for i := 0; i < 3; i++ {
			s.H[i].Relics = tc.relics[i]
			for k := 0; k < int(tc.damage[i]); k++ {
				s.H[i].Health[k] = Injury
			}
		}
		s.Day = 10
		var log engine.Log
		g.newDay(&log)
		what := fmt.Sprintf("relics %v damage %v", tc.relics, tc.damage)
		if !s.Over {
			t.Fatalf("%s: the deadline did not end the game", what)
		}
		for i := 0; i < 3; i++ {
			if (s.H[i].Status == stWon) != (i == tc.winner) {
				t.Errorf("%s: hero %d status %d, want winner %d", what, i, s.H[i].Status, tc.winner)
			}
		}
		if s.Lost != (tc.winner < 0) {
			t.Errorf("%s: lost %v", what, s.Lost)
		}
	}
	g := ready(t, 3, "5", 4)
	s := &g.s
	s.H[0].Status, s.H[2].Status = stVictim, stWon
	var log engine.Log
	if !g.checkEnd(&log) || s.H[1].Status != stWon {
		t.Errorf("the last hero on the map (1) must win scenario 5: status %d", s.H[1].Status)
	}
	g = ready(t, 3, "1", 4)
	s = &g.s
	s.H[0].Status, s.H[2].Status = stVictim, stWon
	if g.checkEnd(&log) || s.H[1].Status != stPlaying {
		t.Error("in the co-operative scenarios the last hero plays on")
	}
}
