package engine

import (
	"fmt"
	"strings"
)

// Seat is a player's index, 0-based, clockwise from the first seat.
type Seat int8

const (
	// GameOver is what Current returns once the game has ended.
	GameOver Seat = -1
	// Observer asks View for what everybody may know.
	Observer Seat = -2
)

// Game is one title's state behind the platform: bots, tests, replays and
// scenes reach a title only through these methods. Every method's promise
// is checked for every title by the conformance suite (rules/enginetest);
// the package documentation says how they fit together.
type Game interface {
	// Current is the seat whose decision it is, or GameOver once the game
	// has ended. A decision taken out of turn ("every other player
	// chooses ...") is an ordinary decision of that seat: Current names
	// it. It never changes the state.
	Current() Seat

	// Legal appends every legal action of the current decision to dst and
	// returns the slice. It lists no action twice, in a deterministic
	// order, returns nothing exactly when the game is over, never changes
	// the state and never allocates when cap(dst) suffices (bots call it
	// millions of times). The seat to move must be able to list its own
	// actions from what it knows: a determinization of its view gives the
	// same list.
	Legal(dst []Action) []Action

	// Apply plays a. It is the one source of legality and accepts exactly
	// the actions Legal lists: anything else returns a *RuleError (with a
	// Code the locales turn into a Polish message) and leaves the state
	// byte for byte unchanged. It never panics, whatever a holds. Every
	// accepted action changes the state. When log is non-nil it appends
	// the events of what happened, the decision itself included; bots
	// pass nil and pay nothing for the log. Events that show information
	// only one seat may know are Private to it (with a PublicKey for the
	// others), and events that show hidden information to anybody (a
	// draw, a face-down tile turned, a die) are marked Reveal; strict undo
	// and the secrecy test depend on both.
	Apply(a Action, log *Log) error

	// Clone returns an independent deep copy: applying actions to one
	// never changes the other. With a value state of fixed arrays it is
	// one allocation and a copy.
	Clone() Game

	// View returns a copy in which everything seat may not know is masked
	// (other hands as counts, deck orders unknown, face-down tiles), in a
	// canonical form, so two states that differ only in what seat cannot
	// see give views with equal checksums. Observer asks for the public
	// view. A view replaces or reseeds the state's RNG: the generator's
	// state would predict every future draw. Scenes draw only from views.
	// A view's Legal and Apply need not work until it is determinized.
	View(seat Seat) Game

	// Determinize resamples, in place, everything seat cannot see,
	// consistently with what it can: afterwards View(seat) is unchanged
	// and the state is a fully playable game. It works on a full state
	// and on View(seat) of the same seat, draws only from rng (the same
	// rng gives the same result) and reseeds the state's own RNG from it,
	// so two determinizations with different generators differ and
	// simulated futures do too. ISMCTS calls it once per iteration.
	Determinize(seat Seat, rng *RNG)

	// Checksum hashes the whole state, hidden parts and the RNG's position
	// included. Equal states have equal checksums and different states,
	// up to hash collisions, different ones: replay, saves and every
	// check of the conformance suite compare states through it. Titles
	// with a fixed-size state call StateChecksum and test their state type
	// with CheckStateEncoding.
	Checksum() uint64

	// Result is valid once Current() == GameOver (see Result for what it
	// must hold). It never changes the state.
	Result() Result
}

// Copier is an optional Game method set: CopyFrom makes the receiver an
// independent copy of src, exactly as src.Clone() would, but in the
// receiver's memory, and reports true; given a Game it cannot copy
// (another title's, or another type of its own) it changes nothing and
// reports false, and the caller clones instead. Searches that try thousands of
// positions a second recycle their scratch positions through it instead
// of allocating one per Clone. A title whose state is one value (Clone is
// `c := *g`) implements it as one assignment; the conformance suite
// checks that a copy equals its source and is independent of it.
type Copier interface {
	CopyFrom(src Game) bool
}

// Config is what a title needs to set up a game: how many seats, the
// title's options (keys and values as the title's OptionSpecs declare them)
// and the seed of the state's RNG.
type Config struct {
	Players int
	Seed    uint64
	Options map[string]string
}

// Option returns the value of an option, or def when unset.
func (c Config) Option(key, def string) string {
	if v, ok := c.Options[key]; ok {
		return v
	}
	return def
}

// OptionSpec declares one set-up option of a title. Labels are locale keys.
type OptionSpec struct {
	Key     string
	Label   string   // locale key of the option's name
	Choices []string // allowed values; the first is the default
	Labels  []string // locale keys, one per choice
	// Texts names the choices when they come from card data (already in
	// Polish) rather than from the locales; used where Labels is empty.
	Texts []string
	// When ("key=value") makes the option matter only while another option
	// has that value; set-up screens hide it otherwise. The key "players"
	// stands for the number of seats ("players=1": solo only).
	When string
}

