package arnak

import (
	"testing"

	"stolik/rules/engine"
)

// checkConservation: every card, Fear card and assistant is somewhere
// (multiplayer: nothing leaves the game except exiled basic cards).
func checkConservation(t *testing.T, g *Game, step int) {
	t.Helper()
	s := &g.s
	d := g.d
	var seen [numCards]int
	count := func(cs []uint8) {
		for _, c := range cs {
			if c != none {
				seen[c]++
			}
		}
	}
	count(s.ItemDeck[:s.NItem])
	count(s.ArtDeck[:s.NArt])
	count(s.ItemEx[:s.NItemEx])
	count(s.ArtEx[:s.NArtEx])
	count(s.Row[:])
	count(s.Reveal[:])
	count(s.Drawn[:s.NDrawn])
	fear := int(s.FearDeck)
	for i := 0; i < int(s.Players); i++ {
		p := &s.P[i]
		count(p.Deck.list())
		count(p.Hand.list())
		count(p.Play.list())
	}
	fear += seen[cardFear]
	for c := firstItem; c < numCards; c++ {
		if seen[c] != 1 {
			t.Fatalf("step %d: card %s seen %d times", step, d.Cards[c].ID, seen[c])
		}
	}
	if fear != numFear {
		t.Fatalf("step %d: %d Fear cards", step, fear)
	}
	asst := int(s.NA[0]+s.NA[1]+s.NA[2]) + int(s.NRescue)
	for i := 0; i < int(s.Players); i++ {
		for _, a := range s.P[i].Asst {
			if a != none {
				asst++
			}
		}
	}
	if asst != numAssistants {
		t.Fatalf("step %d: %d assistants", step, asst)
	}
	for i := 0; i < int(s.Players); i++ {
		for _, r := range s.P[i].Res {
			if r < 0 {
				t.Fatalf("step %d: negative resources %v", step, s.P[i].Res)
			}
		}
	}
}

// TestInvariantsDeepPlayouts plays games that rarely pass or skip, so they
// reach the temple, guardians and the late rounds, and checks conservation
// after every decision.
func TestInvariantsDeepPlayouts(t *testing.T) {
	games := 24
	if testing.Short() {
		games = 8
	}
	deepest, temple := 0, 0
	for seed := uint64(1); seed <= uint64(games); seed++ {
		opts := map[string]string(nil)
		if seed%2 == 0 {
			opts = snake
		}
		rich := seed%3 != 0 // rich players reach the temple
		n := 1 + int(seed%4)
		g := newTestGame(t, n, seed, opts)
		rng := engine.NewRNG(seed)
		for step := 0; g.Current() != engine.GameOver; step++ {
			legal := g.Legal(nil)
			a := legal[rng.IntN(len(legal))]
			// Prefer anything over passing, ending or declining.
			for k := 0; k < 6 && (a.Kind == KindPass || a.Kind == KindEnd || (a.Kind == KindChoose && a.A == 0)); k++ {
				a = legal[rng.IntN(len(legal))]
			}
			if err := g.Apply(a, nil); err != nil {
				t.Fatal(err)
			}
			if rich && g.Current() != engine.GameOver && (a.Kind == KindEnd || a.Kind == KindPass) {
				p := g.s.cur()
				for r := range p.Res {
					p.Res[r] = max(p.Res[r], 6)
				}
				p.Crate = max(p.Crate, 1)
			}
			if n > 1 { // the solo rival takes components out of the game
				checkConservation(t, g, step)
			}
			if step%5 == 0 && g.Current() != engine.GameOver {
				seat := g.Current()
				c := g.Clone().(*Game)
				r := engine.NewRNG(uint64(step))
				c.Determinize(seat, &r)
				if c.View(seat).Checksum() != g.View(seat).Checksum() {
					t.Fatalf("step %d: Determinize changed the view", step)
				}
				if len(c.Legal(nil)) != len(g.Legal(nil)) {
					t.Fatalf("step %d: the mover's legal actions depend on hidden information", step)
				}
			}
			if step > 5000 {
				t.Fatal("no end")
			}
		}
		for i := 0; i < int(g.s.Players); i++ {
			deepest = max(deepest, int(g.d.NodeRow[g.s.P[i].Mag]))
			temple += int(g.s.P[i].Tiles[0] + g.s.P[i].Tiles[1] + g.s.P[i].Tiles[2])
		}
		r := g.Result()
		if len(r.Scores) != n {
			t.Fatal("scores")
		}
	}
	t.Logf("deepest magnifier row reached: %d; temple tiles taken: %d", deepest, temple)
	if deepest < numRows+1 || temple == 0 {
		t.Fatal("the deep playouts must reach the Lost Temple and take temple tiles")
	}
}
