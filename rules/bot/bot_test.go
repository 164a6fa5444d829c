package bot_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"stolik/rules/bot"
	"stolik/rules/engine"
	"stolik/rules/enginetest/toygame"
)

// play runs one toy game between players (seat i is players[i]), checking
// that every bot answer is legal, and returns the result.
func play(t testing.TB, title *engine.Title, seed uint64, players []bot.Player) engine.Result {
	t.Helper()
	g, err := title.New(engine.Config{Players: len(players), Seed: seed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	var legal []engine.Action
	for steps := 0; g.Current() != engine.GameOver; steps++ {
		if steps > 1000 {
			t.Fatalf("seed %d: game does not end", seed)
		}
		cur := g.Current()
		a, err := players[cur].Choose(ctx, g.View(cur), cur)
		if err != nil {
			t.Fatalf("seed %d step %d: %v", seed, steps, err)
		}
		legal = g.Legal(legal[:0])
		if !engine.Contains(legal, a) {
			t.Fatalf("seed %d step %d: bot chose %+v, not among %v", seed, steps, a, legal)
		}
		if err := g.Apply(a, nil); err != nil {
			t.Fatal(err)
		}
	}
	return g.Result()
}

// share is seat's result against the others: 1 for beating all, 0.5 per
// tie, averaged over opponents.
func share(res engine.Result, seat int) float64 {
	s := 0.0
	for q, p := range res.Place {
		switch {
		case q == seat:
		case p > res.Place[seat]:
			s++
		case p == res.Place[seat]:
			s += 0.5
		}
	}
	return s / float64(len(res.Place)-1)
}

// matchRate plays games with the candidate in rotating seats against
// random bots and returns the candidate's mean share.
func matchRate(t testing.TB, games, players int, candidate func(seed uint64) bot.Player) float64 {
	title := toygame.Title()
	total := 0.0
	for i := 0; i < games; i++ {
		seed := uint64(1000 + i)
		ps := make([]bot.Player, players)
		for s := range ps {
			ps[s] = bot.NewRandom(title, seed*31+uint64(s))
		}
		seat := i % players
		ps[seat] = candidate(seed)
		total += share(play(t, title, seed, ps), seat)
	}
	return total / float64(games)
}

// The thresholds sit well below what was measured (in the comments, on
// these seeds) and well above the 0.5 of an equal opponent; a change that
// makes a bot play worse, or cheat less carefully than it should, shows.
func TestStrength(t *testing.T) {
	t.Parallel()
	title := toygame.Title()
	ismcts := func(seed uint64) bot.Player {
		return bot.NewISMCTS(title, seed, bot.ISMCTSConfig{Iterations: 300})
	}
	tests := []struct {
		name     string
		players  int
		games    int
		min, max float64
		player   func(seed uint64) bot.Player
	}{
		{"ismcts beats random, 2 players", 2, 100, 0.70, 1, ismcts}, // measured 0.825
		{"ismcts beats random, 4 players", 4, 60, 0.60, 1, ismcts},  // measured 0.694
		{"greedy beats random, 2 players", 2, 100, 0.56, 1, func(seed uint64) bot.Player { // measured 0.630
			return bot.NewGreedy(title, seed, bot.GreedySamples(bot.LevelMedium))
		}},
		// The control: the harness itself must not favour the candidate.
		{"random is even with random", 2, 100, 0.40, 0.60, func(seed uint64) bot.Player { // measured 0.505
			return bot.NewRandom(title, seed)
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			got := matchRate(t, tc.games, tc.players, tc.player)
			t.Logf("share %.3f over %d games (%v)", got, tc.games, time.Since(start))
			if got < tc.min || got > tc.max {
				t.Errorf("share %.3f, want in [%.2f, %.2f]", got, tc.min, tc.max)
			}
		})
	}
}

func TestISMCTSBeatsGreedy(t *testing.T) {
	t.Parallel()
	title := toygame.Title()
	total := 0.0
	const games = 60
	for i := 0; i < games; i++ {
		seed := uint64(5000 + i)
		ps := []bot.Player{bot.NewGreedy(title, seed, 3), bot.NewGreedy(title, seed+1, 3)}
		seat := i % 2
		ps[seat] = bot.NewISMCTS(title, seed, bot.ISMCTSConfig{Iterations: 1000})
		total += share(play(t, title, seed, ps), seat)
	}
	got := total / games
	t.Logf("ismcts(1000) vs greedy(3): share %.3f", got)
	if got < 0.62 { // measured 0.775
		t.Errorf("share %.3f, want ≥ 0.62", got)
	}
}

// midGame returns a 3-player toy game a few decisions in, with seat to
// move holding a real choice.
func midGame(t testing.TB, seed uint64, steps int) engine.Game {
	t.Helper()
	g, err := toygame.Title().New(engine.Config{Players: 3, Seed: seed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var legal []engine.Action
	for i := 0; i < steps; i++ {
		legal = g.Legal(legal[:0])
		if err := g.Apply(legal[i%len(legal)], nil); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func allBots(t testing.TB, seed uint64) map[string]func() bot.Player {
	title := toygame.Title()
	return map[string]func() bot.Player{
		"random": func() bot.Player { return bot.NewRandom(title, seed) },
		"greedy": func() bot.Player { return bot.NewGreedy(title, seed, 3) },
		"ismcts": func() bot.Player { return bot.NewISMCTS(title, seed, bot.ISMCTSConfig{Iterations: 500}) },
		"ismcts-widen": func() bot.Player {
			return bot.NewISMCTS(title, seed, bot.ISMCTSConfig{Iterations: 500, OwnTurn: true, Widening: 1})
		},
		"ismcts-rerank": func() bot.Player {
			return bot.NewISMCTS(title, seed, bot.ISMCTSConfig{Iterations: 500, OwnTurn: true, Candidates: 3, Samples: 5, Turns: 2})
		},
	}
}

func TestDeterministicAndBlindToSecrets(t *testing.T) {
	t.Parallel()
	for name, mk := range allBots(t, 77) {
		t.Run(name, func(t *testing.T) {
			for seed := uint64(1); seed <= 5; seed++ {
				g := midGame(t, seed, 4)
				seat := g.Current()
				a1, err1 := mk().Choose(context.Background(), g.View(seat), seat)
				a2, err2 := mk().Choose(context.Background(), g.View(seat), seat)
				if err1 != nil || err2 != nil || a1 != a2 {
					t.Fatalf("seed %d: same seed, same view gave %+v (%v) and %+v (%v)", seed, a1, err1, a2, err2)
				}
				// Another world seat cannot tell from this one: other
				// hands and future prizes differ, seat's view does not.
				other := g.Clone()
				rng := engine.NewRNG(seed)
				other.Determinize(seat, &rng)
				if other.Checksum() == g.Checksum() {
					t.Fatalf("seed %d: determinization changed nothing; the test proves nothing", seed)
				}
				a3, err := mk().Choose(context.Background(), other.View(seat), seat)
				if err != nil || a3 != a1 {
					t.Errorf("seed %d: the bot's choice depends on what its seat cannot see: %+v vs %+v (%v)", seed, a1, a3, err)
				}
			}
		})
	}
}

func TestSingleLegalActionAnswersAtOnce(t *testing.T) {
	// In the last round every hand holds one card.
	g := midGame(t, 3, 21)
	seat := g.Current()
	if legal := g.Legal(nil); len(legal) != 1 {
		t.Fatalf("want a forced move, have %d actions", len(legal))
	}
	p := bot.NewISMCTS(toygame.Title(), 1, bot.ISMCTSConfig{Iterations: 1 << 30})
	done := make(chan struct{})
	go func() {
		defer close(done)
		if _, err := p.Choose(context.Background(), g.View(seat), seat); err != nil {
			t.Error(err)
		}
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("a forced move was searched")
	}
}

func TestCancellation(t *testing.T) {
	t.Parallel()
	g := midGame(t, 9, 1)
	seat := g.Current()
	legal := g.Legal(nil)
	p := bot.NewISMCTS(toygame.Title(), 1, bot.ISMCTSConfig{Iterations: 1 << 30})

	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	a, err := p.Choose(ctx, g.View(seat), seat)
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("cancelled search took %v", took)
	}
	if err != nil || !engine.Contains(legal, a) {
		t.Errorf("cancelled search returned %+v, %v; want its best legal action so far", a, err)
	}

	done, stop := context.WithCancel(context.Background())
	stop()
	for name, mk := range allBots(t, 3) {
		if _, err := mk().Choose(done, g.View(seat), seat); !errors.Is(err, context.Canceled) {
			t.Errorf("%s: Choose on a cancelled context = %v, want context.Canceled", name, err)
		}
	}
}

func TestAsync(t *testing.T) {
	t.Parallel()
	g := midGame(t, 4, 2)
	seat := g.Current()
	p := bot.NewISMCTS(toygame.Title(), 5, bot.ISMCTSConfig{Iterations: 1 << 30})
	ctx, cancel := context.WithCancel(context.Background())
	ch := bot.Async(ctx, p, g.View(seat), seat)
	select {
	case r := <-ch:
		t.Fatalf("a search of 2^30 iterations answered before it was cancelled: %+v", r)
	case <-time.After(20 * time.Millisecond):
	}
	cancel()
	select {
	case r := <-ch:
		if r.Err != nil || !engine.Contains(g.Legal(nil), r.Action) {
			t.Errorf("reply %+v", r)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("no reply after cancel")
	}

	r := <-bot.Async(context.Background(), panicker{}, g.View(seat), seat)
	if r.Err == nil {
		t.Error("a panicking bot must come back as an error")
	}
	r = <-bot.Async(context.Background(), nil, g.View(seat), seat)
	if r.Err == nil {
		t.Error("a nil player must come back as an error")
	}
}

type panicker struct{}

func (panicker) Choose(context.Context, engine.Game, engine.Seat) (engine.Action, error) {
	panic("boom")
}

func TestNew(t *testing.T) {
	title := toygame.Title()
	tests := []struct {
		kind    string
		level   int
		title   *engine.Title
		wantErr bool
	}{
		{"random", 1, title, false},
		{"greedy", 2, title, false},
		{"ismcts", 3, title, false},
		{"ismcts", 0, title, true},
		{"ismcts", 4, title, true},
		{"minimax", 1, title, true},
		{"random", 1, nil, true},
	}
	for _, tc := range tests {
		p, err := bot.New(tc.kind, tc.level, tc.title, 1)
		if (err != nil) != tc.wantErr || (err == nil) == (p == nil) {
			t.Errorf("New(%q, %d) = %v, %v", tc.kind, tc.level, p, err)
		}
	}
	if bot.Iterations(1) >= bot.Iterations(2) || bot.Iterations(2) >= bot.Iterations(3) {
		t.Error("levels must search more as they go up")
	}
}

func TestRefusesWrongSeatAndFinishedGame(t *testing.T) {
	g := midGame(t, 2, 0)
	seat := g.Current()
	other := (seat + 1) % 3
	for name, mk := range allBots(t, 1) {
		if _, err := mk().Choose(context.Background(), g.View(other), other); engine.CodeOf(err) != engine.CodeNotYourTurn {
			t.Errorf("%s: out of turn: %v", name, err)
		}
	}
	over := midGame(t, 2, 24)
	if over.Current() != engine.GameOver {
		t.Fatal("game should be over")
	}
	for name, mk := range allBots(t, 1) {
		if _, err := mk().Choose(context.Background(), over.View(0), 0); engine.CodeOf(err) != engine.CodeGameOver {
			t.Errorf("%s: after the end: %v", name, err)
		}
	}
}

func benchChoose(b *testing.B, p bot.Player) {
	g := midGame(b, 8, 0)
	seat := g.Current()
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := p.Choose(ctx, g.View(seat), seat); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkISMCTS10k is the time of one decision at 10 000 iterations on
// the toy game's first move, 3 players (target ≤ 1 s, performance.md).
func BenchmarkISMCTS10k(b *testing.B) {
	benchChoose(b, bot.NewISMCTS(toygame.Title(), 1, bot.ISMCTSConfig{Iterations: 10000}))
}

func BenchmarkISMCTSEasy(b *testing.B) {
	benchChoose(b, bot.NewISMCTS(toygame.Title(), 1, bot.ISMCTSConfig{Iterations: bot.Iterations(bot.LevelEasy)}))
}

func BenchmarkGreedy(b *testing.B) {
	benchChoose(b, bot.NewGreedy(toygame.Title(), 1, bot.GreedySamples(bot.LevelHard)))
}

func BenchmarkRandom(b *testing.B) {
	benchChoose(b, bot.NewRandom(toygame.Title(), 1))
}
