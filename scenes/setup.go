package scenes

import (
	crand "crypto/rand"
	"encoding/binary"
	"image"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/rules/engine"
	"stolik/scenes/ui"
)

// seatRow is one seat's controls in the set-up.
type seatRow struct {
	name   ui.TextField
	kind   ui.Button // Człowiek / Bot
	level  ui.Button
	colour ui.Button
	bot    bool
	lvl    int
	col    int
}

type setupScene struct {
	a       *App
	t       *engine.Title
	players int
	rows    []seatRow
	minus   ui.Button
	plus    ui.Button
	seed    ui.TextField
	reroll  ui.Button
	opts    []ui.Button
	optText []ui.TextField
	optIdx  []int
	start   ui.Button
	back    ui.Button
	toast   ui.Toast
	focus   ui.Focus
	lay     setupLayout
	// labelled is the localizer the labels were last worded with; they
	// are re-worded only after a change, not every frame.
	labelled any
}

// RandomSeed draws a fresh seed for a new match (UI side: the rules only
// ever see the number).
func RandomSeed() int64 {
	var b [8]byte
	if _, err := crand.Read(b[:]); err != nil {
		return 1
	}
	return int64(binary.LittleEndian.Uint64(b[:]) >> 33)
}

func newSetup(a *App, t *engine.Title) *setupScene {
	s := &setupScene{a: a, t: t}
	s.rows = make([]seatRow, max(1, t.MaxPlayers))
	for i := range s.rows {
		r := &s.rows[i]
		r.name = ui.TextField{MaxLen: 24}
	}
	s.minus = ui.Button{Text: "−", Size: 24}
	s.plus = ui.Button{Text: "+", Size: 24}
	s.seed = ui.TextField{Digits: true, MaxLen: 18, Value: strconv.FormatInt(RandomSeed(), 10)}
	s.optIdx = make([]int, len(t.Options))
	s.opts = make([]ui.Button, len(t.Options))
	s.optText = make([]ui.TextField, len(t.Options))
	for i := range s.opts {
		// Options without fixed choices take free text (e.g. a card id).
		s.optText[i] = ui.TextField{MaxLen: 16}
	}
	s.layout(ScreenW, ScreenH)
	s.Defaults()
	if last, ok := a.lastSetup(t.ID); ok {
		s.recall(last)
	}
	s.placeOptions()
	return s
}

// Defaults puts every control to the title's defaults: two seats (or
// the minimum), a human in seat 1 and Średni bots in the others.
func (s *setupScene) Defaults() {
	s.players = min(max(2, s.t.MinPlayers), s.t.MaxPlayers)
	for i := range s.rows {
		r := &s.rows[i]
		r.bot = i > 0
		r.lvl = 2
		r.col = i % len(ui.PlayerColours)
		if r.bot {
			r.name.Value = s.a.Loc.T("setup.bot_name", map[string]any{"n": i + 1})
		} else {
			r.name.Value = s.a.Loc.T("setup.default_name", map[string]any{"n": i + 1})
		}
	}
	clear(s.optIdx)
	for i := range s.optText {
		s.optText[i].Value = ""
	}
	s.placeOptions()
	s.labelled = nil
}

