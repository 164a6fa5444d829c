package engine

import (
	"bytes"
	"fmt"
	"hash/fnv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/BurntSushi/toml"
)

// SaveFormat is the version written into every save. Bump it when the
// format changes and keep reading the old one.
const SaveFormat = 1

// MaxColours is how many seat colours (each with its own shape) exist.
const MaxColours = 6

// SeatConfig says who sits in a seat. Bot is "" for a human, otherwise a
// bot kind ("random", "greedy", "ismcts") with Level 1..3.
type SeatConfig struct {
	Name   string `toml:"name"`
	Bot    string `toml:"bot"`
	Level  int    `toml:"level"`
	Colour int    `toml:"colour"`
}

// Human reports whether a person plays this seat.
func (s SeatConfig) Human() bool { return s.Bot == "" }

// Match is everything needed to reproduce a game: title, seats, options,
// seed and the actions applied so far in their text form. A save file is
// exactly a Match.
type Match struct {
	Format int `toml:"format"`
	// Digest hashes everything below it, so a file cut short or damaged
	// at a line boundary (still valid TOML) is refused, not loaded as a
	// different game.
	Digest  string            `toml:"digest"`
	Title   string            `toml:"title"`
	Seed    int64             `toml:"seed"`
	Options map[string]string `toml:"options"`
	Seats   []SeatConfig      `toml:"seats"`
	Actions []string          `toml:"actions"`
}

// Config is the rules' part of the match.
func (m *Match) Config() Config {
	opts := make(map[string]string, len(m.Options))
	for k, v := range m.Options {
		opts[k] = v
	}
	return Config{Players: len(m.Seats), Seed: uint64(m.Seed), Options: opts}
}

// HumanSeats counts the seats a person plays.
func (m *Match) HumanSeats() int {
	n := 0
	for _, s := range m.Seats {
		if s.Human() {
			n++
		}
	}
	return n
}

// EncodeSave writes a match as TOML.
func EncodeSave(m *Match) ([]byte, error) {
	c := *m
	c.Format = SaveFormat
	d, err := digest(c)
	if err != nil {
		return nil, err
	}
	c.Digest = d
	return encode(c)
}

func encode(m Match) ([]byte, error) {
	var buf bytes.Buffer
	if err := toml.NewEncoder(&buf).Encode(m); err != nil {
		return nil, Errorf(CodeBadSave, "encode: %v", err)
	}
	return buf.Bytes(), nil
}

// digest hashes the canonical encoding of m without its digest (the
// encoder sorts map keys, so the encoding is canonical).
func digest(m Match) (string, error) {
	m.Digest = ""
	b, err := encode(m)
	if err != nil {
		return "", err
	}
	h := fnv.New64a()
	h.Write(b)
	return fmt.Sprintf("%016x", h.Sum64()), nil
}

// Limits on what a save may hold. A file beyond any of them is refused
// (and moved aside) before any of it reaches the rules or the screen; the
// largest real matches stay far below them.
const (
	// MaxSaveBytes bounds what a loader reads, so a garbage file cannot
	// make the program allocate without limit.
	MaxSaveBytes = 4 << 20
	// MaxSeats is the most seats a save may list (titles allow fewer).
	MaxSeats = 8
	// MaxNameRunes is the longest seat name (the set-up screen's limit).
	MaxNameRunes = 24
	// MaxActions bounds a match's length; `stolik sim` calls a game that
	// has not ended after 20 000 decisions a failure.
	MaxActions = 30000
	// MaxActionBytes bounds one action's text ("recruit 2 1 2").
	MaxActionBytes = 64
	// MaxOptions and MaxOptionBytes bound the options table.
	MaxOptions     = 32
	MaxOptionBytes = 64
	// MaxIDBytes bounds a title's or bot kind's code name.
	MaxIDBytes = 32
)

