package emerald

import (
	"math/bits"
	"strings"

	"stolik/rules/engine"
)

// Apply performs a listed decision; anything else is refused with the state
// unchanged.
func (g *Game) Apply(a engine.Action, log *engine.Log) error {
	s := &g.s
	if s.Over {
		return engine.Errorf(engine.CodeGameOver, "emerald: the game is over")
	}
	if s.Masked {
		return engine.Errorf(engine.CodeIllegal, "emerald: a view cannot be played before it is determinized")
	}
	var buf [256]engine.Action
	if !engine.Contains(g.legal(buf[:0], a.Kind), a) {
		return g.refusal(a)
	}
	switch f := s.top(); {
	case f != nil:
		g.applyFrame(f, a, log)
	case s.Setup > 0:
		i := int(s.setupSeat())
		g.placeAgent(i, int(a.A), log)
		s.Setup--
		if s.Setup == 0 {
			s.Active, s.Turn = s.First, 1
			log.Add("emerald.turn", engine.Seat(s.Active))
		}
	default:
		g.applyTurn(a, log)
	}
	g.settle(log)
	return nil
}

// refusal explains why an action is not listed, for the player's message.
func (g *Game) refusal(a engine.Action) error {
	s := &g.s
	code := engine.Code("emerald.illegal")
	switch {
	case a.Kind >= numKinds:
		return engine.Errorf(engine.CodeBadAction, "emerald: unknown action kind %d", a.Kind)
	case s.FN > 0 && s.top().Op == frBlock && a.Kind != KindBlock:
		code = "emerald.block_pending"
	case s.FN > 0 && a.Kind != KindStep && a.Kind != KindStop && a.Kind != KindAgent && a.Kind != KindReveal &&
		a.Kind != KindBlock && a.Kind != KindAssassinate:
		code = "emerald.pending"
	case s.FN == 0 && s.Setup > 0 && a.Kind != KindAgent:
		code = "emerald.setup"
	case s.FN == 0 && a.Kind == KindAcquire && s.Actions > 0:
		code = "emerald.acquire_first"
	case s.FN == 0 && a.Kind == KindEnd && s.Actions < 2:
		code = "emerald.actions_left"
	case s.FN == 0 && s.Actions >= 2 && counted(a):
		code = "emerald.no_actions"
	}
	return engine.Errorf(code, "emerald: %s is not legal now", a.Format(kindNames))
}

// counted: the action is one of the two of a turn (free actions are not).
func counted(a engine.Action) bool {
	switch a.Kind {
	case KindInfluence, KindAcquire, KindRetrieve, KindMove, KindTrack, KindAssassinate, KindDiscard, KindPass:
		return true
	}
	return false
}

