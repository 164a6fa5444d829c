package emerald

import (
	"math/bits"
	"strconv"

	"stolik/rules/engine"
)

// Legal lists every decision of the seat to move.
func (g *Game) Legal(dst []engine.Action) []engine.Action { return g.legal(dst, anyKind) }

// anyKind asks legal for every kind; Apply asks for the one it checks.
const anyKind = 0xFF

func (g *Game) legal(dst []engine.Action, kind uint8) []engine.Action {
	s := &g.s
	if s.Over || s.Masked {
		return dst
	}
	want := func(k uint8) bool { return kind == anyKind || kind == k }
	if f := s.top(); f != nil {
		return g.frameChoices(dst, f, want)
	}
	if s.Setup > 0 {
		if want(KindAgent) {
			for c := 0; c < numCities; c++ {
				dst = append(dst, engine.Action{Kind: KindAgent, A: uint8(c)})
			}
		}
		return dst
	}
	i := int(s.Active)
	p := &s.P[i]
	// Free actions, any time in the turn (§4.6, G27).
	if want(KindText) {
		dst = g.textActions(dst, true)
	}
	if want(KindMiGo) && p.MiGo > 0 && p.MiGoTurn < s.Turn {
		for c := 0; c < numCities; c++ {
			dst = append(dst, engine.Action{Kind: KindMiGo, A: uint8(c)})
		}
	}
	if want(KindReveal) && g.canRevealVoluntarily(i) {
		dst = append(dst, engine.Action{Kind: KindReveal})
	}
	if s.Actions >= 2 {
		if want(KindEnd) {
			dst = append(dst, engine.Action{Kind: KindEnd})
		}
		return dst
	}
	// The nine actions (§4.5).
	if want(KindInfluence) && g.may(KindInfluence) {
		dst = g.influenceActions(dst, i)
	}
	if want(KindAcquire) && s.Actions == 0 {
		dst = g.acquireActions(dst, i)
	}
	if want(KindRetrieve) && g.may(KindRetrieve) {
		dst = g.retrieveActions(dst, i)
	}
	if want(KindMove) && g.may(KindMove) && s.onBoard(i) > 0 {
		dst = g.maskActions(dst, i, KindMove, func(c *Card) int { return int(c.Sym[symMove]) })
	}
	if want(KindTrack) && g.may(KindTrack) {
		dst = g.trackActions(dst, i)
	}
	if want(KindAssassinate) && g.may(KindAssassinate) {
		dst = g.assassinations(dst, i)
	}
	if want(KindDiscard) && g.may(KindDiscard) {
		dst = g.maskActions(dst, i, KindDiscard, func(*Card) int { return 1 })
	}
	if want(KindText) && g.may(KindText) {
		dst = g.textActions(dst, false)
	}
	if want(KindPass) { // always open, so a turn can never get stuck (G10 off)
		dst = append(dst, engine.Action{Kind: KindPass})
	}
	return dst
}

// may: an action of this kind is allowed now (G10: the same action twice
// only when the rules switch allows it).
func (g *Game) may(k uint8) bool {
	return g.d.Rules.SameActionTwice || g.s.Used&(1<<k) == 0
}

func (g *Game) canRevealVoluntarily(i int) bool {
	p := &g.s.P[i]
	return g.s.Voluntary && !p.Revealed
}

// handSet is the hand positions of the cards f accepts, ascending, with
// each card's symbol count; the first old of them sit below maskBits (the
// positions the action's X names directly).
type handSet struct {
	pos [zoneCap]uint8
	val [zoneCap]uint8
	n   int
	old int
}

func (g *Game) handSet(i int, f func(c *Card) int, skip int) handSet {
	var h handSet
	p := &g.s.P[i]
	for k := 0; k < int(p.Hand.N); k++ {
		if k == skip || int(p.Hand.C[k]) >= len(g.d.Cards) {
			continue // a masked card of a view plays no part
		}
		if v := f(&g.d.Cards[p.Hand.C[k]]); v > 0 {
			h.pos[h.n], h.val[h.n] = uint8(k), uint8(v)
			h.n++
			if k < maskBits {
				h.old = h.n
			}
		}
	}
	return h
}

// set is the card set of the candidates in sub (bit b = candidate b), its
// symbol sum and smallest value; ok is false when sub is not canonical: a
// later copy of equal cards (adjacent, the hand is sorted) is taken only
// with the copy before it.
func (h *handSet) set(hand *zone, sub uint64) (mask handMask, sum, minVal int, ok bool) {
	minVal = 1 << 30
	for b := 0; b < bits.Len64(sub); b++ {
		if sub&(1<<b) == 0 {
			continue
		}
		pos := h.pos[b]
		if b > 0 && sub&(1<<(b-1)) == 0 && h.pos[b-1] == pos-1 && hand.C[pos-1] == hand.C[pos] {
			return 0, 0, 0, false
		}
		mask |= 1 << pos
		sum += int(h.val[b])
		minVal = min(minVal, int(h.val[b]))
	}
	return mask, sum, minVal, true
}

