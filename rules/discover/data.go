package discover

import (
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"

	"stolik/assets"
	"stolik/rules/engine"
)

// Resources, in the order of the island sheet's list (spec §5.2); the data
// names them by these ids.
const (
	Food uint8 = iota
	Meat
	CleanWater
	DirtyWater
	Medicine
	Wood
	Stone
	Poison
	Component
	Hide
	NumRes
)

var resIDs = [NumRes]string{"jedzenie", "mieso", "czysta_woda", "brudna_woda", "lekarstwo", "drewno",
	"kamien", "trucizna", "komponent", "skora"}

// Damage types (spec §5.3); 0 on a health dial is the heart.
const (
	Heart uint8 = iota
	Hunger
	Dehydration
	Sickness
	Injury
	numDmg
)

var dmgIDs = [numDmg]string{"", "glod", "odwodnienie", "choroba", "uraz"}

// Component limits (spec §2.1, §2.2); the state's fixed arrays are sized by them and the
// data must match the component list exactly.
const (
	maxPlayers    = 4
	numTiles      = 17 // per terrain set: the start tile and 16 stack tiles
	tileSpaces    = 3  // PROPOSED (§8.5): 3-hex triangular tiles
	numHex        = numTiles * tileSpaces
	maxLandTypes  = 5
	maxLandTokens = 56
	numMonTokens  = 8
	numWater      = 3
	numProjects   = 11
	numNormalProj = 8
	numNight      = 10
	numNightI     = 4
	numThreat     = 12 // per colour
	numChars      = 12
	numSupport    = 3
	numQuests     = 11
	maxCards      = 250
	loadLimit     = 10
	maxStamina    = 12
	none          = 0xFF
	noEffect      = 0xFFFF
)

// Numbered card kinds (spec §4.7).
const (
	kindEvent uint8 = iota
	kindUpgrade
	kindEnemy
	kindItem
)

var kindIDs = []string{"wydarzenie", "ulepszenie", "wrog", "przedmiot"}

// Numbered decks.
const (
	deckSearch uint8 = iota
	deckEnemy
	deckCrafted
	deckEncounter
)

// Op kinds: the effect vocabulary (spec §8.1 Effect) the data composes.
const (
	opGain uint8 = iota + 1
	opLose
	opSpend
	opStamina
	opDamage
	opHeal
	opSearch
	opEnemy
	opMonster
	opSpecial
	opStage
	opWin
	opItem
	opProject
	opThreat
	opFireOut
	opCampfire
	opRelight
	opPatrol
	opSnore
	opTeleport
	opToCamp
	opLeave
	opChoose
	opRoll
	opIf
	opMove
	opScout
	opMarkers
	opDiscardSelf
	opEscape
	opAll
	opOther
	opRelic
)

var opNames = map[string]uint8{"gain": opGain, "lose": opLose, "spend": opSpend, "stamina": opStamina,
	"damage": opDamage, "heal": opHeal, "search": opSearch, "enemy": opEnemy, "monster": opMonster,
	"special": opSpecial, "stage": opStage, "win": opWin, "item": opItem, "project": opProject,
	"threat": opThreat, "fire_out": opFireOut, "campfire": opCampfire, "relight": opRelight,
	"patrol": opPatrol, "snore": opSnore, "teleport": opTeleport, "camp": opToCamp, "leave": opLeave,
	"choose": opChoose, "roll": opRoll, "if": opIf, "move": opMove, "scout": opScout,
	"markers": opMarkers, "discard_self": opDiscardSelf, "escape": opEscape, "all": opAll, "other": opOther,
	"relic": opRelic}

// Where a monster is placed (op monster/special).
const (
	whereHere uint8 = iota
	whereLoc
	whereLowest
	whereNearest
)

// Which fires burn out (op fire_out).
const (
	fireAll uint8 = iota
	fireTokens
	fireCamp
	fireHere
)

// Conditions (op if, card actions).
const (
	condNone uint8 = iota
	condFire
	condCamp
	condLoc
	condItem
	condTrait
	condRes
	condPlayers
	condDay
	condSolo
	condHurt
	condStamina
	condRelics
	condPool    // the quest pool is full
	condMarkers // the item the action is on has at least A markers
)

// Op is one step of an effect. A is the main argument (a resource, a
// damage type, a number), N a count; Alt names sub-effects (choose, roll,
// if, all, other) with their roll ranges.
type Op struct {
	Kind    uint8
	A       int16
	N       int16
	Where   uint8
	Cond    Cond
	Alt     [4]uint16
	Lo, Hi  [4]uint8
	NAlt    uint8
	Stamina bool // spend: stamina rather than a resource
}

// Cond is a condition of an if op or a card action.
type Cond struct {
	Kind uint8
	A    int16
	N    int16
}

// Passive kinds (always-on abilities of characters, items, upgrades and
// persistent threats).
const (
	pasMoveCost   uint8 = iota + 1 // destination cost >= A reduced by N (Jasmine)
	pasTerrain                     // terrain kind A costs N
	pasMovePlus                    // every move costs N more (persistent threats)
	pasSleep                       // +N stamina in the Sleep step when Cond holds
	pasCarry                       // N resources carried on the item (load)
	pasGrey                        // +N to the grey die, always
	pasRed                         // -N to the red die, always
	pasSupport                     // support range N
	pasFree                        // once per day the action A costs no stamina
	pasRestInjury                  // Rest may heal a physical injury with medicine
	pasWaterPlus                   // gathering water gives N more
	pasRewardPlus                  // defeating an enemy gives N more of resource A
	pasCookPlus                    // cooking gives N more food
	pasNoSleep                     // the Sleep step gives N less (threats)
)

var passiveNames = map[string]uint8{"move_cost": pasMoveCost, "terrain": pasTerrain, "move_plus": pasMovePlus,
	"sleep": pasSleep, "carry": pasCarry, "grey": pasGrey, "red": pasRed, "support_range": pasSupport,
	"free": pasFree, "rest_injury": pasRestInjury, "water_plus": pasWaterPlus, "reward_plus": pasRewardPlus,
	"cook_plus": pasCookPlus, "sleep_minus": pasNoSleep}

// Actions a "free" passive can waive the stamina of.
const (
	freeScout uint8 = iota
	freeInvestigate
	freeCraft
	freeRest
)

var freeNames = []string{"scout", "investigate", "craft", "rest"}

// Passive is an always-on ability.
type Passive struct {
	Kind uint8
	A    int16
	N    int16
	Cond Cond
}

// Combat ability kinds (spec §4.16 step 2).
const (
	cabReroll uint8 = iota + 1
	cabPlus
	cabEscape
)

// Which die a combat ability changes.
const (
	dieGrey uint8 = iota
	dieRed
	dieAny  // one of the two, chosen when used
	dieBoth // one or both: grey, red or both
)

// Costs of a combat ability.
const (
	costFree uint8 = iota
	costMarker
	costRes     // one resource Arg
	costMarkRes // a marker or one resource Arg (Łuk i strzały)
	costStamina // Arg stamina
)

// CombatAb is a usable combat ability; each is used at most once per
// fight (weapons by §4.16, the rest by their "raz na walkę").
type CombatAb struct {
	Kind uint8
	Die  uint8
	N    int8
	Cost uint8
	Arg  uint8
}

// CardAction is an "X:" action of a card (spec §4.3 #11): usable when
// both conditions hold.
type CardAction struct {
	Cost   uint8
	Daily  bool
	Cond   Cond
	Cond2  Cond
	Effect uint16
	Text   string
}

// Card is one numbered card design: search, enemy, crafted item or
// encounter #100.
type Card struct {
	ID       string
	Number   int
	Variant  string
	Deck     uint8
	Terrain  int8 // -1: shared by both terrain sets
	Kind     uint8
	Title    string
	Text     string
	Flavour  string
	Traits   []string
	Copies   uint8
	Locked   bool // contains "drzwi są zablokowane" (§4.7 keys)
	Effect   uint16
	Passives []Passive
	Combat   []CombatAb
	Actions  []CardAction
	Markers  uint8 // placed when gained
	Weapon   bool
	Quest    bool // Przedmiot wyprawy: never discarded
	Key      bool // Główny klucz
	// Enemies.
	Defence, Attack, Health uint8 // Attack 0 = "–"
	HealthN                 uint8 // health added per player at the start (the N symbol, §4.19)
	Fierce                  bool
	Retreat                 uint8
	Reward                  uint16
	RewardText              string
	Source                  string
}

// Space is one hex of a map tile.
type Space struct {
	Terrain    uint8
	Land       uint8 // landscape symbol type or none
	Water      bool
	Loc        int // important location number, 0 = none
	Camp       bool
	Target     bool
	Unrevealed bool // placeholder for an empty slot; never set on data tiles
}

// Tile is one map tile: 3 spaces in the order of the slot's hexes.
type Tile struct {
	ID     string
	Stack  uint8 // 0 = the start tile
	Spaces [tileSpaces]Space
	SideB  [tileSpaces]Space // the start tile's other side
}

// LandFace is one landscape token's face.
const (
	faceRes uint8 = iota
	faceEnemy
	faceSearch
)

// LandToken is one landscape token.
type LandToken struct {
	Type   uint8
	Face   uint8
	Res    uint8 // faceRes
	Double bool
	Number int // faceEnemy / faceSearch
}

// Terrain is one terrain help sheet with its tiles and tokens.
type Terrain struct {
	ID, Name     string
	Index        int8
	Kinds        []TerrainKind
	Tiles        [numTiles]Tile
	SlotQR       [numTiles][2]int8 // slot anchors (axial q, r); slot 0 is the start
	SlotStack    [numTiles]uint8
	LandTypes    []LandType
	Tokens       []LandToken // all landscape tokens
	Monsters     [numMonTokens]int
	Specials     []int
	Water        [numWater]uint8 // resource each water source yields
	SearchLo     int
	SearchHi     int
	EnemyLo      int
	EnemyHi      int
	Dedup        []int
	ThreatColour uint8 // 0 blue, 1 orange
	Advanced     bool
	CompassRot   uint8
	Special      uint16 // special set-up effect (§3 "3. Specjalne przygotowanie")
	Scenarios    []int
	Rules        string // the sheet's special rules, Polish
	CostText     string
	Hex          [numHex][2]int8  // axial q, r of each hex (slot*3 + k)
	Adj          [numHex][6]uint8 // neighbour hex in each compass direction, or none
	Dist         [numHex][numHex]uint8
	LocHex       map[int][]uint8 // important location number → its hexes
	CampHex      uint8
	LocNumbers   []int
	LocStack     map[int]uint8 // location number → the stack of its tile (printed on the back)
	// The bots' map of the island, from the cards: the locations whose
	// card (or a card it names) gives item n, or fights enemy n.
	ItemLocs, EnemyLocs map[int][]int
	// ResLocs lists, per resource, the locations whose card yields it
	// and how many units one investigation gives on average.
	ResLocs [NumRes][]LocYield
}

// LocYield is a location whose card yields a resource (the bots' map).
type LocYield struct {
	Loc   int
	Units float64
}

// TerrainKind is one terrain of a sheet with its stamina cost.
type TerrainKind struct {
	ID, Name string
	Cost     uint8
}

// LandType is one landscape symbol type.
type LandType struct {
	ID, Name string
	Count    int
}

// Project is one project card (§4.8).
type Project struct {
	ID       string
	Item     int // crafted item number
	Name     string
	Traits   []string
	Cost     [NumRes]uint8
	Fire     bool
	Advanced bool
	Source   string
}

