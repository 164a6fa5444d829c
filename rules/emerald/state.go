package emerald

import "stolik/rules/engine"

// Action kinds. Hand masks (X) name hand positions 0–15 and, for the cards
// further on, ranks in the bytes the kind leaves free (legal.go, withMask);
// hands are kept sorted, so equal cards sit side by side and Legal lists
// each set once.
const (
	KindPass        uint8 = iota // A9: pass (uses an action)
	KindEnd                      // end the turn after the second action (refill)
	KindAgent                    // A = city: an agent placed at set-up or by the Loyalist refill
	KindInfluence                // A1: A = city, X = hand mask
	KindAcquire                  // A2: X = hand mask, B | C<<8 = cities
	KindRetrieve                 // A3: X = hand mask; the cubes are chosen step by step
	KindMove                     // A4: X = hand mask; the moves are chosen step by step
	KindTrack                    // A5: X = hand mask, B | C<<8 = the cards used for the Loyalist marker
	KindAssassinate              // A6: A = card, B = city, C = target (0 royalty, 1+seat; bits 3+ bomb ranks), X = bomb mask
	KindDiscard                  // A7: X = hand mask
	KindText                     // A8 and free actions: A = card, B…E and X = targets
	KindReveal                   // A = 0 reveal; A = 1, B = card: play Zmiana nastawienia first
	KindMiGo                     // A = city: the agents kept on Mi-Go return to the board
	KindBlock                    // A = 0 no block; A = 1, B = card: block with it
	KindStep                     // A, B: the choice of a step in progress
	KindStop                     // stop a step in progress
	numKinds
)

var kindNames = []string{"pass", "end", "agent", "influence", "acquire", "retrieve", "move", "track",
	"assassinate", "discard", "text", "reveal", "migo", "block", "step", "stop"}

// Factions. A masked identity in a view is `unknown`.
const (
	factR uint8 = 1
	factL uint8 = 2
)

// Frames: pending decisions and automatic steps, top of the stack first.
const (
	frBlock        uint8 = iota + 1 // decision of Seat (the victim): A = attack, B = attacker, D = index of the attacked frame
	frKill                          // auto: Seat attacker, A attack, B city, C victim, D card, N blocked by
	frCthulhu                       // auto: Seat attacker, B city, D card, N blocked by
	frAssassinMore                  // decision: another assassination in the same action, or stop
	frMove                          // decision: N symbols left, C smallest symbol count, M moved so far
	frRetrieve                      // decision: N cubes left to retrieve
	frYog                           // decision: agents onto Yog Sothoth; N moved so far
	frZombie                        // decision: M cities already used for a removal
	frZombiePlace                   // decision: N zombies left to place
	frReveal                        // decision of Seat: A = 1 forced
	frRefill                        // decision of Seat: N agents left to place (Loyalist refill)
)

// Attacks on an agent (a block window names one).
const (
	atkAssassin uint8 = iota + 1
	atkShoggoth
	atkIrene
	atkVampire
	atkZombie
	atkCthulhu
)

// Why the game ended.
const (
	endNone uint8 = iota
	endVP
	endTrack
	endReveal
	endCap
)

// zone is a fixed-size list of card indices.
type zone struct {
	C [zoneCap]uint8
	N uint8
}

func (z *zone) list() []uint8 { return z.C[:z.N] }

func (z *zone) push(c uint8) bool {
	if int(z.N) >= zoneCap {
		return false
	}
	z.C[z.N] = c
	z.N++
	return true
}

// insert keeps a hand sorted, so equal cards are adjacent and views of the
// same hand are equal whatever the draw order.
func (z *zone) insert(c uint8) bool {
	if int(z.N) >= zoneCap {
		return false
	}
	i := int(z.N)
	for i > 0 && z.C[i-1] > c {
		z.C[i] = z.C[i-1]
		i--
	}
	z.C[i] = c
	z.N++
	return true
}

func (z *zone) remove(i int) uint8 {
	c := z.C[i]
	copy(z.C[i:z.N-1], z.C[i+1:z.N])
	z.N--
	z.C[z.N] = 0
	return c
}

// pop takes the top (last) card.
func (z *zone) pop() uint8 {
	z.N--
	c := z.C[z.N]
	z.C[z.N] = 0
	return c
}

// tabEntry is a card next to a player's identity card.
type tabEntry struct {
	Card   uint8
	Victim uint8 // the killed agent's colour on a kill box, or none
	Hidden bool  // a royal taken by Ukrycie arystokracji: its VP are Loyalist VP
}

// player is one seat's state.
type player struct {
	Deck, Hand, Discard zone
	Tab                 [tabCap]tabEntry
	TabN                uint8
	Identity            uint8 // factR or factL; unknown in a view that may not see it
	Change              uint8 // Zmiana nastawienia cards on the identity card
	Revealed            bool
	Armed               bool // may be forced to reveal again (reveal_once off)
	Sanity              uint8
	Agents, Cubes       uint8 // in the supply
	Limbo               uint8
	MiGo                uint8  // agents kept on Mi-Go (count as on the board)
	MiGoTurn            uint16 // the turn they went there
	Yog                 uint8  // agents on Yog Sothoth (out of play)
	Dead                uint8  // agents lying on kill boxes (out of play)
	VP                  [3]int16
	Kill                [maxPlayers]int16 // kill-box VP by the victim's colour
	BlackHand           uint8             // Czarna Ręka cards played
	Pushed              [2]uint8          // marker steps this seat made: Restorationist, Loyalist (public history)
	Known               uint8             // seats whose identity card this seat has seen (Burcew)
}

