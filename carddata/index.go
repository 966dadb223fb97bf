package carddata

import "strings"

// Index is the cards of a card file by id and by name, each with the
// line it starts on, for games whose cards are data.
type Index[T any] struct {
	// Cards are the cards in file order; Lines their first lines.
	Cards  []*T
	Lines  map[*T]int
	byID   map[string]*T
	byName map[string]*T
	key    func(*T) (id, name string)
}

// NewIndex indexes the cards of f; key gives a card's id and name. A card
// without an id (example shows one, such as "TFB/001"), or whose id or
// name another card already has, is a problem at its place and is left
// out.
func NewIndex[T any](f *File[T], p *Problems, key func(*T) (id, name string), example string) Index[T] {
	x := Index[T]{Lines: map[*T]int{}, byID: map[string]*T{}, byName: map[string]*T{}, key: key}
	for i := range f.Cards {
		e := &f.Cards[i]
		c := &e.Card
		id, name := key(c)
		lower := strings.ToLower(name)
		switch {
		case id == "":
			p.AddAt(e.Pos, "a card needs an id such as %s", example)
			continue
		case x.byID[id] != nil:
			p.AddAt(e.Pos, "%s: the id is already used on line %d", id, x.Lines[x.byID[id]])
			continue
		case name != "" && x.byName[lower] != nil:
			p.AddAt(e.Pos, "%s: the name %q is already used on line %d", id, name, x.Lines[x.byName[lower]])
			continue
		}
		x.byID[id] = c
		x.byName[lower] = c
		x.Lines[c] = e.Line
		x.Cards = append(x.Cards, c)
	}
	return x
}

// Lookup finds a card by id or by name, ignoring case.
func (x *Index[T]) Lookup(text string) (*T, bool) {
	text = strings.TrimSpace(text)
	if c, ok := x.byID[text]; ok {
		return c, true
	}
	for id, c := range x.byID {
		if strings.EqualFold(id, text) {
			return c, true
		}
	}
	return x.ByName(text)
}

// ByName finds a card by its name, ignoring case.
func (x *Index[T]) ByName(name string) (*T, bool) {
	c, ok := x.byName[strings.ToLower(name)]
	return c, ok
}

// Written is card c as a list of cards writes it (a deck list, a
// position): its name, or its id where the name finds another card.
func (x *Index[T]) Written(c *T) string {
	id, name := x.key(c)
	if found, ok := x.Lookup(name); ok && found == c {
		return name
	}
	return id
}
