package arnak

import "stolik/rules/engine"

// Ops whose decisions name places on the board (dig, research, activate,
// relocate, move a guardian) and the ops of the cards the rulebook
// clarifies one by one (§5.2). Each is still data-driven (cards compose
// them in TOML); they live here because each has its own small decision
// sequence.

// prepare performs the visible start of an op before its decision:
// clarification #0 reveals the deck top for a card's buy-with-discount.
func (g *Game) prepare(op *Op, f *frame) {
	s := &g.s
	if op.Kind != opBuy || !op.Reveal || f.Aux != 0 {
		return
	}
	f.Aux = 1
	if op.Sub != 2 && s.NItem > 0 {
		s.Reveal[0] = s.drawItem()
	}
	if op.Sub != 1 && s.NArt > 0 {
		s.Reveal[1] = s.drawArt()
	}
}

// unreveal puts revealed cards back on top of their decks: bought around,
// they become the row's next refill (§5.2 #0).
func (g *Game) unreveal() {
	s := &g.s
	if c := s.Reveal[0]; c != none {
		s.ItemDeck[s.NItem] = c
		s.NItem++
	}
	if c := s.Reveal[1]; c != none {
		s.ArtDeck[s.NArt] = c
		s.NArt++
	}
	s.Reveal = [2]uint8{none, none}
}

func (g *Game) revealCost(k int, op *Op) bool {
	s := &g.s
	c := s.Reveal[k]
	if c == none || !op.Reveal {
		return false
	}
	res := Coin
	if k == 1 {
		res = Compass
	}
	return s.cur().Res[res] >= int16(g.d.Cards[c].Cost)-int16(op.N)
}

// buyRevealed buys the revealed top card k (0 item, 1 artifact).
func (g *Game) buyRevealed(k uint8, op *Op, log *engine.Log) {
	s := &g.s
	c := s.Reveal[k]
	s.Reveal[k] = none
	g.takeCard(c, k == 1, op, log)
}

// occupiedByOthers: someone other than the active player (or the rival)
// stands on the site.
func (g *Game) occupiedByOthers(site int) bool {
	for _, o := range g.s.Occ[site] {
		if o != occFree && o != occBlocked && o != g.s.Active+1 {
			return true
		}
	}
	return false
}

// unoccupied: no archaeologist (of anybody, the rival's included) stands
// on any space of the site (§5.2 Korona strażnika).
func (g *Game) unoccupied(site int) bool {
	for _, o := range g.s.Occ[site] {
		if o != occFree && o != occBlocked {
			return false
		}
	}
	return true
}

// digOptions lists an effect's dig or discovery: A 1 dig (B site, C
// space), A 2 discover (B site); X and D are the hand cards and pilots
// that pay the travel left after the effect's discount.
func (g *Game) digOptions(dst []engine.Action, op *Op) []engine.Action {
	s := &g.s
	d := g.d
	p := s.cur()
	if g.freeArch(p) < 0 {
		return dst
	}
	if op.Sub == 1 { // Muszla przejścia: any free camp space, no travel
		for site := 0; site < numCamps; site++ {
			for sp := range d.Sites[site].Spaces {
				if g.spaceFree(site, sp) {
					dst = append(dst, engine.Action{Kind: KindChoose, A: 1, B: uint8(site), C: uint8(sp)})
				}
			}
		}
		return dst
	}
	var pc payCache
	var buf [4]uint8
	for site := range d.Sites {
		st := &d.Sites[site]
		if s.SiteTile[site] == none {
			if !g.canDiscover(site, int16(op.N)) {
				continue
			}
			for _, q := range pc.get(g, discountTravel(st.Spaces[0], op.Syms, &buf)) {
				dst = append(dst, engine.Action{Kind: KindChoose, A: 2, B: uint8(site), D: q.pilots, X: q.mask})
			}
			continue
		}
		for sp := range st.Spaces {
			if g.spaceFree(site, sp) {
				for _, q := range pc.get(g, discountTravel(st.Spaces[sp], op.Syms, &buf)) {
					dst = append(dst, engine.Action{Kind: KindChoose, A: 1, B: uint8(site), C: uint8(sp), D: q.pilots, X: q.mask})
				}
			}
		}
	}
	return dst
}

