package arnak

import "stolik/rules/engine"

// Legal lists every decision of the seat to move.
func (g *Game) Legal(dst []engine.Action) []engine.Action { return g.legal(dst, anyKind, anySite) }

// anyKind and anySite ask legal for every kind and every site.
const (
	anyKind = 0xFF
	anySite = 0xFF
)

// legal lists the decisions of the seat to move; with a kind other than
// anyKind it may leave out main actions of other kinds (Apply checks one
// action and need not price every dig); with a site other than anySite it
// may leave out digs and discoveries at other sites.
func (g *Game) legal(dst []engine.Action, kind, onlySite uint8) []engine.Action {
	want := func(k uint8) bool { return kind == anyKind || kind == k }
	s := &g.s
	if s.Over {
		return dst
	}
	d := g.d
	p := s.cur()
	if s.Cleanup {
		// Keep the rest, or discard one more card to the play area.
		dst = append(dst, engine.Action{Kind: KindChoose})
		for i := 0; i < int(p.Hand.N); i++ {
			dst = append(dst, engine.Action{Kind: KindChoose, A: 1, B: uint8(i)})
		}
		return dst
	}
	if op, f := g.topOp(); op != nil {
		dst = g.choices(dst, op, f)
		// G27: free actions may help pay a step of an effect (while more than 4 of the maxFrames frames are free: the free action's effect and the effects it starts must fit on the stack).
		if !f.Opt && paymentStep(op.Kind) && s.NFrames < maxFrames-4 {
			dst = g.freeActions(dst, false)
		}
		return dst
	}
	dst = g.freeActions(dst, !s.MainDone)
	add := func(k, a, b uint8) { dst = append(dst, engine.Action{Kind: k, A: a, B: b}) }
	if s.MainDone {
		add(KindEnd, 0, 0)
		return dst
	}
	// Main actions.
	add(KindPass, 0, 0)
	if g.freeArch(p) >= 0 && (want(KindDig) || want(KindDiscover)) {
		var pc payCache
		for site := range d.Sites {
			if onlySite != anySite && site != int(onlySite) {
				continue
			}
			st := &d.Sites[site]
			if s.SiteTile[site] == none {
				lv := st.Level
				if lv > 0 && p.Res[Compass] >= int16(d.Discover[lv-1]) &&
					((lv == 1 && s.N1 > 0) || (lv == 2 && s.N2 > 0)) {
					for _, q := range pc.get(g, st.Spaces[0]) {
						dst = append(dst, engine.Action{Kind: KindDiscover, A: uint8(site), X: q.mask, C: q.pilots})
					}
				}
				continue
			}
			for sp := range st.Spaces {
				if g.spaceFree(site, sp) {
					for _, q := range pc.get(g, st.Spaces[sp]) {
						dst = append(dst, engine.Action{Kind: KindDig, A: uint8(site), B: uint8(sp), X: q.mask, C: q.pilots})
					}
				}
			}
		}
	}
	if want(KindOvercome) {
		dst = g.overcomeActions(dst)
	}
	for i := range s.Row {
		if g.canBuy(i, nil) {
			add(KindBuy, uint8(i), 0)
		}
	}
	for tok := uint8(0); tok < 2 && want(KindResearch); tok++ {
		for _, n := range g.researchFrom(tok) {
			if g.canResearch(tok, n, Res{}, false) {
				add(KindResearch, tok, n)
			}
		}
	}
	if p.Mag == templeNode {
		for st := 0; st < 6; st++ {
			if g.canTemple(st, Res{}) {
				add(KindTemple, uint8(st), 0)
			}
		}
	}
	return dst
}

func (g *Game) assistantEffect(i int) uint16 {
	p := g.s.cur()
	as := &g.d.Assistants[p.Asst[i]]
	if p.Gold[i] {
		return as.Gold
	}
	return as.Silver
}

// paymentStep: ops during which the player may still take free actions
// (to gain what the step costs).
func paymentStep(k uint8) bool {
	return k == opBuy || k == opTrade || k == opResearch || k == opPay || k == opPayTravel || k == opDig
}

