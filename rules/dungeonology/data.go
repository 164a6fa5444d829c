package dungeonology

import (
	"fmt"
	"io/fs"
	"strconv"
	"strings"

	"stolik/assets"
	"stolik/rules/engine"
)

// Information cube colours, in the order of components.toml.
const (
	Cyw uint8 = iota // Cywilizacja
	Woj              // Wojsko
	Wie              // Wierzenia
	Bog              // Bogactwa
	Kas              // Kasty
	NumColours
)

// Component limits: the fixed arrays of the state are sized by them, and
// validation requires the data to match the component list (§2) exactly.
const (
	maxPlayers  = 4
	numScholars = 4
	numZones    = 19 // the start zone and 6 per level
	numTricks   = 100
	numJinx     = 15
	numInterns  = 10
	numClans    = 3
	numAlerts   = 3
	numPanics   = 3
	numRandom   = 16
	numTraps    = 6
	maxSpaces   = 4 // cube spaces of one zone
	maxEffects  = 5 // printed effects of one zone
	stackSize   = 6
	none        = 0xFF
)

// Trick card types.
const (
	typeEks uint8 = iota // eksploracji
	typePod              // podstępu
	typePrz              // przeznaczenia
	typeTow              // towarzyska
	typeMag              // magii
	typeRoz              // rozgłosu
	numTypes
)

var typeCodes = [numTypes]string{"eks", "pod", "prz", "tow", "mag", "roz"}

// Trick card timings (when the main effect may be played).
const (
	tmNormal     uint8 = iota // own turn, movement or action phase
	tmAction                  // AKCJA: uses the action
	tmImmediate               // any moment, opponents' turns included
	tmReaction                // in answer to a trick effect just played
	tmTest                    // TEST SKRADANIA: the tester, in the test
	tmBeforeMove              // PUF!: before the movement phase
	tmCentre                  // przeznaczenia: the centre bonus when building stealth
)

var timingCodes = []string{"normal", "action", "immediate", "reaction", "test", "before_move", "centre"}

// Zone effects (square: passive; bivouac is the round AKCJA icon).
const (
	zeStop uint8 = iota + 1
	zeToll
	zeAmbush
	zeSecret
	zeStairs
	zeBoss
	zeLuck
	zeBadLuck
	zeDanger
	zeBivouac
)

var zoneEffectCodes = map[string]uint8{"stop": zeStop, "toll": zeToll, "ambush": zeAmbush, "secret": zeSecret,
	"stairs": zeStairs, "boss": zeBoss, "luck": zeLuck, "badluck": zeBadLuck, "danger": zeDanger, "bivouac": zeBivouac}

// Segments: two per edge, clockwise from the west half of the north edge.
// A passage lies on a segment; seg/2 is its edge (N, E, S, W).
const (
	segNW uint8 = iota
	segNE
	segEN
	segES
	segSE
	segSW
	segWS
	segWN
	numSegs
)

var segCodes = [numSegs]string{"N-W", "N-E", "E-N", "E-S", "S-E", "S-W", "W-S", "W-N"}

// Ops of trick-card main effects (tricks.toml "effect").
const (
	opSacrifice     uint8 = iota + 1 // cost: sacrifice N students
	opDraw                           // draw N trick cards
	opDrawLimit                      // draw up to the trick-card limit
	opUniv                           // draw N students from the University
	opTake                           // take N students from the Campfire
	opCollectAdj                     // collect N cubes from your zone or an adjacent one
	opTarget                         // choose a target scholar (scope in N)
	opSteal                          // steal a random cube from the target
	opDrop                           // the target drops N random cubes
	opDiscardRandom                  // the target discards N random trick cards
	opJinx                           // the target draws a face-down jinx card
	opTire                           // the target takes N fatigue tokens
	opTargetDraw                     // the target draws N trick cards
	opDemand                         // the target passes you a cube of their choice
	opFame                           // steal 1 student from each scholar near you, at most N
	opMove                           // move up to N zones
	opMoveOther                      // move another scholar or the boss up to N zones
	opBossMove                       // move the boss up to N zones (no Activation/Encounter)
	opChase                          // POŚCIG
	opPuf                            // PUF!
	opHunter                         // PUŁAPKA MYŚLIWEGO
	opSecret                         // place a secret passage token X in your zone
	opTeleport                       // place a teleport token in your zone
	opRest                           // PROWIZORYCZNY OBÓZ
	opSilence                        // STARY PRZYJACIEL
	opExtraTurn                      // TEMPOMAKSIMUS
	opCareful                        // OSTROŻNE TEMPO
	opSwap                           // SPRAWIEDLIWA ZAMIANA
	opCancel                         // cancel the card just played (its player becomes the target)
	opAutoSuccess                    // CHRAPUS
	opStealth                        // TEST SKRADANIA: +N stealth
	opHelp                           // POMOCY!
	opLepkie                         // LEPKIE PALCE
	opQuickSwap                      // SZYBKA ZAMIANA
	opPass                           // pass up to N of your cubes to scholars near you
	opDebt                           // PRZYJACIELSKI DŁUG
	opIntern                         // recruit (or take) intern N
	opUnfatigue                      // discard all your fatigue tokens
	opDiscard                        // discard N trick cards of your choice
	opDiscardJinx                    // discard one of your jinx cards
	opDelay                          // the rest of the effect happens at the start of your next turn
	numOps
)

var opCodes = map[string]uint8{"sacrifice": opSacrifice, "draw": opDraw, "draw_limit": opDrawLimit, "univ": opUniv,
	"take": opTake, "collect_adj": opCollectAdj, "target": opTarget, "steal": opSteal, "drop": opDrop,
	"discard_random": opDiscardRandom, "jinx": opJinx, "tire": opTire, "target_draw": opTargetDraw,
	"demand": opDemand, "fame": opFame, "move": opMove, "move_other": opMoveOther, "boss_move": opBossMove,
	"chase": opChase, "puf": opPuf, "hunter": opHunter, "secret": opSecret, "teleport": opTeleport,
	"rest": opRest, "silence": opSilence, "extra_turn": opExtraTurn, "careful": opCareful, "swap": opSwap,
	"cancel": opCancel, "auto_success": opAutoSuccess, "stealth": opStealth, "help": opHelp,
	"lepkie": opLepkie, "quickswap": opQuickSwap, "pass": opPass, "debt": opDebt, "intern": opIntern,
	"unfatigue": opUnfatigue, "discard": opDiscard, "discard_jinx": opDiscardJinx, "delay": opDelay}