// applyTurn performs a decision of the active seat with nothing pending.
func (g *Game) applyTurn(a engine.Action, log *engine.Log) {
	s, d := &g.s, g.d
	i := int(s.Active)
	p := &s.P[i]
	seat := engine.Seat(i)
	mask, lmask := g.actionMask(i, a) // read before any card leaves the hand
	if counted(a) || a.Kind == KindText && d.Cards[p.Hand.C[a.A]].Header != hdrFree {
		s.Actions++
		s.Used |= 1 << a.Kind
	}
	switch a.Kind {
	case KindPass:
		log.Add("emerald.pass", seat)
	case KindEnd:
		g.endTurn(log)
	case KindReveal:
		g.reveal(i, false, log)
	case KindMiGo:
		n := p.MiGo
		s.C[a.A].Agents[i] += n
		p.MiGo = 0
		log.Add("emerald.migo_back", seat, "city", d.Cities[a.A].Name, "count", int(n))
	case KindInfluence:
		cards := g.takeCards(i, mask, -1)
		sum := 0
		for _, c := range cards {
			sum += int(d.Cards[c].Sym[symInfluence])
		}
		n := min(sum, int(p.Cubes))
		p.Cubes -= uint8(n)
		s.C[a.A].Cubes[i] += uint8(n)
		g.discard(i, cards)
		log.Add("emerald.influence", seat, "city", d.Cities[a.A].Name, "count", n, "cards", g.names(cards))
	case KindAcquire:
		cards := g.takeCards(i, mask, -1)
		g.discard(i, cards)
		log.Add("emerald.acquire_play", seat, "cards", g.names(cards))
		cm := uint16(a.B) | uint16(a.C)<<8
		for c := 0; c < numCities; c++ {
			if cm&(1<<c) != 0 {
				g.acquire(i, c, false, log)
			}
		}
	case KindRetrieve:
		cards := g.takeCards(i, mask, -1)
		sum := 0
		for _, c := range cards {
			sum += int(d.Cards[c].Sym[symRetrieve])
		}
		g.discard(i, cards)
		n := min(sum, s.cubesOut(i))
		log.Add("emerald.retrieve", seat, "count", n, "cards", g.names(cards))
		s.push(frame{Op: frRetrieve, Seat: uint8(i), N: uint8(n)})
	case KindMove:
		cards := g.takeCards(i, mask, -1)
		sum, least := 0, 255
		for _, c := range cards {
			v := int(d.Cards[c].Sym[symMove])
			sum += v
			least = min(least, v)
		}
		g.discard(i, cards)
		log.Add("emerald.move", seat, "count", sum, "cards", g.names(cards))
		s.push(frame{Op: frMove, Seat: uint8(i), N: uint8(sum), C: uint8(least)})
	case KindTrack:
		r, l := g.trackSteps(i, mask, lmask, d.Rules.TrackEnd)
		cards := g.takeCards(i, mask, -1)
		g.discard(i, cards)
		s.TrackR += uint8(r)
		s.TrackL += uint8(l)
		p.pushed(r, l)
		log.Add("emerald.track", seat, "r", r, "l", l, "cards", g.names(cards), "track_r", int(s.TrackR), "track_l", int(s.TrackL))
	case KindAssassinate:
		s.push(frame{Op: frAssassinMore, Seat: uint8(i)})
		g.assassinate(i, a, log)
	case KindDiscard:
		cards := g.takeCards(i, mask, -1)
		g.discard(i, cards)
		log.Add("emerald.discard", seat, "count", len(cards), "cards", g.names(cards))
	case KindText:
		g.playText(i, a, log)
	}
}

// takeCards removes the hand positions of mask (and extra, if ≥ 0) and
// returns the mask's cards; extra's card comes back as the first element
// when given.
func (g *Game) takeCards(i int, mask handMask, extra int) []uint8 {
	h := &g.s.P[i].Hand
	var pos [zoneCap + 1]int
	n := 0
	for k := 0; k < zoneCap; k++ {
		if mask&(1<<k) != 0 && k < int(h.N) {
			pos[n] = k
			n++
		}
	}
	out := make([]uint8, 0, n+1)
	if extra >= 0 && extra < int(h.N) {
		out = append(out, h.C[extra])
	}
	for k := 0; k < n; k++ {
		out = append(out, h.C[pos[k]])
	}
	// Remove from the highest position down so the others stay valid.
	all := pos[:n]
	if extra >= 0 && extra < int(h.N) {
		all = append(all, extra)
	}
	for len(all) > 0 {
		hi := 0
		for k := range all {
			if all[k] > all[hi] {
				hi = k
			}
		}
		h.remove(all[hi])
		all[hi] = all[len(all)-1]
		all = all[:len(all)-1]
	}
	return out
}

func (g *Game) discard(i int, cards []uint8) {
	for _, c := range cards {
		g.s.P[i].Discard.push(c)
	}
}

// names joins card names for the log (only when logging).
func (g *Game) names(cards []uint8) string {
	var b strings.Builder
	for k, c := range cards {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString(g.d.Cards[c].Name)
	}
	return b.String()
}

// spent places a card whose one-use text or bombs were used (§4.3): to the
// tableau when it gives VP, else out of the game; a card without the
// one-use mark goes to the discard pile.
func (g *Game) spent(i int, c uint8) {
	card := &g.d.Cards[c]
	switch {
	case !card.OneUse:
		g.s.P[i].Discard.push(c)
	case card.HasVP():
		g.s.P[i].tab(c, none, false)
	default:
		g.s.remove(c)
	}
}

func (g *Game) placeAgent(i, c int, log *engine.Log) {
	p := &g.s.P[i]
	if p.Agents == 0 {
		return
	}
	p.Agents--
	g.s.C[c].Agents[i]++
	log.Add("emerald.agent", engine.Seat(i), "city", g.d.Cities[c].Name)
}

