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
//
// The balance figures (each scholar's share of the wins, ties split, and
// how the games ended) come from it, niced, with the scholars drawn:
//
//	nice -n 10 stolik sim -game dungeonology -players 4 -bots greedy \
//	  -games 300 -opt scholars=draw -workers 1 -json -dump > g.jsonl
//	jq -rs '[.[] | . as $g | ([$g.ranking[] | select(. == 1)] | length) as $n
//	  | $g.state.players | to_entries[] | {s: .value.scholar,
//	  w: (if $g.ranking[.key] == 1 then 1 / $n else 0 end)}] | group_by(.s)[]
//	  | "\(.[0].s) \(100 * (map(.w) | add) / length)% of \(length)"' g.jsonl
//	jq -rs 'group_by(.state.end)[] | "\(.[0].state.end) \(length)"' g.jsonl
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
