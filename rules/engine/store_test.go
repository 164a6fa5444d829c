package engine_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"stolik/rules/engine"
)

// A failed rename (the target is a folder) is an error, not a save that
// silently never happened, and it leaves no temporary file behind.
func TestWriteFileAtomicReportsAFailedRename(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "autosave.toml")
	if err := os.MkdirAll(filepath.Join(target, "inside"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := engine.WriteFileAtomic(target, []byte("format = 1\n")); err == nil {
		t.Error("writing over a non-empty folder reported success")
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("temporary file %s left behind", e.Name())
		}
	}
}

// Quarantine tries 100 names (…-0 to …-99) per second and then gives up
// with an error instead of overwriting one or looking further. The names
// are taken for the current second and the next two; should the clock run
// past them before Quarantine looks, the file is put back and the test
// tries again with the new second.
func TestQuarantineGivesUpAfterAHundredNames(t *testing.T) {
	st := engine.Store{Dir: t.TempDir()}
	src := st.Path("broken.toml")
	if err := os.WriteFile(src, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	taken := map[string]bool{}
	for try := 0; try < 5; try++ {
		now := time.Now().UTC()
		for s := 0; s <= 2; s++ {
			stamp := now.Add(time.Duration(s) * time.Second).Format("20060102-150405")
			if taken[stamp] {
				continue
			}
			taken[stamp] = true
			// …-0 to …-99 taken; the 101st name (…-100) stays free, so a
			// loop that went one further would move the file there.
			for i := 0; i < 100; i++ {
				if err := os.WriteFile(src+".uszkodzony-"+stamp+"-"+strconv.Itoa(i), nil, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
		dst, err := st.Quarantine("broken.toml")
		if err != nil {
			if b, rerr := os.ReadFile(src); rerr != nil || string(b) != "x" {
				t.Errorf("the broken save did not stay where it was: %v", rerr)
			}
			return
		}
		stamp := strings.TrimPrefix(dst, src+".uszkodzony-")
		stamp = stamp[:min(len(stamp), len("20060102-150405"))]
		if taken[stamp] {
			t.Fatalf("all 100 names of second %s taken, yet the file moved to %s", stamp, dst)
		}
		if err := os.Rename(dst, src); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the clock ran past the prepared names five times over: the test could not check the limit")
}

// Undo skips steps whose actor is no seat of the match (a step list
// edited by a caller) and says there is nothing to undo, never panics.
func TestUndoSkipsStepsOfNoSeat(t *testing.T) {
	// One human against a bot: undo may reach back past others' steps.
	s, _ := engine.Start(raceTitle, newMatch("", "random"))
	play(t, s, engine.Action{Kind: kAdd, A: 1}, engine.Action{Kind: kAdd, A: 2})
	for i := range s.Steps {
		s.Steps[i].Actor = engine.Seat(len(s.Match.Seats))
	}
	if s.CanUndo(0) {
		t.Error("undo offered although no step was made by a seat of the match")
	}
	if err := s.Undo(0); engine.CodeOf(err) != engine.CodeNothingUndo {
		t.Errorf("undo over steps of no seat: %v, want nothing_undo", err)
	}
}
