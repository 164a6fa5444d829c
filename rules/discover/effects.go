package discover

import (
	"stolik/rules/engine"
	"strconv"
)

// push starts resolving effect eff for hero h; src is the card it came
// from (or none).
func (g *Game) push(eff uint16, h uint8, src uint8, log *engine.Log) *frame {
	s := &g.s
	if eff == noEffect || int(eff) >= len(g.d.Effects) {
		return nil
	}
	if s.NFrames >= maxFrames {
		log.Add("discover.too_deep", engine.GameOver)
		return nil
	}
	s.Frames[s.NFrames] = frame{Eff: eff, Hero: h, Src: src, Item: none, Land: none, Thr: none}
	s.NFrames++
	return &s.Frames[s.NFrames-1]
}

// pushGlobal starts a quest, night or terrain effect: it resolves for
// hero h if h still plays, else for the leader.
func (g *Game) pushGlobal(eff uint16, h uint8, log *engine.Log) {
	if f := g.push(eff, h, none, log); f != nil {
		f.Global = true
	}
}

// run resolves everything automatic until a decision is needed or the
// game ends: dirty water, monster moves, fights, effect frames, the load
// limit, the night and the turn order, in that priority.
func (g *Game) run(log *engine.Log) {
	s := &g.s
	for guard := 0; guard < 20000; guard++ {
		if s.Over || s.Dec.Kind != decNone {
			return
		}
		switch {
		case s.InspireAfter != 0:
			h := s.InspireAfter - 1
			s.InspireAfter = 0
			g.inspire(h, log)
		case g.dirtyStep(log):
		case s.Pat.On:
			g.stepPatrol(log)
		case s.Combat.On && s.NFrames > s.Combat.Base:
			g.stepFrame(log)
		case s.Combat.On:
			g.stepCombat(log)
		case s.NFights > 0:
			g.startFight(log)
		case s.NFrames > 0:
			g.stepFrame(log)
		case g.loadStep():
		case g.checkEnd(log):
			return
		case s.Phase == phNight:
			g.stepNight(log)
		case s.Phase == phDay && (!s.playing(int(s.Active)) || s.Done&(1<<s.Active) != 0):
			g.nextTurn(log)
		default:
			return
		}
	}
	// A loop that never settles is a data or rules bug; end the game
	// rather than hang a bot or the window.
	log.Add("discover.stuck", engine.GameOver)
	g.endGame(true, log)
}

// checkEnd ends the game when no hero remains on the map (§4.1).
func (g *Game) checkEnd(log *engine.Log) bool {
	s := &g.s
	if s.Phase == phDraft {
		return false
	}
	playing, last := 0, uint8(none)
	for h := 0; h < int(s.Players); h++ {
		if s.playing(h) {
			playing++
			last = uint8(h)
		}
	}
	if s.Scenario == 5 && playing == 1 && s.Players > 1 {
		// The last hero standing wins scenario 5 (PROPOSED, G6).
		g.win(last, log)
		return true
	}
	if playing > 0 {
		return false
	}
	won := false
	for h := 0; h < int(s.Players); h++ {
		won = won || s.H[h].Status == stWon
	}
	g.endGame(!won, log)
	return true
}

// endGame stops the game; lost means the island won.
func (g *Game) endGame(lost bool, log *engine.Log) {
	s := &g.s
	if s.Over {
		return
	}
	s.Over, s.Lost, s.Phase = true, lost, phOver
	s.Dec = decision{}
	s.NFrames, s.NFights = 0, 0
	s.Combat.On, s.Pat.On, s.NightOn = false, false, false
	if lost {
		log.Add("discover.island_wins", engine.GameOver)
	} else {
		log.Add("discover.game_over", engine.GameOver)
	}
}

// nextTurn passes the day to the next hero clockwise who has not played
// today, or starts the night.
func (g *Game) nextTurn(log *engine.Log) {
	s := &g.s
	s.Done |= 1 << s.Active
	s.FreeGat = false
	for k := 1; k <= int(s.Players); k++ {
		h := (int(s.Active) + k) % int(s.Players)
		if s.playing(h) && s.Done&(1<<h) == 0 {
			s.Active = uint8(h)
			s.H[h].Refused = 0
			log.Add("discover.turn", engine.Seat(h))
			return
		}
	}
	g.startNight(log)
}

func (g *Game) popFrame(log *engine.Log) {
	s := &g.s
	f := &s.Frames[s.NFrames-1]
	if f.Land != none {
		g.dropNumberToken(f.Land)
	}
	if f.Enc && f.Src != none && s.NEnc < maxEnc && s.Left[f.Src] > 0 {
		// An encounter event goes back under its deck.
		copy(s.Enc[1:s.NEnc+1], s.Enc[:s.NEnc])
		s.Enc[0] = f.Src
		s.NEnc++
	}
	s.NFrames--
}

// dropNumberToken discards the number token resolved on hex h (§4.6).
func (g *Game) dropNumberToken(h uint8) {
	hx := &g.s.Hx[h]
	if hx.Land != none {
		g.discardLand(hx.Land)
		hx.Land, hx.LandUp = none, false
	}
}

// frameHero is who an op of f resolves for: its hero, or for a global
// frame whose hero left the map, the leader.
func (g *Game) frameHero(f *frame) (uint8, bool) {
	s := &g.s
	if s.playing(int(f.Hero)) {
		return f.Hero, true
	}
	if f.Global && s.playing(int(s.Leader)) {
		return s.Leader, true
	}
	return f.Hero, false
}

func (g *Game) stepFrame(log *engine.Log) {
	s := &g.s
	f := &s.Frames[s.NFrames-1]
	ops := g.d.Effects[f.Eff]
	h, ok := g.frameHero(f)
	if int(f.PC) >= len(ops) || !ok {
		g.popFrame(log)
		return
	}
	op := &ops[f.PC]
	if op.Kind == opAll {
		g.opAll(op, f, log)
		return
	}
	f.PC++
	g.exec(op, f, h, log)
}

