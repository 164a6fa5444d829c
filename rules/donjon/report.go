package donjon

import "encoding/json"

// Round is the number of completed rounds, for `stolik sim` reports.
func (g *Game) Round() int { return int(g.s.Round) }

// FirstPlayer is the seat that took the first turn, for turn-order
// fairness reports.
func (g *Game) FirstPlayer() int { return int(g.s.First) }

// reportPlayer is one seat in the `sim -dump` report: where its points
// came from and what the adventurers took (issue 8's balance figures).
type reportPlayer struct {
	Score      int    `json:"score"`
	Objectives [4]int `json:"objectives"`
	FourTypes  int    `json:"four_types"`
	// Won is what the seat earned: objectives and the 4-type rooms.
	Won int `json:"won"`
	// Groups is the room-number penalty of the groups still in the
	// dungeon (≤ 0); Office the penalty tokens taken when groups arrived
	// in room 5 (≤ 0); Keeper the tokens spent on Keeper powers (≤ 0).
	Groups int `json:"groups"`
	Office int `json:"office_tokens"`
	Keeper int `json:"keeper_tokens"`
	// Adventurers is Groups + Office: the points lost to adventurers.
	Adventurers int `json:"adventurers"`
	// GroupsInRooms counts the groups left in rooms 1..5.
	GroupsInRooms [5]int `json:"groups_in_rooms"`
	// OfficeRound is the round (1-based) a group of this seat first
	// reached room 5, 0 = never.
	OfficeRound int `json:"office_round"`
}

// report is the `sim -dump` line of a donjon game.
type report struct {
	Round int `json:"round"`
	First int `json:"first_player"`
	// OfficeRound is the round in which the first group of any seat
	// reached room 5, 0 = never.
	OfficeRound int            `json:"office_round"`
	Players     []reportPlayer `json:"players"`
}

// officeValue is the sum of the penalty tokens lying left of room 5.
func officeValue(bits uint8) int {
	v := 0
	for i := 0; i < numTokens; i++ {
		if bits&(1<<i) != 0 {
			v += i + 1
		}
	}
	return v
}

func (g *Game) report() report {
	s := &g.s
	r := report{Round: int(s.Round), First: int(s.First)}
	for i := uint8(0); i < s.Players; i++ {
		p := &s.P[i]
		sp := g.score(i)
		rp := reportPlayer{Score: sp.total(), Objectives: sp.Objectives, FourTypes: sp.FourTypes,
			Groups: sp.Groups, OfficeRound: int(p.OfficeRound)}
		for _, o := range sp.Objectives {
			rp.Won += o
		}
		rp.Won += sp.FourTypes
		rp.Office = -officeValue(p.OfficeTokens)
		rp.Keeper = sp.Penalties - rp.Office
		rp.Adventurers = rp.Groups + rp.Office
		for k := range p.Groups {
			rp.GroupsInRooms[k] = int(p.Groups[k])
		}
		if p.OfficeRound > 0 && (r.OfficeRound == 0 || int(p.OfficeRound) < r.OfficeRound) {
			r.OfficeRound = int(p.OfficeRound)
		}
		r.Players = append(r.Players, rp)
	}
	return r
}

// MarshalJSON dumps what `stolik sim -dump` analyses: per seat the score
// by source, the points lost to adventurers and the round the first group
// reached room 5. Everything in it is public; call it on
// View(engine.Observer) all the same.
func (g *Game) MarshalJSON() ([]byte, error) { return json.Marshal(g.report()) }
