package arnak

import (
	"slices"
	"strings"

	"stolik/rules/engine"
)

// Apply performs a listed decision; anything else is refused with the state
// unchanged.
func (g *Game) Apply(a engine.Action, log *engine.Log) error {
	s := &g.s
	if s.Over {
		return engine.Errorf(engine.CodeGameOver, "arnak: the game is over")
	}
	var buf [256]engine.Action
	if !engine.Contains(g.legal(buf[:0], a.Kind, a.A), a) {
		return g.refusal(a)
	}
	d := g.d
	p := s.cur()
	seat := engine.Seat(s.Active)
	if s.Cleanup {
		if a.A == 1 {
			c := p.Hand.remove(int(a.B))
			p.Play.push(c)
			if log != nil {
				log.Add("arnak.discard", seat, "card", d.Cards[c].Name)
			}
			if p.Hand.N > 0 {
				return nil
			}
		} else {
			if log != nil {
				log.Add("arnak.keep", seat, "count", int(p.Hand.N))
			}
		}
		g.nextCleanup(int(s.Active)+1, log)
		return nil
	}
	if op, f := g.topOp(); op != nil && a.Kind == KindChoose {
		g.choose(a, op, f, log)
		g.run(log)
		return nil
	}
	switch a.Kind {
	case KindPass:
		p.Passed = true
		log.Add("arnak.pass", seat)
		g.endTurn(log)
		return nil
	case KindEnd:
		g.endTurn(log)
		return nil
	case KindPlay:
		c := p.Hand.remove(int(a.A))
		card := &d.Cards[c]
		if !card.Free {
			s.MainDone, s.MainEff = true, true
		} else if !s.MainDone {
			s.MainEff = true // a free "pass to gain" may still be the turn's pass
		}
		if card.Kind == kindArtifact {
			p.Res[Tablet]--
		}
		if card.ExileSelf {
			g.exileCard(c) // "usuń tę kartę, aby…" (L1766)
			if log != nil {
				log.Add("arnak.play_exile", seat, "card", card.Name)
			}
		} else {
			p.Play.push(c)
			if log != nil {
				log.Add("arnak.play", seat, "card", card.Name)
			}
		}
		g.push(card.Effect)
	case KindDig:
		g.spendTravel(a.X, a.C, d.Sites[a.A].Spaces[a.B], log)
		s.MainDone = true
		g.place(int(a.A), int(a.B), log)
	case KindDiscover:
		g.spendTravel(a.X, a.C, d.Sites[a.A].Spaces[0], log)
		s.MainDone = true
		g.discover(int(a.A), 0, log)
	case KindOvercome:
		gd := &d.Guardians[s.SiteGuard[a.A]]
		mask := a.X
		if a.D > 0 {
			// The discard first; the travel cards above it move down one.
			i := int(a.D) - 1
			c := p.Hand.remove(i)
			p.Play.push(c)
			if log != nil {
				log.Add("arnak.discard", seat, "card", d.Cards[c].Name)
			}
			mask = mask&(1<<i-1) | mask>>(i+1)<<i
		}
		if len(gd.CostTravel) > 0 {
			g.spendTravel(mask, a.C, gd.CostTravel, log)
		}
		pay(p, gd.Cost)
		s.MainDone = true
		g.takeGuardian(p, int(a.A), log)
	case KindBuy:
		s.MainDone, s.MainEff = true, true
		g.buy(int(a.A), nil, log)
	case KindResearch:
		s.MainDone = true
		g.research(a.A, a.B, Res{}, false, log)
	case KindTemple:
		g.takeTemple(int(a.A), Res{}, log)
		s.MainDone = true
	case KindIdol:
		p.Crate--
		for i := 0; i < 4; i++ {
			if p.Slots&(1<<i) == 0 {
				p.Slots |= 1 << i
				break
			}
		}
		if log != nil {
			log.Add("arnak.idol", seat, "effect", g.d.EffectText(d.SlotEffect[a.A]))
		}
		g.push(d.SlotEffect[a.A])
	case KindBoon:
		gd := &d.Guardians[p.Guard[a.A]]
		p.BoonUsed |= 1 << a.A
		for _, t := range gd.BoonTravel {
			g.addTravel(t)
		}
		if log != nil {
			log.Add("arnak.boon", seat, "name", gd.Name, "text", g.boonText(gd))
		}
		g.push(gd.Boon)
	case KindAssist:
		as := &d.Assistants[p.Asst[a.A]]
		p.Exhausted[a.A] = true
		if !as.Free {
			s.MainDone, s.MainEff = true, true
		}
		if log != nil {
			log.Add("arnak.assist", seat, "name", as.Name)
		}
		if p.Gold[a.A] {
			g.push(as.Gold)
		} else {
			g.push(as.Silver)
		}
	}
	g.run(log)
	return nil
}