// opAll resolves an alternative for every hero in turn, the leader first
// (G22); the op stays current until every hero is done.
func (g *Game) opAll(op *Op, f *frame, log *engine.Log) {
	s := &g.s
	var buf [maxPlayers]uint8
	for _, h := range s.order(buf[:0]) {
		if f.Iter&(1<<h) == 0 {
			f.Iter |= 1 << h
			nf := g.push(op.Alt[0], h, f.Src, log)
			if nf != nil && f.Global {
				nf.Global = false
			}
			return
		}
	}
	f.Iter = 0
	f.PC++
}

// exec performs one op for hero h.
func (g *Game) exec(op *Op, f *frame, h uint8, log *engine.Log) {
	s := &g.s
	p := &s.H[h]
	seat := engine.Seat(h)
	switch op.Kind {
	case opGain:
		g.gain(h, uint8(op.A), int(op.N), log)
	case opLose, opSpend:
		if op.Stamina {
			n := min(int(p.Stamina), int(op.N))
			p.Stamina -= uint8(n)
			log.Add("discover.lose_stamina", seat, "count", n)
			break
		}
		n := p.spend(uint8(op.A), int(op.N))
		if n > 0 {
			log.Add("discover.lose", seat, "count", n, "res", g.resName(uint8(op.A), n))
		}
		if uint8(op.A) == DirtyWater && op.Kind == opSpend {
			s.Dirty[h] += uint8(n)
		}
	case opStamina:
		g.addStamina(h, int(op.N), log)
	case opDamage:
		for k := 0; k < int(op.N) && s.playing(int(h)); k++ {
			g.hurt(h, uint8(op.A), log)
		}
	case opHeal:
		for k := 0; k < int(op.N); k++ {
			if op.A != 0 {
				g.heal(h, uint8(op.A), log)
				continue
			}
			if g.distinctDamage(h) > 1 {
				// The user picks the type (§4.12); the rest of the
				// count is lost to keep one decision per op.
				s.Dec = decision{Kind: decHeal, Hero: h}
				return
			}
			g.heal(h, Heart, log)
		}
	case opSearch:
		g.resolveSearch(h, int(op.A), none, log)
	case opEnemy:
		if id, ok := g.enemyByNumber(int(op.A)); ok {
			g.queueFight(h, none, id, true)
		}
	case opMonster:
		g.placeMonster(h, op.Where, int(op.N), log)
	case opSpecial:
		g.placeSpecial(h, int(op.A), op.Where, int(op.N), log)
	case opStage:
		g.gotoStage(int(op.A), log)
	case opWin:
		g.win(h, log)
	case opItem:
		g.gainNumber(h, int(op.A), log)
	case opProject:
		g.inspire(h, log)
	case opThreat:
		g.drawThreat(h, log)
	case opFireOut:
		g.fireOut(op.Where, p.Hex, log)
	case opCampfire, opRelight:
		if s.Hx[p.Hex].Fire != 1 {
			s.Hx[p.Hex].Fire = 1
			log.Add("discover.campfire", seat)
		}
	case opPatrol:
		s.Pat = patrol{On: true, N: uint8(op.N), Snore: none}
	case opSnore:
		s.Pat = patrol{On: true, N: uint8(op.N), Snore: h}
	case opTeleport:
		var buf [4]uint8
		if hs := g.locHexes(buf[:0], int(op.A)); len(hs) > 0 {
			g.placeHero(h, hs[0], log)
		}
	case opToCamp:
		g.placeHero(h, g.t.CampHex, log)
	case opLeave:
		for i := int(s.NFrames) - 1; i >= 0; i-- {
			if s.Frames[i].Land != none {
				s.Frames[i].Land = none
				log.Add("discover.token_left", seat)
				break
			}
		}
	case opChoose:
		if g.choices(op, h) > 0 {
			s.Dec = decision{Kind: decChoose, Hero: h}
		}
	case opRoll:
		v := g.d12()
		log.Reveal("discover.roll", seat, "roll", v)
		for i := 0; i < int(op.NAlt); i++ {
			if uint8(v) >= op.Lo[i] && uint8(v) <= op.Hi[i] {
				g.pushSub(op.Alt[i], h, f, log)
			}
		}
	case opIf:
		if g.condOn(op.Cond, h, f.Item) {
			g.pushSub(op.Alt[0], h, f, log)
		} else if op.NAlt > 1 {
			g.pushSub(op.Alt[1], h, f, log)
		}
	case opMove:
		s.MoveN = uint8(op.N)
		s.Dec = decision{Kind: decMove, Hero: h}
	case opScout:
		if g.anyScout(h) {
			s.Dec = decision{Kind: decScout, Hero: h}
		}
	case opMarkers:
		if f.Item != none && f.Item < p.NItems {
			it := &p.Items[f.Item]
			it.Markers = uint8(max(0, int(it.Markers)+int(op.N)))
			log.Add("discover.markers", seat, "count", int(it.Markers), "title", g.d.Cards[it.Card].Title)
		}
	case opDiscardSelf:
		switch {
		case f.Thr != none:
			g.discardThreat(h, f.Thr, log)
		case f.Item != none && f.Item < p.NItems:
			g.discardItem(h, f.Item, log)
		case f.Src != none && s.InPlay[f.Src]:
			s.takeOutOfPlay(f.Src)
			s.Left[f.Src]++
			log.Add("discover.upgrade_gone", seat, "title", g.d.Cards[f.Src].Title)
		}
	case opEscape:
		if s.Combat.On && !s.Combat.PvP && s.Combat.Hero == h && g.anyEscape(h) {
			s.Dec = decision{Kind: decEscape, Hero: h}
		}
	case opRelic:
		p.Relics += uint8(op.N)
		log.Add("discover.relic", seat, "count", int(p.Relics))
	case opOther:
		if g.others(h) > 0 {
			s.Dec = decision{Kind: decOther, Hero: h, N: op.Alt[0]}
		}
	}
}

