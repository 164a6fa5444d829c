package emerald

import (
	"io/fs"
	"strconv"
	"strings"

	"stolik/assets"
	"stolik/rules/engine"
)

// Component limits: the fixed arrays of the state are sized by them, and
// validation requires the data to match the component list (§2.1).
const (
	maxPlayers    = 5
	numCities     = 9
	numGame       = 66
	numIdentities = 6
	stackCap      = 7 // 5 game cards + city card + royalty card (§3 step 6)
	zoneCap       = 64
	tabCap        = 32
	frameCap      = 24
	removedCap    = 96
	none          = 0xFF
	unknown       = 0xFE // a masked card or identity in a view
)

// Card kinds.
const (
	kindStart uint8 = iota
	kindGame
	kindCity
	kindRoyal
)

// Symbols on the left edge: each play uses exactly one kind (§4.3).
const (
	symInfluence uint8 = iota
	symAcquire
	symRetrieve
	symMove
	symAssassinate
	symTrackR
	symTrackL
	numSym
)

// VP types (§4.13).
const (
	vpN uint8 = iota
	vpR
	vpL
)

// Headers of a card's text box (§4.3).
const (
	hdrNone uint8 = iota
	hdrAction
	hdrFree
	hdrBlock
	hdrBenefit
	hdrActionBlock // Wampiry: one-use action or block
	hdrSingle      // Piekielna Machina: "JEDNO UŻYCIE"
)

// Op kinds: the vocabulary of card texts.
const (
	opNone uint8 = iota
	opDraw
	opCycle
	opTrackR
	opTrackL
	opRecallLimbo
	opPlaceAgent
	opDiscardTop
	opMiGo
	opAcquireNoCube
	opReplaceAny
	opReturnCubes
	opToLimbo
	opRetrievePerAgent
	opSanityFull
	opPeek
	opKillAny
	opLeopold
	opBlackHand
	opYog
	opChangeSide
	opSanityRollOther
	opZombie
	opReplaceLocal
	opCthulhu
	opFenians
	opHideRoyal
	opBlockAll
	opBlockKill
)

var opNames = map[string]uint8{
	"draw": opDraw, "cycle": opCycle, "track r": opTrackR, "track l": opTrackL,
	"recall_limbo": opRecallLimbo, "place_agent": opPlaceAgent, "discard_top": opDiscardTop,
	"migo": opMiGo, "acquire_no_cube": opAcquireNoCube, "replace_any": opReplaceAny,
	"return_cubes": opReturnCubes, "to_limbo": opToLimbo, "retrieve_per_agent": opRetrievePerAgent,
	"sanity_full": opSanityFull, "peek": opPeek, "kill_any": opKillAny, "leopold": opLeopold,
	"black_hand": opBlackHand, "yog": opYog, "change_side": opChangeSide,
	"sanity_roll_other": opSanityRollOther, "zombie": opZombie, "replace_local": opReplaceLocal,
	"cthulhu": opCthulhu, "fenians": opFenians, "hide_royal": opHideRoyal,
	"block all": opBlockAll, "block kill": opBlockKill,
}

// opNeedsN lists the ops whose text carries a number ("draw 2").
var opNeedsN = map[uint8]bool{opDraw: true, opTrackR: true, opTrackL: true, opMiGo: true,
	opToLimbo: true, opBlackHand: true, opYog: true, opZombie: true}

// Op is one step of a card's text.
type Op struct {
	Kind uint8
	N    uint8
}

// Card is one card design: a starting card type, a game card, a city card
// or a royalty card.
type Card struct {
	ID     string // "031", "S06", "C-LON", "067"
	Name   string
	Kind   uint8
	Header uint8
	OneUse bool
	Text   string // the card's face text (Polish)
	Rules  string // the rulebook's clarification (Polish)
	Note   string
	Source string

	Sym       [numSym]uint8
	Agents    uint8
	Bombs     uint8
	Insanity  bool
	VP        [3]int8 // neutral, Restorationist, Loyalist: gained when acquired
	KillBox   int8
	Ops       []Op
	Block     uint8 // opBlockAll, opBlockKill or opNone
	Fenians   bool
	Leopold   bool  // removed by Stowarzyszenie Leopolda (Zombie, Wampiry)
	City      uint8 // city and royalty cards
	BombsReq  uint8 // royalty cards
	StartCopy uint8 // starting cards: copies per player
}