// refusal explains why a is not legal. When resources or travel symbols
// are what is missing, the error names them (Args "missing"), so the
// player reads «Brakuje: 1 grot strzały».
func (g *Game) refusal(a engine.Action) error {
	s := &g.s
	switch {
	case a.Kind >= numKinds:
		return engine.Errorf(engine.CodeBadAction, "arnak: unknown kind %d", a.Kind)
	case (s.NFrames > 0 || s.Cleanup) && a.Kind != KindChoose:
		return engine.Errorf("arnak.pending", "arnak: an effect waits for a decision")
	case s.NFrames == 0 && !s.Cleanup && a.Kind == KindChoose:
		return engine.Errorf("arnak.nothing_to_choose", "arnak: no decision is pending")
	case s.MainDone && a.Kind >= KindDig && a.Kind <= KindTemple || s.MainDone && a.Kind == KindPass:
		return engine.Errorf("arnak.main_done", "arnak: the main action is already taken")
	case !s.MainDone && a.Kind == KindEnd:
		return engine.Errorf("arnak.main_needed", "arnak: take a main action or pass first")
	case (a.Kind == KindDig || a.Kind == KindDiscover) && g.freeArch(s.cur()) < 0:
		return engine.Errorf("arnak.no_archaeologist", "arnak: both archaeologists are on sites")
	}
	if m := g.shortfall(a); m != "" {
		err := engine.Errorf("arnak.missing", "arnak: %s lacks %s", a.Format(kindNames), m)
		err.Args = map[string]any{"missing": m}
		return err
	}
	return engine.Errorf("arnak.illegal", "arnak: %s is not legal now", a.Format(kindNames))
}

// shortfall words what the active seat lacks for a main action that is
// otherwise possible ("" when something else makes it illegal).
func (g *Game) shortfall(a engine.Action) string {
	s := &g.s
	d := g.d
	p := s.cur()
	var need Res
	var travel []uint8
	switch a.Kind {
	case KindBuy:
		if a.A >= 6 || s.Row[a.A] == none {
			return ""
		}
		short := g.buyShort(int(a.A), nil)
		if a.A < s.Round {
			need[Compass] = int8(short)
		} else {
			need[Coin] = int8(short)
		}
	case KindResearch:
		if a.A > 1 || int(a.B) >= numNodes {
			return ""
		}
		from := fromNode(p, a.A)
		if !d.Bridges[from][a.B] || (a.A == 1 && (a.B == templeNode || d.NodeRow[a.B] > d.NodeRow[p.Mag])) {
			return ""
		}
		need = missing(p, d.Bridge[from][a.B])
	case KindTemple:
		if a.A >= 6 || p.Mag != templeNode || s.Temple[a.A] == 0 {
			return ""
		}
		need = missing(p, templeCost(d, int(a.A)))
	case KindOvercome:
		if int(a.A) >= numSites || s.SiteGuard[a.A] == none || !g.ownsSite(p, int(a.A)) {
			return ""
		}
		gd := &d.Guardians[s.SiteGuard[a.A]]
		need = missing(p, gd.Cost)
		if !g.canPayTravel(gd.CostTravel) {
			travel = gd.CostTravel
		}
	case KindDiscover:
		if int(a.A) >= numSites || d.Sites[a.A].Level == 0 || s.SiteTile[a.A] != none {
			return ""
		}
		need[Compass] = int8(max(0, int16(d.Discover[d.Sites[a.A].Level-1])-p.Res[Compass]))
		if !g.canPayTravel(d.Sites[a.A].Spaces[0]) {
			travel = d.Sites[a.A].Spaces[0]
		}
	case KindDig:
		if int(a.A) >= numSites || int(a.B) >= len(d.Sites[a.A].Spaces) || !g.spaceFree(int(a.A), int(a.B)) {
			return ""
		}
		if !g.canPayTravel(d.Sites[a.A].Spaces[a.B]) {
			travel = d.Sites[a.A].Spaces[a.B]
		}
	case KindPlay:
		if a.A < p.Hand.N && d.Cards[p.Hand.C[a.A]].Kind == kindArtifact && p.Res[Tablet] < 1 {
			need[Tablet] = 1
		}
	}
	var parts []string
	if need != (Res{}) {
		parts = append(parts, d.ResCount(need))
	}
	if travel != nil {
		parts = append(parts, d.travelList(travel))
	}
	return strings.Join(parts, ", ")
}

