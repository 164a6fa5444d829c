package dungeonology

import (
	"testing"

	"stolik/rules/enginetest"
)

// Random playouts at every player count and option mix end without error.
func TestRandomPlayouts(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 10
	}
	opts := []map[string]string{
		{},
		{"scholars": "draw", "boss": "pijany", "alert": "latwy"},
		{"scholars": "draw", "alert": "trudny", "offsets": "no", "responses": "holders", "priorities": "yes",
			"luck_spying": "yes", "publish_choice": "no", "discard_down": "no", "int_per_turn": "no"},
	}
	for players := 2; players <= 4; players++ {
		for oi, o := range opts {
			for seed := uint64(1); seed <= uint64(n); seed++ {
				if _, err := enginetest.Playout(Title(), players, seed+uint64(1000*oi), enginetest.TitleOptions(o)); err != nil {
					t.Fatalf("%d players, options %v: %v", players, o, err)
				}
			}
		}
	}
}
