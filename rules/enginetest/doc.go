// Package enginetest is the conformance suite every title runs, in the
// manner of OpenSpiel's basic_tests: many seeded random playouts, each step
// checked against the contract written in rules/engine's package comment
// (Legal/Apply agreement, refusals that change nothing, Clone independence,
// determinism, text round trip of actions, save → load → same state, views
// that hide what they must, results that rank every seat). A title's own
// test is three lines:
//
//	func TestConformance(t *testing.T) {
//		for n := 2; n <= 4; n++ { enginetest.Run(t, donjon.Title(), n) }
//	}
//
// It also provides Playout and the benchmark helpers (BenchPlayouts,
// BenchLegalApply, BenchClone, BenchDeterminize) the titles' benchmarks call,
// so every title is measured the same way against performance.md.
//
// Check returns the failures as values (so the suite's own tests can prove
// that a broken title fails); Run reports them through testing.TB. Every
// failure names the title, player count, seed and decision index that
// reproduce it.
//
// What it cannot see: a view that keeps the state's generator while
// Determinize also forgets to reseed it leaks every future draw, yet View(p)
// stays unchanged under Determinize. The suite catches it only when the
// generator is the title's sole secret (check "hidden"); titles must
// replace their RNG in View and reseed it in Determinize (toygame shows
// how). Allocation-free Legal is measured by BenchLegalApply, not checked:
// allocation counters are process-wide and parallel tests would make such a
// check flaky.
//
// It imports rules/engine and the standard library (testing included) only:
// never a title (titles import it from their tests), never ebiten,
// image/..., scenes, render or locales. The toygame subpackage is a test
// title, not a dependency of this one.
package enginetest
