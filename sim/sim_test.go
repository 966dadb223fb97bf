package sim

import (
	"context"
	"fmt"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"omnideck/agent"
	"omnideck/engine"
	"omnideck/games"
)

func registry(t *testing.T) *engine.Registry {
	t.Helper()
	reg, err := games.Registry()
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

func omnitrix(t *testing.T) engine.Game {
	t.Helper()
	g, err := registry(t).Lookup("omnitrix")
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// testMaxDecisions caps each game these tests play: far more than any game
// takes (an omnitrix game asks at most 152 decisions; Super Benji games
// between these agents take about 120, rarely over 300), so a game that
// reaches it has a broken rule that keeps it from ending.
const testMaxDecisions = 5000

// run plays a batch with the test decision cap and fails the test, naming
// the game, the seed and where it stopped, when a game fails or does not
// end.
func run(t *testing.T, b Batch) *Report {
	t.Helper()
	if b.MaxDecisions == 0 {
		b.MaxDecisions = testMaxDecisions
	}
	id := b.Game.Info().ID
	r, err := Run(context.Background(), b)
	if err != nil {
		t.Fatalf("%s, batch seed %d: %v", id, b.Seed, err)
	}
	if r.Unfinished > 0 {
		t.Fatalf("%s, batch seed %d: %d games did not end; %s", id, b.Seed, r.Unfinished, firstUnfinished(t, b))
	}
	return r
}

// firstUnfinished plays a batch's games again one at a time and says which
// is the first to reach the decision cap, and where it stopped.
func firstUnfinished(t *testing.T, b Batch) string {
	t.Helper()
	entries, err := b.entries()
	if err != nil {
		t.Fatal(err)
	}
	for i := range b.Games {
		var res result
		if err := b.playOne(i, entries, &res); err != nil {
			return err.Error()
		}
		if res.unfinished {
			cfg, _ := b.config(i)
			return fmt.Sprintf("game %d (seed %d) reached the cap of %d decisions at turn %d", i+1, cfg.Seed, b.MaxDecisions, res.turns)
		}
	}
	return "no game reached the cap when played again"
}

// untimed drops the fields that measure time, which alone may differ
// between runs.
func untimed(r *Report) Report {
	c := *r
	c.Seconds, c.PerSecond, c.Workers = 0, 0, 0
	return c
}

func TestBatchIsTheSameWhateverTheWorkers(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		b := Batch{Game: omnitrix(t), Players: players, Agents: []string{"random", "heuristic"}, Games: 400, Seed: 42}
		var reports []Report
		for _, w := range []int{1, 2, 7} {
			b.Workers = w
			reports = append(reports, untimed(run(t, b)))
		}
		for i := 1; i < len(reports); i++ {
			if !sameReport(reports[0], reports[i]) {
				t.Errorf("%d players: report with other worker count differs:\n%+v\n%+v", players, reports[0], reports[i])
			}
		}
	}
}

func sameReport(a, b Report) bool {
	if a.Games != b.Games || a.NoWinner != b.NoWinner || a.Turns != b.Turns || a.Decisions != b.Decisions || len(a.Agents) != len(b.Agents) {
		return false
	}
	for i := range a.Agents {
		if a.Agents[i] != b.Agents[i] {
			return false
		}
	}
	return true
}

func TestDifferentSeedsGiveDifferentBatches(t *testing.T) {
	b := Batch{Game: omnitrix(t), Players: 2, Agents: []string{"random"}, Games: 300, Workers: 2}
	b.Seed = 1
	r1 := run(t, b)
	b.Seed = 2
	r2 := run(t, b)
	if sameReport(untimed(r1), untimed(r2)) {
		t.Error("seeds 1 and 2 gave identical batches")
	}
}

func TestBatchReportAddsUp(t *testing.T) {
	b := Batch{Game: omnitrix(t), Players: 3, Agents: []string{"random", "heuristic", "random"}, Games: 500, Seed: 3, Workers: 2}
	r := run(t, b)
	names := []string{r.Agents[0].Name, r.Agents[1].Name, r.Agents[2].Name}
	if strings.Join(names, ",") != "random#1,heuristic,random#2" {
		t.Errorf("entries are %v", names)
	}
	// Every game is won by somebody (shares adding to 1) or by nobody.
	total := r.NoWinner.Value
	for _, a := range r.Agents {
		total += a.Score.Value
		if a.Score.Low > a.Score.Value || a.Score.High < a.Score.Value {
			t.Errorf("%s: interval %+v does not hold its value", a.Name, a.Score)
		}
	}
	if math.Abs(total-1) > 1e-9 {
		t.Errorf("win shares and no-winner rate add to %v, not 1", total)
	}
	seats := r.NoWinner.Value
	for _, st := range r.Seats {
		seats += st.Score.Value
	}
	if len(r.Seats) != 3 || math.Abs(seats-1) > 1e-9 {
		t.Errorf("seat rates %+v and no-winner rate add to %v, not 1", r.Seats, seats)
	}
	if r.Turns.Min < 1 || r.Turns.Max < r.Turns.Median || r.Decisions.Mean <= 0 {
		t.Errorf("implausible lengths: %+v %+v", r.Turns, r.Decisions)
	}
	if r.Options["tie-break"] != "add" {
		t.Errorf("report options %v lack the resolved defaults", r.Options)
	}
}

// The heuristic agent must beat the random one clearly.
func TestHeuristicBeatsRandom(t *testing.T) {
	b := Batch{Game: omnitrix(t), Players: 2, Agents: []string{"random", "heuristic"}, Games: 4000, Seed: 9, Workers: 2}
	r := run(t, b)
	random, heuristic := r.Agents[0].Score, r.Agents[1].Score
	if heuristic.Low <= random.High {
		t.Errorf("heuristic %+v does not clearly beat random %+v", heuristic, random)
	}
}

// At Super Benji too, with the starter decks, the heuristic agent must beat
// the random one clearly.
func TestHeuristicBeatsRandomAtSuperBenji(t *testing.T) {
	g, err := registry(t).Lookup("superbenji")
	if err != nil {
		t.Fatal(err)
	}
	b := Batch{Game: g, Players: 2, Agents: []string{"random", "heuristic"}, Games: 300, Seed: 9, Workers: 2}
	r := run(t, b)
	random, heuristic := r.Agents[0].Score, r.Agents[1].Score
	if heuristic.Low <= 0.75 || random.High >= 0.25 {
		t.Errorf("heuristic %+v does not clearly beat random %+v", heuristic, random)
	}
}

func TestSavedReplaysReproduceTheirGames(t *testing.T) {
	dir := t.TempDir()
	b := Batch{Game: omnitrix(t), Players: 4, Agents: []string{"heuristic", "random"}, Games: 20, Seed: 5, Workers: 2, ReplayDir: dir, Replays: 3}
	run(t, b)
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) != 3 {
		t.Fatalf("saved %d replays, want 3", len(files))
	}
	for _, f := range files {
		r, err := engine.ReadReplay(f)
		if err != nil {
			t.Fatal(err)
		}
		s, err := r.Run(registry(t))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if !s.Terminal() || r.Outcome == nil || s.Outcome().Summary != r.Outcome.Summary {
			t.Errorf("%s: replay ends %q, recorded %+v", f, s.Outcome().Summary, r.Outcome)
		}
		if len(r.Agents) != 4 {
			t.Errorf("%s: agents %v", f, r.Agents)
		}
	}
}

