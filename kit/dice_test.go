package kit

import (
	"testing"

	"omnideck/engine"
)

// Dice roll from the state's generator, so a copy rolls the same; a
// script comes first; Reset forgets it.
func TestDiceRollFromTheStateAndScripts(t *testing.T) {
	rng := engine.NewRNG(7)
	var d Dice
	copyRNG, copyDice := rng, d
	for range 50 {
		a, b := d.Roll(&rng, 6), copyDice.Roll(&copyRNG, 6)
		if a != b || a < 1 || a > 6 {
			t.Fatalf("rolls %d and %d", a, b)
		}
	}
	d.Script(2, 9, 1)
	clone := d
	clone.Script(4)
	if d.Scripted() != 3 || clone.Scripted() != 4 {
		t.Fatalf("scripts %d and %d: a copy's script changed the original's", d.Scripted(), clone.Scripted())
	}
	if got := []int{d.Roll(&rng, 6), d.Roll(&rng, 6), d.Roll(&rng, 6)}; got[0] != 2 || got[1] != 6 || got[2] != 1 {
		t.Errorf("scripted rolls %v, want 2 6 1", got)
	}
	if clone.Roll(&rng, 6) != 2 {
		t.Error("the copy lost its script")
	}
	clone.Reset()
	if clone.Scripted() != 0 {
		t.Error("Reset")
	}
}
