package enginetest_test

import (
	"testing"

	"stolik/rules/engine"
	"stolik/rules/enginetest"
	"stolik/rules/enginetest/toygame"
)

// fixedSeed determinizes its game with one fixed generator, whatever rng
// it is given: the state's RNG comes out the same every time (issue 14's
// bug 6).
type fixedSeed struct{ engine.Game }

func (f fixedSeed) Determinize(s engine.Seat, _ *engine.RNG) {
	r := engine.NewRNG(7)
	f.Game.Determinize(s, &r)
}
func (f fixedSeed) View(s engine.Seat) engine.Game { return fixedSeed{f.Game.View(s)} }
func (f fixedSeed) Clone() engine.Game             { return fixedSeed{f.Game.Clone()} }

// box only wraps its game, passing everything through.
type box struct{ engine.Game }

func (b box) View(s engine.Seat) engine.Game { return box{b.Game.View(s)} }
func (b box) Clone() engine.Game             { return box{b.Game.Clone()} }

// TestReseedCheckSeesThroughWrappers: the conformance suite's reseed check
// reads the state's RNG through the wrappers a title may put around its
// state. By hand: the toy game boxed once or twice → no reseed failure;
// its Determinize given a fixed generator, boxed once or twice (the RNG
// three levels down) → a reseed failure. Kills check.go's rngState walk:
// `depth > 3` → `>=` (the RNG three levels down missed), `v.Type() == rt`
// → `!=`, `i < NumField` → `>=` (nothing found, nothing failed).
func TestReseedCheckSeesThroughWrappers(t *testing.T) {
	for _, tc := range []struct {
		name string
		wrap func(engine.Game) engine.Game
		want bool
	}{
		{"boxed", func(g engine.Game) engine.Game { return box{g} }, false},
		{"boxed twice", func(g engine.Game) engine.Game { return box{box{g}} }, false},
		{"fixed seed", func(g engine.Game) engine.Game { return fixedSeed{g} }, true},
		{"fixed seed, boxed", func(g engine.Game) engine.Game { return box{fixedSeed{g}} }, true},
	} {
		title := toygame.Title()
		base := title.New
		title.New = func(cfg engine.Config, log *engine.Log) (engine.Game, error) {
			g, err := base(cfg, log)
			if err != nil {
				return nil, err
			}
			return tc.wrap(g), nil
		}
		title.Secrets, title.Evaluate = nil, nil
		fails := enginetest.Check(title, 2, enginetest.Games(2), enginetest.Skip(enginetest.CheckSecrets, enginetest.CheckHidden))
		got := false
		for _, f := range fails {
			got = got || f.Check == enginetest.CheckReseed
		}
		if got != tc.want {
			t.Errorf("%s: a reseed failure %v, want %v (failures %v)", tc.name, got, tc.want, fails)
		}
	}
}
