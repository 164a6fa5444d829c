package arnak

import (
	"testing"
	"unsafe"

	"stolik/rules/engine"
)

// BenchmarkLegalApply is one decision of a random 2-player game: Legal,
// then Apply of a random listed action, restarting finished games.
func BenchmarkLegalApply(b *testing.B) {
	g := newTestGame(b, 2, 1, nil)
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

// cloneSink keeps the benchmark's clones alive so they are not optimized away.
var cloneSink engine.Game

func BenchmarkClone(b *testing.B) {
	g := newTestGame(b, 4, 1, nil)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		cloneSink = g.Clone()
	}
	b.ReportMetric(float64(unsafe.Sizeof(g.s)), "state-bytes")
}

func benchPlayout(b *testing.B, players int) {
	start := newTestGame(b, players, 1, nil)
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

func BenchmarkPlayoutSolo(b *testing.B) { benchPlayout(b, 1) }
func BenchmarkPlayout2P(b *testing.B)   { benchPlayout(b, 2) }
func BenchmarkPlayout4P(b *testing.B)   { benchPlayout(b, 4) }
