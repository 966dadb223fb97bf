package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// run calls the command line as a user would and returns its output.
func run(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = Main(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestGamesListsOmnitrixAndItsOptions(t *testing.T) {
	code, out, _ := run(t, "", "games")
	for _, want := range []string{"omnitrix", "support-timing", "tie-break", "caught-short", "heuristic", "random"} {
		if !strings.Contains(out, want) {
			t.Errorf("games output lacks %q:\n%s", want, out)
		}
	}
	if code != 0 {
		t.Errorf("exit code %d", code)
	}
	code, out, _ = run(t, "", "games", "--json")
	var infos []map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &infos) != nil || len(infos) == 0 {
		t.Errorf("games --json: code %d, output %q", code, out)
	}
}

// A person plays a whole game by always answering 1, after a few bad
// answers that must each be met with a message and the same question.
func TestPlayAFullGameThenReplayIt(t *testing.T) {
	save := filepath.Join(t.TempDir(), "game.json")
	input := "banana\n0\n99\n\nh\nv\n" + strings.Repeat("1\n", 400)
	code, out, errOut := run(t, input, "play", "omnitrix", "--seed", "12", "--save", save)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{
		`"banana" is not a choice: type a number from 1 to`,
		"0 is not a choice",
		"99 is not a choice",
		"Please choose: type a number",
		"Type the number of your choice",
		"Player 1 (you)",
		"Replay saved to",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("play output lacks %q", want)
		}
	}
	if !strings.Contains(out, "wins with") && !strings.Contains(out, "villains win") && !strings.Contains(out, "share the win") {
		t.Errorf("play output has no ending:\n%s", out[max(0, len(out)-800):])
	}
	// The person sees their own supports but never the opponent's.
	if strings.Contains(out, "Player 2 chose") || strings.Contains(out, "Player 2 choose") {
		t.Error("the opponent's hidden choice was shown")
	}

	code, replayOut, errOut := run(t, "", "replay", "--all", save)
	if code != 0 {
		t.Fatalf("replay exit %d: %s", code, errOut)
	}
	lastLine := func(s string) string {
		lines := strings.Split(strings.TrimSpace(s), "\n")
		return lines[len(lines)-1]
	}
	// A spectator sees no hidden choice; Player 1 sees their own, by label.
	if strings.Contains(replayOut, "chose") || strings.Contains(replayOut, "support:") {
		t.Errorf("the spectator's replay shows a hidden choice:\n%s", replayOut)
	}
	if _, mine, _ := run(t, "", "replay", "--all", "--as", "1", save); !strings.Contains(mine, "· You chose: Play no support card") && !strings.Contains(mine, "· You chose: Play ") {
		t.Errorf("Player 1's replay lists no choices by label:\n%s", mine)
	}
	var r struct {
		Outcome struct{ Summary string }
	}
	data, _ := os.ReadFile(save)
	if err := json.Unmarshal(data, &r); err != nil || r.Outcome.Summary == "" {
		t.Fatalf("saved replay: %v %s", err, data)
	}
	if !strings.Contains(lastLine(replayOut), r.Outcome.Summary) {
		t.Errorf("replay ends %q, saved outcome %q", lastLine(replayOut), r.Outcome.Summary)
	}
}

// A game left before its end exits with its own status, 3, which a
// finished game (TestPlayAFullGameThenReplayIt) does not.
func TestPlayQuitAndEndOfInput(t *testing.T) {
	code, out, _ := run(t, "q\n", "play", "omnitrix", "--seed", "4")
	if code != ExitUnfinished || !strings.Contains(out, "Game left unfinished (seed 4)") {
		t.Errorf("quit: code %d\n%s", code, out)
	}
	code, out, _ = run(t, "", "play", "omnitrix", "--seed", "4")
	if code != ExitUnfinished || !strings.Contains(out, "Game left unfinished") {
		t.Errorf("end of input: code %d\n%s", code, out)
	}
}

func TestPlayRejectsBadSetups(t *testing.T) {
	cases := [][]string{
		{"play", "chess"},
		{"play", "omnitrix", "--players", "5"},
		{"play", "omnitrix", "--opt", "tie-break=coin"},
		{"play", "omnitrix", "--as", "3"},
		{"play", "omnitrix", "--agent", "genius"},
		{"play", "omnitrix", "--cards", "/no/such/file.yaml"},
	}
	wants := []string{`unknown game "chess"`, "--players: 5 is not a number of players; the game takes 2 to 4", `"coin" is not one of`, "--as 3", `unknown agent "genius"`, "card file"}
	for i, args := range cases {
		code, _, errOut := run(t, "", args...)
		if code == 0 || !strings.Contains(errOut, wants[i]) {
			t.Errorf("%v: code %d, stderr %q, want %q", args, code, errOut, wants[i])
		}
	}
}

