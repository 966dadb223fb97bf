// Package cli is the omnideck command line: one file per command.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"

	"github.com/spf13/cobra"

	"omnideck/engine"
	"omnideck/games"
)

// env is what every command shares.
type env struct {
	in       io.Reader
	out, err io.Writer
	reg      *engine.Registry
}

// Main runs the command line with args and returns the exit code.
func Main(args []string, in io.Reader, out, errOut io.Writer) int {
	slog.SetDefault(slog.New(slog.NewTextHandler(errOut, &slog.HandlerOptions{Level: slog.LevelWarn})))
	reg, err := games.Registry()
	if err != nil {
		fmt.Fprintf(errOut, "omnideck: %v\n", err)
		return 1
	}
	e := &env{in: in, out: out, err: errOut, reg: reg}
	root := &cobra.Command{
		Use:           "omnideck",
		Short:         "Play, test and analyse trading card games with every rule enforced",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetArgs(args)
	root.SetIn(in)
	root.SetOut(out)
	root.SetErr(errOut)
	root.AddCommand(e.gamesCmd(), e.playCmd(), e.simCmd(), e.replayCmd(), e.engineCmd(), e.cardsCmd(), e.deckCmd(), e.serveCmd(), e.loadtestCmd())

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := root.ExecuteContext(ctx); err != nil {
		if errors.Is(err, errQuiet) {
			return 1
		}
		fmt.Fprintf(errOut, "omnideck: %v\n", err)
		return 1
	}
	return 0
}

// errQuiet fails a command that has already said why.
var errQuiet = errors.New("failed")
