package superbenji

import "omnideck/decklist"

// LoadDeck returns the card ids of a starter deck ("heroes") or of a deck
// list file, checked against the deck rules and, with the authoring tools,
// the standard format.
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
	var standard *decklist.Format
	if formats, err := g.DeckFormats(); err != nil {
		return nil, err
	} else if formats != nil {
		if standard, err = formats.Lookup("standard"); err != nil {
			return nil, err
		}
	}
	d, err := decklist.Load(name, starters, cat, standard)
	if err != nil {
		return nil, err
	}
	return d.CardIDs(), nil
}
