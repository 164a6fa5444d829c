package bot

import (
	"testing"

	"stolik/rules/engine"
	"stolik/rules/enginetest/toygame"
)

// TestEndByEvaluate: a co-operative title's finished game is scored by
// its Evaluate, not by places (which its seats share whether they won or
// lost).
func TestEndByEvaluate(t *testing.T) {
	title := *toygame.Title()
	g, err := title.New(engine.Config{Players: 2, Seed: 5}, nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRNG(5)
	for g.Current() != engine.GameOver {
		legal := g.Legal(nil)
		if err := g.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
			t.Fatal(err)
		}
	}
	res := g.Result()
	byPlace := terminalReward(&title, g, 0, &res)
	title.Evaluate = func(engine.Game, engine.Seat) float64 { return 0.25 }
	if got := terminalReward(&title, g, 0, &res); got != byPlace {
		t.Fatalf("without EndByEvaluate the reward changed with Evaluate: %v, %v", got, byPlace)
	}
	title.EndByEvaluate = true
	if got := terminalReward(&title, g, 0, &res); got != 0.25 {
		t.Fatalf("EndByEvaluate: reward %v, want the title's 0.25", got)
	}
}
