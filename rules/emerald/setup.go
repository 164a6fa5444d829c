package emerald

import (
	"strings"

	"stolik/rules/engine"
)

// newGame sets the game up (§3) up to the first set-up agent placement.
func newGame(d *Data, cfg engine.Config, log *engine.Log) (*Game, error) {
	n := cfg.Players
	if n < 2 || n > maxPlayers {
		return nil, engine.Errorf(engine.CodeBadConfig, "emerald: %d players (2-5)", n)
	}
	g := &Game{d: d, rng: engine.NewRNG(cfg.Seed)}
	s := &g.s
	r := &g.rng
	ru := &d.Rules
	s.Players = uint8(n)
	s.Viewer = -1
	s.KillBoxEffective = ru.KillBoxEffectiveFaction
	s.ZombiePieces = ru.ZombiesArePieces
	switch v := cfg.Option("voluntary_reveal", yesNo(ru.VoluntaryReveal)); v {
	case "yes", "no":
		s.Voluntary = v == "yes"
	default:
		return nil, engine.Errorf(engine.CodeBadConfig, "emerald: voluntary_reveal %q", v)
	}
	def := "player"
	if !ru.LestradeOnePlayer {
		def = "city"
	}
	switch v := cfg.Option("lestrade", def); v {
	case "player", "city":
		s.LestradeCity = v == "city"
	default:
		return nil, engine.Errorf(engine.CodeBadConfig, "emerald: lestrade %q", v)
	}

	// Steps 2–7: each city's stack is its city card, its royalty card and
	// the game cards for the player count, shuffled; the rest go back to
	// the box unseen (G28).
	var game [numGame]uint8
	for i := range game {
		game[i] = d.FirstGame + uint8(i)
	}
	engine.ShuffleSlice(r, game[:])
	per := ru.CardsPerSpace[n]
	k := 0
	for c := range s.C {
		ct := &s.C[c]
		ct.Royal = none
		for j := 0; j < per; j++ {
			ct.Stack[ct.N] = game[k]
			ct.N++
			k++
		}
		ct.Stack[ct.N] = d.Cities[c].CityCard
		ct.Stack[ct.N+1] = d.Cities[c].Royal
		ct.N += 2
		ct.HiddenCity, ct.HiddenRoyal = true, true
		engine.ShuffleSlice(r, ct.Stack[:ct.N])
	}
	for ; k < numGame; k++ {
		s.Box[s.BoxN] = game[k]
		s.BoxN++
	}
	log.Add("emerald.setup", engine.GameOver, "count", n, "cards", per)
	for c := range s.C {
		g.revealTop(c, log)
	}

	// Steps 10–15: pieces, decks, identities, sanity.
	s.Zombies = uint8(ru.Zombies)
	var ids [numIdentities]uint8
	for i := range ids {
		ids[i] = factL
		if i < ru.IdentR {
			ids[i] = factR
		}
	}
	engine.ShuffleSlice(r, ids[:])
	for i := 0; i < n; i++ {
		p := &s.P[i]
		p.Agents = uint8(ru.Agents)
		p.Cubes = uint8(ru.Cubes - ru.CubesInLimbo)
		p.Limbo = uint8(ru.CubesInLimbo)
		p.Sanity = uint8(ru.Sanity)
		p.Armed = true
		for _, c := range d.start {
			p.Deck.push(c)
		}
		engine.ShuffleSlice(r, p.Deck.list())
		p.Identity = ids[i]
		log.Push(engine.Event{Key: "emerald.identity", Seat: engine.Seat(i), Private: true,
			PublicKey: "emerald.identity_dealt", Reveal: true,
			Args: map[string]any{"faction": g.factionName(ids[i])}})
		g.draw(i, ru.Hand, log)
	}
	for i := n; i < numIdentities; i++ {
		s.Aside[s.AsideN] = ids[i]
		s.AsideN++
	}
	// Step 16: a random first player; two rounds of agent placement.
	s.First = uint8(r.IntN(n))
	s.Active = s.First
	s.Setup = uint8(ru.StartAgents * n)
	log.Add("emerald.first", engine.Seat(s.First))
	return g, nil
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// revealTop turns the top card of city c face up; royalty slides to the
// royalty slot and the next card is revealed (§3 step 7, §4.2, G34), and
// after Stowarzyszenie Leopolda a Zombie or Wampiry card leaves the game
// (G22).
func (g *Game) revealTop(c int, log *engine.Log) {
	s, d := &g.s, g.d
	ct := &s.C[c]
	for ct.N > 0 {
		top := ct.Stack[ct.N-1]
		card := &d.Cards[top]
		switch {
		case card.Kind == kindRoyal:
			ct.HiddenRoyal = false
			ct.Royal = top
			ct.N--
			ct.Stack[ct.N] = 0
			log.Reveal("emerald.royal_up", engine.GameOver, "city", d.Cities[c].Name, "card", card.Name)
			continue
		case card.Leopold && s.Leopold && d.Rules.LeopoldRemovesRevealed:
			ct.N--
			ct.Stack[ct.N] = 0
			s.remove(top)
			log.Reveal("emerald.leopold_stack", engine.GameOver, "city", d.Cities[c].Name, "card", card.Name)
			continue
		}
		if card.Kind == kindCity {
			ct.HiddenCity = false
		}
		log.Reveal("emerald.top", engine.GameOver, "city", d.Cities[c].Name, "card", card.Name)
		return
	}
}

// remove puts a card out of the game face up.
func (s *state) remove(c uint8) {
	if int(s.RemovedN) < removedCap {
		s.Removed[s.RemovedN] = c
		s.RemovedN++
	}
}

// draw gives seat i up to n cards from its deck, shuffling the discard
// pile into a new deck when it runs out (§4.4). The drawer's log names the
// cards; the others see how many.
func (g *Game) draw(i, n int, log *engine.Log) int {
	s := &g.s
	p := &s.P[i]
	var names []string
	got := 0
	for ; got < n; got++ {
		if p.Deck.N == 0 {
			if p.Discard.N == 0 {
				break
			}
			p.Deck = p.Discard
			p.Discard = zone{}
			engine.ShuffleSlice(&g.rng, p.Deck.list())
			log.Reveal("emerald.reshuffle", engine.Seat(i), "count", int(p.Deck.N))
		}
		c := p.Deck.pop()
		p.Hand.insert(c)
		if log != nil {
			names = append(names, g.d.Cards[c].Name)
		}
	}
	if got > 0 && log != nil {
		log.Push(engine.Event{Key: "emerald.drew", Seat: engine.Seat(i), Count: got, Private: true,
			PublicKey: "emerald.draw", Reveal: true,
			Args: map[string]any{"count": got, "cards": strings.Join(names, ", ")}})
	}
	return got
}

// factionName is the Polish name of a faction from the data.
func (g *Game) factionName(f uint8) string {
	switch f {
	case factR:
		return g.d.Identity.RName
	case factL:
		return g.d.Identity.LName
	}
	return "?"
}

// StageHand moves cards into seat's hand until it holds n or nothing is
// left to move: its deck, then its discard pile, then the game cards in
// the box (left over at set-up, G28). Every card only changes zone. It is
// for tests and screenshots of large hands: the rules set no hand limit
// (G27), but bots never hoard, so no seeded game reaches one.
func (g *Game) StageHand(seat, n int) {
	if seat < 0 || seat >= int(g.s.Players) {
		return
	}
	p := &g.s.P[seat]
	n = min(n, zoneCap)
	for int(p.Hand.N) < n && p.Deck.N > 0 {
		p.Hand.insert(p.Deck.pop())
	}
	for int(p.Hand.N) < n && p.Discard.N > 0 {
		p.Hand.insert(p.Discard.pop())
	}
	for int(p.Hand.N) < n && g.s.BoxN > 0 {
		g.s.BoxN--
		p.Hand.insert(g.s.Box[g.s.BoxN])
		g.s.Box[g.s.BoxN] = 0
	}
}