// canDiscover: an undiscovered site of level I or II can be discovered by
// the active seat with its compasses less off (its tile stack not empty).
func (g *Game) canDiscover(site int, off int16) bool {
	s := &g.s
	lv := g.d.Sites[site].Level
	if lv == 0 || s.SiteTile[site] != none || (lv == 1 && s.N1 == 0) || (lv == 2 && s.N2 == 0) {
		return false
	}
	return s.cur().Res[Compass] >= max(0, int16(g.d.Discover[lv-1])-off)
}

// digChosen performs an effect's dig or discovery.
func (g *Game) digChosen(a engine.Action, op *Op, f *frame, log *engine.Log) {
	d := g.d
	site := int(a.B)
	if op.Sub == 1 {
		log.Add("arnak.shell", engine.Seat(g.s.Active))
		if op.N == 2 {
			g.push(d.effShell)
			g.s.Frames[g.s.NFrames-1].Aux = uint8(site) + 1
		}
		g.place(site, int(a.C), log)
		return
	}
	var buf [4]uint8
	space := 0
	if a.A == 1 {
		space = int(a.C)
	}
	g.spendTravel(a.X, a.D, discountTravel(d.Sites[site].Spaces[space], op.Syms, &buf), log)
	if a.A == 2 {
		g.discover(site, int16(op.N), log)
		return
	}
	g.place(site, space, log)
}

// researchOptions lists an effect's research: A 1 a move (B node, C
// token, D discount option), A 2 a temple tile (B stack, D discount).
func (g *Game) researchOptions(dst []engine.Action, op *Op) []engine.Action {
	p := g.s.cur()
	n := max(1, int(op.NOpt))
	for tok := uint8(0); tok < 2; tok++ {
		if (op.Sub == 0 && tok == 1) || (op.Sub == 1 && tok == 0) {
			continue
		}
		for _, to := range g.researchFrom(tok) {
			for k := 0; k < n; k++ {
				if g.canResearch(tok, to, op.Opts[k], op.Free) && !g.sameDiscount(op, k, func(off Res) Res {
					return discounted(g.d.Bridge[fromNode(p, tok)][to], off)
				}) {
					dst = append(dst, engine.Action{Kind: KindChoose, A: 1, B: to, C: tok, D: uint8(k)})
				}
			}
		}
	}
	// A magnifier research at the temple buys a tile (Ostrze z
	// inskrypcją: its discount pays a temple tile too, L1455).
	if op.Sub != 1 && !op.Free {
		for st := 0; st < 6; st++ {
			for k := 0; k < n; k++ {
				if g.canTemple(st, op.Opts[k]) && !g.sameDiscount(op, k, func(off Res) Res {
					return discounted(templeCost(g.d, st), off)
				}) {
					dst = append(dst, engine.Action{Kind: KindChoose, A: 2, B: uint8(st), D: uint8(k)})
				}
			}
		}
	}
	return dst
}

// sameDiscount: discount option k leaves the same price as an earlier
// one, so listing it again would be the same decision twice.
func (g *Game) sameDiscount(op *Op, k int, price func(Res) Res) bool {
	for j := 0; j < k; j++ {
		if price(op.Opts[j]) == price(op.Opts[k]) {
			return true
		}
	}
	return false
}

func fromNode(p *player, tok uint8) uint8 {
	if tok == 1 {
		return p.Note
	}
	return p.Mag
}

// activateTargets reports whether site may be activated by an op of
// target kind sub.
func (g *Game) activateTarget(sub uint8, site int) bool {
	s := &g.s
	lv := g.d.Sites[site].Level
	switch sub {
	case actOccupied:
		return g.ownsSite(s.cur(), site) && (lv < 2 || s.cur().Res[Compass] >= 2)
	case actLevel1:
		return lv == 1 && s.SiteTile[site] != none
	case actCamp, actCamp2:
		return lv == 0
	case actFreeCamp:
		return lv == 0 && g.unoccupied(site)
	}
	return false
}

