package render

import (
	"bytes"
	_ "embed"
	"fmt"
	"image/color"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"stolik/render/geom"
)

// The app's typeface: DejaVu Sans Condensed (regular, bold, oblique),
// subset to Latin with every Polish letter, the punctuation and the few
// symbols the texts use (fonts/LICENSE-DejaVu.txt; made with pyftsubset,
// see fonts/README.md). Why not the Go fonts: their hyphen is as wide as
// an en dash and their digits look like a code font beside the letters;
// the condensed face also fits more words at the 12 px the boards use.
var (
	//go:embed fonts/DejaVuSansCondensed.ttf
	ttfRegular []byte
	//go:embed fonts/DejaVuSansCondensed-Bold.ttf
	ttfBold []byte
	//go:embed fonts/DejaVuSansCondensed-Oblique.ttf
	ttfItalic []byte
)

// FontFiles returns the embedded font files by style name ("regular",
// "bold", "italic"), for coverage tests.
func FontFiles() map[string][]byte {
	return map[string][]byte{"regular": ttfRegular, "bold": ttfBold, "italic": ttfItalic}
}

// Fonts holds the parsed fonts and hands out one face per (size, style),
// so every label of a size shares ebiten's glyph cache. Parsing needs no
// window; make one Fonts at start-up.
type Fonts struct {
	regular, bold, italic *text.GoTextFaceSource
	faces                 map[faceKey]*text.GoTextFace
}

type faceKey struct {
	size   float64
	bold   bool
	italic bool
}

// NewFonts parses the embedded fonts.
func NewFonts() (*Fonts, error) {
	var srcs [3]*text.GoTextFaceSource
	for i, ttf := range [3][]byte{ttfRegular, ttfBold, ttfItalic} {
		s, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
		if err != nil {
			return nil, fmt.Errorf("render: font %d: %w", i, err)
		}
		srcs[i] = s
	}
	return &Fonts{regular: srcs[0], bold: srcs[1], italic: srcs[2], faces: map[faceKey]*text.GoTextFace{}}, nil
}

// Face returns the shared face of that pixel size and weight. Sizes are
// rounded to half pixels so that computed or animated sizes cannot grow the
// face cache (and ebiten's glyph cache) without bound.
func (f *Fonts) Face(size float64, bold bool) *text.GoTextFace {
	return f.face(size, bold, false)
}

// Italic returns the shared oblique face of a size (emphasis in the rules).
func (f *Fonts) Italic(size float64) *text.GoTextFace { return f.face(size, false, true) }

func (f *Fonts) face(size float64, bold, italic bool) *text.GoTextFace {
	size = math.Max(1, math.Round(size*2)/2)
	k := faceKey{size, bold, italic}
	if fc, ok := f.faces[k]; ok {
		return fc
	}
	src := f.regular
	switch {
	case bold:
		src = f.bold
	case italic:
		src = f.italic
	}
	fc := &text.GoTextFace{Source: src, Size: size}
	f.faces[k] = fc
	return fc
}

// FaceMeasurer measures with a font face; inline icons ("{moneta}") count
// as IconAdvance of the face's size.
type FaceMeasurer struct{ Face text.Face }

// Advance returns the width of a single line s.
func (m FaceMeasurer) Advance(s string) float64 { return Measure(s, m.Face) }

// Measure returns the width of one line of s in face (no wrapping), inline
// icons included.
func Measure(s string, face text.Face) float64 {
	if strings.IndexByte(s, '{') < 0 {
		return text.Advance(s, face)
	}
	w, i := 0.0, 0
	for {
		st, en, _, ok := FindIcon(s, i)
		if !ok {
			return w + text.Advance(s[i:], face)
		}
		w += text.Advance(s[i:st], face) + IconAdvance(faceSize(face))
		i = en
	}
}

// IconAdvance is the width an inline icon takes in text of a size: the
// icon and a little air on each side.
func IconAdvance(size float64) float64 { return math.Round(size * 1.35) }

func faceSize(f text.Face) float64 {
	if g, ok := f.(*text.GoTextFace); ok {
		return g.Size
	}
	m := f.Metrics()
	return (m.HAscent + m.HDescent) / 1.16
}

