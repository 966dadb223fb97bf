package decklist

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

var starterFS = fstest.MapFS{
	"decks/heroes.txt":   {Data: []byte("Deck: Heroes\n" + legal27[len("Deck: Test\n"):])},
	"decks/villains.txt": {Data: []byte("Deck: Banana Villains\n27 x Cook\n")},
	"decks/notes.md":     {Data: []byte("not a deck")},
}

func TestReadDecksFindAndLoad(t *testing.T) {
	cat := testCatalog(t)
	decks, err := ReadDecks(starterFS, "decks/*.txt", cat)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, d := range decks {
		ids = append(ids, d.ID())
	}
	if !slices.Equal(ids, []string{"heroes", "villains"}) || decks[0].File != "heroes.txt" || decks[0].Size() != 27 {
		t.Fatalf("decks %v", ids)
	}
	for _, name := range []string{"heroes", "HEROES.txt", " Heroes "} {
		if d, err := Find(decks, name); err != nil || d != decks[0] {
			t.Errorf("Find(%q): %v", name, err)
		}
	}
	if d, err := Find(decks, "banana villains"); err != nil || d != decks[1] {
		t.Errorf("Find by deck name: %v", err)
	}
	if _, err := Find(decks, "zombies"); err == nil || err.Error() != `no starter deck is called "zombies" (the starter decks: heroes, villains)` {
		t.Errorf("Find(zombies): %v", err)
	}
	if _, err := Find(nil, "zombies"); err == nil || !strings.Contains(err.Error(), "has no starter decks") {
		t.Errorf("Find without starters: %v", err)
	}
	bad := fstest.MapFS{"decks/bad.txt": {Data: []byte("3 x Cok\n")}}
	if _, err := ReadDecks(bad, "decks/*.txt", cat); err == nil || !strings.Contains(err.Error(), "starter deck decks/bad.txt: bad.txt:1: no card is called") {
		t.Errorf("a bad starter: %v", err)
	}

	// Load: a starter by name, or a file; the deck must be legal.
	if d, err := Load("heroes", decks, cat, nil); err != nil || d != decks[0] {
		t.Errorf("Load(heroes): %v", err)
	}
	if _, err := Load("villains", decks, cat, nil); err == nil || err.Error() != "villains is not a legal deck:\nvillains.txt:2: rule 2.2: 27 copies of Cook; a deck may hold at most 3 copies of a card by name" {
		t.Errorf("Load(villains): %v", err)
	}
	path := filepath.Join(t.TempDir(), "mine.txt")
	os.WriteFile(path, []byte(legal27), 0o644)
	if d, err := Load(path, decks, cat, nil); err != nil || d.Name != "Test" || len(d.CardIDs()) != 27 {
		t.Errorf("Load(file): %v", err)
	}
	banned := formatT(t, cat, "example-banned")
	os.WriteFile(path, []byte(deckWith(map[int]string{12: "3 x Targeted Nuke"})), 0o644)
	if _, err := Load(path, decks, cat, banned); err == nil || !strings.Contains(err.Error(), "mine.txt:12: format example-banned: Targeted Nuke is banned") {
		t.Errorf("Load(file) in example-banned: %v", err)
	}
	os.WriteFile(path, []byte("Cok\n"), 0o644)
	if _, err := Load(path, decks, cat, nil); err == nil || !strings.Contains(err.Error(), `mine.txt:1: no card is called "Cok"`) {
		t.Errorf("Load(bad file): %v", err)
	}
	if _, err := Load("zombies", decks, cat, nil); err == nil || !strings.Contains(err.Error(), `no starter deck is called "zombies" (the starter decks: heroes, villains); and no deck file zombies:`) {
		t.Errorf("Load(zombies): %v", err)
	}
}
