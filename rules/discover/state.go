package discover

import "stolik/rules/engine"

// Fixed capacities of the state's zones.
const (
	maxItems    = 14 // the load limit is 10 plus carrying items and quest items
	maxHand     = 12 // project cards in hand (no hand limit is stated; G10)
	maxPersist  = 6  // persistent threat cards in front of a hero
	maxMon      = 20 // enemy tokens on the map at once
	maxFrames   = 20
	maxFights   = 12
	maxLandPile = 20 // tokens of one landscape type (island: at most 15)
	maxEnc      = 24 // encounter #100 cards
	maxDedup    = 4
	maxUps      = 8 // upgrades in play at once
)

// Action kinds.
const (
	KindEnd uint8 = iota
	KindMove
	KindGather
	KindScout
	KindInvestigate
	KindCraft
	KindTrade
	KindCook
	KindRelight
	KindRest
	KindLoot
	KindCard
	KindAttack
	KindDeliver
	KindChoose
	numKinds
)

var kindNames = []string{"end", "move", "gather", "scout", "investigate", "craft", "trade", "cook",
	"relight", "rest", "loot", "card", "attack", "deliver", "choose"}

// Hero status.
const (
	stPlaying uint8 = iota
	stWon
	stVictim
)

// Game phases.
const (
	phDraft uint8 = iota
	phDay
	phNight
	phOver
)

// Gather targets (KindGather A).
const (
	gatherLand  uint8 = iota // the landscape token on the space
	gatherWater              // one water from the water source
	gatherDrop               // a dropped resource token: B = resource, C = 1 for a double
)

// Card action sources (KindCard A).
const (
	srcChar uint8 = iota
	srcItem
	srcUpgrade
	srcQuest
	srcThreat
)

// Monster token sources.
const (
	monPool    uint8 = iota // a normal monster token
	monLand                 // a landscape enemy token left face up
	monSpecial              // a special (grey) monster token
)

// item is one item card a hero holds.
type item struct {
	Card    uint8
	Markers uint8
	Used    uint8 // bit i: card action i used today (raz na dzień)
}

// hero is one seat's character on the island.
type hero struct {
	Char     uint8
	Status   uint8
	Hex      uint8
	Stamina  uint8
	Health   [3]uint8 // Heart or a damage type per dial
	Res      [NumRes]uint8
	Dbl      [NumRes]uint8 // double tokens: count 1 for the load until split
	Items    [maxItems]item
	NItems   uint8
	Proj     [maxHand]uint8
	NProj    uint8
	Threats  [maxPersist]uint8 // persistent threats: colour*12 + index
	NThreats uint8
	CharUsed uint8 // bit i: character action i used today
	FreeUsed uint8 // bit i: "free" passive of action i used today
	ThrUsed  uint8 // bit i: persistent threat i's action used today
	Dealt    [4]uint8
	NDealt   uint8
	Pick     uint8 // the draft: index of the kept dealt card, or none
	Refused  uint8 // bit h: a trade with hero h was refused this turn
	WonDay   uint8
	Support  bool // holds the 3 combat support cards (not in solo)
	Relics   uint8
}

// monster is an enemy token on the map.
type monster struct {
	Hex   uint8
	Enemy uint8 // card id
	Src   uint8
	Token uint8 // pool token index or landscape token index
	Up    bool
	Dmg   uint8
}

// hexState is what lies on one space.
type hexState struct {
	Land    uint8 // landscape token index or none
	LandUp  bool
	Water   uint8 // water source token index or none
	WaterUp bool
	Fire    uint8 // 0 none, 1 lit, 2 unlit (the camp's fire included)
	Marker  bool  // scenario 5: this location was investigated
	Drop    [NumRes]uint8
	DropDbl [NumRes]uint8
}

// frame is an effect being resolved: ops Effects[Eff][PC:] for Hero.
type frame struct {
	Eff    uint16
	PC     uint8
	Hero   uint8
	Src    uint8 // the card it came from (card id), or none
	Item   uint8 // the item slot it came from, or none
	Land   uint8 // the hex of the number token being resolved, or none
	Iter   uint8 // op "all": heroes already done (bits)
	Thr    uint8 // the persistent threat slot it came from, or none
	Global bool  // a quest, night or terrain effect: it outlives its hero
	Enc    bool  // an encounter #100 card: back under its deck when done
}

