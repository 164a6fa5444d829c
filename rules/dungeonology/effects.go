package dungeonology

import (
	"stolik/rules/engine"
)

// pGive modes (pending.A).
const (
	giveDebt   uint8 = iota // PRZYJACIELSKI DŁUG: a cube gained by Research this turn
	giveDemand              // PRZEKONUJĄCY ARGUMENT: a cube of the giver's choice
	givePass                // TAKTYCZNA ZAGRYWKA: the giver picks cube and recipient, N times at most
)

// Cube loss kinds: protection (an intern's shield) applies to every loss
// but a pass.
const (
	lossRemove uint8 = iota
	lossDrop
	lossSteal
)

// waiting reports whether the pending step on top needs a decision now.
func (g *Game) waiting(q *pending) bool {
	switch q.Op {
	case pReact, pImmediate:
		return q.B == 1
	case pTest:
		return g.testWaiting()
	case pEnter:
		return false
	case pPlace:
		if q.Card == none {
			return false
		}
	case pCard:
		if !g.cardDecision(q) {
			return false
		}
	case pAux:
		if g.trick(q.Card).Type != typeTow || q.Cancel {
			return false
		}
	case pRest:
		if q.PC != 1 && q.PC != 2 {
			return false
		}
	case pDiscard, pMagicSight:
		// Its options are the hand's: never answered for the player.
		return g.s.P[q.Seat].HandN > 0 || q.Op == pMagicSight
	case pFatigue:
		p := &g.s.P[q.Seat]
		if q.N == 0 || q.A == 0 || p.Students == 0 || p.Fatigue >= g.stamina(q.Seat) {
			return false
		}
		return true
	}
	var buf [384]engine.Action
	n := len(g.pendingLegal(q, buf[:0]))
	return n >= 2
}

// step runs the pending step on top automatically (it is not waiting):
// automatic work, or a decision with one option or none.
func (g *Game) step(q *pending, log *engine.Log) {
	s := &g.s
	switch q.Op {
	case pReact:
		g.windowStep(q, ctxReact, log)
		return
	case pImmediate:
		g.windowStep(q, ctxImmediate, log)
		return
	case pTest:
		g.testStep(q, log)
		return
	case pEnter:
		g.enterStep(q, log)
		return
	case pFatigue:
		g.fatigueStep(q, log)
		return
	case pPlace:
		if q.Card == none {
			g.drawPlacement(q, log)
			return
		}
	case pCard:
		if q.Cancel || int(q.PC) >= len(g.trick(q.Card).Effect) {
			s.pop()
			return
		}
		if !g.cardDecision(q) {
			g.cardAuto(q, log)
			return
		}
	case pAux:
		if q.Cancel || g.trick(q.Card).Type != typeTow {
			g.auxAuto(q, log)
			return
		}
	case pRest:
		if q.PC != 1 && q.PC != 2 {
			g.restStep(q, log)
			return
		}
	}
	var buf [384]engine.Action
	legal := g.pendingLegal(q, buf[:0])
	if len(legal) >= 1 {
		g.answer(q, legal[0], log)
		return
	}
	g.noOption(q, log)
}

// noOption: a decision nobody can take is skipped.
func (g *Game) noOption(q *pending, log *engine.Log) {
	s := &g.s
	switch q.Op {
	case pCard:
		o := g.trick(q.Card).Effect[q.PC]
		if o.Kind == opTarget || o.Kind == opDebt {
			s.pop() // no target: the rest of the effect has nobody to act on
			return
		}
		q.PC++
	case pRest:
		q.PC++
	default:
		s.pop()
	}
}

// answer applies decision a to the pending step q.
func (g *Game) answer(q *pending, a engine.Action, log *engine.Log) {
	s := &g.s
	switch q.Op {
	case pCard:
		g.cardAnswer(q, a, log)
	case pAux:
		g.auxAnswer(q, a, log)
	case pReact, pImmediate:
		q.B = 0
		if a.Kind == KindCard {
			ctx := ctxReact
			if q.Op == pImmediate {
				ctx = ctxImmediate
			}
			g.playCard(q.Seat, a.A, a.B, ctx, log)
		} else if log != nil {
			log.Add("dungeonology.no_response", engine.Seat(q.Seat))
		}
	case pTest:
		g.testAnswer(q, a, log)
	case pMoveN:
		seat := q.Seat
		switch a.Kind {
		case KindMove:
			q.N--
			g.moveScholar(seat, a.A, log)
		case KindExplore:
			g.explore(seat, a.A, 1, log)
		default:
			s.pop()
		}
	case pPlace:
		g.place(q, a, log)
	case pStairs:
		t, seat := q.Card, q.Seat
		s.pop()
		s.push(pending{Op: pPlace, Seat: seat, A: t, B: 4, Card: none, N: s.StackN[a.A-1], PC: a.A})
	case pFatigue:
		p := &s.P[q.Seat]
		q.N--
		if a.A == 1 && p.Students > 0 {
			p.Students--
			s.ResReg++
			if log != nil {
				log.Add("dungeonology.fatigue_avoided", engine.Seat(q.Seat))
			}
		} else {
			g.addFatigue(q.Seat, 1, log)
		}
	case pDrop:
		if a.Kind == KindPass {
			s.pop()
			return
		}
		q.N--
		seat := q.Seat
		if q.N == 0 || s.P[seat].cubes() <= 1 {
			s.pop()
		}
		g.drop(seat, a.A, log)
	case pBossStep, pBossFree, pPanicBoss:
		g.bossStepAnswer(q, a, log)
	case pMoveOther:
		if a.Kind == KindPass {
			s.pop()
			return
		}
		q.N--
		tgt := q.Tgt
		if q.N == 0 {
			s.pop()
		}
		g.moveScholar(tgt, a.A, log)
	case pTeleport:
		seat := q.Seat
		s.pop()
		g.moveScholar(seat, a.A, log)
	case pDiscard:
		q.N--
		seat := q.Seat
		if q.N == 0 || s.P[seat].HandN <= 1 {
			s.pop()
		}
		g.discardFromHand(seat, a.A, log)
	case pRest:
		g.restAnswer(q, a, log)
	case pEncounterAny:
		seat := q.Seat
		s.pop()
		g.collect(seat, a.A, 1, false, log)
	case pPublishMax:
		seat := q.Seat
		s.pop()
		if a.Kind == KindPublish {
			g.publish(seat, log)
		} else {
			s.P[seat].Finished = true
			if log != nil {
				log.Add("dungeonology.withdrew", engine.Seat(seat))
			}
		}
	case pSecondWind:
		seat := q.Seat
		s.pop()
		p := &s.P[seat]
		p.Fatigue -= min(a.A, p.Fatigue)
		if log != nil && a.A > 0 {
			log.Add("dungeonology.second_wind", engine.Seat(seat), "count", int(a.A))
		}
		g.drawTo(seat, g.cardLimit(seat)-min(a.A, g.cardLimit(seat)), log)
	case pRemove:
		seat := q.Seat
		s.pop()
		g.removeCube(seat, a.A, log)
	case pMagicSight:
		seat := q.Seat
		if a.Kind == KindPass {
			n := min(3, q.N)
			s.pop()
			g.collect(seat, s.P[seat].Zone, n, false, log)
			return
		}
		q.N += g.trick(a.A).Bonus
		g.discardFromHand(seat, a.A, log)
	case pGive:
		g.giveAnswer(q, a, log)
	}
}

// ---- Trick cards

// playCard plays card c of seat: its bonus level is handled by the stealth
// test; here the main or an auxiliary effect is announced, the card
// discarded, and (outside stealth tests) the other players may react.
func (g *Game) playCard(seat, c, use, ctx uint8, log *engine.Log) {
	s := &g.s
	p := &s.P[seat]
	t := g.trick(c)
	p.removeCard(c)
	g.discardCard(c)
	if log != nil {
		key := "dungeonology.card_main"
		if use != useMain {
			key = "dungeonology.card_aux"
		}
		log.Reveal(key, engine.Seat(seat), "card", t.Name, "text", g.useText(c, use))
	}
	if ctx == ctxTest {
		g.testCard(seat, c, use, log)
		return
	}
	if use == useMain {
		s.push(pending{Op: pCard, Seat: seat, Card: c, Tgt: none})
	} else {
		s.push(pending{Op: pAux, Seat: seat, Card: c, B: use})
	}
	s.push(pending{Op: pReact, Seat: seat, A: seat})
}

func (g *Game) discardCard(c uint8) {
	s := &g.s
	if s.DiscN < numTricks {
		s.Disc[s.DiscN] = c
		s.DiscN++
	}
}

func (g *Game) discardFromHand(seat, c uint8, log *engine.Log) {
	if g.s.P[seat].removeCard(c) {
		g.discardCard(c)
		if log != nil {
			log.Reveal("dungeonology.card_discarded", engine.Seat(seat), "card", g.trick(c).Name)
		}
	}
}

// drawCard moves the top of the trick deck into seat's hand, reshuffling
// the discard pile into a new deck when the deck runs out.
func (g *Game) drawCard(seat uint8, log *engine.Log) bool {
	c, ok := g.topCard(log)
	if !ok {
		return false
	}
	p := &g.s.P[seat]
	if !p.addCard(c) {
		g.discardCard(c)
		return false
	}
	if log != nil {
		log.Push(engine.Event{Key: "dungeonology.card_drawn", Seat: engine.Seat(seat), Private: true, Reveal: true,
			PublicKey: "dungeonology.card_drawn_public", Args: map[string]any{"card": g.trick(c).Name}})
	}
	return true
}

