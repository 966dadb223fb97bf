package superbenji

import (
	"cmp"
	_ "embed"
	"fmt"
	"slices"
	"strings"

	"omnideck/carddata"
	"omnideck/kit"
)

//go:embed cards.yaml
var baseSet []byte

// CardSet is a checked list of card definitions.
type CardSet struct {
	Code  string
	file  string // the card file's name and text, for replays
	data  []byte
	cards []*Card
	// defs are the definitions of cards, by place in the set: how each
	// card plays (Definition). A card's place is its kit.CardID.
	defs []*Card
	// bus sends the game's events to the cards' triggers (listen.go).
	bus  *kit.Bus[*State]
	byID map[string]*Card
	// byName maps a lower-case full name to the card that defines it.
	byName map[string]*Card
}

// BaseSet returns the embedded Base Set 2026.
func BaseSet() (*CardSet, error) { return LoadCards("superbenji/cards.yaml", baseSet) }

// LoadCards reads a card file and checks every card, reporting every
// problem of the file at once, each at its line and column.
func LoadCards(name string, data []byte) (*CardSet, error) {
	f, p := carddata.Read(name, data, "superbenji", cardLabel)
	if f == nil {
		return nil, p.Err()
	}
	cs := &CardSet{Code: f.Set, file: name, data: data, byID: map[string]*Card{}, byName: map[string]*Card{}}
	lines := map[string]int{}
	for i := range f.Cards {
		e := &f.Cards[i]
		c := &e.Card
		switch {
		case c.ID == "":
			p.AddAt(e.Pos, "a card needs an id such as BS26/13")
			continue
		case cs.byID[c.ID] != nil:
			p.AddAt(p.Where(&c.ID), "%s: the id is already used on line %d", c.ID, lines[c.ID])
			continue
		}
		cs.byID[c.ID] = c
		c.basic = BasicName(c.Name)
		c.seq = len(cs.cards)
		lines[c.ID] = e.Line
		cs.cards = append(cs.cards, c)
	}
	for _, c := range cs.cards {
		if c.SameAs != "" {
			continue
		}
		key := strings.ToLower(c.Name)
		if other := cs.byName[key]; other != nil {
			p.AddAt(p.Where(&c.Name), "%s: %q is already the name of %s; an alternate art says same_as: %s", c.ID, c.Name, other.ID, other.ID)
			continue
		}
		cs.byName[key] = c
	}
	for i := range f.Cards {
		e := &f.Cards[i]
		if cs.byID[e.Card.ID] != &e.Card {
			continue
		}
		newChecker(cs, &e.Card, e.Pos, p).card1()
	}
	if err := p.Err(); err != nil {
		return nil, err
	}
	cs.defs = make([]*Card, len(cs.cards))
	for i, c := range cs.cards {
		cs.defs[i] = cs.Definition(c)
	}
	cs.bus = listen(cs)
	return cs, nil
}

// cardLabel names a card in problems: its name, or its id.
func cardLabel(c *Card) string { return cmp.Or(c.Name, c.ID) }

// Cards lists every card, alternate arts and tokens included, in file
// order.
func (cs *CardSet) Cards() []*Card { return slices.Clone(cs.cards) }

// ByID finds a card by id ("BS26/13"), ignoring case.
func (cs *CardSet) ByID(id string) (*Card, bool) {
	if c, ok := cs.byID[id]; ok {
		return c, true
	}
	for k, c := range cs.byID {
		if strings.EqualFold(k, strings.TrimSpace(id)) {
			return c, true
		}
	}
	return nil, false
}

// ByName finds the card with this full name, ignoring case.
func (cs *CardSet) ByName(name string) (*Card, bool) {
	c, ok := cs.byName[strings.ToLower(strings.TrimSpace(name))]
	return c, ok
}

// Definition is the card that defines how c plays: c itself, or the card
// an alternate art is the same as.
func (cs *CardSet) Definition(c *Card) *Card {
	if c.SameAs != "" {
		if d, ok := cs.byID[c.SameAs]; ok {
			return d
		}
	}
	return c
}

// BasicName is the part of a card's name before the first comma (6.2.1).
func BasicName(name string) string {
	basic, _, _ := strings.Cut(name, ",")
	return strings.TrimSpace(basic)
}

// String names the card and its id, for messages.
func (c *Card) String() string { return fmt.Sprintf("%s (%s)", c.Name, c.ID) }
