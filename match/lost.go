package match

import (
	"errors"

	"omnideck/store"
)

// A server sharing its database with others serves a match only while it
// holds the match's lease (store.Replica). When the store refuses one of
// the match's writes with store.ErrConflict, another server has the match
// now and this copy is stale: it closes, changing nothing more, and tells
// its server (Hooks.Lost), which forgets it and sends its watchers to the
// new owner.

// Close closes the match's table: no more moves or writes, and its
// watchers' Done channels close.
func (m *Match) Close() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.closeLocked()
}

func (m *Match) closeLocked() {
	if !m.closed {
		m.closed = true
		close(m.done)
	}
}

// Done is closed when the match closes: connections watching it end, and
// their clients connect again, to wherever the table is served now.
func (m *Match) Done() <-chan struct{} { return m.done }

// Done is closed when the watched match closes.
func (w *Watcher) Done() <-chan struct{} { return w.m.done }

// Watchers is how many connections watch the match.
func (m *Match) Watchers() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.watchers)
}

// stored passes on the error of a write to the store, closing the match
// when the write was refused because another server has taken the match
// over; the asker is then told to try again once reconnected.
func (m *Match) stored(err error) error {
	if err == nil || !errors.Is(err, store.ErrConflict) {
		return err
	}
	if !m.closed {
		m.log.Warn("another server has taken the match over: this copy closes", "version", len(m.moves), "err", err)
		m.closeLocked()
		if m.hk.Lost != nil {
			go m.hk.Lost(m)
		}
	}
	return refuse("stale: the table has moved to another server; try again once reconnected")
}
