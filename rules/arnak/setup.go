package arnak

import (
	"strconv"

	"stolik/rules/engine"
)

// newGame sets up a Bird Temple game (§3.4).
func newGame(d *Data, cfg engine.Config, log *engine.Log) (*Game, error) {
	n := cfg.Players
	if n < 1 || n > maxPlayers {
		return nil, engine.Errorf(engine.CodeBadConfig, "arnak: %d players (1-4)", n)
	}
	diff := 0
	if v, ok := cfg.Options["difficulty"]; ok {
		x, err := strconv.Atoi(v)
		if err != nil || x < 0 || x > 5 {
			return nil, engine.Errorf(engine.CodeBadConfig, "arnak: difficulty %q", v)
		}
		diff = x
	}
	side := uint8(0)
	switch v := cfg.Option("side", "bird"); v {
	case "bird":
	case "snake":
		if d.Snake == nil {
			return nil, engine.Errorf(engine.CodeBadConfig, "arnak: no Snake side data")
		}
		d, side = d.Snake, 1
	default:
		return nil, engine.Errorf(engine.CodeBadConfig, "arnak: side %q", v)
	}
	g := &Game{d: d, rng: engine.NewRNG(cfg.Seed)}
	s := &g.s
	s.Side = side
	r := &g.rng
	s.Players = uint8(n)
	s.Round = 1
	s.Reveal = [2]uint8{none, none}
	stack := n
	if n == 1 {
		stack = 2
	}

	for i := range s.ItemDeck {
		s.ItemDeck[i] = uint8(firstItem + i)
	}
	s.NItem = numItems
	engine.ShuffleSlice(r, s.ItemDeck[:])
	for i := range s.ArtDeck {
		s.ArtDeck[i] = uint8(firstArtifact + i)
	}
	s.NArt = numArtifacts
	engine.ShuffleSlice(r, s.ArtDeck[:])
	for i := range s.Row {
		s.Row[i] = none
	}
	s.Row[0] = s.drawArt()
	for i := 1; i < 6; i++ {
		s.Row[i] = s.drawItem()
	}
	s.FearDeck = numFear

	// Idols: one face up on each level I site, face up + face down on level II.
	var idols [numIdols]uint8
	for i := range idols {
		idols[i] = uint8(i)
	}
	engine.ShuffleSlice(r, idols[:])
	k := 0
	for i := range d.Sites {
		s.SiteGuard[i] = none
		s.Idol[i] = [2]uint8{none, none}
		if d.Sites[i].Level == 0 {
			s.SiteTile[i] = 0
			continue
		}
		s.SiteTile[i] = none
		s.Idol[i][0] = idols[k]
		k++
		if d.Sites[i].Level == 2 {
			s.Idol[i][1] = hiddenIdol
			k++
		}
	}
	// Blocking: the second space of camps (all in 1–2 players, 3 random in 3).
	switch {
	case n <= 2:
		for c := 0; c < numCamps; c++ {
			s.Occ[c][1] = occBlocked
		}
	case n == 3:
		var camps [numCamps]uint8
		for i := range camps {
			camps[i] = uint8(i)
		}
		engine.ShuffleSlice(r, camps[:])
		for _, c := range camps[:3] {
			s.Occ[c][1] = occBlocked
		}
	}
	for i := range s.Temple {
		s.Temple[i] = uint8(stack)
	}
	var bonus [numBonuses]uint8
	for i := range bonus {
		bonus[i] = uint8(i)
	}
	engine.ShuffleSlice(r, bonus[:])
	b := 0
	for i := 0; i < stack; i++ {
		s.Lost[i] = bonus[b]
		b++
	}
	s.NLost = uint8(stack)
	for i := range s.Bonus {
		s.Bonus[i] = none
		m := d.NodeMark[i]
		if m == bonusAll || (m == bonusThree && n >= 3) || (m == bonusFour && n == 4) {
			s.Bonus[i] = bonus[b]
			b++
		}
	}
	if d.MultiRow != 0 {
		// G20: as many as the board's data says for this count (solo: as 2).
		s.NMulti = d.MultiTiles[stack-1]
		for i := 0; i < int(s.NMulti); i++ {
			s.Multi[i] = bonus[b]
			b++
		}
	}
	for i := range s.Stack1 {
		s.Stack1[i] = uint8(i)
	}
	s.N1 = numTiles1
	engine.ShuffleSlice(r, s.Stack1[:])
	for i := range s.Stack2 {
		s.Stack2[i] = uint8(numTiles1 + i)
	}
	s.N2 = numTiles2
	engine.ShuffleSlice(r, s.Stack2[:])
	for i := range s.GStack {
		s.GStack[i] = uint8(i)
	}
	s.NG = numGuardians
	engine.ShuffleSlice(r, s.GStack[:])
	var asst [numAssistants]uint8
	for i := range asst {
		asst[i] = uint8(i)
	}
	engine.ShuffleSlice(r, asst[:])
	if d.RescueNode == none {
		for i := 0; i < 3; i++ {
			copy(s.AStack[i][:], asst[i*4:i*4+4])
			s.NA[i] = 4
		}
	} else {
		// Snake: the rescue stack first, then stacks of 3, 3 and the rest.
		s.NRescue = uint8(copy(s.Rescue[:stack], asst[:stack]))
		rest := asst[stack:]
		for i, k := range [3]int{3, 3, len(rest) - 6} {
			s.NA[i] = uint8(copy(s.AStack[i][:k], rest[:k]))
			rest = rest[k:]
		}
	}

	for i := 0; i < n; i++ {
		p := &s.P[i]
		seat := i
		if n == 1 {
			seat = 1 // the solo player is the second player
		}
		for c := 0; c < int(NumRes); c++ {
			p.Res[c] = int16(d.StartRes[seat][c])
		}
		for c := uint8(0); c < numBasic; c++ {
			p.Deck.push(c)
		}
		p.Deck.push(cardFear)
		p.Deck.push(cardFear)
		s.FearDeck -= 2
		engine.ShuffleSlice(r, p.Deck.C[:p.Deck.N])
		p.Asst = [2]uint8{none, none}
	}
	if n == 1 {
		g.setupRival(diff)
	}
	if log != nil {
		log.Add("arnak.setup", engine.GameOver, "count", n)
	}
	g.startRound(log)
	return g, nil
}

