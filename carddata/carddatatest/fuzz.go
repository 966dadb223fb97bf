// Package carddatatest checks the games' card-file readers.
package carddatatest

import (
	"strings"
	"testing"
)

// fuzzName is the name the fuzzed card files are read under.
const fuzzName = "fuzz.yaml"

// FuzzLoad fuzzes a game's card-file reader, load, from seeds: whatever
// the text, load gives a card set or an error that begins with the file's
// name, never both and never neither, and does not panic. accepted checks
// what a set it gives holds.
func FuzzLoad[S any](f *testing.F, load func(name string, data []byte) (*S, error), accepted func(t *testing.T, set *S), seeds ...[]byte) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		set, err := load(fuzzName, data)
		if (set == nil) == (err == nil) {
			t.Fatalf("the reader gave set %v and error %v", set, err)
		}
		if err != nil {
			if !strings.HasPrefix(err.Error(), fuzzName) {
				t.Fatalf("the error does not begin with the file's name: %v", err)
			}
			return
		}
		accepted(t, set)
	})
}

// EveryCardFound checks the cards of an accepted set: each has an id and
// a name (key gives them, as carddata.NewIndex takes it), and lookup finds
// it by its id.
func EveryCardFound[T any](t *testing.T, cards []*T, key func(*T) (id, name string), lookup func(string) (*T, bool)) {
	t.Helper()
	for _, c := range cards {
		id, name := key(c)
		if id == "" || name == "" {
			t.Fatalf("an accepted card has no id or no name: %+v", c)
		}
		if found, ok := lookup(id); !ok || found != c {
			t.Fatalf("accepted card %s is not found by its id", id)
		}
	}
}