// FindIcon finds the first inline icon "{name}" in s at or after byte
// from: its byte range [start, end) and the icon. Braces around anything
// that is not an icon name stay text.
func FindIcon(s string, from int) (start, end int, ic Icon, ok bool) {
	for from < len(s) {
		o := strings.IndexByte(s[from:], '{')
		if o < 0 {
			return 0, 0, 0, false
		}
		st := from + o
		c := strings.IndexByte(s[st+1:], '}')
		if c < 0 {
			return 0, 0, 0, false
		}
		en := st + 1 + c + 1
		if ic, ok := IconByName(s[st+1 : en-1]); ok {
			return st, en, ic, true
		}
		from = st + 1
	}
	return 0, 0, 0, false
}

// StripIcons returns s with every inline icon replaced by its name (for
// screen readers and logs written to text files).
func StripIcons(s string) string {
	var b strings.Builder
	i := 0
	for {
		st, en, ic, ok := FindIcon(s, i)
		if !ok {
			b.WriteString(s[i:])
			return b.String()
		}
		b.WriteString(s[i:st])
		b.WriteString(IconName(ic))
		i = en
	}
}

// TextBlock is text laid out once and drawn cheaply many times: it wraps to
// a width, aligns each line, and keeps the glyph images and positions, so a
// frame that draws it only issues DrawImage calls (no shaping, no
// allocation). It re-lays out only when its text, face, width, alignment or
// line limit change through the setters. Use a zero-width TextBlock as a
// one-line label. The zero value is usable once a face is set.
type TextBlock struct {
	text        string
	face        *text.GoTextFace
	width       float64
	align       geom.Align
	spacing     float64
	maxLines    int
	laidOut     bool
	glyphsReady bool

	wrap      Wrapper
	lines     []Line
	truncated bool
	tail      string // the last line with an ellipsis when truncated
	w, h      float64

	glyphs  []placedGlyph
	icons   []PlacedIcon
	tmp     []text.Glyph
	op      ebiten.DrawImageOptions
	painter *Painter
}

type placedGlyph struct {
	img  *ebiten.Image
	x, y float64
}

// PlacedIcon is an inline icon of a laid-out block: its centre relative to
// the block's top-left and its radius.
type PlacedIcon struct {
	Icon Icon
	C    geom.Pt
	R    float64
}

// NewTextBlock makes a block of s in face wrapped to width (0 = one line per
// paragraph), aligned by align.
func NewTextBlock(face *text.GoTextFace, s string, width float64, align geom.Align) *TextBlock {
	return &TextBlock{text: s, face: face, width: width, align: align}
}

func (b *TextBlock) invalidate() { b.laidOut, b.glyphsReady = false, false }

// SetText changes the text; it reports whether it differed (redraw then).
func (b *TextBlock) SetText(s string) bool {
	if s == b.text {
		return false
	}
	b.text = s
	b.invalidate()
	return true
}

// Text returns the source text.
func (b *TextBlock) Text() string { return b.text }

// SetPainter gives the block the painter its inline icons are drawn
// with (blocks made through the Kit, a LabelCache or a Tooltip have it;
// without one the icons take their room but are not drawn).
func (b *TextBlock) SetPainter(p *Painter) { b.painter = p }

// FaceSize is the pixel size of the block's face (0 without a face).
func (b *TextBlock) FaceSize() float64 {
	if b.face == nil {
		return 0
	}
	return b.face.Size
}

// SplitsWords reports whether a word of the text is wider than the wrap
// width (the wrapper then breaks it in two).
func (b *TextBlock) SplitsWords() bool {
	if b.width <= 0 || b.face == nil {
		return false
	}
	for _, w := range strings.Fields(b.text) {
		if Measure(w, b.face) > b.width {
			return true
		}
	}
	return false
}

// Width is the wrap width (0: no wrapping).
func (b *TextBlock) Width() float64 { return b.width }

// Align is the lines' horizontal alignment.
func (b *TextBlock) Align() geom.Align { return b.align }

// SetFace changes the face.
func (b *TextBlock) SetFace(f *text.GoTextFace) {
	if f != b.face {
		b.face = f
		b.invalidate()
	}
}

// SetWidth changes the wrap width (0 = no wrapping).
func (b *TextBlock) SetWidth(w float64) {
	if w != b.width {
		b.width = w
		b.invalidate()
	}
}

// SetAlign changes the horizontal alignment of the lines.
func (b *TextBlock) SetAlign(a geom.Align) {
	if a != b.align {
		b.align = a
		b.invalidate()
	}
}

// SetLineSpacing sets the line distance as a multiple of the face's line
// height (0 means 1).
func (b *TextBlock) SetLineSpacing(k float64) {
	if k != b.spacing {
		b.spacing = k
		b.invalidate()
	}
}

