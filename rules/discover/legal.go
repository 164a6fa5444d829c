package discover

import "stolik/rules/engine"

// Gather of a face-up landscape enemy token (KindGather A; B = monster
// slot): it fights only when gathered (§4.6).
const gatherEnemy uint8 = 3

// Trade proposal options (KindChoose A during decTrade).
const (
	trCancel uint8 = iota
	trGiveRes
	trTakeRes
	trGiveItem
	trTakeItem
	trGiveProj
	trPropose
)

// Legal lists every decision of the seat to move.
func (g *Game) Legal(dst []engine.Action) []engine.Action {
	s := &g.s
	if s.Over {
		return dst
	}
	if s.Dec.Kind != decNone {
		return g.decisionOptions(dst)
	}
	if s.Phase != phDay || !s.playing(int(s.Active)) {
		return dst
	}
	return g.turnActions(dst)
}

// free reports whether a "free" passive (once per day) waives the
// stamina of action which for hero h.
func (g *Game) free(h uint8, which uint8) bool {
	ok := false
	g.eachPassive(h, func(ps Passive) {
		if ps.Kind == pasFree && uint8(ps.A) == which {
			ok = true
		}
	})
	return ok && g.s.H[h].FreeUsed&(1<<which) == 0
}

// cost1 is the stamina of a basic action (1, or 0 with a free passive).
func (g *Game) cost1(h uint8, which uint8) int {
	if which != none && g.free(h, which) {
		return 0
	}
	return 1
}

