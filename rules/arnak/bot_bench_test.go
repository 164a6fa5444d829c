package arnak_test

import (
	"context"
	"runtime/debug"
	"testing"

	"stolik/rules/arnak"
	"stolik/rules/bot"
	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

// benchBot is the time of one bot decision on a typical position (round
// 2 or so, at a turn's start with a real choice) rather than the opening.
func benchBot(b *testing.B, players int, kind string, level int) {
	cfg := engine.Config{Players: players, Seed: 5, Options: map[string]string{"side": "bird", "difficulty": "2"}}
	enginetest.BenchBot(b, bot.New, kind, level, arnak.Title(), enginetest.MidGame(b, arnak.Title(), cfg, 40, 8))
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
	// The collector as the program runs it (main.go, bot.GCPercent).
	defer debug.SetGCPercent(debug.SetGCPercent(bot.GCPercent))
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
