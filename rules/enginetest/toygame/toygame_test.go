package toygame

import (
	"testing"

	"stolik/rules/engine"
	"stolik/rules/enginetest"
)

func TestConformance(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		players int
		rounds  string
	}{{2, "8"}, {3, "8"}, {4, "8"}, {2, "6"}, {4, "10"}} {
		enginetest.Run(t, Title(), tc.players, enginetest.Games(30),
			enginetest.TitleOptions(map[string]string{"rounds": tc.rounds}))
	}
}

// The broken variants below each break one promise of the contract; the
// suite must name that promise. They live in a test file so no shipped code
// can reach them.

// leakyView forgets to replace the prize generator in views: a view then
// tells the order of the prizes still to come.
type leakyView struct{ *state }

func (g leakyView) Clone() engine.Game { return leakyView{g.state.Clone().(*state)} }
func (g leakyView) View(seat engine.Seat) engine.Game {
	v := g.state.View(seat).(*state)
	v.rng = g.state.rng
	return leakyView{v}
}

// leakyHand shows every hand in every view.
type leakyHand struct{ *state }

func (g leakyHand) Clone() engine.Game { return leakyHand{g.state.Clone().(*state)} }
func (g leakyHand) View(seat engine.Seat) engine.Game {
	v := g.state.View(seat).(*state)
	v.hands = g.state.hands
	return leakyHand{v}
}

// sloppyApply spends the card before checking the bid's shape, so a
// malformed bid of a held card is refused after the hand has changed.
type sloppyApply struct{ *state }

func (g sloppyApply) Clone() engine.Game { return sloppyApply{g.state.Clone().(*state)} }
func (g sloppyApply) View(seat engine.Seat) engine.Game {
	return sloppyApply{g.state.View(seat).(*state)}
}
func (g sloppyApply) Apply(a engine.Action, log *engine.Log) error {
	err := g.state.Apply(a, log)
	if err != nil && !g.over && a.A >= 1 && a.A <= g.rounds && g.hands[g.Current()][a.A] > 0 {
		g.hands[g.Current()][a.A]--
	}
	return err
}

// greedyApply accepts a bid of any value, held or not.
type greedyApply struct{ *state }

func (g greedyApply) Clone() engine.Game { return greedyApply{g.state.Clone().(*state)} }
func (g greedyApply) View(seat engine.Seat) engine.Game {
	return greedyApply{g.state.View(seat).(*state)}
}
func (g greedyApply) Apply(a engine.Action, log *engine.Log) error {
	if !g.over && a.Kind == KindBid && a.A >= 1 && a.A <= g.rounds && g.hands[g.Current()][a.A] == 0 {
		g.hands[g.Current()][a.A]++
		g.handSize[g.Current()]++
	}
	return g.state.Apply(a, log)
}

// noSecret shows everything and resamples nothing, while the title still
// claims to have secrets.
type noSecret struct{ *state }

func (g noSecret) Clone() engine.Game                   { return noSecret{g.state.Clone().(*state)} }
func (g noSecret) View(engine.Seat) engine.Game         { return g.Clone() }
func (g noSecret) Determinize(engine.Seat, *engine.RNG) {}

// forgetHands shows every hand in views and never redeals them in
// Determinize: the view is then unchanged by Determinize, so only the
// Secrets check can see the leak.
type forgetHands struct{ *state }

func (g forgetHands) Clone() engine.Game { return forgetHands{g.state.Clone().(*state)} }
func (g forgetHands) View(seat engine.Seat) engine.Game {
	v := g.state.View(seat).(*state)
	v.hands, v.bids = g.state.hands, g.state.bids
	return forgetHands{v}
}
func (g forgetHands) Determinize(seat engine.Seat, rng *engine.RNG) {
	g.state.rng = engine.NewRNG(rng.Uint64())
}

// silentReveal turns the bids face up without marking the events as
// reveals: strict undo could then take a bid back after seeing the others'.
type silentReveal struct{ *state }

func (g silentReveal) Clone() engine.Game { return silentReveal{g.state.Clone().(*state)} }
func (g silentReveal) View(seat engine.Seat) engine.Game {
	return silentReveal{g.state.View(seat).(*state)}
}
func (g silentReveal) Apply(a engine.Action, log *engine.Log) error {
	n := 0
	if log != nil {
		n = len(log.Events)
	}
	err := g.state.Apply(a, log)
	if log != nil {
		for i := n; i < len(log.Events); i++ {
			if log.Events[i].Key == "toygame.reveal" {
				log.Events[i].Reveal = false
			}
		}
	}
	return err
}

