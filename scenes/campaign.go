package scenes

import (
	"errors"
	"image"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/rules/campaign"
	"stolik/rules/engine"
	"stolik/scenes/ui"
)

// campaignState is the app's campaign: the ladders (data, read once) and
// the player's progress (campaign.toml beside the saves).
type campaignState struct {
	ladders []campaign.Ladder
	prog    *campaign.Progress
	// readOnly: the file could not be read (not damaged, e.g. no
	// permission), so writing would destroy what is there.
	readOnly bool
}

// Campaign returns the campaign, loading it on first use. A damaged
// progress file is moved aside with a Polish message, like a save.
func (a *App) Campaign() *campaignState {
	if a.camp != nil {
		return a.camp
	}
	c := &campaignState{prog: campaign.New()}
	a.camp = c
	if a.cfg.Rules != nil {
		lads, err := campaign.LoadLadders(a.cfg.Rules, "data/campaign", append(append([]*engine.Title(nil), a.cfg.Titles...), a.cfg.Hidden...))
		if err != nil {
			a.Notify(a.Loc.T("campaign.data_failed", map[string]any{"detail": err.Error()}))
		}
		c.ladders = lads
	}
	if a.cfg.Store.Dir == "" {
		return c
	}
	p, err := campaign.Load(a.cfg.Store.Path(campaign.FileName))
	switch {
	case errors.Is(err, campaign.ErrCorrupt):
		if _, qerr := a.cfg.Store.Quarantine(campaign.FileName); qerr != nil {
			c.readOnly = true
			a.Notify(a.Loc.T("campaign.failed", map[string]any{"detail": qerr.Error()}))
		} else {
			a.Notify(a.Loc.T("campaign.corrupt", map[string]any{"reason": a.Loc.Reason(err)}))
		}
	case err != nil:
		c.readOnly = true
		a.Notify(a.Loc.T("campaign.failed", map[string]any{"detail": a.Loc.Reason(err)}))
	default:
		c.prog = p
	}
	return c
}

// saveCampaign writes the progress; it returns the Polish reason on failure.
func (a *App) saveCampaign() string {
	c := a.Campaign()
	if a.cfg.Store.Dir == "" || c.readOnly {
		return ""
	}
	if err := campaign.Save(a.cfg.Store.Path(campaign.FileName), c.prog); err != nil {
		return a.Loc.T("campaign.save_failed", map[string]any{"detail": err.Error()})
	}
	return ""
}

// ladder returns the ladder of a title, or nil.
func (c *campaignState) ladder(title string) *campaign.Ladder {
	for i := range c.ladders {
		if c.ladders[i].Title == title {
			return &c.ladders[i]
		}
	}
	return nil
}

// chapterMatch builds the match of a chapter: the player in seat 1 and
// bots of the chapter's level in the others.
func chapterMatch(a *App, ch campaign.Chapter, title string, seed int64) engine.Match {
	m := engine.Match{Format: engine.SaveFormat, Title: title, Seed: seed, Options: map[string]string{}}
	for k, v := range ch.Options {
		m.Options[k] = v
	}
	name := a.Loc.T("setup.default_name", map[string]any{"n": 1})
	if last, ok := a.lastSetup(title); ok && len(last.Seats) > 0 {
		if n, ok := engine.ValidName(last.Seats[0].Name); ok && last.Seats[0].Bot == "" {
			name = n
		}
	}
	m.Seats = append(m.Seats, engine.SeatConfig{Name: name, Colour: 0})
	for i := 1; i < ch.Players; i++ {
		m.Seats = append(m.Seats, engine.SeatConfig{Name: a.Loc.T("setup.bot_name", map[string]any{"n": i + 1}),
			Bot: BotKind(ch.Level), Level: ch.Level, Colour: i % len(ui.PlayerColours)})
	}
	return m
}

