package superbenji

import (
	"errors"
	"fmt"
	"os"
	"strings"
)

// LoadDeck returns the card ids of a starter deck ("heroes") or of a deck
// list file, checked against the deck rules of the standard format.
func (g *Game) LoadDeck(name string) ([]string, error) {
	starters, err := StarterDecks(g.set)
	if err != nil {
		return nil, err
	}
	d, findErr := FindStarter(starters, name)
	if findErr != nil {
		data, err := os.ReadFile(name)
		if err != nil {
			return nil, fmt.Errorf("%w; and no deck file %s: %w", findErr, name, err)
		}
		if d, err = ParseDeck(name, data, g.set); err != nil {
			return nil, err
		}
	}
	formats, err := BaseFormats(g.set)
	if err != nil {
		return nil, err
	}
	standard, err := formats.Lookup("standard")
	if err != nil {
		return nil, err
	}
	if problems := d.Check(standard); len(problems) > 0 {
		lines := make([]string, len(problems))
		for i, p := range problems {
			lines[i] = p.String()
		}
		return nil, errors.New(name + " is not a legal deck:\n" + strings.Join(lines, "\n"))
	}
	var ids []string
	for _, c := range d.Cards() {
		ids = append(ids, c.ID)
	}
	return ids, nil
}