func (s *state) drawItem() uint8 {
	if s.NItem == 0 {
		return none
	}
	s.NItem--
	c := s.ItemDeck[s.NItem]
	s.ItemDeck[s.NItem] = 0
	return c
}

func (s *state) drawArt() uint8 {
	if s.NArt == 0 {
		return none
	}
	s.NArt--
	c := s.ArtDeck[s.NArt]
	s.ArtDeck[s.NArt] = 0
	return c
}

// startRound draws every hand up to 5 and gives the first turn (the rival
// acts first in solo).
func (g *Game) startRound(log *engine.Log) {
	s := &g.s
	for i := 0; i < int(s.Players); i++ {
		p := &s.P[i]
		p.Passed = false
		drawn := 0
		for p.Hand.N < 5 && p.Deck.N > 0 {
			p.Hand.push(p.Deck.remove(0))
			drawn++
		}
		if drawn > 0 {
			if log != nil {
				log.Reveal("arnak.draw", engine.Seat(i), "count", drawn)
			}
		}
	}
	if log != nil {
		log.Add("arnak.round", engine.GameOver, "round", int(s.Round))
	}
	s.Active = s.First
	s.MainDone, s.PassAfter, s.MainEff, s.NFrames = false, false, false, 0
	s.Pool = [NumTravel]uint8{}
	if s.Rival.On {
		g.rivalTurn(log)
	}
}
