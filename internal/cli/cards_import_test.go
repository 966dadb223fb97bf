package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// superBenjiTSV is the Base Set 2026 as the game publishes it.
const superBenjiTSV = "../../games/superbenji/published/base-set-2026.tsv"

func TestCardsImportWritesYAMLAndNotes(t *testing.T) {
	code, out, errOut := run(t, "", "cards", "import", "superbenji", superBenjiTSV)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"game: superbenji\n", "set: BS26\n", "  - id: BS26/13\n", "    name: Targeted Nuke\n", "same_as: BS26/21"} {
		if !strings.Contains(out, want) {
			t.Errorf("standard output lacks %q", want)
		}
	}
	for _, want := range []string{
		"base-set-2026.tsv:2: BS26/1 Benji, Hero of Benji Island: ability *Justice* ({H}: Deal 1 damage to any player or character) needs a definition",
		"base-set-2026.tsv:14: BS26/13 Targeted Nuke: effect",
		"57 cards written to standard output",
	} {
		if !strings.Contains(errOut, want) {
			t.Errorf("standard error lacks %q:\n%s", want, errOut)
		}
	}
	// On standard output the notes are only comments in the card file.
	if !strings.HasPrefix(out, "# Super Benji cards imported from") || strings.Contains(out, "\nbase-set-2026.tsv:") {
		t.Errorf("standard output is not just the card file:\n%s", out[:min(len(out), 400)])
	}
}

func TestCardsImportOut(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bs26.yaml")
	code, out, errOut := run(t, "", "cards", "import", "superbenji", superBenjiTSV, "--out", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if out != "" {
		t.Errorf("with --out, standard output is %q", out)
	}
	data, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(data), "id: BS26/13") {
		t.Fatalf("--out file: %v\n%s", err, data)
	}
	if !strings.Contains(errOut, "57 cards written to "+path) {
		t.Errorf("standard error: %s", errOut)
	}
}

func TestCardsImportErrors(t *testing.T) {
	code, _, errOut := run(t, "", "cards", "import", "chess", superBenjiTSV)
	if code == 0 || !strings.Contains(errOut, `no importer for game "chess"; supported: superbenji`) {
		t.Errorf("unknown game: code %d, stderr %q", code, errOut)
	}
	code, _, errOut = run(t, "", "cards", "import", "superbenji", "/no/such/file.tsv")
	if code == 0 || !strings.Contains(errOut, "no such file") {
		t.Errorf("missing file: code %d, stderr %q", code, errOut)
	}
	bad := filepath.Join(t.TempDir(), "bad.tsv")
	os.WriteFile(bad, []byte("Copies\tcardname\n1\tA\n"), 0o644)
	code, out, errOut := run(t, "", "cards", "import", "superbenji", bad)
	if code == 0 || out != "" || !strings.Contains(errOut, "bad.tsv:1: the header has 2 columns") || !strings.Contains(errOut, "bad.tsv:2: 2 columns, expected 12") {
		t.Errorf("bad file: code %d, stdout %q, stderr %q", code, out, errOut)
	}
	// The check subcommand still works beside import.
	code, _, errOut = run(t, "", "cards", "check", "chess", bad)
	if code == 0 || !strings.Contains(errOut, `unknown game "chess"`) {
		t.Errorf("check: code %d, stderr %q", code, errOut)
	}
}

// The importers are the registered games that implement
// engine.CardImporter; the help names them with what each reads.
func TestCardsImportHelpNamesTheImporters(t *testing.T) {
	_, out, _ := run(t, "", "cards", "import", "--help")
	if !strings.Contains(out, "superbenji: the set TSV") || !strings.Contains(out, "omnideck cards import superbenji FILE") {
		t.Errorf("cards import --help:\n%s", out)
	}
	code, _, errOut := run(t, "", "cards", "import", "omnitrix", superBenjiTSV)
	if code == 0 || !strings.Contains(errOut, `no importer for game "omnitrix"; supported: superbenji`) {
		t.Errorf("a game without an importer: code %d, stderr %q", code, errOut)
	}
}

// The Transformers TCG's card list comes in several files, read together.
func TestCardsImportSeveralFiles(t *testing.T) {
	dir := "../../games/tftcg/data/published/"
	code, out, errOut := run(t, "", "cards", "import", "tftcg", dir+"characters.json", dir+"battle-cards.json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"game: tftcg\n", "  - id: W1S/T03\n", "    name: Handheld Blaster\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("standard output lacks %q", want)
		}
	}
	if !strings.Contains(errOut, "battle-cards.json:537: W1/037 I Still Function!: the data records no battle icons") ||
		!strings.Contains(errOut, "cards written to standard output") {
		t.Errorf("standard error: %s", errOut[max(0, len(errOut)-400):])
	}
	code, _, errOut = run(t, "", "cards", "import", "superbenji", dir+"characters.json", dir+"battle-cards.json")
	if code == 0 || !strings.Contains(errOut, "superbenji reads one file, not 2") {
		t.Errorf("two files for a one-file importer: code %d, %s", code, errOut)
	}
}
