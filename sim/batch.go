package sim

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
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
	// Random deals each game, for each seat, a new legal deck at random
	// from the game's whole card pool, from the game's seed alone
	// (decklist.Random), in place of Decks: a report then tells how each
	// card fares across many decks.
	Random bool
	// Mirror, with Random, deals one deck a game that every seat plays, so
	// that agents are compared on equal decks, and many decks.
	Mirror bool
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

	// pool deals the random decks, with Random.
	pool *pool
	// known names the cards of the game's catalog, with Cards: the ids of
	// a deck that count as dealt.
	known map[string]string
}

// result is what a batch learns of one game, folded into a worker's tally
// as soon as the game ends. A worker reuses one result from game to game.
type result struct {
	entries    []int // the agent entry at each seat
	winners    []int // the seats that won
	reason     string
	unfinished bool // stopped at the decision cap
	turns      int
	decisions  int
	cards      []cardUse // the cards played, with Batch.Cards
}

// won reports whether seat p won the game.
func (r *result) won(p int) bool { return slices.Contains(r.winners, p) }

// cardUse is one seat's plays of one card in a game, and whether the card
// was in its deck.
type cardUse struct {
	seat  int
	id    string
	times int
	dealt bool
}

// Run plays the batch and summarises it. The report is the same for a given
// batch whatever the number of workers, except for its timings.
func Run(ctx context.Context, b Batch) (*Report, error) {
	out, err := play(ctx, []Batch{b}, nil)
	if err != nil {
		return nil, err
	}
	return out.reports[0], nil
}

// setup is what a batch works out before its first game.
type setup struct {
	entries []string
	unit    int64
}

// prepare checks the batch, so that a bad option fails fast and alone, and
// works out its entries and units. It returns the batch with its options
// resolved and its workers and decision cap set.
func (b Batch) prepare() (Batch, setup, error) {
	if b.Games < 1 {
		return b, setup{}, errors.New("a batch needs at least one game")
	}
	if b.Workers < 1 {
		b.Workers = 1
	}
	if b.MaxDecisions <= 0 {
		b.MaxDecisions = DefaultMaxDecisions
	}
	entries, err := b.entries()
	if err != nil {
		return b, setup{}, err
	}
	unit, err := returnUnit(b.Players)
	if err != nil {
		return b, setup{}, err
	}
	if b.Random {
		if len(b.Decks) > 0 {
			return b, setup{}, errors.New("random decks and given decks: choose one")
		}
		if b.pool, err = newPool(b.Game); err != nil {
			return b, setup{}, err
		}
		b.DeckNames = make([]string, b.Players)
		for p := range b.DeckNames {
			b.DeckNames[p] = RandomDeckName
			if b.Mirror {
				b.DeckNames[p] = MirrorDeckName
			}
		}
	}
	if b.Cards {
		b.known = cardNames(b.Game)
	}
	cfg0, err := b.config(0)
	if err != nil {
		return b, setup{}, err
	}
	first, err := b.Game.New(cfg0)
	if err != nil {
		return b, setup{}, err
	}
	b.Options = first.Config().Options
	if len(b.DeckNames) == 0 && len(b.Decks) == 0 {
		b.DeckNames = DefaultDecks(b.Game, b.Players, b.Options)
	}
	if b.ReplayDir != "" {
		if err := os.MkdirAll(b.ReplayDir, 0o755); err != nil {
			return b, setup{}, fmt.Errorf("replay folder: %w", err)
		}
	}
	if lo, hi := b.Shard.span(b.Games); hi <= lo {
		return b, setup{}, fmt.Errorf("shard %s of %d games has no games", b.Shard, b.Games)
	}
	return b, setup{entries: entries, unit: unit}, nil
}

// played is what [play] returns: each batch's report, and for two batches
// the paired differences of their games.
type played struct {
	reports []*Report
	pairs   *pairTally
}

