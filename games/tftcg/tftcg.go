// Package tftcg is the Transformers Trading Card Game (rules:
// shared/rules/transformers-tcg.txt, rules 1.0: the standard game and the
// basic version), played on the card-game kit (package kit) with every
// card of the published card data (data/cards.yaml, made by the importer
// of package games/tftcg/authoring).
//
// The cards' text is not yet in force: both rule sets play on the printed
// facts (modes, stats, Health, battle icons, Upgrade bonuses, stars), as
// the basic version does by its rules and the standard game does until
// the cards' abilities are defined. docs/rules/tftcg.md gives the
// readings taken where the rules are open.
//
// The files follow the rulebook: card.go and cardset.go (the cards as
// data), deck.go (building a team and deck), setup.go (setting up),
// turn.go (taking a turn), attack.go (attacking, damage, KO), basic.go
// (the basic version), decide.go (the questions and their options), and
// view.go, table.go, events.go, labels.go, hints.go and catalog.go for
// players.
package tftcg

import (
	"bytes"
	"errors"
	"io"

	"omnideck/engine"
	"omnideck/kit"
)

// ID is the game's id in the registry.
const ID = "tftcg"

// rulesVersion is raised whenever a game could play out differently from
// the same seed, cards and decisions (engine.Info.Rules).
const rulesVersion = "1"

// Option names: the rule set and the readings of docs/rules/tftcg.md.
const OptRules = "rules"

// The rule sets.
const (
	RulesStandard = "standard"
	RulesBasic    = "basic"
)

var options = engine.NewOptionSet([]engine.OptionSpec{
	{Name: OptRules, Default: RulesBasic, Choices: []string{RulesBasic},
		Summary: "basic (two characters a side, one shared battle deck, card text ignored: rules 1.0, the basic version)"},
})

// rules are the resolved options of one game.
type rules struct {
	basic bool
}

func readRules(opts map[string]string) rules {
	return rules{basic: opts[OptRules] == RulesBasic}
}

// Game is the Transformers TCG with one card set.
type Game struct {
	set *CardSet
	// basicDeck is the basic version's shared deck when a game is given
	// none: the Autobot Starter Set's battle cards, or nil when the card
	// set lacks them.
	basicDeck []kit.CardID
	// basicTeams are the basic version's characters when a game is
	// given none (lists.go).
	basicTeams [2][]kit.CardID
	// tools are the authoring tools lent to the game (WithAuthoring), or
	// nil.
	tools Authoring
}

// NewGame returns the game played with the cards of set.
func NewGame(set *CardSet) *Game {
	g := &Game{set: set}
	g.basicDeck, _ = g.starterBattleCards(basicDeck)
	if g.basicDeck != nil {
		g.basicTeams, _, _ = g.named(basicTeams)
	}
	return g
}

// Default returns the game with the built-in cards.
func Default() (*Game, error) {
	set, err := BuiltinCards()
	if err != nil {
		return nil, err
	}
	return NewGame(set), nil
}

// Cards returns the game's card set.
func (g *Game) Cards() *CardSet { return g.set }

// WithCards returns the game played with the cards of another card file.
func (g *Game) WithCards(name string, data []byte) (engine.Game, error) {
	set, err := LoadCards(name, data)
	if err != nil {
		return nil, err
	}
	n := NewGame(set)
	n.tools = g.tools
	return n, nil
}

// CardFile is the card file the game plays with, and whether it is the
// built-in one.
func (g *Game) CardFile() (name string, data []byte, builtin bool) {
	return g.set.file, g.set.data, bytes.Equal(g.set.data, builtinCards)
}

// Info describes the game.
func (g *Game) Info() engine.Info {
	return engine.Info{
		ID:    ID,
		Name:  "Transformers Trading Card Game",
		Rules: rulesVersion,
		Summary: "Flip your Transformers between alt and bot mode, arm them with Upgrades and attack: battle cards flipped from the deck add their icons, " +
			"and the first to KO every enemy character wins. Rules 1.0, standard game or basic version; card text is not yet in force.",
		MinPlayers: 2,
		MaxPlayers: 2,
		Options:    options.Specs(),
		Zones: []engine.ZoneSpec{
			{Name: "deck.N", Summary: "standard game: seat N's battle deck, top card first (card ids or names); the first three are its opening hand"},
			{Name: "deck", Summary: "basic version: the shared battle deck, top card first"},
			{Name: "first", Summary: "the seat that goes first, as a one-element list: [\"0\"] or [\"1\"]; else it is chosen at random"},
		},
	}
}

// Authoring is what the game's authoring tools (package
// games/tftcg/authoring, which writes the rules package's card types and
// so lives apart from it) lend the game, so that tools that do not know
// the game reach them: the importer of the published card data.
type Authoring interface {
	CardImportSource() string
	ImportCards(name string, data []byte, w io.Writer) (engine.CardImport, error)
	ImportCardFiles(files []engine.CardSource, w io.Writer) (engine.CardImport, error)
}

// WithAuthoring returns the game with the authoring tools a lends it; the
// registry holds it so (games.Registry).
func (g *Game) WithAuthoring(a Authoring) *Game {
	c := *g
	c.tools = a
	return &c
}

// The card importer, for tools that do not know the game.
var (
	_ engine.CardImporter      = (*Game)(nil)
	_ engine.CardFilesImporter = (*Game)(nil)
)

// errNoTools is the answer of the importer's methods on a game made
// without the authoring tools.
var errNoTools = errors.New("tftcg: the authoring tools are not lent to this game (games/tftcg/authoring)")

// CardImportSource says what ImportCards reads, for help texts.
func (g *Game) CardImportSource() string {
	if g.tools == nil {
		return "nothing: the authoring tools are not lent to this game"
	}
	return g.tools.CardImportSource()
}

// ImportCards reads one file of the published card data with the
// authoring tools and writes its card file.
func (g *Game) ImportCards(name string, data []byte, w io.Writer) (engine.CardImport, error) {
	if g.tools == nil {
		return engine.CardImport{}, errNoTools
	}
	return g.tools.ImportCards(name, data, w)
}

// ImportCardFiles reads the files of the published card data together
// and writes one card file.
func (g *Game) ImportCardFiles(files []engine.CardSource, w io.Writer) (engine.CardImport, error) {
	if g.tools == nil {
		return engine.CardImport{}, errNoTools
	}
	return g.tools.ImportCardFiles(files, w)
}