// turnActions lists the active hero's actions (§4.3).
func (g *Game) turnActions(dst []engine.Action) []engine.Action {
	s := &g.s
	d := g.d
	h := s.Active
	p := &s.H[h]
	st := int(p.Stamina)
	x := p.Hex
	hx := &s.Hx[x]
	add := func(k, a, b, c, dd uint8) {
		dst = append(dst, engine.Action{Kind: k, A: a, B: b, C: c, D: dd})
	}
	add(KindEnd, 0, 0, 0, 0)
	// Move and gather.
	for _, n := range g.t.Adj[x] {
		if n != none && g.revealed(n) && g.moveCost(h, n) <= st {
			add(KindMove, n, 0, 0, 0)
		}
	}
	// Gather.
	if s.FreeGat || st >= 1 {
		if hx.Land != none {
			add(KindGather, gatherLand, 0, 0, 0)
		}
		if hx.Water != none {
			add(KindGather, gatherWater, 0, 0, 0)
		}
		for r := uint8(0); r < NumRes; r++ {
			if hx.Drop[r] > 0 {
				add(KindGather, gatherDrop, r, 0, 0)
			}
			if hx.DropDbl[r] > 0 {
				add(KindGather, gatherDrop, r, 1, 0)
			}
		}
		for i := 0; i < int(s.NMon); i++ {
			if m := &s.Mon[i]; m.Hex == x && m.Src == monLand {
				add(KindGather, gatherEnemy, uint8(i), 0, 0)
			}
		}
	}
	// Scout.
	if st >= g.cost1(h, freeScout) {
		for slot := 1; slot < numTiles; slot++ {
			if g.canScout(h, slot) {
				add(KindScout, uint8(slot), 0, 0, 0)
			}
		}
	}
	// Investigate.
	if st >= g.cost1(h, freeInvestigate) && g.space(x).Loc != 0 && !(s.Scenario == 5 && hx.Marker) {
		add(KindInvestigate, 0, 0, 0, 0)
	}
	// Craft.
	if st >= g.cost1(h, freeCraft) {
		for i := 0; i < int(p.NProj); i++ {
			if g.canCraft(h, p.Proj[i]) {
				add(KindCraft, 0, uint8(i), 0, 0)
			}
		}
		for i := 0; i < int(s.NTable); i++ {
			if g.canCraft(h, s.Table[i]) {
				add(KindCraft, 1, uint8(i), 0, 0)
			}
		}
	}
	if st >= 1 {
		// Trade.
		for o := 0; o < int(s.Players); o++ {
			if uint8(o) != h && s.playing(o) && s.H[o].Hex == x && p.Refused&(1<<o) == 0 {
				add(KindTrade, uint8(o), 0, 0, 0)
			}
		}
		// Cook meat.
		if hx.Fire == 1 {
			for n := 1; n <= min(p.has(Meat), 12); n++ {
				add(KindCook, uint8(n), 0, 0, 0)
			}
		}
		// Relight.
		if hx.Fire == 2 && p.has(Wood) > 0 {
			add(KindRelight, 0, 0, 0, 0)
		}
		// Loot.
		for v := 0; v < int(s.Players); v++ {
			vp := &s.H[v]
			if vp.Status != stVictim || vp.Hex != x {
				continue
			}
			for r := uint8(0); r < NumRes; r++ {
				if vp.Res[r] > 0 {
					add(KindLoot, uint8(v), 0, r, 0)
				}
				if vp.Dbl[r] > 0 {
					add(KindLoot, uint8(v), 0, r, 1)
				}
			}
			for i := 0; i < int(vp.NItems); i++ {
				add(KindLoot, uint8(v), 1, uint8(i), 0)
			}
		}
		// Deliver to the quest card.
		if q := &d.Quests[s.Quest]; q.Deliver != nil && g.space(x).Loc == q.Deliver.Loc &&
			p.has(q.Deliver.Res) > 0 && int(s.Delivered) < g.deliverNeed(q.Deliver) {
			add(KindDeliver, 0, 0, 0, 0)
		}
	}
	// Rest.
	if st >= g.cost1(h, freeRest) {
		for o := 0; o < int(s.Players); o++ {
			if !s.playing(o) || s.H[o].Hex != x {
				continue
			}
			t := &s.H[o]
			if t.hasDmg(Hunger) && p.has(Food) > 0 {
				add(KindRest, uint8(o), Hunger, 0, 0)
			}
			if t.hasDmg(Dehydration) {
				if p.has(CleanWater) > 0 {
					add(KindRest, uint8(o), Dehydration, 0, 0)
				}
				if p.has(DirtyWater) > 0 {
					add(KindRest, uint8(o), Dehydration, 1, 0)
				}
			}
			if t.hasDmg(Sickness) && p.has(Medicine) > 0 {
				add(KindRest, uint8(o), Sickness, 0, 0)
			}
			if t.hasDmg(Injury) && p.has(Medicine) > 0 && g.hasPassive(h, pasRestInjury) {
				add(KindRest, uint8(o), Injury, 0, 0)
			}
		}
	}
	// Card actions.
	dst = g.cardActions(dst, h)
	// Attack (scenario 5, not on the first day).
	if s.Scenario == 5 && s.Day >= 2 && st >= 3 {
		for o := 0; o < int(s.Players); o++ {
			if uint8(o) != h && s.playing(o) && s.H[o].Hex == x {
				add(KindAttack, uint8(o), 0, 0, 0)
			}
		}
	}
	return dst
}

func (g *Game) hasPassive(h uint8, kind uint8) bool {
	ok := false
	g.eachPassive(h, func(ps Passive) { ok = ok || ps.Kind == kind })
	return ok
}

// deliverNeed is the quest pool's size: a base plus so many per player at
// the start (the player-count symbol, §4.19).
func (g *Game) deliverNeed(dl *Deliver) int {
	return dl.Base + dl.PerHero*int(g.s.Players)
}

// canCraft: the crafted item is in its deck (G10), the resources are
// there and, with the fire symbol, the hero is at a lit fire (§4.8).
func (g *Game) canCraft(h uint8, proj uint8) bool {
	s := &g.s
	pr := &g.d.Projects[proj]
	if pr.Fire && !s.atFire(int(h)) {
		return false
	}
	if _, ok := g.craftedCard(pr.Item); !ok {
		return false
	}
	p := &s.H[h]
	for r, n := range pr.Cost {
		if p.has(uint8(r)) < int(n) {
			return false
		}
	}
	return true
}

// craftedCard is a copy of crafted item n still in its deck.
func (g *Game) craftedCard(n int) (uint8, bool) {
	for _, id := range g.d.ByNumber[n] {
		if g.d.Cards[id].Deck == deckCrafted && g.s.Left[id] > 0 {
			return id, true
		}
	}
	return 0, false
}

