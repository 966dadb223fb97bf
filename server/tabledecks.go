package server

import (
	"context"
	"errors"
	"fmt"

	"omnideck/engine"
	"omnideck/sim"
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

// usualDecks are the decks each seat of a game set up as cfg says plays
// when given none, for the seats that bring none when another seat
// brings its own: a game dealt decks needs every seat's. The engine does
// not name them; sim.DefaultDecks finds them by trial, once for each
// game, player count and options.
func (s *Server) usualDecks(g engine.Game, cfg engine.Config) ([][]string, error) {
	key := fmt.Sprint(g.Info().ID, cfg.Players, cfg.Options)
	s.cards.mu.Lock()
	decks, ok := s.cards.usual[key]
	s.cards.mu.Unlock()
	if ok {
		return decks, nil
	}
	names := sim.DefaultDecks(g, cfg.Players, cfg.Options)
	dg, isDeckGame := g.(engine.DeckGame)
	if names == nil || !isDeckGame {
		return nil, fmt.Errorf("%s has no usual deck for a seat beside one that brings its own: choose every seat's deck", g.Info().Name)
	}
	decks = make([][]string, len(names))
	for i, n := range names {
		d, err := dg.LoadDeck(n)
		if err != nil {
			return nil, fmt.Errorf("the usual deck %s: %w", n, err)
		}
		decks[i] = d
	}
	s.cards.mu.Lock()
	if s.cards.usual == nil {
		s.cards.usual = map[string][][]string{}
	}
	s.cards.usual[key] = decks
	s.cards.mu.Unlock()
	return decks, nil
}
