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
	// Shard, when set, plays only that part of the batch's games.
	Shard Shard
	// Cards tallies the cards played, for games that say which card an
	// option plays (engine.CardPlays).
	Cards bool
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
	cards      []cardUse // the cards played, with Batch.Cards
}

// cardUse is one seat's plays of one card in a game.
type cardUse struct {
	seat  int
	id    string
	times int
}

// Run plays the batch and summarises it. The report is the same for a given
// batch whatever the number of workers, except for its timings.
func Run(ctx context.Context, b Batch) (*Report, error) {
	r, _, err := b.run(ctx)
	return r, err
}

// run plays the batch and returns its report and each game's result.
func (b Batch) run(ctx context.Context) (*Report, []result, error) {
	if b.Games < 1 {
		return nil, nil, errors.New("a batch needs at least one game")
	}
	if b.Workers < 1 {
		b.Workers = 1
	}
	entries, err := b.entries()
	if err != nil {
		return nil, nil, err
	}
	// Check the configuration once, so a bad option fails fast and alone.
	first, err := b.Game.New(b.config(0))
	if err != nil {
		return nil, nil, err
	}
	b.Options = first.Config().Options
	if b.ReplayDir != "" {
		if err := os.MkdirAll(b.ReplayDir, 0o755); err != nil {
			return nil, nil, fmt.Errorf("replay folder: %w", err)
		}
	}

	lo, hi := b.Shard.span(b.Games)
	if hi <= lo {
		return nil, nil, fmt.Errorf("shard %s of %d games has no games", b.Shard, b.Games)
	}
	results := make([]result, hi-lo)
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
				i := lo + int(next.Add(1)-1)
				if i >= hi {
					return
				}
				if err := b.playOne(i, entries, &results[i-lo]); err != nil {
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
		return nil, nil, firstErr
	}
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	t := newTally(len(entries), b.Players)
	for i := range results {
		t.add(&results[i])
	}
	return b.report(entries, t, time.Since(start)), results, nil
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
	g, err := Play(b.Game, cfg, agents, Options{Record: record, MaxDecisions: b.MaxDecisions, Cards: b.Cards})
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
	for p, ids := range g.Played {
		out.cards = tallyPlays(out.cards, p, ids)
	}
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

// tallyPlays adds seat p's plays, ids in order, to uses, one entry per
// card.
func tallyPlays(uses []cardUse, p int, ids []string) []cardUse {
	first := len(uses)
next:
	for _, id := range ids {
		for k := first; k < len(uses); k++ {
			if uses[k].id == id {
				uses[k].times++
				continue next
			}
		}
		uses = append(uses, cardUse{seat: p, id: id, times: 1})
	}
	return uses
}

// cardNames maps each card id of g's Catalog to its name.
func cardNames(g engine.Game) map[string]string {
	out := map[string]string{}
	if cat, ok := g.(engine.Catalog); ok {
		for _, c := range cat.Catalog() {
			out[c.ID] = c.Name
		}
	}
	return out
}
