package arnak

import (
	"fmt"
	"io/fs"
	"stolik/rules/engine"
	"strconv"
	"strings"

	"stolik/assets"
)

// Resources, in the order of the effect DSL letters c k t a j.
const (
	Coin uint8 = iota
	Compass
	Tablet
	Arrowhead
	Jewel
	NumRes
)

// Travel symbols; a higher one pays a lower one as §4.1 says.
const (
	Boot uint8 = iota
	Ship
	Car
	Plane
	NumTravel
)

// Component limits: the fixed arrays of the state are sized by them, and
// validation requires the data to match the component list exactly.
const (
	maxPlayers    = 4
	numItems      = 40
	numArtifacts  = 35
	numBasic      = 4 // Funding and Exploration, a car and a ship copy each
	numCards      = numBasic + 1 + numItems + numArtifacts
	numFear       = 19
	numSites      = 17 // 5 camps, 8 level I, 4 level II
	numCamps      = 5
	numTiles1     = 10
	numTiles2     = 6
	numGuardians  = 15
	numIdols      = 16
	numAssistants = 12
	numBonuses    = 18
	numNodes      = 15
	templeNode    = numNodes - 1
	numRows       = 7 // research rows below the temple
	numRival      = 15
	none          = 0xFF

	cardFear      = numBasic
	firstItem     = cardFear + 1
	firstArtifact = firstItem + numItems
)

// Card kinds.
const (
	kindBasic uint8 = iota
	kindFear
	kindItem
	kindArtifact
)

// Op kinds: the effect vocabulary of spec §8.4 that the published cards
// and tiles use (see the head of cards.toml for the text form).
const (
	opGain uint8 = iota + 1
	opFear
	opDraw      // N cards; Sub 1: one from the bottom of the deck
	opExile     // may exile a card from hand or play area (or a fear tile)
	opTrade     // may pay Pay to gain Gain
	opPay       // may pay Pay; declining skips the rest of the effect
	opPayTravel // may pay the travel symbols Syms; declining skips the rest
	opChoose    // one of Opts (resources or travel symbols)
	opChoose2   // two different of Opts (an option may be "exile a card")
	opDiscard   // may discard another card; declining skips the rest. Sub 1: must discard
	opUpRes     // may upgrade a resource: tablet → arrowhead or arrowhead → jewel
	opTravel    // a travel symbol N into the turn's pool
	opBuy       // buy with discount N; Sub 0 any, 1 item, 2 artifact; Reveal: the deck top too (§5.2 #0)
	opCard      // gain a row card free; Sub as buy; N 0 deck bottom, 1 hand, 2 deck top; Gain: the alternative
	opReady     // ready a chosen exhausted assistant; N 1: both
	opUpgrade   // upgrade an assistant to gold (it becomes ready)
	opHire
	opOvercome        // overcome a guardian free; Sub 0 a site you occupy, 1 no other player's pawn there
	opDig             // dig or discover; Syms: travel discount, N: compass discount; Sub 1: a camp, free travel, Aux repeats
	opResearch        // Sub 0 magnifier, 1 notebook, 2 either; Free; Opts: discount alternatives
	opPerIdol         // Gain per idol, at most N
	opPerGuardian     // Gain per guardian overcome or on a site you occupy, at most N
	opPerArch         // Gain per archaeologist already on a site
	opPassOr          // Opts[0], or pass to gain Opts[1]
	opRescue          // Snake: take an assistant from the rescue stack, exhausted
	opExileRow        // exile the rightmost item of the row (Zdobiony młot)
	opFromExile       // take an item from the exile pile, free
	opEarringBottom   // Kolczyk z obsydianem
	opEarringTop      // Kolczyk z kryształem
	opMoveGuardian    // Korona strażnika
	opRelocate        // Laska / Sandały tropiciela: Sub 1 camp, 2 camp or level I; then activate
	opRecall          // Okaryna: return a placed archaeologist to the board
	opSwap            // Strojny róg
	opTravelAs        // Okaryna: every travel symbol counts as N this round
	opNoFear          // Maska wojenna: no Fear from guardians this round
	opSupplyAssistant // Butelka z kokosa / Starożytne wino: Sub 1 gold
	opActivate        // Sub: actOccupied, actLevel1, actCamp, actFreeCamp, actCamp2
	opActivateTile    // the top tile of the level N stack (G18)
	opIdolBack        // Kamienny klucz: an idol from a slot back to the crates
	opTempleBonus     // internal: choose from the Lost Temple bonus stack
	opMultiBonus      // internal: choose from the Snake multi-bonus row
	opOrder           // internal: row effect or research bonus first (L760–765)
	opShellAgain      // internal: Muszla przejścia's optional second activation
)

// Activation targets (opActivate.Sub).
const (
	actOccupied uint8 = iota // a site you occupy (level II: pay 2 compasses first)
	actLevel1                // any discovered level I site
	actCamp                  // any camp
	actFreeCamp              // a camp no archaeologist stands on
	actCamp2                 // two different camps
)

// Res is a resource vector.
type Res [NumRes]int8

// Op is one step of an effect.
type Op struct {
	Kind      uint8
	N         uint8 // count, cap, discount, travel symbol, level
	Sub       uint8 // variant (see the op kinds)
	Free      bool  // research: no bridge cost
	Reveal    bool  // buy: the deck tops are buyable too
	Pay       Res
	Gain      Res
	Opts      [4]Res
	OptTravel [4][NumTravel]uint8
	NOpt      uint8
	OptExile  uint8   // choose2: bit i = option i is "exile a card"
	Syms      []uint8 // dig: travel discount symbols; paytravel: the cost
}

// Card is one card design.
type Card struct {
	ID, Name  string
	EN        string // the published English name
	Kind      uint8
	Cost      int8
	VP        int8
	Travel    []uint8
	Free      bool
	ExileSelf bool // "exile this card to …": played for its effect, it is exiled
	Effect    uint16
}

// Site is one site of a board side: a camp (level 0) or a level I/II place.
type Site struct {
	ID, Name string
	Level    uint8
	Row      uint8
	Spaces   [][]uint8
	Effect   uint16 // camps only
}

