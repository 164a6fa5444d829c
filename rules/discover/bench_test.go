package discover

import (
	"testing"
	"unsafe"

	"stolik/rules/bot"
	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

// Benchmarks of performance.md, measured the same way for every title by
// enginetest. The machine is shared: compare figures from one run only.

// scenario is the title option choosing scenario n.
func scenario(n string) enginetest.Option {
	return enginetest.TitleOptions(map[string]string{"scenario": n})
}

func BenchmarkLegalApply(b *testing.B) { enginetest.BenchLegalApply(b, Title(), 2, scenario("1")) }

func BenchmarkClone(b *testing.B) {
	enginetest.BenchClone(b, Title(), 4, scenario("1"))
	b.ReportMetric(float64(unsafe.Sizeof(state{})), "state-bytes")
}

func BenchmarkDeterminize(b *testing.B) { enginetest.BenchDeterminize(b, Title(), 4, scenario("1")) }
func BenchmarkPlayoutSolo(b *testing.B) { enginetest.BenchPlayouts(b, Title(), 1, scenario("1")) }
func BenchmarkPlayout2P(b *testing.B)   { enginetest.BenchPlayouts(b, Title(), 2, scenario("3")) }
func BenchmarkPlayout4P(b *testing.B)   { enginetest.BenchPlayouts(b, Title(), 4, scenario("5")) }

// benchBot measures one decision of a bot in the middle of a 2-player
// scenario 1 game (the position after 40 random decisions).
func benchBot(b *testing.B, kind string, level int) {
	cfg := engine.Config{Players: 2, Seed: 7, Options: map[string]string{"scenario": "1"}}
	enginetest.BenchBot(b, bot.New, kind, level, Title(), enginetest.MidGame(b, Title(), cfg, 40, 0))
}

func BenchmarkBotGreedy(b *testing.B)       { benchBot(b, bot.KindGreedy, bot.LevelHard) }
func BenchmarkBotISMCTSEasy(b *testing.B)   { benchBot(b, bot.KindISMCTS, bot.LevelEasy) }
func BenchmarkBotISMCTSMedium(b *testing.B) { benchBot(b, bot.KindISMCTS, bot.LevelMedium) }
func BenchmarkBotISMCTSHard(b *testing.B)   { benchBot(b, bot.KindISMCTS, bot.LevelHard) }
