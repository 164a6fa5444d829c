package emerald

import (
	"strconv"

	"stolik/rules/engine"
)

// secrets lists the hidden zones of a game (engine.Title.Secrets), each
// changed alone in a copy, written apart from View and Determinize so a
// zone both of them forget is still caught: every other player's hand, an
// unrevealed identity (swapped with a set-aside card of the other
// faction), every deck's order, every stack's face-down order, the order
// of the set-aside identities and the box of unused cards.
func secrets(eg engine.Game, rng *engine.RNG) []engine.Secret {
	g, ok := eg.(*Game)
	if !ok || g.s.Masked {
		return nil
	}
	s := &g.s
	n := int(s.Players)
	all := make([]engine.Seat, n)
	for i := range all {
		all[i] = engine.Seat(i)
	}
	others := func(keep func(j int) bool) []engine.Seat {
		var out []engine.Seat
		for j := 0; j < n; j++ {
			if keep(j) {
				out = append(out, engine.Seat(j))
			}
		}
		return out
	}
	var out []engine.Secret
	for i := 0; i < n; i++ {
		p := &s.P[i]
		// The hand: one hand card swapped with a different deck card.
		if h, d, ok := differing(p.Hand.list(), p.Deck.list(), rng); ok {
			c := *g
			cp := &c.s.P[i]
			hc := cp.Hand.remove(h)
			dc := cp.Deck.C[d]
			cp.Deck.C[d] = hc
			cp.Hand.insert(dc)
			out = append(out, engine.Secret{Name: "ręka gracza " + strconv.Itoa(i+1),
				Hidden: others(func(j int) bool { return j != i }), Game: &c})
		}
		// The deck order, hidden from everybody, the owner included.
		if a, b, ok := twoDiffering(p.Deck.list(), rng); ok {
			c := *g
			z := &c.s.P[i].Deck
			z.C[a], z.C[b] = z.C[b], z.C[a]
			out = append(out, engine.Secret{Name: "kolejność talii gracza " + strconv.Itoa(i+1), Hidden: all, Game: &c})
		}
		// The identity, swapped with a set-aside card of the other faction.
		if !s.knows(engine.Observer, i) {
			for k := 0; k < int(s.AsideN); k++ {
				if s.Aside[k] != p.Identity {
					c := *g
					c.s.P[i].Identity, c.s.Aside[k] = c.s.Aside[k], c.s.P[i].Identity
					out = append(out, engine.Secret{Name: "tożsamość gracza " + strconv.Itoa(i+1),
						Hidden: others(func(j int) bool { return !s.knows(engine.Seat(j), i) }), Game: &c})
					break
				}
			}
		}
	}
	for ci := range s.C {
		ct := &s.C[ci]
		if ct.N < 2 {
			continue
		}
		if a, b, ok := twoDiffering(ct.Stack[:ct.N-1], rng); ok {
			c := *g
			st := &c.s.C[ci].Stack
			st[a], st[b] = st[b], st[a]
			out = append(out, engine.Secret{Name: "zakryte karty: " + g.d.Cities[ci].Name, Hidden: all, Game: &c})
		}
	}
	if a, b, ok := twoDiffering(s.Aside[:s.AsideN], rng); ok {
		c := *g
		c.s.Aside[a], c.s.Aside[b] = c.s.Aside[b], c.s.Aside[a]
		out = append(out, engine.Secret{Name: "odłożone karty tożsamości", Hidden: all, Game: &c})
	}
	// The box: one unused card swapped with a face-down stack card.
	for ci := range s.C {
		ct := &s.C[ci]
		done := false
		for k := 0; k+1 < int(ct.N) && !done; k++ {
			if g.d.Cards[ct.Stack[k]].Kind != kindGame {
				continue
			}
			for b := 0; b < int(s.BoxN); b++ {
				if s.Box[b] != ct.Stack[k] {
					c := *g
					c.s.Box[b], c.s.C[ci].Stack[k] = c.s.C[ci].Stack[k], c.s.Box[b]
					out = append(out, engine.Secret{Name: "pudełko i stos: " + g.d.Cities[ci].Name, Hidden: all, Game: &c})
					done = true
					break
				}
			}
		}
		if done {
			break
		}
	}
	return out
}

// differing finds a position in a and one in b holding different cards,
// starting at a random place so repeated calls vary.
func differing(a, b []uint8, rng *engine.RNG) (int, int, bool) {
	if len(a) == 0 || len(b) == 0 {
		return 0, 0, false
	}
	oa, ob := rng.IntN(len(a)), rng.IntN(len(b))
	for i := range a {
		for j := range b {
			x, y := (i+oa)%len(a), (j+ob)%len(b)
			if a[x] != b[y] {
				return x, y, true
			}
		}
	}
	return 0, 0, false
}

// twoDiffering finds two positions of z holding different values.
func twoDiffering(z []uint8, rng *engine.RNG) (int, int, bool) {
	if len(z) < 2 {
		return 0, 0, false
	}
	o := rng.IntN(len(z))
	for i := range z {
		for j := range z {
			x, y := (i+o)%len(z), j
			if z[x] != z[y] {
				return x, y, true
			}
		}
	}
	return 0, 0, false
}