// Guardian is one guardian tile.
type Guardian struct {
	Name       string
	Cost       Res
	CostTravel []uint8 // travel symbols of the cost, paid like a dig's
	Discard    uint8   // cards to discard from hand as part of the cost
	BoonTravel []uint8
	Boon       uint16 // effect; noEffect when the boon is travel
}

// Assistant is one assistant tile.
type Assistant struct {
	Name         string
	Silver, Gold uint16
	Free         bool
}

// RivalTile is one solo rival action tile.
type RivalTile struct {
	ID     string
	Name   string
	Family uint8
	Red    bool
	Res    uint8
	Rounds [5]uint8 // 0 nothing, 1/2 level, |8 wake guardian, 9 acts
	Right  bool
}

// Rival families.
const (
	famDig uint8 = iota
	famDiscover
	famResearch
	famGuardian
	famBuyItem
	famBuyArtifact
)

const (
	roundActs  = 9
	roundWake  = 8
	noEffect   = 0xFFFF
	bonusNone  = 0
	bonusAll   = 1
	bonusThree = 3
	bonusFour  = 4
	bonusMulti = 5
)

// Data is everything read from assets/data/arnak.
type Data struct {
	Effects   [][]Op
	Cards     [numCards]Card
	Sites     [numSites]Site
	SiteTiles [numTiles1 + numTiles2]struct {
		Level  uint8
		Effect uint16
	}
	Guardians [numGuardians]Guardian
	Idols     [numIdols]struct {
		Kind   uint8
		Effect uint16
	}
	IdolKinds   []string
	Assistants  [numAssistants]Assistant
	Bonuses     [numBonuses]uint16
	NodeRow     [numNodes]uint8
	NodeMark    [numNodes]uint8
	NodeName    [numNodes]string
	Bridge      [numNodes][numNodes]Res // cost; Bridges marks existence
	Bridges     [numNodes][numNodes]bool
	Next        [numNodes][]uint8 // the nodes a bridge leads to, by node
	RowMag      [numRows]uint16
	RowNote     [numRows]uint16
	RowMagVP    [numRows]int // end-game VP of a magnifier in the row
	RowNoteVP   [numRows]int // end-game VP of a notebook in the row
	ArrivalVP   [maxPlayers]int
	TempleCost  [3]Res
	Discover    [2]int8
	SlotVP      [4]int
	SlotEffect  [5]uint16
	StartRes    [maxPlayers]Res
	Rival       [numRival]RivalTile
	SideName    string
	ResForms    [NumRes][4]string        // Polish: nominative 1, accusative 1, 2–4, 5+ pieces
	TravelForms [NumTravel][4]string     // the same for travel symbols
	OpNames     map[uint8]string         // Polish op names, for descriptions
	OpShort     map[uint8]string         // shorter names for a card's one-line effect (optional per op)
	Words       map[string]string        // Polish connectives of the descriptions
	WordsShort  map[string]string        // shorter words for a card's one-line effect (optional per word)
	short       bool                     // EffectSymbols' copy: the compact forms of a card's line
	brief       bool                     // EffectBrief's copy: no variant words at all
	Side        uint8                    // 0 bird, 1 snake
	BridgeIdol  [numNodes][numNodes]bool // Snake: the bridge costs 1 idol from the crates
	RescueNode  uint8                    // Snake: the space holding the rescue stack, or none
	MultiRow    uint8                    // Snake: the row with 2–3 bonus tiles, or 0
	MultiTiles  [maxPlayers]uint8        // tiles in that row by player count
	Snake       *Data                    // the Snake side (same cards and tiles)
	ahead       *aheadTable              // researchAhead for defaultWeights, by round, passed, arrival, row
	effTemple   uint16
	effMulti    uint16
	effOrder    uint16
	effExile    uint16 // a lone "exile" (Nóż oficerski's option)
	effShell    uint16
}

// DefaultData loads the embedded data once; the result is read-only and
// shared by every game.
var DefaultData = engine.LoadOnce(assets.FS, "data/arnak", LoadData)

type rawCard struct {
	ID        string   `toml:"id"`
	Name      string   `toml:"name"`
	EN        string   `toml:"en"`
	Cost      int      `toml:"cost"`
	VP        int      `toml:"vp"`
	Travel    []string `toml:"travel"`
	Free      bool     `toml:"free"`
	ExileSelf bool     `toml:"exile_self"`
	Effect    []string `toml:"effect"`
	Source    string   `toml:"source"`
	Note      string   `toml:"note"`
}

type rawCards struct {
	Basic []rawCard `toml:"basic"`
	Fear  struct {
		ID     string   `toml:"id"`
		Name   string   `toml:"name"`
		Count  int      `toml:"count"`
		Travel []string `toml:"travel"`
		VP     int      `toml:"vp"`
		Source string   `toml:"source"`
	} `toml:"fear"`
	Item     []rawCard `toml:"item"`
	Artifact []rawCard `toml:"artifact"`
}

type rawPlayer struct {
	ResNames        [][]string        `toml:"resource_names"`
	TravelNames     [][]string        `toml:"travel_names"`
	OpNames         map[string]string `toml:"op_names"`
	OpShort         map[string]string `toml:"op_short"`
	WordsShort      map[string]string `toml:"words_short"`
	Words           map[string]string `toml:"words"`
	IdolSlotVP      []int             `toml:"idol_slot_vp"`
	IdolSlotEffects [][]string        `toml:"idol_slot_effects"`
	StartRes        []string          `toml:"start_res"`
	Source          string            `toml:"source"`
}

