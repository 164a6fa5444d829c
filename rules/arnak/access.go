package arnak

import (
	"strings"

	"stolik/rules/engine"
)

// Read-only accessors for the board scene (scenes/arnak). They copy what
// they return, so a scene can never change a state through them; callers
// must not modify the *Data from UIData either.

// UINone marks an empty slot (row, site tile, guardian, idol, assistant).
const UINone = none

// UIPlayerView is the public part of one seat plus its hand size. The
// hand's cards are not in it: a scene asks UIHand for its own seat only.
type UIPlayerView struct {
	Res       [NumRes]int
	HandN     int
	DeckN     int
	Play      []uint8 // play area (this round's played cards), in order
	Fear      int     // Fear cards owned (hand, deck and play together)
	Arch      [2]int  // -1 on the player board, else site*2+space
	Crate     int     // idols not yet in a slot
	Slots     uint8   // bit i: idol slot i used
	Asst      [2]uint8
	Gold      [2]bool
	Exhausted [2]bool
	Guards    []uint8
	BoonUsed  uint16
	TempleVP  int
	Mag, Note int
	Passed    bool
}

// UISiteView is one site's tile, guardian, pawns and idols.
type UISiteView struct {
	Tile  uint8    // UINone = undiscovered
	Guard uint8    // UINone = no guardian
	Occ   [2]uint8 // 0 free, 1+seat, 0xFE blocked, 0xFD rival
	Idol  [2]uint8 // face-up, face-down idol ids or UINone
}

// UIData is the game's data (the side in play). Read only.
func (g *Game) UIData() *Data { return g.d }

// UIPlayers is the seat count.
func (g *Game) UIPlayers() int { return int(g.s.Players) }

// UIActive is the seat to move.
func (g *Game) UIActive() int { return int(g.s.Active) }

// UIFirst is the round's first player.
func (g *Game) UIFirst() int { return int(g.s.First) }

// UIRound is the round, 1..5 (6 once over).
func (g *Game) UIRound() int { return int(g.s.Round) }

// UIOver reports the end of the game.
func (g *Game) UIOver() bool { return g.s.Over }

// UIMainDone reports that the active seat took its main action.
func (g *Game) UIMainDone() bool { return g.s.MainDone }

// UICleanup reports the end-of-round decision on leftover hand cards.
func (g *Game) UICleanup() bool { return g.s.Cleanup }

// UIPlayer is seat i's public view; the zero value for a bad seat.
func (g *Game) UIPlayer(i int) UIPlayerView {
	var v UIPlayerView
	if i < 0 || i >= int(g.s.Players) {
		return v
	}
	p := &g.s.P[i]
	for r := range p.Res {
		v.Res[r] = int(p.Res[r])
	}
	v.HandN, v.DeckN = int(p.Hand.N), int(p.Deck.N)
	v.Play = append([]uint8(nil), p.Play.list()...)
	for _, z := range [3]*zone{&p.Hand, &p.Deck, &p.Play} {
		for _, c := range z.list() {
			if int(c) < numCards && g.d.Cards[c].Kind == kindFear {
				v.Fear++
			}
		}
	}
	for k, a := range p.Arch {
		v.Arch[k] = int(a) - 1
	}
	v.Crate, v.Slots = int(p.Crate), p.Slots
	v.Asst, v.Gold, v.Exhausted = p.Asst, p.Gold, p.Exhausted
	v.Guards = append([]uint8(nil), p.Guard[:p.NGuard]...)
	v.BoonUsed, v.TempleVP = p.BoonUsed, int(p.TempleVP)
	v.Mag, v.Note, v.Passed = int(p.Mag), int(p.Note), p.Passed
	return v
}

// UIHand is seat i's hand. In a view only the viewing seat's hand holds
// its real cards (the others are a sorted mix with the deck), so a scene
// asks for its own seat only.
func (g *Game) UIHand(i int) []uint8 {
	if i < 0 || i >= int(g.s.Players) {
		return nil
	}
	return append([]uint8(nil), g.s.P[i].Hand.list()...)
}

// UIRow is the card row (UINone = empty slot); slots < round-1 hold artifacts.
func (g *Game) UIRow() [6]uint8 { return g.s.Row }

// UIDecks are the item, artifact and Fear supply counts.
func (g *Game) UIDecks() (items, artifacts, fear int) {
	return int(g.s.NItem), int(g.s.NArt), int(g.s.FearDeck)
}

// UISite is site i's state.
func (g *Game) UISite(i int) UISiteView {
	if i < 0 || i >= numSites {
		return UISiteView{Tile: none, Guard: none, Idol: [2]uint8{none, none}}
	}
	s := &g.s
	return UISiteView{Tile: s.SiteTile[i], Guard: s.SiteGuard[i], Occ: s.Occ[i], Idol: s.Idol[i]}
}

// UIStacks are the face-down stacks: level I and II site tiles, guardians.
func (g *Game) UIStacks() (tiles1, tiles2, guardians int) {
	return int(g.s.N1), int(g.s.N2), int(g.s.NG)
}

// UIAssistantStack is the size and top assistant of supply stack k.
func (g *Game) UIAssistantStack(k int) (n int, top uint8) {
	if k < 0 || k >= 3 || g.s.NA[k] == 0 {
		return 0, none
	}
	return int(g.s.NA[k]), g.s.AStack[k][g.s.NA[k]-1]
}

// UIBonus is the bonus tile on research node n, or UINone.
func (g *Game) UIBonus(n int) uint8 {
	if n < 0 || n >= numNodes {
		return none
	}
	return g.s.Bonus[n]
}

