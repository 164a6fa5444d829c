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
	v += 0.5 * float64(min(p.Students, 4)) // students guard the board against spies
	if i == me {
		for k := uint8(0); k < p.HandN; k++ {
			v += 0.4 * float64(g.stealthValue(i, p.Hand[k]))
		}
	} else {
		v += 0.75 * float64(p.HandN)
	}
	st := float64(g.stamina(i))
	f := float64(p.Fatigue)
	v -= 0.4 * f
	if st > 0 && f >= st-1 && !s.MaxAlert {
		v -= 0.8
	}
	// What a Research here could bring; for the player whose turn it is
	// and who still has an action, nearly all of it.
	w := 0.35
	if i == s.Active && p.Actions < g.maxActions(i) && (s.Phase == phOpen || s.Phase == phMove || s.Phase == phAction) {
		w = 0.9
	}
	if !s.T.On {
		v += w * max(g.researchPotential(i, me, mods), g.spyPotential(i, me, mods))
	}
	v -= g.exposure(i, mods)
	if s.MaxAlert {
		if p.Zone != 0 {
			v -= 0.5 + 0.3*float64(g.distance(i, 0)) // the start zone is where a thesis is published now
		}
	} else {
		v += 0.3 * g.reachValue(i, mods)
	}
	// A stealth test under way: its chance times what it would bring.
	if t := &s.T; t.On && t.Tester == i {
		gain := 0.0
		if t.Spy {
			// The cube changes boards: the spy gains it and the victim
			// loses it (which matters when the victim leads).
			gain = 1.3 * (float64(d.CubeValues[t.Colour]) + mods[t.Colour])
		} else {
			gain = g.cubeGain(i, t.Tile, t.K, mods)
		}
		if t.Auto {
			v += gain
		} else {
			stealth := float64(t.Stealth)
			margin := g.interference(i)
			if t.Stage == tsBuild {
				if !t.Spy {
					stealth += float64(g.researchBonus(i))
				}
				v += g.bestBuild(i, me, stealth, float64(t.Alert)+margin, gain, t.Last, t.Cards > 0)
			} else {
				if t.Stage == tsWindow || t.Stage == tsFinal || t.Stage == tsSpy {
					margin *= 0.5
				}
				v += successValue(stealth-float64(t.Alert)-margin, gain)
			}
		}
	}
	return v
}

// failCost is what a failed stealth test costs: a fatigue token (or a
// student), a student drawn (the Omega risk).
const failCost = 2.0

// successValue is the expected value of a test whose stealth exceeds the
// alert level by diff (before the others' answers).
func successValue(diff, gain float64) float64 {
	pr := 1 / (1 + math.Exp(-(diff+0.5)*1.3))
	return pr*gain - (1-pr)*failCost
}

// interference: how much the other players are expected to raise the
// alert level of i's test (a card each, roughly, if they hold any).
func (g *Game) interference(i uint8) float64 {
	s := &g.s
	n := 0.0
	for v := uint8(0); v < s.Players; v++ {
		if v != i && !s.P[v].Finished && !g.inStart(v) && (s.P[v].HandN > 0 || g.canDivine(v)) {
			n += 0.5
		}
	}
	return min(n, 1.5)
}

// cubeGain values the k cubes a Research in t would collect.
func (g *Game) cubeGain(i, t, k uint8, mods *[NumColours]float64) float64 {
	d := g.d
	p := &g.s.P[i]
	var room [NumColours]uint8
	for c := range room {
		room[c] = d.Capacity[c] - min(d.Capacity[c], p.Col[c])
	}
	gain, n := 0.0, uint8(0)
	for _, c := range g.s.Tiles[t].Cubes {
		if n >= k {
			break
		}
		if c != 0 && room[c-1] > 0 {
			room[c-1]--
			n++
			gain += float64(d.CubeValues[c-1]) + mods[c-1] + 0.8*float64(popcount8(d.StarAt[c-1]&(1<<p.Col[c-1])))
		}
	}
	return gain
}

// handValues lists, best first, the stealth values i may still add (its
// own hand for me; an average card per card for the others).
func (g *Game) handValues(i, me, last uint8, dst []float64) []float64 {
	p := &g.s.P[i]
	for k := uint8(0); k < p.HandN; k++ {
		c := p.Hand[k]
		if i != me {
			dst = append(dst, 1.8)
			continue
		}
		if last != none && c <= last {
			continue
		}
		dst = append(dst, float64(g.stealthValue(i, c)))
	}
	for a := 1; a < len(dst); a++ {
		for b := a; b > 0 && dst[b] > dst[b-1]; b-- {
			dst[b], dst[b-1] = dst[b-1], dst[b]
		}
	}
	return dst
}

// bestBuild: the best of "add the j best cards, then reveal", counting the
// cards spent.
func (g *Game) bestBuild(i, me uint8, stealth, need, gain float64, last uint8, any bool) float64 {
	var buf [handCap]float64
	vals := g.handValues(i, me, last, buf[:0])
	best := math.Inf(-1)
	spent := 0.0
	if any {
		best = successValue(stealth-need, gain)
	}
	for _, x := range vals {
		stealth += x
		spent += x
		best = max(best, successValue(stealth-need, gain)-0.4*spent)
	}
	if math.IsInf(best, -1) {
		return -failCost
	}
	return best
}

