package discover

import (
	"strconv"

	"stolik/rules/engine"
)

// Title is the platform descriptor of discover.
func Title() *engine.Title {
	return &engine.Title{
		ID:         "discover",
		Name:       "title.discover",
		MinPlayers: 1,
		MaxPlayers: maxPlayers,
		Options: []engine.OptionSpec{
			// Scenario 5 needs at least 2 players (§4.22): New refuses it
			// alone with a Polish message.
			engine.Choice("discover", "scenario", "1", "2", "3", "4", "5"),
		},
		// Project hands are secret from the other seats and the character
		// draft is simultaneous (§8.3), so hot-seat play needs the curtain.
		Secret:    true,
		KindNames: kindNames,

		New:      engine.NewFromData("discover", DefaultData, newGame),
		Describe: describe,
		Evaluate: evaluate,
		// No random rollout: the search scores its leaves with Evaluate.
		// Random play in Discover wanders, starves and fights for nothing,
		// so rollouts of any length only add noise (solo scenario 1 at the
		// easy level: 6 of 8 games won without rollouts, 0 of 4 with
		// rollouts of 12 decisions).
		RolloutDepth: -1,
		// In scenarios 1–4 the heroes share their places (they win or lose
		// together), so places say nothing of winning: the search bots
		// score a finished game with Evaluate.
		EndByEvaluate: true,
		Secrets:       secrets,
	}
}

// New sets up a game from explicit data (tests).
func New(d *Data, cfg engine.Config) (*Game, error) {
	if d == nil {
		return nil, engine.Errorf(engine.CodeBadConfig, "discover: brak danych")
	}
	return newGame(d, cfg, nil)
}

// heroName is a hero's character name, for log arguments naming another
// hero (the locales name only the acting seat).
func (g *Game) heroName(h uint8) string {
	if int(h) >= int(g.s.Players) {
		return "?"
	}
	p := &g.s.H[h]
	if p.Char == none {
		return "#" + strconv.Itoa(int(h)+1)
	}
	return g.d.Characters[p.Char].Name
}

// describe words an action before it is applied.
func describe(eg engine.Game, a engine.Action) engine.Event {
	e := engine.Event{Key: "discover.act.unknown", Seat: eg.Current(), Args: map[string]any{}}
	g, ok := eg.(*Game)
	if !ok || g.s.Over {
		return e
	}
	s := &g.s
	d := g.d
	set := func(key string, kv ...any) {
		e.Key = "discover.act." + key
		for i := 0; i+1 < len(kv); i += 2 {
			k, _ := kv[i].(string)
			e.Args[k] = kv[i+1]
			if k == "count" {
				e.Count, _ = kv[i+1].(int)
			}
		}
	}
	res := func(r uint8) string {
		if r < NumRes {
			return d.ResNames[r]
		}
		return "?"
	}
	if s.Dec.Kind != decNone && a.Kind == KindChoose {
		g.describeChoice(&e, a, set, res)
		return e
	}
	if s.Dec.Kind != decNone || a.Kind >= numKinds {
		return e
	}
	h := s.Active
	p := &s.H[h]
	switch a.Kind {
	case KindEnd:
		set("end", "stamina", int(p.Stamina))
	case KindMove:
		if a.A < numHex && g.revealed(a.A) {
			set("move", "loc", g.locText(a.A), "count", g.moveCost(h, a.A))
		}
	case KindGather:
		switch a.A {
		case gatherLand:
			set("gather_land")
		case gatherWater:
			set("gather_water")
		case gatherDrop:
			set("gather_drop", "res", res(a.B))
		case gatherEnemy:
			if a.B < maxMon && s.Mon[a.B].Hex != none {
				set("gather_enemy", "title", d.Cards[s.Mon[a.B].Enemy].Title)
			}
		}
	case KindScout:
		if a.A < numTiles {
			set("scout", "stack", int(g.t.SlotStack[a.A]))
		}
	case KindInvestigate:
		set("investigate", "loc", g.space(p.Hex).Loc)
	case KindCraft:
		var proj uint8 = none
		if a.A == 1 && a.B < s.NTable {
			proj = s.Table[a.B]
		} else if a.A == 0 && a.B < p.NProj {
			proj = p.Proj[a.B]
		}
		if proj != none {
			set("craft", "name", d.Projects[proj].Name, "cost", g.costText(d.Projects[proj].Cost))
		}
	case KindTrade:
		set("trade", "other", g.heroName(a.A))
	case KindCook:
		set("cook", "count", int(a.A))
	case KindRelight:
		set("relight")
	case KindRest:
		r := Medicine
		switch a.B {
		case Hunger:
			r = Food
		case Dehydration:
			r = CleanWater
			if a.C == 1 {
				r = DirtyWater
			}
		}
		if a.B < numDmg {
			set("rest", "res", res(r), "dmg", d.DmgNames[a.B], "other", g.heroName(a.A))
		}
	case KindLoot:
		if a.A < s.Players {
			v := &s.H[a.A]
			if a.B == 1 && a.C < v.NItems {
				set("loot", "what", d.Cards[v.Items[a.C].Card].Title, "other", g.heroName(a.A))
			} else if a.B == 0 {
				set("loot", "what", res(a.C), "other", g.heroName(a.A))
			}
		}
	case KindCard:
		if title, text, cost, ok := g.cardActionText(h, a); ok {
			set("card", "title", title, "text", g.d.Plain(text), "count", cost)
		}
	case KindAttack:
		set("attack", "other", g.heroName(a.A))
	case KindDeliver:
		if q := &d.Quests[s.Quest]; q.Deliver != nil {
			set("deliver", "res", res(q.Deliver.Res))
		}
	}
	return e
}

