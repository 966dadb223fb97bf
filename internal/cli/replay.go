package cli

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
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
			"goes, and refuses, saying why, a replay that this build cannot reproduce. On a terminal it waits\n" +
			"after each decision: Enter shows the next, b goes back one, t N jumps to the start of turn N,\n" +
			"v shows the table, a shows the rest, q stops; elsewhere it prints the whole game (--step waits\n" +
			"there too). A replay of a game left unfinished says where it ends. By default it shows what a\n" +
			"spectator saw; --as N shows what player N saw, with the choices they made. Nothing hidden from\n" +
			"that seat at the time is shown.",
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
			if cmd.Flags().Changed("as") {
				if as < 1 || as > r.Config.Players {
					return fmt.Errorf("--as %d: choose a player number from 1 to %d", as, r.Config.Players)
				}
				viewer = as - 1
			}
			interactive := step
			if f, ok := e.in.(*os.File); ok && !all && term.IsTerminal(int(f.Fd())) {
				interactive = true
			}
			p := &replayer{out: e.out, r: r, reg: e.reg, s: s, viewer: viewer, boards: boards}
			who := "a spectator"
			if viewer != engine.Spectator {
				who = engine.PlayerName(viewer)
			}
			fmt.Fprintf(e.out, "%s · %d players · seed %d · %d decisions · as %s saw it\n",
				s.Game().Info().Name, r.Config.Players, r.Config.Seed, len(r.Decisions), who)
			p.events()
			in := bufio.NewReader(e.in)
			for p.done < len(r.Decisions) || interactive {
				if interactive {
					// At the end, the person may still step back or jump;
					// Enter ends the replay.
					quit, err := p.command(in)
					if err != nil || quit {
						return err
					}
					if !p.stepNext {
						continue
					}
					interactive = !p.toEnd
					if p.done == len(r.Decisions) {
						break
					}
				}
				if err := p.step(); err != nil {
					return err
				}
			}
			fmt.Fprintf(e.out, "\n%s", terminal.Screen(p.s, viewer))
			if !p.s.Terminal() {
				fmt.Fprintf(e.out, "The replay ends here, on turn %d, before the game did: it was left unfinished after %s.\n",
					p.s.Turn(), plural(len(r.Decisions), "decision"))
			}
			return r.CheckEnd(p.s)
		},
	}
	cmd.Flags().IntVar(&as, "as", 0, "show the game as player N saw it (1 to the number of players; by default, as a spectator)")
	cmd.Flags().BoolVar(&all, "all", false, "print the whole game without waiting")
	cmd.Flags().BoolVar(&step, "step", false, "wait after each decision even without a terminal")
	cmd.Flags().BoolVar(&boards, "boards", false, "print the table after every decision")
	return cmd
}

// replayer shows a replayed game from one seat, one decision at a time,
// and steps back or jumps by playing the replay again from its start.
type replayer struct {
	out    io.Writer
	r      *engine.Replay
	reg    *engine.Registry
	s      engine.State
	viewer int
	boards bool
	// done is the number of decisions applied to s.
	done int
	// next is the first log entry the viewer has not been shown.
	next int
	// stepNext and toEnd are what the last command asked: the next
	// decision, and all of the rest without waiting.
	stepNext, toEnd bool
}

// events prints the log entries the viewer has not seen yet.
func (p *replayer) events() {
	var entries []engine.Entry
	entries, p.next = p.s.Events(p.viewer, p.next)
	for _, en := range entries {
		fmt.Fprintln(p.out, en.Text)
	}
}

// board prints the table as the viewer sees it now.
func (p *replayer) board() { fmt.Fprintf(p.out, "\n%s\n", terminal.Screen(p.s, p.viewer)) }