// noReseed determinizes without reseeding the prize generator: every
// simulated future then draws the view's fixed prizes.
type noReseed struct{ *state }

func (g noReseed) Clone() engine.Game { return noReseed{g.state.Clone().(*state)} }
func (g noReseed) View(seat engine.Seat) engine.Game {
	return noReseed{g.state.View(seat).(*state)}
}
func (g noReseed) Determinize(seat engine.Seat, rng *engine.RNG) {
	keep := g.state.rng
	g.state.Determinize(seat, rng)
	g.state.rng = keep
}

// rngChecksum hashes only the generator, as StateChecksum did when a
// field it could not encode made binary.Write fail.
type rngChecksum struct{ *state }

func (g rngChecksum) Clone() engine.Game { return rngChecksum{g.state.Clone().(*state)} }
func (g rngChecksum) View(seat engine.Seat) engine.Game {
	return rngChecksum{g.state.View(seat).(*state)}
}
func (g rngChecksum) Checksum() uint64 { r := g.state.rng; return r.Uint64() }

func broken(wrap func(*state) engine.Game) *engine.Title {
	t := Title()
	t.New = func(cfg engine.Config, log *engine.Log) (engine.Game, error) {
		g, err := newGame(cfg, log)
		if err != nil {
			return nil, err
		}
		return wrap(g.(*state)), nil
	}
	t.Evaluate = func(g engine.Game, seat engine.Seat) float64 { return 0.5 }
	// The copies must break the same promise as the original.
	t.Secrets = func(g engine.Game, rng *engine.RNG) []engine.Secret {
		out := secrets(g, rng)
		for i := range out {
			out[i].Game = wrap(out[i].Game.(*state))
		}
		return out
	}
	return t
}

// peeking evaluates with the opponents' real cards: the greedy bot would
// cheat through it.
func peeking() *engine.Title {
	t := Title()
	t.Evaluate = func(g engine.Game, seat engine.Seat) float64 {
		s := g.(*state)
		theirs := 0
		for p := 0; p < int(s.players); p++ {
			if engine.Seat(p) != seat {
				for v, c := range s.hands[p] {
					theirs += v * int(c)
				}
			}
		}
		return 1 / (1 + float64(theirs))
	}
	return t
}

func TestBrokenVariantsFail(t *testing.T) {
	t.Parallel()
	noHook := Title()
	noHook.Secrets = nil
	idle := Title()
	idle.Secrets = func(g engine.Game, rng *engine.RNG) []engine.Secret {
		return []engine.Secret{{Name: "nic", Hidden: []engine.Seat{0}, Game: g.Clone()}}
	}
	skipSecrets := []enginetest.Option{enginetest.Skip(enginetest.CheckSecrets)}
	skipReseed := []enginetest.Option{enginetest.Skip(enginetest.CheckReseed)}
	tests := []struct {
		name  string
		title *engine.Title
		opts  []enginetest.Option
		want  string
	}{
		{"view leaks prize order", broken(func(s *state) engine.Game { return leakyView{s} }), nil, enginetest.CheckSecrets},
		{"view leaks hands", broken(func(s *state) engine.Game { return leakyHand{s} }), nil, enginetest.CheckSecrets},
		// The older check still sees these two on its own.
		{"view leaks prize order, without secrets", broken(func(s *state) engine.Game { return leakyView{s} }), skipSecrets, enginetest.CheckView},
		{"view leaks hands, without secrets", broken(func(s *state) engine.Game { return leakyHand{s} }), skipSecrets, enginetest.CheckView},
		{"view and determinize forget hands", broken(func(s *state) engine.Game { return forgetHands{s} }), nil, enginetest.CheckSecrets},
		{"reveal not marked", broken(func(s *state) engine.Game { return silentReveal{s} }), nil, enginetest.CheckEvents},
		{"determinize keeps the generator", broken(func(s *state) engine.Game { return noReseed{s} }), nil, enginetest.CheckReseed},
		// The older check sees it too, where secrets exist.
		{"determinize keeps the generator, without reseed", broken(func(s *state) engine.Game { return noReseed{s} }), skipReseed, enginetest.CheckResample},
		{"checksum hashes only the generator", broken(func(s *state) engine.Game { return rngChecksum{s} }), nil, enginetest.CheckChecksum},
		{"refusal mutates", broken(func(s *state) engine.Game { return sloppyApply{s} }), nil, enginetest.CheckRefuse},
		{"accepts unlisted", broken(func(s *state) engine.Game { return greedyApply{s} }), nil, enginetest.CheckRefuse},
		{"evaluate peeks", peeking(), nil, enginetest.CheckBlind},
		{"hides nothing", broken(func(s *state) engine.Game { return noSecret{s} }), nil, enginetest.CheckSecrets},
		// Its Determinize does nothing, so it does not reseed either.
		{"hides nothing, without secrets", broken(func(s *state) engine.Game { return noSecret{s} }), append(skipReseed, skipSecrets...), enginetest.CheckHidden},
		{"secret title without a Secrets hook", noHook, nil, enginetest.CheckSecrets},
		{"a secret that changes nothing", idle, nil, enginetest.CheckSecrets},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fails := enginetest.Check(tc.title, 3, append([]enginetest.Option{enginetest.Games(5)}, tc.opts...)...)
			if len(fails) == 0 {
				t.Fatalf("the suite passed a broken title")
			}
			found := false
			for _, f := range fails {
				found = found || f.Check == tc.want
			}
			if !found {
				t.Errorf("want a %q failure, got %v", tc.want, fails)
			}
			if f := fails[0]; f.Title != "toygame" || f.Players != 3 || f.Seed == 0 {
				t.Errorf("failure does not say how to reproduce it: %+v", f)
			}
		})
	}
}

