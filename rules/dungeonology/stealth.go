package dungeonology

import "stolik/rules/engine"

// Stealth tests (§4.11): Research against a zone, Spying against a scholar.

// Stages of core.T.
const (
	tsBuild   uint8 = iota // the tester discards cards for the stealth level
	tsReveal               // automatic: research bonus and divinations
	tsWindows              // research: the next opponent's window is opened
	tsWindow               // research: opponent T.Win plays auxiliary effects
	tsFinal                // research: the tester's last window
	tsVictim               // spying: the victim raises the alert level
	tsSpy                  // spying: the spy answers
	tsResolve              // automatic: success or failure
)

// zoneAlert is the alert level of placed zone t for a Research by seat,
// before the extra cubes (§4.11 step 1).
func (g *Game) zoneAlert(seat, t uint8) int {
	s := &g.s
	a := int(g.d.Zones[s.Tiles[t].Zone].Alert) + g.researchPenalty()
	if s.BossZone == t && !s.BossGone {
		a += int(g.d.Boss[s.BossSide].ZoneAlert)
	}
	if s.PanicUp && g.d.Panics[s.Panic].Script == panicVigilance {
		a += 2
	}
	j, _ := g.jinxSum(seat, jxResearchAlert)
	return a + j
}

// startResearch begins a Research action for k cubes.
func (g *Game) startResearch(seat, k uint8, log *engine.Log) {
	s := &g.s
	p := &s.P[seat]
	p.Researched += k
	s.T = test{On: true, Tester: seat, K: k, Tile: p.Zone, Last: none, Win: seat,
		Alert: int16(g.zoneAlert(seat, p.Zone) + int(g.d.ExtraAlert[min(k, 6)]))}
	if log != nil {
		log.Add("dungeonology.research", engine.Seat(seat), "count", int(k), "alert", int(s.T.Alert),
			"zone", g.zoneName(p.Zone))
	}
	s.push(pending{Op: pTest, Seat: seat})
	g.beforeTest(seat, log)
}

// startSpy begins a Spying action against victim's cube of colour c.
func (g *Game) startSpy(seat, victim, c uint8, log *engine.Log) {
	s := &g.s
	p := &s.P[seat]
	rogue := g.hasAbility(seat, abScoundrel)
	if !rogue && p.Students > 0 {
		p.Students--
		s.ResReg++
	}
	alert := int(g.d.CubeValues[c])
	if !rogue {
		alert += int(s.P[victim].Students)
	}
	j, _ := g.jinxSum(victim, jxSpiedAlert)
	alert = max(0, alert+j)
	s.T = test{On: true, Spy: true, Tester: seat, Target: victim, Colour: c, Tile: p.Zone, Last: none,
		Win: seat, Alert: int16(alert)}
	if log != nil {
		log.Add("dungeonology.spy", engine.Seat(seat), "victim", g.who(victim), "cube", g.d.CubeNames[c],
			"alert", alert)
	}
	s.push(pending{Op: pTest, Seat: seat})
	g.beforeTest(seat, log)
}

// beforeTest: jinx cards worded "przed każdym testem skradania" act
// before the stealth level is built (erratum 16).
func (g *Game) beforeTest(seat uint8, log *engine.Log) {
	s := &g.s
	_, bard := g.jinxSum(seat, jxDrawAlertBeforeTest)
	for i := 0; i < bard; i++ {
		if c, ok := g.topCard(log); ok {
			s.T.Alert += int16(g.trick(c).Bonus)
			g.discardCard(c)
			if log != nil {
				log.Reveal("dungeonology.jinx_bard", engine.Seat(seat), "card", g.trick(c).Name, "bonus", int(g.trick(c).Bonus))
			}
		}
	}
	if _, n := g.jinxSum(seat, jxDiscardBeforeTest); n > 0 && s.P[seat].HandN > 0 {
		s.push(pending{Op: pDiscard, Seat: seat, N: min(uint8(n), s.P[seat].HandN)})
	}
}

// stealthValue is what a card adds when discarded for its bonus level:
// the centre bonus of a fate card; double for Rebecca's magic cards.
func (g *Game) stealthValue(seat, c uint8) int16 {
	t := g.trick(c)
	if t.Type == typePrz {
		return int16(max(t.Centre, t.Bonus))
	}
	if t.Type == typeMag && g.hasAbility(seat, abMagicChild) {
		return 2 * int16(t.Bonus)
	}
	return int16(t.Bonus)
}

