package engine_test

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"stolik/rules/engine"
)

// race is a minimal title for testing the engine itself: two or three seats
// take turns adding 1 or 2 to a shared total, or draw a hidden random bonus
// (a reveal); whoever reaches 10 wins.
type race struct {
	players, turn int
	total         int
	scores        [3]int
	over          bool
	rng           engine.RNG
}

const (
	kAdd uint8 = iota
	kDraw
)

func (r *race) Current() engine.Seat {
	if r.over {
		return engine.GameOver
	}
	return engine.Seat(r.turn)
}

func (r *race) Legal(dst []engine.Action) []engine.Action {
	if r.over {
		return dst
	}
	return append(dst, engine.Action{Kind: kAdd, A: 1}, engine.Action{Kind: kAdd, A: 2}, engine.Action{Kind: kDraw})
}

func (r *race) Apply(a engine.Action, log *engine.Log) error {
	if !engine.Contains(r.Legal(nil), a) {
		return engine.Errorf(engine.CodeIllegal, "%v", a)
	}
	n := int(a.A)
	if a.Kind == kDraw {
		n = 1 + r.rng.IntN(2)
		log.Reveal("race.draw", r.Current(), "count", n)
	}
	r.total += n
	r.scores[r.turn] += n
	if r.total >= 10 {
		r.over = true
		return nil
	}
	r.turn = (r.turn + 1) % r.players
	return nil
}

func (r *race) Clone() engine.Game                   { c := *r; return &c }
func (r *race) View(engine.Seat) engine.Game         { return r.Clone() }
func (r *race) Determinize(engine.Seat, *engine.RNG) {}
func (r *race) Checksum() uint64 {
	return uint64(r.total)<<32 | uint64(r.turn)<<16 ^ uint64(r.scores[0])<<48
}
func (r *race) Result() engine.Result { return engine.Result{} }

var raceTitle = &engine.Title{
	ID: "race", MinPlayers: 2, MaxPlayers: 3,
	KindNames: []string{"add", "draw"},
	Options:   []engine.OptionSpec{{Key: "speed", Choices: []string{"slow", "fast"}}},
	New: func(cfg engine.Config, log *engine.Log) (engine.Game, error) {
		log.Add("race.start", engine.GameOver)
		return &race{players: cfg.Players, rng: engine.NewRNG(cfg.Seed)}, nil
	},
	Describe: func(g engine.Game, a engine.Action) engine.Event {
		return engine.Event{Key: "race.move", Seat: g.Current()}
	},
}

func newMatch(seats ...string) engine.Match {
	m := engine.Match{Title: "race", Seed: 7}
	for _, b := range seats {
		lvl := 0
		if b != "" {
			lvl = 2
		}
		m.Seats = append(m.Seats, engine.SeatConfig{Name: "x", Bot: b, Level: lvl})
	}
	return m
}

func TestActionTextRoundTrip(t *testing.T) {
	names := []string{"add", "draw"}
	for _, a := range []engine.Action{
		{}, {Kind: 1}, {Kind: 0, A: 255, E: 3}, {Kind: 1, X: 65535}, {Kind: 9, B: 1},
	} {
		text := a.Format(names)
		got, err := engine.ParseAction(text, names)
		if err != nil || got != a {
			t.Errorf("round trip %+v: text %q got %+v err %v", a, text, got, err)
		}
		if engine.ActionFromKey(a.Key()) != a {
			t.Errorf("key round trip %+v", a)
		}
	}
	for _, bad := range []string{"", "nope 1", "add -1", "add 256", "add x", "add 1 2 3 4 5 6 7"} {
		if _, err := engine.ParseAction(bad, names); engine.CodeOf(err) != engine.CodeBadAction {
			t.Errorf("ParseAction(%q) err = %v, want bad_action", bad, err)
		}
	}
}

func TestRNGDeterministicAndBounded(t *testing.T) {
	a, b := engine.NewRNG(42), engine.NewRNG(42)
	for i := 0; i < 1000; i++ {
		n := 1 + i%17
		x, y := a.IntN(n), b.IntN(n)
		if x != y || x < 0 || x >= n {
			t.Fatalf("IntN(%d): %d vs %d", n, x, y)
		}
	}
	c := a // copying the value copies the stream
	if a.Uint64() != c.Uint64() {
		t.Fatal("copied RNG diverged")
	}
	if a.IntN(0) != 0 || a.IntN(-3) != 0 {
		t.Fatal("IntN of non-positive bound must be 0")
	}
	counts := make([]int, 6)
	for i := 0; i < 60000; i++ {
		counts[a.IntN(6)]++
	}
	for v, c := range counts {
		if c < 9000 || c > 11000 {
			t.Errorf("IntN(6) value %d drawn %d times of 60000", v, c)
		}
	}
}

