package discover

import (
	"strconv"
	"strings"
	"testing"

	"stolik/rules/engine"
)

// TestSecrets: every hidden zone Secrets lists, changed alone, leaves the
// views of the seats that may not know it unchanged, and really changes
// the game; over random games every kind of zone comes up.
func TestSecrets(t *testing.T) {
	kinds := map[string]bool{}
	for sc := 1; sc <= 5; sc++ {
		for seed := uint64(1); seed <= 4; seed++ {
			n := 1 + int(seed%4)
			if sc == 5 && n == 1 {
				n = 2
			}
			g := newTestGame(t, n, seed, strconv.Itoa(sc))
			rng := engine.NewRNG(seed)
			for step := 0; g.Current() != engine.GameOver; step++ {
				if step%7 == 0 {
					for _, sec := range secrets(g, &rng) {
						name, _, _ := strings.Cut(sec.Name, ":")
						for i, r := range name {
							if r >= '0' && r <= '9' {
								name = name[:i]
								break
							}
						}
						kinds[name] = true
						if sec.Game.Checksum() == g.Checksum() {
							t.Fatalf("%s: the changed copy equals the game", sec.Name)
						}
						for _, seat := range sec.Hidden {
							if sec.Game.View(seat).Checksum() != g.View(seat).Checksum() {
								t.Fatalf("scenario %d step %d: %s shows in the view of %v", sc, step, sec.Name, seat)
							}
						}
					}
				}
				legal := g.Legal(nil)
				mustApply(t, g, legal[rng.IntN(len(legal))])
			}
		}
	}
	for _, k := range []string{"zakryte kafelki mapy", "żetony krajobrazu", "źródła wody", "żetony potworów",
		"kolejność talii nocy", "kolejność talii zagrożeń", "kolejność talii projektów", "kolejność spotkań nr ",
		"ręka projektów gracza ", "rozdane postacie gracza ", "wariant karty nr "} {
		if !kinds[k] {
			t.Errorf("zone %q never came up", k)
		}
	}
}

// TestViewKeepsOwnHand: a seat sees its own project hand and the public
// board as they are; another seat's hand is masked.
func TestViewKeepsOwnHand(t *testing.T) {
	g := ready(t, 3, "1", 5)
	for h := 0; h < 3; h++ {
		v := g.View(engine.Seat(h)).(*Game)
		if v.s.H[h].Proj != g.s.H[h].Proj || v.s.H[h].Hex != g.s.H[h].Hex {
			t.Errorf("seat %d's own hand or position changed in its view", h)
		}
	}
	// Swap a project of seat 1 with the deck: seat 0's view must not tell.
	c := g.Clone().(*Game)
	c.s.H[1].Proj[0], c.s.ProjDeck[0] = c.s.ProjDeck[0], c.s.H[1].Proj[0]
	if c.Checksum() == g.Checksum() {
		t.Fatal("the swap changed nothing")
	}
	if c.View(0).Checksum() != g.View(0).Checksum() {
		t.Error("seat 0 sees seat 1's hand")
	}
	if c.View(1).Checksum() == g.View(1).Checksum() {
		t.Error("seat 1 does not see its own hand")
	}
}
