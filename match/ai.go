package match

import (
	"context"
	"time"

	"omnideck/engine"
)

// kick starts the agents whose turn it is.
func (m *Match) kick() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.kickLocked()
}

// kickLocked starts, for each seat asked now that an agent plays (an AI
// seat, or a human's seat the stand-in holds), its agent on a copy of the
// game, unless it is already choosing. The agent sees the copy only
// through its seat's observation; its answer comes back as a move at the
// version it saw.
func (m *Match) kickLocked() {
	if m.closed || m.status != "playing" || m.state.Terminal() {
		return
	}
	m.startClocks()
	for p := range m.state.Actors().All() {
		if m.thinking[p] || !m.agentPlays(p) {
			continue
		}
		m.thinking[p] = true
		world, epoch, version, a, pace := m.state.Clone(), m.epoch, len(m.moves), m.agents[p], m.settings.pace()
		go func() {
			start := time.Now()
			legal := world.Legal(p, nil)
			choice := a.Choose(engine.Observe(world, p), legal)
			code := world.ActionCode(p, choice)
			if wait := pace - time.Since(start); wait > 0 {
				time.Sleep(wait)
			}
			m.agentMove(p, code, epoch, version)
		}()
	}
	if m.anyThinking() {
		m.broadcast()
	}
}

// agentPlays reports whether an agent chooses for seat p now.
func (m *Match) agentPlays(p int) bool {
	return m.agents[p] != nil && (m.seats[p].Kind == AI || m.standIn[p] || m.late[p])
}

// point is a point of the game: an epoch and a version.
type point struct{ epoch, version int }

// startClocks starts, at a table with a turn timer, the clock of each
// person asked a new question; when it runs out with the question still
// theirs, the stand-in answers it.
func (m *Match) startClocks() {
	if m.settings.TurnSeconds == 0 {
		return
	}
	now := point{m.epoch, len(m.moves)}
	for p := range m.seats {
		asked := m.state.Actors().Has(p) && m.seats[p].Kind == Human && !m.standIn[p]
		if !asked {
			m.deadline[p] = time.Time{}
			continue
		}
		// A seat asked since an earlier version keeps its clock while
		// others decide.
		if !m.deadline[p].IsZero() && m.clock[p].epoch == now.epoch && m.stillAsked(p, m.clock[p].version) {
			continue
		}
		m.clock[p], m.deadline[p] = now, time.Now().Add(m.settings.turn())
		at := now
		time.AfterFunc(m.settings.turn(), func() { m.timeUp(p, at) })
	}
}

// stillAsked reports whether seat p has been asked, without deciding,
// since version.
func (m *Match) stillAsked(p, version int) bool {
	for v := version; v < len(m.moves); v++ {
		if m.moves[v].Player == p || !m.asked[v].Has(p) {
			return false
		}
	}
	return m.state.Actors().Has(p)
}

// timeUp lets the stand-in answer for seat p when the question its clock
// was started for is still unanswered.
func (m *Match) timeUp(p int, at point) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed || m.clock[p] != at || at.epoch != m.epoch || !m.stillAsked(p, at.version) || m.late[p] || m.agents[p] == nil {
		return
	}
	m.late[p] = true
	m.deadline[p] = time.Time{}
	m.noteLocked(-1, "", m.seatName(p)+"'s time ran out: the AI answers this question for them.")
	m.kickLocked()
}

func (m *Match) anyThinking() bool {
	for _, t := range m.thinking {
		if t {
			return true
		}
	}
	return false
}

// agentMove makes an agent's choice, or starts it again when the game
// moved on while it thought in a way that changed its question.
func (m *Match) agentMove(p int, code string, epoch, version int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.thinking[p] = false
	if !m.agentPlays(p) || epoch != m.epoch {
		m.kickLocked()
		return
	}
	if err := m.check(p, version); err != nil {
		m.kickLocked()
		return
	}
	if err := m.moveLocked(context.Background(), p, code, time.Now()); err != nil {
		if m.closed {
			return // another server has the match now
		}
		// Not for a stale question (checked above): the store failed, or
		// the game refused what it offered. Try again in a while, not in
		// a loop.
		m.log.Error("an agent's move failed", "seat", p, "code", code, "err", err)
		time.AfterFunc(time.Second, m.kick)
	}
}