// Active reports whether the option matters given the other options.
func (o OptionSpec) Active(values map[string]string) bool {
	if o.When == "" {
		return true
	}
	k, v, _ := strings.Cut(o.When, "=")
	return values[k] == v
}

// Title describes one game to the platform. It holds only functions and
// constants: no mutable state.
type Title struct {
	ID         string // code name: donjon, arnak, ...
	Name       string // locale key of the Polish name
	MinPlayers int
	MaxPlayers int
	Options    []OptionSpec
	// Secret reports whether seats hold information others may not see,
	// which is when hot-seat play needs the hand-off curtain.
	Secret bool
	// SecretWhen ("key=value") makes seats hold secrets only under that
	// option (a house rule that lets a player look at their own tile).
	SecretWhen string
	// KindNames names each action kind for the text form; index = Kind.
	// These names are the save format: a save stores "recruit 2 1 2", so
	// renaming a kind, or reusing a retired kind's number for another
	// meaning, breaks every save that holds it. Retire a kind by keeping
	// its name and number and no longer listing it in Legal.
	KindNames []string
	// New sets up a game. It validates cfg and returns a *RuleError
	// (CodeBadConfig) rather than panicking on a bad one. Automatic steps
	// before the first decision (the first player's opening phase) are
	// logged to log like any Apply; log may be nil.
	New func(cfg Config, log *Log) (Game, error)
	// Describe words a legal action of g before it is applied, for the
	// UI (choice buttons, hints, the bots' last move). The game log is not
	// built from it: Apply logs everything that happened, the decision
	// included, so no line is written twice.
	Describe func(g Game, a Action) Event
	// Evaluate is the greedy bot's hook: how good g is for seat, in [0,1],
	// read from what seat may know. Must not mutate g.
	Evaluate func(g Game, seat Seat) float64
	// RolloutDepth, if set, is where the search bots cut their random
	// rollouts for this title and score the position with Evaluate: a
	// title whose turn is many small decisions and whose Evaluate reads the
	// position well plays as strongly and much faster with short rollouts.
	RolloutDepth int
	// GreedyLookahead, if set, is how many of its own consecutive
	// decisions the greedy bot plays out greedily after each candidate
	// before judging it: a title whose turn is several decisions (play a
	// card, then dig with what it gave) is judged by the turn, not a step.
	GreedyLookahead int
	// LeafLookahead, if set, makes the search bots score a leaf by
	// letting the seat that just decided play on greedily (as the greedy
	// bot does) for at most this many of its own decisions, to the end of
	// its turn, instead of a random rollout: a title whose turn is several
	// decisions and whose Evaluate misreads a half-played turn is then
	// judged on whole turns.
	LeafLookahead int
	// SearchOwnTurn stops the search bots' trees at the end of the
	// searching seat's turn, scored there by Evaluate: a title whose
	// turns interact little and whose Evaluate reads a finished turn well
	// plans its own turn over many determinizations instead of guessing
	// at replies from hands it cannot see.
	SearchOwnTurn bool
	// TurnEnds, if set, tells the search bots which decisions end their
	// seat's turn, for SearchOwnTurn and LeafLookahead where the seat
	// does not change at a turn's end (a solo game; a seat playing on
	// after the others passed). Without it a turn ends where another
	// seat is to decide.
	TurnEnds func(a Action) bool
	// Seats, if set, is how many seats decide in g. The search bots use
	// SearchOwnTurn, LeafLookahead and Exploration only where more than
	// one does: they are there for other seats' unseen replies and
	// noisy rollouts through them, and a solo game's plain random
	// rollouts through its turns measured stronger.
	Seats func(g Game) int
	// Exploration, if set, is the search bots' UCB1 constant for this
	// title: an Evaluate whose good and bad moves differ by a few
	// hundredths needs less than the default 1, or the search spreads its
	// visits evenly and plays noise.
	Exploration float64
	// Widening, if positive, makes the search bots widen progressively:
	// a tree node visited n times opens at most 1 + Widening·√n of its
	// moves, in the order the mover's Evaluate likes them one step ahead,
	// so that a turn of many decisions (60 first actions, 60 second
	// ones) is judged by its likely continuations rather than by one
	// visit to each. Zero: every move is opened, at random, before any
	// is revisited.
	Widening float64
	// RerankCandidates, if above 1, makes the search bots check their
	// tree's choice by rollouts: the that many most visited root actions
	// are each played on RerankSamples determinizations (the same ones
	// for every candidate, so they are compared on the same deals and
	// draws), the seat finishes its turn and then RerankTurns more turns
	// are played, every seat by the greedy bot's policy (one sample,
	// GreedyLookahead), and the candidate with the best mean Evaluate
	// there is played. A title whose own-turn search only replays the
	// greedy bot's judgement (the same Evaluate at the same horizon)
	// then sees how the others answer and what its next turn can do.
	// Zero: the most visited root action, as before.
	RerankCandidates int
	// RerankSamples is the number of determinizations of the re-ranking
	// (see RerankCandidates); zero means 16.
	RerankSamples int
	// RerankTurns is how many turns after the seat's own the re-ranking
	// rollouts play before scoring (see RerankCandidates); zero means 1
	// (the next seat's answer). A turn ends where its seat changes or
	// after a decision TurnEnds names.
	RerankTurns int
	// RerankLookahead is how many of its own next decisions the
	// re-ranking rollouts' greedy policy plays out to judge a decision
	// (see RerankCandidates): zero means GreedyLookahead, as the greedy
	// bot judges; negative means none (each decision the one-step best,
	// many times cheaper).
	RerankLookahead int
	// EndByEvaluate makes the search bots score a finished game with
	// Evaluate, as they do a solo one, rather than by places: in a
	// co-operative title the seats share their places whether they won
	// or lost, so only the title can tell the two apart.
	EndByEvaluate bool
	// RerankToEnd, if set, limits the re-ranking (RerankCandidates) to
	// the positions where it returns true (e.g. the last round), and
	// there its rollouts play on to the game's end (not RerankTurns),
	// scored by the result: places first, then the score margin over the
	// best other seat, so that a move which wins by more, or loses by
	// less, is told apart where every candidate wins or every one loses.
	// Nil: RerankTurns everywhere, as before.
	RerankToEnd func(g Game) bool
	// SearchEvaluate, if set, is the search bots' own evaluation of their
	// seat's positions (the tree's rewards, its leaf and re-ranking
	// policies for that seat), while every other seat is still modelled
	// by Evaluate, as the greedy bot plays: a search may then read a
	// position differently from the opponent it expects. Nil: Evaluate
	// for every seat, as before.
	SearchEvaluate func(g Game, seat Seat) float64
	// Secrets lists, for the secrecy property test (rules/enginetest), the
	// pieces of hidden information of g, each changed alone in a copy:
	// one Secret per zone a seat may not know (another seat's hand, an
	// identity card, a deck's order, a face-down stack, a bag, the RNG).
	// It is written zone by zone from the rulebook, apart from View and
	// Determinize, so a zone that both forget is still caught. rng picks
	// which cards to swap. The suite requires it of every title that
	// declares secrets or whose Determinize changes anything; only a title
	// without any hidden information leaves it nil.
	Secrets func(g Game, rng *RNG) []Secret
}

