package arnak

import (
	"math/bits"

	"stolik/rules/engine"
)

// hiddenIdol marks the face-down second idol of a level II site: its face
// is never resolved (G35), so its identity is not kept.
const hiddenIdol = 0xFE

func (s *state) canAfford(p *player, r Res) bool {
	for i, v := range r {
		if int16(v) > p.Res[i] {
			return false
		}
	}
	return true
}

func pay(p *player, r Res) {
	for i, v := range r {
		p.Res[i] -= int16(v)
	}
}

func gain(p *player, r Res, mul int) {
	for i, v := range r {
		p.Res[i] += int16(v) * int16(mul)
	}
}

// travelPay reports whether pool covers cost and, with apply, spends it:
// specific symbols first, planes as the last resort (§4.1 hierarchy).
func travelPay(pool *[NumTravel]uint8, cost []uint8, apply bool) bool {
	p := *pool
	for pass := 0; pass < 2; pass++ {
		for _, c := range cost {
			if (c == Boot) != (pass == 1) {
				continue
			}
			switch c {
			case Plane:
				if p[Plane] == 0 {
					return false
				}
				p[Plane]--
			case Ship, Car:
				if p[c] > 0 {
					p[c]--
				} else if p[Plane] > 0 {
					p[Plane]--
				} else {
					return false
				}
			default:
				ok := false
				for _, t := range [...]uint8{Boot, Ship, Car, Plane} {
					if p[t] > 0 {
						p[t]--
						ok = true
						break
					}
				}
				if !ok {
					return false
				}
			}
		}
	}
	if apply {
		*pool = p
	}
	return true
}

func (g *Game) push(eff uint16) {
	s := &g.s
	if eff == noEffect || int(s.NFrames) >= maxFrames || len(g.d.Effects[eff]) == 0 {
		return
	}
	s.Frames[s.NFrames] = frame{Eff: eff}
	s.NFrames++
}

// pushOptional queues an effect the player may decline as a whole.
func (g *Game) pushOptional(eff uint16) {
	s := &g.s
	n := s.NFrames
	g.push(eff)
	if s.NFrames > n {
		s.Frames[n].Opt = true
	}
}

// topOp is the op waiting for a decision, or nil.
func (g *Game) topOp() (*Op, *frame) {
	s := &g.s
	if s.NFrames == 0 {
		return nil, nil
	}
	f := &s.Frames[s.NFrames-1]
	ops := g.d.Effects[f.Eff]
	if int(f.PC) >= len(ops) {
		return nil, f
	}
	return &ops[f.PC], f
}

// run resolves automatic ops until one needs a decision or all frames are
// done; a "pass to gain" turn then ends.
func (g *Game) run(log *engine.Log) {
	s := &g.s
	for s.NFrames > 0 {
		op, f := g.topOp()
		if op == nil {
			s.NFrames--
			continue
		}
		if !f.Opt {
			g.prepare(op, f)
		}
		if f.Opt || g.needsChoice(op) {
			return
		}
		f.PC++
		g.auto(op, log)
	}
	if s.PassAfter {
		g.endTurn(log)
	}
}

// addTravel adds a symbol to the turn's pool.
func (g *Game) addTravel(t uint8) { g.s.Pool[g.s.travelSym(t)]++ }

// travelSym is what symbol t counts as this turn: Okaryna, once played,
// turns every symbol into its own.
func (s *state) travelSym(t uint8) uint8 {
	if s.TravelAs > 0 {
		return s.TravelAs - 1
	}
	return t
}

func (g *Game) gainFear(p *player, log *engine.Log) {
	s := &g.s
	if s.FearDeck > 0 {
		s.FearDeck--
		p.Play.push(cardFear)
	} else {
		p.FearTiles++
	}
	log.Add("arnak.fear", engine.Seat(s.Active))
}

func (p *player) idols() int { return int(p.Crate) + bits.OnesCount8(p.Slots) }

func (g *Game) draw(p *player, n int, log *engine.Log) {
	k := 0
	for ; k < n && p.Deck.N > 0; k++ {
		p.Hand.push(p.Deck.remove(0))
	}
	if k > 0 {
		log.Reveal("arnak.draw", engine.Seat(g.s.Active), "count", k)
	}
}

