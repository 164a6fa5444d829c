package dungeonology

// Read-only accessors for the board scene (scenes/dungeonology). Call them
// on a View: they expose what the view keeps (hidden parts read as
// unknown), never the University's count, named with a UI prefix so they
// do not collide with the rules' own helpers.

// Data is the immutable data the state refers to (names, texts).
func (g *Game) Data() *Data { return g.d }

// Players is the number of seats.
func (g *Game) Players() int { return int(g.s.Players) }

// UIActive is the seat whose turn it is (Current may differ while another
// player answers in a window).
func (g *Game) UIActive() int { return int(g.s.Active) }

// UIFirst is the first player's seat; UIRound the round number.
func (g *Game) UIFirst() int { return int(g.s.First) }
func (g *Game) UIRound() int { return int(g.s.Round) }

// UIPhase is the phase of the turn: 0 set-up, 1 opening (publication,
// rest, movement not begun), 3 movement, 4 action, 5 end of turn.
func (g *Game) UIPhase() int {
	switch g.s.Phase {
	case phSetup:
		return 0
	case phStart, phOpen:
		return 1
	case phMove:
		return 3
	case phAction:
		return 4
	}
	return 5
}

// UIOver reports the end of the game.
func (g *Game) UIOver() bool { return g.s.Over }

// TileInfo is one placed zone as the board draws it.
type TileInfo struct {
	Zone     int // index into Data().Zones
	X, Y     int // top-left corner in half-tile units (a tile is 2×2); the start zone is at 0,0
	Cubes    []int
	Links    [8]int // per segment (N-W, N-E, E-N, E-S, S-E, S-W, W-S, W-N): 0 none, 1 open, 2 stairs, 3 wall
	Traps    int    // face-down trap tokens
	SecretX  bool   // a secret passage X token
	Teleport bool   // a teleport token
	Boss     bool   // Laetus stands here
}

// UITiles lists the placed zones in placement order (index = the zone
// argument of move and zone actions).
func (g *Game) UITiles() []TileInfo {
	s := &g.s
	out := make([]TileInfo, s.TileN)
	for i := uint8(0); i < s.TileN; i++ {
		t := &s.Tiles[i]
		ut := TileInfo{Zone: int(t.Zone), X: int(t.X), Y: int(t.Y), SecretX: t.Token&tokSecretX != 0,
			Teleport: t.Token&tokTeleport != 0, Boss: s.BossZone == i && !s.BossGone}
		for k := range g.d.Zones[t.Zone].Cubes {
			c := -1
			if t.Cubes[k] != 0 {
				c = int(t.Cubes[k] - 1)
			}
			ut.Cubes = append(ut.Cubes, c)
		}
		for seg := range ut.Links {
			ut.Links[seg] = int(t.Kind[seg])
		}
		for _, tr := range t.Trap {
			if tr != 0 {
				ut.Traps++
			}
		}
		out[i] = ut
	}
	return out
}

// UIBossZone is the placed zone of the boss, -1 off the map.
func (g *Game) UIBossZone() int {
	if g.s.BossZone == none || g.s.BossGone {
		return -1
	}
	return int(g.s.BossZone)
}

// UIBossSide is 0 for Swarliwy, 1 for Pijany Laetus.
func (g *Game) UIBossSide() int { return int(g.s.BossSide) }

// SeatInfo is one seat's public figures.
type SeatInfo struct {
	Scholar               int // index into Data().Scholars
	Inspired              bool
	Zone                  int
	Columns               [5]int
	Stars, ResearchBonus  int
	Students, Fatigue     int
	Stamina, Speed, Cards int
	Knowledge, Finished   bool
	Rank                  int // publication order, 0 none
	HandSize              int
	JinxUp                []int // face-up jinx cards (index into Data().Jinxes)
	JinxDown              int   // face-down jinx cards
	Interns               []int
	SpeedLeft             int // in the active player's movement
}

// UIScholar returns seat's public figures.
func (g *Game) UIScholar(seat int) SeatInfo {
	s := &g.s
	if seat < 0 || seat >= int(s.Players) || s.P[seat].Scholar >= numScholars {
		return SeatInfo{Scholar: -1}
	}
	p := &s.P[seat]
	u := SeatInfo{Scholar: int(p.Scholar), Inspired: p.Inspired, Zone: int(p.Zone), Stars: g.stars(uint8(seat)),
		ResearchBonus: g.researchBonus(uint8(seat)), Students: int(p.Students), Fatigue: int(p.Fatigue),
		Stamina: int(g.stamina(uint8(seat))), Speed: int(g.speed(uint8(seat))), Cards: int(g.cardLimit(uint8(seat))),
		Knowledge: p.Knowledge, Finished: p.Finished, Rank: int(p.Rank), HandSize: int(p.HandN)}
	for c, n := range p.Col {
		u.Columns[c] = int(n)
	}
	for k := uint8(0); k < p.JinxN; k++ {
		if p.JinxUp&(1<<k) != 0 && p.Jinx[k] < numJinx {
			u.JinxUp = append(u.JinxUp, int(p.Jinx[k]))
		} else {
			u.JinxDown++
		}
	}
	for k := 0; k < numInterns; k++ {
		if p.Interns&(1<<k) != 0 {
			u.Interns = append(u.Interns, k)
		}
	}
	if uint8(seat) == s.Active {
		u.SpeedLeft = max(0, int(g.speed(uint8(seat)))-int(p.SpeedUsed))
	}
	return u
}

