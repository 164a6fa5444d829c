// Command stolik is the desktop app (no arguments) and its scriptable
// subcommands: sim, replay, shot. It only dispatches; the logic lives in
// scenes/app, scenes/cli and rules/.
package main

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"

	"stolik/rules/bot"
	"stolik/scenes/app"
	"stolik/scenes/cli"
)

func main() {
	// The bots' search makes garbage fast over a small live heap (bot.GCPercent).
	debug.SetGCPercent(bot.GCPercent)
	args := os.Args[1:]
	cmd := ""
	if len(args) > 0 {
		cmd = args[0]
	}
	switch cmd {
	case "sim":
		os.Exit(cli.Sim(args[1:], os.Stdout, os.Stderr, isTerminal(os.Stderr)))
	case "replay":
		os.Exit(cli.Replay(args[1:], os.Stdout, os.Stderr))
	case "shot":
		if err := app.Shot(args[1:]); err != nil {
			var fe *cli.FlagError
			if errors.As(err, &fe) {
				fmt.Fprintln(os.Stderr, fe.Msg)
				os.Exit(2)
			}
			fmt.Fprintln(os.Stderr, "shot:", err)
			os.Exit(1)
		}
	case "", "run":
		if err := app.Run(app.Options{}); err != nil {
			fmt.Fprintln(os.Stderr, "stolik:", err)
			os.Exit(1)
		}
	case "-h", "-help", "--help", "help":
		fmt.Fprintln(os.Stdout, "stolik [sim | replay PLIK | shot] — bez polecenia otwiera okno gry; „stolik POLECENIE -h” opisuje parametry")
	default:
		fmt.Fprintf(os.Stderr, "nieznane polecenie „%s” (dostępne: sim, replay, shot)\n", cmd)
		os.Exit(2)
	}
}

func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
