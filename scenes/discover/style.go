package discoverboard

import (
	"image/color"

	"stolik/render"
	"stolik/render/geom"
	"stolik/rules/discover"
)

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 0xff} }

// terrainColours colour the spaces by terrain id (both terrain sets); a
// terrain not listed takes a colour by its index.
var terrainColours = map[string]color.RGBA{
	"plaza":    rgb(0xe3, 0xcf, 0x94),
	"trawa":    rgb(0x9c, 0xc2, 0x6b),
	"gestwina": rgb(0x4d, 0x7f, 0x46),
	"ocean":    rgb(0x5d, 0x94, 0xb8),
	"gora":     rgb(0x9a, 0x8f, 0x85),
	"polana":   rgb(0xb9, 0xd3, 0x84),
	"laka":     rgb(0xd7, 0xd0, 0x7a),
	"las":      rgb(0x3f, 0x6e, 0x45),
	"bagno":    rgb(0x7d, 0x80, 0x55),
	"wzgorza":  rgb(0xa4, 0x83, 0x62),
}

var fallbackTerrain = []color.RGBA{rgb(0xd8, 0xc8, 0x90), rgb(0x9c, 0xc2, 0x6b), rgb(0x4d, 0x7f, 0x46),
	rgb(0x5d, 0x94, 0xb8), rgb(0x9a, 0x8f, 0x85)}

func terrainColour(t *discover.Terrain, k uint8) color.RGBA {
	if t != nil && int(k) < len(t.Kinds) {
		if c, ok := terrainColours[t.Kinds[k].ID]; ok {
			return c
		}
	}
	return fallbackTerrain[int(k)%len(fallbackTerrain)]
}

// Board colours.
var (
	colHidden     = rgb(0x55, 0x5e, 0x57) // a face-down slot
	colHiddenEdge = rgb(0x3a, 0x42, 0x3d)
	colHexEdge    = color.RGBA{0x20, 0x28, 0x24, 0xff}
	colSea        = rgb(0x24, 0x3b, 0x4a)
	colPanel      = rgb(0x26, 0x3a, 0x37)
	colPanelEdge  = rgb(0x4b, 0x66, 0x61)
	colRowActive  = rgb(0x35, 0x52, 0x4d)
	colFireLit    = rgb(0xf0, 0x8a, 0x24)
	colFireOut    = rgb(0x80, 0x80, 0x80)
	colWater      = rgb(0x3f, 0x8e, 0xd8)
	colMonster    = rgb(0x7a, 0x1f, 0x1f)
	colMonsterUp  = rgb(0xb0, 0x36, 0x2a)
	colBadge      = rgb(0xfb, 0xf7, 0xee)
	colInk        = rgb(0x24, 0x20, 0x1c)
	colCamp       = rgb(0x8a, 0x5a, 0x2b)
	colPip        = color.RGBA{0x20, 0x20, 0x20, 0xa0}
	colPathOK     = color.RGBA{0xa8, 0xf0, 0x8a, 0xff}
	colPathBad    = color.RGBA{0xd5, 0x5e, 0x00, 0xff}
	colMuted      = rgb(0xb8, 0xc4, 0xbf)
)

// Landscape symbol colours, by the symbol type's index on the sheet.
var landColours = []color.RGBA{rgb(0x5a, 0x9e, 0x4b), rgb(0x8c, 0x8c, 0x8c), rgb(0xe8, 0xb4, 0xa0),
	rgb(0x9a, 0x6b, 0x3a), rgb(0x7f, 0x6a, 0xb0)}

func landColour(k int) color.RGBA {
	if k < 0 {
		return colMuted
	}
	return landColours[k%len(landColours)]
}

// Damage colours: each damage type its own colour and letter on a dial.
var dmgColours = [5]color.RGBA{
	rgb(0xd0, 0x3a, 0x3a), // heart
	rgb(0xd9, 0x8b, 0x2b), // hunger
	rgb(0x3f, 0x8e, 0xd8), // dehydration
	rgb(0x5f, 0xa0, 0x4a), // sickness
	rgb(0x7a, 0x2e, 0x2e), // injury
}

