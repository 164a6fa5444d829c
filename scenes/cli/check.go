package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"stolik/locales"
	"stolik/rules/bot"
	"stolik/rules/engine"
	"stolik/rules/sim"
	"stolik/rules/titles"
)

// Bounds on numeric flags. They refuse what would take absurd time or
// memory (each game of a run holds a result slot; each worker a
// goroutine with its own bots) instead of starting it.
const (
	MaxGames   = 100000
	MaxWorkers = 256
	MaxMoves   = 100000
	MaxFrames  = 10000
)

// Checker validates a subcommand's flags and words every refusal in
// Polish (locales' cli.* and problem.* messages), prefixed by the command.
// The first refusal is kept; the command prints it and exits 2.
type Checker struct {
	Cmd string
	Loc *locales.Localizer
	Err error
}

// NewChecker makes a checker for cmd ("sim", "replay", "shot") speaking
// Polish.
func NewChecker(cmd string) *Checker {
	loc, err := locales.New("pl")
	return &Checker{Cmd: cmd, Loc: loc, Err: err}
}

// FlagError is a refused command line: Msg is worded for the user, and
// the command exits with status 2.
type FlagError struct{ Msg string }

func (e *FlagError) Error() string { return e.Msg }

// fail records the first refusal.
func (c *Checker) fail(key string, args map[string]any) bool {
	if c.Err == nil {
		c.Err = &FlagError{Msg: c.Cmd + ": " + c.Loc.T(key, args)}
	}
	return false
}

// OK reports whether nothing was refused yet.
func (c *Checker) OK() bool { return c.Err == nil }

var (
	reUndefined = regexp.MustCompile(`^flag provided but not defined: (.*)$`)
	reBadValue  = regexp.MustCompile(`^invalid (?:boolean )?value "(.*)" for flag -([^:]+):`)
	reNeedsArg  = regexp.MustCompile(`^flag needs an argument: -(.*)$`)
)

// Parse parses args with fs, whose own messages are discarded: a bad flag
// is worded in Polish instead. It reports help when -h was asked for (the
// flags' usage is then printed to usage and the caller exits 0).
func (c *Checker) Parse(fs *flag.FlagSet, args []string, usage io.Writer) (help bool) {
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		fs.SetOutput(usage)
		fs.PrintDefaults()
		return true
	}
	if err != nil {
		msg := err.Error()
		switch {
		case reUndefined.MatchString(msg):
			c.fail("cli.unknown_flag", map[string]any{"flag": reUndefined.FindStringSubmatch(msg)[1]})
		case reBadValue.MatchString(msg):
			m := reBadValue.FindStringSubmatch(msg)
			if strings.HasPrefix(m[2], "opt") { // fs.Func's own refusal carries its reason
				c.fail("cli.opt_syntax", map[string]any{"value": engine.Clip(m[1], 40)})
			} else {
				c.fail("cli.bad_value", map[string]any{"flag": m[2], "value": engine.Clip(m[1], 40)})
			}
		case reNeedsArg.MatchString(msg):
			c.fail("cli.needs_value", map[string]any{"flag": reNeedsArg.FindStringSubmatch(msg)[1]})
		default:
			c.fail("cli.bad_flag", map[string]any{"detail": engine.Clip(msg, 80)})
		}
	}
	return false
}

// NoArgs refuses arguments left after the flags.
func (c *Checker) NoArgs(fs *flag.FlagSet) bool {
	if fs.NArg() == 0 {
		return true
	}
	return c.fail("cli.args", map[string]any{"arg": engine.Clip(fs.Arg(0), 40)})
}

// Title looks game up; built says it must have its rules (sim, replay).
func (c *Checker) Title(game string, built bool) *engine.Title {
	t := titles.Get(game)
	var ids []string
	for _, x := range titles.All() {
		if !built || titles.Playable(x) {
			ids = append(ids, x.ID)
		}
	}
	list := strings.Join(ids, ", ")
	switch {
	case t == nil:
		c.fail("cli.unknown_title", map[string]any{"game": engine.Clip(game, 32), "list": list})
		return nil
	case built && !titles.Playable(t):
		c.fail("cli.not_built", map[string]any{"game": game, "list": list})
		return nil
	}
	return t
}