// startChapter begins a chapter's match and marks it as the campaign's
// active one, so it counts when it ends (after a restart too). It returns
// the Polish reason when it cannot start.
func startChapter(a *App, title string, ch campaign.Chapter) string {
	t := a.FindTitle(title)
	if !Playable(t) {
		return a.Loc.T("error.not_built", nil)
	}
	seed := RandomSeed()
	s, err := engine.Start(t, chapterMatch(a, ch, title, seed))
	if err != nil {
		return a.Loc.Error(err)
	}
	g, err := newGame(a, s)
	if err != nil {
		return a.Loc.Error(err)
	}
	a.Campaign().prog.Begin(title, ch.ID, seed)
	msg := a.saveCampaign()
	g.saveNow()
	a.Reset(newMenu(a))
	a.Push(g)
	if msg != "" {
		g.toast.Show(msg, true)
	}
	return ""
}

// campaignRows is how many chapters the list shows at once.
const campaignRows = 8

// campaignScene shows each title's ladder: chapters in order, won, open
// or locked, with the best score and the date of the first win; the
// chosen chapter's set-up and story on the right; Zagraj starts it.
type campaignScene struct {
	a       *App
	tabs    []ui.Button
	cur     int // ladder shown
	rows    [campaignRows]ui.Button
	top     int // first chapter in the list
	sel     int // chosen chapter
	play    ui.Button
	journal ui.Button
	back    ui.Button
	toast   ui.Toast
	focus   ui.Focus
}

var (
	campaignList   = image.Rect(60, 150, 640, 616)
	campaignDetail = image.Rect(670, 150, 1220, 616)
)

func newCampaign(a *App) *campaignScene {
	s := &campaignScene{a: a}
	c := a.Campaign()
	s.tabs = make([]ui.Button, len(c.ladders))
	w := 1160 / max(1, len(c.ladders))
	for i := range s.tabs {
		s.tabs[i] = ui.Button{R: image.Rect(60+i*w, 86, 60+(i+1)*w-10, 132), Size: 18}
	}
	for i := range s.rows {
		y := campaignList.Min.Y + i*59
		s.rows[i] = ui.Button{R: image.Rect(campaignList.Min.X, y, campaignList.Max.X, y+53), Size: 18}
	}
	s.play = ui.Button{R: image.Rect(campaignDetail.Min.X+20, campaignDetail.Max.Y-70, campaignDetail.Max.X-20, campaignDetail.Max.Y-16), Size: 22}
	s.journal = ui.Button{R: image.Rect(280, 640, 560, 700), Size: 22}
	s.back = ui.Button{R: image.Rect(40, 640, 260, 700), Size: 22}
	s.choose(0)
	return s
}

func (s *campaignScene) Name() string { return "campaign" }
func (s *campaignScene) Opaque() bool { return true }
func (s *campaignScene) Buttons() []*ui.Button {
	out := []*ui.Button{&s.play, &s.journal, &s.back}
	for i := range s.tabs {
		out = append(out, &s.tabs[i])
	}
	for i := range s.rows {
		out = append(out, &s.rows[i])
	}
	return out
}

func (s *campaignScene) ladder() *campaign.Ladder {
	c := s.a.Campaign()
	if s.cur < 0 || s.cur >= len(c.ladders) {
		return nil
	}
	return &c.ladders[s.cur]
}

// choose shows ladder i with its next chapter to play chosen.
func (s *campaignScene) choose(i int) {
	s.cur = i
	s.sel, s.top = 0, 0
	if lad := s.ladder(); lad != nil {
		if n := lad.Next(s.a.Campaign().prog); n >= 0 {
			s.sel = n
		}
	}
	s.scrollTo(s.sel)
}

func (s *campaignScene) scrollTo(i int) {
	if i < s.top {
		s.top = i
	}
	if i >= s.top+campaignRows {
		s.top = i - campaignRows + 1
	}
	s.top = max(0, s.top)
}

// SelectChapter chooses a chapter by id (scripts).
func (s *campaignScene) SelectChapter(title, id string) bool {
	c := s.a.Campaign()
	for i := range c.ladders {
		if c.ladders[i].Title != title {
			continue
		}
		s.choose(i)
		if j := c.ladders[i].Find(id); j >= 0 {
			s.sel = j
			s.scrollTo(j)
			return true
		}
	}
	return false
}

