package emerald

import (
	"testing"

	"stolik/rules/engine"
)

// The card texts of §5.1, one scenario each, expectations from the
// rulebook's clarification of the card (line numbers in the spec).

// Doktor Watson (L827-829): draw 2; an empty deck is reshuffled from the
// discard pile before Watson itself is discarded.
func TestWatsonReshufflesBeforeDiscard(t *testing.T) {
	g := table(t, 2)
	p := &g.s.P[red]
	g.give(t, red, "029")
	for p.Deck.N > 3 {
		p.Discard.push(p.Deck.pop())
	}
	for p.Deck.N > 0 {
		p.Discard.push(p.Deck.pop())
	}
	mustApply(t, g, engine.Action{Kind: KindText, A: 0})
	w := card(t, g, "029")
	if p.Hand.N != 2 || p.Discard.N != 1 || p.Discard.C[0] != w || p.Deck.N != 8 || g.s.Actions != 0 {
		t.Errorf("hand %d deck %d discard %d (Watson on top: %v) actions %d", p.Hand.N, p.Deck.N, p.Discard.N,
			p.Discard.C[0] == w, g.s.Actions)
	}
}

// Pani Hudson (L1034-1039): discard any cards, draw that many plus one.
func TestHudsonCycles(t *testing.T) {
	g := table(t, 2)
	g.give(t, red, "015", "S01", "S03", "S04")
	mask := g.handMask(t, red, "S01", "S03")
	mustApply(t, g, engine.Action{Kind: KindText, A: g.handPos(t, red, "015"), X: mask})
	p := &g.s.P[red]
	if p.Hand.N != 1+3 || p.Discard.N != 3 {
		t.Errorf("hand %d (1 kept + 3 drawn), discard %d (2 + Hudson)", p.Hand.N, p.Discard.N)
	}
}

// Trzecia Sekcja (L1203-1206): the top card leaves the game and the next
// is revealed; a free action.
func TestThirdSection(t *testing.T) {
	g := table(t, 2)
	c := 3
	top := g.s.topCard(c)
	n := g.s.C[c].N
	g.give(t, red, "059")
	mustApply(t, g, engine.Action{Kind: KindText, A: 0, B: uint8(c)})
	if g.s.RemovedN != 1 || g.s.Removed[0] != top || g.s.C[c].N >= n || g.s.Actions != 0 {
		t.Errorf("removed %d, stack %d→%d, actions %d", g.s.RemovedN, n, g.s.C[c].N, g.s.Actions)
	}
}

// Agenci Pinkertona (L1077-1080): an agent from the supply or the board to
// any city; one use, no VP: out of the game.
func TestPinkerton(t *testing.T) {
	g := table(t, 2)
	g.put(2, red, 1, 0)
	g.give(t, red, "052")
	a := engine.Action{Kind: KindText, A: 0, B: 2, C: 7}
	if !listed(g, a) || !listed(g, engine.Action{Kind: KindText, A: 0, B: numCities, C: 7}) {
		t.Fatal("from the board and from the supply must both be listed")
	}
	mustApply(t, g, a)
	if g.s.C[7].Agents[red] != 1 || g.s.C[2].Agents[red] != 0 || g.s.RemovedN != 1 {
		t.Error("the agent did not move or the card stayed")
	}
}

// Ochrana (L1051-1054): one or two cubes, any players, any cities, to Limbo.
func TestOchrana(t *testing.T) {
	g := table(t, 3)
	g.put(1, 1, 0, 2)
	g.put(4, 2, 0, 1)
	g.give(t, red, "051")
	mustApply(t, g, engine.Action{Kind: KindText, A: 0, B: 1, C: 1, D: 5, E: 2})
	if g.s.P[1].Limbo != 6 || g.s.P[2].Limbo != 6 || g.s.C[1].Cubes[1] != 1 || g.s.C[4].Cubes[2] != 0 {
		t.Errorf("Limbo %d/%d", g.s.P[1].Limbo, g.s.P[2].Limbo)
	}
}

// Święte Bractwo (L939-941): cubes from Limbo up to the agents on the board
// (G26: Mi-Go agents count); Wola Ludu (L1066-1067): all of them, and its
// VP keep it in the tableau.
func TestBrotherhoodAndPeoplesWill(t *testing.T) {
	g := table(t, 2)
	g.put(1, red, 2, 0)
	g.s.P[red].MiGo = 1
	g.s.P[red].Agents--
	g.give(t, red, "064")
	mustApply(t, g, engine.Action{Kind: KindText, A: 0})
	if g.s.P[red].Limbo != 2 || g.s.P[red].Cubes != 8 {
		t.Errorf("Limbo %d (5 - 3 agents), supply %d", g.s.P[red].Limbo, g.s.P[red].Cubes)
	}
	g.give(t, red, "063")
	mustApply(t, g, engine.Action{Kind: KindText, A: 0})
	if g.s.P[red].Limbo != 0 || g.s.P[red].Cubes != 10 {
		t.Error("Wola Ludu takes every cube from Limbo")
	}
	if _, ok := inTableau(g, red, card(t, g, "063")); !ok {
		t.Error("a one-use card with VP goes to the tableau (§4.3)")
	}
}

