package donjon

import "stolik/rules/engine"

// The pending-decision queue. Compound effects are queued as ops; the head
// is either resolved automatically (no real choice) or is the decision that
// Legal lists and Current names the seat of.

func (g *Game) push(op Op, seat uint8) {
	g.pushRaw(pending{Op: op.Kind, Seat: seat, N: op.N, Type: op.Type, From: op.From, To: op.To, Room: op.Room})
}

func (g *Game) pushRaw(p pending) {
	s := &g.s
	if int(s.QN) < queueCap {
		s.Q[s.QN] = p
		s.QN++
	}
}

func (g *Game) pop() {
	s := &g.s
	copy(s.Q[:], s.Q[1:s.QN])
	s.QN--
	s.Q[s.QN] = pending{}
}

// resolveAuto handles the head op when it needs no choice. It returns false
// when the head is a decision for its seat.
func (g *Game) resolveAuto(log *engine.Log) bool {
	s, d := &g.s, g.d
	q := &s.Q[0]
	p := &s.P[q.Seat]
	seat := engine.Seat(q.Seat)
	switch q.Op {
	case opNewGroup:
		for i := uint8(0); i < q.N; i++ {
			g.newGroup(q.Seat, q.Room, log)
		}
		g.pop()
	case opAdvanceGroup:
		g.advanceGroup(q.Seat, q.N, log)
		g.pop()
	case opGainVIPExtra:
		if !d.Rules.ExtraVIPFromReserve {
			*q = pending{Op: opGainSupply, Seat: q.Seat, N: 1, Type: typeChoice, To: selVIPRoom}
			return true
		}
		if s.Supply[VIP] > 0 {
			s.Supply[VIP]--
			g.addTo(q.Seat, RoomLoc(int(s.VIPRoom)), VIP, log)
			if log != nil {
				log.Add("donjon.placed", seat, "type", g.typeName(VIP), "loc", d.LocNames[RoomLoc(int(s.VIPRoom))])
			}
		}
		g.pop()
	case opThreatMonsters:
		th := d.Rules.AreaThreshold
		f, w := areaTotal(&s.Areas[Forest]), areaTotal(&s.Areas[Swamp])
		area := Forest
		switch {
		case f < th && w < th && f == w:
			return false // G17: the active player chooses
		case f < th && w < th:
			if w < f {
				area = Swamp
			}
		case w < th:
			area = Swamp
		}
		g.threatMonsters(q, area, log)
		g.pop()
	case opThreatEnd:
		c := q.Type2
		g.pop()
		g.threatEnd(c, log)
	case opSteps:
		if q.N == 0 || p.monsters() == 0 {
			g.pop()
			return true
		}
		return false
	case opTeleport:
		lo, hi := g.locRange(q.From, q)
		any := false
		for l := lo; l <= hi; l++ {
			any = any || p.at(l) > 0
		}
		if q.N == 0 || !any {
			g.pop()
			return true
		}
		return false
	case opRemoveGroups:
		lo, hi := g.roomRange(q)
		total, rooms := 0, 0
		for r := lo; r <= hi; r++ {
			if p.Groups[r-1] > 0 {
				total += int(p.Groups[r-1])
				rooms++
			}
		}
		if q.N == 0 || total == 0 {
			g.pop()
			return true
		}
		if rooms > 1 && total > int(q.N) {
			return false
		}
		// No real choice: remove up to N, lowest rooms first is moot here.
		for r := lo; r <= hi && q.N > 0; r++ {
			for p.Groups[r-1] > 0 && q.N > 0 {
				g.removeGroup(q.Seat, r, log)
				q.N--
			}
		}
		g.pop()
	case opGainSupply, opGainPit, opSacrifice, opRetreat:
		if q.N == 0 {
			g.pop()
			return true
		}
		var buf [80]engine.Action
		opts := g.legalPending(q, buf[:0])
		switch len(opts) {
		case 0:
			g.pop() // G18: nothing left to take
		case 1:
			g.applyPending(q, opts[0], log)
		default:
			return false
		}
	default:
		g.pop()
	}
	return true
}

