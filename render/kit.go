package render

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"stolik/render/geom"
)

// Painter draws meshes from a shared white pixel. Shapes are accumulated in
// its embedded Mesh (p.Rect, p.RoundRect, p.Shape, ...) and sent with Flush;
// the vertex and index buffers and the options are reused, so painting
// allocates nothing per frame once warm. Flush before drawing text or
// images that must appear above the shapes.
type Painter struct {
	Mesh
	white *ebiten.Image
	op    ebiten.DrawTrianglesOptions
}

// NewPainter creates the white pixel image. Call it once the app starts
// (ebiten allows images before RunGame); never per frame.
func NewPainter() *Painter {
	// WritePixels, not Fill: an image only written to stays on
	// Ebitengine's atlas page beside the glyph images, so shapes and text
	// batch into one draw call; a filled one becomes a render target kept
	// apart, and every switch between text and shapes costs a call.
	img := ebiten.NewImage(3, 3)
	white := make([]byte, 3*3*4)
	for i := range white {
		white[i] = 0xff
	}
	img.WritePixels(white)
	p := &Painter{white: img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)}
	p.op.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
	p.op.AntiAlias = false
	return p
}

// White returns the shared 1×1 white image (scale it with DrawImage for
// quick rectangles, or use it as a mesh source).
func (p *Painter) White() *ebiten.Image { return p.white }

// Flush draws everything accumulated onto dst and empties the mesh.
func (p *Painter) Flush(dst *ebiten.Image) {
	if len(p.Indices) > 0 {
		dst.DrawTriangles32(p.Vertices, p.Indices, p.white, &p.op)
	}
	p.Reset()
}

// Kit is what every widget draws with: fonts, the palette and a painter.
// Make one at start-up with NewKit and share it between scenes.
type Kit struct {
	Fonts   *Fonts
	Pal     Palette
	Painter *Painter

	numbers map[numberKey]*TextBlock
}

type numberKey struct {
	n    int
	size float64
}

// Standard text sizes in pixels.
const (
	SizeSmall  = 13
	SizeBody   = 15
	SizeTitle  = 18
	SizeHeader = 26
)

// NewKit parses the fonts and creates the painter.
func NewKit() (*Kit, error) {
	f, err := NewFonts()
	if err != nil {
		return nil, err
	}
	return &Kit{Fonts: f, Pal: DefaultPalette(), Painter: NewPainter(), numbers: map[numberKey]*TextBlock{}}, nil
}

// Face is shorthand for k.Fonts.Face.
func (k *Kit) Face(size float64, bold bool) *text.GoTextFace { return k.Fonts.Face(size, bold) }

// Number returns a cached bold label of n at size: counts on badges and
// track numbers are drawn from these without laying text out per frame.
func (k *Kit) Number(n int, size float64) *TextBlock {
	size = math.Max(1, math.Round(size*2)/2) // as Fonts.Face: bounded cache
	key := numberKey{n, size}
	if b, ok := k.numbers[key]; ok {
		return b
	}
	b := NewTextBlock(k.Face(size, true), itoa(n), 0, geom.AlignCenter)
	if k.numbers == nil {
		k.numbers = map[numberKey]*TextBlock{}
	}
	k.numbers[key] = b
	return b
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var buf [20]byte
	i := len(buf)
	for n > 0 {
		i--
		buf[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		buf[i] = '-'
	}
	return string(buf[i:])
}
