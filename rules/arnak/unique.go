package arnak

import "stolik/rules/engine"

// Ops for the cards the rulebook clarifies one by one (§5.2). Each is
// still data-driven (cards compose them in TOML); they live here because
// each has its own small decision sequence.

// prepare performs the visible start of an op before its decision:
// clarification #0 reveals the deck top for a card's buy-with-discount.
func (g *Game) prepare(op *Op, f *frame) {
	s := &g.s
	if op.Kind != opBuyReveal || f.Aux != 0 {
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
	if c == none {
		return false
	}
	res := Coin
	if k == 1 {
		res = Compass
	}
	return s.cur().Res[res] >= int16(g.d.Cards[c].Cost)-int16(op.N)
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

func (g *Game) unoccupied(site int) bool {
	for _, o := range g.s.Occ[site] {
		if o != occFree && o != occBlocked {
			return false
		}
	}
	return true
}

// relocTarget: a free space on another discovered site allowed by the op.
func (g *Game) relocTarget(op *Op, from, site, space int) bool {
	lv := g.d.Sites[site].Level
	if site == from || !g.spaceFree(site, space) {
		return false
	}
	return op.Sub == 0 || (op.Sub == 1 && lv == 0) || (op.Sub == 2 && lv > 0)
}

func (g *Game) needsUnique(op *Op) bool {
	s := &g.s
	p := s.cur()
	switch op.Kind {
	case opBuyReveal:
		return true // the player may always decline (and sees the reveal)
	case opFromExile:
		return s.NItemEx > 0
	case opEarringBottom, opEarringTop:
		return p.Deck.N > 0 || s.NDrawn > 0
	case opActivateTile:
		return s.N1 > 0 || s.N2 > 0
	case opMoveGuardian, opRelocate, opSwap, opSupplyAssistant, opActivate:
		var buf [64]engine.Action
		return len(g.choicesUnique(buf[:0], op, &frame{})) > 1
	}
	return false
}

func (g *Game) choicesUnique(dst []engine.Action, op *Op, f *frame) []engine.Action {
	s := &g.s
	d := g.d
	p := s.cur()
	ch := func(a, b, c, e uint8) { dst = append(dst, engine.Action{Kind: KindChoose, A: a, B: b, C: c, D: e}) }
	switch op.Kind {
	case opBuyReveal:
		ch(0, 0, 0, 0)
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
	case opFromExile:
		ch(0, 0, 0, 0)
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
		default: // crystal: one may go back on top of the deck
			ch(0, 0, 0, 0)
			for i := 0; i < int(s.NDrawn); i++ {
				ch(1, uint8(i), 0, 0)
			}
		}
	case opMoveGuardian:
		ch(0, 0, 0, 0)
		for from := range d.Sites {
			if s.SiteGuard[from] == none || !g.ownsSite(p, from) {
				continue
			}
			for to := range d.Sites {
				if to != from && d.Sites[to].Level > 0 && s.SiteTile[to] != none && s.SiteGuard[to] == none && g.unoccupied(to) {
					ch(1, uint8(from), uint8(to), 0)
				}
			}
		}
	case opRelocate:
		ch(0, 0, 0, 0)
		for i, a := range p.Arch {
			if a == 0 {
				continue
			}
			from := int(a-1) / 2
			for site := range d.Sites {
				for sp := range d.Sites[site].Spaces {
					if g.relocTarget(op, from, site, sp) {
						ch(1, uint8(i), uint8(site), uint8(sp))
					}
				}
			}
		}
	case opSwap:
		ch(0, 0, 0, 0)
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
		ch(0, 0, 0, 0)
		for k := range s.NA {
			if s.NA[k] > 0 {
				ch(1, uint8(k), 0, 0)
			}
		}
	case opActivateTile:
		ch(0, 0, 0, 0)
		if s.N1 > 0 {
			ch(1, 1, 0, 0)
		}
		if s.N2 > 0 {
			ch(1, 2, 0, 0)
		}
	case opActivate:
		ch(0, 0, 0, 0)
		for site := range d.Sites {
			if s.SiteTile[site] != none && !g.occupiedByOthers(site) {
				ch(1, uint8(site), 0, 0)
			}
		}
	}
	return dst
}

// chooseUnique applies a decision of a §5.2 op, managing the frame itself;
// it reports false for other ops.
func (g *Game) chooseUnique(a engine.Action, op *Op, f *frame, log *engine.Log) bool {
	s := &g.s
	d := g.d
	p := s.cur()
	seat := engine.Seat(s.Active)
	done := func() { f.PC++; f.Aux = 0 }
	switch op.Kind {
	case opBuyReveal:
		done()
		switch a.A {
		case 1:
			g.buy(int(a.B), op, log)
		case 2:
			c := s.Reveal[a.B]
			s.Reveal[a.B] = none
			cost := max(0, int16(d.Cards[c].Cost)-int16(op.N))
			log.Add("arnak.buy", seat, "card", d.Cards[c].Name)
			if a.B == 1 {
				p.Res[Compass] -= cost
				p.Play.push(c)
				g.pushOptional(d.Cards[c].Effect)
			} else {
				p.Res[Coin] -= cost
				p.Deck.push(c)
			}
		default:
			log.Add("arnak.skip", seat)
		}
		g.unreveal()
	case opFromExile:
		done()
		if a.A == 1 {
			takeID(s.ItemEx[:], &s.NItemEx, a.B)
			p.Deck.push(a.B)
			log.Add("arnak.buy", seat, "card", d.Cards[a.B].Name)
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
			log.Reveal("arnak.draw", seat, "count", int(a.B))
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
			}
			g.drawnToPlay()
			done()
		}
	case opMoveGuardian:
		done()
		if a.A == 1 {
			s.SiteGuard[a.C], s.SiteGuard[a.B] = s.SiteGuard[a.B], none
			log.Add("arnak.move_guardian", seat, "from", d.Sites[a.B].Name, "to", d.Sites[a.C].Name)
		}
	case opRelocate:
		done()
		if a.A == 1 {
			old := p.Arch[a.B] - 1
			s.Occ[old/2][old%2] = occFree
			p.Arch[a.B] = 1 + a.C*2 + a.D
			s.Occ[a.C][a.D] = s.Active + 1
			log.Add("arnak.relocate", seat, "site", d.Sites[a.C].Name)
		}
	case opSwap:
		done()
		if a.A == 1 {
			k := a.C
			top := s.AStack[k][s.NA[k]-1]
			s.AStack[k][s.NA[k]-1] = p.Asst[a.B] // back silver side up
			log.Add("arnak.swap", seat, "old", d.Assistants[p.Asst[a.B]].Name, "name", d.Assistants[top].Name)
			p.Asst[a.B] = top // keeps the level of the one it replaces
		}
	case opSupplyAssistant:
		done()
		if a.A == 1 {
			as := &d.Assistants[s.AStack[a.B][s.NA[a.B]-1]]
			log.Add("arnak.assist", seat, "name", as.Name)
			if op.Sub == 1 {
				g.push(as.Gold)
			} else {
				g.push(as.Silver)
			}
		}
	case opActivate:
		done()
		if a.A == 1 {
			log.Add("arnak.activate", seat, "site", d.Sites[a.B].Name)
			g.push(g.siteEffect(int(a.B)))
		}
	case opActivateTile:
		done()
		if a.A == 1 {
			// G18: the tile is revealed, resolved, then put at the bottom.
			stack, n := s.Stack1[:s.N1], s.N1
			if a.B == 2 {
				stack, n = s.Stack2[:s.N2], s.N2
			}
			tile := stack[n-1]
			copy(stack[1:n], stack[:n-1])
			stack[0] = tile
			log.Reveal("arnak.activate_tile", seat, "level", int(a.B))
			g.push(d.SiteTiles[tile].Effect)
		}
	default:
		return false
	}
	return true
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