// Target scopes of opTarget.
const (
	scopeHere   uint8 = iota // a scholar in your zone
	scopeNear                // in your zone or an adjacent and connected one
	scopePlayer              // any other player whose scholar may be targeted
)

var scopeCodes = map[string]uint8{"here": scopeHere, "near": scopeNear, "player": scopePlayer}

// Scholar abilities the rules know.
const (
	abHeadbutt uint8 = iota
	abHeroicHeadbutt
	abSecondWind
	abSermon
	abInspiredSermon
	abDivine
	abRepent
	abScoundrel
	abRogueSpeed
	abMagicChild
	abResearchSecrets
	abMagicSight
	abExtraResearch
	numAbilities
)

var abilityCodes = map[string]uint8{"headbutt": abHeadbutt, "heroic_headbutt": abHeroicHeadbutt,
	"second_wind": abSecondWind, "sermon": abSermon, "inspired_sermon": abInspiredSermon, "divine": abDivine,
	"repent": abRepent, "scoundrel": abScoundrel, "rogue_speed": abRogueSpeed, "magic_child": abMagicChild,
	"research_secrets": abResearchSecrets, "magic_sight": abMagicSight, "extra_research": abExtraResearch}

// Jinx effects.
const (
	jxDiscardBeforeTest uint8 = iota + 1
	jxNoAux
	jxDrawAlertBeforeTest
	jxSpeed
	jxIntelligence
	jxResearchAlert
	jxCardLimit
	jxStudentLimit
	jxNoSpy
	jxStartFatigue
	jxResearchBonus
	jxFailStudents
	jxSpiedAlert
	jxNoZoneAction
	jxExtraStudent
)

var jinxCodes = map[string]uint8{"discard_before_test": jxDiscardBeforeTest, "no_aux": jxNoAux,
	"draw_alert_before_test": jxDrawAlertBeforeTest, "speed": jxSpeed, "intelligence": jxIntelligence,
	"research_alert": jxResearchAlert, "card_limit": jxCardLimit, "student_limit": jxStudentLimit,
	"no_spy": jxNoSpy, "start_fatigue": jxStartFatigue, "research_bonus": jxResearchBonus,
	"fail_students": jxFailStudents, "spied_alert": jxSpiedAlert, "no_zone_action": jxNoZoneAction,
	"extra_student": jxExtraStudent}

// Intern effects.
const (
	inProtect uint8 = iota + 1
	inStamina
	inSpeed
	inResearchBonus
	inStudentLimit
	inCardLimit
)

var internCodes = map[string]uint8{"protect": inProtect, "stamina": inStamina, "speed": inSpeed,
	"research_bonus": inResearchBonus, "student_limit": inStudentLimit, "card_limit": inCardLimit}

// Panic scripts.
const (
	panicPandemonium uint8 = iota
	panicDarkness
	panicVigilance
)

var panicCodes = map[string]uint8{"pandemonium": panicPandemonium, "darkness": panicDarkness, "vigilance": panicVigilance}

// Boss sides.
const (
	bossQuarrelsome uint8 = iota // Swarliwy
	bossDrunk                    // Pijany
)

// Op is one compiled step of a trick card's main effect.
type Op struct {
	Kind uint8
	N    uint8
}

// Trick is one trick card design; the deck holds Count copies.
type Trick struct {
	ID, Name, Text, Flavour string
	Type, Timing            uint8
	Bonus, Centre           uint8
	N                       uint8 // eks: move, mag: divination, roz: take students
	Cost                    uint8 // students drawn from the University when the main effect resolves
	Blue, Red               uint8 // pod/prz auxiliary numbers
	Blue2, Red2             uint8 // prz second auxiliary section
	Effect                  []Op
	Count                   int
	Source                  string
}

// ZoneEffect is one printed zone effect.
type ZoneEffect struct {
	Kind   uint8
	N      uint8 // toll, ambush, luck, bad luck, danger
	Letter uint8 // secret passage
	Colour uint8 // bivouac
}

// Zone is one zone tile.
type Zone struct {
	ID, Name, Flavour string
	Level, Number     uint8 // level 1..3; the start zone is level 1, number 0
	Alert             uint8
	Cubes             []uint8
	Effects           []ZoneEffect
	Passages          uint8          // bit per segment
	Doors             [numSegs]uint8 // colour mask required to enter through a segment
	Secret            uint8          // letter of its secret passage effect, 0 none
}

// Side is one side of a scholar card.
type Side struct {
	Students, Cards, Speed, Intelligence, Stamina uint8
	Abilities                                     []uint8
	AbilityNames, AbilityTexts                    []string
}

// Scholar is one double-sided scholar card.
type Scholar struct {
	ID, Name, Profession, Bio, Guide string
	Knowledge                        [NumColours]uint8
	Side                             [2]Side // normal, inspired
}

// Jinx is one jinx card.
type Jinx struct {
	ID, Name, Flavour, Text string
	Effect                  uint8
	N                       int8
	Penalty                 int
}

// Intern is one intern card.
type Intern struct {
	ID, Name, Text string
	Effect         uint8
	N              uint8 // colour for protect, else the bonus
	Points         int
}

// Clan is one clan card.
type Clan struct {
	ID, Name  string
	Threshold int
	Mods      [NumColours]int8
}

// Alert is one Alert card.
type Alert struct {
	ID, Level        string
	Minutes          int
	SetupReg, SetupO uint8
	Slots            uint8
	Penalty          [5]uint8
	Refill           [4][2]uint8
}

// Panic is one Panic card.
type Panic struct {
	ID, Name, Flavour, University string
	Effects                       []string
	Script                        uint8
	RefillReg, RefillO            uint8
	LaetusOnly                    bool
}

// BossSide is one side of the Boss card.
type BossSide struct {
	ID, Name, Description            string
	Detection, Activation, Encounter string
	ZoneAlert, Steps                 uint8
}

// RandomCard is one randomizer card.
type RandomCard struct {
	ID        string
	Colour    uint8 // seat colour 0..3
	Direction uint8 // edge 0..3 (N, E, S, W)
	Exit      uint8 // segment
	Type      uint8 // information type
}

// TrickType describes one type of trick card.
type TrickType struct{ Name, Main, Aux string }

