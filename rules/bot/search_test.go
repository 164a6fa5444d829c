package bot_test

import (
	"context"
	"slices"
	"testing"

	"stolik/rules/bot"
	"stolik/rules/engine"
)

// doors is a tiny perfect-information game for the search: seat 0 opens
// one of four doors, then both seats pass (one legal move each) a few
// times, then the game ends; seat 0 wins behind the winning door. Evaluate
// says nothing (0.5) before the end, so only a search that plays its
// rollouts to the end and backs up the terminal result finds the door.
type doors struct {
	winner, door int8
	passes       int8
}

const doorPasses = 4

func (d *doors) Current() engine.Seat {
	switch {
	case d.door < 0:
		return 0
	case d.passes >= doorPasses:
		return engine.GameOver
	}
	return engine.Seat(d.passes % 2)
}

func (d *doors) Legal(dst []engine.Action) []engine.Action {
	switch d.Current() {
	case engine.GameOver:
		return dst
	case 0:
		if d.door < 0 {
			for i := uint8(0); i < 4; i++ {
				dst = append(dst, engine.Action{Kind: 0, A: i})
			}
			return dst
		}
	}
	return append(dst, engine.Action{Kind: 1})
}

func (d *doors) Apply(a engine.Action, _ *engine.Log) error {
	if !engine.Contains(d.Legal(nil), a) {
		return engine.Errorf(engine.CodeIllegal, "doors: %+v", a)
	}
	if a.Kind == 0 {
		d.door = int8(a.A)
	} else {
		d.passes++
	}
	return nil
}

func (d *doors) Clone() engine.Game                   { c := *d; return &c }
func (d *doors) View(engine.Seat) engine.Game         { return d.Clone() }
func (d *doors) Determinize(engine.Seat, *engine.RNG) {}
func (d *doors) Checksum() uint64 {
	return uint64(uint8(d.winner)) | uint64(uint8(d.door))<<8 | uint64(uint8(d.passes))<<16
}

func (d *doors) Result() engine.Result {
	r := engine.Result{Scores: []engine.Score{{Seat: 0}, {Seat: 1}}, Place: []int{2, 1}}
	if d.door == d.winner {
		r.Scores[0].Total, r.Place = 1, []int{1, 2}
	}
	return r
}

var doorsTitle = &engine.Title{ID: "doors", MinPlayers: 2, MaxPlayers: 2,
	Evaluate: func(engine.Game, engine.Seat) float64 { return 0.5 }}

// With a budget of two iterations per door the search must find the
// winning door wherever it is: each door's first rollout reaches the end
// and UCB1 spends the rest on the door that won; the most visited door is
// played. A search that does not roll out to the end, does not back up
// the terminal result, or does not pick the most visited root move,
// opens the wrong door for some of them.
func TestISMCTSFindsTheWinningDoor(t *testing.T) {
	for winner := int8(0); winner < 4; winner++ {
		for seed := uint64(1); seed <= 3; seed++ {
			g := &doors{winner: winner, door: -1}
			p := bot.NewISMCTS(doorsTitle, seed, bot.ISMCTSConfig{Iterations: 8, Trees: 1})
			a, err := p.Choose(context.Background(), g.View(0), 0)
			if err != nil || a != (engine.Action{Kind: 0, A: uint8(winner)}) {
				t.Errorf("winner %d, seed %d: opened %+v (%v)", winner, seed, a, err)
			}
		}
	}
}

// The greedy bot sees the end only one move ahead; with every move scored
// alike it picks among them at random, not always the first or the last.
func TestGreedyBreaksTiesAtRandom(t *testing.T) {
	picked := map[uint8]int{}
	for seed := uint64(1); seed <= 40; seed++ {
		g := &doors{winner: 9, door: -1}
		a, err := bot.NewGreedy(doorsTitle, seed, 2).Choose(context.Background(), g.View(0), 0)
		if err != nil {
			t.Fatal(err)
		}
		picked[a.A]++
	}
	if len(picked) < 4 {
		t.Errorf("40 tied choices opened only doors %v", picked)
	}
}

