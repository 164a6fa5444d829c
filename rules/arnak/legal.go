package arnak

import "stolik/rules/engine"

// Legal lists every decision of the seat to move.
func (g *Game) Legal(dst []engine.Action) []engine.Action {
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
		// G27: free actions may help pay a step of an effect.
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
	if g.freeArch(p) >= 0 {
		for site := range d.Sites {
			st := &d.Sites[site]
			if s.SiteTile[site] == none {
				lv := st.Level
				if lv > 0 && p.Res[Compass] >= int16(d.Discover[lv-1]) && travelPay(&s.Pool, st.Spaces[0], false) &&
					((lv == 1 && s.N1 > 0) || (lv == 2 && s.N2 > 0)) {
					add(KindDiscover, uint8(site), 0)
				}
				continue
			}
			for sp := range st.Spaces {
				if g.spaceFree(site, sp) && travelPay(&s.Pool, st.Spaces[sp], false) {
					add(KindDig, uint8(site), uint8(sp))
				}
			}
		}
	}
	for site := range d.Sites {
		if gd := s.SiteGuard[site]; gd != none && g.ownsSite(p, site) && s.canAfford(p, d.Guardians[gd].Cost) {
			add(KindOvercome, uint8(site), 0)
		}
	}
	for i := range s.Row {
		if g.canBuy(i, nil) {
			add(KindBuy, uint8(i), 0)
		}
	}
	for tok := uint8(0); tok < 2; tok++ {
		for n := 0; n < numNodes; n++ {
			if g.canResearch(tok, uint8(n)) {
				add(KindResearch, tok, uint8(n))
			}
		}
	}
	if p.Mag == templeNode {
		for st := 0; st < 6; st++ {
			if s.Temple[st] > 0 && s.canAfford(p, templeCost(d, st)) {
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
	return k == opBuy || k == opBuyReveal || k == opTrade || k == opResearch
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
		add(KindTravel, uint8(i), 0)
		if c.Kind == kindFear {
			continue
		}
		if (c.Free || (mainOK && (c.Kind != kindArtifact || p.Res[Tablet] >= 1))) &&
			g.resolvable(c.Effect, int(p.Hand.N)-1) {
			add(KindPlay, uint8(i), 0)
		}
	}
	if p.Res[Coin] >= 2 {
		add(KindPilot, 0, 0)
	}
	if p.Crate > 0 && p.Slots != 0xF {
		for e := 0; e < 5; e++ {
			add(KindIdol, uint8(e), 0)
		}
	}
	for i := 0; i < int(p.NGuard); i++ {
		if p.BoonUsed&(1<<i) == 0 {
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