func (s *campaignScene) labels() {
	l, c := s.a.Loc, s.a.Campaign()
	for i := range s.tabs {
		s.tabs[i].Text = s.a.TitleName(s.titleOf(c.ladders[i].Title))
		s.tabs[i].Selected = i == s.cur
	}
	lad := s.ladder()
	for i := range s.rows {
		b := &s.rows[i]
		j := s.top + i
		b.Hidden = lad == nil || j >= len(lad.Chapters)
		if b.Hidden {
			continue
		}
		ch := lad.Chapters[j]
		rec := c.prog.Get(lad.Title, ch.ID)
		b.Text = strconv.Itoa(j+1) + ". " + ch.Name
		b.Selected = j == s.sel
		switch {
		case rec.Wins > 0:
			b.Sub = l.T("campaign.row_won", map[string]any{"date": rec.Won.Local().Format("02.01.2006"), "best": rec.Best})
		case lad.Unlocked(c.prog, j):
			b.Sub = l.T("campaign.row_open", nil)
		default:
			b.Sub = l.T("campaign.row_locked", nil)
		}
	}
	s.play.Text = l.T("campaign.play", nil)
	s.play.Disabled = lad == nil || !lad.Unlocked(c.prog, s.sel) || !Playable(s.a.FindTitle(lad.Title))
	s.journal.Text = l.T("campaign.journal", nil)
	s.back.Text = l.T("common.back", nil)
}

func (s *campaignScene) titleOf(id string) *engine.Title {
	if t := s.a.FindTitle(id); t != nil {
		return t
	}
	return &engine.Title{ID: id, Name: "title." + id}
}

func (s *campaignScene) Update(in *ui.Input) bool {
	changed := s.toast.Tick()
	if s.a.notice != "" {
		s.toast.Show(s.a.notice, true)
		s.a.notice = ""
		changed = true
	}
	s.labels()
	if in.TakeEsc() {
		s.a.Pop()
		return true
	}
	lad := s.ladder()
	// Up and Down on the list walk the chapters and scroll; the focus
	// follows the chosen row.
	if row := s.focusedRow(); row >= 0 && lad != nil && (in.Up || in.Down2 || in.PageUp || in.PageDown) {
		d := map[bool]int{true: -1, false: 1}[in.Up]
		if in.PageUp || in.PageDown {
			d = map[bool]int{true: -campaignRows, false: campaignRows}[in.PageUp]
		}
		in.Up, in.Down2, in.PageUp, in.PageDown = false, false, false, false
		s.sel = min(max(0, s.sel+d), len(lad.Chapters)-1)
		s.scrollTo(s.sel)
		s.labels()
		s.focus.FocusOn(&s.rows[s.sel-s.top])
		return true
	}
	if in.Wheel != 0 && in.Cursor.In(campaignList) && lad != nil {
		s.top = min(max(0, s.top-int(in.Wheel)), max(0, len(lad.Chapters)-campaignRows))
		in.Wheel = 0
		s.labels()
		changed = true
	}
	s.focus.Set()
	for i := range s.tabs {
		s.focus.Add(&s.tabs[i])
	}
	for i := range s.rows {
		s.focus.Add(&s.rows[i])
	}
	s.focus.Add(&s.play, &s.journal, &s.back)
	s.focus.Default = len(s.tabs) + max(0, s.sel-s.top)
	changed = s.focus.Update(in) || changed
	for i := range s.tabs {
		c, ch := s.tabs[i].Update(in)
		changed = changed || ch
		if c && i != s.cur {
			s.choose(i)
			return true
		}
	}
	for i := range s.rows {
		c, ch := s.rows[i].Update(in)
		changed = changed || ch
		if c {
			j := s.top + i
			if j == s.sel && !s.play.Disabled {
				// The chosen chapter pressed again (Enter on it) plays it.
				s.start()
				return true
			}
			s.sel = j
			return true
		}
	}
	if c, ch := s.play.Update(in); c {
		s.start()
		return true
	} else if ch {
		changed = true
	}
	if c, ch := s.journal.Update(in); c {
		s.a.Push(newJournal(s.a))
		return true
	} else if ch {
		changed = true
	}
	if c, ch := s.back.Update(in); c {
		s.a.Pop()
		return true
	} else if ch {
		changed = true
	}
	return changed
}

func (s *campaignScene) focusedRow() int {
	cur := s.focus.Current()
	for i := range s.rows {
		if cur == &s.rows[i] {
			return i
		}
	}
	return -1
}

