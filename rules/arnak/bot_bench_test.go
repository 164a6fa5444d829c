package arnak_test

import (
	"context"
	"testing"

	"stolik/rules/arnak"
	"stolik/rules/bot"
	"stolik/rules/engine"
)

// midGame plays seeded random moves so the bot thinks about a typical
// position (round 2 or so) rather than the opening.
func midGame(b *testing.B, players int, moves int) engine.Game {
	g, err := arnak.Title().New(engine.Config{Players: players, Seed: 5, Options: map[string]string{"side": "bird", "difficulty": "2"}}, nil)
	if err != nil {
		b.Fatal(err)
	}
	rng := engine.NewRNG(5)
	var buf []engine.Action
	// Then on to a turn's start with a real choice to make.
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
		p, _ := bot.New(kind, level, arnak.Title(), uint64(i))
		if _, err := p.Choose(context.Background(), view, seat); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkISMCTS10k is the Trudny level: 10 000 iterations per move.
func BenchmarkISMCTS10k(b *testing.B)     { benchBot(b, 2, "ismcts", 3) }
func BenchmarkISMCTS10kSolo(b *testing.B) { benchBot(b, 1, "ismcts", 3) }
func BenchmarkISMCTSMedium(b *testing.B)  { benchBot(b, 2, "ismcts", 2) }
func BenchmarkGreedy(b *testing.B)        { benchBot(b, 2, "greedy", 1) }

// BenchmarkTrudnyGame2p is a whole 2-player game between two Trudny
// (level 3) ISMCTS bots, from the set-up to the result: the time a
// balance run with strong bots needs per game (target ≤ 5 s on two
// cores; the trees of each decision run in parallel).
func BenchmarkTrudnyGame2p(b *testing.B) {
	title := arnak.Title()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		g, err := title.New(engine.Config{Players: 2, Seed: uint64(i + 1)}, nil)
		if err != nil {
			b.Fatal(err)
		}
		ps := [2]bot.Player{}
		for s := range ps {
			ps[s], _ = bot.New("ismcts", 3, title, uint64(i*2+s+1))
		}
		for g.Current() != engine.GameOver {
			cur := g.Current()
			a, err := ps[cur].Choose(context.Background(), g.View(cur), cur)
			if err != nil {
				b.Fatal(err)
			}
			if err := g.Apply(a, nil); err != nil {
				b.Fatal(err)
			}
		}
	}
}
