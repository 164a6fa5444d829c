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

// missing is what p lacks to pay r (zero when affordable).
func missing(p *player, r Res) Res {
	var m Res
	for i, v := range r {
		if d := int16(v) - p.Res[i]; d > 0 {
			m[i] = int8(d)
		}
	}
	return m
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

// discountTravel is what is left of cost once a discount's symbols have
// paid what they can (spec §4.18 Zniżka: as if the player had those
// symbols; the unused ones are lost). Each discount symbol takes the
// dearest cost symbol it can pay, so none is wasted on a boot that any
// symbol would pay.
func discountTravel(cost, disc []uint8, buf *[4]uint8) []uint8 {
	left := buf[:copy(buf[:], cost)]
	for _, d := range disc {
		best := -1
		for i, c := range left {
			if !pays(d, c) {
				continue
			}
			if best < 0 || rank(c) > rank(left[best]) {
				best = i
			}
		}
		if best >= 0 {
			left = append(left[:best], left[best+1:]...)
		}
	}
	return left
}

// pays: symbol t pays a cost symbol c (§4.1).
func pays(t, c uint8) bool { return t == Plane || t == c || c == Boot }

// rank orders cost symbols by how hard they are to pay.
func rank(c uint8) int {
	switch c {
	case Plane:
		return 2
	case Ship, Car:
		return 1
	}
	return 0
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
		if f.Opt || g.needsChoice(op, f) {
			return
		}
		f.PC++
		g.autoResolve(op, f, log)
	}
	s.MainEff = false
	if s.PassAfter {
		g.endTurn(log)
	}
}

// addTravel adds a symbol to the turn's pool, as the active seat's
// Okaryna makes it count.
func (g *Game) addTravel(t uint8) { g.s.Pool[g.s.travelSym(t)]++ }

