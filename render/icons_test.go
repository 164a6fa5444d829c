package render

import (
	"flag"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"os"
	"testing"

	"golang.org/x/image/vector"
)

var iconPreview = flag.String("icons", "", "write a PNG preview of every icon to this path")

func TestIconNames(t *testing.T) {
	for ic := IconNone + 1; ic < NumIcons; ic++ {
		n := IconName(ic)
		if got, ok := IconByName(n); !ok || got != ic {
			t.Errorf("icon %d: its name %q gives %d", ic, n, got)
		}
	}
	for n, ic := range iconNames {
		if ic <= IconNone || ic >= NumIcons {
			t.Errorf("name %q maps to no icon", n)
		}
	}
	// The names the issue asks for, in the data's Polish.
	for _, n := range []string{"moneta", "kompas", "tabliczka", "grot", "klejnot", "strach", "but", "samochód",
		"statek", "samolot", "pz", "bożek", "strażnik", "asystent", "archeolog", "pająk", "capcarap", "smok",
		"wampir", "szkielet", "mikstura", "vip", "złoto", "kara", "kostka", "kość", "serce", "wytrzymałość",
		"gwiazda", "bomba", "agent", "oko", "zegar"} {
		if _, ok := IconByName(n); !ok {
			t.Errorf("no icon called %q", n)
		}
	}
}

// Every icon is a non-empty set of triangles inside its unit box that
// covers a good part of it (a broken triangulation covers almost nothing).
func TestIconMeshes(t *testing.T) {
	for ic := IconNone + 1; ic < NumIcons; ic++ {
		xy, idx := IconTriangles(ic)
		if len(idx) == 0 || len(idx)%3 != 0 {
			t.Errorf("%s: %d indices", IconName(ic), len(idx))
			continue
		}
		for i := 0; i < len(xy); i += 2 {
			if math.Abs(float64(xy[i])) > 1.06 || math.Abs(float64(xy[i+1])) > 1.06 {
				t.Errorf("%s: vertex (%v, %v) outside the unit box", IconName(ic), xy[i], xy[i+1])
				break
			}
		}
		cov := coverage(ic, 64)
		if cov < 0.2 || cov > 0.95 {
			t.Errorf("%s covers %.0f%% of its box", IconName(ic), cov*100)
		}
	}
}

// rasterIcon paints icon ic into dst centred at (cx, cy) with radius r,
// with its own colours, using a CPU rasteriser (no GPU).
func rasterIcon(dst *image.RGBA, ic Icon, cx, cy, r float64) {
	im := &iconMeshes[ic]
	for k := 0; k+2 < len(im.i); k += 3 {
		a, b, c := im.v[im.i[k]], im.v[im.i[k+1]], im.v[im.i[k+2]]
		px := [3]float64{cx + float64(a.x)*r, cx + float64(b.x)*r, cx + float64(c.x)*r}
		py := [3]float64{cy + float64(a.y)*r, cy + float64(b.y)*r, cy + float64(c.y)*r}
		x0, y0 := int(math.Floor(min(px[0], px[1], px[2]))), int(math.Floor(min(py[0], py[1], py[2])))
		x1, y1 := int(math.Ceil(max(px[0], px[1], px[2]))), int(math.Ceil(max(py[0], py[1], py[2])))
		if x1 <= x0 || y1 <= y0 {
			continue
		}
		z := vector.NewRasterizer(x1-x0, y1-y0)
		z.MoveTo(float32(px[0]-float64(x0)), float32(py[0]-float64(y0)))
		z.LineTo(float32(px[1]-float64(x0)), float32(py[1]-float64(y0)))
		z.LineTo(float32(px[2]-float64(x0)), float32(py[2]-float64(y0)))
		z.ClosePath()
		col := color.RGBA{uint8(a.c.r * 255), uint8(a.c.g * 255), uint8(a.c.b * 255), uint8(a.c.a * 255)}
		z.Draw(dst, image.Rect(x0, y0, x1, y1), image.NewUniform(col), image.Point{})
	}
}

func coverage(ic Icon, n int) float64 {
	img := image.NewRGBA(image.Rect(0, 0, n+16, n+16)) // a margin: strokes may stand out a little
	rasterIcon(img, ic, float64(n+16)/2, float64(n+16)/2, float64(n)/2)
	covered := 0
	for i := 3; i < len(img.Pix); i += 4 {
		if img.Pix[i] > 128 {
			covered++
		}
	}
	return float64(covered) / float64(n*n)
}

// TestIconPreview writes every icon at 14, 20 and 48 px on the table and
// on paper when -icons=PATH is given (for looking at them); without the
// flag it only checks that the preview can be made.
func TestIconPreview(t *testing.T) {
	// Each icon is a block: 14, 20 and 48 px on the table above, on paper
	// below; six blocks a row.
	const bw, bh, per = 150, 120, 6
	n := int(NumIcons) - 1
	rows := (n + per - 1) / per
	img := image.NewRGBA(image.Rect(0, 0, per*bw, rows*bh))
	pal := DefaultPalette()
	for k := 0; k < n; k++ {
		x0, y0 := (k%per)*bw, (k/per)*bh
		draw.Draw(img, image.Rect(x0, y0, x0+bw, y0+bh/2), image.NewUniform(pal.Table), image.Point{}, draw.Src)
		draw.Draw(img, image.Rect(x0, y0+bh/2, x0+bw, y0+bh), image.NewUniform(pal.Paper), image.Point{}, draw.Src)
		for half := 0; half < 2; half++ {
			cy := float64(y0 + half*bh/2 + bh/4)
			rasterIcon(img, Icon(k+1), float64(x0+14), cy, 7)
			rasterIcon(img, Icon(k+1), float64(x0+40), cy, 10)
			rasterIcon(img, Icon(k+1), float64(x0+92), cy, 24)
		}
	}
	if *iconPreview == "" {
		return
	}
	f, err := os.Create(*iconPreview)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}
