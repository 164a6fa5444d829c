package arnak

import (
	"fmt"
	"math"
	"testing"

	"stolik/rules/engine"
)

// magPath is a route of the Bird side's magnifier from the start to the
// temple (board_bird.toml), one node per row.
var magPath = []string{"start", "1a", "2b", "3", "4a", "5", "6b", "7a", "temple"}

// evalCase builds a position in round r of a game of players seats, with
// seat 0 holding nothing (no resources, no hand), so that the only
// difference between two positions is the one the test makes.
func evalCase(t *testing.T, players int, round uint8) *Game {
	t.Helper()
	g := newTestGame(t, players, 1, map[string]string{"side": "bird", "difficulty": "2"})
	g.s.Round = round
	for i := 0; i < players; i++ {
		p := &g.s.P[i]
		p.Res = [NumRes]int16{}
		p.Hand = zone{}
	}
	return g
}

// A research step is worth something in every round: with everything
// else equal, a magnifier one row further evaluates higher in every round
// and at every row on the way to the temple, solo and in a 2-player game.
// (Paying the bridge's price for the step does not always evaluate above
// holding the price: doc.go, Bots.)
func TestEvaluationValuesEveryMagnifierStep(t *testing.T) {
	for _, players := range []int{1, 2} {
		for round := uint8(1); round <= 5; round++ {
			for k := 0; k+1 < len(magPath); k++ {
				name := fmt.Sprintf("%dp round %d %s→%s", players, round, magPath[k], magPath[k+1])
				t.Run(name, func(t *testing.T) {
					lo, hi := evalCase(t, players, round), evalCase(t, players, round)
					lo.s.P[0].Mag = node(t, lo, magPath[k])
					hi.s.P[0].Mag = node(t, hi, magPath[k+1])
					if hi.s.P[0].Mag == templeNode {
						hi.s.P[0].Arrival = 1
					}
					if el, eh := evaluate(lo, 0), evaluate(hi, 0); eh <= el {
						t.Errorf("evaluation %.4f → %.4f", el, eh)
					}
				})
			}
		}
	}
}

// The same for the notebook (it never passes the magnifier, which stands
// on row 7 here): VP 0, 1, 2, 4, 6, 8, 10 from row 1 to 7.
func TestEvaluationValuesEveryNotebookStep(t *testing.T) {
	notePath := magPath[:len(magPath)-1]
	for round := uint8(1); round <= 5; round++ {
		for k := 0; k+1 < len(notePath); k++ {
			t.Run(fmt.Sprintf("round %d %s→%s", round, notePath[k], notePath[k+1]), func(t *testing.T) {
				lo, hi := evalCase(t, 2, round), evalCase(t, 2, round)
				for _, g := range []*Game{lo, hi} {
					g.s.P[0].Mag = node(t, g, "7a")
				}
				lo.s.P[0].Note = node(t, lo, notePath[k])
				hi.s.P[0].Note = node(t, hi, notePath[k+1])
				if el, eh := evaluate(lo, 0), evaluate(hi, 0); eh <= el {
					t.Errorf("evaluation %.4f → %.4f", el, eh)
				}
			})
		}
	}
}

// Research VP are still ahead below the top of the track, more of them
// with more rounds to climb in (round 1 against round 5 from the same
// row), none once both tokens are at the top; never negative.
func TestEvaluationResearchAhead(t *testing.T) {
	for _, at := range magPath[:len(magPath)-1] {
		var ahead [6]float64
		for round := uint8(1); round <= 5; round++ {
			g := evalCase(t, 2, round)
			// The notebook at its top: only the magnifier's rows count.
			g.s.P[0].Mag, g.s.P[0].Note = node(t, g, at), node(t, g, "7a")
			ahead[round] = g.researchAhead(0, &defaultWeights)
			if ahead[round] <= 0 {
				t.Errorf("round %d, magnifier at %s: %.2f VP ahead", round, at, ahead[round])
			}
		}
		if ahead[1] <= ahead[5] {
			t.Errorf("magnifier at %s: %.2f VP ahead in round 1, %.2f in round 5", at, ahead[1], ahead[5])
		}
	}
	g := evalCase(t, 2, 1)
	g.s.P[0].Mag, g.s.P[0].Note, g.s.P[0].Arrival = templeNode, node(t, g, "7a"), 1
	if a := g.researchAhead(0, &defaultWeights); a != 0 {
		t.Errorf("both tokens at the top: %.2f VP ahead, want 0", a)
	}
}