// travelSym is what the active seat's symbol t counts as: Okaryna, once
// played, turns each of its symbols into a plane for the round.
func (s *state) travelSym(t uint8) uint8 {
	if a := s.cur().TravelAs; a > 0 {
		return a - 1
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

// placed is how many of p's archaeologists stand on sites.
func (p *player) placed() int {
	n := 0
	for _, a := range p.Arch {
		if a != 0 {
			n++
		}
	}
	return n
}

func (g *Game) draw(p *player, n int, log *engine.Log) {
	k := 0
	for ; k < n && p.Deck.N > 0; k++ {
		p.Hand.push(p.Deck.remove(0))
	}
	if k > 0 {
		if log != nil {
			log.Reveal("arnak.draw", engine.Seat(g.s.Active), "count", k)
		}
	}
}

// gainLogged gives the active seat r and says so in the log.
func (g *Game) gainLogged(r Res, log *engine.Log) {
	if r == (Res{}) {
		return
	}
	gain(g.s.cur(), r, 1)
	if log != nil {
		log.Add("arnak.gain", engine.Seat(g.s.Active), "res", g.d.ResText(r))
	}
}

// guardiansNear counts the guardians of §5.2 Łuk i strzały: overcome ones
// and those on the sites p occupies.
func (g *Game) guardiansNear(p *player) int {
	n := int(p.NGuard)
	for site := range g.d.Sites {
		if g.s.SiteGuard[site] != none && g.ownsSite(p, site) {
			n++
		}
	}
	return n
}

// auto applies an op that needs no decision (or has nothing to decide).
func (g *Game) auto(op *Op, f *frame, log *engine.Log) {
	s := &g.s
	p := s.cur()
	seat := engine.Seat(s.Active)
	switch op.Kind {
	case opGain:
		g.gainLogged(op.Gain, log)
	case opFear:
		g.gainFear(p, log)
	case opDraw:
		if op.Sub == 1 {
			if p.Deck.N > 0 {
				p.Hand.push(p.Deck.remove(int(p.Deck.N) - 1))
				log.Reveal("arnak.draw_bottom", seat)
			}
			break
		}
		g.draw(p, int(op.N), log)
	case opTravel:
		g.addTravel(op.N)
	case opExileRow:
		for i := 5; i >= int(s.Round); i-- {
			if c := s.Row[i]; c != none {
				s.Row[i] = none
				g.exileCard(c)
				if log != nil {
					log.Add("arnak.exile_row", seat, "card", g.d.Cards[c].Name)
				}
				break
			}
		}
	case opTravelAs:
		// Okaryna: every travel symbol of this seat counts as op.N for the
		// rest of the round, the ones already in the pool too.
		p.TravelAs = op.N + 1
		n := 0
		for i := range s.Pool {
			n += int(s.Pool[i])
			s.Pool[i] = 0
		}
		s.Pool[op.N] = uint8(n)
		log.Add("arnak.travel_as", seat)
	case opNoFear:
		p.NoFear = true
		log.Add("arnak.no_fear", seat)
	case opReady: // "ready all"
		for i := range p.Asst {
			if p.Asst[i] != none && p.Exhausted[i] {
				p.Exhausted[i] = false
				if log != nil {
					log.Add("arnak.ready", seat, "name", g.d.Assistants[p.Asst[i]].Name)
				}
			}
		}
	case opPerIdol:
		g.gainMul(op.Gain, min(p.idols(), int(op.N)), log)
	case opPerGuardian:
		g.gainMul(op.Gain, min(g.guardiansNear(p), int(op.N)), log)
	case opPerArch:
		g.gainMul(op.Gain, p.placed(), log)
	case opIdolBack:
		// The slots fill from the left, so the rightmost used one is freed:
		// the next idol goes back to it (BGA counts empty slots the same way).
		if p.Slots != 0 {
			k := 7 - bits.LeadingZeros8(p.Slots)
			p.Slots &^= 1 << k
			p.Crate++
			log.Add("arnak.idol_back", seat)
		}
	case opPay, opPayTravel, opDiscard:
		if op.Kind != opDiscard || op.Sub == 0 {
			// Cannot pay: the benefit behind the cost is lost.
			f.PC = uint8(len(g.d.Effects[f.Eff]))
		}
	}
}

func (g *Game) gainMul(r Res, n int, log *engine.Log) {
	var t Res
	for i := range r {
		t[i] = r[i] * int8(n)
	}
	g.gainLogged(t, log)
}

// needsChoice reports whether op waits for the player; an op with nothing
// possible is skipped (auto).
func (g *Game) needsChoice(op *Op, f *frame) bool {
	switch op.Kind {
	case opGain, opFear, opDraw, opTravel, opExileRow, opTravelAs, opNoFear, opPerIdol, opPerGuardian,
		opPerArch, opIdolBack:
		return false
	case opReady:
		if op.N == 1 {
			return false
		}
	case opChoose, opChoose2, opPassOr, opOrder:
		return true
	}
	var buf [256]engine.Action
	return len(g.options(buf[:0], op, f)) > 0
}

// declinable: the player may refuse the waiting op (a "may" in the text).
func declinable(op *Op) bool {
	switch op.Kind {
	case opChoose, opChoose2, opPassOr, opUpgrade, opHire, opRescue, opTempleBonus, opMultiBonus, opOrder,
		opEarringBottom, opEarringTop:
		return false
	case opDiscard:
		return op.Sub == 0
	}
	return true
}

// choices lists the decisions of the waiting op.
func (g *Game) choices(dst []engine.Action, op *Op, f *frame) []engine.Action {
	if f.Opt {
		return append(dst, engine.Action{Kind: KindChoose}, engine.Action{Kind: KindChoose, A: 1})
	}
	if declinable(op) && !(op.Kind == opChoose2 && f.Aux > 0) {
		dst = append(dst, engine.Action{Kind: KindChoose})
	}
	return g.options(dst, op, f)
}

// options appends the waiting op's real options (A ≥ 1).
func (g *Game) options(dst []engine.Action, op *Op, f *frame) []engine.Action {
	s := &g.s
	d := g.d
	p := s.cur()
	ch := func(a, b, c, e uint8) {
		dst = append(dst, engine.Action{Kind: KindChoose, A: a, B: b, C: c, D: e})
	}
	switch op.Kind {
	case opTrade, opPay:
		if s.canAfford(p, op.Pay) {
			ch(1, 0, 0, 0)
		}
	case opPayTravel:
		var pc payCache
		for _, q := range pc.get(g, op.Syms) {
			dst = append(dst, engine.Action{Kind: KindChoose, A: 1, X: q.mask, C: q.pilots})
		}
	case opChoose:
		for i := 0; i < int(op.NOpt); i++ {
			ch(1, uint8(i), 0, 0)
		}
	case opChoose2:
		for i := 0; i < int(op.NOpt); i++ {
			if int(f.Aux) == i+1 {
				continue
			}
			if op.OptExile&(1<<i) != 0 && !g.canExile(p) {
				continue
			}
			ch(1, uint8(i), 0, 0)
		}
	case opPassOr:
		ch(1, 0, 0, 0)
		// Pass to gain (§4.14): the pass is the turn's main action, so only
		// before one, or as the effect that is the main action itself (not
		// a free card played while another card's effect waits).
		if !s.MainDone || (s.MainEff && f == &s.Frames[0]) {
			ch(1, 1, 0, 0)
		}
	case opExile:
		for i := 0; i < int(p.Hand.N); i++ {
			ch(1, uint8(i), 0, 0)
		}
		for i := 0; i < int(p.Play.N); i++ {
			ch(2, uint8(i), 0, 0)
		}
		if p.FearTiles > 0 {
			ch(3, 0, 0, 0)
		}
	case opDiscard:
		for i := 0; i < int(p.Hand.N); i++ {
			ch(1, uint8(i), 0, 0)
		}
	case opUpRes:
		if p.Res[Tablet] > 0 {
			ch(1, 0, 0, 0)
		}
		if p.Res[Arrowhead] > 0 {
			ch(1, 1, 0, 0)
		}
	case opBuy:
		for i := range s.Row {
			if g.canBuy(i, op) {
				ch(1, uint8(i), 0, 0)
			}
		}
		for k := 0; k < 2; k++ {
			if g.revealCost(k, op) {
				ch(2, uint8(k), 0, 0)
			}
		}
	case opCard:
		for i := range s.Row {
			if g.canBuy(i, op) {
				ch(1, uint8(i), 0, 0)
			}
		}
		if op.Gain != (Res{}) {
			ch(2, 0, 0, 0) // the alternative: resources instead of the card
		}
	case opReady:
		for i, a := range p.Asst {
			if a != none && p.Exhausted[i] {
				ch(1, uint8(i), 0, 0)
			}
		}
	case opUpgrade:
		for i, a := range p.Asst {
			if a != none && !p.Gold[i] {
				ch(1, uint8(i), 0, 0)
			}
		}
	case opHire:
		if p.Asst[0] == none || p.Asst[1] == none {
			for i := range s.NA {
				if s.NA[i] > 0 {
					ch(1, uint8(i), 0, 0)
				}
			}
		}
	case opOvercome:
		for site := range d.Sites {
			if s.SiteGuard[site] == none {
				continue
			}
			if (op.Sub == 0 && g.ownsSite(p, site)) || (op.Sub == 1 && !g.occupiedByOthers(site)) {
				ch(1, uint8(site), 0, 0)
			}
		}
	case opDig:
		dst = g.digOptions(dst, op)
	case opResearch:
		dst = g.researchOptions(dst, op)
	case opRescue:
		if p.Asst[0] == none || p.Asst[1] == none {
			// By tile id, so the choice does not depend on the stack's order.
			for a := 0; a < numAssistants; a++ {
				for _, x := range s.Rescue[:s.NRescue] {
					if x == uint8(a) {
						ch(1, uint8(a), 0, 0)
					}
				}
			}
		}
	case opTempleBonus, opMultiBonus:
		list := s.Lost[:s.NLost]
		if op.Kind == opMultiBonus {
			list = s.Multi[:s.NMulti]
		}
		for b := 0; b < numBonuses; b++ {
			for _, x := range list {
				if x == uint8(b) {
					ch(1, uint8(b), 0, 0)
					break
				}
			}
		}
	case opOrder:
		ch(1, 0, 0, 0) // the row effect first
		ch(1, 1, 0, 0) // the bonus first
	default:
		dst = g.optionsUnique(dst, op, f)
	}
	return dst
}

func (g *Game) canExile(p *player) bool { return p.Hand.N > 0 || p.Play.N > 0 || p.FearTiles > 0 }

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
	return g.buyShort(i, op) == 0
}

// buyShort is how many coins (item) or compasses (artifact) the active
// seat lacks to buy row slot i.
func (g *Game) buyShort(i int, op *Op) int16 {
	s := &g.s
	c := s.Row[i]
	cost := int16(g.d.Cards[c].Cost)
	if op != nil {
		cost -= int16(op.N)
	}
	res := Coin
	if i < int(s.Round) {
		res = Compass
	}
	return max(0, cost-s.cur().Res[res])
}

// buy takes row slot i (op: nil for the buy action, else the effect that
// discounts it or gives it free).
func (g *Game) buy(i int, op *Op, log *engine.Log) {
	s := &g.s
	c := s.Row[i]
	s.Row[i] = none
	g.takeCard(c, i < int(s.Round), op, log)
}

// takeCard pays for card c (an artifact if art) and puts it where the
// buying effect says (§4.9; §4.18 "Gain").
func (g *Game) takeCard(c uint8, art bool, op *Op, log *engine.Log) {
	s := &g.s
	p := s.cur()
	cost := int16(g.d.Cards[c].Cost)
	free := op != nil && op.Kind == opCard
	switch {
	case free:
		cost = 0
	case op != nil:
		cost = max(0, cost-int16(op.N))
	}
	key := "arnak.buy"
	if free {
		key = "arnak.gain_card"
	}
	if art {
		p.Res[Compass] -= cost
	} else {
		p.Res[Coin] -= cost
	}
	if log != nil {
		log.Add(key, engine.Seat(s.Active), "card", g.d.Cards[c].Name)
	}
	switch {
	case art:
		// §4.9: the player may resolve the bought artifact at once, free of
		// its tablet cost.
		p.Play.push(c)
		g.pushOptional(g.d.Cards[c].Effect)
	case free && op.N == 1:
		p.Hand.push(c)
	case free && op.N == 2:
		p.Deck.pushTop(c)
	default:
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
	if log != nil {
		log.Add("arnak.dig", engine.Seat(s.Active), "site", g.d.Sites[site].Name)
	}
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
// paying the bridge cost less off (free: nothing).
func (g *Game) canResearch(token, to uint8, off Res, free bool) bool {
	d := g.d
	p := g.s.cur()
	from := p.Mag
	if token == 1 {
		from = p.Note
		if to == templeNode || d.NodeRow[to] > d.NodeRow[p.Mag] {
			return false
		}
	}
	if !d.Bridges[from][to] {
		return false
	}
	if free {
		return true
	}
	return (!d.BridgeIdol[from][to] || p.Crate > 0) && g.s.canAfford(p, discounted(d.Bridge[from][to], off))
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
	if log != nil {
		log.Add("arnak.temple", engine.Seat(s.Active), "vp", int(templeVP[st]))
	}
}

// research moves token to node to, paying the bridge cost less off (free:
// nothing).
func (g *Game) research(token, to uint8, off Res, free bool, log *engine.Log) {
	s := &g.s
	d := g.d
	p := s.cur()
	from := &p.Mag
	if token == 1 {
		from = &p.Note
	}
	if !free {
		pay(p, discounted(d.Bridge[*from][to], off))
		if d.BridgeIdol[*from][to] {
			p.Crate-- // to the box: its 3 VP are lost (§4.17)
			log.Add("arnak.idol_paid", engine.Seat(s.Active))
		}
	}
	*from = to
	key := "arnak.research.mag"
	if token == 1 {
		key = "arnak.research.note"
	}
	if log != nil {
		log.Add(key, engine.Seat(s.Active), "row", int(d.NodeRow[to]))
	}
	if to == templeNode {
		s.Arrived++
		p.Arrival = s.Arrived
		if log != nil {
			log.Add("arnak.arrive", engine.Seat(s.Active), "place", int(p.Arrival), "vp", d.ArrivalVP[min(int(p.Arrival), maxPlayers)-1])
		}
		g.push(d.effTemple)
		return
	}
	// The bonus is pushed first, so it resolves after the row effect unless
	// the player chooses otherwise (L760–765).
	n := s.NFrames
	if b := s.Bonus[to]; b != none {
		s.Bonus[to] = none
		if log != nil {
			log.Add("arnak.bonus", engine.Seat(s.Active), "text", g.d.EffectText(d.Bonuses[b]))
		}
		g.push(d.Bonuses[b])
	}
	if d.NodeRow[to] == d.MultiRow && s.NMulti > 0 {
		g.push(d.effMulti)
	}
	bonus := s.NFrames > n
	row := d.NodeRow[to] - 1
	m := s.NFrames
	eff := d.RowMag[row]
	if token == 1 {
		eff = d.RowNote[row]
	}
	if log != nil {
		log.Add("arnak.row_effect", engine.Seat(s.Active), "text", g.d.EffectText(eff))
	}
	g.push(eff)
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

// exileCard puts c on its exile pile (§4.2): Fear back to its deck, basic
// cards out of the game.
func (g *Game) exileCard(c uint8) {
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
	if a.A == 0 {
		log.Add("arnak.skip", seat)
		f.Aux = 0
		if skipsRest(op.Kind) {
			f.PC = uint8(len(g.d.Effects[f.Eff]))
		} else {
			f.PC++
		}
		g.unreveal()
		return
	}
	if g.chooseUnique(a, op, f, log) {
		return
	}
	f.PC++
	switch op.Kind {
	case opTrade:
		pay(p, op.Pay)
		gain(p, op.Gain, 1)
		if log != nil {
			log.Add("arnak.trade", seat, "pay", g.d.ResText(op.Pay), "gain", g.d.ResText(op.Gain))
		}
	case opPay:
		pay(p, op.Pay)
		if log != nil {
			log.Add("arnak.pay", seat, "res", g.d.ResText(op.Pay))
		}
	case opPayTravel:
		g.spendTravel(a.X, a.C, op.Syms, log)
	case opChoose:
		g.takeOption(op, a.B, log)
	case opChoose2:
		if f.Aux == 0 {
			f.Aux = a.B + 1
			f.PC-- // the second pick follows
		} else {
			f.Aux = 0
		}
		g.takeOption(op, a.B, log)
	case opPassOr:
		gain(p, op.Opts[a.B], 1)
		if a.B == 1 {
			// "Pass to gain" (§4.14, G30): resolving it is this turn's pass.
			p.Passed = true
			s.PassAfter = true
			s.MainDone = true
			if log != nil {
				log.Add("arnak.pass_gain", seat, "res", g.d.ResText(op.Opts[1]))
			}
		} else {
			if log != nil {
				log.Add("arnak.gain", seat, "res", g.d.ResText(op.Opts[0]))
			}
		}
	case opExile:
		switch a.A {
		case 1:
			c := p.Hand.remove(int(a.B))
			g.exileCard(c)
			if log != nil {
				log.Add("arnak.exile", seat, "card", g.d.Cards[c].Name)
			}
		case 2:
			c := p.Play.remove(int(a.B))
			g.exileCard(c)
			if log != nil {
				log.Add("arnak.exile", seat, "card", g.d.Cards[c].Name)
			}
		case 3:
			p.FearTiles--
			log.Add("arnak.exile_tile", seat)
		}
	case opDiscard:
		c := p.Hand.remove(int(a.B))
		p.Play.push(c)
		if log != nil {
			log.Add("arnak.discard", seat, "card", g.d.Cards[c].Name)
		}
	case opUpRes:
		from, to := Tablet, Arrowhead
		if a.B == 1 {
			from, to = Arrowhead, Jewel
		}
		p.Res[from]--
		p.Res[to]++
		if log != nil {
			log.Add("arnak.upres", seat, "from", g.d.ResForms[from][1], "to", g.d.ResForms[to][1])
		}
	case opBuy:
		if a.A == 2 {
			g.buyRevealed(a.B, op, log)
		} else {
			g.buy(int(a.B), op, log)
		}
		g.unreveal()
	case opCard:
		if a.A == 2 {
			g.gainLogged(op.Gain, log)
		} else {
			g.buy(int(a.B), op, log)
		}
	case opReady:
		p.Exhausted[a.B] = false
		if log != nil {
			log.Add("arnak.ready", seat, "name", g.d.Assistants[p.Asst[a.B]].Name)
		}
	case opUpgrade:
		p.Gold[a.B] = true
		p.Exhausted[a.B] = false
		if log != nil {
			log.Add("arnak.upgrade", seat, "name", g.d.Assistants[p.Asst[a.B]].Name)
		}
	case opHire:
		i := 0
		if p.Asst[0] != none {
			i = 1
		}
		s.NA[a.B]--
		p.Asst[i] = s.AStack[a.B][s.NA[a.B]]
		s.AStack[a.B][s.NA[a.B]] = 0
		p.Gold[i], p.Exhausted[i] = false, false
		if log != nil {
			log.Add("arnak.hire", seat, "name", g.d.Assistants[p.Asst[i]].Name)
		}
	case opOvercome:
		g.takeGuardian(p, int(a.B), log)
	case opDig:
		g.digChosen(a, op, f, log)
	case opResearch:
		off := op.Opts[a.D]
		if a.A == 2 {
			g.takeTemple(int(a.B), off, log)
		} else {
			g.research(a.C, a.B, off, op.Free, log)
		}
	case opTempleBonus:
		takeID(s.Lost[:], &s.NLost, a.B)
		if log != nil {
			log.Add("arnak.bonus", seat, "text", g.d.EffectText(g.d.Bonuses[a.B]))
		}
		g.push(g.d.Bonuses[a.B])
	case opMultiBonus:
		takeID(s.Multi[:], &s.NMulti, a.B)
		if log != nil {
			log.Add("arnak.bonus", seat, "text", g.d.EffectText(g.d.Bonuses[a.B]))
		}
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
		if log != nil {
			log.Add("arnak.rescue", seat, "name", g.d.Assistants[a.B].Name)
		}
	}
}

// takeOption gives option i of a choose, choose2 or passor op.
func (g *Game) takeOption(op *Op, i uint8, log *engine.Log) {
	if op.OptExile&(1<<i) != 0 {
		g.push(g.d.effExile)
		return
	}
	g.gainLogged(op.Opts[i], log)
	for t, n := range op.OptTravel[i] {
		for k := uint8(0); k < n; k++ {
			g.addTravel(uint8(t))
		}
		if n > 0 {
			if log != nil {
				log.Add("arnak.travel_gain", engine.Seat(g.s.Active), "travel", g.d.TravelText(uint8(t), int(n)))
			}
		}
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
	if log != nil {
		log.Add("arnak.overcome", engine.Seat(s.Active), "name", g.d.Guardians[s.SiteGuard[site]].Name, "site", g.d.Sites[site].Name)
	}
	s.SiteGuard[site] = none
}

// resolvable reports whether playing an effect can do something now (G28:
// a card is offered for its effect only then). hand is the number of other
// cards left in hand once the played card is out. An effect that opens
// with a cost (pay, discard, travel) is resolvable only when the cost can
// be paid and something after it can be done.
func (g *Game) resolvable(eff uint16, hand int) bool {
	if eff == noEffect {
		return false
	}
	ops := g.d.Effects[eff]
	if len(ops) > 0 && skipsRest(ops[0].Kind) {
		if !g.opPossible(&ops[0], hand) {
			return false
		}
		ops = ops[1:]
	}
	for i := range ops {
		if g.opPossible(&ops[i], hand) {
			return true
		}
	}
	return false
}

// opPossible: op would do something now (before the card is played).
func (g *Game) opPossible(op *Op, hand int) bool {
	s := &g.s
	p := s.cur()
	switch op.Kind {
	case opGain, opFear, opTravel, opTravelAs, opPassOr, opChoose, opChoose2, opNoFear, opExile:
		return true // exile: at least the played card is in the play area
	case opDraw, opEarringBottom, opEarringTop:
		return p.Deck.N > 0
	case opDiscard:
		return hand > 0
	case opPerIdol:
		return p.idols() > 0
	case opPerGuardian:
		return g.guardiansNear(p) > 0
	case opPerArch:
		return p.placed() > 0
	case opIdolBack:
		return p.Slots != 0
	case opExileRow:
		for i := int(s.Round); i < 6; i++ {
			if s.Row[i] != none {
				return true
			}
		}
		return false
	case opReady:
		for i, a := range p.Asst {
			if a != none && p.Exhausted[i] {
				return true
			}
		}
		return false
	case opBuy:
		if op.Reveal && (op.Sub != 2 && s.NItem > 0 || op.Sub != 1 && s.NArt > 0) { // its own deck's top (prepare)
			return true
		}
	}
	var buf [256]engine.Action
	return len(g.options(buf[:0], op, &frame{})) > 0
}

// autoResolve resolves an op that needs no decision. A buy that revealed
// its deck's top (§5.2 #0) but has nothing affordable, the revealed card
// included, ends as bought nothing: the card is covered again, back on top
// of its deck. (Kept at the end of the file so the lines above keep their
// numbers in the mutation record.)
func (g *Game) autoResolve(op *Op, f *frame, log *engine.Log) {
	g.auto(op, f, log)
	if op.Kind == opBuy {
		g.unreveal()
	}
}
