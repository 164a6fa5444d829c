package dungeonology

import "stolik/rules/engine"

// Action kinds. The arguments each one takes are named in legal.go.
const (
	KindPass     uint8 = iota // decline, end a phase, end a window, stop moving
	KindScholar               // A: scholar (set-up choice)
	KindPublish               // publish the thesis
	KindRest                  // play the Rest phase
	KindMove                  // A: placed zone to move into (1 speed)
	KindExplore               // A: edge (0 N, 1 E, 2 S, 3 W) to explore through
	KindPlace                 // A, B: position of a drawn zone tile (x+128, y+128)
	KindResearch              // A: cubes to attempt
	KindSpy                   // A: target seat, B: cube colour
	KindCard                  // A: card (0..99), B: use (useStealth, useMain, ...)
	KindAbility               // A: ability, B: parameter
	KindZoneAct               // A: 0 bivouac, 1 teleport token
	KindTarget                // A: seat, B: mode
	KindZone                  // A: placed zone
	KindColour                // A: cube colour
	KindChoose                // A: option of the decision
	KindDiscard               // A: card to discard from hand
	KindJinx                  // A: position of a held jinx card
	KindLevel                 // A: level (1..3) for the Stairs effect
	KindReveal                // end building stealth and reveal it
	numKinds
)

var kindNames = []string{"pass", "scholar", "publish", "rest", "move", "explore", "place", "research", "spy",
	"card", "ability", "zone_action", "target", "zone", "colour", "choose", "discard", "jinx", "level", "reveal"}

// Uses of a trick card (KindCard B).
const (
	useStealth uint8 = iota // discard it for its bonus level while building stealth
	useMain                 // its main effect
	useBlue                 // auxiliary: eks move, tow, roz, mag divination for stealth, pod/prz blue
	useRed                  // auxiliary: pod/prz red, mag divination for the alert level
	useBlue2                // prz: the second section's blue number
	useRed2                 // prz: the second section's red number
)

// Phases of a turn (§4.2). phOpen is the moment before anything was done:
// publishing, resting and PUF! are still possible there.
const (
	phSetup  uint8 = iota // scholars are being chosen
	phStart               // automatic start-of-turn steps
	phOpen                // phases 1–3 not yet begun
	phMove                // movement phase
	phAction              // action phase
	phEnd                 // end-of-turn phase (automatic)
)

// Link kinds between two placed zones across one segment.
const (
	linkNone   uint8 = iota // no matched passage
	linkOpen                // a matched passage between zones of one level
	linkStairs              // stairs between levels
	linkWall                // a wall token: matched passage between levels
)

// Tile token flags.
const (
	tokSecretX  uint8 = 1 << iota // a secret passage X token
	tokTeleport                   // a teleport token
)

// trapHidden marks a placed trap whose face is unknown to the viewer.
const trapHidden = 0x7F

// handCap bounds a hand; a draw into a full hand goes to the discard pile.
const handCap = 16

// qCap bounds the pending stack: the deepest chain (a reaction to a
// reaction to a card whose move enters a zone that activates the boss
// whose encounter asks for fatigue) uses about 10.
const qCap = 32

// player is one seat's scholar, note board and hand.
type player struct {
	Scholar   uint8
	Inspired  bool
	Col       [NumColours]uint8 // cubes per column of the note board
	Students  uint8
	Fatigue   uint8
	Knowledge bool // holds the Knowledge token
	KnowsClan bool // has looked at the Clan card (token or publication)
	Finished  bool
	Rank      uint8 // publication order (1..), 0 = not published
	Zone      uint8 // placed zone the figure stands in
	Hand      [handCap]uint8
	HandN     uint8
	Jinx      [numJinx]uint8
	JinxUp    uint16 // bit i: Jinx[i] is face up
	JinxN     uint8
	Interns   uint16

	// The turn in progress.
	SpeedUsed   uint8
	Actions     uint8
	Researched  uint8 // cubes attempted by Research this turn
	Headbutted  uint8 // seats headbutted this turn
	AbilityUsed uint16
	Gained      [NumColours]uint8 // cubes gained by Research this turn (PRZYJACIELSKI DŁUG)
	Careful     bool
	Silenced    bool // may not play trick cards until the active player's turn ends
	ExtraTurns  uint8
	Exhaust     bool     // TEMPOMAKSIMUS: fatigue up to stamina at the end of this turn
	NoFit       uint8    // edges of the current zone no tile of the stack fits (this turn)
	Delayed     [2]uint8 // trick designs (+1) whose delayed part runs at the next turn's start
}