// Between root moves visited equally often the better mean wins: with a
// huge exploration constant UCB1 visits the doors in turn, so after 8
// iterations every door has 2 visits and only the mean tells the winning
// door (the first) from the others.
func TestISMCTSEqualVisitsGoToTheBetterMean(t *testing.T) {
	g := &doors{winner: 0, door: -1}
	p := bot.NewISMCTS(doorsTitle, 1, bot.ISMCTSConfig{Iterations: 8, Exploration: 1e6, Trees: 1})
	a, err := p.Choose(context.Background(), g.View(0), 0)
	if err != nil || a != (engine.Action{Kind: 0, A: 0}) {
		t.Errorf("opened %+v (%v), want the winning door 0", a, err)
	}
}

// A rollout stops after RolloutDepth decisions and the position there is
// scored with Evaluate: the doors' end is 4 passes after the door, so with
// a depth of 3 no rollout from a door reaches it and every one is
// evaluated; with a depth of 4 every one ends the game and none is.
func TestISMCTSCutsRolloutsAtTheirDepth(t *testing.T) {
	for _, tc := range []struct {
		depth     int
		evaluated bool
	}{{3, true}, {4, false}} {
		calls := 0
		title := &engine.Title{ID: "doors", MinPlayers: 2, MaxPlayers: 2,
			Evaluate: func(engine.Game, engine.Seat) float64 { calls++; return 0.5 }}
		g := &doors{winner: 1, door: -1}
		// 4 iterations: each expands one door and rolls out from it.
		p := bot.NewISMCTS(title, 1, bot.ISMCTSConfig{Iterations: 4, RolloutDepth: tc.depth, Trees: 1})
		if _, err := p.Choose(context.Background(), g.View(0), 0); err != nil {
			t.Fatal(err)
		}
		if (calls > 0) != tc.evaluated {
			t.Errorf("rollout depth %d: %d evaluations, want them only when the rollout is cut", tc.depth, calls)
		}
	}
}

// plans is a tiny two-seat game whose Evaluate misreads a half-played
// turn: seat 0 picks a plan (0 or 1), then finishes its turn (its only
// move), then seat 1 replies (0 or 1) and the game ends. Half-way through
// seat 0's turn Evaluate likes plan 0 (0.9 against 0.1); once the turn is
// over it likes plan 1 (0.7 against 0.3), and it is right about the turn
// but not about the reply: seat 1 answers plan 1 with reply 1, which wins
// it the game; after plan 0 seat 0 wins whatever the reply.
type plans struct {
	plan, reply int8 // -1 until decided
	finished    bool
}

func (p *plans) Current() engine.Seat {
	switch {
	case p.reply >= 0:
		return engine.GameOver
	case p.finished:
		return 1
	}
	return 0
}

func (p *plans) Legal(dst []engine.Action) []engine.Action {
	switch {
	case p.reply >= 0:
	case p.finished:
		dst = append(dst, engine.Action{Kind: 2, A: 0}, engine.Action{Kind: 2, A: 1})
	case p.plan < 0:
		dst = append(dst, engine.Action{Kind: 0, A: 0}, engine.Action{Kind: 0, A: 1})
	default:
		dst = append(dst, engine.Action{Kind: 1})
	}
	return dst
}

func (p *plans) Apply(a engine.Action, _ *engine.Log) error {
	if !engine.Contains(p.Legal(nil), a) {
		return engine.Errorf(engine.CodeIllegal, "plans: %+v", a)
	}
	switch a.Kind {
	case 0:
		p.plan = int8(a.A)
	case 1:
		p.finished = true
	default:
		p.reply = int8(a.A)
	}
	return nil
}

func (p *plans) Clone() engine.Game                   { c := *p; return &c }
func (p *plans) View(engine.Seat) engine.Game         { return p.Clone() }
func (p *plans) Determinize(engine.Seat, *engine.RNG) {}
func (p *plans) Checksum() uint64 {
	return uint64(uint8(p.plan)) | uint64(uint8(p.reply))<<8
}