// Bounds of the card sets listed beyond the first 16 hand positions. Every
// subset of a large hand cannot be listed (a 30-card hand has 2^30), so
// the sets that use a card at position 16 or later come smallest first,
// at most newSets of them per kind (every such card alone, then pairs …),
// and the search looks at no more than newLook combinations.
const (
	newSets = 1 << 12
	newLook = 1 << 18
)

// subsets calls f with every canonical subset of h: among equal cards
// (adjacent, the hand is sorted) a later copy is taken only with every
// earlier one, so each multiset of cards is listed once. The sets within
// the first 16 positions come first, in the order of the saves written
// before hands could pass 16 cards, so those saves replay unchanged; the
// sets that reach further follow, bounded (newSets).
func (g *Game) subsets(i int, h *handSet, f func(mask handMask, sum, minVal, n int)) {
	hand := &g.s.P[i].Hand
	for sub := uint64(1); sub < 1<<h.old; sub++ {
		if mask, sum, minVal, ok := h.set(hand, sub); ok {
			f(mask, sum, minVal, bits.OnesCount64(sub))
		}
	}
	if h.n == h.old {
		return
	}
	// Combinations of candidate indices by size, lexicographic; the last
	// (largest) index must be past the first 16 positions.
	listed, looked := 0, 0
	var idx [zoneCap]int
	for size := 1; size <= h.n; size++ {
		for j := 0; j < size; j++ {
			idx[j] = j
		}
		for {
			looked++
			if looked > newLook || listed >= newSets {
				return
			}
			if idx[size-1] >= h.old {
				var sub uint64
				for j := 0; j < size; j++ {
					sub |= 1 << idx[j]
				}
				if mask, sum, minVal, ok := h.set(hand, sub); ok {
					listed++
					f(mask, sum, minVal, size)
				}
			}
			// Next combination.
			j := size - 1
			for j >= 0 && idx[j] == h.n-size+j {
				j--
			}
			if j < 0 {
				break
			}
			idx[j]++
			for k := j + 1; k < size; k++ {
				idx[k] = idx[k-1] + 1
			}
		}
	}
}

// maskBits is how many hand positions an action's X names directly (bit
// k = position k), as saves have always written them.
const maskBits = 16

// handMask is a set of hand positions (bit k = position k).
type handMask = uint64

// A card set that uses hand positions from maskBits on names those cards
// by rank among the kind's candidates past position 15 (handSet beyond
// old): bit r of the extension is candidate old+r. The extension lives in
// the bytes the kind leaves free, so every action of a hand of up to 16
// cards keeps the key it always had (the extension is zero). Widths: 32
// bits for influence and a card's cycle text, 24 for acquisition and the
// track (whose top bits hold the marker chosen by each card with both
// track symbols, last dual card first from bit 23 down), 40 for retrieval,
// move and discard, 21 for the bomb cards of an assassination (D, E and
// the bits of C above the target, assassinTarget). maskFit
// checks at load time that the data can never need more.
//
// targetBits is the low bits of an assassination's C (the target: 0 the
// royal, 1+seat an agent); the bits above carry bomb ranks 16–20.
const targetBits = 3

// assassinTarget is an assassination's target: 0 the royal, 1+seat an agent.
func assassinTarget(a engine.Action) uint8 { return a.C & (1<<targetBits - 1) }

// getExt reads an action's extension (the bytes its kind leaves free).
func getExt(a engine.Action) uint64 {
	switch a.Kind {
	case KindInfluence, KindText:
		return uint64(a.B) | uint64(a.C)<<8 | uint64(a.D)<<16 | uint64(a.E)<<24
	case KindAcquire, KindTrack:
		return uint64(a.A) | uint64(a.D)<<8 | uint64(a.E)<<16
	case KindRetrieve, KindMove, KindDiscard:
		return uint64(a.A) | uint64(a.B)<<8 | uint64(a.C)<<16 | uint64(a.D)<<24 | uint64(a.E)<<32
	case KindAssassinate:
		return uint64(a.D) | uint64(a.E)<<8 | uint64(a.C>>targetBits)<<16
	}
	return 0
}

