package arnak

import (
	"fmt"
	"io/fs"
	"stolik/rules/engine"
	"strconv"
	"strings"
	"sync"

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
	numCards      = 3 + numItems + numArtifacts
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

	cardFunding     = 0
	cardExploration = 1
	cardFear        = 2
	firstItem       = 3
	firstArtifact   = firstItem + numItems
)

// Card kinds.
const (
	kindBasic uint8 = iota
	kindFear
	kindItem
	kindArtifact
)

// Op kinds: the effect vocabulary of spec §8.4 that the data uses.
const (
	opGain uint8 = iota + 1
	opFear
	opDraw
	opExile
	opTrade
	opChoose
	opChoose2
	opDiscard
	opTravel
	opBuy
	opCard
	opReady
	opUpgrade
	opHire
	opOvercome
	opDig
	opResearch
	opPerIdol
	opPerGuardian
	opPass
	opRescue          // Snake: take an assistant from the rescue stack, exhausted
	opBuyReveal       // buy with discount, revealing the deck top (§5.2 #0)
	opExileRow        // exile the rightmost item of the row (Zdobiony młot)
	opFromExile       // take an item from the exile pile, free
	opEarringBottom   // Kolczyk z obsydianem
	opEarringTop      // Kolczyk z kryształem
	opMoveGuardian    // Korona strażnika
	opRelocate        // Laska / Sandały tropiciela
	opSwap            // Strojny róg
	opTravelAs        // Okaryna strażnika
	opSupplyAssistant // Butelka z kokosa / Starożytne wino
	opActivate        // Pułapka
	opActivateTile    // activate the top tile of a site stack (G18)
	opTempleBonus     // internal: choose from the Lost Temple bonus stack
	opMultiBonus      // internal: choose from the Snake multi-bonus row
	opOrder           // internal: row effect or research bonus first (L760–765)
)

// Res is a resource vector.
type Res [NumRes]int8

// Op is one step of an effect.
type Op struct {
	Kind uint8
	N    uint8 // draw count, discount, travel symbol, cap
	Sub  uint8 // buy/card: 0 any, 1 item, 2 artifact; research: token
	Pay  Res
	Gain Res
	Opts [4]Res
	NOpt uint8
}

// Card is one card design.
type Card struct {
	ID, Name string
	Kind     uint8
	Cost     int8
	VP       int8
	Travel   []uint8
	Free     bool
	Effect   uint16
}

// Site is one site of the Bird side: a camp (level 0) or a level I/II place.
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
	IdolKinds  []string
	Assistants [numAssistants]Assistant
	Bonuses    [numBonuses]uint16
	NodeRow    [numNodes]uint8
	NodeMark   [numNodes]uint8
	NodeName   [numNodes]string
	Bridge     [numNodes][numNodes]Res // cost; Bridges marks existence
	Bridges    [numNodes][numNodes]bool
	Next       [numNodes][]uint8 // the nodes a bridge leads to, by node
	RowMag     [numRows]uint16
	RowNote    [numRows]uint16
	RowVP      [numRows]int
	ArrivalVP  [maxPlayers]int
	TempleCost [3]Res
	Discover   [2]int8
	SlotVP     [4]int
	SlotEffect [5]uint16
	StartRes   [maxPlayers]Res
	Rival      [numRival]RivalTile
	SideName   string
	ResNames   [NumRes]string           // Polish resource names, for descriptions
	OpNames    map[uint8]string         // Polish op names, for descriptions
	Side       uint8                    // 0 bird, 1 snake
	BridgeIdol [numNodes][numNodes]bool // Snake: the bridge costs 1 idol from the crates
	RescueNode uint8                    // Snake: the space holding the rescue stack, or none
	MultiRow   uint8                    // Snake: the row with 2–3 bonus tiles, or 0
	Snake      *Data                    // the Snake side (same cards and tiles)
	effTemple  uint16
	effMulti   uint16
	effOrder   uint16
}

// DefaultData loads the embedded data once; the result is read-only and
// shared by every game.
var DefaultData = sync.OnceValues(func() (*Data, error) {
	sub, err := fs.Sub(assets.FS, "data/arnak")
	if err != nil {
		return nil, err
	}
	return LoadData(sub)
})

type rawCard struct {
	ID     string   `toml:"id"`
	Name   string   `toml:"name"`
	Cost   int      `toml:"cost"`
	VP     int      `toml:"vp"`
	Travel []string `toml:"travel"`
	Free   bool     `toml:"free"`
	Effect []string `toml:"effect"`
	Source string   `toml:"source"`
	Note   string   `toml:"note"`
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
	ResNames        []string          `toml:"resource_names"`
	OpNames         map[string]string `toml:"op_names"`
	IdolSlotVP      []int             `toml:"idol_slot_vp"`
	IdolSlotEffects [][]string        `toml:"idol_slot_effects"`
	StartRes        []string          `toml:"start_res"`
	Source          string            `toml:"source"`
}

