package sim

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"stolik/rules/bot"
	"stolik/rules/engine"
)

// BotSpec is one seat's bot: a kind and a level (1..3).
type BotSpec struct {
	Kind  string
	Level int
}

func (b BotSpec) String() string {
	if b.Kind == "random" || b.Kind == "greedy" {
		return b.Kind
	}
	return b.Kind + ":" + strconv.Itoa(b.Level)
}

// ParseBots reads "ismcts:3,greedy,random" (level defaults to 3 for
// ismcts). A shorter list than players is padded with its last entry.
func ParseBots(list string, players int) ([]BotSpec, error) {
	var out []BotSpec
	for _, f := range strings.Split(list, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		kind, lvl, hasLvl := strings.Cut(f, ":")
		spec := BotSpec{Kind: kind, Level: 3}
		if hasLvl {
			n, err := strconv.Atoi(lvl)
			if err != nil || n < 1 || n > 3 {
				return nil, fmt.Errorf("bot %q: level must be 1..3", f)
			}
			spec.Level = n
		}
		switch kind {
		case "random", "greedy", "ismcts":
		default:
			return nil, fmt.Errorf("unknown bot %q (random, greedy, ismcts[:1-3])", kind)
		}
		out = append(out, spec)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no bots given")
	}
	for len(out) < players {
		out = append(out, out[len(out)-1])
	}
	if len(out) > players {
		return nil, fmt.Errorf("%d bots for %d players", len(out), players)
	}
	return out, nil
}

// Options configure a run of games.
type Options struct {
	Title    *engine.Title
	Players  int
	Bots     []BotSpec
	Seed     int64 // game i uses Seed+i
	Games    int
	Options  map[string]string
	Rotate   bool // seat i of game g plays Bots[(i+g)%n]: removes seat bias from bot comparisons
	Workers  int  // 0 = GOMAXPROCS
	MaxSteps int  // safety bound per game; 0 = 20000
	Dump     bool // include the final public state
	Cards    bool // record each seat's owned cards (titles with CardOwner)
}

// GameResult is one finished game, the JSON line of `stolik sim -json`.
type GameResult struct {
	Game      string          `json:"game"`
	Seed      int64           `json:"seed"`
	Players   int             `json:"players"`
	Bots      []string        `json:"bots"`
	Scores    []int           `json:"scores"`
	Ranking   []int           `json:"ranking"`
	NoWinner  bool            `json:"no_winner,omitempty"`
	Decisions int             `json:"decisions"`
	Rounds    int             `json:"rounds"`
	First     int             `json:"first_player"` // seat that took the first turn
	Millis    int64           `json:"milliseconds"`
	State     json.RawMessage `json:"state,omitempty"`
	Cards     [][]string      `json:"cards,omitempty"` // per seat, with Options.Cards
}

// Failure is a rules or bot error, with what reproduces it.
type Failure struct {
	Seed   int64
	Index  int // action index at which it happened
	Action string
	Err    error
}

func (f *Failure) Error() string {
	return fmt.Sprintf("seed %d, action %d (%s): %v", f.Seed, f.Index, f.Action, f.Err)
}

// Rounder is implemented by titles that count rounds for reports.
type Rounder interface{ Round() int }

// Starter is implemented by titles whose first player is not seat 0, so
// reports can count wins by turn position rather than by seat index.
type Starter interface{ FirstPlayer() int }

// CardOwner is implemented by titles whose players build decks: the ids
// of the cards seat owns (each once), for the balance check "no card in
// more than twice its share of the winners' decks".
type CardOwner interface{ OwnedCards(seat int) []string }

