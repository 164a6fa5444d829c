package arnak

import (
	"strconv"
	"strings"

	"stolik/rules/engine"
)

// Title is the platform descriptor of arnak.
func Title() *engine.Title {
	return &engine.Title{
		ID:         "arnak",
		Name:       "title.arnak",
		MinPlayers: 1,
		MaxPlayers: maxPlayers,
		Options: []engine.OptionSpec{
			{Key: "side", Label: "arnak.opt.side", Choices: []string{"bird", "snake"},
				Labels: []string{"arnak.opt.side.bird", "arnak.opt.side.snake"}},
			// Used only by the solo game (§6.1: the number of red rival tiles).
			{Key: "difficulty", Label: "arnak.opt.difficulty", Choices: []string{"0", "1", "2", "3", "4", "5"},
				Labels: []string{"arnak.opt.difficulty.0", "arnak.opt.difficulty.1", "arnak.opt.difficulty.2",
					"arnak.opt.difficulty.3", "arnak.opt.difficulty.4", "arnak.opt.difficulty.5"},
				When: "players=1"},
		},
		Secret:    true,
		KindNames: kindNames,
		New: func(cfg engine.Config, log *engine.Log) (engine.Game, error) {
			d, err := DefaultData()
			if err != nil {
				return nil, engine.Errorf(engine.CodeBadConfig, "arnak: data: %v", err)
			}
			g, err := newGame(d, cfg, log)
			if err != nil {
				return nil, err
			}
			return g, nil
		},
		Describe: describe,
		Evaluate: evaluate,
		// A turn is several decisions (free plays, payments, the main
		// action, end): 8 covers about a turn; measured as strong as 32
		// against the rival at a third of the time (session note).
		RolloutDepth: 8,
	}
}

// New sets up a game from explicit data (tests).
func New(d *Data, cfg engine.Config) (*Game, error) {
	if d == nil {
		return nil, engine.Errorf(engine.CodeBadConfig, "arnak: no data")
	}
	return newGame(d, cfg, nil)
}

// describe words an action before it is applied.
func describe(eg engine.Game, a engine.Action) engine.Event {
	e := engine.Event{Key: "arnak.act.unknown", Seat: eg.Current(), Args: map[string]any{}}
	g, ok := eg.(*Game)
	if !ok || int(a.Kind) >= len(kindNames) || g.s.Over {
		return e
	}
	d := g.d
	s := &g.s
	p := s.cur()
	e.Key = "arnak.act." + kindNames[a.Kind]
	hand := func(i uint8) string {
		if i < p.Hand.N {
			return d.Cards[p.Hand.C[i]].Name
		}
		return "?"
	}
	site := func(i uint8) string {
		if int(i) < numSites {
			return d.Sites[i].Name
		}
		return "?"
	}
	switch a.Kind {
	case KindPlay:
		e.Args["card"] = hand(a.A)
	case KindDig, KindDiscover:
		e.Args["site"] = site(a.A)
		if a.Kind == KindDig && int(a.A) < numSites && len(d.Sites[a.A].Spaces) > 1 {
			e.Args["space"] = int(a.B) + 1
		}
		if a.X != 0 {
			e.Args["cards"] = strings.Join(g.paidCards(a.X), ", ")
		}
		if a.C != 0 {
			e.Args["pilots"] = int(a.C)
		}
	case KindOvercome:
		e.Args["site"] = site(a.A)
	case KindBuy:
		if a.A < 6 && s.Row[a.A] != none {
			e.Args["card"] = d.Cards[s.Row[a.A]].Name
		}
	case KindResearch:
		if a.A == 1 {
			e.Key = "arnak.act.research_note"
		}
		if int(a.B) < numNodes {
			e.Args["row"] = int(d.NodeRow[a.B])
		}
	case KindTemple:
		if a.A < 6 {
			e.Args["vp"] = int(templeVP[a.A])
		}
	case KindIdol:
		if a.A < 5 {
			e.Args["effect"] = g.effectText(d.SlotEffect[a.A])
		}
	case KindBoon:
		if a.A < p.NGuard {
			e.Args["name"] = d.Guardians[p.Guard[a.A]].Name
		}
	case KindAssist:
		if a.A < 2 && p.Asst[a.A] != none {
			e.Args["name"] = d.Assistants[p.Asst[a.A]].Name
		}
	case KindChoose:
		g.describeChoice(&e, a)
	}
	return e
}

