package geom

import "testing"

func BenchmarkHexFromPixel(b *testing.B) {
	l := HexLayout{PointyTop, Pt{20, 20}, Pt{300, 200}}
	b.ReportAllocs()
	x := 0.0
	for b.Loop() {
		x += 0.7
		_ = l.FromPixel(Pt{x, 123})
	}
}

func BenchmarkHexCorners(b *testing.B) {
	l := HexLayout{FlatTop, Pt{20, 20}, Pt{300, 200}}
	buf := make([]Pt, 0, 6)
	b.ReportAllocs()
	for b.Loop() {
		buf = l.Corners(buf[:0], Hex{3, -2})
	}
}

func BenchmarkGraphHit11(b *testing.B) {
	g := NewGraphLayout(Rect{0, 0, 900, 500}, 90, 60)
	for i := 0; i < 11; i++ {
		g.Add(string(rune('a'+i)), float64(i%4)/3, float64(i/4)/2)
	}
	g.Round = true
	b.ReportAllocs()
	for b.Loop() {
		g.Hit(450, 250)
	}
}

func BenchmarkTrackHitPerimeter40(b *testing.B) {
	tr := TrackLayout{Area: Rect{0, 0, 1280, 720}, N: 40, Shape: TrackPerimeter}
	b.ReportAllocs()
	for b.Loop() {
		tr.Hit(5, 400)
	}
}
