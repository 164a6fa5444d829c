package dungeonology

import (
	"strconv"

	"stolik/rules/engine"
)

// Title is the platform descriptor of dungeonology.
func Title() *engine.Title {
	yesNo := func(key string, yesFirst bool) engine.OptionSpec {
		o := engine.OptionSpec{Key: key, Label: "dungeonology.opt." + key}
		if yesFirst {
			o.Choices = []string{"yes", "no"}
		} else {
			o.Choices = []string{"no", "yes"}
		}
		for _, c := range o.Choices {
			o.Labels = append(o.Labels, "dungeonology.opt."+c)
		}
		return o
	}
	return &engine.Title{
		ID:         "dungeonology",
		Name:       "title.dungeonology",
		MinPlayers: 2,
		MaxPlayers: maxPlayers,
		Options: []engine.OptionSpec{
			engine.Choice("dungeonology", "scholars", "choose", "draw"),
			engine.Choice("dungeonology", "alert", "sredni", "latwy", "trudny", "random"),
			engine.Choice("dungeonology", "boss", "swarliwy", "pijany", "random"),
			engine.Choice("dungeonology", "responses", "all", "holders"),
			yesNo("offsets", true),
			yesNo("publish_choice", true),
			yesNo("discard_down", true),
			yesNo("int_per_turn", true),
			yesNo("luck_spying", false),
			yesNo("priorities", false),
		},
		Secret:    true,
		KindNames: kindNames,

		New:      engine.NewFromData("dungeonology", DefaultData, newGame),
		Describe: describe,
		Evaluate: evaluate,
		Secrets:  secrets,
		// A turn is many small decisions (steps, cards one by one, the
		// windows of the others): a short rollout scored by Evaluate.
		RolloutDepth: 12,
	}
}

// New sets up a game from explicit data (tests).
func New(d *Data, cfg engine.Config) (*Game, error) {
	if d == nil {
		return nil, engine.Errorf(engine.CodeBadConfig, "dungeonology: brak danych")
	}
	return newGame(d, cfg, nil)
}

var edgeNames = [4]string{"północ", "wschód", "południe", "zachód"}

// describe words an action before it is applied.
func describe(eg engine.Game, a engine.Action) engine.Event {
	e := engine.Event{Key: "dungeonology.act.unknown", Seat: eg.Current(), Args: map[string]any{}}
	g, ok := eg.(*Game)
	if !ok || int(a.Kind) >= len(kindNames) || g.s.Over {
		return e
	}
	d := g.d
	s := &g.s
	e.Key = "dungeonology.act." + kindNames[a.Kind]
	colour := func(c uint8) string {
		if c < NumColours {
			return d.CubeNames[c]
		}
		return "?"
	}
	switch a.Kind {
	case KindPass:
		e.Key += "." + g.passContext()
	case KindScholar:
		if a.A < numScholars {
			e.Args["scholar"] = d.Scholars[a.A].Name + ", " + d.Scholars[a.A].Profession
		}
	case KindMove, KindZone:
		e.Args["zone"] = g.zoneName(a.A)
		if a.Kind == KindZone && a.A < s.TileN {
			e.Args["cubes"] = s.cubesIn(a.A)
		}
	case KindExplore:
		if a.A < 4 {
			e.Args["edge"] = edgeNames[a.A]
		}
	case KindPlace:
		if q := s.top(); q != nil && q.Op == pPlace && q.Card < numZones {
			e.Args["zone"] = d.Zones[q.Card].Name
		}
		e.Args["x"] = int(a.A) - 128
		e.Args["y"] = int(a.B) - 128
	case KindResearch:
		e.Count = int(a.A)
		e.Args["count"] = int(a.A)
		seat := s.Active
		e.Args["alert"] = g.zoneAlert(seat, s.P[seat].Zone) + int(d.ExtraAlert[min(a.A, 6)])
	case KindSpy:
		e.Args["target"] = g.who(a.A)
		e.Args["cube"] = colour(a.B)
	case KindCard:
		if a.A < numTricks {
			e.Args["card"] = g.trick(a.A).Name
			e.Args["text"] = g.useText(a.A, a.B)
			if a.B == useStealth && s.T.On {
				e.Args["bonus"] = int(g.stealthValue(s.T.Tester, a.A))
			}
		}
		e.Key += "." + useKeys[min(int(a.B), len(useKeys)-1)]
	case KindAbility:
		if seat := eg.Current(); seat >= 0 && a.A < numAbilities {
			e.Args["ability"] = g.abilityName(uint8(seat), a.A)
		}
		e.Args["param"] = int(a.B)
		if a.A == abHeadbutt || a.A == abHeroicHeadbutt {
			e.Args["target"] = g.who(a.B)
			e.Key += ".headbutt" + strconv.Itoa(int(a.C))
		}
		if a.A < numTricks && (a.A == abSermon || a.A == abInspiredSermon || a.A == abResearchSecrets || a.A == abExtraResearch) && a.B < numTricks {
			e.Args["card"] = g.trick(a.B).Name
		}
	case KindZoneAct:
		if a.A == 1 {
			e.Key += ".teleport"
		}
	case KindTarget:
		e.Args["target"] = g.who(a.A)
		e.Args["mode"] = int(a.B)
		if q := s.top(); q != nil {
			switch {
			case q.Op == pAux:
				e.Key += ".social" + strconv.Itoa(int(a.B))
			case q.Op == pGive:
				e.Key += ".give"
				e.Args["cube"] = colour(a.B)
			case q.Op == pCard && int(q.PC) < len(g.trick(q.Card).Effect) && g.trick(q.Card).Effect[q.PC].Kind == opSwap:
				e.Key += ".swap"
				e.Args["cube"] = colour(a.B / 2)
				n, _ := g.swapTo(a.A, a.B/2, a.B%2)
				e.Args["to"] = colour(n)
			case a.A == maxPlayers:
				e.Key += ".boss"
			}
		}
	case KindColour:
		e.Args["cube"] = colour(a.A)
	case KindChoose:
		e.Args["n"] = int(a.A)
		if q := s.top(); q != nil {
			switch q.Op {
			case pFatigue:
				e.Key += ".fatigue" + strconv.Itoa(int(a.A))
			case pSecondWind:
				e.Key += ".second_wind"
			case pCard:
				e.Key += ".hunter"
				if a.A == 0 {
					e.Key += "0"
				}
			}
		}
	case KindDiscard:
		if a.A < numTricks {
			e.Args["card"] = g.trick(a.A).Name
		}
	case KindJinx:
		seat := eg.Current()
		if seat >= 0 && a.A < s.P[seat].JinxN && s.P[seat].JinxUp&(1<<a.A) != 0 {
			e.Args["card"] = d.Jinxes[s.P[seat].Jinx[a.A]].Name
		} else {
			e.Key += ".hidden"
		}
	case KindLevel:
		if a.A >= 1 && a.A <= 3 {
			e.Args["level"] = d.Levels[a.A-1]
		}
	case KindReveal:
		e.Args["stealth"] = int(s.T.Stealth)
		e.Args["alert"] = int(s.T.Alert)
	}
	return e
}

