package sim

import (
	"context"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"text/tabwriter"
)

// Comparison is how a batch plays under two settings (two rule readings, or
// two card files): both play the same seeds, game by game, so each
// difference is measured on paired games and its interval is narrower than
// two separate batches would give.
type Comparison struct {
	// A and B name the two settings ("tie-break=add", "cards.yaml").
	A string `json:"a"`
	B string `json:"b"`
	// ReportA and ReportB are the batches' own reports.
	ReportA *Report `json:"report_a"`
	ReportB *Report `json:"report_b"`
	// Agents and Seats are each agent entry's and each seat's mean return
	// under B minus under A; Turns the same for the game's length.
	Agents []Difference `json:"agents"`
	Seats  []Difference `json:"seats"`
	Turns  Difference   `json:"turns"`
}

// Difference is a mean difference B − A over paired games, with its 95%
// confidence interval. Significant is true when the interval leaves out
// 0: the change matters, at that confidence.
type Difference struct {
	Name        string  `json:"name"`
	Value       float64 `json:"value"`
	Low         float64 `json:"low"`
	High        float64 `json:"high"`
	Significant bool    `json:"significant"`
}

// Compare plays batch a, and batch b on the same seeds, and measures how
// they differ. a and b should differ only in their options or their game's
// cards; nameA and nameB say how. Each game index is played under both
// settings by the same worker, which folds the difference into its tally
// at once, so a comparison keeps no game's result. a.Progress, when set,
// is called with the number of games played under both settings (twice
// the batch's games at the end).
func Compare(ctx context.Context, a, b Batch, nameA, nameB string) (*Comparison, error) {
	if a.Games != b.Games || a.Seed != b.Seed || a.Players != b.Players || a.Shard != b.Shard {
		return nil, fmt.Errorf("compared batches must play the same games: %d and %d games, seeds %d and %d", a.Games, b.Games, a.Seed, b.Seed)
	}
	b.Progress = nil
	out, err := play(ctx, []Batch{a, b}, []string{nameA, nameB})
	if err != nil {
		return nil, err
	}
	ra, rb := out.reports[0], out.reports[1]
	c := &Comparison{A: nameA, B: nameB, ReportA: ra, ReportB: rb}
	pt := out.pairs
	for e, ag := range ra.Agents {
		c.Agents = append(c.Agents, pt.entries[e].difference(ag.Name, float64(ra.Tally.Unit)))
	}
	for p := range a.Players {
		c.Seats = append(c.Seats, pt.seats[p].difference(ra.Seats[p].Label(), float64(ra.Tally.Unit)))
	}
	c.Turns = pt.turns.difference("turns", 1)
	return c, nil
}

// pairTally holds the paired differences of a comparison's games: for
// each measure, how many games had each difference B − A (in return units,
// or turns). Counts of whole numbers add up exactly in any order, so the
// differences' means and spreads are the same whatever the workers.
type pairTally struct {
	entries []diffs // by agent entry
	seats   []diffs // by seat
	turns   diffs
}

// diffs counts the games of each difference of one measure.
type diffs map[int64]int

func newPairTally(entries, players int) *pairTally {
	pt := &pairTally{turns: diffs{}}
	for range entries {
		pt.entries = append(pt.entries, diffs{})
	}
	for range players {
		pt.seats = append(pt.seats, diffs{})
	}
	return pt
}

// add counts the differences of one game, played as ra under the setting
// of tally ta and as rb under that of tb.
func (pt *pairTally) add(ta *Tally, ra *result, tb *Tally, rb *result) {
	for p := range pt.seats {
		d := tb.share(rb, p) - ta.share(ra, p)
		pt.seats[p][d]++
		// Both games seat the same entries: entries depend on the index.
		pt.entries[ra.entries[p]][d]++
	}
	pt.turns[int64(rb.turns-ra.turns)]++
}

// addTally adds the games of o.
func (pt *pairTally) addTally(o *pairTally) {
	for e := range pt.entries {
		pt.entries[e].add(o.entries[e])
	}
	for p := range pt.seats {
		pt.seats[p].add(o.seats[p])
	}
	pt.turns.add(o.turns)
}

func (d diffs) add(o diffs) {
	for v, n := range o {
		d[v] += n
	}
}

// difference is the mean difference, in units of unit, with its normal
// 95% interval. The sums run over the differences in order, so they are
// the same however the games were counted.
func (d diffs) difference(name string, unit float64) Difference {
	values := slices.Sorted(maps.Keys(d))
	n, sum := 0, 0.0
	for _, v := range values {
		n += d[v]
		sum += float64(v) * float64(d[v])
	}
	if n == 0 {
		return Difference{Name: name}
	}
	mean := sum / float64(n)
	half := 0.0
	if n > 1 {
		ss := 0.0
		for _, v := range values {
			dev := float64(v) - mean
			ss += dev * dev * float64(d[v])
		}
		half = 1.959963984540054 * math.Sqrt(ss/float64(n-1)/float64(n))
	}
	out := Difference{Name: name, Value: mean / unit, Low: (mean - half) / unit, High: (mean + half) / unit}
	out.Significant = out.Low > 0 || out.High < 0
	return out
}

// WriteText prints the comparison as a table for people.
func (c *Comparison) WriteText(w io.Writer) {
	fmt.Fprintf(w, "%s · %d paired games · A: %s · B: %s\n\n", c.ReportA.Game, c.ReportA.Games, c.A, c.B)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "\tA\tB\tB − A\t95% CI\t")
	row := func(d Difference, a, b float64, format func(float64) string, signed func(float64) string) {
		mark := ""
		if d.Significant {
			mark = "  *"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t[%s, %s]%s\t\n", d.Name, format(a), format(b), signed(d.Value), signed(d.Low), signed(d.High), mark)
	}
	points := func(v float64) string { return fmt.Sprintf("%+.1f pts", 100*v) }
	for e, d := range c.Agents {
		row(d, c.ReportA.Agents[e].Score.Value, c.ReportB.Agents[e].Score.Value, pct, points)
	}
	for p, d := range c.Seats {
		row(d, c.ReportA.Seats[p].Score.Value, c.ReportB.Seats[p].Score.Value, pct, points)
	}
	row(c.Turns, c.ReportA.Turns.Mean, c.ReportB.Turns.Mean,
		func(v float64) string { return fmt.Sprintf("%.1f", v) },
		func(v float64) string { return fmt.Sprintf("%+.2f", v) })
	tw.Flush()
	if c.anySignificant() {
		fmt.Fprintln(w, "\n* the 95% interval leaves out 0: the difference is unlikely to be chance")
	}
}

// anySignificant reports whether some difference is marked as unlikely to
// be chance.
func (c *Comparison) anySignificant() bool {
	for _, d := range append(append(slices.Clone(c.Agents), c.Seats...), c.Turns) {
		if d.Significant {
			return true
		}
	}
	return false
}
