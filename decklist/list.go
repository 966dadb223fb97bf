package decklist

import (
	"errors"
	"fmt"
	"strings"
)

// ReadList builds a deck from a list of cards, one entry per copy, named
// by id or full name as deck lists name them (for a deck sent by a
// program rather than written in a file). name names the deck in
// messages. As [Read] does, it goes on past the cards it cannot find,
// returning their problems, each at the card's place in the list, and
// keeping them for [Deck.Check] to list beside the rules' problems.
func ReadList(name string, cards []string, cat *Catalog) (*Deck, []Problem) {
	if cat == nil {
		return &Deck{File: name}, []Problem{{File: name, Message: "no card catalog to read the deck with"}}
	}
	d := &Deck{File: name, Catalog: cat, list: true}
	for i, text := range cards {
		c, byID, ok := cat.Lookup(strings.TrimSpace(text))
		if !ok {
			d.unread = append(d.unread, Problem{File: name, Line: i + 1, Message: fmt.Sprintf("card %d: %s", i+1, cat.Unknown(text))})
			d.skipped = append(d.skipped, i+1)
			continue
		}
		if n := len(d.Entries); n > 0 && d.Entries[n-1].Card == c && d.Entries[n-1].ByID == byID {
			d.Entries[n-1].Count++
			continue
		}
		d.Entries = append(d.Entries, Entry{Count: 1, Card: c, ByID: byID})
	}
	return d, d.unread
}

// FromList is ReadList for a list that must name only cards of the
// catalog: every card that is not is reported at once, with the closest
// names; whether the deck is legal is for [Deck.Check].
func FromList(name string, cards []string, cat *Catalog) (*Deck, error) {
	d, problems := ReadList(name, cards, cat)
	if len(problems) > 0 {
		lines := make([]string, len(problems))
		for i, p := range problems {
			lines[i] = p.File + ": " + p.Message
		}
		return nil, errors.New(strings.Join(lines, "\n"))
	}
	return d, nil
}
