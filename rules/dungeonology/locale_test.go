package dungeonology

import (
	"os"
	"regexp"
	"testing"

	"github.com/BurntSushi/toml"

	"stolik/rules/engine"
)

// polishMessages reads locales/dungeonology.pl.toml as plain data (rules
// never import the locales package): key -> every template text of it.
func polishMessages(t *testing.T) map[string][]string {
	t.Helper()
	b, err := os.ReadFile("../../locales/dungeonology.pl.toml")
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := toml.Unmarshal(b, &raw); err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	for k, v := range raw {
		switch m := v.(type) {
		case string:
			out[k] = []string{m}
		case map[string]any:
			for _, f := range m {
				if s, ok := f.(string); ok {
					out[k] = append(out[k], s)
				}
			}
		}
	}
	return out
}

var placeholder = regexp.MustCompile(`{{\.([a-z_]+)}}`)

// checkEvent fails when e's key has no Polish text or the text asks for an
// argument the event does not carry (it would print "<no value>").
func checkEvent(t *testing.T, msgs map[string][]string, e engine.Event, seen map[string]bool) {
	t.Helper()
	texts, ok := msgs[e.Key]
	if !ok {
		if !seen[e.Key] {
			t.Errorf("no Polish text for %q", e.Key)
		}
		seen[e.Key] = true
		return
	}
	for _, tx := range texts {
		for _, m := range placeholder.FindAllStringSubmatch(tx, -1) {
			name := m[1]
			if name == "player" && e.Seat >= 0 || name == "count" && e.Args["count"] != nil {
				continue
			}
			if _, ok := e.Args[name]; !ok && !seen[e.Key+"."+name] {
				seen[e.Key+"."+name] = true
				t.Errorf("%s: the Polish text uses {{.%s}}, the event has %v", e.Key, name, e.Args)
			}
		}
	}
	if e.PublicKey != "" {
		if _, ok := msgs[e.PublicKey]; !ok && !seen[e.PublicKey] {
			seen[e.PublicKey] = true
			t.Errorf("no Polish text for the public form %q", e.PublicKey)
		}
	}
}

// TestEveryLogLineAndButtonReadsInPolish plays random games with every
// option set and checks every event logged and every action described.
func TestEveryLogLineAndButtonReadsInPolish(t *testing.T) {
	msgs := polishMessages(t)
	seen := map[string]bool{}
	ti := Title()
	games := 12
	if testing.Short() {
		games = 3
	}
	for i := 0; i < games; i++ {
		opts := map[string]string{"scholars": "draw", "boss": []string{"swarliwy", "pijany"}[i%2]}
		if i%3 == 0 {
			opts = map[string]string{}
		}
		var log engine.Log
		g, err := ti.New(engine.Config{Players: 2 + i%3, Seed: uint64(i + 1), Options: opts}, &log)
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(uint64(i))
		for n := 0; n < 20000 && g.Current() != engine.GameOver; n++ {
			legal := g.Legal(nil)
			for _, a := range legal {
				checkEvent(t, msgs, ti.Describe(g, a), seen)
			}
			if err := g.Apply(legal[rng.IntN(len(legal))], &log); err != nil {
				t.Fatal(err)
			}
		}
		for _, e := range log.Events {
			checkEvent(t, msgs, e, seen)
		}
		for _, sc := range g.Result().Scores {
			for _, p := range sc.Parts {
				if _, ok := msgs[p.Label]; !ok {
					t.Errorf("no Polish text for score part %q", p.Label)
				}
			}
		}
	}
	for _, o := range ti.Options {
		for _, k := range append([]string{o.Label}, o.Labels...) {
			if _, ok := msgs[k]; !ok {
				t.Errorf("no Polish text for option label %q", k)
			}
		}
	}
}
