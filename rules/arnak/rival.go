package arnak

import "stolik/rules/engine"

// rivalSeat is the log seat of the solo rival's events: it has no seat of
// its own, and its messages name it ("Przeciwnik ...").
const rivalSeat = engine.GameOver

// setupRival builds the stack of 10 tiles (§6.1): the 5 dig tiles and one
// tile of each pair, diff of them red, chosen at random.
func (g *Game) setupRival(diff int) {
	s := &g.s
	d := g.d
	r := &s.Rival
	r.On = true
	var fams [5]uint8
	for i := range fams {
		fams[i] = uint8(i + 1)
	}
	engine.ShuffleSlice(&g.rng, fams[:])
	var red [6]bool
	for _, f := range fams[:diff] {
		red[f] = true
	}
	for i, t := range d.Rival {
		if t.Family == famDig || t.Red == red[t.Family] {
			r.Stack[r.NStack] = uint8(i)
			r.NStack++
		}
	}
	engine.ShuffleSlice(&g.rng, r.Stack[:r.NStack])
}

// arrowRight reads the decision arrow: the back of the next tile, or of the
// first tile used this round when the stack is empty.
func (g *Game) arrowRight() bool {
	r := &g.s.Rival
	if r.NStack > 0 {
		return g.d.Rival[r.Stack[r.NStack-1]].Right
	}
	if r.NUsed > 0 {
		return g.d.Rival[r.Used[0]].Right
	}
	return false
}

// pick chooses among candidates (in board order): the highest rank first,
// then leftmost or rightmost by the arrow.
func (g *Game) pick(cands []int, rank func(int) int) int {
	best := -1
	right := g.arrowRight()
	for _, c := range cands {
		if best < 0 || rank(c) > rank(best) || (rank(c) == rank(best) && right) {
			best = c
		}
	}
	return best
}

// siteGives reports whether a site's effect can yield resource r (G21).
func (g *Game) siteGives(site int, r uint8) bool {
	eff := g.siteEffect(site)
	if eff == noEffect {
		return false
	}
	for _, op := range g.d.Effects[eff] {
		if op.Gain[r] > 0 {
			return true
		}
		for i := 0; i < int(op.NOpt); i++ {
			if op.Opts[i][r] > 0 {
				return true
			}
		}
	}
	return false
}

// rivalTurn reveals and performs the rival's next tile (§6.2).
func (g *Game) rivalTurn(log *engine.Log) {
	s := &g.s
	d := g.d
	r := &s.Rival
	if r.NStack == 0 {
		return
	}
	r.NStack--
	ti := r.Stack[r.NStack]
	r.Stack[r.NStack] = 0
	r.Used[r.NUsed] = ti
	r.NUsed++
	t := &d.Rival[ti]
	spec := t.Rounds[s.Round-1]
	if log != nil {
		log.Reveal("arnak.rival.tile", rivalSeat, "tile", t.Name)
	}
	if spec == 0 {
		log.Add("arnak.rival.nothing", rivalSeat)
		return
	}
	var cands [numSites * 2]int
	switch t.Family {
	case famDig:
		n := 0
		for site := range d.Sites {
			if r.Pawns >= 6 || s.SiteTile[site] == none || !g.siteGives(site, t.Res) {
				continue
			}
			for sp := range d.Sites[site].Spaces {
				if s.Occ[site][sp] == occFree {
					cands[n] = site*2 + sp
					n++
					break
				}
			}
		}
		if n == 0 {
			log.Add("arnak.rival.nothing", rivalSeat)
			return
		}
		c := g.pick(cands[:n], func(x int) int { return int(d.Sites[x/2].Row) })
		s.Occ[c/2][c%2] = occRival
		r.Pawns++
		if log != nil {
			log.Add("arnak.rival.dig", rivalSeat, "site", d.Sites[c/2].Name)
		}
	case famDiscover:
		lv := spec &^ roundWake
		n := 0
		for site := range d.Sites {
			if d.Sites[site].Level == lv && s.SiteTile[site] == none {
				cands[n] = site
				n++
			}
		}
		if n == 0 || r.Pawns >= 6 || (lv == 1 && s.N1 == 0) || (lv == 2 && s.N2 == 0) {
			log.Add("arnak.rival.nothing", rivalSeat)
			return
		}
		// The lower row first (§6.4), then the arrow.
		site := g.pick(cands[:n], func(x int) int { return -int(d.Sites[x].Row) })
		s.Occ[site][0] = occRival
		r.Pawns++
		if up := s.Idol[site][0]; up != none {
			k := d.Idols[up].Kind
			if r.Kinds&(1<<k) == 0 {
				r.Kinds |= 1 << k
				r.Unique++
			} else {
				r.Minus++
			}
		}
		if s.Idol[site][1] != none {
			r.Minus++
		}
		s.Idol[site] = [2]uint8{none, none}
		if lv == 1 {
			s.N1--
			s.SiteTile[site] = s.Stack1[s.N1]
			s.Stack1[s.N1] = 0
		} else {
			s.N2--
			s.SiteTile[site] = s.Stack2[s.N2]
			s.Stack2[s.N2] = 0
		}
		if log != nil {
			log.Add("arnak.rival.discover", rivalSeat, "site", d.Sites[site].Name)
		}
		if spec&roundWake != 0 && s.NG > 0 {
			s.NG--
			s.SiteGuard[site] = s.GStack[s.NG]
			s.GStack[s.NG] = 0
		}
	case famResearch:
		g.rivalResearch(true, log)
	case famGuardian:
		n := 0
		for site := range d.Sites {
			if s.SiteGuard[site] == none {
				continue
			}
			for _, o := range s.Occ[site] {
				if o == occRival {
					cands[n] = site
					n++
					break
				}
			}
		}
		if n == 0 {
			g.rivalResearch(false, log)
			return
		}
		site := g.pick(cands[:n], func(x int) int { return int(d.Sites[x].Row) })
		s.SiteGuard[site] = none
		r.Guards++
		if log != nil {
			log.Add("arnak.rival.overcome", rivalSeat, "site", d.Sites[site].Name)
		}
	case famBuyItem, famBuyArtifact:
		n := 0
		for i, c := range s.Row {
			art := i < int(s.Round)
			if c != none && art == (t.Family == famBuyArtifact) {
				cands[n] = i
				n++
			}
		}
		if n == 0 {
			log.Add("arnak.rival.nothing", rivalSeat)
			return
		}
		i := g.pick(cands[:n], func(x int) int {
			vp := int(d.Cards[s.Row[x]].VP)
			if t.Red {
				return vp
			}
			return -vp
		})
		c := s.Row[i]
		r.CardVP += int16(d.Cards[c].VP)
		s.Row[i] = none
		if log != nil {
			log.Add("arnak.rival.buy", rivalSeat, "card", d.Cards[c].Name)
		}
		g.refill()
	}
}

