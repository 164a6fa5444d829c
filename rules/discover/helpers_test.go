package discover

import (
	"testing"

	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

func newTestGame(t testing.TB, players int, seed uint64, scenario string) *Game {
	return enginetest.NewGame[*Game](t, Title(), engine.Config{Players: players, Seed: seed, Options: map[string]string{"scenario": scenario}})
}

// playRandom plays uniformly random legal decisions to the end.
func playRandom(t testing.TB, g *Game, seed uint64) int {
	return enginetest.PlayRandom(t, g, seed, kindNames)
}

func mustApply(t testing.TB, g *Game, a engine.Action) {
	t.Helper()
	if err := g.Apply(a, nil); err != nil {
		t.Fatalf("%s: %v", a.Format(kindNames), err)
	}
}

// ready sets a game up and plays the draft (everyone keeps the first
// card dealt), so the leader's first day turn is next.
func ready(t testing.TB, players int, scenario string, seed uint64) *Game {
	t.Helper()
	g := newTestGame(t, players, seed, scenario)
	for g.s.Phase == phDraft {
		mustApply(t, g, engine.Action{Kind: KindChoose})
	}
	return g
}

// ownTerrain gives the game its own copy of the terrain sheet, so a test
// may redraw tiles without touching the shared data.
func ownTerrain(g *Game) {
	t := *g.t
	t.LocHex = map[int][]uint8{}
	g.t = &t
}

// space builds a printed space: a terrain id and, optionally, a location
// number, a landscape symbol, water.
func space(t testing.TB, g *Game, terrain string, loc int, land string, water bool) Space {
	t.Helper()
	sp := Space{Terrain: none, Land: none, Loc: loc, Water: water}
	for i, k := range g.t.Kinds {
		if k.ID == terrain {
			sp.Terrain = uint8(i)
		}
	}
	for i, lt := range g.t.LandTypes {
		if lt.ID == land {
			sp.Land = uint8(i)
		}
	}
	if sp.Terrain == none || (land != "" && sp.Land == none) {
		t.Fatalf("no terrain %q or symbol %q", terrain, land)
	}
	return sp
}

// lay puts tile index tile (its spaces redrawn) face up in slot, empty of
// tokens; the tile it displaces takes the tile's old slot.
func lay(g *Game, slot int, tile uint8, spaces [tileSpaces]Space, up bool) {
	s := &g.s
	for o := 1; o < numTiles; o++ {
		if s.Slot[o] == tile {
			s.Slot[o] = s.Slot[slot]
		}
	}
	s.Slot[slot] = tile
	s.SlotUp[slot] = up
	g.t.Tiles[tile].Spaces = spaces
	for k := 0; k < tileSpaces; k++ {
		hx := &s.Hx[slot*tileSpaces+k]
		hx.Land, hx.LandUp, hx.Water, hx.WaterUp = none, false, none, false
	}
}

// hexAt is the hex index of axial (q, r) on the terrain, or fails.
func hexAt(t testing.TB, g *Game, q, r int) uint8 {
	t.Helper()
	for h := 0; h < numHex; h++ {
		if int(g.t.Hex[h][0]) == q && int(g.t.Hex[h][1]) == r {
			return uint8(h)
		}
	}
	t.Fatalf("no hex (%d,%d)", q, r)
	return none
}

// cardID is the id of the card numbered n of this game's terrain (any
// deck); variant "" takes the first.
func cardID(t testing.TB, g *Game, n int, variant string) uint8 {
	t.Helper()
	for _, id := range g.d.ByNumber[n] {
		c := &g.d.Cards[id]
		if (c.Terrain < 0 || c.Terrain == int8(g.s.Terrain)) && (variant == "" || c.Variant == variant) {
			return id
		}
	}
	t.Fatalf("no card %d%s", n, variant)
	return 0
}

// charIndex finds a character by name.
func charIndex(t testing.TB, g *Game, name string) uint8 {
	t.Helper()
	for i, c := range g.d.Characters {
		if c.Name == name {
			return uint8(i)
		}
	}
	t.Fatalf("no character %q", name)
	return 0
}

// plain gives hero h a character with no ability that changes the rule
// under test (Olu Adeyemi only cooks better).
func plain(t testing.TB, g *Game, h int) {
	g.s.H[h].Char = charIndex(t, g, "Olu Adeyemi")
}

// seedFor returns an RNG whose next d12 rolls are the wanted faces, found
// by search (so a test states its dice instead of hoping for them).
func seedFor(t testing.TB, faces ...int) engine.RNG {
	t.Helper()
	for seed := uint64(1); seed < 1<<22; seed++ {
		r := engine.NewRNG(seed)
		ok := true
		for _, f := range faces {
			if 1+r.IntN(12) != f {
				ok = false
				break
			}
		}
		if ok {
			return engine.NewRNG(seed)
		}
	}
	t.Fatalf("no seed rolls %v", faces)
	return engine.RNG{}
}

// has reports whether a is legal now.
func legal(g *Game, a engine.Action) bool { return engine.Contains(g.Legal(nil), a) }