// topCard takes the top card of the deck (the end of the array).
func (g *Game) topCard(log *engine.Log) (uint8, bool) {
	s := &g.s
	if s.DeckN == 0 {
		if s.DiscN == 0 {
			return 0, false
		}
		copy(s.Deck[:s.DiscN], s.Disc[:s.DiscN])
		s.DeckN = s.DiscN
		s.DiscN = 0
		engine.ShuffleSlice(&g.rng, s.Deck[:s.DeckN])
		if log != nil {
			log.Add("dungeonology.deck_reshuffled", engine.GameOver)
		}
	}
	s.DeckN--
	c := s.Deck[s.DeckN]
	s.Deck[s.DeckN] = 0
	return c, true
}

func (g *Game) drawTo(seat, limit uint8, log *engine.Log) {
	for g.s.P[seat].HandN < limit {
		if !g.drawCard(seat, log) {
			return
		}
	}
}

// divination reveals n cards from the deck and returns the best bonus
// level; all of them are discarded (G25).
func (g *Game) divination(n uint8, log *engine.Log) uint8 {
	best := uint8(0)
	for i := uint8(0); i < n; i++ {
		c, ok := g.topCard(log)
		if !ok {
			break
		}
		b := g.trick(c).Bonus
		best = max(best, b)
		g.discardCard(c)
		if log != nil {
			log.Reveal("dungeonology.divination", engine.GameOver, "card", g.trick(c).Name, "bonus", int(b))
		}
	}
	return best
}

// cardDecision reports whether the card step at PC is a choice.
func (g *Game) cardDecision(q *pending) bool {
	t := g.trick(q.Card)
	if int(q.PC) >= len(t.Effect) || q.Cancel {
		return false
	}
	switch t.Effect[q.PC].Kind {
	case opCollectAdj, opTarget, opMoveOther, opChase, opPuf, opHunter, opSwap, opDebt, opDiscardJinx:
		return true
	}
	return false
}

// cardStepLegal lists the choices of the card step at PC.
func (g *Game) cardStepLegal(q *pending, dst []engine.Action) []engine.Action {
	s := &g.s
	seat := q.Seat
	p := &s.P[seat]
	t := g.trick(q.Card)
	if int(q.PC) >= len(t.Effect) {
		return dst
	}
	o := t.Effect[q.PC]
	switch o.Kind {
	case opCollectAdj:
		for z := uint8(1); z < s.TileN; z++ {
			if (z == p.Zone || g.adjacent(p.Zone, z)) && g.collectible(seat, z, 1) > 0 {
				dst = append(dst, act(KindZone, z, 0))
			}
		}
	case opTarget:
		next := uint8(0)
		if int(q.PC)+1 < len(t.Effect) {
			next = t.Effect[q.PC+1].Kind
		}
		for v := uint8(0); v < s.Players; v++ {
			if g.validTarget(seat, v, o.N, next) {
				dst = append(dst, act(KindTarget, v, 0))
			}
		}
	case opMoveOther:
		for v := uint8(0); v < s.Players; v++ {
			if v != seat && g.targetable(v) {
				dst = append(dst, act(KindTarget, v, 0))
			}
		}
		if s.BossZone != none {
			dst = append(dst, act(KindTarget, maxPlayers, 0))
		}
	case opChase:
		for z := uint8(1); z < s.TileN; z++ {
			if z == p.Zone {
				continue
			}
			for v := uint8(0); v < s.Players; v++ {
				if v != seat && g.targetable(v) && s.P[v].Zone == z {
					dst = append(dst, act(KindZone, z, 0))
					break
				}
			}
		}
	case opPuf:
		for z := uint8(1); z < s.TileN; z++ {
			if z != p.Zone {
				dst = append(dst, act(KindZone, z, 0))
			}
		}
	case opHunter:
		if q.A == 0 {
			if p.Students > 0 {
				dst = append(dst, act(KindChoose, 0, 0))
			}
			for k := uint8(1); k <= g.d.HunterMax; k++ {
				dst = append(dst, act(KindChoose, k, 0))
			}
		} else if q.N > 0 && s.TrapN > 0 {
			for z := uint8(1); z < s.TileN; z++ {
				if s.Tiles[z].Trap[1] == 0 {
					dst = append(dst, act(KindZone, z, 0))
				}
			}
		}
	case opSwap:
		for v := uint8(0); v < s.Players; v++ {
			if v != seat && !g.targetable(v) {
				continue
			}
			for c := uint8(0); c < NumColours; c++ {
				if s.P[v].Col[c] == 0 {
					continue
				}
				for dir := uint8(0); dir < 2; dir++ {
					if n, ok := g.swapTo(v, c, dir); ok && n < NumColours {
						dst = append(dst, act(KindTarget, v, c*2+dir))
					}
				}
			}
		}
	case opDebt:
		for v := uint8(0); v < s.Players; v++ {
			if v != seat && g.targetable(v) && g.near(p.Zone, s.P[v].Zone) && g.gainedAny(v) {
				dst = append(dst, act(KindTarget, v, 0))
			}
		}
	case opDiscardJinx:
		dst = g.jinxChoices(seat, dst)
	}
	return dst
}

// jinxChoices lists held jinx cards to discard: each face-up card, and one
// face-down card (the face-down ones are alike to everyone).
func (g *Game) jinxChoices(seat uint8, dst []engine.Action) []engine.Action {
	p := &g.s.P[seat]
	down := false
	for i := uint8(0); i < p.JinxN; i++ {
		if p.JinxUp&(1<<i) == 0 {
			if down {
				continue
			}
			down = true
		}
		dst = append(dst, act(KindJinx, i, 0))
	}
	return dst
}

// swapTo is the colour a cube of colour c becomes (one step down or up,
// G6) if the reserve has one and the board's column has room.
func (g *Game) swapTo(v, c, dir uint8) (uint8, bool) {
	n := c + 1
	if dir == 0 {
		if c == 0 {
			return 0, false
		}
		n = c - 1
	}
	if n >= NumColours || g.s.Supply[n] == 0 || g.s.P[v].Col[n] >= g.d.Capacity[n] {
		return 0, false
	}
	return n, true
}

func (g *Game) gainedAny(v uint8) bool {
	p := &g.s.P[v]
	for c := range p.Gained {
		if p.Gained[c] > 0 && p.Col[c] > 0 {
			return true
		}
	}
	return false
}

// validTarget: a scholar another's card may point at, given what the
// next step will do to them.
func (g *Game) validTarget(seat, v, scope, next uint8) bool {
	s := &g.s
	if v == seat || !g.targetable(v) {
		return false
	}
	me, them := s.P[seat].Zone, s.P[v].Zone
	switch scope {
	case scopeHere:
		if me != them {
			return false
		}
	case scopeNear:
		if !g.near(me, them) {
			return false
		}
	}
	pv := &s.P[v]
	switch next {
	case opSteal, opDrop, opDemand, opQuickSwap:
		return pv.cubes() > 0
	case opDiscardRandom:
		return pv.HandN > 0
	case opTire:
		return pv.Fatigue < g.stamina(v)
	}
	return true
}

// castable: the card's main effect has what it needs (§4.10: costs can be
// paid, a target exists, ...).
func (g *Game) castable(seat, c, ctx uint8) bool {
	s := &g.s
	p := &s.P[seat]
	t := g.trick(c)
	// Cards the effect's earlier steps draw are in hand by a later discard
	// (KRYSZTAŁOWA KULA: draw 3, then discard 1), as far as the deck and
	// its discard pile hold them.
	drawn := 0
	for i, o := range t.Effect {
		next := uint8(0)
		if i+1 < len(t.Effect) {
			next = t.Effect[i+1].Kind
		}
		switch o.Kind {
		case opSacrifice:
			if p.Students < o.N {
				return false
			}
		case opTarget:
			ok := false
			for v := uint8(0); v < s.Players && !ok; v++ {
				ok = g.validTarget(seat, v, o.N, next)
			}
			if !ok {
				return false
			}
		case opCollectAdj:
			ok := false
			for z := uint8(1); z < s.TileN && !ok; z++ {
				ok = (z == p.Zone || g.adjacent(p.Zone, z)) && g.collectible(seat, z, 1) > 0
			}
			if !ok {
				return false
			}
		case opMoveOther:
			ok := s.BossZone != none
			for v := uint8(0); v < s.Players && !ok; v++ {
				ok = v != seat && g.targetable(v)
			}
			if !ok {
				return false
			}
		case opBossMove:
			if s.BossZone == none {
				return false
			}
		case opChase:
			ok := false
			for v := uint8(0); v < s.Players && !ok; v++ {
				ok = v != seat && g.targetable(v) && s.P[v].Zone != p.Zone
			}
			if !ok {
				return false
			}
		case opPuf:
			if s.TileN < 3 {
				return false
			}
		case opHunter:
			if s.TrapN == 0 || s.TileN < 2 {
				return false
			}
		case opSecret:
			if s.Tiles[p.Zone].Token&tokSecretX != 0 {
				return false
			}
		case opTeleport:
			if s.Teleports == 0 || s.Tiles[p.Zone].Token&tokTeleport != 0 {
				return false
			}
		case opRest:
			if s.MaxAlert {
				return false
			}
		case opSwap:
			var buf [64]engine.Action
			q := pending{Op: pCard, Seat: seat, Card: c, PC: uint8(i)}
			if len(g.cardStepLegal(&q, buf[:0])) == 0 {
				return false
			}
		case opCancel:
			if ctx != ctxReact {
				return false
			}
		case opAutoSuccess, opStealth:
			if ctx != ctxTest {
				return false
			}
		case opHelp:
			if p.Students < 1+g.d.HelpExtra || g.collectible(seat, p.Zone, 1) == 0 {
				return false
			}
		case opLepkie, opFame:
			ok := false
			for v := uint8(0); v < s.Players && !ok; v++ {
				ok = v != seat && g.targetable(v) && g.near(p.Zone, s.P[v].Zone)
			}
			if !ok {
				return false
			}
		case opPass:
			ok := p.cubes() > 0
			if ok {
				ok = false
				for v := uint8(0); v < s.Players && !ok; v++ {
					ok = v != seat && g.targetable(v) && g.near(p.Zone, s.P[v].Zone)
				}
			}
			if !ok {
				return false
			}
		case opDebt:
			ok := false
			for v := uint8(0); v < s.Players && !ok; v++ {
				ok = v != seat && g.targetable(v) && g.near(p.Zone, s.P[v].Zone) && g.gainedAny(v)
			}
			if !ok {
				return false
			}
		case opIntern:
			if s.InternOwner[o.N] == seat {
				return false
			}
		case opUnfatigue:
			if p.Fatigue == 0 {
				return false
			}
		case opDraw:
			drawn = min(drawn+int(o.N), int(s.DeckN)+int(s.DiscN))
		case opDiscard:
			if int(p.HandN)-1+drawn < int(o.N) { // the card itself leaves the hand first
				return false
			}
		case opDiscardJinx:
			if p.JinxN == 0 {
				return false
			}
		case opDelay:
			if p.Delayed[1] != 0 {
				return false
			}
			return true // what follows happens later
		}
	}
	return true
}