// auto applies an op that needs no decision (or has nothing to decide).
func (g *Game) auto(op *Op, log *engine.Log) {
	s := &g.s
	p := s.cur()
	switch op.Kind {
	case opGain:
		gain(p, op.Gain, 1)
	case opFear:
		g.gainFear(p, log)
	case opDraw:
		g.draw(p, int(op.N), log)
	case opTravel:
		g.addTravel(op.N)
	case opExileRow:
		for i := 5; i >= int(s.Round); i-- {
			if c := s.Row[i]; c != none {
				s.Row[i] = none
				g.exileCard(p, c)
				log.Add("arnak.exile", engine.Seat(s.Active), "card", g.d.Cards[c].Name)
				break
			}
		}
	case opTravelAs:
		// Okaryna: every travel symbol this turn counts as op.N.
		s.TravelAs = op.N + 1
		n := 0
		for i := range s.Pool {
			n += int(s.Pool[i])
			s.Pool[i] = 0
		}
		s.Pool[op.N] = uint8(n)
	case opReady:
		for i := range p.Asst {
			if p.Asst[i] != none && p.Exhausted[i] {
				p.Exhausted[i] = false
				break
			}
		}
	case opPass:
		// "Pass to gain" (§4.14, G30): resolving it is this turn's pass.
		p.Passed = true
		s.PassAfter = true
		s.MainDone = true
		log.Add("arnak.pass", engine.Seat(s.Active))
	case opPerIdol:
		gain(p, op.Gain, min(p.idols(), int(op.N)))
	case opPerGuardian:
		gain(p, op.Gain, min(int(p.NGuard), int(op.N)))
	}
}

// needsChoice reports whether op waits for the player; ops with nothing
// possible are skipped.
func (g *Game) needsChoice(op *Op) bool {
	s := &g.s
	p := s.cur()
	switch op.Kind {
	case opTrade:
		return s.canAfford(p, op.Pay)
	case opChoose, opChoose2:
		return true
	case opExile:
		return p.Hand.N > 0 || p.Play.N > 0 || p.FearTiles > 0
	case opDiscard:
		return p.Hand.N > 0
	case opBuy, opCard:
		for i := range s.Row {
			if g.canBuy(i, op) {
				return true
			}
		}
	case opUpgrade:
		for i := range p.Asst {
			if p.Asst[i] != none && !p.Gold[i] {
				return true
			}
		}
	case opHire:
		return g.canHire()
	case opOvercome:
		for site := range g.d.Sites {
			if g.ownsSite(p, site) && s.SiteGuard[site] != none {
				return true
			}
		}
	case opDig:
		return g.freeArch(p) >= 0 && g.anyFreeSpace()
	case opResearch:
		for _, n := range g.researchFrom(op.Sub) {
			if g.canResearch(op.Sub, n, op.Gain) {
				return true
			}
		}
		for st := 0; st < 6 && op.Sub == 0; st++ {
			if g.canTemple(st, op.Gain) {
				return true
			}
		}
	case opBuyReveal, opFromExile, opEarringBottom, opEarringTop, opMoveGuardian, opRelocate, opSwap,
		opSupplyAssistant, opActivate, opActivateTile:
		return g.needsUnique(op)
	case opTempleBonus:
		return s.NLost > 0
	case opMultiBonus:
		return s.NMulti > 0
	case opOrder:
		return true
	case opRescue:
		return s.NRescue > 0 && (p.Asst[0] == none || p.Asst[1] == none)
	}
	return false
}

func (g *Game) canHire() bool {
	s := &g.s
	p := s.cur()
	if p.Asst[0] != none && p.Asst[1] != none {
		return false
	}
	return s.NA[0]+s.NA[1]+s.NA[2] > 0
}

// canBuy: row slot i can be bought (op: nil for the buy action, or the
// discount/free op).
func (g *Game) canBuy(i int, op *Op) bool {
	s := &g.s
	c := s.Row[i]
	if c == none {
		return false
	}
	art := i < int(s.Round)
	if op != nil && ((op.Sub == 1 && art) || (op.Sub == 2 && !art)) {
		return false
	}
	if op != nil && op.Kind == opCard {
		return true
	}
	cost := int16(g.d.Cards[c].Cost)
	if op != nil {
		cost -= int16(op.N)
	}
	res := Coin
	if art {
		res = Compass
	}
	return s.cur().Res[res] >= cost
}