// Without the Secrets check, a hand that both View and Determinize forget
// passes every other check: the gap the check closes.
func TestForgottenHandNeedsTheSecretsCheck(t *testing.T) {
	title := broken(func(s *state) engine.Game { return forgetHands{s} })
	if fails := enginetest.Check(title, 3, enginetest.Games(5), enginetest.Skip(enginetest.CheckSecrets)); len(fails) != 0 {
		t.Errorf("without the Secrets check the forgotten hand is caught after all (then the test case above proves less): %v", fails)
	}
}

// The two-seat game: each seat knows the other's hand (every card it has
// not seen is there), so only the prize order and pending bids are secret.
func TestSecretsOfTwoSeats(t *testing.T) {
	g, err := Title().New(engine.Config{Players: 2, Seed: 5}, nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRNG(1)
	names := func() []string {
		var out []string
		for _, sc := range secrets(g, &rng) {
			out = append(out, sc.Name)
		}
		return out
	}
	if got := names(); len(got) != 1 || got[0] != "kolejność nagród" {
		t.Errorf("secrets at the start of a 2-player game: %v", got)
	}
	if err := g.Apply(g.Legal(nil)[0], nil); err != nil {
		t.Fatal(err)
	}
	if got := names(); len(got) != 2 || got[1] != "zakryta oferta gracza 1" {
		t.Errorf("secrets after seat 0 bid: %v", got)
	}
	problems, n := enginetest.Secrecy(Title(), 2, g, 3)
	if len(problems) != 0 || n != 2 {
		t.Errorf("Secrecy: %d checked, %v", n, problems)
	}
}

// deal builds a 2-player state with known hands for scenario tests.
func deal(h0, h1 []uint8, prize uint8) *state {
	s := &state{players: 2, rounds: 8, rng: engine.NewRNG(1)}
	for _, v := range h0 {
		s.hands[0][v]++
		s.handSize[0]++
	}
	for _, v := range h1 {
		s.hands[1][v]++
		s.handSize[1]++
	}
	for v := 1; v <= 8; v++ {
		s.prizesLeft |= 1 << v
	}
	s.prizesLeft &^= 1 << prize
	s.prize, s.pot = prize, prize
	return s
}

func bid(v uint8) engine.Action { return engine.Action{Kind: KindBid, A: v} }

func TestRounds(t *testing.T) {
	tests := []struct {
		name          string
		b0, b1        uint8
		wantScore     [2]uint16
		wantPotBefore uint8 // pot after the next prize is drawn, minus that prize
	}{
		{"higher bid takes the prize", 7, 3, [2]uint16{5, 0}, 0},
		{"second seat can win", 2, 8, [2]uint16{0, 5}, 0},
		{"tie carries the pot", 4, 4, [2]uint16{0, 0}, 5},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := deal([]uint8{1, 2, 4, 7}, []uint8{3, 4, 8, 8}, 5)
			var log engine.Log
			if err := s.Apply(bid(tc.b0), &log); err != nil {
				t.Fatal(err)
			}
			if s.Current() != 1 {
				t.Fatalf("after seat0 bids, Current = %v", s.Current())
			}
			if err := s.Apply(bid(tc.b1), &log); err != nil {
				t.Fatal(err)
			}
			if s.score != [maxPlayers]uint16{tc.wantScore[0], tc.wantScore[1]} {
				t.Errorf("scores %v, want %v", s.score[:2], tc.wantScore)
			}
			if got := s.pot - s.prize; got != tc.wantPotBefore {
				t.Errorf("carried pot %d, want %d", got, tc.wantPotBefore)
			}
			if s.Current() != 1 {
				t.Errorf("round 2 should be led by seat1, Current = %v", s.Current())
			}
			if s.handSize[0] != 3 || s.handSize[1] != 3 || s.discards[tc.b0] == 0 {
				t.Errorf("bid cards not spent: sizes %v discards %v", s.handSize[:2], s.discards)
			}
		})
	}
}

