package discover

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"stolik/rules/engine"
)

// localeTemplates reads a locale file into key → the placeholders its
// template needs (those inside {{if}}…{{end}} are optional).
func localeTemplates(t *testing.T, lang string) map[string][]string {
	t.Helper()
	b, err := os.ReadFile("../../locales/discover." + lang + ".toml")
	if err != nil {
		t.Fatal(err)
	}
	line := regexp.MustCompile(`(?m)^"([^"]+)" = (.*)$`)
	ph := regexp.MustCompile(`\{\{\.(\w+)\}\}`)
	guarded := regexp.MustCompile(`\{\{if [^}]*\}\}.*?\{\{end\}\}`)
	tmpl := map[string][]string{}
	for _, m := range line.FindAllStringSubmatch(string(b), -1) {
		tmpl[m[1]] = nil
		for _, p := range ph.FindAllStringSubmatch(guarded.ReplaceAllString(m[2], ""), -1) {
			tmpl[m[1]] = append(tmpl[m[1]], p[1])
		}
	}
	return tmpl
}

// TestDescribeFillsTemplates: every legal action in random games of every
// scenario, and every event they log, has a Polish template whose
// placeholders all have arguments.
func TestDescribeFillsTemplates(t *testing.T) {
	tmpl := localeTemplates(t, "pl")
	check := func(what string, e engine.Event) {
		t.Helper()
		args, ok := tmpl[e.Key]
		if !ok {
			t.Fatalf("%s: key %q not in the locale", what, e.Key)
		}
		for _, x := range args {
			if _, ok := e.Args[x]; !ok && x != "player" {
				t.Fatalf("%s: %s lacks argument %q", what, e.Key, x)
			}
		}
	}
	title := Title()
	for sc := 1; sc <= 5; sc++ {
		for seed := uint64(1); seed <= 6; seed++ {
			n := 1 + int(seed%4)
			if sc == 5 && n == 1 {
				n = 2
			}
			var log engine.Log
			eg, err := title.New(engine.Config{Players: n, Seed: seed, Options: map[string]string{"scenario": strconv.Itoa(sc)}}, &log)
			if err != nil {
				t.Fatal(err)
			}
			g := eg.(*Game)
			rng := engine.NewRNG(seed)
			for g.Current() != engine.GameOver {
				for _, e := range log.Events {
					check("event", e)
					if e.PublicKey != "" {
						check("public event", engine.Event{Key: e.PublicKey, Args: map[string]any{"count": e.Count}})
					}
				}
				log.Events = log.Events[:0]
				legal := g.Legal(nil)
				for _, a := range legal {
					check(a.Format(kindNames), title.Describe(g, a))
				}
				if err := g.Apply(legal[rng.IntN(len(legal))], &log); err != nil {
					t.Fatal(err)
				}
			}
			for _, e := range log.Events {
				check("event", e)
			}
			for _, s := range g.Result().Scores {
				for _, p := range s.Parts {
					if _, ok := tmpl[p.Label]; !ok {
						t.Fatalf("score label %q not in the locale", p.Label)
					}
				}
			}
			if r := g.Result(); r.Note != "" {
				check("note", engine.Event{Key: r.Note, Args: r.NoteArgs})
			}
		}
	}
}

// TestLocaleKeys: every key the code names has Polish and English text,
// and both files have the same keys.
func TestLocaleKeys(t *testing.T) {
	keyRe := regexp.MustCompile(`"((?:discover|error\.discover)\.[a-z_.0-9]*[a-z0-9])"`)
	var src strings.Builder
	files, _ := os.ReadDir(".")
	for _, f := range files {
		if strings.HasSuffix(f.Name(), ".go") && !strings.HasSuffix(f.Name(), "_test.go") {
			b, _ := os.ReadFile(f.Name())
			src.Write(b)
		}
	}
	used := map[string]bool{}
	for _, m := range keyRe.FindAllStringSubmatch(src.String(), -1) {
		if strings.Contains(src.String(), `Errorf("`+m[1]) {
			used["error."+m[1]] = true
			continue
		}
		used[m[1]] = true
	}
	delete(used, "discover.act")
	pl, en := localeTemplates(t, "pl"), localeTemplates(t, "en")
	for k := range used {
		if _, ok := pl[k]; !ok {
			t.Errorf("pl: missing key %s", k)
		}
	}
	for k := range pl {
		if _, ok := en[k]; !ok {
			t.Errorf("en: missing key %s", k)
		}
	}
	for k := range en {
		if _, ok := pl[k]; !ok {
			t.Errorf("pl: missing key %s (only in en)", k)
		}
	}
}