type rawBoard struct {
	Side            string `toml:"side"`
	Name            string `toml:"name"`
	DiscoverCompass []int  `toml:"discover_compass"`
	MultiTiles      []int  `toml:"multi_tiles"`
	Source          string `toml:"source"`
	Site            []struct {
		ID     string     `toml:"id"`
		Name   string     `toml:"name"`
		Level  int        `toml:"level"`
		Row    int        `toml:"row"`
		Spaces [][]string `toml:"spaces"`
		Effect []string   `toml:"effect"`
		Source string     `toml:"source"`
	} `toml:"site"`
	Node []struct {
		ID     string `toml:"id"`
		Row    int    `toml:"row"`
		Bonus  string `toml:"bonus"`
		Rescue bool   `toml:"rescue"`
	} `toml:"node"`
	Bridge []struct {
		From string `toml:"from"`
		To   string `toml:"to"`
		Cost string `toml:"cost"`
		Idol int    `toml:"idol"`
	} `toml:"bridge"`
	ResearchRow []struct {
		Magnifier   []string `toml:"magnifier"`
		Notebook    []string `toml:"notebook"`
		MagnifierVP int      `toml:"magnifier_vp"`
		NotebookVP  int      `toml:"notebook_vp"`
	} `toml:"research_row"`
	TempleArrivalVP []int    `toml:"temple_arrival_vp"`
	TempleCosts     []string `toml:"temple_costs"`
}

type rawTiles struct {
	SiteTile []struct {
		ID     string   `toml:"id"`
		Level  int      `toml:"level"`
		Effect []string `toml:"effect"`
		Source string   `toml:"source"`
	} `toml:"site_tile"`
	Guardian []struct {
		ID         string   `toml:"id"`
		Name       string   `toml:"name"`
		Cost       string   `toml:"cost"`
		CostTravel []string `toml:"cost_travel"`
		Discard    int      `toml:"discard"`
		BoonTravel []string `toml:"boon_travel"`
		Boon       []string `toml:"boon"`
		Source     string   `toml:"source"`
	} `toml:"guardian"`
	Idol []struct {
		ID     string   `toml:"id"`
		Kind   string   `toml:"kind"`
		Effect []string `toml:"effect"`
		Source string   `toml:"source"`
	} `toml:"idol"`
	Assistant []struct {
		ID     string   `toml:"id"`
		Name   string   `toml:"name"`
		Silver []string `toml:"silver"`
		Gold   []string `toml:"gold"`
		Free   bool     `toml:"free"`
		Source string   `toml:"source"`
		Note   string   `toml:"note"`
	} `toml:"assistant"`
	Bonus []struct {
		ID     string   `toml:"id"`
		Effect []string `toml:"effect"`
		Source string   `toml:"source"`
	} `toml:"bonus"`
}

type rawSolo struct {
	Tile []struct {
		ID     string   `toml:"id"`
		Name   string   `toml:"name"`
		Family string   `toml:"family"`
		Colour string   `toml:"colour"`
		Res    string   `toml:"res"`
		Rounds []string `toml:"rounds"`
		Arrow  string   `toml:"arrow"`
		Source string   `toml:"source"`
	} `toml:"tile"`
}

type loader struct {
	engine.DataLoader
	d    *Data
	effs [][]Op // shared by both board sides
}

var travelNames = [NumTravel]string{"boot", "ship", "car", "plane"}

func travelIndex(s string) (uint8, bool) {
	for i, n := range travelNames {
		if n == s {
			return uint8(i), true
		}
	}
	return 0, false
}

func (l *loader) travel(what string, in []string) []uint8 {
	out := make([]uint8, 0, len(in))
	for _, s := range in {
		t, ok := travelIndex(s)
		if !ok {
			l.Fail("%s: nieznany symbol podróży %q", what, s)
			continue
		}
		out = append(out, t)
	}
	return out
}

// parseRes parses "c2 k1" into a vector.
func parseRes(s string) (Res, error) {
	var r Res
	for _, f := range strings.Fields(s) {
		if len(f) < 2 {
			return r, fmt.Errorf("zły zasób %q", f)
		}
		i := strings.IndexByte("cktaj", f[0])
		n, err := strconv.Atoi(f[1:])
		if i < 0 || err != nil || n < 0 || n > 9 {
			return r, fmt.Errorf("zły zasób %q", f)
		}
		r[i] += int8(n)
	}
	return r, nil
}

// parseOption reads one option of choose/choose2/passor: resources,
// travel symbols or (choose2 only) "exile".
func parseOption(o *Op, i int, s string, exileOK bool) error {
	var res []string
	for _, f := range strings.Fields(s) {
		if t, ok := travelIndex(f); ok {
			o.OptTravel[i][t]++
			continue
		}
		if f == "exile" && exileOK {
			o.OptExile |= 1 << i
			continue
		}
		res = append(res, f)
	}
	r, err := parseRes(strings.Join(res, " "))
	o.Opts[i] = r
	if err == nil && r == (Res{}) && o.OptTravel[i] == [NumTravel]uint8{} && o.OptExile&(1<<i) == 0 {
		err = fmt.Errorf("pusta możliwość %q", s)
	}
	return err
}

func (l *loader) res(what, s string) Res {
	r, err := parseRes(s)
	if err != nil {
		l.Fail("%s: %v", what, err)
	}
	return r
}

var opNames = map[string]uint8{"gain": opGain, "fear": opFear, "draw": opDraw, "exile": opExile,
	"trade": opTrade, "pay": opPay, "paytravel": opPayTravel, "choose": opChoose, "choose2": opChoose2,
	"discard": opDiscard, "upres": opUpRes, "travel": opTravel, "buy": opBuy, "card": opCard,
	"ready": opReady, "upgrade": opUpgrade, "hire": opHire, "overcome": opOvercome, "dig": opDig,
	"research": opResearch, "peridol": opPerIdol, "perguardian": opPerGuardian, "perarch": opPerArch,
	"passor": opPassOr, "rescue": opRescue, "exilerow": opExileRow, "fromexile": opFromExile,
	"earring": opEarringTop, "moveguardian": opMoveGuardian, "relocate": opRelocate, "recall": opRecall,
	"swap": opSwap, "travelas": opTravelAs, "nofear": opNoFear, "supplyassistant": opSupplyAssistant,
	"activate": opActivate, "activatetile": opActivateTile, "idolback": opIdolBack}

var cardSubs = map[string]uint8{"any": 0, "item": 1, "artifact": 2}

