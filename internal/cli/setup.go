package cli

import (
	"fmt"
	"os"
	"time"

	"github.com/spf13/cobra"

	"omnideck/engine"
)

// gameFlags are the flags that choose and set up a game.
type gameFlags struct {
	players int
	seed    uint64
	options map[string]string
	cards   string
}

func (f *gameFlags) register(cmd *cobra.Command, defaultPlayers int) {
	cmd.Flags().IntVar(&f.players, "players", defaultPlayers, "number of players")
	cmd.Flags().Uint64Var(&f.seed, "seed", 0, "random seed (0 picks one and prints it)")
	cmd.Flags().StringToStringVar(&f.options, "opt", nil, "rule option as name=value, repeatable (see 'omnideck games')")
	cmd.Flags().StringVar(&f.cards, "cards", "", "card file to play with instead of the game's own cards")
}

// game finds the game by id, with the card file if one was given.
func (e *env) game(id string, f *gameFlags) (engine.Game, error) {
	g, err := e.reg.Lookup(id)
	if err != nil {
		return nil, err
	}
	if f.cards == "" {
		return g, nil
	}
	loader, ok := g.(engine.CardLoader)
	if !ok {
		return nil, fmt.Errorf("%s does not take card files", id)
	}
	data, err := os.ReadFile(f.cards)
	if err != nil {
		return nil, fmt.Errorf("card file: %w", err)
	}
	return loader.WithCards(f.cards, data)
}

// pickSeed returns the seed flag, or a fresh seed when it is 0.
func (f *gameFlags) pickSeed() uint64 {
	if f.seed == 0 {
		f.seed = uint64(time.Now().UnixNano())%1_000_000_000 + 1
	}
	return f.seed
}

func (f *gameFlags) config() engine.Config {
	return engine.Config{Players: f.players, Seed: f.pickSeed(), Options: f.options}
}
