package cli

import (
	"bufio"
	"errors"
	"fmt"
	"os"

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
			// The replay file is opened before the game starts, so that a
			// bad path is reported before the game, not after it.
			var saveTo *os.File
			if save != "" {
				f, err := os.Create(save)
				if err != nil {
					return fmt.Errorf("--save: %w", err)
				}
				defer f.Close()
				saveTo = f
			}
			t := &terminal.Session{In: bufio.NewReader(e.in), Out: e.out, Seat: seat - 1, Agents: agents}
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
			if saveTo != nil {
				if err := engine.WriteReplay(saveTo, t.Replay); err != nil {
					return fmt.Errorf("save replay: %w", err)
				}
				if err := saveTo.Close(); err != nil {
					return fmt.Errorf("save replay: %w", err)
				}
				fmt.Fprintf(e.out, "Replay saved to %s.\n", save)
			}
			if errors.Is(playErr, terminal.ErrQuit) {
				fmt.Fprintf(e.out, "Game left unfinished (seed %d).\n", cfg.Seed)
				return nil
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