// HasVP reports whether the card gives VP in any way, which sends a used
// one-use card to the tableau rather than out of the game (§4.3).
func (c *Card) HasVP() bool {
	return c.VP[0] != 0 || c.VP[1] != 0 || c.VP[2] != 0 || c.KillBox != 0 || c.has(opBlackHand) || c.has(opYog)
}

func (c *Card) has(op uint8) bool {
	for _, o := range c.Ops {
		if o.Kind == op {
			return true
		}
	}
	return false
}

// textOp is the card's first op that is played as a text (not a block or
// the Fenian benefit), or opNone.
func (c *Card) textOp() uint8 {
	for _, o := range c.Ops {
		switch o.Kind {
		case opBlockAll, opBlockKill, opFenians:
		default:
			return o.Kind
		}
	}
	return opNone
}

// City is one city of the board.
type City struct {
	ID         string
	Name       string
	AgentBombs uint8
	CityCard   uint8 // card index
	Royal      uint8 // card index
}

// Player is one colour: the name the examples use (Poniedziałek…).
type Player struct {
	Name, Colour string
}

// AidSection is one part of the player aid (§4.18).
type AidSection struct {
	Title string
	Text  []string
}

// Rules are the numbers of the rulebook and the switches of the PROPOSED
// resolutions (spec §7), read from rules.toml.
type Rules struct {
	Agents, Cubes, CubesInLimbo, StartAgents, Hand, Sanity, SanityTokens, Zombies, TrackEnd int
	CardsPerSpace, VPThreshold                                                              [maxPlayers + 1]int
	Penalty, RefillAgents                                                                   int
	IdentR, IdentL                                                                          int
	DieFaces, DieInsanity                                                                   int

	SameActionTwice, LestradeOnePlayer, SherlockBlocksIrene, VampiresBlockCthulhu           bool
	VampiresBlockShoggoth, InsanityAtZeroLosesAgent, RevealOnce, LeopoldRemovesRevealed     bool
	ChangeWhenForcedR, MiGoCountsForBrotherhood, IreneOwnAgents, VoluntaryReveal            bool
	DuchessFullAftermath, BlackHandEachCopy, KillBoxEffectiveFaction, SherlockCardToTableau bool
	RoundCap                                                                                int

	// The switches of G11, G12, G16, G18, G19, G27 and G30 (rules.toml).
	VPEnd                                                          uint8 // vpEndAction, vpEndTurn, vpEndRound
	BombsExact, ZombiesArePieces, EmptyCityOpen, ReplaceNeedsAgent bool
	FreeAfterSecond, RevealAfterEffect                             bool
}

// When a VP total at the threshold ends the game (G11).
const (
	vpEndAction uint8 = iota // after the action that reached it (PROPOSED)
	vpEndTurn                // at the end of that turn
	vpEndRound               // at the end of that round (before the first player's next turn)
)

var vpEndNames = map[string]uint8{"action": vpEndAction, "turn": vpEndTurn, "round": vpEndRound}

// Data is everything read from assets/data/emerald.
type Data struct {
	Cards      []Card // starting types, then 66 game cards, 9 city cards, 9 royalty cards
	FirstGame  uint8
	FirstCity  uint8
	FirstRoyal uint8
	Cities     [numCities]City
	Players    [maxPlayers]Player
	Identity   struct{ RName, LName, RText, LText string }
	Aid        []AidSection
	Rules      Rules
	start      []uint8 // one player's starting deck (card indices, with copies)
}

// DefaultData loads the embedded data once; the result is read-only and
// shared by every game.
var DefaultData = engine.LoadOnce(assets.FS, "data/emerald", LoadData)

type rawSym struct {
	Influence   int `toml:"influence"`
	Acquire     int `toml:"acquire"`
	Retrieve    int `toml:"retrieve"`
	Move        int `toml:"move"`
	Assassinate int `toml:"assassinate"`
	TrackR      int `toml:"track_r"`
	TrackL      int `toml:"track_l"`
	Agents      int `toml:"agents"`
	Bombs       int `toml:"bombs"`
	Insanity    int `toml:"insanity"`
	VPN         int `toml:"vp_n"`
	VPR         int `toml:"vp_r"`
	VPL         int `toml:"vp_l"`
	KillBox     int `toml:"killbox"`
}

