package discover

import "stolik/rules/engine"

// The night phase (spec §4.13): the leader draws the top night card and
// resolves its steps top to bottom; "each hero" steps go from the leader
// clockwise (G22).

// Night step markers beyond the card's steps.
const (
	nightThreats = 0xFD // persistent threats' night effects
	nightHandOff = 0xFE // the leader decides on the token
	nightDone    = 0xFF
)

// startNight draws the night card.
func (g *Game) startNight(log *engine.Log) {
	s := &g.s
	s.Phase = phNight
	if s.NNight == 0 {
		// Only the phase II cards come back (§4.13).
		for i := 0; i < int(s.NNightDisc); i++ {
			if g.d.Night[s.NightDisc[i]].Phase == 2 {
				s.Night[s.NNight] = s.NightDisc[i]
				s.NNight++
			}
		}
		s.NNightDisc = 0
		engine.ShuffleSlice(&g.rng, s.Night[:s.NNight])
		log.Add("discover.night_shuffle", engine.GameOver)
	}
	s.NNight--
	s.NightCard = s.Night[s.NNight]
	s.NightStep, s.NightDone = 0, 0
	nc := &g.d.Night[s.NightCard]
	log.Reveal("discover.night", engine.Seat(s.Leader), "day", int(s.Day), "index", nc.Index, "phase", int(nc.Phase))
}

// stepNight resolves the next part of the night card.
func (g *Game) stepNight(log *engine.Log) {
	s := &g.s
	nc := &g.d.Night[s.NightCard]
	switch {
	case s.NightStep == nightDone:
		g.newDay(log)
		return
	case s.NightStep == nightHandOff:
		s.NightStep = nightDone
		if g.others(s.Leader) > 0 && s.playing(int(s.Leader)) {
			s.Dec = decision{Kind: decLeader, Hero: s.Leader}
		}
		return
	case s.NightStep == nightThreats:
		// Persistent threats with a night effect act once per hero.
		var buf [maxPlayers]uint8
		for _, h := range s.order(buf[:0]) {
			if s.NightDone&(1<<h) != 0 {
				continue
			}
			s.NightDone |= 1 << h
			p := &s.H[h]
			for i := 0; i < int(p.NThreats); i++ { // pushed first, run last: a discard never moves a card still to act
				tc := &g.d.Threats[g.t.ThreatColour][p.Threats[i]]
				if f := g.push(tc.Night, h, none, log); f != nil {
					f.Thr = uint8(i)
				}
			}
			return
		}
		s.NightStep, s.NightDone = nightHandOff, 0
		if s.NNightDisc < numNight {
			s.NightDisc[s.NNightDisc] = s.NightCard
			s.NNightDisc++
		}
		return
	case int(s.NightStep) >= len(nc.Steps):
		s.NightStep, s.NightDone = nightThreats, 0
		return
	}
	st := &nc.Steps[s.NightStep]
	if s.NightDone == 0 {
		log.Add("discover.night_step", engine.GameOver, "title", st.Title, "text", g.d.Plain(st.Text))
	}
	next := func() {
		s.NightStep++
		s.NightDone = 0
	}
	// eachHero gives the next hero of the step, or false when all are done.
	eachHero := func() (uint8, bool) {
		var buf [maxPlayers]uint8
		for _, h := range s.order(buf[:0]) {
			if s.NightDone&(1<<h) == 0 {
				s.NightDone |= 1 << h
				return h, true
			}
		}
		return 0, false
	}
	switch st.Kind {
	case stepThirst:
		h, ok := eachHero()
		if !ok {
			next()
			return
		}
		g.thirst(h, log)
	case stepHunger:
		h, ok := eachHero()
		if !ok {
			next()
			return
		}
		p := &s.H[h]
		if p.has(Food) > 0 {
			p.spend(Food, 1)
			log.Add("discover.eat", engine.Seat(h))
		} else {
			log.Add("discover.no_food", engine.Seat(h))
			g.hurt(h, Hunger, log)
		}
	case stepSleep:
		var buf [maxPlayers]uint8
		for _, h := range s.order(buf[:0]) {
			n := int(st.Else)
			if s.atFire(int(h)) {
				n = int(st.Fire)
			}
			bonus := func(ps Passive) {
				switch ps.Kind {
				case pasSleep:
					if g.cond(ps.Cond, h) {
						n += int(ps.N)
					}
				case pasNoSleep:
					n -= int(ps.N)
				}
			}
			g.eachPassive(h, bonus)
			g.addStamina(h, max(0, n), log)
		}
		next()
	case stepInspiration:
		next()
		if s.playing(int(s.Leader)) {
			g.inspire(s.Leader, log)
		}
	case stepPatrol:
		next()
		s.Pat = patrol{On: true, N: st.N, Snore: none}
	case stepThreat, stepThreatAll:
		for {
			h, ok := eachHero()
			if !ok {
				next()
				return
			}
			if st.Kind == stepThreatAll || !s.atFire(int(h)) {
				g.drawThreat(h, log)
				return
			}
		}
	case stepFireOut:
		next()
		g.fireOut(st.Where, none, log)
	case stepEach:
		h, ok := eachHero()
		if !ok {
			next()
			return
		}
		g.push(st.Effect, h, none, log)
	case stepLeader:
		next()
		g.pushGlobal(st.Effect, s.Leader, log)
	}
}

