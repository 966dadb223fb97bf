// Package sim plays games between agents: one game at a time for tools and
// tests, or large batches in parallel with statistics for designers.
package sim

import (
	"fmt"

	"omnideck/agent"
	"omnideck/engine"
)

// Game is the record of one finished game between agents.
type Game struct {
	State     engine.State
	Decisions int
	Replay    *engine.Replay // nil unless recording was asked for
}

// maxDecisions stops a game that never ends; no game here comes close.
const maxDecisions = 1_000_000

// Play plays one game from cfg with agents[p] choosing for seat p, and
// records a replay when record is true.
func Play(g engine.Game, cfg engine.Config, agents []agent.Agent, record bool) (Game, error) {
	s, err := g.New(cfg)
	if err != nil {
		return Game{}, err
	}
	if len(agents) != cfg.Players {
		return Game{}, fmt.Errorf("%d agents for %d players", len(agents), cfg.Players)
	}
	out := Game{State: s}
	if record {
		out.Replay = engine.NewReplay(s)
	}
	buf := make([]engine.Action, 0, 16)
	for !s.Terminal() {
		actors := s.Actors()
		if actors.Empty() {
			return out, fmt.Errorf("turn %d: the game is not over but nobody may act", s.Turn())
		}
		for p := range actors.All() {
			if buf = s.Legal(p, buf[:0]); len(buf) == 0 {
				continue
			}
			a := agents[p].Choose(engine.Observe(s, p), buf)
			if out.Replay != nil {
				err = out.Replay.Apply(s, p, a)
			} else {
				err = s.Apply(p, a)
			}
			if err != nil {
				return out, fmt.Errorf("turn %d: %s (%s) chose %q: %w", s.Turn(), agents[p].Name(), seatName(p), s.ActionCode(p, a), err)
			}
			if out.Decisions++; out.Decisions > maxDecisions {
				return out, fmt.Errorf("the game did not end within %d decisions", maxDecisions)
			}
		}
	}
	if out.Replay != nil {
		for _, a := range agents {
			out.Replay.Agents = append(out.Replay.Agents, a.Name())
		}
	}
	return out, nil
}

func seatName(p int) string { return fmt.Sprintf("seat %d", p) }