type rawCard struct {
	ID     string   `toml:"id"`
	Name   string   `toml:"name"`
	Header string   `toml:"header"`
	OneUse bool     `toml:"one_use"`
	Text   string   `toml:"text"`
	Rules  string   `toml:"rules"`
	Effect []string `toml:"effect"`
	Sym    rawSym   `toml:"sym"`
	Source string   `toml:"source"`
	Note   string   `toml:"note"`
}

type rawCards struct {
	Card []rawCard `toml:"card"`
}

type rawBoard struct {
	City []struct {
		ID         string `toml:"id"`
		Name       string `toml:"name"`
		AgentBombs int    `toml:"agent_bombs"`
		CardVP     int    `toml:"card_vp"`
		Royal      struct {
			ID    string `toml:"id"`
			Name  string `toml:"name"`
			Bombs int    `toml:"bombs"`
			VP    int    `toml:"vp"`
		} `toml:"royal"`
		Source string `toml:"source"`
		Note   string `toml:"note"`
	} `toml:"city"`
}

type rawPlayer struct {
	Player []struct {
		Name   string `toml:"name"`
		Colour string `toml:"colour"`
		Source string `toml:"source"`
	} `toml:"player"`
	Start []struct {
		ID     string `toml:"id"`
		Name   string `toml:"name"`
		Count  int    `toml:"count"`
		Sym    rawSym `toml:"sym"`
		Source string `toml:"source"`
		Note   string `toml:"note"`
	} `toml:"start"`
	Identity struct {
		R      int    `toml:"restorationist"`
		L      int    `toml:"loyalist"`
		RName  string `toml:"restorationist_name"`
		LName  string `toml:"loyalist_name"`
		RText  string `toml:"restorationist_text"`
		LText  string `toml:"loyalist_text"`
		Source string `toml:"source"`
		Note   string `toml:"note"`
	} `toml:"identity"`
	Die struct {
		Faces    int    `toml:"faces"`
		Insanity int    `toml:"insanity_faces"`
		Source   string `toml:"source"`
	} `toml:"sanity_die"`
	Aid []struct {
		Title  string   `toml:"title"`
		Text   []string `toml:"text"`
		Source string   `toml:"source"`
	} `toml:"aid"`
}

type rawRules struct {
	Components struct {
		Source        string `toml:"source"`
		Cities        int    `toml:"cities"`
		GameCards     int    `toml:"game_cards"`
		Agents        int    `toml:"agents"`
		Cubes         int    `toml:"cubes"`
		CubesInLimbo  int    `toml:"cubes_in_limbo"`
		StartAgents   int    `toml:"start_agents"`
		Hand          int    `toml:"hand"`
		Sanity        int    `toml:"sanity"`
		SanityTokens  int    `toml:"sanity_tokens"`
		Zombies       int    `toml:"zombies"`
		TrackEnd      int    `toml:"track_end"`
		CardsPerSpace []int  `toml:"cards_per_space"`
		VPThreshold   []int  `toml:"vp_threshold"`
		Penalty       int    `toml:"lowest_faction_penalty"`
		RefillAgents  int    `toml:"refill_agents"`
	} `toml:"components"`
	Rules struct {
		Source                   string `toml:"source"`
		SameActionTwice          bool   `toml:"same_action_twice"`
		LestradeOnePlayer        bool   `toml:"lestrade_one_player"`
		SherlockBlocksIrene      bool   `toml:"sherlock_blocks_irene"`
		VampiresBlockCthulhu     bool   `toml:"vampires_block_cthulhu"`
		VampiresBlockShoggoth    bool   `toml:"vampires_block_shoggoth"`
		InsanityAtZeroLosesAgent bool   `toml:"insanity_at_zero_loses_agent"`
		RevealOnce               bool   `toml:"reveal_once"`
		LeopoldRemovesRevealed   bool   `toml:"leopold_removes_revealed"`
		ChangeWhenForcedR        bool   `toml:"change_when_forced_restorationist"`
		MiGoCountsForBrotherhood bool   `toml:"migo_counts_for_brotherhood"`
		IreneOwnAgents           bool   `toml:"irene_own_agents"`
		VoluntaryReveal          bool   `toml:"voluntary_reveal"`
		DuchessFullAftermath     bool   `toml:"duchess_full_aftermath"`
		BlackHandEachCopy        bool   `toml:"black_hand_each_copy"`
		KillBoxEffectiveFaction  bool   `toml:"killbox_effective_faction"`
		SherlockCardToTableau    bool   `toml:"sherlock_card_to_tableau"`
		RoundCap                 int    `toml:"round_cap"`
		VPEnd                    string `toml:"vp_end"`
		BombsExact               bool   `toml:"bombs_exact"`
		ZombiesArePieces         bool   `toml:"zombies_are_pieces"`
		EmptyCityOpen            bool   `toml:"empty_city_open"`
		ReplaceNeedsAgent        bool   `toml:"replace_needs_supply_agent"`
		FreeAfterSecond          bool   `toml:"free_actions_after_second"`
		RevealAfterEffect        bool   `toml:"reveal_after_effect"`
	} `toml:"rules"`
}

