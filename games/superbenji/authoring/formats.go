package authoring

import (
	_ "embed"
	"fmt"

	"omnideck/decklist"
	"omnideck/games/superbenji"
)

// baseFormats is formats.yaml: the formats of the Base Set 2026, with
// their banned and restricted lists, as data for package decklist.
//
//go:embed formats.yaml
var baseFormats []byte

// BaseFormats reads the embedded formats.yaml, which is written for the
// Base Set, for decks of cs (nil for the Base Set). Formats ban and
// restrict cards by name, so with another card set a listed card is that
// set's card of the same name, and is left out when the set has none.
func BaseFormats(cs *superbenji.CardSet) (decklist.Formats, error) {
	base, err := superbenji.DeckCatalog(nil)
	if err != nil {
		return nil, fmt.Errorf("formats: %w", err)
	}
	formats, err := decklist.LoadFormats("superbenji/formats.yaml", baseFormats, base)
	if err != nil || cs == nil {
		return formats, err
	}
	cat, err := superbenji.DeckCatalog(cs)
	if err != nil {
		return nil, fmt.Errorf("formats: %w", err)
	}
	return formats.Rebase(cat), nil
}

// LoadFormats reads a formats file, whose cards are named as deck lists
// name them (full name or id) from cs, as [decklist.LoadFormats] does.
func LoadFormats(name string, data []byte, cs *superbenji.CardSet) (decklist.Formats, error) {
	if cs == nil {
		return nil, fmt.Errorf("%s: no card set to read the formats with", name)
	}
	cat, err := superbenji.DeckCatalog(cs)
	if err != nil {
		return nil, err
	}
	return decklist.LoadFormats(name, data, cat)
}