// SetMaxLines limits the block to n lines (0 = no limit); a cut last line
// ends in "…". Independently of it, text longer than MaxTextBytes is cut
// the same way, and no line is wider than MaxLineWidth.
func (b *TextBlock) SetMaxLines(n int) {
	if n != b.maxLines {
		b.maxLines = n
		b.invalidate()
	}
}

// LineHeight returns the distance between baselines.
func (b *TextBlock) LineHeight() float64 {
	if b.face == nil {
		return 0
	}
	m := b.face.Metrics()
	k := b.spacing
	if k <= 0 {
		k = 1
	}
	return math.Ceil((m.HAscent + m.HDescent + m.HLineGap) * k)
}

func (b *TextBlock) layout() {
	if b.laidOut {
		return
	}
	b.laidOut, b.glyphsReady = true, false
	b.lines, b.truncated, b.tail = b.lines[:0], false, ""
	b.w, b.h = 0, 0
	if b.face == nil || b.text == "" {
		return
	}
	m := FaceMeasurer{b.face}
	// Any string, of any length, is bounded before it is laid out: text
	// past MaxTextBytes is dropped and a line never grows wider than
	// MaxLineWidth (a 1 200-character name in a one-line label), so the
	// layout's cost and the glyphs drawn per frame stay bounded.
	src, cut := ClipBytes(b.text, MaxTextBytes), len(b.text) > MaxTextBytes
	b.lines = b.wrap.Wrap(b.lines, src, b.width, m)
	wrapW := b.width
	if wrapW <= 0 {
		// One line per paragraph: the first too wide is cut, and
		// what follows it dropped.
		wrapW = MaxLineWidth
		for i, l := range b.lines {
			if l.Width > MaxLineWidth {
				b.lines, cut = b.lines[:i+1], true
				break
			}
		}
	}
	if b.maxLines > 0 && len(b.lines) > b.maxLines {
		b.lines = b.lines[:b.maxLines]
		cut = true
	}
	if cut && len(b.lines) > 0 {
		// The last line kept ends in "…", shortened to fit; once per
		// layout, not per frame.
		b.truncated = true
		last := &b.lines[len(b.lines)-1]
		b.tail, last.Width = FitEllipsis(b.text[last.Start:last.End], wrapW, m)
	}
	for _, l := range b.lines {
		b.w = max(b.w, l.Width)
	}
	if b.width > 0 {
		b.w = b.width
	}
	fm := b.face.Metrics()
	b.h = float64(len(b.lines)-1)*b.LineHeight() + math.Ceil(fm.HAscent+fm.HDescent)
}

// Bounds on any text a TextBlock lays out (see layout).
const (
	MaxTextBytes = 8 << 10
	MaxLineWidth = 4096
)

// ClipBytes cuts s to at most n bytes at a rune boundary.
func ClipBytes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// FitEllipsis returns s followed by "…", shortened by whole runes (binary
// search: any length costs a few measurements) until it is no wider than
// width, and its width. At worst it is the ellipsis alone.
func FitEllipsis(s string, width float64, m Measurer) (string, float64) {
	if w := m.Advance(s + "…"); w <= width {
		return s + "…", w
	}
	// ends[j] is the byte length of the first j runes; the whole of s
	// does not fit, so the answer is j in [0, len(ends)-2].
	ends := make([]int, 0, len(s)+1)
	for i := 0; i < len(s); i += firstUnit(s[i:]) {
		ends = append(ends, i)
	}
	if len(ends) == 0 {
		return "…", m.Advance("…")
	}
	lo, hi := 0, len(ends)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if m.Advance(s[:ends[mid]]+"…") <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	lo = ends[lo]
	t := s[:lo] + "…"
	return t, m.Advance(t)
}

// firstUnit is the byte length of the first rune of s, or of the inline
// icon s starts with (an icon is cut whole, never in half).
func firstUnit(s string) int {
	if strings.HasPrefix(s, "{") {
		if c := strings.IndexByte(s, '}'); c > 0 {
			if _, ok := IconByName(s[1:c]); ok {
				return c + 1
			}
		}
	}
	_, n := utf8.DecodeRuneInString(s)
	return max(n, 1)
}

// Size returns the block's box: the wrap width (or the widest line when not
// wrapping) by the height of its lines.
func (b *TextBlock) Size() (w, h float64) {
	b.layout()
	return b.w, b.h
}

// Lines returns the laid-out lines (byte ranges into Text()).
func (b *TextBlock) Lines() []Line {
	b.layout()
	return b.lines
}