// cardActionText names a card action for the buttons.
func (g *Game) cardActionText(h uint8, a engine.Action) (title, text string, cost int, ok bool) {
	s := &g.s
	p := &s.H[h]
	var ca *CardAction
	switch a.A {
	case srcChar:
		if p.Char != none && int(a.C) < len(g.d.Characters[p.Char].Actions) {
			ca, title = &g.d.Characters[p.Char].Actions[a.C], g.d.Characters[p.Char].Name
		}
	case srcItem:
		if a.B < p.NItems {
			c := &g.d.Cards[p.Items[a.B].Card]
			if int(a.C) < len(c.Actions) {
				ca, title = &c.Actions[a.C], c.Title
			}
		}
	case srcUpgrade:
		if int(a.B) < len(g.d.Cards) && int(a.C) < len(g.d.Cards[a.B].Actions) {
			ca, title = &g.d.Cards[a.B].Actions[a.C], g.d.Cards[a.B].Title
		}
	case srcQuest:
		q := &g.d.Quests[s.Quest]
		if int(a.C) < len(q.Actions) {
			ca, title = &q.Actions[a.C], q.Title
		}
	case srcThreat:
		if a.B < p.NThreats {
			tc := &g.d.Threats[g.t.ThreatColour][p.Threats[a.B]]
			if int(a.C) < len(tc.Actions) {
				ca, title = &tc.Actions[a.C], tc.Title
			}
		}
	}
	if ca == nil {
		return "", "", 0, false
	}
	return title, ca.Text, int(ca.Cost), true
}

// costText words a project's cost ("2× drewno, 1× kamień").
func (g *Game) costText(c [NumRes]uint8) string {
	out := ""
	for r, n := range c {
		if n == 0 {
			continue
		}
		if out != "" {
			out += ", "
		}
		out += strconv.Itoa(int(n)) + "× " + g.d.ResNames[r]
	}
	return out
}

