package battlecards

import (
	"strings"
	"testing"
)

// A card file of any text is read into a checked set or refused with an
// error that names the file; it never panics.
func FuzzLoadCards(f *testing.F) {
	f.Add(builtinCards[:min(len(builtinCards), 3000)])
	f.Add([]byte("game: battlecards\nset: X\ncards:\n  - {id: X/1, name: A, type: robot, army: autobot, cost: 1, strength: 1, endurance: 1, speed: 1}\n"))
	f.Add([]byte("game: battlecards\ncards:\n  - id: X/1\n    name: A\n    type: robot\n    army: decepticon\n    statics:\n      - {mode: robot, support_limit: 1}\n"))
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