// pushSub resolves a sub-effect within f's context (its source card,
// item and persistent threat).
func (g *Game) pushSub(eff uint16, h uint8, f *frame, log *engine.Log) {
	src, it, thr, gl := f.Src, f.Item, f.Thr, f.Global
	if nf := g.push(eff, h, src, log); nf != nil {
		nf.Item, nf.Thr, nf.Global = it, thr, gl
	}
}

// topOp is the op a decChoose is about: the last executed op of the top
// frame.
func (g *Game) topOp() (*Op, *frame) {
	s := &g.s
	if s.NFrames == 0 {
		return nil, nil
	}
	f := &s.Frames[s.NFrames-1]
	ops := g.d.Effects[f.Eff]
	if f.PC == 0 || int(f.PC) > len(ops) {
		return nil, f
	}
	return &ops[f.PC-1], f
}

// choices counts the alternatives of a choose op hero h can take: an
// alternative starting with spend needs what it spends.
func (g *Game) choices(op *Op, h uint8) int {
	n := 0
	for i := 0; i < int(op.NAlt); i++ {
		if g.affordable(op.Alt[i], h) {
			n++
		}
	}
	return n
}

// affordable: every leading spend op of eff can be paid in full.
func (g *Game) affordable(eff uint16, h uint8) bool {
	p := &g.s.H[h]
	for _, o := range g.d.Effects[eff] {
		if o.Kind != opSpend {
			return true
		}
		if o.Stamina {
			if int(p.Stamina) < int(o.N) {
				return false
			}
		} else if p.has(uint8(o.A)) < int(o.N) {
			return false
		}
	}
	return true
}

// condOn evaluates a condition for hero h about the item in slot (none
// when the condition is not on an item).
func (g *Game) condOn(c Cond, h uint8, slot uint8) bool {
	if c.Kind == condMarkers {
		p := &g.s.H[h]
		return slot < p.NItems && int(p.Items[slot].Markers) >= int(c.A)
	}
	return g.cond(c, h)
}

// cond evaluates a condition for hero h.
func (g *Game) cond(c Cond, h uint8) bool {
	s := &g.s
	p := &s.H[h]
	switch c.Kind {
	case condNone:
		return true
	case condFire:
		return s.atFire(int(h))
	case condCamp:
		return g.inCamp(int(h))
	case condLoc:
		return g.revealed(p.Hex) && g.space(p.Hex).Loc == int(c.A)
	case condItem:
		return g.holds(int(h), int(c.A)) >= 0
	case condTrait:
		return g.holdsTrait(int(h), int(c.A))
	case condRes:
		return p.has(uint8(c.A)) >= int(c.N)
	case condPlayers:
		return int(s.Players) >= int(c.A)
	case condDay:
		return int(s.Day) >= int(c.A)
	case condSolo:
		return s.Players == 1
	case condHurt:
		return p.damage() > 0
	case condStamina:
		return int(p.Stamina) >= int(c.A)
	case condRelics:
		return int(p.Relics) >= int(c.A)
	case condPool:
		q := &g.d.Quests[s.Quest]
		return q.Deliver != nil && int(s.Delivered) >= g.deliverNeed(q.Deliver)
	case condMarkers:
		return false // needs the item: condItem
	}
	return false
}

// ---- resources, stamina, damage ----

// resName is resource r in the Polish form for n ("1 kamień", "2
// kamienie", "5 kamieni").
func (g *Game) resName(r uint8, n int) string {
	switch {
	case n == 1:
		return g.d.ResNames[r]
	case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
		return g.d.ResFew[r]
	}
	return g.d.ResMany[r]
}

// gain adds resources from the supply (unlimited, golden rule 2).
func (g *Game) gain(h uint8, r uint8, n int, log *engine.Log) {
	if n <= 0 || r >= NumRes {
		return
	}
	p := &g.s.H[h]
	p.Res[r] = uint8(min(255, int(p.Res[r])+n))
	log.Add("discover.gain", engine.Seat(h), "count", n, "res", g.resName(r, n))
}

// addStamina keeps stamina within 0..12 (G20: the excess is lost).
func (g *Game) addStamina(h uint8, n int, log *engine.Log) {
	p := &g.s.H[h]
	v := min(maxStamina, max(0, int(p.Stamina)+n))
	d := v - int(p.Stamina)
	p.Stamina = uint8(v)
	if d > 0 {
		log.Add("discover.stamina_gain", engine.Seat(h), "count", d)
	} else if d < 0 {
		log.Add("discover.lose_stamina", engine.Seat(h), "count", -d)
	}
}

// hurt deals one damage of type d: a heart dial turns to it, or with
// three already the hero is eliminated (§4.12, §4.17).
func (g *Game) hurt(h uint8, d uint8, log *engine.Log) {
	s := &g.s
	if !s.playing(int(h)) {
		return
	}
	p := &s.H[h]
	for i, x := range p.Health {
		if x == Heart {
			p.Health[i] = d
			log.Add("discover.damage", engine.Seat(h), "dmg", g.d.DmgNames[d])
			return
		}
	}
	g.eliminate(h, log)
}

// heal turns one dial of type d (Heart: any, the worst first) back.
func (g *Game) heal(h uint8, d uint8, log *engine.Log) {
	p := &g.s.H[h]
	best := -1
	for i, x := range p.Health {
		if x != Heart && (d == Heart || x == d) && (best < 0 || x > p.Health[best]) {
			best = i
		}
	}
	if best >= 0 {
		log.Add("discover.heal", engine.Seat(h), "dmg", g.d.DmgNames[p.Health[best]])
		p.Health[best] = Heart
	}
}

