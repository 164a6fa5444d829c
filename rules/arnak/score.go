package arnak

import "stolik/rules/engine"

// researchVP is what a research token on node scores (§4.16): the row's
// magnifier or notebook VP, or in the Lost Temple the arrival space's.
func researchVP(d *Data, node, arrival uint8, notebook bool) int {
	if node == templeNode {
		if arrival >= 1 && int(arrival) <= maxPlayers {
			return d.ArrivalVP[arrival-1]
		}
		return d.ArrivalVP[maxPlayers-1]
	}
	row := d.NodeRow[node]
	switch {
	case row == 0:
		return 0
	case notebook:
		return d.RowNoteVP[row-1]
	}
	return d.RowMagVP[row-1]
}

// scoreLabels name the parts of scoreParts, in order.
var scoreLabels = [6]string{"arnak.score.research", "arnak.score.temple", "arnak.score.idols",
	"arnak.score.guardians", "arnak.score.cards", "arnak.score.fear"}

// scoreParts is one seat's breakdown (§4.16) without allocating: the
// evaluation reads it in every search iteration.
func (g *Game) scoreParts(i int) [6]int {
	s := &g.s
	d := g.d
	p := &s.P[i]
	research := researchVP(d, p.Mag, p.Arrival, false) + researchVP(d, p.Note, 0, true)
	idols := 3 * p.idols()
	for k := 0; k < 4; k++ {
		if p.Slots&(1<<k) == 0 {
			idols += d.SlotVP[k]
		}
	}
	cards, fear := 0, -2*int(p.FearTiles)
	s.eachOwned(i, func(c uint8) {
		if d.Cards[c].Kind == kindFear {
			fear--
		} else {
			cards += int(d.Cards[c].VP)
		}
	})
	return [6]int{research, int(p.TempleVP), idols, 5 * int(p.NGuard), cards, fear}
}

// scoreTotal is seat i's total so far.
func (g *Game) scoreTotal(i int) int {
	t := 0
	for _, v := range g.scoreParts(i) {
		t += v
	}
	return t
}

// score is one seat's breakdown (§4.16).
func (g *Game) score(i int) engine.Score {
	pts := g.scoreParts(i)
	parts := make([]engine.ScorePart, len(pts))
	t := 0
	for k, v := range pts {
		parts[k] = engine.ScorePart{Label: scoreLabels[k], Points: v}
		t += v
	}
	return engine.Score{Seat: engine.Seat(i), Total: t, Parts: parts}
}

// Result scores the game; ties: the earlier Lost Temple arrival, then
// research VP (§4.16, G22). Solo: the rival is ranked with the player by
// the same keys (G21), in Result.Rivals; the player wins only above it.
func (g *Game) Result() engine.Result {
	s := &g.s
	n := int(s.Players)
	res := engine.Result{}
	keys := make([][]int, n)
	for i := 0; i < n; i++ {
		sc := g.score(i)
		res.Scores = append(res.Scores, sc)
		keys[i] = []int{sc.Total, arrivalKey(s.P[i].Arrival), sc.Parts[0].Points}
	}
	if s.Rival.On {
		rs := g.rivalBreakdown()
		keys = append(keys, []int{rs.Total, arrivalKey(s.Rival.Arrival), rs.Parts[0].Points})
		pl, tb := engine.RankByKeys(keys)
		res.Place = pl[:n]
		// A tie on every key shares the first place: a draw (G21).
		res.Rivals = []engine.Rival{{Name: "arnak.rival", Total: rs.Total, Parts: rs.Parts, Place: pl[n]}}
		res.TieBreak = tieKey(tb)
		res.Note, res.NoteArgs = "arnak.result.rival", map[string]any{"rival": rs.Total, "score": keys[0][0]}
		return res
	}
	pl, tb := engine.RankByKeys(keys)
	res.Place = pl
	res.TieBreak = tieKey(tb)
	return res
}

func arrivalKey(a uint8) int {
	if a == 0 {
		return 0
	}
	return 10 - int(a)
}

func tieKey(depth int) string {
	switch depth {
	case 1:
		return "arnak.tie.temple"
	case 2:
		return "arnak.tie.research"
	}
	return ""
}

// eachOwned visits every card seat i holds: deck, hand, play area and,
// during an earring decision, the drawn cards.
func (s *state) eachOwned(i int, f func(c uint8)) {
	p := &s.P[i]
	for _, z := range [3]*zone{&p.Deck, &p.Hand, &p.Play} {
		for _, c := range z.list() {
			f(c)
		}
	}
	if int(s.Active) == i {
		for _, c := range s.Drawn[:s.NDrawn] {
			f(c)
		}
	}
}
