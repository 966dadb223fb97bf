package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"omnideck/agent"
	"omnideck/engine"
	"omnideck/terminal"
)

func (e *env) playCmd() *cobra.Command {
	var (
		gf        gameFlags
		seat      int
		agentName string
		save      string
		search    searchFlags
	)
	cmd := &cobra.Command{
		Use:   "play GAME",
		Short: "Play a game in the terminal against agents",
		Example: "  omnideck play omnitrix\n" +
			"  omnideck play omnitrix --players 4 --seed 7 --opt support-timing=blind --save game.json\n" +
			"  omnideck play superbenji --agent ismcts --level hard" +
			e.decksExample("  omnideck play %s --decks %s --as 2"),
		Long: "Plays a game in the terminal: you choose for your seat (--as N), agents for the others, and\n" +
			"you see only what your seat may see. --save FILE saves the game as a replay for 'omnideck\n" +
			"replay', written whole or not at all; a game left before its end (q, the end of the input,\n" +
			"or Ctrl-C) is saved as far as it went.\n\n" +
			"Exit status: 0 when the game was played to its end, 3 when it was left unfinished, 1 on an\n" +
			"error.",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			g, err := e.game(args[0], &gf)
			if err != nil {
				return err
			}
			cfg, err := gf.config(g)
			if err != nil {
				return err
			}
			s, err := g.New(cfg)
			if err != nil {
				return err
			}
			if seat < 1 || seat > cfg.Players {
				return fmt.Errorf("--as %d: choose a player number from 1 to %d", seat, cfg.Players)
			}
			specs, err := search.apply([]string{agentName})
			if err != nil {
				return err
			}
			agentName = specs[0]
			agents := make([]agent.Agent, cfg.Players)
			for p := range agents {
				if agents[p], err = agent.New(agentName, engine.Mix(cfg.Seed, uint64(1000+p))); err != nil {
					return err
				}
			}
			// The replay's folder is checked before the game starts, so
			// that a bad path is reported before the game, not after it.
			if save != "" {
				if err := checkSavePath(save); err != nil {
					return fmt.Errorf("--save: %w", err)
				}
			}
			in := &interruptible{ctx: cmd.Context(), r: e.in}
			t := &terminal.Session{In: bufio.NewReader(in), Out: e.out, Seat: seat - 1, Agents: agents}
			if save != "" {
				t.Replay = engine.NewReplay(s)
				t.Replay.Agents = make([]string, cfg.Players)
				for p := range agents {
					t.Replay.Agents[p] = agentName
				}
				t.Replay.Agents[seat-1] = "person"
			}
			fmt.Fprintf(e.out, "%s · %d players · seed %d · you are Player %d against %s agents\n\n",
				g.Info().Name, cfg.Players, cfg.Seed, seat, agentName)
			playErr := t.Play(s)
			if in.interrupted() {
				fmt.Fprintln(e.out, "Interrupted.")
			}
			if save != "" {
				if err := saveReplay(save, t.Replay); err != nil {
					return err
				}
				what := "Replay"
				if !s.Terminal() {
					what = fmt.Sprintf("The game so far (%s)", plural(len(t.Replay.Decisions), "decision"))
				}
				fmt.Fprintf(e.out, "%s saved to %s.\n", what, save)
			}
			if errors.Is(playErr, terminal.ErrQuit) {
				fmt.Fprintf(e.out, "Game left unfinished (seed %d).\n", cfg.Seed)
				return errUnfinished
			}
			return playErr
		},
	}
	gf.register(cmd, 2)
	cmd.Flags().IntVar(&seat, "as", 1, "your player number")
	cmd.Flags().StringVar(&agentName, "agent", "heuristic", "agent playing the other seats (see omnideck games), such as ismcts:hard")
	search.register(cmd)
	cmd.Flags().StringVar(&save, "save", "", "save the game as a replay file")
	return cmd
}

// checkSavePath reports, before a game, whether a replay can be saved at
// path: its folder exists and takes new files, and path is not a folder.
func checkSavePath(path string) error {
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return fmt.Errorf("%s is a folder", path)
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".omnideck-check-*")
	if err != nil {
		return err
	}
	f.Close()
	return os.Remove(f.Name())
}

// saveReplay writes r to path whole or not at all.
func saveReplay(path string, r *engine.Replay) error {
	if err := writeWhole(path, func(w io.Writer) error { return engine.WriteReplay(w, r) }); err != nil {
		return fmt.Errorf("save replay %s: %w", path, err)
	}
	return nil
}

// writeWhole writes a file whole or not at all: to a new file in the same
// folder, renamed to path once written, so that an interrupted or failed
// write never leaves a partial file, nor spoils one already there. A path
// that is not a regular file (/dev/null, /dev/stdout, a named pipe) is
// written to as it is: renaming over it would replace the device with a
// file.
func writeWhole(path string, write func(io.Writer) error) error {
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		err = write(f)
		if closeErr := f.Close(); err == nil {
			err = closeErr
		}
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	err = write(f)
	if err == nil {
		err = f.Sync()
	}
	if closeErr := f.Close(); err == nil {
		err = closeErr
	}
	if err == nil {
		err = os.Chmod(tmp, 0o644)
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}
