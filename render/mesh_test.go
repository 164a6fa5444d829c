package render

import (
	"image/color"
	"math"
	"testing"

	"stolik/render/geom"
)

func meshArea(m *Mesh) float64 {
	var a float64
	for i := 0; i+2 < len(m.Indices); i += 3 {
		v0, v1, v2 := m.Vertices[m.Indices[i]], m.Vertices[m.Indices[i+1]], m.Vertices[m.Indices[i+2]]
		a += math.Abs(float64((v1.DstX-v0.DstX)*(v2.DstY-v0.DstY)-(v2.DstX-v0.DstX)*(v1.DstY-v0.DstY))) / 2
	}
	return a
}

func TestMeshAreas(t *testing.T) {
	red := color.RGBA{200, 0, 0, 255}
	tests := []struct {
		name  string
		build func(m *Mesh)
		want  float64
		tol   float64
	}{
		{"rect", func(m *Mesh) { m.Rect(geom.Rect{X: 5, Y: 5, W: 10, H: 20}, red) }, 200, 1e-6},
		{"stroke rect", func(m *Mesh) { m.StrokeRect(geom.Rect{W: 10, H: 20}, 2, red) }, 200 - 6*16, 1e-6},
		{"line", func(m *Mesh) { m.Line(geom.Pt{}, geom.Pt{X: 30, Y: 40}, 2, red) }, 2 * 52, 1e-3},
		{"circle", func(m *Mesh) { m.Circle(geom.Pt{X: 50, Y: 50}, 40, red) }, math.Pi * 1600, 0.02 * math.Pi * 1600},
		{"ring", func(m *Mesh) { m.Ring(geom.Pt{}, 40, 4, red) }, math.Pi * (1600 - 36*36), 0.03 * math.Pi * (1600 - 1296)},
		{"round rect", func(m *Mesh) { m.RoundRect(geom.Rect{W: 100, H: 50}, 10, red) }, 5000 - (4-math.Pi)*100, 8},
		{"square corners", func(m *Mesh) { m.RoundRect(geom.Rect{W: 100, H: 50}, 0, red) }, 5000, 1e-6},
		{"stroke round rect", func(m *Mesh) { m.StrokeRoundRect(geom.Rect{W: 100, H: 50}, 10, 2, red) }, 2 * (96 + 46) * 2, 20},
		{"square shape", func(m *Mesh) { m.Shape(ShapeSquare, geom.Pt{X: 10, Y: 10}, 10, red) }, 16.4 * 16.4, 1e-3},
	}
	for _, tc := range tests {
		var m Mesh
		tc.build(&m)
		if got := meshArea(&m); math.Abs(got-tc.want) > tc.tol {
			t.Errorf("%s: area %v want %v", tc.name, got, tc.want)
		}
		for _, v := range m.Vertices {
			if v.ColorR != 200.0/255 || v.ColorA != 1 || v.SrcX != 1 || v.SrcY != 1 {
				t.Errorf("%s: vertex %+v", tc.name, v)
				break
			}
		}
		for _, i := range m.Indices {
			if int(i) >= len(m.Vertices) {
				t.Fatalf("%s: index %d out of %d vertices", tc.name, i, len(m.Vertices))
			}
		}
	}
	var m Mesh
	m.Line(geom.Pt{X: 3, Y: 3}, geom.Pt{X: 3, Y: 3}, 2, red)
	m.Fan([]geom.Pt{{}, {X: 1}}, red)
	if len(m.Vertices) != 0 {
		t.Error("degenerate inputs produced vertices")
	}
}

// buildBoard fills a mesh with a board-like frame: the dungeon's 11 rooms
// and corridors, 30 meeples, 12 cards' frames, a 30-space track and tokens.
func buildBoard(m *Mesh, g *geom.GraphLayout, tr geom.TrackLayout, pal *Palette) {
	m.Reset()
	for i := 0; i < g.EdgeCount(); i++ {
		a, b := g.EdgeEnds(i)
		m.Line(a, b, 4, pal.TableDark)
	}
	for i := 0; i < g.Len(); i++ {
		r := g.Rect(i)
		m.RoundRect(r, 8, pal.Paper)
		m.StrokeRoundRect(r, 8, 2, pal.PaperDark)
	}
	for i := 0; i < 30; i++ {
		c := g.Center(i % g.Len())
		m.Meeple(MeepleKind(i%int(NumMeeples)), c.Add(geom.Pt{X: float64(i%3) * 12}), 14, pal.Players[i%6], 1.5, pal.Ink)
	}
	for i := 0; i < 12; i++ {
		r := geom.Rect{X: float64(i) * 105, Y: 560, W: 100, H: 140}
		m.RoundRect(r, 7, pal.Paper)
		m.RoundRect(geom.Rect{X: r.X, Y: r.Y, W: r.W, H: 28}, 7, pal.Accent)
		m.Circle(geom.Pt{X: r.X + 85, Y: r.Y + 14}, 10, pal.Paper)
		m.StrokeRoundRect(r, 7, 1.5, pal.PaperDark)
	}
	for i := 0; i < tr.N; i++ {
		m.RoundRect(tr.Space(i), 3, pal.Paper)
	}
	for i := 0; i < 6; i++ {
		m.Shape(Shape(i), tr.Space(i*3).Center(), 6, pal.Players[i])
		m.ShapeOutline(Shape(i), tr.Space(i*3).Center(), 6, 1, pal.Ink)
	}
}

func boardFixtures() (*geom.GraphLayout, geom.TrackLayout) {
	g := geom.NewGraphLayout(geom.Rect{X: 40, Y: 40, W: 900, H: 480}, 110, 70)
	names := []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"}
	for i, n := range names {
		g.Add(n, float64(i%4)/3, float64(i/4)/2)
		if i > 0 {
			g.Connect(names[i-1], n)
		}
	}
	return g, geom.TrackLayout{Area: geom.Rect{X: 0, Y: 0, W: 1280, H: 720}, N: 30, Shape: geom.TrackPerimeter}
}

func TestBoardMeshNoAllocs(t *testing.T) {
	g, tr := boardFixtures()
	pal := DefaultPalette()
	var m Mesh
	buildBoard(&m, g, tr, &pal)
	if len(m.Vertices) < 5000 {
		t.Fatalf("board fixture too small to mean anything: %d vertices", len(m.Vertices))
	}
	if allocs := testing.AllocsPerRun(20, func() { buildBoard(&m, g, tr, &pal) }); allocs != 0 {
		t.Errorf("rebuilding the board mesh allocates %v times", allocs)
	}
}
