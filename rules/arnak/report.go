package arnak

import (
	"encoding/json"
	"slices"
)

// Round is the round in progress (6 once the fifth has ended), for
// `stolik sim` reports.
func (g *Game) Round() int { return int(g.s.Round) }

// FirstPlayer is the seat that took the game's first turn: seat 0 always
// does (setup), and the start then moves on a seat each round.
func (g *Game) FirstPlayer() int { return 0 }

// reportPlayer is one seat in the `sim -dump` report.
type reportPlayer struct {
	Score int      `json:"score"`
	Cards []string `json:"cards"` // item and artifact ids owned at the end, each once
	Guard int      `json:"guardians"`
	Idols int      `json:"idols"`
	Mag   int      `json:"magnifier_row"`
	Asst  []string `json:"assistants"`
}

// MarshalJSON dumps what `stolik sim -dump` analyses (card shares of the
// winners' decks, score sources). Call it on View(engine.Observer): the
// owned card multisets are public even where their order is not.
func (g *Game) MarshalJSON() ([]byte, error) {
	s := &g.s
	out := struct {
		Round   int            `json:"round"`
		Side    int            `json:"side"`
		Players []reportPlayer `json:"players"`
		Rival   int            `json:"rival,omitempty"`
	}{Round: int(s.Round), Side: int(s.Side), Rival: g.UIRivalScore()}
	for i := 0; i < int(s.Players); i++ {
		p := &s.P[i]
		rp := reportPlayer{Score: g.score(i).Total, Cards: g.OwnedCards(i), Asst: []string{},
			Guard: int(p.NGuard), Idols: p.idols(), Mag: int(g.d.NodeRow[p.Mag])}
		for _, a := range p.Asst {
			if a != none {
				rp.Asst = append(rp.Asst, g.d.Assistants[a].Name)
			}
		}
		out.Players = append(out.Players, rp)
	}
	return json.Marshal(out)
}

// OwnedCards lists the item and artifact ids seat owns, each once, for
// the sim's card-share balance check.
func (g *Game) OwnedCards(seat int) []string {
	if seat < 0 || seat >= int(g.s.Players) {
		return nil
	}
	var seen [256]bool
	out := []string{}
	g.s.eachOwned(seat, func(c uint8) {
		if k := g.d.Cards[c].Kind; (k == kindItem || k == kindArtifact) && !seen[c] {
			seen[c] = true
			out = append(out, g.d.Cards[c].ID)
		}
	})
	slices.Sort(out)
	return out
}
