package engine

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Edges of the store found by mutation (gremlins v0.5.0, session 6).

// Check passes on a folder it may create and write in, and makes it.
func TestStoreCheckOnAGoodFolder(t *testing.T) {
	s := Store{Dir: filepath.Join(t.TempDir(), "stolik", "saves")}
	if err := s.Check(); err != nil {
		t.Fatalf("a fresh folder under a writable one: %v", err)
	}
	if fi, err := os.Stat(s.Dir); err != nil || !fi.IsDir() {
		t.Errorf("Check did not make the folder: %v", err)
	}
	if entries, _ := os.ReadDir(s.Dir); len(entries) != 0 {
		t.Errorf("Check left %d files behind (its probe)", len(entries))
	}
}

// A file of exactly the limit is read whole; one byte more is refused.
func TestReadFileLimitedAtTheLimit(t *testing.T) {
	dir := t.TempDir()
	body := bytes.Repeat([]byte("x"), 100)
	path := filepath.Join(dir, "f.toml")
	if err := os.WriteFile(path, body, 0o644); err != nil {
		t.Fatal(err)
	}
	if data, err := ReadFileLimited(path, 100, CodeBadFile); err != nil || !bytes.Equal(data, body) {
		t.Errorf("100 bytes, limit 100: %d bytes read, %v; want all 100", len(data), err)
	}
	if _, err := ReadFileLimited(path, 99, CodeBadFile); CodeOf(err) != CodeBadFile {
		t.Errorf("100 bytes, limit 99: %v, want refused", err)
	}
}

// shortenName cuts at a rune boundary, never inside a rune nor before the
// start of the text, and leaves a name that fits as it is.
func TestShortenName(t *testing.T) {
	for _, tc := range []struct {
		name string
		n    int
		want string
	}{
		{"abc", 3, "abc"},
		{"abc", 2, "ab"},
		{"aż", 2, "a"}, // ż is two bytes
		{"aż", 3, "aż"},
		{"\x80\x80x", 1, ""}, // no rune starts before byte 1
	} {
		if got := shortenName(tc.name, tc.n); got != tc.want {
			t.Errorf("shortenName(%q, %d) = %q, want %q", tc.name, tc.n, got, tc.want)
		}
	}
}

// The temporary names of an atomic write: a dot, the name, ".tmp-" and
// at least one digit, nothing else.
func TestIsTempName(t *testing.T) {
	for name, want := range map[string]bool{
		".gra.toml.tmp-123": true,
		".x.tmp-0":          true,
		".x.tmp-9":          true,
		".tmp-123":          false, // no name before .tmp-
		".x.tmp-":           false, // no digits
		".x.tmp-12a":        false,
		".x.tmp-/":          false, // the character before 0
		".x.tmp-:":          false, // the character after 9
		"x.tmp-1":           false, // no leading dot
	} {
		if got := isTempName(name); got != want {
			t.Errorf("isTempName(%q) = %v, want %v", name, got, want)
		}
	}
}

// A file whose name is as long as a file system allows is still written
// atomically: the temporary file's name is cut to fit.
func TestWriteFileAtomicLongestName(t *testing.T) {
	path := filepath.Join(t.TempDir(), strings.Repeat("n", maxNameBytes))
	if err := WriteFileAtomic(path, []byte("x")); err != nil {
		t.Fatalf("a %d-byte name: %v", maxNameBytes, err)
	}
	if data, err := os.ReadFile(path); err != nil || string(data) != "x" {
		t.Errorf("read back %q, %v", data, err)
	}
}

func TestKiBRoundsUp(t *testing.T) {
	for n, want := range map[int64]int64{0: 0, 1: 1, 1023: 1, 1024: 1, 1025: 2, 4096: 4} {
		if got := KiB(n); got != want {
			t.Errorf("KiB(%d) = %d, want %d", n, got, want)
		}
	}
}

// A folder that exists but takes no new file fails Check (procfs refuses
// new files even to root, whom permission bits would not stop).
func TestStoreCheckOnAFolderThatTakesNoFile(t *testing.T) {
	const dir = "/proc/self"
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		t.Skip("no /proc/self folder on this system")
	}
	if err := (Store{Dir: dir}).Check(); CodeOf(err) != CodeWriteFailed {
		t.Errorf("Check of %s: %v, want write_failed", dir, err)
	}
}
