package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"omnideck/engine"
	"omnideck/sim"
	simreport "omnideck/sim/report"
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
		report  string
		compare string
		cardsB  string
		shard   string
	)
	cmd := &cobra.Command{
		Use:   "sim GAME",
		Short: "Play many games between agents and report win rates",
		Long: "Plays many games between agents in parallel and reports each agent's win rate with a 95% confidence\n" +
			"interval, how the games ended (in each game's own words), each seat's win rate (with its deck), game\n" +
			"lengths and throughput. Agents rotate through the seats from game to game. The results depend only\n" +
			"on the seed, never on the number of workers, and memory does not grow with the number of games.\n\n" +
			"--report DIR writes a page with plots (win rates, game length, and for games that say which card\n" +
			"an option plays, each card's plays and win rate). --compare OPTION=A,B, or --cards-b FILE, plays\n" +
			"the same seeds twice and reports the differences with their intervals. --shard K/N plays only the\n" +
			"K-th of N parts of the games, for sweeps split across machines: save each part with --json and\n" +
			"add them up with 'omnideck sim merge'.",
		Example: "  omnideck sim omnitrix --games 100000 --agents random,heuristic --seed 1\n" +
			"  omnideck sim omnitrix --players 4 --opt tie-break=aliens --json\n" +
			"  omnideck sim superbenji --games 400 --agents ismcts,heuristic --think 1s --workers 1\n" +
			"  omnideck sim superbenji --games 5000 --agents heuristic --report report/\n" +
			"  omnideck sim omnitrix --games 20000 --agents heuristic --compare tie-break=add,aliens --report cmp/\n" +
			"  omnideck sim omnitrix --games 1000000 --seed 7 --shard 3/16 --json > part-03.json" +
			e.decksExample("  omnideck sim %s --games 2000 --agents random,heuristic --decks %s") +
			e.decksExample("  omnideck sim %s --games 2000 --agents heuristic --decks random --report report/%.0s"),
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkCounts(n, workers, keep); err != nil {
				return err
			}
			defer collectLessOften()()
			g, err := e.game(args[0], &gf)
			if err != nil {
				return err
			}
			word := strings.TrimSpace(gf.decks)
			random, mirror := word == sim.RandomDecks || word == sim.MirrorDecks, word == sim.MirrorDecks
			var decks [][]string
			if !random {
				if decks, err = gf.loadDecks(g); err != nil {
					return err
				}
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
				Random:    random,
				Mirror:    mirror,
				Agents:    specs,
				Games:     n,
				Seed:      gf.pickSeed(),
				Workers:   workers,
				ReplayDir: replays,
				Replays:   keep,
				Cards:     report != "" || shard != "",
			}
			if shard != "" {
				if b.Shard, err = sim.ParseShard(shard); err != nil {
					return fmt.Errorf("--shard: %w", err)
				}
			}
			if compare != "" || cardsB != "" {
				return e.simCompare(cmd, args[0], b, compare, cardsB, report, asJSON)
			}
			stop := e.progress(&b, b.Games, asJSON)
			r, err := sim.Run(cmd.Context(), b)
			// The bar is cleared before anything else is written, so that
			// no part of it is left on the report's lines.
			stop()
			if err != nil {
				return err
			}
			if report != "" {
				if err := simreport.Write(report, r); err != nil {
					return err
				}
			}
			if asJSON {
				return writeJSON(e.out, r)
			}
			r.WriteText(e.out)
			if report != "" {
				fmt.Fprintf(e.out, "report:             %s\n", filepath.Join(report, "index.html"))
			}
			return nil
		},
	}
	gf.register(cmd, 2)
	cmd.Flags().Lookup("decks").Usage = "comma-separated decks, one per seat: built-in deck names or deck-list files; or 'random': " +
		"each game deals each seat a new legal deck from the whole card pool, for a report on every card; or 'mirror': " +
		"each game deals one such deck that every seat plays, to compare agents on equal decks"
	cmd.Flags().IntVar(&n, "games", 1000, "number of games")
	cmd.Flags().StringVar(&agents, "agents", "random", "comma-separated agents, seated in turn (see omnideck games), such as ismcts:iterations=500,heuristic")
	search.register(cmd)
	cmd.Flags().IntVar(&workers, "workers", runtime.NumCPU(), "games played at once")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the report as JSON")
	cmd.Flags().StringVar(&replays, "replays", "", "folder to save the first games' replays in")
	cmd.Flags().IntVar(&keep, "keep", 10, "number of replays to save with --replays")
	cmd.Flags().StringVar(&report, "report", "", "folder to write a report with plots in (index.html)")
	cmd.Flags().StringVar(&compare, "compare", "", "OPTION=A,B: play the same games under two values of a rule option and report the differences")
	cmd.Flags().StringVar(&cardsB, "cards-b", "", "card file to compare with the game's cards (or with --cards) on the same games")
	cmd.Flags().StringVar(&shard, "shard", "", "K/N: play only the K-th of N equal parts of the games (merge the --json reports with 'omnideck sim merge')")
	cmd.AddCommand(e.simMergeCmd())
	return cmd
}

// collectLessOften lets the heap grow to five times what is live before
// the garbage collector runs, unless GOGC says otherwise, and returns the
// function that puts the setting back. A batch folds each game into a
// tally as it ends, so what is live is small and does not grow with the
// games, while each game leaves its state behind: collecting every time
// the heap doubled cost Omnitrix batches a fifth of their time, for some
// 40 MB saved (docs/benchmarks.md).
func collectLessOften() (restore func()) {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	old := debug.SetGCPercent(400)
	return func() { debug.SetGCPercent(old) }
}

