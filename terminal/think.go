package terminal

import (
	"fmt"
	"slices"
	"time"

	"omnideck/engine"
)

// DefaultThinkingAfter is how long an agent decides before the screen
// says it is thinking, unless the session says otherwise.
const DefaultThinkingAfter = 300 * time.Millisecond

// choose asks seat p's agent for its choice among legal. The agent
// decides on a copy of the game in a goroutine of its own (an Observation
// shares the state it observes), so the game is never touched by two
// goroutines at once; if it has not decided after the session's ThinkingAfter,
// the screen says that it is thinking.
func (t *Session) choose(s engine.State, p int, legal []engine.Action) engine.Action {
	ag := t.Agents[p]
	wait := t.ThinkingAfter
	switch {
	case wait < 0:
		return ag.Choose(engine.Observe(s, p), legal)
	case wait == 0:
		wait = DefaultThinkingAfter
	}
	world, options := s.Clone(), slices.Clone(legal)
	done := make(chan engine.Action, 1)
	go func() { done <- ag.Choose(engine.Observe(world, p), options) }()
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case a := <-done:
		return a
	case <-timer.C:
		fmt.Fprintf(t.Out, "%s is thinking…\n", playerName(s.Table(t.Seat), p))
		return <-done
	}
}

// playerName is how the table names seat p.
func playerName(table engine.Table, p int) string {
	for _, pl := range table.Players {
		if pl.Seat == p {
			return pl.Name
		}
	}
	return engine.PlayerName(p)
}