// fight is a fight waiting to start.
type fight struct {
	Hero  uint8 // none: the leader assigns one of the heroes on the space
	Mon   uint8 // monster slot, none for a card-only enemy, onHex for "each on the hero's space"
	Enemy uint8 // card id
	Iter  uint8
}

// onHex marks a queued fight against every monster on the hero's space
// in turn, in an order the hero chooses (§4.4).
const onHex = 0xFE

// Decision kinds: what Current() must decide when Dec.Kind != decNone.
const (
	decNone uint8 = iota
	decDraft
	decChoose
	decKey
	decLoad
	decWater
	decDirty
	decSupport
	decModify
	decTransfer
	decRetreat
	decFightOrder
	decWho
	decTie
	decLeader
	decInspire
	decTrade
	decTradeAnswer
	decMove
	decShare
	decEscape
	decSteal
	decDup
	decOther
	decScout
	decPvP
	decFood
	decHeal
)

// decision is the pending decision.
type decision struct {
	Kind uint8
	Hero uint8  // who decides
	A, B uint8  // context (card number high byte etc.)
	N    uint16 // context: a card number, an effect
}

// combat is the fight in progress (spec §4.16; §4.22 for heroes).
type combat struct {
	On       bool
	Hero     uint8
	Mon      uint8 // monster index or none
	Enemy    uint8 // card id
	Grey     uint8 // visible faces
	Red      uint8
	GMod     int8
	RMod     int8
	Played   [maxPlayers]uint8 // support card played by each hero (0 none)
	Ask      uint8             // supporters already asked (bits)
	Rolled   bool
	Used     uint16 // bit per ability used this fight: 0..13 item slots, 14 character
	SupUsed  uint8  // bit h: hero h's Szturm/Obrona reroll used
	Pending  uint8  // damage to the combatant awaiting a transfer decision
	Defeated bool
	Hurt     bool // the combatant took damage this fight (Przygwożdżenie backlash)
	PvP      bool
	Defender uint8
	Passes   uint8         // PvP modify: consecutive passes
	Turn     uint8         // PvP modify: hero whose turn it is
	RewardN  [NumRes]uint8 // reward resources the combatant may share
	Base     uint8         // frames below this one wait for the fight to end
	Step     uint8
	Fights   uint8 // fights in a row against a fierce enemy
}

// Combat steps.
const (
	cbSupport uint8 = iota
	cbModify
	cbDamage
	cbHeroDmg
	cbAfter
	cbRetreat
	cbEnd
)

// trade is a trade being proposed (§4.9).
type trade struct {
	On      bool
	Partner uint8
	GiveRes [NumRes]uint8
	TakeRes [NumRes]uint8
	GiveIt  uint16 // bits of the active hero's item slots
	TakeIt  uint16 // bits of the partner's item slots
	GivePr  uint16 // bits of the active hero's project hand
}

// patrol is monster movement in progress (§4.15): targets are chosen
// (the leader breaks ties), then every monster moves, then fights start.
type patrol struct {
	On     bool
	N      uint8
	Snore  uint8 // the hero whose nearest monster moves (Chrapanie), or none
	Next   uint8
	Target [maxMon]uint8
}

