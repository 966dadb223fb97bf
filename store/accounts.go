package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Accounts: a person's name and the hash of their password, their
// sessions, the cards they own and their decks, all deleted with the
// account. The store keeps what it is given: hashing passwords and
// session tokens is its caller's (package server), so that neither a
// password nor a token is ever stored.

// ErrNoAccount is returned for an account that is not stored.
var ErrNoAccount = errors.New("no such account")

// ErrNameTaken is returned when an account is created under a name
// another account has, compared as [NameKey] compares them.
var ErrNameTaken = errors.New("that name is taken")

// Account is a person's account.
type Account struct {
	ID   string
	Name string
	// PasswordHash is the password's hash, in the form its caller wrote
	// it.
	PasswordHash string
	Created      time.Time
}

// NameKey is an account's name as names are compared: lower case, so
// that "Ann" and "ann" are one name.
func NameKey(name string) string { return strings.ToLower(name) }

// CreateAccount stores a new account, or fails with ErrNameTaken.
func (s *Store) CreateAccount(ctx context.Context, a Account) error {
	now := millis(s.now())
	return s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `INSERT INTO accounts (id, name, name_key, password_hash, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)
			ON CONFLICT (name_key) DO NOTHING`, a.ID, a.Name, NameKey(a.Name), a.PasswordHash, now)
		if err != nil {
			return fmt.Errorf("store account %s: %w", a.Name, err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return fmt.Errorf("account %s: %w", a.Name, ErrNameTaken)
		}
		return nil
	})
}

const accountColumns = `id, name, password_hash, created_at`

func scanAccount(row interface{ Scan(...any) error }) (Account, error) {
	var a Account
	var created int64
	if err := row.Scan(&a.ID, &a.Name, &a.PasswordHash, &created); err != nil {
		return Account{}, err
	}
	a.Created = fromMillis(created)
	return a, nil
}

// AccountByName reads the account called name, compared as NameKey
// compares names.
func (s *Store) AccountByName(ctx context.Context, name string) (Account, error) {
	a, err := scanAccount(s.r.QueryRowContext(ctx, `SELECT `+accountColumns+` FROM accounts WHERE name_key = $1`, NameKey(name)))
	if errors.Is(err, sql.ErrNoRows) {
		return Account{}, ErrNoAccount
	}
	if err != nil {
		return Account{}, fmt.Errorf("read account: %w", err)
	}
	return a, nil
}

