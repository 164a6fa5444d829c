package sim_test

import (
	"context"
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"

	"stolik/rules/engine"
	"stolik/rules/enginetest/toygame"
	"stolik/rules/sim"
)

func TestParseBots(t *testing.T) {
	tests := []struct {
		list    string
		players int
		want    []sim.BotSpec
		err     string
	}{
		{"random", 3, []sim.BotSpec{{"random", 3}, {"random", 3}, {"random", 3}}, ""},
		{"ismcts:1,greedy", 2, []sim.BotSpec{{"ismcts", 1}, {"greedy", 3}}, ""},
		{"ismcts:4", 2, nil, "level"},
		{"alphazero", 2, nil, "unknown bot"},
		{"random,random,random", 2, nil, "3 bots for 2"},
		{"", 2, nil, "no bots"},
	}
	for _, tc := range tests {
		got, err := sim.ParseBots(tc.list, tc.players)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: err %v, want %q", tc.list, err, tc.err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: got %v %v want %v", tc.list, got, err, tc.want)
		}
	}
}

func run(t *testing.T, o sim.Options) []sim.GameResult {
	t.Helper()
	var out []sim.GameResult
	if err := sim.Run(context.Background(), o, func(r sim.GameResult) { out = append(out, r) }); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestRunIsDeterministicAndOrdered(t *testing.T) {
	bots, _ := sim.ParseBots("greedy,random,random", 3)
	o := sim.Options{Title: toygame.Title(), Players: 3, Bots: bots, Seed: 11, Games: 12, Rotate: true}
	a := run(t, o)
	o.Workers = 1
	b := run(t, o)
	if len(a) != 12 || len(b) != 12 {
		t.Fatalf("got %d and %d results", len(a), len(b))
	}
	for i := range a {
		if a[i].Seed != 11+int64(i) {
			t.Errorf("result %d has seed %d: out of order", i, a[i].Seed)
		}
		if !reflect.DeepEqual(a[i].Scores, b[i].Scores) || !reflect.DeepEqual(a[i].Bots, b[i].Bots) {
			t.Errorf("game %d differs between runs: %v vs %v", i, a[i], b[i])
		}
		if a[i].Decisions == 0 || len(a[i].Ranking) != 3 {
			t.Errorf("game %d: %+v", i, a[i])
		}
	}
	if reflect.DeepEqual(a[0].Bots, a[1].Bots) {
		t.Error("-rotate did not move the bots between seats")
	}
	sum := sim.NewSummary(3)
	for _, r := range a {
		sum.Add(r)
	}
	var sb strings.Builder
	sum.Write(&sb)
	if sum.Games != 12 || !strings.Contains(sb.String(), "bot greedy") {
		t.Errorf("summary:\n%s", sb.String())
	}
}

// broken refuses its own legal moves after a few decisions, as a buggy
// title would.
type broken struct{ engine.Game }

var errBroken = errors.New("broken")

func (b broken) Apply(a engine.Action, log *engine.Log) error {
	if len(b.Legal(nil)) > 0 && b.Checksum()%7 == 0 {
		return errBroken
	}
	return b.Game.Apply(a, log)
}
func (b broken) View(s engine.Seat) engine.Game { return broken{b.Game.View(s)} }
func (b broken) Clone() engine.Game             { return broken{b.Game.Clone()} }

func TestRunReportsSeedAndIndexOfFailure(t *testing.T) {
	tt := *toygame.Title()
	inner := tt.New
	tt.New = func(c engine.Config, log *engine.Log) (engine.Game, error) {
		g, err := inner(c, log)
		return broken{g}, err
	}
	bots, _ := sim.ParseBots("random", 2)
	err := sim.Run(context.Background(), sim.Options{Title: &tt, Players: 2, Bots: bots, Seed: 5, Games: 30}, func(sim.GameResult) {})
	var f *sim.Failure
	if !errors.As(err, &f) || !errors.Is(f.Err, errBroken) {
		t.Fatalf("err = %v, want a *sim.Failure wrapping the rules error", err)
	}
	if f.Seed < 5 || f.Seed >= 35 || f.Action == "" {
		t.Fatalf("failure lacks its reproduction: %+v", f)
	}
}

func TestSummaryCountsTurnPositions(t *testing.T) {
	s := sim.NewSummary(3)
	// Seat 2 started and won; then seat 0 started and seat 1 won.
	s.Add(sim.GameResult{Bots: []string{"a", "a", "a"}, Scores: []int{1, 2, 9}, Ranking: []int{3, 2, 1}, First: 2})
	s.Add(sim.GameResult{Bots: []string{"a", "a", "a"}, Scores: []int{1, 9, 2}, Ranking: []int{3, 1, 2}, First: 0})
	if want := []float64{1, 1, 0}; !reflect.DeepEqual(s.TurnWins, want) {
		t.Errorf("turn wins %v, want %v", s.TurnWins, want)
	}
	if want := []float64{0, 1, 1}; !reflect.DeepEqual(s.SeatWins, want) {
		t.Errorf("seat wins %v, want %v", s.SeatWins, want)
	}
}

// TestCardLifts: a card held by every winner and by half of all decks
// has a lift of 2; cards in too few decks are left out.
func TestCardLifts(t *testing.T) {
	s := sim.NewSummary(2)
	for g := 0; g < 40; g++ {
		s.Add(sim.GameResult{Bots: []string{"a", "b"}, Scores: []int{2, 1}, Ranking: []int{1, 2},
			Cards: [][]string{{"x", "y"}, {"y"}}})
	}
	s.Add(sim.GameResult{Bots: []string{"a", "b"}, Scores: []int{2, 1}, Ranking: []int{1, 2},
		Cards: [][]string{{"rare"}, {}}})
	lifts := s.CardLifts(30)
	if len(lifts) != 2 || lifts[0].Card != "x" || lifts[1].Card != "y" {
		t.Fatalf("lifts %+v", lifts)
	}
	// x: in 40 of 41 winners' decks, 40 of 82 decks.
	if want := (40.0 / 41) / (40.0 / 82); math.Abs(lifts[0].Lift-want) > 1e-9 {
		t.Fatalf("lift of x %.3f, want %.3f", lifts[0].Lift, want)
	}
}
