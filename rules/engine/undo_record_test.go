package engine_test

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"stolik/rules/engine"
)

// matchDiff names every field of the Match that differs, so a failure says
// "Actions: [...] vs [...]" rather than "not equal".
func matchDiff(got, want engine.Match) []string {
	var out []string
	gv, wv := reflect.ValueOf(got), reflect.ValueOf(want)
	for i := 0; i < gv.NumField(); i++ {
		f := gv.Type().Field(i).Name
		a, b := gv.Field(i).Interface(), wv.Field(i).Interface()
		// An empty action list and a nil one are the same record; the
		// digest is the loaded file's until EncodeSave recomputes it (the
		// saved forms are compared byte for byte).
		if f == "Actions" && len(got.Actions) == 0 && len(want.Actions) == 0 || f == "Digest" {
			continue
		}
		if !reflect.DeepEqual(a, b) {
			out = append(out, fmt.Sprintf("%s: %v, want %v", f, a, b))
		}
	}
	return out
}

// sameSession fails t unless got is, field by field and in its saved form,
// the session want: the match record, the steps, the events and the state.
func sameSession(t *testing.T, what string, got, want *engine.Session) {
	t.Helper()
	for _, d := range matchDiff(got.Match, want.Match) {
		t.Errorf("%s: match record differs: %s", what, d)
	}
	gs, err1 := engine.EncodeSave(&got.Match)
	ws, err2 := engine.EncodeSave(&want.Match)
	if err1 != nil || err2 != nil {
		t.Fatalf("%s: EncodeSave: %v, %v", what, err1, err2)
	}
	if !bytes.Equal(gs, ws) {
		t.Errorf("%s: the autosave would hold another game:\n%s\nwant:\n%s", what, gs, ws)
	}
	if !reflect.DeepEqual(got.Steps, want.Steps) {
		t.Errorf("%s: steps %v, want %v", what, got.Steps, want.Steps)
	}
	if !reflect.DeepEqual(got.Events(), want.Events()) {
		t.Errorf("%s: %d events, want %d", what, len(got.Events()), len(want.Events()))
	}
	if got.Game.Checksum() != want.Game.Checksum() {
		t.Errorf("%s: the game state differs from the one that never made the undone moves", what)
	}
}

// Undo must leave exactly the match that never made the undone moves: the
// record the autosave writes, the steps, the log and the state. Counting
// steps is not enough: a record that kept the undone actions would reload
// as another game.
func TestUndoLeavesTheMatchThatNeverMadeTheMoves(t *testing.T) {
	add := func(n uint8) engine.Action { return engine.Action{Kind: kAdd, A: n} }
	// No draw: undo never crosses a reveal (see UndoCheck).
	moves := []engine.Action{add(1), add(2), add(1), add(1), add(2), add(1)}
	// Seats: human, bot, bot. The human decides at steps 0 and 3; undo
	// goes back before step 3 (with the bots' moves after it), then
	// before step 0.
	m := newMatch("", "greedy", "random")
	full, err := engine.Start(raceTitle, m)
	if err != nil {
		t.Fatal(err)
	}
	play(t, full, moves...)
	for _, back := range []int{3, 0} {
		if err := full.Undo(0); err != nil {
			t.Fatalf("undo to %d: %v", back, err)
		}
		never, err := engine.Start(raceTitle, m)
		if err != nil {
			t.Fatal(err)
		}
		play(t, never, moves[:back]...)
		sameSession(t, fmt.Sprintf("after undo to step %d", back), full, never)
		// The saved form loads back as that same match.
		data, _ := engine.EncodeSave(&full.Match)
		loaded, err := engine.DecodeSave(data)
		if err != nil {
			t.Fatal(err)
		}
		again, err := engine.Start(raceTitle, *loaded)
		if err != nil {
			t.Fatal(err)
		}
		sameSession(t, fmt.Sprintf("reloaded after undo to step %d", back), again, never)
	}
}

