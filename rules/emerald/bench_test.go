package emerald

import (
	"testing"
	"unsafe"

	"stolik/rules/engine"
)

// BenchmarkLegalApply is one decision of a random 4-player game: Legal,
// then Apply of a random listed action, restarting finished games.
func BenchmarkLegalApply(b *testing.B) {
	g := newTestGame(b, 4, 1, nil)
	start := *g
	rng := engine.NewRNG(1)
	buf := make([]engine.Action, 0, 512)
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

// BenchmarkLegal is Legal alone at the start of a turn (the widest decision).
func BenchmarkLegal(b *testing.B) {
	g := newTestGame(b, 4, 1, nil)
	rng := engine.NewRNG(3)
	for g.s.Setup > 0 {
		legal := g.Legal(nil)
		mustApplyB(b, g, legal[rng.IntN(len(legal))])
	}
	buf := make([]engine.Action, 0, 512)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = g.Legal(buf[:0])
	}
	b.ReportMetric(float64(len(buf)), "actions")
}

func mustApplyB(b *testing.B, g *Game, a engine.Action) {
	if err := g.Apply(a, nil); err != nil {
		b.Fatal(err)
	}
}

// cloneSink keeps the clones alive so they are not optimized away.
var cloneSink engine.Game

func BenchmarkClone(b *testing.B) {
	g := newTestGame(b, 5, 1, nil)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		cloneSink = g.Clone()
	}
	b.ReportMetric(float64(unsafe.Sizeof(g.s)), "state-bytes")
}

func BenchmarkDeterminize(b *testing.B) {
	g := newTestGame(b, 4, 1, nil)
	v := g.View(0)
	rng := engine.NewRNG(1)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d := v.Clone()
		d.Determinize(0, &rng)
	}
}

func benchPlayout(b *testing.B, players int) {
	start := newTestGame(b, players, 1, nil)
	rng := engine.NewRNG(2)
	buf := make([]engine.Action, 0, 512)
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

func BenchmarkPlayout2P(b *testing.B) { benchPlayout(b, 2) }
func BenchmarkPlayout4P(b *testing.B) { benchPlayout(b, 4) }

// BenchmarkEvaluate is the greedy bot's hook on a mid-game position (the
// search bots call it at every rollout cut-off).
func BenchmarkEvaluate(b *testing.B) {
	g := newTestGame(b, 4, 1, nil)
	rng := engine.NewRNG(4)
	for k := 0; k < 200 && g.Current() != engine.GameOver; k++ {
		legal := g.Legal(nil)
		mustApplyB(b, g, legal[rng.IntN(len(legal))])
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = evaluate(g, 0)
	}
}
