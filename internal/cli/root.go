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

// Exit statuses of the omnideck command.
const (
	// ExitOK: the command did what it was asked; a game played was
	// finished.
	ExitOK = 0
	// ExitError: the command failed and said why on standard error.
	ExitError = 1
	// ExitUnfinished: a game played in the terminal was left before its
	// end (q, the end of the input, or Ctrl-C); with --save, what was
	// played is saved.
	ExitUnfinished = 3
)

// Main runs the command line with args and returns the exit code. The first
// Ctrl-C cancels the command's context, for it to stop cleanly (play saves
// the game so far, sim reports the games played); a second one ends the
// program at once.
func Main(args []string, in io.Reader, out, errOut io.Writer) int {
	slog.SetDefault(slog.New(slog.NewTextHandler(errOut, &slog.HandlerOptions{Level: slog.LevelWarn})))
	reg, err := games.Registry()
	if err != nil {
		fmt.Fprintf(errOut, "omnideck: %v\n", err)
		return ExitError
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	go func() {
		<-ctx.Done()
		stop()
	}()
	e := &env{in: in, out: out, err: errOut, reg: reg}
	return e.run(ctx, args)
}

// run runs the command line with args and returns the exit code.
func (e *env) run(ctx context.Context, args []string) int {
	root := e.rootCmd()
	root.SetArgs(args)
	err := root.ExecuteContext(ctx)
	var status *exitStatus
	switch {
	case err == nil:
		return ExitOK
	case errors.As(err, &status):
		return status.code
	case errors.Is(err, errQuiet):
		return ExitError
	}
	fmt.Fprintf(e.err, "omnideck: %v\n", err)
	return ExitError
}

// rootCmd is the omnideck command with every subcommand.
func (e *env) rootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "omnideck",
		Short: "Play, test and analyse trading card games with every rule enforced",
		Long: "Play, test and analyse trading card games with every rule enforced.\n\n" +
			"Exit status: 0 when the command did what it was asked, 1 on an error (said on standard error),\n" +
			"3 when a game played in the terminal was left unfinished.",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetIn(e.in)
	root.SetOut(e.out)
	root.SetErr(e.err)
	root.SetFlagErrorFunc(flagError)
	root.SetHelpCommand(helpCmd())
	root.AddCommand(e.gamesCmd(), e.playCmd(), e.simCmd(), e.replayCmd(), e.engineCmd(), e.cardsCmd(), e.deckCmd(), e.serveCmd(), e.loadtestCmd())
	refuseUnknownCommands(root)
	return root
}

// errQuiet fails a command that has already said why.
var errQuiet = errors.New("failed")

// exitStatus ends a command that has already said what happened with an
// exit status of its own.
type exitStatus struct{ code int }

func (s *exitStatus) Error() string { return fmt.Sprintf("exit status %d", s.code) }

// errUnfinished ends play when the game was left before its end.
var errUnfinished = &exitStatus{code: ExitUnfinished}