// setExt writes an action's extension.
func setExt(a *engine.Action, v uint64) {
	switch a.Kind {
	case KindInfluence, KindText:
		a.B, a.C, a.D, a.E = uint8(v), uint8(v>>8), uint8(v>>16), uint8(v>>24)
	case KindAcquire, KindTrack:
		a.A, a.D, a.E = uint8(v), uint8(v>>8), uint8(v>>16)
	case KindRetrieve, KindMove, KindDiscard:
		a.A, a.B, a.C, a.D, a.E = uint8(v), uint8(v>>8), uint8(v>>16), uint8(v>>24), uint8(v>>32)
	case KindAssassinate:
		a.D, a.E = uint8(v), uint8(v>>8)
		a.C = assassinTarget(*a) | uint8(v>>16)<<targetBits
	}
}

// extWidth is how many bits a kind's extension holds.
func extWidth(kind uint8) int {
	switch kind {
	case KindInfluence, KindText:
		return 32
	case KindAcquire, KindTrack:
		return 24
	case KindRetrieve, KindMove, KindDiscard:
		return 40
	case KindAssassinate:
		return 16 + 8 - targetBits
	}
	return 0
}

// candidates is the handSet a listed card-set action ranks its extension
// in: the cards that can take part in it. ok is false for actions that
// name no card set.
func (g *Game) candidates(i int, a engine.Action) (h handSet, ok bool) {
	sym := func(k uint8) func(c *Card) int { return func(c *Card) int { return int(c.Sym[k]) } }
	p := &g.s.P[i]
	switch a.Kind {
	case KindInfluence:
		return g.handSet(i, sym(symInfluence), -1), true
	case KindAcquire:
		return g.handSet(i, sym(symAcquire), -1), true
	case KindRetrieve:
		return g.handSet(i, sym(symRetrieve), -1), true
	case KindMove:
		return g.handSet(i, sym(symMove), -1), true
	case KindTrack:
		return g.handSet(i, trackSyms, -1), true
	case KindDiscard:
		return g.handSet(i, anyCard, -1), true
	case KindAssassinate:
		return g.handSet(i, bombCard, int(a.A)), true
	case KindText:
		if int(a.A) < int(p.Hand.N) && int(p.Hand.C[a.A]) < len(g.d.Cards) && g.d.Cards[p.Hand.C[a.A]].textOp() == opCycle {
			return g.handSet(i, anyCard, int(a.A)), true
		}
	}
	return h, false
}

func anyCard(*Card) int { return 1 }

func trackSyms(c *Card) int { return int(c.Sym[symTrackR] + c.Sym[symTrackL]) }

func bombCard(x *Card) int {
	if x.Fenians || x.Bombs > 0 {
		return 1
	}
	return 0
}

func dualTrack(c *Card) bool { return c.Sym[symTrackR] > 0 && c.Sym[symTrackL] > 0 }

// withMask sets the card set of a, whose extension is still zero (and,
// for the track, the cards used for the Loyalist marker); false when a
// rank does not fit the kind's width (maskFit makes that unreachable with
// the shipped data).
func (g *Game) withMask(i int, a *engine.Action, h *handSet, mask, lmask handMask) bool {
	a.X = uint16(mask)
	if a.Kind == KindTrack {
		a.B, a.C = uint8(lmask), uint8(lmask>>8)
	}
	if mask>>maskBits == 0 {
		return true
	}
	width := extWidth(a.Kind)
	var ext uint64
	top := width // the track's dual-card choices, from the top bit down
	hand := &g.s.P[i].Hand
	for b := h.old; b < h.n; b++ {
		pos := h.pos[b]
		if mask&(1<<pos) == 0 {
			continue
		}
		r := b - h.old
		if a.Kind == KindTrack && dualTrack(&g.d.Cards[hand.C[pos]]) {
			top--
			if lmask&(1<<pos) != 0 {
				ext |= 1 << top
			}
		}
		if r >= top {
			return false
		}
		ext |= 1 << r
	}
	setExt(a, ext)
	return true
}

// actionMask is the hand positions a listed action plays (and, for the
// track, those used for the Loyalist marker).
func (g *Game) actionMask(i int, a engine.Action) (mask, lmask handMask) {
	mask = handMask(a.X)
	if a.Kind == KindTrack {
		lmask = handMask(a.B) | handMask(a.C)<<8
	}
	ext := getExt(a)
	if ext == 0 || i < 0 || i >= int(g.s.Players) {
		return
	}
	if h, ok := g.candidates(i, a); ok {
		width := extWidth(a.Kind)
		top := width
		hand := &g.s.P[i].Hand
		for r := 0; r < width && h.old+r < h.n && r < top; r++ {
			if ext&(1<<r) == 0 {
				continue
			}
			pos := h.pos[h.old+r]
			mask |= 1 << pos
			if a.Kind != KindTrack {
				continue
			}
			c := &g.d.Cards[hand.C[pos]]
			switch {
			case dualTrack(c):
				top--
				if ext&(1<<top) != 0 {
					lmask |= 1 << pos
				}
			case c.Sym[symTrackL] > 0:
				lmask |= 1 << pos
			}
		}
	}
	return
}

