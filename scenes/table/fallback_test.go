package table

import (
	"image"
	"testing"

	"stolik/locales"
	"stolik/rules/engine"
	"stolik/scenes/demo"
	"stolik/scenes/ui"
)

func newDemo(t *testing.T) (Env, engine.Game) {
	t.Helper()
	loc, err := locales.New("pl")
	if err != nil {
		t.Fatal(err)
	}
	title := demo.Title()
	g, err := title.New(engine.Config{Players: 2, Seed: 7}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return Env{Title: title, Loc: loc, Names: []string{"Ala", "Olek"}}, g
}

func TestFallbackClickPlaysThatAction(t *testing.T) {
	env, g := newDemo(t)
	f := NewFallback(env).(*Fallback)
	f.Layout(image.Rect(0, 0, 800, 600))
	legal := g.Legal(nil)
	var in ui.Input
	if out := f.Update(&in, g.View(0), 0, legal); out.Chosen || !out.Redraw {
		t.Fatalf("first update: %+v", out)
	}
	for i, b := range f.Buttons() {
		if b.Text == "" || b.Text[0] == '[' {
			t.Errorf("button %d has no Polish description: %q", i, b.Text)
		}
	}
	for i := range legal {
		b := f.Buttons()[i]
		in = ui.Input{Cursor: b.R.Min.Add(image.Pt(5, 5)), Click: true}
		out := f.Update(&in, g.View(0), 0, legal)
		if !out.Chosen || out.Action != legal[i] {
			t.Errorf("click on button %d chose %+v, want %v", i, out, legal[i])
		}
	}
}

func TestFallbackTabEnterAndNotMyTurn(t *testing.T) {
	env, g := newDemo(t)
	f := NewFallback(env)
	f.Layout(image.Rect(0, 0, 800, 600))
	legal := g.Legal(nil)
	in := ui.Input{Tab: true}
	f.Update(&in, g, 0, legal)
	in = ui.Input{Tab: true}
	f.Update(&in, g, 0, legal)
	in = ui.Input{Enter: true}
	if out := f.Update(&in, g, 0, legal); !out.Chosen || out.Action != legal[1] {
		t.Errorf("Tab, Tab, Enter chose %+v, want %v", out, legal[1])
	}
	// Not this seat's decision: nothing can be chosen.
	in = ui.Input{Enter: true, Click: true, Cursor: image.Pt(100, 110)}
	if out := f.Update(&in, g, 1, nil); out.Chosen {
		t.Errorf("chose %v without legal actions", out.Action)
	}
}

func TestRegistryFallsBack(t *testing.T) {
	env, _ := newDemo(t)
	called := false
	r := Registry{"other": func(Env) Board { called = true; return nil }}
	if _, ok := r.New(env).(*Fallback); !ok || called {
		t.Error("a title without a board must get the fallback")
	}
	r = Registry{"demo": func(e Env) Board { called = true; return NewFallback(e) }}
	r.New(env)
	if !called {
		t.Error("registered constructor not used")
	}
}