// NightStep kinds (§4.13, §5.6 step vocabulary).
const (
	stepThirst uint8 = iota
	stepHunger
	stepSleep
	stepInspiration
	stepPatrol
	stepThreat
	stepThreatAll
	stepFireOut
	stepEach
	stepLeader
)

var stepNames = []string{"pragnienie", "glod", "sen", "inspiracja", "patrol", "zagrozenie",
	"zagrozenie_wszyscy", "wypalenie", "kazdy", "wodz"}

// NightStep is one titled step of a night card.
type NightStep struct {
	Kind   uint8
	Title  string
	Text   string
	Fire   uint8 // sleep: stamina at a campfire
	Else   uint8 // sleep: elsewhere
	N      uint8 // patrol distance
	Where  uint8 // fire_out: which fires
	Effect uint16
}

// NightCard is one night card.
type NightCard struct {
	ID     string
	Phase  uint8 // 1 or 2
	Index  int
	Steps  []NightStep
	Source string
}

// ThreatCard is one threat card (§4.14).
type ThreatCard struct {
	ID         string
	Colour     uint8
	Title      string
	Flavour    string
	Text       string
	Persistent bool
	Tribe      bool
	Effect     uint16
	Passives   []Passive
	Actions    []CardAction
	Night      uint16 // persistent: an effect each night (after the card's steps)
	Source     string
}

// Character is one character card.
type Character struct {
	Code, Name, Title, Quote, Text string
	Passives                       []Passive
	Combat                         []CombatAb
	Actions                        []CardAction
	Source                         string
}

// Support is a combat support card design (§5.4.8).
type Support struct {
	ID, Title, Text string
	Source          string
}

// Support card ids.
const (
	supAssault uint8 = iota + 1 // Szturm
	supDefence                  // Obrona
	supPin                      // Przygwożdżenie
)

// Quest is one quest card (stage).
type Quest struct {
	ID              string
	Scenario, Stage int
	Title, Date     string
	Story, Text     string
	OnEnter         uint16
	Investigate     map[int]uint16 // location → effect
	Defeat          map[int]uint16 // enemy number → effect
	Gain            map[int]uint16 // item number → effect
	Actions         []CardAction
	Deliver         *Deliver
	Final           bool // states how heroes win
	Goals           []int
	Journal         string // the campaign journal entry added on a win
	Source          string
}

// Deliver is a quest's shared pool: heroes on a location spend a resource
// into it (card action, 1 stamina); at Need (per player at the start) its
// effect runs.
type Deliver struct {
	Res     uint8
	Loc     int
	PerHero int
	Base    int
	Effect  uint16
	Text    string
}

// Scenario is one scenario's sheet: its terrain and stage cards.
type Scenario struct {
	Number      int
	Title       string
	Terrain     int
	Competitive bool
	Stages      []int // quest indices by stage-1
	Side        uint8 // start tile side
	// Deadline[n-1]: with n players the island wins after the night of
	// this day (PROPOSED: the seed sets no round limit; every scenario here
	// has one, so a game always ends, and it is what balances the player
	// counts).
	Deadline [maxPlayers]int
	Intro    string
}

// Data is everything read from assets/data/discover.
type Data struct {
	Effects    [][]Op
	Cards      []Card
	ByNumber   map[int][]uint8 // number → card ids (all terrains)
	Terrains   [2]*Terrain
	Projects   [numProjects]Project
	Night      [numNight]NightCard
	Threats    [2][numThreat]ThreatCard
	Characters [numChars]Character
	Support    [numSupport]Support
	Quests     [numQuests]Quest
	Scenarios  [5]Scenario
	ResNames   [NumRes]string
	ResFew     [NumRes]string // "2 kamienie"
	ResMany    [NumRes]string // "5 kamieni"
	DmgNames   [numDmg]string
	Reference  []string // the reference card's lines (seed)
	Modifiers  []string
	Forgotten  []string
	Setup      [maxPlayers + 1]struct{ Stamina, Projects, Deal uint8 }
	AltText    map[uint16][]string // labels of a choose op's options by effect id
	Encounters []uint8             // card ids of encounter #100
	Chapters   []Chapter
	// PassiveTerrain names the terrain kind of each "terrain" passive
	// (Passive.A indexes it); a kind of another sheet simply never matches.
	PassiveTerrain []string
}

// Chapter is one step of the campaign (chapters.toml).
type Chapter struct {
	Scenario int
	Title    string
	Intro    string
	Journal  []string
	MinSeats int
	Unlock   int // the chapter's scenario unlocked by winning this one (0 = none)
	Source   string
}

// DefaultData loads the embedded data once; the result is read-only and
// shared by every game.
var DefaultData = engine.LoadOnce(assets.FS, "data/discover", LoadData)

type loader struct {
	engine.DataLoader
	d *Data
}

func (l *loader) addEffect(ops []Op) uint16 {
	l.d.Effects = append(l.d.Effects, ops)
	return uint16(len(l.d.Effects) - 1)
}

// effect compiles a list of op strings; alts are its sub-effect lists,
// which ops refer to by index.
func (l *loader) effect(what string, src []string, alts [][]string, altText []string) uint16 {
	if len(src) == 0 {
		return noEffect
	}
	// Alternatives compile last to first: one may name a later one
	// (a roll inside a choice).
	altIDs := make([]uint16, len(alts))
	for i := range altIDs {
		altIDs[i] = noEffect
	}
	for i := len(alts) - 1; i >= 0; i-- {
		ops := make([]Op, 0, len(alts[i]))
		for _, s := range alts[i] {
			o, err := parseOp(s, altIDs)
			if err == nil {
				for k := 0; k < int(o.NAlt); k++ {
					if o.Alt[k] == noEffect {
						err = fmt.Errorf("alternatywa może wskazać tylko późniejszą")
					}
				}
			}
			if err != nil {
				l.Fail("%s alt[%d]: %q: %v", what, i, s, err)
				return noEffect
			}
			ops = append(ops, o)
		}
		altIDs[i] = l.addEffect(ops)
	}
	ops := make([]Op, 0, len(src))
	for _, s := range src {
		o, err := parseOp(s, altIDs)
		if err != nil {
			l.Fail("%s: %q: %v", what, s, err)
			return noEffect
		}
		ops = append(ops, o)
	}
	id := l.addEffect(ops)
	if len(altText) > 0 {
		if len(altText) != len(alts) {
			l.Fail("%s: alt_text ma %d pozycji, alt %d", what, len(altText), len(alts))
		}
		if l.d.AltText == nil {
			l.d.AltText = map[uint16][]string{}
		}
		for i, a := range altIDs {
			if i < len(altText) {
				l.d.AltText[a] = []string{altText[i]}
			}
		}
	}
	return id
}

func parseRes(s string) (uint8, error) {
	for i, n := range resIDs {
		if n == s {
			return uint8(i), nil
		}
	}
	return 0, fmt.Errorf("nieznany zasób %q", s)
}

func parseDmg(s string) (uint8, error) {
	for i, n := range dmgIDs {
		if i > 0 && n == s {
			return uint8(i), nil
		}
	}
	return 0, fmt.Errorf("nieznane obrażenie %q", s)
}

func atoi(s string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("liczba %q poza zakresem %d..%d", s, lo, hi)
	}
	return n, nil
}

// parseCond reads "fire", "camp", "loc 1", "item 33", "trait Broń",
// "res drewno 2", "players 3", "day 2", "solo", "hurt", "stamina 3".
func parseCond(f []string) (Cond, error) {
	var c Cond
	if len(f) == 0 {
		return c, nil
	}
	var err error
	num := func(i, lo, hi int) int16 {
		if err != nil {
			return 0
		}
		if len(f) <= i {
			err = fmt.Errorf("warunek %q: brak argumentu", strings.Join(f, " "))
			return 0
		}
		var n int
		n, err = atoi(f[i], lo, hi)
		return int16(n)
	}
	switch f[0] {
	case "fire":
		c.Kind = condFire
	case "camp":
		c.Kind = condCamp
	case "loc":
		c.Kind, c.A = condLoc, num(1, 1, 999)
	case "item":
		c.Kind, c.A = condItem, num(1, 1, 999)
	case "trait":
		c.Kind = condTrait
		if len(f) < 2 {
			return c, fmt.Errorf("trait: brak nazwy")
		}
		c.A = int16(traitIndex(strings.Join(f[1:], " ")))
		if c.A < 0 {
			return c, fmt.Errorf("nieznana cecha %q", strings.Join(f[1:], " "))
		}
		return c, nil
	case "res":
		c.Kind = condRes
		if len(f) < 2 {
			return c, fmt.Errorf("res: brak zasobu")
		}
		r, e := parseRes(f[1])
		if e != nil {
			return c, e
		}
		c.A, c.N = int16(r), num(2, 1, 20)
	case "players":
		c.Kind, c.A = condPlayers, num(1, 1, 4)
	case "day":
		c.Kind, c.A = condDay, num(1, 1, 99)
	case "solo":
		c.Kind = condSolo
	case "hurt":
		c.Kind = condHurt
	case "stamina":
		c.Kind, c.A = condStamina, num(1, 0, 12)
	case "relics":
		c.Kind, c.A = condRelics, num(1, 1, 9)
	case "pool":
		c.Kind = condPool
	case "markers":
		c.Kind, c.A = condMarkers, num(1, 1, 9)
	default:
		return c, fmt.Errorf("nieznany warunek %q", f[0])
	}
	return c, err
}

// Traits the rules refer to; other traits are free text.
var traitNames = []string{"Broń", "Przedmiot wyprawy", "Główny klucz", "Chłód", "Narzędzie", "Odzież", "Pojemnik", "Jedzenie", "Relikt"}

func traitIndex(s string) int {
	for i, t := range traitNames {
		if t == s {
			return i
		}
	}
	return -1
}

