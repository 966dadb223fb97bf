package decklist

import "io/fs"

// Embedded is a game's built-in decks: deck list files in an embedded
// file system, read with the game's catalog.
type Embedded struct {
	FS fs.FS
	// Pattern matches the files ("decks/*.txt").
	Pattern string
}

// Decks reads the built-in decks with the cards of cat (ReadDecks).
func (e Embedded) Decks(cat *Catalog) ([]*Deck, error) { return ReadDecks(e.FS, e.Pattern, cat) }

// LoadIDs is a game's LoadDeck: the card ids of the built-in deck called
// name, or of the deck list file at path name, checked against the rules
// of cat and format f (nil for the rules alone). A designer's catalog may
// lack the built-in decks' cards: then only files name decks.
func (e Embedded) LoadIDs(name string, cat *Catalog, f *Format) ([]string, error) {
	starters, err := ReadDecks(e.FS, e.Pattern, cat)
	if err != nil {
		starters = nil
	}
	d, err := Load(name, starters, cat, f)
	if err != nil {
		return nil, err
	}
	return d.CardIDs(), nil
}
