package emerald

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"stolik/assets"
	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

// Tests for mutants of apply.go, effects.go, setup.go, view.go, access.go,
// secrets.go and state.go that lived in the sampled gremlins run of issue
// 14 (rules/enginetest/MUTATION.md). Each expected value is worked out by
// hand from the spec (/work/shared/rules/studium.md), as each comment says.

// TestChangeOfHeartAtForcedRevealCounted (058 Zmiana nastawienia, §4.11
// [S L768-778]; spec §7 "ChangeOfHeart int — copies on identity (public)"):
// a Loyalist forced to reveal plays the card out of turn; it lies on the
// identity card, so the public count of copies there is exactly 1 and the
// effective faction is Restorationist. Kills apply.go:328 `p.Change++` →
// `p.Change--` (0 − 1 wraps to 255, still odd, so only the count shows it).
func TestChangeOfHeartAtForcedRevealCounted(t *testing.T) {
	g := table(t, 3)
	c := cityIndex(t, g, "Kair")
	// The setup of TestForcedReveal: seat 1's only agent is in Kair, red
	// assassinates it with 039, seat 1 (a Loyalist) must reveal.
	g.put(c, red, 3, 0)
	g.put(c, 1, 1, 0)
	g.s.P[1].Identity = factL
	g.s.P[1].Armed = true
	g.give(t, red, "039")
	g.give(t, 1, "058")
	mustApply(t, g, engine.Action{Kind: KindAssassinate, A: 0, B: uint8(c), C: 2})
	mustApply(t, g, engine.Action{Kind: KindBlock})
	mustApply(t, g, engine.Action{Kind: KindReveal, A: 1, B: g.handPos(t, 1, "058")})
	v := g.UIPlayer(1)
	if v.Changes != 1 {
		t.Errorf("Zmiana nastawienia played once at a forced reveal: %d copies on the identity card, want 1", v.Changes)
	}
	if v.Identity != factR {
		t.Errorf("a Loyalist after one Zmiana nastawienia shows faction %d, want Restorationist (%d)", v.Identity, factR)
	}
}

// TestAssassinationTargetNamed (§4.5 A6, the target of an assassination is
// a player's agent; the names are the seats' names in
// assets/data/emerald/player.toml, in seat order: Poniedziałek, Wtorek,
// Środa, Czwartek, Piątek): the description of «assassinate» names the
// target seat C−1; a target past the five seats (a bad action, which the
// UI may still ask to describe) is "?" and never a panic. Kills the
// mutants of seatName's guard (apply.go:352): `i < 0` → `i <= 0` or
// `i >= 0` named seat 0 "?", `i >= maxPlayers` → `>` read past the
// five names.
func TestAssassinationTargetNamed(t *testing.T) {
	g := table(t, 3)
	for _, tc := range []struct {
		c    uint8
		want string
	}{
		{1, "Poniedziałek"}, // seat 0, the first [[player]]
		{2, "Wtorek"},
		{5, "Piątek"}, // seat 4, the fifth colour (G9)
		{6, "?"},      // seat 5: no such colour
	} {
		var e engine.Event
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("describing an assassination of seat %d panics: %v", tc.c-1, r)
				}
			}()
			e = describe(g, engine.Action{Kind: KindAssassinate, A: 0, B: 0, C: tc.c})
		}()
		if got, _ := e.Args["target"].(string); got != tc.want {
			t.Errorf("assassination of seat %d: target %q, want %q", tc.c-1, got, tc.want)
		}
	}
}

// TestForcedRevealOfALoyalistInsideZombie (G30, both settings; §4.11 for a
// Loyalist: reveal, then place 3 agents; 060 Zombie: kill an agent where a
// zombie stands, then place 2 zombies). The setup of the G30 switch test,
// but blue is a Loyalist: the reveal does not end the game, so with G30 on
// (after the effect) and off (at once, cutting into the effect) the game
// goes on to the same position, worked out by hand: 1 + 2 = 3 zombies on
// the board, blue revealed with its 3 refilled agents, the game not over.
// Kills apply.go:480 `s.FN > 0` → `>= 0`: with G30 off, the settle after
// the effect then asked for the top frame of an empty stack.
func TestForcedRevealOfALoyalistInsideZombie(t *testing.T) {
	rome := 3
	for _, after := range []bool{true, false} {
		g := withRule(t, "reveal_after_effect = true", "reveal_after_effect = "+map[bool]string{false: "false", true: "true"}[after])
		s := &g.s
		s.P[1].Identity, s.P[1].Armed = factL, true
		g.put(rome, 1, 1, 0)
		s.C[rome].Zombies, s.Zombies = 1, s.Zombies-1
		g.give(t, red, "060")
		mustApply(t, g, engine.Action{Kind: KindText, A: g.handPos(t, red, "060")})
		mustApply(t, g, engine.Action{Kind: KindStep, A: uint8(rome), B: 1})
		mustApply(t, g, engine.Action{Kind: KindBlock})
		for steps := 0; s.FN > 0 && !s.Over && steps < 10; steps++ {
			switch {
			case g.Current() == red:
				mustApply(t, g, engine.Action{Kind: KindStep, A: 0}) // zombies to Londyn
			case s.top().Op == frReveal:
				mustApply(t, g, engine.Action{Kind: KindReveal})
			default:
				mustApply(t, g, engine.Action{Kind: KindAgent, A: 5}) // refill
			}
		}
		onBoard := 0
		for c := range s.C {
			onBoard += int(s.C[c].Zombies)
		}
		if s.Over || onBoard != 3 || !s.P[1].Revealed || s.onBoard(1) != 3 || s.FN != 0 {
			t.Errorf("G30 after effect %v: over %v, %d zombies on the board (want 3), blue revealed %v with %d agents (want 3), %d frames pending",
				after, s.Over, onBoard, s.P[1].Revealed, s.onBoard(1), s.FN)
		}
	}
}

// TestUICityAndMajorityEverySeat (§4.2: pieces of P in C = cubes + agents;
// majority = strictly more pieces than every other player, a tie is none).
// A 5-player table, every city empty; by hand: in city 0 seat 0 has
// 2 agents + 1 cube = 3 against seat 4's 2 cubes, so seat 0 holds the
// majority and seat 4 does not; in the last city seat 4 has 1 agent and
// is alone, so it holds it. The board view lists every seat's pieces, the
// fifth included, and a seat or city out of range is no majority (and no
// panic). Kills the mutants of access.go:152 (the loop over the seats) and
// :160 (UIMajority's guard), which the rules tests never reached (the
// scenes use them): "not covered" in the sampled run.
func TestUICityAndMajorityEverySeat(t *testing.T) {
	g := table(t, 5)
	last := numCities - 1
	g.put(0, 0, 2, 1)
	g.put(0, 4, 0, 2)
	g.put(last, 4, 1, 0)
	v := g.UICity(0)
	if v.Agents[0] != 2 || v.Cubes[0] != 1 || v.Cubes[4] != 2 || v.Agents[4] != 0 {
		t.Errorf("city 0: agents %v cubes %v, want seat 0 with 2 agents and 1 cube, seat 4 with 2 cubes", v.Agents, v.Cubes)
	}
	if v := g.UICity(last); v.Agents[4] != 1 {
		t.Errorf("city %d: agents %v, want seat 4 with 1", last, v.Agents)
	}
	for _, tc := range []struct {
		seat, city int
		want       bool
	}{
		{0, 0, true}, {4, 0, false}, {1, 0, false},
		{4, last, true}, {0, last, false},
		{-1, 0, false}, {5, 0, false}, {0, -1, false}, {0, numCities, false},
	} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("UIMajority(%d, %d) panics: %v", tc.seat, tc.city, r)
				}
			}()
			if got := g.UIMajority(tc.seat, tc.city); got != tc.want {
				t.Errorf("UIMajority(seat %d, city %d) = %v, want %v", tc.seat, tc.city, got, tc.want)
			}
		}()
	}
}

// TestUIFactionOfBothFactions: a seat's effective faction (§4.11) as the
// board shows it, both Restorationist and Loyalist, and 0 for a seat out
// of range. Kills access.go:192 (either comparison negated hid one
// faction): "not covered" in the sampled run.
func TestUIFactionOfBothFactions(t *testing.T) {
	g := table(t, 3)
	g.s.P[0].Identity, g.s.P[1].Identity = factR, factL
	for _, tc := range []struct {
		seat int
		want uint8
	}{{0, factR}, {1, factL}, {-1, 0}, {3, 0}} {
		if got := g.UIFactionOf(tc.seat); got != tc.want {
			t.Errorf("UIFactionOf(%d) = %d, want %d", tc.seat, got, tc.want)
		}
	}
}

// TestRefusalReasonsOfATurn (§4.4: a turn is two actions, then the end;
// §4.5 A2: acquire only as the first action): ending the turn after 0 or 1
// action is refused with the code that says so; an acquisition with no
// card to pay for it, as the first action, is merely illegal (not "only as
// the first action"); another illegal action is not given either reason.
// Kills apply.go:56 `s.Actions > 0` → `>= 0` (an acquisition refused as
// the first action was told it may only be the first); the other mutants
// of that line, which gremlins calls "not covered" (case expressions fall
// in no coverage block), are killed by TestAcquireFirstActionOnly and
// this test (checked with go test -overlay).
func TestRefusalReasonsOfATurn(t *testing.T) {
	for _, tc := range []struct {
		name    string
		actions uint8
		a       engine.Action
		want    engine.Code
	}{
		{"end after no action", 0, engine.Action{Kind: KindEnd}, "emerald.actions_left"},
		{"end after one action", 1, engine.Action{Kind: KindEnd}, "emerald.actions_left"},
		{"retrieve with no card", 0, engine.Action{Kind: KindRetrieve, X: 1}, "emerald.illegal"},
		{"acquire first with no card", 0, engine.Action{Kind: KindAcquire, X: 1, B: 1}, "emerald.illegal"},
	} {
		g := table(t, 3)
		g.s.Actions = tc.actions
		err := g.Apply(tc.a, nil)
		if got := engine.CodeOf(err); got != tc.want {
			t.Errorf("%s: refused with %q (%v), want %q", tc.name, got, err, tc.want)
		}
	}
}

// TestCthulhuBoxesFaceDownGameCards (031 Cthulhu [S L793-803]: "every card
// in its stack is removed from the game"; G18; the face-down game cards
// leave unseen, like the set-up leftovers, while the face-up top and the
// city's own city or royalty cards are known). By hand from the stack of
// the chosen city as dealt: its top goes to the public list of removed
// cards, every face-down game card below it to the unseen box (so a view
// keeps them secret), every city or royalty card to the removed list; the
// stack ends empty. Kills apply.go:864 (`Kind == kindGame` → `!=`, and
// `s.BoxN < numGame` → `>=`), which made the face-down game cards public.
func TestCthulhuBoxesFaceDownGameCards(t *testing.T) {
	g := table(t, 2)
	s := &g.s
	g.give(t, red, "031") // first: it may come out of the box
	c := 0
	for ; c < numCities && s.C[c].N < 3; c++ {
	}
	if c == numCities {
		t.Fatal("no city with a stack of 3 or more cards; the test shows nothing")
	}
	ct := s.C[c]
	wantBox := append([]uint8(nil), s.Box[:s.BoxN]...)
	wantRemoved := append(append([]uint8(nil), s.Removed[:s.RemovedN]...), ct.Stack[ct.N-1])
	games := 0
	for k := int(ct.N) - 2; k >= 0; k-- {
		if x := ct.Stack[k]; g.d.Cards[x].Kind == kindGame {
			wantBox = append(wantBox, x)
			games++
		} else {
			wantRemoved = append(wantRemoved, x)
		}
	}
	if games == 0 {
		t.Fatalf("city %d has no face-down game card; the test shows nothing", c)
	}
	mustApply(t, g, engine.Action{Kind: KindText, A: g.handPos(t, red, "031"), B: uint8(c)})
	for steps := 0; s.FN > 0 && g.Current() != red && steps < 5; steps++ {
		mustApply(t, g, engine.Action{Kind: KindBlock}) // nobody stops it with Sherlock
	}
	gotBox, gotRemoved := s.Box[:s.BoxN], s.Removed[:s.RemovedN]
	if s.C[c].N != 0 || !slices.Equal(gotBox, wantBox) || !slices.Equal(gotRemoved, wantRemoved) {
		t.Errorf("Cthulhu on city %d: stack %d left, box %v (want %v), removed %v (want %v)",
			c, s.C[c].N, gotBox, wantBox, gotRemoved, wantRemoved)
	}
}

// TestRefillWithNothingToDrawLogsNothing (§4.4: at the end of the turn the
// hand is refilled to five from the deck, the discard pile reshuffled when
// the deck runs out). With both empty nothing can be drawn: by hand, the
// end of red's turn with 2 cards in hand draws 0 cards and the log has no
// draw line (neither the private «dobiera» nor its public form). Kills
// setup.go:184 `got > 0` → `>= 0` (a line «dobiera 0 kart»).
func TestRefillWithNothingToDrawLogsNothing(t *testing.T) {
	g := table(t, 2)
	s := &g.s
	p := &s.P[red]
	g.give(t, red, "S01", "S03")
	p.Deck, p.Discard = zone{}, zone{}
	var log engine.Log
	g.endTurn(&log)
	for _, e := range log.Events {
		if e.Key == "emerald.drew" || e.PublicKey == "emerald.draw" {
			t.Errorf("refill from an empty deck and discard pile logged %q with count %d", e.Key, e.Count)
		}
	}
	if p.Hand.N != 2 {
		t.Errorf("hand %d after a refill with nothing to draw, want 2", p.Hand.N)
	}
}

// TestUIActionTargetNamesTheSeatAimedAt: the seat an action aims at, for
// the board's highlight. By hand: an assassination with C = 2 aims at
// seat 1 and one with C = 0 at royalty (no seat, −1); Władimir Burcew
// (026, look at one player's identity) played on seat 2 aims at seat 2,
// and a card position past the hand at nobody; a step of the Zombie
// card (060: "B = the seat whose agent is attacked") aims at seat B; a step
// of a move (frMove) or with nothing pending aims at nobody. Kills
// board_access.go:72 (`a.A >= Hand.N` negated) and :88 (`f != nil`, `f.Op == frZombie`):
// "not covered" in the sampled run.
func TestUIActionTargetNamesTheSeatAimedAt(t *testing.T) {
	g := table(t, 3)
	g.give(t, red, "026")
	burcew := g.handPos(t, red, "026")
	step := engine.Action{Kind: KindStep, A: 0, B: 2}
	for _, tc := range []struct {
		name  string
		frame uint8 // 0: nothing pending
		a     engine.Action
		want  int
	}{
		{"assassinate seat 1's agent", 0, engine.Action{Kind: KindAssassinate, C: 2}, 1},
		{"assassinate seat 0's agent", 0, engine.Action{Kind: KindAssassinate, C: 1}, 0},
		{"assassinate royalty", 0, engine.Action{Kind: KindAssassinate, C: 0}, -1},
		{"Burcew on seat 2", 0, engine.Action{Kind: KindText, A: burcew, C: 2}, 2},
		{"a card past the hand", 0, engine.Action{Kind: KindText, A: burcew + 1, C: 2}, -1},
		{"a zombie attack on seat 2", frZombie, step, 2},
		{"a move step", frMove, step, -1},
		{"a step with nothing pending", 0, step, -1},
	} {
		h := g.Clone().(*Game)
		if tc.frame != 0 {
			h.s.push(frame{Op: tc.frame, Seat: red, N: 1})
		}
		if got := h.UIActionTarget(tc.a); got != tc.want {
			t.Errorf("%s: target %d, want %d", tc.name, got, tc.want)
		}
	}
}

// TestLoyalistSanityWorth: the bots value each sanity token of a Loyalist
// at evalSanityL (eval.go potential: sanity is a resource, more is
// better). By hand: the same Loyalist with 4 tokens is worth 2 × 0.3 =
// 0.6 more than with 2. Kills eval.go:264 (`evalSanityL * Sanity` → `/`:
// more sanity looked worse).
func TestLoyalistSanityWorth(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := &g.s.P[0]
	p.Sanity = 2
	two := g.potential(0, factL, 0)
	p.Sanity = 4
	four := g.potential(0, factL, 0)
	if d := four - two; d < 0.6-1e-9 || d > 0.6+1e-9 {
		t.Errorf("Loyalist with 4 sanity tokens worth %v more than with 2, want 0.6", d)
	}
}

// TestCardWorthAddsItsParts: a card's worth to a faction is the sum of its
// neutral VP, its agents (0.6 each), its action symbols and bombs (0.12
// each), the 1.0 for uncovering the next card, and the VP that faction
// keeps (eval.go cardWorth). By hand for the first card of the data with
// neutral VP, agents and symbols. Kills eval.go:360 ×3 (a `+` → `-`).
func TestCardWorthAddsItsParts(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	for c := range g.d.Cards {
		card := &g.d.Cards[c]
		syms := int(card.Bombs)
		for _, x := range card.Sym {
			syms += int(x)
		}
		if card.VP[vpN] == 0 || card.Agents == 0 || syms == 0 {
			continue
		}
		want := float64(card.VP[vpN]) + 0.6*float64(card.Agents) + 0.12*float64(syms) + 1.0 + float64(card.VP[vpR])
		if got := g.cardWorth(uint8(c), factR); got < want-1e-9 || got > want+1e-9 {
			t.Errorf("card %d (%d VP, %d agents, %d symbols, %d VP for R): worth %v, want %v", c, card.VP[vpN], card.Agents, syms, card.VP[vpR], got, want)
		}
		return
	}
	t.Fatal("no card with neutral VP, agents and symbols in the data")
}

// TestCityTopCardWorthByMajority: the bots value a city's top card by the
// hold on it (eval.go potential): a lead with a cube there (the cube lets
// one take the card) is worth 0.4 × w × min(lead, 3)/3, w the card's worth;
// short of that, evalNear (0.15) × w × min(1, pieces/(best rival + 1)).
// By hand for a Loyalist in city 0, every other city empty: a tie of one
// cube each adds 0.15 × w / 2 over an empty city; a lead of 3 cubes adds
// 0.4 × w × 2/3 over a lead of 1; a lead of agents only is "short" (no
// cube), so 3 agents add just the two agents' own 2 × 0.6 over 1 agent.
// Kills eval.go:288 ×4 (the case's `margin > 0`, `Cubes[i] > 0`, either
// boundary or negation; gremlins found no coverage block for the case).
func TestCityTopCardWorthByMajority(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	for c := range s.C {
		s.C[c].Cubes, s.C[c].Agents = [maxPlayers]uint8{}, [maxPlayers]uint8{}
	}
	top := s.topCard(0)
	if top == none {
		t.Fatal("city 0 has no top card")
	}
	w := g.cardWorth(top, factL)
	value := func(cubes0, agents0, cubes1 uint8) float64 {
		s.C[0].Cubes[0], s.C[0].Agents[0], s.C[0].Cubes[1] = cubes0, agents0, cubes1
		return g.potential(0, factL, 0)
	}
	near := func(got, want float64, what string) {
		if got < want-1e-9 || got > want+1e-9 {
			t.Errorf("%s: %v, want %v (w = %v)", what, got, want, w)
		}
	}
	empty := value(0, 0, 0)
	near(value(1, 0, 1)-empty, 0.15*w/2, "a tie of one cube each over an empty city")
	near(value(3, 0, 0)-value(1, 0, 0), 0.4*w*2/3, "a lead of 3 cubes over a lead of 1")
	near(value(0, 3, 0)-value(0, 1, 0), 2*0.6, "3 agents over 1 agent, no cube")
}

// TestDescribeMiGoNamesBothCities (card 047 Mi-Go: «Przemieść jednego lub
// dwóch swoich agentów z planszy na tę kartę»): its text action names the
// city of each agent taken, the second as C − 1 (legal.go opMiGo). By
// hand: B = 2, C = 5 names cities 2 and 4. Kills title.go:192 ×2 (`a.C-1`
// → `a.C+1`: the wrong city named; not covered before).
func TestDescribeMiGoNamesBothCities(t *testing.T) {
	g := table(t, 2)
	g.give(t, 0, "047")
	p := &g.s.P[0]
	k := slices.Index(p.Hand.C[:p.Hand.N], card(t, g, "047"))
	e := describe(g, engine.Action{Kind: KindText, A: uint8(k), B: 2, C: 5})
	if want := g.d.Cities[2].Name + ", " + g.d.Cities[4].Name; e.Args["city"] != want {
		t.Errorf("Mi-Go from cities 2 and 4: %s names %v, want %q", e.Key, e.Args["city"], want)
	}
}

// TestLoyalistTrackLeadCounts (§4.16 step 2, as scored in score.go: the
// faction whose track leads adds the difference): the bots' expected score
// of a Loyalist adds the lead of the Loyalist track, by hand 2 with tracks
// L 5, R 3 over level tracks 4, 4 (where the difference is 0). Kills
// eval.go:242 (`TrackL > TrackR` → `<=`); `>=` is equivalent (at equal
// tracks the difference added is 0).
func TestLoyalistTrackLeadCounts(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	var pR [maxPlayers]float64
	s.TrackL, s.TrackR = 4, 4
	level := g.expected(0, factL, &pR)
	s.TrackL, s.TrackR = 5, 3
	ahead := g.expected(0, factL, &pR)
	if d := ahead - level; d < 2-1e-9 || d > 2+1e-9 {
		t.Errorf("Loyalist with the L track 2 ahead: %v more than level, want 2", d)
	}
}

// TestPotentialCountsOnlyOwnPendingSteps: a pending step (a move still to
// make, cubes to retrieve) adds to the potential of the player it belongs
// to and no one else (eval.go potential). By hand: seat 1's «retrieve 2»
// frame adds 2 × evalCube (0.25) = 0.5 to seat 1's potential, nothing to
// seat 0's. Kills eval.go:338 (`Seat != i` → `==`: every other player's
// steps counted instead).
func TestPotentialCountsOnlyOwnPendingSteps(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	s.FN = 0
	p0, p1 := g.potential(0, factR, 0), g.potential(1, factR, 0)
	s.F[0], s.FN = frame{Op: frRetrieve, Seat: 1, N: 2}, 1
	q0, q1 := g.potential(0, factR, 0), g.potential(1, factR, 0)
	if q0 != p0 || q1-p1 < 0.5-1e-9 || q1-p1 > 0.5+1e-9 {
		t.Errorf("seat 1 to retrieve 2 cubes: seat 0 %v → %v (want unchanged), seat 1 %v → %v (want +0.5)", p0, q0, p1, q1)
	}
}

// TestLowestPenaltyFallsOnTheLowest (the rules' lowest-faction penalty,
// rules.toml lowest_faction_penalty: the side of the player with the
// fewest VP loses that much): the bots weigh the penalty by the soft odds
// of each player ending lowest (eval.go evaluate). By hand, 3 players,
// identities revealed, the Restorationist (seat 0) 20 VP behind both
// Loyalists: the penalty falls on the Restorationist, so seat 0 is valued
// lower with the penalty than on a copy of the data without it. Kills
// eval.go:98 ×3 (the odds' sign or `sc − mn` → `+`: the penalty fell on
// the highest).
func TestLowestPenaltyFallsOnTheLowest(t *testing.T) {
	g := newTestGame(t, 3, 1, nil)
	s := &g.s
	if g.d.Rules.Penalty == 0 {
		t.Fatal("no lowest-faction penalty in the data")
	}
	for i, id := range []uint8{factR, factL, factL} {
		s.P[i].Identity, s.P[i].Revealed, s.P[i].Change = id, true, 0
	}
	s.P[1].VP[vpN], s.P[2].VP[vpN] = 20, 20
	with := evaluate(g, 0)
	d := *g.d
	d.Rules.Penalty = 0
	g.d = &d
	without := evaluate(g, 0)
	if !(with < without) {
		t.Errorf("Restorationist 20 VP behind: value %v with the penalty, %v without; want lower with it", with, without)
	}
}

// TestEvaluationAveragesAnUnknownIdentity: while seat 0 does not know seat
// 1's identity, its evaluation is the average of the two worlds weighted by
// its belief (eval.go evaluate enumerates the open seats). By hand: u =
// p·v(R) + (1 − p)·v(L), p = beliefR for seat 1, v(X) the evaluation once
// seat 0 knows seat 1 is X (its Known bit; nothing public changes). Kills
// eval.go:50 ×2 (`pR > 0` → `<= 0`, `pR < 1` → `>= 1`: the uncertain seat
// was not enumerated, counted as a Loyalist); the boundaries are
// equivalent (a known seat made «open» gets weight 0 in one world, 1 in
// the other).
func TestEvaluationAveragesAnUnknownIdentity(t *testing.T) {
	g := newTestGame(t, 3, 1, nil)
	s := &g.s
	s.P[0].Identity, s.P[0].Known = factR, 0
	for i := 1; i < 3; i++ {
		s.P[i].Revealed, s.P[i].Change = false, 0
	}
	s.P[2].Identity = factL
	s.P[0].Known = 1 << 2 // seat 2 known, seat 1 open
	p := g.beliefR(0)[1]
	if p <= 0 || p >= 1 {
		t.Fatalf("belief that seat 1 is a Restorationist %v, want strictly between 0 and 1", p)
	}
	u := evaluate(g, 0)
	s.P[0].Known |= 1 << 1
	s.P[1].Identity = factR
	vR := evaluate(g, 0)
	s.P[1].Identity = factL
	vL := evaluate(g, 0)
	if vR == vL {
		t.Fatal("both worlds valued alike: the test cannot tell them apart")
	}
	if want := p*vR + (1-p)*vL; u < want-1e-9 || u > want+1e-9 {
		t.Errorf("unknown seat 1: %v, want %v·%v + %v·%v = %v", u, p, vR, 1-p, vL, want)
	}
}

