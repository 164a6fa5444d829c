package render

import "image/color"

// Face is what a card shows, for any title: boards draw it small in rows
// and hands, the frame draws it large (the card view, a card just
// revealed). Every string may carry inline icons ("3{moneta}"); see
// Icons.
type Face struct {
	Title string
	// Kind says what sort of card it is ("Mikstura", "Karta Zagrożenia").
	Kind   string
	Cost   string // "3{moneta}"; "" = no cost
	VP     string // "2"; "" = none
	Icons  string // one line of icons (travel symbols, monster types)
	Effect string // the short effect line a small card shows
	Text   string // the full rules text (large view, tooltip)
	Note   string // a rules note or flavour, large view only
	Accent color.RGBA
	// Back: face down, only Kind shows.
	Back bool
}
