package donjon_test

import (
	"context"
	"strconv"
	"testing"

	"stolik/rules/bot"
	"stolik/rules/donjon"
	"stolik/rules/engine"
)

// midGame plays seeded random moves so the bot thinks about a typical
// position rather than the opening.
func midGame(b *testing.B, players int, moves int) engine.Game {
	t := donjon.Title()
	g, err := t.New(engine.Config{Players: players, Seed: 5, Options: map[string]string{"objectives": "basic"}}, nil)
	if err != nil {
		b.Fatal(err)
	}
	rng := engine.NewRNG(5)
	var buf []engine.Action
	for i := 0; i < moves && g.Current() != engine.GameOver; i++ {
		buf = g.Legal(buf[:0])
		g.Apply(buf[rng.IntN(len(buf))], nil)
	}
	return g
}

func benchBot(b *testing.B, kind string, level int) {
	g := midGame(b, 2, 30)
	seat := g.Current()
	view := g.View(seat)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p, _ := bot.New(kind, level, donjon.Title(), uint64(i))
		if _, err := p.Choose(context.Background(), view, seat); err != nil {
			b.Fatal(err)
		}
	}
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
			g := midGame(b, 2, 30)
			seat := g.Current()
			view := g.View(seat)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				p, _ := bot.New("ismcts", 1, t, uint64(i))
				if _, err := p.Choose(context.Background(), view, seat); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
