package donjon_test

import (
	"testing"

	"stolik/rules/donjon"
	"stolik/rules/engine"
)

// TestThreatRevealCannotBeUndoneAndRedealt is the review's M6: in a hot-seat
// game a player drew a Threat card, pressed Ctrl+Z and redid the move to
// see the same card dealt again (the deck's order follows from the seed).
// Undo must refuse to cross the step that drew it, for the player who made
// it and for the next one, and the refusal must leave the game as it was.
func TestThreatRevealCannotBeUndoneAndRedealt(t *testing.T) {
	title := donjon.Title()
	for seed := int64(1); seed <= 5; seed++ {
		m := engine.Match{Title: title.ID, Seed: seed, Seats: []engine.SeatConfig{{Name: "A"}, {Name: "B"}}}
		s, err := engine.Start(title, m)
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(uint64(seed))
		found := false
		for n := 0; n < 3000 && !s.Over() && !found; n++ {
			legal := s.Game.Legal(nil)
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			st := s.Steps[len(s.Steps)-1]
			for _, e := range s.Events()[st.First:st.Last] {
				if e.Key == "donjon.threat_drawn" {
					found = true
				}
			}
			if !found {
				continue
			}
			if !st.Reveal {
				t.Fatalf("seed %d: the step that drew a Threat card is not marked as a reveal", seed)
			}
			before := s.Game.Checksum()
			for _, by := range []engine.Seat{0, 1} {
				_, err := s.UndoCheck(by)
				code := engine.CodeOf(err)
				// The actor is stopped by the reveal; the other human by
				// the actor's decision (not theirs to take back) — never
				// allowed either way.
				if code != engine.CodeUndoReveal && !(by != st.Actor && code == engine.CodeUndoOther) {
					t.Fatalf("seed %d: undo by %v after the Threat reveal: %v", seed, by, err)
				}
				if err := s.Undo(by); err == nil || s.Game.Checksum() != before {
					t.Fatalf("seed %d: undo by %v crossed the Threat reveal", seed, by)
				}
			}
			if _, err := s.UndoCheck(st.Actor); engine.CodeOf(err) != engine.CodeUndoReveal {
				t.Fatalf("seed %d: the drawing player's refusal is %v, want the reveal", seed, err)
			}
		}
		if !found {
			t.Fatalf("seed %d: no Threat card drawn in a random game", seed)
		}
	}
}
