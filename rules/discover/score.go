package discover

import "stolik/rules/engine"

// Result shape. Discover has no points: a hero wins by meeting the last
// quest stage's condition, or loses (§4.1). The results screen reads:
//
//   - scenarios 1–4 (semi-cooperative): every hero who won is in place 1,
//     every other hero in place 2. If no hero won, the island won:
//     NoWinner is set and every hero shares place 1 (nobody is ranked
//     above another in defeat). The header therefore says either the
//     winners' names or «Brak zwycięzcy»;
//   - scenario 5 (competitive): the one winner is in place 1, the others
//     ranked by relics found, then hearts left; NoWinner if nobody won.
//
// Each hero's score is a short record of the expedition, not a ranking
// of skill: 10 for a win, the quest stage the group reached, the hearts
// left on the hero's dials, and in scenario 5 the relics found. Note
// says how the scenario ended and after how many days.

const winPoints = 10

// score is hero i's record.
func (g *Game) score(i int) engine.Score {
	s := &g.s
	p := &s.H[i]
	won := 0
	if p.Status == stWon {
		won = winPoints
	}
	hearts := 0
	if p.Status != stVictim {
		hearts = 3 - p.damage()
	}
	parts := []engine.ScorePart{
		{Label: "discover.score.won", Points: won},
		{Label: "discover.score.stage", Points: g.d.Quests[s.Quest].Stage},
		{Label: "discover.score.hearts", Points: hearts},
	}
	if s.Scenario == 5 {
		parts = append(parts, engine.ScorePart{Label: "discover.score.relics", Points: int(p.Relics)})
	}
	t := 0
	for _, pt := range parts {
		t += pt.Points
	}
	return engine.Score{Seat: engine.Seat(i), Total: t, Parts: parts}
}

// Result ranks the heroes as the doc above says.
func (g *Game) Result() engine.Result {
	s := &g.s
	n := int(s.Players)
	res := engine.Result{Place: make([]int, n)}
	anyWon := false
	for i := 0; i < n; i++ {
		res.Scores = append(res.Scores, g.score(i))
		anyWon = anyWon || s.H[i].Status == stWon
	}
	res.NoWinner = !anyWon
	sc := &g.d.Scenarios[s.Scenario-1]
	res.Note = "discover.note.lost"
	if anyWon {
		res.Note = "discover.note.won"
	}
	res.NoteArgs = map[string]any{"scenario": sc.Title, "days": int(s.Day)}
	if s.Scenario == 5 {
		keys := make([][]int, n)
		for i := 0; i < n; i++ {
			p := &s.H[i]
			won := 0
			if p.Status == stWon {
				won = 1
			}
			hearts := 0
			if p.Status != stVictim {
				hearts = 3 - p.damage()
			}
			keys[i] = []int{won, int(p.Relics), hearts}
		}
		place, tb := engine.RankByKeys(keys)
		res.Place = place
		if tb >= 1 {
			res.TieBreak = []string{"", "discover.tiebreak.relics", "discover.tiebreak.hearts"}[tb]
		}
		return res
	}
	for i := 0; i < n; i++ {
		res.Place[i] = 1
		if anyWon && s.H[i].Status != stWon {
			res.Place[i] = 2
		}
	}
	// Standard competition ranking: with k winners the rest are k+1.
	k := 0
	for i := 0; i < n; i++ {
		if res.Place[i] == 1 {
			k++
		}
	}
	for i := 0; i < n; i++ {
		if res.Place[i] == 2 {
			res.Place[i] = k + 1
		}
	}
	return res
}
