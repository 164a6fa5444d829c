package dungeonology

import (
	"context"
	"testing"

	"stolik/rules/bot"
	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

// The slow tests of the package live here, in the file that sorts last
// but one, so that a mutation run (`make mutate`, -failfast) reaches them
// only when every quick test has passed: a mutant a quick test kills
// costs a build, not a playout.

func TestConformance(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	for n := 2; n <= 4; n++ {
		enginetest.Run(t, Title(), n, enginetest.Games(games))
		enginetest.Run(t, Title(), n, enginetest.Games(games/2+1), enginetest.FirstSeed(100), enginetest.TitleOptions(map[string]string{
			"scholars": "draw", "boss": "pijany", "alert": "trudny", "responses": "holders", "priorities": "yes",
			"offsets": "no", "luck_spying": "yes", "publish_choice": "no"}))
	}
}

// TestGreedyUsesEveryPower plays twelve four-player greedy games (all four
// scholars at the table) and checks that the bots use every scholar's
// power at least once: Cios Głową and Heroiczny Cios Głową (Valerio),
// Kazanie, Natchnione Kazanie, Boska Interwencja both in its own tests and
// in the others' and Okaż Skruchę! (Vincenzo), Szelma's spying and
// Szybkość Łotra's second action (Sofia), Magiczne Dziecko's doubled magic
// card, Tajniki Badań, Nadzwyczajne Badania and Magiczny Wzrok (Rebecca).
// In 200 such games each of them comes at least 0.5 times a game, so
// twelve games missing one means the bot stopped using it. Drugi Oddech
// (draw fewer cards to shed fatigue) is left out: it pays only at full
// fatigue and comes about once in 25 games.
func TestGreedyUsesEveryPower(t *testing.T) {
	title := Title()
	used := map[string]int{}
	names := map[uint8]string{}
	for id, ab := range abilityCodes {
		names[ab] = id
	}
	for seed := int64(1); seed <= 12; seed++ {
		players := make([]bot.Player, 4)
		for i := range players {
			p, err := bot.New(bot.KindGreedy, bot.LevelHard, title, uint64(seed)*31+uint64(i)+1)
			if err != nil {
				t.Fatal(err)
			}
			players[i] = p
		}
		eg, err := title.New(engine.Config{Players: 4, Seed: uint64(seed), Options: map[string]string{"scholars": "draw"}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		g := eg.(*Game)
		for step := 0; g.Current() != engine.GameOver; step++ {
			if step > 20000 {
				t.Fatalf("seed %d: no end", seed)
			}
			seat := g.Current()
			me := uint8(seat)
			a, err := players[seat].Choose(context.Background(), g.View(seat), seat)
			if err != nil {
				t.Fatal(err)
			}
			p := &g.s.P[me]
			switch {
			case a.Kind == KindAbility && a.A == abDivine && g.s.T.On && g.s.T.Tester == me:
				used["divine own"]++
			case a.Kind == KindAbility && a.A == abDivine:
				used["divine other"]++
			}
			if a.Kind == KindAbility && a.A != abDivine {
				used[names[a.A]]++
			}
			if a.Kind == KindSpy && g.hasAbility(me, abScoundrel) {
				used["scoundrel"]++
			}
			if a.Kind == KindCard && a.B == useStealth && g.trick(a.A).Type == typeMag && g.hasAbility(me, abMagicChild) {
				used["magic_child"]++
			}
			secondAction := (a.Kind == KindResearch || a.Kind == KindSpy) && g.s.Active == me && p.Actions == 1 &&
				g.hasAbility(me, abRogueSpeed)
			if err := g.Apply(a, nil); err != nil {
				t.Fatal(err)
			}
			if secondAction {
				used["rogue_speed"]++
			}
		}
	}
	t.Logf("power uses in 12 four-player greedy games: %v", used)
	for _, k := range []string{"headbutt", "heroic_headbutt", "sermon", "inspired_sermon", "divine own", "divine other",
		"repent", "scoundrel", "rogue_speed", "magic_child", "research_secrets", "extra_research", "magic_sight"} {
		if used[k] == 0 {
			t.Errorf("no greedy bot used %s in 12 four-player games (uses: %v)", k, used)
		}
	}
}
