package emerald

import (
	"math"

	"stolik/rules/engine"
)

// evaluate is the greedy bot's hook: how likely seat is to win, read from
// what seat may know. Each player's final score is estimated under the
// faction seat believes they have (its own, a revealed or peeked one, or
// the odds left by the identity cards not accounted for, nudged by public
// evidence), plus what their position is still worth.
func evaluate(eg engine.Game, seat engine.Seat) float64 {
	g, ok := eg.(*Game)
	if !ok || seat < 0 || int(seat) >= int(g.s.Players) {
		return 0.5
	}
	s := &g.s
	n := int(s.Players)
	if s.Over {
		r := g.Result()
		beaten := 0.0
		for q, pl := range r.Place {
			switch {
			case q == int(seat):
			case pl > r.Place[seat]:
				beaten++
			case pl == r.Place[seat]:
				beaten += 0.5
			}
		}
		return beaten / float64(n-1)
	}
	pR := g.beliefR(seat)
	var est [maxPlayers]float64
	for i := 0; i < n; i++ {
		er := g.expected(i, factR, &pR) + g.potential(i, factR, int(seat))
		el := g.expected(i, factL, &pR) + g.potential(i, factL, int(seat))
		est[i] = pR[i]*er + (1-pR[i])*el
	}
	// The lowest player's faction loses the penalty (§4.16 step 3).
	low := 0
	for i := 1; i < n; i++ {
		if est[i] < est[low] {
			low = i
		}
	}
	pen := float64(g.d.Rules.Penalty)
	for i := 0; i < n; i++ {
		same := pR[i]*pR[low] + (1-pR[i])*(1-pR[low])
		if i == low {
			same = 1
		}
		est[i] -= pen * same
	}
	best, mean := math.Inf(-1), 0.0
	for i := 0; i < n; i++ {
		if i != int(seat) {
			best = max(best, est[i])
			mean += est[i] / float64(n-1)
		}
	}
	// Against the leader and the field alike: a one-move bot that weighs
	// only the leader spends its turns on denial and locks every city in
	// cube wars.
	x := est[seat] - evalRival*best - (1-evalRival)*mean
	return 1 / (1 + math.Exp(-x/evalScale))
}

// Evaluation weights.
const (
	evalScale   = 5.0
	evalRival   = 0.5
	evalBase    = 6.0  // centres the squashed value for a typical score
	evalCube    = 0.25 // a cube in the supply
	evalAgent   = 0.6  // an agent on the board
	evalSanityR = 1.0  // a sanity token of a Restorationist (the last one ends the game)
	evalSanityL = 0.3
	evalTop     = 0.4  // share of a top card's value when holding its city by 3 pieces or more
	evalReady   = 0.2  // …more when the hand holds a card to take it next turn (below 1: taking it must pay)
	evalNear    = 0.15 // share when short of the majority, by how close
	evalRoyal   = 0.15 // share of a royal's VP within reach of a Restorationist
	evalMoveTo  = 0.2  // a move still to make
	evalDeck    = 0.12 // per action symbol owned
	evalHand    = 0.2  // a card kept in hand for the next turn
	evalExposed = 2.0  // a revealed Restorationist is everyone's target
)

// beliefR is seat's probability that each player is (effectively) a
// Restorationist: certain when known, else the share of Restorationist
// cards among the identity cards seat has not seen, weighed by public
// evidence (royalty assassinated or hidden, Yog Sothoth).
func (g *Game) beliefR(seat engine.Seat) [maxPlayers]float64 {
	s, d := &g.s, g.d
	n := int(s.Players)
	var out [maxPlayers]float64
	left := [3]int{0, d.Rules.IdentR, d.Rules.IdentL}
	unknownSlots := int(s.AsideN)
	for i := 0; i < n; i++ {
		if s.knows(seat, i) {
			left[s.P[i].Identity]--
		} else {
			unknownSlots++
		}
	}
	base := 0.5
	if unknownSlots > 0 {
		base = float64(max(0, left[factR])) / float64(unknownSlots)
	}
	for i := 0; i < n; i++ {
		if s.knows(seat, i) {
			if s.faction(i) == factR {
				out[i] = 1
			}
			continue
		}
		// The cards left give the prior of the identity card; Zmiana
		// nastawienia flips it; the evidence is about the side played.
		pr := base
		if s.P[i].Change%2 == 1 {
			pr = 1 - pr
		}
		if pr > 0 && pr < 1 {
			o := pr / (1 - pr) * g.evidence(i)
			pr = o / (1 + o)
		}
		out[i] = pr
	}
	return out
}

// evidence is the public odds that player i is a Restorationist rather
// than a Loyalist, from what they did: royals assassinated (the
// Restorationists' aim) or hidden (Ukrycie arystokracji), agents sent to
// Yog Sothoth, and which marker they pushed. Zmiana nastawienia is left to
// the caller. Used by the evaluation and by Determinize to weigh
// identities; it reads only the public tableau and history.
func (g *Game) evidence(i int) float64 {
	d := g.d
	p := &g.s.P[i]
	odds := 1.0
	for _, e := range p.Tab[:p.TabN] {
		if d.Cards[e.Card].Kind != kindRoyal {
			continue
		}
		if e.Hidden {
			odds /= 3
		} else {
			odds *= 3
		}
	}
	if p.Yog > 0 {
		odds /= 2
	}
	push := max(-6, min(6, int(p.Pushed[0])-int(p.Pushed[1])))
	return odds * math.Pow(1.2, float64(push))
}

