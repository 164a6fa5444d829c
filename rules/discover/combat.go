package discover

import (
	"strconv"

	"stolik/rules/engine"
)

// Combat (spec §4.16) and hero-versus-hero attacks in scenario 5
// (§4.22): a small state machine in state.Combat, stepped by run().

// startFight begins the first queued fight.
func (g *Game) startFight(log *engine.Log) {
	s := &g.s
	f := s.Fights[0]
	copy(s.Fights[:s.NFights-1], s.Fights[1:s.NFights])
	s.NFights--
	if f.Mon == onHex {
		if !s.playing(int(f.Hero)) || f.Iter > 10 {
			return
		}
		x := s.H[f.Hero].Hex
		var only uint8 = none
		n := 0
		for i := 0; i < int(s.NMon); i++ {
			m := &s.Mon[i]
			if m.Hex == x && m.Src != monLand {
				only = uint8(i)
				n++
			}
		}
		if n == 0 {
			return
		}
		// Come back here after this fight: more monsters may remain.
		g.queueFight(f.Hero, onHex, none, true)
		s.Fights[0].Iter = f.Iter + 1
		if n == 1 {
			g.beginFight(f.Hero, only, s.Mon[only].Enemy, log)
			return
		}
		s.Dec = decision{Kind: decFightOrder, Hero: f.Hero}
		return
	}
	if f.Mon != none {
		m := &s.Mon[f.Mon]
		if m.Hex == none || m.Enemy != f.Enemy {
			return
		}
		if f.Hero == none || !s.playing(int(f.Hero)) || s.H[f.Hero].Hex != m.Hex {
			switch s.heroesOn(m.Hex) {
			case 0:
				return
			case 1:
				for h := 0; h < int(s.Players); h++ {
					if s.playing(h) && s.H[h].Hex == m.Hex {
						f.Hero = uint8(h)
					}
				}
			default:
				// The heroes there agree; otherwise the leader decides (§4.15).
				s.Dec = decision{Kind: decWho, Hero: s.Leader, A: f.Mon}
				return
			}
		}
	}
	if !s.playing(int(f.Hero)) {
		return
	}
	g.beginFight(f.Hero, f.Mon, f.Enemy, log)
}

// beginFight opens a fight of hero h against an enemy (token slot mon,
// or none for an enemy card alone).
func (g *Game) beginFight(h uint8, mon uint8, enemy uint8, log *engine.Log) {
	s := &g.s
	fights := s.Combat.Fights
	s.Combat = combat{On: true, Hero: h, Mon: mon, Enemy: enemy, Base: s.NFrames, Step: cbSupport, Fights: fights}
	dmg := s.EnemyDmg[enemy]
	if mon != none {
		m := &s.Mon[mon]
		if !m.Up {
			m.Up = true
			log.Reveal("discover.monster_up", engine.GameOver, "title", g.d.Cards[enemy].Title, "number", g.d.Cards[enemy].Number)
		}
		dmg = m.Dmg
	}
	e := &g.d.Cards[enemy]
	log.Add("discover.fight", engine.Seat(h), "title", e.Title, "number", e.Number, "defence", int(e.Defence),
		"attack", g.attackText(e), "health", g.health(e), "dmg", int(dmg))
}

// health is an enemy's health in this game: its printed value plus so
// much per player at the start (the N symbol, §4.19).
func (g *Game) health(e *Card) int {
	return int(e.Health) + int(e.HealthN)*int(g.s.Players)
}

func (g *Game) attackText(e *Card) string {
	if e.Attack == 0 {
		return "–"
	}
	return strconv.Itoa(int(e.Attack))
}

// enemyDmg is the damage markers on the fought enemy.
func (g *Game) enemyDmg() *uint8 {
	s := &g.s
	if s.Combat.Mon != none {
		return &s.Mon[s.Combat.Mon].Dmg
	}
	return &s.EnemyDmg[s.Combat.Enemy]
}

