package donjon

import (
	"testing"

	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

func newTestGame(t testing.TB, players int, seed uint64, opts map[string]string) *Game {
	return enginetest.NewGame[*Game](t, Title(), engine.Config{Players: players, Seed: seed, Options: opts})
}

// playout plays random legal decisions to the end and returns the number
// of decisions; it fails if Legal is ever empty before the end.
func playout(t testing.TB, g *Game, rng *engine.RNG, limit int) int {
	buf := make([]engine.Action, 0, 1024)
	for n := 0; n < limit; n++ {
		if g.Current() == engine.GameOver {
			if len(g.Legal(buf[:0])) != 0 {
				t.Fatalf("legal actions after the end")
			}
			return n
		}
		legal := g.Legal(buf[:0])
		if len(legal) == 0 {
			t.Fatalf("no legal action at decision %d (phase %d, queue %d)", n, g.s.Phase, g.s.QN)
		}
		// Random play passes too often to finish steps; prefer real moves.
		a := legal[rng.IntN(len(legal))]
		if a.Kind == KindPass && len(legal) > 1 && rng.IntN(4) > 0 {
			a = legal[rng.IntN(len(legal)-1)]
		}
		if err := g.Apply(a, nil); err != nil {
			t.Fatalf("legal action %v refused: %v", a, err)
		}
		if g.s.QN > queueCap-4 {
			t.Fatalf("pending queue reached %d of %d", g.s.QN, queueCap)
		}
	}
	t.Fatalf("game did not end within %d decisions", limit)
	return limit
}

func TestRandomPlayoutsTerminate(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 15
	}
	for _, players := range []int{2, 3, 4} {
		total, capped := 0, 0
		for seed := uint64(1); seed <= uint64(games); seed++ {
			opts := map[string]string{"objectives": []string{"basic", "advanced"}[seed%2]}
			g := newTestGame(t, players, seed*7919+uint64(players), opts)
			rng := engine.NewRNG(seed)
			total += playout(t, g, &rng, 200000)
			if int(g.s.Round) >= g.d.Rules.RoundCap {
				capped++
			}
			r := g.Result()
			if len(r.Scores) != players || len(r.Place) != players {
				t.Fatalf("result has %d scores", len(r.Scores))
			}
			for _, sc := range r.Scores {
				sum := 0
				for _, p := range sc.Parts {
					sum += p.Points
				}
				if sum != sc.Total {
					t.Fatalf("seat %d: parts sum %d != total %d", sc.Seat, sum, sc.Total)
				}
			}
		}
		t.Logf("%d players: %.0f decisions/game, %d/%d games ended by the round cap", players, float64(total)/float64(games), capped, games)
	}
}
