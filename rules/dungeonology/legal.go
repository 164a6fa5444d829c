package dungeonology

import "stolik/rules/engine"

// Legal appends every legal action of the current decision. Apply accepts
// exactly these (it checks membership), so this file is the single source
// of what may be done.
func (g *Game) Legal(dst []engine.Action) []engine.Action {
	s := &g.s
	if s.Over || s.Masked {
		return dst
	}
	if s.QN > 0 {
		return g.pendingLegal(s.top(), dst)
	}
	switch s.Phase {
	case phSetup:
		var taken uint8
		for i := uint8(0); i < s.Players; i++ {
			if sc := s.P[i].Scholar; sc < numScholars {
				taken |= 1 << sc
			}
		}
		for sc := uint8(0); sc < numScholars; sc++ {
			if taken&(1<<sc) == 0 {
				dst = append(dst, engine.Action{Kind: KindScholar, A: sc})
			}
		}
		return dst
	case phOpen, phMove, phAction:
		return g.turnLegal(dst)
	}
	return dst
}

func act(kind, a, b uint8) engine.Action { return engine.Action{Kind: kind, A: a, B: b} }

// Card contexts: where a trick card is being considered.
const (
	ctxTurn      uint8 = iota // own turn, movement or action phase
	ctxOpen                   // own turn, before the movement phase
	ctxReact                  // a reaction window
	ctxImmediate              // the window after another player's action
	ctxTest                   // a stealth test window
)

// forcedRest: a scholar who starts the turn at maximum fatigue must rest
// (not during Max Alert).
func (g *Game) forcedRest(seat uint8) bool {
	return !g.s.MaxAlert && g.s.P[seat].Fatigue >= g.stamina(seat)
}

func (g *Game) canPublish(seat uint8) bool {
	return !g.s.MaxAlert && g.stars(seat) >= int(g.d.MinStars)
}

func (g *Game) maxActions(seat uint8) uint8 {
	if g.hasAbility(seat, abRogueSpeed) {
		return 2
	}
	return 1
}

// turnLegal lists the active player's options in phases 1–4.
func (g *Game) turnLegal(dst []engine.Action) []engine.Action {
	s := &g.s
	seat := s.Active
	p := &s.P[seat]
	if s.Phase == phOpen {
		if g.canPublish(seat) {
			dst = append(dst, act(KindPublish, 0, 0))
		}
		if !s.MaxAlert {
			dst = append(dst, act(KindRest, 0, 0))
		}
		if g.forcedRest(seat) {
			return dst
		}
		dst = g.cardOptions(seat, ctxOpen, dst)
	}
	if s.Phase == phOpen || s.Phase == phMove {
		if p.SpeedUsed < g.speed(seat) {
			dst = g.stepOptions(seat, dst)
		}
	}
	dst = g.cardOptions(seat, ctxTurn, dst)
	dst = g.abilityOptions(seat, dst)
	if p.Actions < g.maxActions(seat) {
		dst = g.actionOptions(seat, dst)
	}
	return append(dst, act(KindPass, 0, 0))
}

// stepOptions: moving into a connected zone or exploring through an edge.
func (g *Game) stepOptions(seat uint8, dst []engine.Action) []engine.Action {
	s := &g.s
	from := s.P[seat].Zone
	for t := uint8(0); t < s.TileN; t++ {
		if g.canEnter(seat, from, t) {
			dst = append(dst, act(KindMove, t, 0))
		}
	}
	if g.mayPlaceZones() {
		lv := g.level(from) - 1
		if s.StackN[lv] > 0 {
			for e := uint8(0); e < 4; e++ {
				if s.P[seat].NoFit&(1<<e) == 0 && g.canExplore(from, e) {
					dst = append(dst, act(KindExplore, e, 0))
				}
			}
		}
	}
	return dst
}

// mayPlaceZones: no new zones once the Panic card is revealed.
func (g *Game) mayPlaceZones() bool { return !g.s.MaxAlert }

