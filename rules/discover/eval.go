package discover

import (
	"slices"

	"stolik/rules/engine"
)

// The bots' reading of a position (Title.Evaluate), from what the seat may
// know: the public board and its own hand. Scenarios 1–4 are scored for
// the team (the heroes win or lose together); scenario 5 for the seat
// against the best other hero.
//
// The score is additive, in "stage" units, and its weights are set against
// one another so that a one-step greedy player behaves sensibly:
//   - ending the day must be about neutral, or a one-step player wastes
//     its stamina rather than face the night: every day gone adds
//     evUpkeep per hero still playing, about what a night takes (a water,
//     some food, a threat) less the stamina it gives back;
//   - walking one space towards a goal is worth more than the stamina of a
//     hard space (evNear per space);
//   - a heart is worth more than any supply, the first water and food more
//     than the next (a thirsty night costs a heart).

// Weights of the score.
const (
	evStage   = 3.0  // a quest stage completed
	evNear    = 1.6  // being on the stage's goal (falls by 1/12 per space)
	evHeart   = 0.45 // a heart on a hero's dial
	evStamina = 0.02 // a point of stamina
	evUpkeep  = 0.15 // a day gone, per hero still playing (see above)
	evFire    = 0.07 // ending at a lit fire (no threat, more sleep)
	evWon     = 6.0  // a hero who won (scenarios 1–4)
	evReveal  = 0.05 // a revealed tile
	evRelic   = 2.0  // scenario 5: a relic
)

var (
	evWater = []float64{0.32, 0.24, 0.14, 0.06}
	evFood  = []float64{0.2, 0.14, 0.08, 0.03}
	evMeat  = []float64{0.06, 0.03}
	evMed   = []float64{0.1, 0.04}
	evItems = []float64{0.1, 0.06, 0.04, 0.02}
)

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
	sc := &g.d.Scenarios[s.Scenario-1]
	top := evStage*float64(len(sc.Stages)) + (evWon+evUpkeep*float64(sc.Deadline[s.Players-1]))*float64(s.Players)
	return max(0.02, min(0.88, 0.1+0.78*(g.teamScore()+g.ownShare(uint8(seat)))/top))
}

// ownShare is the seat's own part of the group's work: its hero's way to
// the stage's goal, or to the resource its quest pool needs. The team
// score rewards only the nearest hero, so without it the others would
// idle; each seat reads its own share, the others' do not move it.
func (g *Game) ownShare(h uint8) float64 {
	s := &g.s
	if !s.playing(int(h)) {
		return 0
	}
	q := &g.d.Quests[s.Quest]
	const w = 0.5 * evNear
	if dl := q.Deliver; dl != nil {
		if int(s.Delivered) >= g.deliverNeed(dl) || s.H[h].has(dl.Res) > 0 {
			return w * g.nearLoc(dl.Loc, int(h))
		}
		return w * max(0, 1-g.seekCost(dl.Res, int(h))/16)
	}
	best := 0.0
	for n := range q.Investigate {
		best = max(best, g.nearLoc(n, int(h)))
	}
	for n := range q.Gain {
		for _, loc := range g.t.ItemLocs[n] {
			best = max(best, g.nearLoc(loc, int(h)))
		}
	}
	for n := range q.Defeat {
		for _, loc := range g.t.EnemyLocs[n] {
			best = max(best, g.nearLoc(loc, int(h)))
		}
	}
	return w * best
}

// teamScore is the group's score: quest progress, the heroes' condition,
// the island revealed, less the days gone.
func (g *Game) teamScore() float64 {
	s := &g.s
	v := g.questScore()
	for h := 0; h < int(s.Players); h++ {
		switch s.H[h].Status {
		case stWon:
			v += evWon
		case stPlaying:
			v += g.heroScore(uint8(h))
		}
	}
	for slot := 1; slot < numTiles; slot++ {
		if s.SlotUp[slot] {
			v += evReveal
		}
	}
	for h := 0; h < int(s.Players); h++ {
		if s.playing(h) {
			v += evUpkeep * float64(s.Day)
		}
	}
	return v
}

