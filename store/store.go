// Package store keeps matches as their configuration plus their decisions
// (event-sourced, in the engine's replay form), with their seats and table
// notes, in SQLite (embedded, the default: nothing to install) or
// PostgreSQL, through one code path.
//
// A decision is written with the version it extends: two writers racing
// for the same match cannot both succeed, so a move is either stored in
// order or refused with [ErrConflict], and nothing is lost or doubled.
//
// Servers sharing one PostgreSQL database serve each match from one of
// them at a time, the holder of the match's lease (leases.go); each writes
// through its own view of the store ([Store.Replica]), whose writes to a
// match need its lease.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" driver
	_ "modernc.org/sqlite"             // the "sqlite" driver
)

// ErrNotFound is returned for a match that is not stored.
var ErrNotFound = errors.New("no such match")

// ErrConflict is returned when a write expected a match at a version it is
// no longer at: another writer got there first.
var ErrConflict = errors.New("the match has moved on")

// Store is an open database of matches. It is safe for concurrent use.
type Store struct {
	// w takes every write; for SQLite it holds one connection, so writes
	// never wait on the file's lock, and r reads beside it (WAL). For
	// PostgreSQL both are the same pool.
	w, r     *sql.DB
	postgres bool
	now      func() time.Time
	// stop ends the SQLite checkpointer; done says it has ended.
	stop, done chan struct{}
	// writes feeds the writer (write.go); quit stops it, and wrote says
	// it has stopped.
	writes      chan write
	quit, wrote chan struct{}
	// rep is the server whose view of the store this is (Replica), nil
	// for the store itself.
	rep *replica
}

// Open opens the database dsn names and brings its schema up to date: a
// "postgres://" or "postgresql://" URL opens PostgreSQL; anything else is
// the path of an SQLite file, created with its folder if missing.
func Open(ctx context.Context, dsn string) (*Store, error) {
	s := &Store{now: time.Now}
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		db, err := sql.Open("pgx", dsn)
		if err != nil {
			return nil, fmt.Errorf("open PostgreSQL: %w", err)
		}
		s.w, s.r, s.postgres = db, db, true
	} else {
		if err := os.MkdirAll(filepath.Dir(dsn), 0o755); err != nil {
			return nil, fmt.Errorf("the database's folder: %w", err)
		}
		// WAL with synchronous NORMAL: a commit writes the log without
		// waiting for the disk, and survives the process being killed.
		// The log is copied into the database (a checkpoint, which does
		// wait for the disk) in the background, off the path of moves.
		params := "?_pragma=journal_mode(WAL)&_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)&_pragma=synchronous(NORMAL)"
		w, err := sql.Open("sqlite", "file:"+dsn+params+"&_pragma=wal_autocheckpoint(0)&_txlock=immediate")
		if err != nil {
			return nil, fmt.Errorf("open %s: %w", dsn, err)
		}
		w.SetMaxOpenConns(1)
		r, err := sql.Open("sqlite", "file:"+dsn+params)
		if err != nil {
			w.Close()
			return nil, fmt.Errorf("open %s: %w", dsn, err)
		}
		r.SetMaxOpenConns(4)
		s.w, s.r = w, r
	}
	if err := s.w.PingContext(ctx); err != nil {
		s.Close()
		return nil, fmt.Errorf("reach the database: %w", err)
	}
	s.startWriter()
	if err := s.migrate(ctx); err != nil {
		s.Close()
		return nil, err
	}
	if !s.postgres {
		s.stop, s.done = make(chan struct{}), make(chan struct{})
		go s.checkpoint()
	}
	return s, nil
}

// checkpointEvery is how often the SQLite log is copied into the database.
const checkpointEvery = time.Second

// checkpoint copies SQLite's log into the database now and then, on a
// connection of its own, without stopping writes (a passive checkpoint);
// on Close it empties the log.
func (s *Store) checkpoint() {
	defer close(s.done)
	t := time.NewTicker(checkpointEvery)
	defer t.Stop()
	for {
		select {
		case <-s.stop:
			s.r.Exec(`PRAGMA wal_checkpoint(TRUNCATE)`)
			return
		case <-t.C:
			s.r.Exec(`PRAGMA wal_checkpoint(PASSIVE)`)
		}
	}
}

// Close closes the database.
func (s *Store) Close() error {
	if s.stop != nil {
		close(s.stop)
		<-s.done
		s.stop = nil
	}
	s.stopWriter()
	err := s.w.Close()
	if s.r != s.w {
		err = errors.Join(err, s.r.Close())
	}
	return err
}

// Postgres reports whether the store is PostgreSQL rather than SQLite.
func (s *Store) Postgres() bool { return s.postgres }

// millis is t as stored: milliseconds since 1970.
func millis(t time.Time) int64 { return t.UnixMilli() }

// fromMillis is a stored time.
func fromMillis(ms int64) time.Time { return time.UnixMilli(ms) }

// Ping reports whether the database answers.
func (s *Store) Ping(ctx context.Context) error { return s.w.PingContext(ctx) }
