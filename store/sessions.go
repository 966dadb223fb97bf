package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// ErrNoSession is returned for a session that is not stored or has
// expired.
var ErrNoSession = errors.New("no such session")

// maxSessions bounds the sessions one account holds at once: logging in
// again past it ends the oldest.
const maxSessions = 50

// CreateSession stores a session of account, known by the hash of its
// token, until expires. It ends the account's sessions that have expired,
// and its oldest past maxSessions.
func (s *Store) CreateSession(ctx context.Context, tokenHash, account string, expires time.Time) error {
	now := millis(s.now())
	return s.tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE account_id = $1 AND expires_at <= $2`, account, now); err != nil {
			return fmt.Errorf("end expired sessions: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE token_hash IN (SELECT token_hash FROM sessions WHERE account_id = $1 ORDER BY created_at DESC, token_hash LIMIT 1000000 OFFSET $2)`, account, maxSessions-1); err != nil {
			return fmt.Errorf("end the oldest sessions: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO sessions (token_hash, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`, tokenHash, account, now, millis(expires)); err != nil {
			return fmt.Errorf("store the session: %w", err)
		}
		return nil
	})
}

// Session reads the account of the unexpired session whose token hashes
// to tokenHash, and when the session expires; ErrNoSession when there is
// none.
func (s *Store) Session(ctx context.Context, tokenHash string) (Account, time.Time, error) {
	var expires int64
	var a Account
	var created int64
	err := s.r.QueryRowContext(ctx, `SELECT a.id, a.name, a.password_hash, a.created_at, se.expires_at FROM sessions se JOIN accounts a ON a.id = se.account_id
		WHERE se.token_hash = $1 AND se.expires_at > $2`, tokenHash, millis(s.now())).Scan(&a.ID, &a.Name, &a.PasswordHash, &created, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return Account{}, time.Time{}, ErrNoSession
	}
	if err != nil {
		return Account{}, time.Time{}, fmt.Errorf("read the session: %w", err)
	}
	a.Created = fromMillis(created)
	return a, fromMillis(expires), nil
}

// ExtendSession moves the end of a session to expires.
func (s *Store) ExtendSession(ctx context.Context, tokenHash string, expires time.Time) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `UPDATE sessions SET expires_at = $1 WHERE token_hash = $2`, millis(expires), tokenHash)
		return err
	})
}

// DeleteSession ends a session.
func (s *Store) DeleteSession(ctx context.Context, tokenHash string) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE token_hash = $1`, tokenHash)
		return err
	})
}