// questValue is the quest's progress over its stages, in [0,1].
func (g *Game) questValue() float64 {
	sc := &g.d.Scenarios[g.s.Scenario-1]
	return g.questScore() / (evStage * float64(len(sc.Stages)))
}

// questScore is the stages done and the progress in the current one.
func (g *Game) questScore() float64 {
	q := &g.d.Quests[g.s.Quest]
	return evStage*float64(q.Stage-1) + min(evStage*0.9, g.stageProgress())
}

// stageProgress reads how close the group is to the current stage's
// goals: a hero near a location to investigate (or near where its tile
// may lie while face down), the quest pool filled and the resource for it
// carried there, every hero near the place where they can win, a hunted
// enemy hurt.
func (g *Game) stageProgress() float64 {
	s := &g.s
	if s.Scenario == 5 {
		return 0
	}
	q := &g.d.Quests[s.Quest]
	best := 0.0
	for n := range q.Investigate {
		best = max(best, evNear*g.teamNear(n))
	}
	for n := range q.Gain {
		for _, loc := range g.t.ItemLocs[n] {
			best = max(best, evNear*g.teamNear(loc))
		}
	}
	if dl := q.Deliver; dl != nil {
		best = max(best, g.deliverProgress(dl))
	}
	for num := range q.Defeat {
		id, ok := g.enemyByNumber(num)
		if !ok {
			continue
		}
		hp := float64(g.health(&g.d.Cards[id]))
		for i := 0; i < int(s.NMon); i++ {
			m := &s.Mon[i]
			if m.Hex != none && m.Up && m.Enemy == id {
				best = max(best, evNear*g.nearHex(m.Hex, -1)+float64(m.Dmg)/hp)
			}
		}
		for _, loc := range g.t.EnemyLocs[num] {
			best = max(best, evNear*g.nearLoc(loc, -1)+float64(s.EnemyDmg[id])/hp)
		}
	}
	return best
}

// deliverProgress reads a quest pool as the work left, in spaces walked:
// units still to find (each costs the walk to the likeliest unseen token
// over its odds of holding one), the carriers' walk to the place, one
// action per unit to put in. Once the pool is full, a hero walks to the
// place where the group wins.
func (g *Game) deliverProgress(dl *Deliver) float64 {
	s := &g.s
	need := g.deliverNeed(dl)
	left := need - int(s.Delivered)
	if left <= 0 {
		// The pool is full: a hero to the place to give the signal.
		return 1.1 + evNear*g.nearLoc(dl.Loc, -1)
	}
	// Every carrier walks to the place; every unit still missing is found
	// by a different hero (the cheapest finders first).
	carried, walk := 0, 0.0
	var costs [maxPlayers]float64
	n := 0
	for h := 0; h < int(s.Players); h++ {
		if !s.playing(h) {
			continue
		}
		if c := s.H[h].has(dl.Res); c > 0 {
			carried += c
			walk += 12 * (1 - g.nearLoc(dl.Loc, h))
		}
		costs[n] = g.seekCost(dl.Res, h)
		n++
	}
	if carried == 0 {
		walk = 12 * (1 - g.nearLoc(dl.Loc, -1))
	}
	effort := walk + float64(left)
	if missing := left - carried; missing > 0 && n > 0 {
		c := costs[:n]
		slices.Sort(c)
		for i := 0; i < missing; i++ {
			effort += c[min(i, n-1)]
		}
	}
	return max(0, 2.6*(1-effort/60))
}

