// Package decklist reads, checks and writes the deck lists of any game
// played with constructed decks. A game describes its cards as a
// [Catalog] and its deck construction rules as [Rules] data; this package
// does the rest the same way for every game:
//
//   - [Parse] reads the plain-text deck lists players write ("3 x Targeted
//     Nuke", "3 x BS26/13"), listing every problem of the file at once with
//     "did you mean" suggestions;
//   - [Deck.Check] lists every way a deck breaks the rules and a format's
//     banned and restricted lists ([LoadFormats]), each with its line and
//     the game's rule citation;
//   - [Deck.Format] writes a deck back by name or by id, grouped by type.
//
// The package knows no game: each game's package builds its catalog and
// rules, and implements engine.DeckGame so that tools reach them.
package decklist

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Card is what deck lists and deck rules need to know of one card.
type Card struct {
	// ID is the card's id as deck lists write it ("BS26/13"), unique in
	// its catalog and matched ignoring case.
	ID string
	// Name is the card's full name ("Benji, Hero of Benji Island"),
	// matched ignoring case, runs of spaces and curly quotes.
	Name string
	// Type is the card's type ("character"); exports group cards by type
	// in the order of Rules.Types.
	Type string
	// SameAs marks an alternate art: the id of the card it plays as. An
	// alternate art takes every fact but its id and name from that card,
	// counts with it, and is reached only by its id: a name in a deck list
	// always means the original.
	SameAs string
	// CopyKey is what copy limits count the card by when it is not the
	// full name: cards with the same key share the section's MaxCopies (a
	// game that limits copies by a card's basic name gives it here). ""
	// counts by full name.
	CopyKey string
	// Unique cards are limited to 1 copy by full name (Rules.UniqueRule).
	Unique bool
	// AnyCopies cards may be in a deck in any number: the copy limits of
	// their section do not count them (TransFormers Battlecards limits
	// Robots and Advantages, not Resources).
	AnyCopies bool
	// NotDeckable cards, such as tokens, never go in a deck
	// (Rules.NotDeckable).
	NotDeckable bool
	// Points count against Rules.Budget (Transformers TCG: stars).
	Points int
	// Section names the deck section the card goes in (Section.Name); ""
	// is the first section.
	Section string
	// Needs is what the deck must hold for the card to be in it: a word
	// some other card of the deck Gives (Rules.Needs). "" needs nothing.
	Needs string
	// Wants are words any one of which some other card of the deck must
	// Give for the card to be playable: a card that is legal in any deck
	// but that can never be played without another ("Play only if
	// Soundwave was on your starting team"). Deck check says nothing of
	// them, since a deck without such a card is legal; the random dealer
	// deals the card only once a card already dealt gives one of them. An
	// empty list wants nothing.
	Wants []string
	// Gives are the words the card provides to the cards that need or want
	// them (a Transformers TCG character gives its faction and its tribe).
	Gives []string
	// RaisesBudget names a word: a deck holding the card may have one more
	// point of Rules.Budget for each of its cards that gives the word (a
	// Transformers TCG Blaster: a star more for each Mini-Cassette of the
	// team). Several such cards raise the budget once.
	RaisesBudget string
	// Brings are the full names of the cards the card brings into the
	// game with it, which a deck holding it may not hold as well
	// (Rules.Brings).
	Brings []string
	// Side is the side of the game the card belongs to (a Battlecards
	// army: "autobot"), "" for none (Rules.Sides). A SideBound card goes
	// only in a deck of its side; the other cards of a side decide the
	// deck's.
	Side      string
	SideBound bool
}

// String names the card and its id, for messages.
func (c *Card) String() string { return fmt.Sprintf("%s (%s)", c.Name, c.ID) }

// Catalog is a game's cards as deck lists name them, under the game's deck
// rules. It is immutable and safe for concurrent use.
type Catalog struct {
	rules Rules
	cards []*Card
	byID  map[string]*Card
	// foldID maps a lower-case id to the first card with that id.
	foldID map[string]*Card
	// byName maps a normalised full name to the first original of that
	// name.
	byName map[string]*Card
	// deckable are the originals that may go in a deck, for suggestions.
	deckable []*Card
	// section is each card's section index, by id.
	section map[string]int
	// norm is each card's normalised full name, as copies count it, and
	// normKey its normalised copy key ("" for none).
	norm, normKey map[*Card]string
}

