package discoverboard

import (
	"stolik/render/geom"
	"stolik/rules/discover"
	"stolik/rules/engine"
	"stolik/scenes/table"
)

// Moving the hero: the pawn dragged over the map shows the cheapest path
// to the space under it and its stamina cost before the drop; the drop (or
// a click on a far space) walks the path one step at a time, each step an
// ordinary move the rules check. The path avoids spaces with monsters on
// the way (entering one starts a fight) but may end on one.

// canDragPawn reports a press on the pawn of the hero to move, in a plain
// day turn with a step to take.
func (b *Board) canDragPawn(pt geom.Pt) bool {
	if !b.hasLegal || b.dec != "" || b.hero < 0 {
		return false
	}
	x, ok := b.hexUnder(pt)
	if !ok || x != b.view.UIHero(b.hero).Hex {
		return false
	}
	for _, a := range b.legal {
		if a.Kind == discover.KindMove {
			return true
		}
	}
	return false
}

// dragOver plans the path to the space under the dragged pawn; it reports
// a change.
func (b *Board) dragOver(pt geom.Pt) bool {
	x, ok := b.hexUnder(pt)
	if !ok {
		x = -1
	}
	if x == b.dragHex {
		return true // the pawn follows the pointer
	}
	b.dragHex = x
	b.dragPath, b.dragCost = b.dragPath[:0], -1
	if x >= 0 {
		path, cost := b.planPath(x)
		b.dragPath, b.dragCost = append(b.dragPath, path...), cost
	}
	return true
}

// dropPawn walks to the space the pawn was dropped on.
func (b *Board) dropPawn() (table.Outcome, bool) {
	out := table.Outcome{Redraw: true}
	x := b.dragHex
	b.dragHex = -1
	h := b.hero
	switch {
	case x < 0 || h < 0:
		return out, false
	case x == b.view.UIHero(h).Hex:
		return out, false // put back where it was
	case len(b.dragPath) == 0:
		b.Msg.Say(b.whyNot(x))
		return out, false
	}
	if st := b.view.UIHero(h).Stamina; b.dragCost > st {
		b.Msg.Say(b.Tf("discoverboard.why.too_far", map[string]any{"cost": b.dragCost, "stamina": st}))
		return out, false
	}
	return b.walk(b.dragPath)
}

// planPath is the cheapest path (hexes after the hero's own) from the hero
// to move to revealed space goal, and its stamina cost; nil when there is
// none. Spaces with monsters are only a path's end.
func (b *Board) planPath(goal int) ([]int, int) {
	h := b.hero
	if h < 0 || b.view == nil || b.t == nil {
		return nil, -1
	}
	g, t := b.view, b.t
	from := g.UIHero(h).Hex
	if goal == from || !g.UIHex(goal).Revealed {
		return nil, -1
	}
	n := len(t.Hex)
	const inf = 1 << 30
	dist := make([]int, n)
	prev := make([]int, n)
	done := make([]bool, n)
	for i := range dist {
		dist[i], prev[i] = inf, -1
	}
	monster := make([]bool, n)
	for _, m := range g.UIMonsters() {
		if m.Hex >= 0 && m.Hex < n {
			monster[m.Hex] = true
		}
	}
	dist[from] = 0
	for {
		u := -1
		for i := 0; i < n; i++ {
			if !done[i] && dist[i] < inf && (u < 0 || dist[i] < dist[u]) {
				u = i
			}
		}
		if u < 0 || u == goal {
			break
		}
		done[u] = true
		if u != from && monster[u] {
			continue // a fight stops the walk here
		}
		for _, v8 := range t.Adj[u] {
			v := int(v8)
			if v8 == discover.UINone || v >= n || done[v] {
				continue
			}
			c := g.UIStepCost(h, v)
			if c < 0 {
				continue
			}
			if dist[u]+c < dist[v] {
				dist[v], prev[v] = dist[u]+c, u
			}
		}
	}
	if dist[goal] >= inf {
		return nil, -1
	}
	var path []int
	for v := goal; v != from; v = prev[v] {
		path = append(path, v)
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path, dist[goal]
}

// whyNot words why the hero cannot go to space x (the legal list has
// decided; this picks the likeliest words).
func (b *Board) whyNot(x int) string {
	g := b.view
	if b.hero < 0 || g == nil {
		return b.T("discoverboard.why.not_now")
	}
	hv := g.UIHex(x)
	if !hv.Revealed {
		if b.scoutable(x / 3) {
			return b.T("discoverboard.why.scout_here")
		}
		return b.T("discoverboard.why.unexplored")
	}
	if c := g.UIMoveCost(b.hero, x); c > g.UIHero(b.hero).Stamina {
		return b.Tf("discoverboard.why.too_far", map[string]any{"cost": c, "stamina": g.UIHero(b.hero).Stamina})
	}
	for _, a := range b.legal {
		if a.Kind == discover.KindMove {
			return b.T("discoverboard.why.no_path")
		}
	}
	return b.T("discoverboard.why.not_now")
}

// scoutable reports a legal scout of slot s.
func (b *Board) scoutable(s int) bool {
	return b.hasLegal && engine.Contains(b.legal, engine.Action{Kind: discover.KindScout, A: uint8(s)})
}
