package engine

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
	"unicode/utf8"
)

// Store is the folder where saves live. The autosave is one file that is
// rewritten after every applied action; named saves sit beside it.
type Store struct {
	Dir string
}

// AutosaveName is the file name of the running match's autosave.
const AutosaveName = "autosave.toml"

// DefaultStore is $XDG_DATA_HOME/stolik (or ~/.local/share/stolik) on
// Linux and the platform's config folder elsewhere. STOLIK_DATA overrides
// it, which tests use.
func DefaultStore() (Store, error) {
	if d := os.Getenv("STOLIK_DATA"); d != "" {
		return Store{Dir: d}, nil
	}
	if d := os.Getenv("XDG_DATA_HOME"); d != "" {
		return Store{Dir: filepath.Join(d, "stolik")}, nil
	}
	if home, err := os.UserHomeDir(); err == nil && home != "" && filepath.Separator == '/' {
		return Store{Dir: filepath.Join(home, ".local", "share", "stolik")}, nil
	}
	d, err := os.UserConfigDir()
	if err != nil {
		return Store{}, err
	}
	return Store{Dir: filepath.Join(d, "stolik")}, nil
}

// Path is the full path of a save file name inside the store.
func (s Store) Path(name string) string { return filepath.Join(s.Dir, name) }

// Check tells whether saves can be written here: the folder exists (or
// can be made), is a folder, and accepts a new file (a probe file is made
// and removed). The app calls it once at start, so a read-only or
// misnamed data folder is reported before the player's first move rather
// than silently after it. The error is a CodeWriteFailed *RuleError whose
// Key/Args name the folder and the reason.
func (s Store) Check() error {
	fi, err := os.Stat(s.Dir)
	switch {
	case err == nil && !fi.IsDir():
		return &RuleError{Code: CodeWriteFailed, Detail: s.Dir + " is not a folder",
			Key: "problem.store_not_dir", Args: map[string]any{"dir": s.Dir}}
	case err != nil && !Missing(err):
		return WriteError(s.Dir, err)
	}
	if err := os.MkdirAll(s.Dir, 0o755); err != nil {
		return WriteError(s.Dir, err)
	}
	f, err := os.CreateTemp(s.Dir, ".stolik-probe.tmp-*")
	if err != nil {
		return WriteError(s.Dir, err)
	}
	f.Close()
	os.Remove(f.Name())
	return nil
}

// Write saves m under name atomically: a reader sees the old file or the
// new one, never a torn one, even if the program is killed mid-write. A
// failure is a CodeWriteFailed *RuleError saying why (read-only folder,
// full disk, ...).
func (s Store) Write(name string, m *Match) error {
	data, err := EncodeSave(m)
	if err != nil {
		return err
	}
	if err := WriteFileAtomic(s.Path(name), data); err != nil {
		return WriteError(s.Dir, err)
	}
	return nil
}

// Read loads and decodes a save file: only a regular file of at most
// MaxSaveBytes is read (a FIFO, a device or a huge file is refused without
// blocking or reading it whole), then DecodeSave bounds every field. A
// missing file gives an error for which Missing holds; every other
// refusal is a CodeBadSave *RuleError whose Key/Args say precisely what
// is wrong, and the caller moves the file aside with Quarantine.
func (s Store) Read(name string) (*Match, error) {
	data, err := ReadFileLimited(s.Path(name), MaxSaveBytes, CodeBadSave)
	if err != nil {
		return nil, err
	}
	return DecodeSave(data)
}

// Quarantine moves a broken save aside (never deletes it) and returns its
// new path, so the player loses nothing and the menu keeps working.
func (s Store) Quarantine(name string) (string, error) {
	return Quarantine(s.Path(name))
}

// Remove deletes a save the player finished or abandoned.
func (s Store) Remove(name string) error {
	err := os.Remove(s.Path(name))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return WriteError(s.Dir, err)
	}
	return nil
}

// SaveInfo lists one save file.
type SaveInfo struct {
	Name    string
	ModTime time.Time
}

// List returns the save files (*.toml), newest first. Entries that are not
// folders are listed whatever their type, so that a FIFO or a device named
// *.toml is refused by Read and moved aside rather than left in the way.
func (s Store) List() ([]SaveInfo, error) {
	entries, err := os.ReadDir(s.Dir)
	if Missing(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []SaveInfo
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".toml") {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		out = append(out, SaveInfo{Name: e.Name(), ModTime: info.ModTime()})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ModTime.After(out[j].ModTime) })
	return out, nil
}

// CleanTemps removes the temporary files an interrupted atomic write left
// in the store (see RemoveStaleTemps); the app calls it at start.
func (s Store) CleanTemps() (int, error) { return RemoveStaleTemps(s.Dir, StaleTempAge) }