// DecodeSave reads a save strictly: unknown keys, a wrong format number,
// a field out of its bounds (see the Max constants) or a wrong digest are
// errors with code CodeBadSave whose Key/Args say precisely what is wrong.
// It never panics. Whether this build knows the title and the bots is
// CheckMatch's question.
func DecodeSave(data []byte) (m *Match, err error) {
	defer func() {
		if r := recover(); r != nil { // the digest re-encodes with third-party code
			m, err = nil, badSave("problem.unreadable", nil, "decoder failure: %v", r)
		}
	}()
	if len(data) > MaxSaveBytes {
		return nil, tooLarge(CodeBadSave, "", int64(len(data)), MaxSaveBytes)
	}
	var out Match
	if err := DecodeTOML(CodeBadSave, data, &out); err != nil {
		return nil, err
	}
	if err := out.checkFields(); err != nil {
		return nil, err
	}
	if d, err := digest(out); err != nil || d != out.Digest {
		return nil, badSave("problem.digest", nil, "digest mismatch: the file is damaged or incomplete")
	}
	return &out, nil
}

// badSave is a CodeBadSave refusal with its precise reason.
func badSave(key string, args map[string]any, format string, a ...any) *RuleError {
	return &RuleError{Code: CodeBadSave, Detail: fmt.Sprintf(format, a...), Key: key, Args: args}
}

// checkFields bounds every field of a decoded save.
func (m *Match) checkFields() error {
	switch {
	case m.Format != SaveFormat:
		return badSave("problem.format", map[string]any{"got": m.Format, "want": SaveFormat},
			"format %d, expected %d", m.Format, SaveFormat)
	case m.Title == "":
		return badSave("problem.no_title", nil, "no title")
	case !isID(m.Title):
		return badSave("problem.bad_title", map[string]any{"title": Clip(m.Title, 32)}, "title %q", Clip(m.Title, 64))
	case len(m.Seats) == 0 || len(m.Seats) > MaxSeats:
		return badSave("problem.seat_count", map[string]any{"number": len(m.Seats), "max": MaxSeats},
			"%d seats", len(m.Seats))
	case len(m.Actions) > MaxActions:
		return badSave("problem.too_many_actions", map[string]any{"number": len(m.Actions), "max": MaxActions},
			"%d actions", len(m.Actions))
	case len(m.Options) > MaxOptions:
		return badSave("problem.too_many_options", map[string]any{"number": len(m.Options), "max": MaxOptions},
			"%d options", len(m.Options))
	}
	for i, s := range m.Seats {
		seat := i + 1
		if why := nameProblem(s.Name); why != "" {
			return badSave(why, map[string]any{"seat": seat, "number": utf8.RuneCountInString(s.Name), "max": MaxNameRunes},
				"seat %d: name %q", i, Clip(s.Name, 40))
		}
		if s.Bot != "" && !isID(s.Bot) {
			return badSave("problem.bot_unknown", map[string]any{"seat": seat, "bot": Clip(s.Bot, 24)},
				"seat %d: bot %q", i, Clip(s.Bot, 40))
		}
		if s.Bot != "" && (s.Level < 1 || s.Level > 3) {
			return badSave("problem.bot_level", map[string]any{"seat": seat, "level": s.Level},
				"seat %d: bot level %d", i, s.Level)
		}
		if s.Colour < 0 || s.Colour >= MaxColours {
			return badSave("problem.colour", map[string]any{"seat": seat, "colour": s.Colour, "max": MaxColours - 1},
				"seat %d: colour %d", i, s.Colour)
		}
	}
	for k, v := range m.Options {
		if !isID(k) || len(v) > MaxOptionBytes || !printable(v) {
			return badSave("problem.option_bad", map[string]any{"key": Clip(k, 24)},
				"option %q=%q", Clip(k, 40), Clip(v, 40))
		}
	}
	for i, a := range m.Actions {
		if len(a) > MaxActionBytes || !printable(a) {
			return badSave("problem.action_bad", map[string]any{"n": i + 1}, "action %d: %q", i, Clip(a, 40))
		}
	}
	return nil
}

