package engine

import (
	"bytes"
	"fmt"
	"io/fs"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"
)

// DataLoader reads a title's TOML files strictly and keeps the first
// problem as a Polish message naming the title and file, so every title
// reports malformed data the same way. Titles embed it in their loaders.
type DataLoader struct {
	FS    fs.FS
	Title string
	File  string // the file being read, for messages
	Err   error  // the first problem; later calls do nothing once set
}

// Fail records a problem with the current file (only the first is kept).
func (l *DataLoader) Fail(format string, args ...any) {
	if l.Err == nil {
		l.Err = fmt.Errorf("%s/%s: %s", l.Title, l.File, fmt.Sprintf(format, args...))
	}
}

// Decode reads name into v; unknown keys are an error.
func (l *DataLoader) Decode(name string, v any) {
	if l.Err != nil {
		return
	}
	l.File = name
	b, err := fs.ReadFile(l.FS, name)
	if err != nil {
		l.Fail("nie można odczytać pliku: %v", err)
		return
	}
	md, err := toml.NewDecoder(bytes.NewReader(b)).Decode(v)
	if err != nil {
		l.Fail("błąd składni TOML: %v", err)
		return
	}
	if und := md.Undecoded(); len(und) > 0 {
		keys := make([]string, len(und))
		for i, k := range und {
			keys[i] = k.String()
		}
		sort.Strings(keys)
		l.Fail("nieznane klucze: %s", strings.Join(keys, ", "))
	}
}

// Source checks an entry's provenance: text from the rulebook ("seed"),
// the published game's public facts re-typed ("published"), or designed to
// fill a gap nobody has published ("authored").
func (l *DataLoader) Source(what, s string) {
	if s != "seed" && s != "published" && s != "authored" {
		l.Fail("%s: source musi być \"seed\", \"published\" albo \"authored\", jest %q", what, s)
	}
}