func TestSimTextAndJSON(t *testing.T) {
	code, out, errOut := run(t, "", "sim", "omnitrix", "--games", "300", "--agents", "random,heuristic", "--seed", "5", "--workers", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"300 games", "random", "heuristic", "95% CI", "how games ended", "turns per game", "games/s"} {
		if !strings.Contains(out, want) {
			t.Errorf("sim output lacks %q:\n%s", want, out)
		}
	}
	code, out1, _ := run(t, "", "sim", "omnitrix", "--games", "200", "--players", "3", "--seed", "5", "--workers", "1", "--json")
	_, out2, _ := run(t, "", "sim", "omnitrix", "--games", "200", "--players", "3", "--seed", "5", "--workers", "2", "--json")
	var r1, r2 map[string]any
	if code != 0 || json.Unmarshal([]byte(out1), &r1) != nil || json.Unmarshal([]byte(out2), &r2) != nil {
		t.Fatalf("sim --json: code %d\n%s", code, out1)
	}
	for _, k := range []string{"agents", "no_winner", "turns", "decisions"} {
		a, _ := json.Marshal(r1[k])
		b, _ := json.Marshal(r2[k])
		if string(a) != string(b) {
			t.Errorf("%s differs between 1 and 2 workers: %s vs %s", k, a, b)
		}
	}
}

func TestCardsCheck(t *testing.T) {
	dir := t.TempDir()
	good, _ := os.ReadFile(filepath.Join("..", "..", "games", "omnitrix", "cards.yaml"))
	goodPath := filepath.Join(dir, "good.yaml")
	os.WriteFile(goodPath, good, 0o644)
	code, out, _ := run(t, "", "cards", "check", "omnitrix", goodPath)
	if code != 0 || !strings.Contains(out, "fine") {
		t.Errorf("good file: code %d %q", code, out)
	}
	bad := "game: omnitrix\ncards:\n  - {name: Zed, type: alien, power: -2}\n  - {name: Zed, type: hero, power: 3}\n"
	badPath := filepath.Join(dir, "bad.yaml")
	os.WriteFile(badPath, []byte(bad), 0o644)
	code, _, errOut := run(t, "", "cards", "check", "omnitrix", badPath)
	if code == 0 || !strings.Contains(errOut, "bad.yaml:3:") || !strings.Contains(errOut, "bad.yaml:4:") {
		t.Errorf("bad file: code %d, stderr %q", code, errOut)
	}
	// The checked file can be played with straight away.
	code, out, errOut = run(t, "", "sim", "omnitrix", "--cards", goodPath, "--games", "50", "--seed", "1")
	if code != 0 || !strings.Contains(out, "50 games") {
		t.Errorf("sim --cards: code %d %s %s", code, out, errOut)
	}
}

func TestEngineCommandSpeaksTheProtocol(t *testing.T) {
	in := `{"id":1,"cmd":"new","game":"omnitrix","players":2,"seed":3}` + "\n" + `{"id":2,"cmd":"frobnicate"}` + "\n" + `{"id":3,"cmd":"quit"}` + "\n"
	code, out, _ := run(t, in, "engine")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 3 {
		t.Fatalf("code %d, %d lines:\n%s", code, len(lines), out)
	}
	if !strings.Contains(lines[0], `"ok":true`) || !strings.Contains(lines[1], `"ok":false`) || !strings.Contains(lines[2], `"ok":true`) {
		t.Errorf("unexpected replies:\n%s", out)
	}
}

// play --save reports a path it cannot write before the game starts, not
// after the person has played it.
func TestPlaySaveChecksThePathFirst(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "no-such-folder", "game.json")
	code, out, errOut := run(t, "1\n", "play", "omnitrix", "--seed", "3", "--save", bad)
	if code == 0 || !strings.Contains(errOut, "--save") || !strings.Contains(errOut, "no such file or directory") {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if strings.Contains(out, "Battle 1") {
		t.Errorf("the game started before the path was checked:\n%s", out)
	}
}
