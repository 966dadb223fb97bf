package omnitrix

import (
	_ "embed"
	"fmt"
	"strings"

	"omnideck/carddata"
	"omnideck/engine"
)

//go:embed cards.yaml
var defaultCards []byte

// Kind is a card's type.
type Kind uint8

// The three card types of the game (rulebook, "Card types").
const (
	Alien Kind = iota
	Villain
	Support
)

var kindNames = [...]string{Alien: "alien", Villain: "villain", Support: "support"}

// String is the kind as card files write it.
func (k Kind) String() string { return kindNames[k] }

// article is the kind with its indefinite article: "an alien".
func (k Kind) article() string {
	if k == Alien {
		return "an alien"
	}
	return "a " + kindNames[k]
}

// Card is one card as written in a card file.
type Card struct {
	Name  string `yaml:"name"`
	Type  string `yaml:"type"`
	Power int    `yaml:"power"`
}

// maxOfKind bounds each card type so that piles are fixed-size arrays.
const maxOfKind = 64

// CardSet is a checked list of cards. Card ids are indexes into it.
type CardSet struct {
	Name   string
	file   string // the card file's name and text, for replays
	data   []byte
	cards  []Card
	kind   []Kind
	code   []string
	ofKind [3][]uint8
	index  [256]uint8 // each card's place among the cards of its kind, by id
	lookup map[string]uint8
}

// DefaultCards returns the embedded sample card set.
func DefaultCards() (*CardSet, error) {
	return LoadCards("omnitrix/cards.yaml", defaultCards)
}

// LoadCards reads and checks a card file; name is used in messages. Every
// problem of the file is reported at once, each at its line and column.
func LoadCards(name string, data []byte) (*CardSet, error) {
	f, p := carddata.Read(name, data, "omnitrix", func(c *Card) string { return strings.TrimSpace(c.Name) })
	if f == nil {
		return nil, p.Err()
	}
	set := &CardSet{Name: f.Set, file: name, data: data, lookup: make(map[string]uint8)}
	for i := range f.Cards {
		e := &f.Cards[i]
		c := e.Card
		c.Name = strings.TrimSpace(c.Name)
		k, ok := parseKind(c.Type)
		switch {
		case c.Name == "":
			p.AddAt(e.Pos, "a card needs a name")
			continue
		case !ok:
			p.AddFor(&e.Card.Type, e.Pos, "%s: type %q is not alien, villain or support", c.Name, c.Type)
			continue
		case c.Power < 0 || c.Power > 99:
			p.AddFor(&e.Card.Power, e.Pos, "%s: power %d is outside 0 to 99", c.Name, c.Power)
			continue
		}
		code := carddata.Code(c.Name)
		if _, dup := set.lookup[code]; dup {
			p.AddFor(&e.Card.Name, e.Pos, "%s: a card with this name is already in the set", c.Name)
			continue
		}
		if len(set.ofKind[k]) == maxOfKind {
			p.AddAt(e.Pos, "%s: a set holds at most %d %s cards", c.Name, maxOfKind, k)
			continue
		}
		id := uint8(len(set.cards))
		set.cards = append(set.cards, c)
		set.kind = append(set.kind, k)
		set.code = append(set.code, code)
		set.index[id] = uint8(len(set.ofKind[k]))
		set.ofKind[k] = append(set.ofKind[k], id)
		set.lookup[code] = id
		set.lookup[strings.ToLower(c.Name)] = id
	}
	if err := p.Err(); err != nil {
		return nil, err
	}
	if len(set.ofKind[Villain]) == 0 {
		return nil, fmt.Errorf("%s: the set has no villain cards", name)
	}
	return set, nil
}

func parseKind(s string) (Kind, bool) {
	for k, name := range kindNames {
		if s == name {
			return Kind(k), true
		}
	}
	return 0, false
}

// Find looks a card up by name or code, ignoring case.
func (cs *CardSet) Find(name string) (int, bool) {
	id, ok := cs.lookup[strings.ToLower(strings.TrimSpace(name))]
	if !ok {
		id, ok = cs.lookup[carddata.Code(name)]
	}
	return int(id), ok
}

// Len is the number of cards in the set.
func (cs *CardSet) Len() int { return len(cs.cards) }

// Card returns card id.
func (cs *CardSet) Card(id int) Card { return cs.cards[id] }

// Kind returns the type of card id.
func (cs *CardSet) Kind(id int) Kind { return cs.kind[id] }

// Count is the number of cards of kind k.
func (cs *CardSet) Count(k Kind) int { return len(cs.ofKind[k]) }

// Catalog lists every card of the set, in set order, for people to look up
// (engine.Catalog): its id is its code, and its stats line its power,
// as the table shows it (its type is beside it).
func (g *Game) Catalog() []engine.CardInfo {
	cs := g.cards
	out := make([]engine.CardInfo, cs.Len())
	for id, c := range cs.cards {
		k := cs.kind[id]
		out[id] = engine.CardInfo{
			ID:    cs.code[id],
			Name:  c.Name,
			Type:  k.String(),
			Stats: fmt.Sprintf("power %d", c.Power),
			Text:  cardText(k, c.Power),
		}
	}
	return out
}

// cardText is what a card of kind k and power does, in the rulebook's
// terms: the cards carry no text but their power.
func cardText(k Kind, power int) string {
	switch k {
	case Alien:
		return fmt.Sprintf("Fights with power %d when shown from its owner's face-down stack.\n"+
			"Goes back under the stack when a player takes the villain; leaves the game when the villain wins.", power)
	case Villain:
		return fmt.Sprintf("Comes out of the villain bank with power %d; a player with at least %d takes it.\n"+
			"If it beats every alien, the aliens shown leave the game and it goes back under the bank.", power, power)
	}
	return fmt.Sprintf("Played with the alien shown in a battle, at most one a player: adds %d to its power.\n"+
		"Then it leaves the game.", power)
}
