package decklist

import (
	"errors"
	"fmt"
	"strings"
)

// Rules are a game's deck construction rules, as data: the sections of a
// deck with their sizes and copy limits, Unique cards, the cards that never
// go in a deck, an optional points budget, and how exports group cards.
// Each rule carries the game's citation ("rule 2.1") for the problems that
// break it.
//
// Super Benji: one section, "deck", of exactly 27 cards, 3 copies a card
// by name. Ben 10 CCG: one section of exactly 40 cards, any number of
// copies. Transformers TCG: a "team" section of characters, 1 of each by
// full name, and a "battle deck" of at least 40 cards, 3 of each, with the
// stars of both at most 25.
type Rules struct {
	// Game is the game's id, as data files name it ("game: superbenji").
	Game string
	// Summary says the rules in one line, for help texts: "27 cards; at
	// most 3 copies of a card by name; ...".
	Summary string
	// Sections are the parts of a deck, at least one. A card goes in the
	// section its Card.Section names, or the first.
	Sections []Section
	// UniqueRule cites the rule that limits a Unique card to 1 copy by
	// full name.
	UniqueRule string
	// NotDeckable says why the cards marked Card.NotDeckable (tokens)
	// never go in a deck.
	NotDeckable NotDeckable
	// Budget limits the points (Card.Points) of a whole deck; a zero
	// Budget limits nothing.
	Budget Budget
	// Types are the card types in the order an export lists them, with
	// the heading of each; other types come last, as "Other cards".
	Types []CardType
	// Needs says why a card that needs a word (Card.Needs) is in a deck
	// only beside a card that gives it.
	Needs Needs
	// Sides says that a deck plays one side of the game (a Battlecards
	// army), for decks whose cards have one (Card.Side).
	Sides Sides
	// Brings says why a card another card of the deck brings into the
	// game (Card.Brings) is not in the deck itself.
	Brings Brings
}

// Brings says why a card that another card brings into the game with it
// stays out of the deck: a Transformers TCG Trypticon begins the game with
// three characters under it, which a team listing them would hold twice.
type Brings struct {
	// Rule cites the rule.
	Rule string
	// Says completes the message, the first %s standing for the card
	// brought and the second for the card bringing it: "%s begins the game
	// under %s".
	Says string
}

// Sides says that a deck plays one side of the game, such as a
// Battlecards army. The deck's side is that of most of its cards with a
// side that are not bound to it (Battlecards' Robots), or, where those do
// not decide, of most of its bound cards (Card.SideBound: Advantages);
// every bound card must be of the deck's side.
type Sides struct {
	// Rule cites the rule.
	Rule string
	// Word is what the game calls a side: "army".
	Word string
	// Deciders and Bound name the cards that decide the side and those
	// bound to it, in the plural, for messages: "Robots", "Advantages".
	Deciders, Bound string
}

// Needs says why some cards go in a deck only beside others: a
// Transformers TCG battle card of a faction needs a character of that
// faction in the team.
type Needs struct {
	// Rule cites the rule.
	Rule string
	// Says completes the message, %s standing for the word needed: "the
	// team needs a character of the %s faction".
	Says string
}

// Section is one part of a deck: the whole deck for most games, or the
// team or the battle deck of Transformers TCG.
type Section struct {
	// Name is what messages call the section: "deck", "team", "battle
	// deck" ("the battle deck has 38 cards").
	Name string
	// Min and Max bound the number of cards in the section; Max 0 means no
	// upper bound. Min == Max is an exact size.
	Min, Max int
	// SizeRule cites the rule that sets the bounds.
	SizeRule string
	// MaxCopies is how many copies of a card the section may hold; 0 means
	// any number.
	MaxCopies int
	// CopiesBy says what copies are counted by, for messages: "name" ("at
	// most 3 copies of a card by name"). Cards count together when they
	// share a Card.CopyKey, or else a full name.
	CopiesBy string
	// CopyRule cites the rule that sets MaxCopies.
	CopyRule string
}

// NotDeckable says why some cards never go in a deck.
type NotDeckable struct {
	// Rule cites the rule: "rule 6.6".
	Rule string
	// Is says what such a card is: "a token" ("Food is a token").
	Is string
	// Why completes the message: "tokens are made by effects during a game
	// and never go in a deck".
	Why string
}

