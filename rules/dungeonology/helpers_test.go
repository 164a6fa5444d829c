package dungeonology

import (
	"testing"

	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

// Helpers that build rulebook situations by hand: a game is set up
// normally (scholars drawn), then the tests move cards, tiles and figures
// where the example has them.

func mustData(t testing.TB) *Data {
	t.Helper()
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func newTestGame(t testing.TB, players int, seed uint64, opts map[string]string) *Game {
	t.Helper()
	o := map[string]string{"scholars": "draw"}
	for k, v := range opts {
		o[k] = v
	}
	return enginetest.NewGame[*Game](t, Title(), engine.Config{Players: players, Seed: seed, Options: o})
}

func scholarIdx(t testing.TB, g *Game, id string) uint8 {
	t.Helper()
	for i := range g.d.Scholars {
		if g.d.Scholars[i].ID == id {
			return uint8(i)
		}
	}
	t.Fatalf("no scholar %q", id)
	return 0
}

// setScholars gives the seats these scholars (normal side), their student
// limit of students, no fatigue.
func setScholars(t testing.TB, g *Game, ids ...string) {
	t.Helper()
	for i, id := range ids {
		p := &g.s.P[i]
		p.Scholar = scholarIdx(t, g, id)
		p.Inspired = false
		p.Students = g.side(uint8(i)).Students
		p.Fatigue = 0
	}
}

func zoneIdx(t testing.TB, g *Game, id string) uint8 {
	t.Helper()
	for i := range g.d.Zones {
		if g.d.Zones[i].ID == id {
			return uint8(i)
		}
	}
	t.Fatalf("no zone %q", id)
	return 0
}

// takeFromStack removes zone z from its face-down stack.
func takeFromStack(g *Game, z uint8) {
	s := &g.s
	lv := g.d.Zones[z].Level - 1
	for i := uint8(0); i < s.StackN[lv]; i++ {
		if s.Stack[lv][i] == z {
			copy(s.Stack[lv][i:s.StackN[lv]-1], s.Stack[lv][i+1:s.StackN[lv]])
			s.StackN[lv]--
			s.Stack[lv][s.StackN[lv]] = 0
			return
		}
	}
}

// putZoneOnTop moves zone z to the top of its stack.
func putZoneOnTop(g *Game, z uint8) {
	s := &g.s
	lv := g.d.Zones[z].Level - 1
	takeFromStack(g, z)
	copy(s.Stack[lv][1:s.StackN[lv]+1], s.Stack[lv][:s.StackN[lv]])
	s.Stack[lv][0] = z
	s.StackN[lv]++
}

// placeZone lays zone id at (x, y) as if explored earlier.
func placeZone(t testing.TB, g *Game, id string, x, y int8) uint8 {
	t.Helper()
	z := zoneIdx(t, g, id)
	takeFromStack(g, z)
	tl := g.placeTile(z, pos{x, y}, none)
	g.s.Tiles[tl].Entered = true
	return tl
}

// cardOf returns the n-th physical card of design id.
func cardOf(t testing.TB, g *Game, id string, n int) uint8 {
	t.Helper()
	for c := range g.d.Deck {
		if g.d.Tricks[g.d.Deck[c]].ID == id {
			if n == 0 {
				return uint8(c)
			}
			n--
		}
	}
	t.Fatalf("no card %q", id)
	return 0
}

// takeCard removes card c from the deck, the discard pile or a hand.
func takeCard(g *Game, c uint8) {
	s := &g.s
	for i := uint8(0); i < s.DeckN; i++ {
		if s.Deck[i] == c {
			copy(s.Deck[i:s.DeckN-1], s.Deck[i+1:s.DeckN])
			s.DeckN--
			s.Deck[s.DeckN] = 0
			return
		}
	}
	for i := uint8(0); i < s.DiscN; i++ {
		if s.Disc[i] == c {
			copy(s.Disc[i:s.DiscN-1], s.Disc[i+1:s.DiscN])
			s.DiscN--
			s.Disc[s.DiscN] = 0
			return
		}
	}
	for i := range s.P {
		s.P[i].removeCard(c)
	}
}

// setHand empties seat's hand (cards back to the deck) and gives it cards.
func setHand(t testing.TB, g *Game, seat uint8, cards ...uint8) {
	t.Helper()
	s := &g.s
	p := &s.P[seat]
	for p.HandN > 0 {
		c := p.Hand[0]
		p.removeCard(c)
		s.Deck[s.DeckN] = c
		s.DeckN++
	}
	for _, c := range cards {
		takeCard(g, c)
		p.addCard(c)
	}
}

// putCardOnTop makes c the next card drawn (the deck's top is its end).
func putCardOnTop(g *Game, c uint8) {
	takeCard(g, c)
	s := &g.s
	s.Deck[s.DeckN] = c
	s.DeckN++
}

// apply plays a on g, failing the test on a refusal.
func apply(t testing.TB, g *Game, a engine.Action) []engine.Event {
	t.Helper()
	var log engine.Log
	if err := g.Apply(a, &log); err != nil {
		t.Fatalf("%s refused: %v (legal: %v)", a.Format(kindNames), err, formatAll(g.Legal(nil)))
	}
	return log.Events
}

func formatAll(as []engine.Action) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = a.Format(kindNames)
	}
	return out
}

func hasEvent(evs []engine.Event, key string) bool {
	for _, e := range evs {
		if e.Key == key {
			return true
		}
	}
	return false
}

// startTurnOf makes seat the active player at the opening of its turn.
func startTurnOf(g *Game, seat uint8) {
	s := &g.s
	s.Active = seat
	s.Phase = phOpen
	s.QN = 0
	s.T = test{}
	p := &s.P[seat]
	p.SpeedUsed, p.Actions, p.Researched = 0, 0, 0
}
