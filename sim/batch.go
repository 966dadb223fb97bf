package sim

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"omnideck/agent"
	"omnideck/engine"
)

// Batch describes many games between the same agents.
type Batch struct {
	Game    engine.Game
	Players int
	Options map[string]string
	// Decks gives each seat's deck, for games played with decks. Decks stay
	// with their seat while agents rotate, so each agent plays each deck.
	Decks [][]string
	// DeckNames names the decks, for the report.
	DeckNames []string
	// Agents names one agent per entry; with fewer names than players the
	// names repeat. Entries rotate through the seats from game to game, so
	// no agent keeps the advantage of a seat.
	Agents []string
	Games  int
	Seed   uint64
	// Workers is the number of games played at once; results do not
	// depend on it.
	Workers int
	// ReplayDir, when set, receives the replays of the first Replays games.
	ReplayDir string
	Replays   int
	// MaxDecisions stops a game that has not ended after this many
	// decisions; the report counts it as unfinished. 0 means
	// [DefaultMaxDecisions].
	MaxDecisions int
	// Progress, when set, is called after each game with the number done.
	Progress func(done int)
}

// result is what a batch keeps of one game.
type result struct {
	returns    []float64 // by entry
	seats      []float64 // by seat
	sole       int       // entry that won alone, or -1
	shared     bool
	nobody     bool
	unfinished bool // stopped at the decision cap
	turns      int
	decisions  int
}

// Run plays the batch and summarises it. The report is the same for a given
// batch whatever the number of workers, except for its timings.
func Run(ctx context.Context, b Batch) (*Report, error) {
	if b.Games < 1 {
		return nil, errors.New("a batch needs at least one game")
	}
	if b.Workers < 1 {
		b.Workers = 1
	}
	entries, err := b.entries()
	if err != nil {
		return nil, err
	}
	// Check the configuration once, so a bad option fails fast and alone.
	first, err := b.Game.New(b.config(0))
	if err != nil {
		return nil, err
	}
	b.Options = first.Config().Options
	if b.ReplayDir != "" {
		if err := os.MkdirAll(b.ReplayDir, 0o755); err != nil {
			return nil, fmt.Errorf("replay folder: %w", err)
		}
	}

	results := make([]result, b.Games)
	var next, done atomic.Int64
	var firstErr error
	var errOnce sync.Once
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	start := time.Now()
	var wg sync.WaitGroup
	for range b.Workers {
		wg.Go(func() {
			for ctx.Err() == nil {
				i := int(next.Add(1) - 1)
				if i >= b.Games {
					return
				}
				if err := b.playOne(i, entries, &results[i]); err != nil {
					errOnce.Do(func() { firstErr = err; cancel() })
					return
				}
				n := done.Add(1)
				if b.Progress != nil {
					b.Progress(int(n))
				}
			}
		})
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return b.report(entries, results, time.Since(start)), nil
}

// entries names each agent entry, numbering repeated names.
func (b Batch) entries() ([]string, error) {
	if len(b.Agents) == 0 {
		return nil, errors.New("name at least one agent")
	}
	if len(b.Agents) > b.Players {
		return nil, fmt.Errorf("%d agents for %d players", len(b.Agents), b.Players)
	}
	for _, name := range b.Agents {
		if _, err := agent.New(name, 0); err != nil {
			return nil, err
		}
	}
	names := make([]string, b.Players)
	count := map[string]int{}
	for i := range names {
		names[i] = strings.TrimSpace(b.Agents[i%len(b.Agents)])
		count[names[i]]++
	}
	seen := map[string]int{}
	for i, n := range names {
		if count[n] > 1 {
			seen[n]++
			names[i] = fmt.Sprintf("%s#%d", n, seen[n])
		}
	}
	return names, nil
}

// config is game i's configuration: its seed depends only on the batch
// seed and i.
func (b Batch) config(i int) engine.Config {
	return engine.Config{
		Players: b.Players,
		Seed:    engine.Mix(b.Seed, uint64(i)),
		Options: b.Options,
		Decks:   b.Decks,
		NoLog:   true,
	}
}

// entryAt is the entry sitting at seat p in game i.
func (b Batch) entryAt(i, p int) int { return (p + i) % b.Players }

func (b Batch) playOne(i int, entries []string, out *result) error {
	cfg := b.config(i)
	agents := make([]agent.Agent, b.Players)
	for p := range agents {
		e := b.entryAt(i, p)
		name, _, _ := strings.Cut(entries[e], "#")
		a, err := agent.New(name, engine.Mix(cfg.Seed, uint64(1000+e)))
		if err != nil {
			return err
		}
		agents[p] = a
	}
	record := b.ReplayDir != "" && i < b.Replays
	if record {
		cfg.NoLog = false
	}
	g, err := Play(b.Game, cfg, agents, Options{Record: record, MaxDecisions: b.MaxDecisions})
	if err != nil {
		return fmt.Errorf("game %d (seed %d): %w", i+1, cfg.Seed, err)
	}
	if record {
		path := filepath.Join(b.ReplayDir, fmt.Sprintf("%s-%06d.json", b.Game.Info().ID, i+1))
		if err := engine.SaveReplay(path, g.Replay); err != nil {
			return err
		}
	}
	out.returns = make([]float64, b.Players)
	out.sole = -1
	out.turns = g.State.Turn()
	out.decisions = g.Decisions
	if g.Unfinished {
		out.unfinished = true
		out.seats = make([]float64, b.Players)
		return nil
	}
	o := g.State.Outcome()
	out.seats = o.Returns
	for p, r := range o.Returns {
		out.returns[b.entryAt(i, p)] = r
	}
	switch len(o.Winners) {
	case 0:
		out.nobody = true
	case 1:
		out.sole = b.entryAt(i, o.Winners[0])
	default:
		out.shared = true
	}
	return nil
}