// state is the whole game as a value: Clone is a copy.
type state struct {
	Players  uint8
	Scenario uint8 // 1..5
	Terrain  uint8
	Side     uint8
	Phase    uint8
	Day      uint8
	Leader   uint8
	First    uint8 // the leader of day 1, for reports
	Active   uint8
	Done     uint8 // bits: heroes who took today's turn
	Over     bool
	Lost     bool // the island won (deadline or every hero eliminated)

	H [maxPlayers]hero

	Slot   [numTiles]uint8 // tile in each layout slot
	SlotUp [numTiles]bool
	Hx     [numHex]hexState

	Mon      [maxMon]monster
	NMon     uint8
	MonPool  [numMonTokens]uint8
	NMonPool uint8
	MonDisc  [numMonTokens]uint8
	NMonDisc uint8

	LandPool  [maxLandTypes][maxLandPile]uint8
	NLand     [maxLandTypes]uint8
	LandDisc  [maxLandTypes][maxLandPile]uint8
	NLandDisc [maxLandTypes]uint8
	WaterPool [numWater]uint8
	NWater    uint8

	Night      [numNight]uint8
	NNight     uint8
	NightDisc  [numNight]uint8
	NNightDisc uint8
	Threat     [numThreat]uint8
	NThreat    uint8
	ThreatDisc [numThreat]uint8
	NThrDisc   uint8
	ProjDeck   [numNormalProj]uint8
	NProjDeck  uint8
	AdvDeck    [numProjects - numNormalProj]uint8
	NAdv       uint8
	Table      [numProjects]uint8
	NTable     uint8
	CharDeck   [numChars]uint8
	NCharDeck  uint8
	Enc        [maxEnc]uint8
	NEnc       uint8

	Left     [maxCards]uint8 // copies of each numbered card in its deck
	EnemyDmg [maxCards]uint8 // damage markers on card-only enemies
	InPlay   [maxCards]bool  // upgrades in play
	Ups      [maxUps]uint8   // the same, as a list (the rules walk it often)
	NUps     uint8
	UpUsed   [maxCards]uint8 // upgrades' actions used today (bits)
	Dedup    [maxDedup]uint8 // the variant kept of each de-duplicated number
	DedupUp  [maxDedup]bool  // that variant has been seen

	Quest     uint8 // current quest card index
	Delivered uint8
	QuestUsed uint8 // bits per hero: the quest card's daily actions

	Frames  [maxFrames]frame
	NFrames uint8
	Fights  [maxFights]fight
	NFights uint8
	Dec     decision
	Combat  combat
	Trade   trade
	MoveN   uint8 // ability movement steps left
	Pat     patrol
	Dirty   [maxPlayers]uint8 // dirty water spent, awaiting medicine or a roll
	FreeGat bool              // the active hero just moved: one free Gather (§4.3 #1)
	Enc1    uint8             // encounter #100 card being resolved, or none
	// InspireAfter is the hero (+1) whose project draw for a craft from
	// the hand (§4.8) waits behind another decision the craft raised (a
	// second copy of an item to give away); 0 when none waits.
	InspireAfter uint8

	NightCard uint8
	NightStep uint8
	NightDone uint8 // bits: heroes done with the current step
	NightOn   bool

	Masked bool
}

// Game is the engine.Game of discover.
type Game struct {
	d   *Data
	t   *Terrain
	s   state
	rng engine.RNG
}

