// Package sim plays games between agents: one game at a time for tools and
// tests, or large batches in parallel with statistics for designers.
package sim

import (
	"fmt"

	"omnideck/agent"
	"omnideck/engine"
)

// Game is the record of one game between agents.
type Game struct {
	State     engine.State
	Decisions int
	// Unfinished is true when the game reached the decision cap before it
	// ended; State is then where it stopped.
	Unfinished bool
	Replay     *engine.Replay // nil unless recording was asked for
	// Played lists, seat by seat, the ids of the cards each played, in
	// order, when Options.Cards asked for them.
	Played [][]string
}

// DefaultMaxDecisions is the decision cap of a game when none is given:
// far beyond any real game of the games here.
const DefaultMaxDecisions = 1_000_000

// Options are how [Play] plays a game.
type Options struct {
	// Record keeps a replay of the game.
	Record bool
	// MaxDecisions stops a game that has not ended after this many
	// decisions; 0 means [DefaultMaxDecisions].
	MaxDecisions int
	// Cards keeps the cards each seat plays (Game.Played), for games that
	// say which card an option plays (engine.CardPlays).
	Cards bool
}

// Play plays one game from cfg with agents[p] choosing for seat p. Each
// agent sees only its seat's [engine.Observation]. A game that reaches the
// decision cap is returned unfinished, not as an error.
func Play(g engine.Game, cfg engine.Config, agents []agent.Agent, opt Options) (Game, error) {
	s, err := g.New(cfg)
	if err != nil {
		return Game{}, err
	}
	if len(agents) != cfg.Players {
		return Game{}, fmt.Errorf("%d agents for %d players", len(agents), cfg.Players)
	}
	limit := opt.MaxDecisions
	if limit <= 0 {
		limit = DefaultMaxDecisions
	}
	out := Game{State: s}
	if opt.Record {
		out.Replay = engine.NewReplay(s)
		for _, a := range agents {
			out.Replay.Agents = append(out.Replay.Agents, a.Name())
		}
	}
	plays, _ := s.(engine.CardPlays)
	if !opt.Cards {
		plays = nil
	}
	if plays != nil {
		out.Played = make([][]string, cfg.Players)
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
			if out.Decisions >= limit {
				out.Unfinished = true
				return out, nil
			}
			a := agents[p].Choose(engine.Observe(s, p), buf)
			if plays != nil {
				if id := plays.PlaysCard(p, a); id != "" {
					out.Played[p] = append(out.Played[p], id)
				}
			}
			if out.Replay != nil {
				err = out.Replay.Apply(s, p, a)
			} else {
				err = s.Apply(p, a)
			}
			if err != nil {
				return out, fmt.Errorf("turn %d: %s (seat %d) chose %q: %w", s.Turn(), agents[p].Name(), p, s.ActionCode(p, a), err)
			}
			out.Decisions++
		}
	}
	return out, nil
}
