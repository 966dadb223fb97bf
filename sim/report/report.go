// Package report writes a simulation's report for designers: a page
// (index.html) with its plots as PNG and SVG beside it, and the figures as
// JSON, from a batch's report (package sim) or from a comparison of two
// rule readings or card files.
package report

import (
	"encoding/json"
	"fmt"
	"html/template"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"omnideck/sim"
)

// Write writes r's report into dir, made if missing: index.html, the plots
// winrates, length and (when cards were tracked) cards as .png and .svg,
// and report.json.
func Write(dir string, r *sim.Report) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("report folder: %w", err)
	}
	if err := writeJSON(filepath.Join(dir, "report.json"), r); err != nil {
		return err
	}
	rows := []row{}
	for _, a := range r.Agents {
		rows = append(rows, rateRow("agent "+a.Name, a.Score))
	}
	for _, s := range r.Seats {
		rows = append(rows, rateRow(s.Label(), s.Score))
	}
	// The rest of the games, no player won: say how they ended, in the
	// game's words.
	for _, e := range r.EndRows() {
		if e.NoWinner > 0 {
			rows = append(rows, rateRow(e.Label, sim.Wilson(float64(e.NoWinner), r.Games)))
		}
	}
	even := 1 / float64(r.Players)
	lo, hi := axis(rows, even)
	p, err := intervalChart("Win rate (95% interval)", "share of games (dashed: an even share)", rows, lo, hi, even, false)
	if err != nil {
		return err
	}
	if err := saveBoth(p, dir, "winrates", len(rows)); err != nil {
		return err
	}
	if p, err = lengthChart(r.TurnCounts); err != nil {
		return err
	}
	if err := saveBoth(p, dir, "length", 8); err != nil {
		return err
	}
	if slices.ContainsFunc(r.Cards, func(c sim.CardStats) bool { return c.Games > 0 }) {
		rows = rows[:0]
		for _, c := range r.Cards {
			if c.Games > 0 { // a card dealt and never played has no rate
				rows = append(rows, rateRow(fmt.Sprintf("%s (%d)", c.Name, c.Plays), c.Score))
			}
		}
		lo, hi := axis(rows, even)
		if p, err = intervalChart("Win rate of the seats that played each card (95% interval)", "share of games won (plays of the card in brackets, most played first)", rows, lo, hi, even, false); err != nil {
			return err
		}
		if err := saveBoth(p, dir, "cards", len(rows)); err != nil {
			return err
		}
	}
	return writePage(filepath.Join(dir, "index.html"), reportPage, pageData{Report: r, Title: title(r)})
}

// WriteComparison writes c's report into dir: index.html with the
// differences and their plot (differences.png and .svg), comparison.json,
// and each side's own report in a/ and b/.
func WriteComparison(dir string, c *sim.Comparison) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("report folder: %w", err)
	}
	if err := writeJSON(filepath.Join(dir, "comparison.json"), c); err != nil {
		return err
	}
	if err := Write(filepath.Join(dir, "a"), c.ReportA); err != nil {
		return err
	}
	if err := Write(filepath.Join(dir, "b"), c.ReportB); err != nil {
		return err
	}
	rows := []row{}
	widest := 0.05
	for _, d := range append(slices.Clone(c.Agents), c.Seats...) {
		name := d.Name
		if !strings.HasPrefix(name, "Player") {
			name = "agent " + name
		}
		rows = append(rows, row{name, d.Value, d.Low, d.High})
		widest = max(widest, math.Abs(d.Low), math.Abs(d.High))
	}
	widest = math.Ceil(widest*20) / 20
	p, err := intervalChart("Win rate under B minus under A (95% interval)", fmt.Sprintf("difference in percentage points of games won (A: %s, B: %s)", c.A, c.B), rows, -widest, widest, 0, true)
	if err != nil {
		return err
	}
	if err := saveBoth(p, dir, "differences", len(rows)); err != nil {
		return err
	}
	return writePage(filepath.Join(dir, "index.html"), comparisonPage, pageData{Comparison: c, Title: fmt.Sprintf("%s: %s against %s", c.ReportA.Game, c.B, c.A)})
}

// writeJSON writes v, indented, to path.
func writeJSON(path string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := os.WriteFile(path, append(data, '\n'), 0o644); err != nil {
		return fmt.Errorf("report: %w", err)
	}
	return nil
}

// pageData is what a page template shows.
type pageData struct {
	Title      string
	Report     *sim.Report
	Comparison *sim.Comparison
}

// writePage renders page with data into path.
func writePage(path string, page *template.Template, data pageData) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("report: %w", err)
	}
	if err := page.Execute(f, data); err != nil {
		f.Close()
		return fmt.Errorf("report page: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("report: %w", err)
	}
	return nil
}

// title names a report's batch.
func title(r *sim.Report) string {
	t := fmt.Sprintf("%s · %d games · %d players", r.Game, r.Games, r.Players)
	if r.Shard != "" {
		t += " · shard " + r.Shard
	}
	return t
}

// axis is the range of a win-rate axis: the rows' intervals, with a little
// room on each side, in steps of 5 points within 0 to 1, so that
// differences of a few points can be seen. It reaches to mark, the even
// share, when that is close.
func axis(rows []row, mark float64) (lo, hi float64) {
	lo, hi = 1.0, 0.0
	for _, r := range rows {
		lo, hi = min(lo, r.low, r.value), max(hi, r.high, r.value)
	}
	if lo > hi { // no rows
		return 0, 1
	}
	if near := 0.1; mark >= lo-near && mark <= hi+near {
		lo, hi = min(lo, mark), max(hi, mark)
	}
	pad := max(0.01, (hi-lo)*0.05)
	lo = max(0, math.Floor((lo-pad)*20+1e-9)/20)
	hi = min(1, math.Ceil((hi+pad)*20-1e-9)/20)
	return lo, hi
}

// funcs are the templates' helpers.
var funcs = template.FuncMap{
	"pct":  func(v float64) string { return fmt.Sprintf("%.1f%%", 100*v) },
	"pts":  func(v float64) string { return fmt.Sprintf("%+.1f", 100*v) },
	"num":  func(v float64) string { return fmt.Sprintf("%.1f", v) },
	"seat": func(s sim.SeatStats) string { return s.Label() },
	"inc":  func(i int) int { return i + 1 },
	"options": func(o map[string]string) string {
		var parts []string
		for _, k := range slices.Sorted(maps.Keys(o)) {
			parts = append(parts, k+"="+o[k])
		}
		if len(parts) == 0 {
			return "defaults"
		}
		return strings.Join(parts, " ")
	},
}
