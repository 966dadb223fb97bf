package ben10

import (
	"embed"

	"omnideck/decklist"
)

// DeckSize is how many cards a deck holds (Preparing to play: exactly 40,
// any number of copies of a card).
const DeckSize = 40

// DeckRules are the deck construction rules as data for package decklist:
// one section of exactly 40 cards, any number of copies.
func DeckRules() decklist.Rules {
	return decklist.Rules{
		Game:    ID,
		Summary: "exactly 40 cards; any number of copies of a card",
		Sections: []decklist.Section{{
			Name: "deck", Min: DeckSize, Max: DeckSize, SizeRule: "Preparing to play: Deck",
			CopiesBy: "name", CopyRule: "Preparing to play: Deck",
		}},
		Types: []decklist.CardType{
			{Name: typeCharacter, Heading: "Characters"},
			{Name: typeEffect, Heading: "Effect cards"},
			{Name: typeTrick, Heading: "Trick cards"},
		},
	}
}

// DeckCatalog is the cards of cs (nil for the built-in pool) as deck lists
// name them, under DeckRules.
func DeckCatalog(cs *CardSet) (*decklist.Catalog, error) {
	if cs == nil {
		var err error
		if cs, err = BuiltinCards(); err != nil {
			return nil, err
		}
	}
	cards := make([]decklist.Card, len(cs.cards))
	for i, c := range cs.cards {
		cards[i] = decklist.Card{ID: c.ID, Name: c.Name, Type: c.Type}
	}
	return decklist.NewCatalog(DeckRules(), cards)
}

//go:embed decks/*.txt
var starterFiles embed.FS

// builtinDecks are the starter decks built into the game (decks/).
var builtinDecks = decklist.Embedded{FS: starterFiles, Pattern: "decks/*.txt"}

// shelf is the decks of the game played with cs (engine.DeckGame).
func shelf(cs *CardSet) decklist.Shelf {
	return decklist.Shelf{MakeCatalog: func() (*decklist.Catalog, error) { return DeckCatalog(cs) }, Builtin: builtinDecks}
}

// StarterDecks reads the starter decks built into the game (decks/),
// sorted by file name ("starter-a", "starter-b"), with the cards of cs, or
// of the built-in pool when cs is nil.
func StarterDecks(cs *CardSet) ([]*decklist.Deck, error) { return shelf(cs).StarterDecks() }
