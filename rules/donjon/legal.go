package donjon

import "stolik/rules/engine"

// Action kinds. Arguments:
//
//	pass                          end an optional phase or effect ("done")
//	keeper    A=slot 0..2         use a Keeper power
//	recruit   A=area B=type C=count D=location
//	step      A=from B=to C=type  one step along the dungeon graph
//	power     A=room 1..4 B=type C=card slot D=VIP room (room 2 only)
//	area      A=forest/swamp      where a Threat card's monsters go (G17 tie)
//	place     A=location B=type   put a gained monster
//	teleport  A=from B=to C=type  move a monster ignoring the graph
//	remove    A=room 1..5         return a group to the inn
//	sacrifice A=location B=type   send a monster to the Pit
//	retreat   A=location B=type   highest room -> entrance
const (
	KindPass uint8 = iota
	KindKeeper
	KindRecruit
	KindStep
	KindPower
	KindArea
	KindPlace
	KindTeleport
	KindRemove
	KindSacrifice
	KindRetreat
	numKinds
)

// KindNames is the text form of each kind, index = Kind.
var kindNames = []string{"pass", "keeper", "recruit", "step", "power", "area", "place", "teleport", "remove", "sacrifice", "retreat"}

// Legal appends every legal action of the current decision.
func (g *Game) Legal(dst []engine.Action) []engine.Action {
	s := &g.s
	if s.Over || s.Masked {
		return dst
	}
	if s.QN > 0 {
		return g.legalPending(&s.Q[0], dst)
	}
	switch s.Phase {
	case phKeeper:
		for slot := uint8(0); slot < 3; slot++ {
			if g.canKeeper(slot) {
				dst = append(dst, engine.Action{Kind: KindKeeper, A: slot})
			}
		}
		dst = append(dst, engine.Action{Kind: KindPass})
	case phRecruit:
		p := &s.P[s.Active]
		for a := uint8(0); a < NumAreas; a++ {
			for t := uint8(0); t < NumTypes; t++ {
				have := s.Areas[a][t]
				if have == 0 {
					continue
				}
				for c := uint8(1); c <= 2 && c <= have; c++ {
					for l := uint8(0); l < NumLocs; l++ {
						if l == LocE || p.M[l][t] > 0 {
							dst = append(dst, engine.Action{Kind: KindRecruit, A: a, B: t, C: c, D: l})
						}
					}
				}
			}
		}
	case phPower:
		for r := uint8(1); r <= 4; r++ {
			for t := uint8(0); t < NumTypes; t++ {
				dst = g.appendPower(dst, r, t)
			}
		}
		dst = append(dst, engine.Action{Kind: KindPass})
	}
	return dst
}

func (g *Game) appendPower(dst []engine.Action, r, t uint8) []engine.Action {
	s := &g.s
	if s.P[s.Active].M[RoomLoc(int(r))][t] == 0 {
		return dst
	}
	switch g.d.Rooms[r-1].Power {
	case powerPotion:
		for slot := uint8(0); slot < 3; slot++ {
			if s.PotionMarket[slot] != none {
				dst = append(dst, engine.Action{Kind: KindPower, A: r, B: t, C: slot})
			}
		}
	case powerVIP:
		for slot := uint8(0); slot < 2; slot++ {
			if s.VIPMarket[slot] == none {
				continue
			}
			for room := uint8(1); room <= 5; room++ {
				dst = append(dst, engine.Action{Kind: KindPower, A: r, B: t, C: slot, D: room})
			}
		}
	case powerSteps, powerSword:
		dst = append(dst, engine.Action{Kind: KindPower, A: r, B: t})
	}
	return dst
}

func (g *Game) canKeeper(slot uint8) bool {
	p := &g.s.P[g.s.Active]
	return slot < 3 && p.KeeperUp && p.Covered[slot] == 0 && p.Tokens < numTokens
}

func (g *Game) canRecruit(a engine.Action) bool {
	s := &g.s
	p := &s.P[s.Active]
	return a.A < NumAreas && a.B < NumTypes && a.C >= 1 && a.C <= 2 && a.C <= s.Areas[a.A][a.B] &&
		a.D < NumLocs && (a.D == LocE || p.M[a.D][a.B] > 0) && a.E == 0 && a.X == 0
}

func (g *Game) canPower(a engine.Action) bool {
	s := &g.s
	if a.A < 1 || a.A > 4 || a.B >= NumTypes || a.E != 0 || a.X != 0 {
		return false
	}
	if s.P[s.Active].M[RoomLoc(int(a.A))][a.B] == 0 {
		return false
	}
	switch g.d.Rooms[a.A-1].Power {
	case powerPotion:
		return a.C < 3 && s.PotionMarket[a.C] != none && a.D == 0
	case powerVIP:
		return a.C < 2 && s.VIPMarket[a.C] != none && a.D >= 1 && a.D <= 5
	case powerSteps, powerSword:
		return a.C == 0 && a.D == 0
	}
	return false
}