var headerNames = map[string]uint8{"": hdrNone, "action": hdrAction, "free": hdrFree, "block": hdrBlock,
	"benefit": hdrBenefit, "action_block": hdrActionBlock, "single": hdrSingle}

type loader struct {
	engine.DataLoader
	d *Data
}

// LoadData reads and validates the title's data from fsys (the folder
// holding cards.toml, board.toml, player.toml and rules.toml).
func LoadData(fsys fs.FS) (*Data, error) {
	l := &loader{DataLoader: engine.DataLoader{FS: fsys, Title: "emerald"}, d: &Data{}}
	var rr rawRules
	var rp rawPlayer
	var rc rawCards
	var rb rawBoard
	l.Decode("rules.toml", &rr)
	l.rules(&rr)
	l.Decode("player.toml", &rp)
	l.players(&rp)
	l.Decode("cards.toml", &rc)
	l.cards(&rc)
	l.Decode("board.toml", &rb)
	l.board(&rb)
	if l.Err == nil {
		if msg := maskFit(l.d); msg != "" {
			l.Fail("%s", msg)
		}
	}
	if l.Err != nil {
		return nil, l.Err
	}
	return l.d, nil
}

func (l *loader) count(what string, v, lo, hi int) uint8 {
	if v < lo || v > hi {
		l.Fail("%s: %d poza zakresem %d–%d", what, v, lo, hi)
		return 0
	}
	return uint8(v)
}

