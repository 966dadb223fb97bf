// Package tftcg is the Transformers Trading Card Game (rules:
// docs/rules/rulebooks/tftcg.txt, rules 1.0: the standard game and the
// basic version, with the official rulings of docs/rules/tftcg-faq where
// they decide a question), played on the card-game kit (package kit) with
// every card of the published card data (data/cards.yaml, made by the
// importer of package games/tftcg/authoring).
//
// Both rule sets play on the printed facts (modes, stats, Health, battle
// icons, Upgrade bonuses, stars), as the basic version does by its rules;
// the standard game adds the keyword abilities a mode prints on its own
// (Bold, Tough, Pierce, Stealth, Brave) and every card's text, defined in
// the card language (ability.go, verbs.go, triggers.go, data/abilities/).
// docs/rules/tftcg.md
// gives the readings taken where the rules are open, and the rulings
// followed, by file and entry ("Wave-1.xml#96").
//
// The files follow the rulebook: card.go and cardset.go (the cards as
// data), deck.go and lists.go (teams and decks), setup.go (setting up),
// flow.go (the questions and their options), turn.go (the standard
// game's turn), attack.go (attacking, damage, KO), swap.go (green swaps),
// and view.go, table.go, events.go, labels.go, catalog.go, hints.go and
// determinize.go for players and agents.
package tftcg

import (
	"bytes"
	"errors"
	"io"

	"omnideck/decklist"
	"omnideck/engine"
	"omnideck/kit"
)

// ID is the game's id in the registry.
const ID = "tftcg"

// rulesVersion is raised whenever a game could play out differently from
// the same seed, cards and decisions (engine.Info.Rules).
const rulesVersion = "20"

// Option names: the rule set and the readings of docs/rules/tftcg.md.
const (
	OptRules     = "rules"
	OptFirstDraw = "first-draw"
	OptAttack    = "attack"
	// OptExtraTurns is how many extra turns in a row a player takes.
	OptExtraTurns = "extra-turns"
	// OptOutside is what a player owns outside the game (outside.go).
	OptOutside = "outside"
)

// The values of OptExtraTurns: every extra turn given (Wave-1.xml#103),
// or the tournament rules' limit of two turns in a row (Tournament.xml#13).
const (
	ExtraTurnsAll        = "all"
	ExtraTurnsTournament = "tournament"
)

// The rule sets.
const (
	RulesStandard = "standard"
	RulesBasic    = "basic"
)

var options = engine.NewOptionSet([]engine.OptionSpec{
	{Name: OptRules, Default: RulesStandard, Choices: []string{RulesStandard, RulesBasic},
		Summary: "standard (teams and battle decks, tapping, Actions, Secret Actions and Upgrades, all five battle icons, and every card's text) or basic (two characters a side, one shared battle deck, card text ignored: rules 1.0, the basic version)"},
	{Name: OptFirstDraw, Default: "yes", Choices: []string{"yes", "no"},
		Summary: "standard game: the first player draws at the start of the game's first turn (yes, as written: every turn starts with a draw) or skips that draw (no)"},
	{Name: OptAttack, Default: "must", Choices: []string{"must", "may"},
		Summary: "standard game: a player who can attack must (must: \"it's time to attack\", and \"keep attacking\" while the opponent's characters are all tapped) or may end the turn instead (may)"},
	{Name: OptExtraTurns, Default: ExtraTurnsAll, Choices: []string{ExtraTurnsAll, ExtraTurnsTournament},
		Summary: "standard game: every extra turn given is taken, one after another (all, the Wave 1 FAQ), or a player takes at most two turns in a row and the extra turns beyond are lost (tournament, the tournament rules' limit)"},
	{Name: OptOutside, Default: OutsideCollection, Choices: []string{OutsideCollection, OutsideNone},
		Summary: "standard game: cards \"you own from outside the game\" are any card of the card set, as many copies as wanted (collection), or there are none (none), so that such effects do nothing"},
})

// rules are the resolved options of one game.
type rules struct {
	basic      bool
	firstDraw  bool
	mustAttack bool
	// twoInARow is the tournament rules' limit on extra turns.
	twoInARow bool
	// noOutside: a player owns no card outside the game.
	noOutside bool
}

func readRules(opts map[string]string) rules {
	return rules{basic: opts[OptRules] == RulesBasic, firstDraw: opts[OptFirstDraw] != "no", mustAttack: opts[OptAttack] != "may",
		twoInARow: opts[OptExtraTurns] == ExtraTurnsTournament, noOutside: opts[OptOutside] == OutsideNone}
}

// Game is the Transformers TCG with one card set.
type Game struct {
	set *CardSet
	// Shelf holds the game's deck lists (engine.DeckGame).
	decklist.Shelf
	// bus holds the cards' replacement effects (replace.go).
	bus *kit.Bus[*State]
	// basicDeck is the basic version's shared deck when a game is given
	// none: the Autobot Starter Set's battle cards, or nil when the card
	// set lacks them.
	basicDeck []kit.CardID
	// basicTeams are the basic version's characters when a game is
	// given none (lists.go).
	basicTeams [2][]kit.CardID
	// starters are the standard game's decks when a game is given none
	// (standardDecks, lists.go), or nil when the card set lacks their
	// cards.
	starters                   [2][]string
	starterTeams, starterDecks [2][]kit.CardID
	// tools are the authoring tools lent to the game (WithAuthoring), or
	// nil.
	tools Authoring
}

// NewGame returns the game played with the cards of set.
func NewGame(set *CardSet) *Game {
	g := &Game{set: set, Shelf: shelf(set), bus: newBus(set)}
	listenLethal(g.bus, set)
	g.basicDeck, _ = g.starterBattleCards(basicDeck)
	if g.basicDeck != nil {
		g.basicTeams, _, _ = g.named(basicTeams)
	}
	if decks, err := StarterDecks(set); err == nil {
		ids := map[string][]string{}
		for _, d := range decks {
			ids[d.ID()] = d.CardIDs()
		}
		for _, pair := range standardDecks {
			lists := [2][]string{ids[pair[0]], ids[pair[1]]}
			if lists[0] == nil || lists[1] == nil {
				continue
			}
			if teams, decks, err := g.named(lists); err == nil {
				g.starters, g.starterTeams, g.starterDecks = lists, teams, decks
				break
			}
		}
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
			"and the first to KO every enemy character wins. Rules 1.0: the standard game, with every card's text as the official rulings read it, or the basic version.",
		MinPlayers: 2,
		MaxPlayers: 2,
		Options:    options.Specs(),
		Position:   positionInfo,
		Decisions:  decisions,
		Zones: append(kit.DealZones(openingHand),
			engine.ZoneSpec{Name: "deck", Summary: "basic version: the shared battle deck, top card first (card ids or names); the rest is shuffled beneath"},
			engine.ZoneSpec{Name: "first", Summary: "the seat that goes first, as a one-element list: [\"0\"] or [\"1\"]; else it is chosen at random"}),
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
