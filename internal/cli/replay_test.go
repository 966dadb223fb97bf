package cli

import (
	"os"
	"path/filepath"
	"strconv"
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

// A finished game to replay, with the number of its decisions.
func finishedGame(t *testing.T) (path string, decisions int) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "game.json")
	if code, _, errOut := run(t, strings.Repeat("1\n", 400), "play", "omnitrix", "--seed", "12", "--save", path); code != 0 {
		t.Fatalf("play: code %d, %s", code, errOut)
	}
	return path, len(savedDecisions(t, path))
}

// Stepping through a replay goes back a decision and jumps to a turn
// ; a jump past the end says where the replay ends.
func TestReplayStepsBackAndJumpsToATurn(t *testing.T) {
	path, n := finishedGame(t)
	input := "\n\nb\nt 3\nb\nt 999\nt x\nfrob\nb\n\n"
	code, out, errOut := run(t, input, "replay", "--step", path)
	if code != 0 {
		t.Fatalf("code %d, %s", code, errOut)
	}
	for _, want := range []string{
		"[3/" + strconv.Itoa(n) + "] Enter: next · b: back · t N: turn N",
		"\n— turn 1, after decision 1 of " + strconv.Itoa(n) + " —\n",
		"\n— turn 3, after decision ",
		"The replay ends on turn ",
		`"x" is not a turn number: type t and a number from 1, such as t 3.`,
		`"frob" is not a command here. Enter: next decision · b: back one · t N: jump to turn N`,
		"\n— turn ", ", after decision " + strconv.Itoa(n-1) + " of " + strconv.Itoa(n) + " —\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the replay lacks %q:\n%s", want, out)
		}
	}
	// The turn jump lands where turn 3 starts: one decision back is turn 2.
	after3 := out[strings.Index(out, "— turn 3, after decision "):]
	if !strings.Contains(after3, "\n— turn 2, after decision ") {
		t.Errorf("one decision before turn 3 is not turn 2:\n%s", after3)
	}
	// Back at the start, there is nothing before.
	_, out, _ = run(t, "b\nq\n", "replay", "--step", path)
	if !strings.Contains(out, "This is the start of the game: there is nothing before it.") {
		t.Errorf("back at the start:\n%s", out)
	}
	// A finished game's replay does not say it ends early.
	_, out, _ = run(t, "", "replay", "--all", path)
	if strings.Contains(out, "before the game did") {
		t.Errorf("a finished game said to end early:\n%s", out[max(0, len(out)-400):])
	}
}

// Seats are 1 to the number of players: --as 0 is refused in the words of
// --as 3, where before it silently meant the spectator.
func TestReplayAsZeroIsRefused(t *testing.T) {
	path, _ := finishedGame(t)
	for _, as := range []string{"0", "3", "-1"} {
		code, out, errOut := run(t, "", "replay", "--all", "--as", as, path)
		if code != ExitError || out != "" || errOut != "omnideck: --as "+as+": choose a player number from 1 to 2\n" {
			t.Errorf("--as %s: code %d, stdout %q, stderr %q", as, code, out, errOut)
		}
	}
}