// TestEvaluationRenormalisesSkippedWorlds: eval.go evaluate skips an
// assignment of sides whose weight is below 1e-4 (too unlikely to be worth
// valuing) and divides by the weight of the worlds it kept, so the result
// stays a weighted mean of kept worlds. By hand: seat 1 a Restorationist
// with public evidence of it (five royals assassinated ×3 each, 6 marker
// steps more on the Restorationist track ×1.2⁶, 5 Restorationist VP more
// than Loyalist ×2⁵: odds about 23 200 times the prior, 1 − p ≈ 4.3e-5 here), so seat 0's
// belief p leaves 1 − p below 1e-4 and the Loyalist world is skipped: the
// evaluation must be v(R) exactly, v(R) the evaluation once seat 0 knows
// seat 1's side (its Known bit; nothing public changes). Kills
// eval.go:121 (`total / wsum` → `*`: p²·v(R), off by 2(1 − p)·v(R)).
func TestEvaluationRenormalisesSkippedWorlds(t *testing.T) {
	g := newTestGame(t, 3, 1, nil)
	s := &g.s
	s.P[0].Identity, s.P[0].Known = factR, 0
	for i := 1; i < 3; i++ {
		s.P[i].Revealed, s.P[i].Change = false, 0
	}
	s.P[1].Identity, s.P[2].Identity = factR, factL
	s.P[0].Known = 1 << 2 // seat 2 known, seat 1 open
	p1 := &s.P[1]
	p1.TabN = 0
	for c := range g.d.Cards {
		if g.d.Cards[c].Kind == kindRoyal && p1.TabN < 5 {
			p1.Tab[p1.TabN] = tabEntry{Card: uint8(c), Victim: none}
			p1.TabN++
		}
	}
	p1.Pushed = [2]uint8{6, 0}
	p1.VP[vpR], p1.VP[vpL] = 5, 0
	p := g.beliefR(0)[1]
	if 1-p >= 1e-4 || p >= 1 {
		t.Fatalf("belief that seat 1 is a Restorationist %v: want 1 − p below 1e-4 (the Loyalist world skipped)", p)
	}
	u := evaluate(g, 0)
	s.P[0].Known |= 1 << 1
	vR := evaluate(g, 0)
	if u < vR-1e-9 || u > vR+1e-9 {
		t.Errorf("seat 1 almost surely a Restorationist (1 − p = %.2g, the other world skipped): evaluation %v, want v(R) = %v — the kept worlds' weights not renormalised", 1-p, u, vR)
	}
}

// TestUICityOutOfRangeIsEmpty: the board view of a city index outside
// 0 … numCities−1 (a scene asking past the map) is the empty view, no top
// card and no royal, never a read past the cities. Kills access.go:147
// (`c >= numCities` → `>`: UICity(numCities) read past the array).
func TestUICityOutOfRangeIsEmpty(t *testing.T) {
	g := table(t, 3)
	for _, c := range []int{-1, numCities, numCities + 1} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("UICity(%d) panics: %v", c, r)
				}
			}()
			if v := g.UICity(c); v.Top != none || v.Royal != none || v.StackN != 0 {
				t.Errorf("UICity(%d) = top %d, royal %d, %d cards: want the empty view", c, v.Top, v.Royal, v.StackN)
			}
		}()
	}
}

// TestUIPendingOwnTurn: with nothing on the decision stack and the set-up
// over (Setup = 0 placements left), the pending decision is the active
// player's own turn: key "" and the active seat; while set-up placements
// are left it is «emerald.pending.setup». Kills access.go:171
// (`Setup > 0` → `>= 0`: every turn was shown as the set-up).
func TestUIPendingOwnTurn(t *testing.T) {
	g := table(t, 3)
	g.s.FN, g.s.Active = 0, 2
	if key, seat := g.UIPending(); key != "" || seat != 2 {
		t.Errorf("own turn of seat 2, nothing pending: UIPending = %q, %d; want \"\", 2", key, seat)
	}
	g.s.Setup = 1
	if key, _ := g.UIPending(); key != "emerald.pending.setup" {
		t.Errorf("one set-up placement left: UIPending = %q, want emerald.pending.setup", key)
	}
}

// TestUICardActionNamesThePlayedCards: the board highlights the hand
// positions an action plays (access.go UICardAction): its mask's set bits,
// the card itself first for a text. By hand: an influence with mask 0b101
// plays positions 0 and 2; a text of the card at position 3 with mask
// 0b10 names 3 then 1; a block without a card (A = 0) names nothing, with
// the card at position 4 (A = 1, B = 4) names 4. Kills access.go:219
// (`mask&(1<<k) != 0` → `== 0`: every other position highlighted); the
// rules tests never called it (the scenes do).
func TestUICardActionNamesThePlayedCards(t *testing.T) {
	g := table(t, 3)
	for _, tc := range []struct {
		name string
		a    engine.Action
		want []int
	}{
		{"influence with cards 0 and 2", engine.Action{Kind: KindInfluence, X: 0b101}, []int{0, 2}},
		{"text of card 3 with card 1", engine.Action{Kind: KindText, A: 3, X: 0b10}, []int{3, 1}},
		{"block without a card", engine.Action{Kind: KindBlock, A: 0, B: 4}, nil},
		{"block with card 4", engine.Action{Kind: KindBlock, A: 1, B: 4}, []int{4}},
	} {
		if got := g.UICardAction(tc.a); !slices.Equal(got, tc.want) {
			t.Errorf("%s: highlights %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestRefusalWhileADecisionIsPending: with a decision pending (here a move
// of 2 steps), a turn action such as «place influence» is refused as
// «emerald.pending» (finish the decision first), while the kinds that may
// answer a decision (a step, an agent placement, a reveal) are refused as
// plainly illegal when not listed (apply.go refusal). Kills apply.go:51 ×4
// (`a.Kind != KindStep`, `KindStop`, `KindAgent` or `KindReveal` negated:
// the influence got the plain refusal); "not covered" at the run (no
// coverage block for a case).
func TestRefusalWhileADecisionIsPending(t *testing.T) {
	g := table(t, 3)
	g.put(0, red, 1, 0)
	g.s.push(frame{Op: frMove, Seat: red, N: 2, C: 2})
	for _, tc := range []struct {
		name string
		a    engine.Action
		want engine.Code
	}{
		{"influence", engine.Action{Kind: KindInfluence, A: 0, X: 1}, "emerald.pending"},
		{"a step to the same city", engine.Action{Kind: KindStep, A: 0, B: 0}, "emerald.illegal"},
		{"an agent placement", engine.Action{Kind: KindAgent, A: 0}, "emerald.illegal"},
		{"a reveal", engine.Action{Kind: KindReveal}, "emerald.illegal"},
	} {
		err := g.Clone().Apply(tc.a, nil)
		if got := engine.CodeOf(err); got != tc.want {
			t.Errorf("%s with a move pending: refused with %q (%v), want %q", tc.name, got, err, tc.want)
		}
	}
}

// TestAssassinationMoreOrStop (§4.5 A6, several assassinations in one
// action, each with its own card [S L588-591]): after red's first
// assassination in Kair (039 Najemny skrytobójca on seat 1's agent, not
// blocked) red may assassinate again, here with 020 Sebastian Moran on
// seat 2's agent there, or stop. By hand: stopping leaves nothing pending,
// 020 still in red's hand and seat 2's agent in Kair; going on puts 020
// to use (out of the hand) and seat 2 is asked about its block. Kills
// apply.go:267 (`a.Kind == KindStop` → `!=`: the stop was carried out as
// an assassination and the second assassination as a stop).
func TestAssassinationMoreOrStop(t *testing.T) {
	setup := func() *Game {
		g := table(t, 3)
		c := cityIndex(t, g, "Kair")
		g.put(c, red, 3, 0)
		g.put(c, 1, 1, 0)
		g.put(c, 2, 1, 0)
		g.give(t, red, "039", "020")
		mustApply(t, g, engine.Action{Kind: KindAssassinate, A: g.handPos(t, red, "039"), B: uint8(c), C: 2})
		mustApply(t, g, engine.Action{Kind: KindBlock})
		if f := g.s.top(); f == nil || f.Op != frAssassinMore {
			t.Fatalf("after the first assassination: pending %v, want the choice of another one", f)
		}
		return g
	}
	g := setup()
	c := cityIndex(t, g, "Kair")
	mustApply(t, g, engine.Action{Kind: KindStop})
	moran := card(t, g, "020")
	if g.s.FN != 0 || !inZone(&g.s.P[red].Hand, moran) || g.s.C[c].Agents[2] != 1 {
		t.Errorf("stop after one assassination: %d pending (want 0), 020 in hand %v (want true), seat 2's agents in Kair %d (want 1)",
			g.s.FN, inZone(&g.s.P[red].Hand, moran), g.s.C[c].Agents[2])
	}
	g = setup()
	mustApply(t, g, engine.Action{Kind: KindAssassinate, A: g.handPos(t, red, "020"), B: uint8(c), C: 3})
	if inZone(&g.s.P[red].Hand, moran) || g.Current() != 2 {
		t.Errorf("second assassination with 020 on seat 2: 020 in hand %v (want false), current %v (want seat 2, its block)",
			inZone(&g.s.P[red].Hand, moran), g.Current())
	}
}

// TestUIActionCitiesOfAnAcquisition: the board marks the cities an
// acquisition names; an acquire action carries them as a bit mask of the
// nine cities in B (cities 0–7) and C (city 8) (board_access.go
// UIActionCities). By hand: B = 0b10, C = 0b1 names cities 1 and 8, in
// that order. Kills board_access.go:27 (`cm&(1<<c) != 0` → `== 0`: the
// other seven cities marked); the rules tests never called it.
func TestUIActionCitiesOfAnAcquisition(t *testing.T) {
	g := table(t, 3)
	if got := g.UIActionCities(engine.Action{Kind: KindAcquire, B: 0b10, C: 0b1}); !slices.Equal(got, []int{1, 8}) {
		t.Errorf("acquisition with city mask B 0b10, C 0b1: cities %v, want [1 8]", got)
	}
}

// TestUICardSymbolsFromTheData: the board's symbol counts of a card are
// the data's, in the order influence, acquire, retrieve, move,
// assassinate, R track, L track, then bombs and agents to place
// (board_access.go UICardSymbols); a card index past the data is all
// zeros, never a read past it. By hand from assets/data/emerald/cards.toml,
// 041 Karbonariusze: influence 2, track_r 1, bombs 1, agents 1. Kills
// board_access.go:99 (`k >= len(Cards)` → `>`: index len read past the
// cards; → `<`: every real card read as zeros).
func TestUICardSymbolsFromTheData(t *testing.T) {
	g := table(t, 3)
	sym, bombs, agents := g.UICardSymbols(card(t, g, "041"))
	if want := [7]int{2, 0, 0, 0, 0, 1, 0}; sym != want || bombs != 1 || agents != 1 {
		t.Errorf("041 Karbonariusze: symbols %v, %d bombs, %d agents; want %v, 1, 1", sym, bombs, agents, want)
	}
	past := uint8(len(g.d.Cards))
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("UICardSymbols(%d), one past the cards, panics: %v", past, r)
			}
		}()
		if sym, bombs, agents := g.UICardSymbols(past); sym != [7]int{} || bombs != 0 || agents != 0 {
			t.Errorf("UICardSymbols(%d), one past the cards: %v, %d, %d; want zeros", past, sym, bombs, agents)
		}
	}()
}

// TestLargeHandSetsSmallestFirst (G27, no hand limit; legal.go subsets):
// of a hand of 18 different cards, every set of positions 0–15 is listed
// (2^16 − 1), then the sets that use position 16 or 17, smallest first and
// at most newSets (4 096) of them. By hand, the sets of size k that use
// position 16 or 17 number C(18, k) − C(16, k): 2 singles, 153 − 120 = 33
// pairs, 816 − 560 = 256 triples, 3 060 − 1 820 = 1 240 of four (1 531 so
// far), and of the 4 368 of five only the 4 096 − 1 531 = 2 565 that fit.
// Kills legal.go:195 ×3 (the next-combination test `idx[j] == h.n−size+j`
// with `−size` → `+size` or `+j` → `−j`: combinations skipped or repeated,
// so cards past position 15 missed from most plays of a large hand).
func TestLargeHandSetsSmallestFirst(t *testing.T) {
	g := table(t, 2)
	p := &g.s.P[0]
	for p.Hand.N > 0 {
		p.Deck.push(p.Hand.remove(0))
	}
	for x := int(g.d.FirstGame); p.Hand.N < 18; x++ {
		if !inZone(&p.Hand, uint8(x)) {
			g.give(t, 0, g.d.Cards[x].ID)
		}
	}
	for k := 1; k < int(p.Hand.N); k++ {
		if p.Hand.C[k] == p.Hand.C[k-1] {
			t.Fatalf("hand positions %d and %d hold the same card: the count by hand assumes 18 different cards", k-1, k)
		}
	}
	h := g.handSet(0, anyCard, -1)
	if h.n != 18 || h.old != 16 {
		t.Fatalf("discard candidates %d (%d below position 16), want 18 (16)", h.n, h.old)
	}
	var low int
	var high [19]int
	seen := map[handMask]bool{}
	g.subsets(0, &h, func(mask handMask, _, _, n int) {
		if seen[mask] {
			t.Errorf("set %b listed twice", mask)
		}
		seen[mask] = true
		if mask>>maskBits == 0 {
			low++
		} else {
			high[n]++
		}
	})
	if low != 1<<16-1 {
		t.Errorf("%d sets within positions 0–15, want %d", low, 1<<16-1)
	}
	if want := [19]int{1: 2, 2: 33, 3: 256, 4: 1240, 5: 2565}; high != want {
		t.Errorf("sets using position 16 or 17 by size: %v, want %v (C(18,k) − C(16,k), smallest first, %d in all)", high[:7], want[:7], newSets)
	}
}

// TestDualTrackCardPastPosition15ChoosesLoyalist (§4.3 [S L187-188]: one
// use of a card is one symbol kind, so a card with both track symbols
// moves one marker or the other; G27, no hand limit): a dual card at hand
// position 16 names its marker in the top bits of the track's extension,
// the last dual card first from bit 23 down (legal.go withMask /
// actionMask). No card of the deck has both symbols, so Michaił Bakunin
// (007, track_r 1) gets a Loyalist symbol on a copy of the data, as in
// TestLegalEdges. By hand: with 16 lower cards (the 10 starting cards, 001–006) 007 is
// position 16, candidate rank 0: the play «007 for the Loyalist marker»
// is A = 1 (rank 0) and E = 0x80 (bit 23); it is listed, and applied it
// moves the Loyalist marker 1 and the Restorationist none. Kills
// legal.go:387 (`ext&(1<<top) != 0` → `== 0`: the choice read backwards,
// the Restorationist marker moved); "not covered" at the run.
func TestDualTrackCardPastPosition15ChoosesLoyalist(t *testing.T) {
	g := table(t, 2)
	x := card(t, g, "007")
	withCardData(g, x, func(c *Card) { c.Sym[symTrackL] = 1 })
	p := &g.s.P[0]
	for p.Deck.N > 0 { // the 10 starting cards
		p.Hand.insert(p.Deck.pop())
	}
	g.give(t, 0, "001", "002", "003", "004", "005", "006", "007")
	if pos := g.handPos(t, 0, "007"); pos != maskBits {
		t.Fatalf("007 at hand position %d, want %d", pos, maskBits)
	}
	a := engine.Action{Kind: KindTrack, A: 1, E: 0x80}
	if !listed(g, a) {
		t.Fatalf("«007 alone for the Loyalist marker» (%s) is not listed", a.Format(kindNames))
	}
	r0, l0 := g.s.TrackR, g.s.TrackL
	mustApply(t, g, a)
	if g.s.TrackL != l0+1 || g.s.TrackR != r0 {
		t.Errorf("007 played for the Loyalist marker: R %d → %d, L %d → %d; want R unchanged, L +1", r0, g.s.TrackR, l0, g.s.TrackL)
	}
}

// TestMaskFitCountsDualTrackCardsTwice (legal.go maskFit): a card with
// both track symbols takes two bits of the track's 24-bit extension past
// position 15 (its rank, and its marker choice from the top bit down), so
// the load-time check counts it twice. By hand from
// assets/data/emerald/cards.toml: 21 game cards carry a track symbol, no
// starting card does (21 ≤ 45 game cards in play, ≤ 55 − 16), so the
// shipped deck needs 21 of 24; with 3 of them made dual on a copy of the
// data 24 still fit, with 4 the check refuses (25 > 24). Kills
// legal.go:459 (`count(trackSyms) + count(dual)` → `−`: 17, accepted, and
// a hand of such cards past position 15 could not be named).
func TestMaskFitCountsDualTrackCardsTwice(t *testing.T) {
	g := table(t, 2)
	for _, tc := range []struct {
		duals int
		want  string
	}{{0, ""}, {3, ""}, {4, ": 25 kart poza 16. pozycją ręki, a akcja nazywa najwyżej 24"}} {
		d := *g.d
		d.Cards = slices.Clone(g.d.Cards)
		n := 0
		for x := range d.Cards {
			if c := &d.Cards[x]; c.Kind == kindGame && c.Sym[symTrackR] > 0 && n < tc.duals {
				c.Sym[symTrackL] = 1
				n++
			}
		}
		msg := maskFit(&d)
		if tc.want == "" && msg != "" || tc.want != "" && !strings.HasSuffix(msg, tc.want) {
			t.Errorf("maskFit with %d track cards made dual: %q, want %q", tc.duals, msg, "…"+tc.want)
		}
	}
}

// TestTrackPlayNoOverpayAtTheEnd (§4.3, no overpaying: a card set is
// minimal when no card could be left out for the same effect; a marker
// stops at the track's end): with the Loyalist marker one space from the
// end, two Loyalist cards (022 Lord Ruthven and 025 Carmilla, track_l 1
// each) would move it 1 like either alone, so only the single cards are
// listed: by hand, X = 0b01 and X = 0b10, each with its own bit in the
// Loyalist mask B. Kills legal.go:651 ×2 (`r2+l2 == r+l` with either sum
// turned into a difference: the pair counted as minimal).
func TestTrackPlayNoOverpayAtTheEnd(t *testing.T) {
	g := table(t, 2)
	g.s.TrackR, g.s.TrackL = 0, uint8(g.d.Rules.TrackEnd-1)
	g.give(t, 0, "022", "025")
	got := ofKind(legalOf(t, g, "Loyalist marker one from the end"), KindTrack)
	want := []engine.Action{{Kind: KindTrack, X: 0b01, B: 0b01}, {Kind: KindTrack, X: 0b10, B: 0b10}}
	if !sameSet(got, want) {
		t.Errorf("track plays %s, want %s (the pair moves the marker no further than one card)", formatAll(got), formatAll(want))
	}
}

// TestDeterminizeKeepsEveryCardOnce (§8.2 conservation; Determinize
// redeals only what seat cannot see): the face-down game cards dealt back
// to the stacks and the box are the game cards seen nowhere, so a game
// card in a player's hand, deck, discard pile or tableau is never dealt
// to a stack as well. By hand: seat 1 holds 041 Karbonariusze, seat 2 has
// 018 Johann Most in its discard pile; after each of 20 determinizations
// for seat 0 every card is somewhere exactly once (checkInvariants). Kills
// view.go:147 (`i < n` → `>=`: the players' cards were not marked seen,
// so they were dealt again into the stacks).
func TestDeterminizeKeepsEveryCardOnce(t *testing.T) {
	g := table(t, 3)
	g.give(t, 1, "041")
	x := card(t, g, "018")
	g.take(t, 2, x)
	g.s.P[2].Discard.push(x)
	checkInvariants(t, g)
	rng := engine.NewRNG(3)
	for k := 0; k < 20 && !t.Failed(); k++ {
		d := g.Clone().(*Game)
		d.Determinize(0, &rng)
		checkInvariants(t, d)
	}
}

// TestKnowsNothingFromASeatPastTheTable (view.go knows): a seat past the
// table (an observer's number, a bad argument) knows no hidden identity,
// and asking never reads past the players, even at 5 players where the
// player array is full. By hand: seat 5 at a 5-player table, seat 1 not
// revealed, the game not over: false. Kills view.go:27
// (`int(seat) < Players` → `<=`: P[5] read past the five players).
func TestKnowsNothingFromASeatPastTheTable(t *testing.T) {
	g := table(t, 5)
	g.s.P[1].Revealed = false
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("knows(seat 5, player 1) at 5 players panics: %v", r)
		}
	}()
	if g.s.knows(5, 1) {
		t.Errorf("seat 5, past a 5-player table, knows player 1's identity")
	}
}

// TestRestorationistMarkerAtTheEndEndsTheGame (§4.15: the game ends when
// a track marker reaches the last space, 10, either marker): at 5 players
// (far from the VP threshold) with the Restorationist marker at 8, red
// plays 018 Johann Most (track_r 2): the marker reaches 10 and the game
// is over by the track. TestGameEndThresholdAndTrack checks the Loyalist
// marker only. Kills apply.go:555 (`TrackR >= TrackEnd` → `>`: the marker
// is capped at the end, so the Restorationist track never ended the game).
func TestRestorationistMarkerAtTheEndEndsTheGame(t *testing.T) {
	g := table(t, 5)
	g.s.TrackR = 8
	g.give(t, red, "018")
	mustApply(t, g, engine.Action{Kind: KindTrack, X: g.handMask(t, red, "018")})
	if !g.s.Over || g.s.End != endTrack || g.s.TrackR != 10 {
		t.Errorf("the Restorationist marker 8 + 2 = 10 must end the game: over %v, reason %d (want %d), R %d", g.s.Over, g.s.End, endTrack, g.s.TrackR)
	}
}

// TestCardEffectNeedsAText (data.go, the card checks: a card with an
// effect must say what it does, in its short text or its rules text, so
// the player can read it; the message in Polish): 015 Pani Hudson (effect
// «cycle») with neither is refused, «efekt bez tekstu»; with only its short
// text, or only its rules text, it loads. Kills data.go:651 (`c.Text ==
// ""` → `!=`: a card with a short text and no rules text refused, one with
// neither accepted).
func TestCardEffectNeedsAText(t *testing.T) {
	const text = `text = "Odrzuć karty i dobierz nowe, wliczając jedną za tę kartę."` + "\n"
	const rules = `rules = "Pani Hudson – Odrzuć dowolną liczbę kart z ręki. Następnie dobierz taką samą liczbę kart z talii, wliczając w to także kartę za zagraną Panią Hudson. Jeśli talia się wyczerpie, przetasuj stos kart odrzuconych, ZANIM odrzucisz tę kartę."` + "\n"
	for _, tc := range []struct {
		name, old, want string
	}{
		{"neither text", text + rules, "efekt bez tekstu"},
		{"the short text only", rules, ""},
		{"the rules text only", text, ""},
	} {
		_, err := LoadData(enginetest.Mutated(t, assets.FS, "data/emerald", "cards.toml", tc.old, ""))
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("015 Pani Hudson with %s: refused (%v), want it loaded", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("015 Pani Hudson with %s: error %v, want one containing %q", tc.name, err, tc.want)
		}
	}
}

// TestLestradeWholeCityAtFive (028 Inspektor Lestrade, G13 option «city»:
// every player's cubes in the city go back to their supplies): at a
// 5-player table, in city 2 seats 1 and 4 have 2 and 3 cubes; after red
// plays 028 there every cube is back in its owner's supply and the city
// holds none. TestLestradeReadings plays 3 players. Kills effects.go:123
// (`v < n` → `<=`: the loop read a sixth seat past the five).
func TestLestradeWholeCityAtFive(t *testing.T) {
	g := newTestGame(t, 5, 1, map[string]string{"lestrade": "city"})
	s := &g.s
	s.Setup, s.Active = 0, 0
	s.C[2].Cubes = [maxPlayers]uint8{0, 2, 0, 0, 3}
	s.P[1].Cubes, s.P[4].Cubes = 3, 2
	g.give(t, 0, "028")
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("Lestrade on the whole city at 5 players panics: %v", r)
			}
		}()
		mustApply(t, g, engine.Action{Kind: KindText, A: g.handPos(t, 0, "028"), B: 2, C: 0})
	}()
	if s.C[2].Cubes != [maxPlayers]uint8{} || s.P[1].Cubes != 5 || s.P[4].Cubes != 5 {
		t.Errorf("after Lestrade on city 2: cubes there %v (want none), supplies of seats 1 and 4: %d, %d (want 5, 5)", s.C[2].Cubes, s.P[1].Cubes, s.P[4].Cubes)
	}
}

// TestDeterminizeWithTooFewIdentityCards (view.go Determinize: on
// inconsistent data it keeps the state playable): on a copy of the data
// with one Restorationist and one Loyalist identity card at a 3-player
// table, seat 0 (a Restorationist) determinizes seats 1 and 2. By hand:
// seat 0 holds the only Restorationist card, so the first seat dealt gets
// the only Loyalist card; for the second none is left, the draw falls on
// the Restorationist side by default, whose pile is empty, so the other
// side is taken: both are Loyalists, never a panic. Kills view.go:99 ×3
// (`factR + factL − f` → `factR − factL − f` or `+ f`: an identity index
// past the piles).
func TestDeterminizeWithTooFewIdentityCards(t *testing.T) {
	g := table(t, 3)
	d := *g.d
	d.Rules.IdentR, d.Rules.IdentL = 1, 1
	g.d = &d
	s := &g.s
	s.P[0].Identity, s.P[0].Known = factR, 0
	for i := 1; i < 3; i++ {
		s.P[i].Revealed = false
	}
	rng := engine.NewRNG(4)
	for k := 0; k < 5; k++ {
		c := g.Clone().(*Game)
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("Determinize with fewer identity cards than seats panics: %v", r)
				}
			}()
			c.Determinize(0, &rng)
		}()
		if c.s.P[1].Identity != factL || c.s.P[2].Identity != factL {
			t.Errorf("seats 1 and 2 determinized as %d and %d, want both Loyalists (%d)", c.s.P[1].Identity, c.s.P[2].Identity, factL)
		}
		// No card is left for the set-aside places: each falls back to a
		// Loyalist (view.go:114, `k < np` → `<=`: place 0 read from the
		// empty pool as no faction).
		if c.s.AsideN == 0 {
			t.Fatal("fixture: no set-aside identity card")
		}
		for k, f := range c.s.Aside[:c.s.AsideN] {
			if f != factL {
				t.Errorf("set-aside card %d determinized as %d, want a Loyalist (%d)", k, f, factL)
			}
		}
	}
}

