package donjonboard

import (
	"stolik/rules/donjon"
	"stolik/rules/engine"
)

// TokKind is the kind of thing on the table a player points at.
type TokKind uint8

// Token kinds. Spatial ones are things on the board; the others are shown
// as buttons (some are also clickable cards on the Power board).
const (
	TokNone      TokKind = iota
	TokAreaStack         // A=area, B=type: a stack in forest, swamp or Pit
	TokArea              // A=area: the forest, swamp or Pit box
	TokStack             // A=location, B=type: a stack in the player's dungeon
	TokLoc               // A=location in the player's dungeon
	TokCount             // A=1 or 2 (recruitment)
	TokPotion            // A=face-up potion slot
	TokVIP               // A=face-up VIP slot
	TokKeeper            // A=Keeper power slot
	TokType              // A=monster type taken from the general supply
	TokPass              // pomiń / koniec
)

// Token is one pointing gesture's meaning.
type Token struct {
	Kind TokKind
	A, B uint8
}

// Spatial reports whether the token is a place on the board (a drag source
// or target) rather than a button choice.
func (t Token) Spatial() bool {
	switch t.Kind {
	case TokAreaStack, TokArea, TokStack, TokLoc:
		return true
	}
	return false
}

// Ctx is what the mapping needs to know beyond the action itself.
type Ctx struct {
	// Pending is donjon.PendingInfo.Op of the open decision ("" = phase).
	Pending string
	// VIPRoom[r-1] is true when room r's power is the VIP power (its
	// power actions carry a room choice in D).
	VIPRoom [5]bool
}

const maxToks = 4

// tokens spells action a as the gestures that pick it, in order: source
// first, then target, then the non-spatial details.
func tokens(a engine.Action, c *Ctx) (t [maxToks]Token, n int) {
	add := func(k TokKind, x, y uint8) {
		t[n] = Token{k, x, y}
		n++
	}
	switch a.Kind {
	case donjon.KindPass:
		add(TokPass, 0, 0)
	case donjon.KindKeeper:
		add(TokKeeper, a.A, 0)
	case donjon.KindRecruit:
		add(TokAreaStack, a.A, a.B)
		add(TokLoc, a.D, 0)
		add(TokCount, a.C, 0)
	case donjon.KindStep, donjon.KindTeleport:
		add(TokStack, a.A, a.C)
		add(TokLoc, a.B, 0)
	case donjon.KindPower:
		add(TokStack, donjon.RoomLoc(int(a.A)), a.B)
		add(TokArea, donjon.Pit, 0)
		if a.A >= 1 && a.A <= 5 && c.VIPRoom[a.A-1] {
			add(TokVIP, a.C, 0)
			add(TokLoc, donjon.RoomLoc(int(a.D)), 0)
		} else if a.A == 1 {
			add(TokPotion, a.C, 0)
		}
	case donjon.KindArea:
		add(TokArea, a.A, 0)
	case donjon.KindPlace:
		if c.Pending == "gain_pit" {
			add(TokAreaStack, donjon.Pit, a.B)
		} else {
			add(TokType, a.B, 0)
		}
		add(TokLoc, a.A, 0)
	case donjon.KindRemove:
		add(TokLoc, donjon.RoomLoc(int(a.A)), 0)
	case donjon.KindSacrifice, donjon.KindRetreat:
		add(TokStack, a.A, a.B)
	}
	return t, n
}

// Selector turns gestures into one of the legal actions. It never judges
// legality itself: an action is chosen only when the gestures so far match
// exactly one action of the list it was given.
type Selector struct {
	legal  []engine.Action
	toks   [][maxToks]Token
	ns     []int
	prefix [maxToks]Token
	np     int
	next   []Token
}

// Reset takes a new legal list (nil: nothing to decide) and clears the
// selection.
func (s *Selector) Reset(legal []engine.Action, c *Ctx) {
	s.legal = append(s.legal[:0], legal...)
	s.toks, s.ns = s.toks[:0], s.ns[:0]
	for _, a := range legal {
		t, n := tokens(a, c)
		s.toks = append(s.toks, t)
		s.ns = append(s.ns, n)
	}
	// A leading choice that every action shares and that is not a place
	// (the one type a "gain" effect allows) is no choice: drop it so the
	// first gesture is the place.
	for len(s.toks) > 0 {
		first := s.toks[0][0]
		same := !first.Spatial()
		for i := range s.toks {
			same = same && s.ns[i] > 1 && s.toks[i][0] == first
		}
		if !same {
			break
		}
		for i := range s.toks {
			copy(s.toks[i][:], s.toks[i][1:])
			s.toks[i][maxToks-1] = Token{}
			s.ns[i]--
		}
	}
	s.np = 0
}

// Legal is the list the selector works on.
func (s *Selector) Legal() []engine.Action { return s.legal }

