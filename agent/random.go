package agent

import "omnideck/engine"

// Random chooses uniformly among the legal options.
type Random struct {
	rng engine.RNG
}

// NewRandom returns a random agent seeded with seed.
func NewRandom(seed uint64) *Random { return &Random{rng: engine.NewRNG(seed)} }

// Name is "random".
func (*Random) Name() string { return "random" }

// Choose picks one legal option at random.
func (r *Random) Choose(_ engine.Observation, legal []engine.Action) engine.Action {
	return legal[r.rng.IntN(len(legal))]
}
