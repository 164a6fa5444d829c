package engine

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
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

// Write saves m under name atomically: a reader sees the old file or the
// new one, never a torn one, even if the program is killed mid-write.
func (s Store) Write(name string, m *Match) error {
	data, err := EncodeSave(m)
	if err != nil {
		return err
	}
	return WriteFileAtomic(s.Path(name), data)
}

// Read loads and decodes a save file.
func (s Store) Read(name string) (*Match, error) {
	data, err := os.ReadFile(s.Path(name))
	if err != nil {
		return nil, err
	}
	return DecodeSave(data)
}

// Quarantine moves a broken save aside (never deletes it) and returns its
// new path, so the player loses nothing and the menu keeps working.
func (s Store) Quarantine(name string) (string, error) {
	src := s.Path(name)
	stamp := time.Now().UTC().Format("20060102-150405")
	for i := 0; i < 100; i++ {
		dst := fmt.Sprintf("%s.uszkodzony-%s-%d", src, stamp, i)
		if _, err := os.Stat(dst); errors.Is(err, os.ErrNotExist) {
			return dst, os.Rename(src, dst)
		}
	}
	return "", fmt.Errorf("no free name to move %s aside", src)
}

// Remove deletes a save the player finished or abandoned.
func (s Store) Remove(name string) error {
	err := os.Remove(s.Path(name))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	return err
}

// SaveInfo lists one save file.
type SaveInfo struct {
	Name    string
	ModTime time.Time
}

// List returns the save files (*.toml), newest first.
func (s Store) List() ([]SaveInfo, error) {
	entries, err := os.ReadDir(s.Dir)
	if errors.Is(err, os.ErrNotExist) {
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

// WriteFileAtomic writes data to path through a temporary file in the same
// folder, fsyncs it, renames it over path and fsyncs the folder.
func WriteFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
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