func (g *Game) buy(i int, op *Op, log *engine.Log) {
	s := &g.s
	p := s.cur()
	c := s.Row[i]
	art := i < int(s.Round)
	cost := int16(g.d.Cards[c].Cost)
	if op != nil {
		if op.Kind == opCard {
			cost = 0
		} else {
			cost = max(0, cost-int16(op.N))
		}
	}
	if art {
		p.Res[Compass] -= cost
	} else {
		p.Res[Coin] -= cost
	}
	s.Row[i] = none
	log.Add("arnak.buy", engine.Seat(s.Active), "card", g.d.Cards[c].Name)
	if art {
		// §4.9: the player may resolve the bought artifact at once, free of
		// its tablet cost.
		p.Play.push(c)
		g.pushOptional(g.d.Cards[c].Effect)
	} else {
		p.Deck.push(c)
	}
}

func (g *Game) ownsSite(p *player, site int) bool {
	for _, a := range p.Arch {
		if a != 0 && int(a-1)/2 == site {
			return true
		}
	}
	return false
}

func (g *Game) freeArch(p *player) int {
	for i, a := range p.Arch {
		if a == 0 {
			return i
		}
	}
	return -1
}

func (g *Game) spaceFree(site, space int) bool {
	s := &g.s
	return s.SiteTile[site] != none && space < len(g.d.Sites[site].Spaces) && s.Occ[site][space] == occFree
}

func (g *Game) anyFreeSpace() bool {
	for site := range g.d.Sites {
		for sp := range g.d.Sites[site].Spaces {
			if g.spaceFree(site, sp) {
				return true
			}
		}
	}
	return false
}

func (g *Game) siteEffect(site int) uint16 {
	if g.d.Sites[site].Level == 0 {
		return g.d.Sites[site].Effect
	}
	return g.d.SiteTiles[g.s.SiteTile[site]].Effect
}

// place puts the active player's free archaeologist on a space and
// resolves the site (the caller has paid).
func (g *Game) place(site, space int, log *engine.Log) {
	s := &g.s
	p := s.cur()
	a := g.freeArch(p)
	p.Arch[a] = uint8(1 + site*2 + space)
	s.Occ[site][space] = s.Active + 1
	log.Add("arnak.dig", engine.Seat(s.Active), "site", g.d.Sites[site].Name)
	g.push(g.siteEffect(site))
}

// researchFrom lists where token (0 magnifier, 1 notebook) could move.
func (g *Game) researchFrom(token uint8) []uint8 {
	p := g.s.cur()
	if token == 1 {
		return g.d.Next[p.Note]
	}
	return g.d.Next[p.Mag]
}

// canResearch: token (0 magnifier, 1 notebook) may move to node now,
// paying the bridge cost less off.
func (g *Game) canResearch(token, to uint8, off Res) bool {
	s := &g.s
	d := g.d
	p := s.cur()
	from := p.Mag
	if token == 1 {
		from = p.Note
		if to == templeNode || d.NodeRow[to] > d.NodeRow[p.Mag] {
			return false
		}
	}
	if !d.Bridges[from][to] || (d.BridgeIdol[from][to] && p.Crate == 0) {
		return false
	}
	return s.canAfford(p, discounted(d.Bridge[from][to], off))
}

// discounted is cost less off, never below zero (spec §4.18 Zniżka).
func discounted(cost, off Res) Res {
	for i := range cost {
		cost[i] = max(0, cost[i]-off[i])
	}
	return cost
}

// canTemple: the active player's magnifier is at the temple and a tile of
// stack st is left and affordable with the discount.
func (g *Game) canTemple(st int, off Res) bool {
	s := &g.s
	p := s.cur()
	return p.Mag == templeNode && s.Temple[st] > 0 && s.canAfford(p, discounted(templeCost(g.d, st), off))
}

