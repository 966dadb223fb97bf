package decklist

import (
	"bytes"
	"cmp"
	"fmt"
	"io"
	"path"
	"slices"
	"strings"
	"unicode/utf8"
)

// Deck is a deck list read from a file or built in code.
type Deck struct {
	// Name is the deck's name from its "Deck: NAME" line, or "".
	Name string
	// File is the name the deck was read from, for messages.
	File string
	// Entries are the deck's lines, in file order.
	Entries []Entry
	// Catalog holds the cards the entries name, and the rules the deck is
	// checked against.
	Catalog *Catalog

	// unread are the problems of the lines [Read] could not read, which
	// Check lists; skipped are those lines, which the deck does not count.
	// A deck read from a list ([ReadList]) counts its places as cards,
	// not lines.
	unread  []Problem
	skipped []int
	list    bool
}

// Entry is one line of a deck list: a number of copies of one card.
type Entry struct {
	// Count is the number of copies, at least 1.
	Count int
	// Card is the card as written: an alternate art named by its id stays
	// the alternate art; a name always means the original card.
	Card *Card
	// Line is the entry's line in the file, or 0 for a deck built in code.
	Line int
	// ByID is true when the line named the card by its id.
	ByID bool
}

// ID is how commands name a deck read from a file: the file's name
// without folders and extension ("heroes" for "decks/heroes.txt").
func (d *Deck) ID() string {
	base := path.Base(strings.ReplaceAll(d.File, `\`, "/"))
	return strings.TrimSuffix(base, path.Ext(base))
}

// Size is the number of cards in the deck.
func (d *Deck) Size() int {
	n := 0
	for _, e := range d.Entries {
		n += e.Count
	}
	return n
}

// Cards lists every card of the deck, one per copy, in file order.
func (d *Deck) Cards() []*Card {
	out := make([]*Card, 0, d.Size())
	for _, e := range d.Entries {
		for range e.Count {
			out = append(out, e.Card)
		}
	}
	return out
}

// CardIDs lists the id of every card of the deck, one per copy, in file
// order: the list engine.Config.Decks takes.
func (d *Deck) CardIDs() []string {
	out := make([]string, 0, d.Size())
	for _, c := range d.Cards() {
		out = append(out, c.ID)
	}
	return out
}

// definition is the card that says how c plays.
func (d *Deck) definition(c *Card) *Card {
	if d.Catalog == nil {
		return c
	}
	return d.Catalog.Definition(c)
}

// Style is how Format names cards.
type Style string

// The styles of deck list.
const (
	// ByName writes "3 x Targeted Nuke". Alternate arts are written under
	// their original's name.
	ByName Style = "names"
	// ByID writes "3 x BS26/13", keeping alternate arts apart.
	ByID Style = "ids"
)

// ParseStyle reads "names" or "ids".
func ParseStyle(s string) (Style, error) {
	switch st := Style(strings.ToLower(strings.TrimSpace(s))); st {
	case ByName, ByID:
		return st, nil
	}
	return "", fmt.Errorf("deck list style %q is not names or ids", s)
}

// WrittenStyle is the style most of the deck's entries are written in.
func (d *Deck) WrittenStyle() Style {
	ids := 0
	for _, e := range d.Entries {
		if e.ByID {
			ids++
		}
	}
	if ids*2 > len(d.Entries) {
		return ByID
	}
	return ByName
}

// Format writes the deck as a deck list that Parse reads back: the "Deck:"
// line when the deck has a name, then the cards by section, by type in the
// order of Rules.Types, and by name, copies of a card on one line, each
// type under a comment heading with its number of cards ("# Characters
// (14)"). By id, each line ends with the card's name as a comment, lined
// up.
func (d *Deck) Format(w io.Writer, style Style) error {
	if style != ByName && style != ByID {
		return fmt.Errorf("write deck: style %q is not names or ids", style)
	}
	var rules Rules
	if d.Catalog != nil {
		rules = d.Catalog.rules
	}
	type line struct {
		card  *Card // as written: the original for names, the card itself for ids
		count int
	}
	var lines []*line
	seen := map[string]*line{}
	for _, e := range d.Entries {
		c := e.Card
		key := c.ID
		if style == ByName {
			c = d.definition(c)
			key = normalName(c.Name)
		}
		if l, ok := seen[key]; ok {
			l.count += e.Count
			continue
		}
		seen[key] = &line{card: c, count: e.Count}
		lines = append(lines, seen[key])
	}
	rank := func(c *Card) int {
		def := d.definition(c)
		section := 0
		if d.Catalog != nil {
			section = d.Catalog.sectionOf(def)
		}
		t := slices.IndexFunc(rules.Types, func(t CardType) bool { return t.Name == def.Type })
		if t < 0 {
			t = len(rules.Types)
		}
		return section*(len(rules.Types)+1) + t
	}
	slices.SortStableFunc(lines, func(a, b *line) int {
		return cmp.Or(
			cmp.Compare(rank(a.card), rank(b.card)),
			cmp.Compare(normalName(a.card.Name), normalName(b.card.Name)),
			cmp.Compare(a.card.ID, b.card.ID))
	})
	width := 0 // of the widest "N x ID", to line up the names after it
	for _, l := range lines {
		width = max(width, utf8.RuneCountInString(fmt.Sprintf("%d x %s", l.count, l.card.ID)))
	}
	heading := func(c *Card) string {
		def := d.definition(c)
		if t := slices.IndexFunc(rules.Types, func(t CardType) bool { return t.Name == def.Type }); t >= 0 {
			return rules.Types[t].Heading
		}
		return "Other cards"
	}
	var b bytes.Buffer
	if name := strings.Join(strings.Fields(d.Name), " "); name != "" {
		fmt.Fprintf(&b, "Deck: %s\n", name)
	}
	for i, l := range lines {
		if i == 0 || rank(l.card) != rank(lines[i-1].card) {
			if b.Len() > 0 {
				b.WriteByte('\n')
			}
			n := 0
			for _, other := range lines[i:] {
				if rank(other.card) == rank(l.card) {
					n += other.count
				}
			}
			fmt.Fprintf(&b, "# %s (%d)\n", heading(l.card), n)
		}
		if style == ByID {
			entry := fmt.Sprintf("%d x %s", l.count, l.card.ID)
			fmt.Fprintf(&b, "%-*s  # %s\n", width, entry, l.card.Name)
		} else {
			fmt.Fprintf(&b, "%d x %s\n", l.count, l.card.Name)
		}
	}
	if _, err := w.Write(b.Bytes()); err != nil {
		return fmt.Errorf("write deck: %w", err)
	}
	return nil
}