func (g *Game) distinctDamage(h uint8) int {
	var seen [numDmg]bool
	n := 0
	for _, x := range g.s.H[h].Health {
		if x != Heart && !seen[x] {
			seen[x] = true
			n++
		}
	}
	return n
}

// eliminate makes hero h a victim (§4.17): projects and threats leave
// the game, resources and items stay for looting, the leader token passes
// left.
func (g *Game) eliminate(h uint8, log *engine.Log) {
	s := &g.s
	p := &s.H[h]
	p.Status = stVictim
	p.NProj = 0
	for i := 0; i < int(p.NThreats); i++ {
		p.Threats[i] = 0
	}
	p.NThreats = 0
	log.Add("discover.eliminated", engine.Seat(h))
	g.passLeader(h, log)
	g.dropFightsOf(h)
}

// win removes a winning hero from the map (§4.1): every card, token and
// marker is discarded, projects leave the game. In scenario 5 the first
// winner ends the game alone (§4.22).
func (g *Game) win(h uint8, log *engine.Log) {
	s := &g.s
	if !s.playing(int(h)) {
		return
	}
	p := &s.H[h]
	p.Status, p.WonDay = stWon, s.Day
	log.Add("discover.won", engine.Seat(h))
	for p.NItems > 0 {
		g.discardItem(h, p.NItems-1, nil)
	}
	p.Res, p.Dbl = [NumRes]uint8{}, [NumRes]uint8{}
	p.NProj = 0
	for p.NThreats > 0 {
		g.discardThreat(h, p.NThreats-1, nil)
	}
	g.passLeader(h, log)
	g.dropFightsOf(h)
	if s.Scenario == 5 {
		g.endGame(false, log)
	}
}

// passLeader hands the leader token left when its holder leaves the map
// (§4.17; G19: a winner too).
func (g *Game) passLeader(h uint8, log *engine.Log) {
	s := &g.s
	if s.Leader != h {
		return
	}
	for k := 1; k < int(s.Players); k++ {
		n := (int(h) + k) % int(s.Players)
		if s.playing(n) {
			s.Leader = uint8(n)
			log.Add("discover.leader", engine.Seat(n))
			return
		}
	}
}

// dropFightsOf removes queued fights of a hero who left the map.
func (g *Game) dropFightsOf(h uint8) {
	s := &g.s
	k := 0
	for i := 0; i < int(s.NFights); i++ {
		if s.Fights[i].Hero != h {
			s.Fights[k] = s.Fights[i]
			k++
		}
	}
	s.NFights = uint8(k)
}

// dirtyStep settles dirty water spent: 1 medicine or a roll, 1–3 means
// sickness (§4.12).
func (g *Game) dirtyStep(log *engine.Log) bool {
	s := &g.s
	for h := 0; h < int(s.Players); h++ {
		if s.Dirty[h] == 0 {
			continue
		}
		if !s.playing(h) {
			s.Dirty[h] = 0
			continue
		}
		if s.H[h].has(Medicine) > 0 {
			s.Dec = decision{Kind: decDirty, Hero: uint8(h)}
			return true
		}
		s.Dirty[h]--
		g.dirtyRoll(uint8(h), log)
		return true
	}
	return false
}

func (g *Game) dirtyRoll(h uint8, log *engine.Log) {
	v := g.d12()
	log.Reveal("discover.dirty_roll", engine.Seat(h), "roll", v)
	if v <= 3 {
		g.hurt(h, Sickness, log)
	}
}

// ---- cards ----

// findSearch is the search card with number n in the deck now (§4.7), or
// false when none is (held, removed, or no such number).
func (g *Game) findSearch(n int) (uint8, bool) {
	s := &g.s
	for _, id := range g.d.ByNumber[n] {
		c := &g.d.Cards[id]
		if c.Deck == deckSearch && c.Terrain == int8(s.Terrain) && s.Left[id] > 0 {
			return id, true
		}
	}
	return 0, false
}

// enemyByNumber is the enemy card with number n: the enemy deck, or an
// enemy card of the search deck (special monsters, §4.15).
func (g *Game) enemyByNumber(n int) (uint8, bool) {
	for _, id := range g.d.ByNumber[n] {
		c := &g.d.Cards[id]
		if c.Kind == kindEnemy && (c.Terrain == int8(g.s.Terrain) || c.Terrain < 0) {
			return id, true
		}
	}
	return 0, false
}

// resolveSearch resolves search card n for hero h; land is the hex of the
// number token that named it (none for locations and events).
func (g *Game) resolveSearch(h uint8, n int, land uint8, log *engine.Log) {
	s := &g.s
	id, ok := g.findSearch(n)
	if !ok {
		log.Add("discover.missing", engine.Seat(h), "number", n)
		if land != none {
			g.dropNumberToken(land)
		}
		return
	}
	g.markSeen(id)
	c := &g.d.Cards[id]
	log.Reveal("discover.card", engine.Seat(h), "number", n, "title", c.Title, "text", g.d.Plain(c.Text))
	if c.Locked && g.hasKey(h) {
		s.Dec = decision{Kind: decKey, Hero: h, A: land, N: uint16(id)}
		return
	}
	g.applyCard(h, id, land, false, log)
}

func (g *Game) markSeen(id uint8) {
	s := &g.s
	for k, v := range s.Dedup {
		if v == id && k < len(g.t.Dedup) {
			s.DedupUp[k] = true
		}
	}
}

func (g *Game) hasKey(h uint8) bool {
	p := &g.s.H[h]
	for i := 0; i < int(p.NItems); i++ {
		if g.d.Cards[p.Items[i].Card].Key {
			return true
		}
	}
	return false
}

