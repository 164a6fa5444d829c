package donjon

import (
	"io/fs"
	"testing"

	"stolik/assets"

	"stolik/rules/engine"
	"stolik/rules/enginetest"
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

// BenchmarkLegalApply, Clone, Determinize and Playout are measured the
// same way for every title by enginetest (performance.md). The machine is
// shared: compare figures from one run only.
func BenchmarkLegalApply(b *testing.B)  { enginetest.BenchLegalApply(b, Title(), 4) }
func BenchmarkClone(b *testing.B)       { enginetest.BenchClone(b, Title(), 4) }
func BenchmarkDeterminize(b *testing.B) { enginetest.BenchDeterminize(b, Title(), 4) }
func BenchmarkPlayout(b *testing.B)     { enginetest.BenchPlayouts(b, Title(), 3) }

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