// cardActions lists the "X:" actions hero h may take (§4.3 #11).
func (g *Game) cardActions(dst []engine.Action, h uint8) []engine.Action {
	s := &g.s
	p := &s.H[h]
	ok := func(a *CardAction, used bool, slot uint8) bool {
		return !(a.Daily && used) && int(a.Cost) <= int(p.Stamina) && g.condOn(a.Cond, h, slot) && g.condOn(a.Cond2, h, slot)
	}
	add := func(src, b, k uint8) {
		dst = append(dst, engine.Action{Kind: KindCard, A: src, B: b, C: k})
	}
	if p.Char != none {
		for k := range g.d.Characters[p.Char].Actions {
			if ok(&g.d.Characters[p.Char].Actions[k], p.CharUsed&(1<<k) != 0, none) {
				add(srcChar, 0, uint8(k))
			}
		}
	}
	for i := 0; i < int(p.NItems); i++ {
		it := &p.Items[i]
		for k := range g.d.Cards[it.Card].Actions {
			if ok(&g.d.Cards[it.Card].Actions[k], it.Used&(1<<k) != 0, uint8(i)) {
				add(srcItem, uint8(i), uint8(k))
			}
		}
	}
	for _, id := range s.upgrades() {
		for k := range g.d.Cards[id].Actions {
			if ok(&g.d.Cards[id].Actions[k], s.UpUsed[id]&(1<<k) != 0, none) {
				add(srcUpgrade, id, uint8(k))
			}
		}
	}
	q := &g.d.Quests[s.Quest]
	for k := range q.Actions {
		if ok(&q.Actions[k], s.QuestUsed&(1<<(uint(h)*2+uint(k))) != 0, none) {
			add(srcQuest, 0, uint8(k))
		}
	}
	for i := 0; i < int(p.NThreats); i++ {
		tc := &g.d.Threats[g.t.ThreatColour][p.Threats[i]]
		for k := range tc.Actions {
			if ok(&tc.Actions[k], p.ThrUsed&(1<<(i*2+k)) != 0, none) {
				add(srcThreat, uint8(i), uint8(k))
			}
		}
	}
	return dst
}