// Current is the seat to decide, or GameOver.
func (g *Game) Current() engine.Seat {
	s := &g.s
	if s.Over {
		return engine.GameOver
	}
	if s.Dec.Kind != decNone {
		return engine.Seat(s.Dec.Hero)
	}
	return engine.Seat(s.Active)
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

func (s *state) cur() *hero { return &s.H[s.Active] }

// playing reports whether hero h is still on the map as a hero.
func (s *state) playing(h int) bool {
	return h >= 0 && h < int(s.Players) && s.H[h].Status == stPlaying
}

// order lists the heroes still playing from the leader clockwise.
func (s *state) order(dst []uint8) []uint8 {
	for k := 0; k < int(s.Players); k++ {
		h := (int(s.Leader) + k) % int(s.Players)
		if s.playing(h) {
			dst = append(dst, uint8(h))
		}
	}
	return dst
}

// load counts a hero's resources and items against the limit (§4.11):
// a double token counts 1, resources carried on items do not count.
func (g *Game) load(h int) (used, limit int) {
	p := &g.s.H[h]
	res := 0
	for k := 0; k < int(NumRes); k++ {
		res += int(p.Res[k]) + int(p.Dbl[k])
	}
	carry := 0
	for i := 0; i < int(p.NItems); i++ {
		for _, ps := range g.d.Cards[p.Items[i].Card].Passives {
			if ps.Kind == pasCarry {
				carry += int(ps.N)
			}
		}
	}
	if p.Char != none {
		// A character who carries more (a strong back, not a card slot).
		for _, ps := range g.d.Characters[p.Char].Passives {
			if ps.Kind == pasCarry {
				carry += int(ps.N)
			}
		}
	}
	if res > carry {
		res -= carry
	} else {
		res = 0
	}
	return res + int(p.NItems), loadLimit
}

// has is how many of resource r a hero can spend (doubles count 2).
func (p *hero) has(r uint8) int { return int(p.Res[r]) + 2*int(p.Dbl[r]) }

// water is the water a hero can spend.
func (p *hero) water() int { return p.has(CleanWater) + p.has(DirtyWater) }

// damage counts the damaged dials.
func (p *hero) damage() int {
	n := 0
	for _, d := range p.Health {
		if d != Heart {
			n++
		}
	}
	return n
}

// hasDmg reports a dial showing damage type d (any damage for Heart).
func (p *hero) hasDmg(d uint8) bool {
	for _, x := range p.Health {
		if x != Heart && (d == Heart || x == d) {
			return true
		}
	}
	return false
}

// spend takes n of resource r from a hero, splitting doubles for change
// (§4.11); it returns how many it took (golden rule 3: as much as it can).
func (p *hero) spend(r uint8, n int) int {
	took := 0
	for took < n {
		switch {
		case p.Res[r] > 0:
			p.Res[r]--
		case p.Dbl[r] > 0:
			p.Dbl[r]--
			p.Res[r]++ // the change
		default:
			return took
		}
		took++
	}
	return took
}

// holds reports the slot of an item with this number, or -1.
func (g *Game) holds(h int, number int) int {
	p := &g.s.H[h]
	for i := 0; i < int(p.NItems); i++ {
		if g.d.Cards[p.Items[i].Card].Number == number {
			return i
		}
	}
	return -1
}

// holdsTrait reports whether a hero holds an item with trait t.
func (g *Game) holdsTrait(h int, t int) bool {
	p := &g.s.H[h]
	for i := 0; i < int(p.NItems); i++ {
		for _, tr := range g.d.Cards[p.Items[i].Card].Traits {
			if traitIndex(tr) == t {
				return true
			}
		}
	}
	return false
}

// atFire reports a lit fire on a hero's space.
func (s *state) atFire(h int) bool { return s.Hx[s.H[h].Hex].Fire == 1 }

// inCamp reports a hero on the camp space.
func (g *Game) inCamp(h int) bool { return g.s.H[h].Hex == g.t.CampHex }

// space is the printed space of a hex (its slot's tile, the start tile's
// side in play), valid only for revealed slots.
func (g *Game) space(h uint8) *Space {
	slot := int(h) / tileSpaces
	tile := &g.t.Tiles[g.s.Slot[slot]]
	if slot == 0 && g.s.Side == 1 {
		return &tile.SideB[int(h)%tileSpaces]
	}
	return &tile.Spaces[int(h)%tileSpaces]
}

// revealed reports whether a hex's slot is face up.
func (g *Game) revealed(h uint8) bool { return h < numHex && g.s.SlotUp[int(h)/tileSpaces] }

// locHexes appends the revealed hexes carrying location n.
func (g *Game) locHexes(dst []uint8, n int) []uint8 {
	for h := uint8(0); h < numHex; h++ {
		if g.revealed(h) && g.space(h).Loc == n {
			dst = append(dst, h)
		}
	}
	return dst
}

// heroesOn counts the playing heroes on a hex.
func (s *state) heroesOn(h uint8) int {
	n := 0
	for i := 0; i < int(s.Players); i++ {
		if s.playing(i) && s.H[i].Hex == h {
			n++
		}
	}
	return n
}

// upgrades lists the upgrade cards in play.
func (s *state) upgrades() []uint8 { return s.Ups[:s.NUps] }

// putInPlay and takeOutOfPlay keep InPlay and the list in step.
func (s *state) putInPlay(id uint8) {
	if s.InPlay[id] || s.NUps >= maxUps {
		return
	}
	s.InPlay[id] = true
	s.Ups[s.NUps] = id
	s.NUps++
}

func (s *state) takeOutOfPlay(id uint8) {
	s.InPlay[id] = false
	for i := 0; i < int(s.NUps); i++ {
		if s.Ups[i] == id {
			copy(s.Ups[i:s.NUps-1], s.Ups[i+1:s.NUps])
			s.NUps--
			s.Ups[s.NUps] = 0
			return
		}
	}
}
