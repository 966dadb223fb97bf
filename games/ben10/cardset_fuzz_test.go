package ben10

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
		[]byte("game: ben10\nset: X\ncards:\n  - {id: X/1, name: A, type: character, kind: HUMAN, cost: 0, bp: 600, injured: 300}\n"),
		[]byte("game: ben10\ncards:\n  - id: X/1\n    name: A\n    type: character\n    kind: HUMAN\n    triggers:\n      - on: appears\n        effects:\n          - draw: {amount: 1}\n"),
	)
}