// describeChoice words an option of the pending decision.
func (g *Game) describeChoice(e *engine.Event, a engine.Action, set func(string, ...any), res func(uint8) string) {
	s := &g.s
	d := g.d
	h := s.Dec.Hero
	p := &s.H[h]
	switch s.Dec.Kind {
	case decDraft:
		if a.A < p.NDealt {
			c := &d.Characters[p.Dealt[a.A]]
			set("draft", "name", c.Name, "title", c.Title)
		}
	case decChoose:
		op, _ := g.topOp()
		if op != nil && a.A < op.NAlt {
			if t, ok := d.AltText[op.Alt[a.A]]; ok {
				set("alt", "text", t[0])
			} else {
				set("alt", "text", strconv.Itoa(int(a.A)+1))
			}
		}
	case decKey:
		if a.A == 0 {
			set("key_no")
		} else {
			set("key_yes", "number", d.Cards[uint8(s.Dec.N)].Number+1)
		}
	case decLoad:
		if a.A == 1 {
			set("drop", "res", res(a.B))
		} else if a.B < p.NItems {
			set("discard_item", "title", d.Cards[p.Items[a.B].Card].Title)
		}
	case decWater:
		if a.A == 0 {
			set("drink", "res", res(CleanWater))
		} else {
			set("drink", "res", res(DirtyWater))
		}
	case decDirty:
		if a.A == 0 {
			set("medicine")
		} else {
			set("roll")
		}
	case decSupport:
		if a.A == 0 {
			set("support_none")
		} else if a.A <= numSupport {
			set("support", "title", d.Support[a.A-1].Title)
		}
	case decModify, decPvP:
		switch a.A {
		case modDone:
			set("modify_done")
		case modWood, modStone, modPoison, modComponent:
			set([]string{"", "mod_wood", "mod_stone", "mod_poison", "mod_component"}[a.A])
		case modAbility:
			set("mod_ability", "title", g.abilitySource(h, a.B), "die", []string{"szara", "czerwona", "obie"}[min(int(a.D), 2)])
		case modSupport:
			if a.B < s.Players && s.Combat.Played[a.B] > 0 {
				set("mod_support", "title", d.Support[s.Combat.Played[a.B]-1].Title, "other", g.heroName(a.B))
			}
		}
	case decTransfer:
		if a.A == 0 {
			set("take_self")
		} else {
			set("take_other", "other", g.heroName(a.B))
		}
	case decRetreat:
		set("retreat", "loc", g.locText(a.A))
	case decFightOrder:
		if a.A < maxMon && s.Mon[a.A].Hex != none {
			set("fight", "title", d.Cards[s.Mon[a.A].Enemy].Title)
		}
	case decWho, decTie, decOther:
		set("hero", "other", g.heroName(a.A))
	case decLeader:
		if a.A == h {
			set("leader_keep")
		} else {
			set("leader", "other", g.heroName(a.A))
		}
	case decInspire:
		if a.A == 0 {
			set("inspire_normal")
		} else {
			set("inspire_advanced")
		}
	case decTrade:
		t := &s.Trade
		o := &s.H[t.Partner]
		switch a.A {
		case trCancel:
			set("trade_cancel")
		case trGiveRes:
			set("trade_give", "what", res(a.B))
		case trTakeRes:
			set("trade_take", "what", res(a.B))
		case trGiveItem:
			if a.B < p.NItems {
				set("trade_give", "what", d.Cards[p.Items[a.B].Card].Title)
			}
		case trTakeItem:
			if a.B < o.NItems {
				set("trade_take", "what", d.Cards[o.Items[a.B].Card].Title)
			}
		case trGiveProj:
			if a.B < p.NProj {
				set("trade_give", "what", d.Projects[p.Proj[a.B]].Name)
			}
		case trPropose:
			set("trade_propose")
		}
	case decTradeAnswer:
		if a.A == 0 {
			set("trade_refuse")
		} else {
			set("trade_accept")
		}
	case decMove:
		if a.A == 0 {
			set("move_stop")
		} else {
			set("move_free", "loc", g.locText(a.B))
		}
	case decShare:
		if a.A == 0 {
			set("share_done")
		} else {
			set("share", "res", res(a.B), "other", g.heroName(a.C))
		}
	case decEscape:
		set("escape", "loc", g.locText(a.A))
	case decSteal:
		if a.A == 0 {
			set("steal_none")
		} else {
			set("steal", "res", res(a.B))
		}
	case decDup:
		if a.A == 0 {
			set("dup_return")
		} else {
			set("dup_give", "other", g.heroName(a.B))
		}
	case decScout:
		if a.A < numTiles {
			set("scout", "stack", int(g.t.SlotStack[a.A]))
		}
	case decHeal:
		if a.A < numDmg {
			set("heal", "dmg", d.DmgNames[a.A])
		}
	}
}