// cardAnswer applies a choice of the card step at PC.
func (g *Game) cardAnswer(q *pending, a engine.Action, log *engine.Log) {
	s := &g.s
	seat := q.Seat
	p := &s.P[seat]
	o := g.trick(q.Card).Effect[q.PC]
	switch o.Kind {
	case opCollectAdj:
		q.PC++
		g.collect(seat, a.A, o.N, false, log)
	case opTarget:
		q.Tgt = a.A
		q.PC++
		if log != nil {
			log.Add("dungeonology.target", engine.Seat(seat), "target", g.who(a.A))
		}
	case opMoveOther:
		q.PC++
		if a.A == maxPlayers {
			s.push(pending{Op: pBossFree, Seat: seat, N: o.N, A: none})
		} else {
			s.push(pending{Op: pMoveOther, Seat: seat, Tgt: a.A, N: o.N})
		}
	case opChase:
		q.PC++
		g.moveScholar(seat, a.A, log)
	case opPuf:
		q.PC++
		from := p.Zone
		if s.Teleports > 0 && s.Tiles[from].Token&tokTeleport == 0 && from != 0 {
			s.Tiles[from].Token |= tokTeleport
			s.Teleports--
		}
		if s.Active == seat && (s.Phase == phOpen || s.Phase == phMove) {
			s.Phase = phAction // the movement phase is skipped
		}
		g.moveScholar(seat, a.A, log)
	case opHunter:
		if q.A == 0 {
			q.A = 1
			if a.A == 0 {
				q.N = 1
				p.Students--
				s.ResReg++
				if log != nil {
					log.Add("dungeonology.sacrificed", engine.Seat(seat), "count", 1)
				}
			} else {
				q.N = a.A
				g.drawStudents(seat, a.A, log)
			}
			if s.TrapN == 0 {
				q.PC++
			}
			return
		}
		z := a.A
		tl := &s.Tiles[z]
		if s.TrapN > 0 {
			k := g.rng.IntN(int(s.TrapN))
			tr := s.TrapPool[k]
			s.TrapPool[k] = s.TrapPool[s.TrapN-1]
			s.TrapN--
			s.TrapPool[s.TrapN] = 0
			if tl.Trap[0] == 0 {
				tl.Trap[0] = tr
			} else {
				tl.Trap[1] = tr
			}
			if log != nil {
				log.Add("dungeonology.trap_placed", engine.Seat(seat), "zone", g.zoneName(z))
			}
		}
		q.N--
		if q.N == 0 || s.TrapN == 0 {
			q.PC++
		}
	case opSwap:
		q.PC++
		v, c, dir := a.A, a.B/2, a.B%2
		n, ok := g.swapTo(v, c, dir)
		if !ok {
			return
		}
		pv := &s.P[v]
		pv.Col[c]--
		s.Supply[c]++
		s.Supply[n]--
		if log != nil {
			log.Add("dungeonology.swapped", engine.Seat(v), "from", g.d.CubeNames[c], "to", g.d.CubeNames[n])
		}
		g.addCube(v, n, log)
		g.cubesChanged(log)
	case opDebt:
		q.PC++
		s.push(pending{Op: pGive, Seat: a.A, Tgt: seat, A: giveDebt, N: 1})
	case opDiscardJinx:
		q.PC++
		g.discardJinx(seat, a.A, log)
	}
}

// cardAuto runs an automatic card step.
func (g *Game) cardAuto(q *pending, log *engine.Log) {
	s := &g.s
	seat := q.Seat
	p := &s.P[seat]
	o := g.trick(q.Card).Effect[q.PC]
	q.PC++
	tgt := q.Tgt
	hasTgt := tgt < s.Players && g.targetable(tgt)
	switch o.Kind {
	case opSacrifice:
		k := min(o.N, p.Students)
		p.Students -= k
		s.ResReg += k
		if log != nil {
			log.Add("dungeonology.sacrificed", engine.Seat(seat), "count", int(k))
		}
	case opDraw:
		for i := uint8(0); i < o.N; i++ {
			g.drawCard(seat, log)
		}
	case opDrawLimit:
		g.drawTo(seat, g.cardLimit(seat), log)
	case opUniv:
		g.drawStudents(seat, o.N, log)
	case opTake:
		g.takeStudents(seat, o.N, log)
	case opSteal:
		if hasTgt {
			g.stealRandom(seat, tgt, log)
		}
	case opDrop:
		if hasTgt {
			for i := uint8(0); i < o.N && s.P[tgt].cubes() > 0; i++ {
				g.dropRandom(tgt, log)
			}
		}
	case opDiscardRandom:
		if hasTgt {
			for i := uint8(0); i < o.N; i++ {
				g.discardRandom(tgt, log)
			}
		}
	case opJinx:
		if hasTgt {
			g.drawJinx(tgt, log)
		}
	case opTire:
		if hasTgt {
			s.push(pending{Op: pFatigue, Seat: tgt, N: o.N, A: 1})
		}
	case opTargetDraw:
		if hasTgt {
			for i := uint8(0); i < o.N; i++ {
				g.drawCard(tgt, log)
			}
		}
	case opDemand:
		if hasTgt && s.P[tgt].cubes() > 0 {
			s.push(pending{Op: pGive, Seat: tgt, Tgt: seat, A: giveDemand, N: 1})
		}
	case opFame:
		n := o.N
		for k := uint8(1); k < s.Players && n > 0; k++ {
			v := (seat + k) % s.Players
			if g.targetable(v) && g.near(p.Zone, s.P[v].Zone) && s.P[v].Students > 0 {
				s.P[v].Students--
				p.Students++
				n--
				if log != nil {
					log.Add("dungeonology.student_stolen", engine.Seat(seat), "victim", g.who(v))
				}
			}
		}
	case opMove:
		s.push(pending{Op: pMoveN, Seat: seat, N: o.N})
	case opBossMove:
		if s.BossZone != none {
			s.push(pending{Op: pBossFree, Seat: seat, N: o.N, A: none})
		}
	case opSecret:
		s.Tiles[p.Zone].Token |= tokSecretX
		if log != nil {
			log.Add("dungeonology.secret_placed", engine.Seat(seat), "zone", g.zoneName(p.Zone))
		}
	case opTeleport:
		if s.Teleports > 0 {
			s.Teleports--
			s.Tiles[p.Zone].Token |= tokTeleport
			if log != nil {
				log.Add("dungeonology.teleport_placed", engine.Seat(seat), "zone", g.zoneName(p.Zone))
			}
		}
	case opRest:
		if !s.MaxAlert {
			s.push(pending{Op: pRest, Seat: seat})
		}
	case opSilence:
		if hasTgt {
			s.P[tgt].Silenced = true
		}
	case opExtraTurn:
		p.ExtraTurns++
	case opCareful:
		p.Careful = true
	case opCancel:
		// The card this reaction answers is the nearest card frame below
		// this one (a reaction window lies in between).
		for i := int(s.QN) - 2; i >= 0; i-- {
			if f := &s.Q[i]; f.Op == pCard || f.Op == pAux {
				f.Cancel = true
				q.Tgt = f.Seat
				if log != nil {
					log.Add("dungeonology.cancelled", engine.Seat(seat), "card", g.trick(f.Card).Name)
				}
				break
			}
		}
	case opAutoSuccess:
		s.T.Auto = true
	case opStealth:
		s.T.Stealth += int16(o.N)
	case opHelp:
		ty := g.randomType(0x1F, log)
		n := uint8(1)
		switch ty {
		case Wie, Bog:
			n = 2
		case Kas:
			n = 3
		}
		n = min(n, p.Students-min(p.Students, g.d.HelpExtra), uint8(g.collectible(seat, p.Zone, 6)))
		got := g.collect(seat, p.Zone, n, false, log)
		k := min(p.Students, uint8(got)+g.d.HelpExtra)
		p.Students -= k
		s.ResReg += k
		if log != nil {
			log.Add("dungeonology.sacrificed", engine.Seat(seat), "count", int(k))
		}
	case opLepkie:
		for k := uint8(1); k < s.Players; k++ {
			v := (seat + k) % s.Players
			if !g.targetable(v) || !g.near(p.Zone, s.P[v].Zone) {
				continue
			}
			if g.randomType(0x1F, log) == Woj {
				g.stealRandom(seat, v, log)
			}
		}
	case opQuickSwap:
		if hasTgt {
			if c, ok := g.stealRandom(seat, tgt, log); ok && c == Cyw && s.P[tgt].cubes() > 0 {
				g.stealRandom(seat, tgt, log)
			}
		}
	case opPass:
		s.push(pending{Op: pGive, Seat: seat, A: givePass, N: o.N})
	case opIntern:
		g.recruit(seat, o.N, log)
	case opUnfatigue:
		p.Fatigue = 0
		if log != nil {
			log.Add("dungeonology.rested_fatigue", engine.Seat(seat))
		}
	case opDiscard:
		if p.HandN > 0 {
			s.push(pending{Op: pDiscard, Seat: seat, N: min(o.N, p.HandN)})
		}
	case opDelay:
		k := g.d.Deck[q.Card] + 1
		if p.Delayed[0] == 0 {
			p.Delayed[0] = k
		} else {
			p.Delayed[1] = k
		}
		s.pop()
	}
}

