package discover

import "stolik/rules/engine"

// Read-only accessors for the board scene (scenes/discover, built later)
// and the campaign screen. They copy what they return, so a scene can
// never change a state through them; callers must not modify the *Data
// from UIData either. A scene draws from a View, so hidden pieces arrive
// sorted (face-down tiles, tokens) and must be shown face down: the
// accessors say what is face up.

// UINone marks an empty slot.
const UINone = none

// UIData is the game's data. Read only.
func (g *Game) UIData() *Data { return g.d }

// UITerrain is the terrain sheet in play (layout, hex coordinates,
// terrain kinds and costs). Read only.
func (g *Game) UITerrain() *Terrain { return g.t }

// UIPlayers is the seat count.
func (g *Game) UIPlayers() int { return int(g.s.Players) }

// UIScenario is the scenario number (1–5).
func (g *Game) UIScenario() int { return int(g.s.Scenario) }

// UIDay is the day in progress; UINight reports the night phase.
func (g *Game) UIDay() int { return int(g.s.Day) }

// UINight reports the night phase and the night card with the step being
// resolved (card index into Data.Night, step index; -1 when none).
func (g *Game) UINight() (on bool, card, step int) {
	s := &g.s
	if s.Phase != phNight {
		return false, -1, -1
	}
	st := int(s.NightStep)
	if st >= len(g.d.Night[s.NightCard].Steps) {
		st = -1
	}
	return true, int(s.NightCard), st
}

// UILeader and UIActive are the tribe leader and the hero whose day turn
// it is.
func (g *Game) UILeader() int { return int(g.s.Leader) }

// UIActive is the hero whose day turn it is.
func (g *Game) UIActive() int { return int(g.s.Active) }

// UIOver reports the end; UIIslandWon that nobody won.
func (g *Game) UIOver() bool { return g.s.Over }

// UIIslandWon reports the island's victory (no hero won).
func (g *Game) UIIslandWon() bool { return g.s.Over && g.s.Lost }

// UIQuest is the current quest card (index into Data.Quests) and the
// quest pool's progress (delivered, needed; 0, 0 without a pool).
func (g *Game) UIQuest() (quest, delivered, need int) {
	s := &g.s
	q := &g.d.Quests[s.Quest]
	if q.Deliver != nil {
		need = g.deliverNeed(q.Deliver)
	}
	return int(s.Quest), int(s.Delivered), need
}

// UIHeroView is one hero's public state.
type UIHeroView struct {
	Character int // index into Data.Characters, -1 before the draft ends
	Status    int // 0 playing, 1 won, 2 victim
	Hex       int
	Stamina   int
	Health    [3]uint8 // Heart (0) or a damage type per dial
	Res       [NumRes]int
	Double    [NumRes]int
	Items     []UIItem
	Projects  int   // hand size (the cards: UIHand, own seat only)
	Threats   []int // persistent threat cards (index into Data.Threats[colour])
	Support   bool
	Load      int
	Relics    int
}

// UIItem is an item card a hero holds.
type UIItem struct {
	Card    int // index into Data.Cards
	Markers int
	Used    uint8 // card actions used today (bits)
}

// UIHero is hero i's public view; the zero value for a bad seat.
func (g *Game) UIHero(i int) UIHeroView {
	s := &g.s
	v := UIHeroView{Character: -1}
	if i < 0 || i >= int(s.Players) {
		return v
	}
	p := &s.H[i]
	if p.Char != none {
		v.Character = int(p.Char)
	}
	v.Status, v.Hex, v.Stamina, v.Health = int(p.Status), int(p.Hex), int(p.Stamina), p.Health
	for r := range p.Res {
		v.Res[r], v.Double[r] = int(p.Res[r]), int(p.Dbl[r])
	}
	for k := 0; k < int(p.NItems); k++ {
		it := p.Items[k]
		v.Items = append(v.Items, UIItem{Card: int(it.Card), Markers: int(it.Markers), Used: it.Used})
	}
	v.Projects = int(p.NProj)
	for k := 0; k < int(p.NThreats); k++ {
		v.Threats = append(v.Threats, int(p.Threats[k]))
	}
	v.Support, v.Relics = p.Support, int(p.Relics)
	v.Load, _ = g.load(i)
	return v
}

