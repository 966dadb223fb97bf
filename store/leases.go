package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"time"
)

// Leases: when several servers (replicas) share one PostgreSQL database,
// each match is served by one of them at a time, the one holding the
// match's lease. The holder renews its leases while it serves; a lease not
// renewed runs out, and then another replica may take the match over and
// play it on from its stored record. Times are the database's: a lease's
// end is set and compared with the database's clock, so the replicas'
// clocks need not agree.
//
// A replica writes through its own view of the store (Store.Replica),
// whose writes to a match succeed only while the replica holds the match's
// lease: a replica that lost it (it stalled, or lost the database for a
// while, and another took the match over) cannot write over the new
// owner's moves. On PostgreSQL the check locks the lease row until the
// write commits, so a takeover waits for a write under way and then sees
// it.

// ErrNotOwner is returned for a write through a replica's view to a match
// whose lease the replica does not hold: another server serves the match
// now, or nobody until one takes it. It is an ErrConflict.
var ErrNotOwner = fmt.Errorf("%w: this server no longer holds the match's lease", ErrConflict)

// Lease is who serves a match.
type Lease struct {
	Match string
	// Replica names the server holding the lease.
	Replica string
	// Address is where the holder's peers reach it ("http://10.0.0.7:8080").
	Address string
	// Left is how long the lease had to run when it was read, by the
	// database's clock; 0 or less when it had run out.
	Left time.Duration
}

// replica is the server a view of the store writes for.
type replica struct {
	name, address string
	ttl           time.Duration
}

// Replica returns a view of the store for the server called name, which
// its peers reach at address and whose leases last ttl unless renewed. Its
// writes to a match (moves, seats, status, notes) succeed only while name
// holds the match's lease, else they fail with ErrNotOwner, and Create
// gives name the new match's lease. The view shares the store's
// connections: closing either closes both.
func (s *Store) Replica(name, address string, ttl time.Duration) *Store {
	v := *s
	v.rep = &replica{name: name, address: address, ttl: ttl}
	return &v
}

// clock is the SQL for the database's time now, in milliseconds since
// 1970.
func (s *Store) clock() string {
	if s.postgres {
		return `(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT`
	}
	return `CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)`
}

// fence fails with ErrNotOwner unless the view's replica holds match id's
// lease now; on PostgreSQL it keeps the lease row locked until tx ends, so
// that no one takes the lease over while the write goes on. A store that
// is not a replica's view writes freely.
func (s *Store) fence(ctx context.Context, tx *sql.Tx, id string) error {
	if s.rep == nil {
		return nil
	}
	q := `SELECT 1 FROM leases WHERE match_id = $1 AND replica = $2 AND expires_at > ` + s.clock()
	if s.postgres {
		q += ` FOR SHARE`
	}
	var one int
	err := tx.QueryRowContext(ctx, q, id, s.rep.name).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("match %s: %w", id, ErrNotOwner)
	}
	if err != nil {
		return fmt.Errorf("match %s: check its lease: %w", id, err)
	}
	return nil
}