func (l *loader) rules(rr *rawRules) {
	if l.Err != nil {
		return
	}
	c, r := rr.Components, rr.Rules
	l.Source("[components]", c.Source)
	l.Source("[rules]", r.Source)
	if c.Cities != numCities || c.GameCards != numGame {
		l.Fail("[components]: %d miast i %d kart gry, a gra ma %d i %d", c.Cities, c.GameCards, numCities, numGame)
	}
	ru := &l.d.Rules
	ru.Agents = int(l.count("agents", c.Agents, 3, 10))
	ru.Cubes = int(l.count("cubes", c.Cubes, 1, 10))
	ru.CubesInLimbo = int(l.count("cubes_in_limbo", c.CubesInLimbo, 0, c.Cubes))
	ru.StartAgents = int(l.count("start_agents", c.StartAgents, 1, 3))
	ru.Hand = int(l.count("hand", c.Hand, 1, 10))
	ru.Sanity = int(l.count("sanity", c.Sanity, 1, 5))
	ru.SanityTokens = int(l.count("sanity_tokens", c.SanityTokens, c.Sanity*maxPlayers, 40))
	ru.Zombies = int(l.count("zombies", c.Zombies, 0, 20))
	ru.TrackEnd = int(l.count("track_end", c.TrackEnd, 1, 30))
	ru.Penalty = int(l.count("lowest_faction_penalty", c.Penalty, 0, 50))
	ru.RefillAgents = int(l.count("refill_agents", c.RefillAgents, 0, c.Agents))
	if len(c.CardsPerSpace) != 4 || len(c.VPThreshold) != 4 {
		l.Fail("cards_per_space i vp_threshold muszą mieć po 4 liczby (2–5 graczy)")
		return
	}
	for i := 0; i < 4; i++ {
		ru.CardsPerSpace[i+2] = int(l.count("cards_per_space", c.CardsPerSpace[i], 1, stackCap-2))
		ru.VPThreshold[i+2] = int(l.count("vp_threshold", c.VPThreshold[i], 1, 200))
		if c.CardsPerSpace[i]*numCities > numGame {
			l.Fail("cards_per_space: %d kart na miasto to więcej niż %d kart gry", c.CardsPerSpace[i], numGame)
		}
	}
	ru.SameActionTwice, ru.LestradeOnePlayer = r.SameActionTwice, r.LestradeOnePlayer
	ru.SherlockBlocksIrene, ru.VampiresBlockCthulhu = r.SherlockBlocksIrene, r.VampiresBlockCthulhu
	ru.VampiresBlockShoggoth, ru.InsanityAtZeroLosesAgent = r.VampiresBlockShoggoth, r.InsanityAtZeroLosesAgent
	ru.RevealOnce, ru.LeopoldRemovesRevealed = r.RevealOnce, r.LeopoldRemovesRevealed
	ru.ChangeWhenForcedR, ru.MiGoCountsForBrotherhood = r.ChangeWhenForcedR, r.MiGoCountsForBrotherhood
	ru.IreneOwnAgents, ru.VoluntaryReveal = r.IreneOwnAgents, r.VoluntaryReveal
	ru.DuchessFullAftermath, ru.BlackHandEachCopy = r.DuchessFullAftermath, r.BlackHandEachCopy
	ru.KillBoxEffectiveFaction, ru.SherlockCardToTableau = r.KillBoxEffectiveFaction, r.SherlockCardToTableau
	ru.RoundCap = int(l.count("round_cap", r.RoundCap, 5, 200))
	end, ok := vpEndNames[r.VPEnd]
	if !ok {
		l.Fail("vp_end: %q; dozwolone wartości to action, turn i round", r.VPEnd)
	}
	ru.VPEnd = end
	ru.BombsExact, ru.ZombiesArePieces, ru.EmptyCityOpen = r.BombsExact, r.ZombiesArePieces, r.EmptyCityOpen
	ru.ReplaceNeedsAgent, ru.FreeAfterSecond, ru.RevealAfterEffect = r.ReplaceNeedsAgent, r.FreeAfterSecond, r.RevealAfterEffect
}

func (l *loader) players(rp *rawPlayer) {
	if l.Err != nil {
		return
	}
	d := l.d
	if len(rp.Player) != maxPlayers {
		l.Fail("graczy: %d, a gra ma %d kolorów", len(rp.Player), maxPlayers)
		return
	}
	for i, p := range rp.Player {
		l.Source("player "+p.Name, p.Source)
		if p.Name == "" || p.Colour == "" {
			l.Fail("gracz %d bez imienia albo koloru", i+1)
		}
		d.Players[i] = Player{Name: p.Name, Colour: p.Colour}
	}
	total := 0
	for _, s := range rp.Start {
		l.Source("start "+s.ID, s.Source)
		c := Card{ID: s.ID, Name: s.Name, Kind: kindStart, Source: s.Source, Note: s.Note,
			StartCopy: l.count("start "+s.ID+" count", s.Count, 1, 10)}
		l.symbols("start "+s.ID, &c, &s.Sym)
		if c.VP != [3]int8{} || c.KillBox != 0 || c.Agents != 0 || c.Insanity {
			l.Fail("start %s: karty startowe nie mają punktów, agentów ani szaleństwa", s.ID)
		}
		total += s.Count
		idx := uint8(len(d.Cards))
		d.Cards = append(d.Cards, c)
		for k := 0; k < s.Count; k++ {
			d.start = append(d.start, idx)
		}
	}
	if total != 10 {
		l.Fail("talia startowa ma %d kart, a powinna 10", total)
	}
	id := rp.Identity
	l.Source("[identity]", id.Source)
	if id.R+id.L != numIdentities || id.R < 1 || id.L < 1 {
		l.Fail("[identity]: %d + %d kart tożsamości, a gra ma %d (po co najmniej jednej)", id.R, id.L, numIdentities)
	}
	d.Rules.IdentR, d.Rules.IdentL = id.R, id.L
	d.Identity.RName, d.Identity.LName, d.Identity.RText, d.Identity.LText = id.RName, id.LName, id.RText, id.LText
	if id.RName == "" || id.LName == "" || id.RText == "" || id.LText == "" {
		l.Fail("[identity]: brak nazwy albo tekstu karty tożsamości")
	}
	l.Source("[sanity_die]", rp.Die.Source)
	if rp.Die.Faces < 2 || rp.Die.Faces > 20 || rp.Die.Insanity < 1 || rp.Die.Insanity >= rp.Die.Faces {
		l.Fail("[sanity_die]: %d ścianek, %d z szaleństwem", rp.Die.Faces, rp.Die.Insanity)
	}
	d.Rules.DieFaces, d.Rules.DieInsanity = rp.Die.Faces, rp.Die.Insanity
	for _, a := range rp.Aid {
		l.Source("aid "+a.Title, a.Source)
		if a.Title == "" || len(a.Text) == 0 {
			l.Fail("karta pomocy: pusta sekcja %q", a.Title)
		}
		d.Aid = append(d.Aid, AidSection{Title: a.Title, Text: a.Text})
	}
}

