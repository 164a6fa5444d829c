package engine_test

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"stolik/rules/engine"
)

// keyOf is the precise reason a refusal carries, or "" when it has none.
func keyOf(err error) string {
	var re *engine.RuleError
	if errors.As(err, &re) {
		return re.Key
	}
	return ""
}

func saveBytes(t *testing.T, m engine.Match) []byte {
	t.Helper()
	b, err := engine.EncodeSave(&m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Every bound of a save is refused with its own reason, even when the file
// carries a valid digest (it was written by a program, not damaged): the
// 1 200-character seat name that crashed the app on Kontynuuj is here.
func TestDecodeSaveBoundsEveryField(t *testing.T) {
	long := strings.Repeat("Ż", 1200)
	tests := []struct {
		name string
		edit func(m *engine.Match)
		key  string
	}{
		{"1200-character seat name", func(m *engine.Match) { m.Seats[0].Name = long }, "problem.name_too_long"},
		{"25-character seat name", func(m *engine.Match) { m.Seats[1].Name = strings.Repeat("a", 25) }, "problem.name_too_long"},
		{"blank seat name", func(m *engine.Match) { m.Seats[0].Name = "   " }, "problem.name_empty"},
		{"newline in a name", func(m *engine.Match) { m.Seats[0].Name = "Ala\nOla" }, "problem.name_control"},
		{"title not a code name", func(m *engine.Match) { m.Title = "../../etc" }, "problem.bad_title"},
		{"nine seats", func(m *engine.Match) {
			for len(m.Seats) < 9 {
				m.Seats = append(m.Seats, engine.SeatConfig{Name: "x"})
			}
		}, "problem.seat_count"},
		{"bot kind not a code name", func(m *engine.Match) { m.Seats[1].Bot = "Wizard!" }, "problem.bot_unknown"},
		{"bot level 9", func(m *engine.Match) { m.Seats[1].Level = 9 }, "problem.bot_level"},
		{"colour 6", func(m *engine.Match) { m.Seats[1].Colour = engine.MaxColours }, "problem.colour"},
		{"colour -1", func(m *engine.Match) { m.Seats[1].Colour = -1 }, "problem.colour"},
		{"too many actions", func(m *engine.Match) { m.Actions = make([]string, engine.MaxActions+1) }, "problem.too_many_actions"},
		{"long action", func(m *engine.Match) { m.Actions = []string{strings.Repeat("add ", 40)} }, "problem.action_bad"},
		{"too many options", func(m *engine.Match) {
			m.Options = map[string]string{}
			for i := 0; i <= engine.MaxOptions; i++ {
				m.Options[fmt.Sprint("o", i)] = "x"
			}
		}, "problem.too_many_options"},
		{"long option value", func(m *engine.Match) { m.Options = map[string]string{"speed": long} }, "problem.option_bad"},
	}
	for _, tc := range tests {
		m := newMatch("", "random")
		tc.edit(&m)
		_, err := engine.DecodeSave(saveBytes(t, m))
		if engine.CodeOf(err) != engine.CodeBadSave || keyOf(err) != tc.key {
			t.Errorf("%s: err = %v (key %q), want %s", tc.name, err, keyOf(err), tc.key)
		}
	}
	var re *engine.RuleError
	m := newMatch("", "random")
	m.Seats[0].Name = long
	_, err := engine.DecodeSave(saveBytes(t, m))
	if !errors.As(err, &re) {
		t.Fatalf("the long name was accepted")
	}
	if re.Args["number"] != 1200 || re.Args["seat"] != 1 || re.Args["max"] != engine.MaxNameRunes {
		t.Errorf("the long-name refusal must say which seat and how long: %+v", re)
	}
	if len(re.Detail) > 200 {
		t.Errorf("the detail repeats the whole name (%d bytes)", len(re.Detail))
	}
}

// A save this build cannot play (unknown title, a title not built yet, a
// bot it does not have, seats or options the title does not allow) is
// refused by CheckMatch with a reason, not by «Ta gra nie jest jeszcze
// gotowa» on every click.
func TestCheckMatch(t *testing.T) {
	botOK := func(kind string, level int) bool { return kind == "random" || kind == "greedy" }
	unbuilt := &engine.Title{ID: "race", MinPlayers: 2, MaxPlayers: 3}
	tests := []struct {
		name  string
		title *engine.Title
		edit  func(m *engine.Match)
		key   string
	}{
		{"playable", raceTitle, func(m *engine.Match) {}, ""},
		{"unknown title", nil, func(m *engine.Match) { m.Title = "chess" }, "problem.unknown_title"},
		{"title not built", unbuilt, func(m *engine.Match) {}, "problem.title_not_built"},
		{"unknown bot", raceTitle, func(m *engine.Match) { m.Seats[1].Bot = "wizard" }, "problem.bot_unknown"},
		{"four seats for a 2-3 title", raceTitle, func(m *engine.Match) {
			m.Seats = append(m.Seats, m.Seats[0], m.Seats[0])
		}, "problem.players"},
		{"unknown option", raceTitle, func(m *engine.Match) { m.Options = map[string]string{"turbo": "1"} }, "problem.option_unknown"},
		{"option value", raceTitle, func(m *engine.Match) { m.Options = map[string]string{"speed": "warp"} }, "problem.option_value"},
	}
	for _, tc := range tests {
		m := newMatch("", "random")
		tc.edit(&m)
		err := engine.CheckMatch(&m, tc.title, botOK)
		if keyOf(err) != tc.key || (tc.key != "" && engine.CodeOf(err) != engine.CodeBadSave) {
			t.Errorf("%s: err = %v, want key %q", tc.name, err, tc.key)
		}
	}
}

func TestDecodeTOMLReasons(t *testing.T) {
	type conf struct {
		Volume int    `toml:"volume"`
		Lang   string `toml:"language"`
	}
	tests := []struct {
		name, body, key string
		line            int
	}{
		{"syntax", "volume = 3\nlanguage = [\n", "problem.syntax", 2},
		{"wrong type", "language = \"pl\"\nvolume = \"głośno\"\n", "problem.wrong_type", 2},
		{"unknown key", "volume = 3\ncolour = 2\n", "problem.unknown_key", 0},
		{"not UTF-8", "language = \"\xff\"\n", "problem.not_text", 0},
		// 10 000 nested inline tables cost the decoder 5 GB; refused
		// before it sees them.
		{"deep nesting", "volume = " + strings.Repeat("{a=", 10000), "problem.too_deep", 1},
		{"deep arrays", "x = " + strings.Repeat("[", 100000), "problem.too_deep", 1},
	}
	for _, tc := range tests {
		var c conf
		err := engine.DecodeTOML(engine.CodeBadFile, []byte(tc.body), &c)
		var re *engine.RuleError
		if !errors.As(err, &re) || re.Code != engine.CodeBadFile || re.Key != tc.key {
			t.Errorf("%s: err = %v, want %s", tc.name, err, tc.key)
			continue
		}
		if tc.line > 0 && re.Args["line"] != tc.line {
			t.Errorf("%s: line %v, want %d", tc.name, re.Args["line"], tc.line)
		}
	}
	// Brackets inside strings and comments are not nesting.
	var c conf
	body := "# [[[[[[[[[[[[[[[[[[[[\nlanguage = \"[[[[[[[[[[[[[[[[[[[[{{{{\"\nvolume = 1 # {{{{{{{{{{{{{{{{{{\n"
	if err := engine.DecodeTOML(engine.CodeBadFile, []byte(body), &c); err != nil || c.Volume != 1 {
		t.Errorf("brackets in strings and comments refused: %v", err)
	}
}

// Only regular files are read; a FIFO (which would block a plain open
// until a writer comes), a device (which would read without end), a
// folder and a file larger than the cap are refused without blocking and
// without reading them whole.
func TestReadFileLimitedRefusesSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.toml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatalf("mkfifo: %v", err)
	}
	dev := filepath.Join(dir, "zero.toml")
	if err := os.Symlink("/dev/zero", dev); err != nil {
		t.Fatal(err)
	}
	folder := filepath.Join(dir, "folder.toml")
	os.Mkdir(folder, 0o755)
	big := filepath.Join(dir, "big.toml")
	f, _ := os.Create(big)
	f.Truncate(engine.MaxSaveBytes + 1) // sparse: nothing is written
	f.Close()
	good := filepath.Join(dir, "good.toml")
	os.WriteFile(good, []byte("a = 1\n"), 0o644)
	link := filepath.Join(dir, "link.toml")
	os.Symlink(good, link)
	for path, key := range map[string]string{
		fifo:   "problem.not_regular.fifo",
		dev:    "problem.not_regular.device",
		folder: "problem.not_regular.dir",
		big:    "problem.too_large",
	} {
		_, err := engine.ReadFileLimited(path, engine.MaxSaveBytes, engine.CodeBadSave)
		if engine.CodeOf(err) != engine.CodeBadSave || keyOf(err) != key {
			t.Errorf("%s: err = %v, want %s", filepath.Base(path), err, key)
		}
	}
	for _, p := range []string{good, link} {
		if b, err := engine.ReadFileLimited(p, 100, engine.CodeBadFile); err != nil || string(b) != "a = 1\n" {
			t.Errorf("%s: %q, %v", filepath.Base(p), b, err)
		}
	}
	if _, err := engine.ReadFileLimited(good, 3, engine.CodeBadFile); keyOf(err) != "problem.too_large" {
		t.Errorf("a file over the cap: %v", err)
	}
	if _, err := engine.ReadFileLimited(filepath.Join(dir, "none.toml"), 100, engine.CodeBadFile); !engine.Missing(err) {
		t.Errorf("a missing file must be Missing: %v", err)
	}
	if _, err := engine.ReadFileLimited(filepath.Join(good, "x.toml"), 100, engine.CodeBadFile); !engine.Missing(err) {
		t.Errorf("a file under a regular file must be Missing: %v", err)
	}
}