// canPayTravel: the hand, the pool and pilots can pay cost.
func (g *Game) canPayTravel(cost []uint8) bool {
	var buf [8]payment
	return len(g.payments(buf[:0], cost)) > 0
}

// discover performs §4.6 at site (the travel is paid), the compass cost
// less off.
func (g *Game) discover(site int, off int16, log *engine.Log) {
	s := &g.s
	d := g.d
	p := s.cur()
	st := &d.Sites[site]
	p.Res[Compass] -= max(0, int16(d.Discover[st.Level-1])-off)
	var tile uint8
	if st.Level == 1 {
		s.N1--
		tile = s.Stack1[s.N1]
		s.Stack1[s.N1] = 0
	} else {
		s.N2--
		tile = s.Stack2[s.N2]
		s.Stack2[s.N2] = 0
	}
	s.SiteTile[site] = tile
	if log != nil {
		log.Add("arnak.discover", engine.Seat(s.Active), "site", st.Name)
	}
	if s.NG > 0 {
		s.NG--
		s.SiteGuard[site] = s.GStack[s.NG]
		s.GStack[s.NG] = 0
		if log != nil {
			log.Add("arnak.guardian", engine.GameOver, "name", d.Guardians[s.SiteGuard[site]].Name)
		}
	}
	// Place without resolving, then queue the tile under the idol.
	a := g.freeArch(p)
	p.Arch[a] = uint8(1 + site*2)
	s.Occ[site][0] = s.Active + 1
	g.push(d.SiteTiles[tile].Effect)
	up := s.Idol[site][0]
	for i := range s.Idol[site] {
		if s.Idol[site][i] != none {
			p.Crate++
			s.Idol[site][i] = none
		}
	}
	if up != none && up != hiddenIdol {
		if log != nil {
			log.Add("arnak.idol_found", engine.Seat(s.Active), "text", g.d.EffectText(d.Idols[up].Effect))
		}
		g.push(d.Idols[up].Effect)
	}
}

// endTurn refills the row, clears the travel pool and gives the turn on.
func (g *Game) endTurn(log *engine.Log) {
	s := &g.s
	g.refill()
	s.Pool = [NumTravel]uint8{}
	s.MainDone, s.PassAfter, s.MainEff, s.NFrames = false, false, false, 0
	if s.Rival.On {
		g.rivalTurn(log)
		if s.P[0].Passed {
			for s.Rival.NStack > 0 {
				g.rivalTurn(log)
			}
			g.endRound(log)
		}
		return
	}
	n := int(s.Players)
	for k := 1; k <= n; k++ {
		i := (int(s.Active) + k) % n
		if !s.P[i].Passed {
			s.Active = uint8(i)
			return
		}
	}
	g.endRound(log)
}