// takeTemple buys a tile of temple stack st.
func (g *Game) takeTemple(st int, off Res, log *engine.Log) {
	s := &g.s
	p := s.cur()
	pay(p, discounted(templeCost(g.d, st), off))
	s.Temple[st]--
	p.TempleVP += templeVP[st]
	switch templeVP[st] {
	case 2:
		p.Tiles[0]++
	case 6:
		p.Tiles[1]++
	default:
		p.Tiles[2]++
	}
	log.Add("arnak.temple", engine.Seat(s.Active), "vp", int(templeVP[st]))
}

// research moves token to node to, paying the bridge cost less off.
func (g *Game) research(token, to uint8, off Res, log *engine.Log) {
	s := &g.s
	d := g.d
	p := s.cur()
	from := &p.Mag
	if token == 1 {
		from = &p.Note
	}
	pay(p, discounted(d.Bridge[*from][to], off))
	if d.BridgeIdol[*from][to] {
		p.Crate-- // to the box: its 3 VP are lost (§4.17)
	}
	*from = to
	key := "arnak.research.mag"
	if token == 1 {
		key = "arnak.research.note"
	}
	log.Add(key, engine.Seat(s.Active), "row", int(d.NodeRow[to]))
	if to == templeNode {
		s.Arrived++
		p.Arrival = s.Arrived
		g.push(d.effTemple)
		return
	}
	// The bonus is pushed first, so it resolves after the row effect unless
	// the player chooses otherwise (L760–765).
	n := s.NFrames
	if b := s.Bonus[to]; b != none {
		s.Bonus[to] = none
		g.push(d.Bonuses[b])
	}
	if d.NodeRow[to] == d.MultiRow && s.NMulti > 0 {
		g.push(d.effMulti)
	}
	bonus := s.NFrames > n
	row := d.NodeRow[to] - 1
	m := s.NFrames
	if token == 0 {
		g.push(d.RowMag[row])
	} else {
		g.push(d.RowNote[row])
	}
	if bonus && s.NFrames == m+1 && s.NFrames == n+2 {
		g.push(d.effOrder)
	}
}

func templeCost(d *Data, stack int) Res {
	var r Res
	add := func(i int) {
		for k := range r {
			r[k] += d.TempleCost[i][k]
		}
	}
	switch stack {
	case 0, 1, 2:
		add(stack)
	case 3:
		add(0)
		add(1)
	case 4:
		add(1)
		add(2)
	case 5:
		add(0)
		add(1)
		add(2)
	}
	return r
}

var templeVP = [6]int16{2, 2, 2, 6, 6, 11}

func (g *Game) exileCard(p *player, c uint8) {
	s := &g.s
	switch g.d.Cards[c].Kind {
	case kindFear:
		s.FearDeck++
	case kindItem:
		s.ItemEx[s.NItemEx] = c
		s.NItemEx++
	case kindArtifact:
		s.ArtEx[s.NArtEx] = c
		s.NArtEx++
	}
}

