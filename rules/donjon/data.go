package donjon

import (
	"fmt"
	"io/fs"
	"stolik/rules/engine"

	"stolik/assets"
)

// Monster types, in the order of monsters.toml.
const (
	Spider uint8 = iota
	Capcarap
	Dragon
	Vampire
	Skeleton
	VIP
	NumTypes
)

// Locations of a dungeon: the Entrance, corridors C1..C5, rooms R1..R5.
const (
	LocE  uint8 = 0
	LocC1 uint8 = 1
	LocR1 uint8 = 6
	LocR5 uint8 = 10
	// NumLocs is the number of locations in a dungeon.
	NumLocs = 11
)

// RoomLoc is the location of room r (1..5).
func RoomLoc(r int) uint8 { return uint8(5 + r) }

// Recruitment areas of Terra Amata.
const (
	Forest uint8 = iota
	Swamp
	Pit
	NumAreas
)

// Component limits: the fixed arrays of the state are sized by them, and
// validation requires the data to match the component list exactly.
const (
	maxPlayers = 4
	numThreats = 24
	numInns    = 7
	numSwords  = 16
	numVIPs    = 10
	numPotions = 16
	numTiles   = 6
	numTokens  = 5
	none       = 0xFF
)

// Op kinds: the effect vocabulary of spec §8.1 plus the Threat card's own steps.
const (
	opGainSupply uint8 = iota + 1
	opGainPit
	opGainVIPExtra
	opSteps
	opTeleport
	opRemoveGroups
	opNewGroup
	opAdvanceGroup
	opSacrifice
	opRetreat
	opThreatMonsters // internal: the two monsters of a Threat card
	opThreatEnd      // internal: threat row, Inn trigger
)

// Type selectors beyond the six fixed types.
const (
	typeChoice            uint8 = 10 // any non-VIP type (G13)
	typeChoiceNotSkeleton uint8 = 11 // G38
	typeAnyPit            uint8 = 12
)

// Location selectors.
const (
	selEntrance uint8 = iota + 1
	selAnywhere
	selAnywhereEach
	selVIPRoom
	selRoom
	selAnyRooms
)

// Op is one compiled effect step.
type Op struct {
	Kind, N, Type, From, To, Room uint8
	UpTo                          bool
}

// Card is a Potion, VIP or Sword Bearer card: "Ty" ops and "Wszyscy inni" ops.
type Card struct {
	ID, Name, Text, Source string
	Self, Others           []Op
}

// Threat is a Threat card.
type Threat struct {
	ID, Text, Source string
	Deck             uint8 // 0 green (2-4 p), 1 yellow (3-4 p), 2 blue (4 p)
	Monsters         [2]uint8
	All              []Op
	Symbol           bool
}

// Inn counted selectors beyond monster types.
const (
	countAllMonsters uint8 = 6
	countGroups      uint8 = 7
)

// Inn is an Inn card.
type Inn struct {
	ID, Name, Text, Source string
	Most                   bool
	Counted                uint8
	Effects                []Op
}

// KeeperPower is one of K1..K6.
type KeeperPower struct {
	ID, Text string
	Ops      []Op
}

// KeeperTile holds three powers (indices into Data.Powers).
type KeeperTile struct {
	ID, Name string
	Powers   [3]uint8
}

// Objective kinds.
const (
	objRoomPairPresence uint8 = iota + 1
	objRoomCountTiers
	objRoomMinCount
	objRoomsTotalThresholds
	objRoomsWithPresenceTable
	objDragonPerCoveredPile
	objRoomsAllPilesCovered
	objTwoPileRoom
	objRoomsTotalAtLeast
	objCorridorPresenceEach
	objCorridorPresenceTable
	objMajorityInRooms
)

// Objective is one face of an objective tile.
type Objective struct {
	ID, Name, Text, Tile, Side, Source string
	Colour                             uint8
	Advanced                           bool
	Kind, Type, Type2                  uint8
	N, VP, One, Two                    int
	Table, Thresholds, Values          []int
}

// Room describes a room and its power.
type Room struct {
	Name, Title, Text string
	Power             uint8 // powerNone, powerPotion, ...
	Steps             int
}

// Room powers.
const (
	powerNone uint8 = iota
	powerPotion
	powerVIP
	powerSteps
	powerSword
)

