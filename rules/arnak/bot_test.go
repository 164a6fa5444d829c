package arnak_test

import (
	"context"
	"testing"

	"stolik/rules/arnak"
	"stolik/rules/bot"
	"stolik/rules/engine"
)

// TestGreedyBeatsRandom: Evaluate must steer the greedy bot to better play
// than random moves.
func TestGreedyBeatsRandom(t *testing.T) {
	title := arnak.Title()
	games := 10
	if testing.Short() {
		games = 4
	}
	wins, sumG, sumR := 0, 0, 0
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g, err := title.New(engine.Config{Players: 2, Seed: seed}, nil)
		if err != nil {
			t.Fatal(err)
		}
		gs := int(seed % 2) // alternate the greedy seat
		greedy, _ := bot.New("greedy", 3, title, seed)
		random, _ := bot.New("random", 1, title, seed)
		for g.Current() != engine.GameOver {
			p := random
			if int(g.Current()) == gs {
				p = greedy
			}
			a, err := p.Choose(context.Background(), g.View(g.Current()), g.Current())
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(a, nil); err != nil {
				t.Fatal(err)
			}
		}
		r := g.Result()
		sumG += r.Scores[gs].Total
		sumR += r.Scores[1-gs].Total
		if r.Place[gs] == 1 {
			wins++
		}
	}
	t.Logf("greedy won %d/%d; mean score greedy %.1f, random %.1f", wins, games, float64(sumG)/float64(games), float64(sumR)/float64(games))
	if wins*2 <= games {
		t.Fatalf("greedy won only %d of %d", wins, games)
	}
}
