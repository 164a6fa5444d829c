package donjonboard

import (
	"strings"
	"testing"

	"stolik/locales"
	"stolik/render"
	"stolik/rules/donjon"
	"stolik/rules/engine"
)

// The log reads as Polish sentences: the data's nominative names are put
// in the case the sentence needs (the review's m3: «smok z: korytarz 1 do:
// komnata 1» must read «smok przechodzi z korytarza 1 do komnaty 1»).
func TestLogSentences(t *testing.T) {
	loc, err := locales.New("pl")
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ala", "Olek"}
	tests := []struct {
		key   string
		count int
		args  map[string]any
		want  string
	}{
		{"donjon.step", 2, map[string]any{"type": "smok", "from": "korytarz 1", "to": "komnata 1", "count": 2},
			"Ala: smok przechodzi z korytarza 1 do komnaty 1 (zostały 2 kroki)"},
		{"donjon.step", 0, map[string]any{"type": "wampir", "from": "wejście", "to": "korytarz 3", "count": 0},
			"Ala: wampir przechodzi z wejścia do korytarza 3 (zostało 0 kroków)"},
		{"donjon.recruited", 2, map[string]any{"type": "smok", "area": "las", "loc": "wejście", "count": 2, "steps": 3},
			"Ala rekrutuje 2 smoki z lasu do wejścia i zyskuje kroki: 3"},
		{"donjon.recruited", 1, map[string]any{"type": "szkielet", "area": "bagna", "loc": "komnata 2", "count": 1, "steps": 2},
			"Ala rekrutuje 1 szkielet z bagien do komnaty 2 i zyskuje kroki: 2"},
		{"donjon.threat_monsters", 0, map[string]any{"a": "capcarap", "b": "wampir", "area": "bagna"},
			"Capcarap i wampir przybywają na bagna"},
		{"donjon.placed", 0, map[string]any{"type": "VIP", "loc": "komnata 2"}, "Ala umieszcza VIP-a w komnacie 2"},
		{"donjon.sacrificed", 0, map[string]any{"type": "pająk", "loc": "korytarz 4"},
			"Ala odsyła pająka z korytarza 4 do Czeluści Zapomnienia"},
	}
	for _, tc := range tests {
		got := loc.EventNamed(engine.Event{Key: tc.key, Seat: 0, Count: tc.count, Args: tc.args}, names)
		if got != tc.want {
			t.Errorf("%s:\n got  %q\n want %q", tc.key, got, tc.want)
		}
	}
}

// Every word the rules put in a Polish sentence has its declined forms:
// each location, area and monster name of the data.
func TestEveryDataWordDeclines(t *testing.T) {
	loc, err := locales.New("pl")
	if err != nil {
		t.Fatal(err)
	}
	d, err := donjon.DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range d.LocNames {
		for _, form := range []string{"gen", "in"} {
			if !loc.Has("decl." + form + "." + n) {
				t.Errorf("no %s form of the location %q", form, n)
			}
		}
	}
	for _, n := range d.AreaNames {
		for _, form := range []string{"from", "to"} {
			if !loc.Has("decl." + form + "." + n) {
				t.Errorf("no %s form of the area %q", form, n)
			}
		}
	}
	for _, n := range d.MonsterNames {
		for _, form := range []string{"acc", "pl", "gpl"} {
			if !loc.Has("decl." + form + "." + n) {
				t.Errorf("no %s form of the monster %q", form, n)
			}
		}
	}
}

// Every card on the board has a short line, and it names no more than the
// card does (icons are words too: an unknown {name} stays visible text).
func TestEveryCardHasAShortLine(t *testing.T) {
	loc, err := locales.New("pl")
	if err != nil {
		t.Fatal(err)
	}
	d, err := donjon.DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, c := range d.Potions {
		ids = append(ids, c.ID)
	}
	for _, c := range d.VIPs {
		ids = append(ids, c.ID)
	}
	for _, p := range d.Powers {
		ids = append(ids, p.ID)
	}
	for _, o := range d.Objectives {
		ids = append(ids, o.ID)
	}
	for _, id := range ids {
		key := "donjonboard.short." + id
		if !loc.Has(key) {
			t.Errorf("card %s has no short line (%s)", id, key)
			continue
		}
		s := loc.T(key, nil)
		if strings.Contains(render.StripIcons(s), "{") {
			t.Errorf("%s: %q has an icon name that is not an icon", key, s)
		}
	}
}
