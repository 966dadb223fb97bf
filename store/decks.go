package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
)

// ErrNoDeck is returned for a deck that is not stored, or not the
// asking account's: the two are never told apart.
var ErrNoDeck = errors.New("no such deck")

// ErrTooManyDecks is returned when an account already has as many decks
// as it may.
var ErrTooManyDecks = errors.New("too many decks")

// Deck is an account's deck of one game.
type Deck struct {
	ID      string
	Account string
	Game    string
	// Format is the id of the game's format the deck is built for, ""
	// for the game's default.
	Format string
	Name   string
	// Cards are the deck's cards by id in the game's catalog, in the
	// order they were added.
	Cards []DeckCard
	// Built marks a deck put together from the collection: it reserves
	// its copies there.
	Built bool
	// ShareCode, when not "", lets anyone read the deck by it.
	ShareCode string
	Created   time.Time
	Updated   time.Time
}

// DeckCard is a number of copies of one card in a deck.
type DeckCard struct {
	Card  string `json:"card"`
	Count int    `json:"count"`
}

// Size is the number of cards in the deck.
func (d Deck) Size() int {
	n := 0
	for _, c := range d.Cards {
		n += c.Count
	}
	return n
}

const deckColumns = `id, account_id, game, format, name, cards, built, share_code, created_at, updated_at`

func scanDeck(row interface{ Scan(...any) error }) (Deck, error) {
	var d Deck
	var cards string
	var built int
	var created, updated int64
	if err := row.Scan(&d.ID, &d.Account, &d.Game, &d.Format, &d.Name, &cards, &built, &d.ShareCode, &created, &updated); err != nil {
		return Deck{}, err
	}
	if err := json.Unmarshal([]byte(cards), &d.Cards); err != nil {
		return Deck{}, fmt.Errorf("deck %s: its stored cards: %w", d.ID, err)
	}
	d.Built = built != 0
	d.Created, d.Updated = fromMillis(created), fromMillis(updated)
	return d, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// CreateDeck stores a new deck, unless its account has max decks already
// (ErrTooManyDecks) or it is built and the collection lacks free copies
// of its cards (*ShortError).
func (s *Store) CreateDeck(ctx context.Context, d Deck, max int) error {
	cards, err := json.Marshal(cardsOrEmpty(d.Cards))
	if err != nil {
		return err
	}
	now := millis(s.now())
	return s.tx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM decks WHERE account_id = $1`, d.Account).Scan(&n); err != nil {
			return fmt.Errorf("count the decks: %w", err)
		}
		if n >= max {
			return ErrTooManyDecks
		}
		if d.Built {
			if err := freeCopies(ctx, tx, d); err != nil {
				return err
			}
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO decks (id, account_id, game, format, name, cards, built, share_code, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, '', $8, $8)`, d.ID, d.Account, d.Game, d.Format, d.Name, string(cards), boolInt(d.Built), now)
		if err != nil {
			return fmt.Errorf("store deck %s: %w", d.Name, err)
		}
		return nil
	})
}

func cardsOrEmpty(cards []DeckCard) []DeckCard {
	if cards == nil {
		return []DeckCard{}
	}
	return cards
}

// freeCopies fails with a *ShortError unless the collection holds, for
// each card of built deck d, as many copies as d has beside those the
// account's other built decks hold.
func freeCopies(ctx context.Context, tx *sql.Tx, d Deck) error {
	owned, err := collection(ctx, tx, d.Account, d.Game)
	if err != nil {
		return err
	}
	held, _, err := reserved(ctx, tx, d.Account, d.Game, d.ID)
	if err != nil {
		return err
	}
	want := map[string]int{}
	var order []string
	for _, c := range d.Cards {
		if want[c.Card] == 0 {
			order = append(order, c.Card)
		}
		want[c.Card] += c.Count
	}
	var short []Short
	for _, card := range order {
		if free := max(owned[card]-held[card], 0); free < want[card] {
			short = append(short, Short{Card: card, Want: want[card], Have: free})
		}
	}
	if len(short) > 0 {
		return &ShortError{Cards: short}
	}
	return nil
}

