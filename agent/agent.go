// Package agent holds the players that are programs: they choose among a
// state's legal options through the engine API alone, so each works for
// every game.
package agent

import (
	"fmt"
	"sort"
	"strings"

	"omnideck/engine"
)

// Agent chooses one of its seat's legal options.
//
// An agent sees the game only through an [engine.Observation]: its seat's
// view, log, options and hints, and worlds re-sampled from what the seat
// has seen. It never holds the game's state, so it cannot read a hidden
// card. legal is never empty and Choose must return one of its elements.
type Agent interface {
	Name() string
	Choose(o engine.Observation, legal []engine.Action) engine.Action
}

// Factory makes an agent whose random choices come from seed.
type Factory func(seed uint64) Agent

var factories = map[string]struct {
	summary string
	make    Factory
}{
	"random":    {"chooses uniformly among the legal options", func(seed uint64) Agent { return NewRandom(seed) }},
	"heuristic": {"plays the option the game's hints judge best; where a game has no hints, the best in a few random playouts", func(seed uint64) Agent { return NewHeuristic(seed) }},
}

// New makes the agent called name.
func New(name string, seed uint64) (Agent, error) {
	f, ok := factories[strings.TrimSpace(name)]
	if !ok {
		return nil, fmt.Errorf("unknown agent %q (agents: %s)", name, strings.Join(Names(), ", "))
	}
	return f.make(seed), nil
}

// Names lists the known agents.
func Names() []string {
	out := make([]string, 0, len(factories))
	for name := range factories {
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

// Summary describes the agent called name.
func Summary(name string) string { return factories[name].summary }
