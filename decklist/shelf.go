package decklist

import "fmt"

// Shelf is a game's decks as the tools reach them (engine.DeckGame): the
// catalog of the cards it plays with, its formats and the decks built into
// it. A game embeds the Shelf of its card set, so that every game reads,
// checks and loads decks the same way.
type Shelf struct {
	// MakeCatalog builds the catalog of the game's cards.
	MakeCatalog func() (*Catalog, error)
	// Builtin are the decks built into the game.
	Builtin Embedded
	// MakeFormats gives the game's formats, the default first; nil when the
	// game has none beyond its deck rules.
	MakeFormats func() (Formats, error)
}

// DeckCatalog is the game's cards as deck lists name them.
func (s Shelf) DeckCatalog() (*Catalog, error) { return s.MakeCatalog() }

// DeckFormats are the game's formats, the default first; none for a game
// without formats.
func (s Shelf) DeckFormats() (Formats, error) {
	if s.MakeFormats == nil {
		return nil, nil
	}
	return s.MakeFormats()
}

// StarterDecks are the decks built into the game, read with its cards,
// sorted by file name.
func (s Shelf) StarterDecks() ([]*Deck, error) {
	cat, err := s.MakeCatalog()
	if err != nil {
		return nil, fmt.Errorf("starter decks: %w", err)
	}
	return s.Builtin.Decks(cat)
}

// LoadDeck returns the card ids of the built-in deck called name, or of the
// deck list file at path name, checked against the deck rules and the
// default format. A designer's cards may lack the built-in decks' cards:
// then only files name decks.
func (s Shelf) LoadDeck(name string) ([]string, error) {
	cat, err := s.MakeCatalog()
	if err != nil {
		return nil, err
	}
	formats, err := s.DeckFormats()
	if err != nil {
		return nil, err
	}
	var def *Format
	if len(formats) > 0 {
		def = formats[0]
	}
	return s.Builtin.LoadIDs(name, cat, def)
}

// StarterLists are the decks built into the game as lists of card ids,
// one per copy, sorted by file name: the decks a game deals when it is
// given none. It is nil when the game's cards lack a built-in deck's
// cards, or when fewer than min decks are built in.
func (s Shelf) StarterLists(min int) [][]string {
	decks, err := s.StarterDecks()
	if err != nil || len(decks) < min {
		return nil
	}
	lists := make([][]string, len(decks))
	for i, d := range decks {
		lists[i] = d.CardIDs()
	}
	return lists
}
