package enginetest

import (
	"context"
	"testing"

	"stolik/rules/engine"
)

// Chooser is what a bot benchmark needs of a bot: rules/bot.Player has
// it. enginetest takes the bots' constructor as an argument rather than
// importing rules/bot, so the bots' own tests may use this package.
type Chooser interface {
	Choose(ctx context.Context, view engine.Game, seat engine.Seat) (engine.Action, error)
}

// MidGame sets up title's game of cfg and plays uniformly random legal
// actions (drawn with engine.NewRNG(cfg.Seed)) until at least moves
// decisions are taken and the mover has at least minChoices legal actions,
// or the game ends: a typical position for a bot to think about rather
// than the opening (minChoices 0 stops after exactly moves decisions).
func MidGame(tb testing.TB, title *engine.Title, cfg engine.Config, moves, minChoices int) engine.Game {
	tb.Helper()
	g, err := title.New(cfg, nil)
	if err != nil {
		tb.Fatal(err)
	}
	rng := engine.NewRNG(cfg.Seed)
	var buf []engine.Action
	for i := 0; g.Current() != engine.GameOver; i++ {
		buf = g.Legal(buf[:0])
		if i >= moves && len(buf) >= minChoices {
			break
		}
		if len(buf) == 0 {
			tb.Fatalf("%s: decision %d: Legal is empty", title.ID, i)
		}
		if err := g.Apply(buf[rng.IntN(len(buf))], nil); err != nil {
			tb.Fatal(err)
		}
	}
	return g
}

// BenchBot measures one decision of a bot on pos, seen from its mover's
// view: newBot is the bots' constructor (bot.New), called with kind,
// level, title and a fresh seed for every iteration, so the figure is an
// average over searches rather than one search repeated.
func BenchBot[P Chooser](b *testing.B, newBot func(kind string, level int, title *engine.Title, seed uint64) (P, error),
	kind string, level int, title *engine.Title, pos engine.Game) {
	b.Helper()
	seat := pos.Current()
	if seat < 0 {
		b.Fatalf("%s: the position has no mover", title.ID)
	}
	view := pos.View(seat)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p, err := newBot(kind, level, title, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := p.Choose(context.Background(), view, seat); err != nil {
			b.Fatal(err)
		}
	}
}
