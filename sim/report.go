package sim

import (
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"strings"
	"text/tabwriter"
	"time"
)

// Report summarises a batch, or one shard of it.
type Report struct {
	Game    string            `json:"game"`
	Players int               `json:"players"`
	Options map[string]string `json:"options,omitempty"`
	// Games is the number of games played; Sweep, the number in the whole
	// batch, of which these are the games from index First on (a shard,
	// named "K/N" by Shard; empty for a whole batch).
	Games   int    `json:"games"`
	Sweep   int    `json:"sweep"`
	First   int    `json:"first"`
	Shard   string `json:"shard,omitempty"`
	Seed    uint64 `json:"seed"`
	Workers int    `json:"workers"`
	// Decks names each seat's deck, for games played with decks.
	Decks  []string     `json:"decks,omitempty"`
	Agents []AgentStats `json:"agents"`
	// Seats is each seat's win rate whoever sat there: the advantage of a
	// seat, or, with decks, of the deck that seat plays.
	Seats []SeatStats `json:"seats"`
	// NoWinner is the share of games that ended with no seat winning; Ends
	// says how they ended, in the game's words.
	NoWinner Rate `json:"no_winner"`
	// Ends breaks the games down by how they ended: each reason the game
	// gave (engine.Outcome.Reason, [Unstated] when it gave none), most
	// games first, then the games cut at the decision cap ([CutReason]).
	Ends []EndStats `json:"ends"`
	// Unfinished counts the games stopped at the decision cap, MaxDecisions;
	// they count as no win for anyone.
	Unfinished   int          `json:"unfinished"`
	MaxDecisions int          `json:"max_decisions"`
	Turns        Distribution `json:"turns"`
	Decisions    Distribution `json:"decisions"`
	// TurnCounts is how many games lasted each number of turns.
	TurnCounts []Count `json:"turn_counts"`
	// Cards is each card played, most played first, when cards were
	// tracked (games that say which card an option plays).
	Cards     []CardStats `json:"cards,omitempty"`
	Seconds   float64     `json:"seconds"`
	PerSecond float64     `json:"games_per_second"`
	// Tally holds the sums the report is computed from, for merging.
	Tally *Tally `json:"tally"`
}

// AgentStats is how one agent entry fared.
type AgentStats struct {
	Name string `json:"name"`
	// Score is the entry's mean return: a sole win counts 1, a win shared
	// by k players 1/k.
	Score      Rate `json:"score"`
	SoleWins   int  `json:"sole_wins"`
	SharedWins int  `json:"shared_wins"`
}

// SeatStats is how one seat fared.
type SeatStats struct {
	Seat  int    `json:"seat"`
	Deck  string `json:"deck,omitempty"`
	Score Rate   `json:"score"`
}

// Label is "Player N", with the seat's deck when it is known.
func (s SeatStats) Label() string {
	name := fmt.Sprintf("Player %d", s.Seat+1)
	if s.Deck != "" {
		name += " (" + s.Deck + ")"
	}
	return name
}

// EndStats is how many games ended one way.
type EndStats struct {
	// Reason is how they ended, in the game's words, or [Unstated], or
	// [CutReason].
	Reason string `json:"reason"`
	// Cut is true for the games cut at the decision cap.
	Cut   bool `json:"cut,omitempty"`
	Games int  `json:"games"`
	// NoWinner counts those of them that no seat won.
	NoWinner int `json:"no_winner"`
	// Share is their share of all the games.
	Share Rate `json:"share"`
}

// CutReason names the games a batch stopped at the decision cap.
const CutReason = "cut at the decision cap"

// unrecorded names the games of merged reports written before games were
// counted by how they ended.
const unrecorded = "not recorded (a report of an older omnideck)"

// CardStats is how often one card was played, and how the players who
// played it fared.
type CardStats struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	// Plays counts its plays; Games the seats, game by game, that played
	// it; Score is their mean return.
	Plays int `json:"plays"`
	Games int `json:"games"`
	// Dealt counts the seats, game by game, whose deck held it (0 when the
	// decks are not known): a card dealt often and seldom played is a card
	// its agents do not know how to use, or that seldom can be.
	Dealt int  `json:"dealt,omitempty"`
	Score Rate `json:"score"`
}

// Rate is a proportion with its 95% Wilson score interval.
type Rate struct {
	Value float64 `json:"value"`
	Low   float64 `json:"low"`
	High  float64 `json:"high"`
}

// Distribution summarises whole-number samples.
type Distribution struct {
	Mean   float64 `json:"mean"`
	SD     float64 `json:"sd"`
	Min    int     `json:"min"`
	Median int     `json:"median"`
	P95    int     `json:"p95"`
	Max    int     `json:"max"`
}