// Rules are the switches for the PROPOSED resolutions.
type Rules struct {
	ExtraVIPFromReserve bool
	RoundCap            int
	LastRoom            int
	AreaThreshold       int
	KeeperReveal        int
	FourTypesVP         int
	FourTypesMin        int
	VIPCountsAsType     bool
}

// Data is everything loaded from assets/data/donjon. It is immutable after
// loading and shared by every state that points to it.
type Data struct {
	MonsterNames  [NumTypes]string
	MonsterPlural [NumTypes]string
	Supply        [NumTypes]int
	LocNames      [NumLocs]string
	AreaNames     [NumAreas]string
	Adj           [NumLocs][NumLocs]bool
	Nbr           [NumLocs][NumLocs]uint8
	NbrN          [NumLocs]uint8
	Gold          [NumLocs]uint8
	Rooms         [5]Room
	PhaseNames    [5]string
	PhaseTexts    [5]string
	Rules         Rules

	StartEntrance []uint8
	GroupRoom     int
	AreaPool      []uint8
	ForestStart   int
	SwampStart    int
	PotionMarket  int
	VIPMarket     int
	GroupTokens   int

	Potions    []Card
	VIPs       []Card
	Swords     []Card
	Powers     []KeeperPower
	Tiles      []KeeperTile
	Objectives []Objective
	Threats    []Threat
	Inns       []Inn
}

// DefaultData loads the embedded data once; the result is read-only and
// shared by every game.
var DefaultData = engine.LoadOnce(assets.FS, "data/donjon", LoadData)

// raw TOML shapes -----------------------------------------------------------

type rawOp struct {
	Op   string `toml:"op"`
	N    int    `toml:"n"`
	Type string `toml:"type"`
	To   string `toml:"to"`
	From string `toml:"from"`
	Room int    `toml:"room"`
	UpTo bool   `toml:"up_to"`
}

type rawBoard struct {
	Components struct {
		Source                 string `toml:"source"`
		SwordCards             int    `toml:"sword_cards"`
		VIPCards               int    `toml:"vip_cards"`
		PotionCards            int    `toml:"potion_cards"`
		InnCards               int    `toml:"inn_cards"`
		ObjectiveTiles         int    `toml:"objective_tiles"`
		ThreatCards            int    `toml:"threat_cards"`
		KeeperTiles            int    `toml:"keeper_tiles"`
		PenaltyTokensPerPlayer int    `toml:"penalty_tokens_per_player"`
		GroupTokens            int    `toml:"group_tokens"`
		MonstersPerType        int    `toml:"monsters_per_type"`
		VIPMeeples             int    `toml:"vip_meeples"`
	} `toml:"components"`
	Rules struct {
		Source          string `toml:"source"`
		ExtraVIP        string `toml:"extra_vip"`
		RoundCap        int    `toml:"round_cap"`
		LastRoom        int    `toml:"last_room"`
		AreaThreshold   int    `toml:"area_threshold"`
		KeeperReveal    int    `toml:"keeper_reveal"`
		FourTypesVP     int    `toml:"four_types_vp"`
		FourTypesMin    int    `toml:"four_types_min"`
		VIPCountsAsType bool   `toml:"vip_counts_as_type"`
	} `toml:"rules"`
	Start struct {
		Source       string   `toml:"source"`
		Entrance     []string `toml:"entrance"`
		GroupRoom    int      `toml:"group_room"`
		AreaPool     []string `toml:"area_pool"`
		Forest       int      `toml:"forest"`
		Swamp        int      `toml:"swamp"`
		PotionMarket int      `toml:"potion_market"`
		VIPMarket    int      `toml:"vip_market"`
	} `toml:"start"`
	Location []struct {
		ID     string `toml:"id"`
		NamePL string `toml:"name_pl"`
		Kind   string `toml:"kind"`
		Gold   int    `toml:"gold"`
		Source string `toml:"source"`
	} `toml:"location"`
	Edge []struct {
		From     string `toml:"from"`
		To       string `toml:"to"`
		Directed bool   `toml:"directed"`
		Source   string `toml:"source"`
	} `toml:"edge"`
	Room []struct {
		Number  int    `toml:"number"`
		NamePL  string `toml:"name_pl"`
		Power   string `toml:"power"`
		Steps   int    `toml:"steps"`
		TitlePL string `toml:"title_pl"`
		TextPL  string `toml:"text_pl"`
		Source  string `toml:"source"`
	} `toml:"room"`
	Phase []struct {
		Number int    `toml:"number"`
		NamePL string `toml:"name_pl"`
		TextPL string `toml:"text_pl"`
		Source string `toml:"source"`
	} `toml:"phase"`
	Area []struct {
		ID     string `toml:"id"`
		NamePL string `toml:"name_pl"`
		Source string `toml:"source"`
	} `toml:"area"`
}

