package agent

import "omnideck/engine"

// Heuristic plays the option its game judges best for it ([engine.Hinter]),
// breaking ties at random. For a game without hints it runs a few random
// playouts of each option on determinizations of the state (flat Monte
// Carlo), so it never looks at what its player may not see.
type Heuristic struct {
	rng engine.RNG
	// Playouts is the number of playouts per option when a game has no
	// hints.
	Playouts int
	buf      []engine.Action
}

// NewHeuristic returns a heuristic agent seeded with seed.
func NewHeuristic(seed uint64) *Heuristic { return &Heuristic{rng: engine.NewRNG(seed), Playouts: 16} }

// Name is "heuristic".
func (*Heuristic) Name() string { return "heuristic" }

// Choose picks the best-judged legal option.
func (h *Heuristic) Choose(o engine.Observation, legal []engine.Action) engine.Action {
	if len(legal) == 1 {
		return legal[0]
	}
	if o.Hints() {
		return bestBy(legal, o.Hint, &h.rng)
	}
	return bestBy(legal, func(a engine.Action) float64 { return h.playoutScore(o, a) }, &h.rng)
}

// bestBy is the option of legal that score rates highest, ties broken at
// random (a reservoir choice among the equal ones).
func bestBy(legal []engine.Action, score func(engine.Action) float64, rng *engine.RNG) engine.Action {
	best, ties, bestScore := legal[0], 0, 0.0
	for i, a := range legal {
		v := score(a)
		switch {
		case i == 0 || v > bestScore:
			best, bestScore, ties = a, v, 1
		case v == bestScore:
			ties++
			if rng.IntN(ties) == 0 {
				best = a
			}
		}
	}
	return best
}

// playoutScore is the seat's mean return after playing a and then random
// play by everyone, over worlds re-sampled from what the seat has seen.
func (h *Heuristic) playoutScore(o engine.Observation, a engine.Action) float64 {
	p := o.Player()
	total := 0.0
	for range h.Playouts {
		d := o.Determinize(&h.rng)
		if d.Apply(p, a) != nil {
			return 0
		}
		total += h.rollout(d, p)
	}
	return total / float64(h.Playouts)
}

// rollout plays d to the end at random and returns p's return. A game that
// has not ended after many decisions scores 0.
func (h *Heuristic) rollout(d engine.State, p int) float64 {
	for range 100_000 {
		if d.Terminal() {
			return d.Outcome().Returns[p]
		}
		for q := range d.Actors().All() {
			h.buf = d.Legal(q, h.buf[:0])
			if len(h.buf) == 0 {
				continue
			}
			if d.Apply(q, h.buf[h.rng.IntN(len(h.buf))]) != nil {
				return 0
			}
			if d.Terminal() {
				break
			}
		}
	}
	return 0
}