// applyFrame answers the pending decision on top of the stack.
func (g *Game) applyFrame(f *frame, a engine.Action, log *engine.Log) {
	s, d := &g.s, g.d
	i := int(f.Seat)
	p := &s.P[i]
	seat := engine.Seat(i)
	switch f.Op {
	case frBlock:
		target := &s.F[f.D]
		s.pop()
		if a.A == 0 {
			log.Add("emerald.no_block", seat)
			return
		}
		c := p.Hand.remove(int(a.B))
		card := &d.Cards[c]
		target.N = 1
		if card.Block == opBlockKill {
			target.N = 2
		}
		p.Discard.push(c)
		log.Add("emerald.block", seat, "card", card.Name)
		// A block is paid back at once (§4.3): the blocker draws a card.
		g.draw(i, 1, log)
	case frAssassinMore:
		if a.Kind == KindStop {
			s.pop()
			return
		}
		g.assassinate(i, a, log)
	case frMove:
		if a.Kind == KindStop {
			s.pop()
			return
		}
		s.C[a.A].Agents[i]--
		s.C[a.B].Agents[i]++
		f.N--
		f.M++
		log.Add("emerald.move_step", seat, "from", d.Cities[a.A].Name, "to", d.Cities[a.B].Name)
		if f.N == 0 {
			s.pop()
		}
	case frRetrieve:
		g.retrieveOne(i, int(a.A), log)
		f.N--
		if f.N == 0 {
			s.pop()
		}
	case frYog:
		if a.Kind == KindStop {
			s.pop()
			return
		}
		s.C[a.A].Agents[i]--
		p.Yog++
		p.VP[vpL]++
		f.N++
		log.Add("emerald.yog_agent", seat, "city", d.Cities[a.A].Name)
	case frZombie:
		if a.Kind == KindStop {
			n := min(f.N, s.Zombies)
			s.pop()
			if n > 0 {
				s.push(frame{Op: frZombiePlace, Seat: uint8(i), N: n})
			}
			return
		}
		f.M |= 1 << a.A
		k := s.FN
		s.push(frame{Op: frKill, Seat: uint8(i), A: atkZombie, B: a.A, C: a.B, D: none})
		s.push(frame{Op: frBlock, Seat: a.B, A: atkZombie, B: uint8(i), D: k})
		log.Add("emerald.zombie_attack", seat, "city", d.Cities[a.A].Name, "target", g.seatName(int(a.B)), "target_seat", int(a.B))
	case frZombiePlace:
		s.C[a.A].Zombies++
		s.Zombies--
		f.N--
		log.Add("emerald.zombie_place", seat, "city", d.Cities[a.A].Name)
		if f.N == 0 || s.Zombies == 0 {
			s.pop()
		}
	case frReveal:
		forced := f.A == 1
		s.pop()
		if a.A == 1 {
			c := p.Hand.remove(int(a.B))
			p.Change++
			p.tab(c, none, false)
			log.Add("emerald.change", seat, "card", d.Cards[c].Name)
		}
		g.reveal(i, forced, log)
	case frRefill:
		g.placeAgent(i, int(a.A), log)
		f.N--
		if f.N == 0 {
			s.pop()
		}
	}
}

// pushed remembers the marker steps a player made, public evidence of
// their side for the bots' beliefs.
func (p *player) pushed(r, l int) {
	p.Pushed[0] = uint8(min(255, int(p.Pushed[0])+r))
	p.Pushed[1] = uint8(min(255, int(p.Pushed[1])+l))
}

// seatName is a colour's name from the data ("Wtorek"), for events that
// name a player other than the one acting.
func (g *Game) seatName(i int) string {
	if i < 0 || i >= maxPlayers {
		return "?"
	}
	return g.d.Players[i].Name
}

