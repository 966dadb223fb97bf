package cli

import (
	"bufio"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"omnideck/engine"
)

func (e *env) replayCmd() *cobra.Command {
	var (
		as   int
		all  bool
		step bool
	)
	cmd := &cobra.Command{
		Use:   "replay FILE",
		Short: "Step through a saved game",
		Long: "Plays a saved game again from its seed and decisions, showing the log as it goes. On a terminal it\n" +
			"waits for Enter after each decision (a shows the rest, q stops); elsewhere it prints the whole game.\n" +
			"By default it shows what a spectator saw; --as N shows what player N saw.",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			r, err := engine.ReadReplay(args[0])
			if err != nil {
				return err
			}
			s, err := r.Start(e.reg)
			if err != nil {
				return err
			}
			viewer := engine.Spectator
			if as != 0 {
				if as < 1 || as > r.Config.Players {
					return fmt.Errorf("--as %d: choose a player number from 1 to %d", as, r.Config.Players)
				}
				viewer = as - 1
			}
			interactive := step
			if f, ok := e.in.(*os.File); ok && !all && term.IsTerminal(int(f.Fd())) {
				interactive = true
			}
			in := bufio.NewReader(e.in)
			fmt.Fprintf(e.out, "%s · %d players · seed %d · %d decisions\n", s.Game().Info().Name, r.Config.Players, r.Config.Seed, len(r.Decisions))
			next := 0
			show := func() {
				var lines []string
				lines, next = s.Events(viewer, next)
				for _, l := range lines {
					fmt.Fprintln(e.out, l)
				}
			}
			show()
			for i, d := range r.Decisions {
				if interactive {
					fmt.Fprintf(e.out, "[%d/%d] Enter: next · a: all · q: quit ", i+1, len(r.Decisions))
					line, err := in.ReadString('\n')
					switch strings.TrimSpace(line) {
					case "q":
						return nil
					case "a":
						interactive = false
					}
					if err != nil {
						interactive = false
					}
				}
				if err := r.Step(s, i); err != nil {
					return err
				}
				fmt.Fprintf(e.out, "  · Player %d chose %s\n", d.Player+1, d.Action)
				show()
			}
			fmt.Fprintf(e.out, "\n%s", s.View(viewer).Text())
			if r.Outcome != nil && r.Outcome.Summary != s.Outcome().Summary {
				return fmt.Errorf("the replay ends %q, but the file says %q", s.Outcome().Summary, r.Outcome.Summary)
			}
			return nil
		},
	}
	cmd.Flags().IntVar(&as, "as", 0, "show the game as player N saw it")
	cmd.Flags().BoolVar(&all, "all", false, "print the whole game without waiting")
	cmd.Flags().BoolVar(&step, "step", false, "wait for Enter after each decision even without a terminal")
	return cmd
}
