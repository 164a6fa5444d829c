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
	s.players = min(max(2, t.MinPlayers), t.MaxPlayers)
	s.rows = make([]seatRow, max(1, t.MaxPlayers))
	for i := range s.rows {
		r := &s.rows[i]
		y := 170 + i*62
		r.name = ui.TextField{R: image.Rect(140, y, 350, y+46), MaxLen: 24}
		r.kind = ui.Button{R: image.Rect(360, y, 490, y+46), Size: 18}
		r.level = ui.Button{R: image.Rect(500, y, 630, y+46), Size: 18}
		r.colour = ui.Button{R: image.Rect(640, y, 840, y+46), Size: 18}
		r.bot = i > 0
		r.lvl = 2
		r.col = i % len(ui.PlayerColours)
		if r.bot {
			r.name.Value = a.Loc.T("setup.bot_name", map[string]any{"n": i + 1})
		} else {
			r.name.Value = a.Loc.T("setup.default_name", map[string]any{"n": i + 1})
		}
	}
	s.minus = ui.Button{R: image.Rect(330, 100, 380, 146), Text: "−", Size: 24}
	s.plus = ui.Button{R: image.Rect(440, 100, 490, 146), Text: "+", Size: 24}
	s.seed = ui.TextField{R: image.Rect(880, 170, 1100, 216), Digits: true, MaxLen: 18,
		Value: strconv.FormatInt(RandomSeed(), 10)}
	s.reroll = ui.Button{R: image.Rect(1110, 170, 1240, 216), Size: 18}
	s.optIdx = make([]int, len(t.Options))
	s.opts = make([]ui.Button, len(t.Options))
	s.optText = make([]ui.TextField, len(t.Options))
	for i := range s.opts {
		s.opts[i] = ui.Button{Size: 16}
		// Options without fixed choices take free text (e.g. a card id).
		s.optText[i] = ui.TextField{MaxLen: 16}
	}
	s.placeOptions()
	s.start = ui.Button{R: image.Rect(960, 630, 1240, 690), Size: 24}
	s.back = ui.Button{R: image.Rect(40, 630, 260, 690), Size: 22}
	return s
}

func (s *setupScene) Name() string { return "setup" }
func (s *setupScene) Opaque() bool { return true }
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
		r.level.Disabled = !r.bot
		pc := ui.PlayerColours[r.col]
		r.colour.Text = pc.Glyph + " " + l.T("colour."+pc.Key, nil)
	}
	s.minus.Disabled = s.players <= s.t.MinPlayers
	s.plus.Disabled = s.players >= s.t.MaxPlayers
	s.reroll.Text = l.T("setup.seed_random", nil)
	for i, o := range s.t.Options {
		v := ""
		if s.optIdx[i] < len(o.Labels) {
			v = l.T(o.Labels[s.optIdx[i]], nil)
		} else if s.optIdx[i] < len(o.Texts) {
			v = o.Texts[s.optIdx[i]]
		} else if s.optIdx[i] < len(o.Choices) {
			v = o.Choices[s.optIdx[i]]
		}
		s.opts[i].Text = l.T(o.Label, nil) + ": " + v
	}
	s.start.Text = l.T("setup.start", nil)
	s.start.Disabled = !Playable(s.t)
	s.back.Text = l.T("common.back", nil)
}

func (s *setupScene) Update(in *ui.Input) bool {
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
	if in.TakeEsc() {
		s.a.Pop()
		return true
	}
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
	active := s.optionValues()
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
	y := 300
	for i, o := range s.t.Options {
		if !o.Active(active) {
			continue
		}
		s.opts[i].R = image.Rect(880, y, 1240, y+46)
		s.optText[i].R = image.Rect(1080, y, 1240, y+46)
		y += 54
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
	sess, err := engine.Start(s.t, s.Match())
	if err != nil {
		s.toast.Show(s.a.Loc.Error(err), true)
		return
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
	dst.Fill(ui.ColBG)
	k.Text(dst, l.T("setup.title", map[string]any{"title": s.a.TitleName(s.t)}), 40, 30, 32, true, 1200, ui.ColAccent)
	k.Text(dst, l.T("setup.players", nil), 40, 110, 22, false, 0, ui.ColText)
	s.minus.Draw(dst, k)
	k.TextCentered(dst, strconv.Itoa(s.players), image.Rect(380, 100, 440, 146), 26, true, ui.ColText)
	s.plus.Draw(dst, k)
	k.Text(dst, l.T("setup.name", nil), 140, 150, 14, false, 0, ui.ColMuted)
	for i := range s.rows[:s.players] {
		r := &s.rows[i]
		k.Text(dst, l.T("setup.seat", map[string]any{"n": i + 1}), 40, r.name.R.Min.Y+12, 18, false, 0, ui.ColMuted)
		r.name.Draw(dst, k)
		r.kind.Draw(dst, k)
		r.level.Draw(dst, k)
		r.colour.Draw(dst, k)
		k.Fill(dst, image.Rect(r.colour.R.Max.X-14, r.colour.R.Min.Y+6, r.colour.R.Max.X-6, r.colour.R.Max.Y-6), ui.PlayerColours[r.col].Col)
	}
	k.Text(dst, l.T("setup.edit_hint", nil), 140, 170+s.players*62+4, 16, false, 700, ui.ColMuted)
	k.Text(dst, l.T("setup.seed", nil), 880, 140, 18, false, 0, ui.ColText)
	s.seed.Draw(dst, k)
	s.reroll.Draw(dst, k)
	k.Text(dst, l.T("setup.options", nil), 880, 266, 18, false, 0, ui.ColText)
	if len(s.opts) == 0 {
		k.Text(dst, l.T("setup.no_options", nil), 880, 300, 16, false, 360, ui.ColMuted)
	}
	active := s.optionValues()
	for i, o := range s.t.Options {
		if !o.Active(active) {
			continue
		}
		if len(o.Choices) == 0 {
			r := s.optText[i].R
			k.Text(dst, l.T(o.Label, nil), 880, r.Min.Y+12, 16, false, 190, ui.ColText)
			s.optText[i].Draw(dst, k)
			continue
		}
		s.opts[i].Draw(dst, k)
	}
	if !Playable(s.t) {
		k.Text(dst, l.T("title.not_built_long", nil), 300, 645, 20, false, 640, ui.ColError)
	}
	s.start.Draw(dst, k)
	s.back.Draw(dst, k)
	s.toast.Draw(dst, k, image.Rect(0, 0, ScreenW, ScreenH))
}