// play plays the games of batches side by side: one batch, or two that
// deal the same games (a comparison). A worker takes the next game index,
// plays that game in every batch, and folds each result into its own
// tallies before it takes the next, so memory does not grow with the number
// of games. All counts are whole numbers, so the workers' tallies add up to
// the same totals whatever their number. pairs, when given, names the two
// batches for errors, and asks for their paired differences. The first
// batch's Progress, when set, is called with the number of games played in
// all batches.
func play(ctx context.Context, batches []Batch, names []string) (*played, error) {
	setups := make([]setup, len(batches))
	for j := range batches {
		var err error
		if batches[j], setups[j], err = batches[j].prepare(); err != nil {
			return nil, named(names, j, err)
		}
	}
	b0 := batches[0]
	lo, hi := b0.Shard.span(b0.Games)
	type worker struct {
		tallies []*Tally
		pairs   *pairTally
	}
	workers := make([]worker, b0.Workers)
	var next, done atomic.Int64
	var firstErr error
	var errOnce sync.Once
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	start := time.Now()
	var wg sync.WaitGroup
	for w := range workers {
		wk := &workers[w]
		for j, b := range batches {
			wk.tallies = append(wk.tallies, newTally(len(setups[j].entries), b.Players, setups[j].unit))
		}
		if len(batches) == 2 {
			wk.pairs = newPairTally(len(setups[0].entries), b0.Players)
		}
		wg.Go(func() {
			results := make([]result, len(batches))
			for ctx.Err() == nil {
				i := lo + int(next.Add(1)-1)
				if i >= hi {
					return
				}
				for j, b := range batches {
					if err := b.playOne(i, setups[j].entries, &results[j]); err != nil {
						errOnce.Do(func() { firstErr = named(names, j, err); cancel() })
						return
					}
					wk.tallies[j].add(&results[j])
				}
				if wk.pairs != nil {
					wk.pairs.add(wk.tallies[0], &results[0], wk.tallies[1], &results[1])
				}
				n := done.Add(int64(len(batches)))
				if b0.Progress != nil {
					b0.Progress(int(n))
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
	elapsed := time.Since(start) / time.Duration(len(batches))
	out := &played{}
	for j, b := range batches {
		t := workers[0].tallies[j]
		for _, wk := range workers[1:] {
			t.Add(wk.tallies[j])
		}
		out.reports = append(out.reports, b.report(setups[j].entries, t, elapsed))
	}
	if len(batches) == 2 {
		out.pairs = workers[0].pairs
		for _, wk := range workers[1:] {
			out.pairs.addTally(wk.pairs)
		}
	}
	return out, nil
}

// named puts the name of batch j, when batches are named, before err.
func named(names []string, j int, err error) error {
	if j < len(names) {
		return fmt.Errorf("%s: %w", names[j], err)
	}
	return err
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

// config is game i's configuration: its seed, and its random decks, depend
// only on the batch seed and i.
func (b Batch) config(i int) (engine.Config, error) {
	cfg := engine.Config{
		Players: b.Players,
		Seed:    engine.Mix(b.Seed, uint64(i)),
		Options: b.Options,
		Decks:   b.Decks,
		NoLog:   true,
	}
	if b.pool != nil {
		decks, err := b.pool.deal(cfg.Seed, b.Players, b.Mirror)
		if err != nil {
			return cfg, fmt.Errorf("game %d (seed %d): %w", i+1, cfg.Seed, err)
		}
		cfg.Decks = decks
	}
	return cfg, nil
}

// entryAt is the entry sitting at seat p in game i.
func (b Batch) entryAt(i, p int) int { return (p + i) % b.Players }

// playOne plays game i of the batch into out, which it reuses.
func (b Batch) playOne(i int, entries []string, out *result) error {
	cfg, err := b.config(i)
	if err != nil {
		return err
	}
	agents := make([]agent.Agent, b.Players)
	out.entries = out.entries[:0]
	for p := range agents {
		e := b.entryAt(i, p)
		out.entries = append(out.entries, e)
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
	out.winners, out.reason = out.winners[:0], ""
	out.turns = g.State.Turn()
	out.decisions = g.Decisions
	out.cards = out.cards[:0]
	for p, ids := range g.Played {
		out.cards = tallyPlays(out.cards, p, ids)
	}
	if b.Cards {
		for p, deck := range cfg.Decks {
			out.cards = tallyDealt(out.cards, p, deck, b.known)
		}
	}
	out.unfinished = g.Unfinished
	if g.Unfinished {
		return nil
	}
	o := g.State.Outcome()
	out.winners = append(out.winners, o.Winners...)
	out.reason = o.Reason
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

// tallyDealt marks the cards of seat p's deck in uses, adding those it did
// not play.
func tallyDealt(uses []cardUse, p int, deck []string, known map[string]string) []cardUse {
	first := len(uses)
	for k := range uses {
		if uses[k].seat == p {
			first = k
			break
		}
	}
next:
	for _, id := range deck {
		if _, ok := known[id]; !ok {
			continue
		}
		for k := first; k < len(uses); k++ {
			if uses[k].seat == p && uses[k].id == id {
				uses[k].dealt = true
				continue next
			}
		}
		uses = append(uses, cardUse{seat: p, id: id, dealt: true})
	}
	return uses
}

// cardTypes maps each card id of g's Catalog to its type.
func cardTypes(g engine.Game) map[string]string {
	out := map[string]string{}
	if cat, ok := g.(engine.Catalog); ok {
		for _, c := range cat.Catalog() {
			out[c.ID] = c.Type
		}
	}
	return out
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