func (g *Game) recruit(seat, in uint8, log *engine.Log) {
	s := &g.s
	if prev := s.InternOwner[in]; prev < s.Players {
		s.P[prev].Interns &^= 1 << in
		if log != nil {
			log.Add("dungeonology.intern_taken", engine.Seat(seat), "intern", g.d.Interns[in].Name, "from", g.who(prev))
		}
	} else if log != nil {
		log.Add("dungeonology.intern_recruited", engine.Seat(seat), "intern", g.d.Interns[in].Name)
	}
	s.InternOwner[in] = seat
	s.P[seat].Interns |= 1 << in
}

// auxLegal: the social auxiliary effect chooses a player and what happens.
func (g *Game) auxLegal(q *pending, dst []engine.Action) []engine.Action {
	s := &g.s
	for v := uint8(0); v < s.Players; v++ {
		if v != q.Seat && !g.targetable(v) {
			continue
		}
		dst = append(dst, act(KindTarget, v, 0))
		if s.P[v].HandN > 0 {
			dst = append(dst, act(KindTarget, v, 1))
		}
	}
	return dst
}

func (g *Game) auxAnswer(q *pending, a engine.Action, log *engine.Log) {
	s := &g.s
	seat := q.Seat
	s.pop()
	p := &s.P[seat]
	if p.Students > 0 {
		p.Students--
		s.ResReg++
	}
	if a.B == 0 {
		g.drawCard(a.A, log)
		g.drawCard(a.A, log)
	} else {
		g.discardRandom(a.A, log)
	}
}

// auxAuto runs the other auxiliary effects outside stealth tests.
func (g *Game) auxAuto(q *pending, log *engine.Log) {
	s := &g.s
	seat, c, cancel := q.Seat, q.Card, q.Cancel
	s.pop()
	if cancel {
		return
	}
	t := g.trick(c)
	switch t.Type {
	case typeEks:
		s.push(pending{Op: pMoveN, Seat: seat, N: t.N})
	case typeRoz:
		g.takeStudents(seat, t.N, log)
	}
}

// windowStep opens the next eligible seat's window (clockwise from the
// player in A), or closes the window.
func (g *Game) windowStep(q *pending, ctx uint8, log *engine.Log) {
	s := &g.s
	for k := q.N + 1; k < s.Players; k++ {
		v := (q.A + k) % s.Players
		if g.windowEligible(v, ctx) {
			q.Seat, q.N, q.B = v, k, 1
			return
		}
		if g.s.Opt&optHolders != 0 && log != nil && g.windowPublic(v) {
			// Skipped for what the hand holds: the table sees it.
			log.Reveal("dungeonology.no_answer", engine.Seat(v))
		}
	}
	s.pop()
}

// windowEligible: every seat that could play a card is asked (its hand
// is hidden, so asking only holders would tell the table what it holds),
// unless the "holders" option trades that secrecy for fewer questions.
func (g *Game) windowEligible(v, ctx uint8) bool {
	if !g.windowPublic(v) {
		return false
	}
	if g.s.Opt&optHolders == 0 {
		return true
	}
	var buf [64]engine.Action
	return len(g.cardOptions(v, ctx, buf[:0])) > 0
}

// windowPublic: whether the public facts alone would give v a window.
func (g *Game) windowPublic(v uint8) bool {
	p := &g.s.P[v]
	return !p.Finished && !p.Silenced && p.HandN > 0 && !g.inStart(v)
}

// ---- Zones: moving, exploring, entering

func (g *Game) zoneName(t uint8) string {
	if t >= g.s.TileN {
		return "?"
	}
	return g.d.Zones[g.s.Tiles[t].Zone].Name
}

// moveScholar puts seat's figure into placed zone t and resolves entering.
func (g *Game) moveScholar(seat, t uint8, log *engine.Log) {
	s := &g.s
	s.P[seat].Zone = t
	s.P[seat].NoFit = 0
	if log != nil {
		log.Add("dungeonology.moved", engine.Seat(seat), "zone", g.zoneName(t))
	}
	if t != 0 {
		s.push(pending{Op: pEnter, Seat: seat, Card: t})
	}
}

// stopMoving: a Stop ends the movement phase and any movement in progress.
func (g *Game) stopMoving(seat uint8, log *engine.Log) {
	s := &g.s
	s.P[seat].SpeedUsed = 0xFF
	for i := uint8(0); i < s.QN; i++ {
		if f := &s.Q[i]; (f.Op == pMoveN && f.Seat == seat) || (f.Op == pMoveOther && f.Tgt == seat) {
			f.N = 0
		}
	}
	if log != nil {
		log.Add("dungeonology.stopped", engine.Seat(seat))
	}
}

// explore starts placing a new zone through edge e of seat's zone; src
// says whose speed pays (0 the movement phase, 1 the pMoveN below).
func (g *Game) explore(seat, e, src uint8, log *engine.Log) {
	s := &g.s
	from := s.P[seat].Zone
	lv := g.level(from)
	s.push(pending{Op: pPlace, Seat: seat, A: from, B: e, Card: none, N: s.StackN[lv-1], PC: lv, Tgt: src})
}

func (g *Game) explorerOf(q *pending) uint8 {
	if q.B == 4 {
		return none
	}
	return q.Seat
}

// drawPlacement draws the next tile of the stack for a pending placement;
// one that cannot be attached goes to the bottom (§4.6, step 3).
func (g *Game) drawPlacement(q *pending, log *engine.Log) {
	s := &g.s
	lv := q.PC - 1
	if q.N == 0 || s.StackN[lv] == 0 {
		if log != nil {
			log.Add("dungeonology.no_fit", engine.Seat(q.Seat))
		}
		if q.B < 4 {
			// "You cannot go that way": the same stack would fail again.
			s.P[q.Seat].NoFit |= 1 << q.B
		}
		s.pop()
		return
	}
	q.N--
	z := s.Stack[lv][0]
	copy(s.Stack[lv][:s.StackN[lv]-1], s.Stack[lv][1:s.StackN[lv]])
	s.StackN[lv]--
	s.Stack[lv][s.StackN[lv]] = 0
	if s.StackKnown[lv] > s.StackN[lv] {
		s.StackKnown[lv] = s.StackN[lv]
	}
	if log != nil {
		log.Reveal("dungeonology.zone_drawn", engine.Seat(q.Seat), "zone", g.d.Zones[z].Name)
	}
	var buf [12]pos
	if len(g.placements(q.A, q.B, z, g.explorerOf(q), buf[:0])) > 0 {
		q.Card = z
		return
	}
	// It does not fit: to the bottom of its stack, face down but seen.
	s.Stack[lv][s.StackN[lv]] = z
	s.StackN[lv]++
	s.StackKnown[lv]++
	if log != nil {
		log.Add("dungeonology.zone_bottom", engine.Seat(q.Seat), "zone", g.d.Zones[z].Name)
	}
}

// place lays the drawn zone where the player chose.
func (g *Game) place(q *pending, a engine.Action, log *engine.Log) {
	s := &g.s
	ps := pos{int8(int(a.A) - 128), int8(int(a.B) - 128)}
	seat, z, from, stairs, src := q.Seat, q.Card, q.A, q.B == 4, q.Tgt
	s.pop()
	sf := uint8(none)
	if stairs {
		sf = from
	}
	t := g.placeTile(z, ps, sf)
	if log != nil {
		key := "dungeonology.zone_placed"
		if stairs {
			key = "dungeonology.stairs_placed"
		}
		log.Add(key, engine.Seat(seat), "zone", g.d.Zones[z].Name, "from", g.zoneName(from))
	}
	if stairs {
		return
	}
	if src == 1 {
		if f := s.top(); f != nil && f.Op == pMoveN && f.Seat == seat && f.N > 0 {
			f.N--
		}
	} else {
		s.P[seat].SpeedUsed++
	}
	g.moveScholar(seat, t, log)
}

// enterStep resolves a zone's effects on entering, traps first, then the
// printed effects from left to right (§4.6–4.7).
func (g *Game) enterStep(q *pending, log *engine.Log) {
	s := &g.s
	seat, t := q.Seat, q.Card
	p := &s.P[seat]
	tl := &s.Tiles[t]
	if p.Zone != t || p.Finished {
		s.pop()
		return
	}
	if q.PC == 0 {
		if tl.Trap[0] != 0 && !p.Careful {
			tr := tl.Trap[0]
			tl.Trap[0], tl.Trap[1] = tl.Trap[1], 0
			s.TrapPool[s.TrapN] = tr
			s.TrapN++
			e := g.d.Traps[tr-1]
			if log != nil {
				log.Reveal("dungeonology.trap_sprung", engine.Seat(seat), "effect", g.effectName(e))
			}
			g.zoneEffect(seat, t, e, log)
			return
		}
		q.PC = 1
	}
	effects := g.d.Zones[tl.Zone].Effects
	i := int(q.PC) - 1
	if i >= len(effects) {
		tl.Entered = true
		s.pop()
		return
	}
	q.PC++
	g.zoneEffect(seat, t, effects[i], log)
}