// PlayOne plays game number g of the run to the end.
func PlayOne(ctx context.Context, o Options, g int) (GameResult, error) {
	seed := o.Seed + int64(g)
	n := o.Players
	specs := make([]BotSpec, n)
	for i := range specs {
		j := i
		if o.Rotate {
			j = (i + g) % n
		}
		specs[i] = o.Bots[j]
	}
	res := GameResult{Game: o.Title.ID, Seed: seed, Players: n}
	players := make([]bot.Player, n)
	for i, sp := range specs {
		p, err := bot.New(sp.Kind, sp.Level, o.Title, uint64(seed)*31+uint64(i)+1)
		if err != nil {
			return res, err
		}
		players[i] = p
		res.Bots = append(res.Bots, sp.String())
	}
	cfg := engine.Config{Players: n, Seed: uint64(seed), Options: copyMap(o.Options)}
	if err := o.Title.Validate(&cfg); err != nil {
		return res, err
	}
	start := time.Now()
	game, err := o.Title.New(cfg, nil)
	if err != nil {
		return res, err
	}
	maxSteps := o.MaxSteps
	if maxSteps == 0 {
		maxSteps = 20000
	}
	for step := 0; game.Current() != engine.GameOver; step++ {
		if step >= maxSteps {
			return res, &Failure{Seed: seed, Index: step, Err: fmt.Errorf("no end after %d decisions", maxSteps)}
		}
		seat := game.Current()
		if int(seat) < 0 || int(seat) >= n {
			return res, &Failure{Seed: seed, Index: step, Err: fmt.Errorf("current seat %v out of range", seat)}
		}
		a, err := players[seat].Choose(ctx, game.View(seat), seat)
		if err != nil {
			return res, &Failure{Seed: seed, Index: step, Err: fmt.Errorf("bot %s: %w", specs[seat], err)}
		}
		if err := game.Apply(a, nil); err != nil {
			return res, &Failure{Seed: seed, Index: step, Action: a.Format(o.Title.KindNames), Err: err}
		}
		res.Decisions++
	}
	res.Millis = time.Since(start).Milliseconds()
	r := game.Result()
	for _, s := range r.Scores {
		res.Scores = append(res.Scores, s.Total)
	}
	res.Ranking = r.Place
	res.NoWinner = r.NoWinner
	if rd, ok := game.(Rounder); ok {
		res.Rounds = rd.Round()
	}
	if st, ok := game.(Starter); ok {
		res.First = st.FirstPlayer()
	}
	if co, ok := game.(CardOwner); ok && o.Cards {
		for i := 0; i < n; i++ {
			res.Cards = append(res.Cards, co.OwnedCards(i))
		}
	}
	if o.Dump {
		if b, err := json.Marshal(game.View(engine.Observer)); err == nil {
			res.State = b
		}
	}
	return res, nil
}

