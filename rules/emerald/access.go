package emerald

import "stolik/rules/engine"

// Read-only accessors for the board scene (scenes/emerald). They copy what
// they return, so a scene can never change a state through them; callers
// must not modify the *Data from UIData either. A scene reads them from
// its seat's View: what that seat may not know is already masked there.

// UINone marks an empty slot (no top card, no royal).
const UINone = none

// UIUnknown is a masked identity or card.
const UIUnknown = unknown

// Factions as UIPlayerView.Identity reports them (0 = not known).
const (
	UIRestorationist = factR
	UILoyalist       = factL
)

// UITabEntry is a card next to a player's identity card.
type UITabEntry struct {
	Card   uint8
	Victim int  // the colour lying on its kill box, or -1
	Hidden bool // a royal taken by Ukrycie arystokracji
}

// UIPlayerView is the public part of one seat (and, in its own view, its
// identity). Hand cards are not in it: a scene asks UIHand for its seat.
type UIPlayerView struct {
	HandN, DeckN int
	Discard      []uint8
	Tableau      []UITabEntry
	Identity     uint8 // UIRestorationist, UILoyalist or 0 when not known to the viewer
	Changes      int   // Zmiana nastawienia cards on the identity card
	Revealed     bool
	Sanity       int
	Agents       int // in the supply
	Cubes        int // in the supply
	Limbo        int
	MiGo, Yog    int // agents kept on Mi-Go / placed on Yog Sothoth
	Dead         int // agents lying on kill boxes
	OnBoard      int
	VP           [3]int // neutral, Restorationist, Loyalist (cards, royals, Yog)
	KillVP       int
	Running      int // the VP track total (§4.13)
	BlackHand    int
}

// UICityView is one city: its stack, royalty slot and pieces.
type UICityView struct {
	Top     uint8 // face-up top card or UINone
	StackN  int   // cards in the stack, the top included
	Royal   uint8 // royalty on the slot or UINone
	Cubes   [maxPlayers]int
	Agents  [maxPlayers]int
	Zombies int
}

// UIData is the game's data. Read only.
func (g *Game) UIData() *Data { return g.d }

// UIPlayers is the seat count.
func (g *Game) UIPlayers() int { return int(g.s.Players) }

// UIActive is the seat whose turn it is.
func (g *Game) UIActive() int { return int(g.s.Active) }

// UIFirst is the first player.
func (g *Game) UIFirst() int { return int(g.s.First) }

// UIOver reports the end of the game; UIEndReason says why (1 VP, 2 track,
// 3 a Restorationist forced to reveal, 4 the round cap).
func (g *Game) UIOver() bool     { return g.s.Over }
func (g *Game) UIEndReason() int { return int(g.s.End) }

// UIActions is the number of actions taken this turn (0–2).
func (g *Game) UIActions() int { return int(g.s.Actions) }

// UISetup is the number of set-up agent placements left.
func (g *Game) UISetup() int { return int(g.s.Setup) }

// UITurn counts turns from 1.
func (g *Game) UITurn() int { return int(g.s.Turn) }

// UITracks are the Restorationist and Loyalist markers (0–10).
func (g *Game) UITracks() (r, l int) { return int(g.s.TrackR), int(g.s.TrackL) }

// UIThreshold is the VP total that ends the game for this player count.
func (g *Game) UIThreshold() int { return g.d.Rules.VPThreshold[g.s.Players] }

// UIZombies are the zombies in the supply and those out of the game.
func (g *Game) UIZombies() (supply, gone int) { return int(g.s.Zombies), int(g.s.ZombiesGone) }

// UILeopold reports that Stowarzyszenie Leopolda was played.
func (g *Game) UILeopold() bool { return g.s.Leopold }

// UIRemoved are the cards removed from the game face up.
func (g *Game) UIRemoved() []uint8 { return append([]uint8(nil), g.s.Removed[:g.s.RemovedN]...) }