// applyCard resolves a revealed numbered card by its kind (§4.7).
func (g *Game) applyCard(h uint8, id uint8, land uint8, enc bool, log *engine.Log) {
	s := &g.s
	c := &g.d.Cards[id]
	switch c.Kind {
	case kindEvent:
		f := g.push(c.Effect, h, id, log)
		if f == nil {
			if land != none {
				g.dropNumberToken(land)
			}
			if enc {
				g.returnEncounter(id)
			}
			return
		}
		f.Land, f.Enc = land, enc
	case kindUpgrade:
		s.putInPlay(id)
		s.Left[id]--
		log.Add("discover.upgrade", engine.Seat(h), "title", c.Title)
		if land != none {
			g.dropNumberToken(land)
		}
		g.push(c.Effect, h, id, log)
	case kindEnemy:
		if land != none {
			g.dropNumberToken(land)
		}
		if enc {
			g.returnEncounter(id)
		}
		g.queueFight(h, none, id, true)
	case kindItem:
		if land != none {
			g.dropNumberToken(land)
		}
		g.gainItem(h, id, log)
	}
}

func (g *Game) returnEncounter(id uint8) {
	s := &g.s
	if s.NEnc < maxEnc {
		copy(s.Enc[1:s.NEnc+1], s.Enc[:s.NEnc])
		s.Enc[0] = id
		s.NEnc++
	}
}

// gainNumber gives hero h the item card numbered n, from the crafted or
// the search deck, if a copy is there.
func (g *Game) gainNumber(h uint8, n int, log *engine.Log) {
	s := &g.s
	for _, id := range g.d.ByNumber[n] {
		c := &g.d.Cards[id]
		if c.Kind == kindItem && s.Left[id] > 0 && (c.Terrain < 0 || c.Terrain == int8(s.Terrain)) {
			g.gainItem(h, id, log)
			return
		}
	}
	log.Add("discover.missing", engine.Seat(h), "number", n)
}

// gainItem takes an item card out of its deck for hero h (§4.7, §4.8):
// markers go on it, a second copy of a name replaces the first.
func (g *Game) gainItem(h uint8, id uint8, log *engine.Log) {
	s := &g.s
	p := &s.H[h]
	c := &g.d.Cards[id]
	if s.Left[id] > 0 {
		s.Left[id]--
	}
	if p.NItems >= maxItems {
		g.returnCard(id)
		log.Add("discover.item_lost", engine.Seat(h), "title", c.Title)
		return
	}
	old := -1
	for i := 0; i < int(p.NItems); i++ {
		if g.d.Cards[p.Items[i].Card].Title == c.Title {
			old = i
		}
	}
	p.Items[p.NItems] = item{Card: id, Markers: c.Markers}
	p.NItems++
	log.Add("discover.item", engine.Seat(h), "title", c.Title)
	if old >= 0 {
		if g.othersOn(h) > 0 {
			s.Dec = decision{Kind: decDup, Hero: h, A: uint8(old)}
		} else {
			g.discardItem(h, uint8(old), log)
		}
	}
	q := &g.d.Quests[s.Quest]
	if eff, ok := q.Gain[c.Number]; ok {
		g.pushGlobal(eff, h, log)
	}
	if c.Effect != noEffect {
		if f := g.push(c.Effect, h, id, log); f != nil {
			f.Item = p.NItems - 1
			if old >= 0 && old < int(f.Item) && s.Dec.Kind == decDup { // the old copy leaves after the choice (alone, it already left)
				f.Item--
			}
		}
	}
}

// returnCard puts a numbered card back into its deck.
func (g *Game) returnCard(id uint8) {
	if g.d.Cards[id].Deck == deckEncounter {
		g.s.Left[id]++
		g.returnEncounter(id)
		return
	}
	g.s.Left[id]++
}

// discardItem returns an item to its deck (§4.7).
func (g *Game) discardItem(h uint8, slot uint8, log *engine.Log) {
	p := &g.s.H[h]
	if slot >= p.NItems {
		return
	}
	id := p.Items[slot].Card
	copy(p.Items[slot:p.NItems-1], p.Items[slot+1:p.NItems])
	p.NItems--
	p.Items[p.NItems] = item{}
	g.returnCard(id)
	log.Add("discover.item_discarded", engine.Seat(h), "title", g.d.Cards[id].Title)
}

// gotoStage makes stage n of the scenario the current quest card.
func (g *Game) gotoStage(n int, log *engine.Log) {
	s := &g.s
	sc := &g.d.Scenarios[s.Scenario-1]
	if n < 1 || n > len(sc.Stages) {
		return
	}
	s.Quest = uint8(sc.Stages[n-1])
	s.QuestUsed = 0
	g.enterStage(log)
}

// drawProject takes the top project card into hero h's hand (kept
// secret, §4.8).
func (g *Game) drawProject(h int, advanced bool, log *engine.Log) {
	s := &g.s
	p := &s.H[h]
	if p.NProj >= maxHand {
		return
	}
	var id uint8
	switch {
	case advanced && s.NAdv > 0:
		s.NAdv--
		id = s.AdvDeck[s.NAdv]
	case !advanced && s.NProjDeck > 0:
		s.NProjDeck--
		id = s.ProjDeck[s.NProjDeck]
	default:
		return
	}
	p.Proj[p.NProj] = id
	p.NProj++
	log.Push(engine.Event{Key: "discover.project", Seat: engine.Seat(h), Private: true, Reveal: true,
		PublicKey: "discover.project_public", Args: map[string]any{"name": g.d.Projects[id].Name}})
}