// report starts the report of a batch: what it played, and with whom.
func (b Batch) report(entries []string, t *Tally, elapsed time.Duration) *Report {
	lo, _ := b.Shard.span(b.Games)
	r := &Report{
		Game:         b.Game.Info().ID,
		Players:      b.Players,
		Options:      b.Options,
		Sweep:        b.Games,
		First:        lo,
		Seed:         b.Seed,
		Workers:      b.Workers,
		Decks:        b.DeckNames,
		MaxDecisions: b.MaxDecisions,
		Seconds:      elapsed.Seconds(),
		Tally:        t,
	}
	if b.Shard.N > 1 {
		r.Shard = b.Shard.String()
	}
	for _, name := range entries {
		r.Agents = append(r.Agents, AgentStats{Name: name})
	}
	if t.Cards != nil {
		names, types := cardNames(b.Game), cardTypes(b.Game)
		// A card dealt and never played is left out when most cards of its
		// type were never played: a type the game does not play from a
		// deck (a Transformers TCG character starts on the table; the few
		// whose Tap ability counts as a play do not make the rest cards
		// to play).
		seen, played := map[string]int{}, map[string]int{}
		for id, c := range t.Cards {
			seen[types[id]]++
			if c.Plays > 0 {
				played[types[id]]++
			}
		}
		for id, c := range t.Cards {
			if ty := types[id]; c.Plays == 0 && 2*played[ty] < seen[ty] {
				delete(t.Cards, id)
				continue
			}
			r.Cards = append(r.Cards, CardStats{ID: id, Name: names[id]})
		}
	}
	r.fill()
	return r
}

// fill computes the report's figures from its tally.
func (r *Report) fill() {
	t := r.Tally
	n := t.Games
	r.Games = n
	r.PerSecond = 0
	if r.Seconds > 0 {
		r.PerSecond = float64(n) / r.Seconds
	}
	for e := range r.Agents {
		r.Agents[e].Score = Wilson(t.wins(t.Returns[e]), n)
		r.Agents[e].SoleWins, r.Agents[e].SharedWins = t.Sole[e], t.Shared[e]
	}
	r.Seats = nil
	for p := range r.Players {
		st := SeatStats{Seat: p, Score: Wilson(t.wins(t.Seats[p]), n)}
		if p < len(r.Decks) {
			st.Deck = r.Decks[p]
		}
		r.Seats = append(r.Seats, st)
	}
	r.NoWinner = Wilson(float64(t.Nobody), n)
	r.Unfinished = t.Unfinished
	r.Ends = nil
	counted := 0
	for reason, e := range t.Ends {
		r.Ends = append(r.Ends, EndStats{Reason: reason, Games: e.Games, NoWinner: e.NoWinner})
		counted += e.Games
	}
	sort.Slice(r.Ends, func(i, j int) bool {
		if r.Ends[i].Games != r.Ends[j].Games {
			return r.Ends[i].Games > r.Ends[j].Games
		}
		return r.Ends[i].Reason < r.Ends[j].Reason
	})
	if rest := n - t.Unfinished - counted; rest > 0 {
		r.Ends = append(r.Ends, EndStats{Reason: unrecorded, Games: rest, NoWinner: t.Nobody - r.noWinnerCounted()})
	}
	if t.Unfinished > 0 {
		r.Ends = append(r.Ends, EndStats{Reason: CutReason, Cut: true, Games: t.Unfinished, NoWinner: t.Unfinished})
	}
	for i := range r.Ends {
		r.Ends[i].Share = Wilson(float64(r.Ends[i].Games), n)
	}
	r.Turns = describeCounts(t.Turns)
	r.Decisions = describeCounts(t.Decisions)
	r.TurnCounts = counts(t.Turns)
	for i := range r.Cards {
		c := &r.Cards[i]
		ct := t.Cards[c.ID]
		if ct == nil {
			ct = &CardTally{}
		}
		c.Plays, c.Games, c.Dealt, c.Score = ct.Plays, ct.Games, ct.Dealt, Wilson(t.wins(ct.Returns), ct.Games)
		if c.Name == "" {
			c.Name = c.ID
		}
	}
	sort.Slice(r.Cards, func(i, j int) bool {
		if r.Cards[i].Plays != r.Cards[j].Plays {
			return r.Cards[i].Plays > r.Cards[j].Plays
		}
		return r.Cards[i].ID < r.Cards[j].ID
	})
}

// noWinnerCounted is the number of games no seat won among those counted
// by reason so far.
func (r *Report) noWinnerCounted() int {
	n := 0
	for _, e := range r.Ends {
		n += e.NoWinner
	}
	return n
}

