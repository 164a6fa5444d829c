package engine_test

import (
	"testing"

	"stolik/rules/engine"
)

// turns is a test title whose turns are several decisions long, as in the
// real titles: a seat steps (+1, public) or draws (a random 1..3, a
// reveal) any number of times, then ends its turn. The game ends when the
// total reaches 40.
type turns struct {
	players, turn, total int
	rng                  engine.RNG
}

const (
	tStep uint8 = iota
	tDraw
	tEnd
)

func (g *turns) Current() engine.Seat {
	if g.total >= 40 {
		return engine.GameOver
	}
	return engine.Seat(g.turn)
}

func (g *turns) Legal(dst []engine.Action) []engine.Action {
	if g.total >= 40 {
		return dst
	}
	return append(dst, engine.Action{Kind: tStep}, engine.Action{Kind: tDraw}, engine.Action{Kind: tEnd})
}

func (g *turns) Apply(a engine.Action, log *engine.Log) error {
	if !engine.Contains(g.Legal(nil), a) {
		return engine.Errorf(engine.CodeIllegal, "%v", a)
	}
	switch a.Kind {
	case tStep:
		g.total++
		log.Add("turns.step", g.Current())
	case tDraw:
		n := 1 + g.rng.IntN(3)
		g.total += n
		log.Reveal("turns.draw", g.Current(), "count", n)
	case tEnd:
		g.turn = (g.turn + 1) % g.players
	}
	return nil
}

func (g *turns) Clone() engine.Game                   { c := *g; return &c }
func (g *turns) View(engine.Seat) engine.Game         { return g.Clone() }
func (g *turns) Determinize(engine.Seat, *engine.RNG) {}
func (g *turns) Checksum() uint64                     { return uint64(g.total)<<8 | uint64(g.turn) }
func (g *turns) Result() engine.Result                { return engine.Result{} }

var turnsTitle = &engine.Title{
	ID: "turns", MinPlayers: 2, MaxPlayers: 3, KindNames: []string{"step", "draw", "end"},
	New: func(cfg engine.Config, log *engine.Log) (engine.Game, error) {
		return &turns{players: cfg.Players, rng: engine.NewRNG(cfg.Seed)}, nil
	},
}

var (
	step = engine.Action{Kind: tStep}
	draw = engine.Action{Kind: tDraw}
	end  = engine.Action{Kind: tEnd}
)