// ---------------------------------------------------------------------------
// Reading files from disk, bounded. Saves, settings and campaign progress go
// through the same three steps: ReadFileLimited (only a regular file, never
// more than a cap, never blocking), DecodeTOML (strict, depth-bounded, never
// panicking) and the caller's field checks; the first failure moves the file
// aside with Quarantine. ReadTOMLFile does all of it in one call.

// ReadFileLimited reads path, which must be a regular file (a symbolic link
// to one is followed) of at most max bytes. It never blocks on a FIFO or a
// device and never reads more than max+1 bytes, whatever the file claims
// to be. A missing file (or a parent that is not a folder) gives the
// operating system's error, for which Missing holds; every other refusal
// is a *RuleError with the given code whose Key/Args say why.
func ReadFileLimited(path string, max int64, code Code) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		if Missing(err) {
			return nil, err
		}
		return nil, readError(code, path, err)
	}
	if !fi.Mode().IsRegular() {
		return nil, notRegular(code, path, fi.Mode())
	}
	if fi.Size() > max {
		return nil, tooLarge(code, path, fi.Size(), max)
	}
	// O_NONBLOCK: if the file was swapped for a FIFO since Stat, opening
	// it must not wait for a writer; the Stat of the open file below
	// refuses it then.
	f, err := os.OpenFile(path, os.O_RDONLY|openNonBlock, 0)
	if err != nil {
		if Missing(err) {
			return nil, err
		}
		return nil, readError(code, path, err)
	}
	defer f.Close()
	if fi, err = f.Stat(); err != nil {
		return nil, readError(code, path, err)
	}
	if !fi.Mode().IsRegular() {
		return nil, notRegular(code, path, fi.Mode())
	}
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, readError(code, path, err)
	}
	if int64(len(data)) > max {
		return nil, tooLarge(code, path, int64(len(data)), max)
	}
	return data, nil
}

// ReadTOMLFile is the one call a loader of a small TOML file (settings,
// campaign progress) needs: it reads path with ReadFileLimited (at most max
// bytes), decodes it strictly into v with DecodeTOML, and runs check (the
// caller's bounds on every field; nil for none). A missing file returns
// the operating system's error (Missing(err) holds) and touches nothing.
// On any other failure the file is moved aside with Quarantine and the
// returned error is a *RuleError with code whose Key/Args say precisely
// what was wrong; aside is where the file went ("" if it could not be
// moved, in which case the error's Args["aside_detail"] says why). v may
// hold a partly decoded value after a failure: start again from defaults.
//
// A campaign loader would be:
//
//	var p Progress
//	aside, err := engine.ReadTOMLFile(path, 64<<10, engine.CodeBadFile, &p, p.check)
func ReadTOMLFile(path string, max int64, code Code, v any, check func() error) (aside string, err error) {
	data, err := ReadFileLimited(path, max, code)
	if err == nil {
		err = DecodeTOML(code, data, v)
	}
	if err == nil && check != nil {
		err = check()
		if err != nil {
			if _, ok := err.(*RuleError); !ok {
				err = &RuleError{Code: code, Detail: err.Error(), Key: "problem.invalid",
					Args: map[string]any{"detail": Clip(err.Error(), 80)}}
			}
		}
	}
	if err == nil || Missing(err) {
		return "", err
	}
	aside, qerr := Quarantine(path)
	if qerr != nil {
		if re, ok := err.(*RuleError); ok {
			if re.Args == nil {
				re.Args = map[string]any{}
			}
			re.Args["aside_detail"] = osDetail(qerr)
		}
		return "", err
	}
	return aside, err
}

// Missing reports whether err means the file is simply not there: it does
// not exist, or a folder on its path is a file (so nothing can be inside).
// Such a file is not moved aside: there is nothing to move.
func Missing(err error) bool {
	return err != nil && (errors.Is(err, fs.ErrNotExist) || isNotDir(err))
}

// Quarantine moves a broken file aside as "<name>.uszkodzony-<date>-<n>"
// in the same folder (never deletes it) and returns the new path. A name
// too long for the file system is shortened first, so a broken file with
// a long name can still be moved aside.
func Quarantine(path string) (string, error) {
	if _, err := os.Lstat(path); err != nil {
		return "", err
	}
	dir, base := filepath.Split(path)
	stamp := time.Now().UTC().Format("20060102-150405")
	for i := 0; i < 100; i++ {
		suffix := fmt.Sprintf(".uszkodzony-%s-%d", stamp, i)
		dst := dir + shortenName(base, maxNameBytes-len(suffix)) + suffix
		if _, err := os.Lstat(dst); errors.Is(err, os.ErrNotExist) {
			if err := os.Rename(path, dst); err != nil {
				return "", err
			}
			return dst, nil
		}
	}
	return "", fmt.Errorf("no free name to move %s aside", path)
}

// maxNameBytes is the longest file name the common file systems accept
// (NAME_MAX on Linux, ext4, btrfs, tmpfs).
const maxNameBytes = 255