// CheckMatch asks whether this build can play a decoded save: t is the
// title the save names as this build knows it (nil: unknown), botOK
// whether a bot kind and level exist (nil: no bots at all). It checks the
// seat count against the title, the options against the title's choices
// and every bot seat, and returns a CodeBadSave *RuleError with a precise
// Key, so the caller moves the save aside instead of failing on every
// click. Replaying the actions (Start) is the last check.
func CheckMatch(m *Match, t *Title, botOK func(kind string, level int) bool) error {
	if t == nil || t.ID != m.Title {
		return badSave("problem.unknown_title", map[string]any{"title": Clip(m.Title, 32)}, "unknown title %q", Clip(m.Title, 64))
	}
	if t.New == nil {
		return badSave("problem.title_not_built", map[string]any{"title": t.ID}, "title %q is not built", t.ID)
	}
	if n := len(m.Seats); n < t.MinPlayers || n > t.MaxPlayers {
		return badSave("problem.players", map[string]any{"number": n, "min": t.MinPlayers, "max": t.MaxPlayers},
			"%d players (allowed %d-%d)", n, t.MinPlayers, t.MaxPlayers)
	}
	for k, v := range m.Options {
		o := t.option(k)
		if o == nil {
			return badSave("problem.option_unknown", map[string]any{"key": Clip(k, 24)}, "unknown option %q", k)
		}
		ok := len(o.Choices) == 0
		for _, c := range o.Choices {
			ok = ok || c == v
		}
		if !ok {
			return badSave("problem.option_value", map[string]any{"key": k, "value": Clip(v, 24)},
				"option %s=%q not allowed", k, Clip(v, 40))
		}
	}
	for i, s := range m.Seats {
		if s.Bot != "" && (botOK == nil || !botOK(s.Bot, s.Level)) {
			return badSave("problem.bot_unknown", map[string]any{"seat": i + 1, "bot": Clip(s.Bot, 24)},
				"seat %d: unknown bot %q", i, s.Bot)
		}
	}
	return nil
}

// nameProblem is the locale key of what is wrong with a seat name, or "".
func nameProblem(name string) string {
	switch {
	case strings.TrimSpace(name) == "":
		return "problem.name_empty"
	case utf8.RuneCountInString(name) > MaxNameRunes:
		return "problem.name_too_long"
	case !printable(name):
		return "problem.name_control"
	}
	return ""
}

