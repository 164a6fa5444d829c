package emerald

import (
	"context"
	"testing"

	"stolik/rules/bot"
)

// idlePosition is red's fourth turn of a 4-player game, rebuilt from a
// greedy game (seed 1) where Trudny went wrong: red holds Agitator twice
// (an influence or an acquisition each), Zamachowiec (a move or a bomb),
// Pociąg (two moves) and Zwiadowca (an acquisition or a move); it has an
// agent in Konstantynopol and one in Wiedeń and the majority nowhere, so
// nothing can be acquired this turn. Blue holds Konstantynopol (two
// agents, two cubes), yellow and green share Berlin, yellow has an agent
// in Wiedeń.
func idlePosition(t *testing.T) *Game {
	t.Helper()
	g := table(t, 4)
	ber, kon, wie := cityIndex(t, g, "Berlin"), cityIndex(t, g, "Konstantynopol"), cityIndex(t, g, "Wiedeń")
	g.put(ber, yellow, 1, 2)
	g.put(ber, green, 2, 2)
	g.put(kon, red, 1, 0)
	g.put(kon, blue, 2, 2)
	g.put(wie, red, 1, 0)
	g.put(wie, yellow, 1, 0)
	for i, c := range [][2]uint8{{5, 5}, {6, 2}, {5, 3}, {5, 3}} {
		g.s.P[i].Cubes, g.s.P[i].Limbo = c[0], c[1]
	}
	g.s.Turn = 13
	g.give(t, red, "S01", "S01", "S08", "S09", "S10")
	return g
}

// TestTrudnyPlaysItsCards: in idlePosition every card in red's hand has a
// use on the board (influence, moves), so a discard as the first action
// (§4.5 A7: no draw until the refill) spends one of the turn's two actions
// on nothing. Trudny, built from the title's own descriptor, must play
// cards instead. Before the fix it discarded in every seed tried, for two
// reasons this test holds apart: with random rollouts and a tree through
// the other seats' replies, the actions that leave least to choose
// (discard the hand, then pass) looked safest (title.go: SearchOwnTurn,
// LeafLookahead); scoring whole turns with an evaluation that read the
// refilled hand, it discarded both Agitators to fish for a luckier draw
// (eval.go: the hand counts only in the seat's own turn).
func TestTrudnyPlaysItsCards(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		g := idlePosition(t)
		p, err := bot.New(bot.KindISMCTS, bot.LevelHard, Title(), seed)
		if err != nil {
			t.Fatal(err)
		}
		a, err := p.Choose(context.Background(), g.View(red), red)
		if err != nil {
			t.Fatal(err)
		}
		if a.Kind == KindDiscard {
			e := describe(g, a)
			t.Errorf("seed %d: Trudny discarded %v as its first action", seed, e.Args["cards"])
		}
	}
}
