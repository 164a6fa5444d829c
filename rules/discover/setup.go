package discover

import (
	"strconv"

	"stolik/rules/engine"
)

// newGame sets a game up (spec §3) up to the first decision: the
// character draft.
func newGame(d *Data, cfg engine.Config, log *engine.Log) (*Game, error) {
	n := cfg.Players
	if n < 1 || n > maxPlayers {
		return nil, engine.Errorf(engine.CodeBadConfig, "discover: %d graczy (dozwolone 1–4)", n)
	}
	sc, err := strconv.Atoi(cfg.Option("scenario", "1"))
	if err != nil || sc < 1 || sc > 5 {
		return nil, engine.Errorf(engine.CodeBadConfig, "discover: scenariusz %q (dozwolone 1–5)", cfg.Option("scenario", "1"))
	}
	if sc == 5 && n < 2 {
		return nil, engine.Errorf(engine.CodeBadConfig, "discover: scenariusz 5 wymaga co najmniej 2 graczy")
	}
	scen := &d.Scenarios[sc-1]
	g := &Game{d: d, t: d.Terrains[scen.Terrain], rng: engine.NewRNG(cfg.Seed)}
	s := &g.s
	s.Players, s.Scenario, s.Terrain, s.Side = uint8(n), uint8(sc), uint8(scen.Terrain), scen.Side
	s.Quest = uint8(scen.Stages[0])
	s.Phase = phDraft
	s.Day = 1
	log.Add("discover.setup", engine.GameOver, "scenario", sc, "title", scen.Title, "terrain", g.t.Name)

	// 2. The tribe leader: everyone rolls, the highest leads, ties roll
	// again; alone, the only player leads.
	g.chooseLeader(log)

	// 3. The night deck: phase II shuffled, phase I shuffled on top (the
	// top of every deck is its last element).
	var nI, nII []uint8
	for i := range d.Night {
		if d.Night[i].Phase == 1 {
			nI = append(nI, uint8(i))
		} else {
			nII = append(nII, uint8(i))
		}
	}
	engine.ShuffleSlice(&g.rng, nII)
	engine.ShuffleSlice(&g.rng, nI)
	s.NNight = uint8(copy(s.Night[:], nII))
	s.NNight += uint8(copy(s.Night[s.NNight:], nI))

	// 4a. Numbered decks in numeric order, one variant of each
	// de-duplicated number kept at random.
	for id := range d.Cards {
		c := &d.Cards[id]
		if c.Terrain == int8(s.Terrain) || c.Deck == deckCrafted || (c.Deck == deckEncounter && sc == 5) {
			s.Left[id] = c.Copies
		}
	}
	for k, num := range g.t.Dedup {
		vars := g.variants(num)
		for _, v := range vars {
			s.Left[v] = 0
		}
		keep := vars[g.rng.IntN(len(vars))]
		s.Left[keep] = 1
		s.Dedup[k] = keep
	}
	// 4b. Projects: the normal deck shuffled, the advanced one if the
	// sheet uses it. Scenario 5 lays them all face up (§4.22).
	for i := 0; i < numProjects; i++ {
		switch {
		case sc == 5 && (!d.Projects[i].Advanced || g.t.Advanced):
			s.Table[s.NTable] = uint8(i)
			s.NTable++
		case sc == 5:
		case !d.Projects[i].Advanced:
			s.ProjDeck[s.NProjDeck] = uint8(i)
			s.NProjDeck++
		case g.t.Advanced:
			s.AdvDeck[s.NAdv] = uint8(i)
			s.NAdv++
		}
	}
	engine.ShuffleSlice(&g.rng, s.ProjDeck[:s.NProjDeck])
	engine.ShuffleSlice(&g.rng, s.AdvDeck[:s.NAdv])
	// 4c. Threats of the sheet's colour.
	for i := 0; i < numThreat; i++ {
		s.Threat[i] = uint8(i)
	}
	s.NThreat = numThreat
	engine.ShuffleSlice(&g.rng, s.Threat[:])
	// 4d. Terrain tokens, one face-down pool per back.
	for i, tok := range g.t.Tokens {
		ty := tok.Type
		s.LandPool[ty][s.NLand[ty]] = uint8(i)
		s.NLand[ty]++
	}
	for ty := range s.NLand {
		engine.ShuffleSlice(&g.rng, s.LandPool[ty][:s.NLand[ty]])
	}
	for i := range s.MonPool {
		s.MonPool[i] = uint8(i)
	}
	s.NMonPool = numMonTokens
	engine.ShuffleSlice(&g.rng, s.MonPool[:])
	for i := range s.WaterPool {
		s.WaterPool[i] = uint8(i)
	}
	s.NWater = numWater
	engine.ShuffleSlice(&g.rng, s.WaterPool[:])
	if sc == 5 {
		for _, id := range d.Encounters {
			if s.NEnc < maxEnc {
				s.Enc[s.NEnc] = id
				s.NEnc++
			}
		}
		engine.ShuffleSlice(&g.rng, s.Enc[:s.NEnc])
	}

	// 5. The map: the start tile in the middle, the stacks shuffled and
	// laid face down in the sheet's layout.
	for h := range s.Hx {
		s.Hx[h].Land, s.Hx[h].Water = none, none
	}
	var stacks [5][]uint8
	for i := 1; i < numTiles; i++ {
		st := g.t.Tiles[i].Stack
		stacks[st] = append(stacks[st], uint8(i))
	}
	for st := range stacks {
		engine.ShuffleSlice(&g.rng, stacks[st])
	}
	for slot := 1; slot < numTiles; slot++ {
		st := g.t.SlotStack[slot]
		s.Slot[slot] = stacks[st][0]
		stacks[st] = stacks[st][1:]
	}
	s.Slot[0], s.SlotUp[0] = 0, true
	s.Hx[g.t.CampHex].Fire = 1
	// PROPOSED (G5): the start tile's symbols are filled as if scouted.
	g.fillSlot(0)

	// 6. Characters: 2 dealt to each player (4 alone), each keeps one.
	for i := range s.CharDeck {
		s.CharDeck[i] = uint8(i)
	}
	s.NCharDeck = numChars
	engine.ShuffleSlice(&g.rng, s.CharDeck[:])
	deal := int(d.Setup[n].Deal)
	for h := 0; h < n; h++ {
		p := &s.H[h]
		for k := 0; k < deal; k++ {
			s.NCharDeck--
			p.Dealt[k] = s.CharDeck[s.NCharDeck]
		}
		p.NDealt = uint8(deal)
		log.Push(engine.Event{Key: "discover.dealt", Seat: engine.Seat(h), Count: deal, Private: true,
			PublicKey: "discover.dealt_public", Args: map[string]any{"names": g.dealtNames(h), "count": deal}})
	}

	// 7. Heroes: stamina, 1 food and 1 clean water, support cards (not
	// alone), projects (not in scenario 5), the pawn in the camp.
	for h := 0; h < n; h++ {
		p := &s.H[h]
		p.Stamina = d.Setup[n].Stamina
		p.Res[Food], p.Res[CleanWater] = 1, 1
		p.Support = n > 1
		p.Hex = g.t.CampHex
		p.Char, p.Pick = none, none
		if sc != 5 {
			for k := 0; k < int(d.Setup[n].Projects); k++ {
				g.drawProject(h, false, log)
			}
		}
	}
	s.Dec = decision{Kind: decDraft, Hero: 0}
	return g, nil
}

