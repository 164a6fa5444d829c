package discoverboard

import (
	"math"

	"stolik/render/geom"
)

// Text sizes of the board (logical pixels; table.MinText is the floor).
const (
	sizeHead  = 15.0 // panel titles, the hero's name
	sizeText  = 13.0 // lines, buttons
	sizeSmall = 12.0 // the densest labels (counts on the map, the legend)
)

// Geometry constants.
const (
	gap       = 8.0
	legendH   = 24.0 // the strip above the map: terrain legend and «Cała mapa»
	statusH   = 22.0
	heroRowH  = 48.0
	heroRowSm = 44.0 // on a short board
	buttonH   = 34.0
	menuRowH  = 32.0
	menuW     = 310.0
)

// Layout is the board's geometry for an area and a hero count. It is pure
// (no drawing), so tests check it without a window.
//
// The left part is the island: a strip with the terrain legend and the
// «Cała mapa» button, and under it the map's viewport (pan and zoom move
// the camera inside it; the end-of-turn button and the fight or night box
// float over it). The right column holds the day and the quest, one row per
// hero, and below them either the chosen hero's belongings or, while the
// seat at the screen decides, the choices as buttons.
type Layout struct {
	Area    geom.Rect
	Map     geom.Rect // legend strip and viewport together
	Legend  geom.Rect
	Fit     geom.Rect // «Cała mapa»
	View    geom.Rect // the map's viewport
	End     geom.Rect // «Zakończ turę», over the viewport's lower right corner
	Box     geom.Rect // the fight or night box, over the viewport's top
	Side    geom.Rect
	Status  geom.Rect
	Quest   geom.Rect
	Heroes  []geom.Rect
	Detail  geom.Rect // the chosen hero's belongings, or the choices
	Buttons []geom.Rect
}

// NewLayout places everything for n heroes.
func NewLayout(area geom.Rect, n int) Layout {
	n = max(1, min(4, n))
	l := Layout{Area: area}
	sideW := math.Round(math.Max(300, math.Min(360, area.W*0.35)))
	l.Map = geom.Rect{X: area.X, Y: area.Y, W: area.W - sideW - gap, H: area.H}
	l.Side = geom.Rect{X: l.Map.X + l.Map.W + gap, Y: area.Y, W: sideW, H: area.H}

	fitW := 120.0
	l.Fit = geom.Rect{X: l.Map.X + l.Map.W - fitW, Y: l.Map.Y, W: fitW, H: legendH - 2}
	l.Legend = geom.Rect{X: l.Map.X, Y: l.Map.Y, W: l.Map.W - fitW - gap, H: legendH - 2}
	l.View = geom.Rect{X: l.Map.X, Y: l.Map.Y + legendH, W: l.Map.W, H: l.Map.H - legendH}
	l.End = geom.Rect{X: l.View.X + l.View.W - 200, Y: l.View.Y + l.View.H - buttonH - 8, W: 192, H: buttonH}
	bw := math.Min(480, l.View.W-16)
	l.Box = geom.Rect{X: l.View.X + (l.View.W-bw)/2, Y: l.View.Y + 6, W: bw, H: 132}

	y := l.Side.Y
	l.Status = geom.Rect{X: l.Side.X, Y: y, W: l.Side.W, H: statusH}
	y += statusH + 4
	questH := 104.0
	rowH := heroRowH
	if area.H < 600 {
		questH, rowH = 88, heroRowSm
	}
	l.Quest = geom.Rect{X: l.Side.X, Y: y, W: l.Side.W, H: questH}
	y += questH + 6
	for i := 0; i < n; i++ {
		l.Heroes = append(l.Heroes, geom.Rect{X: l.Side.X, Y: y, W: l.Side.W, H: rowH - 4})
		y += rowH
	}
	y += 2
	l.Detail = geom.Rect{X: l.Side.X, Y: y, W: l.Side.W, H: l.Side.Y + l.Side.H - y}
	// The choices: a title line, then buttons to the bottom.
	top := l.Detail.Y + 26
	for by := top; by+buttonH <= l.Detail.Y+l.Detail.H; by += buttonH + 4 {
		l.Buttons = append(l.Buttons, geom.Rect{X: l.Detail.X + 6, Y: by, W: l.Detail.W - 12, H: buttonH})
	}
	return l
}
