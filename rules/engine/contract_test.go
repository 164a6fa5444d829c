package engine_test

import (
	"reflect"
	"testing"

	"stolik/rules/engine"
)

// Log.Add pairs its arguments two by two; a dangling name is dropped, not
// a panic; "count" also sets the Polish plural's Count.
func TestLogAdd(t *testing.T) {
	var l engine.Log
	l.Add("a", 1)
	l.Add("b", 2, "card", "Papuga", "count", 3, "room", 4)
	l.Add("c", engine.GameOver, "room", 5, "dangling")
	l.Add("d", 0, "count", "three") // not an int: no Count
	want := []engine.Event{
		{Key: "a", Seat: 1},
		{Key: "b", Seat: 2, Count: 3, Args: map[string]any{"card": "Papuga", "count": 3, "room": 4}},
		{Key: "c", Seat: engine.GameOver, Args: map[string]any{"room": 5}},
		{Key: "d", Seat: 0, Args: map[string]any{"count": "three"}},
	}
	if !reflect.DeepEqual(l.Events, want) {
		t.Errorf("events\n%+v\nwant\n%+v", l.Events, want)
	}
	var nilLog *engine.Log
	nilLog.Add("x", 0, "count", 1) // a nil log discards, bots pass one
	nilLog.Reveal("x", 0)
	nilLog.Push(engine.Event{Key: "x"})
	l.Reveal("e", 1, "count", 2)
	if e := l.Events[len(l.Events)-1]; !e.Reveal || e.Count != 2 {
		t.Errorf("Reveal logged %+v", e)
	}
}

// A private event is read by its seat as it is, by the others in its
// public form (or not at all), by the public view only publicly.
func TestEventFor(t *testing.T) {
	e := engine.Event{Key: "drew", Seat: 1, Count: 2, Args: map[string]any{"card": "Papuga"}, Reveal: true, Private: true, PublicKey: "drew_public"}
	if got, ok := e.For(1); !ok || !reflect.DeepEqual(got, e) {
		t.Errorf("the owner reads %+v, %v", got, ok)
	}
	for _, seat := range []engine.Seat{0, 2, engine.Observer} {
		got, ok := e.For(seat)
		want := engine.Event{Key: "drew_public", Seat: 1, Count: 2, Reveal: true}
		if !ok || !reflect.DeepEqual(got, want) {
			t.Errorf("%v reads %+v, %v; want %+v", seat, got, ok, want)
		}
	}
	e.PublicKey = ""
	if _, ok := e.For(0); ok {
		t.Error("a private event without a public form is shown to another seat")
	}
	pub := engine.Event{Key: "moved", Seat: 1}
	if got, ok := pub.For(engine.Observer); !ok || got.Key != "moved" {
		t.Error("a public event is hidden from the public view")
	}
}

// An option without a list of choices gets no default (and no panic).
func TestValidateOptionWithoutChoices(t *testing.T) {
	title := &engine.Title{ID: "x", MinPlayers: 1, MaxPlayers: 2,
		Options: []engine.OptionSpec{{Key: "name"}, {Key: "mode", Choices: []string{"a", "b"}}}}
	cfg := engine.Config{Players: 1}
	if err := title.Validate(&cfg); err != nil {
		t.Fatal(err)
	}
	if _, set := cfg.Options["name"]; set || cfg.Options["mode"] != "a" {
		t.Errorf("options %v, want only mode=a filled", cfg.Options)
	}
	cfg = engine.Config{Players: 2, Options: map[string]string{"name": "anything"}}
	if err := title.Validate(&cfg); err != nil {
		t.Errorf("a free option refused: %v", err)
	}
	if c := (engine.Config{Options: map[string]string{"a": "1"}}); c.Option("a", "x") != "1" || c.Option("b", "x") != "x" {
		t.Error("Config.Option")
	}
}

// Keys of different lengths compare on their common prefix and never
// panic; a later key breaks a tie only when the earlier ones are equal.
func TestRankByKeysRagged(t *testing.T) {
	place, tb := engine.RankByKeys([][]int{{5}, {5, 9}, {5, 9, 7}})
	if !reflect.DeepEqual(place, []int{1, 1, 1}) || tb != -1 {
		t.Errorf("ragged equal prefixes: places %v, tie-break %d", place, tb)
	}
	place, tb = engine.RankByKeys([][]int{{3, 1, 1}, {3, 1, 2}, {2, 9, 9}})
	if !reflect.DeepEqual(place, []int{2, 1, 3}) || tb != 2 {
		t.Errorf("decided by the third key: places %v, tie-break %d", place, tb)
	}
}

// IntN is unbiased even for a bound near 2^64, where the multiply-shift
// without its rejection step gives the values ≡ 2 (mod 3) only 2/8 of the
// draws instead of 1/3 (2^64 / (6·2^60) = 8/3 preimages per value).
func TestIntNUnbiasedForAHugeBound(t *testing.T) {
	const n = 6 << 60
	r := engine.NewRNG(9)
	var counts [3]int
	const draws = 30000
	for i := 0; i < draws; i++ {
		v := r.IntN(n)
		if v < 0 || v >= n {
			t.Fatalf("IntN(%d) = %d", n, v)
		}
		counts[v%3]++
	}
	for k, c := range counts {
		// Uniform: 10000 ± 3σ (σ ≈ 82); the biased draw gives 7500 or 11250.
		if c < 9750 || c > 10250 {
			t.Errorf("values ≡ %d (mod 3): %d of %d draws", k, c, draws)
		}
	}
}
