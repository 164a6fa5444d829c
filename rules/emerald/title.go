package emerald

import (
	"stolik/rules/engine"
)

// Title is the platform descriptor of emerald.
func Title() *engine.Title {
	return &engine.Title{
		ID:            "emerald",
		Name:          "title.emerald",
		MinPlayers:    2,
		MaxPlayers:    maxPlayers,
		Options:       options(),
		Secret:        true,
		KindNames:     kindNames,
		New:           engine.NewFromData("emerald", DefaultData, newGame),
		Describe:      describe,
		Evaluate:      evaluate,
		RolloutDepth:  10,
		SearchOwnTurn: true,
		LeafLookahead: 8,
		Exploration:   0.1,
		// A turn is two actions of some 60 each: the tree opens a node's
		// moves in Evaluate's order, 1 + √visits of them (progressive
		// widening), and its 4 most visited moves are played on 12
		// determinizations through the 3 next turns, every seat greedy,
		// before one is chosen (rules/bot; measurements in doc.go).
		Widening:         1,
		RerankCandidates: 4,
		RerankSamples:    12,
		RerankTurns:      3,
		Secrets:          secrets,
	}
}

// options are the set-up options; each default is the data's switch
// (rules.toml), so a corrected rule changes the default in one place.
func options() []engine.OptionSpec {
	reveal, lestrade := false, true
	if d, err := DefaultData(); err == nil {
		reveal, lestrade = d.Rules.VoluntaryReveal, d.Rules.LestradeOnePlayer
	}
	rv := engine.OptionSpec{Key: "voluntary_reveal", Label: "emerald.opt.voluntary_reveal", Choices: []string{"no", "yes"},
		Labels: []string{"emerald.opt.voluntary_reveal.no", "emerald.opt.voluntary_reveal.yes"}}
	if reveal {
		rv.Choices[0], rv.Choices[1] = rv.Choices[1], rv.Choices[0]
		rv.Labels[0], rv.Labels[1] = rv.Labels[1], rv.Labels[0]
	}
	ls := engine.OptionSpec{Key: "lestrade", Label: "emerald.opt.lestrade", Choices: []string{"player", "city"},
		Labels: []string{"emerald.opt.lestrade.player", "emerald.opt.lestrade.city"}}
	if !lestrade {
		ls.Choices[0], ls.Choices[1] = ls.Choices[1], ls.Choices[0]
		ls.Labels[0], ls.Labels[1] = ls.Labels[1], ls.Labels[0]
	}
	return []engine.OptionSpec{rv, ls}
}

// New sets up a game from explicit data (tests, corrected cards).
func New(d *Data, cfg engine.Config) (*Game, error) {
	if d == nil {
		return nil, engine.Errorf(engine.CodeBadConfig, "emerald: no data")
	}
	return newGame(d, cfg, nil)
}

// describe words a legal action before it is applied, for buttons and hints.
func describe(eg engine.Game, a engine.Action) engine.Event {
	e := engine.Event{Key: "emerald.act.unknown", Seat: eg.Current(), Args: map[string]any{}}
	g, ok := eg.(*Game)
	if !ok || int(a.Kind) >= len(kindNames) || g.s.Over {
		return e
	}
	s, d := &g.s, g.d
	e.Key = "emerald.act." + kindNames[a.Kind]
	seat := int(e.Seat)
	if seat < 0 || seat >= int(s.Players) {
		return e
	}
	p := &s.P[seat]
	hand := func(k uint8) string {
		if k < p.Hand.N {
			return d.Cards[p.Hand.C[k]].Name
		}
		return "?"
	}
	mask, lmask := g.actionMask(seat, a)
	masked := func(m handMask) string {
		var cards []uint8
		for k := 0; k < int(p.Hand.N); k++ {
			if m&(1<<k) != 0 {
				cards = append(cards, p.Hand.C[k])
			}
		}
		return g.names(cards)
	}
	switch a.Kind {
	case KindAgent, KindMiGo:
		e.Args["city"] = g.cityName(a.A)
	case KindInfluence:
		e.Args["city"] = g.cityName(a.A)
		e.Args["cards"] = masked(mask)
	case KindAcquire:
		e.Args["cards"] = masked(mask)
		cm := uint16(a.B) | uint16(a.C)<<8
		var names []string
		for c := 0; c < numCities; c++ {
			if cm&(1<<c) != 0 {
				names = append(names, d.Cities[c].Name+" ("+d.Cards[s.topCard(c)].Name+")")
			}
		}
		e.Args["cities"] = joinNames(names)
	case KindRetrieve, KindMove, KindDiscard:
		e.Args["cards"] = masked(mask)
		e.Count = bitsIn(mask)
		e.Args["count"] = e.Count
	case KindTrack:
		r, l := g.trackSteps(seat, mask, lmask, d.Rules.TrackEnd)
		e.Args["cards"], e.Args["r"], e.Args["l"] = masked(mask), r, l
	case KindAssassinate:
		e.Args["card"] = hand(a.A)
		e.Args["city"] = g.cityName(a.B)
		e.Args["bombs"] = masked(mask)
		if t := assassinTarget(a); t == 0 {
			e.Key = "emerald.act.assassinate_royal"
			if int(a.B) < numCities && s.C[a.B].Royal != none {
				e.Args["target"] = d.Cards[s.C[a.B].Royal].Name
			}
		} else {
			e.Args["target"] = g.seatName(int(t) - 1)
			e.Args["target_seat"] = int(t) - 1
		}
	case KindText:
		e.Args["card"] = hand(a.A)
		g.describeText(&e, a)
	case KindReveal:
		if a.A == 1 {
			e.Key = "emerald.act.reveal_change"
			e.Args["card"] = hand(a.B)
		}
	case KindBlock:
		if a.A == 0 {
			e.Key = "emerald.act.no_block"
		} else {
			e.Args["card"] = hand(a.B)
		}
	case KindStep:
		g.describeStep(&e, a)
	case KindStop:
		if f := s.top(); f != nil && f.Op == frZombie {
			e.Key = "emerald.act.zombie_done"
		}
	}
	return e
}