// tile is a placed zone.
type tile struct {
	Zone    uint8 // index into Data.Zones
	X, Y    int8  // top-left corner in half-tile units; the start zone is at 0,0
	Cubes   [maxSpaces]uint8
	Link    [numSegs]uint8 // neighbouring placed zone across the segment, or none
	Kind    [numSegs]uint8 // linkNone, linkOpen, linkStairs, linkWall
	Trap    [2]uint8       // trap token (index into Data.Traps + 1), leftmost first
	Token   uint8          // tokSecretX, tokTeleport
	Entered bool           // somebody has entered it (the Stairs effect is spent)
}

// pending is one step of the pending stack: an effect being resolved or a
// decision being waited for. The top of the stack (Q[QN-1]) acts first.
type pending struct {
	Op     uint8
	Seat   uint8 // who decides or is affected
	Card   uint8 // physical trick card, zone definition, tile, ...
	PC     uint8 // next step of a card's effect, of a zone's effects, ...
	N      uint8
	A, B   uint8
	Tgt    uint8
	Cancel bool
}

// test is the stealth test in progress (at most one at a time).
type test struct {
	On       bool
	Spy      bool
	Stage    uint8
	Tester   uint8
	Target   uint8 // spy: the victim
	Colour   uint8 // spy: the chosen cube colour
	K        uint8 // research: cubes attempted
	Tile     uint8
	Stealth  int16
	Alert    int16
	Cards    uint8 // cards discarded for stealth
	Last     uint8 // last card id added (canonical order), none before any
	Win      uint8 // seat whose window is open
	Played   bool  // something was played in the current window
	Auto     bool  // CHRAPUS: automatic success
	Sequence uint8 // research windows: seats still to answer, as offsets
	Divined  uint8 // seats that used Boska Interwencja in this test
}

// pubRecord is one publication attempt, public: the clans a seat may still
// believe in are those that give the same outcome.
type pubRecord struct {
	Col     [NumColours]uint8
	Success bool
	Removed uint8 // colour removed on failure, none otherwise
}

// core is every byte of the game state: value types only, so copying it
// is the whole Clone and hashing it is the whole Checksum.
type core struct {
	Players, First, Active, Phase uint8
	Sub                           uint8 // step within phEnd
	Round                         uint16
	Over, Masked                  bool
	Viewer                        int8
	Opt                           uint8 // option flags (optX)

	P [maxPlayers]player

	Tiles      [numZones]tile
	TileN      uint8
	Stack      [3][stackSize]uint8 // face-down zone stacks by level; index 0 is the top
	StackN     [3]uint8
	StackKnown [3]uint8 // tiles at the bottom whose identity everybody saw

	Deck  [numTricks]uint8
	DeckN uint8
	Disc  [numTricks]uint8
	DiscN uint8

	JDeck  [numJinx]uint8
	JDeckN uint8
	JDisc  [numJinx]uint8
	JDiscN uint8

	InternOwner [numInterns]uint8

	BagReg, BagOmega uint8
	BagInf           bool // the ∞ Omega student of the Panic card is in the bag
	Campfire         uint8
	ResReg, ResOmega uint8
	Supply           [NumColours]uint8
	OmegaQ           [4]uint8 // seats that drew an Omega student, still to resolve
	OmegaN           uint8

	Alert     uint8
	Slots     uint8 // Omega students on the Alert card
	AlertGone bool
	Panic     uint8
	PanicUp   bool
	Clan      uint8 // none in a view of a seat that may not know it

	BossSide uint8
	BossZone uint8 // placed zone, none while off the map
	BossGone bool  // the Boss card was discarded (Pandemonium)
	BossUsed bool  // the boss icon acted in this turn

	MaxAlert  bool
	Cause     uint8 // what started Max Alert: causePublication, causeOmega, causeCap
	Published uint8
	Idle      uint8 // Max Alert turns in a row in which nobody gained a cube

	TrapPool  [numTraps]uint8 // trap tokens in the reserve (index into Data.Traps + 1)
	TrapN     uint8
	Teleports uint8

	Pub  [8]pubRecord
	PubN uint8

	T  test
	Q  [qCap]pending
	QN uint8
}

