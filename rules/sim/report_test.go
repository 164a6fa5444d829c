package sim_test

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"stolik/rules/bot"
	"stolik/rules/engine"
	"stolik/rules/enginetest/toygame"
	"stolik/rules/sim"
)

// The balance figures recorded in the titles' doc.go files come from
// Summary.Write, so its arithmetic is pinned here on three games worked
// out by hand:
//
//	game 1: a 10, b 4, a wins alone; seat 1 (b) took the first turn
//	game 2: b 7, a 7, tie for first (half a win each); seat 0 started
//	game 3: a −3, b 5, but no winner (the title's NoWinner); seat 0 started
//
// Seat wins: seat 1 = 1 + ½ = 1.5 of 3 = 50.0 %, seat 2 = ½ = 16.7 %.
// Turn positions: game 1's winner sat one after the starter (position
// 2: +1); game 2's first seat started (position 1: +½) and the second
// (position 2: +½): 0.5 and 1.5 → 16.7 % and 50.0 %. Bot a: 1.5 wins of 3
// seats = 50.0 %, mean (10 + 7 − 3) / 3 = 4.7; b: ½ of 3 = 16.7 %, mean
// (4 + 7 + 5) / 3 = 5.3. Scores: min −3, max 10, mean 30 / 6 = 5.0.
func TestSummaryWriteByHand(t *testing.T) {
	s := sim.NewSummary(2)
	s.Add(sim.GameResult{Bots: []string{"a", "b"}, Scores: []int{10, 4}, Ranking: []int{1, 2}, First: 1})
	s.Add(sim.GameResult{Bots: []string{"b", "a"}, Scores: []int{7, 7}, Ranking: []int{1, 1}, First: 0})
	s.Add(sim.GameResult{Bots: []string{"a", "b"}, Scores: []int{-3, 5}, Ranking: []int{1, 1}, NoWinner: true})
	var sb strings.Builder
	s.Write(&sb)
	want := "games: 3, no winner (tie for first): 1\n" +
		"seat 1 wins: 50.0%\n" +
		"seat 2 wins: 16.7%\n" +
		"turn position 1 wins: 16.7%\n" +
		"turn position 2 wins: 50.0%\n" +
		"bot a         seats played     3  win share 50.0%  mean score 4.7\n" +
		"bot b         seats played     3  win share 16.7%  mean score 5.3\n" +
		"scores: min -3, max 10, mean 5.0\n"
	if got := sb.String(); got != want {
		t.Errorf("summary:\n%s\nwant:\n%s", got, want)
	}
}

// An empty summary prints no score line and no card line (there is no
// minimum of nothing), and a result without scores (a bot list only)
// counts the seat as played without reading past the scores.
func TestSummaryWithoutScores(t *testing.T) {
	s := sim.NewSummary(2)
	var sb strings.Builder
	s.Write(&sb)
	if want := "games: 0, no winner (tie for first): 0\nseat 1 wins: 0.0%\nseat 2 wins: 0.0%\n" +
		"turn position 1 wins: 0.0%\nturn position 2 wins: 0.0%\n"; sb.String() != want {
		t.Errorf("empty summary:\n%s\nwant:\n%s", sb.String(), want)
	}
	s.Add(sim.GameResult{Bots: []string{"a", "b"}})
	if s.Played["a"] != 1 || s.Scores != 0 || s.Wins["a"] != 0 {
		t.Errorf("a result without scores: played %d, scores %d, wins %v", s.Played["a"], s.Scores, s.Wins)
	}
}