// run resolves automatic frames and skips decisions that have nothing to
// decide, until a real decision is on top or nothing is pending.
func (g *Game) run(log *engine.Log) {
	s := &g.s
	for s.FN > 0 && !s.Over {
		f := s.top()
		i := int(f.Seat)
		switch f.Op {
		case frKill:
			k := *f
			s.pop()
			g.resolveKill(&k, log)
		case frCthulhu:
			k := *f
			s.pop()
			g.resolveCthulhu(&k, log)
		case frBlock:
			if s.F[f.D].N != 0 {
				s.pop() // already blocked by someone else (Cthulhu)
				continue
			}
			return
		case frAssassinMore:
			var buf [64]engine.Action
			if len(g.assassinations(buf[:0], i)) == 0 {
				s.pop()
				continue
			}
			return
		case frRetrieve:
			if f.N == 0 || s.cubesOut(i) == 0 {
				s.pop()
				continue
			}
			if loc, forced := g.forcedRetrieve(i, int(f.N)); forced {
				g.retrieveOne(i, loc, log)
				f.N--
				continue
			}
			return
		case frMove:
			if f.N == 0 || s.onBoard(i) == 0 {
				s.pop()
				continue
			}
			return
		case frYog:
			if s.onBoard(i) == 0 {
				s.pop()
				continue
			}
			return
		case frZombie:
			var buf [64]engine.Action
			if len(g.frameChoices(buf[:0], f, func(k uint8) bool { return k == KindStep })) == 0 {
				n := min(f.N, s.Zombies)
				s.pop()
				if n > 0 {
					s.push(frame{Op: frZombiePlace, Seat: uint8(i), N: n})
				}
				continue
			}
			return
		case frZombiePlace:
			if f.N == 0 || s.Zombies == 0 {
				s.pop()
				continue
			}
			return
		case frRefill:
			if f.N == 0 || s.P[i].Agents == 0 {
				s.pop()
				continue
			}
			return
		default:
			return
		}
	}
}

// forcedRetrieve: the one place the next cube can come from when there is
// no choice (all the player's cubes in one place, or all must be taken).
func (g *Game) forcedRetrieve(i, left int) (int, bool) {
	s := &g.s
	loc, places := -1, 0
	for c := 0; c < numCities; c++ {
		if s.C[c].Cubes[i] > 0 {
			loc = c
			places++
		}
	}
	if s.P[i].Limbo > 0 {
		loc = numCities
		places++
	}
	if places == 1 || left >= s.cubesOut(i) {
		return loc, true
	}
	return 0, false
}

func (g *Game) retrieveOne(i, loc int, log *engine.Log) {
	s := &g.s
	p := &s.P[i]
	if loc == numCities {
		p.Limbo--
		log.Add("emerald.retrieve_limbo", engine.Seat(i))
	} else {
		s.C[loc].Cubes[i]--
		log.Add("emerald.retrieve_city", engine.Seat(i), "city", g.d.Cities[loc].Name)
	}
	p.Cubes++
}

// settle runs what follows a decision: automatic steps, then, when nothing
// is pending, the end-of-game checks, forced reveals and the end of the
// turn (§4.15, G11, G30).
func (g *Game) settle(log *engine.Log) {
	s := &g.s
	for !s.Over {
		g.run(log)
		if s.FN > 0 && !g.d.Rules.RevealAfterEffect && g.interruptible() && g.queueReveals(log) {
			continue // G30 off: a forced reveal cuts into the effect at once
		}
		if s.FN > 0 || s.Setup > 0 || s.Over {
			return
		}
		if g.checkEnd(log) {
			return
		}
		if g.queueReveals(log) {
			continue
		}
		if s.Actions >= 2 && (!g.d.Rules.FreeAfterSecond || !g.freeAvailable()) {
			g.endTurn(log)
			continue
		}
		return
	}
}

// interruptible: the pending decision is a step of the active seat's
// effect, not a block window, a reveal or a refill (which resolve first).
func (g *Game) interruptible() bool {
	switch g.s.top().Op {
	case frBlock, frReveal, frRefill:
		return false
	}
	return g.s.Setup == 0
}

// freeAvailable: after both actions, anything left to do before the refill.
func (g *Game) freeAvailable() bool {
	var buf [64]engine.Action
	for _, a := range g.legal(buf[:0], anyKind) {
		if a.Kind != KindEnd {
			return true
		}
	}
	return false
}

// endTurn refills the hand to five (§4.4) and passes the turn clockwise.
func (g *Game) endTurn(log *engine.Log) {
	s := &g.s
	i := int(s.Active)
	p := &s.P[i]
	if need := g.d.Rules.Hand - int(p.Hand.N); need > 0 {
		g.draw(i, need, log)
	}
	log.Add("emerald.end_turn", engine.Seat(i))
	s.Actions, s.Used = 0, 0
	s.Active = s.next(s.Active)
	s.Turn++
	// G11 read as "at the end of the turn (or round)": the threshold is
	// looked at now, with the totals as they stand.
	if end := g.d.Rules.VPEnd; (end == vpEndTurn || end == vpEndRound && s.Active == s.First) && g.atThreshold() {
		g.finish(endVP, log)
		return
	}
	if int(s.Turn) > g.d.Rules.RoundCap*int(s.Players) {
		g.finish(endCap, log)
		return
	}
	log.Add("emerald.turn", engine.Seat(s.Active))
}

