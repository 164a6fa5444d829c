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
	// G11: with 28 VP (the 2-player threshold, rules.toml) red passes.
	// Read "at once" the pass ends the game; "turn" waits for red's second
	// action (the empty hand has no free action, so the turn ends there);
	// "round" waits for blue's turn too, the round starting with red.
	for _, tc := range []struct {
		vpEnd        string
		overAfterOne bool // the game is over after red's first pass
		overAfterTwo bool // ... after red's second pass (red's turn ended)
	}{{"action", true, true}, {"turn", false, true}, {"round", false, false}} {
		t.Run("G11 VP threshold end at "+tc.vpEnd, func(t *testing.T) {
			g := withRule(t, `vp_end = "action"`, `vp_end = "`+tc.vpEnd+`"`)
			s := &g.s
			s.First = red
			s.P[red].VP[vpN] = 28
			mustApply(t, g, engine.Action{Kind: KindPass})
			if s.Over != tc.overAfterOne {
				t.Fatalf("after one pass over = %v, want %v", s.Over, tc.overAfterOne)
			}
			if s.Over {
				return
			}
			mustApply(t, g, engine.Action{Kind: KindPass})
			if s.Over != tc.overAfterTwo {
				t.Fatalf("after red's turn over = %v, want %v", s.Over, tc.overAfterTwo)
			}
			if s.Over {
				if s.End != endVP {
					t.Errorf("end reason %d, want the VP threshold", s.End)
				}
				return
			}
			if g.Current() != 1 {
				t.Fatalf("blue's turn expected, current %v", g.Current())
			}
			for range 2 {
				mustApply(t, g, engine.Action{Kind: KindPass})
			}
			if !s.Over || s.End != endVP {
				t.Errorf("after the round over = %v (reason %d), want the VP end", s.Over, s.End)
			}
		})
	}
	t.Run("G11 a bad vp_end is refused", func(t *testing.T) {
		base, _ := fs.Sub(assets.FS, "data/emerald")
		m := fstest.MapFS{}
		for _, f := range []string{"cards.toml", "board.toml", "player.toml", "rules.toml"} {
			b, _ := fs.ReadFile(base, f)
			m[f] = &fstest.MapFile{Data: []byte(strings.Replace(string(b), `vp_end = "action"`, `vp_end = "never"`, 1))}
		}
		if _, err := LoadData(m); err == nil || !strings.Contains(err.Error(), "vp_end") {
			t.Errorf("vp_end = never: %v", err)
		}
	})
	t.Run("G12 exactly as many bombs", func(t *testing.T) {
		// Paryż needs 4 bombs for an agent. Red has 3 agents there (3
		// bombs), blue 1: Piotr Kropotkin (1 bomb) makes 4, Alfred Nobel
		// (2 bombs) makes 5. Both are minimal sets ("at least"); only
		// Kropotkin reaches exactly 4. With 5 agents and no bomb card red
		// has 5 bombs: enough, but not exactly 4.
		paris := 1
		for _, exact := range []bool{false, true} {
			var g *Game
			if exact {
				g = withRule(t, "bombs_exact = false", "bombs_exact = true")
			} else {
				g = withRule(t, "bombs_exact = false", "bombs_exact = false")
			}
			g.put(paris, red, 3, 0)
			g.put(paris, 1, 1, 0)
			g.give(t, red, "039", "009", "017")
			kill := engine.Action{Kind: KindAssassinate, A: g.handPos(t, red, "039"), B: uint8(paris), C: 2}
			withKropotkin, withNobel := kill, kill
			withKropotkin.X, withNobel.X = g.handMask(t, red, "009"), g.handMask(t, red, "017")
			if !listed(g, withKropotkin) {
				t.Errorf("exact %v: 3 agents + 1 bomb = 4 must be listed", exact)
			}
			if listed(g, withNobel) == exact {
				t.Errorf("exact %v: 3 agents + 2 bombs = 5 listed %v", exact, !exact)
			}
			g.put(paris, red, 2, 0)
			if listed(g, kill) == exact {
				t.Errorf("exact %v: 5 agents and no bomb card listed %v", exact, !exact)
			}
		}
	})
	t.Run("G16 zombies count as pieces", func(t *testing.T) {
		// Rzym: red 2 cubes, blue 1 cube, 2 zombies. Red outnumbers blue
		// (the majority of §4.2), but not the zombies when they count.
		rome := 3
		for _, pieces := range []bool{false, true} {
			g := withRule(t, "zombies_are_pieces = false", "zombies_are_pieces = "+map[bool]string{false: "false", true: "true"}[pieces])
			g.put(rome, red, 0, 2)
			g.put(rome, 1, 0, 1)
			g.s.C[rome].Zombies, g.s.Zombies = 2, g.s.Zombies-2
			g.give(t, red, "017")
			take := engine.Action{Kind: KindAcquire, X: g.handMask(t, red, "017"), B: 1 << rome}
			if listed(g, take) == pieces {
				t.Errorf("zombies as pieces %v: red may take Rzym's card %v", pieces, !pieces)
			}
		}
	})
	t.Run("G18 an empty city is closed", func(t *testing.T) {
		// Paryż's stack is empty. Open: red may still put cubes there and
		// kill blue's agent there (3 red agents, 1 blue, Najemny
		// skrytobójca, Alfred Nobel's 2 bombs: 5 ≥ 4). Closed: neither.
		paris := 1
		for _, open := range []bool{true, false} {
			g := withRule(t, "empty_city_open = true", "empty_city_open = "+map[bool]string{false: "false", true: "true"}[open])
			ct := &g.s.C[paris]
			ct.N, ct.Stack, ct.Royal = 0, [stackCap]uint8{}, none
			g.put(paris, red, 3, 0)
			g.put(paris, 1, 1, 0)
			g.give(t, red, "S03", "039", "017")
			cubes := engine.Action{Kind: KindInfluence, A: uint8(paris), X: g.handMask(t, red, "S03")}
			kill := engine.Action{Kind: KindAssassinate, A: g.handPos(t, red, "039"), B: uint8(paris), C: 2, X: g.handMask(t, red, "017")}
			if listed(g, cubes) != open || listed(g, kill) != open {
				t.Errorf("open %v: influence listed %v, kill listed %v", open, listed(g, cubes), listed(g, kill))
			}
			if !listed(g, engine.Action{Kind: KindInfluence, A: 0, X: cubes.X}) {
				t.Errorf("open %v: Londyn, whose stack is full, must take cubes", open)
			}
		}
	})
	t.Run("G19 Irena Adler without an agent in the supply", func(t *testing.T) {
		// Red's supply is empty; blue has one agent in Berlin. Needing a
		// supply agent, Irena Adler cannot be played; without that need
		// blue's agent goes back to blue's supply and Berlin is left with
		// no agent of either colour.
		berlin := 2
		g := withRule(t, "replace_needs_supply_agent = true", "replace_needs_supply_agent = false")
		g.put(berlin, 1, 1, 0)
		g.give(t, red, "008")
		irene := engine.Action{Kind: KindText, A: g.handPos(t, red, "008"), B: uint8(berlin), C: 1}
		g.s.P[red].Agents = 0
		mustApply(t, g, irene)
		mustApply(t, g, engine.Action{Kind: KindBlock}) // blue does not block
		blueSupply := g.s.P[1].Agents
		if ct := g.s.C[berlin]; ct.Agents[1] != 0 || ct.Agents[red] != 0 {
			t.Errorf("Berlin agents red %d blue %d, want 0 and 0", ct.Agents[red], ct.Agents[1])
		}
		if g.s.P[red].Agents != 0 || blueSupply != 10-1+1 {
			t.Errorf("supplies red %d blue %d, want 0 and 10", g.s.P[red].Agents, blueSupply)
		}
		d := withRule(t, "replace_needs_supply_agent = true", "replace_needs_supply_agent = true")
		d.put(berlin, 1, 1, 0)
		d.give(t, red, "008")
		d.s.P[red].Agents = 0
		if listed(d, irene) {
			t.Error("by default Irena Adler needs an agent in the supply")
		}
	})
	t.Run("G27 no free action after the second", func(t *testing.T) {
		// Red holds Klub Diogenesa (a free action) and passes twice. With
		// free actions allowed until the refill the turn stays red's;
		// without, it passes to blue at once.
		for _, free := range []bool{true, false} {
			g := withRule(t, "free_actions_after_second = true", "free_actions_after_second = "+map[bool]string{false: "false", true: "true"}[free])
			g.give(t, red, "066")
			mustApply(t, g, engine.Action{Kind: KindPass})
			mustApply(t, g, engine.Action{Kind: KindPass})
			if want := map[bool]engine.Seat{true: red, false: 1}[free]; g.Current() != want {
				t.Errorf("free after second %v: current %v, want %v", free, g.Current(), want)
			}
		}
	})
	t.Run("G30 a forced reveal cuts into the Zombie card", func(t *testing.T) {
		// Blue, a Restorationist, has its only agent in Rzym, where a zombie
		// stands. Red plays Zombie: blue's agent goes (blue does not block),
		// then red places 2 zombies. After the effect, blue's forced reveal
		// ends the game with 1 + 2 = 3 zombies on the board; at once, it
		// ends the game before red places any: 1 zombie.
		rome := 3
		for _, after := range []bool{true, false} {
			g := withRule(t, "reveal_after_effect = true", "reveal_after_effect = "+map[bool]string{false: "false", true: "true"}[after])
			s := &g.s
			s.P[1].Identity, s.P[1].Armed = factR, true
			g.put(rome, 1, 1, 0)
			s.C[rome].Zombies, s.Zombies = 1, s.Zombies-1
			g.give(t, red, "060")
			mustApply(t, g, engine.Action{Kind: KindText, A: g.handPos(t, red, "060")})
			mustApply(t, g, engine.Action{Kind: KindStep, A: uint8(rome), B: 1})
			mustApply(t, g, engine.Action{Kind: KindBlock})
			for g.Current() == red {
				mustApply(t, g, engine.Action{Kind: KindStep, A: 0}) // zombies to Londyn
			}
			mustApply(t, g, engine.Action{Kind: KindReveal})
			onBoard := 0
			for c := range s.C {
				onBoard += int(s.C[c].Zombies)
			}
			want := map[bool]int{true: 3, false: 1}[after]
			if !s.Over || s.End != endReveal || onBoard != want {
				t.Errorf("after effect %v: over %v (reason %d), %d zombies on the board, want %d", after, s.Over, s.End, onBoard, want)
			}
		}
	})
}