// fullHand gives seat 0 of a 2-player table a hand that fills the zone
// (G27, no hand limit: 64 cards, its 10 starting cards and 54 game cards).
func fullHand(t *testing.T) *Game {
	t.Helper()
	g := table(t, 2)
	p := &g.s.P[0]
	for p.Deck.N > 0 {
		p.Hand.insert(p.Deck.pop())
	}
	for x := int(g.d.FirstGame); p.Hand.N < zoneCap; x++ {
		g.give(t, 0, g.d.Cards[x].ID)
	}
	return g
}

// TestUIActionOfACardPastAFullHand: the board's readings of a text action
// (its target seat, its cities) for a card position past the hand are
// "none" (-1, no city), never a read past the hand zone, also when the
// hand fills the zone (64 cards, position 64). Kills board_access.go:76
// and :44 (`a.A >= Hand.N` → `>`: position 64 read past the zone; below
// 64 the slot past the hand is cleared to card 0, a starting card without
// a text, so only a full hand tells them apart).
func TestUIActionOfACardPastAFullHand(t *testing.T) {
	g := fullHand(t)
	a := engine.Action{Kind: KindText, A: zoneCap, B: 1, C: 1}
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("a text action of position %d with a full hand panics: %v", zoneCap, r)
		}
	}()
	if got := g.UIActionTarget(a); got != -1 {
		t.Errorf("UIActionTarget of position %d, past a full hand: %d, want -1", zoneCap, got)
	}
	if got := g.UIActionCities(a); got != nil {
		t.Errorf("UIActionCities of position %d, past a full hand: %v, want none", zoneCap, got)
	}
}

// TestLeopoldWithAFullHand (055 Stowarzyszenie Leopolda [S]: the Zombie
// and Wampiry cards are removed from the game from their owners' hands,
// decks, discard piles and tableaux; G27, no hand limit): seat 0 holds a
// hand that fills the zone, 64 cards with 060 Zombie and 061 Wampiry among
// them, and an empty deck (nothing to draw in their place). By hand: the
// hand keeps 62 cards, neither of the two. Kills effects.go:244 ×2 (the
// zone loop from `z.N − 1` → `z.N + 1` or the same by INVERT_NEGATIVES:
// the read starts past the zone; below 64 cards that slot is cleared to
// card 0, a starting card Leopold does not remove, so only a full zone
// tells them apart).
func TestLeopoldWithAFullHand(t *testing.T) {
	g := table(t, 2)
	p := &g.s.P[0]
	for p.Deck.N > 0 {
		p.Hand.insert(p.Deck.pop())
	}
	g.give(t, 0, "060", "061")
	for x := int(g.d.FirstGame); p.Hand.N < zoneCap; x++ {
		if !inZone(&p.Hand, uint8(x)) {
			g.give(t, 0, g.d.Cards[x].ID)
		}
	}
	zombie, vampires := card(t, g, "060"), card(t, g, "061")
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("Leopold with a hand of %d cards panics: %v", zoneCap, r)
			}
		}()
		g.leopold(1, nil)
	}()
	if p.Hand.N != zoneCap-2 || inZone(&p.Hand, zombie) || inZone(&p.Hand, vampires) {
		t.Errorf("after Leopold: hand of %d (want %d), Zombie still there %v, Wampiry %v", p.Hand.N, zoneCap-2, inZone(&p.Hand, zombie), inZone(&p.Hand, vampires))
	}
}

// TestCityTopCardReadyToTake (eval.go potential, the bots' value of a
// city's top card: a lead with a cube there is worth evalTop (0.4) × w;
// when seat's own hand holds a card with the acquire symbol, the card can
// be taken next turn and adds evalReady (0.2) × w more, w the card's
// worth). By hand, red (seat 0, a Loyalist) leads city 0 by 3 cubes,
// every other city empty: with 038 Kapitan Nemo (acquire 1) in hand the
// lead adds 0.4·w + 0.2·w = 0.6·w over an empty city 0. Kills eval.go:292
// (`evalReady * w` → `/`).
func TestCityTopCardReadyToTake(t *testing.T) {
	g := table(t, 2)
	s := &g.s
	top := s.topCard(0)
	if top == none {
		t.Fatal("city 0 has no top card")
	}
	g.give(t, 0, "038")
	w := g.cardWorth(top, factL)
	if math.Abs(w-1) < 1e-6 {
		t.Fatalf("city 0's top card is worth %v: w = 1 cannot tell w·x from x/w", w)
	}
	empty := g.potential(0, factL, 0)
	s.C[0].Cubes[0] = 3
	lead := g.potential(0, factL, 0)
	if d := lead - empty; math.Abs(d-0.6*w) > 1e-9 {
		t.Errorf("a lead of 3 cubes with an acquire card in hand adds %v, want (0.4 + 0.2) × %v = %v", d, w, 0.6*w)
	}
}

// TestTrackMarkerStopsAtTheEnd (§4.15 [S]: the track ends at 10; a card
// moving a marker past it moves it to the end): with the Restorationist
// marker at 9, 018 Johann Most (track_r 2) moves it to 10, not 11, and the
// game ends. Kills legal.go:628 (trackSteps' cap `end − TrackR` → `end +
// TrackR`, the same by INVERT_NEGATIVES: the marker went past the end).
func TestTrackMarkerStopsAtTheEnd(t *testing.T) {
	g := table(t, 5)
	g.s.TrackR = 9
	g.give(t, red, "018")
	mustApply(t, g, engine.Action{Kind: KindTrack, X: g.handMask(t, red, "018")})
	if g.s.TrackR != 10 || !g.s.Over {
		t.Errorf("R marker 9 + 2: at %d (want 10, the end), over %v (want true)", g.s.TrackR, g.s.Over)
	}
}

// TestStageHandStopsWhenNothingIsLeft (setup.go StageHand: cards move into
// the hand «until it holds n or nothing is left to move»: the deck, the
// discard pile, then the game cards in the box): at 2 players, asking for
// a full zone of 64 takes the 10 starting cards and every game card of the
// box, and stops with the box empty. Kills setup.go:220 (`BoxN > 0` →
// `>= 0`: the empty box's count wrapped and was read past).
func TestStageHandStopsWhenNothingIsLeft(t *testing.T) {
	g := table(t, 2)
	s := &g.s
	p := &s.P[0]
	want := int(p.Hand.N+p.Deck.N+p.Discard.N) + int(s.BoxN)
	if want >= zoneCap {
		t.Fatalf("%d cards to stage at 2 players: the test needs fewer than %d", want, zoneCap)
	}
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("StageHand(0, %d) with only %d cards to move panics: %v", zoneCap, want, r)
		}
	}()
	g.StageHand(0, zoneCap)
	if int(p.Hand.N) != want || s.BoxN != 0 {
		t.Errorf("StageHand(0, %d): hand of %d (want %d), box %d (want 0)", zoneCap, p.Hand.N, want, s.BoxN)
	}
}

// TestDescribeTextPastAFullHand: the description of a text action names
// no target when its card position is past the hand, also when the hand
// fills the zone (64 cards, position 64). Kills title.go:172 (`a.A >=
// Hand.N` → `>`: position 64 read past the zone; below 64 the slot past
// the hand is card 0, without a text).
func TestDescribeTextPastAFullHand(t *testing.T) {
	g := fullHand(t)
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("describing a text of position %d with a full hand panics: %v", zoneCap, r)
		}
	}()
	e := describe(g, engine.Action{Kind: KindText, A: zoneCap, B: 1, C: 1})
	if e.Args["target"] != nil || e.Args["city"] != nil {
		t.Errorf("text of position %d past a full hand: target %v, city %v; want none", zoneCap, e.Args["target"], e.Args["city"])
	}
}

// TestHudsonLogsTheDiscardOnlyWhenThereIsOne (015 Pani Hudson [S]:
// discard any number of cards, then draw as many plus one): the discard
// is logged, «emerald.discard» with its count, only when cards were
// discarded. By hand: played with 2 other cards, one line counting 2;
// played alone (discarding none, drawing 1), no line. Kills effects.go:53
// ×2 (`len(rest) > 0` → `>= 0`: an empty discard logged; → `<= 0`: a real
// one not).
func TestHudsonLogsTheDiscardOnlyWhenThereIsOne(t *testing.T) {
	for _, tc := range []struct {
		others []string
		want   int
	}{{[]string{"S01", "S03"}, 1}, {nil, 0}} {
		g := table(t, 2)
		g.give(t, red, "015")
		g.give(t, red, tc.others...)
		var mask uint16
		if len(tc.others) > 0 {
			mask = g.handMask(t, red, tc.others...)
		}
		var log engine.Log
		if err := g.Apply(engine.Action{Kind: KindText, A: g.handPos(t, red, "015"), X: mask}, &log); err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, e := range log.Events {
			if e.Key == "emerald.discard" {
				n++
				if e.Args["count"] != len(tc.others) {
					t.Errorf("Pani Hudson with %d cards discarded logs count %v", len(tc.others), e.Args["count"])
				}
			}
		}
		if n != tc.want {
			t.Errorf("Pani Hudson discarding %d cards: %d «emerald.discard» lines, want %d", len(tc.others), n, tc.want)
		}
	}
}

// TestNightTerrorRollTakesNoAgent (062 Groza Nocy: «Zmuś jednego gracza do
// wykonania rzutu poczytalności»; §4.10: on an insanity face lose a
// token; only the rolls of a royalty kill or Ukrycie arystokracji also
// cost an agent in that city, G20): red forces seat 1,
// with agents in cities 0 and 1, to roll, and the die shows insanity. By
// hand: seat 1 loses a sanity token and keeps every agent. Kills
// effects.go:173 ×2 (the city −1 → 1: an agent in city 1 lost).
func TestNightTerrorRollTakesNoAgent(t *testing.T) {
	g := table(t, 2)
	g.put(0, 1, 1, 0)
	g.put(1, 1, 1, 0)
	sanity := g.s.P[1].Sanity
	g.give(t, red, "062")
	g.rollSeed(t, true)
	mustApply(t, g, engine.Action{Kind: KindText, A: g.handPos(t, red, "062"), C: 1})
	if g.s.P[1].Sanity != sanity-1 || g.s.C[0].Agents[1] != 1 || g.s.C[1].Agents[1] != 1 {
		t.Errorf("Groza Nocy on seat 1, insane: sanity %d → %d (want −1), agents in cities 0 and 1: %d, %d (want 1, 1)",
			sanity, g.s.P[1].Sanity, g.s.C[0].Agents[1], g.s.C[1].Agents[1])
	}
}

// TestUIActionCitiesOfOchrana (051 Ochrana: «Przemieść jedną lub dwie
// kostki z planszy do Otchłani»; its action names the first cube's city in
// B and the second's, if any, as D − 1): the board marks city B, then
// D − 1 when D > 0; a card of another text (028 Inspektor Lestrade, one
// city B) marks B only, whatever D holds. By hand: Ochrana B 2, D 6 →
// [2 5]; Ochrana B 2, D 0 → [2]; Lestrade B 2, D 6 → [2]. Kills
// board_access.go:53 ×2 (`== opToLimbo` negated, `a.D > 0` negated); "not
// covered" at the run. Its boundary (`a.D >= 0`) is equivalent: at D = 0
// it adds city −1, which city() drops.
func TestUIActionCitiesOfOchrana(t *testing.T) {
	g := table(t, 2)
	g.give(t, red, "051", "028")
	och, les := g.handPos(t, red, "051"), g.handPos(t, red, "028")
	for _, tc := range []struct {
		name string
		a    engine.Action
		want []int
	}{
		{"Ochrana, two cubes", engine.Action{Kind: KindText, A: och, B: 2, C: 1, D: 6}, []int{2, 5}},
		{"Ochrana, one cube", engine.Action{Kind: KindText, A: och, B: 2, C: 1}, []int{2}},
		{"Lestrade", engine.Action{Kind: KindText, A: les, B: 2, C: 1, D: 6}, []int{2}},
	} {
		if got := g.UIActionCities(tc.a); !slices.Equal(got, tc.want) {
			t.Errorf("%s: cities %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestExactBombsFromAgentsAlone (G12 switch bombs_exact: an assassination
// needs exactly the bombs asked, §4.5 A6 each own agent in the city counts
// as 1 bomb): Paryż needs 4 bombs for an agent; with exactly 4 red agents
// there the assassination with 039 Najemny skrytobójca and no bomb card is
// listed (TestProposedSwitches checks 5 agents, too many, and 3 with a
// bomb card). Kills legal.go:701 (`agents > req` → `>=`: the exact count
// of agents refused).
func TestExactBombsFromAgentsAlone(t *testing.T) {
	paris := 1
	g := withRule(t, "bombs_exact = false", "bombs_exact = true")
	g.put(paris, red, 4, 0)
	g.put(paris, 1, 1, 0)
	g.give(t, red, "039")
	kill := engine.Action{Kind: KindAssassinate, A: g.handPos(t, red, "039"), B: uint8(paris), C: 2}
	if !listed(g, kill) {
		t.Error("exact bombs: 4 agents in Paryż (4 bombs asked) and no bomb card: the assassination is not listed")
	}
}

// TestChangeCardSearchStopsAtAFullHand (legal.go changeCard, the hand
// position of 058 Zmiana nastawienia, for a forced reveal): a hand that
// fills the zone (64 cards) without the card gives −1, never a read past
// the hand. Kills legal.go:1037 (`k < Hand.N` → `<=`: position 64 read;
// below 64 the slot past the hand is card 0, a starting card, so only a
// full hand tells them apart). The second bound (`k < 255` → `<=`) is
// equivalent: Hand.N ≤ 64 decides first.
func TestChangeCardSearchStopsAtAFullHand(t *testing.T) {
	g := table(t, 2)
	p := &g.s.P[0]
	for p.Deck.N > 0 {
		p.Hand.insert(p.Deck.pop())
	}
	change := card(t, g, "058")
	for x := int(g.d.FirstGame); p.Hand.N < zoneCap; x++ {
		if uint8(x) != change {
			g.give(t, 0, g.d.Cards[x].ID)
		}
	}
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("changeCard with a full hand without Zmiana nastawienia panics: %v", r)
		}
	}()
	if k := g.changeCard(0); k != -1 {
		t.Errorf("changeCard of a full hand without Zmiana nastawienia: %d, want -1", k)
	}
}

// TestDescribeForASeatPastTheTable (title.go describe: an action is
// described for the seat to move; a seat outside the table, which only a
// corrupt state can have, gets the action's bare key and no read past the
// players): at 5 players (the array full) with the active seat set to 5,
// describing «pass» gives «emerald.act.pass» without a panic. Kills
// title.go:77 (`seat >= Players` → `>`: P[5] read past the five).
func TestDescribeForASeatPastTheTable(t *testing.T) {
	g := table(t, 5)
	g.s.FN, g.s.Active = 0, 5
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("describing an action of seat 5 at a 5-player table panics: %v", r)
		}
	}()
	if e := describe(g, engine.Action{Kind: KindPass}); e.Key != "emerald.act.pass" {
		t.Errorf("describing «pass» of seat 5: key %q, want emerald.act.pass", e.Key)
	}
}

// TestRefusalDuringTheSetUp (§3 step 16: during the set-up the players
// only place agents; apply.go refusal): while set-up placements are left
// and nothing is pending, any other action is refused as
// «emerald.setup», and an agent placement that is not listed (a city past
// the nine) as plainly illegal; once the set-up is over, an unlisted
// action of the turn is never «emerald.setup». Kills apply.go:54 ×4
// (`FN == 0`, `Setup > 0` either way, `a.Kind != KindAgent` negated);
// "not covered" at the run.
func TestRefusalDuringTheSetUp(t *testing.T) {
	g := newTestGame(t, 3, 1, nil)
	if g.s.Setup == 0 || g.s.FN != 0 {
		t.Fatalf("a new game: %d set-up placements left, %d pending; want some and none", g.s.Setup, g.s.FN)
	}
	for _, tc := range []struct {
		name string
		a    engine.Action
		want engine.Code
	}{
		{"a pass", engine.Action{Kind: KindPass}, "emerald.setup"},
		{"an influence", engine.Action{Kind: KindInfluence, A: 0, X: 1}, "emerald.setup"},
		{"an agent past the cities", engine.Action{Kind: KindAgent, A: numCities}, "emerald.illegal"},
	} {
		if got := engine.CodeOf(g.Clone().Apply(tc.a, nil)); got != tc.want {
			t.Errorf("set-up, %s: refused with %q, want %q", tc.name, got, tc.want)
		}
	}
	h := table(t, 3)
	if got := engine.CodeOf(h.Apply(engine.Action{Kind: KindRetrieve, X: 1}, nil)); got != "emerald.illegal" {
		t.Errorf("own turn, a retrieval with no card: refused as %q, want emerald.illegal", got)
	}
}

// TestPlayerWithoutAColourNamed (data.go, player.toml checks in Polish,
// players counted from 1): the first [[player]] without its colour is
// refused as «gracz 1 bez imienia albo koloru». Kills data.go:486
// (`i+1` → `i−1`: «gracz −1»).
func TestPlayerWithoutAColourNamed(t *testing.T) {
	_, err := LoadData(enginetest.Mutated(t, assets.FS, "data/emerald", "player.toml", "colour = \"czerwony\"\n", ""))
	if err == nil || !strings.Contains(err.Error(), "gracz 1 bez imienia albo koloru") {
		t.Errorf("player.toml, the first player without a colour: err = %v, want «gracz 1 bez imienia albo koloru»", err)
	}
}

// TestTrackCardsPastPosition15MoveTheirOwnMarker (§4.5 A5: a card moves
// the marker of its track symbol; G27, no hand limit): with 16 lower
// cards without track symbols (the 10 starting cards, 001–006), 007
// Michaił Bakunin (track_r 1) lies at position 16 and 022 Lord Ruthven
// (track_l 1) at 17, the track candidates of ranks 0 and 1 past position
// 15. By hand: «track A = 1» (Bakunin alone) moves the Restorationist
// marker 1, «track A = 2» (Ruthven alone) the Loyalist marker 1. Kills
// legal.go:390 ×2 (actionMask's `Sym[symTrackL] > 0` → `>= 0`: Bakunin
// read as a Loyalist card; → `<= 0`: Ruthven not); "not covered" at the
// run.
func TestTrackCardsPastPosition15MoveTheirOwnMarker(t *testing.T) {
	g := table(t, 2)
	p := &g.s.P[0]
	for p.Deck.N > 0 {
		p.Hand.insert(p.Deck.pop())
	}
	g.give(t, 0, "001", "002", "003", "004", "005", "006", "007", "022")
	if g.handPos(t, 0, "007") != 16 || g.handPos(t, 0, "022") != 17 {
		t.Fatalf("007 at %d, 022 at %d; want 16 and 17", g.handPos(t, 0, "007"), g.handPos(t, 0, "022"))
	}
	for _, tc := range []struct {
		name   string
		a      engine.Action
		dr, dl uint8
	}{
		{"Bakunin", engine.Action{Kind: KindTrack, A: 1}, 1, 0},
		{"Ruthven", engine.Action{Kind: KindTrack, A: 2}, 0, 1},
	} {
		h := g.Clone().(*Game)
		r0, l0 := h.s.TrackR, h.s.TrackL
		mustApply(t, h, tc.a)
		if h.s.TrackR != r0+tc.dr || h.s.TrackL != l0+tc.dl {
			t.Errorf("%s alone (%s): R %d → %d, L %d → %d; want R +%d, L +%d", tc.name, tc.a.Format(kindNames), r0, h.s.TrackR, l0, h.s.TrackL, tc.dr, tc.dl)
		}
	}
}

// TestSecretNamesCountPlayersFromOne (secrets.go, the names the secrecy
// check prints when a view leaks, players counted from 1 as in the
// rulebook): in a fresh 2-player game each deck holds different cards,
// so the deck orders are secrets named «kolejność talii gracza 1» and «…
// gracza 2», each hidden from both seats; each identity card (§3: one
// of 3 + 3, the other 4 set aside, so one of the other faction is among
// them) is a secret «tożsamość gracza 1» and «… gracza 2», hidden from
// the other seat only. Kills secrets.go:54 and secrets.go:62 (`i+1` →
// `i−1`: «gracza −1» and «gracza 0»).
func TestSecretNamesCountPlayersFromOne(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	rng := engine.NewRNG(1)
	got := map[string]int{}
	for _, sec := range secrets(g, &rng) {
		got[sec.Name] = len(sec.Hidden)
	}
	// Session 9: the hands too, «ręka gracza 1» and «… 2», each hidden
	// from the other seat (secrets.go:46, `i+1` → `i−1`).
	for name, want := range map[string]int{"kolejność talii gracza 1": 2, "kolejność talii gracza 2": 2,
		"tożsamość gracza 1": 1, "tożsamość gracza 2": 1, "ręka gracza 1": 1, "ręka gracza 2": 1} {
		if got[name] != want {
			t.Errorf("secret %q: hidden from %d seats, want listed and hidden from %d", name, got[name], want)
		}
	}
}

// TestDecisionStackFull (state.go push: the stack of pending decisions
// holds frameCap frames; one more is refused, never written past it): with
// frameCap frames pushed, a further push returns false and the count
// stays frameCap. Kills state.go:246 (`FN >= frameCap` → `>`: F[frameCap]
// written past the array).
func TestDecisionStackFull(t *testing.T) {
	g := table(t, 2)
	s := &g.s
	s.FN = 0
	for k := 0; k < frameCap; k++ {
		if !s.push(frame{Op: frMove, Seat: red, N: 1}) {
			t.Fatalf("push %d of %d refused", k+1, frameCap)
		}
	}
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("a push onto a full stack of %d panics: %v", frameCap, r)
		}
	}()
	if s.push(frame{Op: frMove, Seat: red, N: 1}) || int(s.FN) != frameCap {
		t.Errorf("a push onto a full stack: accepted, or %d frames (want refused, %d)", s.FN, frameCap)
	}
}

// TestDescribeRoyalAssassination (§4.5 A6 against the royal of a city;
// title.go describe): the description names the royal on the city's slot;
// a city whose slot is empty, or a city past the nine, names none and
// never reads past the cities. By hand: city 2 with its royal put on the
// slot → that royal's name; city 3 with an empty slot → none; city 9 →
// none. Kills title.go:126 ×3 (`B < numCities` off by one or negated,
// `Royal != none` negated).
func TestDescribeRoyalAssassination(t *testing.T) {
	g := table(t, 2)
	g.setRoyal(t, 2)
	g.s.C[3].Royal = none
	g.give(t, red, "039")
	a := engine.Action{Kind: KindAssassinate, A: g.handPos(t, red, "039"), C: 0}
	for _, tc := range []struct {
		city int
		want any
	}{{2, g.d.Cards[g.s.C[2].Royal].Name}, {3, nil}, {numCities, nil}} {
		a.B = uint8(tc.city)
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("describing the royal assassination in city %d panics: %v", tc.city, r)
				}
			}()
			if got := describe(g, a).Args["target"]; got != tc.want {
				t.Errorf("royal assassination in city %d: target %v, want %v", tc.city, got, tc.want)
			}
		}()
	}
}

// TestDescribeStopOfAZombieAttack (060 Zombie: the attacks end with
// «stop»; title.go describe): «stop» is described as the end of the zombie
// attacks when a zombie attack is the pending decision, and not during a
// move. Kills title.go:150 ×2 (`f != nil` or `Op == frZombie` negated).
func TestDescribeStopOfAZombieAttack(t *testing.T) {
	for _, tc := range []struct {
		op   uint8
		want bool
	}{{frZombie, true}, {frMove, false}} {
		g := table(t, 2)
		g.s.push(frame{Op: tc.op, Seat: red, N: 1})
		if got := describe(g, engine.Action{Kind: KindStop}).Key == "emerald.act.zombie_done"; got != tc.want {
			t.Errorf("stop with frame %d pending: described as the zombies' end %v, want %v", tc.op, got, tc.want)
		}
	}
}

// TestDescribeHudsonCycle (015 Pani Hudson: discard cards, draw as many
// plus one; title.go describe): the play with cards named in its mask is
// «emerald.act.text_cycle», the play with none is not. Kills title.go:222
// (`mask != 0` → `== 0`).
func TestDescribeHudsonCycle(t *testing.T) {
	g := table(t, 2)
	g.give(t, red, "015", "S01")
	hudson := g.handPos(t, red, "015")
	if e := describe(g, engine.Action{Kind: KindText, A: hudson, X: g.handMask(t, red, "S01")}); e.Key != "emerald.act.text_cycle" {
		t.Errorf("Pani Hudson discarding S01: key %q, want emerald.act.text_cycle", e.Key)
	}
	if e := describe(g, engine.Action{Kind: KindText, A: hudson}); e.Key == "emerald.act.text_cycle" {
		t.Errorf("Pani Hudson discarding nothing described as a cycle of %v", e.Args)
	}
}

// TestIdentitySplitOfOneAndFive (spec §2 Secret Identity cards: 6 cards
// of two kinds, the split not in the seed, PROPOSED 3 + 3, G5; data.go
// checks «po co najmniej jednej» of each): player.toml may give any split
// of the 6 with at least one card of each kind, so 1 Restorationist + 5
// Loyalists loads, and so does 5 + 1. Kills data.go:511 ×2 (`R < 1` →
// `<= 1`, `L < 1` → `<= 1`: a single card of a kind refused).
func TestIdentitySplitOfOneAndFive(t *testing.T) {
	for _, tc := range []struct{ r, l int }{{1, 5}, {5, 1}} {
		to := "restorationist = " + strconv.Itoa(tc.r) + "\nloyalist = " + strconv.Itoa(tc.l) + "\n"
		d, err := LoadData(enginetest.Mutated(t, assets.FS, "data/emerald", "player.toml", "restorationist = 3\nloyalist = 3\n", to))
		if err != nil {
			t.Errorf("identity split %d + %d: %v, want it loaded", tc.r, tc.l, err)
			continue
		}
		if int(d.Rules.IdentR) != tc.r || int(d.Rules.IdentL) != tc.l {
			t.Errorf("identity split %d + %d loaded as %d + %d", tc.r, tc.l, d.Rules.IdentR, d.Rules.IdentL)
		}
	}
}

