package ui

import (
	"image"
	"image/color"
	"stolik/render"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Palette: dark green felt, warm paper, brass accents.
var (
	ColBG       = color.RGBA{0x1f, 0x3a, 0x2e, 0xff}
	ColPanel    = color.RGBA{0x2a, 0x4d, 0x3d, 0xff}
	ColPanelHi  = color.RGBA{0x35, 0x61, 0x4d, 0xff}
	ColPaper    = color.RGBA{0xf3, 0xea, 0xd6, 0xff}
	ColInk      = color.RGBA{0x22, 0x1d, 0x17, 0xff}
	ColText     = color.RGBA{0xf3, 0xea, 0xd6, 0xff}
	ColMuted    = color.RGBA{0xb8, 0xc4, 0xb4, 0xff}
	ColAccent   = color.RGBA{0xd9, 0xa4, 0x41, 0xff}
	ColDisabled = color.RGBA{0x55, 0x66, 0x5c, 0xff}
	ColError    = color.RGBA{0xb0, 0x3a, 0x2e, 0xff}
	ColCurtain  = color.RGBA{0x14, 0x1c, 0x26, 0xff}
	ColShade    = color.RGBA{0x00, 0x00, 0x00, 0xa0}
	// ColFocus is the keyboard focus ring: light, unlike any fill.
	ColFocus = color.RGBA{0xff, 0xf4, 0xc2, 0xff}
)

// PlayerColours pairs each seat colour with a shape glyph so colour-blind
// players can tell seats apart. The colours are render's (Okabe & Ito's
// colour-blind safe set) and seat i's glyph matches render.Shape(i) drawn
// on boards; five seats are the most any title has.
var PlayerColours = func() []PlayerColour {
	pal := render.DefaultPalette()
	keys := []string{"blue", "orange", "green", "yellow", "purple"}
	glyphs := []string{"●", "■", "▲", "♦", "♣"}
	out := make([]PlayerColour, len(keys))
	for i := range keys {
		out[i] = PlayerColour{keys[i], pal.Players[i], glyphs[i]}
	}
	return out
}()

// PlayerColour is one seat colour with its shape glyph.
type PlayerColour struct {
	Key   string
	Col   color.RGBA
	Glyph string
}

// SeatColour returns colour i, wrapping any int (a save file may hold
// anything) into the palette.
func SeatColour(i int) PlayerColour {
	n := len(PlayerColours)
	return PlayerColours[((i%n)+n)%n]
}

// Kit holds the fonts, the white pixel and the label cache. One per app.
type Kit struct {
	// Render is the board drawing kit; its fonts are the only ones the
	// app parses, and boards draw with it rather than making their own.
	Render *render.Kit
	white  *ebiten.Image
	atlas  *atlas
	labels map[labelKey]*ebiten.Image
	op     ebiten.DrawImageOptions
}

type labelKey struct {
	s     string
	size  int
	bold  bool
	width int
	lines int
}

// NewKit loads the Go fonts (they cover every Polish letter).
func NewKit() (*Kit, error) {
	rk, err := render.NewKit()
	if err != nil {
		return nil, err
	}
	at := newAtlas()
	return &Kit{Render: rk, atlas: at, white: at.white, labels: map[labelKey]*ebiten.Image{}}, nil
}

// Face returns the font face of a size.
func (k *Kit) Face(size int, bold bool) *text.GoTextFace {
	return k.Render.Face(float64(size), bold)
}

// Fill paints r with c (one scaled white pixel: batches with everything).
func (k *Kit) Fill(dst *ebiten.Image, r image.Rectangle, c color.Color) {
	if r.Empty() {
		return
	}
	k.op.GeoM.Reset()
	k.op.GeoM.Scale(float64(r.Dx()), float64(r.Dy()))
	k.op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	k.op.ColorScale.Reset()
	k.op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(k.white, &k.op)
}

// Stroke outlines r with a line of width w inside it.
func (k *Kit) Stroke(dst *ebiten.Image, r image.Rectangle, w int, c color.Color) {
	k.Fill(dst, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+w), c)
	k.Fill(dst, image.Rect(r.Min.X, r.Max.Y-w, r.Max.X, r.Max.Y), c)
	k.Fill(dst, image.Rect(r.Min.X, r.Min.Y+w, r.Min.X+w, r.Max.Y-w), c)
	k.Fill(dst, image.Rect(r.Max.X-w, r.Min.Y+w, r.Max.X, r.Max.Y-w), c)
}

