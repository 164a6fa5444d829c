package emerald

import "stolik/rules/engine"

// playText plays the text of the hand card at a.A: an action, a free
// action or the action side of Wampiry (§4.5 A8, §4.6, §5.1).
func (g *Game) playText(i int, a engine.Action, log *engine.Log) {
	s, d := &g.s, g.d
	p := &s.P[i]
	seat := engine.Seat(i)
	var cards []uint8
	if c := d.Cards[p.Hand.C[a.A]]; c.has(opCycle) {
		mask, _ := g.actionMask(i, a)
		cards = g.takeCards(i, mask, int(a.A))
	} else {
		cards = g.takeCards(i, 0, int(a.A))
	}
	cid := cards[0]
	card := &d.Cards[cid]
	log.Add("emerald.text", seat, "card", card.Name)
	// held: the card waits in a frame (blockable attacks) or already found
	// its place (tableau); otherwise it is placed after its ops.
	held := false
	for _, op := range card.Ops {
		switch op.Kind {
		case opBlockAll, opBlockKill, opFenians:
			continue
		}
		if g.runOp(i, cid, op, a, cards[1:], log) {
			held = true
		}
	}
	if !held {
		g.spent(i, cid)
	}
}

// runOp performs one op of a text; it reports whether it placed the card
// itself (a frame holds it or it went to the tableau).
func (g *Game) runOp(i int, cid uint8, op Op, a engine.Action, rest []uint8, log *engine.Log) bool {
	s, d := &g.s, g.d
	p := &s.P[i]
	seat := engine.Seat(i)
	n := int(s.Players)
	end := uint8(d.Rules.TrackEnd)
	switch op.Kind {
	case opDraw:
		// The card is set aside before drawing, so a reshuffle never
		// includes it ("ZANIM odrzucisz tę kartę").
		g.draw(i, int(op.N), log)
	case opCycle:
		g.discard(i, rest)
		if len(rest) > 0 {
			log.Add("emerald.discard", seat, "count", len(rest), "cards", g.names(rest))
		}
		g.draw(i, len(rest)+1, log)
	case opTrackR, opTrackL:
		m := &s.TrackR
		if op.Kind == opTrackL {
			m = &s.TrackL
		}
		step := min(op.N, end-min(end, *m))
		*m += step
		if op.Kind == opTrackR {
			p.pushed(int(step), 0)
		} else {
			p.pushed(0, int(step))
		}
		log.Add("emerald.track", seat, "r", int(step)*b2i(op.Kind == opTrackR), "l", int(step)*b2i(op.Kind == opTrackL),
			"cards", d.Cards[cid].Name, "track_r", int(s.TrackR), "track_l", int(s.TrackL))
	case opRecallLimbo:
		log.Add("emerald.recall_limbo", seat, "count", int(p.Limbo))
		p.Cubes += p.Limbo
		p.Limbo = 0
	case opPlaceAgent:
		to := int(a.C)
		if a.B == numCities {
			p.Agents--
		} else {
			s.C[a.B].Agents[i]--
		}
		s.C[to].Agents[i]++
		log.Add("emerald.agent", seat, "city", d.Cities[to].Name)
	case opDiscardTop:
		c := int(a.B)
		top := s.topCard(c)
		s.C[c].N--
		s.C[c].Stack[s.C[c].N] = 0
		s.remove(top)
		log.Add("emerald.discard_top", seat, "city", d.Cities[c].Name, "card", d.Cards[top].Name)
		g.revealTop(c, log)
	case opMiGo:
		s.C[a.B].Agents[i]--
		p.MiGo++
		if a.C > 0 {
			s.C[a.C-1].Agents[i]--
			p.MiGo++
		}
		p.MiGoTurn = s.Turn
		p.tab(cid, none, false)
		log.Add("emerald.migo", seat, "count", int(p.MiGo))
		return true
	case opAcquireNoCube:
		g.acquire(i, int(a.B), true, log)
	case opReplaceAny, opReplaceLocal, opKillAny:
		atk := atkIrene
		switch op.Kind {
		case opReplaceLocal:
			atk = atkVampire
		case opKillAny:
			atk = atkShoggoth
		}
		k := s.FN
		s.push(frame{Op: frKill, Seat: uint8(i), A: atk, B: a.B, C: a.C, D: cid})
		if int(a.C) != i {
			s.push(frame{Op: frBlock, Seat: a.C, A: atk, B: uint8(i), D: k})
		}
		log.Add("emerald.attack", seat, "card", d.Cards[cid].Name, "city", d.Cities[a.B].Name,
			"target", g.seatName(int(a.C)), "target_seat", int(a.C))
		return true
	case opReturnCubes:
		c := int(a.B)
		for v := 0; v < n; v++ {
			if s.LestradeCity || v == int(a.C) {
				s.P[v].Cubes += s.C[c].Cubes[v]
				s.C[c].Cubes[v] = 0
			}
		}
		log.Add("emerald.return_cubes", seat, "city", d.Cities[c].Name)
	case opToLimbo:
		g.toLimbo(int(a.B), int(a.C), log)
		if a.D > 0 {
			g.toLimbo(int(a.D-1), int(a.E), log)
		}
	case opRetrievePerAgent:
		agents := s.onBoard(i)
		if d.Rules.MiGoCountsForBrotherhood {
			agents += int(p.MiGo)
		}
		k := min(agents, int(p.Limbo))
		p.Limbo -= uint8(k)
		p.Cubes += uint8(k)
		log.Add("emerald.recall_limbo", seat, "count", k)
	case opSanityFull:
		p.Sanity = uint8(d.Rules.Sanity)
		log.Add("emerald.sanity_full", seat)
	case opPeek:
		v := int(a.C)
		p.Known |= 1 << v
		log.Push(engine.Event{Key: "emerald.peek", Seat: seat, Private: true, Reveal: true, PublicKey: "emerald.peek_public",
			Args: map[string]any{"target": g.seatName(v), "target_seat": v, "faction": g.factionName(s.P[v].Identity)}})
	case opLeopold:
		g.leopold(i, log)
	case opBlackHand:
		gain := int(op.N) * g.royalsHeld(i)
		p.VP[vpR] += int16(gain)
		if d.Rules.BlackHandEachCopy || p.BlackHand == 0 {
			p.BlackHand += op.N
		}
		p.tab(cid, none, false)
		log.Add("emerald.black_hand", seat, "vp", gain)
		return true
	case opYog:
		p.tab(cid, none, false)
		s.push(frame{Op: frYog, Seat: uint8(i)})
		return true
	case opChangeSide:
		p.Change++
		p.tab(cid, none, false)
		log.Add("emerald.change", seat, "card", d.Cards[cid].Name)
		return true
	case opSanityRollOther:
		g.sanityRoll(int(a.C), -1, log)
	case opZombie:
		s.push(frame{Op: frZombie, Seat: uint8(i), N: op.N})
	case opCthulhu:
		c := int(a.B)
		k := s.FN
		s.push(frame{Op: frCthulhu, Seat: uint8(i), B: uint8(c), D: cid})
		// Every other player with an agent there may stop it with Sherlock
		// Holmes; windows open in turn order after the active player.
		for j := n - 1; j >= 1; j-- {
			v := (i + j) % n
			if s.C[c].Agents[v] > 0 {
				s.push(frame{Op: frBlock, Seat: uint8(v), A: atkCthulhu, B: uint8(i), D: k})
			}
		}
		log.Add("emerald.cthulhu_play", seat, "city", d.Cities[c].Name)
		return true
	case opHideRoyal:
		c := int(a.B)
		royal := s.C[c].Royal
		s.C[c].Royal = none
		p.tab(cid, none, false)
		g.gainRoyal(i, royal, true, log)
		log.Add("emerald.hide_royal", seat, "card", d.Cards[royal].Name, "city", d.Cities[c].Name,
			"vp", int(d.Cards[royal].VP[vpR]))
		g.clearCity(i, c)
		g.sanityRoll(i, c, log)
		return true
	}
	return false
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (g *Game) toLimbo(c, owner int, log *engine.Log) {
	s := &g.s
	if s.C[c].Cubes[owner] == 0 {
		return
	}
	s.C[c].Cubes[owner]--
	s.P[owner].Limbo++
	log.Add("emerald.to_limbo", engine.GameOver, "city", g.d.Cities[c].Name, "target", g.seatName(owner), "target_seat", owner)
}

// leopold plays Stowarzyszenie Leopolda (§4.14): zombies leave the game,
// Zombie and Wampiry cards leave every player's hand, deck, discard pile
// and tableau with the VP they gave, and hands are refilled.
func (g *Game) leopold(actor int, log *engine.Log) {
	s, d := &g.s, g.d
	for c := range s.C {
		s.ZombiesGone += s.C[c].Zombies
		s.C[c].Zombies = 0
	}
	s.Leopold = true
	for i := 0; i < int(s.Players); i++ {
		p := &s.P[i]
		lostHand := 0
		lose := func(c uint8) {
			card := &d.Cards[c]
			for t := range card.VP {
				p.VP[t] -= int16(card.VP[t])
			}
			s.remove(c)
			log.Add("emerald.leopold_card", engine.Seat(i), "card", card.Name)
		}
		for _, z := range []*zone{&p.Hand, &p.Deck, &p.Discard} {
			for k := int(z.N) - 1; k >= 0; k-- {
				if d.Cards[z.C[k]].Leopold {
					lose(z.remove(k))
					if z == &p.Hand {
						lostHand++
					}
				}
			}
		}
		for k := int(p.TabN) - 1; k >= 0; k-- {
			if d.Cards[p.Tab[k].Card].Leopold {
				lose(p.Tab[k].Card)
				copy(p.Tab[k:p.TabN-1], p.Tab[k+1:p.TabN])
				p.TabN--
				p.Tab[p.TabN] = tabEntry{}
			}
		}
		if lostHand > 0 {
			g.draw(i, lostHand, log)
		}
	}
	log.Add("emerald.leopold", engine.Seat(actor))
	if d.Rules.LeopoldRemovesRevealed {
		for c := range s.C {
			if t := s.topCard(c); t != none && d.Cards[t].Leopold {
				s.C[c].N--
				s.C[c].Stack[s.C[c].N] = 0
				s.remove(t)
				log.Reveal("emerald.leopold_stack", engine.GameOver, "city", d.Cities[c].Name, "card", d.Cards[t].Name)
				g.revealTop(c, log)
			}
		}
	}
}
