package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// Every write goes through one writer goroutine, which commits the writes
// waiting together in one transaction (group commit): under load, many
// matches' moves share one commit, and the log and the disk see a tenth
// of the work. Each write runs inside a savepoint of its own, so one that
// fails (a move for a version the match is no longer at) is undone alone
// and the others stand. A write returns once its transaction is
// committed: a move is stored before it is acknowledged.

// maxBatch bounds the writes committed together.
const maxBatch = 128

// errClosed is returned for a write asked of a closed store.
var errClosed = errors.New("the store is closed")

// write is one write waiting for the writer.
type write struct {
	ctx  context.Context
	f    func(*sql.Tx) error
	done chan error
}

func (s *Store) startWriter() {
	s.writes = make(chan write)
	s.quit, s.wrote = make(chan struct{}), make(chan struct{})
	go s.writer()
}

// stopWriter ends the writer once the writes it took are done.
func (s *Store) stopWriter() {
	if s.quit == nil {
		return
	}
	close(s.quit)
	<-s.wrote
	s.quit = nil
}

// tx runs f in a write transaction, with the writes waiting beside it; f's
// changes are committed when it returns nil, and undone when it does not.
func (s *Store) tx(ctx context.Context, f func(*sql.Tx) error) error {
	w := write{ctx: ctx, f: f, done: make(chan error, 1)}
	select {
	case s.writes <- w:
	case <-s.quit:
		return errClosed
	case <-ctx.Done():
		return ctx.Err()
	}
	return <-w.done
}

// writer takes each write and those waiting behind it, and commits them
// together.
func (s *Store) writer() {
	defer close(s.wrote)
	for {
		var first write
		select {
		case first = <-s.writes:
		case <-s.quit:
			return
		}
		batch := []write{first}
	more:
		for len(batch) < maxBatch {
			select {
			case w := <-s.writes:
				batch = append(batch, w)
			default:
				break more
			}
		}
		s.commit(batch)
	}
}

// commit runs a batch of writes in one transaction and tells each how it
// went.
func (s *Store) commit(batch []write) {
	errs := make([]error, len(batch))
	defer func() {
		for i, w := range batch {
			w.done <- errs[i]
		}
	}()
	tx, err := s.w.BeginTx(context.Background(), nil)
	if err != nil {
		for i := range errs {
			errs[i] = fmt.Errorf("begin: %w", err)
		}
		return
	}
	if len(batch) == 1 {
		if errs[0] = batch[0].f(tx); errs[0] != nil {
			tx.Rollback()
			return
		}
	} else {
		for i, w := range batch {
			if w.ctx.Err() != nil {
				errs[i] = w.ctx.Err()
				continue
			}
			if _, err := tx.Exec(`SAVEPOINT write`); err != nil {
				errs[i] = err
				continue
			}
			if errs[i] = w.f(tx); errs[i] != nil {
				if _, err := tx.Exec(`ROLLBACK TO SAVEPOINT write`); err != nil {
					// The transaction cannot go on: undo it all.
					tx.Rollback()
					for j := range errs {
						if errs[j] == nil || j > i {
							errs[j] = fmt.Errorf("undo a write: %w", err)
						}
					}
					return
				}
			}
			if _, err := tx.Exec(`RELEASE SAVEPOINT write`); err != nil && errs[i] == nil {
				errs[i] = err
			}
		}
	}
	if err := tx.Commit(); err != nil {
		for i := range errs {
			if errs[i] == nil {
				errs[i] = fmt.Errorf("commit: %w", err)
			}
		}
	}
}