// Label returns the cached white image of s at size, wrapped to width (0 =
// no wrap). The image is made once per distinct text; draw it tinted.
func (k *Kit) Label(s string, size int, bold bool, width int) *ebiten.Image {
	return k.label(s, size, bold, width, 0)
}

// label is Label cut to at most maxLines lines (0: as many as fit).
func (k *Kit) label(s string, size int, bold bool, width, maxLines int) *ebiten.Image {
	size = min(max(size, 1), maxLabelSize)
	key := labelKey{s, size, bold, width, maxLines}
	if img, ok := k.labels[key]; ok {
		return img
	}
	face := k.Face(size, bold)
	lines := BoundLines(s, size, width, maxLines, func(t string) float64 { return text.Advance(t, face) })
	lh := LineHeight(size)
	w := 1
	for _, l := range lines {
		if a := int(text.Advance(l, face) + 1); a > w {
			w = a
		}
	}
	h := max(1, lh*len(lines))
	img, o := k.atlas.region(w, h)
	var op text.DrawOptions
	for i, l := range lines {
		op.GeoM.Reset()
		op.GeoM.Translate(float64(o.X), float64(o.Y+i*lh))
		text.Draw(img, l, face, &op)
	}
	k.labels[key] = img
	return img
}

// Bounds on a label: its image must fit the atlas (an overflow image is
// no larger), whatever the string, or Ebitengine refuses it ("atlas: the
// image being put on an atlas is too big", the crash a 1 200-character seat
// name caused).
const (
	maxLabelBytes = render.MaxTextBytes
	maxLabelSide  = atlasSize - 2
	maxLabelSize  = 400 // font size: one line must fit the side
)

// BoundLines wraps s to width (0: one line per paragraph) and bounds the
// result so that it fits a maxLabelSide square: text past maxLabelBytes is
// dropped, a line wider than the side (or than width) is cut with "…",
// and lines below the side (or past maxLines, when it is positive) are
// dropped, the last one kept ending in "…". Any string gives a drawable
// label; a short one is unchanged.
func BoundLines(s string, size, width, maxLines int, advance func(string) float64) []string {
	cut := len(s) > maxLabelBytes
	s = render.ClipBytes(s, maxLabelBytes)
	limit := float64(maxLabelSide - 1) // Label adds a pixel
	if width > 0 && float64(width) < limit {
		limit = float64(width)
	}
	wrapW := float64(width)
	if wrapW > limit {
		wrapW = limit
	}
	lines := Wrap(s, wrapW, advance)
	most := max(1, maxLabelSide/LineHeight(size))
	if maxLines > 0 {
		most = min(most, maxLines)
	}
	if len(lines) > most {
		lines, cut = lines[:most], true
	}
	m := measureFunc(advance)
	for i, l := range lines {
		if advance(l) > limit {
			lines[i], _ = render.FitEllipsis(l, limit, m)
		}
	}
	if last := len(lines) - 1; cut && last >= 0 && !strings.HasSuffix(lines[last], "…") {
		lines[last], _ = render.FitEllipsis(lines[last], limit, m)
	}
	return lines
}

// LineHeight is the line advance used for wrapped text of a size.
func LineHeight(size int) int { return size * 4 / 3 }

