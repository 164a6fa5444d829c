package discover

import "encoding/json"

// Round is the day in progress, for `stolik sim` reports (a round is a
// day and its night).
func (g *Game) Round() int { return int(g.s.Day) }

// FirstPlayer is the seat that took the game's first turn: the tribe
// leader chosen by the dice.
func (g *Game) FirstPlayer() int { return int(g.s.First) }

// reportHero is one seat in the `sim -dump` report.
type reportHero struct {
	Character string   `json:"character"`
	Status    string   `json:"status"`
	Damage    []string `json:"damage"`
	Items     []string `json:"items"`
	Relics    int      `json:"relics,omitempty"`
}

// MarshalJSON dumps what `stolik sim -dump` analyses. Call it on
// View(engine.Observer).
func (g *Game) MarshalJSON() ([]byte, error) {
	s := &g.s
	out := struct {
		Scenario int          `json:"scenario"`
		Day      int          `json:"day"`
		Stage    string       `json:"stage"`
		Lost     bool         `json:"island_won"`
		Revealed int          `json:"tiles_revealed"`
		Heroes   []reportHero `json:"heroes"`
	}{Scenario: int(s.Scenario), Day: int(s.Day), Stage: g.d.Quests[s.Quest].ID, Lost: s.Lost}
	for slot := 1; slot < numTiles; slot++ {
		if s.SlotUp[slot] {
			out.Revealed++
		}
	}
	for h := 0; h < int(s.Players); h++ {
		p := &s.H[h]
		rh := reportHero{Status: []string{"playing", "won", "victim"}[p.Status], Damage: []string{}, Items: []string{},
			Relics: int(p.Relics)}
		if p.Char != none {
			rh.Character = g.d.Characters[p.Char].Name
		}
		for _, d := range p.Health {
			if d != Heart {
				rh.Damage = append(rh.Damage, dmgIDs[d])
			}
		}
		for i := 0; i < int(p.NItems); i++ {
			rh.Items = append(rh.Items, g.d.Cards[p.Items[i].Card].ID)
		}
		out.Heroes = append(out.Heroes, rh)
	}
	return json.Marshal(out)
}
