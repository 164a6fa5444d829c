package discover

import "stolik/rules/engine"

// Apply performs a listed decision; anything else is refused with the state
// unchanged.
func (g *Game) Apply(a engine.Action, log *engine.Log) error {
	s := &g.s
	if s.Over {
		return engine.Errorf(engine.CodeGameOver, "discover: gra się skończyła")
	}
	var buf [512]engine.Action
	if !engine.Contains(g.Legal(buf[:0]), a) {
		return g.refusal(a)
	}
	if s.Dec.Kind != decNone {
		g.answer(a, log)
	} else {
		g.turnAction(a, log)
	}
	g.run(log)
	return nil
}

// refusal explains why a is not legal.
func (g *Game) refusal(a engine.Action) error {
	s := &g.s
	switch {
	case int(a.Kind) >= int(numKinds):
		return engine.Errorf(engine.CodeBadAction, "discover: nieznany rodzaj ruchu %d", a.Kind)
	case s.Dec.Kind != decNone && a.Kind != KindChoose:
		return engine.Errorf("discover.pending", "discover: najpierw trzeba podjąć decyzję")
	case s.Dec.Kind == decNone && a.Kind == KindChoose:
		return engine.Errorf("discover.nothing_to_choose", "discover: nie ma nic do wyboru")
	case a.Kind == KindMove:
		return engine.Errorf("discover.cannot_move", "discover: nie można tam wejść")
	case a.Kind != KindEnd && a.Kind != KindChoose && int(s.H[s.Active].Stamina) == 0:
		return engine.Errorf("discover.no_stamina", "discover: brak wytrzymałości")
	}
	return engine.Errorf("discover.illegal", "discover: ruch %v niedozwolony", a)
}

// pay1 takes a basic action's stamina, using a "free" passive first.
func (g *Game) pay1(h uint8, which uint8) {
	p := &g.s.H[h]
	if which != none && g.free(h, which) {
		p.FreeUsed |= 1 << which
		return
	}
	p.Stamina--
}

// turnAction performs an action of the active hero (§4.3).
func (g *Game) turnAction(a engine.Action, log *engine.Log) {
	s := &g.s
	d := g.d
	h := s.Active
	p := &s.H[h]
	seat := engine.Seat(h)
	free := s.FreeGat
	s.FreeGat = false
	switch a.Kind {
	case KindEnd:
		log.Add("discover.end", seat, "stamina", int(p.Stamina))
		s.Done |= 1 << h
	case KindMove:
		cost := g.moveCost(h, a.A)
		p.Stamina -= uint8(cost)
		p.Hex = a.A
		log.Add("discover.move", seat, "loc", g.locText(a.A), "count", cost)
		g.fightsOnEntry(h)
		s.FreeGat = true
	case KindGather:
		if !free {
			p.Stamina--
		}
		g.gather(h, a, log)
	case KindScout:
		g.pay1(h, freeScout)
		g.scout(h, int(a.A), log)
	case KindInvestigate:
		g.pay1(h, freeInvestigate)
		g.investigate(h, log)
	case KindCraft:
		g.pay1(h, freeCraft)
		g.craft(h, a.A == 1, a.B, log)
	case KindTrade:
		s.Trade = trade{On: true, Partner: a.A}
		s.Dec = decision{Kind: decTrade, Hero: h}
		log.Add("discover.trade_start", seat, "other", g.heroName(a.A))
	case KindCook:
		p.Stamina--
		n := p.spend(Meat, int(a.A))
		log.Add("discover.cook", seat, "count", n)
		g.gain(h, Food, n+g.passiveSum(h, pasCookPlus), log)
	case KindRelight:
		p.Stamina--
		p.spend(Wood, 1)
		s.Hx[p.Hex].Fire = 1
		log.Add("discover.relight", seat)
	case KindRest:
		g.pay1(h, freeRest)
		g.rest(h, a, log)
	case KindLoot:
		p.Stamina--
		g.loot(h, a, log)
	case KindCard:
		g.cardAction(h, a, log)
	case KindAttack:
		p.Stamina -= 3
		g.attack(h, a.A, log)
	case KindDeliver:
		p.Stamina--
		q := &d.Quests[s.Quest]
		p.spend(q.Deliver.Res, 1)
		if q.Deliver.Res == DirtyWater {
			s.Dirty[h]++
		}
		s.Delivered++
		log.Add("discover.deliver", seat, "res", d.ResNames[q.Deliver.Res], "count", int(s.Delivered), "need", g.deliverNeed(q.Deliver))
		if int(s.Delivered) >= g.deliverNeed(q.Deliver) {
			g.pushGlobal(q.Deliver.Effect, h, log)
		}
	}
}

