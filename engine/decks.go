package engine

import (
	"io"

	"omnideck/decklist"
)

// DeckGame is implemented by games played with constructed decks. It gives
// deck tools (omnideck deck, --decks) everything they need without naming
// the game: the cards as deck lists name them, the deck construction rules
// as data, the formats and the starter decks. Package decklist does the
// reading, checking and writing the same way for every game.
//
// A game that also implements [CardLoader] answers for the cards of the
// card file it was loaded with.
type DeckGame interface {
	// DeckCatalog is the game's cards as deck lists name them, under the
	// game's deck construction rules (decklist.Rules).
	DeckCatalog() (*decklist.Catalog, error)
	// DeckFormats are the game's formats, with their banned and restricted
	// lists, for decks of DeckCatalog; the first is the default. A game
	// without formats returns none.
	DeckFormats() (decklist.Formats, error)
	// StarterDecks are the decks built into the game, sorted by ID, read
	// with DeckCatalog.
	StarterDecks() ([]*decklist.Deck, error)
	// LoadDeck turns the name of a starter deck ("heroes") or the path of
	// a deck-list file into the card list one seat's Config.Decks takes,
	// after checking the deck against the rules and the default format.
	// The error lists every problem.
	LoadDeck(name string) ([]string, error)
}

// CardImporter is implemented by games whose publishers issue card lists in
// a format of their own (a set TSV, a JSON database): it turns one into a
// card file of the game, so that a new set starts from its printed facts.
type CardImporter interface {
	// CardImportSource says what ImportCards reads, for help texts: "the
	// set TSV, as published".
	CardImportSource() string
	// ImportCards reads a published card list; name is its file's name
	// for messages. It writes the card file to w and returns how many
	// cards it holds, with notes on what still needs doing (abilities to
	// define, readings to check). On error, which lists every problem of
	// the file, nothing is written.
	ImportCards(name string, data []byte, w io.Writer) (CardImport, error)
}

// CardImport is what an import made.
type CardImport struct {
	// Cards is the number of cards written.
	Cards int
	// Notes are what still needs a person, each as "file:line: message".
	Notes []string
}