// Players checks a seat count against the title's limits.
func (c *Checker) Players(t *engine.Title, n int) bool {
	if t == nil || n >= t.MinPlayers && n <= t.MaxPlayers {
		return true
	}
	return c.fail("cli.players", map[string]any{"game": t.ID, "min": t.MinPlayers, "max": t.MaxPlayers, "number": n})
}

// Range checks an integer flag.
func (c *Checker) Range(name string, v, lo, hi int) bool {
	if v >= lo && v <= hi {
		return true
	}
	return c.fail("cli.range", map[string]any{"flag": name, "min": lo, "max": hi, "value": v})
}

// Options checks -opt pairs against the title's declared options and
// their choices.
func (c *Checker) Options(t *engine.Title, opts map[string]string) bool {
	if t == nil {
		return true
	}
	keys := make([]string, 0, len(opts))
	for k := range opts {
		keys = append(keys, k)
	}
	slices.Sort(keys) // the same refusal on every run
	var declared []string
	for _, o := range t.Options {
		declared = append(declared, o.Key)
	}
	for _, k := range keys {
		v := opts[k]
		i := slices.IndexFunc(t.Options, func(o engine.OptionSpec) bool { return o.Key == k })
		if i < 0 {
			list := strings.Join(declared, ", ")
			if list == "" {
				list = "—"
			}
			return c.fail("cli.option", map[string]any{"list": list,
				"reason": c.Loc.T("problem.option_unknown", map[string]any{"key": engine.Clip(k, 32)})})
		}
		o := t.Options[i]
		if len(v) > engine.MaxOptionBytes || len(o.Choices) > 0 && !slices.Contains(o.Choices, v) {
			list := strings.Join(o.Choices, ", ")
			if list == "" {
				list = strconv.Itoa(engine.MaxOptionBytes) + " B"
			}
			return c.fail("cli.option", map[string]any{"list": list,
				"reason": c.Loc.T("problem.option_value", map[string]any{"key": k, "value": engine.Clip(v, 32)})})
		}
	}
	return true
}

// Bots checks a -bots list ("ismcts:3,greedy,random") for players seats
// and returns it parsed.
func (c *Checker) Bots(list string, players int) []sim.BotSpec {
	n := 0
	for _, f := range strings.Split(list, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		n++
		kind, lvl, hasLvl := strings.Cut(f, ":")
		if !slices.Contains(bot.Kinds(), kind) {
			c.fail("cli.bot_unknown", map[string]any{"bot": engine.Clip(kind, 24)})
			return nil
		}
		if l, err := strconv.Atoi(lvl); hasLvl && (err != nil || l < 1 || l > 3) {
			c.fail("cli.bot_level", map[string]any{"bot": engine.Clip(f, 24)})
			return nil
		}
	}
	if n == 0 {
		c.fail("cli.no_bots", nil)
		return nil
	}
	if n > players {
		c.fail("cli.bots_count", map[string]any{"number": n, "players": players})
		return nil
	}
	specs, err := sim.ParseBots(list, players)
	if err != nil { // cannot happen after the checks above; worded anyway
		c.fail("cli.bad_flag", map[string]any{"detail": err.Error()})
		return nil
	}
	return specs
}

// OutDir checks that dir is (or can be made) a folder that takes files.
func (c *Checker) OutDir(dir string) bool {
	if err := (engine.Store{Dir: dir}).Check(); err != nil {
		return c.fail("cli.out", map[string]any{"dir": dir, "reason": c.Loc.Reason(err)})
	}
	return true
}

// Report prints the refusal (if any) to w and returns the exit status:
// 0 when nothing was refused, 2 otherwise.
func (c *Checker) Report(w io.Writer) int {
	if c.Err == nil {
		return 0
	}
	fmt.Fprintln(w, c.Err.Error())
	return 2
}