// step applies the next decision and shows what the viewer saw of it.
func (p *replayer) step() error {
	d := p.r.Decisions[p.done]
	label := ""
	if d.Player == p.viewer {
		if a, err := p.s.ParseAction(d.Player, d.Action); err == nil {
			label = p.s.ActionLabel(d.Player, a)
		}
	}
	if err := p.r.Step(p.s, p.done); err != nil {
		return err
	}
	p.done++
	if label != "" {
		fmt.Fprintf(p.out, "  · You chose: %s\n", label)
	}
	p.events()
	if p.boards {
		p.board()
	}
	return nil
}

// seek puts the game where it stands after the first n decisions without
// showing them, from the start when that is behind, and shows the table.
func (p *replayer) seek(n int) error {
	if n < p.done {
		s, err := p.r.Start(p.reg)
		if err != nil {
			return err
		}
		p.s, p.done = s, 0
	}
	for p.done < n {
		if err := p.r.Step(p.s, p.done); err != nil {
			return err
		}
		p.done++
	}
	_, p.next = p.s.Events(p.viewer, 0)
	fmt.Fprintf(p.out, "\n— turn %d, after decision %d of %d —\n", p.s.Turn(), p.done, len(p.r.Decisions))
	p.board()
	return nil
}

// turnStart is the number of decisions made before turn n starts: the
// first position whose turn is n or later, or every decision when the
// replay ends first.
func (p *replayer) turnStart(n int) (int, error) {
	s, err := p.r.Start(p.reg)
	if err != nil {
		return 0, err
	}
	for i := range p.r.Decisions {
		if s.Turn() >= n {
			return i, nil
		}
		if err := p.r.Step(s, i); err != nil {
			return 0, err
		}
	}
	return len(p.r.Decisions), nil
}

const replayHelp = "Enter: next decision · b: back one · t N: jump to turn N · v: the table · a: all the rest · q: quit"

// command reads and does the next command: quit is true for q; stepNext
// is set for Enter and a (toEnd for a), which at the end of the replay
// finish it. The end of input means a.
func (p *replayer) command(in *bufio.Reader) (quit bool, err error) {
	p.stepNext, p.toEnd = false, false
	if p.done == len(p.r.Decisions) {
		fmt.Fprintf(p.out, "[end] Enter: finish · b: back · t N: turn N · v: table · q: quit ")
	} else {
		fmt.Fprintf(p.out, "[%d/%d] Enter: next · b: back · t N: turn N · v: table · a: all · q: quit ", p.done+1, len(p.r.Decisions))
	}
	line, readErr := in.ReadString('\n')
	answer := strings.ToLower(strings.TrimSpace(line))
	if readErr != nil && answer == "" {
		p.stepNext, p.toEnd = true, true
		return false, nil
	}
	fields := strings.Fields(answer)
	switch {
	case answer == "":
		p.stepNext = true
	case answer == "q" || answer == "quit":
		return true, nil
	case answer == "a" || answer == "all":
		p.stepNext, p.toEnd = true, true
	case answer == "v":
		p.board()
	case answer == "b" || answer == "back":
		if p.done == 0 {
			fmt.Fprintln(p.out, "This is the start of the game: there is nothing before it.")
			return false, nil
		}
		return false, p.seek(p.done - 1)
	case (fields[0] == "t" || fields[0] == "turn") && len(fields) == 2:
		n, convErr := strconv.Atoi(fields[1])
		if convErr != nil || n < 1 {
			fmt.Fprintf(p.out, "%q is not a turn number: type t and a number from 1, such as t 3.\n", fields[1])
			return false, nil
		}
		at, err := p.turnStart(n)
		if err != nil {
			return false, err
		}
		if err := p.seek(at); err != nil {
			return false, err
		}
		if at == len(p.r.Decisions) && p.s.Turn() < n {
			fmt.Fprintf(p.out, "The replay ends on turn %d, before turn %d.\n", p.s.Turn(), n)
		}
	default:
		fmt.Fprintf(p.out, "%q is not a command here. %s\n", answer, replayHelp)
	}
	return false, nil
}