// researchPotential: the best Research i could attempt where it stands.
func (g *Game) researchPotential(i, me uint8, mods *[NumColours]float64) float64 {
	s, d := &g.s, g.d
	p := &s.P[i]
	if p.Zone == 0 || p.HandN == 0 {
		return 0
	}
	n := g.collectible(i, p.Zone, int(g.intelligence(i)))
	best := 0.0
	for k := 1; k <= n; k++ {
		alert := float64(g.zoneAlert(i, p.Zone)+int(d.ExtraAlert[min(k, 6)])) + g.interference(i)
		gain := g.cubeGain(i, p.Zone, uint8(k), mods)
		best = max(best, g.bestBuild(i, me, float64(g.researchBonus(i)), alert, gain, none, false))
	}
	return best
}

// spyPotential: the best Spying i could attempt where it stands (the cube
// counts twice: the spy gains it, the victim loses it).
func (g *Game) spyPotential(i, me uint8, mods *[NumColours]float64) float64 {
	s, d := &g.s, g.d
	p := &s.P[i]
	if p.Zone == 0 || p.HandN == 0 || g.hasJinx(i, jxNoSpy) {
		return 0
	}
	rogue := g.hasAbility(i, abScoundrel)
	if !rogue && p.Students == 0 {
		return 0
	}
	best := 0.0
	for v := uint8(0); v < s.Players; v++ {
		if v == i || !g.targetable(v) || !g.near(p.Zone, s.P[v].Zone) {
			continue
		}
		for c := uint8(0); c < NumColours; c++ {
			if s.P[v].Col[c] == 0 {
				continue
			}
			alert := float64(d.CubeValues[c])
			stealth := 0.0
			if rogue {
				stealth = 1.7 // Szelma's divination 1
			} else {
				alert += float64(s.P[v].Students)
			}
			gain := 1.3 * (float64(d.CubeValues[c]) + mods[c])
			if !rogue {
				gain -= 0.35 // the student sacrificed
			}
			best = max(best, g.bestBuild(i, me, stealth, alert+1, gain, none, false))
		}
	}
	return best
}

// distances fills dist with the steps seat needs to reach each placed zone
// (0xFF: unreachable), walking as it may (doors, walls, secret passages).
func (g *Game) distances(seat uint8, dist *[numZones]uint8) {
	s := &g.s
	for i := range dist {
		dist[i] = none
	}
	var q [numZones]uint8
	qh, qt := 0, 0
	from := s.P[seat].Zone
	dist[from] = 0
	q[qt] = from
	qt++
	for qh < qt {
		a := q[qh]
		qh++
		for b := uint8(0); b < s.TileN; b++ {
			if dist[b] == none && g.canEnter(seat, a, b) {
				dist[b] = dist[a] + 1
				q[qt] = b
				qt++
			}
		}
	}
}

func (g *Game) distance(seat, t uint8) int {
	var dist [numZones]uint8
	g.distances(seat, &dist)
	if dist[t] == none {
		return 10
	}
	return int(dist[t])
}

// reachValue: the cubes lying in other zones, discounted by how far away
// they are — it draws a scholar standing in an empty zone towards cubes.
func (g *Game) reachValue(i uint8, mods *[NumColours]float64) float64 {
	s := &g.s
	var dist [numZones]uint8
	g.distances(i, &dist)
	best := 0.0
	sp := math.Max(1, float64(g.speed(i)))
	for t := uint8(1); t < s.TileN; t++ {
		if dist[t] == none || dist[t] == 0 || s.cubesIn(t) == 0 {
			continue
		}
		gain := g.cubeGain(i, t, 2, mods) - 0.5*float64(g.d.Zones[s.Tiles[t].Zone].Alert)
		if gain <= 0 {
			continue
		}
		turns := math.Ceil(float64(dist[t]) / sp)
		best = max(best, gain*math.Pow(0.6, turns)*(1-0.05*float64(dist[t])))
	}
	return best
}

// exposure: what the others standing near i may take from its board by
// spying (its best cube, guarded by its students), roughly.
func (g *Game) exposure(i uint8, mods *[NumColours]float64) float64 {
	s, d := &g.s, g.d
	p := &s.P[i]
	if p.Zone == 0 || p.cubes() == 0 {
		return 0
	}
	best, bestAlert := 0.0, 0.0
	for c := uint8(0); c < NumColours; c++ {
		if p.Col[c] == 0 || g.protected(i, c) {
			continue
		}
		if v := float64(d.CubeValues[c]) + mods[c]; v > best {
			best, bestAlert = v, float64(d.CubeValues[c])
		}
	}
	risk := 0.0
	for o := uint8(0); o < s.Players; o++ {
		po := &s.P[o]
		if o == i || po.Finished || g.inStart(o) || po.HandN == 0 || !g.near(po.Zone, p.Zone) {
			continue
		}
		alert := bestAlert
		if !g.hasAbility(o, abScoundrel) {
			alert += float64(p.Students)
		}
		pr := 1 / (1 + math.Exp(-(1.9*float64(po.HandN)-alert)*0.8))
		risk = max(risk, pr*best)
	}
	return 0.5 * risk
}