// deciding is the seat whose decision the test waits for.
func (g *Game) deciding() uint8 {
	t := &g.s.T
	switch t.Stage {
	case tsWindow:
		return t.Win
	case tsVictim:
		return t.Target
	}
	return t.Tester
}

func (g *Game) testWaiting() bool {
	switch g.s.T.Stage {
	case tsBuild, tsWindow, tsFinal, tsVictim, tsSpy:
		return !g.s.T.Auto
	}
	return false
}

// canDivine: Boska Interwencja costs an unavoidable fatigue token; once
// per stealth test unless the data says otherwise (G27, PROPOSED).
func (g *Game) canDivine(seat uint8) bool {
	return g.hasAbility(seat, abDivine) && g.s.P[seat].Fatigue < g.stamina(seat) &&
		g.s.DeckN+g.s.DiscN > 0 && (!g.d.DivineOnce || g.s.T.Divined&(1<<seat) == 0)
}

// testEligible: who gets a window in the test.
func (g *Game) testEligible(v uint8) bool {
	s := &g.s
	p := &s.P[v]
	if p.Finished || p.Silenced || g.inStart(v) {
		return false
	}
	if s.Opt&optHolders == 0 {
		return (p.HandN > 0 && !g.hasJinx(v, jxNoAux)) || g.canDivine(v)
	}
	var buf [64]engine.Action
	return len(g.testOptions(v, buf[:0])) > 0
}

// testOptions lists what v may play in its test window (pass excluded).
func (g *Game) testOptions(v uint8, dst []engine.Action) []engine.Action {
	dst = g.cardOptions(v, ctxTest, dst)
	if g.canDivine(v) {
		dst = append(dst, act(KindAbility, abDivine, 0), act(KindAbility, abDivine, 1))
	}
	return dst
}

func (g *Game) testLegal(dst []engine.Action) []engine.Action {
	s := &g.s
	t := &s.T
	switch t.Stage {
	case tsBuild:
		p := &s.P[t.Tester]
		var seen uint64
		for i := uint8(0); i < p.HandN; i++ {
			c := p.Hand[i]
			if (t.Last == none || c > t.Last) && g.firstOfDesign(&seen, c) {
				dst = append(dst, act(KindCard, c, useStealth))
			}
		}
		seen = 0
		// A test main effect here must leave a card for the stealth level.
		for i := uint8(0); i < p.HandN && (t.Cards > 0 || p.HandN >= 2); i++ {
			c := p.Hand[i]
			if g.trick(c).Timing == tmTest && g.firstOfDesign(&seen, c) && g.canMain(t.Tester, c, ctxTest) &&
				!p.Silenced {
				dst = append(dst, act(KindCard, c, useMain))
			}
		}
		if t.Cards > 0 {
			dst = append(dst, act(KindReveal, 0, 0))
		}
		return dst
	case tsWindow, tsFinal, tsVictim, tsSpy:
		dst = g.testOptions(g.deciding(), dst)
		return append(dst, act(KindPass, 0, 0))
	}
	return dst
}

// testStep runs the automatic stages.
func (g *Game) testStep(q *pending, log *engine.Log) {
	s := &g.s
	t := &s.T
	if t.Auto && t.Stage != tsResolve {
		t.Stage = tsResolve
	}
	switch t.Stage {
	case tsReveal:
		zone := g.d.Zones[s.Tiles[t.Tile].Zone]
		if !t.Spy {
			t.Stealth += int16(g.researchBonus(t.Tester))
		}
		if !t.Spy || s.Opt&optLuckSpying != 0 {
			for _, e := range zone.Effects {
				switch e.Kind {
				case zeLuck:
					t.Stealth += int16(g.divination(e.N, log))
				case zeBadLuck:
					t.Alert += int16(g.divination(e.N, log))
				}
			}
		}
		if t.Spy && g.hasAbility(t.Tester, abScoundrel) {
			t.Stealth += int16(g.divination(1, log))
		}
		if log != nil {
			log.Add("dungeonology.stealth", engine.Seat(t.Tester), "stealth", int(t.Stealth), "alert", int(t.Alert))
		}
		if t.Spy {
			t.Stage = tsVictim
			t.Played = false
			if !g.testEligible(t.Target) {
				t.Stage = tsResolve
			}
		} else {
			t.Stage = tsWindows
			t.Sequence = 0
		}
	case tsWindows:
		for k := t.Sequence + 1; k < s.Players; k++ {
			v := (t.Tester + k) % s.Players
			if g.testEligible(v) {
				t.Win, t.Sequence, t.Stage, t.Played = v, k, tsWindow, false
				q.Seat = v
				return
			}
		}
		t.Stage, t.Played = tsFinal, false
	case tsResolve:
		g.resolveTest(log)
		return
	}
	q.Seat = g.deciding()
}