// MaxHand is the most cards one seat's hand can hold: its whole starting
// deck and every game card the cities' stacks can deal at the largest
// player count (G27: no hand limit).
func (d *Data) MaxHand() int {
	n := 0
	for x := range d.Cards {
		if d.Cards[x].Kind == kindStart {
			n += int(d.Cards[x].StartCopy)
		}
	}
	return n + d.gameInPlay()
}

func (d *Data) gameInPlay() int {
	per := 0
	for _, v := range d.Rules.CardsPerSpace {
		per = max(per, v)
	}
	return min(numCities*per, numGame)
}

// maskFit checks that every card set of any reachable hand can be named:
// the hand fits the zone, and for each kind the candidates past position
// 15 fit the kind's extension (withMask). The one exception is the cycle
// text (32 bits: cards at positions up to 48 beyond the card itself),
// which only a hand of more than 49 cards could outgrow; those cards stay
// playable by every other route. It returns a Polish message, or "".
func maskFit(d *Data) string {
	maxHand := d.MaxHand()
	if maxHand > zoneCap {
		return "ręka może liczyć " + strconv.Itoa(maxHand) + " kart, a mieści " + strconv.Itoa(zoneCap)
	}
	count := func(f func(c *Card) int) int {
		start, game := 0, 0
		for x := range d.Cards {
			c := &d.Cards[x]
			switch {
			case f(c) == 0:
			case c.Kind == kindStart:
				start += int(c.StartCopy)
			case c.Kind == kindGame:
				game++
			}
		}
		return min(start+min(game, d.gameInPlay()), maxHand-maskBits)
	}
	sym := func(k uint8) func(c *Card) int { return func(c *Card) int { return int(c.Sym[k]) } }
	dual := func(c *Card) int {
		if dualTrack(c) {
			return 1
		}
		return 0
	}
	for _, k := range []struct {
		kind uint8
		need int
	}{
		{KindInfluence, count(sym(symInfluence))},
		{KindAcquire, count(sym(symAcquire))},
		{KindRetrieve, count(sym(symRetrieve))},
		{KindMove, count(sym(symMove))},
		{KindTrack, count(trackSyms) + count(dual)},
		{KindDiscard, count(anyCard)},
		{KindAssassinate, count(bombCard)},
	} {
		if k.need > extWidth(k.kind) {
			return "karty akcji " + kindNames[k.kind] + ": " + strconv.Itoa(k.need) +
				" kart poza 16. pozycją ręki, a akcja nazywa najwyżej " + strconv.Itoa(extWidth(k.kind))
		}
	}
	return ""
}

// minimal: a card set used for amount m is minimal when no card could be
// left out and the same amount still reached (§4.3, no overpaying).
func minimal(sum, minVal, m int) bool { return m >= 1 && m <= sum && sum-minVal < m }

func (g *Game) influenceActions(dst []engine.Action, i int) []engine.Action {
	supply := int(g.s.P[i].Cubes)
	if supply == 0 {
		return dst
	}
	h := g.handSet(i, func(c *Card) int { return int(c.Sym[symInfluence]) }, -1)
	g.subsets(i, &h, func(mask handMask, sum, minVal, _ int) {
		if !minimal(sum, minVal, min(sum, supply)) {
			return
		}
		for c := 0; c < numCities; c++ {
			a := engine.Action{Kind: KindInfluence, A: uint8(c)}
			if g.open(c) && g.withMask(i, &a, &h, mask, 0) {
				dst = append(dst, a)
			}
		}
	})
	return dst
}

// canAcquire: seat i may take city c's top card (§4.5 A2; Duchess d'Uzès
// without the cube).
func (s *state) canAcquire(i, c int, needCube bool) bool {
	return s.C[c].N > 0 && s.majority(i, c) && (!needCube || s.C[c].Cubes[i] > 0)
}

func (g *Game) acquireActions(dst []engine.Action, i int) []engine.Action {
	s := &g.s
	var cities uint16
	n := 0
	for c := 0; c < numCities; c++ {
		if s.canAcquire(i, c, true) {
			cities |= 1 << c
			n++
		}
	}
	if n == 0 {
		return dst
	}
	h := g.handSet(i, func(c *Card) int { return int(c.Sym[symAcquire]) }, -1)
	g.subsets(i, &h, func(mask handMask, _, _, k int) {
		if k > n {
			return
		}
		// Every k-subset of the eligible cities: one card each.
		for cm := cities; cm != 0; cm = (cm - 1) & cities {
			a := engine.Action{Kind: KindAcquire, B: uint8(cm), C: uint8(cm >> 8)}
			if bits.OnesCount16(cm) == k && g.withMask(i, &a, &h, mask, 0) {
				dst = append(dst, a)
			}
		}
	})
	return dst
}

