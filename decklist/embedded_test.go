package decklist

import (
	"strings"
	"testing"
	"testing/fstest"
)

// A game's built-in decks load by name; a deck file loads by path; a
// name that is neither says so, listing the built-in decks.
func TestEmbeddedLoadIDs(t *testing.T) {
	cat := testCatalog(t)
	e := Embedded{FS: fstest.MapFS{"decks/heroes.txt": {Data: []byte(legal27)}}, Pattern: "decks/*.txt"}
	decks, err := e.Decks(cat)
	if err != nil || len(decks) != 1 || decks[0].ID() != "heroes" {
		t.Fatalf("Decks: %v, %v", decks, err)
	}
	ids, err := e.LoadIDs("heroes", cat, nil)
	if err != nil || len(ids) != 27 {
		t.Fatalf("LoadIDs(heroes): %d ids, %v", len(ids), err)
	}
	if _, err := e.LoadIDs("villains", cat, nil); err == nil || !strings.Contains(err.Error(), "heroes") {
		t.Errorf("LoadIDs(villains): %v, want an error naming the built-in decks", err)
	}
}