// recall applies a remembered set-up, keeping only what is still valid
// for the title (the file may be old or edited by hand).
func (s *setupScene) recall(e setupEntry) {
	if len(e.Seats) < s.t.MinPlayers || len(e.Seats) > s.t.MaxPlayers || len(e.Seats) > len(s.rows) {
		return
	}
	used := map[int]bool{}
	for _, sc := range e.Seats {
		if sc.Colour < 0 || sc.Colour >= len(ui.PlayerColours) || used[sc.Colour] {
			return // colours must stay distinct: keep the defaults
		}
		used[sc.Colour] = true
	}
	s.players = len(e.Seats)
	for i, sc := range e.Seats {
		r := &s.rows[i]
		if name, ok := engine.ValidName(sc.Name); ok {
			r.name.Value = name
		}
		r.bot = !sc.Human()
		r.lvl = min(3, max(1, sc.Level))
		if !r.bot {
			r.lvl = 2
		}
		r.col = sc.Colour
	}
	cfg := engine.Config{Players: s.players, Options: map[string]string{}}
	for k, v := range e.Options {
		cfg.Options[k] = v
	}
	if s.t.Validate(&cfg) != nil {
		return // options from another version of the title
	}
	for i, o := range s.t.Options {
		v, ok := e.Options[o.Key]
		if !ok {
			continue
		}
		if len(o.Choices) == 0 {
			s.optText[i].Value = v
			continue
		}
		for j, c := range o.Choices {
			if c == v {
				s.optIdx[i] = j
			}
		}
	}
}

func (s *setupScene) Name() string { return "setup" }

func (s *setupScene) Opaque() bool { return true }

// Adaptive: the set-up lays itself out for the window's logical screen,
// like the menu, so a 4:3 or a 1024×600 screen shows it whole and at full
// size instead of a letterboxed 16:9 strip (issue 8).
func (s *setupScene) Adaptive() bool { return true }

func (s *setupScene) Buttons() []*ui.Button {
	out := []*ui.Button{&s.start, &s.back, &s.minus, &s.plus, &s.reroll}
	for i := range s.rows[:s.players] {
		out = append(out, &s.rows[i].kind, &s.rows[i].level, &s.rows[i].colour)
	}
	for i := range s.opts {
		out = append(out, &s.opts[i])
	}
	return out
}

// SetPlayers and SetBots let scripts configure the set-up like a player.
func (s *setupScene) SetPlayers(n int) {
	s.players = min(max(n, s.t.MinPlayers), s.t.MaxPlayers)
	s.placeOptions()
}
func (s *setupScene) SetSeat(i int, bot bool, level int, name string) {
	if i < 0 || i >= len(s.rows) {
		return
	}
	s.rows[i].bot, s.rows[i].lvl = bot, min(3, max(1, level))
	if name != "" {
		s.rows[i].name.Value = name
	}
}
func (s *setupScene) SetSeed(v int64) { s.seed.Value = strconv.FormatInt(v, 10) }

func (s *setupScene) labels() {
	l := s.a.Loc
	for i := range s.rows {
		r := &s.rows[i]
		if r.bot {
			r.kind.Text = l.T("setup.bot", nil)
		} else {
			r.kind.Text = l.T("setup.human", nil)
		}
		r.level.Text = l.T("setup.level."+strconv.Itoa(r.lvl), nil)
		// A person has no level: the control is not there at all (m19).
		r.level.Hidden = !r.bot
		pc := ui.PlayerColours[r.col]
		r.colour.Text = pc.Glyph + " " + l.T("colour."+pc.Key, nil)
	}
	s.minus.Disabled = s.players <= s.t.MinPlayers
	s.plus.Disabled = s.players >= s.t.MaxPlayers
	s.reroll.Text = l.T("setup.seed_random", nil)
	for i, o := range s.t.Options {
		v := ""
		if s.optIdx[i] < len(o.Choices) {
			v = optionText(l, o, o.Choices[s.optIdx[i]])
		}
		s.opts[i].Text = l.T(o.Label, nil) + ": " + v
	}
	s.start.Text = l.T("setup.start", nil)
	s.start.Disabled = !Playable(s.t)
	s.back.Text = l.T("common.back", nil)
}

func (s *setupScene) Update(in *ui.Input) bool {
	s.layout(s.a.Size())
	if s.labelled != any(s.a.Loc) {
		s.labels()
		s.labelled = s.a.Loc
	}
	changed := s.update(in)
	if changed {
		s.labels()
	}
	return changed
}

