package dungeonology

import (
	"stolik/rules/engine"
)

// Rule-error codes specific to dungeonology. Every one has "error.<code>"
// in the locale files.
const (
	codeWrongDecision engine.Code = "dungeonology.wrong_decision"
	codeMove          engine.Code = "dungeonology.illegal_move"
	codeCard          engine.Code = "dungeonology.illegal_card"
	codeAction        engine.Code = "dungeonology.illegal_action"
	codeMasked        engine.Code = "dungeonology.masked_view"
)

// Pending steps (pending.Op).
const (
	pCard         uint8 = iota + 1 // a trick card's main effect: Card, Seat, PC, N, Tgt, A
	pAux                           // a trick card's auxiliary effect: Card, Seat, B = use
	pReact                         // reaction window for the card beneath: A = its player, N = seats asked
	pImmediate                     // Immediate window after the action phase: N = seats asked
	pTest                          // the stealth test in core.T
	pEnter                         // Seat entered placed zone Card: PC = next trap/effect
	pMoveN                         // Seat may move up to N more zones
	pPlace                         // Seat places drawn zone Card next to tile A through edge B (4: stairs); N tries left
	pStairs                        // Seat chooses a level for the Stairs effect of tile Card
	pFatigue                       // Seat takes N fatigue; may sacrifice a student instead
	pDrop                          // Seat drops N cubes of their choice (Toll)
	pBossStep                      // Seat moves the boss (Activation); N steps left, A = zone it came from
	pBossFree                      // Seat moves the boss without Activation/Encounter; N left, A = previous
	pPanicBoss                     // Pandemonium: Seat moves the boss towards cubes; N left, A = previous
	pMoveOther                     // Seat moves scholar Tgt up to N zones
	pDiscard                       // Seat discards N cards of their choice
	pRest                          // a Rest: PC = step, A = flags
	pEncounterAny                  // Pijany encounter: Seat collects a cube from a zone of their choice
	pPublishMax                    // Max Alert: Seat ends the turn in the start zone; publish?
	pSecondWind                    // Drugi Oddech: N cards to draw; choose how many to leave
	pRemove                        // failed publication: remove a cube among the colours in A
	pMagicSight                    // Magiczny Wzrok: discarding magic cards, N = bonus so far
	pGive                          // Seat gives a cube to Tgt (A = giveDebt/giveDemand/givePass)
	pTeleport                      // Seat uses a teleport token: choose the zone
)

// Rest flags (pending.A of pRest).
const (
	restToStart uint8 = 1 << iota // move the figure to the start zone
	restCards                     // discard any number of trick cards first
	restEndTurn                   // the turn ends
)

// Apply validates a against the current decision, applies it and runs
// every automatic consequence up to the next decision. A refused action
// leaves the state unchanged.
func (g *Game) Apply(a engine.Action, log *engine.Log) error {
	s := &g.s
	if s.Over {
		return engine.Errorf(engine.CodeGameOver, "dungeonology: the game is over")
	}
	if s.Masked {
		return engine.Errorf(codeMasked, "dungeonology: a view must be determinized before play")
	}
	if a.Kind >= numKinds {
		return engine.Errorf(engine.CodeBadAction, "dungeonology: unknown action kind %d", a.Kind)
	}
	var buf [384]engine.Action
	legal := g.Legal(buf[:0])
	if !engine.Contains(legal, a) {
		return engine.Errorf(g.refusal(a, legal), "dungeonology: %v is not a legal answer now", a)
	}
	if s.QN > 0 {
		g.answer(s.top(), a, log)
	} else {
		g.phaseAction(a, log)
	}
	g.advance(log)
	return nil
}

// refusal picks the error code that tells the player what went wrong.
func (g *Game) refusal(a engine.Action, legal []engine.Action) engine.Code {
	for _, l := range legal {
		if l.Kind == a.Kind {
			switch a.Kind {
			case KindMove, KindExplore, KindPlace:
				return codeMove
			case KindCard:
				return codeCard
			}
			return codeAction
		}
	}
	return codeWrongDecision
}

