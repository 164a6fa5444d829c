package scenes

import (
	"image"
	"sort"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/rules/campaign"
	"stolik/rules/engine"
	"stolik/scenes/ui"
)

// resultsScene shows the end of a match: places, totals with their
// breakdown (seats and rivals such as Arnak's solo opponent, ranked
// together), who won, the tie-break, and, for a campaign match, what the
// chapter gave. «Zobacz planszę» shows the final board and the log.
type resultsScene struct {
	a     *App
	sess  *engine.Session
	names []string
	res   engine.Result
	cols  []resultCol
	again ui.Button
	board ui.Button
	camp  ui.Button
	menu  ui.Button
	toast ui.Toast
	focus ui.Focus

	// chapter is the campaign chapter this match played ("" if none);
	// campLine and story say what it gave.
	chapter  campaign.Chapter
	campLine string
	story    string

	// The layout is measured once per language (heights of wrapped
	// labels), not every frame.
	planned any
	size    int // breakdown type size that fits every column
	rows    [][]int
}

// resultCol is one column: a seat or a rival.
type resultCol struct {
	name   string
	glyph  string
	colour int
	seat   int // -1 for a rival
	place  int
	total  int
	parts  []engine.ScorePart
}

func newResults(a *App, s *engine.Session, names []string) *resultsScene {
	r := &resultsScene{a: a, sess: s, names: names, res: s.Game.Result()}
	for i, sc := range r.res.Scores {
		c := resultCol{seat: int(sc.Seat), place: r.place(i), total: sc.Total, parts: sc.Parts}
		c.name = strconv.Itoa(c.seat + 1)
		if c.seat >= 0 && c.seat < len(names) {
			c.name = names[c.seat]
			seat := s.Match.Seats[c.seat]
			c.colour = seat.Colour
			if !seat.Human() {
				c.name += " · " + a.Loc.T("setup.level."+strconv.Itoa(seat.Level), nil)
			}
		}
		c.glyph = ui.SeatColour(c.colour).Glyph
		r.cols = append(r.cols, c)
	}
	for _, rv := range r.res.Rivals {
		r.cols = append(r.cols, resultCol{name: r.label(rv.Name), seat: -1, place: rv.Place, total: rv.Total, parts: rv.Parts})
	}
	sort.SliceStable(r.cols, func(i, j int) bool { return r.cols[i].place < r.cols[j].place })
	r.camp.Hidden = true
	r.recordCampaign()
	// The buttons that show, centred in one row.
	var row []*ui.Button
	for _, b := range []*ui.Button{&r.again, &r.board, &r.camp, &r.menu} {
		b.Size = 22
		if !b.Hidden {
			row = append(row, b)
		}
	}
	const bw, gap = 270, 20
	x := (ScreenW - len(row)*bw - (len(row)-1)*gap) / 2
	for _, b := range row {
		b.R = image.Rect(x, 640, x+bw, 700)
		x += bw + gap
	}
	return r
}

// recordCampaign counts the match for its campaign chapter when it is the
// campaign's active match (same title and seed, one person in seat 1).
func (r *resultsScene) recordCampaign() {
	m := r.sess.Match
	if m.HumanSeats() != 1 || len(m.Seats) == 0 || !m.Seats[0].Human() {
		return
	}
	c := r.a.Campaign()
	act := c.prog.Active
	if act == nil || act.Title != m.Title || act.Seed != m.Seed {
		return
	}
	lad := c.ladder(m.Title)
	i := -1
	if lad != nil {
		i = lad.Find(act.Chapter)
	}
	var opened []int
	if i >= 0 {
		opened = lad.NewlyUnlocked(c.prog, i)
	}
	score, won := campaign.Outcome(r.res, 0)
	if _, ok := c.prog.Finish(m.Title, m.Seed, score, won, campaignNow()); !ok || i < 0 {
		return
	}
	r.chapter = lad.Chapters[i]
	r.camp.Hidden = false
	l := r.a.Loc
	switch {
	case !won:
		r.campLine = l.T("campaign.result_lost", map[string]any{"chapter": r.chapter.Name})
	case len(opened) > 0:
		var next []string
		for _, j := range opened {
			next = append(next, "„"+lad.Chapters[j].Name+"”")
		}
		r.campLine = l.T("campaign.result_unlocked", map[string]any{"chapter": r.chapter.Name,
			"next": joinPolish(l.T("common.and", nil), next)})
	default:
		r.campLine = l.T("campaign.result_won", map[string]any{"chapter": r.chapter.Name})
	}
	if won {
		r.story = r.chapter.Story
	}
	if msg := r.a.saveCampaign(); msg != "" {
		r.toast.Show(msg, true)
	}
}