func (p *plans) Result() engine.Result {
	r := engine.Result{Scores: []engine.Score{{Seat: 0, Total: 1}, {Seat: 1}}, Place: []int{1, 2}}
	if p.plan == 1 && p.reply == 1 {
		r.Scores[0].Total, r.Scores[1].Total, r.Place = 0, 1, []int{2, 1}
	}
	return r
}

// plansTitle's Evaluate is seat 0's value (seat 1's is the rest).
var plansTitle = &engine.Title{ID: "plans", MinPlayers: 2, MaxPlayers: 2,
	Evaluate: func(g engine.Game, seat engine.Seat) float64 {
		p := g.(*plans)
		v := 0.5
		switch {
		case p.finished && p.plan == 0:
			v = 0.3
		case p.finished:
			v = 0.7
		case p.plan == 0:
			v = 0.9
		case p.plan == 1:
			v = 0.1
		}
		if seat == 1 {
			v = 1 - v
		}
		return v
	}}

// LeafLookahead scores a leaf where the seat's turn ends: with one
// iteration per plan and no rollout, the plain search takes Evaluate's
// half-turn word for plan 0; with the seat playing on to its turn's end
// it sees plan 1 is the better turn.
func TestISMCTSLeafLookaheadJudgesTheTurn(t *testing.T) {
	for _, tc := range []struct {
		lookahead int
		want      uint8
	}{{0, 0}, {4, 1}} {
		p := bot.NewISMCTS(plansTitle, 1, bot.ISMCTSConfig{Iterations: 2, RolloutDepth: -1, Trees: 1, LeafLookahead: tc.lookahead})
		g := &plans{plan: -1, reply: -1}
		a, err := p.Choose(context.Background(), g.View(0), 0)
		if err != nil || a != (engine.Action{Kind: 0, A: tc.want}) {
			t.Errorf("lookahead %d: chose %+v (%v), want plan %d", tc.lookahead, a, err, tc.want)
		}
	}
}

// OwnTurn stops the tree where the searching seat's turn ends: it never
// looks at a reply and takes the better-looking turn (plan 1), where the
// full tree finds the reply that beats plan 1 and plays plan 0.
func TestISMCTSOwnTurnStopsAtTheTurnEnd(t *testing.T) {
	for _, own := range []bool{false, true} {
		p := bot.NewISMCTS(plansTitle, 1, bot.ISMCTSConfig{Iterations: 200, RolloutDepth: -1, Trees: 1, OwnTurn: own})
		g := &plans{plan: -1, reply: -1}
		a, err := p.Choose(context.Background(), g.View(0), 0)
		want := uint8(0)
		if own {
			want = 1
		}
		if err != nil || a != (engine.Action{Kind: 0, A: want}) {
			t.Errorf("own turn %v: chose %+v (%v), want plan %d", own, a, err, want)
		}
	}
}

// twoTurns is a solo game of two turns, each a pick (0 or 1) and an end
// (Kind 1); the seat never changes, so only the title's TurnEnds tells
// where a turn ends.
type twoTurns struct{ picks, ends int8 }

func (g *twoTurns) Current() engine.Seat {
	if g.ends >= 2 {
		return engine.GameOver
	}
	return 0
}

func (g *twoTurns) Legal(dst []engine.Action) []engine.Action {
	switch {
	case g.ends >= 2:
	case g.picks > g.ends:
		dst = append(dst, engine.Action{Kind: 1})
	default:
		dst = append(dst, engine.Action{Kind: 0, A: 0}, engine.Action{Kind: 0, A: 1})
	}
	return dst
}

func (g *twoTurns) Apply(a engine.Action, _ *engine.Log) error {
	if !engine.Contains(g.Legal(nil), a) {
		return engine.Errorf(engine.CodeIllegal, "twoTurns: %+v", a)
	}
	if a.Kind == 0 {
		g.picks++
	} else {
		g.ends++
	}
	return nil
}

