package enginetest

import "testing"

// The cap on conformance games exists only for `make mutate`: unset, empty
// or nonsense, it must not cap anything, or `make test` would quietly play
// fewer games.
func TestMutateGamesCapOnlyWhenSet(t *testing.T) {
	for _, tc := range []struct {
		env  string
		want int
	}{{"", 0}, {"x", 0}, {"-3", 0}, {"0", 0}, {"2", 2}, {"7", 7}} {
		t.Setenv("STOLIK_MUTATE_GAMES", tc.env)
		if got := mutateGames(); got != tc.want {
			t.Errorf("STOLIK_MUTATE_GAMES=%q: cap %d, want %d", tc.env, got, tc.want)
		}
	}
}