// parseOp reads one step of the effect DSL (see cards.toml).
func parseOp(s string) (Op, error) {
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
	rest := strings.TrimSpace(strings.TrimPrefix(s, f[0]))
	args := f[1:]
	noArgs := func() error {
		if len(args) != 0 {
			return fmt.Errorf("%q nie ma argumentów", f[0])
		}
		return nil
	}
	var err error
	switch k {
	case opGain:
		o.Gain, err = parseRes(rest)
	case opPay:
		o.Pay, err = parseRes(rest)
		if err == nil && o.Pay == (Res{}) {
			err = fmt.Errorf("pay: brak kosztu")
		}
	case opFear, opExile, opUpRes, opUpgrade, opHire, opRescue, opMoveGuardian, opRecall, opSwap,
		opNoFear, opIdolBack:
		err = noArgs()
	case opDraw:
		switch {
		case rest == "bottom":
			o.N, o.Sub = 1, 1
		default:
			var n int
			n, err = strconv.Atoi(rest)
			if err == nil && (n < 1 || n > 3) {
				err = fmt.Errorf("draw: 1..3 albo bottom")
			}
			o.N = uint8(n)
		}
	case opTrade:
		pay, gain, ok := strings.Cut(rest, "=")
		if !ok {
			return o, fmt.Errorf("trade: brak '='")
		}
		if o.Pay, err = parseRes(pay); err == nil {
			o.Gain, err = parseRes(gain)
		}
	case opDiscard:
		switch rest {
		case "":
		case "must":
			o.Sub = 1
		default:
			err = fmt.Errorf("discard: bez argumentów albo must")
		}
	case opPayTravel:
		if len(args) == 0 || len(args) > 2 {
			return o, fmt.Errorf("paytravel: 1..2 symbole")
		}
		for _, a := range args {
			t, ok := travelIndex(a)
			if !ok {
				return o, fmt.Errorf("paytravel: symbol %q", a)
			}
			o.Syms = append(o.Syms, t)
		}
	case opChoose, opChoose2, opPassOr:
		parts := strings.Split(rest, "|")
		if len(parts) < 2 || len(parts) > 4 || (k == opPassOr && len(parts) != 2) {
			return o, fmt.Errorf("%s: 2..4 możliwości (passor: 2)", f[0])
		}
		for i, p := range parts {
			if err = parseOption(&o, i, p, k == opChoose2); err != nil {
				return o, err
			}
		}
		o.NOpt = uint8(len(parts))
		if k == opPassOr && (o.OptTravel != [4][NumTravel]uint8{}) {
			err = fmt.Errorf("passor: tylko zasoby")
		}
	case opTravel, opTravelAs:
		t, ok := travelIndex(rest)
		if !ok {
			return o, fmt.Errorf("%s: nieznany symbol %q", f[0], rest)
		}
		o.N = t
	case opExileRow, opFromExile:
		if rest != "item" {
			err = fmt.Errorf("%s: tylko item", f[0])
		}
	case opEarringTop:
		if len(args) != 2 || (args[0] != "top" && args[0] != "bottom") {
			return o, fmt.Errorf("earring: top N albo bottom N")
		}
		if args[0] == "bottom" {
			o.Kind = opEarringBottom
		}
		var n int
		n, err = strconv.Atoi(args[1])
		if err == nil && (n < 1 || n > 4) {
			err = fmt.Errorf("earring: 1..4")
		}
		o.N = uint8(n)
	case opRelocate:
		switch rest {
		case "camp":
			o.Sub = 1
		case "camp1":
			o.Sub = 2
		default:
			err = fmt.Errorf("relocate: camp albo camp1")
		}
	case opOvercome:
		switch rest {
		case "":
		case "trap":
			o.Sub = 1
		default:
			err = fmt.Errorf("overcome: bez argumentów albo trap")
		}
	case opReady:
		switch rest {
		case "":
		case "all":
			o.N = 1
		default:
			err = fmt.Errorf("ready: bez argumentów albo all")
		}
	case opSupplyAssistant:
		switch rest {
		case "silver":
		case "gold":
			o.Sub = 1
		default:
			err = fmt.Errorf("supplyassistant: silver albo gold")
		}
	case opActivate:
		subs := map[string]uint8{"occupied": actOccupied, "level1": actLevel1, "camp": actCamp,
			"freecamp": actFreeCamp, "camp2": actCamp2}
		sub, ok := subs[rest]
		if !ok {
			return o, fmt.Errorf("activate: occupied, level1, camp, freecamp albo camp2")
		}
		o.Sub = sub
	case opActivateTile:
		if rest != "1" && rest != "2" {
			return o, fmt.Errorf("activatetile: 1 albo 2")
		}
		o.N = rest[0] - '0'
	case opBuy:
		// "buy item 3 reveal"
		if len(args) < 2 || len(args) > 3 {
			return o, fmt.Errorf("buy: rodzaj, zniżka [reveal]")
		}
		sub, ok := cardSubs[args[0]]
		if !ok {
			return o, fmt.Errorf("buy: rodzaj %q", args[0])
		}
		o.Sub = sub
		var n int
		n, err = strconv.Atoi(args[1])
		o.N = uint8(n)
		if len(args) == 3 {
			if args[2] != "reveal" {
				return o, fmt.Errorf("buy: %q zamiast reveal", args[2])
			}
			o.Reveal = true
		}
	case opCard:
		// "card item", "card item hand", "card item top", "card item alt k2"
		if len(args) < 1 {
			return o, fmt.Errorf("card: rodzaj")
		}
		sub, ok := cardSubs[args[0]]
		if !ok || sub == 0 {
			return o, fmt.Errorf("card: item albo artifact")
		}
		o.Sub = sub
		switch {
		case len(args) == 1:
		case len(args) == 2 && args[1] == "hand":
			o.N = 1
		case len(args) == 2 && args[1] == "top":
			o.N = 2
		case len(args) >= 3 && args[1] == "alt":
			o.Gain, err = parseRes(strings.Join(args[2:], " "))
		default:
			err = fmt.Errorf("card: hand, top albo alt <zasoby>")
		}
	case opDig:
		// "dig ship", "dig boot boot", "dig plane k3", "dig camp free 2"
		if len(args) >= 1 && args[0] == "camp" {
			if len(args) != 3 || args[1] != "free" {
				return o, fmt.Errorf("dig camp free N")
			}
			o.Sub, o.Free = 1, true
			var n int
			n, err = strconv.Atoi(args[2])
			if err == nil && (n < 1 || n > 2) {
				err = fmt.Errorf("dig camp free: 1..2")
			}
			o.N = uint8(n)
			break
		}
		for _, a := range args {
			if t, ok := travelIndex(a); ok {
				o.Syms = append(o.Syms, t)
				continue
			}
			r, e := parseRes(a)
			if e != nil || r[Compass] == 0 || int(r[Compass]) != sumRes(r) {
				return o, fmt.Errorf("dig: symbol podróży albo zniżka kN, nie %q", a)
			}
			o.N = uint8(r[Compass])
		}
	case opResearch:
		// "research note free", "research any j1", "research any a1 | t2"
		if len(args) == 0 {
			return o, fmt.Errorf("research: mag, note albo any")
		}
		switch args[0] {
		case "mag":
		case "note":
			o.Sub = 1
		case "any":
			o.Sub = 2
		default:
			return o, fmt.Errorf("research: mag, note albo any")
		}
		disc := strings.TrimSpace(strings.TrimPrefix(rest, args[0]))
		if disc == "free" {
			o.Free = true
			break
		}
		if disc != "" {
			parts := strings.Split(disc, "|")
			if len(parts) > 4 {
				return o, fmt.Errorf("research: najwyżej 4 zniżki")
			}
			for i, p := range parts {
				if o.Opts[i], err = parseRes(p); err != nil {
					return o, err
				}
			}
			o.NOpt = uint8(len(parts))
		}
	case opPerIdol, opPerGuardian:
		if len(args) != 2 {
			return o, fmt.Errorf("%s: zasób i maksimum", f[0])
		}
		if o.Gain, err = parseRes(args[0]); err == nil {
			var n int
			n, err = strconv.Atoi(args[1])
			o.N = uint8(n)
		}
	case opPerArch:
		o.Gain, err = parseRes(rest)
	}
	return o, err
}