// A Fear card lowers the evaluation (−1 VP at the end and a dead card in
// the deck), in every round and solo as well.
func TestEvaluationFearLowers(t *testing.T) {
	for _, players := range []int{1, 2} {
		for round := uint8(1); round <= 5; round++ {
			g := evalCase(t, players, round)
			before := evaluate(g, 0)
			g.s.P[0].Deck.push(cardFear)
			if after := evaluate(g, 0); after >= before {
				t.Errorf("%dp round %d: a Fear card %.4f → %.4f", players, round, before, after)
			}
		}
	}
}

// Research pays in arrowheads and jewels (nearly every bridge of the
// track asks for one), so they count for more than a tablet, and a jewel
// for more than an arrowhead; every resource counts for something.
func TestEvaluationResearchResources(t *testing.T) {
	w := &defaultWeights
	if !(w.Res[Jewel] > w.Res[Arrowhead] && w.Res[Arrowhead] > w.Res[Tablet]) {
		t.Fatalf("resource weights %v: want jewel > arrowhead > tablet", w.Res)
	}
	for r := range w.Res {
		g := evalCase(t, 2, 3)
		before := evaluate(g, 0)
		g.s.P[0].Res[r]++
		if after := evaluate(g, 0); after <= before {
			t.Errorf("one more resource %d: %.4f → %.4f", r, before, after)
		}
	}
}

// The seat's own evaluation does not read what it may not know: shuffling
// another seat's deck (its order is hidden) leaves the value unchanged.
func TestEvaluationIgnoresHiddenOrder(t *testing.T) {
	g := evalCase(t, 2, 2)
	before := evaluate(g, engine.Seat(0))
	d := &g.s.P[1].Deck
	for i, j := 0, int(d.N)-1; i < j; i, j = i+1, j-1 {
		d.C[i], d.C[j] = d.C[j], d.C[i]
	}
	if after := evaluate(g, engine.Seat(0)); after != before {
		t.Fatalf("reversing the other seat's deck: %.6f → %.6f", before, after)
	}
}

// Horizon (a knob, off by default: no measurable gain, doc.go): once a
// seat has passed in the last round its game is over but for the round's
// end, so what it still holds can no longer become points; its potential
// is its score (less the Fear its archaeologists on guarded sites will
// bring). Before passing, and after passing in an earlier round, the
// resources and the idol still count.
func TestEvaluationHorizonAfterLastPass(t *testing.T) {
	w := defaultWeights
	w.Horizon = true
	g := evalCase(t, 2, 5)
	p := &g.s.P[0]
	p.Res = [NumRes]int16{3, 2, 2, 1, 1} // enough for a step or a temple tile
	p.Crate = 1
	if got := g.potential(0, &w); got <= float64(g.scoreTotal(0)) {
		t.Fatalf("round 5 before passing: potential %.2f, score %d; want more", got, g.scoreTotal(0))
	}
	p.Passed = true
	if got, want := g.potential(0, &w), float64(g.scoreTotal(0)); got != want {
		t.Fatalf("passed in round 5: potential %.2f, want the score %.0f", got, want)
	}
	stand(g, 0, 0, siteI1, 0)
	g.s.SiteGuard[siteI1] = 0 // a guardian there: a Fear card at the round's end
	if got, want := g.potential(0, &w), float64(g.scoreTotal(0)-1); got != want {
		t.Fatalf("passed in round 5 beside a guardian: potential %.2f, want %.0f", got, want)
	}
	g.s.Round = 4 // not the last round: they carry over
	if got := g.potential(0, &w); got <= float64(g.scoreTotal(0)) {
		t.Fatalf("passed in round 4: potential %.2f, score %d; want more", got, g.scoreTotal(0))
	}
}

// FearCard (a knob, off by default: doc.go): a Fear card owned costs
// more than its −1 VP while rounds are left to draw it in, more in round
// 2 than in round 5.
func TestEvaluationFearCardByRound(t *testing.T) {
	w := defaultWeights
	w.FearCard = 2
	var drop [6]float64
	for _, round := range []uint8{2, 5} {
		g := evalCase(t, 2, round)
		before := g.potential(0, &w)
		g.s.P[0].Deck.push(cardFear)
		drop[round] = before - g.potential(0, &w)
		if drop[round] <= 1 {
			t.Errorf("round %d: a Fear card costs %.2f VP, want more than 1", round, drop[round])
		}
	}
	if drop[2] <= drop[5] {
		t.Errorf("a Fear card costs %.2f VP in round 2, %.2f in round 5; want more in round 2", drop[2], drop[5])
	}
}

