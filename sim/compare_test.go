package sim

import (
	"context"
	"strings"
	"testing"
)

// The text of a comparison explains its star only when a difference is
// starred, and names the seats with their decks.
func TestComparisonTextStarsOnlyWhatItMarks(t *testing.T) {
	b := superbenji(t)
	b.Games = 20
	same, err := Compare(context.Background(), b, b, "A", "A again")
	if err != nil {
		t.Fatal(err)
	}
	var text strings.Builder
	same.WriteText(&text)
	if strings.Contains(text.String(), "*") {
		t.Errorf("nothing differs, yet the text has a star:\n%s", text.String())
	}
	if !strings.Contains(text.String(), "Player 1 (banana-villains)") {
		t.Errorf("the text does not name Player 1's deck:\n%s", text.String())
	}

	a, c := Batch{Game: tens{}, Players: 2, Agents: []string{"random"}, Games: 400, Seed: 1}, Batch{Game: tens{}, Players: 2, Agents: []string{"random"}, Games: 400, Seed: 1}
	c.Agents = []string{"random", "heuristic"} // the heuristic plays out its options, and plays better
	diff, err := Compare(context.Background(), a, c, "random", "heuristic")
	if err != nil {
		t.Fatal(err)
	}
	text.Reset()
	diff.WriteText(&text)
	if !diff.Turns.Significant || !strings.Contains(text.String(), "  *") || !strings.Contains(text.String(), "* the 95% interval leaves out 0") {
		t.Errorf("a significant difference without its star or note:\n%s", text.String())
	}
}