// gather resolves one token on the hero's space (§4.6).
func (g *Game) gather(h uint8, a engine.Action, log *engine.Log) {
	s := &g.s
	p := &s.H[h]
	x := p.Hex
	hx := &s.Hx[x]
	seat := engine.Seat(h)
	switch a.A {
	case gatherLand:
		tok := g.t.Tokens[hx.Land]
		switch tok.Face {
		case faceRes:
			// PROPOSED: the token joins the spent pile at once and the
			// hero holds supply tokens instead (same count and load).
			id := hx.Land
			hx.Land, hx.LandUp = none, false
			g.discardLand(id)
			if tok.Double {
				p.Dbl[tok.Res]++
			} else {
				p.Res[tok.Res]++
			}
			log.Reveal("discover.gather_res", seat, "res", g.d.ResNames[tok.Res], "double", boolByte(tok.Double))
		case faceEnemy:
			id, ok := g.enemyByNumber(tok.Number)
			slot := g.freeMonSlot()
			log.Reveal("discover.gather_enemy", seat, "number", tok.Number)
			if !ok || slot == none {
				g.dropNumberToken(x)
				return
			}
			s.Mon[slot] = monster{Hex: x, Enemy: id, Src: monLand, Token: hx.Land, Up: true}
			hx.Land, hx.LandUp = none, false
			g.queueFight(h, slot, id, true)
		case faceSearch:
			hx.LandUp = true
			log.Reveal("discover.gather_number", seat, "number", tok.Number)
			g.resolveSearch(h, tok.Number, x, log)
		}
	case gatherWater:
		r := g.t.Water[hx.Water]
		if !hx.WaterUp {
			// The source turns face up: whether it is clean is news to all.
			hx.WaterUp = true
			log.Reveal("discover.water_revealed", seat, "res", g.d.ResNames[r])
		}
		g.gain(h, r, 1+g.passiveSum(h, pasWaterPlus), log)
	case gatherDrop:
		if a.C == 1 {
			hx.DropDbl[a.B]--
			p.Dbl[a.B]++
		} else {
			hx.Drop[a.B]--
			p.Res[a.B]++
		}
		log.Add("discover.pick_up", seat, "res", g.d.ResNames[a.B])
	case gatherEnemy:
		m := &s.Mon[a.B]
		g.queueFight(h, a.B, m.Enemy, true)
	}
}

// investigate resolves the location on the hero's space (§4.7); in
// scenario 5 a random encounter #100 instead, and the space is marked.
func (g *Game) investigate(h uint8, log *engine.Log) {
	s := &g.s
	p := &s.H[h]
	loc := g.space(p.Hex).Loc
	log.Add("discover.investigate", engine.Seat(h), "loc", loc)
	if s.Scenario == 5 {
		s.Hx[p.Hex].Marker = true
		if s.NEnc == 0 {
			log.Add("discover.missing", engine.Seat(h), "number", 100)
			return
		}
		s.NEnc--
		id := s.Enc[s.NEnc]
		c := &g.d.Cards[id]
		log.Reveal("discover.card", engine.Seat(h), "number", 100, "title", c.Title, "text", g.d.Plain(c.Text))
		g.applyCard(h, id, none, true, log)
		return
	}
	if eff, ok := g.d.Quests[s.Quest].Investigate[loc]; ok {
		g.pushGlobal(eff, h, log)
	}
	g.resolveSearch(h, loc, none, log)
}

