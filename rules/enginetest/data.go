package enginetest

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/BurntSushi/toml"
)

// The data tests every title writes: a copy of its data folder with one
// text changed (the loader must refuse it with a Polish message naming the
// file), and the provenance check that every entry says where its text
// comes from.

// DataFolder copies the title's data folder dir of fsys (every *.toml,
// e.g. assets.FS and "data/<t>") into a map a test may change; the
// loader reads it as it reads the embedded folder.
func DataFolder(t testing.TB, fsys fs.FS, dir string) fstest.MapFS {
	t.Helper()
	names, err := fs.Glob(fsys, path.Join(dir, "*.toml"))
	if err != nil || len(names) == 0 {
		t.Fatalf("no TOML files in %s (%v)", dir, err)
	}
	m := fstest.MapFS{}
	for _, n := range names {
		b, err := fs.ReadFile(fsys, n)
		if err != nil {
			t.Fatal(err)
		}
		m[path.Base(n)] = &fstest.MapFile{Data: b}
	}
	return m
}

// Mutated is DataFolder with the first occurrence of from in file
// replaced by to (from "" changes nothing). It fails t when file does not
// hold from, so a test whose text no longer matches the data says so
// rather than passing on unchanged data.
func Mutated(t testing.TB, fsys fs.FS, dir, file, from, to string) fstest.MapFS {
	t.Helper()
	m := DataFolder(t, fsys, dir)
	if from == "" {
		return m
	}
	f, ok := m[file]
	if !ok {
		t.Fatalf("%s: no file %s", dir, file)
	}
	s := string(f.Data)
	if !strings.Contains(s, from) {
		t.Fatalf("%s/%s does not contain %q", dir, file, from)
	}
	m[file] = &fstest.MapFile{Data: []byte(strings.Replace(s, from, to, 1))}
	return m
}

// SourceProblems lists, for the TOML files of fsys's folder dir, every
// table that holds values of its own but no source, and every source that
// is not "seed", "published" or "authored". A table inside a sourced one
// shares its source (a card's sides share the card's), and a table of
// tables only (the file's root, a group) needs none.
func SourceProblems(fsys fs.FS, dir string) ([]string, error) {
	names, err := fs.Glob(fsys, path.Join(dir, "*.toml"))
	if err != nil {
		return nil, err
	}
	var out []string
	for _, n := range names {
		b, err := fs.ReadFile(fsys, n)
		if err != nil {
			return nil, err
		}
		var m map[string]any
		if err := toml.Unmarshal(b, &m); err != nil {
			return nil, fmt.Errorf("%s: %w", n, err)
		}
		var walk func(at string, x map[string]any, sourced bool)
		walk = func(at string, x map[string]any, sourced bool) {
			if src, ok := x["source"]; ok {
				if s, _ := src.(string); s != "seed" && s != "published" && s != "authored" {
					out = append(out, fmt.Sprintf("%s %s: source %v", n, at, src))
				}
				sourced = true
			} else if !sourced && at != "" && !onlyTables(x) {
				out = append(out, fmt.Sprintf("%s %s: no source", n, at))
			}
			keys := make([]string, 0, len(x))
			for k := range x {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			for _, k := range keys {
				switch c := x[k].(type) {
				case map[string]any:
					walk(at+"."+k, c, sourced)
				case []map[string]any:
					for i, e := range c {
						walk(fmt.Sprintf("%s.%s[%d]", at, k, i), e, sourced)
					}
				}
			}
		}
		walk("", m, false)
	}
	return out, nil
}

// onlyTables: a table holding only sub-tables (no values of its own that
// need a provenance), e.g. a file's root.
func onlyTables(m map[string]any) bool {
	for _, v := range m {
		switch v.(type) {
		case map[string]any, []map[string]any:
		default:
			return false
		}
	}
	return true
}

// CheckSources fails t for each problem SourceProblems finds in the
// title's data folder, and when the folder does not hold exactly files
// TOML files (0: any number), so a file added without the test knowing is
// noticed.
func CheckSources(t testing.TB, fsys fs.FS, dir string, files int) {
	t.Helper()
	if names, _ := fs.Glob(fsys, path.Join(dir, "*.toml")); files > 0 && len(names) != files {
		t.Errorf("%s holds %d TOML files, the test expects %d: %v", dir, len(names), files, names)
	}
	problems, err := SourceProblems(fsys, dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Error(p)
	}
}
