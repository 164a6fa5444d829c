package discover

import (
	"context"
	"testing"
	"unsafe"

	"stolik/rules/bot"
	"stolik/rules/engine"
)

// BenchmarkLegalApply is one decision of a random 2-player game of
// scenario 1: Legal, then Apply of a random listed action, restarting
// finished games.
func BenchmarkLegalApply(b *testing.B) {
	g := newTestGame(b, 2, 1, "1")
	start := *g
	rng := engine.NewRNG(1)
	buf := make([]engine.Action, 0, 256)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if g.Current() == engine.GameOver {
			*g = start
		}
		legal := g.Legal(buf[:0])
		if err := g.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
			b.Fatal(err)
		}
	}
}

// cloneSink keeps the benchmark's clones alive.
var cloneSink engine.Game

func BenchmarkClone(b *testing.B) {
	g := newTestGame(b, 4, 1, "1")
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		cloneSink = g.Clone()
	}
	b.ReportMetric(float64(unsafe.Sizeof(g.s)), "state-bytes")
}

func BenchmarkDeterminize(b *testing.B) {
	g := newTestGame(b, 4, 1, "1")
	rng := engine.NewRNG(3)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		v := g.View(1)
		v.Determinize(1, &rng)
	}
}

func benchPlayout(b *testing.B, players int, scenario string) {
	start := newTestGame(b, players, 1, scenario)
	rng := engine.NewRNG(2)
	buf := make([]engine.Action, 0, 256)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g := *start
		g.rng = engine.NewRNG(uint64(i))
		for g.Current() != engine.GameOver {
			legal := g.Legal(buf[:0])
			if err := g.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}

func BenchmarkPlayoutSolo(b *testing.B) { benchPlayout(b, 1, "1") }
func BenchmarkPlayout2P(b *testing.B)   { benchPlayout(b, 2, "3") }
func BenchmarkPlayout4P(b *testing.B)   { benchPlayout(b, 4, "5") }

// benchBot measures one decision of a bot in the middle of a 2-player
// scenario 1 game (the position after 40 random decisions).
func benchBot(b *testing.B, kind string, level int) {
	g := newTestGame(b, 2, 7, "1")
	rng := engine.NewRNG(7)
	for i := 0; i < 40 && g.Current() != engine.GameOver; i++ {
		legal := g.Legal(nil)
		if err := g.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
			b.Fatal(err)
		}
	}
	seat := g.Current()
	p, err := bot.New(kind, level, Title(), 1)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := p.Choose(context.Background(), g.View(seat), seat); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBotGreedy(b *testing.B)       { benchBot(b, bot.KindGreedy, bot.LevelHard) }
func BenchmarkBotISMCTSEasy(b *testing.B)   { benchBot(b, bot.KindISMCTS, bot.LevelEasy) }
func BenchmarkBotISMCTSMedium(b *testing.B) { benchBot(b, bot.KindISMCTS, bot.LevelMedium) }
func BenchmarkBotISMCTSHard(b *testing.B)   { benchBot(b, bot.KindISMCTS, bot.LevelHard) }