// The search's own reading (the title's SearchEvaluate) keeps the
// gradient Evaluate loses once the lead passes ±5 VP of potential: a
// jewel more for seat 0 raises the search's value by the same amount
// whether the seat is even, 12 VP behind or ahead, or 30 VP ahead (the
// lead is read linearly), where Evaluate's lead term is clamped and only
// its share for the seat's own potential moves, less than a tenth of its
// rise in an even position. Solo the search reads Evaluate itself.
func TestSearchEvaluateKeepsTheGradient(t *testing.T) {
	search := Title().SearchEvaluate
	if search == nil {
		t.Fatal("no SearchEvaluate")
	}
	rise := func(f func(engine.Game, engine.Seat) float64, lead int16) float64 {
		g := evalCase(t, 2, 3)
		g.s.P[1].TempleVP = max(0, -lead)
		g.s.P[0].TempleVP = max(0, lead)
		before := f(g, 0)
		g.s.P[0].Res[Jewel]++
		return f(g, 0) - before
	}
	e0, s0 := rise(evaluate, 0), rise(search, 0)
	if e0 <= 0 || s0 <= 0 {
		t.Fatalf("even: a jewel moves Evaluate %.5f, SearchEvaluate %.5f; want both up", e0, s0)
	}
	for _, lead := range []int16{-12, 12, 30} {
		if s := rise(search, lead); math.Abs(s-s0) > 1e-9 {
			t.Errorf("lead %d: a jewel moves SearchEvaluate %.5f, %.5f when even", lead, s, s0)
		}
		if e := rise(evaluate, lead); e > e0/10 {
			t.Errorf("lead %d: a jewel moves Evaluate %.5f, %.5f when even: the clamp is gone", lead, e, e0)
		}
	}
	g := evalCase(t, 1, 3)
	for r := 0; r < 3; r++ {
		if e, s := evaluate(g, 0), search(g, 0); e != s {
			t.Errorf("solo: Evaluate %.6f, SearchEvaluate %.6f", e, s)
		}
		g.s.P[0].Res[Jewel] += 2
	}
}

// researchAhead's table for defaultWeights gives exactly what the
// computation gives (a copy of the weights at another address is
// computed, not looked up), on both sides, for positions of random
// games at every player count, and for every round, pass and arrival.
func TestResearchAheadTableMatchesTheComputation(t *testing.T) {
	other := defaultWeights
	checked := 0
	for _, side := range []string{"bird", "snake"} {
		for players := 1; players <= maxPlayers; players++ {
			g := newTestGame(t, players, uint64(10+players), map[string]string{"side": side, "difficulty": "2"})
			if g.d.ahead == nil {
				t.Fatalf("%s: the loaded data has no researchAhead table", side)
			}
			rng := engine.NewRNG(uint64(players))
			var legal []engine.Action
			for step := 0; g.Current() != engine.GameOver && step < 400; step++ {
				if step%7 == 0 {
					for i := 0; i < players; i++ {
						if got, want := g.researchAhead(i, &defaultWeights), g.researchAhead(i, &other); got != want {
							t.Fatalf("%s, %d players, round %d, seat %d: the table gives %v, the computation %v", side, players, g.s.Round, i, got, want)
						}
						checked++
					}
				}
				legal = g.Legal(legal[:0])
				if err := g.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
					t.Fatal(err)
				}
			}
			// Every round, pass and arrival at one pair of rows.
			for round := uint8(1); round <= 6; round++ {
				for _, passed := range []bool{false, true} {
					for arrival := uint8(0); arrival <= maxPlayers; arrival++ {
						g.s.Round, g.s.P[0].Passed, g.s.P[0].Arrival = round, passed, arrival
						if got, want := g.researchAhead(0, &defaultWeights), g.researchAhead(0, &other); got != want {
							t.Fatalf("%s: round %d, passed %v, arrival %d: the table gives %v, the computation %v", side, round, passed, arrival, got, want)
						}
					}
				}
			}
		}
	}
	if checked < 100 {
		t.Errorf("only %d positions checked", checked)
	}
}