// variants lists the card ids of a de-duplicated search number on this
// terrain.
func (g *Game) variants(num int) []uint8 {
	var out []uint8
	for _, id := range g.d.ByNumber[num] {
		c := &g.d.Cards[id]
		if c.Terrain == int8(g.s.Terrain) && c.Deck == deckSearch {
			out = append(out, id)
		}
	}
	return out
}

func (g *Game) dealtNames(h int) string {
	p := &g.s.H[h]
	out := ""
	for k := 0; k < int(p.NDealt); k++ {
		if k > 0 {
			out += ", "
		}
		out += g.d.Characters[p.Dealt[k]].Name
	}
	return out
}

// chooseLeader rolls for the tribe leader (§3 step 2): the highest roll
// leads; tied players roll again.
func (g *Game) chooseLeader(log *engine.Log) {
	s := &g.s
	if s.Players == 1 {
		s.Leader = 0
		return
	}
	in := uint8(1<<s.Players - 1)
	for {
		best, who := 0, uint8(0)
		var roll [maxPlayers]int
		for h := 0; h < int(s.Players); h++ {
			if in&(1<<h) == 0 {
				continue
			}
			roll[h] = g.d12()
			log.Reveal("discover.leader_roll", engine.Seat(h), "roll", roll[h])
			if roll[h] > best {
				best, who = roll[h], 0
			}
			if roll[h] == best {
				who |= 1 << h
			}
		}
		if who&(who-1) == 0 {
			for h := 0; h < int(s.Players); h++ {
				if who&(1<<h) != 0 {
					s.Leader = uint8(h)
					log.Add("discover.leader", engine.Seat(h))
				}
			}
			return
		}
		in = who
	}
}

