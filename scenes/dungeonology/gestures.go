package dungeonologyboard

import (
	"math"

	"stolik/render/geom"
	"stolik/render/interact"
	"stolik/rules/dungeonology"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

// What can be dragged: the scholar that moves now (the students go with
// it), Laetus when a player steers him, the drawn zone tile, a cube of the
// scholar's zone (Research up to it).
type srcKind uint8

const (
	srcNone srcKind = iota
	srcScholar
	srcBoss
	srcTile
	srcCube
)

type source struct {
	kind        srcKind
	seat, zone  int
	space       int     // srcCube: the cube space
	item        geom.Pt // the dragged piece's top-left before the drag
	itemW, size float64
}

// mapPress is a press in the map on nothing draggable: dragging it pans
// the dungeon, releasing it where it went down clicks there.
type mapPress struct {
	on      bool
	at      geom.Pt
	last    geom.Pt
	panning bool
}

// Pan step of a key, in pixels; zoom factor of a wheel notch or a key.
const (
	panStep  = 60.0
	zoomStep = 1.15
)

// gesture runs this frame's pointer: drags, presses in the map, clicks on
// buttons and pieces. done means out is final (an action was chosen).
func (b *Board) gesture(in *ui.Input, p interact.Pointer) (out table.Outcome, done bool) {
	if p.Pressed && b.drag.EndReturn() {
		out.Redraw = true // a new press ends the snap-back at once
	}
	if b.drag.Phase() == interact.DragPending && p.Pressed {
		// A new press while the last one seems held: the release was never
		// seen (a script that presses every frame), so it was a click.
		b.drag.Cancel()
		in.Click = false
		return b.clickMap(b.press.at), true
	}
	if b.drag.Phase() != interact.DragIdle {
		in.Click = false
		return b.updateDrag(p)
	}
	if b.press.on {
		if p.Pressed {
			at := b.press.at
			b.press = mapPress{}
			in.Click = false
			return b.clickMap(at), true
		}
		if p.Down {
			pt := geom.Pt{X: p.X, Y: p.Y}
			if !b.press.panning && pt.Dist(b.press.at) >= 4 {
				b.press.panning = true
			}
			if b.press.panning {
				d := pt.Sub(b.press.last)
				if d != (geom.Pt{}) {
					b.cam.Pan(d.X, d.Y, b.lay.Map, b.bounds)
					out.Redraw = true
				}
				b.press.last = pt
			}
			return out, false
		}
		was := b.press
		b.press = mapPress{}
		if was.panning {
			out.Redraw = true
			return out, false
		}
		return b.clickMap(was.at), true
	}
	if !p.Pressed {
		return out, false
	}
	x, y := p.X, p.Y
	if i := b.btns.Hover(x, y); i >= 0 {
		in.Click = false
		return b.clickButton(i), true
	}
	for i, r := range b.lay.Zoom {
		if r.Contains(x, y) {
			in.Click = false
			b.zoomButton(i)
			out.Redraw = true
			return out, false
		}
	}
	pt := geom.Pt{X: x, Y: y}
	if src, ok := b.sourceAt(x, y); ok && p.Down {
		in.Click = false
		b.press.at = pt
		b.beginDrag(src, p)
		out.Redraw = true
		return out, false
	}
	if r, ok := b.newTileBox(); ok && r.ContainsPt(pt) {
		in.Click = false
		return b.clickMap(pt), true
	}
	if b.lay.Map.Contains(x, y) {
		in.Click = false
		if p.Down {
			b.press = mapPress{on: true, at: pt, last: pt}
			return out, false
		}
		return b.clickMap(pt), true
	}
	if pl, hit := b.placeAt(x, y); hit {
		in.Click = false
		return b.clickPlace(pl), true
	}
	return out, false
}

// clickMap is a click in the map at pt.
func (b *Board) clickMap(pt geom.Pt) table.Outcome {
	if r, ok := b.newTileBox(); ok && r.ContainsPt(pt) {
		b.Msg.Note(b.T("dungeonologyboard.note.drag_tile"), table.NoteFrames)
		return table.Outcome{Redraw: true}
	}
	pl, hit := b.mapPlaceAt(pt.X, pt.Y)
	if !hit {
		return table.Outcome{Redraw: true}
	}
	return b.clickPlace(pl)
}

// zoomButton runs the map's buttons: zoom in, zoom out, the whole dungeon.
func (b *Board) zoomButton(i int) {
	c := b.lay.Map.Center()
	switch i {
	case 0:
		b.cam.ZoomAt(c, zoomStep)
	case 1:
		b.cam.ZoomAt(c, 1/zoomStep)
	default:
		b.fitCamera(true)
	}
	b.cam.Keep(b.lay.Map, b.bounds)
}

// cameraKeys: the mouse wheel over the map zooms around the pointer; the
// keys + and − zoom, 0 shows the whole dungeon, W A S D (and the arrows,
// when the keyboard focus does not take them) pan.
func (b *Board) cameraKeys(in *ui.Input, p interact.Pointer) bool {
	changed := false
	m := b.lay.Map
	if in.Wheel != 0 && m.Contains(p.X, p.Y) {
		b.cam.ZoomAt(geom.Pt{X: p.X, Y: p.Y}, math.Pow(zoomStep, in.Wheel))
		b.cam.Keep(m, b.bounds)
		in.Wheel = 0
		changed = true
	}
	dx, dy := 0.0, 0.0
	keep := in.Chars[:0]
	for _, r := range in.Chars {
		switch r {
		case '+', '=':
			b.zoomButton(0)
		case '-':
			b.zoomButton(1)
		case '0':
			b.zoomButton(2)
		case 'w', 'W':
			dy += panStep
		case 's', 'S':
			dy -= panStep
		case 'a', 'A':
			dx += panStep
		case 'd', 'D':
			dx -= panStep
		default:
			keep = append(keep, r)
			continue
		}
		changed = true
	}
	in.Chars = keep
	if in.Left || in.Right || in.Up || in.Down2 {
		switch {
		case in.Left:
			dx += panStep
		case in.Right:
			dx -= panStep
		case in.Up:
			dy += panStep
		default:
			dy -= panStep
		}
		in.Left, in.Right, in.Up, in.Down2 = false, false, false, false
	}
	if dx != 0 || dy != 0 {
		b.cam.Pan(dx, dy, m, b.bounds)
		changed = true
	}
	return changed
}

// mover is the seat whose figure may be dragged now, -1 none.
func (b *Board) mover() int {
	if !b.hasLegal {
		return -1
	}
	if m := b.view.UIMoving(); m >= 0 && b.pend.Op == "move_other" {
		return m
	}
	for _, a := range b.legal {
		if a.Kind == dungeonology.KindMove || a.Kind == dungeonology.KindExplore {
			return int(b.view.Current())
		}
	}
	return -1
}

// bossSteered: the decision moves Laetus zone by zone.
func (b *Board) bossSteered() bool {
	if !b.hasLegal || !b.pendOK {
		return false
	}
	switch b.pend.Op {
	case "boss", "boss_free", "panic_boss":
		return true
	}
	return false
}

// researching: some Research is legal (cubes may be dragged).
func (b *Board) researching() bool {
	for _, a := range b.legal {
		if a.Kind == dungeonology.KindResearch {
			return true
		}
	}
	return false
}

// sourceAt is the draggable piece under a point.
func (b *Board) sourceAt(x, y float64) (source, bool) {
	if !b.hasLegal || b.setup() {
		return source{}, false
	}
	if r, ok := b.newTileBox(); ok && r.Contains(x, y) {
		return source{kind: srcTile, zone: b.pend.Zone, item: r.Min(), itemW: r.W, size: r.W}, true
	}
	if !b.lay.Map.Contains(x, y) || b.overMapControls(x, y) {
		return source{}, false
	}
	mv, boss := b.mover(), b.bossSteered()
	pt := geom.Pt{X: x, Y: y}
	var figs []figure
	for t := len(b.tiles) - 1; t >= 0; t-- {
		if !b.tileRect(t).Contains(x, y) {
			continue
		}
		figs = b.figures(t, figs[:0])
		for _, f := range figs {
			hit := f.C.Dist(pt) <= f.R*1.4 || f.Seat >= 0 && f.Stud.Dist(pt) <= f.StudR*1.4
			if !hit {
				continue
			}
			sz := f.R * 2.6
			it := geom.Pt{X: f.C.X - sz/2, Y: f.C.Y - sz/2}
			if f.Seat >= 0 && f.Seat == mv {
				return source{kind: srcScholar, seat: f.Seat, zone: t, item: it, itemW: sz, size: f.R}, true
			}
			if f.Seat < 0 && boss {
				return source{kind: srcBoss, seat: -1, zone: t, item: it, itemW: sz, size: f.R}, true
			}
		}
		if b.researching() {
			if seat, z := b.explorer(); z == t && seat >= 0 {
				tg := tileLayout(b.tileRect(t), len(b.tiles[t].Cubes))
				for k, r := range tg.Cubes {
					if b.tiles[t].Cubes[k] >= 0 && r.Inset(-3).Contains(x, y) {
						return source{kind: srcCube, seat: seat, zone: t, space: k, item: r.Min(), itemW: r.W, size: r.W}, true
					}
				}
			}
		}
		break
	}
	return source{}, false
}

// beginDrag starts dragging src and offers its drop targets, lit where the
// legal list allows the drop.
func (b *Board) beginDrag(src source, p interact.Pointer) {
	if b.subOn {
		b.closeSub()
	}
	b.dragSrc, b.dragHint = src, ""
	b.drag.Begin(0, src.item, p)
	b.targets, b.dropActs = b.targets[:0], b.dropActs[:0]
	add := func(r geom.Rect, a engine.Action, ok bool, why string) {
		b.targets = append(b.targets, interact.DropTarget{ID: len(b.targets), Rect: r, Legal: ok, Reason: why})
		b.dropActs = append(b.dropActs, a)
	}
	find := func(kind uint8, a uint8) (engine.Action, bool) {
		for _, x := range b.legal {
			if x.Kind == kind && x.A == a {
				return x, true
			}
		}
		return engine.Action{}, false
	}
	switch src.kind {
	case srcScholar, srcBoss:
		kind := dungeonology.KindMove
		if src.kind == srcBoss || b.pend.Op == "move_other" {
			kind = dungeonology.KindZone
		}
		for t := range b.tiles {
			if t == src.zone {
				continue
			}
			a, ok := find(kind, uint8(t))
			add(b.tileRect(t), a, ok, b.whyNotStep(src, t))
		}
		if src.kind == srcScholar {
			for e := 0; e < 4; e++ {
				a, ok := find(dungeonology.KindExplore, uint8(e))
				if r, has := b.edgeRectOf(src.zone, e); has && ok {
					add(r, a, true, "")
				}
			}
		}
	case srcTile:
		var buf [12]Place
		var rb [12]geom.Rect
		pos := b.positions(buf[:0])
		for i, r := range b.posRects(rb[:0], pos) {
			a := engine.Action{Kind: dungeonology.KindPlace, A: uint8(pos[i].I + 128), B: uint8(pos[i].J + 128)}
			add(r, a, engine.Contains(b.legal, a), "")
		}
	case srcCube:
		k := b.cubesUpTo(src.seat, src.zone, src.space)
		a, ok := find(dungeonology.KindResearch, uint8(k))
		why := ""
		if !ok {
			why = b.Tf("dungeonologyboard.why.research", map[string]any{"n": k})
			if k == 0 {
				why = b.T("dungeonologyboard.why.column_full")
			}
		}
		if src.seat >= 0 && src.seat < len(b.lay.Players) {
			add(b.lay.Players[src.seat].Rect, a, ok && k > 0, why)
		}
	}
	b.drag.SetTargets(b.targets)
}

// edgeRectOf is the ghost beyond edge e of zone z.
func (b *Board) edgeRectOf(z, e int) (geom.Rect, bool) {
	x, y, ok := b.edgeSpot(z, e)
	if !ok {
		return geom.Rect{}, false
	}
	return b.cam.TileRect(x, y), true
}

// cubesUpTo is how many cubes Research takes to reach the cube on space k
// of zone z: the cubes from the left that seat can write down (a cube of a
// full column is skipped), 0 when that cube is one of those.
func (b *Board) cubesUpTo(seat, z, k int) int {
	if seat < 0 || seat >= len(b.seats) || z < 0 || z >= len(b.tiles) {
		return 0
	}
	var room [5]int
	for c := range room {
		room[c] = int(b.d.Capacity[c]) - b.seats[seat].Columns[c]
	}
	n := 0
	for i, c := range b.tiles[z].Cubes {
		if c < 0 || c >= 5 {
			continue
		}
		if room[c] <= 0 {
			if i == k {
				return 0
			}
			continue
		}
		room[c]--
		n++
		if i == k {
			return n
		}
	}
	return 0
}

// updateDrag feeds the drag machine one frame; done means out is final.
func (b *Board) updateDrag(p interact.Pointer) (out table.Outcome, done bool) {
	ev := b.drag.Update(p, 1.0/60)
	out.Redraw = ev.Kind != interact.DragNone || b.drag.Busy()
	switch ev.Kind {
	case interact.DragClick:
		return b.clickMap(b.press.at), true
	case interact.DragStarted, interact.DragMoved:
		b.dragHover()
	case interact.DragDropped:
		b.dragHint = ""
		if ev.Target >= 0 && ev.Target < len(b.dropActs) {
			return b.choose(b.dropActs[ev.Target]), true
		}
	case interact.DragRejected:
		b.dragHint = ""
		if ev.Reason != "" {
			b.Msg.Say(ev.Reason)
		} else {
			b.Msg.Say(b.T("dungeonologyboard.why.nowhere"))
		}
	}
	return out, false
}

// dragHover words what a drop under the pointer would do.
func (b *Board) dragHover() {
	h, ok := b.drag.Hover()
	b.dragHint = ""
	if !ok {
		switch b.dragSrc.kind {
		case srcScholar:
			b.dragHint = b.speedText(b.dragSrc.seat)
		case srcTile:
			b.dragHint = b.T("dungeonologyboard.hint.tile")
		}
		return
	}
	if !h.Legal {
		b.dragHint = h.Reason
		return
	}
	b.dragHint = b.describe(b.dropActs[h.ID])
	if b.dragSrc.kind == srcScholar {
		if s := b.speedText(b.dragSrc.seat); s != "" {
			b.dragHint += " · " + s
		}
	}
}

// whyNotStep words why the figure cannot be dropped on zone t (the legal
// list has already decided; this only picks the likeliest words).
func (b *Board) whyNotStep(src source, t int) string {
	if src.kind == srcBoss {
		return b.T("dungeonologyboard.why.boss_step")
	}
	if src.seat >= 0 && src.seat < len(b.seats) && b.pend.Op != "move_other" {
		if s := b.seats[src.seat]; s.SpeedLeft == 0 && !b.pendOK {
			return b.T("dungeonologyboard.why.no_speed")
		}
	}
	return b.T("dungeonologyboard.why.no_step")
}

// whyNot words why a click on pl chose nothing.
func (b *Board) whyNot(pl Place) string {
	switch pl.Kind {
	case PlaceZone:
		if seat, z := b.explorer(); z == pl.I && seat == int(b.seat) {
			if b.mover() >= 0 {
				return b.T("dungeonologyboard.note.drag_scholar")
			}
			return ""
		}
		if b.mover() >= 0 || b.bossSteered() {
			return b.T("dungeonologyboard.why.no_step")
		}
		return ""
	case PlaceHand:
		return b.T("dungeonologyboard.why.card")
	case PlaceSeat, PlaceColumn, PlaceBoss, PlaceStack:
		return ""
	}
	return b.T("dungeonologyboard.why.not_now")
}
