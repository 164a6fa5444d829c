package app

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"slices"
	arnakboard "stolik/scenes/arnak"
	"stolik/scenes/sound"
	"strings"
	"time"

	"stolik/assets"
	"stolik/rules/bot"
	"stolik/rules/engine"
	"stolik/rules/titles"
	"stolik/scenes"
	"stolik/scenes/cli"
	"stolik/scenes/demo"
	discoverboard "stolik/scenes/discover"
	donjonboard "stolik/scenes/donjon"
	dungeonologyboard "stolik/scenes/dungeonology"
	emeraldboard "stolik/scenes/emerald"
	"stolik/scenes/table"
)

// Options tune Run; the zero value is the normal app.
type Options struct {
	// Boards overrides the board registry (nil = the app's own).
	Boards table.Registry
}

// Boards is the registry of per-title boards. Titles not listed play on
// the generic fallback board until their board is written; a board
// package joins by adding its constructor here.
func Boards() table.Registry {
	return table.Registry{
		"donjon":       donjonboard.New,
		"arnak":        arnakboard.New,
		"emerald":      emeraldboard.New,
		"discover":     discoverboard.New,
		"dungeonology": dungeonologyboard.New,
	}
}

func newBot(kind string, level int, t *engine.Title, seed uint64) (scenes.BotPlayer, error) {
	p, err := bot.New(kind, level, t, seed)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// config gathers the app's configuration; with player set it reads the
// player's settings (moving a broken file aside), otherwise (shots) it
// leaves the player's files alone.
func config(o Options, player bool) (scenes.Config, error) {
	st, err := engine.DefaultStore()
	if err != nil {
		return scenes.Config{}, err
	}
	boards := o.Boards
	if boards == nil {
		boards = Boards()
	}
	path, settings, serr := "", scenes.DefaultSettings(), error(nil)
	if player {
		path = scenes.DefaultSettingsPath()
		settings, serr = scenes.LoadSettings(path)
	}
	cfg := scenes.Config{
		SettingsErr: serr,
		BotKinds:    bot.Kinds(),
		Titles:      titles.All(),
		// Preview titles (rules built, board not yet) and the test title:
		// reachable by shot and tests, not listed in the menu.
		Hidden:       append([]*engine.Title{demo.Title()}, titles.Preview()...),
		Boards:       boards,
		NewBot:       newBot,
		Store:        st,
		Rules:        assets.FS,
		SettingsPath: path,
		Settings:     settings,
	}
	return cfg, nil
}

// Run opens the 1280×720 window on the main menu.
func Run(o Options) error {
	cfg, err := config(o, true)
	if err != nil {
		return err
	}
	cfg.Sound = sound.New(cfg.Settings.Volume)
	// A broken settings file does not stop the app: defaults are in use,
	// the file is moved aside, and scenes.New tells the player.
	a, err := scenes.New(cfg)
	if err != nil {
		return err
	}
	err = a.Run()
	if err != nil && cfg.Sound.Enabled() && strings.HasPrefix(err.Error(), "audio") {
		// The sound device failed after all: Ebitengine has stopped the
		// game loop, so start again without sound (the autosave keeps
		// the match) rather than leave the player with nothing.
		return relaunchSilently()
	}
	return err
}

// relaunchSilently runs this program again with sound off and waits for it.
func relaunchSilently() error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	cmd := exec.Command(exe, os.Args[1:]...)
	cmd.Env = append(os.Environ(), "STOLIK_NOSOUND=1")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	return cmd.Run()
}

// Shot implements `stolik shot -game T -players N -seed S -moves M -out DIR
// [-scene NAME] [-bench] [-frames F] [-size WxH]`: a real window visits the scenes,
// plays M bot moves and writes one PNG per scene; -bench also times every
// scene's frames and prints p50/p99 CPU and allocations per frame.
func Shot(args []string) error {
	start := time.Now()
	fs := flag.NewFlagSet("shot", flag.ContinueOnError)
	c := cli.NewChecker("shot")
	h := c.FlagHelp
	var o scenes.ShotOptions
	fs.StringVar(&o.Title, "game", "donjon", h("game"))
	fs.IntVar(&o.Players, "players", 3, h("shot_players"))
	fs.Int64Var(&o.Seed, "seed", 1, h("shot_seed"))
	fs.IntVar(&o.Moves, "moves", 20, h("moves"))
	fs.StringVar(&o.Out, "out", "shots", h("out"))
	fs.StringVar(&o.Scene, "scene", "", c.Loc.T("cli.flag.scene", map[string]any{"scenes": strings.Join(scenes.ShotScenes, ", ")}))
	fs.BoolVar(&o.Bench, "bench", false, h("bench"))
	fs.IntVar(&o.Frames, "frames", 120, h("frames"))
	size := fs.String("size", "1280x720", h("size"))
	o.Options = map[string]string{}
	fs.Func("opt", h("opt"), func(v string) error {
		k, val, ok := strings.Cut(v, "=")
		if !ok || k == "" {
			return fmt.Errorf("-opt %q: want key=value", v)
		}
		o.Options[k] = val
		return nil
	})
	// Every flag is checked before the window opens: a refusal is a
	// Polish message and exit status 2, never a panic or a half run.
	if c.Parse(fs, args, os.Stderr) {
		return nil
	}
	if c.OK() && c.NoArgs(fs) {
		t := c.Title(o.Title, false)
		if c.OK() && c.Players(t, o.Players) && c.Range("moves", o.Moves, 0, cli.MaxMoves) &&
			c.Range("frames", o.Frames, 1, cli.MaxFrames) && c.Options(t, o.Options) {
			if o.Scene != "" && !slices.Contains(scenes.ShotScenes, o.Scene) {
				c.Err = &cli.FlagError{Msg: "shot: " + c.Loc.T("cli.scene", map[string]any{
					"scene": engine.Clip(o.Scene, 24), "list": strings.Join(scenes.ShotScenes, ", ")})}
			} else {
				c.OutDir(o.Out)
			}
		}
	}
	if c.Err != nil {
		return c.Err
	}
	o.Log = os.Stdout
	cfg, _ := config(Options{}, false)
	// Shots never touch the player's saves or settings.
	dir, err := os.MkdirTemp("", "stolik-shot-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	cfg.Store = engine.Store{Dir: dir}
	cfg.SettingsPath = ""
	cfg.Settings = scenes.DefaultSettings()
	if _, err := fmt.Sscanf(*size, "%dx%d", &cfg.Settings.WindowW, &cfg.Settings.WindowH); err != nil {
		return fmt.Errorf("-size %q: want WxH, e.g. 1024x768", *size)
	}
	a, err := scenes.New(cfg)
	if err != nil {
		return err
	}
	var r scenes.Runner
	if err := scenes.ShotScript(a, &r, o); err != nil {
		return err
	}
	r.Install(a)
	if err := a.Run(); err != nil {
		return err
	}
	if o.Bench {
		fmt.Fprintf(os.Stdout, "start to first menu frame: %.0f ms\n", float64(a.FirstFrame.Sub(start))/float64(time.Millisecond))
	}
	if len(r.Errors) > 0 {
		return fmt.Errorf("%s", strings.Join(r.Errors, "; "))
	}
	return nil
}
