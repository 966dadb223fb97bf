package enginetest

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"omnideck/engine"
)

var update = flag.Bool("update", false, "rewrite the golden playthroughs (testdata/golden) instead of comparing with them")

// Playthrough is one seeded game kept as a golden file.
type Playthrough struct {
	// Name names the file: testdata/golden/NAME.txt.
	Name   string
	Config engine.Config
}

// Golden plays each playthrough with random choices drawn from its seed and
// compares the text of the game (at each decision: the deciding player's
// view, their options with codes and labels, and the choice; the log as
// each entry appears, as that player saw it) with its file in
// testdata/golden. A change of behaviour thus shows up as a readable diff.
// `go test -run Golden ./games/... -args -update` rewrites the files.
func Golden(t *testing.T, g engine.Game, games []Playthrough) {
	t.Helper()
	for _, pt := range games {
		t.Run(pt.Name, func(t *testing.T) {
			got := playthrough(t, g, pt)
			path := filepath.Join("testdata", "golden", pt.Name+".txt")
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -args -update to write it)", err)
			}
			if got != string(want) {
				t.Errorf("%s: the game plays differently from its golden file; first difference:\n%s\n(if the change is meant, rewrite the file with -args -update and review the diff)",
					path, firstDifference(string(want), got))
			}
		})
	}
}

// playthrough plays pt and writes it out.
func playthrough(t *testing.T, g engine.Game, pt Playthrough) string {
	t.Helper()
	s, err := g.New(pt.Config)
	if err != nil {
		t.Fatal(err)
	}
	n := pt.Config.Players
	var b strings.Builder
	fmt.Fprintf(&b, "# %s · %d players · seed %d%s\n", g.Info().ID, n, pt.Config.Seed, optionText(s.Config().Options))
	rng := engine.NewRNG(pt.Config.Seed)
	next := make([]int, n)
	logFor := func(p int) {
		var entries []engine.Entry
		entries, next[p] = s.Events(p, next[p])
		for _, e := range entries {
			fmt.Fprintf(&b, "  | %s\n", e.Text)
		}
	}
	for decision := 1; !s.Terminal(); decision++ {
		if decision > 100_000 {
			t.Fatalf("%s: no end after 100000 decisions", pt.Name)
		}
		if s.Actors().Empty() {
			t.Fatalf("%s, decision %d: the game is not over but nobody may act", pt.Name, decision)
		}
		p := s.Actors().First()
		logFor(p)
		legal := s.Legal(p, nil)
		fmt.Fprintf(&b, "\n## %d · %s decides\n%s", decision, engine.PlayerName(p), indent(s.View(p).Text()))
		for _, a := range legal {
			fmt.Fprintf(&b, "  - %s: %s\n", s.ActionCode(p, a), s.ActionLabel(p, a))
		}
		a := legal[rng.IntN(len(legal))]
		fmt.Fprintf(&b, "  > %s\n", s.ActionCode(p, a))
		if err := s.Apply(p, a); err != nil {
			t.Fatal(err)
		}
	}
	fmt.Fprintf(&b, "\n## end\n")
	logFor(0)
	fmt.Fprintf(&b, "%s%s\n", indent(s.View(engine.Spectator).Text()), s.Outcome().Summary)
	return b.String()
}

func indent(text string) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	return "    " + strings.Join(lines, "\n    ") + "\n"
}

// firstDifference shows the first line where two texts differ, with a
// little context.
func firstDifference(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := range max(len(w), len(g)) {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return fmt.Sprintf("line %d:\n  want: %s\n  got:  %s", i+1, wl, gl)
		}
	}
	return "(none)"
}