// Irena Adler (L976-978) replaces another player's agent with one of the
// supply; Sherlock Holmes stops it (G15) and the card is used all the same.
func TestIreneAdler(t *testing.T) {
	for _, sherlock := range []bool{false, true} {
		g := table(t, 2)
		g.put(5, 1, 1, 0)
		g.give(t, red, "008")
		if sherlock {
			g.give(t, 1, "023")
		}
		mustApply(t, g, engine.Action{Kind: KindText, A: 0, B: 5, C: 1})
		b := engine.Action{Kind: KindBlock}
		if sherlock {
			b = engine.Action{Kind: KindBlock, A: 1, B: 0}
		}
		mustApply(t, g, b)
		replaced := g.s.C[5].Agents[red] == 1 && g.s.C[5].Agents[1] == 0
		if replaced == sherlock {
			t.Errorf("Sherlock %v: replaced %v", sherlock, replaced)
		}
		if g.s.RemovedN != 1 {
			t.Errorf("Irena Adler is one use without VP: out of the game either way")
		}
	}
}

// Shoggoth (L1124-1130): any agent but one's own, no presence needed; the
// victim lies on the card for its kill-box VP. Kept at the end only by a
// Loyalist whose victim is a Restorationist (L662-664).
func TestShoggoth(t *testing.T) {
	g := table(t, 2)
	g.put(8, 1, 1, 0)
	g.put(0, 1, 1, 0)
	g.give(t, red, "054")
	for _, a := range g.Legal(nil) {
		if a.Kind == KindText && a.C == red {
			t.Fatal("Shoggoth may not target one's own agent")
		}
	}
	mustApply(t, g, engine.Action{Kind: KindText, A: 0, B: 8, C: 1})
	mustApply(t, g, engine.Action{Kind: KindBlock})
	e, ok := inTableau(g, red, card(t, g, "054"))
	if !ok || e.Victim != 1 || g.s.P[red].Kill[1] != 3 || g.s.P[1].Dead != 1 {
		t.Fatalf("tableau %v victim %d kill VP %d", ok, e.Victim, g.s.P[red].Kill[1])
	}
	for _, tc := range []struct {
		killer, victim uint8
		want           int
	}{
		{factL, factR, 3}, {factL, factL, 0}, {factR, factR, 0},
	} {
		g.s.P[red].Identity, g.s.P[1].Identity = tc.killer, tc.victim
		if got := g.s.adjusted(red).kill; got != tc.want {
			t.Errorf("killer %d victim %d: kill box %d, want %d", tc.killer, tc.victim, got, tc.want)
		}
	}
}

// Zombie (L1288-1299): may remove one agent (never one's own) from each
// city with zombies, then places two zombies anywhere.
func TestZombies(t *testing.T) {
	g := table(t, 3)
	g.s.C[2].Zombies, g.s.C[6].Zombies, g.s.Zombies = 1, 1, 4
	g.put(2, 1, 2, 0)
	g.put(6, 2, 1, 0)
	g.put(6, red, 1, 0)
	g.give(t, red, "060")
	mustApply(t, g, engine.Action{Kind: KindText, A: 0})
	if listed(g, engine.Action{Kind: KindStep, A: 6, B: red}) {
		t.Error("zombies may not remove one's own agent")
	}
	mustApply(t, g, engine.Action{Kind: KindStep, A: 2, B: 1})
	mustApply(t, g, engine.Action{Kind: KindBlock})
	if listed(g, engine.Action{Kind: KindStep, A: 2, B: 1}) {
		t.Error("one removal per city")
	}
	mustApply(t, g, engine.Action{Kind: KindStop})
	mustApply(t, g, engine.Action{Kind: KindStep, A: 0})
	mustApply(t, g, engine.Action{Kind: KindStep, A: 0})
	if g.s.C[2].Agents[1] != 1 || g.s.C[6].Agents[2] != 1 || g.s.C[0].Zombies != 2 || g.s.Zombies != 2 || g.s.FN != 0 {
		t.Errorf("agents %d/%d zombies %d supply %d pending %d", g.s.C[2].Agents[1], g.s.C[6].Agents[2],
			g.s.C[0].Zombies, g.s.Zombies, g.s.FN)
	}
}