// checkEnd: a VP total at the threshold (when G11 ends the game at once)
// or a marker at the end of its track ends the game (§4.15).
func (g *Game) checkEnd(log *engine.Log) bool {
	s := &g.s
	ru := &g.d.Rules
	if ru.VPEnd == vpEndAction && g.atThreshold() {
		g.finish(endVP, log)
		return true
	}
	if int(s.TrackR) >= ru.TrackEnd || int(s.TrackL) >= ru.TrackEnd {
		g.finish(endTrack, log)
		return true
	}
	return false
}

// atThreshold: some VP total has reached the threshold of the player count.
func (g *Game) atThreshold() bool {
	s := &g.s
	for i := 0; i < int(s.Players); i++ {
		if s.running(i) >= g.d.Rules.VPThreshold[s.Players] {
			return true
		}
	}
	return false
}

// finish ends the game: every identity is revealed (§4.16 step 1).
func (g *Game) finish(reason uint8, log *engine.Log) {
	s := &g.s
	s.Over = true
	s.End = reason
	s.FN = 0
	s.F = [frameCap]frame{}
	log.Add("emerald.game_end", engine.GameOver, "reason", int(reason))
	for i := 0; i < int(s.Players); i++ {
		if !s.P[i].Revealed {
			log.Reveal("emerald.final_identity", engine.Seat(i), "faction", g.factionName(s.faction(i)))
		}
	}
}

// mustReveal: seat i has lost its last agent (Mi-Go's count) or its last
// sanity token (§4.11).
func (g *Game) mustReveal(i int) bool {
	s := &g.s
	p := &s.P[i]
	lost := s.present(i) == 0 || p.Sanity == 0
	if !lost {
		p.Armed = true
		return false
	}
	if p.Revealed && g.d.Rules.RevealOnce {
		return false
	}
	return p.Armed
}

// queueReveals opens a reveal decision for every player who must reveal,
// in turn order from the active player (G30).
func (g *Game) queueReveals(log *engine.Log) bool {
	s := &g.s
	n := int(s.Players)
	var who [maxPlayers]uint8
	k := 0
	for j := 0; j < n; j++ {
		i := (int(s.Active) + j) % n
		if g.mustReveal(i) {
			who[k] = uint8(i)
			k++
		}
	}
	for j := k - 1; j >= 0; j-- {
		s.push(frame{Op: frReveal, Seat: who[j], A: 1})
		log.Add("emerald.must_reveal", engine.Seat(who[j]))
	}
	return k > 0
}

// reveal shows seat i's identity: a Restorationist forced to reveal ends
// the game; a Loyalist fills up to three agents on the board (§4.11).
func (g *Game) reveal(i int, forced bool, log *engine.Log) {
	s := &g.s
	p := &s.P[i]
	p.Revealed = true
	p.Armed = false
	f := s.faction(i)
	log.Reveal("emerald.reveal", engine.Seat(i), "faction", g.factionName(f))
	if forced && f == factR {
		g.finish(endReveal, log)
		return
	}
	if f == factL {
		n := g.d.Rules.RefillAgents - s.present(i)
		n = min(n, int(p.Agents))
		if n > 0 {
			s.push(frame{Op: frRefill, Seat: uint8(i), N: uint8(n)})
		}
	}
}

// clearCity after an acquisition or assassination (§4.2): the actor's
// cubes to Limbo, everyone else's back to their supplies.
func (g *Game) clearCity(i, c int) {
	s := &g.s
	ct := &s.C[c]
	for j := 0; j < int(s.Players); j++ {
		if j == i {
			s.P[j].Limbo += ct.Cubes[j]
		} else {
			s.P[j].Cubes += ct.Cubes[j]
		}
		ct.Cubes[j] = 0
	}
}