// abilityOptions: the scholar's free abilities (own movement or action phase).
func (g *Game) abilityOptions(seat uint8, dst []engine.Action) []engine.Action {
	s := &g.s
	p := &s.P[seat]
	for _, ab := range g.side(seat).Abilities {
		if p.AbilityUsed&(1<<ab) != 0 && ab != abHeadbutt && ab != abHeroicHeadbutt {
			continue
		}
		switch ab {
		case abHeadbutt, abHeroicHeadbutt:
			if p.Fatigue >= g.stamina(seat) || g.inStart(seat) {
				continue
			}
			for t := uint8(0); t < s.Players; t++ {
				if t == seat || !g.targetable(t) || s.P[t].Zone != p.Zone || p.Headbutted&(1<<t) != 0 {
					continue
				}
				if s.P[t].cubes() > 0 {
					dst = append(dst, engine.Action{Kind: KindAbility, A: ab, B: t, C: 0})
				}
				if s.P[t].HandN > 0 {
					dst = append(dst, engine.Action{Kind: KindAbility, A: ab, B: t, C: 1})
				}
			}
		case abSermon, abInspiredSermon:
			for i := uint8(0); i < p.HandN; i++ {
				if c := p.Hand[i]; g.trick(c).Type == typeMag {
					dst = append(dst, act(KindAbility, ab, c))
				}
			}
		case abResearchSecrets, abExtraResearch:
			if s.DeckN+s.DiscN == 0 {
				continue
			}
			for i := uint8(0); i < p.HandN; i++ {
				if c := p.Hand[i]; g.trick(c).Type == typePod {
					dst = append(dst, act(KindAbility, ab, c))
				}
			}
		}
	}
	return dst
}

// actionOptions: Research, Spying, AKCJA cards, zone actions and AKCJA
// abilities (§4.11).
func (g *Game) actionOptions(seat uint8, dst []engine.Action) []engine.Action {
	s := &g.s
	p := &s.P[seat]
	if g.inStart(seat) {
		return dst
	}
	_, j1 := g.jinxSum(seat, jxDiscardBeforeTest)
	canTest := int(p.HandN) >= 1+j1
	if canTest {
		limit := int(g.intelligence(seat))
		if s.Opt&optIntPerTurn != 0 {
			limit -= int(p.Researched)
		}
		n := min(limit, g.collectible(seat, p.Zone, 6))
		for k := 1; k <= n; k++ {
			dst = append(dst, act(KindResearch, uint8(k), 0))
		}
		if !g.hasJinx(seat, jxNoSpy) && (p.Students > 0 || g.hasAbility(seat, abScoundrel)) {
			for t := uint8(0); t < s.Players; t++ {
				if t == seat || !g.targetable(t) || !g.near(p.Zone, s.P[t].Zone) {
					continue
				}
				for c := uint8(0); c < NumColours; c++ {
					if s.P[t].Col[c] > 0 {
						dst = append(dst, act(KindSpy, t, c))
					}
				}
			}
		}
	}
	if !g.hasJinx(seat, jxNoZoneAction) {
		tl := &s.Tiles[p.Zone]
		for _, e := range g.d.Zones[tl.Zone].Effects {
			if e.Kind == zeBivouac && p.Col[e.Colour] > 0 && !s.MaxAlert {
				dst = append(dst, act(KindZoneAct, 0, 0))
				break
			}
		}
		if tl.Token&tokTeleport != 0 && p.Col[Wie] > 0 && s.TileN > 2 {
			dst = append(dst, act(KindZoneAct, 1, 0))
		}
	}
	for _, ab := range g.side(seat).Abilities {
		switch ab {
		case abRepent:
			n := min(3, int(p.Students), g.collectible(seat, p.Zone, 3))
			for k := 1; k <= n; k++ {
				dst = append(dst, act(KindAbility, ab, uint8(k)))
			}
		case abMagicSight:
			if g.collectible(seat, p.Zone, 1) == 0 {
				continue
			}
			for i := uint8(0); i < p.HandN; i++ {
				if g.trick(p.Hand[i]).Type == typeMag {
					dst = append(dst, act(KindAbility, ab, 0))
					break
				}
			}
		}
	}
	return dst
}

