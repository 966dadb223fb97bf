package battlecards

import (
	"embed"

	"omnideck/decklist"
)

// DeckSize is the size of every deck: "Each player should construct a
// 50-card deck" (PRINTING THE CARDS).
const DeckSize = 50

// DeckRules say what a legal deck is, for package decklist: 50 cards, of
// which no more than 3 share a Robot subtitle or an Advantage title;
// Resources are not limited.
func DeckRules() decklist.Rules {
	return decklist.Rules{
		Game:    ID,
		Summary: "exactly 50 cards; at most 3 copies of a Robot subtitle or an Advantage title; Resources in any number; Advantages of the deck's army",
		Sections: []decklist.Section{{
			Name: "deck", Min: DeckSize, Max: DeckSize, SizeRule: "PRINTING THE CARDS: a 50-card deck",
			MaxCopies: 3, CopiesBy: "Robot subtitle or Advantage title",
			CopyRule: "THE CARDS: three copies of any one subtitle; no more than three copies of any title",
		}},
		Sides: decklist.Sides{Rule: "THE CARDS: Robot cards and Advantage cards are army specific", Word: "army",
			Deciders: "Robots", Bound: "Advantages"},
		Types: []decklist.CardType{
			{Name: typeRobot, Heading: "Robots"},
			{Name: typeResource, Heading: "Resources"},
			{Name: typeAdvantage, Heading: "Advantages"},
		},
	}
}

// DeckCatalog is the cards of cs (nil for the built-in pool) as deck lists
// name them, under DeckRules.
func DeckCatalog(cs *CardSet) (*decklist.Catalog, error) {
	var err error
	if cs == nil {
		cs, err = BuiltinCards()
	}
	if err != nil {
		return nil, err
	}
	cards := make([]decklist.Card, 0, len(cs.cards))
	for _, c := range cs.cards {
		cards = append(cards, deckCard(c))
	}
	return decklist.NewCatalog(DeckRules(), cards)
}

// deckCard is card c as the deck rules count it: a Robot's copies by its
// subtitle, an Advantage's by its title, and Resources in any number; a
// Robot's army decides the deck's, and an Advantage's must be the deck's.
func deckCard(c *Card) decklist.Card {
	dc := decklist.Card{ID: c.ID, Name: c.Name, Type: c.Type, AnyCopies: c.isResource(), Side: c.Army, SideBound: c.isAdvantage()}
	switch {
	case c.isRobot() && c.subtitle() != "":
		dc.CopyKey = "the subtitle " + c.subtitle()
	case c.isAdvantage():
		dc.CopyKey = "the title " + c.title
	}
	return dc
}

//go:embed decks/*.txt
var starterFiles embed.FS

// starterPattern finds the starter decks among starterFiles.
const starterPattern = "decks/*.txt"

// shelf is the decks of the game played with cs (engine.DeckGame).
func shelf(cs *CardSet) decklist.Shelf {
	return decklist.Shelf{MakeCatalog: func() (*decklist.Catalog, error) { return DeckCatalog(cs) },
		Builtin: decklist.Embedded{FS: starterFiles, Pattern: starterPattern}}
}

// StarterDecks reads the starter decks built into the game (decks/):
// Autobot and Decepticon, sorted by file name, with the cards of cs, or
// of the built-in pool when cs is nil.
func StarterDecks(cs *CardSet) ([]*decklist.Deck, error) { return shelf(cs).StarterDecks() }
