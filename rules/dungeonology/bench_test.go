package dungeonology

import (
	"testing"
	"unsafe"

	"stolik/rules/enginetest"
)

// Benchmarks of performance.md. The machine is shared: compare figures
// from one run only.

func BenchmarkLegalApply2P(b *testing.B) { enginetest.BenchLegalApply(b, Title(), 2) }
func BenchmarkLegalApply4P(b *testing.B) { enginetest.BenchLegalApply(b, Title(), 4) }

func BenchmarkClone(b *testing.B) {
	enginetest.BenchClone(b, Title(), 4)
	b.ReportMetric(float64(unsafe.Sizeof(core{})), "state-bytes")
}

func BenchmarkDeterminize(b *testing.B) { enginetest.BenchDeterminize(b, Title(), 4) }
func BenchmarkPlayout2P(b *testing.B)   { enginetest.BenchPlayouts(b, Title(), 2) }
func BenchmarkPlayout4P(b *testing.B)   { enginetest.BenchPlayouts(b, Title(), 4) }