// The store moves a FIFO autosave aside like any broken save, and a
// broken save whose name is as long as the file system allows is still
// moved aside (under a shortened name) with its bytes intact.
func TestQuarantineSpecialAndLongNames(t *testing.T) {
	st := engine.Store{Dir: t.TempDir()}
	if err := syscall.Mkfifo(st.Path(engine.AutosaveName), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Read(engine.AutosaveName); keyOf(err) != "problem.not_regular.fifo" {
		t.Fatalf("FIFO autosave: %v", err)
	}
	aside, err := st.Quarantine(engine.AutosaveName)
	if err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(aside); err != nil || fi.Mode()&fs.ModeNamedPipe == 0 {
		t.Errorf("the FIFO was not moved aside as it was: %v", err)
	}
	long := strings.Repeat("ż", 125) + ".toml" // 255 bytes, the most ext4 and tmpfs allow
	if err := os.WriteFile(st.Path(long), []byte("zepsuty"), 0o644); err != nil {
		t.Fatal(err)
	}
	aside, err = st.Quarantine(long)
	if err != nil {
		t.Fatalf("a long name could not be moved aside: %v", err)
	}
	if b, _ := os.ReadFile(aside); string(b) != "zepsuty" || !strings.Contains(aside, ".uszkodzony-") || len(filepath.Base(aside)) > 255 {
		t.Errorf("moved aside as %q (%d bytes), content %q", filepath.Base(aside), len(filepath.Base(aside)), b)
	}
	if _, err := os.Stat(st.Path(long)); !os.IsNotExist(err) {
		t.Error("the long-named file is still in place")
	}
}

// ReadTOMLFile, the campaign and settings loaders' one call: a good file
// decodes, a missing one is left alone, and a bad one (here: a check of
// the caller's fails) is moved aside with the reason.
func TestReadTOMLFile(t *testing.T) {
	dir := t.TempDir()
	type progress struct {
		Done []string `toml:"done"`
	}
	path := filepath.Join(dir, "campaign.toml")
	var p progress
	if _, err := engine.ReadTOMLFile(path, 1<<10, engine.CodeBadFile, &p, nil); !engine.Missing(err) {
		t.Fatalf("missing file: %v", err)
	}
	os.WriteFile(path, []byte(`done = ["a", "b"]`), 0o644)
	check := func() error {
		if len(p.Done) > 1 {
			return &engine.RuleError{Code: engine.CodeBadFile, Key: "problem.invalid", Args: map[string]any{"detail": "za dużo"}}
		}
		return nil
	}
	aside, err := engine.ReadTOMLFile(path, 1<<10, engine.CodeBadFile, &p, check)
	if keyOf(err) != "problem.invalid" || aside == "" {
		t.Fatalf("refused by the check: aside %q, err %v", aside, err)
	}
	if b, _ := os.ReadFile(aside); string(b) != `done = ["a", "b"]` {
		t.Errorf("moved-aside bytes changed: %q", b)
	}
	os.WriteFile(path, []byte(`done = ["a"]`), 0o644)
	p = progress{}
	if aside, err := engine.ReadTOMLFile(path, 1<<10, engine.CodeBadFile, &p, check); err != nil || aside != "" || len(p.Done) != 1 {
		t.Errorf("good file: %v %q %+v", err, aside, p)
	}
}

// A write killed between creating its temporary file and renaming it
// leaves ".autosave.toml.tmp-NNN" behind; the start-up clean-up removes
// old ones and nothing else.
func TestRemoveStaleTemps(t *testing.T) {
	st := engine.Store{Dir: t.TempDir()}
	old := time.Now().Add(-2 * engine.StaleTempAge)
	files := map[string]bool{ // name → must survive
		".autosave.toml.tmp-123456":  false,
		".settings.toml.tmp-9":       false,
		".autosave.toml.tmp-777-new": true, // not CreateTemp's digits
		"autosave.toml":              true,
		".autosave.toml.tmp-abc":     true,
		"notes.tmp-1":                true,
	}
	for name := range files {
		os.WriteFile(st.Path(name), []byte("x"), 0o644)
		os.Chtimes(st.Path(name), old, old)
	}
	young := ".autosave.toml.tmp-555"
	os.WriteFile(st.Path(young), []byte("x"), 0o644) // maybe another copy's write in progress
	files[young] = true
	n, err := st.CleanTemps()
	if err != nil || n != 2 {
		t.Errorf("removed %d, %v; want 2", n, err)
	}
	for name, keep := range files {
		_, err := os.Stat(st.Path(name))
		if (err == nil) != keep {
			t.Errorf("%s: exists %v, want %v", name, err == nil, keep)
		}
	}
}

// A data path that is a regular file: Check says so (and not that an
// autosave could not be moved aside), reading the autosave finds nothing,
// and a write fails with a reason naming the folder.
func TestStoreOnAFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "dane")
	os.WriteFile(file, []byte("nie folder"), 0o644)
	st := engine.Store{Dir: file}
	if err := st.Check(); keyOf(err) != "problem.store_not_dir" || engine.CodeOf(err) != engine.CodeWriteFailed {
		t.Errorf("Check: %v", err)
	}
	if _, err := st.Read(engine.AutosaveName); !engine.Missing(err) {
		t.Errorf("Read: %v, want Missing", err)
	}
	s, _ := engine.Start(raceTitle, newMatch("", "random"))
	err := st.Write(engine.AutosaveName, &s.Match)
	var re *engine.RuleError
	if !errors.As(err, &re) || re.Code != engine.CodeWriteFailed || re.Key != "problem.store_not_dir" || re.Args["dir"] != file {
		t.Errorf("Write: %+v", err)
	}
	if b, _ := os.ReadFile(file); string(b) != "nie folder" {
		t.Error("the file in the way was changed")
	}
	if err := (engine.Store{Dir: t.TempDir()}).Check(); err != nil {
		t.Errorf("Check of a writable folder: %v", err)
	}
}