// ResText words a resource vector in Polish from the data ("2× moneta").
func (d *Data) ResText(r Res) string {
	out := ""
	for i, n := range r {
		if n == 0 {
			continue
		}
		if out != "" {
			out += ", "
		}
		out += strconv.Itoa(int(n)) + "× " + d.ResNames[i]
	}
	if out == "" {
		return "—"
	}
	return out
}

// describeChoice names a pending decision's option for the choice buttons.
func (g *Game) describeChoice(e *engine.Event, a engine.Action) {
	s := &g.s
	d := g.d
	p := s.cur()
	e.Key = "arnak.act.choose"
	e.Args["option"] = int(a.B) + 1
	if a.A == 0 {
		e.Key = "arnak.act.skip"
	}
	if s.Cleanup {
		if a.A == 0 {
			e.Key = "arnak.act.keep"
		} else if a.B < p.Hand.N {
			e.Key = "arnak.act.discard"
			e.Args["card"] = d.Cards[p.Hand.C[a.B]].Name
		}
		return
	}
	op, f := g.topOp()
	if op == nil || a.A == 0 {
		return
	}
	card := func(c uint8) {
		if int(c) < numCards {
			e.Args["card"] = d.Cards[c].Name
		}
	}
	site := func(x uint8) {
		if int(x) < numSites {
			e.Args["site"] = d.Sites[x].Name
		}
	}
	switch {
	case f.Opt:
		e.Key = "arnak.act.resolve"
	case op.Kind == opTrade:
		e.Key = "arnak.act.trade"
		e.Args["pay"], e.Args["gain"] = d.ResText(op.Pay), d.ResText(op.Gain)
	case (op.Kind == opChoose || op.Kind == opChoose2) && a.B < 4:
		e.Key = "arnak.act.gain"
		e.Args["res"] = d.ResText(op.Opts[a.B])
	case op.Kind == opExile && a.A == 1 && a.B < p.Hand.N:
		e.Key = "arnak.act.exile"
		card(p.Hand.C[a.B])
	case op.Kind == opExile && a.A == 2 && a.B < p.Play.N:
		e.Key = "arnak.act.exile"
		card(p.Play.C[a.B])
	case op.Kind == opExile && a.A == 3:
		e.Key = "arnak.act.exile_tile"
	case op.Kind == opDiscard && a.B < p.Hand.N:
		e.Key = "arnak.act.discard"
		card(p.Hand.C[a.B])
	case (op.Kind == opBuy || op.Kind == opCard || op.Kind == opBuyReveal) && a.A == 1 && a.B < 6:
		e.Key = "arnak.act.buy"
		card(s.Row[a.B])
	case op.Kind == opBuyReveal && a.A == 2 && a.B < 2:
		e.Key = "arnak.act.buy"
		card(s.Reveal[a.B])
	case op.Kind == opFromExile:
		e.Key = "arnak.act.buy"
		card(a.B)
	case op.Kind == opDig, op.Kind == opOvercome, op.Kind == opActivate:
		e.Key = "arnak.act." + map[uint8]string{opDig: "dig", opOvercome: "overcome", opActivate: "activate"}[op.Kind]
		site(a.B)
	case op.Kind == opOrder:
		e.Key = "arnak.act.row_first"
		if a.B == 1 {
			e.Key = "arnak.act.bonus_first"
		}
	case op.Kind == opActivateTile:
		e.Key = "arnak.act.activate_tile"
		e.Args["level"] = int(a.B)
	case op.Kind == opRelocate:
		e.Key = "arnak.act.relocate"
		site(a.C)
	case op.Kind == opMoveGuardian:
		e.Key = "arnak.act.move_guardian"
		site(a.B)
		if int(a.C) < numSites {
			e.Args["to"] = d.Sites[a.C].Name
		}
	case op.Kind == opResearch && a.A == 2 && a.B < 6:
		e.Key = "arnak.act.temple"
		e.Args["vp"] = int(templeVP[a.B])
	case op.Kind == opResearch && int(a.B) < numNodes:
		e.Key = "arnak.act.research_note"
		e.Args["row"] = int(d.NodeRow[a.B])
	case (op.Kind == opHire || op.Kind == opSwap || op.Kind == opSupplyAssistant) && a.A == 1:
		k := a.B
		if op.Kind == opSwap {
			k = a.C
		}
		if k < 3 && s.NA[k] > 0 {
			e.Key = "arnak.act.assistant"
			e.Args["name"] = d.Assistants[s.AStack[k][s.NA[k]-1]].Name
		}
	case op.Kind == opUpgrade && a.B < 2 && p.Asst[a.B] != none:
		e.Key = "arnak.act.assistant"
		e.Args["name"] = d.Assistants[p.Asst[a.B]].Name
	case op.Kind == opRescue && int(a.B) < numAssistants:
		e.Key = "arnak.act.assistant"
		e.Args["name"] = d.Assistants[a.B].Name
	case (op.Kind == opTempleBonus || op.Kind == opMultiBonus) && int(a.B) < numBonuses:
		e.Key = "arnak.act.bonus"
		e.Args["text"] = g.effectText(d.Bonuses[a.B])
	case op.Kind == opEarringBottom || op.Kind == opEarringTop:
		if s.NDrawn == 0 {
			e.Key = "arnak.act.draw_n"
			e.Args["count"] = int(a.B)
			e.Count = int(a.B)
		} else if a.B < s.NDrawn {
			e.Key = "arnak.act.keep_card"
			if f.Aux >= 2 {
				e.Key = "arnak.act.deck_top"
			}
			card(s.Drawn[a.B])
		}
	}
}

