package donjon

import (
	"stolik/rules/engine"
)

// Rule-error codes specific to donjon. Every one has "error.<code>" in the
// locale files.
const (
	codeWrongDecision engine.Code = "donjon.wrong_decision"
	codeKeeper        engine.Code = "donjon.illegal_keeper"
	codeRecruit       engine.Code = "donjon.illegal_recruit"
	codePower         engine.Code = "donjon.illegal_power"
	codeStep          engine.Code = "donjon.illegal_step"
	codeTeleport      engine.Code = "donjon.illegal_teleport"
	codePlace         engine.Code = "donjon.illegal_place"
	codeRemove        engine.Code = "donjon.illegal_remove"
	codeSacrifice     engine.Code = "donjon.illegal_sacrifice"
	codeRetreat       engine.Code = "donjon.illegal_retreat"
	codeArea          engine.Code = "donjon.illegal_area"
	codeCannotPass    engine.Code = "donjon.cannot_pass"
	codeMasked        engine.Code = "donjon.masked_view"
)

var kindCodes = [numKinds]engine.Code{codeCannotPass, codeKeeper, codeRecruit, codeStep, codePower, codeArea,
	codePlace, codeTeleport, codeRemove, codeSacrifice, codeRetreat}

// Apply validates a against the current decision, applies it and runs
// every automatic consequence up to the next decision. A refused action
// leaves the state unchanged.
func (g *Game) Apply(a engine.Action, log *engine.Log) error {
	s := &g.s
	if s.Over {
		return engine.Errorf(engine.CodeGameOver, "donjon: the game is over")
	}
	if s.Masked {
		return engine.Errorf(codeMasked, "donjon: a view must be determinized before play")
	}
	if a.Kind >= numKinds {
		return engine.Errorf(engine.CodeBadAction, "donjon: unknown action kind %d", a.Kind)
	}
	if s.QN > 0 {
		q := &s.Q[0]
		if !g.canPending(q, a) {
			return engine.Errorf(g.refusal(q, a), "donjon: %v does not answer the pending decision (op %d)", a, q.Op)
		}
		g.applyPending(q, a, log)
		g.advance(log)
		return nil
	}
	switch s.Phase {
	case phKeeper:
		switch {
		case a == engine.Action{}:
			if log != nil {
				log.Add("donjon.pass_keeper", engine.Seat(s.Active))
			}
			s.Phase = phRecruit
		case a.Kind == KindKeeper && a.B == 0 && a.C == 0 && a.D == 0 && a.E == 0 && a.X == 0 && g.canKeeper(a.A):
			g.useKeeper(a.A, log)
		default:
			return engine.Errorf(g.phaseRefusal(a, KindKeeper), "donjon: %v in the Keeper phase", a)
		}
	case phRecruit:
		if a.Kind != KindRecruit || !g.canRecruit(a) {
			return engine.Errorf(g.phaseRefusal(a, KindRecruit), "donjon: %v in the Recruit phase", a)
		}
		g.recruit(a, log)
	case phPower:
		switch {
		case a == engine.Action{}:
			if log != nil {
				log.Add("donjon.pass_power", engine.Seat(s.Active))
			}
			s.Phase = phEnd
		case a.Kind == KindPower && g.canPower(a):
			g.usePower(a, log)
		default:
			return engine.Errorf(g.phaseRefusal(a, KindPower), "donjon: %v in the Power phase", a)
		}
	default:
		return engine.Errorf(codeWrongDecision, "donjon: no decision in phase %d", s.Phase)
	}
	g.advance(log)
	return nil
}

func (g *Game) refusal(q *pending, a engine.Action) engine.Code {
	want := KindPass
	switch q.Op {
	case opSteps:
		want = KindStep
	case opTeleport:
		want = KindTeleport
	case opGainSupply, opGainPit:
		want = KindPlace
	case opRemoveGroups:
		want = KindRemove
	case opSacrifice:
		want = KindSacrifice
	case opRetreat:
		want = KindRetreat
	case opThreatMonsters:
		want = KindArea
	}
	return g.phaseRefusal(a, want)
}

func (g *Game) phaseRefusal(a engine.Action, want uint8) engine.Code {
	if a.Kind == want || a.Kind == KindPass {
		return kindCodes[a.Kind]
	}
	return codeWrongDecision
}

