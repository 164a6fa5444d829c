package donjon

import (
	"math"

	"stolik/rules/engine"
)

// evaluate is the greedy bot's hook: the exact end-game score of seat
// against the best opponent, plus small heuristics for what the score
// cannot see yet, squashed into [0,1]. It reads only public information.
func evaluate(eg engine.Game, seat engine.Seat) float64 {
	g, ok := eg.(*Game)
	if !ok || seat < 0 || int(seat) >= int(g.s.Players) {
		return 0.5
	}
	s := &g.s
	var tot [maxPlayers]float64
	for i := uint8(0); i < s.Players; i++ {
		tot[i] = float64(g.score(i).total()) + g.heuristic(i)
	}
	best := math.Inf(-1)
	for i := uint8(0); i < s.Players; i++ {
		if engine.Seat(i) != seat && tot[i] > best {
			best = tot[i]
		}
	}
	x := tot[seat] - best
	if s.Over {
		x *= 3 // a finished game is certain: push it towards 0 or 1
	}
	return 1 / (1 + math.Exp(-x/12))
}

func (g *Game) heuristic(seat uint8) float64 {
	s, d := &g.s, g.d
	if s.Over {
		return 0
	}
	p := &s.P[seat]
	h := 0.0
	// Monsters in rooms are what objectives and the 4-type bonus pay for.
	for r := 1; r <= 5; r++ {
		h += 0.4 * float64(p.at(RoomLoc(r)))
	}
	// Pending steps of this seat are movement still to come.
	for i := uint8(0); i < s.QN; i++ {
		if q := &s.Q[i]; q.Seat == seat && q.Op == opSteps {
			h += 0.3 * float64(q.N)
		}
	}
	// Groups close to the office threaten a penalty token.
	threat := float64(s.RowN+1) / float64(s.Players)
	for r := 3; r <= 4; r++ {
		h -= threat * float64(p.Groups[r-1]) * float64(r-2)
	}
	// Keeper progress: a revealed tile is up to three free actions.
	if p.KeeperUp {
		free := 0
		for _, c := range p.Covered {
			if c == 0 {
				free++
			}
		}
		h += 1.5 * float64(free)
	} else {
		h += 0.3 * float64(min(p.at(LocR5), d.Rules.KeeperReveal))
	}
	return h
}
