package dungeonology_test

import (
	"context"
	"testing"

	"stolik/rules/bot"
	"stolik/rules/dungeonology"
	"stolik/rules/engine"
)

// midGame plays seeded random moves so the bot thinks about a typical
// position (a few rounds in, at the start of a turn with a real choice).
func midGame(b *testing.B, players int) engine.Game {
	g, err := dungeonology.Title().New(engine.Config{Players: players, Seed: 5, Options: map[string]string{"scholars": "draw"}}, nil)
	if err != nil {
		b.Fatal(err)
	}
	rng := engine.NewRNG(5)
	var buf []engine.Action
	for i := 0; g.Current() != engine.GameOver; i++ {
		buf = g.Legal(buf[:0])
		if i >= 80 && len(buf) >= 8 {
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
	g := midGame(b, players)
	seat := g.Current()
	view := g.View(seat)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p, _ := bot.New(kind, level, dungeonology.Title(), uint64(i))
		if _, err := p.Choose(context.Background(), view, seat); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkISMCTS10k is the Trudny level: 10 000 iterations per move.
func BenchmarkISMCTS10k(b *testing.B)   { benchBot(b, 2, "ismcts", 3) }
func BenchmarkISMCTSEasy(b *testing.B)  { benchBot(b, 2, "ismcts", 1) }
func BenchmarkISMCTS10k4P(b *testing.B) { benchBot(b, 4, "ismcts", 3) }
func BenchmarkGreedy(b *testing.B)      { benchBot(b, 2, "greedy", 3) }
