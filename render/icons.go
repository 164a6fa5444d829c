package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/render/geom"
)

// Icon is one of the kit's vector icons: the resources, currencies and
// pieces of every title, drawn from triangles built once at start-up (in a
// unit box, y down), so an icon is crisp at any size and a frame full of
// them still goes out in one batch with the rest of the mesh.
//
// In text an icon is written by name in braces, "{moneta}" or "{coin}":
// TextBlock lays it out at the text's size (see IconByName for the names).
type Icon uint8

// The icons. Arnak's resources and travel first, then Nowicjusze's pieces,
// then the generic set later titles reuse.
const (
	IconNone Icon = iota
	IconCoin
	IconCompass
	IconTablet
	IconArrowhead
	IconJewel
	IconFear
	IconBoot
	IconCar
	IconShip
	IconPlane
	IconVP
	IconIdol
	IconGuardian
	IconAssistant
	IconArchaeologist
	IconSpider
	IconCapcarap
	IconDragon
	IconVampire
	IconSkeleton
	IconVIP
	IconPotion
	IconGold
	IconPenalty
	IconGroup
	IconStep
	IconCube
	IconDie
	IconHeart
	IconStamina
	IconStar
	IconBomb
	IconAgent
	IconEye
	IconClock
	IconCard
	NumIcons
)

// iconNames are the markup names: Polish first (card texts are Polish
// data), then English aliases. Both spellings of a Polish name (with and
// without diacritics) are accepted.
var iconNames = map[string]Icon{
	"moneta": IconCoin, "kompas": IconCompass, "tabliczka": IconTablet, "grot": IconArrowhead,
	"klejnot": IconJewel, "strach": IconFear, "but": IconBoot, "samochód": IconCar, "samochod": IconCar,
	"statek": IconShip, "samolot": IconPlane, "pz": IconVP, "bożek": IconIdol, "bozek": IconIdol,
	"strażnik": IconGuardian, "straznik": IconGuardian, "asystent": IconAssistant, "archeolog": IconArchaeologist,
	"pająk": IconSpider, "pajak": IconSpider, "capcarap": IconCapcarap, "smok": IconDragon, "wampir": IconVampire,
	"szkielet": IconSkeleton, "vip": IconVIP, "mikstura": IconPotion, "złoto": IconGold, "zloto": IconGold,
	"kara": IconPenalty, "grupa": IconGroup, "krok": IconStep, "kostka": IconCube, "kość": IconDie, "kosc": IconDie,
	"serce": IconHeart, "wytrzymałość": IconStamina, "wytrzymalosc": IconStamina, "gwiazda": IconStar,
	"bomba": IconBomb, "agent": IconAgent, "oko": IconEye, "sekret": IconEye, "zegar": IconClock,
	"alarm": IconClock, "karta": IconCard,

	"coin": IconCoin, "compass": IconCompass, "tablet": IconTablet, "arrowhead": IconArrowhead, "jewel": IconJewel,
	"fear": IconFear, "boot": IconBoot, "car": IconCar, "ship": IconShip, "plane": IconPlane, "vp": IconVP,
	"idol": IconIdol, "guardian": IconGuardian, "assistant": IconAssistant, "archaeologist": IconArchaeologist,
	"spider": IconSpider, "dragon": IconDragon, "vampire": IconVampire, "skeleton": IconSkeleton,
	"potion": IconPotion, "gold": IconGold, "penalty": IconPenalty, "group": IconGroup, "step": IconStep,
	"cube": IconCube, "die": IconDie, "heart": IconHeart, "health": IconHeart, "stamina": IconStamina,
	"star": IconStar, "bomb": IconBomb, "eye": IconEye, "secret": IconEye, "clock": IconClock, "alert": IconClock,
	"card": IconCard,
}

// IconByName returns the icon a markup name stands for.
func IconByName(name string) (Icon, bool) {
	ic, ok := iconNames[name]
	return ic, ok
}

// IconName is the icon's Polish markup name (for data authors and tests).
func IconName(ic Icon) string {
	if ic < NumIcons {
		return iconPrimary[ic]
	}
	return ""
}