// Data is everything read from assets/data/dungeonology.
type Data struct {
	CubeNames   [NumColours]string
	CubeColours [NumColours]string
	CubeCounts  [NumColours]uint8
	CubeValues  [NumColours]uint8
	Regular     uint8
	Omega       uint8
	Campfire    uint8
	MinStars    uint8
	PubBonus    [maxPlayers]int
	SeatColours [maxPlayers]string
	Capacity    [NumColours]uint8
	StarAt      [NumColours]uint8 // bit i: the (i+1)-th cube of the column covers a star
	ResearchAt  [NumColours]uint8 // bit i: ... a research bonus icon
	Traps       [numTraps]ZoneEffect
	Teleports   uint8
	Tokens      map[string]int
	TokenTotal  int

	Zones      [numZones]Zone
	Levels     [3]string
	Scholars   [numScholars]Scholar
	Tricks     []Trick
	Deck       [numTricks]uint8 // physical card -> design
	Jinxes     [numJinx]Jinx
	Interns    [numInterns]Intern
	Clans      [numClans]Clan
	Alerts     [numAlerts]Alert
	AlertBack  string
	Panics     [numPanics]Panic
	BossName   string
	BossText   string
	Boss       [2]BossSide
	Random     [numRandom]RandomCard
	Types      [numTypes]TrickType
	OmegaText  string
	ExtraAlert [7]uint8 // index k (1..6): total alert added for k cubes
	IdleRounds uint8
	RoundCap   uint16
	HunterMax  uint8
	HelpExtra  uint8
	DivineOnce bool // G27: Boska Interwencja at most once per stealth test
}

// DefaultData loads the embedded data once; the result is read-only and
// shared by every game.
var DefaultData = engine.LoadOnce(assets.FS, "data/dungeonology", LoadData)

type rawComponents struct {
	Cubes struct {
		Codes   []string `toml:"codes"`
		Names   []string `toml:"names"`
		Colours []string `toml:"colours"`
		Counts  []int    `toml:"counts"`
		Values  []int    `toml:"values"`
		Source  string   `toml:"source"`
	} `toml:"cubes"`
	Students struct {
		Regular  int    `toml:"regular"`
		Omega    int    `toml:"omega"`
		Campfire int    `toml:"campfire"`
		Source   string `toml:"source"`
	} `toml:"students"`
	Publication struct {
		MinStars int    `toml:"min_stars"`
		Bonus    []int  `toml:"bonus"`
		Source   string `toml:"source"`
	} `toml:"publication"`
	Seats struct {
		Colours []string `toml:"colours"`
		Source  string   `toml:"source"`
	} `toml:"seats"`
	NoteBoard struct {
		Capacity []int   `toml:"capacity"`
		Stars    [][]int `toml:"stars"`
		Research [][]int `toml:"research"`
		Source   string  `toml:"source"`
	} `toml:"note_board"`
	Tokens struct {
		Total     int      `toml:"total"`
		Fatigue   int      `toml:"fatigue"`
		Knowledge int      `toml:"knowledge"`
		Trap      int      `toml:"trap"`
		Teleport  int      `toml:"teleport"`
		Secret    int      `toml:"secret"`
		Stairs    int      `toml:"stairs"`
		Wall      int      `toml:"wall"`
		Unlimited []string `toml:"unlimited"`
		Source    string   `toml:"source"`
	} `toml:"tokens"`
	Trap []struct {
		Effect string `toml:"effect"`
		Count  int    `toml:"count"`
		Source string `toml:"source"`
	} `toml:"trap"`
}

type rawCamp struct {
	Clan []struct {
		ID        string `toml:"id"`
		Name      string `toml:"name"`
		Threshold int    `toml:"threshold"`
		Modifiers []int  `toml:"modifiers"`
		Source    string `toml:"source"`
	} `toml:"clan"`
	Alert []struct {
		ID            string  `toml:"id"`
		Level         string  `toml:"level"`
		Minutes       int     `toml:"minutes"`
		Setup         []int   `toml:"setup"`
		Slots         int     `toml:"slots"`
		Penalty       []int   `toml:"penalty"`
		Refill        [][]int `toml:"refill"`
		Source        string  `toml:"source"`
		NumbersSource string  `toml:"numbers_source"`
	} `toml:"alert"`
	AlertBack struct {
		Text   string `toml:"text"`
		Source string `toml:"source"`
	} `toml:"alert_back"`
	Panic []struct {
		ID         string   `toml:"id"`
		Name       string   `toml:"name"`
		NameSource string   `toml:"name_source"`
		Flavour    string   `toml:"flavour"`
		University string   `toml:"university"`
		Effects    []string `toml:"effects"`
		Script     string   `toml:"script"`
		Refill     []int    `toml:"refill"`
		LaetusOnly bool     `toml:"laetus_only"`
		Source     string   `toml:"source"`
	} `toml:"panic"`
	Boss struct {
		Name    string `toml:"name"`
		Flavour string `toml:"flavour"`
		Source  string `toml:"source"`
		Side    []struct {
			ID          string `toml:"id"`
			Name        string `toml:"name"`
			Description string `toml:"description"`
			Detection   string `toml:"detection"`
			Activation  string `toml:"activation"`
			Encounter   string `toml:"encounter"`
			ZoneAlert   int    `toml:"zone_alert"`
			Steps       int    `toml:"steps"`
			Source      string `toml:"source"`
			TextSource  string `toml:"text_source"`
		} `toml:"side"`
	} `toml:"boss"`
}

type rawZones struct {
	Zone []struct {
		ID         string   `toml:"id"`
		Level      int      `toml:"level"`
		Number     int      `toml:"number"`
		Name       string   `toml:"name"`
		Flavour    string   `toml:"flavour"`
		Alert      int      `toml:"alert"`
		Cubes      []string `toml:"cubes"`
		Effects    []string `toml:"effects"`
		Passages   []string `toml:"passages"`
		Source     string   `toml:"source"`
		DataSource string   `toml:"data_source"`
	} `toml:"zone"`
	Levels struct {
		Names  []string `toml:"names"`
		Source string   `toml:"source"`
	} `toml:"levels"`
}

type rawAbility struct {
	ID            string `toml:"id"`
	Name          string `toml:"name"`
	Text          string `toml:"text"`
	Reconstructed bool   `toml:"reconstructed"`
}

type rawScholars struct {
	Scholar []struct {
		ID              string   `toml:"id"`
		Name            string   `toml:"name"`
		Profession      string   `toml:"profession"`
		Bio             string   `toml:"bio"`
		Guide           string   `toml:"guide"`
		Knowledge       []string `toml:"knowledge"`
		KnowledgeSource string   `toml:"knowledge_source"`
		Source          string   `toml:"source"`
		Side            []struct {
			Stats   string       `toml:"stats"`
			Ability []rawAbility `toml:"ability"`
		} `toml:"side"`
	} `toml:"scholar"`
	Omega struct {
		Text   string `toml:"text"`
		Source string `toml:"source"`
	} `toml:"omega"`
	// Stats is the reading order of the five digits on a scholar card
	// (gap G14): the card does not label them, so it is data, not code.
	Stats struct {
		Order  []string `toml:"order"`
		Source string   `toml:"source"`
	} `toml:"stats"`
}