// Write failures are told apart for the player: the operating system's
// errors map to their own reasons. (A read-only folder cannot be made
// here when the tests run as root, so the errors are built directly; the
// scenes test a failing store end to end.)
func TestWriteErrorReasons(t *testing.T) {
	for errno, key := range map[syscall.Errno]string{
		syscall.EACCES:       "problem.os.permission",
		syscall.EPERM:        "problem.os.permission",
		syscall.EROFS:        "problem.os.read_only",
		syscall.ENOSPC:       "problem.os.no_space",
		syscall.EDQUOT:       "problem.os.no_space",
		syscall.ENOTDIR:      "problem.os.not_dir",
		syscall.ENAMETOOLONG: "problem.os.name_too_long",
		syscall.EIO:          "problem.os.other",
	} {
		err := engine.WriteError("/dane", &fs.PathError{Op: "open", Path: "/dane/x", Err: errno})
		var re *engine.RuleError
		if !errors.As(err, &re) || re.Key != key || re.Args["dir"] != "/dane" || re.Args["detail"] != errno.Error() {
			t.Errorf("%v: %+v, want %s", errno, re, key)
		}
	}
}

// FuzzDecodeTOML feeds the generic decoder (the one settings and campaign
// progress use) anything: it must refuse with a *RuleError of the given
// code or decode, never panic, hang or allocate without bound.
func FuzzDecodeTOML(f *testing.F) {
	f.Add([]byte("done = [\"a\"]\nscore = 3\n[[stage]]\nid = \"x\"\nwon = true\n"))
	f.Add([]byte("language = \"pl\"\nvolume = 70\n"))
	f.Add([]byte("a = [[[{b = \"]]]\"}]]]"))
	type stage struct {
		ID  string `toml:"id"`
		Won bool   `toml:"won"`
	}
	type progress struct {
		Done  []string          `toml:"done"`
		Score int               `toml:"score"`
		Stage []stage           `toml:"stage"`
		Notes map[string]string `toml:"notes"`
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var p progress
		if err := engine.DecodeTOML(engine.CodeBadFile, data, &p); err != nil {
			var re *engine.RuleError
			if !errors.As(err, &re) || re.Code != engine.CodeBadFile || re.Key == "" {
				t.Fatalf("error without its code and reason: %v", err)
			}
		}
	})
}