// supportRange is how far hero h may support from (2, or a passive's).
func (g *Game) supportRange(h uint8) int {
	r := 2
	g.eachPassive(h, func(ps Passive) {
		if ps.Kind == pasSupport && int(ps.N) > r {
			r = int(ps.N)
		}
	})
	return r
}

// canSupport: hero h is a supporter of the current fight (§4.16: every
// other hero within 2 spaces; §4.22: of either combatant).
func (g *Game) canSupport(h uint8) bool {
	s := &g.s
	c := &s.Combat
	if !s.playing(int(h)) || !s.H[h].Support || h == c.Hero || (c.PvP && h == c.Defender) {
		return false
	}
	r := g.supportRange(h)
	x := s.H[h].Hex
	if int(g.t.Dist[x][s.H[c.Hero].Hex]) <= r {
		return true
	}
	return c.PvP && int(g.t.Dist[x][s.H[c.Defender].Hex]) <= r
}

// greyFinal and redFinal are the dice after modifiers (§4.16: the
// visible face plus every modifier, which survives rerolls).
func (g *Game) greyFinal() int {
	s := &g.s
	c := &s.Combat
	v := int(c.Grey) + int(c.GMod)
	v += g.passiveSum(c.Hero, pasGrey)
	if c.PvP {
		v -= g.passiveSum(c.Defender, pasRed)
	}
	return v
}

func (g *Game) redFinal() int {
	s := &g.s
	c := &s.Combat
	v := int(c.Red) + int(c.RMod)
	v -= g.passiveSum(c.Hero, pasRed)
	if c.PvP {
		v += g.passiveSum(c.Defender, pasGrey)
	}
	return v
}

func (g *Game) passiveSum(h uint8, kind uint8) int {
	n := 0
	g.eachPassive(h, func(ps Passive) {
		if ps.Kind == kind {
			n += int(ps.N)
		}
	})
	return n
}

// stepCombat advances the fight by one step.
func (g *Game) stepCombat(log *engine.Log) {
	s := &g.s
	c := &s.Combat
	if c.Step < cbAfter && !s.playing(int(c.Hero)) {
		c.Step = cbRetreat
	}
	if c.PvP && c.Step < cbAfter && !s.playing(int(c.Defender)) {
		c.Step = cbEnd
	}
	switch c.Step {
	case cbSupport:
		// Supporters decide one by one from the combatant's left (§4.16).
		for k := 1; k < int(s.Players); k++ {
			h := uint8((int(c.Hero) + k) % int(s.Players))
			if c.Ask&(1<<h) == 0 && g.canSupport(h) {
				c.Ask |= 1 << h
				s.Dec = decision{Kind: decSupport, Hero: h}
				return
			}
		}
		c.Grey, c.Red = uint8(g.d12()), uint8(g.d12())
		c.Rolled = true
		log.Reveal("discover.dice", engine.Seat(c.Hero), "grey", int(c.Grey), "red", int(c.Red))
		c.Step = cbModify
		c.Turn, c.Passes = c.Hero, 0
	case cbModify:
		if c.PvP {
			s.Dec = decision{Kind: decPvP, Hero: c.Turn}
		} else {
			s.Dec = decision{Kind: decModify, Hero: c.Hero}
		}
	case cbDamage:
		if c.PvP {
			g.pvpDamage(log)
			return
		}
		g.enemyDamage(log)
	case cbHeroDmg:
		c.Step = cbAfter
		e := &g.d.Cards[c.Enemy]
		rf := g.redFinal()
		if e.Attack == 0 || rf < int(e.Attack) {
			return
		}
		// The red die hits: 1 physical injury, even if the enemy fell
		// (§4.16 3b). Szturm and Obrona may take it instead.
		for h := 0; h < int(s.Players); h++ {
			if g.canTake(uint8(h)) {
				s.Dec = decision{Kind: decTransfer, Hero: c.Hero}
				return
			}
		}
		g.combatantHurt(log)
	case cbAfter:
		c.Step = cbRetreat
		if c.Defeated && s.playing(int(c.Hero)) && c.Ask != 0 && g.shareable() {
			s.Dec = decision{Kind: decShare, Hero: c.Hero}
		}
	case cbRetreat:
		g.retreat(log)
	case cbEnd:
		c.On = false
		c.Fights = 0
	}
}

