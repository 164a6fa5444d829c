package scenes

import (
	"image"
	"sort"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/rules/engine"
	"stolik/scenes/ui"
)

// resultsScene shows the end of a match: places, totals with their
// breakdown, the tie-break or "brak zwycięzcy".
type resultsScene struct {
	a     *App
	sess  *engine.Session
	names []string
	res   engine.Result
	order []int
	again ui.Button
	menu  ui.Button
	toast ui.Toast
}

func newResults(a *App, s *engine.Session, names []string) *resultsScene {
	r := &resultsScene{a: a, sess: s, names: names, res: s.Game.Result()}
	for i := range r.res.Scores {
		r.order = append(r.order, i)
	}
	sort.SliceStable(r.order, func(i, j int) bool {
		return r.place(r.order[i]) < r.place(r.order[j])
	})
	r.again = ui.Button{R: image.Rect(ScreenW/2-300, 640, ScreenW/2-20, 700), Size: 22}
	r.menu = ui.Button{R: image.Rect(ScreenW/2+20, 640, ScreenW/2+300, 700), Size: 22}
	return r
}

func (r *resultsScene) place(i int) int {
	if i < len(r.res.Place) {
		return r.res.Place[i]
	}
	return len(r.res.Scores)
}

func (r *resultsScene) Name() string          { return "results" }
func (r *resultsScene) Opaque() bool          { return true }
func (r *resultsScene) Buttons() []*ui.Button { return []*ui.Button{&r.again, &r.menu} }

func (r *resultsScene) Update(in *ui.Input) bool {
	changed := r.toast.Tick()
	l := r.a.Loc
	r.again.Text, r.menu.Text = l.T("results.again", nil), l.T("results.menu", nil)
	if in.TakeEsc() {
		r.a.Reset(newMenu(r.a))
		return true
	}
	if c, ch := r.again.Update(in); c {
		r.playAgain()
		return true
	} else if ch {
		changed = true
	}
	if c, ch := r.menu.Update(in); c {
		r.a.Reset(newMenu(r.a))
		return true
	} else if ch {
		changed = true
	}
	return changed
}

// playAgain starts the same seats and options with a fresh seed.
func (r *resultsScene) playAgain() {
	m := r.sess.Match
	m.Actions = nil
	m.Seed = RandomSeed()
	s, err := engine.Start(r.sess.Title, m)
	if err == nil {
		var g *gameScene
		if g, err = newGame(r.a, s); err == nil {
			g.saveNow()
			r.a.Replace(g)
			return
		}
	}
	r.toast.Show(r.a.Loc.Error(err), true)
}

func (r *resultsScene) label(key string) string {
	if r.a.Loc.Has(key) {
		return r.a.Loc.T(key, nil)
	}
	return key // data labels arrive already in Polish
}

func (r *resultsScene) Draw(dst *ebiten.Image) {
	k, l := r.a.Kit, r.a.Loc
	dst.Fill(ui.ColBG)
	k.Text(dst, l.T("results.title", nil)+" — "+r.a.TitleName(r.sess.Title), 60, 30, 34, true, 1160, ui.ColAccent)
	head := ""
	switch w := r.res.Winners(); {
	case r.res.NoWinner:
		head = l.T("results.no_winner", nil)
	case len(w) > 0:
		head = ""
		for i, s := range w {
			if i > 0 {
				head += ", "
			}
			if int(s) >= 0 && int(s) < len(r.names) {
				head += r.names[s]
			}
		}
		head = l.T("results.winner", map[string]any{"name": head})
	}
	k.Text(dst, head, 60, 84, 24, false, 1160, ui.ColText)
	line := ""
	if r.res.Note != "" && l.Has(r.res.Note) {
		line = l.T(r.res.Note, r.res.NoteArgs)
	}
	if r.res.TieBreak != "" {
		if line != "" {
			line += " · "
		}
		line += l.T("results.tiebreak", map[string]any{"rule": r.label(r.res.TieBreak)})
	}
	if line != "" {
		k.Text(dst, line, 60, 118, 18, false, 1160, ui.ColMuted)
	}
	n := max(1, len(r.order))
	colW := min(380, (ScreenW-120)/n)
	for col, i := range r.order {
		if i >= len(r.res.Scores) {
			continue
		}
		sc := r.res.Scores[i]
		x := 60 + col*colW
		box := image.Rect(x, 160, x+colW-16, 620)
		ui.Panel(dst, k, box)
		seat := int(sc.Seat)
		name := strconv.Itoa(seat + 1)
		colour := 0
		if seat >= 0 && seat < len(r.names) {
			name = r.names[seat]
			colour = r.sess.Match.Seats[seat].Colour
		}
		pc := ui.SeatColour(colour)
		k.Fill(dst, image.Rect(box.Min.X, box.Min.Y, box.Max.X, box.Min.Y+6), pc.Col)
		head := l.T("results.place", map[string]any{"place": r.place(i)})
		if len(r.res.Scores) == 1 {
			// A lone player has no place among seats (a solo game is won
			// or lost against the game; the line above says which).
			head = l.T("results.score", nil)
		}
		k.Text(dst, head, x+14, 176, 22, true, colW-40, ui.ColAccent)
		k.Text(dst, pc.Glyph+" "+name, x+14, 210, 22, false, colW-40, ui.ColText)
		y := 256
		for _, p := range sc.Parts {
			k.Text(dst, r.label(p.Label), x+14, y, 16, false, colW-110, ui.ColMuted)
			k.Text(dst, strconv.Itoa(p.Points), box.Max.X-70, y, 16, false, 0, ui.ColText)
			y += 28
			if y > 560 {
				break
			}
		}
		k.Fill(dst, image.Rect(x+14, 570, box.Max.X-14, 572), ui.ColMuted)
		k.Text(dst, l.T("results.total", nil), x+14, 580, 20, true, 0, ui.ColText)
		k.Text(dst, l.Plural("results.points", sc.Total, nil), box.Max.X-150, 580, 20, true, 140, ui.ColAccent)
	}
	r.again.Draw(dst, k)
	r.menu.Draw(dst, k)
	r.toast.Draw(dst, k, image.Rect(0, 0, ScreenW, ScreenH))
}