// acquire takes city c's top card for seat i (§4.5 A2); Duchess d'Uzès
// does the same unless the G17 switch says she only takes the card.
func (g *Game) acquire(i, c int, duchess bool, log *engine.Log) {
	s, d := &g.s, g.d
	p := &s.P[i]
	ct := &s.C[c]
	if ct.N == 0 {
		return
	}
	top := ct.Stack[ct.N-1]
	ct.N--
	ct.Stack[ct.N] = 0
	card := &d.Cards[top]
	p.Discard.push(top)
	full := !duchess || g.d.Rules.DuchessFullAftermath
	if full {
		g.clearCity(i, c)
	}
	vp := 0
	for t := range card.VP {
		p.VP[t] += int16(card.VP[t])
		vp += int(card.VP[t])
	}
	log.Add("emerald.acquire", engine.Seat(i), "city", d.Cities[c].Name, "card", card.Name, "vp", vp)
	if n := min(int(card.Agents), int(p.Agents)); n > 0 && full {
		p.Agents -= uint8(n)
		ct.Agents[i] += uint8(n)
		log.Add("emerald.recruit", engine.Seat(i), "city", d.Cities[c].Name, "count", n)
	}
	if card.Insanity && full {
		g.sanityRoll(i, -1, log)
	}
	g.revealTop(c, log)
}

// sanityRoll rolls the sanity die for seat i (§4.10); on insanity a token
// goes back to the pool and, after a royalty kill or Ukrycie arystokracji
// (city ≥ 0), an agent in that city returns to the supply (G20).
func (g *Game) sanityRoll(i, c int, log *engine.Log) {
	s := &g.s
	ru := &g.d.Rules
	p := &s.P[i]
	insane := g.rng.IntN(ru.DieFaces) < ru.DieInsanity
	if !insane {
		log.Reveal("emerald.roll_sane", engine.Seat(i))
		return
	}
	had := p.Sanity > 0
	if had {
		p.Sanity--
	}
	log.Reveal("emerald.roll_insane", engine.Seat(i), "count", int(p.Sanity))
	if c >= 0 && s.C[c].Agents[i] > 0 && (had || ru.InsanityAtZeroLosesAgent) {
		s.C[c].Agents[i]--
		p.Agents++
		log.Add("emerald.insane_agent", engine.Seat(i), "city", g.d.Cities[c].Name)
	}
}

// gainRoyal puts a royal in seat i's tableau with its VP (Restorationist,
// or Loyalist when hidden) and the Czarna Ręka bonus (§4.5 A6, 056, 036).
func (g *Game) gainRoyal(i int, royal uint8, hidden bool, log *engine.Log) {
	p := &g.s.P[i]
	card := &g.d.Cards[royal]
	p.tab(royal, none, hidden)
	t := vpR
	if hidden {
		t = vpL
	}
	p.VP[t] += int16(card.VP[vpR])
	if p.BlackHand > 0 {
		p.VP[vpR] += int16(p.BlackHand)
		log.Add("emerald.black_hand_bonus", engine.Seat(i), "count", int(p.BlackHand))
	}
}

// royalsHeld counts the royalty cards in seat i's tableau.
func (g *Game) royalsHeld(i int) int {
	p := &g.s.P[i]
	n := 0
	for _, e := range p.Tab[:p.TabN] {
		if g.d.Cards[e.Card].Kind == kindRoyal {
			n++
		}
	}
	return n
}

// assassinate performs one assassination of an action (§4.5 A6).
func (g *Game) assassinate(i int, a engine.Action, log *engine.Log) {
	s, d := &g.s, g.d
	c := int(a.B)
	mask, _ := g.actionMask(i, a)
	cards := g.takeCards(i, mask, int(a.A))
	card := cards[0]
	for _, b := range cards[1:] {
		// Only a card whose bombs or benefit are one-use (Piekielna Machina,
		// Fenianie) leaves; a bomb symbol on any other card is reusable (§4.3).
		if bc := &d.Cards[b]; bc.Header == hdrSingle || bc.Fenians {
			g.spent(i, b)
		} else {
			s.P[i].Discard.push(b)
		}
	}
	log.Add("emerald.assassinate", engine.Seat(i), "card", d.Cards[card].Name, "city", d.Cities[c].Name,
		"bombs", g.names(cards[1:]))
	target := assassinTarget(a)
	if target == 0 {
		royal := s.C[c].Royal
		s.C[c].Royal = none
		g.gainRoyal(i, royal, false, log)
		log.Add("emerald.royal_kill", engine.Seat(i), "card", d.Cards[royal].Name, "city", d.Cities[c].Name,
			"vp", int(d.Cards[royal].VP[vpR]))
		g.sanityRoll(i, c, log)
		g.clearCity(i, c)
		s.P[i].tab(card, none, false)
		return
	}
	v := target - 1
	k := s.FN
	s.push(frame{Op: frKill, Seat: uint8(i), A: atkAssassin, B: uint8(c), C: v, D: card})
	s.push(frame{Op: frBlock, Seat: v, A: atkAssassin, B: uint8(i), D: k})
}