// craft builds a project's item (§4.8).
func (g *Game) craft(h uint8, table bool, i uint8, log *engine.Log) {
	s := &g.s
	p := &s.H[h]
	var proj uint8
	if table {
		proj = s.Table[i]
	} else {
		proj = p.Proj[i]
		copy(p.Proj[i:p.NProj-1], p.Proj[i+1:p.NProj])
		p.NProj--
		s.Table[s.NTable] = proj
		s.NTable++
	}
	pr := &g.d.Projects[proj]
	for r, n := range pr.Cost {
		p.spend(uint8(r), int(n))
		if uint8(r) == DirtyWater {
			s.Dirty[h] += n
		}
	}
	log.Add("discover.craft", engine.Seat(h), "name", pr.Name)
	id, _ := g.craftedCard(pr.Item)
	if !table {
		g.inspire(h, log)
	}
	if s.Dec.Kind == decInspire {
		// The item comes first; the project draw waits for its choice.
		dec := s.Dec
		s.Dec = decision{}
		g.gainItem(h, id, log)
		if s.Dec.Kind == decNone {
			s.Dec = dec
		} else {
			// The item raised its own question: the draw comes after it
			// (run resumes it), rather than being lost.
			s.InspireAfter = h + 1
		}
		return
	}
	g.gainItem(h, id, log)
}

// rest heals one damage of a hero on the space with a matching resource
// (§4.3 #9).
func (g *Game) rest(h uint8, a engine.Action, log *engine.Log) {
	s := &g.s
	p := &s.H[h]
	var r uint8
	switch a.B {
	case Hunger:
		r = Food
	case Dehydration:
		r = CleanWater
		if a.C == 1 {
			r = DirtyWater
			s.Dirty[h]++
		}
	default:
		r = Medicine
	}
	p.spend(r, 1)
	log.Add("discover.rest", engine.Seat(h), "res", g.d.ResNames[r], "other", g.heroName(a.A))
	g.heal(a.A, a.B, log)
}

// loot takes one resource or item from a victim on the space (§4.17).
func (g *Game) loot(h uint8, a engine.Action, log *engine.Log) {
	s := &g.s
	p := &s.H[h]
	v := &s.H[a.A]
	if a.B == 1 {
		it := v.Items[a.C]
		copy(v.Items[a.C:v.NItems-1], v.Items[a.C+1:v.NItems])
		v.NItems--
		v.Items[v.NItems] = item{}
		log.Add("discover.loot", engine.Seat(h), "what", g.d.Cards[it.Card].Title, "other", g.heroName(a.A))
		if p.NItems < maxItems {
			p.Items[p.NItems] = it
			p.NItems++
		} else {
			g.returnCard(it.Card)
		}
		return
	}
	if a.D == 1 {
		v.Dbl[a.C]--
		p.Dbl[a.C]++
	} else {
		v.Res[a.C]--
		p.Res[a.C]++
	}
	log.Add("discover.loot", engine.Seat(h), "what", g.d.ResNames[a.C], "other", g.heroName(a.A))
}

