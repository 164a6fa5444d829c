package donjon

import "stolik/rules/engine"

// Phases of a turn. Movement (phase 4) is a steps decision on the queue.
const (
	phThreat uint8 = iota
	phKeeper
	phRecruit
	phMove
	phPower
	phEnd
)

// queueCap bounds the pending queue: the longest chain (an Inn card with
// two effects for four tied players) needs 8; tests assert a margin.
const queueCap = 16

// dungeon is one player's board.
type dungeon struct {
	M      [NumLocs][NumTypes]uint8
	Groups [5]uint8
	// Tokens is how many penalty tokens were taken; they go lowest first,
	// so the ones taken are exactly the values 1..Tokens.
	Tokens       uint8
	OfficeTokens uint8 // bit v-1 set: token v lies left of room 5
	Keeper       uint8 // tile index
	KeeperUp     bool
	Covered      [3]uint8 // token value on each power, 0 = free
	// OfficeRound is the round (1-based) in which a group of this dungeon
	// first arrived in room 5, 0 = never: public, kept for balance reports
	// (issue 8: no group may reach the office in round 1).
	OfficeRound uint8
}

// pending is one queued decision or automatic effect step.
type pending struct {
	Op, Seat, N, Type, From, To, Room uint8
	// Type2 is the second monster of a Threat card, or the card itself for
	// opThreatEnd.
	Type2 uint8
	Lock  uint8 // location+1 once an "anywhere" placement is fixed
}

// core is every byte of the game state: value types only, so copying it
// is the whole Clone and hashing it is the whole Checksum.
type core struct {
	Players, First, Active, Phase uint8
	Round                         uint16
	EndTriggered, Over, Masked    bool
	// Peek is the G26 house rule: owners may look at their face-down
	// Keeper tile, which then is their secret.
	Peek bool
	// Viewer is the seat a masked view was made for (Observer for the
	// public one): it tells a peeked tile from a hidden one.
	Viewer  int8
	VIPRoom uint8

	Supply     [NumTypes]uint8 // general supply; the VIP slot is the VIP reserve
	Areas      [NumAreas][NumTypes]uint8
	InnTerrace uint8

	ThreatDeck  [numThreats]uint8
	ThreatN     uint8
	ThreatRow   [numThreats]uint8
	RowN        uint8
	ThreatGrave [numThreats]uint8
	GraveN      uint8
	InnDeck     [numInns]uint8
	InnN        uint8
	InnGrave    [numInns]uint8
	InnGraveN   uint8

	SwordDeck    [numSwords]uint8
	SwordN       uint8
	SwordDisc    [numSwords]uint8
	SwordDiscN   uint8
	VIPDeck      [numVIPs]uint8
	VIPN         uint8
	VIPMarket    [2]uint8
	VIPDisc      [numVIPs]uint8
	VIPDiscN     uint8
	PotionDeck   [numPotions]uint8
	PotionN      uint8
	PotionMarket [3]uint8
	PotionDisc   [numPotions]uint8
	PotionDiscN  uint8

	Objectives [4]uint8
	P          [maxPlayers]dungeon

	Q  [queueCap]pending
	QN uint8
}

// Game is the donjon state behind engine.Game.
type Game struct {
	d   *Data
	rng engine.RNG
	s   core
}

var _ engine.Game = (*Game)(nil)

// Clone copies the state; the data pointer is shared and never mutated.
func (g *Game) Clone() engine.Game { c := *g; return &c }

// CopyFrom implements engine.Copier: the state is one value.
func (g *Game) CopyFrom(src engine.Game) bool {
	s, ok := src.(*Game)
	if ok {
		*g = *s
	}
	return ok
}

// Current is the seat that decides now.
func (g *Game) Current() engine.Seat {
	if g.s.Over {
		return engine.GameOver
	}
	if g.s.QN > 0 {
		return engine.Seat(g.s.Q[0].Seat)
	}
	return engine.Seat(g.s.Active)
}

func (s *core) next(seat uint8) uint8 { return (seat + 1) % s.Players }

func (s *core) lastSeat() uint8 { return (s.First + s.Players - 1) % s.Players }

func (p *dungeon) total(t uint8) int {
	n := 0
	for l := 0; l < NumLocs; l++ {
		n += int(p.M[l][t])
	}
	return n
}

func (p *dungeon) at(l uint8) int {
	n := 0
	for t := uint8(0); t < NumTypes; t++ {
		n += int(p.M[l][t])
	}
	return n
}

func (p *dungeon) monsters() int {
	n := 0
	for l := uint8(0); l < NumLocs; l++ {
		n += p.at(l)
	}
	return n
}

func (p *dungeon) groups() int {
	n := 0
	for _, g := range p.Groups {
		n += int(g)
	}
	return n
}

func areaTotal(a *[NumTypes]uint8) int {
	n := 0
	for _, v := range a {
		n += int(v)
	}
	return n
}

// Accessors used by the UI and tests (read-only).

// Players is the number of seats.
func (g *Game) Players() int { return int(g.s.Players) }

// Data is the immutable data the state refers to.
func (g *Game) Data() *Data { return g.d }

// Phase returns the phase number 1..5 (0 once over).
func (g *Game) Phase() int {
	if g.s.Over {
		return 0
	}
	if g.s.Phase == phEnd {
		return 5
	}
	return int(g.s.Phase) + 1
}

// MonstersAt is seat's count of type t at location l.
func (g *Game) MonstersAt(seat int, l, t uint8) int { return int(g.s.P[seat].M[l][t]) }

// GroupsIn is seat's number of groups in room r (1..5).
func (g *Game) GroupsIn(seat, r int) int { return int(g.s.P[seat].Groups[r-1]) }

// Area is the count of type t in area a.
func (g *Game) Area(a, t uint8) int { return int(g.s.Areas[a][t]) }

// ThreatLeft is the number of cards in the Threat deck.
func (g *Game) ThreatLeft() int { return int(g.s.ThreatN) }

// Objectives are the indices into Data.Objectives on the Office board.
func (g *Game) Objectives() [4]uint8 { return g.s.Objectives }
