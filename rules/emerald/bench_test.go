package emerald

import (
	"testing"
	"unsafe"

	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

// Benchmarks of performance.md, measured the same way for every title by
// enginetest. The machine is shared: compare figures from one run only.

func BenchmarkLegalApply(b *testing.B) { enginetest.BenchLegalApply(b, Title(), 4) }

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

func BenchmarkClone(b *testing.B) {
	enginetest.BenchClone(b, Title(), 5)
	b.ReportMetric(float64(unsafe.Sizeof(state{})), "state-bytes")
}

func BenchmarkDeterminize(b *testing.B) { enginetest.BenchDeterminize(b, Title(), 4) }
func BenchmarkPlayout2P(b *testing.B)   { enginetest.BenchPlayouts(b, Title(), 2) }
func BenchmarkPlayout4P(b *testing.B)   { enginetest.BenchPlayouts(b, Title(), 4) }

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
