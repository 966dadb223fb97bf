package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A sweep split in shards, each saved as JSON, merges into the report the
// whole batch gives, and into a report folder with plots.
func TestSimShardsMerge(t *testing.T) {
	dir := t.TempDir()
	base := []string{"sim", "superbenji", "--games", "30", "--seed", "4", "--agents", "random,heuristic", "--workers", "1"}
	var parts []string
	for _, k := range []string{"1/3", "2/3", "3/3"} {
		code, out, errOut := run(t, "", append(base, "--shard", k, "--json")...)
		if code != 0 {
			t.Fatalf("shard %s: %s", k, errOut)
		}
		path := filepath.Join(dir, strings.ReplaceAll(k, "/", "-")+".json")
		if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		parts = append(parts, path)
	}
	_, whole, _ := run(t, "", base...)
	code, merged, errOut := run(t, "", append([]string{"sim", "merge", "--report", filepath.Join(dir, "report")}, parts...)...)
	if code != 0 {
		t.Fatalf("merge: %s", errOut)
	}
	// The tables agree; only the throughput line may differ.
	if table(whole) != table(merged) {
		t.Errorf("merged shards:\n%s\nwhole batch:\n%s", merged, whole)
	}
	for _, f := range []string{"index.html", "winrates.png", "length.svg", "cards.png"} {
		if _, err := os.Stat(filepath.Join(dir, "report", f)); err != nil {
			t.Errorf("the merged report lacks %s", f)
		}
	}
	code, _, errOut = run(t, "", "sim", "merge", parts[0], parts[2])
	if code == 0 || !strings.Contains(errOut, "games 11 to 20 are in no report") {
		t.Errorf("a missing shard: code %d, %s", code, errOut)
	}
	code, _, errOut = run(t, "", append(base, "--shard", "4/3")...)
	if code == 0 || !strings.Contains(errOut, "--shard") {
		t.Errorf("a bad shard: code %d, %s", code, errOut)
	}
}

// table is a text report without its throughput line.
func table(report string) string {
	var keep []string
	for _, line := range strings.Split(report, "\n") {
		if !strings.HasPrefix(line, "throughput:") {
			keep = append(keep, line)
		}
	}
	return strings.Join(keep, "\n")
}

// --compare plays the same games under two readings and reports the
// differences; --report writes both sides' reports beside the comparison.
func TestSimCompare(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cmp")
	code, out, errOut := run(t, "", "sim", "omnitrix", "--games", "200", "--seed", "2", "--agents", "heuristic", "--compare", "tie-break=add,aliens", "--report", dir)
	if code != 0 {
		t.Fatalf("compare: %s", errOut)
	}
	for _, want := range []string{"A: tie-break=add", "B: tie-break=aliens", "B − A", "heuristic#1", "turns"} {
		if !strings.Contains(out, want) {
			t.Errorf("the comparison lacks %q:\n%s", want, out)
		}
	}
	for _, f := range []string{"index.html", "differences.png", "a/index.html", "b/winrates.svg"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("the comparison report lacks %s", f)
		}
	}
	for args, want := range map[string]string{
		"--compare tie-break":                             "write OPTION=A,B",
		"--compare tie-break=add,aliens --cards-b x.yaml": "give one of them",
		"--compare tie-break=add,nope":                    "nope",
	} {
		code, _, errOut := run(t, "", append([]string{"sim", "omnitrix", "--games", "10"}, strings.Fields(args)...)...)
		if code == 0 || !strings.Contains(errOut, want) {
			t.Errorf("%s: code %d, error %q, want %q", args, code, errOut, want)
		}
	}
}

// The search agent's budget flags reach it, and are refused when no agent
// searches.
func TestSimSearchFlags(t *testing.T) {
	code, out, errOut := run(t, "", "sim", "omnitrix", "--games", "4", "--agents", "ismcts,random", "--iterations", "20", "--seed", "1")
	if code != 0 || !strings.Contains(out, "ismcts:iterations=20") {
		t.Errorf("code %d, %s%s", code, out, errOut)
	}
	code, _, errOut = run(t, "", "sim", "omnitrix", "--games", "4", "--think", "1s")
	if code == 0 || !strings.Contains(errOut, "no agent is ismcts") {
		t.Errorf("--think without a search agent: code %d, %s", code, errOut)
	}
}

// Numbers sim cannot use are refused in words: no workers, a negative
// count, a number too large or not a number at all.
func TestSimRefusesBadNumbersInWords(t *testing.T) {
	for args, want := range map[string]string{
		"--workers 0":                         "--workers 0: at least 1 worker",
		"--workers -2":                        "--workers -2: at least 1 worker",
		"--games 0":                           "--games 0: a batch plays at least 1 game",
		"--keep -1":                           "--keep -1",
		"--players 99999999999999999999":      "--players: 99999999999999999999 is not a number of players; the game takes 2 to 4",
		"--games ten":                         `--games: "ten" is not a whole number`,
		"--seed -1":                           `--seed: "-1" is not a whole number from 0 up`,
		"--iterations 1e9999 --agents ismcts": `--iterations: "1e9999" is not a whole number`,
	} {
		code, _, errOut := run(t, "", append([]string{"sim", "omnitrix"}, strings.Fields(args)...)...)
		if code == 0 || !strings.Contains(errOut, want) || strings.Contains(errOut, "strconv") {
			t.Errorf("%s: code %d, %q; want an error saying %q", args, code, errOut, want)
		}
	}
}

// The text and the JSON say how the games ended, in the games' words, and
// never "no winner" on the tool's own authority.
func TestSimSaysHowGamesEnded(t *testing.T) {
	code, out, errOut := run(t, "", "sim", "omnitrix", "--games", "50", "--seed", "3")
	if code != 0 {
		t.Fatalf("sim: %s", errOut)
	}
	if !strings.Contains(out, "how games ended") || strings.Contains(out, "no winner") {
		t.Errorf("the text does not say how games ended in the games' words:\n%s", out)
	}
	code, out, errOut = run(t, "", "sim", "omnitrix", "--games", "50", "--seed", "3", "--json")
	if code != 0 {
		t.Fatalf("sim --json: %s", errOut)
	}
	var r struct {
		Ends []struct {
			Reason string `json:"reason"`
			Games  int    `json:"games"`
		} `json:"ends"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, e := range r.Ends {
		total += e.Games
		if e.Reason == "" {
			t.Errorf("an end without its reason: %+v", e)
		}
	}
	if total != 50 {
		t.Errorf("the ends %+v count %d games, not 50", r.Ends, total)
	}
}
