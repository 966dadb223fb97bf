package battlecards

import (
	"testing"

	"omnideck/carddata/carddatatest"
)

// A card file of any text is read into a checked set or refused with an
// error that names the file; an accepted card can be looked up by its id.
func FuzzLoadCards(f *testing.F) {
	carddatatest.FuzzLoad(f, LoadCards, func(t *testing.T, cs *CardSet) {
		carddatatest.EveryCardFound(t, cs.Cards(), cardKey, cs.Lookup)
	},
		builtinCards[:min(len(builtinCards), 3000)],
		[]byte("game: battlecards\nset: X\ncards:\n  - {id: X/1, name: A, type: robot, army: autobot, cost: 1, strength: 1, endurance: 1, speed: 1}\n"),
		[]byte("game: battlecards\ncards:\n  - id: X/1\n    name: A\n    type: robot\n    army: decepticon\n    statics:\n      - {mode: robot, support_limit: 1}\n"),
	)
}