// city is one city of the board. Stack[N-1] is the face-up top card; the
// cards below it are hidden from everybody.
type city struct {
	Stack       [stackCap]uint8
	N           uint8
	Royal       uint8 // the royalty card on the royalty slot, or none
	HiddenCity  bool  // the city card is still face down in the stack
	HiddenRoyal bool  // the royalty card is still face down in the stack
	Cubes       [maxPlayers]uint8
	Agents      [maxPlayers]uint8
	Zombies     uint8
}

// frame is a pending decision or an automatic step.
type frame struct {
	Op, Seat, A, B, C, D, N uint8
	M                       uint16
}

// state is the whole game as a value: Clone is a copy.
type state struct {
	Players, Active, First uint8
	Over                   bool
	End                    uint8
	Setup                  uint8 // set-up agent placements left
	Actions                uint8 // actions taken this turn
	Used                   uint16
	Turn                   uint16
	TrackR, TrackL         uint8
	Zombies                uint8 // in the zombie supply
	ZombiesGone            uint8 // removed for good (Stowarzyszenie Leopolda)
	Leopold                bool
	LestradeCity           bool // option: Lestrade returns every cube of the city
	Voluntary              bool // option: voluntary reveals
	KillBoxEffective       bool // G24 switch (rules.toml), kept in the state so scoring needs no data
	ZombiePieces           bool // G16 switch (rules.toml), kept in the state so majority needs no data
	P                      [maxPlayers]player
	C                      [numCities]city
	Aside                  [numIdentities]uint8 // identity cards set aside, unseen
	AsideN                 uint8
	Box                    [numGame]uint8 // game cards out of play, unseen (left over, Cthulhu)
	BoxN                   uint8
	Removed                [removedCap]uint8 // cards removed from the game face up
	RemovedN               uint8
	F                      [frameCap]frame
	FN                     uint8
	Masked                 bool
	Viewer                 int8
}

// Game is the engine.Game of emerald.
type Game struct {
	d   *Data
	s   state
	rng engine.RNG
}

var _ engine.Game = (*Game)(nil)

// Clone copies the value state; the data pointer is shared and read-only.
func (g *Game) Clone() engine.Game {
	c := *g
	return &c
}

// CopyFrom implements engine.Copier: the state is one value.
func (g *Game) CopyFrom(src engine.Game) bool {
	s, ok := src.(*Game)
	if ok {
		*g = *s
	}
	return ok
}

// Current is the seat to decide, or GameOver.
func (g *Game) Current() engine.Seat {
	s := &g.s
	if s.Over {
		return engine.GameOver
	}
	if s.FN > 0 {
		return engine.Seat(s.F[s.FN-1].Seat)
	}
	if s.Setup > 0 {
		return engine.Seat(s.setupSeat())
	}
	return engine.Seat(s.Active)
}

// setupSeat is who places the next set-up agent: clockwise from the first
// player, twice round (§3 step 16).
func (s *state) setupSeat() uint8 {
	k := 2*s.Players - s.Setup
	return (s.First + k) % s.Players
}

func (s *state) top() *frame {
	if s.FN == 0 {
		return nil
	}
	return &s.F[s.FN-1]
}

func (s *state) push(f frame) bool {
	if int(s.FN) >= frameCap {
		return false
	}
	s.F[s.FN] = f
	s.FN++
	return true
}

func (s *state) pop() { s.FN--; s.F[s.FN] = frame{} }

// faction is seat i's effective faction (§4.11: each Zmiana nastawienia
// flips it); unknown when the identity is masked.
func (s *state) faction(i int) uint8 {
	id := s.P[i].Identity
	if id != factR && id != factL {
		return unknown
	}
	if s.P[i].Change%2 == 1 {
		return factR + factL - id
	}
	return id
}

// onBoard is seat i's agents in cities (Mi-Go not included).
func (s *state) onBoard(i int) int {
	n := 0
	for c := range s.C {
		n += int(s.C[c].Agents[i])
	}
	return n
}

// present is the agents that count as on the board for reveals (§4.11:
// agents on Mi-Go count).
func (s *state) present(i int) int { return s.onBoard(i) + int(s.P[i].MiGo) }

// pieces is seat i's cubes plus agents in city c; zombies are nobody's
// (§4.2, G16).
func (s *state) pieces(i, c int) int { return int(s.C[c].Cubes[i]) + int(s.C[c].Agents[i]) }

// majority: strictly more pieces than every other player (§4.2), and than
// the zombies when the G16 switch counts them as a neutral player's.
func (s *state) majority(i, c int) bool {
	mine := s.pieces(i, c)
	if mine == 0 || s.ZombiePieces && int(s.C[c].Zombies) >= mine {
		return false
	}
	for j := 0; j < int(s.Players); j++ {
		if j != i && s.pieces(j, c) >= mine {
			return false
		}
	}
	return true
}

// running is seat i's VP during play: every type plus the tracks (§4.13).
func (s *state) running(i int) int {
	p := &s.P[i]
	v := int(p.VP[vpN]) + int(p.VP[vpR]) + int(p.VP[vpL])
	for _, k := range p.Kill {
		v += int(k)
	}
	return v + absDiff(s.TrackR, s.TrackL)
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

func (s *state) topCard(c int) uint8 {
	if s.C[c].N == 0 {
		return none
	}
	return s.C[c].Stack[s.C[c].N-1]
}

func (s *state) next(i uint8) uint8 { return (i + 1) % s.Players }

func (p *player) tab(c, victim uint8, hidden bool) {
	if int(p.TabN) < tabCap {
		p.Tab[p.TabN] = tabEntry{Card: c, Victim: victim, Hidden: hidden}
		p.TabN++
	}
}
