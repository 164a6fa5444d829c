package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"stolik/rules/engine"
	"stolik/rules/titles"
)

func TestSimJSONIsReproducible(t *testing.T) {
	args := []string{"-game", "donjon", "-players", "3", "-bots", "greedy,random", "-seed", "4", "-games", "3", "-json"}
	var out1, out2, errb bytes.Buffer
	if code := Sim(args, &out1, &errb, false); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	Sim(args, &out2, &errb, false)
	l1, l2 := strings.Split(strings.TrimSpace(out1.String()), "\n"), strings.Split(strings.TrimSpace(out2.String()), "\n")
	if len(l1) != 3 || len(l2) != 3 {
		t.Fatalf("want 3 lines each, got %d and %d", len(l1), len(l2))
	}
	for i := range l1 {
		var a, b map[string]any
		if err := json.Unmarshal([]byte(l1[i]), &a); err != nil {
			t.Fatal(err)
		}
		json.Unmarshal([]byte(l2[i]), &b)
		for _, k := range []string{"game", "seed", "players", "bots", "scores", "ranking", "decisions", "rounds", "milliseconds"} {
			if _, ok := a[k]; !ok {
				t.Errorf("line %d lacks %q", i, k)
			}
		}
		if !jsonEqual(a["scores"], b["scores"]) || !jsonEqual(a["ranking"], b["ranking"]) {
			t.Errorf("game %d differs between runs: %v vs %v", i, a["scores"], b["scores"])
		}
	}
}

func jsonEqual(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return bytes.Equal(x, y)
}

func TestSimRejectsBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-game", "nope"},
		{"-game", "emerald"}, // listed but not built yet
		{"-game", "donjon", "-bots", "wizard"},
		{"-game", "donjon", "-players", "2", "-bots", "random,random,random"},
	} {
		var out, errb bytes.Buffer
		if code := Sim(args, &out, &errb, false); code == 0 {
			t.Errorf("%v: exit 0, want an error", args)
		}
	}
}

func TestReplay(t *testing.T) {
	dir := t.TempDir()
	s, err := engine.Start(titles.Get("donjon"), engine.Match{Title: "donjon", Seed: 3,
		Seats: []engine.SeatConfig{{Name: "Ala"}, {Name: "Olek"}}})
	if err != nil {
		t.Fatal(err)
	}
	var buf []engine.Action
	for i := 0; i < 25 && !s.Over(); i++ {
		buf = s.Game.Legal(buf[:0])
		if err := s.Apply(buf[0]); err != nil {
			t.Fatal(err)
		}
	}
	good := filepath.Join(dir, "good.toml")
	data, _ := engine.EncodeSave(&s.Match)
	os.WriteFile(good, data, 0o644)
	garbage := filepath.Join(dir, "garbage.toml")
	os.WriteFile(garbage, []byte("to nie jest zapis gry"), 0o644)
	cut := filepath.Join(dir, "cut.toml")
	os.WriteFile(cut, data[:len(data)*2/3], 0o644)

	var out, errb bytes.Buffer
	if code := Replay([]string{good}, &out, &errb); code != 0 {
		t.Fatalf("good save: exit %d: %s", code, errb.String())
	}
	want := "checksum " + strings.TrimLeft(strings.ToLower(hex16(s.Game.Checksum())), "")
	if !strings.Contains(out.String(), want) || strings.Count(out.String(), "\n") < 10 {
		t.Errorf("replay output lacks the log or %q:\n%s", want, out.String())
	}
	for _, bad := range []string{garbage, cut, filepath.Join(dir, "missing.toml")} {
		out.Reset()
		errb.Reset()
		if code := Replay([]string{bad}, &out, &errb); code != 1 {
			t.Errorf("%s: exit %d, want 1", bad, code)
		}
		if msg := errb.String(); msg == "" || !isPolish(msg) {
			t.Errorf("%s: message not in Polish: %q", bad, msg)
		}
	}
}

func hex16(v uint64) string {
	const digits = "0123456789abcdef"
	b := make([]byte, 16)
	for i := 15; i >= 0; i-- {
		b[i] = digits[v&15]
		v >>= 4
	}
	return string(b)
}

// isPolish is a rough check that a message was localised: it has a Polish
// letter or one of the common Polish words our messages use.
func isPolish(s string) bool {
	if strings.ContainsAny(s, "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ") {
		return true
	}
	for _, w := range []string{"zapis", "plik", "gry", "nie "} {
		if strings.Contains(strings.ToLower(s), w) {
			return true
		}
	}
	return false
}