// testAnswer applies a decision taken in the test.
func (g *Game) testAnswer(q *pending, a engine.Action, log *engine.Log) {
	s := &g.s
	t := &s.T
	v := g.deciding()
	switch a.Kind {
	case KindCard:
		if a.B == useStealth {
			s.P[v].removeCard(a.A)
			g.discardCard(a.A)
			t.Stealth += g.stealthValue(v, a.A)
			t.Cards++
			t.Last = a.A
			if log != nil {
				log.Reveal("dungeonology.stealth_card", engine.Seat(v), "card", g.trick(a.A).Name,
					"bonus", int(g.stealthValue(v, a.A)))
			}
			return
		}
		t.Played = true
		g.playCard(v, a.A, a.B, ctxTest, log)
	case KindAbility:
		t.Played = true
		t.Divined |= 1 << v
		s.P[v].Fatigue++
		n := int16(g.divination(2, log))
		if a.B == 0 {
			t.Stealth += n
		} else {
			t.Alert += n
		}
		if log != nil {
			log.Add("dungeonology.divine", engine.Seat(v), "value", int(n))
		}
	case KindReveal:
		t.Stage = tsReveal
	case KindPass:
		switch t.Stage {
		case tsWindow:
			t.Stage = tsWindows
		case tsFinal:
			t.Stage = tsResolve
		case tsVictim:
			if !t.Played {
				t.Stage = tsResolve
			} else {
				t.Stage, t.Played = tsSpy, false
			}
		case tsSpy:
			if !t.Played {
				t.Stage = tsResolve
			} else {
				t.Stage, t.Played = tsVictim, false
			}
		}
	}
	q.Seat = g.deciding()
}

// testCard applies a card played inside a stealth test: auxiliary numbers
// and divinations at once, test main effects as a card frame.
func (g *Game) testCard(seat, c, use uint8, log *engine.Log) {
	s := &g.s
	t := &s.T
	tr := g.trick(c)
	switch use {
	case useMain:
		s.push(pending{Op: pCard, Seat: seat, Card: c, Tgt: none})
		return
	case useBlue, useRed:
		if tr.Type == typeMag {
			n := int16(g.divination(tr.N, log))
			if use == useBlue {
				t.Stealth += n
			} else {
				t.Alert += n
			}
			return
		}
		if use == useBlue {
			t.Stealth += int16(tr.Blue)
		} else {
			t.Alert += int16(tr.Red)
		}
	case useBlue2:
		t.Stealth += int16(tr.Blue2)
	case useRed2:
		t.Alert += int16(tr.Red2)
	}
}

// resolveTest ends the test (§4.11 step 7).
func (g *Game) resolveTest(log *engine.Log) {
	s := &g.s
	t := s.T
	s.T.On = false
	s.pop()
	ok := t.Auto || t.Stealth >= t.Alert
	if log != nil {
		key := "dungeonology.test_failed"
		if ok {
			key = "dungeonology.test_success"
		}
		log.Add(key, engine.Seat(t.Tester), "stealth", int(t.Stealth), "alert", int(t.Alert))
	}
	if ok {
		if t.Spy {
			if s.P[t.Target].Col[t.Colour] > 0 {
				g.steal(t.Tester, t.Target, t.Colour, log)
			}
		} else {
			g.collect(t.Tester, t.Tile, t.K, true, log)
		}
		return
	}
	n := uint8(1)
	for _, e := range g.d.Zones[s.Tiles[t.Tile].Zone].Effects {
		if e.Kind == zeDanger {
			n = e.N
		}
	}
	extra, _ := g.jinxSum(t.Tester, jxFailStudents)
	s.push(pending{Op: pFatigue, Seat: t.Tester, N: 1, A: 1})
	g.drawStudents(t.Tester, clampStat(int(n)+extra), log)
}