// resolveKill carries out an attack on one agent after its block window
// (§4.5 A6, §4.7).
func (g *Game) resolveKill(f *frame, log *engine.Log) {
	s, d := &g.s, g.d
	i, c, v := int(f.Seat), int(f.B), int(f.C)
	p := &s.P[i]
	seat := engine.Seat(i)
	blocked := f.N
	if blocked != 0 {
		log.Add("emerald.blocked", seat, "target", g.seatName(v), "target_seat", v)
		if f.D == none {
			return
		}
		// §4.7: the attacker still loses the cards "as if the action had
		// been carried out"; after Wampiry they go to the discard pile,
		// the card that allowed the kill included (erratum #2).
		switch {
		case blocked == 2 || !g.d.Rules.SherlockCardToTableau && (f.A == atkAssassin || f.A == atkShoggoth):
			p.Discard.push(f.D)
		case f.A == atkAssassin || f.A == atkShoggoth:
			p.tab(f.D, none, false)
		default:
			g.spent(i, f.D)
		}
		return
	}
	if s.C[c].Agents[v] == 0 {
		return // nothing left to attack: the agent went before the window closed
	}
	s.C[c].Agents[v]--
	victim := &s.P[v]
	switch f.A {
	case atkAssassin, atkShoggoth:
		card := &d.Cards[f.D]
		if card.KillBox > 0 {
			p.tab(f.D, uint8(v), false)
			p.Kill[v] += int16(card.KillBox)
			victim.Dead++
		} else {
			p.tab(f.D, none, false)
			victim.Agents++
		}
		log.Add("emerald.kill", seat, "target", g.seatName(v), "target_seat", v, "city", d.Cities[c].Name,
			"vp", int(card.KillBox))
		if f.A == atkAssassin {
			g.clearCity(i, c)
		}
	case atkIrene, atkVampire:
		victim.Agents++
		if p.Agents > 0 {
			p.Agents--
			s.C[c].Agents[i]++
		}
		g.spent(i, f.D)
		log.Add("emerald.replace", seat, "target", g.seatName(v), "target_seat", v, "city", d.Cities[c].Name)
	case atkZombie:
		victim.Agents++
		log.Add("emerald.zombie_kill", seat, "target", g.seatName(v), "target_seat", v, "city", d.Cities[c].Name)
	}
}

// resolveCthulhu empties a city (031) unless Sherlock Holmes stopped it.
func (g *Game) resolveCthulhu(f *frame, log *engine.Log) {
	s, d := &g.s, g.d
	i, c := int(f.Seat), int(f.B)
	g.spent(i, f.D)
	if f.N != 0 {
		log.Add("emerald.cthulhu_blocked", engine.Seat(i), "city", d.Cities[c].Name)
		return
	}
	ct := &s.C[c]
	if ct.N > 0 {
		s.remove(ct.Stack[ct.N-1]) // the face-up top card is known
		ct.N--
		ct.Stack[ct.N] = 0
	}
	for ct.N > 0 {
		x := ct.Stack[ct.N-1]
		ct.N--
		ct.Stack[ct.N] = 0
		if d.Cards[x].Kind == kindGame && s.BoxN < numGame {
			// Face-down game cards leave unseen, like the set-up leftovers.
			s.Box[s.BoxN] = x
			s.BoxN++
		} else {
			s.remove(x) // the city's own city or royalty card: its fate is known
		}
	}
	ct.HiddenCity, ct.HiddenRoyal = false, false
	for j := 0; j < int(s.Players); j++ {
		s.P[j].Agents += ct.Agents[j]
		s.P[j].Limbo += ct.Cubes[j]
		ct.Agents[j], ct.Cubes[j] = 0, 0
	}
	s.Zombies += ct.Zombies
	ct.Zombies = 0
	log.Add("emerald.cthulhu", engine.Seat(i), "city", d.Cities[c].Name)
}

// bitsIn counts the cards of a mask.
func bitsIn(m handMask) int { return bits.OnesCount64(m) }
