package emerald

import "testing"

// TestRandomPlayouts: random games at every player count end, within a
// sane number of decisions, with conserved pieces.
func TestRandomPlayouts(t *testing.T) {
	for n := 2; n <= 5; n++ {
		for seed := uint64(1); seed <= 30; seed++ {
			g := newTestGame(t, n, seed, nil)
			playRandom(t, g, seed)
			checkInvariants(t, g)
		}
	}
}
