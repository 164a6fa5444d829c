package scenes

import (
	"fmt"
	"image"
	"testing"

	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

// Issue 8: «on a 1024×768 screen the menu is cut off». The menu lays
// itself out for the logical screen; on every screen from the smallest the
// frame allows (table.MinScreenW×MinScreenH) to 16:9 and 4:3 ones, every
// button lies inside the screen with a 20 px margin at the bottom, no two
// overlap, and at 1280×720 the layout is the one the window tests click.
func TestMenuLayoutFitsEveryScreen(t *testing.T) {
	screens := [][2]int{{table.MinScreenW, table.MinScreenH}, {1024, 768}, {1152, 648}, {1280, 720}, {1366, 768}}
	for _, sc := range screens {
		t.Run(fmt.Sprintf("%dx%d", sc[0], sc[1]), func(t *testing.T) {
			m := &menuScene{titles: make([]*engine.Title, len(canonical))}
			m.tbtn = make([]ui.Button, len(m.titles))
			m.side = make([]ui.Button, len(menuSide))
			m.layout(sc[0], sc[1])
			screen := image.Rect(0, 0, sc[0], sc[1]-20)
			var all []image.Rectangle
			for _, b := range m.Buttons() {
				if b.R.Empty() || !b.R.In(screen) {
					t.Errorf("button %v outside %v", b.R, screen)
				}
				for _, o := range all {
					if o.Overlaps(b.R) {
						t.Errorf("buttons %v and %v overlap", o, b.R)
					}
				}
				all = append(all, b.R)
				if b.R.Dy() < 40 {
					t.Errorf("button %v lower than 40 px", b.R)
				}
			}
		})
	}
	m := &menuScene{titles: make([]*engine.Title, len(canonical))}
	m.tbtn = make([]ui.Button, len(m.titles))
	m.side = make([]ui.Button, len(menuSide))
	m.layout(ScreenW, ScreenH)
	// The fixed layout before it adapted: titles at x 70..700 from y 170,
	// 84 px high; the right column at x 790..1210, entries 58 px every 70.
	if m.tbtn[0].R != image.Rect(70, 170, 700, 254) || m.cont.R != image.Rect(790, 170, 1210, 246) ||
		m.side[4].R != image.Rect(790, 542, 1210, 600) {
		t.Errorf("1280×720 layout moved: %v %v %v", m.tbtn[0].R, m.cont.R, m.side[4].R)
	}
}
