package dungeonologyboard

import (
	"stolik/rules/dungeonology"
	"stolik/rules/engine"
)

// Place is where on the board an action is chosen. Actions without a place
// are buttons; a place with several actions opens them on the buttons.
type Place struct {
	Kind uint8
	I, J int
}

// Place kinds.
const (
	PlaceNone    uint8 = iota
	PlaceZone          // I: placed zone (move there, choose it)
	PlaceEdge          // I: edge of the explorer's zone (explore through it)
	PlacePos           // I, J: a drawn tile's position, in half units
	PlaceHand          // I: index in the screen seat's hand
	PlaceSeat          // I: a player's panel (a target)
	PlaceColumn        // I: seat, J: cube colour (a column of a note board)
	PlaceStack         // I: level 1..3 (the Stairs' choice)
	PlaceBoss          // the Boss card (a target)
	PlaceScholar       // I: scholar card (the set-up choice)
)

// mapCtx is what placeOf needs from the view: the screen seat's hand (cards
// by physical number, so a hand index can be found) and the design of each.
type mapCtx struct {
	hand   []int
	design func(c int) string
	cur    int // the seat deciding
}

// handIndex is the hand index of card c, or of another copy of the same
// design (the rules offer only the lowest copy), -1 when absent.
func (m *mapCtx) handIndex(c int) int {
	for i, h := range m.hand {
		if h == c {
			return i
		}
	}
	if m.design == nil {
		return -1
	}
	d := m.design(c)
	for i, h := range m.hand {
		if m.design(h) == d {
			return i
		}
	}
	return -1
}

// placeOf maps an action to its place.
func placeOf(a engine.Action, m *mapCtx) Place {
	switch a.Kind {
	case dungeonology.KindMove, dungeonology.KindZone:
		return Place{Kind: PlaceZone, I: int(a.A)}
	case dungeonology.KindExplore:
		return Place{Kind: PlaceEdge, I: int(a.A)}
	case dungeonology.KindPlace:
		return Place{Kind: PlacePos, I: int(a.A) - 128, J: int(a.B) - 128}
	case dungeonology.KindCard, dungeonology.KindDiscard:
		if i := m.handIndex(int(a.A)); i >= 0 {
			return Place{Kind: PlaceHand, I: i}
		}
	case dungeonology.KindAbility:
		seat, card := dungeonology.UIAbilitySubject(a)
		if seat >= 0 {
			return Place{Kind: PlaceSeat, I: seat}
		}
		if i := m.handIndex(card); card >= 0 && i >= 0 {
			return Place{Kind: PlaceHand, I: i}
		}
	case dungeonology.KindTarget:
		if int(a.A) >= 4 {
			return Place{Kind: PlaceBoss}
		}
		return Place{Kind: PlaceSeat, I: int(a.A)}
	case dungeonology.KindSpy:
		return Place{Kind: PlaceColumn, I: int(a.A), J: int(a.B)}
	case dungeonology.KindColour:
		return Place{Kind: PlaceColumn, I: m.cur, J: int(a.A)}
	case dungeonology.KindLevel:
		return Place{Kind: PlaceStack, I: int(a.A)}
	case dungeonology.KindScholar:
		return Place{Kind: PlaceScholar, I: int(a.A)}
	}
	return Place{}
}

// atPlace appends the legal actions chosen at p.
func atPlace(dst []engine.Action, legal []engine.Action, p Place, m *mapCtx) []engine.Action {
	for _, a := range legal {
		if placeOf(a, m) == p {
			dst = append(dst, a)
		}
	}
	return dst
}
