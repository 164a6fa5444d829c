package donjon

import (
	"io/fs"
	"testing"

	"stolik/assets"

	"stolik/rules/engine"
)

// positions samples states from seeded random games.
func positions(b *testing.B, n int) []*Game {
	var out []*Game
	for seed := uint64(1); len(out) < n; seed++ {
		g := newTestGame(b, 2+int(seed%3), seed, nil)
		rng := engine.NewRNG(seed)
		buf := make([]engine.Action, 0, 1024)
		for k := 0; g.Current() != engine.GameOver; k++ {
			if k%7 == 0 {
				out = append(out, g.Clone().(*Game))
			}
			legal := g.Legal(buf[:0])
			if err := g.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
				b.Fatal(err)
			}
		}
	}
	return out[:n]
}

func BenchmarkLegal(b *testing.B) {
	ps := positions(b, 256)
	buf := make([]engine.Action, 0, 1024)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = ps[i&255].Legal(buf[:0])
	}
}

// BenchmarkLegalApply is one decision of a random game: Legal, then Apply
// of a random listed action, restarting finished games.
func BenchmarkLegalApply(b *testing.B) {
	g := newTestGame(b, 4, 1, nil)
	start := *g
	rng := engine.NewRNG(1)
	buf := make([]engine.Action, 0, 1024)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if g.s.Over {
			*g = start
		}
		buf = g.Legal(buf[:0])
		_ = g.Apply(buf[rng.IntN(len(buf))], nil)
	}
}

var sink engine.Game

func BenchmarkClone(b *testing.B) {
	g := newTestGame(b, 4, 1, nil)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = g.Clone()
	}
}

func BenchmarkDeterminize(b *testing.B) {
	g := newTestGame(b, 4, 1, nil)
	rng := engine.NewRNG(2)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		g.Determinize(0, &rng)
	}
}

func BenchmarkPlayout(b *testing.B) {
	g0 := newTestGame(b, 3, 1, nil)
	rng := engine.NewRNG(1)
	buf := make([]engine.Action, 0, 1024)
	decisions := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g := *g0
		for !g.s.Over {
			buf = g.Legal(buf[:0])
			_ = g.Apply(buf[rng.IntN(len(buf))], nil)
			decisions++
		}
	}
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/game")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkLoadData parses and validates every donjon TOML file, as the
// app does once at start-up (performance.md: ≤ 20 ms for all titles).
func BenchmarkLoadData(b *testing.B) {
	fsys, err := fs.Sub(assets.FS, "data/donjon")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := LoadData(fsys); err != nil {
			b.Fatal(err)
		}
	}
}