// choices lists the decisions of the waiting op.
func (g *Game) choices(dst []engine.Action, op *Op, f *frame) []engine.Action {
	s := &g.s
	p := s.cur()
	ch := func(a, b, c uint8) { dst = append(dst, engine.Action{Kind: KindChoose, A: a, B: b, C: c}) }
	if f.Opt {
		ch(0, 0, 0)
		ch(1, 0, 0)
		return dst
	}
	switch op.Kind {
	case opBuyReveal, opFromExile, opEarringBottom, opEarringTop, opMoveGuardian, opRelocate, opSwap,
		opSupplyAssistant, opActivate, opActivateTile:
		return g.choicesUnique(dst, op, f)
	case opTrade:
		ch(0, 0, 0)
		ch(1, 0, 0)
	case opChoose:
		for i := 0; i < int(op.NOpt); i++ {
			ch(1, uint8(i), 0)
		}
	case opChoose2:
		for i := 0; i < int(op.NOpt); i++ {
			if int(f.Aux) != i+1 {
				ch(1, uint8(i), 0)
			}
		}
	case opExile:
		ch(0, 0, 0)
		for i := 0; i < int(p.Hand.N); i++ {
			ch(1, uint8(i), 0)
		}
		for i := 0; i < int(p.Play.N); i++ {
			ch(2, uint8(i), 0)
		}
		if p.FearTiles > 0 {
			ch(3, 0, 0)
		}
	case opDiscard:
		ch(0, 0, 0)
		for i := 0; i < int(p.Hand.N); i++ {
			ch(1, uint8(i), 0)
		}
	case opBuy, opCard:
		ch(0, 0, 0)
		for i := range s.Row {
			if g.canBuy(i, op) {
				ch(1, uint8(i), 0)
			}
		}
	case opUpgrade:
		for i := range p.Asst {
			if p.Asst[i] != none && !p.Gold[i] {
				ch(1, uint8(i), 0)
			}
		}
	case opHire:
		for i := range s.NA {
			if s.NA[i] > 0 {
				ch(1, uint8(i), 0)
			}
		}
	case opOvercome:
		ch(0, 0, 0)
		for site := range g.d.Sites {
			if g.ownsSite(p, site) && s.SiteGuard[site] != none {
				ch(1, uint8(site), 0)
			}
		}
	case opDig:
		ch(0, 0, 0)
		for site := range g.d.Sites {
			for sp := range g.d.Sites[site].Spaces {
				if g.spaceFree(site, sp) {
					ch(1, uint8(site), uint8(sp))
				}
			}
		}
	case opResearch:
		ch(0, 0, 0)
		for _, n := range g.researchFrom(op.Sub) {
			if g.canResearch(op.Sub, n, op.Gain) {
				ch(1, n, 0)
			}
		}
		// A magnifier research at the temple buys a tile (Ostrze z
		// inskrypcją: its discount pays a temple tile too, L1455).
		for st := 0; st < 6 && op.Sub == 0; st++ {
			if g.canTemple(st, op.Gain) {
				ch(2, uint8(st), 0)
			}
		}
	case opTempleBonus, opMultiBonus:
		// By tile id, so the choice does not depend on the stack's order.
		list := s.Lost[:s.NLost]
		if op.Kind == opMultiBonus {
			list = s.Multi[:s.NMulti]
		}
		for b := 0; b < numBonuses; b++ {
			for _, x := range list {
				if x == uint8(b) {
					ch(1, uint8(b), 0)
				}
			}
		}
	case opOrder:
		ch(1, 0, 0) // the row effect first
		ch(1, 1, 0) // the bonus first
	case opRescue:
		for a := 0; a < numAssistants; a++ {
			for _, x := range s.Rescue[:s.NRescue] {
				if x == uint8(a) {
					ch(1, uint8(a), 0)
				}
			}
		}
	}
	return dst
}