// zoneEffect applies one zone effect (or trap) to seat entering t.
func (g *Game) zoneEffect(seat, t uint8, e ZoneEffect, log *engine.Log) {
	s := &g.s
	p := &s.P[seat]
	switch e.Kind {
	case zeStop:
		if !p.Careful {
			g.stopMoving(seat, log)
		}
	case zeToll:
		if !p.Careful && p.cubes() > 0 {
			s.push(pending{Op: pDrop, Seat: seat, N: min(e.N, uint8(p.cubes()))})
		}
	case zeAmbush:
		if p.Careful {
			return
		}
		if p.Students >= e.N {
			p.Students -= e.N
			s.ResReg += e.N
			if log != nil {
				log.Add("dungeonology.ambush", engine.Seat(seat), "count", int(e.N))
			}
		} else {
			s.push(pending{Op: pFatigue, Seat: seat, N: 1, A: 1})
		}
	case zeStairs:
		if !s.Tiles[t].Entered && g.mayPlaceZones() {
			s.Tiles[t].Entered = true
			s.push(pending{Op: pStairs, Seat: seat, Card: t})
		}
	case zeBoss:
		g.bossIcon(seat, t, log)
	}
}

// ---- Cubes

// collectible counts the cubes seat could collect from t, leftmost first,
// skipping only cubes whose column is full (§4.8), at most limit.
func (g *Game) collectible(seat, t uint8, limit int) int {
	if t == 0 || t >= g.s.TileN {
		return 0
	}
	p := &g.s.P[seat]
	var room [NumColours]uint8
	for c := range room {
		room[c] = g.d.Capacity[c] - min(g.d.Capacity[c], p.Col[c])
	}
	n := 0
	for _, c := range g.s.Tiles[t].Cubes {
		if c != 0 && room[c-1] > 0 {
			room[c-1]--
			n++
		}
	}
	return min(n, limit)
}

// collect takes up to n cubes from t onto seat's board; research marks
// them as gained by Research this turn.
func (g *Game) collect(seat, t, n uint8, research bool, log *engine.Log) int {
	s := &g.s
	p := &s.P[seat]
	got := 0
	tl := &s.Tiles[t]
	for i := range tl.Cubes {
		if got >= int(n) {
			break
		}
		c := tl.Cubes[i]
		if c == 0 || p.Col[c-1] >= g.d.Capacity[c-1] {
			continue
		}
		tl.Cubes[i] = 0
		if log != nil {
			log.Add("dungeonology.collected", engine.Seat(seat), "cube", g.d.CubeNames[c-1], "zone", g.zoneName(t))
		}
		g.addCube(seat, c-1, log)
		if research {
			p.Gained[c-1]++
		}
		got++
	}
	g.cubesChanged(log)
	return got
}

// addCube puts a cube of colour c on seat's board (or removes it from the
// game when the column is full) and updates stars, the Inspired state and
// the Knowledge token.
func (g *Game) addCube(seat, c uint8, log *engine.Log) bool {
	s := &g.s
	p := &s.P[seat]
	if p.Col[c] >= g.d.Capacity[c] {
		s.Supply[c]++
		if log != nil {
			log.Add("dungeonology.cube_lost_full", engine.Seat(seat), "cube", g.d.CubeNames[c])
		}
		return false
	}
	before := g.stars(seat)
	p.Col[c]++
	if s.MaxAlert {
		s.Idle = 0
	}
	if after := g.stars(seat); after > before {
		if log != nil {
			log.Add("dungeonology.star", engine.Seat(seat), "count", after)
		}
		for v := uint8(0); v < s.Players; v++ {
			if v != seat && g.stars(v) < after && !s.P[v].Inspired {
				s.P[v].Inspired = true
				if log != nil {
					log.Add("dungeonology.inspired", engine.Seat(v))
				}
			}
		}
	}
	g.settleInspired(log)
	if !p.Knowledge {
		ok := true
		for k := range p.Col {
			ok = ok && p.Col[k] >= g.d.Scholars[p.Scholar].Knowledge[k]
		}
		if ok {
			p.Knowledge = true
			if log != nil {
				log.Add("dungeonology.knowledge", engine.Seat(seat))
			}
			g.learnClan(seat, log)
		}
	}
	return true
}

// learnClan lets seat look at the Clan card from now on.
func (g *Game) learnClan(seat uint8, log *engine.Log) {
	s := &g.s
	s.P[seat].KnowsClan = true
	if log != nil && s.Clan < numClans {
		cl := &g.d.Clans[s.Clan]
		log.Push(engine.Event{Key: "dungeonology.clan_seen", Seat: engine.Seat(seat), Private: true, Reveal: true,
			Args: map[string]any{"clan": cl.Name, "threshold": cl.Threshold, "mods": g.clanModsText(s.Clan)}})
	}
}

// settleInspired flips back every scholar no one has more stars than
// (§4.9, G24); excess fatigue is discarded.
func (g *Game) settleInspired(log *engine.Log) {
	s := &g.s
	best := 0
	for v := uint8(0); v < s.Players; v++ {
		best = max(best, g.stars(v))
	}
	for v := uint8(0); v < s.Players; v++ {
		p := &s.P[v]
		if p.Inspired && g.stars(v) >= best {
			p.Inspired = false
			if st := g.stamina(v); p.Fatigue > st {
				p.Fatigue = st
			}
			if log != nil {
				log.Add("dungeonology.uninspired", engine.Seat(v))
			}
		}
	}
}

// loseCube takes the top cube of colour c from seat's board. A protected
// colour is kept (the owner's choice, PROPOSED: always to keep it).
func (g *Game) loseCube(seat, c, how uint8, log *engine.Log) bool {
	s := &g.s
	p := &s.P[seat]
	if p.Col[c] == 0 {
		return false
	}
	if g.protected(seat, c) {
		if log != nil {
			log.Add("dungeonology.protected", engine.Seat(seat), "cube", g.d.CubeNames[c])
		}
		return false
	}
	p.Col[c]--
	if p.Gained[c] > 0 { // the top cube leaves (§4.8 utrata): one gained this turn, if any
		p.Gained[c]--
	}
	g.settleInspired(log)
	return true
}

// removeCube: the cube goes to the reserve (usuń).
func (g *Game) removeCube(seat, c uint8, log *engine.Log) {
	p := &g.s.P[seat]
	if p.Col[c] == 0 {
		return
	}
	p.Col[c]--
	g.s.Supply[c]++
	if log != nil {
		log.Add("dungeonology.cube_removed", engine.Seat(seat), "cube", g.d.CubeNames[c])
	}
	g.settleInspired(log)
}

// drop places a cube of seat's into an empty space of its zone, from the
// right; else of a connected zone; else it is removed (§4.8 upuść).
func (g *Game) drop(seat, c uint8, log *engine.Log) {
	s := &g.s
	if !g.loseCube(seat, c, lossDrop, log) {
		return
	}
	from := s.P[seat].Zone
	if g.putCube(from, c) {
		if log != nil {
			log.Add("dungeonology.dropped", engine.Seat(seat), "cube", g.d.CubeNames[c], "zone", g.zoneName(from))
		}
		return
	}
	for t := uint8(1); t < s.TileN; t++ {
		if t != from && g.adjacent(from, t) && g.connected(from, t) && g.putCube(t, c) {
			if log != nil {
				log.Add("dungeonology.dropped", engine.Seat(seat), "cube", g.d.CubeNames[c], "zone", g.zoneName(t))
			}
			return
		}
	}
	s.Supply[c]++
	if log != nil {
		log.Add("dungeonology.cube_removed", engine.Seat(seat), "cube", g.d.CubeNames[c])
	}
}

// putCube fills the rightmost empty space of t.
func (g *Game) putCube(t, c uint8) bool {
	if t == 0 {
		return false
	}
	tl := &g.s.Tiles[t]
	n := len(g.d.Zones[tl.Zone].Cubes)
	for i := n - 1; i >= 0; i-- {
		if tl.Cubes[i] == 0 {
			tl.Cubes[i] = c + 1
			return true
		}
	}
	return false
}

// ownedMask is the set of colours on seat's board.
func (g *Game) ownedMask(seat uint8) uint8 {
	var m uint8
	for c, k := range g.s.P[seat].Col {
		if k > 0 {
			m |= 1 << c
		}
	}
	return m
}

// randomType "randomizes" an information type, drawing again until the
// result is in mask (§4.15).
func (g *Game) randomType(mask uint8, log *engine.Log) uint8 {
	if mask == 0 {
		return 0
	}
	for guard := 0; guard < 256; guard++ {
		c := g.d.Random[g.rng.IntN(numRandom)].Type
		if mask&(1<<c) != 0 {
			if log != nil {
				log.Reveal("dungeonology.randomized", engine.GameOver, "cube", g.d.CubeNames[c])
			}
			return c
		}
	}
	for c := uint8(0); c < NumColours; c++ {
		if mask&(1<<c) != 0 {
			return c
		}
	}
	return 0
}

// stealRandom: thief takes the top cube of a randomized colour of victim.
func (g *Game) stealRandom(thief, victim uint8, log *engine.Log) (uint8, bool) {
	m := g.ownedMask(victim)
	if m == 0 {
		return 0, false
	}
	c := g.randomType(m, log)
	return c, g.steal(thief, victim, c, log)
}