// AccountByID reads account id.
func (s *Store) AccountByID(ctx context.Context, id string) (Account, error) {
	a, err := scanAccount(s.r.QueryRowContext(ctx, `SELECT `+accountColumns+` FROM accounts WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Account{}, ErrNoAccount
	}
	if err != nil {
		return Account{}, fmt.Errorf("read account: %w", err)
	}
	return a, nil
}

// SetPassword stores account id's new password hash and ends every
// session of the account but the one whose token hashes to keep.
func (s *Store) SetPassword(ctx context.Context, id, hash, keep string) error {
	now := millis(s.now())
	return s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE accounts SET password_hash = $1, updated_at = $2 WHERE id = $3`, hash, now, id)
		if err != nil {
			return fmt.Errorf("store the password: %w", err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return ErrNoAccount
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM sessions WHERE account_id = $1 AND token_hash <> $2`, id, keep)
		return err
	})
}

// RehashPassword replaces account id's password hash old with new, the
// same password hashed again (with stronger parameters), unless the
// password has changed meanwhile. Its sessions stay.
func (s *Store) RehashPassword(ctx context.Context, id, old, new string) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `UPDATE accounts SET password_hash = $1 WHERE id = $2 AND password_hash = $3`, new, id, old)
		return err
	})
}

// DeleteAccount deletes account id with everything that is its alone:
// its sessions, collection and decks. The matches it played stay, as the
// other players' records, with its seats no longer linked to it.
func (s *Store) DeleteAccount(ctx context.Context, id string) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE seats SET account_id = '' WHERE account_id = $1`, id); err != nil {
			return fmt.Errorf("unlink the account's seats: %w", err)
		}
		for _, table := range []string{"sessions", "collection", "decks"} {
			if _, err := tx.ExecContext(ctx, `DELETE FROM `+table+` WHERE account_id = $1`, id); err != nil {
				return fmt.Errorf("delete the account's %s: %w", table, err)
			}
		}
		res, err := tx.ExecContext(ctx, `DELETE FROM accounts WHERE id = $1`, id)
		if err != nil {
			return fmt.Errorf("delete the account: %w", err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return ErrNoAccount
		}
		return nil
	})
}

// ClaimSeats gives account the seats held by the seat credentials whose
// hashes are given and that no account holds yet (a guest's seats, when
// the guest signs up), and returns the matches of the seats it gave.
func (s *Store) ClaimSeats(ctx context.Context, account string, tokenHashes []string) ([]string, error) {
	if len(tokenHashes) == 0 {
		return nil, nil
	}
	var ids []string
	err := s.tx(ctx, func(tx *sql.Tx) error {
		ids = ids[:0]
		marks, args := placeholders(2, tokenHashes)
		rows, err := tx.QueryContext(ctx, `UPDATE seats SET account_id = $1 WHERE account_id = '' AND token_hash <> '' AND token_hash IN (`+marks+`) RETURNING match_id`,
			append([]any{account}, args...)...)
		if err != nil {
			return fmt.Errorf("claim seats: %w", err)
		}
		defer rows.Close()
		for rows.Next() {
			var id string
			if err := rows.Scan(&id); err != nil {
				return err
			}
			ids = append(ids, id)
		}
		return rows.Err()
	})
	return ids, err
}

// placeholders writes "$first, $first+1, ..." for the values, and the
// values as arguments.
func placeholders(first int, values []string) (string, []any) {
	marks := make([]string, len(values))
	args := make([]any, len(values))
	for i, v := range values {
		marks[i] = fmt.Sprintf("$%d", first+i)
		args[i] = v
	}
	return strings.Join(marks, ", "), args
}

// Played is a match an account played, with its seat there.
type Played struct {
	Match
	// Seat is the account's seat.
	Seat int
}

// AccountMatches reads the matches account holds a seat at, the latest
// first, at most limit of them, with their seats.
func (s *Store) AccountMatches(ctx context.Context, account string, limit int) ([]Played, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT `+prefixed("m.", matchColumns)+`, st.seat FROM matches m JOIN seats st ON st.match_id = m.id
		WHERE st.account_id = $1 AND st.account_id <> '' ORDER BY m.updated_at DESC, m.id LIMIT $2`, account, limit)
	if err != nil {
		return nil, fmt.Errorf("list the account's matches: %w", err)
	}
	defer rows.Close()
	var out []Played
	var ids []string
	for rows.Next() {
		var p Played
		var seat int
		m, err := scanMatch(scanWith{rows, &seat})
		if err != nil {
			return nil, err
		}
		p.Match, p.Seat = m, seat
		out = append(out, p)
		ids = append(ids, m.ID)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	seats, err := s.seats(ctx, ids)
	if err != nil {
		return nil, err
	}
	for i := range out {
		out[i].Seats = seats[out[i].ID]
	}
	return out, nil
}

// scanWith scans a row of matchColumns followed by more columns.
type scanWith struct {
	row  interface{ Scan(...any) error }
	more any
}

func (w scanWith) Scan(dest ...any) error { return w.row.Scan(append(dest, w.more)...) }

// prefixed puts prefix before each of a list of columns.
func prefixed(prefix, columns string) string {
	parts := strings.Split(columns, ", ")
	for i, p := range parts {
		parts[i] = prefix + p
	}
	return strings.Join(parts, ", ")
}
