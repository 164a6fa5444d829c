package enginetest

import (
	"errors"
	"fmt"
	"runtime/debug"
	"testing"

	"stolik/rules/engine"
)

// Playout plays one game with uniformly random legal actions and returns
// how many decisions it took. The policy's generator is seeded from seed,
// so the same call always plays the same game. It fails on a set-up error,
// a refused listed action, an empty Legal before the end, a game longer
// than MaxDecisions, or a panic.
func Playout(title *engine.Title, players int, seed uint64, opts ...Option) (decisions int, err error) {
	c := newConfig(opts)
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%s seed %d: panic after %d decisions: %v\n%s", title.ID, seed, decisions, p, debug.Stack())
		}
	}()
	if title == nil || title.New == nil {
		return 0, errors.New("nil title")
	}
	r := runner{c: c, title: title, players: players}
	g, err := r.newGame(seed)
	if err != nil {
		return 0, err
	}
	rng := engine.NewRNG(seed ^ 0x2545f4914f6cdd1d)
	decisions, err = randomPlayout(g, &rng, c.maxDecisions, title.KindNames)
	if err != nil {
		err = fmt.Errorf("%s seed %d: %w", title.ID, seed, err)
	}
	return decisions, err
}

var errTooLong = errors.New("game too long")

// randomPlayout plays g to its end in place.
func randomPlayout(g engine.Game, rng *engine.RNG, limit int, names []string) (int, error) {
	var legal []engine.Action
	for n := 0; ; n++ {
		if g.Current() == engine.GameOver {
			return n, nil
		}
		if n >= limit {
			return n, fmt.Errorf("%w: still running after %d decisions", errTooLong, n)
		}
		legal = g.Legal(legal[:0])
		if len(legal) == 0 {
			return n, fmt.Errorf("decision %d: %v to move but Legal is empty", n, g.Current())
		}
		a := legal[rng.IntN(len(legal))]
		if err := g.Apply(a, nil); err != nil {
			return n, fmt.Errorf("decision %d: Apply(%q) of a listed action: %v", n, a.Format(names), err)
		}
	}
}

// BenchPlayouts measures whole random games: ns/op is one playout; it also
// reports playouts/s and decisions/playout (target ≥ 5 000 playouts/s per
// core for two players, performance.md).
func BenchPlayouts(b *testing.B, title *engine.Title, players int, opts ...Option) {
	b.Helper()
	c := newConfig(opts)
	r := runner{c: c, title: title, players: players}
	rng := engine.NewRNG(7)
	var legal []engine.Action
	decisions := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g, err := r.newGame(uint64(i) + 1)
		if err != nil {
			b.Fatal(err)
		}
		for n := 0; g.Current() != engine.GameOver; n++ {
			legal = g.Legal(legal[:0])
			if len(legal) == 0 || n >= c.maxDecisions {
				b.Fatalf("%s seed %d: stuck at decision %d", title.ID, i+1, n)
			}
			if err := g.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
				b.Fatal(err)
			}
			decisions++
		}
	}
	b.StopTimer()
	if s := b.Elapsed().Seconds(); s > 0 {
		b.ReportMetric(float64(b.N)/s, "playouts/s")
	}
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/playout")
}

// BenchLegalApply measures one decision of random play: Legal into a
// reused buffer plus Apply (target ≤ 1 µs, 0 allocations in Legal). Set-up
// of a new game when one ends is not timed.
func BenchLegalApply(b *testing.B, title *engine.Title, players int, opts ...Option) {
	b.Helper()
	r := runner{c: newConfig(opts), title: title, players: players}
	rng := engine.NewRNG(11)
	seed := uint64(1)
	g, err := r.newGame(seed)
	if err != nil {
		b.Fatal(err)
	}
	legal := make([]engine.Action, 0, 256)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if g.Current() == engine.GameOver {
			b.StopTimer()
			seed++
			if g, err = r.newGame(seed); err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
		}
		legal = g.Legal(legal[:0])
		if len(legal) == 0 {
			b.Fatalf("%s seed %d: empty Legal before the end", title.ID, seed)
		}
		if err := g.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
			b.Fatal(err)
		}
	}
}

// midGame plays a random game halfway, the state the clone and
// determinize benchmarks use.
func midGame(b *testing.B, title *engine.Title, players int, opts []Option) engine.Game {
	b.Helper()
	c := newConfig(opts)
	total, err := Playout(title, players, 3, opts...)
	if err != nil {
		b.Fatal(err)
	}
	r := runner{c: c, title: title, players: players}
	g, err := r.newGame(3)
	if err != nil {
		b.Fatal(err)
	}
	rng := engine.NewRNG(3 ^ 0x2545f4914f6cdd1d)
	var legal []engine.Action
	for n := 0; n < total/2; n++ {
		legal = g.Legal(legal[:0])
		if err := g.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

// BenchClone measures Clone of a mid-game state (target ≤ 200 ns, one
// allocation).
func BenchClone(b *testing.B, title *engine.Title, players int, opts ...Option) {
	b.Helper()
	g := midGame(b, title, players, opts)
	b.ReportAllocs()
	b.ResetTimer()
	var sink engine.Game
	for i := 0; i < b.N; i++ {
		sink = g.Clone()
	}
	_ = sink
}

// BenchDeterminize measures Determinize of the mover's seat on a
// determinized copy of its view, in place (target ≤ 1 µs).
func BenchDeterminize(b *testing.B, title *engine.Title, players int, opts ...Option) {
	b.Helper()
	g := midGame(b, title, players, opts)
	seat := g.Current()
	d := g.View(seat)
	rng := engine.NewRNG(5)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d.Determinize(seat, &rng)
	}
}