// TestReadyCardNeedsAnAcquireSymbol (eval.go potential: a lead with a
// cube in a city is worth evalTop (0.4) × w × min(lead, 3)/3 of its top
// card's worth w, and evalReady (0.2) × w more when the seat's own hand
// holds a card with the acquire symbol to take it next turn). By hand,
// seat 0 a Loyalist alone in city 0 with 1 cube: with only Pociąg (S09,
// move 2, no acquire) in hand the cube adds 0.4 × w/3; with only
// Zwiadowca (S10, acquire 1, move 1) 0.4 × w/3 + 0.2 × w. Kills
// eval.go:271 (`Sym[symAcquire] > 0` → `>= 0`: any card made ready).
func TestReadyCardNeedsAnAcquireSymbol(t *testing.T) {
	for _, tc := range []struct {
		id    string
		ready float64
	}{{"S09", 0}, {"S10", 0.2}} {
		g := table(t, 2)
		s := &g.s
		g.give(t, 0, tc.id)
		top := s.topCard(0)
		if top == none {
			t.Fatal("city 0 has no top card")
		}
		w := g.cardWorth(top, factL)
		empty := g.potential(0, factL, 0)
		s.C[0].Cubes[0] = 1
		want := 0.4*w/3 + tc.ready*w
		if d := g.potential(0, factL, 0) - empty; math.Abs(d-want) > 1e-9 {
			t.Errorf("hand %s, a cube alone in city 0: +%v, want %v (w = %v)", tc.id, d, want, w)
		}
	}
}

// TestTakenCardWorth (eval.go potential: every card a seat owns that is
// not a start card was taken from the board, evalTaken (1.0) each, and
// each action symbol or bomb it owns is evalDeck (0.12)): seat 0 taking
// the bottom card of city 0's stack into its discard gains 1.0 + 0.12 ×
// that card's symbols and bombs; moving its start card Pociąg (S09, move
// 2) from the deck to the discard changes nothing. Kills eval.go:319
// (`Kind != kindStart` → `==`: start cards counted as taken instead).
func TestTakenCardWorth(t *testing.T) {
	g := table(t, 2)
	s := &g.s
	p := &s.P[0]
	if s.C[0].N < 2 {
		t.Fatal("city 0's stack has fewer than 2 cards")
	}
	x := s.C[0].Stack[0]
	c := &g.d.Cards[x]
	syms := int(c.Bombs)
	for _, n := range c.Sym {
		syms += int(n)
	}
	base := g.potential(0, factL, 0)
	g.take(t, 0, x)
	p.Discard.push(x)
	taken := g.potential(0, factL, 0)
	if d := taken - base; math.Abs(d-(1.0+0.12*float64(syms))) > 1e-9 {
		t.Errorf("card %s (%d symbols and bombs) taken into the discard: +%v, want 1.0 + 0.12 × %d", c.ID, syms, d, syms)
	}
	pociag := card(t, g, "S09")
	g.take(t, 0, pociag)
	p.Discard.push(pociag)
	if d := g.potential(0, factL, 0) - taken; math.Abs(d) > 1e-9 {
		t.Errorf("start card Pociąg moved from the deck to the discard: %+v, want 0", d)
	}
}

// TestPendingMoveWorth (eval.go potential: a move still to make, a frMove
// frame of N symbols left, adds evalMoveTo (0.2) per symbol to its
// player): seat 0's pending move of 2 symbols adds 0.4. Kills
// eval.go:343 (`evalMoveTo * N` → `/`: 0.1).
func TestPendingMoveWorth(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	s.FN = 0
	base := g.potential(0, factR, 0)
	s.F[0], s.FN = frame{Op: frMove, Seat: 0, N: 2}, 1
	if d := g.potential(0, factR, 0) - base; math.Abs(d-0.4) > 1e-9 {
		t.Errorf("seat 0 with 2 move symbols left: +%v, want 2 × 0.2 = 0.4", d)
	}
}

// TestActionMaskOfASeatPastTheTable (legal.go actionMask: the hand
// positions an action plays, X's bits and, for a hand past 16 cards, the
// extension bits read against that seat's hand): a seat past the table
// has no hand to extend into, so at 5 players (the array full) seat 5's
// influence action with X = position 0 and one extension bit plays
// position 0 alone, and no hand is read. Kills legal.go:367 (`i >=
// Players` → `>`: P[5] read).
func TestActionMaskOfASeatPastTheTable(t *testing.T) {
	g := newTestGame(t, 5, 1, nil)
	a := engine.Action{Kind: KindInfluence, X: 1}
	setExt(&a, 1)
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("actionMask of seat 5 at 5 players panics: %v", r)
		}
	}()
	if mask, lmask := g.actionMask(5, a); mask != 1 || lmask != 0 {
		t.Errorf("actionMask of seat 5 at 5 players: %#x, %#x; want 0x1, 0", mask, lmask)
	}
}

// TestSanityTokensForEveryPlayer (spec §2: 3 sanity tokens per player, 15
// in all [X]; data.go reads rules.toml sanity_tokens between sanity ×
// 5 players and 40): with sanity = 3, a pool of 14 tokens cannot give 5
// players theirs and is refused («sanity_tokens: 14 poza zakresem
// 15–40»); the shipped 15 loads. Kills data.go:440 (`Sanity*maxPlayers`
// → `/`: a floor of 0, so 14 accepted).
func TestSanityTokensForEveryPlayer(t *testing.T) {
	_, err := LoadData(enginetest.Mutated(t, assets.FS, "data/emerald", "rules.toml", "sanity_tokens = 15\n", "sanity_tokens = 14\n"))
	if err == nil || !strings.Contains(err.Error(), "sanity_tokens: 14 poza zakresem 15–40") {
		t.Errorf("sanity_tokens 14 with sanity 3: err = %v, want «sanity_tokens: 14 poza zakresem 15–40»", err)
	}
}

// TestChangeOfHeartFlipsTheOdds (058 Zmiana nastawienia [S L768-778]:
// «Należysz teraz do przeciwnej frakcji»; the play is public, G23; eval.go
// beliefR: the share of Restorationist cards among the identity cards the
// seat has not seen, flipped by each copy played): at 3 players with the
// 3 + 3 split, seat 0, a Restorationist, has not seen 5 cards (3 set
// aside, seats 1 and 2), 2 of them Restorationist, so seat 1 is one with
// odds 2/5 = 0.4; after seat 1 played one Zmiana nastawienia, 0.6. Kills
// eval.go:176 ×2 (`Change%2 == 1` → `!=`: the odds flipped with no card
// played; `%` → `*`: never flipped).
func TestChangeOfHeartFlipsTheOdds(t *testing.T) {
	g := newTestGame(t, 3, 1, nil)
	s := &g.s
	s.P[0].Identity = factR
	if s.knows(0, 1) || s.AsideN != 3 || g.d.Rules.IdentR != 3 || g.d.Rules.IdentL != 3 {
		t.Fatalf("set-up: seat 0 knows seat 1 %v, %d cards aside, split %d + %d; want false, 3, 3 + 3", s.knows(0, 1), s.AsideN, g.d.Rules.IdentR, g.d.Rules.IdentL)
	}
	for _, tc := range []struct {
		change uint8
		want   float64
	}{{0, 0.4}, {1, 0.6}} {
		s.P[1].Change = tc.change
		if got := g.beliefR(0)[1]; math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("seat 1 with %d Zmiana nastawienia: seat 0 believes it Restorationist with %v, want %v", tc.change, got, tc.want)
		}
	}
}

// TestRoyalReachWithAnAssassinInHand (eval.go potential: a royal in a city
// where a Restorationist has agents is worth evalRoyal (0.15) × its R VP ×
// reach, reach = 1/(1 + bombs missing/1.5), × 1.5 with the majority, ×
// 1.3 with a card of the assassinate symbol in the seat's own hand): seat
// 0 with 1 agent alone in a city, its hand Kuba Rozpruwacz (006,
// assassinate 1, no bombs) or Pociąg (S09, move 2): the royal adds 0.15 ×
// VP × 1.5 × 1.3/(1 + (req − 1)/1.5) or the same without the 1.3. Kills
// eval.go:272 ×2 (`Sym[symAssassinate] > 0` → `>= 0`: any card an
// assassin; → `<= 0`: the assassin not).
func TestRoyalReachWithAnAssassinInHand(t *testing.T) {
	for _, tc := range []struct {
		id     string
		factor float64
	}{{"006", 1.3}, {"S09", 1}} {
		g := table(t, 2)
		s := &g.s
		c := -1
		for k := range g.d.Cities {
			if g.d.Cities[k].Royal != none {
				c = k
				break
			}
		}
		if c < 0 {
			t.Fatal("no city with a royal")
		}
		g.give(t, 0, tc.id)
		g.put(c, 0, 1, 0)
		g.setRoyal(t, c)
		royal := &g.d.Cards[s.C[c].Royal]
		with := g.potential(0, factR, 0)
		s.C[c].Royal = none
		without := g.potential(0, factR, 0)
		want := 0.15 * float64(royal.VP[vpR]) * 1.5 * tc.factor / (1 + max(0, float64(royal.BombsReq)-1)/1.5)
		if d := with - without; math.Abs(d-want) > 1e-9 {
			t.Errorf("hand %s, 1 agent by %s (%d bombs needed, %d VP): the royal adds %v, want %v", tc.id, royal.Name, royal.BombsReq, royal.VP[vpR], d, want)
		}
	}
}

// TestOwnedCardsOfASeatPastTheTable (report.go OwnedCards, for the sim's
// balance check): a seat past the table owns nothing, nil, and asking
// never reads past the players, also at 5 players where the array is
// full. Kills report.go:80 (`seat >= Players` → `>`: P[5] read).
func TestOwnedCardsOfASeatPastTheTable(t *testing.T) {
	g := newTestGame(t, 5, 1, nil)
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("OwnedCards(5) at 5 players panics: %v", r)
		}
	}()
	if got := g.OwnedCards(5); got != nil {
		t.Errorf("OwnedCards(5) at 5 players: %v, want nil", got)
	}
}

// TestDescribeRetrieveFromLimbo (§4.5 A3 retrieve: each cube comes back
// from a city or from limbo; legal.go lists limbo as step A = 9, past the
// nine cities): during a retrieval, step A = 9 is described as
// «emerald.act.retrieve_limbo», a step from city 0 as
// «emerald.act.retrieve_step» naming it. Kills title.go:248 (`a.A ==
// numCities` → `!=`: the two swapped).
func TestDescribeRetrieveFromLimbo(t *testing.T) {
	g := table(t, 2)
	g.s.push(frame{Op: frRetrieve, Seat: 0, N: 2})
	if e := describe(g, engine.Action{Kind: KindStep, A: numCities}); e.Key != "emerald.act.retrieve_limbo" {
		t.Errorf("retrieve step from limbo: key %q, want emerald.act.retrieve_limbo", e.Key)
	}
	if e := describe(g, engine.Action{Kind: KindStep, A: 0}); e.Key != "emerald.act.retrieve_step" || e.Args["city"] != g.d.Cities[0].Name {
		t.Errorf("retrieve step from city 0: %s %v, want emerald.act.retrieve_step naming %q", e.Key, e.Args, g.d.Cities[0].Name)
	}
}

// TestEvaluationOfAFinishedGame (eval.go: once the game is over, the share
// of the other players a seat finished ahead of, a tie counting half, the
// measure the search scores a finished game with): after random games to
// the end at 3 players, each seat is worth (others placed below it + ½ ×
// others placed level) / 2, by hand from the Result's places. Kills
// eval.go:32 (`q == seat` → `!=`: the seat compared with itself alone,
// ½/2 whatever its place); "not covered" at the run.
func TestEvaluationOfAFinishedGame(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		g := newTestGame(t, 3, seed, nil)
		playRandom(t, g, seed)
		if !g.s.Over {
			t.Fatalf("seed %d: the random game did not end", seed)
		}
		r := g.Result()
		for seat := 0; seat < 3; seat++ {
			want := 0.0
			for q := 0; q < 3; q++ {
				switch {
				case q == seat:
				case r.Place[q] > r.Place[seat]:
					want++
				case r.Place[q] == r.Place[seat]:
					want += 0.5
				}
			}
			want /= 2
			if got := evaluate(g, engine.Seat(seat)); math.Abs(got-want) > 1e-12 {
				t.Errorf("seed %d, seat %d in place %d of %v: %v, want %v", seed, seat, r.Place[seat], r.Place[:3], got, want)
			}
		}
	}
}

// TestPushedSumsTheMarkerSteps (the marker steps a player made are public
// evidence of their side, §4.3; apply.go player.pushed keeps the sums for
// the bots' beliefs, capped at 255): from nothing, steps of 2 R and 1 L,
// then 1 R, sum to 3 R and 1 L. Kills apply.go:345 (`Pushed[0] + r` →
// `− r`: 0 − 2 wraps to 254).
func TestPushedSumsTheMarkerSteps(t *testing.T) {
	var p player
	p.pushed(2, 1)
	p.pushed(1, 0)
	if p.Pushed != [2]uint8{3, 1} {
		t.Errorf("steps 2 R + 1 L, then 1 R: pushed %v, want [3 1]", p.Pushed)
	}
}

// TestPushOnAFullZone (state.go zone.push: a zone holds at most zoneCap,
// 64, cards): a push onto a full zone is refused, false, and leaves it as
// it was. Kills state.go:81 (`N >= zoneCap` → `>`: C[64] written).
func TestPushOnAFullZone(t *testing.T) {
	var z zone
	for z.N < zoneCap {
		z.push(uint8(z.N))
	}
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("push on a full zone panics: %v", r)
		}
	}()
	if z.push(200) || z.N != zoneCap || z.C[zoneCap-1] != zoneCap-1 {
		t.Errorf("push on a full zone: %d cards, last %d; want refused, %d cards, last %d", z.N, z.C[zoneCap-1], zoneCap, zoneCap-1)
	}
}

// TestHolyBrotherhoodNeedsLimboCubes (064 Święte Bractwo, «Zabierz z
// Otchłani tyle kostek wpływów, ilu agentów posiadasz», spec: retrieve up
// to N cubes from Limbo; legal.go lists a text only where it has a
// target): with no cube in Limbo its text is not offered; with 2 cubes
// there it is. Kills legal.go:777 (`Limbo > 0` → `>= 0`: an action spent
// on an empty Limbo offered).
func TestHolyBrotherhoodNeedsLimboCubes(t *testing.T) {
	for _, tc := range []struct {
		limbo uint8
		want  bool
	}{{0, false}, {2, true}} {
		g := table(t, 2)
		p := &g.s.P[0]
		g.give(t, 0, "064")
		g.put(0, 0, 1, 0)
		p.Limbo = tc.limbo
		a := engine.Action{Kind: KindText, A: g.handPos(t, 0, "064")}
		if got := listed(g, a); got != tc.want {
			t.Errorf("Święte Bractwo with %d cubes in Limbo: offered %v, want %v", tc.limbo, got, tc.want)
		}
	}
}

// TestEvaluationOfATieInPlace (eval.go: a finished game is worth the
// share of the others a seat finished ahead of, a tie counting half;
// §4.16: the lowest player's side loses 5, ties of total and side share a
// place): red (R) 20 VP, yellow and green (L) 10 each, blue (R) 30; the
// Loyalists are lowest and lose 5, so the places are 2, 3, 3, 1. Yellow
// beats no one and ties green: ½/3 = 1/6; red beats both Loyalists: 2/3.
// Kills eval.go:33 (`pl > Place[seat]` → `>=`: a tie counted as a win,
// 1/3 for yellow).
func TestEvaluationOfATieInPlace(t *testing.T) {
	g := sides(t, [4]uint8{factR, factL, factL, factR}, [4]int16{20, 10, 10, 30})
	g.s.Over = true
	if pl := g.Result().Place; !slices.Equal(pl, []int{2, 3, 3, 1}) {
		t.Fatalf("places %v, want [2 3 3 1]", pl)
	}
	for _, tc := range []struct {
		seat engine.Seat
		want float64
	}{{1, 1.0 / 6}, {0, 2.0 / 3}} {
		if got := evaluate(g, tc.seat); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("seat %d: %v, want %v", tc.seat, got, tc.want)
		}
	}
}

// TestDescribeHudsonCycleNamesTheCards (015 Pani Hudson: «Odrzuć dowolną
// liczbę kart z ręki», then draw as many plus one; title.go describe
// names the cards discarded): the play discarding S01 names «Agitator»;
// a mask bit past the hand (a bad action) names nothing more, even with a
// stale card in that slot. Kills title.go:225 ×2 (`k < Hand.N` → `>=`:
// no card named; → `<=`: the stale slot named).
func TestDescribeHudsonCycleNamesTheCards(t *testing.T) {
	g := table(t, 2)
	g.give(t, red, "015", "S01")
	p := &g.s.P[red]
	hudson := g.handPos(t, red, "015")
	p.Hand.C[p.Hand.N] = card(t, g, "S09") // a stale slot past the hand
	x := g.handMask(t, red, "S01") | 1<<p.Hand.N
	if e := describe(g, engine.Action{Kind: KindText, A: hudson, X: x}); e.Args["cards"] != "Agitator" {
		t.Errorf("Pani Hudson discarding S01 (and a bit past the hand): cards %q, want «Agitator»", e.Args["cards"])
	}
}

// TestUIPlayerOfASeat (access.go UIPlayer, the board's view of a seat):
// seat 0's view shows its hand's size; a seat past the table gets the
// zero view and is never read, also at 5 players where the array is full.
// Kills access.go:106 ×2 (`i < 0` → `<= 0`: seat 0's view empty; `i >=
// Players` → `>`: P[5] read).
func TestUIPlayerOfASeat(t *testing.T) {
	g := newTestGame(t, 5, 1, nil)
	if v := g.UIPlayer(0); v.HandN != int(g.s.P[0].Hand.N) || v.DeckN != int(g.s.P[0].Deck.N) || v.HandN+v.DeckN == 0 {
		t.Errorf("UIPlayer(0): hand %d, deck %d; want %d and %d", v.HandN, v.DeckN, g.s.P[0].Hand.N, g.s.P[0].Deck.N)
	}
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("UIPlayer(5) at 5 players panics: %v", r)
		}
	}()
	if v := g.UIPlayer(5); v.HandN != 0 || v.DeckN != 0 || v.Discard != nil {
		t.Errorf("UIPlayer(5) at 5 players: %+v, want the zero view", v)
	}
}

// TestRoundCountsFullRounds (report.go Round, for `stolik sim`: the full
// rounds played, (turn − 1) / players; 0 before the first turn): at 3
// players turns 1–3 are round 0, turns 4–6 round 1, turn 7 round 2.
// Kills report.go:10 ×2 (`Players == 0` or `Turn == 0` → `!=`: every
// round read as 0) and report.go:13 (`Turn − 1` → `Turn + 1` by
// INVERT_NEGATIVES: turn 3 already a full round, turn 6 two).
func TestRoundCountsFullRounds(t *testing.T) {
	g := table(t, 3)
	for _, tc := range []struct{ turn, want int }{{1, 0}, {3, 0}, {4, 1}, {6, 1}, {7, 2}} {
		g.s.Turn = uint16(tc.turn)
		if got := g.Round(); got != tc.want {
			t.Errorf("turn %d at 3 players: round %d, want %d", tc.turn, got, tc.want)
		}
	}
}

// TestYogSothothNeedsAnAgentOnTheBoard (057 Yog Sothoth: send your agents
// on the board to it; legal.go lists a text only where it has a target):
// with no agent of seat 0 on the board its text is not offered; with one
// in city 0 it is. Kills legal.go:874 (`onBoard > 0` → `>= 0`: offered
// with nothing to send).
func TestYogSothothNeedsAnAgentOnTheBoard(t *testing.T) {
	for _, agents := range []int{0, 1} {
		g := table(t, 2)
		g.give(t, 0, "057")
		if agents > 0 {
			g.put(0, 0, agents, 0)
		}
		a := engine.Action{Kind: KindText, A: g.handPos(t, 0, "057")}
		if got := listed(g, a); got != (agents > 0) {
			t.Errorf("Yog Sothoth with %d agents on the board: offered %v, want %v", agents, got, agents > 0)
		}
	}
}

// TestRemovedPileFull (state.go remove: the cards out of the game, face
// up, kept in a pile of removedCap): a card removed when the pile is full
// is not recorded past it. Kills setup.go:154 (`RemovedN < removedCap` →
// `<=`: Removed[removedCap] written).
func TestRemovedPileFull(t *testing.T) {
	g := table(t, 2)
	s := &g.s
	s.RemovedN = removedCap
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("a card removed onto a full pile panics: %v", r)
		}
	}()
	s.remove(card(t, g, "057"))
	if int(s.RemovedN) != removedCap {
		t.Errorf("a card removed onto a full pile of %d: %d recorded", removedCap, s.RemovedN)
	}
}

// TestMiGoCitiesOnTheMap (card 047 Mi-Go: «Przemieść jednego lub dwóch
// swoich agentów z planszy na tę kartę», the second city as C − 1, C = 0
// for none; board_access.go UIActionCities, the cities the map marks):
// taking agents from cities 2 and 4 (B = 2, C = 5) marks [2 4]; from city
// 2 alone (C = 0) marks [2]. Kills board_access.go:58 (`a.C > 0` → `<=
// 0`: the second city dropped); "not covered" at the run. (`>= 0` is
// equivalent: the city −1 it adds is dropped by city's bounds.)
func TestMiGoCitiesOnTheMap(t *testing.T) {
	g := table(t, 2)
	g.give(t, 0, "047")
	k := g.handPos(t, 0, "047")
	for _, tc := range []struct {
		c    uint8
		want []int
	}{{5, []int{2, 4}}, {0, []int{2}}} {
		if got := g.UIActionCities(engine.Action{Kind: KindText, A: k, B: 2, C: tc.c}); !slices.Equal(got, tc.want) {
			t.Errorf("Mi-Go from city 2 with C = %d: cities %v, want %v", tc.c, got, tc.want)
		}
	}
}

// TestDualTrackCardPastPosition15ListsRestorationistFirst (§4.3: a card
// with both track symbols moves one marker or the other; legal.go
// trackActions lists a set's choices Restorationist first, choice 0 = no
// card for the Loyalist, so the listing, which saves and bots rely on, is
// stable): as in TestDualTrackCardPastPosition15ChoosesLoyalist, 007 made
// dual at hand position 16; its two plays alone are listed as E = 0 (for
// the Restorationist marker) and then E = 0x80 (for the Loyalist one).
// Kills legal.go:346 (`lmask bit != 0` → `== 0`: the choices encoded
// the other way round, so the Loyalist play is listed first).
func TestDualTrackCardPastPosition15ListsRestorationistFirst(t *testing.T) {
	g := table(t, 2)
	x := card(t, g, "007")
	withCardData(g, x, func(c *Card) { c.Sym[symTrackL] = 1 })
	p := &g.s.P[0]
	for p.Deck.N > 0 {
		p.Hand.insert(p.Deck.pop())
	}
	g.give(t, 0, "001", "002", "003", "004", "005", "006", "007")
	var es []uint8
	for _, a := range g.Legal(nil) {
		if a.Kind == KindTrack && a.X == 0 && a.A == 1 && a.D == 0 {
			es = append(es, a.E)
		}
	}
	if !slices.Equal(es, []uint8{0, 0x80}) {
		t.Errorf("007 alone past position 15: E %v listed, want [0 0x80] (Restorationist first)", es)
	}
}

// TestSherlockBlockedShoggothDiscardedWithoutTableauSwitch (G14, the fate
// of a blocked attacker's cards; 023 Sherlock Holmes «Anuluj każdą akcję,
// która doprowadziłaby do eliminacji jednego z twoich agentów», the seed:
// the attacker «nadal musi stracić/odrzucić zagrane karty»; G25: Sherlock
// can block Shoggoth's kill): with the PROPOSED switch
// sherlock_card_to_tableau off, the Shoggoth card (054) a Sherlock block
// cancelled goes to the attacker's discard pile, like an assassination
// card, and not to the tableau. Kills apply.go:803 (`f.A == atkShoggoth`
// → `!=`: Shoggoth left to the next case, the tableau); "not covered" at
// the run.
func TestSherlockBlockedShoggothDiscardedWithoutTableauSwitch(t *testing.T) {
	g := withRule(t, "sherlock_card_to_tableau = true", "sherlock_card_to_tableau = false")
	g.put(8, 1, 1, 0)
	g.give(t, red, "054")
	g.give(t, 1, "023")
	x := card(t, g, "054")
	mustApply(t, g, engine.Action{Kind: KindText, A: 0, B: 8, C: 1})
	mustApply(t, g, engine.Action{Kind: KindBlock, A: 1, B: g.handPos(t, 1, "023")})
	if g.s.C[8].Agents[1] != 1 {
		t.Fatalf("Sherlock blocked the Shoggoth kill: %d agents of seat 1 left, want 1", g.s.C[8].Agents[1])
	}
	_, inTab := inTableau(g, red, x)
	if inTab || !inZone(&g.s.P[red].Discard, x) {
		t.Errorf("blocked Shoggoth without the tableau switch: in tableau %v, in discard %v, want the discard pile", inTab, inZone(&g.s.P[red].Discard, x))
	}
}

// TestUIActionCitiesOfSteps (§4.5 A4 move agents: a step from city A to
// city B; A3 retrieve: a step takes a cube from city A; board_access.go
// UIActionCities, the cities the map marks): a move step from 2 to 4
// marks [2 4]; a retrieval step from 3 marks [3]; a step with no decision
// pending (a bad action the UI may still ask about) marks none. Kills
// board_access.go:35 (`f == nil` → `!=`: every pending step marked none,
// and a nil frame read); "not covered" at the run.
func TestUIActionCitiesOfSteps(t *testing.T) {
	g := table(t, 2)
	step := engine.Action{Kind: KindStep, A: 2, B: 4}
	if got := g.UIActionCities(step); got != nil {
		t.Errorf("a step with nothing pending: cities %v, want none", got)
	}
	g.s.push(frame{Op: frMove, Seat: 0, N: 1})
	if got := g.UIActionCities(step); !slices.Equal(got, []int{2, 4}) {
		t.Errorf("a move step from 2 to 4: cities %v, want [2 4]", got)
	}
	g.s.pop()
	g.s.push(frame{Op: frRetrieve, Seat: 0, N: 1})
	if got := g.UIActionCities(engine.Action{Kind: KindStep, A: 3}); !slices.Equal(got, []int{3}) {
		t.Errorf("a retrieval step from 3: cities %v, want [3]", got)
	}
}

