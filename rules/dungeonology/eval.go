package dungeonology

import (
	"math"

	"stolik/rules/engine"
)

// evaluate is the greedy bot's hook: seat's expected final score against
// the best opponent, squashed into [0,1]. It reads only what seat may know
// (its own hand, public boards, the Clan card only once seat has seen it;
// before that the mean over the clans consistent with every public
// publication), so it gives the same value on a determinization.
func evaluate(eg engine.Game, seat engine.Seat) float64 {
	g, ok := eg.(*Game)
	if !ok || seat < 0 || int(seat) >= int(g.s.Players) {
		return 0.5
	}
	s := &g.s
	if s.Phase == phSetup {
		return 0.5
	}
	me := uint8(seat)
	var mods [NumColours]float64
	var thr float64
	g.expectedClan(me, &mods, &thr)
	var tot [maxPlayers]float64
	for i := uint8(0); i < s.Players; i++ {
		tot[i] = g.expectedScore(i, me, &mods, thr)
	}
	best := math.Inf(-1)
	for i := uint8(0); i < s.Players; i++ {
		if i != me && tot[i] > best {
			best = tot[i]
		}
	}
	x := tot[me] - best
	if s.Over {
		x *= 3
	}
	return 1 / (1 + math.Exp(-x/8))
}

// expectedClan fills the Clan modifiers and threshold seat expects: the
// real ones once seen, else the mean over the consistent clans.
func (g *Game) expectedClan(me uint8, mods *[NumColours]float64, thr *float64) {
	s, d := &g.s, g.d
	if s.Clan < numClans && (s.Over || s.P[me].KnowsClan) {
		for c := range mods {
			mods[c] = float64(d.Clans[s.Clan].Mods[c])
		}
		*thr = float64(d.Clans[s.Clan].Threshold)
		return
	}
	n := 0.0
	for c := uint8(0); c < numClans; c++ {
		if !g.clanConsistent(c) {
			continue
		}
		n++
		for k := range mods {
			mods[k] += float64(d.Clans[c].Mods[k])
		}
		*thr += float64(d.Clans[c].Threshold)
	}
	if n == 0 {
		return
	}
	for k := range mods {
		mods[k] /= n
	}
	*thr /= n
}

// expectedScore is what i is expected to finish with, from me's view.
func (g *Game) expectedScore(i, me uint8, mods *[NumColours]float64, thr float64) float64 {
	s, d := &g.s, g.d
	p := &s.P[i]
	v := 0.0
	for c := range p.Col {
		v += float64(p.Col[c]) * (float64(d.CubeValues[c]) + mods[c])
	}
	if p.Rank > 0 {
		v += float64(d.PubBonus[p.Rank-1])
	}
	for k := range d.Interns {
		if p.Interns&(1<<k) != 0 {
			v += float64(d.Interns[k].Points)
		}
	}
	for k := uint8(0); k < p.JinxN; k++ {
		if p.JinxUp&(1<<k) != 0 {
			v -= float64(d.Jinxes[p.Jinx[k]].Penalty)
		} else {
			v -= 2
		}
	}
	if s.Over || p.Finished {
		return v
	}
	// Still playing: the thesis to come, the tools in hand, the tiredness.
	cubeV := v
	if g.stars(i) >= int(d.MinStars) && cubeV >= thr {
		v += 0.6 * float64(d.PubBonus[min(int(s.Published), len(d.PubBonus)-1)])
	} else if !s.MaxAlert {
		v += 0.15 * math.Min(cubeV, thr) / math.Max(1, thr) * float64(d.PubBonus[min(int(s.Published), len(d.PubBonus)-1)])
	}
	v += 0.4 * float64(g.stars(i))
	v += 0.35 * float64(min(p.Students, 6))
	if i == me {
		for k := uint8(0); k < p.HandN; k++ {
			v += 0.25 * float64(g.stealthValue(i, p.Hand[k]))
		}
	} else {
		v += 0.45 * float64(p.HandN)
	}
	st := float64(g.stamina(i))
	f := float64(p.Fatigue)
	v -= 0.4 * f
	if st > 0 && f >= st-1 && !s.MaxAlert {
		v -= 1.5
	}
	// Cubes within reach in the scholar's zone.
	if p.Zone != 0 {
		v += 0.3 * float64(g.collectible(i, p.Zone, 2))
	}
	if s.MaxAlert && p.Zone != 0 {
		v -= 0.5 // the start zone is where a thesis is published now
	}
	// A stealth test under way: its chance times what it would bring.
	if t := &s.T; t.On && t.Tester == i {
		pr := 1.0
		if !t.Auto {
			pr = 1 / (1 + math.Exp(-(float64(t.Stealth-t.Alert)+0.5)*1.2))
			if t.Stage == tsBuild && t.Cards == 0 {
				pr *= 0.5
			}
		}
		gain := 3.5 * float64(t.K)
		if t.Spy {
			gain = float64(d.CubeValues[t.Colour]) + mods[t.Colour]
		}
		v += pr*gain - (1-pr)*1.5
	}
	return v
}
