package arnak

// The search's reading of a position in a game of two or more players
// (searchEvaluate): each seat's final score as a linear regression on the
// position's parts predicts it, one set of coefficients per round
// (fit_coef.go, written by `go test ./rules/arnak -run
// TestFitSearchReading -fit`). potential's weights were set by hand for the
// greedy bot's one-turn comparisons; read as a forecast of the final score
// they are off by several VP in rounds 1–3 (a jewel in hand at round 2
// ends the game 4.4 VP up, an idol in the crates 1.5, a card's cost next to
// nothing), and the search optimized that error. Measurements in doc.go.

// The parts of a seat's position the regression weighs (fitFeatures).
const (
	fitOne       = iota                   // 1: the intercept
	fitScore                              // the seat's score now
	fitRes                                // a coin, compass, tablet, arrowhead, jewel in hand (NumRes parts)
	fitCost      = iota + int(NumRes) - 1 // past the resources
	fitFear                               // Fear cards owned
	fitAssistant                          // assistants hired
	fitGold                               // of them, gold side up
	fitCrate                              // idols in the crates
	fitAhead                              // researchAhead under defaultWeights
	fitStep                               // stepInReach
	fitBoon                               // guardians' unused boons
	fitDig                                // digs still to make this round (as potential's Dig)
	fitHand                               // cards in hand this round
	fitGuarded                            // archaeologists on a guarded site (a Fear card to come)
	fitPayable                            // of them, on a guardian the seat can pay for
	fitOwned                              // cards owned
	fitMagRow                             // the magnifier's row
	fitNoteRow                            // the notebook's row
	nFit
)

// fittedPotential is seat i's final score as fitCoef predicts it from its
// position in the round being played (forecast under Fitted weights).
func (g *Game) fittedPotential(i int) float64 {
	r := min(max(int(g.s.Round), 1), len(fitCoef))
	f := g.fitFeatures(i)
	v := 0.0
	for k, c := range fitCoef[r-1] {
		v += c * f[k]
	}
	return v
}

// fitFeatures are the parts of seat i's position fitCoef weighs. Like
// potential, it reads only what every seat may know: sums over card
// multisets that stay public (integer sums, so no float depends on a
// hidden order).
func (g *Game) fitFeatures(i int) [nFit]float64 {
	s := &g.s
	d := g.d
	p := &s.P[i]
	var f [nFit]float64
	f[fitOne] = 1
	f[fitScore] = float64(g.scoreTotal(i))
	for c := 0; c < int(NumRes); c++ {
		f[fitRes+c] = float64(p.Res[c])
	}
	cost, fear, owned := 0, 0, 0
	s.eachOwned(i, func(c uint8) {
		owned++
		switch d.Cards[c].Kind {
		case kindItem, kindArtifact:
			cost += int(d.Cards[c].Cost)
		case kindFear:
			fear++
		}
	})
	f[fitCost] = float64(cost)
	f[fitFear] = float64(fear)
	f[fitOwned] = float64(owned)
	for k, a := range p.Asst {
		if a != none {
			f[fitAssistant]++
			if p.Gold[k] {
				f[fitGold]++
			}
		}
	}
	f[fitCrate] = float64(p.Crate)
	f[fitAhead] = g.researchAhead(i, &defaultWeights)
	f[fitStep] = g.stepInReach(p)
	for k := 0; k < int(p.NGuard); k++ {
		if p.BoonUsed&(1<<k) == 0 {
			f[fitBoon]++
		}
	}
	if !p.Passed && !s.Over {
		syms := 0
		for _, c := range p.Hand.list() {
			syms += len(d.Cards[c].Travel)
		}
		f[fitDig] = float64(min(2-p.placed(), syms))
		f[fitHand] = float64(p.Hand.N)
	}
	for _, a := range p.Arch {
		if a == 0 {
			continue
		}
		if gd := s.SiteGuard[int(a-1)/2]; gd != none && !p.NoFear {
			f[fitGuarded]++
			if s.canAfford(p, d.Guardians[gd].Cost) {
				f[fitPayable]++
			}
		}
	}
	f[fitMagRow] = float64(d.NodeRow[p.Mag])
	f[fitNoteRow] = float64(d.NodeRow[p.Note])
	return f
}