// TestEvaluationCountsALoyalistsKillBox (§4.16 with erratum #4 and
// L662-664: a kill box is kept at the end only by a Loyalist whose victim
// is a Restorationist; eval.go evaluate adds it to each Loyalist's
// estimate per assignment of sides): 3 players, sides revealed, seat 0 a
// Loyalist; 4 kill-box VP against the Restorationist seat 1 raise seat 0's
// value above the same table without them. Kills eval.go:83 (`v < n` →
// `>=`: no kill box ever counted, the two values equal).
func TestEvaluationCountsALoyalistsKillBox(t *testing.T) {
	g := newTestGame(t, 3, 1, nil)
	s := &g.s
	for i, id := range []uint8{factL, factR, factL} {
		s.P[i].Identity, s.P[i].Revealed, s.P[i].Change = id, true, 0
	}
	without := evaluate(g, 0)
	s.P[0].Kill[1] = 4
	with := evaluate(g, 0)
	if !(with > without) {
		t.Errorf("a Loyalist's 4 kill-box VP on a Restorationist: value %v, %v without them; want higher with them", with, without)
	}
}

// TestBeliefCertainWhenEveryLoyalistCardIsSeen (§3 set-up: 3
// Restorationist and 3 Loyalist identity cards, one each, the rest set
// aside unseen; eval.go beliefR: the share of Restorationist cards among
// the identity cards the seat has not seen, weighed by the evidence): at 5
// players seat 0, a Loyalist, knows seats 2 and 3 are Loyalists and seat
// 4 a Restorationist; every Loyalist card is seen, so the 2 unseen cards
// (seat 1's and the one set aside) are both Restorationist: seat 1 is one
// with belief exactly 1, whatever the evidence. Kills eval.go:179 (`pr <
// 1` → `<=`: the odds 1/0 weighed, ∞/∞ = NaN).
func TestBeliefCertainWhenEveryLoyalistCardIsSeen(t *testing.T) {
	g := newTestGame(t, 5, 1, nil)
	s := &g.s
	if s.AsideN != 1 || g.d.Rules.IdentR != 3 || g.d.Rules.IdentL != 3 {
		t.Fatalf("set-up: %d cards aside, split %d + %d; want 1, 3 + 3", s.AsideN, g.d.Rules.IdentR, g.d.Rules.IdentL)
	}
	for i, id := range []uint8{factL, factR, factL, factL, factR} {
		s.P[i].Identity, s.P[i].Revealed, s.P[i].Change = id, false, 0
	}
	s.P[0].Known = 1<<2 | 1<<3 | 1<<4
	if got := g.beliefR(0)[1]; got != 1 {
		t.Errorf("every Loyalist card seen: seat 0 believes seat 1 Restorationist with %v, want 1", got)
	}
}

// TestRoyalOutOfReachWithoutAgents (§4.5 A6: a royal is assassinated with
// the agents in its city, a bomb each; eval.go potential: a royal is worth
// something to a Restorationist only «within reach with agents there»):
// seat 0, a Restorationist with no agent in a city holding a royal, values
// its position the same whether that royal is there or not. Kills
// eval.go:299 (`Agents[i] > 0` → `>=`: a royal counted in every city).
func TestRoyalOutOfReachWithoutAgents(t *testing.T) {
	g := table(t, 2)
	s := &g.s
	c := -1
	for k := range g.d.Cities {
		if g.d.Cities[k].Royal != none && s.C[k].Agents[0] == 0 {
			c = k
			break
		}
	}
	if c < 0 {
		t.Fatal("no city with a royal and none of seat 0's agents")
	}
	g.setRoyal(t, c)
	with := g.potential(0, factR, 0)
	s.C[c].Royal = none
	if without := g.potential(0, factR, 0); with != without {
		t.Errorf("a royal in city %d with no agent of seat 0: potential %v, %v without the royal; want equal", c, with, without)
	}
}

// TestLargeHandLookIsBounded (G27, no hand limit; legal.go subsets: the
// sets past position 15 come smallest first and «the search looks at no
// more than newLook combinations», 2^18 = 262 144): a hand of 20 copies of
// one card lists only its canonical sets, the prefixes (a later copy only
// with every earlier one): the 16 within positions 0–15, and past them
// those of 17–20 cards. By hand the combinations of 20 candidates looked
// at by size add up to 137 979 through size 7 and 263 949 through size 8,
// past the bound, so the look stops within size 8 and no set of 17 cards
// or more is reached. Kills legal.go:179 (`looked++` → `--`: no bound,
// all 2^20 combinations looked at and the 4 long prefixes listed).
func TestLargeHandLookIsBounded(t *testing.T) {
	g := table(t, 2)
	p := &g.s.P[0]
	for p.Hand.N > 0 {
		p.Deck.push(p.Hand.remove(0))
	}
	x := card(t, g, "S01")
	for p.Hand.N < 20 {
		p.Hand.insert(x)
	}
	h := g.handSet(0, anyCard, -1)
	if h.n != 20 || h.old != 16 {
		t.Fatalf("candidates %d (%d below position 16), want 20 (16)", h.n, h.old)
	}
	low, high := 0, 0
	g.subsets(0, &h, func(mask handMask, _, _, _ int) {
		if mask>>maskBits == 0 {
			low++
		} else {
			high++
		}
	})
	if low != 16 || high != 0 {
		t.Errorf("20 copies of a card: %d sets within positions 0–15 and %d past them, want 16 and 0 (the look bounded within size 8)", low, high)
	}
}

// TestAssassinationNamesAtMost21CardsPast15 (G27, no hand limit; legal.go:
// an assassination's extension is D, E and the 5 bits of C above the
// 3-bit target, 8 + 8 + 5 = 21 bits, one per bomb card past hand position
// 15): with 38 copies of a bomb card (009 Piotr Kropotkin), the 21st
// candidate past position 15 (bit 20) is named and read back, the 22nd
// (bit 21) cannot be named, so that set is not listed. Kills legal.go:275
// ×2 (`16 + 8 − targetBits` → `+ targetBits`: a width of 27, the 22nd card
// written past C and lost).
func TestAssassinationNamesAtMost21CardsPast15(t *testing.T) {
	g := table(t, 2)
	p := &g.s.P[0]
	for p.Hand.N > 0 {
		p.Deck.push(p.Hand.remove(0))
	}
	x := card(t, g, "009")
	for p.Hand.N < 38 {
		p.Hand.insert(x)
	}
	h := g.handSet(0, bombCard, 0) // position 0 plays the assassination (A = 0)
	if h.n != 37 || h.old != 15 {
		t.Fatalf("bomb candidates %d (%d below position 16), want 37 (15)", h.n, h.old)
	}
	for _, tc := range []struct {
		r  int
		ok bool
	}{{20, true}, {21, false}} {
		mask := handMask(1) << h.pos[h.old+tc.r]
		a := engine.Action{Kind: KindAssassinate, A: 0, C: 1}
		if ok := g.withMask(0, &a, &h, mask, 0); ok != tc.ok {
			t.Errorf("an assassination with candidate %d past position 15: named %v, want %v", tc.r+1, ok, tc.ok)
			continue
		}
		if tc.ok {
			if got, _ := g.actionMask(0, a); got != mask {
				t.Errorf("candidate %d past position 15: read back %b, want %b", tc.r+1, got, mask)
			}
		}
	}
}

// TestZombiesRemoveOnlyAnAgentThere (060 Zombie [S L1288-1299]: «Możesz
// usunąć jednego agenta z każdej lokacji, w której są zombie»; an enemy
// agent, never one's own): 3 players, zombies in city 2 where only seat 1
// has an agent; the removals offered are seat 1's agent in city 2 alone,
// none against seat 2, who has no agent there. Kills legal.go:995
// (`Agents[v] > 0` → `>=`: a removal offered against every other seat).
func TestZombiesRemoveOnlyAnAgentThere(t *testing.T) {
	g := table(t, 3)
	g.s.C[2].Zombies, g.s.Zombies = 1, 5
	g.put(2, 1, 1, 0)
	g.put(4, 2, 1, 0)
	g.give(t, red, "060")
	mustApply(t, g, engine.Action{Kind: KindText, A: 0})
	var steps []engine.Action
	for _, a := range g.Legal(nil) {
		if a.Kind == KindStep {
			steps = append(steps, a)
		}
	}
	if want := []engine.Action{{Kind: KindStep, A: 2, B: 1}}; !slices.Equal(steps, want) {
		t.Errorf("zombie removals offered %v, want only seat 1's agent in city 2 %v", steps, want)
	}
}

// TestSecretDeckOrderOfTwoCards (spec §8.4, hidden information: a deck's
// order is hidden from everybody, its owner included; secrets.go lists it
// as a secret by swapping two different cards): a deck of exactly two
// different cards has a hidden order, so «kolejność talii gracza 1» is
// among the secrets. Kills secrets.go:131 (`len(z) < 2` → `<=`: a pair
// never swapped).
func TestSecretDeckOrderOfTwoCards(t *testing.T) {
	g := table(t, 2)
	p := &g.s.P[0]
	for p.Deck.N > 0 {
		p.Deck.pop()
	}
	p.Deck.push(card(t, g, "S01"))
	p.Deck.push(card(t, g, "009"))
	found := false
	rng := engine.NewRNG(1)
	for _, sec := range secrets(g, &rng) {
		if sec.Name == "kolejność talii gracza 1" {
			found = true
			z := &sec.Game.(*Game).s.P[0].Deck
			if z.N != 2 || z.C[0] != p.Deck.C[1] || z.C[1] != p.Deck.C[0] {
				t.Errorf("the deck order secret: %v, want the two cards swapped %v", z.list(), p.Deck.list())
			}
		}
	}
	if !found {
		t.Error("a deck of two different cards: no deck-order secret, want «kolejność talii gracza 1»")
	}
}

// TestDescribeAcquisitionNamesItsCities (§4.5 A2, acquire the top card of
// each city where one has the majority; the action's B and C are a mask of
// the 9 cities; title.go describe names each city and its top card): an
// acquisition from city 1, whose top card is 009 Piotr Kropotkin, names
// «<city 1> (Piotr Kropotkin)»; a mask bit past the 9 cities (a bad
// action the UI may still ask to describe) names nothing more. Kills
// title.go:107 ×2 (`c < numCities` → `>=`: no city named; → `<=`: the
// city past the map read).
func TestDescribeAcquisitionNamesItsCities(t *testing.T) {
	g := table(t, 2)
	g.setTop(t, 1, "009")
	want := g.d.Cities[1].Name + " (Piotr Kropotkin)"
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("an acquisition with a bit past the 9 cities described: panic %v", r)
		}
	}()
	a := engine.Action{Kind: KindAcquire, B: 1 << 1, C: 1 << (numCities - 8)}
	if e := describe(g, a); e.Args["cities"] != want {
		t.Errorf("an acquisition from city 1: cities %q, want %q", e.Args["cities"], want)
	}
}

// TestAssassinationTargetSeatDescribed (§4.5 A6: the target of an
// assassination is a player's agent, the action's C the target seat + 1,
// 0 the royal; title.go describe gives the seat for the log's colours):
// red's assassination with C = 2 aims at seat 1, so target_seat is 1 and
// the target is seat 1's name, Wtorek. Kills title.go:131 ×2 (`int(t) −
// 1` → `+ 1`: seat 3 given).
func TestAssassinationTargetSeatDescribed(t *testing.T) {
	g := table(t, 3)
	g.give(t, red, "039")
	e := describe(g, engine.Action{Kind: KindAssassinate, A: g.handPos(t, red, "039"), B: 4, C: 2})
	if e.Args["target_seat"] != 1 || e.Args["target"] != "Wtorek" {
		t.Errorf("an assassination with C = 2: target %v, seat %v; want Wtorek, 1", e.Args["target"], e.Args["target_seat"])
	}
}

// TestDeterminizeSetsAsideTheCardsLeft (§3 set-up: 3 Restorationist and 3
// Loyalist identity cards, one dealt to each player, the rest set aside;
// view.go Determinize redeals what seat cannot see from the cards not
// accounted for): at 3 players seat 0 knows only its own card, so 2 seats
// and 3 set-aside cards are redealt; in every deal the 3 players' and
// set-aside cards are again 3 + 3. Kills view.go:107 (`k++` → `k--`: the
// pool filled with the first faction's cards, every set-aside card a
// Restorationist).
func TestDeterminizeSetsAsideTheCardsLeft(t *testing.T) {
	g := newTestGame(t, 3, 1, nil)
	s := &g.s
	if s.AsideN != 3 {
		t.Fatalf("%d identity cards set aside at 3 players, want 3", s.AsideN)
	}
	s.P[0].Identity, s.P[0].Known = factR, 0
	for i := 1; i < 3; i++ {
		s.P[i].Revealed, s.P[i].Change = false, 0
	}
	rng := engine.NewRNG(1)
	for k := 0; k < 20; k++ {
		d := g.Clone().(*Game)
		d.Determinize(0, &rng)
		var c [3]int
		for i := 0; i < 3; i++ {
			c[d.s.P[i].Identity]++
		}
		for _, f := range d.s.Aside[:d.s.AsideN] {
			c[f]++
		}
		if c[factR] != 3 || c[factL] != 3 {
			t.Fatalf("deal %d: identities in play and aside %v (aside %v), want 3 + 3", k, c, d.s.Aside[:d.s.AsideN])
		}
	}
}

// TestBlackHandBonusLoggedOnlyWithTheCard (056 Czarna Ręka [L747-756]:
// +2 Restorationist VP for each royal gained later, by assassination or
// by Ukrycie arystokracji; §4.16 the ledger names the bonus): red hides
// Paryż's royal (036) with and without a Czarna Ręka played before. By
// hand: without it, the royal's 4 VP as Loyalist VP and no
// «emerald.black_hand_bonus» line; with it, +2 R VP and one line
// counting 2. Kills apply.go:732 (`BlackHand > 0` → `>= 0`: a bonus of 0
// logged for every royal gained).
func TestBlackHandBonusLoggedOnlyWithTheCard(t *testing.T) {
	for _, hand := range []bool{false, true} {
		g := table(t, 2)
		c := cityIndex(t, g, "Paryż")
		g.setRoyal(t, c)
		g.put(c, red, 1, 1)
		if hand {
			g.give(t, red, "056")
			mustApply(t, g, engine.Action{Kind: KindText, A: g.handPos(t, red, "056")})
		}
		g.give(t, red, "036")
		g.rollSeed(t, false)
		var log engine.Log
		if err := g.Apply(engine.Action{Kind: KindText, A: g.handPos(t, red, "036"), B: uint8(c)}, &log); err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, e := range log.Events {
			if e.Key == "emerald.black_hand_bonus" {
				n++
				if e.Args["count"] != 2 {
					t.Errorf("Czarna Ręka's bonus logged with count %v, want 2", e.Args["count"])
				}
			}
		}
		want, vp := 0, 0
		if hand {
			want, vp = 1, 2
		}
		if n != want || g.s.P[red].VP[vpR] != int16(vp) || g.s.P[red].VP[vpL] != 4 {
			t.Errorf("Ukrycie arystokracji with Czarna Ręka %v: %d bonus lines (want %d), VP R %d L %d (want %d, 4)",
				hand, n, want, g.s.P[red].VP[vpR], g.s.P[red].VP[vpL], vp)
		}
	}
}