func (g *twoTurns) Clone() engine.Game                   { c := *g; return &c }
func (g *twoTurns) View(engine.Seat) engine.Game         { return g.Clone() }
func (g *twoTurns) Determinize(engine.Seat, *engine.RNG) {}
func (g *twoTurns) Checksum() uint64                     { return uint64(g.picks) | uint64(g.ends)<<8 }
func (g *twoTurns) Result() engine.Result {
	return engine.Result{Scores: []engine.Score{{Seat: 0}}, Place: []int{1}}
}

// With TurnEnds, OwnTurn and LeafLookahead stop at the end of the seat's
// turn where the seat does not change: neither the tree nor a leaf's
// greedy play reaches the second turn's pick. Without it both run on into
// the next turn; and where the title's Seats says one seat plays, the
// plain search runs (rollouts to the end) whatever the config says.
func TestISMCTSTurnEndsStopsTheSearch(t *testing.T) {
	for _, tc := range []struct {
		withEnds, solo bool
		stops          bool
	}{{false, false, false}, {true, false, true}, {true, true, false}} {
		withEnds := tc.withEnds
		seen := 0 // positions Evaluate saw past the first turn
		title := &engine.Title{ID: "twoTurns", MinPlayers: 1, MaxPlayers: 1,
			Evaluate: func(g engine.Game, _ engine.Seat) float64 {
				if g.(*twoTurns).picks >= 2 || g.(*twoTurns).ends >= 2 {
					seen++
				}
				return 0.5
			}}
		if withEnds {
			title.TurnEnds = func(a engine.Action) bool { return a.Kind == 1 }
		}
		seats := 2 // twoTurns has one seat; "2" keeps the tuned search on
		if tc.solo {
			seats = 1
		}
		title.Seats = func(engine.Game) int { return seats }
		p := bot.NewISMCTS(title, 1, bot.ISMCTSConfig{Iterations: 40, Trees: 1, OwnTurn: true, LeafLookahead: 4})
		if _, err := p.Choose(context.Background(), &twoTurns{}, 0); err != nil {
			t.Fatal(err)
		}
		if (seen == 0) != tc.stops {
			t.Errorf("TurnEnds set %v, solo %v: Evaluate saw %d positions of the second turn", withEnds, tc.solo, seen)
		}
	}
}

// Re-ranking plays the tree's candidates on through the others' answers:
// the own-turn tree prefers plan 1 (the better turn by Evaluate), and the
// greedy reply rollout finds that seat 1 answers it with the winning
// reply, so plan 0 is played. Without re-ranking (0 candidates, or 1,
// which has nothing to compare) the tree's choice stands.
func TestISMCTSRerankSeesTheReply(t *testing.T) {
	for _, tc := range []struct {
		candidates int
		want       uint8
	}{{0, 1}, {1, 1}, {2, 0}} {
		p := bot.NewISMCTS(plansTitle, 1, bot.ISMCTSConfig{Iterations: 200, RolloutDepth: -1, Trees: 2, OwnTurn: true,
			Candidates: tc.candidates, Samples: 3})
		g := &plans{plan: -1, reply: -1}
		a, err := p.Choose(context.Background(), g.View(0), 0)
		if err != nil || a != (engine.Action{Kind: 0, A: tc.want}) {
			t.Errorf("%d candidates: chose %+v (%v), want plan %d", tc.candidates, a, err, tc.want)
		}
	}
}

// bait is plans with a longer horizon: after seat 1's reply seat 0 has a
// turn of its own (one pick, 0 or 1) before the game ends, and only the
// pick after plan 0 pays. A re-ranking that plays the reply alone sees
// plan 1 win (Evaluate there still likes plan 1); playing two turns after
// the seat's own (the reply and the seat's next turn) shows plan 0's pick.
type bait struct {
	plans
	last int8 // seat 0's closing pick, -1 until made
}

func (b *bait) Current() engine.Seat {
	switch {
	case b.last >= 0:
		return engine.GameOver
	case b.reply >= 0:
		return 0
	}
	return b.plans.Current()
}

