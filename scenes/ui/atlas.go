package ui

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// atlasSize is the side of the one texture every label and the white
// pixel live on, so a frame's fills and texts batch into a few draw calls
// from the first frame (Ebitengine's own atlas only adopts an image after
// it has been used as a source for several frames).
const atlasSize = 2048

// atlas packs label images into one texture with simple shelves. When it
// is full, further labels get images of their own until the next Trim
// clears everything between frames.
type atlas struct {
	img      *ebiten.Image
	white    *ebiten.Image
	shelves  []shelf
	nextY    int
	full     bool
	overflow []*ebiten.Image
}

type shelf struct{ y, h, x int }

func newAtlas() *atlas {
	a := &atlas{img: ebiten.NewImage(atlasSize, atlasSize)}
	a.reset()
	return a
}

func (a *atlas) reset() {
	a.img.Clear()
	a.img.SubImage(image.Rect(0, 0, 4, 4)).(*ebiten.Image).Fill(color.White)
	a.white = a.img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	a.shelves = a.shelves[:0]
	a.nextY = 6 // below the white block
	a.full = false
	for _, img := range a.overflow {
		img.Deallocate()
	}
	a.overflow = a.overflow[:0]
}

// alloc returns a free w×h region (1 px of padding around it), or false.
func (a *atlas) alloc(w, h int) (image.Rectangle, bool) {
	pw, ph := w+2, h+2
	if pw > atlasSize || ph > atlasSize {
		return image.Rectangle{}, false
	}
	for i := range a.shelves {
		s := &a.shelves[i]
		if ph <= s.h && ph*4 >= s.h*3 && s.x+pw <= atlasSize {
			r := image.Rect(s.x+1, s.y+1, s.x+1+w, s.y+1+h)
			s.x += pw
			return r, true
		}
	}
	if a.nextY+ph > atlasSize {
		a.full = true
		return image.Rectangle{}, false
	}
	a.shelves = append(a.shelves, shelf{y: a.nextY, h: ph, x: pw})
	r := image.Rect(1, a.nextY+1, 1+w, a.nextY+1+h)
	a.nextY += ph
	return r, true
}

// region returns an image to draw a w×h label into: a part of the atlas
// or, when it is full, an image of its own. origin is where (0,0) of the
// label is in the returned image's coordinates.
func (a *atlas) region(w, h int) (dst *ebiten.Image, origin image.Point) {
	if r, ok := a.alloc(w, h); ok {
		return a.img.SubImage(r).(*ebiten.Image), r.Min
	}
	img := ebiten.NewImage(w, h)
	a.overflow = append(a.overflow, img)
	return img, image.Point{}
}