// TestRefusalAfterTheTwoActions (§4.2: two actions a turn, a card's text
// is free; apply.go refusal): with both actions taken and nothing
// pending, an unlisted action that would count as one of the two (an
// influence, here with no card to pay) is refused as «emerald.no_actions»,
// a free one (a card's text not in hand) as plainly illegal; after one
// action the influence is only illegal; while a decision is pending
// (a move of 2 steps), an assassination answering nothing is plainly
// illegal even after two actions. Kills apply.go:60 ×3 (`FN == 0`
// negated, `Actions >= 2` → `> 2` or `< 2`); "not covered" at the run.
func TestRefusalAfterTheTwoActions(t *testing.T) {
	for _, tc := range []struct {
		name    string
		actions uint8
		pending bool
		a       engine.Action
		want    engine.Code
	}{
		{"an influence after two actions", 2, false, engine.Action{Kind: KindInfluence, A: 0, X: 1}, "emerald.no_actions"},
		{"a card's text after two actions", 2, false, engine.Action{Kind: KindText, A: 0}, "emerald.illegal"},
		{"an influence after one action", 1, false, engine.Action{Kind: KindInfluence, A: 0, X: 1}, "emerald.illegal"},
		{"an assassination with a move pending", 2, true, engine.Action{Kind: KindAssassinate, A: 0, B: 0, C: 2}, "emerald.illegal"},
	} {
		g := table(t, 3)
		g.s.Actions = tc.actions
		if tc.pending {
			g.put(0, red, 1, 0)
			g.s.push(frame{Op: frMove, Seat: red, N: 2, C: 2})
		}
		if got := engine.CodeOf(g.Apply(tc.a, nil)); got != tc.want {
			t.Errorf("%s: refused with %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestLargeHandLastLookCounts (G27, no hand limit; legal.go subsets: the
// search «looks at no more than newLook combinations», 2^18 = 262 144, so
// the 262 144th combination is still looked at): 20 candidates in runs of
// copies of 7 cards, 6 + 2 + 2 + 4 + 2 + 3 + 1 (positions 0–5, 6–7, 8–9,
// 10–13, 14–15, 16–18, 19), where a set is canonical only when it takes
// each run's copies as a prefix. The combinations through size 7 number
// 137 979, so look 262 144 is the 124 165th combination of size 8 in
// lexicographic order, candidates {6, 8, 10, 11, 12, 14, 16, 19} (122 967
// of size 8 start below candidate 6; enumerated in that order): the first
// copy of each run from 6 on, three of the run of 4, canonical and past
// position 15. Only 1 817 sets past position 15 are canonical up to there,
// fewer than newSets, so that set is the last one listed. Kills
// legal.go:180 (`looked > newLook` → `>=`: the last look dropped).
func TestLargeHandLastLookCounts(t *testing.T) {
	g := table(t, 2)
	p := &g.s.P[0]
	for p.Hand.N > 0 {
		p.Deck.push(p.Hand.remove(0))
	}
	for k, copies := range []int{6, 2, 2, 4, 2, 3, 1} {
		for j := 0; j < copies; j++ {
			p.Hand.insert(g.d.FirstGame + uint8(k))
		}
	}
	h := g.handSet(0, anyCard, -1)
	if h.n != 20 || h.old != 16 {
		t.Fatalf("candidates %d (%d below position 16), want 20 (16)", h.n, h.old)
	}
	var want handMask
	for _, b := range []int{6, 8, 10, 11, 12, 14, 16, 19} {
		want |= 1 << h.pos[b]
	}
	var last handMask
	high := 0
	g.subsets(0, &h, func(mask handMask, _, _, _ int) {
		if mask>>maskBits != 0 {
			last = mask
			high++
		}
	})
	if last != want || high != 1817 {
		t.Errorf("runs of 6, 2, 2, 4, 2, 3, 1 copies: %d sets past position 15, the last %b; want 1 817, the last %b (look 2^18 still looked at)", high, last, want)
	}
}

// TestDescribePinkertonNamesWhereTheAgentComesFrom (052 Agenci Pinkertona:
// «Weź jeden ze swoich dostępnych pionków agentów (z planszy albo ze
// swojej puli) i umieść go na wybranym polu miasta»; its action: B the
// city the agent leaves, or 9 for the supply, C the city it goes to):
// the description names the city left as «from», and leaves «from» empty
// for the supply (the log then says «z puli»). By hand: B = Kair, C =
// city 0 → from Kair, to city 0's name; B = 9 → from "". Kills
// title.go:180 (`a.B == numCities` → `!=`: the supply named "?" and a
// city left named as none).
func TestDescribePinkertonNamesWhereTheAgentComesFrom(t *testing.T) {
	g := table(t, 2)
	g.give(t, red, "052")
	kair := cityIndex(t, g, "Kair")
	a := engine.Action{Kind: KindText, A: g.handPos(t, red, "052"), C: 0}
	for _, tc := range []struct {
		b    uint8
		from string
	}{{uint8(kair), "Kair"}, {numCities, ""}} {
		a.B = tc.b
		e := describe(g, a)
		if e.Key != "emerald.act.text_place" || e.Args["from"] != tc.from || e.Args["to"] != g.d.Cities[0].Name {
			t.Errorf("Agenci Pinkertona with B = %d: %s from %q to %v, want emerald.act.text_place from %q to %q",
				tc.b, e.Key, e.Args["from"], e.Args["to"], tc.from, g.d.Cities[0].Name)
		}
	}
}

// TestInsanityWithNoTokenLeft (§4.10: on an insanity face lose a sanity
// token; a player has 3 and the last one lost forces the reveal, §4.11;
// a revealed Loyalist plays on with none): red's Groza Nocy (062) forces
// seat 1, a revealed Loyalist with no sanity token left, to roll, and the
// die shows insanity. By hand: nothing is left to lose, so seat 1 still
// has 0 tokens (the log's count 0) and the game goes on. Kills
// apply.go:709 (`Sanity > 0` → `>= 0`: a token taken from none, the
// count wrapping to 255).
func TestInsanityWithNoTokenLeft(t *testing.T) {
	g := table(t, 2)
	g.put(0, 1, 1, 0)
	p := &g.s.P[1]
	p.Identity, p.Revealed, p.Sanity = factL, true, 0
	g.give(t, red, "062")
	g.rollSeed(t, true)
	var log engine.Log
	if err := g.Apply(engine.Action{Kind: KindText, A: g.handPos(t, red, "062"), C: 1}, &log); err != nil {
		t.Fatal(err)
	}
	var counts []any
	for _, e := range log.Events {
		if e.Key == "emerald.roll_insane" {
			counts = append(counts, e.Args["count"])
		}
	}
	if p.Sanity != 0 || len(counts) != 1 || counts[0] != 0 || g.s.Over {
		t.Errorf("insanity at 0 tokens: sanity %d, roll lines %v, over %v; want 0, one line counting 0, the game on", p.Sanity, counts, g.s.Over)
	}
}

// TestLeopoldWithAFullTableau (055 Stowarzyszenie Leopolda [S L1163-1174]:
// the Zombie and Wampiry cards are removed from the game from their
// owners' possession, the tableau included, with their VP): seat 0's
// tableau is full, 32 entries, 060 Zombie first (position 0) and 061
// Wampiry last, 30 other game cards between. By hand: 30 entries stay,
// neither of the two, and the VP the two gave (3 Loyalist VP each,
// cards.toml vp_l) leave with them. Kills effects.go:253 ×3 (the tableau loop
// from `TabN − 1` → `TabN + 1`, or the same by INVERT_NEGATIVES: a read
// past the 32 entries; `k >= 0` → `k > 0`: the entry at position 0 never
// looked at).
func TestLeopoldWithAFullTableau(t *testing.T) {
	g := table(t, 2)
	p := &g.s.P[0]
	zombie, vampires := card(t, g, "060"), card(t, g, "061")
	g.take(t, 0, zombie)
	g.take(t, 0, vampires)
	p.tab(zombie, none, false)
	for x := int(g.d.FirstGame); p.TabN < tabCap-1; x++ {
		if c := uint8(x); c != zombie && c != vampires {
			g.take(t, 0, c)
			p.tab(c, none, false)
		}
	}
	p.tab(vampires, none, false)
	if p.TabN != tabCap {
		t.Fatalf("tableau of %d entries, want %d", p.TabN, tabCap)
	}
	vp := p.VP
	for _, x := range []uint8{zombie, vampires} {
		for k := range vp {
			vp[k] -= int16(g.d.Cards[x].VP[k])
		}
	}
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("Leopold with a tableau of %d entries panics: %v", tabCap, r)
			}
		}()
		g.leopold(1, nil)
	}()
	_, z := inTableau(g, 0, zombie)
	_, v := inTableau(g, 0, vampires)
	if p.TabN != tabCap-2 || z || v || p.VP != vp {
		t.Errorf("after Leopold: tableau of %d (want %d), Zombie still there %v, Wampiry %v, VP %v (want %v)", p.TabN, tabCap-2, z, v, p.VP, vp)
	}
}

// TestIreneOwnAgentsSwitch (008 Irena Adler «Zastąp dowolnego agenta
// jednym ze swoich agentów», G32: PROPOSED only another player's agent,
// rules.toml irene_own_agents = false; the switch on lets «dowolnego»
// include one's own; 054 Shoggoth «Nie możesz wybrać swojego agenta»
// whatever the switch): with the switch on and red's and seat 1's agents
// in Berlin, Irena Adler lists both agents there, Shoggoth only seat 1's.
// Kills legal.go:829 ×2 (`v == i` or `op == opReplaceAny` negated: with
// the switch on, red's own agent not offered to Irena Adler).
func TestIreneOwnAgentsSwitch(t *testing.T) {
	g := withRule(t, "irene_own_agents = false", "irene_own_agents = true")
	berlin := cityIndex(t, g, "Berlin")
	g.put(berlin, red, 1, 0)
	g.put(berlin, 1, 1, 0)
	g.give(t, red, "008", "054")
	for _, tc := range []struct {
		id        string
		own, next bool
	}{{"008", true, true}, {"054", false, true}} {
		a := g.handPos(t, red, tc.id)
		own := listed(g, engine.Action{Kind: KindText, A: a, B: uint8(berlin), C: red})
		next := listed(g, engine.Action{Kind: KindText, A: a, B: uint8(berlin), C: 1})
		if own != tc.own || next != tc.next {
			t.Errorf("%s with irene_own_agents on: own agent in Berlin listed %v, seat 1's %v; want %v, %v", tc.id, own, next, tc.own, tc.next)
		}
	}
}

// TestRetrieveWithAnEmptyLimbo (§4.5 A3: retrieve cubes from the board
// or from Limbo, one at a time where there is a choice): red has no cube
// in Limbo and cubes in cities 4 (2) and 5 (1); retrieving 2 with S07
// offers a step from city 4 and one from city 5, and none from Limbo. By
// hand: the listed steps are exactly A = 4 and A = 5. Kills legal.go:973
// (`Limbo > 0` → `>= 0`: Limbo offered with nothing in it).
func TestRetrieveWithAnEmptyLimbo(t *testing.T) {
	g := table(t, 2)
	p := &g.s.P[red]
	p.Cubes, p.Limbo = 10, 0
	g.put(4, red, 0, 2)
	g.put(5, red, 0, 1)
	g.give(t, red, "S07")
	mustApply(t, g, engine.Action{Kind: KindRetrieve, X: g.handMask(t, red, "S07")})
	var got []uint8
	for _, a := range g.Legal(nil) {
		if a.Kind == KindStep {
			got = append(got, a.A)
		}
	}
	if !slices.Equal(got, []uint8{4, 5}) {
		t.Errorf("retrieving with an empty Limbo: steps from %v, want [4 5] (no Limbo, %d)", got, numCities)
	}
}

// TestNewFromExplicitData (title.go New, a game from explicit data for
// tests and corrected cards): no data is a bad configuration, refused
// with CodeBadConfig and no game; the shipped data sets up a game of the
// players asked for (3). Kills title.go:61 (`d == nil` → `!=`: the shipped
// data refused, nil data set up); "not covered" at the run.
func TestNewFromExplicitData(t *testing.T) {
	if g, err := New(nil, engine.Config{Players: 3, Seed: 1}); g != nil || engine.CodeOf(err) != engine.CodeBadConfig {
		t.Errorf("New with no data: game %v, error %v; want none and %s", g, err, engine.CodeBadConfig)
	}
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(d, engine.Config{Players: 3, Seed: 1})
	if err != nil || g == nil || g.s.Players != 3 {
		t.Fatalf("New with the shipped data for 3 players: %v, %v", g, err)
	}
}

// TestRoyalReachCountsTheBombsInHand (eval.go potential, a
// Restorationist's royal within reach: each agent in the city is a bomb
// and so is each bomb symbol in the own hand, §4.5 A6 the bombs of an
// assassination; the royal adds 0.15 × its Restorationist VP × reach,
// reach = 1/(1 + bombs missing/1.5), × 1.5 with the majority): seat 0
// with 1 agent alone in the royal's city and S08 (move 1, bombs 1) in
// hand has 2 bombs, so the royal adds 0.15 × VP × 1.5/(1 + max(0, req −
// 2)/1.5). Kills eval.go:302 (`agents + bombsInHand` → `−`: the hand's
// bombs counted against the reach).
func TestRoyalReachCountsTheBombsInHand(t *testing.T) {
	g := table(t, 2)
	s := &g.s
	c := -1
	for k := range g.d.Cities {
		if r := g.d.Cities[k].Royal; r != none && g.d.Cards[r].BombsReq > 2 {
			c = k
			break
		}
	}
	if c < 0 {
		t.Fatal("no city whose royal needs more than 2 bombs")
	}
	g.give(t, 0, "S08")
	g.put(c, 0, 1, 0)
	g.setRoyal(t, c)
	royal := &g.d.Cards[s.C[c].Royal]
	with := g.potential(0, factR, 0)
	s.C[c].Royal = none
	without := g.potential(0, factR, 0)
	want := 0.15 * float64(royal.VP[vpR]) * 1.5 / (1 + float64(royal.BombsReq-2)/1.5)
	if d := with - without; math.Abs(d-want) > 1e-9 {
		t.Errorf("1 agent and S08 (1 bomb) by %s (%d bombs needed, %d VP): the royal adds %v, want %v", royal.Name, royal.BombsReq, royal.VP[vpR], d, want)
	}
}

// TestHudsonDiscardsACardPastPosition15 (015 Pani Hudson [S]: discard any
// number of cards, then draw as many plus one; G27, no hand limit: a card
// past hand position 15 is named by its rank in the action's extension):
// with 18 different cards in hand, 015 among them, a listed Pani Hudson
// play whose extension names candidate rank 0 discards the card at the
// first position past 15. By hand: the candidates are every other card,
// the first past position 15 is the card at position 16 (or 17 when 015
// itself sits at 16); an extension bit one past the last candidate (a
// crafted action, which describe may still be asked about) names no card.
// Kills legal.go:302 ×2 (`C[A] < len(Cards)` → `>=`, `textOp() ==
// opCycle` → `!=`: no candidates for Pani Hudson, the card past position
// 15 dropped from the play) and legal.go:374 ×2 (`h.old+r < h.n` → `<=`
// or `h.old−r`: the rank past the candidates read as position 0).
func TestHudsonDiscardsACardPastPosition15(t *testing.T) {
	g := table(t, 2)
	p := &g.s.P[0]
	g.give(t, 0, "015")
	for x := int(g.d.FirstGame); p.Hand.N < 18; x++ {
		if !inZone(&p.Hand, uint8(x)) {
			g.give(t, 0, g.d.Cards[x].ID)
		}
	}
	hud := g.handPos(t, 0, "015")
	past := 16
	if hud == 16 {
		past = 17
	}
	for _, a := range g.Legal(nil) {
		if a.Kind != KindText || a.A != hud || getExt(a) != 1 || a.X != 0 {
			continue
		}
		if mask, _ := g.actionMask(0, a); mask != 1<<past {
			t.Fatalf("Pani Hudson with extension rank 0 and no low card: hand mask %b, want position %d alone", mask, past)
		}
		h, _ := g.candidates(0, a)
		a.B, a.C, a.D, a.E = 0, 0, 0, 0
		setExt(&a, 1<<(h.n-h.old))
		if mask, _ := g.actionMask(0, a); mask != 0 {
			t.Errorf("Pani Hudson with extension rank %d, past the %d candidates past position 15: hand mask %b, want none", h.n-h.old, h.n-h.old, mask)
		}
		return
	}
	t.Fatalf("no listed Pani Hudson play discarding only the card at position %d", past)
}

// TestDualTrackChoiceBitIsNoCard (G27, no hand limit; legal.go: a track
// play's 24-bit extension names candidates past position 15 by rank from
// bit 0 up, and each card with both track symbols its marker from bit 23
// down, so once a dual card is in the play bit 23 is its choice and no
// candidate of rank 23 can be named). No card of the deck has both
// symbols, so 007 gets a Loyalist symbol on a copy of the data, as in
// TestDualTrackCardPastPosition15ChoosesLoyalist. Hand: 16 starting
// cards (no track symbol) at positions 0–15, 007 at 16 (candidate rank
// 0), 23 copies of 009 (track_r) at 17–39 (ranks 1–23). The play «007
// alone for the Loyalist marker», extension bits 0 and 23, plays position
// 16 alone with the Loyalist marker. Kills legal.go:374 (`r < top` →
// `<=`: bit 23 also read as rank 23, position 39 played).
func TestDualTrackChoiceBitIsNoCard(t *testing.T) {
	g := table(t, 2)
	x := card(t, g, "007")
	withCardData(g, x, func(c *Card) { c.Sym[symTrackL] = 1 })
	p := &g.s.P[0]
	for p.Deck.N > 0 { // the 10 starting cards
		p.Hand.insert(p.Deck.pop())
	}
	for s := card(t, g, "S01"); p.Hand.N < 16; {
		p.Hand.insert(s)
	}
	p.Hand.insert(x)
	y := card(t, g, "009")
	for p.Hand.N < 40 {
		p.Hand.insert(y)
	}
	if pos := g.handPos(t, 0, "007"); pos != maskBits {
		t.Fatalf("007 at hand position %d, want %d", pos, maskBits)
	}
	a := engine.Action{Kind: KindTrack}
	setExt(&a, 1|1<<23)
	mask, lmask := g.actionMask(0, a)
	if mask != 1<<16 || lmask != 1<<16 {
		t.Errorf("«007 alone for the Loyalist marker» with 24 candidates past position 15: mask %b, Loyalist %b; want position 16 in both", mask, lmask)
	}
}

// ---- Session 8, shard 15 of 24.

// TestForcedRetrieveFromTheOnlyPlace (§4.5 A3 retrieve: a cube comes back
// from a city or from limbo; apply.go forcedRetrieve: no decision when
// the cubes lie in one place, or when all must come back). By hand, 2 of
// the seat's cubes out in city 4 only, 1 to retrieve: forced, from city
// 4; 1 in city 4 and 1 in limbo, 1 to retrieve: a choice; only limbo:
// forced, from limbo (9). Kills apply.go:447 (`places++` → `--`: one city
// counted as −1 place, so the only city became a choice).
func TestForcedRetrieveFromTheOnlyPlace(t *testing.T) {
	for _, tc := range []struct {
		name         string
		city4, limbo uint8
		left         int
		wantLoc      int // -1: any place (all of them come back)
		wantForced   bool
	}{
		{"two cubes in city 4 only", 2, 0, 1, 4, true},
		{"one in city 4, one in limbo", 1, 1, 1, 0, false},
		{"limbo only", 0, 2, 1, numCities, true},
		// Session 9: all the cubes out must come back, so nothing is left
		// to choose. Kills apply.go:454 (`left >= cubesOut` → `>`).
		{"one in city 4, one in limbo, both to retrieve", 1, 1, 2, -1, true},
	} {
		g := table(t, 2)
		g.s.P[red].Limbo = tc.limbo
		g.s.C[4].Cubes[red] = tc.city4
		loc, forced := g.forcedRetrieve(red, tc.left)
		if forced != tc.wantForced || (forced && tc.wantLoc >= 0 && loc != tc.wantLoc) {
			t.Errorf("%s: forced %v from %d, want forced %v from %d", tc.name, forced, loc, tc.wantForced, tc.wantLoc)
		}
	}
}

// TestLoyalistRevealFillsUpToThreeAgents (LOJALISTA: «PO UJAWNIENIU:
// Jeśli masz mniej niż trzech agentów na planszy, uzupełnij ich liczbę do
// trzech» [S L46-50]; rules.toml refill_agents = 3). By hand: a Loyalist
// with 1 agent on the board reveals and has 2 to place; with 3 on the
// board, none. Kills apply.go:639 (`RefillAgents − present` → `+`: 4 to
// place with 1 on the board, 6 with 3).
func TestLoyalistRevealFillsUpToThreeAgents(t *testing.T) {
	for _, tc := range []struct {
		onBoard, want int
	}{{1, 2}, {3, 0}} {
		g := table(t, 2)
		s := &g.s
		s.P[red].Identity, s.P[red].Change = factL, 0
		s.C[2].Agents[red] = uint8(tc.onBoard)
		s.P[red].Agents -= uint8(tc.onBoard)
		fn := s.FN
		var log engine.Log
		g.reveal(red, false, &log)
		got := 0
		if s.FN > fn && s.F[s.FN-1].Op == frRefill {
			got = int(s.F[s.FN-1].N)
		}
		if got != tc.want {
			t.Errorf("a Loyalist with %d agents on the board reveals: %d to place, want %d", tc.onBoard, got, tc.want)
		}
	}
}

// TestUIActionCitiesOfRetrievalEnds (board_access.go UIActionCities: a
// retrieval step names the city it takes a cube from; limbo, step A = 9,
// is no city). By hand: a step from city 0 marks [0], a step from limbo
// marks none. Kills board_access.go:15 ×2 (`c >= 0` → `>`: city 0 never
// marked; `c < numCities` → `<=`: limbo marked as a tenth city).
func TestUIActionCitiesOfRetrievalEnds(t *testing.T) {
	g := table(t, 2)
	g.s.push(frame{Op: frRetrieve, Seat: 0, N: 1})
	if got := g.UIActionCities(engine.Action{Kind: KindStep, A: 0}); !slices.Equal(got, []int{0}) {
		t.Errorf("a retrieval step from city 0: cities %v, want [0]", got)
	}
	if got := g.UIActionCities(engine.Action{Kind: KindStep, A: numCities}); got != nil {
		t.Errorf("a retrieval step from limbo: cities %v, want none", got)
	}
}

// TestNoMoveWithoutAnAgentOnTheBoard (§4.5 A4 move: move your agents on
// the board; with none there is nothing to move). By hand, seat 0 holding
// Kurier (S04, one move symbol): with no agent on the board no move
// action is offered; with one agent in city 3, moves are. Kills legal.go:63
// (`onBoard > 0` → `>= 0`: a card played to move nothing).
func TestNoMoveWithoutAnAgentOnTheBoard(t *testing.T) {
	g := table(t, 2)
	g.give(t, red, "S04")
	moves := func() int {
		n := 0
		for _, a := range g.Legal(nil) {
			if a.Kind == KindMove {
				n++
			}
		}
		return n
	}
	if n := moves(); n != 0 {
		t.Errorf("no agent on the board: %d move actions offered, want none", n)
	}
	g.s.C[3].Agents[red], g.s.P[red].Agents = 1, g.s.P[red].Agents-1
	if n := moves(); n == 0 {
		t.Error("an agent in city 3 and a move card in hand: no move action offered")
	}
}

// TestPinkertonPlacesFromWhereAgentsAre (Agenci Pinkertona 052: «Weź jeden
// ze swoich dostępnych pionków agentów (z planszy albo ze swojej puli) i
// umieść go na wybranym polu miasta»). By hand: the supply empty and one
// agent in city 2: every target moves it from city 2 (B = 2), none comes
// from the supply (B = 9). Kills legal.go:783 (`from == numCities` →
// `!=`: the empty supply offered and city 2 skipped).
func TestPinkertonPlacesFromWhereAgentsAre(t *testing.T) {
	g := table(t, 2)
	g.give(t, red, "052")
	g.s.P[red].Agents = 0
	g.s.C[2].Agents[red] = 1
	k := g.handPos(t, red, "052")
	fromCity, fromSupply := 0, 0
	for _, a := range g.Legal(nil) {
		if a.Kind != KindText || a.A != k {
			continue
		}
		switch a.B {
		case 2:
			fromCity++
		case numCities:
			fromSupply++
		}
	}
	if fromCity == 0 || fromSupply != 0 {
		t.Errorf("Pinkerton with an empty supply and an agent in city 2: %d targets from city 2, %d from the supply; want some and none", fromCity, fromSupply)
	}
}

// TestReportScoresEverySeat (report.go, `stolik sim -dump`: each seat's
// score is its Result total). By hand on a finished random game of 3:
// the dump's scores equal Result's. Kills report.go:63 (`i <
// len(Scores)` → `>=`: no score ever copied, every seat 0).
func TestReportScoresEverySeat(t *testing.T) {
	g := newTestGame(t, 3, 2, nil)
	playRandom(t, g, 2)
	b, err := g.View(engine.Observer).(*Game).MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var r struct {
		Players []struct {
			Score int `json:"score"`
		} `json:"players"`
	}
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatal(err)
	}
	res := g.Result()
	nonzero := false
	for i, sc := range res.Scores {
		if i >= len(r.Players) || r.Players[i].Score != sc.Total {
			t.Fatalf("dump %s against Result %+v", b, res.Scores)
		}
		nonzero = nonzero || sc.Total != 0
	}
	if !nonzero {
		t.Error("fixture: every seat scored 0, the test cannot tell")
	}
}

// TestSanityDieBounds (player.toml [sanity_die], checked by the loader: 2–20
// faces, at least one insanity face and at least one sane one): a die of 2
// faces with 1 insanity face and one of 20 faces load; 6 faces all of them
// insanity faces is refused. Kills data.go:520 ×4 (each bound moved by
// one: `< 2` → `<= 2`, `> 20` → `>= 20`, `< 1` → `<= 1`, `>= Faces` → `>`).
func TestSanityDieBounds(t *testing.T) {
	const was = "faces = 6\ninsanity_faces = 2\n"
	for _, tc := range []struct {
		to string
		ok bool
	}{
		{"faces = 2\ninsanity_faces = 1\n", true},
		{"faces = 20\ninsanity_faces = 2\n", true},
		{"faces = 6\ninsanity_faces = 6\n", false},
	} {
		_, err := LoadData(enginetest.Mutated(t, assets.FS, "data/emerald", "player.toml", was, tc.to))
		if tc.ok && err != nil {
			t.Errorf("sanity die %q refused: %v", tc.to, err)
		}
		if !tc.ok && (err == nil || !strings.Contains(err.Error(), "[sanity_die]")) {
			t.Errorf("sanity die %q: err %v, want a [sanity_die] refusal", tc.to, err)
		}
	}
}

// TestTrackTextsCountWhoPushed (a card's «track r N» / «track l N» text
// moves that track, §5.1; the bots read who pushed which track as a clue
// to the side, eval.go): a «track r 2» from track 0 adds 2 to the seat's
// R pushes and nothing to its L pushes; a «track l 1» then adds 1 to L.
// Kills effects.go:64 (`== opTrackR` → `!=`: the pushes counted on the
// other track).
func TestTrackTextsCountWhoPushed(t *testing.T) {
	g := table(t, 2)
	s := &g.s
	s.TrackR, s.TrackL = 0, 0
	cid := card(t, g, "031")
	var log engine.Log
	g.runOp(red, cid, Op{Kind: opTrackR, N: 2}, engine.Action{}, nil, &log)
	if got := s.P[red].Pushed; got != [2]uint8{2, 0} || s.TrackR != 2 {
		t.Fatalf("after «track r 2»: pushes %v, track R %d; want [2 0] and 2", got, s.TrackR)
	}
	g.runOp(red, cid, Op{Kind: opTrackL, N: 1}, engine.Action{}, nil, &log)
	if got := s.P[red].Pushed; got != [2]uint8{2, 1} || s.TrackL != 1 {
		t.Errorf("after «track l 1»: pushes %v, track L %d; want [2 1] and 1", got, s.TrackL)
	}
}

// TestUITableauVictims (access.go UIPlayer: a tableau card reads the
// colour lying on its kill box, or −1 for none): seat 0 holds two
// taken cards, the first with seat 2's colour on its kill box and the
// second with none; they read 2 and −1. Kills access.go:113 (`Victim: −1`
// → `1` or `+1`: an empty kill box read as seat 1's colour).
func TestUITableauVictims(t *testing.T) {
	g := table(t, 3)
	p := &g.s.P[0]
	p.Tab[0] = tabEntry{Card: 3, Victim: 2}
	p.Tab[1] = tabEntry{Card: 4, Victim: none}
	p.TabN = 2
	v := g.UIPlayer(0)
	if len(v.Tableau) != 2 || v.Tableau[0].Victim != 2 || v.Tableau[1].Victim != -1 || v.Tableau[0].Card != 3 || v.Tableau[1].Card != 4 {
		t.Errorf("UIPlayer(0).Tableau = %+v, want card 3 with victim 2 and card 4 with -1", v.Tableau)
	}
}

// TestCthulhuOnAnEmptyCity (031 Cthulhu [S L793-803]: every card of the
// city's stack leaves and every agent and cube goes back to its owner;
// the card names any city, so an emptied one too): on a city whose
// stack is empty, with one red agent and one yellow cube there, nothing is
// removed, red gets its agent back to the supply and yellow its cube to
// Limbo. Kills apply.go:857 (`ct.N > 0` → `>= 0`: the top of an empty
// stack read at index 255, a panic).
func TestCthulhuOnAnEmptyCity(t *testing.T) {
	g := table(t, 2)
	s := &g.s
	g.give(t, red, "031")
	c := 3
	for k := 0; k < int(s.C[c].N); k++ {
		s.C[c].Stack[k] = 0
	}
	s.C[c].N = 0
	g.put(c, red, 1, 0)
	g.put(c, yellow, 0, 1)
	agents, limbo, removed := s.P[red].Agents, s.P[yellow].Limbo, s.RemovedN
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("Cthulhu on an empty city panics: %v", r)
		}
	}()
	mustApply(t, g, engine.Action{Kind: KindText, A: g.handPos(t, red, "031"), B: uint8(c)})
	for steps := 0; s.FN > 0 && g.Current() != red && steps < 5; steps++ {
		mustApply(t, g, engine.Action{Kind: KindBlock}) // nobody stops it with Sherlock
	}
	if s.P[red].Agents != agents+1 || s.P[yellow].Limbo != limbo+1 || s.RemovedN != removed || s.C[c].Agents[red] != 0 || s.C[c].Cubes[yellow] != 0 {
		t.Errorf("after Cthulhu: red's supply %d (want %d), yellow's Limbo %d (want %d), removed %d (want %d)",
			s.P[red].Agents, agents+1, s.P[yellow].Limbo, limbo+1, s.RemovedN, removed)
	}
}

// TestNoTwoFeniansInOneAssassination (032 Fenianie [S L862-867]: «Nie
// możesz zagrać dwóch kart Fenian, aby czterokrotnie zwiększyć wartość
// agentów»). The box holds one Fenianie, so a copy of the data makes a
// second card (009) a Fenian benefit too. Londyn asks 5 bombs for an
// agent; red has 2 agents there: one Fenian card makes them 4 bombs, too
// few, and both would make 6 — forbidden. So no assassination of
// yellow's agent in Londyn is listed. Kills legal.go:713 (`fen++` →
// `fen--`: two Fenians counted as none over the limit).
func TestNoTwoFeniansInOneAssassination(t *testing.T) {
	g := table(t, 2)
	london := 0
	y := card(t, g, "009")
	withCardData(g, y, func(c *Card) { c.Fenians, c.Bombs = true, 0 })
	g.put(london, red, 2, 0)
	g.put(london, yellow, 1, 0)
	g.give(t, red, "039", "032", "009")
	for _, a := range g.Legal(nil) {
		if a.Kind == KindAssassinate && int(a.B) == london {
			t.Errorf("assassination %+v listed: it needs both Fenian cards", a)
		}
	}
}

// TestStageHandOfASeatPastTheTable (setup.go StageHand, for tests and
// screenshots: only the table's seats have hands): at 2 players,
// StageHand(2, 5) moves nothing — the box keeps its cards and the empty
// third seat gets none. Kills setup.go:209 (`seat >= Players` → `>`:
// the box's game cards dealt to a seat nobody plays).
func TestStageHandOfASeatPastTheTable(t *testing.T) {
	g := table(t, 2)
	s := &g.s
	box := s.BoxN
	if box == 0 {
		t.Fatal("fixture: the box is empty at 2 players; the test shows nothing")
	}
	g.StageHand(2, 5)
	if s.BoxN != box || s.P[2].Hand.N != 0 {
		t.Errorf("StageHand(2, 5) at 2 players: box %d (want %d), seat 2's hand %d (want 0)", s.BoxN, box, s.P[2].Hand.N)
	}
}

// TestDescribeRevealWithOrWithoutAChange (§4.9 reveal; 058 Zmiana
// nastawienia may be played as one reveals, the log names it): a plain
// reveal (A = 0) reads «emerald.act.reveal» with no card; a reveal with
// the change card at its hand position (A = 1, B = position) reads
// «emerald.act.reveal_change» naming Zmiana nastawienia. Kills
// title.go:137 (`a.A == 1` → `!=`: the two swapped).
func TestDescribeRevealWithOrWithoutAChange(t *testing.T) {
	g := table(t, 2)
	g.give(t, red, "058")
	pos := g.handPos(t, red, "058")
	if e := describe(g, engine.Action{Kind: KindReveal}); e.Key != "emerald.act.reveal" || e.Args["card"] != nil {
		t.Errorf("plain reveal: %s %v, want emerald.act.reveal and no card", e.Key, e.Args)
	}
	e := describe(g, engine.Action{Kind: KindReveal, A: 1, B: pos})
	if e.Key != "emerald.act.reveal_change" || e.Args["card"] != "Zmiana nastawienia" {
		t.Errorf("reveal with the change card: %s %v, want emerald.act.reveal_change naming Zmiana nastawienia", e.Key, e.Args)
	}
}

// ---- Session 9, shard 18 of 24.

// TestUIHandOfASeat (access.go UIHand: a seat of the table gets its
// sorted hand, any other seat nothing, and the array past the table is
// never read): red holds 039 and 032 — UIHand(0) lists both; UIHand(−1)
// and UIHand(2) at 2 players, and UIHand(5) at 5, are nil. Kills
// access.go:138 ×4 (`i < 0` → `<= 0` or `>= 0`, `i >= Players` → `>` or
// `<`).
func TestUIHandOfASeat(t *testing.T) {
	g := table(t, 2)
	g.give(t, red, "039", "032")
	want := []uint8{card(t, g, "032"), card(t, g, "039")}
	slices.Sort(want)
	if got := g.UIHand(0); !slices.Equal(got, want) {
		t.Errorf("UIHand(0) = %v, want %v", got, want)
	}
	for _, i := range []int{-1, 2} {
		if got := g.UIHand(i); got != nil {
			t.Errorf("UIHand(%d) at 2 players = %v, want nil", i, got)
		}
	}
	g5 := newTestGame(t, 5, 1, nil)
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("UIHand(5) at 5 players panics: %v", r)
		}
	}()
	if got := g5.UIHand(5); got != nil {
		t.Errorf("UIHand(5) at 5 players = %v, want nil", got)
	}
}

// TestInsanityInEveryCity (§4.10 sanity roll, apply.go sanityRoll: an
// insane roll costs a sanity token and the agent that went mad in the
// city goes back to the supply; none when there is no agent of the seat
// there): insane in city 0 (Londyn, the first) with one red agent there,
// it goes back; insane in city 1 with no red agent, nothing moves and no
// count wraps. Kills apply.go:714 (`c >= 0` → `c > 0`: the first city
// spared; `Agents[i] > 0` → `>= 0`: an agent taken from an empty city).
func TestInsanityInEveryCity(t *testing.T) {
	g := table(t, 2)
	s := &g.s
	g.put(0, red, 1, 0)
	agents := s.P[red].Agents
	g.rollSeed(t, true)
	g.sanityRoll(red, 0, nil)
	if s.C[0].Agents[red] != 0 || s.P[red].Agents != agents+1 {
		t.Errorf("insane in Londyn: %d red agents left there (want 0), supply %d (want %d)", s.C[0].Agents[red], s.P[red].Agents, agents+1)
	}
	agents = s.P[red].Agents
	g.rollSeed(t, true)
	g.sanityRoll(red, 1, nil)
	if s.C[1].Agents[red] != 0 || s.P[red].Agents != agents {
		t.Errorf("insane in city 1 with no red agent: %d there (want 0), supply %d (want %d)", s.C[1].Agents[red], s.P[red].Agents, agents)
	}
}

