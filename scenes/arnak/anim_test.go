package arnakboard

import (
	"image"
	"testing"

	"stolik/locales"
	"stolik/rules/arnak"
	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

func animBoard(t *testing.T, players int, speed float64) *Board {
	t.Helper()
	loc, err := locales.New("pl")
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ala", "Bartek", "Celina", "Darek"}[:players]
	b := New(table.Env{Title: arnak.Title(), Loc: loc, Names: names, Colours: []int{0, 1, 2, 3}[:players], AnimSpeed: speed}).(*Board)
	b.Layout(image.Rect(0, 40, 1280, 720))
	return b
}

// firstOf returns the first legal action of kind k.
func firstOf(legal []engine.Action, k uint8) (engine.Action, bool) {
	for _, a := range legal {
		if a.Kind == k {
			return a, true
		}
	}
	return engine.Action{}, false
}

// TestOtherSeatsMovesSlide: the board watching seat 1 sees seat 0 dig,
// buy and research; each change slides to where it ends, the slides end
// by themselves, a click skips them, and with animations off none starts.
func TestOtherSeatsMovesSlide(t *testing.T) {
	tests := []struct {
		kind  uint8
		slide uint8
	}{
		{arnak.KindDig, slidePawn},
		{arnak.KindBuy, slideCard},
		{arnak.KindResearch, slideMag},
	}
	for _, tc := range tests {
		for _, speed := range []float64{0, 1} {
			found := false
			for seed := uint64(1); seed < 40 && !found; seed++ {
				g := newGame(t, 2, seed, "bird")
				watcher := 1 - g.Current()
				// Walk until the actor may take tc.kind.
				rng := engine.NewRNG(seed)
				for step := 0; step < 60 && g.Current() >= 0; step++ {
					if g.Current() == 1-watcher {
						if a, ok := firstOf(g.Legal(nil), tc.kind); ok {
							b := animBoard(t, 2, speed)
							b.Update(&ui.Input{}, g.View(watcher), watcher, nil)
							if err := g.Apply(a, nil); err != nil {
								t.Fatal(err)
							}
							b.Update(&ui.Input{}, g.View(watcher), watcher, nil)
							n := 0
							for i := 0; i < b.nSlide; i++ {
								if b.slides[i].kind == tc.slide && b.slides[i].tw.Running() {
									n++
								}
							}
							if speed == 0 && (n > 0 || b.sliding) {
								t.Fatalf("kind %d: slides with animations off", tc.kind)
							}
							if speed > 0 {
								if n == 0 {
									t.Fatalf("kind %d (%v): no slide of kind %d", tc.kind, a, tc.slide)
								}
								// A fresh copy of the same view keeps them running.
								b.Update(&ui.Input{}, g.View(watcher), watcher, nil)
								if !b.animating() {
									t.Fatalf("kind %d: a new copy of the same view stopped the slides", tc.kind)
								}
								frames := 0
								for ; b.animating() && frames < 600; frames++ {
									b.Update(&ui.Input{}, g.View(watcher), watcher, nil)
								}
								if frames < 10 || frames >= 600 {
									t.Fatalf("kind %d: slides took %d frames", tc.kind, frames)
								}
							}
							found = true
							break
						}
					}
					l := g.Legal(nil)
					if err := g.Apply(pickBiased(l, &rng), nil); err != nil {
						t.Fatal(err)
					}
				}
			}
			if !found {
				t.Fatalf("no game offered kind %d", tc.kind)
			}
		}
	}
}

func TestClickSkipsSlides(t *testing.T) {
	g := newGame(t, 2, 1, "bird")
	watcher := 1 - g.Current()
	b := animBoard(t, 2, 1)
	b.Update(&ui.Input{}, g.View(watcher), watcher, nil)
	a, ok := firstOf(g.Legal(nil), arnak.KindDig)
	if !ok {
		t.Fatal("no dig at the start")
	}
	if err := g.Apply(a, nil); err != nil {
		t.Fatal(err)
	}
	b.Update(&ui.Input{}, g.View(watcher), watcher, nil)
	if !b.animating() {
		t.Fatal("the dig did not slide")
	}
	out := b.Update(&ui.Input{Cursor: image.Pt(2, 2), Click: true, Down: true}, g.View(watcher), watcher, nil)
	if b.animating() || !out.Redraw {
		t.Fatalf("a click left the slides running (redraw %v)", out.Redraw)
	}
}