// isID reports whether s is a code name: 1..MaxIDBytes of a-z, 0-9, _ and -.
func isID(s string) bool {
	if s == "" || len(s) > MaxIDBytes {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// printable reports whether s has no control characters (a newline in a
// name would break every line it is drawn on).
func printable(s string) bool {
	for _, r := range s {
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' || r == utf8.RuneError {
			return false
		}
	}
	return true
}

// Step is what the session remembers of one applied action.
type Step struct {
	Actor  Seat
	Action Action
	// Events[First:Last] of the session belong to this step.
	First, Last int
	Reveal      bool
}

// Session is a match being played: the match record, the current full
// state and the history of steps with their events. It is the one place
// actions enter a game, for humans, bots and replays alike.
type Session struct {
	Title  *Title
	Match  Match
	Game   Game
	Steps  []Step
	events []Event
}

// Start sets up the match's game and replays its actions. A save that does
// not replay fails with CodeBadSave and names the action index.
func Start(t *Title, m Match) (*Session, error) {
	if t == nil || t.New == nil {
		return nil, Errorf(CodeBadConfig, "title %q is not available", m.Title)
	}
	if m.Title != t.ID {
		return nil, Errorf(CodeBadSave, "save is for %q, not %q", m.Title, t.ID)
	}
	actions := m.Actions
	m.Actions = nil
	m.Format = SaveFormat
	cfg := m.Config()
	if err := t.Validate(&cfg); err != nil {
		return nil, err
	}
	m.Options = cfg.Options
	var opening Log
	g, err := safeNew(t, cfg, &opening)
	if err != nil {
		return nil, err
	}
	s := &Session{Title: t, Match: m, Game: g, events: opening.Events}
	for i, text := range actions {
		a, err := ParseAction(text, t.KindNames)
		if err != nil {
			return nil, badSave("problem.action_parse", map[string]any{"n": i + 1, "action": Clip(text, 32)},
				"action %d: %v", i, err)
		}
		if err := s.Apply(a); err != nil {
			return nil, badSave("problem.replay", map[string]any{"n": i + 1, "action": Clip(text, 32)},
				"action %d (%s): %v", i, text, err)
		}
	}
	return s, nil
}

func safeNew(t *Title, cfg Config, log *Log) (g Game, err error) {
	defer func() {
		if r := recover(); r != nil {
			g, err = nil, Errorf(CodeBadConfig, "%s: set-up failed: %v", t.ID, r)
		}
	}()
	return t.New(cfg, log)
}

// Apply applies one action for whoever's decision it is. On refusal nothing
// changes and the title's *RuleError is returned.
func (s *Session) Apply(a Action) (err error) {
	actor := s.Game.Current()
	if actor == GameOver {
		return Errorf(CodeGameOver, "the game is over")
	}
	var log Log
	if err := s.Game.Apply(a, &log); err != nil {
		return err
	}
	st := Step{Actor: actor, Action: a, First: len(s.events)}
	for _, e := range log.Events {
		st.Reveal = st.Reveal || e.Reveal
	}
	s.events = append(s.events, log.Events...)
	st.Last = len(s.events)
	s.Steps = append(s.Steps, st)
	s.Match.Actions = append(s.Match.Actions, a.Format(s.Title.KindNames))
	return nil
}

// Events returns every event so far, in order. The slice is shared; do not
// modify it.
func (s *Session) Events() []Event { return s.events }

// Over reports whether the game has ended.
func (s *Session) Over() bool { return s.Game.Current() == GameOver }

// Undo policy, the way Board Game Arena limits it:
//
//   - Only a human takes back, and only their own decisions (bot moves
//     after the decision go with it).
//   - With more than one human at the table, a player takes back only the
//     decisions of their current turn: nobody else may have decided since
//     (a bot's move or another player's ends it), so B can never take back
//     A's moves. With one human against bots, undo goes further back, past
//     bot moves, to any earlier decision of that human.
//   - In every mode undo never crosses a step whose events revealed hidden
//     or random information (Event.Reveal: a card drawn, a tile revealed, a
//     die rolled): replaying from the seed would deal the same card again,
//     a way to peek at the deck.
//
// The refusal says why, as a RuleError code: CodeNothingUndo,
// CodeUndoOther (another player decided since) or CodeUndoReveal.

// UndoCheck reports the step that Undo(by) would go back to (Steps[target]
// and everything after it are taken back), or why undo is not possible.
func (s *Session) UndoCheck(by Seat) (target int, err error) {
	if !s.human(by) {
		return -1, Errorf(CodeNothingUndo, "%v is not a human seat", by)
	}
	shared := s.Match.HumanSeats() > 1
	for i := len(s.Steps) - 1; i >= 0; i-- {
		st := s.Steps[i]
		if st.Actor != by && (shared || s.human(st.Actor)) {
			// Someone else decided after by's last decision: in a shared
			// game any other seat ends by's turn.
			return -1, Errorf(CodeUndoOther, "step %d was %v's decision", i, st.Actor)
		}
		if st.Reveal {
			return -1, Errorf(CodeUndoReveal, "step %d revealed hidden information", i)
		}
		if st.Actor == by {
			return i, nil
		}
	}
	return -1, Errorf(CodeNothingUndo, "no decision of %v to undo", by)
}

func (s *Session) human(seat Seat) bool {
	return int(seat) >= 0 && int(seat) < len(s.Match.Seats) && s.Match.Seats[seat].Human()
}

// CanUndo reports whether Undo(by) would succeed.
func (s *Session) CanUndo(by Seat) bool {
	_, err := s.UndoCheck(by)
	return err == nil
}

// Undo takes back by's last decision, and the bot moves after it, by
// replaying the match from its seed up to just before it. It refuses, with
// the reason's code, whatever the policy above forbids.
func (s *Session) Undo(by Seat) error {
	target, err := s.UndoCheck(by)
	if err != nil {
		return err
	}
	m := s.Match
	m.Actions = append([]string(nil), m.Actions[:target]...)
	ns, err := Start(s.Title, m)
	if err != nil {
		return err
	}
	*s = *ns
	return nil
}

// Describe is the short text form of a step, for errors and tests.
func (st Step) String() string {
	return fmt.Sprintf("%v:%v", st.Actor, st.Action)
}

// ValidName trims a seat name and reports whether it is usable: the same
// bounds a save's names must keep.
func ValidName(name string) (string, bool) {
	name = strings.TrimSpace(name)
	return name, nameProblem(name) == ""
}