func (s *setupScene) update(in *ui.Input) bool {
	changed := s.toast.Tick()
	if s.a.notice != "" {
		s.toast.Show(s.a.notice, true)
		s.a.notice = ""
		changed = true
	}
	if in.TakeEsc() {
		s.a.Pop()
		return true
	}
	// Keyboard, in reading order: the player count, each seat's row, the
	// seed and options on the right, then Wstecz and Rozpocznij. Enter
	// with no focus shown starts the match.
	s.focus.Set(&s.minus, &s.plus)
	for i := range s.rows[:s.players] {
		r := &s.rows[i]
		s.focus.Add(&r.name, &r.kind, &r.level, &r.colour)
	}
	s.focus.Add(&s.seed, &s.reroll)
	active := s.optionValues()
	for i := range s.opts {
		if !s.t.Options[i].Active(active) {
			continue
		}
		if len(s.t.Options[i].Choices) == 0 {
			s.focus.Add(&s.optText[i])
		} else {
			s.focus.Add(&s.opts[i])
		}
	}
	s.focus.Add(&s.back, &s.start)
	// The first key lands on Rozpocznij: the defaults are a match.
	s.focus.Default = s.focus.Len() - 1
	changed = s.focus.Update(in) || changed
	if c, ch := s.minus.Update(in); c {
		s.players--
		s.placeOptions()
		return true
	} else if ch {
		changed = true
	}
	if c, ch := s.plus.Update(in); c {
		s.players++
		s.placeOptions()
		return true
	} else if ch {
		changed = true
	}
	for i := range s.rows[:s.players] {
		r := &s.rows[i]
		changed = r.name.Update(in) || changed
		if c, ch := r.kind.Update(in); c {
			n := map[string]any{"n": i + 1}
			r.name.Value = defaultNameAfterToggle(r.name.Value, r.bot,
				s.a.Loc.T("setup.default_name", n), s.a.Loc.T("setup.bot_name", n))
			r.bot = !r.bot
			changed = true
		} else if ch {
			changed = true
		}
		if c, ch := r.level.Update(in); c {
			r.lvl = r.lvl%3 + 1
			changed = true
		} else if ch {
			changed = true
		}
		if c, ch := r.colour.Update(in); c {
			r.col = s.nextColour(i)
			changed = true
		} else if ch {
			changed = true
		}
	}
	changed = s.seed.Update(in) || changed
	if c, ch := s.reroll.Update(in); c {
		s.seed.Value = strconv.FormatInt(RandomSeed(), 10)
		changed = true
	} else if ch {
		changed = true
	}
	for i := range s.opts {
		if !s.t.Options[i].Active(active) {
			continue
		}
		if len(s.t.Options[i].Choices) == 0 {
			changed = s.optText[i].Update(in) || changed
			continue
		}
		if c, ch := s.opts[i].Update(in); c {
			s.optIdx[i] = (s.optIdx[i] + 1) % max(1, len(s.t.Options[i].Choices))
			s.placeOptions()
			changed = true
		} else if ch {
			changed = true
		}
	}
	if c, ch := s.back.Update(in); c {
		s.a.Pop()
		return true
	} else if ch {
		changed = true
	}
	c, ch := s.start.Update(in)
	if c || in.TakeEnter() {
		s.begin()
		return true
	}
	return changed || ch
}

// optionText names an option's value: its locale label, the card data's
// Polish text, or the value itself.
func optionText(l interface {
	T(string, map[string]any) string
}, o engine.OptionSpec, v string) string {
	for i, c := range o.Choices {
		if c != v {
			continue
		}
		if i < len(o.Labels) {
			return l.T(o.Labels[i], nil)
		}
		if i < len(o.Texts) {
			return o.Texts[i]
		}
	}
	return v
}