func sumRes(r Res) int {
	n := 0
	for _, v := range r {
		n += int(v)
	}
	return n
}

// skipsRest: ops whose refusal ends the effect they open.
func skipsRest(k uint8) bool { return k == opPay || k == opPayTravel || k == opDiscard }

func (l *loader) effect(what string, src []string) uint16 {
	ops := make([]Op, 0, len(src))
	for _, s := range src {
		o, err := parseOp(s)
		if err != nil {
			l.Fail("%s: %v", what, err)
			return noEffect
		}
		if o.Kind == opPassOr && len(src) != 1 {
			l.Fail("%s: \"passor\" musi być jedyną operacją", what)
		}
		ops = append(ops, o)
	}
	l.effs = append(l.effs, ops)
	return uint16(len(l.effs) - 1)
}

func (l *loader) unique(what string, ids []string) {
	seen := map[string]bool{}
	for _, id := range ids {
		if id == "" || seen[id] {
			l.Fail("%s: puste albo powtórzone id %q", what, id)
		}
		seen[id] = true
	}
}

// LoadData reads and validates every arnak TOML file from fsys.
func LoadData(fsys fs.FS) (*Data, error) {
	d := &Data{}
	l := &loader{DataLoader: engine.DataLoader{FS: fsys, Title: "arnak"}, d: d}
	var (
		cards  rawCards
		player rawPlayer
		bird   rawBoard
		snake  rawBoard
		tiles  rawTiles
		solo   rawSolo
	)
	l.Decode("cards.toml", &cards)
	l.Decode("player.toml", &player)
	l.Decode("board_bird.toml", &bird)
	l.Decode("board_snake.toml", &snake)
	l.Decode("tiles.toml", &tiles)
	l.Decode("solo.toml", &solo)
	if l.Err != nil {
		return nil, l.Err
	}
	l.loadCards(&cards)
	l.loadPlayer(&player)
	l.loadTiles(&tiles)
	l.loadSolo(&solo)
	sd := new(Data)
	*sd = *d
	l.loadBoard(&bird, d, "board_bird.toml", "bird")
	l.loadBoard(&snake, sd, "board_snake.toml", "snake")
	internal := uint16(len(l.effs))
	l.effs = append(l.effs, []Op{{Kind: opTempleBonus}}, []Op{{Kind: opMultiBonus}}, []Op{{Kind: opOrder}},
		[]Op{{Kind: opExile}}, []Op{{Kind: opShellAgain}})
	for _, x := range []*Data{d, sd} {
		x.Effects = l.effs
		x.effTemple, x.effMulti, x.effOrder = internal, internal+1, internal+2
		x.effExile, x.effShell = internal+3, internal+4
	}
	sd.Side = 1
	d.Snake = sd
	if l.Err != nil {
		return nil, l.Err
	}
	d.ahead, sd.ahead = newAheadTable(d), newAheadTable(sd)
	return d, nil
}

