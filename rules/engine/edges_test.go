package engine_test

import (
	"errors"
	"strings"
	"testing"

	"stolik/rules/engine"
)

// Edges of the save's bounds found by mutation (gremlins v0.5.0, session
// 6): every limit is inclusive (a field of exactly the maximum is taken),
// a code name is exactly a-z, 0-9, _ and -, and the refusals' arguments
// count seats and actions from 1 as the player does.
func TestSaveLimitsAreInclusive(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(m *engine.Match)
		key  string
	}{
		{"an option value of exactly the maximum", func(m *engine.Match) {
			m.Options = map[string]string{"speed": strings.Repeat("f", engine.MaxOptionBytes)}
		}, ""},
		{"one byte more", func(m *engine.Match) {
			m.Options = map[string]string{"speed": strings.Repeat("f", engine.MaxOptionBytes+1)}
		}, "problem.option_bad"},
		{"an action of exactly the maximum", func(m *engine.Match) {
			m.Actions = []string{strings.Repeat("a", engine.MaxActionBytes)}
		}, ""},
		{"a title name of exactly the maximum", func(m *engine.Match) { m.Title = strings.Repeat("r", engine.MaxIDBytes) }, ""},
		{"one byte more", func(m *engine.Match) { m.Title = strings.Repeat("r", engine.MaxIDBytes+1) }, "problem.bad_title"},
		{"every character of a code name", func(m *engine.Match) { m.Title = "az09_-" }, ""},
		{"a backquote (before a)", func(m *engine.Match) { m.Title = "a`" }, "problem.bad_title"},
		{"a brace (after z)", func(m *engine.Match) { m.Title = "z{" }, "problem.bad_title"},
		{"a slash (before 0)", func(m *engine.Match) { m.Title = "0/" }, "problem.bad_title"},
		{"a colon (after 9)", func(m *engine.Match) { m.Title = "9:" }, "problem.bad_title"},
		{"a capital", func(m *engine.Match) { m.Title = "Race" }, "problem.bad_title"},
	} {
		m := newMatch("", "random")
		tc.edit(&m)
		if _, err := engine.DecodeSave(saveBytes(t, m)); keyOf(err) != tc.key {
			t.Errorf("%s: %v, want key %q", tc.name, err, tc.key)
		}
	}
	for _, name := range []string{"a", "z", "0", "9", "_", "-"} {
		m := newMatch("", "random")
		m.Title = name
		if _, err := engine.DecodeSave(saveBytes(t, m)); err != nil {
			t.Errorf("title %q: %v, want a code name", name, err)
		}
	}
}

func TestSaveRefusalsCountFromOne(t *testing.T) {
	var re *engine.RuleError
	args := func(err error) map[string]any {
		t.Helper()
		if !errors.As(err, &re) {
			t.Fatalf("%v is not a *RuleError", err)
		}
		return re.Args
	}
	m := newMatch("", "random")
	m.Seats[1].Colour = engine.MaxColours
	_, err := engine.DecodeSave(saveBytes(t, m))
	if a := args(err); a["seat"] != 2 || a["max"] != engine.MaxColours-1 {
		t.Errorf("colour of seat index 1: %v, want seat 2, max %d (the last colour)", a, engine.MaxColours-1)
	}
	m = newMatch("", "random")
	m.Actions = []string{"add 1", strings.Repeat("a", engine.MaxActionBytes+1)}
	_, err = engine.DecodeSave(saveBytes(t, m))
	if a := args(err); a["n"] != 2 {
		t.Errorf("action index 1 too long: %v, want n 2", a)
	}
	m = newMatch("", "wizard")
	err = engine.CheckMatch(&m, raceTitle, func(kind string, _ int) bool { return kind == "random" })
	if a := args(err); a["seat"] != 2 {
		t.Errorf("unknown bot at seat index 1: %v, want seat 2", a)
	}
	m = newMatch("", "")
	m.Actions = []string{"add 1", "add 7"}
	_, err = engine.Start(raceTitle, m)
	if a := args(err); a["n"] != 2 || keyOf(err) != "problem.replay" {
		t.Errorf("action index 1 does not replay: %v (%s), want n 2", a, keyOf(err))
	}
	// The table's full size is allowed (race: 2 to 3 players).
	m = newMatch("", "", "random")
	if err := engine.CheckMatch(&m, raceTitle, func(string, int) bool { return true }); err != nil {
		t.Errorf("3 seats for a 2-3 player title: %v", err)
	}
}