// TestRestorationistTrackLeadCounts (§4.16 step 2, as in score.go; the
// mirror of TestLoyalistTrackLeadCounts): the bots' expected score of a
// Restorationist adds the lead of the Restorationist track, by hand 3
// with tracks R 5, L 2 over level tracks 4, 4, and nothing when the
// Loyalist track leads (R 2, L 5). Kills eval.go:234 (`TrackR > TrackL`
// → `<=`); `>=` is equivalent (at equal tracks the difference is 0).
func TestRestorationistTrackLeadCounts(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	var pR [maxPlayers]float64
	s.TrackR, s.TrackL = 4, 4
	level := g.expected(0, factR, &pR)
	for _, tc := range []struct{ r, l, want uint8 }{{5, 2, 3}, {2, 5, 0}} {
		s.TrackR, s.TrackL = tc.r, tc.l
		if d := g.expected(0, factR, &pR) - level; d < float64(tc.want)-1e-9 || d > float64(tc.want)+1e-9 {
			t.Errorf("Restorationist with tracks R %d, L %d: %v more than level, want %d", tc.r, tc.l, d, tc.want)
		}
	}
}

// TestBoxSecretsNeverTouchTheTopCard (§8.4: a city's top card is face up,
// the game cards under it face down; secrets.go may swap a face-down
// game card with an unused one from the box, never the top; one such
// secret is drawn, from the first city that has a face-down game card):
// the first city, its stack a single game card, face up, gives no
// «pudełko i stos» secret, whatever the draw. Kills secrets.go:90 (`k+1 <
// N` → `<=`, `k+1` → `k−1`: the face-up top swapped away).
func TestBoxSecretsNeverTouchTheTopCard(t *testing.T) {
	g := table(t, 2)
	s := &g.s
	c := 0 // the first city: only one box secret is drawn, from the first city that has one
	ct := &s.C[c]
	var top uint8 = none
	for k := 0; k < int(ct.N); k++ {
		if g.d.Cards[ct.Stack[k]].Kind == kindGame {
			top = ct.Stack[k]
			break
		}
	}
	if top == none || s.BoxN == 0 {
		t.Fatalf("fixture: city %d has no game card or the box is empty (%d)", c, s.BoxN)
	}
	// The other cards of the stack go to the removed pile, as after a
	// Cthulhu: only the game card is left, on top.
	for k := 0; k < int(ct.N); k++ {
		if x := ct.Stack[k]; x != top {
			s.remove(x)
		}
		ct.Stack[k] = 0
	}
	ct.Stack[0], ct.N = top, 1
	for seed := uint64(1); seed <= 5; seed++ {
		rng := engine.NewRNG(seed)
		for _, sec := range secrets(g, &rng) {
			if sec.Name == "pudełko i stos: "+g.d.Cities[c].Name {
				t.Fatalf("seed %d: the face-up top card of %s is offered as a secret", seed, g.d.Cities[c].Name)
			}
		}
	}
}

// TestDescribeNamesOnlyHandCards (title.go describe: the cards an action
// names are the hand's): a discard whose mask also has the bit at the
// hand's end names only the two hand cards. Kills title.go:90 (`k <
// Hand.N` → `<=`: the slot past the hand, card 0 Agitator, named too).
func TestDescribeNamesOnlyHandCards(t *testing.T) {
	g := table(t, 2)
	g.give(t, red, "039", "032")
	n := int(g.s.P[red].Hand.N)
	e := describe(g, engine.Action{Kind: KindDiscard, X: uint16(1)<<n | 1<<0 | 1<<1})
	if names := e.Args["cards"]; names != "Fenianie, Najemny skrytobójca" {
		t.Errorf("discard of the two hand cards and the bit past the hand names %q, want «Fenianie, Najemny skrytobójca»", names)
	}
}

// TestSherlockAgainstIreneIsASwitch (G15 PROPOSED, rules.toml
// sherlock_blocks_irene: Sherlock Holmes cancels any attack on your
// agents; whether it covers Irena Adler is the switch): with the switch
// off Sherlock cancels a zombie but not Irena Adler, with it on both.
// Kills legal.go:906 (`atk != atkIrene` → `==`: the switch read for
// every attack but Irene's).
func TestSherlockAgainstIreneIsASwitch(t *testing.T) {
	g := table(t, 2)
	sherlock := &g.d.Cards[card(t, g, "023")]
	for _, on := range []bool{false, true} {
		d := *g.d
		d.Rules.SherlockBlocksIrene = on
		g.d = &d
		if !g.canBlock(sherlock, atkZombie) || g.canBlock(sherlock, atkIrene) != on {
			t.Errorf("switch %v: Sherlock blocks a zombie %v (want true), Irena Adler %v (want %v)", on, g.canBlock(sherlock, atkZombie), g.canBlock(sherlock, atkIrene), on)
		}
	}
}

// TestCardsPerSpaceBounds (rules.toml cards_per_space: game cards dealt
// to each city by player count, at most stackCap − 2 = 5, as the stack
// also holds the city and royalty cards): 5 loads, 6 is refused as
// «cards_per_space: 6 poza zakresem 1–5». Kills data.go:450 (`stackCap−2`
// → `stackCap+2`: 6 accepted, and the set-up overflows the stack).
func TestCardsPerSpaceBounds(t *testing.T) {
	if _, err := LoadData(enginetest.Mutated(t, assets.FS, "data/emerald", "rules.toml", "cards_per_space = [3, 3, 4, 5]", "cards_per_space = [3, 3, 4, 5]")); err != nil {
		t.Fatalf("the shipped counts refused: %v", err)
	}
	_, err := LoadData(enginetest.Mutated(t, assets.FS, "data/emerald", "rules.toml", "cards_per_space = [3, 3, 4, 5]", "cards_per_space = [3, 3, 4, 6]"))
	if err == nil || !strings.Contains(err.Error(), "cards_per_space: 6 poza zakresem 1–5") {
		t.Errorf("6 cards a city: err %v, want «cards_per_space: 6 poza zakresem 1–5»", err)
	}
}

// TestTwoCopiesOfAnAssassinationCard (legal.go: copies of one card in a
// hand give one action, naming the first copy's position, as the text
// actions do, so a saved action means one thing). The box has no
// assassination card in two copies, so a copy of the data gives S01
// Agitator, two in each starting deck, the assassination symbol. Red
// holds both and Fenianie, with 4 agents in Paryż (4 bombs for an agent) and yellow
// 1 there: the assassination of yellow's agent is listed once, with the
// first Agitator's position. Kills legal.go:666 (`k−1` → `k+1`: the
// last copy named instead).
func TestTwoCopiesOfAnAssassinationCard(t *testing.T) {
	g := table(t, 2)
	paris := 1
	s01 := card(t, g, "S01")
	withCardData(g, s01, func(c *Card) { c.Sym[symAssassinate], c.KillBox = 1, 1 })
	g.put(paris, red, 4, 0)
	g.put(paris, yellow, 1, 0)
	g.give(t, red, "S01", "S01", "032") // 032 Fenianie after them: the slot past the hand is card 0, S01 itself
	first := g.handPos(t, red, "S01")
	var got []engine.Action
	for _, a := range g.Legal(nil) {
		if a.Kind == KindAssassinate && int(a.B) == paris && a.C == yellow+1 {
			got = append(got, a)
		}
	}
	if len(got) != 1 || got[0].A != first {
		t.Errorf("assassinations of yellow's agent in Paryż: %+v, want one with the first Agitator (position %d)", got, first)
	}
}

// TestDeterminizedWorldHasNoViewer (view.go: View marks the state with
// the seat it was made for; Determinize makes a full state again, marked
// like a new game's, Viewer −1, so a sampled world is encoded and hashed
// as a game, not as somebody's view): a new game, the view for seat 1
// (Viewer 1), and that view determinized (Viewer −1). Kills view.go:210
// (`−1` → `1` or `+1`).
func TestDeterminizedWorldHasNoViewer(t *testing.T) {
	g := table(t, 2)
	if g.s.Viewer != -1 {
		t.Fatalf("a new game's viewer is %d, want -1", g.s.Viewer)
	}
	v := g.View(1).(*Game)
	if v.s.Viewer != 1 {
		t.Fatalf("the view for seat 1 is marked %d", v.s.Viewer)
	}
	rng := engine.NewRNG(3)
	v.Determinize(1, &rng)
	if v.s.Viewer != -1 {
		t.Errorf("a determinized world is marked as the view of %d, want -1", v.s.Viewer)
	}
}

// ---- Session 9, shard 19 of 24.

// TestTrackPushEvidenceIsCapped (eval.go evidence: each marker step a
// player pushed on the Restorationist track multiplies the odds of its
// side by 1.2, each on the Loyalist track divides them, at most 6 steps
// either way): pushes R 2 → ×1.2², R 10 → ×1.2⁶, L 10 → ×1.2⁻⁶, against
// no push. Kills eval.go:211 (`Pushed[0] − Pushed[1]` → `+`: Loyalist
// steps read as Restorationist ones).
func TestTrackPushEvidenceIsCapped(t *testing.T) {
	g := table(t, 2)
	p := &g.s.P[1]
	base := g.evidence(1)
	for _, tc := range []struct {
		r, l uint8
		pow  float64
	}{{2, 0, 2}, {10, 0, 6}, {0, 10, -6}} {
		p.Pushed = [2]uint8{tc.r, tc.l}
		if got, want := g.evidence(1)/base, math.Pow(1.2, tc.pow); math.Abs(got-want) > 1e-9 {
			t.Errorf("pushed R %d, L %d: odds ×%v, want ×1.2^%v = %v", tc.r, tc.l, got, tc.pow, want)
		}
	}
}

// TestPotentialCountsSanityOfARestorationist (eval.go potential: a
// Restorationist's sanity tokens are worth evalSanityR = 1 each — the
// last one lost ends the game): sanity 4 is worth 2 more than sanity 2.
// Kills eval.go:259 (`evalSanityR * Sanity` → `/`).
func TestPotentialCountsSanityOfARestorationist(t *testing.T) {
	g := table(t, 2)
	p := &g.s.P[1]
	p.Sanity = 2
	low := g.potential(1, factR, 0)
	p.Sanity = 4
	if d := g.potential(1, factR, 0) - low; math.Abs(d-2*evalSanityR) > 1e-9 {
		t.Errorf("sanity 4 against 2: potential +%v, want +%v", d, 2*evalSanityR)
	}
}

// TestMaskFitAtAFullZone (legal.go maskFit: the largest possible hand
// must fit the hand zone of 64 cards): a copy of the data whose largest
// hand is exactly 64 (10 starting cards, 6 game cards a city at 5
// players: 54) raises no size complaint; one more starting card (65)
// does. Kills legal.go:427 (`maxHand > zoneCap` → `>=`).
func TestMaskFitAtAFullZone(t *testing.T) {
	g := table(t, 2)
	d := *g.d
	d.Rules.CardsPerSpace[5] = 6
	if d.MaxHand() != zoneCap {
		t.Fatalf("fixture: the largest hand is %d, want %d", d.MaxHand(), zoneCap)
	}
	if msg := maskFit(&d); strings.Contains(msg, "ręka może liczyć") {
		t.Errorf("a largest hand of exactly %d: %q", zoneCap, msg)
	}
	d.Cards = slices.Clone(d.Cards)
	d.Cards[card(t, g, "S03")].StartCopy++
	if msg := maskFit(&d); !strings.Contains(msg, "ręka może liczyć 65 kart") {
		t.Errorf("a largest hand of 65: %q, want «ręka może liczyć 65 kart»", msg)
	}
}

// TestTrackPlayOfBothMarkersAlike (§4.5 A5 track: cards with track
// symbols move the markers, each card its own; a play is listed when it
// moves something and no card of it is idle): 009 Piotr Kropotkin
// (track_r 1) and 022 Lord Ruthven (track_l 1) played together move each
// marker one step — the play is listed. Kills legal.go:643 (`r + l == 0`
// → `r − l`: equal steps on both tracks read as no move).
func TestTrackPlayOfBothMarkersAlike(t *testing.T) {
	g := table(t, 2)
	g.give(t, red, "009", "022")
	p009, p022 := g.handPos(t, red, "009"), g.handPos(t, red, "022")
	a := engine.Action{Kind: KindTrack, X: 1<<p009 | 1<<p022, B: 1 << p022}
	if !listed(g, a) {
		t.Errorf("Kropotkin for the R marker and Ruthven for the L marker together are not listed: %s", formatAll(ofKind(g.Legal(nil), KindTrack)))
	}
}

// TestOchranaListsEveryCubeAndPair (051 Ochrana: «Przemieść jedną lub
// dwie kostki z planszy do Otchłani», any players' cubes, any cities; its
// action names the first cube (B city, C owner) and the second (D − 1
// city, E owner) in board order, so each pair once). By hand, cubes: city
// 2 red ×2 and yellow ×1, city 5 yellow ×1 — singles (2 red), (2 yellow),
// (5 yellow); pairs (2 red + 2 red), (2 red + 2 yellow), (2 red + 5
// yellow), (2 yellow + 5 yellow): seven plays. Kills legal.go:859 ×5
// (`o2 < o1` → `<=` or `>=`, `Cubes == 0` → `!=`, `o2 == o1` → `!=`,
// `Cubes[o1] < 2` → `>=`).
func TestOchranaListsEveryCubeAndPair(t *testing.T) {
	g := table(t, 2)
	g.put(2, red, 0, 2)
	g.put(2, yellow, 0, 1)
	g.put(5, yellow, 0, 1)
	g.give(t, red, "051")
	och := g.handPos(t, red, "051")
	a := func(b, c, d, e uint8) engine.Action {
		return engine.Action{Kind: KindText, A: och, B: b, C: c, D: d, E: e}
	}
	want := []engine.Action{a(2, red, 0, 0), a(2, yellow, 0, 0), a(5, yellow, 0, 0),
		a(2, red, 3, red), a(2, red, 3, yellow), a(2, red, 6, yellow), a(2, yellow, 6, yellow)}
	var got []engine.Action
	for _, x := range g.Legal(nil) {
		if x.Kind == KindText && x.A == och {
			got = append(got, x)
		}
	}
	if !sameSet(got, want) {
		t.Errorf("Ochrana's plays %s, want %s", formatAll(got), formatAll(want))
	}
}

// TestDeterminizeKeepsTheCardsInPlay (§8.2 conservation; the card of an
// assassination or of Cthulhu waiting for a block is face up on the
// table, not a hidden card): with either waiting for yellow's Sherlock
// Holmes, 20 determinizations for red keep every card once. Kills
// view.go:163 ×2 (`Op == frKill` → `!=`, `Op == frCthulhu` → `!=`: the
// card in play redealt into a hidden place).
func TestDeterminizeKeepsTheCardsInPlay(t *testing.T) {
	for _, tc := range []struct {
		name, card string
		a          func(g *Game) engine.Action
	}{
		{"assassination", "039", func(g *Game) engine.Action {
			return engine.Action{Kind: KindAssassinate, A: g.handPos(t, red, "039"), B: 1, C: yellow + 1}
		}},
		{"Cthulhu", "031", func(g *Game) engine.Action {
			return engine.Action{Kind: KindText, A: g.handPos(t, red, "031"), B: 1}
		}},
	} {
		g := table(t, 3)
		g.put(1, red, 4, 0) // Paryż: 4 agents are the 4 bombs an agent costs
		g.put(1, yellow, 1, 0)
		g.give(t, red, tc.card)
		g.give(t, yellow, "023")
		mustApply(t, g, tc.a(g))
		if g.s.FN == 0 || g.Current() != yellow {
			t.Fatalf("%s: no block waiting for yellow (%d frames, seat %d to play)", tc.name, g.s.FN, g.Current())
		}
		checkInvariants(t, g)
		rng := engine.NewRNG(5)
		for k := 0; k < 20 && !t.Failed(); k++ {
			d := g.View(red).(*Game)
			d.Determinize(red, &rng)
			checkInvariants(t, d)
		}
	}
}

// TestReportCountsKills (report.go, for `stolik sim -dump`: a player's
// kills are the tableau cards with a colour on their kill box): red's
// tableau holds two cards with yellow's colour and one with none — 2
// kills. Kills report.go:67 (`Victim != none` → `==`).
func TestReportCountsKills(t *testing.T) {
	g := table(t, 2)
	p := &g.s.P[red]
	p.Tab[0] = tabEntry{Card: card(t, g, "039"), Victim: yellow}
	p.Tab[1] = tabEntry{Card: card(t, g, "032"), Victim: none}
	p.Tab[2] = tabEntry{Card: card(t, g, "009"), Victim: yellow}
	p.TabN = 3
	b, err := g.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var out struct {
		Players []struct {
			Kills int `json:"kills"`
		} `json:"players"`
	}
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	if len(out.Players) != 2 || out.Players[0].Kills != 2 {
		t.Errorf("report players %+v, want red with 2 kills", out.Players)
	}
}

// TestBoxSecretsSwapOnlyGameCards (§8.4: only face-down game cards of a
// stack are unknown; the city's own city and royalty cards under them
// are known): every «pudełko i stos» secret, over 20 draws, swaps a game
// card of a stack with a box card. Kills secrets.go:91 (`Kind !=
// kindGame` → `==`: a city card swapped into the box).
func TestBoxSecretsSwapOnlyGameCards(t *testing.T) {
	g := table(t, 2)
	found := 0
	for seed := uint64(1); seed <= 20; seed++ {
		rng := engine.NewRNG(seed)
		for _, sec := range secrets(g, &rng) {
			if !strings.HasPrefix(sec.Name, "pudełko i stos: ") {
				continue
			}
			found++
			v := sec.Game.(*Game)
			for c := range g.s.C {
				for k := 0; k < int(g.s.C[c].N); k++ {
					if x := g.s.C[c].Stack[k]; v.s.C[c].Stack[k] != x && g.d.Cards[x].Kind != kindGame {
						t.Fatalf("seed %d: %s swaps %s, not a game card, into the box", seed, sec.Name, g.d.Cards[x].Name)
					}
				}
			}
		}
	}
	if found == 0 {
		t.Fatal("no box secret drawn: the test shows nothing")
	}
}

// TestDeterminizeFlipsTheEvidenceOfAChange (view.go Determinize: the
// public evidence — royals taken, track pushes, VP of a side — tells the
// side a player plays; after an odd number of Zmiana nastawienia cards
// that is the other side than its identity card's): seat 1 has taken
// five royals face up, pushed the Restorationist track 6 steps and holds
// 5 Restorationist VP more (odds over 20 000 to 1 for playing the
// Restorationists) and has played one Zmiana nastawienia, so its identity
// card is a Loyalist in every one of 10 worlds sampled for seat 0. Kills
// view.go:91 (`Change%2` → `Change*2`: the evidence never flipped, the
// card dealt Restorationist).
func TestDeterminizeFlipsTheEvidenceOfAChange(t *testing.T) {
	g := newTestGame(t, 3, 1, nil)
	s := &g.s
	s.P[0].Identity, s.P[0].Known = factR, 0
	for i := 1; i < 3; i++ {
		s.P[i].Revealed, s.P[i].Change = false, 0
	}
	p := &s.P[1]
	p.TabN = 0
	for x := range g.d.Cards {
		if g.d.Cards[x].Kind == kindRoyal && p.TabN < 5 {
			p.Tab[p.TabN] = tabEntry{Card: uint8(x), Victim: none}
			p.TabN++
		}
	}
	p.Pushed = [2]uint8{6, 0}
	p.VP[vpR], p.VP[vpL] = 5, 0
	if w := g.evidence(1); w < 20000 {
		t.Fatalf("fixture: seat 1's evidence %v, want over 20 000", w)
	}
	p.Change = 1
	rng := engine.NewRNG(7)
	for k := 0; k < 10; k++ {
		d := g.View(0).(*Game)
		d.Determinize(0, &rng)
		if d.s.P[1].Identity != factL {
			t.Fatalf("world %d: seat 1's identity card %d, want a Loyalist (%d)", k, d.s.P[1].Identity, factL)
		}
	}
}

// TestEvaluationOfALeadByHand (eval.go: in a game still running, each
// other seat is weighed by 1/(1+e^(−(a−b)/evalScale)), evalScale 5, on
// the estimated scores a and b): two Restorationists who know each other,
// in the same position but red with 5 neutral VP more (the penalty of the
// lowest side falls on both alike), so red's evaluation is 1/(1+e^(−1)) ≈
// 0.731 and yellow's 1/(1+e) ≈ 0.269. Kills eval.go:115 (`/ evalScale` →
// `*`: a 5-point lead read as a certainty).
func TestEvaluationOfALeadByHand(t *testing.T) {
	g := table(t, 2)
	for i := 0; i < 2; i++ {
		g.s.P[i].Identity = factR
		g.s.P[i].Known = 0b11
	}
	g.s.P[red].VP[vpN] = 5
	want := 1 / (1 + math.Exp(-1))
	if got := evaluate(g, red); math.Abs(got-want) > 1e-9 {
		t.Errorf("red 5 VP ahead: %v, want %v", got, want)
	}
	if got := evaluate(g, yellow); math.Abs(got-(1-want)) > 1e-9 {
		t.Errorf("yellow 5 VP behind: %v, want %v", got, 1-want)
	}
}

// ---- Session 9, shards 20–21 of 24.

// TestMaskFitIsCheckedOnLoad (data.go LoadData: data whose hand could
// outgrow what an action can name is refused with maskFit's message): a
// copy of cards.toml where every card has the acquire symbol gives 39
// acquire cards past position 16, more than the 24 an acquisition names,
// and is refused with «karty akcji». Kills data.go:404 (`l.Err == nil` →
// `!=`: the check skipped on good data).
func TestMaskFitIsCheckedOnLoad(t *testing.T) {
	sub, err := fs.Sub(assets.FS, "data/emerald")
	if err != nil {
		t.Fatal(err)
	}
	m := fstest.MapFS{}
	for _, name := range []string{"board.toml", "cards.toml", "player.toml", "rules.toml"} {
		b, err := fs.ReadFile(sub, name)
		if err != nil {
			t.Fatal(err)
		}
		m[name] = &fstest.MapFile{Data: b}
	}
	sym := regexp.MustCompile(`sym = \{[^}]*\}`)
	changed := 0
	m["cards.toml"].Data = sym.ReplaceAllFunc(m["cards.toml"].Data, func(b []byte) []byte {
		if bytes.Contains(b, []byte("acquire")) {
			return b
		}
		changed++
		return bytes.Replace(b, []byte("sym = { "), []byte("sym = { acquire = 1, "), 1)
	})
	if changed < 30 {
		t.Fatalf("fixture: only %d cards given the acquire symbol", changed)
	}
	if _, err := LoadData(m); err == nil || !strings.Contains(err.Error(), "karty akcji") {
		t.Errorf("every card an acquire card: err %v, want «karty akcji …»", err)
	}
}

// TestInsertIntoAFullZone (state.go zone.insert: a zone holds 64 cards;
// one more is refused, not written past the end): a full hand refuses a
// card and keeps 64. Kills state.go:92 (`N >= zoneCap` → `>`).
func TestInsertIntoAFullZone(t *testing.T) {
	g := fullHand(t)
	h := &g.s.P[0].Hand
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("insert into a full hand panics: %v", r)
		}
	}()
	if h.insert(0) || h.N != zoneCap {
		t.Errorf("a full hand took a card: %d cards", h.N)
	}
}

// TestDescribeOchranaOneOrTwoCubes (051 Ochrana's log line: one cube
// «emerald.act.text_cubes» with its city and owner; two cubes
// «emerald.act.text_cubes2» naming the second's city (D − 1) too): D 0
// reads one cube, D 6 two with the second in city 5. Kills title.go:212
// ×2 (`a.D > 0` → `>=`: one cube read as two, the second in city −1; →
// `<=`: the two swapped).
func TestDescribeOchranaOneOrTwoCubes(t *testing.T) {
	g := table(t, 2)
	g.give(t, red, "051")
	och := g.handPos(t, red, "051")
	one := describe(g, engine.Action{Kind: KindText, A: och, B: 2, C: yellow})
	if one.Key != "emerald.act.text_cubes" || one.Args["city2"] != nil {
		t.Errorf("one cube: %s %v, want emerald.act.text_cubes and no second city", one.Key, one.Args)
	}
	two := describe(g, engine.Action{Kind: KindText, A: och, B: 2, C: yellow, D: 6, E: red})
	if two.Key != "emerald.act.text_cubes2" || two.Args["city2"] != g.d.Cities[5].Name {
		t.Errorf("two cubes: %s %v, want emerald.act.text_cubes2 with %s", two.Key, two.Args, g.d.Cities[5].Name)
	}
}

// TestUIFactionOfASeatPastAFullTable (access.go UIFactionOf: a seat past
// the table has no faction, and the player array is never read past its
// end): at 5 players UIFactionOf(5) is 0 without a panic. Kills
// access.go:189 (`i >= Players` → `>`).
func TestUIFactionOfASeatPastAFullTable(t *testing.T) {
	g := newTestGame(t, 5, 1, nil)
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("UIFactionOf(5) at 5 players panics: %v", r)
		}
	}()
	if f := g.UIFactionOf(5); f != 0 {
		t.Errorf("UIFactionOf(5) at 5 players = %d, want 0", f)
	}
}

// TestTrackEffectLogsItsMarker (013 Matwiej Gołowiński: «Przesuń znacznik
// Lojalistów o dwa pola w górę»; the log line names the steps of each
// marker): played with both markers at 0, «emerald.track» reads r 0, l 2.
// Kills effects.go:69 ×2 (`== opTrackR` → `!=`: the Loyalist steps read
// as Restorationist ones; `== opTrackL` → `!=`: read as none).
func TestTrackEffectLogsItsMarker(t *testing.T) {
	g := table(t, 2)
	g.s.TrackR, g.s.TrackL = 0, 0
	g.give(t, red, "013")
	var log engine.Log
	if err := g.Apply(engine.Action{Kind: KindText, A: g.handPos(t, red, "013")}, &log); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, e := range log.Events {
		if e.Key == "emerald.track" {
			found = true
			if e.Args["r"] != 0 || e.Args["l"] != 2 {
				t.Errorf("Gołowiński logs r %v, l %v; want 0 and 2", e.Args["r"], e.Args["l"])
			}
		}
	}
	if !found || g.s.TrackL != 2 {
		t.Errorf("Gołowiński: logged %v, Loyalist marker at %d (want 2)", found, g.s.TrackL)
	}
}

