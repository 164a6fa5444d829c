package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"stolik/locales"
	"stolik/rules/engine"
	"stolik/rules/sim"
	"stolik/rules/titles"
)

// optionFlags collects repeated -opt key=value flags.
type optionFlags map[string]string

func (o optionFlags) String() string { return fmt.Sprint(map[string]string(o)) }
func (o optionFlags) Set(v string) error {
	k, val, ok := strings.Cut(v, "=")
	if !ok || k == "" {
		return fmt.Errorf("expected key=value, got %q", v)
	}
	o[k] = val
	return nil
}

// Sim runs `stolik sim` and returns the process exit code.
func Sim(args []string, stdout, stderr io.Writer, stderrIsTerminal bool) int {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "donjon", "title code name")
	players := fs.Int("players", 2, "number of players")
	bots := fs.String("bots", "random", "comma-separated bots: random, greedy, ismcts[:level 1-3]")
	seed := fs.Int64("seed", 1, "seed of the first game; game i uses seed+i")
	games := fs.Int("games", 1, "number of games")
	asJSON := fs.Bool("json", false, "print one JSON line per game")
	dump := fs.Bool("dump", false, "add the final public state to each JSON line")
	cards := fs.Bool("cards", false, "record owned cards and report each card's share of the winners' decks")
	rotate := fs.Bool("rotate", false, "rotate bots through the seats game by game (removes seat bias)")
	workers := fs.Int("workers", 0, "parallel games (0 = number of CPUs)")
	opts := optionFlags{}
	fs.Var(opts, "opt", "title option key=value (repeatable)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	t := titles.Get(*game)
	if !titles.Playable(t) {
		fmt.Fprintf(stderr, "sim: unknown or unbuilt title %q\n", *game)
		return 2
	}
	specs, err := sim.ParseBots(*bots, *players)
	if err != nil {
		fmt.Fprintln(stderr, "sim:", err)
		return 2
	}
	o := sim.Options{Title: t, Players: *players, Bots: specs, Seed: *seed, Games: *games,
		Options: opts, Rotate: *rotate, Workers: *workers, Dump: *dump, Cards: *cards}
	sum := sim.NewSummary(*players)
	enc := json.NewEncoder(stdout)
	done := 0
	err = sim.Run(context.Background(), o, func(r sim.GameResult) {
		done++
		sum.Add(r)
		if *asJSON {
			enc.Encode(r)
		}
		if stderrIsTerminal {
			fmt.Fprintf(stderr, "\r%d/%d games", done, *games)
		}
	})
	if stderrIsTerminal {
		fmt.Fprintln(stderr)
	}
	if err != nil {
		fmt.Fprintln(stderr, "sim: error:", err)
		var f *sim.Failure
		if errors.As(err, &f) {
			fmt.Fprintf(stderr, "sim: reproduce with: stolik sim -game %s -players %d -bots %s -seed %d -games 1\n",
				*game, *players, *bots, f.Seed)
		}
		return 1
	}
	if !*asJSON {
		sum.Write(stdout)
	}
	return 0
}

// Replay runs `stolik replay FILE`: prints the match's Polish log and the
// final state's checksum. A broken file exits 1 with a clear message.
func Replay(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	lang := fs.String("lang", "pl", "language of the log (pl, en)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "użycie: stolik replay PLIK")
		return 2
	}
	loc, err := locales.New(*lang)
	if err != nil {
		fmt.Fprintln(stderr, "replay:", err)
		return 1
	}
	data, err := os.ReadFile(fs.Arg(0))
	if err != nil {
		fmt.Fprintln(stderr, loc.Error(engine.Errorf(engine.CodeBadSave, "%v", err)))
		return 1
	}
	m, err := engine.DecodeSave(data)
	if err != nil {
		fmt.Fprintf(stderr, "%s\n", loc.Error(err))
		return 1
	}
	t := titles.Get(m.Title)
	if !titles.Playable(t) {
		fmt.Fprintln(stderr, loc.Error(engine.Errorf(engine.CodeBadSave, "unknown title %q", m.Title)))
		return 1
	}
	s, err := engine.Start(t, *m)
	if err != nil {
		fmt.Fprintln(stderr, loc.Error(err))
		return 1
	}
	for _, e := range s.Events() {
		if pub, ok := e.For(engine.Observer); ok {
			fmt.Fprintln(stdout, loc.Event(pub))
		}
	}
	fmt.Fprintf(stdout, "checksum %016x, %d actions\n", s.Game.Checksum(), len(s.Steps))
	return 0
}
