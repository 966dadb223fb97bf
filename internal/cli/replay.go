package cli

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"omnideck/engine"
	"omnideck/terminal"
)

func (e *env) replayCmd() *cobra.Command {
	var (
		as     int
		all    bool
		step   bool
		boards bool
	)
	cmd := &cobra.Command{
		Use:   "replay FILE",
		Short: "Step through a saved game",
		Long: "Plays a saved game again from its seed, rules version, card set and decisions, showing the log as it\n" +
			"goes, and refuses, saying why, a replay that this build cannot reproduce. On a terminal it waits for\n" +
			"Enter after each decision (v shows the table, a shows the rest, q stops); elsewhere it prints the\n" +
			"whole game. By default it shows what a spectator saw; --as N shows what player N saw, with the\n" +
			"choices they made. Nothing hidden from that seat at the time is shown.",
		Example: "  omnideck replay game.json\n" +
			"  omnideck replay game.json --as 2 --boards",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			r, err := engine.ReadReplay(args[0])
			if err != nil {
				return err
			}
			s, err := r.Start(e.reg)
			if err != nil {
				return fmt.Errorf("%s: %w", args[0], err)
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
			p := &replayPrinter{out: e.out, s: s, viewer: viewer}
			who := "a spectator"
			if viewer != engine.Spectator {
				who = engine.PlayerName(viewer)
			}
			fmt.Fprintf(e.out, "%s · %d players · seed %d · %d decisions · as %s saw it\n",
				s.Game().Info().Name, r.Config.Players, r.Config.Seed, len(r.Decisions), who)
			p.events()
			in := bufio.NewReader(e.in)
			for i, d := range r.Decisions {
				if interactive {
					switch p.prompt(in, i+1, len(r.Decisions)) {
					case "q":
						return nil
					case "a":
						interactive = false
					}
				}
				label := ""
				if d.Player == viewer {
					if a, err := s.ParseAction(d.Player, d.Action); err == nil {
						label = s.ActionLabel(d.Player, a)
					}
				}
				if err := r.Step(s, i); err != nil {
					return err
				}
				if label != "" {
					fmt.Fprintf(e.out, "  · You chose: %s\n", label)
				}
				p.events()
				if boards {
					p.board()
				}
			}
			fmt.Fprintf(e.out, "\n%s", terminal.Screen(s, viewer))
			return r.CheckEnd(s)
		},
	}
	cmd.Flags().IntVar(&as, "as", 0, "show the game as player N saw it")
	cmd.Flags().BoolVar(&all, "all", false, "print the whole game without waiting")
	cmd.Flags().BoolVar(&step, "step", false, "wait for Enter after each decision even without a terminal")
	cmd.Flags().BoolVar(&boards, "boards", false, "print the table after every decision")
	return cmd
}

// replayPrinter shows a replayed game from one seat.
type replayPrinter struct {
	out    io.Writer
	s      engine.State
	viewer int
	next   int
}

// events prints the log entries the viewer has not seen yet.
func (p *replayPrinter) events() {
	var entries []engine.Entry
	entries, p.next = p.s.Events(p.viewer, p.next)
	for _, en := range entries {
		fmt.Fprintln(p.out, en.Text)
	}
}

// board prints the table as the viewer sees it now.
func (p *replayPrinter) board() { fmt.Fprintf(p.out, "\n%s\n", terminal.Screen(p.s, p.viewer)) }

// prompt waits for the next command: "" (next), "a" (all) or "q" (quit);
// "v" shows the table and asks again. The end of input means "a".
func (p *replayPrinter) prompt(in *bufio.Reader, i, n int) string {
	for {
		fmt.Fprintf(p.out, "[%d/%d] Enter: next · v: table · a: all · q: quit ", i, n)
		line, err := in.ReadString('\n')
		answer := strings.TrimSpace(line)
		if err != nil && answer == "" {
			return "a"
		}
		if answer != "v" {
			return answer
		}
		p.board()
	}
}
