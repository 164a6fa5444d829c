package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
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
		{"-game", "donjon", "-bots", "wizard"},
		{"-game", "donjon", "-players", "2", "-bots", "random,random,random"},
	} {
		var out, errb bytes.Buffer
		if code := Sim(args, &out, &errb, false); code == 0 {
			t.Errorf("%v: exit 0, want an error", args)
		}
	}
}

// Every flag out of its range is refused before anything runs: exit 2, a
// Polish message naming the flag and the allowed values, nothing on
// stdout, never a panic (a negative -games panicked; -players 1000000 ate
// gigabytes).
func TestSimRefusesOutOfRangeFlags(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string // in the message
	}{
		{"negative games", []string{"-games", "-5"}, "-games musi mieć wartość od 1 do 100000, a podano -5"},
		{"zero games", []string{"-games", "0"}, "-games musi"},
		{"absurd games", []string{"-games", "2000000000"}, "-games musi"},
		{"games not a number", []string{"-games", "dużo"}, "parametr -games: nieprawidłowa wartość „dużo”"},
		{"absurd players", []string{"-players", "1000000"}, "pozwala na 2–4 graczy, a podano 1000000"},
		{"zero players", []string{"-players", "0"}, "a podano 0"},
		{"negative players", []string{"-game", "arnak", "-players", "-1"}, "pozwala na 1–4 graczy, a podano -1"},
		{"negative workers", []string{"-workers", "-1"}, "-workers musi"},
		{"absurd workers", []string{"-workers", "1000000"}, "-workers musi"},
		{"unknown bot", []string{"-bots", "wizard"}, "nieznany bot „wizard”"},
		{"bot level 9", []string{"-bots", "ismcts:9"}, "poziom musi być od 1 do 3"},
		{"bot level text", []string{"-bots", "ismcts:x"}, "poziom musi być od 1 do 3"},
		{"empty bot list", []string{"-bots", " , "}, "lista botów (-bots) jest pusta"},
		{"more bots than players", []string{"-players", "2", "-bots", "random,random,random"}, "botów na liście jest 3, a graczy 2"},
		{"unknown option", []string{"-opt", "turbo=1"}, "nieznana opcja „turbo” (dozwolone: objectives"},
		{"option value", []string{"-game", "arnak", "-players", "1", "-opt", "difficulty=9"}, "opcja „difficulty” ma niedozwoloną wartość „9” (dozwolone: 0, 1, 2, 3, 4, 5)"},
		{"option without =", []string{"-opt", "side"}, "klucz=wartość"},
		{"unknown flag", []string{"-speed", "9"}, "nieznany parametr -speed"},
		{"flag without value", []string{"-games"}, "parametr -games wymaga wartości"},
		{"stray argument", []string{"-games", "1", "donjon"}, "nieoczekiwany argument „donjon”"},
		{"unknown title", []string{"-game", "szachy"}, "nieznana gra „szachy” (dostępne: donjon, arnak, emerald, discover, dungeonology)"},
	}
	for _, tc := range tests {
		var out, errb bytes.Buffer
		code := Sim(tc.args, &out, &errb, false)
		if code != 2 {
			t.Errorf("%s: exit %d, want 2 (%s)", tc.name, code, errb.String())
		}
		if msg := errb.String(); !strings.Contains(msg, "sim: ") || !strings.Contains(msg, tc.want) {
			t.Errorf("%s: message %q lacks %q", tc.name, msg, tc.want)
		}
		if out.Len() != 0 {
			t.Errorf("%s: printed results: %q", tc.name, out.String())
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
	if strings.Contains(out.String(), "<no value>") || !strings.Contains(out.String(), "Ala") || !strings.Contains(out.String(), "Olek") {
		t.Errorf("replay does not name the players:\n%s", out.String())
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
	for _, w := range []string{"zapis", "plik", "gry", "nie ", "parametr", "użycie", "język"} {
		if strings.Contains(strings.ToLower(s), w) {
			return true
		}
	}
	return false
}

// replay refuses hostile files with exit 1 and the precise reason: a FIFO
// (which a plain read would wait on for ever), a save of an unknown title
// or bot, a save whose seat name is 1 200 characters long.
func TestReplayHostileFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.toml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	write := func(name string, edit func(m *engine.Match)) string {
		m := engine.Match{Title: "donjon", Seed: 3, Seats: []engine.SeatConfig{{Name: "Ala"}, {Name: "Olek", Bot: "random", Level: 1}}}
		edit(&m)
		b, err := engine.EncodeSave(&m)
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, name)
		os.WriteFile(p, b, 0o644)
		return p
	}
	tests := []struct{ path, want string }{
		{fifo, "to nie jest zwykły plik, tylko potok nazwany (FIFO)"},
		{write("title.toml", func(m *engine.Match) { m.Title = "szachy" }), "dotyczy gry „szachy”, której ten program nie zna"},
		{write("bot.toml", func(m *engine.Match) { m.Seats[1].Bot = "wizard" }), "na miejscu 2 gra bot „wizard”, którego ten program nie zna"},
		{write("name.toml", func(m *engine.Match) { m.Seats[0].Name = strings.Repeat("x", 1200) }), "imię na miejscu 1 jest za długie (znaków: 1200, dozwolone najwyżej 24)"},
		{write("players.toml", func(m *engine.Match) { m.Seats = m.Seats[:1] }), "graczy jest 1, a ta gra pozwala na 2–4"},
	}
	for _, tc := range tests {
		var out, errb bytes.Buffer
		if code := Replay([]string{tc.path}, &out, &errb); code != 1 {
			t.Errorf("%s: exit %d, want 1", filepath.Base(tc.path), code)
		}
		if !strings.Contains(errb.String(), tc.want) {
			t.Errorf("%s: message %q lacks %q", filepath.Base(tc.path), errb.String(), tc.want)
		}
	}
	for _, args := range [][]string{{}, {"-lang", "de", fifo}, {"a", "b"}, {"-x"}} {
		var out, errb bytes.Buffer
		if code := Replay(args, &out, &errb); code != 2 || !isPolish(errb.String()) {
			t.Errorf("%v: exit %d, %q; want 2 and a Polish message", args, code, errb.String())
		}
	}
}

// -h describes every flag in Polish, defaults included.
func TestHelpIsPolish(t *testing.T) {
	var out, errb bytes.Buffer
	if code := Sim([]string{"-h"}, &out, &errb, false); code != 0 {
		t.Fatalf("sim -h: exit %d", code)
	}
	help := errb.String() + out.String()
	for _, want := range []string{"-games wartość", "liczba partii", "(domyślnie: donjon)", "-json\n"} {
		if !strings.Contains(help, want) {
			t.Errorf("sim -h lacks %q:\n%s", want, help)
		}
	}
	for _, english := range []string{"default", "number of", "title code"} {
		if strings.Contains(help, english) {
			t.Errorf("sim -h still says %q:\n%s", english, help)
		}
	}
}
