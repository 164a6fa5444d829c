package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"stolik/locales"
	"stolik/rules/bot"
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

// Sim runs `stolik sim` and returns the process exit code: 2 with a
// Polish message for any refused flag (unknown title, a player count the
// title does not allow, a bad bot list or option, a game or worker count
// out of range), 1 for a rules error, 0 otherwise.
func Sim(args []string, stdout, stderr io.Writer, stderrIsTerminal bool) int {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	game := fs.String("game", "donjon", "title code name")
	players := fs.Int("players", 2, "number of players")
	bots := fs.String("bots", "random", "comma-separated bots: random, greedy, ismcts[:level 1-3]")
	seed := fs.Int64("seed", 1, "seed of the first game; game i uses seed+i")
	games := fs.Int("games", 1, "number of games (1-100000)")
	asJSON := fs.Bool("json", false, "print one JSON line per game")
	dump := fs.Bool("dump", false, "add the final public state to each JSON line")
	cards := fs.Bool("cards", false, "record owned cards and report each card's share of the winners' decks")
	rotate := fs.Bool("rotate", false, "rotate bots through the seats game by game (removes seat bias)")
	workers := fs.Int("workers", 0, "parallel games (0 = number of CPUs, at most 256)")
	opts := optionFlags{}
	fs.Var(opts, "opt", "title option key=value (repeatable)")
	c := NewChecker("sim")
	if c.Parse(fs, args, stderr) {
		return 0
	}
	var specs []sim.BotSpec
	var t *engine.Title
	if c.OK() && c.NoArgs(fs) {
		t = c.Title(*game, true)
	}
	if c.OK() && c.Players(t, *players) && c.Range("games", *games, 1, MaxGames) &&
		c.Range("workers", *workers, 0, MaxWorkers) && c.Options(t, opts) {
		specs = c.Bots(*bots, *players)
	}
	if code := c.Report(stderr); code != 0 {
		return code
	}
	o := sim.Options{Title: t, Players: *players, Bots: specs, Seed: *seed, Games: *games,
		Options: opts, Rotate: *rotate, Workers: *workers, Dump: *dump, Cards: *cards}
	sum := sim.NewSummary(*players)
	enc := json.NewEncoder(stdout)
	done := 0
	err := sim.Run(context.Background(), o, func(r sim.GameResult) {
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

// Replay runs `stolik replay FILE`: prints the match's Polish log (with the
// players' names) and the final state's checksum. A file that cannot be
// used (missing, not a regular file, too large, damaged, of an unknown
// title or bot) exits 1 with a precise message; bad flags exit 2.
func Replay(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	lang := fs.String("lang", "pl", "language of the log (pl, en)")
	c := NewChecker("replay")
	if c.Parse(fs, args, stderr) {
		fmt.Fprintln(stderr, c.Loc.T("cli.replay_usage", nil))
		return 0
	}
	if c.OK() && *lang != "pl" && *lang != "en" {
		c.fail("cli.lang", map[string]any{"lang": engine.Clip(*lang, 16)})
	}
	if c.OK() && fs.NArg() != 1 {
		c.fail("cli.replay_usage", nil)
	}
	if code := c.Report(stderr); code != 0 {
		return code
	}
	loc, err := locales.New(*lang)
	if err != nil {
		fmt.Fprintln(stderr, "replay:", err)
		return 1
	}
	path := fs.Arg(0)
	data, err := engine.ReadFileLimited(path, engine.MaxSaveBytes, engine.CodeBadSave)
	if err != nil {
		fmt.Fprintln(stderr, "replay: "+loc.T("cli.file", map[string]any{"path": path, "reason": loc.Reason(err)}))
		return 1
	}
	m, err := engine.DecodeSave(data)
	if err == nil {
		err = engine.CheckMatch(m, titles.Get(m.Title), func(kind string, level int) bool {
			return slices.Contains(bot.Kinds(), kind)
		})
	}
	var s *engine.Session
	if err == nil {
		s, err = engine.Start(titles.Get(m.Title), *m)
	}
	if err != nil {
		fmt.Fprintln(stderr, "replay: "+loc.Error(err))
		return 1
	}
	names := make([]string, len(m.Seats))
	for i, sc := range m.Seats {
		names[i] = sc.Name
	}
	for _, e := range s.Events() {
		if pub, ok := e.For(engine.Observer); ok {
			fmt.Fprintln(stdout, loc.EventNamed(pub, names))
		}
	}
	fmt.Fprintf(stdout, "checksum %016x, %d actions\n", s.Game.Checksum(), len(s.Steps))
	return 0
}