// resStyle is how a resource is drawn: a shape in a colour (shapes differ
// so a resource reads without its colour too); the tooltip names it.
type resStyle struct {
	shape uint8
	fill  color.RGBA
}

const (
	rsCircle uint8 = iota
	rsDrop
	rsSquare
	rsDiamond
	rsTriangle
	rsCross
	rsLog
	rsHexagon
	rsBone
)

var resStyles = [discover.NumRes]resStyle{
	discover.Food:       {rsCircle, rgb(0xe0, 0x8a, 0x2c)},
	discover.Meat:       {rsBone, rgb(0xb8, 0x4a, 0x4a)},
	discover.CleanWater: {rsDrop, rgb(0x4a, 0x9a, 0xe0)},
	discover.DirtyWater: {rsDrop, rgb(0x8a, 0x73, 0x4a)},
	discover.Medicine:   {rsCross, rgb(0xe6, 0xe6, 0xe6)},
	discover.Wood:       {rsLog, rgb(0x8b, 0x5a, 0x2b)},
	discover.Stone:      {rsDiamond, rgb(0x9a, 0x9a, 0x9a)},
	discover.Poison:     {rsTriangle, rgb(0x8e, 0x5c, 0xb8)},
	discover.Component:  {rsHexagon, rgb(0x5d, 0x7d, 0x8f)},
	discover.Hide:       {rsSquare, rgb(0xc9, 0xa2, 0x6b)},
}

// resGlyph adds resource r's shape centred on c, rad from the centre.
func resGlyph(p *render.Painter, r int, c geom.Pt, rad float64) {
	if r < 0 || r >= len(resStyles) {
		return
	}
	st := resStyles[r]
	edge := render.Darken(st.fill, 0.45)
	switch st.shape {
	case rsCircle:
		p.Circle(c, rad, edge)
		p.Circle(c, rad-1.5, st.fill)
	case rsDrop:
		pts := []geom.Pt{{X: c.X, Y: c.Y - rad}, {X: c.X + rad*0.75, Y: c.Y + rad*0.25}, {X: c.X - rad*0.75, Y: c.Y + rad*0.25}}
		p.Fan(pts, st.fill)
		p.Circle(geom.Pt{X: c.X, Y: c.Y + rad*0.3}, rad*0.72, st.fill)
	case rsSquare:
		p.Rect(geom.Rect{X: c.X - rad, Y: c.Y - rad, W: 2 * rad, H: 2 * rad}, edge)
		p.Rect(geom.Rect{X: c.X - rad + 1.5, Y: c.Y - rad + 1.5, W: 2*rad - 3, H: 2*rad - 3}, st.fill)
	case rsDiamond:
		p.Shape(render.ShapeDiamond, c, rad*1.1, st.fill)
	case rsTriangle:
		p.Shape(render.ShapeTriangle, c, rad*1.1, st.fill)
	case rsCross:
		p.Circle(c, rad, rgb(0xc0, 0x30, 0x30))
		p.Rect(geom.Rect{X: c.X - rad*0.6, Y: c.Y - rad*0.2, W: rad * 1.2, H: rad * 0.4}, st.fill)
		p.Rect(geom.Rect{X: c.X - rad*0.2, Y: c.Y - rad*0.6, W: rad * 0.4, H: rad * 1.2}, st.fill)
	case rsLog:
		p.RoundRect(geom.Rect{X: c.X - rad, Y: c.Y - rad*0.5, W: 2 * rad, H: rad}, rad*0.4, st.fill)
		p.Circle(geom.Pt{X: c.X + rad*0.7, Y: c.Y}, rad*0.35, render.Darken(st.fill, 0.7))
	case rsHexagon:
		p.Shape(render.ShapeHexagon, c, rad, st.fill)
		p.Circle(c, rad*0.35, edge)
	case rsBone:
		p.Circle(geom.Pt{X: c.X - rad*0.25, Y: c.Y - rad*0.2}, rad*0.7, st.fill)
		p.Line(geom.Pt{X: c.X, Y: c.Y}, geom.Pt{X: c.X + rad*0.8, Y: c.Y + rad*0.8}, rad*0.35, rgb(0xee, 0xe4, 0xd0))
	}
}
