package discover

import "stolik/rules/engine"

// evaluate is the bots' reading of a position for seat, in [0,1], from
// what seat may know (public board, own hand). Scenarios 1–4 are scored
// for the team (the heroes win or lose together); scenario 5 for the seat
// against the best other hero.
func evaluate(eg engine.Game, seat engine.Seat) float64 {
	g, ok := eg.(*Game)
	if !ok || seat < 0 || int(seat) >= int(g.s.Players) {
		return 0.5
	}
	s := &g.s
	if s.Phase == phDraft {
		return 0.5
	}
	if s.Scenario == 5 {
		return g.evalCompetitive(int(seat))
	}
	if s.Over {
		won, self := false, s.H[seat].Status == stWon
		for h := 0; h < int(s.Players); h++ {
			won = won || s.H[h].Status == stWon
		}
		if won {
			v := 0.9
			if self {
				v += 0.1
			}
			return v
		}
		return 0.02 * g.questValue()
	}
	return 0.05 + 0.8*g.teamValue()
}

// teamValue: quest progress and the heroes' condition, in [0,1].
func (g *Game) teamValue() float64 {
	s := &g.s
	surv := 0.0
	for h := 0; h < int(s.Players); h++ {
		switch s.H[h].Status {
		case stWon:
			surv += 1
		case stPlaying:
			surv += g.heroValue(uint8(h))
		}
	}
	surv /= float64(s.Players)
	revealed := 0
	for slot := 1; slot < numTiles; slot++ {
		if s.SlotUp[slot] {
			revealed++
		}
	}
	return 0.55*g.questValue() + 0.4*surv + 0.05*float64(revealed)/float64(numTiles-1)
}

// questValue is the stages done plus progress in the current one, over
// the scenario's stages.
func (g *Game) questValue() float64 {
	s := &g.s
	sc := &g.d.Scenarios[s.Scenario-1]
	q := &g.d.Quests[s.Quest]
	return (float64(q.Stage-1) + 0.9*g.stageProgress()) / float64(len(sc.Stages))
}

// stageProgress reads how close the group is to the current stage's
// goals: a filled quest pool, a hero near a goal location (or near where
// its tile may lie while face down), a hunted enemy.
func (g *Game) stageProgress() float64 {
	s := &g.s
	q := &g.d.Quests[s.Quest]
	best := 0.0
	if dl := q.Deliver; dl != nil {
		need := g.deliverNeed(dl)
		v := 0.7 * float64(s.Delivered) / float64(max(1, need))
		carried := 0
		for h := 0; h < int(s.Players); h++ {
			if s.playing(h) {
				carried += s.H[h].has(dl.Res)
			}
		}
		v += 0.2 * min(1, float64(carried)/float64(max(1, need-int(s.Delivered))))
		v += 0.1 * g.nearLoc(dl.Loc)
		best = max(best, v)
	}
	for _, loc := range q.Goals {
		best = max(best, 0.6*g.nearLoc(loc))
	}
	for num := range q.Defeat {
		for i := 0; i < int(s.NMon); i++ {
			m := &s.Mon[i]
			if m.Hex != none && m.Up && g.d.Cards[m.Enemy].Number == num {
				best = max(best, 0.3*g.nearHex(m.Hex)+0.3*float64(m.Dmg)/float64(g.d.Cards[m.Enemy].Health))
			}
		}
	}
	return min(best, 1)
}

// nearLoc is 1 with a hero on location loc, falling with distance; while
// the location's tile is face down, the nearest slot of its stack counts
// at half value.
func (g *Game) nearLoc(loc int) float64 {
	s := &g.s
	var buf [4]uint8
	if hs := g.locHexes(buf[:0], loc); len(hs) > 0 {
		return g.nearHex(hs[0])
	}
	st, ok := g.t.LocStack[loc]
	if !ok {
		return 0
	}
	best := 0.0
	for slot := 1; slot < numTiles; slot++ {
		if s.SlotUp[slot] || g.t.SlotStack[slot] != st {
			continue
		}
		for k := 0; k < tileSpaces; k++ {
			best = max(best, 0.5*g.nearHex(uint8(slot*tileSpaces+k)))
		}
	}
	return best
}

// nearHex is 1 with a hero on x, 1/(1+d/2) at distance d.
func (g *Game) nearHex(x uint8) float64 {
	s := &g.s
	best := 99
	for h := 0; h < int(s.Players); h++ {
		if s.playing(h) {
			best = min(best, int(g.t.Dist[s.H[h].Hex][x]))
		}
	}
	if best == 99 {
		return 0
	}
	return 1 / (1 + float64(best)/2)
}

// heroValue is a hero's condition in [0,1]: health above all, then water
// and food for the nights, stamina, a fire for the night, items and the
// resources that help in a fight.
func (g *Game) heroValue(h uint8) float64 {
	s := &g.s
	p := &s.H[h]
	dmg := p.damage()
	c := &s.Combat
	if c.On && !c.PvP && c.Rolled && c.Hero == h && c.Step <= cbDamage {
		e := &g.d.Cards[c.Enemy]
		if e.Attack > 0 && g.redFinal() >= int(e.Attack) {
			dmg++ // the red die hits unless changed
		}
	}
	if dmg > 3 {
		return 0
	}
	v := 0.42 * float64(3-dmg) / 3
	v += 0.16 * min(3, float64(p.water())) / 3
	v += 0.12 * min(3, float64(p.has(Food))) / 3
	v += 0.03 * min(2, float64(p.has(Meat))) / 2
	v += 0.08 * float64(p.Stamina) / maxStamina
	if s.atFire(int(h)) {
		v += 0.05 * float64(maxStamina-int(p.Stamina)) / maxStamina
	}
	v += 0.06 * min(4, float64(p.NItems)) / 4
	fight := p.has(Wood) + p.has(Stone) + p.has(Poison) + p.has(Component)
	v += 0.05 * min(4, float64(fight)) / 4
	v += 0.02 * min(1, float64(p.has(Medicine)))
	if c.On && !c.PvP && c.Rolled && c.Hero == h && c.Step <= cbDamage {
		e := &g.d.Cards[c.Enemy]
		if g.greyFinal() >= int(e.Defence) {
			v += 0.03
		}
	}
	v -= 0.02 * float64(p.NThreats)
	used, limit := g.load(int(h))
	if used > limit {
		v -= 0.01 * float64(used-limit)
	}
	return max(0, min(1, v))
}

// evalCompetitive scores scenario 5 for seat: the winner 1; otherwise
// relics and condition against the best rival.
func (g *Game) evalCompetitive(seat int) float64 {
	s := &g.s
	if s.Over {
		switch {
		case s.H[seat].Status == stWon:
			return 1
		case s.H[seat].Status == stVictim:
			return 0
		}
		r := g.Result()
		if r.NoWinner {
			return 0.4 - 0.1*float64(r.Place[seat]-1)
		}
		return 0.1
	}
	mine := g.rivalValue(seat)
	best := 0.0
	for h := 0; h < int(s.Players); h++ {
		if h != seat && s.playing(h) {
			best = max(best, g.rivalValue(h))
		}
	}
	return max(0, min(1, 0.5+0.5*(mine-best)))
}

// relicGoal is how many relics the scenario 5 quest asks for (the bots'
// yardstick; the rule itself is the quest card's condition).
const relicGoal = 3

func (g *Game) rivalValue(h int) float64 {
	s := &g.s
	p := &s.H[h]
	if p.Status == stVictim {
		return 0
	}
	v := 0.5*float64(min(int(p.Relics), relicGoal))/relicGoal + 0.5*g.heroValue(uint8(h))
	return v
}
