package report

import (
	"bytes"
	"context"
	"encoding/json"
	"image/png"
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