// overcomeActions lists the overcome main actions (§4.7): a guarded site
// with the seat's archaeologist, the tile's resources, its travel symbols
// paid like a dig (X cards, C pilots) and its discard (D: hand index + 1,
// never a card of the travel payment; of identical cards only the first).
func (g *Game) overcomeActions(dst []engine.Action) []engine.Action {
	s := &g.s
	d := g.d
	p := s.cur()
	var pc payCache
	for site := range d.Sites {
		gi := s.SiteGuard[site]
		if gi == none || !g.ownsSite(p, site) {
			continue
		}
		gd := &d.Guardians[gi]
		if !s.canAfford(p, gd.Cost) {
			continue
		}
		pays := []payment{{}}
		if len(gd.CostTravel) > 0 {
			pays = pc.get(g, gd.CostTravel)
		}
		for _, q := range pays {
			// Pilots cost coins the tile may also ask for.
			need := gd.Cost
			if int(need[Coin])+2*int(q.pilots) > int(p.Res[Coin]) {
				continue
			}
			a := engine.Action{Kind: KindOvercome, A: uint8(site), X: q.mask, C: q.pilots}
			if gd.Discard == 0 {
				dst = append(dst, a)
				continue
			}
			for i := 0; i < int(p.Hand.N) && i < maxPayCards; i++ {
				if q.mask&(1<<i) != 0 || g.earlierFree(i, q.mask) {
					continue
				}
				a.D = uint8(i + 1)
				dst = append(dst, a)
			}
		}
	}
	return dst
}

// earlierFree: an earlier hand card outside mask is the same card as
// hand card i, so discarding i is the same decision as discarding it.
func (g *Game) earlierFree(i int, mask uint16) bool {
	p := g.s.cur()
	for j := 0; j < i; j++ {
		if mask&(1<<j) == 0 && p.Hand.C[j] == p.Hand.C[i] {
			return true
		}
	}
	return false
}

// freeActions lists the active player's free actions, and with mainOK the
// plays of cards and assistants that are the turn's main action.
func (g *Game) freeActions(dst []engine.Action, mainOK bool) []engine.Action {
	s := &g.s
	d := g.d
	p := s.cur()
	add := func(k, a, b uint8) { dst = append(dst, engine.Action{Kind: k, A: a, B: b}) }
	for i := 0; i < int(p.Hand.N); i++ {
		c := &d.Cards[p.Hand.C[i]]
		if c.Kind == kindFear {
			continue
		}
		// An artifact always costs a tablet to play, as a free action too.
		if (c.Free || mainOK) && (c.Kind != kindArtifact || p.Res[Tablet] >= 1) &&
			g.resolvable(c.Effect, int(p.Hand.N)-1) {
			add(KindPlay, uint8(i), 0)
		}
	}
	if p.Crate > 0 && p.Slots != 0xF {
		for e := 0; e < 5; e++ {
			add(KindIdol, uint8(e), 0)
		}
	}
	for i := 0; i < int(p.NGuard); i++ {
		if p.BoonUsed&(1<<i) == 0 && g.boonUsable(p.Guard[i]) {
			add(KindBoon, uint8(i), 0)
		}
	}
	for i, a := range p.Asst {
		if a != none && !p.Exhausted[i] && (d.Assistants[a].Free || mainOK) && g.resolvable(g.assistantEffect(i), int(p.Hand.N)) {
			add(KindAssist, uint8(i), 0)
		}
	}
	return dst
}

// payCache keeps one Legal call's payments per distinct travel cost: many
// spaces share a cost.
type payCache struct {
	buf  [192]payment
	n    int
	keys [12]struct {
		cost       [4]uint8
		len        uint8
		start, end uint8
	}
	nk int
}

func (c *payCache) get(g *Game, cost []uint8) []payment {
	var key [4]uint8
	copy(key[:], cost)
	for _, k := range c.keys[:c.nk] {
		if k.cost == key && int(k.len) == len(cost) {
			return c.buf[k.start:k.end]
		}
	}
	start := c.n
	got := g.payments(c.buf[start:start:len(c.buf)], cost)
	if c.n+len(got) > len(c.buf) || len(cost) > len(key) {
		return got // too many to keep: correct, only not cached
	}
	c.n += len(got)
	if c.nk < len(c.keys) {
		c.keys[c.nk].cost, c.keys[c.nk].len = key, uint8(len(cost))
		c.keys[c.nk].start, c.keys[c.nk].end = uint8(start), uint8(c.n)
		c.nk++
	}
	return got
}

// boonUsable: a travel boon can always be taken; an effect boon only when
// it can do something (G28).
func (g *Game) boonUsable(gi uint8) bool {
	gd := &g.d.Guardians[gi]
	return len(gd.BoonTravel) > 0 || g.resolvable(gd.Boon, int(g.s.cur().Hand.N))
}
