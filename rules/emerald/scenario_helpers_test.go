package emerald

import (
	"testing"

	"stolik/rules/engine"
)

// table is a game of n players past the set-up: seat 0 to move in its first
// turn, every agent and cube in the supplies (5 cubes, 5 in Limbo), hands
// empty (their cards back in the decks) and the stacks as dealt. Nobody
// has an agent on the board, so nobody is armed for a forced reveal until
// a test arms them (Armed) or they get an agent and a decision settles.
func table(t *testing.T, n int) *Game {
	t.Helper()
	g := newTestGame(t, n, 1, nil)
	s := &g.s
	s.Setup, s.First, s.Active, s.Turn, s.Actions, s.Used = 0, 0, 0, 1, 0, 0
	for i := 0; i < n; i++ {
		p := &s.P[i]
		for p.Hand.N > 0 {
			p.Deck.push(p.Hand.remove(0))
		}
		p.Agents, p.Cubes, p.Limbo = 10, 5, 5
		p.Armed = false
	}
	for c := range s.C {
		s.C[c].Agents, s.C[c].Cubes = [maxPlayers]uint8{}, [maxPlayers]uint8{}
	}
	return g
}

// take removes card x from wherever it is (a deck, a stack, the box) so a
// test can put it where it wants; conservation is kept by the caller.
func (g *Game) take(t *testing.T, seat int, x uint8) {
	t.Helper()
	s := &g.s
	if p := &s.P[seat]; true {
		for _, z := range []*zone{&p.Deck, &p.Hand, &p.Discard} {
			for k := 0; k < int(z.N); k++ {
				if z.C[k] == x {
					z.remove(k)
					return
				}
			}
		}
	}
	for c := range s.C {
		ct := &s.C[c]
		for k := 0; k < int(ct.N); k++ {
			if ct.Stack[k] == x {
				copy(ct.Stack[k:ct.N-1], ct.Stack[k+1:ct.N])
				ct.N--
				ct.Stack[ct.N] = 0
				return
			}
		}
		if ct.Royal == x {
			ct.Royal = none
			return
		}
	}
	for k := 0; k < int(s.BoxN); k++ {
		if s.Box[k] == x {
			s.Box[k] = s.Box[s.BoxN-1]
			s.BoxN--
			return
		}
	}
	t.Fatalf("card %s not found for seat %d", g.d.Cards[x].ID, seat)
}

// give puts cards (by id) into seat's hand.
func (g *Game) give(t *testing.T, seat int, ids ...string) {
	t.Helper()
	for _, id := range ids {
		x := card(t, g, id)
		g.take(t, seat, x)
		g.s.P[seat].Hand.insert(x)
	}
}

// setTop makes card id the face-up top of city c (the old top goes to the box).
func (g *Game) setTop(t *testing.T, c int, id string) {
	t.Helper()
	x := card(t, g, id)
	g.take(t, 0, x)
	ct := &g.s.C[c]
	if ct.N > 0 {
		g.s.Box[g.s.BoxN] = ct.Stack[ct.N-1]
		g.s.BoxN++
		ct.Stack[ct.N-1] = x
	} else {
		ct.Stack[0] = x
		ct.N = 1
	}
}

// setRoyal puts city c's royalty card on its slot.
func (g *Game) setRoyal(t *testing.T, c int) {
	t.Helper()
	r := g.d.Cities[c].Royal
	if g.s.C[c].Royal == r {
		return
	}
	g.take(t, 0, r)
	g.s.C[c].Royal = r
	g.s.C[c].HiddenRoyal = false
}

// put places a seat's agents and cubes in city c from its supply.
func (g *Game) put(c, seat, agents, cubes int) {
	s := &g.s
	s.P[seat].Agents -= uint8(agents)
	s.P[seat].Cubes -= uint8(cubes)
	s.C[c].Agents[seat] += uint8(agents)
	s.C[c].Cubes[seat] += uint8(cubes)
}

// cityIndex finds a city by Polish name.
func cityIndex(t *testing.T, g *Game, name string) int {
	t.Helper()
	for i, c := range g.d.Cities {
		if c.Name == name {
			return i
		}
	}
	t.Fatalf("no city %s", name)
	return -1
}

// handMask is the mask of the hand positions holding these card ids
// (the first unused copy of each).
func (g *Game) handMask(t *testing.T, seat int, ids ...string) uint16 {
	t.Helper()
	var m uint16
	h := &g.s.P[seat].Hand
	for _, id := range ids {
		x := card(t, g, id)
		found := false
		for k := 0; k < int(h.N); k++ {
			if h.C[k] == x && m&(1<<k) == 0 {
				m |= 1 << k
				found = true
				break
			}
		}
		if !found {
			t.Fatalf("%s not in seat %d's hand", id, seat)
		}
	}
	return m
}

func (g *Game) handPos(t *testing.T, seat int, id string) uint8 {
	t.Helper()
	x, h := card(t, g, id), &g.s.P[seat].Hand
	for k := 0; k < int(h.N); k++ {
		if h.C[k] == x {
			return uint8(k)
		}
	}
	t.Fatalf("%s is not in seat %d's hand", id, seat)
	return 0
}

// mustApply applies a listed action or fails.
func mustApply(t *testing.T, g *Game, a engine.Action) {
	t.Helper()
	if err := g.Apply(a, nil); err != nil {
		t.Fatalf("%s: %v", a.Format(kindNames), err)
	}
}

// listed reports whether Legal lists a.
func listed(g *Game, a engine.Action) bool { return engine.Contains(g.Legal(nil), a) }

// rollSeed sets the RNG so that the next sanity roll shows insanity (or not).
func (g *Game) rollSeed(t *testing.T, insane bool) {
	t.Helper()
	for seed := uint64(1); seed < 1000; seed++ {
		r := engine.NewRNG(seed)
		if (r.IntN(g.d.Rules.DieFaces) < g.d.Rules.DieInsanity) == insane {
			g.rng = engine.NewRNG(seed)
			return
		}
	}
	t.Fatal("no seed")
}

func inTableau(g *Game, seat int, x uint8) (tabEntry, bool) {
	p := &g.s.P[seat]
	for _, e := range p.Tab[:p.TabN] {
		if e.Card == x {
			return e, true
		}
	}
	return tabEntry{}, false
}

func inZone(z *zone, x uint8) bool {
	for _, c := range z.list() {
		if c == x {
			return true
		}
	}
	return false
}