func (l *loader) loadCards(c *rawCards) {
	d := l.d
	l.File = "cards.toml"
	if len(c.Basic) != numBasic || len(c.Item) != numItems || len(c.Artifact) != numArtifacts {
		l.Fail("oczekiwano %d kart podstawowych, %d przedmiotów i %d artefaktów; jest %d, %d, %d",
			numBasic, numItems, numArtifacts, len(c.Basic), len(c.Item), len(c.Artifact))
		return
	}
	if c.Fear.Count != numFear || c.Fear.VP != -1 {
		l.Fail("karta Strachu: oczekiwano %d kopii i -1 PZ", numFear)
	}
	l.Source("strach", c.Fear.Source)
	var ids []string
	add := func(i int, r rawCard, kind uint8) {
		what := "karta " + r.ID
		l.Source(what, r.Source)
		ids = append(ids, r.ID)
		if r.Name == "" || len(r.Travel) < 1 || len(r.Travel) > 2 || len(r.Effect) == 0 || r.Note == "" {
			l.Fail("%s: brak nazwy, opisu (note), symboli podróży (1–2) albo efektu", what)
		}
		if r.Source == "published" && r.EN == "" {
			l.Fail("%s: karta z opublikowanej gry potrzebuje angielskiej nazwy (en)", what)
		}
		if kind != kindBasic && (r.Cost < 1 || r.Cost > 6 || r.VP < 0 || r.VP > 5) {
			l.Fail("%s: koszt 1..6, PZ 0..5", what)
		}
		if kind == kindArtifact && (r.Free || r.ExileSelf) {
			l.Fail("%s: efekt artefaktu jest zawsze akcją główną i artefakt nie usuwa sam siebie", what)
		}
		d.Cards[i] = Card{ID: r.ID, Name: r.Name, EN: r.EN, Kind: kind, Cost: int8(r.Cost), VP: int8(r.VP),
			Travel: l.travel(what, r.Travel), Free: r.Free, ExileSelf: r.ExileSelf, Effect: l.effect(what, r.Effect)}
	}
	for i, r := range c.Basic {
		add(i, r, kindBasic)
	}
	d.Cards[cardFear] = Card{ID: c.Fear.ID, Name: c.Fear.Name, Kind: kindFear, VP: -1,
		Travel: l.travel("strach", c.Fear.Travel), Effect: noEffect}
	ids = append(ids, c.Fear.ID)
	for i, r := range c.Item {
		add(firstItem+i, r, kindItem)
	}
	for i, r := range c.Artifact {
		add(firstArtifact+i, r, kindArtifact)
	}
	l.unique("karty", ids)
}

func (l *loader) loadPlayer(b *rawPlayer) {
	d := l.d
	l.File = "player.toml"
	l.Source("planszetka", b.Source)
	if len(b.IdolSlotVP) != 4 || len(b.IdolSlotEffects) != 5 || len(b.StartRes) != maxPlayers {
		l.Fail("planszetka: 4 pola bożków, 5 efektów, zasoby dla 4 miejsc")
		return
	}
	if len(b.ResNames) != int(NumRes) || len(b.TravelNames) != int(NumTravel) {
		l.Fail("planszetka: formy 5 zasobów i 4 symboli podróży")
		return
	}
	for i, f := range b.ResNames {
		if len(f) != 4 {
			l.Fail("resource_names: 4 formy na zasób")
			return
		}
		copy(d.ResForms[i][:], f)
	}
	for i, f := range b.TravelNames {
		if len(f) != 4 {
			l.Fail("travel_names: 4 formy na symbol")
			return
		}
		copy(d.TravelForms[i][:], f)
	}
	d.OpNames = map[uint8]string{}
	for k, v := range b.OpNames {
		op, ok := opNames[k]
		if !ok || v == "" {
			l.Fail("op_names: nieznana operacja %q", k)
		}
		d.OpNames[op] = v
	}
	for k, op := range opNames {
		if d.OpNames[op] == "" {
			l.Fail("op_names: brak nazwy dla %q", k)
		}
	}
	d.OpNames[opEarringBottom] = b.OpNames["earring"]
	d.OpShort = map[uint8]string{}
	for k, v := range b.OpShort {
		op, ok := opNames[k]
		if !ok || v == "" {
			l.Fail("op_short: nieznana operacja %q", k)
		}
		d.OpShort[op] = v
	}
	if v, ok := b.OpShort["earring"]; ok {
		d.OpShort[opEarringBottom] = v
	}
	d.Words = b.Words
	d.WordsShort = b.WordsShort
	for k := range b.WordsShort {
		if b.Words[k] == "" {
			l.Fail("words_short: słowo %q, którego nie ma w words", k)
		}
	}
	for _, w := range []string{"and", "or", "most", "pass", "discount", "also_top", "item", "artifact",
		"to_hand", "to_top", "bottom", "act_occupied", "act_level1", "act_camp", "act_freecamp", "act_camp2",
		"to_camp", "to_camp1", "note_free", "discovery", "dig_camp", "twice", "level", "silver", "gold", "ready_all", "trap"} {
		if d.Words[w] == "" {
			l.Fail("words: brak słowa %q", w)
		}
	}
	copy(d.SlotVP[:], b.IdolSlotVP)
	for i, e := range b.IdolSlotEffects {
		d.SlotEffect[i] = l.effect("pole bożka", e)
	}
	for i, s := range b.StartRes {
		d.StartRes[i] = l.res("zasoby startowe", s)
	}
}

