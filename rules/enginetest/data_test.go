package enginetest_test

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"stolik/rules/enginetest"
)

// TestSourceProblems: a table with values needs a source of the three
// kinds; its sub-tables share it; a table of tables needs none.
func TestSourceProblems(t *testing.T) {
	fsys := fstest.MapFS{
		"data/t/cards.toml": {Data: []byte(`
[[card]]
id = "a"
source = "seed"
[card.side]
text = "shares the card's source"

[[card]]
id = "b"

[[card]]
id = "c"
source = "guess"

[group.inner]
n = 1
source = "authored"
`)},
		"data/t/notes.txt": {Data: []byte("not TOML, not read")},
	}
	got, err := enginetest.SourceProblems(fsys, "data/t")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"data/t/cards.toml .card[1]: no source",
		"data/t/cards.toml .card[2]: source guess",
	}
	if !slices.Equal(got, want) {
		t.Errorf("problems\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestMutatedChangesOneFile: the copy holds every TOML file, one text
// replaced once in the named file.
func TestMutatedChangesOneFile(t *testing.T) {
	fsys := fstest.MapFS{
		"data/t/a.toml": {Data: []byte("x = 1\ny = 1\n")},
		"data/t/b.toml": {Data: []byte("x = 1\n")},
	}
	m := enginetest.Mutated(t, fsys, "data/t", "a.toml", "1", "2")
	if len(m) != 2 || string(m["a.toml"].Data) != "x = 2\ny = 1\n" || string(m["b.toml"].Data) != "x = 1\n" {
		t.Errorf("mutated folder %v", m)
	}
	if string(fsys["data/t/a.toml"].Data) != "x = 1\ny = 1\n" {
		t.Error("the original folder changed")
	}
}
