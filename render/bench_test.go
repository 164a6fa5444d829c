package render

import (
	"testing"

	"stolik/render/geom"
	"stolik/render/interact"
)

// Text: laying a card's text out from scratch (what an immediate-mode
// text.Draw pays each frame) against asking a laid-out TextBlock.
func BenchmarkTextLayoutUncached(b *testing.B) {
	f := testFonts(b)
	face := f.Face(15, false)
	b.ReportAllocs()
	for b.Loop() {
		tb := NewTextBlock(face, polishCard, 200, geom.AlignCenter)
		tb.Size()
	}
}

func BenchmarkTextLayoutCached(b *testing.B) {
	f := testFonts(b)
	tb := NewTextBlock(f.Face(15, false), polishCard, 200, geom.AlignCenter)
	tb.Size()
	b.ReportAllocs()
	for b.Loop() {
		tb.SetText(polishCard) // unchanged: no relayout
		tb.Size()
	}
}

func BenchmarkWrapReusedBuffers(b *testing.B) {
	f := testFonts(b)
	m := FaceMeasurer{f.Face(15, false)}
	var wr Wrapper
	var lines []Line
	b.ReportAllocs()
	for b.Loop() {
		lines = wr.Wrap(lines[:0], polishCard, 200, m)
	}
}

func BenchmarkBoardMesh(b *testing.B) {
	g, tr := boardFixtures()
	pal := DefaultPalette()
	var m Mesh
	b.ReportAllocs()
	for b.Loop() {
		buildBoard(&m, g, tr, &pal)
	}
	b.ReportMetric(float64(len(m.Vertices)), "vertices")
}

func BenchmarkTooltipShowSame(b *testing.B) {
	k := &Kit{Fonts: testFonts(b), Pal: DefaultPalette()}
	tt := k.NewTooltip(320)
	screen := geom.Rect{W: 1280, H: 720}
	tt.Show(polishCard, geom.Pt{X: 600, Y: 400}, screen)
	b.ReportAllocs()
	for b.Loop() {
		tt.Show(polishCard, geom.Pt{X: 600, Y: 400}, screen)
	}
}

// A frame's worth of CPU-side interaction: pointer, 10 buttons, a card row,
// the dungeon hit test, a drag and 20 tweens.
func BenchmarkFrameInteraction(b *testing.B) {
	g, _ := boardFixtures()
	row := NewCardRow(geom.Rect{X: 0, Y: 540, W: 1280, H: 180}, CardSmall, 8)
	row.Cards = make([]*Card, 12)
	var btn [10]interact.ButtonState
	var a interact.Animator
	tw := make([]interact.Tween, 20)
	for i := range tw {
		tw[i].Start(interact.State{}, interact.State{X: 1}, 1e9, nil)
		a.Play(&tw[i])
	}
	var d interact.Drag
	ts := make([]interact.DropTarget, 11)
	for i := range ts {
		ts[i] = interact.DropTarget{ID: i, Rect: g.Rect(i), Legal: i%2 == 0, Reason: "Nie wolno"}
	}
	var p interact.Pointer
	p = p.Next(100, 600, true)
	d.Begin(1, geom.Pt{X: 90, Y: 590}, p)
	x := 0.0
	b.ReportAllocs()
	for b.Loop() {
		x = float64(int(x+7) % 1280)
		p = p.Next(x, 300, true)
		for i := range btn {
			btn[i].Update(geom.Rect{X: float64(i) * 60, Y: 0, W: 55, H: 30}, p, true)
		}
		row.Update(p)
		g.Hit(p.X, p.Y)
		d.SetTargets(ts)
		d.Update(p, 1.0/60)
		a.Update(1.0 / 60)
	}
}