// Wilson is the proportion successes/n with its 95% Wilson score interval.
func Wilson(successes float64, n int) Rate {
	if n == 0 {
		return Rate{}
	}
	const z = 1.959963984540054
	p := successes / float64(n)
	nf := float64(n)
	den := 1 + z*z/nf
	center := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return Rate{Value: p, Low: max(0, center-half), High: min(1, center+half)}
}

// Describe summarises samples.
func Describe(samples []int) Distribution {
	if len(samples) == 0 {
		return Distribution{}
	}
	s := slices.Clone(samples)
	sort.Ints(s)
	sum := 0.0
	for _, v := range s {
		sum += float64(v)
	}
	mean := sum / float64(len(s))
	ss := 0.0
	for _, v := range s {
		ss += (float64(v) - mean) * (float64(v) - mean)
	}
	sd := 0.0
	if len(s) > 1 {
		sd = math.Sqrt(ss / float64(len(s)-1))
	}
	return Distribution{
		Mean: mean, SD: sd, Min: s[0], Max: s[len(s)-1],
		Median: s[len(s)/2], P95: s[min(len(s)-1, len(s)*95/100)],
	}
}

// WriteText prints the report as tables for people.
func (r *Report) WriteText(w io.Writer) {
	games := fmt.Sprintf("%d games", r.Games)
	if r.Sweep > r.Games {
		games = fmt.Sprintf("%d of %d games", r.Games, r.Sweep) // a shard, or a sweep under way
	}
	fmt.Fprintf(w, "%s · %s · %d players · seed %d", r.Game, games, r.Players, r.Seed)
	if len(r.Options) > 0 {
		keys := make([]string, 0, len(r.Options))
		for k := range r.Options {
			keys = append(keys, k+"="+r.Options[k])
		}
		sort.Strings(keys)
		fmt.Fprintf(w, " · %s", strings.Join(keys, " "))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "agent\twin rate\t95% CI\tsole wins\tshared wins\t")
	for _, a := range r.Agents {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%d\t\n", a.Name, pct(a.Score.Value), ci(a.Score), a.SoleWins, a.SharedWins)
	}
	tw.Flush()
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "how games ended\tgames\tshare\t95% CI\t")
	for _, e := range r.EndRows() {
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t\n", e.Label, e.Games, pct(e.Share.Value), ci(e.Share))
	}
	tw.Flush()
	if r.Unfinished > 0 {
		fmt.Fprintf(w, "(a game cut at the cap counts as won by no one)\n")
	}
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "seat\twin rate\t95% CI\t")
	for _, st := range r.Seats {
		fmt.Fprintf(tw, "%s\t%s\t%s\t\n", st.Label(), pct(st.Score.Value), ci(st.Score))
	}
	tw.Flush()
	fmt.Fprintln(w)
	fmt.Fprintf(w, "turns per game:     %s\n", r.Turns)
	fmt.Fprintf(w, "decisions per game: %s\n", r.Decisions)
	fmt.Fprintf(w, "throughput:         %.0f games/s (%.2f s, %d workers)\n", r.PerSecond, r.Seconds, r.Workers)
}

// EndRow is one line of the breakdown of how games ended, for people.
type EndRow struct {
	Label string
	Games int
	// NoWinner counts the games of the line that no player won.
	NoWinner int
	Share    Rate
}

// EndRows is the breakdown of how the games ended, for people: each reason
// the game gave in its own words; the games it gave none for, split by
// whether a player won, which is all the simulator knows of them; and the
// games cut at the decision cap.
func (r *Report) EndRows() []EndRow {
	var rows []EndRow
	add := func(label string, games, noWinner int) {
		if games > 0 {
			rows = append(rows, EndRow{Label: label, Games: games, NoWinner: noWinner, Share: Wilson(float64(games), r.Games)})
		}
	}
	for _, e := range r.Ends {
		switch {
		case e.Cut && r.MaxDecisions > 0:
			add(fmt.Sprintf("%s (%d decisions)", CutReason, r.MaxDecisions), e.Games, e.NoWinner)
		case e.Reason == Unstated:
			add(Unstated+" (a player won)", e.Games-e.NoWinner, 0)
			add(Unstated+" (no player won)", e.NoWinner, e.NoWinner)
		default:
			add(e.Reason, e.Games, e.NoWinner)
		}
	}
	return rows
}

// String sums the distribution up on one line.
func (d Distribution) String() string {
	return fmt.Sprintf("mean %.1f, sd %.1f, min %d, median %d, p95 %d, max %d", d.Mean, d.SD, d.Min, d.Median, d.P95, d.Max)
}

func pct(v float64) string { return fmt.Sprintf("%.1f%%", 100*v) }

func ci(r Rate) string { return fmt.Sprintf("[%.1f%%, %.1f%%]", 100*r.Low, 100*r.High) }
