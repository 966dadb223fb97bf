package protocol

import (
	"errors"
	"fmt"

	"omnideck/engine"
)

// session is the state of one connection: the games it may start and the
// one game in progress.
type session struct {
	reg  *engine.Registry
	game *game
	// quit is set by the "quit" command: the loop stops after answering.
	quit bool
}

// game is the session's current game and its record so far.
type game struct {
	state  engine.State
	replay *engine.Replay
}

// errNoGame answers a command that needs a game before "new".
var errNoGame = errors.New(`no game yet: send "new" first`)

// players is the number of seats in the current game.
func (g *game) players() int { return g.state.Config().Players }

// seat checks a request's player field: present, and a seat of the current
// game, or -1 for the spectator when spectator is true.
func (g *game) seat(p *int, spectator bool) (int, error) {
	if p == nil {
		if spectator {
			return 0, errors.New(`missing field "player" (a seat from 0, or -1 for the spectator)`)
		}
		return 0, errors.New(`missing field "player" (a seat from 0)`)
	}
	n := g.players()
	lo := 0
	if spectator {
		lo = engine.Spectator
	}
	if *p < lo || *p >= n {
		msg := fmt.Sprintf("player %d is out of range: seats are 0 to %d", *p, n-1)
		if spectator {
			msg += ", or -1 for the spectator"
		} else if *p == engine.Spectator {
			msg += "; the spectator (-1) cannot do this"
		}
		return 0, errors.New(msg)
	}
	return *p, nil
}

// summary is the state summary that "new" and "apply" answer with.
func (g *game) summary() *StateResponse {
	s := g.state
	r := &StateResponse{Turn: s.Turn(), ToMove: s.Actors().Slice(), Over: s.Terminal()}
	if r.Over {
		o := outcome(s)
		r.Outcome = &o
	}
	return r
}

// outcome is the state's outcome with lists that are never null, so that
// clients need not tell null from empty.
func outcome(s engine.State) engine.Outcome {
	o := s.Outcome()
	if o.Winners == nil {
		o.Winners = []int{}
	}
	if o.Returns == nil {
		o.Returns = []float64{}
	}
	return o
}
