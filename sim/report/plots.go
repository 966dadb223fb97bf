package report

import (
	"fmt"
	"image/color"
	"io"
	"math"
	"os"
	"path/filepath"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"

	"omnideck/sim"
)

// A chart's colours.
var (
	ink     = color.RGBA{R: 0x1f, G: 0x4e, B: 0x79, A: 0xff}
	warm    = color.RGBA{R: 0xc0, G: 0x50, B: 0x1a, A: 0xff}
	evenish = color.RGBA{R: 0x99, G: 0x99, B: 0x99, A: 0xff}
)

// interval is a set of points with their error bars, as gonum's error-bar
// plotters take them.
type interval struct {
	plotter.XYs
	plotter.XErrors
}

// row is one line of an interval chart: a name, a value and its interval.
type row struct {
	name             string
	value, low, high float64
}

// rateRows turns rates into rows.
func rateRow(name string, r sim.Rate) row { return row{name, r.Value, r.Low, r.High} }

// intervalChart draws each row as a point with its 95% interval, the first
// row on top, on an axis from lo to hi labelled in percent (or, signed,
// in points), with a dashed line at mark when it is within the axis.
func intervalChart(title, axis string, rows []row, lo, hi, mark float64, signed bool) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = axis
	p.X.Min, p.X.Max = lo, hi
	p.X.Tick.Marker = percentTicks{signed: signed}
	n := len(rows)
	iv := interval{make(plotter.XYs, n), make(plotter.XErrors, n)}
	names := make([]string, n)
	for i, r := range rows {
		y := float64(n - 1 - i)
		iv.XYs[i] = plotter.XY{X: r.value, Y: y}
		iv.XErrors[i].Low, iv.XErrors[i].High = r.value-r.low, r.high-r.value
		names[n-1-i] = r.name
	}
	bars, err := plotter.NewXErrorBars(iv)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", title, err)
	}
	bars.Color = ink
	bars.CapWidth = vg.Points(6)
	dots, err := plotter.NewScatter(iv.XYs)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", title, err)
	}
	dots.GlyphStyle = draw.GlyphStyle{Color: warm, Radius: vg.Points(3), Shape: draw.CircleGlyph{}}
	line, err := plotter.NewLine(plotter.XYs{{X: mark, Y: -0.5}, {X: mark, Y: float64(n) - 0.5}})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", title, err)
	}
	line.Color = evenish
	line.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
	p.Add(plotter.NewGrid())
	if lo <= mark && mark <= hi {
		p.Add(line)
	}
	p.Add(bars, dots)
	p.NominalY(names...)
	p.Y.Min, p.Y.Max = -0.5, float64(n)-0.5
	return p, nil
}

// lengthChart draws how many games lasted each number of turns.
func lengthChart(counts []sim.Count) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = "Game length"
	p.X.Label.Text = "turns"
	p.Y.Label.Text = "games"
	xys := make(plotter.XYs, len(counts))
	for i, c := range counts {
		xys[i] = plotter.XY{X: float64(c.Value), Y: float64(c.Games)}
	}
	h, err := plotter.NewHistogram(xys, max(1, bins(counts)))
	if err != nil {
		return nil, fmt.Errorf("game length: %w", err)
	}
	h.FillColor = ink
	h.LineStyle.Color = color.White
	p.Add(plotter.NewGrid(), h)
	p.Y.Tick.Marker = wholeTicks{}
	return p, nil
}

// percentTicks marks a share axis every 1, 2, 5, 10 or 20 points, about
// five to ten marks in all, labelled in percent ("35%"), or in signed
// points ("+5") for differences.
type percentTicks struct{ signed bool }

// Ticks are the marks between lo and hi.
func (t percentTicks) Ticks(lo, hi float64) []plot.Tick {
	step := 0.2
	for _, s := range []float64{0.01, 0.02, 0.05, 0.1} {
		if (hi-lo)/s <= 10 {
			step = s
			break
		}
	}
	var ticks []plot.Tick
	for i := math.Ceil(lo/step - 1e-9); i*step <= hi+1e-9; i++ {
		v := i * step
		if math.Abs(v) < 1e-9 {
			v = 0 // not -0
		}
		label := fmt.Sprintf("%.0f%%", 100*v)
		if t.signed && v != 0 {
			label = fmt.Sprintf("%+.0f", 100*v)
		} else if t.signed {
			label = "0"
		}
		ticks = append(ticks, plot.Tick{Value: v, Label: label})
	}
	return ticks
}

// wholeTicks labels an axis of counts with whole numbers only.
type wholeTicks struct{}

// Ticks are gonum's default ticks, those at whole numbers labelled
// without decimals.
func (wholeTicks) Ticks(lo, hi float64) []plot.Tick {
	ticks := plot.DefaultTicks{}.Ticks(lo, hi)
	for i := range ticks {
		if ticks[i].Label == "" {
			continue
		}
		if ticks[i].Value != math.Trunc(ticks[i].Value) {
			ticks[i].Label = ""
			continue
		}
		ticks[i].Label = fmt.Sprintf("%.0f", ticks[i].Value)
	}
	return ticks
}

// bins is one bin per turn for short ranges, about forty for long ones.
func bins(counts []sim.Count) int {
	if len(counts) == 0 {
		return 1
	}
	span := counts[len(counts)-1].Value - counts[0].Value + 1
	return min(span, 40)
}

// saveBoth writes p as name.png and name.svg in dir, height growing with
// the number of rows. A margin on the left keeps the widest row name whole
// (gonum measures names a little short).
func saveBoth(p *plot.Plot, dir, name string, rows int) error {
	w, h := 7*vg.Inch, vg.Length(max(3, 1+float64(rows)*0.32))*vg.Inch
	canvases := map[string]vg.CanvasWriterTo{
		"png": vgimg.PngCanvas{Canvas: vgimg.New(w, h)},
		"svg": vgsvg.New(w, h),
	}
	for _, ext := range []string{"png", "svg"} {
		c := canvases[ext]
		p.Draw(draw.Crop(draw.New(c), vg.Points(10), 0, 0, 0))
		path := filepath.Join(dir, name+"."+ext)
		if err := writeTo(path, c); err != nil {
			return fmt.Errorf("plot %s.%s: %w", name, ext, err)
		}
	}
	return nil
}

// writeTo writes a drawn canvas to path.
func writeTo(path string, c io.WriterTo) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if _, err := c.WriteTo(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