type rawMonsters struct {
	Monster []struct {
		ID       string `toml:"id"`
		NamePL   string `toml:"name_pl"`
		PluralPL string `toml:"plural_pl"`
		Supply   int    `toml:"supply"`
		Source   string `toml:"source"`
	} `toml:"monster"`
}

type rawCard struct {
	ID            string  `toml:"id"`
	NamePL        string  `toml:"name_pl"`
	Template      string  `toml:"template"`
	TextPL        string  `toml:"text_pl"`
	Self          []rawOp `toml:"self"`
	Others        []rawOp `toml:"others"`
	Reconstructed bool    `toml:"reconstructed"`
	Source        string  `toml:"source"`
}

type rawPotions struct {
	Potion []rawCard `toml:"potion"`
}
type rawVIPs struct {
	VIP []rawCard `toml:"vip"`
}
type rawSwords struct {
	Sword []rawCard `toml:"sword"`
}

type rawKeeper struct {
	Power []struct {
		ID            string  `toml:"id"`
		TextPL        string  `toml:"text_pl"`
		Ops           []rawOp `toml:"ops"`
		Reconstructed bool    `toml:"reconstructed"`
		Source        string  `toml:"source"`
	} `toml:"power"`
	Tile []struct {
		ID     string   `toml:"id"`
		NamePL string   `toml:"name_pl"`
		Powers []string `toml:"powers"`
		Source string   `toml:"source"`
	} `toml:"tile"`
}

type rawObjectives struct {
	Objective []struct {
		ID            string `toml:"id"`
		NamePL        string `toml:"name_pl"`
		Colour        string `toml:"colour"`
		Tile          string `toml:"tile"`
		Side          string `toml:"side"`
		Advanced      bool   `toml:"advanced"`
		Kind          string `toml:"kind"`
		Type          string `toml:"type"`
		Type2         string `toml:"type2"`
		N             int    `toml:"n"`
		VP            int    `toml:"vp"`
		One           int    `toml:"one"`
		Two           int    `toml:"two"`
		Table         []int  `toml:"table"`
		Thresholds    []int  `toml:"thresholds"`
		Values        []int  `toml:"values"`
		TextPL        string `toml:"text_pl"`
		Reconstructed bool   `toml:"reconstructed"`
		Source        string `toml:"source"`
	} `toml:"objective"`
}

type rawThreats struct {
	Threat []struct {
		ID       string   `toml:"id"`
		Deck     string   `toml:"deck"`
		Monsters []string `toml:"monsters"`
		All      []rawOp  `toml:"all"`
		Threat   bool     `toml:"threat"`
		TextPL   string   `toml:"text_pl"`
		Source   string   `toml:"source"`
	} `toml:"threat"`
}

type rawInns struct {
	Inn []struct {
		ID       string  `toml:"id"`
		NamePL   string  `toml:"name_pl"`
		Selector string  `toml:"selector"`
		Counted  string  `toml:"counted"`
		Effects  []rawOp `toml:"effects"`
		TextPL   string  `toml:"text_pl"`
		Source   string  `toml:"source"`
	} `toml:"inn"`
}

// loader collects the first error so the validation code reads straight.
type loader struct {
	engine.DataLoader
}

var typeIDs = [NumTypes]string{"spider", "capcarap", "dragon", "vampire", "skeleton", "vip"}

func typeByID(id string) (uint8, bool) {
	for i, s := range typeIDs {
		if s == id {
			return uint8(i), true
		}
	}
	return 0, false
}

var locIDs = [NumLocs]string{"E", "C1", "C2", "C3", "C4", "C5", "R1", "R2", "R3", "R4", "R5"}

func locByID(id string) (uint8, bool) {
	for i, s := range locIDs {
		if s == id {
			return uint8(i), true
		}
	}
	return 0, false
}