// Budget limits the sum of the cards' points over a whole deck, all
// sections together.
type Budget struct {
	// Max is the most points a deck may have; 0 means no budget.
	Max int
	// Unit names a point, singular: "star".
	Unit string
	// Rule cites the rule.
	Rule string
}

// CardType is a card type and the heading an export writes above its
// cards.
type CardType struct {
	// Name is the type as Card.Type gives it: "character".
	Name string
	// Heading is the export's heading for the type: "Characters".
	Heading string
}

// check reports every problem with the rules themselves: they are data a
// game writes once, so a problem is a mistake in the game's code.
func (r *Rules) check() error {
	var errs []error
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("deck rules of %s: "+format, append([]any{r.Game}, args...)...))
	}
	if r.Game == "" {
		bad("the rules need the game's id")
	}
	if len(r.Sections) == 0 {
		bad("a deck needs at least one section")
	}
	names := map[string]bool{}
	for i, s := range r.Sections {
		switch {
		case strings.TrimSpace(s.Name) == "":
			bad("section %d needs a name such as deck", i+1)
		case names[s.Name]:
			bad("two sections are called %q", s.Name)
		}
		names[s.Name] = true
		switch {
		case s.Min < 0 || s.Max < 0 || s.MaxCopies < 0:
			bad("section %s: sizes and copy limits are not negative", s.Name)
		case s.Max > 0 && s.Min > s.Max:
			bad("section %s: at least %d cards but at most %d", s.Name, s.Min, s.Max)
		}
		if (s.Min > 0 || s.Max > 0) && s.SizeRule == "" {
			bad("section %s: the size needs the rule it comes from", s.Name)
		}
		if s.MaxCopies > 0 && (s.CopyRule == "" || s.CopiesBy == "") {
			bad("section %s: the copy limit needs its rule and what copies are counted by", s.Name)
		}
	}
	if (r.Needs.Rule == "") != (r.Needs.Says == "") || r.Needs.Says != "" && strings.Count(r.Needs.Says, "%s") != 1 {
		bad("Needs needs both a Rule and a Says with one %%s")
	}
	if (r.Brings.Rule == "") != (r.Brings.Says == "") || r.Brings.Says != "" && strings.Count(r.Brings.Says, "%s") != 2 {
		bad("Brings needs both a Rule and a Says with two %%s")
	}
	if r.Sides != (Sides{}) && (r.Sides.Rule == "" || r.Sides.Word == "" || r.Sides.Deciders == "" || r.Sides.Bound == "") {
		bad("Sides needs a Rule, a Word and what its Deciders and Bound cards are called")
	}
	if r.Budget.Max < 0 || r.Budget.Max > 0 && (r.Budget.Unit == "" || r.Budget.Rule == "") {
		bad("the budget needs a positive maximum, a unit and its rule")
	}
	types := map[string]bool{}
	for _, t := range r.Types {
		if t.Name == "" || t.Heading == "" || types[t.Name] {
			bad("card type %q: each type is listed once, with a heading", t.Name)
		}
		types[t.Name] = true
	}
	return errors.Join(errs...)
}

// sectionIndex is the index of the section called name, or -1; "" is the
// first section.
func (r *Rules) sectionIndex(name string) int {
	if name == "" {
		return 0
	}
	for i, s := range r.Sections {
		if s.Name == name {
			return i
		}
	}
	return -1
}

// sizeWords says a section's bounds: "exactly 27", "at least 40".
func (s Section) sizeWords() string {
	switch {
	case s.Min == s.Max:
		return fmt.Sprintf("exactly %d", s.Max)
	case s.Max == 0:
		return fmt.Sprintf("at least %d", s.Min)
	case s.Min == 0:
		return fmt.Sprintf("at most %d", s.Max)
	}
	return fmt.Sprintf("from %d to %d", s.Min, s.Max)
}

// fits reports whether n cards are within the section's bounds.
func (s Section) fits(n int) bool {
	return n >= s.Min && (s.Max == 0 || n <= s.Max)
}

// copies writes "1 copy" or "3 copies".
func copies(n int) string {
	if n == 1 {
		return "1 copy"
	}
	return fmt.Sprintf("%d copies", n)
}

// plural writes "1 star" or "27 stars".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