func (g *Game) steal(thief, victim, c uint8, log *engine.Log) bool {
	if !g.loseCube(victim, c, lossSteal, log) {
		return false
	}
	if log != nil {
		log.Add("dungeonology.stolen", engine.Seat(thief), "victim", g.who(victim), "cube", g.d.CubeNames[c])
	}
	g.addCube(thief, c, log)
	return true
}

// dropRandom: the scholar randomizes one of their cube types and drops it.
func (g *Game) dropRandom(seat uint8, log *engine.Log) (uint8, bool) {
	m := g.ownedMask(seat)
	if m == 0 {
		return 0, false
	}
	c := g.randomType(m, log)
	g.drop(seat, c, log)
	return c, true
}

// loseRandom: the scholar randomizes one of their cube types and loses it
// to the reserve.
func (g *Game) loseRandom(seat uint8, log *engine.Log) {
	m := g.ownedMask(seat)
	if m == 0 {
		return
	}
	c := g.randomType(m, log)
	if g.loseCube(seat, c, lossRemove, log) {
		g.s.Supply[c]++
		if log != nil {
			log.Add("dungeonology.cube_removed", engine.Seat(seat), "cube", g.d.CubeNames[c])
		}
	}
}

// passCube moves the top cube of colour c from giver to receiver: not a
// loss, so protection does not apply (§4.8 przekaż).
func (g *Game) passCube(giver, receiver, c uint8, log *engine.Log) {
	s := &g.s
	p := &s.P[giver]
	if p.Col[c] == 0 {
		return
	}
	p.Col[c]--
	if p.Gained[c] > 0 {
		p.Gained[c]--
	}
	if log != nil {
		log.Add("dungeonology.passed", engine.Seat(giver), "receiver", g.who(receiver), "cube", g.d.CubeNames[c])
	}
	g.settleInspired(log)
	g.addCube(receiver, c, log)
}

func (g *Game) allProtected(seat uint8) bool {
	p := &g.s.P[seat]
	for c, k := range p.Col {
		if k > 0 && !g.protected(seat, uint8(c)) {
			return false
		}
	}
	return true
}

// giveLegal / giveAnswer: a cube handed to another scholar.
func (g *Game) giveLegal(q *pending, dst []engine.Action) []engine.Action {
	s := &g.s
	p := &s.P[q.Seat]
	switch q.A {
	case giveDebt:
		for c := uint8(0); c < NumColours; c++ {
			if p.Gained[c] > 0 && p.Col[c] > 0 {
				dst = append(dst, act(KindColour, c, 0))
			}
		}
	case giveDemand:
		for c := uint8(0); c < NumColours; c++ {
			if p.Col[c] > 0 {
				dst = append(dst, act(KindColour, c, 0))
			}
		}
	case givePass:
		if q.N > 0 {
			for v := uint8(0); v < s.Players; v++ {
				if v == q.Seat || !g.targetable(v) || !g.near(p.Zone, s.P[v].Zone) {
					continue
				}
				for c := uint8(0); c < NumColours; c++ {
					if p.Col[c] > 0 {
						dst = append(dst, act(KindTarget, v, c))
					}
				}
			}
		}
		dst = append(dst, act(KindPass, 0, 0))
	}
	return dst
}

func (g *Game) giveAnswer(q *pending, a engine.Action, log *engine.Log) {
	s := &g.s
	giver, receiver := q.Seat, q.Tgt
	switch q.A {
	case givePass:
		if a.Kind == KindPass {
			s.pop()
			return
		}
		q.N--
		if q.N == 0 {
			s.pop()
		}
		g.passCube(giver, a.A, a.B, log)
	default:
		s.pop()
		g.passCube(giver, receiver, a.A, log)
	}
}

// cubesChanged ends the game when the zones run out of cubes and no zone
// can be added any more (§4.17).
func (g *Game) cubesChanged(log *engine.Log) {
	s := &g.s
	if s.Over || !g.zonesEmpty() {
		return
	}
	if s.MaxAlert || s.StackN == [3]uint8{} {
		g.endGame("no_cubes", log)
	}
}

// ---- Fatigue and students

// addFatigue gives seat n fatigue tokens, never above stamina.
func (g *Game) addFatigue(seat, n uint8, log *engine.Log) {
	p := &g.s.P[seat]
	st := g.stamina(seat)
	k := min(n, st-min(st, p.Fatigue))
	p.Fatigue += k
	if log != nil && k > 0 {
		log.Add("dungeonology.fatigue", engine.Seat(seat), "count", int(p.Fatigue))
	}
}

func (g *Game) fatigueStep(q *pending, log *engine.Log) {
	s := &g.s
	p := &s.P[q.Seat]
	if q.N == 0 || p.Fatigue >= g.stamina(q.Seat) {
		s.pop()
		return
	}
	// Not avoidable (or no student to give): take the tokens. (Read q
	// before popping: pop clears the slot q points to.)
	seat, n := q.Seat, q.N
	s.pop()
	g.addFatigue(seat, n, log)
}

// takeStudents: from the Campfire only; nothing if it is empty.
func (g *Game) takeStudents(seat, n uint8, log *engine.Log) {
	s := &g.s
	k := min(n, s.Campfire)
	s.Campfire -= k
	s.P[seat].Students += k
	if log != nil {
		log.Add("dungeonology.students_taken", engine.Seat(seat), "count", int(k))
	}
}

// drawStudents draws n students from the University at once (§4.13):
// regular ones go to the Campfire; an Omega sends the Campfire and the
// students drawn with it to the Reserve and is resolved once the card in
// play has finished.
func (g *Game) drawStudents(seat, n uint8, log *engine.Log) {
	s := &g.s
	extra, _ := g.jinxSum(seat, jxExtraStudent)
	n = clampStat(int(n) + extra)
	reg, om := uint8(0), uint8(0)
	for i := uint8(0); i < n && s.BagReg+s.BagOmega > 0; i++ {
		if g.rng.IntN(int(s.BagReg)+int(s.BagOmega)) < int(s.BagOmega) {
			s.BagOmega--
			om++
		} else {
			s.BagReg--
			reg++
		}
	}
	if log != nil {
		log.Reveal("dungeonology.students_drawn", engine.Seat(seat), "regular", int(reg), "omega", int(om))
	}
	if om == 0 {
		room := g.d.Campfire - min(g.d.Campfire, s.Campfire)
		k := min(room, reg)
		s.Campfire += k
		s.ResReg += reg - k
		return
	}
	s.ResReg += reg + s.Campfire
	s.Campfire = 0
	for i := uint8(0); i < om; i++ {
		if int(s.OmegaN) < len(s.OmegaQ) {
			s.OmegaQ[s.OmegaN] = seat
			s.OmegaN++
		} else {
			s.ResOmega++ // more Omegas at once than the queue holds: the rest are void
		}
	}
}

// resolveOmega resolves one Omega student drawn (§4.13, G21).
func (g *Game) resolveOmega(log *engine.Log) {
	s := &g.s
	seat := s.OmegaQ[0]
	copy(s.OmegaQ[:], s.OmegaQ[1:s.OmegaN])
	s.OmegaN--
	s.OmegaQ[s.OmegaN] = 0
	g.drawJinx(seat, log)
	if s.BagInf {
		// The ∞ Omega always returns to the bag; the game ends when the
		// University holds no regular student any more (G20).
		s.BagOmega++
		if log != nil {
			log.Add("dungeonology.omega_returns", engine.Seat(seat))
		}
		if s.BagReg == 0 {
			g.endGame("university_empty", log)
		}
		return
	}
	al := &g.d.Alerts[s.Alert]
	if !s.AlertGone && s.Slots < al.Slots {
		s.Slots++
		row := al.Refill[s.Slots-1]
		g.fillUniversity(row[0]*s.Players, row[1])
		if log != nil {
			log.Add("dungeonology.omega", engine.Seat(seat), "slot", int(s.Slots), "penalty", int(al.Penalty[s.Slots]))
		}
		return
	}
	// No free slot: it lands on the Panic card.
	s.AlertGone = true
	if log != nil {
		log.Add("dungeonology.omega_panic", engine.Seat(seat))
	}
	g.startMaxAlert(causeOmega, log)
}

// researchPenalty is the Alert card's row of the lowest Omega; after the
// card is discarded its last row stays (G11).
func (g *Game) researchPenalty() int {
	s := &g.s
	al := &g.d.Alerts[s.Alert]
	if s.AlertGone {
		return int(al.Penalty[al.Slots])
	}
	return int(al.Penalty[min(s.Slots, al.Slots)])
}

// drawJinx: seat draws a face-down jinx card.
func (g *Game) drawJinx(seat uint8, log *engine.Log) {
	s := &g.s
	if s.JDeckN == 0 {
		copy(s.JDeck[:s.JDiscN], s.JDisc[:s.JDiscN])
		s.JDeckN = s.JDiscN
		s.JDiscN = 0
		s.JDisc = [numJinx]uint8{}
		engine.ShuffleSlice(&g.rng, s.JDeck[:s.JDeckN])
	}
	p := &s.P[seat]
	if s.JDeckN == 0 || p.JinxN >= numJinx {
		return
	}
	s.JDeckN--
	p.Jinx[p.JinxN] = s.JDeck[s.JDeckN]
	s.JDeck[s.JDeckN] = 0
	p.JinxUp &^= 1 << p.JinxN
	p.JinxN++
	if log != nil {
		log.Add("dungeonology.jinx_drawn", engine.Seat(seat))
	}
}

func (g *Game) discardJinx(seat, i uint8, log *engine.Log) {
	s := &g.s
	p := &s.P[seat]
	if i >= p.JinxN {
		return
	}
	j := p.removeJinx(i)
	s.JDisc[s.JDiscN] = j
	s.JDiscN++
	if log != nil {
		log.Reveal("dungeonology.jinx_discarded", engine.Seat(seat), "card", g.d.Jinxes[j].Name)
	}
}

