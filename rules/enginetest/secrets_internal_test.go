package enginetest

import (
	"testing"

	"stolik/rules/engine"
)

// diffEvents is what the "events" check reports: the first event a seat
// receives differently, described with its key, seat, count, arguments
// and reveal mark; a reveal the seat reads itself ends the comparison, the
// public form of another seat's private reveal does not.
func TestDiffEventsByHand(t *testing.T) {
	pub := func(key string) engine.Event { return engine.Event{Key: key, Seat: 0} }
	drew := engine.Event{Key: "draw", Seat: 1, Count: 2, Args: map[string]any{"card": "As"}, Private: true, PublicKey: "draw_hidden"}
	reveal := engine.Event{Key: "show", Seat: 1, Reveal: true}
	privateReveal := engine.Event{Key: "peek", Seat: 1, Reveal: true, Private: true, PublicKey: "peek_hidden"}
	for _, tc := range []struct {
		name string
		a, b []engine.Event
		seat engine.Seat
		want string
	}{
		{"equal", []engine.Event{pub("x"), drew}, []engine.Event{pub("x"), drew}, 0, ""},
		{"one more event in the copy", []engine.Event{pub("x")}, []engine.Event{pub("x"), pub("y")}, 0,
			"event 1 is missing in the game and y(seat seat0) in the copy"},
		{"one more event in the game", []engine.Event{pub("x"), pub("y")}, []engine.Event{pub("x")}, 0,
			"event 1 is y(seat seat0) in the game and missing in the copy"},
		{"the owner reads count and arguments", []engine.Event{drew}, []engine.Event{{Key: "draw", Seat: 1, Count: 3, Private: true, PublicKey: "draw_hidden"}}, 1,
			"event 0 is draw(seat seat1, count 2, map[card:As]) in the game and draw(seat seat1, count 3) in the copy"},
		{"a reveal read by the seat ends the comparison", []engine.Event{reveal, pub("a")}, []engine.Event{reveal, pub("b")}, 0, ""},
		{"another seat's private reveal does not", []engine.Event{privateReveal, pub("a")}, []engine.Event{privateReveal, pub("b")}, 0,
			"event 1 is a(seat seat0) in the game and b(seat seat0) in the copy"},
		{"the reveal mark is shown", []engine.Event{pub("a")}, []engine.Event{{Key: "a", Seat: 1, Reveal: true, Private: true, PublicKey: "a"}}, 0,
			"event 0 is a(seat seat0) in the game and a(seat seat1, reveal) in the copy"},
	} {
		if got := diffEvents(tc.a, tc.b, tc.seat); got != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", tc.name, got, tc.want)
		}
	}
}

// hiddenFrom names the first secret hidden from the seat, and only then.
func TestHiddenFrom(t *testing.T) {
	secrets := []engine.Secret{{Name: "a", Hidden: []engine.Seat{1}}, {Name: "b", Hidden: []engine.Seat{0, 1}}}
	if name, ok := hiddenFrom(secrets, 0); !ok || name != "b" {
		t.Errorf("seat 0: %q %v, want b", name, ok)
	}
	if name, ok := hiddenFrom(secrets, 1); !ok || name != "a" {
		t.Errorf("seat 1: %q %v, want a", name, ok)
	}
	if _, ok := hiddenFrom(secrets, 2); ok {
		t.Error("seat 2: a secret found though none is hidden from it")
	}
}
