package scenes

import (
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
	"time"
	"unicode"

	"stolik/rules/campaign"
	"stolik/rules/engine"
)

// Named saves: «Zapisz grę» writes <title>-<date>-<time>.toml; the load
// list shows such a file by its game and date, and a file the player
// renamed by its name. Renaming picks a file name from the typed name.

var autoName = regexp.MustCompile(`^([a-z]+)-(\d{8})-(\d{6})\.toml$`)

// notASave lists the data folder's .toml files that are not saves.
var notASave = map[string]bool{campaign.FileName: true}

// saveFileName is the name «Zapisz grę» gives a save made at now.
func saveFileName(title string, now time.Time) string {
	return title + "-" + now.Format("20060102-150405") + ".toml"
}

// saveTitle is how the player reads a save's name: the game and the date
// for a file the program named, the player's own name otherwise.
func saveTitle(a *App, name string, m *engine.Match) string {
	if name == engine.AutosaveName {
		return a.Loc.T("load.autosave", nil)
	}
	if g := autoName.FindStringSubmatch(name); g != nil {
		t, err := time.ParseInLocation("20060102150405", g[2]+g[3], time.Local)
		title := g[1]
		if m != nil {
			title = m.Title
		}
		if tt := a.FindTitle(title); tt != nil {
			title = a.TitleName(tt)
		}
		if err == nil {
			return title + ", " + t.Format("02.01.2006 15:04")
		}
		return title
	}
	return "„" + strings.TrimSuffix(name, ".toml") + "”"
}

// renamedFile turns the name a player typed into a file name: letters
// (Polish ones too), digits, spaces and dashes, at most 40 of them.
func renamedFile(typed string) (string, bool) {
	var b strings.Builder
	n := 0
	for _, r := range strings.TrimSpace(typed) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		case r == ' ' || r == '-' || r == '_':
			b.WriteRune(' ')
		default:
			continue
		}
		if n++; n >= 40 {
			break
		}
	}
	s := strings.Join(strings.Fields(b.String()), " ")
	if s == "" {
		return "", false
	}
	name := s + ".toml"
	if name == engine.AutosaveName || notASave[name] || strings.HasPrefix(s, ".") {
		return "", false
	}
	return name, true
}

// errSaveExists is a rename onto a save that is already there.
var errSaveExists = errors.New("a save with this name exists")

// renameSave moves a save to the file name for typed, never over another.
func renameSave(st engine.Store, old, typed string) error {
	name, ok := renamedFile(typed)
	if !ok {
		return fmt.Errorf("bad name %q", typed)
	}
	if name == old {
		return nil
	}
	if _, err := os.Lstat(st.Path(name)); err == nil {
		return errSaveExists
	}
	// A hard link fails if the target appeared meanwhile, so nothing is
	// ever overwritten; then the old name goes.
	if err := os.Link(st.Path(old), st.Path(name)); err != nil {
		return err
	}
	return os.Remove(st.Path(old))
}