// putLease gives the view's replica the lease of a match it has just
// created.
func (s *Store) putLease(ctx context.Context, tx *sql.Tx, id string) error {
	if s.rep == nil {
		return nil
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO leases (match_id, replica, address, expires_at) VALUES ($1, $2, $3, `+s.clock()+` + $4)`,
		id, s.rep.name, s.rep.address, s.rep.ttl.Milliseconds())
	if err != nil {
		return fmt.Errorf("lease of match %s: %w", id, err)
	}
	return nil
}

// mustBeReplica fails for a store that is not a replica's view.
func (s *Store) mustBeReplica() error {
	if s.rep == nil {
		return errors.New("leases are taken through a replica's view of the store (Store.Replica)")
	}
	return nil
}

// TakeLease takes match id's lease for the view's replica when nobody
// holds it or its holder's lease has run out, and renews it when the
// replica holds it already; ok reports whether the replica holds it now.
// The lease returned is the one that stands: the replica's, or another
// server's when ok is false. Of replicas racing for one lease, exactly one
// wins. A match that is not stored is ErrNotFound.
func (s *Store) TakeLease(ctx context.Context, id string) (l Lease, ok bool, err error) {
	if err := s.mustBeReplica(); err != nil {
		return Lease{}, false, err
	}
	now := s.clock()
	for range 3 {
		var left int64
		err := s.w.QueryRowContext(ctx, `INSERT INTO leases (match_id, replica, address, expires_at)
			SELECT id, $2, $3, `+now+` + $4 FROM matches WHERE id = $1
			ON CONFLICT (match_id) DO UPDATE SET replica = excluded.replica, address = excluded.address, expires_at = excluded.expires_at
			WHERE leases.replica = excluded.replica OR leases.expires_at <= `+now+`
			RETURNING expires_at - `+now,
			id, s.rep.name, s.rep.address, s.rep.ttl.Milliseconds()).Scan(&left)
		if err == nil {
			return Lease{Match: id, Replica: s.rep.name, Address: s.rep.address, Left: time.Duration(left) * time.Millisecond}, true, nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return Lease{}, false, fmt.Errorf("take the lease of match %s: %w", id, err)
		}
		// Another server holds the lease, or the match is not stored.
		l, err := s.LeaseOf(ctx, id)
		if err == nil {
			return l, false, nil
		}
		if !errors.Is(err, ErrNotFound) {
			return Lease{}, false, err
		}
		if _, err := s.Get(ctx, id); err != nil {
			return Lease{}, false, err
		}
		// The holder let the lease go just now: try again.
	}
	return Lease{}, false, fmt.Errorf("take the lease of match %s: it changed hands three times while trying", id)
}

// LeaseOf reads match id's lease as it stands, ErrNotFound when nobody
// holds one.
func (s *Store) LeaseOf(ctx context.Context, id string) (Lease, error) {
	l := Lease{Match: id}
	var left int64
	err := s.r.QueryRowContext(ctx, `SELECT replica, address, expires_at - `+s.clock()+` FROM leases WHERE match_id = $1`, id).Scan(&l.Replica, &l.Address, &left)
	if errors.Is(err, sql.ErrNoRows) {
		return Lease{}, fmt.Errorf("lease of match %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return Lease{}, fmt.Errorf("read the lease of match %s: %w", id, err)
	}
	l.Left = time.Duration(left) * time.Millisecond
	return l, nil
}

// RenewLeases extends every lease the view's replica holds by its ttl, in
// one statement, and returns the matches whose leases it holds: a match
// it served that is not among them was taken over by another server.
func (s *Store) RenewLeases(ctx context.Context) ([]string, error) {
	if err := s.mustBeReplica(); err != nil {
		return nil, err
	}
	rows, err := s.w.QueryContext(ctx, `UPDATE leases SET expires_at = `+s.clock()+` + $2 WHERE replica = $1 RETURNING match_id`, s.rep.name, s.rep.ttl.Milliseconds())
	if err != nil {
		return nil, fmt.Errorf("renew the leases of %s: %w", s.rep.name, err)
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("renew the leases of %s: %w", s.rep.name, err)
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// ReleaseLease lets match id's lease go, if the view's replica holds it,
// so that another server may take the match at once.
func (s *Store) ReleaseLease(ctx context.Context, id string) error {
	if err := s.mustBeReplica(); err != nil {
		return err
	}
	if _, err := s.w.ExecContext(ctx, `DELETE FROM leases WHERE match_id = $1 AND replica = $2`, id, s.rep.name); err != nil {
		return fmt.Errorf("release the lease of match %s: %w", id, err)
	}
	return nil
}

// ReleaseLeases lets every lease of the view's replica go: a server that
// stops does so after its last write, so that the others take its matches
// over at once rather than when the leases run out.
func (s *Store) ReleaseLeases(ctx context.Context) error {
	if err := s.mustBeReplica(); err != nil {
		return err
	}
	if _, err := s.w.ExecContext(ctx, `DELETE FROM leases WHERE replica = $1`, s.rep.name); err != nil {
		return fmt.Errorf("release the leases of %s: %w", s.rep.name, err)
	}
	return nil
}

// Orphans lists, oldest first and at most limit of them, the matches being
// played with an AI seat that nobody serves: no lease, or one that ran
// out. Their AI would wait for a server; one should take them over.
func (s *Store) Orphans(ctx context.Context, limit int) ([]string, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT m.id FROM matches m LEFT JOIN leases l ON l.match_id = m.id
		WHERE m.status = $1 AND (l.match_id IS NULL OR l.expires_at <= `+s.clock()+`)
		AND EXISTS (SELECT 1 FROM seats st WHERE st.match_id = m.id AND st.kind = 'ai')
		ORDER BY m.updated_at, m.id LIMIT $2`, StatusPlaying, limit)
	if err != nil {
		return nil, fmt.Errorf("list the matches nobody serves: %w", err)
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// PeerKey is the key the servers sharing this database hold in common,
// made at random by the first to ask: a server forwarding a request to
// another sends it, so the other may trust what the request says of its
// client.
func (s *Store) PeerKey(ctx context.Context) (string, error) {
	var b [32]byte
	rand.Read(b[:])
	if _, err := s.w.ExecContext(ctx, `INSERT INTO server_keys (name, value) VALUES ('peer', $1) ON CONFLICT (name) DO NOTHING`, hex.EncodeToString(b[:])); err != nil {
		return "", fmt.Errorf("the peer key: %w", err)
	}
	var key string
	if err := s.w.QueryRowContext(ctx, `SELECT value FROM server_keys WHERE name = 'peer'`).Scan(&key); err != nil {
		return "", fmt.Errorf("the peer key: %w", err)
	}
	return key, nil
}
