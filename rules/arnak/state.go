package arnak

import "stolik/rules/engine"

// Fixed capacities of the per-player zones: 4 basic + 19 Fear + every
// card of the game still fits in 96 (only item/artifact purchases grow a
// deck, and the row holds at most 6 at a time).
const (
	zoneCap    = 96
	maxFrames  = 24
	occFree    = 0
	occBlocked = 0xFE
	occRival   = 0xFD
)

// Action kinds.
const (
	KindPass uint8 = iota
	KindEnd
	// Retired: travel is paid inside dig and discover (pay.go). The kinds
	// keep their numbers so the ones after them do not move.
	KindTravel
	KindPilot
	KindPlay
	KindDig
	KindDiscover
	KindOvercome
	KindBuy
	KindResearch
	KindTemple
	KindIdol
	KindBoon
	KindAssist
	KindChoose
	numKinds
)

var kindNames = []string{"pass", "end", "travel", "pilot", "play", "dig", "discover", "overcome",
	"buy", "research", "temple", "idol", "boon", "assist", "choose"}

// zone is a fixed-size list of card ids; index 0 is the top of a deck.
type zone struct {
	C [zoneCap]uint8
	N uint8
}

func (z *zone) push(c uint8) bool {
	if int(z.N) >= zoneCap {
		return false
	}
	z.C[z.N] = c
	z.N++
	return true
}

func (z *zone) pushTop(c uint8) bool {
	if int(z.N) >= zoneCap {
		return false
	}
	copy(z.C[1:z.N+1], z.C[:z.N])
	z.C[0] = c
	z.N++
	return true
}

func (z *zone) remove(i int) uint8 {
	c := z.C[i]
	copy(z.C[i:z.N-1], z.C[i+1:z.N])
	z.N--
	z.C[z.N] = 0
	return c
}

func (z *zone) list() []uint8 { return z.C[:z.N] }

// player is one seat's state.
type player struct {
	Res       [NumRes]int16
	Deck      zone
	Hand      zone
	Play      zone
	FearTiles uint8
	Arch      [2]uint8 // 0 = on the board, else 1 + site*2 + space
	Crate     uint8    // idols in the crates
	Slots     uint8    // bit i: idol slot i used
	Asst      [2]uint8 // assistant id or none
	Gold      [2]bool
	Exhausted [2]bool
	Guard     [numGuardians]uint8
	NGuard    uint8
	BoonUsed  uint16 // bit per entry of Guard
	TempleVP  int16
	Tiles     [3]uint8 // temple tiles taken: 2, 6, 11 VP
	Mag, Note uint8    // research nodes
	Arrival   uint8    // 0 = not in the Lost Temple, else arrival order
	Passed    bool
	TravelAs  uint8 // Okaryna: 1 + the symbol each of this seat's travel symbols counts as this round
	NoFear    bool  // Maska wojenna: no Fear from guardians this round
}

// frame is an effect being resolved: ops Effects[Eff][PC:].
type frame struct {
	Eff uint16
	PC  uint8
	Aux uint8 // the step's memory: choose2's first option + 1, the first camp + 1, …
	Opt bool  // a "may resolve" effect not yet accepted (a bought artifact)
}

// rival is the solo opponent (§6).
type rival struct {
	On      bool
	Stack   [10]uint8
	NStack  uint8
	Used    [10]uint8
	NUsed   uint8
	Pawns   uint8 // pawns on the map
	Mag     uint8
	Arrival uint8
	Kinds   uint16 // idol kinds held face up
	Unique  uint8
	Minus   uint8
	Guards  uint8
	CardVP  int16
	Tiles6  uint8
}

// state is the whole game as a value: Clone is a copy.
type state struct {
	Players uint8
	Round   uint8 // 1..5; 6 = over
	Active  uint8
	First   uint8
	Over    bool

	P [maxPlayers]player

	Row      [6]uint8 // card ids or none; slots < Round hold artifacts
	ItemDeck [numItems]uint8
	NItem    uint8
	ArtDeck  [numArtifacts]uint8
	NArt     uint8
	ItemEx   [numItems]uint8
	NItemEx  uint8
	ArtEx    [numArtifacts]uint8
	NArtEx   uint8
	FearDeck uint8

	SiteTile  [numSites]uint8 // discovered tile (camps: 0), none = undiscovered
	SiteGuard [numSites]uint8
	Occ       [numSites][2]uint8 // occFree, 1+seat, occBlocked, occRival
	Idol      [numSites][2]uint8 // face-up, face-down idol ids or none

	Stack1  [numTiles1]uint8
	N1      uint8
	Stack2  [numTiles2]uint8
	N2      uint8
	GStack  [numGuardians]uint8
	NG      uint8
	AStack  [3][4]uint8
	NA      [3]uint8
	Bonus   [numNodes]uint8 // bonus tile per research node, none if empty
	Lost    [maxPlayers]uint8
	NLost   uint8
	Temple  [6]uint8 // tiles left: 2A, 2B, 2C, 6L, 6R, 11
	Arrived uint8
	Side    uint8             // 0 bird, 1 snake
	Rescue  [maxPlayers]uint8 // Snake: assistants to rescue, top last
	NRescue uint8
	Multi   [3]uint8 // Snake: the multi-bonus row's tiles
	NMulti  uint8

	// The turn in progress.
	MainDone  bool
	PassAfter bool
	Cleanup   bool // end of round: players decide on leftover hand cards
	Pool      [NumTravel]uint8
	Frames    [maxFrames]frame
	NFrames   uint8

	Reveal  [2]uint8 // §5.2 #0: revealed item / artifact deck tops, or none
	Drawn   [4]uint8 // earring draws awaiting the keep decision (the active seat's)
	NDrawn  uint8
	MainEff bool // the turn's main action is the effect being resolved (a "pass to gain" may pass)

	Rival  rival
	Masked bool
}

// Game is the engine.Game of arnak.
type Game struct {
	d   *Data
	s   state
	rng engine.RNG
}

// Current is the seat to decide, or GameOver.
func (g *Game) Current() engine.Seat {
	if g.s.Over {
		return engine.GameOver
	}
	return engine.Seat(g.s.Active)
}

// Clone copies the value state.
func (g *Game) Clone() engine.Game {
	c := *g
	return &c
}

// CopyFrom implements engine.Copier: the state is one value.
func (g *Game) CopyFrom(src engine.Game) bool {
	s, ok := src.(*Game)
	if ok {
		*g = *s
	}
	return ok
}

func (s *state) cur() *player { return &s.P[s.Active] }