// phaseAction applies a decision made with an empty pending stack.
func (g *Game) phaseAction(a engine.Action, log *engine.Log) {
	s := &g.s
	if s.Phase == phSetup {
		s.P[s.Active].Scholar = a.A
		if log != nil {
			log.Add("dungeonology.scholar_chosen", engine.Seat(s.Active), "scholar", g.scholarName(s.Active))
		}
		s.Active++
		if s.Active >= s.Players {
			g.finishSetup(log)
		}
		return
	}
	seat := s.Active
	p := &s.P[seat]
	switch a.Kind {
	case KindPublish:
		g.publish(seat, log)
	case KindRest:
		if log != nil {
			log.Add("dungeonology.rest", engine.Seat(seat))
		}
		s.Phase = phMove
		s.push(pending{Op: pRest, Seat: seat, A: restToStart | restCards | restEndTurn})
	case KindMove:
		g.beginMoving()
		p.SpeedUsed++
		g.moveScholar(seat, a.A, log)
	case KindExplore:
		g.beginMoving()
		p.SpeedUsed++
		g.explore(seat, a.A, 0, log)
	case KindPass:
		switch s.Phase {
		case phOpen, phMove:
			s.Phase = phAction
			if log != nil {
				log.Add("dungeonology.end_move", engine.Seat(seat))
			}
		default:
			s.Phase = phEnd
			s.Sub = 0
			s.T = test{}
			if log != nil {
				log.Add("dungeonology.end_actions", engine.Seat(seat))
			}
			s.push(pending{Op: pImmediate, Seat: seat, A: seat})
		}
	case KindCard:
		ctx := ctxTurn
		if s.Phase == phOpen && g.trick(a.A).Timing == tmBeforeMove {
			ctx, s.Phase = ctxOpen, phMove // PUF! opens phase 3 (G35): no publication or rest after it
		} else if g.trick(a.A).Timing == tmAction && a.B == useMain {
			g.beginAction()
		} else {
			g.beginMoving()
		}
		g.playCard(seat, a.A, a.B, ctx, log)
	case KindAbility:
		g.useAbility(seat, a, log)
	case KindResearch, KindSpy, KindZoneAct:
		g.beginAction()
		switch a.Kind {
		case KindResearch:
			g.startResearch(seat, a.A, log)
		case KindSpy:
			g.startSpy(seat, a.A, a.B, log)
		default:
			g.zoneAction(seat, a.A, log)
		}
	}
}

// beginMoving leaves the opening: publishing and resting are no longer
// possible once the turn is under way.
func (g *Game) beginMoving() {
	if g.s.Phase == phOpen {
		g.s.Phase = phMove
	}
}

// beginAction ends the movement phase (an action was chosen) and counts
// the action.
func (g *Game) beginAction() {
	s := &g.s
	s.Phase = phAction
	s.P[s.Active].Actions++
}

// advance runs automatic steps until a decision is needed or the game ends.
func (g *Game) advance(log *engine.Log) {
	s := &g.s
	for guard := 0; guard < 100000 && !s.Over; guard++ {
		if s.QN > 0 {
			if g.waiting(s.top()) {
				return
			}
			g.step(s.top(), log)
			continue
		}
		if s.OmegaN > 0 {
			g.resolveOmega(log)
			continue
		}
		switch s.Phase {
		case phSetup:
			return
		case phStart:
			g.startTurn(log)
		case phOpen, phMove, phAction:
			// A phase decision with pass as its only option plays itself,
			// but only with an empty hand: otherwise the table would learn
			// from the log that the cards held could not be played.
			var buf [8]engine.Action
			legal := g.turnLegalN(buf[:0], 2)
			if len(legal) == 1 && legal[0].Kind == KindPass && s.P[s.Active].HandN == 0 {
				g.phaseAction(legal[0], log)
				continue
			}
			if len(legal) == 1 && g.forcedRest(s.Active) && legal[0].Kind == KindRest {
				g.phaseAction(legal[0], log)
				continue
			}
			return
		case phEnd:
			g.endTurn(log)
		}
	}
}

