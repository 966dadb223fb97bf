package sim

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// endsOf maps each reason of a report to its games and the games of it no
// seat won.
func endsOf(r *Report) map[string][2]int {
	out := map[string][2]int{}
	for _, e := range r.Ends {
		out[e.Reason] = [2]int{e.Games, e.NoWinner}
	}
	return out
}

// A report breaks the games down by how they ended, in the game's words
// (engine.Outcome.Reason), in its figures, its JSON and its text, and
// never calls the games no player won "no winner" on its own authority.
func TestReportSaysHowGamesEnded(t *testing.T) {
	b := Batch{Game: tens{}, Players: 3, Agents: []string{"random"}, Games: 600, Seed: 1, Workers: 2}
	r := run(t, b)
	ends := endsOf(r)
	if len(ends) != 3 {
		t.Fatalf("ends %v, want the three ways tens ends", ends)
	}
	total := 0
	for reason, e := range ends {
		total += e[0]
		switch reason {
		case "the house won":
			if e[1] != e[0] || e[0] == 0 {
				t.Errorf("the house won %d games, of which %d had no winner; want all", e[0], e[1])
			}
		case "ten with a two", "ten with a one":
			if e[1] != 0 || e[0] == 0 {
				t.Errorf("%s: %d games, %d without a winner", reason, e[0], e[1])
			}
		default:
			t.Errorf("unknown reason %q", reason)
		}
	}
	if total != r.Games || ends["the house won"][0] != int(r.NoWinner.Value*float64(r.Games)+0.5) {
		t.Errorf("ends %v do not add up to %d games with %v no winner", ends, r.Games, r.NoWinner)
	}
	// Wins shared by three add up exactly: each entry's score and the
	// house's share make 1.
	sum := r.NoWinner.Value
	for _, a := range r.Agents {
		sum += a.Score.Value
	}
	if sum < 1-1e-12 || sum > 1+1e-12 {
		t.Errorf("scores and the house's share add to %v", sum)
	}

	var text strings.Builder
	r.WriteText(&text)
	for _, want := range []string{"how games ended", "the house won", "ten with a two", "ten with a one"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("the text does not say %q:\n%s", want, text.String())
		}
	}
	if strings.Contains(text.String(), "no winner") {
		t.Errorf("the text speaks of %q on its own authority:\n%s", "no winner", text.String())
	}
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"reason":"the house won"`) {
		t.Errorf("the JSON lacks the reasons: %s", data)
	}
	if back := roundTrip(t, r); !sameEnds(endsOf(back), ends) {
		t.Errorf("the JSON reads back as %v, not %v", endsOf(back), ends)
	}
}

func sameEnds(a, b map[string][2]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// A game that gives no reason is counted as "unstated", and the text splits
// those games by whether a player won, which is all that is known of them.
func TestGamesWithoutAReasonAreUnstated(t *testing.T) {
	r := run(t, Batch{Game: tens{silent: true}, Players: 2, Agents: []string{"random"}, Games: 300, Seed: 2})
	ends := endsOf(r)
	if len(ends) != 1 || ends[Unstated][0] != 300 || ends[Unstated][1] == 0 {
		t.Fatalf("ends %v, want 300 unstated games, some won by nobody", ends)
	}
	var text strings.Builder
	r.WriteText(&text)
	for _, want := range []string{"unstated (a player won)", "unstated (no player won)"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("the text does not say %q:\n%s", want, text.String())
		}
	}
}

// Games cut at the decision cap are a line of their own in the breakdown,
// with the cap.
func TestGamesCutAtTheCapAreCounted(t *testing.T) {
	r, err := Run(context.Background(), Batch{Game: tens{}, Players: 2, Agents: []string{"random"}, Games: 50, Seed: 3, MaxDecisions: 4})
	if err != nil {
		t.Fatal(err)
	}
	if r.Unfinished != 50 || len(r.Ends) != 1 || !r.Ends[0].Cut || r.Ends[0].Games != 50 || r.Ends[0].Reason != CutReason {
		t.Fatalf("unfinished %d, ends %+v; want every game cut", r.Unfinished, r.Ends)
	}
	var text strings.Builder
	r.WriteText(&text)
	if !strings.Contains(text.String(), "cut at the decision cap (4 decisions)  50") {
		t.Errorf("the text does not count the cut games with the cap:\n%s", text.String())
	}
}
