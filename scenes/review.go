package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/rules/engine"
	"stolik/scenes/table"
	"stolik/scenes/ui"
)

// reviewScene is «Zobacz planszę» on the results screen: the final board
// and the whole log, read-only (the board gets no legal moves, so nothing
// can be played); Wstecz or Esc goes back to the results.
type reviewScene struct {
	a     *App
	g     *gameScene // the frame's board and log, never run as a game
	back  ui.Button
	focus ui.Focus
}

func newReview(a *App, s *engine.Session, names []string) *reviewScene {
	// The view of the only person at the table, or the public one when
	// several shared it (or none did).
	seat := engine.Observer
	colours := make([]int, len(s.Match.Seats))
	humans := 0
	for i, sc := range s.Match.Seats {
		colours[i] = sc.Colour
		if sc.Human() {
			humans++
			seat = engine.Seat(i)
		}
	}
	if humans != 1 {
		seat = engine.Observer
	}
	g := &gameScene{a: a, sess: s, title: s.Title, names: names, screen: seat, seated: seat,
		viewStep: -1, logSeat: -3, bots: make([]BotPlayer, len(s.Match.Seats)), humans: humans, over: true}
	g.board = a.cfg.Boards.New(table.Env{Title: s.Title, Kit: a.Kit, Loc: a.Loc, Names: names,
		Colours: colours, AnimSpeed: 0})
	g.relayout()
	g.board.ShowHints(false)
	g.refresh()
	r := &reviewScene{a: a, g: g, back: ui.Button{Size: 18}}
	r.placeBack()
	return r
}

// placeBack puts «Wróć do wyników» at the right of the frame's top bar.
func (r *reviewScene) placeBack() {
	top := r.g.frame.Top
	r.back.R = image.Rect(top.Max.X-300, 12, top.Max.X-10, 52)
}

func (r *reviewScene) Name() string          { return "review" }
func (r *reviewScene) Opaque() bool          { return true }
func (r *reviewScene) Buttons() []*ui.Button { return []*ui.Button{&r.back} }

// Board is the read-only board (tests).
func (r *reviewScene) Board() table.Board { return r.g.board }

func (r *reviewScene) Update(in *ui.Input) bool {
	r.back.Text = r.a.Loc.T("results.back_to_results", nil)
	relaid := r.g.relayout()
	if relaid {
		r.placeBack()
	}
	if in.TakeEsc() {
		r.a.Pop()
		return true
	}
	r.focus.NoArrows = true
	r.focus.Set(&r.back)
	changed := r.focus.Update(in)
	if c, ch := r.back.Update(in); c {
		r.a.Pop()
		return true
	} else if ch {
		changed = true
	}
	changed = r.g.wheelLog(in) || changed
	// Hover and tooltips only: with no legal moves nothing is chosen.
	out := r.g.board.Update(in, r.g.currentView(), r.g.screen, nil)
	return changed || out.Redraw || relaid
}

func (r *reviewScene) Draw(dst *ebiten.Image) {
	k, l := r.a.Kit, r.a.Loc
	dst.Fill(ui.ColBG)
	k.Fill(dst, r.g.frame.Top, ui.ColPanel)
	k.Text(dst, k.Fit(l.T("results.review_title", map[string]any{"title": r.a.TitleName(r.g.title)}), 22, true, r.g.frame.Top.Dx()-360),
		20, 20, 22, true, 0, ui.ColText)
	r.back.Draw(dst, k)
	r.g.board.Draw(dst, r.g.currentView(), r.g.screen)
	r.g.drawLog(dst)
}
