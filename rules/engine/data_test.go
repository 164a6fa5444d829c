package engine_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"stolik/rules/engine"
)

func TestDataLoaderIsStrictAndPolish(t *testing.T) {
	fsys := fstest.MapFS{
		"ok.toml":      {Data: []byte("name = \"Pająk\"\nsource = \"seed\"\n")},
		"extra.toml":   {Data: []byte("name = \"Pająk\"\nsource = \"seed\"\ncolour = 3\n")},
		"broken.toml":  {Data: []byte("name = \n")},
		"unknown.toml": {Data: []byte("name = \"X\"\nsource = \"internet\"\n")},
	}
	type entry struct{ Name, Source string }
	for _, tc := range []struct {
		file, want string
	}{
		{"ok.toml", ""},
		{"extra.toml", "nieznane klucze: colour"},
		{"broken.toml", "błąd składni TOML"},
		{"missing.toml", "nie można odczytać pliku"},
		{"unknown.toml", "source musi być"},
	} {
		l := engine.DataLoader{FS: fsys, Title: "test"}
		var e entry
		l.Decode(tc.file, &e)
		l.Source("karta", e.Source)
		switch {
		case tc.want == "" && l.Err != nil:
			t.Errorf("%s: %v", tc.file, l.Err)
		case tc.want != "" && (l.Err == nil || !strings.Contains(l.Err.Error(), tc.want) || !strings.HasPrefix(l.Err.Error(), "test/"+tc.file)):
			t.Errorf("%s: err %v, want %q naming the file", tc.file, l.Err, tc.want)
		}
	}
}