func (l *loader) ops(what string, raw []rawOp, allowVIPRoom bool) []Op {
	out := make([]Op, 0, len(raw))
	for i, r := range raw {
		w := fmt.Sprintf("%s op %d (%s)", what, i+1, r.Op)
		op := Op{N: uint8(max(r.N, 1)), UpTo: r.UpTo}
		if r.N < 0 || r.N > 9 {
			l.Fail("%s: n poza zakresem 0..9", w)
		}
		sel := func(s string, allowed ...uint8) uint8 {
			m := map[string]uint8{"entrance": selEntrance, "anywhere": selAnywhere, "anywhere_each": selAnywhereEach,
				"vip_room": selVIPRoom, "room": selRoom, "any_rooms": selAnyRooms}
			v, ok := m[s]
			if !ok {
				l.Fail("%s: nieznane miejsce %q", w, s)
				return 0
			}
			for _, a := range allowed {
				if a == v {
					if v == selVIPRoom && !allowVIPRoom {
						l.Fail("%s: vip_room dozwolone tylko na kartach VIPów", w)
					}
					return v
				}
			}
			l.Fail("%s: miejsce %q niedozwolone tutaj", w, s)
			return 0
		}
		noExtra := func(to, from, typ bool, room bool) {
			if !to && r.To != "" || !from && r.From != "" || !typ && r.Type != "" || !room && r.Room != 0 {
				l.Fail("%s: zbędny parametr", w)
			}
		}
		switch r.Op {
		case "gain_supply":
			op.Kind = opGainSupply
			switch r.Type {
			case "choice":
				op.Type = typeChoice
			case "choice_not_skeleton":
				op.Type = typeChoiceNotSkeleton
			default:
				t, ok := typeByID(r.Type)
				if !ok || t == VIP {
					l.Fail("%s: nieznany rodzaj %q", w, r.Type)
				}
				op.Type = t
			}
			op.To = sel(r.To, selEntrance, selAnywhere, selAnywhereEach, selVIPRoom, selRoom)
			noExtra(true, false, true, op.To == selRoom)
		case "gain_pit":
			op.Kind, op.Type = opGainPit, typeAnyPit
			op.To = sel(r.To, selEntrance, selAnywhere, selAnywhereEach, selVIPRoom, selRoom)
			noExtra(true, false, false, op.To == selRoom)
		case "gain_vip_extra":
			op.Kind = opGainVIPExtra
			op.To = sel(r.To, selVIPRoom)
			noExtra(true, false, false, false)
		case "steps":
			op.Kind = opSteps
			noExtra(false, false, false, false)
		case "teleport":
			op.Kind = opTeleport
			op.From = sel(r.From, selEntrance, selAnywhere, selVIPRoom)
			op.To = sel(r.To, selAnywhere, selVIPRoom)
			noExtra(true, true, false, false)
		case "remove_groups":
			op.Kind = opRemoveGroups
			op.From = sel(r.From, selAnyRooms, selVIPRoom)
			noExtra(false, true, false, false)
		case "new_group":
			op.Kind = opNewGroup
			noExtra(false, false, false, true)
		case "advance_group":
			op.Kind = opAdvanceGroup
			noExtra(false, false, false, false)
		case "sacrifice":
			op.Kind = opSacrifice
			noExtra(false, false, false, false)
		case "retreat":
			op.Kind = opRetreat
			noExtra(false, false, false, false)
		default:
			l.Fail("%s: nieznana operacja", w)
		}
		if op.To == selRoom || op.Kind == opNewGroup {
			if r.Room < 1 || r.Room > 5 {
				l.Fail("%s: room musi być 1..5", w)
			}
			op.Room = uint8(r.Room)
		}
		out = append(out, op)
	}
	return out
}

func uniqueIDs(l *loader, what string, ids []string) {
	seen := map[string]bool{}
	for _, id := range ids {
		if id == "" {
			l.Fail("%s: puste id", what)
		}
		if seen[id] {
			l.Fail("%s: powtórzone id %q", what, id)
		}
		seen[id] = true
	}
}