// thirst: each hero spends 1 water or takes dehydration (§4.13; a hero
// who has water must spend it, L1427–1429).
func (g *Game) thirst(h uint8, log *engine.Log) {
	s := &g.s
	p := &s.H[h]
	clean, dirty := p.has(CleanWater) > 0, p.has(DirtyWater) > 0
	switch {
	case clean && dirty:
		s.Dec = decision{Kind: decWater, Hero: h}
	case clean:
		p.spend(CleanWater, 1)
		log.Add("discover.drink", engine.Seat(h), "res", g.d.ResNames[CleanWater])
	case dirty:
		p.spend(DirtyWater, 1)
		s.Dirty[h]++
		log.Add("discover.drink", engine.Seat(h), "res", g.d.ResNames[DirtyWater])
	default:
		log.Add("discover.no_water", engine.Seat(h))
		g.hurt(h, Dehydration, log)
	}
}

// newDay ends the round: the deadline, then a fresh day led by the
// leader with every "raz na dzień" ready again (§4.20).
func (g *Game) newDay(log *engine.Log) {
	s := &g.s
	if dl := g.d.Scenarios[s.Scenario-1].Deadline[s.Players-1]; int(s.Day) >= dl {
		log.Add("discover.deadline", engine.GameOver, "day", int(s.Day))
		if s.Scenario == 5 {
			g.relicWinner(log)
		}
		won := false
		for h := 0; h < int(s.Players); h++ {
			won = won || s.H[h].Status == stWon
		}
		g.endGame(!won, log)
		return
	}
	s.Day++
	s.Phase = phDay
	s.Done = 0
	s.NightStep = 0
	s.QuestUsed = 0
	for h := range s.H {
		p := &s.H[h]
		p.CharUsed, p.FreeUsed, p.ThrUsed, p.Refused = 0, 0, 0, 0
		for i := range p.Items {
			p.Items[i].Used = 0
		}
	}
	s.UpUsed = [maxCards]uint8{}
	s.Active = s.Leader
	log.Add("discover.day", engine.GameOver, "day", int(s.Day))
	log.Add("discover.turn", engine.Seat(s.Active))
}

// relicWinner ends scenario 5 at its deadline: the hero with the most
// relics (then hearts) wins if no other hero ties them (PROPOSED, G6).
func (g *Game) relicWinner(log *engine.Log) {
	s := &g.s
	best, bestH, tie := -1, uint8(none), false
	for h := 0; h < int(s.Players); h++ {
		if !s.playing(h) {
			continue
		}
		v := int(s.H[h].Relics)*10 + 3 - s.H[h].damage()
		switch {
		case v > best:
			best, bestH, tie = v, uint8(h), false
		case v == best:
			tie = true
		}
	}
	if bestH != none && !tie {
		g.win(bestH, log)
	}
}