// symbols copies a raw symbol table into a card, checking its ranges.
func (l *loader) symbols(what string, c *Card, s *rawSym) {
	for i, v := range [numSym]int{s.Influence, s.Acquire, s.Retrieve, s.Move, s.Assassinate, s.TrackR, s.TrackL} {
		c.Sym[i] = l.count(what+" symbol", v, 0, 3)
	}
	if c.Sym[symAcquire] > 1 || c.Sym[symAssassinate] > 1 {
		l.Fail("%s: przejęcie karty i zabójstwo występują na karcie najwyżej raz", what)
	}
	c.Agents = l.count(what+" agents", s.Agents, 0, 3)
	c.Bombs = l.count(what+" bombs", s.Bombs, 0, 5)
	c.Insanity = l.count(what+" insanity", s.Insanity, 0, 1) == 1
	for i, v := range [3]int{s.VPN, s.VPR, s.VPL} {
		c.VP[i] = int8(l.count(what+" vp", v, 0, 10))
	}
	c.KillBox = int8(l.count(what+" killbox", s.KillBox, 0, 10))
	if c.KillBox > 0 && c.Sym[symAssassinate] == 0 && !c.has(opKillAny) {
		l.Fail("%s: pole zabójstwa tylko na kartach zabójstwa", what)
	}
}

func (l *loader) cards(rc *rawCards) {
	if l.Err != nil {
		return
	}
	d := l.d
	if len(rc.Card) != numGame {
		l.Fail("kart gry: %d, a gra ma %d", len(rc.Card), numGame)
		return
	}
	d.FirstGame = uint8(len(d.Cards))
	seen := map[string]bool{}
	for _, r := range rc.Card {
		what := "karta " + r.ID
		l.Source(what, r.Source)
		if n, err := strconv.Atoi(r.ID); err != nil || n < 1 || n > numGame || len(r.ID) != 3 {
			l.Fail("%s: numer karty gry to trzy cyfry 001–%03d", what, numGame)
		}
		if seen[r.ID] {
			l.Fail("%s: powtórzony numer", what)
		}
		seen[r.ID] = true
		if r.Name == "" {
			l.Fail("%s: brak nazwy", what)
		}
		h, ok := headerNames[r.Header]
		if !ok {
			l.Fail("%s: nieznany nagłówek %q", what, r.Header)
		}
		c := Card{ID: r.ID, Name: r.Name, Kind: kindGame, Header: h, OneUse: r.OneUse, Text: r.Text,
			Rules: r.Rules, Note: r.Note, Source: r.Source}
		for _, e := range r.Effect {
			c.Ops = append(c.Ops, l.op(what, e))
		}
		l.symbols(what, &c, &r.Sym)
		l.checkCard(what, &c)
		d.Cards = append(d.Cards, c)
	}
}

