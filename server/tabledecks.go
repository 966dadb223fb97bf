package server

import (
	"context"
	"errors"
	"fmt"

	"omnideck/engine"
	"omnideck/store"
)

// Decks at tables: a seat plays a built-in deck, a pasted list, or one
// of the saved decks of the account that sets the table up or takes the
// seat. A saved deck is checked as the builder checks it, against the
// game's default format, as every deck at a table is.

// seatDeck is the card list a seat's deck choice gives Config.Decks: the
// saved deck called saved of the session's account when saved is set,
// else the built-in deck or pasted list deck; or every problem with it.
func (s *Server) seatDeck(ctx context.Context, se *session, g engine.Game, deck, saved string) ([]string, []string) {
	if saved == "" {
		return deckCards(g, deck)
	}
	if se == nil {
		return nil, []string{"log in to play with one of your saved decks"}
	}
	d, err := s.st.Deck(ctx, se.account.ID, saved)
	if errors.Is(err, store.ErrNoDeck) {
		return nil, []string{"no such deck among yours"}
	}
	if err != nil {
		return nil, []string{"your deck could not be read now; try again"}
	}
	info := g.Info()
	if d.Game != info.ID {
		name := d.Game
		if other, err := s.reg.Lookup(d.Game); err == nil {
			name = other.Info().Name
		}
		return nil, []string{fmt.Sprintf("%q is a %s deck, not a %s one", d.Name, name, info.Name)}
	}
	gc, _, err := s.cardsOf(info.ID)
	if err != nil {
		return nil, []string{err.Error()}
	}
	f, _ := gc.format("")
	if problems := gc.check(f, d.Cards); len(problems) > 0 {
		out := make([]string, len(problems))
		for i, p := range problems {
			out[i] = fmt.Sprintf("%q is not legal: %s", d.Name, p)
		}
		return nil, out
	}
	var ids []string
	for _, c := range d.Cards {
		for range c.Count {
			ids = append(ids, c.Card)
		}
	}
	return ids, nil
}