// Wampiry as an action (L1223-1231): in a city with one's agent, another
// player's agent is replaced; the card keeps its VP in the tableau.
func TestVampiresAction(t *testing.T) {
	g := table(t, 2)
	g.put(4, red, 1, 0)
	g.put(4, 1, 1, 0)
	g.put(5, 1, 1, 0)
	g.give(t, red, "061")
	if listed(g, engine.Action{Kind: KindText, A: 0, B: 5, C: 1}) {
		t.Error("Wampiry need an own agent in the city")
	}
	mustApply(t, g, engine.Action{Kind: KindText, A: 0, B: 4, C: 1})
	mustApply(t, g, engine.Action{Kind: KindBlock})
	if g.s.C[4].Agents[red] != 2 || g.s.C[4].Agents[1] != 0 {
		t.Error("not replaced")
	}
	if _, ok := inTableau(g, red, card(t, g, "061")); !ok {
		t.Error("Wampiry (3 VP) used as an action go to the tableau")
	}
}

// Władimir Burcew (L1250-1253): the peek is the player's alone.
func TestBurcewPeek(t *testing.T) {
	g := table(t, 3)
	g.give(t, red, "026")
	var log engine.Log
	if err := g.Apply(engine.Action{Kind: KindText, A: 0, C: 2}, &log); err != nil {
		t.Fatal(err)
	}
	if g.s.P[red].Known != 1<<2 {
		t.Fatal("the peek is not remembered")
	}
	for _, e := range log.Events {
		if e.Key != "emerald.peek" {
			continue
		}
		if _, ok := e.For(1); !ok {
			t.Error("others see that a peek happened")
		}
		if v, _ := e.For(1); v.Key != "emerald.peek_public" || v.Args != nil {
			t.Errorf("others see %v", v)
		}
		if v, _ := e.For(red); v.Args["faction"] == nil {
			t.Error("the peeker sees the faction")
		}
		return
	}
	t.Error("no peek event")
}

// Zygmunt Freud (L1142-1146): full sanity and the Restorationist marker +2;
// Matwiej Gołowiński (L991-995) stops at 10.
func TestFreudAndMatwiej(t *testing.T) {
	g := table(t, 2)
	g.s.P[red].Sanity = 1
	g.give(t, red, "024")
	mustApply(t, g, engine.Action{Kind: KindText, A: 0})
	if g.s.P[red].Sanity != 3 || g.s.TrackR != 2 {
		t.Errorf("sanity %d track %d", g.s.P[red].Sanity, g.s.TrackR)
	}
	g = table(t, 5)
	g.s.TrackL = 9
	g.give(t, red, "013")
	mustApply(t, g, engine.Action{Kind: KindText, A: 0})
	if g.s.TrackL != 10 {
		t.Errorf("Matwiej from 9 moves 1: %d", g.s.TrackL)
	}
}

// Sherlock Holmes against zombies (L1107-1113): the blocked zombie does not
// remove the protected agent; the attacker keeps the other zombies (another
// city's removal still happens) but may not aim another zombie of the same
// city at the protected agent. By hand: seat 1 keeps its 2 agents in city 2
// and draws a card; seat 2 loses its only agent in city 6.
func TestSherlockAgainstZombies(t *testing.T) {
	g := table(t, 3)
	g.s.C[2].Zombies, g.s.C[6].Zombies, g.s.Zombies = 2, 1, 3
	g.put(2, 1, 2, 0)
	g.put(6, 2, 1, 0)
	g.put(6, 2, 1, 0)
	g.give(t, red, "060")
	g.give(t, 1, "023")
	mustApply(t, g, engine.Action{Kind: KindText, A: 0})
	mustApply(t, g, engine.Action{Kind: KindStep, A: 2, B: 1})
	if g.Current() != 1 {
		t.Fatalf("the block window is seat 1's, got %v", g.Current())
	}
	mustApply(t, g, engine.Action{Kind: KindBlock, A: 1, B: g.handPos(t, 1, "023")})
	if g.s.C[2].Agents[1] != 2 {
		t.Errorf("Sherlock's agent removed: %d left in city 2, want 2", g.s.C[2].Agents[1])
	}
	if g.s.P[1].Hand.N != 1 {
		t.Errorf("the blocker draws a card at once: hand %d", g.s.P[1].Hand.N)
	}
	if listed(g, engine.Action{Kind: KindStep, A: 2, B: 1}) {
		t.Error("another zombie of the same city aimed at the protected agent")
	}
	mustApply(t, g, engine.Action{Kind: KindStep, A: 6, B: 2})
	mustApply(t, g, engine.Action{Kind: KindBlock})
	if g.s.C[6].Agents[2] != 1 {
		t.Errorf("the other city's zombie must still remove an agent: %d left, want 1", g.s.C[6].Agents[2])
	}
}
