package dungeonology

import (
	"slices"
	"testing"

	"stolik/rules/engine"
)

// Tests for mutants of the rules files (apply.go, effects.go, …) that
// lived in the sampled gremlins run of issue 14
// (rules/enginetest/MUTATION.md). Expected values are worked out by hand
// from the spec (/work/shared/rules/stworologia.md), as each comment says.

// TestPufGoesToAnyOtherZone (T08 PUF!: «przejdź do dowolnej odkrytej strefy
// w tym samym regionie» — go to any revealed zone of the region; the base
// game has one region, §4 "Region: all mutually adjacent zones"). Three
// zones revealed next to the start zone (tiles 1, 2, 3), the scholar on
// tile 1: by hand the choices are tiles 2 and 3 — not its own zone, not a
// tile that is not there, and not the start zone (tile 0, the safe camp,
// which this implementation never offers as a destination). Kills
// effects.go:440 (`z < s.TileN` → `<=` or `>=`, `z++` → `z--`).
func TestPufGoesToAnyOtherZone(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	a := placeZone(t, g, "I-2", -2, 1)
	b := placeZone(t, g, "I-3", 0, 2)
	c := placeZone(t, g, "I-4", 2, 1)
	if a != 1 || b != 2 || c != 3 || g.s.TileN != 4 {
		t.Fatalf("tiles %d %d %d of %d, want 1 2 3 of 4", a, b, c, g.s.TileN)
	}
	g.s.P[0].Zone = a
	startTurnOf(g, 0)
	puf := cardOf(t, g, "puf", 0)
	setHand(t, g, 0, puf)
	apply(t, g, act(KindCard, puf, useMain))
	var got []uint8
	for _, x := range g.Legal(nil) {
		if x.Kind == KindZone {
			got = append(got, x.A)
		}
	}
	if want := []uint8{b, c}; !slices.Equal(got, want) {
		t.Errorf("PUF! from tile %d offers tiles %v, want %v", a, got, want)
	}
}

// TestTollMayBeRefusedOnlyForProtectedCubes (Myto N: the scholar drops N
// cubes of their choice; "protected cubes: if a protected cube would be
// lost, the owner chooses whether to lose it" — Strażnik protects Wojsko).
// By hand, with a Myto 1 pending for Sofia: Wojsko only and Strażnik →
// drop Wojsko or keep it (pass); Wojsko only without Strażnik → drop
// Wojsko; Wojsko and Cywilizacja with Strażnik → one of the two must go
// (the Cywilizacja cube is not protected), no pass. Kills effects.go:1600
// `k > 0` → `>= 0` in allProtected (an empty, unprotected column made
// every cube count as unprotected).
func TestTollMayBeRefusedOnlyForProtectedCubes(t *testing.T) {
	for _, tc := range []struct {
		name     string
		cyw      uint8
		guard    bool
		wantPass bool
	}{
		{"Wojsko only, Strażnik", 0, true, true},
		{"Wojsko only, no intern", 0, false, false},
		{"Wojsko and Cywilizacja, Strażnik", 1, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newTestGame(t, 2, 1, nil)
			setScholars(t, g, "valerio", "sofia")
			s := &g.s
			s.P[1].Col = [NumColours]uint8{}
			s.P[1].Col[Woj], s.P[1].Col[Cyw] = 1, tc.cyw
			if tc.guard {
				g.recruit(1, internIdx(t, g, "straznik"), nil)
			}
			s.push(pending{Op: pDrop, Seat: 1, N: 1})
			legal := g.Legal(nil)
			want := []engine.Action{act(KindColour, Woj, 0)}
			if tc.cyw > 0 {
				want = append([]engine.Action{act(KindColour, Cyw, 0)}, want...)
			}
			if tc.wantPass {
				want = append(want, act(KindPass, 0, 0))
			}
			slices.SortFunc(want, func(a, b engine.Action) int { return int(a.Kind)*256 + int(a.A) - int(b.Kind)*256 - int(b.A) })
			got := slices.Clone(legal)
			slices.SortFunc(got, func(a, b engine.Action) int { return int(a.Kind)*256 + int(a.A) - int(b.Kind)*256 - int(b.A) })
			if !slices.Equal(got, want) {
				t.Errorf("Myto 1: choices %v, want %v", formatAll(got), formatAll(want))
			}
		})
	}
}

// TestFatigueNeverAboveStamina (turn, phase 2: rest is mandatory "if the
// scholar starts the turn with fatigue tokens equal to stamina" — fatigue
// fills the stamina and stops there; addFatigue: "never above stamina"). By hand, with stamina st: from st − 1, two
// more tokens stop at st; from st − 3, two more give st − 1; at st, one
// more changes nothing. Kills effects.go:1680 (`st-min(st, p.Fatigue)` →
// `st+…`: fatigue past the stamina).
func TestFatigueNeverAboveStamina(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	st := g.stamina(0)
	if st < 3 {
		t.Fatalf("stamina %d; the test needs at least 3", st)
	}
	for _, tc := range []struct{ from, add, want uint8 }{
		{st - 1, 2, st},
		{st - 3, 2, st - 1},
		{st, 1, st},
	} {
		g.s.P[0].Fatigue = tc.from
		g.addFatigue(0, tc.add, nil)
		if got := g.s.P[0].Fatigue; got != tc.want {
			t.Errorf("stamina %d, fatigue %d + %d = %d, want %d", st, tc.from, tc.add, got, tc.want)
		}
	}
}
