package emerald_test

import (
	"context"
	"testing"

	"stolik/rules/bot"
	"stolik/rules/emerald"
	"stolik/rules/engine"
)

// midGame plays seeded random moves so the bot thinks about a typical
// position rather than the set-up.
func midGame(b *testing.B, players, moves int) engine.Game {
	g, err := emerald.Title().New(engine.Config{Players: players, Seed: 5}, nil)
	if err != nil {
		b.Fatal(err)
	}
	rng := engine.NewRNG(5)
	var buf []engine.Action
	for i := 0; g.Current() != engine.GameOver; i++ {
		buf = g.Legal(buf[:0])
		if i >= moves && len(buf) >= 8 {
			break
		}
		if err := g.Apply(buf[rng.IntN(len(buf))], nil); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

// benchBot is the time of one bot decision.
func benchBot(b *testing.B, players int, kind string, level int) {
	g := midGame(b, players, 40)
	seat := g.Current()
	view := g.View(seat)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p, _ := bot.New(kind, level, emerald.Title(), uint64(i))
		if _, err := p.Choose(context.Background(), view, seat); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkISMCTS10k is the Trudny level: 10 000 iterations per decision.
func BenchmarkISMCTS10k(b *testing.B)   { benchBot(b, 2, "ismcts", 3) }
func BenchmarkISMCTS10k4P(b *testing.B) { benchBot(b, 4, "ismcts", 3) }
func BenchmarkISMCTSEasy(b *testing.B)  { benchBot(b, 2, "ismcts", 1) }
func BenchmarkGreedy(b *testing.B)      { benchBot(b, 4, "greedy", 3) }
