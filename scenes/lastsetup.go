package scenes

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/BurntSushi/toml"

	"stolik/rules/engine"
)

// The set-up screen remembers the last configuration of each title
// (players, names, bots and their levels, colours, options; never the
// seed) in setup.toml beside settings.toml, written atomically.

// setupFileName sits in the settings folder.
const setupFileName = "setup.toml"

// maxSetupBytes bounds the file: five titles of a few seats.
const maxSetupBytes = 64 << 10

type setupMemory struct {
	Format int          `toml:"format"`
	Titles []setupEntry `toml:"title"`
}

type setupEntry struct {
	Title   string              `toml:"title"`
	Seats   []engine.SeatConfig `toml:"seats"`
	Options map[string]string   `toml:"options"`
}

func (a *App) setupPath() string {
	if a.cfg.SettingsPath == "" {
		return ""
	}
	return filepath.Join(filepath.Dir(a.cfg.SettingsPath), setupFileName)
}

// loadSetups reads the memory once; a damaged file is ignored with a
// Polish message (the set-up screens then start from their defaults).
func (a *App) loadSetups() {
	if a.setups != nil {
		return
	}
	a.setups = map[string]setupEntry{}
	path := a.setupPath()
	if path == "" {
		return
	}
	mem, err := readSetupMemory(path)
	if errors.Is(err, os.ErrNotExist) {
		return
	}
	if err != nil {
		a.Notify(a.Loc.T("setup.memory_failed", map[string]any{"detail": err.Error()}))
		return
	}
	for _, e := range mem.Titles {
		a.setups[e.Title] = e
	}
}

// readSetupMemory reads a regular file of bounded size strictly.
func readSetupMemory(path string) (*setupMemory, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil {
		return nil, err
	} else if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a file", path)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxSetupBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxSetupBytes {
		return nil, fmt.Errorf("%s is too large", path)
	}
	var mem setupMemory
	md, err := toml.Decode(string(data), &mem)
	if err != nil {
		return nil, err
	}
	if und := md.Undecoded(); len(und) > 0 {
		return nil, fmt.Errorf("unknown key %q", und[0].String())
	}
	if mem.Format != 1 {
		return nil, fmt.Errorf("format %d", mem.Format)
	}
	return &mem, nil
}

// lastSetup is the remembered set-up of a title.
func (a *App) lastSetup(title string) (setupEntry, bool) {
	a.loadSetups()
	e, ok := a.setups[title]
	return e, ok
}

// rememberSetup keeps m's seats and options as the title's last set-up.
func (a *App) rememberSetup(m engine.Match) error {
	a.loadSetups()
	opts := make(map[string]string, len(m.Options))
	for k, v := range m.Options {
		opts[k] = v
	}
	a.setups[m.Title] = setupEntry{Title: m.Title, Seats: append([]engine.SeatConfig(nil), m.Seats...), Options: opts}
	path := a.setupPath()
	if path == "" {
		return nil
	}
	mem := setupMemory{Format: 1}
	for _, t := range a.cfg.Titles {
		if e, ok := a.setups[t.ID]; ok {
			mem.Titles = append(mem.Titles, e)
		}
	}
	for _, t := range a.cfg.Hidden {
		if e, ok := a.setups[t.ID]; ok && !containsTitle(mem.Titles, t.ID) {
			mem.Titles = append(mem.Titles, e)
		}
	}
	var buf bytes.Buffer
	if err := toml.NewEncoder(&buf).Encode(mem); err != nil {
		return err
	}
	return engine.WriteFileAtomic(path, buf.Bytes())
}

func containsTitle(es []setupEntry, id string) bool {
	for _, e := range es {
		if e.Title == id {
			return true
		}
	}
	return false
}
