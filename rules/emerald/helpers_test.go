package emerald

import (
	"testing"

	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

func newTestGame(t testing.TB, players int, seed uint64, opts map[string]string) *Game {
	return enginetest.NewGame[*Game](t, Title(), engine.Config{Players: players, Seed: seed, Options: opts})
}

// playRandom plays uniformly random legal decisions to the end.
func playRandom(t testing.TB, g *Game, seed uint64) int {
	return enginetest.PlayRandom(t, g, seed, kindNames)
}

// card finds a card index by id.
func card(t testing.TB, g *Game, id string) uint8 {
	t.Helper()
	c, ok := g.d.CardIndex(id)
	if !ok {
		t.Fatalf("no card %q", id)
	}
	return c
}
