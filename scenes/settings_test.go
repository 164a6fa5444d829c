package scenes

import (
	"os"
	"path/filepath"
	"testing"
)

func TestSettingsRoundTrip(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sub", "settings.toml")
	got, err := LoadSettings(path)
	if err != nil || got != DefaultSettings() {
		t.Fatalf("missing file: %+v, %v", got, err)
	}
	want := Settings{Language: "en", Fullscreen: true, WindowW: 1600, WindowH: 900, Animations: "off", Volume: 30, HideMoves: true}
	if err := SaveSettings(path, want); err != nil {
		t.Fatal(err)
	}
	got, err = LoadSettings(path)
	if err != nil || got != want {
		t.Fatalf("round trip: %+v, %v", got, err)
	}
}

func TestSettingsBadFiles(t *testing.T) {
	tests := []struct {
		name, body string
		wantErr    bool
		check      func(Settings) bool
	}{
		{"garbage", "this is [ not toml", true, func(s Settings) bool { return s == DefaultSettings() }},
		// The retired strict-undo switch still loads (older files have it).
		{"retired strict undo", "strict_undo = true\nvolume = 40\n", false,
			func(s Settings) bool { return s.Volume == 40 && !s.RetiredStrict }},
		{"unknown key", "language = \"en\"\ncolour = 3\n", true, func(s Settings) bool { return s.Language == "en" }},
		{"out of range", "volume = 900\nwindow_width = 5\nanimations = \"turbo\"\nlanguage = \"de\"\n", false,
			func(s Settings) bool {
				d := DefaultSettings()
				return s.Volume == 100 && s.WindowW == d.WindowW && s.Animations == d.Animations && s.Language == "pl"
			}},
	}
	for _, tc := range tests {
		path := filepath.Join(t.TempDir(), "s.toml")
		if err := os.WriteFile(path, []byte(tc.body), 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := LoadSettings(path)
		if (err != nil) != tc.wantErr {
			t.Errorf("%s: err = %v, want error %v", tc.name, err, tc.wantErr)
		}
		if !tc.check(s) {
			t.Errorf("%s: got %+v", tc.name, s)
		}
	}
}

func TestAnimSpeedAndBotKind(t *testing.T) {
	speeds := map[string]float64{"off": 0, "slow": 0.5, "normal": 1, "fast": 2}
	for a, want := range speeds {
		if got := (Settings{Animations: a}).AnimSpeed(); got != want {
			t.Errorf("AnimSpeed(%s) = %v, want %v", a, got, want)
		}
	}
	kinds := map[int]string{1: "greedy", 2: "ismcts", 3: "ismcts"}
	for lvl, want := range kinds {
		if got := BotKind(lvl); got != want {
			t.Errorf("BotKind(%d) = %q, want %q", lvl, got, want)
		}
	}
}

// A window never opens larger than the screen, and settings offers only
// the sizes that fit (the review's M8 and m11: a 1024×768 screen cut the
// 1280×720 window and «Wstecz» went off-screen).
func TestFitWindow(t *testing.T) {
	tests := []struct {
		name         string
		w, h, sw, sh int
		wantW, wantH int
		offered      int
	}{
		{"1024×768 screen", 1280, 720, 1024, 768, 1024, 576, 1},
		{"1280×720 screen: 1280×720 leaves no room for the panels", 1280, 720, 1280, 720, 1024, 576, 1},
		// 720 + a title bar + a panel is more than 768.
		{"1366×768 screen", 1280, 720, 1366, 768, 1152, 648, 2},
		{"1920×1080 screen keeps the smaller choices", 1280, 720, 1920, 1080, 1280, 720, 4},
		{"a saved size too large for this screen", 1920, 1080, 1600, 900, 1280, 720, 3},
		{"unknown screen", 1600, 900, 0, 0, 1600, 900, 5},
		{"tiny screen: the smallest anyway", 1280, 720, 800, 600, 1024, 576, 1},
	}
	for _, tc := range tests {
		w, h := FitWindow(tc.w, tc.h, tc.sw, tc.sh)
		if w != tc.wantW || h != tc.wantH {
			t.Errorf("%s: %d×%d, want %d×%d", tc.name, w, h, tc.wantW, tc.wantH)
		}
		if n := len(FitWindowSizes(tc.sw, tc.sh)); n != tc.offered {
			t.Errorf("%s: %d sizes offered, want %d", tc.name, n, tc.offered)
		}
	}
}
