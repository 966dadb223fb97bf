package ben10

import (
	"slices"
	"testing"

	"omnideck/kit"
)

// The outcome says how the game ended, in words games that end alike
// share (Victory).
func TestOutcomeSaysHowTheGameEnded(t *testing.T) {
	tb := newTable(t)
	a := tb.inPlay(0, "Fourarms", "earth")
	tb.s.life[1] = 1000
	tb.attack(0, a, kit.NoObj)
	if o := tb.s.Outcome(); !o.Over || o.Reason != "Life brought to 0" {
		t.Errorf("Life: %+v", o)
	}

	tb = newTable(t)
	for tb.s.deckSize(1) > 0 {
		tb.s.t.Place(tb.s.t.Top(zone(1, zDeck)), zone(1, zDiscard), -1, kit.FaceUp)
	}
	tb.endTurn()
	if o := tb.s.Outcome(); !o.Over || o.Reason != "deck ran out" || !slices.Equal(o.Winners, []int{0}) {
		t.Errorf("deck: %+v", o)
	}
}
