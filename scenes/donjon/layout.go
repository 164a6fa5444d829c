package donjonboard

import (
	"math"

	"stolik/render/geom"
	"stolik/rules/donjon"
)

// Text sizes of the board (logical pixels; table.MinText is the floor).
const (
	sizeTitle  = 15.0 // panel titles
	sizeName   = 17.0 // the large dungeon's player name
	sizeText   = 12.5 // labels, counts, card lines
	sizeSmall  = 12.0 // the densest labels (minis, legend)
	panelHead  = 22.0 // height of a panel's title strip
	areaHead   = 22.0 // a Terra Amata area's name and count
	buttonsH   = 40.0
	legendH    = 18.0
	tokenCapH  = 16.0
	miniHeadH  = 20.0
	roomHeadH  = 18.0 // a room's number and name
	roomExtraH = 16.0 // its gold piles and adventurer groups
	roomPowerH = 30.0 // the large dungeon's rooms: two lines naming the power
	hallHeadH  = 17.0
)

// DungeonGeom is one player's dungeon on screen: a header and the
// location graph of §8.3 (rooms above, the entrance and corridors below,
// each room between the two corridors it joins).
type DungeonGeom struct {
	Rect   geom.Rect
	Header geom.Rect // name and score (and in a mini, everything else on its line)
	Mini   bool
	Keeper [3]geom.Rect // the three Keeper power boxes (or the face-down tile)
	Tokens [5]geom.Rect // penalty tokens 1..5
	Legend geom.Rect    // what the symbols mean (the large dungeon only)
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

// nodeHeader is the strip at the top of a node holding its name (and, in
// a room, the gold and the groups under it).
func (d *DungeonGeom) nodeHeader(l uint8) float64 {
	switch {
	case d.Mini && l >= donjon.LocR1:
		return 14 // room number, gold and groups on one line
	case d.Mini:
		return 2
	case l >= donjon.LocR1:
		return roomHeadH + roomExtraH
	}
	return hallHeadH
}

// Body is the part of location l below its header, where the monsters
// stand.
func (d *DungeonGeom) Body(l uint8) geom.Rect {
	r := d.Node(l)
	top := d.nodeHeader(l)
	return geom.Rect{X: r.X + 2, Y: r.Y + top, W: r.W - 4, H: r.H - top - 2 - d.powerH(l)}
}

// powerH is the footer of a room in the large dungeon that says what its
// power gives (issue 8: the effect readable without hovering).
func (d *DungeonGeom) powerH(l uint8) float64 {
	if d.Mini || l < donjon.LocR1 {
		return 0
	}
	return roomPowerH
}

// Power is the footer of location l naming its room power (empty for a
// mini dungeon and for the entrance and corridors).
func (d *DungeonGeom) Power(l uint8) geom.Rect {
	h := d.powerH(l)
	if h == 0 {
		return geom.Rect{}
	}
	r := d.Node(l)
	return geom.Rect{X: r.X + 3, Y: r.Y + r.H - h - 1, W: r.W - 6, H: h}
}

// Cell returns where the stack of type t sits inside location l. Every
// type has a fixed cell, so stacks never jump around as others empty.
// (Minis list the types present instead; see miniRows.)
func (d *DungeonGeom) Cell(l, t uint8) geom.Rect {
	body := d.Body(l)
	cols, rows := 2, 3
	cw, ch := body.W/float64(cols), body.H/float64(rows)
	c, row := int(t)%cols, int(t)/cols
	return geom.Rect{X: body.X + float64(c)*cw, Y: body.Y + float64(row)*ch, W: cw, H: ch}
}

// layoutDungeon places a dungeon inside r.
func layoutDungeon(r geom.Rect, mini bool) DungeonGeom {
	d := DungeonGeom{Rect: r, Mini: mini}
	var graph geom.Rect
	if mini {
		d.Header = geom.Rect{X: r.X, Y: r.Y, W: r.W, H: miniHeadH}
		graph = geom.Rect{X: r.X + 4, Y: r.Y + miniHeadH + 2, W: r.W - 8, H: r.H - miniHeadH - 6}
	} else {
		d.Header = geom.Rect{X: r.X, Y: r.Y, W: r.W, H: 26}
		d.Legend = geom.Rect{X: r.X + 8, Y: r.Y + r.H - legendH - 3, W: r.W - 16, H: legendH}
		graph = geom.Rect{X: r.X + 6, Y: r.Y + 30, W: r.W - 12, H: d.Legend.Y - r.Y - 32}
	}
	// Spacing s between corridor centres: the entrance and corridors are
	// 0.86 s wide, rooms 0.94 s; from the entrance's left edge to room
	// 5's right edge the graph spans 6.32 s.
	s := graph.W / 6.32
	cw, rw := 0.86*s, 0.94*s
	roomH := math.Floor(graph.H * 0.56)
	hallH := math.Floor(graph.H * 0.40)
	// The Keeper tile and the penalty tokens sit above the entrance, left
	// of room 1, where the graph leaves a free corner.
	corner := geom.Rect{X: graph.X, Y: graph.Y, W: 1.38*s - 6, H: roomH}
	if mini {
		kh := math.Floor((corner.H - 12) / 3)
		for i := range d.Keeper {
			d.Keeper[i] = geom.Rect{X: corner.X, Y: corner.Y + float64(i)*kh, W: corner.W, H: kh - 2}
		}
		tw := corner.W / 5
		for i := range d.Tokens {
			d.Tokens[i] = geom.Rect{X: corner.X + float64(i)*tw, Y: corner.Y + corner.H - 10, W: tw - 2, H: 9}
		}
	} else {
		tok := math.Min(26, (corner.W-8)/5)
		kTop := corner.Y + tokenCapH
		kh := math.Floor((corner.H - 2*tokenCapH - tok - 6) / 3)
		for i := range d.Keeper {
			d.Keeper[i] = geom.Rect{X: corner.X, Y: kTop + float64(i)*kh, W: corner.W, H: kh - 3}
		}
		tw := corner.W / 5
		for i := range d.Tokens {
			d.Tokens[i] = geom.Rect{X: corner.X + float64(i)*tw + (tw-tok)/2, Y: corner.Y + corner.H - tok, W: tok, H: tok}
		}
	}
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

// Layout is the whole board's geometry for one area and player count:
// the shared boards in a left column (Terra Amata, the Power board, the
// Office's objectives), the dungeons on the right — the large one on top,
// the others in a row under it — and the choice buttons at the bottom.
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
	body := geom.Rect{X: r.X + 2, Y: r.Y + areaHead, W: r.W - 4, H: r.H - areaHead - 2}
	cw, ch := body.W/2, body.H/3
	return geom.Rect{X: body.X + float64(t%2)*cw, Y: body.Y + float64(t/2)*ch, W: cw, H: ch}
}

const gap = 6

// shortH is the board height under which the left column is wider.
const shortH = 540

// NewLayout lays the board out in area for n players.
func NewLayout(area geom.Rect, n int) Layout {
	n = max(1, n)
	l := Layout{Area: area}
	lw := math.Round(math.Max(300, math.Min(400, area.W*0.35)))
	if area.H < shortH {
		// A short board (the smallest screen, 1024×600, its log folded:
		// about 1008×520): the Power board's cards are lower, so they are
		// wider (their effect in fewer lines); the dungeons keep the width
		// they have at 1280×720.
		lw = math.Round(math.Max(300, math.Min(400, area.W*0.38)))
	}
	x, y := area.X, area.Y

	// Terra Amata: the three areas, the counters under them.
	terraH := math.Round(area.H * 0.33)
	powerH := math.Round(area.H * 0.38)
	if area.H < shortH {
		// The Power board's cards keep about the height they have on a
		// 4:3 screen (90 px: a VIP's longest line takes four lines); Terra
		// Amata's stacks are a little closer.
		terraH = math.Round(area.H * 0.30)
		powerH = math.Round(area.H * 0.41)
	}
	l.Terra = geom.Rect{X: x, Y: y, W: lw, H: terraH}
	l.Info = geom.Rect{X: x + 8, Y: y + terraH - 2*16 - 6, W: lw - 16, H: 2 * 16}
	aw := (lw - 12 - 2*gap) / 3
	for a := range l.Areas {
		l.Areas[a] = geom.Rect{X: x + 6 + float64(a)*(aw+gap), Y: y + panelHead, W: aw, H: l.Info.Y - y - panelHead - 4}
	}
	y += terraH + gap

	// The Power board: the Sword Bearers' deck, two VIPs and the VIP
	// reserve above; the potion deck and three potions below.
	l.Power = geom.Rect{X: x, Y: y, W: lw, H: powerH}
	deckW := math.Round(lw * 0.2)
	rowH := math.Floor((powerH - panelHead - 6 - gap) / 2)
	in := geom.Rect{X: x + 6, Y: y + panelHead, W: lw - 12}
	vipW := (in.W - 2*deckW - 3*gap) / 2
	l.Sword = geom.Rect{X: in.X, Y: in.Y, W: deckW, H: rowH}
	l.VIPs[0] = geom.Rect{X: in.X + deckW + gap, Y: in.Y, W: vipW, H: rowH}
	l.VIPs[1] = geom.Rect{X: l.VIPs[0].X + vipW + gap, Y: in.Y, W: vipW, H: rowH}
	l.Reserve = geom.Rect{X: l.VIPs[1].X + vipW + gap, Y: in.Y, W: deckW, H: rowH}
	potW := (in.W - deckW - 3*gap) / 3
	py := in.Y + rowH + gap
	l.PDeck = geom.Rect{X: in.X, Y: py, W: deckW, H: rowH}
	for i := range l.Potions {
		l.Potions[i] = geom.Rect{X: in.X + deckW + gap + float64(i)*(potW+gap), Y: py, W: potW, H: rowH}
	}
	y += powerH + gap

	// The Office: the four objectives, two by two.
	l.Office = geom.Rect{X: x, Y: y, W: lw, H: area.Y + area.H - y}
	oh := math.Floor((l.Office.H - panelHead - 6 - gap) / 2)
	ow := (lw - 12 - gap) / 2
	for i := range l.Obj {
		l.Obj[i] = geom.Rect{X: x + 6 + float64(i%2)*(ow+gap), Y: y + panelHead + float64(i/2)*(oh+gap), W: ow, H: oh}
	}

	// The dungeons and the buttons.
	rx := area.X + lw + gap
	rw := area.W - lw - gap
	l.Buttons = geom.Rect{X: rx, Y: area.Y + area.H - buttonsH, W: rw, H: buttonsH}
	minis := n - 1
	bottom := l.Buttons.Y - gap
	l.Dungeons = make([]DungeonGeom, n)
	if minis > 0 {
		miniH := math.Round(math.Max(112, math.Min(180, area.H*0.27)))
		my := bottom - miniH
		mw := (rw - float64(minis-1)*gap) / float64(minis)
		for i := 1; i < n; i++ {
			l.Dungeons[i] = layoutDungeon(geom.Rect{X: rx + float64(i-1)*(mw+gap), Y: my, W: mw, H: miniH}, true)
		}
		bottom = my - gap
	}
	l.Dungeons[0] = layoutDungeon(geom.Rect{X: rx, Y: area.Y, W: rw, H: bottom - area.Y}, false)
	return l
}
