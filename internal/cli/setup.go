package cli

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"omnideck/engine"
)

// gameFlags are the flags that choose and set up a game.
type gameFlags struct {
	players int
	// playersText is --players as given, which game checks against the
	// game's range.
	playersText string
	seed        uint64
	options     map[string]string
	cards       string
	decks       string
}

func (f *gameFlags) register(cmd *cobra.Command, defaultPlayers int) {
	f.players = defaultPlayers
	f.playersText = strconv.Itoa(defaultPlayers)
	cmd.Flags().Var(playersValue{f}, "players", "number of players (see 'omnideck games')")
	cmd.Flags().Uint64Var(&f.seed, "seed", 0, "random seed (0 picks one and prints it)")
	cmd.Flags().StringToStringVar(&f.options, "opt", nil, "rule option as name=value, repeatable (see 'omnideck games')")
	cmd.Flags().StringVar(&f.cards, "cards", "", "card file to play with instead of the game's own cards")
	cmd.Flags().StringVar(&f.decks, "decks", "", "comma-separated decks, one per seat: built-in deck names or deck-list files")
}

// loadDecks turns the --decks flag into the game's deck lists.
func (f *gameFlags) loadDecks(g engine.Game) ([][]string, error) {
	if f.decks == "" {
		return nil, nil
	}
	loader, ok := g.(engine.DeckGame)
	if !ok {
		return nil, fmt.Errorf("%s is not played with decks", g.Info().ID)
	}
	var out [][]string
	var errs []error
	for _, name := range strings.Split(f.decks, ",") {
		list, err := loader.LoadDeck(strings.TrimSpace(name))
		if err != nil {
			errs = append(errs, err)
		}
		out = append(out, list)
	}
	return out, errors.Join(errs...)
}

// playersValue is the --players flag. It takes any text, so that game can
// say with the game's range what is wrong with one that is not a number of
// players, where the flag package would quote a strconv error.
type playersValue struct{ f *gameFlags }

func (v playersValue) String() string { return strconv.Itoa(v.f.players) }
func (v playersValue) Type() string   { return "int" }

// Set takes text; a number out of int's range counts as 0 players.
func (v playersValue) Set(text string) error {
	v.f.playersText = text
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil {
		n = 0
	}
	v.f.players = n
	return nil
}

// checkPlayers says, in words, when --players is not a number of players
// the game takes.
func (f *gameFlags) checkPlayers(info engine.Info) error {
	n, err := strconv.Atoi(strings.TrimSpace(f.playersText))
	if err == nil && n >= info.MinPlayers && n <= info.MaxPlayers {
		return nil
	}
	return fmt.Errorf("--players: %s is not a number of players; the game takes %s", f.playersText, playersWords(info))
}

// playersWords says how many players a game takes: "2", "2 to 4".
func playersWords(info engine.Info) string {
	if info.MinPlayers == info.MaxPlayers {
		return strconv.Itoa(info.MinPlayers)
	}
	return fmt.Sprintf("%d to %d", info.MinPlayers, info.MaxPlayers)
}

// game finds the game by id, with the card file if one was given, and
// checks --players against it.
func (e *env) game(id string, f *gameFlags) (engine.Game, error) {
	g, err := e.reg.Lookup(id)
	if err != nil {
		return nil, err
	}
	if err := f.checkPlayers(g.Info()); err != nil {
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

func (f *gameFlags) config(g engine.Game) (engine.Config, error) {
	decks, err := f.loadDecks(g)
	return engine.Config{Players: f.players, Seed: f.pickSeed(), Options: f.options, Decks: decks}, err
}