// cubesOut is seat i's cubes on the board: Limbo and cities.
func (s *state) cubesOut(i int) int {
	n := int(s.P[i].Limbo)
	for c := range s.C {
		n += int(s.C[c].Cubes[i])
	}
	return n
}

func (g *Game) retrieveActions(dst []engine.Action, i int) []engine.Action {
	avail := g.s.cubesOut(i)
	if avail == 0 {
		return dst
	}
	h := g.handSet(i, func(c *Card) int { return int(c.Sym[symRetrieve]) }, -1)
	g.subsets(i, &h, func(mask handMask, sum, minVal, _ int) {
		a := engine.Action{Kind: KindRetrieve}
		if minimal(sum, minVal, min(sum, avail)) && g.withMask(i, &a, &h, mask, 0) {
			dst = append(dst, a)
		}
	})
	return dst
}

// maskActions lists every canonical card set of the kind (moves and
// discards, whose details follow or need none).
func (g *Game) maskActions(dst []engine.Action, i int, kind uint8, f func(c *Card) int) []engine.Action {
	h := g.handSet(i, f, -1)
	g.subsets(i, &h, func(mask handMask, _, _, _ int) {
		a := engine.Action{Kind: kind}
		if g.withMask(i, &a, &h, mask, 0) {
			dst = append(dst, a)
		}
	})
	return dst
}

// trackActions: each card moves one marker (a card with both symbols is
// used for one of them, §4.3); the set is minimal for the marker steps
// actually made (§4.5 A5, the markers stop at 10).
func (g *Game) trackActions(dst []engine.Action, i int) []engine.Action {
	s := &g.s
	p := &s.P[i]
	end := g.d.Rules.TrackEnd
	h := g.handSet(i, trackSyms, -1)
	g.subsets(i, &h, func(mask handMask, _, _, _ int) {
		// The dual cards of the set choose a marker each.
		var dual [zoneCap]uint8
		var onlyL handMask
		nd := 0
		for k := 0; k < int(p.Hand.N); k++ {
			if mask&(1<<k) != 0 {
				c := &g.d.Cards[p.Hand.C[k]]
				switch {
				case c.Sym[symTrackR] > 0 && c.Sym[symTrackL] > 0:
					dual[nd] = uint8(k)
					nd++
				case c.Sym[symTrackL] > 0:
					onlyL |= 1 << k
				}
			}
		}
		if nd > 16 {
			return // never with the data: maskFit bounds the dual cards
		}
		for choice := 0; choice < 1<<nd; choice++ {
			lmask := onlyL
			ok := true
			for b := 0; b < nd; b++ {
				if choice&(1<<b) != 0 {
					lmask |= 1 << dual[b]
				} else if b > 0 && choice&(1<<(b-1)) != 0 && p.Hand.C[dual[b]] == p.Hand.C[dual[b-1]] {
					ok = false // equal cards: Loyalist uses listed after the Restorationist ones
				}
			}
			a := engine.Action{Kind: KindTrack}
			if ok && g.trackMinimal(i, mask, lmask, end) && g.withMask(i, &a, &h, mask, lmask) {
				dst = append(dst, a)
			}
		}
	})
	return dst
}

// trackSteps is how far the set moves each marker (capped at the end).
func (g *Game) trackSteps(i int, mask, lmask handMask, end int) (r, l int) {
	p := &g.s.P[i]
	for k := 0; k < int(p.Hand.N); k++ {
		if mask&(1<<k) == 0 {
			continue
		}
		c := &g.d.Cards[p.Hand.C[k]]
		if lmask&(1<<k) != 0 {
			l += int(c.Sym[symTrackL])
		} else {
			r += int(c.Sym[symTrackR])
		}
	}
	return min(r, end-int(g.s.TrackR)), min(l, end-int(g.s.TrackL))
}

func (g *Game) trackMinimal(i int, mask, lmask handMask, end int) bool {
	p := &g.s.P[i]
	for k := 0; k < int(p.Hand.N); k++ {
		if mask&(1<<k) == 0 {
			continue
		}
		c := &g.d.Cards[p.Hand.C[k]]
		if lmask&(1<<k) != 0 && c.Sym[symTrackL] == 0 || lmask&(1<<k) == 0 && c.Sym[symTrackR] == 0 {
			return false
		}
	}
	r, l := g.trackSteps(i, mask, lmask, end)
	if r+l == 0 {
		return false
	}
	for k := 0; k < int(p.Hand.N); k++ {
		if mask&(1<<k) == 0 {
			continue
		}
		r2, l2 := g.trackSteps(i, mask&^(1<<k), lmask&^(1<<k), end)
		if r2+l2 == r+l {
			return false
		}
	}
	return true
}

