package emerald_test

import (
	"testing"

	"stolik/rules/bot"
	"stolik/rules/emerald"
	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

// benchBot is the time of one bot decision on a typical position rather
// than the set-up.
func benchBot(b *testing.B, players int, kind string, level int) {
	cfg := engine.Config{Players: players, Seed: 5}
	enginetest.BenchBot(b, bot.New, kind, level, emerald.Title(), enginetest.MidGame(b, emerald.Title(), cfg, 40, 8))
}

// BenchmarkISMCTS10k is the Trudny level: 10 000 iterations per decision.
func BenchmarkISMCTS10k(b *testing.B)   { benchBot(b, 2, "ismcts", 3) }
func BenchmarkISMCTS10k4P(b *testing.B) { benchBot(b, 4, "ismcts", 3) }
func BenchmarkISMCTSEasy(b *testing.B)  { benchBot(b, 2, "ismcts", 1) }
func BenchmarkGreedy(b *testing.B)      { benchBot(b, 4, "greedy", 3) }