type rawBoard struct {
	Side            string `toml:"side"`
	Name            string `toml:"name"`
	DiscoverCompass []int  `toml:"discover_compass"`
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
		Magnifier []string `toml:"magnifier"`
		Notebook  []string `toml:"notebook"`
		VP        int      `toml:"vp"`
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

func (l *loader) travel(what string, in []string) []uint8 {
	out := make([]uint8, 0, len(in))
	for _, s := range in {
		ok := false
		for i, n := range travelNames {
			if n == s {
				out = append(out, uint8(i))
				ok = true
			}
		}
		if !ok {
			l.Fail("%s: nieznany symbol podróży %q", what, s)
		}
	}
	return out
}

// res parses "c2 k1" into a vector.
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

func (l *loader) res(what, s string) Res {
	r, err := parseRes(s)
	if err != nil {
		l.Fail("%s: %v", what, err)
	}
	return r
}

var opNames = map[string]uint8{"gain": opGain, "fear": opFear, "draw": opDraw, "exile": opExile,
	"trade": opTrade, "choose": opChoose, "choose2": opChoose2, "discard": opDiscard, "travel": opTravel,
	"buy": opBuy, "card": opCard, "ready": opReady, "upgrade": opUpgrade, "hire": opHire,
	"overcome": opOvercome, "dig": opDig, "research": opResearch, "peridol": opPerIdol,
	"perguardian": opPerGuardian, "pass": opPass, "rescue": opRescue, "buyreveal": opBuyReveal,
	"exilerow": opExileRow, "fromexile": opFromExile, "earring": opEarringTop, "moveguardian": opMoveGuardian,
	"relocate": opRelocate, "swap": opSwap, "travelas": opTravelAs, "supplyassistant": opSupplyAssistant,
	"activate": opActivate, "activatetile": opActivateTile}

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
	var err error
	switch k {
	case opGain:
		o.Gain, err = parseRes(rest)
	case opFear, opExile, opReady, opUpgrade, opHire, opOvercome, opDig, opPass, opRescue,
		opMoveGuardian, opSwap, opActivate, opActivateTile:
		if rest != "" {
			err = fmt.Errorf("%q nie ma argumentów", f[0])
		}
	case opDraw:
		var n int
		n, err = strconv.Atoi(rest)
		if err == nil && (n < 1 || n > 3) {
			err = fmt.Errorf("draw: 1..3")
		}
		o.N = uint8(n)
	case opTrade, opDiscard:
		pay, gain, ok := strings.Cut(rest, "=")
		if !ok {
			return o, fmt.Errorf("%s: brak '='", f[0])
		}
		if o.Pay, err = parseRes(pay); err == nil {
			o.Gain, err = parseRes(gain)
		}
		if k == opDiscard && strings.TrimSpace(pay) != "" {
			err = fmt.Errorf("discard: koszt to karta, bez zasobów")
		}
	case opChoose, opChoose2:
		parts := strings.Split(rest, "|")
		if len(parts) < 2 || len(parts) > 4 {
			return o, fmt.Errorf("%s: 2..4 możliwości", f[0])
		}
		for i, p := range parts {
			if o.Opts[i], err = parseRes(p); err != nil {
				return o, err
			}
		}
		o.NOpt = uint8(len(parts))
	case opTravel:
		if len(f) != 2 {
			return o, fmt.Errorf("travel: jeden symbol")
		}
		err = fmt.Errorf("travel: nieznany symbol %q", f[1])
		for i, n := range travelNames {
			if n == f[1] {
				o.N, err = uint8(i), nil
			}
		}
	case opExileRow, opFromExile:
		if rest != "item" {
			err = fmt.Errorf("%s: tylko item", f[0])
		}
	case opEarringTop:
		switch {
		case len(f) == 2 && f[1] == "bottom":
			o.Kind, o.N = opEarringBottom, 2
		case len(f) == 3 && f[1] == "top":
			var n int
			n, err = strconv.Atoi(f[2])
			if err == nil && (n < 1 || n > 4) {
				err = fmt.Errorf("earring top: 1..4")
			}
			o.N = uint8(n)
		default:
			err = fmt.Errorf("earring: bottom albo top N")
		}
	case opRelocate:
		switch rest {
		case "any":
		case "camp":
			o.Sub = 1
		case "site":
			o.Sub = 2
		default:
			err = fmt.Errorf("relocate: any, camp albo site")
		}
	case opSupplyAssistant:
		switch rest {
		case "silver":
		case "gold":
			o.Sub = 1
		default:
			err = fmt.Errorf("supplyassistant: silver albo gold")
		}
	case opTravelAs:
		err = fmt.Errorf("travelas: nieznany symbol %q", rest)
		for i, n := range travelNames {
			if n == rest {
				o.N, err = uint8(i), nil
			}
		}
	case opBuy, opCard, opBuyReveal:
		if len(f) < 2 {
			return o, fmt.Errorf("%s: rodzaj karty", f[0])
		}
		switch f[1] {
		case "any":
			o.Sub = 0
		case "item":
			o.Sub = 1
		case "artifact":
			o.Sub = 2
		default:
			return o, fmt.Errorf("%s: rodzaj %q", f[0], f[1])
		}
		if k != opCard {
			if len(f) != 3 {
				return o, fmt.Errorf("buy: rodzaj i zniżka")
			}
			var n int
			n, err = strconv.Atoi(f[2])
			o.N = uint8(n)
		} else if len(f) != 2 {
			err = fmt.Errorf("card: tylko rodzaj")
		}
	case opResearch:
		// "research mag" / "research note", optionally with a discount:
		// "research mag t1 a1".
		tok, off, _ := strings.Cut(rest, " ")
		if tok != "note" && tok != "mag" {
			err = fmt.Errorf("research: note albo mag")
		}
		if tok == "note" {
			o.Sub = 1
		}
		if err == nil && off != "" {
			o.Gain, err = parseRes(off)
		}
	case opPerIdol, opPerGuardian:
		if len(f) != 3 {
			return o, fmt.Errorf("%s: zasób i maksimum", f[0])
		}
		if o.Gain, err = parseRes(f[1]); err == nil {
			var n int
			n, err = strconv.Atoi(f[2])
			o.N = uint8(n)
		}
	}
	return o, err
}

