package donjon_test

import (
	"strconv"
	"testing"

	"stolik/rules/bot"
	"stolik/rules/donjon"
	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

// benchBot is the time of one bot decision in a 2-player game after 30
// random decisions, a typical position rather than the opening.
func benchBot(b *testing.B, kind string, level int) {
	cfg := engine.Config{Players: 2, Seed: 5, Options: map[string]string{"objectives": "basic"}}
	enginetest.BenchBot(b, bot.New, kind, level, donjon.Title(), enginetest.MidGame(b, donjon.Title(), cfg, 30, 0))
}

// BenchmarkISMCTS10k is the Trudny level: 10 000 iterations per move.
func BenchmarkISMCTS10k(b *testing.B)  { benchBot(b, "ismcts", 3) }
func BenchmarkISMCTSEasy(b *testing.B) { benchBot(b, "ismcts", 1) }
func BenchmarkGreedy(b *testing.B)     { benchBot(b, "greedy", 3) }

// BenchmarkISMCTSEasyDepth measures the easy level at several rollout
// cut-offs (the title's RolloutDepth), for choosing that field.
func BenchmarkISMCTSEasyDepth(b *testing.B) {
	for _, depth := range []int{4, 8, 16, 32} {
		b.Run(strconv.Itoa(depth), func(b *testing.B) {
			t := donjon.Title()
			t.RolloutDepth = depth
			cfg := engine.Config{Players: 2, Seed: 5, Options: map[string]string{"objectives": "basic"}}
			enginetest.BenchBot(b, bot.New, "ismcts", 1, t, enginetest.MidGame(b, t, cfg, 30, 0))
		})
	}
}
