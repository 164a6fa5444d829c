package donjon

import (
	"slices"
	"testing"

	"stolik/rules/engine"
)

// The state must be a fixed-size value, so the checksum hashes every byte
// on its fast path (an int or a slice among its fields is named here).
func TestStateEncodesCompletely(t *testing.T) {
	g := newTestGame(t, 4, 1, nil)
	if err := engine.CheckStateEncoding(&g.s); err != nil {
		t.Fatal(err)
	}
}

// midGameAt plays seeded random decisions until the decks still hold
// enough cards that two redeals are unlikely to coincide.
func midGameAt(t *testing.T, players int, seed uint64, decisions int) *Game {
	t.Helper()
	g := newTestGame(t, players, seed, nil)
	rng := engine.NewRNG(seed)
	for i := 0; i < decisions && g.Current() != engine.GameOver; i++ {
		legal := g.Legal(nil)
		mustApply(t, g, legal[rng.IntN(len(legal))], nil)
	}
	if g.Current() == engine.GameOver {
		t.Fatalf("seed %d ended within %d decisions", seed, decisions)
	}
	return g
}

// Determinize (engine contract): it resamples what the seat cannot see
// and reseeds the state's RNG from its rng, so two determinizations with
// different generators differ — in the decks and in the generator of
// future shuffles — and neither changes what the seat sees.
func TestDeterminizeReseedsAndResamples(t *testing.T) {
	for _, players := range []int{2, 4} {
		g := midGameAt(t, players, 31, 40)
		for seat := engine.Seat(0); int(seat) < players; seat++ {
			view := g.View(seat).(*Game)
			want := view.Checksum()
			ra, rb := engine.NewRNG(1), engine.NewRNG(2)
			a, b := view.Clone().(*Game), view.Clone().(*Game)
			a.Determinize(seat, &ra)
			b.Determinize(seat, &rb)
			if a.rng == b.rng || a.rng == view.rng || a.rng == g.rng {
				t.Fatalf("%d players, %v: Determinize does not reseed the state's RNG from its rng argument: every simulated future shuffles alike", players, seat)
			}
			if a.View(seat).Checksum() != want || b.View(seat).Checksum() != want {
				t.Fatalf("%d players, %v: Determinize changed the seat's view", players, seat)
			}
			differ := func(name string, x, y []uint8) {
				if len(x) > 3 && slices.Equal(x, y) {
					t.Errorf("%d players, %v: two determinizations dealt the %s (%d cards) alike", players, seat, name, len(x))
				}
			}
			differ("Threat deck", a.s.ThreatDeck[:a.s.ThreatN], b.s.ThreatDeck[:b.s.ThreatN])
			differ("Sword Bearer deck", a.s.SwordDeck[:a.s.SwordN], b.s.SwordDeck[:b.s.SwordN])
			differ("Potion deck", a.s.PotionDeck[:a.s.PotionN], b.s.PotionDeck[:b.s.PotionN])
			differ("VIP deck", a.s.VIPDeck[:a.s.VIPN], b.s.VIPDeck[:b.s.VIPN])
			// The same generator gives the same determinization.
			rc := engine.NewRNG(1)
			c := view.Clone().(*Game)
			c.Determinize(seat, &rc)
			if c.Checksum() != a.Checksum() {
				t.Fatalf("%d players, %v: Determinize with the same generator twice gave two states", players, seat)
			}
		}
	}
}

// With the peek house rule a seat's own face-down Keeper tile is known to
// it and stays; every other face-down tile is redealt, among the tiles
// nobody holds face up or has seen.
func TestDeterminizeKeepsThePeekedTile(t *testing.T) {
	g := newTestGame(t, 4, 5, map[string]string{"keeper_peek": "yes"})
	seen := map[[4]uint8]bool{}
	for i := uint64(0); i < 30; i++ {
		d := g.View(2).(*Game)
		rng := engine.NewRNG(i)
		d.Determinize(2, &rng)
		if d.s.P[2].Keeper != g.s.P[2].Keeper {
			t.Fatalf("the peeked tile of seat 2 was redealt")
		}
		var k [4]uint8
		for p := range k {
			k[p] = d.s.P[p].Keeper
			if p != 2 && k[p] == g.s.P[2].Keeper {
				t.Fatalf("seat %d was dealt seat 2's peeked tile", p)
			}
		}
		seen[k] = true
	}
	if len(seen) < 2 {
		t.Error("30 determinizations dealt the other seats' tiles alike")
	}
}