// optionsUnique appends the options of the card-specific ops.
func (g *Game) optionsUnique(dst []engine.Action, op *Op, f *frame) []engine.Action {
	s := &g.s
	d := g.d
	p := s.cur()
	ch := func(a, b, c, e uint8) { dst = append(dst, engine.Action{Kind: KindChoose, A: a, B: b, C: c, D: e}) }
	switch op.Kind {
	case opFromExile:
		for c := firstItem; c < firstArtifact; c++ {
			for _, x := range s.ItemEx[:s.NItemEx] {
				if x == uint8(c) {
					ch(1, uint8(c), 0, 0)
					break
				}
			}
		}
	case opEarringBottom, opEarringTop:
		switch {
		case s.NDrawn == 0: // how many to draw
			for n := 1; n <= int(op.N) && n <= int(p.Deck.N); n++ {
				ch(1, uint8(n), 0, 0)
			}
		case f.Aux <= 1: // which one to keep
			for i := 0; i < int(s.NDrawn); i++ {
				ch(1, uint8(i), 0, 0)
			}
		default: // crystal: one may go back on top of the deck (A 0: none)
			ch(2, 0, 0, 0)
			for i := 0; i < int(s.NDrawn); i++ {
				ch(1, uint8(i), 0, 0)
			}
		}
	case opMoveGuardian:
		for from := range d.Sites {
			if s.SiteGuard[from] == none || !g.ownsSite(p, from) {
				continue
			}
			for to := range d.Sites {
				if to != from && d.Sites[to].Level < 2 && s.SiteTile[to] != none && s.SiteGuard[to] == none && g.unoccupied(to) {
					ch(1, uint8(from), uint8(to), 0)
				}
			}
		}
	case opRelocate:
		for i, a := range p.Arch {
			if a == 0 {
				continue
			}
			from := int(a-1) / 2
			for site := range d.Sites {
				lv := d.Sites[site].Level
				if site == from || lv > 1 || (op.Sub == 1 && lv != 0) {
					continue
				}
				for sp := range d.Sites[site].Spaces {
					if g.spaceFree(site, sp) {
						ch(1, uint8(i), uint8(site), uint8(sp))
					}
				}
			}
		}
	case opRecall:
		for i, a := range p.Arch {
			if a != 0 {
				ch(1, uint8(i), 0, 0)
			}
		}
	case opSwap:
		for i, a := range p.Asst {
			if a == none {
				continue
			}
			for k := range s.NA {
				if s.NA[k] > 0 {
					ch(1, uint8(i), uint8(k), 0)
				}
			}
		}
	case opSupplyAssistant:
		for k := range s.NA {
			if s.NA[k] > 0 {
				ch(1, uint8(k), 0, 0)
			}
		}
	case opActivateTile:
		if (op.N == 1 && s.N1 > 0) || (op.N == 2 && s.N2 > 0) {
			ch(1, op.N, 0, 0)
		}
	case opActivate:
		for site := range d.Sites {
			if op.Sub == actCamp2 && f.Aux == uint8(site)+1 {
				continue
			}
			if g.activateTarget(op.Sub, site) {
				ch(1, uint8(site), 0, 0)
			}
		}
	case opShellAgain:
		if f.Aux > 0 {
			ch(1, f.Aux-1, 0, 0)
		}
	}
	return dst
}

