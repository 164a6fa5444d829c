package donjon

// Read-only accessors for the board scene (scenes/donjon). They expose
// only what View keeps public (counts, markets, face-up tiles), named with
// a UI prefix so they do not collide with the rules' own helpers.

// PendingInfo describes the decision at the head of the queue.
type PendingInfo struct {
	// Op is the decision's name: "steps", "teleport", "gain_supply",
	// "gain_pit", "remove_groups", "sacrifice", "retreat", "threat_area",
	// or "" when no queued decision is open (a phase decision instead).
	Op   string
	Seat int
	// N is what is left: steps, monsters to place or groups to remove.
	N int
}

// UIPending returns the open queued decision, if any.
func (g *Game) UIPending() (PendingInfo, bool) {
	s := &g.s
	if s.Over || s.QN == 0 {
		return PendingInfo{}, false
	}
	q := &s.Q[0]
	info := PendingInfo{Seat: int(q.Seat), N: int(q.N)}
	switch q.Op {
	case opSteps:
		info.Op = "steps"
	case opTeleport:
		info.Op = "teleport"
	case opGainSupply:
		info.Op = "gain_supply"
	case opGainPit:
		info.Op = "gain_pit"
	case opRemoveGroups:
		info.Op = "remove_groups"
	case opSacrifice:
		info.Op = "sacrifice"
	case opRetreat:
		info.Op = "retreat"
	case opThreatMonsters:
		info.Op = "threat_area"
	}
	return info, true
}

// UIActive is the seat whose turn it is (the Current seat may differ while
// another player answers an out-of-turn decision).
func (g *Game) UIActive() int { return int(g.s.Active) }

// UIFirst is the first player's seat.
func (g *Game) UIFirst() int { return int(g.s.First) }

// UIRound is the round number.
func (g *Game) UIRound() int { return int(g.s.Round) }

// UIOver reports the end of the game.
func (g *Game) UIOver() bool { return g.s.Over }

// UIEndTriggered reports that the last Threat card was drawn.
func (g *Game) UIEndTriggered() bool { return g.s.EndTriggered }

// UISupply is the general supply of type t (VIP: the VIP reserve).
func (g *Game) UISupply(t uint8) int {
	if t >= NumTypes {
		return 0
	}
	return int(g.s.Supply[t])
}

// UIAreaTotal is the number of monsters in area a.
func (g *Game) UIAreaTotal(a uint8) int {
	if a >= NumAreas {
		return 0
	}
	return areaTotal(&g.s.Areas[a])
}

// UIInn returns the Inn deck size and the group tokens on the terrace.
func (g *Game) UIInn() (deck, terrace int) { return int(g.s.InnN), int(g.s.InnTerrace) }

// UIThreatRow is the number of face-down cards in the threat row.
func (g *Game) UIThreatRow() int { return int(g.s.RowN) }

// UIGraveyard returns the Threat and Inn cards in the Graveyard.
func (g *Game) UIGraveyard() (threats, inns int) { return int(g.s.GraveN), int(g.s.InnGraveN) }

// UISwords returns the Sword Bearer deck and discard sizes.
func (g *Game) UISwords() (deck, discard int) { return int(g.s.SwordN), int(g.s.SwordDiscN) }

// UIVIPs returns the VIP deck size and the face-up VIP cards (indices into
// Data.VIPs, -1 for an empty slot).
func (g *Game) UIVIPs() (deck int, market [2]int) {
	for i, c := range g.s.VIPMarket {
		market[i] = cardIndex(c)
	}
	return int(g.s.VIPN), market
}

// UIPotions returns the Potion deck size and the face-up potions (indices
// into Data.Potions, -1 for an empty slot).
func (g *Game) UIPotions() (deck int, market [3]int) {
	for i, c := range g.s.PotionMarket {
		market[i] = cardIndex(c)
	}
	return int(g.s.PotionN), market
}

func cardIndex(c uint8) int {
	if c == none {
		return -1
	}
	return int(c)
}

// KeeperInfo is one player's Keeper tile as the table sees it.
type KeeperInfo struct {
	Up      bool
	Peeked  bool   // face down, but this view's seat may look at it (G26 variant)
	Tile    int    // index into Data.Tiles; -1 while face down
	Covered [3]int // penalty token value on each power, 0 = free
}

// UIKeeper returns seat's Keeper tile.
func (g *Game) UIKeeper(seat int) KeeperInfo {
	if seat < 0 || seat >= int(g.s.Players) {
		return KeeperInfo{Tile: -1}
	}
	p := &g.s.P[seat]
	k := KeeperInfo{Up: p.KeeperUp, Tile: -1}
	k.Peeked = !p.KeeperUp && g.s.Peek && g.s.Masked && int(g.s.Viewer) == seat
	if p.KeeperUp || k.Peeked {
		k.Tile = int(p.Keeper)
	}
	for i, v := range p.Covered {
		k.Covered[i] = int(v)
	}
	return k
}

// UIPenalties returns seat's penalty tokens: how many of the five are
// still in reserve and the values lying left of room 5 (bit v-1 set means
// token v is there).
func (g *Game) UIPenalties(seat int) (reserve int, office uint8) {
	if seat < 0 || seat >= int(g.s.Players) {
		return 0, 0
	}
	p := &g.s.P[seat]
	return numTokens - int(p.Tokens), p.OfficeTokens
}

// UIObjectivePoints is what objective slot i (0..3) would score for seat
// now.
func (g *Game) UIObjectivePoints(seat, i int) int {
	if seat < 0 || seat >= int(g.s.Players) || i < 0 || i >= 4 {
		return 0
	}
	oi := g.s.Objectives[i]
	if int(oi) >= len(g.d.Objectives) {
		return 0
	}
	return g.objective(&g.d.Objectives[oi], uint8(seat))
}

// UIProjectedScore is seat's score if the game ended now.
func (g *Game) UIProjectedScore(seat int) int {
	if seat < 0 || seat >= int(g.s.Players) {
		return 0
	}
	return g.score(uint8(seat)).total()
}

// UIRoomPower names room r's (1..5) power: "potion", "vip", "steps",
// "sword" or "" (room 5).
func (g *Game) UIRoomPower(r int) string {
	if r < 1 || r > 5 {
		return ""
	}
	switch g.d.Rooms[r-1].Power {
	case powerPotion:
		return "potion"
	case powerVIP:
		return "vip"
	case powerSteps:
		return "steps"
	case powerSword:
		return "sword"
	}
	return ""
}
