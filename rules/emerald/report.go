package emerald

import (
	"encoding/json"
	"slices"
)

// Round is the number of full rounds played, for `stolik sim` reports.
func (g *Game) Round() int {
	if g.s.Players == 0 || g.s.Turn == 0 {
		return 0
	}
	return int(g.s.Turn-1) / int(g.s.Players)
}

// FirstPlayer is the seat that took the first turn (chosen at random, §3).
func (g *Game) FirstPlayer() int { return int(g.s.First) }

// Identity is seat's effective faction ("R", "L" or "?" when the state is a
// view that does not show it), for balance reports by faction.
func (g *Game) Identity(seat int) string {
	if seat < 0 || seat >= int(g.s.Players) {
		return "?"
	}
	switch g.s.faction(seat) {
	case factR:
		return "R"
	case factL:
		return "L"
	}
	return "?"
}

// reportPlayer is one seat in the `sim -dump` report.
type reportPlayer struct {
	Score    int      `json:"score"`
	Running  int      `json:"running"`
	Identity string   `json:"identity"`
	Revealed bool     `json:"revealed"`
	Cards    []string `json:"cards"` // game cards owned at the end (deck, hand, discard, tableau)
	Royals   int      `json:"royals"`
	Kills    int      `json:"kills"`
	Sanity   int      `json:"sanity"`
}

// MarshalJSON dumps what `stolik sim -dump` analyses. Call it on
// View(engine.Observer) of a finished game: every identity is public then,
// and the owned cards are public while their order is not.
func (g *Game) MarshalJSON() ([]byte, error) {
	s := &g.s
	res := g.Result()
	out := struct {
		Rounds  int            `json:"rounds"`
		End     int            `json:"end_reason"`
		TrackR  int            `json:"track_r"`
		TrackL  int            `json:"track_l"`
		Players []reportPlayer `json:"players"`
	}{Rounds: g.Round(), End: int(s.End), TrackR: int(s.TrackR), TrackL: int(s.TrackL)}
	for i := 0; i < int(s.Players); i++ {
		p := &s.P[i]
		rp := reportPlayer{Running: s.running(i), Identity: g.Identity(i), Revealed: p.Revealed,
			Cards: g.OwnedCards(i), Royals: g.royalsHeld(i), Sanity: int(p.Sanity)}
		if i < len(res.Scores) {
			rp.Score = res.Scores[i].Total
		}
		for _, e := range p.Tab[:p.TabN] {
			if e.Victim != none {
				rp.Kills++
			}
		}
		out.Players = append(out.Players, rp)
	}
	return json.Marshal(out)
}

// OwnedCards lists the ids of the game and city cards seat owns (hand,
// deck, discard pile and tableau), each once, for the sim's card-share
// balance check.
func (g *Game) OwnedCards(seat int) []string {
	if seat < 0 || seat >= int(g.s.Players) {
		return nil
	}
	p := &g.s.P[seat]
	var seen [256]bool
	out := []string{}
	add := func(c uint8) {
		k := g.d.Cards[c].Kind
		if (k == kindGame || k == kindCity) && !seen[c] {
			seen[c] = true
			out = append(out, g.d.Cards[c].ID)
		}
	}
	for _, z := range []*zone{&p.Hand, &p.Deck, &p.Discard} {
		for _, c := range z.list() {
			add(c)
		}
	}
	for _, e := range p.Tab[:p.TabN] {
		add(e.Card)
	}
	slices.Sort(out)
	return out
}
