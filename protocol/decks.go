package protocol

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"omnideck/decklist"
	"omnideck/engine"
)

// DeckSpec is one seat's deck in a "new" request: the name of one of the
// game's built-in decks (a JSON string), or its cards (a JSON array of card
// ids or names, one per copy).
type DeckSpec struct {
	Name  string
	Cards []string
}

// UnmarshalJSON reads a deck name or a list of cards.
func (d *DeckSpec) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	switch {
	case len(data) > 0 && data[0] == '"':
		if err := json.Unmarshal(data, &d.Name); err != nil {
			return err
		}
		if d.Name == "" {
			return errors.New("a deck name is empty")
		}
		return nil
	case len(data) > 0 && data[0] == '[':
		return json.Unmarshal(data, &d.Cards)
	}
	return fmt.Errorf("a deck is a built-in deck's name or a list of cards, not %s", data)
}

// MarshalJSON writes the deck as it was given.
func (d DeckSpec) MarshalJSON() ([]byte, error) {
	if d.Name != "" {
		return json.Marshal(d.Name)
	}
	return json.Marshal(d.Cards)
}

// decks turns the request's decks into Config.Decks, checking each against
// the game's deck rules and its default format when check is true. It
// reports every problem of every deck at once.
func decks(g engine.Game, specs []DeckSpec, check bool) ([][]string, error) {
	if len(specs) == 0 {
		return nil, nil
	}
	dg, ok := g.(engine.DeckGame)
	if !ok {
		return nil, fmt.Errorf("%s is not played with decks", g.Info().ID)
	}
	cat, err := dg.DeckCatalog()
	if err != nil {
		return nil, err
	}
	var format *decklist.Format
	if check {
		formats, err := dg.DeckFormats()
		if err != nil {
			return nil, err
		}
		if len(formats) > 0 {
			format = formats[0]
		}
	}
	var starters []*decklist.Deck
	out := make([][]string, len(specs))
	var errs []error
	for i, spec := range specs {
		var d *decklist.Deck
		if spec.Name != "" {
			if starters == nil {
				if starters, err = dg.StarterDecks(); err != nil {
					return nil, err
				}
			}
			if d, err = decklist.Find(starters, spec.Name); err != nil {
				errs = append(errs, fmt.Errorf("seat %d's deck: %w", i, err))
				continue
			}
		} else {
			var unread []decklist.Problem
			d, unread = decklist.ReadList(fmt.Sprintf("seat %d's deck", i), spec.Cards, cat)
			if !check && len(unread) > 0 {
				for _, p := range unread {
					errs = append(errs, fmt.Errorf("%s: %s", p.File, p.Message))
				}
				continue
			}
		}
		if check {
			for _, p := range d.Check(format) {
				if p.Rule == "" {
					errs = append(errs, fmt.Errorf("seat %d's deck: %s", i, p.Message))
				} else {
					errs = append(errs, fmt.Errorf("seat %d's deck: %s: %s", i, p.Rule, p.Message))
				}
			}
		}
		out[i] = d.CardIDs()
	}
	return out, errors.Join(errs...)
}
