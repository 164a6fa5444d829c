package donjon_test

import (
	"testing"

	"stolik/rules/donjon"
	"stolik/rules/engine"
)

// The set-up screen offers each hand-picked objective as a choice among
// its colour's faces; every choice it can offer must start a game.
func TestCustomObjectiveChoicesStartAGame(t *testing.T) {
	title := donjon.Title()
	for n := 1; n <= 4; n++ {
		var spec engine.OptionSpec
		for _, o := range title.Options {
			if o.Key == "obj"+string(rune('0'+n)) {
				spec = o
			}
		}
		if len(spec.Choices) != 4 || len(spec.Texts) != 4 || spec.When != "objectives=custom" {
			t.Fatalf("obj%d: %+v", n, spec)
		}
		for _, face := range spec.Choices {
			cfg := engine.Config{Players: 2, Seed: 1, Options: map[string]string{"objectives": "custom", spec.Key: face}}
			if err := title.Validate(&cfg); err != nil {
				t.Fatalf("obj%d=%s: %v", n, face, err)
			}
			if _, err := title.New(cfg, nil); err != nil {
				t.Errorf("obj%d=%s: %v", n, face, err)
			}
		}
	}
	cfg := engine.Config{Players: 2, Options: map[string]string{"objectives": "custom", "obj1": "O-CA1"}}
	if err := title.Validate(&cfg); engine.CodeOf(err) != engine.CodeBadConfig {
		t.Errorf("a capcarap face as the spider objective: err = %v", err)
	}
}
