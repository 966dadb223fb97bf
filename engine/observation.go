package engine

import "maps"

// Observation is one seat's window on a game in progress: everything that
// player may see and do, and nothing more. Agents receive observations,
// never states, so an agent cannot read a hidden card however it is
// written: the state behind an observation is out of its reach, and what
// the observation offers is the player's view, log, options and hints, and
// worlds re-sampled from what the player has seen.
//
// An Observation is a small value that shares the game's state; it is valid
// only until the next decision is applied.
type Observation struct {
	s State
	p int
}

// Observe returns what player p may see of s and do in it.
func Observe(s State, p int) Observation { return Observation{s: s, p: p} }

// Player is the observing seat.
func (o Observation) Player() int { return o.p }

// Info describes the game being played.
func (o Observation) Info() Info { return o.s.Game().Info() }

// Players is the number of seats.
func (o Observation) Players() int { return o.s.Config().Players }

// Options are the rule options in play, every one resolved.
func (o Observation) Options() map[string]string { return maps.Clone(o.s.Config().Options) }

// Turn is the number of the current round or turn.
func (o Observation) Turn() int { return o.s.Turn() }

// Actors are the players who must decide now.
func (o Observation) Actors() PlayerSet { return o.s.Actors() }

// View is what the player may see of the table.
func (o Observation) View() View { return o.s.View(o.p) }

// Events are the logged events the player may see, from index from on.
func (o Observation) Events(from int) ([]Entry, int) { return o.s.Events(o.p, from) }

// Legal appends the player's options to buf.
func (o Observation) Legal(buf []Action) []Action { return o.s.Legal(o.p, buf) }

// Code is the stable code of the player's option a.
func (o Observation) Code(a Action) string { return o.s.ActionCode(o.p, a) }

// Label describes the player's option a for people.
func (o Observation) Label(a Action) string { return o.s.ActionLabel(o.p, a) }

// Hints reports whether the game judges options for its agents
// ([Hinter]).
func (o Observation) Hints() bool {
	_, ok := o.s.(Hinter)
	return ok
}

// Hint is the game's judgement of the player's option a, higher being
// better; 0 when the game gives no hints.
func (o Observation) Hint(a Action) float64 {
	if h, ok := o.s.(Hinter); ok {
		return h.Hint(o.p, a)
	}
	return 0
}

// Determinize samples a world the player cannot tell from the real one
// ([State.Determinize]): the agent may play it out as it likes.
func (o Observation) Determinize(rng *RNG) State { return o.s.Determinize(o.p, rng) }