// defaultNameAfterToggle is a seat's name once it switches between bot
// and human: a default name the player never changed follows the kind
// ("Bot 2" becomes "Gracz 2"); a name the player typed stays.
func defaultNameAfterToggle(name string, wasBot bool, humanName, botName string) string {
	switch {
	case wasBot && name == botName:
		return humanName
	case !wasBot && name == humanName:
		return botName
	}
	return name
}

// nextColour picks the next colour no other seat uses.
func (s *setupScene) nextColour(seat int) int {
	used := map[int]bool{}
	for i := range s.rows[:s.players] {
		if i != seat {
			used[s.rows[i].col] = true
		}
	}
	c := s.rows[seat].col
	for range ui.PlayerColours {
		c = (c + 1) % len(ui.PlayerColours)
		if !used[c] {
			return c
		}
	}
	return s.rows[seat].col
}

// placeOptions stacks the options that matter now under "Opcje", so an
// option shown only with another's value takes no room while hidden.
func (s *setupScene) placeOptions() {
	active := s.optionValues()
	// The column under "Opcje" ends above Rozpocznij; options that do
	// not fit it go under the seats, two to a row.
	L := &s.lay
	optStep := L.rowH + 8
	y, left := L.optTop, 0
	leftY := L.firstRow + len(s.rows)*L.rowStep + L.underGap
	halfW := (L.leftW - 20) / 2
	rx := L.w - setupMargin - L.rightW
	for i, o := range s.t.Options {
		if !o.Active(active) {
			continue
		}
		r := image.Rect(rx, y, rx+L.rightW, y+L.rowH)
		if y+L.rowH > s.start.R.Min.Y-8 {
			x, ly := setupMargin+(left%2)*(halfW+20), leftY+(left/2)*optStep
			r = image.Rect(x, ly, x+halfW, ly+L.rowH)
			left++
		} else {
			y += optStep
		}
		s.opts[i].R = r
		s.optText[i].R = image.Rect(r.Max.X-L.optTextW, r.Min.Y, r.Max.X, r.Max.Y)
	}
}

// optionValues reads every option's control, active or not, plus the
// seat count under "players" for options shown only at some counts.
func (s *setupScene) optionValues() map[string]string {
	out := map[string]string{"players": strconv.Itoa(s.players)}
	for i, o := range s.t.Options {
		if s.optIdx[i] < len(o.Choices) {
			out[o.Key] = o.Choices[s.optIdx[i]]
		} else if v := s.optText[i].Value; len(o.Choices) == 0 && v != "" {
			out[o.Key] = v
		}
	}
	return out
}

// Match builds the match record from the controls.
func (s *setupScene) Match() engine.Match {
	m := engine.Match{Format: engine.SaveFormat, Title: s.t.ID, Options: map[string]string{}}
	seed, err := strconv.ParseInt(s.seed.Value, 10, 64)
	if err != nil {
		seed = RandomSeed()
		s.seed.Value = strconv.FormatInt(seed, 10)
	}
	m.Seed = seed
	all := s.optionValues()
	for _, o := range s.t.Options {
		if !o.Active(all) {
			continue
		}
		if v, ok := all[o.Key]; ok {
			m.Options[o.Key] = v
		}
	}
	for i := range s.rows[:s.players] {
		r := s.rows[i]
		name, ok := engine.ValidName(r.name.Value)
		if !ok {
			name = s.a.Loc.T("setup.default_name", map[string]any{"n": i + 1})
		}
		sc := engine.SeatConfig{Name: name, Colour: r.col}
		if r.bot {
			sc.Bot, sc.Level = BotKind(r.lvl), r.lvl
		}
		m.Seats = append(m.Seats, sc)
	}
	return m
}

// BotKind maps the level the player picked to a bot: Łatwy is the instant
// greedy bot, Średni and Trudny are ISMCTS with growing budgets.
func BotKind(level int) string {
	if level <= 1 {
		return "greedy"
	}
	return "ismcts"
}

