package decklist

import "io/fs"

// LoadNamed returns the deck name names, checked against the deck rules
// of cat with no format: one of the starter decks in files (the deck-list
// files matching pattern), or else a deck-list file of that name. A card
// set that lacks the starter decks' cards (a designer's) reads decks from
// files only.
func LoadNamed(name string, files fs.FS, pattern string, cat *Catalog) (*Deck, error) {
	starters, err := ReadDecks(files, pattern, cat)
	if err != nil {
		starters = nil
	}
	return Load(name, starters, cat, nil)
}
