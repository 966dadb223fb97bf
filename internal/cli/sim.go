package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"omnideck/sim"
)

func (e *env) simCmd() *cobra.Command {
	var (
		gf      gameFlags
		n       int
		agents  string
		workers int
		asJSON  bool
		replays string
		keep    int
		search  searchFlags
	)
	cmd := &cobra.Command{
		Use:   "sim GAME",
		Short: "Play many games between agents and report win rates",
		Long: "Plays many games between agents in parallel and reports each agent's win rate with a 95% confidence\n" +
			"interval, game lengths and throughput. Agents rotate through the seats from game to game. The\n" +
			"results depend only on the seed, never on the number of workers.",
		Example: "  omnideck sim omnitrix --games 100000 --agents random,heuristic --seed 1\n" +
			"  omnideck sim omnitrix --players 4 --opt tie-break=aliens --json\n" +
			"  omnideck sim superbenji --games 400 --agents ismcts,heuristic --think 1s --workers 1" +
			e.decksExample("  omnideck sim %s --games 2000 --agents random,heuristic --decks %s"),
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			g, err := e.game(args[0], &gf)
			if err != nil {
				return err
			}
			decks, err := gf.loadDecks(g)
			if err != nil {
				return err
			}
			specs, err := search.apply(strings.Split(agents, ","))
			if err != nil {
				return err
			}
			b := sim.Batch{
				Game:      g,
				Players:   gf.players,
				Options:   gf.options,
				Decks:     decks,
				DeckNames: deckNames(gf.decks),
				Agents:    specs,
				Games:     n,
				Seed:      gf.pickSeed(),
				Workers:   workers,
				ReplayDir: replays,
				Replays:   keep,
			}
			stop := func() {}
			if f, ok := e.err.(*os.File); ok && term.IsTerminal(int(f.Fd())) && !asJSON {
				bar := progressbar.NewOptions(n,
					progressbar.OptionSetWriter(f),
					progressbar.OptionSetDescription("playing"),
					progressbar.OptionShowCount(),
					progressbar.OptionShowIts(),
					progressbar.OptionSetItsString("games"),
					progressbar.OptionThrottle(100_000_000),
					progressbar.OptionClearOnFinish())
				stop = followProgress(bar, &b)
			}
			r, err := sim.Run(cmd.Context(), b)
			// The bar is cleared before anything else is written, so that
			// no part of it is left on the report's lines.
			stop()
			if err != nil {
				return err
			}
			if asJSON {
				enc := json.NewEncoder(e.out)
				enc.SetIndent("", "  ")
				return enc.Encode(r)
			}
			r.WriteText(e.out)
			return nil
		},
	}
	gf.register(cmd, 2)
	cmd.Flags().IntVar(&n, "games", 1000, "number of games")
	cmd.Flags().StringVar(&agents, "agents", "random", "comma-separated agents, seated in turn (see omnideck games), such as ismcts:iterations=500,heuristic")
	search.register(cmd)
	cmd.Flags().IntVar(&workers, "workers", runtime.NumCPU(), "games played at once")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the report as JSON")
	cmd.Flags().StringVar(&replays, "replays", "", "folder to save the first games' replays in")
	cmd.Flags().IntVar(&keep, "keep", 10, "how many replays to save with --replays")
	return cmd
}

// followProgress shows a batch's progress on bar, ten times a second, and
// returns the function that stops it.
func followProgress(bar *progressbar.ProgressBar, b *sim.Batch) (stop func()) {
	var done atomic.Int64
	b.Progress = func(n int) {
		for {
			old := done.Load()
			if int64(n) <= old || done.CompareAndSwap(old, int64(n)) {
				return
			}
		}
	}
	quit := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-tick.C:
				_ = bar.Set(int(done.Load()))
			case <-quit:
				_ = bar.Set(int(done.Load()))
				_ = bar.Finish()
				return
			}
		}
	}()
	return func() { close(quit); <-finished }
}

// deckNames names each seat's deck from the --decks flag.
func deckNames(flag string) []string {
	if flag == "" {
		return nil
	}
	var out []string
	for _, name := range strings.Split(flag, ",") {
		out = append(out, strings.TrimSuffix(filepath.Base(strings.TrimSpace(name)), ".txt"))
	}
	return out
}