// Secret is one piece of hidden information changed in a copy of a state.
// The secrecy test checks that every seat in Hidden gets the same View of
// Game as of the original (and the same events from the next action),
// and that Game really differs (its Checksum), so the test cannot pass by
// changing nothing. Titles return no entry for a zone that cannot change
// (an empty hand, a one-card deck).
type Secret struct {
	Name   string // for failure messages: "ręka gracza 2", "kolejność talii"
	Hidden []Seat // the seats that may not know it
	Game   Game   // a copy of the state with only this piece changed
}

// HasSecrets reports whether, with these options, seats hold information
// the others may not see.
func (t *Title) HasSecrets(options map[string]string) bool {
	if t.Secret {
		return true
	}
	return t.SecretWhen != "" && (OptionSpec{When: t.SecretWhen}).Active(options)
}

// Validate checks a config against the title's declared limits and
// options, filling defaults for unset options.
func (t *Title) Validate(cfg *Config) error {
	if cfg.Players < t.MinPlayers || cfg.Players > t.MaxPlayers {
		return Errorf(CodeBadConfig, "%s: %d players (allowed %d-%d)", t.ID, cfg.Players, t.MinPlayers, t.MaxPlayers)
	}
	if cfg.Options == nil {
		cfg.Options = map[string]string{}
	}
	for k := range cfg.Options {
		if t.option(k) == nil {
			return Errorf(CodeBadConfig, "%s: unknown option %q", t.ID, k)
		}
	}
	for _, o := range t.Options {
		v, ok := cfg.Options[o.Key]
		if !ok {
			if len(o.Choices) > 0 {
				cfg.Options[o.Key] = o.Choices[0]
			}
			continue
		}
		valid := len(o.Choices) == 0
		for _, c := range o.Choices {
			valid = valid || c == v
		}
		if !valid {
			return Errorf(CodeBadConfig, "%s: option %s=%q not allowed", t.ID, o.Key, v)
		}
	}
	return nil
}

func (t *Title) option(key string) *OptionSpec {
	for i := range t.Options {
		if t.Options[i].Key == key {
			return &t.Options[i]
		}
	}
	return nil
}

// String gives a readable seat for errors and logs.
func (s Seat) String() string {
	switch s {
	case GameOver:
		return "game-over"
	case Observer:
		return "observer"
	}
	return fmt.Sprintf("seat%d", int(s))
}
