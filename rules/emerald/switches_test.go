package emerald

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"stolik/assets"
	"stolik/rules/engine"
)

// withRule builds a 2-player table from the data with one rules.toml line
// replaced (a PROPOSED switch flipped).
func withRule(t *testing.T, old, new string) *Game {
	t.Helper()
	base, err := fs.Sub(assets.FS, "data/emerald")
	if err != nil {
		t.Fatal(err)
	}
	m := fstest.MapFS{}
	for _, f := range []string{"cards.toml", "board.toml", "player.toml", "rules.toml"} {
		b, err := fs.ReadFile(base, f)
		if err != nil {
			t.Fatal(err)
		}
		txt := string(b)
		if f == "rules.toml" {
			if !strings.Contains(txt, old) {
				t.Fatalf("rules.toml has no %q", old)
			}
			txt = strings.Replace(txt, old, new, 1)
		}
		m[f] = &fstest.MapFile{Data: []byte(txt)}
	}
	d, err := LoadData(m)
	if err != nil {
		t.Fatal(err)
	}
	g, err := newGame(d, engine.Config{Players: 2, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := &g.s
	s.Setup, s.Active, s.Turn = 0, 0, 1
	for i := 0; i < 2; i++ {
		p := &s.P[i]
		for p.Hand.N > 0 {
			p.Deck.push(p.Hand.remove(0))
		}
		p.Armed = false
	}
	return g
}

// Each PROPOSED switch of rules.toml changes what it says (spec §7).
func TestProposedSwitches(t *testing.T) {
	t.Run("G17 Duchess takes only the card", func(t *testing.T) {
		g := withRule(t, "duchess_full_aftermath = true", "duchess_full_aftermath = false")
		g.put(3, red, 2, 1)
		g.give(t, red, "003")
		mustApply(t, g, engine.Action{Kind: KindText, A: 0, B: 3})
		if g.s.C[3].Cubes[red] != 1 {
			t.Error("the cubes must stay without the full aftermath")
		}
	})
	t.Run("G14 Sherlock's victim card to the discard pile", func(t *testing.T) {
		g := withRule(t, "sherlock_card_to_tableau = true", "sherlock_card_to_tableau = false")
		g.put(4, red, 3, 0)
		g.put(4, 1, 1, 0)
		g.give(t, red, "039")
		g.give(t, 1, "023")
		mustApply(t, g, engine.Action{Kind: KindAssassinate, A: 0, B: 4, C: 2})
		mustApply(t, g, engine.Action{Kind: KindBlock, A: 1, B: 0})
		if !inZone(&g.s.P[red].Discard, card(t, g, "039")) {
			t.Error("the assassination card must go to the discard pile")
		}
	})
	t.Run("G33 one Czarna Ręka bonus", func(t *testing.T) {
		g := withRule(t, "black_hand_each_copy = true", "black_hand_each_copy = false")
		g.s.P[red].BlackHand = 2
		g.give(t, red, "056")
		mustApply(t, g, engine.Action{Kind: KindText, A: 0})
		if g.s.P[red].BlackHand != 2 {
			t.Errorf("bonus per royal %d, want it to stay 2", g.s.P[red].BlackHand)
		}
	})
	t.Run("G24 kill box by the identity card", func(t *testing.T) {
		g := withRule(t, "killbox_effective_faction = true", "killbox_effective_faction = false")
		s := &g.s
		s.P[red].Identity, s.P[1].Identity, s.P[1].Change = factL, factL, 1 // victim plays as a Restorationist
		s.P[red].Kill[1] = 4
		if s.adjusted(red).kill != 0 {
			t.Error("by the identity card the victim is a Loyalist: no kill-box VP")
		}
		s.KillBoxEffective = true
		if s.adjusted(red).kill != 4 {
			t.Error("by the effective faction the victim is a Restorationist: 4 VP")
		}
	})
	t.Run("G23 Zmiana nastawienia for a Restorationist", func(t *testing.T) {
		g := withRule(t, "change_when_forced_restorationist = false", "change_when_forced_restorationist = true")
		g.s.P[1].Identity, g.s.P[1].Armed = factR, true
		g.put(6, red, 3, 0)
		g.put(6, 1, 1, 0)
		g.give(t, red, "039")
		g.give(t, 1, "058")
		mustApply(t, g, engine.Action{Kind: KindAssassinate, A: 0, B: 6, C: 2})
		mustApply(t, g, engine.Action{Kind: KindBlock})
		mustApply(t, g, engine.Action{Kind: KindReveal, A: 1, B: 0})
		if g.s.Over || g.s.faction(1) != factL {
			t.Error("a Restorationist turned Loyalist refills instead of ending the game")
		}
	})
	t.Run("G10 the same action twice", func(t *testing.T) {
		g := withRule(t, "same_action_twice = true", "same_action_twice = false")
		g.give(t, red, "S03", "S04")
		mustApply(t, g, engine.Action{Kind: KindInfluence, A: 1, X: g.handMask(t, red, "S03")})
		for _, a := range g.Legal(nil) {
			if a.Kind == KindInfluence {
				t.Fatal("influence listed twice in a turn")
			}
		}
	})
}
