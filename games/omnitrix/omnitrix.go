// Package omnitrix is the Ben 10 Omnitrix battle card game for 2 to 4
// players (rulebook: shared/rules/ben10-omnitrix-battle.txt).
//
// Each player has a face-down stack of alien cards and a few support cards.
// A villain comes out of the villain bank each battle round; every player
// shows the top alien of their stack, may add one support card, and the
// strongest alien at least as strong as the villain takes it. A villain that
// beats every alien sends them out of the game and goes back under the bank.
// Ties are broken by showing more aliens. After each battle the stacks are
// shuffled and each player passes a card to the left. When the bank is empty
// the most villains wins; players who run short of aliens lose to the
// villains.
//
// The files follow the rulebook: cards.go (card types and values),
// omnitrix.go (options), setup.go (section 3, preparations), round.go
// (section 4, the battle round), view.go (what each player sees), events.go
// (the log) and hints.go (judgement for the heuristic agent). Where the
// rulebook leaves a question open, docs/rules/omnitrix.md gives the reading
// chosen and the option that selects another.
package omnitrix

import (
	"fmt"
	"strconv"

	"omnideck/engine"
)

// ID is the game's id in the registry.
const ID = "omnitrix"

// rulesVersion is raised whenever a game could play out differently from
// the same seed, cards and decisions (engine.Info.Rules).
const rulesVersion = "1"

// maxPlayers is the most players the game takes.
const maxPlayers = 4

// deal is how many cards each player gets, by player count (section 3).
var deal = [maxPlayers + 1]struct{ aliens, supports int }{
	2: {10, 4},
	3: {6, 2},
	4: {5, 2},
}

// Option names and values.
const (
	OptSupportTiming = "support-timing"
	OptTieBreak      = "tie-break"
	OptCaughtShort   = "caught-short"
	OptReshuffle     = "reshuffle"
	OptYoungest      = "youngest"
)

var options = engine.NewOptionSet([]engine.OptionSpec{
	{Name: OptSupportTiming, Default: "revealed", Choices: []string{"revealed", "blind"},
		Summary: "when support cards are chosen: after all aliens are face up (revealed), or before, so the support is shown together with an alien nobody has seen (blind)"},
	{Name: OptTieBreak, Default: "add", Choices: []string{"add", "aliens"},
		Summary: "what a tie-break alien adds to: the power that tied, support included (add), or the aliens shown in the round alone (aliens)"},
	{Name: OptCaughtShort, Default: "any", Choices: []string{"any", "all"},
		Summary: "when the villains win for lack of aliens: as soon as any player has no alien at the start of a battle (any), or only when no player has one, the others sitting out (all)"},
	{Name: OptReshuffle, Default: "on", Choices: []string{"on", "off"},
		Summary: "whether each player shuffles their alien stack after every battle (on), or only passes the top card left (off)"},
	{Name: OptYoungest, Default: "1", Choices: []string{"1", "2", "3", "4"},
		Summary: "the player number of the youngest player, who wins a tie-break that cannot be played"},
})

var zones = []engine.ZoneSpec{
	{Name: "bank", Summary: "the villain bank, top card first; unlisted villains are shuffled beneath"},
	{Name: "stack.N", Summary: "seat N's alien stack, top first; the rest of the stack is dealt at random"},
	{Name: "supports.N", Summary: "seat N's support cards; the rest are dealt at random"},
}

// decisions are the kinds of question the game asks (engine.Info's
// Decisions): only the support card of a battle.
var decisions = []engine.DecisionSpec{
	{Kind: kindSupport, Summary: "a fighter chooses a support card to play with their alien, or none (pass); every fighter holding supports chooses at once"},
}

// kindSupport is the kind of the one question the game asks
// (engine.TableQuestion.Kind).
const kindSupport = "support"

// rules are the resolved options of one game.
type rules struct {
	blind          bool
	tieBreakAliens bool
	shortAll       bool
	reshuffle      bool
	youngest       int
}

func parseRules(opts map[string]string, players int) (rules, error) {
	y, _ := strconv.Atoi(opts[OptYoungest])
	r := rules{
		blind:          opts[OptSupportTiming] == "blind",
		tieBreakAliens: opts[OptTieBreak] == "aliens",
		shortAll:       opts[OptCaughtShort] == "all",
		reshuffle:      opts[OptReshuffle] == "on",
		youngest:       y - 1,
	}
	if r.youngest >= players {
		return r, fmt.Errorf("option %s: there is no player %d in a %d-player game", OptYoungest, y, players)
	}
	return r, nil
}

// Game is the Omnitrix battle game with one card set.
type Game struct {
	cards *CardSet
}

// NewGame returns the game played with cards.
func NewGame(cards *CardSet) *Game { return &Game{cards: cards} }

// Default returns the game with the embedded sample card set.
func Default() (*Game, error) {
	cs, err := DefaultCards()
	if err != nil {
		return nil, err
	}
	return NewGame(cs), nil
}

// Cards returns the game's card set.
func (g *Game) Cards() *CardSet { return g.cards }

// Info describes the game.
func (g *Game) Info() engine.Info {
	return engine.Info{
		ID:         ID,
		Name:       "Ben 10 Omnitrix battle",
		Rules:      rulesVersion,
		Summary:    "Aliens against villains: win battle rounds with the strongest alien and collect the most villains.",
		MinPlayers: 2,
		MaxPlayers: maxPlayers,
		Options:    options.Specs(),
		Zones:      zones,
		Position:   positionInfo,
		Decisions:  decisions,
	}
}
