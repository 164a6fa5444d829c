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
			engine.Choice("arnak", "side", "bird", "snake"),
			// Used only by the solo game (§6.1: the number of red rival tiles).
			engine.Choice("arnak", "difficulty", "0", "1", "2", "3", "4", "5").Only("players=1"),
		},
		Secret:    true,
		KindNames: kindNames,

		New:      engine.NewFromData("arnak", DefaultData, newGame),
		Describe: describe,
		Evaluate: evaluate,
		// The search plans the seat's own turn: its tree stops where the
		// turn ends (SearchOwnTurn), a leaf half-way through the turn is
		// played on greedily to the turn's end (LeafLookahead) and only
		// then scored (its evaluation and exploration below). Random
		// rollouts (depth 8) scored half-played turns, whose hand and dig
		// terms reward stopping half-way, and lost to greedy;
		// measurements in doc.go.
		LeafLookahead: 6,
		SearchOwnTurn: true,
		// Solo (one seat) the search plays its plain random rollouts, cut
		// after 8 decisions: planning one turn at a time lost (doc.go).
		// (Commit 7f678ae wrote seats but not these two fields, which
		// left the solo game on the 2-player search.)
		Seats:        seats,
		RolloutDepth: 8,
		// Ending or passing ends a turn; in a solo game the seat never
		// changes, so without this the search would plan through turns.
		// (A card's "pass to gain" ends one too; missing it only lets the
		// search look on into the next turn.)
		TurnEnds: func(a engine.Action) bool { return a.Kind == KindEnd || a.Kind == KindPass },
		// The search reads its own seat by searchEvaluate (the lead of
		// the seats' fitted forecasts of their final scores, linear over
		// ±50 VP, where Evaluate saturates at ±5), the other
		// seat by Evaluate, as greedy plays; UCB1 explores with 0.028,
		// the 0.2 tuned on Evaluate's slope scaled to searchEvaluate's
		// (Evaluate's moves differ by hundredths; with the default 1 the
		// visits spread evenly over the many digs and payments).
		SearchEvaluate: searchEvaluate,
		Exploration:    0.028,
		// Re-ranking (rules/bot's RerankCandidates) in the last round
		// only, played to the game's end: the 4 most visited moves, each
		// on the same 16 determinizations, both seats then one-step
		// greedy (RerankLookahead -1) to the result, the best mean place
		// (then margin) played. Half the 2-player games end within 3 VP,
		// and the own-turn tree scores the last turns by Evaluate, which
		// still counts leftover resources; the rollouts count the final
		// score. Earlier in the game re-ranking did not pay: through the
		// other seat's answer it won 16 of 35 against greedy, and
		// through two turns it played Fundusze for a coin
		// (TestTrudnyKeepsTravelForADig, 3 of 10 deals).
		// Measurements in doc.go.
		RerankCandidates: 4,
		RerankSamples:    16,
		RerankLookahead:  -1,
		RerankToEnd:      lastRound,
		// A turn is a few decisions: greedy judges a move by where its next
		// own decisions lead (a card for a coin, or the same card paying a
		// dig).
		GreedyLookahead: 4,
	}
}

// lastRound is the title's RerankToEnd: the last round, where the rest
// of the game is short enough to play out. g is the searching seat's
// view; the round is public.
func lastRound(eg engine.Game) bool {
	g, ok := eg.(*Game)
	return ok && g.s.Round >= 5 && !g.s.Over
}