// A refused undo changes nothing at all.
func TestRefusedUndoChangesNothing(t *testing.T) {
	m := newMatch("", "")
	s, _ := engine.Start(raceTitle, m)
	play(t, s, engine.Action{Kind: kAdd, A: 1}, engine.Action{Kind: kDraw})
	before, _ := engine.Start(raceTitle, m)
	play(t, before, engine.Action{Kind: kAdd, A: 1}, engine.Action{Kind: kDraw})
	// Seat 1's last decision drew (a reveal); seat 0's is behind seat 1's.
	if err := s.Undo(1); engine.CodeOf(err) != engine.CodeUndoReveal {
		t.Fatalf("undo past a draw: %v", err)
	}
	sameSession(t, "after an undo refused for a reveal", s, before)
	if err := s.Undo(0); engine.CodeOf(err) != engine.CodeUndoOther {
		t.Fatalf("undo of a move another player has answered: %v", err)
	}
	sameSession(t, "after an undo refused for another's move", s, before)
}

// A save whose digest line is missing, empty or wrong is refused as
// damaged: the digest is what tells a file cut at a line boundary (still
// valid TOML) from the game that was saved.
func TestSaveWithoutAValidDigestIsRefused(t *testing.T) {
	m := newMatch("", "random")
	m.Actions = []string{"add 1", "draw"}
	good, err := engine.EncodeSave(&m)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(good), "\n")
	digestLine := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "digest = ") {
			digestLine = i
		}
	}
	if digestLine < 0 {
		t.Fatalf("the save has no digest line:\n%s", good)
	}
	with := func(line string) []byte {
		c := append([]string(nil), lines...)
		c[digestLine] = line
		return []byte(strings.Join(c, "\n"))
	}
	// Another match's digest: valid in form, wrong for this file.
	other := newMatch("", "random")
	otherSave, _ := engine.EncodeSave(&other)
	otherDigest := ""
	for _, l := range strings.Split(string(otherSave), "\n") {
		if strings.HasPrefix(l, "digest = ") {
			otherDigest = l
		}
	}
	if otherDigest == lines[digestLine] {
		t.Fatal("two different matches have the same digest")
	}
	for _, tc := range []struct {
		name string
		data []byte
	}{
		{"missing digest line", with("")},
		{"empty digest", with(`digest = ""`)},
		{"wrong digest", with(`digest = "0123456789abcdef"`)},
		{"another match's digest", with(otherDigest)},
		{"digest in capitals", with(lines[digestLine][:10] + strings.ToUpper(lines[digestLine][10:]))},
	} {
		_, err := engine.DecodeSave(tc.data)
		if engine.CodeOf(err) != engine.CodeBadSave || !strings.Contains(err.Error(), "digest") {
			t.Errorf("%s: err = %v, want bad_save naming the digest", tc.name, err)
		}
	}
	if _, err := engine.DecodeSave(good); err != nil {
		t.Fatalf("the untouched save is refused: %v", err)
	}
}

// Undo goes back to a human decision only: bots' moves alone cannot be
// undone.
func TestUndoNeedsAHumanStep(t *testing.T) {
	bots, _ := engine.Start(raceTitle, newMatch("random", "greedy"))
	play(t, bots, engine.Action{Kind: kAdd, A: 1}, engine.Action{Kind: kAdd, A: 2}, engine.Action{Kind: kAdd, A: 1})
	if bots.CanUndo(0) {
		t.Error("undo offered in a match of bots")
	}
	if err := bots.Undo(0); engine.CodeOf(err) != engine.CodeNothingUndo || len(bots.Steps) != 3 {
		t.Errorf("undo in a match of bots: %v, %d steps", err, len(bots.Steps))
	}
}

// Bot levels 1 to 3 load; 0 and 4 do not.
func TestSaveBotLevels(t *testing.T) {
	for level, ok := range map[int]bool{0: false, 1: true, 2: true, 3: true, 4: false} {
		m := newMatch("", "random")
		m.Seats[1].Level = level
		data, _ := engine.EncodeSave(&m)
		_, err := engine.DecodeSave(data)
		if (err == nil) != ok {
			t.Errorf("bot level %d: %v", level, err)
		}
	}
}