// applyPending performs one answer to the head op.
func (g *Game) applyPending(q *pending, a engine.Action, log *engine.Log) {
	s, d := &g.s, g.d
	seat := q.Seat
	p := &s.P[seat]
	switch a.Kind {
	case KindPass:
		if log != nil {
			log.Add("donjon.pass_effect", engine.Seat(seat))
		}
		g.pop()
		return
	case KindStep:
		g.moveMonster(seat, a.A, a.B, a.C, log)
		if log != nil {
			log.Add("donjon.step", engine.Seat(seat), "type", g.typeName(a.C), "from", d.LocNames[a.A], "to", d.LocNames[a.B], "count", int(q.N-1))
		}
	case KindTeleport:
		g.moveMonster(seat, a.A, a.B, a.C, log)
		if log != nil {
			log.Add("donjon.teleport", engine.Seat(seat), "type", g.typeName(a.C), "from", d.LocNames[a.A], "to", d.LocNames[a.B])
		}
	case KindPlace:
		if q.Op == opGainPit {
			s.Areas[Pit][a.B]--
		} else {
			s.Supply[a.B]--
		}
		g.addTo(seat, a.A, a.B, log)
		if q.To == selAnywhere {
			q.Lock = a.A + 1
		}
		if log != nil {
			log.Add("donjon.placed", engine.Seat(seat), "type", g.typeName(a.B), "loc", d.LocNames[a.A])
		}
	case KindRemove:
		g.removeGroup(seat, a.A, log)
	case KindSacrifice:
		p.M[a.A][a.B]--
		s.Areas[Pit][a.B]++
		if log != nil {
			log.Add("donjon.sacrificed", engine.Seat(seat), "type", g.typeName(a.B), "loc", d.LocNames[a.A])
		}
	case KindRetreat:
		g.moveMonster(seat, a.A, LocE, a.B, log)
		if log != nil {
			log.Add("donjon.retreated", engine.Seat(seat), "type", g.typeName(a.B), "loc", d.LocNames[a.A])
		}
	case KindArea:
		g.threatMonsters(q, a.A, log)
		g.pop()
		return
	}
	q.N--
	if q.N == 0 {
		g.pop()
	}
}

// addTo puts one monster (already taken from its source) at l.
func (g *Game) addTo(seat, l, t uint8, log *engine.Log) {
	g.s.P[seat].M[l][t]++
	if l == LocR5 {
		g.checkKeeper(seat, log)
	}
}

func (g *Game) moveMonster(seat, from, to, t uint8, log *engine.Log) {
	p := &g.s.P[seat]
	p.M[from][t]--
	p.M[to][t]++
	if to == LocR5 {
		g.checkKeeper(seat, log)
	}
}

// checkKeeper turns the Keeper tile face up at ≥ 5 monsters in room 5 (§4.5).
func (g *Game) checkKeeper(seat uint8, log *engine.Log) {
	p := &g.s.P[seat]
	if p.KeeperUp || p.at(LocR5) < g.d.Rules.KeeperReveal {
		return
	}
	p.KeeperUp = true
	t := &g.d.Tiles[p.Keeper]
	if log != nil {
		log.Reveal("donjon.keeper_revealed", engine.Seat(seat), "tile", t.Name,
			"p1", g.d.Powers[t.Powers[0]].Text, "p2", g.d.Powers[t.Powers[1]].Text, "p3", g.d.Powers[t.Powers[2]].Text)
	}
}

func (g *Game) newGroup(seat, room uint8, log *engine.Log) {
	s := &g.s
	if s.InnTerrace == 0 || room < 1 || room > 5 {
		return
	}
	s.InnTerrace--
	s.P[seat].Groups[room-1]++
	if log != nil {
		log.Add("donjon.group_new", engine.Seat(seat), "room", int(room))
	}
	g.groupArrived(seat, room, log)
}

// advanceGroup moves the group in the lowest occupied room forward, capped
// at the last room (G20).
func (g *Game) advanceGroup(seat, n uint8, log *engine.Log) {
	p := &g.s.P[seat]
	last := uint8(g.d.Rules.LastRoom)
	for r := uint8(1); r <= last; r++ {
		if p.Groups[r-1] == 0 {
			continue
		}
		if r == last {
			return
		}
		to := min(r+n, last)
		p.Groups[r-1]--
		p.Groups[to-1]++
		if log != nil {
			log.Add("donjon.group_advanced", engine.Seat(seat), "from", int(r), "to", int(to))
		}
		g.groupArrived(seat, to, log)
		return
	}
}