// canTake: hero h played Szturm or Obrona and can take the combatant's
// damage (not in scenario 5, §4.22).
func (g *Game) canTake(h uint8) bool {
	s := &g.s
	c := &s.Combat
	return !c.PvP && h != c.Hero && s.playing(int(h)) && (c.Played[h] == supAssault || c.Played[h] == supDefence)
}

// combatantHurt deals the combatant's injury and Przygwożdżenie's
// backlash to those who played it.
func (g *Game) combatantHurt(log *engine.Log) {
	s := &g.s
	c := &s.Combat
	c.Hurt = true
	g.hurt(c.Hero, Injury, log)
	for h := 0; h < int(s.Players); h++ {
		if c.Played[h] == supPin && uint8(h) != c.Hero {
			g.hurt(uint8(h), Injury, log)
		}
	}
}

// enemyDamage is step 3a: the grey die against the defence.
func (g *Game) enemyDamage(log *engine.Log) {
	s := &g.s
	c := &s.Combat
	e := &g.d.Cards[c.Enemy]
	gf, rf := g.greyFinal(), g.redFinal()
	log.Add("discover.final", engine.Seat(c.Hero), "grey", gf, "red", rf)
	c.Step = cbHeroDmg
	if gf < int(e.Defence) {
		log.Add("discover.miss", engine.Seat(c.Hero), "title", e.Title)
		return
	}
	n := 1
	for h := 0; h < int(s.Players); h++ {
		if c.Played[h] == supPin && s.playing(h) {
			n++
		}
	}
	d := g.enemyDmg()
	*d = uint8(min(255, int(*d)+n))
	log.Add("discover.hit", engine.Seat(c.Hero), "title", e.Title, "count", n)
	if int(*d) < g.health(e) {
		return
	}
	c.Defeated = true
	log.Add("discover.defeated", engine.Seat(c.Hero), "title", e.Title)
	// The reward comes before the combatant's own damage (§4.16).
	c.RewardN = [NumRes]uint8{}
	if e.Reward != noEffect {
		for _, o := range g.d.Effects[e.Reward] {
			if o.Kind == opGain {
				c.RewardN[o.A] += uint8(o.N)
			}
		}
		g.push(e.Reward, c.Hero, c.Enemy, log)
	}
	g.eachPassive(c.Hero, func(ps Passive) {
		if ps.Kind == pasRewardPlus {
			g.gain(c.Hero, uint8(ps.A), int(ps.N), log)
		}
	})
	if eff, ok := g.d.Quests[s.Quest].Defeat[e.Number]; ok {
		g.pushGlobal(eff, c.Hero, log)
	}
}

// shareable: the combatant still holds some of the reward.
func (g *Game) shareable() bool {
	s := &g.s
	c := &s.Combat
	for r, n := range c.RewardN {
		if n > 0 && s.H[c.Hero].has(uint8(r)) > 0 {
			return true
		}
	}
	return false
}