// refill slides each side of the row toward the moon staff and deals at
// the far ends; with an empty deck nothing moves (G14).
func (g *Game) refill() {
	s := &g.s
	staff := int(s.Round)
	if staff > 6 {
		return
	}
	if s.NArt > 0 {
		var keep [6]uint8
		k := 0
		for i := staff - 1; i >= 0; i-- {
			if s.Row[i] != none {
				keep[k] = s.Row[i]
				k++
			}
		}
		for i := staff - 1; i >= 0; i-- {
			j := staff - 1 - i
			if j < k {
				s.Row[i] = keep[j]
			} else {
				s.Row[i] = s.drawArt()
			}
		}
	}
	if s.NItem > 0 {
		var keep [6]uint8
		k := 0
		for i := staff; i < 6; i++ {
			if s.Row[i] != none {
				keep[k] = s.Row[i]
				k++
			}
		}
		for i := staff; i < 6; i++ {
			j := i - staff
			if j < k {
				s.Row[i] = keep[j]
			} else {
				s.Row[i] = s.drawItem()
			}
		}
	}
}

// endRound runs §4.15 (or the final return after round 5).
func (g *Game) endRound(log *engine.Log) {
	s := &g.s
	for i := 0; i < int(s.Players); i++ {
		p := &s.P[i]
		s.Active = uint8(i)
		for k, a := range p.Arch {
			if a == 0 {
				continue
			}
			site := int(a-1) / 2
			if s.SiteGuard[site] != none && !p.NoFear {
				g.gainFear(p, log)
			}
			p.Arch[k] = 0
		}
	}
	for site := range s.Occ {
		for sp := range s.Occ[site] {
			if s.Occ[site][sp] != occBlocked {
				s.Occ[site][sp] = occFree
			}
		}
	}
	s.Rival.Pawns = 0
	if s.Round >= 5 {
		s.Over = true
		s.Round = 6
		log.Add("arnak.game_over", engine.GameOver)
		if s.Rival.On {
			// The rival has no seat, so its total is told in the log.
			if log != nil {
				log.Add("arnak.solo_result", 0, "score", g.score(0).Total, "rival", g.rivalScore())
			}
		}
		return
	}
	g.nextCleanup(0, log)
}

// nextCleanup gives the leftover-cards decision (§4.15 step 2, G29) to the
// next seat from `from` holding cards, or finishes the round.
func (g *Game) nextCleanup(from int, log *engine.Log) {
	s := &g.s
	for i := from; i < int(s.Players); i++ {
		if s.P[i].Hand.N > 0 {
			s.Cleanup = true
			s.Active = uint8(i)
			return
		}
	}
	s.Cleanup = false
	g.finishRound(log)
}

// finishRound shuffles each play area under its deck, readies assistants
// and prepares the card row and the next round.
func (g *Game) finishRound(log *engine.Log) {
	s := &g.s
	for i := 0; i < int(s.Players); i++ {
		p := &s.P[i]
		engine.ShuffleSlice(&g.rng, p.Play.C[:p.Play.N])
		for _, c := range p.Play.list() {
			p.Deck.push(c)
		}
		p.Play = zone{}
		p.Exhausted = [2]bool{}
		p.TravelAs, p.NoFear = 0, false
	}
	r := int(s.Round)
	for _, i := range [2]int{r - 1, r} {
		if c := s.Row[i]; c != none {
			s.Row[i] = none
			g.exileCard(c)
		}
	}
	s.Round++
	g.refill()
	if s.Rival.On {
		g.rivalNewRound()
	} else {
		s.First = (s.First + 1) % s.Players
	}
	g.startRound(log)
}

// sortedCopy is a helper for views and tests.
func sortedCopy(z []uint8) []uint8 {
	c := slices.Clone(z)
	slices.Sort(c)
	return c
}