// UIPlayer is seat i's view; the zero value for a bad seat.
func (g *Game) UIPlayer(i int) UIPlayerView {
	var v UIPlayerView
	s := &g.s
	if i < 0 || i >= int(s.Players) {
		return v
	}
	p := &s.P[i]
	v.HandN, v.DeckN = int(p.Hand.N), int(p.Deck.N)
	v.Discard = append([]uint8(nil), p.Discard.list()...)
	for _, e := range p.Tab[:p.TabN] {
		t := UITabEntry{Card: e.Card, Victim: -1, Hidden: e.Hidden}
		if e.Victim != none {
			t.Victim = int(e.Victim)
		}
		v.Tableau = append(v.Tableau, t)
	}
	if p.Identity == factR || p.Identity == factL {
		v.Identity = s.faction(i)
	}
	v.Changes, v.Revealed, v.Sanity = int(p.Change), p.Revealed, int(p.Sanity)
	v.Agents, v.Cubes, v.Limbo = int(p.Agents), int(p.Cubes), int(p.Limbo)
	v.MiGo, v.Yog, v.Dead, v.OnBoard = int(p.MiGo), int(p.Yog), int(p.Dead), s.onBoard(i)
	for t := range p.VP {
		v.VP[t] = int(p.VP[t])
	}
	for _, k := range p.Kill {
		v.KillVP += int(k)
	}
	v.Running, v.BlackHand = s.running(i), int(p.BlackHand)
	return v
}

// UIHand is seat i's hand, sorted. In a view only the viewing seat's hand
// holds its real cards, so a scene asks for its own seat only.
func (g *Game) UIHand(i int) []uint8 {
	if i < 0 || i >= int(g.s.Players) {
		return nil
	}
	return append([]uint8(nil), g.s.P[i].Hand.list()...)
}

// UICity is city c's state.
func (g *Game) UICity(c int) UICityView {
	v := UICityView{Top: none, Royal: none}
	if c < 0 || c >= numCities {
		return v
	}
	ct := &g.s.C[c]
	v.Top, v.StackN, v.Royal, v.Zombies = g.s.topCard(c), int(ct.N), ct.Royal, int(ct.Zombies)
	for i := 0; i < int(g.s.Players); i++ {
		v.Cubes[i], v.Agents[i] = int(ct.Cubes[i]), int(ct.Agents[i])
	}
	return v
}

// UIMajority reports whether seat i holds the majority in city c (§4.2).
func (g *Game) UIMajority(i, c int) bool {
	if i < 0 || i >= int(g.s.Players) || c < 0 || c >= numCities {
		return false
	}
	return g.s.majority(i, c)
}

// UIPending names the decision waiting on top of the stack, as a locale
// key ("" when the turn's own choices are open), and whose it is.
func (g *Game) UIPending() (key string, seat int) {
	f := g.s.top()
	if f == nil {
		if g.s.Setup > 0 {
			return "emerald.pending.setup", int(g.s.setupSeat())
		}
		return "", int(g.s.Active)
	}
	keys := map[uint8]string{frBlock: "emerald.pending.block", frAssassinMore: "emerald.pending.assassin_more",
		frMove: "emerald.pending.move", frRetrieve: "emerald.pending.retrieve", frYog: "emerald.pending.yog",
		frZombie: "emerald.pending.zombie", frZombiePlace: "emerald.pending.zombie_place",
		frReveal: "emerald.pending.reveal", frRefill: "emerald.pending.refill"}
	return keys[f.Op], int(f.Seat)
}

// UIFactionName is a faction's Polish name from the data.
func (g *Game) UIFactionName(f uint8) string { return g.factionName(f) }

// UIFactionOf is seat i's effective faction as this view knows it
// (0 when it does not).
func (g *Game) UIFactionOf(i int) uint8 {
	if i < 0 || i >= int(g.s.Players) {
		return 0
	}
	if f := g.s.faction(i); f == factR || f == factL {
		return f
	}
	return 0
}

// UICardAction: for a listed action that plays cards, the hand positions
// it uses (for highlighting); the card itself first for a text, an
// assassination, a block or a reveal with Zmiana nastawienia.
func (g *Game) UICardAction(a engine.Action) []int {
	var out []int
	switch a.Kind {
	case KindText, KindAssassinate:
		out = append(out, int(a.A))
	case KindBlock, KindReveal:
		if a.A == 1 {
			out = append(out, int(a.B))
		}
	}
	switch a.Kind {
	case KindInfluence, KindAcquire, KindRetrieve, KindMove, KindTrack, KindAssassinate, KindDiscard, KindText:
		seat := int(g.s.Active)
		if f := g.s.top(); f != nil {
			seat = int(f.Seat)
		}
		mask, _ := g.actionMask(seat, a)
		for k := 0; k < zoneCap; k++ {
			if mask&(1<<k) != 0 {
				out = append(out, k)
			}
		}
	}
	return out
}
