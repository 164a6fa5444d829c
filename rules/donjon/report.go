package donjon

import "encoding/json"

// Round is the number of completed rounds, for `stolik sim` reports.
func (g *Game) Round() int { return int(g.s.Round) }

// FirstPlayer is the seat that took the first turn, for turn-order
// fairness reports.
func (g *Game) FirstPlayer() int { return int(g.s.First) }

// MarshalJSON dumps the state's bytes as JSON for `stolik sim -dump`. Call
// it on View(engine.Observer) so hidden parts are already masked.
func (g *Game) MarshalJSON() ([]byte, error) { return json.Marshal(g.s) }