// turnLegalN lists the turn options, at most n+1 of them: the automatic
// pass only needs to know whether there is a choice.
func (g *Game) turnLegalN(dst []engine.Action, n int) []engine.Action {
	var buf [384]engine.Action
	all := g.turnLegal(buf[:0])
	if len(all) > n+1 {
		all = all[:n+1]
	}
	return append(dst, all...)
}

// startTurn runs the automatic start of a turn: Panic effects (finished
// players included), then — for a player still in the game — delayed card
// effects and start-of-turn jinx cards.
func (g *Game) startTurn(log *engine.Log) {
	s := &g.s
	seat := s.Active
	p := &s.P[seat]
	if g.checkEnd(log) {
		return
	}
	p.SpeedUsed, p.Actions, p.Researched, p.Headbutted, p.AbilityUsed = 0, 0, 0, 0, 0
	p.Gained = [NumColours]uint8{}
	p.Careful = false
	p.NoFit = 0
	s.BossUsed = false
	s.Sub = 0
	s.T = test{}
	s.Phase = phOpen
	if log != nil && !p.Finished {
		log.Add("dungeonology.turn", engine.Seat(seat), "round", int(s.Round))
	}
	if p.Finished {
		// A finished player's turn is only the Panic card's start effect.
		s.Phase = phEnd
		g.panicStart(seat, log)
		return
	}
	// Pushed in reverse: the Panic effect first, then delayed effects,
	// then the jinx card.
	if g.hasJinx(seat, jxStartFatigue) {
		s.push(pending{Op: pFatigue, Seat: seat, N: 1, A: 1})
	}
	for i, dl := range p.Delayed {
		if dl != 0 {
			p.Delayed[i] = 0
			s.push(pending{Op: pCard, Seat: seat, Card: g.cardOfDesign(dl - 1), PC: g.afterDelay(dl - 1), Tgt: none, A: 1})
		}
	}
	g.panicStart(seat, log)
}

// cardOfDesign finds a physical card of design k (the delayed part of an
// effect needs only its ops; any copy names them).
func (g *Game) cardOfDesign(k uint8) uint8 {
	for c := range g.d.Deck {
		if g.d.Deck[c] == k {
			return uint8(c)
		}
	}
	return 0
}

func (g *Game) afterDelay(k uint8) uint8 {
	for i, o := range g.d.Tricks[k].Effect {
		if o.Kind == opDelay {
			return uint8(i + 1)
		}
	}
	return 0
}

// endTurn runs phase 5 (§4.12) and passes the turn.
func (g *Game) endTurn(log *engine.Log) {
	s := &g.s
	seat := s.Active
	p := &s.P[seat]
	if p.Finished {
		g.nextTurn(log)
		return
	}
	switch s.Sub {
	case 0:
		s.Sub = 1
		// 1. Face-down jinx cards are revealed and take effect.
		for i := uint8(0); i < p.JinxN; i++ {
			if p.JinxUp&(1<<i) == 0 {
				p.JinxUp |= 1 << i
				if log != nil {
					j := &g.d.Jinxes[p.Jinx[i]]
					log.Reveal("dungeonology.jinx_revealed", engine.Seat(seat), "card", j.Name, "text", j.Text)
				}
			}
		}
		if p.Exhaust {
			p.Exhaust = false
			if st := g.stamina(seat); p.Fatigue < st {
				p.Fatigue = st
				if log != nil {
					log.Add("dungeonology.exhausted", engine.Seat(seat))
				}
			}
		}
		// 2. Draw up to the trick-card limit (Drugi Oddech may draw fewer).
		need := int(g.cardLimit(seat)) - int(p.HandN)
		if need > 0 && p.Fatigue > 0 && g.hasAbility(seat, abSecondWind) {
			s.push(pending{Op: pSecondWind, Seat: seat, N: uint8(min(need, int(p.Fatigue)))})
			return
		}
		g.drawTo(seat, g.cardLimit(seat), log)
	case 1:
		s.Sub = 2
		if s.Opt&optDiscardDown != 0 && p.HandN > g.cardLimit(seat) {
			s.push(pending{Op: pDiscard, Seat: seat, N: p.HandN - g.cardLimit(seat)})
		}
	case 2:
		s.Sub = 3
		if s.PanicUp && s.Panic < numPanics && g.d.Panics[s.Panic].Script == panicDarkness {
			g.darknessEnd(seat, log)
		}
		if s.MaxAlert && p.Zone == 0 && !p.Finished {
			if s.Opt&optPublishChoice != 0 {
				s.push(pending{Op: pPublishMax, Seat: seat})
			} else {
				g.publish(seat, log)
			}
		}
	default:
		if s.MaxAlert && !p.Finished {
			s.Idle++
		}
		g.nextTurn(log)
	}
}

