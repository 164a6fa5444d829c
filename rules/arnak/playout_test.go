package arnak

import (
	"testing"
)

func TestRandomPlayoutsTerminate(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 8
	}
	for n := 1; n <= 4; n++ {
		total, maxDec := 0, 0
		for seed := uint64(1); seed <= uint64(games); seed++ {
			g := newTestGame(t, n, seed, nil)
			k := playRandom(t, g, seed*7)
			total += k
			maxDec = max(maxDec, k)
			if g.s.Round != 6 {
				t.Fatalf("%d players seed %d: ended in round %d", n, seed, g.s.Round)
			}
			r := g.Result()
			if len(r.Scores) != n {
				t.Fatalf("scores %d", len(r.Scores))
			}
		}
		t.Logf("%d players: %.0f decisions/game (max %d)", n, float64(total)/float64(games), maxDec)
	}
}