// Lifts with a tie: a shared first place puts half a winner's deck on
// each side. Two games: seat 0 (cards x, z) wins alone; then both tie,
// seat 0 holding y and seat 1 holding x. Winners' decks: 1 + ½ + ½ = 2;
// x is in 1 + ½ of them, in 2 of 4 decks: lift (1.5/2)/(2/4) = 1.5;
// y: (½/2)/(1/4) = 1; z: (1/2)/(1/4) = 2. With minDecks 1 the order is
// by lift, z before x though x comes first by name; with minDecks 2 only
// x is held in enough decks (exactly 2: the bound is inclusive).
func TestCardLiftsWithTies(t *testing.T) {
	s := sim.NewSummary(2)
	s.Add(sim.GameResult{Bots: []string{"a", "b"}, Scores: []int{3, 1}, Ranking: []int{1, 2},
		Cards: [][]string{{"x", "z"}, {}}})
	s.Add(sim.GameResult{Bots: []string{"a", "b"}, Scores: []int{2, 2}, Ranking: []int{1, 1},
		Cards: [][]string{{"y"}, {"x"}}})
	got := s.CardLifts(1)
	want := []sim.CardLift{{"z", 2}, {"x", 1.5}, {"y", 1}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("lifts %+v, want %+v", got, want)
	}
	if got := s.CardLifts(2); !reflect.DeepEqual(got, []sim.CardLift{{"x", 1.5}}) {
		t.Errorf("lifts of cards in ≥ 2 decks %+v, want only x", got)
	}
	// Write lists cards held in at least 30 decks: the same two games 15
	// times put x in exactly 30 decks, y and z in 15.
	w := sim.NewSummary(2)
	for g := 0; g < 15; g++ {
		w.Add(sim.GameResult{Bots: []string{"a", "b"}, Scores: []int{3, 1}, Ranking: []int{1, 2},
			Cards: [][]string{{"x", "z"}, {}}})
		w.Add(sim.GameResult{Bots: []string{"a", "b"}, Scores: []int{2, 2}, Ranking: []int{1, 1},
			Cards: [][]string{{"y"}, {"x"}}})
	}
	var sb strings.Builder
	w.Write(&sb)
	if line := "card share of winners' decks / of all decks (cards in ≥ 30 decks), highest: x 1.50\n"; !strings.HasSuffix(sb.String(), line) {
		t.Errorf("summary:\n%s\nwant it to end with:\n%s", sb.String(), line)
	}
	// Only games without a winner: no winners' decks, so no lift at all
	// (rather than a division by zero).
	n := sim.NewSummary(2)
	for g := 0; g < 40; g++ {
		n.Add(sim.GameResult{Bots: []string{"a", "b"}, Scores: []int{1, 1}, Ranking: []int{1, 1}, NoWinner: true,
			Cards: [][]string{{"x"}, {"x"}}})
	}
	if l := n.CardLifts(30); len(l) != 0 {
		t.Errorf("lifts without any winner: %+v", l)
	}
}

func TestBotSpecString(t *testing.T) {
	for _, tc := range []struct {
		spec sim.BotSpec
		want string
	}{
		{sim.BotSpec{Kind: "random", Level: 3}, "random"},
		{sim.BotSpec{Kind: "greedy", Level: 2}, "greedy"},
		{sim.BotSpec{Kind: "ismcts", Level: 2}, "ismcts:2"},
	} {
		if got := tc.spec.String(); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.spec, got, tc.want)
		}
	}
	for _, ok := range []string{"ismcts:1", "ismcts:3", " greedy , random "} {
		if _, err := sim.ParseBots(ok, 2); err != nil {
			t.Errorf("%q refused: %v", ok, err)
		}
	}
	if _, err := sim.ParseBots("ismcts:0", 2); err == nil {
		t.Error("level 0 accepted")
	}
}