// nextTurn hands the turn on (or gives the same player the extra turn of
// TEMPOMAKSIMUS) and keeps the round count.
func (g *Game) nextTurn(log *engine.Log) {
	s := &g.s
	for i := range s.P {
		s.P[i].Silenced = false
	}
	s.T = test{}
	p := &s.P[s.Active]
	if p.ExtraTurns > 0 && !p.Finished {
		p.ExtraTurns--
		p.Exhaust = true
		s.Phase = phStart
		if log != nil {
			log.Add("dungeonology.extra_turn", engine.Seat(s.Active))
		}
		return
	}
	s.Active = s.next(s.Active)
	if s.Active == s.First {
		s.Round++
		if int(s.Round) > int(g.d.RoundCap) && !s.MaxAlert {
			if log != nil {
				log.Add("dungeonology.round_cap", engine.GameOver, "count", int(g.d.RoundCap))
			}
			g.startMaxAlert(causeCap, log)
		}
	}
	s.Phase = phStart
}

// checkEnd goes to Max Alert step 4 when the game cannot go on (§4.17).
func (g *Game) checkEnd(log *engine.Log) bool {
	s := &g.s
	if s.Over {
		return true
	}
	all := true
	unfinished := 0
	for i := uint8(0); i < s.Players; i++ {
		if !s.P[i].Finished {
			all = false
			unfinished++
		}
	}
	reason := ""
	switch {
	case all:
		reason = "all_finished"
	case g.zonesEmpty() && (s.MaxAlert || s.StackN == [3]uint8{}):
		reason = "no_cubes"
	case s.MaxAlert && int(s.Idle) >= unfinished*int(g.d.IdleRounds):
		reason = "stalled"
	case int(s.Round) > int(g.d.RoundCap)+10:
		reason = "stalled"
	}
	if reason == "" {
		return false
	}
	g.endGame(reason, log)
	return true
}

func (g *Game) zonesEmpty() bool {
	s := &g.s
	for t := uint8(0); t < s.TileN; t++ {
		if s.cubesIn(t) > 0 {
			return false
		}
	}
	return true
}

// endGame is Max Alert step 4: final scoring.
func (g *Game) endGame(reason string, log *engine.Log) {
	s := &g.s
	s.Over = true
	s.QN = 0
	if log != nil {
		log.Reveal("dungeonology.game_end."+reason, engine.GameOver)
		if s.Clan < numClans {
			log.Reveal("dungeonology.clan_revealed", engine.GameOver, "clan", g.d.Clans[s.Clan].Name,
				"threshold", g.d.Clans[s.Clan].Threshold)
		}
		for i := uint8(0); i < s.Players; i++ {
			sc := g.score(i)
			log.Add("dungeonology.final_score", engine.Seat(i), "count", sc.Total)
		}
	}
}