// shortenName cuts name to at most n bytes at a rune boundary.
func shortenName(name string, n int) string {
	if len(name) <= n {
		return name
	}
	for n > 0 && !utf8.RuneStart(name[n]) {
		n--
	}
	return name[:n]
}

// StaleTempAge is how old a temporary file of an atomic write must be
// before it is taken for the leftover of a killed write: a younger one may
// belong to a second copy of the program writing right now.
const StaleTempAge = time.Minute

// RemoveStaleTemps deletes, in dir, the temporary files WriteFileAtomic
// makes (".<name>.tmp-<digits>") that are regular files older than
// olderThan: a write interrupted by a crash or kill -9 leaves one behind,
// and nothing else would ever remove it. It returns how many it removed.
func RemoveStaleTemps(dir string, olderThan time.Duration) (int, error) {
	entries, err := os.ReadDir(dir)
	if Missing(err) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	n := 0
	cutoff := time.Now().Add(-olderThan)
	for _, e := range entries {
		if !e.Type().IsRegular() || !isTempName(e.Name()) {
			continue
		}
		info, err := e.Info()
		if err != nil || info.ModTime().After(cutoff) {
			continue
		}
		if os.Remove(filepath.Join(dir, e.Name())) == nil {
			n++
		}
	}
	return n, nil
}

// isTempName matches os.CreateTemp's names for the pattern
// "."+base+".tmp-*": a leading dot, ".tmp-" and only digits after it.
func isTempName(name string) bool {
	i := strings.LastIndex(name, ".tmp-")
	if !strings.HasPrefix(name, ".") || i <= 0 || i+5 == len(name) {
		return false
	}
	for _, c := range name[i+5:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// WriteFileAtomic writes data to path through a temporary file in the same
// folder, fsyncs it, renames it over path and fsyncs the folder.
func WriteFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "."+shortenName(filepath.Base(path), maxNameBytes-32)+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	ok := false
	defer func() {
		if !ok {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if _, err := f.Write(data); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		return err
	}
	ok = true
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// WriteError wraps an operating-system error from writing into dir as a
// CodeWriteFailed *RuleError whose Key says why in the player's words
// (read-only folder, full disk, ...) and whose Args name the folder.
func WriteError(dir string, err error) error {
	if err == nil {
		return nil
	}
	if re, ok := err.(*RuleError); ok {
		return re
	}
	key, args := explainOS(err)
	if fi, serr := os.Stat(dir); isNotDir(err) && serr == nil && !fi.IsDir() {
		key = "problem.store_not_dir" // the folder itself is a file
	}
	args["dir"] = dir
	return &RuleError{Code: CodeWriteFailed, Detail: err.Error(), Key: key, Args: args}
}

func readError(code Code, path string, err error) error {
	key, args := explainOS(err)
	args["path"] = path
	return &RuleError{Code: code, Detail: err.Error(), Key: key, Args: args}
}

func notRegular(code Code, path string, m fs.FileMode) error {
	kind := "other"
	switch {
	case m.IsDir():
		kind = "dir"
	case m&fs.ModeNamedPipe != 0:
		kind = "fifo"
	case m&fs.ModeSocket != 0:
		kind = "socket"
	case m&fs.ModeDevice != 0:
		kind = "device"
	}
	return &RuleError{Code: code, Detail: fmt.Sprintf("%s is not a regular file (%v)", path, m),
		Key: "problem.not_regular." + kind, Args: map[string]any{"path": path}}
}

func tooLarge(code Code, path string, size, max int64) error {
	return &RuleError{Code: code, Detail: fmt.Sprintf("%s: %d bytes, at most %d", path, size, max),
		Key: "problem.too_large", Args: map[string]any{"path": path, "size": KiB(size), "max": KiB(max)}}
}

// KiB rounds a byte count up to whole kibibytes, for messages.
func KiB(n int64) int64 { return (n + 1023) / 1024 }

// Explain words an operating-system error for the player: the locale key of
// its reason and the key's data ({{.detail}} for the rest). Write errors
// from the store are already explained; this is for callers with a bare
// error in hand.
func Explain(err error) (key string, args map[string]any) { return explainOS(err) }

func explainOS(err error) (string, map[string]any) {
	args := map[string]any{"detail": osDetail(err)}
	switch {
	case errors.Is(err, fs.ErrPermission):
		return "problem.os.permission", args
	case isReadOnlyFS(err):
		return "problem.os.read_only", args
	case isNoSpace(err):
		return "problem.os.no_space", args
	case isNotDir(err):
		return "problem.os.not_dir", args
	case isNameTooLong(err):
		return "problem.os.name_too_long", args
	case errors.Is(err, fs.ErrNotExist):
		return "problem.os.missing", args
	}
	return "problem.os.other", args
}

// osDetail is the error without the path the PathError repeats (messages
// name the folder themselves).
func osDetail(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err.Error()
	}
	return err.Error()
}