// parseOp reads one op of the effect DSL (described at the top of
// assets/data/discover/rules.toml).
func parseOp(s string, alts []uint16) (Op, error) {
	var o Op
	f := strings.Fields(s)
	if len(f) == 0 {
		return o, fmt.Errorf("pusta operacja")
	}
	k, ok := opNames[f[0]]
	if !ok {
		return o, fmt.Errorf("nieznana operacja %q", f[0])
	}
	o.Kind = k
	var err error
	arg := func(i int) string {
		if i < len(f) {
			return f[i]
		}
		if err == nil {
			err = fmt.Errorf("%s: brak argumentu %d", f[0], i)
		}
		return "0"
	}
	count := func(i int, def int16) int16 {
		if i >= len(f) || err != nil {
			return def
		}
		n, e := atoi(f[i], -12, 999)
		if e != nil {
			err = e
		}
		return int16(n)
	}
	alt := func(t string) uint16 {
		i, e := atoi(t, 0, 9)
		if e != nil || i >= len(alts) {
			if err == nil {
				err = fmt.Errorf("%s: brak alternatywy %q", f[0], t)
			}
			return 0
		}
		return alts[i]
	}
	where := func(i int) {
		switch arg(i) {
		case "here":
			o.Where = whereHere
		case "loc":
			o.Where, o.N = whereLoc, count(i+1, 0)
			if o.N <= 0 && err == nil {
				err = fmt.Errorf("%s: numer miejsca", f[0])
			}
		case "lowest":
			o.Where = whereLowest
		case "nearest":
			o.Where = whereNearest
		default:
			if err == nil {
				err = fmt.Errorf("%s: here, loc N, lowest albo nearest", f[0])
			}
		}
	}
	switch k {
	case opGain, opLose:
		var r uint8
		r, err = parseRes(arg(1))
		o.A, o.N = int16(r), count(2, 1)
	case opSpend:
		if arg(1) == "stamina" {
			o.Stamina, o.N = true, count(2, 1)
			break
		}
		var r uint8
		r, err = parseRes(arg(1))
		o.A, o.N = int16(r), count(2, 1)
	case opStamina, opPatrol, opSnore, opMove, opMarkers, opRelic:
		o.N = count(1, 1)
		if k != opStamina && k != opMarkers && o.N < 1 && err == nil {
			err = fmt.Errorf("%s: liczba dodatnia", f[0])
		}
		if len(f) < 2 {
			err = fmt.Errorf("%s: brak liczby", f[0])
		}
	case opDamage:
		var d uint8
		d, err = parseDmg(arg(1))
		o.A, o.N = int16(d), count(2, 1)
	case opHeal:
		if arg(1) == "any" {
			o.A = 0
		} else {
			var d uint8
			d, err = parseDmg(arg(1))
			o.A = int16(d)
		}
		o.N = count(2, 1)
	case opSearch, opEnemy, opStage, opItem, opTeleport:
		o.A = count(1, 0)
		if len(f) != 2 || o.A <= 0 {
			err = fmt.Errorf("%s: jeden numer", f[0])
		}
	case opMonster:
		where(1)
	case opSpecial:
		o.A = count(1, 0)
		where(2)
	case opFireOut:
		switch arg(1) {
		case "all":
			o.Where = fireAll
		case "tokens":
			o.Where = fireTokens
		case "camp":
			o.Where = fireCamp
		case "here":
			o.Where = fireHere
		default:
			err = fmt.Errorf("fire_out: all, tokens, camp albo here")
		}
	case opWin, opProject, opThreat, opCampfire, opRelight, opToCamp, opLeave, opScout, opDiscardSelf, opEscape:
		if len(f) != 1 {
			err = fmt.Errorf("%s nie ma argumentów", f[0])
		}
	case opChoose:
		if len(f) < 3 || len(f) > 5 {
			return o, fmt.Errorf("choose: 2..4 alternatywy")
		}
		for i, t := range f[1:] {
			o.Alt[i] = alt(t)
		}
		o.NAlt = uint8(len(f) - 1)
	case opAll, opOther:
		o.Alt[0], o.NAlt = alt(arg(1)), 1
		if len(f) != 2 {
			err = fmt.Errorf("%s: jedna alternatywa", f[0])
		}
	case opRoll:
		// roll 1-4:0 5-12:1
		if len(f) < 2 || len(f) > 5 {
			return o, fmt.Errorf("roll: 1..4 przedziały")
		}
		covered := 0
		for i, t := range f[1:] {
			rg, a, ok := strings.Cut(t, ":")
			lo, hi, ok2 := strings.Cut(rg, "-")
			if !ok || !ok2 {
				return o, fmt.Errorf("roll: przedział %q (np. 1-4:0)", t)
			}
			l, e1 := atoi(lo, 1, 12)
			h, e2 := atoi(hi, l, 12)
			if e1 != nil || e2 != nil || l != covered+1 {
				return o, fmt.Errorf("roll: przedziały muszą iść kolejno od 1 (%q)", t)
			}
			covered = h
			o.Lo[i], o.Hi[i], o.Alt[i] = uint8(l), uint8(h), alt(a)
		}
		if covered != 12 {
			return o, fmt.Errorf("roll: przedziały muszą pokryć 1..12")
		}
		o.NAlt = uint8(len(f) - 1)
	case opIf:
		// if COND... then I [else J]: the alternatives are the last one
		// or two fields after "then".
		ti := -1
		for i, t := range f {
			if t == "then" {
				ti = i
			}
		}
		if ti < 2 || ti == len(f)-1 || len(f)-ti > 3 {
			return o, fmt.Errorf("if: if WARUNEK then I [J]")
		}
		o.Cond, err = parseCond(f[1:ti])
		o.Alt[0], o.NAlt = alt(f[ti+1]), 1
		if len(f)-ti == 3 {
			o.Alt[1], o.NAlt = alt(f[ti+2]), 2
		}
	}
	return o, err
}

func parsePassive(s string) (Passive, error) {
	var p Passive
	f := strings.Fields(s)
	if len(f) == 0 {
		return p, fmt.Errorf("pusta zdolność")
	}
	k, ok := passiveNames[f[0]]
	if !ok {
		return p, fmt.Errorf("nieznana zdolność stała %q", f[0])
	}
	p.Kind = k
	var err error
	num := func(i, lo, hi int) int16 {
		if err != nil {
			return 0
		}
		if i >= len(f) {
			err = fmt.Errorf("%s: brak argumentu", f[0])
			return 0
		}
		var n int
		n, err = atoi(f[i], lo, hi)
		return int16(n)
	}
	switch k {
	case pasMoveCost:
		p.A, p.N = num(1, 1, 3), num(2, 1, 3)
	case pasTerrain:
		if len(f) != 3 {
			return p, fmt.Errorf("terrain: rodzaj i koszt")
		}
		// The terrain id is kept by the loader (Data.PassiveTerrain);
		// A is its index there.
		p.N = num(2, 0, 3)
		p.A = -1
	case pasSleep:
		p.N = num(1, 1, 6)
		if len(f) > 2 {
			p.Cond, err = parseCond(f[2:])
		}
	case pasCarry, pasGrey, pasRed, pasSupport, pasMovePlus, pasWaterPlus, pasCookPlus, pasNoSleep:
		p.N = num(1, 1, 6)
	case pasFree:
		p.A = -1
		for i, n := range freeNames {
			if len(f) == 2 && f[1] == n {
				p.A = int16(i)
			}
		}
		if p.A < 0 {
			err = fmt.Errorf("free: scout, investigate, craft albo rest")
		}
	case pasRestInjury:
	case pasRewardPlus:
		if len(f) != 3 {
			return p, fmt.Errorf("reward_plus: zasób i liczba")
		}
		var r uint8
		r, err = parseRes(f[1])
		p.A, p.N = int16(r), num(2, 1, 3)
	}
	return p, err
}

// parseCombat reads "reroll grey|red|any|both COST", "plus grey|red N
// COST" or "escape COST", where COST is free, marker, "marker or ZASÓB",
// "stamina N" or a resource.
func parseCombat(s string) (CombatAb, error) {
	var c CombatAb
	f := strings.Fields(s)
	if len(f) < 2 {
		return c, fmt.Errorf("rodzaj i koszt")
	}
	rest := f[1:]
	switch f[0] {
	case "reroll", "plus":
		c.Kind = cabReroll
		if f[0] == "plus" {
			c.Kind = cabPlus
		}
		switch f[1] {
		case "grey":
			c.Die = dieGrey
		case "red":
			c.Die = dieRed
		case "any":
			c.Die = dieAny
		case "both":
			c.Die = dieBoth
		default:
			return c, fmt.Errorf("kość: grey, red, any albo both")
		}
		rest = f[2:]
		if c.Kind == cabPlus {
			if c.Die != dieGrey && c.Die != dieRed {
				return c, fmt.Errorf("plus: grey albo red")
			}
			if len(f) < 4 {
				return c, fmt.Errorf("plus: kość, wartość i koszt")
			}
			n, err := atoi(f[2], 1, 3)
			if err != nil {
				return c, err
			}
			c.N = int8(n)
			rest = f[3:]
		}
	case "escape":
		c.Kind = cabEscape
	default:
		return c, fmt.Errorf("nieznana zdolność walki %q", f[0])
	}
	if len(rest) == 0 {
		return c, fmt.Errorf("brak kosztu")
	}
	switch {
	case rest[0] == "free" && len(rest) == 1:
		c.Cost = costFree
	case rest[0] == "marker" && len(rest) == 1:
		c.Cost = costMarker
	case rest[0] == "marker" && len(rest) == 3 && rest[1] == "or":
		r, err := parseRes(rest[2])
		if err != nil {
			return c, err
		}
		c.Cost, c.Arg = costMarkRes, r
	case rest[0] == "stamina" && len(rest) == 2:
		n, err := atoi(rest[1], 1, 6)
		if err != nil {
			return c, err
		}
		c.Cost, c.Arg = costStamina, uint8(n)
	case len(rest) == 1:
		r, err := parseRes(rest[0])
		if err != nil {
			return c, fmt.Errorf("koszt: free, marker [or ZASÓB], stamina N albo zasób")
		}
		c.Cost, c.Arg = costRes, r
	default:
		return c, fmt.Errorf("koszt: free, marker [or ZASÓB], stamina N albo zasób")
	}
	return c, nil
}

// ---- raw TOML shapes ----

type rawAction struct {
	Cost   int      `toml:"cost"`
	Daily  bool     `toml:"daily"`
	Cond   string   `toml:"cond"`
	Effect []string `toml:"effect"`
	Text   string   `toml:"text"`
}

type rawCard struct {
	Number     int         `toml:"number"`
	Variant    string      `toml:"variant"`
	Kind       string      `toml:"kind"`
	Title      string      `toml:"title"`
	Traits     []string    `toml:"traits"`
	Text       string      `toml:"text"`
	Flavour    string      `toml:"flavour"`
	Locked     bool        `toml:"locked"`
	Copies     int         `toml:"copies"`
	Effect     []string    `toml:"effect"`
	Alt        [][]string  `toml:"alt"`
	AltText    []string    `toml:"alt_text"`
	Passive    []string    `toml:"passive"`
	Combat     []string    `toml:"combat"`
	Action     []rawAction `toml:"action"`
	Markers    int         `toml:"markers"`
	Defence    int         `toml:"defence"`
	Attack     int         `toml:"attack"`
	Health     int         `toml:"health"`
	HealthN    int         `toml:"health_per_player"`
	Fierce     bool        `toml:"fierce"`
	Retreat    int         `toml:"retreat"`
	Reward     []string    `toml:"reward"`
	RewardText string      `toml:"reward_text"`
	Source     string      `toml:"source"`
}

type rawCards struct {
	Search    []rawCard `toml:"search"`
	Enemy     []rawCard `toml:"enemy"`
	Item      []rawCard `toml:"item"`
	Encounter []rawCard `toml:"encounter"`
	Project   []struct {
		ID       string   `toml:"id"`
		Item     int      `toml:"item"`
		Name     string   `toml:"name"`
		Traits   []string `toml:"traits"`
		Cost     []string `toml:"cost"`
		Fire     bool     `toml:"fire"`
		Advanced bool     `toml:"advanced"`
		Source   string   `toml:"source"`
	} `toml:"project"`
}

type rawTerrain struct {
	ID               string   `toml:"id"`
	Name             string   `toml:"name"`
	Scenarios        []int    `toml:"scenarios"`
	ThreatColour     string   `toml:"threat_colour"`
	AdvancedProjects bool     `toml:"advanced_projects"`
	SearchRange      []int    `toml:"search_range"`
	EnemyRange       []int    `toml:"enemy_range"`
	CraftedRange     []int    `toml:"crafted_range"`
	Dedup            []int    `toml:"dedup"`
	CompassRotation  int      `toml:"compass_rotation"`
	SpecialSetup     []string `toml:"special_setup"`
	Rules            string   `toml:"rules"`
	CostText         string   `toml:"cost_text"`
	Monsters         []int    `toml:"monsters"`
	Specials         []int    `toml:"specials"`
	Water            []string `toml:"water"`
	Source           string   `toml:"source"`
	Kind             []struct {
		ID     string `toml:"id"`
		Name   string `toml:"name"`
		Cost   int    `toml:"cost"`
		Source string `toml:"source"`
	} `toml:"kind"`
	Landscape []struct {
		ID     string   `toml:"id"`
		Name   string   `toml:"name"`
		Count  int      `toml:"count"`
		Tokens []string `toml:"tokens"`
		Source string   `toml:"source"`
	} `toml:"landscape"`
	Slot []struct {
		Q      int    `toml:"q"`
		R      int    `toml:"r"`
		Stack  int    `toml:"stack"`
		Source string `toml:"source"`
	} `toml:"slot"`
	Tile []struct {
		ID     string   `toml:"id"`
		Stack  int      `toml:"stack"`
		Spaces []string `toml:"spaces"`
		SideB  []string `toml:"side_b"`
		Source string   `toml:"source"`
	} `toml:"tile"`
}