func TestRefusals(t *testing.T) {
	s := deal([]uint8{1, 2}, []uint8{3, 4}, 5)
	tests := []struct {
		a    engine.Action
		want engine.Code
	}{
		{bid(3), CodeNoCard},
		{bid(0), CodeNoCard},
		{bid(200), CodeNoCard},
		{engine.Action{Kind: 1, A: 1}, engine.CodeBadAction},
		{engine.Action{Kind: KindBid, A: 1, X: 1}, engine.CodeBadAction},
	}
	for _, tc := range tests {
		before := s.Checksum()
		err := s.Apply(tc.a, nil)
		if engine.CodeOf(err) != tc.want {
			t.Errorf("Apply(%+v) = %v, want code %s", tc.a, err, tc.want)
		}
		if s.Checksum() != before {
			t.Errorf("refused %+v changed the state", tc.a)
		}
	}
}

func TestViewHidesBidsAndHands(t *testing.T) {
	g, err := Title().New(engine.Config{Players: 3, Seed: 9}, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := g.(*state)
	first := s.Current()
	var legal []engine.Action
	legal = s.Legal(legal)
	if err := s.Apply(legal[len(legal)-1], nil); err != nil {
		t.Fatal(err)
	}
	for p := engine.Seat(0); p < 3; p++ {
		v := s.View(p).(*state)
		for q := engine.Seat(0); q < 3; q++ {
			if q == p {
				if v.hands[q] != s.hands[q] {
					t.Errorf("View(%v) hides %v's own hand", p, q)
				}
				continue
			}
			if v.hands[q] != ([maxValue + 1]uint8{}) {
				t.Errorf("View(%v) shows %v's hand", p, q)
			}
			if v.handSize[q] != s.handSize[q] {
				t.Errorf("View(%v) hides %v's hand size", p, q)
			}
		}
		if p != first && v.bids[first] != 0 {
			t.Errorf("View(%v) shows %v's pending bid", p, first)
		}
		if !v.committed[first] {
			t.Errorf("View(%v) hides that %v has bid", p, first)
		}
	}
}

func TestBadConfig(t *testing.T) {
	for _, cfg := range []engine.Config{
		{Players: 1},
		{Players: 5},
		{Players: 2, Options: map[string]string{"rounds": "7"}},
		{Players: 2, Options: map[string]string{"speed": "fast"}},
	} {
		if _, err := Title().New(cfg, nil); engine.CodeOf(err) != engine.CodeBadConfig {
			t.Errorf("New(%+v) = %v, want bad_config", cfg, err)
		}
	}
}

func TestEvaluateRanksTheEnd(t *testing.T) {
	s := deal(nil, nil, 1)
	s.over = true
	s.score[0], s.score[1] = 10, 4
	if a, b := evaluate(s, 0), evaluate(s, 1); a != 1 || b != 0 {
		t.Errorf("evaluate at the end = %v, %v, want 1, 0", a, b)
	}
	s.score[1] = 10
	if a := evaluate(s, 0); a != 0.5 {
		t.Errorf("tie evaluates to %v, want 0.5", a)
	}
}

func BenchmarkPlayouts2(b *testing.B)   { enginetest.BenchPlayouts(b, Title(), 2) }
func BenchmarkLegalApply(b *testing.B)  { enginetest.BenchLegalApply(b, Title(), 3) }
func BenchmarkClone(b *testing.B)       { enginetest.BenchClone(b, Title(), 3) }
func BenchmarkDeterminize(b *testing.B) { enginetest.BenchDeterminize(b, Title(), 3) }