// advance runs automatic steps until a decision is needed or the game ends.
func (g *Game) advance(log *engine.Log) {
	s := &g.s
	for guard := 0; !s.Over && guard < 10000; guard++ {
		if s.QN > 0 {
			if g.resolveAuto(log) {
				continue
			}
			return
		}
		switch s.Phase {
		case phThreat:
			g.threatPhase(log)
		case phKeeper:
			if g.canKeeper(0) || g.canKeeper(1) || g.canKeeper(2) {
				return
			}
			s.Phase = phRecruit
		case phRecruit:
			empty := true
			for a := 0; a < int(NumAreas); a++ {
				if areaTotal(&s.Areas[a]) > 0 {
					empty = false
				}
			}
			if !empty {
				return
			}
			if log != nil {
				log.Add("donjon.no_recruit", engine.Seat(s.Active)) // G23
			}
			s.Phase = phPower
		case phMove:
			s.Phase = phPower
		case phPower:
			if g.hasPower() {
				return
			}
			s.Phase = phEnd
		case phEnd:
			g.endTurn(log)
		default:
			s.Phase = phEnd
		}
	}
}

func (g *Game) hasPower() bool {
	var buf [64]engine.Action
	for r := uint8(1); r <= 4; r++ {
		for t := uint8(0); t < NumTypes; t++ {
			if len(g.appendPower(buf[:0], r, t)) > 0 {
				return true
			}
		}
	}
	return false
}

// threatPhase is phase 1 (§4.3): draw only while forest or swamp < 5.
func (g *Game) threatPhase(log *engine.Log) {
	s, d := &g.s, g.d
	s.Phase = phKeeper
	th := uint8(d.Rules.AreaThreshold)
	if areaTotal(&s.Areas[Forest]) >= int(th) && areaTotal(&s.Areas[Swamp]) >= int(th) {
		return
	}
	if s.ThreatN == 0 {
		if !s.EndTriggered || s.GraveN == 0 {
			return // G22
		}
		copy(s.ThreatDeck[:], s.ThreatGrave[:s.GraveN])
		s.ThreatN, s.GraveN = s.GraveN, 0
		engine.ShuffleSlice(&g.rng, s.ThreatDeck[:s.ThreatN])
		if log != nil {
			log.Reveal("donjon.threat_reshuffle", engine.GameOver, "count", int(s.ThreatN))
		}
	}
	s.ThreatN--
	c := s.ThreatDeck[s.ThreatN]
	card := &d.Threats[c]
	if log != nil {
		log.Reveal("donjon.threat_drawn", engine.Seat(s.Active), "card", card.ID, "text", card.Text)
	}
	if s.ThreatN == 0 && !s.EndTriggered {
		s.EndTriggered = true
		if log != nil {
			log.Add("donjon.end_triggered", engine.Seat(s.Active))
		}
	}
	seat := s.Active
	for i := uint8(0); i < s.Players; i++ {
		for _, op := range card.All {
			g.push(op, seat)
		}
		seat = s.next(seat)
	}
	g.pushRaw(pending{Op: opThreatMonsters, Seat: s.Active, Type: card.Monsters[0], Type2: card.Monsters[1], N: 1})
	g.pushRaw(pending{Op: opThreatEnd, Seat: s.Active, Type2: c, N: 1})
}

func (g *Game) useKeeper(slot uint8, log *engine.Log) {
	s := &g.s
	p := &s.P[s.Active]
	p.Tokens++
	p.Covered[slot] = p.Tokens
	pw := &g.d.Powers[g.d.Tiles[p.Keeper].Powers[slot]]
	if log != nil {
		log.Add("donjon.keeper_used", engine.Seat(s.Active), "power", pw.Text, "value", int(p.Tokens))
	}
	for _, op := range pw.Ops {
		g.push(op, s.Active)
	}
	s.Phase = phRecruit
}

func (g *Game) recruit(a engine.Action, log *engine.Log) {
	s := &g.s
	p := &s.P[s.Active]
	s.Areas[a.A][a.B] -= a.C
	for i := uint8(0); i < a.C; i++ {
		g.addTo(s.Active, a.D, a.B, log)
	}
	steps := p.total(a.B)
	if log != nil {
		log.Add("donjon.recruited", engine.Seat(s.Active), "count", int(a.C), "type", g.typeName(a.B),
			"area", g.d.AreaNames[a.A], "loc", g.d.LocNames[a.D], "steps", steps)
	}
	s.Phase = phMove
	if steps > 0 {
		g.pushRaw(pending{Op: opSteps, Seat: s.Active, N: uint8(min(steps, 255))})
	}
}

