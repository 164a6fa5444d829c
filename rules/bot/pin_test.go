package bot_test

import (
	"context"
	"math"
	"slices"
	"testing"

	"stolik/rules/bot"
	"stolik/rules/enginetest/toygame"
)

// The opt-in search fields (Widening, Candidates) at zero leave the search
// exactly as it was: the root statistics of these searches were recorded
// with the search of commit 55e9e4f (before either field existed) on the
// same toy positions and seeds, and must come out the same, visit for
// visit, and so must the move. Both the plain search and the own-turn one
// with a greedy leaf (Arnak's and Studium's) are pinned.
func TestISMCTSZeroFieldsKeepTheOldSearch(t *testing.T) {
	for _, tc := range []struct {
		seed    uint64
		ownTurn bool
		move    uint8
		visits  []float64
		reward  float64 // Σ mean·visits over the root actions
	}{
		{1, false, 8, []float64{34, 34, 28, 49, 39, 41, 75}, 176.250000000},
		{1, true, 8, []float64{4, 6, 4, 15, 13, 30, 228}, 196.810666154},
		{2, false, 1, []float64{63, 39, 44, 49, 55, 27, 23}, 108.000000000},
		{2, true, 1, []float64{78, 48, 40, 36, 34, 32, 32}, 97.024630253},
		{3, false, 1, []float64{59, 47, 52, 39, 36, 37, 30}, 228.250000000},
		{3, true, 1, []float64{70, 56, 40, 36, 34, 32, 32}, 211.247926210},
		{4, false, 2, []float64{24, 54, 36, 35, 46, 35, 37, 33}, 141.500000000},
		{4, true, 8, []float64{30, 26, 24, 26, 28, 34, 48, 84}, 131.539327571},
		{5, false, 8, []float64{32, 24, 32, 34, 55, 46, 77}, 175.500000000},
		{5, true, 8, []float64{4, 5, 5, 7, 8, 37, 234}, 199.832752195},
		{6, false, 4, []float64{69, 81, 64, 45, 41}, 98.750000000},
		{6, true, 7, []float64{60, 46, 44, 56, 94}, 104.472905409},
	} {
		g := midGame(t, tc.seed, int(tc.seed%4)+1)
		seat := g.Current()
		cfg := bot.ISMCTSConfig{Iterations: 300}
		if tc.ownTurn {
			cfg = bot.ISMCTSConfig{Iterations: 300, OwnTurn: true, LeafLookahead: 3, Exploration: 0.2}
		}
		p := bot.NewISMCTS(toygame.Title(), tc.seed*11, cfg)
		a, err := p.Choose(context.Background(), g.View(seat), seat)
		if err != nil {
			t.Fatal(err)
		}
		var visits []float64
		reward := 0.0
		for _, st := range p.Stats() {
			visits = append(visits, st.Visits)
			reward += st.Mean * st.Visits
		}
		if a.A != tc.move || !slices.Equal(visits, tc.visits) || math.Abs(reward-tc.reward) > 1e-6 {
			t.Errorf("seed %d own turn %v: move %d, visits %v, reward %.9f; the old search: %d, %v, %.9f",
				tc.seed, tc.ownTurn, a.A, visits, reward, tc.move, tc.visits, tc.reward)
		}
	}
}
