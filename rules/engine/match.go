package engine

import (
	"bytes"
	"fmt"
	"hash/fnv"
	"strings"

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

// maxSaveBytes bounds what a loader accepts, so a garbage file cannot make
// the program allocate without limit.
const maxSaveBytes = 16 << 20

// DecodeSave reads a save strictly: unknown keys, a wrong format number or
// a missing title are errors with code CodeBadSave. It never panics.
func DecodeSave(data []byte) (m *Match, err error) {
	defer func() {
		if r := recover(); r != nil { // the TOML decoder is third-party code
			m, err = nil, Errorf(CodeBadSave, "decoder failure: %v", r)
		}
	}()
	if len(data) > maxSaveBytes {
		return nil, Errorf(CodeBadSave, "file too large (%d bytes)", len(data))
	}
	var out Match
	md, derr := toml.Decode(string(data), &out)
	if derr != nil {
		return nil, Errorf(CodeBadSave, "parse: %v", derr)
	}
	if und := md.Undecoded(); len(und) > 0 {
		return nil, Errorf(CodeBadSave, "unknown key %q", und[0].String())
	}
	switch {
	case out.Format != SaveFormat:
		return nil, Errorf(CodeBadSave, "format %d, expected %d", out.Format, SaveFormat)
	case out.Title == "":
		return nil, Errorf(CodeBadSave, "no title")
	case len(out.Seats) == 0 || len(out.Seats) > 8:
		return nil, Errorf(CodeBadSave, "%d seats", len(out.Seats))
	}
	if d, err := digest(out); err != nil || d != out.Digest {
		return nil, Errorf(CodeBadSave, "digest mismatch: the file is damaged or incomplete")
	}
	for i, s := range out.Seats {
		if s.Bot != "" && (s.Level < 1 || s.Level > 3) {
			return nil, Errorf(CodeBadSave, "seat %d: bot level %d", i, s.Level)
		}
		if s.Colour < 0 || s.Colour >= MaxColours {
			return nil, Errorf(CodeBadSave, "seat %d: colour %d", i, s.Colour)
		}
	}
	return &out, nil
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
			return nil, Errorf(CodeBadSave, "action %d: %v", i, err)
		}
		if err := s.Apply(a); err != nil {
			return nil, Errorf(CodeBadSave, "action %d (%s): %v", i, text, err)
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

// ValidName trims a seat name and reports whether it is usable.
func ValidName(name string) (string, bool) {
	name = strings.TrimSpace(name)
	return name, name != "" && len([]rune(name)) <= 24
}
