package arnakboard

import (
	"testing"

	"stolik/rules/engine"
	"stolik/scenes/ui"
)

// BenchmarkNewView is the work of one move: a new view and legal list
// (texts and buttons rebuilt).
func BenchmarkNewView(b *testing.B) {
	g := newGame(&testing.T{}, 4, 3, "bird")
	bd := newBoard(&testing.T{}, 4)
	seat := g.Current()
	views := []engine.Game{g.View(seat), g.View(seat)}
	legal := g.Legal(nil)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		bd.Update(&ui.Input{}, views[i%2], seat, legal)
	}
}

// BenchmarkIdleUpdate is a frame where nothing changed.
func BenchmarkIdleUpdate(b *testing.B) {
	g := newGame(&testing.T{}, 4, 3, "bird")
	bd := newBoard(&testing.T{}, 4)
	seat := g.Current()
	view, legal := g.View(seat), g.Legal(nil)
	in := ui.Input{}
	bd.Update(&in, view, seat, legal)
	b.ReportAllocs()
	for b.Loop() {
		in = ui.Input{}
		bd.Update(&in, view, seat, legal)
	}
}
