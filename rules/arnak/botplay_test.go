package arnak

import (
	"context"
	"testing"

	"stolik/rules/bot"
	"stolik/rules/engine"
)

// The greedy bot judges the turn, not the step: with its main action done
// and an archaeologist still home, it keeps Fundusze in hand to pay next
// turn's dig rather than playing it for a coin; with both archaeologists
// out the coin is worth taking.
func TestGreedyKeepsTravelForADig(t *testing.T) {
	for _, tc := range []struct {
		name   string
		placed int
		play   bool
	}{{"an archaeologist home", 1, false}, {"both out", 2, true}} {
		t.Run(tc.name, func(t *testing.T) {
			g := newTestGame(t, 2, 1, nil)
			s := &g.s
			p := s.cur()
			setHand(p, fundingCar)
			for k := 0; k < tc.placed; k++ {
				stand(g, 0, k, campCoins+k, 0)
			}
			s.MainDone = true
			a, err := bot.NewGreedy(Title(), 1, 1).Choose(context.Background(), g.View(0), 0)
			if err != nil {
				t.Fatal(err)
			}
			if got := a.Kind == KindPlay; got != tc.play {
				t.Fatalf("greedy chose %s", a.Format(kindNames))
			}
		})
	}
}

// The search's value keeps a gradient far from an even race (the solo
// rival far ahead): a move that scores more is still worth more.
func TestEvaluationKeepsGradientWhenBehind(t *testing.T) {
	g := newTestGame(t, 1, 1, nil)
	g.s.Rival.CardVP = 80 // the rival far ahead
	before := evaluate(g, 0)
	g.s.P[0].TempleVP = 11
	if after := evaluate(g, 0); after <= before {
		t.Fatalf("11 more VP: value %.4f → %.4f", before, after)
	}
	var two [2]float64
	for i := range two {
		h := newTestGame(t, 2, 1, nil)
		h.s.P[1].TempleVP = 60 // seat 1 far ahead
		h.s.P[0].TempleVP = int16(6 * i)
		two[i] = evaluate(h, engine.Seat(0))
	}
	if two[1] <= two[0] {
		t.Fatalf("far behind, 6 more VP: %.4f → %.4f", two[0], two[1])
	}
}

// Trudny plans its turn as greedy does, not by random rollouts scored
// half-way: with its main action done and an archaeologist still home it
// keeps Fundusze for next turn's dig (ending the turn) in every one of ten
// deals. With random rollouts of 8 decisions (this title's search before)
// it played the card for a coin in 5 of these 10.
func TestTrudnyKeepsTravelForADig(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		g := newTestGame(t, 2, seed, nil)
		s := &g.s
		setHand(s.cur(), fundingCar)
		stand(g, 0, 0, campCoins, 0)
		s.MainDone = true
		p, err := bot.New(bot.KindISMCTS, bot.LevelHard, Title(), seed)
		if err != nil {
			t.Fatal(err)
		}
		a, err := p.Choose(context.Background(), g.View(0), 0)
		if err != nil {
			t.Fatal(err)
		}
		if a.Kind != KindEnd {
			t.Errorf("seed %d: Trudny chose %s, want to end the turn keeping Fundusze", seed, a.Format(kindNames))
		}
	}
}

// The search re-ranks to the game's end in the last round only: the
// title's RerankToEnd holds in round 5 and in no earlier round (nor once
// the game is over), on the view the bots are given, and the re-ranking
// it limits is switched on (more than one candidate).
func TestRerankToEndIsTheLastRound(t *testing.T) {
	title := Title()
	if title.RerankToEnd == nil || title.RerankCandidates < 2 {
		t.Fatalf("RerankToEnd set %v, %d candidates", title.RerankToEnd != nil, title.RerankCandidates)
	}
	for round := uint8(1); round <= 5; round++ {
		g := newTestGame(t, 2, 1, nil)
		g.s.Round = round
		if got := title.RerankToEnd(g.View(0)); got != (round == 5) {
			t.Errorf("round %d: RerankToEnd %v", round, got)
		}
	}
	g := newTestGame(t, 2, 1, nil)
	g.s.Round, g.s.Over = 6, true
	if title.RerankToEnd(g.View(0)) {
		t.Error("RerankToEnd holds once the game is over")
	}
}