// statNames are the names a reading order may use, each with its place in
// Side (Students, Cards, Speed, Intelligence, Stamina).
var statNames = map[string]int{"students": 0, "cards": 1, "speed": 2, "intelligence": 3, "stamina": 4}

// statOrder turns the reading order of scholars.toml into, for each stat of
// Side, the position of its digit in the card's five-digit string.
func (l *loader) statOrder(order []string) (at [5]int) {
	at = [5]int{0, 1, 2, 3, 4}
	var seen [5]bool
	if len(order) != 5 {
		l.Fail("kolejność cech uczonych: liczba nazw to %d, a każda z pięciu cech (students, cards, speed, intelligence, stamina) musi wystąpić dokładnie raz", len(order))
		return at
	}
	var got [5]int
	for j, n := range order {
		k, ok := statNames[n]
		if !ok || seen[k] {
			l.Fail("kolejność cech uczonych: %q jest nieznana albo się powtarza; każda z pięciu cech (students, cards, speed, intelligence, stamina) musi wystąpić dokładnie raz", n)
			return at
		}
		seen[k] = true
		got[k] = j
	}
	return got
}

type rawTricks struct {
	Card []struct {
		ID            string   `toml:"id"`
		Type          string   `toml:"type"`
		Name          string   `toml:"name"`
		Text          string   `toml:"text"`
		Flavour       string   `toml:"flavour"`
		Bonus         int      `toml:"bonus"`
		Timing        string   `toml:"timing"`
		Effect        []string `toml:"effect"`
		Centre        int      `toml:"centre"`
		N             int      `toml:"n"`
		Blue          int      `toml:"blue"`
		Red           int      `toml:"red"`
		Blue2         int      `toml:"blue2"`
		Red2          int      `toml:"red2"`
		Cost          int      `toml:"cost"`
		Count         int      `toml:"count"`
		Source        string   `toml:"source"`
		NumbersSource string   `toml:"numbers_source"`
		TextSource    string   `toml:"text_source"`
	} `toml:"card"`
}

type rawJinx struct {
	Jinx []struct {
		ID         string `toml:"id"`
		Name       string `toml:"name"`
		NameSource string `toml:"name_source"`
		Flavour    string `toml:"flavour"`
		Text       string `toml:"text"`
		Effect     string `toml:"effect"`
		Penalty    int    `toml:"penalty"`
		Source     string `toml:"source"`
	} `toml:"jinx"`
}

type rawInterns struct {
	Intern []struct {
		ID           string `toml:"id"`
		Name         string `toml:"name"`
		Text         string `toml:"text"`
		Effect       string `toml:"effect"`
		Points       int    `toml:"points"`
		PointsSource string `toml:"points_source"`
		TextSource   string `toml:"text_source"`
		Source       string `toml:"source"`
	} `toml:"intern"`
}

type rawRandom struct {
	Card []struct {
		ID        string `toml:"id"`
		Colour    string `toml:"colour"`
		Direction string `toml:"direction"`
		Exit      string `toml:"exit"`
		Type      string `toml:"type"`
		Source    string `toml:"source"`
	} `toml:"card"`
}

type rawRules struct {
	Rules struct {
		ExtraCubeAlert []int  `toml:"extra_cube_alert"`
		IdleRounds     int    `toml:"idle_rounds"`
		RoundCap       int    `toml:"round_cap"`
		HunterMax      int    `toml:"hunter_max"`
		HelpExtra      int    `toml:"help_extra"`
		DivineOnce     bool   `toml:"divine_once_per_test"`
		Source         string `toml:"source"`
	} `toml:"rules"`
	Type []struct {
		ID     string `toml:"id"`
		Name   string `toml:"name"`
		Main   string `toml:"main"`
		Aux    string `toml:"aux"`
		Source string `toml:"source"`
	} `toml:"type"`
}

type loader struct {
	engine.DataLoader
	d     *Data
	codes [NumColours]string
}

// colour parses a cube code ("cyw").
func (l *loader) colour(what, s string) uint8 {
	for i, c := range l.codes {
		if c == s {
			return uint8(i)
		}
	}
	l.Fail("%s: nieznany typ kostki %q", what, s)
	return 0
}

// small checks an integer read from data fits the state's bytes.
func (l *loader) small(what string, v, lo, hi int) uint8 {
	if v < lo || v > hi {
		l.Fail("%s: wartość %d poza zakresem %d–%d", what, v, lo, hi)
		return 0
	}
	return uint8(v)
}

// sources checks every provenance field of an entry.
func (l *loader) sources(what string, ss ...string) {
	for i, s := range ss {
		if i > 0 && s == "" {
			continue // optional per-field provenance
		}
		l.Source(what, s)
	}
}

// LoadData reads and validates the title's data from fsys (the
// assets/data/dungeonology folder). Every problem is reported in Polish.
func LoadData(fsys fs.FS) (*Data, error) {
	l := &loader{DataLoader: engine.DataLoader{FS: fsys, Title: "dungeonology"}, d: &Data{}}
	l.components()
	l.rules()
	l.zones()
	l.scholars()
	l.tricks()
	l.jinxes()
	l.interns()
	l.camp()
	l.randomizer()
	if l.Err != nil {
		return nil, l.Err
	}
	return l.d, nil
}

