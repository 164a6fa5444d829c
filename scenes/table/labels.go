package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/render"
	"stolik/render/geom"
)

// MinText is the smallest text, in logical pixels, a board may draw. The
// frame keeps one logical pixel at least one screen pixel (see UIScale),
// so a board that never goes below it is readable at 1280×720 and
// 1024×768 alike. Fit shrinks no further than this.
const MinText = 12.0

// Drawn is one text a board drew, as Labels records it for the legibility
// tests: the text, its size in logical pixels and the box it took.
type Drawn struct {
	Text string
	Size float64
	Box  geom.Rect
	// Cut is set when the text did not fit its lines and ends in "…".
	Cut bool
	// Split is set when a word was wider than the text's width and was
	// broken in two.
	Split bool
}

// Labels draws a board's texts: each distinct text and style is laid out
// once (render.LabelCache) and replayed, so drawing a frame shapes nothing.
// With Rec set every call also appends what it drew, and a nil destination
// image draws nothing: tests lay a whole board's texts out without a GPU
// and measure them.
type Labels struct {
	Kit   *render.Kit
	Rec   *[]Drawn
	cache render.LabelCache
	fits  map[fitKey]float64
}

type fitKey struct {
	s    string
	size float64
	bold bool
	w    float64
}

// Label returns the laid-out text (made once per distinct text and style).
func (l *Labels) Label(s string, size float64, bold bool, w float64, lines int, align geom.Align) *render.TextBlock {
	l.cache.Floor = MinText
	return l.cache.Label(l.Kit, s, size, bold, w, lines, align)
}

func (l *Labels) record(t *render.TextBlock, s string, x, y float64) {
	if l.Rec == nil {
		return
	}
	w, h := t.Size()
	*l.Rec = append(*l.Rec, Drawn{Text: s, Size: t.FaceSize(), Box: geom.Rect{X: x, Y: y, W: w, H: h},
		Cut: t.Truncated(), Split: t.SplitsWords()})
}

// Draw paints a laid-out block with its top-left at (x, y).
func (l *Labels) Draw(dst *ebiten.Image, t *render.TextBlock, x, y float64, c color.RGBA) {
	l.record(t, t.Text(), x, y)
	if dst != nil {
		t.Draw(dst, x, y, c)
	}
}

// DrawIn paints a laid-out block inside r (see render.TextBlock.DrawIn).
func (l *Labels) DrawIn(dst *ebiten.Image, t *render.TextBlock, r geom.Rect, valign geom.Align, c color.RGBA) {
	if l.Rec != nil {
		w, h := t.Size()
		x := r.X
		if t.Width() <= 0 {
			x += t.Align().Offset(r.W, w)
		}
		l.record(t, t.Text(), x, r.Y+valign.Offset(r.H, h))
	}
	if dst != nil {
		t.DrawIn(dst, r, valign, c)
	}
}

// Text draws s with its top-left at (x, y), wrapped to w (0: one line) and
// cut to lines (0: no limit).
func (l *Labels) Text(dst *ebiten.Image, s string, x, y, size float64, bold bool, w float64, lines int, c color.RGBA) {
	if s == "" {
		return
	}
	l.Draw(dst, l.Label(s, size, bold, w, lines, geom.AlignStart), x, y, c)
}

// Centered draws one line of s centred in r.
func (l *Labels) Centered(dst *ebiten.Image, s string, r geom.Rect, size float64, bold bool, c color.RGBA) {
	if s == "" {
		return
	}
	l.DrawIn(dst, l.Label(s, size, bold, 0, 0, geom.AlignCenter), r, geom.AlignCenter, c)
}

// Block draws s wrapped to r's width with its lines aligned by align and
// the block placed in r by valign.
func (l *Labels) Block(dst *ebiten.Image, s string, r geom.Rect, size float64, bold bool, lines int, align, valign geom.Align, c color.RGBA) {
	if s == "" {
		return
	}
	l.DrawIn(dst, l.Label(s, size, bold, r.W, lines, align), r, valign, c)
}

// Number draws n centred in r (counts on badges and tracks).
func (l *Labels) Number(dst *ebiten.Image, n int, r geom.Rect, size float64, c color.RGBA) {
	l.DrawIn(dst, l.Kit.Number(n, size), r, geom.AlignCenter, c)
}

// FitSize is the largest size, from size down to floor, at which s fits
// w on one line (floor when it fits at none). It is worked out once per
// text and width.
func (l *Labels) FitSize(s string, size, floor float64, bold bool, w float64) float64 {
	k := fitKey{s, size, bold, w}
	if fs, ok := l.fits[k]; ok {
		return fs
	}
	fs := size
	for fs > floor && render.Measure(s, l.Kit.Face(fs, bold)) > w {
		fs -= 0.5
	}
	if l.fits == nil || len(l.fits) > 2000 {
		l.fits = map[fitKey]float64{}
	}
	l.fits[k] = fs
	return fs
}

// Fit draws one line of s shrunk (down to MinText) until it fits w; a text
// that does not fit even then wraps onto a second line.
func (l *Labels) Fit(dst *ebiten.Image, s string, x, y, size float64, bold bool, w float64, c color.RGBA) {
	if s == "" {
		return
	}
	fs := l.FitSize(s, size, min(size, MinText), bold, w)
	lines := 1
	if render.Measure(s, l.Kit.Face(fs, bold)) > w {
		lines = 2
	}
	l.Text(dst, s, x, y, fs, bold, w, lines, c)
}

// FitTo draws one line of s shrunk down to floor (below MinText only where
// a board accepts it, e.g. a dense small-screen variant) to fit w.
func (l *Labels) FitTo(dst *ebiten.Image, s string, x, y, size, floor float64, bold bool, w float64, c color.RGBA) {
	if s == "" {
		return
	}
	fs := l.FitSize(s, size, floor, bold, w)
	l.Text(dst, s, x, y, fs, bold, w, 1, c)
}

// FaceTexts draws a laid-out card face's texts at (x, y) (after the board
// added and flushed the faces' shapes) and records them.
func (l *Labels) FaceTexts(dst *ebiten.Image, v *render.FaceView, x, y float64) {
	if l.Rec != nil {
		for _, t := range v.Texts {
			l.record(t.Block, t.Block.Text(), x+t.At.X, y+t.At.Y)
		}
		if v.Overflow {
			*l.Rec = append(*l.Rec, Drawn{Text: v.Face.Title, Size: 0, Box: geom.Rect{X: x, Y: y, W: v.W, H: v.H}, Cut: true})
		}
	}
	if dst != nil {
		v.DrawTexts(dst, x, y)
	}
}

// Face draws a whole card face at (x, y): shapes, flush, texts.
func (l *Labels) Face(dst *ebiten.Image, v *render.FaceView, x, y float64, dim bool) {
	if dst != nil {
		v.DrawShapes(l.Kit, x, y, dim)
		l.Kit.Painter.Flush(dst)
	}
	l.FaceTexts(dst, v, x, y)
}
