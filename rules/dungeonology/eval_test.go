package dungeonology

import (
	"context"
	"testing"

	"stolik/rules/bot"
	"stolik/rules/engine"
)

// The greedy bot must play each scholar's powers: a bot that never uses
// one makes that scholar look weak in the balance runs, which is a bot
// defect and not a balance one.

// Magiczny Wzrok (Rebecca, Inspired side): in Pasterski Azyl (alert 3,
// cubes Cywilizacja then Wierzenia, no Omega yet so no research penalty)
// Rebecca holds two magic cards of bonus level 1 (PUF!, SPRAWIEDLIWA
// ZAMIANA). A Research with them reaches stealth 1+1 = 2 < 3 and fails;
// Magiczny Wzrok, discarding both, gathers 1+1 = 2 cubes with no test. The
// greedy bot must take the ability, discard both cards and stop: Rebecca
// ends with the two cubes of the zone. (Before the evaluation valued the
// discards still to come, the ability looked like an action spent for
// nothing and was used in 0.02 of 200 four-player games' 2.3 chances.)
func TestGreedyUsesMagicSight(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	setScholars(t, g, "rebecca", "valerio")
	g.s.P[0].Inspired = true
	azyl := placeZone(t, g, "I-3", 0, 2)
	g.s.Slots = 0
	g.s.P[0].Zone = azyl
	startTurnOf(g, 0)
	g.s.Phase = phAction
	puf, zamiana := cardOf(t, g, "puf", 0), cardOf(t, g, "sprawiedliwa_zamiana", 0)
	setHand(t, g, 0, puf, zamiana)
	if got := g.zoneAlert(0, azyl); got != 3 {
		t.Fatalf("zone alert %d, want 3", got)
	}
	if !engine.Contains(g.Legal(nil), act(KindAbility, abMagicSight, 0)) {
		t.Fatalf("Magiczny Wzrok not offered: %v", formatAll(g.Legal(nil)))
	}
	b := bot.NewGreedy(Title(), 1, 1)
	done := func() bool {
		return g.s.P[0].AbilityUsed&(1<<abMagicSight) != 0 && (g.s.QN == 0 || g.s.top().Op != pMagicSight)
	}
	for step := 0; step < 6 && g.Current() == 0 && !done(); step++ {
		a, err := b.Choose(context.Background(), g.View(0), 0)
		if err != nil {
			t.Fatal(err)
		}
		apply(t, g, a)
	}
	p := &g.s.P[0]
	if p.AbilityUsed&(1<<abMagicSight) == 0 {
		t.Fatalf("the bot did not use Magiczny Wzrok (board %v, hand %d)", p.Col, p.HandN)
	}
	if p.Col[Cyw] != 1 || p.Col[Wie] != 1 || p.cubes() != 2 {
		t.Fatalf("board %v, want the zone's Cywilizacja and Wierzenia cubes (bonus 1+1 = 2)", p.Col)
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