// A game of a run can be reproduced outside it: seat i of the game with
// seed s is played by bot.New(kind, level, title, s·31 + i + 1). Every
// figure in the titles' doc.go files names a sim command and seed; this
// derivation is what makes them repeatable.
func TestPlayOneReproducesByHand(t *testing.T) {
	title := toygame.Title()
	bots, _ := sim.ParseBots("greedy,random,random", 3)
	o := sim.Options{Title: title, Players: 3, Bots: bots, Seed: 40, Games: 3, Rotate: true}
	for g := 0; g < 3; g++ {
		r, err := sim.PlayOne(context.Background(), o, g)
		if err != nil {
			t.Fatal(err)
		}
		seed := uint64(40 + g)
		game, err := title.New(engine.Config{Players: 3, Seed: seed, Options: map[string]string{}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		players := make([]bot.Player, 3)
		for i := range players {
			sp := bots[(i+g)%3]
			if players[i], err = bot.New(sp.Kind, sp.Level, title, seed*31+uint64(i)+1); err != nil {
				t.Fatal(err)
			}
		}
		decisions := 0
		for game.Current() != engine.GameOver {
			seat := game.Current()
			a, err := players[seat].Choose(context.Background(), game.View(seat), seat)
			if err != nil {
				t.Fatal(err)
			}
			if err := game.Apply(a, nil); err != nil {
				t.Fatal(err)
			}
			decisions++
		}
		var scores []int
		for _, s := range game.Result().Scores {
			scores = append(scores, s.Total)
		}
		if r.Decisions != decisions || !reflect.DeepEqual(r.Scores, scores) || !reflect.DeepEqual(r.Ranking, game.Result().Place) {
			t.Errorf("game %d: sim gave %d decisions, scores %v, ranking %v; by hand %d, %v, %v",
				g, r.Decisions, r.Scores, r.Ranking, decisions, scores, game.Result().Place)
		}
		// The safety bound: exactly as many decisions as the game needs
		// pass; one fewer is a failure naming the bound.
		o2 := o
		o2.MaxSteps = decisions
		if _, err := sim.PlayOne(context.Background(), o2, g); err != nil {
			t.Errorf("game %d with MaxSteps = its %d decisions: %v", g, decisions, err)
		}
		o2.MaxSteps = decisions - 1
		var f *sim.Failure
		if _, err := sim.PlayOne(context.Background(), o2, g); !errors.As(err, &f) || f.Index != decisions-1 ||
			!strings.Contains(f.Error(), "no end after") {
			t.Errorf("game %d with MaxSteps %d: err %v, want a failure at decision %d", g, decisions-1, err, decisions-1)
		}
	}
}

// owning reports fixed cards per seat and a first player, as a deck
// builder would; wrong names the seat after the last as current.
type owning struct{ engine.Game }

func (o owning) OwnedCards(seat int) []string { return []string{"karta" + string(rune('A'+seat))} }
func (o owning) FirstPlayer() int             { return 1 }
func (o owning) Round() int                   { return 7 }

type wrong struct{ engine.Game }

func (w wrong) Current() engine.Seat { return 2 }

func wrapped(wrap func(engine.Game) engine.Game) *engine.Title {
	t := *toygame.Title()
	inner := t.New
	t.New = func(c engine.Config, log *engine.Log) (engine.Game, error) {
		g, err := inner(c, log)
		if err != nil {
			return nil, err
		}
		return wrap(g), nil
	}
	return &t
}

// With Cards and Dump the result carries each seat's cards and the final
// public state; the optional interfaces fill First and Rounds; a title
// that names a seat outside the table fails with the seed rather than
// crashing the run.
func TestPlayOneOptionalParts(t *testing.T) {
	bots, _ := sim.ParseBots("random", 2)
	o := sim.Options{Title: wrapped(func(g engine.Game) engine.Game { return owning{g} }), Players: 2, Bots: bots,
		Seed: 3, Games: 1, Cards: true, Dump: true}
	r, err := sim.PlayOne(context.Background(), o, 0)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(r.Cards, [][]string{{"kartaA"}, {"kartaB"}}) || r.First != 1 || r.Rounds != 7 {
		t.Errorf("cards %v, first %d, rounds %d; want [[kartaA] [kartaB]], 1, 7", r.Cards, r.First, r.Rounds)
	}
	if len(r.State) == 0 || !json.Valid(r.State) {
		t.Errorf("dump: %q", r.State)
	}
	o.Cards, o.Dump = false, false
	if r, _ := sim.PlayOne(context.Background(), o, 0); r.Cards != nil || r.State != nil {
		t.Errorf("cards and state without asking: %v %q", r.Cards, r.State)
	}
	o.Title = wrapped(func(g engine.Game) engine.Game { return wrong{g} })
	var f *sim.Failure
	if _, err := sim.PlayOne(context.Background(), o, 0); !errors.As(err, &f) || !strings.Contains(f.Error(), "out of range") {
		t.Errorf("seat outside the table: err %v", err)
	}
}
