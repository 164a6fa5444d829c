package render

import "image/color"

// Palette is the app's calm board-game palette. Colours are color.RGBA
// (premultiplied; every entry here is opaque unless noted).
type Palette struct {
	Table       color.RGBA // the background: a muted slate-green felt
	TableDark   color.RGBA // frames and shadows on the table
	Paper       color.RGBA // cards and panels
	PaperDark   color.RGBA // card borders, disabled fills
	Ink         color.RGBA // text on paper
	InkMuted    color.RGBA // secondary text, disabled labels
	InkLight    color.RGBA // text on the table or dark fills
	Accent      color.RGBA // titles, focus, the cost coin (muted gold)
	Button      color.RGBA
	ButtonHi    color.RGBA // hovered
	ButtonDown  color.RGBA // pressed
	Disabled    color.RGBA
	Legal       color.RGBA // drop-target highlight (translucent)
	Illegal     color.RGBA // rejected-drop flash (translucent)
	LegalEdge   color.RGBA // opaque outline of a legal target / playable card
	IllegalEdge color.RGBA // opaque outline of a refusing target
	Selected    color.RGBA // selection outline
	Shadow      color.RGBA // translucent
	Tooltip     color.RGBA
	// Players are the six seat colours, from Okabe & Ito's colour-blind
	// safe set; each seat also has its own shape (PlayerShape), so no
	// information is carried by colour alone.
	Players [6]color.RGBA
}

// DefaultPalette returns the palette every scene uses.
func DefaultPalette() Palette {
	return Palette{
		Table:       rgb(0x2f, 0x4a, 0x46),
		TableDark:   rgb(0x1f, 0x33, 0x30),
		Paper:       rgb(0xf3, 0xec, 0xdc),
		PaperDark:   rgb(0xc9, 0xbc, 0xa0),
		Ink:         rgb(0x2a, 0x26, 0x22),
		InkMuted:    rgb(0x7a, 0x72, 0x66),
		InkLight:    rgb(0xf5, 0xf1, 0xe8),
		Accent:      rgb(0xc8, 0x9b, 0x3c),
		Button:      rgb(0x3f, 0x6b, 0x74),
		ButtonHi:    rgb(0x4f, 0x82, 0x8c),
		ButtonDown:  rgb(0x2f, 0x55, 0x5c),
		Disabled:    rgb(0x6e, 0x74, 0x72),
		Legal:       premul(0x7f, 0xd1, 0x8b, 0x70),
		Illegal:     premul(0xd5, 0x5e, 0x00, 0x70),
		LegalEdge:   rgb(0x4c, 0xa8, 0x5a),
		IllegalEdge: rgb(0xd5, 0x5e, 0x00),
		Selected:    rgb(0xf0, 0xe4, 0x42),
		Shadow:      premul(0, 0, 0, 0x50),
		Tooltip:     rgb(0xfb, 0xf7, 0xee),
		Players: [6]color.RGBA{
			rgb(0x00, 0x72, 0xb2), // blue
			rgb(0xd5, 0x5e, 0x00), // vermillion
			rgb(0x00, 0x9e, 0x73), // bluish green
			rgb(0xf0, 0xe4, 0x42), // yellow
			rgb(0xcc, 0x79, 0xa7), // reddish purple
			rgb(0x56, 0xb4, 0xe9), // sky blue
		},
	}
}

// Player returns seat i's colour and shape (i taken modulo 6).
func (p *Palette) Player(i int) (color.RGBA, Shape) {
	i = ((i % 6) + 6) % 6
	return p.Players[i], Shape(i)
}

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 0xff} }

// premul builds a translucent colour from straight (non-premultiplied)
// components.
func premul(r, g, b, a uint8) color.RGBA {
	m := func(c uint8) uint8 { return uint8(uint16(c) * uint16(a) / 255) }
	return color.RGBA{m(r), m(g), m(b), a}
}

// Darken returns c with its colour channels scaled by k (0..1), for borders
// and pressed states.
func Darken(c color.RGBA, k float64) color.RGBA {
	f := func(v uint8) uint8 { return uint8(float64(v) * k) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), c.A}
}

// Fade returns c at opacity a (0..1), keeping it premultiplied.
func Fade(c color.RGBA, a float64) color.RGBA {
	if a < 0 {
		a = 0
	}
	if a > 1 {
		a = 1
	}
	f := func(v uint8) uint8 { return uint8(float64(v)*a + 0.5) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), f(c.A)}
}

// Luma returns the perceived brightness 0..255 of an opaque colour; text
// on a fill uses dark ink when it is above ~140.
func Luma(c color.RGBA) float64 {
	return 0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)
}