type rawStep struct {
	Kind   string     `toml:"kind"`
	Title  string     `toml:"title"`
	Text   string     `toml:"text"`
	Fire   int        `toml:"fire"`
	Else   int        `toml:"else"`
	N      int        `toml:"n"`
	Which  string     `toml:"which"`
	Effect []string   `toml:"effect"`
	Alt    [][]string `toml:"alt"`
}

type rawNight struct {
	Card []struct {
		ID     string    `toml:"id"`
		Phase  int       `toml:"phase"`
		Index  int       `toml:"index"`
		Step   []rawStep `toml:"step"`
		Source string    `toml:"source"`
	} `toml:"card"`
}

type rawThreats struct {
	Threat []struct {
		ID      string      `toml:"id"`
		Colour  string      `toml:"colour"`
		Title   string      `toml:"title"`
		Keyword string      `toml:"keyword"`
		Flavour string      `toml:"flavour"`
		Text    string      `toml:"text"`
		Effect  []string    `toml:"effect"`
		Alt     [][]string  `toml:"alt"`
		AltText []string    `toml:"alt_text"`
		Passive []string    `toml:"passive"`
		Action  []rawAction `toml:"action"`
		Night   []string    `toml:"night"`
		Source  string      `toml:"source"`
	} `toml:"threat"`
}

type rawCharacters struct {
	Character []struct {
		Code    string      `toml:"code"`
		Name    string      `toml:"name"`
		Title   string      `toml:"title"`
		Quote   string      `toml:"quote"`
		Text    string      `toml:"text"`
		Passive []string    `toml:"passive"`
		Combat  []string    `toml:"combat"`
		Action  []rawAction `toml:"action"`
		Source  string      `toml:"source"`
	} `toml:"character"`
}

type rawQuests struct {
	Scenario []struct {
		Number      int    `toml:"number"`
		Title       string `toml:"title"`
		Terrain     string `toml:"terrain"`
		Competitive bool   `toml:"competitive"`
		Side        string `toml:"start_side"`
		Deadline    []int  `toml:"deadline"`
		Source      string `toml:"source"`
	} `toml:"scenario"`
	Quest []struct {
		ID          string       `toml:"id"`
		Title       string       `toml:"title"`
		Date        string       `toml:"date"`
		Story       string       `toml:"story"`
		Text        string       `toml:"text"`
		OnEnter     []string     `toml:"on_enter"`
		Alt         [][]string   `toml:"alt"`
		AltText     []string     `toml:"alt_text"`
		Investigate []rawTrigger `toml:"investigate"`
		Defeat      []rawTrigger `toml:"defeat"`
		Gain        []rawTrigger `toml:"gain"`
		Action      []rawAction  `toml:"action"`
		Deliver     *struct {
			Res     string   `toml:"res"`
			Loc     int      `toml:"loc"`
			PerHero int      `toml:"per_hero"`
			Base    int      `toml:"base"`
			Effect  []string `toml:"effect"`
			Text    string   `toml:"text"`
		} `toml:"deliver"`
		Final   bool   `toml:"final"`
		Journal string `toml:"journal"`
		Source  string `toml:"source"`
	} `toml:"quest"`
}

type rawTrigger struct {
	N      int      `toml:"n"`
	Effect []string `toml:"effect"`
}

type rawRules struct {
	Resources []struct {
		ID     string `toml:"id"`
		Name   string `toml:"name"`
		Few    string `toml:"few"`
		Many   string `toml:"many"`
		Source string `toml:"source"`
	} `toml:"resource"`
	Damage []struct {
		ID     string `toml:"id"`
		Name   string `toml:"name"`
		Source string `toml:"source"`
	} `toml:"damage"`
	Setup []struct {
		Players  int    `toml:"players"`
		Stamina  int    `toml:"stamina"`
		Projects int    `toml:"projects"`
		Deal     int    `toml:"deal"`
		Source   string `toml:"source"`
	} `toml:"setup"`
	Support []struct {
		ID     string `toml:"id"`
		Title  string `toml:"title"`
		Text   string `toml:"text"`
		Source string `toml:"source"`
	} `toml:"support"`
	Reference struct {
		Actions   []string `toml:"actions"`
		Modifiers []string `toml:"modifiers"`
		Forgotten []string `toml:"forgotten"`
		Source    string   `toml:"source"`
	} `toml:"reference"`
}

type rawChapters struct {
	Chapter []struct {
		Scenario int      `toml:"scenario"`
		Title    string   `toml:"title"`
		Intro    string   `toml:"intro"`
		Journal  []string `toml:"journal"`
		MinSeats int      `toml:"min_seats"`
		Unlocks  int      `toml:"unlocks"`
		Source   string   `toml:"source"`
	} `toml:"chapter"`
}

// LoadData reads and validates every file of fsys (the data/discover
// folder).
func LoadData(fsys fs.FS) (*Data, error) {
	l := &loader{DataLoader: engine.DataLoader{FS: fsys, Title: "discover"}, d: &Data{ByNumber: map[int][]uint8{}}}
	var rr rawRules
	l.Decode("rules.toml", &rr)
	l.rules(&rr)
	var items rawCards
	l.Decode("items.toml", &items)
	l.items(&items)
	for i, name := range []string{"wyspa", "las"} {
		var rt rawTerrain
		l.Decode("terrain_"+name+".toml", &rt)
		t := l.terrain(&rt, int8(i))
		l.d.Terrains[i] = t
		var rc rawCards
		l.Decode("cards_"+name+".toml", &rc)
		l.terrainCards(&rc, t)
	}
	var enc rawCards
	l.Decode("encounters.toml", &enc)
	for i := range enc.Encounter {
		c := &enc.Encounter[i]
		if c.Number != 100 {
			l.Fail("spotkanie %q: numer musi być 100", c.Title)
		}
		id := l.card(c, deckEncounter, -1)
		for k := 0; k < int(l.d.Cards[id].Copies); k++ {
			l.d.Encounters = append(l.d.Encounters, id)
		}
	}
	var rn rawNight
	l.Decode("night.toml", &rn)
	l.night(&rn)
	var rth rawThreats
	l.Decode("threats.toml", &rth)
	l.threats(&rth)
	var rch rawCharacters
	l.Decode("characters.toml", &rch)
	l.characters(&rch)
	var rq rawQuests
	l.Decode("quests.toml", &rq)
	l.quests(&rq)
	var rcp rawChapters
	l.Decode("chapters.toml", &rcp)
	l.chapters(&rcp)
	if l.Err == nil {
		l.File = "(całość)"
		l.validate()
	}
	if l.Err != nil {
		return nil, l.Err
	}
	return l.d, nil
}

func (l *loader) rules(r *rawRules) {
	if len(r.Resources) != int(NumRes) {
		l.Fail("zasobów jest %d, powinno być %d", len(r.Resources), NumRes)
		return
	}
	for i, x := range r.Resources {
		l.Source("zasób "+x.ID, x.Source)
		if x.ID != resIDs[i] {
			l.Fail("zasób %d: %q, oczekiwano %q", i, x.ID, resIDs[i])
		}
		if x.Name == "" || x.Few == "" || x.Many == "" {
			l.Fail("zasób %s: nazwa i formy liczby mnogiej (few, many)", x.ID)
		}
		l.d.ResNames[i], l.d.ResFew[i], l.d.ResMany[i] = x.Name, x.Few, x.Many
	}
	if len(r.Damage) != int(numDmg)-1 {
		l.Fail("rodzajów obrażeń jest %d, powinno być 4", len(r.Damage))
		return
	}
	for i, x := range r.Damage {
		l.Source("obrażenie "+x.ID, x.Source)
		if x.ID != dmgIDs[i+1] {
			l.Fail("obrażenie %d: %q, oczekiwano %q", i, x.ID, dmgIDs[i+1])
		}
		l.d.DmgNames[i+1] = x.Name
	}
	for _, s := range r.Setup {
		l.Source("przygotowanie", s.Source)
		if s.Players < 1 || s.Players > maxPlayers || s.Stamina < 1 || s.Stamina > maxStamina || s.Projects < 1 || s.Deal < 1 {
			l.Fail("przygotowanie: złe wartości dla %d graczy", s.Players)
			continue
		}
		l.d.Setup[s.Players] = struct{ Stamina, Projects, Deal uint8 }{uint8(s.Stamina), uint8(s.Projects), uint8(s.Deal)}
	}
	for n := 1; n <= maxPlayers; n++ {
		if l.d.Setup[n].Stamina == 0 {
			l.Fail("przygotowanie: brak wartości dla %d graczy", n)
		}
	}
	if len(r.Support) != numSupport {
		l.Fail("kart wsparcia w walce jest %d rodzajów, powinno być 3", len(r.Support))
		return
	}
	for i, x := range r.Support {
		l.Source("wsparcie "+x.ID, x.Source)
		l.d.Support[i] = Support{ID: x.ID, Title: x.Title, Text: x.Text, Source: x.Source}
	}
	for i, id := range []string{"szturm", "obrona", "przygwozdzenie"} {
		if l.d.Support[i].ID != id {
			l.Fail("wsparcie %d: %q, oczekiwano %q", i, l.d.Support[i].ID, id)
		}
	}
	l.Source("karta pomocy", r.Reference.Source)
	l.d.Reference, l.d.Modifiers, l.d.Forgotten = r.Reference.Actions, r.Reference.Modifiers, r.Reference.Forgotten
}

// actions compiles a card's "X:" actions; alts are the card's
// alternatives, which their effects may name.
func (l *loader) actions(what string, raw []rawAction, alts [][]string) []CardAction {
	var out []CardAction
	for i, a := range raw {
		w := fmt.Sprintf("%s akcja %d", what, i+1)
		if a.Cost < 0 || a.Cost > maxStamina || a.Text == "" {
			l.Fail("%s: koszt 0..12 i tekst", w)
		}
		c1, c2, _ := strings.Cut(a.Cond, ",")
		c, err := parseCond(strings.Fields(c1))
		if err != nil {
			l.Fail("%s: %v", w, err)
		}
		cc, err := parseCond(strings.Fields(c2))
		if err != nil {
			l.Fail("%s: %v", w, err)
		}
		eff := l.effect(w, a.Effect, alts, nil)
		if eff == noEffect {
			l.Fail("%s: brak efektu", w)
		}
		out = append(out, CardAction{Cost: uint8(a.Cost), Daily: a.Daily, Cond: c, Cond2: cc, Effect: eff, Text: a.Text})
	}
	return out
}

func (l *loader) passives(what string, raw []string) []Passive {
	var out []Passive
	for _, s := range raw {
		p, err := parsePassive(s)
		if err != nil {
			l.Fail("%s: %q: %v", what, s, err)
		}
		if p.Kind == pasTerrain {
			p.A = int16(len(l.d.PassiveTerrain))
			l.d.PassiveTerrain = append(l.d.PassiveTerrain, strings.Fields(s)[1])
		}
		out = append(out, p)
	}
	return out
}

