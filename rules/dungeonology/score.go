package dungeonology

import (
	"stolik/rules/engine"
)

// score is seat's final score (Max Alert step 4), broken down.
func (g *Game) score(seat uint8) engine.Score {
	s, d := &g.s, g.d
	p := &s.P[seat]
	cubes := d.cubePoints(&p.Col)
	clan := d.clanPoints(s.Clan, &p.Col)
	pub := 0
	if p.Rank > 0 && int(p.Rank) <= len(d.PubBonus) {
		pub = d.PubBonus[p.Rank-1]
	}
	interns := 0
	for i := range d.Interns {
		if p.Interns&(1<<i) != 0 {
			interns += d.Interns[i].Points
		}
	}
	jinx := 0
	for i := uint8(0); i < p.JinxN; i++ {
		if j := p.Jinx[i]; j < numJinx {
			jinx -= d.Jinxes[j].Penalty
		}
	}
	return engine.Score{Seat: engine.Seat(seat), Total: cubes + clan + pub + interns + jinx,
		Parts: []engine.ScorePart{
			{Label: "dungeonology.score.cubes", Points: cubes},
			{Label: "dungeonology.score.clan", Points: clan},
			{Label: "dungeonology.score.publication", Points: pub},
			{Label: "dungeonology.score.interns", Points: interns},
			{Label: "dungeonology.score.jinx", Points: jinx},
		}}
}

// Result scores every seat; ties are broken by (1) who published first,
// (2) most students; the third tie-break of the rulebook (the youngest
// player) is not known to the game, so such a tie is shared (G23).
func (g *Game) Result() engine.Result {
	s := &g.s
	n := int(s.Players)
	res := engine.Result{Scores: make([]engine.Score, n)}
	keys := make([][]int, n)
	for i := 0; i < n; i++ {
		res.Scores[i] = g.score(uint8(i))
		p := &s.P[i]
		first := 0
		if p.Rank > 0 {
			first = 10 - int(p.Rank)
		}
		keys[i] = []int{res.Scores[i].Total, first, int(p.Students)}
	}
	var used int
	res.Place, used = engine.RankByKeys(keys)
	switch used {
	case 1:
		res.TieBreak = "dungeonology.tiebreak.published"
	case 2:
		res.TieBreak = "dungeonology.tiebreak.students"
	}
	return res
}
