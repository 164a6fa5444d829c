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
	if g.s.Phase == phSetup {
		return 0.5
	}
	me := uint8(seat)
	return evalState(g.settled(me, 1), me)
}

// evalState is evaluate on a state already looked through.
func evalState(g *Game, me uint8) float64 {
	s := &g.s
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

// settleSteps bounds the look through answer windows (a card answered by
// a card answered by a card, each with its own steps).
const settleSteps = 24

// settleSeed seeds the determinization the look runs on.
const settleSeed = 0x5e771e

// settled looks through the windows in which the players may answer a
// trick card I have just played: they are taken to let it be, and the
// card's automatic steps run. Without it the
// greedy bot sees a main effect only as a card leaving the hand, since
// every card opens a window before it resolves, and it never plays one
// for what it does. Where the effect asks me a question on the way (a
// target, a zone, a step), it takes the answer this evaluation likes best,
// depth levels deep. Any other question stops the look: that state is
// evaluated as it stands. g itself is never changed.
func (g *Game) settled(me uint8, depth int) *Game {
	s := &g.s
	if s.Over || s.Masked || s.QN == 0 || s.T.On {
		return g
	}
	// Only a card of mine waiting for answers is looked through: that is
	// the greedy bot's own choice, and the search bots' many evaluations
	// of other positions stay cheap.
	if q := s.top(); q.Op != pReact || q.A != me {
		return g
	}
	var c *Game
	for n := 0; n < settleSteps; n++ {
		cs := &g.s
		if c != nil {
			cs = &c.s
		}
		if cs.Over || cs.QN == 0 || cs.T.On {
			break
		}
		q := cs.top()
		window := (q.Op == pReact || q.Op == pImmediate) && q.B == 1
		if !window && (q.Seat != me || depth <= 0 || q.Op == pDiscard || q.Op == pRest) {
			break
		}
		if c == nil {
			// What the card will draw or reveal is hidden: the look runs
			// on a determinization from my view with a fixed seed, so the
			// same view always gives the same value (Evaluate may not
			// read what I cannot see).
			c = g.Clone().(*Game)
			rng := engine.NewRNG(settleSeed)
			c.Determinize(engine.Seat(me), &rng)
		}
		if window {
			if c.Apply(act(KindPass, 0, 0), nil) != nil {
				break
			}
			continue
		}
		var buf [384]engine.Action
		legal := c.Legal(buf[:0])
		if len(legal) == 0 {
			break
		}
		best, bestV := -1, math.Inf(-1)
		for k, a := range legal {
			d := c.Clone().(*Game)
			if d.Apply(a, nil) != nil {
				continue
			}
			if v := evalState(d.settled(me, depth-1), me); v > bestV {
				best, bestV = k, v
			}
		}
		if best < 0 || c.Apply(legal[best], nil) != nil {
			break
		}
	}
	if c == nil {
		return g
	}
	return c
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
		v += 0.4 * g.handValue(i)
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
	now := i == s.Active && p.Actions < g.maxActions(i) && (s.Phase == phOpen || s.Phase == phMove || s.Phase == phAction)
	if now {
		w = 0.9
	}
	if !s.T.On {
		pot := max(g.researchPotential(i, me, mods), g.spyPotential(i, me, mods))
		if now && s.Phase != phAction && s.QN == 0 {
			pot = max(pot, g.reachNow(i, me, mods))
		}
		v += w * pot
	}
	v -= g.exposure(i, mods)
	if s.MaxAlert {
		if p.Zone != 0 {
			v -= 0.5 + 0.3*float64(g.distance(i, 0)) // the start zone is where a thesis is published now
		}
	} else {
		v += 0.3 * g.reachValue(i, mods)
	}
	// Magiczny Wzrok under way: what the magic cards discarded so far
	// will gather, and what those still in hand could add. Without it the
	// ability looks like an action spent for nothing (its cubes come only
	// when the player stops discarding), and the bot never used it.
	if s.QN > 0 && i == me {
		if q := s.top(); q.Op == pMagicSight && q.Seat == i {
			v += g.magicSightValue(i, q.N, mods)
		}
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

// handValue is what seat's hand is worth in stealth. In its own turn the
// hand is drawn up to the card limit at the end of the turn (and cut down
// to it): a card it keeps is worth only its own value among the limit's
// best, and a card it spends comes back as a fresh draw — so spending a
// card on a main effect costs little more than the card's edge over an
// average draw, as it does at the table.
func (g *Game) handValue(seat uint8) float64 {
	s := &g.s
	p := &s.P[seat]
	var buf [handCap]float64
	vals := buf[:0]
	for k := uint8(0); k < p.HandN; k++ {
		vals = append(vals, float64(g.stealthValue(seat, p.Hand[k])))
	}
	own := seat == s.Active && (!s.T.On || s.T.Tester == seat) && (s.Phase == phOpen || s.Phase == phMove || s.Phase == phAction)
	if !own {
		sum := 0.0
		for _, x := range vals {
			sum += x
		}
		return sum
	}
	for a := 1; a < len(vals); a++ {
		for b := a; b > 0 && vals[b] > vals[b-1]; b-- {
			vals[b], vals[b-1] = vals[b-1], vals[b]
		}
	}
	lim := int(g.cardLimit(seat))
	sum := 0.0
	for k, x := range vals {
		if k >= lim {
			break
		}
		sum += x
	}
	if miss := lim - len(vals); miss > 0 && s.DeckN+s.DiscN > 0 {
		sum += float64(miss) * g.meanCard(seat)
	}
	return sum
}

// meanCard is the stealth value of an average trick card for seat (a
// fresh draw).
func (g *Game) meanCard(seat uint8) float64 {
	sum := 0.0
	for c := 0; c < numTricks; c++ {
		sum += float64(g.stealthValue(seat, uint8(c)))
	}
	return sum / numTricks
}

// magicSightValue: the best of "discard the j best magic cards still in
// hand, then stop" for a Magiczny Wzrok whose discarded cards add up to n
// already: the cubes gathered (at most 3) less what each card spent is
// worth in stealth, as bestBuild counts it.
func (g *Game) magicSightValue(i, n uint8, mods *[NumColours]float64) float64 {
	p := &g.s.P[i]
	var buf [handCap]uint8
	cards := buf[:0]
	for k := uint8(0); k < p.HandN; k++ {
		if g.trick(p.Hand[k]).Type == typeMag {
			cards = append(cards, p.Hand[k])
		}
	}
	for a := 1; a < len(cards); a++ {
		for b := a; b > 0 && g.trick(cards[b]).Bonus > g.trick(cards[b-1]).Bonus; b-- {
			cards[b], cards[b-1] = cards[b-1], cards[b]
		}
	}
	mean := g.meanCard(i)
	best := g.cubeGain(i, p.Zone, min(3, n), mods)
	spent := 0.0
	for _, c := range cards {
		if n >= 3 {
			break
		}
		n += g.trick(c).Bonus
		spent += 0.15 + 0.4*max(0, float64(g.stealthValue(i, c))-mean)
		best = max(best, g.cubeGain(i, p.Zone, min(3, n), mods)-spent)
	}
	return best
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
	// A test is taken in the tester's own turn, whose end draws the hand
	// back up to the limit: a card spent costs its edge over a fresh draw
	// and a little for the main effect it can no longer give this turn.
	mean := g.meanCard(i)
	for _, x := range vals {
		stealth += x
		spent += 0.15 + 0.4*max(0, x-mean)
		best = max(best, successValue(stealth-need, gain)-spent)
	}
	if math.IsInf(best, -1) {
		return -failCost
	}
	return best
}

// researchPotential: the best Research i could attempt where it stands.
func (g *Game) researchPotential(i, me uint8, mods *[NumColours]float64) float64 {
	return g.researchAt(i, me, g.s.P[i].Zone, mods)
}

// researchAt: the best Research i could attempt in placed zone t.
func (g *Game) researchAt(i, me, t uint8, mods *[NumColours]float64) float64 {
	s, d := &g.s, g.d
	p := &s.P[i]
	if t == 0 || p.HandN == 0 {
		return 0
	}
	n := g.collectible(i, t, int(g.intelligence(i)))
	best := 0.0
	for k := 1; k <= n; k++ {
		alert := float64(g.zoneAlert(i, t)+int(d.ExtraAlert[min(k, 6)])) + g.interference(i)
		gain := g.cubeGain(i, t, uint8(k), mods)
		best = max(best, g.bestBuild(i, me, float64(g.researchBonus(i)), alert, gain, none, false))
	}
	return best
}

// reachNow: the best Research or Spying i could still walk to this turn, with the
// speed it has left, a little less for every step (the zones on the way
// may bite). The greedy bot takes one step at a time: without this a
// step out of the start zone towards cubes two steps away looks no better
// than staying put.
func (g *Game) reachNow(i, me uint8, mods *[NumColours]float64) float64 {
	s := &g.s
	p := &s.P[i]
	sp := g.speed(i)
	if p.HandN == 0 || p.SpeedUsed >= sp {
		return 0
	}
	left := sp - p.SpeedUsed
	var dist [numZones]uint8
	g.distances(i, &dist)
	best := 0.0
	for t := uint8(1); t < s.TileN; t++ {
		if dist[t] == none || dist[t] == 0 || dist[t] > left {
			continue
		}
		here := g.spyAt(i, me, t, mods)
		if s.cubesIn(t) > 0 {
			here = max(here, g.researchAt(i, me, t, mods))
		}
		best = max(best, here*(1-0.06*float64(dist[t])))
	}
	return best
}

// spyPotential: the best Spying i could attempt where it stands (the cube
// counts twice: the spy gains it, the victim loses it).
func (g *Game) spyPotential(i, me uint8, mods *[NumColours]float64) float64 {
	return g.spyAt(i, me, g.s.P[i].Zone, mods)
}

// spyAt: the best Spying i could attempt standing in placed zone at.
func (g *Game) spyAt(i, me, at uint8, mods *[NumColours]float64) float64 {
	s, d := &g.s, g.d
	p := &s.P[i]
	if at == 0 || p.HandN == 0 || g.hasJinx(i, jxNoSpy) {
		return 0
	}
	rogue := g.hasAbility(i, abScoundrel)
	if !rogue && p.Students == 0 {
		return 0
	}
	best := 0.0
	for v := uint8(0); v < s.Players; v++ {
		if v == i || !g.targetable(v) || !g.near(at, s.P[v].Zone) {
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
	var fresh [3]float64
	for lv := range fresh {
		fresh[lv] = -1
	}
	for t := uint8(0); t < s.TileN; t++ {
		if dist[t] == none {
			continue
		}
		if dist[t] > 0 && s.cubesIn(t) > 0 {
			gain := g.cubeGain(i, t, 2, mods) - 0.5*float64(g.d.Zones[s.Tiles[t].Zone].Alert)
			if gain > 0 {
				turns := math.Ceil(float64(dist[t]) / sp)
				best = max(best, gain*math.Pow(0.6, turns)*(1-0.05*float64(dist[t])))
			}
		}
		// An edge still open to exploring: a tile of that level's stack
		// will be laid there. Without this a table that has emptied the
		// zones it reached sits in the start zone resting for ever.
		lv := g.level(t) - 1
		if s.MaxAlert || s.StackN[lv] == 0 || fresh[lv] == 0 || !g.hasFrontier(t) {
			continue
		}
		if fresh[lv] < 0 {
			fresh[lv] = max(0, g.freshValue(i, lv+1, mods))
		}
		steps := float64(dist[t]) + 1
		turns := math.Ceil(steps / sp)
		best = max(best, fresh[lv]*math.Pow(0.6, turns)*(1-0.05*steps))
	}
	return best
}

// hasFrontier reports whether a new zone may be laid at one of t's edges.
func (g *Game) hasFrontier(t uint8) bool {
	for e := uint8(0); e < 4; e++ {
		if g.canExplore(t, e) {
			return true
		}
	}
	return false
}

// freshValue: what the first two cubes of a zone still in the level's
// stack are worth to i, less its alert level, on average over the zones
// not yet laid (public: the laid ones are on the table).
func (g *Game) freshValue(i, level uint8, mods *[NumColours]float64) float64 {
	s, d := &g.s, g.d
	var laid [numZones]bool
	for t := uint8(0); t < s.TileN; t++ {
		laid[s.Tiles[t].Zone] = true
	}
	p := &s.P[i]
	sum, n := 0.0, 0
	for z := range d.Zones {
		zd := &d.Zones[z]
		if laid[z] || zd.Level != level || zd.Number == 0 {
			continue
		}
		var room [NumColours]uint8
		for c := range room {
			room[c] = d.Capacity[c] - min(d.Capacity[c], p.Col[c])
		}
		gain, k := 0.0, 0
		for _, c := range zd.Cubes {
			if k == 2 {
				break
			}
			if room[c] > 0 {
				room[c]--
				k++
				gain += float64(d.CubeValues[c]) + mods[c]
			}
		}
		sum += gain - 0.5*float64(zd.Alert)
		n++
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
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
