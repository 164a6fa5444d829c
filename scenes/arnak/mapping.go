package arnakboard

import (
	"stolik/rules/arnak"
	"stolik/rules/engine"
)

// Place is where on the board an action is chosen: a hand card, a site, a
// row slot, a research node or the temple. PlaceNone actions are buttons.
type Place struct {
	Kind uint8
	I    int
}

// Place kinds.
const (
	PlaceNone uint8 = iota
	PlaceHand
	PlaceSite
	PlaceRow
	PlaceNode
	PlaceTemple
)

// placeOf maps an action to its place in view g. At the end-of-round
// decision "discard hand card i" is a click on that card; an effect that
// picks a site is a click on the site.
func placeOf(a engine.Action, g *arnak.Game) Place {
	switch a.Kind {
	case arnak.KindPlay:
		return Place{PlaceHand, int(a.A)}
	case arnak.KindDig, arnak.KindDiscover, arnak.KindOvercome:
		return Place{PlaceSite, int(a.A)}
	case arnak.KindBuy:
		return Place{PlaceRow, int(a.A)}
	case arnak.KindResearch:
		return Place{PlaceNode, int(a.B)}
	case arnak.KindTemple:
		return Place{PlaceTemple, 0}
	case arnak.KindChoose:
		if g.UICleanup() && a.A == 1 {
			return Place{PlaceHand, int(a.B)}
		}
		if site, _, ok := g.UIChoiceSite(a); ok {
			return Place{PlaceSite, site}
		}
	}
	return Place{}
}

// atPlace appends the legal actions chosen at p.
func atPlace(dst []engine.Action, legal []engine.Action, p Place, g *arnak.Game) []engine.Action {
	for _, a := range legal {
		if placeOf(a, g) == p {
			dst = append(dst, a)
		}
	}
	return dst
}

// buttonActions appends the legal actions that have no place.
func buttonActions(dst []engine.Action, legal []engine.Action, g *arnak.Game) []engine.Action {
	return atPlace(dst, legal, Place{}, g)
}