// op parses "draw 2" or "cycle".
func (l *loader) op(what, s string) Op {
	f := strings.Fields(s)
	name := s
	n := 0
	if len(f) >= 2 {
		if v, err := strconv.Atoi(f[len(f)-1]); err == nil {
			name, n = strings.Join(f[:len(f)-1], " "), v
		}
	}
	k, ok := opNames[name]
	if !ok {
		l.Fail("%s: nieznana operacja %q", what, s)
		return Op{}
	}
	if opNeedsN[k] != (n > 0) {
		l.Fail("%s: operacja %q ma (albo nie ma) liczby", what, s)
	}
	return Op{Kind: k, N: l.count(what+" "+s, n, 0, 9)}
}

// checkCard: the header agrees with the ops (blocks, benefits, texts).
func (l *loader) checkCard(what string, c *Card) {
	for _, o := range c.Ops {
		switch o.Kind {
		case opBlockAll, opBlockKill:
			c.Block = o.Kind
		case opFenians:
			c.Fenians = true
		case opZombie, opReplaceLocal:
			c.Leopold = true
		}
	}
	text := c.textOp() != opNone
	switch c.Header {
	case hdrNone, hdrSingle:
		if len(c.Ops) > 0 {
			l.Fail("%s: karta bez pola tekstowego nie ma efektów", what)
		}
	case hdrAction, hdrFree:
		if !text || c.Block != opNone {
			l.Fail("%s: akcja bez efektu albo z blokiem", what)
		}
	case hdrBlock:
		if text || c.Block == opNone {
			l.Fail("%s: blok musi mieć tylko efekt bloku", what)
		}
	case hdrBenefit:
		if !c.Fenians || text {
			l.Fail("%s: korzyść musi mieć efekt fenians", what)
		}
	case hdrActionBlock:
		if !text || c.Block == opNone {
			l.Fail("%s: akcja albo blok wymaga obu efektów", what)
		}
	}
	if c.Header == hdrSingle && (!c.OneUse || c.Bombs == 0) {
		l.Fail("%s: „jedno użycie” dotyczy kart z bombami", what)
	}
	if len(c.Ops) > 0 && c.Text == "" && c.Rules == "" {
		l.Fail("%s: efekt bez tekstu", what)
	}
}

func (l *loader) board(rb *rawBoard) {
	if l.Err != nil {
		return
	}
	d := l.d
	if len(rb.City) != numCities {
		l.Fail("miast: %d, a gra ma %d", len(rb.City), numCities)
		return
	}
	d.FirstCity = uint8(len(d.Cards))
	for i, c := range rb.City {
		what := "miasto " + c.ID
		l.Source(what, c.Source)
		if c.Name == "" || c.Royal.Name == "" {
			l.Fail("%s: brak nazwy miasta albo arystokraty", what)
		}
		d.Cities[i] = City{ID: c.ID, Name: c.Name, AgentBombs: l.count(what+" agent_bombs", c.AgentBombs, 1, 9),
			CityCard: uint8(len(d.Cards))}
		card := Card{ID: "C-" + c.ID, Name: c.Name, Kind: kindCity, City: uint8(i), Source: c.Source}
		card.VP[vpN] = int8(l.count(what+" card_vp", c.CardVP, 0, 10))
		d.Cards = append(d.Cards, card)
	}
	d.FirstRoyal = uint8(len(d.Cards))
	for i, c := range rb.City {
		what := "arystokrata " + c.Royal.ID
		d.Cities[i].Royal = uint8(len(d.Cards))
		card := Card{ID: c.Royal.ID, Name: c.Royal.Name, Kind: kindRoyal, City: uint8(i), Source: c.Source,
			BombsReq: l.count(what+" bombs", c.Royal.Bombs, 1, 15)}
		card.VP[vpR] = int8(l.count(what+" vp", c.Royal.VP, 0, 15))
		d.Cards = append(d.Cards, card)
	}
	if len(d.Cards) > int(unknown) {
		l.Fail("za dużo kart: %d", len(d.Cards))
	}
}

// CardIndex finds a card by id ("031", "S06", "C-LON", "067"); ok is false
// when there is none.
func (d *Data) CardIndex(id string) (uint8, bool) {
	for i := range d.Cards {
		if d.Cards[i].ID == id {
			return uint8(i), true
		}
	}
	return 0, false
}