// discardRandom: seat discards a random trick card (public).
func (g *Game) discardRandom(seat uint8, log *engine.Log) (uint8, bool) {
	p := &g.s.P[seat]
	if p.HandN == 0 {
		return 0, false
	}
	c := p.Hand[g.rng.IntN(int(p.HandN))]
	g.discardFromHand(seat, c, log)
	return c, true
}

// ---- Boss

// bossIcon resolves a Boss zone effect: Detection or Activation, at most
// once per turn (§4.14).
func (g *Game) bossIcon(seat, t uint8, log *engine.Log) {
	s := &g.s
	if s.BossGone || s.BossUsed {
		return
	}
	s.BossUsed = true
	if s.BossZone == none {
		s.BossZone = t
		if log != nil {
			log.Add("dungeonology.boss_detected", engine.Seat(seat), "zone", g.zoneName(t))
		}
		g.encounter(t, log)
		return
	}
	if log != nil {
		log.Add("dungeonology.boss_activated", engine.Seat(seat))
	}
	if s.BossSide == bossQuarrelsome {
		s.push(pending{Op: pBossStep, Seat: seat, N: g.d.Boss[s.BossSide].Steps, A: none})
		return
	}
	g.drunkMove(seat, log)
}

// encounter: the boss has entered t where scholars are.
func (g *Game) encounter(t uint8, log *engine.Log) {
	s := &g.s
	if t == 0 || s.BossGone {
		return
	}
	m := s.scholarsIn(t)
	if m == 0 {
		return
	}
	if log != nil {
		log.Add("dungeonology.boss_encounter", engine.GameOver, "zone", g.zoneName(t))
	}
	// Pushed last seat first, so they resolve clockwise from the active one.
	for k := int(s.Players) - 1; k >= 0; k-- {
		v := (s.Active + uint8(k)) % s.Players
		if m&(1<<v) == 0 {
			continue
		}
		if s.BossSide == bossQuarrelsome {
			s.push(pending{Op: pFatigue, Seat: v, N: 1, A: 1})
			continue
		}
		switch g.randomType(0x1F, log) {
		case Cyw, Woj:
			g.discardRandom(v, log)
		case Wie, Bog:
			g.collect(v, t, 1, false, log)
		default:
			s.push(pending{Op: pEncounterAny, Seat: v})
		}
	}
}

// drunkMove: Pijany Laetus staggers towards a randomized scholar (§4.15
// example 1), up to Steps zones, stopping where a scholar is.
func (g *Game) drunkMove(seat uint8, log *engine.Log) {
	s := &g.s
	var card *RandomCard
	for guard := 0; guard < 256; guard++ {
		rc := &g.d.Random[g.rng.IntN(numRandom)]
		if rc.Colour < s.Players && g.targetable(rc.Colour) {
			card = rc
			break
		}
	}
	if card == nil {
		return
	}
	target := s.P[card.Colour].Zone
	if log != nil {
		log.Add("dungeonology.boss_drunk", engine.Seat(card.Colour))
	}
	var dist [numZones]uint8
	g.bossDistances(target, &dist)
	for step := uint8(0); step < g.d.Boss[s.BossSide].Steps; step++ {
		at := s.BossZone
		if at == target || dist[at] == none {
			return
		}
		next := g.drunkNext(at, card.Exit, &dist)
		if next == none {
			return
		}
		s.BossZone = next
		if log != nil {
			log.Add("dungeonology.boss_moved", engine.GameOver, "zone", g.zoneName(next))
		}
		if s.scholarsIn(next) != 0 {
			g.encounter(next, log)
			return
		}
	}
}

// drunkNext picks the neighbour on a shortest path to the target; among
// several, the passage the randomizer's arrow marks or the first one
// clockwise from it; secret passages come after every passage.
func (g *Game) drunkNext(at, exit uint8, dist *[numZones]uint8) uint8 {
	s := &g.s
	for k := uint8(0); k < numSegs; k++ {
		seg := (exit + k) % numSegs
		b := s.Tiles[at].Link[seg]
		kd := s.Tiles[at].Kind[seg]
		if b != none && b != 0 && (kd == linkOpen || kd == linkStairs) && dist[b] == dist[at]-1 {
			return b
		}
	}
	for b := uint8(1); b < s.TileN; b++ {
		if g.secretLinked(at, b) && dist[b] == dist[at]-1 {
			return b
		}
	}
	return none
}

func (g *Game) bossStepLegal(q *pending, dst []engine.Action) []engine.Action {
	s := &g.s
	at := s.BossZone
	if at == none || q.N == 0 {
		return dst
	}
	best := -1
	if q.Op == pPanicBoss {
		for b := uint8(1); b < s.TileN; b++ {
			if g.bossCanEnter(at, b) {
				best = max(best, s.cubesIn(b))
			}
		}
	}
	for b := uint8(1); b < s.TileN; b++ {
		if !g.bossCanEnter(at, b) {
			continue
		}
		switch q.Op {
		case pBossStep:
			if b == q.A {
				continue // no backtracking
			}
		case pPanicBoss:
			if s.cubesIn(b) != best {
				continue
			}
		}
		dst = append(dst, act(KindZone, b, 0))
	}
	if q.Op == pBossFree {
		dst = append(dst, act(KindPass, 0, 0))
	}
	return dst
}

func (g *Game) bossStepAnswer(q *pending, a engine.Action, log *engine.Log) {
	s := &g.s
	if a.Kind == KindPass {
		s.pop()
		return
	}
	op := q.Op
	q.A = s.BossZone
	q.N--
	b := a.A
	s.BossZone = b
	if log != nil {
		log.Add("dungeonology.boss_moved", engine.Seat(q.Seat), "zone", g.zoneName(b))
	}
	if q.N == 0 {
		s.pop()
	}
	switch op {
	case pBossStep:
		if s.scholarsIn(b) != 0 {
			if q.N > 0 {
				s.pop()
			}
			g.encounter(b, log)
		}
	case pPanicBoss:
		tl := &s.Tiles[b]
		for i, c := range tl.Cubes {
			if c != 0 {
				s.Supply[c-1]++
				tl.Cubes[i] = 0
			}
		}
		m := s.scholarsIn(b)
		for v := uint8(0); v < s.Players; v++ {
			if m&(1<<v) != 0 {
				g.loseRandom(v, log)
			}
		}
		g.cubesChanged(log)
	}
}

// ---- Panic and Max Alert

// startMaxAlert is Max Alert step 1 (§4.17): the Panic card is revealed,
// the University emptied and refilled with the ∞ Omega student.
func (g *Game) startMaxAlert(cause uint8, log *engine.Log) {
	s := &g.s
	if s.MaxAlert {
		return
	}
	s.MaxAlert = true
	s.Cause = cause
	s.Idle = 0
	s.PanicUp = true
	pc := &g.d.Panics[s.Panic]
	if log != nil {
		log.Reveal("dungeonology.max_alert", engine.GameOver, "panic", pc.Name)
	}
	s.ResReg += s.BagReg
	s.ResOmega += s.BagOmega
	s.BagReg, s.BagOmega = 0, 0
	g.fillUniversity(pc.RefillReg*s.Players, 0)
	if s.ResOmega > 0 {
		s.ResOmega--
	}
	s.BagOmega = 1
	s.BagInf = true
	if pc.Script == panicPandemonium {
		s.BossGone = true
		if s.BossZone == none {
			// PROPOSED: the boss starts next to the start zone, where the
			// cubes are most.
			best := -1
			for t := uint8(1); t < s.TileN; t++ {
				if g.bossCanEnter(0, t) || g.adjacent(0, t) {
					if n := s.cubesIn(t); n > best {
						best, s.BossZone = n, t
					}
				}
			}
		}
	}
}

// panicStart is the revealed Panic card's start-of-turn effect, for every
// player (finished ones included).
func (g *Game) panicStart(seat uint8, log *engine.Log) {
	s := &g.s
	if !s.PanicUp {
		return
	}
	switch g.d.Panics[s.Panic].Script {
	case panicPandemonium:
		if s.BossZone != none {
			s.push(pending{Op: pPanicBoss, Seat: seat, N: 2, A: none})
		}
	case panicDarkness:
		c := g.randomType(0x1F, log)
		if c == Wie || c == Bog || c == Kas {
			for t := uint8(1); t < s.TileN; t++ {
				tl := &s.Tiles[t]
				for i, k := range tl.Cubes {
					if k == c+1 {
						tl.Cubes[i] = 0
						s.Supply[c]++
					}
				}
			}
			if log != nil {
				log.Add("dungeonology.darkness", engine.Seat(seat), "cube", g.d.CubeNames[c])
			}
			g.cubesChanged(log)
		}
	case panicVigilance:
		c := g.randomType(0x1F, log)
		for v := uint8(0); v < s.Players; v++ {
			if g.targetable(v) && s.P[v].Col[c] > 0 && g.loseCube(v, c, lossRemove, log) {
				s.Supply[c]++
				if log != nil {
					log.Add("dungeonology.cube_removed", engine.Seat(v), "cube", g.d.CubeNames[c])
				}
			}
		}
	}
}

// darknessEnd: at the end of a turn a lone scholar outside the start zone
// loses a random cube (Mrok).
func (g *Game) darknessEnd(seat uint8, log *engine.Log) {
	s := &g.s
	p := &s.P[seat]
	if p.Zone == 0 || s.scholarsIn(p.Zone) != 1<<seat {
		return
	}
	g.loseRandom(seat, log)
}

// ---- Abilities

