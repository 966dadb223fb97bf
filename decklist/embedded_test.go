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

// A Shelf loads decks against the default format, the first of its
// formats: a deck legal by the rules but not in the format is refused.
func TestShelfLoadsAgainstTheDefaultFormat(t *testing.T) {
	cat := testCatalog(t)
	files := fstest.MapFS{"decks/heroes.txt": {Data: []byte(legal27)}}
	sh := Shelf{MakeCatalog: func() (*Catalog, error) { return cat, nil }, Builtin: Embedded{FS: files, Pattern: "decks/*.txt"}}
	if ids, err := sh.LoadDeck("heroes"); err != nil || len(ids) != 27 {
		t.Fatalf("LoadDeck without formats: %d ids, %v", len(ids), err)
	}
	if lists := sh.StarterLists(1); len(lists) != 1 || len(lists[0]) != 27 {
		t.Errorf("StarterLists(1) = %d lists, want 1 of 27 cards", len(lists))
	}
	if lists := sh.StarterLists(2); lists != nil {
		t.Errorf("StarterLists(2) with one deck built in = %v, want nil", lists)
	}
	formats, err := LoadFormats("formats.yaml", []byte("game: testgame\nformats:\n  - id: strict\n    description: No Cook.\n    banned:\n      - Cook\n  - id: open\n    description: Every card.\n"), cat)
	if err != nil {
		t.Fatal(err)
	}
	sh.MakeFormats = func() (Formats, error) { return formats, nil }
	if _, err := sh.LoadDeck("heroes"); err == nil {
		t.Errorf("LoadDeck with a default format banning one of its cards: no error")
	}
}
