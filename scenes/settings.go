package scenes

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"

	"github.com/BurntSushi/toml"

	"stolik/rules/engine"
)

// Settings are the player's preferences, stored as TOML in the user's
// config folder.
type Settings struct {
	Language   string `toml:"language"`
	Fullscreen bool   `toml:"fullscreen"`
	WindowW    int    `toml:"window_width"`
	WindowH    int    `toml:"window_height"`
	// Animations: "off", "slow", "normal", "fast".
	Animations string `toml:"animations"`
	Volume     int    `toml:"volume"` // 0..100
	// HideMoves remembers «Ukryj możliwe ruchy» in the game frame.
	HideMoves bool `toml:"hide_moves,omitempty"`
	// RetiredStrict was the "strict undo" switch. Undo now always stops
	// at a reveal (rules/engine: Session.UndoCheck), so the setting is
	// gone; the key is still accepted so older files load, and never
	// written again.
	RetiredStrict bool `toml:"strict_undo,omitempty"`
	// UIScale is the size of the board and its texts in percent (0 =
	// chosen from the window: see table.UIScale).
	UIScale int `toml:"ui_scale"`
}

// WindowSizes offered in settings (those that fit the screen; see
// FitWindowSizes). The picture is 16:9 and scales to the window, so the
// smallest still shows everything on a 1024×768 screen.
var WindowSizes = [][2]int{{1024, 576}, {1152, 648}, {1280, 720}, {1600, 900}, {1920, 1080}}

// screenMargin is room left for the desktop's panels and the window's
// title bar when a window size is checked against the screen.
const screenMargin = 80

// FitWindowSizes lists the window sizes that fit a screen of sw×sh (all of
// them when the screen size is unknown, the smallest when none fits).
func FitWindowSizes(sw, sh int) [][2]int {
	if sw <= 0 || sh <= 0 {
		return WindowSizes
	}
	var out [][2]int
	for _, s := range WindowSizes {
		if s[0] <= sw && s[1] <= sh-screenMargin {
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		out = WindowSizes[:1]
	}
	return out
}

// FitWindow is the window size to open: the wanted one if it fits the
// screen, otherwise the largest that does.
func FitWindow(w, h, sw, sh int) (int, int) {
	fit := FitWindowSizes(sw, sh)
	if sw <= 0 || sh <= 0 || w <= sw && h <= sh-screenMargin {
		return w, h
	}
	best := fit[len(fit)-1]
	return best[0], best[1]
}

// UIScaleChoices in the order settings cycles them (0 = automatic).
var UIScaleChoices = []int{0, 100, 125, 150, 200}

// AnimChoices in the order settings cycles them.
var AnimChoices = []string{"off", "slow", "normal", "fast"}

// DefaultSettings is what a fresh install uses.
func DefaultSettings() Settings {
	return Settings{Language: "pl", WindowW: 1280, WindowH: 720, Animations: "normal", Volume: 70}
}

func (s Settings) normalized() Settings {
	d := DefaultSettings()
	if s.Language != "en" {
		s.Language = d.Language
	}
	if s.WindowW < 640 || s.WindowH < 360 || s.WindowW > 7680 || s.WindowH > 4320 {
		s.WindowW, s.WindowH = d.WindowW, d.WindowH
	}
	ok := false
	for _, c := range AnimChoices {
		ok = ok || c == s.Animations
	}
	if !ok {
		s.Animations = d.Animations
	}
	s.Volume = min(100, max(0, s.Volume))
	s.RetiredStrict = false
	okScale := false
	for _, c := range UIScaleChoices {
		okScale = okScale || c == s.UIScale
	}
	if !okScale {
		s.UIScale = 0
	}
	return s
}

// AnimSpeed maps the setting to a speed factor (0 = off).
func (s Settings) AnimSpeed() float64 {
	switch s.Animations {
	case "off":
		return 0
	case "slow":
		return 0.5
	case "fast":
		return 2
	}
	return 1
}

// DefaultSettingsPath is $STOLIK_CONFIG or <user config dir>/stolik/settings.toml.
func DefaultSettingsPath() string {
	if p := os.Getenv("STOLIK_CONFIG"); p != "" {
		return p
	}
	d, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(d, "stolik", "settings.toml")
}

// maxSettingsBytes bounds the settings file; a real one is ~150 bytes.
const maxSettingsBytes = 64 << 10

// SettingsLoadError is a settings file that could not be used. The file
// has been moved aside to Aside ("" when that failed too, AsideErr says
// why) and the app runs on the defaults; Err says precisely what was wrong
// (a *engine.RuleError with Key/Args).
type SettingsLoadError struct {
	Path, Aside string
	Err         error
	AsideErr    error
}

func (e *SettingsLoadError) Error() string {
	return "settings " + e.Path + ": " + e.Err.Error()
}

func (e *SettingsLoadError) Unwrap() error { return e.Err }

// LoadSettings reads the file; a missing file gives the defaults. A file
// that cannot be used (not a regular file, too large, not TOML, a value of
// the wrong type, an unknown key) is moved aside and gives the defaults
// and a *SettingsLoadError to show: the app still starts, and the next
// save writes a clean file. Only an unknown key keeps the values read
// beside it (they were valid); values out of range are brought into range.
func LoadSettings(path string) (Settings, error) {
	if path == "" {
		return DefaultSettings(), nil
	}
	data, err := engine.ReadFileLimited(path, maxSettingsBytes, engine.CodeBadFile)
	if engine.Missing(err) {
		return DefaultSettings(), nil
	}
	s := DefaultSettings()
	if err == nil {
		s, err = DecodeSettings(data)
	}
	if err == nil {
		return s, nil
	}
	e := &SettingsLoadError{Path: path, Err: err}
	e.Aside, e.AsideErr = engine.Quarantine(path)
	return s, e
}

// DecodeSettings reads settings strictly (see engine.DecodeTOML) and brings
// every value into its range. On an error it returns the defaults, except
// for an unknown key, where the known values read beside it are kept.
func DecodeSettings(data []byte) (Settings, error) {
	s := DefaultSettings()
	err := engine.DecodeTOML(engine.CodeBadFile, data, &s)
	var re *engine.RuleError
	if err != nil && !(errors.As(err, &re) && re.Key == "problem.unknown_key") {
		return DefaultSettings(), err
	}
	return s.normalized(), err
}

// SaveSettings writes the file atomically. A failure is a
// CodeWriteFailed *engine.RuleError saying why (read-only folder, ...).
func SaveSettings(path string, s Settings) error {
	if path == "" {
		return nil
	}
	var buf bytes.Buffer
	if err := toml.NewEncoder(&buf).Encode(s.normalized()); err != nil {
		return err
	}
	if err := engine.WriteFileAtomic(path, buf.Bytes()); err != nil {
		return engine.WriteError(filepath.Dir(path), err)
	}
	return nil
}

// settingsLoadMessage words a LoadSettings failure for the player: what
// was wrong with which file, and where it went.
func settingsLoadMessage(a *App, err error) string {
	var e *SettingsLoadError
	if !errors.As(err, &e) {
		return a.Loc.T("settings.load_failed_kept", map[string]any{"path": "", "reason": a.Loc.Reason(err)})
	}
	args := map[string]any{"path": e.Path, "reason": a.Loc.Reason(e.Err), "aside": filepath.Base(e.Aside)}
	if e.Aside == "" {
		return a.Loc.T("settings.load_failed_kept", args)
	}
	return a.Loc.T("settings.load_failed", args)
}