// What started Max Alert (core.Cause).
const (
	causePublication uint8 = iota + 1
	causeOmega
	causeCap
)

// Option flags (set-up options).
const (
	optHalfOffsets   uint8 = 1 << iota // G15: tiles may be offset by half a tile
	optLuckSpying                      // erratum 3: Szczęście/Pech also in spying tests
	optPublishChoice                   // erratum 1: publishing in Max Alert is a choice
	optDiscardDown                     // erratum 4: discard down to the card limit
	optIntPerTurn                      // erratum 10: intelligence limits a whole turn
	optPriorities                      // G19: the optional rule "Priorytety"
	optHolders                         // responses asked only from seats holding one
)

// Game is the dungeonology state behind engine.Game.
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
	s := &g.s
	if s.Over {
		return engine.GameOver
	}
	if s.QN > 0 {
		return engine.Seat(s.Q[s.QN-1].Seat)
	}
	return engine.Seat(s.Active)
}

func (s *core) next(seat uint8) uint8 { return (seat + 1) % s.Players }

func (s *core) top() *pending {
	if s.QN == 0 {
		return nil
	}
	return &s.Q[s.QN-1]
}

// push adds a pending step on top; a full stack drops it (tests assert the
// capacity is never reached).
func (s *core) push(p pending) {
	if int(s.QN) >= qCap {
		return
	}
	s.Q[s.QN] = p
	s.QN++
}

func (s *core) pop() {
	if s.QN > 0 {
		s.QN--
		s.Q[s.QN] = pending{}
	}
}

// Hand helpers.

func (p *player) hasCard(c uint8) int {
	for i := uint8(0); i < p.HandN; i++ {
		if p.Hand[i] == c {
			return int(i)
		}
	}
	return -1
}

func (p *player) removeCard(c uint8) bool {
	i := p.hasCard(c)
	if i < 0 {
		return false
	}
	copy(p.Hand[i:p.HandN-1], p.Hand[i+1:p.HandN])
	p.HandN--
	p.Hand[p.HandN] = 0
	return true
}

func (p *player) addCard(c uint8) bool {
	if p.HandN >= handCap {
		return false
	}
	// Keep the hand sorted: the canonical order of stealth building and a
	// checksum that does not depend on the order cards arrived in.
	i := p.HandN
	for i > 0 && p.Hand[i-1] > c {
		p.Hand[i] = p.Hand[i-1]
		i--
	}
	p.Hand[i] = c
	p.HandN++
	return true
}

func (p *player) removeJinx(i uint8) uint8 {
	j := p.Jinx[i]
	copy(p.Jinx[i:p.JinxN-1], p.Jinx[i+1:p.JinxN])
	low := p.JinxUp & (1<<i - 1)
	high := p.JinxUp >> (i + 1) << i
	p.JinxUp = low | high
	p.JinxN--
	p.Jinx[p.JinxN] = 0
	return j
}

func (p *player) cubes() int {
	n := 0
	for _, c := range p.Col {
		n += int(c)
	}
	return n
}