func (l *loader) components() {
	var r rawComponents
	l.Decode("components.toml", &r)
	if l.Err != nil {
		return
	}
	d := l.d
	c := r.Cubes
	l.sources("kostki", c.Source)
	if len(c.Codes) != int(NumColours) || len(c.Names) != int(NumColours) || len(c.Colours) != int(NumColours) ||
		len(c.Counts) != int(NumColours) || len(c.Values) != int(NumColours) {
		l.Fail("kostki: potrzeba dokładnie %d typów", NumColours)
		return
	}
	for i := range l.codes {
		l.codes[i] = c.Codes[i]
		d.CubeNames[i] = c.Names[i]
		d.CubeColours[i] = c.Colours[i]
		d.CubeCounts[i] = l.small("liczba kostek", c.Counts[i], 0, 64)
		d.CubeValues[i] = l.small("wartość kostki", c.Values[i], 1, 20)
	}
	st := r.Students
	l.sources("studenci", st.Source)
	d.Regular = l.small("studenci", st.Regular, 1, 200)
	d.Omega = l.small("studenci Omegi", st.Omega, 1, 20)
	d.Campfire = l.small("ognisko", st.Campfire, 1, 50)
	pub := r.Publication
	l.sources("publikacja", pub.Source)
	d.MinStars = l.small("gwiazdki do publikacji", pub.MinStars, 0, 10)
	if len(pub.Bonus) != maxPlayers {
		l.Fail("publikacja: potrzeba %d premii", maxPlayers)
	} else {
		copy(d.PubBonus[:], pub.Bonus)
	}
	l.sources("gracze", r.Seats.Source)
	if len(r.Seats.Colours) != maxPlayers {
		l.Fail("gracze: potrzeba %d kolorów", maxPlayers)
	} else {
		copy(d.SeatColours[:], r.Seats.Colours)
	}
	nb := r.NoteBoard
	l.sources("plansza notatnika", nb.Source)
	if len(nb.Capacity) != int(NumColours) || len(nb.Stars) != int(NumColours) || len(nb.Research) != int(NumColours) {
		l.Fail("plansza notatnika: potrzeba %d kolumn", NumColours)
		return
	}
	for i := range d.Capacity {
		d.Capacity[i] = l.small("pojemność kolumny", nb.Capacity[i], 1, 8)
		for _, k := range nb.Stars[i] {
			if k < 1 || k > int(d.Capacity[i]) {
				l.Fail("plansza notatnika: gwiazdka na kostce %d poza kolumną", k)
				continue
			}
			d.StarAt[i] |= 1 << (k - 1)
		}
		for _, k := range nb.Research[i] {
			if k < 1 || k > int(d.Capacity[i]) {
				l.Fail("plansza notatnika: premia do badań na kostce %d poza kolumną", k)
				continue
			}
			d.ResearchAt[i] |= 1 << (k - 1)
		}
	}
	tk := r.Tokens
	l.sources("żetony", tk.Source)
	d.TokenTotal = tk.Total
	d.Tokens = map[string]int{"fatigue": tk.Fatigue, "knowledge": tk.Knowledge, "trap": tk.Trap,
		"teleport": tk.Teleport, "secret": tk.Secret, "stairs": tk.Stairs, "wall": tk.Wall}
	d.Teleports = l.small("żetony teleportu", tk.Teleport, 0, 20)
	n := 0
	for _, t := range r.Trap {
		l.sources("żeton pułapki", t.Source)
		e := l.zoneEffect("żeton pułapki", t.Effect)
		if e.Kind != zeStop && e.Kind != zeToll && e.Kind != zeAmbush {
			l.Fail("żeton pułapki: efekt %q nie jest postojem, mytem ani zasadzką", t.Effect)
		}
		for k := 0; k < t.Count; k++ {
			if n >= numTraps {
				l.Fail("żetony pułapek: więcej niż %d", numTraps)
				return
			}
			d.Traps[n] = e
			n++
		}
	}
	if n != tk.Trap || n != numTraps {
		l.Fail("żetony pułapek: %d, a powinno być %d", n, numTraps)
	}
}

func (l *loader) rules() {
	var r rawRules
	l.Decode("rules.toml", &r)
	if l.Err != nil {
		return
	}
	d := l.d
	l.sources("zasady", r.Rules.Source)
	if len(r.Rules.ExtraCubeAlert) != 6 || r.Rules.ExtraCubeAlert[0] != 0 {
		l.Fail("zasady: extra_cube_alert potrzebuje 6 wartości, zaczynając od 0")
	} else {
		for i, v := range r.Rules.ExtraCubeAlert {
			d.ExtraAlert[i+1] = l.small("extra_cube_alert", v, 0, 40)
		}
	}
	d.IdleRounds = l.small("idle_rounds", r.Rules.IdleRounds, 1, 10)
	if r.Rules.RoundCap < 5 || r.Rules.RoundCap > 500 {
		l.Fail("zasady: round_cap %d poza zakresem 5–500", r.Rules.RoundCap)
	}
	d.RoundCap = uint16(r.Rules.RoundCap)
	d.HunterMax = l.small("hunter_max", r.Rules.HunterMax, 1, 6)
	d.HelpExtra = l.small("help_extra", r.Rules.HelpExtra, 0, 3)
	d.DivineOnce = r.Rules.DivineOnce
	if len(r.Type) != int(numTypes) {
		l.Fail("zasady: potrzeba opisów %d typów kart sztuczek", numTypes)
		return
	}
	for i, t := range r.Type {
		l.sources("typ karty "+t.ID, t.Source)
		if t.ID != typeCodes[i] {
			l.Fail("zasady: typ %d to %q, a powinien być %q", i, t.ID, typeCodes[i])
		}
		d.Types[i] = TrickType{Name: t.Name, Main: t.Main, Aux: t.Aux}
	}
}

// zoneEffect parses "toll 1", "secret A", "bivouac cyw".
func (l *loader) zoneEffect(what, s string) ZoneEffect {
	f := strings.Fields(s)
	if len(f) == 0 {
		l.Fail("%s: pusty efekt", what)
		return ZoneEffect{}
	}
	k, ok := zoneEffectCodes[f[0]]
	if !ok {
		l.Fail("%s: nieznany efekt strefy %q", what, s)
		return ZoneEffect{}
	}
	e := ZoneEffect{Kind: k}
	switch k {
	case zeToll, zeAmbush, zeLuck, zeBadLuck, zeDanger:
		if len(f) != 2 {
			l.Fail("%s: efekt %q potrzebuje liczby", what, s)
			return e
		}
		n, err := strconv.Atoi(f[1])
		if err != nil {
			l.Fail("%s: zła liczba w %q", what, s)
			return e
		}
		e.N = l.small(what, n, 1, 9)
	case zeSecret:
		if len(f) != 2 || len(f[1]) != 1 || f[1][0] < 'A' || f[1][0] > 'W' {
			l.Fail("%s: sekretne przejście potrzebuje litery A–W: %q", what, s)
			return e
		}
		e.Letter = f[1][0]
	case zeBivouac:
		if len(f) != 2 {
			l.Fail("%s: biwak potrzebuje koloru: %q", what, s)
			return e
		}
		e.Colour = l.colour(what, f[1])
	default:
		if len(f) != 1 {
			l.Fail("%s: efekt %q nie ma parametrów", what, s)
		}
	}
	return e
}