// d12 rolls one twelve-sided die from the state's generator.
func (g *Game) d12() int { return 1 + g.rng.IntN(12) }

// finishDraft reveals every kept character at once and starts day 1.
func (g *Game) finishDraft(log *engine.Log) {
	s := &g.s
	for h := 0; h < int(s.Players); h++ {
		p := &s.H[h]
		p.Char = p.Dealt[p.Pick]
		c := &g.d.Characters[p.Char]
		log.Reveal("discover.character", engine.Seat(h), "name", c.Name, "title", c.Title)
		s.H[h].NDealt = 0
	}
	s.Phase = phDay
	s.Active, s.First = s.Leader, s.Leader
	// 3. Special set-up of the terrain sheet (PROPOSED: after step 5).
	if g.t.Special != noEffect {
		g.push(g.t.Special, s.Leader, none, log)
	}
	g.enterStage(log)
	log.Add("discover.day", engine.GameOver, "day", int(s.Day))
	log.Add("discover.turn", engine.Seat(s.Active))
}

// enterStage shows the current quest card and runs its entry effect.
func (g *Game) enterStage(log *engine.Log) {
	s := &g.s
	q := &g.d.Quests[s.Quest]
	s.Delivered = 0
	log.Add("discover.stage", engine.GameOver, "id", q.ID, "title", q.Title, "text", g.d.Plain(q.Text))
	if q.OnEnter != noEffect {
		g.push(q.OnEnter, s.Leader, none, log)
	}
}

// fillSlot places face-down landscape and water-source tokens on a
// revealed slot's symbols (§4.5).
func (g *Game) fillSlot(slot int) {
	s := &g.s
	for k := 0; k < tileSpaces; k++ {
		h := uint8(slot*tileSpaces + k)
		sp := g.space(h)
		if sp.Land != none {
			if tok, ok := g.drawLand(sp.Land); ok {
				s.Hx[h].Land, s.Hx[h].LandUp = tok, false
			}
		}
		if sp.Water && s.NWater > 0 {
			s.NWater--
			s.Hx[h].Water, s.Hx[h].WaterUp = s.WaterPool[s.NWater], false
		}
	}
}

// drawLand draws from a landscape pool, reshuffling the spent tokens of
// that type when it is empty (§4.5; PROPOSED: spent ones only).
func (g *Game) drawLand(ty uint8) (uint8, bool) {
	s := &g.s
	if s.NLand[ty] == 0 {
		if s.NLandDisc[ty] == 0 {
			return none, false
		}
		s.NLand[ty] = uint8(copy(s.LandPool[ty][:], s.LandDisc[ty][:s.NLandDisc[ty]]))
		s.NLandDisc[ty] = 0
		engine.ShuffleSlice(&g.rng, s.LandPool[ty][:s.NLand[ty]])
	}
	s.NLand[ty]--
	return s.LandPool[ty][s.NLand[ty]], true
}

// discardLand puts a spent landscape token beside its pool, face up.
func (g *Game) discardLand(tok uint8) {
	s := &g.s
	ty := g.t.Tokens[tok].Type
	if s.NLandDisc[ty] < maxLandPile {
		s.LandDisc[ty][s.NLandDisc[ty]] = tok
		s.NLandDisc[ty]++
	}
}