func (s *campaignScene) start() {
	lad := s.ladder()
	if lad == nil || s.sel >= len(lad.Chapters) {
		return
	}
	if msg := startChapter(s.a, lad.Title, lad.Chapters[s.sel]); msg != "" {
		s.toast.Show(msg, true)
	}
}

func (s *campaignScene) Draw(dst *ebiten.Image) {
	k, l := s.a.Kit, s.a.Loc
	dst.Fill(ui.ColBG)
	s.labels()
	k.Text(dst, l.T("campaign.title", nil), 60, 24, 36, true, 0, ui.ColAccent)
	k.Text(dst, l.T("campaign.subtitle", nil), 330, 38, 18, false, 880, ui.ColMuted)
	for i := range s.tabs {
		s.tabs[i].Draw(dst, k)
	}
	lad := s.ladder()
	if lad == nil {
		k.Text(dst, l.T("campaign.none", nil), 60, 160, 22, false, 1100, ui.ColMuted)
	} else {
		for i := range s.rows {
			s.rows[i].Draw(dst, k)
		}
		if n := len(lad.Chapters); n > campaignRows {
			k.Text(dst, l.T("campaign.scroll", map[string]any{"from": s.top + 1, "to": min(n, s.top+campaignRows), "total": n}),
				campaignList.Min.X, campaignList.Max.Y+2, 14, false, 0, ui.ColMuted)
		}
		s.drawDetail(dst, lad)
	}
	s.journal.Draw(dst, k)
	s.back.Draw(dst, k)
	s.toast.Draw(dst, k, image.Rect(0, 0, ScreenW, 640))
}

// drawDetail is the chosen chapter: its set-up, record and story.
func (s *campaignScene) drawDetail(dst *ebiten.Image, lad *campaign.Ladder) {
	k, l, c := s.a.Kit, s.a.Loc, s.a.Campaign()
	if s.sel < 0 || s.sel >= len(lad.Chapters) {
		return
	}
	ch := lad.Chapters[s.sel]
	r := campaignDetail
	ui.Panel(dst, k, r)
	x, w := r.Min.X+20, r.Dx()-40
	y := r.Min.Y + 16
	y += k.Text(dst, ch.Name, x, y, 24, true, w, ui.ColAccent).Y + 12
	for _, line := range s.setupLines(lad.Title, ch) {
		y += k.Text(dst, line, x, y, 18, false, w, ui.ColText).Y + 6
	}
	y += 8
	rec := c.prog.Get(lad.Title, ch.ID)
	status := ""
	switch {
	case rec.Wins > 0:
		status = l.T("campaign.won", map[string]any{"date": rec.Won.Local().Format("02.01.2006"),
			"wins": l.Plural("campaign.wins", rec.Wins, nil), "plays": l.Plural("campaign.plays", rec.Plays, nil)})
	case lad.Unlocked(c.prog, s.sel):
		status = l.T("campaign.open", nil)
	default:
		var need []string
		for _, id := range lad.Requirements(s.sel) {
			if j := lad.Find(id); j >= 0 && !c.prog.Won(lad.Title, id) {
				need = append(need, "„"+lad.Chapters[j].Name+"”")
			}
		}
		status = l.T("campaign.locked", map[string]any{"need": joinPolish(l.T("common.and", nil), need)})
	}
	y += k.Text(dst, status, x, y, 18, false, w, ui.ColMuted).Y + 6
	if rec.Plays > 0 {
		y += k.Text(dst, l.T("campaign.best", map[string]any{"points": l.Plural("results.points", rec.Best, nil)}),
			x, y, 18, false, w, ui.ColMuted).Y + 6
	}
	text := ch.Intro
	if rec.Wins > 0 && ch.Story != "" {
		text = ch.Story
	}
	if text != "" && y < s.play.R.Min.Y-40 {
		y += 8
		k.Text(dst, k.Fit(text, 16, false, w), x, y, 16, false, 0, ui.ColText)
	}
	s.play.Draw(dst, k)
}

