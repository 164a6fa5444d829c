package donjonboard

import (
	"testing"

	"stolik/scenes/ui"
)

// BenchmarkFrameCPU is the board's CPU work of one redrawn frame without
// the GPU: the update, every shape into the mesh, every text looked up
// (the labels are laid out once). `stolik shot -bench` times the whole
// frame in a real window.
func BenchmarkFrameCPU(b *testing.B) {
	bd, g := newTestBoard(&testing.T{}, 4, 3)
	seat := g.Current()
	view, legal := g.View(seat), g.Legal(nil)
	frame := func() {
		in := ui.Input{}
		bd.Update(&in, view, seat, legal)
		bd.shapes()
		bd.Kit.Painter.Reset()
		bd.labelsPass(nil)
	}
	frame()
	b.ReportAllocs()
	for b.Loop() {
		frame()
	}
}