func TestRankByKeys(t *testing.T) {
	tests := []struct {
		name  string
		keys  [][]int
		place []int
		tb    int
	}{
		{"clear", [][]int{{10}, {20}, {5}}, []int{2, 1, 3}, -1},
		{"tie shared", [][]int{{10}, {10}, {5}}, []int{1, 1, 3}, -1},
		{"tie broken", [][]int{{10, 1}, {10, 3}, {5, 9}}, []int{2, 1, 3}, 1},
	}
	for _, tc := range tests {
		place, tb := engine.RankByKeys(tc.keys)
		for i := range place {
			if place[i] != tc.place[i] {
				t.Errorf("%s: place %v want %v", tc.name, place, tc.place)
				break
			}
		}
		if tb != tc.tb {
			t.Errorf("%s: tie-break depth %d want %d", tc.name, tb, tc.tb)
		}
	}
}

func TestValidateConfig(t *testing.T) {
	tests := []struct {
		cfg  engine.Config
		want engine.Code
	}{
		{engine.Config{Players: 2}, ""},
		{engine.Config{Players: 1}, engine.CodeBadConfig},
		{engine.Config{Players: 4}, engine.CodeBadConfig},
		{engine.Config{Players: 2, Options: map[string]string{"speed": "fast"}}, ""},
		{engine.Config{Players: 2, Options: map[string]string{"speed": "warp"}}, engine.CodeBadConfig},
		{engine.Config{Players: 2, Options: map[string]string{"colour": "red"}}, engine.CodeBadConfig},
	}
	for _, tc := range tests {
		cfg := tc.cfg
		err := raceTitle.Validate(&cfg)
		if engine.CodeOf(err) != tc.want {
			t.Errorf("%+v: got %v want %q", tc.cfg, err, tc.want)
		}
		if err == nil && cfg.Options["speed"] == "" {
			t.Errorf("%+v: default option not filled", tc.cfg)
		}
	}
}

func play(t *testing.T, s *engine.Session, moves ...engine.Action) {
	t.Helper()
	for _, a := range moves {
		if err := s.Apply(a); err != nil {
			t.Fatalf("apply %v: %v", a, err)
		}
	}
}

func TestSaveRoundTripReplaysSameState(t *testing.T) {
	s, err := engine.Start(raceTitle, newMatch("", "random"))
	if err != nil {
		t.Fatal(err)
	}
	play(t, s, engine.Action{Kind: kAdd, A: 2}, engine.Action{Kind: kDraw}, engine.Action{Kind: kAdd, A: 1})
	data, err := engine.EncodeSave(&s.Match)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "format = 1") {
		t.Fatalf("save lacks the format line:\n%s", data)
	}
	m, err := engine.DecodeSave(data)
	if err != nil {
		t.Fatal(err)
	}
	s2, err := engine.Start(raceTitle, *m)
	if err != nil {
		t.Fatal(err)
	}
	if ev := s2.Events(); len(ev) == 0 || ev[0].Key != "race.start" {
		t.Fatalf("the opening's events are not in the session log: %+v", ev)
	}
	if s.Game.Checksum() != s2.Game.Checksum() || len(s2.Steps) != 3 {
		t.Fatalf("replayed state differs: %x vs %x", s.Game.Checksum(), s2.Game.Checksum())
	}
}

func TestApplyRefusalChangesNothing(t *testing.T) {
	s, _ := engine.Start(raceTitle, newMatch("", ""))
	before := s.Game.Checksum()
	err := s.Apply(engine.Action{Kind: kAdd, A: 3})
	var re *engine.RuleError
	if !errors.As(err, &re) || re.Code != engine.CodeIllegal {
		t.Fatalf("err = %v, want illegal", err)
	}
	if s.Game.Checksum() != before || len(s.Steps) != 0 || len(s.Match.Actions) != 0 {
		t.Fatal("refused action changed the session")
	}
}