// TestPotentialCountsATakenCard (eval.go potential: a game card beside
// the identity card was taken from the board, evalTaken = 1 more): a
// Zmiana nastawienia card in seat 1's tableau raises its potential by 1.
// Kills eval.go:333 (`Kind != kindStart` → `==`).
func TestPotentialCountsATakenCard(t *testing.T) {
	g := table(t, 2)
	p := &g.s.P[1]
	before := g.potential(1, factL, 0)
	p.Tab[p.TabN] = tabEntry{Card: card(t, g, "058"), Victim: none}
	p.TabN++
	if d := g.potential(1, factL, 0) - before; math.Abs(d-evalTaken) > 1e-9 {
		t.Errorf("a taken card adds %v to the potential, want %v", d, evalTaken)
	}
}

// TestBlockChoicesOfAFullHand (§4.7 block: the attacked seat may answer
// with any block card of its hand; legal.go lists each card once): with
// a hand filling the zone (64 cards) and a zombie attack to answer, the
// choices are listed without a read past the hand: the plain «no block»
// and Sherlock Holmes (023, in the hand). Kills legal.go:933 (`k <
// Hand.N` → `<=`: position 64 read past the zone). The second bound
// (`k < 255` → `<=`) is equivalent: Hand.N ≤ 64 decides first.
func TestBlockChoicesOfAFullHand(t *testing.T) {
	g := fullHand(t)
	g.s.push(frame{Op: frBlock, Seat: red, A: atkZombie, B: yellow})
	var legal []engine.Action
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("the block choices of a full hand panic: %v", r)
			}
		}()
		legal = g.Legal(nil)
	}()
	sherlock := engine.Action{Kind: KindBlock, A: 1, B: g.handPos(t, red, "023")}
	if !engine.Contains(legal, engine.Action{Kind: KindBlock}) || !engine.Contains(legal, sherlock) {
		t.Errorf("block choices of a full hand %s, want «no block» and Sherlock Holmes", formatAll(legal))
	}
}

// ---- Session 9, shard 22 of 24.

// TestEvaluationOfASeatPastTheTable (eval.go evaluate: a seat that does
// not play has no stake, 0.5): at 2 players, seat 2 and the observer are
// valued 0.5, and at 5 players seat 5 too, without a read past the
// players. Kills eval.go:22 (`seat >= Players` → `>`).
func TestEvaluationOfASeatPastTheTable(t *testing.T) {
	g := table(t, 2)
	g5 := newTestGame(t, 5, 1, nil)
	for _, tc := range []struct {
		g    *Game
		seat engine.Seat
	}{{g, 2}, {g, engine.Observer}, {g5, 5}} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("evaluate(seat %d) at %d players panics: %v", tc.seat, tc.g.s.Players, r)
				}
			}()
			if v := evaluate(tc.g, tc.seat); v != 0.5 {
				t.Errorf("evaluate(seat %d) at %d players = %v, want 0.5", tc.seat, tc.g.s.Players, v)
			}
		}()
	}
}

// TestLestradeOnACityListsOnlyCitiesWithCubes (028 Inspektor Lestrade
// with the «city» option: every cube of one city goes back to its
// owners; a city with no cube is no target): cubes in cities 2 and 6
// only, so Lestrade is offered on cities 2 and 6 alone. Kills
// legal.go:838 (`cubesIn > 0` → `>= 0`: every city offered).
func TestLestradeOnACityListsOnlyCitiesWithCubes(t *testing.T) {
	g := newTestGame(t, 3, 1, map[string]string{"lestrade": "city"})
	s := &g.s
	s.Setup, s.Active = 0, 0
	for c := range s.C {
		s.C[c].Cubes = [maxPlayers]uint8{}
	}
	s.C[2].Cubes[1], s.C[6].Cubes[2] = 1, 2
	g.give(t, 0, "028")
	pos := g.handPos(t, 0, "028")
	var cities []int
	for _, a := range g.Legal(nil) {
		if a.Kind == KindText && a.A == pos {
			cities = append(cities, int(a.B))
		}
	}
	if !slices.Equal(cities, []int{2, 6}) {
		t.Errorf("Lestrade offered on cities %v, want [2 6]", cities)
	}
}

// TestTwoCopiesOfABlockCard (legal.go: copies of one card in a hand give
// one choice, naming the first copy; every other block card its own):
// the box has no block card in two copies, so a copy of the data makes
// S01 Agitator, two in each starting deck, a block-all card like
// Sherlock Holmes. Red holds both Agitators and Sherlock and answers a
// zombie attack: the choices are «no block», the first Agitator and
// Sherlock. Kills legal.go:934 ×3 (`k−1` → `k+1`: the last copy named;
// `==` → `!=`: only repeated cards offered).
func TestTwoCopiesOfABlockCard(t *testing.T) {
	g := table(t, 2)
	sherlock := &g.d.Cards[card(t, g, "023")]
	withCardData(g, card(t, g, "S01"), func(c *Card) { c.Block = sherlock.Block })
	g.give(t, red, "S01", "S01", "023")
	g.s.push(frame{Op: frBlock, Seat: red, A: atkZombie, B: yellow})
	var got []engine.Action
	for _, a := range g.Legal(nil) {
		if a.Kind == KindBlock {
			got = append(got, a)
		}
	}
	want := []engine.Action{{Kind: KindBlock}, {Kind: KindBlock, A: 1, B: g.handPos(t, red, "S01")}, {Kind: KindBlock, A: 1, B: g.handPos(t, red, "023")}}
	if !sameSet(got, want) {
		t.Errorf("block choices %s, want %s", formatAll(got), formatAll(want))
	}
}

// TestStageHandStopsAtTheCount (setup.go StageHand: cards move into the
// hand until it holds n, its deck first): an empty hand over a deck of 10
// staged to 3 holds 3 and leaves 7 in the deck. Kills setup.go:214
// (`Hand.N < n` → `<=`: one card too many).
func TestStageHandStopsAtTheCount(t *testing.T) {
	g := table(t, 2)
	p := &g.s.P[red]
	if p.Hand.N != 0 || p.Deck.N != 10 {
		t.Fatalf("fixture: hand %d, deck %d; want 0 and 10", p.Hand.N, p.Deck.N)
	}
	g.StageHand(red, 3)
	if p.Hand.N != 3 || p.Deck.N != 7 {
		t.Errorf("StageHand(red, 3): hand %d, deck %d; want 3 and 7", p.Hand.N, p.Deck.N)
	}
}

// TestDescribeBlockOrNot (title.go describe of an answer to an attack:
// «emerald.act.no_block» for none, the card's name for a block): red
// holding Sherlock Holmes answers without a block, then with it. Kills
// title.go:142 (`a.A == 0` → `!=`: the two read the other way round).
func TestDescribeBlockOrNot(t *testing.T) {
	g := table(t, 2)
	g.give(t, red, "023")
	if e := describe(g, engine.Action{Kind: KindBlock}); e.Key != "emerald.act.no_block" || e.Args["card"] != nil {
		t.Errorf("no block: %s %v, want emerald.act.no_block and no card", e.Key, e.Args)
	}
	e := describe(g, engine.Action{Kind: KindBlock, A: 1, B: g.handPos(t, red, "023")})
	if e.Key == "emerald.act.no_block" || e.Args["card"] != "Sherlock Holmes" {
		t.Errorf("a block with Sherlock Holmes: %s %v, want the card named", e.Key, e.Args)
	}
}

// TestIdentityOfASeatPastAFullTable (report.go Identity, for the balance
// reports: a seat past the table reads "?" and the player array is never
// read past its end): at 5 players Identity(5) is "?" without a panic.
// Kills report.go:22 (`seat >= Players` → `>`).
func TestIdentityOfASeatPastAFullTable(t *testing.T) {
	g := newTestGame(t, 5, 1, nil)
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("Identity(5) at 5 players panics: %v", r)
		}
	}()
	if id := g.Identity(5); id != "?" {
		t.Errorf("Identity(5) at 5 players = %q, want ?", id)
	}
}

// ---- Session 9, shard 23 of 24.

// TestUIPlayerIdentity (access.go UIPlayer: the identity a view knows,
// 0 when it does not): seat 0 a Restorationist and seat 1 a Loyalist read
// so in the full state; in seat 0's view seat 1, not revealed, reads 0.
// Kills access.go:119 (`Identity == factR` → `!=`: a Restorationist read
// as unknown, an unknown read as a faction).
func TestUIPlayerIdentity(t *testing.T) {
	g := table(t, 2)
	g.s.P[0].Identity, g.s.P[1].Identity = factR, factL
	g.s.P[0].Change, g.s.P[1].Change = 0, 0
	g.s.P[1].Revealed = false
	g.s.P[0].Known = 0
	if a, b := g.UIPlayer(0).Identity, g.UIPlayer(1).Identity; a != factR || b != factL {
		t.Errorf("full state: identities %d and %d, want %d and %d", a, b, factR, factL)
	}
	v := g.View(0).(*Game)
	if a, b := v.UIPlayer(0).Identity, v.UIPlayer(1).Identity; a != factR || b != 0 {
		t.Errorf("seat 0's view: identities %d and %d, want %d and 0", a, b, factR)
	}
}

// TestDescribeAKindPastTheLast (title.go describe: an action of no known
// kind reads «emerald.act.unknown», never a panic): the kind just past
// the last. Kills title.go:71 (`>= len(kindNames)` → `>`: kindNames read
// past its end).
func TestDescribeAKindPastTheLast(t *testing.T) {
	g := table(t, 2)
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("describing kind %d panics: %v", len(kindNames), r)
		}
	}()
	if e := describe(g, engine.Action{Kind: uint8(len(kindNames))}); e.Key != "emerald.act.unknown" {
		t.Errorf("kind %d described as %s", len(kindNames), e.Key)
	}
}

// TestDescribeMiGoOneCity (047 Mi-Go: one or two of your agents from the
// board onto the card; the second city is C − 1, C 0 for none): B 2, C
// 0 names city 2 alone. Kills title.go:191 (`a.C > 0` → `>=`: a second
// city −1 named as «?»).
func TestDescribeMiGoOneCity(t *testing.T) {
	g := table(t, 2)
	g.give(t, 0, "047")
	e := describe(g, engine.Action{Kind: KindText, A: g.handPos(t, 0, "047"), B: 2})
	if e.Args["city"] != g.d.Cities[2].Name {
		t.Errorf("Mi-Go from city 2 alone names %v, want %q", e.Args["city"], g.d.Cities[2].Name)
	}
}

// TestLoyalistKillBoxInTheEstimate (§4.16, erratum #4: a Loyalist keeps a
// kill box whose victim is a Restorationist; eval.go expected weighs each
// by the odds pR the victim is one): seat 0 a Loyalist with 4 kill-box VP
// on seat 1, pR(1) = 0.5: the estimate is 2 higher than without. Kills
// eval.go:239 (`k < Players` → `>=`: no kill box counted).
func TestLoyalistKillBoxInTheEstimate(t *testing.T) {
	g := table(t, 2)
	pR := [maxPlayers]float64{0, 0.5}
	without := g.expected(0, factL, &pR)
	g.s.P[0].Kill[1] = 4
	if d := g.expected(0, factL, &pR) - without; math.Abs(d-2) > 1e-9 {
		t.Errorf("4 kill-box VP on a seat Restorationist with odds 0.5 add %v, want 2", d)
	}
}

// TestDeterminizeDealsBothSides (view.go Determinize: an unknown seat is
// dealt a Restorationist card with odds rR·w : rL, rR and rL the cards of
// each side left and w the public evidence): seat 1 has taken 2
// Restorationist VP more than Loyalist ones (w = 2² = 4), so when it is
// dealt first it is a Restorationist with 2·4 : 3, about 73 %; in 40
// worlds sampled for seat 0 (a Restorationist, 3 players) it is dealt
// each side at least once. Kills view.go:95 (`rR*w` → `rR/w`: the draw
// always below rR·w, every unknown seat dealt a Restorationist while any
// is left).
func TestDeterminizeDealsBothSides(t *testing.T) {
	g := newTestGame(t, 3, 1, nil)
	s := &g.s
	s.P[0].Identity, s.P[0].Known = factR, 0
	for i := 1; i < 3; i++ {
		s.P[i].Revealed, s.P[i].Change = false, 0
	}
	s.P[1].VP[vpR], s.P[1].VP[vpL] = 2, 0
	if w := g.evidence(1); w != 4 {
		t.Fatalf("fixture: seat 1's evidence %v, want 4", w)
	}
	seen := map[uint8]int{}
	rng := engine.NewRNG(11)
	for k := 0; k < 40; k++ {
		d := g.View(0).(*Game)
		d.Determinize(0, &rng)
		seen[d.s.P[1].Identity]++
	}
	if seen[factR] == 0 || seen[factL] == 0 {
		t.Errorf("seat 1 over 40 worlds: %d Restorationist, %d Loyalist; want both", seen[factR], seen[factL])
	}
}

// TestRefusalOfAKindPastTheLast (apply.go refusal: an action of no known
// kind is a bad action, not a merely illegal one): the kind just past the
// last is refused with engine.CodeBadAction. Kills apply.go:47
// (`a.Kind >= numKinds` → `>`: the first unknown kind told it is merely
// illegal).
func TestRefusalOfAKindPastTheLast(t *testing.T) {
	g := table(t, 2)
	err := g.Apply(engine.Action{Kind: numKinds}, nil)
	if got := engine.CodeOf(err); got != engine.CodeBadAction {
		t.Errorf("kind %d: code %q (%v), want %q", numKinds, got, err, engine.CodeBadAction)
	}
}

// ---- Session 9, shard 0 of 24 (the files the session-3 runs left).

// TestChangeCardPlayedAsAText (058 Zmiana nastawienia: «Należysz teraz do
// przeciwnej frakcji», played for its text, lies beside the identity
// card): a Restorationist plays it and counts one change, so its
// effective faction is Loyalist. Kills effects.go:168 (`Change++` → `--`:
// 255 changes, an odd count all the same, but the card count wrong).
func TestChangeCardPlayedAsAText(t *testing.T) {
	g := table(t, 2)
	g.s.P[red].Identity, g.s.P[red].Change = factR, 0
	g.give(t, red, "058")
	mustApply(t, g, engine.Action{Kind: KindText, A: g.handPos(t, red, "058")})
	if p := &g.s.P[red]; p.Change != 1 || g.s.faction(red) != factL {
		t.Errorf("after Zmiana nastawienia: %d changes, faction %d; want 1 and the Loyalists (%d)", p.Change, g.s.faction(red), factL)
	}
}

// TestInfluenceFromTheSecondHandPosition (§4.5 A1 influence: any cards
// with the influence symbol pay for it): red holds 001 Mycroft Holmes (no
// influence symbol) and 002 Bismarck (influence 1), at hand positions 0
// and 1; an influence with Bismarck alone is listed. Kills legal.go:480
// (the skipped position `−1` → `1`: Bismarck never offered).
func TestInfluenceFromTheSecondHandPosition(t *testing.T) {
	g := table(t, 2)
	g.put(3, red, 1, 0)
	g.give(t, red, "001", "002")
	if g.handPos(t, red, "002") != 1 {
		t.Fatalf("fixture: Bismarck at position %d, want 1", g.handPos(t, red, "002"))
	}
	found := false
	for _, a := range g.Legal(nil) {
		if a.Kind == KindInfluence && a.X == 1<<1 {
			found = true
		}
	}
	if !found {
		t.Errorf("no influence paid with Bismarck alone: %s", formatAll(ofKind(g.Legal(nil), KindInfluence)))
	}
}

// TestOneFenianIsAllowed (032 Fenianie: one per assassination makes each
// agent there 2 bombs): Londyn asks 5 bombs for an agent; red has 3
// agents there, 6 bombs with Fenianie; the assassination of yellow's
// agent with 039 and Fenianie is listed. Kills legal.go:720 (`fen > 1` →
// `>= 1`: a single Fenian refused).
func TestOneFenianIsAllowed(t *testing.T) {
	g := table(t, 2)
	london := 0
	g.put(london, red, 3, 0)
	g.put(london, yellow, 1, 0)
	g.give(t, red, "039", "032")
	found := false
	for _, a := range g.Legal(nil) {
		if a.Kind == KindAssassinate && int(a.B) == london && a.C == yellow+1 && a.X == 1<<g.handPos(t, red, "032") {
			found = true
		}
	}
	if !found {
		t.Errorf("no assassination with Fenianie in Londyn: %s", formatAll(ofKind(g.Legal(nil), KindAssassinate)))
	}
}

// ---- Session 9, shard 1 of 24 (the files the session-3 runs left).

// TestTableauFull (state.go tab: the tableau holds tabCap cards; a card
// past that is not written beyond it): a full tableau takes no card and
// stays full. Kills state.go:337 (`TabN < tabCap` → `<=`).
func TestTableauFull(t *testing.T) {
	g := table(t, 2)
	p := &g.s.P[red]
	p.TabN = tabCap
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("a card put in a full tableau panics: %v", r)
		}
	}()
	p.tab(card(t, g, "039"), none, false)
	if p.TabN != tabCap {
		t.Errorf("a full tableau holds %d cards, want %d", p.TabN, tabCap)
	}
}

// TestPresentCountsMiGoAgents (state.go present: a seat's agents present
// are those on the board and those kept on Mi-Go, which count as on the
// board, §4.9): 1 agent in city 2 and 2 on Mi-Go make 3. Kills
// state.go:289 (`+ MiGo` → `−`).
func TestPresentCountsMiGoAgents(t *testing.T) {
	g := table(t, 2)
	g.put(2, red, 1, 0)
	g.s.P[red].MiGo = 2
	if got := g.s.present(red); got != 3 {
		t.Errorf("1 agent on the board and 2 on Mi-Go: present %d, want 3", got)
	}
}

// TestStageHandFromTheDiscardPile (setup.go StageHand: with the deck
// empty, cards come from the discard pile until the hand holds n): an
// empty hand over 10 discarded cards staged to 3 holds 3 and leaves 7
// discarded. Kills setup.go:217 ×2 (`Hand.N < n` → `<=`: one too many;
// → `>=`: none).
func TestStageHandFromTheDiscardPile(t *testing.T) {
	g := table(t, 2)
	p := &g.s.P[red]
	for p.Deck.N > 0 {
		p.Discard.push(p.Deck.pop())
	}
	g.StageHand(red, 3)
	if p.Hand.N != 3 || p.Discard.N != 7 {
		t.Errorf("StageHand(red, 3) from the discard pile: hand %d, discard %d; want 3 and 7", p.Hand.N, p.Discard.N)
	}
}

// TestYogStopAfterOneAgent (043 Yog Sothoth: «Umieść dowolną liczbę
// swoich agentów»: one or more; stopping is listed once one is placed):
// with none placed, no stop; with one, a stop. Kills legal.go:985 ×2
// (`f.N > 0` → `>=`: a stop before any agent; → `<=`: no stop after one).
func TestYogStopAfterOneAgent(t *testing.T) {
	for _, n := range []uint8{0, 1} {
		g := table(t, 2)
		g.put(2, red, 2, 0)
		g.s.push(frame{Op: frYog, Seat: red, N: n})
		if got := engine.Contains(g.Legal(nil), engine.Action{Kind: KindStop}); got != (n > 0) {
			t.Errorf("Yog Sothoth with %d agents placed: stop listed %v, want %v", n, got, n > 0)
		}
	}
}

// TestMoveStopOnlyWithoutWaste (§4.5 A4 move: stopping early is allowed
// only while no card was wasted, the symbols left fewer than the smallest
// card's, and only after a move): after a move (M 1), 1 symbol left and
// the smallest card 2 — a stop; 2 left and the smallest 2 — none; no move
// yet (M 0) — none. Kills legal.go:961 (`f.M > 0` → `>= 0`; `N < C` →
// `<=` too).
func TestMoveStopOnlyWithoutWaste(t *testing.T) {
	for _, tc := range []struct {
		n    uint8
		want bool
		m    uint16
	}{{1, true, 1}, {2, false, 1}, {1, false, 0}} {
		g := table(t, 2)
		g.put(2, red, 2, 0)
		g.s.push(frame{Op: frMove, Seat: red, N: tc.n, C: 2, M: tc.m})
		if got := engine.Contains(g.Legal(nil), engine.Action{Kind: KindStop}); got != tc.want {
			t.Errorf("%d moved, %d symbols left, smallest card 2: stop listed %v, want %v", tc.m, tc.n, got, tc.want)
		}
	}
}

// TestTwoCopiesOfADualTrackCard (legal.go track plays: a card with both
// track symbols moves either marker; two copies of one such card give
// each distinct play once — both for the Restorationists, one each, both
// for the Loyalists — never «first L, second R» beside «first R, second
// L»). No card of the box has both symbols, so a copy of the data gives
// S03 Wiec (one in each starting deck) one of each; red holds both
// copies and S01 Agitator (no track symbol) before them: the plays of
// the two Wiec (positions 1 and 2) are exactly Loyalist masks 000, 100
// and 110. Kills legal.go:601 ×6 (the test of the copy before, `b−1` →
// `b+1` twice, `!= 0` → `== 0`, equal cards `==` → `!=`).
func TestTwoCopiesOfADualTrackCard(t *testing.T) {
	g := table(t, 2)
	s03 := card(t, g, "S03")
	withCardData(g, s03, func(c *Card) { c.Sym[symTrackR], c.Sym[symTrackL] = 1, 1 })
	g.give(t, red, "S01", "S03")
	g.take(t, yellow, s03) // the second copy is yellow's
	g.s.P[red].Hand.insert(s03)
	if g.s.P[red].Hand.list()[0] != card(t, g, "S01") || g.s.P[red].Hand.N != 3 {
		t.Fatalf("fixture: hand %v, want S01 then two S03", g.s.P[red].Hand.list())
	}
	var got []uint16
	for _, a := range g.Legal(nil) {
		if a.Kind == KindTrack && a.X == 0b110 {
			got = append(got, uint16(a.B)|uint16(a.C)<<8)
		}
	}
	slices.Sort(got)
	if !slices.Equal(got, []uint16{0b000, 0b100, 0b110}) {
		t.Errorf("plays of both Wiec, Loyalist masks %b, want [0 100 110]", got)
	}
}

// TestRefusalWhileABlockIsAsked (apply.go refusal: while a seat must
// answer an attack, any other kind of action is refused as
// «emerald.block_pending»; a wrong block is merely illegal): with a
// zombie attack waiting for red's answer, an influence is refused with
// that code and a block with a card red lacks is not. Kills apply.go:49
// (`a.Kind != KindBlock` → `==`: the two codes swapped).
func TestRefusalWhileABlockIsAsked(t *testing.T) {
	g := table(t, 2)
	g.s.push(frame{Op: frBlock, Seat: red, A: atkZombie, B: yellow})
	if code := engine.CodeOf(g.Apply(engine.Action{Kind: KindInfluence, A: 2, X: 1}, nil)); code != "emerald.block_pending" {
		t.Errorf("an influence while a block is asked: code %q, want emerald.block_pending", code)
	}
	if code := engine.CodeOf(g.Apply(engine.Action{Kind: KindBlock, A: 1, B: 9}, nil)); code == "emerald.block_pending" {
		t.Errorf("a block with no such card: code %q, want another", code)
	}
}

// ---- Session 9, shard 2 of 24 (the files the session-3 runs left).

// TestDeterminizeResamplesTheOtherHands (view.go Determinize: another
// seat's hand is any of its hand-and-deck cards; the view keeps them as
// one sorted pile, so the world must deal them again): over 20 worlds
// for red, yellow's hand is not always the same set of cards. Kills
// view.go:122 (`i < n` → `>=`: no hand redealt, yellow always holding
// the lowest cards of the pile).
func TestDeterminizeResamplesTheOtherHands(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	hands := map[string]bool{}
	rng := engine.NewRNG(9)
	for k := 0; k < 20; k++ {
		d := g.View(red).(*Game)
		d.Determinize(red, &rng)
		h := append([]uint8(nil), d.s.P[yellow].Hand.list()...)
		hands[string(h)] = true
	}
	if len(hands) < 2 {
		t.Errorf("yellow's hand is the same in 20 worlds: %v", hands)
	}
}

// TestDiscardTopOnlyWhereACardLies (059 Trzecia Sekcja: the top card of
// a city goes to the discard; a city whose stack is empty has none): city
// 3 emptied, the card is offered on every other city and not on 3. Kills
// legal.go:794 (`N > 0` → `>= 0`: the empty city offered).
func TestDiscardTopOnlyWhereACardLies(t *testing.T) {
	g := table(t, 2)
	s := &g.s
	for k := 0; k < int(s.C[3].N); k++ {
		s.remove(s.C[3].Stack[k])
		s.C[3].Stack[k] = 0
	}
	s.C[3].N = 0
	g.give(t, red, "059")
	pos := g.handPos(t, red, "059")
	var cities []int
	for _, a := range g.Legal(nil) {
		if a.Kind == KindText && a.A == pos {
			cities = append(cities, int(a.B))
		}
	}
	if slices.Contains(cities, 3) || len(cities) != numCities-1 {
		t.Errorf("Trzecia Sekcja offered on cities %v, want every city but 3", cities)
	}
}

// TestUIActionCitiesOfAnAcquisitionPastTheMap (board_access.go: an
// acquisition marks the cities of its mask, and only cities of the
// map): a mask with city 4 and the bit after the last city marks [4].
// Kills board_access.go:26 (`c < numCities` → `<=`: city 9 marked).
func TestUIActionCitiesOfAnAcquisitionPastTheMap(t *testing.T) {
	g := table(t, 2)
	cm := uint16(1)<<4 | 1<<numCities
	a := engine.Action{Kind: KindAcquire, B: uint8(cm), C: uint8(cm >> 8)}
	if got := g.UIActionCities(a); !slices.Equal(got, []int{4}) {
		t.Errorf("acquisition of city 4 and the bit past the map: cities %v, want [4]", got)
	}
}