func (l *loader) zones() {
	var r rawZones
	l.Decode("zones.toml", &r)
	if l.Err != nil {
		return
	}
	d := l.d
	l.sources("poziomy", r.Levels.Source)
	if len(r.Levels.Names) != 3 {
		l.Fail("poziomy: potrzeba 3 nazw")
	} else {
		copy(d.Levels[:], r.Levels.Names)
	}
	if len(r.Zone) != numZones {
		l.Fail("strefy: %d płytek, a powinno być %d", len(r.Zone), numZones)
		return
	}
	var perLevel [4]int
	for i, z := range r.Zone {
		what := "strefa " + z.ID
		l.sources(what, z.Source, z.DataSource)
		zz := &d.Zones[i]
		zz.ID, zz.Name, zz.Flavour = z.ID, z.Name, z.Flavour
		zz.Level = l.small(what, z.Level, 1, 3)
		zz.Number = l.small(what, z.Number, 0, 6)
		zz.Alert = l.small(what, z.Alert, 0, 12)
		if (i == 0) != (z.Number == 0) {
			l.Fail("%s: strefa początkowa musi być pierwsza i mieć numer 0", what)
		}
		if i > 0 {
			perLevel[zz.Level]++
		}
		if len(z.Cubes) > maxSpaces {
			l.Fail("%s: więcej niż %d pól na kostki", what, maxSpaces)
		}
		for _, c := range z.Cubes {
			zz.Cubes = append(zz.Cubes, l.colour(what, c))
		}
		if len(z.Effects) > maxEffects {
			l.Fail("%s: więcej niż %d efektów", what, maxEffects)
		}
		for _, e := range z.Effects {
			ze := l.zoneEffect(what, e)
			zz.Effects = append(zz.Effects, ze)
			if ze.Kind == zeSecret {
				zz.Secret = ze.Letter
			}
		}
		for _, p := range z.Passages {
			seg, doors, _ := strings.Cut(p, ":")
			k := -1
			for s, c := range segCodes {
				if c == seg {
					k = s
				}
			}
			if k < 0 {
				l.Fail("%s: nieznane przejście %q", what, p)
				continue
			}
			if zz.Passages&(1<<k) != 0 {
				l.Fail("%s: przejście %s dwa razy", what, seg)
			}
			zz.Passages |= 1 << k
			if doors != "" {
				for _, c := range strings.Split(doors, "+") {
					zz.Doors[k] |= 1 << l.colour(what, c)
				}
			}
		}
		if zz.Passages == 0 {
			l.Fail("%s: strefa bez przejść", what)
		}
	}
	if perLevel[1] != stackSize || perLevel[2] != stackSize || perLevel[3] != stackSize {
		l.Fail("strefy: poziomy mają %d/%d/%d płytek, a powinny mieć po %d", perLevel[1], perLevel[2], perLevel[3], stackSize)
	}
	// Secret passage letters come in pairs.
	letters := map[uint8]int{}
	for i := range d.Zones {
		if s := d.Zones[i].Secret; s != 0 {
			letters[s]++
		}
	}
	for c, n := range letters {
		if n != 2 {
			l.Fail("strefy: sekretne przejście %c występuje %d razy, a powinno 2", c, n)
		}
	}
}

func (l *loader) scholars() {
	var r rawScholars
	l.Decode("scholars.toml", &r)
	if l.Err != nil {
		return
	}
	d := l.d
	l.sources("Bractwo Omega", r.Omega.Source)
	d.OmegaText = r.Omega.Text
	l.sources("kolejność cech uczonych", r.Stats.Source)
	at := l.statOrder(r.Stats.Order)
	if len(r.Scholar) != numScholars {
		l.Fail("uczeni: %d kart, a powinno być %d", len(r.Scholar), numScholars)
		return
	}
	for i, s := range r.Scholar {
		what := "uczony " + s.ID
		l.sources(what, s.Source, s.KnowledgeSource)
		sc := &d.Scholars[i]
		sc.ID, sc.Name, sc.Profession, sc.Bio, sc.Guide = s.ID, s.Name, s.Profession, s.Bio, s.Guide
		if len(s.Knowledge) == 0 {
			l.Fail("%s: brak kombinacji wiedzy", what)
		}
		for _, c := range s.Knowledge {
			sc.Knowledge[l.colour(what, c)]++
		}
		if len(s.Side) != 2 {
			l.Fail("%s: karta ma %d strony, a powinna 2", what, len(s.Side))
			continue
		}
		for k, side := range s.Side {
			if len(side.Stats) != 5 {
				l.Fail("%s: cechy %q to nie pięć cyfr", what, side.Stats)
				continue
			}
			var v [5]uint8
			for j := range v {
				c := side.Stats[j]
				if c < '1' || c > '9' {
					l.Fail("%s: cechy %q to nie cyfry 1–9", what, side.Stats)
				}
				v[j] = c - '0'
			}
			sd := Side{Students: v[at[0]], Cards: v[at[1]], Speed: v[at[2]], Intelligence: v[at[3]], Stamina: v[at[4]]}
			for _, a := range side.Ability {
				id, ok := abilityCodes[a.ID]
				if !ok {
					l.Fail("%s: nieznana zdolność %q", what, a.ID)
					continue
				}
				sd.Abilities = append(sd.Abilities, id)
				sd.AbilityNames = append(sd.AbilityNames, a.Name)
				sd.AbilityTexts = append(sd.AbilityTexts, a.Text)
			}
			sc.Side[k] = sd
		}
	}
}

// op parses one effect step ("collect_adj 2", "target near", "intern bard").
func (l *loader) op(what, s string, interns map[string]uint8) Op {
	f := strings.Fields(s)
	if len(f) == 0 {
		l.Fail("%s: pusty krok efektu", what)
		return Op{}
	}
	k, ok := opCodes[f[0]]
	if !ok {
		l.Fail("%s: nieznany krok efektu %q", what, s)
		return Op{}
	}
	o := Op{Kind: k}
	switch k {
	case opTarget:
		if len(f) != 2 {
			l.Fail("%s: target potrzebuje zasięgu: %q", what, s)
			return o
		}
		sc, ok := scopeCodes[f[1]]
		if !ok {
			l.Fail("%s: nieznany zasięg %q", what, f[1])
		}
		o.N = sc
	case opIntern:
		if len(f) != 2 {
			l.Fail("%s: intern potrzebuje stażysty: %q", what, s)
			return o
		}
		id, ok := interns[f[1]]
		if !ok {
			l.Fail("%s: nieznany stażysta %q", what, f[1])
		}
		o.N = id
	case opSacrifice, opDraw, opUniv, opTake, opCollectAdj, opDrop, opDiscardRandom, opTire, opTargetDraw,
		opFame, opMove, opMoveOther, opBossMove, opStealth, opPass, opDiscard:
		if len(f) != 2 {
			l.Fail("%s: krok %q potrzebuje liczby", what, s)
			return o
		}
		n, err := strconv.Atoi(f[1])
		if err != nil {
			l.Fail("%s: zła liczba w %q", what, s)
			return o
		}
		o.N = l.small(what, n, 1, 9)
	default:
		if len(f) != 1 {
			l.Fail("%s: krok %q nie ma parametrów", what, s)
		}
	}
	return o
}