func (g *Game) removeGroup(seat, room uint8, log *engine.Log) {
	g.s.P[seat].Groups[room-1]--
	g.s.InnTerrace++
	if log != nil {
		log.Add("donjon.group_removed", engine.Seat(seat), "room", int(room))
	}
}

// groupArrived takes the lowest penalty token when a group enters room 5
// (§4.4); an empty reserve costs nothing more (G19).
func (g *Game) groupArrived(seat, room uint8, log *engine.Log) {
	if int(room) != g.d.Rules.LastRoom {
		return
	}
	p := &g.s.P[seat]
	if p.OfficeRound == 0 {
		p.OfficeRound = uint8(min(int(g.s.Round)+1, 255))
	}
	if p.Tokens >= numTokens {
		return
	}
	p.Tokens++
	p.OfficeTokens |= 1 << (p.Tokens - 1)
	if log != nil {
		log.Add("donjon.penalty", engine.Seat(seat), "value", int(p.Tokens))
	}
}

func (g *Game) threatMonsters(q *pending, area uint8, log *engine.Log) {
	s := &g.s
	for _, t := range [2]uint8{q.Type, q.Type2} {
		if s.Supply[t] > 0 {
			s.Supply[t]--
			s.Areas[area][t]++
		}
	}
	if log != nil {
		log.Add("donjon.threat_monsters", engine.Seat(q.Seat), "area", g.d.AreaNames[area],
			"a", g.typeName(q.Type), "b", g.typeName(q.Type2))
	}
}

// threatEnd places the card in the threat row or the graveyard and fires
// the Inn when the row holds one card per player (§4.3 C–E).
func (g *Game) threatEnd(c uint8, log *engine.Log) {
	s, d := &g.s, g.d
	if !d.Threats[c].Symbol {
		s.ThreatGrave[s.GraveN] = c
		s.GraveN++
		return
	}
	s.ThreatRow[s.RowN] = c
	s.RowN++
	if log != nil {
		log.Add("donjon.threat_row", engine.GameOver, "count", int(s.RowN), "players", int(s.Players))
	}
	if s.RowN < s.Players {
		return
	}
	if s.InnN == 0 && s.InnGraveN > 0 { // G21
		copy(s.InnDeck[:], s.InnGrave[:s.InnGraveN])
		s.InnN, s.InnGraveN = s.InnGraveN, 0
		engine.ShuffleSlice(&g.rng, s.InnDeck[:s.InnN])
		if log != nil {
			log.Reveal("donjon.inn_reshuffle", engine.GameOver)
		}
	}
	if s.InnN > 0 {
		s.InnN--
		ic := s.InnDeck[s.InnN]
		inn := &d.Inns[ic]
		if log != nil {
			log.Reveal("donjon.inn", engine.Seat(s.Active), "card", inn.Name, "text", inn.Text)
		}
		var val [maxPlayers]int
		best := -1
		for i := uint8(0); i < s.Players; i++ {
			p := &s.P[i]
			switch inn.Counted {
			case countAllMonsters:
				val[i] = p.monsters()
			case countGroups:
				val[i] = p.groups()
			default:
				val[i] = p.total(inn.Counted)
			}
			if best < 0 || inn.Most && val[i] > best || !inn.Most && val[i] < best {
				best = val[i]
			}
		}
		seat := s.Active
		for i := uint8(0); i < s.Players; i++ {
			if val[seat] == best { // G39: every tied player
				if log != nil {
					log.Add("donjon.inn_target", engine.Seat(seat), "card", inn.Name)
				}
				for _, op := range inn.Effects {
					g.push(op, seat)
				}
			}
			seat = s.next(seat)
		}
		s.InnGrave[s.InnGraveN] = ic
		s.InnGraveN++
	}
	copy(s.ThreatGrave[s.GraveN:], s.ThreatRow[:s.RowN])
	s.GraveN += s.RowN
	s.RowN = 0
}
