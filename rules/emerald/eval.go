package emerald

import (
	"math"

	"stolik/rules/engine"
)

// evaluate is the bots' hook: how likely seat is to win, read from what
// seat may know. Each player's score is estimated per faction (their VP
// that faction keeps, plus what their position is still worth to it); the
// value is then read as §4.16 will read it, over every assignment of
// factions to the players whose side seat does not know (weighed by
// seat's belief): each player's filtered score, kill boxes counted only
// for the assignment's Restorationist victims, less the lowest-faction
// penalty (shared by the lowest player's whole side, so it never changes
// who is ahead between two players of one side), and then the share of
// the others seat is likely to finish ahead of, the same measure as the
// search's reward for a finished game (rules/bot's terminalReward).
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
	zero := [maxPlayers]float64{}
	// byF[f][i]: player i's estimate as faction f, kill boxes aside.
	var byF [2][maxPlayers]float64
	var open [maxPlayers]int // players whose side is uncertain
	no := 0
	for i := 0; i < n; i++ {
		byF[0][i] = g.expected(i, factR, &zero) + g.potential(i, factR, int(seat))
		byF[1][i] = g.expected(i, factL, &zero) + g.potential(i, factL, int(seat))
		if pR[i] > 0 && pR[i] < 1 {
			open[no] = i
			no++
		}
	}
	pen := float64(g.d.Rules.Penalty)
	total, wsum := 0.0, 0.0
	for m := 0; m < 1<<no; m++ {
		// isR[i] under assignment m, and m's weight.
		var isR [maxPlayers]bool
		w := 1.0
		for i := 0; i < n; i++ {
			isR[i] = pR[i] >= 1
		}
		for k := 0; k < no; k++ {
			i := open[k]
			if m&(1<<k) != 0 {
				isR[i] = true
				w *= pR[i]
			} else {
				w *= 1 - pR[i]
			}
		}
		if w < 1e-4 {
			continue
		}
		var sc [maxPlayers]float64
		for i := 0; i < n; i++ {
			if isR[i] {
				sc[i] = byF[0][i]
				continue
			}
			sc[i] = byF[1][i]
			for v := 0; v < n; v++ {
				if isR[v] {
					sc[i] += float64(s.P[i].Kill[v])
				}
			}
		}
		// Who ends lowest is uncertain until the end: the penalty falls on
		// each side by the soft odds that its member is the lowest.
		var lowW [maxPlayers]float64
		mn := sc[0]
		for i := 1; i < n; i++ {
			mn = min(mn, sc[i])
		}
		sumW, sideR := 0.0, 0.0
		for i := 0; i < n; i++ {
			lowW[i] = math.Exp(-(sc[i] - mn) / evalLowSoft)
			sumW += lowW[i]
			if isR[i] {
				sideR += lowW[i]
			}
		}
		sideR /= sumW
		for i := 0; i < n; i++ {
			if isR[i] {
				sc[i] -= pen * sideR
			} else {
				sc[i] -= pen * (1 - sideR)
			}
		}
		v := 0.0
		for j := 0; j < n; j++ {
			if j != int(seat) {
				v += 1 / (1 + math.Exp(-(sc[seat]-sc[j])/evalScale))
			}
		}
		total += w * v / float64(n-1)
		wsum += w
	}
	return total / wsum
}

// Evaluation weights.
const (
	evalScale   = 5.0
	evalLowSoft = 2.0  // VP: how sure the estimates are of who ends lowest
	evalSideVP  = 2.0  // odds of a side per VP of that side taken (evidence)
	evalSideCap = 5    // …counted up to this difference
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
	evalTaken   = 1.0  // a card taken from the board: it uncovers the next, so stacks of cards worth little to either side do not stall the game
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
// Yog Sothoth, which marker they pushed and which side's VP they took. Zmiana nastawienia is left to
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
	// The VP a player has taken of either side: a player takes the cards
	// that pay its own side. Over 30 greedy 4-player games (a harness
	// reading the belief at every decision against the true side) the
	// Brier score of the belief fell from 0.198 (0.25 for a coin) to 0.125,
	// 0.113 and 0.111 with a factor 1.5, 2 and 2.5 a point; 2 is taken,
	// capped, so that a few points never make a certainty of a person's
	// side.
	side := max(-evalSideCap, min(evalSideCap, int(p.VP[vpR])-int(p.VP[vpL])))
	return odds * math.Pow(1.2, float64(push)) * math.Pow(evalSideVP, float64(side))
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
			if card.Kind != kindStart {
				v += evalTaken
			}
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
	for _, e := range p.Tab[:p.TabN] {
		if d.Cards[e.Card].Kind != kindStart {
			v += evalTaken // a played card that stays beside the identity was taken too
		}
	}
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
	v := float64(card.VP[vpN]) + evalAgent*float64(card.Agents) + evalDeck*float64(syms) + evalTaken
	switch f {
	case factR:
		v += float64(card.VP[vpR])
	case factL:
		v += float64(card.VP[vpL])
	}
	return v
}