func (l *loader) tricks() {
	var r rawTricks
	l.Decode("tricks.toml", &r)
	var ri rawInterns
	l.Decode("interns.toml", &ri)
	if l.Err != nil {
		return
	}
	interns := map[string]uint8{}
	for i, in := range ri.Intern {
		interns[in.ID] = uint8(i)
	}
	d := l.d
	n := 0
	ids := map[string]bool{}
	for _, c := range r.Card {
		what := "karta " + c.ID
		l.sources(what, c.Source, c.NumbersSource, c.TextSource)
		if ids[c.ID] {
			l.Fail("%s: identyfikator powtórzony", what)
		}
		ids[c.ID] = true
		t := Trick{ID: c.ID, Name: c.Name, Text: c.Text, Flavour: c.Flavour, Count: c.Count, Source: c.Source}
		t.Type = none
		for i, code := range typeCodes {
			if code == c.Type {
				t.Type = uint8(i)
			}
		}
		if t.Type == none {
			l.Fail("%s: nieznany typ %q", what, c.Type)
			continue
		}
		t.Timing = none
		for i, code := range timingCodes {
			if code == c.Timing {
				t.Timing = uint8(i)
			}
		}
		if t.Timing == none {
			l.Fail("%s: nieznany moment zagrania %q", what, c.Timing)
			continue
		}
		if (t.Type == typePrz) != (t.Timing == tmCentre) {
			l.Fail("%s: tylko karty przeznaczenia (i wszystkie) mają moment „centre”", what)
		}
		t.Bonus = l.small(what, c.Bonus, 0, 9)
		t.Centre = l.small(what, c.Centre, 0, 9)
		t.N = l.small(what, c.N, 0, 9)
		t.Blue, t.Red = l.small(what, c.Blue, 0, 9), l.small(what, c.Red, 0, 9)
		t.Blue2, t.Red2 = l.small(what, c.Blue2, 0, 9), l.small(what, c.Red2, 0, 9)
		switch t.Type {
		case typeEks, typeMag, typeRoz:
			if t.N == 0 {
				l.Fail("%s: efekt pomocniczy potrzebuje liczby n", what)
			}
		case typePod:
			if t.Blue == 0 && t.Red == 0 {
				l.Fail("%s: efekt pomocniczy potrzebuje liczby niebieskiej lub czerwonej", what)
			}
		case typePrz:
			if t.Centre == 0 || t.Blue+t.Red == 0 || t.Blue2+t.Red2 == 0 {
				l.Fail("%s: karta przeznaczenia potrzebuje premii w centrum i dwóch efektów pomocniczych", what)
			}
		}
		t.Cost = l.small(what, c.Cost, 0, 5)
		if t.Cost > 0 {
			// The cost comes first: the University draw is part of the effect
			// (a cancelled card costs nothing).
			t.Effect = append(t.Effect, Op{Kind: opUniv, N: t.Cost})
		}
		for _, e := range c.Effect {
			t.Effect = append(t.Effect, l.op(what, e, interns))
		}
		if t.Type != typePrz && len(t.Effect) == 0 {
			l.Fail("%s: brak efektu głównego", what)
		}
		if c.Count < 1 {
			l.Fail("%s: liczba kopii %d", what, c.Count)
		}
		for k := 0; k < c.Count; k++ {
			if n >= numTricks {
				l.Fail("karty sztuczek: więcej niż %d", numTricks)
				return
			}
			d.Deck[n] = uint8(len(d.Tricks))
			n++
		}
		d.Tricks = append(d.Tricks, t)
	}
	if n != numTricks {
		l.Fail("karty sztuczek: %d, a powinno być %d", n, numTricks)
	}
}

func (l *loader) jinxes() {
	var r rawJinx
	l.Decode("jinx.toml", &r)
	if l.Err != nil {
		return
	}
	if len(r.Jinx) != numJinx {
		l.Fail("karty fatum: %d, a powinno być %d", len(r.Jinx), numJinx)
		return
	}
	for i, j := range r.Jinx {
		what := "karta fatum " + j.ID
		l.sources(what, j.Source, j.NameSource)
		f := strings.Fields(j.Effect)
		k, ok := uint8(0), len(f) > 0
		if ok {
			k, ok = jinxCodes[f[0]]
		}
		if !ok {
			l.Fail("%s: nieznany efekt %q", what, j.Effect)
			continue
		}
		jj := Jinx{ID: j.ID, Name: j.Name, Flavour: j.Flavour, Text: j.Text, Effect: k, Penalty: j.Penalty}
		if len(f) == 2 {
			v, err := strconv.Atoi(f[1])
			if err != nil || v < -9 || v > 9 || v == 0 {
				l.Fail("%s: zła liczba w %q", what, j.Effect)
			}
			jj.N = int8(v)
		}
		if j.Penalty < 0 || j.Penalty > 9 {
			l.Fail("%s: kara %d poza zakresem 0–9", what, j.Penalty)
		}
		l.d.Jinxes[i] = jj
	}
}

