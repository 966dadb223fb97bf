package omnitrix

import (
	"testing"

	"omnideck/engine"
)

// What a person reads of the game: a support's line says what it did.

// A support's log line says what it did: how much it adds, to which
// alien, and the power that makes (issue 19: a support's line says what
// it did).
func TestSupportLineSaysWhatItDid(t *testing.T) {
	s := newTestState(t, 2, nil, deal2([]string{"Hex"}, []string{"Heatblast"}, []string{"Spitter"}))
	choose(t, s, 0, "support:plumber-badge")
	choose(t, s, 1, "support:tetrax")
	wantLines(t, logLines(s, engine.Spectator),
		"Player 1 plays the support Plumber Badge: +1 to Heatblast (8), power 9.",
		"Player 2 plays the support Tetrax: +2 to Spitter (2), power 4.")
	wantLines(t, logLines(s, 0), "You play the support Plumber Badge: +1 to Heatblast (8), power 9.")
}