func (r *resultsScene) place(i int) int {
	if i < len(r.res.Place) {
		return r.res.Place[i]
	}
	return len(r.res.Scores)
}

func (r *resultsScene) Name() string { return "results" }
func (r *resultsScene) Opaque() bool { return true }
func (r *resultsScene) Buttons() []*ui.Button {
	return []*ui.Button{&r.again, &r.board, &r.camp, &r.menu}
}

func (r *resultsScene) Update(in *ui.Input) bool {
	changed := r.toast.Tick()
	l := r.a.Loc
	r.again.Text, r.menu.Text = l.T("results.again", nil), l.T("results.menu", nil)
	r.board.Text, r.camp.Text = l.T("results.board", nil), l.T("campaign.back", nil)
	if in.TakeEsc() {
		r.a.Reset(newMenu(r.a))
		return true
	}
	r.focus.Set(&r.again, &r.board, &r.camp, &r.menu)
	changed = r.focus.Update(in) || changed
	if c, ch := r.again.Update(in); c {
		r.playAgain()
		return true
	} else if ch {
		changed = true
	}
	if c, ch := r.board.Update(in); c {
		r.a.Push(newReview(r.a, r.sess, r.names))
		return true
	} else if ch {
		changed = true
	}
	if c, ch := r.camp.Update(in); c {
		r.a.Reset(newMenu(r.a))
		r.a.Push(newCampaign(r.a))
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

// playAgain starts the same seats and options with a fresh seed; a
// campaign chapter starts again as a campaign match.
func (r *resultsScene) playAgain() {
	if r.chapter.ID != "" {
		if msg := startChapter(r.a, r.sess.Match.Title, r.chapter); msg != "" {
			r.toast.Show(msg, true)
		}
		return
	}
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

// winnerLine names who won: the seats in first place, or the rival when
// it alone is first (a lost solo game says so instead of «Brak
// zwycięzcy»).
func (r *resultsScene) winnerLine() string {
	l := r.a.Loc
	var first []string
	seatFirst := false
	for _, c := range r.cols {
		if c.place == 1 {
			first = append(first, c.name)
			seatFirst = seatFirst || c.seat >= 0
		}
	}
	switch {
	case len(first) > 0 && !seatFirst:
		return l.T("results.winner", map[string]any{"name": joinPolish(l.T("common.and", nil), first)})
	case r.res.NoWinner || len(first) == 0:
		return l.T("results.no_winner", nil)
	}
	return l.T("results.winner", map[string]any{"name": joinPolish(l.T("common.and", nil), first)})
}

// Column geometry.
const (
	resultsTop    = 160
	resultsBottom = 620
	partsTop      = 96 // from the box's top to the first breakdown line
	totalsH       = 52 // the line and the total at the bottom
)

func (r *resultsScene) colW() int {
	return min(380, (ScreenW-120)/max(1, len(r.cols)))
}

func (r *resultsScene) boxTop() int {
	if r.campLine == "" {
		return resultsTop
	}
	if r.story != "" {
		return resultsTop + 96
	}
	return resultsTop + 30
}

// plan measures every breakdown line wrapped to its column and picks the
// largest type size (16, 14 or 12) at which every column fits, so lines
// never overlap (M5).
func (r *resultsScene) plan() {
	if r.planned == any(r.a.Loc) {
		return
	}
	r.planned = r.a.Loc
	k := r.a.Kit
	avail := resultsBottom - r.boxTop() - partsTop - totalsH
	labelW := r.colW() - 16 - 28 - 60
	for _, size := range []int{16, 14, 12} {
		r.size = size
		r.rows = r.rows[:0]
		fits := true
		for _, c := range r.cols {
			var hs []int
			h := 0
			for _, p := range c.parts {
				lh := max(k.Measure(r.label(p.Label), size, false, labelW).Y, ui.LineHeight(size)) + size/2
				hs = append(hs, lh)
				h += lh
			}
			r.rows = append(r.rows, hs)
			fits = fits && h <= avail
		}
		if fits {
			return
		}
	}
}

func (r *resultsScene) Draw(dst *ebiten.Image) {
	k, l := r.a.Kit, r.a.Loc
	dst.Fill(ui.ColBG)
	r.plan()
	k.Text(dst, l.T("results.title", nil)+" — "+r.a.TitleName(r.sess.Title), 60, 26, 34, true, 1160, ui.ColAccent)
	k.Text(dst, k.Fit(r.winnerLine(), 24, false, 1160), 60, 80, 24, false, 0, ui.ColText)
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
		k.Text(dst, k.Fit(line, 18, false, 1160), 60, 116, 18, false, 0, ui.ColMuted)
	}
	if r.campLine != "" {
		k.Text(dst, k.Fit(r.campLine, 20, true, 1160), 60, 146, 20, true, 0, ui.ColAccent)
		if r.story != "" {
			// The story's opening; the journal keeps it whole.
			story := r.story
			if k.Measure(story, 16, false, 1160).Y > 3*ui.LineHeight(16) {
				story = k.Fit(story, 16, false, 3*1160-80)
			}
			k.Text(dst, story, 60, 176, 16, false, 1160, ui.ColText)
		}
	}
	colW := r.colW()
	top := r.boxTop()
	size := r.size
	for ci, c := range r.cols {
		x := 60 + ci*colW
		box := image.Rect(x, top, x+colW-16, resultsBottom)
		ui.Panel(dst, k, box)
		if c.seat >= 0 {
			k.Fill(dst, image.Rect(box.Min.X, box.Min.Y, box.Max.X, box.Min.Y+6), ui.SeatColour(c.colour).Col)
		} else {
			k.Fill(dst, image.Rect(box.Min.X, box.Min.Y, box.Max.X, box.Min.Y+6), ui.ColMuted)
		}
		head := l.T("results.place", map[string]any{"place": c.place})
		if len(r.cols) == 1 {
			// A lone player has no place among seats (a solo game is won
			// or lost against the game; the line above says which).
			head = l.T("results.score", nil)
		}
		k.Text(dst, head, x+14, top+16, 22, true, colW-40, ui.ColAccent)
		name := c.name
		if c.seat >= 0 {
			name = c.glyph + " " + name
		}
		k.Text(dst, k.Fit(name, 20, false, colW-44), x+14, top+50, 20, false, 0, ui.ColText)
		y := top + partsTop
		labelW := colW - 16 - 28 - 60
		for pi, p := range c.parts {
			h := ui.LineHeight(size) + size/2
			if ci < len(r.rows) && pi < len(r.rows[ci]) {
				h = r.rows[ci][pi]
			}
			if y+h > resultsBottom-totalsH {
				break // only if even 12 px did not fit; never overlap
			}
			k.Text(dst, r.label(p.Label), x+14, y, size, false, labelW, ui.ColMuted)
			k.Text(dst, strconv.Itoa(p.Points), box.Max.X-60, y, size, false, 0, ui.ColText)
			y += h
		}
		k.Fill(dst, image.Rect(x+14, resultsBottom-totalsH+2, box.Max.X-14, resultsBottom-totalsH+4), ui.ColMuted)
		k.Text(dst, l.T("results.total", nil), x+14, resultsBottom-totalsH+12, 20, true, 0, ui.ColText)
		pts := l.Plural("results.points", c.total, nil)
		w := k.Measure(pts, 20, true, 0).X
		k.Text(dst, pts, box.Max.X-14-w, resultsBottom-totalsH+12, 20, true, 0, ui.ColAccent)
	}
	r.again.Draw(dst, k)
	r.board.Draw(dst, k)
	r.camp.Draw(dst, k)
	r.menu.Draw(dst, k)
	r.toast.Draw(dst, k, image.Rect(0, 0, ScreenW, ScreenH))
}
