// Package authoring is Super Benji's tools for people who make cards and
// formats rather than play them: the importer of the publisher's set TSV
// (ImportTSV) and the reader of formats files (BaseFormats, LoadFormats).
// They live apart from the rules (package superbenji), which they use to
// read and check what they make; Tools lends them to the game, so that
// the game answers tools that do not know it (engine.CardImporter and the
// formats of engine.DeckGame).
package authoring

import (
	"fmt"
	"io"

	"omnideck/decklist"
	"omnideck/engine"
	"omnideck/games/superbenji"
)

// The card data the tools read and write is the game's.
type (
	Card    = superbenji.Card
	Ability = superbenji.Ability
	Cost    = superbenji.Cost
	Symbol  = superbenji.Symbol
	Symbols = superbenji.Symbols
)

// The action types.
const (
	Hero    = superbenji.Hero
	Villain = superbenji.Villain
	Plus    = superbenji.Plus
	Minus   = superbenji.Minus
	Misc    = superbenji.Misc
	Wild    = superbenji.Wild
)

// Tools are the authoring tools as the game takes them
// (superbenji.Game.WithAuthoring): the card importer and the formats.
type Tools struct{}

var _ superbenji.Authoring = Tools{}

// CardImportSource says what ImportCards reads, for help texts.
func (Tools) CardImportSource() string {
	return "the set TSV as the game publishes it (tab-separated, with a header row)"
}

// ImportCards reads a set TSV with [ImportTSV] and writes its card file
// with [Import.WriteYAML]; the notes are "name:line: ID Name: message".
func (Tools) ImportCards(name string, data []byte, w io.Writer) (engine.CardImport, error) {
	im, err := ImportTSV(name, data)
	if err != nil {
		return engine.CardImport{}, err
	}
	notes := make([]string, len(im.Notes))
	for i, n := range im.Notes {
		notes[i] = fmt.Sprintf("%s:%d: %s", name, n.Line, n)
	}
	return engine.CardImport{Cards: len(im.Cards), Notes: notes}, im.WriteYAML(w)
}

// Formats are the formats of formats.yaml for decks of cs (BaseFormats).
func (Tools) Formats(cs *superbenji.CardSet) (decklist.Formats, error) { return BaseFormats(cs) }

// Game returns the Super Benji game with the Base Set and these tools:
// the game as the registry holds it.
func Game() (*superbenji.Game, error) {
	g, err := superbenji.Default()
	if err != nil {
		return nil, err
	}
	return g.WithAuthoring(Tools{}), nil
}