// cardAction uses an "X:" action of a card (§4.3 #11).
func (g *Game) cardAction(h uint8, a engine.Action, log *engine.Log) {
	s := &g.s
	p := &s.H[h]
	var ca *CardAction
	var f *frame
	title := ""
	switch a.A {
	case srcChar:
		ca = &g.d.Characters[p.Char].Actions[a.C]
		if ca.Daily {
			p.CharUsed |= 1 << a.C
		}
		title = g.d.Characters[p.Char].Name
	case srcItem:
		c := &g.d.Cards[p.Items[a.B].Card]
		ca = &c.Actions[a.C]
		if ca.Daily {
			p.Items[a.B].Used |= 1 << a.C
		}
		title = c.Title
	case srcUpgrade:
		c := &g.d.Cards[a.B]
		ca = &c.Actions[a.C]
		if ca.Daily {
			s.UpUsed[a.B] |= 1 << a.C
		}
		title = c.Title
	case srcQuest:
		q := &g.d.Quests[s.Quest]
		ca = &q.Actions[a.C]
		if ca.Daily {
			s.QuestUsed |= 1 << (uint(h)*2 + uint(a.C))
		}
		title = q.Title
	case srcThreat:
		tc := &g.d.Threats[g.t.ThreatColour][p.Threats[a.B]]
		ca = &tc.Actions[a.C]
		if ca.Daily {
			p.ThrUsed |= 1 << (a.B*2 + a.C)
		}
		title = tc.Title
	}
	p.Stamina -= ca.Cost
	log.Add("discover.card_action", engine.Seat(h), "title", title, "text", g.d.Plain(ca.Text))
	src := uint8(none)
	if a.A == srcUpgrade {
		src = a.B
	}
	f = g.push(ca.Effect, h, src, log)
	if f == nil {
		return
	}
	switch a.A {
	case srcItem:
		f.Item = a.B
	case srcThreat:
		f.Thr = a.B
	case srcQuest:
		f.Global = true
	}
}