func copyMap(m map[string]string) map[string]string {
	out := make(map[string]string, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// Run plays o.Games games on several workers and hands each result to emit
// in game order, so output is identical whatever the scheduling. It stops
// at the first failure and returns it.
func Run(ctx context.Context, o Options, emit func(GameResult)) error {
	workers := o.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	type item struct {
		res GameResult
		err error
	}
	slots := make([]chan item, o.Games)
	for i := range slots {
		slots[i] = make(chan item, 1)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range next {
				r, err := PlayOne(ctx, o, g)
				slots[g] <- item{r, err}
			}
		}()
	}
	go func() {
		defer close(next)
		for g := 0; g < o.Games; g++ {
			select {
			case next <- g:
			case <-ctx.Done():
				return
			}
		}
	}()
	var firstErr error
	for g := 0; g < o.Games; g++ {
		it := <-slots[g]
		if it.err != nil {
			firstErr = it.err
			break
		}
		emit(it.res)
	}
	cancel()
	wg.Wait()
	return firstErr
}

// Summary aggregates results per bot (by seat when bots do not rotate).
type Summary struct {
	Games    int
	NoWinner int
	Wins     map[string]float64 // shared first places split
	Played   map[string]int
	ScoreSum map[string]int
	SeatWins []float64
	TurnWins []float64 // by turn position: 0 = the first player
	Min, Max int
	TotalSum int
	Scores   int
	// Card shares (with Options.Cards): decks holding a card, and the
	// winners' decks holding it (shared first places split).
	Decks, WinDecks map[string]float64
	NDecks, NWin    float64
}

// NewSummary starts an empty summary for n seats.
func NewSummary(n int) *Summary {
	return &Summary{Wins: map[string]float64{}, Played: map[string]int{}, ScoreSum: map[string]int{},
		SeatWins: make([]float64, n), TurnWins: make([]float64, n), Min: 1 << 30, Max: -1 << 30,
		Decks: map[string]float64{}, WinDecks: map[string]float64{}}
}

// Add counts one game.
func (s *Summary) Add(r GameResult) {
	s.Games++
	if r.NoWinner {
		s.NoWinner++
	}
	firsts := 0
	for _, p := range r.Ranking {
		if p == 1 {
			firsts++
		}
	}
	for i, b := range r.Bots {
		s.Played[b]++
		if i < len(r.Scores) {
			s.ScoreSum[b] += r.Scores[i]
			s.TotalSum += r.Scores[i]
			s.Scores++
			s.Min = min(s.Min, r.Scores[i])
			s.Max = max(s.Max, r.Scores[i])
		}
		won := !r.NoWinner && i < len(r.Ranking) && r.Ranking[i] == 1 && firsts > 0
		if i < len(r.Cards) {
			s.NDecks++
			if won {
				s.NWin += 1 / float64(firsts)
			}
			for _, c := range r.Cards[i] {
				s.Decks[c]++
				if won {
					s.WinDecks[c] += 1 / float64(firsts)
				}
			}
		}
		if won {
			share := 1 / float64(firsts)
			s.Wins[b] += share
			s.SeatWins[i] += share
			s.TurnWins[(i-r.First+len(s.TurnWins))%len(s.TurnWins)] += share
		}
	}
}

// Write prints the summary in plain text.
func (s *Summary) Write(w io.Writer) {
	fmt.Fprintf(w, "games: %d, no winner (tie for first): %d\n", s.Games, s.NoWinner)
	for i, v := range s.SeatWins {
		fmt.Fprintf(w, "seat %d wins: %.1f%%\n", i+1, 100*v/float64(max(1, s.Games)))
	}
	for i, v := range s.TurnWins {
		fmt.Fprintf(w, "turn position %d wins: %.1f%%\n", i+1, 100*v/float64(max(1, s.Games)))
	}
	names := make([]string, 0, len(s.Played))
	for b := range s.Played {
		names = append(names, b)
	}
	sort.Strings(names)
	for _, b := range names {
		n := s.Played[b]
		fmt.Fprintf(w, "bot %-9s seats played %5d  win share %.1f%%  mean score %.1f\n",
			b, n, 100*s.Wins[b]/float64(n), float64(s.ScoreSum[b])/float64(n))
	}
	if s.Scores > 0 {
		fmt.Fprintf(w, "scores: min %d, max %d, mean %.1f\n", s.Min, s.Max, float64(s.TotalSum)/float64(s.Scores))
	}
	if lifts := s.CardLifts(30); len(lifts) > 0 {
		fmt.Fprintf(w, "card share of winners' decks / of all decks (cards in ≥ 30 decks), highest:")
		for _, l := range lifts[:min(5, len(lifts))] {
			fmt.Fprintf(w, " %s %.2f", l.Card, l.Lift)
		}
		fmt.Fprintln(w)
	}
}

// CardLift is how much more often than its share of all decks a card is
// in the winners' decks (1 = as often; 2 = twice).
type CardLift struct {
	Card string
	Lift float64
}

// CardLifts lists the lifts of the cards held in at least minDecks decks,
// highest first.
func (s *Summary) CardLifts(minDecks int) []CardLift {
	if s.NWin == 0 || s.NDecks == 0 {
		return nil
	}
	var out []CardLift
	for c, k := range s.Decks {
		if k >= float64(minDecks) {
			out = append(out, CardLift{c, (s.WinDecks[c] / s.NWin) / (k / s.NDecks)})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Lift != out[j].Lift {
			return out[i].Lift > out[j].Lift
		}
		return out[i].Card < out[j].Card
	})
	return out
}