// startTurns starts a match; "" seats are humans, anything else a bot.
func startTurns(t *testing.T, seats ...string) *engine.Session {
	t.Helper()
	m := engine.Match{Title: "turns", Seed: 3}
	for _, b := range seats {
		sc := engine.SeatConfig{Name: "x", Bot: b}
		if b != "" {
			sc.Level = 1
		}
		m.Seats = append(m.Seats, sc)
	}
	s, err := engine.Start(turnsTitle, m)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestUndoPolicy: each case plays moves, then asks seat `by` to undo
// `times` times; the expected step count and refusal follow the policy in
// match.go (own decisions only; the current turn only with several humans;
// never across a reveal).
func TestUndoPolicy(t *testing.T) {
	tests := []struct {
		name  string
		seats []string
		moves []engine.Action
		by    engine.Seat
		times int
		steps int         // steps left after the successful undos
		code  engine.Code // the refusal of one more undo
	}{
		{"nothing played", []string{"", ""}, nil, 0, 0, 0, engine.CodeNothingUndo},
		// A: step step end; B: step. B takes back its own step, then hits
		// A's end of turn.
		{"two humans: B undoes its own turn only", []string{"", ""},
			[]engine.Action{step, step, end, step}, 1, 1, 3, engine.CodeUndoOther},
		// After A's turn, B (who has not moved) cannot take A's moves back.
		{"two humans: B cannot undo A's moves", []string{"", ""},
			[]engine.Action{step, step, end}, 1, 0, 3, engine.CodeUndoOther},
		// A may take back the whole of its current turn (end included,
		// nobody has decided since), then nothing of its own is left.
		{"two humans: A undoes its turn while nobody moved since", []string{"", ""},
			[]engine.Action{step, step, end}, 0, 3, 0, engine.CodeNothingUndo},
		// A: step end; B: step end; A: step. A cannot reach back into its
		// previous turn past B's.
		{"two humans: the turn boundary", []string{"", ""},
			[]engine.Action{step, end, step, end, step}, 0, 1, 4, engine.CodeUndoOther},
		// A bot's move ends the human's turn when humans share the table.
		{"two humans and a bot: a bot move ends the turn", []string{"", "", "greedy"},
			[]engine.Action{step, end, step, end, step, end}, 1, 0, 6, engine.CodeUndoOther},
		// A draw (a reveal) is never crossed: A's step before it stays.
		{"two humans: no undo across A's own reveal", []string{"", ""},
			[]engine.Action{step, draw}, 0, 0, 2, engine.CodeUndoReveal},
		{"two humans: undo stops after the reveal", []string{"", ""},
			[]engine.Action{step, draw, step, step}, 0, 2, 2, engine.CodeUndoReveal},
		// One human against a bot: back past the bot's moves to earlier
		// turns of the human, all the way to the start.
		{"one human vs bot: back past bot moves", []string{"", "greedy"},
			[]engine.Action{step, end, step, step, end, step, end, step}, 0, 4, 0, engine.CodeNothingUndo},
		// ... but not past a reveal, even a bot's.
		{"one human vs bot: not past a bot's reveal", []string{"", "greedy"},
			[]engine.Action{step, end, draw, end, step}, 0, 1, 4, engine.CodeUndoReveal},
		{"one human vs bot: the bot cannot ask", []string{"", "greedy"},
			[]engine.Action{step, end, step}, 1, 0, 3, engine.CodeNothingUndo},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := startTurns(t, tc.seats...)
			play(t, s, tc.moves...)
			for i := 0; i < tc.times; i++ {
				if err := s.Undo(tc.by); err != nil {
					t.Fatalf("undo %d by %v: %v", i+1, tc.by, err)
				}
			}
			if len(s.Steps) != tc.steps {
				t.Fatalf("%d steps left, want %d", len(s.Steps), tc.steps)
			}
			before := s.Game.Checksum()
			if s.CanUndo(tc.by) {
				t.Fatalf("CanUndo(%v) after the allowed undos", tc.by)
			}
			if target, err := s.UndoCheck(tc.by); engine.CodeOf(err) != tc.code || target != -1 {
				t.Fatalf("UndoCheck: step %d, %v; want -1 (no step) and code %s", target, err, tc.code)
			}
			if err := s.Undo(tc.by); engine.CodeOf(err) != tc.code {
				t.Fatalf("Undo: %v, want code %s", err, tc.code)
			}
			if len(s.Steps) != tc.steps || s.Game.Checksum() != before {
				t.Fatal("a refused undo changed the session")
			}
		})
	}
}

// TestUndoReplaysToJustBefore: an allowed undo leaves the session exactly
// as it was before the decision (same state, same actions, same events).
func TestUndoReplaysToJustBefore(t *testing.T) {
	s := startTurns(t, "", "greedy")
	play(t, s, step, draw, end, step, end, step)
	ref := startTurns(t, "", "greedy")
	play(t, ref, step, draw, end, step, end)
	if err := s.Undo(0); err != nil {
		t.Fatal(err)
	}
	if s.Game.Checksum() != ref.Game.Checksum() || len(s.Match.Actions) != 5 || len(s.Events()) != len(ref.Events()) {
		t.Fatalf("undo did not restore the earlier session: %x vs %x, %d actions",
			s.Game.Checksum(), ref.Game.Checksum(), len(s.Match.Actions))
	}
}
