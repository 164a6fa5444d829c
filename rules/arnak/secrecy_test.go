package arnak

import (
	"slices"
	"strings"
	"testing"

	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

// The state must be a fixed-size value, so the checksum hashes every byte
// on its fast path (an int or a slice among its fields is named here).
func TestStateEncodesCompletely(t *testing.T) {
	g := newTestGame(t, 4, 1, nil)
	if err := engine.CheckStateEncoding(&g.s); err != nil {
		t.Fatal(err)
	}
}

// secretNames runs the secrecy checks on a position built by hand and
// returns the names of the secrets checked.
func secretNames(t *testing.T, g *Game) []string {
	t.Helper()
	problems, n := enginetest.Secrecy(secretTitle(), int(g.s.Players), g, 7)
	for _, p := range problems {
		t.Error(p)
	}
	var names []string
	rng := engine.NewRNG(7)
	for _, sc := range secrets(g, &rng) {
		names = append(names, sc.Name)
	}
	if len(names) != n {
		t.Fatalf("Secrecy checked %d secrets, the hook lists %d", n, len(names))
	}
	return names
}

// Cards an effect draws go to a hand the other seats see only as a count:
// after Koń ("draw 1", then a coin and a compass) the drawn card could be any card of the deck.
func TestCardsDrawnByAnEffectStayHidden(t *testing.T) {
	g := newTestGame(t, 3, 1, nil)
	p := g.s.cur()
	// A deck of several kinds, so the drawn card could be another one.
	for _, id := range []string{"papuga", "namiot", "kompas_precyzyjny"} {
		p.Deck.push(cardID(t, g, id))
	}
	deckBefore := p.Deck.N
	play(t, g, "kon")
	if p.Hand.N != 1 || p.Deck.N != deckBefore-1 {
		t.Fatalf("Koń drew no card: hand %v, deck %d", p.Hand.list(), p.Deck.N)
	}
	names := secretNames(t, g)
	if !slices.Contains(names, "ręka gracza 1") {
		t.Fatalf("the hand holding the drawn card is not among the secrets: %v", names)
	}
	// The same by hand: swap the drawn card with a deck card of another
	// kind; the other seats and the public view cannot tell.
	h := g.Clone().(*Game)
	q := h.s.cur()
	j := slices.IndexFunc(q.Deck.list(), func(c uint8) bool { return c != q.Hand.C[0] })
	if j < 0 {
		t.Fatal("the deck holds only copies of the drawn card")
	}
	q.Hand.C[0], q.Deck.C[j] = q.Deck.C[j], q.Hand.C[0]
	for _, seat := range []engine.Seat{1, 2, engine.Observer} {
		if g.View(seat).Checksum() != h.View(seat).Checksum() {
			t.Errorf("%v sees which card seat 0 drew", seat)
		}
	}
	if g.View(0).Checksum() == h.View(0).Checksum() {
		t.Error("seat 0 cannot see the card it drew")
	}
}

// An earring's draws wait for the keep decision outside the hand; until
// then the other seats know only how many there are.
func TestEarringDrawsStayHidden(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	p.Deck = zone{}
	funding, exploration := cardID(t, g, "fundusze_samochod"), cardID(t, g, "eksploracja_statek")
	for _, c := range []uint8{funding, exploration, cardFear, exploration} {
		p.Deck.push(c)
	}
	play(t, g, "kolczyk_z_krysztalem")
	choose(t, g, 1, 3, 0, 0) // draw 3
	if s.NDrawn != 3 {
		t.Fatalf("drawn %d, want 3", s.NDrawn)
	}
	names := secretNames(t, g)
	if !slices.Contains(names, "karty dobrane przez gracza 1") {
		t.Fatalf("the earring's draws are not among the secrets: %v", names)
	}
}

// Determinize (engine contract): it resamples what the seat cannot see
// and reseeds the state's RNG from its rng, so two determinizations with
// different generators differ — in the other hands, the decks and the
// generator of future shuffles — and neither changes what the seat sees.
func TestDeterminizeReseedsAndResamples(t *testing.T) {
	for _, players := range []int{1, 2, 4} {
		g := newTestGame(t, players, 21, nil)
		playSome(t, g, 21, 30)
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
			if a.s.NItem > 3 && slices.Equal(a.s.ItemDeck[:a.s.NItem], b.s.ItemDeck[:b.s.NItem]) {
				t.Errorf("%d players, %v: two determinizations dealt the item deck alike", players, seat)
			}
			if players > 1 {
				// All other seats' hands and decks together: the starting
				// decks repeat cards, so one seat's few arrangements may
				// coincide by chance.
				var ca, cb []uint8
				for o := 0; o < players; o++ {
					if engine.Seat(o) != seat {
						ca = append(append(ca, a.s.P[o].Hand.list()...), a.s.P[o].Deck.list()...)
						cb = append(append(cb, b.s.P[o].Hand.list()...), b.s.P[o].Deck.list()...)
					}
				}
				if slices.Equal(ca, cb) {
					t.Errorf("%d players, %v: two determinizations dealt the other seats' hands and decks alike", players, seat)
				}
			}
		}
	}
}

// playSome plays n seeded random decisions.
func playSome(t *testing.T, g *Game, seed uint64, n int) {
	t.Helper()
	rng := engine.NewRNG(seed)
	for i := 0; i < n && g.Current() != engine.GameOver; i++ {
		legal := g.Legal(nil)
		mustApply(t, g, legal[rng.IntN(len(legal))])
	}
	if g.Current() == engine.GameOver {
		t.Fatalf("the game ended within %d decisions", n)
	}
}

// The secret names are Polish and say whose zone it is.
func TestSecretNamesArePolish(t *testing.T) {
	g := newTestGame(t, 2, 3, nil)
	rng := engine.NewRNG(1)
	for _, sc := range secrets(g, &rng) {
		if sc.Name == "" || strings.ContainsAny(sc.Name, "_") {
			t.Errorf("secret name %q", sc.Name)
		}
	}
}