// LineText returns line i's text as drawn (with the ellipsis if cut).
func (b *TextBlock) LineText(i int) string {
	b.layout()
	if b.truncated && i == len(b.lines)-1 {
		return b.tail
	}
	l := b.lines[i]
	return b.text[l.Start:l.End]
}

// Truncated reports whether SetMaxLines cut the text.
func (b *TextBlock) Truncated() bool {
	b.layout()
	return b.truncated
}

// lineX returns the pixel offset of line i inside the box.
func (b *TextBlock) lineX(i int) float64 {
	return math.Round(b.align.Offset(b.w, b.lines[i].Width))
}

// buildGlyphs rasterises (through ebiten's glyph cache) and places every
// glyph once. It needs a running game, so it happens at the first Draw.
func (b *TextBlock) buildGlyphs() {
	b.layout()
	if b.glyphsReady {
		return
	}
	b.glyphsReady = true
	b.glyphs = b.glyphs[:0]
	b.placeIcons()
	lh := b.LineHeight()
	for i := range b.lines {
		line := b.LineText(i)
		x, y := b.lineX(i), float64(i)*lh
		for j := 0; j <= len(line); {
			st, en, _, ok := FindIcon(line, j)
			if !ok {
				st, en = len(line), len(line)
			}
			if st > j {
				b.tmp = text.AppendGlyphs(b.tmp[:0], line[j:st], b.face, nil)
				for _, g := range b.tmp {
					if g.Image != nil {
						b.glyphs = append(b.glyphs, placedGlyph{g.Image, g.X + x, g.Y + y})
					}
				}
				x += text.Advance(line[j:st], b.face)
			}
			if !ok {
				break
			}
			x += IconAdvance(b.face.Size)
			j = en
		}
	}
	clear(b.tmp)
}

// placeIcons works out where the inline icons sit (pure: no glyphs are
// made, so tests see the icons without a GPU).
func (b *TextBlock) placeIcons() {
	b.icons = b.icons[:0]
	if b.face == nil || strings.IndexByte(b.text, '{') < 0 {
		return
	}
	lh := b.LineHeight()
	fm := b.face.Metrics()
	size := b.face.Size
	adv := IconAdvance(size)
	for i := range b.lines {
		line := b.LineText(i)
		x, y := b.lineX(i), float64(i)*lh
		for j := 0; ; {
			st, en, ic, ok := FindIcon(line, j)
			if !ok {
				break
			}
			x += text.Advance(line[j:st], b.face)
			// Centred on the middle of a capital letter.
			cy := y + fm.HAscent - size*0.36
			b.icons = append(b.icons, PlacedIcon{Icon: ic, C: geom.Pt{X: x + adv/2, Y: cy}, R: size * 0.62})
			x += adv
			j = en
		}
	}
}

// Icons returns the block's inline icons, placed relative to its top-left.
func (b *TextBlock) Icons() []PlacedIcon {
	b.layout()
	if !b.glyphsReady {
		b.placeIcons()
	}
	return b.icons
}

// Draw paints the block with its box's top-left at (x, y) in colour c
// (premultiplied, as color.RGBA is).
func (b *TextBlock) Draw(dst *ebiten.Image, x, y float64, c color.RGBA) {
	b.buildGlyphs()
	x, y = math.Round(x), math.Round(y)
	op := &b.op
	op.ColorScale.Reset()
	op.ColorScale.Scale(float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255)
	for _, g := range b.glyphs {
		op.GeoM.Reset()
		op.GeoM.Translate(g.x+x, g.y+y)
		dst.DrawImage(g.img, op)
	}
	if len(b.icons) > 0 && b.painter != nil {
		for _, ic := range b.icons {
			b.painter.Icon(ic.Icon, geom.Pt{X: ic.C.X + x, Y: ic.C.Y + y}, ic.R)
		}
		b.painter.Flush(dst)
	}
}

// DrawIn paints the block inside r: horizontally by the block's own
// alignment over r's width when the block does not wrap (a label), and
// vertically by valign.
func (b *TextBlock) DrawIn(dst *ebiten.Image, r geom.Rect, valign geom.Align, c color.RGBA) {
	w, h := b.Size()
	x := r.X
	if b.width <= 0 {
		x += b.align.Offset(r.W, w)
	}
	b.Draw(dst, x, r.Y+valign.Offset(r.H, h), c)
}

// NewLabel is a one-line, left-aligned TextBlock.
func NewLabel(face *text.GoTextFace, s string) *TextBlock {
	return NewTextBlock(face, s, 0, geom.AlignStart)
}
