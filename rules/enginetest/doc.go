// Package enginetest is the conformance suite every title runs, in the
// manner of OpenSpiel's basic_tests: many seeded random playouts, each step
// checked against the contract written in rules/engine's package comment
// (Legal/Apply agreement, refusals that change nothing, Clone independence,
// determinism, text round trip of actions, save → load → same state, views
// and events that hide what they must, results that rank every seat). A title's own
// test is three lines:
//
//	func TestConformance(t *testing.T) {
//		for n := 2; n <= 4; n++ { enginetest.Run(t, donjon.Title(), n) }
//	}
//
// It also provides Playout and the benchmark helpers (BenchPlayouts,
// BenchLegalApply, BenchClone, BenchDeterminize) the titles' benchmarks call,
// so every title is measured the same way against performance.md, and the
// rest of the harness every title's tests share (one copy each, so a title
// writes only what is its own):
//
//   - Playthrough: the golden playthrough (a seeded random game printed
//     decision by decision, compared with testdata through Golden); the
//     title says how its decision, event and score lines read.
//   - MidGame and BenchBot: the bot benchmarks (one decision of a bot made
//     by bot.New on a typical mid-game position).
//   - NewGame and PlayRandom: a title's game as its own type, and a whole
//     random game, for hand-built scenario tests.
//   - DataFolder, Mutated and SourceProblems/CheckSources: the data tests
//     (a copy of assets/data/<t> with one text changed, which the loader
//     must refuse in Polish naming the file; every entry's source).
//
// Check returns the failures as values (so the suite's own tests can prove
// that a broken title fails); Run reports them through testing.TB. Every
// failure names the title, player count, seed and decision index that
// reproduce it.
//
// Secrecy is tested by construction: a title lists its hidden zones in
// Title.Secrets (one copy of the state per zone, with only that zone
// changed, written from the rules apart from View and Determinize), and at
// every decision the suite checks that each copy really differs (check
// "secrets"), that every seat it is hidden from and the public view see
// the same View of both, and that the events such a seat receives from its
// own next actions are the same up to the first reveal it reads (check
// "events"). So a zone that View and Determinize both forget, which the
// older "view" check (Determinize leaves View unchanged) passes, fails
// here. A title that declares secrets, or whose Determinize changes
// anything, must have the hook. Where a secret is hidden from a seat, two
// determinizations of its view with different generators must differ
// (check "resample": Determinize reseeds the state's RNG), and every
// applied action must change the Checksum (check "checksum": a checksum
// blind to part of the state makes every other comparison blind).
// Secrecy(title, players, g, seed) runs the secrecy checks on one position
// a test built by hand.
//
// What it cannot see: allocation-free Legal is measured by
// BenchLegalApply, not checked: allocation counters are process-wide and
// parallel tests would make such a check flaky. The events of a decision
// taken by a seat that knows the secret are not compared (it may reveal
// its own card on purpose, and a hand-slot action plays another card in
// the copy).
//
// It imports rules/engine, the TOML decoder (for the source check) and the
// standard library (testing included) only:
// never a title (titles import it from their tests), never ebiten,
// image/..., scenes, render or locales. The toygame subpackage is a test
// title, not a dependency of this one.
package enginetest
