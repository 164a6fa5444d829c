package dungeonology

import "encoding/json"

// Round is the round in progress, for `stolik sim` reports.
func (g *Game) Round() int { return int(g.s.Round) }

// FirstPlayer is the seat the randomizer named first, for turn-order
// fairness reports.
func (g *Game) FirstPlayer() int { return int(g.s.First) }

// reportPlayer is one seat in the `sim -dump` report.
type reportPlayer struct {
	Scholar   string `json:"scholar"`
	Score     int    `json:"score"`
	Cubes     []int  `json:"cubes"`
	Stars     int    `json:"stars"`
	Rank      int    `json:"published"`
	Finished  bool   `json:"finished"`
	Students  int    `json:"students"`
	Interns   int    `json:"interns"`
	Jinx      int    `json:"jinx"`
	Knowledge bool   `json:"knowledge"`
}

// MarshalJSON dumps what `stolik sim -dump` analyses: how the game ended
// (publication or Max Alert by Omega students), the scholars' scores.
// Call it on View(engine.Observer) once the game is over.
func (g *Game) MarshalJSON() ([]byte, error) {
	s := &g.s
	out := struct {
		Round     int            `json:"round"`
		Published int            `json:"published"`
		MaxAlert  bool           `json:"max_alert"`
		AlertGone bool           `json:"alert_gone"`
		Slots     int            `json:"omega_slots"`
		Tiles     int            `json:"zones"`
		End       string         `json:"end"`
		Players   []reportPlayer `json:"players"`
	}{Round: int(s.Round), Published: int(s.Published), MaxAlert: s.MaxAlert, AlertGone: s.AlertGone,
		Slots: int(s.Slots), Tiles: int(s.TileN), End: g.EndReason()}
	for i := uint8(0); i < s.Players; i++ {
		p := &s.P[i]
		rp := reportPlayer{Scholar: g.d.Scholars[p.Scholar%numScholars].ID, Score: g.score(i).Total,
			Stars: g.stars(i), Rank: int(p.Rank), Finished: p.Finished, Students: int(p.Students),
			Jinx: int(p.JinxN), Knowledge: p.Knowledge}
		for _, c := range p.Col {
			rp.Cubes = append(rp.Cubes, int(c))
		}
		for k := 0; k < numInterns; k++ {
			if p.Interns&(1<<k) != 0 {
				rp.Interns++
			}
		}
		out.Players = append(out.Players, rp)
	}
	return json.Marshal(out)
}

// EndReason reports what started the end of the finished game, for
// balance reports: "publication" (a successful thesis began Max Alert),
// "omega" (the Omega students overflowed the Alert card), "cap" (the round
// cap), "cubes" (the zones ran dry before Max Alert), or "" while it runs.
func (g *Game) EndReason() string {
	s := &g.s
	switch {
	case !s.Over:
		return ""
	case s.Cause == causePublication:
		return "publication"
	case s.Cause == causeOmega:
		return "omega"
	case s.Cause == causeCap:
		return "cap"
	}
	return "cubes"
}
