package tabletest

import (
	"strings"
	"testing"

	"stolik/render/geom"
	"stolik/scenes/table"
)

// TestUnreadable: each defect of a drawn text is named once, and a good
// text has none.
func TestUnreadable(t *testing.T) {
	area := geom.Rect{X: 10, Y: 10, W: 100, H: 50}
	good := table.Drawn{Text: "Weź", Size: table.MinText, Box: geom.Rect{X: 10, Y: 10, W: 100, H: 50}}
	if p := Unreadable(good, area); len(p) != 0 {
		t.Errorf("a good text: %v", p)
	}
	for _, tc := range []struct {
		name string
		edit func(d *table.Drawn)
		want string
	}{
		{"small", func(d *table.Drawn) { d.Size = table.MinText - 1 }, "below"},
		{"cut", func(d *table.Drawn) { d.Cut = true }, "ellipsis"},
		{"split", func(d *table.Drawn) { d.Split = true }, "word in two"},
		{"outside", func(d *table.Drawn) { d.Box.X = 11 }, "outside the board"},
		{"above", func(d *table.Drawn) { d.Box.Y = 9 }, "outside the board"},
		{"locale key", func(d *table.Drawn) { d.Text = "[?board.x?]" }, "locale key"},
	} {
		d := good
		tc.edit(&d)
		p := Unreadable(d, area)
		if len(p) != 1 || !strings.Contains(p[0], tc.want) {
			t.Errorf("%s: %v, want one problem saying %q", tc.name, p, tc.want)
		}
	}
}