// inspire draws a project for hero h, offering the advanced deck where
// the sheet uses it (§4.8). Scenario 5: nobody draws projects (§4.22).
func (g *Game) inspire(h uint8, log *engine.Log) {
	s := &g.s
	if s.Scenario == 5 {
		return
	}
	if s.NAdv > 0 && s.NProjDeck > 0 {
		s.Dec = decision{Kind: decInspire, Hero: h}
		return
	}
	g.drawProject(int(h), s.NProjDeck == 0, log)
}

// drawThreat resolves the top threat card for hero h (§4.14).
func (g *Game) drawThreat(h uint8, log *engine.Log) {
	s := &g.s
	if !s.playing(int(h)) {
		return
	}
	for tries := 0; tries <= 2*numThreat; tries++ {
		if s.NThreat == 0 {
			if s.NThrDisc == 0 {
				return
			}
			s.NThreat = uint8(copy(s.Threat[:], s.ThreatDisc[:s.NThrDisc]))
			s.NThrDisc = 0
			engine.ShuffleSlice(&g.rng, s.Threat[:s.NThreat])
			log.Add("discover.threat_shuffle", engine.GameOver)
		}
		s.NThreat--
		id := s.Threat[s.NThreat]
		tc := &g.d.Threats[g.t.ThreatColour][id]
		log.Reveal("discover.threat", engine.Seat(h), "title", tc.Title, "text", g.d.Plain(tc.Text))
		if tc.Tribe && g.others(h) == 0 {
			g.discardThreatCard(id)
			log.Add("discover.threat_redraw", engine.Seat(h))
			continue
		}
		p := &s.H[h]
		var f *frame
		if tc.Persistent && p.NThreats < maxPersist {
			p.Threats[p.NThreats] = id
			p.NThreats++
			f = g.push(tc.Effect, h, none, log)
			if f != nil {
				f.Thr = p.NThreats - 1
			}
		} else {
			g.discardThreatCard(id)
			g.push(tc.Effect, h, none, log)
		}
		return
	}
}

func (g *Game) discardThreatCard(id uint8) {
	s := &g.s
	if s.NThrDisc < numThreat {
		s.ThreatDisc[s.NThrDisc] = id
		s.NThrDisc++
	}
}

// discardThreat removes a persistent threat from a hero.
func (g *Game) discardThreat(h uint8, slot uint8, log *engine.Log) {
	p := &g.s.H[h]
	if slot >= p.NThreats {
		return
	}
	id := p.Threats[slot]
	copy(p.Threats[slot:p.NThreats-1], p.Threats[slot+1:p.NThreats])
	p.NThreats--
	p.ThrUsed = 0
	g.discardThreatCard(id)
	log.Add("discover.threat_gone", engine.Seat(h), "title", g.d.Threats[g.t.ThreatColour][id].Title)
}

// others counts playing heroes other than h; othersOn those on h's space.
func (g *Game) others(h uint8) int {
	n := 0
	for i := 0; i < int(g.s.Players); i++ {
		if i != int(h) && g.s.playing(i) {
			n++
		}
	}
	return n
}

func (g *Game) othersOn(h uint8) int {
	s := &g.s
	n := 0
	for i := 0; i < int(s.Players); i++ {
		if i != int(h) && s.playing(i) && s.H[i].Hex == s.H[h].Hex {
			n++
		}
	}
	return n
}

// ---- fires ----

func (g *Game) fireOut(which uint8, here uint8, log *engine.Log) {
	s := &g.s
	n := 0
	for hx := uint8(0); hx < numHex; hx++ {
		if s.Hx[hx].Fire != 1 {
			continue
		}
		camp := hx == g.t.CampHex
		if which == fireAll || (which == fireTokens && !camp) || (which == fireCamp && camp) || (which == fireHere && hx == here) {
			s.Hx[hx].Fire = 2
			n++
		}
	}
	if n > 0 {
		log.Add("discover.fire_out", engine.GameOver, "count", n)
	}
}

// ---- the map ----

// moveCost is what entering hex x costs hero h (§4.4): the terrain
// sheet's cost changed by abilities.
func (g *Game) moveCost(h uint8, x uint8) int {
	sp := g.space(x)
	kind := &g.t.Kinds[sp.Terrain]
	cost := int(kind.Cost)
	g.eachPassive(h, func(ps Passive) {
		if ps.Kind == pasTerrain && int(ps.A) < len(g.d.PassiveTerrain) && g.d.PassiveTerrain[ps.A] == kind.ID {
			cost = int(ps.N)
		}
	})
	g.eachPassive(h, func(ps Passive) {
		switch ps.Kind {
		case pasMoveCost:
			if cost >= int(ps.A) {
				cost -= int(ps.N)
			}
		case pasMovePlus:
			cost += int(ps.N)
		}
	})
	return max(0, cost)
}

// eachPassive visits the always-on abilities of hero h: character,
// items, persistent threats and upgrades in play.
func (g *Game) eachPassive(h uint8, fn func(Passive)) {
	s := &g.s
	p := &s.H[h]
	if p.Char != none {
		for _, ps := range g.d.Characters[p.Char].Passives {
			fn(ps)
		}
	}
	for i := 0; i < int(p.NItems); i++ {
		for _, ps := range g.d.Cards[p.Items[i].Card].Passives {
			fn(ps)
		}
	}
	for i := 0; i < int(p.NThreats); i++ {
		for _, ps := range g.d.Threats[g.t.ThreatColour][p.Threats[i]].Passives {
			fn(ps)
		}
	}
	// Upgrades in play act for every hero (§4.7).
	for _, id := range s.upgrades() {
		for _, ps := range g.d.Cards[id].Passives {
			fn(ps)
		}
	}
}

// placeHero puts a hero straight on a space (direct placement, §4.4): no
// space between is crossed; monsters there fight.
func (g *Game) placeHero(h uint8, x uint8, log *engine.Log) {
	s := &g.s
	if !g.revealed(x) {
		return
	}
	s.H[h].Hex = x
	log.Add("discover.placed", engine.Seat(h))
	g.fightsOnEntry(h)
}