// assassinations lists every assassination seat i can make now: a card
// with the symbol, a city with an own agent and the majority, a target
// (the royal on the slot or another player's agent) and a minimal set of
// bomb cards reaching the requirement (§4.5 A6, G12).
func (g *Game) assassinations(dst []engine.Action, i int) []engine.Action {
	s, d := &g.s, g.d
	p := &s.P[i]
	for k := 0; k < int(p.Hand.N); k++ {
		if d.Cards[p.Hand.C[k]].Sym[symAssassinate] == 0 || (k > 0 && p.Hand.C[k-1] == p.Hand.C[k]) {
			continue
		}
		for c := 0; c < numCities; c++ {
			ct := &s.C[c]
			if ct.Agents[i] == 0 || !s.majority(i, c) || !g.open(c) {
				continue
			}
			if ct.Royal != none {
				dst = g.bombSets(dst, i, k, c, 0, int(d.Cards[ct.Royal].BombsReq))
			}
			for v := 0; v < int(s.Players); v++ {
				if v != i && ct.Agents[v] > 0 {
					dst = g.bombSets(dst, i, k, c, uint8(v+1), int(d.Cities[c].AgentBombs))
				}
			}
		}
	}
	return dst
}

// bombValue is what a bomb card adds: its bombs, or (Fenianie) the agents
// in the city a second time.
func (g *Game) bombValue(c *Card, agents int) int {
	if c.Fenians {
		return agents
	}
	return int(c.Bombs)
}

func (g *Game) bombSets(dst []engine.Action, i, card, c int, target uint8, req int) []engine.Action {
	agents := int(g.s.C[c].Agents[i])
	a := engine.Action{Kind: KindAssassinate, A: uint8(card), B: uint8(c), C: target}
	exact := g.d.Rules.BombsExact // G12 switch: exactly the requirement
	if agents >= req {
		if exact && agents > req {
			return dst
		}
		return append(dst, a) // no bomb card may be added (no overpaying)
	}
	h := g.handSet(i, bombCard, card)
	hand := &g.s.P[i].Hand
	g.subsets(i, &h, func(mask handMask, _, _, _ int) {
		total, fen, least := agents, 0, 1<<30
		for m := mask; m != 0; m &= m - 1 {
			x := &g.d.Cards[hand.C[bits.TrailingZeros64(m)]]
			if x.Fenians {
				fen++
			}
			v := g.bombValue(x, agents)
			total += v
			least = min(least, v)
		}
		// Minimal: no card could be left out (the smallest one least of all).
		if fen > 1 || total < req || exact && total > req || total-least >= req {
			return
		}
		if x := a; g.withMask(i, &x, &h, mask, 0) {
			dst = append(dst, x)
		}
	})
	return dst
}

// textActions lists the card texts the active seat may play: free ones
// (free = true) or those costing an action.
func (g *Game) textActions(dst []engine.Action, free bool) []engine.Action {
	s, d := &g.s, g.d
	i := int(s.Active)
	p := &s.P[i]
	for k := 0; k < int(p.Hand.N) && k < 255; k++ {
		cid := p.Hand.C[k]
		if k > 0 && p.Hand.C[k-1] == cid {
			continue
		}
		c := &d.Cards[cid]
		op := c.textOp()
		if op == opNone || (c.Header == hdrFree) != free {
			continue
		}
		if c.Leopold && s.Leopold {
			continue
		}
		dst = g.textTargets(dst, i, k, c, op)
	}
	return dst
}