// UIHand is hero i's project hand (indices into Data.Projects). In a view
// only the viewing seat's hand is real.
func (g *Game) UIHand(i int) []int {
	if i < 0 || i >= int(g.s.Players) {
		return nil
	}
	p := &g.s.H[i]
	out := make([]int, p.NProj)
	for k := range out {
		out[k] = int(p.Proj[k])
	}
	return out
}

// UIDealt is the characters dealt to hero i during the draft (own seat
// only in a view).
func (g *Game) UIDealt(i int) []int {
	if i < 0 || i >= int(g.s.Players) || g.s.Phase != phDraft {
		return nil
	}
	p := &g.s.H[i]
	out := make([]int, p.NDealt)
	for k := range out {
		out[k] = int(p.Dealt[k])
	}
	return out
}

// UITable is the face-up projects anyone may craft.
func (g *Game) UITable() []int {
	s := &g.s
	out := make([]int, s.NTable)
	for k := range out {
		out[k] = int(s.Table[k])
	}
	return out
}

// UISlot is a layout slot: its stack number, whether it is face up and
// (only then) its tile index into Terrain.Tiles.
func (g *Game) UISlot(slot int) (stack int, up bool, tile int) {
	s := &g.s
	if slot < 0 || slot >= numTiles {
		return 0, false, -1
	}
	if !s.SlotUp[slot] {
		return int(g.t.SlotStack[slot]), false, -1
	}
	return int(g.t.SlotStack[slot]), true, int(s.Slot[slot])
}

// UIHexView is what lies on one space.
type UIHexView struct {
	Revealed  bool
	Space     Space // the printed space (zero while face down)
	LandToken int   // -1 none; else the token index into Terrain.Tokens (meaningful only when LandUp)
	LandUp    bool
	LandType  int // the token's symbol type (its back), -1 none
	Water     int // -1 none; the water token (meaningful only when WaterUp)
	WaterUp   bool
	Fire      int // 0 none, 1 lit, 2 unlit
	Marker    bool
	Drop      [NumRes]int
	DropDbl   [NumRes]int
}

// UIHex is space x's state.
func (g *Game) UIHex(x int) UIHexView {
	v := UIHexView{LandToken: -1, LandType: -1, Water: -1}
	if x < 0 || x >= numHex {
		return v
	}
	s := &g.s
	hx := &s.Hx[x]
	v.Revealed = g.revealed(uint8(x))
	if v.Revealed {
		v.Space = *g.space(uint8(x))
	}
	if hx.Land != none {
		v.LandToken, v.LandUp, v.LandType = int(hx.Land), hx.LandUp, int(g.t.Tokens[hx.Land].Type)
	}
	if hx.Water != none {
		v.Water, v.WaterUp = int(hx.Water), hx.WaterUp
	}
	v.Fire, v.Marker = int(hx.Fire), hx.Marker
	for r := range hx.Drop {
		v.Drop[r], v.DropDbl[r] = int(hx.Drop[r]), int(hx.DropDbl[r])
	}
	return v
}

// UIMonster is an enemy token on the map.
type UIMonster struct {
	Hex     int
	Up      bool
	Enemy   int // index into Data.Cards (meaningful only when Up)
	Special bool
	Land    bool // a landscape enemy token left face up
	Damage  int
}

// UIMonsters lists the enemy tokens on the map.
func (g *Game) UIMonsters() []UIMonster {
	s := &g.s
	var out []UIMonster
	for i := 0; i < int(s.NMon); i++ {
		m := &s.Mon[i]
		if m.Hex == none {
			continue
		}
		out = append(out, UIMonster{Hex: int(m.Hex), Up: m.Up, Enemy: int(m.Enemy), Special: m.Src == monSpecial,
			Land: m.Src == monLand, Damage: int(m.Dmg)})
	}
	return out
}