// cardOptions lists the trick-card plays of seat in a context.
func (g *Game) cardOptions(seat, ctx uint8, dst []engine.Action) []engine.Action {
	s := &g.s
	p := &s.P[seat]
	if p.Silenced || g.inStart(seat) || p.Finished {
		return dst
	}
	noAux := g.hasJinx(seat, jxNoAux)
	var seen uint64
	for i := uint8(0); i < p.HandN; i++ {
		c := p.Hand[i]
		if !g.firstOfDesign(&seen, c) {
			continue
		}
		t := g.trick(c)
		if g.canMain(seat, c, ctx) {
			dst = append(dst, act(KindCard, c, useMain))
		}
		if noAux {
			continue
		}
		switch t.Type {
		case typeEks:
			if ctx == ctxTurn && g.canStepAny(seat) {
				dst = append(dst, act(KindCard, c, useBlue))
			}
		case typeTow:
			if ctx == ctxTurn && p.Students > 0 {
				dst = append(dst, act(KindCard, c, useBlue))
			}
		case typeRoz:
			if ctx == ctxTurn && s.Campfire > 0 {
				dst = append(dst, act(KindCard, c, useBlue))
			}
		case typeMag:
			if ctx == ctxTest && s.DeckN+s.DiscN > 0 {
				dst = append(dst, act(KindCard, c, useBlue), act(KindCard, c, useRed))
			}
		case typePod, typePrz:
			if ctx != ctxTest {
				continue
			}
			if t.Blue > 0 {
				dst = append(dst, act(KindCard, c, useBlue))
			}
			if t.Red > 0 {
				dst = append(dst, act(KindCard, c, useRed))
			}
			if t.Blue2 > 0 {
				dst = append(dst, act(KindCard, c, useBlue2))
			}
			if t.Red2 > 0 {
				dst = append(dst, act(KindCard, c, useRed2))
			}
		}
	}
	return dst
}

// canStepAny: an exploration card's move has somewhere to go.
func (g *Game) canStepAny(seat uint8) bool {
	s := &g.s
	from := s.P[seat].Zone
	for t := uint8(0); t < s.TileN; t++ {
		if g.canEnter(seat, from, t) {
			return true
		}
	}
	if g.mayPlaceZones() && s.StackN[g.level(from)-1] > 0 {
		for e := uint8(0); e < 4; e++ {
			if g.canExplore(from, e) {
				return true
			}
		}
	}
	return false
}

// canMain reports whether seat may play card c's main effect now.
func (g *Game) canMain(seat, c, ctx uint8) bool {
	s := &g.s
	t := g.trick(c)
	switch t.Timing {
	case tmNormal:
		if ctx != ctxTurn {
			return false
		}
	case tmAction:
		if ctx != ctxTurn || s.P[seat].Actions >= g.maxActions(seat) {
			return false
		}
	case tmImmediate:
		if ctx == ctxOpen || ctx == ctxTest || ctx == ctxReact && s.Opt&optPriorities == 0 {
			return false
		}
	case tmReaction:
		if ctx != ctxReact {
			return false
		}
	case tmTest:
		return ctx == ctxTest && s.T.On && s.T.Tester == seat && !s.T.Auto
	case tmBeforeMove:
		if ctx != ctxOpen {
			return false
		}
	default:
		return false
	}
	return g.castable(seat, c, ctx)
}