func (l *loader) combat(what string, raw []string) []CombatAb {
	var out []CombatAb
	for _, s := range raw {
		c, err := parseCombat(s)
		if err != nil {
			l.Fail("%s: %q: %v", what, s, err)
		}
		out = append(out, c)
	}
	return out
}

// card adds one numbered card design and returns its id.
func (l *loader) card(c *rawCard, deck uint8, terrain int8) uint8 {
	what := fmt.Sprintf("karta nr %d %q", c.Number, c.Title)
	l.Source(what, c.Source)
	if c.Title == "" || c.Text == "" && deck != deckEnemy {
		l.Fail("%s: tytuł i tekst są wymagane", what)
	}
	if len(l.d.Cards) >= maxCards {
		l.Fail("za dużo kart")
		return 0
	}
	k := -1
	for i, n := range kindIDs {
		if n == c.Kind {
			k = i
		}
	}
	if deck == deckEnemy {
		if c.Kind != "" && c.Kind != "wrog" {
			l.Fail("%s: karta wroga ma rodzaj \"wrog\"", what)
		}
		k = int(kindEnemy)
	}
	if deck == deckCrafted {
		if c.Kind != "" && c.Kind != "przedmiot" {
			l.Fail("%s: wytworzony przedmiot ma rodzaj \"przedmiot\"", what)
		}
		k = int(kindItem)
	}
	if k < 0 {
		l.Fail("%s: rodzaj %q (wydarzenie, ulepszenie, wrog, przedmiot)", what, c.Kind)
		k = 0
	}
	copies := c.Copies
	if copies == 0 {
		copies = 1
	}
	if copies < 1 || copies > 4 {
		l.Fail("%s: 1..4 kopie", what)
	}
	card := Card{Number: c.Number, Variant: c.Variant, Deck: deck, Terrain: terrain, Kind: uint8(k),
		Title: c.Title, Text: c.Text, Flavour: c.Flavour, Traits: c.Traits, Copies: uint8(copies),
		Locked: c.Locked, Markers: uint8(c.Markers), Source: c.Source, RewardText: c.RewardText, Reward: noEffect}
	card.ID = strconv.Itoa(c.Number) + c.Variant
	if terrain >= 0 && deck != deckCrafted {
		card.ID = []string{"w", "l"}[terrain] + card.ID
	}
	key := false
	for _, t := range c.Traits {
		key = key || t == "Główny klucz"
	}
	if !key && c.Locked != strings.Contains(strings.ToLower(c.Text+" "+c.Flavour), "drzwi są zablokowane") {
		l.Fail("%s: locked musi odpowiadać zwrotowi „drzwi są zablokowane” w treści", what)
	}
	for _, t := range c.Traits {
		switch t {
		case "Broń":
			card.Weapon = true
		case "Przedmiot wyprawy":
			card.Quest = true
		case "Główny klucz":
			card.Key = true
		}
		if traitIndex(t) < 0 {
			l.Fail("%s: nieznana cecha %q", what, t)
		}
	}
	card.Effect = l.effect(what, c.Effect, c.Alt, c.AltText)
	card.Passives = l.passives(what, c.Passive)
	card.Combat = l.combat(what, c.Combat)
	card.Actions = l.actions(what, c.Action, c.Alt)
	for _, p := range card.Passives {
		if p.Kind == pasCarry && card.Kind != kindItem {
			l.Fail("%s: przenoszenie zasobów tylko na przedmiocie", what)
		}
	}
	for _, a := range card.Actions {
		if (a.Cond.Kind == condMarkers || a.Cond2.Kind == condMarkers) && card.Kind != kindItem {
			l.Fail("%s: warunek znaczników tylko na przedmiocie", what)
		}
	}
	if card.Kind == kindEnemy {
		if c.Defence < 1 || c.Defence > 12 || c.Attack < 0 || c.Attack > 12 || c.Health < 0 || c.Health > 6 || c.Health+c.HealthN < 1 {
			l.Fail("%s: obrona 1..12, atak 0..12 (0 = „–”), zdrowie 1..6", what)
		}
		card.Defence, card.Attack, card.Health, card.Fierce = uint8(c.Defence), uint8(c.Attack), uint8(c.Health), c.Fierce
		if c.HealthN < 0 || c.HealthN > 3 {
			l.Fail("%s: zdrowie na gracza 0..3", what)
		}
		card.HealthN = uint8(c.HealthN)
		card.Retreat = uint8(c.Retreat)
		if card.Retreat == 0 {
			card.Retreat = 1
		}
		card.Reward = l.effect(what+" nagroda", c.Reward, nil, nil)
		if (len(c.Reward) > 0) != (c.RewardText != "") {
			l.Fail("%s: nagroda i jej tekst idą w parze", what)
		}
	} else if c.Defence != 0 || c.Attack != 0 || c.Health != 0 || c.HealthN != 0 || len(c.Reward) > 0 || c.Fierce || c.Retreat != 0 {
		l.Fail("%s: statystyki walki tylko na karcie wroga", what)
	}
	if card.Kind != kindItem && (len(card.Combat) > 0 || card.Markers > 0) {
		l.Fail("%s: zdolności walki i znaczniki tylko na przedmiocie", what)
	}
	l.d.Cards = append(l.d.Cards, card)
	id := uint8(len(l.d.Cards) - 1)
	l.d.ByNumber[c.Number] = append(l.d.ByNumber[c.Number], id)
	return id
}

func (l *loader) items(r *rawCards) {
	for i := range r.Item {
		c := &r.Item[i]
		if c.Number < 89 || c.Number > 99 {
			l.Fail("wytworzony przedmiot %q: numer %d poza 89–99", c.Title, c.Number)
		}
		l.card(c, deckCrafted, -1)
	}
	if len(r.Project) != numProjects {
		l.Fail("projektów jest %d, powinno być %d", len(r.Project), numProjects)
		return
	}
	adv := 0
	for i, p := range r.Project {
		l.Source("projekt "+p.ID, p.Source)
		pr := Project{ID: p.ID, Item: p.Item, Name: p.Name, Traits: p.Traits, Fire: p.Fire, Advanced: p.Advanced, Source: p.Source}
		total := 0
		for _, c := range p.Cost {
			f := strings.Fields(c)
			if len(f) != 2 {
				l.Fail("projekt %s: koszt %q (zasób liczba)", p.ID, c)
				continue
			}
			res, err := parseRes(f[0])
			n, err2 := atoi(f[1], 1, 4)
			if err != nil || err2 != nil {
				l.Fail("projekt %s: koszt %q", p.ID, c)
				continue
			}
			pr.Cost[res] += uint8(n)
			total += n
		}
		if total < 2 || total > 4 {
			l.Fail("projekt %s: koszt 2..4 zasobów (§5.6), jest %d", p.ID, total)
		}
		if p.Advanced {
			adv++
		} else if adv > 0 {
			l.Fail("projekt %s: projekty zaawansowane idą na końcu", p.ID)
		}
		l.d.Projects[i] = pr
	}
	if adv != numProjects-numNormalProj {
		l.Fail("projektów zaawansowanych jest %d, powinno być 3", adv)
	}
}

func (l *loader) terrain(r *rawTerrain, idx int8) *Terrain {
	t := &Terrain{ID: r.ID, Name: r.Name, Index: idx, Scenarios: r.Scenarios, Advanced: r.AdvancedProjects,
		Rules: r.Rules, CostText: r.CostText, LocHex: map[int][]uint8{}, Dedup: r.Dedup, Specials: r.Specials,
		LocStack: map[int]uint8{}}
	l.Source("teren "+r.ID, r.Source)
	switch r.ThreatColour {
	case "niebieska":
		t.ThreatColour = 0
	case "pomaranczowa":
		t.ThreatColour = 1
	default:
		l.Fail("teren %s: kolor kart zagrożenia %q (niebieska, pomaranczowa)", r.ID, r.ThreatColour)
	}
	rng := func(what string, v []int) (int, int) {
		if len(v) != 2 || v[0] < 1 || v[1] < v[0] {
			l.Fail("teren %s: %s [od, do]", r.ID, what)
			return 0, 0
		}
		return v[0], v[1]
	}
	t.SearchLo, t.SearchHi = rng("search_range", r.SearchRange)
	t.EnemyLo, t.EnemyHi = rng("enemy_range", r.EnemyRange)
	if lo, hi := rng("crafted_range", r.CraftedRange); lo != 89 || hi != 99 {
		l.Fail("teren %s: karty wytworzonych przedmiotów 89–99", r.ID)
	}
	if r.CompassRotation < 0 || r.CompassRotation > 5 {
		l.Fail("teren %s: obrót kompasu 0..5", r.ID)
	}
	t.CompassRot = uint8(r.CompassRotation)
	t.Special = l.effect("teren "+r.ID+" przygotowanie", r.SpecialSetup, nil, nil)
	if len(r.Kind) < 4 || len(r.Kind) > 6 {
		l.Fail("teren %s: 4..6 rodzajów terenu (§5.6)", r.ID)
	}
	for _, k := range r.Kind {
		l.Source("teren "+k.ID, k.Source)
		if k.Cost < 1 || k.Cost > 3 {
			l.Fail("teren %s: koszt %s 1..3", r.ID, k.ID)
		}
		t.Kinds = append(t.Kinds, TerrainKind{ID: k.ID, Name: k.Name, Cost: uint8(k.Cost)})
	}
	if len(r.Landscape) < 3 || len(r.Landscape) > maxLandTypes {
		l.Fail("teren %s: 3..5 rodzajów żetonów krajobrazu", r.ID)
	}
	for ti, lt := range r.Landscape {
		l.Source("krajobraz "+lt.ID, lt.Source)
		if len(lt.Tokens) != lt.Count || len(lt.Tokens) > maxLandPile {
			l.Fail("teren %s: krajobraz %s ma %d żetonów, liczba %d, najwyżej %d", r.ID, lt.ID, len(lt.Tokens), lt.Count, maxLandPile)
		}
		t.LandTypes = append(t.LandTypes, LandType{ID: lt.ID, Name: lt.Name, Count: lt.Count})
		for _, s := range lt.Tokens {
			tok, err := parseToken(s)
			if err != nil {
				l.Fail("teren %s: krajobraz %s: %v", r.ID, lt.ID, err)
			}
			tok.Type = uint8(ti)
			t.Tokens = append(t.Tokens, tok)
		}
	}
	if len(t.Tokens) > maxLandTokens {
		l.Fail("teren %s: za dużo żetonów krajobrazu (%d)", r.ID, len(t.Tokens))
	}
	if len(r.Monsters) != numMonTokens {
		l.Fail("teren %s: %d żetonów potworów, powinno być 8", r.ID, len(r.Monsters))
	} else {
		copy(t.Monsters[:], r.Monsters)
	}
	if len(r.Water) != numWater {
		l.Fail("teren %s: %d źródeł wody, powinno być 3", r.ID, len(r.Water))
	} else {
		for i, w := range r.Water {
			res, err := parseRes(w)
			if err != nil || (res != CleanWater && res != DirtyWater) {
				l.Fail("teren %s: źródło wody %q", r.ID, w)
			}
			t.Water[i] = res
		}
	}
	if len(r.Slot) != numTiles {
		l.Fail("teren %s: %d miejsc na kafelki, powinno być 17", r.ID, len(r.Slot))
		return t
	}
	for i, s := range r.Slot {
		if (s.Q-s.R)%3 != 0 || (i == 0) != (s.Stack == 0) || s.Stack < 0 || s.Stack > 4 {
			l.Fail("teren %s: miejsce %d (%d,%d) stos %d: kotwica (q−r) podzielna przez 3, stos 0 tylko na starcie", r.ID, i, s.Q, s.R, s.Stack)
		}
		t.SlotQR[i] = [2]int8{int8(s.Q), int8(s.R)}
		t.SlotStack[i] = uint8(s.Stack)
	}
	if len(r.Tile) != numTiles {
		l.Fail("teren %s: %d kafelków, powinno być 17", r.ID, len(r.Tile))
		return t
	}
	for i, rt := range r.Tile {
		l.Source("kafelek "+rt.ID, rt.Source)
		tile := Tile{ID: rt.ID, Stack: uint8(rt.Stack)}
		if (i == 0) != (rt.Stack == 0) || rt.Stack > 4 {
			l.Fail("teren %s: kafelek %s: stos 0 tylko kafelek startowy (pierwszy)", r.ID, rt.ID)
		}
		if len(rt.Spaces) != tileSpaces || (i == 0) != (len(rt.SideB) == tileSpaces) || (i > 0 && len(rt.SideB) > 0) {
			l.Fail("teren %s: kafelek %s: 3 pola (start: także side_b)", r.ID, rt.ID)
			continue
		}
		for k := 0; k < tileSpaces; k++ {
			tile.Spaces[k] = l.space(t, r.ID+"/"+rt.ID, rt.Spaces[k])
			if i == 0 {
				tile.SideB[k] = l.space(t, r.ID+"/"+rt.ID+"/B", rt.SideB[k])
			}
		}
		t.Tiles[i] = tile
	}
	l.geometry(t)
	return t
}

