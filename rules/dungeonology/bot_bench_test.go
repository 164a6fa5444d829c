package dungeonology_test

import (
	"testing"

	"stolik/rules/bot"
	"stolik/rules/dungeonology"
	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

// benchBot is the time of one bot decision on a typical position (a few
// rounds in, at the start of a turn with a real choice).
func benchBot(b *testing.B, players int, kind string, level int) {
	cfg := engine.Config{Players: players, Seed: 5, Options: map[string]string{"scholars": "draw"}}
	enginetest.BenchBot(b, bot.New, kind, level, dungeonology.Title(), enginetest.MidGame(b, dungeonology.Title(), cfg, 80, 8))
}

// BenchmarkISMCTS10k is the Trudny level: 10 000 iterations per move.
func BenchmarkISMCTS10k(b *testing.B)   { benchBot(b, 2, "ismcts", 3) }
func BenchmarkISMCTSEasy(b *testing.B)  { benchBot(b, 2, "ismcts", 1) }
func BenchmarkISMCTS10k4P(b *testing.B) { benchBot(b, 4, "ismcts", 3) }
func BenchmarkGreedy(b *testing.B)      { benchBot(b, 2, "greedy", 3) }
