package enginetest

import (
	"testing"

	"stolik/rules/engine"
)

// NewGame sets title's game of cfg up (no log) and returns it as the
// title's own type G, the start of most hand-built scenario tests; it
// fails t on a set-up error or a game of another type.
func NewGame[G engine.Game](t testing.TB, title *engine.Title, cfg engine.Config) G {
	t.Helper()
	eg, err := title.New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	g, ok := eg.(G)
	if !ok {
		t.Fatalf("%s: New returned a %T", title.ID, eg)
	}
	return g
}

// randomLimit is how many decisions PlayRandom allows before it calls a
// game endless.
const randomLimit = 20000

// PlayRandom plays g to its end in place with uniformly random legal
// actions drawn with engine.NewRNG(seed) and returns how many decisions
// it took; names (the title's KindNames) word a refused action. It fails
// t on an empty Legal before the end, a listed action Apply refuses, or a
// game still running after 20 000 decisions.
func PlayRandom(t testing.TB, g engine.Game, seed uint64, names []string) int {
	t.Helper()
	rng := engine.NewRNG(seed)
	n, err := randomPlayout(g, &rng, randomLimit, names)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