// UICombatView is the fight in progress.
type UICombatView struct {
	On             bool
	PvP            bool
	Hero, Defender int
	Enemy          int // index into Data.Cards, -1 in a hero fight
	EnemyDamage    int
	Rolled         bool
	Grey, Red      int // visible faces
	GreyFinal      int
	RedFinal       int
	Played         [maxPlayers]int // support card per hero (0 none, 1 Szturm, 2 Obrona, 3 Przygwożdżenie)
}

// UICombat describes the fight in progress.
func (g *Game) UICombat() UICombatView {
	s := &g.s
	c := &s.Combat
	v := UICombatView{On: c.On, PvP: c.PvP, Hero: int(c.Hero), Defender: int(c.Defender), Enemy: -1}
	if !c.On {
		return v
	}
	if !c.PvP {
		v.Enemy = int(c.Enemy)
		v.EnemyDamage = int(*g.enemyDmg())
	}
	v.Rolled, v.Grey, v.Red = c.Rolled, int(c.Grey), int(c.Red)
	if c.Rolled {
		v.GreyFinal, v.RedFinal = g.greyFinal(), g.redFinal()
	}
	for h := range c.Played {
		v.Played[h] = int(c.Played[h])
	}
	return v
}

// UIUpgrades lists the upgrade cards in play (indices into Data.Cards).
func (g *Game) UIUpgrades() []int {
	var out []int
	for _, id := range g.s.upgrades() {
		out = append(out, int(id))
	}
	return out
}

// UIDecision names the pending decision ("" during a plain day turn):
// draft, choose, key, load, water, dirty, support, modify, transfer,
// retreat, fight_order, who, tie, leader, inspire, trade, trade_answer,
// move, share, escape, steal, dup, other, scout, pvp, heal.
func (g *Game) UIDecision() string {
	names := []string{"", "draft", "choose", "key", "load", "water", "dirty", "support", "modify", "transfer",
		"retreat", "fight_order", "who", "tie", "leader", "inspire", "trade", "trade_answer", "move", "share",
		"escape", "steal", "dup", "other", "scout", "pvp", "food", "heal"}
	k := int(g.s.Dec.Kind)
	if k < len(names) {
		return names[k]
	}
	return ""
}

// UIMoveCost is what moving hero h onto space x would cost (-1 if it is
// not a legal move now): the board shows it before the drop.
func (g *Game) UIMoveCost(h int, x int) int {
	s := &g.s
	if h < 0 || h >= int(s.Players) || x < 0 || x >= numHex || !g.revealed(uint8(x)) {
		return -1
	}
	adj := false
	for _, n := range g.t.Adj[s.H[h].Hex] {
		adj = adj || int(n) == x
	}
	if !adj {
		return -1
	}
	return g.moveCost(uint8(h), uint8(x))
}

// UIDescribeArgs is the Polish text of the card an event names, for
// tooltips: the title and text of numbered card id.
func (g *Game) UICardText(id int) (title, text, flavour string) {
	if id < 0 || id >= len(g.d.Cards) {
		return "", "", ""
	}
	c := &g.d.Cards[id]
	return c.Title, c.Text, c.Flavour
}

var _ engine.Game = (*Game)(nil)

// CampaignChapters is Discover's campaign for the «Kampania» screen
// (assets/data/discover/chapters.toml): scenarios 1 → 2 → 3 → 4 in order
// (Unlock names the scenario a win opens; 0 = none), each chapter's
// introduction and the journal entries («Dziennik wyprawy») a win adds;
// scenario 5 needs MinSeats (2) and is always open. Each chapter is a fresh
// game with the option scenario=N; nothing else carries over. A codex of
// discovered cards can be built from the game log: every card revealed is a
// "discover.card" event whose "number" argument is the card's number.
func CampaignChapters() ([]Chapter, error) {
	d, err := DefaultData()
	if err != nil {
		return nil, err
	}
	return append([]Chapter(nil), d.Chapters...), nil
}
