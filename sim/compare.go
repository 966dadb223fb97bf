package sim

import (
	"context"
	"fmt"
	"io"
	"math"
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
// cards; nameA and nameB say how.
func Compare(ctx context.Context, a, b Batch, nameA, nameB string) (*Comparison, error) {
	if a.Games != b.Games || a.Seed != b.Seed || a.Players != b.Players || a.Shard != b.Shard {
		return nil, fmt.Errorf("compared batches must play the same games: %d and %d games, seeds %d and %d", a.Games, b.Games, a.Seed, b.Seed)
	}
	ra, resA, err := a.run(ctx)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", nameA, err)
	}
	rb, resB, err := b.run(ctx)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", nameB, err)
	}
	c := &Comparison{A: nameA, B: nameB, ReportA: ra, ReportB: rb}
	for e, ag := range ra.Agents {
		c.Agents = append(c.Agents, paired(ag.Name, resA, resB, func(r *result) float64 { return r.returns[e] }))
	}
	for p := range a.Players {
		c.Seats = append(c.Seats, paired(fmt.Sprintf("Player %d", p+1), resA, resB, func(r *result) float64 { return r.seats[p] }))
	}
	c.Turns = paired("turns", resA, resB, func(r *result) float64 { return float64(r.turns) })
	return c, nil
}

// paired is the mean of f(b) − f(a) over paired games, with its normal 95%
// interval.
func paired(name string, a, b []result, f func(*result) float64) Difference {
	n := len(a)
	sum, sumSq := 0.0, 0.0
	for i := range a {
		d := f(&b[i]) - f(&a[i])
		sum += d
		sumSq += d * d
	}
	mean := sum / float64(n)
	half := 0.0
	if n > 1 {
		variance := max(0, (sumSq-float64(n)*mean*mean)/float64(n-1))
		half = 1.959963984540054 * math.Sqrt(variance/float64(n))
	}
	d := Difference{Name: name, Value: mean, Low: mean - half, High: mean + half}
	d.Significant = d.Low > 0 || d.High < 0
	return d
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
	fmt.Fprintln(w, "\n* the 95% interval leaves out 0: the difference is unlikely to be chance")
}
