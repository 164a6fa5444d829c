package emerald

import "stolik/rules/engine"

// Read-only accessors the board (scenes/emerald) needs to put an action on
// the map: which cities it names. They read the view they are called on
// and change nothing.

// UIActionCities lists the cities a listed action names (a placement, an
// influence, an acquisition, an assassination, a card's target city, a
// step of a move or a retrieval), in the order the action names them; nil
// for actions that name none (pass, end, reveal, a block, Limbo).
func (g *Game) UIActionCities(a engine.Action) []int {
	city := func(out []int, c int) []int {
		if c >= 0 && c < numCities {
			out = append(out, c)
		}
		return out
	}
	var out []int
	switch a.Kind {
	case KindAgent, KindInfluence, KindMiGo:
		out = city(out, int(a.A))
	case KindAcquire:
		cm := uint16(a.B) | uint16(a.C)<<8
		for c := 0; c < numCities; c++ {
			if cm&(1<<c) != 0 {
				out = append(out, c)
			}
		}
	case KindAssassinate:
		out = city(out, int(a.B))
	case KindStep:
		f := g.s.top()
		if f == nil {
			return nil
		}
		out = city(out, int(a.A))
		if f.Op == frMove {
			out = city(out, int(a.B))
		}
	case KindText:
		p := &g.s.P[g.s.Active]
		if int(a.A) >= int(p.Hand.N) {
			return nil
		}
		switch g.d.Cards[p.Hand.C[a.A]].textOp() {
		case opPlaceAgent:
			out = city(city(out, int(a.B)), int(a.C))
		case opDiscardTop, opAcquireNoCube, opCthulhu, opHideRoyal, opReplaceAny, opKillAny,
			opReplaceLocal, opReturnCubes, opToLimbo:
			out = city(out, int(a.B))
			if g.d.Cards[p.Hand.C[a.A]].textOp() == opToLimbo && a.D > 0 {
				out = city(out, int(a.D)-1)
			}
		case opMiGo:
			out = city(out, int(a.B))
			if a.C > 0 {
				out = city(out, int(a.C)-1)
			}
		}
	}
	return out
}

// UIActionTarget is the seat an action aims at (an assassinated agent's
// owner, a card played on a player), or -1.
func (g *Game) UIActionTarget(a engine.Action) int {
	switch a.Kind {
	case KindAssassinate:
		if t := assassinTarget(a); t > 0 {
			return int(t) - 1
		}
	case KindText:
		p := &g.s.P[g.s.Active]
		if int(a.A) >= int(p.Hand.N) {
			return -1
		}
		switch g.d.Cards[p.Hand.C[a.A]].textOp() {
		case opReplaceAny, opKillAny, opReplaceLocal, opToLimbo, opPeek, opSanityRollOther:
			return int(a.C)
		case opReturnCubes:
			if !g.s.LestradeCity {
				return int(a.C)
			}
		}
	case KindStep:
		if f := g.s.top(); f != nil && f.Op == frZombie {
			return int(a.B)
		}
	}
	return -1
}

// UICardSymbols is card k's symbol counts in the order influence,
// acquire, retrieve, move, assassinate, Restorationist track, Loyalist
// track; its bombs and agents to place.
func (g *Game) UICardSymbols(k uint8) (sym [7]int, bombs, agents int) {
	if int(k) >= len(g.d.Cards) {
		return sym, 0, 0
	}
	c := &g.d.Cards[k]
	for i := range sym {
		sym[i] = int(c.Sym[i])
	}
	return sym, int(c.Bombs), int(c.Agents)
}
