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