func (l *loader) loadBoard(b *rawBoard, d *Data, file, side string) {
	l.File = file
	l.Source("plansza", b.Source)
	d.SideName = b.Name
	d.RescueNode = none
	if b.Side != side || len(b.Site) != numSites || len(b.Node) != numNodes ||
		len(b.ResearchRow) != numRows || len(b.TempleArrivalVP) != maxPlayers || len(b.TempleCosts) != 3 ||
		len(b.DiscoverCompass) != 2 {
		l.Fail("plansza: zła liczba stanowisk (%d), pól badań (%d), rzędów (%d) albo innych list", len(b.Site), len(b.Node), len(b.ResearchRow))
		return
	}
	var ids []string
	for i, s := range b.Site {
		what := "stanowisko " + s.ID
		l.Source(what, s.Source)
		ids = append(ids, s.ID)
		want := 0
		switch {
		case i < numCamps:
			want = 0
		case i < numCamps+8:
			want = 1
		default:
			want = 2
		}
		if s.Level != want {
			l.Fail("%s: oczekiwano poziomu %d", what, want)
		}
		if (want == 0 && (len(s.Spaces) != 2 || len(s.Effect) == 0)) || (want > 0 && (len(s.Spaces) != 1 || len(s.Effect) != 0)) {
			l.Fail("%s: obozowisko ma 2 pola i efekt, inne stanowisko 1 pole i efekt z kafelka", what)
		}
		site := Site{ID: s.ID, Name: s.Name, Level: uint8(s.Level), Row: uint8(s.Row), Effect: noEffect}
		for _, sp := range s.Spaces {
			t := l.travel(what, sp)
			if len(t) == 0 || len(t) > 2 {
				l.Fail("%s: koszt podróży 1..2 symbole", what)
			}
			site.Spaces = append(site.Spaces, t)
		}
		if want == 0 {
			site.Effect = l.effect(what, s.Effect)
		}
		d.Sites[i] = site
	}
	l.unique("stanowiska", ids)
	idx := map[string]int{}
	for i, n := range b.Node {
		idx[n.ID] = i
		d.NodeName[i] = n.ID
		d.NodeRow[i] = uint8(n.Row)
		switch n.Bonus {
		case "none":
			d.NodeMark[i] = bonusNone
		case "all":
			d.NodeMark[i] = bonusAll
		case "3":
			d.NodeMark[i] = bonusThree
		case "4":
			d.NodeMark[i] = bonusFour
		case "multi":
			d.NodeMark[i] = bonusMulti
			if d.MultiRow != 0 && d.MultiRow != uint8(n.Row) {
				l.Fail("pole %s: tylko jeden rząd z wieloma nagrodami", n.ID)
			}
			d.MultiRow = uint8(n.Row)
		default:
			l.Fail("pole %s: bonus %q", n.ID, n.Bonus)
		}
	}
	if (d.MultiRow != 0) != (len(b.MultiTiles) == maxPlayers) {
		l.Fail("plansza: multi_tiles (4 liczby) wtedy i tylko wtedy, gdy jest rząd z wieloma nagrodami")
	}
	for i, n := range b.MultiTiles {
		if n < 1 || n > 3 {
			l.Fail("multi_tiles: 1..3")
		}
		if i < maxPlayers {
			d.MultiTiles[i] = uint8(n)
		}
	}
	for i, n := range b.Node {
		if n.Rescue {
			if d.RescueNode != none || side != "snake" {
				l.Fail("pole %s: jedno pole ratunku, tylko na stronie Węża", n.ID)
			}
			d.RescueNode = uint8(i)
		}
	}
	if side == "snake" && d.RescueNode == none {
		l.Fail("strona Węża: brak pola ratunku")
	}
	if b.Node[0].ID != "start" || b.Node[templeNode].ID != "temple" || d.NodeRow[templeNode] != numRows+1 {
		l.Fail("tor badań: pierwsze pole start, ostatnie temple w rzędzie %d", numRows+1)
	}
	need := maxPlayers // the Lost Temple stack at 4 players
	for i := range b.Node {
		if m := d.NodeMark[i]; m != bonusNone && m != bonusMulti {
			need++
		}
	}
	need += int(d.MultiTiles[maxPlayers-1])
	if need > numBonuses {
		l.Fail("tor badań: potrzeba %d nagród naukowych, jest %d", need, numBonuses)
	}
	for i := 1; i < numNodes; i++ {
		if d.NodeRow[i] < d.NodeRow[i-1] || d.NodeRow[i] > d.NodeRow[i-1]+1 {
			l.Fail("tor badań: rzędy pól muszą rosnąć po 1")
		}
	}
	for _, br := range b.Bridge {
		f, ok1 := idx[br.From]
		t, ok2 := idx[br.To]
		if !ok1 || !ok2 || d.NodeRow[t] != d.NodeRow[f]+1 || d.Bridges[f][t] {
			l.Fail("most %s→%s: złe pola", br.From, br.To)
			continue
		}
		d.Bridges[f][t] = true
		d.Bridge[f][t] = l.res("most", br.Cost)
		if br.Idol < 0 || br.Idol > 1 || (br.Idol == 1 && side != "snake") {
			l.Fail("most %s→%s: idol 0 albo 1 (tylko strona Węża)", br.From, br.To)
		}
		d.BridgeIdol[f][t] = br.Idol == 1
		d.Next[f] = append(d.Next[f], uint8(t))
	}
	for i := 1; i < numNodes; i++ {
		in := false
		for f := 0; f < numNodes; f++ {
			in = in || d.Bridges[f][i]
		}
		if !in {
			l.Fail("pole %s: nie prowadzi do niego żaden most", d.NodeName[i])
		}
	}
	for i, r := range b.ResearchRow {
		d.RowMag[i] = l.effect("rząd lupy", r.Magnifier)
		d.RowNote[i] = l.effect("rząd brulionu", r.Notebook)
		d.RowMagVP[i], d.RowNoteVP[i] = r.MagnifierVP, r.NotebookVP
		if i > 0 && (r.MagnifierVP < d.RowMagVP[i-1] || r.NotebookVP < d.RowNoteVP[i-1]) {
			l.Fail("rząd %d: PZ toru badań nie mogą maleć w górę toru", i+1)
		}
	}
	copy(d.ArrivalVP[:], b.TempleArrivalVP)
	for i, s := range b.TempleCosts {
		d.TempleCost[i] = l.res("świątynia", s)
	}
	d.Discover[0], d.Discover[1] = int8(b.DiscoverCompass[0]), int8(b.DiscoverCompass[1])
}