func TestDecodeSaveRejectsBadFiles(t *testing.T) {
	goodMatch := newMatch("", "random")
	goodBytes, err := engine.EncodeSave(&goodMatch)
	if err != nil {
		t.Fatal(err)
	}
	good := string(goodBytes)
	if _, err := engine.DecodeSave(goodBytes); err != nil {
		t.Fatalf("good save refused: %v", err)
	}
	for name, data := range map[string]string{
		"empty":     "",
		"garbage":   "\x00\xff{{{",
		"format 2":  strings.Replace(good, "format = 1", "format = 2", 1),
		"no title":  strings.Replace(good, "title = \"race\"", "", 1),
		"extra key": good + "cheat = true\n",
		"bad level": strings.Replace(good, "level = 2", "level = 9", 1),
		"edited":    strings.Replace(good, "seed = 7", "seed = 8", 1),
	} {
		if _, err := engine.DecodeSave([]byte(data)); engine.CodeOf(err) != engine.CodeBadSave {
			t.Errorf("%s: err = %v, want bad_save", name, err)
		}
	}
	// A save cut anywhere fails, or (when the cut only drops a trailing
	// zero value) loads the very same match; never a different game.
	goodMatch.Actions = []string{"add 1", "draw"}
	goodBytes, _ = engine.EncodeSave(&goodMatch)
	want, _ := engine.DecodeSave(goodBytes)
	for cut := 0; cut < len(goodBytes)-1; cut++ {
		m, err := engine.DecodeSave(goodBytes[:cut])
		if err == nil && !reflect.DeepEqual(m, want) {
			t.Errorf("save truncated at %d loaded a different match: %+v", cut, m)
		}
	}
	colour := newMatch("", "random")
	colour.Seats[1].Colour = engine.MaxColours
	colourBytes, _ := engine.EncodeSave(&colour)
	if _, err := engine.DecodeSave(colourBytes); err == nil || !strings.Contains(err.Error(), "colour") {
		t.Errorf("seat colour out of range: err = %v", err)
	}
	bad := newMatch("", "random")
	bad.Actions = []string{"add 7"}
	badBytes, _ := engine.EncodeSave(&bad)
	m, err := engine.DecodeSave(badBytes)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := engine.Start(raceTitle, *m); engine.CodeOf(err) != engine.CodeBadSave || !strings.Contains(err.Error(), "action 0") {
		t.Errorf("unreplayable save: %v", err)
	}
}

func TestStoreAtomicWriteAndQuarantine(t *testing.T) {
	st := engine.Store{Dir: filepath.Join(t.TempDir(), "saves")}
	s, _ := engine.Start(raceTitle, newMatch("", "random"))
	play(t, s, engine.Action{Kind: kAdd, A: 1})
	if err := st.Write(engine.AutosaveName, &s.Match); err != nil {
		t.Fatal(err)
	}
	m, err := st.Read(engine.AutosaveName)
	if err != nil || len(m.Actions) != 1 {
		t.Fatalf("read back: %v %+v", err, m)
	}
	if err := os.WriteFile(st.Path("broken.toml"), []byte("format = "), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Read("broken.toml"); engine.CodeOf(err) != engine.CodeBadSave {
		t.Fatalf("broken read: %v", err)
	}
	moved, err := st.Quarantine("broken.toml")
	if err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(moved); err != nil || string(b) != "format = " {
		t.Fatalf("quarantined file lost: %v", err)
	}
	list, _ := st.List()
	if len(list) != 1 || list[0].Name != engine.AutosaveName {
		t.Fatalf("list = %+v", list)
	}
	entries, _ := os.ReadDir(st.Dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("temporary file left behind: %s", e.Name())
		}
	}
}

func FuzzDecodeSave(f *testing.F) {
	seeds, _ := filepath.Glob("testdata/saves/*.toml")
	for _, p := range seeds {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := engine.DecodeSave(data)
		if err != nil {
			if engine.CodeOf(err) != engine.CodeBadSave {
				t.Fatalf("error without bad_save code: %v", err)
			}
			return
		}
		if m.Title == raceTitle.ID {
			engine.Start(raceTitle, *m) // must not panic, whatever it returns
		}
	})
}

func TestOptionActive(t *testing.T) {
	o := engine.OptionSpec{Key: "obj1", When: "mode=custom"}
	for _, tc := range []struct {
		values map[string]string
		want   bool
	}{
		{map[string]string{"mode": "custom"}, true},
		{map[string]string{"mode": "basic"}, false},
		{nil, false},
	} {
		if got := o.Active(tc.values); got != tc.want {
			t.Errorf("Active(%v) = %v, want %v", tc.values, got, tc.want)
		}
	}
	if !(engine.OptionSpec{Key: "x"}).Active(nil) {
		t.Error("an option without When must always be active")
	}
}
