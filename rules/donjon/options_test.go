package donjon_test

import (
	"testing"

	"stolik/rules/donjon"
	"stolik/rules/engine"
	"stolik/rules/enginetest"
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

// G26 variant: with keeper_peek=yes an owner sees their own face-down
// Keeper tile and nobody else does; without it nobody does. The title then
// has secrets, so hot-seat play passes the screen behind the curtain.
func TestKeeperPeekVariant(t *testing.T) {
	title := donjon.Title()
	for _, peek := range []string{"no", "yes"} {
		opts := map[string]string{"keeper_peek": peek}
		if got := title.HasSecrets(opts); got != (peek == "yes") {
			t.Errorf("keeper_peek=%s: HasSecrets = %v", peek, got)
		}
		g, err := title.New(engine.Config{Players: 3, Seed: 4, Options: opts}, nil)
		if err != nil {
			t.Fatal(err)
		}
		for viewer := engine.Seat(0); viewer < 3; viewer++ {
			v := g.View(viewer).(*donjon.Game)
			for seat := 0; seat < 3; seat++ {
				k := v.UIKeeper(seat)
				want := peek == "yes" && seat == int(viewer)
				if k.Up {
					t.Fatalf("a Keeper tile is face up at the start")
				}
				if k.Peeked != want || (k.Tile >= 0) != want {
					t.Errorf("peek=%s: seat %d's tile as seen by %d: %+v", peek, seat, viewer, k)
				}
			}
		}
		if k := g.View(engine.Observer).(*donjon.Game).UIKeeper(0); k.Tile >= 0 {
			t.Errorf("peek=%s: the public view shows a face-down tile", peek)
		}
	}
	cfg := engine.Config{Players: 2, Options: map[string]string{"keeper_peek": "maybe"}}
	if err := title.Validate(&cfg); engine.CodeOf(err) != engine.CodeBadConfig {
		t.Errorf("keeper_peek=maybe: %v", err)
	}
}

// The conformance suite with the variant on checks that Determinize keeps
// what the owner has seen (their view is unchanged) and still hides the
// rest.
func TestConformanceWithKeeperPeek(t *testing.T) {
	games := 20
	if testing.Short() {
		games = 5
	}
	enginetest.Run(t, donjon.Title(), 3, enginetest.TitleOptions(map[string]string{"keeper_peek": "yes"}), enginetest.Games(games))
}