func (l *loader) effect(what string, src []string) uint16 {
	ops := make([]Op, 0, len(src))
	for i, s := range src {
		o, err := parseOp(s)
		if err != nil {
			l.Fail("%s: %v", what, err)
			return noEffect
		}
		if o.Kind == opPass && i != 0 {
			l.Fail("%s: \"pass\" musi być pierwsza", what)
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
	temple := uint16(len(l.effs))
	l.effs = append(l.effs, []Op{{Kind: opTempleBonus}}, []Op{{Kind: opMultiBonus}}, []Op{{Kind: opOrder}})
	for _, x := range []*Data{d, sd} {
		x.Effects = l.effs
		x.effTemple, x.effMulti, x.effOrder = temple, temple+1, temple+2
	}
	sd.Side = 1
	d.Snake = sd
	if l.Err != nil {
		return nil, l.Err
	}
	return d, nil
}

func (l *loader) loadCards(c *rawCards) {
	d := l.d
	l.File = "cards.toml"
	if len(c.Basic) != 2 || len(c.Item) != numItems || len(c.Artifact) != numArtifacts {
		l.Fail("oczekiwano 2 kart podstawowych, %d przedmiotów i %d artefaktów; jest %d, %d, %d",
			numItems, numArtifacts, len(c.Basic), len(c.Item), len(c.Artifact))
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
		if r.Name == "" || len(r.Travel) < 1 || len(r.Travel) > 2 || len(r.Effect) == 0 {
			l.Fail("%s: brak nazwy, symboli podróży (1–2) albo efektu", what)
		}
		if kind != kindBasic && (r.Cost < 1 || r.Cost > 6 || r.VP < 0 || r.VP > 5) {
			l.Fail("%s: koszt 1..6, PZ 0..5", what)
		}
		if kind == kindArtifact && r.Free {
			l.Fail("%s: efekt artefaktu jest zawsze akcją główną", what)
		}
		d.Cards[i] = Card{ID: r.ID, Name: r.Name, Kind: kind, Cost: int8(r.Cost), VP: int8(r.VP),
			Travel: l.travel(what, r.Travel), Free: r.Free, Effect: l.effect(what, r.Effect)}
	}
	if c.Basic[0].ID != "fundusze" || c.Basic[1].ID != "eksploracja" {
		l.Fail("karty podstawowe: oczekiwano fundusze, eksploracja")
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
	if len(b.ResNames) != int(NumRes) {
		l.Fail("planszetka: 5 nazw zasobów")
	}
	copy(d.ResNames[:], b.ResNames)
	d.OpNames = map[uint8]string{}
	for k, v := range b.OpNames {
		op, ok := opNames[k]
		if !ok || v == "" {
			l.Fail("op_names: nieznana operacja %q", k)
		}
		d.OpNames[op] = v
	}
	for k, op := range opNames {
		if d.OpNames[op] == "" && k != "earring" {
			l.Fail("op_names: brak nazwy dla %q", k)
		}
	}
	d.OpNames[opEarringBottom] = b.OpNames["earring"]
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
	if d.MultiRow != 0 {
		need += 3
	}
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
		d.RowVP[i] = r.VP
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
		gd := Guardian{Name: g.Name, Cost: l.res(what, g.Cost), BoonTravel: l.travel(what, g.BoonTravel), Boon: noEffect}
		if (len(g.Boon) == 0) == (len(g.BoonTravel) == 0) || g.Name == "" {
			l.Fail("%s: przysługa to symbole podróży albo efekt (dokładnie jedno)", what)
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
}