// UIHand lists seat's trick cards (physical card numbers; Data().Trick
// names them), or nil where the view hides them.
func (g *Game) UIHand(seat int) []int {
	s := &g.s
	if seat < 0 || seat >= int(s.Players) {
		return nil
	}
	p := &s.P[seat]
	var out []int
	for i := uint8(0); i < p.HandN; i++ {
		if p.Hand[i] == none {
			return nil
		}
		out = append(out, int(p.Hand[i]))
	}
	return out
}

// Trick returns the design of physical card c.
func (d *Data) Trick(c int) *Trick {
	if c < 0 || c >= numTricks {
		return nil
	}
	return &d.Tricks[d.Deck[c]]
}

// CampInfo is the camp board and the decks, as everybody sees them.
type CampInfo struct {
	Campfire        int
	Alert           int // index into Data().Alerts
	OmegaSlots      int // Omega students on the Alert card
	AlertGone       bool
	Panic           int // index into Data().Panics once revealed, -1 face down
	Clan            int // index into Data().Clans if this view may see it, -1 face down
	ResearchPenalty int
	MaxAlert        bool
	Deck, Discard   int
	LastDiscard     int // the top of the discard pile, -1 empty
	JinxDeck        int
	Stacks          [3]int          // face-down zone tiles per level
	Interns         [numInterns]int // owner seat, -1 on the table
	Published       int
}

// UICamp returns the camp board.
func (g *Game) UICamp() CampInfo {
	s := &g.s
	c := CampInfo{Campfire: int(s.Campfire), Alert: int(s.Alert), OmegaSlots: int(s.Slots), AlertGone: s.AlertGone,
		Panic: -1, Clan: -1, MaxAlert: s.MaxAlert, Deck: int(s.DeckN), Discard: int(s.DiscN), LastDiscard: -1,
		JinxDeck: int(s.JDeckN), Published: int(s.Published)}
	if s.Alert < numAlerts {
		c.ResearchPenalty = g.researchPenalty()
	}
	if s.PanicUp && s.Panic < numPanics {
		c.Panic = int(s.Panic)
	}
	if s.Clan < numClans {
		c.Clan = int(s.Clan)
	}
	if s.DiscN > 0 {
		c.LastDiscard = int(s.Disc[s.DiscN-1])
	}
	for lv := range c.Stacks {
		c.Stacks[lv] = int(s.StackN[lv])
	}
	for i, o := range s.InternOwner {
		c.Interns[i] = -1
		if o < s.Players {
			c.Interns[i] = int(o)
		}
	}
	return c
}

// TestInfo is the stealth test under way.
type TestInfo struct {
	On, Spy        bool
	Tester, Target int
	Zone           int
	Cubes          int // research: cubes attempted
	Colour         int // spying: the cube colour
	Stealth, Alert int
	Revealed       bool // the stealth level is out: the answers have begun
}

// UITest returns the stealth test under way, if any.
func (g *Game) UITest() TestInfo {
	t := &g.s.T
	if !t.On {
		return TestInfo{}
	}
	return TestInfo{On: true, Spy: t.Spy, Tester: int(t.Tester), Target: int(t.Target), Zone: int(t.Tile),
		Cubes: int(t.K), Colour: int(t.Colour), Stealth: int(t.Stealth), Alert: int(t.Alert), Revealed: t.Stage != tsBuild}
}

// PendingInfo describes the decision waiting on top of the pending stack.
type PendingInfo struct {
	// Op names it: "card", "aux", "reaction", "immediate", "test", "move",
	// "place", "stairs", "fatigue", "drop", "boss", "boss_free",
	// "panic_boss", "move_other", "discard", "rest", "encounter",
	// "publish_max", "second_wind", "remove", "magic_sight", "give",
	// "teleport", or "" when a phase decision is open.
	Op   string
	Seat int
	N    int // what is left: zones to move, cubes to drop, cards to discard
	Zone int // the drawn zone tile waiting for its place (place), -1 otherwise
}

var pendingNames = map[uint8]string{pCard: "card", pAux: "aux", pReact: "reaction", pImmediate: "immediate",
	pTest: "test", pEnter: "enter", pMoveN: "move", pPlace: "place", pStairs: "stairs", pFatigue: "fatigue",
	pDrop: "drop", pBossStep: "boss", pBossFree: "boss_free", pPanicBoss: "panic_boss", pMoveOther: "move_other",
	pDiscard: "discard", pRest: "rest", pEncounterAny: "encounter", pPublishMax: "publish_max",
	pSecondWind: "second_wind", pRemove: "remove", pMagicSight: "magic_sight", pGive: "give", pTeleport: "teleport"}

// UIPending returns the open pending decision, if any.
func (g *Game) UIPending() (PendingInfo, bool) {
	s := &g.s
	q := s.top()
	if s.Over || q == nil {
		return PendingInfo{}, false
	}
	info := PendingInfo{Op: pendingNames[q.Op], Seat: int(q.Seat), N: int(q.N), Zone: -1}
	if q.Op == pPlace && q.Card != none {
		info.Zone = int(q.Card)
	}
	return info, true
}
