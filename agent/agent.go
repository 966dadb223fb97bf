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
	// probe is the agent's spec for conformance checks: quick, and
	// deterministic for a seed.
	probe string
}{
	"random":    {"chooses uniformly among the legal options", func(seed uint64) Agent { return NewRandom(seed) }, "random"},
	"heuristic": {"plays the option the game's hints judge best; where a game has no hints, the best in a few random playouts", func(seed uint64) Agent { return NewHeuristic(seed) }, "heuristic"},
	"ismcts":    {"searches a tree of the game's decisions over worlds sampled from what its seat has seen (IS-MCTS); settings after colons: a level (easy, medium, hard), iterations=N, think=DURATION, rollout=heuristic|random, depth=N, explore=X", func(seed uint64) Agent { return NewISMCTS(seed) }, "ismcts:iterations=16:depth=20"},
}

// Probes lists a spec of every known agent for conformance checks
// (engine/enginetest): each is quick, and chooses the same for the same
// seed and observation, whatever the machine's speed.
func Probes() []string {
	out := make([]string, 0, len(factories))
	for _, name := range Names() {
		out = append(out, factories[name].probe)
	}
	return out
}

// settable is an agent that takes settings in its spec: each "key=value",
// or a bare value that the agent reads as it reads its main setting.
type settable interface {
	configure(settings []string) error
}

// New makes the agent a spec names: an agent's name, then any settings,
// each after a colon, as "key=value" or, for a level, its name alone
// ("ismcts:hard", "ismcts:iterations=500:rollout=random"). A spec that
// names a budget (iterations or think) bounds the search by that alone,
// not by the default level's budget too.
func New(spec string, seed uint64) (Agent, error) {
	name, rest, _ := strings.Cut(strings.TrimSpace(spec), ":")
	f, ok := factories[name]
	if !ok {
		return nil, fmt.Errorf("unknown agent %q (agents: %s)", name, strings.Join(Names(), ", "))
	}
	a := f.make(seed)
	if rest == "" {
		return a, nil
	}
	s, ok := a.(settable)
	if !ok {
		return nil, fmt.Errorf("agent %s takes no settings, not %q", name, rest)
	}
	if err := s.configure(strings.Split(rest, ":")); err != nil {
		return nil, fmt.Errorf("agent %q: %w", spec, err)
	}
	return a, nil
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