// choose applies a listed decision for the waiting op.
func (g *Game) choose(a engine.Action, op *Op, f *frame, log *engine.Log) {
	s := &g.s
	p := s.cur()
	seat := engine.Seat(s.Active)
	if f.Opt {
		if a.A == 0 {
			f.PC = uint8(len(g.d.Effects[f.Eff])) // declined: the frame ends
			log.Add("arnak.skip", seat)
		}
		f.Opt = false
		return
	}
	if g.chooseUnique(a, op, f, log) {
		return
	}
	f.PC++
	if a.A == 0 {
		log.Add("arnak.skip", seat)
		return
	}
	switch op.Kind {
	case opTrade:
		pay(p, op.Pay)
		gain(p, op.Gain, 1)
		log.Add("arnak.trade", seat)
	case opChoose:
		gain(p, op.Opts[a.B], 1)
	case opChoose2:
		gain(p, op.Opts[a.B], 1)
		if f.Aux == 0 {
			f.Aux = a.B + 1
			f.PC-- // the second pick follows
		} else {
			f.Aux = 0
		}
	case opExile:
		switch a.A {
		case 1:
			c := p.Hand.remove(int(a.B))
			g.exileCard(p, c)
			log.Add("arnak.exile", seat, "card", g.d.Cards[c].Name)
		case 2:
			c := p.Play.remove(int(a.B))
			g.exileCard(p, c)
			log.Add("arnak.exile", seat, "card", g.d.Cards[c].Name)
		case 3:
			p.FearTiles--
			log.Add("arnak.exile_tile", seat)
		}
	case opDiscard:
		c := p.Hand.remove(int(a.B))
		p.Play.push(c)
		gain(p, op.Gain, 1)
		log.Add("arnak.discard", seat, "card", g.d.Cards[c].Name)
	case opBuy, opCard:
		g.buy(int(a.B), op, log)
	case opUpgrade:
		p.Gold[a.B] = true
		p.Exhausted[a.B] = false
		log.Add("arnak.upgrade", seat, "name", g.d.Assistants[p.Asst[a.B]].Name)
	case opHire:
		i := 0
		if p.Asst[0] != none {
			i = 1
		}
		s.NA[a.B]--
		p.Asst[i] = s.AStack[a.B][s.NA[a.B]]
		s.AStack[a.B][s.NA[a.B]] = 0
		p.Gold[i], p.Exhausted[i] = false, false
		log.Add("arnak.hire", seat, "name", g.d.Assistants[p.Asst[i]].Name)
	case opOvercome:
		g.takeGuardian(p, int(a.B), log)
	case opDig:
		g.place(int(a.B), int(a.C), log)
	case opResearch:
		if a.A == 2 {
			g.takeTemple(int(a.B), op.Gain, log)
		} else {
			g.research(op.Sub, a.B, op.Gain, log)
		}
	case opTempleBonus:
		takeID(s.Lost[:], &s.NLost, a.B)
		g.push(g.d.Bonuses[a.B])
	case opMultiBonus:
		takeID(s.Multi[:], &s.NMulti, a.B)
		g.push(g.d.Bonuses[a.B])
	case opOrder:
		if a.B == 1 && s.NFrames >= 3 {
			i, j := s.NFrames-2, s.NFrames-3
			s.Frames[i], s.Frames[j] = s.Frames[j], s.Frames[i]
		}
	case opRescue:
		// The rest keep their order (§4.17); the rescued one arrives exhausted.
		takeID(s.Rescue[:], &s.NRescue, a.B)
		i := 0
		if p.Asst[0] != none {
			i = 1
		}
		p.Asst[i], p.Gold[i], p.Exhausted[i] = a.B, false, true
		log.Add("arnak.rescue", seat, "name", g.d.Assistants[a.B].Name)
	}
}

// takeID removes id from the first *n entries of list, keeping the order.
func takeID(list []uint8, n *uint8, id uint8) {
	for i := 0; i < int(*n); i++ {
		if list[i] == id {
			copy(list[i:], list[i+1:*n])
			*n--
			list[*n] = 0
			return
		}
	}
}

func (g *Game) takeGuardian(p *player, site int, log *engine.Log) {
	s := &g.s
	p.Guard[p.NGuard] = s.SiteGuard[site]
	p.NGuard++
	log.Add("arnak.overcome", engine.Seat(s.Active), "name", g.d.Guardians[s.SiteGuard[site]].Name)
	s.SiteGuard[site] = none
}

// resolvable reports whether any step of an effect can do something now
// (G28: a card is offered for its effect only then). hand is the number of
// other cards left in hand once the played card is out.
func (g *Game) resolvable(eff uint16, hand int) bool {
	if eff == noEffect {
		return false
	}
	s := &g.s
	p := s.cur()
	for i := range g.d.Effects[eff] {
		op := &g.d.Effects[eff][i]
		switch op.Kind {
		case opGain, opFear, opTravel, opTravelAs, opPass, opChoose, opChoose2, opReady, opBuyReveal:
			return true
		case opDraw, opEarringBottom, opEarringTop:
			if p.Deck.N > 0 {
				return true
			}
		case opDiscard:
			if hand > 0 {
				return true
			}
		case opExile:
			if hand > 0 || p.Play.N > 0 || p.FearTiles > 0 {
				return true
			}
		case opPerIdol:
			if p.idols() > 0 {
				return true
			}
		case opPerGuardian:
			if p.NGuard > 0 {
				return true
			}
		case opExileRow:
			for i := int(s.Round); i < 6; i++ {
				if s.Row[i] != none {
					return true
				}
			}
		default:
			if g.needsChoice(op) {
				return true
			}
		}
	}
	return false
}