func (g *Game) useAbility(seat uint8, a engine.Action, log *engine.Log) {
	s := &g.s
	p := &s.P[seat]
	ab := a.A
	if ab == abRepent || ab == abMagicSight {
		g.beginAction()
	} else {
		g.beginMoving()
	}
	if log != nil {
		log.Add("dungeonology.ability", engine.Seat(seat), "ability", g.abilityName(seat, ab))
	}
	switch ab {
	case abHeadbutt, abHeroicHeadbutt:
		v := a.B
		p.Headbutted |= 1 << v
		if ab == abHeadbutt {
			g.addFatigue(seat, 1, log)
		}
		if a.C == 0 {
			if ab == abHeroicHeadbutt {
				// The cube dropped is collected by Valerio at once.
				m := g.ownedMask(v)
				c := g.randomType(m, log)
				if p.Col[c] < g.d.Capacity[c] {
					if g.loseCube(v, c, lossDrop, log) {
						if log != nil {
							log.Add("dungeonology.stolen", engine.Seat(seat), "victim", g.who(v), "cube", g.d.CubeNames[c])
						}
						g.addCube(seat, c, log)
					}
				} else {
					g.drop(v, c, log)
				}
			} else {
				g.dropRandom(v, log)
			}
		} else {
			pv := &s.P[v]
			c := pv.Hand[g.rng.IntN(int(pv.HandN))]
			pv.removeCard(c)
			p.addCard(c)
			if log != nil {
				name := g.trick(c).Name
				log.Push(engine.Event{Key: "dungeonology.card_taken", Seat: engine.Seat(seat), Private: true, Reveal: true,
					PublicKey: "dungeonology.card_taken_public", Args: map[string]any{"card": name, "victim": g.who(v)}})
				log.Push(engine.Event{Key: "dungeonology.card_lost", Seat: engine.Seat(v), Private: true, Reveal: true,
					Args: map[string]any{"card": name, "thief": g.who(seat)}})
			}
		}
		if ab == abHeroicHeadbutt {
			s.push(pending{Op: pFatigue, Seat: seat, N: 1, A: 1})
		}
	case abSermon, abInspiredSermon:
		p.AbilityUsed |= 1 << ab
		n := uint8(1)
		if ab == abInspiredSermon {
			n = g.trick(a.B).Bonus
		}
		g.discardFromHand(seat, a.B, log)
		g.takeStudents(seat, n, log)
	case abResearchSecrets, abExtraResearch:
		p.AbilityUsed |= 1 << ab
		g.discardFromHand(seat, a.B, log)
		g.searchMagic(seat, ab == abExtraResearch, log)
	case abRepent:
		p.AbilityUsed |= 1 << ab
		k := min(a.B, p.Students)
		p.Students -= k
		s.ResReg += k
		g.collect(seat, p.Zone, k, false, log)
	case abMagicSight:
		p.AbilityUsed |= 1 << ab
		s.push(pending{Op: pMagicSight, Seat: seat})
	}
}

// searchMagic reveals up to five cards from the top of the deck, magic ones
// counted too: the first magic card (or, all=true, every magic card among
// the five) goes to the hand; the rest are shuffled back on top.
func (g *Game) searchMagic(seat uint8, all bool, log *engine.Log) {
	s := &g.s
	var seen [5]uint8
	n := 0
	for revealed := 0; revealed < 5; revealed++ {
		c, ok := g.topCard(log)
		if !ok {
			break
		}
		if log != nil {
			log.Reveal("dungeonology.revealed", engine.Seat(seat), "card", g.trick(c).Name)
		}
		if g.trick(c).Type == typeMag {
			s.P[seat].addCard(c)
			if !all {
				break
			}
			continue
		}
		seen[n] = c
		n++
		if all && n+int(s.P[seat].HandN) >= handCap {
			break
		}
	}
	engine.ShuffleSlice(&g.rng, seen[:n])
	for i := 0; i < n && s.DeckN < numTricks; i++ {
		s.Deck[s.DeckN] = seen[i]
		s.DeckN++
	}
}

// zoneAction: Biwak (rest where you are) or a teleport token.
func (g *Game) zoneAction(seat, which uint8, log *engine.Log) {
	s := &g.s
	if which == 0 {
		if log != nil {
			log.Add("dungeonology.bivouac", engine.Seat(seat))
		}
		s.push(pending{Op: pRest, Seat: seat, A: restCards | restEndTurn})
		return
	}
	s.push(pending{Op: pTeleport, Seat: seat})
}

func (g *Game) teleportLegal(q *pending, dst []engine.Action) []engine.Action {
	s := &g.s
	for t := uint8(1); t < s.TileN; t++ {
		if t != s.P[q.Seat].Zone {
			dst = append(dst, act(KindZone, t, 0))
		}
	}
	return dst
}

// ---- Publication and rest

// publish is phase 1 (§4.3) or, in Max Alert, publication from step 2.
func (g *Game) publish(seat uint8, log *engine.Log) {
	s, d := &g.s, g.d
	p := &s.P[seat]
	p.Zone = 0
	score := d.cubePoints(&p.Col) + d.clanPoints(s.Clan, &p.Col)
	thr := 0
	if s.Clan < numClans {
		thr = d.Clans[s.Clan].Threshold
	}
	if !p.KnowsClan {
		g.learnClan(seat, log)
	}
	if log != nil {
		log.Push(engine.Event{Key: "dungeonology.publication_check", Seat: engine.Seat(seat), Private: true, Reveal: true,
			Args: map[string]any{"score": score, "threshold": thr}})
	}
	rec := pubRecord{Col: p.Col, Success: score >= thr, Removed: none}
	maxAlert := s.MaxAlert
	if rec.Success {
		p.Finished = true
		s.Published++
		p.Rank = s.Published
		if log != nil {
			// A publication's outcome (and the cube it costs) follows the
			// hidden Clan card: the table learns something of it.
			log.Reveal("dungeonology.published", engine.Seat(seat), "rank", int(p.Rank))
		}
		g.record(rec)
		if !maxAlert {
			g.startMaxAlert(causePublication, log)
			s.Phase = phEnd
			s.Sub = 4
		}
		return
	}
	if log != nil {
		log.Reveal("dungeonology.publication_failed", engine.Seat(seat))
	}
	// Remove the most valuable cube, counting the Clan card.
	best, mask := -100, uint8(0)
	for c := uint8(0); c < NumColours; c++ {
		if p.Col[c] == 0 {
			continue
		}
		v := int(d.CubeValues[c])
		if s.Clan < numClans {
			v += int(d.Clans[s.Clan].Mods[c])
		}
		switch {
		case v > best:
			best, mask = v, 1<<c
		case v == best:
			mask |= 1 << c
		}
	}
	g.drawJinx(seat, log)
	if maxAlert {
		p.Finished = true
	} else {
		s.Phase = phEnd
		s.Sub = 0
	}
	switch popcount8(mask) {
	case 0:
	case 1:
		for c := uint8(0); c < NumColours; c++ {
			if mask&(1<<c) != 0 {
				rec.Removed = c
				g.removeCube(seat, c, log)
			}
		}
	default:
		s.push(pending{Op: pRemove, Seat: seat, A: mask})
	}
	g.record(rec)
}

// record keeps a publication attempt (public: the clans consistent with
// every outcome are what Determinize may deal).
func (g *Game) record(r pubRecord) {
	s := &g.s
	if int(s.PubN) < len(s.Pub) {
		s.Pub[s.PubN] = r
		s.PubN++
	}
}

// restStep / restLegal / restAnswer: the Rest phase (§4.4), Biwak and
// PROWIZORYCZNY OBÓZ.
func (g *Game) restStep(q *pending, log *engine.Log) {
	s := &g.s
	seat := q.Seat
	p := &s.P[seat]
	switch q.PC {
	case 0:
		if q.A&restToStart != 0 {
			p.Zone = 0
		}
		p.Fatigue = 0
		// Step 5 (students) is independent of step 4 (cards) and done
		// first, so the card decision already sees the whole rest.
		if lim := g.studentLimit(seat); p.Students < lim {
			k := min(lim-p.Students, s.Campfire)
			s.Campfire -= k
			p.Students += k
			r := min(lim-p.Students, s.ResReg)
			s.ResReg -= r
			p.Students += r
		}
		q.PC = 1
	case 3:
		g.drawTo(seat, g.cardLimit(seat), log)
		q.PC = 4
	default:
		end := q.A&restEndTurn != 0
		s.pop()
		if end {
			s.Phase = phEnd
			s.Sub = 3
		}
	}
}

func (g *Game) restLegal(q *pending, dst []engine.Action) []engine.Action {
	p := &g.s.P[q.Seat]
	switch q.PC {
	case 1:
		return g.jinxChoices(q.Seat, dst)
	case 2:
		if q.A&restCards == 0 {
			return dst
		}
		var seen uint64
		for i := uint8(0); i < p.HandN; i++ {
			if g.firstOfDesign(&seen, p.Hand[i]) {
				dst = append(dst, act(KindDiscard, p.Hand[i], 0))
			}
		}
		return append(dst, act(KindPass, 0, 0))
	}
	return dst
}

func (g *Game) restAnswer(q *pending, a engine.Action, log *engine.Log) {
	switch a.Kind {
	case KindJinx:
		q.PC = 2
		g.discardJinx(q.Seat, a.A, log)
	case KindDiscard:
		g.discardFromHand(q.Seat, a.A, log)
	default:
		q.PC = 3
	}
}

func (g *Game) abilityName(seat, ab uint8) string {
	sd := g.side(seat)
	for i, x := range sd.Abilities {
		if x == ab {
			return sd.AbilityNames[i]
		}
	}
	return "?"
}