// retreat is step 4: an enemy that survived moves away by the compass, or
// a fierce one fights on (§4.16).
func (g *Game) retreat(log *engine.Log) {
	s := &g.s
	c := &s.Combat
	c.Step = cbEnd
	e := &g.d.Cards[c.Enemy]
	if c.Defeated {
		if c.Mon != none {
			g.removeMonster(c.Mon)
		} else {
			s.EnemyDmg[c.Enemy] = 0
		}
		return
	}
	if c.Mon == none {
		return // a card alone: it stays face up with its markers (G13)
	}
	m := &s.Mon[c.Mon]
	if e.Fierce {
		// A fierce enemy never retreats: it fights the next hero to the
		// left on its space, or the same hero again.
		for k := 1; k <= int(s.Players); k++ {
			h := uint8((int(c.Hero) + k) % int(s.Players))
			if s.playing(int(h)) && s.H[h].Hex == m.Hex && c.Fights < 60 {
				mon, enemy, n := c.Mon, c.Enemy, c.Fights+1
				g.beginFight(h, mon, enemy, log)
				s.Combat.Fights = n
				return
			}
		}
		return
	}
	// The visible red face points the way (§4.16, erratum 1).
	dir := (int(c.Red)%12/2 + int(g.t.CompassRot)) % 6
	cur, moved := m.Hex, 0
	for k := 0; k < int(e.Retreat); k++ {
		n := g.t.Adj[cur][dir]
		if n == none || !g.revealed(n) || s.heroesOn(n) > 0 {
			break
		}
		cur = n
		moved++
	}
	if moved > 0 {
		m.Hex = cur
		log.Add("discover.retreat", engine.GameOver, "title", e.Title, "loc", g.locText(cur))
		return
	}
	if s.playing(int(c.Hero)) && g.retreatSpaces(nil) > 0 {
		s.Dec = decision{Kind: decRetreat, Hero: c.Hero}
		return
	}
	// No space next to the combatant: the nearest space with no hero.
	best, bd := uint8(none), 999
	for x := uint8(0); x < numHex; x++ {
		if g.revealed(x) && s.heroesOn(x) == 0 && int(g.t.Dist[m.Hex][x]) < bd {
			best, bd = x, int(g.t.Dist[m.Hex][x])
		}
	}
	if best != none {
		m.Hex = best
		log.Add("discover.retreat", engine.GameOver, "title", e.Title, "loc", g.locText(best))
	}
}

// retreatSpaces lists the spaces the combatant may send a blocked enemy
// to: adjacent to the combatant, revealed, with no hero on them.
func (g *Game) retreatSpaces(dst []uint8) int {
	s := &g.s
	n := 0
	for _, x := range g.t.Adj[s.H[s.Combat.Hero].Hex] {
		if x != none && g.revealed(x) && s.heroesOn(x) == 0 {
			if dst != nil {
				dst[n] = x
			}
			n++
		}
	}
	return n
}

// anyEscape reports an adjacent space with no monster to escape to.
func (g *Game) anyEscape(h uint8) bool {
	for _, x := range g.t.Adj[g.s.H[h].Hex] {
		if x != none && g.revealed(x) && g.monstersOn(x) == 0 {
			return true
		}
	}
	return false
}

// escape ends the fight at once (§4.16 Escaping): no damage either way,
// no retreat; the enemy turns on another hero on its space. A fierce
// enemy starts a new fight instead.
func (g *Game) escape(h uint8, to uint8, log *engine.Log) {
	s := &g.s
	c := &s.Combat
	e := &g.d.Cards[c.Enemy]
	log.Add("discover.escape", engine.Seat(h), "title", e.Title)
	mon := c.Mon
	if e.Fierce && mon != none {
		c.Step = cbRetreat
		return
	}
	s.H[h].Hex = to
	c.On, c.Fights = false, 0
	if mon != none && s.heroesOn(s.Mon[mon].Hex) > 0 {
		g.queueFight(none, mon, c.Enemy, true)
	}
}

// useSupport applies a supporter's card choice before the roll.
func (g *Game) useSupport(h uint8, card uint8, log *engine.Log) {
	c := &g.s.Combat
	c.Played[h] = card
	if card != 0 {
		log.Add("discover.support", engine.Seat(h), "title", g.d.Support[card-1].Title)
	}
}

// ---- scenario 5: attacking heroes (§4.22) ----

// attack opens a fight of the active hero against another hero on its
// space.
func (g *Game) attack(h, target uint8, log *engine.Log) {
	s := &g.s
	s.Combat = combat{On: true, PvP: true, Hero: h, Defender: target, Enemy: none, Mon: none, Base: s.NFrames, Step: cbSupport}
	log.Add("discover.attack", engine.Seat(h), "other", g.heroName(target))
}

