package table

import (
	"image/color"

	"stolik/render"
	"stolik/render/geom"
)

// The board's highlight language, the same on every title: what can be
// pointed at now (Hint), the place a drag would accept (Legal), what is
// picked (Selected), the keyboard focus (Focus), and what the bots just
// did (LastMove). Colours are from Okabe & Ito's safe set where they must
// be told apart; the outlines also differ in width and inset.
var (
	ColHint     = color.RGBA{0xa8, 0xf0, 0x8a, 0xff}
	ColLastMove = color.RGBA{0x56, 0xb4, 0xe9, 0xff}
	ColFocus    = color.RGBA{0xff, 0xe0, 0x60, 0xff}
)

// Mark is one kind of highlight.
type Mark uint8

const (
	MarkHint     Mark = iota // an outline: a legal first gesture (hints on) or the next one
	MarkLegal                // a translucent fill and an outline: a drop here is legal
	MarkIllegal              // the warning fill: the drop under the cursor is refused
	MarkSelected             // the picked source
	MarkFocus                // the keyboard focus
	MarkLastMove             // the bots' last move (outside the others)
)

// Outline adds highlight m around r (radius rad of r's corners) to the
// painter; call it after the piece is drawn, before the labels.
func Outline(k *render.Kit, r geom.Rect, rad float64, m Mark) {
	p := k.Painter
	switch m {
	case MarkHint:
		p.StrokeRoundRect(r.Inset(-2), rad+1, 2, ColHint)
	case MarkLegal:
		p.RoundRect(r, rad, k.Pal.Legal)
		p.StrokeRoundRect(r.Inset(-2), rad+1, 3, ColHint)
	case MarkIllegal:
		p.RoundRect(r, rad, k.Pal.Illegal)
		p.StrokeRoundRect(r.Inset(-2), rad+1, 3, k.Pal.IllegalEdge)
	case MarkSelected:
		p.StrokeRoundRect(r.Inset(-2), rad+1, 3, k.Pal.Selected)
	case MarkFocus:
		p.StrokeRoundRect(r.Inset(-3), rad+2, 3, ColFocus)
	case MarkLastMove:
		p.StrokeRoundRect(r.Inset(-4), rad+2, 2, ColLastMove)
	}
}