// legalPending lists the choices of the queued decision at the head.
func (g *Game) legalPending(q *pending, dst []engine.Action) []engine.Action {
	s := &g.s
	p := &s.P[q.Seat]
	switch q.Op {
	case opSteps:
		for from := uint8(0); from < NumLocs; from++ {
			for t := uint8(0); t < NumTypes; t++ {
				if p.M[from][t] == 0 {
					continue
				}
				for i := uint8(0); i < g.d.NbrN[from]; i++ {
					dst = append(dst, engine.Action{Kind: KindStep, A: from, B: g.d.Nbr[from][i], C: t})
				}
			}
		}
		dst = append(dst, engine.Action{Kind: KindPass})
	case opTeleport:
		fromLo, fromHi := g.locRange(q.From, q)
		toLo, toHi := g.locRange(q.To, q)
		for from := fromLo; from <= fromHi; from++ {
			for t := uint8(0); t < NumTypes; t++ {
				if p.M[from][t] == 0 {
					continue
				}
				for to := toLo; to <= toHi; to++ {
					if to != from {
						dst = append(dst, engine.Action{Kind: KindTeleport, A: from, B: to, C: t})
					}
				}
			}
		}
		dst = append(dst, engine.Action{Kind: KindPass})
	case opGainSupply, opGainPit:
		lo, hi := g.locRange(q.To, q)
		for l := lo; l <= hi; l++ {
			for t := uint8(0); t < NumTypes; t++ {
				if g.gainTypeOK(q, t) {
					dst = append(dst, engine.Action{Kind: KindPlace, A: l, B: t})
				}
			}
		}
	case opRemoveGroups:
		lo, hi := g.roomRange(q)
		for r := lo; r <= hi; r++ {
			if p.Groups[r-1] > 0 {
				dst = append(dst, engine.Action{Kind: KindRemove, A: r})
			}
		}
	case opSacrifice:
		for l := uint8(0); l < NumLocs; l++ {
			for t := uint8(0); t < NumTypes; t++ {
				if p.M[l][t] > 0 {
					dst = append(dst, engine.Action{Kind: KindSacrifice, A: l, B: t})
				}
			}
		}
	case opRetreat:
		if l := highestOccupiedRoom(p); l != none {
			for t := uint8(0); t < NumTypes; t++ {
				if p.M[l][t] > 0 {
					dst = append(dst, engine.Action{Kind: KindRetreat, A: l, B: t})
				}
			}
		}
	case opThreatMonsters:
		dst = append(dst, engine.Action{Kind: KindArea, A: Forest}, engine.Action{Kind: KindArea, A: Swamp})
	}
	return dst
}

// locRange is the inclusive location range of a selector.
func (g *Game) locRange(sel uint8, q *pending) (uint8, uint8) {
	switch sel {
	case selEntrance:
		return LocE, LocE
	case selVIPRoom:
		l := RoomLoc(int(g.s.VIPRoom))
		return l, l
	case selRoom:
		l := RoomLoc(int(q.Room))
		return l, l
	case selAnywhere:
		if q.Lock > 0 {
			return q.Lock - 1, q.Lock - 1
		}
	}
	return 0, NumLocs - 1
}

func (g *Game) roomRange(q *pending) (uint8, uint8) {
	if q.From == selVIPRoom {
		return g.s.VIPRoom, g.s.VIPRoom
	}
	return 1, 5
}

func (g *Game) gainTypeOK(q *pending, t uint8) bool {
	if t >= NumTypes {
		return false
	}
	if q.Op == opGainPit {
		return g.s.Areas[Pit][t] > 0
	}
	if g.s.Supply[t] == 0 {
		return false
	}
	switch q.Type {
	case typeChoice:
		return t != VIP
	case typeChoiceNotSkeleton:
		return t != VIP && t != Skeleton
	}
	return t == q.Type
}

func highestOccupiedRoom(p *dungeon) uint8 {
	for l := LocR5; l >= LocR1; l-- {
		if p.at(l) > 0 {
			return l
		}
	}
	return none
}

// canPending reports whether a answers the queued decision q; it accepts
// exactly what legalPending lists.
func (g *Game) canPending(q *pending, a engine.Action) bool {
	s := &g.s
	p := &s.P[q.Seat]
	if a.X != 0 || a.E != 0 {
		return false
	}
	switch a.Kind {
	case KindPass:
		return (q.Op == opSteps || q.Op == opTeleport) && a == engine.Action{}
	case KindStep:
		return q.Op == opSteps && a.D == 0 && a.A < NumLocs && a.B < NumLocs && a.C < NumTypes &&
			p.M[a.A][a.C] > 0 && g.d.Adj[a.A][a.B]
	case KindTeleport:
		if q.Op != opTeleport || a.D != 0 || a.A == a.B || a.C >= NumTypes {
			return false
		}
		fl, fh := g.locRange(q.From, q)
		tl, th := g.locRange(q.To, q)
		return a.A >= fl && a.A <= fh && a.B >= tl && a.B <= th && p.M[a.A][a.C] > 0
	case KindPlace:
		if q.Op != opGainSupply && q.Op != opGainPit || a.C != 0 || a.D != 0 {
			return false
		}
		lo, hi := g.locRange(q.To, q)
		return a.A >= lo && a.A <= hi && g.gainTypeOK(q, a.B)
	case KindRemove:
		if q.Op != opRemoveGroups || a.B != 0 || a.C != 0 || a.D != 0 {
			return false
		}
		lo, hi := g.roomRange(q)
		return a.A >= lo && a.A <= hi && p.Groups[a.A-1] > 0
	case KindSacrifice:
		return q.Op == opSacrifice && a.C == 0 && a.D == 0 && a.A < NumLocs && a.B < NumTypes && p.M[a.A][a.B] > 0
	case KindRetreat:
		return q.Op == opRetreat && a.C == 0 && a.D == 0 && a.A == highestOccupiedRoom(p) && a.B < NumTypes && p.M[a.A][a.B] > 0
	case KindArea:
		return q.Op == opThreatMonsters && (a.A == Forest || a.A == Swamp) && a.B == 0 && a.C == 0 && a.D == 0
	}
	return false
}
