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

// Report summarises a batch.
type Report struct {
	Game    string            `json:"game"`
	Players int               `json:"players"`
	Options map[string]string `json:"options,omitempty"`
	Games   int               `json:"games"`
	Seed    uint64            `json:"seed"`
	Workers int               `json:"workers"`
	Agents  []AgentStats      `json:"agents"`
	// Seats is each seat's win rate whoever sat there: the advantage of a
	// seat, or, with decks, of the deck that seat plays.
	Seats []SeatStats `json:"seats"`
	// NoWinner counts the games nobody won (in Omnitrix: the villains).
	NoWinner Rate `json:"no_winner"`
	// Unfinished counts the games stopped at the decision cap; they count
	// as no win for anyone.
	Unfinished int          `json:"unfinished"`
	Turns      Distribution `json:"turns"`
	Decisions  Distribution `json:"decisions"`
	Seconds    float64      `json:"seconds"`
	PerSecond  float64      `json:"games_per_second"`
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

func (b Batch) report(entries []string, results []result, elapsed time.Duration) *Report {
	n := len(results)
	r := &Report{
		Game:    b.Game.Info().ID,
		Players: b.Players,
		Options: b.Options,
		Games:   n,
		Seed:    b.Seed,
		Workers: b.Workers,
		Seconds: elapsed.Seconds(),
	}
	if r.Seconds > 0 {
		r.PerSecond = float64(n) / r.Seconds
	}
	nobody := 0
	turns := make([]int, n)
	decisions := make([]int, n)
	for i, res := range results {
		if res.nobody {
			nobody++
		}
		if res.unfinished {
			r.Unfinished++
		}
		turns[i], decisions[i] = res.turns, res.decisions
	}
	for e, name := range entries {
		st := AgentStats{Name: name}
		sum := 0.0
		for _, res := range results {
			sum += res.returns[e]
			if res.sole == e {
				st.SoleWins++
			} else if res.shared && res.returns[e] > 0 {
				st.SharedWins++
			}
		}
		st.Score = Wilson(sum, n)
		r.Agents = append(r.Agents, st)
	}
	for p := range b.Players {
		sum := 0.0
		for _, res := range results {
			sum += res.seats[p]
		}
		st := SeatStats{Seat: p, Score: Wilson(sum, n)}
		if p < len(b.DeckNames) {
			st.Deck = b.DeckNames[p]
		}
		r.Seats = append(r.Seats, st)
	}
	r.NoWinner = Wilson(float64(nobody), n)
	r.Turns = Describe(turns)
	r.Decisions = Describe(decisions)
	return r
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
	fmt.Fprintf(w, "%s · %d games · %d players · seed %d", r.Game, r.Games, r.Players, r.Seed)
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
	fmt.Fprintf(tw, "no winner\t%s\t%s\t\t\t\n", pct(r.NoWinner.Value), ci(r.NoWinner))
	tw.Flush()
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "seat\twin rate\t95% CI\t")
	for _, st := range r.Seats {
		name := fmt.Sprintf("Player %d", st.Seat+1)
		if st.Deck != "" {
			name += " (" + st.Deck + ")"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t\n", name, pct(st.Score.Value), ci(st.Score))
	}
	tw.Flush()
	fmt.Fprintln(w)
	fmt.Fprintf(w, "turns per game:     %s\n", r.Turns)
	fmt.Fprintf(w, "decisions per game: %s\n", r.Decisions)
	if r.Unfinished > 0 {
		fmt.Fprintf(w, "unfinished:         %d games reached the decision cap and count as no win\n", r.Unfinished)
	}
	fmt.Fprintf(w, "throughput:         %.0f games/s (%.2f s, %d workers)\n", r.PerSecond, r.Seconds, r.Workers)
}

func (d Distribution) String() string {
	return fmt.Sprintf("mean %.1f, sd %.1f, min %d, median %d, p95 %d, max %d", d.Mean, d.SD, d.Min, d.Median, d.P95, d.Max)
}

func pct(v float64) string { return fmt.Sprintf("%.1f%%", 100*v) }

func ci(r Rate) string { return fmt.Sprintf("[%.1f%%, %.1f%%]", 100*r.Low, 100*r.High) }