// seekCost is the walk, in spaces, expected to find one unit of resource
// r: over the face-down landscape tokens on the map, the way to the token
// (plus the gather) and about 2 spaces for every token more it takes at
// the share of r among the unseen tokens of that symbol, for hero h; 16
// when no token promises any.
func (g *Game) seekCost(r uint8, h int) float64 {
	s := &g.s
	var odds [maxLandTypes]float64
	for ty := range g.t.LandTypes {
		odds[ty] = g.tokenOdds(uint8(ty), r)
	}
	best := 16.0
	for x := uint8(0); x < numHex; x++ {
		hx := &s.Hx[x]
		if hx.Land == none || hx.LandUp {
			continue
		}
		if o := odds[g.t.Tokens[hx.Land].Type]; o > 0 {
			d := 12 * (1 - g.nearHex(x, h))
			best = min(best, d+1+2*(1/o-1))
		}
	}
	// A location whose card yields r can be investigated again and again.
	var buf [4]uint8
	for _, ly := range g.t.ResLocs[r] {
		for _, x := range g.locHexes(buf[:0], ly.Loc) {
			d := 12 * (1 - g.nearHex(x, h))
			best = min(best, d+1/min(1, ly.Units))
		}
	}
	return best
}

// teamNear is the group's nearness to a location: mostly the nearest
// hero's, partly everyone's (the others will be needed there too).
func (g *Game) teamNear(loc int) float64 {
	s := &g.s
	n, sum := 0, 0.0
	for h := 0; h < int(s.Players); h++ {
		if s.playing(h) {
			n++
			sum += g.nearLoc(loc, h)
		}
	}
	return 0.7*g.nearLoc(loc, -1) + 0.3*sum/float64(max(1, n))
}

// nearLoc is 1 with hero h (-1: the nearest hero) on location loc,
// 1/12 less per space. While its tile is face down the location is in one
// of the face-down slots of its stack: half the nearness of the nearest
// such slot, plus a share for every slot of that stack already ruled out
// (so scouting a slot that turns out wrong is progress too).
func (g *Game) nearLoc(loc int, h int) float64 {
	s := &g.s
	var buf [4]uint8
	if hs := g.locHexes(buf[:0], loc); len(hs) > 0 {
		return g.nearHex(hs[0], h)
	}
	st, ok := g.t.LocStack[loc]
	if !ok {
		return 0
	}
	best, left, all := 0.0, 0, 0
	for slot := 1; slot < numTiles; slot++ {
		if g.t.SlotStack[slot] != st {
			continue
		}
		all++
		if s.SlotUp[slot] {
			continue
		}
		left++
		for k := 0; k < tileSpaces; k++ {
			best = max(best, g.nearHex(uint8(slot*tileSpaces+k), h))
		}
	}
	return 0.5*best + 0.25*float64(all-left)/float64(max(1, all))
}

// nearHex is 1 with hero h (-1: the nearest hero) on x, 1/12 less per
// space away.
func (g *Game) nearHex(x uint8, h int) float64 {
	s := &g.s
	best := 99
	for i := 0; i < int(s.Players); i++ {
		if s.playing(i) && (h < 0 || h == i) {
			best = min(best, int(g.t.Dist[s.H[i].Hex][x]))
		}
	}
	return max(0, 1-float64(best)/12)
}

// tier values the first units of a supply more than the next ones.
func tier(n int, w []float64) float64 {
	v := 0.0
	for i := 0; i < n && i < len(w); i++ {
		v += w[i]
	}
	return v
}

