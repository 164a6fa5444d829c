package locales

import (
	"errors"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"stolik/rules/engine"
)

func TestSameKeysInEveryLanguage(t *testing.T) {
	pl, err := Keys("pl")
	if err != nil {
		t.Fatal(err)
	}
	en, err := Keys("en")
	if err != nil {
		t.Fatal(err)
	}
	if len(pl) == 0 {
		t.Fatal("no Polish keys loaded")
	}
	if d := diff(pl, en); d != "" {
		t.Errorf("pl vs en keys differ:\n%s", d)
	}
}

// Each title's pl and en files must pair up, so a title author sees a
// missing file as a failure, not as a silent fallback.
func TestEveryFileHasItsPair(t *testing.T) {
	names, err := fs.Glob(files, "*.toml")
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, n := range names {
		have[n] = true
	}
	for _, n := range names {
		lang := FileLang(n)
		if lang != "pl" && lang != "en" {
			t.Errorf("%s: unknown language %q", n, lang)
			continue
		}
		other := "en"
		if lang == "en" {
			other = "pl"
		}
		pair := strings.TrimSuffix(n, lang+".toml") + other + ".toml"
		if !have[pair] {
			t.Errorf("%s has no %s", n, pair)
		}
	}
}

func diff(a, b []string) string {
	in := func(s []string) map[string]bool {
		m := map[string]bool{}
		for _, x := range s {
			m[x] = true
		}
		return m
	}
	ma, mb := in(a), in(b)
	var out []string
	for _, x := range a {
		if !mb[x] {
			out = append(out, "  only in first: "+x)
		}
	}
	for _, x := range b {
		if !ma[x] {
			out = append(out, "  only in second: "+x)
		}
	}
	return strings.Join(out, "\n")
}

// A message showing {{.count}} (or with plural forms at all) must give
// Polish its one, few and many forms: "1 punkt, 2 punkty, 5 punktów".
func TestPolishPluralForms(t *testing.T) {
	ms, err := Messages("pl")
	if err != nil {
		t.Fatal(err)
	}
	for id, m := range ms {
		counted := strings.Contains(m.Other, ".count") || m.One != "" || m.Few != "" || m.Many != ""
		if !counted {
			continue
		}
		if m.One == "" || m.Few == "" || m.Many == "" {
			t.Errorf("%s: Polish plural needs one/few/many (one=%q few=%q many=%q)", id, m.One, m.Few, m.Many)
		}
	}
}

func TestTitleNamesAndPlayerCounts(t *testing.T) {
	l, err := New("pl")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ id, name, players string }{
		{"donjon", "Nowicjusze w lochach", "2–4 graczy"},
		{"arnak", "Zaginiona wyspa Arnak", "1–4 graczy"},
		{"emerald", "Studium w Szmaragdzie", "2–5 graczy"},
		{"discover", "Discover: Nieznane Lądy", "1–4 graczy"},
		{"dungeonology", "Stworologia: Ekspedycja", "2–4 graczy"},
	}
	for _, tc := range tests {
		if got := l.T("title."+tc.id, nil); got != tc.name {
			t.Errorf("%s name = %q, want %q", tc.id, got, tc.name)
		}
		if got := l.T("title."+tc.id+".players", nil); got != tc.players {
			t.Errorf("%s players = %q, want %q", tc.id, got, tc.players)
		}
	}
}