var iconPrimary = [NumIcons]string{"", "moneta", "kompas", "tabliczka", "grot", "klejnot", "strach", "but",
	"samochód", "statek", "samolot", "pz", "bożek", "strażnik", "asystent", "archeolog", "pająk", "capcarap",
	"smok", "wampir", "szkielet", "vip", "mikstura", "złoto", "kara", "grupa", "krok", "kostka", "kość",
	"serce", "wytrzymałość", "gwiazda", "bomba", "agent", "oko", "zegar", "karta"}

// iconVert is a vertex of a unit icon with its colour.
type iconVert struct {
	x, y float32
	c    vc
}

// iconMesh is one icon's triangles.
type iconMesh struct {
	v []iconVert
	i []uint16
}

// Two levels of detail: icons drawn small (the board, inline in text)
// use circles of iconSegsLow segments, larger ones iconSegsHigh; both are
// built once at start-up.
var (
	iconMeshes    = buildIcons(iconSegsHigh)
	iconMeshesLow = buildIcons(iconSegsLow)
)

const (
	iconSegsHigh = 28
	iconSegsLow  = 12
	// iconLowBelow is the radius under which the low detail is drawn.
	iconLowBelow = 14
)

// Icon adds icon ic centred on c, r pixels from the centre to the edge of
// its unit box, in its own colours.
func (m *Mesh) Icon(ic Icon, c geom.Pt, r float64) {
	m.icon(ic, c, r, nil)
}

// IconTint adds icon ic in one colour (a silhouette: disabled, or on a
// coloured chip).
func (m *Mesh) IconTint(ic Icon, c geom.Pt, r float64, col color.RGBA) {
	cv := vcol(col)
	m.icon(ic, c, r, &cv)
}

func (m *Mesh) icon(ic Icon, c geom.Pt, r float64, tint *vc) {
	if ic == IconNone || ic >= NumIcons {
		return
	}
	im := &iconMeshes[ic]
	if r < iconLowBelow {
		im = &iconMeshesLow[ic]
	}
	base := uint32(len(m.Vertices))
	cx, cy, s := float32(c.X), float32(c.Y), float32(r)
	for _, v := range im.v {
		col := v.c
		if tint != nil {
			col = vc{tint.r * v.c.a, tint.g * v.c.a, tint.b * v.c.a, tint.a * v.c.a}
		}
		m.Vertices = append(m.Vertices, ebiten.Vertex{DstX: cx + v.x*s, DstY: cy + v.y*s, SrcX: 1, SrcY: 1,
			ColorR: col.r, ColorG: col.g, ColorB: col.b, ColorA: col.a})
	}
	for _, i := range im.i {
		m.Indices = append(m.Indices, base+uint32(i))
	}
}

// IconTriangles returns icon ic's unit vertices (x, y pairs) and indices,
// for tests.
func IconTriangles(ic Icon) (xy []float32, idx []uint16) {
	if ic >= NumIcons {
		return nil, nil
	}
	for _, v := range iconMeshes[ic].v {
		xy = append(xy, v.x, v.y)
	}
	return xy, iconMeshes[ic].i
}

// iconBuilder assembles one icon from filled primitives, back to front.
type iconBuilder struct {
	im   iconMesh
	segs int
}

func (b *iconBuilder) add(col color.RGBA, pts []geom.Pt, tri []uint16) {
	cv := vcol(col)
	base := uint16(len(b.im.v))
	for _, p := range pts {
		b.im.v = append(b.im.v, iconVert{float32(p.X), float32(p.Y), cv})
	}
	for _, t := range tri {
		b.im.i = append(b.im.i, base+t)
	}
}

// poly fills a simple polygon.
func (b *iconBuilder) poly(col color.RGBA, pts ...geom.Pt) {
	b.add(col, pts, geom.Triangulate(nil, pts))
}

// polyXY fills a simple polygon given as x, y pairs.
func (b *iconBuilder) polyXY(col color.RGBA, xy ...float64) {
	pts := make([]geom.Pt, 0, len(xy)/2)
	for i := 0; i+1 < len(xy); i += 2 {
		pts = append(pts, geom.Pt{X: xy[i], Y: xy[i+1]})
	}
	b.poly(col, pts...)
}

func (b *iconBuilder) circle(col color.RGBA, cx, cy, r float64) {
	b.ellipse(col, cx, cy, r, r)
}