// textTargets lists the targets of one card's text (§5.1).
func (g *Game) textTargets(dst []engine.Action, i, k int, c *Card, op uint8) []engine.Action {
	s, d := &g.s, g.d
	p := &s.P[i]
	a := engine.Action{Kind: KindText, A: uint8(k)}
	add := func(b, cc, dd, e uint8) {
		a.B, a.C, a.D, a.E = b, cc, dd, e
		dst = append(dst, a)
	}
	n := int(s.Players)
	switch op {
	case opDraw, opTrackR, opTrackL, opRecallLimbo, opSanityFull, opLeopold, opBlackHand, opChangeSide:
		add(0, 0, 0, 0)
	case opCycle:
		// Discard any other hand cards (X), then draw one more than that.
		h := g.handSet(i, anyCard, k)
		add(0, 0, 0, 0)
		g.subsets(i, &h, func(mask handMask, _, _, _ int) {
			if x := a; g.withMask(i, &x, &h, mask, 0) {
				dst = append(dst, x)
			}
		})
	case opRetrievePerAgent:
		if p.Limbo > 0 {
			add(0, 0, 0, 0)
		}
	case opPlaceAgent:
		// From the supply (9) or a city, to another city.
		for from := 0; from <= numCities; from++ {
			if from == numCities && p.Agents == 0 || from < numCities && s.C[from].Agents[i] == 0 {
				continue
			}
			for to := 0; to < numCities; to++ {
				if to != from && g.open(to) {
					add(uint8(from), uint8(to), 0, 0)
				}
			}
		}
	case opDiscardTop:
		for cc := 0; cc < numCities; cc++ {
			if s.C[cc].N > 0 {
				add(uint8(cc), 0, 0, 0)
			}
		}
	case opMiGo:
		// One or two of your agents from the board (B, and C-1 ≥ B).
		for c1 := 0; c1 < numCities; c1++ {
			if s.C[c1].Agents[i] == 0 {
				continue
			}
			add(uint8(c1), 0, 0, 0)
			if op := c.Ops[0]; op.N < 2 {
				continue
			}
			for c2 := c1; c2 < numCities; c2++ {
				if s.C[c2].Agents[i] > 0 && (c2 != c1 || s.C[c1].Agents[i] >= 2) {
					add(uint8(c1), uint8(c2+1), 0, 0)
				}
			}
		}
	case opAcquireNoCube:
		for cc := 0; cc < numCities; cc++ {
			if s.canAcquire(i, cc, false) {
				add(uint8(cc), 0, 0, 0)
			}
		}
	case opReplaceAny, opKillAny, opReplaceLocal:
		if op != opKillAny && p.Agents == 0 && d.Rules.ReplaceNeedsAgent {
			break // G19: a replacement needs an agent in the supply
		}
		for cc := 0; cc < numCities; cc++ {
			if op == opReplaceLocal && s.C[cc].Agents[i] == 0 {
				continue
			}
			for v := 0; v < n; v++ {
				own := v == i && op == opReplaceAny && d.Rules.IreneOwnAgents
				if (v != i || own) && s.C[cc].Agents[v] > 0 {
					add(uint8(cc), uint8(v), 0, 0)
				}
			}
		}
	case opReturnCubes:
		for cc := 0; cc < numCities; cc++ {
			if s.LestradeCity {
				if cubesIn(&s.C[cc], n) > 0 {
					add(uint8(cc), 0, 0, 0)
				}
				continue
			}
			for v := 0; v < n; v++ {
				if s.C[cc].Cubes[v] > 0 {
					add(uint8(cc), uint8(v), 0, 0)
				}
			}
		}
	case opToLimbo:
		// One cube (B city, C owner) or two (and D-1 city, E owner), in order.
		for c1 := 0; c1 < numCities; c1++ {
			for o1 := 0; o1 < n; o1++ {
				if s.C[c1].Cubes[o1] == 0 {
					continue
				}
				add(uint8(c1), uint8(o1), 0, 0)
				for c2 := c1; c2 < numCities; c2++ {
					for o2 := 0; o2 < n; o2++ {
						if c2 == c1 && o2 < o1 || s.C[c2].Cubes[o2] == 0 || c2 == c1 && o2 == o1 && s.C[c1].Cubes[o1] < 2 {
							continue
						}
						add(uint8(c1), uint8(o1), uint8(c2+1), uint8(o2))
					}
				}
			}
		}
	case opPeek, opSanityRollOther:
		for v := 0; v < n; v++ {
			if v != i {
				add(0, uint8(v), 0, 0)
			}
		}
	case opYog:
		if s.onBoard(i) > 0 {
			add(0, 0, 0, 0)
		}
	case opZombie:
		add(0, 0, 0, 0)
	case opCthulhu:
		for cc := 0; cc < numCities; cc++ {
			add(uint8(cc), 0, 0, 0)
		}
	case opHideRoyal:
		for cc := 0; cc < numCities; cc++ {
			if s.C[cc].Royal != none && s.majority(i, cc) {
				add(uint8(cc), 0, 0, 0)
			}
		}
	}
	return dst
}

func cubesIn(c *city, n int) int {
	t := 0
	for v := 0; v < n; v++ {
		t += int(c.Cubes[v])
	}
	return t
}