// fightsOnEntry queues the fights of a hero entering a space with
// monster tokens (landscape enemies wait to be gathered, §4.6).
func (g *Game) fightsOnEntry(h uint8) {
	if g.monstersOn(g.s.H[h].Hex) > 0 {
		g.queueFight(h, onHex, none, false)
	}
}

// monstersOn counts the moving and special monsters on a space.
func (g *Game) monstersOn(x uint8) int {
	s := &g.s
	n := 0
	for i := 0; i < int(s.NMon); i++ {
		m := &s.Mon[i]
		if m.Hex == x && m.Src != monLand {
			n++
		}
	}
	return n
}

// anyScout reports a face-down slot next to hero h's space.
func (g *Game) anyScout(h uint8) bool {
	for slot := 1; slot < numTiles; slot++ {
		if g.canScout(h, slot) {
			return true
		}
	}
	return false
}

// canScout: the slot is face down and one of its spaces is adjacent to
// the hero's (§4.5 PROPOSED).
func (g *Game) canScout(h uint8, slot int) bool {
	s := &g.s
	if slot <= 0 || slot >= numTiles || s.SlotUp[slot] {
		return false
	}
	for _, n := range g.t.Adj[s.H[h].Hex] {
		if n != none && int(n)/tileSpaces == slot {
			return true
		}
	}
	return false
}

// scout flips a slot and fills its symbols (§4.5).
func (g *Game) scout(h uint8, slot int, log *engine.Log) {
	s := &g.s
	s.SlotUp[slot] = true
	g.fillSlot(slot)
	t := &g.t.Tiles[s.Slot[slot]]
	locs := ""
	for _, sp := range t.Spaces {
		if sp.Loc != 0 {
			if locs != "" {
				locs += ", "
			}
			locs += strconv.Itoa(sp.Loc)
		}
	}
	log.Reveal("discover.scout", engine.Seat(h), "tile", t.ID, "stack", int(t.Stack), "locs", locs)
}

// whereHex finds the space a monster op names (golden rule 4: none when
// no such space is on the map).
func (g *Game) whereHex(h uint8, where uint8, n int) uint8 {
	s := &g.s
	switch where {
	case whereHere:
		return s.H[h].Hex
	case whereLoc:
		var buf [4]uint8
		if hs := g.locHexes(buf[:0], n); len(hs) > 0 {
			return hs[0]
		}
	case whereLowest, whereNearest:
		best, bestD, bestN := uint8(none), 1<<30, 0 // above dist*1000+loc of any space (999 hid every "nearest" space away from the hero)
		for x := uint8(0); x < numHex; x++ {
			if !g.revealed(x) {
				continue
			}
			loc := g.space(x).Loc
			if loc == 0 {
				continue
			}
			d := loc
			if where == whereNearest {
				d = int(g.t.Dist[s.H[h].Hex][x])*1000 + loc
			}
			if d < bestD {
				best, bestD, bestN = x, d, loc
			}
		}
		_ = bestN
		return best
	}
	return none
}

// freeMonSlot is an unused monster slot, or none.
func (g *Game) freeMonSlot() uint8 {
	s := &g.s
	for i := 0; i < int(s.NMon); i++ {
		if s.Mon[i].Hex == none {
			return uint8(i)
		}
	}
	if s.NMon < maxMon {
		s.NMon++
		return s.NMon - 1
	}
	return none
}

// placeMonster puts a random normal monster token face down on a space
// (§4.15); a hero there flips it and fights at once.
func (g *Game) placeMonster(h uint8, where uint8, n int, log *engine.Log) {
	s := &g.s
	x := g.whereHex(h, where, n)
	if x == none {
		log.Add("discover.no_target", engine.GameOver)
		return
	}
	if s.NMonPool == 0 {
		s.NMonPool = uint8(copy(s.MonPool[:], s.MonDisc[:s.NMonDisc]))
		s.NMonDisc = 0
		engine.ShuffleSlice(&g.rng, s.MonPool[:s.NMonPool])
	}
	if s.NMonPool == 0 {
		log.Add("discover.no_target", engine.GameOver)
		return
	}
	i := g.freeMonSlot()
	if i == none {
		return
	}
	s.NMonPool--
	tok := s.MonPool[s.NMonPool]
	id, _ := g.enemyByNumber(g.t.Monsters[tok])
	s.Mon[i] = monster{Hex: x, Enemy: id, Src: monPool, Token: tok}
	log.Add("discover.monster", engine.GameOver, "loc", g.locText(x))
	if s.heroesOn(x) > 0 {
		s.Mon[i].Up = true
		log.Reveal("discover.monster_up", engine.GameOver, "title", g.d.Cards[id].Title, "number", g.d.Cards[id].Number)
		g.queueFight(none, i, id, false)
	}
}

// placeSpecial puts a special (grey, always face-up) monster token on a
// space; each special token exists once.
func (g *Game) placeSpecial(h uint8, number int, where uint8, n int, log *engine.Log) {
	s := &g.s
	id, ok := g.enemyByNumber(number)
	if !ok {
		return
	}
	for i := 0; i < int(s.NMon); i++ {
		if s.Mon[i].Hex != none && s.Mon[i].Src == monSpecial && s.Mon[i].Enemy == id {
			return
		}
	}
	x := g.whereHex(h, where, n)
	if x == none {
		log.Add("discover.no_target", engine.GameOver)
		return
	}
	i := g.freeMonSlot()
	if i == none {
		return
	}
	s.Mon[i] = monster{Hex: x, Enemy: id, Src: monSpecial, Up: true}
	log.Add("discover.special", engine.GameOver, "title", g.d.Cards[id].Title, "loc", g.locText(x))
	if s.heroesOn(x) > 0 {
		g.queueFight(none, i, id, false)
	}
}

