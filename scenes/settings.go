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
	Strict     bool   `toml:"strict_undo"`
	// UIScale is the size of the board and its texts in percent (0 =
	// chosen from the window: see table.UIScale).
	UIScale int `toml:"ui_scale"`
}

// WindowSizes offered in settings.
var WindowSizes = [][2]int{{1280, 720}, {1600, 900}, {1920, 1080}}

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

// LoadSettings reads the file; a missing file gives the defaults, a broken
// one gives the defaults and an error to show (the app still starts).
func LoadSettings(path string) (Settings, error) {
	s := DefaultSettings()
	if path == "" {
		return s, nil
	}
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return s, nil
	}
	if err != nil {
		return s, err
	}
	md, err := toml.Decode(string(data), &s)
	if err != nil {
		return DefaultSettings(), err
	}
	if und := md.Undecoded(); len(und) > 0 {
		return s.normalized(), errors.New("unknown setting " + und[0].String())
	}
	return s.normalized(), nil
}

// SaveSettings writes the file atomically.
func SaveSettings(path string, s Settings) error {
	if path == "" {
		return nil
	}
	var buf bytes.Buffer
	if err := toml.NewEncoder(&buf).Encode(s.normalized()); err != nil {
		return err
	}
	return engine.WriteFileAtomic(path, buf.Bytes())
}