func joinNames(n []string) string {
	out := ""
	for k, x := range n {
		if k > 0 {
			out += ", "
		}
		out += x
	}
	return out
}

// describeText names a text's targets.
func (g *Game) describeText(e *engine.Event, a engine.Action) {
	s, d := &g.s, g.d
	p := &s.P[e.Seat]
	if a.A >= p.Hand.N {
		return
	}
	card := &d.Cards[p.Hand.C[a.A]]
	switch card.textOp() {
	case opPlaceAgent:
		e.Key = "emerald.act.text_place"
		e.Args["to"] = g.cityName(a.C)
		if a.B == numCities {
			e.Args["from"] = ""
		} else {
			e.Args["from"] = g.cityName(a.B)
		}
	case opDiscardTop, opAcquireNoCube, opCthulhu, opHideRoyal:
		e.Key = "emerald.act.text_city"
		e.Args["city"] = g.cityName(a.B)
	case opMiGo:
		e.Key = "emerald.act.text_city"
		e.Args["city"] = g.cityName(a.B)
		if a.C > 0 {
			e.Args["city"] = g.cityName(a.B) + ", " + g.cityName(a.C-1)
		}
	case opReplaceAny, opKillAny, opReplaceLocal:
		e.Key = "emerald.act.text_agent"
		e.Args["city"] = g.cityName(a.B)
		e.Args["target"] = g.seatName(int(a.C))
		e.Args["target_seat"] = int(a.C)
	case opReturnCubes:
		e.Key = "emerald.act.text_city"
		e.Args["city"] = g.cityName(a.B)
		if !s.LestradeCity {
			e.Key = "emerald.act.text_cubes"
			e.Args["target"] = g.seatName(int(a.C))
			e.Args["target_seat"] = int(a.C)
		}
	case opToLimbo:
		e.Key = "emerald.act.text_cubes"
		e.Args["city"] = g.cityName(a.B)
		e.Args["target"] = g.seatName(int(a.C))
		e.Args["target_seat"] = int(a.C)
		if a.D > 0 {
			e.Key = "emerald.act.text_cubes2"
			e.Args["city2"] = g.cityName(a.D - 1)
			e.Args["target2"] = g.seatName(int(a.E))
		}
	case opPeek, opSanityRollOther:
		e.Key = "emerald.act.text_player"
		e.Args["target"] = g.seatName(int(a.C))
		e.Args["target_seat"] = int(a.C)
	case opCycle:
		if mask, _ := g.actionMask(int(e.Seat), a); mask != 0 {
			e.Key = "emerald.act.text_cycle"
			var cards []uint8
			for k := 0; k < int(p.Hand.N); k++ {
				if mask&(1<<k) != 0 {
					cards = append(cards, p.Hand.C[k])
				}
			}
			e.Args["cards"] = g.names(cards)
		}
	}
}

// describeStep names the step of a move, retrieve, Yog Sothoth or zombies.
func (g *Game) describeStep(e *engine.Event, a engine.Action) {
	s := &g.s
	f := s.top()
	if f == nil {
		return
	}
	switch f.Op {
	case frMove:
		e.Key = "emerald.act.move_step"
		e.Args["from"], e.Args["to"] = g.cityName(a.A), g.cityName(a.B)
	case frRetrieve:
		e.Key = "emerald.act.retrieve_step"
		if a.A == numCities {
			e.Key = "emerald.act.retrieve_limbo"
		}
		e.Args["city"] = g.cityName(a.A)
	case frYog:
		e.Key = "emerald.act.yog_step"
		e.Args["city"] = g.cityName(a.A)
	case frZombie:
		e.Key = "emerald.act.zombie_step"
		e.Args["city"] = g.cityName(a.A)
		e.Args["target"] = g.seatName(int(a.B))
		e.Args["target_seat"] = int(a.B)
	case frZombiePlace:
		e.Key = "emerald.act.zombie_place"
		e.Args["city"] = g.cityName(a.A)
	}
}

// cityName is a city's Polish name, "?" for a bad index.
func (g *Game) cityName(c uint8) string {
	if int(c) < numCities {
		return g.d.Cities[c].Name
	}
	return "?"
}