// pendingLegal lists the answers to the pending step on top of the stack.
func (g *Game) pendingLegal(q *pending, dst []engine.Action) []engine.Action {
	s := &g.s
	switch q.Op {
	case pCard:
		return g.cardStepLegal(q, dst)
	case pAux:
		return g.auxLegal(q, dst)
	case pReact:
		dst = g.cardOptions(q.Seat, ctxReact, dst)
		return append(dst, act(KindPass, 0, 0))
	case pImmediate:
		dst = g.cardOptions(q.Seat, ctxImmediate, dst)
		return append(dst, act(KindPass, 0, 0))
	case pTest:
		return g.testLegal(dst)
	case pMoveN:
		if q.N > 0 {
			dst = g.stepOptions(q.Seat, dst)
		}
		return append(dst, act(KindPass, 0, 0))
	case pPlace:
		var buf [12]pos
		for _, ps := range g.placements(q.A, q.B, q.Card, g.explorerOf(q), buf[:0]) {
			dst = append(dst, act(KindPlace, uint8(int(ps.X)+128), uint8(int(ps.Y)+128)))
		}
		return dst
	case pStairs:
		lv := g.level(q.Card)
		for _, l := range [2]uint8{lv - 1, lv + 1} {
			if l >= 1 && l <= 3 && s.StackN[l-1] > 0 {
				dst = append(dst, act(KindLevel, l, 0))
			}
		}
		return dst
	case pFatigue:
		return append(dst, act(KindChoose, 0, 0), act(KindChoose, 1, 0))
	case pDrop:
		p := &s.P[q.Seat]
		for c := uint8(0); c < NumColours; c++ {
			if p.Col[c] > 0 {
				dst = append(dst, act(KindColour, c, 0))
			}
		}
		if g.allProtected(q.Seat) {
			dst = append(dst, act(KindPass, 0, 0))
		}
		return dst
	case pBossStep, pBossFree, pPanicBoss:
		return g.bossStepLegal(q, dst)
	case pMoveOther:
		from := s.P[q.Tgt].Zone
		if q.N > 0 {
			for t := uint8(0); t < s.TileN; t++ {
				if g.canEnter(q.Tgt, from, t) {
					dst = append(dst, act(KindZone, t, 0))
				}
			}
		}
		return append(dst, act(KindPass, 0, 0))
	case pDiscard:
		p := &s.P[q.Seat]
		var seen uint64
		for i := uint8(0); i < p.HandN; i++ {
			if g.firstOfDesign(&seen, p.Hand[i]) {
				dst = append(dst, act(KindDiscard, p.Hand[i], 0))
			}
		}
		return dst
	case pRest:
		return g.restLegal(q, dst)
	case pEncounterAny:
		for t := uint8(1); t < s.TileN; t++ {
			if g.collectible(q.Seat, t, 1) > 0 {
				dst = append(dst, act(KindZone, t, 0))
			}
		}
		return dst
	case pPublishMax:
		return append(dst, act(KindPublish, 0, 0), act(KindPass, 0, 0))
	case pSecondWind:
		for k := uint8(0); k <= q.N; k++ {
			dst = append(dst, act(KindChoose, k, 0))
		}
		return dst
	case pRemove:
		for c := uint8(0); c < NumColours; c++ {
			if q.A&(1<<c) != 0 {
				dst = append(dst, act(KindColour, c, 0))
			}
		}
		return dst
	case pMagicSight:
		p := &s.P[q.Seat]
		var seen uint64
		for i := uint8(0); i < p.HandN; i++ {
			c := p.Hand[i]
			if g.trick(c).Type == typeMag && g.firstOfDesign(&seen, c) {
				dst = append(dst, act(KindDiscard, c, 0))
			}
		}
		// Stopping is always possible: whether a magic card is left is
		// the owner's secret, and another seat's determinization must
		// still have an answer.
		return append(dst, act(KindPass, 0, 0))
	case pGive:
		return g.giveLegal(q, dst)
	case pTeleport:
		return g.teleportLegal(q, dst)
	}
	return dst
}

// firstOfDesign reports whether c is the first card of its design seen in
// this enumeration: copies of one design are the same choice, so only the
// lowest card of each design is offered (hands are sorted).
func (g *Game) firstOfDesign(seen *uint64, c uint8) bool {
	bit := uint64(1) << g.d.Deck[c]
	if *seen&bit != 0 {
		return false
	}
	*seen |= bit
	return true
}

func (g *Game) trick(c uint8) *Trick { return &g.d.Tricks[g.d.Deck[c]] }
