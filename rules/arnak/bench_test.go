package arnak

import (
	"testing"
	"unsafe"

	"stolik/rules/enginetest"
)

// Benchmarks of performance.md, measured the same way for every title by
// enginetest. The machine is shared: compare figures from one run only.

func BenchmarkLegalApply(b *testing.B) { enginetest.BenchLegalApply(b, Title(), 2) }

func BenchmarkClone(b *testing.B) {
	enginetest.BenchClone(b, Title(), 4)
	b.ReportMetric(float64(unsafe.Sizeof(state{})), "state-bytes")
}

func BenchmarkPlayoutSolo(b *testing.B) { enginetest.BenchPlayouts(b, Title(), 1) }
func BenchmarkPlayout2P(b *testing.B)   { enginetest.BenchPlayouts(b, Title(), 2) }
func BenchmarkPlayout4P(b *testing.B)   { enginetest.BenchPlayouts(b, Title(), 4) }