func (s *setupScene) begin() {
	if !Playable(s.t) {
		s.toast.Show(s.a.Loc.T("title.not_built_long", nil), true)
		return
	}
	m := s.Match()
	sess, err := engine.Start(s.t, m)
	if err != nil {
		s.toast.Show(s.a.Loc.Error(err), true)
		return
	}
	if err := s.a.rememberSetup(m); err != nil {
		// Only the memory is lost; the match starts all the same.
		s.a.Notify(s.a.Loc.T("setup.memory_failed", map[string]any{"detail": err.Error()}))
	}
	g, err := newGame(s.a, sess)
	if err != nil {
		s.toast.Show(s.a.Loc.Error(err), true)
		return
	}
	g.saveNow()
	s.a.Replace(g)
}

func (s *setupScene) Draw(dst *ebiten.Image) {
	k, l := s.a.Kit, s.a.Loc
	s.layout(s.a.Size())
	L := &s.lay
	dst.Fill(ui.ColBG)
	k.Text(dst, l.T("setup.title", map[string]any{"title": s.a.TitleName(s.t)}), L.titleAt.X, L.titleAt.Y, L.titleSize, true, L.w-2*setupMargin, ui.ColAccent)
	k.Text(dst, l.T("setup.players", nil), L.playersAt.X, L.playersAt.Y, 22, false, 0, ui.ColText)
	s.minus.Draw(dst, k)
	k.TextCentered(dst, strconv.Itoa(s.players), L.count, 26, true, ui.ColText)
	s.plus.Draw(dst, k)
	k.Text(dst, l.T("setup.name", nil), L.nameAt.X, L.nameAt.Y, 14, false, 0, ui.ColMuted)
	for i := range s.rows[:s.players] {
		r := &s.rows[i]
		k.Text(dst, l.T("setup.seat", map[string]any{"n": i + 1}), L.seatX, r.name.R.Min.Y+(L.rowH-22)/2, L.seatSize, false, L.seatW-6, ui.ColMuted)
		r.name.Draw(dst, k)
		r.kind.Draw(dst, k)
		r.level.Draw(dst, k)
		r.colour.Draw(dst, k)
		k.Fill(dst, image.Rect(r.colour.R.Max.X-14, r.colour.R.Min.Y+6, r.colour.R.Max.X-6, r.colour.R.Max.Y-6), ui.PlayerColours[r.col].Col)
	}
	k.Text(dst, l.T("setup.edit_hint", nil), L.nameAt.X, L.firstRow+s.players*L.rowStep+4, 16, false, L.hintW, ui.ColMuted)
	k.Text(dst, l.T("setup.seed", nil), L.seedAt.X, L.seedAt.Y, 18, false, 0, ui.ColText)
	s.seed.Draw(dst, k)
	s.reroll.Draw(dst, k)
	k.Text(dst, l.T("setup.options", nil), L.optionsAt.X, L.optionsAt.Y, 18, false, 0, ui.ColText)
	if len(s.opts) == 0 {
		k.Text(dst, l.T("setup.no_options", nil), L.optionsAt.X, L.optTop, 16, false, L.rightW, ui.ColMuted)
	}
	active := s.optionValues()
	for i, o := range s.t.Options {
		if !o.Active(active) {
			continue
		}
		if len(o.Choices) == 0 {
			r := s.opts[i].R
			k.Text(dst, l.T(o.Label, nil), r.Min.X, r.Min.Y+(L.rowH-22)/2, L.optSize, false, r.Dx()-L.optTextW-10, ui.ColText)
			s.optText[i].Draw(dst, k)
			continue
		}
		s.opts[i].Draw(dst, k)
	}
	if !Playable(s.t) {
		k.Text(dst, l.T("title.not_built_long", nil), L.unbuiltAt.X, L.unbuiltAt.Y, 20, false, L.unbuiltW, ui.ColError)
	}
	s.start.Draw(dst, k)
	s.back.Draw(dst, k)
	s.toast.Draw(dst, k, L.toast)
}
