package donjon

import "stolik/rules/engine"

// scoreParts is one seat's scoring breakdown (§4.11).
type scoreParts struct {
	Objectives [4]int
	FourTypes  int
	Penalties  int
	Groups     int
}

func (sp scoreParts) total() int {
	return sp.Objectives[0] + sp.Objectives[1] + sp.Objectives[2] + sp.Objectives[3] + sp.FourTypes + sp.Penalties + sp.Groups
}

func (g *Game) score(seat uint8) scoreParts {
	var sp scoreParts
	s, d := &g.s, g.d
	p := &s.P[seat]
	for i, oi := range s.Objectives {
		sp.Objectives[i] = g.objective(&d.Objectives[oi], seat)
	}
	for r := 1; r <= 5; r++ {
		l := RoomLoc(r)
		kinds := 0
		for t := uint8(0); t < NumTypes; t++ {
			if t == VIP && !d.Rules.VIPCountsAsType {
				continue
			}
			if p.M[l][t] > 0 {
				kinds++
			}
		}
		if kinds >= d.Rules.FourTypesMin {
			sp.FourTypes += d.Rules.FourTypesVP
		}
		sp.Groups -= r * int(p.Groups[r-1])
	}
	sp.Penalties = -int(p.Tokens) * int(p.Tokens+1) / 2
	return sp
}

func tableAt(t []int, i int) int {
	if len(t) == 0 {
		return 0
	}
	return t[min(i, len(t)-1)]
}

func roomsTotal(p *dungeon, t uint8) int {
	n := 0
	for r := 1; r <= 5; r++ {
		n += int(p.M[RoomLoc(r)][t])
	}
	return n
}

// objective scores one objective face for seat (§5.6).
func (g *Game) objective(o *Objective, seat uint8) int {
	s, d := &g.s, g.d
	p := &s.P[seat]
	pts, cnt := 0, 0
	switch o.Kind {
	case objRoomPairPresence, objRoomCountTiers, objRoomMinCount, objRoomsWithPresenceTable:
		for r := 1; r <= 5; r++ {
			c := int(p.M[RoomLoc(r)][o.Type])
			switch o.Kind {
			case objRoomPairPresence:
				if c > 0 && p.M[RoomLoc(r)][o.Type2] > 0 {
					pts += o.VP
				}
			case objRoomCountTiers:
				if c == 1 {
					pts += o.One
				} else if c >= 2 {
					pts += o.Two
				}
			case objRoomMinCount:
				if c >= o.N {
					pts += o.VP
				}
			case objRoomsWithPresenceTable:
				if c > 0 {
					cnt++
				}
			}
		}
		if o.Kind == objRoomsWithPresenceTable {
			pts = tableAt(o.Table, cnt)
		}
	case objRoomsTotalThresholds:
		tot := roomsTotal(p, o.Type)
		for i, th := range o.Thresholds {
			if tot >= th {
				pts = o.Values[i]
			}
		}
	case objDragonPerCoveredPile, objRoomsAllPilesCovered, objTwoPileRoom:
		for r := 1; r <= 5; r++ {
			l := RoomLoc(r)
			gold := int(d.Gold[l])
			if gold == 0 {
				continue
			}
			cov := min(int(p.M[l][Dragon]), gold)
			switch o.Kind {
			case objDragonPerCoveredPile:
				pts += cov * o.VP
			case objRoomsAllPilesCovered:
				if cov == gold {
					cnt++
				}
			case objTwoPileRoom:
				if cov == gold {
					pts += o.Two
				} else if cov > 0 {
					pts += o.One
				}
			}
		}
		if o.Kind == objRoomsAllPilesCovered {
			pts = tableAt(o.Table, cnt)
		}
	case objRoomsTotalAtLeast:
		if roomsTotal(p, o.Type) >= o.N {
			pts = o.VP
		}
	case objCorridorPresenceEach, objCorridorPresenceTable:
		for l := LocC1; l < LocR1; l++ {
			if p.M[l][o.Type] > 0 {
				cnt++
			}
		}
		if o.Kind == objCorridorPresenceEach {
			pts = cnt * o.VP
		} else {
			pts = tableAt(o.Table, cnt)
		}
	case objMajorityInRooms:
		mine := roomsTotal(p, o.Type)
		if mine == 0 {
			return 0
		}
		for i := uint8(0); i < s.Players; i++ {
			if roomsTotal(&s.P[i], o.Type) > mine {
				return 0
			}
		}
		pts = o.VP
	}
	return pts
}

// Result scores every seat; a tie for first has no winner (L1393).
func (g *Game) Result() engine.Result {
	s, d := &g.s, g.d
	n := int(s.Players)
	r := engine.Result{Scores: make([]engine.Score, n)}
	keys := make([][]int, n)
	for i := 0; i < n; i++ {
		sp := g.score(uint8(i))
		parts := make([]engine.ScorePart, 0, 7)
		for k, oi := range s.Objectives {
			parts = append(parts, engine.ScorePart{Label: d.Objectives[oi].Name, Points: sp.Objectives[k]})
		}
		parts = append(parts,
			engine.ScorePart{Label: "donjon.score.four_types", Points: sp.FourTypes},
			engine.ScorePart{Label: "donjon.score.penalties", Points: sp.Penalties},
			engine.ScorePart{Label: "donjon.score.groups", Points: sp.Groups})
		r.Scores[i] = engine.Score{Seat: engine.Seat(i), Total: sp.total(), Parts: parts}
		keys[i] = []int{sp.total()}
	}
	r.Place, _ = engine.RankByKeys(keys)
	firsts := 0
	for _, p := range r.Place {
		if p == 1 {
			firsts++
		}
	}
	r.NoWinner = firsts > 1
	return r
}
