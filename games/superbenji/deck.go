package superbenji

import (
	"embed"
	"errors"
	"fmt"
	"io"

	"omnideck/decklist"
	"omnideck/engine"
)

// The deck construction rules (2.1 to 2.3).
const (
	// DeckSize is how many cards a deck holds (2.1).
	DeckSize = 27
	// MaxCopies is how many copies of a card, by name, a deck may hold (2.2).
	MaxCopies = 3
)

// DeckRules are the deck construction rules as data for package decklist:
// one section of exactly 27 cards (2.1), at most 3 copies of a card by
// name, alternate arts included (2.2), Unique cards 1 copy by full name
// (2.3), and no tokens (6.6). Exports list characters, artifacts,
// locations and actions (2.4).
func DeckRules() decklist.Rules {
	return decklist.Rules{
		Game:    ID,
		Summary: "27 cards; at most 3 copies of a card by name, alternate arts included; Unique cards 1 copy by full name; no tokens",
		Sections: []decklist.Section{{
			Name: "deck", Min: DeckSize, Max: DeckSize, SizeRule: "rule 2.1",
			MaxCopies: MaxCopies, CopiesBy: "name", CopyRule: "rule 2.2",
		}},
		UniqueRule: "rule 2.3",
		NotDeckable: decklist.NotDeckable{
			Rule: "rule 6.6", Is: "a token",
			Why: "tokens are made by effects during a game and never go in a deck",
		},
		Types: []decklist.CardType{
			{Name: "character", Heading: "Characters"},
			{Name: "artifact", Heading: "Artifacts"},
			{Name: "location", Heading: "Locations"},
			{Name: "action", Heading: "Actions"},
		},
	}
}

// DeckCatalog is the cards of cs (nil for the Base Set) as deck lists name
// them, under DeckRules.
func DeckCatalog(cs *CardSet) (*decklist.Catalog, error) {
	if cs == nil {
		var err error
		if cs, err = BaseSet(); err != nil {
			return nil, err
		}
	}
	cards := make([]decklist.Card, len(cs.cards))
	for i, c := range cs.cards {
		cards[i] = decklist.Card{
			ID: c.ID, Name: c.Name, Type: c.Type, SameAs: c.SameAs,
			Unique: c.Unique, NotDeckable: c.Token,
		}
	}
	return decklist.NewCatalog(DeckRules(), cards)
}

// ParseDeck reads a deck list naming cards of cs, as [decklist.Parse] does.
func ParseDeck(name string, data []byte, cs *CardSet) (*decklist.Deck, error) {
	cat, err := DeckCatalog(cs)
	if err != nil {
		return nil, err
	}
	return decklist.Parse(name, data, cat)
}

//go:embed decks/*.txt
var starterFiles embed.FS

// starterPattern finds the starter decks among starterFiles.
const starterPattern = "decks/*.txt"

// StarterDecks reads the starter decks built into Omnideck
// (games/superbenji/decks), sorted by file name, with cards from cs, or
// from the Base Set when cs is nil. Each deck's File is its file name, such
// as "heroes.txt", and its ID "heroes".
func StarterDecks(cs *CardSet) ([]*decklist.Deck, error) {
	cat, err := DeckCatalog(cs)
	if err != nil {
		return nil, fmt.Errorf("starter decks: %w", err)
	}
	return decklist.ReadDecks(starterFiles, starterPattern, cat)
}

// StarterDeckLists is the starter decks of the Base Set as lists of card
// ids, one per copy, in the order of StarterDecks ("banana-villains",
// then "heroes"): the decks a game deals when it is given none.
func StarterDeckLists() ([][]string, error) {
	decks, err := StarterDecks(nil)
	if err != nil {
		return nil, err
	}
	lists := make([][]string, len(decks))
	for i, d := range decks {
		lists[i] = d.CardIDs()
	}
	return lists, nil
}

// The deck tooling and the card importer, for tools that do not know the
// game.
var (
	_ engine.DeckGame     = (*Game)(nil)
	_ engine.CardImporter = (*Game)(nil)
)

// Authoring is what the game's authoring tools (package
// games/superbenji/authoring, which reads the rules package and so lives
// apart from it) lend the game, so that tools that do not know the game
// reach them through engine.CardImporter and engine.DeckGame: the
// importer of the publisher's set TSV, and the formats.
type Authoring interface {
	CardImportSource() string
	ImportCards(name string, data []byte, w io.Writer) (engine.CardImport, error)
	// Formats are the formats for decks of cs, standard first.
	Formats(cs *CardSet) (decklist.Formats, error)
}

// WithAuthoring returns the game with the authoring tools a lends it; the
// registry holds it so (games.Registry).
func (g *Game) WithAuthoring(a Authoring) *Game {
	c := *g
	c.tools = a
	c.Shelf = c.shelf()
	return &c
}

// shelf is the decks of g: its cards, its starter decks and, with the
// authoring tools, its formats (engine.DeckGame).
func (g *Game) shelf() decklist.Shelf {
	set := g.set
	sh := decklist.Shelf{MakeCatalog: func() (*decklist.Catalog, error) { return DeckCatalog(set) },
		Builtin: decklist.Embedded{FS: starterFiles, Pattern: starterPattern}}
	if tools := g.tools; tools != nil {
		sh.MakeFormats = func() (decklist.Formats, error) { return tools.Formats(set) }
	}
	return sh
}

// errNoTools is the answer of the authoring tools' methods on a game
// made without them.
var errNoTools = errors.New("superbenji: the authoring tools are not lent to this game (games/superbenji/authoring)")

// CardImportSource says what ImportCards reads, for help texts.
func (g *Game) CardImportSource() string {
	if g.tools == nil {
		return "nothing: the authoring tools are not lent to this game"
	}
	return g.tools.CardImportSource()
}

// ImportCards reads the publisher's set TSV with the authoring tools and
// writes its card file.
func (g *Game) ImportCards(name string, data []byte, w io.Writer) (engine.CardImport, error) {
	if g.tools == nil {
		return engine.CardImport{}, errNoTools
	}
	return g.tools.ImportCards(name, data, w)
}