// Text draws s at (x, y) (top-left) in colour c, wrapped to width, and
// returns the drawn size.
func (k *Kit) Text(dst *ebiten.Image, s string, x, y, size int, bold bool, width int, c color.Color) image.Point {
	if s == "" {
		return image.Point{}
	}
	img := k.Label(s, size, bold, width)
	k.op.GeoM.Reset()
	k.op.GeoM.Translate(float64(x), float64(y))
	k.op.ColorScale.Reset()
	k.op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(img, &k.op)
	return img.Bounds().Size()
}

// TextCentered draws s centred in r, wrapped to its width and cut (with
// "…") to the lines its height holds, so no string of any length spills
// far out of r.
func (k *Kit) TextCentered(dst *ebiten.Image, s string, r image.Rectangle, size int, bold bool, c color.Color) {
	if s == "" {
		return
	}
	// Lines that fit r, rounded up: a second line that spills a little
	// into a button's margin stays readable, a hundredth does not.
	lh := LineHeight(size)
	img := k.label(s, size, bold, r.Dx(), max(1, (r.Dy()+lh-1)/lh))
	sz := img.Bounds().Size()
	k.op.GeoM.Reset()
	k.op.GeoM.Translate(float64(r.Min.X+(r.Dx()-sz.X)/2), float64(r.Min.Y+(r.Dy()-sz.Y)/2))
	k.op.ColorScale.Reset()
	k.op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(img, &k.op)
}

// Measure gives the size s takes wrapped to width.
func (k *Kit) Measure(s string, size int, bold bool, width int) image.Point {
	if s == "" {
		return image.Point{}
	}
	return k.Label(s, size, bold, width).Bounds().Size()
}

// Wrap breaks s into lines no wider than width (0 = only at newlines). It
// breaks at spaces and keeps a Polish one-letter word ("w", "z", "i", "o",
// "a", "u") on the line with the word after it, as Polish typesetting
// wants; a word longer than the line is cut by letters.
func (k *Kit) Wrap(s string, face *text.GoTextFace, width float64) []string {
	return Wrap(s, width, func(t string) float64 { return text.Advance(t, face) })
}

// Wrap breaks s with render's line breaker (the one the boards use), so
// menus and boards wrap Polish text by the same rules.
func Wrap(s string, width float64, advance func(string) float64) []string {
	var wr render.Wrapper
	lines := wr.Wrap(nil, s, width, measureFunc(advance))
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = s[l.Start:l.End]
	}
	return out
}

// measureFunc adapts a width function to render.Measurer.
type measureFunc func(string) float64

func (f measureFunc) Advance(s string) float64 { return f(s) }

// Trim bounds the label cache: a long session with a busy log must not
// grow without limit. The app calls it between frames, never while a
// frame is being drawn from the cached images.
func (k *Kit) Trim(maxLabels int) {
	if len(k.labels) > maxLabels || k.atlas.full {
		k.ClearCache()
	}
}

// Fit returns s unchanged if it fits on one line of width at size,
// otherwise s cut with "…" so that it does.
func (k *Kit) Fit(s string, size int, bold bool, width int) string {
	s = render.ClipBytes(s, maxLabelBytes) // what is past it is never drawn
	face := k.Face(size, bold)
	if text.Advance(s, face) <= float64(width) {
		return s
	}
	r := []rune(s)
	lo, hi := 0, len(r)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if text.Advance(string(r[:mid])+"…", face) <= float64(width) {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return string(r[:lo]) + "…"
}

// ClearCache drops every cached label (after a language change).
func (k *Kit) ClearCache() {
	clear(k.labels)
	k.atlas.reset()
	k.white = k.atlas.white
}

// DrawImageAt draws img at (x, y) with the kit's reusable options.
func (k *Kit) DrawImageAt(dst, img *ebiten.Image, x, y float64, c color.Color) {
	k.op.GeoM.Reset()
	k.op.GeoM.Translate(x, y)
	k.op.ColorScale.Reset()
	if c != nil {
		k.op.ColorScale.ScaleWithColor(c)
	}
	dst.DrawImage(img, &k.op)
}
