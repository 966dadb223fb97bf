package superbenji

import "omnideck/decklist"

// LoadDeck returns the card ids of a starter deck ("heroes") or of a deck
// list file, checked against the deck rules of the standard format.
func (g *Game) LoadDeck(name string) ([]string, error) {
	cat, err := DeckCatalog(g.set)
	if err != nil {
		return nil, err
	}
	// A designer's card set may lack the starter decks' cards: then only
	// deck files name decks.
	starters, err := decklist.ReadDecks(starterFiles, "decks/*.txt", cat)
	if err != nil {
		starters = nil
	}
	formats, err := BaseFormats(g.set)
	if err != nil {
		return nil, err
	}
	standard, err := formats.Lookup("standard")
	if err != nil {
		return nil, err
	}
	d, err := decklist.Load(name, starters, cat, standard)
	if err != nil {
		return nil, err
	}
	return d.CardIDs(), nil
}