// pvpParticipants lists the heroes who take turns modifying: both
// combatants and every supporter with an unused reroll card.
func (g *Game) pvpIn(h uint8) bool {
	s := &g.s
	c := &s.Combat
	if !s.playing(int(h)) {
		return false
	}
	if h == c.Hero || h == c.Defender {
		return true
	}
	return (c.Played[h] == supAssault || c.Played[h] == supDefence) && c.SupUsed&(1<<h) == 0
}

func (g *Game) pvpCount() int {
	n := 0
	for h := 0; h < int(g.s.Players); h++ {
		if g.pvpIn(uint8(h)) {
			n++
		}
	}
	return n
}

// pvpNext passes the modify turn clockwise; when everyone has passed in
// succession, damage follows.
func (g *Game) pvpNext(passed bool) {
	s := &g.s
	c := &s.Combat
	if passed {
		c.Passes++
	} else {
		c.Passes = 0
	}
	if int(c.Passes) >= g.pvpCount() {
		c.Step = cbDamage
		return
	}
	for k := 1; k <= int(s.Players); k++ {
		h := uint8((int(c.Turn) + k) % int(s.Players))
		if g.pvpIn(h) {
			c.Turn = h
			return
		}
	}
	c.Step = cbDamage
}

// pvpDamage: a final of 10 or more hurts the other combatant, who may
// then lose a resource to the hitter (§4.22 step 3).
func (g *Game) pvpDamage(log *engine.Log) {
	s := &g.s
	c := &s.Combat
	gf, rf := g.greyFinal(), g.redFinal()
	log.Add("discover.final", engine.Seat(c.Hero), "grey", gf, "red", rf)
	c.Step = cbEnd
	pins := 0
	for h := 0; h < int(s.Players); h++ {
		if c.Played[h] == supPin {
			pins++
		}
	}
	stealA, stealD := false, false
	if gf >= 10 {
		for k := 0; k < 1+pins; k++ {
			g.hurt(c.Defender, Injury, log)
		}
		stealA = true
	}
	if rf >= 10 {
		g.hurt(c.Hero, Injury, log)
		for h := 0; h < int(s.Players); h++ {
			if c.Played[h] == supPin {
				g.hurt(uint8(h), Injury, log)
			}
		}
		stealD = true
	}
	switch {
	case stealA && s.playing(int(c.Hero)) && g.anyRes(c.Defender):
		s.Dec = decision{Kind: decSteal, Hero: c.Hero, A: c.Defender, B: boolByte(stealD)}
	case stealD && s.playing(int(c.Defender)) && g.anyRes(c.Hero):
		s.Dec = decision{Kind: decSteal, Hero: c.Defender, A: c.Hero}
	}
}

