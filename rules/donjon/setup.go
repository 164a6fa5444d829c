package donjon

import (
	"strconv"

	"stolik/rules/engine"
)

// newGame sets up a game per §3 of the spec.
func newGame(d *Data, cfg engine.Config, log *engine.Log) (*Game, error) {
	n := cfg.Players
	if n < 2 || n > maxPlayers {
		return nil, engine.Errorf(engine.CodeBadConfig, "donjon: %d players (allowed 2-4)", n)
	}
	g := &Game{d: d, rng: engine.NewRNG(cfg.Seed)}
	s := &g.s
	s.Players = uint8(n)
	s.First = uint8(g.rng.IntN(n)) // G27
	s.Active = s.First
	for t := 0; t < int(NumTypes); t++ {
		s.Supply[t] = uint8(min(d.Supply[t], 255))
	}
	s.InnTerrace = uint8(min(d.GroupTokens, 255))

	// Objectives (§3.3).
	if err := g.setupObjectives(cfg); err != nil {
		return nil, err
	}

	// Power board (§3.2).
	for i := range d.Swords {
		s.SwordDeck[i] = uint8(i)
	}
	s.SwordN = uint8(len(d.Swords))
	engine.ShuffleSlice(&g.rng, s.SwordDeck[:s.SwordN])
	for i := range d.VIPs {
		s.VIPDeck[i] = uint8(i)
	}
	s.VIPN = uint8(len(d.VIPs))
	engine.ShuffleSlice(&g.rng, s.VIPDeck[:s.VIPN])
	for i := range s.VIPMarket {
		s.VIPMarket[i] = s.drawVIP()
	}
	for i := range d.Potions {
		s.PotionDeck[i] = uint8(i)
	}
	s.PotionN = uint8(len(d.Potions))
	engine.ShuffleSlice(&g.rng, s.PotionDeck[:s.PotionN])
	for i := range s.PotionMarket {
		s.PotionMarket[i] = g.drawPotion()
	}

	// Dungeons (§3.4).
	var tiles [numTiles]uint8
	for i := range tiles {
		tiles[i] = uint8(i)
	}
	engine.ShuffleSlice(&g.rng, tiles[:])
	for p := 0; p < n; p++ {
		dg := &s.P[p]
		for _, t := range d.StartEntrance {
			if s.Supply[t] > 0 {
				s.Supply[t]--
				dg.M[LocE][t]++
			}
		}
		if s.InnTerrace > 0 {
			s.InnTerrace--
			dg.Groups[d.GroupRoom-1]++
		}
		dg.Keeper = tiles[p]
	}

	// Terra Amata (§3.5).
	var pool [64]uint8
	np := copy(pool[:], d.AreaPool)
	engine.ShuffleSlice(&g.rng, pool[:np])
	for i := 0; i < np; i++ {
		t := pool[i]
		if s.Supply[t] == 0 {
			continue
		}
		s.Supply[t]--
		if i < d.ForestStart {
			s.Areas[Forest][t]++
		} else {
			s.Areas[Swamp][t]++
		}
	}
	for i := range d.Inns {
		s.InnDeck[i] = uint8(i)
	}
	s.InnN = uint8(len(d.Inns))
	engine.ShuffleSlice(&g.rng, s.InnDeck[:s.InnN])
	for i, t := range d.Threats {
		if inThreatDeck(t.Deck, n) {
			s.ThreatDeck[s.ThreatN] = uint8(i)
			s.ThreatN++
		}
	}
	engine.ShuffleSlice(&g.rng, s.ThreatDeck[:s.ThreatN])
	switch cfg.Option("keeper_peek", "no") {
	case "no":
	case "yes":
		s.Peek = true
	default:
		return nil, engine.Errorf(engine.CodeBadConfig, "donjon: keeper_peek=%q", cfg.Option("keeper_peek", ""))
	}
	s.Phase = phThreat
	g.advance(log)
	return g, nil
}

// inThreatDeck: green for 2-4 players, yellow for 3-4, blue for 4.
func inThreatDeck(deck uint8, players int) bool {
	return int(deck) <= players-2
}

func (g *Game) setupObjectives(cfg engine.Config) error {
	d, s := g.d, &g.s
	mode := cfg.Option("objectives", "basic")
	for col := uint8(0); col < 4; col++ {
		var cand [8]uint8
		nc := 0
		for i, o := range d.Objectives {
			if o.Colour != col {
				continue
			}
			if mode == "basic" && o.Advanced {
				continue
			}
			cand[nc] = uint8(i)
			nc++
		}
		switch mode {
		case "basic", "advanced":
			if nc == 0 {
				return engine.Errorf(engine.CodeBadConfig, "donjon: no objective of colour %d", col)
			}
			// Every face is one (tile, side) pair, so a uniform face is a
			// uniform tile with a uniform side.
			s.Objectives[col] = cand[g.rng.IntN(nc)]
		case "custom":
		default:
			return engine.Errorf(engine.CodeBadConfig, "donjon: objectives=%q", mode)
		}
	}
	if mode != "custom" {
		return nil
	}
	var seen [4]bool
	for i := 1; i <= 4; i++ {
		id := cfg.Option("obj"+strconv.Itoa(i), "")
		idx := -1
		for j, o := range d.Objectives {
			if o.ID == id {
				idx = j
			}
		}
		if idx < 0 {
			return engine.Errorf(engine.CodeBadConfig, "donjon: obj%d=%q is not an objective face", i, id)
		}
		col := d.Objectives[idx].Colour
		if seen[col] {
			return engine.Errorf(engine.CodeBadConfig, "donjon: two objectives of one colour (%s)", id)
		}
		seen[col] = true
		s.Objectives[col] = uint8(idx)
	}
	return nil
}

func (s *core) drawVIP() uint8 {
	if s.VIPN == 0 {
		return none
	}
	s.VIPN--
	return s.VIPDeck[s.VIPN]
}

func (g *Game) drawPotion() uint8 {
	s := &g.s
	return drawReshuffling(s.PotionDeck[:], &s.PotionN, s.PotionDisc[:], &s.PotionDiscN, &g.rng)
}

func (g *Game) drawSword() uint8 {
	s := &g.s
	return drawReshuffling(s.SwordDeck[:], &s.SwordN, s.SwordDisc[:], &s.SwordDiscN, &g.rng)
}

// drawReshuffling takes the top card of deck (its first n entries), first
// shuffling the discard pile into it when it is empty; none when both are.
func drawReshuffling(deck []uint8, n *uint8, disc []uint8, discN *uint8, rng *engine.RNG) uint8 {
	if *n == 0 {
		if *discN == 0 {
			return none
		}
		copy(deck, disc[:*discN])
		*n, *discN = *discN, 0
		engine.ShuffleSlice(rng, deck[:*n])
	}
	*n--
	return deck[*n]
}