func (b *iconBuilder) ellipse(col color.RGBA, cx, cy, rx, ry float64) {
	n := b.segs
	pts := make([]geom.Pt, 0, n+1)
	pts = append(pts, geom.Pt{X: cx, Y: cy})
	for k := 0; k < n; k++ {
		a := 2 * math.Pi * float64(k) / float64(n)
		pts = append(pts, geom.Pt{X: cx + rx*math.Cos(a), Y: cy + ry*math.Sin(a)})
	}
	var tri []uint16
	for k := 0; k < n; k++ {
		tri = append(tri, 0, uint16(1+k), uint16(1+(k+1)%n))
	}
	b.add(col, pts, tri)
}

func (b *iconBuilder) ring(col color.RGBA, cx, cy, r, w float64) {
	n := b.segs
	pts := make([]geom.Pt, 0, 2*n)
	for k := 0; k < n; k++ {
		a := 2 * math.Pi * float64(k) / float64(n)
		pts = append(pts, geom.Pt{X: cx + r*math.Cos(a), Y: cy + r*math.Sin(a)},
			geom.Pt{X: cx + (r-w)*math.Cos(a), Y: cy + (r-w)*math.Sin(a)})
	}
	var tri []uint16
	for k := 0; k < n; k++ {
		o, i := uint16(2*k), uint16(2*k+1)
		on, in := uint16(2*((k+1)%n)), uint16(2*((k+1)%n)+1)
		tri = append(tri, o, on, in, o, in, i)
	}
	b.add(col, pts, tri)
}

func (b *iconBuilder) rect(col color.RGBA, x, y, w, h float64) {
	b.polyXY(col, x, y, x+w, y, x+w, y+h, x, y+h)
}

func (b *iconBuilder) rrect(col color.RGBA, x, y, w, h, rad float64) {
	pts := roundRectPoints(nil, geom.Rect{X: x, Y: y, W: w, H: h}, rad)
	b.poly(col, pts...)
}

// line is a segment of width w with square ends.
func (b *iconBuilder) line(col color.RGBA, ax, ay, bx, by, w float64) {
	dx, dy := bx-ax, by-ay
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	b.polyXY(col, ax+nx, ay+ny, bx+nx, by+ny, bx-nx, by-ny, ax-nx, ay-ny)
}

// stroke outlines a closed polygon given as x, y pairs (an outline drawn
// over a fill keeps an icon readable on light and dark grounds alike).
// The joints are small squares turned along the corner, not circles: a
// many-sided outline stays a few triangles per corner.
func (b *iconBuilder) stroke(col color.RGBA, w float64, xy ...float64) {
	n := len(xy) / 2
	for k := 0; k < n; k++ {
		j := (k + 1) % n
		b.line(col, xy[2*k], xy[2*k+1], xy[2*j], xy[2*j+1], w)
		x, y, h := xy[2*k], xy[2*k+1], w/2
		b.polyXY(col, x-h, y, x, y-h, x+h, y, x, y+h)
	}
}

// shape fills and outlines a polygon given as x, y pairs.
func (b *iconBuilder) shape(fill, edge color.RGBA, w float64, xy ...float64) {
	b.polyXY(fill, xy...)
	b.stroke(edge, w, xy...)
}

// Icon colours.
var (
	icInk    = color.RGBA{0x2a, 0x26, 0x22, 0xff}
	icWhite  = color.RGBA{0xf5, 0xf1, 0xe8, 0xff}
	icGold   = color.RGBA{0xe6, 0xb4, 0x2e, 0xff}
	icGoldDk = color.RGBA{0x94, 0x6c, 0x14, 0xff}
)