func (b *bait) Legal(dst []engine.Action) []engine.Action {
	switch {
	case b.last >= 0:
		return dst
	case b.reply >= 0:
		return append(dst, engine.Action{Kind: 3, A: 0}, engine.Action{Kind: 3, A: 1})
	}
	return b.plans.Legal(dst)
}

func (b *bait) Apply(a engine.Action, log *engine.Log) error {
	if !engine.Contains(b.Legal(nil), a) {
		return engine.Errorf(engine.CodeIllegal, "bait: %+v", a)
	}
	if a.Kind == 3 {
		b.last = int8(a.A)
		return nil
	}
	return b.plans.Apply(a, log)
}

func (b *bait) Clone() engine.Game                   { c := *b; return &c }
func (b *bait) View(engine.Seat) engine.Game         { return b.Clone() }
func (b *bait) Determinize(engine.Seat, *engine.RNG) {}
func (b *bait) Checksum() uint64                     { return b.plans.Checksum() | uint64(uint8(b.last))<<16 }

// Result: seat 0 wins by plan 0 and pick 1 only.
func (b *bait) Result() engine.Result {
	r := engine.Result{Scores: []engine.Score{{Seat: 0}, {Seat: 1, Total: 1}}, Place: []int{2, 1}}
	if b.plan == 0 && b.last == 1 {
		r.Scores[0].Total, r.Scores[1].Total, r.Place = 1, 0, []int{1, 2}
	}
	return r
}

// baitTitle's Evaluate (seat 0's; seat 1's is the rest) likes plan 1 until
// the game is over.
var baitTitle = &engine.Title{ID: "bait", MinPlayers: 2, MaxPlayers: 2,
	Evaluate: func(g engine.Game, seat engine.Seat) float64 {
		v := 0.4
		if g.(*bait).plan == 1 {
			v = 0.6
		}
		if seat == 1 {
			v = 1 - v
		}
		return v
	}}

func TestISMCTSRerankTurnsSetTheHorizon(t *testing.T) {
	for _, tc := range []struct {
		turns int
		want  uint8
	}{{1, 1}, {2, 0}} {
		p := bot.NewISMCTS(baitTitle, 1, bot.ISMCTSConfig{Iterations: 200, RolloutDepth: -1, Trees: 2, OwnTurn: true,
			Candidates: 2, Samples: 2, Turns: tc.turns})
		g := &bait{plans: plans{plan: -1, reply: -1}, last: -1}
		a, err := p.Choose(context.Background(), g.View(0), 0)
		if err != nil || a != (engine.Action{Kind: 0, A: tc.want}) {
			t.Errorf("%d turns: chose %+v (%v), want plan %d", tc.turns, a, err, tc.want)
		}
	}
}

// menu is a one-decision game: seat 0 picks one of ten dishes, seat 1
// then passes and the game ends. Evaluate rates the dishes by menuValue,
// which is not Legal's order, so a search that opens the dishes in
// Evaluate's order shows it in which dishes it visited.
type menu struct {
	dish   int8 // -1 until picked
	passed bool
}

var menuValue = [10]float64{0.3, 0.9, 0.1, 0.5, 0.8, 0.2, 0.6, 0.0, 0.7, 0.4}

func (m *menu) Current() engine.Seat {
	switch {
	case m.passed:
		return engine.GameOver
	case m.dish >= 0:
		return 1
	}
	return 0
}

func (m *menu) Legal(dst []engine.Action) []engine.Action {
	switch m.Current() {
	case 0:
		for i := range menuValue {
			dst = append(dst, engine.Action{Kind: 0, A: uint8(i)})
		}
	case 1:
		dst = append(dst, engine.Action{Kind: 1})
	}
	return dst
}

func (m *menu) Apply(a engine.Action, _ *engine.Log) error {
	if !engine.Contains(m.Legal(nil), a) {
		return engine.Errorf(engine.CodeIllegal, "menu: %+v", a)
	}
	if a.Kind == 0 {
		m.dish = int8(a.A)
	} else {
		m.passed = true
	}
	return nil
}

