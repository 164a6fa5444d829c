package app

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"stolik/locales"
	"stolik/rules/bot"
	"stolik/rules/engine"
	"stolik/rules/titles"
	"stolik/scenes/cli"
	"stolik/scenes/table"
)

// The menu shows each title's name and player count from the locales; they
// must agree with the rules' descriptors.
func TestTitlesMatchLocales(t *testing.T) {
	loc, err := locales.New("pl")
	if err != nil {
		t.Fatal(err)
	}
	all := titles.All()
	if len(all) != 5 {
		t.Fatalf("%d titles, want 5", len(all))
	}
	for _, ti := range all {
		if !loc.Has(ti.Name) {
			t.Errorf("%s: no Polish name for key %q", ti.ID, ti.Name)
		}
		want := fmt.Sprintf("%d–%d graczy", ti.MinPlayers, ti.MaxPlayers)
		if got := loc.T("title."+ti.ID+".players", nil); got != want {
			t.Errorf("%s: locale says %q, rules say %q", ti.ID, got, want)
		}
		for _, o := range ti.Options {
			for _, k := range append([]string{o.Label}, o.Labels...) {
				if !loc.Has(k) {
					t.Errorf("%s: option label %q has no Polish text", ti.ID, k)
				}
			}
		}
	}
}

// Every built title is playable on the fallback board: each legal action
// it offers is worded in Polish (no missing-key markers), and every event
// of the log renders.
func TestBuiltTitlesReadInPolish(t *testing.T) {
	loc, err := locales.New("pl")
	if err != nil {
		t.Fatal(err)
	}
	moves := 60
	if testing.Short() {
		moves = 20
	}
	for _, ti := range titles.All() {
		if ti.New == nil {
			continue
		}
		m := engine.Match{Title: ti.ID, Seed: 3}
		for i := 0; i < ti.MinPlayers; i++ {
			m.Seats = append(m.Seats, engine.SeatConfig{Name: fmt.Sprintf("Gracz %d", i+1), Colour: i})
		}
		if len(m.Seats) < 2 && ti.MaxPlayers >= 2 {
			m.Seats = append(m.Seats, engine.SeatConfig{Name: "Gracz 2", Colour: 1})
		}
		s, err := engine.Start(ti, m)
		if err != nil {
			t.Fatalf("%s: %v", ti.ID, err)
		}
		names := make([]string, len(m.Seats))
		for i := range names {
			names[i] = m.Seats[i].Name
		}
		env := table.Env{Title: ti, Loc: loc, Names: names}
		p, err := bot.New(bot.KindRandom, 1, ti, 5)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < moves && !s.Over(); i++ {
			cur := s.Game.Current()
			view := s.Game.View(cur)
			for _, a := range s.Game.Legal(nil) {
				if d := table.Describe(env, view, a); strings.Contains(d, "[?") {
					t.Errorf("%s: action %s worded %q", ti.ID, a.Format(ti.KindNames), d)
				}
				if ti.Describe != nil {
					if e := ti.Describe(view, a); e.Key != "" && !loc.Has(e.Key) {
						t.Errorf("%s: Describe key %q has no Polish text", ti.ID, e.Key)
					}
				}
			}
			a, err := p.Choose(t.Context(), view, cur)
			if err != nil {
				t.Fatalf("%s: bot: %v", ti.ID, err)
			}
			if err := s.Apply(a); err != nil {
				t.Fatalf("%s: %v", ti.ID, err)
			}
		}
		for _, e := range s.Events() {
			if txt := loc.EventNamed(e, names); strings.Contains(txt, "[?") {
				t.Errorf("%s: event %s renders %q", ti.ID, e.Key, txt)
			}
		}
	}
}

// `stolik shot` checks every flag before a window opens: a refusal is a
// *cli.FlagError with a Polish message (exit 2), never a panic or a run
// that fails half-way. An output path that is a file is refused too.
func TestShotRefusesBadFlags(t *testing.T) {
	file := filepath.Join(t.TempDir(), "plik.png")
	os.WriteFile(file, []byte("x"), 0o644)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-players", "99"}, "pozwala na 2–4 graczy, a podano 99"},
		{[]string{"-game", "arnak", "-players", "0"}, "pozwala na 1–4 graczy, a podano 0"},
		{[]string{"-moves", "-1"}, "parametr -moves musi mieć wartość od 0 do"},
		{[]string{"-frames", "0"}, "parametr -frames musi"},
		{[]string{"-frames", "1000000000"}, "parametr -frames musi"},
		{[]string{"-scene", "kuchnia"}, "nieznana scena „kuchnia”"},
		{[]string{"-game", "szachy"}, "nieznana gra „szachy”"},
		{[]string{"-opt", "turbo=1"}, "nieznana opcja „turbo”"},
		{[]string{"-out", file}, "w folderze „" + file + "” nie da się zapisywać: to plik, a nie folder"},
		{[]string{"-out", filepath.Join(file, "sub")}, "na ścieżce jest plik tam, gdzie powinien być folder"},
		{[]string{"-speed", "1"}, "nieznany parametr -speed"},
		{[]string{"menu"}, "nieoczekiwany argument „menu”"},
	}
	for _, tc := range tests {
		err := Shot(tc.args)
		var fe *cli.FlagError
		if !errors.As(err, &fe) || !strings.HasPrefix(fe.Msg, "shot: ") || !strings.Contains(fe.Msg, tc.want) {
			t.Errorf("%v: %v, want a refusal with %q", tc.args, err, tc.want)
		}
	}
}