func buildIcons(segs int) [NumIcons]iconMesh {
	var out [NumIcons]iconMesh
	build := func(ic Icon, f func(b *iconBuilder)) {
		b := iconBuilder{segs: segs}
		f(&b)
		out[ic] = b.im
	}
	build(IconCoin, func(b *iconBuilder) {
		b.circle(icGoldDk, 0, 0, 0.92)
		b.circle(icGold, 0, 0, 0.78)
		b.ring(icGoldDk, 0, 0, 0.52, 0.1)
		b.rect(icGoldDk, -0.07, -0.3, 0.14, 0.6)
	})
	build(IconCompass, func(b *iconBuilder) {
		blue, dk := color.RGBA{0x3a, 0x6a, 0xb0, 0xff}, color.RGBA{0x1c, 0x34, 0x60, 0xff}
		b.circle(dk, 0, 0, 0.92)
		b.circle(blue, 0, 0, 0.78)
		b.polyXY(color.RGBA{0xe0, 0x4a, 0x34, 0xff}, 0, -0.7, 0.2, 0, -0.2, 0)
		b.polyXY(icWhite, -0.2, 0, 0.2, 0, 0, 0.7)
		b.circle(dk, 0, 0, 0.09)
	})
	build(IconTablet, func(b *iconBuilder) {
		stone, dk := color.RGBA{0x8e, 0xa8, 0x7c, 0xff}, color.RGBA{0x3e, 0x54, 0x36, 0xff}
		b.rrect(dk, -0.66, -0.92, 1.32, 1.84, 0.2)
		b.rrect(stone, -0.54, -0.8, 1.08, 1.6, 0.14)
		b.rect(dk, -0.34, -0.5, 0.68, 0.12)
		b.circle(dk, -0.18, -0.05, 0.12)
		b.rect(dk, 0.02, -0.12, 0.32, 0.12)
		b.rect(dk, -0.34, 0.3, 0.5, 0.12)
	})
	build(IconArrowhead, func(b *iconBuilder) {
		b.shape(color.RGBA{0xc8, 0x66, 0x38, 0xff}, color.RGBA{0x6a, 0x2c, 0x12, 0xff}, 0.12,
			0, -0.92, 0.58, 0.22, 0.2, 0.42, 0.2, 0.88, -0.2, 0.88, -0.2, 0.42, -0.58, 0.22)
		b.line(color.RGBA{0xe8, 0x9a, 0x6a, 0xff}, 0, -0.6, 0, 0.3, 0.1)
	})
	build(IconJewel, func(b *iconBuilder) {
		dk := color.RGBA{0x52, 0x1c, 0x66, 0xff}
		b.shape(color.RGBA{0xa8, 0x48, 0xc0, 0xff}, dk, 0.1, -0.55, -0.6, 0.55, -0.6, 0.92, -0.12, 0, 0.9, -0.92, -0.12)
		b.polyXY(color.RGBA{0xd8, 0x9c, 0xe8, 0xff}, -0.48, -0.52, 0.48, -0.52, 0, -0.14)
		b.line(dk, -0.86, -0.12, 0.86, -0.12, 0.07)
	})
	build(IconFear, func(b *iconBuilder) {
		card := color.RGBA{0x5a, 0x2a, 0x3a, 0xff}
		b.rrect(icInk, -0.7, -0.94, 1.4, 1.88, 0.18)
		b.rrect(card, -0.6, -0.84, 1.2, 1.68, 0.12)
		b.circle(icWhite, 0, -0.12, 0.42)
		b.rect(icWhite, -0.24, 0.14, 0.48, 0.3)
		b.circle(card, -0.16, -0.14, 0.12)
		b.circle(card, 0.16, -0.14, 0.12)
		b.rect(card, -0.03, 0.22, 0.06, 0.22)
	})
	build(IconBoot, func(b *iconBuilder) {
		b.shape(color.RGBA{0x8c, 0x5c, 0x30, 0xff}, color.RGBA{0x40, 0x24, 0x0e, 0xff}, 0.1,
			-0.5, -0.9, 0.14, -0.9, 0.14, 0.14, 0.78, 0.3, 0.9, 0.5, 0.9, 0.82, -0.5, 0.82)
		b.rect(color.RGBA{0x40, 0x24, 0x0e, 0xff}, -0.5, 0.62, 1.4, 0.2)
		b.rect(color.RGBA{0xb8, 0x84, 0x50, 0xff}, -0.42, -0.62, 0.48, 0.1)
	})
	build(IconCar, func(b *iconBuilder) {
		body, dk := color.RGBA{0x3a, 0x78, 0xb4, 0xff}, color.RGBA{0x18, 0x30, 0x50, 0xff}
		b.shape(body, dk, 0.1, -0.95, 0.38, -0.92, -0.02, -0.56, -0.14, -0.34, -0.56, 0.36, -0.56, 0.6, -0.14, 0.92, -0.04, 0.95, 0.38)
		b.polyXY(color.RGBA{0xc8, 0xe0, 0xf4, 0xff}, -0.27, -0.45, -0.05, -0.45, -0.05, -0.18, -0.44, -0.18)
		b.polyXY(color.RGBA{0xc8, 0xe0, 0xf4, 0xff}, 0.05, -0.45, 0.28, -0.45, 0.46, -0.18, 0.05, -0.18)
		for _, x := range []float64{-0.5, 0.5} {
			b.circle(icInk, x, 0.42, 0.27)
			b.circle(color.RGBA{0xa0, 0xa0, 0xa0, 0xff}, x, 0.42, 0.11)
		}
	})
	build(IconShip, func(b *iconBuilder) {
		wood := color.RGBA{0x7a, 0x4a, 0x2a, 0xff}
		b.rect(icInk, -0.05, -0.92, 0.1, 1.18)
		b.shape(icWhite, icInk, 0.07, 0.1, -0.84, 0.1, 0.1, 0.74, 0.1)
		b.shape(icWhite, icInk, 0.07, -0.1, -0.58, -0.1, 0.1, -0.62, 0.1)
		b.shape(wood, icInk, 0.1, -0.95, 0.22, 0.95, 0.22, 0.6, 0.78, -0.6, 0.78)
	})
	build(IconPlane, func(b *iconBuilder) {
		grey, dk := color.RGBA{0x8c, 0x9a, 0xa8, 0xff}, color.RGBA{0x30, 0x3a, 0x46, 0xff}
		b.shape(grey, dk, 0.08, -0.95, 0.02, -0.12, -0.3, 0.12, -0.3, 0.95, 0.02, 0.95, 0.2, 0.12, 0.04, -0.12, 0.04, -0.95, 0.2)
		b.shape(grey, dk, 0.08, -0.42, 0.72, -0.1, 0.56, 0.1, 0.56, 0.42, 0.72, 0.42, 0.86, -0.42, 0.86)
		b.shape(grey, dk, 0.08, 0, -0.95, 0.14, -0.72, 0.13, 0.66, 0, 0.82, -0.13, 0.66, -0.14, -0.72)
	})
	build(IconVP, func(b *iconBuilder) {
		red := color.RGBA{0x8a, 0x2e, 0x26, 0xff}
		b.circle(icGoldDk, 0, 0, 0.94)
		b.circle(red, 0, 0, 0.8)
		b.poly(icGold, geom.Star(nil, geom.Pt{Y: 0.05}, 0.62, 0.27, 5)...)
	})
	build(IconIdol, func(b *iconBuilder) {
		b.shape(icGold, icGoldDk, 0.1, -0.58, 0.56, 0.58, 0.56, 0.74, 0.9, -0.74, 0.9)
		b.shape(icGold, icGoldDk, 0.1, -0.36, -0.22, 0.36, -0.22, 0.46, 0.56, -0.46, 0.56)
		b.circle(icGoldDk, 0, -0.52, 0.38)
		b.circle(icGold, 0, -0.52, 0.3)
		b.circle(icGoldDk, -0.11, -0.55, 0.06)
		b.circle(icGoldDk, 0.11, -0.55, 0.06)
	})
	build(IconGuardian, func(b *iconBuilder) {
		red, dk := color.RGBA{0xb0, 0x36, 0x2a, 0xff}, color.RGBA{0x4a, 0x10, 0x0a, 0xff}
		b.shape(red, dk, 0.1, -0.92, -0.92, -0.44, -0.4, 0.44, -0.4, 0.92, -0.92, 0.78, 0.08, 0.46, 0.84, -0.46, 0.84, -0.78, 0.08)
		b.polyXY(color.RGBA{0xf0, 0xd0, 0x40, 0xff}, -0.5, -0.12, -0.14, 0.02, -0.46, 0.14)
		b.polyXY(color.RGBA{0xf0, 0xd0, 0x40, 0xff}, 0.5, -0.12, 0.46, 0.14, 0.14, 0.02)
		b.polyXY(dk, -0.3, 0.44, 0.3, 0.44, 0, 0.62)
	})
	person := func(b *iconBuilder, body, dk color.RGBA, headY float64) {
		b.shape(body, dk, 0.1, -0.84, 0.92, -0.74, 0.34, -0.38, 0.08, 0.38, 0.08, 0.74, 0.34, 0.84, 0.92)
		b.circle(dk, 0, headY, 0.38)
		b.circle(color.RGBA{0xe8, 0xc8, 0xa0, 0xff}, 0, headY, 0.3)
	}
	build(IconAssistant, func(b *iconBuilder) {
		person(b, color.RGBA{0x4f, 0x86, 0x90, 0xff}, color.RGBA{0x1e, 0x3c, 0x42, 0xff}, -0.4)
	})
	build(IconArchaeologist, func(b *iconBuilder) {
		khaki, dk := color.RGBA{0xb8, 0x9a, 0x5a, 0xff}, color.RGBA{0x4a, 0x3a, 0x1a, 0xff}
		person(b, khaki, dk, -0.3)
		b.ellipse(dk, 0, -0.56, 0.44, 0.3)
		b.ellipse(color.RGBA{0xde, 0xc8, 0x8e, 0xff}, 0, -0.58, 0.36, 0.24)
		b.rrect(dk, -0.66, -0.52, 1.32, 0.14, 0.06)
	})
	meeple := func(k MeepleKind, fill color.RGBA) func(b *iconBuilder) {
		return func(b *iconBuilder) {
			o := meepleOutlines[k]
			edge := Darken(fill, 0.4)
			if Luma(fill) < 90 {
				edge = color.RGBA{0xd8, 0xd0, 0xc0, 0xff} // a dark monster gets a light rim
			}
			pts := make([]geom.Pt, len(o.pts))
			for i, p := range o.pts {
				pts[i] = geom.Pt{X: p.X * 0.92, Y: p.Y * 0.92}
			}
			b.add(fill, pts, o.tri)
			xy := make([]float64, 0, 2*len(pts))
			for _, p := range pts {
				xy = append(xy, p.X, p.Y)
			}
			b.stroke(edge, 0.1, xy...)
		}
	}
	// The monsters of Nowicjusze, in the colours of their meeples.
	build(IconSpider, meeple(MeepleSpider, MonsterSpider))
	build(IconCapcarap, meeple(MeepleGoblin, MonsterCapcarap))
	build(IconDragon, meeple(MeepleDemon, MonsterDragon))
	build(IconVampire, meeple(MeepleBat, MonsterVampire))
	build(IconSkeleton, meeple(MeepleGhost, MonsterSkeleton))
	build(IconVIP, meeple(MeepleSlime, MonsterVIP))
	build(IconPotion, func(b *iconBuilder) {
		glass, dk := color.RGBA{0xd8, 0xee, 0xf0, 0xff}, color.RGBA{0x24, 0x3c, 0x44, 0xff}
		b.rect(dk, -0.26, -0.78, 0.52, 0.5)
		b.rect(glass, -0.16, -0.74, 0.32, 0.5)
		b.circle(dk, 0, 0.3, 0.66)
		b.circle(glass, 0, 0.3, 0.56)
		liquid := color.RGBA{0x3a, 0xb0, 0x8a, 0xff}
		pts := []geom.Pt{}
		for k := 0; k <= 12; k++ {
			a := math.Pi * float64(k) / 12 // the lower half, right to left
			pts = append(pts, geom.Pt{X: 0.5 * math.Cos(a), Y: 0.36 + 0.44*math.Sin(a)})
		}
		b.poly(liquid, pts...)
		b.rrect(color.RGBA{0x8c, 0x5c, 0x30, 0xff}, -0.24, -0.98, 0.48, 0.24, 0.06)
		b.circle(icWhite, -0.24, 0.12, 0.1)
	})
	build(IconGold, func(b *iconBuilder) {
		for _, c := range [][2]float64{{-0.42, 0.36}, {0.42, 0.36}, {0, -0.3}} {
			b.circle(icGoldDk, c[0], c[1], 0.52)
			b.circle(icGold, c[0], c[1], 0.41)
			b.ring(icGoldDk, c[0], c[1], 0.24, 0.07)
		}
	})
	build(IconPenalty, func(b *iconBuilder) {
		b.circle(icInk, 0, 0, 0.94)
		b.circle(color.RGBA{0xb0, 0x2e, 0x24, 0xff}, 0, 0, 0.8)
		b.rect(icWhite, -0.5, -0.11, 1, 0.22)
	})
	build(IconGroup, func(b *iconBuilder) {
		hx := make([]float64, 0, 12)
		for k := 0; k < 6; k++ {
			a := math.Pi/6 + math.Pi/3*float64(k)
			hx = append(hx, 0.94*math.Cos(a), 0.94*math.Sin(a))
		}
		b.shape(color.RGBA{0xd8, 0x7a, 0x2a, 0xff}, icInk, 0.1, hx...)
		b.polyXY(icWhite, 0, -0.66, 0.09, -0.5, 0.09, 0.2, -0.09, 0.2, -0.09, -0.5)
		b.rect(icWhite, -0.32, 0.2, 0.64, 0.12)
		b.rect(icWhite, -0.07, 0.32, 0.14, 0.3)
	})
	build(IconStep, func(b *iconBuilder) {
		c := color.RGBA{0x5a, 0x4a, 0x3a, 0xff}
		for _, f := range [][2]float64{{-0.34, 0.18}, {0.34, -0.3}} {
			b.ellipse(icWhite, f[0], f[1], 0.3, 0.44)
			b.ellipse(c, f[0], f[1], 0.22, 0.36)
			b.ellipse(c, f[0], f[1]+0.58, 0.16, 0.14)
		}
	})
	build(IconCube, func(b *iconBuilder) {
		b.polyXY(color.RGBA{0xb4, 0xc8, 0xe4, 0xff}, 0, -0.92, 0.82, -0.46, 0, 0, -0.82, -0.46)
		b.polyXY(color.RGBA{0x7a, 0x94, 0xbc, 0xff}, -0.82, -0.46, 0, 0, 0, 0.92, -0.82, 0.46)
		b.polyXY(color.RGBA{0x4a, 0x62, 0x8a, 0xff}, 0, 0, 0.82, -0.46, 0.82, 0.46, 0, 0.92)
		b.stroke(icInk, 0.08, 0, -0.92, 0.82, -0.46, 0.82, 0.46, 0, 0.92, -0.82, 0.46, -0.82, -0.46)
	})
	build(IconDie, func(b *iconBuilder) {
		b.rrect(icInk, -0.86, -0.86, 1.72, 1.72, 0.3)
		b.rrect(icWhite, -0.74, -0.74, 1.48, 1.48, 0.22)
		for _, p := range [][2]float64{{-0.4, -0.4}, {0.4, -0.4}, {0, 0}, {-0.4, 0.4}, {0.4, 0.4}} {
			b.circle(icInk, p[0], p[1], 0.15)
		}
	})
	build(IconHeart, func(b *iconBuilder) {
		var xy []float64
		for k := 0; k < 40; k++ {
			t := 2 * math.Pi * float64(k) / 40
			x := 16 * math.Pow(math.Sin(t), 3)
			y := 13*math.Cos(t) - 5*math.Cos(2*t) - 2*math.Cos(3*t) - math.Cos(4*t)
			xy = append(xy, x/18, -y/18+0.06)
		}
		b.shape(color.RGBA{0xd6, 0x3c, 0x3c, 0xff}, color.RGBA{0x5a, 0x10, 0x10, 0xff}, 0.1, xy...)
	})
	build(IconStamina, func(b *iconBuilder) {
		b.shape(color.RGBA{0xf0, 0xc8, 0x28, 0xff}, color.RGBA{0x6a, 0x4a, 0x00, 0xff}, 0.1,
			0.22, -0.95, -0.58, 0.12, -0.06, 0.12, -0.24, 0.95, 0.6, -0.18, 0.08, -0.18, 0.36, -0.95)
	})
	build(IconStar, func(b *iconBuilder) {
		pts := geom.Star(nil, geom.Pt{Y: 0.06}, 0.98, 0.42, 5)
		xy := make([]float64, 0, 2*len(pts))
		for _, p := range pts {
			xy = append(xy, p.X, p.Y)
		}
		b.shape(color.RGBA{0xf2, 0xc4, 0x30, 0xff}, color.RGBA{0x7a, 0x56, 0x00, 0xff}, 0.09, xy...)
	})
	build(IconBomb, func(b *iconBuilder) {
		b.line(color.RGBA{0x8c, 0x6c, 0x40, 0xff}, 0.3, -0.36, 0.62, -0.74, 0.12)
		b.rect(icInk, 0.08, -0.58, 0.36, 0.26)
		b.circle(color.RGBA{0x8a, 0x8a, 0x90, 0xff}, -0.1, 0.16, 0.74)
		b.circle(icInk, -0.1, 0.16, 0.66)
		b.circle(color.RGBA{0x6a, 0x6a, 0x74, 0xff}, -0.34, -0.06, 0.16)
		b.poly(color.RGBA{0xf6, 0x90, 0x20, 0xff}, geom.Star(nil, geom.Pt{X: 0.7, Y: -0.74}, 0.26, 0.1, 6)...)
	})
	build(IconAgent, func(b *iconBuilder) {
		coat, dk := color.RGBA{0x3c, 0x3c, 0x4c, 0xff}, color.RGBA{0x14, 0x14, 0x1c, 0xff}
		person(b, coat, dk, -0.3)
		b.polyXY(dk, -0.34, -0.92, 0.34, -0.92, 0.42, -0.5, -0.42, -0.5)
		b.rrect(dk, -0.68, -0.56, 1.36, 0.14, 0.06)
		b.polyXY(color.RGBA{0xe0, 0xe0, 0xe8, 0xff}, -0.2, 0.08, 0.2, 0.08, 0, 0.42)
	})
	build(IconEye, func(b *iconBuilder) {
		var xy []float64
		for k := 0; k <= 12; k++ {
			x := -0.95 + 1.9*float64(k)/12
			xy = append(xy, x, -0.62*(1-x*x/0.9025))
		}
		for k := 11; k >= 1; k-- {
			x := -0.95 + 1.9*float64(k)/12
			xy = append(xy, x, 0.62*(1-x*x/0.9025))
		}
		b.shape(icWhite, icInk, 0.1, xy...)
		b.circle(color.RGBA{0x3a, 0x7a, 0x9c, 0xff}, 0, 0, 0.4)
		b.circle(icInk, 0, 0, 0.18)
		b.circle(icWhite, 0.12, -0.12, 0.07)
	})
	build(IconClock, func(b *iconBuilder) {
		b.circle(icInk, 0, 0, 0.94)
		b.circle(icWhite, 0, 0, 0.8)
		for k := 0; k < 12; k += 3 {
			a := math.Pi / 6 * float64(k)
			b.line(icInk, 0.62*math.Cos(a), 0.62*math.Sin(a), 0.76*math.Cos(a), 0.76*math.Sin(a), 0.1)
		}
		b.line(icInk, 0, 0.06, 0, -0.56, 0.12)
		b.line(icInk, -0.06, 0, 0.42, 0, 0.12)
		b.circle(color.RGBA{0xc8, 0x3a, 0x2a, 0xff}, 0, 0, 0.1)
	})
	build(IconCard, func(b *iconBuilder) {
		b.rrect(icInk, -0.66, -0.94, 1.32, 1.88, 0.18)
		b.rrect(color.RGBA{0x5a, 0x3a, 0x6a, 0xff}, -0.56, -0.84, 1.12, 1.68, 0.12)
		b.poly(color.RGBA{0x9a, 0x7a, 0xaa, 0xff}, geom.Star(nil, geom.Pt{}, 0.34, 0.16, 4)...)
	})
	return out
}

// Monster colours shared by the monster icons and boards that draw the
// meeples (Nowicjusze's six types).
var (
	MonsterSpider   = color.RGBA{0x3a, 0x36, 0x44, 0xff}
	MonsterCapcarap = color.RGBA{0x4f, 0x9a, 0x3a, 0xff}
	MonsterDragon   = color.RGBA{0xc4, 0x3b, 0x2c, 0xff}
	MonsterVampire  = color.RGBA{0x8a, 0x4b, 0xb0, 0xff}
	MonsterSkeleton = color.RGBA{0xe9, 0xe2, 0xcc, 0xff}
	MonsterVIP      = color.RGBA{0xe8, 0xb4, 0x1c, 0xff}
)
