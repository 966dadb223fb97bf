package tftcg

import (
	"errors"
	"fmt"
	"slices"

	"omnideck/engine"
	"omnideck/kit"
)

// basicTeams are the basic version's characters when a game is given
// none: the Autobot Starter Set's four, two a side (docs/rules/tftcg.md).
var basicTeams = [2][]string{
	{"Optimus Prime, Autobot Leader", "Bumblebee, Brave Warrior"},
	{"Ironhide, Veteran Autobot", "Red Alert, Security Chief"},
}

// basicDeck is the built-in deck whose battle cards make the basic
// version's shared deck when a game is given none.
const basicDeck = "autobot-starter"

// standardDecks are the built-in decks the standard game plays when a
// game is given none, the first pair whose cards the card set holds: the
// two sides of the Wave 2 starter set, the Autobots in seat 1; else the
// Autobot Starter Set against itself (docs/rules/tftcg.md).
var standardDecks = [...][2]string{{"wave2-starter-autobots", "wave2-starter-decepticons"}, {basicDeck, basicDeck}}

// lists are the characters and battle cards of each seat for a game:
// Config.Decks when given (each seat's characters, then battle cards, as
// ids or full names), else the built-in ones. In the basic version each
// seat names two characters and the battle cards of both lists make the
// shared deck (the starter set's when neither names any).
func (g *Game) lists(cfg engine.Config, r rules) (teams, decks [2][]kit.CardID, err error) {
	switch {
	case len(cfg.Decks) != 0 && len(cfg.Decks) != 2:
		return teams, decks, fmt.Errorf("decks: give one list for each of the 2 seats, not %d", len(cfg.Decks))
	case len(cfg.Decks) == 2:
		teams, decks, err = g.named([2][]string(cfg.Decks))
	case r.basic && g.basicDeck == nil:
		return teams, decks, errors.New("this card set lacks the Autobot Starter Set's cards: give decks")
	case r.basic:
		teams = g.basicTeams
	case g.starters[0] == nil:
		return teams, decks, errors.New("this card set lacks the cards of the built-in starter decks: give decks")
	default:
		teams, decks = g.starterTeams, g.starterDecks
	}
	if err != nil {
		return teams, decks, err
	}
	if !r.basic {
		var errs []error
		for p := range 2 {
			if len(teams[p]) == 0 || len(decks[p]) == 0 {
				errs = append(errs, fmt.Errorf("seat %d: a team needs at least one character and a battle deck (%d characters, %d battle cards)", p+1, len(teams[p]), len(decks[p])))
			}
		}
		return teams, decks, errors.Join(errs...)
	}
	if r.basic {
		var errs []error
		for p := range 2 {
			if len(teams[p]) != 2 {
				errs = append(errs, fmt.Errorf("seat %d: the basic version is played with 2 characters a side, not %d", p+1, len(teams[p])))
			}
		}
		// One shared deck: every battle card named, or the starter set's.
		decks[0] = append(decks[0], decks[1]...)
		decks[1] = nil
		if len(decks[0]) == 0 {
			decks[0] = g.basicDeck
		}
		if len(decks[0]) < 4 {
			errs = append(errs, fmt.Errorf("the basic version's shared deck needs at least 4 battle cards, not %d", len(decks[0])))
		}
		if err := errors.Join(errs...); err != nil {
			return teams, decks, err
		}
	}
	return teams, decks, nil
}

// named finds each seat's characters and battle cards by id or full
// name, reporting every card it cannot find, every combined form, and
// every character named twice by one seat.
func (g *Game) named(lists [2][]string) (teams, decks [2][]kit.CardID, err error) {
	var errs []error
	for p := range 2 {
		for _, name := range lists[p] {
			c, ok := g.set.Lookup(name)
			switch {
			case !ok:
				errs = append(errs, fmt.Errorf("seat %d: no card %q", p+1, name))
			case c.isCharacter() && slices.Contains(teams[p], kit.CardID(c.seq)):
				errs = append(errs, fmt.Errorf("seat %d: %s is named twice: a team has one of each character", p+1, c.FullName()))
			case c.isCharacter():
				teams[p] = append(teams[p], kit.CardID(c.seq))
			case c.isBattle():
				decks[p] = append(decks[p], kit.CardID(c.seq))
			default:
				errs = append(errs, fmt.Errorf("seat %d: %s is a combined form: it joins the game by card text, never in a team", p+1, c.FullName()))
			}
		}
	}
	return teams, decks, errors.Join(errs...)
}

// starterBattleCards are the battle cards of a built-in deck.
func (g *Game) starterBattleCards(name string) ([]kit.CardID, error) {
	decks, err := StarterDecks(g.set)
	if err != nil {
		return nil, fmt.Errorf("the built-in decks do not read with this card set: give decks: %w", err)
	}
	var out []kit.CardID
	for _, d := range decks {
		if d.ID() != name {
			continue
		}
		for _, id := range d.CardIDs() {
			if c, ok := g.set.Lookup(id); ok && c.isBattle() {
				out = append(out, kit.CardID(c.seq))
			}
		}
		return out, nil
	}
	return nil, fmt.Errorf("no built-in deck %q", name)
}
