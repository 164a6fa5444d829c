package arnak

import (
	"slices"
	"testing"
)

// TestPayments: a dig names the cards and pilots that pay for it, and
// only minimal payments are offered (spec §4.1: a card is played for
// travel only to pay a cost; planes pay anything; a ship/car cost is not
// paid by boots).
func TestPayments(t *testing.T) {
	cases := []struct {
		name  string
		hand  []string
		pool  [NumTravel]uint8
		coins int16
		cost  []uint8
		want  []payment
	}{
		{"pool pays: no card", []string{"namiot"}, [NumTravel]uint8{1, 0, 0, 0}, 0, []uint8{Boot}, []payment{{0, 0}}},
		{"one card each", []string{"namiot", "kilof"}, [NumTravel]uint8{}, 0, []uint8{Boot}, []payment{{1, 0}, {2, 0}}},
		{"identical cards listed once", []string{"namiot", "namiot"}, [NumTravel]uint8{}, 0, []uint8{Boot}, []payment{{1, 0}}},
		{"two boots need two cards", []string{"namiot", "kilof", "parowiec"}, [NumTravel]uint8{}, 0, []uint8{Boot, Boot},
			[]payment{{4, 0}, {3, 0}}},
		{"a Fear card's boot does not pay a ship", []string{"strach"}, [NumTravel]uint8{}, 0, []uint8{Ship}, nil},
		{"a pilot pays a ship", []string{"strach"}, [NumTravel]uint8{}, 2, []uint8{Ship}, []payment{{0, 1}}},
		{"card or pilot", []string{"szkicowa_mapa"}, [NumTravel]uint8{}, 4, []uint8{Ship}, []payment{{0, 1}, {1, 0}}},
		{"card plus pilot", []string{"szkicowa_mapa"}, [NumTravel]uint8{}, 4, []uint8{Ship, Ship},
			[]payment{{0, 2}, {1, 1}}},
		{"not enough coins", []string{"strach"}, [NumTravel]uint8{}, 1, []uint8{Plane}, nil},
		{"a plane card pays a car", []string{"balon", "automobil"}, [NumTravel]uint8{}, 0, []uint8{Car},
			[]payment{{1, 0}, {2, 0}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := newTestGame(t, 2, 1, nil)
			p := g.s.cur()
			var ids []uint8
			for _, h := range c.hand {
				ids = append(ids, cardID(t, g, h))
			}
			setHand(p, ids...)
			g.s.Pool = c.pool
			p.Res[Coin] = c.coins
			got := g.payments(nil, c.cost)
			if !slices.Equal(got, c.want) {
				t.Fatalf("payments %v, want %v", got, c.want)
			}
		})
	}
}

// TestDigSpendsPayment: the named cards go to the play area, the coins
// pay the pilots, and the leftover symbols stay in the pool.
func TestDigSpendsPayment(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	setHand(p, cardID(t, g, "namiot"), cardID(t, g, "parowiec"), cardID(t, g, "kilof"))
	p.Res[Coin] = 0
	discovered(g, siteI3, tile1(2)) // a ship space
	dig := engineDig(siteI3, 0, 1<<1, 0)
	if !legalHas(g, dig) {
		t.Fatalf("dig paying with Parowiec not legal: %v", g.Legal(nil))
	}
	if legalHas(g, engineDig(siteI3, 0, 1<<1|1<<0, 0)) {
		t.Fatal("a payment with a card too many is listed")
	}
	mustApply(t, g, dig)
	if p.Hand.N != 2 || p.Hand.C[0] != cardID(t, g, "namiot") || p.Hand.C[1] != cardID(t, g, "kilof") {
		t.Fatalf("hand after paying: %v", p.Hand.list())
	}
	if p.Play.N != 1 || p.Play.C[0] != cardID(t, g, "parowiec") {
		t.Fatalf("play area: %v", p.Play.list())
	}
	if s.Pool != [NumTravel]uint8{0, 1, 0, 0} {
		t.Fatalf("Parowiec's second ship should stay in the pool: %v", s.Pool)
	}
}
