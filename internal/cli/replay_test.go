package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/games"
)

// Games played with another card file replay with that file, whoever
// replays them: sim's replays, and play's. Before replays carried their
// cards, these replayed with the built-in cards and failed or showed
// another game.
func TestReplaysKeepTheirCardFile(t *testing.T) {
	reg, err := games.Registry()
	if err != nil {
		t.Fatal(err)
	}
	g, err := reg.Lookup("omnitrix")
	if err != nil {
		t.Fatal(err)
	}
	_, builtin, _ := g.(engine.CardLoader).CardFile()
	dir := t.TempDir()
	cards := filepath.Join(dir, "vilgax9.yaml")
	variant := strings.Replace(string(builtin), "{name: Vilgax, type: villain, power: 11}", "{name: Vilgax, type: villain, power: 9}", 1)
	if variant == string(builtin) {
		t.Fatal("no Vilgax at 11 in the built-in cards")
	}
	if err := os.WriteFile(cards, []byte(variant), 0o644); err != nil {
		t.Fatal(err)
	}

	out := filepath.Join(dir, "replays")
	if code, _, errOut := run(t, "", "sim", "omnitrix", "--cards", cards, "--games", "6", "--seed", "4", "--replays", out, "--keep", "6"); code != 0 {
		t.Fatalf("sim: %s", errOut)
	}
	files, _ := filepath.Glob(filepath.Join(out, "*.json"))
	if len(files) != 6 {
		t.Fatalf("%d replays written", len(files))
	}
	vilgax := 0
	for _, f := range files {
		code, text, errOut := run(t, "", "replay", "--all", f)
		if code != 0 {
			t.Fatalf("replay %s: %s", f, errOut)
		}
		if strings.Contains(text, "Vilgax (11)") {
			t.Fatalf("replay %s shows the built-in Vilgax:\n%s", f, text)
		}
		vilgax += strings.Count(text, "Vilgax (9)")
	}
	if vilgax == 0 {
		t.Error("no replay shows Vilgax at all: the test proves nothing")
	}

	save := filepath.Join(dir, "played.json")
	answers := strings.Repeat("1\n", 200)
	if code, _, errOut := run(t, answers, "play", "omnitrix", "--cards", cards, "--seed", "9", "--save", save); code != 0 {
		t.Fatalf("play: %s", errOut)
	}
	if code, _, errOut := run(t, "", "replay", "--all", save); code != 0 {
		t.Fatalf("replay of a played game: %s", errOut)
	}

	// A replay whose card file was edited afterwards is refused, saying so.
	data, _ := os.ReadFile(save)
	edited := strings.Replace(string(data), "power: 9", "power: 8", 1)
	if edited == string(data) {
		t.Fatal("the replay does not carry its card file")
	}
	if err := os.WriteFile(save, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := run(t, "", "replay", "--all", save); code == 0 || !strings.Contains(errOut, "was changed after the game") {
		t.Errorf("an edited replay: exit %d, %q", code, errOut)
	}
}
