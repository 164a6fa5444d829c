package donjonboard

import (
	"math"

	"stolik/render/geom"
	"stolik/rules/donjon"
)

// DungeonGeom is one player's dungeon on screen: a header and the
// location graph of §8.3 (rooms above, the entrance and corridors below,
// each room between the two corridors it joins).
type DungeonGeom struct {
	Rect   geom.Rect
	Header geom.Rect // name, score, Keeper tile, penalty tokens
	Mini   bool
	Keeper [3]geom.Rect // the three Keeper power boxes (or the face-down tile)
	Tokens [5]geom.Rect // penalty tokens 1..5
	Rooms  *geom.GraphLayout
	Halls  *geom.GraphLayout // entrance and corridors
}

// Node returns location l's box.
func (d *DungeonGeom) Node(l uint8) geom.Rect {
	if l >= donjon.LocR1 {
		return d.Rooms.Rect(int(l - donjon.LocR1))
	}
	return d.Halls.Rect(int(l))
}

// Hit returns the location under (x, y).
func (d *DungeonGeom) Hit(x, y float64) (uint8, bool) {
	if i, ok := d.Rooms.Hit(x, y); ok {
		return donjon.LocR1 + uint8(i), true
	}
	if i, ok := d.Halls.Hit(x, y); ok {
		return uint8(i), true
	}
	return 0, false
}

// nodeHeader is the strip at the top of a node holding its name.
func (d *DungeonGeom) nodeHeader(l uint8) float64 {
	switch {
	case d.Mini && l >= donjon.LocR1:
		return 9 // room number, gold and groups
	case d.Mini:
		return 0
	case l >= donjon.LocR1:
		return 28 // two lines of room title
	}
	return 16
}

// Cell returns where the stack of type t sits inside location l. Every
// type has a fixed cell, so stacks never jump around as others empty.
func (d *DungeonGeom) Cell(l, t uint8) geom.Rect {
	r := d.Node(l)
	top := d.nodeHeader(l)
	if l >= donjon.LocR1 && !d.Mini {
		top += 16 // gold piles and groups
	}
	body := geom.Rect{X: r.X + 2, Y: r.Y + top, W: r.W - 4, H: r.H - top - 2}
	cols, rows := 2, 3
	if d.Mini {
		cols, rows = 3, 2
	}
	cw, ch := body.W/float64(cols), body.H/float64(rows)
	c, row := int(t)%cols, int(t)/cols
	return geom.Rect{X: body.X + float64(c)*cw, Y: body.Y + float64(row)*ch, W: cw, H: ch}
}

// layoutDungeon places a dungeon inside r.
func layoutDungeon(r geom.Rect, mini bool) DungeonGeom {
	d := DungeonGeom{Rect: r, Mini: mini}
	var graph geom.Rect
	if mini {
		hw := math.Min(110, r.W*0.2)
		d.Header = geom.Rect{X: r.X, Y: r.Y, W: hw, H: r.H}
		graph = geom.Rect{X: r.X + hw + 4, Y: r.Y + 3, W: r.W - hw - 8, H: r.H - 6}
		// Keeper boxes and tokens stacked in the header's lower part.
		kw := (hw - 12) / 3
		for i := range d.Keeper {
			d.Keeper[i] = geom.Rect{X: r.X + 4 + float64(i)*(kw+2), Y: r.Y + r.H - 36, W: kw, H: 14}
		}
		tw := (hw - 8) / 5
		for i := range d.Tokens {
			d.Tokens[i] = geom.Rect{X: r.X + 4 + float64(i)*tw, Y: r.Y + r.H - 18, W: tw - 2, H: 14}
		}
	} else {
		d.Header = geom.Rect{X: r.X, Y: r.Y, W: r.W, H: 24}
		graph = geom.Rect{X: r.X + 6, Y: r.Y + 28, W: r.W - 12, H: r.H - 32}
	}
	// Spacing s between corridor centres: the entrance and corridors are
	// 0.86 s wide, rooms 0.94 s; from the entrance's left edge to room
	// 5's right edge the graph spans 6.32 s.
	s := graph.W / 6.32
	if !mini {
		// The Keeper tile and the penalty tokens sit above the entrance,
		// left of room 1, where the graph leaves a free corner.
		w := 1.38*s - 8
		for i := range d.Keeper {
			d.Keeper[i] = geom.Rect{X: graph.X, Y: graph.Y + 16 + float64(i)*32, W: w, H: 29}
		}
		tw := w / 5
		for i := range d.Tokens {
			d.Tokens[i] = geom.Rect{X: graph.X + float64(i)*tw, Y: graph.Y + 16 + 3*32 + 16, W: tw - 2, H: tw - 2}
		}
	}
	cw, rw := 0.86*s, 0.94*s
	roomH := graph.H * 0.56
	hallH := graph.H * 0.40
	x0 := graph.X + cw + 0.06*s + cw/2 // centre of corridor 1
	rooms := geom.Rect{X: graph.X, Y: graph.Y, W: graph.W, H: roomH}
	halls := geom.Rect{X: graph.X, Y: graph.Y + graph.H - hallH, W: graph.W, H: hallH}
	d.Rooms = geom.NewGraphLayout(rooms, rw, roomH)
	d.Halls = geom.NewGraphLayout(halls, cw, hallH)
	u := func(area geom.Rect, w, cx float64) float64 { return (cx - w/2 - area.X) / (area.W - w) }
	d.Halls.Add("E", u(halls, cw, graph.X+cw/2), 0)
	for i := 0; i < 5; i++ {
		d.Halls.Add(hallIDs[i+1], u(halls, cw, x0+float64(i)*s), 0)
	}
	for i := 0; i < 5; i++ {
		d.Rooms.Add(roomIDs[i], u(rooms, rw, x0+(float64(i)+0.5)*s), 0)
	}
	return d
}