// LoadData reads and validates every donjon TOML file from fsys (the
// folder itself, e.g. fs.Sub(assets.FS, "data/donjon")).
func LoadData(fsys fs.FS) (*Data, error) {
	l := &loader{DataLoader: engine.DataLoader{FS: fsys, Title: "donjon"}}
	d := &Data{}
	var (
		board rawBoard
		mons  rawMonsters
		pots  rawPotions
		vips  rawVIPs
		swds  rawSwords
		keep  rawKeeper
		objs  rawObjectives
		thrs  rawThreats
		inns  rawInns
	)
	l.Decode("board.toml", &board)
	l.Decode("monsters.toml", &mons)
	l.Decode("potions.toml", &pots)
	l.Decode("vips.toml", &vips)
	l.Decode("swords.toml", &swds)
	l.Decode("keeper.toml", &keep)
	l.Decode("objectives.toml", &objs)
	l.Decode("threats.toml", &thrs)
	l.Decode("inns.toml", &inns)
	if l.Err != nil {
		return nil, l.Err
	}

	// monsters
	l.File = "monsters.toml"
	if len(mons.Monster) != int(NumTypes) {
		l.Fail("oczekiwano %d rodzajów potworów, jest %d", NumTypes, len(mons.Monster))
	} else {
		for i, m := range mons.Monster {
			if m.ID != typeIDs[i] {
				l.Fail("potwór %d: oczekiwano id %q, jest %q", i+1, typeIDs[i], m.ID)
			}
			l.Source(m.ID, m.Source)
			if m.Supply < 1 || m.Supply > 200 {
				l.Fail("%s: supply poza zakresem", m.ID)
			}
			d.MonsterNames[i], d.MonsterPlural[i], d.Supply[i] = m.NamePL, m.PluralPL, m.Supply
		}
	}

	// board
	l.File = "board.toml"
	c := board.Components
	l.Source("components", c.Source)
	want := []struct {
		name      string
		got, want int
	}{
		{"sword_cards", c.SwordCards, numSwords}, {"vip_cards", c.VIPCards, numVIPs},
		{"potion_cards", c.PotionCards, numPotions}, {"inn_cards", c.InnCards, numInns},
		{"threat_cards", c.ThreatCards, numThreats}, {"keeper_tiles", c.KeeperTiles, numTiles},
		{"penalty_tokens_per_player", c.PenaltyTokensPerPlayer, numTokens},
		{"objective_tiles", c.ObjectiveTiles, 8},
	}
	for _, w := range want {
		if w.got != w.want {
			l.Fail("components.%s = %d, silnik obsługuje %d", w.name, w.got, w.want)
		}
	}
	if c.GroupTokens < 1 || c.GroupTokens > 200 {
		l.Fail("components.group_tokens poza zakresem")
	}
	d.GroupTokens = c.GroupTokens
	if c.VIPMeeples != d.Supply[VIP] || c.MonstersPerType != d.Supply[Spider] {
		l.Fail("components: liczby potworów niezgodne z monsters.toml")
	}
	r := board.Rules
	l.Source("rules", r.Source)
	switch r.ExtraVIP {
	case "vip_reserve":
		d.Rules.ExtraVIPFromReserve = true
	case "supply_choice":
	default:
		l.Fail("rules.extra_vip: %q (dozwolone vip_reserve, supply_choice)", r.ExtraVIP)
	}
	if r.RoundCap < 1 || r.RoundCap > 1000 || r.LastRoom != 5 || r.AreaThreshold < 1 || r.AreaThreshold > 40 ||
		r.KeeperReveal < 1 || r.FourTypesMin < 1 || r.FourTypesMin > int(NumTypes) {
		l.Fail("rules: wartość poza zakresem")
	}
	d.Rules = Rules{ExtraVIPFromReserve: d.Rules.ExtraVIPFromReserve, RoundCap: r.RoundCap, LastRoom: r.LastRoom,
		AreaThreshold: r.AreaThreshold, KeeperReveal: r.KeeperReveal, FourTypesVP: r.FourTypesVP,
		FourTypesMin: r.FourTypesMin, VIPCountsAsType: r.VIPCountsAsType}
	s := board.Start
	l.Source("start", s.Source)
	types := func(what string, ids []string) []uint8 {
		out := make([]uint8, 0, len(ids))
		for _, id := range ids {
			t, ok := typeByID(id)
			if !ok || t == VIP {
				l.Fail("%s: nieznany rodzaj %q", what, id)
			}
			out = append(out, t)
		}
		return out
	}
	d.StartEntrance = types("start.entrance", s.Entrance)
	d.AreaPool = types("start.area_pool", s.AreaPool)
	d.GroupRoom, d.ForestStart, d.SwampStart = s.GroupRoom, s.Forest, s.Swamp
	d.PotionMarket, d.VIPMarket = s.PotionMarket, s.VIPMarket
	if s.GroupRoom < 1 || s.GroupRoom > 5 || s.Forest < 0 || s.Swamp < 0 || s.Forest+s.Swamp != len(d.AreaPool) {
		l.Fail("start: group_room 1..5, forest + swamp = liczba potworów w area_pool")
	}
	if s.PotionMarket != 3 || s.VIPMarket != 2 {
		l.Fail("start: rynek mikstur ma 3 miejsca, rynek VIPów 2")
	}
	if len(board.Location) != NumLocs {
		l.Fail("oczekiwano %d miejsc lochu, jest %d", NumLocs, len(board.Location))
	} else {
		for i, loc := range board.Location {
			if loc.ID != locIDs[i] {
				l.Fail("miejsce %d: oczekiwano id %q, jest %q", i+1, locIDs[i], loc.ID)
			}
			l.Source(loc.ID, loc.Source)
			wantKind := "room"
			if i == 0 {
				wantKind = "entrance"
			} else if i <= 5 {
				wantKind = "corridor"
			}
			if loc.Kind != wantKind {
				l.Fail("%s: kind %q, oczekiwano %q", loc.ID, loc.Kind, wantKind)
			}
			if loc.Gold < 0 || loc.Gold > 4 || loc.Gold > 0 && wantKind != "room" {
				l.Fail("%s: gold tylko w komnatach, 0..4", loc.ID)
			}
			d.LocNames[i], d.Gold[i] = loc.NamePL, uint8(loc.Gold)
		}
	}
	for _, e := range board.Edge {
		l.Source("edge", e.Source)
		a, ok1 := locByID(e.From)
		b, ok2 := locByID(e.To)
		if !ok1 || !ok2 || a == b {
			l.Fail("krawędź %s-%s: nieznane miejsce", e.From, e.To)
			continue
		}
		if b == LocE {
			l.Fail("krawędź %s-%s: do wejścia nie prowadzi żaden krok", e.From, e.To)
			continue
		}
		if a == LocE && !e.Directed {
			l.Fail("krawędź z wejścia musi mieć directed = true")
		}
		if d.Adj[a][b] {
			l.Fail("krawędź %s-%s powtórzona", e.From, e.To)
		}
		d.Adj[a][b] = true
		if !e.Directed {
			d.Adj[b][a] = true
		}
	}
	for a := 0; a < NumLocs; a++ {
		for b := 0; b < NumLocs; b++ {
			if d.Adj[a][b] {
				d.Nbr[a][d.NbrN[a]] = uint8(b)
				d.NbrN[a]++
			}
		}
	}
	if len(board.Room) != 5 {
		l.Fail("oczekiwano 5 komnat")
	} else {
		powers := map[string]uint8{"none": powerNone, "potion": powerPotion, "vip": powerVIP, "steps": powerSteps, "sword": powerSword}
		for i, rm := range board.Room {
			l.Source("room", rm.Source)
			p, ok := powers[rm.Power]
			if rm.Number != i+1 || !ok {
				l.Fail("komnata %d: zły numer albo moc %q", i+1, rm.Power)
			}
			if p == powerSteps && (rm.Steps < 1 || rm.Steps > 20) {
				l.Fail("komnata %d: steps 1..20", i+1)
			}
			if i == 4 && p != powerNone {
				l.Fail("komnata 5 nie ma mocy")
			}
			d.Rooms[i] = Room{Name: rm.NamePL, Title: rm.TitlePL, Text: rm.TextPL, Power: p, Steps: rm.Steps}
		}
	}
	if len(board.Phase) != 5 {
		l.Fail("oczekiwano 5 faz")
	} else {
		for i, ph := range board.Phase {
			l.Source("phase", ph.Source)
			d.PhaseNames[i], d.PhaseTexts[i] = ph.NamePL, ph.TextPL
		}
	}
	if len(board.Area) != int(NumAreas) {
		l.Fail("oczekiwano 3 obszarów")
	} else {
		for i, a := range board.Area {
			l.Source("area", a.Source)
			if a.ID != []string{"forest", "swamp", "pit"}[i] {
				l.Fail("obszar %d: złe id %q", i+1, a.ID)
			}
			d.AreaNames[i] = a.NamePL
		}
	}

	cards := func(file, what string, raw []rawCard, n int, vipRoom bool) []Card {
		l.File = file
		if len(raw) != n {
			l.Fail("oczekiwano %d kart, jest %d", n, len(raw))
		}
		ids := make([]string, 0, len(raw))
		out := make([]Card, 0, len(raw))
		for _, rc := range raw {
			ids = append(ids, rc.ID)
			l.Source(rc.ID, rc.Source)
			if rc.TextPL == "" || len(rc.Self) == 0 {
				l.Fail("%s %s: brak tekstu albo efektów", what, rc.ID)
			}
			name := rc.NamePL
			if name == "" {
				name = rc.ID
			}
			out = append(out, Card{ID: rc.ID, Name: name, Text: rc.TextPL, Source: rc.Source,
				Self: l.ops(rc.ID, rc.Self, vipRoom), Others: l.ops(rc.ID, rc.Others, false)})
		}
		uniqueIDs(l, what, ids)
		return out
	}
	d.Potions = cards("potions.toml", "mikstura", pots.Potion, numPotions, false)
	d.VIPs = cards("vips.toml", "VIP", vips.VIP, numVIPs, true)
	d.Swords = cards("swords.toml", "miecz", swds.Sword, numSwords, false)

	l.File = "keeper.toml"
	pidx := map[string]uint8{}
	for i, p := range keep.Power {
		l.Source(p.ID, p.Source)
		if _, dup := pidx[p.ID]; dup {
			l.Fail("moc %s powtórzona", p.ID)
		}
		pidx[p.ID] = uint8(i)
		d.Powers = append(d.Powers, KeeperPower{ID: p.ID, Text: p.TextPL, Ops: l.ops(p.ID, p.Ops, false)})
	}
	if len(keep.Tile) != numTiles {
		l.Fail("oczekiwano %d kafelków Strażnika, jest %d", numTiles, len(keep.Tile))
	}
	tids := []string{}
	for _, t := range keep.Tile {
		l.Source(t.ID, t.Source)
		tids = append(tids, t.ID)
		kt := KeeperTile{ID: t.ID, Name: t.NamePL}
		if len(t.Powers) != 3 {
			l.Fail("kafelek %s: potrzeba 3 mocy", t.ID)
		}
		for i := 0; i < len(t.Powers) && i < 3; i++ {
			p, ok := pidx[t.Powers[i]]
			if !ok {
				l.Fail("kafelek %s: nieznana moc %q", t.ID, t.Powers[i])
			}
			kt.Powers[i] = p
		}
		d.Tiles = append(d.Tiles, kt)
	}
	uniqueIDs(l, "kafelek", tids)

	l.File = "objectives.toml"
	kinds := map[string]uint8{"room_pair_presence": objRoomPairPresence, "room_count_tiers": objRoomCountTiers,
		"room_min_count": objRoomMinCount, "rooms_total_thresholds": objRoomsTotalThresholds,
		"rooms_with_presence_table": objRoomsWithPresenceTable, "dragon_per_covered_pile": objDragonPerCoveredPile,
		"rooms_all_piles_covered": objRoomsAllPilesCovered, "two_pile_room": objTwoPileRoom,
		"rooms_total_at_least": objRoomsTotalAtLeast, "corridor_presence_each": objCorridorPresenceEach,
		"corridor_presence_table": objCorridorPresenceTable, "majority_in_rooms": objMajorityInRooms}
	if len(objs.Objective) != 16 {
		l.Fail("oczekiwano 16 stron kafelków celu, jest %d", len(objs.Objective))
	}
	oids := []string{}
	tiles := map[string][]string{}
	for _, o := range objs.Objective {
		l.Source(o.ID, o.Source)
		oids = append(oids, o.ID)
		k, ok := kinds[o.Kind]
		if !ok {
			l.Fail("%s: nieznany kind %q", o.ID, o.Kind)
		}
		col, ok := typeByID(o.Colour)
		if !ok || col > Vampire {
			l.Fail("%s: kolor %q", o.ID, o.Colour)
		}
		ob := Objective{ID: o.ID, Name: o.NamePL, Text: o.TextPL, Tile: o.Tile, Side: o.Side, Source: o.Source,
			Colour: col, Advanced: o.Advanced, Kind: k, N: o.N, VP: o.VP, One: o.One, Two: o.Two,
			Table: o.Table, Thresholds: o.Thresholds, Values: o.Values, Type: none, Type2: none}
		if o.Type != "" {
			t, ok := typeByID(o.Type)
			if !ok {
				l.Fail("%s: rodzaj %q", o.ID, o.Type)
			}
			ob.Type = t
		}
		if o.Type2 != "" {
			t, ok := typeByID(o.Type2)
			if !ok {
				l.Fail("%s: rodzaj %q", o.ID, o.Type2)
			}
			ob.Type2 = t
		}
		needType := k != objDragonPerCoveredPile && k != objRoomsAllPilesCovered && k != objTwoPileRoom
		if needType && ob.Type == none || k == objRoomPairPresence && ob.Type2 == none {
			l.Fail("%s: brak rodzaju potwora", o.ID)
		}
		needTable := k == objRoomsWithPresenceTable || k == objRoomsAllPilesCovered || k == objCorridorPresenceTable
		if needTable && len(o.Table) == 0 {
			l.Fail("%s: brak tabeli", o.ID)
		}
		if k == objRoomsTotalThresholds && (len(o.Thresholds) == 0 || len(o.Thresholds) != len(o.Values)) {
			l.Fail("%s: thresholds i values muszą mieć tę samą długość", o.ID)
		}
		if o.Side != "A" && o.Side != "B" || o.Tile == "" {
			l.Fail("%s: side A/B i tile wymagane", o.ID)
		}
		tiles[o.Tile] = append(tiles[o.Tile], o.ID)
		d.Objectives = append(d.Objectives, ob)
	}
	uniqueIDs(l, "cel", oids)
	if len(tiles) != 8 {
		l.Fail("oczekiwano 8 kafelków celu, jest %d", len(tiles))
	}
	for t, faces := range tiles {
		if len(faces) != 2 {
			l.Fail("kafelek celu %s ma %d stron", t, len(faces))
		}
	}

	l.File = "threats.toml"
	decks := map[string]uint8{"green": 0, "yellow": 1, "blue": 2}
	perDeck := [3]int{}
	thIDs := []string{}
	for _, t := range thrs.Threat {
		l.Source(t.ID, t.Source)
		thIDs = append(thIDs, t.ID)
		dk, ok := decks[t.Deck]
		if !ok {
			l.Fail("%s: talia %q", t.ID, t.Deck)
		}
		perDeck[dk]++
		th := Threat{ID: t.ID, Text: t.TextPL, Source: t.Source, Deck: dk, Symbol: t.Threat, All: l.ops(t.ID, t.All, false)}
		if len(t.Monsters) != 2 {
			l.Fail("%s: potrzeba 2 potworów", t.ID)
		}
		for i := 0; i < len(t.Monsters) && i < 2; i++ {
			m, ok := typeByID(t.Monsters[i])
			if !ok || m == VIP {
				l.Fail("%s: potwór %q", t.ID, t.Monsters[i])
			}
			th.Monsters[i] = m
		}
		for _, op := range th.All {
			if op.Kind != opNewGroup && op.Kind != opAdvanceGroup {
				l.Fail("%s: karta Zagrożenia może tylko dodawać lub przesuwać grupy", t.ID)
			}
		}
		d.Threats = append(d.Threats, th)
	}
	uniqueIDs(l, "zagrożenie", thIDs)
	if perDeck != [3]int{12, 6, 6} {
		l.Fail("talie Zagrożenia: %v, oczekiwano 12/6/6", perDeck)
	}

	l.File = "inns.toml"
	if len(inns.Inn) != numInns {
		l.Fail("oczekiwano %d kart Gospody, jest %d", numInns, len(inns.Inn))
	}
	iids := []string{}
	for _, in := range inns.Inn {
		l.Source(in.ID, in.Source)
		iids = append(iids, in.ID)
		c := Inn{ID: in.ID, Name: in.NamePL, Text: in.TextPL, Source: in.Source, Effects: l.ops(in.ID, in.Effects, false)}
		switch in.Selector {
		case "most":
			c.Most = true
		case "fewest":
		default:
			l.Fail("%s: selector %q", in.ID, in.Selector)
		}
		switch in.Counted {
		case "all_monsters":
			c.Counted = countAllMonsters
		case "groups":
			c.Counted = countGroups
		default:
			t, ok := typeByID(in.Counted)
			if !ok {
				l.Fail("%s: counted %q", in.ID, in.Counted)
			}
			c.Counted = t
		}
		if len(c.Effects) == 0 {
			l.Fail("%s: brak efektów", in.ID)
		}
		d.Inns = append(d.Inns, c)
	}
	uniqueIDs(l, "gospoda", iids)
	if l.Err != nil {
		return nil, l.Err
	}
	return d, nil
}
