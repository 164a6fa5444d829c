package emerald

import (
	"testing"
	"text/template"

	"github.com/BurntSushi/toml"

	"stolik/rules/engine"
)

// TestLocaleKeys: every event key the rules log (and its public form),
// every description of a legal action, score part, tie-break, pending
// decision, option label and refusal code has a message in both
// locales/emerald.pl.toml and .en.toml. (The rules never import the
// locales package; the files are read as data.)
func TestLocaleKeys(t *testing.T) {
	files := map[string]map[string]any{}
	for _, lang := range []string{"pl", "en"} {
		m := map[string]any{}
		if _, err := toml.DecodeFile("../../locales/emerald."+lang+".toml", &m); err != nil {
			t.Fatal(err)
		}
		files[lang] = m
	}
	need := map[string]bool{}
	for _, k := range []string{"emerald.tie.restorationist", "error.emerald.illegal", "error.emerald.pending",
		"error.emerald.block_pending", "error.emerald.setup", "error.emerald.acquire_first",
		"error.emerald.actions_left", "error.emerald.no_actions"} {
		need[k] = true
	}
	for _, o := range Title().Options {
		need[o.Label] = true
		for _, l := range o.Labels {
			need[l] = true
		}
	}
	for n := 2; n <= 5; n++ {
		for seed := uint64(1); seed <= 4; seed++ {
			var log engine.Log
			g, err := newGame(mustData(t), engine.Config{Players: n, Seed: seed}, &log)
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(seed)
			for step := 0; g.Current() != engine.GameOver; step++ {
				legal := g.Legal(nil)
				for _, a := range legal {
					need[describe(g, a).Key] = true
				}
				if k, _ := g.UIPending(); k != "" {
					need[k] = true
				}
				if err := g.Apply(legal[rng.IntN(len(legal))], &log); err != nil {
					t.Fatal(err)
				}
			}
			_ = g.Apply(engine.Action{Kind: KindPass}, &log)
			for _, e := range log.Events {
				need[e.Key] = true
				if e.PublicKey != "" {
					need[e.PublicKey] = true
				}
			}
			for _, s := range g.Result().Scores {
				for _, p := range s.Parts {
					need[p.Label] = true
				}
			}
		}
	}
	for k := range need {
		for lang, m := range files {
			if _, ok := m[k]; !ok {
				t.Errorf("%s: no message for %q", lang, k)
			}
		}
	}
	// Every message is a valid template (the locales render them so).
	for lang, m := range files {
		for k, v := range m {
			forms := []string{}
			switch x := v.(type) {
			case string:
				forms = append(forms, x)
			case map[string]any:
				for _, f := range x {
					if s, ok := f.(string); ok {
						forms = append(forms, s)
					}
				}
			}
			for _, f := range forms {
				if _, err := template.New(k).Parse(f); err != nil {
					t.Errorf("%s %s: %v", lang, k, err)
				}
			}
		}
	}
	if len(need) < 80 {
		t.Errorf("only %d keys seen: the playouts cover too little", len(need))
	}
}

func mustData(t *testing.T) *Data {
	t.Helper()
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	return d
}
