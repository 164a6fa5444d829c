package scenes

import (
	"fmt"
	"image"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"stolik/locales"
	"stolik/render"
	"stolik/rules/titles"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

func TestDefaultNameAfterToggle(t *testing.T) {
	for _, tc := range []struct {
		name   string
		wasBot bool
		want   string
	}{
		{"Bot 2", true, "Gracz 2"},
		{"Gracz 2", false, "Bot 2"},
		{"Ala", true, "Ala"},
		{"Ala", false, "Ala"},
		{"Bot 2", false, "Bot 2"}, // a human the player named "Bot 2" keeps it
	} {
		if got := defaultNameAfterToggle(tc.name, tc.wasBot, "Gracz 2", "Bot 2"); got != tc.want {
			t.Errorf("defaultNameAfterToggle(%q, wasBot=%v) = %q, want %q", tc.name, tc.wasBot, got, tc.want)
		}
	}
}

// Issue 8: the set-up screen lays itself out from the window like the
// menu. For every title at its largest table with every option shown
// (the options that appear only with another's value switched on), on
// the windows 1024×768, 1024×600, 1280×720 and 1920×1080 (1280×720
// logical at 150 %) and two more, every control lies inside the screen
// above a 12 px margin, no two overlap, every text fits its place
// without being cut (the lines a button's height holds, no line wider
// than its box) at 14 px or more, and Tab reaches every control. At
// 1280×720 the layout is the fixed one the window tests click.
func TestSetupLayoutFitsEveryScreen(t *testing.T) {
	loc, err := locales.New("pl")
	if err != nil {
		t.Fatal(err)
	}
	// Fonts alone, not a Kit: a Kit makes an image, and ebiten refuses
	// new images once the window test in this package has ended RunGame.
	fonts, err := render.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	advance := func(size int, bold bool) func(string) float64 {
		f := fonts.Face(float64(size), bold)
		return func(s string) float64 { return text.Advance(s, f) }
	}
	// fits reports whether s at size wraps into box in the lines its
	// height holds (rounded up, as ui.Kit.TextCentered cuts), no line
	// wider than the box.
	fits := func(s string, size int, bold bool, box image.Rectangle) bool {
		adv := advance(size, bold)
		lines := ui.Wrap(s, float64(box.Dx()), adv)
		lh := ui.LineHeight(size)
		if len(lines) > max(1, (box.Dy()+lh-1)/lh) {
			return false
		}
		for _, l := range lines {
			if adv(l) > float64(box.Dx())+0.5 {
				return false
			}
		}
		return true
	}
	oneLine := func(s string, size int, bold bool, at image.Point) image.Rectangle {
		return image.Rect(at.X, at.Y, at.X+int(advance(size, bold)(s)+0.99), at.Y+ui.LineHeight(size))
	}
	windows := [][2]int{{1024, 768}, {1024, 600}, {1280, 720}, {1920, 1080}, {1366, 768}, {1152, 648}}
	for _, ti := range titles.All() {
		for _, win := range windows {
			w, h := table.LogicalSize(win[0], win[1], 0)
			t.Run(fmt.Sprintf("%s_%dx%d", ti.ID, win[0], win[1]), func(t *testing.T) {
				a := &App{Loc: loc}
				a.w, a.h = w, h
				s := newSetup(a, ti)
				s.players = ti.MaxPlayers
				for i := range s.rows {
					s.rows[i].bot = i > 0 // a bot's level shows
				}
				// Switch on every option another one hides.
				for _, o := range ti.Options {
					k, v, ok := strings.Cut(o.When, "=")
					if !ok {
						continue
					}
					for j, p := range ti.Options {
						for c, ch := range p.Choices {
							if p.Key == k && ch == v {
								s.optIdx[j] = c
							}
						}
					}
				}
				s.Update(&ui.Input{Cursor: image.Pt(-1, -1)})
				s.placeOptions()
				s.labels()
				L := &s.lay
				if L.w != w || L.h != h {
					t.Fatalf("laid out for %dx%d, not the %dx%d screen", L.w, L.h, w, h)
				}
				screen := image.Rect(0, 0, w, h-12)
				type item struct {
					what string
					r    image.Rectangle
				}
				var all []item
				add := func(what string, r image.Rectangle) {
					if r.Empty() || !r.In(screen) {
						t.Errorf("%s %v outside the screen %v", what, r, screen)
					}
					for _, o := range all {
						if o.r.Overlaps(r) {
							t.Errorf("%s %v overlaps %s %v", what, r, o.what, o.r)
						}
					}
					all = append(all, item{what, r})
				}
				button := func(what string, b *ui.Button) {
					if b.Hidden {
						return
					}
					add(what, b.R)
					if b.Size < 14 {
						t.Errorf("%s %q at %d px", what, b.Text, b.Size)
					}
					if !fits(b.Text, b.Size, false, b.R.Inset(6)) {
						t.Errorf("%s %q at %d px does not fit %v", what, b.Text, b.Size, b.R)
					}
				}
				label := func(what, str string, size int, bold bool, at image.Point, maxW int) {
					r := oneLine(str, size, bold, at)
					if maxW > 0 && r.Dx() > maxW {
						t.Errorf("%s %q is %d px wide, its place %d", what, str, r.Dx(), maxW)
					}
					add(what, r)
				}
				label("title", l10n(a, "setup.title", map[string]any{"title": a.TitleName(ti)}), L.titleSize, true, L.titleAt, w-2*setupMargin)
				label("player count label", l10n(a, "setup.players", nil), 22, false, L.playersAt, s.minus.R.Min.X-L.playersAt.X-8)
				button("−", &s.minus)
				add("count", L.count)
				button("+", &s.plus)
				label("name heading", l10n(a, "setup.name", nil), 14, false, L.nameAt, 0)
				for i := range s.rows[:s.players] {
					r := &s.rows[i]
					label(fmt.Sprintf("seat %d label", i+1), l10n(a, "setup.seat", map[string]any{"n": i + 1}), L.seatSize, false,
						image.Pt(L.seatX, r.name.R.Min.Y+(L.rowH-22)/2), L.seatW-6)
					add(fmt.Sprintf("seat %d name", i+1), r.name.R)
					button(fmt.Sprintf("seat %d kind", i+1), &r.kind)
					button(fmt.Sprintf("seat %d level", i+1), &r.level)
					// The colour's strip takes 8 px at 6..14 px from the right
					// of its button: the centred name keeps clear of it.
					c := r.colour
					c.R.Min.X, c.R.Max.X = c.R.Min.X+10, c.R.Max.X-10
					button(fmt.Sprintf("seat %d colour", i+1), &c)
				}
				label("hint", l10n(a, "setup.edit_hint", nil), 16, false, image.Pt(L.nameAt.X, L.firstRow+s.players*L.rowStep+4), L.hintW)
				label("seed label", l10n(a, "setup.seed", nil), 18, false, L.seedAt, L.rightW)
				add("seed", s.seed.R)
				button("Losuj", &s.reroll)
				label("options heading", l10n(a, "setup.options", nil), 18, false, L.optionsAt, L.rightW)
				active := s.optionValues()
				shown, wantShown := 0, 0
				for i, o := range ti.Options {
					// An option shown only at another player count than
					// the largest table's is not expected here.
					if k, v, _ := strings.Cut(o.When, "="); k != "players" || v == strconv.Itoa(s.players) {
						wantShown++
					}
					if !o.Active(active) {
						continue
					}
					shown++
					if len(o.Choices) == 0 {
						add(o.Key, s.opts[i].R)
						continue
					}
					button(o.Key, &s.opts[i])
				}
				if shown < wantShown {
					t.Errorf("only %d of %d options shown", shown, wantShown)
				}
				button("Wstecz", &s.back)
				button("Rozpocznij", &s.start)

				// Tab goes through every control, each on the screen.
				seen := map[image.Rectangle]bool{}
				for range 2 * s.focus.Len() {
					s.Update(&ui.Input{Cursor: image.Pt(-1, -1), Tab: true})
					if f := s.focus.Current(); f != nil {
						if !f.FocusRect().In(screen) {
							t.Errorf("Tab reaches %v outside the screen", f.FocusRect())
						}
						seen[f.FocusRect()] = true
					}
				}
				var want []ui.Focusable
				for _, b := range s.Buttons() {
					want = append(want, b)
				}
				for i := range s.rows[:s.players] {
					want = append(want, &s.rows[i].name)
				}
				want = append(want, &s.seed)
				for _, f := range want {
					if f.CanFocus() && !seen[f.FocusRect()] {
						t.Errorf("Tab never reaches the control at %v", f.FocusRect())
					}
				}
			})
		}
	}
	// The fixed layout of 1280×720 (the window tests click it): seats from
	// y 170 every 62 px, names at x 140..350, colours to 840, the seed at
	// 880..1100, the options from y 300, Rozpocznij at 960..1240 × 630..690.
	a := &App{Loc: loc}
	s := newSetup(a, titles.All()[0])
	if s.rows[1].name.R != image.Rect(140, 232, 350, 278) || s.rows[0].colour.R != image.Rect(640, 170, 840, 216) ||
		s.seed.R != image.Rect(880, 170, 1100, 216) || s.reroll.R != image.Rect(1110, 170, 1240, 216) ||
		s.start.R != image.Rect(960, 630, 1240, 690) || s.back.R != image.Rect(40, 630, 260, 690) ||
		s.opts[0].R != image.Rect(880, 300, 1240, 346) {
		t.Errorf("1280×720 layout moved: %v %v %v %v %v %v", s.rows[1].name.R, s.rows[0].colour.R, s.seed.R, s.start.R, s.back.R, s.opts[0].R)
	}
}

func l10n(a *App, key string, args map[string]any) string { return a.Loc.T(key, args) }