// answer applies the choice of a pending decision.
func (g *Game) answer(a engine.Action, log *engine.Log) {
	s := &g.s
	dec := s.Dec
	s.Dec = decision{}
	h := dec.Hero
	p := &s.H[h]
	seat := engine.Seat(h)
	switch dec.Kind {
	case decDraft:
		p.Pick = a.A
		log.Push(engine.Event{Key: "discover.keep", Seat: seat, Private: true, PublicKey: "discover.keep_public",
			Args: map[string]any{"name": g.d.Characters[p.Dealt[a.A]].Name}})
		if int(h)+1 < int(s.Players) {
			s.Dec = decision{Kind: decDraft, Hero: h + 1}
			return
		}
		g.finishDraft(log)
	case decChoose:
		op, f := g.topOp()
		if text, ok := g.d.AltText[op.Alt[a.A]]; ok {
			log.Add("discover.chose", seat, "text", text[0])
		}
		g.pushSub(op.Alt[a.A], h, f, log)
	case decKey:
		id := uint8(dec.N)
		if a.A == 0 {
			g.applyCard(h, id, dec.A, false, log)
			return
		}
		n := g.d.Cards[id].Number + 1
		log.Add("discover.key", seat, "number", n)
		if dec.A != none {
			g.dropNumberToken(dec.A)
		}
		if nid, ok := g.findSearch(n); ok {
			g.markSeen(nid)
			c := &g.d.Cards[nid]
			log.Reveal("discover.card", seat, "number", n, "title", c.Title, "text", g.d.Plain(c.Text))
			g.applyCard(h, nid, none, false, log)
		} else {
			log.Add("discover.missing", seat, "number", n)
		}
	case decLoad:
		x := p.Hex
		if a.A == 1 {
			if a.C == 1 {
				p.Dbl[a.B]--
				s.Hx[x].DropDbl[a.B]++
			} else {
				p.Res[a.B]--
				s.Hx[x].Drop[a.B]++
			}
			log.Add("discover.drop", seat, "res", g.d.ResNames[a.B])
		} else {
			g.discardItem(h, a.B, log)
		}
	case decWater:
		r := CleanWater
		if a.A == 1 {
			r = DirtyWater
			s.Dirty[h]++
		}
		p.spend(r, 1)
		log.Add("discover.drink", seat, "res", g.d.ResNames[r])
	case decDirty:
		s.Dirty[h]--
		if a.A == 0 {
			p.spend(Medicine, 1)
			log.Add("discover.dirty_medicine", seat)
		} else {
			g.dirtyRoll(h, log)
		}
	case decSupport:
		g.useSupport(h, a.A, log)
	case decModify, decPvP:
		g.applyModify(h, a, log)
	case decTransfer:
		if a.A == 0 {
			g.combatantHurt(log)
		} else {
			log.Add("discover.take_damage", engine.Seat(a.B))
			g.hurt(a.B, Injury, log)
		}
	case decRetreat:
		c := &s.Combat
		if c.Mon != none {
			s.Mon[c.Mon].Hex = a.A
			log.Add("discover.retreat", engine.GameOver, "title", g.d.Cards[c.Enemy].Title, "loc", g.locText(a.A))
		}
	case decFightOrder:
		g.beginFight(h, a.A, s.Mon[a.A].Enemy, log)
	case decWho:
		g.beginFight(a.A, dec.A, s.Mon[dec.A].Enemy, log)
	case decTie:
		s.Pat.Target[dec.A] = a.A
		s.Pat.Next = dec.A + 1
	case decLeader:
		if a.A != h {
			s.Leader = a.A
			log.Add("discover.leader", engine.Seat(a.A))
		}
	case decInspire:
		g.drawProject(int(h), a.A == 1, log)
	case decTrade:
		g.tradeStep(a, log)
	case decTradeAnswer:
		g.tradeAnswer(a.A == 1, log)
	case decMove:
		if a.A == 0 {
			s.MoveN = 0
			return
		}
		p.Hex = a.B
		log.Add("discover.move_free", seat, "loc", g.locText(a.B))
		s.MoveN--
		if g.monstersOn(a.B) > 0 {
			s.MoveN = 0
			g.fightsOnEntry(h)
			return
		}
		if s.MoveN > 0 {
			s.Dec = decision{Kind: decMove, Hero: h}
		}
	case decShare:
		c := &s.Combat
		if a.A == 0 {
			c.RewardN = [NumRes]uint8{}
			return
		}
		p.spend(a.B, 1)
		c.RewardN[a.B]--
		s.H[a.C].Res[a.B]++
		log.Add("discover.share", seat, "res", g.d.ResNames[a.B], "other", g.heroName(a.C))
		if g.shareable() {
			s.Dec = decision{Kind: decShare, Hero: h}
		}
	case decEscape:
		g.escape(h, a.A, log)
	case decSteal:
		if a.A == 1 {
			v := &s.H[dec.A]
			v.spend(a.B, 1)
			p.Res[a.B]++
			log.Add("discover.steal", seat, "res", g.d.ResNames[a.B], "other", g.heroName(dec.A))
		}
		if dec.B == 1 {
			// The defender's turn to take one from the attacker.
			c := &s.Combat
			if s.playing(int(c.Defender)) && g.anyRes(c.Hero) {
				s.Dec = decision{Kind: decSteal, Hero: c.Defender, A: c.Hero}
			}
		}
	case decDup:
		if a.A == 0 {
			g.discardItem(h, dec.A, log)
			return
		}
		it := p.Items[dec.A]
		copy(p.Items[dec.A:p.NItems-1], p.Items[dec.A+1:p.NItems])
		p.NItems--
		p.Items[p.NItems] = item{}
		o := &s.H[a.B]
		if o.NItems < maxItems {
			o.Items[o.NItems] = it
			o.NItems++
		} else {
			g.returnCard(it.Card)
		}
		log.Add("discover.give", seat, "title", g.d.Cards[it.Card].Title, "other", g.heroName(a.B))
	case decOther:
		g.push(dec.N, a.A, none, log)
	case decScout:
		g.scout(h, int(a.A), log)
	case decHeal:
		g.heal(h, a.A, log)
	}
}

// tradeStep adds to the proposal, proposes it, or calls it off (the
// pair is then done trading this turn: a refused trade is free, so it
// must not repeat forever).
func (g *Game) tradeStep(a engine.Action, log *engine.Log) {
	s := &g.s
	t := &s.Trade
	h := s.Active
	switch a.A {
	case trCancel:
		s.H[h].Refused |= 1 << t.Partner
		t.On = false
		log.Add("discover.trade_off", engine.Seat(h))
		return
	case trGiveRes:
		t.GiveRes[a.B]++
	case trTakeRes:
		t.TakeRes[a.B]++
	case trGiveItem:
		t.GiveIt |= 1 << a.B
	case trTakeItem:
		t.TakeIt |= 1 << a.B
	case trGiveProj:
		t.GivePr |= 1 << a.B
	case trPropose:
		log.Add("discover.trade_offer", engine.Seat(h), "other", g.heroName(t.Partner))
		s.Dec = decision{Kind: decTradeAnswer, Hero: t.Partner}
		return
	}
	s.Dec = decision{Kind: decTrade, Hero: h}
}