// checkCounts refuses numbers of games, workers and replays that cannot
// be played, saying what each flag counts.
func checkCounts(games, workers, keep int) error {
	var errs []error
	if games < 1 {
		errs = append(errs, fmt.Errorf("--games %d: a batch plays at least 1 game", games))
	}
	if workers < 1 {
		errs = append(errs, fmt.Errorf("--workers %d: at least 1 worker must play (it is the number of games played at once; the machine has %d cores)", workers, runtime.NumCPU()))
	}
	if keep < 0 {
		errs = append(errs, fmt.Errorf("--keep %d: the number of replays to keep is 0 or more", keep))
	}
	return errors.Join(errs...)
}

// simCompare plays batch b twice, under two values of an option or with
// two card files, and reports the differences.
func (e *env) simCompare(cmd *cobra.Command, id string, b sim.Batch, compare, cardsB, report string, asJSON bool) error {
	if compare != "" && cardsB != "" {
		return errors.New("--compare and --cards-b each make a comparison: give one of them")
	}
	a, c := b, b
	var nameA, nameB string
	if compare != "" {
		name, values, ok := strings.Cut(compare, "=")
		va, vb, two := strings.Cut(values, ",")
		if !ok || !two || strings.TrimSpace(name) == "" || strings.Contains(vb, ",") {
			return fmt.Errorf("--compare %q: write OPTION=A,B, such as tie-break=add,aliens", compare)
		}
		name, va, vb = strings.TrimSpace(name), strings.TrimSpace(va), strings.TrimSpace(vb)
		a.Options, c.Options = maps.Clone(b.Options), maps.Clone(b.Options)
		if a.Options == nil {
			a.Options, c.Options = map[string]string{}, map[string]string{}
		}
		a.Options[name], c.Options[name] = va, vb
		nameA, nameB = name+"="+va, name+"="+vb
	} else {
		loader, ok := b.Game.(engine.CardLoader)
		if !ok {
			return fmt.Errorf("%s does not take card files", id)
		}
		data, err := os.ReadFile(cardsB)
		if err != nil {
			return fmt.Errorf("--cards-b: %w", err)
		}
		if c.Game, err = loader.WithCards(cardsB, data); err != nil {
			return fmt.Errorf("--cards-b: %w", err)
		}
		nameA, _, _ = loader.CardFile()
		nameB = cardsB
	}
	a.ReplayDir, c.ReplayDir = "", ""
	// Each game is played under both settings in turn: a's progress counts
	// the games of both.
	stop := e.progress(&a, 2*b.Games, asJSON)
	cmp, err := sim.Compare(cmd.Context(), a, c, nameA, nameB)
	stop()
	if err != nil {
		return err
	}
	if report != "" {
		if err := simreport.WriteComparison(report, cmp); err != nil {
			return err
		}
	}
	if asJSON {
		return writeJSON(e.out, cmp)
	}
	cmp.WriteText(e.out)
	if report != "" {
		fmt.Fprintf(e.out, "report: %s\n", filepath.Join(report, "index.html"))
	}
	return nil
}

// simMergeCmd adds up the reports of a sweep's shards.
func (e *env) simMergeCmd() *cobra.Command {
	var (
		asJSON bool
		some   bool
		report string
	)
	cmd := &cobra.Command{
		Use:   "merge REPORT.json...",
		Short: "Add up the --json reports of a sweep's shards into the report of the whole sweep",
		Long: "Reads the --json reports of the shards of one batch (played with --shard K/N, the same game, seats,\n" +
			"options, decks, agents, games and seed) and prints the report of all their games, as one batch\n" +
			"on one machine would have. Shards missing, played twice or of another batch are reported, every\n" +
			"problem at once. See docs/simulation.md for running shards as an indexed batch job.",
		Example: "  omnideck sim merge part-*.json --report sweep/",
		Args:    cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var reports []*sim.Report
			var errs []error
			for _, path := range args {
				data, err := os.ReadFile(path)
				if err != nil {
					errs = append(errs, err)
					continue
				}
				var r sim.Report
				if err := json.Unmarshal(data, &r); err != nil {
					errs = append(errs, fmt.Errorf("%s: not a report written by 'omnideck sim --json': %w", path, err))
					continue
				}
				reports = append(reports, &r)
			}
			if err := errors.Join(errs...); err != nil {
				return err
			}
			mergeFn := sim.Merge
			if some {
				mergeFn = sim.MergeSome
			}
			merged, err := mergeFn(reports)
			if err != nil {
				return fmt.Errorf("merge: %w", err)
			}
			if report != "" {
				if err := simreport.Write(report, merged); err != nil {
					return err
				}
			}
			if asJSON {
				return writeJSON(e.out, merged)
			}
			merged.WriteText(e.out)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the merged report as JSON")
	cmd.Flags().StringVar(&report, "report", "", "folder to write a report with plots in (index.html)")
	cmd.Flags().BoolVar(&some, "partial", false, "merge the shards played so far of a sweep still under way: the report is of their games alone")
	return cmd
}

// progress shows a bar for total games on a terminal, fed by b's progress,
// and returns the function that clears it.
func (e *env) progress(b *sim.Batch, total int, quiet bool) (stop func()) {
	f, ok := e.err.(*os.File)
	if !ok || quiet || !term.IsTerminal(int(f.Fd())) {
		return func() {}
	}
	bar := progressbar.NewOptions(total,
		progressbar.OptionSetWriter(f),
		progressbar.OptionSetDescription("playing"),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString("games"),
		progressbar.OptionThrottle(100_000_000),
		progressbar.OptionClearOnFinish())
	return followProgress(bar, b)
}

// writeJSON writes v as indented JSON.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
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