func parseToken(s string) (LandToken, error) {
	var t LandToken
	f := strings.Fields(s)
	if len(f) != 2 {
		return t, fmt.Errorf("żeton %q: r ZASÓB, r2 ZASÓB, e NUMER albo s NUMER", s)
	}
	switch f[0] {
	case "r", "r2":
		r, err := parseRes(f[1])
		t.Face, t.Res, t.Double = faceRes, r, f[0] == "r2"
		return t, err
	case "e", "s":
		n, err := atoi(f[1], 1, 999)
		t.Face, t.Number = faceEnemy, n
		if f[0] == "s" {
			t.Face = faceSearch
		}
		return t, err
	}
	return t, fmt.Errorf("żeton %q: r, r2, e albo s", s)
}

// space reads "gora loc:40 land:skaly water camp target".
func (l *loader) space(t *Terrain, what, s string) Space {
	sp := Space{Land: none}
	f := strings.Fields(s)
	if len(f) == 0 {
		l.Fail("%s: puste pole", what)
		return sp
	}
	sp.Terrain = none
	for i, k := range t.Kinds {
		if k.ID == f[0] {
			sp.Terrain = uint8(i)
		}
	}
	if sp.Terrain == none {
		l.Fail("%s: nieznany teren %q", what, f[0])
		sp.Terrain = 0
	}
	for _, x := range f[1:] {
		key, val, _ := strings.Cut(x, ":")
		switch key {
		case "camp":
			sp.Camp = true
		case "water":
			sp.Water = true
		case "target":
			sp.Target = true
		case "loc":
			n, err := atoi(val, 1, 999)
			if err != nil {
				l.Fail("%s: %v", what, err)
			}
			sp.Loc = n
		case "land":
			sp.Land = none
			for i, lt := range t.LandTypes {
				if lt.ID == val {
					sp.Land = uint8(i)
				}
			}
			if sp.Land == none {
				l.Fail("%s: nieznany symbol krajobrazu %q", what, val)
			}
		default:
			l.Fail("%s: nieznany znak %q", what, x)
		}
	}
	if sp.Loc != 0 && sp.Water {
		l.Fail("%s: ważne miejsce i źródło wody na jednym polu", what)
	}
	return sp
}

// Compass directions, clockwise from north (flat-top hexes, §8.5).
var dirQR = [6][2]int8{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}

