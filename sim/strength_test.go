package sim

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// The one-second table of docs/ai.md is what the shards kept in
// docs/strength add up to: each game's shards are of one batch of 400
// games, played at the budget docs/strength/run.sh gives that game, and
// the game's row gives the number of games played and the win rates and
// intervals the shards make.
func TestStrengthTableIsItsShards(t *testing.T) {
	doc, err := os.ReadFile("../docs/ai.md")
	if err != nil {
		t.Fatal(err)
	}
	script, err := os.ReadFile("../docs/strength/run.sh")
	if err != nil {
		t.Fatal(err)
	}
	budgets := map[string]int{}
	for _, m := range regexp.MustCompile(`(?m)^(\w+)\) iterations=(\d+) ;;$`).FindAllStringSubmatch(string(script), -1) {
		budgets[m[1]], _ = strconv.Atoi(m[2])
	}
	if len(budgets) != 5 {
		t.Fatalf("run.sh gives budgets for %d games, want the 5", len(budgets))
	}
	for game, budget := range budgets {
		row := tableRow(string(doc), game)
		if row == "" {
			t.Errorf("docs/ai.md has no row for %s in the one-second table", game)
			continue
		}
		if want := commas(budget) + " iterations"; !strings.Contains(row, want) {
			t.Errorf("%s: the row does not give run.sh's budget %q: %s", game, want, row)
		}
		files, _ := filepath.Glob(filepath.Join("../docs/strength", game, "*.json"))
		if len(files) == 0 {
			continue
		}
		var shards []*Report
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var r Report
			if err := json.Unmarshal(data, &r); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			if r.Sweep != 400 || r.Seed != 11 || len(r.Agents) != 2 || r.Agents[0].Name != fmt.Sprintf("ismcts:iterations=%d", budget) || r.Agents[1].Name != "heuristic" {
				t.Errorf("%s: not a shard of the table's batch (400 games, seed 11, ismcts:iterations=%d against heuristic): %d games, seed %d, %d agents", f, budget, r.Sweep, r.Seed, len(r.Agents))
			}
			shards = append(shards, &r)
		}
		all, err := MergeSome(shards)
		if err != nil {
			t.Errorf("%s: %v", game, err)
			continue
		}
		want := []string{
			fmt.Sprintf("%d of 400", all.Games),
			pct(all.Agents[0].Score.Value) + "** " + ci(all.Agents[0].Score),
			pct(all.Agents[1].Score.Value) + " " + ci(all.Agents[1].Score),
		}
		for _, w := range want {
			if !strings.Contains(row, w) {
				t.Errorf("%s: the row does not say %q, which its %d shards make: %s", game, w, len(shards), row)
			}
		}
	}
}

// tableRow is the row for game of the one-second table, the table whose
// header names the budget "≈ 1 s".
func tableRow(doc, game string) string {
	_, table, ok := strings.Cut(doc, "| game | budget (≈ 1 s) |")
	if !ok {
		return ""
	}
	_, rows, _ := strings.Cut(table, "\n") // the rest of the header
	for line := range strings.SplitSeq(rows, "\n") {
		if !strings.HasPrefix(line, "|") {
			break
		}
		if strings.HasPrefix(line, "| "+game+" ") {
			return line
		}
	}
	return ""
}

// commas writes n with a comma between thousands.
func commas(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
