package scenes

import (
	"image"
	"sort"
	"strconv"
	"strings"

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
	// codexLine says how many cards the match added to the codex.
	codexLine string

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
	r.recordCodex()
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
		r.story = chapterStory(r.chapter)
	}
	if msg := r.a.saveCampaign(); msg != "" {
		r.toast.Show(msg, true)
	}
}

// recordCodex adds the card numbers this match revealed to the title's
// codex (a ladder with a codex names the event that reveals a card): what
// the people at the table now know of its decks, campaign match or not.
func (r *resultsScene) recordCodex() {
	m := r.sess.Match
	c := r.a.Campaign()
	lad := c.ladder(m.Title)
	if lad == nil || lad.Codex == "" || m.HumanSeats() == 0 {
		return
	}
	var nums []int
	for _, e := range r.sess.Events() {
		if ev, ok := e.For(engine.Observer); ok && ev.Key == lad.Codex {
			if n, ok := ev.Args["number"].(int); ok {
				nums = append(nums, n)
			}
		}
	}
	added := c.prog.Discover(m.Title, nums)
	if added == 0 {
		return
	}
	r.codexLine = r.a.Loc.Plural("campaign.codex_added", added, nil)
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
		if msg := startChapter(r.a, r.sess.Match.Title, r.chapter, len(r.sess.Match.Seats)); msg != "" {
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
// zwycięzcy»). A title may word its own ends (results.no_winner.<title>,
// results.all_won.<title>): in a co-operative game the island wins, or
// everyone wins together.
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
	own := func(what string) (string, bool) {
		k := "results." + what + "." + r.sess.Title.ID
		if l.Has(k) {
			return l.T(k, nil), true
		}
		return "", false
	}
	switch {
	case len(first) > 0 && !seatFirst:
		return l.T("results.winner", map[string]any{"name": joinPolish(l.T("common.and", nil), first)})
	case r.res.NoWinner || len(first) == 0:
		if s, ok := own("no_winner"); ok {
			return s
		}
		return l.T("results.no_winner", nil)
	case len(first) > 1 && len(first) == len(r.cols):
		if s, ok := own("all_won"); ok {
			return s
		}
	}
	return l.T("results.winner", map[string]any{"name": joinPolish(l.T("common.and", nil), first)})
}

// sharedEnd reports a co-operative end: every column in one place and
// no rival (the island beat everyone, or everyone won together).
func (r *resultsScene) sharedEnd() bool {
	for _, c := range r.cols {
		if c.seat < 0 || c.place != r.cols[0].place {
			return false
		}
	}
	return len(r.cols) > 1
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

// totalSize is the type size of the totals line: the largest (20 down to
// 12) at which «Razem» and every column's total fit a box of width boxW
// with a gap, the same in every column.
func (r *resultsScene) totalSize(boxW int) int {
	k, l := r.a.Kit, r.a.Loc
	total := l.T("results.total", nil)
	ts := 20
	for _, c := range r.cols {
		pts := l.Plural("results.points", c.total, nil)
		for ts > 12 && k.Measure(total, ts, true, 0).X+k.Measure(pts, ts, true, 0).X+12 > boxW-28 {
			ts -= 2
		}
	}
	return ts
}

// labelW is the width of a breakdown label: the column less its margins
// and room for a number of up to four characters.
func (r *resultsScene) labelW() int {
	return r.colW() - 16 - 28 - 48
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
	labelW := r.labelW()
	for _, size := range []int{16, 14, 12} {
		r.size = size
		r.rows = r.rows[:0]
		fits := true
		for _, c := range r.cols {
			var hs []int
			h := 0
			for _, p := range c.parts {
				// A word wider than the column would be broken mid-word
				// («Restauracjonistó-w»): a smaller size first.
				for _, word := range strings.Fields(r.label(p.Label)) {
					fits = fits && k.Measure(word, size, false, 0).X <= labelW
				}
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
	if r.codexLine != "" {
		if line != "" {
			line += " · "
		}
		line += r.codexLine
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
		switch {
		case len(r.cols) == 1:
			// A lone player has no place among seats (a solo game is won
			// or lost against the game; the line above says which).
			head = l.T("results.score", nil)
		case r.sharedEnd() && l.Has("results.shared_head."+r.sess.Title.ID):
			// A co-operative title's end (the island wins, or everyone
			// together): «1. miejsce» on every column would read as a tie.
			head = l.T("results.shared_head."+r.sess.Title.ID, nil)
		}
		k.Text(dst, head, x+14, top+16, 22, true, colW-40, ui.ColAccent)
		name := c.name
		if c.seat >= 0 {
			name = c.glyph + " " + name
		}
		k.Text(dst, k.Fit(name, 20, false, colW-44), x+14, top+50, 20, false, 0, ui.ColText)
		y := top + partsTop
		labelW := r.labelW()
		for pi, p := range c.parts {
			h := ui.LineHeight(size) + size/2
			if ci < len(r.rows) && pi < len(r.rows[ci]) {
				h = r.rows[ci][pi]
			}
			if y+h > resultsBottom-totalsH {
				break // only if even 12 px did not fit; never overlap
			}
			k.Text(dst, r.label(p.Label), x+14, y, size, false, labelW, ui.ColMuted)
			num := strconv.Itoa(p.Points)
			k.Text(dst, num, box.Max.X-14-k.Measure(num, size, false, 0).X, y, size, false, 0, ui.ColText)
			y += h
		}
		k.Fill(dst, image.Rect(x+14, resultsBottom-totalsH+2, box.Max.X-14, resultsBottom-totalsH+4), ui.ColMuted)
		// The total and its label share the line with a gap, in the
		// largest size at which both fit a narrow (5-seat) column.
		total, pts := l.T("results.total", nil), l.Plural("results.points", c.total, nil)
		ts := r.totalSize(colW - 16)
		k.Text(dst, total, x+14, resultsBottom-totalsH+12, ts, true, 0, ui.ColText)
		k.Text(dst, pts, box.Max.X-14-k.Measure(pts, ts, true, 0).X, resultsBottom-totalsH+12, ts, true, 0, ui.ColAccent)
	}
	r.again.Draw(dst, k)
	r.board.Draw(dst, k)
	r.camp.Draw(dst, k)
	r.menu.Draw(dst, k)
	r.toast.Draw(dst, k, image.Rect(0, 0, ScreenW, ScreenH))
}