// tradeAnswer carries out an accepted trade (1 stamina) or drops a
// refused one (no stamina, §4.9).
func (g *Game) tradeAnswer(ok bool, log *engine.Log) {
	s := &g.s
	t := &s.Trade
	h := s.Active
	p, o := &s.H[h], &s.H[t.Partner]
	t.On = false
	p.Refused |= 1 << t.Partner
	if !ok {
		log.Add("discover.trade_refused", engine.Seat(t.Partner))
		return
	}
	p.Stamina--
	for r := uint8(0); r < NumRes; r++ {
		n := p.spend(r, int(t.GiveRes[r]))
		o.Res[r] += uint8(n)
		m := o.spend(r, int(t.TakeRes[r]))
		p.Res[r] += uint8(m)
	}
	// Items move by slot; collect first, then remove from the highest slot.
	var give, take [maxItems]item
	ng, nt := 0, 0
	for i := int(p.NItems) - 1; i >= 0; i-- {
		if t.GiveIt&(1<<i) != 0 {
			give[ng] = p.Items[i]
			ng++
			copy(p.Items[i:p.NItems-1], p.Items[i+1:p.NItems])
			p.NItems--
			p.Items[p.NItems] = item{}
		}
	}
	for i := int(o.NItems) - 1; i >= 0; i-- {
		if t.TakeIt&(1<<i) != 0 {
			take[nt] = o.Items[i]
			nt++
			copy(o.Items[i:o.NItems-1], o.Items[i+1:o.NItems])
			o.NItems--
			o.Items[o.NItems] = item{}
		}
	}
	for _, it := range give[:ng] {
		g.receiveItem(t.Partner, it, log)
	}
	for _, it := range take[:nt] {
		g.receiveItem(h, it, log)
	}
	for i := int(p.NProj) - 1; i >= 0; i-- {
		if t.GivePr&(1<<i) != 0 && o.NProj < maxHand {
			o.Proj[o.NProj] = p.Proj[i]
			o.NProj++
			copy(p.Proj[i:p.NProj-1], p.Proj[i+1:p.NProj])
			p.NProj--
		}
	}
	log.Add("discover.trade_done", engine.Seat(h), "other", g.heroName(t.Partner))
}

// receiveItem adds a traded item (markers kept, no new ones, §4.9); a
// second copy of a name sends the old one back to its deck.
func (g *Game) receiveItem(h uint8, it item, log *engine.Log) {
	p := &g.s.H[h]
	for i := 0; i < int(p.NItems); i++ {
		if g.d.Cards[p.Items[i].Card].Title == g.d.Cards[it.Card].Title {
			g.discardItem(h, uint8(i), log)
			break
		}
	}
	if p.NItems < maxItems {
		p.Items[p.NItems] = it
		p.NItems++
	} else {
		g.returnCard(it.Card)
	}
}

// loadStep asks an overloaded hero which 10 to keep (§4.11, erratum 5):
// one resource or card at a time.
func (g *Game) loadStep() bool {
	s := &g.s
	for h := 0; h < int(s.Players); h++ {
		if !s.playing(h) {
			continue
		}
		used, limit := g.load(h)
		if used <= limit {
			continue
		}
		p := &s.H[h]
		droppable := false
		for r := 0; r < int(NumRes); r++ {
			droppable = droppable || p.Res[r] > 0 || p.Dbl[r] > 0
		}
		for i := 0; i < int(p.NItems); i++ {
			droppable = droppable || !g.d.Cards[p.Items[i].Card].Quest
		}
		if droppable {
			s.Dec = decision{Kind: decLoad, Hero: uint8(h)}
			return true
		}
	}
	return false
}