func (g *Game) usePower(a engine.Action, log *engine.Log) {
	s, d := &g.s, g.d
	seat := s.Active
	p := &s.P[seat]
	room := a.A
	l := RoomLoc(int(room))
	p.M[l][a.B]--
	s.Areas[Pit][a.B]++
	rm := &d.Rooms[room-1]
	if log != nil {
		log.Add("donjon.power", engine.Seat(seat), "room", rm.Name, "power", rm.Title, "type", g.typeName(a.B))
	}
	s.Phase = phEnd
	switch rm.Power {
	case powerPotion:
		c := s.PotionMarket[a.C]
		card := &d.Potions[c]
		if log != nil {
			log.Add("donjon.potion", engine.Seat(seat), "card", card.ID, "text", card.Text)
		}
		s.PotionDisc[s.PotionDiscN] = c
		s.PotionDiscN++
		s.PotionMarket[a.C] = g.drawPotion()
		if nc := s.PotionMarket[a.C]; nc != none {
			if log != nil {
				log.Reveal("donjon.potion_refill", engine.GameOver, "card", d.Potions[nc].ID, "text", d.Potions[nc].Text)
			}
		}
		g.pushCard(card, seat)
	case powerVIP:
		s.VIPRoom = a.D
		if s.Supply[VIP] > 0 {
			s.Supply[VIP]--
			g.addTo(seat, RoomLoc(int(a.D)), VIP, log)
		}
		c := s.VIPMarket[a.C]
		card := &d.VIPs[c]
		if log != nil {
			log.Add("donjon.vip", engine.Seat(seat), "card", card.Name, "text", card.Text, "room", int(a.D))
		}
		s.VIPDisc[s.VIPDiscN] = c
		s.VIPDiscN++
		s.VIPMarket[a.C] = s.drawVIP()
		if nc := s.VIPMarket[a.C]; nc != none {
			if log != nil {
				log.Reveal("donjon.vip_refill", engine.GameOver, "card", d.VIPs[nc].Name, "text", d.VIPs[nc].Text)
			}
		}
		g.pushCard(card, seat)
	case powerSteps:
		g.pushRaw(pending{Op: opSteps, Seat: seat, N: uint8(rm.Steps)})
	case powerSword:
		c := g.drawSword()
		if c == none {
			return
		}
		card := &d.Swords[c]
		if log != nil {
			log.Reveal("donjon.sword", engine.Seat(seat), "card", card.Name, "text", card.Text)
		}
		s.SwordDisc[s.SwordDiscN] = c
		s.SwordDiscN++
		g.pushCard(card, seat)
	}
}

// pushCard queues "Ty" then "Wszyscy inni gracze", clockwise from the
// active player's left (G25).
func (g *Game) pushCard(c *Card, seat uint8) {
	for _, op := range c.Self {
		g.push(op, seat)
	}
	if len(c.Others) == 0 {
		return
	}
	for o := g.s.next(seat); o != seat; o = g.s.next(o) {
		for _, op := range c.Others {
			g.push(op, o)
		}
	}
}

// endTurn passes the turn clockwise or ends the game (§4.10).
func (g *Game) endTurn(log *engine.Log) {
	s := &g.s
	if s.EndTriggered && s.Active == s.lastSeat() {
		g.finish(log)
		return
	}
	s.Active = s.next(s.Active)
	s.Phase = phThreat
	if s.Active == s.First {
		s.Round++
		if int(s.Round) >= g.d.Rules.RoundCap && !s.EndTriggered {
			s.EndTriggered = true // G37
			if log != nil {
				log.Add("donjon.round_cap", engine.GameOver, "count", int(s.Round))
			}
		}
	}
	if log != nil {
		log.Add("donjon.turn", engine.Seat(s.Active), "round", int(s.Round)+1)
	}
}

func (g *Game) finish(log *engine.Log) {
	s := &g.s
	s.Over = true
	s.QN = 0
	if log == nil {
		return
	}
	r := g.Result()
	for _, sc := range r.Scores {
		if log != nil {
			log.Add("donjon.final_score", sc.Seat, "count", sc.Total, "points", sc.Total)
		}
	}
	if r.NoWinner {
		if log != nil {
			log.Add("donjon.no_winner", engine.GameOver)
		}
	} else {
		for _, w := range r.Winners() {
			if log != nil {
				log.Add("donjon.winner", w, "points", r.Scores[w].Total)
			}
		}
	}
}

func (g *Game) typeName(t uint8) string {
	if t < NumTypes {
		return g.d.MonsterNames[t]
	}
	return "?"
}
