package store

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"
)

// A collection is the copies of each card of a game an account owns, by
// the card's id in the game's catalog (which keeps the exact printing).
// Built decks reserve copies of it: a change that would leave a built
// deck without the copies it holds is refused.

// Short is a card a change would leave short of copies.
type Short struct {
	Card string
	// Want is the copies needed: those the built decks hold, or those
	// the deck being built needs.
	Want int
	// Have is the copies there would be for them.
	Have int
	// Decks are the names of the built decks that hold the card, when
	// the collection is what changed.
	Decks []string
}

// ShortError lists every card a change would leave short of copies.
// Nothing was changed.
type ShortError struct {
	Cards []Short
}

func (e *ShortError) Error() string {
	parts := make([]string, len(e.Cards))
	for i, c := range e.Cards {
		parts[i] = fmt.Sprintf("%s: %d wanted, %d free", c.Card, c.Want, c.Have)
	}
	return "not enough copies: " + strings.Join(parts, "; ")
}

// querier is a transaction or a database.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// Collection reads the copies of each card of game account owns.
func (s *Store) Collection(ctx context.Context, account, game string) (map[string]int, error) {
	return collection(ctx, s.r, account, game)
}

func collection(ctx context.Context, q querier, account, game string) (map[string]int, error) {
	rows, err := q.QueryContext(ctx, `SELECT card, copies FROM collection WHERE account_id = $1 AND game = $2`, account, game)
	if err != nil {
		return nil, fmt.Errorf("read the collection: %w", err)
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var card string
		var n int
		if err := rows.Scan(&card, &n); err != nil {
			return nil, fmt.Errorf("read the collection: %w", err)
		}
		out[card] = n
	}
	return out, rows.Err()
}

// Reserved reads the copies of each card of game the account's built
// decks hold, and the names of the decks that hold each, leaving out the
// deck whose id is except ("" leaves out none).
func (s *Store) Reserved(ctx context.Context, account, game, except string) (map[string]int, map[string][]string, error) {
	return reserved(ctx, s.r, account, game, except)
}

// reserved is Reserved, leaving deck except out.
func reserved(ctx context.Context, q querier, account, game, except string) (map[string]int, map[string][]string, error) {
	rows, err := q.QueryContext(ctx, `SELECT `+deckColumns+` FROM decks WHERE account_id = $1 AND game = $2 AND built = 1 AND id <> $3 ORDER BY name, id`, account, game, except)
	if err != nil {
		return nil, nil, fmt.Errorf("read the built decks: %w", err)
	}
	defer rows.Close()
	copies, decks := map[string]int{}, map[string][]string{}
	for rows.Next() {
		d, err := scanDeck(rows)
		if err != nil {
			return nil, nil, err
		}
		for _, c := range d.Cards {
			copies[c.Card] += c.Count
			if !slices.Contains(decks[c.Card], d.Name) {
				decks[c.Card] = append(decks[c.Card], d.Name)
			}
		}
	}
	return copies, decks, rows.Err()
}

// EditCollection changes account's collection of game in one
// transaction: edit is given the copies owned of each card and changes
// them in place (a card at 0 or less is no longer owned). When edit
// fails, or the change would leave fewer copies of a card than the
// account's built decks hold (a *ShortError), nothing changes.
func (s *Store) EditCollection(ctx context.Context, account, game string, edit func(owned map[string]int) error) error {
	now := millis(s.now())
	return s.tx(ctx, func(tx *sql.Tx) error {
		old, err := collection(ctx, tx, account, game)
		if err != nil {
			return err
		}
		owned := make(map[string]int, len(old))
		for k, v := range old {
			owned[k] = v
		}
		if err := edit(owned); err != nil {
			return err
		}
		held, decks, err := reserved(ctx, tx, account, game, "")
		if err != nil {
			return err
		}
		var short []Short
		for card, want := range held {
			if have := max(owned[card], 0); have < want {
				short = append(short, Short{Card: card, Want: want, Have: have, Decks: decks[card]})
			}
		}
		if len(short) > 0 {
			slices.SortFunc(short, func(a, b Short) int { return strings.Compare(a.Card, b.Card) })
			return &ShortError{Cards: short}
		}
		for card, n := range owned {
			switch {
			case n <= 0 && old[card] > 0:
				_, err = tx.ExecContext(ctx, `DELETE FROM collection WHERE account_id = $1 AND game = $2 AND card = $3`, account, game, card)
			case n > 0 && n != old[card]:
				_, err = tx.ExecContext(ctx, `INSERT INTO collection (account_id, game, card, copies) VALUES ($1, $2, $3, $4)
					ON CONFLICT (account_id, game, card) DO UPDATE SET copies = excluded.copies`, account, game, card, n)
			}
			if err != nil {
				return fmt.Errorf("store the collection: %w", err)
			}
		}
		for card, n := range old {
			if _, ok := owned[card]; !ok && n > 0 {
				if _, err := tx.ExecContext(ctx, `DELETE FROM collection WHERE account_id = $1 AND game = $2 AND card = $3`, account, game, card); err != nil {
					return fmt.Errorf("store the collection: %w", err)
				}
			}
		}
		_, err = tx.ExecContext(ctx, `UPDATE accounts SET updated_at = $1 WHERE id = $2`, now, account)
		return err
	})
}

// CollectionSize is how much of a game's cards an account owns.
type CollectionSize struct {
	// Cards is the number of different cards, Copies of copies.
	Cards, Copies int
}

// CollectionSizes reads how much of each game's cards account owns, by
// game.
func (s *Store) CollectionSizes(ctx context.Context, account string) (map[string]CollectionSize, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT game, COUNT(*), COALESCE(SUM(copies), 0) FROM collection WHERE account_id = $1 GROUP BY game`, account)
	if err != nil {
		return nil, fmt.Errorf("read the collection's size: %w", err)
	}
	defer rows.Close()
	out := map[string]CollectionSize{}
	for rows.Next() {
		var game string
		var n CollectionSize
		if err := rows.Scan(&game, &n.Cards, &n.Copies); err != nil {
			return nil, err
		}
		out[game] = n
	}
	return out, rows.Err()
}