// decisionOptions lists the options of the pending decision.
func (g *Game) decisionOptions(dst []engine.Action) []engine.Action {
	s := &g.s
	dec := &s.Dec
	h := dec.Hero
	p := &s.H[h]
	add := func(a, b, c uint8) {
		dst = append(dst, engine.Action{Kind: KindChoose, A: a, B: b, C: c})
	}
	switch dec.Kind {
	case decDraft:
		for k := 0; k < int(p.NDealt); k++ {
			add(uint8(k), 0, 0)
		}
	case decChoose:
		op, _ := g.topOp()
		if op == nil {
			break
		}
		for i := 0; i < int(op.NAlt); i++ {
			if g.affordable(op.Alt[i], h) {
				add(uint8(i), 0, 0)
			}
		}
	case decKey, decWater, decDirty, decInspire, decTradeAnswer:
		add(0, 0, 0)
		add(1, 0, 0)
	case decLoad:
		for r := uint8(0); r < NumRes; r++ {
			if p.Res[r] > 0 {
				add(1, r, 0)
			}
			if p.Dbl[r] > 0 {
				add(1, r, 1)
			}
		}
		for i := 0; i < int(p.NItems); i++ {
			if !g.d.Cards[p.Items[i].Card].Quest {
				add(2, uint8(i), 0)
			}
		}
	case decSupport:
		for k := uint8(0); k <= numSupport; k++ {
			add(k, 0, 0)
		}
	case decModify, decPvP:
		dst = g.modifyOptions(dst, h)
	case decTransfer:
		add(0, 0, 0)
		for o := 0; o < int(s.Players); o++ {
			if g.canTake(uint8(o)) {
				add(1, uint8(o), 0)
			}
		}
	case decRetreat:
		var buf [6]uint8
		n := g.retreatSpaces(buf[:])
		for _, x := range buf[:n] {
			add(x, 0, 0)
		}
	case decFightOrder:
		for i := 0; i < int(s.NMon); i++ {
			if m := &s.Mon[i]; m.Hex == p.Hex && m.Src != monLand {
				add(uint8(i), 0, 0)
			}
		}
	case decWho:
		x := s.Mon[dec.A].Hex
		for o := 0; o < int(s.Players); o++ {
			if s.playing(o) && s.H[o].Hex == x {
				add(uint8(o), 0, 0)
			}
		}
	case decTie:
		for o := 0; o < int(s.Players); o++ {
			if dec.B&(1<<o) != 0 {
				add(uint8(o), 0, 0)
			}
		}
	case decLeader:
		for o := 0; o < int(s.Players); o++ {
			if s.playing(o) {
				add(uint8(o), 0, 0)
			}
		}
	case decTrade:
		dst = g.tradeOptions(dst)
	case decMove:
		add(0, 0, 0)
		for _, x := range g.t.Adj[p.Hex] {
			if x != none && g.revealed(x) {
				add(1, x, 0)
			}
		}
	case decShare:
		add(0, 0, 0)
		c := &s.Combat
		for r := uint8(0); r < NumRes; r++ {
			if c.RewardN[r] == 0 || p.has(r) == 0 {
				continue
			}
			for o := 0; o < int(s.Players); o++ {
				if c.Ask&(1<<o) != 0 && s.playing(o) {
					add(1, r, uint8(o))
				}
			}
		}
	case decEscape:
		for _, x := range g.t.Adj[p.Hex] {
			if x != none && g.revealed(x) && g.monstersOn(x) == 0 {
				add(x, 0, 0)
			}
		}
	case decSteal:
		add(0, 0, 0)
		v := &s.H[dec.A]
		for r := uint8(0); r < NumRes; r++ {
			if v.has(r) > 0 {
				add(1, r, 0)
			}
		}
	case decDup:
		add(0, 0, 0)
		for o := 0; o < int(s.Players); o++ {
			if uint8(o) != h && s.playing(o) && s.H[o].Hex == p.Hex {
				add(1, uint8(o), 0)
			}
		}
	case decOther:
		for o := 0; o < int(s.Players); o++ {
			if uint8(o) != h && s.playing(o) {
				add(uint8(o), 0, 0)
			}
		}
	case decScout:
		for slot := 1; slot < numTiles; slot++ {
			if g.canScout(h, slot) {
				add(uint8(slot), 0, 0)
			}
		}
	case decHeal:
		var seen [numDmg]bool
		for _, x := range p.Health {
			if x != Heart && !seen[x] {
				seen[x] = true
				add(x, 0, 0)
			}
		}
	}
	return dst
}

// tradeOptions lists the trade proposal's next steps (§4.9): add a
// resource, item or project to either side, propose, or call it off.
func (g *Game) tradeOptions(dst []engine.Action) []engine.Action {
	s := &g.s
	t := &s.Trade
	p := &s.H[s.Active]
	o := &s.H[t.Partner]
	add := func(a, b uint8) {
		dst = append(dst, engine.Action{Kind: KindChoose, A: a, B: b})
	}
	add(trCancel, 0)
	for r := uint8(0); r < NumRes; r++ {
		if p.has(r) > int(t.GiveRes[r]) {
			add(trGiveRes, r)
		}
		if o.has(r) > int(t.TakeRes[r]) {
			add(trTakeRes, r)
		}
	}
	for i := 0; i < int(p.NItems); i++ {
		if t.GiveIt&(1<<i) == 0 {
			add(trGiveItem, uint8(i))
		}
	}
	for i := 0; i < int(o.NItems); i++ {
		if t.TakeIt&(1<<i) == 0 {
			add(trTakeItem, uint8(i))
		}
	}
	for i := 0; i < int(p.NProj); i++ {
		if t.GivePr&(1<<i) == 0 {
			add(trGiveProj, uint8(i))
		}
	}
	if t.GiveIt|t.TakeIt|t.GivePr != 0 || t.GiveRes != ([NumRes]uint8{}) || t.TakeRes != ([NumRes]uint8{}) {
		add(trPropose, 0)
	}
	return dst
}