func (m *menu) Clone() engine.Game                   { c := *m; return &c }
func (m *menu) View(engine.Seat) engine.Game         { return m.Clone() }
func (m *menu) Determinize(engine.Seat, *engine.RNG) {}
func (m *menu) Checksum() uint64                     { return uint64(uint8(m.dish)) }
func (m *menu) Result() engine.Result {
	return engine.Result{Scores: []engine.Score{{Seat: 0}, {Seat: 1}}, Place: []int{1, 1}}
}

var menuTitle = &engine.Title{ID: "menu", MinPlayers: 2, MaxPlayers: 2,
	Evaluate: func(g engine.Game, seat engine.Seat) float64 {
		m := g.(*menu)
		v := 0.5
		if m.dish >= 0 {
			v = menuValue[m.dish]
		}
		if seat == 1 {
			v = 1 - v
		}
		return v
	}}

// Progressive widening opens the dishes in Evaluate's order, and no more
// than 1 + W·√visits of them: after 20 iterations with W = 1 the root has
// opened 6 (before the iterations at 0, 1, 2, 5, 10 and 17 visits, where
// the open count first falls below 1 + √visits), the six best dishes
// (0.9, 0.8, 0.7, 0.6, 0.5, 0.4). Without widening every dish is
// opened once before any is revisited, so all ten are.
func TestISMCTSWideningOpensInEvaluateOrder(t *testing.T) {
	for _, tc := range []struct {
		widening float64
		want     []uint8 // dishes visited, in Legal's order
	}{
		{1, []uint8{1, 3, 4, 6, 8, 9}},
		{0, []uint8{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}},
	} {
		p := bot.NewISMCTS(menuTitle, 1, bot.ISMCTSConfig{Iterations: 20, RolloutDepth: -1, Trees: 1, OwnTurn: true,
			Widening: tc.widening})
		g := &menu{dish: -1}
		a, err := p.Choose(context.Background(), g.View(0), 0)
		if err != nil {
			t.Fatal(err)
		}
		var got []uint8
		for _, st := range p.Stats() {
			if st.Visits > 0 {
				got = append(got, st.Action.A)
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("widening %g: visited dishes %v, want %v", tc.widening, got, tc.want)
		}
		if a.A != 1 {
			t.Errorf("widening %g: chose dish %d, want the best, 1", tc.widening, a.A)
		}
	}
}

// route is a turn of three decisions (P, Q, R, each 0 or 1) for seat 0,
// then seat 1 passes and the game ends: seat 0 wins by P = 0, Q = 1, and
// P = 1 is a draw whatever follows. Evaluate misreads the half-played
// turn (after P = 0 it likes Q = 0, 0.8 against 0.3) and reads the
// finished one right (0.9 for P = 0, Q = 1; 0.2 for P = 0, Q = 0; 0.5 for
// P = 1), so a one-step greedy completion of P = 0 loses, while the own-
// turn tree plans Q = 1.
type route struct {
	pick   [3]int8 // -1 until made
	n      int8    // picks made
	passed bool
}

func (r *route) Current() engine.Seat {
	switch {
	case r.passed:
		return engine.GameOver
	case r.n == 3:
		return 1
	}
	return 0
}

func (r *route) Legal(dst []engine.Action) []engine.Action {
	switch r.Current() {
	case 0:
		dst = append(dst, engine.Action{Kind: uint8(r.n), A: 0}, engine.Action{Kind: uint8(r.n), A: 1})
	case 1:
		dst = append(dst, engine.Action{Kind: 3})
	}
	return dst
}

func (r *route) Apply(a engine.Action, _ *engine.Log) error {
	if !engine.Contains(r.Legal(nil), a) {
		return engine.Errorf(engine.CodeIllegal, "route: %+v", a)
	}
	if a.Kind == 3 {
		r.passed = true
	} else {
		r.pick[r.n] = int8(a.A)
		r.n++
	}
	return nil
}

func (r *route) Clone() engine.Game                   { c := *r; return &c }
func (r *route) View(engine.Seat) engine.Game         { return r.Clone() }
func (r *route) Determinize(engine.Seat, *engine.RNG) {}
func (r *route) Checksum() uint64 {
	return uint64(uint8(r.pick[0])) | uint64(uint8(r.pick[1]))<<8 | uint64(uint8(r.pick[2]))<<16 | uint64(r.n)<<24
}

func (r *route) Result() engine.Result {
	res := engine.Result{Scores: []engine.Score{{Seat: 0}, {Seat: 1, Total: 1}}, Place: []int{2, 1}}
	switch {
	case r.pick[0] == 1:
		res.Scores[1].Total, res.Place = 0, []int{1, 1}
	case r.pick[1] == 1:
		res.Scores[0].Total, res.Scores[1].Total, res.Place = 1, 0, []int{1, 2}
	}
	return res
}

var routeTitle = &engine.Title{ID: "route", MinPlayers: 2, MaxPlayers: 2,
	Evaluate: func(g engine.Game, seat engine.Seat) float64 {
		r := g.(*route)
		v := 0.5
		switch {
		case r.n < 2 || r.pick[0] == 1:
		case r.n == 2 && r.pick[1] == 0:
			v = 0.8
		case r.n == 2:
			v = 0.3
		case r.pick[1] == 0:
			v = 0.2
		default:
			v = 0.9
		}
		if seat == 1 {
			v = 1 - v
		}
		return v
	}}

// Re-ranking finishes each candidate's turn as the tree planned it: P = 0
// is then followed by Q = 1 and wins, where a one-step greedy finish
// (Q = 0) would lose it and make the draw of P = 1 look better.
func TestISMCTSRerankFollowsTheTreesPlan(t *testing.T) {
	p := bot.NewISMCTS(routeTitle, 1, bot.ISMCTSConfig{Iterations: 400, RolloutDepth: -1, Trees: 2, OwnTurn: true,
		Candidates: 2, Samples: 2})
	g := &route{pick: [3]int8{-1, -1, -1}}
	a, err := p.Choose(context.Background(), g.View(0), 0)
	if err != nil || a != (engine.Action{Kind: 0, A: 0}) {
		t.Errorf("chose %+v (%v), want P = 0", a, err)
	}
}

// RerankToEnd re-ranks only where the title says so, and there plays to
// the game's end whatever RerankTurns says: on bait with one turn after
// the seat's own, the re-ranking sees only the reply and keeps plan 1
// (Evaluate's favourite); played to the end it finds plan 0's winning
// pick; where RerankToEnd says no, there is no re-ranking at all and the
// tree's own choice, plan 1, stands.
func TestISMCTSRerankToEndPlaysToTheEnd(t *testing.T) {
	always := func(engine.Game) bool { return true }
	never := func(engine.Game) bool { return false }
	for _, tc := range []struct {
		name  string
		toEnd func(engine.Game) bool
		want  uint8
	}{{"nil", nil, 1}, {"true", always, 0}, {"false", never, 1}} {
		title := *baitTitle
		title.RerankToEnd = tc.toEnd
		p := bot.NewISMCTS(&title, 1, bot.ISMCTSConfig{Iterations: 200, RolloutDepth: -1, Trees: 2, OwnTurn: true,
			Candidates: 2, Samples: 2, Turns: 1})
		g := &bait{plans: plans{plan: -1, reply: -1}, last: -1}
		a, err := p.Choose(context.Background(), g.View(0), 0)
		if err != nil || a != (engine.Action{Kind: 0, A: tc.want}) {
			t.Errorf("RerankToEnd %s: chose %+v (%v), want plan %d", tc.name, a, err, tc.want)
		}
	}
}

// answer: seat 0 picks a plan P (0 or 1), seat 1 answers R (0 or 1), and
// seat 0 closes with a pass; the game is over after it. Seat 0 wants R to
// match P.
type answer struct {
	p, r int8 // -1 until decided
	done bool
}

func (g *answer) Current() engine.Seat {
	switch {
	case g.p < 0:
		return 0
	case g.r < 0:
		return 1
	case !g.done:
		return 0
	}
	return engine.GameOver
}

func (g *answer) Legal(dst []engine.Action) []engine.Action {
	switch {
	case g.p < 0:
		dst = append(dst, engine.Action{Kind: 0, A: 0}, engine.Action{Kind: 0, A: 1})
	case g.r < 0:
		dst = append(dst, engine.Action{Kind: 1, A: 0}, engine.Action{Kind: 1, A: 1})
	case !g.done:
		dst = append(dst, engine.Action{Kind: 2})
	}
	return dst
}

func (g *answer) Apply(a engine.Action, _ *engine.Log) error {
	if !engine.Contains(g.Legal(nil), a) {
		return engine.Errorf(engine.CodeIllegal, "answer: %+v", a)
	}
	switch a.Kind {
	case 0:
		g.p = int8(a.A)
	case 1:
		g.r = int8(a.A)
	default:
		g.done = true
	}
	return nil
}

func (g *answer) Clone() engine.Game                   { c := *g; return &c }
func (g *answer) View(engine.Seat) engine.Game         { return g.Clone() }
func (g *answer) Determinize(engine.Seat, *engine.RNG) {}
func (g *answer) Checksum() uint64 {
	return uint64(uint8(g.p)) | uint64(uint8(g.r))<<8 | map[bool]uint64{true: 1 << 16}[g.done]
}

func (g *answer) Result() engine.Result {
	r := engine.Result{Scores: []engine.Score{{Seat: 0}, {Seat: 1, Total: 1}}, Place: []int{2, 1}}
	if g.p == g.r {
		r.Scores[0].Total, r.Scores[1].Total, r.Place = 1, 0, []int{1, 2}
	}
	return r
}

// SearchEvaluate is the searching seat's own reading; the other seats are
// still modelled by Evaluate. On answer, Evaluate makes seat 1 always
// answer 0 and tells seat 0 nothing after the answer (0.5), so without
// SearchEvaluate the re-ranking ties and the tree's choice, plan 1
// (Evaluate 0.6 against 0.4 at the turn's end), stands. Seat 0's own
// reading (a match is worth 1) with seat 1 modelled by Evaluate finds
// that only plan 0 is matched. Had the search modelled seat 1 by seat 0's
// reading too (1 less its value: seat 1 then never matches), the
// candidates would tie again and plan 1 would stand.
func TestISMCTSSearchEvaluateModelsTheOthersByEvaluate(t *testing.T) {
	evaluate := func(eg engine.Game, seat engine.Seat) float64 {
		g := eg.(*answer)
		if seat == 1 {
			if g.r == 0 {
				return 1
			}
			return 0
		}
		switch {
		case g.r >= 0:
			return 0.5
		case g.p == 1:
			return 0.6
		}
		return 0.4
	}
	own := func(eg engine.Game, seat engine.Seat) float64 {
		g := eg.(*answer)
		v := evaluate(eg, 0)
		if g.r >= 0 {
			v = 0
			if g.r == g.p {
				v = 1
			}
		}
		if seat == 1 {
			v = 1 - v
		}
		return v
	}
	for _, tc := range []struct {
		name string
		own  func(engine.Game, engine.Seat) float64
		want uint8
	}{{"nil", nil, 1}, {"own", own, 0}} {
		title := &engine.Title{ID: "answer", MinPlayers: 2, MaxPlayers: 2, Evaluate: evaluate, SearchEvaluate: tc.own}
		p := bot.NewISMCTS(title, 1, bot.ISMCTSConfig{Iterations: 100, RolloutDepth: -1, Trees: 2, OwnTurn: true,
			Candidates: 2, Samples: 2, Turns: 1})
		a, err := p.Choose(context.Background(), &answer{p: -1, r: -1}, 0)
		if err != nil || a != (engine.Action{Kind: 0, A: tc.want}) {
			t.Errorf("SearchEvaluate %s: chose %+v (%v), want plan %d", tc.name, a, err, tc.want)
		}
	}
}