func (l *loader) loadTiles(t *rawTiles) {
	d := l.d
	l.File = "tiles.toml"
	if len(t.SiteTile) != numTiles1+numTiles2 || len(t.Guardian) != numGuardians || len(t.Idol) != numIdols ||
		len(t.Assistant) != numAssistants || len(t.Bonus) != numBonuses {
		l.Fail("oczekiwano %d kafelków stanowisk, %d strażników, %d bożków, %d asystentów, %d nagród",
			numTiles1+numTiles2, numGuardians, numIdols, numAssistants, numBonuses)
		return
	}
	var ids []string
	for i, s := range t.SiteTile {
		l.Source("kafelek "+s.ID, s.Source)
		ids = append(ids, s.ID)
		want := 1
		if i >= numTiles1 {
			want = 2
		}
		if s.Level != want || len(s.Effect) == 0 {
			l.Fail("kafelek %s: poziom %d i efekt", s.ID, want)
		}
		d.SiteTiles[i].Level = uint8(s.Level)
		d.SiteTiles[i].Effect = l.effect("kafelek "+s.ID, s.Effect)
	}
	for i, g := range t.Guardian {
		what := "strażnik " + g.ID
		l.Source(what, g.Source)
		ids = append(ids, g.ID)
		gd := Guardian{Name: g.Name, Cost: l.res(what, g.Cost), CostTravel: l.travel(what, g.CostTravel),
			Discard: uint8(g.Discard), BoonTravel: l.travel(what, g.BoonTravel), Boon: noEffect}
		if (len(g.Boon) == 0) == (len(g.BoonTravel) == 0) || g.Name == "" {
			l.Fail("%s: przysługa to symbole podróży albo efekt (dokładnie jedno)", what)
		}
		if g.Discard < 0 || g.Discard > 1 || len(g.CostTravel) > 2 {
			l.Fail("%s: koszt: najwyżej 1 karta do odrzucenia i 2 symbole podróży", what)
		}
		if len(g.Boon) > 0 {
			gd.Boon = l.effect(what, g.Boon)
		}
		d.Guardians[i] = gd
	}
	kinds := map[string]uint8{}
	for i, g := range t.Idol {
		l.Source("bożek "+g.ID, g.Source)
		ids = append(ids, g.ID)
		k, ok := kinds[g.Kind]
		if !ok {
			k = uint8(len(d.IdolKinds))
			kinds[g.Kind] = k
			d.IdolKinds = append(d.IdolKinds, g.Kind)
		}
		d.Idols[i].Kind = k
		d.Idols[i].Effect = l.effect("bożek "+g.ID, g.Effect)
	}
	for i, a := range t.Assistant {
		what := "asystent " + a.ID
		l.Source(what, a.Source)
		ids = append(ids, a.ID)
		if a.Name == "" || len(a.Silver) == 0 || len(a.Gold) == 0 {
			l.Fail("%s: nazwa i obie umiejętności", what)
		}
		d.Assistants[i] = Assistant{Name: a.Name, Silver: l.effect(what, a.Silver), Gold: l.effect(what, a.Gold), Free: a.Free}
	}
	for i, b := range t.Bonus {
		l.Source("nagroda "+b.ID, b.Source)
		ids = append(ids, b.ID)
		d.Bonuses[i] = l.effect("nagroda "+b.ID, b.Effect)
	}
	l.unique("kafelki", ids)
}

var familyNames = []string{"dig", "discover", "research", "guardian", "buyitem", "buyartifact"}

func (l *loader) loadSolo(s *rawSolo) {
	d := l.d
	l.File = "solo.toml"
	if len(s.Tile) != numRival {
		l.Fail("oczekiwano %d kafelków przeciwnika, jest %d", numRival, len(s.Tile))
		return
	}
	var ids []string
	count := map[string]int{}
	for i, t := range s.Tile {
		what := "kafelek przeciwnika " + t.ID
		l.Source(what, t.Source)
		ids = append(ids, t.ID)
		rt := RivalTile{ID: t.ID, Name: t.Name, Family: 0xFF, Red: t.Colour == "red", Res: none, Right: t.Arrow == "right"}
		for f, n := range familyNames {
			if n == t.Family {
				rt.Family = uint8(f)
			}
		}
		if rt.Family == 0xFF || t.Name == "" || (t.Arrow != "left" && t.Arrow != "right") || len(t.Rounds) != 5 {
			l.Fail("%s: rodzaj, strzałka albo 5 rund", what)
			continue
		}
		if (rt.Family == famDig) != (t.Colour == "none") || (t.Colour != "none" && t.Colour != "red" && t.Colour != "green") {
			l.Fail("%s: kolor", what)
		}
		count[t.Family+"/"+t.Colour]++
		if rt.Family == famDig {
			i := strings.Index("cktaj", t.Res)
			if len(t.Res) != 1 || i < 0 {
				l.Fail("%s: zasób", what)
			}
			rt.Res = uint8(i)
		}
		for r, v := range t.Rounds {
			switch v {
			case "-":
				rt.Rounds[r] = 0
			case "x":
				rt.Rounds[r] = roundActs
			case "1", "2":
				rt.Rounds[r] = v[0] - '0'
			case "1g", "2g":
				rt.Rounds[r] = v[0] - '0' | roundWake
			default:
				l.Fail("%s: runda %q", what, v)
			}
			if (rt.Family == famDiscover) != (v != "x" && v != "-") {
				if rt.Family == famDiscover && v == "-" {
					continue
				}
				l.Fail("%s: runda %q nie pasuje do rodzaju", what, v)
			}
		}
		d.Rival[i] = rt
	}
	l.unique("kafelki przeciwnika", ids)
	if count["dig/none"] != 5 {
		l.Fail("oczekiwano 5 kafelków wykopalisk")
	}
	for _, f := range familyNames[1:] {
		if count[f+"/red"] != 1 || count[f+"/green"] != 1 {
			l.Fail("para %s: po jednym czerwonym i zielonym", f)
		}
	}
	// The rulebook: the stack always shows as many left as right arrows,
	// whatever the difficulty. With each pair sharing a direction that
	// holds for every choice of red tiles exactly when the 5 digs and the 5
	// pairs together point 5 left and 5 right.
	right := 0
	dir := map[uint8]int{}
	for _, t := range d.Rival {
		if t.Family == famDig {
			if t.Right {
				right++
			}
			continue
		}
		b := 1
		if t.Right {
			b = 2
		}
		if dir[t.Family] != 0 && dir[t.Family] != b {
			l.Fail("para %s: zielony i czerwony kafelek muszą mieć tę samą strzałkę", familyNames[t.Family])
		}
		dir[t.Family] = b
	}
	for _, b := range dir {
		if b == 2 {
			right++
		}
	}
	if right != 5 {
		l.Fail("strzałki: w stosie 10 kafelków musi być 5 w prawo, jest %d", right)
	}
}
