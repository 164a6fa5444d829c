package emerald

import (
	"slices"
	"testing"

	"stolik/rules/engine"
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