// seats is the title's Seats: the players of g (not the solo rival).
func seats(eg engine.Game) int {
	if g, ok := eg.(*Game); ok {
		return int(g.s.Players)
	}
	return 0
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
		if a.X != 0 {
			e.Args["cards"] = strings.Join(g.paidCards(a.X), ", ")
		}
		if a.C != 0 {
			e.Args["pilots"] = int(a.C)
		}
		if a.D > 0 {
			e.Args["discard"] = hand(a.D - 1)
		}
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
			e.Args["effect"] = g.d.EffectText(d.SlotEffect[a.A])
		}
	case KindBoon:
		if a.A < p.NGuard {
			e.Args["name"] = d.Guardians[p.Guard[a.A]].Name
			e.Args["text"] = g.boonText(&d.Guardians[p.Guard[a.A]])
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

// plural picks the Polish form of n pieces: forms are nominative 1,
// accusative 1, 2–4, 5+.
func plural(forms *[4]string, n int, nominative bool) string {
	switch {
	case n == 1 && nominative:
		return forms[0]
	case n == 1:
		return forms[1]
	case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
		return forms[2]
	}
	return forms[3]
}

// joinPL joins phrases the Polish way: "a, b i c".
func (d *Data) joinPL(parts []string, conj string) string {
	switch len(parts) {
	case 0:
		return "—"
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " " + d.Words[conj] + " " + parts[len(parts)-1]
}

// ResText words resources in the accusative, for "otrzymuje …": "monetę
// i 2 kompasy".
func (d *Data) ResText(r Res) string { return d.resWords(r, false) }

// ResNoun words resources in the nominative, for descriptions: "moneta
// i 2 kompasy".
func (d *Data) ResNoun(r Res) string { return d.resWords(r, true) }

func (d *Data) resWords(r Res, nominative bool) string {
	var parts []string
	for i, n := range r {
		switch {
		case n == 1:
			parts = append(parts, plural(&d.ResForms[i], 1, nominative))
		case n > 1:
			parts = append(parts, strconv.Itoa(int(n))+" "+plural(&d.ResForms[i], int(n), nominative))
		}
	}
	return d.joinPL(parts, "and")
}

// ResCount words resources with their numbers in the nominative, for
// costs and "Brakuje: …": "1 grot strzały, 2 monety".
func (d *Data) ResCount(r Res) string {
	var parts []string
	for i, n := range r {
		if n > 0 {
			parts = append(parts, strconv.Itoa(int(n))+" "+plural(&d.ResForms[i], int(n), true))
		}
	}
	return strings.Join(parts, ", ")
}

// TravelText words n symbols t in the accusative: "samolot", "2 samoloty".
func (d *Data) TravelText(t uint8, n int) string {
	if n == 1 {
		return plural(&d.TravelForms[t], 1, false)
	}
	return strconv.Itoa(n) + " " + plural(&d.TravelForms[t], n, false)
}

// travelNoun words n symbols t in the nominative.
func (d *Data) travelNoun(t uint8, n int) string {
	if n == 1 {
		return plural(&d.TravelForms[t], 1, true)
	}
	return strconv.Itoa(n) + " " + plural(&d.TravelForms[t], n, true)
}

// travelList words a list of symbols: "but i samolot", "2 buty".
func (d *Data) travelList(syms []uint8) string {
	var n [NumTravel]int
	for _, t := range syms {
		n[t]++
	}
	var parts []string
	for t, k := range n {
		if k > 0 {
			parts = append(parts, d.TravelText(uint8(t), k))
		}
	}
	return d.joinPL(parts, "and")
}

// optionText words option i of a choice op, in the nominative for a
// description or the accusative for a "Weź: …" button.
func (d *Data) optionText(op *Op, i int, nominative bool) string {
	var parts []string
	if op.OptExile&(1<<i) != 0 {
		parts = append(parts, d.OpNames[opExile])
	}
	if op.Opts[i] != (Res{}) {
		parts = append(parts, d.resWords(op.Opts[i], nominative))
	}
	for t, k := range op.OptTravel[i] {
		switch {
		case k == 0:
		case nominative:
			parts = append(parts, d.travelNoun(uint8(t), int(k)))
		default:
			parts = append(parts, d.TravelText(uint8(t), int(k)))
		}
	}
	return d.joinPL(parts, "and")
}

// EffectText is a short Polish description of an effect, built from the
// data's names: "2 monety", "dobranie karty; kompas za każdego bożka
// (najwyżej 3)". Cards carry their full text in the data (note).
func (d *Data) EffectText(eff uint16) string {
	if int(eff) >= len(d.Effects) {
		return ""
	}
	var out []string
	for i := range d.Effects[eff] {
		op := &d.Effects[eff][i]
		name := d.OpNames[op.Kind]
		t := name
		switch op.Kind {
		case opGain:
			t = d.ResNoun(op.Gain)
		case opDraw:
			if op.N > 1 {
				t += " ×" + strconv.Itoa(int(op.N))
			}
			if op.Sub == 1 {
				t += " " + d.Words["bottom"]
			}
		case opTrade:
			t = name + ": " + d.ResCount(op.Pay) + " → " + d.ResNoun(op.Gain)
		case opPay:
			t = name + ": " + d.ResCount(op.Pay)
		case opPayTravel:
			t = name + ": " + d.travelList(op.Syms)
		case opTravel:
			t = d.travelNoun(op.N, 1)
		case opChoose, opChoose2:
			var opts []string
			for k := 0; k < int(op.NOpt); k++ {
				opts = append(opts, d.optionText(op, k, true))
			}
			t = strings.Join(opts, " "+d.Words["or"]+" ")
			if op.Kind == opChoose2 {
				t = name + ": " + strings.Join(opts, ", ")
			}
		case opPassOr:
			t = d.ResNoun(op.Opts[0]) + " " + d.Words["or"] + " " + d.Words["pass"] + ": " + d.ResNoun(op.Opts[1])
		case opBuy:
			t = name + " " + strconv.Itoa(int(op.N))
			// An item's price is in coins, an artifact's in compasses: the
			// currency says which cards the discount is for.
			switch op.Sub {
			case 1:
				t = name + ": " + d.ResCount(Res{Coin: int8(op.N)})
			case 2:
				t = name + ": " + d.ResCount(Res{Compass: int8(op.N)})
			}
			if op.Reveal {
				t += " (" + d.Words["also_top"] + ")"
			}
		case opCard:
			switch {
			case op.Gain != (Res{}):
				t = name + " " + d.Words["or"] + " " + d.ResNoun(op.Gain)
			default:
				t = name + ": " + d.Words[cardKindWords[op.Sub&1]]
				if op.N > 0 {
					t += " " + d.Words[cardDestWords[op.N&1]]
				}
			}
		case opActivate:
			if int(op.Sub) < len(activateWords) {
				t = name + ": " + d.Words[activateWords[op.Sub]]
			}
		case opRelocate:
			t = name + " " + d.Words[relocateWords[op.Sub&1]]
		case opDig:
			t = d.digText(op, name)
		case opResearch:
			switch {
			case op.Free:
				t = name + ": " + d.Words["note_free"]
			case op.NOpt > 0:
				opts := make([]string, op.NOpt)
				for k := range opts {
					opts[k] = d.ResNoun(op.Opts[k])
				}
				t = name + " (" + d.Words["discount"] + ": " + strings.Join(opts, " "+d.Words["or"]+" ") + ")"
			}
		case opEarringTop, opEarringBottom:
			t = name + " (" + d.Words["most"] + " " + strconv.Itoa(int(op.N))
			if op.Kind == opEarringBottom {
				t += ", " + d.Words["bottom"]
			}
			t += ")"
		case opActivateTile:
			t = name + ": " + d.Words["level"] + " " + strings.Repeat("I", int(op.N))
			if d.short {
				t = name + " " + strings.Repeat("I", int(op.N))
			}
		case opSupplyAssistant:
			t = name + " (" + d.Words[sideWords[op.Sub&1]] + ")"
		case opOvercome:
			if op.Sub == 1 {
				t = name + " (" + d.Words["trap"] + ")"
			}
		case opReady:
			if op.N == 1 {
				t = d.Words["ready_all"]
			}
		case opPerIdol, opPerGuardian:
			t = d.ResNoun(op.Gain) + " " + name + " (" + d.Words["most"] + " " + strconv.Itoa(int(op.N)) + ")"
		case opPerArch:
			t = d.ResNoun(op.Gain) + " " + name
		}
		if d.brief {
			t = d.briefText(op, name, t)
		}
		if d.short && op.Kind == opPay {
			// A card's line: "1{kompas} → what it buys", as the card's arrow.
			t = d.ResCount(op.Pay) + " →"
		}
		out = append(out, t)
	}
	if d.short {
		var b strings.Builder
		for i, t := range out {
			b.WriteString(t)
			switch {
			case i == len(out)-1:
			case d.Effects[eff][i].Kind == opPay:
				b.WriteString(" ")
			default:
				b.WriteString("; ")
			}
		}
		return b.String()
	}
	return strings.Join(out, "; ")
}

// briefText is t without the variant EffectText words for an op (which
// camp, what discount, where the card goes): the plain op name, for a
// card whose detailed line does not fit its face.
func (d *Data) briefText(op *Op, name, t string) string {
	switch op.Kind {
	case opBuy:
		return name + " " + strconv.Itoa(int(op.N))
	case opCard:
		if op.Gain == (Res{}) {
			return name
		}
	case opActivate, opRelocate, opResearch, opEarringTop, opEarringBottom, opActivateTile,
		opSupplyAssistant, opOvercome:
		return name
	case opDig:
		if op.Sub == 0 {
			return name
		}
	}
	return t
}

// EffectBrief is EffectSymbols without the variant words (EffectText's
// which-camp, what-discount, where-to): the shortest line of an effect,
// for a small card that has no room for the detailed one.
func (d *Data) EffectBrief(eff uint16, res [NumRes]string, travel [NumTravel]string) string {
	c := *d
	c.brief = true
	return c.EffectSymbols(eff, res, travel)
}

// The words (player.toml [words]) naming an op's variant in EffectText,
// indexed by the op's Sub or N.
var (
	cardKindWords = [2]string{"artifact", "item"}    // Sub 1 item, 2 artifact (&1)
	cardDestWords = [2]string{"to_top", "to_hand"}   // N 1 hand, 2 top (&1)
	relocateWords = [2]string{"to_camp1", "to_camp"} // Sub 1 camp, 2 camp1 (&1)
	sideWords     = [2]string{"silver", "gold"}      // Sub 0 silver, 1 gold
	activateWords = [...]string{actOccupied: "act_occupied", actLevel1: "act_level1", actCamp: "act_camp",
		actFreeCamp: "act_freecamp", actCamp2: "act_camp2"}
)

// digText words a dig or discovery effect with its discount: the travel
// symbols it pays and the compasses it takes off a discovery (Żółw morski,
// Balon), or the free trip to a camp (Muszla przejścia).
func (d *Data) digText(op *Op, name string) string {
	if op.Sub == 1 {
		t := d.Words["dig_camp"]
		if op.N > 1 {
			t += ", " + d.Words["twice"]
		}
		return t
	}
	var parts []string
	if len(op.Syms) > 0 {
		var n [NumTravel]int
		for _, s := range op.Syms {
			n[s]++
		}
		var syms []string
		for s, k := range n {
			if k > 0 {
				syms = append(syms, d.travelNoun(uint8(s), k))
			}
		}
		parts = append(parts, d.Words["discount"]+": "+d.joinPL(syms, "and"))
		if d.short {
			// A card's line: the symbols with a minus, as the card prints them.
			parts[len(parts)-1] = "−" + strings.Join(syms, " −")
		}
	}
	if op.N > 0 {
		if d.short {
			parts = append(parts, d.Words["discovery"]+" −"+d.ResCount(Res{Compass: int8(op.N)}))
		} else {
			parts = append(parts, d.Words["discovery"]+": "+d.ResCount(Res{Compass: int8(op.N)}))
		}
	}
	if len(parts) == 0 {
		return name
	}
	if d.short {
		return name + " " + strings.Join(parts, ", ")
	}
	return name + " (" + strings.Join(parts, "; ") + ")"
}

// boonText words a guardian's boon: its travel symbols or its effect.
func (g *Game) boonText(gd *Guardian) string {
	if len(gd.BoonTravel) > 0 {
		return g.d.travelList(gd.BoonTravel)
	}
	return g.d.EffectText(gd.Boon)
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
	if op == nil {
		return
	}
	if f.Opt {
		e.Key = "arnak.act.resolve"
		if a.A == 0 {
			e.Key = "arnak.act.skip_effect"
		}
		return
	}
	if a.A == 0 {
		if skipsRest(op.Kind) {
			e.Key = "arnak.act.skip_all"
		}
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
	asst := func(x uint8) {
		if int(x) < numAssistants {
			e.Key = "arnak.act.assistant"
			e.Args["name"] = d.Assistants[x].Name
		}
	}
	payment := func(mask uint16, pilots uint8) {
		if mask != 0 {
			e.Args["cards"] = strings.Join(g.paidCards(mask), ", ")
		}
		if pilots != 0 {
			e.Args["pilots"] = int(pilots)
		}
	}
	switch op.Kind {
	case opTrade:
		e.Key = "arnak.act.trade"
		e.Args["pay"], e.Args["gain"] = d.ResText(op.Pay), d.ResText(op.Gain)
	case opPay:
		e.Key = "arnak.act.pay"
		e.Args["res"] = d.ResText(op.Pay)
	case opPayTravel:
		e.Key = "arnak.act.pay_travel"
		e.Args["travel"] = d.travelList(op.Syms)
		payment(a.X, a.C)
	case opChoose, opChoose2:
		if int(a.B) < int(op.NOpt) {
			e.Key = "arnak.act.gain"
			if op.OptExile&(1<<a.B) != 0 {
				e.Key = "arnak.act.exile_choice"
			}
			e.Args["res"] = d.optionText(op, int(a.B), false)
		}
	case opPassOr:
		e.Key = "arnak.act.gain"
		if a.B == 1 {
			e.Key = "arnak.act.pass_gain"
		}
		e.Args["res"] = d.ResText(op.Opts[a.B&1])
	case opExile:
		switch {
		case a.A == 1 && a.B < p.Hand.N:
			e.Key = "arnak.act.exile"
			card(p.Hand.C[a.B])
		case a.A == 2 && a.B < p.Play.N:
			e.Key = "arnak.act.exile"
			card(p.Play.C[a.B])
		case a.A == 3:
			e.Key = "arnak.act.exile_tile"
		}
	case opDiscard:
		if a.B < p.Hand.N {
			e.Key = "arnak.act.discard"
			card(p.Hand.C[a.B])
		}
	case opUpRes:
		e.Key = "arnak.act.upres"
		from, to := Tablet, Arrowhead
		if a.B == 1 {
			from, to = Arrowhead, Jewel
		}
		e.Args["from"], e.Args["to"] = d.ResForms[from][1], d.ResForms[to][1]
	case opBuy, opCard:
		switch {
		case a.A == 1 && a.B < 6:
			e.Key = "arnak.act.buy"
			if op.Kind == opCard {
				e.Key = "arnak.act.take"
			}
			card(s.Row[a.B])
		case a.A == 2 && op.Kind == opBuy && a.B < 2:
			e.Key = "arnak.act.buy"
			card(s.Reveal[a.B])
		case a.A == 2:
			e.Key = "arnak.act.gain"
			e.Args["res"] = d.ResText(op.Gain)
		}
	case opFromExile:
		e.Key = "arnak.act.take"
		card(a.B)
	case opDig:
		e.Key = "arnak.act.dig"
		if a.A == 2 {
			e.Key = "arnak.act.discover"
		}
		site(a.B)
		payment(a.X, a.D)
	case opOvercome:
		e.Key = "arnak.act.overcome"
		site(a.B)
	case opActivate, opShellAgain:
		e.Key = "arnak.act.activate"
		site(a.B)
	case opOrder:
		e.Key = "arnak.act.row_first"
		if a.B == 1 {
			e.Key = "arnak.act.bonus_first"
		}
	case opActivateTile:
		e.Key = "arnak.act.activate_tile"
		e.Args["level"] = int(a.B)
	case opRelocate:
		e.Key = "arnak.act.relocate"
		site(a.C)
	case opRecall:
		e.Key = "arnak.act.recall"
		if a.B < 2 && p.Arch[a.B] != 0 {
			site((p.Arch[a.B] - 1) / 2)
		}
	case opMoveGuardian:
		e.Key = "arnak.act.move_guardian"
		site(a.B)
		if int(a.C) < numSites {
			e.Args["to"] = d.Sites[a.C].Name
		}
	case opResearch:
		if a.A == 2 && a.B < 6 {
			e.Key = "arnak.act.temple"
			e.Args["vp"] = int(templeVP[a.B])
		} else if int(a.B) < numNodes {
			e.Key = "arnak.act.research"
			if a.C == 1 {
				e.Key = "arnak.act.research_note"
			}
			e.Args["row"] = int(d.NodeRow[a.B])
		}
		if op.NOpt > 1 && int(a.D) < int(op.NOpt) {
			e.Args["discount"] = d.ResText(op.Opts[a.D])
		}
	case opHire, opSupplyAssistant:
		if a.B < 3 && s.NA[a.B] > 0 {
			asst(s.AStack[a.B][s.NA[a.B]-1])
		}
	case opSwap:
		if a.C < 3 && s.NA[a.C] > 0 && a.B < 2 && p.Asst[a.B] != none {
			e.Key = "arnak.act.swap"
			e.Args["old"] = d.Assistants[p.Asst[a.B]].Name
			e.Args["name"] = d.Assistants[s.AStack[a.C][s.NA[a.C]-1]].Name
		}
	case opUpgrade, opReady:
		if a.B < 2 && p.Asst[a.B] != none {
			asst(p.Asst[a.B])
		}
	case opRescue:
		asst(a.B)
	case opTempleBonus, opMultiBonus:
		if int(a.B) < numBonuses {
			e.Key = "arnak.act.bonus"
			e.Args["text"] = d.EffectText(d.Bonuses[a.B])
		}
	case opEarringBottom, opEarringTop:
		switch {
		case s.NDrawn == 0:
			e.Key = "arnak.act.draw_n"
			e.Args["count"] = int(a.B)
			e.Count = int(a.B)
		case a.A == 2:
			e.Key = "arnak.act.no_deck_top"
		case a.B < s.NDrawn:
			e.Key = "arnak.act.keep_card"
			if f.Aux >= 2 {
				e.Key = "arnak.act.deck_top"
			}
			card(s.Drawn[a.B])
		}
	}
}

// EffectSymbols is EffectText with every resource and travel symbol
// written as the caller's token instead of its Polish noun ("2 {moneta}"
// for "2 monety") and the data's short op names (op_short) where it has
// them: the board passes its inline icons, so a card's effect line is
// short enough to read at a glance. The rules know nothing of
// icons; they only put the given tokens where the nouns would stand.
func (d *Data) EffectSymbols(eff uint16, res [NumRes]string, travel [NumTravel]string) string {
	c := *d
	c.short = true
	for i := range c.ResForms {
		c.ResForms[i] = [4]string{res[i], res[i], res[i], res[i]}
	}
	for i := range c.TravelForms {
		c.TravelForms[i] = [4]string{travel[i], travel[i], travel[i], travel[i]}
	}
	if len(d.WordsShort) > 0 {
		c.Words = make(map[string]string, len(d.Words))
		for k, v := range d.Words {
			c.Words[k] = v
		}
		for k, v := range d.WordsShort {
			c.Words[k] = v
		}
	}
	if len(d.OpShort) > 0 {
		// The data's short names where it gives them (a copy: the
		// shared map stays as it is).
		c.OpNames = make(map[uint8]string, len(d.OpNames))
		for k, v := range d.OpNames {
			c.OpNames[k] = v
		}
		for k, v := range d.OpShort {
			c.OpNames[k] = v
		}
	}
	return c.EffectText(eff)
}
