package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A card file checked as another game's is answered with the game it
// looks like it belongs to and the command that checks it: the one its
// game field names, or, without one, the game whose reader finds the
// fewest problems in it (the example: a Super Benji file checked
// as omnitrix once said only `unknown field "unique"`).
func TestCardsCheckNamesTheGameAFileLooksLike(t *testing.T) {
	sb, err := os.ReadFile(filepath.Join("..", "..", "games", "superbenji", "cards.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	mine := filepath.Join(dir, "my.yaml")
	os.WriteFile(mine, sb, 0o644)
	code, _, errOut := run(t, "", "cards", "check", "omnitrix", mine)
	lines := strings.Split(strings.TrimSpace(errOut), "\n")
	want := mine + `: this looks like a superbenji card file (its "game: superbenji"); check it with: omnideck cards check superbenji ` + mine
	if code == 0 || len(lines) != 2 || !strings.HasSuffix(lines[0], `the file is for game "superbenji", not "omnitrix"`) || lines[1] != want {
		t.Errorf("code %d, stderr:\n%s\nwant the game field's problem, then\n%s", code, errOut, want)
	}

	var kept []string
	for _, l := range strings.Split(string(sb), "\n") {
		if !strings.HasPrefix(l, "game:") {
			kept = append(kept, l)
		}
	}
	unnamed := filepath.Join(dir, "unnamed.yaml")
	os.WriteFile(unnamed, []byte(strings.Join(kept, "\n")), 0o644)
	code, _, errOut = run(t, "", "cards", "check", "omnitrix", unnamed)
	lines = strings.Split(strings.TrimSpace(errOut), "\n")
	last := lines[len(lines)-1]
	if code == 0 || !strings.HasPrefix(last, unnamed+": this looks like a superbenji card file (superbenji's reader finds 1 problem in it, omnitrix's ") ||
		!strings.HasSuffix(last, "); check it with: omnideck cards check superbenji "+unnamed) {
		t.Errorf("a file without a game field: code %d, last line %q", code, last)
	}

	// A file of the game checked, or of no game of this build, names no
	// other game.
	for _, text := range []string{"game: omnitrix\ncards:\n  - {name: A, type: hero, power: 1}\n", "game: chess\ncards:\n  - {name: A}\n"} {
		path := filepath.Join(dir, "other.yaml")
		os.WriteFile(path, []byte(text), 0o644)
		if code, _, errOut := run(t, "", "cards", "check", "omnitrix", path); code == 0 || strings.Contains(errOut, "looks like") {
			t.Errorf("%q: code %d, stderr %q", text, code, errOut)
		}
	}
}

// cards export writes a game's built-in card file, which cards check then
// accepts and play takes with --cards; a game without card files says so.
func TestCardsExport(t *testing.T) {
	path := filepath.Join(t.TempDir(), "my-set.yaml")
	code, _, errOut := run(t, "", "cards", "export", "superbenji", "--out", path)
	if code != 0 || !strings.Contains(errOut, "written to "+path) {
		t.Fatalf("export: code %d, %s", code, errOut)
	}
	code, out, errOut := run(t, "", "cards", "check", "superbenji", path)
	if code != 0 || !strings.Contains(out, "the cards are fine") {
		t.Fatalf("check the exported file: code %d, %s%s", code, out, errOut)
	}
	code, out, _ = run(t, "", "cards", "export", "omnitrix")
	if code != 0 || !strings.Contains(out, "Heatblast") {
		t.Fatalf("export to standard output: code %d", code)
	}
	code, _, errOut = run(t, "", "cards", "export", "nosuchgame")
	if code == 0 || !strings.Contains(errOut, "unknown game") {
		t.Fatalf("an unknown game: code %d, %s", code, errOut)
	}
}