// chooseUnique applies a decision (A ≥ 1) of a card-specific op, managing
// the frame itself; it reports false for other ops.
func (g *Game) chooseUnique(a engine.Action, op *Op, f *frame, log *engine.Log) bool {
	s := &g.s
	d := g.d
	p := s.cur()
	seat := engine.Seat(s.Active)
	done := func() { f.PC++; f.Aux = 0 }
	switch op.Kind {
	case opFromExile:
		done()
		takeID(s.ItemEx[:], &s.NItemEx, a.B)
		p.Deck.push(a.B)
		if log != nil {
			log.Add("arnak.from_exile", seat, "card", d.Cards[a.B].Name)
		}
	case opEarringBottom, opEarringTop:
		switch {
		case s.NDrawn == 0:
			for i := 0; i < int(a.B); i++ {
				if op.Kind == opEarringBottom {
					s.Drawn[i] = p.Deck.remove(int(p.Deck.N) - 1)
				} else {
					s.Drawn[i] = p.Deck.remove(0)
				}
			}
			s.NDrawn = a.B
			if log != nil {
				log.Reveal("arnak.draw", seat, "count", int(a.B))
			}
			if a.B == 1 {
				p.Hand.push(s.Drawn[0])
				s.Drawn[0], s.NDrawn = 0, 0
				done()
			} else {
				f.Aux = 1
			}
		case f.Aux <= 1:
			p.Hand.push(s.Drawn[a.B])
			copy(s.Drawn[a.B:], s.Drawn[a.B+1:s.NDrawn])
			s.NDrawn--
			s.Drawn[s.NDrawn] = 0
			if op.Kind == opEarringTop {
				f.Aux = 2
				break
			}
			g.drawnToPlay()
			done()
		default:
			if a.A == 1 {
				p.Deck.pushTop(s.Drawn[a.B])
				copy(s.Drawn[a.B:], s.Drawn[a.B+1:s.NDrawn])
				s.NDrawn--
				s.Drawn[s.NDrawn] = 0
				log.Add("arnak.deck_top", seat)
			}
			g.drawnToPlay()
			done()
		}
	case opMoveGuardian:
		done()
		s.SiteGuard[a.C], s.SiteGuard[a.B] = s.SiteGuard[a.B], none
		if log != nil {
			log.Add("arnak.move_guardian", seat, "from", d.Sites[a.B].Name, "to", d.Sites[a.C].Name)
		}
		g.activate(int(a.C), log)
	case opRelocate:
		done()
		old := p.Arch[a.B] - 1
		s.Occ[old/2][old%2] = occFree
		p.Arch[a.B] = 1 + a.C*2 + a.D
		s.Occ[a.C][a.D] = s.Active + 1
		if log != nil {
			log.Add("arnak.relocate", seat, "site", d.Sites[a.C].Name)
		}
		g.activate(int(a.C), log)
	case opRecall:
		done()
		old := p.Arch[a.B] - 1
		s.Occ[old/2][old%2] = occFree
		p.Arch[a.B] = 0
		if log != nil {
			log.Add("arnak.recall", seat, "site", d.Sites[old/2].Name)
		}
	case opSwap:
		done()
		k := a.C
		top := s.AStack[k][s.NA[k]-1]
		s.AStack[k][s.NA[k]-1] = p.Asst[a.B] // back silver side up
		if log != nil {
			log.Add("arnak.swap", seat, "old", d.Assistants[p.Asst[a.B]].Name, "name", d.Assistants[top].Name)
		}
		p.Asst[a.B] = top // keeps the level of the one it replaces, ready
		p.Exhausted[a.B] = false
	case opSupplyAssistant:
		done()
		as := &d.Assistants[s.AStack[a.B][s.NA[a.B]-1]]
		if log != nil {
			log.Add("arnak.assist", seat, "name", as.Name)
		}
		if op.Sub == 1 {
			g.push(as.Gold)
		} else {
			g.push(as.Silver)
		}
	case opActivate:
		if op.Sub == actCamp2 && f.Aux == 0 {
			f.Aux = a.B + 1 // the second camp follows
		} else {
			done()
		}
		if op.Sub == actOccupied && d.Sites[a.B].Level == 2 {
			p.Res[Compass] -= 2
		}
		g.activate(int(a.B), log)
	case opActivateTile:
		done()
		// G18: the tile is revealed, resolved, then put at the bottom.
		stack, n := s.Stack1[:s.N1], s.N1
		if a.B == 2 {
			stack, n = s.Stack2[:s.N2], s.N2
		}
		tile := stack[n-1]
		copy(stack[1:n], stack[:n-1])
		stack[0] = tile
		if log != nil {
			log.Add("arnak.activate_tile", seat, "level", int(a.B), "text", g.d.EffectText(d.SiteTiles[tile].Effect))
		}
		g.push(d.SiteTiles[tile].Effect)
	case opShellAgain:
		done()
		g.activate(int(a.B), log)
	default:
		return false
	}
	return true
}

// activate resolves a site's effect without an archaeologist going there
// (§4.18 Aktywuj stanowisko).
func (g *Game) activate(site int, log *engine.Log) {
	if log != nil {
		log.Add("arnak.activate", engine.Seat(g.s.Active), "site", g.d.Sites[site].Name)
	}
	g.push(g.siteEffect(site))
}

// drawnToPlay puts the earring's other drawn cards in the play area, inert.
func (g *Game) drawnToPlay() {
	s := &g.s
	p := s.cur()
	for _, c := range s.Drawn[:s.NDrawn] {
		p.Play.push(c)
	}
	s.Drawn = [4]uint8{}
	s.NDrawn = 0
}