var (
	hallIDs = [6]string{"E", "C1", "C2", "C3", "C4", "C5"}
	roomIDs = [5]string{"R1", "R2", "R3", "R4", "R5"}
)

// Layout is the whole board's geometry for one area and player count.
type Layout struct {
	Area geom.Rect

	Terra   geom.Rect
	Areas   [donjon.NumAreas]geom.Rect
	Info    geom.Rect // deck, threat row, inn and graveyard counters
	Power   geom.Rect
	Sword   geom.Rect
	VIPs    [2]geom.Rect
	Reserve geom.Rect
	PDeck   geom.Rect
	Potions [3]geom.Rect
	Office  geom.Rect
	Obj     [4]geom.Rect

	// Dungeons[0] is the large one; the others follow in seat order.
	Dungeons []DungeonGeom
	Buttons  geom.Rect
}

// AreaCell is where the stack of type t sits in a Terra Amata area.
func (l *Layout) AreaCell(a, t uint8) geom.Rect {
	r := l.Areas[a]
	body := geom.Rect{X: r.X + 2, Y: r.Y + 28, W: r.W - 4, H: r.H - 30}
	cw, ch := body.W/2, body.H/3
	return geom.Rect{X: body.X + float64(t%2)*cw, Y: body.Y + float64(t/2)*ch, W: cw, H: ch}
}

// NewLayout lays the board out in area for n players.
func NewLayout(area geom.Rect, n int) Layout {
	n = max(1, n)
	l := Layout{Area: area}
	const gap = 6
	lw := math.Round(area.W * 0.33)
	x := area.X
	y := area.Y
	l.Terra = geom.Rect{X: x, Y: y, W: lw, H: 214}
	aw := (lw - 16 - 2*gap) / 3
	for a := range l.Areas {
		l.Areas[a] = geom.Rect{X: x + 8 + float64(a)*(aw+gap), Y: y + 24, W: aw, H: 132}
	}
	l.Info = geom.Rect{X: x + 8, Y: y + 160, W: lw - 16, H: 50}
	y += l.Terra.H + gap
	l.Power = geom.Rect{X: x, Y: y, W: lw, H: 196}
	cardW, cardH := (lw-16-3*gap)/4.0, 78.0
	row := func(i int, ry float64) geom.Rect {
		return geom.Rect{X: x + 8 + float64(i)*(cardW+gap), Y: ry, W: cardW, H: cardH}
	}
	l.Sword = row(0, y+22)
	l.VIPs[0], l.VIPs[1] = row(1, y+22), row(2, y+22)
	l.Reserve = row(3, y+22)
	l.PDeck = row(0, y+22+cardH+gap+6)
	for i := range l.Potions {
		l.Potions[i] = row(i+1, y+22+cardH+gap+6)
	}
	y += l.Power.H + gap
	l.Office = geom.Rect{X: x, Y: y, W: lw, H: area.Y + area.H - y}
	oh := (l.Office.H - 26) / 4
	for i := range l.Obj {
		l.Obj[i] = geom.Rect{X: x + 6, Y: y + 24 + float64(i)*oh, W: lw - 12, H: oh - 3}
	}

	rx := area.X + lw + gap
	rw := area.W - lw - gap
	l.Buttons = geom.Rect{X: rx, Y: area.Y + area.H - 40, W: rw, H: 40}
	avail := area.H - 40 - gap
	minis := n - 1
	miniH := 0.0
	switch minis {
	case 0:
	case 1:
		miniH = 150
	case 2:
		miniH = 112
	default:
		miniH = math.Floor((avail*0.45 - float64(minis-1)*gap) / float64(minis))
	}
	mainH := avail - float64(minis)*(miniH+gap)
	l.Dungeons = make([]DungeonGeom, n)
	l.Dungeons[0] = layoutDungeon(geom.Rect{X: rx, Y: area.Y, W: rw, H: mainH}, false)
	my := area.Y + mainH + gap
	for i := 1; i < n; i++ {
		l.Dungeons[i] = layoutDungeon(geom.Rect{X: rx, Y: my, W: rw, H: miniH}, true)
		my += miniH + gap
	}
	return l
}