func (l *loader) interns() {
	var r rawInterns
	l.Decode("interns.toml", &r)
	if l.Err != nil {
		return
	}
	if len(r.Intern) != numInterns {
		l.Fail("karty stażysty: %d, a powinno być %d", len(r.Intern), numInterns)
		return
	}
	for i, in := range r.Intern {
		what := "stażysta " + in.ID
		l.sources(what, in.Source, in.PointsSource, in.TextSource)
		f := strings.Fields(in.Effect)
		if len(f) != 2 {
			l.Fail("%s: efekt %q potrzebuje parametru", what, in.Effect)
			continue
		}
		k, ok := internCodes[f[0]]
		if !ok {
			l.Fail("%s: nieznany efekt %q", what, in.Effect)
			continue
		}
		ii := Intern{ID: in.ID, Name: in.Name, Text: in.Text, Effect: k, Points: in.Points}
		if k == inProtect {
			ii.N = l.colour(what, f[1])
		} else {
			v, err := strconv.Atoi(f[1])
			if err != nil {
				l.Fail("%s: zła liczba w %q", what, in.Effect)
			}
			ii.N = l.small(what, v, 1, 3)
		}
		l.d.Interns[i] = ii
	}
	// Every intern is recruited by at least one trick card.
	for i := range l.d.Interns {
		found := false
		for _, t := range l.d.Tricks {
			for _, o := range t.Effect {
				found = found || o.Kind == opIntern && int(o.N) == i
			}
		}
		if !found && l.d.Tricks != nil {
			l.Fail("stażysta %s: żadna karta sztuczek go nie rekrutuje", l.d.Interns[i].ID)
		}
	}
}

func (l *loader) camp() {
	var r rawCamp
	l.Decode("camp.toml", &r)
	if l.Err != nil {
		return
	}
	d := l.d
	if len(r.Clan) != numClans {
		l.Fail("karty klanu: %d, a powinno być %d", len(r.Clan), numClans)
		return
	}
	for i, c := range r.Clan {
		what := "klan " + c.ID
		l.sources(what, c.Source)
		if len(c.Modifiers) != int(NumColours) {
			l.Fail("%s: potrzeba %d modyfikatorów", what, NumColours)
			continue
		}
		cl := Clan{ID: c.ID, Name: c.Name, Threshold: c.Threshold}
		for k, m := range c.Modifiers {
			if m < -3 || m > 3 {
				l.Fail("%s: modyfikator %d poza zakresem −3..3", what, m)
			}
			cl.Mods[k] = int8(m)
		}
		d.Clans[i] = cl
	}
	if len(r.Alert) != numAlerts {
		l.Fail("karty czujności: %d, a powinno być %d", len(r.Alert), numAlerts)
		return
	}
	for i, a := range r.Alert {
		what := "karta czujności " + a.ID
		l.sources(what, a.Source, a.NumbersSource)
		al := Alert{ID: a.ID, Level: a.Level, Minutes: a.Minutes}
		if len(a.Setup) != 2 || len(a.Penalty) != 5 || len(a.Refill) != 4 || a.Slots != 4 {
			l.Fail("%s: potrzeba setup [zwykli, Omega], 4 pól, 5 kar i 4 uzupełnień", what)
			continue
		}
		al.SetupReg, al.SetupO = l.small(what, a.Setup[0], 1, 10), l.small(what, a.Setup[1], 1, 3)
		al.Slots = uint8(a.Slots)
		for k, p := range a.Penalty {
			al.Penalty[k] = l.small(what, p, 0, 9)
		}
		for k, rf := range a.Refill {
			if len(rf) != 2 {
				l.Fail("%s: uzupełnienie %d potrzebuje [zwykli, Omega]", what, k+1)
				continue
			}
			al.Refill[k] = [2]uint8{l.small(what, rf[0], 0, 10), l.small(what, rf[1], 0, 3)}
		}
		d.Alerts[i] = al
	}
	l.sources("rewers karty czujności", r.AlertBack.Source)
	d.AlertBack = r.AlertBack.Text
	if len(r.Panic) != numPanics {
		l.Fail("karty paniki: %d, a powinno być %d", len(r.Panic), numPanics)
		return
	}
	for i, p := range r.Panic {
		what := "karta paniki " + p.ID
		l.sources(what, p.Source, p.NameSource)
		sc, ok := panicCodes[p.Script]
		if !ok {
			l.Fail("%s: nieznany skrypt %q", what, p.Script)
		}
		if len(p.Refill) != 2 {
			l.Fail("%s: uzupełnienie potrzebuje [zwykli, Omega]", what)
			continue
		}
		d.Panics[i] = Panic{ID: p.ID, Name: p.Name, Flavour: p.Flavour, University: p.University,
			Effects: p.Effects, Script: sc, RefillReg: l.small(what, p.Refill[0], 0, 10),
			RefillO: l.small(what, p.Refill[1], 1, 1), LaetusOnly: p.LaetusOnly}
	}
	b := r.Boss
	l.sources("boss", b.Source)
	d.BossName, d.BossText = b.Name, b.Flavour
	if len(b.Side) != 2 || b.Side[0].ID != "swarliwy" || b.Side[1].ID != "pijany" {
		l.Fail("boss: potrzeba stron „swarliwy” i „pijany”")
		return
	}
	for i, s := range b.Side {
		what := "boss " + s.ID
		l.sources(what, s.Source, s.TextSource)
		d.Boss[i] = BossSide{ID: s.ID, Name: s.Name, Description: s.Description, Detection: s.Detection,
			Activation: s.Activation, Encounter: s.Encounter, ZoneAlert: l.small(what, s.ZoneAlert, 0, 5),
			Steps: l.small(what, s.Steps, 1, 6)}
	}
}

func (l *loader) randomizer() {
	var r rawRandom
	l.Decode("randomizer.toml", &r)
	if l.Err != nil {
		return
	}
	d := l.d
	if len(r.Card) != numRandom {
		l.Fail("talia losowości: %d kart, a powinno być %d", len(r.Card), numRandom)
		return
	}
	for i, c := range r.Card {
		what := "karta losowości " + c.ID
		l.sources(what, c.Source)
		rc := RandomCard{ID: c.ID, Colour: none, Direction: none, Type: l.colour(what, c.Type)}
		for k, col := range d.SeatColours {
			if col == c.Colour {
				rc.Colour = uint8(k)
			}
		}
		if rc.Colour == none {
			l.Fail("%s: nieznany kolor %q", what, c.Colour)
		}
		rc.Direction = uint8(strings.Index("NESW", c.Direction))
		if len(c.Direction) != 1 || rc.Direction > 3 {
			l.Fail("%s: kierunek %q to nie N/E/S/W", what, c.Direction)
			rc.Direction = 0
		}
		// Facing outward, the right-hand passage of an edge is the one
		// clockwise from its centre: the second segment of the edge.
		switch c.Exit {
		case "L":
			rc.Exit = rc.Direction * 2
		case "R":
			rc.Exit = rc.Direction*2 + 1
		default:
			l.Fail("%s: wyjście %q to nie L/R", what, c.Exit)
		}
		d.Random[i] = rc
	}
}

// String describes the data set in messages.
func (d *Data) String() string {
	return fmt.Sprintf("dungeonology data (%d trick designs)", len(d.Tricks))
}
