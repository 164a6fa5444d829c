package render

import (
	"testing"

	"stolik/render/geom"
	"stolik/render/interact"
)

// testKit has fonts and a palette but no painter: enough for every
// widget's Update, layout and hit test, none of which touches images.
func testKit(t testing.TB) *Kit {
	return &Kit{Fonts: testFonts(t), Pal: DefaultPalette()}
}

func TestTooltipShow(t *testing.T) {
	k := testKit(t)
	tt := k.NewTooltip(300)
	screen := geom.Rect{W: 1280, H: 720}
	tests := []struct {
		name    string
		text    string
		cursor  geom.Pt
		changed bool
	}{
		{"first show", polishCard, geom.Pt{X: 100, Y: 100}, true},
		{"same again", polishCard, geom.Pt{X: 100, Y: 100}, false},
		{"moved", polishCard, geom.Pt{X: 120, Y: 100}, true},
		{"near the corner", polishCard, geom.Pt{X: 1270, Y: 710}, true},
		{"short text", "Krótko", geom.Pt{X: 1270, Y: 710}, true},
	}
	for _, tc := range tests {
		if got := tt.Show(tc.text, tc.cursor, screen); got != tc.changed {
			t.Errorf("%s: changed %v", tc.name, got)
		}
		r := tt.Rect
		if r.X < 0 || r.Y < 0 || r.X+r.W > 1280 || r.Y+r.H > 720 {
			t.Errorf("%s: tooltip %v leaves the screen", tc.name, r)
		}
		if r.Contains(tc.cursor.X, tc.cursor.Y) {
			t.Errorf("%s: tooltip %v covers the cursor", tc.name, r)
		}
	}
	if tt.Rect.W > 100 {
		t.Errorf("short text should shrink the box, width %v", tt.Rect.W)
	}
	if !tt.Hide() || tt.Hide() {
		t.Error("Hide should report visibility once")
	}
}

func TestButtonWidget(t *testing.T) {
	k := testKit(t)
	b := k.NewButton(geom.Rect{X: 10, Y: 10, W: 120, H: 32}, "Zakończ turę")
	var p interact.Pointer
	p = p.Next(50, 20, true)
	b.Update(p)
	p = p.Next(50, 20, false)
	if clicked, _ := b.Update(p); !clicked {
		t.Error("click lost")
	}
	p = p.Next(50, 20, true)
	b.Update(p)
	if !b.SetEnabled(false) || b.SetEnabled(false) {
		t.Error("SetEnabled change reporting")
	}
	p = p.Next(50, 20, false)
	if clicked, _ := b.Update(p); clicked || b.State.Hover {
		t.Error("a button disabled mid-press clicked or hovers")
	}
}

func TestCardRowHover(t *testing.T) {
	k := testKit(t)
	row := NewCardRow(geom.Rect{W: 800, H: 200}, CardSmall, 8)
	for i := 0; i < 4; i++ {
		row.Cards = append(row.Cards, k.NewCard(CardInfo{Title: "Karta"}, CardSmall))
	}
	c := row.CardRect(2).Center()
	var p interact.Pointer
	p = p.Next(c.X, c.Y, false)
	if h, ch := row.Update(p); h != 2 || !ch {
		t.Errorf("hover %d changed %v", h, ch)
	}
	if _, ch := row.Update(p); ch {
		t.Error("unchanged hover reported a change")
	}
	p = p.Next(5, 5, false)
	if h, ch := row.Update(p); h != -1 || !ch || row.Hover() != -1 {
		t.Errorf("leaving: hover %d changed %v", h, ch)
	}
	if allocs := testing.AllocsPerRun(100, func() { row.Update(p); row.Hit(c.X, c.Y) }); allocs != 0 {
		t.Errorf("card row update allocates %v", allocs)
	}
}