// UITemple are the temple tiles left: 2, 2, 2, 6, 6, 11 VP stacks.
func (g *Game) UITemple() [6]uint8 { return g.s.Temple }

// UITempleVP is what temple stack i is worth.
func UITempleVP(i int) int {
	if i < 0 || i >= len(templeVP) {
		return 0
	}
	return int(templeVP[i])
}

// UITempleCost is what a tile of temple stack i costs (its VP is
// UITempleVP(i)).
func (g *Game) UITempleCost(i int) Res {
	if i < 0 || i >= len(templeVP) {
		return Res{}
	}
	return templeCost(g.d, i)
}

// UITempleNode is the research node of the Lost Temple.
const UITempleNode = templeNode

// UIPool is the travel symbols played this turn (boot, ship, car, plane).
func (g *Game) UIPool() [NumTravel]uint8 { return g.s.Pool }

// UIPending names the decision an effect is waiting for ("" when none):
// the op's Polish name from the data.
func (g *Game) UIPending() string {
	op, f := g.topOp()
	if op == nil {
		return ""
	}
	if f.Opt {
		return g.d.OpNames[opCard]
	}
	return g.d.OpNames[op.Kind]
}

// UIRival reports the solo rival, its pawns on the map and the research
// node of its magnifying glass.
func (g *Game) UIRival() (on bool, pawns, mag int) {
	r := &g.s.Rival
	return r.On, int(r.Pawns), int(r.Mag)
}

// UIRivalStack is the solo rival's action stack as the player sees it:
// how many tiles are left and the decision arrow on the top tile's back
// (right or left), which settles the rival's ties (rulebook: «strzałka
// decyzji»); with the stack empty, the arrow of the bottom used tile.
func (g *Game) UIRivalStack() (left int, right bool) {
	return int(g.s.Rival.NStack), g.arrowRight()
}

// UIEffectText words an effect in Polish from the data's op names.
func (g *Game) UIEffectText(eff uint16) string {
	if int(eff) >= len(g.d.Effects) {
		return ""
	}
	return g.d.EffectText(eff)
}

// UICardKind is 0 basic, 1 Fear, 2 item, 3 artifact.
func (g *Game) UICardKind(c uint8) int {
	if int(c) >= numCards {
		return -1
	}
	return int(g.d.Cards[c].Kind)
}

// UISiteEffect words what a camp or discovered site gives ("" while undiscovered).
func (g *Game) UISiteEffect(i int) string {
	if i < 0 || i >= numSites || (g.d.Sites[i].Level > 0 && g.s.SiteTile[i] == none) {
		return ""
	}
	return g.UIEffectText(g.siteEffect(i))
}

// UISiteEffectID is the effect a camp or discovered site gives (for the
// board's icon line); UINoEffect while undiscovered.
func (g *Game) UISiteEffectID(i int) uint16 {
	if i < 0 || i >= numSites || (g.d.Sites[i].Level > 0 && g.s.SiteTile[i] == none) {
		return noEffect
	}
	return g.siteEffect(i)
}

// UIChoiceSite: for a choice of a pending effect that picks a site (dig
// without travel cost, overcome, activate), the site and (dig only) the
// space it names; ok is false for every other action.
func (g *Game) UIChoiceSite(a engine.Action) (site, space int, ok bool) {
	if a.Kind != KindChoose || a.A != 1 || g.s.Cleanup || int(a.B) >= numSites {
		return 0, 0, false
	}
	op, f := g.topOp()
	if op == nil || f.Opt {
		return 0, 0, false
	}
	switch op.Kind {
	case opDig:
		return int(a.B), int(a.C), true
	case opOvercome, opActivate:
		return int(a.B), -1, true
	}
	return 0, 0, false
}

// UISpace is the travel symbols a site's space costs (nil if none).
func (g *Game) UISpace(site, space int) []uint8 {
	if site < 0 || site >= numSites || space < 0 || space >= len(g.d.Sites[site].Spaces) {
		return nil
	}
	return g.d.Sites[site].Spaces[space]
}

// UINoEffect marks a guardian whose boon is travel symbols.
const UINoEffect = noEffect

// UIRivalScore is the solo rival's points so far (0 without a rival).
func (g *Game) UIRivalScore() int {
	if !g.s.Rival.On {
		return 0
	}
	return g.rivalScore()
}

// GuardianCostText words guardian gi's cost in Polish: its resources,
// travel symbols and discard ("1 moneta, 1 grot strzały, but").
func (d *Data) GuardianCostText(gi uint8) string {
	if int(gi) >= len(d.Guardians) {
		return ""
	}
	gd := &d.Guardians[gi]
	var parts []string
	if gd.Cost != (Res{}) {
		parts = append(parts, d.ResCount(gd.Cost))
	}
	if len(gd.CostTravel) > 0 {
		parts = append(parts, d.travelList(gd.CostTravel))
	}
	if gd.Discard > 0 {
		parts = append(parts, d.OpNames[opDiscard])
	}
	return strings.Join(parts, ", ")
}

// GuardianBoonText words guardian gi's boon (its travel symbols or effect).
func (d *Data) GuardianBoonText(gi uint8) string {
	if int(gi) >= len(d.Guardians) {
		return ""
	}
	gd := &d.Guardians[gi]
	if len(gd.BoonTravel) > 0 {
		return d.travelList(gd.BoonTravel)
	}
	return d.EffectText(gd.Boon)
}