// setupLines describe a chapter's match: seats and bots, options.
func (s *campaignScene) setupLines(title string, ch campaign.Chapter) []string {
	l := s.a.Loc
	var out []string
	if ch.Players == 1 {
		out = append(out, l.T("campaign.solo", nil))
	} else {
		out = append(out, l.T("campaign.vs_bots", map[string]any{
			"bots": l.Plural("campaign.bots", ch.Players-1, nil), "level": l.T("setup.level."+strconv.Itoa(ch.Level), nil)}))
	}
	t := s.a.FindTitle(title)
	if t == nil {
		return out
	}
	for _, o := range t.Options {
		v, ok := ch.Options[o.Key]
		if !ok {
			continue
		}
		out = append(out, l.T(o.Label, nil)+": "+optionText(l, o, v))
	}
	return out
}

// joinPolish joins names with commas and the word for "and" before the
// last one.
func joinPolish(and string, names []string) string {
	out := ""
	for i, n := range names {
		switch {
		case i == 0:
		case i == len(names)-1:
			out += " " + and + " "
		default:
			out += ", "
		}
		out += n
	}
	return out
}

// journalScene shows the story texts of the won chapters, title by title.
type journalScene struct {
	a     *App
	lines []journalLine
	top   int
	back  ui.Button
	focus ui.Focus
}

var journalBody = image.Rect(60, 110, 1220, 620)

// journalLine is one wrapped line of the journal: a chapter's heading or
// a line of its story.
type journalLine struct {
	text    string
	heading bool
}

func newJournal(a *App) *journalScene {
	j := &journalScene{a: a, back: ui.Button{R: image.Rect(40, 640, 260, 700), Size: 22}}
	c := a.Campaign()
	face := a.Kit.Face(18, false)
	for _, lad := range c.ladders {
		for _, ch := range lad.Chapters {
			if ch.Story == "" || !c.prog.Won(lad.Title, ch.ID) {
				continue
			}
			t := a.FindTitle(lad.Title)
			head := ch.Name
			if t != nil {
				head = a.TitleName(t) + " — " + ch.Name
			}
			j.lines = append(j.lines, journalLine{text: head, heading: true})
			for _, ln := range a.Kit.Wrap(ch.Story, face, float64(journalBody.Dx()-20)) {
				j.lines = append(j.lines, journalLine{text: ln})
			}
			j.lines = append(j.lines, journalLine{})
		}
	}
	return j
}

func (j *journalScene) Name() string          { return "journal" }
func (j *journalScene) Opaque() bool          { return true }
func (j *journalScene) Buttons() []*ui.Button { return []*ui.Button{&j.back} }

func (j *journalScene) visible() int { return journalBody.Dy() / ui.LineHeight(18) }

func (j *journalScene) Update(in *ui.Input) bool {
	j.back.Text = j.a.Loc.T("common.back", nil)
	if in.TakeEsc() {
		j.a.Pop()
		return true
	}
	j.focus.NoArrows = true
	j.focus.Set(&j.back)
	changed := j.focus.Update(in)
	if d := scrollLines(in, j.visible()); d != 0 {
		j.top = min(max(0, j.top+d), max(0, len(j.lines)-j.visible()))
		changed = true
	}
	if c, ch := j.back.Update(in); c {
		j.a.Pop()
		return true
	} else if ch {
		changed = true
	}
	return changed
}

func (j *journalScene) Draw(dst *ebiten.Image) {
	k, l := j.a.Kit, j.a.Loc
	dst.Fill(ui.ColBG)
	k.Text(dst, l.T("campaign.journal_title", nil), 60, 30, 36, true, 0, ui.ColAccent)
	if len(j.lines) == 0 {
		k.Text(dst, l.T("campaign.journal_empty", nil), 60, 120, 20, false, 1100, ui.ColMuted)
	}
	lh := ui.LineHeight(18)
	for i := j.top; i < len(j.lines) && i < j.top+j.visible(); i++ {
		ln := j.lines[i]
		y := journalBody.Min.Y + (i-j.top)*lh
		if ln.heading {
			k.Text(dst, ln.text, journalBody.Min.X, y, 20, true, 0, ui.ColAccent)
		} else {
			k.Text(dst, ln.text, journalBody.Min.X, y, 18, false, 0, ui.ColText)
		}
	}
	j.back.Draw(dst, k)
}

// campaignNow is the clock for campaign dates (one place, so tests could
// fix it).
func campaignNow() time.Time { return time.Now() }