func TestPluralSelection(t *testing.T) {
	l, err := New("pl")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		n    int
		want string
	}{
		{1, "1 punkt"}, {2, "2 punkty"}, {4, "4 punkty"}, {5, "5 punktów"},
		{12, "12 punktów"}, {22, "22 punkty"}, {0, "0 punktów"},
	}
	for _, tc := range tests {
		if got := l.Plural("results.points", tc.n, nil); got != tc.want {
			t.Errorf("Plural(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
	en, err := New("en")
	if err != nil {
		t.Fatal(err)
	}
	if got := en.Plural("results.points", 2, nil); got != "2 points" {
		t.Errorf("en Plural(2) = %q", got)
	}
}

func TestMissingKeyShowsMarker(t *testing.T) {
	l, err := New("pl")
	if err != nil {
		t.Fatal(err)
	}
	for _, call := range []func() string{
		func() string { return l.T("no.such.key", nil) },
		func() string { return l.Plural("no.such.key", 3, nil) },
		func() string { return l.Event(engine.Event{Key: "no.such.key", Count: 2}) },
	} {
		if got := call(); got != Marker("no.such.key") {
			t.Errorf("missing key gave %q, want marker", got)
		}
	}
	var nilLoc *Localizer
	if got := nilLoc.T("x", nil); got != Marker("x") {
		t.Errorf("nil localizer gave %q", got)
	}
}

func TestEventUsesArgsCountAndPlayer(t *testing.T) {
	fsys := fstest.MapFS{
		"pl.toml": {Data: []byte(`
["t.gain"]
one = "{{.player}} zdobywa {{.count}} monetę w {{.room}}"
few = "{{.player}} zdobywa {{.count}} monety w {{.room}}"
many = "{{.player}} zdobywa {{.count}} monet w {{.room}}"
`)},
		"en.toml": {Data: []byte(`
["t.gain"]
one = "{{.player}} gains {{.count}} coin in {{.room}}"
other = "{{.player}} gains {{.count}} coins in {{.room}}"
`)},
	}
	tests := []struct {
		lang  string
		count int
		want  string
	}{
		{"pl", 1, "Ala zdobywa 1 monetę w kuchni"},
		{"pl", 3, "Ala zdobywa 3 monety w kuchni"},
		{"pl", 7, "Ala zdobywa 7 monet w kuchni"},
		{"en", 7, "Ala gains 7 coins in kuchni"},
	}
	for _, tc := range tests {
		l, err := newFromFS(fsys, tc.lang)
		if err != nil {
			t.Fatal(err)
		}
		e := engine.Event{Key: "t.gain", Seat: 1, Count: tc.count, Args: map[string]any{"room": "kuchni"}}
		if got := l.EventNamed(e, []string{"Olek", "Ala"}); got != tc.want {
			t.Errorf("%s %d: got %q, want %q", tc.lang, tc.count, got, tc.want)
		}
	}
}

// A second seat named by index ("target_seat") is named as the match
// names it, over the title's colour name in "target"; without a valid
// index the title's name stays.
func TestEventNamesTargetSeat(t *testing.T) {
	fsys := fstest.MapFS{
		"pl.toml": {Data: []byte(`"t.kill" = "{{.player}} zabija agenta gracza {{.target}}"`)},
		"en.toml": {Data: []byte(`"t.kill" = "{{.player}} kills {{.target}}'s agent"`)},
	}
	l, err := newFromFS(fsys, "pl")
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Olek", "Ala"}
	for _, tc := range []struct {
		args map[string]any
		want string
	}{
		{map[string]any{"target": "Poniedziałek", "target_seat": 0}, "Ala zabija agenta gracza Olek"},
		{map[string]any{"target": "Poniedziałek", "target_seat": 5}, "Ala zabija agenta gracza Poniedziałek"},
		{map[string]any{"target": "Gloriana"}, "Ala zabija agenta gracza Gloriana"},
	} {
		e := engine.Event{Key: "t.kill", Seat: 1, Args: tc.args}
		if got := l.EventNamed(e, names); got != tc.want {
			t.Errorf("%v: got %q, want %q", tc.args, got, tc.want)
		}
	}
}

func TestErrorMessages(t *testing.T) {
	l, err := New("pl")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"known code", engine.Errorf(engine.CodeNothingUndo, "x"), "Nie ma czego cofnąć."},
		{"detail in message", engine.Errorf(engine.CodeBadConfig, "7 graczy"), "Nieprawidłowe ustawienia partii: 7 graczy"},
		{"unknown code", engine.Errorf("zzz.nope", "szczegół"), "Coś poszło nie tak: zzz.nope: szczegół"},
		{"plain error", errors.New("dysk pełny"), "Coś poszło nie tak: dysk pełny"},
		{"nil", nil, ""},
		{"args in message", &engine.RuleError{Code: "arnak.missing", Detail: "x", Args: map[string]any{"missing": "1 grot strzały"}}, "Brakuje: 1 grot strzały."},
	}
	for _, tc := range tests {
		if got := l.Error(tc.err); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

// Every engine code must have a Polish message, or players would see the
// generic fallback for ordinary refusals.
func TestEngineCodesHaveMessages(t *testing.T) {
	l, err := New("pl")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []engine.Code{engine.CodeNotYourTurn, engine.CodeIllegal, engine.CodeBadAction,
		engine.CodeGameOver, engine.CodeBadConfig, engine.CodeBadSave, engine.CodeUndoReveal, engine.CodeUndoOther, engine.CodeNothingUndo} {
		if !l.Has("error." + string(c)) {
			t.Errorf("no message for error.%s", c)
		}
	}
}

func TestEnglishFallsBackToPolish(t *testing.T) {
	fsys := fstest.MapFS{
		"pl.toml": {Data: []byte(`"only.pl" = "Tylko po polsku"`)},
		"en.toml": {Data: []byte(`"x" = "y"`)},
	}
	l, err := newFromFS(fsys, "en")
	if err != nil {
		t.Fatal(err)
	}
	if got := l.T("only.pl", nil); got != "Tylko po polsku" {
		t.Errorf("got %q", got)
	}
	if !l.Has("only.pl") || l.Has("nope") {
		t.Error("Has is wrong")
	}
}

func TestFileLang(t *testing.T) {
	tests := map[string]string{"pl.toml": "pl", "donjon.en.toml": "en", "a.b.pl.toml": "pl"}
	for in, want := range tests {
		if got := FileLang(in); got != want {
			t.Errorf("FileLang(%q) = %q, want %q", in, got, want)
		}
	}
}

// Every precise reason the engine gives for a file it refuses is worded in
// both languages, with all its data filled in (no marker, no "<no value>").
func TestFileRefusalsAreWorded(t *testing.T) {
	title := &engine.Title{ID: "race", MinPlayers: 2, MaxPlayers: 2, New: func(engine.Config, *engine.Log) (engine.Game, error) { return nil, nil },
		Options: []engine.OptionSpec{{Key: "speed", Choices: []string{"slow"}}}}
	var errs []error
	save := func(edit func(m *engine.Match)) {
		m := engine.Match{Title: "race", Seats: []engine.SeatConfig{{Name: "Ala"}, {Name: "Ola", Bot: "random", Level: 1}}}
		edit(&m)
		b, _ := engine.EncodeSave(&m)
		m2, err := engine.DecodeSave(b)
		if err == nil {
			err = engine.CheckMatch(m2, title, func(k string, l int) bool { return k == "random" })
		}
		errs = append(errs, err)
	}
	for _, edit := range []func(m *engine.Match){
		func(m *engine.Match) { m.Seats[0].Name = strings.Repeat("x", 30) },
		func(m *engine.Match) { m.Seats[0].Name = " " },
		func(m *engine.Match) { m.Seats[0].Name = "a\tb" },
		func(m *engine.Match) { m.Title = "Zła nazwa" },
		func(m *engine.Match) { m.Title = "chess" },
		func(m *engine.Match) { m.Seats = nil },
		func(m *engine.Match) { m.Seats[1].Bot = "wizard" },
		func(m *engine.Match) { m.Seats[1].Bot = "Wizard!" },
		func(m *engine.Match) { m.Seats[1].Level = 7 },
		func(m *engine.Match) { m.Seats[1].Colour = 9 },
		func(m *engine.Match) { m.Seats = append(m.Seats, m.Seats[0]) },
		func(m *engine.Match) { m.Options = map[string]string{"turbo": "1"} },
		func(m *engine.Match) { m.Options = map[string]string{"speed": "fast"} },
		func(m *engine.Match) { m.Options = map[string]string{"Bad Key": "1"} },
		func(m *engine.Match) { m.Actions = []string{strings.Repeat("a", 100)} },
		func(m *engine.Match) { m.Actions = make([]string, engine.MaxActions+1) },
	} {
		save(edit)
	}
	for _, body := range []string{"format = 2\n", "a = [\n", "format = \"x\"\n", "x = 1\n", "a = " + strings.Repeat("[", 40), "\xff"} {
		_, err := engine.DecodeSave([]byte(body))
		errs = append(errs, err)
	}
	errs = append(errs, engine.WriteError("/d", errors.New("x")))
	for _, key := range []string{"fifo", "device", "socket", "dir", "other"} {
		errs = append(errs, &engine.RuleError{Code: engine.CodeBadSave, Key: "problem.not_regular." + key, Args: map[string]any{"path": "p"}})
	}
	errs = append(errs, &engine.RuleError{Code: engine.CodeBadSave, Key: "problem.too_large", Args: map[string]any{"path": "p", "size": 9, "max": 4}},
		&engine.RuleError{Code: engine.CodeBadSave, Key: "problem.replay", Args: map[string]any{"n": 3, "action": "add 9"}},
		&engine.RuleError{Code: engine.CodeBadSave, Key: "problem.action_parse", Args: map[string]any{"n": 3, "action": "zzz"}},
		&engine.RuleError{Code: engine.CodeBadSave, Key: "problem.digest"},
		&engine.RuleError{Code: engine.CodeBadSave, Key: "problem.unreadable"},
		&engine.RuleError{Code: engine.CodeWriteFailed, Key: "problem.store_not_dir", Args: map[string]any{"dir": "/d"}},
		&engine.RuleError{Code: engine.CodeBadFile, Key: "problem.invalid", Args: map[string]any{"detail": "za dużo"}})
	for _, lang := range Languages {
		l, err := New(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range errs {
			var re *engine.RuleError
			if !errors.As(e, &re) || re.Key == "" {
				t.Errorf("%v: no precise reason", e)
				continue
			}
			for _, msg := range []string{l.Reason(e), l.Error(e)} {
				if !l.Has(re.Key) || strings.Contains(msg, "<no value>") || strings.Contains(msg, "[?") || strings.Contains(msg, "{{") {
					t.Errorf("%s %s: %q", lang, re.Key, msg)
				}
			}
		}
	}
}