// heroScore is a hero's condition: health above all; water and food for
// the coming nights; stamina; a fire for the night; items and the
// resources that help in a fight. During a rolled fight the dice count as
// they stand.
func (g *Game) heroScore(h uint8) float64 {
	s := &g.s
	p := &s.H[h]
	dmg := p.damage()
	c := &s.Combat
	inFight := c.On && !c.PvP && c.Rolled && c.Hero == h && c.Step <= cbDamage
	v := 0.0
	if inFight {
		e := &g.d.Cards[c.Enemy]
		if e.Attack > 0 && g.redFinal() >= int(e.Attack) {
			dmg++ // the red die hits unless changed
		}
		if g.greyFinal() >= int(e.Defence) {
			v += 0.15
		}
	}
	if dmg > 3 {
		return 0
	}
	v += evHeart * float64(3-dmg)
	water := p.water()
	v += tier(water, evWater)
	v += tier(p.has(Food), evFood)
	v += tier(p.has(Meat), evMeat)
	v += tier(p.has(Medicine), evMed)
	if water == 0 {
		// Dry: a thirsty night costs a heart; being near a water source
		// takes some of that fear away (never more than a water in hand).
		v -= 0.45 * (1 - g.nearWater(h))
	}
	v += evStamina * float64(p.Stamina)
	if s.atFire(int(h)) {
		// The fire counts at night: more as the day's stamina runs out
		// (a hero with a full day ahead does not stay for it).
		v += evFire * float64(maxStamina-int(p.Stamina)) / maxStamina
	}
	items := 0
	for i := 0; i < int(p.NItems); i++ {
		if !g.d.Cards[p.Items[i].Card].Quest {
			items++
		}
	}
	v += tier(items, evItems)
	fight := p.has(Wood) + p.has(Stone) + p.has(Poison) + p.has(Component)
	v += 0.03 * float64(min(4, fight))
	v -= 0.1 * float64(p.NThreats)
	if used, limit := g.load(int(h)); used > limit {
		v -= 0.05 * float64(used-limit)
	}
	return v
}

// tokenOdds is the expected amount of resource r in one unseen token of
// type ty: tokens of that type not face up, spent or fighting on the map.
func (g *Game) tokenOdds(ty uint8, r uint8) float64 {
	s := &g.s
	total, units := 0, 0
	count := func(tok uint8, sign int) {
		t := &g.t.Tokens[tok]
		if t.Type != ty {
			return
		}
		total += sign
		if t.Face == faceRes && t.Res == r {
			units += sign
			if t.Double {
				units += sign
			}
		}
	}
	for i := range g.t.Tokens {
		count(uint8(i), 1)
	}
	for i := 0; i < int(s.NLandDisc[ty]); i++ {
		count(s.LandDisc[ty][i], -1)
	}
	for x := 0; x < numHex; x++ {
		if hx := &s.Hx[x]; hx.Land != none && hx.LandUp {
			count(hx.Land, -1)
		}
	}
	for i := 0; i < int(s.NMon); i++ {
		if m := &s.Mon[i]; m.Hex != none && m.Src == monLand {
			count(m.Token, -1)
		}
	}
	if total <= 0 {
		return 0
	}
	return float64(units) / float64(total)
}

// nearWater is how near hero h is to a water source on the map.
func (g *Game) nearWater(h uint8) float64 {
	s := &g.s
	best := 0.0
	for x := uint8(0); x < numHex; x++ {
		if s.Hx[x].Water != none {
			best = max(best, g.nearHex(x, int(h)))
		}
	}
	return best
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
	mine := g.rivalScore(seat)
	best := 0.0
	for h := 0; h < int(s.Players); h++ {
		if h != seat && s.playing(h) {
			best = max(best, g.rivalScore(h))
		}
	}
	return max(0.02, min(0.98, 0.5+(mine-best)/12))
}

// relicGoal is how many relics the scenario 5 quest asks for (the bots'
// yardstick; the rule itself is the quest card's condition).
const relicGoal = 3

// rivalScore is a scenario 5 hero's standing: relics, the way to the
// camp once they suffice, locations still to investigate near, and the
// hero's condition.
func (g *Game) rivalScore(h int) float64 {
	s := &g.s
	p := &s.H[h]
	if p.Status == stVictim {
		return 0
	}
	v := evRelic*float64(min(int(p.Relics), relicGoal)) + g.heroScore(uint8(h))
	if int(p.Relics) >= relicGoal {
		v += evNear * g.nearHex(g.t.CampHex, h)
	} else {
		// The nearest location not yet marked.
		best := 0.0
		for x := uint8(0); x < numHex; x++ {
			if g.revealed(x) && g.space(x).Loc != 0 && !s.Hx[x].Marker {
				best = max(best, g.nearHex(x, h))
			}
		}
		v += 0.8 * best
	}
	return v
}
