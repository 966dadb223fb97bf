package decklist

import (
	"errors"
	"fmt"
	"strings"
)

// FromList builds a deck from a list of cards, one entry per copy, named
// by id or full name as deck lists name them (for a deck sent by a
// program rather than written in a file). name names the deck in
// messages. Every card that is not in the catalog is reported at once,
// with the closest names; whether the deck is legal is for [Deck.Check].
func FromList(name string, cards []string, cat *Catalog) (*Deck, error) {
	if cat == nil {
		return nil, fmt.Errorf("%s: no card catalog to read the deck with", name)
	}
	d := &Deck{File: name, Catalog: cat}
	var problems []string
	for i, text := range cards {
		c, byID, ok := cat.Lookup(strings.TrimSpace(text))
		if !ok {
			problems = append(problems, fmt.Sprintf("%s: card %d: %s", name, i+1, cat.Unknown(text)))
			continue
		}
		if n := len(d.Entries); n > 0 && d.Entries[n-1].Card == c && d.Entries[n-1].ByID == byID {
			d.Entries[n-1].Count++
			continue
		}
		d.Entries = append(d.Entries, Entry{Count: 1, Card: c, ByID: byID})
	}
	if len(problems) > 0 {
		return nil, errors.New(strings.Join(problems, "\n"))
	}
	return d, nil
}