func TestBatchRejectsBadRequests(t *testing.T) {
	g := omnitrix(t)
	cases := []struct {
		b    Batch
		want string
	}{
		{Batch{Game: g, Players: 2, Agents: []string{"random"}, Games: 0}, "at least one game"},
		{Batch{Game: g, Players: 2, Agents: []string{"nobody"}, Games: 1}, `unknown agent "nobody"`},
		{Batch{Game: g, Players: 2, Agents: []string{"random", "random", "random"}, Games: 1}, "3 agents for 2 players"},
		{Batch{Game: g, Players: 5, Agents: []string{"random"}, Games: 1}, "2 to 4 players, not 5"},
		{Batch{Game: g, Players: 2, Agents: []string{"random"}, Games: 1, Options: map[string]string{"tie-break": "coin"}}, `"coin" is not one of add, aliens`},
	}
	for _, c := range cases {
		_, err := Run(context.Background(), c.b)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("error %v, want it to say %q", err, c.want)
		}
	}
}

func TestRunStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := Run(ctx, Batch{Game: omnitrix(t), Players: 2, Agents: []string{"random"}, Games: 1000, Workers: 2})
	if err == nil {
		t.Error("a cancelled batch reported success")
	}
}

func TestPlayRecordsADecisionPerChoice(t *testing.T) {
	g := omnitrix(t)
	agents := []agent.Agent{agent.NewRandom(1), agent.NewHeuristic(2)}
	out, err := Play(g, engine.Config{Players: 2, Seed: 11}, agents, Options{Record: true, MaxDecisions: testMaxDecisions})
	if err != nil {
		t.Fatalf("omnitrix seed 11: %v", err)
	}
	if out.Unfinished {
		t.Fatalf("omnitrix seed 11: no end after %d decisions, at turn %d", out.Decisions, out.State.Turn())
	}
	if !out.State.Terminal() || len(out.Replay.Decisions) != out.Decisions || out.Decisions == 0 {
		t.Errorf("terminal %v, %d decisions, %d recorded", out.State.Terminal(), out.Decisions, len(out.Replay.Decisions))
	}
	if _, err := Play(g, engine.Config{Players: 3, Seed: 1}, agents, Options{MaxDecisions: testMaxDecisions}); err == nil {
		t.Error("two agents for three seats was accepted")
	}
}

func TestWilsonAndDescribe(t *testing.T) {
	r := Wilson(50, 100)
	if math.Abs(r.Low-0.4038) > 1e-3 || math.Abs(r.High-0.5962) > 1e-3 {
		t.Errorf("Wilson(50,100) = %+v, want about [0.4038, 0.5962]", r)
	}
	if r := Wilson(0, 10); r.Low != 0 || r.High < 0.2 || r.High > 0.35 {
		t.Errorf("Wilson(0,10) = %+v", r)
	}
	d := Describe([]int{5, 1, 3, 2, 4})
	if d.Min != 1 || d.Max != 5 || d.Median != 3 || d.Mean != 3 || math.Abs(d.SD-math.Sqrt(2.5)) > 1e-9 {
		t.Errorf("Describe = %+v", d)
	}
}

// A game that reaches the decision cap is counted as unfinished, not as a
// failure of the whole batch.
func TestBatchCountsGamesAtTheDecisionCap(t *testing.T) {
	r, err := Run(context.Background(), Batch{Game: omnitrix(t), Players: 2, Agents: []string{"random"}, Games: 20, Seed: 5, MaxDecisions: 3})
	if err != nil {
		t.Fatalf("a batch with capped games failed: %v", err)
	}
	if r.Unfinished != 20 || r.Decisions.Max != 3 || r.Agents[0].Score.Value != 0 {
		t.Errorf("unfinished %d, max decisions %d, score %v; want 20, 3, 0", r.Unfinished, r.Decisions.Max, r.Agents[0].Score.Value)
	}
	var text strings.Builder
	r.WriteText(&text)
	if !strings.Contains(text.String(), "cut at the decision cap (3 decisions)  20") {
		t.Errorf("the report does not say so:\n%s", text.String())
	}
}
