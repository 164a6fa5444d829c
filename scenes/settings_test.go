package scenes

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"stolik/locales"
	"stolik/rules/engine"
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

// A settings file that cannot be used is a LOAD failure (it used to be
// reported as «Nie udało się zapisać ustawień»): the defaults are used,
// the file is moved aside with its bytes intact, and the message names
// the file and what is wrong with it. A FIFO must not block the start.
func TestSettingsLoadFailures(t *testing.T) {
	loc, err := locales.New("pl")
	if err != nil {
		t.Fatal(err)
	}
	a := &App{Loc: loc}
	tests := []struct {
		name, body string
		make       func(path string) error // instead of body
		want       string
	}{
		{"not TOML", "this is [ not toml", nil, "błąd składni w wierszu 1"},
		{"wrong type", "language = \"pl\"\nvolume = \"głośno\"\n", nil, "pole „volume” w wierszu 2 ma wartość niewłaściwego rodzaju"},
		{"unknown key", "colour = 3\n", nil, "nieznane pole „colour”"},
		{"FIFO", "", func(p string) error { return syscall.Mkfifo(p, 0o644) }, "potok nazwany (FIFO)"},
		{"huge", "", func(p string) error {
			f, err := os.Create(p)
			if err == nil {
				err = f.Truncate(1 << 30) // sparse: a gigabyte that is never read
				f.Close()
			}
			return err
		}, "plik ma 1048576 KiB, a może mieć najwyżej 64 KiB"},
		{"folder", "", func(p string) error { return os.Mkdir(p, 0o755) }, "to folder, a nie plik"},
	}
	for _, tc := range tests {
		path := filepath.Join(t.TempDir(), "settings.toml")
		if tc.make != nil {
			if err := tc.make(path); err != nil {
				t.Fatal(err)
			}
		} else {
			os.WriteFile(path, []byte(tc.body), 0o644)
		}
		s, err := LoadSettings(path)
		if err == nil {
			t.Errorf("%s: no error", tc.name)
			continue
		}
		if tc.name != "unknown key" && s != DefaultSettings() {
			t.Errorf("%s: settings %+v, want the defaults", tc.name, s)
		}
		msg := settingsLoadMessage(a, err)
		if !strings.HasPrefix(msg, "Nie udało się wczytać ustawień z pliku „"+path+"”: ") || !strings.Contains(msg, tc.want) ||
			strings.Contains(msg, "zapisać") {
			t.Errorf("%s: message %q, want a load failure with %q", tc.name, msg, tc.want)
		}
		aside, _ := filepath.Glob(path + ".uszkodzony-*")
		if _, err := os.Lstat(path); !os.IsNotExist(err) || len(aside) != 1 || !strings.Contains(msg, filepath.Base(aside[0])) {
			t.Errorf("%s: not moved aside (%v), or the message does not say where: %q", tc.name, aside, msg)
		}
		if tc.make == nil {
			if b, _ := os.ReadFile(aside[0]); string(b) != tc.body {
				t.Errorf("%s: bytes moved aside changed: %q", tc.name, b)
			}
		}
		// The app starts normally afterwards: the next load has no file.
		if s, err := LoadSettings(path); err != nil || s != DefaultSettings() {
			t.Errorf("%s: after moving aside: %+v, %v", tc.name, s, err)
		}
	}
}

// A failed settings write names the folder and says why.
func TestSettingsSaveFailureNamesTheReason(t *testing.T) {
	file := filepath.Join(t.TempDir(), "plik")
	os.WriteFile(file, nil, 0o644)
	err := SaveSettings(filepath.Join(file, "settings.toml"), DefaultSettings())
	if engine.CodeOf(err) != engine.CodeWriteFailed {
		t.Fatalf("err = %v", err)
	}
	loc, _ := locales.New("pl")
	if got := loc.Reason(err); got != "to plik, a nie folder" {
		t.Errorf("reason %q", got)
	}
}

// FuzzDecodeSettings: whatever the bytes, the loader returns settings in
// range and, on refusal, a reason; it never panics.
func FuzzDecodeSettings(f *testing.F) {
	f.Add([]byte("language = \"en\"\nfullscreen = true\nwindow_width = 1600\nwindow_height = 900\nanimations = \"off\"\nvolume = 30\nstrict_undo = true\n"))
	f.Add([]byte("volume = 900\nwindow_width = 5\n"))
	f.Add([]byte("volume = \"x\"\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := DecodeSettings(data)
		if s != s.normalized() {
			t.Fatalf("settings out of range: %+v", s)
		}
		if err != nil {
			var re *engine.RuleError
			if !errors.As(err, &re) || re.Key == "" {
				t.Fatalf("refusal without a reason: %v", err)
			}
		}
	})
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
