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
	return m.agents[p] != nil && (m.seats[p].Kind == AI || m.standIn[p])
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
