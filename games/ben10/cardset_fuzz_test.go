package ben10

import (
	"strings"
	"testing"
)

// A card file of any text is read into a checked set or refused with an
// error that names the file; it never panics.
func FuzzLoadCards(f *testing.F) {
	f.Add(builtinCards[:min(len(builtinCards), 3000)])
	f.Add([]byte("game: ben10\nset: X\ncards:\n  - {id: X/1, name: A, type: character, kind: HUMAN, cost: 0, bp: 600, injured: 300}\n"))
	f.Add([]byte("game: ben10\ncards:\n  - id: X/1\n    name: A\n    type: character\n    kind: HUMAN\n    triggers:\n      - on: appears\n        effects:\n          - draw: {amount: 1}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cs, err := LoadCards("fuzz.yaml", data)
		if (cs == nil) == (err == nil) {
			t.Fatalf("LoadCards gave set %v and error %v", cs, err)
		}
		if err != nil {
			if !strings.Contains(err.Error(), "fuzz.yaml") {
				t.Fatalf("the error does not name the file: %v", err)
			}
			return
		}
		for _, c := range cs.Cards() {
			if c.ID == "" || c.Name == "" {
				t.Fatalf("an accepted card has no id or name: %+v", c)
			}
			if found, ok := cs.Lookup(c.ID); !ok || found != c {
				t.Fatalf("accepted card %s cannot be looked up by its id", c.ID)
			}
		}
	})
}