// blockers: may seat v cancel this attack with card c (§4.7, G15, G25)?
func (g *Game) canBlock(c *Card, atk uint8) bool {
	ru := &g.d.Rules
	switch c.Block {
	case opBlockAll:
		return atk != atkIrene || ru.SherlockBlocksIrene
	case opBlockKill:
		if g.s.Leopold {
			return false
		}
		switch atk {
		case atkCthulhu:
			return ru.VampiresBlockCthulhu
		case atkShoggoth:
			return ru.VampiresBlockShoggoth
		}
		return true
	}
	return false
}

// frameChoices lists the decisions of a pending frame.
func (g *Game) frameChoices(dst []engine.Action, f *frame, want func(uint8) bool) []engine.Action {
	s := &g.s
	i := int(f.Seat)
	p := &s.P[i]
	switch f.Op {
	case frBlock:
		if !want(KindBlock) {
			return dst
		}
		dst = append(dst, engine.Action{Kind: KindBlock})
		for k := 0; k < int(p.Hand.N) && k < 255; k++ {
			if k > 0 && p.Hand.C[k-1] == p.Hand.C[k] {
				continue
			}
			if g.canBlock(&g.d.Cards[p.Hand.C[k]], f.A) {
				dst = append(dst, engine.Action{Kind: KindBlock, A: 1, B: uint8(k)})
			}
		}
	case frAssassinMore:
		if want(KindAssassinate) {
			dst = g.assassinations(dst, i)
		}
		if want(KindStop) {
			dst = append(dst, engine.Action{Kind: KindStop})
		}
	case frMove:
		if want(KindStep) {
			for from := 0; from < numCities; from++ {
				if s.C[from].Agents[i] == 0 {
					continue
				}
				for to := 0; to < numCities; to++ {
					if to != from && g.open(to) {
						dst = append(dst, engine.Action{Kind: KindStep, A: uint8(from), B: uint8(to)})
					}
				}
			}
		}
		if want(KindStop) && f.M > 0 && int(f.N) < int(f.C) {
			// Stopping early is allowed only while no card was wasted
			// (§4.5 A4): the symbols left are fewer than the smallest card's.
			dst = append(dst, engine.Action{Kind: KindStop})
		}
	case frRetrieve:
		if want(KindStep) {
			for c := 0; c < numCities; c++ {
				if s.C[c].Cubes[i] > 0 {
					dst = append(dst, engine.Action{Kind: KindStep, A: uint8(c)})
				}
			}
			if p.Limbo > 0 {
				dst = append(dst, engine.Action{Kind: KindStep, A: numCities})
			}
		}
	case frYog:
		if want(KindStep) {
			for c := 0; c < numCities; c++ {
				if s.C[c].Agents[i] > 0 {
					dst = append(dst, engine.Action{Kind: KindStep, A: uint8(c)})
				}
			}
		}
		if want(KindStop) && f.N > 0 {
			dst = append(dst, engine.Action{Kind: KindStop})
		}
	case frZombie:
		if want(KindStep) {
			for c := 0; c < numCities; c++ {
				if s.C[c].Zombies == 0 || f.M&(1<<c) != 0 {
					continue
				}
				for v := 0; v < int(s.Players); v++ {
					if v != i && s.C[c].Agents[v] > 0 {
						dst = append(dst, engine.Action{Kind: KindStep, A: uint8(c), B: uint8(v)})
					}
				}
			}
		}
		if want(KindStop) {
			dst = append(dst, engine.Action{Kind: KindStop})
		}
	case frZombiePlace:
		if want(KindStep) {
			for c := 0; c < numCities; c++ {
				dst = append(dst, engine.Action{Kind: KindStep, A: uint8(c)})
			}
		}
	case frReveal:
		if !want(KindReveal) {
			return dst
		}
		dst = append(dst, engine.Action{Kind: KindReveal})
		if k := g.changeCard(i); k >= 0 && (s.faction(i) == factL || g.d.Rules.ChangeWhenForcedR) && f.A == 1 {
			dst = append(dst, engine.Action{Kind: KindReveal, A: 1, B: uint8(k)})
		}
	case frRefill:
		if want(KindAgent) {
			for c := 0; c < numCities; c++ {
				if g.open(c) {
					dst = append(dst, engine.Action{Kind: KindAgent, A: uint8(c)})
				}
			}
		}
	}
	return dst
}

// open: city c takes cubes, agents and assassinations (G18: always, unless
// the switch closes a city whose stack is empty).
func (g *Game) open(c int) bool { return g.d.Rules.EmptyCityOpen || g.s.C[c].N > 0 }

// changeCard is the hand position of a Zmiana nastawienia card, or -1.
func (g *Game) changeCard(i int) int {
	p := &g.s.P[i]
	for k := 0; k < int(p.Hand.N) && k < 255; k++ {
		if g.d.Cards[p.Hand.C[k]].textOp() == opChangeSide {
			return k
		}
	}
	return -1
}
