package scenes

import (
	"os"
	"testing"

	"stolik/rules/engine"
)

func TestRenamedFile(t *testing.T) {
	tests := []struct {
		typed, want string
		ok          bool
	}{
		{"Partia z Alą", "Partia z Alą.toml", true},
		{"  dwie   spacje ", "dwie spacje.toml", true},
		{"../../etc/passwd", "etcpasswd.toml", true}, // no separators survive
		{"a/b\\c:d", "abcd.toml", true},
		{"pod_kreślnik-i-myślnik", "pod kreślnik i myślnik.toml", true},
		{"", "", false},
		{"!!!", "", false},
		{"autosave", "", false}, // Kontynuuj's file
		{"campaign", "", false}, // the campaign's progress
		{"123456789012345678901234567890123456789012345", "1234567890123456789012345678901234567890.toml", true},
	}
	for _, tc := range tests {
		got, ok := renamedFile(tc.typed)
		if got != tc.want || ok != tc.ok {
			t.Errorf("renamedFile(%q) = %q %v, want %q %v", tc.typed, got, ok, tc.want, tc.ok)
		}
	}
}

// A rename never overwrites another save and leaves no second copy.
func TestRenameSave(t *testing.T) {
	st := engine.Store{Dir: t.TempDir()}
	m := engine.Match{Title: "demo", Seed: 1, Seats: []engine.SeatConfig{{Name: "A"}, {Name: "B"}}}
	for _, n := range []string{"a.toml", "Zajęte.toml"} {
		if err := st.Write(n, &m); err != nil {
			t.Fatal(err)
		}
	}
	if err := renameSave(st, "a.toml", "Zajęte"); err != errSaveExists {
		t.Fatalf("rename onto an existing save: %v", err)
	}
	if err := renameSave(st, "a.toml", "Nowa nazwa"); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(st.Path("a.toml")); !os.IsNotExist(err) {
		t.Error("the old name is still there")
	}
	if _, err := st.Read("Nowa nazwa.toml"); err != nil {
		t.Errorf("the renamed save does not load: %v", err)
	}
}