// Prefix is the gestures made so far.
func (s *Selector) Prefix() []Token { return s.prefix[:s.np] }

// Clear forgets the gestures made so far; it reports whether there were any.
func (s *Selector) Clear() bool {
	had := s.np > 0
	s.np = 0
	return had
}

func (s *Selector) matches(i int, prefix []Token) bool {
	if s.ns[i] < len(prefix) {
		return false
	}
	for j, t := range prefix {
		if s.toks[i][j] != t {
			return false
		}
	}
	return true
}

// appendNext appends the distinct tokens that may follow prefix.
func (s *Selector) appendNext(dst []Token, prefix []Token) []Token {
	for i := range s.legal {
		if !s.matches(i, prefix) || s.ns[i] == len(prefix) {
			continue
		}
		t := s.toks[i][len(prefix)]
		dup := false
		for _, d := range dst {
			if d == t {
				dup = true
				break
			}
		}
		if !dup {
			dst = append(dst, t)
		}
	}
	return dst
}

// Next lists what may be pointed at now (the first gestures when nothing
// is selected). The slice is reused by the next call.
func (s *Selector) Next() []Token {
	s.next = s.appendNext(s.next[:0], s.prefix[:s.np])
	return s.next
}

// NextAfter lists what may follow source as a fresh selection (drag
// targets), without changing the selection.
func (s *Selector) NextAfter(source Token) []Token {
	var p [1]Token
	p[0] = source
	s.next = s.appendNext(s.next[:0], p[:])
	return s.next
}

// IsStart reports whether t can begin a selection.
func (s *Selector) IsStart(t Token) bool {
	for i := range s.legal {
		if s.ns[i] > 0 && s.toks[i][0] == t {
			return true
		}
	}
	return false
}

func (s *Selector) accepts(t Token) bool {
	for _, n := range s.Next() {
		if n == t {
			return true
		}
	}
	return false
}

// Offer is one gesture. It returns the chosen action when the selection
// is complete, and ok=false when t fits neither the current selection nor
// a fresh one (the selection is then left as it was).
func (s *Selector) Offer(t Token) (a engine.Action, chosen, ok bool) {
	switch {
	case s.np > 0 && s.accepts(t):
		s.prefix[s.np] = t
		s.np++
	case s.IsStart(t):
		s.prefix[0] = t
		s.np = 1
	default:
		return engine.Action{}, false, false
	}
	a, chosen = s.resolve()
	return a, chosen, true
}

// resolve chooses the action the selection now names, and skips gestures
// that leave no choice but are not places (a lone count or card).
func (s *Selector) resolve() (engine.Action, bool) {
	for {
		p := s.prefix[:s.np]
		complete := -1
		count := 0
		for i := range s.legal {
			if !s.matches(i, p) {
				continue
			}
			count++
			if s.ns[i] == len(p) {
				complete = i
			}
		}
		if count == 1 && complete >= 0 {
			s.np = 0
			return s.legal[complete], true
		}
		if count == 0 || complete >= 0 {
			return engine.Action{}, false
		}
		nx := s.Next()
		if len(nx) != 1 || nx[0].Spatial() || s.np >= maxToks {
			return engine.Action{}, false
		}
		s.prefix[s.np] = nx[0]
		s.np++
	}
}

// Drop is a drag from source to a target (with the node under it as the
// fallback target). It chooses like two clicks would; on refusal the
// selection is cleared.
func (s *Selector) Drop(source, target, fallback Token) (a engine.Action, chosen, ok bool) {
	if !s.IsStart(source) {
		s.np = 0
		return engine.Action{}, false, false
	}
	s.prefix[0] = source
	s.np = 1
	for _, t := range [2]Token{target, fallback} {
		if t.Kind == TokNone || !s.accepts(t) {
			continue
		}
		s.prefix[1] = t
		s.np = 2
		a, chosen = s.resolve()
		return a, chosen, true
	}
	// A source that is a whole action by itself (a monster sent to the
	// Pit, one moved back to the entrance) may also be dropped where it
	// goes.
	if a, chosen = s.resolve(); chosen {
		pit, entrance := Token{Kind: TokArea, A: donjon.Pit}, Token{Kind: TokLoc, A: donjon.LocE}
		if (a.Kind == donjon.KindSacrifice && (target == pit || fallback == pit)) ||
			(a.Kind == donjon.KindRetreat && (target == entrance || fallback == entrance)) {
			return a, true, true
		}
	}
	s.np = 0
	return engine.Action{}, false, false
}

// KindOf returns the action kind a gesture on source would lead to (for
// wording a refusal), or false when none.
func (s *Selector) KindOf(source Token) (uint8, bool) {
	for i := range s.legal {
		if s.ns[i] > 0 && s.toks[i][0] == source {
			return s.legal[i].Kind, true
		}
	}
	return 0, false
}