// NewCatalog indexes a game's cards under its rules. It reports every
// problem at once: rules that do not hold together, a card without an id,
// two cards with one id, an alternate art of a card that is missing or is
// itself an alternate art, and a card for a section the rules do not
// have. Two originals whose names differ only in case or spacing are
// allowed; a deck list's name means the first.
func NewCatalog(rules Rules, cards []Card) (*Catalog, error) {
	if err := rules.check(); err != nil {
		return nil, err
	}
	cat := &Catalog{
		rules:   rules,
		byID:    map[string]*Card{},
		foldID:  map[string]*Card{},
		byName:  map[string]*Card{},
		section: map[string]int{},
		norm:    map[*Card]string{},
		normKey: map[*Card]string{},
	}
	var errs []error
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s cards: "+format, append([]any{rules.Game}, args...)...))
	}
	own := slices.Clone(cards)
	for i := range own {
		c := &own[i]
		switch {
		case strings.TrimSpace(c.ID) == "":
			bad("card %d (%s) has no id", i+1, c.Name)
			continue
		case cat.byID[c.ID] != nil:
			bad("two cards have the id %s", c.ID)
			continue
		case c.Needs != "" && rules.Needs.Rule == "":
			bad("%s needs %s, and the rules say nothing of what cards need (Rules.Needs)", c.ID, c.Needs)
		case len(c.Brings) > 0 && rules.Brings.Rule == "":
			bad("%s brings %s into the game, and the rules say nothing of cards brought (Rules.Brings)", c.ID, strings.Join(c.Brings, ", "))
		case c.Side != "" && rules.Sides.Rule == "":
			bad("%s is of the side %s, and the rules say nothing of sides (Rules.Sides)", c.ID, c.Side)
		}
		cat.byID[c.ID] = c
		cat.norm[c] = normalName(c.Name)
		if c.CopyKey != "" {
			cat.normKey[c] = normalName(c.CopyKey)
		}
		if key := strings.ToLower(c.ID); cat.foldID[key] == nil {
			cat.foldID[key] = c
		}
		cat.cards = append(cat.cards, c)
	}
	for _, c := range cat.cards {
		def := c
		if c.SameAs != "" {
			switch orig := cat.byID[c.SameAs]; {
			case orig == nil:
				bad("%s is an alternate art of %s, which is not a card", c.ID, c.SameAs)
				continue
			case orig.SameAs != "":
				bad("%s is an alternate art of %s, which is itself an alternate art", c.ID, c.SameAs)
				continue
			default:
				def = orig
			}
		}
		sec := rules.sectionIndex(def.Section)
		if sec < 0 {
			bad("%s goes in the section %q, which a deck does not have", c.ID, def.Section)
			continue
		}
		cat.section[c.ID] = sec
		if c.SameAs != "" {
			continue
		}
		if key := normalName(c.Name); cat.byName[key] == nil {
			cat.byName[key] = c
		}
		if !c.NotDeckable {
			cat.deckable = append(cat.deckable, c)
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return cat, nil
}

// Rules are the deck construction rules the catalog's decks are checked
// against. Do not change what they hold.
func (cat *Catalog) Rules() Rules { return cat.rules }

// Game is the id of the catalog's game.
func (cat *Catalog) Game() string { return cat.rules.Game }

// Cards lists every card, alternate arts and cards that never go in a deck
// included, in the order the game gave them.
func (cat *Catalog) Cards() []*Card { return slices.Clone(cat.cards) }

// ByID finds a card by id ("BS26/13"), ignoring case and surrounding
// spaces.
func (cat *Catalog) ByID(id string) (*Card, bool) {
	id = strings.TrimSpace(id)
	if c, ok := cat.byID[id]; ok {
		return c, true
	}
	c, ok := cat.foldID[strings.ToLower(id)]
	return c, ok
}

// ByName finds the original card with this full name, ignoring case, runs
// of spaces and curly quotes.
func (cat *Catalog) ByName(name string) (*Card, bool) {
	c, ok := cat.byName[normalName(name)]
	return c, ok
}

// Lookup finds the card a deck list means by text: a full name (the
// original card), or else an id (an alternate art stays itself). byID says
// which it was.
func (cat *Catalog) Lookup(text string) (c *Card, byID, ok bool) {
	if c, ok := cat.ByName(text); ok {
		return c, false, true
	}
	if c, ok := cat.ByID(text); ok {
		return c, true, true
	}
	return nil, false, false
}

// Definition is the card whose facts c plays with: c itself, or the
// original of an alternate art.
func (cat *Catalog) Definition(c *Card) *Card {
	if c.SameAs != "" {
		if d, ok := cat.byID[c.SameAs]; ok {
			return d
		}
	}
	return c
}

// sectionOf is the index in Rules.Sections of the section c goes in.
func (cat *Catalog) sectionOf(c *Card) int { return cat.section[c.ID] }

// straightQuotes replaces the quotes word processors curl.
var straightQuotes = strings.NewReplacer("’", "'", "‘", "'", "“", `"`, "”", `"`)

// normalName is a name as deck lists match it: lower case, single spaces,
// straight quotes.
func normalName(s string) string {
	s = straightQuotes.Replace(s)
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}

// shortName is the part of a name before its first comma: "Benji" for
// "Benji, Hero of Benji Island", "Optimus Prime" for "Optimus Prime,
// Autobot Commander". A list that gives only that is offered the full
// names.
func shortName(name string) string {
	short, _, _ := strings.Cut(name, ",")
	return strings.TrimSpace(short)
}

// normalName is c's normalised full name, as copies count it.
func (cat *Catalog) normalName(c *Card) string {
	if n, ok := cat.norm[c]; ok {
		return n
	}
	return normalName(c.Name)
}

// normalKey is c's normalised copy key.
func (cat *Catalog) normalKey(c *Card) string {
	if n, ok := cat.normKey[c]; ok {
		return n
	}
	return normalName(c.CopyKey)
}