// UpdateDeck stores deck d's name, format, cards and whether it is
// built, where d.Account owns deck d.ID (else ErrNoDeck). A deck built
// (or kept built) needs free copies of its cards in the collection
// (else a *ShortError). Its game does not change.
func (s *Store) UpdateDeck(ctx context.Context, d Deck) error {
	cards, err := json.Marshal(cardsOrEmpty(d.Cards))
	if err != nil {
		return err
	}
	now := millis(s.now())
	return s.tx(ctx, func(tx *sql.Tx) error {
		var game string
		err := tx.QueryRowContext(ctx, `SELECT game FROM decks WHERE id = $1 AND account_id = $2`, d.ID, d.Account).Scan(&game)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNoDeck
		}
		if err != nil {
			return fmt.Errorf("read deck: %w", err)
		}
		d.Game = game
		if d.Built {
			if err := freeCopies(ctx, tx, d); err != nil {
				return err
			}
		}
		_, err = tx.ExecContext(ctx, `UPDATE decks SET name = $1, format = $2, cards = $3, built = $4, updated_at = $5 WHERE id = $6 AND account_id = $7`,
			d.Name, d.Format, string(cards), boolInt(d.Built), now, d.ID, d.Account)
		return err
	})
}

// Deck reads deck id of account: ErrNoDeck when the account has none of
// that id.
func (s *Store) Deck(ctx context.Context, account, id string) (Deck, error) {
	d, err := scanDeck(s.r.QueryRowContext(ctx, `SELECT `+deckColumns+` FROM decks WHERE id = $1 AND account_id = $2`, id, account))
	if errors.Is(err, sql.ErrNoRows) {
		return Deck{}, ErrNoDeck
	}
	if err != nil {
		return Deck{}, fmt.Errorf("read deck: %w", err)
	}
	return d, nil
}

// Decks reads account's decks of game (of every game when game is ""),
// by name.
func (s *Store) Decks(ctx context.Context, account, game string) ([]Deck, error) {
	q := `SELECT ` + deckColumns + ` FROM decks WHERE account_id = $1`
	args := []any{account}
	if game != "" {
		q += ` AND game = $2`
		args = append(args, game)
	}
	rows, err := s.r.QueryContext(ctx, q+` ORDER BY game, name, id`, args...)
	if err != nil {
		return nil, fmt.Errorf("list decks: %w", err)
	}
	defer rows.Close()
	out := []Deck{}
	for rows.Next() {
		d, err := scanDeck(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	slices.SortStableFunc(out, func(a, b Deck) int {
		if a.Game != b.Game {
			return strings.Compare(a.Game, b.Game)
		}
		return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name))
	})
	return out, rows.Err()
}

// DeleteDeck deletes deck id of account: ErrNoDeck when the account has
// none of that id.
func (s *Store) DeleteDeck(ctx context.Context, account, id string) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM decks WHERE id = $1 AND account_id = $2`, id, account)
		if err != nil {
			return fmt.Errorf("delete deck: %w", err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return ErrNoDeck
		}
		return nil
	})
}

// ShareDeck gives deck id of account the share code code, unless it has
// one already, and returns the code it has.
func (s *Store) ShareDeck(ctx context.Context, account, id, code string) (string, error) {
	var out string
	err := s.tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE decks SET share_code = $1 WHERE id = $2 AND account_id = $3 AND share_code = ''`, code, id, account); err != nil {
			return fmt.Errorf("share deck: %w", err)
		}
		err := tx.QueryRowContext(ctx, `SELECT share_code FROM decks WHERE id = $1 AND account_id = $2`, id, account).Scan(&out)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNoDeck
		}
		return err
	})
	return out, err
}

// UnshareDeck takes deck id of account's share code away: the code reads
// nothing any more.
func (s *Store) UnshareDeck(ctx context.Context, account, id string) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE decks SET share_code = '' WHERE id = $1 AND account_id = $2`, id, account)
		if err != nil {
			return fmt.Errorf("unshare deck: %w", err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return ErrNoDeck
		}
		return nil
	})
}

// SharedDeck reads the deck whose share code is code: ErrNoDeck when
// none has it.
func (s *Store) SharedDeck(ctx context.Context, code string) (Deck, error) {
	if code == "" {
		return Deck{}, ErrNoDeck
	}
	d, err := scanDeck(s.r.QueryRowContext(ctx, `SELECT `+deckColumns+` FROM decks WHERE share_code = $1`, code))
	if errors.Is(err, sql.ErrNoRows) {
		return Deck{}, ErrNoDeck
	}
	if err != nil {
		return Deck{}, fmt.Errorf("read the shared deck: %w", err)
	}
	return d, nil
}