// locText names a space for the log: its location number, or its
// terrain.
func (g *Game) locText(x uint8) string {
	if !g.revealed(x) {
		return "?"
	}
	sp := g.space(x)
	if sp.Loc != 0 {
		return "nr " + strconv.Itoa(sp.Loc)
	}
	return g.t.Kinds[sp.Terrain].Name
}

// removeMonster takes a token off the map: a defeated normal monster goes
// to the discards, a landscape token to its type's spent pile.
func (g *Game) removeMonster(i uint8) {
	s := &g.s
	m := &s.Mon[i]
	switch m.Src {
	case monPool:
		if s.NMonDisc < numMonTokens {
			s.MonDisc[s.NMonDisc] = m.Token
			s.NMonDisc++
		}
	case monLand:
		g.discardLand(m.Token)
	}
	*m = monster{Hex: none}
	for s.NMon > 0 && s.Mon[s.NMon-1].Hex == none {
		s.NMon--
	}
}

// bfs fills dist with the path distance over revealed spaces from x
// (255 = unreachable): monsters move and "nearest" is measured this way
// (G14, G15).
func (g *Game) bfs(x uint8, dist *[numHex]uint8) {
	for i := range dist {
		dist[i] = 255
	}
	var q [numHex]uint8
	head, tail := 0, 0
	dist[x] = 0
	q[tail] = x
	tail++
	for head < tail {
		c := q[head]
		head++
		for _, n := range g.t.Adj[c] {
			if n != none && dist[n] == 255 && g.revealed(n) {
				dist[n] = dist[c] + 1
				q[tail] = n
				tail++
			}
		}
	}
}

// stepPatrol advances monster movement: targets first (the leader breaks
// ties), then all moves, then the fights (§4.15).
func (g *Game) stepPatrol(log *engine.Log) {
	s := &g.s
	p := &s.Pat
	var dist [maxPlayers][numHex]uint8
	for h := 0; h < int(s.Players); h++ {
		if s.playing(h) {
			g.bfs(s.H[h].Hex, &dist[h])
		}
	}
	if p.Snore != none {
		// Chrapanie: the monster nearest to the hero moves toward them.
		best, bd := uint8(none), 255
		for i := 0; i < int(s.NMon); i++ {
			m := &s.Mon[i]
			if m.Hex != none && m.Src == monPool && int(dist[p.Snore][m.Hex]) < bd {
				best, bd = uint8(i), int(dist[p.Snore][m.Hex])
			}
		}
		for i := range p.Target {
			p.Target[i] = none
		}
		if best != none {
			p.Target[best] = p.Snore
		}
		p.Next = maxMon
	}
	if p.Next == 0 && p.Snore == none {
		any := false
		for i := 0; i < int(s.NMon); i++ {
			any = any || (s.Mon[i].Hex != none && s.Mon[i].Src == monPool)
		}
		if !any {
			p.On = false
			g.placeMonster(s.Leader, whereLowest, 0, log)
			return
		}
	}
	for int(p.Next) < int(s.NMon) {
		i := p.Next
		m := &s.Mon[i]
		p.Target[i] = none
		if m.Hex == none || m.Src != monPool {
			p.Next++
			continue
		}
		best, ties := 255, uint8(0)
		for h := 0; h < int(s.Players); h++ {
			if !s.playing(h) {
				continue
			}
			d := int(dist[h][m.Hex])
			switch {
			case d < best:
				best, ties = d, 1<<h
			case d == best && d < 255:
				ties |= 1 << h
			}
		}
		if best == 255 {
			p.Next++
			continue
		}
		if ties&(ties-1) != 0 {
			// Equally near heroes: the leader decides (§4.15).
			s.Dec = decision{Kind: decTie, Hero: s.Leader, A: i, B: ties}
			return
		}
		for h := 0; h < int(s.Players); h++ {
			if ties == 1<<h {
				p.Target[i] = uint8(h)
			}
		}
		p.Next++
	}
	// Every monster moves before any fight.
	moved := false
	for i := 0; i < int(s.NMon); i++ {
		m := &s.Mon[i]
		t := p.Target[i]
		if m.Hex == none || t == none || !s.playing(int(t)) {
			continue
		}
		for step := 0; step < int(p.N); step++ {
			if s.heroesOn(m.Hex) > 0 {
				break
			}
			cur := dist[t][m.Hex]
			next := uint8(none)
			for _, n := range g.t.Adj[m.Hex] {
				if n != none && g.revealed(n) && dist[t][n] < cur {
					next = n
					break
				}
			}
			if next == none {
				break
			}
			m.Hex = next
			moved = true
		}
	}
	p.On = false
	if moved {
		log.Add("discover.patrol", engine.GameOver)
	}
	for i := 0; i < int(s.NMon); i++ {
		m := &s.Mon[i]
		if p.Target[i] == none || m.Hex == none || s.heroesOn(m.Hex) == 0 {
			continue
		}
		if !m.Up {
			m.Up = true
			log.Reveal("discover.monster_up", engine.GameOver, "title", g.d.Cards[m.Enemy].Title, "number", g.d.Cards[m.Enemy].Number)
		}
		g.queueFight(none, uint8(i), m.Enemy, false)
	}
}

// queueFight adds a fight; front puts it before the others (an effect's
// own fight resolves now, within the effect).
func (g *Game) queueFight(h uint8, mon uint8, enemy uint8, front bool) {
	s := &g.s
	if s.NFights >= maxFights {
		return
	}
	f := fight{Hero: h, Mon: mon, Enemy: enemy}
	if front {
		copy(s.Fights[1:s.NFights+1], s.Fights[:s.NFights])
		s.Fights[0] = f
	} else {
		s.Fights[s.NFights] = f
	}
	s.NFights++
}