func boolByte(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

func (g *Game) anyRes(h uint8) bool {
	p := &g.s.H[h]
	for r := uint8(0); r < NumRes; r++ {
		if p.has(r) > 0 {
			return true
		}
	}
	return false
}

// ---- modifying the dice (step 2) ----

// Modify options (KindChoose A during decModify / decPvP).
const (
	modDone      uint8 = iota
	modWood            // reroll your die
	modStone           // reroll the enemy die
	modPoison          // +1 to your die
	modComponent       // -1 to the enemy die
	modAbility         // B: 0 character, 1+slot item; C: ability; D: die (0 yours, 1 enemy, 2 both); E: 1 = pay the resource instead of a marker
	modSupport         // B: the supporter whose Szturm/Obrona reroll is used
)

// ownDie reports whether hero h's "your die" is the grey one.
func (g *Game) ownGrey(h uint8) bool {
	c := &g.s.Combat
	return !c.PvP || h == c.Hero
}

func (g *Game) reroll(grey bool, log *engine.Log) {
	c := &g.s.Combat
	if grey {
		c.Grey = uint8(g.d12())
		log.Reveal("discover.reroll_grey", engine.Seat(c.Hero), "roll", int(c.Grey))
	} else {
		c.Red = uint8(g.d12())
		log.Reveal("discover.reroll_red", engine.Seat(c.Hero), "roll", int(c.Red))
	}
}

func (g *Game) shift(grey bool, n int) {
	c := &g.s.Combat
	if grey {
		c.GMod += int8(n)
	} else {
		c.RMod += int8(n)
	}
}

// abilities visits hero h's combat abilities: the character's (source 0)
// and each item's (source 1+slot).
func (g *Game) abilities(h uint8, fn func(src uint8, k int, ab *CombatAb)) {
	p := &g.s.H[h]
	if p.Char != none {
		for k := range g.d.Characters[p.Char].Combat {
			fn(0, k, &g.d.Characters[p.Char].Combat[k])
		}
	}
	for i := 0; i < int(p.NItems); i++ {
		for k := range g.d.Cards[p.Items[i].Card].Combat {
			fn(uint8(1+i), k, &g.d.Cards[p.Items[i].Card].Combat[k])
		}
	}
}

// abilityUsed: each card's combat ability once per fight.
func (g *Game) abilityUsed(src uint8) bool {
	bit := uint16(1) << 15
	if src > 0 {
		bit = 1 << (src - 1)
	}
	return g.s.Combat.Used&bit != 0
}

func (g *Game) markAbility(src uint8) {
	bit := uint16(1) << 15
	if src > 0 {
		bit = 1 << (src - 1)
	}
	g.s.Combat.Used |= bit
}

// canPay reports whether hero h can pay an ability's cost (alt: the
// resource instead of the marker).
func (g *Game) canPay(h uint8, src uint8, ab *CombatAb, alt bool) bool {
	p := &g.s.H[h]
	marker := func() bool { return src > 0 && p.Items[src-1].Markers > 0 }
	switch ab.Cost {
	case costFree:
		return !alt
	case costMarker:
		return !alt && marker()
	case costRes:
		return !alt && p.has(ab.Arg) > 0
	case costMarkRes:
		if alt {
			return p.has(ab.Arg) > 0
		}
		return marker()
	case costStamina:
		return !alt && int(p.Stamina) >= int(ab.Arg)
	}
	return false
}

func (g *Game) pay(h uint8, src uint8, ab *CombatAb, alt bool) {
	s := &g.s
	p := &s.H[h]
	switch {
	case ab.Cost == costMarker || (ab.Cost == costMarkRes && !alt):
		p.Items[src-1].Markers--
	case ab.Cost == costRes || ab.Cost == costMarkRes:
		p.spend(ab.Arg, 1)
		if ab.Arg == DirtyWater {
			s.Dirty[h]++
		}
	case ab.Cost == costStamina:
		p.Stamina -= ab.Arg
	}
}

// modifyOptions appends the modify step's options for hero h (the
// combatant, or in scenario 5 whoever's turn it is).
func (g *Game) modifyOptions(dst []engine.Action, h uint8) []engine.Action {
	s := &g.s
	c := &s.Combat
	p := &s.H[h]
	add := func(a, b, cc, d, e uint8) {
		dst = append(dst, engine.Action{Kind: KindChoose, A: a, B: b, C: cc, D: d, E: e})
	}
	add(modDone, 0, 0, 0, 0)
	combatant := h == c.Hero || (c.PvP && h == c.Defender)
	if combatant {
		if p.has(Wood) > 0 {
			add(modWood, 0, 0, 0, 0)
		}
		if p.has(Stone) > 0 {
			add(modStone, 0, 0, 0, 0)
		}
		if p.has(Poison) > 0 {
			add(modPoison, 0, 0, 0, 0)
		}
		if p.has(Component) > 0 {
			add(modComponent, 0, 0, 0, 0)
		}
		g.abilities(h, func(src uint8, k int, ab *CombatAb) {
			if g.abilityUsed(src) {
				return
			}
			for alt := uint8(0); alt < 2; alt++ {
				if !g.canPay(h, src, ab, alt == 1) {
					continue
				}
				switch {
				case ab.Kind == cabEscape:
					if !c.PvP && g.anyEscape(h) {
						add(modAbility, src, uint8(k), 0, alt)
					}
				case ab.Die == dieAny:
					add(modAbility, src, uint8(k), 0, alt)
					add(modAbility, src, uint8(k), 1, alt)
				case ab.Die == dieBoth:
					add(modAbility, src, uint8(k), 0, alt)
					add(modAbility, src, uint8(k), 1, alt)
					add(modAbility, src, uint8(k), 2, alt)
				case ab.Die == dieGrey:
					add(modAbility, src, uint8(k), 0, alt)
				default:
					add(modAbility, src, uint8(k), 1, alt)
				}
			}
		})
	}
	if !c.PvP {
		for sup := 0; sup < int(s.Players); sup++ {
			if (c.Played[sup] == supAssault || c.Played[sup] == supDefence) && c.SupUsed&(1<<sup) == 0 && s.playing(sup) {
				add(modSupport, uint8(sup), 0, 0, 0)
			}
		}
	} else if !combatant && (c.Played[h] == supAssault || c.Played[h] == supDefence) && c.SupUsed&(1<<h) == 0 {
		add(modSupport, h, 0, 0, 0)
	}
	return dst
}

// applyModify performs a modify option of hero h (already checked legal).
func (g *Game) applyModify(h uint8, a engine.Action, log *engine.Log) {
	s := &g.s
	c := &s.Combat
	p := &s.H[h]
	own := g.ownGrey(h)
	seat := engine.Seat(h)
	switch a.A {
	case modDone:
		log.Add("discover.modify_done", seat)
		if c.PvP {
			g.pvpNext(true)
		} else {
			c.Step = cbDamage
		}
		return
	case modWood:
		p.spend(Wood, 1)
		log.Add("discover.spend_mod", seat, "res", g.d.ResNames[Wood])
		g.reroll(own, log)
	case modStone:
		p.spend(Stone, 1)
		log.Add("discover.spend_mod", seat, "res", g.d.ResNames[Stone])
		g.reroll(!own, log)
	case modPoison:
		p.spend(Poison, 1)
		log.Add("discover.spend_mod", seat, "res", g.d.ResNames[Poison])
		g.shift(own, 1)
	case modComponent:
		p.spend(Component, 1)
		log.Add("discover.spend_mod", seat, "res", g.d.ResNames[Component])
		g.shift(!own, -1)
	case modAbility:
		var ab *CombatAb
		g.abilities(h, func(src uint8, k int, x *CombatAb) {
			if src == a.B && k == int(a.C) {
				ab = x
			}
		})
		if ab == nil {
			return
		}
		g.pay(h, a.B, ab, a.E == 1)
		g.markAbility(a.B)
		log.Add("discover.ability", seat, "title", g.abilitySource(h, a.B))
		switch ab.Kind {
		case cabEscape:
			s.Dec = decision{Kind: decEscape, Hero: h}
			return
		case cabReroll:
			if a.D == 0 || a.D == 2 {
				g.reroll(own, log)
			}
			if a.D == 1 || a.D == 2 {
				g.reroll(!own, log)
			}
		case cabPlus:
			if ab.Die == dieGrey {
				g.shift(own, int(ab.N))
			} else {
				g.shift(!own, -int(ab.N))
			}
		}
	case modSupport:
		sup := a.B
		c.SupUsed |= 1 << sup
		log.Add("discover.support_reroll", engine.Seat(sup), "title", g.d.Support[c.Played[sup]-1].Title)
		g.reroll(c.Played[sup] == supAssault, log)
	}
	if c.PvP {
		g.pvpNext(false)
	}
}

// abilitySource names the card an ability is on.
func (g *Game) abilitySource(h uint8, src uint8) string {
	p := &g.s.H[h]
	if src == 0 {
		if p.Char == none {
			return ""
		}
		return g.d.Characters[p.Char].Name
	}
	if int(src-1) < int(p.NItems) {
		return g.d.Cards[p.Items[src-1].Card].Title
	}
	return ""
}
