package match

import (
	"context"
	"slices"
	"time"

	"omnideck/engine"
	"omnideck/store"
)

// Move makes seat's choice, named by its option code, in the match at
// version of epoch: the point the chooser saw. It is refused, changing nothing,
// when the match is not being played, the seat is not asked, the version
// is stale (another choice came first) or the code is not one of the
// seat's options. The decision is stored before it is applied, so once
// Move returns nil it survives a crash.
func (m *Match) Move(ctx context.Context, seat int, code string, epoch, version int) error {
	start := time.Now()
	m.mu.Lock()
	defer m.mu.Unlock()
	if epoch != m.epoch {
		return refuse("stale: a choice was taken back since you saw the table")
	}
	if err := m.check(seat, version); err != nil {
		return err
	}
	if m.standIn[seat] {
		return refuse("the stand-in is playing seat %d until its player is back", seat+1)
	}
	return m.moveLocked(ctx, seat, code, start)
}

// check says why seat may not choose now at version, or nil.
func (m *Match) check(seat, version int) error {
	switch {
	case m.closed:
		return refuse("the table is closed")
	case seat < 0 || seat >= len(m.seats):
		return refuse("there is no seat %d", seat+1)
	case m.status == store.StatusOpen:
		return refuse("the game has not begun: seats are still free")
	case m.status != store.StatusPlaying:
		return refuse("the game is not being played")
	case m.state.Terminal():
		return refuse("the game is over")
	case !m.state.Actors().Has(seat):
		return refuse("seat %d is not asked to choose now", seat+1)
	case version > len(m.moves) || version < 0:
		return refuse("version %d: the game is at version %d", version, len(m.moves))
	}
	// A choice made on an older version still stands when the seat has
	// been asked the same question since: only other seats decided, each
	// while this seat was also deciding (choices made at once).
	for v := version; v < len(m.moves); v++ {
		if m.moves[v].Player == seat || !m.asked[v].Has(seat) {
			return refuse("stale: you answered version %d, but the game has moved on to version %d", version, len(m.moves))
		}
	}
	return nil
}

// moveLocked parses, stores and applies a choice whose seat and version
// were checked.
func (m *Match) moveLocked(ctx context.Context, seat int, code string, start time.Time) error {
	a, err := m.state.ParseAction(seat, code)
	if err != nil {
		return refuse("%v", err)
	}
	if !slices.Contains(m.state.Legal(seat, nil), a) {
		return refuse("%q is not one of your options now", code)
	}
	version := len(m.moves)
	d := engine.Decision{Player: seat, Action: m.state.ActionCode(seat, a)}
	if err := m.st.Append(ctx, m.ID, version, d); err != nil {
		return m.stored(err)
	}
	if err := m.state.Apply(seat, a); err != nil {
		// The game refused an option it offered: the stored record is
		// the truth; deal it again from there.
		m.log.Error("a legal option was refused", "seat", seat, "code", code, "err", err)
		m.moves = append(m.moves, d)
		if err := m.reload(); err != nil {
			m.log.Error("reload", "err", err)
		}
		return err
	}
	m.moves = append(m.moves, d)
	m.late[seat] = false
	m.track(len(m.moves))
	if m.undo != nil {
		m.undo = nil
	}
	if m.state.Terminal() {
		m.finish(ctx)
	}
	if m.hk.Moved != nil {
		m.hk.Moved(time.Since(start))
	}
	m.broadcast()
	m.kickLocked()
	return nil
}

// reload deals the game again from the decisions held.
func (m *Match) reload() error {
	s, err := m.header.Start(registryOf(m.game))
	if err != nil {
		return err
	}
	return m.rebuild(s)
}

// finish records the end of the game.
func (m *Match) finish(ctx context.Context) {
	m.status = store.StatusFinished
	out := m.state.Outcome()
	if err := m.st.SetStatus(ctx, m.ID, store.StatusFinished, &out); err != nil {
		m.log.Error("store the outcome", "err", m.stored(err))
	}
	m.log.Info("game over", "summary", out.Summary, "moves", len(m.moves))
	if m.hk.Finished != nil {
		m.hk.Finished()
	}
}

// track follows what each seat sees after decision number version: a seat
// that now sees a card more often than before, or was told something in
// private, had something revealed to it then.
func (m *Match) track(version int) {
	m.asked = append(m.asked[:version], m.state.Actors())
	from := m.logNext
	for p := range m.sights {
		now := seen(m.state.Table(p))
		if version == 0 || now.grew(m.sights[p]) || toldPrivately(m.state, p, from) {
			m.revealed[p] = version
		}
		m.sights[p] = now
	}
	_, m.logNext = m.state.Events(engine.Spectator, from)
}

// registryOf is a registry holding g alone, to deal g's replays.
func registryOf(g engine.Game) *engine.Registry {
	r := &engine.Registry{}
	r.Register(g)
	return r
}
