package arnak

import (
	"testing"

	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

// Basic card ids (cards.toml order): a car and a ship copy of each.
const (
	fundingCar uint8 = iota
	fundingShip
	explorationCar
	explorationShip
)

// Bird sites (board_bird.toml order): camps 0–4 (2 coins, 2 compasses,
// 2 tablets, an arrowhead, a discard for a jewel; spaces 1 and 2 boots),
// level I row 1 at 5–8 (car, car, ship, ship), row 2 at 9–12 (the same),
// level II at 13–16 (2 cars, 2 cars, 2 ships, 2 ships).
const (
	campCoins   = 0
	campCompass = 1
	campTablets = 2
	campArrow   = 3
	campJewel   = 4
	siteI1      = numCamps     // car
	siteI3      = numCamps + 2 // ship
	siteII1     = numCamps + 8 // 2 cars
)

func newTestGame(t testing.TB, players int, seed uint64, opts map[string]string) *Game {
	return enginetest.NewGame[*Game](t, Title(), engine.Config{Players: players, Seed: seed, Options: opts})
}

// playRandom plays uniformly random legal decisions to the end.
func playRandom(t testing.TB, g *Game, seed uint64) int {
	return enginetest.PlayRandom(t, g, seed, kindNames)
}

func engineDig(site, space int, mask uint16, pilots uint8) engine.Action {
	return engine.Action{Kind: KindDig, A: uint8(site), B: uint8(space), X: mask, C: pilots}
}

func cardID(t testing.TB, g *Game, id string) uint8 {
	t.Helper()
	for i, c := range g.d.Cards {
		if c.ID == id {
			return uint8(i)
		}
	}
	t.Fatalf("no card %q", id)
	return 0
}

func setHand(p *player, cards ...uint8) {
	p.Hand = zone{}
	for _, c := range cards {
		p.Hand.push(c)
	}
}

func mustApply(t testing.TB, g *Game, a engine.Action) {
	t.Helper()
	if err := g.Apply(a, nil); err != nil {
		t.Fatalf("%s: %v (legal: %v)", a.Format(kindNames), err, g.Legal(nil))
	}
}

// finishCleanup keeps every leftover hand card at the round end.
func finishCleanup(t testing.TB, g *Game) {
	t.Helper()
	for g.s.Cleanup {
		mustApply(t, g, engine.Action{Kind: KindChoose})
	}
}

func legalHas(g *Game, a engine.Action) bool {
	return engine.Contains(g.Legal(nil), a)
}

// node is a research node's index by name.
func node(t testing.TB, g *Game, name string) uint8 {
	t.Helper()
	for i, n := range g.d.NodeName {
		if n == name {
			return uint8(i)
		}
	}
	t.Fatalf("no node %q", name)
	return 0
}

// play puts card id alone in the active hand (with a tablet for
// artifacts) and plays it for its effect.
func play(t *testing.T, g *Game, id string) *player {
	t.Helper()
	p := g.s.cur()
	c := cardID(t, g, id)
	setHand(p, c)
	if g.d.Cards[c].Kind == kindArtifact {
		p.Res[Tablet]++
	}
	mustApply(t, g, engine.Action{Kind: KindPlay, A: 0})
	return p
}

func choose(t *testing.T, g *Game, a, b, c, d uint8) {
	t.Helper()
	mustApply(t, g, engine.Action{Kind: KindChoose, A: a, B: b, C: c, D: d})
}

// pushEffect starts an effect on the active seat as a card or tile would.
func pushEffect(g *Game, eff uint16) {
	g.push(eff)
	g.run(nil)
}

// discovered makes a site discovered with tile (and no guardian).
func discovered(g *Game, site int, tile uint8) {
	g.s.SiteTile[site] = tile
	g.s.SiteGuard[site] = none
	g.s.Idol[site] = [2]uint8{none, none}
}

// stand puts seat's archaeologist k on site's space.
func stand(g *Game, seat, k, site, space int) {
	g.s.P[seat].Arch[k] = uint8(1 + site*2 + space)
	g.s.Occ[site][space] = uint8(seat + 1)
}

// tile1 and tile2 are the indices of site tiles t1_n and t2_n
// (tiles.toml order).
func tile1(n int) uint8 { return uint8(n - 1) }
func tile2(n int) uint8 { return uint8(numTiles1 + n - 1) }