// effectText is a short Polish-free text of an effect for bonus choices:
// the resources it gives, or its op names.
func (g *Game) effectText(eff uint16) string {
	out := ""
	for _, op := range g.d.Effects[eff] {
		if out != "" {
			out += "; "
		}
		if op.Kind == opGain {
			out += g.d.ResText(op.Gain)
		} else {
			out += g.d.OpNames[op.Kind]
		}
	}
	return out
}

// evaluate: the final place when over; otherwise the seat's score lead
// plus the value of what it can still use, squashed into [0,1]. It reads
// only what seat may know: every score part is a sum over card multisets
// that stay public (hand+deck contents are known, only their order is not).
func evaluate(eg engine.Game, seat engine.Seat) float64 {
	g, ok := eg.(*Game)
	if !ok || seat < 0 || int(seat) >= int(g.s.Players) {
		return 0.5
	}
	s := &g.s
	if s.Over {
		r := g.Result()
		if s.Players == 1 {
			if r.NoWinner {
				return 0
			}
			return 1
		}
		return 1 - float64(r.Place[seat]-1)/float64(s.Players)
	}
	mine := g.potential(int(seat))
	best := -1e9
	if s.Players == 1 {
		// The rival keeps scoring about 4 VP a round.
		best = float64(g.rivalScore()) + 4*float64(6-int(s.Round))
	}
	for i := 0; i < int(s.Players); i++ {
		if i != int(seat) {
			best = max(best, g.potential(i))
		}
	}
	x := 0.5 + (mine-best)/80
	return min(1, max(0, x))
}

// potential is seat i's score plus what its resources, cards and tokens
// are still worth with the rounds left. The weights are what the
// resources buy in this economy (a research step, a guardian, an idol);
// without them a one-step bot spends for the points it can see and never
// saves towards the temple.
func (g *Game) potential(i int) float64 {
	s := &g.s
	d := g.d
	p := &s.P[i]
	left := float64(6-int(s.Round)) / 5 // 1 in round 1, 0.2 in round 5
	v := float64(g.score(i).Total)
	for c, w := range [NumRes]float64{0.6, 0.7, 1.0, 1.0, 1.8} {
		v += w * float64(p.Res[c]) * (0.35 + 0.65*left)
	}
	// Integer sums first: float addition in hidden (deck) order would
	// let the result depend on what seat cannot see.
	cost := 0
	s.eachOwned(i, func(c uint8) {
		if k := d.Cards[c].Kind; k == kindItem || k == kindArtifact {
			cost += int(d.Cards[c].Cost)
		}
	})
	v += evalCard * float64(cost) * left
	for k, a := range p.Asst {
		if a != none {
			v += 2 * left
			if p.Gold[k] {
				v += left
			}
		}
	}
	v += 1.5 * float64(p.Crate) * left // an idol slot effect still to take
	// A token high on the track climbs on to more points.
	v += evalRow * float64(d.NodeRow[p.Mag]) * left
	for _, a := range p.Arch {
		if a == 0 {
			continue
		}
		if gd := s.SiteGuard[int(a-1)/2]; gd != none {
			v -= 1 // a Fear card at the round's end…
			if s.canAfford(p, d.Guardians[gd].Cost) {
				v += evalGuard * left // …or 5 VP within reach
			}
		}
	}
	return v
}

// Evaluation weights (see potential).
const (
	evalCard  = 0.45
	evalRow   = 1.5
	evalGuard = 2.0
)