var useKeys = []string{"stealth", "main", "blue", "red", "blue2", "red2"}

// useText words what a card use does, in Polish from the data.
func (g *Game) useText(c, use uint8) string {
	t := g.trick(c)
	switch use {
	case useMain:
		if t.Cost > 0 {
			return t.Text + " Koszt: dobierz z uniwersytetu studentów: " + strconv.Itoa(int(t.Cost)) + "."
		}
		return t.Text
	case useStealth:
		return "poziom premii"
	}
	switch t.Type {
	case typeEks:
		return "przemieść się o maksymalnie " + strconv.Itoa(int(t.N)) + " " + zones(int(t.N))
	case typeTow:
		return "poświęć studenta: wybrany gracz dobiera 2 karty albo odrzuca losową kartę"
	case typeRoz:
		return "zabierz od ogniska studentów: " + strconv.Itoa(int(t.N))
	case typeMag:
		if use == useRed {
			return "wróżenie " + strconv.Itoa(int(t.N)) + " do poziomu czujności"
		}
		return "wróżenie " + strconv.Itoa(int(t.N)) + " do poziomu skradania"
	}
	switch use {
	case useBlue:
		return "+" + strconv.Itoa(int(t.Blue)) + " do poziomu skradania"
	case useRed:
		return "+" + strconv.Itoa(int(t.Red)) + " do poziomu czujności"
	case useBlue2:
		return "+" + strconv.Itoa(int(t.Blue2)) + " do poziomu skradania"
	}
	return "+" + strconv.Itoa(int(t.Red2)) + " do poziomu czujności"
}

// zones is the Polish plural of "strefa" after a number.
func zones(n int) string {
	switch {
	case n == 1:
		return "strefę"
	case n%10 >= 2 && n%10 <= 4 && (n%100 < 10 || n%100 >= 20):
		return "strefy"
	}
	return "stref"
}

// effectName words a zone effect (traps, tooltips).
func (g *Game) effectName(e ZoneEffect) string {
	n := strconv.Itoa(int(e.N))
	switch e.Kind {
	case zeStop:
		return "Postój"
	case zeToll:
		return "Myto " + n
	case zeAmbush:
		return "Zasadzka " + n
	case zeSecret:
		return "Sekretne przejście " + string(rune(e.Letter))
	case zeStairs:
		return "Schody"
	case zeBoss:
		return "Boss"
	case zeLuck:
		return "Szczęście " + n
	case zeBadLuck:
		return "Pech " + n
	case zeDanger:
		return "Niebezpieczeństwo " + n
	case zeBivouac:
		return "Biwak – AKCJA (" + g.d.CubeNames[e.Colour] + ")"
	}
	return "?"
}

// clanModsText words a Clan card's modifiers ("Cywilizacja +1, ...").
func (g *Game) clanModsText(c uint8) string {
	if c >= numClans {
		return ""
	}
	out := ""
	for k, m := range g.d.Clans[c].Mods {
		if out != "" {
			out += ", "
		}
		sign := "+"
		if m < 0 {
			sign = "−"
			m = -m
		}
		out += g.d.CubeNames[k] + " " + sign + strconv.Itoa(int(m))
	}
	return out
}

// passContext names what passing means now, for the button's wording.
func (g *Game) passContext() string {
	s := &g.s
	q := s.top()
	if q == nil {
		if s.Phase == phAction {
			return "actions"
		}
		return "move"
	}
	switch q.Op {
	case pReact, pImmediate:
		return "respond"
	case pTest:
		if s.T.Stage == tsFinal || s.T.Stage == tsSpy {
			return "end_test"
		}
		return "respond"
	case pMoveN, pMoveOther, pBossFree:
		return "stop"
	case pDrop:
		return "keep"
	case pPublishMax:
		return "no_publish"
	}
	return "done"
}