// geometry derives hex coordinates, adjacency and distances of a layout.
func (l *loader) geometry(t *Terrain) {
	idx := map[[2]int8]uint8{}
	for s := 0; s < numTiles; s++ {
		q, r := t.SlotQR[s][0], t.SlotQR[s][1]
		for k, off := range [tileSpaces][2]int8{{0, 0}, {1, 0}, {0, 1}} {
			h := uint8(s*tileSpaces + k)
			t.Hex[h] = [2]int8{q + off[0], r + off[1]}
			if _, dup := idx[t.Hex[h]]; dup {
				l.Fail("teren %s: miejsca na kafelki nachodzą na siebie (%d,%d)", t.ID, t.Hex[h][0], t.Hex[h][1])
			}
			idx[t.Hex[h]] = h
		}
	}
	for h := 0; h < numHex; h++ {
		for d, dq := range dirQR {
			n, ok := idx[[2]int8{t.Hex[h][0] + dq[0], t.Hex[h][1] + dq[1]}]
			if !ok {
				n = none
			}
			t.Adj[h][d] = n
		}
		for g := 0; g < numHex; g++ {
			dq := int(t.Hex[h][0]) - int(t.Hex[g][0])
			dr := int(t.Hex[h][1]) - int(t.Hex[g][1])
			t.Dist[h][g] = uint8((abs(dq) + abs(dr) + abs(dq+dr)) / 2)
		}
	}
	// Every slot must touch the rest (the layout is one piece).
	seen := [numHex]bool{0: true}
	queue := []uint8{0}
	for len(queue) > 0 {
		h := queue[0]
		queue = queue[1:]
		for _, n := range t.Adj[h] {
			if n != none && !seen[n] {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	for h, ok := range seen {
		if !ok {
			l.Fail("teren %s: układ kafelków nie jest spójny (pole %d)", t.ID, h)
			break
		}
	}
	// Locations and the camp: a tile is fixed to its stack, so every
	// location number's hex is known once its tile is placed; record
	// which tiles carry which numbers.
	t.CampHex = none
	for k, sp := range t.Tiles[0].Spaces {
		if sp.Camp {
			t.CampHex = uint8(k)
		}
	}
	if t.CampHex == none {
		l.Fail("teren %s: kafelek startowy bez obozowiska", t.ID)
	}
	for ti := range t.Tiles {
		for k := 0; k < tileSpaces; k++ {
			for _, sp := range []Space{t.Tiles[ti].Spaces[k], t.Tiles[ti].SideB[k]} {
				if sp.Loc != 0 && !containsInt(t.LocNumbers, sp.Loc) {
					t.LocNumbers = append(t.LocNumbers, sp.Loc)
					t.LocStack[sp.Loc] = t.Tiles[ti].Stack
				}
				if ti > 0 && sp.Camp {
					l.Fail("teren %s: obozowisko tylko na kafelku startowym", t.ID)
				}
			}
		}
	}
	sort.Ints(t.LocNumbers)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func containsInt(s []int, x int) bool {
	for _, v := range s {
		if v == x {
			return true
		}
	}
	return false
}

func (l *loader) terrainCards(r *rawCards, t *Terrain) {
	for i := range r.Search {
		c := &r.Search[i]
		if c.Number < t.SearchLo || c.Number > t.SearchHi {
			l.Fail("teren %s: karta przeszukiwania %q nr %d poza zakresem", t.ID, c.Title, c.Number)
		}
		l.card(c, deckSearch, t.Index)
	}
	for i := range r.Enemy {
		c := &r.Enemy[i]
		if c.Number < t.EnemyLo || c.Number > t.EnemyHi {
			l.Fail("teren %s: karta wroga %q nr %d poza zakresem", t.ID, c.Title, c.Number)
		}
		l.card(c, deckEnemy, t.Index)
	}
	if len(r.Item) > 0 || len(r.Project) > 0 || len(r.Encounter) > 0 {
		l.Fail("teren %s: przedmioty, projekty i spotkania należą do items.toml i encounters.toml", t.ID)
	}
}

func (l *loader) night(r *rawNight) {
	if len(r.Card) != numNight {
		l.Fail("kart nocy jest %d, powinno być 10", len(r.Card))
		return
	}
	phaseI := 0
	for i, c := range r.Card {
		l.Source("noc "+c.ID, c.Source)
		nc := NightCard{ID: c.ID, Phase: uint8(c.Phase), Index: c.Index, Source: c.Source}
		if c.Phase == 1 {
			phaseI++
		} else if c.Phase != 2 {
			l.Fail("noc %s: faza 1 albo 2", c.ID)
		}
		if c.Index != i+1 {
			l.Fail("noc %s: numer %d, oczekiwano %d/10", c.ID, c.Index, i+1)
		}
		sleeps := 0
		for j, st := range c.Step {
			w := fmt.Sprintf("noc %s krok %d", c.ID, j+1)
			k := -1
			for x, n := range stepNames {
				if n == st.Kind {
					k = x
				}
			}
			if k < 0 || st.Title == "" || st.Text == "" {
				l.Fail("%s: rodzaj %q, tytuł i tekst", w, st.Kind)
				continue
			}
			ns := NightStep{Kind: uint8(k), Title: st.Title, Text: st.Text, Fire: uint8(st.Fire), Else: uint8(st.Else), N: uint8(st.N)}
			switch ns.Kind {
			case stepSleep:
				sleeps++
				if st.Else < 6 || st.Fire < st.Else || st.Fire > maxStamina {
					l.Fail("%s: sen daje co najmniej 6 (przy ognisku ≥ gdzie indziej)", w)
				}
			case stepPatrol:
				if st.N < 1 || st.N > 4 {
					l.Fail("%s: patrol 1..4 pola", w)
				}
			case stepFireOut:
				switch st.Which {
				case "all":
					ns.Where = fireAll
				case "tokens":
					ns.Where = fireTokens
				case "camp":
					ns.Where = fireCamp
				default:
					l.Fail("%s: which = all, tokens albo camp", w)
				}
			case stepEach, stepLeader:
				ns.Effect = l.effect(w, st.Effect, st.Alt, nil)
				if ns.Effect == noEffect {
					l.Fail("%s: brak efektu", w)
				}
			}
			nc.Steps = append(nc.Steps, ns)
		}
		if sleeps != 1 {
			l.Fail("noc %s: dokładnie jeden krok Sen (G2)", c.ID)
		}
		if (i < numNightI) != (c.Phase == 1) {
			l.Fail("noc %s: najpierw 4 karty fazy I, potem 6 fazy II", c.ID)
		}
		l.d.Night[i] = nc
	}
	if phaseI != numNightI {
		l.Fail("kart nocy fazy I jest %d, powinno być 4", phaseI)
	}
}

func (l *loader) threats(r *rawThreats) {
	var n [2]int
	for _, c := range r.Threat {
		w := "zagrożenie " + c.ID
		l.Source(w, c.Source)
		col := 0
		switch c.Colour {
		case "niebieska":
		case "pomaranczowa":
			col = 1
		default:
			l.Fail("%s: kolor %q", w, c.Colour)
			continue
		}
		if n[col] >= numThreat {
			l.Fail("%s: za dużo kart koloru %s", w, c.Colour)
			continue
		}
		tc := ThreatCard{ID: c.ID, Colour: uint8(col), Title: c.Title, Flavour: c.Flavour, Text: c.Text, Source: c.Source}
		switch c.Keyword {
		case "":
		case "Trwały":
			tc.Persistent = true
		case "Plemię":
			tc.Tribe = true
		default:
			l.Fail("%s: słowo kluczowe %q (Trwały, Plemię)", w, c.Keyword)
		}
		tc.Effect = l.effect(w, c.Effect, c.Alt, c.AltText)
		tc.Passives = l.passives(w, c.Passive)
		tc.Actions = l.actions(w, c.Action, c.Alt)
		tc.Night = l.effect(w+" noc", c.Night, c.Alt, nil)
		if !tc.Persistent && (len(tc.Passives) > 0 || len(tc.Actions) > 0 || tc.Night != noEffect) {
			l.Fail("%s: zdolności stałe, akcje i efekty nocne tylko na kartach trwałych", w)
		}
		if tc.Persistent && len(tc.Actions) == 0 && tc.Night == noEffect {
			l.Fail("%s: karta trwała potrzebuje sposobu odrzucenia (akcja albo efekt nocny)", w)
		}
		l.d.Threats[col][n[col]] = tc
		n[col]++
	}
	if n[0] != numThreat || n[1] != numThreat {
		l.Fail("kart zagrożenia: %d niebieskich i %d pomarańczowych, powinno być po 12", n[0], n[1])
	}
}

func (l *loader) characters(r *rawCharacters) {
	if len(r.Character) != numChars {
		l.Fail("kart postaci jest %d, powinno być 12", len(r.Character))
		return
	}
	for i, c := range r.Character {
		w := "postać " + c.Name
		l.Source(w, c.Source)
		if c.Name == "" || c.Title == "" || c.Quote == "" || c.Text == "" || c.Code == "" {
			l.Fail("%s: imię, tytuł, cytat, zdolność i kod są wymagane", w)
		}
		ch := Character{Code: c.Code, Name: c.Name, Title: c.Title, Quote: c.Quote, Text: c.Text, Source: c.Source}
		ch.Passives = l.passives(w, c.Passive)
		ch.Combat = l.combat(w, c.Combat)
		ch.Actions = l.actions(w, c.Action, nil)
		if len(ch.Passives)+len(ch.Combat)+len(ch.Actions) == 0 {
			l.Fail("%s: zdolność bez mechaniki", w)
		}
		l.d.Characters[i] = ch
	}
}

func (l *loader) quests(r *rawQuests) {
	if len(r.Scenario) != 5 {
		l.Fail("scenariuszy jest %d, powinno być 5", len(r.Scenario))
		return
	}
	for i, s := range r.Scenario {
		l.Source(fmt.Sprintf("scenariusz %d", s.Number), s.Source)
		sc := Scenario{Number: s.Number, Title: s.Title, Competitive: s.Competitive, Terrain: -1}
		if len(s.Deadline) != maxPlayers {
			l.Fail("scenariusz %d: termin (deadline) dla 1, 2, 3 i 4 graczy", s.Number)
		}
		for i, d := range s.Deadline {
			if d < 3 || d > 40 {
				l.Fail("scenariusz %d: termin 3..40 dni", s.Number)
			}
			if i < maxPlayers {
				sc.Deadline[i] = d
			}
		}
		for ti, t := range l.d.Terrains {
			if t != nil && t.ID == s.Terrain {
				sc.Terrain = ti
			}
		}
		if sc.Terrain < 0 || s.Number != i+1 || s.Title == "" {
			l.Fail("scenariusz %d: numer kolejno, tytuł i teren (wyspa, las)", s.Number)
			continue
		}
		switch s.Side {
		case "", "A":
		case "B":
			sc.Side = 1
		default:
			l.Fail("scenariusz %d: strona kafelka startowego A albo B", s.Number)
		}
		if sc.Competitive != (s.Number == 5) {
			l.Fail("scenariusz %d: tylko scenariusz 5 jest rywalizacyjny", s.Number)
		}
		if !containsInt(l.d.Terrains[sc.Terrain].Scenarios, s.Number) {
			l.Fail("scenariusz %d: arkusz terenu %s go nie wymienia", s.Number, s.Terrain)
		}
		l.d.Scenarios[i] = sc
	}
	if len(r.Quest) != numQuests {
		l.Fail("kart wyprawy jest %d, powinno być 11", len(r.Quest))
		return
	}
	for i, q := range r.Quest {
		w := "karta wyprawy " + q.ID
		l.Source(w, q.Source)
		sc, st, ok := strings.Cut(q.ID, ".")
		scn, e1 := atoi(sc, 1, 5)
		stn, e2 := atoi(st, 1, 5)
		if !ok || e1 != nil || e2 != nil {
			l.Fail("%s: identyfikator S.E", w)
			continue
		}
		qq := Quest{ID: q.ID, Scenario: scn, Stage: stn, Title: q.Title, Date: q.Date, Story: q.Story, Text: q.Text,
			Final: q.Final, Journal: q.Journal, Source: q.Source}
		if q.Title == "" || q.Story == "" || q.Text == "" {
			l.Fail("%s: tytuł, opowieść i tekst są wymagane", w)
		}
		qq.OnEnter = l.effect(w, q.OnEnter, q.Alt, q.AltText)
		trig := func(kind string, raw []rawTrigger) map[int]uint16 {
			m := map[int]uint16{}
			for _, t := range raw {
				if t.N <= 0 {
					l.Fail("%s: %s bez numeru", w, kind)
				}
				m[t.N] = l.effect(w+" "+kind, t.Effect, q.Alt, nil)
			}
			return m
		}
		qq.Investigate = trig("investigate", q.Investigate)
		qq.Defeat = trig("defeat", q.Defeat)
		qq.Gain = trig("gain", q.Gain)
		qq.Actions = l.actions(w, q.Action, q.Alt)
		if q.Deliver != nil {
			res, err := parseRes(q.Deliver.Res)
			if err != nil || q.Deliver.Loc <= 0 || q.Deliver.PerHero+q.Deliver.Base <= 0 || q.Deliver.Text == "" {
				l.Fail("%s: deliver: zasób, miejsce, liczba i tekst", w)
			}
			qq.Deliver = &Deliver{Res: res, Loc: q.Deliver.Loc, PerHero: q.Deliver.PerHero, Base: q.Deliver.Base,
				Effect: l.effect(w+" deliver", q.Deliver.Effect, q.Alt, nil), Text: q.Deliver.Text}
		}
		l.d.Quests[i] = qq
		if scn >= 1 && scn <= 5 {
			sc := &l.d.Scenarios[scn-1]
			if len(sc.Stages) != stn-1 {
				l.Fail("%s: etapy scenariusza idą kolejno", w)
			}
			sc.Stages = append(sc.Stages, i)
		}
	}
}

func (l *loader) chapters(r *rawChapters) {
	for _, c := range r.Chapter {
		l.Source(fmt.Sprintf("rozdział %d", c.Scenario), c.Source)
		if c.Scenario < 1 || c.Scenario > 5 || c.Title == "" || c.Intro == "" || len(c.Journal) == 0 {
			l.Fail("rozdział %d: scenariusz 1..5, tytuł, wstęp i dziennik", c.Scenario)
		}
		if c.MinSeats < 1 || c.MinSeats > maxPlayers {
			l.Fail("rozdział %d: min_seats 1..4", c.Scenario)
		}
		l.d.Chapters = append(l.d.Chapters, Chapter{Scenario: c.Scenario, Title: c.Title, Intro: c.Intro,
			Journal: c.Journal, MinSeats: c.MinSeats, Unlock: c.Unlocks, Source: c.Source})
	}
	if len(l.d.Chapters) != 5 {
		l.Fail("rozdziałów kampanii jest %d, powinno być 5", len(l.d.Chapters))
	}
}

// Reference kinds an effect names (refs).
const (
	refSearch byte = 's'
	refEnemy  byte = 'e'
	refItem   byte = 'i'
	refStage  byte = 'q'
	refLoc    byte = 'l'
)

// refs visits every number effect eff names, its sub-effects included.
func (d *Data) refs(eff uint16, fn func(kind byte, n int)) {
	if eff == noEffect || int(eff) >= len(d.Effects) {
		return
	}
	cond := func(c Cond) {
		switch c.Kind {
		case condItem:
			fn(refItem, int(c.A))
		case condLoc:
			fn(refLoc, int(c.A))
		}
	}
	for _, o := range d.Effects[eff] {
		switch o.Kind {
		case opSearch:
			fn(refSearch, int(o.A))
		case opEnemy:
			fn(refEnemy, int(o.A))
		case opItem:
			fn(refItem, int(o.A))
		case opStage:
			fn(refStage, int(o.A))
		case opSpecial:
			fn(refEnemy, int(o.A))
		case opTeleport:
			fn(refLoc, int(o.A))
		}
		if (o.Kind == opMonster || o.Kind == opSpecial) && o.Where == whereLoc {
			fn(refLoc, int(o.N))
		}
		cond(o.Cond)
		for i := 0; i < int(o.NAlt); i++ {
			d.refs(o.Alt[i], fn)
		}
	}
}

// cardRefs visits every number a card names: its effects, reward,
// actions and, for a locked card, the card one higher a key opens.
func (d *Data) cardRefs(c *Card, fn func(kind byte, n int)) {
	d.refs(c.Effect, fn)
	d.refs(c.Reward, fn)
	for _, a := range c.Actions {
		d.refs(a.Effect, fn)
		if a.Cond.Kind == condLoc {
			fn(refLoc, int(a.Cond.A))
		}
	}
}

// has reports a card of number n, deck kind and terrain (-1: any).
func (d *Data) hasNumber(n int, deck uint8, terrain int8) bool {
	for _, id := range d.ByNumber[n] {
		c := &d.Cards[id]
		if c.Deck == deck && (c.Terrain == terrain || c.Terrain < 0 || terrain < 0) {
			return true
		}
	}
	return false
}

// hasEnemy: an enemy card n in the enemy deck or (special monsters) the
// search deck of the terrain.
func (d *Data) hasEnemy(n int, terrain int8) bool {
	for _, id := range d.ByNumber[n] {
		c := &d.Cards[id]
		if c.Kind == kindEnemy && (c.Terrain == terrain || c.Terrain < 0) {
			return true
		}
	}
	return false
}

// checkRefs fails on a number that names no card of the terrain.
func (l *loader) checkRefs(what string, terrain int8, scen int, fn func(func(byte, int))) {
	d := l.d
	t := d.Terrains[terrain]
	fn(func(kind byte, n int) {
		ok := true
		switch kind {
		case refSearch:
			ok = d.hasNumber(n, deckSearch, terrain)
		case refEnemy:
			ok = d.hasEnemy(n, terrain)
		case refItem:
			ok = d.hasNumber(n, deckCrafted, -1) || d.hasNumber(n, deckSearch, terrain) || d.hasNumber(n, deckEncounter, -1)
		case refLoc:
			ok = containsInt(t.LocNumbers, n)
		case refStage:
			ok = scen > 0 && n >= 1 && n <= len(d.Scenarios[scen-1].Stages)
		}
		if !ok {
			l.Fail("%s: odwołanie do nieistniejącego %c%d (teren %s)", what, kind, n, t.ID)
		}
	})
}

// validate checks what no single file can: every number a card, token or
// tile names exists, and the counts of the component list (§2.1).
func (l *loader) validate() {
	d := l.d
	var search, enemy, land, special int
	for ti, t := range d.Terrains {
		tr := int8(ti)
		for _, n := range t.LocNumbers {
			if !d.hasNumber(n, deckSearch, tr) {
				l.Fail("teren %s: ważne miejsce nr %d bez karty przeszukiwania", t.ID, n)
			}
		}
		for i, tok := range t.Tokens {
			switch {
			case tok.Face == faceEnemy && !d.hasEnemy(tok.Number, tr):
				l.Fail("teren %s: żeton krajobrazu %d: brak wroga nr %d", t.ID, i, tok.Number)
			case tok.Face == faceSearch && !d.hasNumber(tok.Number, deckSearch, tr):
				l.Fail("teren %s: żeton krajobrazu %d: brak karty nr %d", t.ID, i, tok.Number)
			}
		}
		for _, n := range t.Monsters {
			if !d.hasNumber(n, deckEnemy, tr) {
				l.Fail("teren %s: żeton potwora nr %d bez karty wroga", t.ID, n)
			}
		}
		for _, n := range t.Specials {
			if !d.hasEnemy(n, tr) {
				l.Fail("teren %s: specjalny potwór nr %d bez karty wroga", t.ID, n)
			}
		}
		special += len(t.Specials)
		land += len(t.Tokens)
		clean := false
		for _, w := range t.Water {
			clean = clean || w == CleanWater
		}
		if !clean {
			l.Fail("teren %s: co najmniej jedno źródło czystej wody (§5.6)", t.ID)
		}
		if len(t.Dedup) > maxDedup {
			l.Fail("teren %s: najwyżej %d numery do odrzucenia duplikatów", t.ID, maxDedup)
		}
		// One design per number, except the de-duplicated ones.
		designs := map[int]int{}
		for id := range d.Cards {
			c := &d.Cards[id]
			if c.Terrain != tr {
				continue
			}
			if c.Deck == deckSearch {
				designs[c.Number]++
				search += int(c.Copies)
			} else if c.Deck == deckEnemy {
				designs[c.Number]++
				enemy += int(c.Copies)
			}
			if (c.Variant != "") != containsInt(t.Dedup, c.Number) {
				l.Fail("teren %s: karta nr %d: wariant tylko dla numerów do odrzucenia duplikatów", t.ID, c.Number)
			}
			l.checkRefs("karta "+c.ID, tr, 0, func(fn func(byte, int)) { d.cardRefs(c, fn) })
		}
		for n, k := range designs {
			dedup := containsInt(t.Dedup, n)
			if dedup && k < 2 {
				l.Fail("teren %s: nr %d do odrzucenia duplikatów ma %d wariant(y)", t.ID, n, k)
			}
			if !dedup && k > 1 {
				l.Fail("teren %s: nr %d ma %d różne karty (dozwolone tylko na liście odrzucania)", t.ID, n, k)
			}
		}
		for _, n := range t.Dedup {
			if designs[n] < 2 {
				l.Fail("teren %s: nr %d na liście odrzucania bez wariantów", t.ID, n)
			}
		}
		if t.Special != noEffect {
			l.checkRefs("przygotowanie "+t.ID, tr, 0, func(fn func(byte, int)) { d.refs(t.Special, fn) })
		}
	}
	crafted := 0
	for id := range d.Cards {
		c := &d.Cards[id]
		if c.Deck == deckCrafted {
			crafted += int(c.Copies)
			if c.Copies != 4 {
				l.Fail("wytworzony przedmiot nr %d: 4 kopie (44 = 11 × 4)", c.Number)
			}
		}
	}
	for _, p := range d.Projects {
		if !d.hasNumber(p.Item, deckCrafted, -1) {
			l.Fail("projekt %s: brak wytworzonego przedmiotu nr %d", p.ID, p.Item)
		}
		for id := range d.Cards {
			if c := &d.Cards[id]; c.Deck == deckCrafted && c.Number == p.Item && c.Title != p.Name {
				l.Fail("projekt %s: nazwa %q, przedmiot nr %d to %q", p.ID, p.Name, p.Item, c.Title)
			}
		}
	}
	for _, t := range d.Terrains {
		t.ItemLocs, t.EnemyLocs = map[int][]int{}, map[int][]int{}
		for id := range d.Cards {
			c := &d.Cards[id]
			if c.Terrain != t.Index {
				continue
			}
			for _, loc := range t.LocNumbers {
				if c.Kind == kindItem && d.leadsTo(t, loc, c.Number) && !containsInt(t.ItemLocs[c.Number], loc) {
					t.ItemLocs[c.Number] = append(t.ItemLocs[c.Number], loc)
				}
				if c.Kind == kindEnemy && d.leadsToEnemy(t, loc, c.Number) && !containsInt(t.EnemyLocs[c.Number], loc) {
					t.EnemyLocs[c.Number] = append(t.EnemyLocs[c.Number], loc)
				}
			}
		}
	}
	for _, t := range d.Terrains {
		for _, loc := range t.LocNumbers {
			for r := uint8(0); r < NumRes; r++ {
				best := 0.0
				for _, id := range d.ByNumber[loc] {
					if c := &d.Cards[id]; c.Deck == deckSearch && c.Terrain == t.Index {
						best = max(best, d.yields(c.Effect, r, 3))
					}
				}
				if best > 0 {
					t.ResLocs[r] = append(t.ResLocs[r], LocYield{Loc: loc, Units: best})
				}
			}
		}
	}
	// Shared content names numbers that must exist on every terrain it
	// can be played on.
	for ti := range d.Terrains {
		tr := int8(ti)
		for id := range d.Cards {
			c := &d.Cards[id]
			if c.Terrain < 0 && (c.Deck == deckCrafted || (c.Deck == deckEncounter && containsInt(d.Terrains[ti].Scenarios, 5))) {
				l.checkRefs("karta "+c.ID, tr, 0, func(fn func(byte, int)) { d.cardRefs(c, fn) })
			}
		}
		for _, nc := range d.Night {
			for _, st := range nc.Steps {
				l.checkRefs("noc "+nc.ID, tr, 0, func(fn func(byte, int)) { d.refs(st.Effect, fn) })
			}
		}
		for _, tc := range d.Threats[d.Terrains[ti].ThreatColour] {
			l.checkRefs("zagrożenie "+tc.ID, tr, 0, func(fn func(byte, int)) {
				d.refs(tc.Effect, fn)
				d.refs(tc.Night, fn)
				for _, a := range tc.Actions {
					d.refs(a.Effect, fn)
				}
			})
		}
		for _, ch := range d.Characters {
			l.checkRefs("postać "+ch.Name, tr, 0, func(fn func(byte, int)) {
				for _, a := range ch.Actions {
					d.refs(a.Effect, fn)
				}
			})
		}
	}
	for qi := range d.Quests {
		q := &d.Quests[qi]
		sc := &d.Scenarios[q.Scenario-1]
		l.checkRefs("karta wyprawy "+q.ID, int8(sc.Terrain), q.Scenario, func(fn func(byte, int)) {
			d.refs(q.OnEnter, fn)
			for n, e := range q.Investigate {
				fn(refLoc, n)
				d.refs(e, fn)
			}
			for n, e := range q.Defeat {
				fn(refEnemy, n)
				d.refs(e, fn)
			}
			for n, e := range q.Gain {
				fn(refItem, n)
				d.refs(e, fn)
			}
			for _, a := range q.Actions {
				d.refs(a.Effect, fn)
				if a.Cond.Kind == condLoc {
					fn(refLoc, int(a.Cond.A))
				}
			}
			if q.Deliver != nil {
				fn(refLoc, q.Deliver.Loc)
				d.refs(q.Deliver.Effect, fn)
			}
		})
		// The bots' goals: the locations the stage asks for.
		for n := range q.Investigate {
			q.Goals = append(q.Goals, n)
		}
		for _, a := range q.Actions {
			if a.Cond.Kind == condLoc && !containsInt(q.Goals, int(a.Cond.A)) {
				q.Goals = append(q.Goals, int(a.Cond.A))
			}
		}
		sort.Ints(q.Goals)
		if q.Final != (q.Stage == len(sc.Stages)) {
			l.Fail("karta wyprawy %s: tylko ostatni etap jest końcowy (final)", q.ID)
		}
	}
	// The component list (§2.1).
	if search < 94 || search > 96 {
		l.Fail("kart przeszukiwania jest %d, powinno być 94–96", search)
	}
	if enemy < 30 || enemy > 32 {
		l.Fail("kart wrogów jest %d, powinno być 30–32", enemy)
	}
	if crafted != 44 {
		l.Fail("kart wytworzonych przedmiotów jest %d, powinno być 44", crafted)
	}
	if land < 103 || land > 106 {
		l.Fail("żetonów krajobrazu jest %d, powinno być 103–106", land)
	}
	if special < 2 || special > 5 {
		l.Fail("specjalnych potworów jest %d, powinno być 2–5", special)
	}
}

// leadsTo reports whether investigating location loc can give item n:
// its card, or a card it chains to, is that item (the bots' map of where
// a quest item is found).
func (d *Data) leadsTo(t *Terrain, loc int, n int) bool {
	return d.chainHas(t, loc, func(c *Card) bool { return c.Kind == kindItem && c.Number == n }, 4)
}

// leadsToEnemy reports whether investigating location loc can start a
// fight with enemy n.
func (d *Data) leadsToEnemy(t *Terrain, loc int, n int) bool {
	found := false
	d.chainHas(t, loc, func(c *Card) bool {
		d.refs(c.Effect, func(kind byte, x int) { found = found || (kind == refEnemy && x == n) })
		return found
	}, 4)
	return found
}

// chainHas walks the search cards numbered num and the cards they name,
// depth deep.
func (d *Data) chainHas(t *Terrain, num int, pred func(*Card) bool, depth int) bool {
	if depth == 0 {
		return false
	}
	for _, id := range d.ByNumber[num] {
		c := &d.Cards[id]
		if c.Deck != deckSearch || c.Terrain != t.Index {
			continue
		}
		if pred(c) {
			return true
		}
		hit := false
		d.refs(c.Effect, func(kind byte, x int) {
			if kind == refSearch && !hit {
				hit = d.chainHas(t, x, pred, depth-1)
			}
		})
		if hit {
			return true
		}
	}
	return false
}

// yields is how many units of resource r effect eff gives on average: a
// choice its best alternative, a roll each range by its chance.
func (d *Data) yields(eff uint16, r uint8, depth int) float64 {
	if eff == noEffect || int(eff) >= len(d.Effects) || depth == 0 {
		return 0
	}
	v := 0.0
	for _, o := range d.Effects[eff] {
		switch o.Kind {
		case opGain:
			if uint8(o.A) == r {
				v += float64(o.N)
			}
		case opChoose:
			best := 0.0
			for i := 0; i < int(o.NAlt); i++ {
				best = max(best, d.yields(o.Alt[i], r, depth))
			}
			v += best
		case opRoll:
			for i := 0; i < int(o.NAlt); i++ {
				v += float64(o.Hi[i]-o.Lo[i]+1) / 12 * d.yields(o.Alt[i], r, depth)
			}
		case opIf:
			v += d.yields(o.Alt[0], r, depth)
		}
	}
	return v
}

// Plain replaces the icon tokens of a card text ("{odwodnienie}",
// "{drewno}") with their Polish words in parentheses, for the log; the
// board draws the icons from the raw text.
func (d *Data) Plain(s string) string {
	if !strings.Contains(s, "{") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '{')
		j := strings.IndexByte(s, '}')
		if i < 0 || j < i {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		b.WriteString("(" + d.iconWord(s[i+1:j]) + ")")
		s = s[j+1:]
	}
}

// iconWord is the Polish word of an icon token.
func (d *Data) iconWord(id string) string {
	for k := 1; k < int(numDmg); k++ {
		if dmgIDs[k] == id || (id == "uraz" && k == int(Injury)) {
			return d.DmgNames[k]
		}
	}
	for r, n := range resIDs {
		if n == id {
			return d.ResNames[r]
		}
	}
	switch id {
	case "wytrzymalosc":
		return "wytrzymałość"
	case "ognisko":
		return "ognisko"
	case "liczba_graczy":
		return "liczba graczy"
	}
	return id
}