// expected is player i's adjusted score if i's effective faction were f
// (§4.16 step 2), kill boxes weighed by the odds their victims are
// Restorationists.
func (g *Game) expected(i int, f uint8, pR *[maxPlayers]float64) float64 {
	s := &g.s
	p := &s.P[i]
	v := float64(p.VP[vpN])
	d := float64(absDiff(s.TrackR, s.TrackL))
	switch f {
	case factR:
		v += float64(p.VP[vpR])
		if s.TrackR > s.TrackL {
			v += d
		}
	case factL:
		v += float64(p.VP[vpL])
		for k := 0; k < int(s.Players); k++ {
			v += pR[k] * float64(p.Kill[k])
		}
		if s.TrackL > s.TrackR {
			v += d
		}
	}
	return v
}

// potential is what player i's position is still worth to faction f:
// cities where i could take the top card, royals within reach, cubes,
// agents, sanity, the action symbols owned and any step still to make.
// Only seat's own hand is read; another player's hand counts only as part
// of what they own.
func (g *Game) potential(i int, f uint8, seat int) float64 {
	s, d := &g.s, g.d
	p := &s.P[i]
	v := evalCube*float64(p.Cubes) + evalAgent*float64(s.present(i))
	if f == factR {
		v += evalSanityR * float64(p.Sanity)
		if p.Revealed {
			v -= evalExposed
		}
	} else {
		v += evalSanityL * float64(p.Sanity)
	}
	ready, assassin, bombsInHand := false, false, 0
	if i == seat {
		v += evalHand * float64(p.Hand.N)
		for _, c := range p.Hand.list() {
			card := &d.Cards[c]
			ready = ready || card.Sym[symAcquire] > 0
			assassin = assassin || card.Sym[symAssassinate] > 0
			bombsInHand += int(card.Bombs)
		}
	}
	for c := 0; c < numCities; c++ {
		ct := &s.C[c]
		if t := s.topCard(c); t != none {
			w := g.cardWorth(t, f)
			best := 0
			for j := 0; j < int(s.Players); j++ {
				if j != i {
					best = max(best, s.pieces(j, c))
				}
			}
			margin := s.pieces(i, c) - best
			switch {
			case margin > 0 && ct.Cubes[i] > 0:
				// A thin majority is easily tied before the next turn.
				v += evalTop * w * float64(min(margin, 3)) / 3
				if ready {
					v += evalReady * w
					ready = false // one acquire card assumed
				}
			case s.pieces(i, c) > 0:
				v += evalNear * w * min(1, float64(s.pieces(i, c))/float64(best+1))
			}
		}
		if f == factR && ct.Royal != none && ct.Agents[i] > 0 {
			// A royal comes within reach with agents there (a bomb each),
			// the majority, and, for seat itself, bombs and an assassin in hand.
			have := int(ct.Agents[i]) + bombsInHand
			need := float64(int(d.Cards[ct.Royal].BombsReq) - have)
			reach := 1 / (1 + max(0, need)/1.5)
			if s.majority(i, c) {
				reach *= 1.5
			}
			if assassin {
				reach *= 1.3
			}
			v += evalRoyal * reach * float64(d.Cards[ct.Royal].VP[vpR])
		}
	}
	// The deck: the symbols it holds are what the next turns can do.
	syms := 0
	count := func(z *zone) {
		for _, c := range z.list() {
			card := &d.Cards[c]
			for _, x := range card.Sym {
				syms += int(x)
			}
			syms += int(card.Bombs)
		}
	}
	count(&p.Hand)
	count(&p.Deck)
	count(&p.Discard)
	v += evalDeck * float64(syms)
	for _, fr := range s.F[:s.FN] {
		if int(fr.Seat) != i {
			continue
		}
		switch fr.Op {
		case frMove:
			v += evalMoveTo * float64(fr.N)
		case frRetrieve:
			v += evalCube * float64(fr.N) // what they will be worth in the supply
		}
	}
	return v
}

// cardWorth is what taking card c is worth to faction f: its VP that
// faction keeps, its agents and the symbols it adds to the deck (the same
// weights the position is valued with once the card is taken).
func (g *Game) cardWorth(c uint8, f uint8) float64 {
	card := &g.d.Cards[c]
	syms := int(card.Bombs)
	for _, x := range card.Sym {
		syms += int(x)
	}
	v := float64(card.VP[vpN]) + evalAgent*float64(card.Agents) + evalDeck*float64(syms)
	switch f {
	case factR:
		v += float64(card.VP[vpR])
	case factL:
		v += float64(card.VP[vpL])
	}
	return v
}