// rivalResearch moves the rival's magnifier a row up, free (§6.4), and with
// takeAssistant boxes the top assistant of the tallest stack.
func (g *Game) rivalResearch(takeAssistant bool, log *engine.Log) {
	s := &g.s
	d := g.d
	r := &s.Rival
	if r.Mag == templeNode {
		var c [2]int
		n := 0
		for st := 3; st <= 4; st++ {
			if s.Temple[st] > 0 {
				c[n] = st
				n++
			}
		}
		if n > 0 {
			st := g.pick(c[:n], func(int) int { return 0 })
			s.Temple[st]--
			r.Tiles6++
			log.Add("arnak.rival.temple", rivalSeat)
		}
	} else {
		var c [numNodes]int
		n := 0
		for to := 0; to < numNodes; to++ {
			if d.Bridges[r.Mag][to] {
				c[n] = to
				n++
			}
		}
		to := g.pick(c[:n], func(int) int { return 0 })
		r.Mag = uint8(to)
		s.Bonus[to] = none
		if d.NodeRow[to] == d.MultiRow && s.NMulti > 0 {
			s.NMulti-- // PROPOSED: one tile of the multi-bonus row goes to the box
			s.Multi[s.NMulti] = 0
		}
		if uint8(to) == d.RescueNode && s.NRescue > 0 {
			s.NRescue-- // §6.4: the rival rescues (boxes) the top assistant
			s.Rescue[s.NRescue] = 0
		}
		if to == templeNode {
			s.Arrived++
			r.Arrival = s.Arrived
			if s.NLost > 0 {
				s.NLost--
				s.Lost[s.NLost] = 0
			}
		}
		if log != nil {
			log.Add("arnak.rival.research", rivalSeat, "row", int(d.NodeRow[to]))
		}
	}
	if takeAssistant {
		var c [3]int
		n := 0
		tall := uint8(1)
		for i := range s.NA {
			if s.NA[i] > tall {
				tall, n = s.NA[i], 0
			}
			if s.NA[i] == tall {
				c[n] = i
				n++
			}
		}
		if n > 0 {
			i := g.pick(c[:n], func(int) int { return 0 })
			s.NA[i]--
			s.AStack[i][s.NA[i]] = 0
		}
	}
}

// rivalBreakdown is the rival's score (§6.5): its magnifier (no
// notebook), temple tiles, guardians, bought cards and idols (3 VP per
// different face-up idol, 2 per idol on the "−1" space; no empty slots).
func (g *Game) rivalBreakdown() engine.Score {
	r := &g.s.Rival
	parts := []engine.ScorePart{
		{Label: "arnak.score.research", Points: researchVP(g.d, r.Mag, r.Arrival, false)},
		{Label: "arnak.score.temple", Points: int(r.Tiles6) * 6},
		{Label: "arnak.score.idols", Points: int(r.Unique)*3 + int(r.Minus)*2},
		{Label: "arnak.score.guardians", Points: int(r.Guards) * 5},
		{Label: "arnak.score.cards", Points: int(r.CardVP)},
	}
	t := 0
	for _, pt := range parts {
		t += pt.Points
	}
	return engine.Score{Seat: rivalSeat, Total: t, Parts: parts}
}

// rivalScore is the rival's total (the sum of rivalBreakdown, without
// allocating: the evaluation reads it in every search iteration).
func (g *Game) rivalScore() int {
	r := &g.s.Rival
	return researchVP(g.d, r.Mag, r.Arrival, false) + int(r.Tiles6)*6 + int(r.Unique)*3 + int(r.Minus)*2 +
		int(r.Guards)*5 + int(r.CardVP)
}

// newRound for the rival: pawns home, the same 10 tiles reshuffled.
func (g *Game) rivalNewRound() {
	r := &g.s.Rival
	for i := 0; i < int(r.NUsed); i++ {
		r.Stack[r.NStack] = r.Used[i]
		r.NStack++
		r.Used[i] = 0
	}
	r.NUsed = 0
	engine.ShuffleSlice(&g.rng, r.Stack[:r.NStack])
}
