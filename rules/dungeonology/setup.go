package dungeonology

import (
	"stolik/rules/engine"
)

// newGame sets up a game per §3 of the spec. With scholars chosen (not
// drawn), the seats pick in seat order first; the rest of the set-up
// follows the last pick.
func newGame(d *Data, cfg engine.Config, log *engine.Log) (*Game, error) {
	n := cfg.Players
	if n < 2 || n > maxPlayers {
		return nil, engine.Errorf(engine.CodeBadConfig, "dungeonology: %d graczy (dozwolone 2–4)", n)
	}
	g := &Game{d: d, rng: engine.NewRNG(cfg.Seed)}
	s := &g.s
	s.Players = uint8(n)
	s.Viewer = -1
	s.Clan = none
	s.BossZone = none
	yes := func(key, def string) bool { return cfg.Option(key, def) == "yes" }
	if yes("offsets", "yes") {
		s.Opt |= optHalfOffsets
	}
	if yes("luck_spying", "no") {
		s.Opt |= optLuckSpying
	}
	if yes("publish_choice", "yes") {
		s.Opt |= optPublishChoice
	}
	if yes("discard_down", "yes") {
		s.Opt |= optDiscardDown
	}
	if yes("int_per_turn", "yes") {
		s.Opt |= optIntPerTurn
	}
	if yes("priorities", "no") {
		s.Opt |= optPriorities
	}
	if cfg.Option("responses", "all") == "holders" {
		s.Opt |= optHolders
	}

	// Step 7 and 10: the Alert card and the Boss side are chosen or drawn.
	switch a := cfg.Option("alert", "sredni"); a {
	case "random":
		s.Alert = uint8(g.rng.IntN(numAlerts))
	default:
		s.Alert = none
		for i := range d.Alerts {
			if d.Alerts[i].ID == a {
				s.Alert = uint8(i)
			}
		}
		if s.Alert == none {
			return nil, engine.Errorf(engine.CodeBadConfig, "dungeonology: nieznana karta czujności %q", a)
		}
	}
	switch b := cfg.Option("boss", "swarliwy"); b {
	case "swarliwy":
		s.BossSide = bossQuarrelsome
	case "pijany":
		s.BossSide = bossDrunk
	case "random":
		s.BossSide = uint8(g.rng.IntN(2))
	default:
		return nil, engine.Errorf(engine.CodeBadConfig, "dungeonology: nieznana strona bossa %q", b)
	}

	// Step 1: scholars, chosen in seat order or drawn.
	switch cfg.Option("scholars", "choose") {
	case "draw":
		var perm [numScholars]uint8
		for i := range perm {
			perm[i] = uint8(i)
		}
		engine.ShuffleSlice(&g.rng, perm[:])
		for i := 0; i < n; i++ {
			s.P[i].Scholar = perm[i]
			if log != nil {
				log.Add("dungeonology.scholar_drawn", engine.Seat(i), "scholar", g.scholarName(uint8(i)))
			}
		}
		g.finishSetup(log)
	case "choose":
		for i := range s.P {
			s.P[i].Scholar = none
		}
		s.Phase = phSetup
		s.Active = 0
	default:
		return nil, engine.Errorf(engine.CodeBadConfig, "dungeonology: opcja scholars musi być choose albo draw")
	}
	g.advance(log)
	return g, nil
}

// finishSetup runs steps 2–13 once every scholar is known.
func (g *Game) finishSetup(log *engine.Log) {
	s, d := &g.s, g.d
	n := s.Players
	s.Supply = d.CubeCounts
	s.ResReg = d.Regular
	s.ResOmega = d.Omega

	// Step 11: the start zone in the middle, every figure on it.
	g.placeTile(0, pos{0, 0}, none)
	s.Tiles[0].Entered = true

	// Step 2: students up to the limit, from the Reserve.
	for i := uint8(0); i < n; i++ {
		p := &s.P[i]
		p.Zone = 0
		k := min(g.studentLimit(i), s.ResReg)
		p.Students = k
		s.ResReg -= k
	}

	// Step 3: the randomizer names the first player by colour.
	for {
		c := d.Random[g.rng.IntN(numRandom)].Colour
		if c < n {
			s.First = c
			break
		}
	}
	s.Active = s.First
	if log != nil {
		log.Add("dungeonology.first_player", engine.Seat(s.First), "colour", d.SeatColours[s.First])
	}

	// Step 4: the trick deck, dealt 1/2/3/4 in turn order.
	for i := range s.Deck {
		s.Deck[i] = uint8(i)
	}
	s.DeckN = numTricks
	engine.ShuffleSlice(&g.rng, s.Deck[:])
	for k := uint8(0); k < n; k++ {
		seat := (s.First + k) % n
		for j := uint8(0); j <= k; j++ {
			g.drawCard(seat, nil)
		}
	}

	// Step 6: one Panic card, unseen (Laetus is the only boss: every card fits).
	s.Panic = uint8(g.rng.IntN(numPanics))
	// Step 8: the secret Clan card.
	s.Clan = uint8(g.rng.IntN(numClans))
	// Step 9: the jinx deck; the interns wait face up by the table.
	for i := range s.JDeck {
		s.JDeck[i] = uint8(i)
	}
	s.JDeckN = numJinx
	engine.ShuffleSlice(&g.rng, s.JDeck[:])
	for i := range s.InternOwner {
		s.InternOwner[i] = none
	}
	for i := range s.TrapPool {
		s.TrapPool[i] = uint8(i) + 1
	}
	s.TrapN = numTraps
	s.Teleports = d.Teleports

	// Step 12: three face-down stacks, one per level.
	for z := uint8(1); z < numZones; z++ {
		lv := d.Zones[z].Level - 1
		s.Stack[lv][s.StackN[lv]] = z
		s.StackN[lv]++
	}
	for lv := range s.Stack {
		engine.ShuffleSlice(&g.rng, s.Stack[lv][:s.StackN[lv]])
	}

	// Step 13: the University, filled as the Alert card says.
	al := &d.Alerts[s.Alert]
	g.fillUniversity(al.SetupReg*n, al.SetupO)
	if log != nil {
		log.Add("dungeonology.setup", engine.GameOver, "alert", al.Level, "boss", d.Boss[s.BossSide].Name)
	}
	s.Round = 1
	s.Phase = phStart
}

// fillUniversity adds students from the Reserve to the bag (never emptying
// it first); what the Reserve lacks is not added.
func (g *Game) fillUniversity(reg, omega uint8) {
	s := &g.s
	r := min(reg, s.ResReg)
	s.ResReg -= r
	s.BagReg += r
	o := min(omega, s.ResOmega)
	s.ResOmega -= o
	s.BagOmega += o
}

func (g *Game) scholarName(seat uint8) string {
	p := &g.s.P[seat]
	if p.Scholar >= numScholars {
		return "?"
	}
	sc := &g.d.Scholars[p.Scholar]
	return sc.Name + ", " + sc.Profession
}
