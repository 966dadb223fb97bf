package report

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"omnideck/games"
	"omnideck/sim"
)

func batch(t *testing.T, game string) sim.Batch {
	t.Helper()
	reg, err := games.Registry()
	if err != nil {
		t.Fatal(err)
	}
	g, err := reg.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	return sim.Batch{Game: g, Players: 2, Agents: []string{"random", "heuristic"}, Games: 20, Seed: 9, Workers: 2, Cards: true}
}

// checkPlots checks that each plot is a PNG that decodes and an SVG.
func checkPlots(t *testing.T, dir string, names ...string) {
	t.Helper()
	for _, name := range names {
		f, err := os.Open(filepath.Join(dir, name+".png"))
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil || img.Bounds().Dx() < 300 {
			t.Errorf("%s.png: %v", name, err)
		}
		svg, err := os.ReadFile(filepath.Join(dir, name+".svg"))
		if err != nil || !bytes.Contains(svg, []byte("<svg")) {
			t.Errorf("%s.svg is not an SVG: %v", name, err)
		}
	}
}

// A batch's report is a page with its plots, tables naming every agent,
// seat and card played, and the figures as JSON that read back.
func TestWriteMakesAPageWithPlots(t *testing.T) {
	r, err := sim.Run(context.Background(), batch(t, "superbenji"))
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "report")
	if err := Write(dir, r); err != nil {
		t.Fatal(err)
	}
	checkPlots(t, dir, "winrates", "length", "cards")
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"superbenji · 20 games · 2 players", `src="winrates.png"`, `src="length.png"`, `src="cards.png"`, "heuristic", "Player 2", r.Cards[0].Name}
	for _, w := range want {
		if !strings.Contains(string(page), w) {
			t.Errorf("the page does not show %q", w)
		}
	}
	var back sim.Report
	data, err := os.ReadFile(filepath.Join(dir, "report.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &back); err != nil || back.Games != 20 || len(back.Cards) != len(r.Cards) {
		t.Errorf("report.json: %v, %d games, %d cards", err, back.Games, len(back.Cards))
	}
}

// A comparison's report shows each difference with its interval, and each
// side's own report.
func TestWriteComparison(t *testing.T) {
	a, b := batch(t, "omnitrix"), batch(t, "omnitrix")
	a.Options = map[string]string{"tie-break": "add"}
	b.Options = map[string]string{"tie-break": "aliens"}
	c, err := sim.Compare(context.Background(), a, b, "tie-break=add", "tie-break=aliens")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := WriteComparison(dir, c); err != nil {
		t.Fatal(err)
	}
	checkPlots(t, dir, "differences")
	checkPlots(t, filepath.Join(dir, "a"), "winrates", "length")
	checkPlots(t, filepath.Join(dir, "b"), "winrates", "length")
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"tie-break=add", "tie-break=aliens", `href="a/index.html"`, "agent heuristic", "Player 1", "turns per game"} {
		if !strings.Contains(string(page), w) {
			t.Errorf("the comparison page does not show %q", w)
		}
	}
}

// A folder that cannot be made is an error, not a panic.
func TestWriteReportsAFolderItCannotMake(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := sim.Run(context.Background(), batch(t, "omnitrix"))
	if err != nil {
		t.Fatal(err)
	}
	if err := Write(filepath.Join(file, "report"), r); err == nil || !strings.Contains(err.Error(), "report folder") {
		t.Errorf("error %v", err)
	}
}

// The card plot shows every card played, not the most played alone; the
// seats are named with the deck each plays, the game's default decks
// included; and the page breaks the games down by how they ended.
func TestReportShowsEveryCardAndNamesTheDecks(t *testing.T) {
	b := batch(t, "superbenji")
	b.Games = 60
	r, err := sim.Run(context.Background(), b)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Cards) <= 30 {
		t.Fatalf("only %d cards were played: the test needs more than 30", len(r.Cards))
	}
	dir := t.TempDir()
	if err := Write(dir, r); err != nil {
		t.Fatal(err)
	}
	svg, err := os.ReadFile(filepath.Join(dir, "cards.svg"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range r.Cards {
		if !strings.Contains(string(svg), html.EscapeString(fmt.Sprintf("%s (%d)", c.Name, c.Plays))) {
			t.Errorf("the card plot leaves out %s, played %d times", c.Name, c.Plays)
		}
	}
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	winrates, err := os.ReadFile(filepath.Join(dir, "winrates.svg"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Player 1 plays <b>banana-villains</b>", "Player 2 (heroes)", "How games ended"} {
		if !strings.Contains(string(page), want) {
			t.Errorf("the page does not say %q", want)
		}
	}
	if !strings.Contains(string(winrates), "Player 1 (banana-villains)") {
		t.Error("the win-rate plot does not name Player 1's deck")
	}
	if strings.Contains(string(page), "no winner") {
		t.Error(`the page speaks of "no winner"`)
	}
}

// Win-rate axes span the data, not always 0 to 1: Omnitrix's cards are
// each played by about one seat in eight that wins, so their axis stops
// well short of 100%.
func TestWinRateAxesFitTheData(t *testing.T) {
	for _, c := range []struct {
		rows         []row
		mark, lo, hi float64
	}{
		{[]row{{"a", 0.5, 0.45, 0.55}, {"b", 0.52, 0.47, 0.57}}, 0.5, 0.40, 0.60},
		{[]row{{"a", 0.12, 0.10, 0.14}}, 0.5, 0.05, 0.15},
		{[]row{{"a", 0.02, 0.01, 0.05}, {"b", 0.98, 0.95, 0.99}}, 0.5, 0, 1},
		{[]row{{"a", 0.4, 0.35, 0.45}}, 0.5, 0.30, 0.55},
	} {
		lo, hi := axis(c.rows, c.mark)
		if math.Abs(lo-c.lo) > 1e-9 || math.Abs(hi-c.hi) > 1e-9 {
			t.Errorf("%v with an even share at %v: axis %v to %v, want %v to %v", c.rows, c.mark, lo, hi, c.lo, c.hi)
		}
	}
	r, err := sim.Run(context.Background(), batch(t, "omnitrix"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := Write(dir, r); err != nil {
		t.Fatal(err)
	}
	svg, err := os.ReadFile(filepath.Join(dir, "cards.svg"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(svg), "%") || strings.Contains(string(svg), ">100%<") || strings.Contains(string(svg), ">1.0<") {
		t.Errorf("the card plot's axis does not fit Omnitrix's card win rates")
	}
}
