package discoverboard

import (
	"stolik/rules/discover"
	"stolik/rules/engine"
)

// placeKind is where on the board an action is chosen.
type placeKind uint8

const (
	plNone   placeKind = iota
	plHex              // a space of the map: step there
	plSlot             // a face-down slot: scout it
	plHere             // the hero's own space: its context menu
	plEnd              // «Zakończ turę»
	plButton           // a choice of the pending decision (the side panel)
)

// place is an action's place: its kind and the hex or slot it names.
type place struct {
	kind placeKind
	i    int
}

// placeOf maps a legal action to its place. Every day-turn action but a
// step, a scout and the end of the turn is taken on the hero's own space
// (gather, investigate, craft, trade, cook, rest, loot, card actions,
// attack, deliver): a click there opens their menu. A pending decision's
// options are buttons; the ones that name a space (retreat, escape, a free
// step, a scout) are also chosen by a click on that space.
func placeOf(a engine.Action) place {
	switch a.Kind {
	case discover.KindEnd:
		return place{kind: plEnd}
	case discover.KindMove:
		return place{kind: plHex, i: int(a.A)}
	case discover.KindScout:
		return place{kind: plSlot, i: int(a.A)}
	case discover.KindChoose:
		return place{kind: plButton}
	}
	return place{kind: plHere}
}

// mapChoice is the space (hex, or slot for a scout) a decision's option
// names, for a click on the map; ok false for options without one.
func mapChoice(dec string, a engine.Action) (p place, ok bool) {
	if a.Kind != discover.KindChoose {
		return place{}, false
	}
	switch dec {
	case "retreat", "escape":
		return place{kind: plHex, i: int(a.A)}, true
	case "move":
		if a.A == 1 {
			return place{kind: plHex, i: int(a.B)}, true
		}
	case "scout":
		return place{kind: plSlot, i: int(a.A)}, true
	}
	return place{}, false
}
